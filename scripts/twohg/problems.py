"""Problems found in the input, reported as ``file:line: message`` and failed on once."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from twohg.text import shown


class Problem(NamedTuple):
    """One thing wrong with one line of one input file.

    A `typing.NamedTuple` rather than a frozen dataclass (``twohg search`` need not import `dataclasses`): it
    compares, orders (by file, line, message), hashes and pickles as its three fields.
    """

    file: str
    """Path of the file, relative to the project root where possible."""
    line: int
    """1-based line number; 0 when the problem concerns the file as a whole."""
    message: str
    """What is wrong, in words a person fixing the file can act on."""

    def __str__(self) -> str:
        """Format as ``file:line: message``, the form editors and CI logs link: always one line.

        Control and invisible characters (a file named with a newline or an escape sequence, a
        quoted text with a bidirectional control) are shown as escapes (`twohg.text.shown`).
        """
        return shown(f"{self.file}:{self.line}: {self.message}")


class InputError(Exception):
    """Raised once with every problem collected, after all of them are known."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        """Keep the problems sorted by file and line so reports are stable."""
        self.problems: tuple[Problem, ...] = tuple(sorted(set(problems)))
        super().__init__("\n".join(str(p) for p in self.problems))

    def __reduce__(self) -> tuple[type[InputError], tuple[tuple[Problem, ...]]]:
        """Pickled with its problems (a worker process raises it to the build, `twohg.site.carddata.CardBuild`)."""
        return (type(self), (self.problems,))


def raise_if_any(problems: Iterable[Problem]) -> None:
    """Raise `InputError` when there is at least one problem."""
    collected = tuple(problems)
    if collected:
        raise InputError(collected)

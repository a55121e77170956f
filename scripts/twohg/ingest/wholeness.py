"""Whole rulebooks: an official edition prints every part its contents list, in order, through its credits.

A copy cut short (a download that stopped, a paste that lost its end) would otherwise become a
published history in which every rule after the cut was removed in that edition. The book says
what it holds: its contents list its parts (``8. Multiplayer Rules``), its sections (``810.
Two-Headed Giant Variant``), then ``Glossary`` and ``Credits``; its body prints the same headings
in the same order. `outline` reads both; `Outline.missing` is what the contents promise and the
body never prints, `Outline.stray` a body heading out of the contents' order.

An excerpt (the mini corpus' editions) has no contents: it promises nothing, and each 2HG section
of it must still be followed by another heading (`unended`), so that its rules end where the next
section begins. Every edition of the archive is whole but one, whose copy stops inside the glossary
(2013-02-01): a person confirmed it (`twohg.ingest.dropin`), and its glossary is not read.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from twohg.ingest.parsers.comprehensive import PART_HEADING_RE, SECTION_HEADING_RE
from twohg.text import normalise

GLOSSARY = "glossary"
CREDITS = "credits"

#: A line of the contents or a heading of the body is one the rulebook parser takes for a heading: a
#: part (``8. Multiplayer Rules``), a section (``810. Two-Headed Giant Variant``), or the glossary or
#: the credits alone on their line.
_CONTENTS_RE = re.compile(r"^\s*(?:#{1,6}\s*)?contents\s*$", re.IGNORECASE)
_LONGEST_HEADING = 260
"""Longer lines are text, never a heading (and the pattern never reads them)."""


@dataclass(frozen=True)
class Part:
    """A part of the book as a heading names it: ``8``, ``810``, ``glossary`` or ``credits``."""

    key: str
    """The number, or ``glossary`` or ``credits``."""
    title: str
    """The heading as printed, trimmed."""
    line: int
    """Its line (1-based)."""


@dataclass(frozen=True)
class Outline:
    """What a rulebook's contents list and what its body prints."""

    listed: tuple[Part, ...]
    """The contents, in order."""
    printed: tuple[Part, ...]
    """The body's headings that the contents list, in the order printed."""
    last_line: int
    """The file's last line that is not blank."""

    @property
    def missing(self) -> tuple[Part, ...]:
        """The listed parts the body never prints."""
        printed = {part.key for part in self.printed}
        return tuple(part for part in self.listed if part.key not in printed)

    @property
    def lost(self) -> tuple[tuple[Part, Part], ...]:
        """Each listed part the body skips (printing parts listed after it), with the printed part it should precede."""
        order = {part.key: index for index, part in enumerate(self.listed)}
        by_order: dict[int, Part] = {}
        for part in self.printed:
            at = order[part.key]
            if at not in by_order or part.line < by_order[at].line:
                by_order[at] = part
        # From the end of the contents: the earliest printed heading of the parts listed after each one.
        following: list[Part | None] = [None] * (len(self.listed) + 1)
        for index in range(len(self.listed) - 1, -1, -1):
            here, later = by_order.get(index + 1), following[index + 1]
            following[index] = here if later is None or (here is not None and here.line < later.line) else later
        return tuple(
            (part, after)
            for index, part in enumerate(self.listed)
            if index not in by_order and (after := following[index]) is not None
        )

    @property
    def cut(self) -> tuple[Part, ...]:
        """The listed parts after the last one printed: what a copy cut short lacks."""
        printed = {part.key for part in self.printed}
        trailing = itertools.takewhile(lambda part: part.key not in printed, reversed(self.listed))
        return tuple(reversed(list(trailing)))

    @property
    def stray(self) -> tuple[Part, Part] | None:
        """The first body heading printed out of the contents' order, with the heading it follows."""
        order = {part.key: index for index, part in enumerate(self.listed)}
        for before, part in zip(self.printed, self.printed[1:], strict=False):
            if order[part.key] <= order[before.key]:
                return part, before
        return None

    @property
    def whole(self) -> bool:
        """True when the body prints every listed part, in the contents' order."""
        return not self.missing and self.stray is None

    def prints(self, key: str) -> bool:
        """True when the body prints this part."""
        return any(part.key == key for part in self.printed)

    @property
    def cut_after_rules(self) -> bool:
        """True when all that is missing is cut from the end, after the numbered rules (glossary or credits)."""
        return not self.lost and all(part.key in (GLOSSARY, CREDITS) for part in self.missing)


_FIRST_CHARACTERS = frozenset("0123456789#GgCc")
"""What a heading's first character can be (most lines are told apart by it alone)."""


def _heading(text: str) -> Part | None:
    if len(text) > _LONGEST_HEADING or text.lstrip()[:1] not in _FIRST_CHARACTERS:
        return None
    match = SECTION_HEADING_RE.match(text) or PART_HEADING_RE.match(text)
    if match is None and text.strip().lstrip("#").strip()[:1] not in "GgCc":
        return None  # a rule's line: no heading, and no need to normalise it (most lines of a rulebook)
    title = normalise(text).strip().lstrip("#").strip()
    if match is not None:
        return Part(match.group(1), title, 0)
    word = title.casefold()
    return Part(word, title, 0) if word in (GLOSSARY, CREDITS) else None


def outline(lines: Sequence[str]) -> Outline | None:
    """The contents and the body's headings of a rulebook, or None for an excerpt (no contents)."""
    start = next((index for index, text in enumerate(lines) if _CONTENTS_RE.match(text)), None)
    if start is None:
        return None
    listed: list[Part] = []
    keys: set[str] = set()
    index = start + 1
    for index in range(start + 1, len(lines)):
        part = _heading(lines[index])
        if part is None:
            continue
        if part.key in keys:  # the first heading printed again: the body begins
            break
        listed.append(Part(part.key, part.title, index + 1))
        keys.add(part.key)
    else:
        index = len(lines)
    printed: list[Part] = []
    in_glossary = False
    for number in range(index, len(lines)):
        part = _heading(lines[number])
        if part is None or part.key not in keys:
            continue
        if in_glossary and part.key != CREDITS:  # the glossary's numbered definitions ("1. A casual variant")
            continue
        printed.append(Part(part.key, part.title, number + 1))
        in_glossary = in_glossary or part.key == GLOSSARY
    last = max((number for number, text in enumerate(lines, 1) if text.strip()), default=1)
    return Outline(tuple(listed), tuple(printed), last)


def unended(lines: Sequence[str], sections: Collection[int]) -> list[tuple[int, int]]:
    """Each of ``sections`` whose body runs to the end of the file (no heading after it), with its heading's line.

    The heading taken is a section's last (the body's, after any contents' entry).
    """
    headings = [(number, part.key) for number, text in enumerate(lines, 1) if (part := _heading(text)) is not None]
    found: list[tuple[int, int]] = []
    for section in sorted(sections):
        at = [number for number, key in headings if key == str(section)]
        if at and not any(number > at[-1] for number, _ in headings):
            found.append((section, at[-1]))
    return found


def described(part: Part) -> str:
    """A part as a reader names it: ``section 811``, ``part 9``, ``the glossary``."""
    if part.key in (GLOSSARY, CREDITS):
        return f"the {part.key}"
    return f"{'section' if len(part.key) == 3 else 'part'} {part.key}"

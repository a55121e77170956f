"""What one edition changed in the 2HG rules, in a few facts a sentence can say: computed from its events.

The changelog (`twohg.graph.history.EditionChanges`) lists every event; a reader first wants the
gist: which rules went and came (as runs: ``810.7a-f``), which sections moved (606 -> 806), how
many rules were reworded and, when several were reworded alike, the one change they share
("his or her" -> "their" in 9 of 10), how many changed in typography only, and section titles.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from twohg.graph.history import EditionChanges, Event
from twohg.rulenumber import RuleNumber


@dataclass(frozen=True)
class SharedChange:
    """A replacement of words that several rewordings of one edition make alike."""

    before: str
    """The words taken out (``his or her``)."""
    after: str
    """The words put in (``their``)."""
    rules: int
    """How many of the edition's reworded rules make it."""


@dataclass(frozen=True)
class EditionSummary:
    """One edition's changes to the 2HG rules, in the few facts its summary says."""

    edition: str
    """The edition's id."""
    first: bool
    """True for the archive's first edition (nothing to compare with)."""
    added: tuple[str, ...]
    """The rules added, as runs (``805.10a-g``)."""
    removed: tuple[str, ...]
    """The rules removed, as runs (``810.7a-f``)."""
    moved: tuple[tuple[int, int], ...]
    """Sections whose rules were renumbered into another section (606 -> 806), in order."""
    renumbered: int
    """How many rules were renumbered (with or without rewording)."""
    reworded: int
    """How many rules kept their number and changed their wording."""
    shared: SharedChange | None
    """The one change at least two of those rewordings share (the most shared), if any."""
    typography: int
    """How many rules changed in typography only."""
    titles: int
    """How many 2HG section titles changed."""

    @property
    def changed(self) -> bool:
        """True when the edition changed something in the wording or numbering of the 2HG rules."""
        return bool(self.added or self.removed or self.renumbered or self.reworded or self.titles)


def runs(numbers: Iterable[str]) -> tuple[str, ...]:
    """Rule numbers in natural order, each run of consecutive letters of one rule written once (``810.7a-f``).

    Only letters that follow each other make a run (810.7a, 810.7b, 810.7d -> ``810.7a-b``, ``810.7d``);
    numbers without a letter stand alone.
    """
    ordered = sorted(set(numbers), key=RuleNumber.parse)
    out: list[list[str]] = []
    for number in ordered:
        last = out[-1][-1] if out else ""
        if (
            last
            and number[-1].isalpha()
            and last[-1].isalpha()
            and number[:-1] == last[:-1]
            and ord(number[-1]) == ord(last[-1]) + 1
        ):
            out[-1].append(number)
        else:
            out.append([number])
    return tuple(run[0] if len(run) == 1 else f"{run[0]}-{run[-1][-1]}" for run in out)


def replacements(event: Event) -> set[tuple[str, str]]:
    """The (taken out, put in) pairs of a rewording's word diff: each deletion followed by an insertion."""
    found: set[tuple[str, str]] = set()
    ops = event.words
    for (op, text), (next_op, next_text) in zip(ops, ops[1:], strict=False):
        if op == "delete" and next_op == "insert" and text.strip() and next_text.strip():
            found.add((" ".join(text.split()), " ".join(next_text.split())))
    return found


def shared_change(events: Sequence[Event]) -> SharedChange | None:
    """The replacement most rewordings make (at least two of them), ties broken by the words; None if none is shared."""
    counts = Counter(pair for event in events for pair in replacements(event))
    if not counts:
        return None
    (before, after), rules = min(counts.items(), key=lambda item: (-item[1], item[0]))
    return SharedChange(before, after, rules) if rules >= 2 else None


def summarise(entry: EditionChanges) -> EditionSummary:
    """The summary of one edition's changelog entry."""
    renumbered = entry.of_kind("renumbered", "renumbered-and-reworded")
    moved = sorted(
        {
            (RuleNumber.parse(e.old_number).section, RuleNumber.parse(e.number).section)
            for e in renumbered
            if e.old_number is not None and RuleNumber.parse(e.old_number).section != RuleNumber.parse(e.number).section
        }
    )
    reworded = entry.of_kind("reworded")
    return EditionSummary(
        edition=entry.edition,
        first=entry.previous is None,
        added=runs(entry.added),
        removed=runs(entry.removed),
        moved=tuple(moved),
        renumbered=len(renumbered),
        reworded=len(reworded),
        shared=shared_change(reworded),
        typography=len(entry.typography_only),
        titles=len(entry.titles),
    )


__all__ = ["EditionSummary", "SharedChange", "replacements", "runs", "shared_change", "summarise"]

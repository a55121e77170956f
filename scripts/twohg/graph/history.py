"""The history stage: each rule number's distinct versions over the editions, and each edition's 2HG changelog.

Both are read off the align stage's lineage, so the work grows with the number of distinct
texts, not with the number of editions:

- a **version** is a run of consecutive official editions in which a number has the same
  wording (`twohg.text.wording_key`: quotes, apostrophes, dashes and the publisher's ``?`` are
  typography, not wording). A run's texts may still differ in typography; those editions are
  listed with the version, never as a version of their own;
- the **changelog** of an edition lists the 2HG rules it added, removed, reworded or renumbered
  relative to the edition before it, and those whose only change is typography.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from twohg.graph.align import Lineage, Op, TextChange, number_of
from twohg.graph.editions import full_text
from twohg.graph.model import Edition, Link, RuleText
from twohg.rulenumber import RuleNumber
from twohg.text import wording_key

Start = Literal["first edition", "added", "reworded", "renumbered", "moved", "split", "merged"]


@dataclass(frozen=True)
class Version:
    """One wording of a rule number, and the editions in which it stood."""

    number: str
    """The rule number."""
    texts: tuple[str, ...]
    """Its texts, one per edition, oldest first."""
    first: str
    """The first edition it stood in."""
    last: str
    """The last edition it stood in."""
    start: dt.date
    """The date it came into force (its first edition's date)."""
    end: dt.date | None
    """The day before the next edition that no longer has it; None while it stands in the newest edition."""
    began: Start
    """How this version began: with the first edition, as a new rule, or from older texts."""
    came_from: tuple[str, ...]
    """The texts it came from in the edition before its first (empty for a new rule)."""
    words: tuple[tuple[Op, str], ...]
    """The word diff from its one predecessor (empty for a new rule or several predecessors)."""
    typography: tuple[str, ...]
    """Editions within the run whose text differs from the edition before only in typography."""


@dataclass(frozen=True)
class EditionChanges:
    """What one edition changed in the Two-Headed Giant rules, relative to the edition before it."""

    edition: str
    """The edition's id."""
    date: dt.date
    """The date it is in force from."""
    previous: str | None
    """The edition before it (None for the first edition in the archive)."""
    added: tuple[str, ...]
    """Numbers of rules with no predecessor."""
    removed: tuple[str, ...]
    """Numbers of the previous edition's rules with no successor."""
    reworded: tuple[str, ...]
    """Numbers of rules that kept their number and changed their wording."""
    renumbered: tuple[tuple[str, str], ...]
    """(old number, new number) of rules that changed number (moves, splits and merges included)."""
    typography_only: tuple[str, ...]
    """Numbers of rules whose only change is typography."""

    @property
    def changed(self) -> bool:
        """True when the edition changed the wording or numbering of some 2HG rule."""
        return bool(self.added or self.removed or self.reworded or self.renumbered)


def _dates(editions: Iterable[Edition]) -> dict[str, dt.date]:
    return {e.id: e.date or e.start for e in editions}


def rule_histories(lineage: Lineage, editions: Sequence[Edition]) -> dict[str, tuple[Version, ...]]:
    """For every number of the aligned editions, its versions oldest first."""
    dates = _dates(editions)
    position = {edition: k for k, edition in enumerate(lineage.editions)}
    into: dict[str, list[Link]] = {}
    for link in lineage.links:
        into.setdefault(link.target, []).append(link)
    changes = {(c.source, c.target): c for c in lineage.changes}
    runs: dict[str, list[list[RuleText]]] = {}
    for text in sorted(lineage.texts, key=lambda t: (t.number, position[t.edition])):
        groups = runs.setdefault(str(text.number), [])
        previous = groups[-1][-1] if groups else None
        if (
            previous is not None
            and position[text.edition] == position[previous.edition] + 1
            and wording_key(full_text(previous.rule)) == wording_key(full_text(text.rule))
            and any(link.source == previous.id for link in into.get(text.id, ()))
        ):
            groups[-1].append(text)
        else:
            groups.append([text])
    histories: dict[str, tuple[Version, ...]] = {}
    for number, groups in sorted(runs.items(), key=lambda item: RuleNumber.parse(item[0])):
        versions = []
        for group in groups:
            head, tail = group[0], group[-1]
            following = position[tail.edition] + 1
            end = (
                dates[lineage.editions[following]] - dt.timedelta(days=1) if following < len(lineage.editions) else None
            )
            sources = tuple(link.source for link in into.get(head.id, ()))
            began = _began(head, sources, into.get(head.id, ()), position[head.edition])
            change: TextChange | None = changes.get((sources[0], head.id)) if len(sources) == 1 else None
            typography = tuple(
                text.edition
                for before, text in zip(group, group[1:], strict=False)
                if full_text(before.rule) != full_text(text.rule)
            )
            versions.append(
                Version(
                    number=number,
                    texts=tuple(t.id for t in group),
                    first=head.edition,
                    last=tail.edition,
                    start=dates[head.edition],
                    end=end,
                    began=began,
                    came_from=sources,
                    words=change.words if change is not None else (),
                    typography=typography,
                )
            )
        histories[number] = tuple(versions)
    return histories


def _began(head: RuleText, sources: Sequence[str], links: Sequence[Link], position: int) -> Start:
    """How a version began, from the links into its first text."""
    if not sources:
        return "first edition" if position == 0 else "added"
    if len(links) == 1 and number_of(sources[0]) == str(head.number):
        return "reworded"
    kinds = {link.kind for link in links}
    for kind in ("merged", "split", "moved"):
        if kind in kinds:
            return kind
    return "renumbered" if all(number_of(s) != str(head.number) for s in sources) else "merged"


def changelog(lineage: Lineage, editions: Sequence[Edition]) -> tuple[EditionChanges, ...]:
    """Every aligned edition's 2HG changes relative to the edition before it, oldest first."""
    dates = _dates(editions)
    texts = {t.id: t for t in lineage.texts}
    numbers_of: dict[str, list[str]] = {}
    for text in lineage.texts:
        numbers_of.setdefault(text.edition, []).append(str(text.number))
    links_into: dict[str, list[Link]] = {}
    for link in lineage.links:
        links_into.setdefault(link.target.rsplit("/", 1)[0], []).append(link)
    removed_in: dict[str, list[str]] = {}
    for gone in lineage.removed:
        removed_in.setdefault(gone.next_edition, []).append(number_of(gone.text))
    result = []
    for index, edition in enumerate(lineage.editions):
        if index == 0:
            result.append(
                EditionChanges(edition, dates[edition], None, _sorted(numbers_of.get(edition, ())), (), (), (), ())
            )
            continue
        reworded: set[str] = set()
        typography: set[str] = set()
        renumbered: set[tuple[str, str]] = set()
        for link in links_into.get(edition, ()):
            old, new = texts[link.source], texts[link.target]
            if old.number != new.number:
                renumbered.add((str(old.number), str(new.number)))
            elif full_text(old.rule) != full_text(new.rule):
                if wording_key(full_text(old.rule)) == wording_key(full_text(new.rule)):
                    typography.add(str(new.number))
                else:
                    reworded.add(str(new.number))
        added = {number_of(a.text) for a in lineage.added if a.text.rsplit("/", 1)[0] == edition}
        result.append(
            EditionChanges(
                edition=edition,
                date=dates[edition],
                previous=lineage.editions[index - 1],
                added=_sorted(added),
                removed=_sorted(removed_in.get(edition, ())),
                reworded=_sorted(reworded - typography),
                renumbered=tuple(sorted(renumbered, key=lambda p: (RuleNumber.parse(p[0]), RuleNumber.parse(p[1])))),
                typography_only=_sorted(typography),
            )
        )
    return tuple(result)


def _sorted(numbers: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(set(numbers), key=RuleNumber.parse))


def changes_json(entries: Iterable[EditionChanges]) -> list[dict[str, object]]:
    """The changelog as JSON: one object per edition, oldest first."""
    return [
        {
            "edition": entry.date.isoformat(),
            "id": entry.edition,
            "previous": entry.previous,
            "added": list(entry.added),
            "removed": list(entry.removed),
            "reworded": list(entry.reworded),
            "renumbered": [f"{old} -> {new}" for old, new in entry.renumbered],
            "typography_only": list(entry.typography_only),
            "no_change_in_wording": not entry.changed,
        }
        for entry in entries
    ]


def _numbers(numbers: Sequence[str], limit: int = 12) -> str:
    shown = ", ".join(numbers[:limit])
    return shown + (f" and {len(numbers) - limit} more" if len(numbers) > limit else "")


def render_changes_report(entries: Sequence[EditionChanges]) -> str:
    """The changelog in plain text, one block per edition that changed something, one line per other edition."""
    lines = [
        "Two-Headed Giant changes by edition (official English Comprehensive Rules)",
        "Each edition is compared with the one before it. 'typography only': quotes, apostrophes, dashes or the",
        "publisher's '?' changed, not the wording.",
        "",
    ]
    for entry in entries:
        head = f"{entry.date.isoformat()}  {entry.edition}"
        if entry.previous is None:
            lines.append(f"{head}: first edition with the variant: {_numbers(entry.added, 60)}")
            continue
        if not entry.changed:
            note = f" (typography only: {_numbers(entry.typography_only)})" if entry.typography_only else ""
            lines.append(f"{head}: no change in wording{note}")
            continue
        lines.append(f"{head}:")
        if entry.renumbered:
            pairs = [f"{old} -> {new}" for old, new in entry.renumbered]
            lines.append(f"    renumbered: {_numbers(pairs, 40)}")
        for label, numbers in (
            ("reworded", entry.reworded),
            ("added", entry.added),
            ("removed", entry.removed),
            ("typography only", entry.typography_only),
        ):
            if numbers:
                lines.append(f"    {label}: {_numbers(numbers, 40)}")
    return "\n".join(lines) + "\n"

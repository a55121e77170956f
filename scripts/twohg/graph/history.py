"""The history stage: one model of what every edition did to every 2HG rule, read off the align stage's lineage.

- An **event** is exactly one of: ``added``, ``removed``, ``reworded``, ``renumbered``,
  ``renumbered-and-reworded``, or ``typography`` (quotes, apostrophes, dashes or the publisher's
  ``?`` changed, nothing else). A renumbering is a lineage link between two numbers; the align
  stage already turned a move into a number whose own rule continues into a removal
  (`twohg.graph.align.passes.absorbed_links`), so "renumbered" is never said of a removed rule.
  A removal carries the texts that cover the same topic in the edition that removed it.
- A **version** is a run of consecutive official editions in which a number has the same
  wording (`twohg.text.wording_key`); its span is its first and last edition, never a date the
  archive does not print.
- A **section title** has spans too: a number such as 606 or 805 was another section before or
  after it held 2HG rules, and the 2HG sections were retitled.
- The **changelog** of an edition is its events and its section-title changes.

Word diffs run over the rule's paragraphs and its examples (`display_text`), so an example that
changed wording is a change with a diff. The work grows with distinct texts, not editions.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from twohg.graph.align import Lineage, Op, number_of
from twohg.graph.editions import full_text, printed_text
from twohg.graph.model import Edition, Link, RuleText
from twohg.resolved import SectionTitle as SectionTitle  # defined with the resolver's answers, read here too
from twohg.rulenumber import RuleNumber
from twohg.text import wording_key

EventKind = Literal["added", "removed", "reworded", "renumbered", "renumbered-and-reworded", "typography"]
"""What an edition did to one rule; exactly one per event."""

Began = Literal["first edition", "added", "reworded", "renumbered", "renumbered-and-reworded"]
"""How a version began: with the archive's first edition, or by the event that made its first text."""

_CHANGES: frozenset[str] = frozenset({"added", "removed", "reworded", "renumbered", "renumbered-and-reworded"})


@dataclass(frozen=True)
class Event:
    """One thing one edition did to one 2HG rule (or section heading)."""

    edition: str
    """The edition it happened in."""
    kind: EventKind
    """What happened."""
    old: str | None
    """The rule's text in the edition before (None when added)."""
    new: str | None
    """Its text in this edition (None when removed)."""
    words: tuple[tuple[Op, str], ...] = ()
    """The word diff from ``old`` to ``new``, paragraphs and examples (empty unless the wording changed)."""
    related: tuple[str, ...] = ()
    """For a removal: this edition's texts that cover the same topic (never successors)."""
    heading: bool = False
    """True for a section heading (606 -> 806 is a section renumbered)."""
    carried: str | None = None
    """For a removal: the text of the edition before, under another number, that printed the same words
    (typography aside) beside it; they stood on there (810.7a's in 805.10a)."""

    @property
    def old_number(self) -> str | None:
        """The number before the event (None when added)."""
        return number_of(self.old) if self.old is not None else None

    @property
    def new_number(self) -> str | None:
        """The number after the event (None when removed)."""
        return number_of(self.new) if self.new is not None else None

    @property
    def number(self) -> str:
        """The number the event is listed under: the new one, or the old one for a removal."""
        return self.new_number or self.old_number or ""


@dataclass(frozen=True)
class Origin:
    """A text a version came from, and the word diff from it."""

    text: str
    """The older text's id."""
    words: tuple[tuple[Op, str], ...]
    """The word diff from it to the version's first text."""


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
    """The date its first edition is in force from."""
    last_date: dt.date
    """The date its last edition is in force from (the archive has no date for when that one ended)."""
    current: bool
    """True while it stands in the newest edition."""
    began: Began
    """How this version began."""
    came_from: tuple[Origin, ...]
    """The texts it came from in the edition before its first (empty for a new rule), each with its diff."""
    typography: tuple[str, ...]
    """Editions within the run whose text differs from the edition before only in typography."""


@dataclass(frozen=True)
class TitleChange:
    """A section whose title changed in an edition (it may start or stop holding 2HG rules)."""

    section: int
    """The section number."""
    old: str | None
    """The title in the edition before (None when the section is new)."""
    new: str | None
    """The title in this edition (None when the section is gone)."""


@dataclass(frozen=True)
class EditionChanges:
    """What one edition changed in the Two-Headed Giant rules, relative to the edition before it."""

    edition: str
    """The edition's id."""
    date: dt.date
    """The date it is in force from."""
    previous: str | None
    """The edition before it in the archive (None for the first)."""
    events: tuple[Event, ...]
    """Every event, in number order (typography-only ones included)."""
    titles: tuple[TitleChange, ...] = ()
    """The 2HG sections, and the numbers they used or come to use, whose title changed."""

    def of_kind(self, *kinds: EventKind) -> tuple[Event, ...]:
        """The rule events (not headings) of these kinds."""
        return tuple(e for e in self.events if e.kind in kinds and not e.heading)

    @property
    def added(self) -> tuple[str, ...]:
        """Numbers of rules with no predecessor."""
        return tuple(e.number for e in self.of_kind("added"))

    @property
    def removed(self) -> tuple[str, ...]:
        """Numbers of the previous edition's rules with no successor."""
        return tuple(e.number for e in self.of_kind("removed"))

    @property
    def reworded(self) -> tuple[str, ...]:
        """Numbers of rules that kept their number and changed their wording."""
        return tuple(e.number for e in self.of_kind("reworded"))

    @property
    def renumbered(self) -> tuple[tuple[str, str, bool], ...]:
        """(old number, new number, reworded too) of every renumbering."""
        return tuple(
            (e.old_number or "", e.new_number or "", e.kind == "renumbered-and-reworded")
            for e in self.of_kind("renumbered", "renumbered-and-reworded")
        )

    @property
    def typography_only(self) -> tuple[str, ...]:
        """Numbers of rules whose only change is typography."""
        return tuple(e.number for e in self.of_kind("typography"))

    @property
    def changed(self) -> bool:
        """True when the edition changed the wording or numbering of some 2HG rule (or a title)."""
        return self.previous is not None and (any(e.kind in _CHANGES for e in self.events) or bool(self.titles))


# --- texts and diffs -----------------------------------------------------------------------------


def reworded(old: RuleText, new: RuleText) -> bool:
    """True when two texts differ in wording (typography aside), examples included."""
    return wording_key(full_text(old.rule)) != wording_key(full_text(new.rule))


def link_kind(old: RuleText, new: RuleText) -> EventKind | None:
    """The event a lineage link is: None when nothing changed."""
    if old.number != new.number:
        return "renumbered-and-reworded" if reworded(old, new) else "renumbered"
    if reworded(old, new):
        return "reworded"
    if printed_text(old.rule) != printed_text(new.rule):
        return "typography"
    return None


def _diffs(lineage: Lineage) -> dict[tuple[str, str], tuple[tuple[Op, str], ...]]:
    """The align stage's word diff along every link between rules (paragraphs and examples), by its ends."""
    return {(change.source, change.target): change.words for change in lineage.changes}


# --- events ----------------------------------------------------------------------------------------


def events(lineage: Lineage) -> tuple[Event, ...]:
    """Every event of every aligned edition after the first, in edition then number order."""
    texts = {t.id: t for t in lineage.texts}
    diffs = _diffs(lineage)
    found: list[Event] = []
    for link in lineage.links:
        old, new = texts[link.source], texts[link.target]
        kind = link_kind(old, new)
        if kind is None:
            continue
        words = diffs.get((old.id, new.id), ()) if kind in ("reworded", "renumbered-and-reworded") else ()
        found.append(Event(new.edition, kind, old.id, new.id, words, heading=new.rule.is_heading))
    for gone in lineage.removed:
        heading = texts[gone.text].rule.is_heading
        carried = gone.carried_by or None
        found.append(Event(gone.next_edition, "removed", gone.text, None, (), gone.related, heading, carried))
    for new_text in lineage.added:
        heading = texts[new_text.text].rule.is_heading
        found.append(Event(new_text.text.rsplit("/", 1)[0], "added", None, new_text.text, (), heading=heading))
    position = {edition: k for k, edition in enumerate(lineage.editions)}
    return tuple(
        sorted(
            found,
            key=lambda e: (
                position[e.edition],
                RuleNumber.parse(e.number),
                RuleNumber.parse(e.old_number or e.number),
                e.kind,
            ),
        )
    )


# --- versions --------------------------------------------------------------------------------------


def _dates(editions: Iterable[Edition]) -> dict[str, dt.date]:
    return {e.id: e.date or e.start for e in editions}


def rule_histories(lineage: Lineage, editions: Sequence[Edition]) -> dict[str, tuple[Version, ...]]:
    """For every number of the aligned editions, its versions oldest first."""
    dates = _dates(editions)
    position = {edition: k for k, edition in enumerate(lineage.editions)}
    newest = lineage.editions[-1] if lineage.editions else ""
    into: dict[str, list[Link]] = {}
    for link in lineage.links:
        into.setdefault(link.target, []).append(link)
    by_id = {t.id: t for t in lineage.texts}
    diffs = _diffs(lineage)
    runs: dict[str, list[list[RuleText]]] = {}
    for text in sorted(lineage.texts, key=lambda t: (t.number, position[t.edition])):
        groups = runs.setdefault(str(text.number), [])
        previous = groups[-1][-1] if groups else None
        if (
            previous is not None
            and position[text.edition] == position[previous.edition] + 1
            and not reworded(previous, text)
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
            sources = [by_id[link.source] for link in into.get(head.id, ())]
            origins = tuple(Origin(s.id, diffs.get((s.id, head.id), ()) if reworded(s, head) else ()) for s in sources)
            versions.append(
                Version(
                    number=number,
                    texts=tuple(t.id for t in group),
                    first=head.edition,
                    last=tail.edition,
                    start=dates[head.edition],
                    last_date=dates[tail.edition],
                    current=tail.edition == newest,
                    began=_began(head, sources, position[head.edition]),
                    came_from=origins,
                    typography=tuple(
                        text.edition
                        for before, text in zip(group, group[1:], strict=False)
                        if printed_text(before.rule) != printed_text(text.rule)
                    ),
                )
            )
        histories[number] = tuple(versions)
    return histories


def _began(head: RuleText, sources: Sequence[RuleText], position: int) -> Began:
    """How a version began, from the texts it came from."""
    if not sources:
        return "first edition" if position == 0 else "added"
    if all(s.number == head.number for s in sources):
        return "reworded"
    return "renumbered-and-reworded" if any(reworded(s, head) for s in sources) else "renumbered"


# --- section titles ------------------------------------------------------------------------------

_TITLE_RE = re.compile(r"^(?P<section>\d{3})\.\s+(?P<title>[A-Z](?:[^.]*[^.\s])?)\s*$")


def printed_titles(lines: Iterable[str], sections: Iterable[int]) -> dict[int, str]:
    """Section -> the title its heading prints in a whole rulebook (the body's heading, after the contents)."""
    wanted = set(sections)
    titles: dict[int, str] = {}
    for line in lines:
        match = _TITLE_RE.match(line.strip())
        if match is not None and int(match["section"]) in wanted:
            titles[int(match["section"])] = match["title"]
    return titles


def section_titles(
    chain: Sequence[str], titles: Mapping[str, Mapping[int, str]], two_headed: Mapping[str, frozenset[int]]
) -> tuple[SectionTitle, ...]:
    """Every section's titles as spans of consecutive editions, by section then time.

    ``titles`` gives each edition's printed title per section, ``two_headed`` the sections holding
    2HG rules in each edition; a span breaks where either changes, or where an edition lacks the section.
    """
    spans: list[SectionTitle] = []
    for section in sorted({s for found in titles.values() for s in found}):
        key: tuple[str, bool] | None = None
        first = last = ""
        for edition in chain:
            title = titles.get(edition, {}).get(section)
            here = (title, section in two_headed.get(edition, frozenset())) if title is not None else None
            if here != key:
                if key is not None:
                    spans.append(SectionTitle(section, key[0], first, last, key[1]))
                key, first = here, edition
            last = edition
        if key is not None:
            spans.append(SectionTitle(section, key[0], first, last, key[1]))
    return tuple(spans)


def title_changes(chain: Sequence[str], titles: Mapping[str, Mapping[int, str]]) -> dict[str, tuple[TitleChange, ...]]:
    """Edition -> the sections whose printed title changed in it, appeared or vanished."""
    found: dict[str, tuple[TitleChange, ...]] = {}
    for before, edition in zip(chain, chain[1:], strict=False):
        old, new = titles.get(before, {}), titles.get(edition, {})
        changes = tuple(
            TitleChange(section, old.get(section), new.get(section))
            for section in sorted(set(old) | set(new))
            if old.get(section) != new.get(section)
        )
        if changes:
            found[edition] = changes
    return found


# --- the changelog -------------------------------------------------------------------------------


def changelog(
    lineage: Lineage, editions: Sequence[Edition], titles: Mapping[str, Sequence[TitleChange]] | None = None
) -> tuple[EditionChanges, ...]:
    """Every aligned edition's 2HG changes relative to the edition before it, oldest first."""
    dates = _dates(editions)
    by_edition: dict[str, list[Event]] = {}
    for event in events(lineage):
        by_edition.setdefault(event.edition, []).append(event)
    first_texts = [t.id for t in lineage.texts if lineage.editions and t.edition == lineage.editions[0]]
    result = []
    for index, edition in enumerate(lineage.editions):
        if index == 0:
            found = tuple(Event(edition, "added", None, t) for t in first_texts)
            result.append(EditionChanges(edition, dates[edition], None, found))
            continue
        result.append(
            EditionChanges(
                edition,
                dates[edition],
                lineage.editions[index - 1],
                tuple(by_edition.get(edition, ())),
                tuple((titles or {}).get(edition, ())),
            )
        )
    return tuple(result)


def _diff_json(words: Sequence[tuple[Op, str]]) -> list[list[str]]:
    return [[op, text] for op, text in words]


def event_json(event: Event) -> dict[str, object]:
    """One event as JSON."""
    found: dict[str, object] = {"kind": event.kind, "number": event.number}
    if event.old_number is not None and event.old_number != event.number:
        found["from"] = event.old_number
    if event.heading:
        found["heading"] = True
    if event.words:
        found["words"] = _diff_json(event.words)
    if event.related:
        found["related"] = [number_of(t) for t in event.related]
    if event.carried:
        found["carried"] = number_of(event.carried)
    return found


def edition_changes_json(entry: EditionChanges) -> dict[str, object]:
    """One edition's changelog as JSON: the same document in ``api/editions.json`` and ``twohg report changes``."""
    return {
        "edition": entry.edition,
        "date": entry.date.isoformat(),
        "previous": entry.previous,
        "changed": entry.changed,
        "added": list(entry.added),
        "removed": list(entry.removed),
        "reworded": list(entry.reworded),
        "renumbered": [{"from": old, "to": new, "reworded": also} for old, new, also in entry.renumbered],
        "typography_only": list(entry.typography_only),
        "titles": [{"section": c.section, "from": c.old, "to": c.new} for c in entry.titles],
        "events": [event_json(event) for event in entry.events] if entry.previous is not None else [],
    }


def changes_json(entries: Iterable[EditionChanges]) -> list[dict[str, object]]:
    """The changelog as JSON: one `edition_changes_json` per edition, oldest first."""
    return [edition_changes_json(entry) for entry in entries]


def _numbers(numbers: Sequence[str], limit: int = 12) -> str:
    shown = ", ".join(numbers[:limit])
    return shown + (f" and {len(numbers) - limit} more" if len(numbers) > limit else "")


def _title(change: TitleChange) -> str:
    if change.old is None:
        return f"{change.section}. {change.new} (new section)"
    if change.new is None:
        return f"{change.section}. {change.old} (gone)"
    return f"{change.section}. {change.old} -> {change.new}"


def render_changes_report(entries: Sequence[EditionChanges]) -> str:
    """The changelog in plain text, one block per edition that changed something, one line per other edition.

    Each rewording (renumbered or not) is followed by its word diff (``[-old-]{+new+}``).
    """
    lines = [
        "Two-Headed Giant changes by edition (official English Comprehensive Rules)",
        "Each edition is compared with the one before it in the archive. 'typography only': quotes, apostrophes,",
        "dashes or the publisher's '?' changed, not the wording. A removed rule is never said to be renumbered:",
        "'covered by' names rules that stood on their own and share its topic.",
        "",
    ]
    for entry in entries:
        head = f"{entry.date.isoformat()}  {entry.edition}"
        if entry.previous is None:
            lines.append(f"{head}: first edition in the archive: {_numbers(entry.added, 60)}")
            continue
        if not entry.changed:
            note = f" (typography only: {_numbers(entry.typography_only)})" if entry.typography_only else ""
            lines.append(f"{head}: no change in wording{note}")
            continue
        lines.append(f"{head}:")
        if entry.titles:
            lines.append(f"    section titles: {'; '.join(_title(c) for c in entry.titles)}")
        sections = [e for e in entry.events if e.heading and e.kind != "typography"]
        if sections:
            shown = [f"{e.old_number or '-'} -> {e.new_number or '-'} ({e.kind})" for e in sections]
            lines.append(f"    sections: {', '.join(shown)}")
        renumbered = [f"{old} -> {new}" for old, new, also in entry.renumbered if not also]
        both = [f"{old} -> {new}" for old, new, also in entry.renumbered if also]
        for label, numbers in (
            ("renumbered", renumbered),
            ("renumbered and reworded", both),
            ("reworded", list(entry.reworded)),
            ("added", list(entry.added)),
        ):
            if numbers:
                lines.append(f"    {label}: {_numbers(numbers, 40)}")
        removed = [_removal(event) for event in entry.of_kind("removed")]
        if removed:
            lines.append(f"    removed: {_numbers(removed, 40)}")
        if entry.typography_only:
            lines.append(f"    typography only: {_numbers(entry.typography_only, 40)}")
        for event in entry.of_kind("renumbered-and-reworded", "reworded"):
            where = event.number if event.old_number == event.new_number else f"{event.old_number} -> {event.number}"
            lines.append(f"      {where}: {diff_in_words(event.words)}")
    return "\n".join(lines) + "\n"


def _removal(event: Event) -> str:
    """A removed number, with the rule that printed its words beside it, or the rules that then covered its topic."""
    if event.carried:
        return f"{event.number} (the same words stood in {number_of(event.carried)})"
    if not event.related:
        return event.number
    return f"{event.number} (topic then covered by {' '.join(number_of(t) for t in event.related)})"


def diff_in_words(words: Sequence[tuple[Op, str]]) -> str:
    """A word diff on one line: deleted words as ``[-...-]``, inserted ones as ``{+...+}``, equal runs shortened."""
    parts: list[str] = []
    for op, text in words:
        flat = " ".join(text.split())
        if op == "delete":
            parts.append(f"[-{flat}-]")
        elif op == "insert":
            parts.append(f"{{+{flat}+}}")
        else:
            shown = flat.split(" ")
            parts.append(flat if len(shown) <= 8 else " ".join([*shown[:3], "...", *shown[-3:]]))
    return " ".join(parts)

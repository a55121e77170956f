"""The resolver: what a rule number meant in an edition (or on a date), and which current rules carry it now.

The one answer every surface gives: rule pages, short links (``/r/<number>/``), the API
(``api/resolve``), the search index's "now" labels, ``twohg search``, the autolinker and ``twohg
link``, and the "now" of FAQ answers and summary sections (through the text they explain).

"Now" follows the lineage forward from a text, edition by edition, to the newest edition: the
numbers reached carry the text's content today. When no text is reached, the content was
removed; the removal's related texts (rules that stood on their own and share its topic) are
followed forward too and given as *related*, never as what it became.
"""

from __future__ import annotations

import bisect
import datetime as dt
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from twohg.graph.align import Lineage, number_of
from twohg.graph.history import SectionTitle
from twohg.rulenumber import RuleNumber, loose_number


def edition_of(text_id: str) -> str:
    """The edition id of a rule text id (``cr-en-2009-05-01/606.9c`` -> ``cr-en-2009-05-01``)."""
    return text_id.rsplit("/", 1)[0]


@dataclass(frozen=True)
class Now:
    """Where one rule text's content is in the newest edition."""

    numbers: tuple[str, ...]
    """The newest edition's numbers carrying the content (its own number while it stands), natural order."""
    removed_in: str | None
    """When ``numbers`` is empty: the first edition without the content."""
    related: tuple[str, ...]
    """When removed: the newest edition's numbers that cover the same topic (never "what it became")."""
    carried: Carried | None = None
    """When removed: the rule of another lineage that printed the same words beside it, where they stand on."""

    @property
    def removed(self) -> bool:
        """True when nothing carries the content today."""
        return not self.numbers

    @property
    def words_stand_in(self) -> tuple[str, ...]:
        """The newest edition's numbers printing the text's words: its own content's, else its carrier's."""
        return self.numbers or (self.carried.now.numbers if self.carried is not None else ())


@dataclass(frozen=True)
class Carried:
    """The rule that printed a removed rule's words (typography aside) beside it, in a lineage of its own.

    The number was removed; its words were not: they stand in the carrier ("the same words stand in
    805.10a, since 2017-06-05"), and the carrier's own "now" says where they are today (805.10f, which
    carried 810.7e's words, was itself removed in 2024-11-08).
    """

    text: str
    """The carrier's text in the removed rule's last edition."""
    number: str
    """Its number."""
    since: str
    """The first edition in which the carrier printed these words under its number."""
    now: Now
    """Where the carrier's content is in the newest edition."""


@dataclass(frozen=True)
class Meaning:
    """One meaning a number had in the official editions: a lineage over consecutive editions."""

    id: str
    """``<number>@<first edition>``."""
    number: str
    """The number."""
    summary: str
    """The meaning's first words (English)."""
    texts: tuple[str, ...]
    """Its official English texts, oldest first."""
    first: str
    """The first official edition with this meaning."""
    last: str
    """The last official edition with this meaning."""
    start: dt.date
    """The date ``first`` is in force from."""
    last_date: dt.date
    """The date ``last`` is in force from."""
    ended_by: str | None
    """The archive's edition after ``last`` (the first without this meaning), None while it stands."""
    now: Now
    """Where the content of its last text is today."""

    @property
    def current(self) -> bool:
        """True while the meaning stands in the newest edition under this number."""
        return self.ended_by is None

    @property
    def removed_in(self) -> str | None:
        """The edition that removed the content (None unless removed)."""
        return self.now.removed_in


@dataclass(frozen=True)
class Reuse:
    """A former 2HG section that another part of the rulebook holds today (606 since the M10 renumbering)."""

    section: int
    """The section."""
    title: str
    """Its title in the newest edition (``Loyalty Abilities``)."""
    since_edition: str
    """The first edition in the archive in which the section no longer holds 2HG rules."""
    since: dt.date
    """That edition's date."""
    exists: bool
    """True when the number itself is a rule of that other part today."""
    titles: tuple[SectionTitle, ...] = ()
    """Every title the section printed since then, as spans of editions, oldest first (606: "Linked
    Abilities" in 2009-07-11 and 2009-09-04, "Loyalty Abilities" since 2009-10-01)."""


@dataclass(frozen=True)
class Then:
    """What a number was in an edition in which no 2HG rule had it."""

    edition: str
    """The edition."""
    other: SectionTitle | None
    """The title span when the number's section held another part of the rulebook in that edition (805
    "Free-for-All Variant" from 2009-07-11 to 2010-04-23), else None."""
    held_by: tuple[str, ...]
    """The 2HG numbers that carried, in that edition, the content the number has in its next meaning
    (``later``) or, after its last one, the content it had (810.4 on 2005-09-01: 606.4a)."""
    later: bool
    """True when ``held_by`` carry what the number came to say later; False when what it had said."""


@dataclass(frozen=True)
class Resolution:
    """Everything one number has meant, for pages, short links, the API, search and the autolinker."""

    number: str
    """The number, normalised (``810.7c``)."""
    external: bool
    """True for a rule outside the 2HG sections that 2HG texts cite (103.4, 704)."""
    meanings: tuple[Meaning, ...]
    """Its meanings in the official editions, oldest first (none for an external rule)."""
    reused: Reuse | None
    """Set when the number's section belongs to another part of the rulebook today."""
    other_parts: tuple[SectionTitle, ...] = ()
    """The spans of editions in which the number's section held another part of the rulebook (805
    "Free-for-All Variant" from 2009-07-11 to 2010-04-23; 606 since 2009-07-11), oldest first."""

    @property
    def redirects(self) -> bool:
        """True when the short link goes straight to the number's rule page; False when it explains."""
        if len(self.meanings) > 1 or (self.reused is not None and self.reused.exists):
            return False
        return all(len(meaning.now.numbers) <= 1 for meaning in self.meanings)

    @property
    def latest(self) -> Meaning | None:
        """The number's most recent meaning."""
        return self.meanings[-1] if self.meanings else None

    def meaning_in(self, edition: str) -> Meaning | None:
        """The meaning the number had in an official edition, or None."""
        return next((m for m in self.meanings if any(edition_of(t) == edition for t in m.texts)), None)


class Resolver:
    """Every number resolved, every official text's "now", and the edition in force on a date."""

    def __init__(
        self,
        lineage: Lineage,
        dates: Mapping[str, dt.date],
        meanings: Mapping[str, Sequence[tuple[str, str, Sequence[str]]]],
        externals: Iterable[str],
        titles: Sequence[SectionTitle],
        newest_numbers: frozenset[str],
    ) -> None:
        """Resolve everything once.

        ``meanings`` maps every number to its meanings as (id, summary, texts), ``externals`` are the
        numbers known only from citations, ``titles`` the section-title spans, ``newest_numbers``
        every number printed in the newest edition's whole rulebook.
        """
        self.chain = lineage.editions
        self.position = {edition: k for k, edition in enumerate(self.chain)}
        self.dates = {edition: dates[edition] for edition in self.chain}
        self.newest = self.chain[-1]
        self._nows = _nows(lineage)
        self._back: dict[str, list[str]] = {}
        self._forward: dict[str, list[str]] = {}
        for link in lineage.links:
            self._back.setdefault(link.target, []).append(link.source)
            self._forward.setdefault(link.source, []).append(link.target)
        self._others: dict[int, tuple[SectionTitle, ...]] = {}
        for title in titles:
            if not title.two_headed:
                self._others[title.section] = (*self._others.get(title.section, ()), title)
        self._thens: dict[str, dict[str, Then]] = {}
        reuse = _reuses(self.chain, titles, self.dates)
        found: list[Resolution] = []
        for number in sorted({*meanings, *externals}, key=RuleNumber.parse):
            resolved = tuple(
                sorted(
                    (m for spec in meanings.get(number, ()) for m in self._meanings(number, *spec)),
                    key=lambda m: self.position[m.first],
                )
            )
            section = RuleNumber.parse(number).section
            reused = reuse.get(section) if resolved else None
            if reused is not None:
                reused = Reuse(
                    reused.section,
                    reused.title,
                    reused.since_edition,
                    reused.since,
                    number in newest_numbers,
                    reused.titles,
                )
            others = self._others.get(section, ()) if resolved else ()
            found.append(Resolution(number, not resolved, resolved, reused, others))
        self.by_number: dict[str, Resolution] = {r.number: r for r in found}
        self._sorted = [RuleNumber.parse(r.number) for r in found]

    def _meanings(self, number: str, meaning_id: str, summary: str, texts: Sequence[str]) -> list[Meaning]:
        """A lineage meaning's official texts as meanings, one per run of editions whose content lives on alike.

        A meaning whose content went different ways in different editions (a piece split off while the
        rule stood) is as many meanings, so that each edition's "now" is exact.
        """
        official = sorted(
            (t for t in texts if edition_of(t) in self.position), key=lambda t: self.position[edition_of(t)]
        )
        runs: list[list[str]] = []
        for text in official:
            if runs and self.now(runs[-1][-1]) == self.now(text):
                runs[-1].append(text)
            else:
                runs.append([text])
        return [
            self._meaning(number, meaning_id if k == 0 else f"{number}@{edition_of(run[0])}", summary, run)
            for k, run in enumerate(runs)
        ]

    def _meaning(self, number: str, meaning_id: str, summary: str, official: Sequence[str]) -> Meaning:
        first, last = edition_of(official[0]), edition_of(official[-1])
        following = self.position[last] + 1
        return Meaning(
            id=meaning_id,
            number=number,
            summary=summary,
            texts=tuple(official),
            first=first,
            last=last,
            start=self.dates[first],
            last_date=self.dates[last],
            ended_by=self.chain[following] if following < len(self.chain) else None,
            now=self.now(official[-1]),
        )

    # --- lookups -------------------------------------------------------------------------------

    def __iter__(self) -> Iterator[Resolution]:
        """The resolutions in natural order."""
        return iter(self.by_number.values())

    def __len__(self) -> int:
        """How many numbers."""
        return len(self.by_number)

    def get(self, number: str) -> Resolution | None:
        """The resolution of a normalised number."""
        return self.by_number.get(number)

    def now(self, text_id: str) -> Now:
        """Where an official English text's content is in the newest edition."""
        return self._nows[text_id]

    @property
    def texts(self) -> Mapping[str, Now]:
        """Every official English text's "now", by text id."""
        return self._nows

    def edition_on(self, date: dt.date) -> str | None:
        """The archive's edition in force on ``date`` (the latest dated on or before it), None before the first."""
        index = bisect.bisect_right([self.dates[e] for e in self.chain], date)
        return self.chain[index - 1] if index else None

    def at(self, number: str, date: dt.date) -> Meaning | None:
        """What ``number`` meant on ``date`` (in the edition of the archive in force then), or None."""
        edition = self.edition_on(date)
        resolution = self.by_number.get(number)
        if edition is None or resolution is None:
            return None
        return resolution.meaning_in(edition)

    def then(self, number: str, date: dt.date) -> Then | None:
        """What ``number`` was on ``date`` when no 2HG rule had it.

        None when one did, before the first edition, or for a number without 2HG meanings.
        """
        edition = self.edition_on(date)
        return self.thens(number).get(edition) if edition is not None else None

    def thens(self, number: str) -> Mapping[str, Then]:
        """Edition -> what ``number`` was in it, for every edition in which no 2HG rule had the number."""
        if number not in self._thens:
            self._thens[number] = self._dated(number)
        return self._thens[number]

    def _dated(self, number: str) -> dict[str, Then]:
        """Walk from each meaning's first text back, and from the last meaning's last text on, edition by edition."""
        resolution = self.by_number.get(number)
        if resolution is None or not resolution.meanings:
            return {}
        held: dict[str, tuple[tuple[str, ...], bool]] = {}
        stop = -1
        for meaning in resolution.meanings:  # back from each meaning to the end of the one before
            reached = {meaning.texts[0]}
            for index in range(self.position[meaning.first] - 1, stop, -1):
                reached = {s for t in reached for s in self._back.get(t, ())}
                held[self.chain[index]] = (_natural(number_of(t) for t in reached), True)
            stop = self.position[meaning.last]
        reached = {resolution.meanings[-1].texts[-1]}
        for index in range(stop + 1, len(self.chain)):  # on from the last meaning
            reached = {s for t in reached for s in self._forward.get(t, ())}
            held[self.chain[index]] = (_natural(number_of(t) for t in reached), False)
        section = RuleNumber.parse(number).section
        others = self._others.get(section, ())
        found: dict[str, Then] = {}
        for edition, (numbers, later) in held.items():
            at = self.position[edition]
            other = next((t for t in others if self.position[t.first] <= at <= self.position[t.last]), None)
            found[edition] = Then(edition, other, numbers, later)
        return found

    def find(self, typed: str) -> Resolution | None:
        """The resolution of a number typed loosely, or None when no edition had it."""
        number = loose_number(typed)
        return self.by_number.get(str(number)) if number is not None else None

    def nearest(self, typed: str, count: int = 2) -> tuple[str, ...]:
        """The known numbers around a number that never existed: ``count`` each side, same section first."""
        number = loose_number(typed)
        if number is None:
            return ()
        index = bisect.bisect_left(self._sorted, number)
        around = self._sorted[max(0, index - count) : index] + self._sorted[index : index + count]
        same = [n for n in around if n.section == number.section]
        return tuple(str(n) for n in (same or around))


def _nows(lineage: Lineage) -> dict[str, Now]:
    """Every aligned text's "now", newest edition first so each text reads its successors' answers."""
    position = {edition: k for k, edition in enumerate(lineage.editions)}
    newest = lineage.editions[-1] if lineage.editions else ""
    forward: dict[str, list[str]] = {}
    for link in lineage.links:
        forward.setdefault(link.source, []).append(link.target)
    removals = {gone.text: gone for gone in lineage.removed}
    nows: dict[str, Now] = {}
    reached: dict[str, frozenset[str]] = {}
    for text in sorted(lineage.texts, key=lambda t: -position[t.edition]):
        if text.edition == newest:
            reached[text.id] = frozenset({str(text.number)})
            continue
        reached[text.id] = frozenset(n for s in forward.get(text.id, ()) for n in reached[s])
    # Newest edition first; within an edition, a removed text after the carrier whose "now" it reads.
    for text in sorted(lineage.texts, key=lambda t: (-position[t.edition], t.id in removals)):
        numbers = reached[text.id]
        if numbers:
            nows[text.id] = Now(_natural(numbers), None, ())
            continue
        gone = removals.get(text.id)
        if gone is not None:
            related = frozenset(n for r in gone.related for n in reached.get(r, ()))
            carrier = nows.get(gone.carried_by)
            carried = (
                Carried(gone.carried_by, number_of(gone.carried_by), gone.carried_since, carrier)
                if carrier is not None
                else None
            )
            nows[text.id] = Now((), gone.next_edition, _natural(related), carried)
            continue
        later = [nows[s] for s in forward.get(text.id, ())]
        ends = [n.removed_in for n in later if n.removed_in is not None]
        removed_in = max(ends, key=position.__getitem__) if ends else None
        related = frozenset(n for found in later for n in found.related)
        # Its words stand on where one of its later texts' words do (one split off from it was carried, the other
        # part is only a topic): the words, not the topic, are what a reader asks for first.
        carries = {n.carried for n in later if n.carried is not None}
        nows[text.id] = Now((), removed_in, _natural(related), carries.pop() if len(carries) == 1 else None)
    return nows


def _natural(numbers: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(set(numbers), key=RuleNumber.parse))


def _reuses(chain: Sequence[str], titles: Sequence[SectionTitle], dates: Mapping[str, dt.date]) -> dict[int, Reuse]:
    """Sections that held 2HG rules once and another part of the rulebook in the newest edition."""
    newest = chain[-1] if chain else ""
    found: dict[int, Reuse] = {}
    position = {edition: k for k, edition in enumerate(chain)}
    for section in {t.section for t in titles if t.two_headed}:
        mine = [t for t in titles if t.section == section]
        today = next((t for t in mine if t.last == newest), None)
        if today is None or today.two_headed:
            continue
        last_2hg = max((t for t in mine if t.two_headed), key=lambda t: position[t.last])
        since = chain[position[last_2hg.last] + 1]
        after = tuple(t for t in mine if not t.two_headed and position[t.first] > position[last_2hg.last])
        found[section] = Reuse(section, today.title, since, dates[since], False, after)
    return found


__all__ = [
    "Carried",
    "Meaning",
    "Now",
    "Resolution",
    "Resolver",
    "Reuse",
    "Then",
    "edition_of",
    "loose_number",
    "number_of",
]

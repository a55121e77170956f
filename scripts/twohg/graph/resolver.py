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

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence

from twohg.graph.align import Lineage, number_of
from twohg.resolved import (
    Carried,
    Meaning,
    Now,
    Numbers,
    Resolution,
    Reuse,
    SectionTitle,
    Then,
    edition_of,
)
from twohg.rulenumber import RuleNumber, loose_number


class Resolver(Numbers):
    """Every number resolved from the lineage, every official text's "now", and the edition in force on a date."""

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
        super().__init__(lineage.editions, dates, ())
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
        self._resolved(found)

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

    # --- lookups (the others are `Numbers`'s) ------------------------------------------------

    def now(self, text_id: str) -> Now:
        """Where an official English text's content is in the newest edition."""
        return self._nows[text_id]

    @property
    def texts(self) -> Mapping[str, Now]:
        """Every official English text's "now", by text id."""
        return self._nows

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
    "Numbers",
    "Resolution",
    "Resolver",
    "Reuse",
    "Then",
    "edition_of",
    "loose_number",
    "number_of",
]

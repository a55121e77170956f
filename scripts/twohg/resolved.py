"""What a rule number meant, as plain values, and the lookups over them: the resolver's answers.

The graph's resolver (`twohg.graph.resolver.Resolver`) works them out from the lineage; ``twohg link``
reads them back from what it saved (`Numbers.of_document`, `twohg.site.linkcache`) without the graph.
Both answer through the same lookups (`Numbers`): this module imports nothing of the graph.
"""

from __future__ import annotations

import bisect
import datetime as dt
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from twohg.rulenumber import RuleNumber, loose_number


@dataclass(frozen=True)
class SectionTitle:
    """A section number's title over a run of consecutive editions."""

    section: int
    """The section number (606, 805, 806, 810)."""
    title: str
    """The title as printed (``Loyalty Abilities``)."""
    first: str
    """The first edition printing this title for the section."""
    last: str
    """The last one."""
    two_headed: bool
    """True when the section held 2HG rules in those editions."""


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


class Numbers:
    """Every number resolved, the editions and their dates: the lookups the autolinker and short links make.

    `twohg.graph.resolver.Resolver` fills it from the lineage (and works out `thens` when asked); a saved
    table of numbers (`document`) fills it with the answers worked out when it was saved (`of_document`).
    """

    def __init__(
        self,
        chain: Sequence[str],
        dates: Mapping[str, dt.date],
        resolutions: Sequence[Resolution],
        runs: Mapping[str, Sequence[Sequence[Any]]] | None = None,
    ) -> None:
        """The editions oldest first (``chain``) with their dates, and every resolution in natural order.

        ``runs`` are what each number was in the editions no 2HG rule had it, as `document` saves them: each
        number's are read when it is first asked for (`thens`).
        """
        self.chain = tuple(chain)
        self.position = {edition: k for k, edition in enumerate(self.chain)}
        self.dates = {edition: dates[edition] for edition in self.chain}
        self.newest = self.chain[-1]
        self._thens: dict[str, Mapping[str, Then]] = {}
        self._runs = runs or {}
        self._resolved(resolutions)

    def _resolved(self, resolutions: Sequence[Resolution]) -> None:
        """Hold every resolution, in natural order."""
        self.by_number: dict[str, Resolution] = {r.number: r for r in resolutions}
        self._sorted = [RuleNumber.parse(r.number) for r in resolutions]

    def __iter__(self) -> Iterator[Resolution]:
        """The resolutions in natural order."""
        return iter(self.by_number.values())

    def __len__(self) -> int:
        """How many numbers."""
        return len(self.by_number)

    def get(self, number: str) -> Resolution | None:
        """The resolution of a normalised number."""
        return self.by_number.get(number)

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

    def _dated(self, number: str) -> Mapping[str, Then]:
        """What `thens` gives for a number not asked for yet: read from its saved runs (the resolver walks the lineage).

        TypeError, ValueError or IndexError when the runs are none.
        """
        found: dict[str, Then] = {}
        for first, last, other, held_by, later in self._runs.get(number, ()):
            for edition in self.chain[first : last + 1]:
                found[edition] = Then(edition, _title_of(other), tuple(map(str, held_by)), bool(later))
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

    # --- saved -----------------------------------------------------------------------------------

    def document(self) -> dict[str, Any]:
        """Every answer as JSON values, what `of_document` reads back: ``thens`` worked out for every number.

        What a number was in the editions no 2HG rule had it is saved as runs of consecutive editions alike.
        """
        thens: dict[str, list[list[Any]]] = {}
        for resolution in self:
            runs: list[list[Any]] = []
            for edition, then in sorted(self.thens(resolution.number).items(), key=lambda e: self.position[e[0]]):
                row = [_title_row(then.other), list(then.held_by), then.later]
                at = self.position[edition]
                if runs and runs[-1][1] == at - 1 and runs[-1][2:] == row:
                    runs[-1][1] = at
                else:
                    runs.append([at, at, *row])
            if runs:
                thens[resolution.number] = runs
        return {
            "editions": [[edition, self.dates[edition].isoformat()] for edition in self.chain],
            "numbers": [_resolution_row(resolution) for resolution in self],
            "thens": thens,
        }

    @classmethod
    def of_document(cls, document: Mapping[str, Any]) -> Numbers:
        """The numbers of a saved `document`; TypeError, ValueError, KeyError or IndexError when it is none.

        What a number was in the editions no 2HG rule had it is read when asked for (`thens`): a post names few.
        """
        chain = [str(edition) for edition, _ in document["editions"]]
        dates = {str(edition): dt.date.fromisoformat(date) for edition, date in document["editions"]}
        runs = document["thens"]
        if not isinstance(runs, dict):
            raise TypeError("thens: not a mapping")
        return cls(chain, dates, [_resolution_of(row) for row in document["numbers"]], runs)


def _title_row(title: SectionTitle | None) -> list[Any] | None:
    return None if title is None else [title.section, title.title, title.first, title.last, title.two_headed]


def _title_of(row: list[Any] | None) -> SectionTitle | None:
    return None if row is None else SectionTitle(int(row[0]), str(row[1]), str(row[2]), str(row[3]), bool(row[4]))


def _now_row(now: Now) -> list[Any]:
    carried = now.carried
    held = None if carried is None else [carried.text, carried.number, carried.since, _now_row(carried.now)]
    return [list(now.numbers), now.removed_in, list(now.related), held]


def _now_of(row: list[Any]) -> Now:
    numbers, removed_in, related, held = row
    carried = None if held is None else Carried(str(held[0]), str(held[1]), str(held[2]), _now_of(held[3]))
    return Now(tuple(numbers), removed_in, tuple(related), carried)


def _resolution_row(resolution: Resolution) -> list[Any]:
    meanings = [
        [
            m.id,
            m.summary,
            list(m.texts),
            m.first,
            m.last,
            m.start.isoformat(),
            m.last_date.isoformat(),
            m.ended_by,
            _now_row(m.now),
        ]
        for m in resolution.meanings
    ]
    reused = resolution.reused
    reuse = (
        None
        if reused is None
        else [
            reused.section,
            reused.title,
            reused.since_edition,
            reused.since.isoformat(),
            reused.exists,
            [_title_row(title) for title in reused.titles],
        ]
    )
    others = [_title_row(title) for title in resolution.other_parts]
    return [resolution.number, resolution.external, meanings, reuse, others]


def _resolution_of(row: list[Any]) -> Resolution:
    number, external, meanings, reuse, others = row
    read = tuple(
        Meaning(
            id=str(m[0]),
            number=number,
            summary=str(m[1]),
            texts=tuple(m[2]),
            first=str(m[3]),
            last=str(m[4]),
            start=dt.date.fromisoformat(m[5]),
            last_date=dt.date.fromisoformat(m[6]),
            ended_by=m[7],
            now=_now_of(m[8]),
        )
        for m in meanings
    )
    reused = (
        None
        if reuse is None
        else Reuse(
            int(reuse[0]),
            str(reuse[1]),
            str(reuse[2]),
            dt.date.fromisoformat(reuse[3]),
            bool(reuse[4]),
            tuple(title for title in map(_title_of, reuse[5]) if title is not None),
        )
    )
    parts = tuple(title for title in map(_title_of, others) if title is not None)
    return Resolution(str(number), bool(external), read, reused, parts)

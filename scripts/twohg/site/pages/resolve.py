"""What a rule number means now: every number that ever existed, with each meaning it had and where that lives today.

The one answer behind the short links (``/r/<number>/``), ``/api/resolve/<number>.json``, the
autolinker (in the page and ``twohg link``) and the not-found page's nearest numbers. A number
*redirects* when it has one meaning that lives on under at most one number and its section is
not a rule of another part of the rulebook today; otherwise its short link is a page saying what
it meant in which editions and where each piece lives now.
"""

from __future__ import annotations

import bisect
import datetime as dt
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from twohg.rulenumber import LEADING_NUMBER_RE, RuleNumber
from twohg.site.pages.context import SiteContext, edition_of
from twohg.text import fold_widths

#: A number as typed in a URL or a post, tolerantly: ``810.7C``, ``810-7c``, ``810,7c``, ``8107c``,
#: ``810.7c.``, ``810. 7c``, ``r810.7c``, ``CR 810.7c``; full-width digits are folded first.
_LOOSE_RE = re.compile(
    r"^(?:(?:cr|r)\s*)?(?P<section>\d{3})(?:(?:[.,\-_\s]\s*|(?=\d))(?P<rule>\d{1,3})\s?(?P<letter>[a-z]?))?\.?$"
)


def loose_number(typed: str) -> RuleNumber | None:
    """A rule number typed loosely (case, separators, a trailing full stop), or None when it is not one."""
    match = _LOOSE_RE.match(fold_widths(typed.strip()).casefold())
    if match is None:
        return None
    if match["rule"] is None:
        return RuleNumber(int(match["section"]))
    return RuleNumber(int(match["section"]), int(match["rule"]), match["letter"])


def alias_forms(number: str) -> tuple[str, ...]:
    """The other ways a number is commonly written in a link, each a folder beside the short link.

    ``810.7c`` -> ``810.7C``, ``810-7c``, ``810-7C``, ``8107c``, ``8107C``, ``810.7c.``. An upper-case
    form of a number whose short link is a page is left out by the caller on case-insensitive disks.
    """
    forms = [f"{number}."]
    if "." in number:
        section, rule = number.split(".", 1)
        forms += [f"{section}-{rule}", f"{section}{rule}"]
    forms += [form.upper() for form in [number, *forms[1:]]]
    return tuple(dict.fromkeys(form for form in forms if form != number))


@dataclass(frozen=True)
class Meaning:
    """One meaning a number had in the official editions, and where its content lives in the newest one."""

    summary: str
    """The meaning's first words (English)."""
    first: str
    """The first official edition with this meaning."""
    last: str
    """The last official edition with this meaning."""
    start: dt.date
    """The date the first edition is in force from."""
    until: dt.date | None
    """The date the edition after ``last`` took over (the meaning ended), None while it stands."""
    now: tuple[str, ...]
    """The numbers the content has in the newest edition (the number itself when it stands), natural order."""
    removed_in: str | None
    """When ``now`` is empty: the edition the content left the rules in."""
    removed: dt.date | None
    """The date of ``removed_in``."""

    @property
    def current(self) -> bool:
        """True while the meaning stands in the newest edition."""
        return self.until is None

    def covers(self, date: dt.date) -> bool:
        """True when the meaning was in force on ``date``."""
        return self.start <= date and (self.until is None or date < self.until)


@dataclass(frozen=True)
class Reuse:
    """A former 2HG section that another part of the rulebook holds today (606 since the 2009 renumbering)."""

    section: int
    """The section."""
    title: str
    """Its title in the newest edition (``Loyalty Abilities``)."""
    since_edition: str
    """The first official edition we have in which the section no longer holds 2HG rules."""
    since: dt.date
    """That edition's date (the archive may lack the edition that made the change)."""
    exists: bool
    """True when the number itself is a rule of that other part today."""


@dataclass(frozen=True)
class Resolution:
    """Everything one number has meant, for the short link, the API and the autolinker."""

    number: str
    """The number, normalised (``810.7c``)."""
    external: bool
    """True for a rule outside the 2HG sections that 2HG texts cite (103.4, 704)."""
    meanings: tuple[Meaning, ...]
    """Its meanings in the official editions, oldest first (none for an external rule)."""
    reused: Reuse | None
    """Set when the number's section belongs to another part of the rulebook today."""

    @property
    def redirects(self) -> bool:
        """True when the short link goes straight to the number's rule page; False when it explains."""
        if len(self.meanings) > 1 or (self.reused is not None and self.reused.exists):
            return False
        return all(len(meaning.now) <= 1 for meaning in self.meanings)

    def at(self, date: dt.date) -> Meaning | None:
        """The meaning in force on ``date``, or None (not yet, or no longer, a 2HG rule then)."""
        return next((meaning for meaning in self.meanings if meaning.covers(date)), None)

    @property
    def latest(self) -> Meaning | None:
        """The number's most recent meaning."""
        return self.meanings[-1] if self.meanings else None


class Resolver:
    """Every number of the graph resolved, looked up by the tolerant forms readers type."""

    def __init__(self, resolutions: Iterable[Resolution]) -> None:
        """Index the resolutions by number, in natural order."""
        ordered = sorted(resolutions, key=lambda r: RuleNumber.parse(r.number))
        self.by_number: dict[str, Resolution] = {r.number: r for r in ordered}
        self._sorted = [RuleNumber.parse(r.number) for r in ordered]

    def __iter__(self) -> Iterator[Resolution]:
        """The resolutions in natural order."""
        return iter(self.by_number.values())

    def __len__(self) -> int:
        """How many numbers."""
        return len(self.by_number)

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


def _newest_numbers(ctx: SiteContext) -> frozenset[str]:
    """Every rule number printed at the start of a line of the newest edition (the whole rulebook)."""
    found: set[str] = set()
    for loaded in ctx.corpus.sources:
        if loaded.entry.id == ctx.newest:
            for line in loaded.text.lines:
                match = LEADING_NUMBER_RE.match(line.strip())
                number = RuleNumber.try_parse(match["printed"]) if match else None
                if number is not None:
                    found.add(str(number))
    return frozenset(found)


class _Facts:
    """The per-build facts every resolution reads: dates, section ends, the newest edition's numbers."""

    def __init__(self, ctx: SiteContext) -> None:
        self.ctx = ctx

    @cached_property
    def newest_numbers(self) -> frozenset[str]:
        return _newest_numbers(self.ctx)

    @cached_property
    def section_last(self) -> Mapping[int, str]:
        """Section -> the last official edition with a 2HG text in it."""
        last: dict[int, str] = {}
        for node in self.ctx.graph.nodes:
            for text in self.ctx.official_texts(node):
                seen = last.get(node.number.section)
                if seen is None or self.ctx.position[text.edition] > self.ctx.position[seen]:
                    last[node.number.section] = text.edition
        return last

    def ended(self, edition: str) -> dt.date | None:
        following = self.ctx.next_edition(edition)
        return self.ctx.date(following) if following is not None else None


def _meaning(facts: _Facts, summary: str, texts: Sequence[str]) -> Meaning:
    ctx = facts.ctx
    official = sorted((t for t in texts if edition_of(t) in ctx.position), key=lambda t: ctx.position[edition_of(t)])
    first, last, last_text = edition_of(official[0]), edition_of(official[-1]), official[-1]
    now = tuple(ctx.successors_of(last_text))
    removals = ctx.removed_after_text(last_text) if not now else []
    return Meaning(
        summary=summary,
        first=first,
        last=last,
        start=ctx.date(first),
        until=facts.ended(last),
        now=now,
        removed_in=removals[0] if removals else None,
        removed=ctx.date(removals[0]) if removals else None,
    )


def resolutions(ctx: SiteContext) -> Resolver:
    """Every number of the graph resolved (every number any edition's 2HG sections had, and every cited one)."""
    facts = _Facts(ctx)
    found: list[Resolution] = []
    for node in ctx.graph.nodes:
        meanings = tuple(
            _meaning(facts, m.summary, m.texts) for m in node.meanings if any(e in ctx.position for e in m.editions)
        )
        section = node.number.section
        reused = None
        title = ctx.newest_section_titles.get(section)
        if meanings and section not in ctx.current_sections and title is not None and section in facts.section_last:
            following = ctx.next_edition(facts.section_last[section])
            if following is not None:
                reused = Reuse(section, title, following, ctx.date(following), node.id in facts.newest_numbers)
        found.append(
            Resolution(node.id, node.external and not meanings, tuple(sorted(meanings, key=lambda m: m.start)), reused)
        )
    return Resolver(found)

"""Rules outside the 2HG sections that a 2HG question needs, read from every official edition.

What the site holds of a rulebook besides its 2HG sections (`Selection`):

- the general multiplayer rules: the section whose hundred holds the edition's 2HG sections
  (600 "General" while 2HG was 606, 800 "General" since 806 and 805/810);
- every rule a text of the corpus cites outside the 2HG sections (a 2HG rule, a tournament rule,
  a FAQ answer, a summary section, a glossary entry), with its subrules; a cited section ("See rule
  104") with all its rules, which the section's page shows (`Selection.own_page`: they have no page
  of their own);
- every rule whose first line names the variant or its option ("In a Two-Headed Giant game, ...":
  103.4a, 103.8b, 704.6a ...).

Rules outside the 2HG sections are followed by their number, not aligned as the 2HG rules are.
Their history (`OutsideVersion`) is honest about it: a wording that stands in consecutive editions
is one version; a number that comes back after a gap, or whose wording changes so much that it no
longer says the same thing (`SAME_RULE`), starts a new meaning, never an "older wording" of another
rule. Where a number ends and the next edition has, under a number new in it, the same words
(`RENUMBERED`), that is its new number (600.4a became 800.4a in 2009).
"""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from twohg.graph.editions import full_text
from twohg.graph.model import RuleText
from twohg.ingest.parsers.book import book_rules
from twohg.ingest.parsers.comprehensive import names_the_variant
from twohg.profiles import LanguageProfile
from twohg.rulenumber import RuleNumber
from twohg.text import normalise, wording_key

#: Two consecutive wordings of one number are one rule reworded when this similar (rapidfuzz ratio of the
#: normalised texts); below it the site does not call one an older wording of the other: the number may
#: have been given to another rule (103.4 was the mulligan rule until 2022, the starting life total since).
SAME_RULE = 70.0
#: A rule that ends under one number goes on under another number of the next edition when this similar...
RENUMBERED = 90.0
#: ... or this similar when the two numbers differ by their section only (600.4a -> 800.4a in 2009).
MOVED = 75.0


@dataclass(frozen=True)
class Selection:
    """The rules outside the 2HG sections the site holds: cited numbers with their subrules, and the general section."""

    sections: frozenset[int]
    """Sections cited as a whole (704): every rule in them."""
    rules: frozenset[tuple[int, int]]
    """Rules cited (103.4), with their subrules."""
    subrules: frozenset[RuleNumber]
    """Subrules cited (103.4c)."""

    def keeps(self, number: RuleNumber, first_line: str, twohg: frozenset[int], profile: LanguageProfile) -> bool:
        """Whether a rule of an edition whose 2HG sections are ``twohg`` is one the site holds."""
        section = number.section
        if section in twohg:
            return False
        return section in self.sections or self.own_page(number, first_line, twohg, profile)

    def own_page(self, number: RuleNumber, first_line: str, twohg: frozenset[int], profile: LanguageProfile) -> bool:
        """Whether a kept rule has a page of its own.

        A section heading, a rule cited itself (or a subrule of one), a general multiplayer rule, or one
        that names the variant has one; the other rules of a cited section have none.
        """
        section = number.section
        general = any(section == hundred(s) for s in twohg)
        if number.is_section:
            return section in self.sections or general
        if number in self.subrules or (section, number.rule) in self.rules:
            return True
        return general or names_the_variant(first_line, profile)


def hundred(section: int) -> int:
    """The general section of a section's part (806 -> 800, 606 -> 600)."""
    return section - section % 100


def selection(cited: Iterable[RuleNumber]) -> Selection:
    """The selection of the numbers the corpus cites outside the 2HG sections."""
    numbers = set(cited)
    return Selection(
        sections=frozenset(n.section for n in numbers if n.is_section),
        rules=frozenset((n.section, n.rule) for n in numbers if n.rule is not None and not n.letter),
        subrules=frozenset(n for n in numbers if n.letter),
    )


def outside_texts(
    books: Mapping[str, Sequence[str]],
    files: Mapping[str, str],
    twohg: Mapping[str, frozenset[int]],
    chosen: Selection,
    profile: LanguageProfile,
) -> tuple[dict[str, RuleText], frozenset[str]]:
    """Every rule the selection keeps, in every official edition (``books``: edition id -> its lines).

    ``twohg`` gives each edition's 2HG sections (left out: the 2HG texts are the graph's own). Also
    gives the numbers with a page of their own (`Selection.own_page`, in any edition).
    """
    found: dict[str, RuleText] = {}
    memos: dict[frozenset[int], dict[str, tuple[RuleNumber, str, str, bool] | None]] = {}
    pages: set[str] = set()
    for edition, lines in books.items():
        sections = twohg.get(edition, frozenset())
        for rule in book_rules(lines, profile, _keeper(chosen, sections, profile), memos.setdefault(sections, {})):
            text = RuleText(f"{edition}/{rule.number}", edition, profile.code, rule, files[edition])
            found[text.id] = text
            if chosen.own_page(rule.number, rule.paragraphs[0] if rule.paragraphs else "", sections, profile):
                pages.add(str(rule.number))
    return found, frozenset(pages)


def _keeper(chosen: Selection, sections: frozenset[int], profile: LanguageProfile) -> Callable[[RuleNumber, str], bool]:
    """The selection's test for an edition whose 2HG sections are ``sections``."""

    def keep(number: RuleNumber, first_line: str) -> bool:
        return chosen.keeps(number, first_line, sections, profile)

    return keep


@dataclass(frozen=True)
class OutsideVersion:
    """One wording of a rule number outside the 2HG sections, and the consecutive editions it stood in."""

    number: str
    """The number."""
    texts: tuple[str, ...]
    """Its texts, one per edition, oldest first."""
    first: str
    """The first edition it stood in."""
    last: str
    """The last one."""
    start: dt.date
    """The date ``first`` is in force from."""
    last_date: dt.date
    """The date ``last`` is in force from."""
    current: bool
    """True while it stands in the newest edition."""
    meaning: int
    """Which meaning of the number it is (0 first): a new one after a gap or a wording that says another rule."""
    came_from: str | None
    """A text of another number, in the edition before ``first``, that this one continues (a renumbering)."""
    went_to: str | None
    """A text of another number, in the edition after ``last``, that continues this one (a renumbering)."""


@dataclass(frozen=True)
class OutsideNow:
    """Where an outside wording's rule stands in the newest edition."""

    numbers: tuple[str, ...]
    """Its number there (its own, or the one it was renumbered to), empty when no edition carries it on."""
    removed_in: str | None
    """The first edition without it, when ``numbers`` is empty."""


def outside_history(
    texts: Mapping[str, RuleText], chain: Sequence[str], dates: Mapping[str, dt.date]
) -> dict[str, tuple[OutsideVersion, ...]]:
    """Every outside number's versions, oldest first (``chain``: the official editions, oldest first)."""
    position = {edition: k for k, edition in enumerate(chain)}
    by_number: dict[str, list[RuleText]] = {}
    for text in sorted(texts.values(), key=lambda t: position[t.edition]):
        by_number.setdefault(str(text.number), []).append(text)
    runs: dict[str, list[list[RuleText]]] = {}
    continues: set[str] = set()  # the first text of each run that goes on the rule of the run before it
    for number, mine in by_number.items():
        grouped: list[list[RuleText]] = []
        for text in mine:
            last = grouped[-1][-1] if grouped else None
            adjacent = last is not None and position[text.edition] == position[last.edition] + 1
            if adjacent and last is not None and _key(last) == _key(text):
                grouped[-1].append(text)
                continue
            if adjacent and last is not None and same_rule(last, text):
                continues.add(text.id)
            grouped.append([text])
        runs[number] = grouped
    went_to, came_from = _renumberings(runs, continues, chain, position)
    newest = chain[-1] if chain else ""
    history: dict[str, tuple[OutsideVersion, ...]] = {}
    for number, grouped in runs.items():
        versions: list[OutsideVersion] = []
        meaning = 0
        for k, run in enumerate(grouped):
            first, last = run[0], run[-1]
            if k and first.id not in continues:
                meaning += 1
            versions.append(
                OutsideVersion(
                    number=number,
                    texts=tuple(t.id for t in run),
                    first=first.edition,
                    last=last.edition,
                    start=dates[first.edition],
                    last_date=dates[last.edition],
                    current=last.edition == newest,
                    meaning=meaning,
                    came_from=came_from.get(first.id),
                    went_to=went_to.get(last.id),
                )
            )
        history[number] = tuple(versions)
    return dict(sorted(history.items(), key=lambda item: RuleNumber.parse(item[0])))


def outside_now(history: Mapping[str, tuple[OutsideVersion, ...]], chain: Sequence[str]) -> dict[str, OutsideNow]:
    """Where each outside version's rule stands in the newest edition, by the id of each of its texts."""
    position = {edition: k for k, edition in enumerate(chain)}
    version_of = {text: version for versions in history.values() for version in versions for text in version.texts}
    nows: dict[str, OutsideNow] = {}

    def follow(version: OutsideVersion) -> OutsideNow:
        seen: set[str] = set()
        while True:
            if version.current:
                return OutsideNow((version.number,), None)
            following = [v for v in history[version.number] if position[v.first] == position[version.last] + 1]
            if following and following[0].meaning == version.meaning:
                version = following[0]
            elif version.went_to is not None and version.went_to not in seen:
                seen.add(version.went_to)
                version = version_of[version.went_to]
            else:
                after = position[version.last] + 1
                return OutsideNow((), chain[after] if after < len(chain) else None)

    for versions in history.values():
        for version in versions:
            now = follow(version)
            for text in version.texts:
                nows[text] = now
    return nows


def same_rule(older: RuleText, newer: RuleText) -> bool:
    """Whether two wordings of one number say the same rule (`SAME_RULE`)."""
    return fuzz.ratio(normalise(full_text(older.rule)), normalise(full_text(newer.rule))) >= SAME_RULE


def _key(text: RuleText) -> str:
    return _wording(full_text(text.rule))


@functools.cache
def _wording(text: str) -> str:
    """`wording_key`, once per text: most wordings stand in many editions."""
    return wording_key(text)


def _renumberings(
    runs: Mapping[str, list[list[RuleText]]], continues: set[str], chain: Sequence[str], position: Mapping[str, int]
) -> tuple[dict[str, str], dict[str, str]]:
    """Rules that end under one number and go on under another in the next edition (`RENUMBERED`).

    A rule ends where its number is not followed in the next edition by a wording of the same rule;
    a rule begins where its number is new or now says another rule. An ended rule goes on as the one
    begun rule of the next edition that has its words, when that rule is the only one claiming them.
    """
    ends: dict[str, list[RuleText]] = {}
    begins: dict[str, list[RuleText]] = {}
    for grouped in runs.values():
        for k, run in enumerate(grouped):
            first, last = run[0], run[-1]
            if first.id not in continues and position[first.edition] > 0:
                begins.setdefault(first.edition, []).append(first)
            following = grouped[k + 1][0] if k + 1 < len(grouped) else None
            after = position[last.edition] + 1
            if after < len(chain) and (following is None or following.id not in continues):
                ends.setdefault(chain[after], []).append(last)
    went_to: dict[str, str] = {}
    came_from: dict[str, str] = {}
    for edition, ended in ends.items():
        begun = [text for text in begins.get(edition, [])]
        if not begun:
            continue
        wanted = {text.id: (text.number, normalise(full_text(text.rule))) for text in begun}
        claims: dict[str, list[str]] = {}
        for text in ended:
            words = normalise(full_text(text.rule))
            scored = sorted(
                (
                    (fuzz.ratio(words, other), other_id, _threshold(text.number, number))
                    for other_id, (number, other) in wanted.items()
                    if number != text.number
                ),
                reverse=True,
            )
            if scored and scored[0][0] >= scored[0][2] and (len(scored) == 1 or scored[1][0] < scored[0][0]):
                claims.setdefault(scored[0][1], []).append(text.id)
        for target, claimants in claims.items():
            if len(claimants) == 1:
                went_to[claimants[0]] = target
                came_from[target] = claimants[0]
    return went_to, came_from


def _threshold(old: RuleNumber, new: RuleNumber) -> float:
    """How similar a rule must be under a new number to be the same rule renumbered (`RENUMBERED`, `MOVED`)."""
    return MOVED if (old.rule, old.letter) == (new.rule, new.letter) and old.section != new.section else RENUMBERED

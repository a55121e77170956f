"""What a hit is, and how hits are ordered and stand for each other, in both engines (``search.js`` alike).

A `Hit` is a record found for a query, an `Answer` what a query gets. The rule in force is the authority:
`IndexFacts` says which record stands for each rule number today; an outdated text (an old wording, a FAQ
answer or summary section whose rule has changed) gives way to it (`rules_before`), a FAQ answer that still
holds brings it before itself too (`rules_explained`), and `without_repeats` drops what adds nothing to it. At a like
relevance, `prior` and `rank` order hits by kind, language and whether they are current; `page_key` and
`meaning_key` say which hits are one page or one meaning of a number.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import NamedTuple

from twohg.rulenumber import RuleNumber
from twohg.site.search.record import Record, tournament_key

#: The order of kinds among hits that cover a query alike (``search.js``: KIND_ORDER).
KIND_ORDER = {
    "rule": 0,
    "outside": 1,
    "translation": 2,
    "glossary": 3,
    "card": 4,
    "tournament": 5,
    "mtr": 6,
    "faq": 7,
    "summary": 8,
    "ruling": 9,
}


#: The kinds whose records are a rule's texts: one rule page stands for all of them.
WORDINGS = frozenset({"rule", "outside", "translation"})


class Hit(NamedTuple):
    """A record found for a query: the share of the query's units it matched (0-1), its score, the terms it matched.

    ``via`` is the text the words found that another stands for: a translation of an older wording, or a
    translation in another language than the reader's, for which the rule's text in the reader's language or
    English stands. ``quoted``: the record has nearly every pair of the query's words side by side (`QUOTED`): a
    sentence quoted from it. An old wording so quoted is what was asked: it keeps its place beside the rule that
    carries its content today, and its age costs it nothing.
    """

    record: Record
    score: float
    cover: float = 1.0
    terms: tuple[str, ...] = ()
    via: Record | None = None
    quoted: bool = False


class Answer(NamedTuple):
    """What a query gets: its hits, best first, and what the engine could not find."""

    hits: list[Hit]
    """The hits, best first."""
    number: str | None = None
    """The rule number the query named, when no rule ever had it."""
    nearest: tuple[str, ...] = ()
    """For such a number: the numbers around it that rules had."""
    missing: tuple[str, ...] = ()
    """Query words no text uses (the other words' results are the hits)."""
    suggestions: tuple[str, ...] = ()
    """When nothing at all matched: the words of the texts nearest to the query's."""
    near: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """Query words no text uses that were searched as near spellings of others, with those spellings."""
    cut: bool = False
    """True when the query was longer than the engines search (`twohg.site.search.query.MAX_QUERY`)."""


def rules_before(record: Record) -> tuple[str, ...]:
    """The rules in force an outdated text gives way to: where an old wording's or a changed answer's rule is now.

    For a removed rule (or an answer explaining one), the rules that cover its topic today.
    """
    if record.kind in WORDINGS and not record.current:
        return record.now or record.related
    if record.kind in ("faq", "summary") and record.outdated:
        return explained_now(record) or record.related
    if record.kind == "ruling":  # a ruling gives way to the rules in force it rests on, outdated or not
        return record.now
    return ()


def rules_explained(record: Record, language: str | None) -> tuple[str, ...]:
    """The rules in force a FAQ answer or summary section in the reader's language that still holds comes after.

    That is the rule it explains, which a judge goes by: the current rule first, then what explains it.
    """
    if record.kind in ("faq", "summary") and not record.outdated and record.lang == language:
        return explained_now(record)
    return ()


def explained_now(record: Record) -> tuple[str, ...]:
    """The numbers today of the rule a FAQ answer or summary section explains (none when it was removed)."""
    return record.now or ((record.rule,) if record.rule and not record.removed else ())


class IndexFacts(NamedTuple):
    """What the labels and the ranking read off all the records at once (``search.js`` computes the same)."""

    standing: Mapping[str, Record]
    """Rule number -> its current English record (a 2HG rule or a rule outside the 2HG sections); ``MTR 9.6`` ->
    the tournament rule in the newest tournament rules."""
    older: Mapping[str, int]
    """Meaning -> how many of its wordings are not current."""
    spans: Mapping[str, str]
    """Meaning -> its span: the first wording's start to the last one's end."""
    numbers: tuple[RuleNumber, ...]
    """Every rule number a record has, in natural order."""
    translated: Mapping[tuple[str, str], Record]
    """(rule number, language) -> its current translation there (the first record), for a reader of that language."""

    @classmethod
    def of(cls, records: Sequence[Record]) -> IndexFacts:
        """The facts of a list of records."""
        standing: dict[str, Record] = {}
        older: dict[str, int] = {}
        starts: dict[str, str] = {}
        ends: dict[str, str] = {}
        numbers: set[str] = set()
        translated: dict[tuple[str, str], Record] = {}
        for record in records:
            if record.kind == "translation" and record.current and not record.outdated and record.rule is not None:
                translated.setdefault((record.rule, record.lang), record)
            if record.kind in ("tournament", "mtr") and record.current:
                standing.setdefault(tournament_key(record.number), record)
            if record.kind not in ("rule", "outside") or record.rule is None:
                continue
            numbers.add(record.rule)
            if record.current:
                standing.setdefault(record.rule, record)
            else:
                older[record.meaning] = older.get(record.meaning, 0) + 1
            start, _, end = record.span.partition(" – ")
            starts[record.meaning] = min(starts.get(record.meaning, start), start)
            ends[record.meaning] = max(ends.get(record.meaning, end), end)
        spans = {meaning: f"{starts[meaning]} – {ends[meaning]}" for meaning in starts}
        ordered = sorted((RuleNumber.parse(n) for n in numbers), key=RuleNumber.sort_key)  # natural order, one key each
        return cls(standing, older, spans, tuple(ordered), translated)


def without_repeats(hits: list[Hit], language: str | None) -> list[Hit]:
    """The hits without those that add nothing to a current rule among them.

    An old wording whose content that rule carries today, and a FAQ answer or summary section in
    another language than the reader's that explains it, give way to it: the current rule stands
    for them (and says how many older wordings it has; its page shows the explanations). An old
    wording the query quotes (`Hit.quoted`) stays: it is what was asked.
    """
    standing = {hit.record.rule for hit in hits if hit.record.current and hit.record.kind in WORDINGS}

    def repeats(record: Record) -> bool:
        if record.kind in WORDINGS:
            return not record.current and bool(standing.intersection(record.now))
        if record.kind in ("faq", "summary") and record.lang != language:
            return bool(standing.intersection(record.now or (record.rule,)))
        return False

    return [hit for hit in hits if hit.quoted or not repeats(hit.record)]


#: What a hit's score is multiplied by, by kind (``search.js``: PRIOR): the rules in force are the authority,
#: so at a like relevance they come before the tournament rules, then a glossary entry, a general tournament
#: rule, an answer of a FAQ or summary, and a card's page (which lists the rules that use it).
PRIOR = {
    "rule": 1.0,
    "outside": 0.8,
    "translation": 1.0,
    "glossary": 0.4,
    "card": 0.1,
    "tournament": 0.8,
    "mtr": 0.4,
    "faq": 0.4,
    "summary": 0.4,
    "ruling": 0.2,
}


#: ... and by these when it is in another language than the reader's, or not current (an old wording, a
#: translation of one, a FAQ answer or summary section whose rule has changed since).
FOREIGN, NOT_CURRENT = 0.7, 0.5
#: What a rule about another variant is worth when the query does not name it (``search.js``: OTHER_VARIANT).
OTHER_VARIANT = 0.2
#: What a general tournament rule (``mtr``: outside section 9) is worth, on top of its `PRIOR`, when the query
#: names no tournament matter (`Vocabulary.about_events`; ``search.js``: GENERAL_TOURNAMENT): a newcomer's
#: question on the game does not get tournament procedure (communication, notes, devices).
GENERAL_TOURNAMENT = 0.85
#: A record has a query quoted (`Hit.quoted`) when it has this share of the query's word pairs side by side, and
#: the query has at least `QUOTED_PAIRS` of them (``search.js``: QUOTED, QUOTED_PAIRS).
QUOTED, QUOTED_PAIRS = 0.8, 5


def prior(
    record: Record, language: str | None, asked: Collection[str] = (), quoted: bool = False, events: bool = True
) -> float:
    """What a hit's score is worth for a reader: by its kind, its language, whether it is current, its variant.

    A rule about another variant (`Record.variants`) is worth `OTHER_VARIANT` of it unless the query names that
    variant (``asked``); a general tournament rule `GENERAL_TOURNAMENT` of it unless the query is about
    tournaments (``events``). A text the query quotes (`Hit.quoted`) loses nothing for its age.
    """
    value = PRIOR[record.kind]
    if record.kind == "mtr" and not events:
        value *= GENERAL_TOURNAMENT
    if record.variants and not set(record.variants) & set(asked):
        value *= OTHER_VARIANT
    if record.lang and record.lang != language:
        value *= FOREIGN
    if not quoted and (record.outdated or (not record.current and record.kind not in ("faq", "summary", "card"))):
        value *= NOT_CURRENT
    return value


def rank(record: Record, language: str | None) -> int:
    """The reader's language first (a card is in every language), then current, then by kind (``search.js``: rank)."""
    foreign = bool(record.lang) and record.lang != language
    return 32 * foreign + 16 * (not record.current) + KIND_ORDER[record.kind]


def newest_first(date: str) -> str:
    """A key that sorts ISO dates newest first."""
    return "".join(chr(0x10FFFF - ord(char)) for char in date)


def page_key(record: Record) -> tuple[str, str]:
    """The page a record opens: a rule page stands for all its wordings and translations.

    A rule shown on its section's page (a rule of a cited section, anchored by its number) is its own place.
    """
    anchor = "" if record.kind in WORDINGS and not record.anchor.startswith(RULE_ANCHOR) else record.anchor
    return (record.path, anchor)


#: How a rule's anchor starts (`twohg.site.urls.anchor`): a rule shown on another rule's page.
RULE_ANCHOR = "r-"


def meaning_key(record: Record) -> tuple[str, str]:
    """What a number's result stands for: one meaning of the number (its wordings and translations), else the page."""
    if record.kind in WORDINGS:
        return (record.path, record.meaning or record.id)
    return page_key(record)

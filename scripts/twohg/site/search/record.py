"""The search record: one thing a reader can land on, as the index holds it (`records` builds them from the graph).

It imports nothing of the graph, so that ``twohg search`` can rank saved records (`cache`) without it.
"""

from __future__ import annotations

from typing import NamedTuple

#: How a record's span ends while its wording stands (``2010-06-18 – today``): data, said in the reader's
#: language where it is shown (`twohg.site.search.shown.span_said`).
SPAN_TODAY = "today"


def tournament_key(number: str) -> str:
    """How a record's ``now`` names a tournament rule (``MTR 9.6``): never a rule number (``search.js`` alike)."""
    return f"MTR {number}"


class Record(NamedTuple):
    """One searchable thing: a rule's wording, a translation, a tournament rule, a glossary term, an answer, a card."""

    id: str
    """Unique: ``rule:<number>:<first edition>``, ``faq:<source>/q<n>``, ``summary:<source>/s<n>``."""
    kind: str
    """``rule`` (a 2HG rule), ``outside`` (a rule outside the 2HG sections), ``translation``, ``glossary``,
    ``tournament`` (section 9 of the tournament rules), ``mtr`` (the rest of them), ``faq``, ``summary``, ``card``
    or ``ruling`` (an official ruling about Two-Headed Giant or multiplayer games, published with a card)."""
    rule: str | None
    """The number of the rule page the record belongs to, or None (a FAQ answer explaining no rule)."""
    numbers: tuple[str, ...]
    """Every number that rule has had, before and after (its own first)."""
    now: tuple[str, ...]
    """For a rule no longer in force under its number: the numbers its content has today. For a FAQ answer or
    summary section: those of the rule it explains, or the tournament rules that rule on its matter today
    (``MTR 9.6``)."""
    lang: str
    """The language of the text (``""`` for a card: its names are in every language)."""
    source: str
    """The catalogue source the text comes from."""
    edition: str
    """The edition (for rule texts: the newest one the wording stood in), or the source id."""
    current: bool
    """True when the wording stands in the newest edition (FAQ answers and summaries: False)."""
    span: str
    """When the wording stood: ``2010-06-18 – today``, or a document's date."""
    title: str
    """A heading: the rule number, the FAQ question, the summary section's title."""
    text: str
    """The text searched and shown."""
    cards: tuple[str, ...]
    """Every name, in every language, of every card the text uses."""
    words: tuple[str, ...]
    """Other words that name what the rule is about: the terms (and English terms) of the glossary entries
    that cite it, every word of a synonym set its texts print (共用ライフ finds what says 共有ライフ), and for the
    rule in force the questions of the FAQ answers and summary sections that explain it (`records.asked_of`)."""
    path: str
    """The page path it links to (`twohg.site.urls`), without language."""
    anchor: str
    """The anchor on that page, or ``""``."""
    newest: str
    """The date of the newest edition or document the text stands in (ISO): newer wordings rank first."""
    removed: str = ""
    """When nothing carries the text's content today (the resolver's): the date of the first edition without it."""
    names: tuple[tuple[str, str], ...] = ()
    """A card's names, ``(language, name)``, for the snippet in the reader's language."""
    meaning: str = ""
    """For a rule's wording: which of the number's meanings it is (``810.10@cr-en-2024-11-08``)."""
    outdated: bool = False
    """A translation of an older wording, or a FAQ answer or summary section whose rule has changed since."""
    number: str = ""
    """A tournament rule's own number (``9.3``), a glossary term's slug."""
    said: tuple[tuple[str, str], ...] = ()
    """For a FAQ answer on a tournament matter that no longer holds: what the tournament rules in force say
    instead, ``(language, words)`` in every language of the site (a person's words, `twohg.graph.answers`)."""
    variants: tuple[str, ...] = ()
    """For a rule outside the 2HG sections that names other variants and not 2HG: those variants (``commander``):
    it is about them, and a question names them when it means it (`twohg.profiles.search_words.OTHER_VARIANTS`)."""
    related: tuple[str, ...] = ()
    """When nothing carries the text's content (or the content of the rule it explains) today: the newest
    edition's numbers that cover the same topic (the resolver's, never "what it became": 805.10b for 810.7c)."""
    card: str = ""
    """For an official ruling (and a card found by its name): the card's address (`twohg.site.urls.card_slug`)."""

"""What the explain stage compares texts by (figures, citations, cards that survive translation) and its thresholds."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol

from twohg import files
from twohg.graph.model import RuleText
from twohg.reviewed import Plain, read_yaml
from twohg.rulenumber import RuleNumber
from twohg.text import fold_for_matching

REVIEWED_FILE = files.EXPLANATIONS_FILE
"""Where the reviewed entries live, relative to the project root (read by `twohg.files`' callers)."""


SIMILARITY_MIN = 85.0
"""A same-language answer explains a rule when token_set_ratio and partial_ratio both reach this.

Measured on the 2005 FAQ against the 2005 rules: every answer that copies a rule scores 90-100 on
both (606.9c, reworded by the FAQ's correction, is the lowest at 90/91), while the best score of a
wrong rule is 81/71 (606.7c for the declare-attackers answer: the two combat steps share most
words). 85 sits between the two. Answers that paraphrase (the format question, 62; looking at
hands, 74; play-draw, 74) fall below and are reviewed by hand instead of lowering the bar.
"""


SIMILARITY_MIN_SHARED_WORDS = 5
"""...and when the two texts share at least this many distinct words.

token_set_ratio is 100 whenever one text's words are a subset of the other's, so a three-word
rule would match any answer that happens to contain its words. 606.6b ("Teams have priority, not
individual players.", six words) is the shortest rule an answer copies.
"""


LENGTH_RATIO = (0.8, 1.6)
"""Usual length of a full translation relative to its English text (characters, examples included).

The Spanish 810 texts are 0.98-1.34 times their English texts; a text outside this span renders
only part of its English text or a different wording (the Spanish 810.10d is 0.30 of the 2024
810.10d: it lacks the first sentence). Such a link is kept but marked uncertain.
"""


LENGTH_RATIOS: Mapping[str, tuple[float, float]] = {"ja": (0.3, 0.9)}
"""`LENGTH_RATIO` for the languages whose characters carry more than Latin letters: the official Japanese
texts of 2026-01-16 are 0.35-0.79 times their English texts (0.79: 805.10f, whose English wording is longer
than today's)."""


def length_ratio(language: str) -> tuple[float, float]:
    """The usual length of a full translation into ``language`` relative to its English text."""
    return LENGTH_RATIOS.get(language, LENGTH_RATIO)


DISTINCTIVE_FIGURE = 10
"""Figures from this value up identify a worked example; smaller ones recur everywhere.

2, 3, 4 and 5 come from "two teams", "Three-Headed Giant", step labels and damage amounts in many
texts; two shared figures from 10 up (25 -> 10, losing 15) point at the same example.
"""


FIGURES_MIN_SHARED = 2
"""How many distinctive figures two texts must share before figures alone propose a link."""


AGAINST = "against: "
"""Prefix of an evidence detail that records a measurement speaking against a link (why it is uncertain)."""


CardNames = Mapping[str, Mapping[str, str]]
"""Card names by language: casefolded name or alias as printed -> English card name."""


_EMPTY_CARDS: CardNames = {}


_EXPLAINER_ID_RE = re.compile(r"^(?P<source>[a-z0-9][a-z0-9-]*)/(?P<kind>[qs])(?P<index>\d+)$")


def card_names_from_yaml(text: str) -> dict[str, dict[str, str]]:
    """Card names by language from the text of ``rules_src/cards.yaml`` (names and aliases)."""
    data, _ = read_yaml(text, files.CARDS_FILE, Plain())  # problems are the cards stage's to report
    names: dict[str, dict[str, str]] = {}
    cards = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(cards, dict):
        return names
    for english, entry in sorted(cards.items()):
        if not isinstance(entry, dict):
            continue
        for language, name in (entry.get("names") or {}).items():
            if isinstance(name, dict) and isinstance(name.get("name"), str):
                names.setdefault(str(language), {})[name["name"].casefold()] = str(english)
        for alias in entry.get("aliases") or ():
            if isinstance(alias, dict) and isinstance(alias.get("text"), str) and alias.get("language"):
                names.setdefault(str(alias["language"]), {})[alias["text"].casefold()] = str(english)
    return names


class CardForm(Protocol):
    """A form of a card's name in one language (`twohg.graph.cards.CardName` fits)."""

    @property
    def language(self) -> str:
        """The language it is written in."""

    @property
    def text(self) -> str:
        """The form as written."""


class CardEntry(Protocol):
    """A card with its forms (`twohg.graph.cards.Card` fits)."""

    @property
    def name(self) -> str:
        """The English name."""

    @property
    def forms(self) -> Sequence[CardForm]:
        """Every form of its name: names per language and aliases."""


def card_names(cards: Iterable[CardEntry]) -> dict[str, dict[str, str]]:
    """Card names by language from the cards stage's reviewed list (`twohg.graph.cards.load_cards`)."""
    names: dict[str, dict[str, str]] = {}
    for card in sorted(cards, key=lambda c: c.name):
        for form in card.forms:
            names.setdefault(form.language, {})[form.text.casefold()] = card.name
    return names


def cards_in(text: str, language: str, names: CardNames) -> frozenset[str]:
    """The English names of the cards a text names, by the names and aliases known in its language.

    The same rule text is compared with many FAQ entries: each (text, language) is looked at once
    per card list.
    """
    key = (text, language)
    seen = _CARDS_SEEN.setdefault(id(names), (names, {}))[1]
    if key not in seen:
        seen[key] = _cards_in(text, language, names)
    return seen[key]


#: Per card list (kept alive with it): the cards found in each (text, language).
_CARDS_SEEN: dict[int, tuple[CardNames, dict[tuple[str, str], frozenset[str]]]] = {}


def _cards_in(text: str, language: str, names: CardNames) -> frozenset[str]:
    """The cards a text names; apostrophes are typography (``Teferi’s Moat`` is ``Teferi's Moat``)."""
    folded = fold_for_matching(text)
    found: set[str] = set()
    for name, english in names.get(language, {}).items():
        form = fold_for_matching(name)
        if language == "ja":
            if form in folded:
                found.add(english)
        elif re.search(rf"(?<!\w){re.escape(form)}(?!\w)", folded):
            found.add(english)
    return frozenset(found)


def _rule_body(text: RuleText) -> str:
    return " ".join(text.rule.paragraphs)


def _rule_full(text: RuleText) -> str:
    return " ".join([*text.rule.paragraphs, *(example.text for example in text.rule.examples)])


def _show(values: Iterable[object]) -> str:
    return ", ".join(str(value) for value in values)


def _numbers(values: Iterable[RuleNumber]) -> str:
    return ", ".join(str(number) for number in sorted(set(values)))

"""The cards stage: the reviewed card list, every mention of a card in the texts, and names the list misses."""

from twohg.graph.cards.candidates import NameCandidate, unit_candidates, unlinked_mentions
from twohg.graph.cards.catalogue import Card, CardName, load_cards
from twohg.graph.cards.mentions import (
    FormPattern,
    Matcher,
    Mention,
    corpus_mentions,
    find_mentions,
    mention_links,
    unit_mentions,
    unprinted_forms,
)

__all__ = [
    "Card",
    "CardName",
    "FormPattern",
    "Matcher",
    "Mention",
    "NameCandidate",
    "corpus_mentions",
    "find_mentions",
    "load_cards",
    "mention_links",
    "unit_candidates",
    "unit_mentions",
    "unlinked_mentions",
    "unprinted_forms",
]

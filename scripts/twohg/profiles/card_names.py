"""How card names are recognised by their phrasing, per language (the cards stage's name finder)."""

from __future__ import annotations

import re

# --- how card names are recognised by their phrasing (the cards stage's name finder) ---------

#: Capitalised words the detectors take for names but that are not cards: the game and its
#: documents, and basic land types used as types ("controls a Forest", "contrôle une Forêt").
NOT_CARD_NAMES: frozenset[str] = frozenset(
    name.casefold()
    for name in (
        "Magic",
        "Magic: The Gathering",
        "Magic Tournament Rules",
        "Comprehensive Rules",
        "Two-Headed Giant",
        "Plains",
        "Island",
        "Swamp",
        "Mountain",
        "Forest",
        "Llanura",
        "Isla",
        "Pantano",
        "Montaña",
        "Bosque",
        "Plaine",
        "Île",
        "Marais",
        "Montagne",
        "Forêt",
    )
)

NAME_ARTICLES = frozenset("a an the el la los las un una unos unas le les une des du".split())
NAME_ELISION_RE = re.compile(r"^(?:[lLdD]['\u2019])")
NAME_MINOR_WORDS = frozenset("of the in and to from for with on into at by de del du des la le el".split())
NAME_STOP_WORDS = frozenset("with by and or que qui dont et y o ou avec con par por para pour".split())
NAME_MARKERS = frozenset("example ejemplo exemple note nota".split())

#: Per language: verbs after which a card name comes ("controls X"), and words that follow one
#: ("X, which reads"). The casual multiword patterns of the examples in the corpus.
NAME_AFTER: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"\b(?:controls|casts|plays|activates|the card)\s+", re.IGNORECASE),
    "es": re.compile(r"\b(?:controla|lanza|juega|activa|la carta)\s+", re.IGNORECASE),
    "fr": re.compile(r"\b(?:contrôle|lance|joue|active|la carte|attaque avec)\s+", re.IGNORECASE),
}
NAME_BEFORE: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"(?:,\s*which\s+)?\b(?:reads|says)\b", re.IGNORECASE),
    "es": re.compile(r"(?:,\s*que\s+(?:en\s+parte\s+)?)?\bdicen?\b", re.IGNORECASE),
    "fr": re.compile(r"(?:,\s*qui\s+)?\b(?:dit|disent)\b", re.IGNORECASE),
}
NAME_TRIGGER_WORDS = frozenset(
    "controls casts plays activates controla lanza juega activa contrôle lance joue active attaque".split()
)

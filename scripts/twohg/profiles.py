"""The per-language profile: the few words and marks in which the parsers' languages differ."""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class LanguageProfile:
    """What a parser needs to know about one language's documents."""

    code: str
    """ISO 639-1 code."""
    example_re: re.Pattern[str]
    """Matches an example marker at the start of a paragraph (markup already removed)."""
    note_re: re.Pattern[str]
    """Matches a note marker (``Note:``) at the start of a FAQ paragraph."""
    twohg_section_titles: tuple[str, ...]
    """Headings of the sections that hold 2HG rules, compared case-insensitively."""
    quote_pairs: tuple[tuple[str, str], ...]
    """Opening and closing quotation marks used in this language's texts."""
    citation_re: re.Pattern[str]
    """Matches a phrase citing rules; group ``numbers`` holds one or more rule numbers."""


_NUMBERS = r"(?P<numbers>\d{3}(?:\.\d{1,3}[a-z]?)?(?:(?:\s*(?:,|and|y|et|or|o|ou)\s*)\d{3}(?:\.\d{1,3}[a-z]?)?)*)"

PROFILES: dict[str, LanguageProfile] = {
    "en": LanguageProfile(
        code="en",
        example_re=re.compile(r"^(?P<marker>Example\s*[:,])\s*"),
        note_re=re.compile(r"^(?P<marker>Note\s*:)\s*"),
        twohg_section_titles=("Two-Headed Giant Variant", "Shared Team Turns Option"),
        quote_pairs=(('"', '"'), ("\u201c", "\u201d"), ("'", "'"), ("\u2018", "\u2019")),
        citation_re=re.compile(r"\b(?:rules?|sections?)\s+" + _NUMBERS, re.IGNORECASE),
    ),
    "es": LanguageProfile(
        code="es",
        example_re=re.compile(r"^(?P<marker>Ejemplo\s*[:,])\s*"),
        note_re=re.compile(r"^(?P<marker>Nota\s*:)\s*"),
        twohg_section_titles=("Variante Gigante de dos cabezas", "Opción de turnos compartidos en equipo"),
        quote_pairs=(('"', '"'), ("\u201c", "\u201d"), ("\u00ab", "\u00bb")),
        citation_re=re.compile(r"\b(?:reglas?|secci[oó]n(?:es)?)\s+" + _NUMBERS, re.IGNORECASE),
    ),
    "fr": LanguageProfile(
        code="fr",
        example_re=re.compile(r"^(?P<marker>Exemple\s*[:,])\s*"),
        note_re=re.compile(r"^(?P<marker>Note\s*:)\s*"),
        twohg_section_titles=("Variante Troll à deux têtes", "Option des tours d'équipe partagés"),
        quote_pairs=(("\u00ab", "\u00bb"), ('"', '"'), ("\u201c", "\u201d")),
        citation_re=re.compile(r"\b(?:règles?|portions?|sections?)\s+" + _NUMBERS, re.IGNORECASE),
    ),
    "ja": LanguageProfile(
        code="ja",
        example_re=re.compile(r"^(?P<marker>[:：]|例[:：])\s*"),
        note_re=re.compile(r"^(?P<marker>注[:：])\s*"),
        twohg_section_titles=("双頭巨人戦",),
        quote_pairs=(("「", "」"), ("《", "》"), ("『", "』")),
        citation_re=re.compile(r"(?:ルール|規則)\s*" + _NUMBERS),
    ),
}


def profile(language: str) -> LanguageProfile:
    """The profile of a catalogue language (the catalogue only admits languages listed here)."""
    return PROFILES[language]

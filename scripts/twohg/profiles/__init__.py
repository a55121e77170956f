"""Every per-language table of the project, one module per concern, all importable from here.

- `parsing`: how the parsers' languages differ (example markers, quotes, rule-reference
  phrases) and number words;
- `labels` and `page_words`: every word the site's pages print, per page language;
- `card_names`: the phrasing around card names, per language;
- `discrepancies`: what the discrepancy stage compares between documents, per language.

A new language is a new entry in each of these tables.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from twohg.profiles.card_names import (
        NAME_AFTER,
        NAME_ARTICLES,
        NAME_BEFORE,
        NAME_ELISION_RE,
        NAME_MARKERS,
        NAME_MINOR_WORDS,
        NAME_STOP_WORDS,
        NAME_TRIGGER_WORDS,
        NOT_CARD_NAMES,
    )
    from twohg.profiles.discrepancies import CORRECTION_RE, SEQUENCE_RE, TOPICS, Finder, Topic
    from twohg.profiles.labels import LABELS, LANGUAGE_NAMES, counted
    from twohg.profiles.parsing import FIGURE_WORDS, PROFILES, FigureWords, LanguageProfile, profile

#: Where each name lives: the profiles are imported when a name is first asked for (PEP 562), so that
#: ``twohg search``, which needs the search's words only, does not load every table of the site.
_HOMES = {
    **dict.fromkeys(
        (
            "NAME_AFTER",
            "NAME_ARTICLES",
            "NAME_BEFORE",
            "NAME_ELISION_RE",
            "NAME_MARKERS",
            "NAME_MINOR_WORDS",
            "NAME_STOP_WORDS",
            "NAME_TRIGGER_WORDS",
            "NOT_CARD_NAMES",
        ),
        "card_names",
    ),
    **dict.fromkeys(("CORRECTION_RE", "SEQUENCE_RE", "TOPICS", "Finder", "Topic"), "discrepancies"),
    **dict.fromkeys(("LABELS", "LANGUAGE_NAMES", "counted"), "labels"),
    **dict.fromkeys(("FIGURE_WORDS", "PROFILES", "FigureWords", "LanguageProfile", "profile"), "parsing"),
}


def __getattr__(name: str) -> Any:
    """A profile's name, from the module that holds it (imported then)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{home}"), name)


__all__ = [
    "CORRECTION_RE",
    "FIGURE_WORDS",
    "LABELS",
    "LANGUAGE_NAMES",
    "NAME_AFTER",
    "NAME_ARTICLES",
    "NAME_BEFORE",
    "NAME_ELISION_RE",
    "NAME_MARKERS",
    "NAME_MINOR_WORDS",
    "NAME_STOP_WORDS",
    "NAME_TRIGGER_WORDS",
    "NOT_CARD_NAMES",
    "PROFILES",
    "SEQUENCE_RE",
    "TOPICS",
    "FigureWords",
    "Finder",
    "LanguageProfile",
    "Topic",
    "counted",
    "profile",
]

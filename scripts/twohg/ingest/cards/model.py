"""The card data as typed values: every card once, with its faces, printed names, printed texts and rulings.

Read from MTGJSON files (`twohg.ingest.cards.mtgjson`) and joined by English name
(`twohg.ingest.cards.join`): today's Oracle text from the newest source that has it, the names in other
languages, the printed translations and the official rulings from the source that has them.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Literal

Format = Literal["mtgjson3-set", "mtgjson3-translation", "mtgjson5-list", "mtgjson5-atomic"]
"""The card data file formats read (`twohg.ingest.cards.mtgjson.detect`)."""

FORMAT_RANK: dict[Format, int] = {
    "mtgjson3-set": 0,
    "mtgjson3-translation": 0,
    "mtgjson5-list": 1,
    "mtgjson5-atomic": 2,
}
"""Which format's Oracle text is newest when two give one (higher wins): version 5 files are kept up to date,
version 3 stopped in 2018; a dated AtomicCards beats an undated list."""

CARD_LANGUAGES = ("es", "fr", "ja")
"""The languages other than English whose printed names and texts the site shows."""


@dataclass(frozen=True)
class Face:
    """One face of a card (a normal card has one; split, flip, double-faced and meld cards more)."""

    name: str
    """The face's English name."""
    mana_cost: str
    """Its mana cost as printed in the data (``{2}{R}``), or ``""``."""
    type_line: str
    """Its type line (``Creature — Goblin Shaman``)."""
    text: str
    """Its rules text (the Oracle wording of the source it comes from), ``""`` when it has none."""
    stats: str = ""
    """Power and toughness (``2/2``), loyalty or defense (``loyalty 4``), or ``""``."""
    text_from: str = ""
    """When the text is not from the card's newest source: the source it comes from (a face the newest
    source does not give, such as the second half of a split card in an Oracle list)."""
    keywords: tuple[str, ...] = ()
    """The keywords and ability words its text uses, as a version 5 file lists them (``Infect``)."""


@dataclass(frozen=True)
class Ruling:
    """An official ruling published with a card."""

    date: dt.date
    """The date it was published."""
    text: str
    """What it says."""
    withdrawn: bool = False
    """True when only older printings carry it: the card's newest printing in the data no longer does (a ruling
    replaced or withdrawn before the data was taken)."""


@dataclass(frozen=True)
class Printed:
    """A card's printed text in another language: the wording of one printing, not today's Oracle text."""

    language: str
    """``es``, ``fr`` or ``ja``."""
    set_code: str
    """The set it was printed in (``RTR``)."""
    set_name: str
    """The set's English name."""
    set_names: tuple[tuple[str, str], ...]
    """The set's name in other languages, ``(language, name)``, where the data gives them."""
    released: dt.date
    """The set's release date."""
    name: str
    """The printed name."""
    type_line: str
    """The printed type line."""
    text: str
    """The printed rules text."""


@dataclass(frozen=True)
class Card:
    """One card, once: its English name, faces, today's text, its names and printed texts, its rulings."""

    name: str
    """The English name; a card of several faces is named by its faces joined by `` // `` (``Fire // Ice``)."""
    layout: str
    """MTGJSON's layout (``normal``, ``split``, ``transform``, ``meld``...)."""
    faces: tuple[Face, ...]
    """Its faces, in order."""
    names: tuple[tuple[str, str], ...] = ()
    """Its printed names in other languages, ``(language, name)``, in `CARD_LANGUAGES` order."""
    face_names: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """For a card of several faces: each language's face names, ``(language, (name, ...))``."""
    printed: tuple[Printed, ...] = ()
    """The newest printed translation in each language the data has, in `CARD_LANGUAGES` order."""
    rulings: tuple[Ruling, ...] = ()
    """Its official rulings, oldest first."""
    first_printed: dt.date | None = None
    """The release date of its first printing, when the data gives set dates."""
    funny: bool = False
    """A silver-bordered or acorn card (Unglued, Unhinged, Unstable...): not legal in sanctioned play."""
    text_source: str = ""
    """The data file (as shown to the reader) its Oracle text comes from."""
    in_dated_data: bool = False
    """True when a source with printed names and rulings (the version 3 set files) has the card."""

    def name_in(self, language: str) -> str | None:
        """Its printed name in ``language`` (its English name for ``en``), or None."""
        if language == "en":
            return self.name
        return next((name for code, name in self.names if code == language), None)

    @property
    def oracle_text(self) -> str:
        """Its whole rules text: every face's, one after the other."""
        return "\n".join(face.text for face in self.faces if face.text)


@dataclass(frozen=True)
class Source:
    """One card data file as read: its format and what it holds."""

    path: str
    """The file as shown to the reader (relative to the card data folder)."""
    format: Format
    """What kind of file it is."""
    cards: int
    """How many cards it gave."""
    date: dt.date | None = None
    """Its date: a set's release date, AtomicCards' ``meta.date``; None when the file gives none."""
    version: str = ""
    """AtomicCards' ``meta.version``, or ``""``."""
    set_code: str = ""
    """A set file's set code, or ``""``."""
    name: str = ""
    """A set file's set name (``Guilds of Ravnica``), or ``""``."""
    language: str = ""
    """A translation file's language (``es``), or ``""``."""


@dataclass(frozen=True)
class CardData:
    """The card data the build was given: every card once, what it was read from, what was left out."""

    cards: tuple[Card, ...]
    """Every card, sorted by English name."""
    sources: tuple[Source, ...]
    """Every file read, in the order read."""
    left_out: tuple[tuple[str, str], ...] = field(default=())
    """``(name, why)`` of each card left out (a token, an Arena-only rebalanced card, a name no page can
    have...), sorted."""

    @property
    def dated_until(self) -> dt.date | None:
        """The release date of the newest set in the data that gives printed names and rulings (version 3)."""
        dates = [s.date for s in self.sources if s.format == "mtgjson3-set" and s.date is not None]
        return max(dates, default=None)

    @property
    def rulings_until(self) -> dt.date | None:
        """The date of the newest ruling in the data."""
        return max((ruling.date for card in self.cards for ruling in card.rulings), default=None)

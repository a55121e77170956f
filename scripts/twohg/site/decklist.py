"""Decklists and card pools as players paste them, read into cards (``twohg cards check``; ``static/deckcheck.js``).

The common forms, in any of the four languages' printed names: ``4 Guttersnipe``, ``4x Guttersnipe``,
``1x Guttersnipe (RTR) 98`` and an MTG Arena export (``Deck`` / ``Sideboard`` headings, ``4 Guttersnipe (RTR)
98``), a Magic Workstation sideboard line (``SB: 2 Guttersnipe``), a bare name (a sealed pool, one card a
line). A line is a card when its name is one the card data has, exactly or misspelt (`READ_FROM`: the card
names' ``FUZZY`` score); a line that is none of these is named as not read. Blank lines, headings and
comments (``//``, ``#``) are skipped. ``static/deckcheck.js`` reads lines with the same pattern and words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from twohg.site.search.cardnames import FUZZY, CardHit, CardNames

#: A line of a decklist: an optional sideboard mark, a count, the name, an optional set and collector number.
LINE_RE = re.compile(
    r"^\s*(?:SB:\s*)?(?:(?P<count>[0-9]{1,3})\s*[xX×]?\s+)?(?P<name>.+?)"
    r"(?:\s+\((?P<set>[A-Za-z0-9]{2,6})\)(?:\s+[A-Za-z0-9-]+)?)?(?:\s+\*[A-Z]+\*)?\s*$"
)
#: The headings of the lists and exports, in the four languages (compared lower case, a colon after them or not).
HEADINGS = frozenset(
    "deck sideboard commander companion maybeboard main mainboard mazo banquillo comandante compañero reserva "
    "réserve réserves commandant compagnon デッキ サイドボード 統率者 相棒".split()
)
#: Where a list's lines end (as the page splits them).
_LINES_RE = re.compile(r"\r\n|\r|\n")
#: From this score a line's name is the card found (an exact name, a name with words around it, one misspelt).
READ_FROM = FUZZY - 100


@dataclass(frozen=True)
class DeckLine:
    """One line of a list: where it is, what it says, and the card it names (None when it names none)."""

    line: int
    """Its line number, from 1."""
    text: str
    """The line as pasted (without its line break)."""
    count: int
    """How many copies it says (1 when it gives no count)."""
    name: str
    """The name it gives."""
    card: CardHit | None
    """The card found, or None: the line is named as not read."""


def listed(text: str) -> list[tuple[int, str, int, str]]:
    """The lines of a list that name a card: (line number, line, count, name); headings, comments, blanks left out."""
    found: list[tuple[int, str, int, str]] = []
    for number, line in enumerate(_LINES_RE.split(text), 1):
        stripped = line.strip()
        if not stripped or stripped.startswith(("//", "#")) or stripped.lower().rstrip(":") in HEADINGS:
            continue
        match = LINE_RE.match(line)
        if match is None:
            found.append((number, line, 0, stripped))
            continue
        found.append((number, line, int(match["count"] or 1), match["name"].strip()))
    return found


def read_list(text: str, names: CardNames) -> list[DeckLine]:
    """Every line of a list that names a card, with the card found (or None)."""
    read: list[DeckLine] = []
    for number, line, count, name in listed(text):
        hits = names.find(name, 1) if count else []
        card = hits[0] if hits and hits[0].score >= READ_FROM else None
        read.append(DeckLine(number, line, count or 1, name, card))
    return read


def in_play(lines: Sequence[DeckLine]) -> list[tuple[CardHit, int]]:
    """The cards a list names, once each with their copies counted, in the order first named."""
    counts: dict[str, tuple[CardHit, int]] = {}
    for line in lines:
        if line.card is not None:
            hit, count = counts.get(line.card.row.slug, (line.card, 0))
            counts[line.card.row.slug] = (hit, count + line.count)
    return list(counts.values())

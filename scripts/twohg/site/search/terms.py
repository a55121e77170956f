"""Search terms: text folded for finding (case, accents, widths, apostrophes), split into terms.

Latin text is split into words; Japanese (and other CJK) runs into overlapping character
pairs, so that a query typed without spaces finds the words inside a longer run. A query that
names a rule number (``810.7c``, ``810.7 C``, ``810,7c``, ``r810.7c``, ``CR 810.7c``,
``rule 805``, ``regla 810.4``, ``règle 810.4``, full-width digits) is read as that number.
"""

from __future__ import annotations

import re
import unicodedata

from twohg.rulenumber import RuleNumber
from twohg.text import fold_widths

#: Apostrophes and quotes vanish (``Teferi's`` = ``Teferis`` = ``Teferi’s``); the publisher's ``?`` too.
_DROPPED = str.maketrans({"'": None, "\u2019": None, "\u2018": None, "`": None, "\u00b4": None})
_LATIN_RE = re.compile(r"[0-9a-z]+")
_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\u30fc]+")
#: Words a query may put before a number: "CR 810.7c", "rule 805", "regla 810.4", "règle 810.4", "r810.7c".
_NUMBER_RE = re.compile(
    r"^\s*(?:(?:cr|rule|rules|regla|reglas|regle|regles|r|ルール|規則)\s*)?"
    r"(?P<section>\d{3})(?:\s*[.,]\s*(?P<rule>\d{1,2})\s*(?P<letter>[a-z])?)?\s*\.?\s*$"
)


def _strip_latin_accents(text: str) -> str:
    """Accents off Latin letters only: Japanese voiced marks (ガ = カ + ゛) are letters, not accents."""
    out: list[str] = []
    for char in unicodedata.normalize("NFD", text):
        if unicodedata.combining(char) and out and ord(out[-1]) < 0x0250:
            continue
        out.append(char)
    return unicodedata.normalize("NFC", "".join(out))


def fold(text: str) -> str:
    """Text as it is searched: widths, case, Latin accents and apostrophes folded."""
    return _strip_latin_accents(fold_widths(text).casefold()).translate(_DROPPED)


def terms(text: str) -> list[str]:
    """The terms of a text, in order: Latin words, and character pairs of Japanese runs."""
    folded = fold(text)
    found: list[tuple[int, str]] = [(m.start(), m.group()) for m in _LATIN_RE.finditer(folded)]
    for match in _CJK_RE.finditer(folded):
        run = match.group()
        if len(run) == 1:
            found.append((match.start(), run))
        found += [(match.start() + i, run[i : i + 2]) for i in range(len(run) - 1)]
    return [term for _, term in sorted(found)]


def query_number(query: str) -> str | None:
    """The rule number a query names, in its canonical form (``810.7c``), or None."""
    match = _NUMBER_RE.match(fold(query))
    if match is None:
        return None
    printed = match["section"]
    if match["rule"]:
        printed += f".{match['rule']}{match['letter'] or ''}"
    number = RuleNumber.try_parse(printed)
    return str(number) if number is not None else None


#: A tournament rule named in a query: "MTR 9.3", "mtr-9.3", "mtr9.3" (``search.js`` has the same).
_TOURNAMENT_RE = re.compile(r"^\s*mtr\s*[-_.]?\s*(\d{1,2})\s*[.,\-_\s]\s*(\d{1,2})\s*\.?\s*$")


def query_tournament(query: str) -> str | None:
    """The tournament rule a query names (``MTR 9.3`` -> ``9.3``), or None: never a Comprehensive Rules number."""
    match = _TOURNAMENT_RE.match(fold(query))
    return f"{int(match[1])}.{int(match[2])}" if match else None

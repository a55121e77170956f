"""MTGJSON card files, read by content: version 3 set and translation files, version 5 lists and AtomicCards.

Each reader turns one decoded JSON document into plain records (`SetCard`, `Translated`, `OracleCard`),
checking every field it takes: a card whose name is not a clean line of text (a control, bidirectional
or invisible character) or whose fields have the wrong type is left out and reported at its line, a
ruling without a date is left out and reported; nothing else is guessed. The formats:

- version 3 set files (``json/RTR.json``): ``{"code", "releaseDate", "border", "type", "cards": [...]}``,
  each card with ``name``, ``names`` (the faces of a split, flip, double-faced or meld card), ``layout``,
  ``text``, ``type``, ``manaCost``, ``foreignNames`` and ``rulings``;
- version 3 translation files (``json/RTR.es.json``): ``{"code", "language", "cards": [...]}``, each card's
  ``originalText`` and ``originalType`` as printed in that language; ``name`` is English, or (in some sets)
  the printed name, joined to its English card by ``multiverseid``;
- version 5 lists (``oracle_corpus.json``): ``[{"name", "text", "type", "layout", ...}]``, one object per card
  (a card of several faces under ``A // B``, with its first face's text) and per back face
  (``"face": "back"``, ``"front": A``), with the ``keywords`` its text uses;
- version 5 ``AtomicCards.json``: ``{"meta": {"date", "version"}, "data": {name: [face, ...]}}``, each face
  with ``faceName``, ``side``, ``text``, ``type``, ``foreignData`` (``language``, ``name``, ``faceName``,
  ``text``, ``type``), ``keywords``, ``rulings``, ``printings``, ``isFunny``.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from twohg.ingest.cards.model import Format, Ruling
from twohg.problems import Problem

#: MTGJSON's language names -> the site's language codes (the others are not shown).
LANGUAGE_CODES = {"Spanish": "es", "French": "fr", "Japanese": "ja"}
#: Version 3 translation files name their language by code.
FILE_LANGUAGES = {"es": "es", "fr": "fr", "jp": "ja", "ja": "ja"}


class NotCardData(ValueError):
    """A JSON document that is no card data file this reader knows."""


@dataclass(frozen=True)
class FaceText:
    """One face as a file gives it."""

    name: str
    mana_cost: str
    type_line: str
    text: str
    stats: str
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True)
class SetCard:
    """A card of a version 3 set file: one entry per face of a printing."""

    name: str
    """The face's English name (for a single-faced card, the card's)."""
    names: tuple[str, ...]
    """The names of the card's faces, in order (empty for a single-faced card)."""
    layout: str
    face: FaceText
    foreign: tuple[tuple[str, str, int], ...]
    """``(language, printed name, multiverse id)`` for es, fr and ja."""
    rulings: tuple[Ruling, ...]


@dataclass(frozen=True)
class SetFile:
    """A version 3 set file, read."""

    code: str
    name: str
    released: dt.date | None
    funny: bool
    """A silver-bordered set, or one of type ``un``."""
    set_names: tuple[tuple[str, str], ...]
    cards: tuple[SetCard, ...]


@dataclass(frozen=True)
class Translated:
    """A card of a version 3 translation file: one face of one printing in one language."""

    name: str
    """The ``name`` the file gives (English, or in some sets the printed name)."""
    multiverse_id: int
    type_line: str
    text: str


@dataclass(frozen=True)
class TranslationFile:
    """A version 3 translation file, read."""

    code: str
    language: str
    cards: tuple[Translated, ...]


@dataclass(frozen=True)
class OracleCard:
    """A card of a version 5 file: its faces, names in other languages, rulings and flags."""

    name: str
    """The card's name (``A // B`` for a card of several faces)."""
    layout: str
    faces: tuple[FaceText, ...]
    """The faces the file gives text for (a version 5 list gives the first face only, back faces apart)."""
    foreign: tuple[tuple[str, str, tuple[str, ...]], ...] = ()
    """``(language, printed name, printed face names)`` for es, fr and ja."""
    printed: tuple[tuple[str, str, str], ...] = ()
    """``(language, printed type line, printed text)`` where the file gives one (AtomicCards' ``foreignData``)."""
    rulings: tuple[Ruling, ...] = ()
    funny: bool = False
    rebalanced: bool = False
    back_of: str = ""
    """For a back face given on its own (``"face": "back"``): the front face's name."""
    first_printing: str = ""


@dataclass(frozen=True)
class OracleFile:
    """A version 5 file, read."""

    format: Format
    date: dt.date | None
    version: str
    cards: tuple[OracleCard, ...]


Read = SetFile | TranslationFile | OracleFile


# --- detection ---------------------------------------------------------------------------------


def detect(document: object) -> Format | None:
    """The format of a decoded JSON document, or None when it is no card data this reader knows."""
    if isinstance(document, dict):
        if isinstance(document.get("cards"), list) and isinstance(document.get("code"), str):
            return "mtgjson3-translation" if "language" in document else "mtgjson3-set"
        if isinstance(document.get("data"), dict) and isinstance(document.get("meta"), dict):
            values = list(document["data"].values())[:3]
            if all(isinstance(v, list) for v in values):
                return "mtgjson5-atomic"
        return None
    if isinstance(document, list) and document:
        head = document[:5]
        if all(isinstance(x, dict) and isinstance(x.get("name"), str) and ("type" in x or "text" in x) for x in head):
            return "mtgjson5-list"
    return None


def is_schema(document: object) -> bool:
    """A JSON Schema (MTGJSON ships one beside its set files): not card data, and no error."""
    if not isinstance(document, dict):
        return False
    return isinstance(document.get("$schema"), str) or (
        isinstance(document.get("properties"), dict)
        and bool({"additionalProperties", "required", "type"} & set(document))
    )


# --- field checks ------------------------------------------------------------------------------

#: What a card's name or a text may not hold: controls (Cc), format characters (Cf: bidirectional controls,
#: zero-width and invisible characters), private-use and surrogate code points, line and paragraph separators.
_UNSEEN_RE = re.compile(
    "[\x00-\x08\x0a-\x1f\x7f-\x9f\xad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e"
    "\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ud800-\uf8ff\ufeff\ufff9-\ufffb"
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0001\U000e0020-\U000e007f\U000f0000-\U0010ffff]"
)


def _unseen(text: str) -> str | None:
    found = _UNSEEN_RE.search(text)
    return None if found is None else f"it holds the invisible or control character U+{ord(found.group()):04X}"


def bad_line(text: str) -> str | None:
    """Why ``text`` is no clean single line (a name, a type line): empty, or its first unseen character."""
    if not text.strip():
        return "it is empty"
    return _unseen(text) or ("it holds a tab" if "\t" in text else None)


def bad_text(text: str) -> str | None:
    """Why a rules text is not clean: a control, bidirectional or invisible character (line breaks allowed)."""
    if text.isascii() and text.isprintable():
        return None
    return _unseen(text.replace("\n", " ").replace("\t", " "))


class BadField(ValueError):
    """A field of a card that is missing where required or of the wrong type."""


def _text(item: Mapping[str, Any], key: str, required: bool = False) -> str:
    value = item.get(key)
    if value is None:
        if required:
            raise BadField(f"no {key!r}")
        return ""
    if not isinstance(value, str):
        raise BadField(f"{key!r} is not text")
    reason = bad_text(value)
    if reason is not None:
        raise BadField(f"{key!r}: {reason}")
    return value


def _name(item: Mapping[str, Any], key: str = "name") -> str:
    value = _text(item, key, required=True)
    reason = bad_line(value)
    if reason is not None:
        raise BadField(f"its {key} {value!r}: {reason}")
    return value


def _date(value: object) -> dt.date | None:
    if not isinstance(value, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        return None


def _stats(item: Mapping[str, Any]) -> str:
    power, toughness = item.get("power"), item.get("toughness")
    if isinstance(power, str) and isinstance(toughness, str):
        return f"{power}/{toughness}"
    for key in ("loyalty", "defense"):
        value = item.get(key)
        if isinstance(value, (str, int)) and str(value):
            return f"{key} {value}"
    return ""


def _keywords(item: Mapping[str, Any]) -> tuple[str, ...]:
    found = item.get("keywords") or []
    if not isinstance(found, list) or not all(isinstance(word, str) and bad_line(word) is None for word in found):
        raise BadField("'keywords' is not a list of words")
    return tuple(dict.fromkeys(word.strip() for word in found))


def _face(item: Mapping[str, Any], name: str) -> FaceText:
    return FaceText(
        name, _text(item, "manaCost"), _text(item, "type"), _text(item, "text"), _stats(item), _keywords(item)
    )


class Located:
    """Finds the line of a card in its file's bytes, for a problem's ``file:line`` (only when one is reported)."""

    def __init__(self, shown: str, data: bytes) -> None:
        """Remember the file."""
        self.shown = shown
        self.data = data

    def line(self, name: object) -> int:
        """The line where the file first names ``name`` (1 when it cannot be found)."""
        needle = json.dumps(name, ensure_ascii=False).encode("utf-8") if isinstance(name, str) else b""
        at = self.data.find(needle) if needle else -1
        if at < 0 and isinstance(name, str):
            at = self.data.find(json.dumps(name).encode("ascii"))
        return self.data.count(b"\n", 0, at) + 1 if at >= 0 else 1

    def problem(self, name: object, message: str) -> Problem:
        """A problem at the card's line."""
        return Problem(self.shown, self.line(name), message)


def _rulings(item: Mapping[str, Any], name: str, where: Located, problems: list[Problem]) -> tuple[Ruling, ...]:
    found = item.get("rulings")
    if found is None:
        return ()
    if not isinstance(found, list):
        raise BadField("'rulings' is not a list")
    rulings: list[Ruling] = []
    for entry in found:
        if not isinstance(entry, dict) or not isinstance(entry.get("text"), str):
            raise BadField("a ruling is not {'date', 'text'}")
        text = entry["text"]
        reason = bad_text(text)
        if reason is not None:
            raise BadField(f"a ruling: {reason}")
        date = _date(entry.get("date"))
        if date is None:
            problems.append(where.problem(name, f"a ruling of {name!r} has no date (YYYY-MM-DD): left out"))
            continue
        rulings.append(Ruling(date, text.strip()))
    return tuple(sorted(set(rulings), key=lambda r: (r.date, r.text)))


def _foreign_v3(item: Mapping[str, Any]) -> tuple[tuple[str, str, int], ...]:
    found = item.get("foreignNames") or []
    if not isinstance(found, list):
        raise BadField("'foreignNames' is not a list")
    out: list[tuple[str, str, int]] = []
    for entry in found:
        if not isinstance(entry, dict):
            raise BadField("a foreign name is not an object")
        code = LANGUAGE_CODES.get(entry.get("language"))  # type: ignore[arg-type]
        name = entry.get("name")
        if code is None or not isinstance(name, str) or bad_line(name) is not None:
            continue
        multiverse = entry.get("multiverseid")
        out.append((code, name.strip(), multiverse if isinstance(multiverse, int) else 0))
    return tuple(out)


# --- the readers -------------------------------------------------------------------------------


def read_set(document: Mapping[str, Any], where: Located, problems: list[Problem]) -> SetFile:
    """A version 3 set file."""
    border = document.get("border")
    translations = document.get("translations") if isinstance(document.get("translations"), dict) else {}
    set_names = tuple(
        (FILE_LANGUAGES[code], name)
        for code, name in sorted((translations or {}).items())
        if code in FILE_LANGUAGES and isinstance(name, str) and bad_line(name) is None
    )
    cards: list[SetCard] = []
    for item in document["cards"]:
        try:
            if not isinstance(item, dict):
                raise BadField("a card is not an object")
            name = _name(item)
            names = item.get("names") or []
            if not isinstance(names, list) or not all(isinstance(n, str) and bad_line(n) is None for n in names):
                raise BadField("'names' is not a list of names")
            cards.append(
                SetCard(
                    name=name,
                    names=tuple(names),
                    layout=_text(item, "layout") or "normal",
                    face=_face(item, name),
                    foreign=_foreign_v3(item),
                    rulings=_rulings(item, name, where, problems),
                )
            )
        except BadField as error:
            name_shown = item.get("name") if isinstance(item, dict) else None
            problems.append(where.problem(name_shown, f"card {name_shown!r} left out: {error}"))
    title = document.get("name")
    return SetFile(
        code=document["code"],
        name=title if isinstance(title, str) and bad_line(title) is None else document["code"],
        released=_date(document.get("releaseDate")),
        funny=border == "silver" or document.get("type") == "un",
        set_names=set_names,
        cards=tuple(cards),
    )


def read_translation(document: Mapping[str, Any], where: Located, problems: list[Problem]) -> TranslationFile:
    """A version 3 translation file (its language's printed texts of one set)."""
    language = FILE_LANGUAGES.get(str(document.get("language")))
    if language is None:
        return TranslationFile(document["code"], "", ())
    cards: list[Translated] = []
    for item in document["cards"]:
        if not isinstance(item, dict):
            continue
        try:
            name = _name(item)
            multiverse = item.get("multiverseid")
            text = _text(item, "originalText")
            if text:
                cards.append(
                    Translated(
                        name, multiverse if isinstance(multiverse, int) else 0, _text(item, "originalType"), text
                    )
                )
        except BadField as error:
            problems.append(where.problem(item.get("name"), f"printed text of {item.get('name')!r} left out: {error}"))
    return TranslationFile(document["code"], language, tuple(cards))


def _oracle_card(item: Mapping[str, Any], where: Located, problems: list[Problem]) -> OracleCard:
    name = _name(item)
    back = item.get("front") if item.get("face") == "back" else ""
    if back and (not isinstance(back, str) or bad_line(back) is not None):
        raise BadField("'front' is not a name")
    return OracleCard(
        name=name,
        layout=_text(item, "layout") or "normal",
        faces=(_face(item, name.split(" // ")[0]),),
        rulings=_rulings(item, name, where, problems),
        funny=item.get("isFunny") is True,
        back_of=str(back or ""),
    )


def read_list(document: Sequence[Any], where: Located, problems: list[Problem]) -> OracleFile:
    """A version 5 list of card objects (one per card, and one per back face)."""
    cards: list[OracleCard] = []
    for item in document:
        try:
            if not isinstance(item, dict):
                raise BadField("a card is not an object")
            cards.append(_oracle_card(item, where, problems))
        except BadField as error:
            shown = item.get("name") if isinstance(item, dict) else None
            problems.append(where.problem(shown, f"card {shown!r} left out: {error}"))
    return OracleFile("mtgjson5-list", None, "", tuple(cards))


def _foreign_v5(
    faces: Sequence[Mapping[str, Any]],
) -> tuple[tuple[tuple[str, str, tuple[str, ...]], ...], tuple[tuple[str, str, str], ...]]:
    names: dict[str, str] = {}
    face_names: dict[str, list[str]] = {}
    printed: dict[str, tuple[list[str], list[str]]] = {}
    for face in faces:
        for entry in face.get("foreignData") or []:
            if not isinstance(entry, dict):
                raise BadField("a foreignData entry is not an object")
            code = LANGUAGE_CODES.get(entry.get("language"))  # type: ignore[arg-type]
            name = entry.get("name")
            if code is None or not isinstance(name, str) or bad_line(name) is not None:
                continue
            names.setdefault(code, name.strip())
            face_name = entry.get("faceName")
            if isinstance(face_name, str) and bad_line(face_name) is None:
                face_names.setdefault(code, []).append(face_name.strip())
            text, type_line = entry.get("text"), entry.get("type")
            if isinstance(text, str) and text.strip() and bad_text(text) is None:
                types, texts = printed.setdefault(code, ([], []))
                texts.append(text.strip())
                if isinstance(type_line, str) and bad_line(type_line) is None:
                    types.append(type_line.strip())
    foreign = tuple((code, names[code], tuple(face_names.get(code, ()))) for code in sorted(names))
    given = tuple((code, " // ".join(types), "\n\n".join(lines)) for code, (types, lines) in sorted(printed.items()))
    return foreign, given


def _oracle_id(face: Mapping[str, Any]) -> object:
    identifiers = face.get("identifiers")
    return identifiers.get("scryfallOracleId") if isinstance(identifiers, dict) else None


def _one_card(faces: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The faces of the first card under a name, in side order.

    One name can hold unrelated cards (a normal card and a challenge card both named "Unquenchable Fury"):
    only the faces of the first one's Oracle identity are kept, each side once.
    """
    first = _oracle_id(faces[0])
    sides: dict[str, Mapping[str, Any]] = {}
    for face in faces:
        if _oracle_id(face) == first:
            sides.setdefault(str(face.get("side") or ""), face)
    return [sides[side] for side in sorted(sides)]


def read_atomic(document: Mapping[str, Any], where: Located, problems: list[Problem]) -> OracleFile:
    """MTGJSON version 5 ``AtomicCards.json``: every card once, its faces in a list."""
    meta = document["meta"]
    cards: list[OracleCard] = []
    for key, faces in document["data"].items():
        try:
            if not isinstance(faces, list) or not faces or not all(isinstance(f, dict) for f in faces):
                raise BadField("its faces are not a list of objects")
            name = _name(faces[0])
            ordered = _one_card(faces)
            shown = [_face(face, _text(face, "faceName") or name) for face in ordered]
            foreign, printed = _foreign_v5(ordered)
            rulings = _rulings(faces[0], name, where, problems)
            first = faces[0].get("firstPrinting")  # in files before version 5.3.0 only
            cards.append(
                OracleCard(
                    name=name,
                    layout=_text(faces[0], "layout") or "normal",
                    faces=tuple(shown),
                    foreign=foreign,
                    printed=printed,
                    rulings=rulings,
                    funny=any(face.get("isFunny") is True for face in faces),
                    rebalanced=any(face.get("isRebalanced") is True for face in faces),
                    first_printing=first if isinstance(first, str) else "",
                )
            )
        except BadField as error:
            problems.append(where.problem(key, f"card {key!r} left out: {error}"))
    date = _date(meta.get("date")) if isinstance(meta, dict) else None
    version = meta.get("version") if isinstance(meta, dict) else None
    return OracleFile("mtgjson5-atomic", date, version if isinstance(version, str) else "", tuple(cards))


def read_document(shown: str, data: bytes) -> tuple[Read | None, list[Problem]]:
    """One card data file: its records and problems; None with a problem when it is no card data.

    A JSON Schema is no error (MTGJSON ships one beside its set files): None and no problem.
    """
    where = Located(shown, data)
    try:
        document = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        return None, [Problem(shown, line, f"not UTF-8: byte 0x{data[error.start]:02X} cannot be decoded")]
    except json.JSONDecodeError as error:
        return None, [Problem(shown, error.lineno, f"not valid JSON: {error.msg} (column {error.colno})")]
    except RecursionError:
        return None, [Problem(shown, 1, "not card data: JSON nested too deep")]
    if is_schema(document):
        return None, []
    kind = detect(document)
    problems: list[Problem] = []
    if kind is None:
        message = (
            "not MTGJSON card data: expected a version 3 set file ({'code', 'cards': [...]}), a version 5 list "
            "of card objects ([{'name', 'type', 'text', ...}]) or AtomicCards.json ({'meta', 'data'})"
        )
        return None, [Problem(shown, 1, message)]
    if kind == "mtgjson3-set":
        return read_set(document, where, problems), problems
    if kind == "mtgjson3-translation":
        return read_translation(document, where, problems), problems
    if kind == "mtgjson5-list":
        return read_list(document, where, problems), problems
    return read_atomic(document, where, problems), problems


def names_of(read: Iterable[Read]) -> frozenset[str]:
    """Every English card name the version 5 files give (for joining version 3 names to today's)."""
    return frozenset(card.name for item in read if isinstance(item, OracleFile) for card in item.cards)

"""Search terms: text folded for finding (case, accents, widths, apostrophes), split into terms.

Latin text is split into words; Japanese (and other CJK) runs into overlapping character
pairs, so that a query typed without spaces finds the words inside a longer run. A query that
names a rule number in any form short links accept (``810.7c``, ``810.7 C``, ``810,7c``,
``810-7c``, ``8107c``, ``810.7(c)``, ``§810.7c``, ``r. 810.7c``, ``CR 810.7c``, ``rule 805``,
``regla 810.4``, ``règle 810.4``, ``ルール810.9``, full-width digits) is read as that number.

The vocabulary (`twohg.profiles.search_words`) reads a query as people write it: the game's
concepts are found in any language (a text that prints "teammate" or "coéquipier" or
"チームメイト" carries the concept term ``_teammate``, which "partner" finds), and a query's
stop words, its kana particles and the variant's own name are left out unless nothing else is
left. ``search.js`` reads a query with the same vocabulary, shipped in the index.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import cache, cached_property
from typing import Any, NamedTuple

from twohg.profiles.concepts import BROADER, CONCEPTS, EVENTS
from twohg.profiles.search_words import CHAT, FORMAT, OTHER_VARIANTS, STOP_WORDS
from twohg.rulenumber import loose_number
from twohg.text import fold_widths

#: Apostrophes and quotes vanish (``Teferi's`` = ``Teferis`` = ``Teferi’s``); the publisher's ``?`` too.
_DROPPED = str.maketrans({"'": None, "\u2019": None, "\u2018": None, "`": None, "\u00b4": None})
_LATIN_RE = re.compile(r"[0-9a-z]+")
#: A run of Japanese script: kana, CJK ideographs, half-width katakana, the long vowel mark (`cjk_runs`).
_CJK = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\u30fc]+"
#: Words a query may put before a number: "CR 810.7c", "rule 805", "regla 810.4", "règle 810.4", "r. 810.7c", "§810.4".
_NUMBER_PREFIX_RE = re.compile(r"^\s*(?:(?:cr|rules?|reglas?|regles?|r|ルール|規則)\s*\.?\s*|§\s*)?")
#: A rule's letter in parentheses: 810.7(c).
_LETTER_RE = re.compile(r"\(\s*([a-z])\s*\)")


#: Combining marks right after a Latin letter (its accents, once the text is decomposed).
_LATIN_ACCENTS_RE = re.compile(
    r"(?<=[\x00-\u024f])[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+"
)


def _strip_latin_accents(text: str) -> str:
    """Accents off Latin letters only: Japanese voiced marks (ガ = カ + ゛) are letters, not accents."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFC", _LATIN_ACCENTS_RE.sub("", unicodedata.normalize("NFD", text)))


#: A French elision: the article or pronoun an apostrophe ends at a word's start ("l'équipe", "qu'un",
#: "jusqu'à"), split off the word it is elided into instead of glued to it (``search.js``: ELISION).
_ELISION_RE = re.compile(r"(?<![0-9a-z])([cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu)['\u2019\u2018`\u00b4](?=[a-z])")


def fold(text: str) -> str:
    """Text as it is searched: widths, case, Latin accents and apostrophes folded, French elisions split off."""
    # ASCII has no full widths, accents or case beyond lower(): most names and queries skip the normalisations.
    folded = text.lower() if text.isascii() else _strip_latin_accents(fold_widths(text).casefold())
    return _ELISION_RE.sub(r"\1 ", folded).translate(_DROPPED)


def stem(word: str) -> str:
    """A Latin word's plural folded off, so that a word and its plural are one term (``totals``, ``total``).

    Only the plural endings the three Latin languages share, on words of five letters or more:
    ``-ies`` -> ``-y`` (``abilities``), ``-s`` (``turns``, ``vidas``, ``tours``) unless the word ends
    in ``ss``, ``us`` or ``is`` (``pass``, ``bonus``, ``this``). ``search.js`` folds alike.
    """
    if len(word) < 5 or not word.endswith("s") or word.endswith(("ss", "us", "is")) or word[0].isdigit():
        return word
    return word[:-3] + "y" if word.endswith("ies") else word[:-1]


@cache
def _cjk_re() -> re.Pattern[str]:
    """`_CJK` compiled at its first use: its wide ranges take ms to compile, and an ASCII query never needs it."""
    return re.compile(_CJK)


def cjk_runs(folded: str) -> Iterator[re.Match[str]]:
    """The runs of Japanese script of a folded text, in order; none in an ASCII text (`_CJK` is all outside it)."""
    return iter(()) if folded.isascii() else _cjk_re().finditer(folded)


def is_cjk_run(word: str) -> bool:
    """Whether a folded word is a run of Japanese script (`cjk_runs`): never an ASCII word."""
    return not word.isascii() and _cjk_re().fullmatch(word) is not None


def terms(text: str) -> list[str]:
    """The terms of a text, in order: Latin words, and character pairs of Japanese runs."""
    folded = fold(text)
    found: list[tuple[int, str]] = [(m.start(), stem(m.group())) for m in _LATIN_RE.finditer(folded)]
    for match in cjk_runs(folded):
        run = match.group()
        if len(run) == 1:
            found.append((match.start(), run))
        found += [(match.start() + i, run[i : i + 2]) for i in range(len(run) - 1)]
    return [term for _, term in sorted(found)]


def query_number(query: str) -> str | None:
    """The rule number a whole query is, in its canonical form (``810.7c``), or None.

    After the words a query may put before it, the number is read as short links read it
    (`twohg.rulenumber.loose_number`): ``8107c`` and ``810-7c`` are numbers only when typed alone.
    """
    folded = _LETTER_RE.sub(r"\1", fold(query).strip())
    rest = _NUMBER_PREFIX_RE.sub("", folded, count=1).strip()
    number = loose_number(rest) if rest else None
    return str(number) if number is not None else None


#: A tournament rule named in a query: "MTR 9.3", "mtr-9.3", "mtr9.3" (``search.js`` has the same).
_TOURNAMENT_RE = re.compile(r"^\s*mtr\s*[-_.]?\s*([0-9]{1,2})\s*[.,\-_\s]\s*([0-9]{1,2})\s*\.?\s*$")


def query_tournament(query: str) -> str | None:
    """The tournament rule a whole query names (``MTR 9.3`` -> ``9.3``), or None: never a Comprehensive Rules number."""
    match = _TOURNAMENT_RE.match(fold(query))
    return f"{int(match[1])}.{int(match[2])}" if match else None


#: How a number stands inside a longer query, in the folded text (`fold`); the same patterns in
#: ``search.js`` (shipped in the index, so the two engines read them alike):
#:
#: - ``tournament``: "MTR 9.3" anywhere;
#: - ``dotted``: a dotted rule number anywhere, its letter attached or in parentheses ("CR 805.2",
#:   "regla 810.4", "ルール810.8a", "§606.6e", "810.7c)", "810.7(c)"), never inside a longer number or
#:   a date (2010.06.18);
#: - ``section``: three digits after a word for a rule or section ("section 810", "regla 805", "総合ルール810").
_RULE_WORD = (
    r"(?:(?<![0-9a-z])(?:cr|rules?|reglas?|regles?|sections?|seccion|secciones|r)\s*\.?\s*|§\s*"
    r"|(?:総合ルール|ルール|規則|セクション)\s*)"
)
NUMBER_PATTERNS: dict[str, str] = {
    "tournament": r"(?<![0-9a-z])mtr\s*[-_.]?\s*([0-9]{1,2})\s*[.,]\s*([0-9]{1,2})(?![0-9])",
    "dotted": _RULE_WORD
    + r"?(?<![0-9a-z.,])([0-9]{3})\s?[.,]\s?([0-9]{1,3})(?:([a-z])|\(\s*([a-z])\s*\))?(?![0-9a-z])",
    "section": _RULE_WORD + r"([0-9]{3})(?![0-9]|\s?[.,]\s?[0-9])",
}
_PATTERNS = {name: re.compile(pattern) for name, pattern in NUMBER_PATTERNS.items()}


class QueryParts(NamedTuple):
    """A query as searched: the rule or tournament rule it names, and the words around it."""

    number: str | None
    """The Comprehensive Rules number it names (``810.4``), canonical, or None."""
    tournament: str | None
    """The tournament rule it names (``9.3``), or None."""
    words: str
    """The rest of the query (folded), searched as words: empty when the query is only a number."""


def query_parts(query: str) -> QueryParts:
    """What a query names: a number typed alone (any form short links read), or one inside words, and the words.

    The first number mention counts; the words before and after it are searched too.
    """
    whole = query_number(query)
    if whole is not None:
        return QueryParts(whole, None, "")
    alone = query_tournament(query)
    if alone is not None:
        return QueryParts(None, alone, "")
    folded = fold(query)
    found: list[tuple[int, int, str | None, str | None]] = []
    match = _PATTERNS["tournament"].search(folded)
    if match is not None:
        found.append((match.start(), match.end(), None, f"{int(match[1])}.{int(match[2])}"))
    match = _PATTERNS["dotted"].search(folded)
    if match is not None:
        letter = match[3] or match[4] or ""
        found.append((match.start(), match.end(), f"{match[1]}.{int(match[2])}{letter}", None))
    match = _PATTERNS["section"].search(folded)
    if match is not None:
        found.append((match.start(), match.end(), match[1], None))
    if not found:
        return QueryParts(None, None, folded)
    start, end, number, tournament = min(found)
    return QueryParts(number, tournament, f"{folded[:start]} {folded[end:]}".strip())


_KANA_RE = re.compile(r"[\u3040-\u309f]")


def variant_words() -> dict[str, tuple[str, ...]]:
    """The words naming each other variant (`OTHER_VARIANTS`), folded: what the index ships to ``search.js``."""
    return {name: tuple(fold(word) for word in words) for name, words in OTHER_VARIANTS.items()}


def names(folded: str, word: str) -> bool:
    """Whether a folded text names a folded word: a Japanese one anywhere, a Latin one at a word's start."""
    if is_cjk_run(word):
        return word in folded
    return re.search(rf"(?<![0-9a-z]){re.escape(word)}", folded) is not None


def variants_named(text: str, words: Mapping[str, Sequence[str]]) -> tuple[str, ...]:
    """The other variants a text names (`variant_words`), in their order (``search.js``: variantsNamed)."""
    return variants_in(fold(text), words)


def variants_in(folded: str, words: Mapping[str, Sequence[str]]) -> tuple[str, ...]:
    """The other variants an already folded text names (`variants_named`)."""
    return tuple(name for name, said in words.items() if any(names(folded, word) for word in said))


class Vocabulary:
    """The words a query and a text are read with (`twohg.profiles.search_words`), folded.

    A plain class rather than a frozen dataclass (``twohg search`` need not import `dataclasses`): two
    vocabularies are equal when their words are (`words`).
    """

    def __init__(
        self,
        stop: frozenset[str],
        phrases: tuple[tuple[str, tuple[str, ...]], ...],
        runs: tuple[tuple[str, str], ...],
        broader: tuple[tuple[str, tuple[str, ...]], ...] = (),
        events: frozenset[str] = frozenset(),
    ) -> None:
        """A vocabulary of these words, as `vocabulary` folds them or `of_document` reads them saved."""
        self.stop = stop
        """Latin words a query leaves out unless nothing else is left."""
        self.phrases = phrases
        """Latin words and phrases of a concept (``_life``), of the variant's name (``_format``) or of chat
        (``""``: its words are stop words there), longest first."""
        self.runs = runs
        """Japanese words of a concept, the variant's name or none (``""``: a stop word), longest first."""
        self.broader = broader
        """A concept term (``_enchantment``) and the broader ones a query of it also finds (``_object``)."""
        self.events = events
        """The concept terms a question about tournaments names (`twohg.profiles.concepts.EVENTS`: ``_judge``)."""

    def words(self) -> tuple[object, ...]:
        """The vocabulary's words: `stop`, `phrases`, `runs`, `broader` and `events`."""
        return (self.stop, self.phrases, self.runs, self.broader, self.events)

    def __eq__(self, other: object) -> bool:
        """Whether ``other`` is a vocabulary of the same words."""
        if not isinstance(other, Vocabulary):
            return NotImplemented
        return self.words() == other.words()

    def __hash__(self) -> int:
        """The hash of the words."""
        return hash(self.words())

    def about_events(self, units: Sequence[Sequence[str]]) -> bool:
        """Whether a query's units (`query_units`) name tournaments: events, decks, judges... (``search.js``)."""
        return any(terms[0] in self.events for terms in units if terms)

    @cached_property
    def phrases_by_first(self) -> dict[str, tuple[int, ...]]:
        """Where in `phrases` each first word's phrases stand: `read` looks only at those of a text's words."""
        found: dict[str, list[int]] = {}
        for at, (_, phrase) in enumerate(self.phrases):
            if phrase:
                found.setdefault(phrase[0], []).append(at)
        return {word: tuple(places) for word, places in found.items()}

    @cached_property
    def single_words(self) -> dict[str, str]:
        """Each Latin word that is a concept's phrase by itself, and the concept a text reads it as (the first)."""
        singles: dict[str, str] = {}
        for concept, phrase in self.phrases:
            if len(phrase) == 1 and concept and concept != FORMAT_TERM:
                singles.setdefault(phrase[0], concept)
        return singles

    def document(self) -> dict[str, object]:
        """As the search index ships it to ``search.js``."""
        return {
            "stop": sorted(self.stop),
            "phrases": [[concept, list(words)] for concept, words in self.phrases],
            "runs": [list(pair) for pair in self.runs],
            "broader": [[concept, list(wider)] for concept, wider in self.broader],
            "events": sorted(self.events),
        }

    @classmethod
    def of_document(cls, document: Mapping[str, Any]) -> Vocabulary:
        """The vocabulary a `document` holds, as it was (``twohg search`` reads it saved instead of folding it)."""
        return cls(
            frozenset(document["stop"]),
            tuple((concept, tuple(words)) for concept, words in document["phrases"]),
            tuple((concept, run) for concept, run in document["runs"]),
            tuple((concept, tuple(wider)) for concept, wider in document["broader"]),
            frozenset(document["events"]),
        )


#: The concept term of the variant's own name.
FORMAT_TERM = "_format"
#: What marks a broader concept in a query's unit (``^_object``): found for half what the unit's own terms are.
BROADER_MARK = "^"


def vocabulary() -> Vocabulary:
    """The vocabulary of `twohg.profiles.search_words`, folded as texts are."""
    concept_words = {fold(word) for words in CONCEPTS.values() for language in words.values() for word in language}
    stop = {fold(word) for language, words in STOP_WORDS.items() if language != "ja" for word in words}
    phrases: list[tuple[str, tuple[str, ...]]] = []
    runs: list[tuple[str, str]] = []

    def add(concept: str, word: str) -> None:
        folded = fold(word)
        if is_cjk_run(folded):
            runs.append((concept, folded))
        else:
            phrases.append((concept, tuple(_LATIN_RE.findall(folded))))

    for word in FORMAT:
        add(FORMAT_TERM, word)
    for concept, words in CONCEPTS.items():
        for language in sorted(words):
            for word in words[language]:
                add(f"_{concept}", word)
    for word in STOP_WORDS["ja"]:
        add("", word)
    for language in sorted(CHAT):
        for word in CHAT[language]:
            add("", word)
    ordered_phrases = sorted(dict.fromkeys(phrases), key=lambda pair: -len(pair[1]))
    ordered_runs = sorted(dict.fromkeys(runs), key=lambda pair: -len(pair[1]))
    broader = tuple((f"_{concept}", tuple(f"_{wider}" for wider in BROADER[concept])) for concept in sorted(BROADER))
    events = frozenset(f"_{concept}" for concept in EVENTS)
    return Vocabulary(frozenset(stop - concept_words), tuple(ordered_phrases), tuple(ordered_runs), broader, events)


class Unit(NamedTuple):
    """One thing a text says, as searched: a word, a character pair, or a concept with the words that named it."""

    at: int
    """Where it starts in the folded text."""
    terms: tuple[str, ...]
    """The term searched first (a concept: ``_life``), then its alternatives (the word typed: ``life``)."""
    stop: bool = False
    """A stop word, a kana pair or the variant's name: a query leaves it out unless nothing else is left."""

    @property
    def concept(self) -> bool:
        """True for a concept of the vocabulary."""
        return self.terms[0].startswith("_")


def read(text: str, words: Vocabulary, nested: bool = False) -> list[Unit]:
    """What a text says, unit by unit, in order: its concepts, its other words and character pairs.

    A phrase of a concept takes its words ("goes first" is one thing, not "first"); with ``nested`` (a text
    being indexed, not a query), the concepts of single words inside it are named too, so that a text
    printing "the team who plays first" is still found by "first".
    """
    folded = fold(text)
    inner = words.single_words if nested else {}
    units: list[Unit] = []
    latin = [(m.start(), m.group()) for m in _LATIN_RE.finditer(folded)]
    used = [False] * len(latin)
    starts: dict[str, list[int]] = {}  # where each word stands: a phrase is looked for where its first word is
    for at, (_, word) in enumerate(latin):
        starts.setdefault(word, []).append(at)
    # The phrases in their order (longest first) whose first word the text has: no other can match.
    by_first = words.phrases_by_first
    for place in sorted(place for word in starts for place in by_first.get(word, ())):
        concept, phrase = words.phrases[place]
        size = len(phrase)
        for at in starts[phrase[0]]:
            if at + size > len(latin):
                break
            if any(used[at : at + size]) or tuple(word for _, word in latin[at : at + size]) != phrase:
                continue
            used[at : at + size] = [True] * size
            if not concept:  # chat ("hey judges"): its words, each a stop word here
                units += [Unit(start, (stem(word),), True) for start, word in latin[at : at + size]]
                continue
            typed = (stem(phrase[0]),) if size == 1 else ()
            units.append(Unit(latin[at][0], (concept, *typed), concept == FORMAT_TERM))
            for start, word in latin[at : at + size] if size > 1 else ():
                if inner.get(word, concept) != concept:
                    units.append(Unit(start, (inner[word],)))
    for (start, word), taken in zip(latin, used, strict=True):
        if not taken:
            units.append(Unit(start, (stem(word),), word in words.stop))
    for match in cjk_runs(folded):
        run = match.group()
        taken_chars = [False] * len(run)
        for concept, word in words.runs:
            at = run.find(word)
            while at >= 0:
                if not any(taken_chars[at : at + len(word)]):
                    taken_chars[at : at + len(word)] = [True] * len(word)
                    # A concept's word is the concept: one of its character pairs (ール of シールド) says nothing.
                    named = (concept,) if concept else _pairs(word)
                    units.append(Unit(match.start() + at, named, not concept or concept == FORMAT_TERM))
                    for other, part in words.runs if nested else ():
                        if other and other != concept and len(part) < len(word) and part in word:
                            units.append(Unit(match.start() + at + word.index(part), (other,)))
                at = run.find(word, at + 1)
        for start, piece in _pieces(run, taken_chars):
            for offset, pair in enumerate(_pairs(piece)):
                units.append(Unit(match.start() + start + offset, (pair,), bool(_KANA_RE.search(pair))))
    return sorted(units, key=lambda unit: unit.at)


def concepts(text: str, words: Vocabulary) -> tuple[str, ...]:
    """The concept terms a text names (``_life``, ``_format``), each time it names one, in order.

    The concepts of words inside a longer phrase are named too (`read`'s ``nested``).
    """
    return tuple(unit.terms[0] for unit in read(text, words, nested=True) if unit.concept)


def _pairs(run: str) -> tuple[str, ...]:
    """A Japanese run's overlapping character pairs (itself when one character long)."""
    return (run,) if len(run) == 1 else tuple(run[i : i + 2] for i in range(len(run) - 1))


def _pieces(run: str, taken: Sequence[bool]) -> Iterable[tuple[int, str]]:
    """The parts of a run no vocabulary word took, with where each starts."""
    start = None
    for at, flag in enumerate([*taken, True]):
        if not flag and start is None:
            start = at
        elif flag and start is not None:
            yield start, run[start:at]
            start = None


def query_units(query: str, words: Vocabulary) -> list[tuple[str, ...]]:
    """What a query searches, in its order: each unit's terms, the first searched first.

    Its stop words, kana pairs and the variant's name are left out, unless nothing else is left: then
    the variant's name alone when the query names it ("Is there 2v2 in Magic?"), else everything;
    a unit said twice is searched once. A concept's unit ends with its broader concepts (``^_object``).
    """
    units = read(query, words)
    kept = [unit.terms for unit in units if not unit.stop]
    named = [unit.terms for unit in units if unit.terms[0] == FORMAT_TERM]
    wider = dict(words.broader)
    chosen = [(*terms, *(BROADER_MARK + term for term in wider.get(terms[0], ()))) for terms in kept]
    return list(dict.fromkeys(chosen or named or [unit.terms for unit in units]))


def left_out_units(query: str, words: Vocabulary) -> list[tuple[str, ...]]:
    """The variant's name when a query names it beside other words (`query_units` leaves it out then).

    Searched when the words kept find nothing at all, so that a question about a card no text names ("How
    does Annihilator work in Two-Headed Giant?") still gets the variant's texts; question words alone are
    never searched for that (their results would say nothing: the query gets "nothing found").
    """
    units = read(query, words)
    if all(unit.stop for unit in units):
        return []
    return list(dict.fromkeys(unit.terms for unit in units if unit.terms[0] == FORMAT_TERM))

"""How the parsers' languages differ: the few words and marks of each (`LanguageProfile`), and number words."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
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
    """Headings of the sections that hold 2HG rules, compared without case, spaces or punctuation."""
    twohg_names: tuple[str, ...]
    """How the rules name the variant and its option, for finding a retitled section by its content."""
    quote_pairs: tuple[tuple[str, str], ...]
    """Opening and closing quotation marks used in this language's texts."""
    citation_re: re.Pattern[str]
    """Matches a phrase citing rules; group ``numbers`` holds one or more rule numbers."""
    date_statements: tuple[re.Pattern[str], ...] = ()
    """How an official rules text states the date it is in force from (groups ``year``, ``month`` as a
    name or digits, ``day``); every statement a file makes must agree."""
    date_statement_lines: int | None = None
    """How far into a file its date statements are looked for (None: the whole file)."""
    date_statement_hint: str = ""
    """The date statements in words, for the message about a file that has none."""
    glossary_term_re: re.Pattern[str] | None = None
    """A glossary entry's term line (groups ``term``, ``reading``, ``english``), when the language's
    excerpts print glossary entries that way."""
    obsolete_re: re.Pattern[str] | None = None
    """The mark that opens an obsolete glossary entry's definition (``(Obsolete)``, ``(廃語)``)."""
    sentences_like_english: bool = True
    """Whether a text's sentences can be counted against the English text's: a Japanese rule puts its
    parenthetical sentence inside the one before (``負けとなる(これは状況起因処理である。rule 704 参照)。``)."""


#: One cited number: a section (``805``) or a rule (``606.9c``, full-width digits and stop too), not the
#: start of a longer number.
_NUMBER = r"[0-9]{3}(?:[.\uff0e][0-9]{1,3}[a-z]?)?(?![0-9])"
#: Between two cited numbers: ``, `` or a conjunction (``rules 602 and 606``, ``sections 805 et 810``).
_JOIN = r"(?:\s*,\s*(?:(?:and|or|y|o|et|ou)\s+)?|\s+(?:and|or|y|o|et|ou)\s+)"
_NUMBERS = rf"(?P<numbers>{_NUMBER}(?:{_JOIN}{_NUMBER})*)"
#: The words around a citation, per language, kept in the matched phrase: "see comp rules, rule
#: 103.4", "rule 420 of the comp rules", "section 606.9c of the Comprehensive Rules", "got moved
#: to 810", "Ver la regla 805", "Règles complètes, portion 101.4", "sections 805 et 810 des Règles
#: complètes".
_EN_CITATION = (
    r"(?:\bsee\s+(?:(?:the\s+)?comp(?:rehensive)?\.?\s+rules\s*,\s*)?)?"
    r"(?:\b(?:rules?|sections?)\s+|\bmoved\s+to\s+|\b(?="
    + _NUMBER
    + r"\s+of\s+the\s+comp))"
    + _NUMBERS
    + r"(?:\s+of\s+the\s+comp(?:rehensive)?\.?\s+rules\b)?"
)
_ES_CITATION = (
    r"(?:\bv[eé]ase\s+(?:la\s+|las\s+)?|\bver\s+(?:la\s+|las\s+)?)?"
    r"\b(?:reglas?|secci[oó]n(?:es)?)\s+" + _NUMBERS + r"(?:\s+de\s+las\s+reglas\s+completas\b)?"
)
_FR_CITATION = (
    r"(?:\bvoir\s+(?:la\s+|les\s+)?)?(?:\brègles\s+complètes\s*,\s*)?"
    r"\b(?:règles?|portions?|sections?|articles?)\s+" + _NUMBERS + r"(?:\s+des\s+règles\s+complètes\b)?"
)
#: The official Japanese translation writes ``rule 810 参照``, ``rule 103.1 に記されている``, ``rule 904〔...〕参照``
#: (the word ``rule`` in Latin letters); other Japanese texts ``ルール 810`` or ``総合ルール810``.
_JA_CITATION = r"(?:(?<![A-Za-z])[Rr]ules?\s*|(?:総合)?(?:ルール|規則)\s*)" + _NUMBERS
_MONTH_NAMES = r"(?P<month>[A-Z][a-z]+)"

PROFILES: dict[str, LanguageProfile] = {
    "en": LanguageProfile(
        code="en",
        example_re=re.compile(r"^(?P<marker>Example\s*[:,])\s*"),
        note_re=re.compile(r"^(?P<marker>Note\s*:)\s*"),
        twohg_section_titles=("Two-Headed Giant Variant", "Shared Team Turns Option"),
        twohg_names=("Two-Headed Giant", "shared team turns"),
        quote_pairs=(('"', '"'), ("\u201c", "\u201d"), ("'", "'"), ("\u2018", "\u2019")),
        citation_re=re.compile(_EN_CITATION, re.IGNORECASE),
        date_statements=(
            re.compile(
                r"\b(?:current|effective)\s+as\s+of\s+" + _MONTH_NAMES + r"\s+(?P<day>\d{1,2}),\s*(?P<year>\d{4})(?!\d)"
            ),
        ),
        date_statement_lines=40,
        date_statement_hint="'current/effective as of <date>'",
        obsolete_re=re.compile(r"^\(Obsolete\)\s*"),
    ),
    "es": LanguageProfile(
        code="es",
        example_re=re.compile(r"^(?P<marker>Ejemplo\s*[:,])\s*"),
        note_re=re.compile(r"^(?P<marker>Nota\s*:)\s*"),
        twohg_section_titles=("Variante Gigante de dos cabezas", "Opción de turnos compartidos en equipo"),
        twohg_names=("Gigante de dos cabezas", "turnos compartidos"),
        quote_pairs=(('"', '"'), ("\u201c", "\u201d"), ("\u00ab", "\u00bb")),
        citation_re=re.compile(_ES_CITATION, re.IGNORECASE),
    ),
    "fr": LanguageProfile(
        code="fr",
        example_re=re.compile(r"^(?P<marker>Exemple\s*[:,])\s*"),
        note_re=re.compile(r"^(?P<marker>Note\s*:)\s*"),
        twohg_section_titles=("Variante Troll à deux têtes", "Option des tours d'équipe partagés"),
        twohg_names=("Troll à deux têtes", "tours d'équipe partagés"),
        quote_pairs=(("\u00ab", "\u00bb"), ('"', '"'), ("\u201c", "\u201d")),
        citation_re=re.compile(_FR_CITATION, re.IGNORECASE),
    ),
    "ja": LanguageProfile(
        code="ja",
        example_re=re.compile(r"^(?P<marker>[:：]|例[:：])\s*"),
        note_re=re.compile(r"^(?P<marker>注[:：])\s*"),
        twohg_section_titles=("双頭巨人戦", "「双頭巨人戦」変種ルール", "「共有チーム・ターン」選択ルール"),
        twohg_names=("双頭巨人", "共有チーム・ターン"),
        quote_pairs=(("「", "」"), ("《", "》"), ("『", "』")),
        citation_re=re.compile(_JA_CITATION),
        # The translation team's header ("...が 2026-01-16 に翻訳したものです") and the closing line
        # ("このルールは2026年1月16日から有効です。").
        date_statements=(
            re.compile(r"が\s*(?P<year>\d{4})-(?P<month>\d{1,2})-(?P<day>\d{1,2})\s*に翻訳"),
            re.compile(r"(?P<year>\d{4})年(?P<month>\d{1,2})月(?P<day>\d{1,2})日から有効"),
        ),
        date_statement_hint="'が YYYY-MM-DD に翻訳' (header) or 'YYYY年M月D日から有効' (closing)",
        # ``アクティブ・チーム（あくてぃぶちーむ）／Active Team``: the term, its reading, the English term.
        glossary_term_re=re.compile(
            r"^(?P<term>[^\s（）／][^（）／]*?)（(?P<reading>[^（）／]+)）／(?P<english>[^／]+?)\s*$"
        ),
        obsolete_re=re.compile(r"^[(（]廃語[)）]\s*"),
        sentences_like_english=False,
    ),
}


@dataclass(frozen=True)
class FigureWords:
    """How one language writes figures: number words, fraction/rounding phrases, filler words, the variant's name."""

    numbers: Mapping[str, int]
    """Number words and their values (``one``/``uno``/``un`` left out: mostly pronouns or articles)."""
    pairs: frozenset[str]
    """Words that count two things when a text compares with a translation (``both``, ``ambos``)."""
    phrases: tuple[str, ...]
    """Phrases that are figures by themselves (``divided by two``, ``rounded up``)."""
    filler: frozenset[str]
    """Words that do not say what a number counts (``and``, ``or``, ``the``)."""
    variant_name: re.Pattern[str]
    """The variant's name, whose "two" is a name, not a figure."""
    unspaced: bool = False
    """True for a language written without spaces between words: pair words are found inside the text."""


def _numbers(words: str, values: Sequence[int]) -> dict[str, int]:
    """Number words paired with their values, in order."""
    return dict(zip(words.split(), values, strict=True))


_CARDINALS = [0, *range(2, 21), 30, 40, 50, 100]

#: Per language: the words figures are written with. One table: the align, explain and discrepancies
#: stages all read their number words here.
FIGURE_WORDS: dict[str, FigureWords] = {
    "en": FigureWords(
        numbers=_numbers(
            "zero two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
            "seventeen eighteen nineteen twenty thirty forty fifty hundred",
            _CARDINALS,
        ),
        pairs=frozenset({"both"}),
        phrases=("divided by two", "rounded up", "rounded down", "half", "twice", "double"),
        filler=frozenset("a an and or the of to in on at is are be by than".split()),
        variant_name=re.compile(r"\b[a-z]+-headed giant\b", re.IGNORECASE),
    ),
    "es": FigureWords(
        numbers=_numbers(
            "cero dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis "
            "diecisiete dieciocho diecinueve veinte treinta cuarenta cincuenta cien",
            _CARDINALS,
        ),
        pairs=frozenset({"ambos", "ambas"}),
        phrases=(
            "dividido entre dos",
            "dividido por dos",
            "redondeado hacia arriba",
            "redondeado hacia abajo",
            "la mitad",
        ),
        filler=frozenset("un una y o el la los las de del a en es son que por".split()),
        variant_name=re.compile(r"\bgigante de [a-z]+ cabezas\b", re.IGNORECASE),
    ),
    "fr": FigureWords(
        numbers=_numbers(
            "zéro deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept "
            "dix-huit dix-neuf vingt trente quarante cinquante cent",
            _CARDINALS,
        ),
        pairs=frozenset(),
        phrases=("divisé par deux", "arrondi au supérieur", "arrondi à l'inférieur", "la moitié"),
        filler=frozenset("un une et ou le la les de du des à au en est sont que par".split()),
        variant_name=re.compile(r"\btroll à [a-z]+ têtes\b", re.IGNORECASE),
    ),
    "ja": FigureWords(
        numbers={},
        # 両方 / 両プレイヤー ("both"), as the English "both" counts two.
        pairs=frozenset({"両方", "両プレイヤー"}),
        # 2倍 ("double", "twice") and 半分 ("half"), as the English phrases.
        phrases=("2倍", "半分"),
        filler=frozenset(),
        variant_name=re.compile(r"双頭巨人"),
        unspaced=True,
    ),
}


def profile(language: str) -> LanguageProfile:
    """The profile of a catalogue language (the catalogue only admits languages listed here)."""
    return PROFILES[language]

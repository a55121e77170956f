"""The per-language profile: the few words and marks in which the parsers' languages differ."""

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
    """Headings of the sections that hold 2HG rules, compared case-insensitively."""
    quote_pairs: tuple[tuple[str, str], ...]
    """Opening and closing quotation marks used in this language's texts."""
    citation_re: re.Pattern[str]
    """Matches a phrase citing rules; group ``numbers`` holds one or more rule numbers."""


#: One cited number: a section (``805``) or a rule (``606.9c``, full-width digits and stop too), not the
#: start of a longer number.
_NUMBER = r"\d{3}(?:[.\uff0e]\d{1,3}[a-z]?)?(?![\d])"
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
_JA_CITATION = r"(?:総合)?(?:ルール|規則)\s*" + _NUMBERS

PROFILES: dict[str, LanguageProfile] = {
    "en": LanguageProfile(
        code="en",
        example_re=re.compile(r"^(?P<marker>Example\s*[:,])\s*"),
        note_re=re.compile(r"^(?P<marker>Note\s*:)\s*"),
        twohg_section_titles=("Two-Headed Giant Variant", "Shared Team Turns Option"),
        quote_pairs=(('"', '"'), ("\u201c", "\u201d"), ("'", "'"), ("\u2018", "\u2019")),
        citation_re=re.compile(_EN_CITATION, re.IGNORECASE),
    ),
    "es": LanguageProfile(
        code="es",
        example_re=re.compile(r"^(?P<marker>Ejemplo\s*[:,])\s*"),
        note_re=re.compile(r"^(?P<marker>Nota\s*:)\s*"),
        twohg_section_titles=("Variante Gigante de dos cabezas", "Opción de turnos compartidos en equipo"),
        quote_pairs=(('"', '"'), ("\u201c", "\u201d"), ("\u00ab", "\u00bb")),
        citation_re=re.compile(_ES_CITATION, re.IGNORECASE),
    ),
    "fr": LanguageProfile(
        code="fr",
        example_re=re.compile(r"^(?P<marker>Exemple\s*[:,])\s*"),
        note_re=re.compile(r"^(?P<marker>Note\s*:)\s*"),
        twohg_section_titles=("Variante Troll à deux têtes", "Option des tours d'équipe partagés"),
        quote_pairs=(("\u00ab", "\u00bb"), ('"', '"'), ("\u201c", "\u201d")),
        citation_re=re.compile(_FR_CITATION, re.IGNORECASE),
    ),
    "ja": LanguageProfile(
        code="ja",
        example_re=re.compile(r"^(?P<marker>[:：]|例[:：])\s*"),
        note_re=re.compile(r"^(?P<marker>注[:：])\s*"),
        twohg_section_titles=("双頭巨人戦",),
        quote_pairs=(("「", "」"), ("《", "》"), ("『", "』")),
        citation_re=re.compile(_JA_CITATION),
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
        numbers={}, pairs=frozenset(), phrases=(), filler=frozenset(), variant_name=re.compile(r"双頭巨人")
    ),
}


def profile(language: str) -> LanguageProfile:
    """The profile of a catalogue language (the catalogue only admits languages listed here)."""
    return PROFILES[language]


# --- the site's own words, per language -----------------------------------------------------

LANGUAGE_NAMES = {"en": "English", "es": "Español", "fr": "Français", "ja": "日本語"}

#: Every generated word of the pages, per page language.
LABELS: dict[str, dict[str, str]] = {
    "en": {
        "sources": "Sources",
        "intro": "The site is built from these {count} sources, in the order of the catalogue "
        "(rules_src/sources.yaml). Each links to the units read from it.",
        "id": "Catalogue id",
        "language": "Language",
        "kind": "Kind",
        "date": "Date",
        "date_range": "Date range",
        "evidence": "Date evidence",
        "publisher": "Publisher",
        "author": "Author",
        "file": "File",
        "contents": "Contents",
        "found": "Found",
        "counts": "{rules} rules · {examples} examples · {faq} FAQ entries · {summary} summary sections · "
        "{not_rules} not-a-rule paragraphs",
        "units": "Units read from this source",
        "back": "All sources",
        "rules": "Rules",
        "excerpt": "Excerpt",
        "printed": "printed as",
        "example": "Example",
        "note": "Note",
        "faq": "Questions and answers",
        "summary": "Summary",
        "not_rules": "Not rules",
        "not_rules_intro": "Paragraphs of the source that are not rule material, each with the reason.",
        "lines": "Lines",
        "reason": "Reason",
        "text": "Text",
        "comprehensive-rules": "Comprehensive Rules",
        "faq-kind": "Tournament FAQ",
        "summary-kind": "Summary of the rules",
        "forum": "Forum thread",
    },
    "es": {
        "sources": "Fuentes",
        "intro": "El sitio se construye a partir de estas {count} fuentes, en el orden del catálogo "
        "(rules_src/sources.yaml). Cada una enlaza con lo que se leyó en ella.",
        "id": "Id. en el catálogo",
        "language": "Idioma",
        "kind": "Tipo",
        "date": "Fecha",
        "date_range": "Intervalo de fechas",
        "evidence": "Origen de la fecha",
        "publisher": "Editor",
        "author": "Autor",
        "file": "Archivo",
        "contents": "Contenido",
        "found": "Encontrado",
        "counts": "{rules} reglas · {examples} ejemplos · {faq} preguntas frecuentes · {summary} secciones "
        "de resumen · {not_rules} párrafos que no son reglas",
        "units": "Lo que se leyó en esta fuente",
        "back": "Todas las fuentes",
        "rules": "Reglas",
        "excerpt": "Extracto",
        "printed": "impreso como",
        "example": "Ejemplo",
        "note": "Nota",
        "faq": "Preguntas y respuestas",
        "summary": "Resumen",
        "not_rules": "Lo que no son reglas",
        "not_rules_intro": "Párrafos de la fuente que no son reglas, cada uno con el motivo.",
        "lines": "Líneas",
        "reason": "Motivo",
        "text": "Texto",
        "comprehensive-rules": "Reglas Completas",
        "faq-kind": "Preguntas frecuentes de torneo",
        "summary-kind": "Resumen de las reglas",
        "forum": "Hilo de foro",
    },
    "fr": {
        "sources": "Sources",
        "intro": "Le site est construit à partir de ces {count} sources, dans l'ordre du catalogue "
        "(rules_src/sources.yaml). Chacune mène à ce qui y a été lu.",
        "id": "Identifiant au catalogue",
        "language": "Langue",
        "kind": "Type",
        "date": "Date",
        "date_range": "Intervalle de dates",
        "evidence": "Origine de la date",
        "publisher": "Éditeur",
        "author": "Auteur",
        "file": "Fichier",
        "contents": "Contenu",
        "found": "Trouvé",
        "counts": "{rules} règles · {examples} exemples · {faq} questions de FAQ · {summary} sections de "
        "résumé · {not_rules} paragraphes qui ne sont pas des règles",
        "units": "Ce qui a été lu dans cette source",
        "back": "Toutes les sources",
        "rules": "Règles",
        "excerpt": "Extrait",
        "printed": "imprimé",
        "example": "Exemple",
        "note": "Note",
        "faq": "Questions et réponses",
        "summary": "Résumé",
        "not_rules": "Ce qui n'est pas une règle",
        "not_rules_intro": "Paragraphes de la source qui ne sont pas des règles, chacun avec la raison.",
        "lines": "Lignes",
        "reason": "Raison",
        "text": "Texte",
        "comprehensive-rules": "Règles complètes",
        "faq-kind": "FAQ de tournoi",
        "summary-kind": "Résumé des règles",
        "forum": "Fil de forum",
    },
    "ja": {
        "sources": "資料一覧",
        "intro": "このサイトは次の{count}点の資料から作られています（並びはカタログ rules_src/sources.yaml の順）。"
        "各資料から読み取った内容へのリンクがあります。",
        "id": "カタログID",
        "language": "言語",
        "kind": "種類",
        "date": "日付",
        "date_range": "日付の範囲",
        "evidence": "日付の根拠",
        "publisher": "発行者",
        "author": "著者",
        "file": "ファイル",
        "contents": "内容",
        "found": "読み取った数",
        "counts": "ルール {rules} · 例 {examples} · FAQ {faq} · 要約の節 {summary} · ルールでない段落 {not_rules}",
        "units": "この資料から読み取った内容",
        "back": "資料一覧へ",
        "rules": "ルール",
        "excerpt": "抜粋",
        "printed": "原文の表記",
        "example": "例",
        "note": "注",
        "faq": "質問と回答",
        "summary": "要約",
        "not_rules": "ルールでない部分",
        "not_rules_intro": "ルールではない段落と、その理由。",
        "lines": "行",
        "reason": "理由",
        "text": "本文",
        "comprehensive-rules": "総合ルール",
        "faq-kind": "大会用FAQ",
        "summary-kind": "ルールの要約",
        "forum": "フォーラムのスレッド",
    },
}


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

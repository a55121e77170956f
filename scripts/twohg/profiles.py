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


#: The words of the rule, section and edition pages, per page language (merged into LABELS).
#: ``{date}``, ``{numbers}`` and the like receive Markdown links; the rest is plain text.
_GRAPH_PAGE_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "rule": "Rule",
        "archive": "Comprehensive Rules editions",
        "archive_intro": "Every official English edition with the variant; each has an edition page with its "
        "Two-Headed Giant changelog.",
        "status_current": "Current",
        "status_current_text": "In force in the newest edition of the Comprehensive Rules ({date}); this wording "
        "since the edition of {since}.",
        "status_outdated": "Outdated",
        "status_outdated_text": "This number was last used in the edition of {last}. In the edition of {next} "
        "this rule became {numbers}.",
        "status_now": "Today it is {numbers}.",
        "status_now_none": "It was removed in the edition of {dates}.",
        "meanings": "This number has had {count} meanings",
        "status_removed": "Removed",
        "status_removed_text": "This rule was last printed in the edition of {last} and removed in the edition "
        "of {next}.",
        "status_reused": "This number means something else now",
        "status_reused_text": "In the newest edition ({date}) section {section} is “{title}”, not Two-Headed "
        "Giant. This page is about the number as the Two-Headed Giant rules used it.",
        "status_external": "Outside Two-Headed Giant",
        "status_external_text": "Rule {number} is not a Two-Headed Giant rule: texts on this site cite it. "
        "This site does not hold its text.",
        "translation": "Spanish translation",
        "translation_text": "The Spanish rule 810 we have follows the English editions in force between "
        "{start} and {end}.",
        "english_changed": "The English wording has changed since; the newest English text",
        "english_text": "English text",
        "es_not_covered": "The Spanish translation we have covers rule 810 only, as it stood around 2011; "
        "this rule is not in it. Here is the official English text.",
        "no_translation": "",
        "languages": "In every language",
        "faq_entry": "FAQ, question {index}",
        "summary_section": "Summary, section {number}",
        "about_earlier": "about {number} in the edition of {date}",
        "uncertain": "uncertain link",
        "cards": "Cards",
        "notes": "Discrepancies between documents",
        "history": "History",
        "history_intro": "Every wording this number had, with the editions it stood in. Deleted words are "
        "struck through, new words underlined; changes of typography only (quotes, dashes) are left out.",
        "today": "today",
        "began_first edition": "in the first edition with the variant",
        "began_added": "added",
        "began_reworded": "reworded",
        "began_renumbered": "renumbered",
        "began_moved": "moved",
        "began_split": "split",
        "began_merged": "merged",
        "editions_span": "{count} editions, from {first} to {last}",
        "came_from": "from {sources}",
        "typography": "Typography only changed in the editions of {editions}.",
        "also_in": "Also printed in: {editions}.",
        "numbers": "Numbers before and after",
        "before": "Earlier numbers",
        "after": "Later numbers",
        "citations": "Citations",
        "cites": "Cites",
        "cited_by": "Cited by the rules",
        "cited_by_documents": "Cited by",
        "outside": "outside 2HG",
        "section_title": "Section {section}",
        "section_current": "As it stands in the newest edition ({date}).",
        "section_old_head": "A former section",
        "section_old": "As it last stood, in the edition of {date}. Its rules have other numbers today: each "
        "rule's page says which.",
        "section_partly_translated": "",
        "section_in_english": "",
        "wording_changed": "The English wording of this rule has changed since the translation: see its page.",
        "rules_title": "The rules",
        "rules_intro": "The Two-Headed Giant sections of the Comprehensive Rules, as they stand and as they stood, "
        "and every rule number they ever used.",
        "as_it_stands": "as it stands ({date})",
        "as_it_stood": "as it last stood ({date})",
        "all_numbers": "Every rule number",
        "outside_title": "Cited, outside Two-Headed Giant",
        "editions": "Editions",
        "editions_intro": "The {count} official English editions of the Comprehensive Rules with the variant, "
        "newest first, with what each changed in the Two-Headed Giant rules.",
        "changes": "Changes",
        "other_editions": "Other texts",
        "other_editions_intro": "Translations and quotes, dated by the editions they match.",
        "first_edition": "The first edition with the Two-Headed Giant variant.",
        "no_change": "No change in the wording of the Two-Headed Giant rules.",
        "no_change_short": "no change in wording",
        "count_added": "{count} added",
        "count_removed": "{count} removed",
        "count_reworded": "{count} reworded",
        "count_renumbered": "{count} renumbered",
        "edition_title": "Comprehensive Rules of {date}",
        "previous": "Previous edition",
        "next": "Next edition",
        "added": "Added",
        "removed": "Removed",
        "reworded": "Reworded",
        "renumbered": "Renumbered",
        "typography_only": "Typography only",
        "rules_in_edition": "Two-Headed Giant rules in this edition",
        "cards_title": "Cards",
        "cards_intro": "Every card the texts use in an example, with its names in each language and every rule, "
        "FAQ answer and summary section that uses it.",
        "card_names": "Names",
        "card_name": "Name",
        "card_other_names": "Other names",
        "card_no_name": "no name known in this language",
        "card_aliases": "Also written",
        "card_identified": "How it was identified",
        "card_note": "Note",
        "card_used_in": "Used in",
        "card_elsewhere": "{title}, line {lines} (not a rule)",
        "basis_official": "printed name",
        "basis_source": "as the sources print it",
        "basis_alias": "as a source writes it",
        "renumbering": "Renumbering",
        "renumbering_intro": "The Two-Headed Giant rules were section 606 of the Comprehensive Rules from 2005, "
        "section 806 from September 2009, and sections 805 and 810 from June 2010. This page shows every step "
        "that gave a rule another number, edition by edition.",
        "renumbering_reused": "Section {section} of the newest edition ({date}) is “{title}”: the number no longer "
        "means Two-Headed Giant.",
        "renumbering_diagram": "From section to section",
        "renumbering_steps": "Every change of number",
        "renumbering_edge": "{date}: {count} rules",
        "step_before": "Before",
        "step_after": "After",
        "change": "Change",
        "explains": "Explains",
        "about": "About",
    },
    "es": {
        "rule": "Regla",
        "archive": "Ediciones de las Reglas Completas",
        "archive_intro": "Todas las ediciones oficiales en inglés con la variante; cada una tiene su página con "
        "los cambios de Gigante de dos cabezas.",
        "status_current": "Vigente",
        "status_current_text": "En vigor en la edición más reciente de las Reglas Completas ({date}); con esta "
        "redacción desde la edición del {since}.",
        "status_outdated": "Obsoleta",
        "status_outdated_text": "Este número se usó por última vez en la edición del {last}. En la edición del "
        "{next} esta regla pasó a ser {numbers}.",
        "status_now": "Hoy es {numbers}.",
        "status_now_none": "Se eliminó en la edición del {dates}.",
        "meanings": "Este número ha tenido {count} significados",
        "status_removed": "Eliminada",
        "status_removed_text": "Esta regla se imprimió por última vez en la edición del {last} y se eliminó en "
        "la del {next}.",
        "status_reused": "Este número significa otra cosa hoy",
        "status_reused_text": "En la edición más reciente ({date}) la sección {section} es «{title}», no "
        "Gigante de dos cabezas. Esta página trata del número tal como lo usaban las reglas de Gigante de dos "
        "cabezas.",
        "status_external": "Fuera de Gigante de dos cabezas",
        "status_external_text": "La regla {number} no es una regla de Gigante de dos cabezas: la citan textos de "
        "este sitio. Este sitio no tiene su texto.",
        "translation": "Traducción al español",
        "translation_text": "La regla 810 en español que tenemos sigue las ediciones inglesas vigentes entre el "
        "{start} y el {end}.",
        "english_changed": "La redacción inglesa ha cambiado desde entonces; el texto inglés más reciente",
        "english_text": "Texto en inglés",
        "es_not_covered": "La traducción al español que tenemos solo abarca la regla 810, tal como era hacia "
        "2011; esta regla no está en ella. Este es el texto oficial en inglés.",
        "no_translation": "",
        "languages": "En todos los idiomas",
        "faq_entry": "FAQ, pregunta {index}",
        "summary_section": "Resumen, sección {number}",
        "about_earlier": "sobre {number} en la edición del {date}",
        "uncertain": "enlace incierto",
        "cards": "Cartas",
        "notes": "Discrepancias entre documentos",
        "history": "Historia",
        "history_intro": "Cada redacción que tuvo este número, con las ediciones en que estuvo. Las palabras "
        "eliminadas aparecen tachadas y las nuevas subrayadas; los cambios solo tipográficos (comillas, guiones) "
        "se omiten. Los textos son los oficiales en inglés.",
        "today": "hoy",
        "began_first edition": "en la primera edición con la variante",
        "began_added": "añadida",
        "began_reworded": "reescrita",
        "began_renumbered": "renumerada",
        "began_moved": "trasladada",
        "began_split": "dividida",
        "began_merged": "fusionada",
        "editions_span": "{count} ediciones, del {first} al {last}",
        "came_from": "procede de {sources}",
        "typography": "Solo cambió la tipografía en las ediciones del {editions}.",
        "also_in": "También impresa en: {editions}.",
        "numbers": "Números anteriores y posteriores",
        "before": "Números anteriores",
        "after": "Números posteriores",
        "citations": "Citas",
        "cites": "Cita",
        "cited_by": "Citada por las reglas",
        "cited_by_documents": "Citada por",
        "outside": "fuera de 2HG",
        "section_title": "Sección {section}",
        "section_current": "Tal como está en la edición más reciente ({date}).",
        "section_old_head": "Una sección antigua",
        "section_old": "Tal como estaba por última vez, en la edición del {date}. Hoy sus reglas tienen otros "
        "números: la página de cada regla dice cuáles.",
        "section_partly_translated": "Las reglas que tiene la traducción al español (la regla 810, hacia 2011) "
        "se muestran en español; las demás, en el inglés oficial.",
        "section_in_english": "No tenemos traducción al español de esta sección: este es el texto oficial en "
        "inglés.",
        "wording_changed": "La redacción inglesa de esta regla ha cambiado desde la traducción: consulte su "
        "página.",
        "rules_title": "Las reglas",
        "rules_intro": "Las secciones de Gigante de dos cabezas de las Reglas Completas, tal como están y como "
        "estuvieron, y cada número de regla que usaron.",
        "as_it_stands": "tal como está ({date})",
        "as_it_stood": "tal como estaba por última vez ({date})",
        "all_numbers": "Todos los números de regla",
        "outside_title": "Citadas, fuera de Gigante de dos cabezas",
        "editions": "Ediciones",
        "editions_intro": "Las {count} ediciones oficiales en inglés de las Reglas Completas con la variante, de "
        "la más reciente a la más antigua, con lo que cada una cambió en Gigante de dos cabezas.",
        "changes": "Cambios",
        "other_editions": "Otros textos",
        "other_editions_intro": "Traducciones y citas, fechadas por las ediciones con las que coinciden.",
        "first_edition": "La primera edición con la variante Gigante de dos cabezas.",
        "no_change": "Ningún cambio en la redacción de las reglas de Gigante de dos cabezas.",
        "no_change_short": "sin cambios de redacción",
        "count_added": "{count} añadidas",
        "count_removed": "{count} eliminadas",
        "count_reworded": "{count} reescritas",
        "count_renumbered": "{count} renumeradas",
        "edition_title": "Reglas Completas del {date}",
        "previous": "Edición anterior",
        "next": "Edición siguiente",
        "added": "Añadidas",
        "removed": "Eliminadas",
        "reworded": "Reescritas",
        "renumbered": "Renumeradas",
        "typography_only": "Solo tipografía",
        "rules_in_edition": "Reglas de Gigante de dos cabezas en esta edición",
        "cards_title": "Cartas",
        "cards_intro": "Todas las cartas que los textos usan en un ejemplo, con sus nombres en cada idioma y cada "
        "regla, respuesta de FAQ y sección de resumen que la usa.",
        "card_names": "Nombres",
        "card_name": "Nombre",
        "card_other_names": "Otros nombres",
        "card_no_name": "no se conoce su nombre en este idioma",
        "card_aliases": "También escrito",
        "card_identified": "Cómo se identificó",
        "card_note": "Nota",
        "card_used_in": "Aparece en",
        "card_elsewhere": "{title}, línea {lines} (no es una regla)",
        "basis_official": "nombre impreso",
        "basis_source": "como lo imprimen las fuentes",
        "basis_alias": "como lo escribe una fuente",
        "renumbering": "Renumeración",
        "renumbering_intro": "Las reglas de Gigante de dos cabezas fueron la sección 606 de las Reglas Completas "
        "desde 2005, la sección 806 desde septiembre de 2009 y las secciones 805 y 810 desde junio de 2010. Esta "
        "página muestra cada paso que dio otro número a una regla, edición por edición.",
        "renumbering_reused": "La sección {section} de la edición más reciente ({date}) es «{title}»: el número ya "
        "no significa Gigante de dos cabezas.",
        "renumbering_diagram": "De sección en sección",
        "renumbering_steps": "Todos los cambios de número",
        "renumbering_edge": "{date}: {count} reglas",
        "step_before": "Antes",
        "step_after": "Después",
        "change": "Cambio",
        "explains": "Explica",
        "about": "Acerca de",
    },
    "fr": {
        "rule": "Règle",
        "archive": "Éditions des Règles complètes",
        "archive_intro": "Toutes les éditions officielles en anglais avec la variante ; chacune a sa page avec "
        "les changements du Troll à deux têtes.",
        "status_current": "En vigueur",
        "status_current_text": "En vigueur dans la plus récente édition des Règles complètes ({date}) ; cette "
        "rédaction depuis l'édition du {since}.",
        "status_outdated": "Périmée",
        "status_outdated_text": "Ce numéro a servi pour la dernière fois dans l'édition du {last}. Dans l'édition "
        "du {next}, cette règle est devenue {numbers}.",
        "status_now": "Aujourd'hui : {numbers}.",
        "status_now_none": "Elle a été supprimée dans l'édition du {dates}.",
        "meanings": "Ce numéro a eu {count} sens",
        "status_removed": "Supprimée",
        "status_removed_text": "Cette règle a été imprimée pour la dernière fois dans l'édition du {last} et "
        "supprimée dans celle du {next}.",
        "status_reused": "Ce numéro désigne autre chose aujourd'hui",
        "status_reused_text": "Dans l'édition la plus récente ({date}), la section {section} est « {title} », "
        "pas le Troll à deux têtes. Cette page parle du numéro tel que l'employaient les règles du Troll à deux "
        "têtes.",
        "status_external": "Hors du Troll à deux têtes",
        "status_external_text": "La règle {number} n'est pas une règle du Troll à deux têtes : des textes de ce "
        "site la citent. Ce site n'en a pas le texte.",
        "translation": "Traduction",
        "translation_text": "La traduction suit les éditions anglaises en vigueur entre le {start} et le {end}.",
        "english_changed": "La rédaction anglaise a changé depuis ; le texte anglais le plus récent",
        "english_text": "Texte anglais",
        "es_not_covered": "",
        "no_translation": "Les Règles complètes n'existent pas en français dans nos sources : voici le texte "
        "officiel anglais. La FAQ française de 2012, quand elle en parle, est sous « Dans toutes les langues ».",
        "languages": "Dans toutes les langues",
        "faq_entry": "FAQ, question {index}",
        "summary_section": "Résumé, section {number}",
        "about_earlier": "à propos de {number} dans l'édition du {date}",
        "uncertain": "lien incertain",
        "cards": "Cartes",
        "notes": "Désaccords entre documents",
        "history": "Historique",
        "history_intro": "Chaque rédaction de ce numéro, avec les éditions où elle figurait. Les mots supprimés "
        "sont barrés, les nouveaux soulignés ; les changements purement typographiques (guillemets, tirets) sont "
        "omis. Les textes sont les textes officiels anglais.",
        "today": "aujourd'hui",
        "began_first edition": "dans la première édition avec la variante",
        "began_added": "ajoutée",
        "began_reworded": "réécrite",
        "began_renumbered": "renumérotée",
        "began_moved": "déplacée",
        "began_split": "scindée",
        "began_merged": "fusionnée",
        "editions_span": "{count} éditions, du {first} au {last}",
        "came_from": "issue de {sources}",
        "typography": "Seule la typographie a changé dans les éditions du {editions}.",
        "also_in": "Aussi imprimée dans : {editions}.",
        "numbers": "Numéros avant et après",
        "before": "Numéros antérieurs",
        "after": "Numéros postérieurs",
        "citations": "Citations",
        "cites": "Cite",
        "cited_by": "Citée par les règles",
        "cited_by_documents": "Citée par",
        "outside": "hors 2HG",
        "section_title": "Section {section}",
        "section_current": "Telle qu'elle figure dans l'édition la plus récente ({date}).",
        "section_old_head": "Une ancienne section",
        "section_old": "Telle qu'elle figurait pour la dernière fois, dans l'édition du {date}. Ses règles ont "
        "d'autres numéros aujourd'hui : la page de chaque règle dit lesquels.",
        "section_partly_translated": "",
        "section_in_english": "Les Règles complètes n'existent pas en français dans nos sources : voici le texte "
        "officiel anglais.",
        "wording_changed": "",
        "rules_title": "Les règles",
        "rules_intro": "Les sections du Troll à deux têtes des Règles complètes, telles qu'elles sont et telles "
        "qu'elles étaient, et chaque numéro de règle qu'elles ont employé.",
        "as_it_stands": "telle qu'elle est ({date})",
        "as_it_stood": "telle qu'elle était en dernier ({date})",
        "all_numbers": "Tous les numéros de règle",
        "outside_title": "Citées, hors du Troll à deux têtes",
        "editions": "Éditions",
        "editions_intro": "Les {count} éditions officielles en anglais des Règles complètes avec la variante, de "
        "la plus récente à la plus ancienne, avec ce que chacune a changé dans le Troll à deux têtes.",
        "changes": "Changements",
        "other_editions": "Autres textes",
        "other_editions_intro": "Traductions et citations, datées par les éditions auxquelles elles correspondent.",
        "first_edition": "La première édition avec la variante du Troll à deux têtes.",
        "no_change": "Aucun changement dans la rédaction des règles du Troll à deux têtes.",
        "no_change_short": "aucun changement de rédaction",
        "count_added": "{count} ajoutées",
        "count_removed": "{count} supprimées",
        "count_reworded": "{count} réécrites",
        "count_renumbered": "{count} renumérotées",
        "edition_title": "Règles complètes du {date}",
        "previous": "Édition précédente",
        "next": "Édition suivante",
        "added": "Ajoutées",
        "removed": "Supprimées",
        "reworded": "Réécrites",
        "renumbered": "Renumérotées",
        "typography_only": "Typographie seulement",
        "rules_in_edition": "Règles du Troll à deux têtes dans cette édition",
        "cards_title": "Cartes",
        "cards_intro": "Toutes les cartes que les textes citent en exemple, avec leurs noms dans chaque langue et "
        "chaque règle, réponse de FAQ et section du résumé qui les cite.",
        "card_names": "Noms",
        "card_name": "Nom",
        "card_other_names": "Autres noms",
        "card_no_name": "nom inconnu dans cette langue",
        "card_aliases": "Aussi écrit",
        "card_identified": "Comment elle a été identifiée",
        "card_note": "Note",
        "card_used_in": "Citée dans",
        "card_elsewhere": "{title}, ligne {lines} (pas une règle)",
        "basis_official": "nom imprimé",
        "basis_source": "tel que les sources l'impriment",
        "basis_alias": "tel qu'une source l'écrit",
        "renumbering": "Renumérotation",
        "renumbering_intro": "Les règles du Troll à deux têtes ont été la section 606 des Règles complètes à partir "
        "de 2005, la section 806 à partir de septembre 2009, puis les sections 805 et 810 à partir de juin 2010. "
        "Cette page montre chaque étape qui a donné un autre numéro à une règle, édition par édition.",
        "renumbering_reused": "La section {section} de l'édition la plus récente ({date}) est « {title} » : ce "
        "numéro ne désigne plus le Troll à deux têtes.",
        "renumbering_diagram": "De section en section",
        "renumbering_steps": "Tous les changements de numéro",
        "renumbering_edge": "{date} : {count} règles",
        "step_before": "Avant",
        "step_after": "Après",
        "change": "Changement",
        "explains": "Explique",
        "about": "À propos",
    },
    "ja": {
        "rule": "ルール",
        "archive": "総合ルールの各版",
        "archive_intro": "このバリアントを含む英語の公式版すべて。各版のページに双頭巨人戦の変更点があります。",
        "status_current": "現行",
        "status_current_text": "総合ルールの最新版（{date}）で有効です。この文言は {since} の版からです。",
        "status_outdated": "旧ルール",
        "status_outdated_text": "この番号が最後に使われたのは {last} の版です。{next} の版でこのルールは "
        "{numbers} になりました。",
        "status_now": "現在は {numbers} です。",
        "status_now_none": "{dates} の版で削除されました。",
        "meanings": "この番号には {count} 通りの意味がありました",
        "status_removed": "削除",
        "status_removed_text": "このルールは {last} の版を最後に、{next} の版で削除されました。",
        "status_reused": "この番号は現在別の意味です",
        "status_reused_text": "最新版（{date}）では {section} 節は「{title}」で、双頭巨人戦ではありません。"
        "このページは双頭巨人戦のルールで使われていた番号についてのものです。",
        "status_external": "双頭巨人戦以外",
        "status_external_text": "ルール {number} は双頭巨人戦のルールではありません。このサイトの文書が引用しています。"
        "このサイトにはその本文はありません。",
        "translation": "翻訳",
        "translation_text": "この翻訳は {start} から {end} までの英語版に従っています。",
        "english_changed": "その後英語の文言が変わりました。最新の英語の本文",
        "english_text": "英語の本文",
        "es_not_covered": "",
        "no_translation": "私たちの資料には総合ルールの日本語版がありません。これは英語の公式本文です。"
        "日本語の要約がこのルールを説明している場合は「すべての言語で」にあります。",
        "languages": "すべての言語で",
        "faq_entry": "FAQ 質問 {index}",
        "summary_section": "要約 第{number}節",
        "about_earlier": "{date} の版の {number} について",
        "uncertain": "不確かなリンク",
        "cards": "カード",
        "notes": "文書間の食い違い",
        "history": "履歴",
        "history_intro": "この番号のすべての文言と、それが載っていた版。削除された語は取り消し線、新しい語は下線で"
        "示します。表記だけの変更（引用符、ダッシュ）は省きます。本文は英語の公式のものです。",
        "today": "現在",
        "began_first edition": "このバリアントの最初の版",
        "began_added": "追加",
        "began_reworded": "文言変更",
        "began_renumbered": "番号変更",
        "began_moved": "移動",
        "began_split": "分割",
        "began_merged": "統合",
        "editions_span": "{count} 版（{first} から {last} まで）",
        "came_from": "元は {sources}",
        "typography": "表記だけが変わった版：{editions}。",
        "also_in": "ほかに掲載：{editions}。",
        "numbers": "前後の番号",
        "before": "以前の番号",
        "after": "以後の番号",
        "citations": "引用",
        "cites": "引用しているルール",
        "cited_by": "このルールを引用しているルール",
        "cited_by_documents": "このルールを引用している文書",
        "outside": "双頭巨人戦以外",
        "section_title": "{section} 節",
        "section_current": "最新版（{date}）の内容です。",
        "section_old_head": "以前の節",
        "section_old": "{date} の版での最後の内容です。現在これらのルールは別の番号です。各ルールのページを"
        "参照してください。",
        "section_partly_translated": "",
        "section_in_english": "私たちの資料には総合ルールの日本語版がありません。これは英語の公式本文です。",
        "wording_changed": "",
        "rules_title": "ルール",
        "rules_intro": "総合ルールの双頭巨人戦の節（現在のものと以前のもの）と、使われたすべてのルール番号。",
        "as_it_stands": "現在の内容（{date}）",
        "as_it_stood": "最後の内容（{date}）",
        "all_numbers": "すべてのルール番号",
        "outside_title": "引用されている双頭巨人戦以外のルール",
        "editions": "版",
        "editions_intro": "このバリアントを含む総合ルールの英語公式版 {count} 版を新しい順に、双頭巨人戦のルールで"
        "変わった点とともに示します。",
        "changes": "変更点",
        "other_editions": "その他の文書",
        "other_editions_intro": "翻訳と引用。一致する版で日付を推定しています。",
        "first_edition": "双頭巨人戦のバリアントを含む最初の版。",
        "no_change": "双頭巨人戦のルールの文言に変更はありません。",
        "no_change_short": "文言の変更なし",
        "count_added": "追加 {count}",
        "count_removed": "削除 {count}",
        "count_reworded": "文言変更 {count}",
        "count_renumbered": "番号変更 {count}",
        "edition_title": "{date} の総合ルール",
        "previous": "前の版",
        "next": "次の版",
        "added": "追加",
        "removed": "削除",
        "reworded": "文言変更",
        "renumbered": "番号変更",
        "typography_only": "表記のみ",
        "rules_in_edition": "この版の双頭巨人戦のルール",
        "cards_title": "カード",
        "cards_intro": "各テキストが例に使うすべてのカードと、各言語での名前、そのカードを使うルール、FAQ の回答、"
        "概要の節の一覧です。",
        "card_names": "名前",
        "card_name": "名前",
        "card_other_names": "ほかの名前",
        "card_no_name": "この言語での名前は不明",
        "card_aliases": "ほかの表記",
        "card_identified": "特定の根拠",
        "card_note": "注記",
        "card_used_in": "使われている箇所",
        "card_elsewhere": "{title}、{lines} 行目（ルールではない）",
        "basis_official": "印刷された名前",
        "basis_source": "資料の表記どおり",
        "basis_alias": "資料での表記",
        "renumbering": "番号の変遷",
        "renumbering_intro": "双頭巨人戦のルールは、2005 年から総合ルールの 606 節、2009 年 9 月から 806 節、"
        "2010 年 6 月から 805 節と 810 節でした。"
        "このページでは、ルールの番号が変わったすべての段階を版ごとに示します。",
        "renumbering_reused": "最新版（{date}）の {section} 節は「{title}」で、この番号はもう双頭巨人戦を指しません。",
        "renumbering_diagram": "節から節へ",
        "renumbering_steps": "番号のすべての変更",
        "renumbering_edge": "{date}: {count} 件",
        "step_before": "変更前",
        "step_after": "変更後",
        "change": "変更",
        "explains": "説明するルール",
        "about": "このサイトについて",
    },
}
for _language, _words in _GRAPH_PAGE_LABELS.items():
    LABELS[_language].update(_words)


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

"""The site's own words per page language: `LABELS` (the sources pages' and, merged in, every page family's)."""

from __future__ import annotations

from collections.abc import Mapping

from twohg.profiles.archive_words import ARCHIVE_LABELS
from twohg.profiles.card_view_words import CARD_VIEW_LABELS
from twohg.profiles.card_words import CARD_LABELS
from twohg.profiles.compare_words import COMPARE_LABELS
from twohg.profiles.edition_words import EDITION_TEXT_LABELS
from twohg.profiles.link_words import LINK_LABELS
from twohg.profiles.outside_words import OUTSIDE_LABELS
from twohg.profiles.page_words import GRAPH_PAGE_LABELS
from twohg.profiles.preview_words import PREVIEW_LABELS
from twohg.profiles.prose_words import PROSE_LABELS
from twohg.profiles.renumbering_words import RENUMBERING_LABELS
from twohg.profiles.summary_words import SUMMARY_LABELS
from twohg.profiles.tournament_words import TOURNAMENT_LABELS
from twohg.profiles.translation_words import TRANSLATION_LABELS

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
        "undated": "No date stated",
        "content_dated": "renders the English editions of {first} to {last}",
        "numbering": "Its rule numbers ({numbers}) are those of the editions from {first} to {last}.",
        "numbering_none": "No one edition holds all its rule numbers ({numbers}).",
        "date_range": "Date range",
        "evidence": "Date evidence",
        "evidence_line": "Line {line} states {quote}",
        "catalogue_english": "The catalogue's notes on it are in English: {page}.",
        "english_page": "the English page",
        "not_rules_intro_short": "Paragraphs of the source that are not rule material.",
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
        "repaired": "The source file prints “?” here: the character it lost, as the edition of {date} prints it",
        "repaired_context": "The source file prints “?” here: an apostrophe, as the letters around it show",
        "repaired_unknown": "The source file prints “?” here: a character it lost, which no other edition shows",
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
        "intro": "El sitio se construye a partir de estas {count} fuentes, en el orden del catálogo. "
        "Cada una enlaza con lo que se leyó en ella.",
        "id": "Id. en el catálogo",
        "language": "Idioma",
        "kind": "Tipo",
        "date": "Fecha",
        "undated": "Sin fecha",
        "content_dated": "traduce las ediciones inglesas del {first} al {last}",
        "numbering": "Sus números de regla ({numbers}) son los de las ediciones del {first} al {last}.",
        "numbering_none": "Ninguna edición tiene todos sus números de regla ({numbers}).",
        "date_range": "Intervalo de fechas",
        "evidence": "Origen de la fecha",
        "evidence_line": "La línea {line} dice {quote}",
        "catalogue_english": "Las notas del catálogo sobre esta fuente (origen de la fecha, editor, archivo, "
        "contenido) solo están en inglés: {page}.",
        "english_page": "página en inglés",
        "not_rules_intro_short": "Párrafos de la fuente que no son reglas.",
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
        "repaired": "El archivo fuente imprime «?» aquí: el carácter perdido, tal como lo "
        "imprime la edición del {date}",
        "repaired_context": "El archivo fuente imprime «?» aquí: un apóstrofo, como muestran las letras que lo rodean",
        "repaired_unknown": "El archivo fuente imprime «?» aquí: un carácter perdido que ninguna otra edición muestra",
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
        "intro": "Le site est construit à partir de ces {count} sources, dans l'ordre du catalogue. "
        "Chacune mène à ce qui y a été lu.",
        "id": "Identifiant au catalogue",
        "language": "Langue",
        "kind": "Type",
        "date": "Date",
        "undated": "Non datée",
        "content_dated": "rend les éditions anglaises du {first} au {last}",
        "numbering": "Ses numéros de règle ({numbers}) sont ceux des éditions du {first} au {last}.",
        "numbering_none": "Aucune édition ne porte tous ses numéros de règle ({numbers}).",
        "date_range": "Intervalle de dates",
        "evidence": "Origine de la date",
        "evidence_line": "La ligne {line} dit {quote}",
        "catalogue_english": "Les notes du catalogue sur cette source (origine de la date, éditeur, fichier, "
        "contenu) n'existent qu'en anglais : {page}.",
        "english_page": "page en anglais",
        "not_rules_intro_short": "Paragraphes de la source qui ne sont pas des règles.",
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
        "repaired": "Le fichier source imprime «\u00a0?\u00a0» ici\u00a0: le caractère "
        "perdu, tel que l’édition du {date} l’imprime",
        "repaired_context": "Le fichier source imprime «\u00a0?\u00a0» ici\u00a0: une apostrophe, "
        "comme le montrent les lettres autour",
        "repaired_unknown": "Le fichier source imprime «\u00a0?\u00a0» ici\u00a0: un caractère "
        "perdu qu’aucune autre édition ne montre",
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
        "intro": "このサイトは次の{count}点の資料から作られています（並びはカタログの順）。"
        "各資料から読み取った内容へのリンクがあります。",
        "id": "カタログID",
        "language": "言語",
        "kind": "種類",
        "date": "日付",
        "undated": "日付なし",
        "content_dated": "{first} から {last} までの英語版の内容",
        "numbering": "引用しているルール番号（{numbers}）は {first} から {last} までの版のものです。",
        "numbering_none": "引用しているルール番号（{numbers}）をすべて含む版はありません。",
        "date_range": "日付の範囲",
        "evidence": "日付の根拠",
        "evidence_line": "{line}行目に {quote} とあります",
        "catalogue_english": "この資料についてのカタログの注記（日付の根拠、発行者、ファイル、内容）は"
        "英語のみです：{page}。",
        "english_page": "英語のページ",
        "not_rules_intro_short": "ルールではない段落。",
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
        "repaired": "原文ファイルはここに「?」と印字しています：失われた文字を {date} の版の印字で示しています",
        "repaired_context": "原文ファイルはここに「?」と印字しています：前後の文字からアポストロフィと判断できます",
        "repaired_unknown": "原文ファイルはここに「?」と印字しています：失われた文字で、他の版にも見当たりません",
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

for _language, _words in GRAPH_PAGE_LABELS.items():
    LABELS[_language].update(_words)
for _language, _words in LINK_LABELS.items():
    LABELS[_language].update(_words)
for _language, _words in TOURNAMENT_LABELS.items():
    LABELS[_language].update(_words)
for _language, _words in TRANSLATION_LABELS.items():
    LABELS[_language].update(_words)
for _language, _words in COMPARE_LABELS.items():
    LABELS[_language].update(_words)
for _language, _words in OUTSIDE_LABELS.items():
    LABELS[_language].update(_words)
for _language, _words in SUMMARY_LABELS.items():
    LABELS[_language].update(_words)
for _language, _words in EDITION_TEXT_LABELS.items():
    LABELS[_language].update(_words)
for _language, _words in PREVIEW_LABELS.items():
    LABELS[_language].update(_words)
for _family in (CARD_LABELS, CARD_VIEW_LABELS, RENUMBERING_LABELS, ARCHIVE_LABELS, PROSE_LABELS):
    for _language, _words in _family.items():
        LABELS[_language].update(_words)


def counted(labels: Mapping[str, str], key: str, count: int, **values: object) -> str:
    """The words ``labels[key]`` for ``count`` things: the ``<key>_one`` form for one, where a language has it."""
    template = labels.get(f"{key}_one", labels[key]) if count == 1 else labels[key]
    return template.format(count=count, **values)

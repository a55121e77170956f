"""The words of an edition's whole 2HG text page (the rules as they stood on a date), per language.

``{date}`` receives an edition's date (linked on pages), ``{until}`` the date the next edition took
effect, ``{language}`` a language's name.
"""

from __future__ import annotations

#: Merged into `twohg.profiles.LABELS`.
EDITION_TEXT_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "edition_text_title": "Two-Headed Giant rules of {date}",
        "edition_text_intro": "The Two-Headed Giant rules as the Comprehensive Rules printed them, word for "
        "word, in the editions of {date}; in force until {until}. Each number links to "
        "the rule's page and its whole history.",
        "edition_text_intro_newest": "The Two-Headed Giant rules as the Comprehensive Rules print them, word for "
        "word, in the editions of {date}: the newest this site holds. Each number links "
        "to the rule's page and its whole history.",
        "edition_text_link": "Read the Two-Headed Giant rules of this edition",
        "edition_text_short": "Text",
        "edition_text_label": "Text of the Two-Headed Giant rules of {date}",
        "edition_text_translation": "Translation ({language}) of this wording",
        "edition_text_english": "The text of this edition is in English, the authoritative language.",
        "edition_text_back": "About the edition of {date}",
        "edition_text_before": "The text of {date}",
        "occasion_certain": "It came with {occasion}.",
        "occasion_likely": "It most likely came with {occasion} (an inference: its source is at "
        "the foot of this page).",
        "occasion_read": "read in {source}, a public archive of the rules.",
        "occasion_source": "Occasion",
        "edition_text_sep": ", ",
        "edition_text_in": "In the 2HG rules of {date}",
    },
    "es": {
        "edition_text_title": "Reglas de Gigante de dos cabezas del {date}",
        "edition_text_intro": "Las reglas de Gigante de dos cabezas tal como las imprimieron, palabra por "
        "palabra, las ediciones de las Reglas Completas del {date}; vigentes hasta el "
        "{until}. Cada número enlaza con la página de la regla y toda su historia.",
        "edition_text_intro_newest": "Las reglas de Gigante de dos cabezas tal como las imprimen, palabra por "
        "palabra, las ediciones de las Reglas Completas del {date}: las más recientes "
        "que tiene este sitio. Cada número enlaza con la página de la regla y toda su "
        "historia.",
        "edition_text_link": "Leer las reglas de Gigante de dos cabezas de esta edición",
        "edition_text_short": "Texto",
        "edition_text_label": "Texto de las reglas de Gigante de dos cabezas del {date}",
        "edition_text_translation": "Traducción ({language}) de esta redacción",
        "edition_text_english": "El texto de esta edición está en inglés, el idioma que hace fe.",
        "edition_text_back": "Sobre la edición del {date}",
        "edition_text_before": "El texto del {date}",
        "occasion_certain": "Llegó con {occasion}.",
        "occasion_likely": "Con toda probabilidad llegó con {occasion} (una deducción: su fuente "
        "está al pie de esta página).",
        "occasion_read": "se lee en {source}, un archivo público de las reglas (en inglés).",
        "occasion_source": "Ocasión",
        "edition_text_sep": ", ",
        "edition_text_in": "En las reglas de 2HG del {date}",
    },
    "fr": {
        "edition_text_title": "Règles du Troll à deux têtes du {date}",
        "edition_text_intro": "Les règles du Troll à deux têtes telles que les Règles complètes les "
        "imprimaient, mot pour mot, dans les éditions du {date}\u00a0; en vigueur jusqu’au "
        "{until}. Chaque numéro mène à la page de la règle et à toute son histoire.",
        "edition_text_intro_newest": "Les règles du Troll à deux têtes telles que les Règles complètes les impriment, "
        "mot pour mot, dans les éditions du {date}\u00a0: les plus récentes que ce site "
        "détient. Chaque numéro mène à la page de la règle et à toute son histoire.",
        "edition_text_link": "Lire les règles du Troll à deux têtes de cette édition",
        "edition_text_short": "Texte",
        "edition_text_label": "Texte des règles du Troll à deux têtes du {date}",
        "edition_text_translation": "Traduction ({language}) de cette rédaction",
        "edition_text_english": "Le texte de cette édition est en anglais, la langue qui fait foi.",
        "edition_text_back": "À propos de l’édition du {date}",
        "edition_text_before": "Le texte du {date}",
        "occasion_certain": "Elle est parue avec {occasion}.",
        "occasion_likely": "Elle est très probablement parue avec {occasion} (une "
        "déduction\u00a0: sa source est au bas de cette page).",
        "occasion_read": "lue dans {source}, une archive publique des règles (en anglais).",
        "occasion_source": "Occasion",
        "edition_text_sep": ", ",
        "edition_text_in": "Dans les règles du Troll à deux têtes du {date}",
    },
    "ja": {
        "edition_text_title": "{date} の双頭巨人戦のルール",
        "edition_text_intro": "{date} の版の総合ルールが一字一句同じく"
        "印字した双頭巨人戦のルールです（{until} まで有効）。"
        "各番号から、そのルールのページと変遷の全体を見られます。",
        "edition_text_intro_newest": "{date} の版の総合ルールが一字一句同じく"
        "印字している双頭巨人戦のルールです（このサイトにある最新の版）。"
        "各番号から、そのルールのページと変遷の全体を見られます。",
        "edition_text_link": "この版の双頭巨人戦のルールを読む",
        "edition_text_short": "全文",
        "edition_text_label": "{date} の双頭巨人戦のルールの全文",
        "edition_text_translation": "この文面の翻訳（{language}）",
        "edition_text_english": "この版の本文は英語です（英語が正文です）。",
        "edition_text_back": "{date} の版について",
        "edition_text_before": "{date} の本文",
        "occasion_certain": "{occasion} とともに発効した版です。",
        "occasion_likely": "{occasion} とともに発効した版と推定されます（推定の根拠はこのページの末尾にあります）。",
        "occasion_read": "{source}（ルールの公開アーカイブ、英語）から読み取りました。",
        "occasion_source": "発効の契機",
        "edition_text_sep": "、",
        "edition_text_in": "{date} の双頭巨人戦のルール全文で読む",
    },
}

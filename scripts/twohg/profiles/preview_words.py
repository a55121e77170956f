"""The words of a cited rule's preview (``static/preview.js``), per page language.

``{number}`` and ``{date}`` are filled in by the page's script; the rule texts themselves are English and
marked so.
"""

from __future__ import annotations

#: Merged into `twohg.profiles.LABELS`.
PREVIEW_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "preview_heading": "{number} in the edition of {date}",
        "preview_current": "In force today, in these words.",
        "preview_changed": "Worded otherwise today, or no longer in force: see its page.",
        "preview_open": "Open rule {number}",
        "preview_more": "…",
        "preview_term": "{term}: the glossary of {date}",
        "preview_term_current": "The glossary defines it so today.",
        "preview_term_changed": "Defined otherwise today, or no longer in the glossary: see the glossary.",
        "preview_glossary": "Open the glossary",
    },
    "es": {
        "preview_heading": "{number} en la edición del {date}",
        "preview_current": "Vigente hoy, con esta redacción.",
        "preview_changed": "Hoy tiene otra redacción o ya no está vigente: véase su página.",
        "preview_open": "Abrir la regla {number}",
        "preview_more": "…",
        "preview_term": "{term}: el glosario del {date}",
        "preview_term_current": "El glosario lo define así hoy.",
        "preview_term_changed": "Hoy se define de otra forma o ya no está en el glosario: véase el glosario.",
        "preview_glossary": "Abrir el glosario",
    },
    "fr": {
        "preview_heading": "{number} dans l’édition du {date}",
        "preview_current": "En vigueur aujourd’hui, dans ces termes.",
        "preview_changed": "Formulée autrement aujourd’hui, ou plus en vigueur\u00a0: voir sa page.",
        "preview_open": "Ouvrir la règle {number}",
        "preview_more": "…",
        "preview_term": "{term} : le glossaire du {date}",
        "preview_term_current": "Le glossaire le définit ainsi aujourd’hui.",
        "preview_term_changed": "Défini autrement aujourd’hui, ou plus dans le glossaire : voir le glossaire.",
        "preview_glossary": "Ouvrir le glossaire",
    },
    "ja": {
        "preview_heading": "{date} の版の {number}",
        "preview_current": "現在もこの文言で有効です。",
        "preview_changed": "現在は文言が異なるか、有効ではありません。ルールのページを参照してください。",
        "preview_open": "ルール {number} を開く",
        "preview_more": "…",
        "preview_term": "{term}（{date} の用語集）",
        "preview_term_current": "現在の用語集もこのとおり定義しています。",
        "preview_term_changed": "現在は定義が異なるか、用語集にありません。用語集を参照してください。",
        "preview_glossary": "用語集を開く",
    },
}

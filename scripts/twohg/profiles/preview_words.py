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
    },
    "es": {
        "preview_heading": "{number} en la edición del {date}",
        "preview_current": "Vigente hoy, con esta redacción.",
        "preview_changed": "Hoy tiene otra redacción o ya no está vigente: véase su página.",
        "preview_open": "Abrir la regla {number}",
        "preview_more": "…",
    },
    "fr": {
        "preview_heading": "{number} dans l’édition du {date}",
        "preview_current": "En vigueur aujourd’hui, dans ces termes.",
        "preview_changed": "Formulée autrement aujourd’hui, ou plus en vigueur\u00a0: voir sa page.",
        "preview_open": "Ouvrir la règle {number}",
        "preview_more": "…",
    },
    "ja": {
        "preview_heading": "{date} の版の {number}",
        "preview_current": "現在もこの文言で有効です。",
        "preview_changed": "現在は文言が異なるか、有効ではありません。ルールのページを参照してください。",
        "preview_open": "ルール {number} を開く",
        "preview_more": "…",
    },
}

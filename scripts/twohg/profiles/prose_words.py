"""The words reviewed prose is rendered with (``graph.prose.rendered``: a named rule's facts), per page language."""

from __future__ import annotations

#: Merged into `twohg.profiles.LABELS`.
PROSE_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "prose_newest": "in the newest edition: {numbers}",
        "prose_removed": "removed in the edition of {date}",
        "prose_same_words": "the same words in {numbers}",
        "prose_as_printed": "as printed on {date}",
        "prose_facts": "{number} ({facts})",
        "prose_sep": "; ",
    },
    "es": {
        "prose_newest": "en la edición más reciente: {numbers}",
        "prose_removed": "suprimida en la edición del {date}",
        "prose_same_words": "las mismas palabras en {numbers}",
        "prose_as_printed": "tal como se imprimió el {date}",
        "prose_facts": "{number} ({facts})",
        "prose_sep": "; ",
    },
    "fr": {
        "prose_newest": "dans l’édition la plus récente : {numbers}",
        "prose_removed": "supprimée dans l’édition du {date}",
        "prose_same_words": "les mêmes mots dans {numbers}",
        "prose_as_printed": "telle qu’imprimée le {date}",
        "prose_facts": "{number} ({facts})",
        "prose_sep": " ; ",
    },
    "ja": {
        "prose_newest": "最新版では {numbers}",
        "prose_removed": "{date}の版で削除",
        "prose_same_words": "同じ文言: {numbers}",
        "prose_as_printed": "{date}の版の文言",
        "prose_facts": "{number}（{facts}）",
        "prose_sep": "、",
    },
}

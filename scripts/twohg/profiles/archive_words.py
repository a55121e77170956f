"""What the pages say of the archive's completeness (editions it lacks, later editions), per page language."""

from __future__ import annotations

#: Merged into `twohg.profiles.LABELS`.
ARCHIVE_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "archive_missing": "Editions known to exist that this site does not hold: {editions}.",
        "archive_missing_none": "No edition of this period is known to be missing from it.",
        "missing_edition": "{date} ({confidence})",
        "missing_sources": "Where these editions are known from",
        "confidence_certain": "certain",
        "confidence_likely": "likely",
        "status_newer": "Later editions exist that this site does not hold yet: {dates}.",
        "later_title": "Not the newest rules",
        "later_title_same": "Newer editions, the same Two-Headed Giant rules",
        "later_same": "Their Two-Headed Giant sections ({sections}) are word for word those of {date}: a person "
        "compared them.",
        "later_changed": "Their Two-Headed Giant sections ({sections}) differ from those here.",
        "later_unknown": "Whether they change the Two-Headed Giant sections ({sections}) is not known here.",
        "later_held": "The newest edition this site holds is that of {date}.",
    },
    "es": {
        "archive_missing": "Ediciones que existen y que este sitio no tiene: {editions}.",
        "archive_missing_none": "No se conoce ninguna edición de este periodo que falte.",
        "missing_edition": "{date} ({confidence})",
        "missing_sources": "Dónde constan estas ediciones",
        "confidence_certain": "seguro",
        "confidence_likely": "probable",
        "status_newer": "Hay ediciones posteriores que este sitio aún no tiene: {dates}.",
        "later_title": "No son las reglas más recientes",
        "later_title_same": "Ediciones más nuevas, las mismas reglas de Gigante de dos cabezas",
        "later_same": "Sus secciones de Gigante de dos cabezas ({sections}) son palabra por palabra las del {date}: "
        "una persona las comparó.",
        "later_changed": "Sus secciones de Gigante de dos cabezas ({sections}) difieren de las de aquí.",
        "later_unknown": "No se sabe aquí si cambian las secciones de Gigante de dos cabezas ({sections}).",
        "later_held": "La edición más reciente que tiene este sitio es la de {date}.",
    },
    "fr": {
        "archive_missing": "Éditions qui existent et que ce site ne contient pas : {editions}.",
        "archive_missing_none": "Aucune édition de cette période n'est connue pour y manquer.",
        "missing_edition": "{date} ({confidence})",
        "missing_sources": "Où ces éditions sont attestées",
        "confidence_certain": "certain",
        "confidence_likely": "probable",
        "status_newer": "Des éditions plus récentes existent, que ce site ne contient pas encore : {dates}.",
        "later_title": "Pas les règles les plus récentes",
        "later_title_same": "Des éditions plus récentes, les mêmes règles du Troll à deux têtes",
        "later_same": "Leurs sections du Troll à deux têtes ({sections}) sont mot pour mot celles du {date} : une "
        "personne les a comparées.",
        "later_changed": "Leurs sections du Troll à deux têtes ({sections}) diffèrent de celles d'ici.",
        "later_unknown": "On ne sait pas ici si elles changent les sections du Troll à deux têtes ({sections}).",
        "later_held": "L'édition la plus récente que contient ce site est celle du {date}.",
    },
    "ja": {
        "archive_missing": "存在が知られているもののこのサイトにない版：{editions}。",
        "archive_missing_none": "この期間に欠けている版は知られていません。",
        "missing_edition": "{date}（{confidence}）",
        "missing_sources": "これらの版の出典",
        "confidence_certain": "確実",
        "confidence_likely": "可能性が高い",
        "status_newer": "このサイトにまだない新しい版があります：{dates}。",
        "later_title": "最新のルールではありません",
        "later_title_same": "新しい版がありますが、双頭巨人戦のルールは同じです",
        "later_same": "それらの双頭巨人戦のセクション（{sections}）は {date} の版と一字一句同じです"
        "（人の手で比較しました）。",
        "later_changed": "それらの双頭巨人戦のセクション（{sections}）はここにあるものと異なります。",
        "later_unknown": "それらが双頭巨人戦のセクション（{sections}）を変えたかどうかは、ここではわかりません。",
        "later_held": "このサイトにある最新版は{date}の版です。",
    },
}

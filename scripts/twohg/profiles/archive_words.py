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
        "later_held": "このサイトにある最新版は{date}の版です。",
    },
}

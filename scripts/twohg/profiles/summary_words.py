"""The words of an edition's summary (what it changed in the 2HG rules) and of the feed of rule changes, per language.

``{numbers}`` receives rule numbers (linked on pages), ``{count}`` a count already in words
(``10 reworded``), ``{old}``/``{new}`` section numbers, ``{before}``/``{after}`` English words.
"""

from __future__ import annotations

#: Merged into `twohg.profiles.LABELS`.
SUMMARY_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "summary_lead": "What it changed in the Two-Headed Giant rules: {parts}.",
        "summary_sep": "; ",
        "summary_removed": "removed {numbers}",
        "summary_added": "added {numbers}",
        "summary_moved": "the rules of section {old} renumbered into {new}",
        "summary_shared": "{count}, {rules} of them “{before}” → “{after}”",
        "summary_typography": "typography only in {count} rules",
        "summary_typography_one": "typography only in 1 rule",
        "summary_none": "It changed nothing in the wording of the Two-Headed Giant rules.",
        "summary_first": "The first edition in the archive: the Two-Headed Giant rules begin here.",
        "summary_compare": "Compare with {date}",
        "summary_about": "About this file",
        "feed_title": "Two-Headed Giant rules: changes by edition",
        "feed_subtitle": "One entry per edition of the Comprehensive Rules that changed the Two-Headed Giant rules.",
        "feed_link": "Follow the rule changes (Atom feed)",
        "feed_changed": "Changed rules:",
    },
    "es": {
        "summary_lead": "Lo que cambió en las reglas de Gigante de dos cabezas: {parts}.",
        "summary_sep": "; ",
        "summary_removed": "eliminó {numbers}",
        "summary_added": "añadió {numbers}",
        "summary_moved": "las reglas de la sección {old} pasaron a la {new}",
        "summary_shared": "{count}, {rules} de ellas «{before}» → «{after}»",
        "summary_typography": "solo tipografía en {count} reglas",
        "summary_typography_one": "solo tipografía en 1 regla",
        "summary_none": "No cambió nada en la redacción de las reglas de Gigante de dos cabezas.",
        "summary_first": "La primera edición del archivo: aquí empiezan las reglas de Gigante de dos cabezas.",
        "summary_compare": "Comparar con {date}",
        "summary_about": "Sobre este archivo",
        "feed_title": "Reglas de Gigante de dos cabezas: cambios por edición",
        "feed_subtitle": "Una entrada por cada edición de las Reglas Completas que cambió las reglas de Gigante de dos "
        "cabezas.",
        "feed_link": "Seguir los cambios de las reglas (feed Atom)",
        "feed_changed": "Reglas cambiadas:",
    },
    "fr": {
        "summary_lead": "Ce qu’elle a changé dans les règles du Troll à deux têtes : {parts}.",
        "summary_sep": " ; ",
        "summary_removed": "supprimé {numbers}",
        "summary_added": "ajouté {numbers}",
        "summary_moved": "les règles de la section {old} renumérotées dans la {new}",
        "summary_shared": "{count}, dont {rules} « {before} » → « {after} »",
        "summary_typography": "typographie seule dans {count} règles",
        "summary_typography_one": "typographie seule dans 1 règle",
        "summary_none": "Elle n’a rien changé au libellé des règles du Troll à deux têtes.",
        "summary_first": "La première édition de l’archive : les règles du Troll à deux têtes commencent ici.",
        "summary_compare": "Comparer avec le {date}",
        "summary_about": "À propos de ce fichier",
        "feed_title": "Règles du Troll à deux têtes : changements par édition",
        "feed_subtitle": "Une entrée par édition des Règles complètes qui a changé les règles du Troll à deux têtes.",
        "feed_link": "Suivre les changements des règles (flux Atom)",
        "feed_changed": "Règles modifiées :",
    },
    "ja": {
        "summary_lead": "双頭巨人戦のルールの変更：{parts}。",
        "summary_sep": "、",
        "summary_removed": "{numbers} を削除",
        "summary_added": "{numbers} を追加",
        "summary_moved": "{old} 節のルールを {new} 節に番号変更",
        "summary_shared": "{count}（うち {rules} 件は「{before}」→「{after}」）",
        "summary_typography": "表記のみの変更 {count} 件",
        "summary_typography_one": "表記のみの変更 1 件",
        "summary_none": "双頭巨人戦のルールの文言に変更はありません。",
        "summary_first": "アーカイブの最初の版：双頭巨人戦のルールはここから始まります。",
        "summary_compare": "{date} の版と比較",
        "summary_about": "このファイルについて",
        "feed_title": "双頭巨人戦のルール：版ごとの変更",
        "feed_subtitle": "双頭巨人戦のルールを変えた総合ルールの版ごとに 1 件。",
        "feed_link": "ルールの変更を購読（Atom フィード）",
        "feed_changed": "変更されたルール：",
    },
}

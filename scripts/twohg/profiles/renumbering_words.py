"""The words of the renumbering page (``renumbering/``), per page language."""

from __future__ import annotations

#: Merged into `twohg.profiles.LABELS`.
RENUMBERING_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "renumbering": "Renumbering",
        "renumbering_intro": "Where the Two-Headed Giant rules stood in the Comprehensive Rules (first and last "
        "edition): {spans}. This page shows every step that gave a rule another number, edition by edition, and "
        "the rules removed while rules under other numbers covered their topic.",
        "section_span": "section {sections}, {first} – {last}",
        "sections_span": "sections {sections}, {first} – {last}",
        "removed_covered": "removed; in that edition its topic was covered by {numbers}",
        "removed_carried_row": "removed; the same words stood in {carrier}",
        "renumbering_reused": "Section {section} of the newest edition ({date}) is “{title}”: the number no longer "
        "means Two-Headed Giant.",
        "renumbering_diagram": "From section to section",
        "renumbering_steps": "Every change of number",
        "renumbering_edge": "{date}: {count} rules moved from section {source} to section {target}",
        "renumbering_edge_one": "{date}: 1 rule moved from section {source} to section {target}",
        "renumbering_group": "{date}: {count} changes",
        "renumbering_group_one": "{date}: 1 change",
        "renumbering_section": "Section {section}",
        "step_before": "Before",
        "step_after": "After",
    },
    "es": {
        "renumbering": "Renumeración",
        "renumbering_intro": "Dónde estuvieron las reglas de Gigante de dos cabezas en las Reglas Completas "
        "(primera y última edición): {spans}. Esta página muestra cada paso que dio otro número a una regla, "
        "edición por edición, y las reglas eliminadas cuyo tema cubrían reglas con otros números.",
        "section_span": "sección {sections}, {first} – {last}",
        "sections_span": "secciones {sections}, {first} – {last}",
        "removed_covered": "eliminada; en esa edición su tema lo cubría {numbers}",
        "removed_carried_row": "eliminada; las mismas palabras figuraban en {carrier}",
        "renumbering_reused": "La sección {section} de la edición más reciente ({date}) es «{title}»: el número ya "
        "no significa Gigante de dos cabezas.",
        "renumbering_diagram": "De sección en sección",
        "renumbering_steps": "Todos los cambios de número",
        "renumbering_edge": "{date}: {count} reglas pasan de la sección {source} a la {target}",
        "renumbering_edge_one": "{date}: 1 regla pasa de la sección {source} a la {target}",
        "renumbering_group": "{date}: {count} cambios",
        "renumbering_group_one": "{date}: 1 cambio",
        "renumbering_section": "Sección {section}",
        "step_before": "Antes",
        "step_after": "Después",
    },
    "fr": {
        "renumbering": "Renumérotation",
        "renumbering_intro": "Où se trouvaient les règles du Troll à deux têtes dans les Règles complètes "
        "(première et dernière édition) : {spans}. Cette page montre chaque étape qui a donné un autre numéro à "
        "une règle, édition par édition, et les règles supprimées dont des règles d'autres numéros couvraient le "
        "sujet.",
        "section_span": "section {sections}, {first} – {last}",
        "sections_span": "sections {sections}, {first} – {last}",
        "removed_covered": "supprimée ; dans cette édition, son sujet était couvert par {numbers}",
        "removed_carried_row": "supprimée ; les mêmes mots figuraient dans {carrier}",
        "renumbering_reused": "La section {section} de l'édition la plus récente ({date}) est « {title} » : ce "
        "numéro ne désigne plus le Troll à deux têtes.",
        "renumbering_diagram": "De section en section",
        "renumbering_steps": "Tous les changements de numéro",
        "renumbering_edge": "{date} : {count} règles passent de la section {source} à la section {target}",
        "renumbering_edge_one": "{date} : 1 règle passe de la section {source} à la section {target}",
        "renumbering_group": "{date} : {count} changements",
        "renumbering_group_one": "{date} : 1 changement",
        "renumbering_section": "Section {section}",
        "step_before": "Avant",
        "step_after": "Après",
    },
    "ja": {
        "renumbering": "番号の変遷",
        "renumbering_intro": "総合ルールで双頭巨人戦のルールがあった節（最初と最後の版）：{spans}。"
        "このページでは、ルールの番号が変わったすべての段階と、別の番号のルールが同じ事項を扱うようになって"
        "削除されたルールを版ごとに示します。",
        "section_span": "{sections} 節（{first} – {last}）",
        "sections_span": "{sections} 節（{first} – {last}）",
        "removed_covered": "削除。この版では同じ事項を {numbers} が扱っていました",
        "removed_carried_row": "削除。同じ文言が {carrier} にありました",
        "renumbering_reused": "最新版（{date}）の {section} 節は「{title}」で、この番号はもう双頭巨人戦を指しません。",
        "renumbering_diagram": "節から節へ",
        "renumbering_steps": "番号のすべての変更",
        "renumbering_edge": "{date}：{count} 件が {source} 節から {target} 節へ",
        "renumbering_group": "{date}：{count} 件の変更",
        "renumbering_section": "{section} 節",
        "step_before": "変更前",
        "step_after": "変更後",
    },
}

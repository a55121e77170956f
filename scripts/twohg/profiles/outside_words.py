"""The words of the pages of rules outside the 2HG sections (`twohg.site.pages.outside`), per page language.

``{date}``, ``{since}``, ``{last}``, ``{next}``, ``{number}``, ``{numbers}`` and ``{sources}`` receive
Markdown links; the rest is plain text.
"""

from __future__ import annotations

#: Merged into `twohg.profiles.LABELS`.
OUTSIDE_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "outside_status": "Outside the Two-Headed Giant sections",
        "outside_became": "This number was last printed for this rule in the edition of {last}; in the edition of "
        "{next} the rule became {number}.",
        "outside_now": "In the newest edition ({date}) it is {numbers}.",
        "outside_other_rule": "This number was last printed for this rule in the edition of {last}; from the "
        "edition of {next} it holds another rule, {number}.",
        "outside_gone": "This number was last printed in the edition of {last}. Rules outside the Two-Headed "
        "Giant sections are followed here by their number: where the rulebook moved one without keeping its "
        "words, this site cannot say where its content stands now.",
        "outside_why": "Why this site holds it",
        "outside_members": "The rules of this section",
        "entry_outdated": "Outdated",
        "answer_checked": "Checked against the tournament rules",
        "answer_holds": "What this says is still what the tournament rules of {date} say: {rules}.",
        "answer_outdated": "The tournament rules of {date} say otherwise ({rules}): {now}.",
        "answer_outdated_see": "The tournament rules of {date} say otherwise: {rules}.",
        "answer_gone": "No tournament rule of {date} covers this any more.",
        "answer_changed": "Checked against the tournament rules of {date} ({rules}); newer tournament rules print "
        "those rules otherwise: read them there.",
        "entry_outdated_text": "The rule this explains has changed since it was written. In the newest edition "
        "({date}): {rules}.",
        "entry_contradicted_text": "This says otherwise than the rule it explains, whose words have not changed since "
        "(see “Discrepancies between documents”). In the newest edition ({date}): {rules}.",
        "entry_removed_text": "The rule this explains is no longer in the rulebook: it was removed in the edition of "
        "{date}.",
        "outside_why_general": "It is a general multiplayer rule (section {section}), which Two-Headed Giant "
        "games follow.",
        "outside_why_cited": "Texts on this site cite it: {sources}.",
        "outside_why_part": "Texts on this site cite {number}, of which it is a part: {sources}.",
        "outside_removed": "It was removed in the edition of {date}.",
        "outside_why_names": "It speaks of the Two-Headed Giant variant or of the shared team turns option.",
        "outside_english_only": "This rule has no {language} translation on this site: here is the official "
        "English text.",
        "outside_history_intro": "Every wording this number had in the editions this site holds, newest first. "
        "Rules outside the Two-Headed Giant sections are followed by their number.",
        "outside_another_rule": "The wording before this one says so much else that this site does not call it "
        "an older wording of this rule: the number held another rule.",
        "outside_came_from": "Before, this rule was {number} (to the edition of {date}).",
        "outside_went_to": "Afterwards, this rule was {number} (from the edition of {date}).",
        "outside_version": "Wording of {span}",
        "glossary_page_title": "Glossary of Two-Headed Giant terms",
        "glossary_page_intro": "The Comprehensive Rules' glossary entries for the terms of Two-Headed Giant and of "
        "team play, as the newest edition defines them, with the official translations' entries and every "
        "earlier definition.",
        "glossary_page_english": "",
        "glossary_page_current": "Defined in the newest edition ({date}).",
        "glossary_page_former": "Last defined in the edition of {last}; the newest edition has no such entry.",
        "glossary_page_official": "Official {language} glossary",
        "glossary_page_earlier": "Earlier definitions ({count})",
    },
    "es": {
        "outside_status": "Fuera de las secciones de Gigante de dos cabezas",
        "outside_became": "Este número se imprimió para esta regla por última vez en la edición del {last}; en "
        "la edición del {next} la regla pasó a ser la {number}.",
        "outside_now": "En la edición más reciente ({date}) es la {numbers}.",
        "outside_other_rule": "Este número se imprimió para esta regla por última vez en la edición del {last}; "
        "desde la edición del {next} corresponde a otra regla, la {number}.",
        "outside_gone": "Este número se imprimió por última vez en la edición del {last}. Este sitio sigue las "
        "reglas ajenas a Gigante de dos cabezas por su número: si el reglamento la movió sin mantener su texto, "
        "no puede decir dónde está hoy su contenido.",
        "outside_why": "Por qué está en este sitio",
        "outside_members": "Las reglas de esta sección",
        "entry_outdated": "Desactualizada",
        "answer_checked": "Comprobada con las reglas de torneo",
        "answer_holds": "Lo que dice sigue siendo lo que dicen las reglas de torneo del {date}: {rules}.",
        "answer_outdated": "Las reglas de torneo del {date} dicen otra cosa ({rules}): {now}.",
        "answer_outdated_see": "Las reglas de torneo del {date} dicen otra cosa: {rules}.",
        "answer_gone": "Ninguna regla de torneo del {date} trata ya de esto.",
        "answer_changed": "Comprobada con las reglas de torneo del {date} ({rules}); unas reglas de torneo más "
        "recientes dicen esas reglas de otra manera: léalas allí.",
        "entry_outdated_text": "La regla que explica ha cambiado desde que se escribió. En la edición más reciente "
        "({date}): {rules}.",
        "entry_contradicted_text": "Esto dice otra cosa que la regla que explica, cuyas palabras no han cambiado "
        "desde entonces (ver «Discrepancias entre documentos»). En la edición más reciente ({date}): {rules}.",
        "entry_removed_text": "La regla que explica ya no está en el reglamento: se suprimió en la edición del {date}.",
        "outside_why_general": "Es una regla general del juego multijugador (sección {section}), que las partidas "
        "de Gigante de dos cabezas siguen.",
        "outside_why_cited": "La citan textos de este sitio: {sources}.",
        "outside_why_part": "Textos de este sitio citan la {number}, de la que forma parte: {sources}.",
        "outside_removed": "Se eliminó en la edición del {date}.",
        "outside_why_names": "Trata de la variante Gigante de dos cabezas o de la opción de turnos compartidos "
        "en equipo.",
        "outside_english_only": "Esta regla no tiene traducción al {language} en este sitio: este es el texto "
        "oficial en inglés.",
        "outside_history_intro": "Cada redacción que tuvo este número en las ediciones que tiene este sitio, de "
        "la más reciente a la más antigua. Las reglas ajenas a Gigante de dos cabezas se siguen por su número.",
        "outside_another_rule": "La redacción anterior dice tantas otras cosas que este sitio no la considera "
        "una redacción anterior de esta regla: el número correspondía a otra regla.",
        "outside_came_from": "Antes, esta regla era la {number} (hasta la edición del {date}).",
        "outside_went_to": "Después, esta regla fue la {number} (desde la edición del {date}).",
        "outside_version": "Redacción de {span}",
        "glossary_page_title": "Glosario de Gigante de dos cabezas",
        "glossary_page_intro": "Las entradas del glosario de las Reglas Completas para los términos de Gigante de "
        "dos cabezas y del juego en equipo, como las define la edición más reciente, con las entradas de las "
        "traducciones oficiales y cada definición anterior.",
        "glossary_page_english": "El glosario no tiene traducción oficial al español: las definiciones están en "
        "inglés.",
        "glossary_page_current": "Definido en la edición más reciente ({date}).",
        "glossary_page_former": "Definido por última vez en la edición del {last}; la edición más reciente no "
        "tiene esta entrada.",
        "glossary_page_official": "Glosario oficial en {language}",
        "glossary_page_earlier": "Definiciones anteriores ({count})",
    },
    "fr": {
        "outside_status": "Hors des sections du Troll à deux têtes",
        "outside_became": "Ce numéro a été imprimé pour cette règle pour la dernière fois dans l’édition du "
        "{last} ; dans l’édition du {next}, la règle est devenue la {number}.",
        "outside_now": "Dans l’édition la plus récente ({date}), c’est la {numbers}.",
        "outside_other_rule": "Ce numéro a été imprimé pour cette règle pour la dernière fois dans l’édition du "
        "{last} ; depuis l’édition du {next}, il désigne une autre règle, la {number}.",
        "outside_gone": "Ce numéro a été imprimé pour la dernière fois dans l’édition du {last}. Ce site suit les "
        "règles extérieures au Troll à deux têtes par leur numéro : si le livre de règles en a déplacé une sans "
        "garder son texte, il ne peut pas dire où se trouve aujourd’hui son contenu.",
        "outside_why": "Pourquoi ce site la contient",
        "outside_members": "Les règles de cette section",
        "entry_outdated": "Dépassée",
        "answer_checked": "Vérifiée avec les règles de tournoi",
        "answer_holds": "Ce qu’elle dit est toujours ce que disent les règles de tournoi du {date}\u00a0: {rules}.",
        "answer_outdated": "Les règles de tournoi du {date} disent autre chose ({rules})\u00a0: {now}.",
        "answer_outdated_see": "Les règles de tournoi du {date} disent autre chose\u00a0: {rules}.",
        "answer_gone": "Aucune règle de tournoi du {date} ne traite plus de cela.",
        "answer_changed": "Vérifiée avec les règles de tournoi du {date} ({rules})\u00a0; des règles de tournoi plus "
        "récentes formulent ces règles autrement\u00a0: lisez-les là.",
        "entry_outdated_text": "La règle qu’elle explique a changé depuis sa rédaction. Dans l’édition la plus récente "
        "({date}) : {rules}.",
        "entry_contradicted_text": "Ceci dit autre chose que la règle qu’il explique, dont les mots n’ont pas changé "
        "depuis (voir « Désaccords entre documents »). Dans l’édition la plus récente ({date}) : {rules}.",
        "entry_removed_text": "La règle qu’elle explique n’est plus dans le livre de règles : elle a été supprimée "
        "dans l’édition du {date}.",
        "outside_why_general": "C’est une règle générale du jeu multijoueur (section {section}), que les parties "
        "de Troll à deux têtes suivent.",
        "outside_why_cited": "Des textes de ce site la citent : {sources}.",
        "outside_why_part": "Des textes de ce site citent la {number}, dont elle fait partie : {sources}.",
        "outside_removed": "Elle a été supprimée dans l’édition du {date}.",
        "outside_why_names": "Elle traite de la variante Troll à deux têtes ou de l’option des tours d’équipe "
        "partagés.",
        "outside_english_only": "Cette règle n’a pas de traduction en {language} sur ce site : voici le texte "
        "officiel en anglais.",
        "outside_history_intro": "Chaque libellé qu’a eu ce numéro dans les éditions de ce site, du plus récent "
        "au plus ancien. Les règles extérieures au Troll à deux têtes sont suivies par leur numéro.",
        "outside_another_rule": "Le libellé précédent dit tant d’autres choses que ce site ne le considère pas "
        "comme un ancien libellé de cette règle : le numéro désignait une autre règle.",
        "outside_came_from": "Auparavant, cette règle était la {number} (jusqu’à l’édition du {date}).",
        "outside_went_to": "Ensuite, cette règle a été la {number} (depuis l’édition du {date}).",
        "outside_version": "Libellé de {span}",
        "glossary_page_title": "Glossaire du Troll à deux têtes",
        "glossary_page_intro": "Les entrées du glossaire des Règles complètes pour les termes du Troll à deux têtes "
        "et du jeu en équipe, telles que les définit l’édition la plus récente, avec les entrées des traductions "
        "officielles et chaque définition antérieure.",
        "glossary_page_english": "Le glossaire n’a pas de traduction officielle en français : les définitions sont "
        "en anglais.",
        "glossary_page_current": "Défini dans l’édition la plus récente ({date}).",
        "glossary_page_former": "Défini pour la dernière fois dans l’édition du {last} ; l’édition la plus récente "
        "n’a pas cette entrée.",
        "glossary_page_official": "Glossaire officiel en {language}",
        "glossary_page_earlier": "Définitions antérieures ({count})",
    },
    "ja": {
        "outside_status": "双頭巨人戦のセクション外",
        "outside_became": "この番号がこのルールに使われたのは{last}の版が最後で、"
        "{next}の版でこのルールは{number}になりました。",
        "outside_now": "最新版（{date}）では{numbers}です。",
        "outside_other_rule": "この番号がこのルールに使われたのは{last}の版が最後で、"
        "{next}の版からは別のルール（{number}）の番号です。",
        "outside_gone": "この番号が最後に載ったのは{last}の版です。"
        "双頭巨人戦のセクション外のルールは番号で追っているため、"
        "文言を変えて移されたルールの内容が今どこにあるかは、このサイトでは示せません。",
        "outside_why": "このサイトに載せている理由",
        "outside_members": "このセクションのルール",
        "entry_outdated": "古い内容",
        "answer_checked": "トーナメント・ルールとの照合",
        "answer_holds": "この内容は、{date}のトーナメント・ルールでも変わっていません：{rules}。",
        "answer_outdated": "{date}のトーナメント・ルールでは異なります（{rules}）：{now}。",
        "answer_outdated_see": "{date}のトーナメント・ルールでは異なります：{rules}。",
        "answer_gone": "{date}のトーナメント・ルールには、これを扱う規定がもうありません。",
        "answer_changed": "{date}のトーナメント・ルール（{rules}）と照合しました。より新しいトーナメント・ルールでは"
        "これらの規定が変わっています。そちらを読んでください。",
        "entry_outdated_text": "これが説明するルールは、書かれた後に変わりました。最新版（{date}）では：{rules}。",
        "entry_contradicted_text": "説明しているルールと違うことを述べています（そのルールの文言はその後も変わって"
        "いません。「文書間の食い違い」を参照）。最新版（{date}）では：{rules}。",
        "entry_removed_text": "これが説明するルールは総合ルールにもうありません（{date}の版で削除）。",
        "outside_why_general": "双頭巨人戦も従う、多人数戦の一般ルール（{section}節）です。",
        "outside_why_cited": "このサイトの文書が引用しています：{sources}。",
        "outside_why_part": "このサイトの文書が、このルールを含む {number} を引用しています：{sources}。",
        "outside_removed": "{date} の版で削除されました。",
        "outside_why_names": "双頭巨人戦または共有チーム・ターン・オプションについてのルールです。",
        "outside_english_only": "このルールの{language}訳はこのサイトにありません。公式の英語テキストを示します。",
        "outside_history_intro": "このサイトにある版でこの番号が持ったすべての文言です（新しい順）。"
        "双頭巨人戦のセクション外のルールは番号で追っています。",
        "outside_another_rule": "これより前の文言は内容が大きく異なるため、このルールの旧文言とは扱いません。"
        "この番号は別のルールに使われていました。",
        "outside_came_from": "以前は{number}でした（{date}の版まで）。",
        "outside_went_to": "その後は{number}になりました（{date}の版から）。",
        "outside_version": "{span}の文言",
        "glossary_page_title": "双頭巨人戦の用語集",
        "glossary_page_intro": "双頭巨人戦とチーム戦の用語について、総合ルールの用語集の項目を最新版の定義で示し、"
        "公式翻訳の項目と以前の定義もすべて載せます。",
        "glossary_page_english": "英語の定義は公式の英語テキストです。公式の日本語訳がある用語は、その下に示します。",
        "glossary_page_current": "最新版（{date}）で定義されています。",
        "glossary_page_former": "{last}の版が最後の定義です。最新版にはこの項目がありません。",
        "glossary_page_official": "公式の{language}用語集",
        "glossary_page_earlier": "以前の定義（{count}件）",
    },
}

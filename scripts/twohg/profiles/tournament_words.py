"""The words of the tournament rules' pages, and of what the rule pages say of them, per page language.

``{date}``, ``{numbers}``, ``{rule}`` and the like receive Markdown links; the rest is plain text.
The Magic Tournament Rules are an English document: the pages in other languages say so in their
own words and show the English text marked as English.
"""

from __future__ import annotations

#: Merged into `twohg.profiles.LABELS`.
TOURNAMENT_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "tournament-kind": "Tournament rules",
        "mtr": "Magic Tournament Rules",
        "mtr_rule": "MTR {number}",
        "tournament_title": "Tournament rules for Two-Headed Giant",
        "tournament_intro": "Section 9 of the {document}, in force from {date}: how Two-Headed Giant is played at "
        "a tournament. It is another document than the Comprehensive Rules, with numbers of its own: "
        "MTR {example} is section {example} of that document, not a Comprehensive Rules number.",
        "tournament_none": "Our sources hold no Magic Tournament Rules.",
        "tournament_english_only": "English only",
        "tournament_english_only_text": "The Magic Tournament Rules are published in English; our sources hold no "
        "translation of them. This is the official English text.",
        "tournament_in_force": "Section {section}, “{title}”, of the {document}, in force from {date}.",
        "tournament_gone_title": "No longer in the tournament rules",
        "tournament_gone": "The {document} in force from {newest} have no rule {number}. Below is the text of "
        "section {section}, “{title}”, as the {document} of {date} printed it, the last that had it.",
        "tournament_gone_mark": "no longer in the tournament rules of {newest}",
        "tournament_short": "Short link: {link}",
        "tournament_topics": "Comprehensive Rules on the same topic",
        "tournament_general": "The general tournament rules on the same subject",
        "tournament_explains": "explains",
        "tournament_restates": "says the same",
        "tournament_topic": "the game rule on it",
        "tournament_cites": "cited",
        "tournament_stale": "cited, but about something else on that date",
        "tournament_section_ref": "Other tournament rules it refers to",
        "tournament_earlier": "Earlier editions of the tournament rules",
        "tournament_earlier_same": "The {document} of {date} printed the same text.",
        "tournament_earlier_differs": "The {document} of {date} printed:",
        "stale_title": "Out-of-date citation",
        "stale_text": "This rule sends readers to Comprehensive Rules rule {number}. In the edition in force on "
        "{date}, rule {number} says something else:",
        "stale_missing": "This rule sends readers to Comprehensive Rules rule {number}, which the edition in force "
        "on {date} does not have.",
        "stale_meant": "The wording of {number} that said it, printed from {first} to {last}, is {numbers} in the "
        "newest edition ({date}).",
        "stale_instead": "The Two-Headed Giant rules on what the citing sentence speaks of: {numbers}.",
        "stale_marker": "out-of-date citation: see the note below",
        "tournament_on_rule": "In the tournament rules",
        "tournament_on_rule_stale": "{rule} ({date}) cites this rule, but in the edition in force on that date it "
        "is not about what it is cited for; the Two-Headed Giant rules on that: {numbers}.",
        "tournament_on_rule_instead": "{rule} ({date}) cites rule {number} for what this rule says; in the edition "
        "in force on that date, {number} is about something else.",
        "tournament_reading": "The whole document",
        "tournament_search": "Tournament rule",
        "tournament_sep": ", ",
        "links_tournament": "The tournament rules for Two-Headed Giant (section 9 of the Magic Tournament Rules) "
        "have short links of their own, which no rule number can be mistaken for: {example} (also {others}).",
    },
    "es": {
        "tournament-kind": "Reglas de torneo",
        "mtr": "Reglas de torneo de Magic",
        "mtr_rule": "MTR {number}",
        "tournament_title": "Reglas de torneo de Gigante de dos cabezas",
        "tournament_intro": "Sección 9 de las {document}, vigentes desde el {date}: cómo se juega Gigante de dos "
        "cabezas en un torneo. Es un documento distinto de las Reglas Completas, con su propia numeración: "
        "MTR {example} es la sección {example} de ese documento, no un número de las Reglas Completas.",
        "tournament_none": "Nuestras fuentes no contienen las Reglas de torneo de Magic.",
        "tournament_english_only": "Solo en inglés",
        "tournament_english_only_text": "Las Reglas de torneo de Magic se publican en inglés; nuestras fuentes no "
        "contienen ninguna traducción. Este es el texto oficial en inglés.",
        "tournament_in_force": "Sección {section}, «{title}», de las {document}, vigentes desde el {date}.",
        "tournament_gone_title": "Ya no está en las reglas de torneo",
        "tournament_gone": "Las {document} vigentes desde el {newest} no tienen una regla {number}. Abajo está el "
        "texto de la sección {section}, «{title}», tal como lo imprimían las {document} del {date}, las últimas que "
        "la tenían.",
        "tournament_gone_mark": "ya no está en las reglas de torneo del {newest}",
        "tournament_short": "Enlace corto: {link}",
        "tournament_topics": "Reglas Completas sobre el mismo tema",
        "tournament_general": "Las reglas generales de torneo sobre el mismo tema",
        "tournament_explains": "la explica",
        "tournament_restates": "dice lo mismo",
        "tournament_topic": "la regla de juego al respecto",
        "tournament_cites": "la cita",
        "tournament_stale": "la cita, pero en esa fecha trata de otra cosa",
        "tournament_section_ref": "Otras reglas de torneo a las que remite",
        "tournament_earlier": "Ediciones anteriores de las reglas de torneo",
        "tournament_earlier_same": "Las {document} del {date} decían lo mismo.",
        "tournament_earlier_differs": "Las {document} del {date} decían:",
        "stale_title": "Cita desactualizada",
        "stale_text": "Esta regla remite a la regla {number} de las Reglas Completas. En la edición vigente el "
        "{date}, la regla {number} dice otra cosa:",
        "stale_missing": "Esta regla remite a la regla {number} de las Reglas Completas, que la edición vigente el "
        "{date} no tiene.",
        "stale_meant": "La redacción de {number} que lo decía, impresa del {first} al {last}, es la {numbers} en la "
        "edición más reciente ({date}).",
        "stale_instead": "Las reglas de Gigante de dos cabezas sobre lo que dice la frase que la cita: {numbers}.",
        "stale_marker": "cita desactualizada: véase la nota más abajo",
        "tournament_on_rule": "En las reglas de torneo",
        "tournament_on_rule_stale": "La {rule} ({date}) cita esta regla, pero en la edición vigente en esa "
        "fecha no trata de aquello para lo que se cita; las reglas de Gigante de dos cabezas sobre ello: "
        "{numbers}.",
        "tournament_on_rule_instead": "La {rule} ({date}) cita la regla {number} para lo que dice esta regla; en "
        "la edición vigente en esa fecha, {number} trata de otra cosa.",
        "tournament_reading": "El documento completo",
        "tournament_search": "Regla de torneo",
        "tournament_sep": ", ",
        "links_tournament": "Las reglas de torneo de Gigante de dos cabezas (sección 9 de las Reglas de torneo de "
        "Magic) tienen sus propios enlaces cortos, que no se confunden con ningún número de regla: {example} "
        "(también {others}).",
    },
    "fr": {
        "tournament-kind": "Règles de tournoi",
        "mtr": "Règles de tournoi de Magic",
        "mtr_rule": "MTR {number}",
        "tournament_title": "Règles de tournoi du Troll à deux têtes",
        "tournament_intro": "Section 9 des {document}, en vigueur depuis le {date} : comment se joue le Troll à "
        "deux têtes en tournoi. C'est un autre document que les Règles complètes, avec sa propre numérotation : "
        "MTR {example} est la section {example} de ce document, pas un numéro des Règles complètes.",
        "tournament_none": "Nos sources ne contiennent pas les Règles de tournoi de Magic.",
        "tournament_english_only": "En anglais seulement",
        "tournament_english_only_text": "Les Règles de tournoi de Magic sont publiées en anglais ; nos sources n'en "
        "contiennent aucune traduction. Voici le texte officiel anglais.",
        "tournament_in_force": "Section {section}, « {title} », des {document}, en vigueur depuis le {date}.",
        "tournament_gone_title": "N’est plus dans les règles de tournoi",
        "tournament_gone": "Les {document} en vigueur depuis le {newest} n’ont pas de règle {number}. Ci-dessous, "
        "le texte de la section {section}, « {title} », tel que l’imprimaient les {document} du {date}, les "
        "dernières à l’avoir.",
        "tournament_gone_mark": "n’est plus dans les règles de tournoi du {newest}",
        "tournament_short": "Lien court : {link}",
        "tournament_topics": "Règles complètes sur le même sujet",
        "tournament_general": "Les règles générales de tournoi sur le même sujet",
        "tournament_explains": "l'explique",
        "tournament_restates": "dit la même chose",
        "tournament_topic": "la règle de jeu à ce sujet",
        "tournament_cites": "la cite",
        "tournament_stale": "la cite, mais à cette date elle parle d'autre chose",
        "tournament_section_ref": "Autres règles de tournoi auxquelles elle renvoie",
        "tournament_earlier": "Éditions antérieures des règles de tournoi",
        "tournament_earlier_same": "Les {document} du {date} disaient la même chose.",
        "tournament_earlier_differs": "Les {document} du {date} disaient :",
        "stale_title": "Renvoi périmé",
        "stale_text": "Cette règle renvoie à la règle {number} des Règles complètes. Dans l'édition en vigueur le "
        "{date}, la règle {number} dit autre chose :",
        "stale_missing": "Cette règle renvoie à la règle {number} des Règles complètes, que l'édition en vigueur "
        "le {date} ne contient pas.",
        "stale_meant": "Le libellé de {number} qui le disait, imprimé du {first} au {last}, est la {numbers} dans "
        "l’édition la plus récente ({date}).",
        "stale_instead": "Les règles du Troll à deux têtes sur ce dont parle la phrase qui la cite : {numbers}.",
        "stale_marker": "renvoi périmé : voir la note plus bas",
        "tournament_on_rule": "Dans les règles de tournoi",
        "tournament_on_rule_stale": "La {rule} ({date}) cite cette règle, mais dans l'édition en vigueur à cette "
        "date elle ne parle pas de ce pour quoi elle est citée ; les règles du Troll à deux têtes sur ce sujet : "
        "{numbers}.",
        "tournament_on_rule_instead": "La {rule} ({date}) cite la règle {number} pour ce que dit cette règle ; "
        "dans l'édition en vigueur à cette date, {number} parle d'autre chose.",
        "tournament_reading": "Le document entier",
        "tournament_search": "Règle de tournoi",
        "tournament_sep": ", ",
        "links_tournament": "Les règles de tournoi du Troll à deux têtes (section 9 des Règles de tournoi de "
        "Magic) ont leurs propres liens courts, qu'aucun numéro de règle ne peut imiter : {example} "
        "(aussi {others}).",
    },
    "ja": {
        "tournament-kind": "イベント規定",
        "mtr": "マジック・イベント規定",
        "mtr_rule": "MTR {number}",
        "tournament_title": "双頭巨人戦のイベント規定",
        "tournament_intro": "{document}（{date}から有効）の第9章：大会で双頭巨人戦を行う方法。"
        "総合ルールとは別の文書で、独自の番号を持ちます。"
        "MTR {example} はこの文書の {example} 節で、総合ルールの番号ではありません。",
        "tournament_none": "私たちの資料にはマジック・イベント規定がありません。",
        "tournament_english_only": "英語のみ",
        "tournament_english_only_text": "マジック・イベント規定は英語で公開されており、"
        "私たちの資料にはその翻訳がありません。これは英語の公式本文です。",
        "tournament_in_force": "{document}（{date}から有効）の第{section}章「{title}」。",
        "tournament_gone_title": "現在のイベント規定にはありません",
        "tournament_gone": "{newest}から有効な{document}には{number}がありません。以下は、これを載せていた最後の"
        "{document}（{date}）の第{section}章「{title}」の本文です。",
        "tournament_gone_mark": "{newest}のイベント規定にはありません",
        "tournament_short": "短縮リンク：{link}",
        "tournament_topics": "同じ事柄についての総合ルール",
        "tournament_general": "同じ主題の一般のイベント規定",
        "tournament_explains": "解説",
        "tournament_restates": "同じ内容",
        "tournament_topic": "ゲーム上のルール",
        "tournament_cites": "引用",
        "tournament_stale": "引用。ただしその日付では別の事柄のルール",
        "tournament_section_ref": "参照している他のイベント規定",
        "tournament_earlier": "以前の版のイベント規定",
        "tournament_earlier_same": "{date}の{document}も同じ文面でした。",
        "tournament_earlier_differs": "{date}の{document}の文面：",
        "stale_title": "古くなった参照",
        "stale_text": "このルールは総合ルールの{number}を参照しています。"
        "{date}に有効だった版では、{number}は別の事柄を定めています：",
        "stale_missing": "このルールは総合ルールの{number}を参照していますが、"
        "{date}に有効だった版にはそのルールがありません。",
        "stale_meant": "そのことを定めていた{number}の文言（{first}〜{last}の版）は、"
        "最新版（{date}）では{numbers}です。",
        "stale_instead": "参照している文が述べる事柄についての双頭巨人戦のルール：{numbers}。",
        "stale_marker": "古くなった参照：下の注記を参照",
        "tournament_on_rule": "イベント規定では",
        "tournament_on_rule_stale": "{rule}（{date}）はこのルールを引用していますが、その日付に有効だった版では、"
        "このルールは引用された事柄についてのものではありません。その事柄についての双頭巨人戦のルール：{numbers}。",
        "tournament_on_rule_instead": "{rule}（{date}）は、このルールの内容についてルール{number}を引用しています。"
        "その日付に有効だった版では、{number} は別の事柄のルールです。",
        "tournament_reading": "文書全体",
        "tournament_search": "イベント規定",
        "tournament_sep": "、",
        "links_tournament": "双頭巨人戦のイベント規定（マジック・イベント規定の第9章）にも、"
        "ルール番号と取り違えることのない独自の短縮リンクがあります：{example}（{others} でも可）。",
    },
}

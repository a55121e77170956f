"""The words of what a rule page says of an official translation that states its date, per page language.

The official Japanese Comprehensive Rules (2026-01-16) translate the English edition of their
date, rule by rule, except where a recorded difference says otherwise: an older wording kept, a
rule numbered otherwise, words the English does not have. ``{date}``, ``{number}`` and the like
receive Markdown links; ``{says}`` a quotation in the translation's language.
"""

from __future__ import annotations

#: Merged into `twohg.profiles.LABELS`.
TRANSLATION_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "translation_stated": "The official {language} translation of the Comprehensive Rules, in force from {date}, "
        "translating the English edition of {start}. The English text is authoritative, as the translation itself "
        "states.",
        "translation_numbered": "The translation numbers this rule {number}.",
        "translation_older": "{language} translation of an older wording",
        "translation_older_of": "{language} translation of an older English wording, that of {span}; the English "
        "has changed since.",
        "translation_renders": "{language} translation of the English wording of {span}; the English text is "
        "authoritative.",
        "translation_older_text": "It renders the English wording of {span}; the English has changed since: the rule "
        "in force is the English text above.",
        "translation_older_text_last": "It renders the English wording of {span}; the English text above is the "
        "rule's last wording.",
        "translation_departs": "{language} translation that differs from the English",
        "translation_departs_text": "It does not say what the English of its date says (how, below): the rule in force "
        "is the English text above.",
        "translation_departs_text_last": "It does not say what the English of its date says (how, below): the English "
        "text above is the rule's last wording.",
        "translation_same_number": "The translation's own {number}",
        "translation_not_covered": "The official {language} translation of {date} has no text of this rule (it "
        "translates sections 805 and 810 as they stood on that date). This is the official English text.",
        "difference_title": "How the translation differs from the English",
        "difference_lags": "It renders an older English wording of {number}, printed from {first} to {last}, not "
        "the English of {date}.",
        "difference_removed": "English removed that rule in the edition of {removed}.",
        "difference_now": "In the newest edition, that wording is {numbers}.",
        "difference_extra": "The English edition of {date} has no rule {number}: this rule translates its {english}.",
        "difference_last_printed": "English last had a rule {number} in the edition of {last}.",
        "difference_adds": "It adds words the English edition of {date} does not have: {says}.",
        "difference_like": "The English last said something like it in the edition of {last}, as {number}:",
        "difference_lacks": "The English edition of {date} has a rule {number}, which the translation lacks.",
        "difference_differs": "It does not read as the English {number} of {date} ({findings}), so it is not "
        "shown as that rule's translation.",
        "difference_english": "The English text it translates:",
        "section_stated": "The official {language} translation of {date}, of the English edition of {start}: the "
        "English text is authoritative. Where a rule differs from that English, the English comes first, then the "
        "translation and how it differs.",
        "section_numbered": "The translation numbers it {number}.",
        "english_authoritative": "The English text (authoritative)",
        "sources_official": "The official translation of the Comprehensive Rules in this language: {title} ({date}).",
        "glossary_title": "Glossary of the official translation",
        "glossary_obsolete": "obsolete",
        "language_name_en": "English",
        "language_name_es": "Spanish",
        "language_name_fr": "French",
        "language_name_ja": "Japanese",
    },
    "es": {
        "translation_stated": "La traducción oficial al {language} de las Reglas Completas, vigente desde el {date}, "
        "que traduce la edición inglesa del {start}. El texto inglés es el que prevalece, como dice la propia "
        "traducción.",
        "translation_numbered": "La traducción numera esta regla {number}.",
        "translation_older": "Traducción al {language} de una redacción anterior",
        "translation_older_of": "Traducción al {language} de una redacción inglesa anterior, la de {span}; el "
        "inglés ha cambiado desde entonces.",
        "translation_renders": "Traducción al {language} de la redacción inglesa de {span}; prevalece el texto "
        "inglés.",
        "translation_older_text": "Traduce la redacción inglesa de {span}; el inglés ha cambiado desde entonces: la "
        "regla vigente es el texto en inglés de arriba.",
        "translation_older_text_last": "Traduce la redacción inglesa de {span}; el texto inglés de arriba es la "
        "última redacción de la regla.",
        "translation_departs": "Traducción al {language} que difiere del inglés",
        "translation_departs_text": "No dice lo que dice el inglés de su fecha (abajo, en qué): la regla vigente es el "
        "texto en inglés de arriba.",
        "translation_departs_text_last": "No dice lo que dice el inglés de su fecha (abajo, en qué): el texto inglés "
        "de arriba es la última redacción de la regla.",
        "translation_same_number": "La {number} de la traducción",
        "translation_not_covered": "La traducción oficial al {language} del {date} no tiene el texto de esta regla "
        "(traduce las secciones 805 y 810 tal como estaban en esa fecha). Este es el texto oficial en inglés.",
        "difference_title": "En qué difiere la traducción del inglés",
        "difference_lags": "Traduce una redacción inglesa anterior de {number}, impresa del {first} al {last}, no "
        "el inglés del {date}.",
        "difference_removed": "El inglés suprimió esa regla en la edición del {removed}.",
        "difference_now": "En la edición más reciente, esa redacción es {numbers}.",
        "difference_extra": "La edición inglesa del {date} no tiene regla {number}: esta regla traduce su {english}.",
        "difference_last_printed": "El inglés tuvo una regla {number} por última vez en la edición del {last}.",
        "difference_adds": "Añade palabras que la edición inglesa del {date} no tiene: {says}.",
        "difference_like": "El inglés dijo algo parecido por última vez en la edición del {last}, como {number}:",
        "difference_lacks": "La edición inglesa del {date} tiene una regla {number} que la traducción no tiene.",
        "difference_differs": "No se lee como la {number} inglesa del {date} ({findings}), así que no se muestra "
        "como su traducción.",
        "difference_english": "El texto inglés que traduce:",
        "section_stated": "La traducción oficial al {language} del {date}, de la edición inglesa del {start}: "
        "prevalece el texto inglés. Donde una regla difiere de ese inglés, va primero el inglés, luego la "
        "traducción y en qué difiere.",
        "section_numbered": "La traducción la numera {number}.",
        "english_authoritative": "El texto inglés (prevalece)",
        "sources_official": "La traducción oficial de las Reglas Completas en este idioma: {title} ({date}).",
        "glossary_title": "Glosario de la traducción oficial",
        "glossary_obsolete": "obsoleto",
        "language_name_en": "inglés",
        "language_name_es": "español",
        "language_name_fr": "francés",
        "language_name_ja": "japonés",
    },
    "fr": {
        "translation_stated": "La traduction officielle en {language} des Règles complètes, en vigueur depuis le "
        "{date}, qui traduit l'édition anglaise du {start}. Le texte anglais fait foi, comme le dit la traduction "
        "elle-même.",
        "translation_numbered": "La traduction numérote cette règle {number}.",
        "translation_older": "Traduction en {language} d’un ancien libellé",
        "translation_older_of": "Traduction en {language} d’un ancien libellé anglais, celui de {span} ; "
        "l’anglais a changé depuis.",
        "translation_renders": "Traduction en {language} du libellé anglais de {span} ; le texte anglais fait foi.",
        "translation_older_text": "Elle rend le libellé anglais de {span} ; l’anglais a changé depuis : la règle en "
        "vigueur est le texte anglais ci-dessus.",
        "translation_older_text_last": "Elle rend le libellé anglais de {span} ; le texte anglais ci-dessus est le "
        "dernier libellé de la règle.",
        "translation_departs": "Traduction en {language} qui s’écarte de l’anglais",
        "translation_departs_text": "Elle ne dit pas ce que dit l’anglais de sa date (en quoi, ci-dessous) : la règle "
        "en vigueur est le texte anglais ci-dessus.",
        "translation_departs_text_last": "Elle ne dit pas ce que dit l’anglais de sa date (en quoi, ci-dessous) : le "
        "texte anglais ci-dessus est le dernier libellé de la règle.",
        "translation_same_number": "La {number} de la traduction",
        "translation_not_covered": "La traduction officielle en {language} du {date} n'a pas le texte de cette "
        "règle (elle traduit les sections 805 et 810 telles qu'elles étaient à cette date). Voici le texte "
        "officiel anglais.",
        "difference_title": "En quoi la traduction diffère de l'anglais",
        "difference_lags": "Elle rend une rédaction anglaise antérieure de {number}, imprimée du {first} au {last}, "
        "et non l'anglais du {date}.",
        "difference_removed": "L'anglais a supprimé cette règle dans l'édition du {removed}.",
        "difference_now": "Dans l'édition la plus récente, cette rédaction est {numbers}.",
        "difference_extra": "L'édition anglaise du {date} n'a pas de règle {number} : cette règle traduit sa "
        "{english}.",
        "difference_last_printed": "L'anglais a eu une règle {number} pour la dernière fois dans l'édition du {last}.",
        "difference_adds": "Elle ajoute des mots que l'édition anglaise du {date} n'a pas : {says}.",
        "difference_like": "L'anglais a dit quelque chose de semblable pour la dernière fois dans l'édition du "
        "{last}, en {number} :",
        "difference_lacks": "L'édition anglaise du {date} a une règle {number}, que la traduction n'a pas.",
        "difference_differs": "Elle ne se lit pas comme la {number} anglaise du {date} ({findings}) : elle n'est "
        "donc pas montrée comme sa traduction.",
        "difference_english": "Le texte anglais qu'elle traduit :",
        "section_stated": "La traduction officielle en {language} du {date}, de l'édition anglaise du {start} : "
        "le texte anglais fait foi. Là où une règle diffère de cet anglais, l’anglais vient d’abord, puis la "
        "traduction et en quoi elle diffère.",
        "section_numbered": "La traduction la numérote {number}.",
        "english_authoritative": "Le texte anglais (fait foi)",
        "sources_official": "La traduction officielle des Règles complètes dans cette langue : {title} ({date}).",
        "glossary_title": "Glossaire de la traduction officielle",
        "glossary_obsolete": "obsolète",
        "language_name_en": "anglais",
        "language_name_es": "espagnol",
        "language_name_fr": "français",
        "language_name_ja": "japonais",
    },
    "ja": {
        "translation_stated": "総合ルールの公式{language}訳（{date}から有効）。{start}の英語版を訳したもので、"
        "翻訳自身が述べているとおり、英語が正文です。",
        "translation_numbered": "この訳ではこのルールは {number} です。",
        "translation_older": "{language}訳（旧文言）",
        "translation_older_of": "{span} の旧い英語の文言の{language}訳。英語はその後変わっています。",
        "translation_renders": "{span} の英語の文言の{language}訳。英語の本文が正文です。",
        "translation_older_text": "{span}の英語の文言の訳です。英語はその後変わりました。"
        "現行のルールは上の英語テキストです。",
        "translation_older_text_last": "{span}の英語の文言の訳です。上の英語テキストがこのルールの最後の文言です。",
        "translation_departs": "{language}訳（英語と違いがあります）",
        "translation_departs_text": "その日付の英語と同じことを述べていません（違いは下に示します）。"
        "現行のルールは上の英語テキストです。",
        "translation_departs_text_last": "その日付の英語と同じことを述べていません（違いは下に示します）。"
        "上の英語テキストがこのルールの最後の文言です。",
        "translation_same_number": "公式訳の {number}",
        "translation_not_covered": "{date}の公式{language}訳にはこのルールの訳がありません（その日付の805節と810節を"
        "訳したものです）。これは英語の公式本文です。",
        "difference_title": "英語との違い",
        "difference_lags": "{date}の英語ではなく、"
        "{first}から{last}までの英語版に載っていた {number} の古い文言を訳しています。",
        "difference_removed": "英語では{removed}の版でこのルールが削除されました。",
        "difference_now": "その文言は最新版では {numbers} です。",
        "difference_extra": "{date}の英語版にはルール{number}がありません。"
        "このルールはその {english} を訳したものです。",
        "difference_last_printed": "英語にルール{number}があったのは{last}の版が最後です。",
        "difference_adds": "{date}の英語版にない語句を加えています：{says}。",
        "difference_like": "英語で似たことを最後に述べていたのは{last}の版の {number} です：",
        "difference_lacks": "{date}の英語版にはルール{number}がありますが、この訳にはありません。",
        "difference_differs": "{date}の英語の {number} と内容が一致しないため"
        "（{findings}）、その訳としては示していません。",
        "difference_english": "訳している英語の本文：",
        "section_stated": "{date}の公式{language}訳（{start}の英語版の翻訳）。英語が正文です。"
        "英語と違うルールは、英語を先に示し、その下に訳と違いを示しています。",
        "section_numbered": "公式訳での番号は {number} です。",
        "english_authoritative": "英語の本文（正文）",
        "sources_official": "総合ルールの公式日本語訳：{title}（{date}から有効）。",
        "glossary_title": "公式訳の用語集",
        "glossary_obsolete": "廃語",
        "language_name_en": "英語",
        "language_name_es": "スペイン語",
        "language_name_fr": "フランス語",
        "language_name_ja": "日本語",
    },
}

"""The words of the short-link pages, the autolinker, the API page and the offline page, per page language.

Merged into `LABELS`.
"""

from __future__ import annotations

#: ``{number}``, ``{date}``, ``{numbers}`` and the like receive Markdown; the rest is plain text.
LINK_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "unsaved_title": "Not saved on this device",
        "unsaved_intro": "You are offline, and this page has not been saved on this device. Reload it once you are "
        "back online.",
        "unsaved_saved": "Saved on this device, and working offline:",
        "unsaved_rules": "The rules: every current rule, section by section",
        "unsaved_search": "The search box at the top of every page, and every page it finds",
        "unsaved_short": "The short links of current rules",
        "unsaved_autolink": "The autolinker",
        "unsaved_home": "The home page",
        "unsaved_elsewhere": "This page is saved on this device in another language:",
        "api_title": "JSON API",
        "api_intro": "The site publishes its data as static JSON files beside the pages, for bots and tools: no "
        "server, no key. Paths are relative to the site's root. Every document has a `format` naming its kind and "
        "version, which changes only when a field does, and a JSON Schema (2020-12). Field descriptions are in "
        "English.",
        "api_format": "Format",
        "api_schema": "Schema",
        "api_fields": "Fields",
        "api_field": "Field",
        "api_type": "Type",
        "api_description": "Description",
        "api_example": "Example",
        "api_graph": "The whole graph: every source, edition, number, text, FAQ entry, summary section, card and link.",
        "api_rule": "One rule number: its texts in every edition and language, history, lineage, citations, "
        "cards, explanations, and its pages.",
        "api_editions": "Every edition, and each official edition's Two-Headed Giant changelog.",
        "api_resolve": "What a number means: each meaning with its dates, and where its content is in the newest "
        "edition this site holds. `api/resolve.json` holds every number.",
        "autolink_title": "Autolinker",
        "autolink_intro": "Paste a forum post: every rule number in it comes back linked to its short link, old "
        "numbers with what they are in the newest edition. Give the post's date to read its numbers as the rules "
        "then in force had them. Numbers no edition had are left as written and listed. It all happens in this page, "
        "offline too; the same from the command line: `twohg link`.",
        "autolink_post": "Post",
        "autolink_language": "Language of the post",
        "autolink_format": "Format",
        "autolink_date": "Date of the post (optional)",
        "autolink_result": "Linked post",
        "autolink_copy": "Copy",
        "autolink_flagged": "Left as written",
        "link_now": "in the edition of {date}: {numbers}",
        "link_removed": "removed on {date}",
        "link_related": "{removed}; same topic in the edition of {date}: {numbers}",
        "link_carried": "{removed}; the same words in {numbers} since {since}",
        "link_carried_gone": "{removed}; the same words in {number} until {ended}",
        "carried_now": "The same words stand in {numbers}, since the edition of {since}.",
        "carried_gone": "The same words stood in {number} from the edition of {since} until that rule was removed "
        "in the edition of {removed}.",
        "link_then_other": "{number} was a rule of section {section} “{title}” on {date}, not a Two-Headed Giant rule",
        "then_later": "what {number} says later then stood at {numbers}",
        "then_earlier": "what {number} had said then stood at {numbers}",
        "short_then_other": "On {date}, section {section} was “{title}” (editions of {first} to {last}), another "
        "part of the rulebook: {number} was no Two-Headed Giant rule.",
        "short_then_later": "What {number} says later then stood at {links}.",
        "short_then_earlier": "What {number} had said then stood at {links}.",
        "reused_span": "“{title}” in the editions of {first} to {last}",
        "reused_span_now": "“{title}” since the edition of {first}",
        "short_dated_echo": "You asked for {number} as it stood on {date}: the edition of {edition} was in force, "
        "and this is the wording it printed.",
        "cited_dated_echo": "A text that cites the edition of {edition} links {number} here: this is the wording "
        "that edition printed. What {number} is now is said at the top of the page.",
        "link_not_then": "{number} was not a Two-Headed Giant rule on {date}",
        "link_no_card": "no card named “{name}” in the card data: left as written",
        "link_unknown": "{number} is no rule this site knows: no Two-Headed Giant section had it, no source cites it",
        "links_title": "Short links",
        "links_intro": "Every rule number that ever existed in the Two-Headed Giant rules, and every number "
        "the texts cite, has a short link that keeps working through every renumbering: {example}. "
        "Numbers with one meaning go straight to their rule page; the others say what they meant in which "
        "editions and where each piece is in the newest edition.",
        "links_input": "Rule number",
        "links_go": "Go",
        "short_title": "Rule number {number}",
        "short_intro": "The number {number} has not always meant the same rule. What it meant in which "
        "editions, and where each piece is in the newest edition:",
        "short_meaning": "Editions of {first} to {last}",
        "short_meaning_one": "Edition of {first}",
        "short_meaning_current": "Since the edition of {first}",
        "short_now": "In the newest edition ({date}): {numbers}.",
        "short_still": "In the newest edition ({date}) it is still rule {number}.",
        "short_removed": "Removed in the edition of {date}.",
        "short_reused": "Since the edition of {date}, section {section} holds another part of the rulebook, not "
        "Two-Headed Giant: {titles}.",
        "short_reused_exists": "In the newest edition ({date}), {number} is a rule of that section; this site does not "
        "hold its text.",
        "short_reused_missing": "There is no rule {number} there in the newest edition ({date}).",
        "short_history": "The whole history of the number, wording by wording: {link}.",
        "short_redirect": "Rule {number}",
        "short_not_found": "No edition had a rule {number}.",
        "short_nearest": "The nearest numbers: {numbers}.",
        "short_not_on_date": "On {date} (the edition of {edition} was in force), no Two-Headed Giant rule had the "
        "number {number}: {link}.",
        "short_before_first": "{date} is before the first edition this site holds ({first}).",
        "links_dated": "A date after the number opens the wording it had in the edition in force that day, even "
        "when the number means another rule today: {example} is {number} as it stood on {date}.",
    },
    "es": {
        "unsaved_title": "No guardada en este dispositivo",
        "unsaved_intro": "Estás sin conexión y esta página no se ha guardado en este dispositivo. Vuelve a cargarla "
        "cuando tengas conexión.",
        "unsaved_saved": "Guardado en este dispositivo y disponible sin conexión:",
        "unsaved_rules": "Las reglas: todas las reglas vigentes, sección por sección",
        "unsaved_search": "La búsqueda en la parte superior de cada página, y cada página que encuentra",
        "unsaved_short": "Los enlaces cortos de las reglas vigentes",
        "unsaved_autolink": "El enlazador automático",
        "unsaved_home": "La página de inicio",
        "unsaved_elsewhere": "Esta página está guardada en este dispositivo en otro idioma:",
        "api_title": "API JSON",
        "api_intro": "El sitio publica sus datos como archivos JSON estáticos junto a las páginas, para bots y "
        "herramientas: sin servidor ni clave. Las rutas son relativas a la raíz del sitio. Cada documento tiene un "
        "`format` que indica su tipo y versión, que solo cambia cuando cambia un campo, y un esquema JSON "
        "(2020-12). Las descripciones de los campos están en inglés.",
        "api_format": "Formato",
        "api_schema": "Esquema",
        "api_fields": "Campos",
        "api_field": "Campo",
        "api_type": "Tipo",
        "api_description": "Descripción",
        "api_example": "Ejemplo",
        "api_graph": "Todo el grafo: cada fuente, edición, número, texto, entrada de FAQ, sección del resumen, "
        "carta y enlace.",
        "api_rule": "Un número de regla: sus textos en cada edición e idioma, su historia, linaje, citas, "
        "cartas, explicaciones y sus páginas.",
        "api_editions": "Cada edición, y el registro de cambios de Gigante de dos cabezas de cada edición oficial.",
        "api_resolve": "Qué significa un número: cada significado con sus fechas y dónde está su contenido en la "
        "edición más reciente de este sitio. `api/resolve.json` los contiene todos.",
        "autolink_title": "Enlazador automático",
        "autolink_intro": "Pega un mensaje de un foro: cada número de regla vuelve enlazado a su enlace corto, y los "
        "números antiguos con lo que son en la edición más reciente. Indica la fecha del mensaje para leer sus "
        "números como los tenían las reglas vigentes entonces. Los números que ninguna edición tuvo se dejan tal "
        "cual y se enumeran. Todo ocurre en esta página, también sin conexión; lo mismo en la línea de órdenes: "
        "`twohg link`.",
        "autolink_post": "Mensaje",
        "autolink_language": "Idioma del mensaje",
        "autolink_format": "Formato",
        "autolink_date": "Fecha del mensaje (opcional)",
        "autolink_result": "Mensaje enlazado",
        "autolink_copy": "Copiar",
        "autolink_flagged": "Dejados tal cual",
        "link_now": "en la edición del {date}: {numbers}",
        "link_removed": "eliminada el {date}",
        "link_related": "{removed}; mismo tema en la edición del {date}: {numbers}",
        "link_carried": "{removed}; las mismas palabras en {numbers} desde el {since}",
        "link_carried_gone": "{removed}; las mismas palabras en {number} hasta el {ended}",
        "carried_now": "Las mismas palabras figuran en {numbers} desde la edición del {since}.",
        "carried_gone": "Las mismas palabras figuraron en {number} desde la edición del {since} hasta que esa regla "
        "se eliminó en la edición del {removed}.",
        "link_then_other": "{number} era una regla de la sección {section} «{title}» el {date}, no una regla de "
        "Gigante de dos cabezas",
        "then_later": "lo que {number} dice más tarde figuraba entonces en {numbers}",
        "then_earlier": "lo que {number} había dicho figuraba entonces en {numbers}",
        "short_then_other": "El {date}, la sección {section} era «{title}» (ediciones del {first} al {last}), otra "
        "parte del reglamento: {number} no era una regla de Gigante de dos cabezas.",
        "short_then_later": "Lo que {number} dice más tarde figuraba entonces en {links}.",
        "short_then_earlier": "Lo que {number} había dicho figuraba entonces en {links}.",
        "reused_span": "«{title}» en las ediciones del {first} al {last}",
        "reused_span_now": "«{title}» desde la edición del {first}",
        "short_dated_echo": "Pediste {number} tal como estaba el {date}: estaba en vigor la edición del {edition}, y "
        "esta es la redacción que imprimía.",
        "cited_dated_echo": "Un texto que cita la edición del {edition} enlaza aquí {number}: esta es la redacción "
        "que imprimía esa edición. Lo que {number} es hoy se dice al principio de la página.",
        "link_not_then": "{number} no era una regla de Gigante de dos cabezas el {date}",
        "link_no_card": "ninguna carta se llama “{name}” en los datos de cartas: se deja tal cual",
        "link_unknown": "{number} no es una regla que este sitio conozca: ninguna sección de Gigante de dos cabezas "
        "la tuvo y ninguna fuente la cita",
        "links_title": "Enlaces cortos",
        "links_intro": "Cada número de regla que haya existido en las reglas de Gigante de dos cabezas, y cada "
        "número que citan los textos, tiene un enlace corto que sigue funcionando tras cada renumeración: "
        "{example}. Los números con un solo significado llevan directamente a su página; los demás dicen qué "
        "significaron en qué ediciones y dónde está cada parte en la edición más reciente.",
        "links_input": "Número de regla",
        "links_go": "Ir",
        "short_title": "Número de regla {number}",
        "short_intro": "El número {number} no siempre ha designado la misma regla. Lo que significó en cada "
        "edición y dónde está cada parte en la edición más reciente:",
        "short_meaning": "Ediciones del {first} al {last}",
        "short_meaning_one": "Edición del {first}",
        "short_meaning_current": "Desde la edición del {first}",
        "short_now": "En la edición más reciente ({date}): {numbers}.",
        "short_still": "En la edición más reciente ({date}) sigue siendo la regla {number}.",
        "short_removed": "Se eliminó en la edición del {date}.",
        "short_reused": "Desde la edición del {date}, la sección {section} trata de otra parte del reglamento, no de "
        "Gigante de dos cabezas: {titles}.",
        "short_reused_exists": "En la edición más reciente ({date}), {number} es una regla de esa sección; "
        "este sitio no tiene su texto.",
        "short_reused_missing": "En la edición más reciente ({date}) no hay ninguna regla {number} en ella.",
        "short_history": "Toda la historia del número, redacción por redacción: {link}.",
        "short_redirect": "Regla {number}",
        "short_not_found": "Ninguna edición tuvo una regla {number}.",
        "short_nearest": "Los números más cercanos: {numbers}.",
        "short_not_on_date": "El {date} (estaba en vigor la edición del {edition}), ninguna regla de Gigante de dos "
        "cabezas tenía el número {number}: {link}.",
        "short_before_first": "El {date} es anterior a la primera edición que tiene este sitio ({first}).",
        "links_dated": "Una fecha tras el número abre la redacción que tenía en la edición vigente ese día, aunque "
        "hoy el número designe otra regla: {example} es {number} tal como estaba el {date}.",
    },
    "fr": {
        "unsaved_title": "Page non enregistrée sur cet appareil",
        "unsaved_intro": "Vous êtes hors ligne et cette page n'a pas été enregistrée sur cet appareil. Rechargez-la "
        "une fois la connexion revenue.",
        "unsaved_saved": "Enregistré sur cet appareil et disponible hors ligne :",
        "unsaved_rules": "Les règles : toutes les règles en vigueur, section par section",
        "unsaved_search": "La recherche en haut de chaque page, et chaque page qu’elle trouve",
        "unsaved_short": "Les liens courts des règles en vigueur",
        "unsaved_autolink": "Les liens automatiques",
        "unsaved_home": "La page d'accueil",
        "unsaved_elsewhere": "Cette page est enregistrée sur cet appareil dans une autre langue :",
        "api_title": "API JSON",
        "api_intro": "Le site publie ses données en fichiers JSON statiques à côté des pages, pour les robots et "
        "les outils : ni serveur ni clé. Les chemins sont relatifs à la racine du site. Chaque document a un "
        "`format` qui indique son type et sa version, qui ne change que si un champ change, et un schéma JSON "
        "(2020-12). Les descriptions des champs sont en anglais.",
        "api_format": "Format",
        "api_schema": "Schéma",
        "api_fields": "Champs",
        "api_field": "Champ",
        "api_type": "Type",
        "api_description": "Description",
        "api_example": "Exemple",
        "api_graph": "Tout le graphe : chaque source, édition, numéro, texte, entrée de FAQ, section du résumé, "
        "carte et lien.",
        "api_rule": "Un numéro de règle : ses textes dans chaque édition et langue, son historique, sa filiation, "
        "ses citations, ses cartes, ses explications et ses pages.",
        "api_editions": "Chaque édition, et le journal des changements du Troll à deux têtes de chaque édition "
        "officielle.",
        "api_resolve": "Ce que désigne un numéro : chaque sens avec ses dates, et où se trouve son contenu dans "
        "l'édition la plus récente de ce site. `api/resolve.json` les contient tous.",
        "autolink_title": "Liens automatiques",
        "autolink_intro": "Collez un message de forum : chaque numéro de règle revient lié à son lien court, les "
        "anciens numéros avec ce qu'ils sont dans l'édition la plus récente. Donnez la date du message pour lire ses "
        "numéros comme les règles alors en vigueur les avaient. Les numéros qu'aucune édition n'a eus restent tels "
        "quels et sont listés. Tout se passe dans cette page, hors ligne aussi ; de même en ligne de commande : "
        "`twohg link`.",
        "autolink_post": "Message",
        "autolink_language": "Langue du message",
        "autolink_format": "Format",
        "autolink_date": "Date du message (facultatif)",
        "autolink_result": "Message avec liens",
        "autolink_copy": "Copier",
        "autolink_flagged": "Laissés tels quels",
        "link_now": "dans l'édition du {date} : {numbers}",
        "link_removed": "supprimée le {date}",
        "link_related": "{removed} ; même sujet dans l'édition du {date} : {numbers}",
        "link_carried": "{removed} ; les mêmes mots dans {numbers} depuis le {since}",
        "link_carried_gone": "{removed} ; les mêmes mots dans {number} jusqu’au {ended}",
        "carried_now": "Les mêmes mots figurent dans {numbers} depuis l’édition du {since}.",
        "carried_gone": "Les mêmes mots ont figuré dans {number} depuis l’édition du {since}, jusqu’à la suppression "
        "de cette règle dans l’édition du {removed}.",
        "link_then_other": "{number} était une règle de la section {section} « {title} » le {date}, et non une règle "
        "du Troll à deux têtes",
        "then_later": "ce que {number} dit plus tard figurait alors en {numbers}",
        "then_earlier": "ce que {number} avait dit figurait alors en {numbers}",
        "short_then_other": "Le {date}, la section {section} était « {title} » (éditions du {first} au {last}), une "
        "autre partie des règles : {number} n’était pas une règle du Troll à deux têtes.",
        "short_then_later": "Ce que {number} dit plus tard figurait alors en {links}.",
        "short_then_earlier": "Ce que {number} avait dit figurait alors en {links}.",
        "reused_span": "« {title} » dans les éditions du {first} au {last}",
        "reused_span_now": "« {title} » depuis l’édition du {first}",
        "short_dated_echo": "Vous avez demandé {number} tel qu’il était le {date} : l’édition du {edition} était en "
        "vigueur, et voici le libellé qu’elle imprimait.",
        "cited_dated_echo": "Un texte qui cite l’édition du {edition} renvoie ici à {number} : voici le libellé "
        "que cette édition imprimait. Ce qu’est {number} aujourd’hui est dit en haut de la page.",
        "link_not_then": "{number} n'était pas une règle du Troll à deux têtes le {date}",
        "link_no_card": "aucune carte nommée « {name} » dans les données de cartes : laissé tel quel",
        "link_unknown": "{number} n'est pas une règle connue de ce site : aucune section du Troll à deux têtes ne "
        "l'a eue, aucune source ne la cite",
        "links_title": "Liens courts",
        "links_intro": "Chaque numéro de règle ayant existé dans les règles du Troll à deux têtes, et chaque "
        "numéro que citent les textes, a un lien court qui fonctionne malgré chaque renumérotation : "
        "{example}. Les numéros qui n'ont eu qu'un sens mènent directement à leur page ; les autres disent ce "
        "qu'ils désignaient dans quelles éditions et où se trouve chaque partie dans l'édition la plus récente.",
        "links_input": "Numéro de règle",
        "links_go": "Aller",
        "short_title": "Numéro de règle {number}",
        "short_intro": "Le numéro {number} n'a pas toujours désigné la même règle. Ce qu'il désignait dans "
        "quelles éditions, et où se trouve chaque partie dans l'édition la plus récente :",
        "short_meaning": "Éditions du {first} au {last}",
        "short_meaning_one": "Édition du {first}",
        "short_meaning_current": "Depuis l'édition du {first}",
        "short_now": "Dans l'édition la plus récente ({date}) : {numbers}.",
        "short_still": "Dans l'édition la plus récente ({date}), c'est toujours la règle {number}.",
        "short_removed": "Supprimée dans l'édition du {date}.",
        "short_reused": "Depuis l’édition du {date}, la section {section} traite d’une autre partie des règles, et "
        "non du Troll à deux têtes : {titles}.",
        "short_reused_exists": "Dans l'édition la plus récente ({date}), {number} est une règle de cette section ; ce "
        "site n'en a pas le texte.",
        "short_reused_missing": "Il n'y a pas de règle {number} dans cette section dans l'édition la plus récente "
        "({date}).",
        "short_history": "Toute l'histoire du numéro, formulation par formulation : {link}.",
        "short_redirect": "Règle {number}",
        "short_not_found": "Aucune édition n'a eu de règle {number}.",
        "short_nearest": "Les numéros les plus proches : {numbers}.",
        "short_not_on_date": "Le {date} (l’édition du {edition} était en vigueur), aucune règle du Troll à deux "
        "têtes n'avait le numéro {number} : {link}.",
        "short_before_first": "Le {date} précède la première édition que contient ce site ({first}).",
        "links_dated": "Une date après le numéro ouvre le libellé qu'il avait dans l'édition en vigueur ce jour-là, "
        "même si le numéro désigne une autre règle aujourd'hui : {example} est {number} tel qu'il était le {date}.",
    },
    "ja": {
        "unsaved_title": "この端末に保存されていないページ",
        "unsaved_intro": "オフラインです。このページはこの端末に保存されていません。"
        "接続が戻ったら再読み込みしてください。",
        "unsaved_saved": "この端末に保存され、オフラインでも使えるもの：",
        "unsaved_rules": "ルール：現行のすべてのルール（セクションごと）",
        "unsaved_search": "各ページ上部の検索と、検索で見つかるすべてのページ",
        "unsaved_short": "現行ルールの短縮リンク",
        "unsaved_autolink": "自動リンク",
        "unsaved_home": "ホーム",
        "unsaved_elsewhere": "このページは、この端末に別の言語で保存されています：",
        "api_title": "JSON API",
        "api_intro": "このサイトは、ボットやツールのために、データを静的な JSON ファイルとして"
        "ページと並べて公開しています。"
        "サーバーもキーも不要です。パスはサイトのルートからの相対パスです。各文書には種類と版を示す `format` があり、"
        "フィールドが変わったときだけ変わります。各文書に JSON Schema（2020-12）があります。"
        "フィールドの説明は英語です。",
        "api_format": "形式",
        "api_schema": "スキーマ",
        "api_fields": "フィールド",
        "api_field": "フィールド",
        "api_type": "型",
        "api_description": "説明",
        "api_example": "例",
        "api_graph": "グラフ全体：すべての資料、版、番号、本文、FAQ項目、要約のセクション、カード、リンク。",
        "api_rule": "一つのルール番号：各版・各言語の本文、履歴、系譜、引用、カード、解説、ページ。",
        "api_editions": "すべての版と、各公式版の双頭巨人戦の変更点。",
        "api_resolve": "番号が何を指すか：各意味とその期間、そしてこのサイトの最新版での内容の場所。"
        "`api/resolve.json` にはすべての番号があります。",
        "autolink_title": "自動リンク",
        "autolink_intro": "フォーラムの投稿を貼り付けると、その中のすべてのルール番号が短縮リンク付きで返され、"
        "古い番号には最新版での番号が添えられます。投稿の日付を指定すると、その時点で有効だったルールに従って番号を読みます。"
        "どの版にもない番号はそのまま残して一覧にします。処理はすべてこのページ内で行われ、オフラインでも動作します。"
        "コマンドラインでは `twohg link` で同じことができます。",
        "autolink_post": "投稿",
        "autolink_language": "投稿の言語",
        "autolink_format": "形式",
        "autolink_date": "投稿の日付（任意）",
        "autolink_result": "リンク付きの投稿",
        "autolink_copy": "コピー",
        "autolink_flagged": "そのまま残した番号",
        "link_now": "{date} の版では {numbers}",
        "link_removed": "{date} に削除",
        "link_related": "{removed}。同じ事項は {date} の版では {numbers}",
        "link_carried": "{removed}。同じ文言が {since} から {numbers} にあります",
        "link_carried_gone": "{removed}。同じ文言は {ended} まで {number} にありました",
        "carried_now": "同じ文言が {since} の版から {numbers} にあります。",
        "carried_gone": "同じ文言は {since} の版から {number} にありましたが、"
        "そのルールも {removed} の版で削除されました。",
        "link_then_other": "{date} の時点で {number} は {section} 節「{title}」のルールで、"
        "双頭巨人戦のルールではありませんでした",
        "then_later": "{number} が後に定める内容は当時 {numbers} にありました",
        "then_earlier": "{number} が定めていた内容は当時 {numbers} にありました",
        "short_then_other": "{date} には {section} 節は「{title}」（{first} から {last} の版）で、"
        "総合ルールの別の部分でした。{number} は双頭巨人戦のルールではありませんでした。",
        "short_then_later": "{number} が後に定める内容は、当時 {links} にありました。",
        "short_then_earlier": "{number} が定めていた内容は、当時 {links} にありました。",
        "reused_span": "{first} から {last} の版では「{title}」",
        "reused_span_now": "{first} の版以降は「{title}」",
        "short_dated_echo": "{date} 時点の {number} を求めました。"
        "当時は {edition} の版が有効で、これがその版の文言です。",
        "cited_dated_echo": "{edition} の版を引用する文書が、ここで {number} を参照しています。これはその版の文言です。"
        "{number} の現在の内容はページの冒頭に記載しています。",
        "link_not_then": "{number} は {date} の時点で双頭巨人戦のルールではありませんでした",
        "link_no_card": "「{name}」という名前のカードはカードデータにありません（そのままにしました）",
        "link_unknown": "{number} はこのサイトが知らないルールです"
        "（双頭巨人戦のセクションになく、どの資料も引用していません）",
        "links_title": "短縮リンク",
        "links_intro": "双頭巨人戦のルールにかつて存在したすべてのルール番号と、テキストが引用するすべての番号には、"
        "番号の変更を経ても使い続けられる短縮リンクがあります：{example}。意味が一つの番号はそのルールのページへ直接移動し、"
        "それ以外の番号は、どの版で何を指していたか、各部分が最新版のどこにあるかを示します。",
        "links_input": "ルール番号",
        "links_go": "移動",
        "short_title": "ルール番号 {number}",
        "short_intro": "番号 {number} は、いつも同じルールを指していたわけではありません。どの版で何を指していたか、"
        "そして各部分が最新版のどこにあるか：",
        "short_meaning": "{first} 版から {last} 版まで",
        "short_meaning_one": "{first} 版",
        "short_meaning_current": "{first} 版から",
        "short_now": "最新版（{date}）：{numbers}。",
        "short_still": "最新版（{date}）でもルール {number} です。",
        "short_removed": "{date} の版で削除されました。",
        "short_reused": "{date} の版以降、{section} 節は双頭巨人戦ではなく総合ルールの別の部分です：{titles}。",
        "short_reused_exists": "最新版（{date}）では {number} はそのセクションのルールです。"
        "このサイトはその本文を収録していません。",
        "short_reused_missing": "最新版（{date}）ではそのセクションにルール {number} はありません。",
        "short_history": "この番号の全履歴（文言ごと）：{link}。",
        "short_redirect": "ルール {number}",
        "short_not_found": "ルール {number} はどの版にもありませんでした。",
        "short_nearest": "最も近い番号：{numbers}。",
        "short_not_on_date": "{date}（{edition}の版が有効）には、番号 {number} の双頭巨人戦のルールはありませんでした"
        "：{link}。",
        "short_before_first": "{date}は、このサイトにある最初の版（{first}）より前です。",
        "links_dated": "番号の後に日付を付けると、その日に有効だった版での文言が開きます"
        "（今は別のルールを指す番号でも）。{example} は {date} 時点の {number} です。",
    },
}

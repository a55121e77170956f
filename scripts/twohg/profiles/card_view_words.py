"""The words of the card data's pages: the card view, the deck check, the cards index and the rule pages' card lists.

Merged into `twohg.profiles.LABELS`; the keys that start with ``cv_`` are also given to ``static/card.js`` and
``static/deckcheck.js``, which write the pages' cards in the page's language.
"""

from __future__ import annotations

CARD_VIEW_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "cardview_title": "Card",
        "cardview_intro": "A card of the card data, with the Two-Headed Giant rules its words engage and its official "
        "rulings. Find a card by its name in any language with the search box.",
        "cardview_noscript": "This page reads the card from the site's card data with JavaScript, which is off.",
        "deckcheck_title": "Deck check",
        "deckcheck_intro": 'Paste a decklist or a sealed pool ("4 Guttersnipe", "1x Guttersnipe (RTR) 98", an MTG '
        "Arena export), with card names in English, Spanish, French or Japanese: the cards that play differently "
        "in Two-Headed Giant are listed with their rules and official rulings. It runs in this page, offline too, "
        "and sends nothing anywhere.",
        "deckcheck_noscript": "The deck check runs in this page with JavaScript, which is off; `twohg cards check "
        "FILE` does the same on the command line.",
        "cards_data_intro": "Every card of the card data has a view: its Oracle text, what changes in Two-Headed "
        "Giant and why, and its official rulings, the Two-Headed Giant ones first. Find one with the search box "
        "(its name in any of the four languages, misspelt or not), or check a whole deck: {check}.",
        "cards_data_about": "The card data of this build: {description}",
        "cards_data_none": "No card data was given to this build: only the cards the texts name are here.",
        "cards_desc": "{cards} cards, from {sources}. {rulings} official rulings ({two_headed} cards have one about "
        "Two-Headed Giant), the newest of {until}.",
        "cards_desc_v3": "the MTGJSON version 3 set files of {count} sets, {first} – {last} (up to {set}): names in "
        "Spanish, French and Japanese, the printed texts of {printed} sets and the official rulings",
        "cards_desc_list": "{file}, a list of {count} cards' Oracle texts of today (MTGJSON version 5 fields, no date "
        "given), which no names in other languages or rulings come with",
        "cards_desc_atomic": "{file}, MTGJSON's AtomicCards of {date} (version {version})",
        "cards_desc_left": "{n} kept out: tokens, art variants, reversible printings, Arena-only rebalanced cards, and "
        "2018 names today's data does not have.",
        "api_cards": "The card data: where each card's record and names are, the reviewed phrases with their line in "
        "every language, the rules they engage as they read today, and what the data is.",
        "api_card": "A card data file (gzip-compressed JSON): the records of the cards whose address falls in it, "
        "each with its faces, names, phrases, printed texts and official rulings (2HG first, each outdated or not).",
        "cards_named_title": "Cards the texts name",
        "rule_cards_title": "Cards with official Two-Headed Giant rulings about this rule",
        "rule_cards_intro": "{n} cards have an official Two-Headed Giant ruling about this rule, by the words on the "
        "card or in the ruling that engage it:",
        "rule_cards_all": "All {n} cards",
        "rule_cards_outdated": "(ruling written before a change of this rule)",
        "cv_loading": "Loading the card…",
        "cv_failed": "The card data could not be read (offline, and this card not saved?).",
        "cv_missing": "No card of that name in the card data.",
        "cv_empty": "No card is named in this address: find one by its name with the search box.",
        "cv_search": "Search for it",
        "cv_english": "English name",
        "cv_names": "Printed names",
        "cv_lang_en": "English",
        "cv_lang_es": "Spanish",
        "cv_lang_fr": "French",
        "cv_lang_ja": "Japanese",
        "cv_oracle": "Oracle text",
        "cv_oracle_note": "today's wording, in English",
        "cv_face_2018": "this face's text is the wording of the 2018 data: today's data does not give it",
        "cv_face_none": "the card data gives no text for this face",
        "cv_printed": "Printed {language} text",
        "cv_printed_of": "as printed in {set} ({year}): the wording of that printing, older than today's Oracle text",
        "cv_changes": "What changes in Two-Headed Giant",
        "cv_changes_none": "Nothing in this card's words engages a Two-Headed Giant rule: it plays as in a "
        "two-player game, under the variant's general rules.",
        "cv_changes_also": "Also in its words",
        "cv_rules": "Rules",
        "cv_rulings": "Official rulings",
        "cv_rulings_2hg": "About Two-Headed Giant",
        "cv_rulings_multiplayer": "About multiplayer games",
        "cv_rulings_other": "Other rulings ({n})",
        "cv_rulings_none": "The card data has no official ruling for this card.",
        "cv_ruling_outdated": "Written on {date}, before the rules it rests on changed:",
        "cv_ruling_reworded": "{rule} changed on {date}",
        "cv_ruling_added": "{rule} took its present form on {date}",
        "cv_ruling_today": "{rule} today:",
        "cv_ruling_holds": "The rules it rests on ({rules}) have said the same since it was written.",
        "cv_ruling_withdrawn": "Only older printings carry this ruling: it was withdrawn or replaced by 2018.",
        "cv_ruling_cites": "Rules it cites, as they stood on its date:",
        "cv_undated": "This card is not in the card data of {date} (sets up to {set}): its Spanish, French and "
        "Japanese names and its official rulings are not in the data.",
        "cv_funny": "A silver-bordered or acorn card: not legal in sanctioned play, Two-Headed Giant included.",
        "cv_source": "Oracle text from {source}.",
        "cv_first": "First printed: {date}.",
        "cv_own_page": "The rules' own texts name this card: {page}.",
        "cv_own_page_link": "every text that uses it",
        "cv_plays_differently": "Plays differently in Two-Headed Giant",
        "dc_label": "Decklist or card pool",
        "dc_check": "Check",
        "dc_result_none": "No card of this list plays differently in Two-Headed Giant.",
        "dc_result": "{n} cards play differently in Two-Headed Giant",
        "dc_same": "{n} cards play as in a two-player game",
        "dc_unread": "Lines not read ({n})",
        "dc_unread_line": "line {line}: {text}",
        "dc_no_card": "no card of that name in the card data",
        "dc_copies": "×{n}",
        "dc_rulings": "{n} official 2HG rulings",
    },
    "es": {
        "cardview_title": "Carta",
        "cardview_intro": "Una carta de los datos de cartas, con las reglas de Gigante de dos cabezas que activan "
        "sus palabras y sus resoluciones oficiales. Busca una carta por su nombre en cualquier idioma con el "
        "buscador.",
        "cardview_noscript": "Esta página lee la carta de los datos de cartas del sitio con JavaScript, que está "
        "desactivado.",
        "deckcheck_title": "Revisión de mazo",
        "deckcheck_intro": "Pega una lista de mazo o un pool de sellado («4 Disparacuneta», «1x Guttersnipe (RTR) "
        "98», una exportación de MTG Arena), con nombres en inglés, español, francés o japonés: se listan las "
        "cartas que juegan distinto en Gigante de dos cabezas, con sus reglas y resoluciones oficiales. Funciona "
        "en esta página, también sin conexión, y no envía nada a ninguna parte.",
        "deckcheck_noscript": "La revisión de mazo funciona en esta página con JavaScript, que está desactivado; "
        "`twohg cards check ARCHIVO` hace lo mismo en la línea de órdenes.",
        "cards_data_intro": "Cada carta de los datos de cartas tiene su vista: su texto Oracle, qué cambia en "
        "Gigante de dos cabezas y por qué, y sus resoluciones oficiales, primero las de Gigante de dos cabezas. "
        "Búscala con el buscador (su nombre en cualquiera de los cuatro idiomas, con o sin errores) o revisa un "
        "mazo entero: {check}.",
        "cards_data_about": "Los datos de cartas de esta compilación: {description}",
        "cards_data_none": "Esta compilación no recibió datos de cartas: solo están las cartas que nombran los textos.",
        "cards_desc": "{cards} cartas, de {sources}. {rulings} resoluciones oficiales ({two_headed} cartas tienen "
        "una sobre Gigante de dos cabezas), la más reciente del {until}.",
        "cards_desc_v3": "los archivos de colección de MTGJSON versión 3 de {count} colecciones, {first} – {last} "
        "(hasta {set}): nombres en español, francés y japonés, los textos impresos de {printed} colecciones y las "
        "resoluciones oficiales",
        "cards_desc_list": "{file}, una lista de los textos Oracle de hoy de {count} cartas (campos de MTGJSON "
        "versión 5, sin fecha), sin nombres en otros idiomas ni resoluciones",
        "cards_desc_atomic": "{file}, el AtomicCards de MTGJSON del {date} (versión {version})",
        "cards_desc_left": "{n} dejadas fuera: fichas, variantes de ilustración, impresiones reversibles, cartas "
        "reequilibradas solo de Arena y nombres de 2018 que los datos de hoy no tienen.",
        "api_cards": "Los datos de cartas: dónde están el registro y los nombres de cada carta, las frases revisadas "
        "con su línea en cada idioma, las reglas que activan tal como están hoy y qué son los datos.",
        "api_card": "Un archivo de datos de cartas (JSON comprimido con gzip): los registros de las cartas cuya "
        "dirección cae en él, con sus caras, nombres, frases, textos impresos y resoluciones oficiales.",
        "cards_named_title": "Cartas que nombran los textos",
        "rule_cards_title": "Cartas con resoluciones oficiales de Gigante de dos cabezas sobre esta regla",
        "rule_cards_intro": "{n} cartas tienen una resolución oficial de Gigante de dos cabezas sobre esta regla, "
        "según las palabras de la carta o de la resolución que la activan:",
        "rule_cards_all": "Las {n} cartas",
        "rule_cards_outdated": "(resolución escrita antes de un cambio de esta regla)",
        "cv_loading": "Cargando la carta…",
        "cv_failed": "No se pudieron leer los datos de cartas (¿sin conexión, y esta carta sin guardar?).",
        "cv_missing": "No hay ninguna carta con ese nombre en los datos de cartas.",
        "cv_empty": "Esta dirección no nombra ninguna carta: busca una por su nombre con el buscador.",
        "cv_search": "Buscarla",
        "cv_english": "Nombre en inglés",
        "cv_names": "Nombres impresos",
        "cv_lang_en": "inglés",
        "cv_lang_es": "español",
        "cv_lang_fr": "francés",
        "cv_lang_ja": "japonés",
        "cv_oracle": "Texto Oracle",
        "cv_oracle_note": "la redacción de hoy, en inglés",
        "cv_face_2018": "el texto de esta cara es la redacción de los datos de 2018: los datos de hoy no la dan",
        "cv_face_none": "los datos de cartas no dan texto para esta cara",
        "cv_printed": "Texto impreso en {language}",
        "cv_printed_of": "tal como se imprimió en {set} ({year}): la redacción de esa impresión, anterior al texto "
        "Oracle de hoy",
        "cv_changes": "Qué cambia en Gigante de dos cabezas",
        "cv_changes_none": "Nada en las palabras de esta carta activa una regla de Gigante de dos cabezas: se "
        "juega como en una partida de dos jugadores, con las reglas generales de la variante.",
        "cv_changes_also": "También en sus palabras",
        "cv_rules": "Reglas",
        "cv_rulings": "Resoluciones oficiales",
        "cv_rulings_2hg": "Sobre Gigante de dos cabezas",
        "cv_rulings_multiplayer": "Sobre partidas multijugador",
        "cv_rulings_other": "Otras resoluciones ({n})",
        "cv_rulings_none": "Los datos de cartas no tienen ninguna resolución oficial de esta carta.",
        "cv_ruling_outdated": "Escrita el {date}, antes de que cambiaran las reglas en que se basa:",
        "cv_ruling_reworded": "{rule} cambió el {date}",
        "cv_ruling_added": "{rule} tomó su forma actual el {date}",
        "cv_ruling_today": "{rule} hoy:",
        "cv_ruling_holds": "Las reglas en que se basa ({rules}) dicen lo mismo desde que se escribió.",
        "cv_ruling_withdrawn": "Solo la llevan impresiones más antiguas: se retiró o se sustituyó antes de 2018.",
        "cv_ruling_cites": "Reglas que cita, tal como estaban en su fecha:",
        "cv_undated": "Esta carta no está en los datos de cartas de {date} (colecciones hasta {set}): sus nombres "
        "en español, francés y japonés y sus resoluciones oficiales no están en los datos.",
        "cv_funny": "Una carta de borde plateado o con bellota: no es legal en juego oficial, tampoco en Gigante de "
        "dos cabezas.",
        "cv_source": "Texto Oracle de {source}.",
        "cv_first": "Primera impresión: {date}.",
        "cv_own_page": "Los textos de las reglas nombran esta carta: {page}.",
        "cv_own_page_link": "todos los textos que la usan",
        "cv_plays_differently": "Juega distinto en Gigante de dos cabezas",
        "dc_label": "Lista de mazo o pool de cartas",
        "dc_check": "Revisar",
        "dc_result_none": "Ninguna carta de esta lista juega distinto en Gigante de dos cabezas.",
        "dc_result": "{n} cartas juegan distinto en Gigante de dos cabezas",
        "dc_same": "{n} cartas juegan como en una partida de dos jugadores",
        "dc_unread": "Líneas no leídas ({n})",
        "dc_unread_line": "línea {line}: {text}",
        "dc_no_card": "ninguna carta con ese nombre en los datos de cartas",
        "dc_copies": "×{n}",
        "dc_rulings": "{n} resoluciones oficiales de 2HG",
    },
    "fr": {
        "cardview_title": "Carte",
        "cardview_intro": "Une carte des données de cartes, avec les règles du Troll à deux têtes que ses mots "
        "engagent et ses décisions officielles. Trouvez une carte par son nom dans n'importe quelle langue avec "
        "le champ de recherche.",
        "cardview_noscript": "Cette page lit la carte dans les données de cartes du site avec JavaScript, qui est "
        "désactivé.",
        "deckcheck_title": "Vérification de deck",
        "deckcheck_intro": "Collez une liste de deck ou un pool scellé (« 4 Gobelin des rues », « 1x Guttersnipe "
        "(RTR) 98 », un export de MTG Arena), avec les noms en anglais, espagnol, français ou japonais : les "
        "cartes qui se jouent autrement en Troll à deux têtes sont listées avec leurs règles et décisions "
        "officielles. Tout se passe dans cette page, hors ligne aussi, et rien n'est envoyé nulle part.",
        "deckcheck_noscript": "La vérification de deck fonctionne dans cette page avec JavaScript, qui est "
        "désactivé ; `twohg cards check FICHIER` fait de même en ligne de commande.",
        "cards_data_intro": "Chaque carte des données de cartes a sa vue : son texte Oracle, ce qui change en Troll "
        "à deux têtes et pourquoi, et ses décisions officielles, celles du Troll à deux têtes d'abord. Trouvez-la "
        "avec le champ de recherche (son nom dans l'une des quatre langues, avec ou sans faute) ou vérifiez un "
        "deck entier : {check}.",
        "cards_data_about": "Les données de cartes de cette construction : {description}",
        "cards_data_none": "Aucune donnée de cartes n'a été donnée à cette construction : seules les cartes que "
        "les textes nomment sont ici.",
        "cards_desc": "{cards} cartes, tirées de {sources}. {rulings} décisions officielles ({two_headed} cartes "
        "en ont une sur le Troll à deux têtes), la plus récente du {until}.",
        "cards_desc_v3": "les fichiers d'extension MTGJSON version 3 de {count} extensions, {first} – {last} "
        "(jusqu'à {set}) : noms en espagnol, français et japonais, textes imprimés de {printed} extensions et "
        "décisions officielles",
        "cards_desc_list": "{file}, une liste des textes Oracle d'aujourd'hui de {count} cartes (champs MTGJSON "
        "version 5, sans date), sans noms dans d'autres langues ni décisions",
        "cards_desc_atomic": "{file}, l'AtomicCards de MTGJSON du {date} (version {version})",
        "cards_desc_left": "{n} laissées de côté : jetons, variantes d'illustration, impressions réversibles, cartes "
        "rééquilibrées d'Arena et noms de 2018 absents des données d'aujourd'hui.",
        "api_cards": "Les données de cartes : où sont l'enregistrement et les noms de chaque carte, les phrases "
        "relues avec leur ligne dans chaque langue, les règles qu'elles engagent telles qu'elles sont aujourd'hui, "
        "et ce que sont les données.",
        "api_card": "Un fichier de données de cartes (JSON compressé en gzip) : les enregistrements des cartes dont "
        "l'adresse y tombe, avec leurs faces, noms, phrases, textes imprimés et décisions officielles.",
        "cards_named_title": "Cartes que les textes nomment",
        "rule_cards_title": "Cartes ayant des décisions officielles du Troll à deux têtes sur cette règle",
        "rule_cards_intro": "{n} cartes ont une décision officielle du Troll à deux têtes sur cette règle, selon "
        "les mots de la carte ou de la décision qui l'engagent :",
        "rule_cards_all": "Les {n} cartes",
        "rule_cards_outdated": "(décision écrite avant un changement de cette règle)",
        "cv_loading": "Chargement de la carte…",
        "cv_failed": "Les données de cartes n'ont pas pu être lues (hors ligne, et cette carte non enregistrée ?).",
        "cv_missing": "Aucune carte de ce nom dans les données de cartes.",
        "cv_empty": "Cette adresse ne nomme aucune carte : trouvez-en une par son nom avec le champ de recherche.",
        "cv_search": "La chercher",
        "cv_english": "Nom anglais",
        "cv_names": "Noms imprimés",
        "cv_lang_en": "anglais",
        "cv_lang_es": "espagnol",
        "cv_lang_fr": "français",
        "cv_lang_ja": "japonais",
        "cv_oracle": "Texte Oracle",
        "cv_oracle_note": "le libellé d'aujourd'hui, en anglais",
        "cv_face_2018": "le texte de cette face est le libellé des données de 2018 : celles d'aujourd'hui ne le "
        "donnent pas",
        "cv_face_none": "les données de cartes ne donnent pas de texte pour cette face",
        "cv_printed": "Texte imprimé en {language}",
        "cv_printed_of": "tel qu'imprimé dans {set} ({year}) : le libellé de cette impression, plus ancien que le "
        "texte Oracle d'aujourd'hui",
        "cv_changes": "Ce qui change en Troll à deux têtes",
        "cv_changes_none": "Rien dans les mots de cette carte n'engage une règle du Troll à deux têtes : elle se "
        "joue comme en partie à deux joueurs, sous les règles générales de la variante.",
        "cv_changes_also": "Aussi dans ses mots",
        "cv_rules": "Règles",
        "cv_rulings": "Décisions officielles",
        "cv_rulings_2hg": "Sur le Troll à deux têtes",
        "cv_rulings_multiplayer": "Sur les parties multijoueurs",
        "cv_rulings_other": "Autres décisions ({n})",
        "cv_rulings_none": "Les données de cartes n'ont aucune décision officielle pour cette carte.",
        "cv_ruling_outdated": "Écrite le {date}, avant que les règles sur lesquelles elle repose ne changent :",
        "cv_ruling_reworded": "{rule} a changé le {date}",
        "cv_ruling_added": "{rule} a pris sa forme actuelle le {date}",
        "cv_ruling_today": "{rule} aujourd'hui :",
        "cv_ruling_holds": "Les règles sur lesquelles elle repose ({rules}) disent la même chose depuis qu'elle a "
        "été écrite.",
        "cv_ruling_withdrawn": "Seules des impressions plus anciennes la portent : elle a été retirée ou remplacée "
        "avant 2018.",
        "cv_ruling_cites": "Règles qu'elle cite, telles qu'elles étaient à sa date :",
        "cv_undated": "Cette carte n'est pas dans les données de cartes de {date} (extensions jusqu'à {set}) : ses "
        "noms espagnol, français et japonais et ses décisions officielles n'y sont pas.",
        "cv_funny": "Une carte à bord argenté ou à gland : pas légale en jeu officiel, Troll à deux têtes compris.",
        "cv_source": "Texte Oracle tiré de {source}.",
        "cv_first": "Première impression : {date}.",
        "cv_own_page": "Les textes des règles nomment cette carte : {page}.",
        "cv_own_page_link": "tous les textes qui la citent",
        "cv_plays_differently": "Se joue autrement en Troll à deux têtes",
        "dc_label": "Liste de deck ou pool de cartes",
        "dc_check": "Vérifier",
        "dc_result_none": "Aucune carte de cette liste ne se joue autrement en Troll à deux têtes.",
        "dc_result": "{n} cartes se jouent autrement en Troll à deux têtes",
        "dc_same": "{n} cartes se jouent comme en partie à deux joueurs",
        "dc_unread": "Lignes non lues ({n})",
        "dc_unread_line": "ligne {line} : {text}",
        "dc_no_card": "aucune carte de ce nom dans les données de cartes",
        "dc_copies": "×{n}",
        "dc_rulings": "{n} décisions officielles 2HG",
    },
    "ja": {
        "cardview_title": "カード",
        "cardview_intro": "カード・データのカードと、その文章が関わる双頭巨人戦のルール、公式裁定です。検索欄"
        "で、4つの言語の"
        "どの名前でもカードを探せます。",
        "cardview_noscript": "このページはJavaScriptでサイトのカード・データを読み込みますが、JavaScriptが無効です。",
        "deckcheck_title": "デッキ・チェック",
        "deckcheck_intro": "デッキリストやシールドのプール（「4 どぶ潜み」「1x Guttersnipe (RTR) 98」、MTGアリーナの"
        "エクスポート）を、英語・スペイン語・フランス語・日本語のカード名で貼り付けてください。双頭巨人戦で動きが変わる"
        "カードを、そのルールと公式裁定とともに一覧します。処理はこのページの中で行われ、オフラインでも動き、"
        "どこにも何も"
        "送りません。",
        "deckcheck_noscript": "デッキ・チェックはこのページのJavaScriptで動きますが、JavaScriptが無効です。コマンド"
        "ラインでは `twohg cards check ファイル` が同じことをします。",
        "cards_data_intro": "カード・データのすべてのカードに表示ページがあります。オラクル・テキスト、双頭巨"
        "人戦で何がなぜ"
        "変わるか、公式裁定（双頭巨人戦のものが先）です。検索欄で探すか（4つの言語のどの名前でも、誤記があっても）、"
        "デッキ全体をチェックしてください：{check}。",
        "cards_data_about": "このビルドのカード・データ：{description}",
        "cards_data_none": "このビルドにはカード・データが与えられていません。テキストに名前のあるカードだけ"
        "があります。",
        "cards_desc": "{cards}枚のカード。出典：{sources}。公式裁定{rulings}件（双頭巨人戦についての裁定があるカードは"
        "{two_headed}枚）、最新は{until}。",
        "cards_desc_v3": "MTGJSONバージョン3のセット・ファイル{count}セット分（{first} – {last}、{set}まで）"
        "：スペイン語・"
        "フランス語・日本語の名前、{printed}セットの印刷テキスト、公式裁定",
        "cards_desc_list": "{file}（現在のオラクル・テキスト{count}枚分のリスト。MTGJSONバージョン5の項目で、日付なし。"
        "ほかの言語の名前と裁定はなし）",
        "cards_desc_atomic": "{file}（MTGJSONのAtomicCards、{date}、バージョン{version}）",
        "cards_desc_left": "除外{n}枚：トークン、イラスト違い、リバーシブル印刷、アリーナ専用の再調整カード、"
        "現在のデータに"
        "ない2018年の名前。",
        "api_cards": "カード・データ：各カードのレコードと名前の場所、確認済みの語句と各言語の説明、"
        "それが関わるルールの現在のテキスト、データの内容。",
        "api_card": "カード・データ・ファイル（gzip圧縮のJSON）：アドレスがそこに入るカードのレコード。"
        "各面、名前、語句、印刷テキスト、公式裁定。",
        "cards_named_title": "テキストに名前のあるカード",
        "rule_cards_title": "このルールについて双頭巨人戦の公式裁定があるカード",
        "rule_cards_intro": "このルールについて双頭巨人戦の公式裁定があるカードは{n}枚です。カードや裁定の、"
        "このルールに関わる"
        "語句ごとに示します：",
        "rule_cards_all": "{n}枚すべて",
        "rule_cards_outdated": "（このルールの変更前に書かれた裁定）",
        "cv_loading": "カードを読み込んでいます…",
        "cv_failed": "カード・データを読み込めませんでした（オフラインで、このカードが保存されていない？）。",
        "cv_missing": "カード・データにその名前のカードはありません。",
        "cv_empty": "このアドレスはカードを指していません。検索欄で名前から探してください。",
        "cv_search": "検索する",
        "cv_english": "英語名",
        "cv_names": "印刷された名前",
        "cv_lang_en": "英語",
        "cv_lang_es": "スペイン語",
        "cv_lang_fr": "フランス語",
        "cv_lang_ja": "日本語",
        "cv_oracle": "オラクル・テキスト",
        "cv_oracle_note": "現在の文言（英語）",
        "cv_face_2018": "この面のテキストは2018年のデータの文言です（現在のデータにはありません）",
        "cv_face_none": "カード・データにこの面のテキストはありません",
        "cv_printed": "{language}の印刷テキスト",
        "cv_printed_of": "{set}（{year}年）の印刷どおり：その印刷時の文言で、現在のオラクル・テキストより古いものです",
        "cv_changes": "双頭巨人戦で変わること",
        "cv_changes_none": "このカードの文章には、双頭巨人戦のルールに関わる語句はありません。変種ルールの一"
        "般的なルールの"
        "もとで、2人対戦と同じように動きます。",
        "cv_changes_also": "文章中のほかの語句",
        "cv_rules": "ルール",
        "cv_rulings": "公式裁定",
        "cv_rulings_2hg": "双頭巨人戦について",
        "cv_rulings_multiplayer": "多人数戦について",
        "cv_rulings_other": "そのほかの裁定（{n}件）",
        "cv_rulings_none": "カード・データにはこのカードの公式裁定がありません。",
        "cv_ruling_outdated": "{date}に書かれたもので、その後、根拠となるルールが変わりました：",
        "cv_ruling_reworded": "{rule}は{date}に変更",
        "cv_ruling_added": "{rule}は{date}に現在の形に",
        "cv_ruling_today": "現在の{rule}：",
        "cv_ruling_holds": "根拠となるルール（{rules}）は、書かれたとき以来変わっていません。",
        "cv_ruling_withdrawn": "古い印刷のデータにだけある裁定です。2018年までに取り下げられたか差し替えられました。",
        "cv_ruling_cites": "引用しているルール（当時のもの）：",
        "cv_undated": "このカードは{date}のカード・データ（{set}までのセット）にありません。スペイン語・フラ"
        "ンス語・日本語の"
        "名前と公式裁定はデータにありません。",
        "cv_funny": "銀枠またはどんぐりのカードです。双頭巨人戦を含め、公認の試合では使えません。",
        "cv_source": "オラクル・テキストの出典：{source}。",
        "cv_first": "初出：{date}。",
        "cv_own_page": "ルールのテキストにこのカードの名前があります：{page}。",
        "cv_own_page_link": "このカードを使うすべてのテキスト",
        "cv_plays_differently": "双頭巨人戦で動きが変わる",
        "dc_label": "デッキリストまたはカード・プール",
        "dc_check": "チェック",
        "dc_result_none": "このリストに、双頭巨人戦で動きが変わるカードはありません。",
        "dc_result": "双頭巨人戦で動きが変わるカード：{n}枚",
        "dc_same": "2人対戦と同じように動くカード：{n}枚",
        "dc_unread": "読めなかった行（{n}）",
        "dc_unread_line": "{line}行目：{text}",
        "dc_no_card": "カード・データにその名前のカードはありません",
        "dc_copies": "×{n}",
        "dc_rulings": "双頭巨人戦の公式裁定{n}件",
    },
}

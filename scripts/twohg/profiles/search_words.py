"""The search's vocabulary, per language: the words a query can leave out, the game's concepts, result labels.

Read by `twohg.site.search.terms` (Python) and shipped in the search index for the page's search
(``search.js``), so that both engines read a query alike.

- `STOP_WORDS`: question words, pronouns, articles, auxiliaries: a query keeps them only when
  nothing else is left ("how many", "does", "combien", "¿quién").
- `CONCEPTS` (in `twohg.profiles.concepts`): the game's concepts, each with the words that name it in
  the four languages, as
  people type them and as the texts print them (inflections included): a query word of a concept
  finds every text that prints any word of it, in any language ("partner" finds "teammate",
  "trente" finds "30", "ライフ" finds "life").
- `CHAT`: greetings that name the reader ("hey judges", "hola jueces"): their words are left out there,
  as stop words are; elsewhere "judge" is a concept (what a judge may do is a tournament rule).
- `BROADER` (in `twohg.profiles.concepts`): the concepts that are a kind of another (an enchantment is an
  object): a query of the narrower
  also finds the broader, for half.
- `FORMAT`: the variant's own names; every text is about it, so a query leaves them out unless
  nothing else is left ("2hg life" searches "life"; "2hg" alone finds the texts that name it).
- `RESULT_LABELS`: what a result says of itself, in the reader's language (the page and the CLI).

Japanese: a query's character pairs that hold a kana particle or ending (``のチ``, ``する``)
are left out too, unless nothing else is left; the concept words are matched inside runs.
"""

from __future__ import annotations

#: Words a query leaves out (unless nothing else is left), per language. Folded as searched.
STOP_WORDS: dict[str, tuple[str, ...]] = {
    "en": tuple(
        (
            "a an the and or of to in on at by for with from into as about is are was were be been being am "
            "do does did doing done have has had having can could may might must shall should will would "
            "i me my mine we us our ours you your yours he him his she her it its they them their theirs "
            "this that these those there here what which who whom whose when where why how if then than so "
            "not no any each many much more most some such only also just very out up down over again one "
            "get gets got happen happens happened work works rule rules mtg magic during while game games "
            "hey hi hello lol pls plz please thanks thank thx guys folks quick question questions anyone "
            "someone somebody wondering wonder ok okay yeah yes actually really like know im ive dont doesnt cant "
            "whats gathering go goes going went gone away back still even already ever "
            "never always sometimes maybe probably basically literally exactly supposed thing things stuff "
            "friend friends buddy mate today yesterday tonight said says say saying think thought guess "
            "wanted want wants need needs trying tried "
            # Asking how the game goes, which names no rule: "explain the rules of 2HG" is the variant as a whole.
            "explain explains explained explaining explanation overview understand understanding learn learning "
            "teach tutorial rundown"
        ).split()
    ),
    "es": tuple(
        (
            "el la los las un una unos unas lo al del de y e o u a en por para con sin sobre que qué quien quién "
            "quienes cual cuál cuales cuando cuándo donde dónde como cómo cuanto cuánto cuantos cuántos cuanta "
            "cuántas cuantas es son era fue ser estar está están hay puede pueden puedo podemos debe deben se "
            "me mi mis tu tus su sus nuestro nuestra nuestros nuestras yo tu él ella nosotros ellos si sí no "
            "pasa ocurre regla reglas durante mientras partida partidas juego "
            "hola favor gracias duda dudas pregunta preguntas alguien sabe saludos xd jaja vale bueno "
            "pues oye ayuda magic "
            "os le les nos te ti mio mia esto eso esa ese esta este estos estas esos esas aquel pero algo vez "
            "veces tengo tiene tienen tenemos hace hacer hago hacemos muy mas ya entonces asi aqui alli porque "
            "tambien solo ahora luego siempre nunca otro otra otros otras mismo misma cada todo todos toda todas "
            "alguno alguna algun ningun ninguna nada bien estoy estas estamos soy eres somos he has ha hemos han "
            "habia hubo sido siendo dice decir dicho creo cosa cosas tipo caso manera realmente importante vale "
            "tal cual sea sean seria quiero quieres saber "
            "explicar explica explicacion explicación explicame explícame entender funciona funcionan "
            "funcionamiento aprender enseñar enseñame enséñame"
        ).split()
    ),
    "fr": tuple(
        (
            "le la les l un une des du de d et ou a à au aux en dans par pour avec sans sur que qu quoi qui "
            "quel quelle quels quelles quand ou où comment combien est sont etait était être peut peuvent peux "
            "pouvons doit doivent se s ce cet cette ces mon ma mes ton ta tes son sa ses notre nos votre vos "
            "leur leurs je tu il elle on nous vous ils elles si ne pas y t passe arrive fonctionne fonctionnent "
            "regle règle regles règles pendant partie parties jeu "
            "salut bonjour svp stp merci sil plait question questions quelqu quelquun sait aide lol mdr bon ben "
            "alors magic jusqu lorsqu puisqu quoiqu "
            "ca cela ceci mais donc aussi encore deja tres plus moins tout tous toute toutes chaque autre autres "
            "meme fait faire fais avoir ai as avons avez ont suis es sommes etes sera serait bien vraiment chose "
            "choses truc trucs genre voila oui non peu beaucoup comme car parce dont lequel laquelle ici moi toi "
            "lui eux avais avait veux voudrais sais savoir pourquoi "
            "expliquer explique expliquez explication explications comprendre fonctionnement marche apprendre"
        ).split()
    ),
    "ja": (
        "何個",
        "何枚",
        "何点",
        "何人",
        "どう",
        "誰",
        "何",
        "いくつ",
        "ゲーム",
        "質問",
        "お願い",
        "マジック",
        "ギャザリング",
        "教え",
        "説明",
        "仕組み",
        "遊び方",
        "ルール",
    ),
}

#: Greetings and sign-offs that address the reader: a query leaves their words out there, as it leaves out stop
#: words ("hey judges, ..."), so that the words keep their meaning elsewhere ("can a judge ...").
CHAT: dict[str, tuple[str, ...]] = {
    "en": (
        *("hey judges", "hi judges", "hello judges", "dear judges", "hey judge", "hi judge", "hello judge"),
        *("question for judges", "question for the judges", "judges please", "thanks judges", "thank you judges"),
    ),
    "es": ("hola jueces", "buenas jueces", "hola juez", "pregunta para los jueces", "pregunta a los jueces"),
    "fr": (
        *("bonjour les arbitres", "salut les arbitres", "bonjour les juges", "salut les juges"),
        *("question aux arbitres", "question pour les arbitres", "merci les arbitres"),
    ),
    "ja": ("ジャッジの皆さん", "ジャッジの皆様", "ジャッジさん"),
}

#: The variant's names: a query leaves them out unless nothing else is left.
FORMAT: tuple[str, ...] = (
    "2hg",
    "2 hg",
    "thg",
    "2v2",
    "two headed giant",
    "2 headed giant",
    "two head giant",
    "gigante de dos cabezas",
    "gigante de 2 cabezas",
    "gigante bicefalo",
    "troll a deux tetes",
    "troll a 2 tetes",
    "troll deux tetes",
    "troll 2 tetes",
    "双頭巨人戦",
    "双頭巨人",
)

#: The other variants the Comprehensive Rules hold, by the words that name them in any language (folded as texts
#: are). A rule that names one of them and not Two-Headed Giant is about that variant: a question on this site
#: means it only when it names that variant too ("starting life total" is 2HG's, not Archenemy's or Commander's).
OTHER_VARIANTS: dict[str, tuple[str, ...]] = {
    "archenemy": ("archenemy", "archienemigo", "archenemigo", "archi ennemi", "archiennemi", "アーチエネミー"),
    "brawl": ("brawl", "ブロール"),
    "commander": ("commander", "edh", "統率者"),
    "conspiracy": ("conspiracy", "コンスピラシー"),
    "emperor": ("emperor", "emperador", "empereur", "皇帝戦"),
    "free-for-all": ("free for all", "todos contra todos", "chacun pour soi"),
    "grand melee": ("grand melee", "gran melee", "grande melee", "grande mêlée", "大乱闘"),
    "planechase": ("planechase", "プレインチェイス"),
    "vanguard": ("vanguard", "vanguardia", "ヴァンガード"),
    "team vs team": (
        "team vs team",
        "team vs. team",
        "team versus team",
        "equipo contra equipo",
        "équipe contre équipe",
    ),
    "alternating teams": ("alternating teams", "equipos alternos", "équipes alternées"),
}

#: What a result says of itself (kind, language, status), per reader's language.
RESULT_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "kind_rule": "Rule",
        "kind_translation": "Translation",
        "kind_tournament": "Tournament rule",
        "kind_faq": "FAQ answer",
        "kind_summary": "Summary section",
        "kind_card": "Card",
        "kind_outside": "Rule outside 2HG",
        "kind_glossary": "Glossary",
        "kind_mtr": "Tournament rule (general)",
        "outdated": "outdated",
        "translation_old": "{language} translation of an older wording",
        "translation_found": "found by its {language} translation",
        "matched_old": "words found in its wording of {span}",
        "lang_en": "English",
        "lang_es": "Spanish",
        "lang_fr": "French",
        "lang_ja": "Japanese",
        "current": "current",
        "old": "old",
        "now": "in the newest edition:",
        "removed": "removed on {date}",
        "same_words": "the same words in {numbers}",
        "same_topic": "the same topic is covered by {numbers}",
        "today": "today",
        "older_one": "1 older wording",
        "older_many": "{n} older wordings",
        "covered_by": "its rule in the newest edition:",
        "tournament_now": "the tournament rules today:",
        "said_colon": ": ",
        "used_in": "used in",
        "kind_ruling": "Official ruling",
        "ruling_2hg": "Two-Headed Giant",
        "ruling_multiplayer": "multiplayer",
        "engages": "in 2HG:",
        "ruling_now": "its rules today:",
    },
    "es": {
        "kind_rule": "Regla",
        "kind_translation": "Traducción",
        "kind_tournament": "Regla de torneo",
        "kind_faq": "Respuesta de FAQ",
        "kind_summary": "Sección de resumen",
        "kind_card": "Carta",
        "kind_outside": "Regla fuera de 2HG",
        "kind_glossary": "Glosario",
        "kind_mtr": "Regla de torneo (general)",
        "outdated": "desactualizada",
        "translation_old": "traducción al {language} de una redacción anterior",
        "translation_found": "encontrada por su traducción al {language}",
        "matched_old": "palabras halladas en su redacción de {span}",
        "lang_en": "inglés",
        "lang_es": "español",
        "lang_fr": "francés",
        "lang_ja": "japonés",
        "current": "vigente",
        "old": "antigua",
        "now": "en la edición más reciente:",
        "removed": "suprimida el {date}",
        "same_words": "las mismas palabras en {numbers}",
        "same_topic": "el mismo tema lo trata {numbers}",
        "today": "hoy",
        "older_one": "1 redacción anterior",
        "older_many": "{n} redacciones anteriores",
        "covered_by": "su regla en la edición más reciente:",
        "tournament_now": "las reglas de torneo hoy:",
        "said_colon": ": ",
        "used_in": "usada en",
        "kind_ruling": "Resolución oficial",
        "ruling_2hg": "Gigante de dos cabezas",
        "ruling_multiplayer": "multijugador",
        "engages": "en 2HG:",
        "ruling_now": "sus reglas hoy:",
    },
    "fr": {
        "kind_rule": "Règle",
        "kind_translation": "Traduction",
        "kind_tournament": "Règle de tournoi",
        "kind_faq": "Réponse de FAQ",
        "kind_summary": "Section de résumé",
        "kind_card": "Carte",
        "kind_outside": "Règle hors 2HG",
        "kind_glossary": "Glossaire",
        "kind_mtr": "Règle de tournoi (générale)",
        "outdated": "dépassée",
        "translation_old": "traduction en {language} d’un ancien libellé",
        "translation_found": "trouvée par sa traduction en {language}",
        "matched_old": "mots trouvés dans son libellé de {span}",
        "lang_en": "anglais",
        "lang_es": "espagnol",
        "lang_fr": "français",
        "lang_ja": "japonais",
        "current": "actuelle",
        "old": "ancienne",
        "now": "dans l’édition la plus récente :",
        "removed": "supprimée le {date}",
        "same_words": "les mêmes mots dans {numbers}",
        "same_topic": "le même sujet est traité par {numbers}",
        "today": "aujourd’hui",
        "older_one": "1 ancienne rédaction",
        "older_many": "{n} anciennes rédactions",
        "covered_by": "sa règle dans l’édition la plus récente :",
        "tournament_now": "les règles de tournoi aujourd’hui :",
        "said_colon": "\u00a0: ",
        "used_in": "utilisée dans",
        "kind_ruling": "Décision officielle",
        "ruling_2hg": "Troll à deux têtes",
        "ruling_multiplayer": "multijoueur",
        "engages": "en 2HG :",
        "ruling_now": "ses règles aujourd’hui :",
    },
    "ja": {
        "kind_rule": "ルール",
        "kind_translation": "翻訳",
        "kind_tournament": "イベント規定",
        "kind_faq": "FAQの回答",
        "kind_summary": "概要の節",
        "kind_card": "カード",
        "kind_outside": "ルール（双頭巨人戦以外）",
        "kind_glossary": "用語集",
        "kind_mtr": "イベント規定（一般）",
        "outdated": "古い内容",
        "translation_old": "{language}訳は旧文言のもの",
        "translation_found": "{language}訳で見つかりました",
        "matched_old": "{span}の文言で一致",
        "lang_en": "英語",
        "lang_es": "スペイン語",
        "lang_fr": "フランス語",
        "lang_ja": "日本語",
        "current": "現行",
        "old": "旧版",
        "now": "最新版では",
        "removed": "{date}に削除",
        "same_words": "同じ文言: {numbers}",
        "same_topic": "同じ事項: {numbers}",
        "today": "現在",
        "older_one": "旧文言1件",
        "older_many": "旧文言{n}件",
        "covered_by": "最新版のルール",
        "tournament_now": "現在のトーナメント・ルール",
        "said_colon": "：",
        "used_in": "使用",
        "kind_ruling": "公式裁定",
        "ruling_2hg": "双頭巨人戦",
        "ruling_multiplayer": "多人数戦",
        "engages": "双頭巨人戦では",
        "ruling_now": "現在のルール",
    },
}


#: What ``twohg search`` and the page's search say of a query they could not wholly answer, per reader's language.
ANSWER_LINES: dict[str, dict[str, str]] = {
    "en": {
        "no_rule": "There is no rule {number}.",
        "nearest": "Nearest numbers: {numbers}.",
        "missing": "No text here uses {words}: results for the other words.",
        "none": "Nothing found.",
        "suggest": "Nearest words: {words}.",
        "cut": "Only the first {n} characters were searched.",
        "near": "No text here uses {word}: results for {words}.",
    },
    "es": {
        "no_rule": "No existe la regla {number}.",
        "nearest": "Números más cercanos: {numbers}.",
        "missing": "Ningún texto de este sitio usa {words}: resultados para las demás palabras.",
        "none": "Sin resultados.",
        "suggest": "Palabras más cercanas: {words}.",
        "cut": "Solo se buscaron los primeros {n} caracteres.",
        "near": "Ningún texto de este sitio usa {word}: resultados para {words}.",
    },
    "fr": {
        "no_rule": "Il n’existe pas de règle {number}.",
        "nearest": "Numéros les plus proches : {numbers}.",
        "missing": "Aucun texte de ce site n’utilise {words} : résultats pour les autres mots.",
        "none": "Aucun résultat.",
        "suggest": "Mots les plus proches : {words}.",
        "cut": "Seuls les {n} premiers caractères ont été cherchés.",
        "near": "Aucun texte de ce site n’utilise {word} : résultats pour {words}.",
    },
    "ja": {
        "no_rule": "ルール{number}はありません。",
        "nearest": "近い番号：{numbers}。",
        "missing": "{words}を使うテキストはこのサイトにありません。ほかの語の結果です。",
        "none": "見つかりません。",
        "suggest": "近い語：{words}。",
        "cut": "最初の{n}文字だけを検索しました。",
        "near": "{word}を使うテキストはこのサイトにありません。{words}の結果です。",
    },
}

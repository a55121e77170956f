"""The search's vocabulary, per language: the words a query can leave out, the game's concepts, result labels.

Read by `twohg.site.search.terms` (Python) and shipped in the search index for the page's search
(``search.js``), so that both engines read a query alike.

- `STOP_WORDS`: question words, pronouns, articles, auxiliaries: a query keeps them only when
  nothing else is left ("how many", "does", "combien", "¿quién").
- `CONCEPTS`: the game's concepts, each with the words that name it in the four languages, as
  people type them and as the texts print them (inflections included): a query word of a concept
  finds every text that prints any word of it, in any language ("partner" finds "teammate",
  "trente" finds "30", "ライフ" finds "life").
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
            "get gets got happen happens happened work works rule rules mtg magic during while game games"
        ).split()
    ),
    "es": tuple(
        (
            "el la los las un una unos unas lo al del de y e o u a en por para con sin sobre que qué quien quién "
            "quienes cual cuál cuales cuando cuándo donde dónde como cómo cuanto cuánto cuantos cuántos cuanta "
            "cuántas cuantas es son era fue ser estar está están hay puede pueden puedo podemos debe deben se "
            "me mi mis tu tus su sus nuestro nuestra nuestros nuestras yo tu él ella nosotros ellos si sí no "
            "pasa ocurre regla reglas durante mientras partida partidas juego"
        ).split()
    ),
    "fr": tuple(
        (
            "le la les l un une des du de d et ou a à au aux en dans par pour avec sans sur que qu quoi qui "
            "quel quelle quels quelles quand ou où comment combien est sont etait était être peut peuvent peux "
            "pouvons doit doivent se s ce cet cette ces mon ma mes ton ta tes son sa ses notre nos votre vos "
            "leur leurs je tu il elle on nous vous ils elles si ne pas y t passe arrive fonctionne fonctionnent "
            "regle règle regles règles pendant partie parties jeu"
        ).split()
    ),
    "ja": ("何個", "何枚", "何点", "何人", "どう", "誰", "何", "いくつ", "ゲーム"),
}

#: The variant's names: a query leaves them out unless nothing else is left.
FORMAT: tuple[str, ...] = (
    "2hg",
    "two headed giant",
    "gigante de dos cabezas",
    "troll a deux tetes",
    "双頭巨人戦",
    "双頭巨人",
)

#: The game's concepts: an id, and the words that name it per language (as typed and as printed).
CONCEPTS: dict[str, dict[str, tuple[str, ...]]] = {
    "life": {
        "en": ("life", "lives"),
        "es": ("vida", "vidas"),
        "fr": ("vie", "vies"),
        "ja": ("ライフ",),
    },
    "poison": {
        "en": ("poison", "poisoned"),
        "es": ("veneno", "envenenado"),
        "fr": ("poison", "poisons", "empoisonne"),
        "ja": ("毒",),
    },
    "counter": {
        "en": ("counter", "counters"),
        "es": ("contador", "contadores"),
        "fr": ("marqueur", "marqueurs"),
        "ja": ("カウンター",),
    },
    "mulligan": {
        "en": ("mulligan", "mulligans", "mulliganing", "mulliganed"),
        "es": ("mulligan", "mulligans"),
        "fr": ("mulligan", "mulligans"),
        "ja": ("マリガン",),
    },
    "draw": {
        "en": ("draw", "draws", "drawing", "drew", "drawn"),
        "es": ("robar", "roba", "roban", "robo", "robas", "robe"),
        "fr": ("piocher", "pioche", "piochent", "pioches"),
        "ja": ("ドロー", "引く", "引き", "引か"),
    },
    "attack": {
        "en": ("attack", "attacks", "attacking", "attacked", "attacker", "attackers"),
        "es": ("atacar", "ataca", "atacan", "atacante", "atacantes", "ataque", "ataques"),
        "fr": ("attaquer", "attaque", "attaquent", "attaquant", "attaquants", "attaquante", "attaquantes"),
        "ja": ("攻撃",),
    },
    "block": {
        "en": ("block", "blocks", "blocking", "blocked", "blocker", "blockers"),
        "es": ("bloquear", "bloquea", "bloquean", "bloqueo", "bloqueadora", "bloqueadoras", "bloqueadores"),
        "fr": ("bloquer", "bloque", "bloquent", "bloqueur", "bloqueurs", "bloqueuse", "bloqueuses"),
        "ja": ("ブロック",),
    },
    "priority": {
        "en": ("priority",),
        "es": ("prioridad",),
        "fr": ("priorite",),
        "ja": ("優先権",),
    },
    "concede": {
        "en": ("concede", "concedes", "conceded", "conceding", "concession", "forfeit", "forfeits"),
        "es": ("conceder", "concede", "conceden", "concedio", "rendirse", "se rinde"),
        "fr": ("conceder", "concede", "concedent", "abandonner", "abandonne"),
        "ja": ("投了",),
    },
    "teammate": {
        "en": ("teammate", "teammates", "partner", "partners", "ally", "allies"),
        "es": ("companero", "companeros", "companera", "companeras", "aliado", "aliados"),
        "fr": ("coequipier", "coequipiers", "coequipiere", "coequipieres", "partenaire", "partenaires"),
        "ja": ("チームメイト", "味方", "相方", "パートナー"),
    },
    "turn": {
        "en": ("turn", "turns"),
        "es": ("turno", "turnos"),
        "fr": ("tour", "tours"),
        "ja": ("ターン",),
    },
    "head": {
        "en": ("head", "heads", "headed"),
        "es": ("cabeza", "cabezas"),
        "fr": ("tete", "tetes"),
        "ja": ("頭",),
    },
    "start": {
        "en": ("start", "starts", "starting", "started", "begin", "begins", "beginning", "began", "begun"),
        "es": ("empezar", "empieza", "empiezan", "empezando", "comenzar", "comienza", "comienzan", "comienzo"),
        "fr": ("commencer", "commence", "commencent", "debut", "debuter", "debute", "depart"),
        "ja": ("始ま", "始め", "開始"),
    },
    "first": {
        "en": ("first",),
        "es": ("primer", "primero", "primera"),
        "fr": ("premier", "premiere"),
        "ja": ("最初", "先攻", "先に"),
    },
    "lose": {
        "en": ("lose", "loses", "losing", "lost", "loss"),
        "es": ("perder", "pierde", "pierden", "pierdes", "pierdo", "perdida"),
        "fr": ("perdre", "perd", "perdent", "perds", "perdu", "perte"),
        "ja": ("負け", "敗北", "失う", "失い"),
    },
    "win": {
        "en": ("win", "wins", "winning", "won"),
        "es": ("ganar", "gana", "ganan", "ganas"),
        "fr": ("gagner", "gagne", "gagnent", "gagnes"),
        "ja": ("勝利", "勝ち", "勝つ"),
    },
    "hand": {
        "en": ("hand", "hands"),
        "es": ("mano", "manos"),
        "fr": ("main", "mains"),
        "ja": ("手札",),
    },
    "primary": {
        "en": ("primary",),
        "es": ("principal",),
        "fr": ("principal", "principale"),
        "ja": ("主プレイヤー",),
    },
    "damage": {
        "en": ("damage",),
        "es": ("dano", "danos"),
        "fr": ("blessure", "blessures", "degats"),
        "ja": ("ダメージ",),
    },
    "land": {
        "en": ("land", "lands"),
        "es": ("tierra", "tierras"),
        "fr": ("terrain", "terrains"),
        "ja": ("土地",),
    },
    "talk": {
        "en": ("talk", "talking", "communicate", "communicating", "communication", "discuss", "consult"),
        "es": ("hablar", "hablo", "comunicar", "comunicarse", "comunicacion", "consultar", "conversar"),
        "fr": ("parler", "communiquer", "communication", "discuter", "consulter"),
        "ja": ("相談", "会話", "話し", "話す"),
    },
    "look": {
        "en": ("look", "looks", "see", "review", "reviews"),
        "es": ("ver", "mirar", "revisar", "revisan"),
        "fr": ("regarder", "voir", "consulter"),
        "ja": ("見",),
    },
    "choose": {
        "en": ("choose", "chooses", "chose", "chosen", "choice", "decide", "decides"),
        "es": ("elegir", "elige", "eligen", "escoger", "escoge", "decide", "deciden"),
        "fr": ("choisir", "choisit", "choisissent", "choix", "decide", "decident"),
        "ja": ("選ぶ", "選び", "選択", "決め", "決定"),
    },
    "skip": {
        "en": ("skip", "skips", "skipped"),
        "es": ("salta", "saltar", "omite"),
        "fr": ("sauter", "saute"),
        "ja": ("飛ば",),
    },
    "banned": {
        "en": ("banned", "ban", "bans"),
        "es": ("prohibida", "prohibidas", "prohibido"),
        "fr": ("bannie", "bannies", "interdite", "interdites"),
        "ja": ("禁止",),
    },
    "player": {
        "en": ("player", "players"),
        "es": ("jugador", "jugadores", "jugadora"),
        "fr": ("joueur", "joueurs", "joueuse"),
        "ja": ("プレイヤー",),
    },
    "match": {
        "en": ("match", "matches", "best of three"),
        "es": ("partido", "partidos", "enfrentamiento", "al mejor de tres"),
        "fr": ("match", "matchs", "manche", "manches"),
        "ja": ("マッチ", "本先取"),
    },
    "together": {
        "en": ("together", "as a group", "at the same time", "simultaneously", "combined"),
        "es": ("juntos", "juntas", "a la vez", "al mismo tiempo", "como un grupo", "combinado", "combinada"),
        "fr": ("ensemble", "en meme temps", "simultanement", "en groupe", "combine", "combinee"),
        "ja": ("一緒", "同時", "まとめて"),
    },
    "2": {"en": ("two", "2"), "es": ("dos", "2"), "fr": ("deux", "2"), "ja": ("2", "二")},
    "3": {"en": ("three", "3"), "es": ("tres", "3"), "fr": ("trois", "3"), "ja": ("3", "三")},
    "4": {"en": ("four", "4"), "es": ("cuatro", "4"), "fr": ("quatre", "4"), "ja": ("4", "四")},
    "5": {"en": ("five", "5"), "es": ("cinco", "5"), "fr": ("cinq", "5"), "ja": ("5",)},
    "7": {"en": ("seven", "7"), "es": ("siete", "7"), "fr": ("sept", "7"), "ja": ("7",)},
    "10": {"en": ("ten", "10"), "es": ("diez", "10"), "fr": ("dix", "10"), "ja": ("10",)},
    "15": {"en": ("fifteen", "15"), "es": ("quince", "15"), "fr": ("quinze", "15"), "ja": ("15",)},
    "20": {"en": ("twenty", "20"), "es": ("veinte", "20"), "fr": ("vingt", "20"), "ja": ("20",)},
    "30": {"en": ("thirty", "30"), "es": ("treinta", "30"), "fr": ("trente", "30"), "ja": ("30",)},
    "40": {"en": ("forty", "40"), "es": ("cuarenta", "40"), "fr": ("quarante", "40"), "ja": ("40",)},
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
        "lang_en": "English",
        "lang_es": "Spanish",
        "lang_fr": "French",
        "lang_ja": "Japanese",
        "current": "current",
        "old": "old",
        "now": "in the newest edition:",
        "removed": "removed on {date}",
        "older_one": "1 older wording",
        "older_many": "{n} older wordings",
        "covered_by": "its rule in the newest edition:",
        "used_in": "used in",
    },
    "es": {
        "kind_rule": "Regla",
        "kind_translation": "Traducción",
        "kind_tournament": "Regla de torneo",
        "kind_faq": "Respuesta de FAQ",
        "kind_summary": "Sección de resumen",
        "kind_card": "Carta",
        "lang_en": "inglés",
        "lang_es": "español",
        "lang_fr": "francés",
        "lang_ja": "japonés",
        "current": "vigente",
        "old": "antigua",
        "now": "en la edición más reciente:",
        "removed": "suprimida el {date}",
        "older_one": "1 redacción anterior",
        "older_many": "{n} redacciones anteriores",
        "covered_by": "su regla en la edición más reciente:",
        "used_in": "usada en",
    },
    "fr": {
        "kind_rule": "Règle",
        "kind_translation": "Traduction",
        "kind_tournament": "Règle de tournoi",
        "kind_faq": "Réponse de FAQ",
        "kind_summary": "Section de résumé",
        "kind_card": "Carte",
        "lang_en": "anglais",
        "lang_es": "espagnol",
        "lang_fr": "français",
        "lang_ja": "japonais",
        "current": "actuelle",
        "old": "ancienne",
        "now": "dans l’édition la plus récente :",
        "removed": "supprimée le {date}",
        "older_one": "1 ancienne rédaction",
        "older_many": "{n} anciennes rédactions",
        "covered_by": "sa règle dans l’édition la plus récente :",
        "used_in": "utilisée dans",
    },
    "ja": {
        "kind_rule": "ルール",
        "kind_translation": "翻訳",
        "kind_tournament": "イベント規定",
        "kind_faq": "FAQの回答",
        "kind_summary": "概要の節",
        "kind_card": "カード",
        "lang_en": "英語",
        "lang_es": "スペイン語",
        "lang_fr": "フランス語",
        "lang_ja": "日本語",
        "current": "現行",
        "old": "旧版",
        "now": "最新版では",
        "removed": "{date}に削除",
        "older_one": "旧文言1件",
        "older_many": "旧文言{n}件",
        "covered_by": "最新版のルール",
        "used_in": "使用",
    },
}

"""The game's concepts, per language: the words that name each one as people type it and as the texts print it.

Read by `twohg.site.search.terms` and shipped in the search index (``search.js``), as the rest of the search's
vocabulary (`twohg.profiles.search_words`). A query word of a concept finds every text that prints any word of
it, in any language ("partner" finds "teammate", "trente" finds "30", "ライフ" finds "life"); `BROADER` names the
concepts that are a kind of another.
"""

from __future__ import annotations

#: A concept that is a kind of another: a query word of it also finds the texts that speak of the broader one,
#: as the rules do ("enchantments" of a player who leaves the game are among "all objects owned by that
#: player", 800.4a), for half what a text naming it finds.
BROADER: dict[str, tuple[str, ...]] = {
    "intentional_draw": ("tie",),
    "floor_judge": ("judge",),
    "archenemy": ("multiplayer",),
    "emperor": ("multiplayer",),
    "free_for_all": ("multiplayer",),
    "creature": ("object",),
    "enchantment": ("object",),
    "equipment": ("object",),
    "land": ("object",),
    "token": ("object",),
}

#: The concepts a question about tournaments names (events, decks, judges, registration): a general
#: tournament rule (outside the Two-Headed Giant section 9 of the tournament rules) counts less in a question
#: that names none of them (`twohg.site.search.hits.GENERAL_TOURNAMENT`).
EVENTS: tuple[str, ...] = (
    *("tournament", "judge", "floor_judge", "decklist", "deck", "deck_check", "sideboard", "sleeve"),
    *("sanctioned", "rel", "prerelease", "booster", "draft", "sealed", "team_sealed", "rochester", "unified"),
    *("banned", "match", "tiebreaker", "drop", "intentional_draw", "slow_play", "shortcut", "marked", "proxy"),
    *("cheat", "bribery"),
)

#: The game's concepts: an id, and the words that name it per language (as typed and as printed).
CONCEPTS: dict[str, dict[str, tuple[str, ...]]] = {
    "life": {
        "en": ("life", "lives"),
        "es": ("vida", "vidas"),
        "fr": ("vie", "vies"),
        "ja": ("ライフ",),
    },
    # The mechanics that give poison counters (infect, toxic, poisonous) name them as the rules do.
    "poison": {
        "en": ("poison", "poisoned", "infect", "infected", "toxic", "poisonous"),
        "es": ("veneno", "envenenado", "infectar", "infeccion", "toxico", "venenoso"),
        "fr": ("poison", "poisons", "empoisonne", "infection", "toxique", "venimeux"),
        "ja": ("毒", "感染", "毒性", "有毒"),
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
    "object": {
        "en": ("object", "objects", "permanent", "permanents"),
        "es": ("objeto", "objetos", "permanente", "permanentes"),
        "fr": ("objet", "objets", "permanent", "permanents"),
        "ja": ("オブジェクト", "パーマネント"),
    },
    "shuffle": {
        "en": ("shuffle", "shuffles", "shuffled", "shuffling"),
        "es": ("barajar", "baraja", "barajan", "barajado", "barajada", "barajadas", "barajando", "mezclar"),
        "fr": ("melanger", "melange", "melangent", "melangee", "melanges"),
        "ja": ("シャッフル", "切り直"),
    },
    # Ways of ordering a deck that are not shuffles by themselves (mana weaving, pile shuffling): the tournament
    # rules on shuffling say what they are worth.
    "pile_shuffle": {
        "en": ("mana weave", "mana weaving", "pile shuffle", "pile shuffling", "pile shuffled"),
        "es": ("mana weaving", "barajar en montones", "barajado en montones", "montones"),
        "fr": ("tissage de mana", "mana weaving", "melange en piles", "melanger en piles"),
        "ja": ("マナ・ウィーブ", "マナウィーブ", "ディールシャッフル", "ディール・シャッフル"),
    },
    "graveyard": {
        "en": ("graveyard", "graveyards"),
        "es": ("cementerio", "cementerios"),
        "fr": ("cimetiere", "cimetieres"),
        "ja": ("墓地",),
    },
    "library": {
        "en": ("library", "libraries"),
        "es": ("biblioteca", "bibliotecas"),
        "fr": ("bibliotheque", "bibliotheques"),
        "ja": ("ライブラリー",),
    },
    "exile": {
        "en": ("exile", "exiled", "exiles"),
        "es": ("exilio", "exiliar", "exilia", "exiliado", "exiliada", "exiliadas", "exiliados"),
        "fr": ("exil", "exiler", "exilee", "exilees"),
        "ja": ("追放",),
    },
    "creature": {
        "en": ("creature", "creatures"),
        "es": ("criatura", "criaturas"),
        "fr": ("creature", "creatures"),
        "ja": ("クリーチャー",),
    },
    "enchantment": {
        "en": ("enchantment", "enchantments"),
        "es": ("encantamiento", "encantamientos"),
        "fr": ("enchantement", "enchantements"),
        "ja": ("エンチャント",),
    },
    "card": {
        "en": ("card", "cards"),
        "es": ("carta", "cartas"),
        "fr": ("carte", "cartes"),
        "ja": ("カード",),
    },
    "deck": {
        "en": ("deck", "decks"),
        "es": ("mazo", "mazos"),
        "fr": ("deck", "decks"),
        "ja": ("デッキ",),
    },
    "tournament": {
        "en": ("tournament", "tournaments"),
        "es": ("torneo", "torneos"),
        "fr": ("tournoi", "tournois"),
        "ja": ("トーナメント", "大会", "イベント"),
    },
    "sleeve": {
        "en": ("sleeve", "sleeves", "sleeved"),
        "es": ("funda", "fundas", "protector", "protectores"),
        "fr": ("protege carte", "protege cartes", "sleeve", "sleeves"),
        "ja": ("スリーブ",),
    },
    "note": {
        "en": ("note", "notes", "notebook"),
        "es": ("nota", "notas", "apunte", "apuntes"),
        "fr": ("note", "notes"),
        "ja": ("メモ",),
    },
    "reveal": {
        "en": ("reveal", "reveals", "revealed", "revealing", "show", "shows", "showing"),
        "es": ("revelar", "revela", "revelan", "mostrar", "muestra", "ensenar", "ensena"),
        "fr": ("reveler", "revele", "revelent", "revelee", "montrer", "montre"),
        "ja": ("公開",),
    },
    "combat": {
        "en": ("combat",),
        "es": ("combate",),
        "fr": ("combat",),
        "ja": ("戦闘",),
    },
    "token": {
        "en": ("token", "tokens"),
        "es": ("ficha", "fichas"),
        "fr": ("jeton", "jetons"),
        "ja": ("トークン",),
    },
    "spell": {
        "en": ("spell", "spells"),
        "es": ("hechizo", "hechizos"),
        "fr": ("sort", "sorts"),
        "ja": ("呪文",),
    },
    "ability": {
        "en": ("ability", "abilities"),
        "es": ("habilidad", "habilidades"),
        "fr": ("capacite", "capacites"),
        "ja": ("能力",),
    },
    "trigger": {
        "en": ("trigger", "triggers", "triggered", "triggering"),
        "es": ("dispara", "disparan", "disparada", "desencadenada"),
        "fr": ("declenche", "declenchee", "declenchent"),
        "ja": ("誘発",),
    },
    "target": {
        "en": ("target", "targets", "targeted"),
        "es": ("objetivo", "objetivos"),
        "fr": ("cible", "cibles", "cibler", "ciblee"),
        "ja": ("対象",),
    },
    "cast": {
        "en": ("cast", "casts", "casting"),
        "es": ("lanzar", "lanza", "lanzan", "lanzado", "lanzada"),
        "fr": ("lancer", "lance", "lancent", "lancee"),
        "ja": ("唱え",),
    },
    "team": {
        "en": ("team", "teams"),
        "es": ("equipo", "equipos", "pareja", "parejas"),
        "fr": ("equipe", "equipes"),
        "ja": ("チーム",),
    },
    "equipment": {
        "en": ("equipment", "equip", "equipped"),
        "es": ("equipar", "equipada", "equipado"),
        "fr": ("equipement", "equipements", "equiper", "equipee"),
        "ja": ("装備",),
    },
    "seat": {
        "en": ("seat", "seats", "seated", "seating", "sit", "sits", "sitting"),
        "es": ("sentar", "sientan", "sentado", "sentados", "asiento", "asientos"),
        "fr": ("asseoir", "assis", "assoient", "assied"),
        "ja": ("座席", "座る", "座り"),
    },
    "decklist": {
        "en": ("decklist", "decklists", "deck list", "deck lists", "deck registration", "registration"),
        "es": ("lista de mazo", "listas de mazo", "registro"),
        "fr": ("liste de deck", "listes de deck", "enregistrement"),
        "ja": ("デッキリスト", "デッキ登録"),
    },
    "multiplayer": {
        "en": ("multiplayer", "multi player", "multi players", "multiplayers", "commander", "edh"),
        "es": ("multijugador", "multijugadores", "multi jugador", "commander", "edh"),
        "fr": ("multijoueur", "multijoueurs", "multi joueur", "multi joueurs", "commander", "edh"),
        "ja": ("多人数戦", "多人数", "統率者戦"),
    },
    "own": {
        "en": ("owns", "owned", "owner", "owners", "ownership"),
        "es": ("propietario", "propietarios", "propietaria", "dueno", "duenos", "duena"),
        "fr": ("proprietaire", "proprietaires", "possede", "possedent"),
        "ja": ("オーナー",),
    },
    # The multiplayer variants by their names in each language (a kind of multiplayer game: `BROADER`).
    "free_for_all": {
        "en": ("free for all", "ffa", "every man for himself"),
        "es": ("todos contra todos", "cada uno por su cuenta", "free for all"),
        "fr": ("chacun pour soi", "chacun pour sa gueule", "free for all"),
        "ja": ("フリー・フォー・オール",),
    },
    "archenemy": {
        "en": ("archenemy",),
        "es": ("archienemigo", "archenemigo"),
        "fr": ("archi ennemi", "archiennemi"),
        "ja": ("アーチエネミー",),
    },
    "emperor": {
        "en": ("emperor",),
        "es": ("emperador",),
        "fr": ("empereur",),
        "ja": ("皇帝戦", "皇帝"),
    },
    # The choice of playing first or drawing first (the play/draw rule), as players put it.
    "play_draw": {
        "en": ("play or draw", "play draw", "play or the draw"),
        "es": ("jugar o robar", "empezar o robar", "jugar o empezar robando"),
        "fr": ("jouer ou piocher", "jouer ou tirer"),
        "ja": ("先攻後攻", "先攻・後攻"),
    },
    "sanctioned": {
        "en": ("sanctioned", "sanctioning", "sanction"),
        "es": ("sancionado", "sancionados", "sancionada", "sancionar"),
        "fr": ("sanctionne", "sanctionnes", "sanctionnee", "homologue", "homologues"),
        "ja": ("公認", "公式戦", "認定"),
    },
    # The team formats of the tournament rules, by their names in each language.
    "team_sealed": {
        "en": ("team sealed", "team sealed deck"),
        "es": ("sellado por equipos", "team sealed"),
        "fr": ("scelle par equipe", "scelle en equipe", "team sealed"),
        "ja": ("チームシールド", "チーム・シールド"),
    },
    "rochester": {
        "en": ("rochester", "team rochester", "rochester draft"),
        "es": ("rochester",),
        "fr": ("rochester",),
        "ja": ("ロチェスター",),
    },
    # A team constructed event (team Modern, team Standard, team trios) is played under unified deck construction.
    "unified": {
        "en": (
            *("unified", "unified deck construction", "unified standard", "unified constructed", "team constructed"),
            *("team standard", "team modern", "team legacy", "team pioneer", "team vintage", "team trios"),
        ),
        "es": (
            *("construccion unificada", "unificado", "unificada", "construido por equipos", "estandar por equipos"),
            *("modern por equipos", "moderno por equipos", "legacy por equipos"),
        ),
        "fr": (
            *("construction unifiee", "unifie", "unifiee", "construit par equipe", "construit en equipe"),
            *("modern par equipe", "modern en equipe", "standard par equipe", "standard en equipe", "team trio"),
        ),
        "ja": (
            *("チーム共同", "共同構築", "共同スタンダード", "チーム構築", "チームモダン", "チームスタンダード"),
            *("チームレガシー", "チームパイオニア", "チーム戦構築"),
        ),
    },
    "extra_turn": {
        "en": ("extra turn", "extra turns", "additional turn", "additional turns"),
        "es": ("turno adicional", "turnos adicionales", "turno extra", "turnos extra"),
        "fr": ("tour supplementaire", "tours supplementaires", "tour additionnel", "tours additionnels"),
        "ja": ("追加ターン",),
    },
    "control": {
        "en": ("control", "controls", "controlled", "controlling", "steal", "steals", "stole", "stolen", "stealing"),
        "es": ("control", "controla", "controlan", "controlar", "controlada", "controlado"),
        "fr": ("controle", "controles", "controler", "controlee"),
        "ja": ("コントロール",),
    },
    "booster": {
        "en": ("booster", "boosters", "pack", "packs", "booster pack", "booster packs"),
        "es": ("sobres", "booster", "boosters"),
        "fr": ("booster", "boosters", "paquet", "paquets"),
        "ja": ("ブースター", "パック"),
    },
    "share": {
        "en": ("share", "shares", "shared", "sharing"),
        "es": ("compartir", "comparten", "comparte", "compartido", "compartida", "compartidos", "compartidas"),
        "fr": ("partager", "partage", "partagent", "partagee", "partages", "partagees"),
        "ja": ("共有", "共用"),
    },
    "step": {
        "en": ("step", "steps", "phase", "phases"),
        "es": ("paso", "pasos", "fase", "fases"),
        "fr": ("etape", "etapes", "phase", "phases"),
        "ja": ("ステップ", "フェイズ"),
    },
    "opponent": {
        "en": ("opponent", "opponents", "enemy", "enemies"),
        "es": ("oponente", "oponentes", "adversario", "adversarios", "rival", "rivales"),
        "fr": ("adversaire", "adversaires"),
        "ja": ("対戦相手",),
    },
    "sideboard": {
        "en": ("sideboard", "sideboards", "sideboarding"),
        "es": ("banquillo", "banquillos", "sideboard"),
        "fr": ("reserve", "reserves", "sideboard"),
        "ja": ("サイドボード",),
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
        "ja": ("始ま", "始め", "開始", "初期"),
    },
    "first": {
        "en": ("first",),
        "es": ("primer", "primero", "primera"),
        "fr": ("premier", "premiere"),
        "ja": ("最初", "先に"),
    },
    # Losing, said as players say it ("dies", "is dead", "gets killed"), and leaving the game, which is
    # what a player who loses does in a multiplayer game (800.4): one concept.
    "lose": {
        "en": (
            *("lose", "loses", "losing", "lost", "loss", "dies", "died", "dead", "kill", "kills", "killed"),
            *("leave the game", "leaves the game", "left the game", "leaving the game", "eliminated", "knocked out"),
            *("players die", "player die", "both die", "all die", "we die", "they die", "i die", "you die"),
        ),
        "es": (
            *("perder", "pierde", "pierden", "pierdes", "pierdo", "perdida", "morir", "muere", "mueren", "murio"),
            *("muerto", "muerta", "matar", "mata", "mato", "abandona la partida", "abandonar la partida"),
            *("sale de la partida", "eliminado", "eliminada"),
        ),
        "fr": (
            *("perdre", "perd", "perdent", "perds", "perdu", "perte", "mourir", "meurt", "mort", "morts", "decede"),
            *("meurent",),
            *("tuer", "tue", "quitte la partie", "quitter la partie", "quittent la partie", "elimine", "eliminee"),
            "elimines",
        ),
        "ja": ("負け", "敗北", "失う", "失い", "死亡", "死ぬ", "死ん", "ゲームから除外", "ゲームを離れ", "脱落"),
    },
    "simultaneous": {
        "en": ("simultaneously", "simultaneous", "same time", "at once"),
        "es": ("simultaneamente", "simultaneo", "simultanea", "al mismo tiempo", "a la vez"),
        "fr": ("simultanement", "simultane", "simultanee", "en meme temps", "au meme moment"),
        "ja": ("同時",),
    },
    "player": {
        "en": ("player", "players", "person", "persons", "people"),
        "es": ("jugador", "jugadores", "jugadora", "jugadoras", "persona", "personas"),
        "fr": ("joueur", "joueurs", "joueuse", "joueuses", "personne", "personnes"),
        "ja": ("プレイヤー", "プレーヤー"),
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
    # Signs and gestures are communication too.
    "talk": {
        "en": (
            *("talk", "talking", "communicate", "communicating", "communication", "discuss", "consult"),
            *("sign language", "signal", "signals", "signaling", "gesture", "gestures", "whisper", "whispering"),
        ),
        "es": (
            *("hablar", "hablo", "comunicar", "comunicarse", "comunicacion", "consultar", "conversar"),
            *("lenguaje de senas", "senas", "gestos", "susurrar"),
        ),
        "fr": (
            *("parler", "communiquer", "communication", "discuter", "consulter"),
            *("langage des signes", "signes", "gestes", "chuchoter"),
        ),
        "ja": ("相談", "会話", "話し", "話す", "ジェスチャー", "合図", "手話"),
    },
    "look": {
        "en": ("look", "looks", "see", "review", "reviews"),
        "es": ("ver", "mirar", "revisar", "revisan"),
        "fr": ("regarder", "voir", "consulter"),
        "ja": ("見",),
    },
    "choose": {
        "en": ("choose", "chooses", "chose", "chosen", "choice", "decide", "decides", "pick", "picks", "picked"),
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
    "judge": {
        "en": ("judge", "judges", "judging", "head judge", "tournament official", "officials"),
        "es": ("juez", "jueces", "arbitro", "arbitros", "juez principal", "arbitraje", "arbitrar"),
        "fr": ("arbitre", "arbitres", "juge", "juges", "arbitre principal", "arbitrage", "arbitrer"),
        "ja": ("ジャッジ", "審判", "ジャッジング"),
    },
    # The judges who answer players' calls at the tables (MTR 1.8, "Floor Judges"): "arbitrage en salle".
    "floor_judge": {
        "en": ("floor judge", "floor judges", "floor judging"),
        "es": ("juez de piso", "jueces de piso", "juez de sala", "jueces de sala"),
        "fr": ("arbitre de salle", "arbitres de salle", "arbitrage en salle", "arbitrage de salle"),
        "ja": ("フロアジャッジ",),
    },
    # The order of cards (a graveyard's, MTR 3.15), of triggered abilities, of seats: "ordre" finds "order".
    "order": {
        "en": ("order", "orders", "reorder", "rearrange"),
        "es": ("orden", "ordenar", "reordenar"),
        "fr": ("ordre", "ordonner", "reordonner"),
        "ja": ("順番", "順序"),
    },
    "banned": {
        "en": ("banned", "ban", "bans"),
        "es": ("prohibida", "prohibidas", "prohibido"),
        "fr": ("bannie", "bannies", "interdite", "interdites"),
        "ja": ("禁止",),
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
    # A game or match that nobody wins ("is it a draw?"): not drawing a card. Agreeing to one is "pactar" in
    # Spanish players' slang.
    "tie": {
        "en": ("a draw", "tie", "ties", "tied", "stalemate"),
        "es": ("empate", "empates", "empatar", "empatan", "empatada", "tablas"),
        "fr": ("match nul", "partie nulle", "egalite", "ex aequo", "ex-aequo"),
        "ja": ("引き分け",),
    },
    # A draw the players agree to (a tournament matter: MTR 2.5, 5.2), not a game that ends in a draw.
    "intentional_draw": {
        "en": (
            *("intentional draw", "intentional draws", "intentionally draw", "intentionally drawing"),
            *("intentionally drawn", "agree to a draw", "agreed to a draw"),
            "id",  # as players write it, in every language ("IDは常に0-0-3")
        ),
        "es": ("empate intencional", "empates intencionales", "empate pactado", "pactar", "pacto", "pactamos"),
        "fr": (
            *("egalite intentionnelle", "egalites intentionnelles", "nulle intentionnelle", "draw intentionnel"),
            *("match nul intentionnel", "nul intentionnel"),
        ),
        "ja": (
            *("意図的な引き分け", "合意による引き分け", "合意の上の引き分け"),
            *("インテンショナル・ドロー", "インテンショナルドロー"),
        ),
    },
    # Who takes the first turn: the starting player or team, "on the play", player one.
    "play_first": {
        "en": (
            *("go first", "goes first", "going first", "went first", "play first", "plays first", "playing first"),
            *("played first", "starting player", "starting team", "on the play", "player 1", "player one"),
            "first player",
        ),
        "es": (
            *("juega primero", "juegan primero", "jugar primero", "va primero", "jugador inicial", "equipo inicial"),
            *("primer jugador", "el que empieza", "quien empieza", "equipo que empieza", "jugador que empieza"),
        ),
        "fr": (
            *("joue en premier", "jouer en premier", "jouent en premier", "premier joueur", "joueur de depart"),
            *("equipe de depart", "qui commence", "equipe qui commence", "joueur qui commence"),
        ),
        "ja": ("先攻", "先手"),
    },
    # A team's seats, as the tournament rules name them (player A, B and C).
    "seat_letter": {
        "en": ("player a", "player b", "player c", "players a", "seat a", "seat b", "seat c"),
        "es": ("jugador a", "jugador b", "jugador c"),
        "fr": ("joueur a", "joueur b", "joueur c"),
    },
    # The tournament rules' own matters, named as players name them in their language (the rules are in English).
    "slow_play": {
        "en": ("slow play", "slow playing", "slow-play", "slowplay", "stalling", "stall", "timely fashion"),
        "es": ("juego lento", "jugar lento", "ritmo razonable", "lento", "lentitud"),
        "fr": ("jeu lent", "lenteur", "jouer lentement", "rythme raisonnable"),
        "ja": ("遅延行為", "スロープレイ"),
    },
    "shortcut": {
        "en": ("shortcut", "shortcuts"),
        "es": ("atajo", "atajos"),
        "fr": ("raccourci", "raccourcis"),
        "ja": ("ショートカット", "省略"),
    },
    "rel": {
        "en": ("rules enforcement level", "rules enforcement levels", "rel"),
        "es": ("nivel de imposicion de normas", "nivel de aplicacion de reglas", "nir"),
        "fr": ("niveau d application des regles", "niveau de rigueur"),
        "ja": ("ルール適用度", "競技"),
    },
    # The tournaments held before a set's release, where its cards are first played (MTR 3.7, 7.2).
    "prerelease": {
        "en": ("prerelease", "prereleases", "pre-release", "pre-releases"),
        "es": ("presentacion", "presentaciones", "prerelease", "pre-release"),
        "fr": ("avant-premiere", "avant-premieres", "avant premiere", "avant premieres", "prerelease"),
        "ja": ("プレリリース",),
    },
    "deck_check": {
        "en": ("deck check", "deck checks", "deckcheck", "deck checked"),
        "es": ("chequeo de mazo", "chequeo de mazos", "revision de mazo", "revision de mazos", "deck check", "dc"),
        "fr": ("verification de deck", "verifications de deck", "deck check", "deck checks"),
        "ja": ("デッキチェック",),
    },
    "marked": {
        "en": ("marked", "marked cards", "marking", "markings"),
        "es": ("marcada", "marcadas", "cartas marcadas", "marcado"),
        "fr": ("marquee", "marquees", "cartes marquees"),
        "ja": ("マークド",),
    },
    "proxy": {
        "en": ("proxy", "proxies", "proxied"),
        "es": ("proxy", "proxies"),
        "fr": ("proxy", "proxies"),
        "ja": ("プロキシ", "代用カード"),
    },
    "cheat": {
        "en": ("cheat", "cheating", "cheated", "cheater"),
        "es": ("trampa", "trampas", "tramposo"),
        "fr": ("triche", "tricher", "tricherie", "tricheur"),
        "ja": ("不正", "イカサマ"),
    },
    "bribery": {
        "en": ("bribery", "bribe", "bribes", "bribing", "prize split", "split the prize"),
        "es": ("soborno", "sobornar", "repartir el premio"),
        "fr": ("corruption", "pot de vin", "partager les lots"),
        "ja": ("買収", "賄賂"),
    },
    "drop": {
        "en": ("drop", "drops", "dropping", "dropped"),
        "es": ("drop", "dropear", "retirarse", "retirarme", "abandonar el torneo"),
        "fr": ("drop", "dropper", "abandonner le tournoi"),
        "ja": ("ドロップ",),
    },
    "tiebreaker": {
        "en": ("tiebreaker", "tiebreakers", "tie breaker", "tie breakers"),
        "es": ("desempate", "desempates"),
        "fr": ("departage", "departages"),
        "ja": ("タイブレーカー", "タイブレイク"),
    },
    "draft": {
        "en": ("draft", "drafts", "drafting", "drafted", "booster draft"),
        "es": ("draft", "draftear", "drafteo"),
        "fr": ("draft", "drafter", "drafte"),
        "ja": ("ドラフト",),
    },
    "sealed": {
        "en": ("sealed", "sealed deck"),
        "es": ("sellado", "mazo sellado", "sealed"),
        "fr": ("scelle", "paquet scelle", "sealed"),
        "ja": ("シールド",),
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

"""The words of the card pages (``cards/``), per page language."""

from __future__ import annotations

#: Merged into `twohg.profiles.LABELS`.
CARD_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "cards_title": "Cards",
        "cards_intro": "Every card the texts use in an example, with its names in each language and every rule, "
        "FAQ answer and summary section that uses it.",
        "card_names": "Names",
        "card_name": "Name",
        "card_other_names": "Other names",
        "card_no_name": "no name known in this language",
        "card_aliases": "Also written",
        "card_identified": "How it was identified",
        "card_note": "Note",
        "card_notes_english": "How this card was identified, and the reviewers' notes on it, are in English: {page}.",
        "card_used_in": "Used in",
        "card_elsewhere": "{title}, line {lines} (not a rule)",
        "basis_official": "printed name",
        "basis_source": "as the sources print it",
        "basis_alias": "as a source writes it",
    },
    "es": {
        "cards_title": "Cartas",
        "cards_intro": "Todas las cartas que los textos usan en un ejemplo, con sus nombres en cada idioma y cada "
        "regla, respuesta de FAQ y sección de resumen que la usa.",
        "card_names": "Nombres",
        "card_name": "Nombre",
        "card_other_names": "Otros nombres",
        "card_no_name": "no se conoce su nombre en este idioma",
        "card_aliases": "También escrito",
        "card_identified": "Cómo se identificó",
        "card_note": "Nota",
        "card_notes_english": "Cómo se identificó esta carta y las notas de revisión solo están en inglés: {page}.",
        "card_used_in": "Aparece en",
        "card_elsewhere": "{title}, línea {lines} (no es una regla)",
        "basis_official": "nombre impreso",
        "basis_source": "como lo imprimen las fuentes",
        "basis_alias": "como lo escribe una fuente",
    },
    "fr": {
        "cards_title": "Cartes",
        "cards_intro": "Toutes les cartes que les textes citent en exemple, avec leurs noms dans chaque langue et "
        "chaque règle, réponse de FAQ et section du résumé qui les cite.",
        "card_names": "Noms",
        "card_name": "Nom",
        "card_other_names": "Autres noms",
        "card_no_name": "nom inconnu dans cette langue",
        "card_aliases": "Aussi écrit",
        "card_identified": "Comment elle a été identifiée",
        "card_note": "Note",
        "card_notes_english": "Comment cette carte a été identifiée et les notes de relecture n'existent qu'en "
        "anglais : {page}.",
        "card_used_in": "Citée dans",
        "card_elsewhere": "{title}, ligne {lines} (pas une règle)",
        "basis_official": "nom imprimé",
        "basis_source": "tel que les sources l'impriment",
        "basis_alias": "tel qu'une source l'écrit",
    },
    "ja": {
        "cards_title": "カード",
        "cards_intro": "各テキストが例に使うすべてのカードと、各言語での名前、そのカードを使うルール、FAQ の回答、"
        "概要の節の一覧です。",
        "card_names": "名前",
        "card_name": "名前",
        "card_other_names": "ほかの名前",
        "card_no_name": "この言語での名前は不明",
        "card_aliases": "ほかの表記",
        "card_identified": "特定の根拠",
        "card_note": "注記",
        "card_notes_english": "このカードの特定方法と確認時の注記は英語のみです：{page}。",
        "card_used_in": "使われている箇所",
        "card_elsewhere": "{title}、{lines} 行目（ルールではない）",
        "basis_official": "印刷された名前",
        "basis_source": "資料の表記どおり",
        "basis_alias": "資料での表記",
    },
}

"""text.py, the one copy of text folding and sentences: behaviour both former copies must keep."""

from __future__ import annotations

from twohg.text import SENTENCE_END_RE, first_words, sentences


def test_sentences_end_before_a_capital_after_a_stop() -> None:
    text = "Teams take turns. Each player draws a card! Then: The active team attacks."
    assert sentences(text) == ["Teams take turns.", "Each player draws a card!", "Then:", "The active team attacks."]


def test_a_stop_inside_a_sentence_does_not_end_it() -> None:
    # Rule numbers and abbreviations: the split of the discrepancy stage's old copy cut these.
    assert sentences("See rule 606.6e. for details, e.g. the primary player.") == [
        "See rule 606.6e. for details, e.g. the primary player."
    ]


def test_quotes_and_spanish_openers_start_a_sentence() -> None:
    assert sentences('It reads "You win." «Bien.» ¿Qué? ¡Sí!') == ['It reads "You win."', "«Bien.»", "¿Qué?", "¡Sí!"]


def test_the_quick_scan_for_format_characters_covers_every_one() -> None:
    import unicodedata

    from twohg.text import FORMAT_CANDIDATES_RE, drop_format_characters

    every = [chr(code) for code in range(0x110000) if unicodedata.category(chr(code)) == "Cf"]
    assert [ch for ch in every if not FORMAT_CANDIDATES_RE.fullmatch(ch)] == []
    assert drop_format_characters("a" + "".join(every) + "b\u00a0c\u2019d") == "ab\u00a0c\u2019d"


def test_shown_escapes_what_a_terminal_would_act_on_and_keeps_the_rest() -> None:
    from twohg.text import shown

    assert shown("rules_src/a\nb\x1b[2J\u202e\udcff.txt") == "rules_src/a\\x0ab\\x1b[2J\\u202e\\udcff.txt"
    assert shown("双頭巨人戦 – Café «x»") == "双頭巨人戦 – Café «x»"


def test_a_japanese_sentence_keeps_the_closing_bracket_after_its_full_stop() -> None:
    # 「…。」 ends where the bracket closes: the next sentence never starts with a stray 」.
    said = "「チームは一緒に攻撃する。」次の文です。"
    assert [s for s in SENTENCE_END_RE.split(said) if s.strip()] == ["「チームは一緒に攻撃する。」", "次の文です。"]
    assert first_words("ゲームは二人で行う。「共有ライフ」を使う。") == "ゲームは二人で行う。"

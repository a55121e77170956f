"""text.py, the one copy of text folding and sentences: behaviour both former copies must keep."""

from __future__ import annotations

from twohg.text import sentences


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

"""Rule numbers: printed variants, natural order, round trips."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from twohg.rulenumber import LEADING_NUMBER_RE, RuleNumber


@pytest.mark.parametrize(
    ("printed", "normalised"),
    [
        ("606.4b.", "606.4b"),
        ("606. 8b", "606.8b"),
        ("810.10.", "810.10"),
        ("810.7a", "810.7a"),
        ("810.", "810"),
        ("８１０．９ｃ", "810.9c"),
    ],
)
def test_printed_variants_normalise(printed: str, normalised: str) -> None:
    assert str(RuleNumber.parse(printed)) == normalised


def test_natural_order() -> None:
    printed = ["810.10", "810.9c", "810", "810.9", "810.1", "805.10a", "810.11", "810.9a"]
    ordered = [str(n) for n in sorted(RuleNumber.parse(p) for p in printed)]
    assert ordered == ["805.10a", "810", "810.1", "810.9", "810.9a", "810.9c", "810.10", "810.11"]


def test_parent_chain() -> None:
    number = RuleNumber.parse("810.9c")
    assert str(number.parent) == "810.9"
    assert number.parent is not None and str(number.parent.parent) == "810"
    assert RuleNumber.parse("810").parent is None


@pytest.mark.parametrize("text", ["", "81", "810.a", "abc", "810.9cc", "810.9.c", "1234.5"])
def test_not_rule_numbers_are_refused(text: str) -> None:
    assert RuleNumber.try_parse(text) is None


def test_leading_number_does_not_take_a_following_word() -> None:
    match = LEADING_NUMBER_RE.match("606. 8b Players win")
    assert match is not None and match["printed"] == "606. 8b"
    assert LEADING_NUMBER_RE.match("606.6edoesn't") is None


numbers = st.builds(
    RuleNumber,
    st.integers(100, 999),
    st.one_of(st.none(), st.integers(1, 120)),
    st.sampled_from(["", "a", "b", "h", "z"]),
).filter(lambda n: n.rule is not None or not n.letter)


@given(numbers)
def test_round_trip(number: RuleNumber) -> None:
    assert RuleNumber.parse(str(number)) == number


@given(numbers, numbers)
def test_order_matches_tuple_order(a: RuleNumber, b: RuleNumber) -> None:
    assert (a < b) == (a.sort_key() < b.sort_key())


@given(st.text(max_size=30))
def test_parse_never_crashes(text: str) -> None:
    try:
        RuleNumber.parse(text)
    except ValueError:
        pass

"""The forum parser: rule quotes become rules, the rest is classified as not a rule."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from twohg.ingest.corpus import Corpus
from twohg.ingest.inventory import take_inventory
from twohg.ingest.parsers import ParseContext
from twohg.ingest.parsers.forum import parse
from twohg.ingest.units import ParsedSource
from twohg.profiles import profile


def by_excerpt(corpus: Corpus) -> dict[str, list[str]]:
    quotes: dict[str, list[str]] = {}
    for rule in corpus.source("en-forum-2hg-thread").parsed.rules:
        quotes.setdefault(rule.excerpt, []).append(str(rule.number))
    return quotes


def test_three_quotes(corpus: Corpus) -> None:
    quotes = by_excerpt(corpus)
    assert list(quotes) == ["quote-1", "quote-2", "quote-3"]
    assert quotes["quote-1"][0] == "606" and quotes["quote-1"][-1] == "606.10" and len(quotes["quote-1"]) == 32
    assert quotes["quote-2"] == ["810.2", "805.2", "805.5a"]
    assert quotes["quote-3"][0] == "810" and quotes["quote-3"][-1] == "810.10" and len(quotes["quote-3"]) == 27


def test_quote_heading_glued_to_post_text(corpus: Corpus) -> None:
    parsed = corpus.source("en-forum-2hg-thread").parsed
    heading = parsed.rules[0]
    assert heading.is_heading and heading.line == 18 and heading.text == "Two-Headed Giant Variant"
    assert any(r.lines == (18,) and r.text == "Edit: Here are the rules:" for r in parsed.not_rules)
    last = parsed.rules[31]
    assert str(last.number) == "606.10" and "[/indent]" not in last.text


def test_continuation_paragraphs_in_quotes(corpus: Corpus) -> None:
    rules = {(r.excerpt, str(r.number)): r for r in corpus.source("en-forum-2hg-thread").parsed.rules}
    assert len(rules[("quote-1", "606.7a")].paragraphs) == 3
    seven_b = rules[("quote-3", "810.7b")]
    assert len(seven_b.paragraphs) == 3 and seven_b.lines == (160, 163, 166)


def test_post_mentioning_a_rule_number_is_not_a_quote(corpus: Corpus) -> None:
    parsed = corpus.source("en-forum-2hg-thread").parsed
    record = next(r for r in parsed.not_rules if r.lines == (107,))
    assert record.reason == "post text that mentions a rule number, not a quote of the rule"
    assert all(107 not in rule.lines for rule in parsed.rules)


def test_not_a_rule_reasons(corpus: Corpus) -> None:
    reasons = {r.lines[0]: r.reason for r in corpus.source("en-forum-2hg-thread").parsed.not_rules}
    assert reasons[1] == "thread title"
    assert reasons[3] == "forum site chrome"
    assert reasons[5] == "question from a forum member, not a rule"
    assert reasons[10] == "repeats line 5: the forum quotes the post it replies to"
    assert reasons[121] == "forum signature"
    assert reasons[254] == "forum site chrome"
    assert reasons[16] == "forum post text (answer or discussion), not a rule"


def test_every_line_accounted_for(corpus: Corpus) -> None:
    loaded = corpus.source("en-forum-2hg-thread")
    assert take_inventory(loaded.parsed, loaded.text.lines).unaccounted == ()


def test_stale_reviewed_line_is_a_problem() -> None:
    context = ParseContext(
        "t", "t.txt", profile("en"), {"not_a_rule": [{"text": "Gone", "reason": "x"}]}, "overrides/t.yaml"
    )
    parsed = parse(["hello"], context)
    assert [str(p) for p in parsed.problems] == ["overrides/t.yaml:1: reviewed line 'Gone' is not in t.txt"]


forum_like = st.one_of(
    st.text(max_size=40),
    st.sampled_from(
        [
            "Edit: Here are the rules:[indent]606. Two-Headed Giant Variant",
            "606.1. Two-Headed Giant games are played.[/indent]",
            "From the current comprehensive rules:",
            "810.2. The variant uses the option.",
            "805.2. Within each team.",
            "Example: an example",
            "606.6e doesn't exist.",
            "[quote]",
            "[/quote]",
            "",
            "Show",
        ]
    ),
)


@settings(deadline=None, max_examples=300)
@given(st.lists(forum_like, max_size=40))
def test_any_thread_parses_and_is_accounted_for(raw: list[str]) -> None:
    text = "\n".join(raw).replace("\r", "").split("\n")
    parsed = parse(text, ParseContext("fuzz", "fuzz.txt", profile("en")))
    assert take_inventory(parsed, text).unaccounted == ()


# --- malformed numbers: refused at their line, never read into the rule before ----------------------------

THREAD = """\
A thread
Here are the rules:
810. Two-Headed Giant Variant
810.3. Each team sits together
{line} Each team has a shared life total,
which starts at 30 life.
810.5. With the exception of life total, resources are not shared.
Thanks!
From the current comprehensive rules:
{opened} The Two-Headed Giant variant uses the shared team turns option.
"""
FORMS = ["810．4.", "810。4.", "810｡4.", "810・4.", "810･4.", "810·4.", "810 4.", "810 . 4.", "８１０．４."]


def _thread(line: str = "810.4.", opened: str = "810.2.") -> tuple[list[str], ParsedSource]:
    text = THREAD.format(line=line, opened=opened).splitlines()
    return text, parse(text, ParseContext("t", "t.txt", profile("en")))


def _expected(line: int, printed: str, consequence: str) -> str:
    return (
        f"t.txt:{line}: {printed.rstrip('.')!r} is not a rule number (a section, a rule of 1-3 digits and one "
        f"lower-case letter: 810.11a): {consequence}"
    )


def test_a_well_formed_thread_reads_its_two_quotes() -> None:
    text, parsed = _thread()
    assert parsed.problems == () and [str(r.number) for r in parsed.rules] == [
        "810",
        "810.3",
        "810.4",
        "810.5",
        "810.2",
    ]
    assert take_inventory(parsed, text).unaccounted == ()


@pytest.mark.parametrize("printed", FORMS)
def test_a_malformed_number_inside_a_quote_is_refused_at_its_line(printed: str) -> None:
    text, parsed = _thread(line=printed)
    assert [str(p) for p in parsed.problems] == [_expected(5, printed, "it would join the rule before")]
    before = next(r for r in parsed.rules if str(r.number) == "810.3")
    assert before.lines == (4,) and before.text == "Each team sits together"
    assert take_inventory(parsed, text).unaccounted == ()


@pytest.mark.parametrize("printed", FORMS)
def test_a_malformed_number_opening_a_quote_is_refused_at_its_line(printed: str) -> None:
    opened = printed.replace("4", "2").replace("４", "２")
    text, parsed = _thread(opened=opened)
    assert [str(p) for p in parsed.problems] == [_expected(10, opened, "the quoted rule would be read as post text")]
    assert all(10 not in r.lines for r in parsed.rules) and take_inventory(parsed, text).unaccounted == ()


@pytest.mark.parametrize("printed", ["810．", "810", "８１０."])
def test_a_quoted_heading_with_a_malformed_number_is_refused_at_its_line(printed: str) -> None:
    text = THREAD.format(line="810.4.", opened="810.2.").replace("810. Two", f"{printed} Two").splitlines()
    parsed = parse(text, ParseContext("t", "t.txt", profile("en")))
    assert [str(p) for p in parsed.problems] == [
        f"t.txt:3: {printed!r} is not a section heading's number (three digits, a full stop and a space: "
        "'810. Two-Headed Giant Variant'): the quote would be read as post text"
    ]
    assert [str(r.number) for r in parsed.rules] == ["810.3", "810.4", "810.5", "810.2"]


def test_post_text_that_starts_with_a_malformed_number_is_no_quote_and_no_problem() -> None:
    parsed = parse(["A thread", "Hello", "606 6e doesn't exist any more."], ParseContext("t", "t.txt", profile("en")))
    assert parsed.problems == () and parsed.rules == ()

"""Tests of the discrepancies stage on the real corpus and on synthetic texts."""

from __future__ import annotations

import datetime as dt
from functools import cache

import pytest

from conftest import ARCHIVE, NEWEST
from conftest import real_corpus as _corpus
from twohg.graph.discrepancies import (
    find_discrepancies,
    numbering_discrepancies,
    topic_discrepancies,
    unit_statements,
)
from twohg.graph.model import Discrepancy
from twohg.graph.textunits import TextLine, TextUnit, UnitKind, plain_line, text_units
from twohg.rulenumber import RuleNumber

FAQ_EN = "rules_src/en-dci-2hg-faq-2005.md"
FAQ_FR = "rules_src/fr-2hg-faq-2012.md"
JA = "rules_src/ja-2hg-summary.txt"
ES = "rules_src/es-cr-810.md"
CR_2005 = "rules_src/cr-archive/MagicCompRules-en-20050801.txt"
CR_2009 = "rules_src/cr-archive/MagicCompRules-en-20090501.txt"
CR_2010 = "rules_src/cr-archive/MagicCompRules-en-20100618.txt"
CR_2024 = "rules_src/cr-archive/MagicCompRules-en-20241108.txt"


def editions_from(date: str) -> int:
    """How many editions of the archive are in force from ``date`` on (``2007-05-01``)."""
    return sum(edition[6:] >= date for edition in ARCHIVE)


@cache
def _found() -> dict[str, Discrepancy]:
    return {d.id: d for d in find_discrepancies(_corpus())}


def _statements(discrepancy_id: str) -> set[tuple[str, str, str, int]]:
    return set(_found()[discrepancy_id].statements)


def test_every_statement_is_on_its_line() -> None:
    lines = {loaded.path: loaded.text.lines for loaded in _corpus().sources}
    for discrepancy in _found().values():
        for _, words, file, line in discrepancy.statements:
            printed = plain_line(lines[file][line - 1], file.endswith(".md"))
            assert words in printed, f"{discrepancy.id}: {file}:{line}: {words!r}"


def test_starting_life_total() -> None:
    found = _found()["starting-life-total"]
    assert set(found.nodes) == {"606.4a", "806.4a", "810.4"}
    assert {
        ("en-dci-2hg-faq-2005/q3", "starts at 40 life", FAQ_EN, 19),
        ("cr-en-2005-08-01/606.4a", "starts at 40 life", CR_2005, 2070),
        ("cr-en-2009-05-01/606.4a", "starts at 30 life", CR_2009, 2714),
        ("cr-en-2010-06-18/810.4", "starts at 30 life", CR_2010, 3844),
        ("es-cr-810/810.4", "comienza en 30 vidas", ES, 11),
        ("fr-2hg-faq-2012/q3", "commence à 30 points de vie", FAQ_FR, 20),
        ("ja-2hg-summary/s3", "共有のライフ30点", JA, 30),
    } <= set(found.statements)
    # the 2005 FAQ agrees with the rulebook of its day and disagrees with the later ones, said plainly
    assert (
        "DCI Two-Headed Giant FAQ (2005-09-05) says 40, as does the rulebook in force when it was published "
        "(2005-08-01); it disagrees with the later rulebooks, which say 30 from 2007-05-01 (606.4a)."
    ) in found.note
    assert (
        "The rulebooks changed: 40 life (606.4a; 2005-08-01 to 2007-02-01, 7 editions) then 30 life "
        f"(606.4a, 806.4a and 810.4; 2007-05-01 to {NEWEST[6:]}, {editions_from('2007-05-01')} editions)."
    ) in found.note
    assert "40 life: Comprehensive Rules (606.4a, 2005-08-01 to 2007-02-01, 7 editions) and DCI" in found.note


def test_when_a_team_at_zero_life_loses_and_the_answers_that_were_already_otherwise() -> None:
    found = _found()["team-at-zero-life-loses"]
    assert {"606.8a", "806.8a", "810.8c"} <= set(found.nodes)
    texts = {text for text, *_ in found.statements}
    assert {"en-dci-2hg-faq-2005/q17", "fr-2hg-faq-2012/q21", "cr-en-2005-08-01/606.8a", f"{NEWEST}/810.8c"} <= texts
    # The French FAQ of 2012 says what rules said until 2009, though the rule had kept its words since 2010: stale.
    assert (
        "FAQ Troll à deux têtes (2012-01-01) says the next time a team would receive priority, but the rulebook in "
        "force when it was published (2011-09-30) says at once (a state-based action)"
    ) in found.note
    assert found.stale == ("en-dci-2hg-faq-2005/q17", "fr-2hg-faq-2012/q21")
    # An answer that agrees with the newest rulebook is never stale: the French FAQ's 30 life.
    assert "fr-2hg-faq-2012/q3" not in _found()["starting-life-total"].stale
    assert _found()["starting-life-total"].stale == ("en-dci-2hg-faq-2005/q3",)


def test_extra_turns_after_time() -> None:
    found = _found()["extra-turns-after-time"]
    assert {
        ("en-dci-2hg-faq-2005/q30", "five total additional turns", FAQ_EN, 164),
        ("fr-2hg-faq-2012/q33", "trois tours supplémentaires", FAQ_FR, 183),
    } <= set(found.statements)
    assert "5 turns: DCI Two-Headed Giant FAQ (q30, 2005-09-05); 3 turns: FAQ Troll à deux têtes" in found.note
    assert "No dated rulebook in the corpus states it" in found.note
    assert found.nodes == ()


def test_the_2005_faq_correction_of_606_9c() -> None:
    found = _found()["correction-606.9c"]
    assert found.nodes == ("606.9c",)
    by_text = {(text_id, line): words for text_id, words, _, line in found.statements}
    assert "incorrect" in by_text[("en-dci-2hg-faq-2005/q23", 125)]
    assert "that player’s individual life total becomes that number" in by_text[("en-dci-2hg-faq-2005/q23", 121)]
    assert "that player's team's life total becomes that number" in by_text[("cr-en-2005-08-01/606.9c", 2122)]
    assert "that player's individual life total becomes that number" in by_text[("cr-en-2009-05-01/606.9c", 2776)]
    assert "The rulebook in force when the FAQ was published (2005-08-01) says in 606.9c" in found.note
    assert "The 2009-05-01 rulebook's 606.9c takes up the FAQ's correction" in found.note
    assert "the 2005-08-01 example 25, 13, 26" in found.note


def test_individual_player_life_total() -> None:
    found = _found()["individual-life-total"]
    assert set(found.nodes) == {"606.9a", "806.9a", "806.10a", "810.9a"}
    half = "divided by two, rounded up"
    assert {
        ("cr-en-2005-08-01/606.9a", half, CR_2005, 2114),
        ("cr-en-2009-05-01/606.9a", half, CR_2009, 2768),
        ("en-dci-2hg-faq-2005/q21", half, FAQ_EN, 103),
        ("cr-en-2010-06-18/810.9a", "uses the team's life total instead", CR_2010, 3882),
        ("cr-en-2024-11-08/810.9a", "uses the team’s life total instead", CR_2024, 6444),
        ("fr-2hg-faq-2012/q25", "utilise le total de points de vie de l'équipe", FAQ_FR, 130),
        ("ja-2hg-summary/s6", "チームのライフの合計点をそのプレイヤーのライフとする", JA, 66),
        ("es-cr-810/810.9a", "usa el total de vidas del equipo", ES, 59),
    } <= set(found.statements)
    assert "The rulebooks changed: the team's life total divided by two, rounded up (606.9a, 806.10a and 806.9a;" in (
        found.note
    )
    assert (
        f"then the team's whole life total (806.10a and 810.9a; 2010-04-23 to {NEWEST[6:]}, "
        f"{editions_from('2010-04-23')} editions)"
    ) in found.note


def test_the_french_faq_numbers_its_extra_turns_1_3_3() -> None:
    found = _found()["fr-2hg-faq-2012/q33:numbering-line-185"]
    assert [(t, f, line) for t, _, f, line in found.statements] == [("fr-2hg-faq-2012/q33", FAQ_FR, 185)]
    assert "1, 3, 3 where 1, 2, 3 is meant" in found.note
    assert not [d for d in _found() if d.startswith("en-dci-2hg-faq-2005") and "numbering" in d]


def test_poison_counters_agree_everywhere() -> None:
    units = {u.id: u for u in text_units(_corpus())}
    for text_id in ["fr-2hg-faq-2012/q4", "ja-2hg-summary/s10", "es-cr-810/810.8d", "cr-en-2024-11-08/810.8d"]:
        values = {s.value for s in unit_statements(units[text_id]) if s.topic == "poison-counters-to-lose"}
        assert values == {"15"}, text_id
    assert "poison-counters-to-lose" not in _found()


# --- synthetic texts ---------------------------------------------------------------------------


def _unit(
    unit_id: str, language: str, day: dt.date, *lines: str, kind: str = "faq", number: str | None = None
) -> TextUnit:
    source_kind = "comprehensive-rules" if kind == "rule" else kind
    text_lines = tuple(TextLine(i, raw, raw) for i, raw in enumerate(lines, 1))
    rule_number = RuleNumber.parse(number) if number else None
    unit_kind: UnitKind = "rule" if kind == "rule" else "faq"
    return TextUnit(
        unit_id,
        unit_kind,
        unit_id.split("/")[0],
        source_kind,
        language,
        f"{unit_id.split('/')[0]}.txt",
        day,
        day,
        text_lines,
        rule_number,
        unit_id.split("/")[0],
    )


_TITLES = {"book": "Rulebook", "book2": "Rulebook", "faq": "A FAQ", "faqfr": "Une FAQ"}


def test_a_faq_against_the_rulebooks() -> None:
    units = [
        _unit("book/1.4", "en", dt.date(2000, 1, 1), "The team starts at 40 life.", kind="rule", number="101.4"),
        _unit("faq/q1", "en", dt.date(2000, 6, 1), "Each team starts at 40 life."),
        _unit("book2/1.4", "en", dt.date(2001, 1, 1), "The team starts at 30 life.", kind="rule", number="101.4"),
    ]
    (found,) = topic_discrepancies(units, _TITLES)
    assert found.id == "starting-life-total" and found.nodes == ("101.4",)
    assert [s[0] for s in found.statements] == ["book/1.4", "faq/q1", "book2/1.4"]
    assert "A FAQ (2000-06-01) says 40, as does the rulebook in force when it was published (2000-01-01)" in found.note


def test_agreement_is_no_discrepancy() -> None:
    units = [
        _unit("faq/q1", "en", dt.date(2000, 6, 1), "Each team starts at 30 life."),
        _unit("faqfr/q1", "fr", dt.date(2001, 6, 1), "Le total commence à 30 points de vie."),
    ]
    assert topic_discrepancies(units, _TITLES) == ()


def test_number_words() -> None:
    units = [
        _unit("faq/q1", "en", dt.date(2000, 6, 1), "The active team finishes its turn and five additional turns"),
        _unit(
            "faqfr/q1", "fr", dt.date(2001, 6, 1), "puis 3 tours supplémentaires sont joués, pas un tour supplémentaire"
        ),
    ]
    (found,) = topic_discrepancies(units, _TITLES)
    assert [(s[0], s[1]) for s in found.statements] == [
        ("faq/q1", "five additional turns"),
        ("faqfr/q1", "3 tours supplémentaires"),
    ]


@pytest.mark.parametrize(
    ("line", "flagged"),
    [
        ("Team Z takes extra turn #1. Team Y takes extra turn #2, Team Z takes extra turn #3", False),
        ("Team Z takes extra turn #1. Team Y takes extra turn #3", True),
        ("Team Z takes extra turn #2 and then extra turn #2", True),
        ("Team Z takes extra turn #1 only", False),
    ],
)
def test_numbering(line: str, flagged: bool) -> None:
    found = numbering_discrepancies([_unit("faq/q9", "en", dt.date(2000, 1, 1), line)])
    assert bool(found) is flagged

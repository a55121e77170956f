"""FAQ answers on tournament matters, checked by a person against the tournament rules (`twohg.graph.answers`)."""

from __future__ import annotations

import datetime as dt

from twohg.graph.answers import tournament_answers
from twohg.graph.assembly import Graph
from twohg.graph.explain.reviewed import ReviewedTournament, parse_reviewed
from twohg.graph.tournament import TournamentRecord
from twohg.ingest.units import TournamentBlock, TournamentRule

FILE = "rules_src/alignment/explanations.yaml"


def record(document: str, number: str, text: str) -> TournamentRecord:
    day = dt.date.fromisoformat(document[-10:])
    rule = TournamentRule(
        number, "Title", number.split(".")[0], "Section", (TournamentBlock("text", "", text, (2,)),), (1,)
    )
    return TournamentRecord(f"{document}/{number}", document, "en", "mtr.md", day, rule)


def test_a_verdict_stands_for_a_newer_document_while_it_prints_the_rules_alike() -> None:
    old, new = "en-mtr-2026-02-27", "en-mtr-2026-06-01"
    records = {
        r.id: r
        for r in (
            record(old, "2.4", "five turns"),
            record(old, "9.1", "one game"),
            record(new, "2.4", "three turns"),
            record(new, "9.1", "one game"),
        )
    }
    reviewed = [
        ReviewedTournament("faq/q1", ((f"{old}/9.1", 3),), True, "same", (), 2),
        ReviewedTournament("faq/q2", ((f"{old}/2.4", 6),), False, "five", (("en", "three turns"),), 5),
        ReviewedTournament("faq/q3", (), False, "ratings", (), 8),
    ]
    found, problems = tournament_answers(reviewed, records, FILE)
    assert problems == []
    assert found["faq/q1"].rules == (f"{new}/9.1",) and found["faq/q1"].standing and not found["faq/q1"].outdated
    assert found["faq/q2"].rules == () and found["faq/q2"].changed == ("2.4",) and found["faq/q2"].outdated
    assert found["faq/q2"].checked_on == dt.date(2026, 2, 27)
    assert found["faq/q3"].checked == () and found["faq/q3"].outdated and found["faq/q3"].standing


def test_an_unknown_tournament_rule_is_one_line_at_its_place() -> None:
    records = {r.id: r for r in (record("en-mtr-2026-02-27", "9.1", "one game"),)}
    reviewed = [ReviewedTournament("faq/q1", (("en-mtr-2026-02-27/9.9", 7),), True, "x", (), 6)]
    found, problems = tournament_answers(reviewed, records, FILE)
    assert found == {}
    assert [str(p) for p in problems] == [
        f"{FILE}:7: unknown tournament rule 'en-mtr-2026-02-27/9.9' (<document>/<number>; documents: en-mtr-2026-02-27)"
    ]


def test_the_reviewed_entries_are_read_with_their_lines() -> None:
    text = (
        "tournament:\n"
        "  - from: en-dci-2hg-faq-2005/q30\n"
        "    to: [en-mtr-2026-02-27/2.4]\n"
        "    holds: false\n"
        "    reason: Five turns; MTR 2.4 says three.\n"
        "    now: {en: three turns, es: tres turnos, fr: trois tours, ja: 3ターン}\n"
    )
    reviewed, problems = parse_reviewed(text, FILE)
    assert problems == ()
    (entry,) = reviewed.tournament
    assert entry.id == "en-dci-2hg-faq-2005/q30" and entry.line == 2 and entry.rules == (("en-mtr-2026-02-27/2.4", 3),)
    assert not entry.holds and dict(entry.now)["ja"] == "3ターン"
    broken, problems = parse_reviewed(text.replace("holds: false", "holds: maybe"), FILE)
    assert broken.tournament == () and len(problems) == 1 and str(problems[0]).startswith(f"{FILE}:4: ")


def test_the_real_answers_say_what_the_tournament_rules_say_today(real_graph: Graph) -> None:
    answers = real_graph.tournament_answers
    five = answers["en-dci-2hg-faq-2005/q30"]  # "five total additional turns": 2HG plays three
    assert five.outdated and five.standing and five.rules == ("en-mtr-2026-02-27/2.4",)
    assert (
        "three" in five.now["en"] and "tres" in five.now["es"] and "trois" in five.now["fr"] and "3" in five.now["ja"]
    )
    assert not answers["fr-2hg-faq-2012/q33"].outdated  # the 2012 FAQ says three
    assert (
        answers["en-dci-2hg-faq-2005/q39"].outdated and not answers["fr-2hg-faq-2012/q39"].outdated
    )  # 7 vs 8 boosters
    assert answers["en-dci-2hg-faq-2005/q47"].checked == ()  # Gen Con 2005: no tournament rule covers it

"""Reviewed prose cannot go stale: a number in a reason keeps its meaning, or is pinned and shown with its dates."""

from __future__ import annotations

from pathlib import Path

import pytest

from twohg.graph.assembly import Graph, load_graph
from twohg.graph.prose import PINNED_RE, Writing, rendered, stale_numbers
from twohg.problems import InputError
from twohg.profiles import LABELS

CHAIN = ("cr-en-2005-08-01", "cr-en-2009-05-01", "cr-en-2010-06-18", "cr-en-2024-11-08")
# 606.4 stands until 2009, then is gone; 805.2 appears in 2010 and stays; 805.10f changes its meaning in 2024.
MEANING_OF = {
    "cr-en-2005-08-01/606.4": "606.4@2005",
    "cr-en-2009-05-01/606.4": "606.4@2005",
    "cr-en-2010-06-18/805.2": "805.2@2010",
    "cr-en-2024-11-08/805.2": "805.2@2010",
    "cr-en-2010-06-18/805.10f": "805.10f@2010",
    "cr-en-2024-11-08/805.10f": "805.10f@2024",
    "cr-en-2010-06-18/810.7a": "810.7a@2010",
    "cr-en-2010-06-18/810.7b": "810.7b@2010",
}
HELD = {edition: frozenset(text.split("/")[1] for text in MEANING_OF if text.startswith(edition)) for edition in CHAIN}


def problems(reason: str, edition: str = "cr-en-2010-06-18") -> list[str]:
    writing = Writing("rules_src/alignment/lineage.yaml", 12, edition, reason)
    return [str(problem) for problem in stale_numbers([writing], CHAIN, MEANING_OF, HELD)]


def test_a_number_whose_rule_changed_later_stops_the_build_at_its_line() -> None:
    (said,) = problems("The damage assignment order is 805.10f.")
    assert said.startswith("rules_src/alignment/lineage.yaml:12: 805.10f (meant as in cr-en-2010-06-18)")
    assert "is another rule from cr-en-2024-11-08 on" in said
    assert "805.10f@cr-en-2010-06-18" in said  # the fix is named


def test_a_number_that_stands_in_every_later_edition_passes() -> None:
    assert problems("The primary player is defined in 805.2.") == []


def test_a_number_printed_only_later_is_held_to_its_first_edition() -> None:
    # written against 2005, "now 805.2" names a rule first printed in 2010: it must keep meaning it
    assert problems("606.4 became part of 805.2.", "cr-en-2005-08-01") == [
        "rules_src/alignment/lineage.yaml:12: 606.4 (meant as in cr-en-2005-08-01): 606.4 is no longer printed "
        "from cr-en-2010-06-18 on: the reason has gone stale; name it as 606.4@cr-en-2005-08-01, or as the number "
        "that carries it now"
    ]
    assert problems("606.4@cr-en-2005-08-01 became part of 805.2.", "cr-en-2005-08-01") == []


def test_a_number_no_edition_printed_since_is_a_historical_mention() -> None:
    assert problems("606.4 in the 606 era; rule 704 outside the variant.", "cr-en-2010-06-18") == []


def test_every_rule_of_a_lettered_run_is_checked() -> None:
    (said,) = problems("810.7a-b stand.", "cr-en-2010-06-18")
    assert "810.7a-b (meant as in cr-en-2010-06-18): 810.7a is no longer printed from cr-en-2024-11-08 on" in said
    assert problems("810.7a-b@cr-en-2010-06-18 stood.", "cr-en-2010-06-18") == []


def test_a_pin_must_name_a_rule_its_edition_printed() -> None:
    assert problems("See 805.2@cr-en-2005-08-01.") == [
        "rules_src/alignment/lineage.yaml:12: 805.2@cr-en-2005-08-01: "
        "cr-en-2005-08-01 has no Two-Headed Giant rule 805.2"
    ]
    assert PINNED_RE.search("606.6b-g@cr-en-2006-10-01")["number"] == "606.6b-g"  # type: ignore[index]


def test_pinned_numbers_are_shown_with_what_the_resolver_says_of_them(real_graph: Graph) -> None:
    dates = {edition.id: edition.date or edition.start for edition in real_graph.editions}
    said = rendered("the order (805.10f@cr-en-2017-09-29) and 805.10g@cr-en-2017-09-29", real_graph.resolver, dates)
    assert said.startswith("the order (805.10f (2017-")  # when it stood, then what became of it
    # the last edition that printed it, as its own page gives it, then the edition that removed it
    assert "2024-09-20; removed in the edition of 2024-11-08)" in said
    assert "805.10g (2017-" in said and "in the newest edition: 805.10f)" in said
    # a rule that still stands under its number is shown as written
    assert rendered("805.2@cr-en-2024-11-08", real_graph.resolver, dates) == "805.2"


def test_the_real_reviewed_files_hold_no_stale_number(real_graph: Graph) -> None:
    # loading the graph checks them (a stale number is an InputError): the reasons are pinned where they must be
    notes = [gone.note for gone in real_graph.lineage.removed if gone.text.endswith("/805.10f")]
    assert any("805.10g@cr-en-2024-07-30" in note for note in notes)


def test_a_stale_number_in_a_reviewed_file_stops_the_build(mini_root: Path) -> None:
    lineage = mini_root / "rules_src/alignment/lineage.yaml"
    text = lineage.read_text(encoding="utf-8")
    assert "606.4@cr-en-2005-08-01" in text
    lineage.write_text(text.replace("606.4@cr-en-2005-08-01", "606.4"), encoding="utf-8")
    with pytest.raises(InputError) as raised:
        load_graph(mini_root)
    (problem,) = raised.value.problems
    assert problem.file == "rules_src/alignment/lineage.yaml"
    assert "606.4 (meant as in cr-en-2005-08-01): 606.4 is no longer printed" in problem.message


def test_a_translated_reason_is_checked_as_the_reason_is_at_its_own_line(mini_root: Path) -> None:
    lineage = mini_root / "rules_src/alignment/lineage.yaml"
    text = lineage.read_text(encoding="utf-8")
    entry = "      and no June 2010 rule keeps the introduction.\n"
    assert entry in text
    said = "    translations:\n      ja: \"導入の一文。その2つの特徴は810.4と805.4として残り、606.4にはありません。\"\n"
    lineage.write_text(text.replace(entry, entry + said), encoding="utf-8")
    with pytest.raises(InputError) as raised:
        load_graph(mini_root)
    (problem,) = raised.value.problems
    line = text[: text.index(entry)].count("\n") + 2  # the translations' line, not the entry's
    assert (problem.file, problem.line) == ("rules_src/alignment/lineage.yaml", line)
    assert "606.4 (meant as in cr-en-2005-08-01): 606.4 is no longer printed" in problem.message
    # pinned, it passes, and the removal carries it for the Japanese pages
    pinned = said.replace("606.4に", "606.4@cr-en-2005-08-01に")
    lineage.write_text(text.replace(entry, entry + pinned), encoding="utf-8")
    _, graph = load_graph(mini_root)
    (gone,) = [r for r in graph.lineage.removed if r.text == "cr-en-2005-08-01/606.4"]
    assert dict(gone.translations)["ja"].endswith("606.4@cr-en-2005-08-01にはありません。")


def test_pinned_numbers_are_said_in_the_readers_language(real_graph: Graph) -> None:
    dates = {edition.id: edition.date or edition.start for edition in real_graph.editions}
    # Japanese prose writes a number right against its words: it is still read, and its facts are said in Japanese.
    said = rendered("以前の805.10g@cr-en-2017-09-29に", real_graph.resolver, dates, LABELS["ja"])
    assert said.startswith("以前の805.10g（2017-") and said.endswith("、最新版では 805.10f）に")
    said = rendered("805.10f@cr-en-2017-09-29", real_graph.resolver, dates, LABELS["es"])
    assert "suprimida en la edición del 2024-11-08" in said

"""The align stage on the real corpus (every edition of the archive): lineages pinned through every era, diffs."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from conftest import ARCHIVE, ROOT
from twohg import files
from twohg.graph.align import (
    REVIEWED_FILE,
    Lineage,
    align,
    meanings,
    number_of,
    render_renumbering_report,
    timeline,
    word_diff,
)
from twohg.graph.editions import derive_editions, rule_texts
from twohg.graph.model import Edition, RuleText
from twohg.ingest.corpus import Corpus
from twohg.rulenumber import RuleNumber
from twohg.text import figure_changes

E2005, E2009, E2010, E2024 = "cr-en-2005-08-01", "cr-en-2009-05-01", "cr-en-2010-06-18", "cr-en-2024-11-08"
M10 = "cr-en-2009-07-11"


@pytest.fixture(scope="module")
def inputs(corpus: Corpus) -> tuple[tuple[RuleText, ...], tuple[Edition, ...]]:
    editions, _ = derive_editions(corpus)
    return rule_texts(corpus, editions), editions


@pytest.fixture(scope="module")
def reviewed() -> str:
    text = files.read_text(ROOT / REVIEWED_FILE)
    assert text is not None
    return text


@pytest.fixture(scope="module")
def lineage(inputs: tuple[tuple[RuleText, ...], tuple[Edition, ...]], reviewed: str) -> Lineage:
    return align(*inputs, reviewed)


def successors(lineage: Lineage, old: str, new: str) -> dict[str, tuple[tuple[str, ...], str]]:
    """Every text of ``old``: (its successors' numbers in the next edition ``new``, the links' kind or 'removed')."""
    table: dict[str, tuple[tuple[str, ...], str]] = {}
    for text in lineage.texts:
        if text.edition != old:
            continue
        links = [link for link in lineage.links if link.source == text.id]
        assert all(link.target.startswith(f"{new}/") for link in links)
        kinds = {link.kind for link in links}
        assert len(kinds) <= 1, (text.id, kinds)
        table[str(text.number)] = (tuple(number_of(link.target) for link in links), kinds.pop() if kinds else "removed")
    return table


def descendants(lineage: Lineage, old: str, new: str) -> dict[str, tuple[str, ...]]:
    """Every text of edition ``old``: the numbers it became in the later edition ``new``, following every link."""
    following: dict[str, list[str]] = {}
    for link in lineage.links:
        following.setdefault(link.source, []).append(link.target)
    position = {edition: k for k, edition in enumerate(lineage.editions)}
    table = {}
    for text in lineage.texts:
        if text.edition != old:
            continue
        frontier = {text.id}
        while frontier and position[next(iter(frontier)).rsplit("/", 1)[0]] < position[new]:
            frontier = {target for source in frontier for target in following.get(source, ())}
        table[str(text.number)] = tuple(sorted((number_of(t) for t in frontier), key=RuleNumber.parse))
    return table


def test_reviewed_file_has_no_problems(lineage: Lineage) -> None:
    assert lineage.problems == ()
    assert lineage.editions == ARCHIVE
    assert lineage.editions[0] == E2005


def test_2005_to_2009(lineage: Lineage) -> None:
    shifted = {"606.6a": "606.6b", "606.6b": "606.6c", "606.6c": "606.6d", "606.6d": "606.6e", "606.6e": "606.6g"}
    shifted["606.6f"] = "606.6h"
    table = descendants(lineage, E2005, E2009)
    assert table == {number: (shifted.get(number, number),) for number in table}
    assert len(table) == 29
    # The skip-the-first-draw rule, step by step: renumbered in October 2006, reworded back in May 2007.
    assert successors(lineage, "cr-en-2006-07-15", "cr-en-2006-10-01")["606.6a"] == (("606.6b",), "renumbered")
    assert successors(lineage, "cr-en-2007-02-01", "cr-en-2007-05-01")["606.6b"] == (("606.6b",), "same")
    added = {number_of(a.text) for a in lineage.added if a.text.split("/")[0] < E2009}
    assert added == {"606.6a", "606.6f", "606.6h"}  # mulligans, drawing order, triggered abilities


RENUMBERING_2009_2010 = {
    "606": (("805", "810"), "split"),
    "606.1": (("810.1",), "renumbered"),
    "606.2": (("810.2",), "renumbered"),
    "606.3": (("805.2", "810.3"), "split"),
    "606.4": ((), "removed"),
    "606.4a": (("810.4",), "renumbered"),
    "606.4b": (("805.4",), "renumbered"),
    "606.5": (("810.5",), "renumbered"),
    "606.6": ((), "removed"),
    "606.6a": (("805.3a",), "renumbered"),
    "606.6b": (("810.6",), "renumbered"),
    "606.6c": (("805.5",), "renumbered"),
    "606.6d": (("805.4a", "805.6"), "split"),
    "606.6e": (("805.2", "805.4b", "805.4c", "805.5a"), "split"),
    "606.6f": (("805.7",), "renumbered"),
    "606.6g": (("805.5b",), "renumbered"),
    "606.6h": (("805.8",), "renumbered"),
    "606.6i": (("805.6a",), "renumbered"),
    "606.7": (("810.7",), "renumbered"),
    "606.7a": (("810.7a", "810.7b"), "split"),
    "606.7b": (("810.7c",), "renumbered"),
    "606.7c": (("810.7d",), "renumbered"),
    "606.7d": (("810.7f",), "renumbered"),
    "606.8": (("810.8",), "renumbered"),
    "606.8a": (("810.8c",), "renumbered"),
    "606.8b": (("810.8a",), "renumbered"),
    "606.8c": (("810.8b",), "renumbered"),
    "606.9": (("810.9",), "renumbered"),
    "606.9a": (("810.9a",), "renumbered"),
    "606.9b": (("810.9d",), "renumbered"),
    "606.9c": (("810.9c",), "renumbered"),
    "606.10": (("810.10",), "renumbered"),
}


def test_every_606_rule_of_2009_into_2010_through_the_806_era(lineage: Lineage) -> None:
    assert descendants(lineage, E2009, E2010) == {
        number: targets for number, (targets, _) in RENUMBERING_2009_2010.items()
    }


def test_the_806_era(lineage: Lineage) -> None:
    """606 -> 806 in M10 (2009-07-11), reordered inside 806 in 2009-2010, 806 -> 805/810 in June 2010."""
    m10 = successors(lineage, E2009, M10)
    assert m10["606.1"] == (("806.1",), "renumbered")
    assert m10["606.6e"] == (("806.3a", "806.6e"), "split")  # the primary player decides -> 806.3a
    assert m10["606.7a"] == (("806.7a", "806.7b"), "split")
    february = successors(lineage, "cr-en-2009-10-01", "cr-en-2010-02-01")
    assert february["806.6c"] == (("806.7a",), "renumbered") and february["806.9d"] == (("806.10d",), "renumbered")
    april = successors(lineage, "cr-en-2010-02-01", "cr-en-2010-04-23")  # the April 2010 restructuring of 806.10
    assert april["806.10b"] == (("806.10d",), "renumbered") and april["806.10d"] == (("806.10b",), "renumbered")
    assert {number_of(a.text) for a in lineage.added if a.text.startswith("cr-en-2010-04-23/")} == {
        "806.7h",
        "806.10e",
        "806.10f",
        "806.10g",
    }
    june = successors(lineage, "cr-en-2010-04-23", E2010)
    assert june["806.3a"] == (("805.2",), "merged") and june["806.11"] == (("810.10",), "renumbered")
    assert june["806.4"] == ((), "removed") and june["806.7"] == ((), "removed")


LINEAGE_810_2010_2024 = {
    # 810.7a-f were removed on 2018-04-27: 805.10a-g, added beside them on 2017-06-05, carry on under their own
    # numbers. Removal is not renumbering: nothing descends from them.
    **{f"810.7{letter}": () for letter in "abcdef"},
    "810.10": ("810.11",),
}


def test_every_810_rule_of_2010_into_2024(lineage: Lineage) -> None:
    table = descendants(lineage, E2010, E2024)
    assert table == {number: LINEAGE_810_2010_2024.get(number, (number,)) for number in table}
    removed_2018 = successors(lineage, "cr-en-2018-01-19", "cr-en-2018-04-27")
    assert {number: removed_2018[number] for number in removed_2018 if number.startswith("810.7")} == {
        "810.7": (("810.7",), "same"),
        **{f"810.7{letter}": ((), "removed") for letter in "abcdef"},
    }
    related = {number_of(r.text): [number_of(t) for t in r.related] for r in lineage.removed}
    assert related["810.7a"] == ["805.10a"] and related["810.7c"] == ["805.10b"] and related["810.7b"] == ["805.10e"]
    assert successors(lineage, "cr-en-2018-06-08", "cr-en-2018-07-13")["805.10e"] == (("805.10e",), "same")
    assert successors(lineage, "cr-en-2024-09-20", E2024)["805.10f"] == ((), "removed")
    assert successors(lineage, "cr-en-2024-09-20", E2024)["805.10g"] == (("805.10f",), "renumbered")
    added = {number_of(a.text) for a in lineage.added if E2010 < a.text.split("/")[0] <= E2024}
    assert added == {
        "805.4d",
        "810.8d",
        "810.9h",
        "810.10",
        "810.10a",
        "810.10b",
        "810.10c",
        *(f"805.10{letter}" for letter in ("", "a", "b", "c", "d", "e", "f", "g")),
    }


def test_every_text_is_accounted_for(lineage: Lineage) -> None:
    sources = {link.source for link in lineage.links} | {r.text for r in lineage.removed}
    targets = {link.target for link in lineage.links} | {a.text for a in lineage.added}
    for text in lineage.texts:
        if text.edition != lineage.editions[-1]:
            assert text.id in sources, text.id
        if text.edition != lineage.editions[0]:
            assert text.id in targets, text.id
    assert not {r.text for r in lineage.removed} & {link.source for link in lineage.links}


def test_2010_loyalty_abilities_606_never_appears(lineage: Lineage) -> None:
    assert not [t for t in lineage.texts if t.edition in (E2010, E2024) and t.number.section == 606]


def test_links_carry_evidence_and_are_certain_once_reviewed(lineage: Lineage) -> None:
    assert all(link.evidence for link in lineage.links)
    assert all(link.certain for link in lineage.links)
    heading = next(
        link for link in lineage.links if link.source == "cr-en-2010-04-23/806" and link.target == f"{E2010}/805"
    )
    assert [e.kind for e in heading.evidence] == ["structure"]
    reviewed = next(link for link in lineage.links if link.source == f"{E2009}/606.6a")
    assert reviewed.target == f"{M10}/806.6a"
    assert reviewed.evidence[-1].kind == "reviewed" and reviewed.evidence[-1].file == REVIEWED_FILE
    assert reviewed.evidence[0].kind == "similarity" and "fuzz.ratio" in reviewed.evidence[0].detail
    unchanged = next(link for link in lineage.links if link.source == f"{E2005}/606.1")
    assert unchanged.kind == "same" and unchanged.evidence[0].detail == "the same text"


def test_without_the_reviewed_file_weak_links_are_uncertain(
    inputs: tuple[tuple[RuleText, ...], tuple[Edition, ...]],
) -> None:
    bare = align(*inputs, None)
    uncertain = {(link.source, link.target) for link in bare.links if not link.certain}
    assert uncertain == {
        ("cr-en-2009-09-04/806.8a", "cr-en-2009-10-01/806.8c"),
        ("cr-en-2010-02-01/806.10c", "cr-en-2010-04-23/806.10c"),
        ("cr-en-2010-04-23/806.4", "cr-en-2010-06-18/810.2"),
        ("cr-en-2010-04-23/806.7g", "cr-en-2010-06-18/805.6a"),
        ("cr-en-2017-04-28/810.7", "cr-en-2017-06-05/805.10"),
    }
    report = render_renumbering_report(bare)
    assert "  806.7g -> 805.6a  renumbered  (ratio 71.1)  UNCERTAIN" in report
    assert "Uncertain links: 5" in report
    # The sentence pass alone finds the splits.
    table = successors(bare, "cr-en-2010-04-23", E2010)
    assert table["806.7c"] == (("805.4b", "805.4c", "805.5a"), "split")
    assert table["806.3"] == (("810.3",), "renumbered")


def test_figure_changes_along_lineages(lineage: Lineage) -> None:
    notes = {(c.source, c.target): [f.note for f in c.figures] for c in lineage.changes}
    assert notes[("cr-en-2007-02-01/606.4a", "cr-en-2007-05-01/606.4a")] == ["40 life -> 30 life"]
    assert notes[("cr-en-2007-02-01/606.10", "cr-en-2007-05-01/606.10")] == ["20 times -> 15 times"]
    assert notes[("cr-en-2010-02-01/806.10a", "cr-en-2010-04-23/806.10a")] == [
        "divided by two -> (gone)",
        "rounded up -> (gone)",
    ]
    assert notes[("cr-en-2011-02-04/810.10", "cr-en-2011-04-01/810.11")] == ["15 times -> by 15", "(new) -> by five"]
    assert notes[("cr-en-2010-04-23/806.1", f"{E2010}/810.1")] == []


def test_figures_in_other_languages() -> None:
    assert [f.note for f in figure_changes("tiene diez contadores", "tiene quince contadores", "es")] == [
        "diez contadores -> quince contadores"
    ]
    assert [f.note for f in figure_changes("perd cinq points", "perd trois points", "fr")] == [
        "cinq points -> trois points"
    ]
    assert figure_changes("see rule 103.4 now", "see rule 101.4 now", "en") == ()


def test_word_diff() -> None:
    assert word_diff("when his or her team has priority.", "when their team has priority.") == [
        ("equal", "when"),
        ("delete", "his or her"),
        ("insert", "their"),
        ("equal", "team has priority."),
    ]
    assert word_diff("the team\u2019s life", "the team's life") == [("equal", "the team's life")]
    assert word_diff("One.\n\nTwo.", "One.\n\nTwo. Three.") == [("equal", "One.\n\nTwo."), ("insert", "Three.")]


def test_word_diff_along_a_link(lineage: Lineage) -> None:
    change = next(c for c in lineage.changes if c.source == "cr-en-2018-01-19/805.5a")
    assert ("delete", "his or her") in change.words and ("insert", "their") in change.words


def test_meanings_of_a_reused_number(lineage: Lineage) -> None:
    first, second = meanings(lineage, "810.10")
    assert (first.editions[0], first.editions[-1]) == (E2010, "cr-en-2011-02-04")
    assert first.came_from == ("cr-en-2010-04-23/806.11",) and first.went_to == ("cr-en-2011-04-01/810.11",)
    assert (second.editions[0], second.editions[-1]) == ("cr-en-2011-04-01", ARCHIVE[-1])
    assert second.came_from == () and second.id == "810.10@cr-en-2011-04-01"
    (combat,) = meanings(lineage, "810.7")
    assert combat.editions[0] == E2010 and combat.editions[-1] == ARCHIVE[-1]
    assert [(m.editions[0], m.editions[-1]) for m in meanings(lineage, "606.6a")] == [
        (E2005, "cr-en-2006-07-15"),
        ("cr-en-2006-10-01", E2009),
    ]
    assert meanings(lineage, "999.1") == ()
    assert set(timeline(lineage)) == {str(t.number) for t in lineage.texts}


def test_report(lineage: Lineage) -> None:
    report = render_renumbering_report(lineage)
    assert f"Editions: {len(ARCHIVE)}, cr-en-2005-08-01 to {ARCHIVE[-1]}" in report
    assert "== cr-en-2005-10-01 -> cr-en-2006-02-01: no change in wording (29 texts)\n" in report
    assert f"== {E2009} -> {M10}\nlinks (0 unchanged texts not listed):\n  606 -> 806  renumbered" in report
    assert "  606.6e -> 806.3a, 806.6e  split  (ratio 40.4, 95.9)  [reviewed " in report
    assert "  806.7c -> 805.4b, 805.4c, 805.5a  split  (ratio 100.0, 100.0, 100.0)" in report
    assert "  810.7a: [reviewed] Removed with the rest of 810.7a-f" in report
    assert "[same topic, not a successor: 805.10a]" in report
    assert "810.7a -> " not in report
    assert "  810.10 -> 810.11  renumbered  (ratio 96.4)" in report
    assert "  606.4a -> 606.4a: 40 life -> 30 life" in report
    assert "  805.10f: [reviewed] The damage assignment order step" in report
    assert "Uncertain links: 0" in report


BAD_REVIEWED = """\
link:
  - from: cr-en-2009-05-01/606.99
    to: cr-en-2010-06-18/805.2
    reason: no such old rule
  - from: cr-en-2010-06-18/810.3
    to: cr-en-2009-05-01/606.3
    reason: backwards
  - from: cr-en-1999-01-01/606.3
    to: cr-en-2010-06-18/805.2
    reason: unknown edition
  - from: cr-en-2009-05-01/606.3
    to: cr-en-2010-06-18/805.2
  - from: cr-en-2009-05-01/606.3
    to: [cr-en-2010-06-18/805.2]
    reason: fine, but for the unknown key
    colour: blue
forbid:
  - from: cr-en-2009-05-01/606.1
    to: cr-en-2010-06-18/810.1
    reason: fine
removed:
  - rule: cr-en-2024-11-08/810.11
    reason: nothing follows the newest edition
added:
  - rule: not-an-id
    reason: bad id
renamed: []
"""


def test_bad_reviewed_entries_are_file_line_problems(inputs: tuple[tuple[RuleText, ...], tuple[Edition, ...]]) -> None:
    found = align(*inputs, BAD_REVIEWED, "rules_src/alignment/bad.yaml")
    messages = [(p.line, p.message) for p in found.problems]
    assert all(p.file == "rules_src/alignment/bad.yaml" for p in found.problems)
    assert [line for line, _ in messages] == [2, 6, 8, 11, 16, 22, 25, 27]  # each at the value at fault
    assert "cr-en-2009-05-01 has no Two-Headed Giant rule 606.99" in messages[0][1]
    assert "cr-en-2009-05-01/606.3 is not in an edition later than cr-en-2010-06-18/810.3's" in messages[1][1]
    assert "unknown edition 'cr-en-1999-01-01'" in messages[2][1] and f"{len(ARCHIVE)} editions" in messages[2][1]
    assert "lacks 'reason'" in messages[3][1]
    assert "unknown key 'colour' (allowed: from, to, reason)" in messages[4][1]
    assert "cr-en-2024-11-08/810.11 stands until the newest edition" in messages[5][1]
    assert "not a rule text id" in messages[6][1]
    assert "unknown key 'renamed' (allowed: link, forbid, removed, added)" in messages[7][1]
    assert str(found.problems[0]).startswith("rules_src/alignment/bad.yaml:2: ")
    # Valid entries still apply: the forbidden link is gone (606.1 is 806.1 by April 2010).
    assert not [link for link in found.links if link.source == "cr-en-2010-04-23/806.1"]


def test_reviewed_file_yaml_errors_and_conflicts(inputs: tuple[tuple[RuleText, ...], tuple[Edition, ...]]) -> None:
    broken = align(*inputs, "link: [\n", "x.yaml")
    assert len(broken.problems) == 1 and broken.problems[0].message.startswith("not valid YAML")
    conflict = (
        "link:\n  - {from: cr-en-2009-05-01/606.1, to: cr-en-2010-06-18/810.1, reason: a}\n"
        "forbid:\n  - {from: cr-en-2009-05-01/606.1, to: cr-en-2010-06-18/810.1, reason: b}\n"
    )
    found = align(*inputs, conflict, "x.yaml")
    assert [(p.line, "both forced and forbidden" in p.message) for p in found.problems] == [(4, True)]
    declared = (
        "link:\n  - {from: cr-en-2009-05-01/606.1, to: cr-en-2010-06-18/810.1, reason: a}\n"
        "removed:\n  - {rule: cr-en-2009-05-01/606.1, reason: b}\n"
    )
    found = align(*inputs, declared, "x.yaml")
    assert [(p.line, p.message) for p in found.problems] == [
        (2, "links cr-en-2009-05-01/606.1, which line 4 declares removed")
    ]


def test_a_new_edition_slots_in_without_code_changes(
    inputs: tuple[tuple[RuleText, ...], tuple[Edition, ...]], reviewed: str, lineage: Lineage
) -> None:
    texts, editions = inputs
    base = next(e for e in editions if e.id == "cr-en-2014-09-25")
    new_id = "cr-en-2014-12-01"
    copy = dataclasses.replace(
        base,
        id=new_id,
        source_id=new_id,
        date=dt.date(2014, 12, 1),
        start=dt.date(2014, 12, 1),
        end=dt.date(2014, 12, 1),
    )
    copies = tuple(
        dataclasses.replace(t, id=f"{new_id}/{t.number}", edition=new_id) for t in texts if t.edition == base.id
    )
    grown = align((*copies, *texts), (copy, *editions), reviewed)
    assert grown.problems == ()
    assert grown.editions.index(new_id) == grown.editions.index(base.id) + 1
    assert all(value == ((number,), "same") for number, value in successors(grown, base.id, new_id).items())
    assert successors(grown, new_id, "cr-en-2015-01-23") == successors(lineage, base.id, "cr-en-2015-01-23")


def test_deterministic(
    inputs: tuple[tuple[RuleText, ...], tuple[Edition, ...]], reviewed: str, lineage: Lineage
) -> None:
    again = align(*inputs, reviewed)
    assert again == lineage
    assert render_renumbering_report(again) == render_renumbering_report(lineage)

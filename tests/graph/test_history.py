"""Each rule's versions over the archive's editions, and each edition's 2HG changelog, checked against the texts."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from conftest import ARCHIVE, NEWEST, ROOT
from twohg import files
from twohg.cli import main
from twohg.graph.align import REVIEWED_FILE, Lineage, align, number_of
from twohg.graph.assembly import Graph
from twohg.graph.damage import DAMAGED_FILE, damaged_editions, restored
from twohg.graph.editions import derive_editions, rule_texts
from twohg.graph.history import EditionChanges, Version, changelog, render_changes_report, rule_histories
from twohg.graph.model import Edition
from twohg.ingest.corpus import Corpus


@pytest.fixture(scope="module")
def aligned(corpus: Corpus) -> tuple[Lineage, tuple[Edition, ...]]:
    editions, _ = derive_editions(corpus)
    damaged, _ = damaged_editions(files.read_text(ROOT / DAMAGED_FILE), DAMAGED_FILE, editions)
    texts, _ = restored(rule_texts(corpus, editions), damaged, editions)
    return align(texts, editions, files.read_text(ROOT / REVIEWED_FILE)), editions


@pytest.fixture(scope="module")
def changes(real_graph: Graph) -> dict[str, EditionChanges]:
    return {entry.edition: entry for entry in real_graph.changes}


@pytest.fixture(scope="module")
def histories(real_graph: Graph) -> dict[str, tuple[Version, ...]]:
    return dict(real_graph.history)


def test_the_stage_alone_gives_the_graphs_history(
    aligned: tuple[Lineage, tuple[Edition, ...]], real_graph: Graph
) -> None:
    assert rule_histories(*aligned) == real_graph.history
    assert [(e.edition, e.events) for e in changelog(*aligned)] == [(e.edition, e.events) for e in real_graph.changes]


def test_one_changelog_entry_per_edition_oldest_first(changes: dict[str, EditionChanges]) -> None:
    dates = [entry.date for entry in changes.values()]
    assert tuple(changes) == ARCHIVE and dates == sorted(dates)
    first = changes["cr-en-2005-08-01"]
    assert first.previous is None and len(first.added) == 29 and "606.10" in first.added


def test_changelogs_checked_by_reading_the_editions(changes: dict[str, EditionChanges]) -> None:
    # October 2006: the mulligan rule becomes 606.6a, pushing 606.6a-f down one letter; the draw order rule is new.
    # The old 606.6a (the starting team skips its draw) is also reworded as it moves: renumbered and reworded.
    october_2006 = changes["cr-en-2006-10-01"]
    assert october_2006.renumbered == (
        ("606.6a", "606.6b", True),
        *((f"606.6{a}", f"606.6{b}", False) for a, b in zip("bcdef", "cdefg", strict=True)),
    )
    assert october_2006.added == ("606.6a", "606.6h")
    assert october_2006.removed == ()
    # July 2009 (M10): 606 becomes 806; 606.6e's "primary player decides" becomes 806.3a.
    m10 = changes["cr-en-2009-07-11"]
    assert ("606.1", "806.1", False) in m10.renumbered and ("606.6e", "806.3a", True) in m10.renumbered
    assert ("606.6a", "806.6a", True) in m10.renumbered  # the new mulligan procedure
    assert ("606.7a", "806.7a", True) in m10.renumbered and ("606.7a", "806.7b", True) in m10.renumbered
    assert m10.added == ("806.7e", "806.9d") and m10.removed == ()
    assert [(c.section, c.old, c.new) for c in m10.titles] == [
        (606, "Two-Headed Giant Variant", "Linked Abilities"),
        (805, None, "Free-for-All Variant"),
        (806, None, "Two-Headed Giant Variant"),
    ]
    assert not changes["cr-en-2009-09-04"].renumbered
    assert [(c.section, c.old, c.new) for c in changes["cr-en-2009-10-01"].titles] == [
        (606, "Linked Abilities", "Loyalty Abilities")
    ]
    # April 2010: 806.10b and 806.10d swap content, each reworded.
    assert changes["cr-en-2010-04-23"].renumbered == (("806.10d", "806.10b", True), ("806.10b", "806.10d", True))
    # April 2011: shared poison counters; larger teams move from 810.10 to 810.11.
    poison = changes["cr-en-2011-04-01"]
    assert poison.renumbered == (("810.10", "810.11", True),)
    assert poison.added == ("810.8d", "810.10", "810.10a", "810.10b", "810.10c")
    assert poison.reworded == ("810.5",)
    # June 2017: 805.10-805.10g added beside 810.7a-f; April 2018: 810.7a-f removed, never renumbered.
    assert changes["cr-en-2017-06-05"].added == tuple(f"805.10{x}" for x in ("", *"abcdefg"))
    dominaria = changes["cr-en-2018-04-27"]
    assert dominaria.removed == tuple(f"810.7{x}" for x in "abcdef") and dominaria.renumbered == ()
    assert "810.7" in dominaria.reworded
    related = {e.number: [number_of(t) for t in e.related] for e in dominaria.of_kind("removed")}
    assert related["810.7c"] == ["805.10b"] and related["810.7a"] == ["805.10a"]
    # July 2018: 805.10c reworded; 805.10e stands unchanged (not renumbered).
    m19 = changes["cr-en-2018-07-13"]
    assert m19.reworded == ("805.10c",) and m19.renumbered == ()
    # November 2024: the damage assignment order is gone; 805.10g becomes 805.10f.
    foundations = changes["cr-en-2024-11-08"]
    assert foundations.renumbered == (("805.10g", "805.10f", False),) and foundations.removed == ("805.10f",)
    assert not changes["cr-en-2025-02-07"].changed


def test_every_event_is_one_kind_and_every_rewording_has_a_diff(changes: dict[str, EditionChanges]) -> None:
    for entry in changes.values():
        if entry.previous is None:
            continue
        for event in entry.events:
            changed = [words for op, words in event.words if op != "equal"]
            if event.kind in ("reworded", "renumbered-and-reworded"):
                assert changed, (entry.edition, event)
            else:
                assert not changed, (entry.edition, event)
            if event.kind.startswith("renumbered"):
                assert event.old_number != event.new_number
            if event.kind in ("reworded", "typography"):
                assert event.old_number == event.new_number
        ends = [(e.old, e.new) for e in entry.events]
        assert len(ends) == len(set(ends)), entry.edition


def test_an_example_only_rewording_is_a_change_with_its_diff(changes: dict[str, EditionChanges]) -> None:
    (event,) = changes["cr-en-2011-09-30"].of_kind("reworded")
    assert event.number == "810.7c"
    assert ("delete", "comes into play,") in event.words and ("insert", "enters the battlefield,") in event.words


def test_typography_is_not_a_change(
    changes: dict[str, EditionChanges], histories: dict[str, tuple[Version, ...]]
) -> None:
    # October 2005 prints the 606 rules with curly quotes, February 2006 with straight ones: quote marks only.
    for edition in ("cr-en-2005-10-01", "cr-en-2006-02-01"):
        assert {"606.7a", "606.9b", "606.10"} <= set(changes[edition].typography_only)
    assert not changes["cr-en-2006-02-01"].changed and changes["cr-en-2006-02-01"].reworded == ()
    (version,) = [v for v in histories["606.7a"] if v.first == "cr-en-2005-08-01"]
    assert version.last == "cr-en-2006-10-01" and version.typography == ("cr-en-2005-10-01", "cr-en-2006-02-01")
    # The May 2008 file prints "?" for apostrophes and quotes ("Each team?s creatures", "?defending player?"), May
    # 2009 for a minus sign ("(13 ? 3)"): read with the characters restored (rules_src/damaged-characters.yaml),
    # they change nothing, not even typography, and July 2008 does not change it back.
    for edition in ("cr-en-2008-05-01", "cr-en-2008-07-15", "cr-en-2009-05-01"):
        assert not changes[edition].changed and changes[edition].typography_only == ()
    (version,) = [v for v in histories["606.7a"] if v.first <= "cr-en-2008-05-01" <= v.last]
    assert version.first == "cr-en-2007-07-13" and version.last == "cr-en-2009-05-01" and version.typography == ()


def test_a_rule_that_changed_several_times(histories: dict[str, tuple[Version, ...]]) -> None:
    versions = histories["606.6a"]
    assert [(v.first, v.last, v.began) for v in versions] == [
        ("cr-en-2005-08-01", "cr-en-2006-07-15", "first edition"),
        ("cr-en-2006-10-01", "cr-en-2007-09-07", "added"),
        ("cr-en-2007-10-01", "cr-en-2009-05-01", "reworded"),
    ]
    # Spans are the first and last editions printing the wording, never a date the archive does not print.
    assert versions[0].last_date == dt.date(2006, 7, 15) and versions[2].last_date == dt.date(2009, 5, 1)
    assert not any(v.current for v in versions)
    assert [o.text for o in versions[2].came_from] == ["cr-en-2007-09-07/606.6a"]
    words = versions[2].came_from[0].words
    assert any(op == "delete" for op, _ in words) and any(op == "insert" for op, _ in words)
    reused = histories["810.10"]
    assert [(v.began, [o.text for o in v.came_from]) for v in reused] == [
        ("renumbered", ["cr-en-2010-04-23/806.11"]),
        ("added", []),
    ]
    assert reused[-1].current and reused[-1].last == NEWEST
    assert histories["805.10g"][-1].last == "cr-en-2024-09-20"
    assert [v.began for v in histories["805.10f"]] == ["added", "renumbered"]


def test_section_titles_have_spans(real_graph: Graph) -> None:
    spans = [(t.section, t.title, t.first, t.last, t.two_headed) for t in real_graph.section_titles]
    assert spans == [
        (606, "Two-Headed Giant Variant", "cr-en-2005-08-01", "cr-en-2009-05-01", True),
        (606, "Linked Abilities", "cr-en-2009-07-11", "cr-en-2009-09-04", False),
        (606, "Loyalty Abilities", "cr-en-2009-10-01", NEWEST, False),
        (805, "Free-for-All Variant", "cr-en-2009-07-11", "cr-en-2010-04-23", False),
        (805, "Shared Team Turns Option", "cr-en-2010-06-18", NEWEST, True),
        (806, "Two-Headed Giant Variant", "cr-en-2009-07-11", "cr-en-2010-04-23", True),
        (806, "Free-for-All Variant", "cr-en-2010-06-18", NEWEST, False),
        (810, "Two-Headed Giant Variant", "cr-en-2010-06-18", NEWEST, True),
    ]


@pytest.mark.usefixtures("graph_loaded_once")
def test_changes_report_and_json(changes: dict[str, EditionChanges], capsys: pytest.CaptureFixture[str]) -> None:
    report = render_changes_report(tuple(changes.values()))
    assert "2005-10-01  cr-en-2005-10-01:\n    reworded: 606.5, 606.6d, 606.9c\n" in report
    assert "2025-02-07  cr-en-2025-02-07: no change in wording\n" in report
    assert main(["--root", str(ROOT), "report", "changes", "--since", "2024-01-01", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert [entry["date"] for entry in document][:2] == ["2024-02-02", "2024-03-08"]
    foundations = next(entry for entry in document if entry["edition"] == "cr-en-2024-11-08")
    assert foundations["renumbered"] == [{"from": "805.10g", "to": "805.10f", "reworded": False}]
    assert foundations["removed"] == ["805.10f"]
    assert set(foundations) >= {"edition", "date", "added", "removed", "reworded", "renumbered", "events", "changed"}
    assert {"kind": "removed", "number": "805.10f"} in foundations["events"]
    assert "2018-04-27  cr-en-2018-04-27:\n" in report
    assert "    removed: 810.7a (the same words stood in 805.10a)," in report
    assert "810.7b (topic then covered by 805.10e)" in report
    assert "810.7a -> 805.10a" not in report


def test_a_glossary_term_spans_the_cut_copy_of_2013_02_01(real_graph: Graph) -> None:
    # The archive's 2013-02-01 stops inside its glossary (a confirmed cut): its glossary is not read,
    # so a definition printed alike on either side is one version, not one that vanished for a quarter.
    spans = {slug: [(v.first, v.last) for v in real_graph.terms[slug]] for slug in ("active-team", "emperor-variant")}
    assert spans["active-team"][-1] == ("cr-en-2010-06-18", NEWEST)
    assert ("cr-en-2010-06-18", "cr-en-2012-10-01") not in spans["emperor-variant"]
    printed = [v for versions in real_graph.terms.values() for v in versions]
    assert not [v for v in printed if "cr-en-2013-02-01" in (v.first, v.last)]

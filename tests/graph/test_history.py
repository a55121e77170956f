"""Each rule's versions over the 98 editions, and each edition's 2HG changelog, checked against the texts."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from conftest import ROOT
from twohg import files
from twohg.cli import main
from twohg.graph.align import REVIEWED_FILE, Lineage, align
from twohg.graph.editions import derive_editions, rule_texts
from twohg.graph.history import EditionChanges, Version, changelog, render_changes_report, rule_histories
from twohg.graph.model import Edition
from twohg.ingest.corpus import Corpus


@pytest.fixture(scope="module")
def aligned(corpus: Corpus) -> tuple[Lineage, tuple[Edition, ...]]:
    editions, _ = derive_editions(corpus)
    return align(rule_texts(corpus, editions), editions, files.read_text(ROOT / REVIEWED_FILE)), editions


@pytest.fixture(scope="module")
def changes(aligned: tuple[Lineage, tuple[Edition, ...]]) -> dict[str, EditionChanges]:
    return {entry.edition: entry for entry in changelog(*aligned)}


@pytest.fixture(scope="module")
def histories(aligned: tuple[Lineage, tuple[Edition, ...]]) -> dict[str, tuple[Version, ...]]:
    return rule_histories(*aligned)


def test_one_changelog_entry_per_edition_oldest_first(changes: dict[str, EditionChanges]) -> None:
    dates = [entry.date for entry in changes.values()]
    assert len(dates) == 98 and dates == sorted(dates)
    first = changes["cr-en-2005-08-01"]
    assert first.previous is None and len(first.added) == 29 and "606.10" in first.added


def test_changelogs_checked_by_reading_the_editions(changes: dict[str, EditionChanges]) -> None:
    # October 2006: the mulligan rule becomes 606.6a, pushing 606.6a-f down one letter; the draw order rule is new.
    october_2006 = changes["cr-en-2006-10-01"]
    assert october_2006.renumbered == tuple((f"606.6{a}", f"606.6{b}") for a, b in zip("abcdef", "bcdefg", strict=True))
    assert october_2006.added == ("606.6a", "606.6h")
    assert october_2006.removed == ()
    # September 2009 (M10): 606 becomes 806; 606.6e's "primary player decides" becomes 806.3a.
    m10 = changes["cr-en-2009-09-04"]
    assert ("606", "806") in m10.renumbered and ("606.6e", "806.3a") in m10.renumbered
    assert ("606.7a", "806.7a") in m10.renumbered and ("606.7a", "806.7b") in m10.renumbered
    assert m10.added == ("806.7e", "806.9d") and m10.removed == ()
    # April 2011: shared poison counters; larger teams move from 810.10 to 810.11.
    poison = changes["cr-en-2011-04-01"]
    assert poison.renumbered == (("810.10", "810.11"),)
    assert poison.added == ("810.8d", "810.10", "810.10a", "810.10b", "810.10c")
    assert poison.reworded == ("810.5",)
    # July 2018: the 2HG combat rules 810.7a-f give way to the shared team turns option's 805.10.
    m19 = changes["cr-en-2018-07-13"]
    assert ("810.7a", "805.10a") in m19.renumbered and ("810.7f", "805.10g") in m19.renumbered
    assert "810.7" in m19.reworded
    # November 2024: the damage assignment order is gone; 805.10g becomes 805.10f.
    foundations = changes["cr-en-2024-11-08"]
    assert foundations.renumbered == (("805.10g", "805.10f"),) and foundations.removed == ("805.10f",)
    assert not changes["cr-en-2025-02-07"].changed


def test_typography_is_not_a_change(
    changes: dict[str, EditionChanges], histories: dict[str, tuple[Version, ...]]
) -> None:
    # The May 2008 file prints "?" for apostrophes and quotes ("Each team?s creatures", "?defending player?");
    # July 2008 prints them again. Neither changed a word.
    for edition in ("cr-en-2008-05-01", "cr-en-2008-07-15"):
        entry = changes[edition]
        assert not entry.changed and entry.reworded == ()
        assert {"606.7a", "606.9c", "606.6a"} <= set(entry.typography_only)
    assert changes["cr-en-2009-05-01"].typography_only == ("606.9b", "606.9c")  # "?" for the minus sign
    (version,) = [v for v in histories["606.7a"] if v.first <= "cr-en-2008-05-01" <= v.last]
    assert version.first == "cr-en-2007-07-13" and version.last == "cr-en-2009-05-01"
    assert version.typography == ("cr-en-2008-05-01", "cr-en-2008-07-15")
    assert not any(v.first in ("cr-en-2008-05-01", "cr-en-2008-07-15") for v in histories["606.7a"])


def test_a_rule_that_changed_several_times(histories: dict[str, tuple[Version, ...]]) -> None:
    versions = histories["606.6a"]
    assert [(v.first, v.last, v.began) for v in versions] == [
        ("cr-en-2005-08-01", "cr-en-2006-07-15", "first edition"),
        ("cr-en-2006-10-01", "cr-en-2007-09-07", "added"),
        ("cr-en-2008-02-01", "cr-en-2009-05-01", "reworded"),
    ]
    assert versions[0].end == dt.date(2006, 9, 30) and versions[2].end == dt.date(2009, 9, 3)
    assert versions[2].came_from == ("cr-en-2007-09-07/606.6a",)
    assert any(op == "delete" for op, _ in versions[2].words) and any(op == "insert" for op, _ in versions[2].words)
    reused = histories["810.10"]
    assert [(v.began, v.came_from) for v in reused] == [
        ("renumbered", ("cr-en-2010-04-23/806.11",)),
        ("added", ()),
    ]
    assert reused[-1].end is None and reused[-1].last == "cr-en-2026-02-27"


def test_changes_report_and_json(changes: dict[str, EditionChanges], capsys: pytest.CaptureFixture[str]) -> None:
    report = render_changes_report(tuple(changes.values()))
    assert "2005-10-01  cr-en-2005-10-01:\n    reworded: 606.5, 606.6d, 606.9c\n" in report
    assert "2025-02-07  cr-en-2025-02-07: no change in wording\n" in report
    assert main(["--root", str(ROOT), "report", "changes", "--since", "2024-01-01", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert [entry["edition"] for entry in document][:2] == ["2024-02-02", "2024-03-08"]
    foundations = next(entry for entry in document if entry["edition"] == "2024-11-08")
    assert foundations["renumbered"] == ["805.10g -> 805.10f"] and foundations["removed"] == ["805.10f"]
    assert set(foundations) >= {"edition", "added", "removed", "reworded", "renumbered", "typography_only"}

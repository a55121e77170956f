"""The edition archive: an official file dropped into rules_src/cr-archive/ is an edition, with no other change."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import ARCHIVE as EDITIONS
from conftest import ROOT, copy_project_with_editions, named_editions
from twohg.graph.assembly import Graph, load_graph
from twohg.ingest.archive import stated_date
from twohg.ingest.corpus import Corpus, load_corpus
from twohg.problems import InputError

ARCHIVE = ROOT / "rules_src" / "cr-archive"

#: The editions the reviewed files name (2013-02-01: a confirmed cut copy), the first one, and those dropped in later.
SUBSET = (
    "20050801 20060715 20061001 20070201 20070501 20090501 20090904 20091001 20100201 20100423 20100618 20110204 "
    "20110930 20130201 20170428 20170708 20170929 20180713 20240730 20241108"
).split()
INSERTED = "20080501"  # between 2007-05-01 and 2009-05-01: the file that prints "?" for apostrophes
M10 = "20090711"  # the 606 -> 806 renumbering, between 2009-05-01 and 2009-09-04
COMBAT = ("20180119", "20180427")  # 810.7a-f removed on 2018-04-27, between 2017-09-29 and 2018-07-13
NEWEST = "20260227"  # after 2024-11-08


def archive_file(date: str) -> Path:
    return ARCHIVE / f"MagicCompRules-en-{date}.txt"


def project_with(tmp_path: Path, dates: list[str]) -> Path:
    """A copy of the project whose archive holds only the editions of ``dates``."""
    return copy_project_with_editions(ROOT, tmp_path / "project", dates)


def successors(graph: Graph, old: str, new: str) -> dict[str, tuple[str, ...]]:
    """The numbers every rule of edition ``old`` links to in edition ``new``."""
    table: dict[str, list[str]] = {}
    for link in graph.lineage.links:
        if link.source.startswith(f"{old}/") and link.target.startswith(f"{new}/"):
            table.setdefault(link.source.rsplit("/", 1)[1], []).append(link.target.rsplit("/", 1)[1])
    return {number: tuple(targets) for number, targets in table.items()}


def test_the_subset_holds_every_edition_the_reviewed_files_name() -> None:
    assert named_editions() <= set(SUBSET)


def test_every_archived_file_is_an_edition_dated_by_its_own_text(corpus: Corpus) -> None:
    official = [s for s in corpus.sources if s.entry.file.startswith("cr-archive/")]
    assert all(s.entry.kind == "comprehensive-rules" and s.entry.language == "en" for s in official)
    assert len(official) == len(EDITIONS) == len(list(ARCHIVE.glob("*.txt")))
    for source in official:
        date, line = stated_date(source.text.lines) or (None, 0)
        assert source.entry.date == date and source.entry.id == f"cr-en-{date}"
        assert source.entry.date_evidence.startswith(f"Line {line} states ")
        assert source.entry.contents.startswith("The whole rulebook. Two-Headed Giant sections: ")
    assert {s.text.encoding for s in official} == {"utf-8", "utf-8-sig", "utf-16", "cp1252"}
    assert {s.text.line_ends for s in official} >= {"CRLF", "CR", "mixed"}


def test_dropping_editions_in_needs_no_other_change(tmp_path: Path) -> None:
    root = project_with(tmp_path, SUBSET)
    _, before = load_graph(root)
    assert successors(before, "cr-en-2007-05-01", "cr-en-2009-05-01")["606.7a"] == ("606.7a",)
    # Without 2018-01-19 and 2018-04-27, 810.7a-f seem removed on 2018-07-13.
    removed = {r.text: r.next_edition for r in before.lineage.removed if "/810.7" in r.text}
    assert set(removed.values()) == {"cr-en-2018-07-13"} and len(removed) == 6

    # Four more files dropped in (one graph built for them all: each assertion below is about one of them).
    for date in (INSERTED, M10, *COMBAT, NEWEST):
        shutil.copy2(archive_file(date), root / "rules_src" / "cr-archive")
    _, after = load_graph(root)
    chain = after.lineage.editions
    assert chain[chain.index("cr-en-2007-05-01") + 1] == "cr-en-2008-05-01"
    assert chain[chain.index("cr-en-2008-05-01") + 1] == "cr-en-2009-05-01"
    into = successors(after, "cr-en-2007-05-01", "cr-en-2008-05-01")
    out_of = successors(after, "cr-en-2008-05-01", "cr-en-2009-05-01")
    assert into == {number: (number,) for number in into} and len(into) == 32
    assert out_of == {number: (number,) for number in out_of} and len(out_of) == 32
    # May 2008 prints "?" for apostrophes and quotes: against it, May 2009 changes 606.7a in typography only;
    # the rewordings of the editions left out of this archive (606.8c in October 2008) show as May 2009's.
    may_2009 = next(entry for entry in after.changes if entry.edition == "cr-en-2009-05-01")
    assert "606.7a" in may_2009.typography_only and may_2009.reworded == ("606.8c",)

    # M10 lies between May and September 2009: the renumbering 606 -> 806 moves to it, reviewed splits included.
    assert successors(after, "cr-en-2009-05-01", "cr-en-2009-07-11")["606.6e"] == ("806.3a", "806.6e")
    assert successors(after, "cr-en-2009-07-11", "cr-en-2009-09-04")["806.3a"] == ("806.3a",)

    # With 2018-01-19 and 2018-04-27, 810.7a-f are removed on 2018-04-27, each with the 805.10 rule that covers its
    # topic, and never renumbered.
    removed = {r.text: r.next_edition for r in after.lineage.removed if "/810.7" in r.text}
    assert removed == {f"cr-en-2018-01-19/810.7{letter}": "cr-en-2018-04-27" for letter in "abcdef"}
    assert not [link for link in after.lineage.links if "/810.7" in link.source and "/805.10" in link.target]
    gone = next(e for e in after.changes if e.edition == "cr-en-2018-04-27")
    assert gone.removed == tuple(f"810.7{letter}" for letter in "abcdef") and gone.renumbered == ()
    assert after.lineage.problems == ()

    assert after.lineage.editions[-1] == "cr-en-2026-02-27"
    newest = successors(after, "cr-en-2024-11-08", "cr-en-2026-02-27")
    assert newest == {number: (number,) for number in newest} and "810.11" in newest
    assert not after.changes[-1].changed


def test_a_file_that_states_no_date_is_a_problem_at_its_line(tmp_path: Path) -> None:
    root = project_with(tmp_path, ["20050801"])
    (root / "rules_src" / "cr-archive" / "MagicCompRules-en-undated.txt").write_text(
        "Magic: The Gathering Comprehensive Rules\nNo date here.\n", encoding="utf-8"
    )
    with pytest.raises(InputError) as raised:
        load_corpus(root)
    assert [str(p) for p in raised.value.problems] == [
        "rules_src/cr-archive/MagicCompRules-en-undated.txt:1: no 'These rules are effective as of "
        "<Month D, YYYY>.' line: cannot date this edition"
    ]


def test_two_files_of_one_edition_are_a_problem(tmp_path: Path) -> None:
    root = project_with(tmp_path, ["20050801"])
    shutil.copy2(archive_file("20050801"), root / "rules_src" / "cr-archive" / "copy.txt")
    with pytest.raises(InputError) as raised:
        load_corpus(root)
    (problem,) = raised.value.problems
    assert problem.file == "rules_src/cr-archive/copy.txt" and problem.line == 3
    assert "states the same date as rules_src/cr-archive/MagicCompRules-en-20050801.txt" in problem.message

"""The edition archive: an official file dropped into rules_src/cr-archive/ is an edition, with no other change."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import ROOT
from twohg.graph.assembly import Graph, load_graph
from twohg.ingest.archive import stated_date
from twohg.ingest.corpus import Corpus, load_corpus
from twohg.problems import InputError

ARCHIVE = ROOT / "rules_src" / "cr-archive"

#: The editions the reviewed files name, the first one, and the two the tests drop in later.
SUBSET = (
    "20050801 20060715 20061001 20070201 20070501 20090501 20090904 20091001 20100201 20100423 20100618 20110204 "
    "20110930 20170428 20170708 20170929 20180713 20240730 20241108"
).split()
INSERTED = "20080501"  # between 2007-05-01 and 2009-05-01: the file that prints "?" for apostrophes
NEWEST = "20260227"  # after 2024-11-08


def archive_file(date: str) -> Path:
    return ARCHIVE / f"MagicCompRules-en-{date}.txt"


def project_with(tmp_path: Path, dates: list[str]) -> Path:
    """A copy of the project whose archive holds only the editions of ``dates``."""
    root = tmp_path / "project"
    shutil.copytree(ROOT / "rules_src", root / "rules_src", ignore=shutil.ignore_patterns("MagicCompRules-*"))
    for date in dates:
        shutil.copy2(archive_file(date), root / "rules_src" / "cr-archive")
    return root


def successors(graph: Graph, old: str, new: str) -> dict[str, tuple[str, ...]]:
    """The numbers every rule of edition ``old`` links to in edition ``new``."""
    table: dict[str, list[str]] = {}
    for link in graph.lineage.links:
        if link.source.startswith(f"{old}/") and link.target.startswith(f"{new}/"):
            table.setdefault(link.source.rsplit("/", 1)[1], []).append(link.target.rsplit("/", 1)[1])
    return {number: tuple(targets) for number, targets in table.items()}


def test_every_archived_file_is_an_edition_dated_by_its_own_text(corpus: Corpus) -> None:
    official = [s for s in corpus.sources if s.entry.kind == "comprehensive-rules" and s.entry.date is not None]
    assert len(official) == 98 == len(list(ARCHIVE.glob("*.txt")))
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

    shutil.copy2(archive_file(INSERTED), root / "rules_src" / "cr-archive")
    _, inserted = load_graph(root)
    chain = inserted.lineage.editions
    assert chain[chain.index("cr-en-2007-05-01") + 1] == "cr-en-2008-05-01"
    assert chain[chain.index("cr-en-2008-05-01") + 1] == "cr-en-2009-05-01"
    into = successors(inserted, "cr-en-2007-05-01", "cr-en-2008-05-01")
    out_of = successors(inserted, "cr-en-2008-05-01", "cr-en-2009-05-01")
    assert into == {number: (number,) for number in into} and len(into) == 32
    assert out_of == {number: (number,) for number in out_of} and len(out_of) == 32
    # May 2008 prints "?" for apostrophes and quotes: against it, May 2009 changes 606.7a in typography only;
    # the rewordings of the editions left out of this archive (606.8c in October 2008) show as May 2009's.
    may_2009 = next(entry for entry in inserted.changes if entry.edition == "cr-en-2009-05-01")
    assert "606.7a" in may_2009.typography_only and may_2009.reworded == ("606.8c",)

    shutil.copy2(archive_file(NEWEST), root / "rules_src" / "cr-archive")
    _, newest = load_graph(root)
    assert newest.lineage.editions[-1] == "cr-en-2026-02-27"
    after = successors(newest, "cr-en-2024-11-08", "cr-en-2026-02-27")
    assert after == {number: (number,) for number in after} and "810.11" in after
    assert not newest.changes[-1].changed


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

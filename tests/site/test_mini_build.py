"""End to end on the mini corpus: ``twohg check`` and ``twohg build`` in seconds, and a broken copy fails."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import run_cli
from twohg.ingest.catalogue import LANGUAGES

SOURCES = (
    "cr-en-2005-08-01",
    "cr-en-2010-06-18",
    "es-cr-810",
    "en-forum-2hg-thread",
    "ja-2hg-summary",
    "en-dci-2hg-faq-2005",
    "fr-2hg-faq-2012",
)


def test_check_accounts_for_every_paragraph(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_cli(capsys, "--root", str(mini_root), "check")
    assert status == 0, err
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines()[1:] if line.strip()}
    assert list(rows) == list(SOURCES)
    assert all(row[-1] == "0" for row in rows.values())


def test_build_gives_every_language_and_the_api(mini_site: Path) -> None:
    """The session's build of the mini corpus (`mini_site`), read: no build of its own.

    That ``twohg build`` succeeds, says where it built, and writes this very site byte for byte is checked
    where it runs in a process of its own (``test_build_is_byte_for_byte_reproducible``).
    """
    site = mini_site
    for language in LANGUAGES:
        folder = site if language == "en" else site / language
        assert f'<html lang="{language}"' in (folder / "index.html").read_text(encoding="utf-8")
        index = (folder / "sources" / "index.html").read_text(encoding="utf-8")
        for source_id in SOURCES:
            if source_id.startswith("cr-en-"):  # an edition of the archive: its edition page
                assert (folder / "editions" / source_id / "index.html").is_file(), (language, source_id)
                assert f'href="../editions/{source_id}/"' in index, (language, source_id)
            else:
                assert (folder / "sources" / source_id / "index.html").is_file(), (language, source_id)
                assert f'href="{source_id}/"' in index, (language, source_id)
        for number in ("810.4", "606.6e"):
            assert (folder / "rules" / number / "index.html").is_file(), (language, number)
        assert (folder / "sections" / "810" / "index.html").is_file()
    graph = json.loads((site / "api" / "graph.json").read_text(encoding="utf-8"))
    assert [source["id"] for source in graph["sources"]] == list(SOURCES)
    assert (site / "api" / "rules" / "810.4.json").is_file()


def test_a_stale_reviewed_line_fails_check_with_its_file(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    thread = mini_root / "rules_src" / "en-forum-2hg-thread.txt"
    thread.write_text(thread.read_text(encoding="utf-8").replace("All Generalizations are Bad\n", ""), "utf-8")
    status, _, err = run_cli(capsys, "--root", str(mini_root), "check")
    assert status == 1
    assert "rules_src/overrides/en-forum-2hg-thread.yaml:" in err and "All Generalizations are Bad" in err


def test_a_lineage_entry_naming_a_missing_rule_fails_the_build(
    mini_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lineage = mini_root / "rules_src" / "alignment" / "lineage.yaml"
    text = lineage.read_text(encoding="utf-8")
    line = text.splitlines().index("    to: cr-en-2010-06-18/805.2") + 1
    lineage.write_text(text.replace("cr-en-2010-06-18/805.2", "cr-en-2010-06-18/805.7"), encoding="utf-8")
    site = tmp_path / "site"
    status, _, err = run_cli(capsys, "--root", str(mini_root), "build", "--site-dir", str(site))
    assert status == 1
    assert f"rules_src/alignment/lineage.yaml:{line}:" in err and "805.7" in err
    assert not site.exists()

"""``twohg check`` and ``twohg dump`` end to end, including every kind of bad input."""

from __future__ import annotations

import codecs
import datetime as dt
import json
import re
from pathlib import Path

import pytest

from conftest import ARCHIVE
from conftest import run_cli as run
from twohg.ingest.corpus import load_corpus


def test_check_reports_every_source_with_nothing_lost(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "check")
    assert status == 0, err
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines()[1:] if line.strip()}
    assert len(rows) == len(ARCHIVE) + 7  # every rulebook edition and seven other documents
    assert all(row[-1] == "0" for row in rows.values())
    assert rows["cr-en-2009-09-04"][:2] == ["35", "1"]  # the 806 era: 35 rules under one heading
    assert rows["en-dci-2hg-faq-2005"][3] == "48" and rows["ja-2hg-summary"][4] == "13"
    # The Japanese excerpt: 53 rules under two headings (one more than the English 52), 9 examples, 22 glossary
    # entries; its 26 other lines (5 part markers, header, credits) are not rules.
    assert rows["ja-cr-2026-01-16"] == ["53", "2", "9", "0", "0", "22", "26", "0"]
    assert rows["cr-en-2026-01-16"][:3] == ["52", "2", "9"]


def test_check_verbose_lists_not_a_rule_with_reasons(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "check", "--verbose")
    assert status == 0
    assert "rules_src/en-forum-2hg-thread.txt:121: (1 paragraph) forum signature: All Generalizations are Bad" in out
    assert re.search(r"MagicCompRules-en-20100618\.txt:\d+-\d+: \(\d+ paragraphs\) rule 606 “Loyalty Abilities”", out)


def test_dump_json_of_one_source(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "dump", "--json", "es-cr-810")
    data = json.loads(out)
    assert status == 0 and data["id"] == "es-cr-810"
    seven_c = next(r for r in data["rules"] if r["number"] == "810.7c")
    assert seven_c["printed"] == "810.7c" and seven_c["file"] == "rules_src/es-cr-810.md" and seven_c["line"] == 25
    assert seven_c["examples"][0]["text"].startswith("Un jugador en una partida de Gigante de dos cabezas controla")


def test_dump_unknown_source(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "dump", "--json", "nope")
    assert status == 2 and "no source 'nope'" in err


def catalogue(root: Path) -> Path:
    return root / "rules_src" / "sources.yaml"


def append_entry(root: Path, entry: str) -> None:
    path = catalogue(root)
    path.write_text(path.read_text(encoding="utf-8") + "\n" + entry, encoding="utf-8")


def check_fails(capsys: pytest.CaptureFixture[str], root: Path) -> str:
    status, _, err = run(capsys, "--root", str(root), "check")
    assert status == 1
    assert err.strip().endswith("nothing written")
    return err


ENTRY = """\
  - id: {id}
    file: {file}
    language: {language}
    kind: {kind}
    title: "A test source"
    date: 2009-05-01
    date_evidence: "stated in the test"
    contents: "test"
"""


def test_missing_file(project_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    append_entry(project_copy, ENTRY.format(id="ghost", file="ghost.txt", language="en", kind="faq"))
    line = catalogue(project_copy).read_text(encoding="utf-8").splitlines().index("  - id: ghost") + 1
    err = check_fails(capsys, project_copy)
    assert f"rules_src/sources.yaml:{line}: source 'ghost' names a missing file: rules_src/ghost.txt" in err


@pytest.mark.parametrize(("field", "value"), [("language", "de"), ("kind", "poem")])
def test_unknown_language_or_kind(
    project_copy: Path, capsys: pytest.CaptureFixture[str], field: str, value: str
) -> None:
    values = {"language": "en", "kind": "faq", field: value}
    append_entry(project_copy, ENTRY.format(id="odd", file="es-cr-810.md", **values))
    lines = catalogue(project_copy).read_text(encoding="utf-8").splitlines()
    line = lines.index(f"    {field}: {value}", lines.index("  - id: odd")) + 1
    err = check_fails(capsys, project_copy)
    assert f"rules_src/sources.yaml:{line}: unknown {field} '{value}'" in err


def test_bytes_in_no_supported_encoding(project_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project_copy / "rules_src" / "bad.txt").write_bytes(b"810. Two-Headed Giant Variant\n\n810.1. \x81\x8d\x90\n")
    append_entry(project_copy, ENTRY.format(id="bad", file="bad.txt", language="en", kind="comprehensive-rules"))
    err = check_fails(capsys, project_copy)
    assert "rules_src/bad.txt:3: bytes in no supported encoding" in err


def test_empty_source(project_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project_copy / "rules_src" / "empty.md").write_bytes(b"\r\n\r\n")
    append_entry(project_copy, ENTRY.format(id="empty", file="empty.md", language="fr", kind="faq"))
    err = check_fails(capsys, project_copy)
    assert "rules_src/empty.md:1: source is empty: no text to parse" in err


@pytest.mark.parametrize(
    ("replacement", "message"),
    [
        ("810.9e Repeated.", "rule number 810.9e repeats"),
        ("810.9a Backwards.", "rule number 810.9a goes backwards after 810.9d"),
    ],
)
def test_broken_numbering(
    project_copy: Path, capsys: pytest.CaptureFixture[str], replacement: str, message: str
) -> None:
    path = project_copy / "rules_src" / "es-cr-810.md"
    lines = path.read_bytes().decode("utf-8").split("\n")
    index = next(i for i, line in enumerate(lines) if line.startswith("810.9e "))
    if "Repeated" in replacement:
        lines.insert(index + 1, "")
        lines.insert(index + 2, replacement)
        bad_line = index + 3
    else:
        lines[index] = replacement
        bad_line = index + 1
    path.write_bytes("\n".join(lines).encode("utf-8"))
    err = check_fails(capsys, project_copy)
    assert f"rules_src/es-cr-810.md:{bad_line}: {message}" in err


def test_every_problem_is_reported_not_just_the_first(project_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    append_entry(project_copy, ENTRY.format(id="ghost", file="ghost.txt", language="en", kind="faq"))
    append_entry(project_copy, ENTRY.format(id="odd", file="x.md", language="xx", kind="faq"))
    err = check_fails(capsys, project_copy)
    assert "names a missing file" in err and "unknown language 'xx'" in err and "2 problems" in err


def test_missing_catalogue(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "rules_src").mkdir()
    err = check_fails(capsys, tmp_path)
    assert "rules_src/sources.yaml:0: source catalogue not found" in err


@pytest.mark.parametrize(
    ("encoding", "newline"),
    [("utf-16", "\r"), ("cp1252", "\n"), ("utf-8-sig", "\r\n"), ("utf-8", "\r")],
)
def test_a_new_edition_is_a_dropped_in_file(project_copy: Path, encoding: str, newline: str) -> None:
    """A new official edition in another encoding and line-end style needs no code, and no catalogue entry."""
    original = (project_copy / "rules_src/cr-archive/MagicCompRules-en-20090501.txt").read_bytes().decode("utf-8")
    original = original.replace("current as of May 1, 2009", "current as of June 1, 2009")
    text = newline.join(original.replace("\r\n", "\n").split("\n"))
    data = text.encode(encoding)
    if encoding == "utf-16":
        assert data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    (project_copy / "rules_src/cr-archive/MagicCompRules-en-june-2009.txt").write_bytes(data)
    corpus = load_corpus(project_copy)
    new = corpus.source("cr-en-2009-06-01")
    old = corpus.source("cr-en-2009-05-01")
    assert new.entry.file == "cr-archive/MagicCompRules-en-june-2009.txt" and new.entry.date == dt.date(2009, 6, 1)
    assert new.entry.date_evidence == 'Line 3 states "These rules are current as of June 1, 2009."'
    assert (
        new.text.encoding
        == {"utf-16": "utf-16", "cp1252": "utf-8", "utf-8-sig": "utf-8-sig", "utf-8": "utf-8"}[encoding]
    )
    assert [r.number for r in new.parsed.rules] == [r.number for r in old.parsed.rules]
    assert [r.text for r in new.parsed.rules] == [r.text for r in old.parsed.rules]

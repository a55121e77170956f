"""The tournament rules parsed with the rulebook's guards: a malformed heading or a wrong date line is a problem."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT, run_cli
from twohg.ingest.parsers import ParseContext
from twohg.ingest.parsers.tournament import parse
from twohg.profiles import profile

MTR = "en-mtr-20260227.md"
PATH = f"rules_src/{MTR}"


def _lines() -> list[str]:
    return (ROOT / "rules_src" / MTR).read_text(encoding="utf-8").splitlines()


def _parsed(lines: list[str]) -> tuple[list[str], list[str]]:
    parsed = parse(lines, ParseContext("en-mtr-2026-02-27", PATH, profile("en")))
    return [rule.number for rule in parsed.tournament if rule.section == "9"], [str(p) for p in parsed.problems]


def _changed(old: str, new: str) -> tuple[list[str], int]:
    lines = _lines()
    at = lines.index(old)
    lines[at] = new
    return lines, at + 1


def test_the_real_document_parses_without_a_problem_and_section_9_in_order() -> None:
    numbers, problems = _parsed(_lines())
    assert problems == []
    assert numbers == ["9", "9.1", "9.2", "9.3", "9.4", "9.5", "9.6", "9.7"]


@pytest.mark.parametrize(
    ("new", "said"),
    [
        ("### 9.3Play-Draw Rule", "its number 9.3 runs into its title ('### 9.3 ...')"),
        ("###9.3 Play-Draw Rule", "a space must follow its '###'"),
        ("### 9,3 Play-Draw Rule", None),  # not a heading at all: the next rule says 9.3 is missing
    ],
)
def test_a_rule_heading_that_lost_a_space_is_reported_not_merged(new: str, said: str | None) -> None:
    lines, line = _changed("### 9.3 Play-Draw Rule", new)
    _, problems = _parsed(lines)
    following = next(n for n, text in enumerate(lines, 1) if text.startswith("### 9.4 "))
    gap = f"{PATH}:{following}: rule 9.4 follows 9.2: the heading of 9.3 is missing or malformed"
    expected = [f"{PATH}:{line}: heading {new!r}: {said}", gap] if said else [gap]
    assert problems == expected


def test_a_section_heading_that_lost_its_full_stop_is_reported() -> None:
    old = next(text for text in _lines() if text.startswith("## 9. "))
    lines, _ = _changed(old, old.replace("## 9. ", "## 9 "))
    numbers, problems = _parsed(lines)
    first = next(n for n, text in enumerate(lines, 1) if text.startswith("### 9.1 "))
    assert numbers == []
    assert f"{PATH}:{first}: rule 9.1 comes before any heading of section 9: is the line '## 9. ...' malformed?" in (
        problems
    )


CATALOGUE = """\
sources:
  - id: en-mtr-2026-02-27
    file: en-mtr-20260227.md
    language: en
    kind: tournament-rules
    title: "Magic: The Gathering Tournament Rules"
    publisher: Wizards of the Coast
    date: 2026-02-27
    date_evidence: 'Line 3 states "Effective: February 27, 2026".'
    contents: The tournament rules.
"""


def test_a_second_date_line_is_reported_at_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = _lines()
    lines.insert(40, "**Effective: June 1, 2026**")
    (tmp_path / "rules_src").mkdir()
    (tmp_path / "rules_src" / MTR).write_text("\n".join(lines) + "\n", encoding="utf-8")
    (tmp_path / "rules_src" / "sources.yaml").write_text(CATALOGUE, encoding="utf-8")
    status, _, err = run_cli(capsys, "--root", str(tmp_path), "check")
    assert status == 1 and err.splitlines()[0] == (
        f"{PATH}:41: a second 'Effective:' line (the first is line 3): the document states one date"
    ), err


@pytest.mark.parametrize(
    ("date_line", "said"),
    [
        ("**Effective: February 27, 2026**", None),
        (
            "**Effective: June 1, 2026**",
            f"{PATH}:3: the document states it is effective from 2026-06-01 but the catalogue says 2026-02-27 "
            "(rules_src/sources.yaml:2)",
        ),
        ("**Effective: June 1, 2099**", f"{PATH}:3: dated 2099-06-01: an edition is dated between"),
        (
            "**Effective: Juin 1, 2026**",
            f"{PATH}:1: no '**Effective: <Month D, YYYY>**' line: cannot check the catalogue date "
            "(rules_src/sources.yaml:2)",
        ),
    ],
)
def test_the_documents_own_date_is_checked_against_the_catalogue(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], date_line: str, said: str | None
) -> None:
    lines, _ = _changed("**Effective: February 27, 2026**", date_line)
    (tmp_path / "rules_src").mkdir()
    (tmp_path / "rules_src" / MTR).write_text("\n".join(lines) + "\n", encoding="utf-8")
    (tmp_path / "rules_src" / "sources.yaml").write_text(CATALOGUE, encoding="utf-8")
    status, _, err = run_cli(capsys, "--root", str(tmp_path), "check")
    if said is None:
        assert status == 0, err
    else:
        assert status == 1 and err.splitlines()[0].startswith(said), err

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
        (
            "### 9,3 Play-Draw Rule",
            "its number '9,3' is not a rule number (a rule's heading is '### 9.N Title': ASCII digits joined by a "
            "full stop, then a space)",
        ),
    ],
)
def test_a_rule_heading_that_lost_a_space_is_reported_not_merged(new: str, said: str) -> None:
    lines, line = _changed("### 9.3 Play-Draw Rule", new)
    _, problems = _parsed(lines)
    following = next(n for n, text in enumerate(lines, 1) if text.startswith("### 9.4 "))
    gap = f"{PATH}:{following}: rule 9.4 follows 9.2: the heading of 9.3 is missing or malformed"
    assert problems == [f"{PATH}:{line}: heading {new!r}: {said}", gap]


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


# --- malformed numbers: refused at their line, never read into the rule before -----------------------------

RULE_FORMS = ["9．{n}", "9。{n}", "9・{n}", "9･{n}", "9·{n}", "9 {n}", "9. {n}", "9 . {n}", "９．{n}", "９.{n}"]


def _rule(lines: list[str], number: str):  # type: ignore[no-untyped-def]
    parsed = parse(lines, ParseContext("en-mtr-2026-02-27", PATH, profile("en")))
    return next(rule for rule in parsed.tournament if rule.number == number)


@pytest.mark.parametrize("form", RULE_FORMS)
@pytest.mark.parametrize("rule", ["9.6", "9.7"])  # 9.7, the last rule of the section, has no next rule to tell
def test_a_rule_heading_with_a_malformed_number_is_refused_at_its_line(form: str, rule: str) -> None:
    title = next(text for text in _lines() if text.startswith(f"### {rule} ")).removeprefix(f"### {rule} ")
    printed = form.format(n=rule[-1])
    lines, line = _changed(f"### {rule} {title}", f"### {printed} {title}")
    _, problems = _parsed(lines)
    assert problems[0] == (
        f"{PATH}:{line}: heading {f'### {printed} {title}'[:40]!r}: its number {printed!r} is not a rule number "
        "(a rule's heading is '### 9.N Title': ASCII digits joined by a full stop, then a space)"
    )
    before = _rule(lines, f"9.{int(rule[-1]) - 1}")
    assert before.lines == _rule(_lines(), before.number).lines  # not one line more


@pytest.mark.parametrize("form", ["9．", "9。", "9・", "9", "９.", "9 ．"])
def test_a_section_heading_with_a_malformed_number_is_refused_at_its_line(form: str) -> None:
    old = next(text for text in _lines() if text.startswith("## 9. "))
    lines, line = _changed(old, old.replace("## 9. ", f"## {form} "))
    _, problems = _parsed(lines)
    assert problems[0] == (
        f"{PATH}:{line}: heading {lines[line - 1][:40]!r}: its number {form!r} is not a section's or a step's "
        "number ('## 9. Title': ASCII digits, a full stop, a space)"
    )
    assert _rule(lines, "8.3").lines == _rule(_lines(), "8.3").lines


def test_a_step_with_a_malformed_number_is_refused_at_its_line() -> None:
    lines, line = _changed("## 2. Players shuffle their decks.", "## 2． Players shuffle their decks.")
    _, problems = _parsed(lines)
    assert problems == [
        f"{PATH}:{line}: heading {lines[line - 1][:40]!r}: its number '2．' is not a section's or a step's "
        "number ('## 9. Title': ASCII digits, a full stop, a space)"
    ]
    steps = [block for block in _rule(lines, "9.4").blocks if block.kind == "step"]
    assert [step.label for step in steps] == ["1", "3", "4", "5", "6"] and all(line not in s.lines for s in steps)

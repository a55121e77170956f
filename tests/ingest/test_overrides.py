"""Per-source override files (rules_src/overrides/<id>.yaml): read with a declared schema, every problem at its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import run_cli

FORUM = "rules_src/overrides/en-forum-2hg-thread.yaml"
SUMMARY = "rules_src/overrides/ja-2hg-summary.yaml"


def _check(root: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    status, _, err = run_cli(capsys, "--root", str(root), "check")
    return status, [line for line in err.splitlines() if line.startswith("rules_src/overrides/")]


def _lines(root: Path, relative: str) -> list[str]:
    return (root / relative).read_text(encoding="utf-8").splitlines()


def test_a_stale_forum_entry_is_reported_at_its_line(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = mini_root / FORUM
    path.write_text(
        path.read_text(encoding="utf-8") + '  - text: "A line the thread does not have"\n    reason: "gone"\n',
        encoding="utf-8",
    )
    line = len(_lines(mini_root, FORUM)) - 1
    status, problems = _check(mini_root, capsys)
    assert status == 1
    assert problems == [
        f"{FORUM}:{line}: reviewed line 'A line the thread does not have' is not in rules_src/en-forum-2hg-thread.txt"
    ]


def test_a_forum_entry_without_a_reason_is_reported_at_its_line(
    mini_root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = mini_root / FORUM
    text = path.read_text(encoding="utf-8").replace('    reason: "forum signature"\n', "    because: signature\n")
    path.write_text(text, encoding="utf-8")
    line = next(n for n, text in enumerate(_lines(mini_root, FORUM), 1) if "because" in text)
    status, problems = _check(mini_root, capsys)
    assert status == 1
    assert any(p.startswith(f"{FORUM}:{line}: unknown key 'because'") for p in problems), problems
    assert any(p.startswith(f"{FORUM}:{line - 1}:") and "lacks 'reason'" in p for p in problems), problems


def test_a_bad_summary_pairing_is_reported_at_its_line(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = mini_root / SUMMARY
    text = path.read_text(encoding="utf-8").replace("  - section: 4\n", "  - section: four\n", 1)
    path.write_text(text, encoding="utf-8")
    line = next(n for n, text in enumerate(_lines(mini_root, SUMMARY), 1) if "section: four" in text)
    status, problems = _check(mini_root, capsys)
    assert status == 1
    assert f"{SUMMARY}:{line}: flattened_lists[0]: 'section' must be a section number" in problems


def test_an_unknown_top_level_key_is_reported_at_its_line(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = mini_root / SUMMARY
    path.write_text(path.read_text(encoding="utf-8") + "flattend_lists: []\n", encoding="utf-8")
    line = len(_lines(mini_root, SUMMARY))
    status, problems = _check(mini_root, capsys)
    assert status == 1
    assert any(p.startswith(f"{SUMMARY}:{line}: unknown key 'flattend_lists'") for p in problems), problems


def test_an_override_file_for_a_source_that_takes_none(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = mini_root / "rules_src" / "overrides" / "fr-2hg-faq-2012.yaml"
    path.write_text("# nothing to override\nflattened_lists: []\n", encoding="utf-8")
    status, problems = _check(mini_root, capsys)
    assert status == 1
    expected = "rules_src/overrides/fr-2hg-faq-2012.yaml:2: unknown key 'flattened_lists'"
    assert any(p.startswith(expected) for p in problems), problems


def test_an_alias_bomb_in_an_override_file_is_refused(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nnot_a_rule: [*b, *b, *b]\n"
    (mini_root / FORUM).write_text(bomb, encoding="utf-8")
    status, problems = _check(mini_root, capsys)
    assert status == 1
    assert problems and all(p.startswith(f"{FORUM}:") for p in problems)
    assert any("alias" in p or "anchor" in p for p in problems), problems

"""The reviewed explanations file through the command line: a bad value fails the run at its own line."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import run_cli

EXPLANATIONS = "rules_src/alignment/explanations.yaml"


def _graph(root: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    """Run ``twohg graph --json`` on ``root``; its status and the problems it reports in the explanations file."""
    status, _, err = run_cli(capsys, "--root", str(root), "graph", "--json")
    return status, [line for line in err.splitlines() if line.startswith(f"{EXPLANATIONS}:")]


def _edit(root: Path, old: str, new: str) -> int:
    """Replace ``old`` (once) in the mini corpus' explanations file; the line ``new`` starts on."""
    path = root / EXPLANATIONS
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return text[: text.index(old)].count("\n") + 1


def test_an_unknown_rule_is_reported_at_its_line(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line = _edit(mini_root, "    to: cr-en-2010-06-18/810.4\n", "    to: cr-en-2010-06-18/810.99\n")
    status, problems = _graph(mini_root, capsys)
    assert status == 1
    assert len(problems) == 1 and problems[0].startswith(f"{EXPLANATIONS}:{line}: cr-en-2010-06-18 has no "), problems
    assert "810.99" in problems[0]


def test_a_value_of_the_wrong_kind_is_reported_at_its_line(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line = _edit(mini_root, "    reason: A shared life", "    certain: perhaps\n    reason: A shared life")
    status, problems = _graph(mini_root, capsys)
    assert status == 1
    assert len(problems) == 1 and problems[0].startswith(f"{EXPLANATIONS}:{line}: "), problems
    assert "'perhaps'" in problems[0]


def test_an_alias_is_refused_at_its_line(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line = _edit(mini_root, "translations: []\n", "translations: &none []\nrejected: *none\n")
    status, problems = _graph(mini_root, capsys)
    assert status == 1
    refused = "not valid YAML: anchors and aliases (& and *) are not allowed in data files"
    assert problems == [f"{EXPLANATIONS}:{line}: {refused}"]

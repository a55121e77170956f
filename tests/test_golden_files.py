"""The golden-file helper of conftest: what a failing golden test shows, and what ``--update-golden`` does."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import Golden, golden_cases, unified_diff

COMMAND = "pytest --update-golden tests/x/test_x.py"
Failed = pytest.fail.Exception


def numbered(count: int, changed: int | None = None) -> str:
    return "".join(f"line {n}{' changed' if n == changed else ''}\n" for n in range(1, count + 1))


def test_a_difference_shows_a_unified_diff_not_the_whole_file(tmp_path: Path) -> None:
    path = tmp_path / "case.json"
    path.write_text(numbered(100), encoding="utf-8")
    with pytest.raises(Failed) as caught:
        Golden(False, COMMAND).check(path, numbered(100, changed=50))
    message = str(caught.value)
    assert f"{path} (golden)" in message
    assert "\n-line 50\n+line 50 changed\n" in message
    assert "line 10\n" not in message  # only the hunk around the change, not the whole file
    assert COMMAND in message


def test_equal_output_passes_and_nothing_is_written(tmp_path: Path) -> None:
    path = tmp_path / "case.json"
    path.write_text(numbered(3), encoding="utf-8")
    before = path.stat().st_mtime_ns
    Golden(False, COMMAND).check(path, numbered(3))
    Golden(True, COMMAND).check(path, numbered(3))
    assert path.stat().st_mtime_ns == before


def test_a_missing_golden_file_says_how_to_create_it(tmp_path: Path) -> None:
    with pytest.raises(Failed, match=r"no golden file .*case\.json: create it with `pytest --update-golden"):
        Golden(False, COMMAND).check(tmp_path / "case.json", "{}\n")


def test_update_rewrites_the_file_byte_for_byte(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "case.md"
    Golden(True, COMMAND).check(path, "a\r\nb ü\n")
    assert path.read_bytes() == "a\r\nb ü\n".encode()
    Golden(False, COMMAND).check(path, "a\r\nb ü\n")


def test_a_long_diff_is_cut() -> None:
    diff = unified_diff(numbered(1000), "", "case.json", limit=20)
    assert len(diff.splitlines()) == 21
    assert diff.endswith("... 983 more lines of diff")


def test_cases_and_files_must_agree(tmp_path: Path) -> None:
    (tmp_path / "kept.json").write_text("{}\n", encoding="utf-8")
    (tmp_path / "gone.json").write_text("{}\n", encoding="utf-8")
    with pytest.raises(Failed) as caught:
        Golden(False, COMMAND).check_cases(tmp_path, ".json", ["kept", "new"], lambda case: "{}\n", what="source")
    message = str(caught.value)
    assert f"source new has no golden file {tmp_path / 'new.json'}: create it with `{COMMAND}`" in message
    assert f"the golden file {tmp_path / 'gone.json'} is of no source gone" in message


def test_an_optional_case_without_a_file_only_warns(tmp_path: Path) -> None:
    with pytest.warns(UserWarning, match="source new has no golden file yet"):
        Golden(False, COMMAND).check_cases(tmp_path, ".json", ["new"], str, what="source", optional={"new"})


def test_update_writes_the_missing_files_and_removes_the_stale_ones(tmp_path: Path) -> None:
    (tmp_path / "gone.json").write_text("{}\n", encoding="utf-8")
    (tmp_path / "kept.json").write_text("old\n", encoding="utf-8")
    Golden(True, COMMAND).check_cases(tmp_path, ".json", ["kept", "sub/new"], lambda case: f"{case}\n")
    assert golden_cases(tmp_path, ".json") == ["kept.json", "sub/new.json"]
    assert (tmp_path / "sub" / "new.json").read_text(encoding="utf-8") == "sub/new\n"
    assert (tmp_path / "kept.json").read_text(encoding="utf-8") == "old\n"  # compared by its own test

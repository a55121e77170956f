"""The build on two cores (`twohg.site.parallel`, `twohg.site.splitbuild`): the same site, and the same
failures, as on one core.

The build forks a copy of itself for the rule pages, for half of MkDocs' languages and for half of the
confinement scan. Each test sets the cores the build sees, so that it forks (or not) on any machine.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import pytest

from conftest import MINI
from twohg.problems import InputError, Problem
from twohg.site import parallel
from twohg.site.build import SiteBuildError, build_site


def _files(site: Path) -> dict[str, bytes]:
    return {path.relative_to(site).as_posix(): path.read_bytes() for path in sorted(site.rglob("*")) if path.is_file()}


def _built(root: Path, site: Path, cores: int, monkeypatch: pytest.MonkeyPatch) -> dict[str, bytes]:
    with monkeypatch.context() as patched:
        patched.setattr(parallel, "cores", lambda: cores)
        build_site(root, site)
    return _files(site)


def test_the_site_built_on_two_cores_is_the_site_built_on_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    two = _built(MINI, tmp_path / "two", 2, monkeypatch)
    one = _built(MINI, tmp_path / "one", 1, monkeypatch)
    assert sorted(two) == sorted(one)
    differ = [path for path in one if two[path] != one[path]]
    assert not differ, f"{len(differ)} files differ, the first {differ[:5]}"
    # The sitemap, written by each process for its languages, lists every language's pages once.
    sitemap = two["sitemap.xml"].decode("utf-8")
    for language in ("", "es/", "fr/", "ja/"):
        assert sitemap.count(f"<loc>https://2hg.example/{language}about/</loc>") == 1
    # Each page still links its own translations (the language switcher reads all four in each process).
    page = two["ja/about/index.html"].decode("utf-8")
    assert 'href="../../es/about/"' in page and 'href="../../about/"' in page


@pytest.mark.parametrize("language", ["es", "ja"])
def test_a_broken_link_in_either_process_s_languages_is_reported_at_its_line(
    mini_root: Path, tmp_path: Path, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Spanish is built here with English, Japanese in the forked copy.
    page = mini_root / "docs" / f"about.{language}.md"
    page.write_text(page.read_text(encoding="utf-8") + "\n[nowhere](missing.md)\n", encoding="utf-8")
    line = page.read_text(encoding="utf-8").splitlines().index("[nowhere](missing.md)") + 1
    site = tmp_path / "site"
    with pytest.raises(SiteBuildError) as caught:
        _built(mini_root, site, 2, monkeypatch)
    broken = [problem for problem in caught.value.problems if "missing.md" in problem.message]
    assert broken and (broken[0].file, broken[0].line) == (f"docs/about.{language}.md", line)
    assert not site.exists()


def _pids(part: Sequence[str]) -> tuple[list[str], int]:
    return [word.upper() for word in part], os.getpid()


def _refused(part: Sequence[str]) -> list[str]:
    if "d" in part:
        raise InputError([Problem("rules_src/d.txt", 4, "d is refused")])
    return list(part)


def _dies(part: Sequence[str]) -> list[str]:
    if "d" in part:
        os._exit(3)
    return list(part)


def test_the_parts_come_back_in_order_from_two_processes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel, "cores", lambda: 2)
    first, second = parallel.in_parts(_pids, ["a", "b", "c", "d"])
    assert [*first[0], *second[0]] == ["A", "B", "C", "D"]
    assert first[1] == os.getpid() != second[1]


def test_one_core_runs_every_part_here(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel, "cores", lambda: 1)
    assert parallel.in_parts(_pids, ["a", "b"]) == [(["A", "B"], os.getpid())]


def test_a_problem_raised_in_the_copy_is_raised_here_with_its_place(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel, "cores", lambda: 2)
    with pytest.raises(InputError) as caught:
        parallel.in_parts(_refused, ["a", "b", "c", "d"])
    assert str(caught.value) == "rules_src/d.txt:4: d is refused"


def test_a_copy_that_dies_fails_the_work(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel, "cores", lambda: 2)
    with pytest.raises(parallel.ForkFailed, match="stopped without an answer"):
        parallel.in_parts(_dies, ["a", "b", "c", "d"])

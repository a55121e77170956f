"""Hostile and careless builds: one line a problem and a non-zero exit, never a traceback, never a lost site.

Each case breaks a scratch copy of the mini corpus (or the folder it is built into) the way a
contributor or an attacker would, and runs `twohg build` on it: in this process through
`twohg.cli.main`, or as its own process where a signal, a resource limit or another user is part
of the case.
"""

from __future__ import annotations

import ctypes
import os
import resource
import shutil
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import MINI, copy_project, run_cli
from twohg import files
from twohg.ingest.corpus import load_corpus
from twohg.site.build import SiteBuildError, build_corpus_site


@pytest.fixture()
def project(tmp_path: Path) -> Path:
    """A scratch copy of the mini corpus to break."""
    return copy_project(MINI, tmp_path / "mini")


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def build(capsys: pytest.CaptureFixture[str], root: Path, site: Path) -> tuple[int, list[str]]:
    status, _, err = run_cli(capsys, "--root", str(root), "build", "--site-dir", str(site))
    lines = err.splitlines()
    assert "Traceback" not in err
    return status, [line for line in lines if not line.startswith("  ")]  # stage times are indented


def twohg(*args: str, **options: object) -> subprocess.Popen[str]:
    """``twohg`` as a process of its own; SIGINT is left to Python, whatever the test runner's parent did with it."""

    def child(extra: object = options.pop("preexec", None)) -> None:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        if callable(extra):
            extra()

    return subprocess.Popen(
        [sys.executable, "-m", "twohg.cli", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=child,
        **options,  # type: ignore[arg-type]
    )


def wait_for(predicate: object, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():  # type: ignore[operator]
        if time.monotonic() > deadline:
            pytest.fail("timed out")
        time.sleep(0.01)


# --- confinement ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("folder", ["docs", "rules_src"])
def test_an_input_folder_that_links_outside_the_project_is_refused(
    project: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], folder: str
) -> None:
    elsewhere = tmp_path / "elsewhere"
    shutil.move(project / folder, elsewhere)
    (elsewhere / "CANARY.md").write_text("# CANARY secret page\n", encoding="utf-8")
    (project / folder).symlink_to(elsewhere, target_is_directory=True)
    status, lines = build(capsys, project, project / "site")
    assert status == 1
    assert lines[0].startswith(f"{folder}:0: {folder}/ is a symbolic link")
    assert lines[-1] == "twohg build: 1 problem, nothing written"
    assert not (project / "site").exists()


def test_a_copied_marker_does_not_make_a_folder_replaceable(
    project: Path, mini_site: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "thesis.tex").write_text("two years of work", encoding="utf-8")
    shutil.copy2(mini_site / files.SITE_MARKER, mine / files.SITE_MARKER)
    shutil.copy2(mini_site / "index.html", mine / "index.html")
    before = snapshot(mine)
    status, lines = build(capsys, project, mine)
    assert status == 2
    assert lines == [
        f"twohg build: --site-dir {mine}: {mine} is not a previous build of the site (it holds files no build "
        "of this project wrote: thesis.tex): it will not be replaced"
    ]
    assert snapshot(mine) == before


def test_a_file_saved_into_the_site_while_the_build_runs_is_kept(
    project: Path, mini_site: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import twohg.site.build as site_build

    site = tmp_path / "site"
    shutil.copytree(mini_site, site)
    write_offline_files = site_build.write_offline_files

    def and_a_reader_saves_a_note(*args: object) -> None:  # late in the build, after the start's check
        (site / "notes.txt").write_text("saved while the build ran", encoding="utf-8")
        write_offline_files(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(site_build, "write_offline_files", and_a_reader_saves_a_note)
    status, lines = build(capsys, project, site)
    assert status == 2 and len(lines) == 1, lines
    assert "site changed while the build ran" in lines[0] and "notes.txt" in lines[0], lines
    assert (site / "notes.txt").read_text(encoding="utf-8") == "saved while the build ran"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site")] == []


# --- errors, not tracebacks -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "reserved", "address"),
    [
        ("sw.js", "sw.js", "sw.js"),
        ("es/404.html", "404.html", "es/404.html"),
        ("search/twohg.json", "search", "search/twohg.json"),
        ("offline/en.json", "offline", "offline/en.json"),
        ("assets/twohg/search.js", "assets/twohg", "assets/twohg/search.js"),
        ("link.md", "link", "link/"),
        ("link.fr.md", "link", "fr/link/"),
        ("rules/810.1.md", "rules", "rules/810.1/"),
        ("ja/cards/index.md", "cards", "ja/cards/"),
    ],
)
def test_a_hand_written_file_at_a_generated_address_is_an_error(
    project: Path, capsys: pytest.CaptureFixture[str], name: str, reserved: str, address: str
) -> None:
    target = project / "docs" / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("# Mine\n" if name.endswith(".md") else "{}\n", encoding="utf-8")
    status, lines = build(capsys, project, project / "site")
    assert status == 1
    assert lines == [
        f"docs/{name}:1: the build writes {reserved} itself (this file would be at {address}): move or rename it",
        "twohg build: 1 problem, nothing written",
    ]


def test_a_docs_page_that_is_not_utf8_is_a_problem_at_its_line(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (project / "docs" / "notes.md").write_bytes(b"# Notes\n\nCaf\xe9 au lait\n")
    status, lines = build(capsys, project, project / "site")
    assert status == 1
    assert lines[0] == "docs/notes.md:3: not UTF-8: byte 0xE9 cannot be decoded"


def test_special_files_in_docs_are_refused_and_never_read(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    os.mkfifo(project / "docs" / "pipe.md")
    expected = ["docs/pipe.md:0: a named pipe: only regular files are built"]
    if os.geteuid() == 0:  # only root may make a device node
        os.mknod(project / "docs" / "null.md", stat.S_IFCHR | 0o644, os.makedev(1, 3))
        expected.insert(0, "docs/null.md:0: a character device: only regular files are built")
    status, lines = build(capsys, project, project / "site")
    assert status == 1
    assert lines[:-1] == expected
    assert not (project / "site").exists()


def _with_previous_site(mini_site: Path, folder: Path) -> Path:
    site = folder / "site"
    shutil.copytree(mini_site, site)
    return site


def test_a_disk_that_refuses_a_write_is_one_line_and_the_site_stays(
    project: Path, mini_site: Path, tmp_path: Path
) -> None:
    site = _with_previous_site(mini_site, tmp_path)
    before = snapshot(site)

    def small_files() -> None:  # a full disk, for this process: a write past 64 KB fails (EFBIG)
        resource.setrlimit(resource.RLIMIT_FSIZE, (65536, 65536))
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)

    process = twohg("--root", str(project), "build", "--site-dir", str(site), preexec=small_files)
    _, err = process.communicate(timeout=300)
    lines = [line for line in err.splitlines() if not line.startswith("  ")]
    assert process.returncode == 2, err
    assert len(lines) == 1 and lines[0].startswith("twohg build: File too large"), err
    assert lines[0].endswith("; the site is as it was")
    assert snapshot(site) == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site-")] == []


def _without_root_powers() -> None:
    """Root writes in a read-only folder: the build process drops that power (CAP_DAC_OVERRIDE) first."""
    if os.geteuid() != 0:
        return
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_CAPBSET_DROP, CAP_DAC_OVERRIDE, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP, CAP_DAC_OVERRIDE)")


PR_CAPBSET_DROP, CAP_DAC_OVERRIDE = 24, 1


def test_a_read_only_output_folder_is_one_line(project: Path, mini_site: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    site = _with_previous_site(mini_site, out)
    before = snapshot(site)
    out.chmod(0o555)
    try:
        process = twohg("--root", str(project), "build", "--site-dir", str(site), preexec=_without_root_powers)
        _, err = process.communicate(timeout=300)
    finally:
        out.chmod(0o755)
    assert process.returncode == 2, err
    assert err.splitlines() == [f"twohg build: Permission denied: {out}/.site.lock; the site is as it was"]
    assert snapshot(site) == before


def test_ctrl_c_during_a_build_is_one_line_and_the_site_stays(project: Path, mini_site: Path, tmp_path: Path) -> None:
    site = _with_previous_site(mini_site, tmp_path)
    before = snapshot(site)
    process = twohg("--root", str(project), "build", "--site-dir", str(site))
    wait_for(lambda: any(p.name.startswith(".site-") and p.is_dir() for p in tmp_path.iterdir()))
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=120)
    lines = [line for line in err.splitlines() if not line.startswith("  ")]
    assert process.returncode == 130, err
    assert lines == ["twohg build: interrupted; the site is as it was"]
    assert snapshot(site) == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site-")] == []


def test_a_previous_build_is_replaced_and_a_second_build_meanwhile_says_another_build_is_running(
    project: Path, mini_site: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two cases with one build of the mini corpus (they were two tests, of a build each).

    A previous build is replaced (test_a_previous_build_is_replaced): the site found, a file of it deleted since
    (which is no obstacle), becomes the session's build again, byte for byte, manifest included. A second build
    into the same folder while the first runs (test_a_second_build_into_the_same_folder_says_another_build_is_running)
    is refused in one line and leaves the first to finish.
    """
    site = tmp_path / "site"
    shutil.copytree(mini_site, site)
    (site / "fr" / "index.html").unlink()
    first = twohg("--root", str(project), "build", "--site-dir", str(site))
    try:
        wait_for(lambda: any(p.name.startswith(".site-") and p.is_dir() for p in tmp_path.iterdir()))
        status, lines = build(capsys, project, site)
    finally:
        _, err = first.communicate(timeout=300)
    assert status == 2
    assert lines == [f"twohg build: --site-dir {site}: another build is running into site/ (it holds .site.lock)"]
    assert first.returncode == 0, err
    assert files.not_a_previous_build(site) is None
    assert snapshot(site) == snapshot(mini_site)  # byte-identical, manifest included


@pytest.mark.parametrize(
    ("card", "said"),
    [
        ("!!!", "card '!!!' has no letter or digit to make its page's address from"),
        (
            "Flame-Rift",
            "card 'Flame-Rift' would take the page of 'Flame Rift' (cards/flame-rift/): their names differ only "
            "by punctuation or case",
        ),
    ],
)
def test_a_card_name_that_makes_no_page_of_its_own_is_an_error(
    project: Path, capsys: pytest.CaptureFixture[str], card: str, said: str
) -> None:
    cards = project / "rules_src" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    line = text.count("\n") + 3  # the card's entry, below its name
    entry = f'\n  "{card}":\n    names:\n      en: {{name: "{card}", basis: official, evidence: "x"}}\n'
    cards.write_text(text + entry + '    identified: "x"\n', encoding="utf-8")
    status, lines = build(capsys, project, project / "site")
    assert status == 1
    assert lines == [f"rules_src/cards.yaml:{line}: {said}", "twohg build: 1 problem, nothing written"]


def test_a_yaml_error_in_mkdocs_yml_names_its_line_before_the_pipeline_runs(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = project / "mkdocs.yml"
    lines = config.read_text(encoding="utf-8").splitlines()
    broken = next(n for n, line in enumerate(lines) if line.startswith("nav:")) + 2
    lines[broken - 1] = "  - Rules: [sections/index.md"
    config.write_text("\n".join(lines) + "\n", encoding="utf-8")
    (project / "rules_src" / "sources.yaml").write_text("sources: [", encoding="utf-8")  # never read
    status, out = build(capsys, project, project / "site")
    assert status == 1
    assert len(out) == 2 and out[0].startswith(f"mkdocs.yml:{broken + 1}: not valid YAML: ")


def test_a_site_of_too_many_files_is_refused_before_mkdocs(project: Path, tmp_path: Path) -> None:
    corpus = load_corpus(project)
    with pytest.raises(SiteBuildError, match=r"rules_src:0: the site would have \d+ files, more than the 50 a build"):
        build_corpus_site(corpus, tmp_path / "site", max_files=50)
    assert not (tmp_path / "site").exists()


@pytest.mark.parametrize(
    "name",
    [
        "mkdocs.yml",
        "rules_src/sources.yaml",
        "rules_src/cards.yaml",
        "rules_src/alignment/lineage.yaml",
        "rules_src/alignment/explanations.yaml",
        "rules_src/overrides/en-forum-2hg-thread.yaml",
    ],
)
@pytest.mark.parametrize("nesting", ["flow", "block"])
def test_collections_nested_1200_deep_are_one_line_not_a_traceback(
    project: Path, capsys: pytest.CaptureFixture[str], name: str, nesting: str
) -> None:
    path = project / name
    before = path.read_text(encoding="utf-8") if path.exists() else ""
    if nesting == "flow":
        deep = "deep: " + "[{a: " * 600 + "}]" * 600 + "\n"
    else:
        deep = "deep:\n" + "".join("  " * depth + "-\n" for depth in range(1, 1200)) + "  " * 1200 + "- x\n"
    path.write_text(before + deep, encoding="utf-8")
    line = before.count("\n") + 1
    status, lines = build(capsys, project, project / "site")
    assert status == 1
    assert len(lines) == 2 and lines[1] == "twohg build: 1 problem, nothing written", lines
    assert lines[0].startswith(f"{name}:") and lines[0].endswith("not valid YAML: collections nested more than 64 deep")
    assert int(lines[0].split(":")[1]) >= line

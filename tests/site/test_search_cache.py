"""``twohg search`` with its records saved: fresh ones answer without the graph, stale or broken ones are rebuilt."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import HEAVY, ROOT, SEARCH_SPARES, cli_alone, run_cli
from twohg import files
from twohg.cli import main
from twohg.graph.assembly import load_graph
from twohg.site.pages.context import SiteContext
from twohg.site.search import cache
from twohg.site.search.index import FIELDS
from twohg.site.search.query import SearchIndex
from twohg.site.search.records import build_records
from twohg.site.search.terms import vocabulary

FAQ = "rules_src/en-dci-2hg-faq-2005.md"
#: What the mini corpus's English FAQ says of Flame Rift, and the same with a word no source has (same length).
SAID, CHANGED = "Each team is dealt a total of 8 damage.", "Each team is dealt a qzxvt of 8 damage."


@pytest.fixture()
def settled_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Files count as settled however recently they changed (a scratch copy is seconds old)."""
    monkeypatch.setattr(files.cache, "SETTLE_NS", 0)


def search(capsys: pytest.CaptureFixture[str], root: Path, query: str) -> tuple[int, str, str]:
    """``twohg --root <root> search <query> --json``: status, output, errors."""
    return run_cli(capsys, "--root", str(root), "search", query, "--json")


def search_alone(root: Path, query: str) -> tuple[int, str, list[str]]:
    """``twohg search`` in a new process: status, output, the modules of `HEAVY` and `SEARCH_SPARES` it loaded."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT / "scripts")}
    done = subprocess.run(
        [sys.executable, "-c", cli_alone(HEAVY + SEARCH_SPARES), "--root", str(root), "search", query, "--json"],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
        check=False,
    )
    return done.returncode, done.stdout, json.loads(done.stderr.splitlines()[-1])


def forged(data: bytes, change: Callable[[list[object]], None]) -> bytes:
    """The cache file with its first record changed by ``change`` and its checksum made to hold again."""
    header, _, payload = data.partition(b"\n")
    document = json.loads(payload)
    change(document["records"][0])
    head = json.loads(header)
    body = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    head["sha256"] = hashlib.sha256(body).hexdigest()
    return json.dumps(head).encode("utf-8") + b"\n" + body


def forged_all(data: bytes, change: Callable[[str], str]) -> bytes:
    """The cache file with every record's text changed by ``change`` and its checksum made to hold again."""
    header, _, payload = data.partition(b"\n")
    document = json.loads(payload)
    for row in document["records"]:
        row[FIELDS.index("text")] = change(row[FIELDS.index("text")])
    head = json.loads(header)
    body = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    head["sha256"] = hashlib.sha256(body).hexdigest()
    return json.dumps(head).encode("utf-8") + b"\n" + body


def saved_file(root: Path) -> Path:
    return root / files.CACHE_DIR / cache.CACHE_FILE


def test_fresh_records_answer_without_the_graph(
    mini_root: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None
) -> None:
    status, built, _ = search(capsys, mini_root, "flame rift")
    assert status == 0 and "Flame Rift" in built
    assert saved_file(mini_root).is_file()
    status, out, heavy = search_alone(mini_root, "flame rift")
    assert status == 0 and out == built  # the same hits, in the same words
    assert heavy == []


def test_without_saved_records_the_search_builds_them(mini_root: Path) -> None:
    status, out, heavy = search_alone(mini_root, "flame rift")
    assert status == 0 and "Flame Rift" in out
    assert "twohg.graph.assembly" in heavy  # the proof the subprocess would show a graph built


def test_a_changed_source_is_searched_anew_even_with_its_size_and_time_kept(
    mini_root: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None
) -> None:
    assert search(capsys, mini_root, "qzxvt")[0] == 1  # saves the records of the unchanged sources
    faq = mini_root / FAQ
    before = faq.stat()
    text = faq.read_text(encoding="utf-8")
    assert SAID in text
    faq.write_text(text.replace(SAID, CHANGED), encoding="utf-8")
    os.utime(faq, ns=(before.st_atime_ns, before.st_mtime_ns))  # as a copy that keeps times would
    assert faq.stat().st_size == before.st_size and faq.stat().st_mtime_ns == before.st_mtime_ns
    status, out, _ = search(capsys, mini_root, "qzxvt")
    assert status == 0
    assert any(CHANGED in hit["text"] for hit in json.loads(out))
    # and the records saved now are the new ones: a process of its own finds the word without the graph
    status, out, heavy = search_alone(mini_root, "qzxvt")
    assert status == 0 and CHANGED in out and heavy == []


def test_a_source_linked_from_rules_src_is_read_through_its_link(
    mini_root: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None
) -> None:
    # A source kept in the other input folder (docs/) and linked from rules_src/: what it points to counts.
    faq = mini_root / FAQ
    kept = mini_root / "docs" / "kept-faq.txt"
    faq.rename(kept)
    faq.symlink_to(Path("..") / "docs" / kept.name)
    assert search(capsys, mini_root, "qzxvt")[0] == 1
    before = kept.stat()
    kept.write_text(kept.read_text(encoding="utf-8").replace(SAID, CHANGED), encoding="utf-8")
    os.utime(kept, ns=(before.st_atime_ns, before.st_mtime_ns))
    status, out, _ = search(capsys, mini_root, "qzxvt")
    assert status == 0 and any(CHANGED in hit["text"] for hit in json.loads(out))


def test_a_cache_edited_with_its_checksum_made_to_hold_or_copied_is_never_believed(
    mini_root: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    settled_at_once: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import shutil

    status, fresh, _ = search(capsys, mini_root, "flame rift")
    assert status == 0 and "Flame Rift" in fresh
    path = saved_file(mini_root)
    # Every record's text edited, the checksum recomputed: a well-formed file that is not the one written.
    path.write_bytes(forged_all(path.read_bytes(), lambda text: text.replace("Flame Rift", "Flame Rift FORGED")))
    assert cache.decode(path.read_bytes()) is not None  # it checks: only its seal tells it is not ours
    assert search(capsys, mini_root, "flame rift") == (0, fresh, "")
    assert "FORGED" not in path.read_text(encoding="utf-8")  # built and saved again
    # The same project copied with its cache (an archive unpacked elsewhere): the copy builds its own.
    copy = tmp_path / "copy"
    shutil.copytree(mini_root, copy, symlinks=True)
    builds: list[Path] = []
    real = cache.built_document
    monkeypatch.setattr(cache, "built_document", lambda root: builds.append(root) or real(root))
    assert search(capsys, copy, "flame rift")[0] == 0
    assert search(capsys, mini_root, "flame rift")[0] == 0
    assert builds == [copy]  # the original's sealed cache still serves it


def test_a_change_a_moment_ago_is_not_trusted_to_the_clock(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The scratch copy was written just now: a change in the same tick of the filesystem's clock could
    # hide from the files' times, so the records serve this search but are not saved as fresh.
    status, out, _ = search(capsys, mini_root, "flame rift")
    assert status == 0 and "Flame Rift" in out
    assert not saved_file(mini_root).exists()


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda data: data[: len(data) // 2], id="truncated"),
        pytest.param(lambda data: b"\x00\xff" * 100, id="garbage"),
        pytest.param(lambda data: b"", id="empty"),
        pytest.param(lambda data: data.replace(b"Flame Rift", b"Zzqxv Wvqzz"), id="records-edited"),
        pytest.param(lambda data: data.split(b"\n", 1)[0] + b"\n[]", id="records-emptied"),
        pytest.param(
            lambda data: data.replace(b'"format": "twohg-search-cache/2"', b'"format": "twohg-search-cache/0"'),
            id="other-format",
        ),
        pytest.param(
            lambda data: forged(data, lambda row: row.__setitem__(FIELDS.index("rule"), 810)), id="forged-type"
        ),
        pytest.param(
            lambda data: forged(data, lambda row: row.__setitem__(FIELDS.index("numbers"), 7)), id="forged-list"
        ),
    ],
)
def test_a_broken_cache_is_rebuilt_not_believed(
    mini_root: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None, damage: object
) -> None:
    status, fresh, _ = search(capsys, mini_root, "flame rift")
    assert status == 0
    path = saved_file(mini_root)
    broken = damage(path.read_bytes())  # type: ignore[operator]
    path.write_bytes(broken)
    assert search(capsys, mini_root, "flame rift") == (0, fresh, "")
    assert search(capsys, mini_root, "zzqxv wvqzz")[0] == 1  # an edited record is never an answer
    saved = cache.decode(path.read_bytes())
    assert saved is not None and len(saved.document["records"]) > 0  # saved again, whole


def test_a_cache_checksummed_again_for_other_sources_is_stale(
    mini_root: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None
) -> None:
    # Records of other sources with a right checksum (as an old copy of the folder would be): their
    # key is not that of these sources, so they are built again.
    assert search(capsys, mini_root, "flame rift")[0] == 0
    path = saved_file(mini_root)
    saved = cache.decode(path.read_bytes())
    assert saved is not None
    records = [
        record._replace(text=record.text.replace("Flame Rift", "Zzqxv Wvqzz"))
        for record in cache.index_from(saved.document).records
    ]
    postings = cache.index_from(saved.document).postings
    path.write_bytes(cache.encode(cache.saved_of(records, postings, vocabulary()), "0" * 64, "0" * 64))
    assert search(capsys, mini_root, "zzqxv wvqzz")[0] == 1
    assert search(capsys, mini_root, "flame rift")[0] == 0


def test_other_versions_of_python_or_its_libraries_build_again(
    mini_root: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert search(capsys, mini_root, "flame rift")[0] == 0
    builds: list[Path] = []
    real = cache.built_document
    monkeypatch.setattr(cache, "built_document", lambda root: builds.append(root) or real(root))
    assert search(capsys, mini_root, "flame rift")[0] == 0
    assert builds == []  # fresh: nothing built
    # A library installed anew: its files are others (the state), and its version (the content key).
    monkeypatch.setattr(files.cache, "installed", lambda: "python 9.9.9; rapidfuzz: elsewhere; yaml: elsewhere")
    monkeypatch.setattr(files.cache, "versions", lambda: "python 9.9.9; rapidfuzz 0; pyyaml 0; twohg 0")
    assert search(capsys, mini_root, "flame rift")[0] == 0
    assert builds == [mini_root]


def test_the_saved_records_are_keyed_by_every_module_of_the_package() -> None:
    # A change to the search's vocabulary, the records or the graph must build the records again: every module of
    # ``twohg`` (loaded here by the imports above) lies in the folder the key and the state are read from.
    folder = files.code_folder()
    loaded = [module for name, module in sys.modules.items() if name == "twohg" or name.startswith("twohg.")]
    assert len(loaded) > 20
    outside = [m.__name__ for m in loaded if not Path(m.__file__ or "").resolve().is_relative_to(folder)]
    assert outside == []
    assert (folder / "profiles" / "concepts.py").is_file()


def test_records_come_back_from_the_file_as_they_went(mini_root: Path) -> None:
    records = build_records(SiteContext(*load_graph(mini_root)))
    built = SearchIndex(records)
    saved = cache.decode(cache.encode(cache.saved_of(records, built.postings, built.words), "k" * 64, None))
    assert saved is not None and saved.state is None
    read = cache.index_from(saved.document)
    assert list(read.records) == records
    assert read.words == built.words  # the vocabulary saved folded reads back as folded from the profiles
    query = "flame rift damage"
    assert [(h.record.id, h.score) for h in read.search(query)] == [(h.record.id, h.score) for h in built.search(query)]


def test_records_that_cannot_be_saved_still_answer_with_a_warning(
    mini_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (mini_root / files.CACHE_DIR).symlink_to(elsewhere)  # a cache folder that leads out of the project
    status, out, err = search(capsys, mini_root, "flame rift")
    assert status == 0 and "Flame Rift" in out
    assert err.startswith("twohg search: cannot save the search records") and err.count("\n") == 1
    assert list(elsewhere.iterdir()) == []  # nothing written outside the project


def test_the_state_changes_with_any_write_and_the_digest_with_content_only(tmp_path: Path) -> None:
    folder = tmp_path / "src"
    (folder / "sub").mkdir(parents=True)
    (folder / "sub" / "a.txt").write_text("alpha", encoding="utf-8")
    (folder / "__pycache__").mkdir()
    (folder / "__pycache__" / "x.pyc").write_bytes(b"bytecode")
    os.mkfifo(folder / "pipe")  # listed by kind, never opened
    inputs = {"src": folder}
    state, digest = files.tree_state(inputs)[0], files.tree_digest(inputs)
    (folder / "__pycache__" / "x.pyc").write_bytes(b"other bytecode")  # bytecode caches do not count
    assert (files.tree_state(inputs)[0], files.tree_digest(inputs)) == (state, digest)
    before = (folder / "sub" / "a.txt").stat()
    (folder / "sub" / "a.txt").write_text("alpho", encoding="utf-8")
    os.utime(folder / "sub" / "a.txt", ns=(before.st_atime_ns, before.st_mtime_ns))
    changed = files.tree_state(inputs)[0]
    assert changed != state and files.tree_digest(inputs) != digest
    (folder / "sub" / "a.txt").write_text("alpha", encoding="utf-8")  # back to the old content
    assert files.tree_state(inputs)[0] not in (state, changed) and files.tree_digest(inputs) == digest
    (folder / "b.txt").symlink_to("sub/a.txt")
    assert files.tree_digest(inputs) != digest  # a new link is a new input


def test_a_file_given_for_a_folder_counts_with_its_content(tmp_path: Path) -> None:
    # The card data may be one MTGJSON file (--cards AtomicCards.json): its content keys what is saved from it.
    data = tmp_path / "AtomicCards.json"
    data.write_text('{"data": {}}', encoding="utf-8")
    inputs = {"cards": data}
    state, digest = files.tree_state(inputs)[0], files.tree_digest(inputs)
    before = data.stat()
    data.write_text('{"data": []}', encoding="utf-8")
    os.utime(data, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert files.tree_state(inputs)[0] != state and files.tree_digest(inputs) != digest
    (tmp_path / "link.json").symlink_to(data.name)  # given through a link: what it points to counts
    linked = {"cards": tmp_path / "link.json"}
    assert files.tree_digest(linked) != files.tree_digest({"cards": tmp_path / "missing.json"})


def test_report_names_are_still_checked_and_listed(capsys: pytest.CaptureFixture[str]) -> None:
    # The names come from the graph's reports module only when a report is named or help is asked for.
    with pytest.raises(SystemExit) as stopped:
        main(["report", "nope"])
    assert stopped.value.code == 2
    assert "invalid choice: 'nope' (choose from 'editions', 'changes', " in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["report", "--help"])
    assert "editions, changes, renumbering, uncertain, discrepancies" in " ".join(capsys.readouterr().out.split())

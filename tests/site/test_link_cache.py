"""``twohg link`` with its numbers saved: the graph's output byte for byte, fresh numbers read without the graph,
stale, edited or copied ones built again, nothing written outside the project's cache folder."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import CLI_ALONE, REAL_CARDS, ROOT, real_loaded, run_cli
from twohg import files
from twohg.resolved import Numbers
from twohg.site import linkcache

FAQ = "rules_src/en-dci-2hg-faq-2005.md"
#: What the mini corpus's English FAQ says of Flame Rift, and the same with a word changed (same length).
SAID, CHANGED = "Each team is dealt a total of 8 damage.", "Each team is dealt a qzxvt of 8 damage."
#: A post on the mini corpus: a number of each era, one of another part of the rulebook, one no edition had.
MINI_POST = "Under 606.4a and rule 606.9 (now 810.4 and 810.9); 805.1, 810.99 and 302.6.\n"


# Posts of every kind on the real project: numbers of each era, current, renumbered, removed, other parts of the
# rulebook, never printed, in capitals; the post's own links and code; other languages; bracketed card names.
POSTS = {
    "eras": (
        "Under 606.6e both players of a team pass together; see rule 606.5 as well.\n"
        "806.10c says the team's life total is set; 810.10 does not exist yet.\n"
        "Per 810.7b a one-shot effect... Also see 810.99, 302.6, 103.4 and 704.\n"
        "As 810.7C says (and 805.10B), but not 810.7cool; 606.4a, 810.4 and 805.4.\n"
    ),
    "markup": (
        "Rule 810.4 is the life total. Old thread: https://forum.example/t/810.7c?page=806.10\n"
        "[my notes on 810.5](/wiki/810.5) <b>810.9c</b> [quote=810.3]805.4[/quote] `810.7b` then 810.7a.\n"
        "```\nrule 810.7d in a fenced block\n```\n"
        '<script>alert(1)</script> 810.9c "x" & y\n'
    ),
    "cards": (
        "With [[Guttersnipe]] out and [c]Ange de platine[/c] too, see 810.9; [[Zzyzx Qwerty]] and [[Fireball 810.9]].\n"
    ),
}
LANGUAGE_POSTS = {
    "es": "Ver la regla 810.9c y la regla 806.10c; la regla 810.99 no existe. 606.6e también.\n",
    "fr": "Voir la règle 810.9c et la règle 806.10c ; la règle 810.99 n'existe pas. 606.6e aussi.\n",
    "ja": "ルール810.9c と ルール806.10c 参照。810.99 はない。606.6e も。\n",
}
DATES = (None, "2005-09", "2008-11", "2010-03-15", "2015-01-10", "2018-04-27", "2031-05")


@pytest.fixture()
def settled_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Files count as settled however recently they changed (a scratch copy is seconds old)."""
    monkeypatch.setattr(files.cache, "SETTLE_NS", 0)


@pytest.fixture()
def builds(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The roots whose numbers are built from the graph from now on, in order."""
    built: list[Path] = []
    real = linkcache.built_document

    def counted(root: Path) -> dict[str, object]:
        built.append(root)
        return real(root)

    monkeypatch.setattr(linkcache, "built_document", counted)
    return built


def never_built(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on, building the numbers from the graph fails the test: they must come from the saved file."""
    monkeypatch.setattr(linkcache, "built_document", lambda root: pytest.fail(f"the graph was built for {root}"))


def link(capsys: pytest.CaptureFixture[str], root: Path, post: Path, *options: str) -> tuple[int, str, str]:
    """``twohg --root <root> link <post> <options>``: status, output, errors."""
    return run_cli(capsys, "--root", str(root), "link", str(post), *options)


def link_alone(root: Path, post: Path) -> tuple[int, str, list[str]]:
    """``twohg link`` in a new Python process: status, output, the heavy modules it imported."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT / "scripts")}
    environment.pop("TWOHG_CARDS", None)
    done = subprocess.run(
        [sys.executable, "-c", CLI_ALONE, "--root", str(root), "link", str(post)],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
        check=False,
    )
    return done.returncode, done.stdout, json.loads(done.stderr.splitlines()[-1])


def saved_file(root: Path) -> Path:
    return root / files.CACHE_DIR / linkcache.CACHE_FILE


def forged(data: bytes) -> bytes:
    """The cache file with every number's first meaning's summary and current numbers changed, its checksum held."""
    header, _, payload = data.partition(b"\n")
    document = json.loads(payload)
    for row in document["numbers"]["numbers"]:
        for meaning in row[2]:
            meaning[8][0] = ["999.9z"]
    head = json.loads(header)
    body = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    head["sha256"] = hashlib.sha256(body).hexdigest()
    return json.dumps(head).encode("utf-8") + b"\n" + body


@pytest.fixture()
def mini_post(tmp_path: Path) -> Path:
    path = tmp_path / "post.txt"
    path.write_text(MINI_POST, encoding="utf-8")
    return path


# --- the saved numbers are the resolver's ------------------------------------------------------------------


def test_the_numbers_saved_read_back_as_the_resolvers_answers() -> None:
    resolver = real_loaded()[1].resolver
    read = Numbers.of_document(json.loads(json.dumps(resolver.document())))
    assert (read.chain, read.dates, read.newest) == (resolver.chain, resolver.dates, resolver.newest)
    assert list(read) == list(resolver)  # every resolution, its meanings, their "now", reuses, other parts
    for resolution in resolver:
        assert read.thens(resolution.number) == resolver.thens(resolution.number), resolution.number
    for typed in ("810.99", "606.6E", "805.4", "999.1", "103.4", "810"):
        assert (read.find(typed), read.nearest(typed)) == (resolver.find(typed), resolver.nearest(typed))


@pytest.fixture()
def real_numbers_saved(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The real project's numbers saved in its cache folder (from the session's graph), then never built again."""
    from conftest import sharing_the_graph

    with sharing_the_graph():
        linkcache.saved_document(ROOT)
    assert linkcache.NUMBERS.read(ROOT, linkcache.checked) is not None, "the real project's numbers were not saved"
    never_built(monkeypatch)
    yield


def _cases() -> list[tuple[str, str, tuple[str, ...]]]:
    cases: list[tuple[str, str, tuple[str, ...]]] = []
    for fmt in ("markdown", "bbcode", "html"):
        for date in DATES:
            dated = () if date is None else ("--date", date)
            cases += [(name, "en", ("--format", fmt, *dated)) for name in POSTS if name != "cards"]
            cases += [
                (name, language, ("--format", fmt, "--lang", language, *dated))
                for name in ("eras",)
                for language in ("es", "fr", "ja")
            ]
            cases += [
                (language, language, ("--format", fmt, "--lang", language, *dated)) for language in LANGUAGE_POSTS
            ]
    cases += [("eras", "en", ("--base", "/2hg/")), ("markup", "en", ("--base", "https://elsewhere.example/rules"))]
    return cases


def test_twohg_link_prints_the_same_from_the_saved_numbers_as_from_the_graph(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, real_numbers_saved: None
) -> None:
    graph = real_loaded()[1]
    posts = {**POSTS, **LANGUAGE_POSTS}
    for name, text in posts.items():
        (tmp_path / f"{name}.txt").write_text(text, encoding="utf-8")
    saved = []
    for name, _, options in _cases():
        saved.append(link(capsys, ROOT, tmp_path / f"{name}.txt", *options))
    # The same posts with the numbers straight from the graph's resolver, as before anything was saved.
    monkeypatch.setattr(linkcache, "saved_numbers", lambda root, warn=None: (graph.resolver, graph.notices))
    from_graph = [link(capsys, ROOT, tmp_path / f"{name}.txt", *options) for name, _, options in _cases()]
    assert saved == from_graph
    linked = "\n".join(out for _, out, _ in saved)
    for kind in (
        "@2008-11-01/",
        "(in the edition of",
        "removed on",
        "/es/r/",
        "/fr/r/",
        "/ja/r/",
        '<a href="',
        "[url=",
    ):
        assert kind in linked, kind  # every kind of link was made, and made alike
    assert any("not a Two-Headed Giant rule on" in err for _, _, err in saved)


@pytest.mark.skipif(not REAL_CARDS.exists(), reason=f"no card data at {REAL_CARDS} (set TWOHG_CARDS)")
def test_twohg_link_links_the_same_cards_from_the_saved_numbers(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, real_numbers_saved: None
) -> None:
    from conftest import sharing_the_graph

    graph = real_loaded()[1]
    post = tmp_path / "cards.txt"
    post.write_text(POSTS["cards"], encoding="utf-8")
    options = ("--cards", str(REAL_CARDS), "--lang", "fr", "--date", "2015-01-10")
    with sharing_the_graph():  # the card part of the search records, built once from the session's graph
        saved = link(capsys, ROOT, post, *options)
    monkeypatch.setattr(linkcache, "saved_numbers", lambda root, warn=None: (graph.resolver, graph.notices))
    with sharing_the_graph():
        assert link(capsys, ROOT, post, *options) == saved
    assert "/fr/cards/view/#guttersnipe" in saved[1] and "/fr/r/810.9@2015-01-10/" in saved[1]


# --- saved, read without the graph, built again when they change ----------------------------------------------


def test_fresh_numbers_link_without_the_graph(
    mini_root: Path, mini_post: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None, builds: list[Path]
) -> None:
    status, built, err = link(capsys, mini_root, mini_post, "--date", "2008-11")
    assert status == 0 and "606.4a@2008-11-01/" in built and builds == [mini_root]
    assert saved_file(mini_root).is_file()
    assert link(capsys, mini_root, mini_post, "--date", "2008-11") == (0, built, err)
    assert builds == [mini_root]  # read from the file the first call saved
    status, out, heavy = link_alone(mini_root, mini_post)
    assert status == 0 and "[810.4](https://2hg.example/r/810.4/)" in out
    assert heavy == []


def test_a_changed_source_builds_the_numbers_again(
    mini_root: Path, mini_post: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None, builds: list[Path]
) -> None:
    first = link(capsys, mini_root, mini_post)
    faq = mini_root / FAQ
    before = faq.stat()
    faq.write_text(faq.read_text(encoding="utf-8").replace(SAID, CHANGED), encoding="utf-8")
    os.utime(faq, ns=(before.st_atime_ns, before.st_mtime_ns))  # as a copy that keeps times would
    assert link(capsys, mini_root, mini_post) == first
    assert builds == [mini_root, mini_root]
    assert link(capsys, mini_root, mini_post) == first
    assert builds == [mini_root, mini_root]  # and saved anew


def test_a_change_of_the_code_builds_the_numbers_again(
    mini_root: Path,
    mini_post: Path,
    capsys: pytest.CaptureFixture[str],
    settled_at_once: None,
    builds: list[Path],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    first = link(capsys, mini_root, mini_post)
    code = {"twohg": files.code_folder()}
    # Another package (its files' state and content): the numbers it saved are not this code's.
    monkeypatch.setattr(files.cache, "code_folder", lambda: mini_root / "docs")
    assert files.cache_inputs(mini_root)["twohg"] != code["twohg"]
    assert link(capsys, mini_root, mini_post) == first
    assert builds == [mini_root, mini_root]


def test_numbers_edited_with_their_checksum_made_to_hold_or_copied_are_never_believed(
    mini_root: Path,
    mini_post: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    settled_at_once: None,
    builds: list[Path],
) -> None:
    first = link(capsys, mini_root, mini_post)
    path = saved_file(mini_root)
    path.write_bytes(forged(path.read_bytes()))
    assert linkcache.NUMBERS.decode(path.read_bytes(), linkcache.checked) is not None  # only its seal tells
    assert link(capsys, mini_root, mini_post) == first
    assert "999.9z" not in path.read_text(encoding="utf-8")  # built and saved again
    assert builds == [mini_root, mini_root]
    # Edited without a checksum to hold: not believed either.
    path.write_bytes(path.read_bytes().replace(b"810.4", b"810.5"))
    assert link(capsys, mini_root, mini_post) == first
    assert len(builds) == 3
    # The same project copied with its cache (an archive unpacked elsewhere): the copy builds its own...
    copy = tmp_path / "copy"
    shutil.copytree(mini_root, copy, symlinks=True)
    assert link(capsys, copy, mini_post) == first
    assert builds[3:] == [copy]
    # ...and the original's sealed numbers still serve it.
    assert link(capsys, mini_root, mini_post) == first
    assert builds[3:] == [copy]


def test_a_seal_naming_another_file_is_not_believed(
    mini_root: Path, mini_post: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None, builds: list[Path]
) -> None:
    first = link(capsys, mini_root, mini_post)
    seal = mini_root / files.CACHE_DIR / linkcache.SEAL_FILE
    key = files.cache.seal_key(mini_root, make=False)
    assert key is not None
    seal.write_bytes(linkcache.NUMBERS.seal_of(key, "1:2:3:4:5", saved_file(mini_root).read_bytes()))
    assert link(capsys, mini_root, mini_post) == first
    assert builds == [mini_root, mini_root]


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda data: data[: len(data) // 2], id="truncated"),
        pytest.param(lambda data: b"", id="empty"),
        pytest.param(lambda data: data.split(b"\n", 1)[0] + b"\n[]", id="emptied"),
        pytest.param(
            lambda data: data.replace(linkcache.CACHE_FORMAT.encode(), b"twohg-link-cache/0"), id="other-format"
        ),
    ],
)
def test_a_broken_file_is_built_again(
    mini_root: Path,
    mini_post: Path,
    capsys: pytest.CaptureFixture[str],
    settled_at_once: None,
    builds: list[Path],
    damage: object,
) -> None:
    first = link(capsys, mini_root, mini_post)
    path = saved_file(mini_root)
    path.write_bytes(damage(path.read_bytes()))  # type: ignore[operator]
    assert link(capsys, mini_root, mini_post) == first
    assert builds == [mini_root, mini_root]
    assert linkcache.NUMBERS.read(mini_root, linkcache.checked) is not None  # saved again, whole


def test_a_sealed_file_that_does_not_read_is_built_again(
    mini_root: Path, mini_post: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None, builds: list[Path]
) -> None:
    # Of the right shape, checksummed and sealed, yet not numbers (as a file forged seal and all would be).
    first = link(capsys, mini_root, mini_post)
    saved = linkcache.NUMBERS.read(mini_root, linkcache.checked)
    assert saved is not None
    saved.document["numbers"]["numbers"] = [["810.4", False, [["x"]], None, []]]
    linkcache.NUMBERS.write(mini_root, saved.document, saved.key, saved.state)
    assert link(capsys, mini_root, mini_post) == first
    assert builds == [mini_root, mini_root]


def test_a_change_a_moment_ago_is_not_trusted_to_the_clock(
    mini_root: Path, mini_post: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The scratch copy was written just now: the numbers serve this call but are not saved as fresh.
    status, out, _ = link(capsys, mini_root, mini_post)
    assert status == 0 and "[810.4](" in out
    assert not saved_file(mini_root).exists()


def test_the_sites_address_is_read_again_only_when_mkdocs_yml_changes(
    mini_root: Path,
    mini_post: Path,
    capsys: pytest.CaptureFixture[str],
    settled_at_once: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import twohg.site.config

    status, first, flagged = link(capsys, mini_root, mini_post)
    assert status == 0 and "](https://2hg.example/r/810.4/)" in first
    assert (mini_root / files.CACHE_DIR / linkcache.SITE_FILE).is_file()
    read = twohg.site.config.configured_site_url
    monkeypatch.setattr(twohg.site.config, "configured_site_url", lambda *_: pytest.fail("mkdocs.yml was read"))
    assert link(capsys, mini_root, mini_post) == (0, first, flagged)
    # Another address: read again (the same length and times, as a copy that keeps them would leave it).
    config = mini_root / "mkdocs.yml"
    before = config.stat()
    config.write_text(config.read_text(encoding="utf-8").replace("2hg.example", "2hg.elsewh"), encoding="utf-8")
    os.utime(config, ns=(before.st_atime_ns, before.st_mtime_ns))
    monkeypatch.setattr(twohg.site.config, "configured_site_url", read)
    status, out, _ = link(capsys, mini_root, mini_post)
    assert status == 0 and out == first.replace("2hg.example", "2hg.elsewh")
    # An address that is none: refused at its line at every call, never saved.
    config.write_text(
        config.read_text(encoding="utf-8").replace("https://2hg.elsewh/", "javascript:x"), encoding="utf-8"
    )
    for _ in range(2):
        status, out, err = link(capsys, mini_root, mini_post)
        assert status == 1 and out == "" and err.startswith("mkdocs.yml:")


# --- nothing written outside the project's cache folder -------------------------------------------------------


def test_a_cache_folder_that_is_a_link_is_never_written_through(
    mini_root: Path, mini_post: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (mini_root / files.CACHE_DIR).symlink_to(elsewhere)
    status, out, err = link(capsys, mini_root, mini_post)
    assert status == 0 and "[810.4](" in out
    said = [line for line in err.splitlines() if line.startswith("twohg link:")]
    assert len(said) == 2 and said[0].startswith("twohg link: cannot save the site's address in .twohg-cache/")
    assert said[1].startswith("twohg link: cannot save the rule numbers in .twohg-cache/")
    assert list(elsewhere.iterdir()) == []


def test_a_link_planted_in_the_cache_folder_is_replaced_not_followed(
    mini_root: Path, mini_post: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], settled_at_once: None
) -> None:
    target = tmp_path / "victim.txt"
    target.write_text("keep me\n", encoding="utf-8")
    folder = mini_root / files.CACHE_DIR
    folder.mkdir()
    for name in (linkcache.CACHE_FILE, linkcache.SEAL_FILE, linkcache.SITE_FILE, linkcache.SITE_SEAL):
        (folder / name).symlink_to(target)
    status, out, _ = link(capsys, mini_root, mini_post)
    assert status == 0 and "[810.4](" in out
    assert target.read_text(encoding="utf-8") == "keep me\n"
    assert not saved_file(mini_root).is_symlink() and linkcache.NUMBERS.read(mini_root, linkcache.checked) is not None

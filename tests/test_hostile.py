"""Hostile input: nothing outside the project is read, nothing outside the output folder written, one line a problem."""

from __future__ import annotations

import gzip
import os
import socket
import stat
import struct
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import run_cli as run
from conftest import served
from twohg import files
from twohg.cli import main
from twohg.site.markdown import inline, title

FAQ = "### Is this a question?\n\nYes, and this is its answer.\n"
ENTRY = (
    "  - id: {id}\n    file: {file}\n    language: en\n    kind: faq\n    title: {title}\n"
    "    date: 2005-09-05\n    date_evidence: stated\n    contents: a FAQ\n"
)


def small_project(root: Path, entries: str = "") -> Path:
    """A project with one tiny FAQ source and no rulebook: `twohg check` runs on it in milliseconds."""
    (root / "rules_src").mkdir(parents=True)
    (root / "rules_src" / "faq.md").write_text(FAQ, encoding="utf-8")
    catalogue = "sources:\n" + ENTRY.format(id="faq", file="faq.md", title="A FAQ") + entries
    (root / "rules_src" / "sources.yaml").write_text(catalogue, encoding="utf-8")
    return root


def test_a_small_project_checks_clean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--root", str(small_project(tmp_path)), "check")
    assert status == 0, err and "faq" in out


def test_a_catalogue_file_outside_the_project_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("CANARY-secret-line\n", encoding="utf-8")
    root = small_project(tmp_path / "project")
    (root / "rules_src" / "leak.md").symlink_to(secret)
    (root / "rules_src" / "zero.md").symlink_to("/dev/zero")
    entries = ENTRY.format(id="leak", file="leak.md", title="L") + ENTRY.format(id="zero", file="zero.md", title="Z")
    entries += ENTRY.format(id="up", file="../../secret.txt", title="U")
    (root / "rules_src" / "sources.yaml").write_text(
        (root / "rules_src" / "sources.yaml").read_text(encoding="utf-8") + entries, encoding="utf-8"
    )
    status, out, err = run(capsys, "--root", str(root), "check")
    assert status == 1 and "CANARY" not in out + err
    lines = err.strip().splitlines()[:-1]
    assert any("source 'leak'" in line and "outside the project's input folders" in line for line in lines)
    assert any("source 'zero'" in line and "outside the project's input folders" in line for line in lines)
    assert any("must be a plain relative path under rules_src/" in line for line in lines)
    assert all(line.startswith("rules_src/sources.yaml:") for line in lines)


@pytest.mark.parametrize("target", ["rules_src", "docs", ".", "..", "rules_src/sub"])
def test_the_output_folder_may_not_hold_the_inputs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], target: str
) -> None:
    root = small_project(tmp_path / "project")
    (root / "docs").mkdir()
    (root / "docs" / "index.md").write_text("# Home\n", encoding="utf-8")
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    status, _, err = run(capsys, "--root", str(root), "build", "--site-dir", target)
    assert status == 2 and err.startswith(f"twohg build: --site-dir {target}: ") and len(err.splitlines()) == 1
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*")) == before


def test_a_folder_that_is_not_a_build_of_ours_is_not_replaced(tmp_path: Path) -> None:
    root = small_project(tmp_path / "project")
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("keep me", encoding="utf-8")
    with pytest.raises(files.UnsafePath, match="is not a previous build of the site"):
        files.check_output(mine, root)
    with pytest.raises(files.UnsafePath):
        files.check_output(Path.home(), root)
    # A marker copied from a real build proves nothing: it does not list notes.txt.
    built = tmp_path / "built"
    built.mkdir()
    (built / "index.html").write_text("a site", encoding="utf-8")
    files.write_manifest(built)
    (mine / files.SITE_MARKER).write_bytes((built / files.SITE_MARKER).read_bytes())
    with pytest.raises(files.UnsafePath, match="holds files no build of this project wrote: notes.txt"):
        files.check_output(mine, root)
    (mine / files.SITE_MARKER).write_text("x", encoding="utf-8")  # the old marker, or any other text
    with pytest.raises(files.UnsafePath, match="has no .twohg-site manifest"):
        files.check_output(mine, root)
    assert files.check_output(built, root) == built.resolve()
    (built / "index.html").write_text("edited by hand", encoding="utf-8")
    with pytest.raises(files.UnsafePath, match=r"index.html \(changed since the build\)"):
        files.check_output(built, root)


def _built(site: Path, text: str) -> None:
    """A build of ``text`` into ``site`` as the build makes it: staging, then the swap."""
    with files.staging_folder(site) as staging:
        (staging / "site").mkdir()
        (staging / "site" / "index.html").write_text(text, encoding="utf-8")
        files.replace_folder(staging / "site", site)


def _leftovers(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir() if path.name.startswith("."))


def test_an_interrupted_build_is_recovered_and_cleaned(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    site = tmp_path / "site"
    _built(site, "previous")
    staging = files.new_staging_folder(site)
    (staging / "site").mkdir()
    (staging / "site" / "index.html").write_text("new", encoding="utf-8")
    stale = files.new_staging_folder(tmp_path / "other")  # another build's staging, killed: not this site's
    rename = Path.rename

    def killed(self: Path, target: Path) -> Path:  # the build dies between its two renames
        if self == staging / "site":
            raise SystemExit("killed")
        return rename(self, target)

    monkeypatch.setattr(Path, "rename", killed)
    with pytest.raises(SystemExit):
        files.replace_folder(staging / "site", site)
    monkeypatch.undo()
    assert not site.exists()  # the previous site waits aside, recorded
    foreign = tmp_path / ".site-notes"  # not ours: left alone
    foreign.mkdir()
    (foreign / files.SITE_MARKER).write_text("x", encoding="utf-8")
    again = files.new_staging_folder(site)
    assert (site / "index.html").read_text(encoding="utf-8") == "previous"
    assert not staging.exists() and foreign.exists() and again.exists() and stale.exists()
    files.remove_tree(again)
    _built(site, "new")
    assert (site / "index.html").read_text(encoding="utf-8") == "new"
    assert files.not_a_previous_build(site) is None
    assert _leftovers(tmp_path) == sorted([".other.builds", ".site-notes", stale.name])


def test_a_backup_named_like_a_leftover_is_never_touched(tmp_path: Path) -> None:
    import shutil

    site = tmp_path / "site"
    _built(site, "previous")
    # A user's copies of a real build under the names a killed build leaves: valid manifests, yet no
    # build made these folders, so none is deleted or moved into place, with the site there or not.
    backup = tmp_path / ".site-old-4242"
    shutil.copytree(site, backup)
    staging_like = tmp_path / ".site-mine"
    shutil.copytree(files.new_staging_folder(tmp_path / "other"), staging_like)
    with files.staging_folder(site) as staging:
        (staging / "index.html").write_text("new", encoding="utf-8")
        files.replace_folder(staging, site)
    files.remove_tree(site)
    with files.staging_folder(site):
        pass
    assert not site.exists()
    assert (backup / "index.html").read_text(encoding="utf-8") == "previous"
    assert files.not_a_previous_build(backup) is None and staging_like.is_dir()
    assert ".site.builds" not in _leftovers(tmp_path)  # nothing pending: no journal


def test_a_file_saved_into_the_site_during_the_build_stops_the_swap(tmp_path: Path) -> None:
    site = tmp_path / "site"
    _built(site, "previous")
    for intruder in ("notes.txt", "index.html"):
        staging = files.new_staging_folder(site)
        (staging / "index.html").write_text("new", encoding="utf-8")
        (site / intruder).write_text("saved while the build ran", encoding="utf-8")  # after the start's check
        with pytest.raises(files.UnsafePath, match=f"site changed while the build ran .*{intruder}"):
            files.replace_folder(staging, site)
        assert (site / intruder).read_text(encoding="utf-8") == "saved while the build ran"
        assert not [name for name in _leftovers(tmp_path) if "-old-" in name]
        files.remove_tree(staging)
        files.remove_tree(site)
        _built(site, "previous")
    # A folder made where there was none while the build ran is not replaced either.
    files.remove_tree(site)
    staging = files.new_staging_folder(site)
    site.mkdir()
    (site / "mine.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(files.UnsafePath, match="changed while the build ran"):
        files.replace_folder(staging, site)
    assert (site / "mine.txt").exists()


def test_a_symbolic_link_under_docs_is_refused(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "passwd.md").symlink_to("/etc/passwd")
    with pytest.raises(files.UnsafePath, match="docs/passwd.md: a symbolic link"):
        files.copy_tree(docs, tmp_path / "copy")
    assert not (tmp_path / "copy").exists()


def test_data_files_that_are_not_utf8_are_one_problem_at_their_line(
    project_copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lineage = project_copy / "rules_src" / "alignment" / "lineage.yaml"
    lineage.write_bytes(lineage.read_bytes().replace(b"Reviewed lineage", b"Revi\xe9wed lineage", 1))
    status, _, err = run(capsys, "--root", str(project_copy), "graph", "--json")
    assert status == 1
    assert err.splitlines()[0] == "rules_src/alignment/lineage.yaml:1: not UTF-8: byte 0xE9 cannot be decoded"


def test_a_giant_line_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = small_project(tmp_path)
    (root / "rules_src" / "faq.md").write_text(FAQ + "x" * 30_000 + "\n", encoding="utf-8")
    status, _, err = run(capsys, "--root", str(root), "check")
    assert status == 1 and "rules_src/faq.md:4: line of 30000 characters, longer than the 20000 allowed" in err


def test_titles_and_text_drop_control_characters() -> None:
    payload = "P \x9b ![a](data:,x){: onerror=alert(document.domain) } \ufffe <b>"
    assert "\x9b" not in title(payload) and "\ufffe" not in title(payload) and "<" not in title(payload)
    assert title(payload).isascii()  # JSON escapes: a valid YAML scalar whatever the input
    rendered = inline(payload)
    assert "\x9b" not in rendered and "<" not in rendered and "(" not in rendered and "{" not in rendered


def test_serve_lists_no_folder_and_refuses_bad_paths(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "index.html").write_text("home", encoding="utf-8")
    with served(tmp_path) as base:
        for path, code in (("/sub/", 404), ("/%00", 400), ("/..%2f..%2fetc/passwd", 400), ("/a%5cb", 400)):
            with pytest.raises(urllib.error.HTTPError) as raised:
                urllib.request.urlopen(base + path, timeout=5)
            assert raised.value.code == code, path
        assert urllib.request.urlopen(base + "/", timeout=5).read() == b"home"


def test_serve_answers_a_name_longer_than_any_file_can_have(tmp_path: Path) -> None:
    (tmp_path / "404.html").write_text("the site's own not found", encoding="utf-8")
    long_paths = ["/" + "a" * 256, "/rules/" + "%C3%A9" * 128 + "/", "/" + "a/" * 2100, "/" + "b" * 5000 + ".css"]
    with served(tmp_path) as base:
        for path in long_paths:
            for method in ("GET", "HEAD"):
                request = urllib.request.Request(base + path, method=method)
                with pytest.raises(urllib.error.HTTPError) as raised:
                    urllib.request.urlopen(request, timeout=5)
                assert raised.value.code == 404, (path[:20], method)
                if method == "GET":
                    assert raised.value.read() == b"the site's own not found"
        assert urllib.request.urlopen(base + "/404.html", timeout=5).status == 200  # the server lives on


def test_serve_compresses_text_as_a_static_host_does(tmp_path: Path) -> None:
    page = "<p>" + "Two-Headed Giant " * 200 + "</p>"
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "index.html").write_text(page, encoding="utf-8")
    (tmp_path / "logo.png").write_bytes(b"\x89PNG" + bytes(200))
    with served(tmp_path) as base:

        def fetch(path: str, accept: str | None) -> tuple[bytes, dict[str, str]]:
            headers = {"Accept-Encoding": accept} if accept else {}
            with urllib.request.urlopen(urllib.request.Request(base + path, headers=headers), timeout=5) as response:
                return response.read(), dict(response.headers)

        body, headers = fetch("/rules/", "gzip, deflate, br")
        assert headers["Content-Encoding"] == "gzip" and headers["Vary"] == "Accept-Encoding"
        assert int(headers["Content-Length"]) == len(body) < len(page) / 10
        assert gzip.decompress(body).decode("utf-8") == page
        assert fetch("/rules/", "gzip")[0] == body  # the same bytes every time
        # Not to a client that does not accept it, nor an image (compressed already).
        for path, accept in (("/rules/", None), ("/rules/", "gzip;q=0, br"), ("/logo.png", "gzip")):
            body, headers = fetch(path, accept)
            assert "Content-Encoding" not in headers, (path, accept)
        assert fetch("/rules/", "identity")[0].decode("utf-8") == page


def test_serve_closes_an_idle_or_slow_connection(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from twohg.site import serve

    assert 0 < (serve.SiteRequestHandler.timeout or 0) <= 60  # served for real: an idle connection is closed
    monkeypatch.setattr(serve.SiteRequestHandler, "timeout", 0.5)  # here, sooner
    (tmp_path / "index.html").write_text("home", encoding="utf-8")
    with served(tmp_path) as base:
        address = urllib.parse.urlsplit(base)
        idle = socket.create_connection((address.hostname, address.port), timeout=5)
        slow = socket.create_connection((address.hostname, address.port), timeout=5)
        slow.sendall(b"GET /index.html HTTP/1.1\r\n")  # and never the rest
        started = time.monotonic()
        assert idle.recv(100) == b"" and slow.recv(100) == b""  # closed by the server, not by the client's 5 s
        assert time.monotonic() - started < 4
        with urllib.request.urlopen(base + "/index.html", timeout=5) as response:  # the server lives on
            assert response.read() == b"home"


def test_serve_is_quiet_when_a_browser_hangs_up(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # A browser cancels requests all the time (a page left, a fetch aborted): the server's thread then
    # fails to write. That is no error of the site's and prints nothing; the server keeps serving.
    (tmp_path / "big.png").write_bytes(bytes(range(256)) * 40_000)  # 10 MB, sent as it is
    threads = threading.active_count()
    with served(tmp_path) as base:
        address = urllib.parse.urlsplit(base)
        for _ in range(3):
            client = socket.create_connection((address.hostname, address.port), timeout=5)
            client.sendall(b"GET /big.png HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            assert client.recv(12).startswith(b"HTTP/1.")  # the answer has begun...
            client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            client.close()  # ...and the client resets the connection
        with urllib.request.urlopen(base + "/big.png", timeout=10) as response:
            assert len(response.read()) == 10_240_000
        deadline = time.monotonic() + 5
        while threading.active_count() > threads + 1 and time.monotonic() < deadline:  # the requests' threads end
            time.sleep(0.05)
    err = capsys.readouterr().err
    assert "Traceback" not in err and "Exception occurred" not in err, err


def test_serve_refuses_a_port_that_is_no_port(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit, match="port 70000 is not a TCP port"):
        main(["--root", str(tmp_path), "serve", "--site-dir", str(tmp_path), "--port", "70000"])


_HOSTILE = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["&a x", "*a", "!!python/object:os.system", "{a: 1}", "[1, 2]", "2012-02-30", "42", "null"]),
    st.sampled_from(["\x9b", "\ufffe", "\u202e", "\x00", "\n", "\r"]).map(lambda c: f"a{c}b"),
    st.sampled_from(["../../etc/passwd", "/etc/passwd", "faq.md\n", "C:\\\\x.md"]),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(field=st.sampled_from(["id", "file", "title", "date", "language"]), value=_HOSTILE)
def test_any_hostile_catalogue_value_is_a_clean_run_or_file_line_problems(
    tmp_path_factory: pytest.TempPathFactory, capsys: pytest.CaptureFixture[str], field: str, value: str
) -> None:
    # Its own folder: what is compared before and after is this project and its canary, not every
    # other test's scratch files.
    root = small_project(tmp_path_factory.mktemp("hostile") / "project")
    secret = root.parent / "canary.txt"
    secret.write_text("CANARY-line\n", encoding="utf-8")
    entry = {"id": "two", "file": "faq.md", "title": "T", "date": "2005-09-05", "language": "en"}
    entry[field] = value
    text = "sources:\n" + ENTRY.format(id="faq", file="faq.md", title="A FAQ")
    text += (
        f"  - id: {entry['id']}\n    file: {entry['file']}\n    language: {entry['language']}\n    kind: faq\n"
        f"    title: {entry['title']}\n    date: {entry['date']}\n    date_evidence: stated\n    contents: c\n"
    )
    (root / "rules_src" / "sources.yaml").write_bytes(text.encode("utf-8", "surrogatepass"))
    before = {p for p in root.parent.rglob("*")}
    status = main(["--root", str(root), "check"])
    out, err = capsys.readouterr()
    assert status in (0, 1)
    assert "Traceback" not in err and "CANARY" not in out + err
    if status == 1:
        *problems, summary = err.strip().splitlines()
        assert problems and summary.startswith("twohg check: ")
        assert all(line.split(":", 2)[1].isdigit() and line.startswith("rules_src/") for line in problems)
    assert {p for p in root.parent.rglob("*")} == before
    os.remove(secret)


@pytest.mark.parametrize("name", ["lineage.yaml", "explanations.yaml"])
def test_an_alias_chain_in_a_reviewed_file_is_refused_at_once(project_copy: Path, name: str) -> None:
    from twohg.graph.align import parse_reviewed as parse_lineage
    from twohg.graph.explain import parse_reviewed as parse_explanations

    bomb = "a: &a [x, x]\n" + "".join(f"a{i}: &a{i} [*a{i - 1 if i > 1 else ''}, *a]\n" for i in range(1, 12))
    if name == "lineage.yaml":
        _, problems = parse_lineage(bomb, "rules_src/alignment/lineage.yaml", (), ())
    else:
        _, problems = parse_explanations(bomb, "rules_src/alignment/explanations.yaml")
    assert [p.message for p in problems] == [
        "not valid YAML: anchors and aliases (& and *) are not allowed in data files"
    ]


@pytest.mark.parametrize(
    "name",
    ["Magic\nsources.yaml:1: all is well.txt", "Magic\x1b[2J\x1b]0;owned\x07.txt", "Magic\u202eexe.txt"],
)
def test_a_file_name_cannot_forge_a_message_or_drive_the_terminal(
    mini_root: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    (mini_root / "rules_src" / "cr-archive" / name).write_bytes(b"\xff\xfe\xfd not a rulebook\n")
    status, _, err = run(capsys, "--root", str(mini_root), "check")
    assert status == 1
    problem, summary = err.splitlines()
    assert problem.startswith(("rules_src/cr-archive/Magic\\x", "rules_src/cr-archive/Magic\\u202e"))
    assert problem.isprintable() and "\x1b" not in err and "\u202e" not in err
    assert summary == "twohg check: 1 problem, nothing written"


@pytest.mark.parametrize("mark", ["\u200e", "\u200f", "\u061c", "\u200b", "\u2060"])
def test_a_data_file_may_not_hold_bidirectional_marks_or_invisible_characters(
    mini_root: Path, capsys: pytest.CaptureFixture[str], mark: str
) -> None:
    cards = mini_root / "rules_src" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace('"Flame Rift"', f'"Flame{mark} Rift"', 1), encoding="utf-8")
    status, _, err = run(capsys, "--root", str(mini_root), "graph", "--json")
    assert status == 1
    assert f"rules_src/cards.yaml:13: control character U+{ord(mark):04X} is not allowed" in err


@pytest.mark.parametrize(
    ("base", "said"),
    [
        ("javascript:alert(1)//", "is not an http(s) address with a host, nor a path on the site"),
        ("JavaScript:alert`1`", "is not an http(s) address with a host, nor a path on the site"),
        ("data:text/html,<b>x</b>", "is not an http(s) address with a host, nor a path on the site"),
        ("ftp://files.example/", "is not an http(s) address with a host, nor a path on the site"),
        ("https://", "is not an http(s) address with a host, nor a path on the site"),
        ("//evil.example/", "names another host without a scheme: write https://evil.example/"),
        ('https://2hg.example/"onmouseover="alert(1)', "holds characters a link address may not"),
        ("https://2hg.example/a b/", "holds characters a link address may not"),
        ("https://2hg.example/?q=1", "holds characters a link address may not"),
    ],
)
def test_link_takes_only_http_addresses_and_site_paths_as_base(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], base: str, said: str
) -> None:
    post = tmp_path / "post.txt"
    post.write_text("See 810.4.\n", encoding="utf-8")
    from conftest import MINI

    with pytest.raises(SystemExit) as raised:
        main(["--root", str(MINI), "link", str(post), "--format", "html", "--base", base])
    _, err = capsys.readouterr()
    assert raised.value.code == 2
    assert err.splitlines()[-1].startswith("twohg link: error: argument --base: ") and said in err


@pytest.mark.parametrize(
    ("base", "link"),
    [
        ("", "https://2hg.example/r/810.4/"),  # site_url of the mini corpus' mkdocs.yml
        ("https://2hg.example", "https://2hg.example/r/810.4/"),
        ("/2hg/", "/2hg/r/810.4/"),
        ("../", "../r/810.4/"),
    ],
)
def test_link_bases_that_are_addresses(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], base: str, link: str
) -> None:
    from conftest import MINI

    post = tmp_path / "post.txt"
    post.write_text("See 810.4.\n", encoding="utf-8")
    status, out, _ = run(capsys, "--root", str(MINI), "link", str(post), "--format", "html", "--base", base)
    assert status == 0 and out == f'See <a href="{link}">810.4</a>.<br>\n'


def test_a_huge_search_query_is_cut_at_a_word_and_answers_at_once(capsys: pytest.CaptureFixture[str]) -> None:
    import time

    from conftest import MINI

    started = time.perf_counter()
    status, out, _ = run(capsys, "--root", str(MINI), "search", "flame rift " * 20000, "--json")
    assert time.perf_counter() - started < 10
    assert status == 0 and "Flame Rift" in out


def test_bidirectional_controls_in_a_source_reach_no_output(
    mini_root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    faq = mini_root / "rules_src" / "en-dci-2hg-faq-2005.md"
    text = faq.read_text(encoding="utf-8")
    faq.write_text(text.replace("Flame Rift", "Flame\u202e Rift\u2066", 1), encoding="utf-8")
    for command in (["graph", "--json"], ["search", "flame rift"], ["search", "flame rift", "--json"]):
        status, out, err = run(capsys, "--root", str(mini_root), *command)
        assert status == 0, err
        assert "\u202e" not in out and "\u2066" not in out and "\\u202e" not in out, command
    from twohg.graph.assembly import load_graph
    from twohg.site.pages.context import SiteContext
    from twohg.site.search.index import search_files
    from twohg.site.search.records import build_records

    index = search_files(build_records(SiteContext(*load_graph(mini_root))))  # the page's search snippets
    assert all("\u202e" not in str(content) and "\\u202e" not in str(content) for content in index.values())


@pytest.mark.parametrize(
    "journal",
    [
        b"\x00\xff not json",
        b"[1, 2]",
        b'{"../outside": [1, 2], "/etc": [1, 2], ".site-x/../../outside": [1, 2]}',
        b'{".site-old-1": "x", ".site-old-2": [1], ".site-old-3": [1, 2, 3]}',
        b"[" * 100_000,
        b'{"a": ' + b"1" * 200_000 + b"}",
    ],
)
def test_a_journal_written_by_hand_touches_nothing(tmp_path: Path, journal: bytes) -> None:
    site = tmp_path / "site"
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("keep", encoding="utf-8")
    (tmp_path / ".site.builds").write_bytes(journal)
    _built(site, "new")  # the build goes on; the journal's names lead nowhere
    assert (site / "index.html").read_text(encoding="utf-8") == "new"
    assert (outside / "keep.txt").read_text(encoding="utf-8") == "keep"
    assert not (tmp_path / ".site.builds").exists()


@pytest.mark.parametrize("planted", [".site.builds.partial", ".site.builds"])
def test_the_journal_is_never_written_through_a_link_planted_beside_the_site(tmp_path: Path, planted: str) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep", encoding="utf-8")
    (tmp_path / planted).symlink_to(victim)
    staging = files.new_staging_folder(tmp_path / "site")  # recorded in the journal, as a build does
    assert victim.read_text(encoding="utf-8") == "keep"
    files.remove_tree(staging)
    _built(tmp_path / "site", "new")
    assert (tmp_path / "site" / "index.html").read_text(encoding="utf-8") == "new"
    assert victim.read_text(encoding="utf-8") == "keep"
    assert not any(path.name.endswith(".partial") and not path.is_symlink() for path in tmp_path.iterdir())


def test_files_written_into_a_build_never_follow_a_link(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep", encoding="utf-8")
    folder = tmp_path / "out"
    folder.mkdir()
    (folder / "index.html").symlink_to(victim)
    (folder / "dangling.html").symlink_to(tmp_path / "made-outside.html")
    for overwrite in (False, True):
        with pytest.raises(OSError):
            files.write_files(folder, {"index.html": "x"}, overwrite=overwrite)
        with pytest.raises(OSError):
            files.write_files(folder, {"dangling.html": "x"}, overwrite=overwrite)
    assert victim.read_text(encoding="utf-8") == "keep" and not (tmp_path / "made-outside.html").exists()


@pytest.mark.parametrize("kind", ["link", "pipe"])
def test_a_journal_that_is_a_link_or_a_pipe_is_not_read(tmp_path: Path, kind: str) -> None:
    # A named pipe with no writer blocks whoever reads it: the build would hang if it read the journal.
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    journal = tmp_path / ".site.builds"
    if kind == "link":
        journal.symlink_to(pipe)
    else:
        os.mkfifo(journal)
    _built(tmp_path / "site", "new")
    assert (tmp_path / "site" / "index.html").read_text(encoding="utf-8") == "new"
    assert stat.S_ISFIFO(pipe.lstat().st_mode)  # what it pointed to is as it was


#: Lines of the longest length allowed, of the shapes the heading and link patterns once matched in quadratic time
#: (a title's trailing spaces matched lazily: 3 to 7 s a line; brackets without end: 5 s a line).
PATHOLOGICAL = [
    "810. T" + " " * 19_993 + "x",
    "8. T" + " " * 19_995 + "x",
    "## 9. T" + " " * 19_992 + "x",
    "### 9.3 T" + " " * 19_990 + "x",
    "## A" + " " * 19_995 + "x",
    "## Appendix A" + " " * 19_986 + "x",
    "• a" + " " * 19_996 + "x",
    "810. T" + "\t" * 19_993 + "x",
    "[" * 20_000,
    "<https://" * 2_222,
]


@pytest.mark.parametrize(
    ("kind", "language"),
    [
        ("comprehensive-rules", "en"),
        ("comprehensive-rules", "ja"),
        ("tournament-rules", "en"),
        ("faq", "en"),
        ("faq", "fr"),
        ("summary", "ja"),
        ("forum", "en"),
    ],
)
def test_every_parser_reads_the_longest_lines_in_linear_time(kind: str, language: str) -> None:
    # Every shape three times in one file: quadratic patterns take 15 s to minutes; linear ones a tenth of a second.
    import signal

    from twohg.ingest.parsers import ParseContext, parser_for
    from twohg.profiles import profile

    def too_slow(*_: object) -> None:
        raise TimeoutError(f"the {kind} parser is not linear in a line's length")

    lines = ["header", *PATHOLOGICAL, *PATHOLOGICAL, *PATHOLOGICAL, "x"]
    assert all(len(line) <= 20_000 for line in lines)
    previous = signal.signal(signal.SIGALRM, too_slow)
    signal.alarm(10)
    try:
        parser_for(kind)(lines, ParseContext("x", "rules_src/x.txt", profile(language)))
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)

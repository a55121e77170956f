"""The built site asks no other host for anything: the scan of every built file, and the policy in every page."""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from conftest import MINI, copy_project, run_cli, served, settle
from twohg.site import confine

# --- the scan, file by file -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "foreign"),
    [
        ("../assets/a.png", False),
        ("/assets/a.png", False),
        ("data:image/png;base64,AAAA", False),
        ("https://cdn.example/a.png", True),
        ("HTTP://cdn.example/a.png", True),
        ("//cdn.example/a.png", True),
        (" \t//cdn.example/a.png", True),
        ("file:///etc/passwd", True),
        ("\\\\cdn.example\\a.png", True),
    ],
)
def test_what_is_another_host(url: str, foreign: bool) -> None:
    assert confine.is_foreign(url) is foreign


def _found(path: str, text: str) -> list[tuple[int, str]]:
    return [(r.line, r.url) for r in confine.foreign_requests(path, text)]


def test_pages_fetching_from_other_hosts_are_found_at_their_line() -> None:
    page = "\n".join(
        [
            "<!doctype html><html><head>",
            '<link rel="stylesheet" href="https://fonts.example/css">',
            '<link rel="canonical" href="https://2hg.example/">',
            '<meta http-equiv="refresh" content="0; url=https://elsewhere.example/">',
            "</head><body>",
            '<img alt="x" src="../ok.png"> <img src="https://img.example/a.png">',
            '<img srcset="a.png 1x, //img.example/b.png 2x">',
            '<a href="https://wizards.example/">a link is followed only when clicked</a>',
            "<div style=\"background: url('https://img.example/bg.png')\"></div>",
            "<style>@import 'https://fonts.example/x.css';</style>",
            '<svg><image href="https://img.example/c.svg"/></svg>',
            '<iframe src="https&colon;//frame.example/"></iframe>',
            "<script>fetch('https://analytics.example/hit')</script>",
            '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
            "</body></html>",
        ]
    )
    assert _found("about/index.html", page) == [
        (2, "https://fonts.example/css"),
        (4, "https://elsewhere.example/"),
        (6, "https://img.example/a.png"),
        (7, "//img.example/b.png"),
        (9, "https://img.example/bg.png"),
        (10, "https://fonts.example/x.css"),
        (11, "https://img.example/c.svg"),
        (12, "https://frame.example/"),
        (13, "https://analytics.example/hit"),
    ]


def test_the_themes_addresses_are_not_requests_but_a_tag_with_more_is_read() -> None:
    theme = (
        '<head><meta name="description" content="810.4: 30 life &amp; more">'
        '<link rel="canonical" href="https://2hg.example/rules/810.4/">'
        '<link rel="alternate" href="https://2hg.example/es/rules/810.4/" hreflang="es"></head>'
    )
    assert _found("rules/810.4/index.html", theme) == []
    assert not confine._may_request(theme)  # the cheap look skips the page: nothing in it is parsed
    more = theme.replace('<link rel="canonical"', '<link rel="alternate stylesheet"')
    assert _found("rules/810.4/index.html", more) == [(1, "https://2hg.example/rules/810.4/")]
    preload = theme.replace('hreflang="es"', 'hreflang="es" rel="preload" as="image"')
    assert _found("rules/810.4/index.html", preload) == [(1, "https://2hg.example/es/rules/810.4/")]


def test_a_query_s_ampersand_and_the_page_s_own_policy_are_not_read_but_a_reference_or_another_policy_is() -> None:
    link = '<p><a href="../../rules/810.4/?on=2009-12-01&amp;edition=2009-10-01">810.4</a></p>'
    page = confine.with_policy(f"<html><head></head><body>{link}<script>go()</script></body></html>")
    assert confine.has_policy(page) and not confine._may_request(page)  # skipped: nothing in it is parsed
    hidden = page.replace("&amp;edition", "&#47;&#47;img.example/x.png?")  # a reference can hide a host
    assert confine._may_request(hidden)
    theirs = page.replace("connect-src 'self'", "connect-src https://api.example")
    assert not confine.has_policy(theirs) and confine._may_request(theirs)
    changed = page.replace("go()", "went()")  # the script's hash no longer matches: the page needs its policy again
    assert not confine.has_policy(changed)


def test_a_diagram_needs_the_vendored_mermaid_and_a_repository_is_a_request() -> None:
    diagram = '<html><body>\n<pre class="mermaid"><code>flowchart LR</code></pre>\n</body></html>'
    assert _found("a/index.html", diagram) == [(2, "https://unpkg.com/mermaid@")]
    vendored = diagram.replace("<body>", '<body><script src="../assets/vendor/mermaid/mermaid.min.js"></script>')
    assert _found("a/index.html", vendored) == []
    repository = '<html><body>\n\n<a href="https://github.com/x/y" data-md-component="source">x/y</a></body></html>'
    assert _found("a/index.html", repository) == [(3, "https://api.github.com/")]


def test_stylesheets_and_scripts_are_read_for_requests() -> None:
    css = "/* https://fonts.example/ in a comment */\nbody { background: url(data:image/png;base64,AA) }\n"
    css += "@font-face { src: url('https://fonts.example/f.woff2') }\n"
    assert _found("docs.css", css) == [(3, "https://fonts.example/f.woff2")]
    js = 'const ns = "http://www.w3.org/2000/svg";\nconst say = "see https://docs.example/ for more";\n'
    js += 'fetch("https:\\/\\/analytics.example/collect");\nconst base = "http://";\nlet c = "//nbsp";\n'
    assert _found("assets/extra.js", js) == [(3, "https:\\/\\/analytics.example/collect")]
    # The theme's bundle holds a CDN address it uses only for a diagram without Mermaid: known there only.
    cdn = 'e(typeof mermaid=="undefined"?_t("https://unpkg.com/mermaid@11/dist/mermaid.min.js"):0)'
    assert _found("assets/javascripts/bundle.a5f9d56c.min.js", cdn) == []
    assert _found("assets/twohg/search.js", cdn) == [(1, "https://unpkg.com/mermaid@11/dist/mermaid.min.js")]


# --- the policy ----------------------------------------------------------------------------------------------


def _sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def test_the_policy_lists_each_inline_script_by_hash_and_comes_first() -> None:
    page = (
        '<!doctype html><html><head><meta charset="utf-8"><script>a=1</script>'
        '<script id="__config" type="application/json">{"x": 1}</script><script src="s.js"></script>'
        "</head><body><script>\nb=2\n</script><script>a=1</script></body></html>"
    )
    secured = confine.with_policy(page)
    meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', secured)
    assert meta is not None and secured.index(meta.group()) < secured.index("<script")
    assert secured.startswith('<!doctype html><html><head><meta charset="utf-8"><meta http-equiv=')
    rules = dict(rule.split(" ", 1) for rule in meta[1].split("; "))
    assert rules["script-src"] == f"'self' {_sha256('a=1')} {_sha256(chr(10) + 'b=2' + chr(10))}"
    assert rules["default-src"] == "'self'" and rules["object-src"] == "'none'" and rules["base-uri"] == "'self'"
    assert rules["img-src"] == "'self' data:" and rules["connect-src"] == "'self'"
    bare = confine.with_policy("<!DOCTYPE html><p>no head</p>")
    assert bare.startswith("<!DOCTYPE html><head><meta http-equiv=")


# --- in every build ------------------------------------------------------------------------------------------


#: Hand-written files that ask other hosts, each with where the build reports it and what it asks for.
HAND_WRITTEN = {
    "remote.md": ("# Remote\n\nA card:\n\n![card](https://img.example/angel.png)\n", "docs/remote.md:5"),
    "fonts.css": ("body { color: red }\n@import url('https://fonts.example/css');\n", "docs/fonts.css:2"),
    "count.js": ("// counts readers\nfetch('https://analytics.example/hit');\n", "docs/count.js:2"),
}


def test_every_request_to_another_host_fails_the_build_at_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = copy_project(MINI, tmp_path / "mini")
    for name, (text, _) in HAND_WRITTEN.items():
        (root / "docs" / name).write_text(text, encoding="utf-8")
    config = root / "mkdocs.yml"  # a repository: the theme would fetch its facts from GitHub on every page
    config.write_text(config.read_text(encoding="utf-8") + "repo_url: https://github.com/x/y\n", encoding="utf-8")
    status, _, err = run_cli(capsys, "--root", str(root), "build", "--site-dir", str(root / "site"))
    problems = [line for line in err.splitlines() if not line.startswith("  ")]
    assert status == 1, err
    for url, (_, where) in zip(
        ("https://img.example/angel.png", "https://fonts.example/css", "https://analytics.example/hit"),
        HAND_WRITTEN.values(),
        strict=True,
    ):
        assert any(p.startswith(f"{where}: ") and f"asks another host for {url}" in p for p in problems), where
    repository = "a repository's facts (repo_url in mkdocs.yml) asks another host"
    assert any(p.startswith("site/index.html:") and repository in p for p in problems)
    assert not (root / "site").exists()


@pytest.fixture(scope="module")
def diagram_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The mini corpus with a hand-written page that draws a diagram, built."""
    root = copy_project(MINI, tmp_path_factory.mktemp("diagram") / "mini")
    (root / "docs" / "flow.md").write_text("# Flow\n\n```mermaid\nflowchart LR\n  a --> b\n```\n", encoding="utf-8")
    from twohg.site.build import build_site

    build_site(root, root / "site")
    return root / "site"


def test_a_hand_written_diagram_loads_the_vendored_mermaid(diagram_site: Path) -> None:
    page = (diagram_site / "flow" / "index.html").read_text(encoding="utf-8")
    assert '<script src="../assets/vendor/mermaid/mermaid.min.js"></script>' in page
    assert page.index("mermaid.min.js") < page.index("bundle.")  # before the theme's script looks for it
    renumbering = (diagram_site / "renumbering" / "index.html").read_text(encoding="utf-8")
    assert "mermaid" not in renumbering  # its diagram is drawn at build time: no page but a hand-written one loads it


def test_every_built_page_carries_its_policy(built_site: Path) -> None:
    pages = sorted(built_site.rglob("*.html"))
    missing = [p for p in pages if 'http-equiv="Content-Security-Policy"' not in p.read_text(encoding="utf-8")]
    assert pages and missing == []


@pytest.mark.browser
def test_a_page_cannot_reach_another_host_and_runs_clean_under_its_policy(browser: Browser, diagram_site: Path) -> None:
    context = browser.new_context()
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    try:
        with served(diagram_site) as base:
            for path in ("/", "/flow/", "/renumbering/", "/rules/810.1/", "/r/810.1/", "/link/"):
                page.goto(base + path, wait_until="networkidle")
                settle(page)
            page.goto(base + "/flow/", wait_until="networkidle")
            settle(page)
            page.locator("article div.mermaid").wait_for(timeout=30000)  # drawn, with the vendored Mermaid
            assert problems == []
            # A script that tries anyway (a mistake the scan missed) is refused by the browser.
            blocked = page.evaluate(
                """() => new Promise(resolve => {
                    document.addEventListener('securitypolicyviolation', e => resolve(e.violatedDirective));
                    const img = document.createElement('img');
                    img.src = 'https://img.example/x.png';
                    document.body.appendChild(img);
                })"""
            )
    finally:
        context.close()
    assert blocked == "img-src"

"""Offline when the reader asks: the manifests, the service worker, the control, and the site in Chromium offline."""

from __future__ import annotations

import json
import re
import shutil
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urljoin, urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect
from playwright.sync_api import Error as PlaywrightError

from conftest import REAL_CARDS, real_loaded, served, settle
from twohg.graph.assembly import Graph
from twohg.ingest.catalogue import LANGUAGES
from twohg.ingest.corpus import Corpus
from twohg.profiles import LABELS
from twohg.profiles.offline_words import OFFLINE_WORDS
from twohg.site import offline, urls
from twohg.site.pages.context import SiteContext

TEMPLATE = "const OFFLINE = /* twohg:offline */ null;\n"


def _listing(*extra: str) -> list[str]:
    pages = [
        "index.html",
        "sections/index.html",
        "sections/810/index.html",
        "sections/810/extra/index.html",
        "editions/index.html",
        "editions/cr-en-2010-06-18/index.html",
        "sources/index.html",
        "rules/810.1/index.html",
        "rules/606.6e/index.html",
    ]
    return [*pages, *(f"fr/{page}" for page in pages), *extra]


def _contents(listing: list[str]) -> dict[str, bytes]:
    return {path: f"<p>{path}</p>".encode() for path in listing}


def test_pages_of_a_language_are_its_entry_pages_sections_and_current_rules() -> None:
    listing = _listing()
    assert offline.page_urls(listing, "fr", ["810.1", "810.2"]) == [
        "fr/",
        "fr/sections/",
        "fr/sections/810/",
        "fr/editions/",
        "fr/sources/",
        "fr/editions/cr-en-2010-06-18/",  # every edition's page
        "fr/rules/810.1/",
    ]
    assert offline.page_urls(listing, "en", ["810.1"])[:2] == ["./", "sections/"]


def test_shared_files_are_assets_without_maps_mermaid_or_material_s_search_and_the_index() -> None:
    listing = [
        "assets/stylesheets/main.css",
        "assets/stylesheets/main.css.map",
        "assets/javascripts/bundle.js",
        "assets/javascripts/lunr/tinyseg.js",
        "assets/javascripts/lunr/min/lunr.stemmer.support.min.js",
        "assets/javascripts/workers/search.js",
        "assets/vendor/mermaid/mermaid.min.js",
        "assets/vendor/minisearch/minisearch.min.js",
        offline.SEARCH_INDEX,
        urls.OFFLINE_SCRIPT,
        "index.html",
    ]
    assert offline.shared_urls(listing) == [
        "assets/javascripts/bundle.js",
        "assets/stylesheets/main.css",
        "assets/vendor/minisearch/minisearch.min.js",
        urls.OFFLINE_SCRIPT,
        offline.SEARCH_INDEX,
    ]


def test_the_sizes_offered_are_the_manifests() -> None:
    listing = _listing()
    contents = _contents(listing)
    written = offline.offline_files(listing, contents.get, ("en", "fr"), ["810.1"], TEMPLATE)
    offered = json.loads(written[urls.OFFLINE_SIZES])
    for language in ("en", "fr"):
        _, count, total, _ = offline.read_manifest(written[urls.offline_manifest(language)])
        assert offered[language] == {"files": count, "bytes": total}


def test_a_changed_file_changes_its_group_version_and_the_service_worker() -> None:
    listing = _listing()
    contents = _contents(listing)
    first = offline.offline_files(listing, contents.get, LANGUAGES[:1] + ("fr",), ["810.1"], TEMPLATE)
    assert first == offline.offline_files(listing, contents.get, LANGUAGES[:1] + ("fr",), ["810.1"], TEMPLATE)
    contents["fr/rules/810.1/index.html"] = b"<p>changed</p>"
    second = offline.offline_files(listing, contents.get, LANGUAGES[:1] + ("fr",), ["810.1"], TEMPLATE)
    assert second[urls.offline_manifest("en")] == first[urls.offline_manifest("en")]
    assert second[urls.offline_manifest("fr")] != first[urls.offline_manifest("fr")]
    assert second[urls.SERVICE_WORKER] != first[urls.SERVICE_WORKER]


def test_a_listed_file_that_cannot_be_read_is_an_error() -> None:
    with pytest.raises(FileNotFoundError, match="rules/810.1/index.html"):
        offline.group(["rules/810.1/"], {}.get)


def test_templates_must_hold_their_marker() -> None:
    with pytest.raises(ValueError, match="twohg:offline"):
        offline.service_worker("no marker", ["en"], offline.group([], {}.get), {"en": offline.group([], {}.get)})


def test_the_control_finds_the_root_from_its_own_address_and_speaks_every_language() -> None:
    template = 'new URL(/* twohg:root */ "..", src); var WORDS = /* twohg:words */ null;'
    script = offline.register_script(template)[urls.OFFLINE_SCRIPT]
    assert script.startswith('new URL("../", src);')
    assert urljoin("http://host/folder/offline/register.js", "../") == "http://host/folder/"
    words = json.loads(script.split("var WORDS = ", 1)[1].removesuffix(";"))
    assert words == OFFLINE_WORDS and set(words) == set(LANGUAGES)
    assert all(set(words[language]) == set(words["en"]) for language in LANGUAGES)
    with pytest.raises(ValueError, match="twohg:words"):
        offline.register_script('new URL(/* twohg:root */ "..", src)')


# --- the real site ---------------------------------------------------------------------------------


def _manifest(site: Path, language: str) -> tuple[str, int, int, list[tuple[str, int]]]:
    return offline.read_manifest((site / urls.offline_manifest(language)).read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_listed_file_exists_with_its_size(built_site: Path, language: str) -> None:
    found, count, total, entries = _manifest(built_site, language)
    assert found == language
    assert count == len(entries) == len({url for url, _ in entries})
    assert total == sum(size for _, size in entries)
    for url, size in entries:
        path = built_site / urls.url_file(url)
        assert path.is_file(), url
        assert path.stat().st_size == size, url


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_current_rule_page_of_the_language_is_listed(built_site: Path, language: str) -> None:
    corpus, graph = real_loaded()
    ctx = SiteContext(corpus, graph)
    current = [node.id for node in graph.nodes if ctx.current_text(node) is not None]
    assert "810.9a" in current and "606.6e" not in current
    listed = {url for url, _ in _manifest(built_site, language)[3]}
    assert {urls.rule_page(number, language) for number in current} <= listed
    # Every page the search can return is saved too: an old number's page (606.6e), a rule outside the 2HG
    # sections, the FAQ answers' and tournament rules' pages, cards, the glossary.
    searched = offline.searched_paths(lambda path: (built_site / path).read_bytes())
    assert {urls.page_url(path, language) for path in searched} <= listed
    for page in ("rules/606.6e/index", "rules/508.1/index", "sources/fr-2hg-faq-2012", "tournament/9.4/index"):
        assert page in searched and urls.page_url(page, language) in listed, page
    # Every edition's page is saved (a judge reading an old ruling looks its edition up); the whole text of an
    # edition and the renumbering diagram wait for a visit.
    assert urls.page_url(urls.edition_path("cr-en-2010-06-18"), language) in listed
    assert urls.page_url(urls.edition_text_path("cr-en-2010-06-18"), language) not in listed
    assert urls.page_url(urls.RENUMBERING_PATH, language) not in listed
    for entry in (
        offline.SEARCH_INDEX,
        urls.page_url("index", language),
        urls.page_url(urls.section_path(810), language),
    ):
        assert entry in listed
    assert not any(url.endswith(".map") for url in listed)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_precache_is_bounded(built_site: Path, language: str) -> None:
    _, count, total, _ = _manifest(built_site, language)
    assert total <= offline.PRECACHE_BUDGET
    assert count <= offline.PRECACHE_FILES


def test_the_service_worker_carries_the_manifests_versions(built_site: Path) -> None:
    script = (built_site / urls.SERVICE_WORKER).read_text(encoding="utf-8")
    match = re.search(r"^const OFFLINE = (\{.*\});$", script, re.MULTILINE)
    assert match is not None
    config = json.loads(match[1])
    assert config["languages"] == list(LANGUAGES)
    for language in LANGUAGES:
        document = json.loads((built_site / urls.offline_manifest(language)).read_text(encoding="utf-8"))
        assert config["shared"] == document["shared"]["version"]
        assert config["pages"][language] == document["pages"]["version"]
    # Relative URLs only, so that the site works from any folder of any host.
    for name in (urls.SERVICE_WORKER, urls.OFFLINE_SCRIPT, urls.SEARCH_SCRIPT):
        assert re.search(r"\bhttps?:|127\.0\.0\.1", (built_site / name).read_text(encoding="utf-8")) is None, name


@pytest.mark.parametrize(
    "page", ["index.html", "rules/810.9a/index.html", "fr/rules/810.9a/index.html", "ja/index.html"]
)
def test_every_page_loads_the_registration_script_from_the_root(built_site: Path, page: str) -> None:
    html = (built_site / page).read_text(encoding="utf-8")
    sources = re.findall(r'<script src="([^"]*offline/register\.js)"', html)
    assert len(sources) == 1
    assert urljoin(f"http://host/site/{page}", sources[0]) == f"http://host/site/{urls.OFFLINE_SCRIPT}"


# --- in Chromium -----------------------------------------------------------------------------------


# The progress bar's values as the page shows them, recorded from before the click.
RECORD_PROGRESS = """() => {
    window.progressSeen = [];
    const bar = document.querySelector('.twohg-offline__progress');
    new MutationObserver(() => window.progressSeen.push([bar.value, bar.max]))
        .observe(bar, {attributes: true});
}"""


def save(page: Page) -> list[tuple[float, float]]:
    """Click the control at the foot of the page and wait until saved; the progress shown on the way."""
    page.evaluate(RECORD_PROGRESS)
    button = page.locator(".twohg-offline__save")
    expect(button).to_be_visible()
    button.click()
    expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=90000)
    expect(page.locator(".twohg-offline__remove")).to_be_visible()
    expect(button).to_be_hidden()
    return [tuple(pair) for pair in page.evaluate("window.progressSeen")]


def _registered(page: Page) -> bool:
    return bool(page.evaluate("async () => (await navigator.serviceWorker.getRegistration()) !== undefined"))


class Reader(NamedTuple):
    """A reader's browser in a test: a context that runs the site's service worker, its page, the site's address."""

    context: BrowserContext
    page: Page
    base: str
    requests: list[str]
    """Every URL the context asked for (its pages' and its service worker's)."""
    unserve: Callable[[], None]
    """Stops serving the site before the test ends: its host is gone too, not only the network."""


@contextmanager
def reading(browser: Browser, site: Path, **options: Any) -> Iterator[Reader]:
    """``site`` served, and a reader's browser with one page on it; both gone at the end."""
    context = browser.new_context(service_workers="allow", **options)
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    try:
        with ExitStack() as server:
            base = server.enter_context(served(site))
            yield Reader(context, context.new_page(), base, requests, server.close)
    finally:
        context.close()


@pytest.mark.browser
def test_nothing_is_saved_until_the_reader_asks_and_the_size_is_said(browser: Browser, built_site: Path) -> None:
    with reading(browser, built_site) as (context, page, base, requests, _):
        for path in ("/fr/rules/810.7c/", "/fr/", "/fr/sections/810/"):
            page.goto(base + path, wait_until="networkidle")
            settle(page)
            control = page.locator("footer .twohg-offline")
            expect(control).to_have_accessible_name(OFFLINE_WORDS["fr"]["region"])
            expect(control).to_contain_text(OFFLINE_WORDS["fr"]["offer"])
            # The size of the French pages, in French: "Enregistrer pour lire hors ligne (2,4 Mo)".
            button = control.get_by_role("button", name=re.compile(r"^Enregistrer pour lire hors ligne"))
            expect(button).to_have_text(re.compile(r"\(\d+(,\d)?\s?Mo\)$"))
            shown = float(re.findall(r"([\d,]+)\s?Mo", button.inner_text())[0].replace(",", "."))
            offered = json.loads((built_site / urls.OFFLINE_SIZES).read_text(encoding="utf-8"))["fr"]["bytes"]
            assert abs(shown - offered / 1e6) <= 0.05
            expect(page.locator("html")).to_have_attribute("data-offline", "none")
            assert not _registered(page)
            assert page.evaluate("caches.keys()") == []
    fetched = {urlsplit(url).path for url in requests}
    assert "/sw.js" not in fetched and "/offline/fr.json" not in fetched


@pytest.mark.browser
def test_rule_pages_and_search_work_offline_once_saved(browser: Browser, built_site: Path) -> None:
    viewport = {"width": 1280, "height": 900}
    with reading(browser, built_site, viewport=viewport) as (context, page, base, requests, unserve):
        page.goto(f"{base}/fr/rules/810.7c/", wait_until="networkidle")
        settle(page)
        # The reader saves the French pages: the progress runs up to every file of the manifest.
        progress = save(page)
        _, count, _, _ = _manifest(built_site, "fr")
        counted = [(done, total) for done, total in progress if done]
        assert counted and all(total == count for _, total in counted) and counted[-1] == (count, count)
        assert any(done < count for done, _ in counted)
        expect(page.locator(".twohg-offline__state")).to_have_text(re.compile(r"^Enregistré sur cet appareil"))
        context.set_offline(True)
        unserve()
        # The server is gone too: nothing but the service worker can answer now.
        # Every kind of page the search returns: a rule in force, an old number, a rule outside the 2HG
        # sections, a FAQ answer, the tournament rules (section 9 and the whole document), a card, the glossary.
        for path, heading, text in (
            ("/fr/rules/810.9a/", "810.9a", "En vigueur"),
            ("/fr/rules/805.10b/", "805.10b", "En vigueur"),
            ("/fr/sections/810/", "810", "810.9a"),
            ("/fr/rules/810.7c/", "810.7c", "810.7c"),
            ("/fr/rules/606.6e/", "606.6e", "606.6e"),
            ("/fr/rules/508.1/", "508.1", "508.1"),
            ("/fr/sources/fr-2hg-faq-2012/", "FAQ Troll à deux têtes", "continue à jouer"),
            ("/fr/tournament/9.4/", "MTR 9.4", "Pregame"),
            ("/fr/sources/en-mtr-2026-02-27/", "Tournament Rules", "9.4"),
            ("/fr/cards/platinum-angel/", "Ange de platine", "810.8a"),
            ("/fr/glossary/", "Glossaire", "Active"),
            ("/fr/editions/cr-en-2010-06-18/", "2010-06-18", "810.7c"),
        ):
            response = page.goto(base + path)
            assert response is not None and response.ok and response.from_service_worker, path
            expect(page.locator("h1")).to_contain_text(heading)
            expect(page.locator("article")).to_contain_text(text)
        # The header search, offline: a misspelt card name finds the card's page, then the rule in force that
        # uses it, and the French FAQ answer.
        page.click("#twohg-search-input")
        page.locator("#twohg-search-input").press_sequentially("platinum angle", delay=20)
        results = page.locator(".twohg-search__result")
        expect(results.first).to_be_visible(timeout=30000)
        hrefs = [link.get_attribute("href") or "" for link in results.locator("a").all()]
        lead = 1 if REAL_CARDS.exists() else 0  # with card data, the card leads
        assert hrefs[lead].endswith("/fr/rules/810.8a/")
        assert any(href.endswith("/fr/cards/platinum-angel/") for href in hrefs)
        assert any("/fr/sources/fr-2hg-faq-2012/#q22" in href for href in hrefs)
        # A result followed offline opens: the FAQ answer.
        faq = next(href for href in hrefs if "/fr/sources/fr-2hg-faq-2012/#q22" in href)
        response = page.goto(urljoin(page.url, faq))
        assert response is not None and response.ok and response.from_service_worker
        # A short link of a current rule, and the autolinker over what every number means.
        page.goto(f"{base}/fr/r/810.9a/#r-810-9a")
        page.wait_for_url("**/fr/rules/810.9a/#r-810-9a")
        page.goto(f"{base}/fr/link/")
        expect(page.locator("form.twohg-autolink")).to_have_attribute("data-ready", "yes")
        page.fill("#twohg-post", "Per 606.6e we pass.")
        expect(page.locator("#twohg-linked")).to_have_value(
            re.compile(r"\[606\.6e\]\(.*/fr/r/606\.6e/\) \(dans l'édition du 2026-04-17 : 805\.2 ")
        )
        # The short link of an old number opens its saved rule page.
        page.goto(f"{base}/fr/r/606-6E/")
        page.wait_for_url("**/fr/rules/606.6e/")
        expect(page.locator("h1")).to_contain_text("606.6e")
        # A page never visited, not precached: the French "not saved" page, at the address asked for,
        # styled like the others, its links leading to what works offline.
        response = page.goto(f"{base}/fr/renumbering/")
        assert response is not None and response.status == 503 and response.from_service_worker
        assert urlsplit(page.url).path == "/fr/renumbering/"
        expect(page.locator(".twohg-unsaved-elsewhere")).to_be_hidden()  # saved in no other language either
        expect(page.locator("h1")).to_contain_text("Page non enregistrée sur cet appareil")
        expect(page.locator(".md-header")).to_be_visible()  # the theme's styles and scripts loaded
        page.get_by_role("link", name="Les liens courts des règles en vigueur").click()
        page.wait_for_url("**/fr/r/")
        expect(page.locator("h1")).to_be_visible()
        # A page of a language this device never saved: the page in the language it has, which links the same
        # page saved in that language.
        response = page.goto(f"{base}/ja/editions/")
        assert response is not None and response.status == 503
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        elsewhere = page.locator(".twohg-unsaved-elsewhere a")
        expect(elsewhere).to_have_text(LABELS["fr"]["language_name_fr"])
        elsewhere.click()
        page.wait_for_url("**/fr/editions/")
        expect(page.locator("h1")).to_be_visible()
        # A script's request for a file in no cache still fails plainly (only pages get that page).
        fetched = "url => fetch(url).then(() => 'answered', () => 'failed')"
        assert page.evaluate(fetched, f"{base}/api/rules/810.7c.json") == "failed"
    assert requests
    assert [url for url in requests if urlsplit(url).hostname != "127.0.0.1"] == []


@pytest.mark.browser
def test_a_rebuild_with_changes_replaces_the_cache(
    browser: Browser, mini_site: Path, mini_loaded: tuple[Corpus, Graph], tmp_path: Path
) -> None:
    # The mini corpus' site (14 MB to copy, not the real site's 180 MB): the same code saves and replaces it.
    site = tmp_path / "site"
    shutil.copytree(mini_site, site)
    with reading(browser, site) as (context, page, base, _, unserve):
        page.goto(f"{base}/fr/", wait_until="networkidle")
        settle(page)
        save(page)
        before = page.evaluate("caches.keys()")
        # A rebuild that changes one French rule page: its manifest and sw.js change with it.
        rule = site / urls.url_file(urls.rule_page("810.9", "fr"))
        rule.write_text(rule.read_text(encoding="utf-8").replace("En vigueur", "Rebâti", 1), encoding="utf-8")
        corpus, graph = mini_loaded
        listing = sorted(path.relative_to(site).as_posix() for path in site.rglob("*") if path.is_file())
        rebuilt = offline.offline_files(
            listing,
            lambda path: (site / path).read_bytes() if (site / path).is_file() else None,
            LANGUAGES,
            offline.current_rules(SiteContext(corpus, graph)),
            (Path(offline.__file__).parent / "static" / "sw.js").read_text(encoding="utf-8"),
        )
        for path, text in rebuilt.items():
            (site / path).write_text(text, encoding="utf-8")
        page.goto(f"{base}/fr/sections/", wait_until="networkidle")  # the browser finds the new sw.js
        settle(page)
        # The new worker precaches the French pages the reader saved, then deletes the old caches.
        deadline = time.monotonic() + 90
        while _pages_cache(before) in page.evaluate("caches.keys()") and time.monotonic() < deadline:
            page.wait_for_timeout(250)
        expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=30000)
        after = page.evaluate("caches.keys()")
        context.set_offline(True)
        unserve()
        page.goto(f"{base}/fr/rules/810.9/")
        expect(page.locator("article")).to_contain_text("Rebâti")
    assert _pages_cache(before) not in after
    assert len([name for name in after if ":pages:fr:" in name]) == 1
    assert [name for name in before if ":shared:" in name] == [name for name in after if ":shared:" in name]


def _pages_cache(names: list[str]) -> str:
    return next(name for name in names if ":pages:fr:" in name)


@pytest.mark.browser
def test_saved_pages_can_be_removed(browser: Browser, built_site: Path) -> None:
    with reading(browser, built_site) as (context, page, base, _, unserve):
        page.goto(f"{base}/ja/sections/810/", wait_until="networkidle")
        settle(page)
        save(page)
        assert any(":pages:ja:" in name for name in page.evaluate("caches.keys()"))
        # Another page of the language says it is saved, and offers to remove it.
        page.goto(f"{base}/ja/", wait_until="networkidle")
        settle(page)
        expect(page.locator("html")).to_have_attribute("data-offline", "ready")
        expect(page.locator(".twohg-offline__state")).to_contain_text("保存済み")
        page.get_by_role("button", name=OFFLINE_WORDS["ja"]["remove"]).click()
        expect(page.locator(".twohg-offline__state")).to_have_text(OFFLINE_WORDS["ja"]["removed"])
        expect(page.locator("html")).to_have_attribute("data-offline", "none")
        expect(page.locator(".twohg-offline__save")).to_be_visible()
        page.wait_for_function("async () => (await navigator.serviceWorker.getRegistration()) === undefined")
        assert page.evaluate("caches.keys()") == []
        page.reload(wait_until="networkidle")
        settle(page)
        expect(page.locator("html")).to_have_attribute("data-offline", "none")
        assert not _registered(page) and page.evaluate("caches.keys()") == []
        context.set_offline(True)
        unserve()
        # Nothing answers any more: the pages saved before are gone from this device.
        with pytest.raises(PlaywrightError):
            page.goto(f"{base}/ja/sections/810/")


@pytest.mark.browser
def test_a_device_with_no_room_keeps_nothing_and_never_retries_on_its_own(browser: Browser, built_site: Path) -> None:
    """Storage full (a 3 MB quota for a 30 MB language): the reader is told, nothing of the language stays to fill the
    device, and the next page does not start saving again on its own."""
    with reading(browser, built_site) as (context, page, base, _, _):
        page.goto(f"{base}/fr/rules/810.7c/", wait_until="networkidle")
        settle(page)
        cdp = context.new_cdp_session(page)
        cdp.send("Storage.overrideQuotaForOrigin", {"origin": base, "quotaSize": 3_000_000})
        page.locator(".twohg-offline__save").click()
        expect(page.locator("html")).to_have_attribute("data-offline", "no-room", timeout=90000)
        said = OFFLINE_WORDS["fr"]["no_room"].split("({size})")
        expect(page.locator(".twohg-offline__state")).to_contain_text(said[0].strip())
        expect(page.locator(".twohg-offline__save")).to_be_visible()  # the reader may try again, later
        page.wait_for_function("async () => (await navigator.serviceWorker.getRegistration()) === undefined")
        names = page.evaluate("caches.keys()")
        assert not [name for name in names if ":pages:fr:" in name or ":choices" in name], names
        page.goto(f"{base}/fr/sections/810/", wait_until="networkidle")
        settle(page)
        expect(page.locator("html")).to_have_attribute("data-offline", "none")
        assert not _registered(page)


@pytest.mark.browser
def test_a_save_cut_off_by_the_network_says_so_and_resumes_with_it(browser: Browser, built_site: Path) -> None:
    """The network goes while saving: the reader is told it failed, what arrived is kept, and the next page with a
    network carries on from there to a complete save, fetching again only what was missing."""
    with reading(browser, built_site) as (context, page, base, requests, _):
        page.goto(f"{base}/fr/rules/810.7c/", wait_until="networkidle")
        settle(page)
        page.locator(".twohg-offline__save").click()
        page.wait_for_function("() => document.querySelector('.twohg-offline__progress').value > 200")
        context.set_offline(True)
        expect(page.locator("html")).to_have_attribute("data-offline", "failed", timeout=60000)
        expect(page.locator(".twohg-offline__state")).to_have_text(OFFLINE_WORDS["fr"]["failed"])
        context.set_offline(False)
        before = len(requests)
        page.goto(f"{base}/fr/sections/810/", wait_until="load")
        expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=90000)
        _, count, _, _ = _manifest(built_site, "fr")
        fetched = {url for url in requests[before:] if "/fr/rules/" in url or "/cards/" in url}
        assert 0 < len(fetched) < count  # only what had not arrived

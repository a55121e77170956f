"""The offline copy stays honest: the service worker keeps a file only when its content is the one the build listed."""

from __future__ import annotations

import functools
import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from conftest import settle
from twohg.profiles.offline_words import OFFLINE_WORDS
from twohg.site import urls
from twohg.site.serve import HOST, SiteRequestHandler

pytestmark = pytest.mark.browser

#: A file served wrong to every fetch that is not a navigation (the worker's precache), and one
#: served wrong to the first such fetch only: a deploy in progress, a proxy's stale copy.
ALWAYS_WRONG = urls.url_file(urls.rule_page("810.1", "en"))
ONCE_WRONG = urls.url_file(urls.page_url(urls.SECTIONS_PATH, "en"))
WRONG = b"<!doctype html><title>wrong</title><p>Served during a deploy.</p>"


class _Flaky(SiteRequestHandler):
    quiet = True
    served_wrong: dict[str, int] = {}

    def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
        path = self.path.split("?", 1)[0].lstrip("/")
        path = path + "index.html" if path.endswith("/") or not path else path
        precache = self.headers.get("Sec-Fetch-Mode") != "navigate"
        if precache and (path == ALWAYS_WRONG or (path == ONCE_WRONG and not self.served_wrong.get(path))):
            self.served_wrong[path] = self.served_wrong.get(path, 0) + 1
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(WRONG)))
            self.end_headers()
            self.wfile.write(WRONG)
            return
        super().do_GET()


@pytest.fixture()
def flaky(mini_site: Path) -> Iterator[str]:
    from http.server import ThreadingHTTPServer

    _Flaky.served_wrong = {}
    server = ThreadingHTTPServer((HOST, 0), functools.partial(_Flaky, directory=str(mini_site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://{HOST}:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def test_a_file_served_wrong_is_fetched_again_or_left_out(browser: Browser, mini_site: Path, flaky: str) -> None:
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    try:
        page.goto(f"{flaky}/", wait_until="networkidle")
        settle(page)
        page.locator(".twohg-offline__save").click()  # the reader saves the site for offline use
        expect(page.locator("html")).to_have_attribute("data-offline", "incomplete", timeout=60000)
        # A precache fetches a wrong file again (bypassing caches) before it leaves it out, once.
        assert _Flaky.served_wrong[ONCE_WRONG] == 1
        assert _Flaky.served_wrong[ALWAYS_WRONG] == 2
        expect(page.locator(".twohg-offline__state")).to_have_text(OFFLINE_WORDS["en"]["incomplete_one"])
        # Later page views say the truth and do not fetch the file that will never match again.
        for path in ("/sections/", "/"):
            page.goto(flaky + path, wait_until="networkidle")
            settle(page)
            expect(page.locator("html")).to_have_attribute("data-offline", "incomplete", timeout=30000)
            expect(page.locator(".twohg-offline__remove")).to_be_visible()
        assert _Flaky.served_wrong[ALWAYS_WRONG] == 2
        cached = page.evaluate(
            """async (paths) => {
                const found = {};
                for (const path of paths) {
                    const response = await caches.match(new URL(path, location.href).href);
                    found[path] = response ? await response.text() : null;
                }
                return found;
            }""",
            ["sections/", "rules/810.1/"],
        )
        assert cached["sections/"] == (mini_site / ONCE_WRONG).read_text(encoding="utf-8")
        assert cached["rules/810.1/"] is None
        manifest = json.loads((mini_site / urls.offline_manifest("en")).read_text(encoding="utf-8"))
        assert all(len(entry["sha256"]) == 64 for entry in manifest["pages"]["files"])
        context.set_offline(True)
        response = page.goto(f"{flaky}/sections/")
        assert response is not None and response.ok and response.from_service_worker
        # The page that kept arriving wrong was never kept: offline, it is the "not saved" page, not the wrong one.
        response = page.goto(f"{flaky}/rules/810.1/")
        assert response is not None and response.status == 503
        assert "Served during a deploy" not in page.content()
    finally:
        context.close()


class _Slow(SiteRequestHandler):
    """Serves the site; the Spanish precache manifest waits (the test's ``release``) once ``hold`` is set."""

    quiet = True
    hold = threading.Event()
    held = threading.Event()
    release = threading.Event()

    def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
        if self.hold.is_set() and self.path.split("?", 1)[0] == "/" + urls.offline_manifest("es"):
            self.held.set()
            self.release.wait(30)
        super().do_GET()


def test_a_language_removed_while_a_rebuilt_site_updates_stays_removed(
    browser: Browser, mini_site: Path, tmp_path: Path
) -> None:
    import shutil
    from http.server import ThreadingHTTPServer

    site = tmp_path / "site"
    shutil.copytree(mini_site, site)
    for event in (_Slow.hold, _Slow.held, _Slow.release):
        event.clear()
    server = ThreadingHTTPServer((HOST, 0), functools.partial(_Slow, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base = f"http://{HOST}:{server.server_port}"
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    try:
        for path in ("/", "/es/"):  # the reader saves the English and the Spanish pages
            page.goto(base + path, wait_until="networkidle")
            settle(page)
            page.locator(".twohg-offline__save").click()
            expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=60000)
        # The site is rebuilt (a new sw.js); its worker installs and precaches the saved languages: the
        # Spanish manifest is slow to come, and meanwhile the reader removes the Spanish pages.
        worker = site / "sw.js"
        worker.write_text(worker.read_text(encoding="utf-8") + "\n// rebuilt\n", encoding="utf-8")
        _Slow.hold.set()
        page.evaluate("async () => (await navigator.serviceWorker.getRegistration()).update()")
        assert _Slow.held.wait(30)
        page.locator(".twohg-offline__remove").click()
        expect(page.locator(".twohg-offline__state")).to_have_text(OFFLINE_WORDS["es"]["removed"], timeout=30000)
        _Slow.release.set()
        updating = """async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return Boolean(registration.installing || registration.waiting);
        }"""
        deadline = time.monotonic() + 60
        while page.evaluate(updating) and time.monotonic() < deadline:  # the new worker installs, then takes over
            page.wait_for_timeout(200)
        names = page.evaluate("caches.keys()")
        assert not [name for name in names if ":pages:es:" in name], names
        assert [name for name in names if ":pages:en:" in name]
        page.reload(wait_until="networkidle")
        settle(page)
        expect(page.locator("html")).to_have_attribute("data-offline", "none", timeout=30000)
        expect(page.locator(".twohg-offline__save")).to_be_visible()
        page.goto(base + "/", wait_until="networkidle")
        settle(page)
        expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=30000)
    finally:
        _Slow.release.set()
        context.close()
        server.shutdown()
        server.server_close()
        thread.join()

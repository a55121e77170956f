"""The offline copy stays honest: the service worker keeps a file only when its content is the one the build listed."""

from __future__ import annotations

import functools
import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from conftest import MINI, copy_project, settle
from twohg.site import urls
from twohg.site.build import build_site
from twohg.site.serve import HOST, SiteRequestHandler

pytestmark = pytest.mark.browser

#: A file served wrong to every fetch that is not a navigation (the worker's precache), and one
#: served wrong to the first such fetch only: a deploy in progress, a proxy's stale copy.
ALWAYS_WRONG = urls.url_file(urls.rule_page("810.1", "en"))
ONCE_WRONG = urls.url_file(urls.page_url(urls.SECTIONS_PATH, "en"))
WRONG = b"<!doctype html><title>wrong</title><p>Served during a deploy.</p>"


@pytest.fixture(scope="module")
def mini_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = copy_project(MINI, tmp_path_factory.mktemp("offline-integrity") / "mini")
    build_site(root, root / "site")
    return root / "site"


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
        # A precache fetches a wrong file again (bypassing caches) before it leaves it out; a later one tries
        # again (another may still be under way now, so the count is at least two).
        assert _Flaky.served_wrong[ONCE_WRONG] == 1
        assert _Flaky.served_wrong[ALWAYS_WRONG] >= 2
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

"""The "page not found" page in Debian's Chromium, served as a static host does under a folder, for any missing address.

A host publishing the site at ``/deep/folder/`` answers a missing address below it with the
site's ``404.html`` (here: the language folder's, as `twohg serve` does). The page must show the
site's styles and menus in its language, with links that lead back into the site.
"""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Iterator
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Response

from conftest import settle
from twohg.site import urls

pytestmark = pytest.mark.browser

PREFIX = "/deep/folder/"


class _UnderFolder(SimpleHTTPRequestHandler):
    """The site at ``PREFIX``; a missing address gets the 404 page of its language folder, status 404."""

    site: Path

    def translate_path(self, path: str) -> str:
        inside = path.split("?", 1)[0].split("#", 1)[0]
        if not inside.startswith(PREFIX):
            return str(self.site / "no such file")
        return super().translate_path("/" + inside.removeprefix(PREFIX))

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        if code != HTTPStatus.NOT_FOUND:
            super().send_error(code, message, explain)
            return
        first = self.path.removeprefix(PREFIX).split("/", 1)[0]
        page = (self.site / urls.error_page(first if first in ("es", "fr", "ja") else "en")).read_bytes()
        self.send_response(code)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(page)))
        self.end_headers()
        self.wfile.write(page)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextlib.contextmanager
def _served_under_folder(site: Path) -> Iterator[str]:
    handler = type("Handler", (_UnderFolder,), {"site": site})
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.fixture(scope="module")
def host(built_site: Path) -> Iterator[str]:
    with _served_under_folder(built_site) as url:
        yield url


@pytest.mark.parametrize(
    ("missing", "language", "home", "asks"),
    [
        # (A missing rules/<number>/ is read as a number: test_shortlinks_browser.)
        ("es/glossary/no-such-term/", "es", "es/", 1),
        ("fr/editions/1999-01-01/deeper/still/", "fr", "fr/", 1),
        ("ja/nothing", "ja", "ja/", 1),
        ("cards/no-such-card/", "en", "", 1),
        ("es/404.html", "es", "es/", 0),
        # Under no folder of the site: the root is found by asking each folder from the deepest up.
        ("no/such/page/", "en", "", 4),
    ],
)
def test_the_page_works_at_any_depth_under_any_folder(
    browser: Browser, host: str, missing: str, language: str, home: str, asks: int
) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    address = f"{host}{PREFIX}{missing}"
    failed: list[str] = []
    errors: list[str] = []
    asked: list[str] = []

    def console(message: ConsoleMessage) -> None:
        # A 404 answer is reported as an error: the page's own (that is the point), and the folders asked
        # for the service worker that do not hold it.
        where = message.location.get("url", "")
        if message.type == "error" and where != address and not where.endswith("/" + urls.SERVICE_WORKER):
            errors.append(message.text)

    def response(answer: Response) -> None:
        if answer.url.endswith("/" + urls.SERVICE_WORKER):
            asked.append(answer.url)
        elif answer.status >= 400 and answer.url != address:
            failed.append(f"{answer.status} {answer.url}")

    page.on("console", console)
    page.on("response", response)
    answer = page.goto(address, wait_until="networkidle")
    settle(page)
    assert answer is not None and answer.status == (200 if missing.endswith("404.html") else 404)
    assert page.locator("html").get_attribute("lang") == language
    # Material's stylesheet applies: the header stays at the top.
    header = page.locator("header.md-header")
    assert header.evaluate("node => getComputedStyle(node).position") in ("sticky", "fixed")
    assert failed == []
    assert len(asked) == asks and (not asked or asked[-1] == f"{host}{PREFIX}{urls.SERVICE_WORKER}")
    home_link = page.locator("a.md-header__button.md-logo")
    assert home_link.evaluate("node => node.href") == f"{host}{PREFIX}{home}"
    switch = page.locator('.md-select__link[hreflang="en"]')
    assert switch.evaluate("node => node.href") == f"{host}{PREFIX}"
    assert errors == []
    context.close()

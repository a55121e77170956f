"""The built site in Debian's Chromium, driven by Playwright, served by `twohg.site.serve` on 127.0.0.1."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
import yaml
from playwright.sync_api import ConsoleMessage, Response

from conftest import ROOT, Visit

pytestmark = pytest.mark.browser

HOMES = {"en": "/", "es": "/es/", "fr": "/fr/", "ja": "/ja/"}
DARK_MODE = {"en": "Dark mode", "es": "Modo oscuro", "fr": "Mode sombre", "ja": "ダークモード"}


def _source_ids() -> list[str]:
    catalogue = yaml.safe_load((ROOT / "rules_src" / "sources.yaml").read_text(encoding="utf-8"))
    return [entry["id"] for entry in catalogue["sources"]]


@pytest.mark.parametrize("language", sorted(HOMES))
def test_home_page_has_its_language(visit: Visit, language: str) -> None:
    page = visit.open(HOMES[language])
    assert page.locator("html").get_attribute("lang") == language
    assert page.locator("h1").count() == 1
    # The palette toggle says what it does in the page's language too.
    assert page.locator('label[for="__palette_1"]').get_attribute("title") == DARK_MODE[language]


def test_language_switcher_keeps_the_page(visit: Visit) -> None:
    page = visit.open("/es/sources/es-cr-810/")
    page.hover(".md-header__option .md-select")
    page.click('.md-select__link[hreflang="fr"]')
    page.wait_for_load_state("networkidle")
    assert urlsplit(page.url).path == "/fr/sources/es-cr-810/"
    assert page.locator("html").get_attribute("lang") == "fr"


@pytest.mark.parametrize("language", sorted(HOMES))
def test_a_page_asks_for_no_missing_file_and_logs_no_error(visit: Visit, language: str) -> None:
    """No 404 behind the reader's back (Material looked for a sitemap.xml next to each language's page)."""
    page = visit.open(HOMES[language])  # the service worker is installed: later pages load through it
    failed: list[str] = []

    def response(answer: Response) -> None:
        if answer.status >= 400:
            failed.append(f"{answer.status} {answer.url}")

    def console(message: ConsoleMessage) -> None:
        if message.type == "error":
            failed.append(message.text)

    page.on("response", response)
    page.on("console", console)
    for path in ("", "rules/810.9c/", "r/606.6e/", "link/", "api/"):
        visit.open(f"{HOMES[language]}{path}")
        page.hover(".md-header__option .md-select")
        page.wait_for_timeout(200)
    assert failed == []


@pytest.mark.parametrize("language", sorted(HOMES))
def test_sources_page_lists_every_catalogue_source(visit: Visit, language: str) -> None:
    page = visit.open(f"{HOMES[language]}sources/")
    for source_id in _source_ids():
        # Listed once (a notice may point to it too: the Japanese page's official translation).
        link = page.locator(f'article a[href="{source_id}/"]:not(.admonition a)')
        assert link.count() == 1, source_id
    link.click()
    page.wait_for_load_state("networkidle")
    assert urlsplit(page.url).path == f"{HOMES[language]}sources/{source_id}/"


def test_screenshots_for_manual_viewing(visit: Visit, tmp_path_factory: pytest.TempPathFactory) -> None:
    folder = tmp_path_factory.mktemp("screenshots")
    for name, path in (("home", "/"), ("sources-es", "/es/sources/"), ("forum", "/sources/en-forum-2hg-thread/")):
        page = visit.open(path)
        page.screenshot(path=str(folder / f"{name}.png"), full_page=False)
        assert (folder / f"{name}.png").stat().st_size > 0
    print(f"screenshots in {folder}")

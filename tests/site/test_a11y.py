"""Accessibility: axe-core (bundled by axe-playwright-python, no network) on a sample of pages in every language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, expect

from conftest import served
from twohg.ingest.catalogue import LANGUAGES
from twohg.site import urls

pytestmark = pytest.mark.browser

PAGES = {
    "home": "index",
    "section": urls.section_path(810),
    "current rule": urls.rule_path("810.9a"),
    "moved rule": urls.rule_path("810.7c"),
    "outdated rule": urls.rule_path("606.6e"),
    "edition": urls.edition_path("cr-en-2026-02-27"),
    "editions": urls.EDITIONS_PATH,
    "compare editions": urls.COMPARE_PATH,
    "sources": urls.SOURCES_PATH,
    "short link with several meanings": urls.short_path("606.6e"),
    "short links": urls.SHORT_LINKS_PATH,
    "autolinker": urls.AUTOLINK_PATH,
    "api": urls.API_PAGE_PATH,
    "not saved offline": urls.UNSAVED_PATH,
    "tournament rule": urls.tournament_path("9.4"),
}
"""A page of each kind, by name -> page path."""

BLOCKING = ("serious", "critical")
"""The impacts a page may not have a violation of."""

COLOUR_RULES = ("color-contrast", "link-in-text-block")
"""The axe rules whose outcome the palette (light or dark) can change."""

EXPERIMENTAL_RULES = ("label-content-name-mismatch",)
"""The experimental axe rules checked too (axe runs none by default): a link's visible words in its accessible name.

Lighthouse reports this one (WCAG 2.5.3, label in name): a reader who says what they see ("Text") to a
voice control must find the link by it.
"""

COLOUR_LANGUAGE = {name: LANGUAGES[index % len(LANGUAGES)] for index, name in enumerate(sorted(PAGES))}
"""The language each page kind's colours are checked in, in the light and the dark palette, the languages taking turns.

The palettes' colours come from the same stylesheets in every language (no rule of them depends on
the language), so one language per kind checks them; every language has its turn on several kinds,
English text marked `lang="en"` in the other languages' pages included. Every other rule is checked
on every page in every language.
"""


@pytest.fixture(scope="module")
def site_url(built_site: Path) -> Iterator[str]:
    with served(built_site) as url:
        yield url


@pytest.fixture(scope="module")
def axe() -> Axe:
    return Axe()


def _described(violation: dict[str, Any]) -> str:
    targets = ", ".join(" ".join(map(str, node["target"])) for node in violation["nodes"][:5])
    more = len(violation["nodes"]) - 5
    return f"{violation['id']} ({violation['impact']}): {violation['help']} at {targets}" + (
        f" and {more} more" if more > 0 else ""
    )


@pytest.mark.parametrize("name", sorted(PAGES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_serious_or_critical_violation(browser: Browser, site_url: str, axe: Axe, language: str, name: str) -> None:
    # No service worker: each test is a fresh browser context, which would precache the site again.
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    blocking: list[str] = []
    try:
        page.goto(f"{site_url}/{urls.page_url(PAGES[name], language).removeprefix('./')}", wait_until="load")
        assert page.locator("html").get_attribute("lang") == language
        page.evaluate(axe.axe_script)  # once: the palette switch changes the page's colours, not its scripts
        colours = COLOUR_LANGUAGE[name] == language
        runs: list[tuple[str, dict[str, Any]]] = [  # every rule but colours' (the page is the same in either palette)
            (
                "default",
                {
                    "rules": {rule: {"enabled": colours} for rule in COLOUR_RULES}
                    | {rule: {"enabled": True} for rule in EXPERIMENTAL_RULES}
                },
            ),
        ]
        if colours:  # Material's dark palette, as its header toggle switches it: the rules colours decide
            runs.append(("slate", {"runOnly": {"type": "rule", "values": list(COLOUR_RULES)}}))
        for palette, options in runs:
            if palette == "slate":
                page.click('label[for="__palette_1"]')
            expect(page.locator("body")).to_have_attribute("data-md-color-scheme", palette)
            options = {"resultTypes": ["violations"], **options}
            violations = page.evaluate("options => axe.run(document, options).then(r => r.violations)", options)
            blocking += [f"{palette}: {_described(v)}" for v in violations if v["impact"] in BLOCKING]
    finally:
        context.close()
    assert blocking == [], "\n".join(blocking)
    assert [url for url in requests if urlsplit(url).hostname != "127.0.0.1"] == []

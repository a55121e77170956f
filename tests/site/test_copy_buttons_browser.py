"""The rule pages' copy buttons in Debian's Chromium: what lands on the clipboard, and the feedback a reader sees."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import NEWEST
from twohg.profiles import LABELS
from twohg.site import urls

pytestmark = pytest.mark.browser


@pytest.fixture()
def page(browser: Browser) -> Iterator[Page]:
    """A fresh page allowed to read the clipboard (no service worker: nothing to precache)."""
    context = browser.new_context(
        viewport={"width": 1280, "height": 900},
        permissions=["clipboard-read", "clipboard-write"],
        service_workers="block",
    )
    yield context.new_page()
    context.close()


def expected_texts(base_url: str, number: str, edition: str) -> dict[str, str]:
    url = f"{base_url}/{urls.short_link(number)}"
    return {
        "url": url,
        "markdown": f"[CR {number}]({url})",
        "bbcode": f"[url={url}]CR {number}[/url]",
        "citation": f"CR {number} ({edition})",
    }


@pytest.mark.parametrize(
    ("language", "number", "edition"),
    [
        ("en", "810.9a", NEWEST[6:]),  # current: the newest edition
        ("fr", "810.9a", NEWEST[6:]),
        ("ja", "810.7c", "2018-01-19"),  # removed: the last edition it was printed in
    ],
)
def test_each_button_copies_its_text_and_says_so(
    page: Page, base_url: str, language: str, number: str, edition: str
) -> None:
    labels = LABELS[language]
    page.goto(f"{base_url}/{urls.rule_page(number, language)}", wait_until="load")
    block = page.locator(".twohg-copy")
    expect(block).to_be_visible()
    status = block.locator(".twohg-copy__status")
    toast = page.locator(".md-dialog")
    for kind, text in expected_texts(base_url, number, edition).items():
        button = block.locator(f'button[data-twohg-copy="{kind}"]')
        expect(button).to_have_text(labels[f"copy_{kind}"])
        button.click()
        # The button says so, a live region says so, and Material's own toast says so.
        expect(button).to_have_text(labels["copied"])
        expect(status).to_have_text(f"{labels['copied']}: {text}")
        expect(toast).to_have_class("md-dialog md-dialog--active")
        assert page.evaluate("navigator.clipboard.readText()") == text
    # The label comes back after a moment.
    expect(block.locator('button[data-twohg-copy="citation"]')).to_have_text(labels["copy_citation"], timeout=5000)


def test_a_rule_outside_2hg_has_three_buttons_and_no_citation(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/{urls.rule_page('101.4', 'en')}", wait_until="load")
    buttons = page.locator(".twohg-copy button")
    expect(buttons).to_have_count(3)
    buttons.nth(1).click()
    assert page.evaluate("navigator.clipboard.readText()") == f"[CR 101.4]({base_url}/r/101.4/)"

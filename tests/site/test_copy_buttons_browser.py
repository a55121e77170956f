"""The rule pages' copy menu in Chromium on a phone: what lands on the clipboard, and the feedback a reader sees."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import NEWEST
from twohg.profiles import LABELS
from twohg.site import urls

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


@pytest.fixture()
def page(browser: Browser) -> Iterator[Page]:
    """A fresh phone-sized page allowed to read the clipboard (no service worker: nothing to precache)."""
    context = browser.new_context(
        viewport=PHONE,
        permissions=["clipboard-read", "clipboard-write"],
        service_workers="block",
    )
    yield context.new_page()
    context.close()


def expected_texts(base_url: str, number: str, link_text: str, citation: str) -> dict[str, str]:
    url = f"{base_url}/{urls.short_link(number)}"
    return {
        "url": url,
        "markdown": f"[{link_text}]({url})",
        "bbcode": f"[url={url}]{link_text}[/url]",
        "citation": citation,
    }


@pytest.mark.parametrize(
    ("language", "number", "link_text", "citation"),
    [
        # current: the newest edition
        ("en", "810.9a", "Comprehensive Rules 810.9a", f"Comprehensive Rules 810.9a ({NEWEST[6:]})"),
        ("fr", "810.9a", "Règles complètes 810.9a", f"Règles complètes 810.9a ({NEWEST[6:]})"),
        # an old number: the last edition it stood in, and what it is in the newest edition
        (
            "es",
            "606.6e",
            "Reglas Completas 606.6e (en la edición del 2026-04-17: 805.2, 805.4b, 805.4c, 805.5a)",
            "Reglas Completas 606.6e (2009-05-01; en la edición del 2026-04-17: 805.2, 805.4b, 805.4c, 805.5a)",
        ),
        # removed: the last edition it was printed in, and when it was removed
        ("ja", "810.7c", "総合ルール 810.7c（2018-04-27に削除）", "総合ルール 810.7c（2018-01-19、2018-04-27に削除）"),
    ],
)
def test_each_menu_item_copies_its_text_and_says_so(
    page: Page, base_url: str, language: str, number: str, link_text: str, citation: str
) -> None:
    labels = LABELS[language]
    # The page's clock is the test's: "Copied" stays until the test lets the moment pass, however slow the machine.
    page.clock.install()
    page.goto(f"{base_url}/{urls.rule_page(number, language)}", wait_until="load")
    page.clock.pause_at(page.evaluate("Date.now()") + 1000)
    menu = page.locator("details.twohg-copy")
    summary = menu.locator("summary")
    expect(summary).to_have_text(labels["copy_menu"])
    expect(summary).to_be_visible()
    buttons = menu.locator("button[data-twohg-copy]")
    expect(buttons.first).to_be_hidden()  # a closed menu: one line on the page
    summary.click()
    status = menu.locator(".twohg-copy__status")
    toast = page.locator(".md-dialog")
    for kind, text in expected_texts(base_url, number, link_text, citation).items():
        button = menu.locator(f'button[data-twohg-copy="{kind}"]')
        expect(button).to_have_text(labels[f"copy_{kind}"])
        button.click()
        # The button says so, a live region says so, and Material's own toast says so.
        expect(button).to_have_text(labels["copied"])
        expect(status).to_have_text(f"{labels['copied']}: {text}")
        expect(toast).to_have_class("md-dialog md-dialog--active")
        assert page.evaluate("navigator.clipboard.readText()") == text
    # The label comes back after a moment (copy.js: two seconds).
    page.clock.run_for(2500)
    expect(menu.locator('button[data-twohg-copy="citation"]')).to_have_text(labels["copy_citation"])
    # A click elsewhere closes the menu.
    page.locator("h1").click()
    expect(buttons.first).to_be_hidden()


def test_the_menu_works_from_the_keyboard(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/{urls.rule_page('810.9a', 'es')}", wait_until="load")
    summary = page.locator("details.twohg-copy summary")
    summary.focus()
    page.keyboard.press("Enter")  # a native <details>: Enter opens it
    expect(page.locator("details.twohg-copy")).to_have_attribute("open", "")
    page.keyboard.press("Tab")
    expect(page.locator('button[data-twohg-copy="url"]')).to_be_focused()
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert page.evaluate("navigator.clipboard.readText()") == f"[Reglas Completas 810.9a]({base_url}/r/810.9a/)"
    page.keyboard.press("Escape")  # closes the menu and gives the focus back to it
    expect(page.locator('button[data-twohg-copy="url"]')).to_be_hidden()
    expect(summary).to_be_focused()


def test_a_rule_outside_2hg_has_three_items_and_no_citation(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/{urls.rule_page('101.4', 'en')}", wait_until="load")
    page.locator("details.twohg-copy summary").click()
    buttons = page.locator(".twohg-copy button[data-twohg-copy]")
    expect(buttons).to_have_count(3)
    buttons.nth(1).click()
    assert page.evaluate("navigator.clipboard.readText()") == f"[Comprehensive Rules 101.4]({base_url}/r/101.4/)"

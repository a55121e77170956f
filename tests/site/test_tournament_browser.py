"""The tournament rules in Debian's Chromium, on a phone: reading, the stale citation's note, short links, search."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, expect

from conftest import Visit, settle

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_tournament_page_reads_on_a_phone(
    browser: Browser, base_url: str, language: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
    page = context.new_page()
    prefix = "" if language == "en" else f"{language}/"
    page.goto(f"{base_url}/{prefix}tournament/9.4/", wait_until="networkidle")
    settle(page)
    # Nothing wider than the phone: no sideways scrolling.
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    text = page.locator(".twohg-mtr").first
    assert text.get_attribute("lang") == "en"
    expect(text.locator("ol > li")).to_have_count(6)  # the pregame procedure's numbered steps
    if language == "ja":
        expect(page.locator(".admonition.note").first).to_contain_text("英語のみ")
    # The stale citation's mark leads to the note, which names the rule to read instead.
    page.locator("a.twohg-stale-mark").first.tap()
    assert urlsplit(page.url).fragment == "stale-103-4c"
    note = page.locator(".admonition.warning").first
    expect(note).to_be_in_viewport()
    expect(note).to_contain_text("In a Commander game")
    expect(note.locator('a[href$="rules/805.3a/"]')).to_have_count(1)
    folder: Path = tmp_path_factory.mktemp("screenshots")
    page.screenshot(path=str(folder / f"tournament-9.4-{language}-390.png"), full_page=True)
    context.close()


def test_typing_mtr_and_a_number_goes_to_the_tournament_rule(visit: Visit) -> None:
    visit.open("/fr/r/?n=MTR%209.3")
    visit.page.wait_for_url("**/fr/tournament/9.3/")
    expect(visit.page.locator("h1")).to_contain_text("MTR 9.3")


def test_a_short_link_of_a_tournament_rule_lands_on_its_page(visit: Visit) -> None:
    visit.open("/es/r/mtr-9.4/#stale-103-4c")
    assert urlsplit(visit.page.url).path == "/es/tournament/9.4/"
    assert urlsplit(visit.page.url).fragment == "stale-103-4c"


def test_the_search_box_labels_a_tournament_rule(visit: Visit) -> None:
    page = visit.open("/ja/")
    box = page.locator("#twohg-search-input")
    box.click()
    box.press_sequentially("MTR 9.3", delay=20)
    first = page.locator(".twohg-search__result").first
    expect(first).to_be_visible(timeout=10000)
    expect(first.locator(".twohg-search__number")).to_have_text("MTR 9.3 — Play-Draw Rule")
    expect(first.locator(".twohg-search__kind")).to_contain_text("イベント規定")
    expect(first.locator(".twohg-search__status")).to_have_text("2026-02-27")
    box.press("Enter")
    page.wait_for_load_state("networkidle")
    assert urlsplit(page.url).path == "/ja/tournament/9.3/"

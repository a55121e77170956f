"""Hostile input in the page, in Debian's Chromium: huge queries, odd short links, a tampered language choice."""

from __future__ import annotations

import time
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from conftest import Visit, settle

pytestmark = pytest.mark.browser


def _errors(visit: Visit) -> list[str]:
    errors: list[str] = []
    visit.page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def test_a_huge_query_is_cut_and_answers_at_once(visit: Visit) -> None:
    errors = _errors(visit)
    page = visit.open("/")
    page.evaluate("() => window.twohgSearch.load()")
    started = time.perf_counter()
    found = page.evaluate(
        """() => [window.twohgSearch.search('platinum angel '.repeat(14000)).length,
                  window.twohgSearch.search('810.7c ' + 'x'.repeat(200000)).length]"""
    )
    assert time.perf_counter() - started < 5
    assert found[0] > 0 and errors == []
    box = page.locator("#twohg-search-input")
    box.click()
    started = time.perf_counter()
    box.fill("two-headed giant " * 6000)  # pasted: searched for its first 500 characters, whole words
    expect(page.locator(".twohg-search__result").first).to_be_visible(timeout=5000)
    assert time.perf_counter() - started < 5


@pytest.mark.parametrize("typed", ["$`$'$&$$", "810.99$`", "<b>$'</b>"])
def test_a_typed_number_is_shown_as_typed(visit: Visit, typed: str) -> None:
    errors = _errors(visit)
    page = visit.open("/r/?n=" + typed.replace("$", "%24").replace("&", "%26").replace("<", "%3C"))
    result = page.locator(".twohg-goto__result p").first
    expect(result).to_be_visible()
    text = result.inner_text()
    assert typed in text and errors == []


def test_a_malformed_escape_in_a_short_link_still_reaches_the_resolver(visit: Visit) -> None:
    errors = _errors(visit)
    page = visit.open("/r/810.4%E0%A4%A/")
    page.wait_for_url("**/r/?n=*")
    assert errors == []
    expect(page.locator(".twohg-goto__result p").first).to_contain_text("810.4%E0%A4%A")


@pytest.mark.parametrize("stored", ["__proto__", "constructor", "toString", "xx", ""])
def test_a_tampered_language_choice_is_no_language(visit: Visit, stored: str) -> None:
    errors = _errors(visit)
    page = visit.open("/about/")
    page.evaluate("(value) => localStorage.setItem('twohg.language', value)", stored)
    page.goto(visit.base_url + "/r/810.4/", wait_until="networkidle")
    settle(page)
    page.wait_for_url("**/rules/810.4/")
    assert urlsplit(page.url).path == "/rules/810.4/" and errors == []

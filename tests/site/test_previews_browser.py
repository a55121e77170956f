"""Previews of cited rules in Debian's Chromium: by mouse, keyboard and touch, offline, nothing moving."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from conftest import Visit
from twohg.profiles import LABELS

pytestmark = pytest.mark.browser

#: The first wording's citation of 508.1 on 810.7c's page (that wording is of 2010-06-18).
CITATION = 'article a[data-preview="508.1@cr-en-2010-06-18"]'

#: Counts the layout shifts from now on (window.__total).
WATCH_SHIFTS = """() => {
  window.__total = 0;
  new PerformanceObserver(list => { for (const entry of list.getEntries()) window.__total += entry.value; })
    .observe({ type: 'layout-shift' });
}"""


def test_a_mouse_over_a_cited_rule_shows_its_text_in_that_edition(visit: Visit) -> None:
    page = visit.open("/rules/810.7c/")
    page.context.set_offline(True)  # the texts are in the page: no request is needed
    link = page.locator(CITATION).first
    link.scroll_into_view_if_needed()
    page.evaluate(WATCH_SHIFTS)
    link.hover()
    box = page.locator("#twohg-preview")
    expect(box).to_be_visible()
    expect(box).to_contain_text(LABELS["en"]["preview_heading"].format(number="508.1", date="2010-06-18"))
    expect(box).to_contain_text("(see rule 715,")
    expect(box.locator('p[lang="en"]').first).to_be_visible()
    assert link.get_attribute("aria-describedby") == "twohg-preview"
    assert box.get_attribute("role") == "tooltip"
    # It opens the rule's page, and nothing on the page moved to make room for it.
    opens = box.get_by_role("link", name=LABELS["en"]["preview_open"].format(number="508.1"))
    assert opens.evaluate("a => a.href") == link.evaluate("a => a.href")
    page.wait_for_timeout(300)
    assert page.evaluate("() => window.__total") == 0
    page.mouse.move(5, 5)
    expect(box).to_be_hidden()
    assert link.get_attribute("aria-describedby") is None
    page.context.set_offline(False)


def test_the_keyboard_opens_and_escape_closes_it(visit: Visit) -> None:
    page = visit.open("/fr/rules/810.7c/")
    link = page.locator(CITATION).first
    link.focus()
    box = page.locator("#twohg-preview")
    expect(box).to_be_visible()
    expect(box).to_contain_text(LABELS["fr"]["preview_heading"].format(number="508.1", date="2010-06-18"))
    expect(box).to_contain_text(LABELS["fr"]["preview_changed"])
    page.keyboard.press("Escape")
    expect(box).to_be_hidden()
    assert page.evaluate("() => document.activeElement.getAttribute('data-preview')") == "508.1@cr-en-2010-06-18"


def test_a_first_tap_shows_it_and_a_second_opens_the_rule(browser: Browser, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(f"{base_url}/ja/rules/810.7c/")
    link = page.locator(CITATION).first
    link.scroll_into_view_if_needed()
    link.tap()
    box = page.locator("#twohg-preview")
    expect(box).to_be_visible()
    expect(box).to_contain_text(LABELS["ja"]["preview_heading"].format(number="508.1", date="2010-06-18"))
    assert page.url.endswith("/ja/rules/810.7c/")
    # Within the screen of a phone.
    shown = box.bounding_box()
    assert shown is not None and shown["x"] >= 0 and shown["x"] + shown["width"] <= 390
    link.tap()
    # 810.7c's last wording (2018) cites 508.1 as that edition printed it: the link opens that wording, dated.
    page.wait_for_url("**/ja/rules/508.1/?on=*&cited=1#v*")
    context.close()


def test_a_glossary_term_shows_its_definition(visit: Visit) -> None:
    page = visit.open("/ja/sections/810/")
    term = page.locator('article a.twohg-term[data-preview^="term:shared-team-turns-option:ja@"]').first
    term.scroll_into_view_if_needed()
    term.hover()
    box = page.locator("#twohg-preview")
    expect(box).to_be_visible()
    expect(box).to_contain_text(
        LABELS["ja"]["preview_term"].format(term="「共有チーム・ターン」選択ルール", date="2026-01-16")
    )
    expect(box.locator('p[lang="ja"]').first).to_contain_text("多人数戦")
    expect(box.get_by_role("link", name=LABELS["ja"]["preview_glossary"])).to_have_attribute(
        "href", re.compile(r"glossary/#shared-team-turns-option$")
    )

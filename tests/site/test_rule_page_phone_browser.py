"""A rule page on a phone (390 px) in Debian's Chromium: one status line, then the text, the way up and along.

And the header: the site's name readable in full on a phone and a laptop, in every language, with
the search box a magnifier that widens over the header while a reader types.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Page, expect

from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
SMALL_PHONE = {"width": 320, "height": 640}
TABLET = {"width": 768, "height": 1024}
LAPTOP = {"width": 1280, "height": 900}
SITE_NAMES = {
    "en": "Two-Headed Giant Rules",
    "es": "Reglas de Gigante de dos cabezas",
    "fr": "Règles du Troll à deux têtes",
    "ja": "双頭巨人戦のルール",
}
"""The site's name in each language, as mkdocs.yml sets it."""


@pytest.fixture()
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, service_workers="block")
    yield context.new_page()
    context.close()


@pytest.mark.parametrize(
    ("language", "number", "status"),
    [
        ("en", "810.7c", "status_removed"),
        ("es", "606.6e", "status_outdated"),  # English text (no translation), three notices below it
        ("fr", "805.10f", "status_current"),
        ("ja", "810.8c", "status_current"),  # the official translation, its differences and the English below
    ],
)
def test_one_status_line_comes_first_then_the_rule_text(
    phone: Page, base_url: str, language: str, number: str, status: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    phone.goto(f"{base_url}/{urls.rule_page(number, language)}", wait_until="load")
    article = phone.locator("article")
    # Right after the heading, the one status line (whether the text is the rule in force), the copy menu
    # under it, and then a paragraph of the rule's text, marked with its language, on the first screen.
    line = article.locator(".twohg-status")
    expect(line).to_have_count(1)
    expect(line).to_contain_text(LABELS[language][status])
    assert article.locator("h1 + *").evaluate("e => e.matches('.twohg-status')")
    assert line.evaluate("e => e.nextElementSibling.matches('details.twohg-copy')")
    # (Where the language has no text of the rule, one line right above the English text says so.)
    text = article.locator("details.twohg-copy ~ p[lang]").first
    assert text.evaluate("e => e.tagName") == "P"
    assert text.get_attribute("lang") in (language, "en")
    box = text.bounding_box()
    assert box is not None and box["y"] + 40 < PHONE["height"]  # it is on the first screen
    # Top to bottom, up to the first section: the status line, the copy menu, the text (paragraphs and
    # examples), then the notices.
    order = article.evaluate(
        """a => {
            const kinds = [];
            for (let e = a.querySelector('h1').nextElementSibling; e && e.tagName !== 'H2'; e = e.nextElementSibling) {
                kinds.push(e.matches('.twohg-status') ? 'status' : e.matches('details.twohg-copy') ? 'menu'
                    : e.matches('.twohg-english-lead') ? 'lead'
                    : e.matches('p[lang], .admonition.example') ? 'text' : e.matches('.admonition') ? 'notice'
                    : e.tagName);
            }
            return kinds;
        }"""
    )
    if order[2:3] == ["lead"]:
        order = [*order[:2], *order[3:]]
    assert order[:3] == ["status", "menu", "text"], order
    notices = next((at for at, kind in enumerate(order) if kind != "text" and at > 2), len(order))
    assert set(order[2:notices]) == {"text"} and set(order[notices:]) <= {"notice"}, order
    assert order.count("status") == 1
    # Nothing runs off the side of the screen.
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    folder: Path = tmp_path_factory.mktemp("screenshots")
    phone.screenshot(path=str(folder / f"{language}-{number}-390.png"))


def test_breadcrumbs_lead_up_to_the_section_that_lists_the_rule(phone: Page, base_url: str) -> None:
    phone.goto(f"{base_url}/{urls.rule_page('810.7c', 'fr')}", wait_until="load")
    crumbs = phone.locator("nav.twohg-path")
    expect(crumbs).to_have_attribute("aria-label", LABELS["fr"]["path_label"])
    expect(crumbs.locator("li")).to_have_text([LABELS["fr"]["path_rules"], "810", "810.7c"])
    expect(crumbs.locator('li[aria-current="page"]')).to_have_text("810.7c")
    crumbs.get_by_role("link", name="810", exact=True).click()
    phone.wait_for_load_state("load")
    assert urlsplit(phone.url).path == "/" + urls.served(urls.section_path(810), "fr")
    # The section page lists the rule, though the section no longer uses its number.
    former = phone.locator("#former ~ p a", has_text="810.7c")
    expect(former).to_have_count(1)
    former.click()
    phone.wait_for_load_state("load")
    assert urlsplit(phone.url).path == "/" + urls.rule_page("810.7c", "fr")
    phone.locator("nav.twohg-path").get_by_role("link", name=LABELS["fr"]["path_rules"]).click()
    phone.wait_for_load_state("load")
    assert urlsplit(phone.url).path == "/" + urls.served(urls.SECTIONS_PATH, "fr")


def test_previous_and_next_rule(phone: Page, base_url: str) -> None:
    phone.goto(f"{base_url}/{urls.rule_page('810.7c', 'ja')}", wait_until="load")
    pager = phone.locator("nav.twohg-pager")
    expect(pager).to_have_attribute("aria-label", LABELS["ja"]["pager_label"])
    following = pager.locator("a[rel=next]")
    expect(following).to_contain_text(LABELS["ja"]["pager_next"])
    expect(following).to_contain_text("810.7d")
    following.click()
    phone.wait_for_load_state("load")
    assert urlsplit(phone.url).path == "/" + urls.rule_page("810.7d", "ja")
    expect(phone.locator("h1")).to_contain_text("810.7d")
    phone.locator("nav.twohg-pager a[rel=prev]").click()
    phone.wait_for_load_state("load")
    assert urlsplit(phone.url).path == "/" + urls.rule_page("810.7c", "ja")


def _name_shown(page: Page) -> dict[str, float]:
    """The header's site name: its text, and how much of it the header has room for."""
    name = page.locator(".md-header__topic").first.locator(".md-ellipsis")
    return name.evaluate(
        """e => ({text: e.textContent.trim(), scrollWidth: e.scrollWidth, clientWidth: e.clientWidth,
                  scrollHeight: e.scrollHeight, clientHeight: e.clientHeight,
                  top: e.getBoundingClientRect().top, bottom: e.getBoundingClientRect().bottom,
                  header: document.querySelector('.md-header').getBoundingClientRect().bottom})"""
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_header_shows_the_site_name_in_full(browser: Browser, base_url: str, language: str) -> None:
    # Loaded on the smallest screen, then turned and opened wider, as a reader's window is.
    context = browser.new_context(viewport=SMALL_PHONE, service_workers="block")
    page = context.new_page()
    try:
        page.goto(f"{base_url}/{urls.rule_page('810.7c', language)}", wait_until="load")
        expect(page.locator(".twohg-search__input")).to_have_count(1)  # the header as a reader has it
        for size in (SMALL_PHONE, PHONE, TABLET, LAPTOP):
            page.set_viewport_size(size)
            shown = _name_shown(page)
            assert shown["text"] == SITE_NAMES[language]
            # Nothing cut: the text fits its box (no ellipsis, no hidden line), and the box fits the header.
            assert shown["scrollWidth"] <= shown["clientWidth"], size
            assert shown["scrollHeight"] <= shown["clientHeight"], size
            assert shown["clientWidth"] >= 80, size  # not cut to a letter or two, as it was
            assert 0 <= shown["top"] and shown["bottom"] <= shown["header"], size
    finally:
        context.close()


def test_the_search_box_widens_on_a_phone_while_a_reader_types(phone: Page, base_url: str) -> None:
    phone.goto(f"{base_url}/{urls.rule_page('810.7c', 'en')}", wait_until="load")
    box = phone.locator(".twohg-search")
    closed = box.bounding_box()
    assert closed is not None and closed["width"] <= 60  # a magnifier beside the site's name
    phone.locator(".twohg-search__input").tap()
    phone.keyboard.type("810.7c")
    opened = box.bounding_box()
    assert opened is not None and opened["width"] >= PHONE["width"] - 40
    expect(phone.locator(".twohg-search__result").first).to_be_visible(timeout=10000)


@pytest.mark.parametrize(
    "page",
    ["", "es/", "fr/editions/", "ja/editions/cr-en-2018-04-27/", "rules/810.7a/", "es/rules/810.5/", "fr/sources/"],
)
def test_no_date_breaks_inside_on_a_phone(phone: Page, base_url: str, page: str) -> None:
    # Browsers break after a hyphen: every date of the article stays on one line (a date in two reads as two numbers).
    phone.goto(f"{base_url}/{page}", wait_until="load")
    broken = phone.evaluate(
        """() => {
          const found = [];
          const walker = document.createTreeWalker(document.querySelector("article"), NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of node.data.matchAll(/\\d{4}-\\d{2}-\\d{2}/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + 10);
              const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
              if (lines.size > 1) { found.push(match[0]); }
            }
          }
          return found;
        }"""
    )
    dates = phone.evaluate(
        r"() => (document.querySelector('article').innerText.match(/\d{4}-\d{2}-\d{2}/g) || []).length"
    )
    assert dates, page
    assert broken == [], page

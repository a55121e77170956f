"""Printing a page in Debian's Chromium (a judge's copy for the table): the rules, not the site around them.

The section pages print on A4 and Letter in each language: no header, menus, search or copy buttons;
the heading, the edition and its date first; a page number on each sheet (site.css, ``@page``); the
page's address, and the address of each link whose text does not say where it goes, printed once (print.js),
and taken away after printing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from twohg.graph.assembly import Graph
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls

pytestmark = pytest.mark.browser

HIDDEN_IN_PRINT = (".md-header", ".md-sidebar--primary", ".md-footer", ".twohg-search", "details.twohg-copy")
"""What a printed page leaves out: the header (with the search and the language menu), menus, footer, copy buttons."""


@pytest.fixture()
def printer(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US", service_workers="block")
    yield context.new_page()
    context.close()


def newest_date(graph: Graph) -> str:
    newest = next(e for e in graph.editions if e.id == graph.lineage.editions[-1])
    return (newest.date or newest.start).isoformat()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_section_prints_as_the_rules_with_its_edition_first(
    printer: Page, base_url: str, real_graph: Graph, language: str
) -> None:
    printer.goto(f"{base_url}/{urls.page_url(urls.section_path(810), language)}", wait_until="load")
    printer.emulate_media(media="print")
    for selector in HIDDEN_IN_PRINT:
        shown = printer.locator(selector).first
        assert printer.locator(selector).count() == 0 or not shown.is_visible(), (language, selector)
    # The heading, then the edition and its date, before any rule.
    article = printer.locator("article")
    first = article.inner_text()[:300]
    assert "810" in first and newest_date(real_graph) in first, (language, first)
    assert LABELS[language]["section_current"].split("{date}")[0].strip() in first, language
    for paper in ("A4", "Letter"):
        pdf = printer.pdf(format=paper, print_background=True)
        assert pdf.startswith(b"%PDF-"), paper
        pages = len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))
        assert 2 <= pages <= 12, (language, paper, pages)


def test_the_address_of_each_link_is_printed_once_unless_its_text_says_it(printer: Page, base_url: str) -> None:
    printer.goto(f"{base_url}/renumbering/", wait_until="load")
    links = printer.evaluate(
        """() => Array.from(document.querySelectorAll("article a[href]"))
             .filter((a) => !/^(\\d{3}(\\.\\d{1,3}[a-z]?(-[a-z])?)?|\\d{4}-\\d{2}-\\d{2})$/.test(a.textContent.trim()))
             .map((a) => new URL(a.getAttribute("href"), location.href))
             .filter((url) => url.pathname !== location.pathname)
             .map((url) => url.href)"""
    )
    numbers = printer.evaluate("() => document.querySelectorAll('article a[href]').length")
    assert links and numbers > 2 * len(set(links)), "the page has too few links to rules for this test"
    printer.evaluate("() => window.dispatchEvent(new Event('beforeprint'))")
    printed = printer.locator("article .twohg-print-url").all_inner_texts()
    # The page's own address first, then each other address once, however often it is linked; a rule
    # number's or a date's link prints no address (its text says where it goes).
    assert printed[0] == printer.url.split("#")[0]
    assert sorted(text.strip()[1:-1] for text in printed[1:]) == sorted(set(links))
    printer.evaluate("() => window.dispatchEvent(new Event('afterprint'))")
    assert printer.locator(".twohg-print-url").count() == 0


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_rule_prints_alone_from_its_menu(printer: Page, base_url: str, language: str) -> None:
    """A rule page prints whole by default; its menu's "Print this rule alone" leaves out its languages and history."""
    printer.goto(f"{base_url}/{urls.rule_page('810.7', language)}", wait_until="load")
    printer.wait_for_selector("details.twohg-copy:not([hidden])")
    whole = printer.pdf(format="A4")
    printer.evaluate("() => { window.print = () => { window.twohgPrinted = true; }; }")
    printer.locator("details.twohg-copy summary").click()
    printer.get_by_role("button", name=LABELS[language]["print_rule"]).click()
    assert printer.evaluate("() => window.twohgPrinted === true")
    printer.emulate_media(media="print")
    assert not printer.locator("article h2#history").is_visible()
    assert printer.locator("article .twohg-status").first.is_visible()
    alone = printer.pdf(format="A4")
    count = lambda pdf: len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))  # noqa: E731
    assert count(alone) <= 2 and count(alone) < count(whole), (count(alone), count(whole))
    printer.evaluate("() => window.dispatchEvent(new Event('afterprint'))")
    assert printer.evaluate("() => !document.documentElement.classList.contains('twohg-print-rule')")

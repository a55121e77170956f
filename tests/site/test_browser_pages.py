"""Rule, section and renumbering pages in Debian's Chromium: what a reader sees in each language."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from conftest import Visit
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS, counted
from twohg.site import urls

pytestmark = pytest.mark.browser


def _url(path: str, language: str) -> str:
    return "/" + urls.served(path, language)


def _tab(page_language: str, language: str) -> str:
    """A language's tab on a rule page: its name in the page's language ("Francés" on a Spanish page)."""
    name = LABELS[page_language][f"language_name_{language}"]
    return name[:1].upper() + name[1:]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_rule_page_shows_its_text_tabs_and_history(visit: Visit, language: str) -> None:
    page = visit.open(_url(urls.rule_path("805.3a"), language))
    expect(page.locator("h1")).to_contain_text("805.3a")
    article = page.locator("article")
    # The status line first, then the text: English in fr, with a notice under it that says so.
    # The official Japanese translation has 805: its text comes first there, the English under it.
    expect(article.locator("h1 + p.twohg-status")).to_contain_text(LABELS[language]["status_current"])
    expect(article.locator(".twohg-status")).to_have_count(1)
    # (Where the language has no text of the rule, one line says the text is English right above it.)
    # (An official translation sits in a pair with the English: .twohg-pair, side by side on a wide screen.)
    text = article.locator("details.twohg-copy ~ p[lang], details.twohg-copy ~ .twohg-pair p[lang]").first
    expect(text).to_contain_text("マリガン" if language == "ja" else "mulligan")
    expect(article).to_contain_text("mulligan")
    if language in ("fr", "ja"):
        expect(text).to_have_attribute("lang", "ja" if language == "ja" else "en")
    if language == "fr":
        notice = article.locator("details.twohg-copy + p.twohg-english-lead", has_text=LABELS["fr"]["english_text"])
        expect(notice).to_be_visible()
    if language == "ja":
        boxes = ".twohg-status ~ .admonition, .twohg-status ~ .twohg-pair .admonition"
        notice = article.locator(boxes, has_text=LABELS[language]["english_text"])
        expect(notice.first).to_be_visible()
    # The other languages in tabs (the FAQ answers and summary sections that explain the rule
    # among them), the page's own language first.
    shown = [text.strip() for text in article.locator(".tabbed-labels > label").all_inner_texts()]
    order = [_tab(language, language), *(_tab(language, other) for other in LANGUAGES if other != language)]
    if language != "fr":  # in French the French FAQ answer follows the text itself
        assert _tab(language, "fr") in shown
    assert shown == [name for name in order if name in shown]
    # The history, with the words a change removed struck through and the new ones marked.
    history = article.locator("#history ~ *")
    assert history.locator("del").count() > 0
    assert history.locator("ins").count() > 0
    expect(history.locator("del").first).to_be_visible()


def test_the_chosen_language_tab_stays_chosen_on_the_next_rule_page(visit: Visit) -> None:
    page = visit.open(_url(urls.rule_path("810.4"), "en"))
    french = _tab("en", "fr")
    page.locator(".tabbed-labels > label", has_text=french).first.click()
    page = visit.open(_url(urls.rule_path("810.9"), "en"))
    chosen = page.locator(".tabbed-set input:checked + label, .tabbed-labels > label").first
    assert chosen.count() == 1
    checked = page.evaluate(
        """() => {
            const set = document.querySelector('.tabbed-set');
            const input = set.querySelector(':scope > input:checked');
            return set.querySelector(`label[for="${input.id}"]`).textContent.trim();
        }"""
    )
    assert checked == french


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", [390, 1280])
def test_the_renumbering_diagram_reads_on_a_phone_and_a_laptop(visit: Visit, language: str, width: int) -> None:
    visit.page.set_viewport_size({"width": width, "height": 900})
    page = visit.open(_url(urls.RENUMBERING_PATH, language))
    diagram = page.locator("article ol.twohg-flow")
    expect(diagram).to_be_visible()
    # Drawn at build time: no Mermaid fetched, no <svg>, text a screen reader reads in order.
    assert not [url for url in visit.requests if "mermaid" in url]
    assert diagram.locator("svg").count() == 0
    expect(diagram).to_have_accessible_name(LABELS[language]["renumbering_diagram"])
    expect(diagram.locator(".twohg-flow__section")).to_have_count(4)
    expect(diagram.locator(".twohg-flow__move")).to_have_count(3)
    expect(diagram.locator(".twohg-flow__section").first).to_contain_text("606")
    # Readable without zooming: the text at the page's size, every box inside the page's width.
    sizes = diagram.locator("li").evaluate_all(
        "items => items.map(item => parseFloat(getComputedStyle(item).fontSize))"
    )
    assert min(sizes) >= 12, sizes
    overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    for box in diagram.locator(".twohg-flow__section").all():
        bounds = box.bounding_box()
        assert bounds is not None and bounds["x"] >= 0 and bounds["x"] + bounds["width"] <= width
    # Each edition's changes are folded under a line with their count, and open on a tap.
    group = page.locator("details.twohg-steps#e-2009-07-11")
    expect(group.locator("summary")).to_have_text(counted(LABELS[language], "renumbering_group", 31, date="2009-07-11"))
    expect(group.locator("table")).to_be_hidden()
    group.locator("summary").click()
    expect(group.locator("table tbody tr")).to_have_count(31)
    expect(group.locator("table")).to_be_visible()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_link_to_one_edition_s_renumbering_opens_its_changes(visit: Visit, language: str) -> None:
    # Forum posts linked the old per-edition headings (renumbering/#e-2010-06-18): on arrival...
    page = visit.open(_url(urls.RENUMBERING_PATH, language) + "#e-2010-06-18")
    group = page.locator("details.twohg-steps#e-2010-06-18")
    expect(group).to_have_attribute("open", "")
    expect(group.locator("table")).to_be_visible()
    expect(page.locator("details.twohg-steps[open]")).to_have_count(1)
    # ...and when the fragment changes on the page.
    page.evaluate("window.location.hash = '#e-2018-04-27'")
    expect(page.locator("details.twohg-steps#e-2018-04-27")).to_have_attribute("open", "")
    expect(page.locator("details.twohg-steps#e-2018-04-27 table")).to_be_in_viewport()


def test_the_language_switcher_lands_on_the_same_rule(visit: Visit) -> None:
    page = visit.open(_url(urls.rule_path("810.7c"), "es"))
    page.hover(".md-header__option .md-select")
    page.click('.md-select__link[hreflang="ja"]')
    page.wait_for_load_state("networkidle")
    assert urlsplit(page.url).path == _url(urls.rule_path("810.7c"), "ja")
    expect(page.locator("h1")).to_contain_text("810.7c")


def test_switching_language_keeps_the_place_in_a_section(visit: Visit) -> None:
    anchor = urls.anchor("810.9")
    page = visit.open(_url(urls.section_path(810), "en") + "#" + anchor)
    page.hover(".md-header__option .md-select")
    page.click('.md-select__link[hreflang="fr"]')
    page.wait_for_load_state("networkidle")
    assert urlsplit(page.url).path == _url(urls.section_path(810), "fr")
    assert urlsplit(page.url).fragment == anchor
    target = page.locator(f"#{anchor}")
    expect(target).to_be_in_viewport()

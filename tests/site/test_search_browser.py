"""The header search in Debian's Chromium: the golden query set, the box, the keyboard."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from conftest import Visit, golden_queries

pytestmark = pytest.mark.browser

HOMES = {"en": "/", "es": "/es/", "fr": "/fr/", "ja": "/ja/"}

RUN_GOLDEN = """async (cases) => {
    await window.twohgSearch.load();
    const missed = [];
    for (const c of cases) {
        const hits = window.twohgSearch.search(c.query).slice(0, 5);
        const wanted = Array.isArray(c.expect) ? c.expect : [c.expect];
        const entry = (h) => h.record.id.split(':').slice(1).join(':');
        const good = hits.filter(h => (wanted.includes(h.record.rule) || wanted.includes(entry(h)))
            && (!c.old || !h.record.current));
        if (!good.length) missed.push([c.query, c.lang, c.expect, hits.map(h => h.record.id)]);
    }
    return missed;
}"""


@pytest.mark.parametrize("language", sorted(HOMES))
def test_recall_at_5_is_total_on_the_golden_set_in_the_browser(visit: Visit, language: str) -> None:
    page = visit.open(HOMES[language])
    cases = [case for case in golden_queries() if case["lang"] == language]
    assert cases
    assert page.evaluate(RUN_GOLDEN, cases) == []


@pytest.mark.parametrize(
    "path", ["/", "/rules/810.7c/", "/es/sections/810/", "/fr/renumbering/", "/ja/r/606.6e/", "/api/"]
)
def test_no_page_fetches_the_search_before_the_box_is_focused(visit: Visit, path: str) -> None:
    page = visit.open(path)
    page.wait_for_timeout(1500)  # idle time, when a page could fetch it unasked
    searching = [url for url in visit.requests if "search/twohg.json" in url or "minisearch" in url]
    assert searching == [], searching
    assert page.evaluate("typeof MiniSearch") == "undefined"
    # The first focus fetches the library and the index; a number typed at once waits for them.
    box = page.locator("#twohg-search-input")
    box.focus()
    box.press_sequentially("810.7c", delay=10)
    expect(page.locator(".twohg-search__result").first).to_contain_text("810.7c", timeout=10000)
    fetched = [urlsplit(url).path for url in visit.requests if "search/twohg.json" in url or "minisearch" in url]
    assert sorted(fetched) == ["/assets/vendor/minisearch/minisearch.min.js", "/search/twohg.json"]


def test_a_search_button_loads_the_search_too(visit: Visit) -> None:
    page = visit.open("/es/")
    page.locator("[data-twohg-search]").first.click()
    expect(page.locator("#twohg-search-input")).to_be_focused()
    page.keyboard.type("gigante", delay=10)
    expect(page.locator(".twohg-search__result").first).to_be_visible(timeout=10000)


def test_the_box_finds_a_misspelt_card_across_languages(visit: Visit) -> None:
    page = visit.open("/fr/")
    box = page.locator("#twohg-search-input")
    box.click()
    box.press_sequentially("platinum angle", delay=20)
    first = page.locator(".twohg-search__result").first
    expect(first).to_be_visible(timeout=10000)
    # The French FAQ answer that uses the card under its French name comes first on a French page.
    expect(first.locator("mark").first).to_have_text("Ange")
    assert "/fr/sources/fr-2hg-faq-2012/#q22" in (first.locator("a").get_attribute("href") or "")


def test_enter_on_a_bare_old_number_opens_its_page(visit: Visit) -> None:
    page = visit.open("/es/")
    box = page.locator("#twohg-search-input")
    box.click()
    box.press_sequentially("606.6e", delay=20)
    expect(page.locator(".twohg-search__result").first).to_be_visible(timeout=10000)
    expect(page.locator(".twohg-search__status").first).to_contain_text("hoy 805.2, 805.4b, 805.4c, 805.5a")
    box.press("Enter")
    page.wait_for_load_state("networkidle")
    assert urlsplit(page.url).path == "/es/rules/606.6e/"


def test_the_keyboard_moves_through_the_results_and_escape_closes(visit: Visit) -> None:
    page = visit.open("/")
    page.keyboard.press("/")
    box = page.locator("#twohg-search-input")
    expect(box).to_be_focused()
    page.keyboard.type("poison counters", delay=20)
    results = page.locator(".twohg-search__result")
    expect(results.first).to_be_visible(timeout=10000)
    box.press("ArrowDown")
    box.press("ArrowDown")
    expect(results.nth(1)).to_have_attribute("aria-selected", "true")
    target = results.nth(1).locator("a").get_attribute("href")
    box.press("Enter")
    page.wait_for_load_state("networkidle")
    assert page.url == target
    page.locator("#twohg-search-input").click()
    page.keyboard.type("mulligan")
    expect(page.locator(".twohg-search__panel")).to_be_visible()
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    expect(page.locator(".twohg-search__panel")).to_be_hidden()


def test_filters_keep_only_old_wordings_in_one_language(visit: Visit) -> None:
    page = visit.open("/")
    box = page.locator("#twohg-search-input")
    box.click()
    box.press_sequentially("combat damage", delay=10)
    expect(page.locator(".twohg-search__result").first).to_be_visible(timeout=10000)
    page.locator(".twohg-search__filter").nth(0).select_option("en")
    page.locator(".twohg-search__filter").nth(1).select_option("old")
    statuses = page.locator(".twohg-search__status").all_inner_texts()
    assert statuses and all(status.startswith("old · ") for status in statuses)
    assert set(page.locator(".twohg-search__lang").all_inner_texts()) == {"EN"}
    page.locator(".twohg-search__filter").nth(1).select_option("current")
    assert set(page.locator(".twohg-search__status").all_inner_texts()) == {"current"}


ONE_HIT_PER_PAGE = """async (queries) => {
    await window.twohgSearch.load();
    const out = {};
    for (const q of queries) {
        out[q] = window.twohgSearch.search(q, {}, 10).slice(0, 10).map(h => [
            h.record.kind === 'faq' || h.record.kind === 'summary' ? h.record.id : h.record.rule,
            h.record.kind === 'translation', h.record.lang, h.record.current, h.cover, h.record.newest]);
    }
    return out;
}"""


def test_a_rules_old_wordings_show_as_one_hit_best_coverage_first(visit: Visit) -> None:
    """Old wordings of one rule in one language are one result (the newest stands for the rest), and
    results with more of the query's words come before the others."""
    page = visit.open("/")
    found = page.evaluate(ONE_HIT_PER_PAGE, ["combat damage", "comes into play", "life total"])
    for query, hits in found.items():
        pages = [tuple(hit[:4]) for hit in hits]
        assert len(hits) == 10, query
        assert len(set(pages)) == len(pages), query
        covers = [hit[4] for hit in hits]
        assert covers == sorted(covers, reverse=True), query
    # "comes into play" is old wording: its best results are old texts, one per rule.
    old = [hit for hit in found["comes into play"] if not hit[3]]
    assert len({hit[0] for hit in old if hit[2] == "en"}) == len([hit for hit in old if hit[2] == "en"])

"""Short links in Debian's Chromium: redirects keep the fragment, follow the chosen language, explain, tolerate."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser

from conftest import Visit, settle
from twohg.graph.assembly import Graph
from twohg.profiles import LABELS

pytestmark = pytest.mark.browser


def _landed(visit: Visit) -> str:
    return visit.page.url.removeprefix(visit.base_url)


@pytest.mark.parametrize("typed", ["810.7c", "810.7C", "810-7c", "8107c", "810.7c."])
def test_a_short_link_lands_on_the_rule_page_with_its_fragment(visit: Visit, typed: str) -> None:
    visit.open(f"/r/{typed}/#r-810-7c")
    assert _landed(visit) == "/rules/810.7c/#r-810-7c"
    assert "810.7c" in visit.page.locator("h1").inner_text()


def test_a_language_short_link_stays_in_its_language(visit: Visit) -> None:
    visit.open("/es/r/806.10c/")
    assert _landed(visit) == "/es/rules/806.10c/"


def test_the_root_short_link_follows_the_language_last_read(visit: Visit) -> None:
    visit.open("/ja/")
    visit.open("/r/810.9c/#r-810-9c")
    assert _landed(visit) == "/ja/rules/810.9c/#r-810-9c"
    visit.open("/fr/r/810.10/")  # a short link's own page is not reading: the choice stays Japanese
    visit.open("/fr/sections/810/")
    visit.open("/r/606.6e/")
    assert _landed(visit) == "/fr/r/606.6e/"
    visit.open("/sections/810/")  # reading in English again
    visit.open("/r/810.9c/")
    assert _landed(visit) == "/rules/810.9c/"


@pytest.mark.parametrize(
    ("path", "heading", "words"),
    [
        ("/r/606.6e/", "Rule number 606.6e", "Loyalty Abilities"),
        (
            "/es/r/606.6e/",
            "Número de regla 606.6e",
            "En la edición más reciente (2026-04-17): 805.2, 805.4b, 805.4c, 805.5a.",
        ),
    ],
)
def test_a_number_with_several_meanings_explains_them(visit: Visit, path: str, heading: str, words: str) -> None:
    page = visit.open(path)
    assert _landed(visit) == path
    assert page.locator("h1").inner_text().strip().rstrip("¶") == heading
    assert words in page.locator("article").inner_text()
    page.get_by_role("link", name="805.4b").first.click()
    page.wait_for_load_state()
    assert "/rules/805.4b/" in page.url


def test_a_number_that_never_existed_names_the_nearest(visit: Visit) -> None:
    page = visit.open("/r/810.99/")
    page.wait_for_selector(".twohg-goto__result a")
    assert _landed(visit).startswith("/r/?n=810.99")
    links = page.locator(".twohg-goto__result a").all_inner_texts()
    assert links == ["810.10d", "810.11"]
    assert "810.99" in page.locator(".twohg-goto__result").inner_text()


def test_the_short_links_page_resolves_a_typed_number(visit: Visit) -> None:
    page = visit.open("/fr/r/")
    page.fill("#twohg-number", "８０６．１０Ｃ")
    page.press("#twohg-number", "Enter")
    page.wait_for_url("**/fr/rules/806.10c/")


def test_a_missing_rule_page_names_the_nearest_rules(visit: Visit) -> None:
    # The host answers a missing rules/<n>/ with the not-found page, which reads the number in the address.
    page = visit.open("/rules/810.7x/")
    page.wait_for_selector(".twohg-goto__result a")
    assert _landed(visit).startswith("/r/?n=810.7x")
    assert page.locator(".twohg-goto__result a").all_inner_texts() == ["810.7e", "810.7f", "810.8", "810.8a"]
    assert "810.7x" in page.locator(".twohg-goto__result").inner_text()
    page = visit.open("/fr/rules/810.99/")
    page.wait_for_selector(".twohg-goto__result a")
    assert _landed(visit).startswith("/fr/r/?n=810.99") and page.locator("html").get_attribute("lang") == "fr"
    visit.open("/r/8107/")  # a number typed without its full stop is still the number (in French, read last)
    assert _landed(visit) == "/fr/rules/810.7/"


@pytest.fixture()
def spanish(browser: Browser, base_url: str) -> Iterator[Visit]:
    """A fresh page in a browser whose languages are Spanish (Argentina), then English."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="es-AR")
    yield Visit(context.new_page(), base_url)
    context.close()


def test_a_first_time_reader_follows_the_browsers_language_until_choosing_one(spanish: Visit) -> None:
    assert spanish.page.evaluate("navigator.languages")[0] == "es-AR"
    spanish.open("/r/810.4/#r-810-4")
    assert _landed(spanish) == "/es/rules/810.4/#r-810-4"
    spanish.page.context.clear_cookies()
    spanish.page.evaluate("localStorage.clear()")
    spanish.open("/compare/?from=2018-01-19&to=2018-04-27")  # a root page linked from a forum, its query kept
    assert _landed(spanish) == "/es/compare/?from=2018-01-19&to=2018-04-27"
    # The reader picks English in the language menu: a choice, which then wins over the browser.
    spanish.page.locator('.md-select__link[hreflang="en"]').first.evaluate("node => node.click()")
    spanish.page.wait_for_url(lambda url: "/es/" not in url)
    settle(spanish.page)
    assert _landed(spanish).startswith("/compare/")
    spanish.open("/r/810.9c/")
    assert _landed(spanish) == "/rules/810.9c/"
    # A link copied from a Spanish page keeps its language.
    spanish.open("/fr/r/810.9c/")
    assert _landed(spanish) == "/fr/rules/810.9c/"


def _wording_on(graph: Graph, number: str, date: str) -> tuple[int, str]:
    """The place (1, 2, ...) in a number's history of the wording in force on ``date``, and the date of the
    edition in force then, from the graph."""
    dates = {e.id: (e.date or e.start).isoformat() for e in graph.editions}
    edition = max((e for e in graph.lineage.editions if dates[e] <= date), key=lambda e: dates[e])
    versions = graph.history[number]
    return next(at for at, v in enumerate(versions, 1) if f"{edition}/{number}" in v.texts), dates[edition]


@pytest.mark.parametrize(
    ("path", "number", "date", "asked"),
    [
        ("/r/", "810.7c", "2015-01-23", "You asked for 810.7c as it stood on 2015-01-23"),
        ("/es/r/", "810.7c", "2010-07-01", "Pediste 810.7c tal como estaba el 2010-07-01"),
    ],
)
def test_a_dated_short_link_opens_the_wording_in_force_on_that_date(
    visit: Visit, real_graph: Graph, path: str, number: str, date: str, asked: str
) -> None:
    # r/810.7c@2015-01-23/: the host answers with the not-found page, which hands the number and date to r/?n=,
    # which opens the wording the edition in force on that date printed, on the rule page in the link's language;
    # the page says which date was asked for and which edition was in force, above that wording, which is marked.
    page = visit.open(f"{path}{number}@{date}/")
    page.wait_for_url(f"**/rules/{number}/?on=*#v*")
    wording, edition = _wording_on(real_graph, number, date)
    assert _landed(visit) == f"{path.removesuffix('r/')}rules/{number}/?on={date}&edition={edition}#v{wording}"
    assert page.locator(f"#v{wording}").is_visible()
    echo = page.locator(".twohg-asked")
    echo.wait_for()
    assert asked in echo.inner_text() and edition in echo.inner_text()
    assert page.locator(f"#v{wording}.twohg-asked-version + .twohg-asked").count() == 1
    assert echo.is_visible() and echo.bounding_box()["y"] > 0  # type: ignore[index]  # not under the header


def test_a_rule_page_opened_without_a_dated_link_says_nothing_of_dates(visit: Visit) -> None:
    page = visit.open("/rules/810.7c/?on=<b>x</b>&edition=2015-01-23#v1")
    settle(page)
    assert not page.locator(".twohg-asked").is_visible()


def test_a_dated_link_says_what_the_number_was_when_no_2hg_rule_had_it(visit: Visit, real_graph: Graph) -> None:
    # In late 2009 section 805 was the Free-for-All variant (MagicCompRules-en-20091001.txt): 805.2 was no Two-Headed
    # Giant rule then, and what 805.2 says later then stood in section 806 (the resolver's walk back).
    page = visit.open("/r/805.2@2009-12-01/")
    page.wait_for_selector(".twohg-goto__result p + p")
    said = page.locator(".twohg-goto__result").inner_text()
    assert "2009-12-01" in said and "805.2" in said and "no Two-Headed Giant rule" in said
    assert "section 805 was “Free-for-All Variant” (editions of 2009-07-11 to 2010-04-23)" in said
    assert page.locator(".twohg-goto__result a").first.get_attribute("href").endswith("/rules/805.2/")
    then = real_graph.resolver.then("805.2", dt.date(2009, 12, 1))
    assert then is not None and then.held_by and then.later
    held = page.locator(".twohg-goto__result p").last.locator("a")
    assert held.all_inner_texts() == list(then.held_by)
    assert held.first.get_attribute("href").endswith(f"/r/{then.held_by[0]}@2009-12-01/")
    # 810.4 did not exist in 2005: its content then stood at 606.4a (MagicCompRules-en-20050801.txt), and the link
    # to that number as of that day opens 606.4a's wording of 2005.
    page = visit.open("/fr/r/810.4@2005-09-01/")
    page.wait_for_selector(".twohg-goto__result p + p a")
    assert "Ce que 810.4 dit plus tard figurait alors en 606.4a." in page.locator(".twohg-goto__result").inner_text()
    page.locator(".twohg-goto__result p + p a").click()
    page.wait_for_url("**/fr/rules/606.4a/?on=2005-09-01*")
    page = visit.open("/r/810.4@2001-01-01/")
    page.wait_for_selector(".twohg-goto__result p")
    first = min((e.date or e.start).isoformat() for e in real_graph.editions if e.id in real_graph.lineage.editions)
    assert f"before the first edition this site holds ({first})" in page.locator(".twohg-goto__result").inner_text()


def test_the_short_links_page_shows_a_dated_link_that_works(visit: Visit) -> None:
    page = visit.open("/fr/r/")
    example = page.locator("article a", has_text="@").first
    number = example.inner_text().removeprefix("r/").split("@")[0]
    example.click()
    page.wait_for_url(f"**/fr/rules/{number}/?on=*#v*")


def test_a_number_typed_right_after_the_sites_address_opens_its_rule(visit: Visit) -> None:
    # /810.7c (a reader who left out "r/"): the not-found page reads it as a short link, in the address's language.
    page = visit.open("/810.7c")
    page.wait_for_url("**/rules/810.7c/")
    page = visit.open("/es/810.7c@2015-01-23")
    page.wait_for_url("**/es/rules/810.7c/?on=2015-01-23*")
    # Anything else stays on the not-found page, whose title says so, in its language.
    page = visit.open("/no-such-page")
    assert page.title().startswith("Page not found - ")
    page = visit.open("/fr/pas-de-page/")
    assert page.title().startswith(LABELS["fr"]["not_found_title"] + " - ")


def test_a_citation_in_an_older_text_opens_the_wording_it_cites(visit: Visit, real_graph: Graph) -> None:
    # The 2005 FAQ cites "rule 103.4" of the edition of 2005-08-01, where 103.4 is the APNAP rule
    # (MagicCompRules-en-20050801.txt:200); today's 103.4 is the starting life total
    # (MagicCompRules-en-20260417.txt:284). The citation opens the 2005 wording, marked, and says why.
    versions = real_graph.outside_history["103.4"]
    wording = next(at for at, v in enumerate(versions, 1) if "cr-en-2005-08-01/103.4" in v.texts)
    assert not versions[wording - 1].current
    page = visit.open("/sources/en-dci-2hg-faq-2005/")
    page.locator('a[data-preview="103.4@cr-en-2005-08-01"]').first.click()
    page.wait_for_url("**/rules/103.4/?on=*")
    assert _landed(visit) == f"/rules/103.4/?on=2005-08-01&edition=2005-08-01&cited=1#v{wording}"
    echo = page.locator(f"#v{wording}.twohg-asked-version + .twohg-asked")
    echo.wait_for()
    assert "A text that cites the edition of 2005-08-01 links 103.4 here" in echo.inner_text()
    assert "Active Player, Nonactive Player" in page.locator(f"#v{wording} ~ p[lang=en]").first.inner_text()
    assert "starting life total of 20" in page.locator("h1 ~ p[lang=en]").first.inner_text()  # what 103.4 is now

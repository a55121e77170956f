"""How pages load in Debian's Chromium: what is drawn does not move, and every script is asked for from the head."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, Route

from twohg.ingest.catalogue import LANGUAGES
from twohg.site import urls

pytestmark = pytest.mark.browser

#: What moved up or down in the page's article or foot while it loaded (Chromium's Layout Instability API),
#: as "tag.class: top before -> top after". Material's header may settle (its title, its selectors): not counted.
_MOVED_BELOW_THE_HEADER = """() => new Promise(done => {
  const moved = [];
  new PerformanceObserver(list => {
    for (const entry of list.getEntries()) {
      for (const source of entry.sources) {
        const node = source.node;
        if (node && node.nodeType === 1 && node.closest('article, footer')
            && Math.round(source.previousRect.top) !== Math.round(source.currentRect.top)) {
          moved.push(`${node.tagName}.${node.className}: ${source.previousRect.top} -> ${source.currentRect.top}`);
        }
      }
    }
  }).observe({type: 'layout-shift', buffered: true});
  setTimeout(() => done(moved), 300);
})"""


@pytest.fixture()
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    yield context.new_page()
    context.close()


def _slowly(route: Route) -> None:
    time.sleep(0.6)  # a slow network: the page is drawn before its script arrives
    route.continue_()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_editions_timeline_does_not_move_when_its_filter_shows(phone: Page, base_url: str, language: str) -> None:
    # On a slow phone (the processor twenty times slower) the page is drawn while its rows are still being read, so
    # a column widened by a later row would move the rows drawn first: seen in CI in Japanese, whose cells re-wrap
    # at any character when a column changes width (the other languages load at full speed: a tenth of the time).
    if language == "ja":
        phone.context.new_cdp_session(phone).send("Emulation.setCPUThrottlingRate", {"rate": 20})
    phone.route(f"**/{urls.EDITIONS_SCRIPT.rsplit('/', 1)[-1]}", _slowly)
    phone.goto(f"{base_url}/{urls.page_url(urls.EDITIONS_PATH, language).removeprefix('./')}", wait_until="load")
    assert phone.locator("form.twohg-editions-filter").is_visible()
    assert phone.evaluate(_MOVED_BELOW_THE_HEADER) == []


@pytest.mark.parametrize("language", ["es", "ja"])
def test_the_comparison_page_does_not_move_when_its_result_arrives(phone: Page, base_url: str, language: str) -> None:
    # The script compares the newest edition with the one before and fills the result, below the form: the
    # page's foot, in view until then on a phone, stays where the filled result will push it.
    phone.route("**/compare/editions.json", _slowly)
    phone.goto(f"{base_url}/{urls.page_url(urls.COMPARE_PATH, language).removeprefix('./')}", wait_until="load")
    phone.wait_for_selector(".twohg-compare__title")
    # The result itself may still move by a line as the form settles (a shift of about 0.01): not the foot.
    assert [moved for moved in phone.evaluate(_MOVED_BELOW_THE_HEADER) if moved.startswith("FOOTER")] == []


@pytest.mark.parametrize("path", ["es/", urls.page_url(urls.rule_path("810.7c"), "ja").removeprefix("./"), "404.html"])
def test_every_script_is_asked_for_once_from_the_head(phone: Page, base_url: str, path: str) -> None:
    # The page's Content-Security-Policy <meta> stops Chromium's preload scanner: the head asks for the
    # scripts at the foot of the page (<link rel="preload">). A preload that did not match its script
    # would be fetched twice.
    asked: list[str] = []
    phone.on("request", lambda request: asked.append(request.url) if request.resource_type == "script" else None)
    phone.goto(f"{base_url}/{path}", wait_until="load")
    preloaded = phone.eval_on_selector_all('head link[rel="preload"][as="script"]', "links => links.map(l => l.href)")
    run = phone.eval_on_selector_all("body script[src]", "scripts => scripts.map(s => s.src)")
    assert preloaded == run and len(run) >= 5
    assert sorted(asked) == sorted(run)

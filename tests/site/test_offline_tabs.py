"""Two tabs of the site at once: both save the same language, or one saves it as the other removes it.

The tabs share one browser context, so one service worker and one Cache Storage, as two tabs of a reader's browser.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import served, settle
from twohg.profiles.offline_words import OFFLINE_WORDS
from twohg.site import urls

pytestmark = pytest.mark.browser

LANGUAGE = "fr"

#: Every cache of the site's scope: its name, and each entry's URL and SHA-256 (with the URLs as listed, duplicates
#: included).
CACHED = """async () => {
    const found = {};
    for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const entries = [];
        for (const request of await cache.keys()) {
            const body = await (await cache.match(request)).arrayBuffer();
            const digest = await crypto.subtle.digest("SHA-256", body);
            const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
            entries.push([request.url, hex]);
        }
        found[name] = entries;
    }
    return found;
}"""


#: What the control shows, from before the click: each state the page takes, and each value of its progress bar.
RECORD = """() => {
    window.statesSeen = [];
    window.progressSeen = [];
    const html = document.documentElement;
    const bar = document.querySelector('.twohg-offline__progress');
    new MutationObserver(() => window.statesSeen.push(html.dataset.offline))
        .observe(html, {attributes: true, attributeFilter: ['data-offline']});
    new MutationObserver(() => window.progressSeen.push([bar.value, bar.max])).observe(bar, {attributes: true});
}"""


def _open(page: Page, url: str) -> None:
    page.goto(url, wait_until="networkidle")
    settle(page)
    expect(page.locator("html")).to_have_attribute("data-offline", "none")
    expect(page.locator(".twohg-offline__save")).to_be_visible()
    page.evaluate(RECORD)


def _says_saved(page: Page) -> None:
    expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=60000)
    said = OFFLINE_WORDS[LANGUAGE]["saved"].split("({size})")[0].strip()
    expect(page.locator(".twohg-offline__state")).to_have_text(re.compile(f"^{re.escape(said)} \\("))
    expect(page.locator(".twohg-offline__progress")).to_be_hidden()
    expect(page.locator(".twohg-offline__save")).to_be_hidden()
    expect(page.locator(".twohg-offline__remove")).to_be_visible()


def _saw_the_save(page: Page, files: int) -> None:
    """From its click on, the tab said "saving", its bar filling up to every file of the manifest, then "saved": never
    "not saved" (its save button back) or "failed" on the way."""
    states = page.evaluate("window.statesSeen")
    trail = states[states.index("saving") :]
    assert set(trail) == {"saving", "ready"} and "saving" not in trail[trail.index("ready") :], states
    progress = [tuple(pair) for pair in page.evaluate("window.progressSeen")]
    assert progress and progress[-1] == (files, files), progress


@pytest.mark.parametrize("when", ["together", "midway"])
def test_two_tabs_saving_the_same_language_save_it_once(browser: Browser, mini_site: Path, when: str) -> None:
    """Both tabs press "save" at once (or the second once the first is saving): both show the save's progress and end
    saying saved, the cache holds the manifest's files once each, with the manifest's content, and the language's pages
    open offline."""
    manifest = json.loads((mini_site / urls.offline_manifest(LANGUAGE)).read_text(encoding="utf-8"))
    files = [file["url"] for key in ("shared", "pages") for file in manifest[key]["files"]]
    context = browser.new_context(service_workers="allow")
    fetched: list[str] = []  # by the service worker
    context.on("request", lambda request: fetched.append(request.url) if request.service_worker else None)
    first, second = context.new_page(), context.new_page()
    try:
        with served(mini_site) as base:
            _open(first, f"{base}/{LANGUAGE}/")
            _open(second, f"{base}/{LANGUAGE}/sections/")
            press = "document.querySelector('.twohg-offline__save:not([hidden])')?.click()"
            first.evaluate(press)
            if when == "midway":
                # By then the worker has taken the second tab over, and the tab has joined the save on its own (it
                # asked where its language stands: being saved): its button is pressed only if it is still there.
                first.wait_for_function("() => document.querySelector('.twohg-offline__progress').value > 0")
            second.evaluate(press)
            for page in (first, second):
                _says_saved(page)
                _saw_the_save(page, manifest["files"])
            cached = first.evaluate(CACHED)
            downloaded = list(fetched)
            context.set_offline(True)
            # The server is gone too: only the service worker answers.
        for page, path in ((second, f"{LANGUAGE}/rules/810.9/"), (first, f"{LANGUAGE}/sections/810/")):
            response = page.goto(f"{base}/{path}")
            assert response is not None and response.ok and response.from_service_worker, path
            expect(page.locator("h1")).to_be_visible()
        # Every file of the manifest, asked for offline, is answered.
        unanswered = first.evaluate(
            """async (urls) => {
                const failed = [];
                for (const url of urls) {
                    const response = await fetch(url).catch(() => undefined);
                    if (!response || !response.ok) { failed.push(url); }
                }
                return failed;
            }""",
            [f"{base}/{url}" for url in files],
        )
        assert unanswered == []
    finally:
        context.close()
    # One cache of the shared files and one of the language's pages, each holding every file of its group once,
    # with the content the manifest lists; the pages cache holds the manifest too (the mark of a complete save).
    scope = f"twohg:{base}/:"
    groups = {"shared": f"{scope}shared:", "pages": f"{scope}pages:{LANGUAGE}:"}
    for key, prefix in groups.items():
        names = [name for name in cached if name.startswith(prefix)]
        assert len(names) == 1, (key, list(cached))
        entries = cached[names[0]]
        urls_cached = [url for url, _ in entries]
        assert len(urls_cached) == len(set(urls_cached)), key
        expected = {f"{base}/{file['url']}": file["sha256"] for file in manifest[key]["files"]}
        if key == "pages":
            marker = f"{base}/{urls.offline_manifest(LANGUAGE)}"
            expected[marker] = hashlib.sha256((mini_site / urls.offline_manifest(LANGUAGE)).read_bytes()).hexdigest()
        assert dict(entries) == expected, key
    # The second tab joined the first's save: no file of the manifest was downloaded twice (but the two tabs' own
    # pages, which the worker keeps for the page that asked before the precache has them).
    listed = {f"{base}/{url}" for url in files}
    assert listed <= set(downloaded)
    own = {f"{base}/{LANGUAGE}/", f"{base}/{LANGUAGE}/sections/"}
    twice = {url for url in listed - own if downloaded.count(url) > 1}
    assert not twice, sorted(twice)
    # No other cache: no second version of a group, no half-filled one (the reader's choices, and the pages visited
    # online, are kept apart).
    kinds = [name.removeprefix(scope).split(":")[0] for name in cached]
    assert set(kinds) - {"runtime"} == {"shared", "pages", "choices"} and len(kinds) == len(set(kinds)), list(cached)


#: Whether the device holds a language's pages, complete: the reader's choice kept, and the manifest (stored last) in
#: the language's cache.
HOLDS = """async ([language, manifest, choice]) => {
    const names = await caches.keys();
    const choices = names.find((name) => name.endsWith(":choices"));
    const pages = names.find((name) => name.includes(`:pages:${language}:`));
    return choices !== undefined && pages !== undefined
        && (await caches.match(choice, {cacheName: choices})) !== undefined
        && (await caches.match(manifest, {cacheName: pages})) !== undefined;
}"""


#: Records when the worker has answered the page's save (saved, failed, ...), whatever the page shows since.
ANSWERED = """() => {
    window.saveAnswered = false;
    navigator.serviceWorker.addEventListener("message", (event) => {
        const type = (event.data || {}).type || "";
        if (type.startsWith("twohg-precache") && type !== "twohg-precache-progress") { window.saveAnswered = true; }
    });
}"""


@pytest.mark.parametrize("when", ["together", "while saving"])
def test_a_tab_saving_a_language_another_removes_says_what_the_device_holds(
    browser: Browser, mini_site: Path, when: str
) -> None:
    """The English pages are saved; in one French tab the reader saves the French pages, and another French tab, open
    from before, still offers to save them. Now the first tab removes them as the second saves them (at once, or once
    its save is under way): whichever comes last wins, and each tab ends saying what the device holds. A tab never
    says "saved" for pages that are gone."""
    context = browser.new_context(service_workers="allow")
    english, saving, removing = context.new_page(), context.new_page(), context.new_page()
    try:
        with served(mini_site) as base:
            english.goto(f"{base}/", wait_until="networkidle")
            settle(english)
            english.locator(".twohg-offline__save").click()
            expect(english.locator("html")).to_have_attribute("data-offline", "ready", timeout=60000)
            # Both French tabs open under the worker; the second saves the French pages, the first is not told.
            _open(saving, f"{base}/{LANGUAGE}/")
            _open(removing, f"{base}/{LANGUAGE}/sections/")
            removing.locator(".twohg-offline__save").click()
            _says_saved(removing)
            expect(saving.locator(".twohg-offline__save")).to_be_visible()
            saving.evaluate(ANSWERED)
            saving.locator(".twohg-offline__save").click()
            if when == "while saving":
                saving.wait_for_function("() => document.querySelector('.twohg-offline__progress').value > 0")
            removing.locator(".twohg-offline__remove").click()
            expect(removing.locator(".twohg-offline__state")).to_have_text(OFFLINE_WORDS[LANGUAGE]["removed"])
            saving.wait_for_function("() => window.saveAnswered", timeout=60000)
            manifest, choice = f"{base}/{urls.offline_manifest(LANGUAGE)}", f"{base}/offline/{LANGUAGE}.choice"
            held = saving.evaluate(HOLDS, [LANGUAGE, manifest, choice])  # both done: what the device ends with
            if when == "while saving":
                assert not held  # the removal waited for the save, then removed what it stored
            expect(saving.locator("html")).to_have_attribute("data-offline", "ready" if held else "none")
            expect(saving.locator(".twohg-offline__remove" if held else ".twohg-offline__save")).to_be_visible()
            assert saving.evaluate("async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)")
            assert any(":pages:en:" in name for name in saving.evaluate("caches.keys()"))  # the English pages stay
            context.set_offline(True)
        response = saving.goto(f"{base}/{LANGUAGE}/rules/810.9/")
        assert response is not None and response.from_service_worker
        assert response.status == (200 if held else 503)  # the rule page, or the page saying it is not saved
        response = english.goto(f"{base}/rules/810.9/")
        assert response is not None and response.ok and response.from_service_worker
    finally:
        context.close()

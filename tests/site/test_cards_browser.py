"""The card view and the deck check in Debian's Chromium, on the site built with the real card data.

The card data is read from ``../shared/cards/`` (or ``$TWOHG_CARDS``) and never committed: without it these
tests skip, saying so. What the pages show is what the Python side says (`twohg card`, `twohg cards check`).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from conftest import REAL_CARDS, Visit, misspelt, name_sample, real_card_names, run_cli
from twohg.profiles import LABELS

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not REAL_CARDS.exists(), reason=f"no card data at {REAL_CARDS} (set TWOHG_CARDS)"),
]


def card_page(visit: Visit, path: str) -> Page:
    page = visit.open(path)
    expect(page.locator(".twohg-card h2").first).to_be_visible(timeout=15000)
    return page


def test_a_card_is_shown_in_the_readers_language_with_its_oracle_text_in_english(visit: Visit) -> None:
    page = card_page(visit, "/es/cards/view/#guttersnipe")
    title = page.locator("#card-title")
    expect(title).to_have_text("Disparacuneta")
    assert title.get_attribute("lang") == "es"
    assert page.title().startswith("Disparacuneta · ")
    # The other names, each in its language; the Oracle text in English, marked so.
    expect(page.locator(".twohg-card__names dd[lang=en]")).to_have_text("Guttersnipe")
    expect(page.locator(".twohg-card__names dd[lang=ja]")).to_have_text("どぶ潜み")
    oracle = page.locator(".twohg-card__oracle").first
    assert oracle.get_attribute("lang") == "en"
    expect(oracle).to_contain_text("deals 2 damage to each opponent")
    # The words that engage a 2HG rule are marked and lead to the line that says why, in Spanish, with its rules.
    phrase = oracle.locator("a.twohg-card__phrase")
    expect(phrase).to_have_text("damage to each opponent")
    line = page.locator("#phrase-opponents-life-loss")
    expect(line).to_contain_text("2 de daño a cada oponente le cuestan 4 vidas al otro equipo")
    expect(line.locator("a.twohg-card__rule")).to_have_text(["810.9", "102.3"])
    # The official 2HG ruling first, dated, in English, saying it still holds.
    ruling = page.locator(".twohg-ruling--2hg").first
    expect(ruling.locator(".twohg-ruling__date")).to_have_text("2018-07-13")
    expect(ruling.locator(".twohg-ruling__text")).to_have_attribute("lang", "en")
    expect(ruling.locator(".twohg-ruling__holds")).to_be_visible()
    # Every word around the card is Spanish.
    expect(page.locator("h2#changes")).to_have_text(LABELS["es"]["cv_changes"])


def test_a_rule_number_on_a_card_previews_that_rule(visit: Visit) -> None:
    page = card_page(visit, "/fr/cards/view/#guttersnipe")
    page.locator("#phrase-opponents-life-loss a.twohg-card__rule").first.hover()
    preview = page.locator("#twohg-preview")
    expect(preview).to_be_visible()
    expect(preview.locator(".twohg-preview__head")).to_contain_text("810.9")


def test_a_japanese_reader_gets_the_japanese_name_and_the_printed_japanese_text(visit: Visit) -> None:
    page = card_page(visit, "/ja/cards/view/#guttersnipe")
    expect(page.locator("#card-title")).to_have_text("どぶ潜み")
    printed = page.locator(".twohg-card__printed").first
    assert printed.get_attribute("lang") == "ja"
    expect(page.locator("h2#printed")).to_be_visible()


def test_a_ruling_written_before_its_rule_changed_says_so_and_what_the_rule_says_today(visit: Visit) -> None:
    # Akrasan Squire's 2008 ruling on exalted in 2HG: written when creatures attacked the whole team.
    page = card_page(visit, "/cards/view/#akrasan-squire")
    outdated = page.locator(".twohg-ruling--2hg .twohg-ruling__status.admonition")
    expect(outdated.first).to_be_visible()
    expect(outdated.first.locator(".admonition-title")).to_contain_text("2008-10-01")
    expect(outdated.first.locator("q[lang=en]").first).not_to_be_empty()


def test_a_card_printed_after_the_dated_data_says_what_it_lacks(visit: Visit) -> None:
    page = card_page(visit, "/fr/cards/view/#sheoldred-s-edict")
    expect(page.locator("#card-title")).to_have_text("Sheoldred's Edict")
    assert page.locator("#card-title").get_attribute("lang") == "en"
    expect(page.locator(".twohg-card__note.admonition.note")).to_be_visible()


def test_a_card_with_a_page_of_its_own_is_opened_there_and_an_unknown_address_says_so(visit: Visit) -> None:
    page = visit.open("/fr/cards/view/#platinum-angel")
    page.wait_for_url("**/fr/cards/platinum-angel/")
    expect(page.locator("h1")).to_contain_text("Ange de platine")
    page = visit.open("/es/cards/view/#no-such-card-at-all")
    expect(page.locator(".twohg-card__message")).to_have_text(LABELS["es"]["cv_missing"], timeout=15000)


DECKLIST = """Deck
4 Guttersnipe
1x Platinum Angel (M10) 218
2 Disparacuneta
1 どぶ潜み
3 Gobelin des rues
Sideboard
1 Magus of the Abyss (TSP) 120 *F*
2 Llanowar Elves
1 Not A Real Card Name Here
"""


def test_the_deck_check_reads_the_common_formats_as_the_command_does(
    visit: Visit, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page = visit.open("/cards/check/")
    page.fill(".twohg-deck textarea", DECKLIST)
    page.locator(".twohg-deck button[type=submit]").click()
    result = page.locator(".twohg-deck__result")
    expect(result.locator("h2")).to_be_visible(timeout=15000)
    shown = [urlsplit(href or "").fragment or urlsplit(href or "").path for href in
             [a.get_attribute("href") for a in result.locator(".twohg-deck__card > p strong a").all()]]
    unread = [item.inner_text() for item in result.locator(".twohg-deck__unread li").all()]
    listed = tmp_path / "deck.txt"
    listed.write_text(DECKLIST, encoding="utf-8")
    status, out, err = run_cli(capsys, "cards", "check", str(listed), "--cards", str(REAL_CARDS), "--json")
    assert status == 0, err
    said = json.loads(out)
    different = [card["slug"] for card in said["different"]]
    assert different[:2] == ["guttersnipe", "platinum-angel"] and "magus-of-the-abyss" in different
    # Four lines, in four languages and formats, are one card: ten copies of Guttersnipe.
    assert said["different"][0]["count"] == 10
    assert [card["name"] for card in said["same"]] == ["Llanowar Elves"]
    assert [line["line"] for line in said["unread"]] == [10]
    assert [slug.rstrip("/").split("/")[-1] for slug in shown] == different
    assert len(unread) == 1 and "10" in unread[0] and "Not A Real Card Name Here" in unread[0]


FIND_ALL = """async (names) => {
    const out = [];
    for (const name of names) {
        const hits = await window.TwohgCards.find(name, 5);
        out.push(hits.map(h => [h.row.slug, h.score, h.language]));
    }
    return out;
}"""


def test_the_page_finds_card_names_as_python_does(visit: Visit) -> None:
    # A seeded sample of 2,000 English names and 500 in each other language, misspelt ones among them: the page's
    # finder (cardnames.js, on the deck check page) gives what twohg.site.search.cardnames gives, hit for hit.
    names = real_card_names()
    assert names is not None
    queries = [name for _, name, _ in name_sample(2000, 500)]
    rng = random.Random(7)
    queries += [misspelt(query, rng) for query in queries[:300]]
    page = visit.open("/cards/check/")
    page.wait_for_function("() => window.TwohgCards && window.TwohgCards.configured()")
    browser = page.evaluate(FIND_ALL, queries)
    python = [[[hit.row.slug, hit.score, hit.language] for hit in names.find(query, 5)] for query in queries]
    assert browser == python

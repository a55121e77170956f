"""The autolinker page in Debian's Chromium: the same links and notes as `twohg link`, offline-capable."""

from __future__ import annotations

import datetime as dt

import pytest
from playwright.sync_api import expect
from test_autolink import POST_MARKUP

from conftest import REAL_CARDS, Visit, real_card_names, real_loaded
from twohg.graph.resolver import Resolver
from twohg.site.autolink import autolink
from twohg.site.decklist import READ_FROM

pytestmark = pytest.mark.browser

POST = (
    "As 606.6e said in 2008 (and rule 606.5), a team passes together.\n"
    "In 2010: 806.10c; see rules 810.7b and 810.10. Not real: 810.99, ８１０．９ｃ full width.\n"
    '<b>bold</b> & "quotes" 103.4 stays external.'
)
POST_ES = "Ver la regla 810.9c y las reglas 805 y 810; 606.6e era otra cosa."


@pytest.fixture(scope="module")
def resolver() -> Resolver:
    return real_loaded()[1].resolver


def _run(visit: Visit, page_path: str, post: str, language: str, fmt: str, date: str) -> tuple[str, list[str]]:
    page = visit.open(page_path)
    page.wait_for_selector("form.twohg-autolink[data-ready=yes]")
    page.select_option("#twohg-post-language", language)
    page.select_option("#twohg-format", fmt)
    if date:
        page.fill("#twohg-date", date)
    page.fill("#twohg-post", post)
    return page.input_value("#twohg-linked"), page.locator(".twohg-autolink__flagged li").all_inner_texts()


@pytest.mark.parametrize(
    ("page_path", "post", "language", "fmt", "date"),
    [
        ("/link/", POST, "en", "markdown", ""),
        ("/link/", POST, "en", "bbcode", "2010-03-15"),
        ("/fr/link/", POST, "en", "html", "2008-11-01"),
        ("/es/link/", POST_ES, "es", "markdown", "2012-01-01"),
        ("/link/", POST_MARKUP, "en", "markdown", ""),
        ("/ja/link/", POST_MARKUP, "en", "bbcode", "2015-01-01"),
        ("/link/", POST_MARKUP, "en", "html", ""),
    ],
)
def test_the_page_links_a_post_as_the_command_line_does(
    visit: Visit, resolver: Resolver, page_path: str, post: str, language: str, fmt: str, date: str
) -> None:
    linked, flagged = _run(visit, page_path, post, language, fmt, date)
    expected, found = autolink(
        post,
        resolver,
        fmt=fmt,  # type: ignore[arg-type]
        base=visit.base_url + "/",
        language=language,
        date=dt.date.fromisoformat(date) if date else None,
    )
    assert linked == expected
    assert flagged == [f"{item.line}: {item.problem}" for item in found if item.problem]
    assert "r/" in linked


def test_old_numbers_are_annotated_and_unknown_ones_flagged(visit: Visit) -> None:
    linked, flagged = _run(visit, "/link/", POST, "en", "markdown", "2008-11-01")
    annotation = "(in the edition of 2026-04-17: 805.2 / 805.4b / 805.4c / 805.5a)"
    # With the post's date, the link opens the wording the number had then.
    assert f"[606.6e]({visit.base_url}/r/606.6e@2008-11-01/) {annotation}" in linked
    assert "Not real: 810.99," in linked
    assert any(line.startswith("2: 810.99 is no rule") for line in flagged)
    html_out, _ = _run(visit, "/link/", POST, "en", "html", "")
    assert "&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;" in html_out


POST_CARDS = (
    "Two [[Gutersnipe]] and [c]Ange de platine[/c] under 810.9; [[Zzyzx Qwerty]] is none.\n"
    "`[[Guttersnipe]]` in code stays, [c]どぶ潜み[/c] is the same card."
)


@pytest.mark.skipif(not REAL_CARDS.exists(), reason=f"no card data at {REAL_CARDS} (set TWOHG_CARDS)")
def test_the_page_links_bracketed_card_names_as_the_command_line_does(visit: Visit, resolver: Resolver) -> None:
    names = real_card_names()
    assert names is not None

    def find_card(name: str) -> str | None:
        found = names.find(name, 1)
        return found[0].row.slug if found and found[0].score >= READ_FROM else None

    page = visit.open("/fr/link/")
    page.wait_for_selector("form.twohg-autolink[data-ready=yes]")
    page.select_option("#twohg-post-language", "fr")
    page.fill("#twohg-post", POST_CARDS)
    expected, found = autolink(POST_CARDS, resolver, base=visit.base_url + "/", language="fr", find_card=find_card)
    assert f"[Gutersnipe]({visit.base_url}/fr/cards/view/#guttersnipe)" in expected
    expect(page.locator("#twohg-linked")).to_have_value(expected)
    flagged = page.locator(".twohg-autolink__flagged li").all_inner_texts()
    assert flagged == [f"{item.line}: {item.problem}" for item in found if item.problem] and len(flagged) == 1

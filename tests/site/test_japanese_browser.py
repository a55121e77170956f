"""A Japanese rule page in Chromium, on a phone: the official translation, dated, its differences, the English."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from conftest import settle

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


@pytest.mark.parametrize("number", ["810.8c", "805.10f"])
def test_a_japanese_rule_page_reads_on_a_phone(
    browser: Browser, base_url: str, number: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(f"{base_url}/ja/rules/{number}/", wait_until="networkidle")
    settle(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    content = page.locator("article")
    differences = content.locator(".admonition.warning", has_text="英語との違い").first
    if number == "810.8c":
        # The official translation keeps a clause English dropped in 2009: the English in force is the rule's text,
        # first and marked English; the Japanese follows under a warning that it differs, with how.
        first = content.locator("p[lang=en], p[lang=ja]").first
        expect(first).to_have_attribute("lang", "en")
        expect(first).to_contain_text("the team loses the game")
        departs = content.locator(".admonition.warning", has_text="日本語訳（英語と違いがあります）").first
        expect(departs.locator("p[lang=ja]").first).to_contain_text("次にいずれかのチームが優先権を得るときに")
        expect(differences).to_be_visible()
        expect(differences).to_contain_text("次にいずれかのチームが優先権を得るときに")
        expect(differences.locator('a[href$="806.8a/"]')).to_have_count(1)
        above, below = first.bounding_box(), departs.bounding_box()
        assert above is not None and below is not None and above["y"] < below["y"]
    else:
        # The official translation is the rule's text, dated, marked Japanese; the English follows, marked English.
        translation = content.locator(".admonition.info", has_text="公式日本語訳").first
        expect(translation).to_contain_text("2026-01-16から有効")
        expect(translation).to_contain_text("英語が正文です")
        expect(content.locator("p[lang=ja]").first).to_be_visible()
        expect(differences).to_be_visible()
        # Today's 805.10f is the translation's 805.10g; the translation's own 805.10f is the rule English removed.
        expect(translation).to_contain_text("805.10g")
        own = content.locator(".admonition.note", has_text="公式訳の 805.10f")
        expect(own).to_contain_text("ダメージ割り振り順")
        expect(own.locator(".admonition.warning")).to_contain_text("2024-11-08")
    folder: Path = tmp_path_factory.mktemp("screenshots")
    page.screenshot(path=str(folder / f"ja-{number}-390.png"), full_page=True)
    context.close()


@pytest.mark.parametrize(("width", "beside"), [(1280, True), (390, False)])
def test_the_official_japanese_and_the_english_sit_side_by_side_on_a_wide_screen(
    browser: Browser, base_url: str, width: int, beside: bool
) -> None:
    # 810.9a: the official Japanese (ja-cr-2hg-20260116.txt) and the authoritative English, each with its examples.
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    page.goto(f"{base_url}/ja/rules/810.9a/", wait_until="networkidle")
    settle(page)
    japanese = page.locator("article .twohg-pair > .twohg-pair__side").nth(0)
    english = page.locator("article .twohg-pair > .twohg-pair__side").nth(1)
    expect(japanese.locator("p[lang=ja]").first).to_contain_text("共用ライフの総量を用いる")
    expect(english).to_contain_text("that cost or effect uses the team’s life total instead")
    left, right = japanese.bounding_box(), english.bounding_box()
    assert left is not None and right is not None
    if beside:  # level tops, the English on the right
        assert right["x"] >= left["x"] + left["width"] and abs(right["y"] - left["y"]) < 2
    else:  # one under the other, the Japanese first
        assert right["y"] >= left["y"] + left["height"] - 1 and abs(right["x"] - left["x"]) < 2
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    context.close()

"""Previews of cited rules, as the pages carry them: each number a text cites names the edition the text cites,
and the page holds that rule's text in that edition (``site/pages/previews.py``)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from conftest import NEWEST
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls
from twohg.site.pages.previews import MARK_RE, PREVIEW_CLASS

BLOCK_RE = re.compile(rf'<script type="application/json" class="{PREVIEW_CLASS}" data-words="([^"]*)">(.*?)</script>')


def _previews(page: str) -> dict[str, Any]:
    found = BLOCK_RE.findall(page)
    assert len(found) == 1
    data: dict[str, Any] = json.loads(found[0][1])
    return data


def test_a_number_previews_the_rule_in_the_edition_its_text_cites(real_pages: dict[str, str]) -> None:
    page = real_pages["rules/810.7c/index.md"]
    marks = set(MARK_RE.findall(page))
    # 810.7c's wordings of 2010-06-18 and 2018-01-19 cite 508.1 as those editions printed it.
    assert {("508.1", "cr-en-2010-06-18"), ("508.1", "cr-en-2018-01-19")} <= marks
    data = _previews(page)
    date, text, today = data["rules"]["508.1@cr-en-2010-06-18"]
    assert date == "2010-06-18" and today == 0
    assert data["texts"][text].startswith("First, the active player declares attackers.")
    assert "(see rule 715," in data["texts"][text]  # 508.1 of 2010 named rule 715; today's names rule 733
    # Each text once, however many marks name it.
    assert len(data["texts"]) == len(set(data["texts"]))


def test_a_rule_in_force_today_says_so_and_a_source_cites_the_edition_of_its_date(real_pages: dict[str, str]) -> None:
    data = _previews(real_pages["sections/810/index.md"])
    date, _, today = data["rules"][f"805.10@{NEWEST}"]
    assert today == 1 and date == NEWEST.removeprefix("cr-en-")
    # The French FAQ of 2012 cites the rules of the edition in force on its date.
    faq = real_pages[urls.page_file(urls.source_path("fr-2hg-faq-2012"), "fr")]
    editions = {edition for _, edition in MARK_RE.findall(faq)}
    assert editions and all("2011-" in edition or "2012-" in edition for edition in editions), editions


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_preview_speaks_the_page_language_and_its_json_is_inert(real_pages: dict[str, str], language: str) -> None:
    page = real_pages[urls.page_file(urls.rule_path("810.7c"), language)]
    words, body = BLOCK_RE.findall(page)[0]
    said = json.loads(words.replace("&quot;", '"').replace("&amp;", "&"))
    assert said["preview_heading"] == LABELS[language]["preview_heading"]
    assert "<" not in body and "&" not in body


def test_a_page_citing_no_rule_holds_no_previews(real_pages: dict[str, str]) -> None:
    assert PREVIEW_CLASS not in real_pages[urls.page_file(urls.EDITIONS_PATH, "en")]


def test_a_glossary_term_previews_its_definition_in_the_citing_edition(real_pages: dict[str, str]) -> None:
    # The Japanese 810 cites the official Japanese glossary: its term, its definition, in Japanese.
    page = real_pages[urls.page_file(urls.section_path(810), "ja")]
    data = _previews(page)
    key = "term:shared-team-turns-option:ja@cr-en-2026-01-16"
    assert key in data["rules"]
    date, text, today, term, language = data["rules"][key]
    assert (term, language, today) == ("「共有チーム・ターン」選択ルール", "ja", 1)
    assert "多人数戦" in data["texts"][text]
    # An English text links only the terms its own edition's glossary defines, with that definition.
    english = real_pages[urls.page_file(urls.section_path(810), "en")]
    terms = [number for number, _ in MARK_RE.findall(english) if number.startswith("term:")]
    assert terms and all(number.endswith(":en") for number in terms)
    assert not any(number.startswith("term:team:") for number in terms)  # every text says "team": never linked
    old = _previews(real_pages["rules/810.1/index.md"])["rules"]["term:two-headed-giant:en@cr-en-2005-08-01"]
    assert old[0] == "2005-08-01" and old[2] == 0
    # A term a rule of the newest edition cites is headed with that edition's glossary, not with the first
    # edition that printed the same definition.
    newest = [row for key, row in _previews(english)["rules"].items() if key.endswith(f"@{NEWEST}") and ":en@" in key]
    assert newest and all(row[0] == NEWEST.removeprefix("cr-en-") for row in newest)


def test_a_long_definition_is_cut_as_a_rule_is_and_a_page_past_the_cap_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from conftest import real_loaded
    from twohg.problems import InputError
    from twohg.site.pages import previews
    from twohg.site.pages.context import SiteContext

    ctx = SiteContext(*real_loaded())
    huge = "Two-Headed Giant " * 30_000  # 500 kB: once went whole into every page that previewed it
    monkeypatch.setattr(previews, "term_definition", lambda *args: ("Two-Headed Giant", huge, "en", "2026-01-01", True))
    page = 'a <a data-preview="term:two-headed-giant:en@' + NEWEST + '">term</a>'
    data = previews.preview_data(ctx, previews.MARK_RE.findall(page))
    assert [len(text) for text in data["texts"]] == [len(previews.cut(huge))]  # type: ignore[union-attr]
    assert len(previews.cut(huge)) <= previews.LONGEST + 2 and previews.cut(huge).endswith(" …")
    assert len(previews.cut("双頭巨人" * 400)) == previews.LONGEST + 2  # Japanese, without spaces: cut where it is
    # A page whose previews pass the cap is a build error naming it and its longest texts.
    monkeypatch.setattr(previews, "PAGE_PREVIEWS", 500)
    marks = " ".join(f'<a data-preview="{n}@{NEWEST}">x</a>' for n in ("810.9a", "810.7", "805.10b", "810.4"))
    with pytest.raises(InputError) as raised:
        previews.with_previews(ctx, "rules/810.9a.md", marks)
    said = str(raised.value)
    assert said.startswith("rules/810.9a.md:0: its previews hold ") and "more than 500" in said and "810." in said
    assert "\n" not in said

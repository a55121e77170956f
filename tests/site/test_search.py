"""The search, in Python (``twohg search``): the golden query set, number forms, cards across languages."""

from __future__ import annotations

import json

import pytest

from conftest import golden_queries, real_loaded, run_cli
from twohg.site.pages.context import SiteContext
from twohg.site.search.query import Hit, SearchIndex
from twohg.site.search.records import build_records
from twohg.site.search.terms import fold, query_number, terms


@pytest.fixture(scope="module")
def index() -> SearchIndex:
    return SearchIndex(build_records(SiteContext(*real_loaded())))


def found(hit: Hit, expect: str | list[str]) -> bool:
    record = hit.record
    wanted = [expect] if isinstance(expect, str) else expect
    return record.rule in wanted or record.id.split(":", 1)[1] in wanted


def test_the_golden_set_is_large_and_covers_every_language() -> None:
    queries = golden_queries()
    assert len(queries) >= 60
    assert {q["lang"] for q in queries} == {"en", "es", "fr", "ja"}


def test_recall_at_5_is_total_on_the_golden_set(index: SearchIndex) -> None:
    missed = []
    for case in golden_queries():
        hits = index.search(case["query"], case["lang"], limit=5)
        good = [hit for hit in hits if found(hit, case["expect"])]
        if case.get("old"):
            good = [hit for hit in good if not hit.record.current]
        if not good:
            missed.append((case["query"], case["lang"], case["expect"], [h.record.id for h in hits]))
    assert missed == []


@pytest.mark.parametrize(
    ("query", "number"),
    [
        ("810.7c", "810.7c"),
        ("810.7 c", "810.7c"),
        ("810,7c", "810.7c"),
        ("810.7C", "810.7c"),
        ("r810.7c", "810.7c"),
        ("CR 810.7c", "810.7c"),
        ("rule 805", "805"),
        ("regla 810.4", "810.4"),
        ("règle 810.4", "810.4"),
        ("８１０．７ｃ", "810.7c"),
        ("806.10c.", "806.10c"),
        ("poison", None),
        ("810 poison", None),
    ],
)
def test_a_query_names_a_number_in_any_printed_form(query: str, number: str | None) -> None:
    assert query_number(query) == number


def test_folding_ignores_case_accents_widths_and_apostrophes_but_not_japanese_marks() -> None:
    assert fold("Ángel de PLATINO") == "angel de platino"
    assert fold("Teferi’s Moat") == fold("Teferis Moat") == "teferis moat"
    assert fold("ガ") == "ガ"  # the voiced mark is part of the letter
    assert terms("毒カウンター") == ["毒カ", "カウ", "ウン", "ンタ", "ター"]


def test_an_old_number_finds_the_rules_it_became(index: SearchIndex) -> None:
    hits = index.search("606.6e", "en", limit=50)
    rules = {hit.record.rule for hit in hits}
    # 606.6e (2008) lives on as 805.2 / 805.4b / 805.4c / 805.5a today.
    assert {"606.6e", "805.2", "805.4b", "805.4c", "805.5a"} <= rules
    assert hits[0].record.rule == "606.6e"
    assert hits[0].record.now == ("805.2", "805.4b", "805.4c", "805.5a")  # shown with what it is now


def test_an_english_card_name_finds_the_french_faq_and_the_japanese_summary(index: SearchIndex) -> None:
    french = index.search("Magister Sphinx", "en", limit=5)
    assert any(hit.record.id == "faq:fr-2hg-faq-2012/q26" for hit in french)
    japanese = index.search("Battle of Wits", "en", limit=5)
    assert japanese[0].record.id == "summary:ja-2hg-summary/s1"
    # and the reverse: the Japanese name finds the English rule that uses the card
    assert index.search("白金の天使", "ja", limit=1)[0].record.rule == "810.8a"


def test_old_wording_finds_old_versions_labelled_old(index: SearchIndex) -> None:
    hits = index.search("comes into play", "en", limit=5)
    assert hits and all(not hit.record.current for hit in hits)
    assert all("today" not in hit.record.span for hit in hits)


def test_the_readers_language_comes_first_among_equals(index: SearchIndex) -> None:
    assert index.search("Platinum Angel", "fr", limit=1)[0].record.lang == "fr"
    assert index.search("Platinum Angel", "en", limit=1)[0].record.lang == "en"


def test_cli_prints_json_hits_best_first(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "search", "platinum angle", "--lang", "es", "--limit", "3", "--json")
    assert status == 0
    hits = json.loads(out)
    assert 0 < len(hits) <= 3
    for hit in hits:
        assert {"rule", "numbers", "lang", "source", "edition", "text", "url", "score"} <= set(hit)
    assert [hit["score"] for hit in hits] == sorted((hit["score"] for hit in hits), reverse=True)
    assert hits[0]["rule"] == "810.8a" and hits[0]["url"].startswith("es/")


def test_cli_says_nothing_found_with_status_1(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "search", "zzqxv wvqzz")
    assert status == 1 and out == ""


def test_both_japanese_words_for_the_shared_life_total_find_the_same_rules(index: SearchIndex) -> None:
    # The official translation prints 共用ライフ in 810.8c and 810.9, 共有ライフ only in examples and the
    # glossary, and neither in 810.4 ("shared life total" in English): each word finds them all.
    for query in ("共有ライフ", "共用ライフ"):
        found = {hit.record.rule for hit in index.search(query, "ja", limit=10)}
        assert {"810.4", "810.8c", "810.9"} <= found, query


def test_a_glossary_term_finds_the_rule_it_cites(index: SearchIndex) -> None:
    # アクティブ・チーム (Active Team): "rule 805.4a 参照" in the official glossary.
    assert "805.4a" in [hit.record.rule for hit in index.search("アクティブ・チーム", "ja", limit=10)]
    assert "805.4a" in [hit.record.rule for hit in index.search("Active Team", "en", limit=10)]

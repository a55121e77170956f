"""Every URL shape in one module: the same number and anchor in every language."""

from __future__ import annotations

from twohg.rulenumber import RuleNumber
from twohg.site import urls


def test_pages_of_each_language() -> None:
    assert urls.page_file("sources/index", "en") == "sources/index.md"
    assert urls.source_page("es-cr-810", "ja") == "sources/es-cr-810.ja.md"
    assert urls.rule_page(RuleNumber.parse("810.7c"), "en") == "rules/810.7c/"
    assert urls.rule_page("810.7c", "es") == "es/rules/810.7c/"


def test_short_links_and_api() -> None:
    assert urls.short_link("606.6e") == "r/606.6e/" and urls.short_link("606.6e", "fr") == "fr/r/606.6e/"
    assert urls.api_rule("810.10") == "api/rules/810.10.json" and urls.api_graph() == "api/graph.json"
    assert urls.api_schema("rule") == "api/schema/rule.schema.json"


def test_anchors_are_the_same_in_every_language() -> None:
    assert urls.anchor("810.7c") == "r-810-7c" and urls.anchor("806.10C") == "r-806-10c"

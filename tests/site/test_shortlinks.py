"""Short links and what a number means now (`pages.resolve`, `pages.shortlinks`, `twohg.site.api`)."""

from __future__ import annotations

import datetime as dt
import html
import json
import posixpath
import re
from pathlib import Path

import pytest

from conftest import real_loaded
from twohg.graph.citations import corpus_citations
from twohg.graph.export import validator
from twohg.graph.resolver import Resolver, loose_number
from twohg.ingest.catalogue import LANGUAGES
from twohg.site import urls


@pytest.fixture(scope="module")
def resolver() -> Resolver:
    return real_loaded()[1].resolver


@pytest.mark.parametrize(
    "typed",
    [
        "810.7c",
        "810.7C",
        "810-7c",
        "8107c",
        "810.7c.",
        "810,7c",
        "810.7 c",
        "r810.7c",
        "CR 810.7c",
        "８１０．７ｃ",
        " 810.7c ",
    ],
)
def test_a_number_written_loosely_is_read_as_itself(typed: str) -> None:
    assert str(loose_number(typed)) == "810.7c"


@pytest.mark.parametrize("typed", ["81010", "810.10.", "810-10"])
def test_a_two_digit_rule_written_loosely(typed: str) -> None:
    assert str(loose_number(typed)) == "810.10"


@pytest.mark.parametrize("typed", ["", "81", "810.7cc", "hello", "810.1234", "1810.1"])
def test_what_is_not_a_number_is_refused(typed: str) -> None:
    assert loose_number(typed) is None


def test_every_alias_form_reads_back_as_its_number(resolver: Resolver) -> None:
    for resolution in resolver:
        for form in urls.alias_forms(resolution.number):
            assert str(loose_number(form)) == resolution.number, form


def test_every_number_printed_in_any_source_resolves(resolver: Resolver) -> None:
    corpus, graph = real_loaded()
    printed = {citation.target for citation in corpus_citations(corpus)}
    assert printed, "no number printed anywhere"
    assert {node.id for node in graph.nodes} | printed <= set(resolver.by_number)


def test_a_rule_split_and_renumbered_twice_explains_where_each_piece_is(resolver: Resolver) -> None:
    resolution = resolver.find("606.6e")
    assert resolution is not None and not resolution.redirects
    assert [m.now.numbers for m in resolution.meanings][-1] == ("805.2", "805.4b", "805.4c", "805.5a")
    assert resolution.reused is not None and resolution.reused.title == "Loyalty Abilities"
    assert not resolution.reused.exists  # there is no 606.6e among the loyalty rules today


def test_a_renumbered_rule_with_one_meaning_redirects(resolver: Resolver) -> None:
    resolution = resolver.find("806.10c")
    assert resolution is not None and resolution.redirects
    assert [m.now.numbers for m in resolution.meanings] == [("810.9c",)]


def test_a_reused_number_has_both_meanings_dated(resolver: Resolver) -> None:
    resolution = resolver.find("810.10")
    assert resolution is not None and not resolution.redirects
    old, new = resolution.meanings
    assert old.ended_by == new.first and new.current and new.now.numbers == ("810.10",)
    assert old.now.numbers == ("810.11",)
    assert resolver.at("810.10", old.start) == old and resolver.at("810.10", new.start) == new
    assert resolver.at("810.10", new.start - dt.timedelta(days=1)) == old


def test_a_removed_rule_is_removed_with_related_rules_never_became(resolver: Resolver) -> None:
    resolution = resolver.find("810.7c")
    assert resolution is not None and resolution.redirects
    (meaning,) = resolution.meanings
    assert meaning.now.numbers == () and meaning.now.removed_in == "cr-en-2018-04-27"
    assert meaning.now.related == ("805.10b",) and meaning.last == "cr-en-2018-01-19"


def test_an_old_wording_gets_the_now_of_its_own_meaning(resolver: Resolver) -> None:
    """806.8a as of 2009-09-04 (a team at 0 life loses) is 810.8c today, not the attack rule 806.8a became later."""
    first, second, third = resolver.find("806.8a").meanings  # type: ignore[union-attr]
    assert first.now.numbers == ("810.8c",) and second.now.numbers == ("810.8a",)
    assert third.now.removed_in == "cr-en-2018-04-27" and third.now.related == ("805.10a",)
    assert resolver.at("806.8a", dt.date(2009, 9, 4)) == first
    skip = resolver.find("606.6a").meanings[0]  # type: ignore[union-attr]
    assert skip.first == "cr-en-2005-08-01" and skip.now.numbers == ("810.6",)


def test_a_current_rule_redirects_to_itself(resolver: Resolver) -> None:
    resolution = resolver.find("810.9c")
    assert resolution is not None and resolution.redirects
    assert resolution.latest is not None and resolution.latest.current
    assert resolution.latest.now.numbers == ("810.9c",)


def test_a_number_that_never_existed_names_its_neighbours(resolver: Resolver) -> None:
    assert resolver.find("810.99") is None
    assert resolver.nearest("810.99") == ("810.10d", "810.11")
    assert resolver.nearest("not a number") == ()


# --- in the built site ---------------------------------------------------------------------------


def test_every_number_has_a_short_link_in_every_language(built_site: Path, resolver: Resolver) -> None:
    for resolution in resolver:
        for language in LANGUAGES:
            page = built_site / urls.url_file(urls.short_link(resolution.number, language))
            assert page.is_file(), page
            if resolution.redirects:
                href = re.search(r'<link rel="canonical" href="([^"]+)">', page.read_text(encoding="utf-8"))
                assert href is not None
                shown_at = urls.short_link(resolution.number, language)
                assert posixpath.normpath(posixpath.join(shown_at, href[1])) + "/" == urls.rule_page(
                    resolution.number, language
                )
            for form in urls.alias_forms(resolution.number):
                if form.casefold() != resolution.number.casefold():
                    assert (built_site / urls.url_file(urls.short_link(form, language))).is_file(), form


def test_an_explaining_short_link_is_a_page_in_each_language(built_site: Path) -> None:
    for language, words in {"en": "Loyalty Abilities", "ja": "双頭巨人戦"}.items():
        page = (built_site / urls.url_file(urls.short_link("606.6e", language))).read_text(encoding="utf-8")
        assert words in page
        assert "805.4c" in page.replace("&#46;", ".")


def test_an_explaining_page_names_the_editions_of_each_meaning_both_ends_included(built_site: Path) -> None:
    """606.6e meant one rule up to the edition of 2006-07-15 and another from 2006-10-01: no edition is
    named under both meanings (the next edition is not the end of the previous range)."""
    page = (built_site / urls.url_file(urls.short_link("606.6e", "en"))).read_text(encoding="utf-8")
    headings = [html.unescape(re.sub(r"<[^>]+>", "", h)) for h in re.findall(r"<h2[^>]*>(.*?)</h2>", page)]
    spans = [heading.replace("¶", "").strip() for heading in headings if heading.startswith("Editions of")]
    assert spans == ["Editions of 2005-08-01 to 2006-07-15", "Editions of 2006-10-01 to 2009-05-01"]


def test_the_api_documents_validate_against_their_schemas(built_site: Path, resolver: Resolver) -> None:
    api = built_site / "api"
    check = validator("resolve")
    check.validate(json.loads((api / "resolve.json").read_text(encoding="utf-8")))
    for resolution in resolver:
        document = json.loads((built_site / urls.api_resolve(resolution.number)).read_text(encoding="utf-8"))
        check.validate(document)
        assert document["redirects"] == resolution.redirects
    validator("editions").validate(json.loads((api / "editions.json").read_text(encoding="utf-8")))
    rule = validator("rule")
    for number in ("606.6e", "810.10", "103.4"):
        document = json.loads((built_site / urls.api_rule(number)).read_text(encoding="utf-8"))
        rule.validate(document)
        assert document["page"]["fr"] == f"fr/rules/{number}/"
    assert json.loads((built_site / urls.api_rule("810.10")).read_text(encoding="utf-8"))["history"]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_api_page_documents_every_field_of_every_document(built_site: Path, language: str) -> None:
    page = (built_site / urls.url_file(urls.page_url(urls.API_PAGE_PATH, language))).read_text(encoding="utf-8")
    for name in ("rule", "resolve", "editions", "graph"):
        schema = json.loads((built_site / urls.api_schema(name)).read_text(encoding="utf-8"))
        properties = schema["$defs"]["resolution"]["properties"] if name == "resolve" else schema["properties"]
        for field in properties:
            assert f"<code>{field}</code>" in page, (name, field)
        relative = "" if language == "en" else "../../api/"
        assert f'href="{relative}schema/{name}.schema.json"' in page
    for fmt in ("twohg-rule/3", "twohg-resolve/3", "twohg-editions/2", "twohg-graph/2"):
        assert fmt in page
    assert "&quot;redirects&quot;: false" in page  # the resolve example is a real document

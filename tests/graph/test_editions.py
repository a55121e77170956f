"""The editions stage on the real corpus: official dates, quote identification, the Spanish range."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from twohg.graph.editions import (
    DatedEdition,
    derive_editions,
    dominates,
    identify,
    number_range,
    rule_texts,
)
from twohg.graph.model import Edition, EditionMatch, RuleText
from twohg.ingest.catalogue import DateRange
from twohg.ingest.corpus import Corpus
from twohg.ingest.units import Rule
from twohg.problems import Problem
from twohg.rulenumber import RuleNumber

D = dt.date
OFFICIAL = ("cr-en-2005-08-01", "cr-en-2009-05-01", "cr-en-2010-06-18", "cr-en-2024-11-08")
FORUM = "en-forum-2hg-thread"


@pytest.fixture(scope="module")
def derived(corpus: Corpus) -> tuple[tuple[Edition, ...], tuple[Problem, ...]]:
    return derive_editions(corpus)


@pytest.fixture(scope="module")
def editions(derived: tuple[tuple[Edition, ...], tuple[Problem, ...]]) -> dict[str, Edition]:
    return {edition.id: edition for edition in derived[0]}


def with_source(corpus: Corpus, source_id: str, **changes: object) -> Corpus:
    """The corpus with one catalogue entry changed (date, date_range...)."""
    sources = tuple(
        dataclasses.replace(s, entry=dataclasses.replace(s.entry, **changes)) if s.entry.id == source_id else s
        for s in corpus.sources
    )
    return dataclasses.replace(corpus, sources=sources)


def test_no_problems_with_the_real_corpus(derived: tuple[tuple[Edition, ...], tuple[Problem, ...]]) -> None:
    assert derived[1] == ()


def test_every_rules_text_is_an_edition(editions: dict[str, Edition]) -> None:
    assert list(editions) == [
        *OFFICIAL,
        "es-cr-810",
        f"{FORUM}:quote-1",
        f"{FORUM}:quote-2",
        f"{FORUM}:quote-3",
    ]


def test_official_editions_are_dated_by_the_catalogue(corpus: Corpus, editions: dict[str, Edition]) -> None:
    for source_id in OFFICIAL:
        edition, entry = editions[source_id], corpus.source(source_id).entry
        assert edition.kind == "official"
        assert edition.date == edition.start == edition.end == entry.date
        assert edition.evidence == entry.date_evidence
        assert edition.matches == () and edition.identified_as is None


def test_a_stated_date_that_differs_from_the_catalogue_is_a_problem(corpus: Corpus) -> None:
    _, problems = derive_editions(with_source(corpus, "cr-en-2009-05-01", date=D(2009, 5, 2)))
    assert [(p.file, p.line) for p in problems] == [("rules_src/cr-archive/MagicCompRules-en-20090501.txt", 3)]
    assert "states it is in force from 2009-05-01 but the catalogue says 2009-05-02" in problems[0].message
    assert "rules_src/sources.yaml:" in problems[0].message


def test_a_missing_date_statement_is_a_problem(corpus: Corpus) -> None:
    source = corpus.source("cr-en-2010-06-18")
    lines = tuple(line.replace("effective as of", "in use since") for line in source.text.lines)
    broken = dataclasses.replace(source, text=dataclasses.replace(source.text, lines=lines))
    damaged = dataclasses.replace(corpus, sources=tuple(broken if s is source else s for s in corpus.sources))
    _, problems = derive_editions(damaged)
    assert len(problems) == 1 and problems[0].file == source.path
    assert "no 'current/effective as of <date>' statement" in problems[0].message


@pytest.mark.parametrize(
    ("excerpt", "identified", "start", "end"),
    [
        ("quote-1", "cr-en-2009-05-01", D(2009, 5, 1), D(2010, 6, 17)),
        ("quote-2", "cr-en-2010-06-18", D(2010, 6, 18), D(2011, 8, 31)),
        ("quote-3", "cr-en-2010-06-18", D(2010, 6, 18), D(2011, 8, 31)),
    ],
)
def test_forum_quotes_are_identified_and_dated(
    editions: dict[str, Edition], excerpt: str, identified: str, start: dt.date, end: dt.date
) -> None:
    edition = editions[f"{FORUM}:{excerpt}"]
    assert edition.kind == "quote" and edition.date is None
    assert edition.identified_as == identified
    assert (edition.start, edition.end) == (start, end)
    assert sorted(m.edition for m in edition.matches) == sorted(OFFICIAL)
    assert [m.score for m in edition.matches] == sorted((m.score for m in edition.matches), reverse=True)
    assert edition.matches[0] == EditionMatch(identified, 100.0, edition.matches[0].compared)
    for match in edition.matches:
        assert f"{match.edition} {match.score:.1f}" in edition.evidence
    assert "fuzz.ratio" in edition.evidence


def test_quote_scores(editions: dict[str, Edition]) -> None:
    scores = {e: {m.edition: m.score for m in editions[f"{FORUM}:{e}"].matches} for e in ("quote-1", "quote-2")}
    assert scores["quote-1"] == {
        "cr-en-2009-05-01": 100.0,
        "cr-en-2005-08-01": 72.0,
        "cr-en-2010-06-18": 0.0,
        "cr-en-2024-11-08": 0.0,
    }
    # 810.2 and 805.2 read the same in 2010 and 2024 (once curly quotes are straightened);
    # 805.5a says "his or her team" in 2010 and "their team" in 2024.
    assert scores["quote-2"]["cr-en-2024-11-08"] == 98.6
    assert "805.5a 100.0 vs 95.7" in editions[f"{FORUM}:quote-2"].evidence
    assert {m.compared for m in editions[f"{FORUM}:quote-3"].matches} == {27}


def test_identification_needs_a_clear_winner_rule_by_rule() -> None:
    matches = (EditionMatch("a", 99.0, 2), EditionMatch("b", 98.0, 2))
    assert identify(matches, {"a": [100.0, 98.0], "b": [100.0, 96.0]}) == "a"
    assert identify(matches, {"a": [100.0, 98.0], "b": [96.0, 100.0]}) is None  # mixed editions
    tie = (EditionMatch("a", 99.0, 2), EditionMatch("b", 99.0, 2))
    assert identify(tie, {"a": [100.0, 98.0], "b": [100.0, 98.0]}) is None
    low = (EditionMatch("a", 90.0, 1), EditionMatch("b", 10.0, 1))
    assert identify(low, {"a": [90.0], "b": [10.0]}) is None
    assert dominates([100.0, 95.0], [100.0, 90.0]) and not dominates([100.0], [99.5])


def test_a_quote_outside_the_catalogue_range_is_a_problem(corpus: Corpus) -> None:
    moved = with_source(corpus, FORUM, date_range=DateRange(D(2012, 1, 1), D(2013, 1, 1)))
    _, problems = derive_editions(moved)
    # quote-1 (May 2009 text, in force until June 2010) cannot be from 2012; the 2010 quotes can.
    assert [(p.file, p.line) for p in problems] == [("rules_src/en-forum-2hg-thread.txt", problems[0].line)]
    assert "quote-1 quotes cr-en-2009-05-01" in problems[0].message


def test_spanish_range_comes_from_its_rule_numbers(editions: dict[str, Edition]) -> None:
    spanish = editions["es-cr-810"]
    assert spanish.kind == "translation" and spanish.date is None
    assert (spanish.start, spanish.end) == (D(2010, 6, 19), D(2024, 11, 7))
    assert "It has 810.8d, 810.9h, 810.10a-d, 810.11, which cr-en-2010-06-18 lacks" in spanish.evidence
    assert "It has 810.7a-f, which cr-en-2024-11-08 lacks" in spanish.evidence


def test_a_spanish_catalogue_range_contradicting_the_numbers_is_a_problem(corpus: Corpus) -> None:
    wrong = with_source(corpus, "es-cr-810", date_range=DateRange(D(2009, 1, 1), D(2010, 12, 31)))
    _, problems = derive_editions(wrong)
    line = corpus.source("es-cr-810").entry.catalogue_line
    assert [(p.file, p.line) for p in problems] == [("rules_src/sources.yaml", line)]
    assert "disagrees with the range its rule numbers give, 2010-06-19..2024-11-07" in problems[0].message


def _dated(edition_id: str, date: dt.date, numbers: str) -> DatedEdition:
    edition = Edition(edition_id, edition_id, "en", "official", date, date, date, "test")
    rules = {RuleNumber.parse(n): Rule(RuleNumber.parse(n), n, ("text",), (), (1,), "810") for n in numbers.split()}
    return DatedEdition(edition, rules)


def test_number_range_is_general() -> None:
    old = _dated("old", D(2001, 1, 1), "810 810.1 810.2")
    mid = _dated("mid", D(2005, 1, 1), "810 810.1 810.2 810.3")
    new = _dated("new", D(2010, 1, 1), "810 810.1 810.3")
    has = frozenset(RuleNumber.parse(n) for n in "810 810.1 810.2 810.3".split())
    found = number_range(has, [new, old, mid])
    assert (found.start, found.end) == (D(2001, 1, 2), D(2009, 12, 31))
    assert any("exactly those of mid" in reason for reason in found.reasons)
    # Lacking a number trims the range: 810.2 exists 2001-2005, so a text without it is later.
    lacks = frozenset(RuleNumber.parse(n) for n in "810 810.1 810.3".split())
    trimmed = number_range(lacks, [old, mid, new])
    assert (trimmed.start, trimmed.end) == (D(2005, 1, 2), None)


def test_rule_texts_cover_every_rule_once(corpus: Corpus, editions: dict[str, Edition]) -> None:
    texts = rule_texts(corpus, list(editions.values()))
    ids = [t.id for t in texts]
    assert len(ids) == len(set(ids))
    expected = sum(len(s.parsed.rules) for s in corpus.sources if s.entry.kind in ("comprehensive-rules", "forum"))
    assert len(texts) == expected
    by_id = {t.id: t for t in texts}
    assert by_id["cr-en-2009-05-01/606.9c"].file == "rules_src/cr-archive/MagicCompRules-en-20090501.txt"
    assert by_id["cr-en-2010-06-18/810"].rule.is_heading
    assert by_id[f"{FORUM}:quote-2/805.5a"].edition == f"{FORUM}:quote-2"
    assert by_id["es-cr-810/810.10d"].language == "es"
    assert {t.edition for t in texts} == set(editions)
    assert all(isinstance(t, RuleText) and t.id == f"{t.edition}/{t.number}" for t in texts)


def test_rule_texts_skip_unknown_editions(corpus: Corpus, editions: dict[str, Edition]) -> None:
    only = [editions["cr-en-2024-11-08"]]
    assert {t.edition for t in rule_texts(corpus, only)} == {"cr-en-2024-11-08"}


def test_deterministic(corpus: Corpus, derived: tuple[tuple[Edition, ...], tuple[Problem, ...]]) -> None:
    assert derive_editions(corpus) == derived

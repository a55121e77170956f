"""The editions stage on the real corpus: official dates, quote identification, the Spanish range."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from conftest import ARCHIVE
from twohg.graph.editions import (
    derive_editions,
    dominates,
    identify,
    missing_editions,
    rule_texts,
)
from twohg.graph.model import Edition, EditionMatch, RuleText
from twohg.ingest.catalogue import DateRange
from twohg.ingest.corpus import Corpus
from twohg.problems import Problem

D = dt.date
FIRST, LAST = ARCHIVE[0], ARCHIVE[-1]
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


def official(editions: dict[str, Edition]) -> list[str]:
    return [edition_id for edition_id, edition in editions.items() if edition.kind == "official"]


def test_every_rules_text_is_an_edition(editions: dict[str, Edition]) -> None:
    assert tuple(official(editions)) == ARCHIVE
    assert list(editions)[len(ARCHIVE) :] == [
        "es-cr-810",
        "ja-cr-2026-01-16",
        f"{FORUM}:quote-1",
        f"{FORUM}:quote-2",
        f"{FORUM}:quote-3",
    ]


def test_official_editions_are_dated_by_their_own_text(corpus: Corpus, editions: dict[str, Edition]) -> None:
    for source_id in official(editions):
        edition, entry = editions[source_id], corpus.source(source_id).entry
        assert edition.kind == "official"
        assert edition.date == edition.start == edition.end == entry.date
        assert edition.evidence == entry.date_evidence and edition.evidence.startswith("Line ")
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
        # The 606 quote reads as the three editions of October 2008 to May 2009; the next one (M10) is 806.
        ("quote-1", "cr-en-2009-05-01", D(2009, 5, 1), D(2009, 7, 10)),
        # 810.2, 805.2 and 805.5a read alike from June 2010 to September 2017: the catalogue's end decides.
        ("quote-2", "cr-en-2011-07-15", D(2010, 6, 18), D(2011, 8, 31)),
        # The 810 quote has no poison rules: before April 2011.
        ("quote-3", "cr-en-2011-02-04", D(2010, 6, 18), D(2011, 3, 31)),
    ],
)
def test_forum_quotes_are_identified_and_dated(
    editions: dict[str, Edition], excerpt: str, identified: str, start: dt.date, end: dt.date
) -> None:
    edition = editions[f"{FORUM}:{excerpt}"]
    assert edition.kind == "quote" and edition.date is None
    assert edition.identified_as == identified
    assert (edition.start, edition.end) == (start, end)
    assert sorted(m.edition for m in edition.matches) == sorted(official(editions))
    assert [m.score for m in edition.matches] == sorted((m.score for m in edition.matches), reverse=True)
    assert {m.edition: m.score for m in edition.matches}[identified] == 100.0
    assert f"Identified as {identified}" in edition.evidence and "fuzz.ratio" in edition.evidence


def test_quote_scores(editions: dict[str, Edition]) -> None:
    scores = {e: {m.edition: m.score for m in editions[f"{FORUM}:{e}"].matches} for e in ("quote-1", "quote-2")}
    assert {edition: scores["quote-1"][edition] for edition in ("cr-en-2005-08-01", "cr-en-2009-05-01")} == {
        "cr-en-2009-05-01": 100.0,
        "cr-en-2005-08-01": 72.0,
    }
    assert scores["quote-1"]["cr-en-2008-07-15"] == 99.2  # 606.8c still had the old timing
    assert scores["quote-1"]["cr-en-2010-06-18"] == 0.0
    assert "Rules where it differs from the runner-up cr-en-2008-07-15: 606.8c 100.0 vs 73.1" in (
        editions[f"{FORUM}:quote-1"].evidence
    )
    # 810.2 and 805.2 read the same in 2010 and 2024 (typography aside);
    # 805.5a says "his or her team" until 2018-01-19 and "their team" from 2018-04-27.
    assert scores["quote-2"]["cr-en-2024-11-08"] == 98.6
    assert "805.5a 100.0 vs 95.7" in editions[f"{FORUM}:quote-2"].evidence
    assert {m.compared for m in editions[f"{FORUM}:quote-3"].matches} == {27}


def test_identification_needs_a_clear_winner_rule_by_rule() -> None:
    matches = (EditionMatch("a", 99.0, 2), EditionMatch("b", 98.0, 2))
    assert identify(matches, {"a": [100.0, 98.0], "b": [100.0, 96.0]}) == ("a",)
    assert identify(matches, {"a": [100.0, 98.0], "b": [96.0, 100.0]}) == ()  # mixed editions
    tie = (EditionMatch("a", 99.0, 2), EditionMatch("b", 99.0, 2))
    assert identify(tie, {"a": [100.0, 98.0], "b": [100.0, 98.0]}) == ("a", "b")  # editions printing it alike
    close = (EditionMatch("a", 99.0, 2), EditionMatch("b", 98.8, 2))
    assert identify(close, {"a": [100.0, 98.0], "b": [100.0, 97.6]}) == ()  # not ahead by a margin
    low = (EditionMatch("a", 90.0, 1), EditionMatch("b", 10.0, 1))
    assert identify(low, {"a": [90.0], "b": [10.0]}) == ()
    assert dominates([100.0, 95.0], [100.0, 90.0]) and not dominates([100.0], [99.5])


def test_a_quote_outside_the_catalogue_range_is_a_problem(corpus: Corpus) -> None:
    moved = with_source(corpus, FORUM, date_range=DateRange(D(2012, 1, 1), D(2013, 1, 1)))
    _, problems = derive_editions(moved)
    # quote-1 (606, until September 2009) and quote-3 (no poison, until March 2011) cannot be from 2012;
    # quote-2 can (its rules read alike until 2017).
    assert [p.file for p in problems] == ["rules_src/en-forum-2hg-thread.txt"] * 2
    assert "quote-1 quotes cr-en-2009-05-01" in problems[0].message
    assert "quote-3 quotes cr-en-2011-02-04" in problems[1].message


def test_an_undated_translation_spans_the_archive_until_dated_by_its_content(editions: dict[str, Edition]) -> None:
    spanish = editions["es-cr-810"]
    assert spanish.kind == "translation" and spanish.date is None and spanish.translates is None
    assert (spanish.start, spanish.end) == (editions[FIRST].start, editions[LAST].start)


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


def test_a_later_editions_2hg_comparison_needs_what_was_compared(corpus: Corpus) -> None:
    official = [e for e in derive_editions(corpus)[0] if e.kind == "official"]
    entry = """missing:
  - date: 2099-01-01
    occasion: a later edition
    source: https://example.org/rules
    says: It exists.
    confidence: certain
    two_headed: same
"""
    found, problems, _ = missing_editions(entry, "rules_src/missing-editions.yaml", official)
    assert found == () and [str(p) for p in problems] == [
        "rules_src/missing-editions.yaml:2: 'two_headed' and 'compared' go together"
    ]
    found, problems, _ = missing_editions(
        entry + "    compared: sections 805 and 810, line for line.\n", "rules_src/missing-editions.yaml", official
    )
    assert (
        not problems
        and found is not None
        and (found[0].two_headed, found[0].compared)
        == (
            "same",
            "sections 805 and 810, line for line.",
        )
    )

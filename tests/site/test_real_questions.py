"""Real questions people typed in public (tests/site/search/real/*.yaml): what the search answers them.

Each question keeps its source, and the texts that answer it were read in the rules, not taken from a
search. The Chromium engine is held to the same answers in ``test_search_browser.py``;
``bench/search_questions.py`` prints the figures per language and kind.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from conftest import (
    ROOT,
    answers,
    golden_queries,
    real_floor,
    real_questions,
    real_search_index,
    reciprocal_rank,
)
from twohg.graph.glossary import term_slug
from twohg.site.search.hits import WORDINGS, rules_before
from twohg.site.search.query import SearchIndex
from twohg.site.search.record import Record
from twohg.site.search.terms import query_parts

QUESTIONS = real_questions()
LANGUAGES = sorted({question["lang"] for question in QUESTIONS})


@pytest.fixture(scope="module")
def index() -> SearchIndex:
    return real_search_index()


def test_every_question_has_its_source_and_answers_that_exist(index: SearchIndex) -> None:
    # An answer is a text of the site, or a rule the newest edition prints that the site does not hold (a
    # keyword's rule): the question keeps it, and must have one answer the site holds.
    rules = {record.rule for record in index.records if record.kind in ("rule", "outside", "translation")}
    newest = max((ROOT / "rules_src" / "cr-archive").glob("*.txt")).read_text(encoding="utf-8", errors="replace")
    printed = set(re.findall(r"^(\d{3}\.\d+[a-z]?)\.? ", newest, re.MULTILINE))
    tournament = {record.number for record in index.records if record.kind in ("tournament", "mtr")}
    glossary = {record.number for record in index.records if record.kind == "glossary"}
    assert set(LANGUAGES) == {"en", "es", "fr", "ja"}
    seen: set[tuple[str, str]] = set()
    for question in QUESTIONS:
        where = (question["file"], question["query"])
        assert where not in seen, where
        seen.add(where)
        assert 0 < len(question["query"]) <= 200, where
        assert re.match(r"https?://[^/\s]+\.[^/\s]+/", question["source"]), where
        assert question["kind"] in ("question", "heading"), where
        assert question.get("scope", "2hg") in ("2hg", "multiplayer", "tournament"), where
        assert question["why"].strip(), where
        assert 1 <= len(question["expect"]) <= 4, where
        held = 0
        for wanted in question["expect"]:
            if wanted.startswith("MTR "):
                assert wanted[4:] in tournament, (where, wanted)
            elif wanted.startswith("glossary:"):
                assert term_slug(wanted[9:]) in glossary, (where, wanted)
            else:
                assert wanted in rules or wanted in printed, (where, wanted)
            held += wanted in rules or not wanted[0].isdigit()
        assert held, where


def test_no_question_gets_a_blank_answer(index: SearchIndex) -> None:
    blank = [(q["lang"], q["query"]) for q in QUESTIONS if not index.search(q["query"], q["lang"], limit=5)]
    assert blank == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_real_questions_find_their_answer_in_the_first_five(index: SearchIndex, language: str) -> None:
    mine = [question for question in QUESTIONS if question["lang"] == language]
    ranks = []
    for question in mine:
        hits = index.search(question["query"], language, limit=5)
        right = [answers(h.record.kind, h.record.rule, h.record.number, h.record.id, question["expect"]) for h in hits]
        ranks.append(reciprocal_rank(right))
    recall, mrr = sum(rank > 0 for rank in ranks) / len(mine), sum(ranks) / len(mine)
    floor_recall, floor_mrr = real_floor(language, index.cards is not None)
    assert (recall, mrr) >= (floor_recall, 0.0) and mrr >= floor_mrr, (language, len(mine), recall, mrr)


def _queries() -> list[dict[str, Any]]:
    return [*QUESTIONS, *golden_queries()]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_outdated_text_stands_above_the_rule_in_force(index: SearchIndex, language: str) -> None:
    # Over every real and golden question: an old wording, an older translation or a FAQ answer whose rule has
    # changed comes after the rule in force it gives way to (a text of that rule's page, which leads with it),
    # never before it, and never without it. A number typed alone asks for each meaning it had: those come first.
    standing = index.facts.standing
    assert standing
    for question in _queries():
        if question["lang"] != language:
            continue
        hits = index.search(question["query"], language, limit=5)
        typed = query_parts(question["query"]).number
        pages = [stands_for(hit.record) for hit in hits]
        for at, hit in enumerate(hits):
            if typed is not None and hit.record.rule == typed and hit.record.kind in WORDINGS:
                continue
            for number in rules_before(hit.record):
                if number in standing:
                    assert number in pages[:at], (question["query"], hit.record.id, number)


def stands_for(record: Record) -> str | None:
    """The number a hit stands for among the rules in force: a rule's page, or a tournament rule (``MTR 2.4``)."""
    if record.kind in WORDINGS:
        return record.rule
    return f"MTR {record.number}" if record.kind in ("tournament", "mtr") else None

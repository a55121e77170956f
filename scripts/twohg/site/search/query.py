"""The ranking of records for a query, in Python (``twohg search``), with rapidfuzz for typos.

A query that names a rule number (in any of the forms `terms.query_number` reads) finds the
records of that rule first, then the records of rules that once had the number. Any other query
is split into terms; each term matches the index's terms exactly, as a prefix (a word being
typed), or, from four letters on, with rapidfuzz's ``ratio`` at 75 or more (a typo). A record
scores the rarer terms higher (inverse document frequency) and must match at least half of the
query's weight. Ties go to the reader's language, then current wordings, then rules before
FAQ answers and summaries.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from twohg.site import urls
from twohg.site.search.record import Record
from twohg.site.search.terms import query_number, query_tournament, terms

#: rapidfuzz ``ratio`` at or above which a query term of four or more letters matches a term.
FUZZY_CUTOFF = 75.0
#: What an exact match, a prefix match and a fuzzy match are worth.
EXACT, PREFIX, FUZZY = 1.0, 0.9, 0.75
#: The share of the query's weight a record must match to be a hit.
COVERAGE = 0.5
#: A query word found in more than this share of the records is left out of the query.
COMMON = 0.3
#: The longest query searched, here and in the page (``search.js``): longer text is cut. A rule's
#: first sentence fits; a pasted page would freeze the browser's tab.
MAX_QUERY = 200
_KIND_ORDER = {"rule": 0, "translation": 1, "tournament": 2, "faq": 3, "summary": 4}


def capped(query: str) -> str:
    """The query's first `MAX_QUERY` characters, without the word the cut went through (``search.js`` too)."""
    if len(query) <= MAX_QUERY:
        return query
    cut = query[:MAX_QUERY]
    return cut if query[MAX_QUERY].isspace() else re.sub(r"\s+\S*$", "", cut)


@dataclass(frozen=True)
class Hit:
    """A record found for a query, with its score (0-100)."""

    record: Record
    score: float


def record_terms(record: Record) -> list[str]:
    """What a record is found by: its title, its text, its cards' names in every language, its other words."""
    return terms(" ".join([record.title, record.text, *record.cards, *record.words]))


class SearchIndex:
    """Records with an inverted index of their terms."""

    def __init__(self, records: Sequence[Record]) -> None:
        """Index ``records``."""
        self.records = tuple(records)
        self.postings: dict[str, set[int]] = {}
        for index, record in enumerate(self.records):
            for term in set(record_terms(record)):
                self.postings.setdefault(term, set()).add(index)
        self.vocabulary = tuple(sorted(self.postings))
        total = len(self.records) or 1
        self.idf = {term: math.log(1 + total / len(found)) for term, found in self.postings.items()}

    def _matches(self, term: str) -> dict[str, float]:
        """Index terms matching one query term, with what each match is worth."""
        found: dict[str, float] = {}
        if term in self.postings:
            found[term] = EXACT
        if len(term) >= 2 and term.isascii():
            for other in self.vocabulary:
                if other != term and other.startswith(term):
                    found.setdefault(other, PREFIX)
        if len(term) >= 4 and term.isascii():
            for other, ratio, _ in process.extract(
                term, self.vocabulary, scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF, limit=20
            ):
                found.setdefault(other, FUZZY * ratio / 100)
        return found

    def _by_number(self, number: str) -> list[Hit]:
        own = [Hit(r, 100.0) for r in self.records if r.rule == number]
        former = [Hit(r, 90.0) for r in self.records if r.rule != number and number in r.numbers]
        return own + former

    def informative(self, wanted: list[str]) -> list[str]:
        """The query's terms worth searching (``search.js`` keeps the same ones).

        A single Latin letter, and a word in more than `COMMON` of the records ("the", "de",
        "player"), say nothing about which record is meant, unless nothing else is left.
        """
        letters = [term for term in wanted if not (len(term) == 1 and term.isascii())]
        common = COMMON * len(self.records)
        kept = [term for term in letters if len(self.postings.get(term, ())) <= common]
        return kept or letters

    def _by_terms(self, query: str) -> list[Hit]:
        wanted = self.informative(list(dict.fromkeys(terms(query))))
        if not wanted:
            return []
        scores: dict[int, float] = {}
        total = 0.0
        for term in wanted:
            matches = self._matches(term)
            if not matches:
                total += max(self.idf.values(), default=1.0)
                continue
            weight = max(self.idf[other] for other in matches)
            total += weight
            best: dict[int, float] = {}
            for other, worth in matches.items():
                for index in self.postings[other]:
                    best[index] = max(best.get(index, 0.0), worth)
            for index, worth in best.items():
                scores[index] = scores.get(index, 0.0) + worth * weight
        return [
            Hit(self.records[index], round(100 * score / total, 2))
            for index, score in scores.items()
            if score >= COVERAGE * total
        ]

    def search(self, query: str, language: str | None = None, limit: int = 10) -> list[Hit]:
        """The best hits for ``query`` (its first `MAX_QUERY` characters), best first; ``language`` first."""
        query = capped(query)
        number = query_number(query)
        tournament = query_tournament(query)
        if tournament is not None:
            hits = [
                Hit(r, 100.0)
                for r in self.records
                if r.kind == "tournament" and r.title.startswith(f"MTR {tournament} —")
            ]
        else:
            hits = self._by_number(number) if number is not None else self._by_terms(query)

        def order(hit: Hit) -> tuple[float, bool, bool, int]:
            record = hit.record
            return (-hit.score, record.lang != language, not record.current, _KIND_ORDER[record.kind])

        newest_first = sorted(hits, key=lambda hit: hit.record.newest, reverse=True)
        best: dict[tuple[str, bool, str, bool], Hit] = {}
        for hit in sorted(newest_first, key=order):
            best.setdefault(group_key(hit.record), hit)
        return list(best.values())[:limit]


def group_key(record: Record) -> tuple[str, bool, str, bool]:
    """One hit per page, language and status: the best of a rule's old wordings stands for the rest."""
    entry = record.id if record.kind in ("faq", "summary", "tournament") else record.rule or record.id
    return (entry, record.kind == "translation", record.lang, record.current)


def hit_url(record: Record, language: str) -> str:
    """The URL of a record's page, from the site's root, in ``language``, with its anchor."""
    url = urls.served(record.path, language)
    return f"{url}#{record.anchor}" if record.anchor else url


def hit_json(hit: Hit, language: str) -> dict[str, object]:
    """A hit as ``twohg search --json`` prints it."""
    record = hit.record
    return {
        "rule": record.rule,
        "numbers": list(record.numbers),
        "now": list(record.now),
        "lang": record.lang,
        "kind": record.kind,
        "source": record.source,
        "edition": record.edition,
        "current": record.current,
        "span": record.span,
        "title": record.title,
        "text": record.text,
        "url": hit_url(record, language),
        "score": hit.score,
    }

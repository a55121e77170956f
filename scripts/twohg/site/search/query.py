"""The ranking of records for a query, in Python (``twohg search``), with rapidfuzz for typos.

A query that names a rule number (in any of the forms `terms.query_number` reads) finds the
records of that rule first, then the records of rules that once had the number. Any other query
is read with the search's vocabulary (`terms.query_terms`: concepts in any language, stop words
and the variant's name left out); each of its terms matches the index's terms exactly, as a
prefix (the last word, being typed, from three letters), or within a few edits (a typo, from four
letters, rapidfuzz's Levenshtein distance). A record must match at least half of the query's
terms; it is scored with BM25+ over its fields, the numbers MiniSearch gives in ``search.js``.

Results, best first: more of the query's terms matched (coverage); then the reader's language,
current wordings, rules before cards, tournament rules, FAQ answers and summaries; then the
rarer terms (inverse document frequency); then the newest. One result per page: the best record
of a rule page stands for its wordings and translations (the current one when it matched), and
says how many older wordings the rule has. ``search.js`` ranks alike.
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from twohg.profiles.search_words import RESULT_LABELS
from twohg.site import urls
from twohg.site.search.record import Record
from twohg.site.search.terms import Vocabulary, concepts, query_number, query_tournament, query_units, terms, vocabulary

#: How a record's fields count (MiniSearch's ``boost`` in ``search.js``): a card's name or a glossary term
#: counts more than a word of the text. ``concepts`` holds the concept terms the record names (``_life``).
FIELDS = ("title", "text", "cards", "words", "concepts")
BOOST = {"title": 2.0, "text": 1.0, "cards": 1.5, "words": 1.5, "concepts": 1.0}
#: MiniSearch's BM25+ parameters, and what a prefix and a typo match are worth (its defaults): the
#: scores of both engines are the same numbers.
BM25_K, BM25_B, BM25_D = 1.2, 0.7, 0.5
PREFIX_WEIGHT, FUZZY_WEIGHT = 0.375, 0.45
#: A typo: from four letters on, an edit distance of a third of the word's length, at most two.
FUZZY_SHARE, MAX_FUZZY = 0.34, 2
#: The share of the query's terms a record must match to be a hit.
COVERAGE = 0.5
#: A query word found in more than this share of the records is left out of the query.
COMMON = 0.3
#: The longest query searched, here and in the page (``search.js``): longer text is cut. A rule's
#: first sentence fits; a pasted page would freeze the browser's tab.
MAX_QUERY = 200
_KIND_ORDER = {"rule": 0, "translation": 1, "card": 2, "tournament": 3, "faq": 4, "summary": 5}


def capped(query: str) -> str:
    """The query's first `MAX_QUERY` characters, without the word the cut went through (``search.js`` too)."""
    if len(query) <= MAX_QUERY:
        return query
    cut = query[:MAX_QUERY]
    return cut if query[MAX_QUERY].isspace() else re.sub(r"\s+\S*$", "", cut)


@dataclass(frozen=True)
class Hit:
    """A record found for a query: the share of the query's terms it matched (0-1), its score (0-100)."""

    record: Record
    score: float
    cover: float = 1.0


def record_text(record: Record) -> str:
    """What a record is found by: its title, its text, its cards' names in every language, its other words."""
    return " ".join([record.title, record.text, *record.cards, *record.words])


def record_concepts(record: Record, words: Vocabulary) -> tuple[str, ...]:
    """The concept terms a record names (``_life`` for every word of life in any language), each time it does."""
    return concepts(record_text(record), words)


def field_terms(record: Record, concepts: Sequence[str]) -> dict[str, list[str]]:
    """A record's terms, field by field (``search.js`` indexes the same fields)."""
    return {
        "title": terms(record.title),
        "text": terms(record.text),
        "cards": terms(" ".join(record.cards)),
        "words": terms(" ".join(record.words)),
        "concepts": list(concepts),
    }


_LATIN_TERM = re.compile(r"[0-9a-z]+")
_LETTERS = re.compile(r"[a-z]+")


class SearchIndex:
    """Records with an inverted index of their terms, field by field, scored as MiniSearch scores them."""

    def __init__(self, records: Sequence[Record], words: Vocabulary | None = None) -> None:
        """Index ``records``."""
        self.records = tuple(records)
        self.words = words if words is not None else vocabulary()
        self.concepts = [record_concepts(record, self.words) for record in self.records]
        self.frequencies: dict[str, dict[str, dict[int, int]]] = {field: {} for field in FIELDS}
        self.lengths: list[dict[str, int]] = []
        self.postings: dict[str, set[int]] = {}
        self.older: dict[str, int] = {}
        self.standing: set[str] = set()
        totals = dict.fromkeys(FIELDS, 0)
        for index, record in enumerate(self.records):
            fields = field_terms(record, self.concepts[index])
            self.lengths.append({field: len(set(found)) for field, found in fields.items()})
            for field, found in fields.items():
                totals[field] += len(set(found))
                table = self.frequencies[field]
                for term in found:
                    counts = table.setdefault(term, {})
                    counts[index] = counts.get(index, 0) + 1
                    self.postings.setdefault(term, set()).add(index)
            if record.kind == "rule" and record.rule is not None:
                if record.current:
                    self.standing.add(record.rule)
                else:
                    self.older[record.rule] = self.older.get(record.rule, 0) + 1
        count = len(self.records) or 1
        self.average = {field: totals[field] / count for field in FIELDS}
        self.vocabulary = tuple(sorted(self.postings))
        self.position = {id(record): at for at, record in enumerate(self.records)}

    def _matches(self, term: str, last: bool) -> dict[str, float]:
        """Index terms matching one query term, with what each is worth.

        Itself; as a prefix when it is the last word (being typed) and three letters or more; within
        a few edits (a typo) from four letters on, when the index has no such word.
        """
        found: dict[str, float] = {}
        if term in self.postings:
            found[term] = 1.0
        if last and len(term) >= 3 and _LETTERS.fullmatch(term):
            for other in self.vocabulary[self._first_at(term) :]:
                if not other.startswith(term):
                    break
                if other != term:
                    found[other] = PREFIX_WEIGHT * len(other) / (len(other) + 0.3 * (len(other) - len(term)))
        if len(term) >= 4 and _LATIN_TERM.fullmatch(term) and term not in self.postings:
            distance = min(MAX_FUZZY, math.floor(len(term) * FUZZY_SHARE + 0.5))
            for other, edits, _ in process.extract(
                term, self.vocabulary, scorer=Levenshtein.distance, score_cutoff=distance, limit=None
            ):
                if edits and other not in found:
                    found[other] = FUZZY_WEIGHT * len(other) / (len(other) + edits)
        return found

    def _first_at(self, term: str) -> int:
        return bisect.bisect_left(self.vocabulary, term)

    def _bm25(self, frequency: int, matching: int, length: int, field: str) -> float:
        """MiniSearch's BM25+ of a term in a record's field."""
        inverse = math.log(1 + (len(self.records) - matching + 0.5) / (matching + 0.5))
        average = self.average[field] or 1.0
        share = frequency * (BM25_K + 1) / (frequency + BM25_K * (1 - BM25_B + BM25_B * length / average))
        return inverse * (BM25_D + share)

    def _by_number(self, number: str) -> list[Hit]:
        """The records of a number: its rule's wordings and translations, what explains it, former holders.

        They come in that order (``search.js`` alike): then the rules that once had the number.
        """
        hits: list[Hit] = []
        for record in self.records:
            if record.rule == number:
                own = record.kind in ("rule", "translation")
                hits.append(Hit(record, 100.0 if own else 95.0, 1.0 if own else 0.95))
            elif number in record.numbers:
                hits.append(Hit(record, 90.0, 0.9))
        return hits

    def informative(self, wanted: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
        """The query's units worth searching (``search.js`` keeps the same ones).

        A single Latin letter (not a digit), and a term in more than `COMMON` of the records
        ("player"), say nothing about which record is meant, unless nothing else is left.
        """
        letters = [unit for unit in wanted if not _LETTERS.fullmatch(unit[0]) or len(unit[0]) > 1]
        common = COMMON * len(self.records)
        kept = [unit for unit in letters if len(self.postings.get(unit[0], ())) <= common]
        return kept or letters

    def _unit(self, unit: tuple[str, ...], last: bool) -> dict[int, tuple[float, bool]]:
        """The records one unit of a query finds, each with its score and whether a term matched as is.

        As MiniSearch scores a query of the unit's terms: the BM25+ of every match in every field,
        weighted, times the number of the unit's terms the record matched.
        """
        scores: dict[int, float] = {}
        found: dict[int, set[str]] = {}
        exact: set[int] = set()
        concept = unit[0].startswith("_")
        for term in unit:
            # A concept's words match as they are: the concept stands for their other forms.
            matches = {term: 1.0} if concept and term in self.postings else {} if concept else self._matches(term, last)
            for other, weight in matches.items():
                for field in FIELDS:
                    counts = self.frequencies[field].get(other)
                    if not counts:
                        continue
                    for index, frequency in counts.items():
                        raw = self._bm25(frequency, len(counts), self.lengths[index][field], field)
                        scores[index] = scores.get(index, 0.0) + weight * BOOST[field] * raw
                        found.setdefault(index, set()).add(term)
                        if other == term:
                            exact.add(index)
        return {index: (score * len(found[index]), index in exact) for index, score in scores.items()}

    def _by_terms(self, query: str) -> list[Hit]:
        wanted = self.informative(query_units(query, self.words))
        if not wanted:
            return []
        scores: dict[int, float] = {}
        matched: dict[int, int] = {}
        cover: dict[int, float] = {}
        for at, unit in enumerate(wanted):
            for index, (score, exact) in self._unit(unit, at == len(wanted) - 1).items():
                scores[index] = scores.get(index, 0.0) + score
                matched[index] = matched.get(index, 0) + 1
                cover[index] = cover.get(index, 0.0) + (1.0 if exact else 0.5)
        return [
            Hit(self.records[index], round(scores[index], 6), round(cover[index] / len(wanted), 2))
            for index in sorted(matched)
            if matched[index] >= COVERAGE * len(wanted)
        ]

    def search(self, query: str, language: str | None = None, limit: int = 10) -> list[Hit]:
        """The best hit of each page for ``query`` (its first `MAX_QUERY` characters), best first."""
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
            hits = self._by_number(number) if number is not None else []
            if not hits:
                hits = self._by_terms(query)

        position = self.position

        def order(hit: Hit) -> tuple[float, int, float, str, int]:
            record = hit.record
            return (-hit.cover, rank(record, language), -hit.score, _reversed(record.newest), position[id(record)])

        best: dict[tuple[str, str], Hit] = {}
        for hit in sorted(hits, key=order):
            best.setdefault(page_key(hit.record), hit)
        found = list(best.values())
        if number is None and tournament is None:
            found = without_repeats(found, language)
        return found[:limit]

    def older_wordings(self, record: Record) -> int:
        """How many older wordings the rule of a current record has (0 for anything else)."""
        return self.older.get(record.rule, 0) if record.current and record.rule is not None else 0

    def covered_by(self, record: Record) -> tuple[str, ...]:
        """The rules that carry today what a FAQ answer or summary section explains: its rule's numbers now."""
        if record.now:
            return record.now
        return (record.rule,) if record.rule is not None and record.rule in self.standing else ()


def without_repeats(hits: list[Hit], language: str | None) -> list[Hit]:
    """The hits without those that add nothing to a current rule among them.

    An old wording whose content that rule carries today, and a FAQ answer or summary section in
    another language than the reader's that explains it, give way to it: the current rule stands
    for them (and says how many older wordings it has; its page shows the explanations).
    """
    standing = {hit.record.rule for hit in hits if hit.record.current and hit.record.kind in ("rule", "translation")}

    def repeats(record: Record) -> bool:
        if record.kind in ("rule", "translation"):
            return not record.current and bool(standing.intersection(record.now))
        if record.kind in ("faq", "summary") and record.lang != language:
            return bool(standing.intersection(record.now or (record.rule,)))
        return False

    return [hit for hit in hits if not repeats(hit.record)]


def rank(record: Record, language: str | None) -> int:
    """The reader's language first (a card is in every language), then current, then by kind (``search.js``: rank)."""
    foreign = bool(record.lang) and record.lang != language
    return 16 * foreign + 8 * (not record.current) + _KIND_ORDER[record.kind]


def _reversed(date: str) -> str:
    """A key that sorts ISO dates newest first."""
    return "".join(chr(0x10FFFF - ord(char)) for char in date)


def page_key(record: Record) -> tuple[str, str]:
    """The page a record opens: a rule page stands for all its wordings and translations."""
    anchor = "" if record.kind in ("rule", "translation") else record.anchor
    return (record.path, anchor)


def hit_url(record: Record, language: str) -> str:
    """The URL of a record's page, from the site's root, in ``language``, with its anchor.

    A translation in the reader's language is the text of its page there (no anchor); in another
    language it is read under the page's "in every language".
    """
    url = urls.served(record.path, language)
    anchor = "" if record.kind == "translation" and record.lang == language else record.anchor
    return f"{url}#{anchor}" if anchor else url


def hit_label(index: SearchIndex, hit: Hit, language: str) -> dict[str, str]:
    """What a result says of itself in the reader's language: its kind, its language, its status (``search.js``)."""
    words = RESULT_LABELS[language]
    record = hit.record
    status: list[str] = []
    if record.kind in ("rule", "translation"):
        if record.current:
            status.append(words["current"])
        else:
            status += [words["old"], record.span]
            if record.now:
                status.append(f"{words['now']} {', '.join(record.now)}")
            elif record.removed:
                status.append(words["removed"].format(date=record.removed))
        older = index.older_wordings(record)
        if older:
            status.append(words["older_one"] if older == 1 else words["older_many"].format(n=older))
    elif record.kind in ("faq", "summary"):
        status.append(record.span)
        covered = index.covered_by(record)
        if covered:
            status.append(f"{words['covered_by']} {', '.join(covered)}")
        elif record.removed:
            status.append(words["removed"].format(date=record.removed))
    elif record.kind == "tournament":
        status.append(record.span)
    elif record.kind == "card" and record.now:
        standing = [number for number in record.now if number in index.standing]
        status.append(f"{words['used_in']} {', '.join(standing or record.now)}")
    return {
        "kind": words[f"kind_{record.kind}"],
        "language": words[f"lang_{record.lang}"] if record.lang else "",
        "status": " · ".join(part for part in status if part),
    }


def shown_title(record: Record, language: str) -> str:
    """A result's heading: a card's name in the reader's language, a rule's number, an entry's title."""
    if record.kind == "card":
        return dict(record.names).get(language, record.title)
    return record.rule if record.kind in ("rule", "translation") and record.rule else record.title


def hit_json(index: SearchIndex, hit: Hit, language: str) -> dict[str, object]:
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
        "removed": record.removed,
        "older": index.older_wordings(record),
        "title": record.title,
        "text": record.text,
        "url": hit_url(record, language),
        "score": hit.score,
        "cover": hit.cover,
        "label": hit_label(index, hit, language),
        "heading": shown_title(record, language),
    }

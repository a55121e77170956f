"""The ranking of records for a query, in Python (``twohg search``), with rapidfuzz for typos.

A query is read by `terms.query_parts`: the rule number or tournament rule it names, typed alone in
any form short links read or inside words ("regla 810.4", "CR 805.2", "MTR 9.3", "section 810"),
and the words around it. A number finds the records of that rule, one result per meaning the
number has had (each with its span and what it is now), then what explains it, then the rules
that once had the number; a number no rule ever had finds nothing but says which numbers are
nearest. The words are read with the search's vocabulary (`terms.query_units`: concepts in any
language; stop words, chat and the variant's name left out); each of their units matches the
index's terms exactly, as a prefix (the last word, being typed, from three letters), or within a
few edits (a typo, from four letters, rapidfuzz's Levenshtein distance). A record matching any
unit is a hit, so a word no text uses (a card no source names, "combo") never removes what the
other words find: it is named as not found. Hits are scored with BM25+ over their fields, the
numbers MiniSearch gives in ``search.js``.

Results, best first: more of the units that found something matched (coverage); then the reader's
language, current texts, rules before rules outside the 2HG sections, translations, glossary terms,
cards, tournament rules, FAQ answers and summaries; then the score; then the newest. One result per
page: the best record of a rule page stands for its wordings and translations. The current rule
comes first: a translation of an older wording gives way to the English text in force (the
translation named in its label), and an outdated text (an old wording, a FAQ answer or summary
section whose rule has changed) comes right after the current rule it became, which is brought in
when the words did not find it (`twohg.site.search.hits`: what a hit is and how hits give way to the rule in
force; `twohg.site.search.shown`: what a result shows). ``search.js`` ranks alike, over the same index.
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.search.cardnames import (
    EXACT,
    FIRST,
    NAME_LANGUAGES,
    NAMED,
    OWN_PAGE,
    CardHit,
    CardNames,
    fold_name,
)
from twohg.site.search.hits import (
    QUOTED,
    QUOTED_PAIRS,
    WORDINGS,
    Answer,
    Hit,
    IndexFacts,
    meaning_key,
    newest_first,
    page_key,
    prior,
    rank,
    rules_before,
    rules_explained,
    without_repeats,
)
from twohg.site.search.record import Record
from twohg.site.search.terms import (
    BROADER_MARK,
    FORMAT_TERM,
    Vocabulary,
    concepts,
    fold,
    left_out_units,
    query_parts,
    query_units,
    stem,
    terms,
    variant_words,
    variants_named,
    vocabulary,
)

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
#: The longest query searched, here and in the page (``search.js``): longer text is cut, and the answer says
#: so (`Answer.cut`). A judge's long question (a game state, then what is asked) fits; a pasted page would
#: freeze the browser's tab.
MAX_QUERY = 500
#: What a unit of the game's vocabulary (a concept: "dies", "teammate") counts in a query's cover, against a
#: plain word's 1: the words around it are often chat ("go away", "my friend") that no rule prints
#: (``search.js``: CONCEPT_WEIGHT).
CONCEPT_WEIGHT = 2.0
#: What a broader concept's match is worth against the unit's own (``search.js``: BROADER_WEIGHT).
BROADER_WEIGHT = 0.5
#: The score of the first opening rule a question about the variant as a whole gets (`SearchIndex.overview`;
#: ``search.js``: OVERVIEW): each next one half the one before, so that the rulebook's order holds whatever a
#: text's language costs it (an English 810.7 on a Spanish page, where the Spanish is of an older wording).
OVERVIEW = 100.0
_SECTION = re.compile(r"\d{3}")

#: Words, as the engine reports them.
Words = tuple[str, ...]

#: How many near spellings an answer names for a word no text has (`SearchIndex.guessed`, ``search.js`` alike).
GUESSES = 3

#: How much more a hit is worth when it has the query's words side by side, as the query has them
#: ("comes into play"): a score times 1 + PHRASE times the share of the query's word pairs it has.
PHRASE = 2.0
#: Hits scoring less than the best one divided by this are not read for phrases (even tripled, they stay far below).
PHRASE_FLOOR = 10.0


def said_near(near: Sequence[tuple[str, Words]], hits: Sequence[Hit]) -> tuple[tuple[tuple[str, Words], ...], Words]:
    """What an answer says of the words it read as near spellings: those its hits matched, in their order.

    Up to `GUESSES` per word; a word none of the hits matched by any of its spellings did not make them, and is
    said not found, as a word no text has is (``search.js`` alike).
    """
    said: list[tuple[str, Words]] = []
    unused: list[str] = []
    for word, spellings in near:
        wanted = set(spellings)
        used = tuple(dict.fromkeys(term for hit in hits for term in hit.terms if term in wanted))[:GUESSES]
        if used:
            said.append((word, used))
        else:
            unused.append(word)
    return tuple(said), tuple(unused)


def near_spelling(typed: str, spelling: str) -> bool:
    """Whether a word of the index is a typo of a word typed, not merely as many letters apart as a typo may be.

    One edit, a swap of two letters counted as one (``poisno`` is ``poison``), or two in a word of eight letters or
    more (``tramsendence``); ``banana`` is no typo of ``basada``, nor ``perro`` of ``serra``. A query whose every
    word is such a far guess or missing finds nothing, and says so (``search.js`` alike, `osa_distance`).
    """
    edits = osa_distance(typed, spelling)
    return edits <= 1 or 4 * edits <= len(typed)


def osa_distance(first: str, second: str) -> int:
    """The optimal string alignment distance: Levenshtein's, a swap of two neighbouring letters one edit (rapidfuzz)."""
    from rapidfuzz.distance import OSA

    return int(OSA.distance(first, second))


def said_word(unit: Sequence[str]) -> str:
    """The word a query's unit stands for, as typed: a plain word, or the last word of a concept's unit."""
    if not unit[0].startswith("_"):
        return unit[0]
    return next((term for term in reversed(unit) if not term.startswith(BROADER_MARK)), unit[0])


def capped(query: str) -> str:
    """The query's first `MAX_QUERY` characters, without the word the cut went through (``search.js`` too)."""
    if len(query) <= MAX_QUERY:
        return query
    cut = query[:MAX_QUERY]
    return cut if query[MAX_QUERY].isspace() else re.sub(r"\s+\S*$", "", cut)


def record_text(record: Record) -> str:
    """What a record is found by: its title, its text, its cards' names in every language, its other words."""
    return " ".join([record.title, record.text, *record.cards, *record.words])


def record_concepts(record: Record, words: Vocabulary) -> tuple[str, ...]:
    """The concept terms a record names (``_life`` for every word of life in any language), each time it does."""
    return concepts(record_text(record), words)


def field_terms(record: Record, words: Vocabulary) -> tuple[tuple[str, ...], ...]:
    """A record's terms, field by field, in `FIELDS` order: what the index ships, so no engine reads texts again.

    An official ruling is found by its words only: its card's names find the card (`cardnames`), which leads to it.
    """
    return (
        tuple(terms(record.title)) if record.kind != "ruling" else (),
        tuple(terms(record.text)),
        tuple(terms(" ".join(record.cards))),
        tuple(terms(" ".join(record.words))),
        record_concepts(record, words) if record.kind != "ruling" else (),
    )


_LATIN_TERM = re.compile(r"[0-9a-z]+")
_LETTERS = re.compile(r"[a-z]+")


def query_bigrams(words: str, vocabulary: Vocabulary) -> frozenset[tuple[str, str]]:
    """The pairs of adjacent Latin words of a query that can make a phrase (plurals folded).

    A pair of two stop words, or with a word of the variant's name, says nothing of what is meant.
    """
    latin = [term for term in terms(words) if _LATIN_TERM.fullmatch(term)]
    named = {word for concept, phrase in vocabulary.phrases if concept == FORMAT_TERM for word in phrase}
    return frozenset(
        (first, second)
        for first, second in zip(latin, latin[1:], strict=False)
        if first not in named and second not in named and not (first in vocabulary.stop and second in vocabulary.stop)
    )


def phrase_patterns(pairs: frozenset[tuple[str, str]]) -> list[tuple[str, str, re.Pattern[str]]]:
    """For each pair, in sorted order: the two strings a text must hold, and the pattern finding the pair.

    The pattern finds the two words side by side in a folded text (`fold`), each as the query has it or
    with a plural ending; ``search.js`` builds the same (`phrase_source`).
    """
    return [
        (_needle(first), _needle(second), re.compile(phrase_source(first, second))) for first, second in sorted(pairs)
    ]


def _needle(term: str) -> str:
    """What a text must hold to have a word in any of the forms `phrase_source` finds: its start."""
    return term[:-1] if term.endswith("y") else term


def phrase_source(first: str, second: str) -> str:
    """The source of the pattern finding two words side by side (the second looked ahead at, not taken)."""

    def forms(term: str) -> str:
        return f"{term}(?:s|es)?" if not term.endswith("y") else f"(?:{term}|{term}s|{term[:-1]}ies)"

    word = r"(?<![0-9a-z]){}(?![0-9a-z])"
    return word.format(forms(first)) + r"[^0-9a-z\u3040-\u9fff]+" + "(?=" + word.format(forms(second)) + ")"


class Postings(NamedTuple):
    """The inverted index of records' terms (`field_terms`), as MiniSearch holds it: what BM25+ reads.

    Saved with the records for ``twohg search`` (`twohg.site.search.cache`), so that a query reads it
    instead of indexing every record again.
    """

    frequencies: Mapping[str, Mapping[str, Sequence[int] | str]]
    """Field -> term -> the records that have it there and how often, flat: ``[record, count, record, count, ...]``
    (saved as a string of those numbers, read when a query needs the term: `SearchIndex.counts`)."""
    documents: Mapping[str, int]
    """Term -> how many records have it (in any field), terms in sorted order."""
    lengths: Sequence[Sequence[int]]
    """Record -> its number of distinct terms in each field (`FIELDS` order)."""
    average: Sequence[float]
    """Field -> the records' mean number of distinct terms in it (`FIELDS` order)."""

    @classmethod
    def of(cls, fields: Sequence[Sequence[Sequence[str]]]) -> Postings:
        """The postings of records' terms, in `FIELDS` order per record."""
        tables: dict[str, dict[str, dict[int, int]]] = {field: {} for field in FIELDS}
        documents: dict[str, set[int]] = {}
        lengths: list[list[int]] = []
        totals = [0] * len(FIELDS)
        for index, record_fields in enumerate(fields):
            own: list[int] = []
            for at, (field, values) in enumerate(zip(FIELDS, record_fields, strict=True)):
                distinct = set(values)
                own.append(len(distinct))
                totals[at] += len(distinct)
                table = tables[field]
                for term in values:
                    counts = table.setdefault(term, {})
                    counts[index] = counts.get(index, 0) + 1
                for term in distinct:
                    documents.setdefault(term, set()).add(index)
            lengths.append(own)
        count = len(lengths) or 1
        return cls(
            frequencies={
                field: {term: [n for pair in sorted(counts.items()) for n in pair] for term, counts in table.items()}
                for field, table in tables.items()
            },
            documents={term: len(documents[term]) for term in sorted(documents)},
            lengths=lengths,
            average=[total / count for total in totals],
        )

    def document(self) -> dict[str, object]:
        """As the cache saves it (JSON)."""
        return {
            "frequencies": {
                field: {
                    term: counts if isinstance(counts, str) else " ".join(map(str, counts))
                    for term, counts in table.items()
                }
                for field, table in self.frequencies.items()
            },
            "documents": self.documents,
            "lengths": self.lengths,
            "average": self.average,
        }


class SearchIndex:
    """Records with an inverted index of their terms, field by field, scored as MiniSearch scores them."""

    def __init__(
        self,
        records: Sequence[Record],
        words: Vocabulary | None = None,
        postings: Postings | None = None,
        cards: CardNames | None = None,
    ) -> None:
        """Index ``records``: by their saved ``postings``, or by their terms (`field_terms`); find ``cards`` by name."""
        self.records = tuple(records)
        self.cards = cards
        self.rulings: dict[str, list[Record]] = {}
        for record in self.records:
            if record.kind == "ruling" and record.source == "ruling-2hg":
                self.rulings.setdefault(record.card, []).append(record)
        self.words = words if words is not None else vocabulary()
        self.variants = variant_words()
        if postings is None:
            postings = Postings.of([field_terms(record, self.words) for record in self.records])
        self.postings = postings
        self.frequencies = postings.frequencies
        self._counts: dict[tuple[str, str], Sequence[int]] = {}
        self.documents = postings.documents
        self.lengths = postings.lengths
        self.average = dict(zip(FIELDS, postings.average, strict=True))
        self.vocabulary = tuple(postings.documents)
        self.position = {id(record): at for at, record in enumerate(self.records)}
        self.facts = IndexFacts.of(self.records)

    # --- words --------------------------------------------------------------------------------

    def _matches(self, term: str, last: bool) -> dict[str, float]:
        """Index terms matching one query term, with what each is worth.

        Itself; as a prefix when it is the last word (being typed) and three letters or more; within
        a few edits (a typo) from four letters on, when the index has no such word.
        """
        found: dict[str, float] = {}
        if term in self.documents:
            found[term] = 1.0
        if last and len(term) >= 3 and _LETTERS.fullmatch(term):
            for other in self.vocabulary[bisect.bisect_left(self.vocabulary, term) :]:
                if not other.startswith(term):
                    break
                if other != term:
                    found[other] = PREFIX_WEIGHT * len(other) / (len(other) + 0.3 * (len(other) - len(term)))
        if len(term) >= 4 and _LATIN_TERM.fullmatch(term) and term not in self.documents:
            from rapidfuzz import process  # only a word no text has needs it: most queries load none of it
            from rapidfuzz.distance import Levenshtein

            distance = min(MAX_FUZZY, math.floor(len(term) * FUZZY_SHARE + 0.5))
            for other, edits, _ in process.extract(
                term, self.vocabulary, scorer=Levenshtein.distance, score_cutoff=distance, limit=None
            ):
                if edits and other not in found:
                    found[other] = FUZZY_WEIGHT * len(other) / (len(other) + edits)
        return found

    def counts(self, field: str, term: str) -> Sequence[int]:
        """The records having a term in a field and how often, flat (`Postings.frequencies`), read once."""
        key = (field, term)
        found = self._counts.get(key)
        if found is None:
            saved = self.frequencies[field].get(term, ())
            found = self._counts[key] = [int(n) for n in saved.split()] if isinstance(saved, str) else saved
        return found

    def _bm25(self, frequency: int, matching: int, length: int, field: str) -> float:
        """MiniSearch's BM25+ of a term in a record's field."""
        inverse = math.log(1 + (len(self.records) - matching + 0.5) / (matching + 0.5))
        average = self.average[field] or 1.0
        share = frequency * (BM25_K + 1) / (frequency + BM25_K * (1 - BM25_B + BM25_B * length / average))
        return inverse * (BM25_D + share)

    def informative(self, wanted: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
        """The query's units worth searching (``search.js`` keeps the same ones).

        A single Latin letter (not a digit) says nothing about which record is meant. A word most records
        have ("player", "team") is kept: it counts for little (its rarity), but "each team" and "each
        player" are not the same question.
        """
        letters = [unit for unit in wanted if not _LETTERS.fullmatch(unit[0]) or len(unit[0]) > 1]
        return letters

    def _unit(self, unit: tuple[str, ...], last: bool) -> dict[int, tuple[float, bool, tuple[str, ...]]]:
        """The records one unit of a query finds: each with its score, whether a term matched as is, the terms matched.

        As MiniSearch scores a query of the unit's terms: the BM25+ of every match in every field,
        weighted, times the number of the unit's terms the record matched.
        """
        scores: dict[int, float] = {}
        found: dict[int, set[str]] = {}
        matched: dict[int, set[str]] = {}
        exact: set[int] = set()
        concept = unit[0].startswith("_")
        for term in unit:
            # A concept's words match as they are: the concept stands for their other forms; a broader concept
            # (``^_object``) for half, never as the unit itself.
            if term.startswith(BROADER_MARK):
                wider = term[len(BROADER_MARK) :]
                matches = {wider: BROADER_WEIGHT} if wider in self.documents else {}
            elif concept:
                matches = {term: 1.0} if term in self.documents else {}
            else:
                matches = self._matches(term, last)
            for other, weight in matches.items():
                for at, field in enumerate(FIELDS):
                    counts = self.counts(field, other)
                    if not counts:
                        continue
                    matching = len(counts) // 2
                    for index, frequency in zip(counts[::2], counts[1::2], strict=True):
                        raw = self._bm25(frequency, matching, self.lengths[index][at], field)
                        scores[index] = scores.get(index, 0.0) + weight * BOOST[field] * raw
                        found.setdefault(index, set()).add(term)
                        matched.setdefault(index, set()).add(other)
                        if other == term:
                            exact.add(index)
        return {
            index: (score * len(found[index]), index in exact, tuple(sorted(matched[index])))
            for index, score in scores.items()
        }

    def _by_words(self, words: str) -> tuple[list[Hit], Words, Words, tuple[tuple[str, Words], ...]]:
        """What the words find: the records, the words no record has, the nearest words, near spellings read.

        The nearest words only when nothing matched; the near spellings (`guessed`) of each word no record has
        that was searched as others.

        A record's ``cover`` is the share of the query it says: each unit that found something
        counts by how rare it is (its inverse document frequency), fully when matched as typed and
        half as a prefix or typo. Its ``score`` is its BM25+ over every unit it matched, times its
        cover squared: a text that says more of the query beats a long one that says one word of
        it many times.
        """
        wanted = self.informative(query_units(words, self.words))
        if not wanted:
            return [], (), (), ()
        if all(unit[0] == FORMAT_TERM for unit in wanted):  # "how does 2HG work?": the variant as a whole
            opening = self.overview(self._unit(wanted[0], False))
            if opening:
                return opening, (), (), ()
        scores: dict[int, float] = {}
        cover: dict[int, float] = {}
        matched: dict[int, set[str]] = {}
        missing: list[str] = []
        near: list[tuple[str, Words]] = []
        total = 0.0
        count = len(self.records)
        # When no word the query keeps is in any text ("How does annihilator work in 2HG?"), the variant's name
        # it left out is searched instead (its opening rules: `overview`): never a blank page for a question
        # about 2HG.
        searched = wanted
        while True:
            for at, unit in enumerate(searched):
                found = self._unit(unit, searched is wanted and at == len(searched) - 1)
                if not found:
                    if searched is wanted:
                        missing.append(said_word(unit))
                    continue
                if searched is wanted:
                    guesses = self.guessed(unit, found)
                    if guesses and not any(near_spelling(unit[0], guess) for guess in guesses):
                        missing.append(said_word(unit))  # "banana" is no typo of "basada": a word no text has
                        continue
                    if guesses and all(said_word(unit) != word for word, _ in near):
                        near.append((said_word(unit), guesses))
                rarity = math.log(1 + (count - len(found) + 0.5) / (len(found) + 0.5))
                rarity *= CONCEPT_WEIGHT if unit[0].startswith("_") else 1.0
                total += rarity
                for index, (score, exact, terms_found) in found.items():
                    scores[index] = scores.get(index, 0.0) + score
                    cover[index] = cover.get(index, 0.0) + rarity * (1.0 if exact else 0.5)
                    matched.setdefault(index, set()).update(terms_found)
            if scores or searched is not wanted:
                break
            searched = left_out_units(words, self.words)
            opening = self.overview(self._unit(searched[0], False)) if searched else []
            if opening:  # "How does Annihilator work in 2HG?": the variant's opening rules, the word said missing
                latin = tuple(dict.fromkeys(word for word in missing if _LATIN_TERM.fullmatch(word)))
                return opening, latin, (), tuple(near)
        pairs = query_bigrams(words, self.words)
        patterns = phrase_patterns(pairs)
        shares = {index: cover[index] / total if total else 0.0 for index in scores}
        based = {index: scores[index] * shares[index] * shares[index] for index in scores}
        # A hit scoring less than a tenth of the best cannot come near the first results: it is not
        # read for phrases (``search.js`` alike).
        floor = max(based.values(), default=0.0) / PHRASE_FLOOR
        hits = []
        for index in sorted(scores):
            phrase = self.phrases(index, patterns) / len(pairs) if patterns and based[index] >= floor else 0.0
            score = round(based[index] * (1 + PHRASE * phrase), 6)
            quoted = len(pairs) >= QUOTED_PAIRS and phrase >= QUOTED
            hits.append(
                Hit(self.records[index], score, round(shares[index], 4), tuple(sorted(matched[index])), None, quoted)
            )
        latin = tuple(dict.fromkeys(word for word in missing if _LATIN_TERM.fullmatch(word)))
        return hits, latin, () if hits else self.nearest_words(latin), tuple(near)

    def overview(self, found: Mapping[int, tuple[float, bool, tuple[str, ...]]]) -> list[Hit]:
        """A question about the variant as a whole: the opening rules of its own section, in the rulebook's order.

        Its own section is that of the current section heading the variant's name finds best ("810. Two-Headed
        Giant Variant", not "805. Shared Team Turns Option"); its opening rules are that section's rules in force
        with no letter (810.1, 810.2, ...), every text of each (its translations too), each scored half the one
        before (``search.js`` alike). None when no heading names the variant.
        """
        headings = [
            index
            for index in sorted(found)
            if self.records[index].kind == "rule"
            and self.records[index].current
            and _SECTION.fullmatch(self.records[index].rule or "")
        ]
        if not headings:
            return []
        section = self.records[max(headings, key=lambda index: (found[index][0], -index))].rule
        numbers = sorted(
            {
                record.rule
                for record in self.records
                if record.rule and record.current and re.fullmatch(rf"{section}\.\d+", record.rule)
            },
            key=lambda number: int(number.split(".")[1]),
        )
        place = {number: at for at, number in enumerate(numbers)}
        return [
            Hit(record, round(OVERVIEW / 2 ** place[record.rule], 6), 1.0, ())
            for record in self.records
            if record.kind in WORDINGS and record.current and record.rule in place
        ]

    def guessed(self, unit: tuple[str, ...], found: Mapping[int, tuple[float, bool, tuple[str, ...]]]) -> Words:
        """For a word no text has, found by near spellings only (a typo, a word the texts never use): those spellings.

        So that the answer says what it searched instead ("borrow" found "harrow": `said_near`); else nothing.
        """
        typed = unit[0]
        if typed.startswith("_") or len(unit) > 1 or typed in self.documents:
            return ()
        spellings = sorted({term for _, _, matched in found.values() for term in matched})
        return () if any(term.startswith(typed) for term in spellings) else tuple(spellings)

    def phrases(self, index: int, patterns: Sequence[tuple[str, str, re.Pattern[str]]]) -> int:
        """How many of the query's word pairs (`phrase_patterns`) a record's title or text has side by side."""
        record = self.records[index]
        texts = (fold(record.title), fold(record.text))
        return sum(
            1
            for first, second, pattern in patterns
            if any(first in text and second in text and pattern.search(text) for text in texts)
        )

    def nearest_words(self, words: Sequence[str]) -> tuple[str, ...]:
        """For words no text uses, the index's nearest words (up to three each, never a stop word), nearest first."""
        from rapidfuzz import process
        from rapidfuzz.distance import Levenshtein

        found: list[str] = []
        for word in words:
            cutoff = max(2, len(word) // 2)
            for other, _edits, _ in process.extract(
                word, self.vocabulary, scorer=Levenshtein.distance, score_cutoff=cutoff, limit=3
            ):
                if _LETTERS.fullmatch(other) and len(other) > 2 and other not in self.words.stop:
                    found.append(other)
        return tuple(dict.fromkeys(found))

    # --- numbers ------------------------------------------------------------------------------

    def _by_number(self, number: str) -> list[Hit]:
        """The records of a number: its rule's texts, what explains it, the rules that once had the number.

        In that order (``search.js`` alike): a text of the rule first (cover 1), an entry explaining
        it (0.95), then a rule that once had the number (0.9).
        """
        hits: list[Hit] = []
        for record in self.records:
            if record.rule == number and record.kind in WORDINGS:
                hits.append(Hit(record, 100.0, 1.0))
            elif record.rule == number:
                hits.append(Hit(record, 95.0, 0.95))
            elif number in record.numbers:
                hits.append(Hit(record, 90.0, 0.9))
        return hits

    def _by_tournament(self, number: str) -> list[Hit]:
        return [Hit(r, 100.0) for r in self.records if r.kind in ("tournament", "mtr") and r.number == number]

    def nearest_numbers(self, number: str, count: int = 2) -> tuple[str, ...]:
        """The rule numbers around one no rule had: ``count`` each side, of its section when it has any."""
        parsed = RuleNumber.try_parse(number)
        if parsed is None:
            return ()
        known = self.facts.numbers
        at = bisect.bisect_left(known, parsed)
        around = known[max(0, at - count) : at] + known[at : at + count]
        same = [n for n in around if n.section == parsed.section]
        return tuple(str(n) for n in (same or around))

    # --- the answer ---------------------------------------------------------------------------

    def answer(self, query: str, language: str | None = None, limit: int = 10) -> Answer:
        """Everything a query gets: its hits (the best of each page, the current rule first) and what was not found."""
        parts = query_parts(capped(query))
        language = language or urls.DEFAULT_LANGUAGE
        if parts.tournament is not None:
            named = self._by_tournament(parts.tournament)
        elif parts.number is not None:
            named = self._by_number(parts.number)
        else:
            named = []
        unknown = parts.number if parts.number is not None and not named else None
        words, missing, suggestions, near = self._by_words(parts.words) if parts.words.strip() else ([], (), (), ())
        position = self.position

        def named_order(hit: Hit) -> tuple[float, int, str, int]:
            record = hit.record
            return (-hit.cover, rank(record, language), newest_first(record.newest), position[id(record)])

        asked = variants_named(parts.words, self.variants)
        events = self.words.about_events(query_units(parts.words, self.words))
        found_cards = self.cards.find(capped(query), known=self.known) if self.cards is not None else []
        engaged = engaged_rules(found_cards)

        def order(hit: Hit) -> tuple[float, int, str, int]:
            record = hit.record
            # In ``search.js``'s order of products: the score times its prior, then times the card's weight.
            weighed = hit.score * prior(record, language, asked, hit.quoted, events)
            weighed = round(weighed * engaged_weight(record, engaged), 6)
            return (-weighed, rank(record, language), newest_first(record.newest), position[id(record)])

        best: dict[tuple[str, str], Hit] = {}
        for hit in sorted(named, key=named_order):
            best.setdefault(meaning_key(hit.record), hit)
        # The number's meanings are what was asked, old or not, each by its text in force; what explains it gives
        # way to the rule in force.
        ordered = [
            self.in_force(hit, language)
            for hit in best.values()
            if hit.record.rule == parts.number and hit.record.kind in WORDINGS
        ]
        rest = [hit for hit in best.values() if hit not in ordered]
        shown = {page_key(hit.record) for hit in ordered}
        ordered += [hit for hit in self.current_first(rest, language) if page_key(hit.record) not in shown]
        pages = {page_key(hit.record) for hit in ordered}
        chosen: dict[tuple[str, str], Hit] = {}
        for hit in sorted(words, key=order):
            key = page_key(hit.record)
            if key not in pages:
                chosen.setdefault(key, hit)
        # The rule in force first, where the first text it stands for was found (an old wording of 2005 that the words
        # found first brings 810.4 there, however low 810.4's own words ranked); then the texts it stands for go.
        current = without_repeats(self.current_first(list(chosen.values()), language), language)
        ordered += [hit for hit in current if page_key(hit.record) not in pages]
        ordered = self.with_cards(rulings_later(ordered), found_cards, asked)
        missing, near = named_cards(found_cards, missing, near)
        answered = ordered[:limit]
        near_said, unused = said_near(near, answered)
        return Answer(
            hits=answered,
            cut=len(query) > MAX_QUERY,
            number=unknown,
            nearest=self.nearest_numbers(unknown) if unknown is not None else (),
            missing=(*missing, *unused) if ordered else (),
            near=near_said if ordered else (),
            suggestions=suggestions if not ordered else (),
        )

    def with_cards(self, hits: list[Hit], found: Sequence[CardHit], asked: Sequence[str] = ()) -> list[Hit]:
        """The hits with the cards a query names (`CardNames.find`) where they belong (``search.js`` alike).

        A card the query names in words of its own (from `cardnames.FIRST`) comes first; when the query is the card
        (its name, misspelt or not, with the words around a name: from `cardnames.NAMED`), the rules its words engage
        (up to three) and its official 2HG rulings (up to two, each after the rules it rests on) follow it; when a
        question names it, the rules its words engage that the question's words found among the first `REACH`
        pages follow it (up to `PROMOTED`), unless the question asks about another variant (``asked``): the card's
        2HG rules are not what "Archenemy: Nicol Bolas" asks for. The other
        cards so named come sixth; a card whose name is being typed or is misspelt in a question comes second: a
        card's name never crowds out the rules a question asks for.
        """
        if not found:
            return hits
        shown = {page_key(hit.record) for hit in hits}
        lead: list[Hit] = []
        rest = list(found)
        if found[0].score >= FIRST:
            card = card_record(found[0])
            lead = [Hit(card, float(found[0].score))]
            if found[0].score >= NAMED:
                lead += [Hit(self.facts.standing[n], 0.0) for n in found[0].row.rules[:3] if n in self.facts.standing]
                for ruling in self.rulings.get(card.card, [])[:2]:
                    lead += [Hit(self.facts.standing[n], 0.0) for n in rules_before(ruling) if n in self.facts.standing]
                    lead.append(Hit(ruling, 0.0))
                lead = list({page_key(hit.record): hit for hit in lead}.values())  # each page where it first stands
            elif not asked:
                # A card a question names: the rules its words engage that the question's words reach too follow it.
                engaged = set(found[0].row.rules)
                lead += [hit for hit in hits[:REACH] if hit.record.kind in WORDINGS and hit.record.rule in engaged][
                    :PROMOTED
                ]
            rest = rest[1:]
        taken = {page_key(hit.record) for hit in lead}
        base = lead + [hit for hit in hits if page_key(hit.record) not in taken]
        taken |= shown

        def block(low: int, high: int) -> list[Hit]:
            out = []
            for item in rest:
                record = card_record(item)
                if low <= item.score < high and page_key(record) not in taken:
                    taken.add(page_key(record))
                    out.append(Hit(record, float(item.score)))
            return out

        # A card being typed or misspelt comes second only when no card leads: "Platinum Angel" is not Platinum
        # Angel Avatar being typed.
        early = block(0, FIRST) if not lead else []
        later = block(0, EXACT + 1)
        return base[:1] + early + base[1:5] + later + base[5:]

    def known(self, word: str) -> bool:
        """Whether the texts use a folded word (its plural folded off): then it is no card's name misspelt.

        The texts are the rules, answers and summaries: not the cards' names and rulings, which name cards.
        """
        term = stem(word)
        if term not in self.documents:
            return False
        records = self.records
        return any(
            records[at].kind not in ("card", "ruling")
            for field in ("title", "text", "words")
            for at in self.counts(field, term)[::2]
        )

    def search(self, query: str, language: str | None = None, limit: int = 10) -> list[Hit]:
        """The best hit of each page for ``query`` (its first `MAX_QUERY` characters), best first."""
        return self.answer(query, language, limit).hits

    def current_first(self, hits: list[Hit], language: str | None = None) -> list[Hit]:
        """The hits with the current rule before any outdated text about it (`IndexFacts.standing`).

        An older wording of a rule in force, or a translation of one, gives way to the English text in
        force (``via`` keeps what the words found); an old wording of a rule now numbered otherwise, or a
        FAQ answer or summary section whose rule has changed, comes right after the current rule, which is
        put there when the words did not find it. A FAQ answer or summary section in the reader's language
        that still holds and has every word of the query comes right after the rule it explains, too.
        """
        out: list[Hit] = []
        placed: set[tuple[str, str]] = set()
        for hit in hits:
            hit = self.in_force(hit, language)
            record = hit.record
            for number in rules_before(record):
                self._place(number, hits, hit, out, placed, language)
            for number in rules_explained(record, language) if hit.cover >= 1.0 else ():
                self._place(number, hits, hit, out, placed, language)
            key = page_key(record)
            if key not in placed:
                out.append(hit)
                placed.add(key)
        return out

    def in_force(self, hit: Hit, language: str | None = None) -> Hit:
        """The hit as its English text in force shows it, when it is an older wording or a translation of one.

        Of the same meaning only; ``via`` keeps what was found ("Spanish translation of an older wording"). A
        translation in force in another language than the reader's (the official Japanese on a French page) gives
        way to the rule's text in the reader's language, or in English ("found by its Japanese translation").
        """
        record = hit.record
        standing = self.facts.standing.get(record.rule or "") if record.kind in WORDINGS else None
        if standing is None or record is standing or record.meaning != standing.meaning:
            return hit
        if not record.current or record.outdated:
            return hit._replace(record=standing, via=record)
        if record.kind == "translation" and language is not None and record.lang != language:
            own = self.facts.translated.get((record.rule or "", language), standing)
            return hit._replace(record=own, via=record)
        return hit

    def _place(
        self,
        number: str,
        hits: list[Hit],
        by: Hit,
        out: list[Hit],
        placed: set[tuple[str, str]],
        language: str | None = None,
    ) -> None:
        """Put the current rule of a number next: found by the words (as `in_force` shows it), or brought by ``by``."""
        rule = self.facts.standing.get(number)
        key = page_key(rule) if rule is not None else None
        if rule is not None and key is not None and key not in placed:
            there = next((h for h in hits if page_key(h.record) == key), None)
            out.append(self.in_force(there, language) if there is not None else Hit(rule, 0.0, by.cover))
            placed.add(key)

    def older_wordings(self, record: Record) -> int:
        """How many older wordings of the same meaning a current rule record has (0 for anything else)."""
        if not (record.current and record.kind in ("rule", "outside")):
            return 0
        return self.facts.older.get(record.meaning, 0)

    def covered_by(self, record: Record) -> tuple[str, ...]:
        """The rules that carry today what a FAQ answer or summary section explains: its rule's numbers now."""
        if record.now:
            return record.now
        return (record.rule,) if record.rule is not None and record.rule in self.facts.standing else ()


def card_record(hit: CardHit) -> Record:
    """A card found by its name as a search record: its names, the rules its words engage, where it is read."""
    row = hit.row
    names = tuple((language, name) for language, name in zip(NAME_LANGUAGES, row.names, strict=True) if name)
    own = bool(row.flags & OWN_PAGE)
    return Record(
        id=f"card:{row.names[0]}",
        kind="card",
        rule=None,
        numbers=(),
        now=row.rules,
        lang="",
        source="card-data",
        edition="",
        current=True,
        span="",
        title=row.names[0],
        text=" · ".join(dict.fromkeys(name for _, name in names)),
        cards=tuple(dict.fromkeys(name for _, name in names)),
        words=(),
        path=urls.card_path(row.names[0]) if own else urls.CARD_VIEW_PATH,
        anchor="" if own else row.slug,
        newest="",
        names=names,
        card=row.slug,
    )


#: What a rule the words found is worth more when the card the query names engages it (``search.js``: ENGAGED):
#: "two Guttersnipe out" asks about each opponent and the shared life total, whatever the other words say.
ENGAGED = 2.0
#: A card a question names brings up to this many of the rules its words engage right after it (``search.js``:
#: CARD_PROMOTED), those the question's words found among the first `REACH` pages: "Can my opponents just attack my
#: teammate to get around my Ghostly Prison?" is about the rule of attacking one player (805.10b).
PROMOTED = 2
REACH = 20


def engaged_rules(found: Sequence[CardHit]) -> frozenset[str]:
    """The rules the words of the card a query names engage (the first card found, from `cardnames.FIRST`)."""
    return frozenset(found[0].row.rules) if found and found[0].score >= FIRST else frozenset()


def engaged_weight(record: Record, engaged: frozenset[str]) -> float:
    """`ENGAGED` for a rule (any wording or translation of it) among ``engaged``, else 1."""
    return ENGAGED if record.kind in WORDINGS and record.rule in engaged else 1.0


def rulings_later(hits: list[Hit]) -> list[Hit]:
    """The hits with no official ruling among the first five (``search.js`` alike).

    A ruling answers for one card, in few words: the rules come first, and a card's rulings lead only when the
    query names the card (`SearchIndex.with_cards`). Otherwise the order stands.
    """
    head = [hit for hit in hits if hit.record.kind != "ruling"][:5]
    kept = {id(hit) for hit in head}
    return head + [hit for hit in hits if id(hit) not in kept]


def named_cards(
    found: Sequence[CardHit], missing: Sequence[str], near: Sequence[tuple[str, Sequence[str]]]
) -> tuple[tuple[str, ...], tuple[tuple[str, tuple[str, ...]], ...]]:
    """What no text has but is a word of the name of a card found: no longer said to be missing."""
    words: set[str] = set()
    for hit in found:
        folded = fold_name(hit.shown)
        words |= set(folded.split()) | {folded}
    kept = tuple(word for word in missing if fold_name(word) not in words)
    return kept, tuple((word, tuple(spellings)) for word, spellings in near if fold_name(word) not in words)

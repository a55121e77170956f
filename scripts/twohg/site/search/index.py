"""The search index shipped with the site: every record as compact JSON, with its terms, read by the header search.

Both engines read this one document: the browser (``site/static/search.js``, with the vendored
MiniSearch) and ``twohg search`` (`twohg.site.search.cache` saves the same document). Each record's
terms come already read, field by field (`twohg.site.search.query.field_terms`: folded, split into
words and Japanese character pairs, the concepts named), so no engine reads a text again to index
it; the engines read only the query, with the vocabulary and the number patterns the document
carries. ``format`` changes only when a field does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from twohg.profiles.search_words import ANSWER_LINES, RESULT_LABELS
from twohg.site import urls
from twohg.site.search.query import FIELDS as TERM_FIELDS
from twohg.site.search.query import Postings, SearchIndex, field_terms
from twohg.site.search.record import Record
from twohg.site.search.terms import NUMBER_PATTERNS, Vocabulary, variant_words, vocabulary

SEARCH_FORMAT = "twohg-search/8"

#: The fields of a record, in the order each record's list holds them: `Record`'s own (``path`` is the
#: page's path, `twohg.site.urls`, which the browser serves in the reader's language).
FIELDS: tuple[str, ...] = Record._fields
#: The fields holding lists (read back as tuples), and the one holding pairs (a card's names).
_LISTS = tuple(FIELDS.index(name) for name in ("numbers", "now", "cards", "words", "variants", "related"))
_PAIRS = (FIELDS.index("names"), FIELDS.index("said"))


def index_document(
    records: Sequence[Record], words: Vocabulary | None = None, cards: Mapping[str, object] | None = None
) -> dict[str, object]:
    """The index as one JSON-ready document: the field names once, then one list per record, and its terms.

    ``cards`` is how the card names are found (`twohg.site.search.cardnames.finder_config`), when there is card data.
    """
    words = words if words is not None else vocabulary()

    rows = rows_of(records)
    read = [[" ".join(found) for found in field_terms(record, words)] for record in records]
    return {
        "format": SEARCH_FORMAT,
        "fields": list(FIELDS),
        "term_fields": list(TERM_FIELDS),
        "vocabulary": words.document(),
        "variants": variant_words(),
        "patterns": NUMBER_PATTERNS,
        "labels": RESULT_LABELS,
        "answers": ANSWER_LINES,
        "records": rows,
        "terms": read,
        **({"cards": dict(cards)} if cards is not None else {}),
    }


def rows_of(records: Sequence[Record]) -> list[list[object]]:
    """Each record as a list of its field values, in `FIELDS` order."""
    return [[getattr(record, field) for field in FIELDS] for record in records]


def records_from(rows: Sequence[Sequence[Any]]) -> list[Record]:
    """The records of rows (`rows_of`), in `FIELDS` order (the rows are trusted: `cache` checks their shape first)."""
    records: list[Record] = []
    for row in rows:
        values = list(row)
        for at in _LISTS:
            values[at] = tuple(values[at])
        for at in _PAIRS:
            values[at] = tuple((pair[0], pair[1]) for pair in values[at])
        records.append(Record(*values))
    return records


def index_of(document: Mapping[str, Any]) -> SearchIndex:
    """A search index over an index document's records, from the terms it carries."""
    records = records_from(document["records"])
    terms = [tuple(tuple(found.split()) for found in fields) for fields in document["terms"]]
    return SearchIndex(records, postings=Postings.of(terms))


def search_files(records: Sequence[Record], cards: Mapping[str, object] | None = None) -> Mapping[str, str]:
    """The index file, at its place in the site (with how card names are found, when there is card data)."""
    from twohg.graph.export import to_json  # the graph's JSON writer; `twohg search` never writes the index

    return {urls.SEARCH_INDEX: to_json(index_document(records, cards=cards))}

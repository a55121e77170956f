"""The search index shipped with the site: every record as compact JSON, read by the header search.

The browser (``site/static/search.js``, with the vendored MiniSearch) indexes the records' title,
text, card names, other words (glossary terms, synonyms) and concepts with the same folding and
terms as `twohg.site.search.terms`, and scores them as `twohg.site.search.query` does; it finds
rule numbers by the records' ``numbers``. The index carries the vocabulary queries are read with
and the result labels in every language. ``format`` changes only when a field does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from twohg.graph.export import to_json
from twohg.profiles.search_words import RESULT_LABELS
from twohg.site import urls
from twohg.site.search.query import hit_url, record_concepts
from twohg.site.search.record import Record
from twohg.site.search.terms import vocabulary
from twohg.site.urls import DEFAULT_LANGUAGE

SEARCH_FORMAT = "twohg-search/3"

#: The fields of a record, in the order each record's list holds them; ``href`` is the page's URL
#: from the site's root in the default language (the browser adds ``es/``, ``fr/``, ``ja/``).
FIELDS = (
    "id",
    "kind",
    "rule",
    "numbers",
    "now",
    "lang",
    "source",
    "edition",
    "current",
    "span",
    "title",
    "text",
    "cards",
    "words",
    "href",
    "newest",
    "removed",
    "names",
    "concepts",
)


def index_document(records: Sequence[Record]) -> dict[str, object]:
    """The index as one JSON-ready document: the field names once, then one list per record."""
    words = vocabulary()

    def value(record: Record, field: str) -> object:
        if field == "href":
            return hit_url(record, DEFAULT_LANGUAGE)
        if field == "concepts":
            return record_concepts(record, words)
        return getattr(record, field)

    rows = [[value(record, field) for field in FIELDS] for record in records]
    return {
        "format": SEARCH_FORMAT,
        "fields": list(FIELDS),
        "vocabulary": words.document(),
        "labels": RESULT_LABELS,
        "records": rows,
    }


def search_files(records: Sequence[Record]) -> Mapping[str, str]:
    """The index file, at its place in the site."""
    return {urls.SEARCH_INDEX: to_json(index_document(records))}

"""The search records saved in the project, so that ``twohg search`` answers without building the graph.

The records (`records.build_records`) come from the whole graph: tens of seconds of ingest and
alignment. ``twohg search`` saves them once, as the site's own index document (records and their
terms, already read: `twohg.site.search.index`), in ``.twohg-cache/search-index.json`` under the
project root (`files.CACHE_DIR`), sealed as every saved document is (`twohg.files.cache`): a header
saying what they were built from (the content key of ``rules_src/``, of the package's files and of
the libraries' versions, a fast state of their metadata, a checksum of the document), and a seal
beside it naming the very file this code wrote.

A cache that is missing, unreadable, of another format or key, or whose records do not check, is
rebuilt from the graph without a word; one that cannot be written is no error (the records built
serve all the same; a line says why they were not saved). This module imports nothing of the graph
until it has to build.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from twohg import files
from twohg.site.search.cardnames import CardNames
from twohg.site.search.hits import Answer
from twohg.site.search.query import Postings, SearchIndex
from twohg.site.search.record import Record
from twohg.site.search.terms import Vocabulary

#: The cache file, in `files.CACHE_DIR`.
CACHE_FILE = "search-index.json"
#: The seal of the cache file: the identity of the file this code wrote (`files.file_identity`).
SEAL_FILE = "search-index.seal"
#: Changes whenever the layout of the file does (not when a record's fields do: the document lists them).
CACHE_FORMAT = "twohg-search-cache/6"


#: The cache file and seal when the records come with the card data (`CardCache`), and the card files' folder.
CARDS_CACHE_FILE = "search-cards.json"
CARDS_SEAL_FILE = "search-cards.seal"
CARD_FILES_DIR = "cards"
#: The folder, among the card files saved, of the name files folded (`cardnames.folded_file`): the command line's
#: only, never the site's.
FOLDED_NAMES_DIR = "names-folded"
#: The card part of the records with the card data, and its seal: what ``twohg card``, ``twohg cards check`` and
#: ``twohg link --cards`` read (`saved_cards`), without decoding the records.
CARD_PART_FILE = "search-cards-part.json"
CARD_PART_SEAL = "search-cards-part.seal"


#: The three sealed files: the records, the records with the card data, and the card part of the latter.
RECORDS = files.SealedFile(CACHE_FILE, SEAL_FILE, CACHE_FORMAT, "the search records")
WITH_CARDS = files.SealedFile(CARDS_CACHE_FILE, CARDS_SEAL_FILE, CACHE_FORMAT, "the search records")
CARD_PART = files.SealedFile(CARD_PART_FILE, CARD_PART_SEAL, CACHE_FORMAT, "the search records")


def encode(document: dict[str, Any], key: str, state: str | None) -> bytes:
    """The cache file: a header line (JSON), then the index document (`files.SealedFile.encode`)."""
    return RECORDS.encode(document, key, state)


def saved_of(records: Sequence[Record], postings: Postings, words: Vocabulary) -> dict[str, Any]:
    """What the cache saves: the records, their postings (`twohg.site.search.query.Postings`) and the vocabulary.

    The vocabulary is saved folded (`Vocabulary.document`): folding every word of it again would cost a query
    more than reading it.
    """
    from twohg.site.search.index import FIELDS, SEARCH_FORMAT, rows_of

    return {
        "format": SEARCH_FORMAT,
        "fields": list(FIELDS),
        "records": rows_of(records),
        "postings": postings.document(),
        "vocabulary": words.document(),
    }


def checked(document: object) -> bool:
    """Whether a saved document has the shape this code reads: its format, its fields, its records and postings.

    The values are not checked one by one (that would cost a query more than the search itself): a file
    whose checksum holds was written by this code; one forged to hold it and still not read is caught
    when it is read (`index_from`, `answer_from`) and built again.
    """
    from twohg.site.search.index import FIELDS, SEARCH_FORMAT
    from twohg.site.search.query import FIELDS as TERM_FIELDS

    if (
        not isinstance(document, dict)
        or document.get("format") != SEARCH_FORMAT
        or document.get("fields") != list(FIELDS)
    ):
        return False
    rows, postings, words = document.get("records"), document.get("postings"), document.get("vocabulary")
    if not isinstance(rows, list) or not isinstance(postings, dict) or not isinstance(words, dict):
        return False
    if not all(isinstance(words.get(part), list) for part in ("stop", "phrases", "runs", "broader")):
        return False
    width = len(FIELDS)
    if not all(isinstance(row, list) and len(row) == width for row in rows):
        return False
    frequencies, documents = postings.get("frequencies"), postings.get("documents")
    lengths, average = postings.get("lengths"), postings.get("average")
    return (
        isinstance(frequencies, dict)
        and list(frequencies) == list(TERM_FIELDS)
        and all(isinstance(table, dict) for table in frequencies.values())
        and isinstance(documents, dict)
        and list(documents) == sorted(documents)
        and isinstance(lengths, list)
        and len(lengths) == len(rows)
        and isinstance(average, list)
        and len(average) == len(TERM_FIELDS)
    )


#: What reading a document that is not what its shape says raises (`checked` leaves its values unchecked).
UNREADABLE = files.UNREADABLE


def index_from(
    document: dict[str, Any], root: Path | None = None, built: dict[str, bytes] | None = None
) -> SearchIndex:
    """The search index of a saved document (`checked`): with the card names of its card files, if it has them."""
    from twohg.site.search.index import records_from

    records = records_from(document["records"])
    saved = document["postings"]
    cards = document.get("cards")
    return SearchIndex(
        records,
        words=Vocabulary.of_document(document["vocabulary"]),
        postings=Postings(saved["frequencies"], saved["documents"], saved["lengths"], saved["average"]),
        cards=CardNames(CardFiles(root, cards["files"], built).folded_names, cards["finder"]["keywords"], folded=True)
        if isinstance(cards, dict)
        else None,
    )


class CardFiles:
    """The card files saved with the records (``.twohg-cache/cards/``), each read with its checksum.

    The site's card files (`twohg.site.carddata.card_files`), and its name files folded (`folded_names_files`).

    The sealed document gives each file's SHA-256: a file edited since is no card file (`UNREADABLE`, and the
    records are built again).
    """

    def __init__(self, root: Path | None, checksums: dict[str, str], built: dict[str, bytes] | None = None) -> None:
        """The files of ``root``'s cache that the sealed document lists (relative path -> SHA-256).

        ``built`` holds them when they were just built and could not be saved.
        """
        self.root = root
        self.checksums = checksums
        self.built = built or {}

    def read(self, relative: str) -> Any:
        """A saved card file's document (None when the document lists no such file)."""
        import gzip

        if relative not in self.checksums:
            return None
        data = self.built.get(relative)
        if data is None and self.root is not None:
            cached = files.read_cache(self.root, f"{CARD_FILES_DIR}/{relative}")
            data = cached.data if cached is not None else None
        if data is None or hashlib.sha256(data).hexdigest() != self.checksums[relative]:
            raise ValueError(f"{relative}: not the card file saved with the records")
        try:
            return json.loads(gzip.decompress(data))
        except (OSError, EOFError) as error:  # a file whose checksum was made to hold, still not gzip
            raise ValueError(f"{relative}: {error}") from error

    def folded_names(self, key: str) -> Any:
        """The card name file of a key, folded (`cardnames.folded_file`)."""
        return self.read(folded_names_file(key))


def folded_names_file(key: str) -> str:
    """Where the card files saved hold the name file of a key folded: ``names-folded/gu.jsonz``."""
    return f"{FOLDED_NAMES_DIR}/{key}.jsonz"


def folded_names_files(card_files: Mapping[str, bytes]) -> dict[str, bytes]:
    """The name files among the site's card files, folded (`cardnames.folded_file`), each at `folded_names_file`."""
    import gzip

    from twohg.site.carddata import compressed
    from twohg.site.search.cardnames import folded_file
    from twohg.site.urls import CARD_NAMES

    found: dict[str, bytes] = {}
    for relative, data in card_files.items():
        if relative.startswith(f"{CARD_NAMES}/"):
            document = json.loads(gzip.decompress(data))
            found[folded_names_file(document["key"])] = compressed(folded_file(document["key"], document))
    return found


def decode(data: bytes, check: Callable[[object], bool] | None = None) -> files.Saved | None:
    """The cache file's content, or None unless every part of it checks (format, checksum, the document).

    The document is checked with ``check`` (the records' document: `checked`).
    """
    return RECORDS.decode(data, check or checked)


def checked_part(document: object) -> bool:
    """Whether a saved card part (`saved_cards`) has the shape this code reads: its files, finder and API."""
    return isinstance(document, dict) and all(isinstance(document.get(k), dict) for k in ("files", "finder", "api"))


def built_document(root: Path) -> dict[str, Any]:
    """The document to save, built from the project's graph (the slow way)."""
    return built_with_cards(root, None)[0]


def built_with_cards(root: Path, cards: Path | None) -> tuple[dict[str, Any], dict[str, bytes]]:
    """The document to save, built from the project's graph (the slow way), and the card files to save with it.

    With the card data, the document names each card file with its SHA-256 (the site's, and its name files folded:
    `folded_names_files`) and holds the card API's document (`twohg.site.api.cards_document`: the phrases, the rules
    they engage, what the data is).
    """
    from twohg.graph.assembly import load_graph
    from twohg.site.pages.context import SiteContext
    from twohg.site.search.query import field_terms
    from twohg.site.search.records import build_records
    from twohg.site.search.terms import vocabulary

    corpus, graph = load_graph(root)
    site = None
    written: dict[str, bytes] = {}
    if cards is not None:
        from twohg.site.carddata import card_files, load_site_cards

        site = load_site_cards(cards, graph)[0]
        written = card_files(site)
        written.update(folded_names_files(written))
    ctx = SiteContext(corpus, graph, site)
    records = build_records(ctx)
    words = vocabulary()
    document = saved_of(records, Postings.of([field_terms(record, words) for record in records]), words)
    if site is not None:
        from twohg.site.api import cards_document

        document["cards"] = {
            "finder": site.finder,
            "files": {path: hashlib.sha256(data).hexdigest() for path, data in sorted(written.items())},
            "api": json.loads(cards_document(ctx, site)),
        }
    return document, written


def _file(cards: Path | None) -> files.SealedFile:
    """The cache file of the records alone, or of the records with the card data."""
    return RECORDS if cards is None else WITH_CARDS


def saved_document(root: Path, warn: Callable[[str], None] | None = None, cards: Path | None = None) -> dict[str, Any]:
    """The project's index document: the saved one when it is of these very inputs, else built and saved.

    ``warn`` hears, in a line, why a document built could not be saved (the next call builds it again). With the
    card data ``cards``, the records hold its official rulings and the card files are saved beside them.
    """
    written: dict[str, bytes] = {}

    def build() -> dict[str, Any]:
        if cards is None:
            return built_document(root)
        document, found = built_with_cards(root, cards)
        written.update(found)
        return document

    def save(document: dict[str, Any], key: str, state: str) -> None:
        for relative, data in written.items():
            files.write_cache(root, f"{CARD_FILES_DIR}/{relative}", data)
        _file(cards).write(root, document, key, state)
        if isinstance(document.get("cards"), dict):
            CARD_PART.write(root, document["cards"], key, state)

    document: dict[str, Any] = files.saved_or_built(
        root, _file(cards), files.cache_inputs(root, cards), build, checked, warn, save
    )
    # The card files just built serve this process whether they are saved or not.
    _BUILT.clear()
    _BUILT.update(written)
    return document


#: The card files built by `saved_document` in this process (read from here before the cache folder).
_BUILT: dict[str, bytes] = {}


def saved_index(root: Path, warn: Callable[[str], None] | None = None, cards: Path | None = None) -> SearchIndex:
    """The project's search index (`saved_document`); a saved one that does not read is built again."""
    try:
        return index_from(saved_document(root, warn, cards), root, _BUILT)
    except UNREADABLE:
        _file(cards).remove(root)
        return index_from(saved_document(root, warn, cards), root, _BUILT)


def answer_from(
    root: Path,
    query: str,
    language: str,
    limit: int,
    warn: Callable[[str], None] | None = None,
    cards: Path | None = None,
) -> tuple[SearchIndex, Answer]:
    """The project's index and its answer to a query; an index that does not read is built again, once."""
    index = saved_index(root, warn, cards)
    try:
        return index, index.answer(query, language, limit)
    except UNREADABLE:
        _file(cards).remove(root)
        index = saved_index(root, warn, cards)
        return index, index.answer(query, language, limit)


def saved_records(root: Path, warn: Callable[[str], None] | None = None, cards: Path | None = None) -> list[Record]:
    """The project's search records (`saved_document`)."""
    return list(saved_index(root, warn, cards).records)


def saved_cards(
    root: Path, cards: Path, warn: Callable[[str], None] | None = None
) -> tuple[CardNames, CardFiles, dict[str, Any]]:
    """The card names, card files and card API's document saved with the records (``twohg card``).

    Read from the card part alone (`CARD_PART_FILE`) when it is the sealed one of these very inputs: a card is
    looked up without decoding the records. Else from the records (`saved_document`), built again if need be.
    """
    part = CARD_PART.read(root, checked_part)
    if part is not None and part.state == files.current_state(files.cache_inputs(root, cards))[0]:
        try:
            return _card_part(root, part.document, {})
        except UNREADABLE:
            CARD_PART.remove(root)
    try:
        return _card_part(root, saved_document(root, warn, cards)["cards"], _BUILT)
    except UNREADABLE:
        WITH_CARDS.remove(root)
        return _card_part(root, saved_document(root, warn, cards)["cards"], _BUILT)


def _card_part(
    root: Path, part: dict[str, Any], built: dict[str, bytes]
) -> tuple[CardNames, CardFiles, dict[str, Any]]:
    card_files = CardFiles(root, part["files"], built)
    return CardNames(card_files.folded_names, part["finder"]["keywords"], folded=True), card_files, part["api"]

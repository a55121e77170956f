"""The search records saved in the project, so that ``twohg search`` answers without building the graph.

The records (`records.build_records`) come from the whole graph: tens of seconds of ingest and
alignment. ``twohg search`` saves them once, as the site's own index document (records and their
terms, already read: `twohg.site.search.index`), in ``.twohg-cache/search-index.json`` under the
project root (`files.CACHE_DIR`), with a header saying what they were built from:

- ``key``: the SHA-256 of every file under ``rules_src/`` and of the ``twohg`` package's own files
  (`files.tree_digest`), with the versions of Python, rapidfuzz and PyYAML;
- ``state``: a digest of those files' metadata (`files.tree_state`), which any write to any of
  them changes, and of the same versions. While it matches, the records are fresh without reading
  80 MB of sources; when it does not, the content is hashed again, and the saved records serve only
  if the key still matches. The state is saved only when no file changed in the last two seconds
  (`files.cache.SETTLE_NS`): a newer change could hide in the same tick of the filesystem's clock;
- ``sha256``: of the document's bytes, so that a truncated or edited file is not believed.

Beside it, ``search-index.seal`` names the very file this code wrote (`files.file_identity`: its
device, inode, size and times, the change time among them, which the system sets at every write
and no program can set back). A cache file is read only while its seal names it: one edited since
(its checksum made to hold again or not), or copied from another project or machine (an archive
unpacked, a folder copied), is another file, and the records are built again. The key and state
cover what links under ``rules_src/`` point to as well.

A cache that is missing, unreadable, of another format or key, or whose records do not check, is
rebuilt from the graph without a word; one that cannot be written is no error (the records built
serve all the same; a line says why they were not saved). This module imports nothing of the graph
until it has to build.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import twohg
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
CACHE_FORMAT = "twohg-search-cache/5"


@dataclass(frozen=True)
class Saved:
    """A cache file as read: what it was built from and its index document."""

    key: str
    """The content key of the inputs the records were built from."""
    state: str | None
    """The inputs' metadata digest when they were saved, or None (they had just changed)."""
    document: dict[str, Any]
    """The records and their postings (`saved_of`), checked."""


#: The cache file and seal when the records come with the card data (`CardCache`), and the card files' folder.
CARDS_CACHE_FILE = "search-cards.json"
CARDS_SEAL_FILE = "search-cards.seal"
CARD_FILES_DIR = "cards"
#: The card part of the records with the card data, and its seal: what ``twohg card``, ``twohg cards check`` and
#: ``twohg link --cards`` read (`saved_cards`), without decoding the records.
CARD_PART_FILE = "search-cards-part.json"
CARD_PART_SEAL = "search-cards-part.seal"


def inputs(root: Path, cards: Path | None = None) -> dict[str, Path]:
    """What the records are built from: the project's sources, the code that reads them, the card data if given."""
    found = {files.SOURCES_DIR: root / files.SOURCES_DIR, "twohg": files.code_folder()}
    return {**found, "cards": cards.absolute()} if cards is not None else found


def versions() -> str:
    """The versions of what else the records depend on: Python, rapidfuzz (alignment), PyYAML (reviewed files)."""
    import rapidfuzz
    import yaml

    python = ".".join(map(str, sys.version_info[:3]))
    return f"python {python}; rapidfuzz {rapidfuzz.__version__}; pyyaml {yaml.__version__}; twohg {twohg.__version__}"


def installed() -> str:
    """Where Python, rapidfuzz and PyYAML are installed, and their files' size and time: a new version changes it.

    What `current_state` reads instead of `versions`, which imports both libraries (a query needs neither).
    """
    import importlib.util

    found = [sys.version]
    for name in ("rapidfuzz", "yaml"):
        spec = importlib.util.find_spec(name)
        origin = spec.origin if spec is not None else None
        if origin is None:
            found.append(f"{name}: none")
            continue
        facts = Path(origin).stat()
        found.append(f"{name}: {origin} {facts.st_size} {facts.st_mtime_ns}")
    return "; ".join([*found, f"twohg {twohg.__version__}"])


def current_state(folders: dict[str, Path]) -> tuple[str, bool]:
    """The inputs' metadata digest (`files.tree_state`) with where the libraries are (`installed`), and if settled."""
    tree, settled = files.tree_state(folders)
    return hashlib.sha256(f"{tree}\n{installed()}".encode()).hexdigest(), settled


def content_key(root: Path, cards: Path | None = None) -> str:
    """The key of the inputs' content (`files.tree_digest`) and the versions (`versions`)."""
    return hashlib.sha256(f"{files.tree_digest(inputs(root, cards))}\n{versions()}".encode()).hexdigest()


def encode(document: dict[str, Any], key: str, state: str | None) -> bytes:
    """The cache file: a header line (JSON), then the index document."""
    payload = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    header = {"format": CACHE_FORMAT, "key": key, "state": state, "sha256": hashlib.sha256(payload).hexdigest()}
    return json.dumps(header).encode("utf-8") + b"\n" + payload


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
UNREADABLE = (TypeError, ValueError, KeyError, IndexError, AttributeError)


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
        cards=CardNames(CardFiles(root, cards["files"], built).names, cards["finder"]["keywords"])
        if isinstance(cards, dict)
        else None,
    )


class CardFiles:
    """The card files saved with the records (``.twohg-cache/cards/``), each read with its checksum.

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

    def names(self, key: str) -> Any:
        """The card name file of a key."""
        from twohg.site.urls import names_file

        return self.read(names_file(key))


def decode(data: bytes, check: Callable[[object], bool] | None = None) -> Saved | None:
    """The cache file's content, or None unless every part of it checks (format, checksum, the document).

    The document is checked with ``check`` (the records' document: `checked`).
    """
    head, _, payload = data.partition(b"\n")
    try:
        header = json.loads(head)
        if (
            not isinstance(header, dict)
            or header.get("format") != CACHE_FORMAT
            or not isinstance(header.get("key"), str)
            or not (header.get("state") is None or isinstance(header.get("state"), str))
            or header.get("sha256") != hashlib.sha256(payload).hexdigest()
        ):
            return None
        document = json.loads(payload)
    except ValueError:  # not JSON, not UTF-8
        return None
    if not (check or checked)(document):
        return None
    return Saved(header["key"], header["state"], document)


def checked_part(document: object) -> bool:
    """Whether a saved card part (`saved_cards`) has the shape this code reads: its files, finder and API."""
    return isinstance(document, dict) and all(isinstance(document.get(k), dict) for k in ("files", "finder", "api"))


def built_document(root: Path) -> dict[str, Any]:
    """The document to save, built from the project's graph (the slow way)."""
    return built_with_cards(root, None)[0]


def built_with_cards(root: Path, cards: Path | None) -> tuple[dict[str, Any], dict[str, bytes]]:
    """The document to save, built from the project's graph (the slow way), and the card files to save with it.

    With the card data, the document names each card file with its SHA-256 and holds the card API's document
    (`twohg.site.api.cards_document`: the phrases, the rules they engage, what the data is).
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


def seal_of(identity: str) -> bytes:
    """The seal of a cache file written with this identity (`files.file_identity`)."""
    return json.dumps({"format": CACHE_FORMAT, "file": identity}).encode("utf-8") + b"\n"


def _names(cards: Path | None) -> tuple[str, str]:
    """The cache file and its seal: the records alone, or the records with the card data."""
    return (CACHE_FILE, SEAL_FILE) if cards is None else (CARDS_CACHE_FILE, CARDS_SEAL_FILE)


def sealed(root: Path, cached: files.CachedFile, cards: Path | None = None) -> bool:
    """Whether the cache file read is the very file this code wrote and sealed, unchanged since."""
    seal = files.read_cache(root, _names(cards)[1])
    return seal is not None and seal.data == seal_of(cached.identity)


def saved_document(root: Path, warn: Callable[[str], None] | None = None, cards: Path | None = None) -> dict[str, Any]:
    """The project's index document: the saved one when it is of these very inputs, else built and saved.

    ``warn`` hears, in a line, why a document built could not be saved (the next call builds it again). With the
    card data ``cards``, the records hold its official rulings and the card files are saved beside them.
    """
    cache_file, seal_file = _names(cards)
    folders = inputs(root, cards)
    state, settled = current_state(folders)
    cached = files.read_cache(root, cache_file)
    saved = decode(cached.data) if cached is not None and sealed(root, cached, cards) else None
    if saved is not None and saved.state is not None and saved.state == state:
        return saved.document
    key = content_key(root, cards)
    written: dict[str, bytes] = {}
    if saved is not None and saved.key == key:
        document = saved.document
    elif cards is None:
        document = built_document(root)
    else:
        document, written = built_with_cards(root, cards)
    # The card files just built serve this process whether they are saved or not.
    _BUILT.clear()
    _BUILT.update(written)
    # Saved only when nothing changed just before (a change in the same clock tick could hide) nor since.
    if settled and current_state(folders) == (state, True):
        try:
            for relative, data in written.items():
                files.write_cache(root, f"{CARD_FILES_DIR}/{relative}", data)
            identity = files.write_cache(root, cache_file, encode(document, key, state))
            files.write_cache(root, seal_file, seal_of(identity))
            if isinstance(document.get("cards"), dict):
                identity = files.write_cache(root, CARD_PART_FILE, encode(document["cards"], key, state))
                files.write_cache(root, CARD_PART_SEAL, seal_of(identity))
        except OSError as error:
            if warn is not None:
                warn(f"cannot save the search records in {files.CACHE_DIR}/ ({error.strerror or error})")
    return document


#: The card files built by `saved_document` in this process (read from here before the cache folder).
_BUILT: dict[str, bytes] = {}


def saved_index(root: Path, warn: Callable[[str], None] | None = None, cards: Path | None = None) -> SearchIndex:
    """The project's search index (`saved_document`); a saved one that does not read is built again."""
    try:
        return index_from(saved_document(root, warn, cards), root, _BUILT)
    except UNREADABLE:
        files.remove_cache(root, _names(cards)[0])
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
        files.remove_cache(root, _names(cards)[0])
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
    state = current_state(inputs(root, cards))[0]
    cached = files.read_cache(root, CARD_PART_FILE)
    seal = files.read_cache(root, CARD_PART_SEAL)
    if cached is not None and seal is not None and seal.data == seal_of(cached.identity):
        part = decode(cached.data, checked_part)
        if part is not None and part.state == state:
            try:
                return _card_part(root, part.document, {})
            except UNREADABLE:
                files.remove_cache(root, CARD_PART_FILE)
    try:
        return _card_part(root, saved_document(root, warn, cards)["cards"], _BUILT)
    except UNREADABLE:
        files.remove_cache(root, CARDS_CACHE_FILE)
        return _card_part(root, saved_document(root, warn, cards)["cards"], _BUILT)


def _card_part(
    root: Path, part: dict[str, Any], built: dict[str, bytes]
) -> tuple[CardNames, CardFiles, dict[str, Any]]:
    card_files = CardFiles(root, part["files"], built)
    return CardNames(card_files.names, part["finder"]["keywords"]), card_files, part["api"]

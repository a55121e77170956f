"""The search records saved in the project, so that ``twohg search`` answers without building the graph.

The records (`records.build_records`) come from the whole graph: tens of seconds of ingest and
alignment. ``twohg search`` saves them once, in ``.twohg-cache/search-records.json`` under the
project root (`files.CACHE_DIR`), with a header saying what they were built from:

- ``key``: the SHA-256 of every file under ``rules_src/`` and of the ``twohg`` package's own files
  (`files.tree_digest`), with the versions of Python, rapidfuzz and PyYAML;
- ``state``: a digest of those files' metadata (`files.tree_state`), which any write to any of
  them changes, and of the same versions. While it matches, the records are fresh without reading
  80 MB of sources; when it does not, the content is hashed again, and the saved records serve only
  if the key still matches. The state is saved only when no file changed in the last two seconds
  (`files.SETTLE_NS`): a newer change could hide in the same tick of the filesystem's clock;
- ``sha256``: of the records' bytes, so that a truncated or edited file is not believed.

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
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

import twohg
from twohg import files
from twohg.site.search.record import Record

#: The cache file, in `files.CACHE_DIR`.
CACHE_FILE = "search-records.json"
#: Changes whenever the layout of the file does (not when a record's fields do: the header lists them).
CACHE_FORMAT = "twohg-search-cache/1"

#: Each type a record's field may have (as `Record` annotates it): whether a JSON value is one, and the value.
_DECODERS: dict[str, tuple[Callable[[object], bool], Callable[[Any], object]]] = {
    "str": (lambda value: isinstance(value, str), lambda value: value),
    "str | None": (lambda value: value is None or isinstance(value, str), lambda value: value),
    "bool": (lambda value: isinstance(value, bool), lambda value: value),
    "int": (lambda value: isinstance(value, int) and not isinstance(value, bool), lambda value: value),
    "tuple[str, ...]": (
        lambda value: isinstance(value, list) and all(isinstance(item, str) for item in value),
        tuple,
    ),
    "tuple[tuple[str, str], ...]": (
        lambda value: isinstance(value, list)
        and all(
            isinstance(pair, list) and len(pair) == 2 and all(isinstance(item, str) for item in pair) for pair in value
        ),
        lambda value: tuple((pair[0], pair[1]) for pair in value),
    ),
}


@dataclass(frozen=True)
class Saved:
    """A cache file as read: what it was built from and its records."""

    key: str
    """The content key of the inputs the records were built from."""
    state: str | None
    """The inputs' metadata digest when they were saved, or None (they had just changed)."""
    records: list[Record]
    """The records, in the order the build gave them."""


def inputs(root: Path) -> dict[str, Path]:
    """What the records are built from: the project's sources and the code that reads them."""
    return {files.SOURCES_DIR: root / files.SOURCES_DIR, "twohg": files.code_folder()}


def versions() -> str:
    """The versions of what else the records depend on: Python, rapidfuzz (alignment), PyYAML (reviewed files)."""
    import rapidfuzz
    import yaml

    python = ".".join(map(str, sys.version_info[:3]))
    return f"python {python}; rapidfuzz {rapidfuzz.__version__}; pyyaml {yaml.__version__}; twohg {twohg.__version__}"


def current_state(folders: dict[str, Path]) -> tuple[str, bool]:
    """The inputs' metadata digest (`files.tree_state`) with the `versions`, and whether it is settled."""
    tree, settled = files.tree_state(folders)
    return hashlib.sha256(f"{tree}\n{versions()}".encode()).hexdigest(), settled


def content_key(root: Path) -> str:
    """The key of the inputs' content (`files.tree_digest`) and the versions (`versions`)."""
    return hashlib.sha256(f"{files.tree_digest(inputs(root))}\n{versions()}".encode()).hexdigest()


def encode(records: Sequence[Record], key: str, state: str | None) -> bytes:
    """The cache file: a header line (JSON), then the records, one JSON list of field values each."""
    names = [field.name for field in fields(Record)]
    rows = [[getattr(record, name) for name in names] for record in records]
    payload = json.dumps(rows, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    header = {
        "format": CACHE_FORMAT,
        "fields": names,
        "key": key,
        "state": state,
        "sha256": hashlib.sha256(payload).hexdigest(),
    }
    return json.dumps(header).encode("utf-8") + b"\n" + payload


def decode(data: bytes) -> Saved | None:
    """The cache file's content, or None unless every part of it checks (format, fields, checksum, each value)."""
    head, _, payload = data.partition(b"\n")
    try:
        header = json.loads(head)
        declared = list(fields(Record))
        decoders = [_DECODERS[str(field.type)] for field in declared]
        if (
            not isinstance(header, dict)
            or header.get("format") != CACHE_FORMAT
            or header.get("fields") != [field.name for field in declared]
            or not isinstance(header.get("key"), str)
            or not (header.get("state") is None or isinstance(header.get("state"), str))
            or header.get("sha256") != hashlib.sha256(payload).hexdigest()
        ):
            return None
        rows = json.loads(payload)
    except (ValueError, KeyError):  # not JSON, not UTF-8, or a field of a type this module does not know
        return None
    if not isinstance(rows, list):
        return None
    records: list[Record] = []
    for row in rows:
        if not isinstance(row, list) or len(row) != len(decoders):
            return None
        if not all(check(value) for (check, _), value in zip(decoders, row, strict=True)):
            return None
        values = {field.name: make(value) for field, (_, make), value in zip(declared, decoders, row, strict=True)}
        records.append(Record(**values))  # type: ignore[arg-type]
    return Saved(header["key"], header["state"], records)


def built_records(root: Path) -> list[Record]:
    """The records built from the project's graph (the slow way)."""
    from twohg.graph.assembly import load_graph
    from twohg.site.pages.context import SiteContext
    from twohg.site.search.records import build_records

    return build_records(SiteContext(*load_graph(root)))


def saved_records(root: Path, warn: Callable[[str], None] | None = None) -> list[Record]:
    """The project's search records: the saved ones when they are of these very inputs, else built and saved.

    ``warn`` hears, in a line, why records built could not be saved (the next call builds them again).
    """
    folders = inputs(root)
    state, settled = current_state(folders)
    data = files.read_cache(root, CACHE_FILE)
    saved = decode(data) if data is not None else None
    if saved is not None and saved.state is not None and saved.state == state:
        return saved.records
    key = content_key(root)
    if saved is not None and saved.key == key:
        records = saved.records
    else:
        records = built_records(root)
    # Saved only when nothing changed just before (a change in the same clock tick could hide) nor since.
    if settled and current_state(folders) == (state, True):
        try:
            files.write_cache(root, CACHE_FILE, encode(records, key, state))
        except OSError as error:
            if warn is not None:
                warn(f"cannot save the search records in {files.CACHE_DIR}/ ({error.strerror or error})")
    return records

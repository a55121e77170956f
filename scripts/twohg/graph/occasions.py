"""The product or occasion each official edition came with: the reviewed list ``rules_src/edition-occasions.yaml``.

Each entry names an edition of the archive, the product (normally a card set's release), the public
source a person read and what it says, and whether the source names the edition with the product
(``certain``) or the product is inferred from its release date and the rules the edition adds
(``likely``). An entry naming an edition the archive does not hold waits for its file (it can be
written before the file is dropped in); an edition named twice is a problem at its line; an edition
without an entry has no occasion.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from twohg import files
from twohg.graph.editions import OFFICIAL_EDITION
from twohg.graph.model import Edition
from twohg.problems import Problem
from twohg.reviewed import Entry, ListOf, Record, Text, entries, read_yaml

OCCASIONS_FILE = files.OCCASIONS_FILE

SCHEMA = Record(
    required={
        "occasions": ListOf(
            Record(
                required={
                    "edition": OFFICIAL_EDITION,
                    "occasion": Text(what="the product or occasion"),
                    "source": Text(what="a URL or repository path"),
                    "says": Text(multiline=True, what="what the source says"),
                    "confidence": Text(choices=("certain", "likely")),
                }
            )
        )
    }
)
"""The declared schema of `OCCASIONS_FILE`."""


@dataclass(frozen=True)
class Occasion:
    """What an official edition came with, as the reviewed list says."""

    edition: str
    """The edition id."""
    occasion: str
    """The product or occasion, as officially named (in English)."""
    source: str
    """Where that is said: a URL, or a repository path with its commit."""
    says: str
    """What the source says, in a few words."""
    confidence: str
    """``certain`` or ``likely``."""
    line: int
    """Its line in the reviewed file."""


def edition_occasions(
    text: str | None, file: str, editions: Sequence[Edition]
) -> tuple[dict[str, Occasion], list[Problem]]:
    """The reviewed occasions of the editions the archive holds, by edition id (none without the file), and problems."""
    if text is None:
        return {}, []
    root, problems = read_yaml(text, file, SCHEMA, empty_ok=True)
    if not isinstance(root, Entry):
        return {}, problems
    official = {edition.id for edition in editions if edition.kind == "official"}
    found: dict[str, Occasion] = {}
    for entry in entries(root, "occasions"):
        if not all(key in entry for key in ("edition", "occasion", "source", "says", "confidence")):
            continue
        edition = entry["edition"]
        if edition not in official:
            continue  # it waits for its edition's file: dropped in later, the file is read with it
        if edition in found:
            problems.append(Problem(file, entry.line_of("edition"), f"{edition} is listed twice"))
            continue
        says = " ".join(entry["says"].split())
        found[edition] = Occasion(edition, entry["occasion"], entry["source"], says, entry["confidence"], entry.line)
    return dict(sorted(found.items())), problems

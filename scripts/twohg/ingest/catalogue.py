"""The source catalogue in ``rules_src/sources.yaml``: every source file and what is known about it.

Everything here is a pure function from text or bytes to typed data; reading the files is
`twohg.files`' job.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from twohg import reviewed
from twohg.languages import LANGUAGES as _LANGUAGES
from twohg.problems import Problem
from twohg.reviewed import Date, ListOf, Record, Text, read_yaml

#: Languages the site is built in, and so the languages a source may be written in (`twohg.languages`).
LANGUAGES = _LANGUAGES

#: Document kinds, each with its own parser.
KINDS = ("comprehensive-rules", "faq", "summary", "forum", "tournament-rules")

_ID_RE = re.compile(r"^[a-z0-9][a-z0-9-]*$")


@dataclass(frozen=True)
class DateRange:
    """A span of dates the text is known to fall in, inclusive at both ends."""

    start: dt.date
    """The earliest date the text can be from."""
    end: dt.date
    """The latest date the text can be from."""


@dataclass(frozen=True)
class SourceEntry:
    """One catalogue entry: a source file and what is known about it."""

    id: str
    """Stable identifier used in URLs, dumps and reports, e.g. ``cr-en-2009-05-01``."""
    file: str
    """Path of the file relative to ``rules_src/``."""
    language: str
    """One of `LANGUAGES`."""
    kind: str
    """One of `KINDS`; picks the parser."""
    title: str
    """The document's title as it calls itself."""
    contents: str
    """What 2HG material is inside, in words."""
    publisher: str | None
    """Who published it, where known."""
    author: str | None
    """Who wrote it, where known and different from the publisher."""
    date: dt.date | None
    """The date stated in the text, when there is one."""
    date_range: DateRange | None
    """When no date is stated: the span the text must fall in."""
    date_evidence: str
    """The evidence for the date or range, in words."""
    catalogue_line: int
    """Line of the entry in the catalogue, for error messages."""
    date_line: int = 0
    """For an archived edition, the line of its file that states its date (0: the evidence is the catalogue's words)."""
    date_statement: str = ""
    """For an archived edition, that line's words (``These rules are effective as of July 25, 2025.``)."""


_ID_RE = re.compile(r"[a-z0-9][a-z0-9-]{0,80}")
#: A file named by the catalogue: a plain relative path under ``rules_src/`` (no ``..``, no absolute path,
#: no backslash), ending in a text extension.
_FILE_RE = re.compile(r"(?:[A-Za-z0-9_][A-Za-z0-9_.-]{0,120}/){0,4}[A-Za-z0-9_][A-Za-z0-9_.-]{0,120}\.(?:txt|md)")
_RANGE = Record({"from": Date(), "to": Date()})
SCHEMA = Record(
    {
        "sources": ListOf(
            Record(
                {
                    "id": Text(pattern=_ID_RE, hint="lower-case letters, digits and '-' (up to 81)"),
                    "file": Text(pattern=_FILE_RE, hint="a plain relative path under rules_src/ to a .txt or .md file"),
                    "language": Text(choices=LANGUAGES, label="language", what="a language"),
                    "kind": Text(choices=KINDS, label="kind", what="a kind"),
                    "title": Text(max_length=300),
                    "contents": Text(multiline=True, max_length=4000),
                    "date_evidence": Text(multiline=True, max_length=4000),
                },
                {
                    "publisher": Text(max_length=300),
                    "author": Text(max_length=300),
                    "date": Date(),
                    "date_range": _RANGE,
                    "url": Text(max_length=2000),
                },
                what="a catalogue entry",
            )
        )
    },
    what="a mapping with a 'sources' list",
)
"""The declared schema of ``rules_src/sources.yaml``."""


def _squeeze(text: str) -> str:
    return " ".join(text.split())


def parse_catalogue(data: bytes | str, path: str) -> tuple[tuple[SourceEntry, ...], list[Problem]]:
    """Read the catalogue against its schema into entries, collecting every problem with its line."""
    root, problems = read_yaml(data, path, SCHEMA)
    entries: list[SourceEntry] = []
    seen: dict[str, int] = {}
    for raw in reviewed.entries(root, "sources"):
        line = raw.line
        complete = all(key in raw for key in SCHEMA_REQUIRED)
        if "id" in raw:
            if raw["id"] in seen:
                problems.append(
                    Problem(path, raw.line_of("id"), f"id {raw['id']!r} repeats the entry on line {seen[raw['id']]}")
                )
                continue
            seen[raw["id"]] = line
        if "date" in raw.lines and "date_range" in raw.lines:
            problems.append(Problem(path, line, "catalogue entry has both 'date' and 'date_range': give one"))
            continue
        if "date" not in raw.lines and "date_range" not in raw.lines and raw.get("kind") != "comprehensive-rules":
            problems.append(
                Problem(
                    path,
                    line,
                    "catalogue entry needs 'date' or 'date_range' (only a Comprehensive Rules text, dated by "
                    "its content, may have neither)",
                )
            )
            continue
        span = raw.get("date_range")
        if span is not None and ("from" not in span or "to" not in span):
            continue
        if span is not None and span["from"] > span["to"]:
            problems.append(Problem(path, raw.line_of("date_range"), "date_range must have 'from' <= 'to'"))
            continue
        if not complete or ("date" in raw.lines and "date" not in raw):
            continue
        entries.append(
            SourceEntry(
                id=raw["id"],
                file=raw["file"],
                language=raw["language"],
                kind=raw["kind"],
                title=raw["title"].strip(),
                contents=_squeeze(raw["contents"]),
                publisher=raw.get("publisher"),
                author=raw.get("author"),
                date=raw.get("date"),
                date_range=DateRange(span["from"], span["to"]) if span else None,
                date_evidence=_squeeze(raw["date_evidence"]),
                catalogue_line=line,
            )
        )
    return tuple(entries), sorted(problems)


SCHEMA_REQUIRED = ("id", "file", "language", "kind", "title", "contents", "date_evidence")

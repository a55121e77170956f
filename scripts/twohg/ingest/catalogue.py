"""The source catalogue in ``rules_src/sources.yaml``: every source file and what is known about it.

Everything here is a pure function from text or bytes to typed data; reading the files is
`twohg.files`' job.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Any

import yaml

from twohg.problems import Problem

#: Languages the site is built in, and so the languages a source may be written in.
LANGUAGES = ("en", "es", "fr", "ja")

#: Document kinds, each with its own parser.
KINDS = ("comprehensive-rules", "faq", "summary", "forum")

_REQUIRED = ("id", "file", "language", "kind", "title", "contents")
_OPTIONAL = ("publisher", "author", "date", "date_range", "date_evidence", "url")
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


def _entry_problems(path: str, line: int, raw: dict[str, Any]) -> list[Problem]:
    problems = []
    for key in _REQUIRED:
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            problems.append(Problem(path, line, f"catalogue entry lacks a '{key}' text"))
    unknown = sorted(set(raw) - set(_REQUIRED) - set(_OPTIONAL))
    if unknown:
        problems.append(Problem(path, line, f"catalogue entry has unknown field(s): {', '.join(unknown)}"))
    if isinstance(raw.get("id"), str) and not _ID_RE.match(raw["id"]):
        problems.append(Problem(path, line, f"id {raw['id']!r} must be lower-case letters, digits and '-'"))
    if isinstance(raw.get("language"), str) and raw["language"] not in LANGUAGES:
        problems.append(
            Problem(path, line, f"unknown language {raw['language']!r} (expected one of {', '.join(LANGUAGES)})")
        )
    if isinstance(raw.get("kind"), str) and raw["kind"] not in KINDS:
        problems.append(Problem(path, line, f"unknown kind {raw['kind']!r} (expected one of {', '.join(KINDS)})"))
    has_date, has_range = raw.get("date") is not None, raw.get("date_range") is not None
    if has_date == has_range:
        problems.append(Problem(path, line, "catalogue entry needs exactly one of 'date' and 'date_range'"))
    if has_date and not isinstance(raw["date"], dt.date):
        problems.append(Problem(path, line, f"date {raw['date']!r} is not a YYYY-MM-DD date"))
    if has_range:
        span = raw["date_range"]
        if not (
            isinstance(span, dict)
            and set(span) == {"from", "to"}
            and all(isinstance(span[k], dt.date) for k in ("from", "to"))
            and span["from"] <= span["to"]
        ):
            problems.append(Problem(path, line, "date_range must have 'from' and 'to' dates, from <= to"))
    if not isinstance(raw.get("date_evidence"), str) or not raw["date_evidence"].strip():
        problems.append(Problem(path, line, "catalogue entry lacks 'date_evidence': say where the date comes from"))
    return problems


def parse_catalogue(text: str, path: str) -> tuple[tuple[SourceEntry, ...], list[Problem]]:
    """Parse the catalogue's YAML into entries, collecting every problem with its line."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = mark.line + 1 if mark is not None else 1
        return (), [Problem(path, line, f"catalogue is not valid YAML: {getattr(error, 'problem', error)}")]
    if not isinstance(data, dict) or not isinstance(data.get("sources"), list) or root is None:
        return (), [Problem(path, 1, "catalogue must be a mapping with a 'sources' list")]
    sources_node = next(v for k, v in root.value if k.value == "sources")
    entries: list[SourceEntry] = []
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    for node, raw in zip(sources_node.value, data["sources"], strict=True):
        line = node.start_mark.line + 1
        if not isinstance(raw, dict):
            problems.append(Problem(path, line, "catalogue entry must be a mapping"))
            continue
        found = _entry_problems(path, line, raw)
        if isinstance(raw.get("id"), str):
            if raw["id"] in seen:
                found.append(Problem(path, line, f"id {raw['id']!r} repeats the entry on line {seen[raw['id']]}"))
            seen.setdefault(raw["id"], line)
        problems.extend(found)
        if found:
            continue
        span = raw.get("date_range")
        entries.append(
            SourceEntry(
                id=raw["id"],
                file=raw["file"],
                language=raw["language"],
                kind=raw["kind"],
                title=raw["title"].strip(),
                contents=" ".join(raw["contents"].split()),
                publisher=raw.get("publisher"),
                author=raw.get("author"),
                date=raw.get("date"),
                date_range=DateRange(span["from"], span["to"]) if span else None,
                date_evidence=" ".join(raw["date_evidence"].split()),
                catalogue_line=line,
            )
        )
    return tuple(entries), problems

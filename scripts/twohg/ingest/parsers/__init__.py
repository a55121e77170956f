"""The parse stage: one parser per document kind, each ``(lines, context) -> ParsedSource``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from twohg.ingest.units import ParsedSource
from twohg.profiles import LanguageProfile
from twohg.reviewed import Record, Spec


@dataclass(frozen=True)
class ParseContext:
    """What a parser knows besides the text: where it came from and its reviewed overrides."""

    source_id: str
    """The catalogue id of the source."""
    path: str
    """The file's path for messages, e.g. ``rules_src/es-cr-810.md``."""
    profile: LanguageProfile
    """The language profile of the source."""
    overrides: Mapping[str, Any] = field(default_factory=dict)
    """The source's entry in a reviewed override file, if it has one."""
    overrides_path: str = ""
    """Where the overrides were read from, for messages."""


Parser = Callable[[Sequence[str], ParseContext], ParsedSource]


def parser_for(kind: str) -> Parser:
    """The parser for a catalogue kind."""
    from twohg.ingest.parsers import comprehensive, faq, forum, summary, tournament

    parsers: dict[str, Parser] = {
        "comprehensive-rules": comprehensive.parse,
        "faq": faq.parse,
        "summary": summary.parse,
        "forum": forum.parse,
        "tournament-rules": tournament.parse,
    }
    return parsers[kind]


def overrides_schema(kind: str) -> Spec:
    """How a source of this kind's overrides file (``rules_src/overrides/<id>.yaml``) is read.

    Kinds without overrides get an empty record: any key in such a file is reported at its line.
    """
    from twohg.ingest.parsers import forum, summary_overrides

    schemas: dict[str, Spec] = {
        "forum": forum.OVERRIDES_SCHEMA,
        "summary": summary_overrides.OVERRIDES_SCHEMA,
    }
    return schemas.get(kind, Record(required={}, what="an empty mapping: this kind of source takes no overrides"))

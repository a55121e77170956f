"""Every text of the corpus as a unit with an id, a date span and its source lines, for the scanning stages.

The citations, cards and discrepancies stages scan the same texts: each rule (and its examples)
of every rules text, each FAQ entry, each summary section, and each other line of a forum
thread, FAQ or summary (post text, signatures, titles). A unit keeps its source lines as printed
and with markup removed, so that what a stage finds is reported at the line it is on.

Ids follow `twohg.graph.model`: ``<edition id>/<number>`` for a rule (the edition id is the source id
for a whole rules document, ``<source id>:<excerpt>`` for a quote in a forum thread),
``<source id>/q<index>`` for a FAQ entry, ``<source id>/s<number>`` for a summary section,
``<source id>/<number>`` for a tournament rule (``en-mtr-2026-02-27/9.4``),
``<source id>/g-<English term slug>`` for a glossary entry (``ja-cr-2026-01-16/g-active-team``) and
``<source id>/line-<n>`` for any other line. Of a rulebook only the rules the parser found (the
Two-Headed Giant sections) and its glossary entries, when the parser reads any, are units: the
rest of the book is not scanned.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from dataclasses import dataclass
from typing import Literal

from twohg.ingest.corpus import Corpus, LoadedSource
from twohg.ingest.markup import squeeze, strip_markdown
from twohg.ingest.units import TOURNAMENT_SECTION, GlossaryEntry
from twohg.rulenumber import RuleNumber

UnitKind = Literal["rule", "faq", "summary", "tournament", "glossary", "line"]

_BBCODE_RE = re.compile(r"\[/?[a-z]{1,10}(?:=[^\]\s]*)?\]", re.IGNORECASE)


@dataclass(frozen=True)
class TextLine:
    """One source line of a unit."""

    number: int
    """The 1-based line number in the file."""
    raw: str
    """The line as printed, markup included."""
    plain: str
    """The line with Markdown or BBCode markup removed and white space squeezed."""


@dataclass(frozen=True)
class TextUnit:
    """A text that links start from: a rule, a FAQ entry, a summary section or a single other line."""

    id: str
    """The text id (see the module docstring)."""
    kind: UnitKind
    """What the text is."""
    source_id: str
    """The catalogue id of the source."""
    source_kind: str
    """The catalogue kind of the source (``comprehensive-rules``, ``faq``, ``summary``, ``forum``)."""
    language: str
    """The source's language."""
    file: str
    """The source file, relative to the project root."""
    start: dt.date
    """The earliest date the text can be from (its source's date, or the start of its range)."""
    end: dt.date
    """The latest date the text can be from."""
    lines: tuple[TextLine, ...]
    """The unit's lines in file order."""
    number: RuleNumber | None = None
    """For a rule: its number."""
    edition: str = ""
    """For a rule: the edition id (the source id, or ``<source id>:<excerpt>`` for a quote)."""

    @property
    def dated(self) -> bool:
        """True when the source states one date (not a range)."""
        return self.start == self.end


def plain_line(raw: str, markdown: bool) -> str:
    """A line without its markup: Markdown emphasis, links and escapes, or forum BBCode tags."""
    return strip_markdown(raw) if markdown else squeeze(_BBCODE_RE.sub("", raw))


def edition_id(source_id: str, source_kind: str, excerpt: str) -> str:
    """The edition id of a rule: the source id, or ``<source id>:<excerpt>`` for a forum quote."""
    return f"{source_id}:{excerpt}" if source_kind == "forum" else source_id


def glossary_id(source_id: str, entry: GlossaryEntry) -> str:
    """A glossary entry's id: ``<source id>/g-<English term slug>`` (``ja-cr-2026-01-16/g-team-vs-team-variant``)."""
    return f"{source_id}/g-{_SLUG_RE.sub('-', entry.english.casefold()).strip('-') or 'term'}"


_SLUG_RE = re.compile(r"[^a-z0-9]+")


def _span(loaded: LoadedSource) -> tuple[dt.date, dt.date]:
    entry = loaded.entry
    if entry.date is not None:
        return entry.date, entry.date
    if entry.date_range is None:  # an undated translation of the rules, dated by its content later
        return dt.date.min, dt.date.max
    return entry.date_range.start, entry.date_range.end


def _source_units(loaded: LoadedSource) -> list[TextUnit]:
    """The units of one source; each line belongs to the first unit that claims it."""
    entry, parsed, lines = loaded.entry, loaded.parsed, loaded.text.lines
    markdown = loaded.path.endswith(".md")
    start, end = _span(loaded)
    claimed: set[int] = set()

    def unit(
        unit_id: str, kind: UnitKind, numbers: tuple[int, ...], number: RuleNumber | None = None, edition: str = ""
    ) -> TextUnit | None:
        own = sorted({n for n in numbers if n not in claimed and 1 <= n <= len(lines)})
        claimed.update(own)
        if not own:
            return None
        text_lines = tuple(TextLine(n, lines[n - 1], plain_line(lines[n - 1], markdown)) for n in own)
        return TextUnit(
            unit_id, kind, entry.id, entry.kind, entry.language, loaded.path, start, end, text_lines, number, edition
        )

    found: list[TextUnit | None] = []
    for rule in parsed.rules:
        edition = edition_id(entry.id, entry.kind, rule.excerpt)
        found.append(unit(f"{edition}/{rule.number}", "rule", rule.lines, number=rule.number, edition=edition))
    for faq in parsed.faq:
        found.append(unit(f"{entry.id}/q{faq.index}", "faq", faq.lines))
    for section in parsed.summary:
        found.append(unit(f"{entry.id}/s{section.number}", "summary", section.lines))
    for entry_ in parsed.glossary:
        found.append(unit(glossary_id(entry.id, entry_), "glossary", entry_.lines))
    for tournament_rule in parsed.tournament:
        if tournament_rule.section == TOURNAMENT_SECTION:  # the rest of the document is only cited from it
            found.append(unit(f"{entry.id}/{tournament_rule.number}", "tournament", tournament_rule.lines))
    if entry.kind not in ("comprehensive-rules", "tournament-rules"):
        for record in parsed.not_rules:
            for number in record.lines:
                found.append(unit(f"{entry.id}/line-{number}", "line", (number,)))
    return [u for u in found if u is not None]


@functools.lru_cache(maxsize=2)
def text_units(corpus: Corpus) -> tuple[TextUnit, ...]:
    """Every unit of every source, in catalogue and document order."""
    return tuple(u for loaded in corpus.sources for u in _source_units(loaded))

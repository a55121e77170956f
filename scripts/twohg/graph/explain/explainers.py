"""FAQ entries and summary sections as explaining texts, with their dates, lines and the words they use."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from twohg.ingest.corpus import LoadedSource
from twohg.ingest.units import TOURNAMENT_SECTION, SummaryItem


@dataclass(frozen=True)
class Explainer:
    """A FAQ entry or summary section, as a text that explains rules."""

    id: str
    """``<source>/q<index>`` or ``<source>/s<number>``."""
    source_id: str
    """The catalogue id of its document."""
    language: str
    """The document's language."""
    file: str
    """The document's path."""
    date: dt.date
    """The document's date (the start of its range when it has no single date)."""
    title: str
    """The question, or the section's title."""
    body: tuple[str, ...]
    """The answer's paragraphs (and notes), or the section's paragraphs and list descriptions."""
    examples: tuple[str, ...]
    """The examples' texts."""
    lines: tuple[tuple[int, str], ...] = field(default=(), compare=False)
    """The source lines (number, text as printed), to point evidence at the line it is on."""

    @property
    def line(self) -> int:
        """The question's or heading's line."""
        return self.lines[0][0] if self.lines else 0

    @property
    def text(self) -> str:
        """Body and examples as one text."""
        return " ".join([*self.body, *self.examples])

    def line_of(self, needle: str) -> int:
        """The first source line containing ``needle`` (the entry's first line when none does)."""
        folded = needle.casefold()
        for number, text in self.lines:
            if folded in text.casefold():
                return number
        return self.line


def _source_date(loaded: LoadedSource) -> dt.date:
    entry = loaded.entry
    if entry.date is not None:
        return entry.date
    assert entry.date_range is not None
    return entry.date_range.start


def _source_lines(loaded: LoadedSource, lines: Iterable[int]) -> tuple[tuple[int, str], ...]:
    all_lines = loaded.text.lines
    return tuple((n, all_lines[n - 1]) for n in sorted(set(lines)) if 0 < n <= len(all_lines))


def faq_explainers(loaded: LoadedSource) -> tuple[Explainer, ...]:
    """The FAQ entries of a loaded FAQ, as explaining texts."""
    entry = loaded.entry
    return tuple(
        Explainer(
            id=f"{entry.id}/q{faq.index}",
            source_id=entry.id,
            language=entry.language,
            file=loaded.path,
            date=_source_date(loaded),
            title=faq.question,
            body=(*faq.answer, *faq.notes),
            examples=tuple(example.text for example in faq.examples),
            lines=_source_lines(loaded, faq.lines),
        )
        for faq in loaded.parsed.faq
    )


def _descriptions(items: Sequence[SummaryItem]) -> list[str]:
    texts: list[str] = []
    for item in items:
        if item.description:
            texts.append(item.description)
        texts.extend(_descriptions(item.children))
    return texts


def summary_explainers(loaded: LoadedSource) -> tuple[Explainer, ...]:
    """The sections of a loaded summary, as explaining texts (list labels left out: they are numbering)."""
    entry = loaded.entry
    explainers = []
    for section in loaded.parsed.summary:
        body: list[str] = []
        examples: list[str] = []
        for paragraph in section.paragraphs:
            body.append(paragraph.text)
            body.extend(_descriptions(paragraph.items))
            examples.extend(example.text for example in paragraph.examples)
        explainers.append(
            Explainer(
                id=f"{entry.id}/s{section.number}",
                source_id=entry.id,
                language=entry.language,
                file=loaded.path,
                date=_source_date(loaded),
                title=section.title,
                body=tuple(body),
                examples=tuple(examples),
                lines=_source_lines(loaded, section.lines),
            )
        )
    return tuple(explainers)


def tournament_explainers(loaded: LoadedSource) -> tuple[Explainer, ...]:
    """The Two-Headed Giant rules of the tournament rules (section 9), as explaining texts."""
    entry = loaded.entry
    return tuple(
        Explainer(
            id=f"{entry.id}/{rule.number}",
            source_id=entry.id,
            language=entry.language,
            file=loaded.path,
            date=_source_date(loaded),
            title=rule.title,
            body=tuple(block.text for block in rule.blocks),
            examples=(),
            lines=_source_lines(loaded, rule.lines),
        )
        for rule in loaded.parsed.tournament
        if rule.section == TOURNAMENT_SECTION and rule.number != TOURNAMENT_SECTION
    )

"""Accounting for every paragraph of a source: what was parsed, what is not a rule, what is lost."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from twohg.ingest.units import Example, ParsedSource, SummaryItem


@dataclass(frozen=True)
class Inventory:
    """What one source holds, counted the way `twohg check` prints it."""

    source_id: str
    """The catalogue id."""
    rules: int
    """Numbered rules and subrules (section headings not counted), tournament rules included."""
    headings: int
    """Section headings (``810. Two-Headed Giant Variant``)."""
    examples: int
    """Examples attached to rules, FAQ answers and summary paragraphs."""
    faq_entries: int
    """FAQ questions with their answers."""
    summary_sections: int
    """Numbered sections of a summary."""
    glossary_entries: int
    """Glossary entries (term and definition)."""
    not_a_rule: int
    """Paragraphs (non-blank lines) accounted for as not a rule."""
    paragraphs: int
    """Non-blank lines in the file."""
    unaccounted: tuple[int, ...]
    """Non-blank lines no unit and no not-a-rule record accounts for (must be empty)."""


def _item_lines(items: Sequence[SummaryItem]) -> Iterator[int]:
    for item in items:
        yield from item.lines
        yield from _item_lines(item.children)


def _example_lines(examples: Sequence[Example]) -> Iterator[int]:
    for example in examples:
        yield from example.lines


def accounted_lines(parsed: ParsedSource) -> set[int]:
    """Every line some unit or not-a-rule record of the source claims."""
    lines: set[int] = set()
    for rule in parsed.rules:
        lines.update(rule.lines)
        lines.update(_example_lines(rule.examples))
    for entry in parsed.faq:
        lines.update(entry.lines)
        lines.update(_example_lines(entry.examples))
    for section in parsed.summary:
        lines.update(section.lines)
        for paragraph in section.paragraphs:
            lines.update(paragraph.lines)
            lines.update(_example_lines(paragraph.examples))
            lines.update(_item_lines(paragraph.items))
    for tournament_rule in parsed.tournament:
        lines.update(tournament_rule.lines)
    for glossary_entry in parsed.glossary:
        lines.update(glossary_entry.lines)
    for record in parsed.not_rules:
        lines.update(record.lines)
    return lines


def take_inventory(parsed: ParsedSource, lines: Sequence[str]) -> Inventory:
    """Count what a source holds and find any paragraph left unaccounted."""
    nonblank = {number for number, text in enumerate(lines, 1) if text.strip()}
    examples = (
        sum(len(rule.examples) for rule in parsed.rules)
        + sum(len(entry.examples) for entry in parsed.faq)
        + sum(len(p.examples) for section in parsed.summary for p in section.paragraphs)
    )
    return Inventory(
        source_id=parsed.source_id,
        rules=sum(1 for rule in parsed.rules if not rule.is_heading) + len(parsed.tournament),
        headings=sum(1 for rule in parsed.rules if rule.is_heading),
        examples=examples,
        faq_entries=len(parsed.faq),
        summary_sections=len(parsed.summary),
        glossary_entries=len(parsed.glossary),
        not_a_rule=len({line for record in parsed.not_rules for line in record.lines} & nonblank),
        paragraphs=len(nonblank),
        unaccounted=tuple(sorted(nonblank - accounted_lines(parsed))),
    )

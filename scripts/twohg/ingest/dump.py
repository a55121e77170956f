"""Plain JSON-ready views of parsed units, for ``twohg dump --json`` and the golden tests."""

from __future__ import annotations

from typing import Any

from twohg.ingest.corpus import LoadedSource
from twohg.ingest.units import (
    Example,
    FaqEntry,
    GlossaryEntry,
    NotARule,
    Rule,
    SummaryItem,
    SummaryParagraph,
    SummarySection,
    TournamentRule,
)


def example_json(example: Example, file: str) -> dict[str, Any]:
    """An example as plain data."""
    return {"marker": example.marker, "text": example.text, "file": file, "lines": list(example.lines)}


def rule_json(rule: Rule, file: str) -> dict[str, Any]:
    """A rule as plain data: number as printed and normalised, text, examples, file and lines."""
    return {
        "number": str(rule.number),
        "printed": rule.printed,
        "heading": rule.is_heading,
        "excerpt": rule.excerpt,
        "text": rule.text,
        "paragraphs": list(rule.paragraphs),
        "examples": [example_json(e, file) for e in rule.examples],
        "file": file,
        "line": rule.line,
        "lines": list(rule.lines),
    }


def faq_json(entry: FaqEntry, file: str) -> dict[str, Any]:
    """A FAQ entry as plain data."""
    return {
        "index": entry.index,
        "question": entry.question,
        "answer": list(entry.answer),
        "examples": [example_json(e, file) for e in entry.examples],
        "notes": list(entry.notes),
        "file": file,
        "line": entry.line,
        "lines": list(entry.lines),
    }


def item_json(item: SummaryItem) -> dict[str, Any]:
    """A summary list item as plain data."""
    return {
        "label": item.label,
        "description": item.description,
        "lines": list(item.lines),
        "children": [item_json(child) for child in item.children],
    }


def paragraph_json(paragraph: SummaryParagraph, file: str) -> dict[str, Any]:
    """A summary paragraph as plain data."""
    return {
        "text": paragraph.text,
        "lines": list(paragraph.lines),
        "examples": [example_json(e, file) for e in paragraph.examples],
        "items": [item_json(i) for i in paragraph.items],
    }


def section_json(section: SummarySection, file: str) -> dict[str, Any]:
    """A summary section as plain data."""
    return {
        "number": section.number,
        "title": section.title,
        "paragraphs": [paragraph_json(p, file) for p in section.paragraphs],
        "file": file,
        "line": section.line,
        "lines": list(section.lines),
    }


def not_rule_json(record: NotARule, file: str) -> dict[str, Any]:
    """A not-a-rule record as plain data."""
    return {"reason": record.reason, "text": record.text, "file": file, "lines": list(record.lines)}


def tournament_json(rule: TournamentRule, file: str) -> dict[str, Any]:
    """A tournament rule as plain data."""
    return {
        "number": rule.number,
        "title": rule.title,
        "section": rule.section,
        "section_title": rule.section_title,
        "blocks": [{"kind": b.kind, "label": b.label, "text": b.text, "lines": list(b.lines)} for b in rule.blocks],
        "file": file,
        "lines": list(rule.lines),
    }


def glossary_json(entry: GlossaryEntry, file: str) -> dict[str, Any]:
    """A glossary entry as plain data."""
    return {
        "term": entry.term,
        "reading": entry.reading,
        "english": entry.english,
        "definition": entry.definition,
        "cites": [str(number) for number in entry.cites],
        "obsolete": entry.obsolete,
        "file": file,
        "line": entry.line,
        "lines": list(entry.lines),
    }


def dump_source(loaded: LoadedSource) -> dict[str, Any]:
    """Everything the parser saw in one source, as plain data."""
    parsed, file = loaded.parsed, loaded.path
    return {
        "id": loaded.entry.id,
        "file": file,
        "language": loaded.entry.language,
        "kind": loaded.entry.kind,
        "encoding": loaded.text.encoding,
        "line_ends": loaded.text.line_ends,
        "rules": [rule_json(r, file) for r in parsed.rules],
        "faq": [faq_json(f, file) for f in parsed.faq],
        "summary": [section_json(s, file) for s in parsed.summary],
        "tournament": [tournament_json(t, file) for t in parsed.tournament],
        **({"glossary": [glossary_json(g, file) for g in parsed.glossary]} if parsed.glossary else {}),
        "not_rules": [not_rule_json(n, file) for n in parsed.not_rules],
    }

"""Plain JSON-ready views of parsed units, for ``twohg dump --json`` and the golden tests."""

from __future__ import annotations

from typing import Any

from .pipeline import LoadedSource
from .units import Example, FaqEntry, NotARule, Rule, SummaryItem, SummaryParagraph, SummarySection


def _example(example: Example, file: str) -> dict[str, Any]:
    return {"marker": example.marker, "text": example.text, "file": file, "lines": list(example.lines)}


def _rule(rule: Rule, file: str) -> dict[str, Any]:
    return {
        "number": str(rule.number),
        "printed": rule.printed,
        "heading": rule.is_heading,
        "excerpt": rule.excerpt,
        "text": rule.text,
        "paragraphs": list(rule.paragraphs),
        "examples": [_example(e, file) for e in rule.examples],
        "file": file,
        "line": rule.line,
        "lines": list(rule.lines),
    }


def _faq(entry: FaqEntry, file: str) -> dict[str, Any]:
    return {
        "index": entry.index,
        "question": entry.question,
        "answer": list(entry.answer),
        "examples": [_example(e, file) for e in entry.examples],
        "notes": list(entry.notes),
        "file": file,
        "line": entry.line,
        "lines": list(entry.lines),
    }


def _item(item: SummaryItem) -> dict[str, Any]:
    return {
        "label": item.label,
        "description": item.description,
        "lines": list(item.lines),
        "children": [_item(child) for child in item.children],
    }


def _paragraph(paragraph: SummaryParagraph, file: str) -> dict[str, Any]:
    return {
        "text": paragraph.text,
        "lines": list(paragraph.lines),
        "examples": [_example(e, file) for e in paragraph.examples],
        "items": [_item(i) for i in paragraph.items],
    }


def _section(section: SummarySection, file: str) -> dict[str, Any]:
    return {
        "number": section.number,
        "title": section.title,
        "paragraphs": [_paragraph(p, file) for p in section.paragraphs],
        "file": file,
        "line": section.line,
        "lines": list(section.lines),
    }


def _not_rule(record: NotARule, file: str) -> dict[str, Any]:
    return {"reason": record.reason, "text": record.text, "file": file, "lines": list(record.lines)}


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
        "rules": [_rule(r, file) for r in parsed.rules],
        "faq": [_faq(f, file) for f in parsed.faq],
        "summary": [_section(s, file) for s in parsed.summary],
        "not_rules": [_not_rule(n, file) for n in parsed.not_rules],
    }

"""The FAQ parser: questions with their answers, examples and notes, in document order."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from twohg.ingest.markup import is_fully_emphasised, is_heading, strip_markdown
from twohg.ingest.parsers import ParseContext
from twohg.ingest.units import Example, FaqEntry, NotARule, ParsedSource
from twohg.problems import Problem

_FINAL = (".", "!", "?", "»", "”", '"', ")", "…")
_BULLET_RE = re.compile(r"^\s*[-+*•]\s+")
_NUMBERED_RE = re.compile(r"^\s*\d{1,3}[.)]\s+")
_URL_RE = re.compile(r"https?://|www\.", re.IGNORECASE)
_DATE_RE = re.compile(r"[\w ,.]*\b(?:1[89]|20)\d\d\b[\w ,.]*")
_DATE_MAX = 40


@dataclass(frozen=True)
class _Paragraph:
    """One non-blank line, classified by its own markup and words."""

    line: int
    """The 1-based line number."""
    raw: str
    """The line as printed."""
    kind: str
    """``question``, ``example``, ``note``, ``heading``, ``item``, ``text`` or ``empty``."""
    text: str
    """The text, markup (and an example or note marker, or a ``-`` bullet) removed."""
    marker: str
    """The example or note marker as printed after markup removal, else empty."""
    standalone: bool
    """True when blank lines (or the file's ends) surround it."""


@dataclass
class _Block:
    """A run of paragraphs read as one: an answer paragraph, example or note, and its continuations."""

    kind: str
    """``answer``, ``example`` or ``note`` in an entry; the paragraph kind in the preamble."""
    paragraphs: list[_Paragraph]
    """The source paragraphs, the first one holding any marker."""

    @property
    def text(self) -> str:
        """The paragraphs' texts joined with single spaces."""
        return " ".join(p.text for p in self.paragraphs if p.text)

    @property
    def lines(self) -> tuple[int, ...]:
        """The source lines."""
        return tuple(p.line for p in self.paragraphs)


@dataclass
class _Entry:
    """A FAQ entry being built."""

    question: _Paragraph
    """The question's paragraph."""
    blocks: list[_Block] = field(default_factory=list)
    """Answer paragraphs, examples and notes in document order."""


def parse(lines: Sequence[str], context: ParseContext) -> ParsedSource:
    """Read a FAQ: every question with its answer, examples and notes; the rest as not-a-rule records."""
    preamble: list[_Block] = []
    entries: list[_Entry] = []
    not_rules: list[NotARule] = []
    for paragraph in _paragraphs(lines, context):
        entry = entries[-1] if entries else None
        blocks = entry.blocks if entry else preamble
        last = blocks[-1] if blocks else None
        if paragraph.kind == "empty":
            not_rules.append(NotARule((paragraph.line,), "markup without text", paragraph.text))
        elif last is not None and _continues(last, paragraph, in_preamble=entry is None, first=len(blocks) == 1):
            last.paragraphs.append(paragraph)
        elif paragraph.kind == "question" or _is_plain_question(paragraph, entry):
            entries.append(_Entry(paragraph))
        elif entry is not None and paragraph.kind == "heading":
            not_rules.append(NotARule((paragraph.line,), "section heading", paragraph.text))
        elif entry is not None:
            kind = paragraph.kind if paragraph.kind in ("example", "note") else "answer"
            blocks.append(_Block(kind, [paragraph]))
        else:
            blocks.append(_Block(paragraph.kind, [paragraph]))
    not_rules.extend(_preamble_record(i, block) for i, block in enumerate(preamble))
    faq = tuple(_faq_entry(i, entry) for i, entry in enumerate(entries, start=1))
    problems = [Problem(context.path, e.line, "question has no answer") for e in faq if not e.answer]
    if not faq:
        problems.append(Problem(context.path, 0, "no questions found"))
    return ParsedSource(
        source_id=context.source_id,
        file=context.path,
        faq=faq,
        not_rules=tuple(sorted(not_rules, key=lambda r: r.lines)),
        problems=tuple(problems),
    )


def _paragraphs(lines: Sequence[str], context: ParseContext) -> list[_Paragraph]:
    """Every non-blank line as a classified paragraph."""
    blank = [not line.strip() for line in lines]
    paragraphs = []
    for i, raw in enumerate(lines):
        if blank[i]:
            continue
        standalone = (i == 0 or blank[i - 1]) and (i + 1 == len(lines) or blank[i + 1])
        kind, text, marker = _classify(raw, context)
        paragraphs.append(_Paragraph(i + 1, raw, kind, text, marker, standalone))
    return paragraphs


def _classify(raw: str, context: ParseContext) -> tuple[str, str, str]:
    """The kind, text and marker of one paragraph, from its markup and words alone."""
    bullet = _BULLET_RE.match(raw)
    text = strip_markdown(raw[bullet.end() :] if bullet else raw)
    if not any(c.isalnum() for c in text):
        return "empty", raw.strip(), ""
    for kind, pattern in (("example", context.profile.example_re), ("note", context.profile.note_re)):
        if match := pattern.match(text):
            return kind, text[match.end() :], match["marker"]
    if "?" in text and (is_heading(raw) or _is_bold(raw)):
        return "question", text, ""
    if is_heading(raw):
        return "heading", text, ""
    if bullet or _NUMBERED_RE.match(raw):
        return "item", text, ""
    return "text", text, ""


def _is_bold(raw: str) -> bool:
    """True when the whole paragraph is bold (``**...**``, ``***...***``), not merely italic."""
    body = raw.strip().lstrip("#").strip()
    return is_fully_emphasised(body) and body[:2] in ("**", "__")


def _is_final(text: str) -> bool:
    """True when a text ends with sentence-final punctuation."""
    return text.rstrip().endswith(_FINAL)


def _continues(last: _Block, paragraph: _Paragraph, *, in_preamble: bool, first: bool) -> bool:
    """True when the extraction split a paragraph and ``paragraph`` is the rest of ``last``."""
    if paragraph.kind not in ("text", "item") or _is_final(last.text):
        return False
    if in_preamble:
        return last.kind == "text" and not first and not _is_date(last)
    return last.kind == "example" or paragraph.text[:1].islower()


def _is_plain_question(paragraph: _Paragraph, entry: _Entry | None) -> bool:
    """True for an unmarked line that reads as a question and stands where one is expected."""
    return (
        paragraph.kind == "text"
        and paragraph.standalone
        and paragraph.text.endswith("?")
        and not paragraph.text[:1].islower()
        and (entry is None or bool(entry.blocks))
    )


def _is_date(block: _Block) -> bool:
    """True when a preamble block is a short line holding a year, such as ``September 5, 2005``."""
    text = block.text
    return len(block.paragraphs) == 1 and len(text) <= _DATE_MAX and bool(_DATE_RE.fullmatch(text))


def _preamble_record(index: int, block: _Block) -> NotARule:
    """The not-a-rule record of a paragraph before the first question, with its reason."""
    if block.kind in ("example", "note"):
        reason = f"{block.kind} before the first question"
    elif _is_date(block):
        reason = "publication date"
    elif any(_URL_RE.search(p.raw) for p in block.paragraphs):
        reason = "preamble: where to find the latest version"
    elif index == 0:
        reason = "document title"
    elif block.kind == "heading":
        reason = "heading before the first question"
    else:
        reason = "preamble"
    return NotARule(block.lines, reason, block.paragraphs[0].text)


def _faq_entry(index: int, entry: _Entry) -> FaqEntry:
    """The finished entry."""
    blocks = entry.blocks
    return FaqEntry(
        index=index,
        question=entry.question.text,
        answer=tuple(b.text for b in blocks if b.kind == "answer"),
        examples=tuple(Example(b.text, b.lines, b.paragraphs[0].marker) for b in blocks if b.kind == "example"),
        notes=tuple(b.text for b in blocks if b.kind == "note"),
        lines=(entry.question.line, *(line for b in blocks for line in b.lines)),
    )

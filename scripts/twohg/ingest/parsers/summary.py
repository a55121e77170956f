"""Parser of the Japanese 2HG rules summary: numbered sections, paragraphs, ``:`` examples, lists.

Labelled lists (the turn structure, flattened when the page was extracted) are paired in
`twohg.ingest.parsers.summary_lists`, on their own only when well-formed, else from the
source's reviewed ``flattened_lists``; the parser never guesses a pairing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

from twohg.ingest.parsers import ParseContext
from twohg.ingest.parsers.summary_lists import ListOverride, read_overrides, resolve_list, where
from twohg.ingest.units import Example, NotARule, ParsedSource, SummaryItem, SummaryParagraph, SummarySection
from twohg.problems import Problem

Kind = Literal["blank", "heading", "nav", "example", "bullet", "label", "text"]

#: A section heading, ``  1. 目的``: a number, a full stop, white space, a title.
_HEADING_RE = re.compile(r"(?P<number>[0-9]{1,3})\.\s+(?P<title>\S.*)", re.DOTALL)
#: Section headings are indented by at most this much; body text is indented further.
_HEADING_MAX_INDENT = 3
#: A list label, ``1.開始フェイズ`` or ``1-1.アンタップ・ステップ``: no space after the full stop.
_LABEL_RE = re.compile(r"(?P<key>[0-9]{1,3}(?:-[0-9]{1,3})?)\.[^\s0-9].*", re.DOTALL)
_BULLET = "•"
_NAV_MARK = "←"
_DATE_RE = re.compile(r"最終更新\s*[:：]\s*[0-9]{4}/[0-9]{1,2}/[0-9]{1,2}")


@dataclass(frozen=True)
class Line:
    """One source line, classified."""

    number: int
    """1-based line number."""
    kind: Kind
    """What the line is."""
    source: str
    """The line without surrounding white space."""
    text: str = ""
    """The content: a heading's title, an example or bullet without its marker, else `source`."""
    marker: str = ""
    """An example's marker as printed."""
    key: tuple[int, ...] = ()
    """A heading's number, or a label's number split at ``-`` (``1-2`` -> ``(1, 2)``)."""


@dataclass
class _ParagraphDraft:
    """A paragraph being read: its lines, then the examples and items attached to it."""

    parts: list[str]
    """The text of its lines."""
    lines: list[int]
    """Its line numbers."""
    examples: list[Example] = field(default_factory=list)
    """Examples printed under it."""
    items: list[SummaryItem] = field(default_factory=list)
    """List items printed under it."""

    def freeze(self) -> SummaryParagraph:
        """The finished paragraph (lines of one paragraph are joined without a space, as in Japanese)."""
        return SummaryParagraph(
            text="".join(self.parts),
            lines=tuple(self.lines),
            examples=tuple(self.examples),
            items=tuple(self.items),
        )


@dataclass(frozen=True)
class _SectionResult:
    """What reading one section produced."""

    section: SummarySection
    """The section."""
    not_rules: tuple[NotARule, ...]
    """Lines in it that are not rules (a navigation link)."""
    problems: tuple[Problem, ...]
    """Problems found in it."""
    has_list: bool
    """Whether the section holds a labelled list."""


Piece = Line | tuple[Line, ...]
"""A section body piece: one line, or a labelled list block."""


def _classify(number: int, raw: str, context: ParseContext) -> Line:
    """Classify one line by its shape; anything unrecognised is plain text."""
    source = raw.strip()
    if not source:
        return Line(number, "blank", "")
    indent = len(raw) - len(raw.lstrip())
    heading = _HEADING_RE.fullmatch(source)
    if heading is not None and indent <= _HEADING_MAX_INDENT:
        return Line(number, "heading", source, heading["title"].strip(), key=(int(heading["number"]),))
    if source.startswith(_NAV_MARK):
        return Line(number, "nav", source, source)
    example = context.profile.example_re.match(source)
    if example is not None:
        return Line(number, "example", source, source[example.end() :].strip(), marker=example["marker"])
    if source.startswith(_BULLET):
        return Line(number, "bullet", source, source[len(_BULLET) :].strip())
    label = _LABEL_RE.fullmatch(source)
    if label is not None:
        return Line(number, "label", source, source, key=tuple(int(p) for p in label["key"].split("-")))
    return Line(number, "text", source, source)


def _preamble(lines: Sequence[Line]) -> list[NotARule]:
    """The lines before the first section: the title, the introduction, the date, links."""
    records: list[NotARule] = []
    titled = False
    for line in lines:
        if line.kind == "blank":
            continue
        if line.kind == "nav":
            reason = "navigation link"
        elif not titled:
            reason, titled = "document title", True
        elif _DATE_RE.fullmatch(line.source):
            reason = "last-updated date"
        else:
            reason = "introduction: not a rule"
        records.append(NotARule((line.number,), reason, line.source))
    return records


def _split_sections(lines: Sequence[Line]) -> tuple[list[Line], list[tuple[Line, list[Line]]]]:
    """Split the lines into the preamble and (heading, body) pairs."""
    preamble: list[Line] = []
    sections: list[tuple[Line, list[Line]]] = []
    for line in lines:
        if line.kind == "heading":
            sections.append((line, []))
        elif sections:
            sections[-1][1].append(line)
        else:
            preamble.append(line)
    return preamble, sections


def _numbering_problems(headings: Sequence[Line], path: str) -> list[Problem]:
    """Sections must be numbered 1, 2, 3, ... in order."""
    if not headings:
        return [Problem(path, 0, "no numbered sections (like '  1. 目的') found in the summary")]
    problems = []
    for expected, heading in enumerate(headings, start=1):
        if heading.key[0] != expected:
            problems.append(
                Problem(
                    path,
                    heading.number,
                    f"section {heading.key[0]} ({heading.text}) where section {expected} was expected",
                )
            )
    return problems


def _pieces(body: Sequence[Line]) -> list[Piece]:
    """Group a section body into single lines and labelled list blocks.

    A list block starts at a label and runs over the following label and plain-text lines up to
    the next blank line, example, bullet or link: the plain lines in it are the descriptions.
    """
    pieces: list[Piece] = []
    index = 0
    while index < len(body):
        if body[index].kind != "label":
            pieces.append(body[index])
            index += 1
            continue
        end = index
        while end < len(body) and body[end].kind in ("label", "text"):
            end += 1
        pieces.append(tuple(body[index:end]))
        index = end
    return pieces


def _read_section(
    heading: Line, body: Sequence[Line], override: ListOverride | None, context: ParseContext
) -> _SectionResult:
    """Read one section: paragraphs, the examples, bullets and lists under them, and links."""
    number = heading.key[0]
    pieces = _pieces(body)
    blocks = [piece for piece in pieces if isinstance(piece, tuple)]
    problems: list[Problem] = []
    if override is not None and len(blocks) > 1:
        problems.append(
            Problem(
                context.path,
                blocks[1][0].number,
                f"section {number} has more than one labelled list; {where(context)} pairs one list per section",
            )
        )
        override = None
    paragraphs: list[_ParagraphDraft] = []
    not_rules: list[NotARule] = []
    open_paragraph = False
    for piece in pieces:
        if isinstance(piece, tuple):
            items, found = resolve_list(number, piece, override, context)
            problems.extend(found)
            problems.extend(_attach(paragraphs, piece[0], context.path, items=items))
        elif piece.kind == "text" and open_paragraph:
            paragraphs[-1].parts.append(piece.text)
            paragraphs[-1].lines.append(piece.number)
        elif piece.kind == "text":
            paragraphs.append(_ParagraphDraft([piece.text], [piece.number]))
        elif piece.kind == "nav":
            not_rules.append(NotARule((piece.number,), "navigation link", piece.source))
        elif piece.kind == "example":
            example = Example(piece.text, (piece.number,), piece.marker)
            problems.extend(_attach(paragraphs, piece, context.path, example=example))
        elif piece.kind == "bullet":
            bullet = SummaryItem("•", piece.text, (piece.number,))
            problems.extend(_attach(paragraphs, piece, context.path, items=(bullet,)))
        open_paragraph = not isinstance(piece, tuple) and piece.kind == "text"
    frozen = tuple(draft.freeze() for draft in paragraphs)
    section = SummarySection(number, heading.text, frozen, _section_lines(heading, frozen))
    return _SectionResult(section, tuple(not_rules), tuple(problems), bool(blocks))


def _attach(
    paragraphs: list[_ParagraphDraft],
    line: Line,
    path: str,
    example: Example | None = None,
    items: tuple[SummaryItem, ...] = (),
) -> list[Problem]:
    """Attach an example or items to the last paragraph; a problem when there is none yet."""
    if not paragraphs:
        what = "an example" if example is not None else "a list"
        return [Problem(path, line.number, f"{what} before any paragraph of its section: it has nothing to belong to")]
    if example is not None:
        paragraphs[-1].examples.append(example)
    paragraphs[-1].items.extend(items)
    return []


def _item_lines(items: Sequence[SummaryItem]) -> Iterator[int]:
    """Every line of some items and their steps."""
    for item in items:
        yield from item.lines
        yield from _item_lines(item.children)


def _section_lines(heading: Line, paragraphs: Sequence[SummaryParagraph]) -> tuple[int, ...]:
    """The heading's line, then every line read into the section's paragraphs, in order."""
    lines: set[int] = set()
    for paragraph in paragraphs:
        lines.update(paragraph.lines)
        lines.update(line for example in paragraph.examples for line in example.lines)
        lines.update(_item_lines(paragraph.items))
    return (heading.number, *sorted(lines))


def parse(lines: Sequence[str], context: ParseContext) -> ParsedSource:
    """Parse the Japanese summary into sections, with every non-rule line given its reason."""
    classified = [_classify(number, raw, context) for number, raw in enumerate(lines, start=1)]
    preamble, bodies = _split_sections(classified)
    overrides, problems = read_overrides(context)
    problems.extend(_numbering_problems([heading for heading, _ in bodies], context.path))
    not_rules = _preamble(preamble)
    sections: list[SummarySection] = []
    listed: set[int] = set()
    for heading, body in bodies:
        result = _read_section(heading, body, overrides.get(heading.key[0]), context)
        sections.append(result.section)
        not_rules.extend(result.not_rules)
        problems.extend(result.problems)
        if result.has_list:
            listed.add(heading.key[0])
    problems.extend(
        Problem(
            context.overrides_path or context.path,
            0,
            f"flattened_lists pairs a list in section {number}, but section {number} has no labelled list",
        )
        for number in sorted(set(overrides) - listed)
    )
    return ParsedSource(
        source_id=context.source_id,
        file=context.path,
        summary=tuple(sections),
        not_rules=tuple(sorted(not_rules, key=lambda record: record.lines)),
        problems=tuple(problems),
    )

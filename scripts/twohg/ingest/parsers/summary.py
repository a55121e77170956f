"""Parser of the Japanese 2HG rules summary: numbered sections, paragraphs, ``:`` examples, lists.

The summary's turn-structure list was flattened when the page was extracted, so its labels
and descriptions are out of order. The parser pairs a labelled list on its own only when the
list is well-formed (each label followed by its description, steps after their phase); any
other list needs a reviewed pairing in the source's overrides file (``flattened_lists``),
which is checked line by line against the text. The parser never guesses a pairing.

A section or list number printed otherwise (``4． ゲーム進行``, ``1-2．アップキープ・ステップ``, full-width
digits) is reported at its line: a heading is still read as its section's, a label is set aside.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from twohg.ingest.parsers import ParseContext
from twohg.ingest.parsers.summary_overrides import ItemPlan, ListOverride, read_overrides
from twohg.ingest.units import Example, NotARule, ParsedSource, SummaryItem, SummaryParagraph, SummarySection
from twohg.problems import Problem
from twohg.rulenumber import number_like

Kind = Literal["blank", "heading", "nav", "example", "bullet", "label", "malformed", "text"]

#: A section heading, ``  1. 目的``: a number, a full stop, white space, a title.
_HEADING_RE = re.compile(r"(?P<number>[0-9]{1,3})\.\s+(?P<title>\S.*)", re.DOTALL)
#: Section headings are indented by at most this much; body text is indented further.
_HEADING_MAX_INDENT = 3
#: A list label, ``1.開始フェイズ`` or ``1-1.アンタップ・ステップ``: no space after the full stop.
_LABEL_RE = re.compile(r"(?P<key>[0-9]{1,3}(?:-[0-9]{1,3})?)\.[^\s0-9].*", re.DOTALL)
#: A line that starts like a section heading or a list label whose number is printed otherwise (``4． ゲーム進行``,
#: ``４. ゲーム進行``, ``4 ゲーム進行``, ``1-1．アンタップ・ステップ``, ``1・開始フェイズ``): see `number_like`.
_NUMBER_LIKE_RE = number_like(r"\d{1,3}(?:-\d{1,3})?", r"(?=[^\d\s])")
MALFORMED_REASON = "starts with a malformed list number (reported at this line): not read as text"
"""Why a line whose number is malformed is set aside, not read into the paragraph or list before it; a
section heading with a malformed number is reported too, and still read as its section's heading."""
_BULLET = "•"
_NAV_MARK = "←"
_DATE_RE = re.compile(r"最終更新\s*[:：]\s*[0-9]{4}/[0-9]{1,2}/[0-9]{1,2}")


@dataclass(frozen=True)
class _Line:
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
    wrong: str = ""
    """What is wrong with the number the line starts with (`_malformed_number`), reported at its line."""


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


Piece = _Line | tuple[_Line, ...]
"""A section body piece: one line, or a labelled list block."""


def _classify(number: int, raw: str, context: ParseContext) -> _Line:
    """Classify one line by its shape; anything unrecognised is plain text."""
    source = raw.strip()
    if not source:
        return _Line(number, "blank", "")
    indent = len(raw) - len(raw.lstrip())
    heading = _HEADING_RE.fullmatch(source)
    if heading is not None and indent <= _HEADING_MAX_INDENT:
        return _Line(number, "heading", source, heading["title"].strip(), key=(int(heading["number"]),))
    if source.startswith(_NAV_MARK):
        return _Line(number, "nav", source, source)
    example = context.profile.example_re.match(source)
    if example is not None:
        return _Line(number, "example", source, source[example.end() :].strip(), marker=example["marker"])
    if source.startswith(_BULLET):
        return _Line(number, "bullet", source, source[len(_BULLET) :].strip())
    label = _LABEL_RE.fullmatch(source)
    if label is not None:
        return _Line(number, "label", source, source, key=tuple(int(p) for p in label["key"].split("-")))
    malformed = _malformed_number(source, indent)
    if malformed is None:
        return _Line(number, "text", source, source)
    wrong = (
        f"{malformed['number'].strip()!r} is not a section or list number (a section heading is '  1. 目的', "
        "a list label '1-1.アンタップ・ステップ': ASCII digits, then a full stop)"
    )
    if indent <= _HEADING_MAX_INDENT and "-" not in malformed["first"]:
        # still a section heading: its section stays its own, not the second half of the one before
        title = source[malformed.end() :].strip()
        return _Line(number, "heading", source, title, key=(int(malformed["first"]),), wrong=wrong)
    return _Line(number, "malformed", source, source, wrong=wrong)


def _malformed_number(source: str, indent: int) -> re.Match[str] | None:
    """The number a line that is neither a section heading nor a list label starts like one with; None otherwise.

    A number followed by a stop other than the full stop, or printed in full-width digits, anywhere; by
    white space alone (``4 ゲーム進行``) only where a heading stands or for a step's number (``1-1 ...``):
    body text may start ``30 点``. Read as text, the line would join the paragraph or the list before it,
    and a section heading would take its section with it.
    """
    match = _NUMBER_LIKE_RE.match(source)
    if match is None or match["lead"] or _HEADING_RE.fullmatch(source):
        return None
    spaced = match["number"].strip() == match["first"]  # white space alone after the number
    if spaced and indent > _HEADING_MAX_INDENT and "-" not in match["first"]:
        return None
    return match


def _preamble(lines: Sequence[_Line]) -> list[NotARule]:
    """The lines before the first section: the title, the introduction, the date, links."""
    records: list[NotARule] = []
    titled = False
    for line in lines:
        if line.kind == "blank":
            continue
        if line.kind == "nav":
            reason = "navigation link"
        elif line.kind == "malformed":
            reason = MALFORMED_REASON
        elif not titled:
            reason, titled = "document title", True
        elif _DATE_RE.fullmatch(line.source):
            reason = "last-updated date"
        else:
            reason = "introduction: not a rule"
        records.append(NotARule((line.number,), reason, line.source))
    return records


def _split_sections(lines: Sequence[_Line]) -> tuple[list[_Line], list[tuple[_Line, list[_Line]]]]:
    """Split the lines into the preamble and (heading, body) pairs."""
    preamble: list[_Line] = []
    sections: list[tuple[_Line, list[_Line]]] = []
    for line in lines:
        if line.kind == "heading":
            sections.append((line, []))
        elif sections:
            sections[-1][1].append(line)
        else:
            preamble.append(line)
    return preamble, sections


def _numbering_problems(headings: Sequence[_Line], path: str) -> list[Problem]:
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


def _pieces(body: Sequence[_Line]) -> list[Piece]:
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


def _walk(items: Sequence[ItemPlan], parent: ItemPlan | None = None) -> Iterator[tuple[ItemPlan, ItemPlan | None]]:
    """Every item of a plan with its parent, parents first."""
    for item in items:
        yield item, parent
        yield from _walk(item.children, item)


def _sibling_numbers_ok(keys: Sequence[tuple[int, ...]]) -> bool:
    """Whether sibling labels are numbered 1, 2, 3, ... in order."""
    return [key[-1] for key in keys] == list(range(1, len(keys) + 1))


def _is_child(key: tuple[int, ...], parent: tuple[int, ...]) -> bool:
    """Whether ``key`` (``1-2``) numbers a step of ``parent`` (``1``)."""
    return len(key) == len(parent) + 1 and key[:-1] == parent


def _auto_plan(block: Sequence[_Line]) -> tuple[tuple[ItemPlan, ...], str]:
    """Pair a well-formed list; an empty plan and the reason when it is not well-formed."""
    phases: list[tuple[_Line, int | None, list[tuple[_Line, int | None]]]] = []
    index = 0
    while index < len(block):
        line = block[index]
        if line.kind != "label":
            return (), f"line {line.number} is a description with no label right before it"
        following = block[index + 1] if index + 1 < len(block) else None
        if following is not None and following.kind == "text":
            description: int | None = following.number
            index += 2
        elif following is not None and _is_child(following.key, line.key):
            description = None
            index += 1
        else:
            after = f"label {following.source} (line {following.number})" if following else "the end of the list"
            return (), f"label {line.source} on line {line.number} is followed by {after}, not by its description"
        if len(line.key) == 1:
            phases.append((line, description, []))
        elif phases and _is_child(line.key, phases[-1][0].key):
            phases[-1][2].append((line, description))
        else:
            parent = line.key[0]
            return (), f"label {line.source} on line {line.number} is a step, but no label {parent}. comes before it"
    return _checked_plan(phases)


def _checked_plan(
    phases: Sequence[tuple[_Line, int | None, Sequence[tuple[_Line, int | None]]]],
) -> tuple[tuple[ItemPlan, ...], str]:
    """The plan of an in-order list, or the reason its numbering is irregular."""
    if not _sibling_numbers_ok([label.key for label, _, _ in phases]):
        return (), "its top-level labels are not numbered 1, 2, 3, ... in order"
    plan = []
    for label, description, steps in phases:
        if not _sibling_numbers_ok([step.key for step, _ in steps]):
            first = label.key[0]
            return (), f"the steps of {label.source} are not numbered {first}-1, {first}-2, ... in order"
        children = tuple(ItemPlan(step.source, line) for step, line in steps)
        plan.append(ItemPlan(label.source, description, children=children))
    return tuple(plan), ""


def _build_items(plan: Sequence[ItemPlan], block: Sequence[_Line]) -> tuple[SummaryItem, ...]:
    """Turn a checked plan into items: label line first, then the description line."""
    label_lines = {line.source: line.number for line in block if line.kind == "label"}
    texts = {line.number: line.text for line in block if line.kind == "text"}

    def build(item: ItemPlan) -> SummaryItem:
        """One item with its steps."""
        lines: tuple[int, ...] = (label_lines[item.label],)
        if item.description_line is not None:
            lines += (item.description_line,)
        return SummaryItem(
            label=item.label,
            description="" if item.description_line is None else texts[item.description_line],
            lines=lines,
            children=tuple(build(child) for child in item.children),
        )

    return tuple(build(item) for item in plan)


def _where(context: ParseContext) -> str:
    """The overrides file's name for messages."""
    return context.overrides_path or "the source's overrides file"


def _check_override(override: ListOverride, block: Sequence[_Line], context: ParseContext) -> list[Problem]:
    """Every way the reviewed pairing and the list disagree, each on the source line concerned."""
    prefix = f"reviewed pairing for section {override.section} in {_where(context)}"
    labels, problems = _label_index(block, context.path)
    descriptions = {line.number: line for line in block if line.kind == "text"}
    named: set[str] = set()
    used: dict[int, str] = {}
    for item, parent in _walk(override.items):
        problems.extend(_label_problems(item, parent, labels, named, context.path, prefix, block[0].number))
        named.add(item.label)
        problem = _description_problem(item, block, descriptions, used, prefix)
        if problem is not None:
            problems.append(Problem(context.path, *problem))
    problems.extend(_coverage_problems(labels, descriptions, named, used, context.path, prefix))
    problems.extend(_order_problems(override.items, labels, context.path, prefix))
    return problems


def _label_index(block: Sequence[_Line], path: str) -> tuple[dict[str, _Line], list[Problem]]:
    """The list's labels by their printed text; a problem for each label printed twice."""
    labels: dict[str, _Line] = {}
    problems: list[Problem] = []
    for line in block:
        if line.kind != "label":
            continue
        if line.source in labels:
            message = f"label {line.source} appears twice in the list; a pairing by label cannot tell them apart"
            problems.append(Problem(path, line.number, message))
        else:
            labels[line.source] = line
    return labels, problems


def _description_problem(
    item: ItemPlan,
    block: Sequence[_Line],
    descriptions: Mapping[int, _Line],
    used: dict[int, str],
    prefix: str,
) -> tuple[int, str] | None:
    """The (line, message) wrong with an item's description line, if any; records the line as used."""
    number = item.description_line
    if number is None:
        return None
    if number in used:
        return number, f"{prefix} gives line {number} to both {used[number]} and {item.label}; each is used once"
    if number in descriptions:
        used[number] = item.label
        starts, text = item.description_starts, descriptions[number].text
        if starts is None or text.startswith(starts):
            return None
        return number, f"{prefix} expects the description of {item.label} to start with {starts!r}; line reads {text!r}"
    if any(line.number == number for line in block):
        return number, f"{prefix} gives line {number} to {item.label} as its description, but it is a label"
    span = f"lines {block[0].number}-{block[-1].number}"
    return block[0].number, f"{prefix} gives line {number} to {item.label}, but the list is {span}"


def _label_problems(
    item: ItemPlan,
    parent: ItemPlan | None,
    labels: Mapping[str, _Line],
    named: set[str],
    path: str,
    prefix: str,
    first_line: int,
) -> list[Problem]:
    """Problems with one item's label: unknown, named twice, or at the wrong level."""
    line = labels.get(item.label)
    if line is None:
        return [
            Problem(path, first_line, f"{prefix} names label {item.label!r}, which is not in the list that starts here")
        ]
    if item.label in named:
        return [Problem(path, line.number, f"{prefix} names label {item.label} more than once")]
    if parent is None and len(line.key) != 1:
        return [
            Problem(
                path,
                line.number,
                f"{prefix} lists the step {item.label} at the top level; list it under its phase's children",
            )
        ]
    parent_line = labels.get(parent.label) if parent is not None else None
    if parent is not None and parent_line is not None and not _is_child(line.key, parent_line.key):
        return [
            Problem(
                path,
                line.number,
                f"{prefix} lists {item.label} as a step of {parent.label}, but its number says otherwise",
            )
        ]
    return []


def _coverage_problems(
    labels: Mapping[str, _Line],
    descriptions: Mapping[int, _Line],
    named: set[str],
    used: Mapping[int, str],
    path: str,
    prefix: str,
) -> list[Problem]:
    """Labels and description lines of the list that the pairing leaves out."""
    problems = [
        Problem(path, line.number, f"label {label} is not in the {prefix}; every label of the list must be paired")
        for label, line in labels.items()
        if label not in named
    ]
    problems.extend(
        Problem(path, number, f"this line of the list is not the description of any label in the {prefix}")
        for number in descriptions
        if number not in used
    )
    return problems


def _order_problems(items: Sequence[ItemPlan], labels: Mapping[str, _Line], path: str, prefix: str) -> list[Problem]:
    """The pairing must list phases 1, 2, 3, ... and each phase's steps in their numbered order."""
    problems: list[Problem] = []
    for siblings in (items, *(item.children for item, _ in _walk(items))):
        known = [labels[item.label] for item in siblings if item.label in labels]
        if len(known) == len(siblings) and not _sibling_numbers_ok([line.key for line in known]):
            names = ", ".join(line.source for line in known)
            problems.append(
                Problem(
                    path, known[0].number, f"{prefix} lists {names}; list them in their numbered order 1, 2, 3, ..."
                )
            )
    return problems


def _resolve_list(
    section: int, block: Sequence[_Line], override: ListOverride | None, context: ParseContext
) -> tuple[tuple[SummaryItem, ...], list[Problem]]:
    """The items of a list block, from the reviewed pairing or, for a well-formed list, by order."""
    if override is not None:
        problems = _check_override(override, block, context)
        return ((), problems) if problems else (_build_items(override.items, block), [])
    plan, reason = _auto_plan(block)
    if plan:
        return _build_items(plan, block), []
    message = (
        f"the list in section {section} (lines {block[0].number}-{block[-1].number}) looks flattened: {reason}; "
        f"the parser will not guess which description belongs to which label: add a reviewed pairing for "
        f"section {section} under 'flattened_lists' in {_where(context)}"
    )
    return (), [Problem(context.path, block[0].number, message)]


def _read_section(
    heading: _Line, body: Sequence[_Line], override: ListOverride | None, context: ParseContext
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
                f"section {number} has more than one labelled list; {_where(context)} pairs one list per section",
            )
        )
        override = None
    paragraphs: list[_ParagraphDraft] = []
    not_rules: list[NotARule] = []
    open_paragraph = False
    for piece in pieces:
        if isinstance(piece, tuple):
            items, found = _resolve_list(number, piece, override, context)
            problems.extend(found)
            problems.extend(_attach(paragraphs, piece[0], context.path, items=items))
        elif piece.kind == "text" and open_paragraph:
            paragraphs[-1].parts.append(piece.text)
            paragraphs[-1].lines.append(piece.number)
        elif piece.kind == "text":
            paragraphs.append(_ParagraphDraft([piece.text], [piece.number]))
        elif piece.kind == "nav":
            not_rules.append(NotARule((piece.number,), "navigation link", piece.source))
        elif piece.kind == "malformed":
            not_rules.append(NotARule((piece.number,), MALFORMED_REASON, piece.source))
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
    line: _Line,
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


def _section_lines(heading: _Line, paragraphs: Sequence[SummaryParagraph]) -> tuple[int, ...]:
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
    problems.extend(Problem(context.path, line.number, line.wrong) for line in classified if line.wrong)
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
            overrides[number].line,
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

"""Forum threads: the rule quotes go to the rules reader, every other line is classified.

A quote starts at a 2HG section heading, or at a rule line right after a quote tag
(``[indent]``) or an introducing line ending with ``:``; it goes on while lines are rules,
examples, or continuation paragraphs followed by the next rule of the quote. A line that
merely starts with a number ("606.6e doesn't exist...") outside a quote is post text. A line
that starts with a malformed number of the quote's section (``810．4.``, ``810 4.``) where a quote
goes on or starts, or a 2HG heading with a malformed number, is reported at its line and set
aside: read as text, it would join the rule before or leave the quote.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from twohg.ingest.markup import squeeze
from twohg.ingest.parsers import ParseContext
from twohg.ingest.parsers.comprehensive import (
    MALFORMED_REASON,
    REFUSED_TEXT_REASON,
    SECTION_HEADING_RE,
    TWOHG_SECTIONS,
    RuleReader,
    is_twohg_title,
    malformed_heading,
    malformed_number,
    rule_line,
    rules_source,
)
from twohg.ingest.units import NotARule, ParsedSource
from twohg.problems import Problem
from twohg.reviewed import Entry, ListOf, Record, Text

_OPEN_TAG_RE = re.compile(r"\[(?:indent|quote(?:=[^\]]*)?)\]", re.IGNORECASE)
_CLOSE_TAG_RE = re.compile(r"\[/(?:indent|quote)\]", re.IGNORECASE)
_CHROME = (
    re.compile(r"^\d+ posts? / \d+ new$"),
    re.compile(r"^Last post$"),
    re.compile(r"^Sign In to post comments$"),
    re.compile(r"^Show$"),
    re.compile(r"^(?:\s*\[/?(?:indent|quote)(?:=[^\]]*)?\])+\s*$", re.IGNORECASE),
)
#: How far past a non-rule line we look for the next rule of the same quote.
_CONTINUATION_REACH = 3


@dataclass(frozen=True)
class _Segment:
    """A piece of a line: the whole line, or the part before/after a quote tag."""

    line: int
    text: str
    opens_quote: bool = False
    closes_quote: bool = False


def _segments(lines: Sequence[str]) -> list[_Segment]:
    segments: list[_Segment] = []
    for number, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        closes = bool(_CLOSE_TAG_RE.search(raw))
        text = _CLOSE_TAG_RE.sub("", raw)
        opened = _OPEN_TAG_RE.search(text)
        if opened:
            before, after = text[: opened.start()], text[opened.end() :]
            if before.strip():
                segments.append(_Segment(number, before.strip()))
            if after.strip():
                segments.append(_Segment(number, after.strip(), opens_quote=True, closes_quote=closes))
            if not (before.strip() or after.strip()):
                segments.append(_Segment(number, raw.strip()))
            continue
        segments.append(_Segment(number, text.strip() or raw.strip(), closes_quote=closes))
    return segments


#: The forum's overrides file: reviewed lines the parser cannot classify by form alone.
OVERRIDES_SCHEMA = Record(
    required={},
    optional={
        "not_a_rule": ListOf(
            Record(required={"text": Text(multiline=True), "reason": Text(multiline=True)}, what="{text, reason}")
        )
    },
)


def _reviewed_reasons(overrides: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, int]]:
    """The reviewed reason of each line's text, and the line of each entry in the overrides file (1 when unknown)."""
    reasons: dict[str, str] = {}
    lines: dict[str, int] = {}
    for entry in overrides.get("not_a_rule", []):
        text = squeeze(entry["text"])
        reasons[text] = entry["reason"]
        lines[text] = entry.line_of("text") if isinstance(entry, Entry) else 1
    return reasons, lines


def _prose_reason(segment: _Segment, first_line: int, earlier: dict[str, int], reviewed: dict[str, str]) -> str:
    text = squeeze(segment.text)
    if text in reviewed:
        return reviewed[text]
    if segment.line == first_line:
        return "thread title"
    if any(pattern.match(text) for pattern in _CHROME):
        return "forum site chrome"
    if text in earlier and earlier[text] != segment.line:
        return f"repeats line {earlier[text]}: the forum quotes the post it replies to"
    if text.endswith("?"):
        return "question from a forum member, not a rule"
    if rule_line(text) is not None:
        return "post text that mentions a rule number, not a quote of the rule"
    return "forum post text (answer or discussion), not a rule"


def _continues_quote(segments: Sequence[_Segment], index: int, reader: RuleReader) -> bool:
    """True when the plain line at ``index`` sits between two rules of the current quote."""
    if not reader.rules:
        return False
    current = reader.rules[-1].number
    for later in segments[index + 1 : index + 1 + _CONTINUATION_REACH]:
        parsed = rule_line(later.text)
        if parsed is not None:
            return parsed[1].section == current.section and parsed[1] > current
        if reader.profile.example_re.match(later.text) or later.opens_quote:
            return False
    return False


def _malformed(segment: _Segment, in_quote: bool, opener: bool, reader: RuleReader) -> str | None:
    """Why a line that is not a rule or a heading starts like one of a quote; None otherwise.

    A 2HG heading with a malformed number (`malformed_heading`) anywhere; a malformed number of the
    quote's section (`malformed_number`) inside a quote, or of any 2HG section where a quote starts;
    never a line of post text that no quote surrounds ("606 6e doesn't exist").
    """
    wrong = malformed_heading(segment.text, reader.profile)
    if wrong is not None:
        return f"{wrong}: the quote would be read as post text"
    if in_quote and reader.rules:
        wrong = malformed_number(segment.text, (reader.rules[-1].number.section,))
        return None if wrong is None else f"{wrong}: it would join the rule before"
    if in_quote or opener:
        wrong = malformed_number(segment.text, TWOHG_SECTIONS)
        return None if wrong is None else f"{wrong}: the quoted rule would be read as post text"
    return None


def parse(lines: Sequence[str], context: ParseContext) -> ParsedSource:
    """Parse a forum thread into quoted rules and classified not-a-rule lines."""
    reviewed, review_lines = _reviewed_reasons(context.overrides)
    problems: list[Problem] = []
    segments = _segments(lines)
    reader = RuleReader(context.profile, markdown=False)
    not_rules: list[NotARule] = []
    earlier: dict[str, int] = {}
    used_reviews: set[str] = set()
    first_line = segments[0].line if segments else 0
    quote = 0
    in_quote = False
    refused: int | None = None  # the line of a refused number whose text the quote's lines after it are
    previous_prose = ""
    for index, segment in enumerate(segments):
        heading = SECTION_HEADING_RE.match(segment.text)
        parsed = rule_line(segment.text)
        opener = segment.opens_quote or previous_prose.rstrip().endswith(":")
        if heading and is_twohg_title(heading["title"], context.profile):
            quote, in_quote, refused = quote + 1, True, None
            reader.heading(
                segment.line, int(heading["section"]), f"{heading['section']}.", heading["title"], f"quote-{quote}"
            )
        elif parsed is not None and (in_quote or opener):
            if not in_quote:
                quote, in_quote = quote + 1, True
            refused = None
            reader.rule(segment.line, parsed[0], parsed[1], parsed[2], f"quote-{quote}")
        elif (wrong := _malformed(segment, in_quote, opener, reader)) is not None:
            problems.append(Problem(context.path, segment.line, wrong))
            not_rules.append(NotARule((segment.line,), MALFORMED_REASON, squeeze(segment.text)[:160]))
            if not in_quote:
                quote, in_quote = quote + 1, True
            refused = segment.line
        elif in_quote and (context.profile.example_re.match(segment.text) or _continues_quote(segments, index, reader)):
            if refused is None:
                reader.other(segment.line, segment.text)
            else:
                reason = REFUSED_TEXT_REASON.format(line=refused)
                not_rules.append(NotARule((segment.line,), reason, squeeze(segment.text)[:160]))
        else:
            in_quote, refused = False, None
            text = squeeze(segment.text)
            reason = _prose_reason(segment, first_line, earlier, reviewed)
            if text in reviewed:
                used_reviews.add(text)
            not_rules.append(NotARule((segment.line,), reason, text[:160]))
            earlier.setdefault(text, segment.line)
            previous_prose = text
            continue
        previous_prose = ""
        if segment.closes_quote:
            in_quote = False
    for text in sorted(set(reviewed) - used_reviews):
        where = context.overrides_path or context.path
        problems.append(Problem(where, review_lines[text], f"reviewed line {text!r} is not in {context.path}"))
    return rules_source(reader, context, not_rules, problems)

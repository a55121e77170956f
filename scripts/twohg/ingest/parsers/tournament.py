"""The tournament-rules parser: the Magic Tournament Rules as numbered sections, from a Markdown extraction of the PDF.

The only public text of the document is a Markdown extraction in which every printed line became
a paragraph of its own (a blank line after each), and the numbered steps of a procedure became
``## 1.`` headings. The parser rebuilds what the PDF prints:

- ``## N. Title`` is section N only when the next ``###`` heading is ``N.1`` (a numbered step or a
  tiebreaker item looks the same: ``## 4. Opponents' game-win percentage``); ``## Appendix X — Title``
  is a section too;
- ``### N.M Title`` starts rule N.M; the text before a section's first rule is the section's own;
- printed lines join into paragraphs: a line ends its paragraph when it ends a sentence (``.``,
  ``:``, ``)`` ...) well short of the page's width, or when a bullet, a step or a heading follows;
- ``## k. ...`` inside a rule is step k of a numbered procedure, ``• ...`` a bullet, each with its
  continuation lines.

The extraction's own lines (its title, the "Source PDF" note, the note on other translations, the
rules between sections) are reported as not rules, with the reason. A heading whose number is
printed otherwise (``### 9．6``, ``### ９.６``, ``## 9 Two-Headed ...``) is reported at its line and set
aside with the lines under it, never read into the rule before.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from twohg.ingest.archive import month_number
from twohg.ingest.parsers import ParseContext
from twohg.ingest.units import NotARule, ParsedSource, TournamentBlock, TournamentRule
from twohg.problems import Problem
from twohg.rulenumber import number_like

_SECTION_RE = re.compile(r"^##\s+(?P<number>[0-9]{1,2})\.\s+(?P<title>\S(?:.*\S)?)\s*$")
_APPENDIX_RE = re.compile(r"^##\s+(?P<title>Appendix\s+(?P<letter>[A-Z])\b(?:.*\S)?)\s*$")
_PLAIN_SECTION_RE = re.compile(r"^##\s+(?P<title>[A-Z](?:[^.#]*[^.#\s])?)\s*$")
_RULE_RE = re.compile(r"^###\s+(?P<number>(?:[0-9]{1,2}|[A-Z])\.[0-9]{1,2})\s+(?P<title>\S(?:.*\S)?)\s*$")
_STEP_RE = re.compile(r"^##\s+(?P<number>[0-9]{1,2})\.\s+(?P<text>\S(?:.*\S)?)\s*$")
_BULLET_RE = re.compile(r"^[•·]\s*(?P<text>(?:.*\S)?)\s*$")
#: A heading whose rule number runs into its title (``### 9.3Play-Draw Rule``), or with no space after its
#: hashes (``###9.3 Play-Draw Rule``): a rule heading that lost a space, which would merge into the rule before.
_MALFORMED_RE = re.compile(
    r"^(?P<hashes>#{2,3})(?P<space>\s*)(?P<number>(?:[0-9]{1,2}|[A-Z])\.[0-9]{1,2})(?P<glued>[^\s\d.])?"
)
#: A heading whose rule number is joined otherwise than by a full stop, or printed in full-width digits
#: (``### 9．6 ...``, ``### 9 6 ...``, ``### 9. 6 ...``, ``### ９.６ ...``, ``### 9.6. ...``): see `number_like`.
_RULE_LIKE_RE = number_like(r"\d{1,2}|[A-Z]", r"\d{1,2}\S*")
#: A ``##`` heading whose section or step number is followed by anything but a full stop and a space, or printed
#: in full-width digits (``## 9． Two-Headed ...``, ``## 9 Two-Headed ...``, ``## ２. Players shuffle ...``).
_HEADING_LIKE_RE = number_like(r"\d{1,2}", r"(?=[^\d\s])")
MALFORMED_REASON = "a heading with a malformed number (reported at this line): not read into the rule before"
"""Why a heading line whose number is malformed is set aside, not read as text of the rule before."""
REFUSED_TEXT_REASON = "text under the heading refused on line {line}: not read into the rule before"
"""Why the lines under a refused heading, up to the next heading, step or bullet, are set aside with it."""
#: The catalogue kind this parser reads.
KIND = "tournament-rules"
#: The document's own date line (``**Effective: February 27, 2026**``).
_EFFECTIVE_RE = re.compile(r"^\**\s*Effective:\s*(?P<month>[A-Z][a-z]+)\s+(?P<day>\d{1,2}),\s*(?P<year>\d{4})\s*\**$")
#: How far into the document its date line may be.
_DATE_LINES = 20
_ENDS_SENTENCE = (".", ":", ")", "!", "?", "”", '"', ";")
_FULL_LINE = 0.9
"""A printed line at least this share of the page's width (the longest line) runs on into the next."""


@dataclass
class _Block:
    """A paragraph, bullet or step being rebuilt from printed lines."""

    kind: str
    """``text``, ``bullet`` or ``step``."""
    words: list[str] = field(default_factory=list)
    """The printed lines' texts."""
    lines: list[int] = field(default_factory=list)
    """Their line numbers."""
    label: str = ""
    """The step's number (``3``), or ``•`` for a bullet."""

    @property
    def text(self) -> str:
        """The lines joined: a line ending in a hyphen or dash joins without a space."""
        out = ""
        for word in self.words:
            if out and not out.endswith(("-", "–", "—")):
                out += " "
            out += word
        return out


@dataclass
class _Rule:
    """A rule (or a section's own text) being built."""

    number: str
    title: str
    section: str
    section_title: str
    line: int
    blocks: list[_Block] = field(default_factory=list)


def _sections(lines: Sequence[str]) -> dict[int, tuple[str, str]]:
    """The lines that open a section: line index -> (number, appendix letter or title; title).

    ``## N. Title`` opens section N when N follows the section before and the next ``###`` heading is
    ``N.1``; ``## Appendix X — ...`` opens appendix X; any other ``## Title`` with no number (the
    introduction) is a section named by its title.
    """
    found: dict[int, tuple[str, str]] = {}
    upcoming: dict[int, str] = {}
    following = ""
    for index in range(len(lines) - 1, -1, -1):
        match = _RULE_RE.match(lines[index].strip())
        if match is not None:
            following = match["number"]
        upcoming[index] = following
    current = 0
    for index, line in enumerate(lines):
        text = line.strip()
        numbered = _SECTION_RE.match(text)
        if numbered is not None:
            number = int(numbered["number"])
            if number == current + 1 and upcoming[index] == f"{number}.1" and not text.endswith("."):
                found[index] = (str(number), numbered["title"])
                current = number
            continue
        appendix = _APPENDIX_RE.match(text)
        if appendix is not None:
            found[index] = (appendix["letter"], appendix["title"])
            continue
        plain = _PLAIN_SECTION_RE.match(text)
        if plain is not None:
            found[index] = (plain["title"], plain["title"])
    return found


def parse(lines: Sequence[str], context: ParseContext) -> ParsedSource:
    """The rules of every section, each with its rebuilt paragraphs, steps and bullets; the rest as not rules."""
    width = _page_width(lines)
    following = _next_lines(lines)
    sections = _sections(lines)
    rules: list[_Rule] = []
    not_rules: list[NotARule] = []
    problems: list[Problem] = []
    current: _Rule | None = None
    section, section_title = "", ""
    block: _Block | None = None
    refused: int | None = None  # the line of a refused heading whose text the lines after it are

    def close_block() -> None:
        nonlocal block
        if block is not None and current is not None and block.words:
            current.blocks.append(block)
        block = None

    for index, raw in enumerate(lines):
        number = index + 1
        text = raw.strip()
        if not text:
            continue
        if index in sections:
            close_block()
            refused = None
            section, section_title = sections[index]
            current = _Rule(section, section_title, section, section_title, number)
            rules.append(current)
            continue
        rule = _RULE_RE.match(text)
        malformed = _malformed_heading(text, rule, section)
        if malformed:
            problems.append(Problem(context.path, number, malformed))
        if malformed and rule is None:
            close_block()
            not_rules.append(NotARule((number,), MALFORMED_REASON, text))
            refused = number
            continue
        if rule is not None and rule["number"].startswith(f"{section}."):
            close_block()
            refused = None
            previous = current.number if current is not None and current.section == section else section
            expected = f"{section}.{int(previous.split('.')[1]) + 1}" if previous != section else f"{section}.1"
            if rule["number"] != expected:
                after = previous if previous != section else f"the heading of {section}"
                problems.append(
                    Problem(
                        context.path,
                        number,
                        f"rule {rule['number']} follows {after}: the heading of {expected} is missing or malformed",
                    )
                )
            current = _Rule(rule["number"], rule["title"], section, section_title, number)
            rules.append(current)
            continue
        if rule is not None:  # a printed line that starts with a number (``0.33 instead.``) made a heading
            text = text.removeprefix("###").strip()
        if current is None:
            not_rules.append(NotARule((number,), _front_matter_reason(text), text))
            continue
        step = _STEP_RE.match(text)
        bullet = _BULLET_RE.match(text)
        if refused is not None and step is None and bullet is None:
            not_rules.append(NotARule((number,), REFUSED_TEXT_REASON.format(line=refused), text))
            continue
        refused = None
        if step is not None:
            close_block()
            block = _Block("step", [step["text"]], [number], step["number"])
        elif bullet is not None:
            close_block()
            block = _Block("bullet", [bullet["text"]], [number], "•")
        elif block is None:
            block = _Block("text", [text], [number])
        else:
            block.words.append(text)
            block.lines.append(number)
        if block is not None and _ends_block(block, text, following[index], width):
            close_block()
    close_block()
    built = tuple(_built(rule) for rule in rules)
    seen: dict[str, int] = {}
    for unit in built:
        if unit.number in seen:
            problems.append(
                Problem(context.path, unit.line, f"rule {unit.number} repeats the one on line {seen[unit.number]}")
            )
        seen.setdefault(unit.number, unit.line)
    return ParsedSource(
        context.source_id,
        context.path,
        tournament=built,
        not_rules=tuple(not_rules),
        problems=tuple(problems),
    )


def _malformed_heading(text: str, rule: re.Match[str] | None, section: str) -> str:
    """Why a line that looks like a rule heading of this section or the next is none, or ``""``.

    A heading that lost a space, or whose number is printed otherwise (`_malformed_number`), merges
    its rule into the one before; a rule ``N.1`` under section N-1 means the heading of section N was
    not read: both are reported at their line.
    """
    found = _MALFORMED_RE.match(text)
    if found is None:
        return _malformed_number(text, section)
    number = found["number"]
    head = number.split(".")[0]
    ours = head == section or (section.isdigit() and head.isdigit() and int(head) == int(section) + 1)
    if not ours:
        return ""
    if not found["space"]:
        return f"heading {text[:40]!r}: a space must follow its {found['hashes']!r}"
    if found["glued"] is not None:
        return f"heading {text[:40]!r}: its number {number} runs into its title ('{found['hashes']} {number} ...')"
    if rule is not None and head != section and number.endswith(".1"):
        return f"rule {number} comes before any heading of section {head}: is the line '## {head}. ...' malformed?"
    return _malformed_number(text, section)


def _malformed_number(text: str, section: str) -> str:
    """Why a heading's number is not printed as the document prints numbers, or ``""``.

    A rule heading of this section or the next (``### 9．6``, ``### ９.６``, ``### 9 6``) and any
    section or step heading (``## 9． ...``, ``## ２. ...``) must be printed with ASCII digits and a full
    stop (`_RULE_RE`, `_SECTION_RE`, `_STEP_RE`); otherwise it would be read as a line of the rule before.
    """
    rule = _RULE_LIKE_RE.match(text)
    if rule is not None and rule["lead"] in ("##", "###") and not _RULE_RE.match(text):
        head = str(int(rule["first"])) if rule["first"].isdigit() else rule["first"]  # ９ is 9
        if head == section or (section.isdigit() and head.isdigit() and int(head) == int(section) + 1):
            return (
                f"heading {text[:40]!r}: its number {rule['number']!r} is not a rule number "
                f"(a rule's heading is '### {head}.N Title': ASCII digits joined by a full stop, then a space)"
            )
    heading = _HEADING_LIKE_RE.match(text)
    if heading is not None and heading["lead"] == "##" and not _SECTION_RE.match(text):
        return (
            f"heading {text[:40]!r}: its number {heading['number'].strip()!r} is not a section's or a step's "
            "number ('## 9. Title': ASCII digits, a full stop, a space)"
        )
    return ""


def stated_date(lines: Sequence[str]) -> tuple[dt.date, int] | None:
    """The document's own date (``**Effective: February 27, 2026**`` near its top) and its line; None if absent."""
    for number, line in enumerate(lines[:_DATE_LINES], 1):
        found = _EFFECTIVE_RE.match(line.strip())
        if found is None:
            continue
        month = month_number(found["month"])
        try:
            return (dt.date(int(found["year"]), month, int(found["day"])), number) if month else None
        except ValueError:  # no such day (February 30)
            return None
    return None


def date_lines(lines: Sequence[str]) -> list[int]:
    """Every line that states the document's date (``**Effective: ...**``), anywhere in it: a document has one."""
    return [number for number, line in enumerate(lines, 1) if _EFFECTIVE_RE.match(line.strip())]


def _page_width(lines: Sequence[str]) -> int:
    """The width of a full printed line: the 90th percentile of the lines' lengths (a few run longer)."""
    lengths = sorted(len(line.strip()) for line in lines if line.strip())
    return lengths[int(len(lengths) * 0.9)] if lengths else 0


def _next_lines(lines: Sequence[str]) -> list[str]:
    """For each line, the next non-blank line's text (``""`` at the end)."""
    following = [""] * len(lines)
    upcoming = ""
    for index in range(len(lines) - 1, -1, -1):
        following[index] = upcoming
        if lines[index].strip():
            upcoming = lines[index].strip()
    return following


def _ends_block(block: _Block, text: str, following: str, width: int) -> bool:
    """True when a printed line ends its block.

    A line followed by one that starts in lower case runs on into it. Otherwise a paragraph's line
    ends it when it ends a sentence well short of the page's width; a step's or a bullet's line
    when it stops short of the width or ends a sentence (a bullet may end on a name:
    ``• Erayo, Soratami Ascendant``).
    """
    if following[:1].islower():
        return False
    short = len(text) < _FULL_LINE * width
    if block.kind == "text":
        return short and text.endswith(_ENDS_SENTENCE)
    return short or text.endswith(_ENDS_SENTENCE)


def _front_matter_reason(text: str) -> str:
    if text.startswith("# "):
        return "the extraction's title line"
    if text.startswith(">"):
        return "a note of the extraction (not in the document)"
    if text.startswith("**Source PDF"):
        return "the extraction's note of the PDF it was made from"
    if text.startswith("**Effective"):
        return "the document's date (read as its date)"
    if set(text) <= {"-", "*", "_"}:
        return "the extraction's rule between parts"
    return "text before the document's first section"


def _built(rule: _Rule) -> TournamentRule:
    blocks = tuple(TournamentBlock(b.kind, b.label, b.text, tuple(b.lines)) for b in rule.blocks)
    lines = (rule.line, *sorted({line for b in rule.blocks for line in b.lines}))
    return TournamentRule(rule.number, rule.title, rule.section, rule.section_title, blocks, lines)

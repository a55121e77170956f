"""Comprehensive Rules: whole official files and excerpts, read down to their 2HG sections.

The 2HG sections are found by their headings (``606. Two-Headed Giant Variant`` in the old
editions, ``805. Shared Team Turns Option`` and ``810. Two-Headed Giant Variant`` in the new
ones, their translations in the language profile), compared without case, spaces or punctuation
(``810. Two Headed Giant Variant`` is the same heading), and by number and content: a section
numbered as a 2HG section has been (`TWOHG_SECTIONS`) whose first rule names the variant or its
option is one, whatever its heading says. Its heading is kept as printed, so a retitled section
is a title change in the history, never a section that vanished. The rest of the book is
accounted for as not-a-rule runs, one per part of the book.

A 2HG section holds at most `MAX_RULES_PER_SECTION` rules; past that the file is reported and
the rest of the section is not read (`twohg.ingest.dropin` guards editions against each other).

An excerpt may be cut into parts, each opened by a line ``# --- part: NAME ---`` that the
project's copy adds (the official Japanese translation's excerpt: header, 805, 810, glossary,
closing). The markers are never text: each is accounted for as not a rule, with that reason. A
part named by a section number holds that section; the ``glossary`` part holds glossary entries,
read as `GlossaryEntry` units in the language's format (term, reading, English term, then the
definition); ``header`` and ``closing`` hold no rules, except that the lines stating the text's
date are named as such (`twohg.ingest.archive.date_statements` reads and checks them).

A number printed otherwise than the official files print it (``810．9a``, ``810 9a``, ``８１０．９ａ``,
``810．「双頭巨人戦」変種ルール``: `malformed_number`, `malformed_heading`) is reported at its line, and the
lines it starts are set aside, never read into the rule before. ``810. 9a`` is read: the old
editions print ``606. 8b`` (`twohg.rulenumber.LEADING_NUMBER_RE`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field

from twohg.citing import cited_numbers
from twohg.ingest.archive import date_statements
from twohg.ingest.markup import squeeze, strip_markdown
from twohg.ingest.parsers import ParseContext
from twohg.ingest.units import Example, GlossaryEntry, NotARule, ParsedSource, Rule
from twohg.problems import Problem
from twohg.profiles import LanguageProfile
from twohg.rulenumber import LEADING_NUMBER_RE, RuleNumber, number_like

#: A section heading: ``606. Two-Headed Giant Variant`` or ``## 810. Variante ...``. The title
#: may not start with a digit, which tells ``606. 8b Players win...`` (a rule) from a heading.
SECTION_HEADING_RE = re.compile(r"^\s*(?:#{1,6}\s*)?(?P<section>[0-9]{3})\.\s+(?P<title>[^\d\s](?:.*\S)?)\s*$")
#: A part heading of the book, such as ``8. Multiplayer Rules``.
PART_HEADING_RE = re.compile(r"^\s*(?:#{1,6}\s*)?(?P<part>\d)\.\s+(?P<title>[^\d\s](?:.*\S)?)\s*$")
_BOOK_HEADINGS = {"introduction", "contents", "glossary", "credits"}
_FINAL_PUNCTUATION = tuple(".!?:;)]»”\"'。」』）")


def ends_sentence(text: str) -> bool:
    """True when a paragraph ends as a sentence does, so the next one is not its second half."""
    return text.rstrip().endswith(_FINAL_PUNCTUATION)


#: The start of a line that looks like a rule number of some section (``810.4``, ``810.11a1``,
#: ``•810.4``, ``810.011c``, ``810,8a`` with a comma for its full stop, ``810．9a`` with the full-width one a
#: Japanese input method types, ``810。9a``, ``810・9a``, ``810 9a``, ``８１０．９ａ``; any of
#: `twohg.rulenumber.NUMBER_STOPS`): inside a 2HG section, such a line must be a rule, or it is reported.
_NUMBER_LIKE_RE = number_like(r"\d{3}", r"\d+\S*")
#: The start of a line that looks like a section heading (``810．「双頭巨人戦」変種ルール``, ``810 Two-Headed
#: Giant Variant``, ``８１０. Variante ...``): a number, a separator, a title that does not start with a digit.
_HEADING_LIKE_RE = number_like(r"\d{3}", r"(?P<title>[^\d\s](?:.*\S)?)\s*$")
MALFORMED_REASON = "starts with a malformed number (reported at this line): not read into the rule before"
"""Why a line that starts with a malformed rule or section number is set aside, not read as text."""
REFUSED_TEXT_REASON = "text of the rule whose number is refused on line {line}: not read into the rule before"
"""Why the examples and paragraphs after a refused number are set aside with it."""


def malformed_number(text: str, sections: Collection[int]) -> str | None:
    """Why a line of one of ``sections``' text that is not a rule looks like one: a malformed number; None otherwise.

    ``810.11a1``, ``810.11aa``, ``810.11B``, ``810．9a`` or a number behind a stray mark would otherwise be
    read as the second half of the rule before, and the rule would seem to vanish from its edition.
    """
    match = _NUMBER_LIKE_RE.match(text.strip())
    if match is None or int(match["first"]) not in sections:
        return None
    printed = match["number"].rstrip(".,:;")
    if match.start("number") > 0:
        return f"the line starts with {match.group()[: match.start('number')].strip()!r} before rule number {printed}"
    return f"{printed!r} is not a rule number (a section, a rule of 1-3 digits and one lower-case letter: 810.11a)"


def malformed_heading(text: str, profile: LanguageProfile) -> str | None:
    """Why a line that is not a section heading looks like the heading of a 2HG section; None otherwise.

    A 2HG section's title (`is_twohg_title`) behind a number printed otherwise than ``810.`` and a
    space (``810．「双頭巨人戦」変種ルール``, ``810 Two-Headed Giant Variant``, ``８１０. ...``) would leave the
    section unfound, its rules read into the section before or lost with the rest of the book.
    """
    if SECTION_HEADING_RE.match(text):
        return None
    match = _HEADING_LIKE_RE.match(text.strip())
    if match is None or match["lead"].strip("#") or not is_twohg_title(match["title"], profile):
        return None
    printed = match["number"][: match.start("title") - match.start("number")].strip()
    return (
        f"{printed!r} is not a section heading's number (three digits, a full stop and a space: "
        f"'{int(match['first'])}. {match['title']}')"
    )


def number_problem(printed: str, number: RuleNumber) -> str | None:
    """What is wrong with a rule number that parses but is not printed as rule numbers are (``810.011c``, ``810.0``)."""
    rule = re.sub(r"^\d{3}\.\s?", "", printed).rstrip(".")
    if number.rule == 0 or (len(rule) > 1 and rule.startswith("0")):
        return f"{printed!r} is not a rule number: rules are numbered from 1, without leading zeros"
    return None


def rule_line(text: str) -> tuple[str, RuleNumber, str] | None:
    """Split a line that starts with a rule (not section) number into (printed, number, rest)."""
    match = LEADING_NUMBER_RE.match(text.strip())
    if not match or match["rule"] is None:
        return None
    number = RuleNumber.try_parse(match["printed"])
    if number is None:
        return None
    return match["printed"], number, text.strip()[match.end() :].strip()


@dataclass
class _Draft:
    """A rule being read: mutable until `freeze`."""

    number: RuleNumber
    printed: str
    excerpt: str
    paragraphs: list[str]
    lines: list[int]
    is_heading: bool = False
    examples: list[tuple[str, str, list[int]]] = field(default_factory=list)

    def freeze(self) -> Rule:
        return Rule(
            number=self.number,
            printed=self.printed,
            paragraphs=tuple(self.paragraphs),
            examples=tuple(Example(text, tuple(lines), marker) for marker, text, lines in self.examples),
            lines=tuple(sorted(set(self.lines))),
            excerpt=self.excerpt,
            is_heading=self.is_heading,
        )


class RuleReader:
    """Reads numbered rules, examples and continuation paragraphs, one line at a time."""

    def __init__(self, profile: LanguageProfile, markdown: bool) -> None:
        """Start with no rule read."""
        self.profile = profile
        self.markdown = markdown
        self.rules: list[_Draft] = []
        self._last_was_example = False

    def clean(self, text: str) -> str:
        """The line's text with markup removed (Markdown sources) and spaces squeezed."""
        return strip_markdown(text) if self.markdown else squeeze(text)

    def heading(self, line: int, section: int, printed: str, title: str, excerpt: str) -> None:
        """Start a section heading."""
        self.rules.append(_Draft(RuleNumber(section), printed, excerpt, [self.clean(title)], [line], is_heading=True))
        self._last_was_example = False

    def rule(self, line: int, printed: str, number: RuleNumber, rest: str, excerpt: str) -> None:
        """Start a numbered rule."""
        self.rules.append(_Draft(number, printed, excerpt, [self.clean(rest)], [line]))
        self._last_was_example = False

    def other(self, line: int, text: str) -> bool:
        """Attach an example or continuation line to the current rule; False when there is none."""
        if not self.rules:
            return False
        current = self.rules[-1]
        cleaned = self.clean(text)
        example = self.profile.example_re.match(cleaned)
        if example:
            current.examples.append((example["marker"], cleaned[example.end() :].strip(), [line]))
            self._last_was_example = True
        elif self._last_was_example and not ends_sentence(current.examples[-1][1]):
            marker, previous, lines = current.examples[-1]
            current.examples[-1] = (marker, f"{previous} {cleaned}", [*lines, line])
        elif not current.examples and not ends_sentence(current.paragraphs[-1]):
            current.paragraphs[-1] = f"{current.paragraphs[-1]} {cleaned}"
        else:
            current.paragraphs.append(cleaned)
            self._last_was_example = False
        current.lines.append(line)
        return True

    def freeze(self) -> tuple[Rule, ...]:
        """The rules read so far."""
        return tuple(draft.freeze() for draft in self.rules)


def numbering_problems(rules: Iterable[Rule], path: str) -> list[Problem]:
    """Rule numbers that repeat or go backwards within one excerpt and section."""
    problems: list[Problem] = []
    last: dict[tuple[str, int], Rule] = {}
    for rule in rules:
        key = (rule.excerpt, rule.number.section)
        previous = last.get(key)
        if previous is not None:
            if rule.number == previous.number:
                problems.append(
                    Problem(path, rule.line, f"rule number {rule.number} repeats (first on line {previous.line})")
                )
            elif rule.number < previous.number:
                problems.append(
                    Problem(
                        path,
                        rule.line,
                        f"rule number {rule.number} goes backwards after {previous.number} (line {previous.line})",
                    )
                )
        if previous is None or rule.number > previous.number:
            last[key] = rule
    return problems


def rules_source(
    reader: RuleReader,
    context: ParseContext,
    not_rules: Iterable[NotARule],
    problems: Iterable[Problem],
    glossary: Iterable[GlossaryEntry] = (),
) -> ParsedSource:
    """A parsed source of rules: the reader's rules, their numbering checked, the lines that are not rules."""
    rules = reader.freeze()
    numbering = numbering_problems((r for r in rules if not r.is_heading), context.path)
    return ParsedSource(
        source_id=context.source_id,
        file=context.path,
        rules=rules,
        not_rules=tuple(not_rules),
        glossary=tuple(glossary),
        problems=(*problems, *numbering),
    )


TWOHG_SECTIONS = frozenset({606, 805, 806, 810})
"""The numbers the 2HG sections have had: 606 until 2009, 806 until 2010, 805 and 810 since."""

MAX_RULES_PER_SECTION = 300
"""The most rules a 2HG section may hold: a real one has about 60 (35 to 43 in the archive)."""


_NOT_ALPHANUMERIC_RE = re.compile(r"[\W_]+")


def _folded(text: str) -> str:
    """Letters and digits only, case-folded (markup goes with the punctuation).

    ``Two Headed Giant Variant``, ``**Two-Headed Giant Variant**`` and ``two-headed giant variant``
    fold alike.
    """
    return _NOT_ALPHANUMERIC_RE.sub("", text.casefold())


@functools.cache
def _folded_all(texts: tuple[str, ...]) -> frozenset[str]:
    return frozenset(_folded(text) for text in texts)


def is_twohg_title(title: str, profile: LanguageProfile) -> bool:
    """True when a section title is one of the language's 2HG section titles (see `_folded`)."""
    return _folded(title) in _folded_all(profile.twohg_section_titles)


def names_the_variant(text: str, profile: LanguageProfile) -> bool:
    """True when a rule's text names the 2HG variant or its option (``Two-Headed Giant``, ``shared team turns``).

    As `_folded` compares: case, spaces and punctuation aside (``Two Headed Giant`` names it too).
    """
    return _variant_re(profile.twohg_names).search(text.casefold()) is not None


@functools.cache
def _variant_re(names: tuple[str, ...]) -> re.Pattern[str]:
    """A pattern finding any of ``names``, in lower case, with anything but letters and digits between their words."""
    gap = r"[\W_]*"
    words = [_WORDS_RE.findall(name.casefold()) for name in names]
    return re.compile("|".join(gap.join(map(re.escape, found)) for found in words if found))


_WORDS_RE = re.compile(r"[^\W_]+")


def _next_nonblank(lines: Sequence[str], index: int) -> int | None:
    for later in range(index + 1, len(lines)):
        if lines[later].strip():
            return later
    return None


def find_sections(lines: Sequence[str], profile: LanguageProfile) -> list[tuple[int, int, int]]:
    """The 2HG sections as (section number, first index, end index), body headings only.

    A heading counts when the next non-blank line is a rule of that section; a table of
    contents entry, followed by another heading, does not. A 2HG heading followed by a malformed
    number of its section (``810．1``) counts too: the rules reader reports that line.
    """
    sections: list[tuple[int, int, int]] = []
    for index, text in enumerate(lines):
        match = SECTION_HEADING_RE.match(text)
        if not match:
            continue
        number = int(match["section"])
        if not is_twohg_title(match["title"], profile) and number not in TWOHG_SECTIONS:
            continue
        following = _next_nonblank(lines, index)
        first = strip_markdown(lines[following]) if following is not None else ""
        parsed = rule_line(first)
        if parsed is None or parsed[1].section != number:
            if not (is_twohg_title(match["title"], profile) and malformed_number(first, (number,))):
                continue
        elif not is_twohg_title(match["title"], profile) and not names_the_variant(parsed[2], profile):
            continue
        end = len(lines)
        for later in range(index + 1, len(lines)):
            text_later = lines[later].strip()
            if (
                SECTION_HEADING_RE.match(lines[later])
                or PART_HEADING_RE.match(lines[later])
                or text_later.casefold() in _BOOK_HEADINGS
                or PART_MARKER_RE.match(lines[later])
            ):
                end = later
                break
        sections.append((int(match["section"]), index, end))
    return sections


_GLOSSARY = "glossary: definitions, not numbered rules"
_LONGEST_WORD_HEADING = len("introduction")
#: What every section or part heading starts with ("810. ", "8. "): a cheap test before the full patterns.
_HEADING_START_RE = re.compile(r"\s*(?:#{1,6}\s*)?\d{1,3}\.\s+[^\d\s]")


def _outside_label(text: str, state: str) -> str | None:
    """The reason label a heading line starts, or None when the line starts nothing."""
    stripped = text.strip()
    if len(stripped) > _LONGEST_WORD_HEADING and not _HEADING_START_RE.match(text):
        return None  # neither "Glossary", "Credits" nor "Introduction", nor a numbered heading
    folded = stripped.casefold()
    if folded == "glossary":
        return _GLOSSARY
    if folded == "credits":
        return "credits: not rules"
    if state == _GLOSSARY:
        return None
    if folded == "introduction" and state == "front matter":
        return "front matter: introduction, not rules"
    section = SECTION_HEADING_RE.match(text)
    if section:
        return f"rule {section['section']} “{section['title']}”: not a Two-Headed Giant section"
    part = PART_HEADING_RE.match(text)
    if part:
        return f"part {part['part']} “{part['title']}” heading: not a Two-Headed Giant section"
    return None


def outside_runs(lines: Sequence[str], inside: set[int]) -> list[NotARule]:
    """Account for every non-blank line outside the 2HG sections, one run per part of the book."""
    runs: list[NotARule] = []
    label = "front matter: title and date of the document, not rules"
    current: list[int] = []
    contents_first: str | None = None
    contents_seen_at: int | None = None
    in_contents = False

    def close() -> None:
        if current:
            first = squeeze(lines[current[0] - 1])
            runs.append(NotARule(tuple(current), label, first[:160]))
            current.clear()

    for index, text in enumerate(lines):
        if index in inside or not text.strip():
            continue
        stripped = text.strip()
        new_label: str | None
        if contents_first is None and stripped.casefold() == "contents":
            following = _next_nonblank(lines, index)
            contents_first = lines[following].strip() if following is not None else ""
            in_contents = True
            new_label = "table of contents: headings only, the rules follow in the body"
        elif in_contents and stripped != contents_first:
            new_label = None
        elif in_contents and contents_seen_at is None:
            contents_seen_at = index  # the contents' own first entry
            new_label = None
        elif in_contents:
            in_contents = False
            new_label = _outside_label(text, label)
        else:
            new_label = None if in_contents else _outside_label(text, label)
        if new_label is not None and new_label != label:
            close()
            label = new_label
        current.append(index + 1)
    close()
    return runs


# --- parts of an excerpt ----------------------------------------------------------------------

#: The line the project's copy of an excerpt adds to open each part (``# --- part: 805 ---``).
PART_MARKER_RE = re.compile(r"^\s*#\s*-{3}\s*part:\s*(?P<name>[^\s-]\S*?)\s*-{3}\s*$")
PART_MARKER_REASON = "part marker added by the project's copy of the text (not in the source): not a rule"
"""Why a part marker is not a rule: it is not even the source's text."""
GLOSSARY_PART = "glossary"
"""The part that holds glossary entries."""
PART_REASONS = {
    "header": "header (copyright, where the authoritative English text is, who translated it, the title): not a rule",
    "closing": "closing credits and trademarks: not rules",
}
"""What the other named parts hold: why their lines are not rules."""
DATE_REASON = "date statement: it dates the text ({date}), read and checked against the catalogue; not a rule"
"""Why a line of the header or closing that states the text's date is not a rule."""
_SECTION_PART_RE = re.compile(r"^\d{3}$")


def part_markers(lines: Sequence[str]) -> list[tuple[int, str]]:
    """The part markers of an excerpt as (index, name), in order; empty for a text without parts."""
    return [(index, match["name"]) for index, text in enumerate(lines) if (match := PART_MARKER_RE.match(text))]


def _reason_runs(lines: Sequence[str], indexes: Iterable[int], reasons: dict[int, str]) -> list[NotARule]:
    """Consecutive non-blank lines with the same reason as one not-a-rule record each."""
    runs: list[NotARule] = []
    current: list[int] = []
    label = ""

    def close() -> None:
        if current:
            runs.append(NotARule(tuple(n + 1 for n in current), label, squeeze(lines[current[0]])[:160]))
            current.clear()

    for index in indexes:
        if not lines[index].strip():
            continue
        if reasons[index] != label or (
            current and index != current[-1] + 1 and not _blank_between(lines, current[-1], index)
        ):
            close()
            label = reasons[index]
        current.append(index)
    close()
    return runs


def _blank_between(lines: Sequence[str], first: int, last: int) -> bool:
    return all(not lines[k].strip() for k in range(first + 1, last))


def read_glossary(
    lines: Sequence[str], indexes: Sequence[int], context: ParseContext
) -> tuple[list[GlossaryEntry], list[Problem]]:
    """The glossary entries of a glossary part: a term line (`LanguageProfile.glossary_term_re`), then its definition.

    A definition starts with a space (the full-width space of Japanese text) or the obsolete mark;
    further such lines continue it. Any other line is reported.
    """
    term_re, obsolete_re = context.profile.glossary_term_re, context.profile.obsolete_re
    problems: list[Problem] = []
    if term_re is None:
        first = next((i for i in indexes if lines[i].strip()), None)
        if first is not None:
            problems.append(
                Problem(context.path, first + 1, f"no glossary format is known for language {context.profile.code!r}")
            )
        return [], problems
    drafts: list[tuple[re.Match[str], int, list[str], list[int]]] = []
    for index in indexes:
        raw = lines[index]
        if not raw.strip():
            continue
        term = term_re.match(raw.strip())
        opens_definition = raw[0].isspace() or (obsolete_re is not None and obsolete_re.match(raw) is not None)
        if term is not None and not raw[0].isspace():
            drafts.append((term, index, [], []))
        elif opens_definition and drafts:
            drafts[-1][2].append(squeeze(raw))
            drafts[-1][3].append(index)
        else:
            problems.append(
                Problem(
                    context.path,
                    index + 1,
                    "neither a glossary term (term（reading）／English Term) nor its definition (after a space): "
                    f"{squeeze(raw)[:60]!r}",
                )
            )
    entries: list[GlossaryEntry] = []
    for term, index, paragraphs, definition_lines in drafts:
        if not paragraphs:
            problems.append(Problem(context.path, index + 1, f"glossary term {term['term']!r} has no definition"))
            continue
        mark = obsolete_re.match(paragraphs[0]) if obsolete_re is not None else None
        if mark is not None:
            paragraphs[0] = paragraphs[0][mark.end() :]
        definition = "\n\n".join(paragraphs)
        entries.append(
            GlossaryEntry(
                term=term["term"].strip(),
                reading=term["reading"].strip(),
                english=term["english"].strip(),
                definition=definition,
                cites=cited_numbers(definition, context.profile.code),
                obsolete=mark is not None,
                lines=(index + 1, *(n + 1 for n in definition_lines)),
            )
        )
    return entries, problems


def read_parts(
    lines: Sequence[str],
    markers: Sequence[tuple[int, str]],
    inside: set[int],
    sections: Sequence[int],
    context: ParseContext,
) -> tuple[list[NotARule], list[GlossaryEntry], list[Problem]]:
    """Every line of an excerpt cut into parts that no section claimed: markers, glossary, header, closing."""
    problems: list[Problem] = []
    reasons: dict[int, str] = {}
    glossary: list[GlossaryEntry] = []
    dates = {line - 1: date for date, line in date_statements(lines, context.profile.code)}
    before = [i for i in range(markers[0][0]) if lines[i].strip()]
    for index in before:
        reasons[index] = "before the first part marker: not a rule"
    if before:
        problems.append(
            Problem(context.path, before[0] + 1, "text before the first part marker (# --- part: NAME ---)")
        )
    seen: dict[str, int] = {}
    for position, (start, name) in enumerate(markers):
        end = markers[position + 1][0] if position + 1 < len(markers) else len(lines)
        reasons[start] = PART_MARKER_REASON
        if name in seen:
            problems.append(
                Problem(context.path, start + 1, f"part {name!r} appears again (first on line {seen[name]})")
            )
        seen.setdefault(name, start + 1)
        rest = [i for i in range(start + 1, end) if i not in inside]
        if name == GLOSSARY_PART:
            found, glossary_problems = read_glossary(lines, rest, context)
            glossary.extend(found)
            problems.extend(glossary_problems)
            claimed = {n - 1 for entry in found for n in entry.lines}
            for index in rest:
                reasons[index] = "glossary" if index in claimed else "in the glossary part, not a glossary entry"
            continue
        if _SECTION_PART_RE.match(name):
            if int(name) not in sections:
                problems.append(
                    Problem(
                        context.path,
                        start + 1,
                        f"part {name} holds no section {name}: its heading ({name}. <title>) followed by rule {name}.1",
                    )
                )
            for index in rest:
                if lines[index].strip():
                    reasons[index] = f"in part {name}, outside section {name}'s rules: not a rule"
                    problems.append(
                        Problem(context.path, index + 1, f"line in part {name} outside its section's rules")
                    )
            continue
        reason = PART_REASONS.get(name)
        if reason is None:
            known = ", ".join([*PART_REASONS, GLOSSARY_PART, "or a section number (805)"])
            problems.append(Problem(context.path, start + 1, f"unknown part {name!r} (known: {known})"))
            reason = f"in the unknown part {name!r}: not a rule"
        for index in rest:
            reasons[index] = DATE_REASON.format(date=dates[index].isoformat()) if index in dates else reason
    glossary_lines = {n - 1 for entry in glossary for n in entry.lines}
    records = _reason_runs(lines, sorted(i for i in reasons if i not in glossary_lines), reasons)
    return records, glossary, problems


def parse(lines: Sequence[str], context: ParseContext) -> ParsedSource:
    """Parse the 2HG sections of a Comprehensive Rules file or excerpt."""
    markdown = context.path.endswith(".md")
    reader = RuleReader(context.profile, markdown)
    problems: list[Problem] = []
    set_aside: list[NotARule] = []
    inside: set[int] = set()
    sections = find_sections(lines, context.profile)
    if not sections:
        problems.append(
            Problem(
                context.path,
                1,
                "no Two-Headed Giant section found (looked for headings: "
                + ", ".join(context.profile.twohg_section_titles)
                + ")",
            )
        )
    seen: dict[int, int] = {}
    for section, start, end in sections:
        if section in seen:
            problems.append(
                Problem(context.path, start + 1, f"section {section} appears again (first on line {seen[section]})")
            )
            continue
        seen[section] = start + 1
        heading = SECTION_HEADING_RE.match(lines[start])
        assert heading is not None
        excerpt = str(section)
        reader.heading(start + 1, section, f"{section}.", heading["title"], excerpt)
        inside.add(start)
        count = 0
        refused: int | None = None  # the line of a refused number whose text the lines after it are
        for index in range(start + 1, end):
            text = lines[index]
            if not text.strip():
                continue
            inside.add(index)
            cleaned = reader.clean(text) if markdown else text
            parsed = rule_line(cleaned)
            if parsed is not None and count == MAX_RULES_PER_SECTION:
                problems.append(
                    Problem(
                        context.path,
                        index + 1,
                        f"section {section} has more than {MAX_RULES_PER_SECTION} rules (a real 2HG section has "
                        "about 60): not a rulebook this site publishes; the rest of the section is not read",
                    )
                )
                inside.update(range(index, end))
                break
            if parsed is not None:
                count += 1
                refused = None
                printed, number, rest = parsed
                if number.section != section:
                    problems.append(
                        Problem(context.path, index + 1, f"rule {number} is inside section {section}'s text")
                    )
                wrong = number_problem(printed, number)
                if wrong is not None:
                    problems.append(Problem(context.path, index + 1, wrong))
                reader.rule(index + 1, printed, number, rest, excerpt)
            else:
                wrong = malformed_number(cleaned, (section,)) or malformed_heading(cleaned, context.profile)
                if wrong is not None:
                    problems.append(Problem(context.path, index + 1, f"{wrong}: it would join the rule before"))
                    set_aside.append(NotARule((index + 1,), MALFORMED_REASON, squeeze(cleaned)[:160]))
                    refused = index + 1
                elif refused is not None:
                    reason = REFUSED_TEXT_REASON.format(line=refused)
                    set_aside.append(NotARule((index + 1,), reason, squeeze(cleaned)[:160]))
                else:
                    reader.other(index + 1, text)
    problems.extend(_malformed_headings(lines, inside, context))
    markers = part_markers(lines)
    if not markers:
        return rules_source(reader, context, [*outside_runs(lines, inside), *set_aside], problems)
    not_rules, glossary, part_problems = read_parts(lines, markers, inside, list(seen), context)
    return rules_source(reader, context, [*not_rules, *set_aside], [*problems, *part_problems], glossary)


def _malformed_headings(lines: Sequence[str], inside: set[int], context: ParseContext) -> list[Problem]:
    """A problem for each line outside the sections read that looks like a 2HG heading (`malformed_heading`)."""
    markdown = context.path.endswith(".md")
    problems: list[Problem] = []
    for index, text in enumerate(lines):
        if index in inside or not _DIGIT_START_RE.match(text):
            continue
        wrong = malformed_heading(strip_markdown(text) if markdown else text, context.profile)
        if wrong is not None:
            problems.append(Problem(context.path, index + 1, f"{wrong}: the section would not be read"))
    return problems


#: A line whose first letter or digit is a digit: the cheap test before `malformed_heading`.
_DIGIT_START_RE = re.compile(r"^[^\w]*\d")

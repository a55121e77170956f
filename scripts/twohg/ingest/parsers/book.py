"""A whole rulebook read outside its Two-Headed Giant sections: the rules the site cites and the glossary.

The graph reads each edition's other rules (`twohg.graph.outside`: section 800, every rule the 2HG rules, the
tournament rules and the FAQ answers cite) and its glossary entries for the variant's terms
(`twohg.graph.glossary`) with these, using the rulebook parser's own patterns (`comprehensive`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from twohg.citing import cited_numbers
from twohg.ingest.markup import squeeze
from twohg.ingest.parsers.comprehensive import PART_HEADING_RE, RuleReader
from twohg.ingest.units import GlossaryEntry, Rule
from twohg.profiles import LanguageProfile
from twohg.rulenumber import LEADING_NUMBER_RE, RuleNumber

#: Where a rulebook's body ends: its glossary and credits hold no numbered rules.
_BODY_ENDS = frozenset({"glossary", "credits"})


_LONGEST_BODY_END = len("glossary") + 8


def book_rules(
    lines: Sequence[str],
    profile: LanguageProfile,
    keep: Callable[[RuleNumber, str], bool],
    memo: dict[str, tuple[RuleNumber, str, str, bool] | None] | None = None,
) -> tuple[Rule, ...]:
    """The rules of a whole rulebook's body that ``keep`` (number, first line's text) keeps, with their examples.

    The body runs from the first numbered rule (the table of contents before it lists headings
    only) to the glossary. A section heading starts a rule when ``keep`` keeps its number; a part
    heading (``8. Multiplayer Rules``) ends the rule before it. Lines of rules not kept are skipped.
    Each rule's excerpt is its section, as in `parse`. ``memo`` keeps what each line that starts
    with a digit said (its number, as printed, the rest, kept or not) for the next rulebook read
    with the same ``keep``: editions repeat most of their lines.
    """
    reader = RuleReader(profile, markdown=False)
    seen: dict[str, tuple[RuleNumber, str, str, bool] | None] = memo if memo is not None else {}
    start = next((i for i, text in enumerate(lines) if _BODY_RULE_RE.match(text)), len(lines))
    start = max(0, start - 2)  # the section heading just before the first rule
    keeping = False
    for index in range(start, len(lines)):
        text = lines[index]
        if not text or (text[0].isspace() and not (text := text.strip())):
            continue
        if not text[0].isdigit():
            if keeping:
                reader.other(index + 1, text)
            elif len(text) < _LONGEST_BODY_END and text.strip().casefold() in _BODY_ENDS:
                break
            continue
        if text in seen:
            found = seen[text]
        else:
            found = seen[text] = _book_line(text, keep)
        if found is None:
            if PART_HEADING_RE.match(text):
                keeping = False
            elif keeping:
                reader.other(index + 1, text)
            continue
        number, printed, rest, keeping = found
        if not keeping:
            continue
        if number.is_section:
            reader.heading(index + 1, number.section, printed, rest, str(number.section))
        else:
            reader.rule(index + 1, printed, number, rest, str(number.section))
    return reader.freeze()


def _book_line(text: str, keep: Callable[[RuleNumber, str], bool]) -> tuple[RuleNumber, str, str, bool] | None:
    """A line that starts a rule or section: its number, the number as printed, the rest, and whether it is kept."""
    match = LEADING_NUMBER_RE.match(text)
    if match is None:
        return None
    rule = match["rule"]
    number = RuleNumber(int(match["section"]), int(rule) if rule else None, match["letter"] or "")
    rest = text[match.end() :].strip()
    return number, match["printed"], rest, keep(number, rest)


#: An English glossary term no longer used by the rules: ``Bury (Obsolete)``.
_OBSOLETE_TERM_RE = re.compile(r"\s*\(obsolete\)\s*$", re.IGNORECASE)


def book_glossary(lines: Sequence[str], keep: Callable[[str, str], bool]) -> tuple[GlossaryEntry, ...]:
    """The entries of a whole English rulebook's glossary that ``keep`` (term, definition) keeps.

    The glossary is the part after the last ``Glossary`` line before the last ``Credits`` line (the
    first of each is the table of contents): blocks separated by blank lines, a term on the first
    line (``Bury (Obsolete)`` marks an obsolete one), its definition on the lines after it.
    """
    folded = [text.strip().casefold() for text in lines]
    end = max((i for i, text in enumerate(folded) if text == "credits"), default=len(lines))
    start = max((i for i, text in enumerate(folded[:end]) if text == "glossary"), default=None)
    if start is None:
        return ()
    entries: list[GlossaryEntry] = []
    block: list[int] = []
    for index in [*range(start + 1, end), None]:
        if index is not None and lines[index].strip():
            block.append(index)
            continue
        if len(block) >= 2:
            raw = squeeze(lines[block[0]])
            term = _OBSOLETE_TERM_RE.sub("", raw)
            definition = "\n\n".join(squeeze(lines[i]) for i in block[1:])
            if keep(term, definition):
                entries.append(
                    GlossaryEntry(
                        term=term,
                        reading="",
                        english=term,
                        definition=definition,
                        cites=cited_numbers(definition, "en"),
                        obsolete=term != raw,
                        lines=tuple(i + 1 for i in block),
                    )
                )
        block = []
    return tuple(entries)


#: A numbered rule (not a heading) at the start of a line: where a rulebook's body begins.
_BODY_RULE_RE = re.compile(r"^\s*\d{3}\.\d{1,3}[a-z]?\.?\s")

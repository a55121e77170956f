"""The one finder of cited rule numbers in a line of text ("see rule 103.4", "Ver la regla 805", "rule 810 参照").

Phrases are found with each language profile's ``citation_re``; post text may also be searched for
bare dotted rule numbers, as in "606.6e doesn't exist in the current MTG Comprehensive Rules". It
sits below the ingest and graph phases: the parsers read the numbers a glossary definition cites
with it, the graph's ``cites`` links and the pages' links to rule pages read numbers through it
(`twohg.graph.citations` builds the graph's citations on it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from twohg.profiles import profile
from twohg.rulenumber import RuleNumber
from twohg.text import fold_widths

#: A bare rule number in post text: ``606.6e``, ``810.7C`` (sections alone are too ambiguous to take bare;
#: a number glued to a word, ``810.7cool``, is not one). Numbers are ASCII digits (full-width ones are
#: folded first), in Python as in the page: Arabic-Indic or mathematical digits are no rule number.
BARE_RE = re.compile(r"(?<![0-9.])[0-9]{3}\.[0-9]{1,3}[a-zA-Z]?(?![0-9a-zA-Z])")
#: One number inside a citing phrase's ``numbers`` group.
ONE_NUMBER_RE = re.compile(r"[0-9]{3}(?:[.\uff0e][0-9]{1,3}[a-z]?)?(?![0-9])", re.IGNORECASE)


def _parse_number(printed: str) -> RuleNumber | None:
    return RuleNumber.try_parse(printed.lower())


@dataclass(frozen=True)
class NumberSpan:
    """Where one cited rule number is printed in a line: its offsets, and the phrase around it."""

    start: int
    """Offset of the number's first character."""
    end: int
    """Offset just after the number."""
    number: RuleNumber
    """The number cited."""
    phrase: str
    """The whole citing phrase as printed, or the bare number."""
    bare: bool
    """True for a bare number in post text, not inside a citing phrase."""


def number_spans(text: str, language: str, bare_numbers: bool = False) -> tuple[NumberSpan, ...]:
    """Every rule number cited in one line of text (phrases first, then bare numbers if ``bare_numbers``)."""
    folded = fold_widths(text)  # one character for one: the offsets are those of the line as printed
    found: list[NumberSpan] = []
    covered: list[tuple[int, int]] = []
    for match in profile(language).citation_re.finditer(folded):
        covered.append(match.span())
        phrase = text[match.start() : match.end()].strip()
        offset = match.start("numbers")
        for printed in ONE_NUMBER_RE.finditer(match["numbers"]):
            number = _parse_number(printed.group())
            if number is not None:
                found.append(NumberSpan(offset + printed.start(), offset + printed.end(), number, phrase, False))
    if bare_numbers:
        for match in BARE_RE.finditer(folded):
            if any(start <= match.start() < end for start, end in covered):
                continue
            number = _parse_number(match.group())
            if number is not None:
                found.append(NumberSpan(match.start(), match.end(), number, text[match.start() : match.end()], True))
    return tuple(found)


def cited_numbers(text: str, language: str) -> tuple[RuleNumber, ...]:
    """The rule numbers a text cites ("see rule 103.4", "Ver la regla 805", "rule 810 参照"), each once, in order."""
    return tuple(dict.fromkeys(span.number for span in number_spans(text, language)))


def browser_patterns(language: str) -> dict[str, str]:
    """The patterns `number_spans` uses, as JavaScript regular expressions (the autolinker page runs them).

    Each is ``{"source": ..., "flags": ...}`` flattened as ``<name>`` and ``<name>_flags``; Python's
    ``(?P<name>`` becomes ``(?<name>``, the rest of the syntax used here is the same in both.
    """
    citation = profile(language).citation_re
    patterns = {
        "citation": (citation.pattern, "gi" if citation.flags & re.IGNORECASE else "g"),
        "number": (ONE_NUMBER_RE.pattern, "gi"),
        "bare": (BARE_RE.pattern, "g"),
    }
    out: dict[str, str] = {}
    for name, (source, flags) in patterns.items():
        out[name] = source.replace("(?P<", "(?<")
        out[f"{name}_flags"] = flags
    return out

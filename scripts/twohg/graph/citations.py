"""The citations stage: every rule number a text cites ("see rule 103.4", "Ver la regla 805") as a ``cites`` link.

Numbers are found by the one finder, `twohg.citing.number_spans` (each language profile's
``citation_re``); post text (forum lines, FAQ and summary lines outside any entry) is also
searched for bare dotted rule numbers, as in "606.6e doesn't exist in the current MTG
Comprehensive Rules". Each citation is reported at the line it is printed on.

A cited number is a Two-Headed Giant number when its section held 2HG rules in a rulebook
edition in force while the citing text was written (606 up to the 2009 renumbering, 805 and 810
after it), and external otherwise (103.4, 420, 508.1, 704...). Which sections held 2HG rules
when is read from the dated official rulebooks of the corpus, not written here.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from twohg.citing import NumberSpan, browser_patterns, cited_numbers, number_spans
from twohg.graph.model import Evidence, Link
from twohg.graph.textunits import TextUnit, text_units
from twohg.ingest.archive import ARCHIVE_KIND, ARCHIVE_LANGUAGE
from twohg.ingest.corpus import Corpus
from twohg.rulenumber import RuleNumber

__all__ = [  # the one finder (`twohg.citing`), re-exported where the pages have always imported it
    "Citation",
    "NumberSpan",
    "TwohgEra",
    "browser_patterns",
    "cite_links",
    "cited_numbers",
    "corpus_citations",
    "eras_in_force",
    "external_numbers",
    "find_citations",
    "is_twohg_number",
    "number_spans",
    "twohg_eras",
    "unit_citations",
]


@dataclass(frozen=True)
class Citation:
    """One rule number cited by one text, with the phrase and line it was found on."""

    text_id: str
    """The citing text's id."""
    number: RuleNumber
    """The number cited."""
    phrase: str
    """The phrase as printed (``see comp rules, rule 103.4``), or the bare number in post text."""
    file: str
    """The file the phrase is in."""
    line: int
    """The line the phrase is on."""
    bare: bool = False
    """True for a bare number in post text ("606.6e doesn't exist..."), not a citing phrase."""
    twohg: bool | None = None
    """Whether the number was a 2HG number when the text was written; None until classified."""

    @property
    def target(self) -> str:
        """The node id of the cited number (``103.4``)."""
        return str(self.number)


@dataclass(frozen=True)
class TwohgEra:
    """The sections that held Two-Headed Giant rules in one dated official rulebook edition."""

    edition: str
    """The edition's source id."""
    date: dt.date
    """The date the edition is in force from."""
    sections: frozenset[int]
    """Its 2HG sections (``{606}``, or ``{805, 810}``)."""


def find_citations(
    text_id: str, text: str, language: str, file: str, line: int, bare_numbers: bool = False
) -> tuple[Citation, ...]:
    """Every rule number cited in one line of text; ``bare_numbers`` also takes numbers printed alone."""
    return tuple(
        Citation(text_id, span.number, span.phrase, file, line, bare=span.bare)
        for span in number_spans(text, language, bare_numbers)
    )


def unit_citations(unit: TextUnit) -> tuple[Citation, ...]:
    """Every citation in one text unit, line by line; bare numbers count in post text only."""
    bare = unit.kind == "line"
    return tuple(
        citation
        for text_line in unit.lines
        for citation in find_citations(unit.id, text_line.plain, unit.language, unit.file, text_line.number, bare)
    )


def twohg_eras(corpus: Corpus) -> tuple[TwohgEra, ...]:
    """The 2HG sections of each dated official English rulebook in the corpus, oldest first."""
    eras = [
        TwohgEra(loaded.entry.id, loaded.entry.date, frozenset(rule.number.section for rule in loaded.parsed.rules))
        for loaded in corpus.sources
        if loaded.entry.kind == ARCHIVE_KIND
        and loaded.entry.language == ARCHIVE_LANGUAGE
        and loaded.entry.date is not None
        and loaded.parsed.rules
    ]
    return tuple(sorted(eras, key=lambda era: era.date))


def eras_in_force(eras: Sequence[TwohgEra], start: dt.date, end: dt.date | None = None) -> tuple[TwohgEra, ...]:
    """The editions in force between ``start`` and ``end``: the one in force at the start, then later ones."""
    end = start if end is None else end
    ordered = sorted(eras, key=lambda era: era.date)
    before = [era for era in ordered if era.date <= start]
    first = before[-1:] if before else ordered[:1]
    return tuple(first) + tuple(era for era in ordered if start < era.date <= end and era not in first)


def is_twohg_number(
    number: RuleNumber | str, eras: Sequence[TwohgEra], start: dt.date, end: dt.date | None = None
) -> bool:
    """True when the number's section held 2HG rules in an edition in force between ``start`` and ``end``."""
    parsed = number if isinstance(number, RuleNumber) else RuleNumber.parse(number)
    return any(parsed.section in era.sections for era in eras_in_force(eras, start, end))


def corpus_citations(corpus: Corpus) -> tuple[Citation, ...]:
    """Every citation in every text of the corpus, classified as 2HG or external at the citing text's date."""
    eras = twohg_eras(corpus)
    return tuple(
        replace(citation, twohg=is_twohg_number(citation.number, eras, unit.start, unit.end))
        for unit in text_units(corpus)
        for citation in unit_citations(unit)
    )


def cite_links(citations: Iterable[Citation]) -> tuple[Link, ...]:
    """One certain ``cites`` link per citing text and number, with every phrase as evidence."""
    grouped: dict[tuple[str, str], list[Evidence]] = {}
    for citation in citations:
        evidence = Evidence("citation", citation.phrase, file=citation.file, line=citation.line)
        found = grouped.setdefault((citation.text_id, citation.target), [])
        if evidence not in found:
            found.append(evidence)
    return tuple(
        Link("cites", source, target, tuple(evidence), certain=True) for (source, target), evidence in grouped.items()
    )


def external_numbers(citations: Iterable[Citation]) -> tuple[str, ...]:
    """The cited numbers that no citing text cites as a 2HG number, in natural order."""
    cited: dict[RuleNumber, bool] = {}
    for citation in citations:
        cited[citation.number] = cited.get(citation.number, False) or bool(citation.twohg)
    return tuple(str(number) for number in sorted(cited) if not cited[number])

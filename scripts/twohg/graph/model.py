"""Types shared by the graph stages (editions, align, cards, citations, discrepancies, graph).

Ids are plain strings so they can go straight into JSON and URLs:

- an edition: the source id (``cr-en-2009-05-01``), or ``<source id>:<excerpt>`` for a quote
  in a forum thread (``en-forum-2hg-thread:quote-1``);
- a rule text: ``<edition id>/<number>`` (``cr-en-2009-05-01/606.9c``);
- a FAQ entry: ``<source id>/q<index>``; a summary section: ``<source id>/s<number>``;
- a card: ``card:<English name>``; a rule number node: the number (``810.10``).
"""

from __future__ import annotations

import datetime as dt
import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from twohg.ingest.units import Rule
from twohg.text import FigureChange

__all__ = ["FigureChange"]  # the figure change of a lineage, defined with the figures it compares
from twohg.rulenumber import RuleNumber

EvidenceKind = Literal["citation", "similarity", "number", "card", "figures", "reviewed", "structure"]
LinkKind = Literal[
    "same",  # the same number, the same rule, in the next edition
    "renumbered",  # a new number for the same rule
    "split",  # one old rule became several new ones (one link per new rule)
    "merged",  # several old rules became one new one (one link per old rule)
    "moved",  # the rule moved to another section (810.7a -> 805.10a)
    "translation",  # a text in another language translating an English text
    "explains",  # a FAQ answer or summary section explaining a rule
    "cites",  # a text citing a rule number
    "mentions-card",  # a text mentioning a card
    "quotes",  # a forum quote matching an official edition's text
    "restates",  # a tournament rule's sentence saying what a Comprehensive Rule says, nearly word for word
    "same-topic",  # a tournament rule on the topic of a Comprehensive Rule outside the 2HG sections (reviewed)
]


@dataclass(frozen=True)
class Evidence:
    """Why a link was made: one piece of evidence, traceable to a file and line where it can be."""

    kind: EvidenceKind
    """What sort of evidence this is."""
    detail: str
    """The evidence in words, e.g. ``token_set_ratio 97.4`` or the reviewed entry's reason."""
    score: float | None = None
    """A similarity score (0-100) when the evidence is one."""
    file: str | None = None
    """The file the evidence was read from."""
    line: int | None = None
    """The line the evidence was read from."""


@dataclass(frozen=True)
class Link:
    """A directed link between two ids, with its evidence and whether it is certain."""

    kind: LinkKind
    """What the link means."""
    source: str
    """The id the link starts from (the older text, the explaining text, the citing text)."""
    target: str
    """The id the link points to (the newer text, the rule explained, the number cited)."""
    evidence: tuple[Evidence, ...]
    """Every piece of evidence for the link; never empty."""
    certain: bool
    """False when the evidence is weak: the link is shown as uncertain and reported."""


@dataclass(frozen=True)
class EditionMatch:
    """How closely a quoted or undated text matches one dated edition."""

    edition: str
    """The dated edition's id."""
    score: float
    """Mean best similarity (0-100) of the quoted rules against that edition's texts."""
    compared: int
    """How many rules were compared."""


@dataclass(frozen=True)
class Edition:
    """A rules text as one edition: a dated official file, a translation, or a quote."""

    id: str
    """The edition's id (see the module docstring)."""
    source_id: str
    """The catalogue source it comes from."""
    language: str
    """The language of its texts."""
    kind: Literal["official", "translation", "quote"]
    """An official dated file, an undated translation, or a quote inside another document."""
    date: dt.date | None
    """The date it is in force from, when known exactly."""
    start: dt.date
    """The earliest date it can be from (equal to ``date`` when that is known)."""
    end: dt.date
    """The latest date it can be from (equal to ``date`` when that is known)."""
    evidence: str
    """The evidence for the date or range, in words."""
    matches: tuple[EditionMatch, ...] = ()
    """For quotes and translations: similarity to each dated edition, best first."""
    identified_as: str | None = None
    """For quotes: the dated edition the quote was identified as, when the match is clear."""
    translates: tuple[str, str] | None = None
    """For translations dated by their content: the first and last English edition whose wording they render."""


@dataclass(frozen=True)
class RuleText:
    """One rule number's text in one edition."""

    id: str
    """``<edition id>/<number>``."""
    edition: str
    """The edition id."""
    language: str
    """The language of the text."""
    rule: Rule
    """The parsed rule, with its number, paragraphs, examples and lines."""
    file: str
    """The source file."""

    @property
    def number(self) -> RuleNumber:
        """The rule's number."""
        return self.rule.number


@dataclass(frozen=True)
class Discrepancy:
    """Two documents that disagree, kept as a note on the nodes it concerns."""

    id: str
    """A stable id, e.g. ``starting-life-total``."""
    topic: str
    """What the documents disagree about, in words."""
    nodes: tuple[str, ...]
    """The rule numbers (node ids) the note is attached to."""
    statements: tuple[tuple[str, str, str, int], ...]
    """What each document says: (text id, quoted words, file, line)."""
    note: str
    """The discrepancy explained for a reader."""
    stale: tuple[str, ...] = ()
    """The FAQ answers and summary sections (their ids) that state otherwise than the newest rulebook edition that
    states it: outdated, even when the rule they explain has kept its words since they were written."""


DifferenceKind = Literal["lags", "adds", "extra-rule", "lacks", "differs"]
"""How a translated rule differs from the English edition of the translation's date (`TranslationDifference`)."""


@dataclass(frozen=True)
class TranslationDifference:
    """What a translation that states its date does not render as the English edition of that date does.

    Typed data for any page language: the kind, the texts and the editions; ``reason`` is a short
    English sentence from the reviewed file (or the automatic finding).

    - ``lags``: the rule translates an older English wording (``english``, printed in the editions
      ``wording``), not what the English edition of its date says under its number (``counterpart``).
    - ``adds``: the rule says something (``says``) that no English edition of its number says;
      ``like`` is the English text that last said something like it (printed in ``wording``), if any.
    - ``extra-rule``: the English edition of its date has no rule of its number (``last_printed``: the
      last English edition that had one); ``english`` is the text it translates, when reviewed.
    - ``lacks``: the English edition of its date has a rule (``english``) the translation has none of.
    - ``differs``: the automatic comparison with ``counterpart`` found ``findings`` and no reviewed
      entry explains them: the rule is left without a translation link (never linked silently).
    """

    edition: str
    """The translation's edition id (``ja-cr-2026-01-16``)."""
    text: str | None
    """The translated rule text (None for ``lacks``)."""
    number: str
    """The rule number concerned."""
    kind: DifferenceKind
    """What differs."""
    against: str
    """The English edition of the translation's date, the one it is compared with (``cr-en-2026-01-16``)."""
    english: str | None
    """The English text the rule translates (its translation link's source), or the one it lacks."""
    counterpart: str | None
    """The text of the same number in ``against``, when there is one."""
    wording: tuple[str, str] | None
    """``lags``: the first and last English edition printing the wording it translates; ``adds``: those
    printing ``like``'s wording."""
    like: str | None
    """``adds``: the English text that last said something like the added words."""
    last_printed: str | None
    """``extra-rule``: the last English edition, before the translation's date, with a rule of its number."""
    says: str
    """The translated words the reviewed entry quotes (for ``adds``, the added words)."""
    reason: str
    """Why, in a short English sentence (the reviewed entry's reason, or the automatic finding)."""
    findings: tuple[str, ...]
    """What the automatic comparison with ``counterpart`` found (figures, cited rules, cards, examples)."""
    reviewed: bool
    """True when a person decided it (an entry of the reviewed file)."""
    file: str
    """The reviewed entry's file, or the translated text's."""
    line: int
    """The reviewed entry's line, or the translated text's."""


# --- rule text ids in reviewed files ---------------------------------------------------------


def canonical_text_id(value: str) -> str:
    """A rule text id with its number normalised (``cr-en-2009-05-01/606. 8B`` -> ``.../606.8b``), else as given."""
    edition, _, printed = value.rpartition("/")
    number = RuleNumber.try_parse(printed)
    return f"{edition}/{number}" if edition and number is not None else value


def _known_editions(edition: str, editions: Sequence[str]) -> str:
    """The editions a wrong one could have meant: the closest names, then how many there are."""
    close = difflib.get_close_matches(edition, editions, n=3, cutoff=0.6)
    ordered = sorted(editions)
    span = f"{len(ordered)} editions, {ordered[0]} to {ordered[-1]}" if ordered else "no edition"
    return f"did you mean {', '.join(close)}? ({span})" if close else f"known: {span}"


def text_id_problem(value: str, texts: Mapping[str, RuleText], editions: Sequence[str]) -> str | None:
    """What is wrong with a rule text id a reviewed file names, or None (the number may be printed loosely).

    One check for every reviewed file that names rule texts (lineage, explanations).
    """
    edition, _, printed = value.rpartition("/")
    if not edition:
        return f"{value!r} is not a rule text id (<edition>/<number>, e.g. cr-en-2009-05-01/606.6e)"
    if edition not in editions:
        return f"unknown edition {edition!r} in {value!r}: {_known_editions(edition, editions)}"
    number = RuleNumber.try_parse(printed)
    if number is None:
        return f"{printed!r} in {value!r} is not a rule number"
    if f"{edition}/{number}" not in texts:
        return f"{edition} has no Two-Headed Giant rule {number} ({value!r})"
    return None

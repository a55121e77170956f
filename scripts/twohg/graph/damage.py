"""Characters an edition's file lost: where a file prints ``?`` for a quote, an apostrophe or a dash, and what it meant.

Some official files were saved with a character set that turned each curly quote, apostrophe and
dash into ``?`` ("team?s life total", "(13 ? 3)"). The reviewed list ``rules_src/damaged-characters.yaml``
(`DAMAGED_FILE`) names those editions, each with the evidence a person checked; no other edition is
touched. In a listed edition, each ``?`` of a paragraph or example is repaired from another edition
that prints the same words (typography folded, `twohg.text.wording_key`), the nearest in date first:
the character it prints there, with that text as the evidence. A ``?`` the other text prints as
``?`` is a real question mark. Where no other text prints the words, a ``?`` between two letters is
an apostrophe (`CONTEXT`); any other is left as it is, its repair `UNKNOWN`, so the pages still
mark it as damaged (never show it as a bare ``?``). The source files are never
changed; the pages show the repaired character with a mark (`Repair`).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from twohg import files
from twohg.graph.editions import OFFICIAL_EDITION, rule_parts
from twohg.graph.model import Edition, RuleText
from twohg.problems import Problem
from twohg.resolved import edition_of
from twohg.reviewed import Entry, ListOf, Record, Text, entries, read_yaml
from twohg.text import wording_key

DAMAGED_FILE = files.DAMAGED_FILE

SCHEMA = Record(
    required={
        "damaged": ListOf(
            Record(
                required={
                    "edition": OFFICIAL_EDITION,
                    "lost": Text(what="which characters the file lost"),
                    "evidence": Text(multiline=True, what="what shows the file lost them"),
                }
            )
        )
    }
)
"""The declared schema of `DAMAGED_FILE`."""

UNKNOWN = ""
"""A `Repair`'s character when no other text prints the words: the mark stays, the ``?`` with it."""
CONTEXT = "context"
"""A `Repair`'s evidence when no other text prints the words but the letters around it decide: a ``?`` between
two letters (``can?t``, ``team?s``) is an apostrophe, as English never puts a question mark inside a word."""
_INSIDE_WORD_RE = re.compile(r"(?<=[A-Za-z])\?(?=[A-Za-z])")


@dataclass(frozen=True)
class DamagedEdition:
    """An edition whose file lost characters, as the reviewed list names it."""

    edition: str
    """The edition id (``cr-en-2008-05-01``)."""
    lost: str
    """Which characters the file lost, in words."""
    evidence: str
    """What shows it, in words."""
    line: int
    """Its line in the reviewed file."""


@dataclass(frozen=True)
class Repair:
    """One ``?`` of a damaged file and the character it stands for."""

    part: int
    """Which part of the rule text: its paragraphs, then its examples, counted from 0."""
    offset: int
    """Where the ``?`` stands in that part."""
    char: str
    """The character the other text prints there (`UNKNOWN` when nothing says which it was)."""
    evidence: str
    """The id of the text that prints it, `CONTEXT` when the letters around it decide, empty when unknown."""


def where_read(repair: Repair, date_of: Callable[[str], dt.date]) -> str:
    """Where a restored character was read: the ISO date of the edition that prints it, `CONTEXT`, or nothing.

    `CONTEXT` when the letters around it tell; empty when nothing does (it is shown as ``?``). ``date_of``:
    an edition id's date. What the rule pages and the comparison page say of a restored character.
    """
    if repair.char == UNKNOWN:
        return ""
    if repair.evidence == CONTEXT:
        return CONTEXT
    return date_of(edition_of(repair.evidence)).isoformat()


def damaged_editions(
    text: str | None, file: str, editions: Sequence[Edition]
) -> tuple[tuple[DamagedEdition, ...], list[Problem]]:
    """The reviewed list of damaged editions the archive holds (none without the file) and its problems.

    An entry naming an edition the archive does not hold waits for its file, as an entry of the list of
    occasions does: an archive with some editions left out builds as the whole one does.
    """
    if text is None:
        return (), []
    root, problems = read_yaml(text, file, SCHEMA, empty_ok=True)
    if not isinstance(root, Entry):
        return (), problems
    official = {edition.id for edition in editions if edition.kind == "official"}
    found: list[DamagedEdition] = []
    for entry in entries(root, "damaged"):
        if not all(key in entry for key in ("edition", "lost", "evidence")):
            continue
        edition = entry["edition"]
        if edition not in official:
            continue  # it waits for its edition's file: dropped in later, the file is read with it
        if any(known.edition == edition for known in found):
            problems.append(Problem(file, entry.line_of("edition"), f"{edition} is listed twice"))
            continue
        found.append(DamagedEdition(edition, entry["lost"], " ".join(entry["evidence"].split()), entry.line))
    return tuple(found), problems


def parts(text: RuleText) -> tuple[str, ...]:
    """A rule text's parts as `Repair.part` counts them: its paragraphs, then its examples."""
    return rule_parts(text.rule)


def repairs(
    damaged: Sequence[DamagedEdition], texts: Iterable[RuleText], dates: Mapping[str, dt.date]
) -> dict[str, tuple[Repair, ...]]:
    """Each text of a damaged edition that has a ``?``: what each ``?`` stands for (`Repair`), by text id.

    The characters are read in the texts of the editions ``dates`` names (the official ones), never in a copy
    such as a forum post's.
    """
    listed = {entry.edition for entry in damaged}
    all_texts = list(texts)
    # Every part of every other edition's texts, by its words (typography folded): where to read the characters.
    sound: dict[str, list[tuple[str, str]]] = {}
    for text in all_texts:
        if text.edition in listed or text.edition not in dates:
            continue
        for part in parts(text):
            if "?" in part or any(mark in part for mark in "'\"-\u2019\u201c\u201d\u2013\u2014\u2212"):
                sound.setdefault(wording_key(part), []).append((text.id, part))
    out: dict[str, tuple[Repair, ...]] = {}
    for text in all_texts:
        if text.edition not in listed:
            continue
        when = dates.get(text.edition)
        found: list[Repair] = []
        for index, part in enumerate(parts(text)):
            if "?" not in part:
                continue
            found += _repaired(index, part, sound.get(wording_key(part), ()), dates, when)
        if found:
            out[text.id] = tuple(found)
    return out


def _repaired(
    index: int, part: str, others: Sequence[tuple[str, str]], dates: Mapping[str, dt.date], when: dt.date | None
) -> list[Repair]:
    """The repairs of one part from the nearest other text that prints the same words."""
    pattern = re.compile(
        "".join(r"(.)" if ch == "?" else r"\s+" if ch.isspace() else re.escape(ch) for ch in " ".join(part.split()))
    )
    offsets = _marks(part)

    def distance(other: tuple[str, str]) -> tuple[int, str]:
        date = dates.get(other[0].split("/", 1)[0])
        days = abs((date - when).days) if date is not None and when is not None else 1 << 30
        return days, other[0]

    for text_id, other in sorted(others, key=distance):
        match = pattern.fullmatch(" ".join(other.split()))
        if match is None:
            continue
        return [
            Repair(index, offset, char, text_id)
            for offset, char in zip(offsets, match.groups(), strict=True)
            if char != "?"
        ]
    inside = {match.start() for match in _INSIDE_WORD_RE.finditer(part)}
    return [
        Repair(index, offset, "\u2019", CONTEXT) if offset in inside else Repair(index, offset, UNKNOWN, "")
        for offset in offsets
    ]


def _marks(part: str) -> list[int]:
    """Where each ``?`` stands in a part, counted in the part as printed."""
    return [at for at, ch in enumerate(part) if ch == "?"]


def repaired_texts(texts: Sequence[RuleText], found: Mapping[str, Sequence[Repair]]) -> tuple[RuleText, ...]:
    """The texts with each ``?`` that `repairs` found the character of replaced by it (a text's length is kept)."""
    out: list[RuleText] = []
    for text in texts:
        fixes = found.get(text.id)
        if not fixes:
            out.append(text)
            continue
        shown = list(parts(text))
        for fix in fixes:
            if fix.char != UNKNOWN:
                part = shown[fix.part]
                shown[fix.part] = part[: fix.offset] + fix.char + part[fix.offset + 1 :]
        count = len(text.rule.paragraphs)
        examples = tuple(replace(example, text=shown[count + at]) for at, example in enumerate(text.rule.examples))
        out.append(replace(text, rule=replace(text.rule, paragraphs=tuple(shown[:count]), examples=examples)))
    return tuple(out)


def restored(
    texts: Sequence[RuleText], damaged: Sequence[DamagedEdition], editions: Iterable[Edition]
) -> tuple[tuple[RuleText, ...], dict[str, tuple[Repair, ...]]]:
    """The texts as the graph reads them, a damaged edition's with their characters restored, and the repairs.

    The characters are read in the official ``editions`` only.
    """
    dates = {edition.id: edition.date for edition in editions if edition.kind == "official" and edition.date}
    found = repairs(damaged, texts, dates)
    return repaired_texts(texts, found), found

"""A rule number's node in the graph, and its meanings: the texts, in every edition and language, that carry one rule.

The align stage gives each number's English timeline (`twohg.graph.align.LineageMeaning`); `meanings_of` joins to
it the translations and quotes that render or quote its texts (`joins_of`, from the graph's links), and gives any
text joined to none a meaning of its own. `quote_links` links each quoted rule to the same number in the edition
its quote was identified as.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from twohg.graph import align as align_stage
from twohg.graph import editions as editions_stage
from twohg.graph.model import Edition, Evidence, Link, RuleText
from twohg.rulenumber import RuleNumber
from twohg.text import normalise


@dataclass(frozen=True)
class Meaning:
    """One meaning of a rule number: the texts, in every edition and language, that carry the same rule."""

    id: str
    """``<number>@<first edition>``, e.g. ``810.10@cr-en-2024-11-08``."""
    texts: tuple[str, ...]
    """Official English texts oldest first, then the translations and quotes of them."""
    editions: tuple[str, ...]
    """The editions of those texts, in the same order."""
    came_from: tuple[str, ...]
    """Texts under other numbers this meaning descends from (606.10 for 810.10 in 2010)."""
    went_to: tuple[str, ...]
    """Texts under other numbers this meaning became (810.11 for 810.10 in 2010)."""
    summary: str
    """The meaning in a few words: the start of its newest English text."""


@dataclass(frozen=True)
class Node:
    """A rule number that existed in some 2HG section, or a rule the texts cite from elsewhere."""

    id: str
    """The normalised number, e.g. ``810.10``."""
    number: RuleNumber
    """The parsed number."""
    external: bool
    """True for a rule outside the 2HG sections (104, 508.1...), known only from citations."""
    texts: tuple[str, ...]
    """Ids of its texts in every edition and language, oldest edition first."""
    meanings: tuple[Meaning, ...]
    """Its meanings over time (more than one when the number was reused)."""
    notes: tuple[str, ...]
    """Ids of the discrepancies concerning it."""


def first_words_of(text: str, limit: int = 100) -> str:
    """A text's first words, at most ``limit`` characters, cut at a word ("…")."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "…"


def quote_links(editions: Sequence[Edition], texts: Mapping[str, RuleText]) -> tuple[Link, ...]:
    """Each quoted rule linked to the same number in the edition its quote was identified as."""
    links = []
    by_edition: dict[str, list[RuleText]] = {}
    for text in texts.values():
        by_edition.setdefault(text.edition, []).append(text)
    for edition in editions:
        if edition.kind != "quote" or edition.identified_as is None:
            continue
        for text in by_edition.get(edition.id, ()):
            official = texts.get(f"{edition.identified_as}/{text.number}")
            if official is None:
                continue
            score = fuzz.ratio(
                normalise(editions_stage.full_text(text.rule)),
                normalise(editions_stage.full_text(official.rule)),
            )
            evidence = (
                Evidence("number", f"same number {text.number} in the identified edition {edition.identified_as}"),
                Evidence(
                    "similarity", f"rapidfuzz ratio {score:.1f} of the whole text", score, text.file, text.rule.line
                ),
            )
            links.append(Link("quotes", text.id, official.id, evidence, certain=score >= 90))
    return tuple(links)


def meanings_of(
    number: str,
    texts: Sequence[RuleText],
    timeline: Sequence[align_stage.LineageMeaning],
    joins: Mapping[str, str],
) -> tuple[Meaning, ...]:
    """A number's meanings: the align stage's English timeline plus the texts joined to it."""
    members: dict[str, list[str]] = {m.id: list(m.texts) for m in timeline}
    where = {text_id: m.id for m in timeline for text_id in m.texts}
    by_id = {text.id: text for text in texts}
    loose: list[RuleText] = []
    for text in texts:
        if text.id in where:
            continue
        anchor = joins.get(text.id)
        if anchor is not None and anchor in where:
            members[where[anchor]].append(text.id)
        else:
            loose.append(text)
    meanings = []
    for meaning in timeline:
        english = [by_id[t] for t in meaning.texts if t in by_id]
        meanings.append(
            Meaning(
                id=meaning.id,
                texts=tuple(members[meaning.id]),
                editions=tuple(by_id[t].edition for t in members[meaning.id]),
                came_from=meaning.came_from,
                went_to=meaning.went_to,
                summary=first_words_of(english[-1].rule.text) if english else "",
            )
        )
    for text in loose:
        meanings.append(
            Meaning(f"{number}@{text.edition}", (text.id,), (text.edition,), (), (), first_words_of(text.rule.text))
        )
    return tuple(meanings)


def joins_of(links: Iterable[Link]) -> dict[str, str]:
    """Translation and quote texts mapped to the English text they render or quote."""
    joins: dict[str, str] = {}
    for link in links:
        if link.kind == "translation":
            joins.setdefault(link.target, link.source)
        elif link.kind == "quotes":
            joins.setdefault(link.source, link.target)
    return joins

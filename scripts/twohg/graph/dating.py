"""Dating translations by their content: which English editions' wording a translated rules text renders.

A translated text says nothing of its date, and its rule numbers date it only loosely: the
Spanish 810 has the numbers of every edition from 2011 to 2018. What it says dates it closely. For
each translated rule, every official English edition printing the same number is compared with it
by what survives translation (`twohg.graph.explain.translations.compare`: figures, cited rules,
cards, examples, subrules) and by its number of sentences: a sentence first printed in English
edition X makes the translation no older than X, a sentence English dropped in edition Y makes it
older than Y. An edition is *consistent* with the rule when nothing differs. The text as a whole
translates the editions consistent with every one of its rules, and lacking none of the rules
those editions print in its sections; the span is that run's first and last edition, and the
evidence names the rules that bound it and what differs beyond each bound.

When the rules do not agree on any edition, the text gets no span: the site then says the
dating is uncertain and shows each rule's own span instead. The same code dates every translated
Comprehensive Rules text (the Spanish 810, the official Japanese translation).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from twohg.graph.explain.common import CardNames
from twohg.graph.explain.translations import compare, subrules
from twohg.graph.model import Edition, RuleText
from twohg.graph.renderings import Rendering, unrendered
from twohg.profiles import profile
from twohg.rulenumber import RuleNumber
from twohg.text import normalise, sentences


@dataclass(frozen=True)
class Bound:
    """The edition just outside a rule's span, and what differs there (None: it has no rule of that number)."""

    edition: str
    """The edition."""
    differences: tuple[str, ...] | None
    """What differs, in words; None when the edition lacks the number."""


@dataclass(frozen=True)
class RuleSpan:
    """The English editions one translated rule is consistent with, and why the editions around them are not."""

    text: str
    """The translated rule's text id."""
    editions: tuple[str, ...]
    """The official editions, oldest first, whose text of this number it renders (nothing differs)."""
    before: Bound | None
    """The edition just before the first consistent one (None when there is none)."""
    after: Bound | None
    """The edition just after the last consistent one (None when there is none)."""


@dataclass(frozen=True)
class Dating:
    """A translated text's content dating: the span of English editions it renders, with the evidence."""

    edition: str
    """The translated text's edition id (its catalogue id)."""
    first: str | None
    """The first English edition whose wording the whole text renders (None when the rules agree on none)."""
    last: str | None
    """The last one."""
    rules: tuple[RuleSpan, ...]
    """Each translated rule's own span, in document order."""
    evidence: str
    """The span and what bounds it, in words."""


def sentence_count(text: RuleText) -> int:
    """How many sentences a rule's paragraphs hold (examples left out)."""
    return sum(len(sentences(normalise(paragraph))) for paragraph in text.rule.paragraphs)


def differences(
    english: RuleText,
    translated: RuleText,
    cards: CardNames,
    children: tuple[str, str],
    renderings: Sequence[Rendering] = (),
) -> list[str]:
    """What differs between an English text and a translation of the same number, in words (empty: consistent).

    Beside what survives translation, the words a person paired (`twohg.graph.renderings`): a translated
    rule that renders "and poison counters" does not render an edition that does not print them.
    """
    english_children, translated_children = (frozenset(c) for c in children)
    _, differ, _ = compare(english, translated, english_children, translated_children, cards)
    found = [*differ, *unrendered(renderings, english, translated)]
    here, there = sentence_count(translated), sentence_count(english)
    if here != there and profile(translated.language).sentences_like_english:
        found.append(f"{here} sentence{'s' if here != 1 else ''} here, {there} in English")
    return found


def date_by_content(
    translated: Sequence[RuleText],
    english: Mapping[str, Sequence[RuleText]],
    chain: Sequence[str],
    dates: Mapping[str, str],
    cards: CardNames,
    renderings: Sequence[Rendering] = (),
) -> Dating | None:
    """The dating of one translated text (``translated``: its rules) against the English editions in ``chain``.

    ``english`` holds each official edition's 2HG texts; ``dates`` each edition's ISO date. None when
    the text has no rule to compare.
    """
    if not translated:
        return None
    own_children = subrules(translated)
    by_edition = {edition: {t.number: t for t in english.get(edition, ())} for edition in chain}
    children = {edition: subrules(english.get(edition, ())) for edition in chain}
    cache: dict[tuple[str, str], list[str]] = {}
    spans: list[RuleSpan] = []
    consistent_sets: list[set[str]] = []
    for text in translated:
        verdicts: dict[str, list[str] | None] = {}
        for edition in chain:
            other = by_edition[edition].get(text.number)
            if other is None:
                verdicts[edition] = None
                continue
            key = (other.id, text.id)
            if key not in cache:
                pair = (
                    "".join(sorted(children[edition].get(text.number, frozenset()))),
                    "".join(sorted(own_children.get(text.number, frozenset()))),
                )
                cache[key] = differences(other, text, cards, pair, renderings)
            verdicts[edition] = cache[key]
        ok = [edition for edition in chain if verdicts[edition] == []]
        consistent_sets.append(set(ok))
        before = after = None
        if ok:
            low, high = chain.index(ok[0]), chain.index(ok[-1])
            if low > 0:
                before = _bound(chain[low - 1], verdicts[chain[low - 1]])
            if high + 1 < len(chain):
                after = _bound(chain[high + 1], verdicts[chain[high + 1]])
        spans.append(RuleSpan(text.id, tuple(ok), before, after))
    sections = {text.number.section for text in translated}
    own_numbers = {text.number for text in translated}
    lacking: dict[str, list[RuleNumber]] = {}
    for edition in chain:
        extra = sorted(n for n in by_edition[edition] if n.section in sections and n not in own_numbers)
        if extra:
            lacking[edition] = extra
    consistent = [e for e in chain if all(e in found for found in consistent_sets)]
    agreed = [e for e in consistent if e not in lacking]
    excerpt = bool(consistent) and not agreed
    if excerpt:  # it lacks rules every consistent edition prints: an excerpt, dated by the rules it has
        agreed, lacking = consistent, {}
    if not agreed:
        disagree = (
            "Its rules do not agree on any English edition, so no date is given for the text as a whole; "
            "each rule's own span is shown with it."
        )
        return Dating(translated[0].edition, None, None, tuple(spans), disagree)
    first, last = agreed[0], agreed[-1]
    run = chain[chain.index(first) : chain.index(last) + 1]
    gaps = [e for e in run if e not in agreed]
    which = f"the edition of {dates[first]}" if first == last else f"the editions from {dates[first]} to {dates[last]}"
    evidence: list[str] = [
        "Compared rule by rule with every official English edition (figures, cited rules, cards, examples, "
        f"subrules and number of sentences), it renders the wording of {which}."
    ]
    evidence += _bounds(spans, translated, chain, first, last, dates, lacking)
    if excerpt:
        evidence.append("It lacks rules that each of those editions prints: an excerpt, dated by the rules it has.")
    if gaps:
        evidence.append(f"Within that span it does not fit {', '.join(dates[e] for e in gaps)}.")
    return Dating(translated[0].edition, first, last, tuple(spans), " ".join(evidence))


def _bound(edition: str, differences: list[str] | None) -> Bound:
    return Bound(edition, tuple(differences) if differences is not None else None)


def _bounds(
    spans: Sequence[RuleSpan],
    translated: Sequence[RuleText],
    chain: Sequence[str],
    first: str,
    last: str,
    dates: Mapping[str, str],
    lacking: Mapping[str, Sequence[RuleNumber]],
) -> list[str]:
    """The rules (or missing rules) that set the span's two ends, in words."""
    found: list[str] = []
    start, end = chain.index(first), chain.index(last)
    for side, index, edge in (("Not earlier", start - 1, first), ("Not later", end + 1, last)):
        if index < 0 or index >= len(chain):
            continue
        edition = chain[index]
        absent: list[str] = []
        for span, text in zip(spans, translated, strict=True):
            bound = span.before if side == "Not earlier" else span.after
            if bound is None or bound.edition != edition or edge not in span.editions:
                continue
            if bound.differences is None:
                absent.append(str(text.number))
            else:
                found.append(
                    f"{side}: its {text.number} differs from the edition of {dates[edition]}: "
                    f"{'; '.join(bound.differences)}."
                )
        if absent:
            found.append(f"{side}: the edition of {dates[edition]} has no rule {', '.join(absent)}.")
        if edition in lacking and not absent and not any(f.startswith(side) for f in found):
            numbers = ", ".join(str(n) for n in lacking[edition])
            found.append(f"{side}: the edition of {dates[edition]} has {numbers}, which it lacks.")
    return found


def date_translations(
    editions: Sequence[Edition], texts: Sequence[RuleText], cards: CardNames, renderings: Sequence[Rendering] = ()
) -> tuple[tuple[Edition, ...], dict[str, Dating]]:
    """Every translated Comprehensive Rules text dated by its content; the editions with their new ranges.

    A translation whose rules agree on a span is in force, as far as the texts tell, over that span's
    editions (``start`` and ``end`` are the first and last edition's dates); one whose rules agree on
    none keeps the range its catalogue entry gives. A translation that states its date keeps it and
    translates the English edition in force then; its content dating is kept as evidence.
    """
    official = sorted((e for e in editions if e.kind == "official"), key=lambda e: (e.start, e.id))
    by_language: dict[str, list[str]] = {}
    for edition in official:
        by_language.setdefault(edition.language, []).append(edition.id)
    chain = by_language.get("en", [])
    dates = {e.id: (e.date or e.start).isoformat() for e in official}
    by_edition: dict[str, list[RuleText]] = {}
    for text in texts:
        by_edition.setdefault(text.edition, []).append(text)
    english = {edition: by_edition.get(edition, []) for edition in chain}
    datings: dict[str, Dating] = {}
    dated: list[Edition] = []
    starts = {e.id: e.date or e.start for e in official}
    for edition in editions:
        if edition.kind != "translation":
            dated.append(edition)
            continue
        dating = date_by_content(by_edition.get(edition.id, []), english, chain, dates, cards, renderings)
        if edition.date is not None:
            dated.append(_stated(edition, official))
            if dating is not None:
                datings[edition.id] = dating
            continue
        if dating is None:
            dated.append(edition)
            continue
        datings[edition.id] = dating
        if dating.first is None or dating.last is None:
            dated.append(dataclasses.replace(edition, evidence=f"{dating.evidence} {edition.evidence}".strip()))
            continue
        dated.append(
            dataclasses.replace(
                edition,
                start=starts[dating.first],
                end=starts[dating.last],
                evidence=dating.evidence,
                translates=(dating.first, dating.last),
            )
        )
    return tuple(dated), datings


def _stated(edition: Edition, official: Sequence[Edition]) -> Edition:
    """A translation that states its date: it translates the English edition in force on that date.

    Its date is the one it states; its content dating (each rule's own span of English editions) is
    kept beside it, as evidence of the rules that render an older wording
    (`twohg.graph.explain.dated` records them as differences).
    """
    assert edition.date is not None
    before = [e for e in official if e.language == "en" and (e.date or e.start) <= edition.date]
    if not before:
        return edition
    against = max(before, key=lambda e: (e.date or e.start, e.id))
    evidence = (
        f"{edition.evidence} The English edition in force on that date is {against.id}: the translation renders it "
        "rule by rule, except for the differences recorded for its rules."
    )
    return dataclasses.replace(edition, evidence=evidence, translates=(against.id, against.id))


# --- the numbering a document cites ---------------------------------------------------------------


@dataclass(frozen=True)
class Numbering:
    """The editions whose 2HG sections hold every 2HG rule number a document (a FAQ) cites."""

    source: str
    """The citing document's catalogue id."""
    numbers: tuple[str, ...]
    """The 2HG rule numbers it cites, natural order."""
    first: str | None
    """The first edition holding all of them (None when no single edition does)."""
    last: str | None
    """The last one."""


def numbering(source: str, cited: Iterable[RuleNumber], numbers_in: Mapping[str, frozenset[str]]) -> Numbering | None:
    """Which editions' numbering a document's citations follow (``numbers_in``: each edition's 2HG numbers, in order).

    Only numbers some edition printed in a 2HG section count (``606.9c``, ``810``); rules cited from the
    rest of the rulebook (``103.4``) date nothing here. None when the document cites no such number.
    """
    twohg = {number for held in numbers_in.values() for number in held}
    numbers = tuple(str(n) for n in sorted(set(cited)) if str(n) in twohg)
    if not numbers:
        return None
    holding = [edition for edition, held in numbers_in.items() if all(number in held for number in numbers)]
    return Numbering(source, numbers, holding[0] if holding else None, holding[-1] if holding else None)

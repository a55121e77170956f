"""Translations: each translated rule linked to the English text it renders, by what survives translation."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from twohg.graph.citations import cited_numbers
from twohg.graph.explain.common import (
    _EMPTY_CARDS,
    AGAINST,
    CardNames,
    _numbers,
    _rule_full,
    _show,
    cards_in,
    length_ratio,
)
from twohg.graph.explain.reviewed import Reviewed, ReviewedLink
from twohg.graph.model import Edition, Evidence, Link, RuleText
from twohg.rulenumber import RuleNumber
from twohg.text import figure_values, wording_key


@dataclass(frozen=True)
class Candidate:
    """An English text with the same number as a translated rule, and what comparing them found."""

    english: RuleText
    """The English text."""
    translated: RuleText
    """The translated text."""
    agreements: tuple[Evidence, ...]
    """What agrees beyond the number: figures, citations, cards, examples, subrules, heading."""
    disagreements: tuple[str, ...]
    """What differs, in words; any disagreement rejects the candidate."""
    doubts: tuple[Evidence, ...]
    """Measurements that speak against the link without rejecting it (detail starts with `AGAINST`)."""
    distance: int
    """Days between the English edition's time in force and the translation's date range (0: overlaps)."""

    @property
    def accepted(self) -> bool:
        """True when nothing disagrees."""
        return not self.disagreements


def subrules(texts: Sequence[RuleText]) -> dict[RuleNumber, frozenset[str]]:
    """Each number with subrules -> the letters of its subrules, in these texts."""
    children: dict[RuleNumber, set[str]] = {}
    for text in texts:
        number = text.number
        if number.letter and number.parent is not None:
            children.setdefault(number.parent, set()).add(number.letter)
    return {number: frozenset(letters) for number, letters in children.items()}


def _in_force_distance(edition: Edition, official: Sequence[Edition], start: dt.date, end: dt.date) -> int:
    """Days between the span an official edition is in force (until the next one) and ``start..end``."""
    begin = edition.start
    later = sorted(e.start for e in official if e.start > begin)
    until = later[0] - dt.timedelta(days=1) if later else dt.date.max
    if until < start:
        return (start - until).days
    if begin > end:
        return (begin - end).days
    return 0


def compare(
    english: RuleText,
    translated: RuleText,
    english_children: frozenset[str],
    translated_children: frozenset[str],
    cards: CardNames,
) -> tuple[list[Evidence], list[str], list[Evidence]]:
    """Compare an English text and a translated text by what survives translation."""
    agree: list[Evidence] = []
    differ: list[str] = []
    doubts: list[Evidence] = []
    t_file, t_line = translated.file, translated.rule.line
    t_lang = translated.language
    if english.rule.is_heading or translated.rule.is_heading:
        if english.rule.is_heading and translated.rule.is_heading:
            agree.append(
                Evidence("structure", f"both are the heading of section {translated.number}", None, t_file, t_line)
            )
        else:
            differ.append("one is a section heading, the other a rule")
        return agree, differ, doubts
    e_full, t_full = _rule_full(english), _rule_full(translated)
    e_fig, t_fig = figure_values(e_full, "en"), figure_values(t_full, t_lang)
    if e_fig != t_fig:
        differ.append(
            f"figures differ: {_show(sorted(t_fig)) or 'none'} here, {_show(sorted(e_fig)) or 'none'} in English"
        )
    elif t_fig:
        agree.append(Evidence("figures", f"same figures: {_show(sorted(t_fig))}", None, t_file, t_line))
    e_cit, t_cit = set(cited_numbers(e_full, "en")), set(cited_numbers(t_full, t_lang))
    if e_cit != t_cit:
        differ.append(f"cited rules differ: {_numbers(t_cit) or 'none'} here, {_numbers(e_cit) or 'none'} in English")
    elif t_cit:
        agree.append(Evidence("citation", f"both cite rule {_numbers(t_cit)}", None, t_file, t_line))
    e_cards, t_cards = cards_in(e_full, "en", cards), cards_in(t_full, t_lang, cards)
    if e_cards and t_cards and e_cards != t_cards:
        differ.append(f"cards differ: {_show(sorted(t_cards))} here, {_show(sorted(e_cards))} in English")
    elif e_cards and e_cards == t_cards:
        agree.append(Evidence("card", f"same cards: {_show(sorted(t_cards))}", None, t_file, t_line))
    e_ex, t_ex = len(english.rule.examples), len(translated.rule.examples)
    if e_ex != t_ex:
        differ.append(f"{t_ex} examples here, {e_ex} in English")
    elif t_ex:
        agree.append(Evidence("structure", f"same number of examples ({t_ex})", None, t_file, t_line))
    if bool(english_children) != bool(translated_children):
        here = _show(sorted(translated_children)) or "none"
        there = _show(sorted(english_children)) or "none"
        differ.append(f"subrules differ: {here} here, {there} in English")
    elif english_children and english_children == translated_children:
        letters = sorted(translated_children)
        agree.append(Evidence("structure", f"same subrules {letters[0]}-{letters[-1]}", None, t_file, t_line))
    ratio = len(t_full) / max(1, len(e_full))
    low, high = length_ratio(t_lang)
    if not low <= ratio <= high:
        doubts.append(
            Evidence(
                "structure",
                f"{AGAINST}the translated text is {ratio:.2f} times as long as the English one (a full "
                f"translation is {low}-{high} times): it may render only part of it, or other wording",
                round(ratio, 2),
                t_file,
                t_line,
            )
        )
    return agree, differ, doubts


def translation_candidates(
    translated: Sequence[RuleText],
    english: Mapping[str, Sequence[RuleText]],
    editions: Sequence[Edition],
    cards: CardNames = _EMPTY_CARDS,
) -> tuple[Candidate, ...]:
    """Every (English text, translated text) pair with the same number, compared; in translated order, then edition."""
    if not translated:
        return ()
    by_id = {edition.id: edition for edition in editions}
    own = by_id[translated[0].edition]
    official = [by_id[e] for e in english if e in by_id]
    translated_children = subrules(translated)
    candidates: list[Candidate] = []
    # Most editions print a rule as the one before did: compare each distinct English text once.
    compared: dict[tuple[str, bool, int, frozenset[str], str], tuple[list[Evidence], list[str], list[Evidence]]] = {}
    for edition_id in sorted(english, key=lambda e: (by_id[e].start, e) if e in by_id else (dt.date.max, e)):
        texts = {text.number: text for text in english[edition_id]}
        children = subrules(english[edition_id])
        distance = _in_force_distance(by_id[edition_id], official, own.start, own.end) if edition_id in by_id else 0
        for text in translated:
            other = texts.get(text.number)
            if other is None:
                continue
            english_children = children.get(text.number, frozenset())
            key = (_rule_full(other), other.rule.is_heading, len(other.rule.examples), english_children, text.id)
            if key not in compared:
                compared[key] = compare(
                    other, text, english_children, translated_children.get(text.number, frozenset()), cards
                )
            agree, differ, doubts = compared[key]
            candidates.append(Candidate(other, text, tuple(agree), tuple(differ), tuple(doubts), distance))
    order = {text.id: index for index, text in enumerate(translated)}
    return tuple(sorted(candidates, key=lambda c: order[c.translated.id]))


def _one_per_wording(candidates: Sequence[Candidate], editions: Mapping[str, Edition]) -> list[Candidate]:
    """One candidate per translated text and distinct English wording: the one nearest the translation's dates.

    Editions that print a rule alike are one candidate: of those, the edition in force nearest the
    translation's date range, the latest on a tie (the text the translation most plausibly follows).
    """
    kept: dict[tuple[str, str, bool], Candidate] = {}
    for candidate in candidates:
        english = candidate.english
        key = (candidate.translated.id, wording_key(_rule_full(english)), english.rule.is_heading)
        start = editions[english.edition].start if english.edition in editions else dt.date.min
        other = kept.get(key)
        other_start = editions[other.english.edition].start if other and other.english.edition in editions else None
        if other is None or (candidate.distance, -start.toordinal()) < (
            other.distance,
            -(other_start or start).toordinal(),
        ):
            kept[key] = candidate
    return list(kept.values())


def _anchored(
    translated: Sequence[RuleText], english: Mapping[str, Sequence[RuleText]], candidates: Sequence[Candidate]
) -> dict[tuple[str, str], Evidence]:
    """Structure evidence for accepted candidates with nothing but the number: both neighbours anchored.

    An anchor is an accepted candidate with evidence beyond the number. A rule between two anchors
    is aligned by its position when the translated text and the English edition have the same
    rules, in the same order, between those anchors.
    """
    found: dict[tuple[str, str], Evidence] = {}
    by_pair = {(c.translated.id, c.english.edition): c for c in candidates}
    order = [text for text in translated]
    for edition_id, texts in english.items():
        sequences: dict[int, list[RuleNumber]] = {}
        for text in texts:
            sequences.setdefault(text.number.section, []).append(text.number)
        anchors = [
            index
            for index, text in enumerate(order)
            if (c := by_pair.get((text.id, edition_id))) is not None and c.accepted and c.agreements
        ]
        for index, text in enumerate(order):
            candidate = by_pair.get((text.id, edition_id))
            if candidate is None or not candidate.accepted or candidate.agreements:
                continue
            before = [a for a in anchors if a < index]
            after = [a for a in anchors if a > index]
            if not before or not after:
                continue
            first, last = order[before[-1]], order[after[0]]
            if first.number.section != last.number.section:
                continue
            sequence = sequences.get(first.number.section, [])
            if first.number not in sequence or last.number not in sequence:
                continue
            here = [t.number for t in order[before[-1] + 1 : after[0]]]
            there = sequence[sequence.index(first.number) + 1 : sequence.index(last.number)]
            if here == there:
                found[(text.id, edition_id)] = Evidence(
                    "structure",
                    f"between {first.number} and {last.number}, which agree beyond their numbers, both texts "
                    f"have the same {len(here)} rule(s) in the same order ({_numbers(here)})",
                    None,
                    text.file,
                    text.rule.line,
                )
    return found


@dataclass(frozen=True)
class TranslationAlignment:
    """The translation links, the translated rules left without one, and every candidate compared."""

    links: tuple[Link, ...]
    """One link per translated rule that has an English text, English -> translated."""
    unlinked: tuple[tuple[str, str], ...]
    """Translated rules with no English text, with the reason."""
    candidates: tuple[Candidate, ...]
    """Every same-number pair compared, accepted or not."""


def _number_evidence(candidate: Candidate) -> Evidence:
    return Evidence(
        "number",
        f"same number {candidate.translated.number} in {candidate.english.edition}",
        None,
        candidate.english.file,
        candidate.english.rule.line,
    )


def _reviewed_evidence(link: ReviewedLink, file: str) -> Evidence:
    prefix = "" if link.certain else "reviewed as uncertain: "
    return Evidence("reviewed", prefix + link.reason, None, file, link.line)


def align_translations(
    translated: Sequence[RuleText],
    english: Mapping[str, Sequence[RuleText]],
    editions: Sequence[Edition],
    reviewed: Reviewed | None = None,
    cards: CardNames = _EMPTY_CARDS,
) -> TranslationAlignment:
    """Link every translated rule to the English text it renders (the order of preference: see the module docstring)."""
    reviewed = reviewed or Reviewed()
    candidates = translation_candidates(translated, english, editions, cards)
    anchored = _anchored(translated, english, candidates)
    rejected = {(r.source, r.target) for r in reviewed.rejections if r.kind == "translation"}
    chosen: dict[str, list[ReviewedLink]] = {}
    for link in reviewed.links:
        if link.kind == "translation":
            chosen.setdefault(link.target, []).append(link)
    all_english = {text.id: text for texts in english.values() for text in texts}
    links: list[Link] = []
    unlinked: list[tuple[str, str]] = []
    by_translated: dict[str, list[Candidate]] = {}
    for candidate in candidates:
        by_translated.setdefault(candidate.translated.id, []).append(candidate)
    by_id = {edition.id: edition for edition in editions}
    for text in translated:
        every = by_translated.get(text.id, [])
        mine = _one_per_wording(every, by_id)
        if text.id in chosen:
            by_english: dict[str, Candidate] = {}
            for candidate in every:
                by_english.setdefault(candidate.english.id, candidate)
            for decision in chosen[text.id]:
                evidence: list[Evidence] = []
                match = by_english.get(decision.source)
                if match is not None:
                    evidence.append(_number_evidence(match))
                    evidence.extend(match.agreements)
                    anchor = anchored.get((text.id, match.english.edition))
                    if anchor is not None:
                        evidence.append(anchor)
                    evidence.extend(match.doubts)
                    others = [c.english.id for c in mine if c is not match]
                    if others:
                        evidence.append(
                            Evidence(
                                "structure",
                                f"preferred by review over {_show(others)}",
                                None,
                                reviewed.file,
                                decision.line,
                            )
                        )
                evidence.append(_reviewed_evidence(decision, reviewed.file))
                if decision.source in all_english or match is not None:
                    links.append(Link("translation", decision.source, text.id, tuple(evidence), decision.certain))
            continue
        accepted = [c for c in mine if c.accepted and (c.english.id, text.id) not in rejected]
        if not accepted:
            reasons = [f"{c.english.id}: {'; '.join(c.disagreements) or 'rejected by review'}" for c in mine]
            unlinked.append(
                (text.id, "no English text with this number agrees: " + (" | ".join(reasons) or "no edition has it"))
            )
            continue

        def rank(c: Candidate, text_id: str = text.id) -> tuple[bool, int, int, int, int, str]:
            strong = bool(c.agreements) or (text_id, c.english.edition) in anchored
            start = by_id[c.english.edition].start.toordinal() if c.english.edition in by_id else 0
            return (not strong, c.distance, len(c.doubts), -len(c.agreements), -start, c.english.edition)

        accepted.sort(key=rank)
        best = accepted[0]
        evidence = [_number_evidence(best), *best.agreements]
        anchor = anchored.get((text.id, best.english.edition))
        if anchor is not None:
            evidence.append(anchor)
        strong = bool(best.agreements) or anchor is not None
        criteria = (
            "evidence beyond the number",
            "in force during the translation's date range",
            "fewer doubts (a whole translation, not a part)",
            "more evidence",
            "the newer wording within the translation's span",
            "edition id",
        )
        for other in accepted[1:]:
            why = next(c for c, x, y in zip(criteria, rank(best), rank(other), strict=True) if x != y)
            evidence.append(
                Evidence(
                    "structure",
                    f"also compatible: {other.english.id}; this one is preferred ({why})",
                    None,
                    best.english.file,
                    best.english.rule.line,
                )
            )
        for candidate in mine:
            if candidate.disagreements:
                evidence.append(
                    Evidence(
                        "structure",
                        f"not {candidate.english.id}: {'; '.join(candidate.disagreements)}",
                        None,
                        candidate.english.file,
                        candidate.english.rule.line,
                    )
                )
        evidence.extend(best.doubts)
        links.append(Link("translation", best.english.id, text.id, tuple(evidence), strong and not best.doubts))
    return TranslationAlignment(tuple(links), tuple(unlinked), candidates)


def translation_links(
    translated: Sequence[RuleText],
    english: Mapping[str, Sequence[RuleText]],
    editions: Sequence[Edition],
    reviewed: Reviewed | None = None,
    cards: CardNames = _EMPTY_CARDS,
) -> tuple[Link, ...]:
    """The translation links (English text -> translated text) of `align_translations`."""
    return align_translations(translated, english, editions, reviewed, cards).links

"""Explanations: FAQ answers and summary sections linked to the rules in force at their date that they explain."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rapidfuzz import fuzz, utils

from twohg.graph.citations import cited_numbers
from twohg.graph.explain.common import (
    _EMPTY_CARDS,
    DISTINCTIVE_FIGURE,
    FIGURES_MIN_SHARED,
    SIMILARITY_MIN,
    SIMILARITY_MIN_SHARED_WORDS,
    CardNames,
    _rule_body,
    _rule_full,
    _show,
    cards_in,
)
from twohg.graph.explain.explainers import Explainer
from twohg.graph.explain.reviewed import Reviewed, ReviewedLink
from twohg.graph.explain.translations import Candidate, _reviewed_evidence
from twohg.graph.model import Edition, Evidence, Link, RuleText
from twohg.rulenumber import RuleNumber
from twohg.text import figure_values


def texts_in_force(
    date: dt.date,
    editions: Sequence[Edition],
    texts: Sequence[RuleText],
    candidates: Sequence[Candidate] = (),
) -> dict[RuleNumber, RuleText]:
    """The rule texts as they were on ``date``: the latest official edition, completed by translations.

    A translation whose date range covers ``date`` supplies the numbers the official edition lacks
    and those whose text there was rejected as a translation candidate (a different meaning).
    """
    official = sorted((e for e in editions if e.kind == "official" and e.start <= date), key=lambda e: (e.start, e.id))
    if not official:
        return {}
    base = official[-1].id
    found = {text.number: text for text in texts if text.edition == base}
    rejected = {(c.english.id, c.translated.id) for c in candidates if not c.accepted}
    for edition in sorted(editions, key=lambda e: e.id):
        if edition.kind != "translation" or not edition.start <= date <= edition.end:
            continue
        for text in texts:
            if text.edition != edition.id:
                continue
            current = found.get(text.number)
            if current is None or (current.edition == base and (current.id, text.id) in rejected):
                found[text.number] = text
    return found


@dataclass
class _Found:
    """Evidence gathered for one (explainer, rule text) pair."""

    evidence: list[Evidence] = field(default_factory=list)
    strong: bool = False
    reviewed: ReviewedLink | None = None


def _similarity(a: str, b: str) -> tuple[float, float, int]:
    """token_set_ratio, partial_ratio and the number of distinct words shared, on rapidfuzz's default processing."""
    pa, pb = utils.default_process(a), utils.default_process(b)
    shared = len(set(pa.split()) & set(pb.split()))
    return float(fuzz.token_set_ratio(pa, pb)), float(fuzz.partial_ratio(pa, pb)), shared


def _card_line(explainer: Explainer, english: str, cards: CardNames) -> int:
    """The first line of the explainer naming a card, in any of its forms in the explainer's language."""
    forms = [form for form, name in cards.get(explainer.language, {}).items() if name == english]
    for number, text in explainer.lines:
        if any(form in text.casefold() for form in forms):
            return number
    return explainer.line


def _pair_evidence(
    explainer: Explainer, text: RuleText, cards: CardNames, ex_cards: frozenset[str], ex_figures: frozenset[int]
) -> tuple[list[Evidence], bool, bool]:
    """Evidence for one pair besides citations; whether it links on its own, and whether figures propose it."""
    evidence: list[Evidence] = []
    strong = False
    if text.rule.is_heading:
        return evidence, False, False
    if explainer.language == text.language:
        body = " ".join(explainer.body)
        token_set, partial, shared = _similarity(body, _rule_body(text))
        passed = token_set >= SIMILARITY_MIN and partial >= SIMILARITY_MIN and shared >= SIMILARITY_MIN_SHARED_WORDS
        detail = (
            f"answer vs {text.id}: token_set_ratio {token_set:.1f}, partial_ratio {partial:.1f}, {shared} words shared"
        )
        if not passed:
            detail += f" (below {SIMILARITY_MIN:.0f})"
        if passed or token_set >= 60:
            strong = passed
            evidence.append(Evidence("similarity", detail, min(token_set, partial), explainer.file, explainer.line))
        for example in explainer.examples:
            for rule_example in text.rule.examples:
                token_set, partial, shared = _similarity(example, rule_example.text)
                if token_set >= SIMILARITY_MIN and partial >= SIMILARITY_MIN and shared >= SIMILARITY_MIN_SHARED_WORDS:
                    strong = True
                    evidence.append(
                        Evidence(
                            "similarity",
                            f"example vs {text.id} example: token_set_ratio {token_set:.1f}, "
                            f"partial_ratio {partial:.1f}",
                            min(token_set, partial),
                            explainer.file,
                            explainer.line_of(example[:40]),
                        )
                    )
                    break
    for card in sorted(ex_cards & cards_in(_rule_full(text), text.language, cards)):
        strong = True
        evidence.append(Evidence("card", f"both name {card}", None, explainer.file, _card_line(explainer, card, cards)))
    shared_figures = ex_figures & figure_values(_rule_full(text), text.language)
    distinctive = [figure for figure in shared_figures if figure >= DISTINCTIVE_FIGURE]
    proposes = len(distinctive) >= FIGURES_MIN_SHARED
    if shared_figures - {0, 2}:
        detail = f"shared figures: {_show(sorted(shared_figures))}"
        if proposes:
            detail += f" ({len(distinctive)} from {DISTINCTIVE_FIGURE} up)"
        evidence.append(Evidence("figures", detail, None, explainer.file, explainer.line))
    return evidence, strong, proposes


def _citation_evidence(explainer: Explainer, in_force: Mapping[RuleNumber, RuleText]) -> dict[str, list[Evidence]]:
    """Citation evidence by target: cited 2HG rules, and the 2HG rules that cite (modify) a cited outside rule."""
    sections = {number.section for number in in_force}
    found: dict[str, list[Evidence]] = {}
    texts = [explainer.title, *explainer.body, *explainer.examples]
    for number in cited_numbers(" ".join(texts), explainer.language):
        line = explainer.line_of(str(number))
        if number.section in sections:
            target = in_force.get(number)
            if target is not None:
                found.setdefault(target.id, []).append(
                    Evidence(
                        "citation",
                        f"cites {'section' if number.is_section else 'rule'} {number}",
                        None,
                        explainer.file,
                        line,
                    )
                )
            continue
        for text in sorted(in_force.values(), key=lambda t: t.number):
            if number in cited_numbers(_rule_full(text), text.language):
                found.setdefault(text.id, []).append(
                    Evidence(
                        "citation",
                        f"cites rule {number}, outside the 2HG rules; {text.id} is the 2HG rule that cites "
                        f"(and modifies) it",
                        None,
                        explainer.file,
                        line,
                    )
                )
    return found


def explanation_links(
    explainers: Sequence[Explainer],
    in_force: Mapping[RuleNumber, RuleText],
    texts: Mapping[str, RuleText],
    reviewed: Reviewed | None = None,
    cards: CardNames = _EMPTY_CARDS,
) -> tuple[tuple[Link, ...], tuple[tuple[str, str], ...]]:
    """Links (explainer -> rule text) and the explainers that explain no rule, with the reason.

    Automatic links come from citations, same-language similarity and shared cards (certain) and
    from shared distinctive figures (uncertain); reviewed entries add links (with the automatic
    evidence for the same pair attached), reject automatic ones, or declare an entry unlinked.
    """
    reviewed = reviewed or Reviewed()
    rejected = {(r.source, r.target) for r in reviewed.rejections if r.kind == "explains"}
    unlinked_reviewed = {entry.id: entry for entry in reviewed.unlinked}
    decided: dict[str, list[ReviewedLink]] = {}
    for link in reviewed.links:
        if link.kind == "explains":
            decided.setdefault(link.source, []).append(link)
    candidates = sorted(in_force.values(), key=lambda t: t.number)
    links: list[Link] = []
    unlinked: list[tuple[str, str]] = []
    for explainer in explainers:
        everything = " ".join([explainer.title, explainer.text])
        ex_cards = cards_in(everything, explainer.language, cards)
        ex_figures = figure_values(explainer.text, explainer.language)
        found: dict[str, _Found] = {}
        for target, evidence in _citation_evidence(explainer, in_force).items():
            found.setdefault(target, _Found()).evidence.extend(evidence)
            found[target].strong = True
        for text in candidates:
            evidence, strong, proposes = _pair_evidence(explainer, text, cards, ex_cards, ex_figures)
            if text.id in found or strong or proposes:
                entry = found.setdefault(text.id, _Found())
                entry.evidence.extend(evidence)
                entry.strong = entry.strong or strong
        for decision in decided.get(explainer.id, []):
            if decision.target not in found:
                pair = _Found()
                reviewed_text = texts.get(decision.target)
                if reviewed_text is not None:
                    pair.evidence.extend(_pair_evidence(explainer, reviewed_text, cards, ex_cards, ex_figures)[0])
                found[decision.target] = pair
            found[decision.target].reviewed = decision
        if explainer.id in unlinked_reviewed:
            found = {k: v for k, v in found.items() if v.strong or v.reviewed}
        made: list[Link] = []
        for target_id, entry in found.items():
            if (explainer.id, target_id) in rejected or target_id not in texts:
                continue
            evidence = list(entry.evidence)
            certain = entry.strong
            if entry.reviewed is not None:
                evidence.append(_reviewed_evidence(entry.reviewed, reviewed.file))
                certain = entry.reviewed.certain
            made.append(Link("explains", explainer.id, target_id, tuple(evidence), certain))
        made.sort(key=lambda link: (texts[link.target].number, link.target))
        links.extend(made)
        if made:
            continue
        if explainer.id in unlinked_reviewed:
            unlinked.append((explainer.id, unlinked_reviewed[explainer.id].reason))
        else:
            unlinked.append(
                (explainer.id, "not reviewed: no citation, similar rule, shared card or shared figures found")
            )
    return tuple(links), tuple(unlinked)

"""Aligning one pair of consecutive editions: unchanged rules, paired sentences, reviewed decisions, leftovers."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from rapidfuzz import fuzz, process

from twohg.graph.align.model import (
    COVER_MIN,
    LEFTOVER_MIN,
    RELATED_MIN,
    SCORER,
    SENTENCE_MIN,
    TITLE_MIN,
    Added,
    Removed,
    ReviewedEntry,
    match_text,
    number_of,
    sentences,
)
from twohg.graph.editions import full_text
from twohg.graph.model import Evidence, Link, LinkKind, RuleText
from twohg.problems import Problem
from twohg.text import wording_key


@dataclass
class _Candidate:
    """A link being built: its ends, evidence and certainty."""

    source: RuleText
    target: RuleText
    evidence: list[Evidence] = field(default_factory=list)
    certain: bool = True


@dataclass(frozen=True)
class Review:
    """The reviewed decisions for one pair of editions."""

    link: Mapping[tuple[str, str], ReviewedEntry]
    forbid: Mapping[tuple[str, str], ReviewedEntry]
    removed: Mapping[str, ReviewedEntry]
    added: Mapping[str, ReviewedEntry]


def review_for(entries: Iterable[ReviewedEntry], old_ids: set[str]) -> Review:
    """The reviewed entries that concern links from ``old_ids``."""
    link: dict[tuple[str, str], ReviewedEntry] = {}
    forbid: dict[tuple[str, str], ReviewedEntry] = {}
    removed: dict[str, ReviewedEntry] = {}
    added: dict[str, ReviewedEntry] = {}
    for entry in entries:
        if entry.action == "added":
            added[entry.source] = entry
        elif entry.source in old_ids:
            if entry.action == "removed":
                removed[entry.source] = entry
            for target in entry.targets:
                (link if entry.action == "link" else forbid).setdefault((entry.source, target), entry)
    return Review(link, forbid, removed, added)


def _has_link(review: Review, text_id: str, end: Literal["source", "target"]) -> bool:
    """True when a reviewed link starts (``source``) or ends (``target``) at this text."""
    return any((source if end == "source" else target) == text_id for source, target in review.link)


def _allowed(review: Review, old: RuleText, new: RuleText) -> bool:
    """False when the reviewed file forbids linking these two texts."""
    return (
        (old.id, new.id) not in review.forbid
        and old.id not in review.removed
        and new.id not in review.added
        or (old.id, new.id) in review.link
    )


def _score(value: float) -> float:
    """A similarity rounded to one decimal, as reported."""
    return round(float(value), 1)


def covers_enough(old_cover: float, new_cover: float, score: float) -> bool:
    """Pass 1's test: the paired sentences cover `COVER_MIN` of the old or of the new rule."""
    return max(old_cover, new_cover) >= COVER_MIN


def shares_topic(old_cover: float, new_cover: float, score: float) -> bool:
    """The test for a removed rule's related rules: pass 1's, or paired sentences kept nearly word for word."""
    return covers_enough(old_cover, new_cover, score) or score >= RELATED_MIN


def sentence_links(
    olds: Sequence[RuleText],
    news: Sequence[RuleText],
    review: Review,
    accept: Callable[[float, float, float], bool] = covers_enough,
) -> list[_Candidate]:
    """Pass 1: links between rules whose one-to-one paired sentences pass ``accept`` (cover enough of either)."""
    old_sentences = [(i, s) for i, text in enumerate(olds) for s in sentences(text)]
    new_sentences = [(j, s) for j, text in enumerate(news) for s in sentences(text)]
    if not old_sentences or not new_sentences:
        return []
    matrix = process.cdist(
        [s for _, s in old_sentences], [s for _, s in new_sentences], scorer=fuzz.ratio, score_cutoff=SENTENCE_MIN
    )
    pairs = []
    for a, (i, _) in enumerate(old_sentences):
        for b, (j, _) in enumerate(new_sentences):
            value = _score(matrix[a][b])
            if value >= SENTENCE_MIN and _allowed(review, olds[i], news[j]):
                pairs.append((-value, olds[i].number != news[j].number, a, b))
    pairs.sort()
    used_old: set[int] = set()
    used_new: set[int] = set()
    mass: dict[tuple[int, int], list[float]] = {}
    for negative, _, a, b in pairs:
        if a in used_old or b in used_new:
            continue
        used_old.add(a)
        used_new.add(b)
        i, old_sentence = old_sentences[a]
        j, new_sentence = new_sentences[b]
        weight = (len(old_sentence) + len(new_sentence)) / 2
        totals = mass.setdefault((i, j), [0.0, 0.0, 0.0, 0.0])
        totals[0] += len(old_sentence)
        totals[1] += len(new_sentence)
        totals[2] += -negative * weight
        totals[3] += 1
    old_len = [sum(len(s) for s in sentences(t)) for t in olds]
    new_len = [sum(len(s) for s in sentences(t)) for t in news]
    found = []
    for (i, j), (old_mass, new_mass, weighted, count) in sorted(mass.items()):
        old_cover, new_cover = old_mass / old_len[i], new_mass / new_len[j]
        value = _score(weighted / ((old_mass + new_mass) / 2))
        if not accept(old_cover, new_cover, value):
            continue
        detail = (
            f"{SCORER} {value:.1f} over {int(count)} paired sentence(s), covering {old_cover:.0%} of "
            f"{olds[i].id} and {new_cover:.0%} of {news[j].id}"
        )
        evidence = [Evidence("similarity", detail, value, news[j].file, news[j].rule.line)]
        found.append(_Candidate(olds[i], news[j], evidence))
    return found


def whole_score(old: RuleText, new: RuleText) -> float:
    """fuzz.ratio of two rules' whole normalised texts (paragraphs, not examples)."""
    return _score(fuzz.ratio(match_text(old.rule.text), match_text(new.rule.text)))


def leftover_links(olds: Sequence[RuleText], news: Sequence[RuleText], review: Review) -> list[_Candidate]:
    """Pass 3: unlinked rules that are each other's best whole-text match, as uncertain links."""
    if not olds or not news:
        return []
    scores = {(o.id, n.id): whole_score(o, n) for o in olds for n in news if _allowed(review, o, n)}

    def best_new(old: RuleText) -> RuleText | None:
        ranked = [
            (scores[(old.id, n.id)], old.number == n.number, -k) for k, n in enumerate(news) if (old.id, n.id) in scores
        ]
        return news[-max(ranked)[2]] if ranked else None

    def best_old(new: RuleText) -> RuleText | None:
        ranked = [
            (scores[(o.id, new.id)], o.number == new.number, -k) for k, o in enumerate(olds) if (o.id, new.id) in scores
        ]
        return olds[-max(ranked)[2]] if ranked else None

    found = []
    for old in olds:
        new = best_new(old)
        if new is None or scores[(old.id, new.id)] < LEFTOVER_MIN or best_old(new) is not old:
            continue
        value = scores[(old.id, new.id)]
        detail = (
            f"{SCORER} {value:.1f} of the whole texts: each other's best match among the rules left unlinked "
            f"by the sentence pass (at least {LEFTOVER_MIN:.0f}); uncertain until reviewed"
        )
        found.append(_Candidate(old, new, [Evidence("similarity", detail, value, new.file, new.rule.line)], False))
    return found


def heading_links(
    olds: Sequence[RuleText], news: Sequence[RuleText], rule_links: Sequence[_Candidate], review: Review
) -> list[_Candidate]:
    """Section headings: linked by title, else by where the section's rules came from or went."""
    found: list[_Candidate] = []
    for old in olds:
        for new in news:
            value = _score(fuzz.ratio(match_text(old.rule.text), match_text(new.rule.text)))
            if value >= TITLE_MIN and _allowed(review, old, new):
                detail = f"{SCORER} {value:.1f} of the section titles {old.rule.text!r} and {new.rule.text!r}"
                found.append(_Candidate(old, new, [Evidence("similarity", detail, value, new.file, new.rule.line)]))
    by_section_old = {t.number.section: t for t in olds}
    by_section_new = {t.number.section: t for t in news}
    flows = Counter((c.source.number.section, c.target.number.section) for c in rule_links)
    for new in news:
        if any(c.target is new for c in found):
            continue
        into = {old: n for (old, target), n in flows.items() if target == new.number.section and old in by_section_old}
        if not into:
            continue
        section, count = max(into.items(), key=lambda item: (item[1], -item[0]))
        old = by_section_old[section]
        if _allowed(review, old, new):
            detail = (
                f"{count} of the {sum(into.values())} links into section {new.number} come from rules of "
                f"section {section}"
            )
            found.append(_Candidate(old, new, [Evidence("structure", detail, None, new.file, new.rule.line)]))
    for old in olds:
        if any(c.source is old for c in found):
            continue
        out = {new: n for (source, new), n in flows.items() if source == old.number.section and new in by_section_new}
        if not out:
            continue
        section, count = max(out.items(), key=lambda item: (item[1], -item[0]))
        new = by_section_new[section]
        if _allowed(review, old, new):
            detail = f"{count} of the {sum(out.values())} links out of section {old.number} go to section {section}"
            found.append(_Candidate(old, new, [Evidence("structure", detail, None, new.file, new.rule.line)]))
    return found


def _kind(
    candidate: _Candidate, successors: Counter[str], predecessors: Counter[str], sections: Mapping[int, set[int]]
) -> LinkKind:
    """What a link means, from how many links share its ends and where its section went."""
    old, new = candidate.source, candidate.target
    if successors[old.id] > 1:
        return "split"
    if predecessors[new.id] > 1:
        return "merged"
    if old.number == new.number:
        return "same"
    if not old.rule.is_heading and new.number.section not in sections.get(old.number.section, set()):
        return "moved"
    return "renumbered"


def _unlinked_note(text: RuleText, others: Sequence[RuleText], edition: str) -> str:
    """Why a text has no link, in words: the closest text of the other edition and its score."""
    same_kind = [o for o in others if o.rule.is_heading == text.rule.is_heading]
    if not same_kind:
        return f"{edition} has no text of this kind to compare with"
    best = max(same_kind, key=lambda o: (whole_score(text, o), o.number == text.number))
    return (
        f"no sentence pairs with {edition} ({SCORER} {SENTENCE_MIN:.0f}+) and no unlinked rule there is a "
        f"mutual best whole-text match ({LEFTOVER_MIN:.0f}+); closest whole text: {number_of(best.id)} "
        f"{whole_score(text, best):.1f}"
    )


def unchanged_links(olds: Sequence[RuleText], news: Sequence[RuleText], review: Review) -> list[_Candidate]:
    """Pass 0: a rule whose number and wording are the same in the next edition is the same rule.

    Most consecutive editions leave the Two-Headed Giant sections alone, so this pass links most
    texts at the cost of a dictionary look-up, and the similarity passes only see what changed:
    the work grows with the number of distinct texts, not with the number of editions.
    """
    by_number = {t.number: t for t in news if not t.rule.is_heading}
    found = []
    for old in olds:
        new = by_number.get(old.number)
        if old.rule.is_heading or new is None or not _allowed(review, old, new):
            continue
        if wording_key(full_text(old.rule)) != wording_key(full_text(new.rule)):
            continue
        same = full_text(old.rule) == full_text(new.rule)
        detail = "the same text" if same else "the same wording (typography aside: quotes, apostrophes, dashes)"
        found.append(_Candidate(old, new, [Evidence("similarity", detail, 100.0, new.file, new.rule.line)]))
    return found


def absorbed_links(candidates: Mapping[tuple[str, str], _Candidate]) -> list[tuple[str, str]]:
    """Links from a rule into another number whose own rule continues there: removals, not renumberings.

    A rule is renumbered only when its content moves to a number that held no continuing rule in the
    edition before. When 810.7a goes and 805.10a, which stood beside it, carries on under its own
    number, 810.7a did not become 805.10a: it was removed, and 805.10a covers the same topic.
    """
    continuing = {c.target.id for c in candidates.values() if c.source.number == c.target.number}
    return sorted(
        key
        for key, c in candidates.items()
        if c.source.number != c.target.number and c.target.id in continuing and not c.source.rule.is_heading
    )


_NO_REVIEW = Review({}, {}, {}, {})


def related_texts(gone: Sequence[RuleText], news: Sequence[RuleText]) -> dict[str, tuple[str, ...]]:
    """For each removed text, the next edition's texts whose sentences pair with its own (`shares_topic`).

    They are not successors: each stood under its own number (or is new), and the removed rule's
    topic is what they share with it ("the same topic is now covered by").
    """
    found: dict[str, list[str]] = {}
    for candidate in sentence_links(gone, news, _NO_REVIEW, shares_topic):
        found.setdefault(candidate.source.id, []).append(candidate.target.id)
    order = {text.id: index for index, text in enumerate(news)}
    return {source: tuple(sorted(targets, key=order.__getitem__)) for source, targets in found.items()}


def carriers(gone: Sequence[RuleText], olds: Sequence[RuleText]) -> dict[str, str]:
    """For each removed text, the text of its own edition under another number that prints the same words.

    Typography is folded (`wording_key` of paragraphs and examples); a heading carries nothing, and a
    text printed alike under several other numbers has no one carrier (none is given). The carrier
    stood in its own lineage beside the removed rule, so it is no successor: the number was removed,
    and its words stand on in the carrier ("the same words stand in 805.10a").
    """
    by_words: dict[str, list[RuleText]] = {}
    for text in olds:
        if not text.rule.is_heading:
            by_words.setdefault(wording_key(full_text(text.rule)), []).append(text)
    found: dict[str, str] = {}
    for text in gone:
        if text.rule.is_heading:
            continue
        others = [t for t in by_words.get(wording_key(full_text(text.rule)), ()) if t.number != text.number]
        if len(others) == 1:
            found[text.id] = others[0].id
    return found


def align_pair(
    olds: Sequence[RuleText], news: Sequence[RuleText], review: Review, reviewed_file: str
) -> tuple[list[Link], list[Removed], list[Added], list[Problem]]:
    """Link the texts of one edition to those of the next, with removals and additions.

    The problems are reviewed links that would make a removal look like a renumbering (`absorbed_links`).
    """
    unchanged = unchanged_links(olds, news, review)
    done_old = {c.source.id for c in unchanged}
    done_new = {c.target.id for c in unchanged}
    old_rules = [t for t in olds if not t.rule.is_heading and t.id not in done_old]
    new_rules = [t for t in news if not t.rule.is_heading and t.id not in done_new]
    by_id = {t.id: t for t in (*olds, *news)}
    candidates: dict[tuple[str, str], _Candidate] = {(c.source.id, c.target.id): c for c in unchanged}
    for found in sentence_links(old_rules, new_rules, review):
        candidates[(found.source.id, found.target.id)] = found
    for (source, target), entry in sorted(review.link.items()):
        candidate = candidates.get((source, target))
        if candidate is None:
            old, new = by_id[source], by_id[target]
            value = whole_score(old, new)
            detail = f"{SCORER} {value:.1f} of the whole texts"
            candidate = _Candidate(old, new, [Evidence("similarity", detail, value, new.file, new.rule.line)])
            candidates[(source, target)] = candidate
        candidate.evidence.append(Evidence("reviewed", entry.reason, None, reviewed_file, entry.line))
        candidate.certain = True
    linked_old = {s for s, _ in candidates} | set(review.removed)
    linked_new = {t for _, t in candidates} | set(review.added)
    for candidate in leftover_links(
        [t for t in old_rules if t.id not in linked_old and not _has_link(review, t.id, "source")],
        [t for t in new_rules if t.id not in linked_new and not _has_link(review, t.id, "target")],
        review,
    ):
        candidates[(candidate.source.id, candidate.target.id)] = candidate
    rule_candidates = [c for c in candidates.values() if not c.source.rule.is_heading]
    heads_linked = {(c.source.id, c.target.id) for c in candidates.values() if c.source.rule.is_heading}
    for candidate in heading_links(
        [t for t in olds if t.rule.is_heading and t.id not in review.removed],
        [t for t in news if t.rule.is_heading and t.id not in review.added],
        rule_candidates,
        review,
    ):
        if (candidate.source.id, candidate.target.id) not in heads_linked:
            candidates[(candidate.source.id, candidate.target.id)] = candidate
    problems: list[Problem] = []
    for key in absorbed_links(candidates):
        forced = review.link.get(key)
        if forced is not None:
            problems.append(
                Problem(
                    reviewed_file,
                    forced.line,
                    f"{key[0]} -> {key[1]} is not a renumbering: {number_of(key[1])} continues under its own "
                    f"number; declare {number_of(key[0])} removed (the topic it shares is found automatically)",
                )
            )
        del candidates[key]
    for candidate in candidates.values():
        if candidate.source.number == candidate.target.number:
            detail = (
                f"same number {candidate.source.number} in {candidate.source.edition} and {candidate.target.edition}"
            )
            candidate.evidence.append(Evidence("number", detail))
    successors = Counter(c.source.id for c in candidates.values())
    predecessors = Counter(c.target.id for c in candidates.values())
    sections: dict[int, set[int]] = {}
    for c in candidates.values():
        if c.source.rule.is_heading and c.target.rule.is_heading:
            sections.setdefault(c.source.number.section, set()).add(c.target.number.section)
    order = {t.id: k for k, t in enumerate((*olds, *news))}
    links = [
        Link(_kind(c, successors, predecessors, sections), c.source.id, c.target.id, tuple(c.evidence), c.certain)
        for c in sorted(candidates.values(), key=lambda c: (c.source.number, c.target.number, order[c.target.id]))
    ]
    next_edition, previous_edition = news[0].edition if news else "", olds[0].edition if olds else ""
    gone = [t for t in sorted(olds, key=lambda t: t.number) if successors[t.id] == 0]
    related = related_texts([t for t in gone if not t.rule.is_heading], [t for t in news if not t.rule.is_heading])
    carried = carriers(gone, olds)
    removed = [
        Removed(
            t.id,
            next_edition,
            review.removed[t.id].reason if t.id in review.removed else _unlinked_note(t, news, next_edition),
            t.id in review.removed,
            (*related.get(t.id, ()), *(review.removed[t.id].related if t.id in review.removed else ())),
            carried.get(t.id, ""),
            translations=review.removed[t.id].translations if t.id in review.removed else (),
        )
        for t in gone
    ]
    added = [
        Added(t.id, previous_edition, review.added[t.id].reason, True)
        if t.id in review.added
        else Added(t.id, previous_edition, _unlinked_note(t, olds, previous_edition), False)
        for t in sorted(news, key=lambda t: t.number)
        if predecessors[t.id] == 0
    ]
    return links, removed, added, problems

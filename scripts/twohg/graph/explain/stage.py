"""The explain stage as a whole: translations, then explanations, reviewed decisions applied and checked."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from twohg.graph.explain import dated as dated_stage
from twohg.graph.explain.common import _EMPTY_CARDS, REVIEWED_FILE, CardNames, _rule_full
from twohg.graph.explain.explainers import Explainer, faq_explainers, summary_explainers, tournament_explainers
from twohg.graph.explain.explanations import explanation_links, texts_in_force
from twohg.graph.explain.reviewed import (
    KnownIds,
    Reviewed,
    ReviewedTournament,
    ReviewedUnlinked,
    check_reviewed,
    parse_reviewed,
)
from twohg.graph.explain.translations import Candidate, align_translations
from twohg.graph.model import Edition, Link, RuleText, TranslationDifference
from twohg.graph.prose import Writing
from twohg.graph.resolver import edition_of
from twohg.ingest.corpus import LoadedSource
from twohg.problems import Problem
from twohg.rulenumber import RuleNumber
from twohg.text import wording_key


@dataclass(frozen=True)
class Explanations:
    """Translation and explanation links, what has none (with reasons), and problems in the reviewed file."""

    links: tuple[Link, ...]
    """Translation links in translated-text order, then explanation links in document order."""
    unlinked: tuple[tuple[str, str], ...]
    """(id, reason) for every FAQ entry, summary section or translated rule that links to no rule."""
    problems: tuple[Problem, ...]
    """Problems in the reviewed file (file:line), and reviewed decisions that contradict the evidence."""
    differences: tuple[TranslationDifference, ...] = ()
    """What the translations that state their date do not render as the English edition of their date does."""
    writings: tuple[Writing, ...] = ()
    """Every reviewed reason of both files, with the edition it was written against (`twohg.graph.prose`)."""
    tournament: tuple[ReviewedTournament, ...] = ()
    """The FAQ answers and summary sections checked against the tournament rules (`twohg.graph.answers`)."""
    same_topic: tuple[ReviewedUnlinked, ...] = ()
    """The tournament rules a person found on the topic of Comprehensive Rules outside the 2HG sections, carried
    to later documents (`twohg.graph.tournament.same_topic_links`)."""


def explain(
    sources: Sequence[LoadedSource],
    editions: Sequence[Edition],
    texts: Sequence[RuleText],
    reviewed_text: str,
    reviewed_file: str = REVIEWED_FILE,
    cards: CardNames = _EMPTY_CARDS,
    dated_text: str | None = None,
    dated_file: str = dated_stage.REVIEWED_FILE,
) -> Explanations:
    """The whole stage: translations of every translation edition, explanations of every FAQ and summary.

    A translation that states its date is aligned by `twohg.graph.explain.dated` with the reviewed
    decisions of ``dated_text`` (the text of ``dated_file``; None: no decisions); an undated one by
    its content (`align_translations`).
    """
    reviewed, problems = parse_reviewed(reviewed_text, reviewed_file)
    problems_list = list(problems)
    dated_reviewed, dated_problems = dated_stage.parse_reviewed(dated_text, dated_file)
    problems_list.extend(dated_problems)
    explainers: list[Explainer] = []
    for loaded in sources:
        if loaded.entry.kind == "faq":
            explainers.extend(faq_explainers(loaded))
        elif loaded.entry.kind == "summary":
            explainers.extend(summary_explainers(loaded))
        elif loaded.entry.kind == "tournament-rules":
            explainers.extend(tournament_explainers(loaded))
    known = KnownIds(
        texts={text.id: text for text in texts},
        editions={edition.id: edition for edition in editions},
        explainers={explainer.id: explainer for explainer in explainers},
    )
    problems_list.extend(check_reviewed(reviewed, known))
    tournament_sources = {loaded.entry.id for loaded in sources if loaded.entry.kind == "tournament-rules"}
    reviewed = carried_to_later_documents(reviewed, [e for e in explainers if e.source_id in tournament_sources])
    links: list[Link] = []
    unlinked: list[tuple[str, str]] = []
    candidates: list[Candidate] = []
    by_edition: dict[str, list[RuleText]] = {}
    for text in texts:
        by_edition.setdefault(text.edition, []).append(text)
    english = {
        edition.id: by_edition.get(edition.id, [])
        for edition in editions
        if edition.kind == "official" and edition.language == "en"
    }
    stating: list[tuple[Edition, list[RuleText]]] = []
    for edition in editions:
        if edition.kind != "translation":
            continue
        if edition.date is not None:
            stating.append((edition, by_edition.get(edition.id, [])))
            continue
        alignment = align_translations(by_edition.get(edition.id, []), english, editions, reviewed, cards)
        links.extend(alignment.links)
        unlinked.extend(alignment.unlinked)
        candidates.extend(alignment.candidates)
    official = [edition for edition in editions if edition.kind == "official" and edition.language == "en"]
    dated = dated_stage.align_dated(stating, english, official, dated_reviewed, dated_file, cards)
    links.extend(dated.links)
    unlinked.extend(dated.unlinked)
    problems_list.extend(dated.problems)
    by_source: dict[str, list[Explainer]] = {}
    for explainer in explainers:
        by_source.setdefault(explainer.source_id, []).append(explainer)
    for mine in by_source.values():
        in_force = texts_in_force(mine[0].date, editions, texts, candidates)
        found, none = explanation_links(
            mine, in_force, known.texts, _in_force_targets(reviewed, in_force, known.texts), cards
        )
        links.extend(found)
        unlinked.extend(none)
    problems_list.extend(_contradictions(reviewed, links))
    writings = _writings(reviewed, dated_reviewed, dated_file, known, official, stating)
    return Explanations(
        tuple(links),
        tuple(unlinked),
        tuple(problems_list),
        dated.differences,
        writings,
        reviewed.tournament,
        tuple(entry for entry in reviewed.unlinked if entry.same_topic),
    )


def carried_to_later_documents(reviewed: Reviewed, tournament: Sequence[Explainer]) -> Reviewed:
    """The reviewed decisions about a tournament rule, carried to the same rule of every later document.

    ``tournament`` are the rules of every tournament rules document. A later document that prints a
    rule with the same title and words gets the decisions made about it: a newer document drops in
    with no change to the reviewed file. A rule whose words changed is not carried: it is explained
    anew (or listed as explaining nothing) until a person reviews it.
    """
    by_number: dict[tuple[str, str], list[Explainer]] = {}
    for explainer in sorted(tournament, key=lambda e: (e.date, e.id)):
        by_number.setdefault((explainer.language, explainer.id.split("/", 1)[1]), []).append(explainer)
    same_as: dict[str, list[str]] = {}
    for documents in by_number.values():
        for k, older in enumerate(documents):
            same_as[older.id] = [
                later.id
                for later in documents[k + 1 :]
                if (later.title, later.body) == (older.title, older.body) and later.source_id != older.source_id
            ]
    links = [
        dataclasses.replace(link, source=later)
        for link in reviewed.links
        for later in same_as.get(link.source, ())
        if not any(other.source == later for other in reviewed.links)
    ]
    unlinked = [
        dataclasses.replace(entry, id=later)
        for entry in reviewed.unlinked
        for later in same_as.get(entry.id, ())
        if not any(other.id == later for other in reviewed.unlinked)
    ]
    if not links and not unlinked:
        return reviewed
    return dataclasses.replace(reviewed, links=(*reviewed.links, *links), unlinked=(*reviewed.unlinked, *unlinked))


def _writings(
    reviewed: Reviewed,
    dated_reviewed: Sequence[dated_stage.ReviewedRule],
    dated_file: str,
    known: KnownIds,
    official: Sequence[Edition],
    stating: Sequence[tuple[Edition, Sequence[RuleText]]],
) -> tuple[Writing, ...]:
    """Each reviewed reason with the edition it was written against.

    That is the newest official edition among the rule texts an entry names; for an entry that names none (a
    FAQ entry explaining no rule, a link to a translation only), the edition in force on its document's date.
    """
    order = {edition.id: k for k, edition in enumerate(official)}

    def in_force(date: dt.date | None) -> str | None:
        edition = dated_stage.edition_in_force(date, official) if date is not None else None
        return edition.id if edition is not None else None

    def date_of(item: str) -> dt.date | None:
        explainer = known.explainers.get(item)
        return explainer.date if explainer is not None else None

    def written(named: Sequence[str], fallback: dt.date | None) -> str | None:
        editions = [edition_of(text) for text in named if edition_of(text) in order]
        return max(editions, key=order.__getitem__) if editions else in_force(fallback)

    found: list[tuple[str, int, str | None, str]] = []
    by_entry: dict[int, list[str]] = {}
    for link in reviewed.links:
        by_entry.setdefault(link.source_line, []).extend((link.source, link.target))
    for link in reviewed.links:
        if link.source_line in by_entry:
            named = by_entry.pop(link.source_line)
            found.append((reviewed.file, link.source_line, written(named, date_of(link.source)), link.reason))
    for rejection in reviewed.rejections:
        rejected = (rejection.source, rejection.target)
        found.append((reviewed.file, rejection.line, written(rejected, date_of(rejection.source)), rejection.reason))
    for entry in reviewed.unlinked:
        found.append((reviewed.file, entry.line, in_force(date_of(entry.id)), entry.reason))
    documents: dict[str, dt.date] = {}
    for explainer in known.explainers.values():
        documents[explainer.source_id] = explainer.date
    for answer in reviewed.tournament:
        # Checked against tournament rules: its reason is read in the edition in force on their date.
        checked = [documents[rule.split("/", 1)[0]] for rule, _ in answer.rules if rule.split("/", 1)[0] in documents]
        found.append((reviewed.file, answer.line, in_force(max(checked, default=date_of(answer.id))), answer.reason))
    dates = {edition.language: edition.date for edition, _ in stating}
    for rule in dated_reviewed:
        named = [rule.translates] if rule.translates else []
        found.append((dated_file, rule.line, written(named, dates.get(rule.language)), rule.reason))
    return tuple(Writing(file, line, edition, reason) for file, line, edition, reason in found if edition is not None)


def _in_force_targets(
    reviewed: Reviewed, in_force: Mapping[RuleNumber, RuleText], texts: Mapping[str, RuleText]
) -> Reviewed:
    """The reviewed entries with each rule text replaced by the text in force when it has the same wording.

    A reviewed entry names a rule by one edition's text; editions that print it alike are the same
    rule, so the entry holds for the text in force at the explaining document's date.
    """

    def current(text_id: str) -> str:
        named = texts.get(text_id)
        now = in_force.get(named.number) if named is not None else None
        if named is None or now is None or now.id == text_id:
            return text_id
        return now.id if wording_key(_rule_full(named)) == wording_key(_rule_full(now)) else text_id

    return dataclasses.replace(
        reviewed,
        links=tuple(
            dataclasses.replace(link, target=current(link.target)) if link.kind == "explains" else link
            for link in reviewed.links
        ),
        rejections=tuple(
            dataclasses.replace(r, target=current(r.target)) if r.kind == "explains" else r for r in reviewed.rejections
        ),
    )


def _contradictions(reviewed: Reviewed, links: Sequence[Link]) -> list[Problem]:
    """Entries reviewed as explaining no rule that the evidence links all the same."""
    problems = []
    for entry in reviewed.unlinked:
        linked = [link for link in links if link.kind == "explains" and link.source == entry.id]
        for link in linked:
            evidence = "; ".join(f"{e.kind}: {e.detail}" for e in link.evidence)
            problems.append(
                Problem(
                    reviewed.file,
                    entry.line,
                    f"{entry.id} is reviewed as explaining no rule, but the evidence links it to {link.target} "
                    f"({evidence}); add a 'rejected' entry or remove it from 'unlinked'",
                )
            )
    return problems

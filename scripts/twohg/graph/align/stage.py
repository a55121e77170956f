"""The align stage over the whole archive: wording runs, reviewed entries placed, every pair aligned, meanings."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from twohg.graph.align.model import (
    REVIEWED_FILE,
    Lineage,
    LineageMeaning,
    Op,
    ReviewedEntry,
    TextChange,
    display_text,
    number_of,
    word_diff,
)
from twohg.graph.align.passes import Review, align_pair, review_for
from twohg.graph.align.reviewed import parse_reviewed
from twohg.graph.editions import full_text
from twohg.graph.model import Edition, Link, RuleText
from twohg.problems import Problem
from twohg.rulenumber import RuleNumber
from twohg.text import FigureChange, figure_changes, wording_key


def aligned_editions(editions: Sequence[Edition]) -> tuple[str, ...]:
    """The official English editions, oldest first (by date, then id)."""
    chain = [e for e in editions if e.kind == "official" and e.language == "en"]
    return tuple(e.id for e in sorted(chain, key=lambda e: (e.date or e.start, e.id)))


@functools.lru_cache(maxsize=8192)
def _diff(old: str, new: str) -> tuple[tuple[Op, str], ...]:
    """The word diff of two texts, computed once per distinct pair."""
    return tuple(word_diff(old, new))


@functools.lru_cache(maxsize=8192)
def _figures(old: str, new: str, language: str, one_sided: bool) -> tuple[FigureChange, ...]:
    """The figure changes of two rule texts, computed once per distinct pair."""
    return figure_changes(old, new, language, one_sided=one_sided)


def change_of(link: Link, texts: Mapping[str, RuleText]) -> TextChange:
    """The word diff (paragraphs and examples) and the figure changes (paragraphs) along one link."""
    old, new = texts[link.source], texts[link.target]
    words = _diff(display_text(old.rule), display_text(new.rule))
    figures_changed = _figures(old.rule.text, new.rule.text, old.language, link.kind not in ("split", "merged"))
    return TextChange(link.source, link.target, words, figures_changed)


def wording_runs(
    by_edition: Mapping[str, Sequence[RuleText]], chain: Sequence[str]
) -> tuple[dict[str, str], dict[str, str], dict[str, list[str]]]:
    """The first and the last text of every text's run, and each run's texts by its first one.

    A run is the texts of one number in consecutive editions with the same wording.

    A reviewed entry names a rule by any text of its run, so it still holds when an edition is
    added inside the run, or between the run and the other end of the entry.
    """
    first: dict[str, str] = {}
    previous: dict[RuleNumber, RuleText] = {}
    members: dict[str, list[str]] = {}
    for edition in chain:
        current: dict[RuleNumber, RuleText] = {}
        for text in by_edition[edition]:
            before = previous.get(text.number)
            if before is not None and wording_key(full_text(before.rule)) == wording_key(full_text(text.rule)):
                first[text.id] = first[before.id]
            else:
                first[text.id] = text.id
            members.setdefault(first[text.id], []).append(text.id)
            current[text.number] = text
        previous = current
    last = {member: group[-1] for group in members.values() for member in group}
    return first, last, members


def _follow(
    start: str, edition: str, steps: Mapping[str, Sequence[str]], position: Mapping[str, int], forward: bool
) -> tuple[str | None, str]:
    """The one text ``start`` became (``forward``) or came from in ``edition`` by the links found, or None and why."""
    frontier = [start]

    def reached(texts: Sequence[str]) -> bool:
        where = position[texts[0].rsplit("/", 1)[0]]
        return where >= position[edition] if forward else where <= position[edition]

    while frontier and not reached(frontier):
        frontier = sorted({s for text in frontier for s in steps.get(text, ())})
    way = "became" if forward else "came from"
    if not frontier:
        return None, f"{start} {way} nothing in {edition}"
    if len(frontier) > 1:
        return None, f"{start} {way} several texts in {edition} ({', '.join(frontier)})"
    return frontier[0], ""


@dataclass(frozen=True)
class _Placed:
    """A reviewed entry placed on the pair of consecutive editions it applies to."""

    entry: ReviewedEntry
    """The entry as written."""
    source: str
    """The older text at that pair (empty for ``added``)."""
    target: str
    """The newer text at that pair (empty for ``removed``)."""

    @property
    def resolved(self) -> ReviewedEntry:
        """The entry with its ends at the pair."""
        targets = (self.target,) if self.target and self.source else ()
        return replace(self.entry, source=self.source or self.target, targets=targets)


def _review_of(placed: Iterable[_Placed], olds: Sequence[RuleText]) -> Review:
    return review_for([p.resolved for p in placed], {t.id for t in olds})


def _place(
    entries: Sequence[ReviewedEntry],
    chain: Sequence[str],
    first: Mapping[str, str],
    last: Mapping[str, str],
    runs: Mapping[str, Sequence[str]],
    reviewed_file: str,
) -> tuple[dict[str, list[_Placed]], list[_Placed], list[Problem]]:
    """Entries on the pair they apply to (by its newer edition), those whose ends are further apart, and problems."""
    position = {edition: k for k, edition in enumerate(chain)}

    def edition_of(text_id: str) -> str:
        return text_id.rsplit("/", 1)[0]

    placed: dict[str, list[_Placed]] = {}
    distant: list[_Placed] = []
    problems: list[Problem] = []
    for entry in entries:
        if entry.action == "removed":
            end = last[entry.source]
            if position[edition_of(end)] + 1 >= len(chain):
                problems.append(Problem(reviewed_file, entry.line, f"{entry.source} stands until the newest edition"))
                continue
            placed.setdefault(chain[position[edition_of(end)] + 1], []).append(_Placed(entry, end, ""))
        elif entry.action == "added":
            begin = first[entry.source]
            if position[edition_of(begin)] == 0:
                problems.append(Problem(reviewed_file, entry.line, f"{entry.source} stands from the oldest edition"))
                continue
            placed.setdefault(edition_of(begin), []).append(_Placed(entry, "", begin))
        else:
            for target in entry.targets:
                end, begin = last[entry.source], first[target]
                gap = position[edition_of(begin)] - position[edition_of(end)]
                following = chain[position[edition_of(end)] + 1] if position[edition_of(end)] + 1 < len(chain) else ""
                into = [t for t in runs[begin] if edition_of(t) == following]
                if gap <= 0 and into:
                    # A merge into a rule that already stood: the link falls where the old rule ends.
                    placed.setdefault(following, []).append(_Placed(entry, end, into[0]))
                elif gap <= 0:
                    problems.append(
                        Problem(
                            reviewed_file,
                            entry.line,
                            f"{target}'s wording does not stand in the edition after {entry.source}'s last one",
                        )
                    )
                elif gap == 1:
                    placed.setdefault(edition_of(begin), []).append(_Placed(entry, end, begin))
                else:
                    distant.append(_Placed(entry, end, begin))
    return placed, distant, problems


def align(
    texts: Sequence[RuleText], editions: Sequence[Edition], reviewed: str | None, reviewed_file: str = REVIEWED_FILE
) -> Lineage:
    """Lineages of every rule across consecutive official English editions.

    ``reviewed`` is the text of the reviewed alignment file (None when there is none), and
    ``reviewed_file`` its path for evidence and problems. A reviewed entry names each rule by any
    text of its run (see `wording_runs`): a link or forbid applies from the last text of the old
    rule's run to the first of the new one's. When editions lie between those two, the links
    found without the entry are followed: forward from the old text to the edition before the
    new one, or else back from the new text to the edition after the old one; the entry then
    applies to that pair of consecutive editions. So entries keep holding when editions are added.
    """
    chain = aligned_editions(editions)
    position = {edition: k for k, edition in enumerate(chain)}
    by_edition: dict[str, list[RuleText]] = {edition: [] for edition in chain}
    for text in texts:
        if text.edition in by_edition:
            by_edition[text.edition].append(text)
    aligned = tuple(t for edition in chain for t in by_edition[edition])
    entries, found_problems = parse_reviewed(reviewed, reviewed_file, aligned, chain)
    first, last, runs = wording_runs(by_edition, chain)
    placed, distant, problems = _place(entries, chain, first, last, runs, reviewed_file)
    problems.extend(found_problems)
    pairs = list(zip(chain, chain[1:], strict=False))
    results = {
        new: align_pair(
            by_edition[old], by_edition[new], _review_of(placed.get(new, []), by_edition[old]), reviewed_file
        )
        for old, new in pairs
    }
    if distant:
        successors: dict[str, list[str]] = {}
        predecessors: dict[str, list[str]] = {}
        for pair_links, _, _, _ in results.values():
            for link in pair_links:
                successors.setdefault(link.source, []).append(link.target)
                predecessors.setdefault(link.target, []).append(link.source)
        redo: set[str] = set()
        for item in distant:
            end_edition, begin_edition = item.source.rsplit("/", 1)[0], item.target.rsplit("/", 1)[0]
            became, why_forward = _follow(
                item.source, chain[position[begin_edition] - 1], successors, position, forward=True
            )
            if became is not None:
                placed.setdefault(begin_edition, []).append(_Placed(item.entry, became, item.target))
                redo.add(begin_edition)
                continue
            after_end = chain[position[end_edition] + 1]
            came, why_back = _follow(item.target, after_end, predecessors, position, forward=False)
            if came is not None:
                placed.setdefault(after_end, []).append(_Placed(item.entry, item.source, came))
                redo.add(after_end)
                continue
            problems.append(
                Problem(
                    reviewed_file,
                    item.entry.line,
                    f"cannot place {item.source} -> {item.target} on two consecutive editions: {why_forward}, "
                    f"and {why_back}; name the texts on either side of the change",
                )
            )
        for old, new in pairs:
            if new in redo:
                results[new] = align_pair(
                    by_edition[old], by_edition[new], _review_of(placed[new], by_edition[old]), reviewed_file
                )
    links = [link for _, new in pairs for link in results[new][0]]
    # A removed rule's carrier printed its words from the start of the carrier's wording run.
    removed = [
        replace(item, carried_since=first[item.carried_by].rsplit("/", 1)[0]) if item.carried_by else item
        for _, new in pairs
        for item in results[new][1]
    ]
    added = [item for _, new in pairs for item in results[new][2]]
    problems.extend(problem for _, new in pairs for problem in results[new][3])
    by_id = {t.id: t for t in aligned}
    changes = tuple(change_of(link, by_id) for link in links)
    return Lineage(
        chain,
        aligned,
        tuple(links),
        tuple(removed),
        tuple(added),
        changes,
        tuple(sorted(set(problems))),
        reviewed_file,
        entries,
    )


def timeline(lineage: Lineage) -> dict[str, tuple[LineageMeaning, ...]]:
    """For every number, its meanings in time: runs of editions joined by a link between its texts.

    A number keeps its meaning from one edition to the next when its text in the first is linked
    to its text in the second (whatever the link's kind: 810.7 is split in 2024 yet keeps its
    meaning); otherwise a new meaning starts (810.10: larger teams in 2010, poison from 2024).
    """
    position = {edition: k for k, edition in enumerate(lineage.editions)}
    out: dict[str, list[str]] = {}
    into: dict[str, list[str]] = {}
    for link in lineage.links:
        out.setdefault(link.source, []).append(link.target)
        into.setdefault(link.target, []).append(link.source)
    runs: dict[str, list[list[RuleText]]] = {}
    for text in sorted(lineage.texts, key=lambda t: (t.number, position[t.edition])):
        number = str(text.number)
        current = runs.setdefault(number, [])
        last = current[-1][-1] if current else None
        if (
            last is not None
            and position[text.edition] == position[last.edition] + 1
            and text.id in out.get(last.id, [])
        ):
            current[-1].append(text)
        else:
            current.append([text])
    result: dict[str, tuple[LineageMeaning, ...]] = {}
    for number, groups in sorted(runs.items(), key=lambda item: RuleNumber.parse(item[0])):
        meanings = []
        for group in groups:
            first = group[0]
            meanings.append(
                LineageMeaning(
                    id=f"{number}@{first.edition}",
                    number=number,
                    texts=tuple(t.id for t in group),
                    editions=tuple(t.edition for t in group),
                    came_from=tuple(s for t in group for s in into.get(t.id, []) if number_of(s) != number),
                    went_to=tuple(s for t in group for s in out.get(t.id, []) if number_of(s) != number),
                )
            )
        result[number] = tuple(meanings)
    return result


def meanings(lineage: Lineage, number: str) -> tuple[LineageMeaning, ...]:
    """The meanings of one number (``810.10``) in time; empty when no aligned edition has it."""
    return timeline(lineage).get(str(RuleNumber.parse(number)), ())

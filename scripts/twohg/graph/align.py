"""The align stage: lineages of every 2HG rule across consecutive official English editions.

For each pair of consecutive official English editions (ordered by date, so a new catalogue
entry slots in), rules are linked old -> new in three passes:

1. Sentences. Every sentence of every old rule is paired one-to-one with a sentence of a new
   rule, best pairs first, when rapidfuzz ``fuzz.ratio`` of the normalised sentences is at least
   `SENTENCE_MIN`. Two rules are linked when their paired sentences cover at least `COVER_MIN`
   of either rule's text. Sentences are paired one-to-one but rules one-to-many, so an old rule
   whose sentences went to several new rules is a split, and the reverse a merge.
2. The reviewed file ``rules_src/alignment/lineage.yaml`` forces, forbids, or declares removed or
   added, each entry with its reason (forced matches as data, after the Academy Ruins matcher).
3. Leftovers. Old and new rules still without a link are paired when they are each other's best
   match by ``fuzz.ratio`` of the whole texts and score at least `LEFTOVER_MIN`; such links are
   uncertain and reported for review.

Section headings link to headings: by title, or by where the section's rules came from.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from typing import Any, Literal

import yaml
from rapidfuzz import fuzz, process

from twohg import files
from twohg.graph.editions import full_text
from twohg.graph.model import Edition, Evidence, Link, LinkKind, RuleText
from twohg.problems import Problem
from twohg.rulenumber import RuleNumber
from twohg.text import FigureChange, figure_changes, normalise, wording_key

REVIEWED_FILE = files.LINEAGE_FILE
"""Where the reviewed alignment decisions live, relative to the project root."""

SCORER = "fuzz.ratio"
"""The rapidfuzz scorer every similarity in this module is measured with, named in the evidence."""

SENTENCE_MIN = 80.0
"""Two sentences are the same sentence, perhaps lightly edited, at this fuzz.ratio or above.

In the archive, a sentence edited by a word or two scores 82 or more ("would prevent a player
from winning" -> "says that a player can't win": 83.4); unrelated 2HG sentences score up to
about 76, except near-copies of a sentence that already has its exact counterpart (810.9g's
"can't gain life" against 810.10c's "can't get poison counters", 82.9), which the one-to-one
pairing of sentences keeps out.
"""

COVER_MIN = 0.5
"""Paired sentences must cover at least this share of the old or of the new rule's text.

Half keeps a shared boilerplate sentence ("(This is a state-based action. See rule 704.)") from
linking two rules on its own, while a rule split off from a longer one (805.4b, one sentence of
606.6e) is wholly covered on its own side.
"""

LEFTOVER_MIN = 60.0
"""Whole-rule fuzz.ratio at or above which unlinked rules that are each other's best match are
proposed as an uncertain link.

Rewritten rules score 65-79 here (606.6i -> 805.6a 71.1, 606.8a -> 810.8c 78.0); a rule that
merely starts the same way as an unrelated one scores in the low 60s (606.4 "The Two-Headed
Giant variant has two unique features." against 810.2, 64.0). Everything proposed at this
level is uncertain and must be confirmed or forbidden in the reviewed file.
"""

TITLE_MIN = 90.0
"""Section headings with titles at least this similar (fuzz.ratio, case-folded) are linked."""

Action = Literal["link", "forbid", "removed", "added"]
Op = Literal["equal", "delete", "insert"]


# --- result types ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Removed:
    """A rule text with no successor in the next edition."""

    text: str
    """The rule text's id."""
    next_edition: str
    """The edition it has no successor in."""
    note: str
    """Why, in words: the reviewed reason, or the best (too weak) match found."""
    reviewed: bool
    """True when the reviewed file declares the removal."""


@dataclass(frozen=True)
class Added:
    """A rule text with no predecessor in the previous edition."""

    text: str
    """The rule text's id."""
    previous_edition: str
    """The edition it has no predecessor in."""
    note: str
    """Why, in words: the reviewed reason, or the best (too weak) match found."""
    reviewed: bool
    """True when the reviewed file declares the addition."""


@dataclass(frozen=True)
class TextChange:
    """How the text changed along one link: the word diff and the figures that differ."""

    source: str
    """The older rule text's id."""
    target: str
    """The newer rule text's id."""
    words: tuple[tuple[Op, str], ...]
    """The word diff, as from `word_diff`."""
    figures: tuple[FigureChange, ...]
    """Figures (life totals, counts, fractions) that differ, as from `figure_changes`."""


@dataclass(frozen=True)
class LineageMeaning:
    """One meaning of a rule number: consecutive editions in which it carries the same lineage."""

    id: str
    """``<number>@<first edition>``, e.g. ``810.10@cr-en-2024-11-08``."""
    number: str
    """The rule number."""
    texts: tuple[str, ...]
    """The rule texts carrying this meaning, oldest first."""
    editions: tuple[str, ...]
    """Their editions, in the same order."""
    came_from: tuple[str, ...]
    """Texts under other numbers that this meaning's texts descend from (606.10 for 810.10 in 2010)."""
    went_to: tuple[str, ...]
    """Texts under other numbers that this meaning's texts became (805.10 for 810.7)."""


@dataclass(frozen=True)
class ReviewedEntry:
    """One entry of the reviewed alignment file."""

    action: Action
    """``link`` forces links, ``forbid`` forbids them, ``removed``/``added`` declare no successor/predecessor."""
    source: str
    """The older text's id (``link``/``forbid``/``removed``) or the newer text's (``added``)."""
    targets: tuple[str, ...]
    """The newer texts' ids for ``link``/``forbid``; empty otherwise."""
    reason: str
    """Why, in words a rules expert can check."""
    line: int
    """The entry's line in the reviewed file."""


@dataclass(frozen=True)
class Lineage:
    """Everything the align stage found across the official English editions."""

    editions: tuple[str, ...]
    """The aligned editions, oldest first."""
    texts: tuple[RuleText, ...]
    """Their rule texts (headings included), in edition then document order."""
    links: tuple[Link, ...]
    """Links between texts of consecutive editions, in edition then number order."""
    removed: tuple[Removed, ...]
    """Texts without a successor in the next edition."""
    added: tuple[Added, ...]
    """Texts without a predecessor in the previous edition."""
    changes: tuple[TextChange, ...]
    """The word diff and figure changes along every link between rules (not headings)."""
    problems: tuple[Problem, ...] = ()
    """Problems in the reviewed file, each with its line."""
    reviewed_file: str = REVIEWED_FILE
    """The reviewed file the decisions were read from, for reports."""


# --- text helpers ------------------------------------------------------------------------------

_SPACES_RE = re.compile(r"\s+")
_SENTENCE_END_RE = re.compile(r"(?<=[.!?:;)\"»])\s+(?=[\"“«(¿¡]?[A-ZÀ-Þ])")


def match_text(text: str) -> str:
    """Text as compared: `editions.normalise` and case-folded."""
    return normalise(text).casefold()


def sentences(text: RuleText) -> list[str]:
    """A rule's paragraphs split into sentences, normalised for matching (examples left out)."""
    found: list[str] = []
    for paragraph in text.rule.paragraphs:
        found.extend(match_text(part) for part in _SENTENCE_END_RE.split(normalise(paragraph)) if part.strip())
    return found


def number_of(text_id: str) -> str:
    """The number part of a rule text id (``cr-en-2010-06-18/810.7a`` -> ``810.7a``)."""
    return text_id.rsplit("/", 1)[1]


# --- word diff ---------------------------------------------------------------------------------

_PARAGRAPH = "\n\n"
_TOKEN_RE = re.compile(r"\n\s*\n|\S+")


def tokens(text: str) -> list[str]:
    """Words with their punctuation attached, and a paragraph break as its own token."""
    return [_PARAGRAPH if not token.strip() else token for token in _TOKEN_RE.findall(text.strip())]


def _join(words: Sequence[str]) -> str:
    """Words back into text: spaces between words, paragraph breaks kept."""
    return (
        " ".join(words)
        .replace(f" {_PARAGRAPH} ", _PARAGRAPH)
        .replace(f"{_PARAGRAPH} ", _PARAGRAPH)
        .replace(f" {_PARAGRAPH}", _PARAGRAPH)
    )


def word_diff(old: str, new: str) -> list[tuple[Op, str]]:
    """Word-level diff of two texts: ``equal``, ``delete`` (old words), ``insert`` (new words).

    Words keep their punctuation attached, so joining a run of words with spaces gives the text
    back; a changed punctuation mark shows as a changed word, which it is. Words are compared
    with curly quotes straightened, so a change of quotation style is not a change; equal runs
    are given in the newer text's spelling.
    """
    before, after = tokens(old), tokens(new)
    matcher = SequenceMatcher(
        None, [normalise(w) or w for w in before], [normalise(w) or w for w in after], autojunk=False
    )
    ops: list[tuple[Op, str]] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            ops.append(("equal", _join(after[j1:j2])))
            continue
        if i2 > i1:
            ops.append(("delete", _join(before[i1:i2])))
        if j2 > j1:
            ops.append(("insert", _join(after[j1:j2])))
    return ops


# --- the reviewed file -------------------------------------------------------------------------

_ENTRY_KEYS: Mapping[str, frozenset[str]] = {
    "link": frozenset({"from", "to", "reason"}),
    "forbid": frozenset({"from", "to", "reason"}),
    "removed": frozenset({"rule", "reason"}),
    "added": frozenset({"rule", "reason"}),
}


def _node_line(node: yaml.Node) -> int:
    """1-based line of a YAML node."""
    return int(node.start_mark.line) + 1


def _text_problem(value: Any, texts: Mapping[str, RuleText], chain: Sequence[str]) -> str | None:
    """What is wrong with a rule text id in the reviewed file, or None."""
    if not isinstance(value, str) or "/" not in value:
        return f"{value!r} is not a rule text id (<edition>/<number>, e.g. cr-en-2009-05-01/606.6e)"
    edition, printed = value.rsplit("/", 1)
    if edition not in chain:
        return f"unknown edition {edition!r} in {value!r} (aligned editions: {', '.join(chain)})"
    number = RuleNumber.try_parse(printed)
    if number is None:
        return f"{printed!r} in {value!r} is not a rule number"
    if f"{edition}/{number}" not in texts:
        return f"{edition} has no Two-Headed Giant rule {number} ({value!r})"
    return None


def _canonical(value: str) -> str:
    """A valid rule text id with its number normalised (``606. 8b`` -> ``606.8b``)."""
    edition, printed = value.rsplit("/", 1)
    return f"{edition}/{RuleNumber.parse(printed)}"


def _entry(
    action: Action, node: yaml.Node, raw: Any, path: str, texts: Mapping[str, RuleText], chain: Sequence[str]
) -> tuple[ReviewedEntry | None, list[Problem]]:
    """One entry of the reviewed file, validated."""
    line = _node_line(node)
    if not isinstance(raw, dict):
        return None, [Problem(path, line, f"a '{action}' entry must be a mapping")]
    problems = []
    unknown = sorted(set(map(str, raw)) - _ENTRY_KEYS[action])
    if unknown:
        problems.append(Problem(path, line, f"'{action}' entry has unknown key(s): {', '.join(unknown)}"))
    reason = raw.get("reason")
    if not isinstance(reason, str) or not reason.strip():
        problems.append(Problem(path, line, f"'{action}' entry lacks a 'reason': say why, for the next reviewer"))
    key = "rule" if action in ("removed", "added") else "from"
    source = raw.get(key)
    wrong = _text_problem(source, texts, chain)
    if wrong:
        problems.append(Problem(path, line, f"'{key}': {wrong}"))
    targets: list[str] = []
    if action in ("link", "forbid"):
        listed = raw.get("to")
        values = listed if isinstance(listed, list) else [listed]
        if not values or listed is None:
            problems.append(Problem(path, line, f"'{action}' entry lacks 'to': the newer rule text(s)"))
        for value in values if listed is not None else []:
            wrong_target = _text_problem(value, texts, chain)
            if wrong_target:
                problems.append(Problem(path, line, f"'to': {wrong_target}"))
                continue
            targets.append(_canonical(str(value)))
    if problems:
        return None, problems
    source = _canonical(str(source))
    position = chain.index(source.rsplit("/", 1)[0])
    for target in targets:
        if chain.index(target.rsplit("/", 1)[0]) <= position:
            problems.append(Problem(path, line, f"{target} is not in an edition later than {source}'s"))
    if problems:
        return None, problems
    return ReviewedEntry(action, source, tuple(targets), " ".join(str(reason).split()), line), []


def parse_reviewed(
    text: str | None, path: str, texts: Sequence[RuleText], chain: Sequence[str]
) -> tuple[tuple[ReviewedEntry, ...], tuple[Problem, ...]]:
    """Read and validate the reviewed alignment file; every problem names its line."""
    if text is None or not text.strip():
        return (), ()
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        return (), (Problem(path, mark.line + 1 if mark else 1, f"not valid YAML: {getattr(error, 'problem', error)}"),)
    if not isinstance(data, dict) or not isinstance(root, yaml.MappingNode):
        return (), (Problem(path, 1, "the reviewed alignment file must be a mapping of link/forbid/removed/added"),)
    by_id = {t.id: t for t in texts}
    entries: list[ReviewedEntry] = []
    problems: list[Problem] = []
    for key_node, value_node in root.value:
        action = key_node.value
        if action not in _ENTRY_KEYS:
            problems.append(
                Problem(
                    path, _node_line(key_node), f"unknown section {action!r} (expected link, forbid, removed, added)"
                )
            )
            continue
        raw_list = data.get(action)
        if raw_list is None:
            continue
        if not isinstance(raw_list, list) or not isinstance(value_node, yaml.SequenceNode):
            problems.append(Problem(path, _node_line(key_node), f"'{action}' must be a list of entries"))
            continue
        for node, raw in zip(value_node.value, raw_list, strict=True):
            entry, found = _entry(action, node, raw, path, by_id, chain)
            problems.extend(found)
            if entry is not None:
                entries.append(entry)
    pairs: dict[tuple[str, str], ReviewedEntry] = {}
    for entry in entries:
        for target in entry.targets:
            earlier = pairs.get((entry.source, target))
            if earlier is not None and earlier.action != entry.action:
                problems.append(
                    Problem(
                        path,
                        entry.line,
                        f"{entry.source} -> {target} is both forced and forbidden (see line {earlier.line})",
                    )
                )
            pairs.setdefault((entry.source, target), entry)
    declared = {(e.action, e.source): e for e in entries if e.action in ("removed", "added")}
    for entry in entries:
        if entry.action != "link":
            continue
        clash = declared.get(("removed", entry.source))
        clashes = [clash] if clash else []
        clashes += [declared[("added", t)] for t in entry.targets if ("added", t) in declared]
        problems.extend(
            Problem(path, entry.line, f"links {other.source}, which line {other.line} declares {other.action}")
            for other in clashes
        )
    return tuple(entries), tuple(sorted(problems))


# --- alignment of one pair of editions ---------------------------------------------------------


@dataclass
class _Candidate:
    """A link being built: its ends, evidence and certainty."""

    source: RuleText
    target: RuleText
    evidence: list[Evidence] = field(default_factory=list)
    certain: bool = True


@dataclass(frozen=True)
class _Review:
    """The reviewed decisions for one pair of editions."""

    link: Mapping[tuple[str, str], ReviewedEntry]
    forbid: Mapping[tuple[str, str], ReviewedEntry]
    removed: Mapping[str, ReviewedEntry]
    added: Mapping[str, ReviewedEntry]


def _review_for(entries: Iterable[ReviewedEntry], old_ids: set[str]) -> _Review:
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
    return _Review(link, forbid, removed, added)


def _has_link(review: _Review, text_id: str, end: Literal["source", "target"]) -> bool:
    """True when a reviewed link starts (``source``) or ends (``target``) at this text."""
    return any((source if end == "source" else target) == text_id for source, target in review.link)


def _allowed(review: _Review, old: RuleText, new: RuleText) -> bool:
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


def sentence_links(olds: Sequence[RuleText], news: Sequence[RuleText], review: _Review) -> list[_Candidate]:
    """Pass 1: links between rules whose one-to-one paired sentences cover enough of either."""
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
        if max(old_cover, new_cover) < COVER_MIN:
            continue
        value = _score(weighted / ((old_mass + new_mass) / 2))
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


def leftover_links(olds: Sequence[RuleText], news: Sequence[RuleText], review: _Review) -> list[_Candidate]:
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
    olds: Sequence[RuleText], news: Sequence[RuleText], rule_links: Sequence[_Candidate], review: _Review
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


def unchanged_links(olds: Sequence[RuleText], news: Sequence[RuleText], review: _Review) -> list[_Candidate]:
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


def align_pair(
    olds: Sequence[RuleText], news: Sequence[RuleText], review: _Review, reviewed_file: str
) -> tuple[list[Link], list[Removed], list[Added]]:
    """Link the texts of one edition to those of the next, with removals and additions."""
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
    removed = [
        Removed(t.id, next_edition, review.removed[t.id].reason, True)
        if t.id in review.removed
        else Removed(t.id, next_edition, _unlinked_note(t, news, next_edition), False)
        for t in sorted(olds, key=lambda t: t.number)
        if successors[t.id] == 0
    ]
    added = [
        Added(t.id, previous_edition, review.added[t.id].reason, True)
        if t.id in review.added
        else Added(t.id, previous_edition, _unlinked_note(t, olds, previous_edition), False)
        for t in sorted(news, key=lambda t: t.number)
        if predecessors[t.id] == 0
    ]
    return links, removed, added


# --- the stage ---------------------------------------------------------------------------------


def aligned_editions(editions: Sequence[Edition]) -> tuple[str, ...]:
    """The official English editions, oldest first (by date, then id)."""
    chain = [e for e in editions if e.kind == "official" and e.language == "en"]
    return tuple(e.id for e in sorted(chain, key=lambda e: (e.date or e.start, e.id)))


@functools.lru_cache(maxsize=8192)
def _change(
    old: str, new: str, language: str, one_sided: bool
) -> tuple[tuple[tuple[Op, str], ...], tuple[FigureChange, ...]]:
    """The word diff and figure changes of two texts, computed once per distinct pair of texts."""
    return tuple(word_diff(old, new)), figure_changes(old, new, language, one_sided=one_sided)


def change_of(link: Link, texts: Mapping[str, RuleText]) -> TextChange:
    """The word diff and figure changes along one link."""
    old, new = texts[link.source], texts[link.target]
    words, figures_changed = _change(old.rule.text, new.rule.text, old.language, link.kind not in ("split", "merged"))
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
        return ReviewedEntry(self.entry.action, self.source or self.target, targets, self.entry.reason, self.entry.line)


def _review_of(placed: Iterable[_Placed], olds: Sequence[RuleText]) -> _Review:
    return _review_for([p.resolved for p in placed], {t.id for t in olds})


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
        for pair_links, _, _ in results.values():
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
    removed = [item for _, new in pairs for item in results[new][1]]
    added = [item for _, new in pairs for item in results[new][2]]
    by_id = {t.id: t for t in aligned}
    changes = tuple(change_of(link, by_id) for link in links if not by_id[link.source].rule.is_heading)
    return Lineage(
        chain, aligned, tuple(links), tuple(removed), tuple(added), changes, tuple(sorted(set(problems))), reviewed_file
    )


# --- meanings ----------------------------------------------------------------------------------


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


# --- the renumbering report --------------------------------------------------------------------


def _link_score(link: Link) -> str:
    """The score shown for a link in the report."""
    similarity = next((e for e in link.evidence if e.kind == "similarity" and e.score is not None), None)
    if similarity is not None:
        return f"{similarity.score:.1f}"
    return "structure" if any(e.kind == "structure" for e in link.evidence) else "-"


def _reviewed_lines(links: Iterable[Link]) -> list[int]:
    """The reviewed-file lines behind some links."""
    return sorted({e.line for link in links for e in link.evidence if e.kind == "reviewed" and e.line is not None})


def _is_unchanged(link: Link) -> bool:
    """True for a link made by the first pass: the same number and wording in the next edition."""
    first = link.evidence[0]
    return (
        link.kind == "same"
        and first.score == 100.0
        and (first.detail.startswith("the same") or " of the section titles " in first.detail)
    )


def render_renumbering_report(lineage: Lineage) -> str:
    """A plain-text report of every link, removal, addition and figure change, for a rules expert."""
    lines = [
        "Renumbering report: the Two-Headed Giant rules across the official English editions",
        f"Editions: {len(lineage.editions)}, {lineage.editions[0] if lineage.editions else ''} to "
        f"{lineage.editions[-1] if lineage.editions else ''}",
        f"Scores are rapidfuzz {SCORER} (0-100) on normalised text: over paired sentences for automatic links,",
        "of whole texts for leftover and reviewed links, of titles for headings. 'UNCERTAIN' marks a link to review;",
        f"'reviewed N' cites line N of {lineage.reviewed_file}. Rules with the same number and wording in the next",
        "edition (typography aside) are counted, not listed.",
    ]
    if lineage.problems:
        lines += ["", "Problems in the reviewed file:"] + [f"  {p}" for p in lineage.problems]
    by_pair: dict[tuple[str, str], list[Link]] = {}
    for link in lineage.links:
        by_pair.setdefault((link.source.split("/")[0], link.target.split("/")[0]), []).append(link)
    changes = {(c.source, c.target): c for c in lineage.changes}
    for old_edition, new_edition in zip(lineage.editions, lineage.editions[1:], strict=False):
        pair_links = by_pair.get((old_edition, new_edition), [])
        unchanged = [link for link in pair_links if _is_unchanged(link)]
        gone = [r for r in lineage.removed if r.next_edition == new_edition]
        new = [a for a in lineage.added if a.previous_edition == old_edition]
        if len(unchanged) == len(pair_links) and not gone and not new:
            lines += ["", f"== {old_edition} -> {new_edition}: no change in wording ({len(unchanged)} texts)"]
            continue
        lines += ["", f"== {old_edition} -> {new_edition}", f"links ({len(unchanged)} unchanged texts not listed):"]
        grouped: dict[str, list[Link]] = {}
        for link in pair_links:
            if not _is_unchanged(link):
                grouped.setdefault(link.source, []).append(link)
        for source, group in grouped.items():
            kinds = "/".join(dict.fromkeys(link.kind for link in group))
            targets = ", ".join(number_of(link.target) for link in group)
            scores = ", ".join(_link_score(link) for link in group)
            entry = f"  {number_of(source)} -> {targets}  {kinds}  (ratio {scores})"
            reviewed = _reviewed_lines(group)
            if reviewed:
                entry += f"  [reviewed {', '.join(map(str, reviewed))}]"
            if not all(link.certain for link in group):
                entry += "  UNCERTAIN"
            lines.append(entry)
        lines.append("removed (no successor):" + ("" if gone else " none"))
        lines += [f"  {number_of(r.text)}: {'[reviewed] ' if r.reviewed else ''}{r.note}" for r in gone]
        lines.append("added (no predecessor):" + ("" if new else " none"))
        lines += [f"  {number_of(a.text)}: {'[reviewed] ' if a.reviewed else ''}{a.note}" for a in new]
        figure_lines = [
            f"  {number_of(link.source)} -> {number_of(link.target)}: {'; '.join(f.note for f in change.figures)}"
            for link in pair_links
            if (change := changes.get((link.source, link.target))) is not None and change.figures
        ]
        lines.append("figure changes:" + ("" if figure_lines else " none"))
        lines += figure_lines
    uncertain = [link for link in lineage.links if not link.certain]
    lines += ["", f"Uncertain links: {len(uncertain)}"]
    lines += [f"  {link.source} -> {link.target} ({_link_score(link)})" for link in uncertain]
    return "\n".join(lines) + "\n"

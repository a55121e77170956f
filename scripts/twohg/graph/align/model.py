"""What the align stage finds (links, removals, additions, word diffs), its thresholds, and the word diff."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from typing import Literal

from twohg import files
from twohg.graph.model import Link, RuleText
from twohg.ingest.units import Rule
from twohg.problems import Problem
from twohg.text import FigureChange, normalise, wording_key
from twohg.text import sentences as split_sentences

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


RELATED_MIN = 85.0
"""A removed rule's sentence paired at this fuzz.ratio or above with a sentence of the next edition makes
that rule *related* (the same topic, never a successor) even when the pairs cover little of either rule.

810.7b's "refers to one specific defending player, not to both of the defending players" is kept in
805.10e at 89.5 ("not to all of the defending players"); a sentence that merely follows the same
pattern for another player ("active player", 805.9) scores 82.
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
    related: tuple[str, ...] = ()
    """Texts of the next edition that cover the same topic (their sentences pair with this text's), never
    successors: the rule is gone, and these rules, which stood on their own, say what it said."""
    carried_by: str = ""
    """A text of the same edition, under another number and in a lineage of its own, printing the same words
    (typography aside): the number is gone, its words stand on there (810.7a in 805.10a); empty when none."""
    carried_since: str = ""
    """With ``carried_by``: the first edition of the carrier's wording run, from which it printed these words
    under its number (`stage.wording_runs`); empty otherwise."""
    translations: tuple[tuple[str, str], ...] = ()
    """The reviewed reason in the site's other languages (language, text), when the reviewed file gives them."""


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
    """The word diff of the paragraphs and examples (`display_text`), as from `word_diff`."""
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
    translations: tuple[tuple[str, str], ...] = ()
    """The reason in other languages (language, text), for a removal or an addition; checked as the reason is."""
    translations_line: int = 0
    """The line of the translations in the reviewed file."""
    related: tuple[str, ...] = ()
    """For a removal: texts of a later edition that cover its topic, as a person read them (806.4's two features
    live on as 810.4 and 805.4); followed to the newest edition like those the passes find."""


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
    """The word diff and figure changes along every link (a heading's diff is its title's)."""
    problems: tuple[Problem, ...] = ()
    """Problems in the reviewed file, each with its line."""
    reviewed_file: str = REVIEWED_FILE
    """The reviewed file the decisions were read from, for reports."""
    reviewed: tuple[ReviewedEntry, ...] = ()
    """The reviewed file's entries, each with its line (their reasons are checked by `twohg.graph.prose`)."""


def match_text(text: str) -> str:
    """Text as compared: `editions.normalise` and case-folded."""
    return normalise(text).casefold()


def sentences(text: RuleText) -> list[str]:
    """A rule's paragraphs split into sentences, normalised for matching (examples left out)."""
    found: list[str] = []
    for paragraph in text.rule.paragraphs:
        found.extend(match_text(part) for part in split_sentences(normalise(paragraph)))
    return found


def _shown_parts(rule: Rule) -> list[tuple[str, str]]:
    """A rule's parts as `display_text` shows them, each ``(what comes before it, its text)``.

    The paragraphs, then each example behind its marker.
    """
    return [("", paragraph) for paragraph in rule.paragraphs] + [
        (f"{example.marker or 'Example:'} ", example.text) for example in rule.examples
    ]


def display_text(rule: Rule) -> str:
    """A rule as its words are compared and shown: paragraphs, then each example with its marker."""
    return PARAGRAPH.join(before + text for before, text in _shown_parts(rule))


def number_of(text_id: str) -> str:
    """The number part of a rule text id (``cr-en-2010-06-18/810.7a`` -> ``810.7a``)."""
    return text_id.rsplit("/", 1)[1]


PARAGRAPH = "\n\n"
"""The token a paragraph break is (`tokens`)."""


_TOKEN_RE = re.compile(r"\n\s*\n|\S+")


def tokens(text: str) -> list[str]:
    """Words with their punctuation attached, and a paragraph break as its own token."""
    return [PARAGRAPH if not token.strip() else token for token in _TOKEN_RE.findall(text.strip())]


def token_at(text: str, position: int) -> tuple[int, int]:
    """Which of a text's `tokens` holds the character at ``position``, and where in it: (token, offset)."""
    lead = len(text) - len(text.lstrip())
    for index, found in enumerate(_TOKEN_RE.finditer(text.strip())):
        if found.start() <= position - lead < found.end():
            return index, position - lead - found.start()
    raise ValueError(f"no token of the text holds position {position}")


def part_starts(rule: Rule) -> list[int]:
    """Where each of a rule's parts (paragraphs, then examples' texts) starts in its `display_text`."""
    starts: list[int] = []
    at = 0
    for before, text in _shown_parts(rule):
        starts.append(at + len(before))
        at += len(before) + len(text) + len(PARAGRAPH)
    return starts


def _join(words: Sequence[str]) -> str:
    """Words back into text: spaces between words, paragraph breaks kept."""
    return (
        " ".join(words)
        .replace(f" {PARAGRAPH} ", PARAGRAPH)
        .replace(f"{PARAGRAPH} ", PARAGRAPH)
        .replace(f" {PARAGRAPH}", PARAGRAPH)
    )


def token_key(token: str) -> str:
    """What a word is compared by: its typography folded (`twohg.text.wording_key`); a paragraph break as itself."""
    return wording_key(token) or token


def diff_tokens(before: Sequence[str], after: Sequence[str]) -> list[tuple[Op, str]]:
    """Word-level diff of two token lists (from `tokens`), as `word_diff` gives it."""
    matcher = SequenceMatcher(None, [token_key(w) for w in before], [token_key(w) for w in after], autojunk=False)
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


def word_diff(old: str, new: str) -> list[tuple[Op, str]]:
    """Word-level diff of two texts: ``equal``, ``delete`` (old words), ``insert`` (new words).

    Words keep their punctuation attached, so joining a run of words with spaces gives the text
    back; a changed punctuation mark shows as a changed word, which it is. Words are compared
    with their typography folded (quotes, apostrophes, dashes, the publisher's ``?``:
    `token_key`), so a change of quotation style is not a change; equal runs are given in the
    newer text's spelling. ``static/compare.js`` runs the same algorithm (difflib's
    ``SequenceMatcher`` without junk) over the same tokens and keys.
    """
    return diff_tokens(tokens(old), tokens(new))

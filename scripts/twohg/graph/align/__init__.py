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

from twohg.graph.align.model import (
    COVER_MIN,
    LEFTOVER_MIN,
    PARAGRAPH,
    REVIEWED_FILE,
    SCORER,
    SENTENCE_MIN,
    TITLE_MIN,
    Added,
    Lineage,
    LineageMeaning,
    Op,
    Removed,
    ReviewedEntry,
    TextChange,
    diff_tokens,
    display_text,
    match_text,
    number_of,
    part_starts,
    sentences,
    token_at,
    token_key,
    tokens,
    word_diff,
)
from twohg.graph.align.passes import align_pair, whole_score
from twohg.graph.align.report import render_renumbering_report
from twohg.graph.align.reviewed import parse_reviewed
from twohg.graph.align.stage import align, aligned_editions, change_of, meanings, timeline, wording_runs

__all__ = [
    "Added",
    "COVER_MIN",
    "LEFTOVER_MIN",
    "Lineage",
    "LineageMeaning",
    "Op",
    "PARAGRAPH",
    "REVIEWED_FILE",
    "Removed",
    "ReviewedEntry",
    "SCORER",
    "SENTENCE_MIN",
    "TITLE_MIN",
    "TextChange",
    "align",
    "align_pair",
    "aligned_editions",
    "change_of",
    "display_text",
    "match_text",
    "meanings",
    "number_of",
    "part_starts",
    "parse_reviewed",
    "render_renumbering_report",
    "sentences",
    "timeline",
    "whole_score",
    "diff_tokens",
    "token_key",
    "token_at",
    "tokens",
    "word_diff",
    "wording_runs",
]

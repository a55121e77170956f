"""The drop-in guard: an edition that loses or gains a large part of a 2HG section at once is stopped.

A maintainer adds an edition by dropping the official file into ``rules_src/cr-archive/``, with
no review (`twohg.ingest.archive`). One changed heading, an invisible character or a truncated
copy must not become a published history in which half a section was removed. So each official
English edition is compared with the edition before it (by date): a rule of a 2HG section is
*kept* when the other edition has a 2HG rule, under any number (sections are renumbered: 606 ->
806 -> 805/810), whose text is at least `MATCH_MIN` similar. A section that loses, or gains, at
least `LARGE_SHARE` of its rules and at least `LARGE_COUNT` rules at once is reported at its
``file:line``, with what happened and how to confirm it: an entry in `CONFIRMED_FILE`, which a
person writes after checking the official text.

Every real edition passes with no entry: in the 118 editions of the archive the largest change
is the new 805 of 2010-06-18, 7 of whose 17 rules had no counterpart in 806 (41%); no section
ever lost more than 3 rules at once (810.7a-f went in 2018-04-27 while 805.10a-g, added the year
before, say the same).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from rapidfuzz import fuzz, process

from twohg import files
from twohg.ingest.parsers.comprehensive import rule_line
from twohg.ingest.units import ParsedSource, Rule
from twohg.problems import Problem
from twohg.reviewed import Entry, Integer, ListOf, Record, Text, entries, read_yaml
from twohg.text import normalise

CONFIRMED_FILE = files.CONFIRMED_CHANGES_FILE
"""Where a person confirms an edition's large change (optional: the archive needs none)."""

MATCH_MIN = 60.0
"""A rule is kept when a rule of the other edition scores at least this (rapidfuzz ``fuzz.ratio`` of
the normalised, case-folded texts). The archive's rewordings (M10's "enters the battlefield" for
"comes into play") score above it; at 50, rules deleted from 810 found a "counterpart" among
their neighbours."""

LARGE_SHARE = 0.5
"""A change is large from this share of a section's rules (lost: of the section before; gained:
of the section after)."""

LARGE_COUNT = 5
"""...and from this many rules: a two-rule excerpt gaining a rule is not a large change."""

Change = Literal["lost", "gained"]


@dataclass(frozen=True)
class SuddenChange:
    """A section of an edition that lost or gained a large part of its rules relative to the edition before."""

    edition: str
    """The edition's id."""
    file: str
    """Its file, relative to the project root."""
    line: int
    """Where to look: the section's heading (lost), or the first rule with no counterpart (gained)."""
    previous: str
    """The edition before it."""
    section: int
    """The section."""
    change: Change
    """``lost`` or ``gained``."""
    rules: tuple[str, ...]
    """The rules lost (of the previous edition) or gained (of this one)."""
    total: int
    """How many rules the section had: before (lost) or now (gained)."""


def _unmatched(rules: Sequence[tuple[Rule, str]], others: Sequence[tuple[Rule, str]]) -> list[Rule]:
    """The rules with no counterpart among ``others`` (same text, or a similar one under any number).

    Each rule comes with its text as compared (`_keyed`).
    """
    exact = {key for _, key in others}
    keys = sorted(exact)
    return [
        rule
        for rule, key in rules
        if key not in exact and process.extractOne(key, keys, scorer=fuzz.ratio, score_cutoff=MATCH_MIN) is None
    ]


def _keyed(parsed: ParsedSource) -> list[tuple[Rule, str]]:
    """The edition's rules (not headings), each with its normalised, case-folded text."""
    return [(rule, normalise(rule.text).casefold()) for rule in parsed.rules if not rule.is_heading]


def _sections(rules: Sequence[tuple[Rule, str]]) -> dict[int, list[tuple[Rule, str]]]:
    found: dict[int, list[tuple[Rule, str]]] = {}
    for rule, key in rules:
        found.setdefault(rule.number.section, []).append((rule, key))
    return found


def _large(count: int, total: int) -> bool:
    return count >= LARGE_COUNT and count >= LARGE_SHARE * total


Edition = tuple[str, ParsedSource, Sequence[str]]
"""An edition as the guard sees it: its id, what the parser found, its lines."""


def _where(section: int, edition: Edition) -> int:
    """The line of a section in an edition: its heading, or where its rules are printed.

    The rules of a section the parser did not take for a 2HG section (a heading it no longer
    recognises) are still printed: the first of them is where to look. 1 when there is neither.
    """
    _, parsed, lines = edition
    heading = next((rule.line for rule in parsed.rules if rule.is_heading and rule.number.section == section), None)
    if heading is not None:
        return heading
    for number, text in enumerate(lines, 1):
        found = rule_line(text)
        if found is not None and found[1].section == section:
            return number
    return 1


def sudden_changes(editions: Sequence[Edition]) -> list[SuddenChange]:
    """Every large loss or gain of a section between consecutive editions, oldest first."""
    found: list[SuddenChange] = []
    keyed = [_keyed(parsed) for _, parsed, _ in editions]
    for index in range(1, len(editions)):
        before_id, edition, now = editions[index - 1][0], editions[index][0], editions[index][1]
        old_rules, new_rules = keyed[index - 1], keyed[index]
        for section, rules in sorted(_sections(old_rules).items()):
            lost = _unmatched(rules, new_rules)
            if _large(len(lost), len(rules)):
                numbers = tuple(str(rule.number) for rule in lost)
                line = _where(section, editions[index])
                found.append(SuddenChange(edition, now.file, line, before_id, section, "lost", numbers, len(rules)))
        for section, rules in sorted(_sections(new_rules).items()):
            gained = _unmatched(rules, old_rules)
            if _large(len(gained), len(rules)):
                numbers = tuple(str(rule.number) for rule in gained)
                line = gained[0].line
                found.append(SuddenChange(edition, now.file, line, before_id, section, "gained", numbers, len(rules)))
    return found


_SCHEMA = Record(
    {
        "confirmed": ListOf(
            Record(
                {
                    "edition": Text(what="an edition id (cr-en-YYYY-MM-DD)"),
                    "section": Integer(minimum=100, maximum=999, what="a section number"),
                    "change": Text(choices=("lost", "gained"), label="change", what="lost or gained"),
                    "reason": Text(multiline=True, max_length=4000, what="what was checked, in words"),
                },
                what="a confirmation: edition, section, change and reason",
            )
        )
    },
    what="a mapping with a 'confirmed' list",
)
"""The declared schema of `CONFIRMED_FILE`."""


def _listed(numbers: Sequence[str], limit: int = 6) -> str:
    shown = ", ".join(numbers[:limit])
    return shown + (f" and {len(numbers) - limit} more" if len(numbers) > limit else "")


def message(change: SuddenChange) -> str:
    """What happened, and how to confirm it, in one line."""
    if change.change == "lost":
        what = (
            f"section {change.section} loses {len(change.rules)} of the {change.total} rules it had in "
            f"{change.previous} at once ({_listed(change.rules)}: no rule of this edition says what they said)"
        )
        check = "a heading or rule numbers the parser no longer recognises, or a cut"
    else:
        what = (
            f"section {change.section} gains {len(change.rules)} of its {change.total} rules at once "
            f"({_listed(change.rules)}: {change.previous} says nothing like them)"
        )
        check = "rules that are not the official text"
    return (
        f"{what}; stopped, not published. Check this file for {check}; if the official edition really "
        f"does this, confirm it in {CONFIRMED_FILE}: - {{edition: {change.edition}, section: {change.section}, "
        f"change: {change.change}, reason: <what you checked>}}"
    )


def check_editions(editions: Sequence[Edition], confirmations: bytes | None) -> list[Problem]:
    """The problems of the drop-in guard: each unconfirmed large change, each stale or broken confirmation."""
    problems: list[Problem] = []
    confirmed: dict[tuple[str, int, str], Entry] = {}
    if confirmations is not None:
        root, problems = read_yaml(confirmations, CONFIRMED_FILE, _SCHEMA, empty_ok=True)
        for entry in entries(root, "confirmed"):
            if all(key in entry for key in ("edition", "section", "change", "reason")):
                confirmed[(entry["edition"], entry["section"], entry["change"])] = entry
    changes = sudden_changes(editions)
    seen = {(change.edition, change.section, change.change) for change in changes}
    known = {edition[0] for edition in editions}
    for change in changes:
        if (change.edition, change.section, change.change) not in confirmed:
            problems.append(Problem(change.file, change.line, message(change)))
    for (edition, section, kind), entry in confirmed.items():
        if edition not in known:
            problems.append(Problem(CONFIRMED_FILE, entry.line, f"no official edition {edition!r} in the archive"))
        elif (edition, section, kind) not in seen:
            problems.append(
                Problem(
                    CONFIRMED_FILE,
                    entry.line,
                    f"{edition} does not {'lose' if kind == 'lost' else 'gain'} a large part of section {section}: "
                    "the confirmation is stale, remove it",
                )
            )
    return problems

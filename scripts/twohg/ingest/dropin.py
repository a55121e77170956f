"""The drop-in guard: an edition not whole, or changing a 2HG section more than any edition has, is stopped.

A maintainer adds an edition by dropping the official file into ``rules_src/cr-archive/``, with
no review (`twohg.ingest.archive`). One changed heading, an invisible character, a truncated or
padded copy must not become a published history in which rules were removed or added. So:

- each official English edition must be whole (`twohg.ingest.wholeness`): its body prints every
  part its contents list, in order, through the credits, and an excerpt's 2HG sections end where
  another section begins. A file cut short is reported at its last line; one whose cut lies after
  the numbered rules (in the glossary or the credits) can be confirmed, a cut inside the rules never;
- each edition is compared with the edition before it (by date): a rule of a 2HG section is *kept*
  when the other edition has a 2HG rule, under any number (sections are renumbered: 606 -> 806 ->
  805/810), whose text is at least `MATCH_MIN` similar. A section that loses more than
  `MOST_LOST` or gains more than `MOST_GAINED` rules at once (more than any of the 118 real
  editions did), or that loses or gains at least `LARGE_SHARE` of its rules and at least
  `LARGE_COUNT` rules, is reported at its ``file:line``.

Each report says what happened and how to confirm it: an entry in `CONFIRMED_FILE`, which a person
writes after checking the official text. An entry pins what the person checked: the file's SHA-256
and, for a loss or a gain, the rules lost or gained. A file that changes, or an edition that does
anything else, is stopped again.

In the 118 editions of the archive the largest gain is the new 805 of 2010-06-18, 7 of whose 17 rules
had no counterpart in 806; no section ever lost more than 3 rules at once (806.2, 806.6a and 806.7
in 2010-06-18; 810.7a-f went in 2018-04-27 while 805.10a-g, added the year before, say the same).
One archive copy is not whole: 2013-02-01 stops inside its glossary, a cut confirmed in
`CONFIRMED_FILE`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from rapidfuzz import fuzz, process

from twohg import files
from twohg.ingest.parsers.comprehensive import rule_line
from twohg.ingest.units import ParsedSource, Rule
from twohg.ingest.wholeness import Outline, described, unended
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

MOST_LOST = 3
"""The most rules a section of a real edition ever lost at once (806 in 2010-06-18): more is large."""

MOST_GAINED = 7
"""The most rules a section of a real edition ever gained at once (the new 805 of 2010-06-18): more is large."""

LARGE_SHARE = 0.5
"""A change is large, too, from this share of a section's rules (lost: of the section before; gained:
of the section after)..."""

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


def _large(count: int, total: int, change: Change) -> bool:
    most = MOST_LOST if change == "lost" else MOST_GAINED
    return count > most or (count >= LARGE_COUNT and count >= LARGE_SHARE * total)


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
            if _large(len(lost), len(rules), "lost"):
                numbers = tuple(str(rule.number) for rule in lost)
                line = _where(section, editions[index])
                found.append(SuddenChange(edition, now.file, line, before_id, section, "lost", numbers, len(rules)))
        for section, rules in sorted(_sections(new_rules).items()):
            gained = _unmatched(rules, old_rules)
            if _large(len(gained), len(rules), "gained"):
                numbers = tuple(str(rule.number) for rule in gained)
                line = gained[0].line
                found.append(SuddenChange(edition, now.file, line, before_id, section, "gained", numbers, len(rules)))
    return found


_SHA256_RE = re.compile(r"[0-9a-f]{64}")

_SCHEMA = Record(
    {
        "confirmed": ListOf(
            Record(
                {
                    "edition": Text(what="an edition id (cr-en-YYYY-MM-DD)"),
                    "change": Text(choices=("lost", "gained", "cut"), label="change", what="lost, gained or cut"),
                    "sha256": Text(pattern=_SHA256_RE, hint="the file's SHA-256, 64 lower-case hex digits"),
                    "reason": Text(multiline=True, max_length=4000, what="what was checked, in words"),
                },
                optional={
                    "section": Integer(minimum=100, maximum=999, what="a section number"),
                    "rules": ListOf(Text(what="a rule number"), what="the rules lost or gained"),
                },
                what="a confirmation: edition, change, sha256 and reason (and section and rules for a loss or gain)",
            )
        )
    },
    what="a mapping with a 'confirmed' list",
)
"""The declared schema of `CONFIRMED_FILE`."""


def _listed(numbers: Sequence[str], limit: int = 6) -> str:
    shown = ", ".join(numbers[:limit])
    return shown + (f" and {len(numbers) - limit} more" if len(numbers) > limit else "")


def message(change: SuddenChange, sha256: str) -> str:
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
        f"{what}; more than any edition has done, stopped, not published. Check this file for {check}; if the "
        f"official edition really does this, confirm it in {CONFIRMED_FILE}: - {{edition: {change.edition}, "
        f"change: {change.change}, section: {change.section}, rules: [{', '.join(change.rules)}], "
        f"sha256: {sha256}, reason: <what you checked>}}"
    )


@dataclass(frozen=True)
class Cut:
    """An edition that does not print all its contents promise (or whose 2HG section runs to the file's end)."""

    edition: str
    file: str
    line: int
    """The file's last line (cut short), or the heading out of place."""
    message: str
    """What is wrong, in words."""
    confirmable: bool
    """True when the rules are all there (what is missing comes after them)."""


def cuts(editions: Sequence[Edition], books: Mapping[str, Outline | None]) -> list[Cut]:
    """Every edition that is not whole (`twohg.ingest.wholeness`; ``books``: each edition's outline), oldest first."""
    found: list[Cut] = []
    for edition, parsed, lines in editions:
        book = books.get(edition)
        if book is None:
            sections = {rule.number.section for rule in parsed.rules if rule.is_heading}
            for section, line in unended(lines, sections):
                found.append(
                    Cut(edition, parsed.file, line, f"section {section} runs to the end of the file: a cut copy", False)
                )
            continue
        stray = book.stray
        if stray is not None:
            part, before = stray
            found.append(
                Cut(
                    edition,
                    parsed.file,
                    part.line,
                    f"{described(part)} ({part.title!r}) is printed after {described(before)} (line {before.line}), "
                    "out of the order of the contents",
                    False,
                )
            )
        for part, before in book.lost:
            found.append(
                Cut(
                    edition,
                    parsed.file,
                    before.line,
                    f"the contents list {described(part)} ({part.title!r}, line {part.line}) but the body never "
                    f"prints its heading, which should come before this one: a heading lost or changed",
                    False,
                )
            )
        missing = book.cut
        if missing:
            last = max(book.printed, key=lambda part: part.line, default=None)
            where = f"in {described(last)} (line {last.line})" if last is not None else "before its first part"
            found.append(
                Cut(
                    edition,
                    parsed.file,
                    book.last_line,
                    f"the file stops here, {where}: its contents list {len(missing)} more "
                    f"part{'s' if len(missing) > 1 else ''} ({_listed([described(part) for part in missing], 4)}) "
                    "that it does not print: a cut copy",
                    book.cut_after_rules,
                )
            )
    return found


def _cut_message(cut: Cut, sha256: str) -> str:
    refused = f"{cut.message}; stopped, not published. Use a whole copy of the official file"
    if not cut.confirmable:
        return refused
    return (
        f"{refused}; if the official file really ends here, confirm it in {CONFIRMED_FILE}: - {{edition: "
        f"{cut.edition}, change: cut, sha256: {sha256}, reason: <what you checked>}}"
    )


def check_editions(
    editions: Sequence[Edition],
    confirmations: bytes | None,
    sha256: Mapping[str, str],
    books: Mapping[str, Outline | None],
) -> list[Problem]:
    """The drop-in guard's problems: each edition not whole, each unconfirmed large change, each stale confirmation.

    ``sha256`` gives each edition's file's SHA-256, ``books`` its outline.
    """
    problems: list[Problem] = []
    confirmed: dict[tuple[str, str, int], Entry] = {}
    if confirmations is not None:
        root, problems = read_yaml(confirmations, CONFIRMED_FILE, _SCHEMA, empty_ok=True)
        for entry in entries(root, "confirmed"):
            if not all(key in entry for key in ("edition", "change", "sha256", "reason")):
                continue
            if (entry["change"] == "cut") == ("section" in entry or "rules" in entry):
                problems.append(
                    Problem(
                        CONFIRMED_FILE,
                        entry.line,
                        "a confirmed cut names no section or rules; a confirmed loss or gain names its "
                        "section and rules",
                    )
                )
                continue
            confirmed[(entry["edition"], entry["change"], entry.get("section", 0))] = entry
    used: set[tuple[str, str, int]] = set()

    def confirmation(edition: str, change: str, section: int, rules: Sequence[str]) -> str | None:
        """None when a person confirmed exactly this; else why not (an empty string: no entry)."""
        key = (edition, change, section)
        entry = confirmed.get(key)
        if entry is None:
            return ""
        used.add(key)
        if entry["sha256"] != sha256.get(edition):
            return (
                f"; the confirmation at {CONFIRMED_FILE}:{entry.line} was for another file "
                f"(sha256 {entry['sha256'][:12]}…, this one is {sha256.get(edition, '')[:12]}…): check it again"
            )
        if change != "cut" and sorted(entry.get("rules", ())) != sorted(rules):
            return (
                f"; the confirmation at {CONFIRMED_FILE}:{entry.line} names other rules "
                f"({_listed(sorted(entry.get('rules', ())))}): check it again"
            )
        return None

    broken: set[str] = set()
    for cut in cuts(editions, books):
        why = confirmation(cut.edition, "cut", 0, ()) if cut.confirmable else ""
        if why is not None:
            problems.append(Problem(cut.file, cut.line, _cut_message(cut, sha256.get(cut.edition, "")) + why))
        if not cut.confirmable:
            broken.add(cut.edition)
    for change in sudden_changes(editions):
        if change.edition in broken:  # its rules are not all there: the cut or lost heading is the one cause
            continue
        why = confirmation(change.edition, change.change, change.section, change.rules)
        if why is not None:
            problems.append(Problem(change.file, change.line, message(change, sha256.get(change.edition, "")) + why))
    known = {edition[0] for edition in editions}
    for (edition, kind, section), entry in confirmed.items():
        if (edition, kind, section) in used:
            continue
        if edition not in known:
            problems.append(Problem(CONFIRMED_FILE, entry.line, f"no official edition {edition!r} in the archive"))
            continue
        what = (
            "is whole (or cut where no confirmation can let it through)"
            if kind == "cut"
            else f"does not {'lose' if kind == 'lost' else 'gain'} a large part of section {section}"
        )
        problems.append(Problem(CONFIRMED_FILE, entry.line, f"{edition} {what}: the confirmation is stale, remove it"))
    return problems

"""What the FAQ answers and summary sections on tournament matters say against today's tournament rules.

A person checked each such answer against the tournament rules of one document (``tournament:`` in
``rules_src/alignment/explanations.yaml``): the rules that rule on the matter, whether the answer still
says what they say, and when it does not, what they say instead in every language of the site. The
verdict is about the rules as that document prints them: it stands for the newest document while that
document prints each of those rules with the same title and words. When one of them changed (or is gone),
the verdict is shown as made against the older document, and a statement of what the rules say is no
longer shown as theirs: a newer document drops in with no change to the reviewed file, and nothing
reviewed goes stale unsaid.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from twohg.graph.explain.reviewed import ReviewedTournament
from twohg.graph.tournament import TournamentRecord, newest_document
from twohg.problems import Problem


@dataclass(frozen=True)
class TournamentAnswer:
    """A FAQ answer or summary section on a tournament matter, with a person's verdict against the tournament rules."""

    entry: str
    """The FAQ entry or summary section."""
    checked: tuple[str, ...]
    """The tournament rules it was checked against (``en-mtr-2026-02-27/9.6``); none when none covers the matter."""
    checked_on: dt.date | None
    """The date of the document checked against (None when no rule covers the matter)."""
    rules: tuple[str, ...]
    """The newest document's rules that print the checked ones as they were checked (same title and words)."""
    changed: tuple[str, ...]
    """The checked rules the newest document prints otherwise or not at all (their number)."""
    holds: bool
    """Whether the answer says what the checked rules say."""
    now: Mapping[str, str]
    """When it does not hold: what the checked rules say instead, by language."""
    reason: str
    """The reviewer's reason (English)."""
    line: int
    """Its line in the reviewed file."""

    @property
    def outdated(self) -> bool:
        """True when the answer no longer says what the tournament rules say (it says what they said, or nothing)."""
        return not self.holds

    @property
    def standing(self) -> bool:
        """True when the verdict is about the newest tournament rules: every checked rule stands as checked."""
        return not self.changed


def tournament_answers(
    reviewed: Sequence[ReviewedTournament], records: Mapping[str, TournamentRecord], file: str
) -> tuple[dict[str, TournamentAnswer], list[Problem]]:
    """The reviewed verdicts by entry id, each checked against the tournament rules the corpus holds, and problems.

    A rule id the corpus does not hold is a problem at its line (an entry naming rules of several documents
    too: a verdict is made against one document).
    """
    problems: list[Problem] = []
    newest = newest_document(records)
    documents = sorted({record.source_id for record in records.values()})
    found: dict[str, TournamentAnswer] = {}
    for answer in reviewed:
        known = [(rule, line) for rule, line in answer.rules if rule in records]
        for rule, line in answer.rules:
            if rule not in records:
                said = f"unknown tournament rule {rule!r} (<document>/<number>; documents: {', '.join(documents)})"
                problems.append(Problem(file, line, said))
        if len(known) != len(answer.rules):
            continue
        sources = {records[rule].source_id for rule, _ in known}
        if len(sources) > 1:
            problems.append(Problem(file, answer.line, f"{answer.id} is checked against several documents"))
            continue
        rules: list[str] = []
        changed: list[str] = []
        for rule, _ in known:
            record = records[rule]
            latest = records.get(f"{newest.source_id}/{record.number}") if newest is not None else None
            if latest is not None and (latest.rule.title, latest.rule.text) == (record.rule.title, record.rule.text):
                rules.append(latest.id)
            else:
                changed.append(record.number)
        found[answer.id] = TournamentAnswer(
            entry=answer.id,
            checked=tuple(rule for rule, _ in known),
            checked_on=records[known[0][0]].date if known else None,
            rules=tuple(rules),
            changed=tuple(changed),
            holds=answer.holds,
            now=dict(answer.now),
            reason=answer.reason,
            line=answer.line,
        )
    return dict(sorted(found.items())), problems

"""Translations that state their date (the official Japanese rules): each rule linked by number, and checked.

A translation that states its date is the translation of the English edition in force on that
date (``against``). Each translated rule is linked to the English text with the same number in that
edition, after the automatic comparison of what survives translation (figures, cited rules,
cards, examples, subrules: `twohg.graph.explain.translations.compare`) found nothing that differs.
A rule the comparison finds different, or whose number that edition lacks, is left without a
link and recorded as a `TranslationDifference` (``differs``, ``extra-rule``): a wrong link is worse
than none.

A person decides the rest in ``rules_src/alignment/translations.yaml`` (`REVIEWED_FILE`), one entry
per translated rule with its reason and evidence:

- ``lags``: the rule translates an older English wording (``translates``), not the one of its date;
- ``extra-rule``: its number is not in the English edition of its date; it translates ``translates``;
- ``adds``: it says something English does not (``says``); ``like`` names the English text that last
  said something like it, if any;
- ``same``: what the comparison found is the translation's wording, not a difference (``2人以上``,
  "two or more", for "more than one"); the entry names each finding it accepts (``accepts``, as the
  comparison prints it), and the link is made only while the comparison finds exactly those: a
  newer translation with another finding (a changed figure) is reported, never linked silently.

An entry names the translated rule by its language, its number and words it prints (``says``), so
it holds for every translation of that language that prints them, whatever its date: a newer
edition drops in with no change. English texts are named by any edition in which their wording
stands; the link goes to that wording's text nearest the translation's date. Every entry is
checked: one that matches no translated rule, or that the texts contradict (a ``lags`` whose wording
the edition of its date still prints, an ``extra-rule`` whose number it has, a comparison that
disagrees, a ``same`` with nothing to confirm), is reported at its line.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from twohg import files
from twohg.graph.align import wording_runs
from twohg.graph.editions import full_text
from twohg.graph.explain.common import _EMPTY_CARDS, CardNames
from twohg.graph.explain.translations import compare, subrules
from twohg.graph.model import (
    DifferenceKind,
    Edition,
    Evidence,
    Link,
    RuleText,
    TranslationDifference,
    canonical_text_id,
)
from twohg.graph.model import text_id_problem as _text_id_problem
from twohg.ingest.catalogue import LANGUAGES
from twohg.problems import Problem
from twohg.reviewed import Entry, ListOf, Record, Text, entries, read_yaml
from twohg.rulenumber import RuleNumber
from twohg.text import normalise

REVIEWED_FILE = files.TRANSLATIONS_FILE
"""The reviewed decisions about the rules of translations that state their date."""

ReviewedKind = Literal["lags", "adds", "extra-rule", "same"]
_KINDS: tuple[ReviewedKind, ...] = ("lags", "adds", "extra-rule", "same")

_NUMBER = Text(pattern=re.compile(r"\d{3}(?:\.\d{1,3}[a-z]?)?"), hint="a rule number (810.8c)")
_ENTRY = Record(
    {
        "language": Text(choices=tuple(code for code in LANGUAGES if code != "en"), label="language"),
        "rule": _NUMBER,
        "says": Text(max_length=300, what="words the translated rule prints"),
        "kind": Text(choices=_KINDS, label="kind"),
        "reason": Text(multiline=True, max_length=800, what="a short reason"),
        "evidence": Text(multiline=True, max_length=4000, what="what was read, where"),
    },
    {
        "translates": Text(what="an English rule text id (cr-en-2024-09-20/805.10f)"),
        "like": Text(what="an English rule text id (cr-en-2009-09-04/806.8a)"),
        "accepts": ListOf(Text(max_length=400, what="a finding of the comparison, as it prints it"), min_items=1),
    },
    what="an entry: language, rule, says, kind, reason, evidence",
)
SCHEMA = Record({}, {"rules": ListOf(_ENTRY)}, what="a mapping with a 'rules' list")
"""The declared schema of `REVIEWED_FILE`."""


@dataclass(frozen=True)
class ReviewedRule:
    """A person's decision about one rule of the translations of a language."""

    language: str
    """The translation's language."""
    number: RuleNumber
    """The translated rule's number."""
    says: str
    """Words the translated rule prints: the entry holds for every translation of ``language`` that prints them."""
    kind: ReviewedKind
    """``lags``, ``adds``, ``extra-rule`` or ``same``."""
    translates: str | None
    """The English text it translates, named by any edition of its wording (None: the same number, its date)."""
    like: str | None
    """``adds``: the English text that last said something like the added words."""
    accepts: tuple[str, ...]
    """``same``: the comparison's findings a person read as the translation's wording, each as it prints it."""
    reason: str
    """Why, in a short sentence."""
    evidence: str
    """What was read in the texts, and where."""
    line: int
    """The entry's line."""
    lines: Mapping[str, int]
    """The line of each key."""


def parse_reviewed(text: str | None, file: str = REVIEWED_FILE) -> tuple[tuple[ReviewedRule, ...], list[Problem]]:
    """The reviewed file's entries (none when there is no file), every problem at its line."""
    if text is None:
        return (), []
    root, problems = read_yaml(text, file, SCHEMA, empty_ok=True)
    found: list[ReviewedRule] = []
    for entry in entries(root if isinstance(root, Entry) else None, "rules"):
        if not all(key in entry for key in ("language", "rule", "says", "kind", "reason", "evidence")):
            continue
        translates, like = entry.get("translates"), entry.get("like")
        found.append(
            ReviewedRule(
                language=entry["language"],
                number=RuleNumber.parse(entry["rule"]),
                says=normalise(entry["says"]),
                kind=entry["kind"],
                translates=canonical_text_id(translates.strip()) if translates else None,
                like=canonical_text_id(like.strip()) if like else None,
                accepts=tuple(normalise(finding) for finding in entry.get("accepts") or ()),
                reason=normalise(entry["reason"]),
                evidence=normalise(entry["evidence"]),
                line=entry.line,
                lines=dict(entry.lines),
            )
        )
    return tuple(found), problems


@dataclass(frozen=True)
class DatedAlignment:
    """The translation links of the translations that state their date, what differs, and the problems."""

    links: tuple[Link, ...]
    """English text -> translated text, one per translated rule that has one."""
    unlinked: tuple[tuple[str, str], ...]
    """Translated rules left without a link, with the reason."""
    differences: tuple[TranslationDifference, ...]
    """Every difference, in translation and document order (``lacks`` after the rules)."""
    problems: tuple[Problem, ...]
    """Problems in the reviewed file, each at its line."""


def edition_in_force(date: dt.date, official: Sequence[Edition]) -> Edition | None:
    """The official English edition in force on ``date`` (the latest dated on or before it), or None."""
    before = [e for e in official if (e.date or e.start) <= date]
    return max(before, key=lambda e: (e.date or e.start, e.id)) if before else None


@dataclass(frozen=True)
class _Runs:
    """The wording runs of the official English texts (`twohg.graph.align.wording_runs`)."""

    first: Mapping[str, str]
    last: Mapping[str, str]
    members: Mapping[str, Sequence[str]]

    def of(self, text_id: str) -> Sequence[str]:
        """The texts of ``text_id``'s run, oldest first."""
        return self.members[self.first[text_id]]


def _edition(text_id: str) -> str:
    return text_id.rsplit("/", 1)[0]


class _Aligner:
    """Aligns one translation that states its date against the English edition of that date."""

    def __init__(
        self,
        edition: Edition,
        against: Edition,
        english: Mapping[str, Sequence[RuleText]],
        official: Sequence[Edition],
        runs: _Runs,
        file: str,
        cards: CardNames,
    ) -> None:
        self.edition = edition
        self.date = edition.date or edition.start
        self.against = against
        self.texts = {t.number: t for t in english[against.id]}
        self.children: dict[str, Mapping[RuleNumber, frozenset[str]]] = {}
        self.english = english
        self.by_id = {t.id: t for texts in english.values() for t in texts}
        self.starts = {e.id: e.date or e.start for e in official}
        self.chain = [e.id for e in official]
        self.runs = runs
        self.file = file
        self.cards = cards
        self.links: list[Link] = []
        self.unlinked: list[tuple[str, str]] = []
        self.differences: list[TranslationDifference] = []
        self.problems: list[Problem] = []

    # --- helpers ---------------------------------------------------------------------------------

    def nearest(self, named: str) -> str:
        """The text of ``named``'s wording nearest the translation's date: in force then, else the latest before."""
        members = self.runs.of(named)
        before = [m for m in members if self.starts[_edition(m)] <= self.date]
        return before[-1] if before else members[0]

    def span(self, text_id: str) -> tuple[str, str]:
        """The first and last edition printing ``text_id``'s wording."""
        members = self.runs.of(text_id)
        return _edition(members[0]), _edition(members[-1])

    def last_printed(self, number: RuleNumber) -> str | None:
        """The last English edition before the translation's date with a rule of ``number``."""
        for edition in reversed(self.chain):
            if self.starts[edition] <= self.date and any(t.number == number for t in self.english[edition]):
                return edition
        return None

    def compared(
        self, english: RuleText, text: RuleText, own: Mapping[RuleNumber, frozenset[str]]
    ) -> tuple[list[Evidence], list[str], list[Evidence]]:
        """What the comparison of an English text and a translated rule finds: agreements, differences, doubts."""
        if english.edition not in self.children:
            self.children[english.edition] = subrules(self.english[english.edition])
        children = self.children[english.edition].get(english.number, frozenset())
        return compare(english, text, children, own.get(text.number, frozenset()), self.cards)

    def difference(
        self,
        text: RuleText | None,
        number: RuleNumber,
        kind: DifferenceKind,
        reason: str,
        *,
        english: str | None = None,
        wording: tuple[str, str] | None = None,
        like: str | None = None,
        last_printed: str | None = None,
        says: str = "",
        findings: tuple[str, ...] = (),
        reviewed: bool = False,
        line: int | None = None,
    ) -> None:
        """Record a difference of ``text`` (or, for ``lacks``, of the English rule ``number``).

        A reviewed one is located at its entry's ``line`` in the reviewed file, a found one at the rule's line.
        """
        counterpart = self.texts.get(number)
        where = text.rule if text is not None else self.texts[number].rule
        file = self.file if reviewed else (text.file if text is not None else self.texts[number].file)
        self.differences.append(
            TranslationDifference(
                edition=self.edition.id,
                text=text.id if text is not None else None,
                number=str(number),
                kind=kind,
                against=self.against.id,
                english=english,
                counterpart=counterpart.id if counterpart is not None else None,
                wording=wording,
                like=like,
                last_printed=last_printed,
                says=says,
                reason=reason,
                findings=findings,
                reviewed=reviewed,
                file=file,
                line=line if line is not None else where.line,
            )
        )

    # --- one rule --------------------------------------------------------------------------------

    def automatic(self, text: RuleText, own: Mapping[RuleNumber, frozenset[str]]) -> None:
        """Link by number in the edition of the translation's date, unless the comparison finds a difference."""
        counterpart = self.texts.get(text.number)
        if counterpart is None:
            reason = f"{self.against.id}, the English edition of its date, has no rule {text.number}"
            self.difference(text, text.number, "extra-rule", reason, last_printed=self.last_printed(text.number))
            self.unlinked.append((text.id, f"{reason}; no reviewed entry says what it translates"))
            return
        agree, differ, doubts = self.compared(counterpart, text, own)
        if differ:
            reason = f"the comparison with {counterpart.id} finds: {'; '.join(differ)}"
            self.difference(text, text.number, "differs", reason, findings=tuple(differ))
            self.unlinked.append((text.id, f"{reason}; no reviewed entry explains it, so it is not linked"))
            return
        evidence = [
            Evidence(
                "number",
                f"same number {text.number} in {self.against.id}, the English edition in force on the translation's "
                f"date ({self.date.isoformat()})",
                None,
                counterpart.file,
                counterpart.rule.line,
            ),
            *agree,
            Evidence(
                "structure",
                "nothing the comparison reads differs (figures, cited rules, cards, examples, subrules)",
                None,
                text.file,
                text.rule.line,
            ),
            *doubts,
        ]
        self.links.append(Link("translation", counterpart.id, text.id, tuple(evidence), certain=not doubts))

    def reviewed(self, text: RuleText, entry: ReviewedRule, own: Mapping[RuleNumber, frozenset[str]]) -> None:
        """Apply a person's decision, after checking it against the texts."""
        counterpart = self.texts.get(text.number)
        line = entry.lines.get("translates", entry.line)
        if entry.kind in ("lags", "extra-rule") and entry.translates is None:
            self.problems.append(
                Problem(self.file, entry.line, f"a '{entry.kind}' entry must say what it 'translates'")
            )
            return
        target_id = self.nearest(entry.translates) if entry.translates is not None else None
        if target_id is None and counterpart is None:
            self.problems.append(
                Problem(self.file, entry.line, f"{self.against.id} has no rule {text.number}: say what it 'translates'")
            )
            return
        target = self.by_id[target_id] if target_id is not None else counterpart
        assert target is not None
        standing = [t for t in self.runs.of(target.id) if _edition(t) == self.against.id]
        if entry.kind == "lags" and standing:
            self.problems.append(
                Problem(
                    self.file,
                    line,
                    f"{text.id} does not lag: {self.against.id}, the English edition of its date, prints the wording "
                    f"of {entry.translates} ({standing[0]})",
                )
            )
            return
        if entry.kind == "extra-rule" and counterpart is not None:
            self.problems.append(
                Problem(self.file, entry.line, f"{self.against.id} has a rule {text.number}: not an extra rule")
            )
            return
        agree, differ, doubts = self.compared(target, text, own)
        if (entry.kind == "same") != bool(entry.accepts):
            wrong = "must name the findings it 'accepts'" if entry.accepts == () else "takes no 'accepts'"
            self.problems.append(
                Problem(self.file, entry.lines.get("accepts", entry.line), f"a '{entry.kind}' entry {wrong}")
            )
            return
        if entry.kind == "same" and not differ:
            self.problems.append(
                Problem(
                    self.file,
                    entry.line,
                    f"the comparison of {text.id} with {target.id} finds nothing to confirm: remove the entry",
                )
            )
        elif entry.kind == "same" and set(differ) != set(entry.accepts):
            # A finding no person read (a changed figure in a newer translation) is never linked silently.
            new = [finding for finding in differ if finding not in entry.accepts]
            gone = [finding for finding in entry.accepts if finding not in differ]
            changes = [f"it now finds what the entry does not accept: {'; '.join(new)}"] if new else []
            changes += [f"it no longer finds: {'; '.join(gone)}"] if gone else []
            self.problems.append(
                Problem(
                    self.file,
                    entry.lines.get("accepts", entry.line),
                    f"the comparison of {text.id} with {target.id} has changed: {'; and '.join(changes)}",
                )
            )
            return
        elif entry.kind != "same" and differ:
            self.problems.append(
                Problem(
                    self.file,
                    line,
                    f"{text.id} is reviewed as translating {target.id}, but the comparison finds: {'; '.join(differ)}",
                )
            )
            return
        evidence: list[Evidence] = [
            Evidence("reviewed", entry.reason, None, self.file, entry.line),
            Evidence(
                "reviewed", f"evidence: {entry.evidence}", None, self.file, entry.lines.get("evidence", entry.line)
            ),
            *agree,
        ]
        if entry.kind == "same":
            evidence.append(
                Evidence(
                    "structure",
                    f"the comparison's findings are the translation's wording, not a difference: {'; '.join(differ)}",
                    None,
                    text.file,
                    text.rule.line,
                )
            )
        evidence.extend(doubts)
        self.links.append(Link("translation", target.id, text.id, tuple(evidence), certain=True))
        if entry.kind == "same":
            return
        like = self.runs.of(entry.like)[-1] if entry.like is not None else None
        wording: tuple[str, str] | None = None
        if entry.kind == "lags":
            wording = self.span(target.id)  # the editions printing the wording it translates
        elif like is not None:
            wording = self.span(like)  # the editions printing what last said something like it
        self.difference(
            text,
            text.number,
            entry.kind,
            entry.reason,
            english=target.id,
            wording=wording,
            like=like,
            last_printed=self.last_printed(text.number) if entry.kind == "extra-rule" else None,
            says=entry.says,
            reviewed=True,
            line=entry.line,
        )

    def lacks(self, translated: Sequence[RuleText]) -> None:
        """The English rules of the translated sections that no translated rule renders."""
        sections = {t.number.section for t in translated}
        numbers = {t.number for t in translated}
        rendered = {link.source for link in self.links}
        for number, english in sorted(self.texts.items()):
            if number.section in sections and number not in numbers and english.id not in rendered:
                self.difference(
                    None,
                    number,
                    "lacks",
                    f"{self.edition.id} has no rule {number}, and none of its rules translates {english.id}",
                    english=english.id,
                )


def align_dated(
    translations: Sequence[tuple[Edition, Sequence[RuleText]]],
    english: Mapping[str, Sequence[RuleText]],
    official: Sequence[Edition],
    reviewed: Sequence[ReviewedRule],
    file: str = REVIEWED_FILE,
    cards: CardNames = _EMPTY_CARDS,
) -> DatedAlignment:
    """Link every rule of every translation that states its date (see the module docstring).

    ``english`` holds the official English editions' texts by edition id, ``official`` those editions.
    """
    official = sorted(official, key=lambda e: (e.date or e.start, e.id))
    chain = [e.id for e in official]
    first, last, members = wording_runs({e: english.get(e, ()) for e in chain}, chain)
    runs = _Runs(first, last, members)
    by_id = {t.id: t for texts in english.values() for t in texts}
    problems: list[Problem] = []
    usable: list[ReviewedRule] = []
    for entry in reviewed:
        broken = False
        for key, value in (("translates", entry.translates), ("like", entry.like)):
            wrong = _text_id_problem(value, by_id, chain) if value is not None else None
            if wrong is not None:
                problems.append(Problem(file, entry.lines.get(key, entry.line), wrong))
                broken = True
        if not broken:
            usable.append(entry)
    used: set[int] = set()
    links: list[Link] = []
    unlinked: list[tuple[str, str]] = []
    differences: list[TranslationDifference] = []
    for edition, translated in translations:
        date = edition.date or edition.start
        against = edition_in_force(date, official)
        if against is None:
            unlinked.extend(
                (t.id, f"no official English edition is in force on {date.isoformat()}") for t in translated
            )
            continue
        aligner = _Aligner(edition, against, english, official, runs, file, cards)
        own = subrules(translated)
        for text in translated:
            body = full_text(text.rule)
            matching = [e for e in usable if e.language == text.language and e.number == text.number and e.says in body]
            for extra in matching[1:]:
                problems.append(
                    Problem(file, extra.line, f"{text.id} is also matched by the entry on line {matching[0].line}")
                )
            if matching:
                used.add(matching[0].line)
                aligner.reviewed(text, matching[0], own)
            else:
                aligner.automatic(text, own)
        aligner.lacks(translated)
        links.extend(aligner.links)
        unlinked.extend(aligner.unlinked)
        differences.extend(aligner.differences)
        problems.extend(aligner.problems)
    for entry in usable:
        if entry.line not in used:
            problems.append(
                Problem(
                    file,
                    entry.line,
                    f"no {entry.language} translation that states its date prints {entry.says!r} in rule "
                    f"{entry.number}: the entry is stale; correct or remove it",
                )
            )
    return DatedAlignment(tuple(links), tuple(unlinked), tuple(differences), tuple(problems))

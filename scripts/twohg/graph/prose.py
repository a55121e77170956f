"""Reviewed prose that cannot go stale: every rule number a reason names is checked against every later edition.

A reviewed entry's reason is written against an edition: the one of the rule text the entry names
(the newest of them, for a link). A number written bare in it (``805.10a``) means the rule that
number had in that edition, and must keep meaning it: in every later edition of the archive the
number must still be printed, for a text of the same meaning (the lineage's, `Node.meanings`).
Otherwise the reason has gone stale, and the build stops at its line: "805.10f" written in 2017
named the damage assignment order, which the game dropped in 2024, when 805.10f became the combat
damage step. A number that edition did not print but a later one did ("806.3a is now 805.2",
written about a 2009 rule) is held to the first edition that printed it, from there on.

A number pinned to an edition, ``805.10f@cr-en-2017-09-29``, names the rule as that edition printed
it: it never goes stale, and a reader sees it with what the resolver says of it (`rendered`): "805.10f
(2017-06-05 – 2024-09-20; removed in the edition of 2024-11-08)". A number no edition from the one a reason
was written against on printed as a 2HG rule is a historical mention ("606.4 in the 606 era") or a
rule outside the 2HG sections ("rule 704"), and is not checked.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from twohg.citing import number_spans
from twohg.graph.align.model import ReviewedEntry, number_of
from twohg.graph.resolver import Meaning, Resolver, edition_of
from twohg.problems import Problem
from twohg.profiles import LABELS

#: A number, or a run of lettered rules (``810.7a-f``), pinned to the edition it is meant in:
#: ``805.10f@cr-en-2017-09-29``; Japanese prose writes it right against its words (``次に806.6@...に``).
PINNED_RE = re.compile(
    r"(?<![0-9A-Za-z_.])(?P<number>\d{3}(?:\.\d{1,3}(?:[a-z](?:[-–][a-z])?)?)?)@(?P<edition>cr-en-\d{4}-\d{2}-\d{2})"
    r"(?![0-9A-Za-z_-])"
)

#: A bare run of lettered rules: ``810.7a-f``.
_RUN_RE = re.compile(r"(?<![0-9A-Za-z_.@])(?P<stem>\d{3}\.\d{1,3})(?P<first>[a-z])[-–](?P<last>[a-z])(?![0-9A-Za-z_@])")


def members(number: str) -> tuple[str, ...]:
    """The rules a written number names: itself, or each rule of a lettered run (``810.7a-c``)."""
    run = re.fullmatch(r"(\d{3}\.\d{1,3})([a-z])[-–]([a-z])", number)
    if run is None:
        return (number,)
    stem, first, last = run.groups()
    return tuple(f"{stem}{chr(code)}" for code in range(ord(first), ord(last) + 1))


def written_numbers(reason: str) -> dict[str, None]:
    """The bare numbers and lettered runs a reason names, in order, without repeats; pinned ones left out."""
    pinned = [(m.start(), m.end()) for m in PINNED_RE.finditer(reason)]
    runs = {run.start(): run.group() for run in _RUN_RE.finditer(reason)}
    spans = number_spans(reason, "en", bare_numbers=True)
    found = [(span.start, runs.get(span.start, str(span.number))) for span in spans]
    return {written: None for at, written in found if not any(start <= at < end for start, end in pinned)}


@dataclass(frozen=True)
class Writing:
    """A reviewed reason, with the official edition it was written against and where it is written."""

    file: str
    """The reviewed file."""
    line: int
    """The entry's line."""
    edition: str
    """The official English edition its bare numbers are read in (or, for a number it did not print, the first
    later edition that did)."""
    reason: str
    """The reason, in words."""


def lineage_writings(entries: Iterable[ReviewedEntry], file: str, chain: Sequence[str]) -> list[Writing]:
    """The lineage file's reasons and their translations, each against the newest edition of the texts it names."""
    order = {edition: k for k, edition in enumerate(chain)}.__getitem__
    writings = []
    for entry in entries:
        edition = max((edition_of(t) for t in (entry.source, *entry.targets)), key=order)
        writings.append(Writing(file, entry.line, edition, entry.reason))
        writings += [Writing(file, entry.translations_line, edition, said) for _, said in entry.translations]
    return writings


def stale_numbers(
    writings: Iterable[Writing],
    chain: Sequence[str],
    meaning_of: Mapping[str, str],
    held: Mapping[str, frozenset[str]],
) -> list[Problem]:
    """Every number in the reviewed reasons that no longer means what it meant when the reason was written.

    ``meaning_of`` gives each official text's meaning id (`Node.meanings`), ``held`` each edition's 2HG
    numbers. A pinned number must name rules its edition printed.
    """
    problems: list[Problem] = []
    position = {edition: k for k, edition in enumerate(chain)}
    for entry in writings:
        file, written = entry.file, entry.edition
        for match in PINNED_RE.finditer(entry.reason):
            edition = match["edition"]
            for number in members(match["number"]):
                if edition not in position or number not in held.get(edition, frozenset()):
                    problems.append(
                        Problem(file, entry.line, f"{match.group()}: {edition} has no Two-Headed Giant rule {number}")
                    )
        for number in written_numbers(entry.reason):
            stale = gone_stale(members(number), chain[position[written] :], meaning_of, held)
            if stale is not None:
                meant_in, member, what, later = stale
                problems.append(
                    Problem(
                        file,
                        entry.line,
                        f"{number} (meant as in {meant_in}): {member} {what} from {later} on: the reason has gone "
                        f"stale; name it as {number}@{meant_in}, or as the number that carries it now",
                    )
                )
    return problems


def gone_stale(
    numbers: Sequence[str], editions: Sequence[str], meaning_of: Mapping[str, str], held: Mapping[str, frozenset[str]]
) -> tuple[str, str, str, str] | None:
    """(edition meant in, number, what became of it, edition) for the first of the numbers whose meaning ended.

    A number is meant as in the first of the editions that printed it as a 2HG rule; one none printed is a
    mention of an earlier numbering or of a rule outside the 2HG sections, and never stale.
    """
    for number in numbers:
        printed = [edition for edition in editions if number in held.get(edition, frozenset())]
        if not printed:
            continue
        meant_in = printed[0]
        meant = meaning_of[f"{meant_in}/{number}"]
        for later in editions[editions.index(meant_in) + 1 :]:
            now = meaning_of.get(f"{later}/{number}")
            if now != meant:
                return meant_in, number, "is no longer printed" if now is None else "is another rule", later
    return None


def rendered(
    text: str,
    resolver: Resolver,
    dates: Mapping[str, dt.date],
    words: Mapping[str, str] = LABELS["en"],
    record: Callable[[Meaning, str, str], None] | None = None,
) -> str:
    """Reviewed prose as a reader sees it: each pinned number with the resolver's facts about it.

    A rule that no longer stands under its number is given with the first and last editions that printed
    it, as its own page gives them, and where its content is in the newest edition ("805.10f (2017-07-08 –
    2024-09-20; removed in the edition of 2024-11-08)"); a run of rules with the facts its rules share.
    ``words`` say the facts (the ``prose_*`` labels of a language); ``record`` is handed each meaning shown
    with the first and last dates printed for it.
    """

    def facts(number: str, edition: str) -> tuple[str, ...]:
        resolution = resolver.get(number)
        meaning = resolution.meaning_in(edition) if resolution is not None else None
        if meaning is None or meaning.current:
            return ()
        start, last = meaning.start.isoformat(), meaning.last_date.isoformat()
        if record is not None:
            record(meaning, start, last)
        said = [start if start == last else f"{start} – {last}"]
        if meaning.now.numbers:
            said.append(words["prose_newest"].format(numbers=", ".join(meaning.now.numbers)))
        elif meaning.now.removed_in is not None:
            said.append(words["prose_removed"].format(date=dates[meaning.now.removed_in].isoformat()))
            carried = meaning.now.carried
            if carried is not None and carried.now.numbers:
                said.append(words["prose_same_words"].format(numbers=", ".join(carried.now.numbers)))
        return tuple(fact for fact in said if fact)

    def said(match: re.Match[str]) -> str:
        number, edition = match["number"], match["edition"]
        each = [facts(member, edition) for member in members(number)]
        if len(each) > 1:  # a run: the facts all its rules share, else the date of the edition meant
            shared = [fact for fact in each[0] if all(fact in other for other in each)]
            shown = (shared or [words["prose_as_printed"].format(date=dates[edition].isoformat())]) if any(each) else []
            return words["prose_facts"].format(number=number, facts=words["prose_sep"].join(shown)) if shown else number
        return words["prose_facts"].format(number=number, facts=words["prose_sep"].join(each[0])) if each[0] else number

    return PINNED_RE.sub(said, text)


def held_numbers(texts: Iterable[str]) -> dict[str, frozenset[str]]:
    """Edition -> the numbers of its texts (official text ids)."""
    found: dict[str, set[str]] = {}
    for text in texts:
        found.setdefault(edition_of(text), set()).add(number_of(text))
    return {edition: frozenset(numbers) for edition, numbers in found.items()}

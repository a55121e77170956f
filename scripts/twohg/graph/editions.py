"""The editions stage: every rules text as an edition with a date or a date range, and the reason.

- Official files with a catalogue ``date`` are editions of kind ``official``; the date stated
  inside the file ("These rules are current as of August 1, 2005.") must equal the catalogue's.
- Each rule quote in a forum thread is an edition of kind ``quote``, measured against every
  official edition of its language with rapidfuzz and identified with one when the match is clear.
- An undated Comprehensive Rules file (the Spanish 810) gets its range from the rule numbers it
  has and lacks, compared with the dated editions' numbers in the same sections.
"""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from twohg import files
from twohg.graph.model import Edition, EditionMatch, RuleText
from twohg.graph.textunits import edition_id
from twohg.ingest.archive import DATE_STATEMENTS, stated_date
from twohg.ingest.catalogue import DateRange, SourceEntry
from twohg.ingest.corpus import Corpus, LoadedSource
from twohg.ingest.units import Rule
from twohg.problems import Problem
from twohg.rulenumber import RuleNumber
from twohg.text import normalise, wording_key

CATALOGUE_FILE = files.CATALOGUE_FILE
"""The catalogue's path, for problems about an entry's date or range."""

IDENTIFY_MIN = 95.0
"""A quote is identified only when its mean similarity to the best edition is at least this.

A quote copied from an edition scores 100 on every rule once quotes and spaces are normalised;
95 leaves room for a transcription slip or two without accepting a reworded text.
"""

RULE_MARGIN = 1.0
"""...and when, against every other edition, it is ahead by at least this on some quoted rule
and behind by this on none.

Editions that print a quoted rule identically score the same on it whatever slips the quote
has, so a per-rule gap comes from the editions' own wording: one changed word in a rule of a
hundred characters moves fuzz.ratio by three points or more (805.5a "his or her team" in June
2010 scores 100.0, "their team" in November 2024 95.7). Comparing rule by rule rather than
the means keeps the test independent of how many rules are quoted, and a quote that mixes
editions (ahead on one rule, behind on another) is left unidentified.
"""


@functools.lru_cache(maxsize=32768)
def full_text(rule: Rule) -> str:
    """A rule's paragraphs and examples as one normalised string, for whole-rule comparison."""
    return normalise(" ".join([*rule.paragraphs, *(example.text for example in rule.examples)]))


def day_before(date: dt.date) -> dt.date:
    """The day before ``date``."""
    return date - dt.timedelta(days=1)


def day_after(date: dt.date) -> dt.date:
    """The day after ``date``."""
    return date + dt.timedelta(days=1)


def catalogue_range(entry: SourceEntry) -> DateRange:
    """The catalogue's date as a one-day range, or its date range."""
    if entry.date is not None:
        return DateRange(entry.date, entry.date)
    assert entry.date_range is not None, "the catalogue admits exactly one of date and date_range"
    return entry.date_range


# --- official editions -------------------------------------------------------------------------


def check_stated_date(loaded: LoadedSource) -> list[Problem]:
    """Problems when an official file's stated date is missing or differs from the catalogue's."""
    entry = loaded.entry
    if entry.date is None or entry.language not in DATE_STATEMENTS:
        return []
    found = stated_date(loaded.text.lines, entry.language)
    if found is None:
        return [
            Problem(
                loaded.path,
                1,
                f"no 'current/effective as of <date>' statement found; cannot check the catalogue date "
                f"{entry.date.isoformat()} ({CATALOGUE_FILE}:{entry.catalogue_line})",
            )
        ]
    date, line = found
    if date != entry.date:
        return [
            Problem(
                loaded.path,
                line,
                f"the file states it is in force from {date.isoformat()} but the catalogue says "
                f"{entry.date.isoformat()} ({CATALOGUE_FILE}:{entry.catalogue_line})",
            )
        ]
    return []


def official_edition(loaded: LoadedSource) -> Edition:
    """A dated official file as an edition of kind ``official``."""
    entry = loaded.entry
    assert entry.date is not None
    return Edition(
        id=entry.id,
        source_id=entry.id,
        language=entry.language,
        kind="official",
        date=entry.date,
        start=entry.date,
        end=entry.date,
        evidence=entry.date_evidence,
    )


# --- quotes ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class DatedEdition:
    """A dated official edition with its rules by number, what quotes and translations are compared with."""

    edition: Edition
    """The edition."""
    rules: Mapping[RuleNumber, Rule]
    """Its rules (headings included) by number."""


def rule_scores(quoted: Sequence[Rule], dated: DatedEdition) -> list[float]:
    """fuzz.ratio of each quoted rule (paragraphs and examples, typography aside) with the same number; 0 if absent."""
    scores = []
    for rule in quoted:
        other = dated.rules.get(rule.number)
        scores.append(
            0.0 if other is None else float(fuzz.ratio(wording_key(full_text(rule)), wording_key(full_text(other))))
        )
    return scores


def edition_matches(scores: Mapping[str, Sequence[float]], starts: Mapping[str, dt.date]) -> tuple[EditionMatch, ...]:
    """Mean per-rule score for every candidate edition, best first (ties: newer first, then id)."""
    matches = [
        EditionMatch(edition, round(sum(values) / len(values), 1) if values else 0.0, len(values))
        for edition, values in scores.items()
    ]
    return tuple(sorted(matches, key=lambda m: (-m.score, -starts[m.edition].toordinal(), m.edition)))


def dominates(best: Sequence[float], other: Sequence[float]) -> bool:
    """True when ``best`` is ahead by `RULE_MARGIN` on some rule and behind by it on none."""
    ahead = any(b - o >= RULE_MARGIN for b, o in zip(best, other, strict=True))
    behind = any(o - b >= RULE_MARGIN for b, o in zip(best, other, strict=True))
    return ahead and not behind


def identify(matches: Sequence[EditionMatch], scores: Mapping[str, Sequence[float]]) -> tuple[str, ...]:
    """The editions the quote is clearly from (`IDENTIFY_MIN`, `RULE_MARGIN`), or none.

    Editions that print every quoted rule the same way score the same on every rule: they are
    one candidate (a run of editions in which the quoted text stood), identified together when
    that run is ahead of every other edition rule by rule.
    """
    if not matches or matches[0].score < IDENTIFY_MIN:
        return ()
    best = matches[0].edition
    tied = tuple(m.edition for m in matches if list(scores[m.edition]) == list(scores[best]))
    if all(dominates(scores[best], scores[m.edition]) for m in matches if m.edition not in tied):
        return tied
    return ()


def _gaps(quoted: Sequence[Rule], best: Sequence[float], other: Sequence[float]) -> str:
    """The quoted rules on which two editions' scores differ, in words."""
    gaps = [
        f"{rule.number} {b:.1f} vs {o:.1f}"
        for rule, b, o in zip(quoted, best, other, strict=True)
        if abs(b - o) >= RULE_MARGIN
    ]
    shown = "; ".join(gaps[:4]) + (f"; and {len(gaps) - 4} more" if len(gaps) > 4 else "")
    return shown or "none"


def _span(rules: Sequence[Rule]) -> str:
    """The quoted numbers in words: all of them when few, else the first and last."""
    numbers = [str(rule.number) for rule in rules]
    return ", ".join(numbers) if len(numbers) <= 5 else f"{numbers[0]}-{numbers[-1]}"


def _scores_in_words(matches: Sequence[EditionMatch], starts: Mapping[str, dt.date], shown: int = 4) -> str:
    """The best scores, editions with the same score grouped as a span (``a..b 100.0 (12 editions)``)."""
    groups: dict[float, list[str]] = {}
    for match in matches:
        groups.setdefault(match.score, []).append(match.edition)
    parts = []
    for score, members in list(groups.items())[:shown]:
        ordered = sorted(members, key=lambda e: (starts[e], e))
        name = ordered[0] if len(ordered) == 1 else f"{ordered[0]}..{ordered[-1]} ({len(ordered)} editions)"
        parts.append(f"{name} {score:.1f}")
    rest = len(groups) - shown
    return ", ".join(parts) + (f", and {rest} lower score{'s' if rest > 1 else ''}" if rest > 0 else "")


def quote_edition(
    source: LoadedSource, excerpt: str, quoted: Sequence[Rule], candidates: Sequence[DatedEdition]
) -> tuple[Edition, list[Problem]]:
    """A forum quote as an edition of kind ``quote``: matched, identified when clear, dated by that."""
    entry = source.entry
    bounds = catalogue_range(entry)
    scores = {d.edition.id: rule_scores(quoted, d) for d in candidates}
    matches = edition_matches(scores, {d.edition.id: d.edition.start for d in candidates})
    starts = {d.edition.id: d.edition.start for d in candidates}
    tied = identify(matches, scores)
    within = [e for e in tied if starts[e] <= bounds.end] or list(tied)
    identified = max(within, key=lambda e: (starts[e], e)) if tied else None
    first = min(tied, key=lambda e: (starts[e], e)) if tied else None
    measured = (
        f"Quoted rules {_span(quoted)} ({len(quoted)} rules) compared by number with each official "
        f"{entry.language} edition (mean fuzz.ratio of normalised text with examples, 0 for a number the "
        f"edition lacks): {_scores_in_words(matches, starts) or 'no edition to compare'}."
    )
    catalogue = f"the catalogue's range {bounds.start.isoformat()}..{bounds.end.isoformat()}"
    problems: list[Problem] = []
    if identified is None:
        reason = (
            f"not identified: the best score is below {IDENTIFY_MIN:.0f}"
            if not matches or matches[0].score < IDENTIFY_MIN
            else f"not identified: {matches[0].edition} is not ahead of every other edition rule by rule"
        )
        start, end = bounds.start, bounds.end
        evidence = f"{measured} {reason.capitalize()}, so the range is {catalogue}."
    else:
        assert first is not None
        from_date = starts[first]
        later = sorted(d.edition.start for d in candidates if d.edition.start > max(starts[e] for e in tied))
        in_force_end = day_before(later[0]) if later else bounds.end
        start, end = max(from_date, bounds.start), min(in_force_end, bounds.end)
        until = f"until the next edition in the archive ({later[0].isoformat()})" if later else "with no later edition"
        others = [m for m in matches if m.edition not in tied]
        runner_up = (
            f" Rules where it differs from the runner-up {others[0].edition}: "
            f"{_gaps(quoted, scores[identified], scores[others[0].edition])}."
            if others
            else ""
        )
        which = (
            f"the edition in force from {from_date.isoformat()}"
            if len(tied) == 1
            else f"the {len(tied)} editions {first}..{max(tied, key=lambda e: (starts[e], e))}, which print the "
            f"quoted rules alike, in force "
            f"from {from_date.isoformat()}"
        )
        evidence = (
            f"{measured}{runner_up} Identified as {identified} (the last of them in force within the catalogue's "
            f"range): the quote matches {which} {until}; intersected with {catalogue}: "
            f"{start.isoformat()}..{end.isoformat()}."
        )
        if start > end:
            problems.append(
                Problem(
                    source.path,
                    quoted[0].line,
                    f"{excerpt} quotes {identified} (in force {from_date.isoformat()}.."
                    f"{in_force_end.isoformat()}), outside the catalogue's range "
                    f"{bounds.start.isoformat()}..{bounds.end.isoformat()} ({CATALOGUE_FILE}:{entry.catalogue_line})",
                )
            )
            start, end = bounds.start, bounds.end
    edition = Edition(
        id=edition_id(entry.id, entry.kind, excerpt),
        source_id=entry.id,
        language=entry.language,
        kind="quote",
        date=None,
        start=start,
        end=end,
        evidence=evidence,
        matches=matches,
        identified_as=identified,
    )
    return edition, problems


# --- undated rules texts (translations) --------------------------------------------------------


@dataclass(frozen=True)
class NumberRange:
    """A date range derived from which rule numbers a text has and lacks."""

    start: dt.date | None
    """The earliest possible date, None when no dated edition bounds it from below."""
    end: dt.date | None
    """The latest possible date, None when no dated edition bounds it from above."""
    reasons: tuple[str, ...]
    """The evidence, in words, one sentence per bound."""


def compress(numbers: Iterable[RuleNumber]) -> str:
    """Numbers in words, runs of consecutive subrule letters joined: ``810.7a-f, 810.8d, 810.11``."""
    ordered = sorted(set(numbers))
    parts: list[str] = []
    index = 0
    while index < len(ordered):
        first = ordered[index]
        last = first
        while (
            index + 1 < len(ordered)
            and first.letter
            and ordered[index + 1].parent == first.parent
            and ordered[index + 1].letter
            and ord(ordered[index + 1].letter) == ord(last.letter) + 1
        ):
            index += 1
            last = ordered[index]
        parts.append(str(first) if last == first else f"{first}-{last.letter}")
        index += 1
    return ", ".join(parts)


def number_range(numbers: frozenset[RuleNumber], dated: Sequence[DatedEdition]) -> NumberRange:
    """The range in which a text with exactly these numbers (in its sections) can be dated.

    A rule number is assumed to exist over one span of time. For every number the text has, the
    text is later than the latest edition lacking it that precedes the first edition having it,
    and earlier than the earliest edition lacking it that follows the last edition having it.
    For every number the text lacks (in its sections), the text is outside the span from the
    first to the last edition having it, which trims the range when a bound falls inside it.
    """
    sections = {number.section for number in numbers}
    ordered = sorted(dated, key=lambda d: (d.edition.start, d.edition.id))
    sets = {d.edition.id: frozenset(n for n in d.rules if n.section in sections) for d in ordered}
    lower: dict[str, set[RuleNumber]] = {}
    upper: dict[str, set[RuleNumber]] = {}
    for number in sorted(numbers):
        having = [d for d in ordered if number in sets[d.edition.id]]
        if not having:
            continue
        before = [d for d in ordered if d.edition.start < having[0].edition.start and number not in sets[d.edition.id]]
        after = [d for d in ordered if d.edition.start > having[-1].edition.start and number not in sets[d.edition.id]]
        if before:
            lower.setdefault(before[-1].edition.id, set()).add(number)
        if after:
            upper.setdefault(after[0].edition.id, set()).add(number)
    by_id = {d.edition.id: d.edition for d in ordered}
    low: dt.date | None = None
    high: dt.date | None = None
    reasons: list[str] = []
    if lower:
        latest = max(lower, key=lambda i: (by_id[i].start, i))
        low = day_after(by_id[latest].start)
        reasons.append(f"It has {compress(lower[latest])}, which {latest} lacks, so it is later than {latest}.")
    if upper:
        earliest = min(upper, key=lambda i: (by_id[i].start, i))
        high = day_before(by_id[earliest].start)
        reasons.append(f"It has {compress(upper[earliest])}, which {earliest} lacks, so it is earlier than {earliest}.")
    lacked = sorted(frozenset[RuleNumber]().union(*sets.values()) - numbers)
    changed = True
    while changed:
        changed = False
        for number in lacked:
            holders = [by_id[i] for i in sets if number in sets[i]]
            first, last = holders[0], holders[-1]
            if low is not None and first.start <= low <= last.start:
                low = day_after(last.start)
                reasons.append(f"It lacks {number}, which {last.id} has, so it is later than {last.id}.")
                changed = True
            if high is not None and first.start <= high <= last.start:
                high = day_before(first.start)
                reasons.append(f"It lacks {number}, which {first.id} has, so it is earlier than {first.id}.")
                changed = True
    same = [i for i in sets if sets[i] == numbers]
    if same:
        named = ", ".join(same) if len(same) <= 3 else f"the {len(same)} editions {same[0]} to {same[-1]}"
        reasons.append(f"Its rule numbers are exactly those of {named}.")
    return NumberRange(low, high, tuple(reasons))


def translation_edition(source: LoadedSource, dated: Sequence[DatedEdition]) -> tuple[Edition, list[Problem]]:
    """An undated rules text as an edition dated by the rule numbers it has and lacks."""
    entry = source.entry
    bounds = catalogue_range(entry)
    numbers = frozenset(rule.number for rule in source.parsed.rules)
    derived = number_range(numbers, [d for d in dated if d.edition.language == "en"])
    start = derived.start or bounds.start
    end = derived.end or bounds.end
    words = " ".join(derived.reasons) or "No dated edition bounds it by its rule numbers."
    derived_text = (
        f"{derived.start.isoformat() if derived.start else '(open)'}.."
        f"{derived.end.isoformat() if derived.end else '(open)'}"
    )
    problems: list[Problem] = []
    final_start, final_end = max(start, bounds.start), min(end, bounds.end)
    catalogue = f"{bounds.start.isoformat()}..{bounds.end.isoformat()}"
    if final_start > final_end:
        problems.append(
            Problem(
                CATALOGUE_FILE,
                entry.catalogue_line,
                f"date_range {catalogue} of {entry.id!r} contradicts the range its rule numbers give, "
                f"{derived_text}: {words}",
            )
        )
        final_start, final_end = bounds.start, bounds.end
        outcome = f"contradicts the catalogue's {catalogue}"
    elif (final_start, final_end) != (bounds.start, bounds.end):
        outcome = f"narrows the catalogue's {catalogue} to {final_start.isoformat()}..{final_end.isoformat()}"
    else:
        outcome = f"agrees with the catalogue's {catalogue}"
    evidence = f"{words} Range from the rule numbers: {derived_text}, which {outcome}."
    edition = Edition(
        id=entry.id,
        source_id=entry.id,
        language=entry.language,
        kind="translation" if entry.language != "en" else "quote",
        date=None,
        start=final_start,
        end=final_end,
        evidence=evidence,
    )
    return edition, problems


# --- the stage ---------------------------------------------------------------------------------


def _excerpts(rules: Sequence[Rule]) -> dict[str, list[Rule]]:
    """Rules grouped by excerpt, in order of first appearance."""
    grouped: dict[str, list[Rule]] = {}
    for rule in rules:
        grouped.setdefault(rule.excerpt, []).append(rule)
    return grouped


def derive_editions(corpus: Corpus) -> tuple[tuple[Edition, ...], tuple[Problem, ...]]:
    """Every rules text of the corpus as an edition, with the problems found checking the dates."""
    editions: list[Edition] = []
    problems: list[Problem] = []
    dated: list[DatedEdition] = []
    for loaded in corpus.sources:
        if loaded.entry.kind == "comprehensive-rules" and loaded.entry.date is not None:
            edition = official_edition(loaded)
            problems.extend(check_stated_date(loaded))
            editions.append(edition)
            dated.append(DatedEdition(edition, {rule.number: rule for rule in loaded.parsed.rules}))
    for loaded in corpus.sources:
        entry = loaded.entry
        if entry.kind == "comprehensive-rules" and entry.date is None:
            edition, found = translation_edition(loaded, dated)
            editions.append(edition)
            problems.extend(found)
        elif entry.kind == "forum":
            candidates = [d for d in dated if d.edition.language == entry.language]
            for excerpt, quoted in _excerpts(loaded.parsed.rules).items():
                edition, found = quote_edition(loaded, excerpt, quoted, candidates)
                editions.append(edition)
                problems.extend(found)
    return tuple(editions), tuple(problems)


def rule_texts(corpus: Corpus, editions: Sequence[Edition]) -> tuple[RuleText, ...]:
    """Every rule (headings included) of the Comprehensive Rules and forum sources, as RuleTexts."""
    known = {edition.id for edition in editions}
    texts: list[RuleText] = []
    for loaded in corpus.sources:
        entry = loaded.entry
        if entry.kind not in ("comprehensive-rules", "forum"):
            continue
        for rule in loaded.parsed.rules:
            edition = edition_id(entry.id, entry.kind, rule.excerpt)
            if edition not in known:
                continue
            texts.append(RuleText(f"{edition}/{rule.number}", edition, entry.language, rule, loaded.path))
    return tuple(texts)

"""The editions stage: every rules text as an edition with a date or a date range, and the reason.

- Official English files with a catalogue ``date`` are editions of kind ``official``; the date stated
  inside the file ("These rules are current as of August 1, 2005.") must equal the catalogue's.
- A translation that states its date (the official Japanese rules, "...が 2026-01-16 に翻訳") is an
  edition of kind ``translation`` with that date, checked the same way; it never joins the English
  history (`is_official`).
- Each rule quote in a forum thread is an edition of kind ``quote``, measured against every
  official edition of its language with rapidfuzz and identified with one when the match is clear.
- An undated Comprehensive Rules file (the Spanish 810) spans the archive here; the graph stage
  dates it by its content (`twohg.graph.dating`).
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from twohg import files
from twohg.graph.model import Edition, EditionMatch, RuleText
from twohg.graph.textunits import edition_id
from twohg.ingest.archive import ARCHIVE_LANGUAGE
from twohg.ingest.archive import check_stated_date as archive_check_stated_date
from twohg.ingest.catalogue import DateRange, SourceEntry
from twohg.ingest.corpus import Corpus, LoadedSource
from twohg.ingest.units import Rule
from twohg.problems import Problem
from twohg.reviewed import Date, Entry, ListOf, Record, Text, entries, read_yaml
from twohg.rulenumber import RuleNumber
from twohg.text import normalise, wording_key

CATALOGUE_FILE = files.CATALOGUE_FILE
"""The catalogue's path, for problems about an entry's date or range."""

MISSING_FILE = files.MISSING_EDITIONS_FILE
"""The reviewed list of official editions known to exist that the archive does not hold."""

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
def rule_parts(rule: Rule) -> tuple[str, ...]:
    """A rule's paragraphs, then its examples' texts, as printed."""
    return (*rule.paragraphs, *(example.text for example in rule.examples))


@functools.lru_cache(maxsize=65536)
def full_text(rule: Rule) -> str:
    """A rule's paragraphs and examples as one normalised string, for whole-rule comparison (kept: asked often)."""
    return normalise(" ".join(rule_parts(rule)))


def printed_text(rule: Rule) -> str:
    """A rule's paragraphs and examples as printed, quote marks as they are, white space squeezed.

    Two texts with the same `full_text` but not the same printed text differ in typography only.
    """
    return " ".join(" ".join(part.split()) for part in rule_parts(rule))


def day_before(date: dt.date) -> dt.date:
    """The day before ``date``."""
    return date - dt.timedelta(days=1)


def day_after(date: dt.date) -> dt.date:
    """The day after ``date``."""
    return date + dt.timedelta(days=1)


def catalogue_range(entry: SourceEntry) -> DateRange:
    """The catalogue's date as a one-day range, or its date range (any date for an undated text)."""
    if entry.date is not None:
        return DateRange(entry.date, entry.date)
    return entry.date_range or DateRange(dt.date.min, dt.date.max)


# --- official editions -------------------------------------------------------------------------


def check_stated_date(loaded: LoadedSource) -> list[Problem]:
    """Problems when a dated rules file's stated date is missing or differs from the catalogue's (see `archive`)."""
    return archive_check_stated_date(loaded.entry, loaded.text.lines, loaded.path, CATALOGUE_FILE)


def is_official(entry: SourceEntry) -> bool:
    """True for an official English rulebook edition: a dated Comprehensive Rules text in English.

    A translation is never an edition of the English history, even when it states its date (the
    official Japanese translation of 2026-01-16): it renders one.
    """
    return entry.kind == "comprehensive-rules" and entry.date is not None and entry.language == ARCHIVE_LANGUAGE


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


def translation_edition(source: LoadedSource, dated: Sequence[DatedEdition]) -> Edition:
    """A translated rules text as an edition: dated by the date it states, or provisionally spanning its range.

    An undated one spans its catalogue range or the whole archive until the graph stage dates it by
    its content (`twohg.graph.dating`) once every rule text is known.
    """
    entry = source.entry
    if entry.date is not None:
        return Edition(
            id=entry.id,
            source_id=entry.id,
            language=entry.language,
            kind="translation" if entry.language != ARCHIVE_LANGUAGE else "quote",
            date=entry.date,
            start=entry.date,
            end=entry.date,
            evidence=entry.date_evidence,
        )
    starts = sorted(d.edition.start for d in dated if d.edition.language == "en")
    if entry.date_range is not None:
        start, end = entry.date_range.start, entry.date_range.end
    elif starts:
        start, end = starts[0], starts[-1]
    else:
        start = end = dt.date.min
    return Edition(
        id=entry.id,
        source_id=entry.id,
        language=entry.language,
        kind="translation" if entry.language != "en" else "quote",
        date=None,
        start=start,
        end=end,
        evidence=entry.date_evidence,
    )


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
            problems.extend(check_stated_date(loaded))
        if is_official(loaded.entry):
            edition = official_edition(loaded)
            editions.append(edition)
            dated.append(DatedEdition(edition, {rule.number: rule for rule in loaded.parsed.rules}))
    for loaded in corpus.sources:
        entry = loaded.entry
        if entry.kind == "comprehensive-rules" and not is_official(entry):
            editions.append(translation_edition(loaded, dated))
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


# --- editions known to be missing --------------------------------------------------------------


@dataclass(frozen=True)
class MissingEdition:
    """An official edition known to exist (a public source says so) that the archive does not hold."""

    date: dt.date
    """The date it took effect (as the source gives it)."""
    occasion: str
    """The set release or event it came with."""
    source: str
    """Where that is said: a URL, or a repository path with its commit."""
    says: str
    """What the source says, in a few words."""
    confidence: str
    """``certain`` or ``likely``."""
    line: int
    """Its line in the reviewed file."""
    two_headed: str = ""
    """``same`` when a person compared its Two-Headed Giant sections with the newest edition held and found them
    word for word alike, ``changed`` when not, ``""`` when nobody compared them."""
    compared: str = ""
    """With ``two_headed``: what was compared, where."""


OFFICIAL_EDITION = Text(
    pattern=re.compile(r"cr-en-\d{4}-\d{2}-\d{2}"), hint="an edition id (cr-en-2008-05-01)", what="an edition"
)
"""An official edition's id in a reviewed file (the lists of damaged editions and of occasions)."""


MISSING_SCHEMA = Record(
    required={
        "missing": ListOf(
            Record(
                required={
                    "date": Date(),
                    "occasion": Text(what="the set or occasion"),
                    "source": Text(what="a URL or repository path"),
                    "says": Text(multiline=True, what="what the source says"),
                    "confidence": Text(choices=("certain", "likely")),
                },
                optional={
                    "two_headed": Text(choices=("same", "changed")),
                    "compared": Text(multiline=True, what="what was compared, where"),
                },
            )
        )
    }
)


def missing_editions(
    text: str | None, file: str, official: Sequence[Edition]
) -> tuple[tuple[MissingEdition, ...] | None, list[Problem], list[Problem]]:
    """The reviewed list of missing editions (None when there is no file: the site then says nothing about gaps).

    Also the problems (an entry dated before the archive's first edition) and the notices: an entry
    dated like an edition the archive holds is satisfied (the edition was dropped in since), left
    out of the list, and named once as one that can be removed; the build goes on.
    """
    if text is None:
        return None, [], []
    root, problems = read_yaml(text, file, MISSING_SCHEMA, empty_ok=True)
    if not isinstance(root, Entry):
        return (), problems, []
    held = {edition.date for edition in official if edition.date is not None}
    first = min(held) if held else None
    found: list[MissingEdition] = []
    notices: list[Problem] = []
    for entry in entries(root, "missing"):
        if not all(key in entry for key in ("date", "occasion", "source", "says", "confidence")):
            continue
        date = entry["date"]
        if date in held:
            notices.append(
                Problem(
                    file,
                    entry.line_of("date"),
                    f"the archive now holds the edition of {date}: it is no longer listed as missing, "
                    "and this entry can be removed",
                )
            )
            continue
        if first is not None and date < first:
            problems.append(
                Problem(file, entry.line_of("date"), f"{date} is before the archive's first edition ({first})")
            )
            continue
        says = " ".join(entry["says"].split())
        if ("two_headed" in entry) != ("compared" in entry):
            problems.append(Problem(file, entry.line, "'two_headed' and 'compared' go together"))
            continue
        compared = " ".join(entry.get("compared", "").split())
        found.append(
            MissingEdition(
                date,
                entry["occasion"],
                entry["source"],
                says,
                entry["confidence"],
                entry.line,
                entry.get("two_headed", ""),
                compared,
            )
        )
    return tuple(sorted(found, key=lambda m: m.date)), problems, notices

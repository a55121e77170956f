"""The discrepancies stage: figures and statements on which the documents disagree, found in their texts.

Three detectors, none of which knows an answer in advance:

- **topics**: a small table of things the documents state (the starting life total, the extra
  turns after time is called...), each with patterns per language that pull out a figure or a
  reading. Every text is searched; when the documents state more than one value, a note says
  who states what, how the rulebooks changed, and whether each FAQ or summary agrees with the
  rulebook in force when it was published and with the later ones.
- **corrections**: a FAQ note that calls a rule it cites incorrect (the 2005 FAQ's note on
  606.9c). The note compares the FAQ's answer with that rule in the rulebook in force when the
  FAQ was published and in each later rulebook that still has the number, and says which later
  text took up the correction (by text similarity and the figures of the examples).
- **numbering**: a numbered sequence inside one example (extra turn #1, #2...) that skips or
  repeats a number, an inconsistency inside one document.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from twohg.graph.citations import find_citations
from twohg.graph.model import Discrepancy, RuleText
from twohg.graph.textunits import TextUnit, text_units
from twohg.ingest.corpus import Corpus, LoadedSource
from twohg.ingest.units import Rule
from twohg.profiles import CORRECTION_RE, FIGURE_WORDS, SEQUENCE_RE, TOPICS, Finder, Topic
from twohg.rulenumber import RuleNumber
from twohg.text import digits, fold_for_matching
from twohg.text import sentences as split_sentences


@dataclass(frozen=True)
class Statement:
    """What one text states on a topic."""

    topic: str
    """The topic's id."""
    value: str
    """The figure (``40``) or reading (``the team's whole life total``)."""
    words: str
    """The words as printed."""
    unit: TextUnit
    """The text that states it."""
    line: int
    """The line the words are on."""

    @property
    def as_tuple(self) -> tuple[str, str, str, int]:
        """The statement as `Discrepancy.statements` holds it."""
        return (self.unit.id, self.words, self.unit.file, self.line)


def _value(finder: Finder, match: re.Match[str]) -> str | None:
    """The statement's value: the reading, or the figure as digits (None when the word is no number)."""
    if finder.reading:
        return finder.reading
    word = match["value"].casefold()
    if word.isdigit():
        return str(int(word))
    number = (FIGURE_WORDS[finder.language].numbers if finder.language in FIGURE_WORDS else {}).get(word)
    return None if number is None else str(number)


def unit_statements(unit: TextUnit, topics: Sequence[Topic] = TOPICS) -> tuple[Statement, ...]:
    """What one text states on each topic: each value once per line."""
    found: dict[tuple[str, str, int], Statement] = {}
    for topic in topics:
        for finder in (f for f in topic.finders if f.language == unit.language):
            for line in unit.lines:
                for match in finder.pattern.finditer(line.plain):
                    value = _value(finder, match)
                    if value is not None:
                        statement = Statement(topic.id, value, match.group(), unit, line.number)
                        found.setdefault((topic.id, value, line.number), statement)
    return tuple(sorted(found.values(), key=lambda s: (s.topic, s.line)))


def _is_rulebook(unit: TextUnit) -> bool:
    """True for a rule of a dated official rulebook."""
    return unit.source_kind == "comprehensive-rules" and unit.dated and unit.kind == "rule"


def _when(unit: TextUnit) -> str:
    """When a text was published: its date, its range, or "undated" (a translation dated later by its content)."""
    if unit.start == dt.date.min and unit.end == dt.date.max:
        return "undated"
    return unit.start.isoformat() if unit.dated else f"{unit.start.isoformat()} to {unit.end.isoformat()}"


def _label(unit: TextUnit, titles: Mapping[str, str]) -> str:
    """A reader's name for the text: document, date, and rule number or entry."""
    where = str(unit.number) if unit.number is not None else unit.id.rsplit("/", 1)[-1]
    if unit.kind == "rule" and unit.source_kind == "forum":
        return f"{titles[unit.source_id]} (quoting {where}, {_when(unit)})"
    return f"{titles[unit.source_id]} ({where}, {_when(unit)})"


def _span(dates: Sequence[dt.date]) -> str:
    """Editions' dates in words: one or two listed, more as a span (``2005-08-01 to 2007-02-01, 7 editions``)."""
    if len(dates) <= 2:
        return _join([d.isoformat() for d in dates])
    return f"{dates[0].isoformat()} to {dates[-1].isoformat()}, {len(dates)} editions"


def _labels(statements: Sequence[Statement], titles: Mapping[str, str]) -> list[str]:
    """Readers' names of the texts, rulebook editions with the same rule number joined into one span."""
    labels: list[str] = []
    runs: dict[tuple[str, str], list[dt.date]] = {}
    for statement in statements:
        unit = statement.unit
        if _is_rulebook(unit):
            key = ("Comprehensive Rules", str(unit.number))
            if key not in runs:
                runs[key] = []
                labels.append(f"\0{key[0]}\0{key[1]}")
            runs[key].append(unit.start)
        else:
            labels.append(_label(unit, titles))
    out = []
    for label in dict.fromkeys(labels):
        if label.startswith("\0"):
            _, name, number = label.split("\0")
            out.append(f"{name} ({number}, {_span(sorted(set(runs[(name, number)])))})")
        else:
            out.append(label)
    return out


def _join(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _in_force(rulebook: Sequence[Statement], date: dt.date) -> list[Statement]:
    """The statements of the latest rulebook edition dated on or before ``date``."""
    editions = sorted({s.unit.start for s in rulebook if s.unit.start <= date})
    return [s for s in rulebook if editions and s.unit.start == editions[-1]]


def _rulebook_history(rulebook: Sequence[Statement], unit: str) -> str:
    """How the rulebooks' value changed, edition by edition."""
    runs: list[tuple[str, list[Statement]]] = []
    for statement in sorted(rulebook, key=lambda s: s.unit.start):
        if runs and runs[-1][0] == statement.value:
            runs[-1][1].append(statement)
        else:
            runs.append((statement.value, [statement]))
    parts = []
    for value, statements in runs:
        dates = sorted({s.unit.start for s in statements})
        numbers = sorted({str(s.unit.number) for s in statements})
        parts.append(f"{value}{' ' + unit if unit else ''} ({_join(numbers)}; {_span(dates)})")
    if len(runs) == 1:
        return f"Every dated rulebook says {parts[0]}."
    return "The rulebooks changed: " + " then ".join(parts) + "."


def _compare_with_rulebooks(statement: Statement, rulebook: Sequence[Statement], titles: Mapping[str, str]) -> str:
    """Whether a FAQ, summary or translation agrees with the rulebook in force at its date, and with later ones."""
    doc = f"{titles[statement.unit.source_id]} ({_when(statement.unit)})"
    in_force = _in_force(rulebook, statement.unit.start)
    later = [s for s in rulebook if s.unit.start > statement.unit.start and s.value != statement.value]
    text = f"{doc} says {statement.value}"
    if not in_force:
        text += "; no rulebook edition in force at that date states it"
    else:
        values = sorted({s.value for s in in_force})
        agree = statement.value in values
        edition = in_force[0].unit.start.isoformat()
        text += (
            f", as does the rulebook in force when it was published ({edition})"
            if agree
            else f", but the rulebook in force when it was published ({edition}) says {_join(values)}"
        )
    if later:
        first = min(later, key=lambda s: s.unit.start)
        text += (
            f"; it disagrees with the later rulebooks, which say {first.value} "
            f"from {first.unit.start.isoformat()} ({first.unit.number})"
        )
    return text + "."


def _topic_note(topic: Topic, statements: Sequence[Statement], titles: Mapping[str, str]) -> str:
    """The discrepancy explained: who says what, the rulebooks' history, each other document against them."""
    by_value: dict[str, list[Statement]] = {}
    for statement in sorted(statements, key=lambda s: (s.unit.start, s.unit.file, s.line)):
        by_value.setdefault(statement.value, []).append(statement)
    unit = f" {topic.unit}" if topic.unit else ""
    said = "; ".join(f"{value}{unit}: {_join(_labels(group, titles))}" for value, group in by_value.items())
    sentences = [f"The documents disagree on the {topic.title}. {said}."]
    rulebook = [s for s in statements if _is_rulebook(s.unit)]
    if rulebook:
        sentences.append(_rulebook_history(rulebook, topic.unit))
    else:
        sentences.append("No dated rulebook in the corpus states it (it is a tournament rule).")
    others = [s for s in statements if s.unit.source_kind in ("faq", "summary")]
    if rulebook:
        sentences.extend(_compare_with_rulebooks(s, rulebook, titles) for s in others)
    elif others:
        ordered = sorted(others, key=lambda s: s.unit.start)
        first, last = ordered[0], ordered[-1]
        if first.value != last.value:
            sentences.append(
                f"The later document, {titles[last.unit.source_id]} ({_when(last.unit)}), says {last.value}{unit} "
                f"where {titles[first.unit.source_id]} ({_when(first.unit)}) says {first.value}{unit}."
            )
    for source_id in dict.fromkeys(s.unit.source_id for s in statements if s.unit.source_kind != "forum"):
        values = sorted({s.value for s in statements if s.unit.source_id == source_id})
        if len(values) > 1:
            sentences.append(f"{titles[source_id]} itself states both {_join(values)}.")
    return " ".join(sentences)


def _stale(statements: Sequence[Statement]) -> tuple[str, ...]:
    """The FAQ answers and summary sections stating otherwise than the newest rulebook edition that states it."""
    rulebook = [s for s in statements if _is_rulebook(s.unit)]
    if not rulebook:
        return ()
    newest = {s.value for s in _in_force(rulebook, max(s.unit.start for s in rulebook))}
    others = (s for s in statements if s.unit.source_kind in ("faq", "summary") and s.value not in newest)
    return tuple(dict.fromkeys(s.unit.id for s in others))


def topic_discrepancies(
    units: Iterable[TextUnit], titles: Mapping[str, str], topics: Sequence[Topic] = TOPICS
) -> tuple[Discrepancy, ...]:
    """A discrepancy for every topic on which the texts state more than one value."""
    statements = [s for unit in units for s in unit_statements(unit, topics)]
    found: list[Discrepancy] = []
    for topic in topics:
        mine = sorted((s for s in statements if s.topic == topic.id), key=lambda s: (s.unit.start, s.unit.file, s.line))
        if len({s.value for s in mine}) < 2:
            continue
        numbers = sorted({s.unit.number for s in mine if s.unit.number is not None})
        found.append(
            Discrepancy(
                topic.id,
                topic.title,
                tuple(str(n) for n in numbers),
                tuple(s.as_tuple for s in mine),
                _topic_note(topic, mine, titles),
                _stale(mine),
            )
        )
    return tuple(found)


# ---------------------------------------------------------------------------------------------
# Corrections published in a FAQ


def _opening(text: str, count: int = 2) -> str:
    """The first ``count`` sentences of a text."""
    return " ".join(split_sentences(text)[:count])


def _line_of(unit: TextUnit, words: str) -> int:
    """The line of a unit that holds the words (or their start), else the unit's first line."""
    wanted = fold_for_matching(words)
    for probe in (wanted, wanted[:40]):
        for line in unit.lines:
            if probe and probe in fold_for_matching(line.plain):
                return line.number
    return unit.lines[0].number


@dataclass(frozen=True)
class _RuleVersion:
    """One dated rulebook's text of a cited rule."""

    unit: TextUnit
    text: str
    example: str


def _rulebook_rules(
    corpus: Corpus, units: Sequence[TextUnit], restored: Mapping[str, RuleText]
) -> dict[RuleNumber, list[tuple[TextUnit, Rule]]]:
    """Every rule of the dated official rulebooks by number, with its unit: indexed once, not scanned per number.

    A rule of a file that lost characters is read as ``restored`` has it (by text id, `twohg.graph.damage`).
    """
    by_source: dict[str, dict[RuleNumber, Rule]] = {}
    found: dict[RuleNumber, list[tuple[TextUnit, Rule]]] = {}
    for unit in units:
        if not _is_rulebook(unit) or unit.number is None:
            continue
        rules = by_source.get(unit.source_id)
        if rules is None:
            rules = by_source[unit.source_id] = {}
            for parsed in corpus.source(unit.source_id).parsed.rules:
                rules.setdefault(parsed.number, parsed)
        rule = rules.get(unit.number)
        fixed = restored.get(f"{unit.source_id}/{unit.number}")
        rule = fixed.rule if fixed is not None and rule is not None else rule
        if rule is not None:
            found.setdefault(unit.number, []).append((unit, rule))
    return found


def _rule_versions(
    rulebook: Mapping[RuleNumber, Sequence[tuple[TextUnit, Rule]]], number: RuleNumber
) -> list[_RuleVersion]:
    """The cited rule's text in every dated official rulebook that has it, oldest first."""
    versions = [
        _RuleVersion(unit, " ".join(rule.paragraphs), " ".join(e.text for e in rule.examples))
        for unit, rule in rulebook.get(number, ())
    ]
    return sorted(versions, key=lambda v: v.unit.start)


def _correction(
    loaded: LoadedSource,
    faq_unit: TextUnit,
    answer: str,
    example: str,
    note: str,
    number: RuleNumber,
    rulebook: Mapping[RuleNumber, Sequence[tuple[TextUnit, Rule]]],
) -> Discrepancy | None:
    """A FAQ note that calls a rule incorrect, compared with the rule in each rulebook."""
    versions = _rule_versions(rulebook, number)
    published = faq_unit.start
    corrected = [v for v in versions if v.unit.start <= published][-1:]
    if not corrected:
        return None
    base = corrected[0]
    later = [v for v in versions if v.unit.start > published]
    answer_first = _opening(answer)
    note_first = next((s for s in split_sentences(note) if CORRECTION_RE[loaded.entry.language].search(s)), note)
    statements = [
        (faq_unit.id, note_first, faq_unit.file, _line_of(faq_unit, note_first)),
        (faq_unit.id, answer_first, faq_unit.file, _line_of(faq_unit, answer_first)),
    ]
    title = loaded.entry.title
    base_score = fuzz.ratio(fold_for_matching(answer), fold_for_matching(base.text))
    sentences = [
        f"{title} ({published.isoformat()}) says that rule {number} of the Comprehensive Rules and its example are "
        f"incorrect, and gives its answer as the official correction: \u201c{answer_first}\u201d",
        f"The rulebook in force when the FAQ was published ({base.unit.start.isoformat()}) says in {number}: "
        f"\u201c{_opening(base.text)}\u201d (similarity to the FAQ's answer {base_score:.0f}/100).",
    ]
    statements.append((base.unit.id, _opening(base.text), base.unit.file, base.unit.lines[0].number))
    faq_figures, base_figures = digits(example), digits(base.example)
    if example and base.example and faq_figures != base_figures:
        sentences.append(
            f"The examples differ too: the FAQ's uses the figures {', '.join(faq_figures)}, "
            f"the {base.unit.start.isoformat()} example {', '.join(base_figures)}."
        )
    for version in later:
        to_faq = fuzz.ratio(fold_for_matching(answer), fold_for_matching(version.text))
        to_base = fuzz.ratio(fold_for_matching(base.text), fold_for_matching(version.text))
        first = _opening(version.text)
        statements.append((version.unit.id, first, version.unit.file, version.unit.lines[0].number))
        verdict = "takes up the FAQ's correction" if to_faq > to_base else "keeps the text the FAQ corrected"
        figures = digits(version.example)
        same_figures = (
            " and its example has the FAQ's figures" if figures and figures[: len(faq_figures)] == faq_figures else ""
        )
        sentences.append(
            f"The {version.unit.start.isoformat()} rulebook's {number} {verdict}{same_figures}: \u201c{first}\u201d "
            f"(similarity {to_faq:.0f}/100 to the FAQ's answer, "
            f"{to_base:.0f}/100 to the {base.unit.start.isoformat()} text)."
        )
    return Discrepancy(
        f"correction-{number}",
        f"a correction to rule {number} published in a FAQ",
        (str(number),),
        tuple(statements),
        " ".join(sentences),
    )


def correction_discrepancies(
    corpus: Corpus, units: Sequence[TextUnit], restored: Mapping[str, RuleText] | None = None
) -> tuple[Discrepancy, ...]:
    """A discrepancy for every FAQ note that calls a rule it cites incorrect (rules read as ``restored`` has them)."""
    by_id = {unit.id: unit for unit in units}
    rulebook = _rulebook_rules(corpus, units, restored or {})
    found: list[Discrepancy] = []
    for loaded in corpus.sources:
        marker = CORRECTION_RE.get(loaded.entry.language)
        for entry in loaded.parsed.faq:
            faq_unit = by_id.get(f"{loaded.entry.id}/q{entry.index}")
            if faq_unit is None or marker is None:
                continue
            for note in entry.notes:
                if not marker.search(note):
                    continue
                cited = find_citations(faq_unit.id, note, loaded.entry.language, loaded.path, 0)
                for number in dict.fromkeys(c.number for c in cited):
                    example = " ".join(e.text for e in entry.examples)
                    answer = " ".join(entry.answer)
                    note_found = _correction(loaded, faq_unit, answer, example, note, number, rulebook)
                    if note_found is not None:
                        found.append(note_found)
    return tuple(found)


# ---------------------------------------------------------------------------------------------
# Numbering inside one document


def numbering_discrepancies(units: Iterable[TextUnit]) -> tuple[Discrepancy, ...]:
    """A discrepancy for every line whose numbered items (extra turn #1, #2...) skip or repeat a number."""
    found: list[Discrepancy] = []
    for unit in units:
        pattern = SEQUENCE_RE.get(unit.language)
        if pattern is None:
            continue
        for line in unit.lines:
            matches = list(pattern.finditer(line.plain))
            numbers = [int(m["n"]) for m in matches]
            if len(numbers) < 2 or numbers == list(range(1, len(numbers) + 1)):
                continue
            words = line.plain[matches[0].start() : matches[-1].end()]
            expected = ", ".join(str(n) for n in range(1, len(numbers) + 1))
            found.append(
                Discrepancy(
                    f"{unit.id}:numbering-line-{line.number}",
                    "numbering inside one example",
                    (),
                    ((unit.id, words, unit.file, line.number),),
                    f"The example numbers its items {', '.join(map(str, numbers))} where {expected} is meant: "
                    f"a slip inside the document, not a difference in the rules.",
                )
            )
    return tuple(found)


def find_discrepancies(corpus: Corpus, restored: Mapping[str, RuleText] | None = None) -> tuple[Discrepancy, ...]:
    """Every discrepancy the three detectors find in the corpus (the rules it quotes read as ``restored`` has them)."""
    units = text_units(corpus)
    titles = {loaded.entry.id: loaded.entry.title for loaded in corpus.sources}
    return (
        topic_discrepancies(units, titles)
        + correction_discrepancies(corpus, units, restored)
        + numbering_discrepancies(units)
    )

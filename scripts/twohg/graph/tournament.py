"""The tournament rules in the graph: their rules as records, and their citations of the Comprehensive Rules checked.

The Magic Tournament Rules are another document with their own numbers (``9.3``): a record's id
is ``<source id>/<number>``, never a Comprehensive Rules number. What they say of the game rules
is linked like a FAQ answer (`twohg.graph.explain`); this stage adds the check a judge would make:
a rule they cite must, in the Comprehensive Rules in force on their date, be about what the citing
sentence says. "Rules on Two-Headed Giant mulligans can be found in ... rule 103.4c" fails it when
103.4c is the Commander starting life total; such a citation is reported as stale, with the 2HG
rules that do speak of the sentence's topic.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from rapidfuzz import fuzz

from twohg.graph.citations import Citation
from twohg.graph.editions import full_text
from twohg.graph.explain.reviewed import ReviewedUnlinked
from twohg.graph.model import Edition, Evidence, Link, RuleText
from twohg.graph.outside import OutsideNow, OutsideVersion
from twohg.graph.rewordings import bare_words, negations
from twohg.ingest.corpus import Corpus
from twohg.ingest.parsers.comprehensive import names_the_variant
from twohg.ingest.units import TOURNAMENT_SECTION, TournamentRule
from twohg.problems import Problem
from twohg.profiles import LanguageProfile
from twohg.rulenumber import LEADING_NUMBER_RE, RuleNumber
from twohg.text import fold_for_matching, sentences


@dataclass(frozen=True)
class TournamentRecord:
    """A rule of the tournament rules, with its id and source."""

    id: str
    """``<source id>/<number>`` (``en-mtr-2026-02-27/9.3``)."""
    source_id: str
    """The document's catalogue id."""
    language: str
    """Its language."""
    file: str
    """Its file."""
    date: dt.date
    """The date it is in force from."""
    rule: TournamentRule
    """The parsed rule."""

    @property
    def number(self) -> str:
        """The rule's own number (``9.3``)."""
        return self.rule.number

    @property
    def two_headed(self) -> bool:
        """True for the Two-Headed Giant rules (section 9)."""
        return self.rule.section == TOURNAMENT_SECTION


@dataclass(frozen=True)
class StaleCitation:
    """A citation of a Comprehensive Rule that is not about what the citing sentence says.

    The rule is read in the edition in force on the citing document's date.
    """

    citing: str
    """The citing record's id."""
    number: str
    """The rule number cited."""
    edition: str
    """The Comprehensive Rules edition in force on the citing document's date."""
    cited: str
    """What that rule says in that edition (empty when it has no such rule)."""
    sentence: str
    """The citing sentence."""
    topic: tuple[str, ...]
    """The sentence's words that the cited rule lacks (``mulligans``)."""
    instead: tuple[str, ...]
    """The 2HG rules of that edition that speak of them (``805.3a``)."""
    file: str
    """The citing file."""
    line: int
    """The citation's line."""
    meant: tuple[str, str] | None = None
    """The first and last edition of the wording of the cited number that said what the sentence speaks of
    (103.4c of 2009-07-11 to 2013-05-01, the Two-Headed Giant mulligans), when a wording did (`meant_wording`)."""
    meant_now: tuple[str, ...] = ()
    """That wording's numbers in the newest edition (103.5d)."""


@dataclass(frozen=True)
class SectionReference:
    """A tournament rule's reference to another part of its own document: ``section 9.3``, ``Appendix D``."""

    start: int
    """Where the reference starts in the text."""
    end: int
    """Where it ends."""
    number: str
    """The part referred to, as the document numbers it: ``9.3``, ``7``, ``D``."""


_SECTION_REF_RE = re.compile(r"\b(?:[Ss]ections?\s+(?P<number>\d{1,2}(?:\.\d{1,2})?)|Appendix\s+(?P<letter>[A-Z])\b)")


def section_references(text: str) -> tuple[SectionReference, ...]:
    """Every reference a tournament rule's text makes to a section or appendix of its own document."""
    return tuple(
        SectionReference(match.start(), match.end(), match["number"] or match["letter"])
        for match in _SECTION_REF_RE.finditer(text)
    )


def by_number(records: Mapping[str, TournamentRecord]) -> dict[str, tuple[TournamentRecord, ...]]:
    """The Two-Headed Giant tournament rules by number, each number's records oldest document first."""
    found: dict[str, list[TournamentRecord]] = {}
    for record in sorted(records.values(), key=lambda r: (r.date, r.id)):
        if record.two_headed:
            found.setdefault(record.number, []).append(record)
    return {number: tuple(found[number]) for number in sorted(found, key=_number_key)}


def newest_document(records: Mapping[str, TournamentRecord]) -> TournamentRecord | None:
    """A record of the newest tournament rules document (its ``source_id`` and ``date`` name it); None when none.

    A Two-Headed Giant rule whose last record is of an older document is no longer in the tournament rules.
    """
    return max(records.values(), key=lambda r: (r.date, r.source_id), default=None)


def _number_key(number: str) -> tuple[int, ...]:
    return tuple(int(part) if part.isdigit() else -1 for part in number.split("."))


def tournament_records(corpus: Corpus) -> dict[str, TournamentRecord]:
    """Every tournament rule of every tournament-rules document, by id."""
    found: dict[str, TournamentRecord] = {}
    for loaded in corpus.sources:
        entry = loaded.entry
        if entry.kind != "tournament-rules" or entry.date is None:
            continue
        for rule in loaded.parsed.tournament:
            record = TournamentRecord(
                f"{entry.id}/{rule.number}", entry.id, entry.language, loaded.path, entry.date, rule
            )
            found[record.id] = record
    return found


#: Words that say nothing of a topic: function words, and the words every citation uses.
_STOP = frozenset(
    "a an and are as at be by can could for from found has have in into is it its may of on or that the their "
    "this to with rule rules comprehensive magic see section game games player players".split()
)
_WORD_RE = re.compile(r"[a-z][a-z'-]{2,}")


def _stem(word: str) -> str:
    """A word with a plural ``s`` dropped: ``mulligans`` and ``mulligan`` are one topic word."""
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def topic_words(text: str) -> frozenset[str]:
    """The words of a text that can name its topic (folded, plural-stripped, function words left out)."""
    return frozenset(_stem(w) for w in _WORD_RE.findall(fold_for_matching(text)) if w not in _STOP)


def rule_texts_of(lines: Sequence[str]) -> dict[str, str]:
    """Every numbered rule of a whole rulebook, by number: the text printed on its line."""
    found: dict[str, str] = {}
    for line in lines:
        match = LEADING_NUMBER_RE.match(line.strip())
        number = RuleNumber.try_parse(match["printed"]) if match else None
        if number is not None and match is not None:
            found[str(number)] = line.strip()[match.end() :].strip()
    return found


def edition_in_force(editions: Sequence[Edition], date: dt.date) -> str | None:
    """The official English edition in force on a date (the newest that starts on or before it), or None."""
    official = [e for e in editions if e.kind == "official" and e.language == "en" and e.date is not None]
    in_force = sorted((e for e in official if e.start <= date), key=lambda e: e.start)
    return in_force[-1].id if in_force else None


#: How close (rapidfuzz ratio, 0-100) a tournament rule's sentence must be to a Comprehensive Rule's
#: sentence, or to its end ("In a Two-Headed Giant game, " + the same words), to restate it.
RESTATES_MIN = 90
#: Sentences shorter than this (in words) say too little to be matched.
_RESTATES_WORDS = 6


@functools.lru_cache(maxsize=8192)
def _says_no(sentence: str) -> tuple[str, ...]:
    """A sentence's words of negation (`negations`), read once: every rule's sentence is weighed against many.

    Kept for the 8,192 sentences read last (a graph of the real editions reads about 6,400): a process that
    builds many graphs, the tests', does not keep every sentence it ever read.
    """
    return tuple(negations(bare_words(sentence)))


def restatement_score(sentence: str, candidate: str) -> float:
    """How closely (rapidfuzz ratio, 0-100) a rule's sentence says a tournament rule's, both `fold_for_matching`.

    Whole, or its end when it is not much longer (a leading "In a Two-Headed Giant game, " left out). A sentence
    that says no (not, n't, never...) where the other does not says the opposite: 0 ("the starting player
    doesn't skip the draw step" is no restatement of "skips the draw step").
    """
    if _says_no(candidate) != _says_no(sentence):
        return 0.0
    score = fuzz.ratio(sentence, candidate)
    if len(candidate) <= 1.6 * len(sentence):
        score = max(score, fuzz.ratio(sentence, candidate[-len(sentence) :]))
    return score


def restated_sentence(tournament_text: str, rule_text: str) -> str | None:
    """The sentence of a rule's text that says one of a tournament rule's sentences, as printed; None when none does.

    What a page quotes for a restatement: 800.7's second sentence, not its first, which is about other games.
    """
    said = [fold_for_matching(s) for s in sentences(tournament_text)]
    said = [s for s in said if len(s.split()) >= _RESTATES_WORDS]
    scored = [
        (max((restatement_score(s, fold_for_matching(sentence)) for s in said), default=0.0), sentence)
        for sentence in sentences(rule_text)
    ]
    best = max(scored, key=lambda pair: pair[0], default=(0.0, ""))
    return best[1] if best[0] >= RESTATES_MIN else None


def restatements(
    records: Mapping[str, TournamentRecord], editions: Sequence[Edition], rulebooks: Mapping[str, Sequence[str]]
) -> tuple[Link, ...]:
    """Links from each Two-Headed Giant tournament rule to the Comprehensive Rules that say one of its sentences.

    Each sentence is compared with every rule of the edition in force on the document's date, whole
    or with a leading clause left out (the tournament rules' "The team who plays first skips the draw
    step of their first turn." is 103.8b's "In a Two-Headed Giant game, the team who plays first ...").
    A rule whose sentence says no (not, n't, never...) where the other does not, or the other way, says
    the opposite and is no restatement.
    """
    found: dict[tuple[str, str], Evidence] = {}
    books: dict[str, list[tuple[str, str]]] = {}
    for record in sorted(records.values(), key=lambda r: r.id):
        edition = edition_in_force(editions, record.date) if record.two_headed else None
        if edition is None:
            continue
        if edition not in books:
            books[edition] = [
                (number, fold_for_matching(sentence))
                for number, text in rule_texts_of(rulebooks.get(edition, ())).items()
                for sentence in sentences(text)
            ]
        for block in record.rule.blocks:
            for sentence in sentences(block.text):
                folded = fold_for_matching(sentence)
                if len(folded.split()) < _RESTATES_WORDS:
                    continue
                for number, candidate in books[edition]:
                    score = restatement_score(folded, candidate)
                    if score >= RESTATES_MIN and (record.id, number) not in found:
                        found[(record.id, number)] = Evidence(
                            "similarity",
                            f"{sentence!r} reads as rule {number} of {edition} (rapidfuzz ratio {score:.1f})",
                            score,
                            record.file,
                            block.lines[0],
                        )
    return tuple(
        Link("restates", source, target, (evidence,), certain=True)
        for (source, target), evidence in sorted(found.items())
    )


def same_topic_links(
    reviewed: Sequence[ReviewedUnlinked],
    records: Mapping[str, TournamentRecord],
    editions: Sequence[Edition],
    rulebooks: Mapping[str, Sequence[str]],
    file: str,
) -> tuple[tuple[Link, ...], tuple[Problem, ...]]:
    """Links from the tournament rules a person found on the topic of Comprehensive Rules outside the 2HG sections.

    Each number must be a rule of the edition in force on the tournament rule's date, else it is a problem at
    its line: a renumbering of the rulebook cannot leave the table pointing at another rule unnoticed.
    """
    links: list[Link] = []
    problems: list[Problem] = []
    for entry in reviewed:
        record = records.get(entry.id)
        if record is None:
            problems.append(Problem(file, entry.line, f"{entry.id}: same_topic is for tournament rules only"))
            continue
        edition = edition_in_force(editions, record.date)
        printed = rule_texts_of(rulebooks.get(edition, ())) if edition is not None else {}
        for written, line in entry.same_topic:
            number = RuleNumber.try_parse(written)
            if number is None or str(number) not in printed:
                problems.append(
                    Problem(file, line, f"{written!r} is no rule of the edition in force on {record.date} ({edition})")
                )
                continue
            evidence = Evidence("reviewed", entry.reason, None, file, line)
            links.append(Link("same-topic", entry.id, str(number), (evidence,), certain=True))
    return tuple(links), tuple(problems)


def stale_citations(
    records: Mapping[str, TournamentRecord],
    citations: Iterable[Citation],
    editions: Sequence[Edition],
    rulebooks: Mapping[str, Sequence[str]],
    texts: Iterable[RuleText],
) -> tuple[StaleCitation, ...]:
    """The tournament rules' citations of Comprehensive Rules that are not about what the citing sentence says.

    ``rulebooks`` holds each official edition's lines (the whole book), ``texts`` the 2HG rule texts.
    """
    by_edition: dict[str, list[RuleText]] = {}
    for text in texts:
        by_edition.setdefault(text.edition, []).append(text)
    books: dict[str, dict[str, str]] = {}
    found: list[StaleCitation] = []
    for citation in citations:
        record = records.get(citation.text_id)
        if record is None or not record.two_headed:
            continue
        edition = edition_in_force(editions, record.date)
        if edition is None:
            continue
        if edition not in books:
            books[edition] = rule_texts_of(rulebooks.get(edition, ()))
        cited = books[edition].get(str(citation.number), "")
        sentence = next(
            (s for block in record.rule.blocks for s in sentences(block.text) if citation.phrase in s),
            citation.phrase,
        )
        wanted = topic_words(sentence.replace(citation.phrase, " ")) - topic_words("two-headed giant")
        missing = tuple(sorted(wanted - topic_words(cited)))
        if cited and len(missing) < len(wanted):
            continue  # the cited rule speaks of something the sentence names: not stale
        instead = tuple(
            str(text.number)
            for text in sorted(by_edition.get(edition, ()), key=lambda t: t.number)
            if not text.rule.is_heading and set(missing) & topic_words(text.rule.text)
        )
        found.append(
            StaleCitation(
                record.id,
                str(citation.number),
                edition,
                cited,
                sentence,
                missing,
                instead,
                citation.file,
                citation.line,
            )
        )
    return tuple(found)


#: Words of a tournament rule's title that name no subject of its own: the variant's name, "tournament(s)".
_TITLE_STOP = frozenset({"two", "headed", "two-headed", "giant", "tournament", "tournaments"})
#: The most general rules named for one rule of section 9.
MOST_GENERAL = 3


def _subject(title: str) -> frozenset[str]:
    """A title's subject words: "Play-Draw Rule" and "Play/Draw Rule" both say play and draw."""
    return topic_words(title.replace("-", " ").replace("/", " ")) - _TITLE_STOP


def general_relations(records: Mapping[str, TournamentRecord]) -> dict[str, tuple[str, ...]]:
    """For each Two-Headed Giant tournament rule, the general rules of its document whose title shares its subject.

    The title's subject words (`topic_words`, the variant's name and "tournament" left out) are compared with
    every other rule's and section's title of the same document; the rules sharing the most of them (at least
    one), at most `MOST_GENERAL`, in document order: 9.3 "Play-Draw Rule" builds on 2.2 "Play/Draw Rule".
    """
    found: dict[str, tuple[str, ...]] = {}
    for record in sorted(records.values(), key=lambda r: r.id):
        if not record.two_headed or record.number == record.rule.section:
            continue
        subject = _subject(record.rule.title)
        scored: list[tuple[int, tuple[int, ...], str]] = []
        for other in records.values():
            if other.source_id != record.source_id or other.two_headed or not other.rule.title:
                continue
            shared = len(subject & _subject(other.rule.title))
            if shared:
                scored.append((shared, _number_key(other.number), other.id))
        best = max((shared for shared, _, _ in scored), default=0)
        chosen = sorted((key, other) for shared, key, other in scored if shared == best)[:MOST_GENERAL]
        if chosen:
            found[record.id] = tuple(other for _, other in chosen)
    return found


def meant_wording(
    stale: StaleCitation,
    history: Mapping[str, Sequence[OutsideVersion]],
    texts: Mapping[str, RuleText],
    nows: Mapping[str, OutsideNow],
    profile: LanguageProfile,
) -> StaleCitation:
    """A stale citation with the wording of its number that said what the sentence speaks of, and where it is now.

    The newest wording of the cited number (held as a rule outside the 2HG sections, `twohg.graph.outside`)
    whose text has every topic word of the sentence, and names the variant too when the sentence does:
    "Rules on Two-Headed Giant mulligans ... rule 103.4c" meant 103.4c as printed from 2009 to 2013, which
    is 103.5d in the newest edition.
    """
    found = [
        version
        for version in history.get(stale.number, ())
        if set(stale.topic) <= topic_words(full_text(texts[version.texts[-1]].rule))
    ]
    if names_the_variant(stale.sentence, profile):
        found = [v for v in found if names_the_variant(full_text(texts[v.texts[-1]].rule), profile)] or found
    if not found:
        return stale
    version = found[-1]
    first = next(v for v in history[stale.number] if v.meaning == version.meaning)
    now = nows.get(version.texts[-1])
    return replace(stale, meant=(first.first, version.last), meant_now=now.numbers if now is not None else ())

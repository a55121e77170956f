"""The glossary in the graph: every glossary entry of a rules text, and the words the texts use for the same thing.

Glossary entries come from the parsers (`twohg.ingest.units.GlossaryEntry`: the official Japanese
translation's 22 entries about teams and Two-Headed Giant). Each becomes a `GlossaryRecord` with an
id ``<source id>/g-<English term slug>`` (``ja-cr-2026-01-16/g-active-team``), the same in every
edition that defines the term; the citations stage links it to the rule numbers its definition
cites (``cites`` links, like any text), and the cards stage to the cards it names.

The reviewed list ``rules_src/synonyms.yaml`` (`SYNONYMS_FILE`) records the words the texts use
for one thing (the official Japanese rules call the shared life total both 共用ライフ and 共有ライフ,
its glossary 共有ライフ総量 / Shared Life Total), each set with its reason and evidence: `Synonyms`
gives each set its words per language, the glossary entries that define them and the rule
numbers whose texts print any of them, so a search for one word finds every rule that uses another.
A word no text prints, or a glossary term no glossary defines, is reported at its line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from twohg import files
from twohg.citing import cited_numbers
from twohg.graph.model import RuleText
from twohg.graph.textunits import glossary_id
from twohg.ingest.catalogue import LANGUAGES
from twohg.ingest.corpus import Corpus
from twohg.ingest.parsers.book import book_glossary
from twohg.ingest.parsers.comprehensive import names_the_variant
from twohg.ingest.units import GlossaryEntry
from twohg.problems import Problem
from twohg.profiles import LanguageProfile
from twohg.reviewed import Entry, ListOf, MapOf, Record, Text, entries, read_yaml
from twohg.rulenumber import RuleNumber
from twohg.text import fold_for_matching, wording_key

SYNONYMS_FILE = files.SYNONYMS_FILE
"""The reviewed list of words that name the same thing."""


@dataclass(frozen=True)
class GlossaryRecord:
    """A glossary entry with its graph id and source."""

    id: str
    """``<source id>/g-<slug>`` (``ja-cr-2026-01-16/g-active-team``)."""
    source_id: str
    """The rules text's catalogue id (its edition id)."""
    language: str
    """The text's language."""
    file: str
    """The text's file."""
    entry: GlossaryEntry
    """The parsed entry: term, reading, English term, definition, cited rules, obsolete mark, lines."""

    @property
    def cites(self) -> tuple[str, ...]:
        """The rule numbers the definition cites (node ids), in order."""
        return tuple(str(number) for number in self.entry.cites)


def glossary_records(corpus: Corpus) -> tuple[dict[str, GlossaryRecord], list[Problem]]:
    """Every glossary entry of the corpus by id; two entries of one source with one English term are reported."""
    records: dict[str, GlossaryRecord] = {}
    problems: list[Problem] = []
    for loaded in corpus.sources:
        for entry in loaded.parsed.glossary:
            record = GlossaryRecord(
                glossary_id(loaded.entry.id, entry), loaded.entry.id, loaded.entry.language, loaded.path, entry
            )
            if record.id in records:
                first = records[record.id].entry.line
                problems.append(
                    Problem(loaded.path, entry.line, f"glossary term {entry.english!r} again (first on line {first})")
                )
                continue
            records[record.id] = record
    return records, problems


# --- synonyms ----------------------------------------------------------------------------------------

_WORDS = ListOf(Text(max_length=100, what="a word as the texts print it"), single=True, min_items=1)
_SET = Record(
    {
        "words": MapOf(_WORDS, key=Text(choices=LANGUAGES, label="language"), what="words by language"),
        "reason": Text(multiline=True, max_length=800),
        "evidence": Text(multiline=True, max_length=4000),
    },
    {"glossary": ListOf(Text(max_length=100, what="a glossary term as printed"), single=True)},
    what="a set: words (by language), reason, evidence",
)
SCHEMA = Record({}, {"synonyms": ListOf(_SET)}, what="a mapping with a 'synonyms' list")
"""The declared schema of `SYNONYMS_FILE`."""


@dataclass(frozen=True)
class Synonyms:
    """Words that name one thing, in every language, and where they are used."""

    words: Mapping[str, tuple[str, ...]]
    """Language -> the words as the texts print them (``ja``: 共有ライフ, 共用ライフ)."""
    glossary: tuple[str, ...]
    """The ids of the glossary entries whose term names the thing."""
    rules: tuple[str, ...]
    """The rule numbers (node ids) whose texts print any of the words, natural order: in a translation,
    or in the newest English edition."""
    reason: str
    """Why the words name the same thing."""
    evidence: str
    """Where that was read."""
    line: int
    """The set's line in the reviewed file."""


def _prints(text: str, word: str) -> bool:
    return fold_for_matching(word) in fold_for_matching(text)


def _full(text: RuleText) -> str:
    return " ".join([*text.rule.paragraphs, *(example.text for example in text.rule.examples)])


def load_synonyms(
    text: str | None,
    texts: Iterable[RuleText],
    searched: Iterable[str],
    glossary: Mapping[str, GlossaryRecord],
    file: str = SYNONYMS_FILE,
) -> tuple[tuple[Synonyms, ...], list[Problem]]:
    """The reviewed synonym sets (none without a file), each with the rules and glossary entries that use its words.

    ``searched`` are the editions whose texts count (the translations and the newest English
    edition); every word must be printed by one of them or by a glossary entry.
    """
    if text is None:
        return (), []
    root, problems = read_yaml(text, file, SCHEMA, empty_ok=True)
    editions = set(searched)
    mine = [t for t in texts if t.edition in editions]
    found: list[Synonyms] = []
    for entry in entries(root if isinstance(root, Entry) else None, "synonyms"):
        if not all(key in entry for key in ("words", "reason", "evidence")):
            continue
        words: dict[str, tuple[str, ...]] = {language: tuple(values) for language, values in entry["words"].items()}
        rules: set[RuleNumber] = set()
        for language, values in words.items():
            for word in values:
                printing = [t for t in mine if t.language == language and _prints(_full(t), word)]
                defining = [
                    g
                    for g in glossary.values()
                    if g.language == language and (_prints(g.entry.term, word) or _prints(g.entry.definition, word))
                ]
                rules.update(t.number for t in printing if not t.rule.is_heading)
                if not printing and not defining:
                    problems.append(
                        Problem(file, entry["words"].line_of(language), f"no {language} text prints {word!r}")
                    )
        terms = tuple(entry.get("glossary", ()))
        ids: list[str] = []
        for term in terms:
            named = [g.id for g in glossary.values() if g.entry.term == term]
            if not named:
                problems.append(Problem(file, entry.line_of("glossary"), f"no glossary defines {term!r}"))
            ids.extend(named)
        found.append(
            Synonyms(
                words=words,
                glossary=tuple(ids),
                rules=tuple(str(n) for n in sorted(rules)),
                reason=" ".join(entry["reason"].split()),
                evidence=" ".join(entry["evidence"].split()),
                line=entry.line,
            )
        )
    return tuple(found), problems


def citing(glossary: Mapping[str, GlossaryRecord], number: str) -> Sequence[GlossaryRecord]:
    """The glossary entries whose definition cites ``number``."""
    return [record for record in glossary.values() if number in record.cites]


# --- the English glossary of every edition -----------------------------------------------------------


@dataclass(frozen=True)
class TermVersion:
    """One English definition of a glossary term, and the consecutive official editions that printed it."""

    slug: str
    """The term's slug (``two-headed-giant-variant``), the anchor of its entry on the glossary page."""
    entry: GlossaryEntry
    """The entry as the last of those editions prints it."""
    first: str
    """The first edition printing this definition."""
    last: str
    """The last one."""
    current: bool
    """True while it stands in the newest edition."""
    file: str
    """The last edition's file."""


def term_slug(term: str) -> str:
    """A glossary term's slug, words joined by hyphens (``Team vs. Team Variant`` -> ``team-vs-team-variant``)."""
    return _SLUG_RE.sub("-", term.casefold()).strip("-") or "term"


_SLUG_RE = re.compile(r"[^a-z0-9]+")


def english_glossary(
    books: Mapping[str, Sequence[str]],
    paths: Mapping[str, str],
    twohg: Mapping[str, frozenset[int]],
    terms: Iterable[str],
    profile: LanguageProfile,
) -> dict[str, tuple[TermVersion, ...]]:
    """The English glossary entries of the variant's terms in every official edition (``books``, oldest first).

    A term is the variant's when the official translations' glossaries define it (their English terms,
    ``terms``), or when an edition's definition names the variant or its option, or cites a rule of
    that edition's 2HG sections. Each term's definitions are versions over consecutive editions.
    """
    wanted = {term.casefold() for term in terms}
    chain = list(books)
    found: dict[str, list[tuple[int, GlossaryEntry, str]]] = {}
    kept: dict[tuple[str, str, frozenset[int]], bool] = {}  # most definitions are printed alike for years
    for position, edition in enumerate(chain):
        sections = twohg.get(edition, frozenset())

        def keep(term: str, definition: str, sections: frozenset[int] = sections) -> bool:
            key = (term, definition, sections)
            if key not in kept:
                kept[key] = (
                    term.casefold() in wanted
                    or names_the_variant(definition, profile)
                    or any(number.section in sections for number in cited_numbers(definition, "en"))
                )
            return kept[key]

        for entry in book_glossary(books[edition], keep):
            found.setdefault(term_slug(entry.term), []).append((position, entry, edition))
    glossary: dict[str, tuple[TermVersion, ...]] = {}
    for slug, printed in sorted(found.items()):
        versions: list[TermVersion] = []
        for position, entry, edition in printed:
            previous = versions[-1] if versions else None
            adjacent = previous is not None and chain.index(previous.last) == position - 1
            if (
                previous is not None
                and adjacent
                and wording_key(previous.entry.definition) == wording_key(entry.definition)
            ):
                versions[-1] = TermVersion(slug, entry, previous.first, edition, False, paths[edition])
            else:
                versions.append(TermVersion(slug, entry, edition, edition, False, paths[edition]))
        newest = chain[-1] if chain else ""
        glossary[slug] = tuple(
            TermVersion(v.slug, v.entry, v.first, v.last, v.last == newest, v.file) for v in versions
        )
    return glossary

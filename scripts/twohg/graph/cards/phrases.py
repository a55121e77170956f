"""The reviewed table of card phrases: the words on a card that make it play differently in Two-Headed Giant.

``rules_src/card-phrases.yaml`` maps phrases as Oracle text prints them ("each opponent", "extra turn",
"at the beginning of each player's") to the rules in force that say how they play in Two-Headed Giant
(102.3, 805.8, 805.4d), each with its source and one line in every language of the site. It is reviewed
prose like the alignment files' reasons, and held to the same standard (`phrase_problems`): every rule
number is read in the edition the file names (``written``), and must, in the newest edition, still be a
rule the site holds, under the same number, with the same meaning. A renumbered, removed or reused rule
stops the build at its line.

`PhraseTable.engaged` reads a text (a card's Oracle text, an official ruling) and gives the phrases it
prints, in the file's order.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from twohg import files
from twohg.graph.prose import gone_stale
from twohg.languages import LANGUAGES
from twohg.problems import Problem
from twohg.reviewed import Entry, Flag, ListOf, MapOf, Record, Text, read_yaml
from twohg.rulenumber import RuleNumber

PHRASES_FILE = files.CARD_PHRASES_FILE

_EDITION = Text(pattern=re.compile(r"cr-en-\d{4}-\d{2}-\d{2}"), hint="an official edition id (cr-en-YYYY-MM-DD)")
_NUMBER = Text(pattern=re.compile(r"\d{3}(?:\.\d{1,3}[a-z]?)?"), hint="a rule number (810.9a)", what="a rule number")
_PHRASE = Record(
    required={
        "match": ListOf(Text(max_length=80, what="a phrase as cards print it"), single=True),
        "rules": ListOf(_NUMBER, single=True, what="the rules in force it engages"),
        "notable": Flag(),
        "source": Text(multiline=True, what="where a person read that these rules govern it"),
        "says": Record(required={language: Text(max_length=400, what="one line") for language in LANGUAGES}),
    }
)
SCHEMA = Record(
    required={
        "written": _EDITION,
        "phrases": MapOf(
            _PHRASE,
            key=Text(pattern=re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*"), hint="lower-case words joined by '-'"),
            what="phrases by id",
        ),
    }
)
"""The declared schema of `PHRASES_FILE`."""

#: The number words "#" stands for besides figures ("that much" and "that many" too).
_NUMBER_WORDS = frozenset(
    "x one two three four five six seven eight nine ten eleven twelve thirteen twenty half".split()
)
#: A text's tokens: words (apostrophes inside), and each other mark on its own (a phrase never runs across one).
_TOKEN_RE = re.compile(r"[a-z0-9]+(?:'[a-z0-9]+)*|[^\sa-z0-9]")
#: How far "..." reaches: up to six words.
_GAP = 6

Token = tuple[str, int, int]
"""A token of a text: its lower-case form (apostrophes straight), where it starts and ends in the text."""


def tokens_of(text: str) -> list[Token]:
    """A text's tokens (`_TOKEN_RE`), lower case with apostrophes straight, each with where it is in the text."""
    lowered = text.lower().replace("\u2019", "'")
    return [(m.group(), m.start(), m.end()) for m in _TOKEN_RE.finditer(lowered)]


def phrase_words(phrase: str) -> tuple[str, ...]:
    """A phrase as the tokens it matches (``#`` a number, ``...`` a gap)."""
    marked = phrase.replace("...", " \x00 ").replace("#", " \x01 ")
    return tuple({"\x00": "...", "\x01": "#"}.get(token, token) for token, _, _ in tokens_of(marked))


def _match_at(words: Sequence[str], found: Sequence[str], at: int) -> int | None:
    """Where ``words`` end (a token index) when they start at token ``at`` of ``found``; None when they don't."""
    if not words:
        return at
    head, rest = words[0], words[1:]
    if head == "...":
        for skip in range(_GAP + 1):
            if at + skip > len(found) or any(not found[k][0].isalnum() for k in range(at, at + skip)):
                break
            end = _match_at(rest, found, at + skip)
            if end is not None:
                return end
        return None
    if at >= len(found):
        return None
    token = found[at]
    if head == "#":
        if token.isdigit() or token in _NUMBER_WORDS:
            return _match_at(rest, found, at + 1)
        if token == "that" and at + 1 < len(found) and found[at + 1] in ("much", "many"):
            return _match_at(rest, found, at + 2)
        return None
    return _match_at(rest, found, at + 1) if token == head else None


@dataclass(frozen=True)
class Phrase:
    """One entry of the table: the phrases, the rules they engage, the source, what changes in each language."""

    id: str
    """The entry's key (``opponents``)."""
    match: tuple[str, ...]
    """The phrases as cards print them."""
    rules: tuple[str, ...]
    """The rules in force they engage, most telling first."""
    source: str
    """Where a person read that these rules govern them."""
    notable: bool
    """Whether a card printing it plays differently in Two-Headed Giant than in a two-player game."""
    says: Mapping[str, str] = field(hash=False)
    """Language -> one line saying what changes in Two-Headed Giant."""
    line: int = 0
    """The entry's line in the file."""
    rules_line: int = 0
    """The line of its ``rules``."""

    @cached_property
    def words(self) -> tuple[tuple[str, ...], ...]:
        """Each phrase as its tokens (`phrase_words`)."""
        return tuple(phrase_words(phrase) for phrase in self.match)


@dataclass(frozen=True)
class PhraseTable:
    """The reviewed table: the edition its numbers are read in, and its phrases in file order."""

    written: str
    """The official edition the rule numbers are read in."""
    phrases: tuple[Phrase, ...]
    """The entries, in file order."""
    line: int = 0
    """The line of ``written``."""

    @cached_property
    def _starts(self) -> dict[str, list[tuple[tuple[str, ...], bool, str]]]:
        """Each phrase's words by their first word (``#`` under its own key), longest first, and if they are plain."""
        starts: dict[str, list[tuple[tuple[str, ...], bool, str]]] = {}
        for phrase in self.phrases:
            for words in phrase.words:
                plain = "#" not in words and "..." not in words
                starts.setdefault(words[0], []).append((words, plain, phrase.id))
        for found in starts.values():
            found.sort(key=lambda item: -len(item[0]))
        return starts

    def _scan(self, found: Sequence[str]) -> list[tuple[int, int, str]]:
        """Every run of tokens that prints a phrase (first token, token after the last, phrase id).

        Those inside a longer one are left out: "can't lose the game" is one phrase, not also "lose the game".
        """
        starts = self._starts
        numbered = starts.get("#", [])
        hits: set[tuple[int, int, str]] = set()
        for at, token in enumerate(found):
            candidates = starts.get(token)
            if numbered and (token.isdigit() or token in _NUMBER_WORDS or token == "that"):
                candidates = [*(candidates or []), *numbered]
            if not candidates:
                continue
            for words, plain, phrase_id in candidates:
                if plain:
                    if tuple(found[at : at + len(words)]) == words:
                        hits.add((at, at + len(words), phrase_id))
                    continue
                end = _match_at(words, found, at)
                if end is not None and end > at:
                    hits.add((at, end, phrase_id))
        if len(hits) < 2:
            return sorted(hits)
        return sorted(
            (start, end, phrase_id)
            for start, end, phrase_id in hits
            if not any(s <= start and end <= e and (s, e) != (start, end) for s, e, _ in hits)
        )

    def ids_of(self, found: Iterable[str]) -> tuple[str, ...]:
        """Phrase ids in the table's order."""
        wanted = set(found)
        return tuple(phrase.id for phrase in self.phrases if phrase.id in wanted)

    def engaged(self, text: str) -> tuple[str, ...]:
        """The ids of the phrases ``text`` prints, in file order (a phrase printed inside a longer one aside)."""
        found = _TOKEN_RE.findall(text.lower().replace("\u2019", "'"))
        return self.ids_of(phrase_id for _, _, phrase_id in self._scan(found))

    def read(self, text: str) -> tuple[tuple[str, ...], tuple[tuple[int, int, str], ...]]:
        """The phrases ``text`` prints (as `engaged`), and where: (start, end, phrase id), in order, no overlaps."""
        found = tokens_of(text)
        matches = self._scan([token for token, _, _ in found])
        kept: list[tuple[int, int, str]] = []
        for first, after, phrase_id in matches:
            start, end = found[first][1], found[after - 1][2]
            if not kept or start >= kept[-1][1]:
                kept.append((start, end, phrase_id))
        return self.ids_of(phrase_id for _, _, phrase_id in matches), tuple(kept)

    @cached_property
    def by_id(self) -> dict[str, Phrase]:
        """The entries by id."""
        return {phrase.id: phrase for phrase in self.phrases}

    def rules_of(self, phrase_ids: Sequence[str]) -> tuple[str, ...]:
        """The rules the phrases engage, each once, in the phrases' order."""
        return tuple(dict.fromkeys(rule for phrase_id in phrase_ids for rule in self.by_id[phrase_id].rules))

    @cached_property
    def numbers(self) -> tuple[str, ...]:
        """Every rule the table names, in natural order."""
        return tuple(sorted({r for p in self.phrases for r in p.rules}, key=RuleNumber.parse))


def load_phrases(text: str | None, file: str = PHRASES_FILE) -> tuple[PhraseTable | None, list[Problem]]:
    """The reviewed table (None without the file), and the problems of its schema."""
    if text is None:
        return None, [Problem(file, 0, "reviewed data file not found")]
    root, problems = read_yaml(text, file, SCHEMA)
    if not isinstance(root, Entry) or "written" not in root or "phrases" not in root:
        return None, problems
    phrases: list[Phrase] = []
    seen: dict[str, str] = {}
    for key, entry in root["phrases"].items():
        if not all(name in entry for name in ("match", "rules", "notable", "source", "says")):
            continue
        for phrase in entry["match"]:
            folded = " ".join(phrase.lower().replace("\u2019", "'").split())
            words = phrase_words(phrase)
            if not words or words[0] == "..." or not (words[0] == "#" or words[0][0].isalnum()):
                message = f"{key}: {phrase!r} must start with a word or a number"
                problems.append(Problem(file, entry.line_of("match"), message))
            elif seen.setdefault(folded, key) != key:
                message = f"{key}: {phrase!r} is already a phrase of {seen[folded]!r}: a phrase belongs to one entry"
                problems.append(Problem(file, entry.line_of("match"), message))
        phrases.append(
            Phrase(
                id=key,
                match=tuple(entry["match"]),
                rules=tuple(dict.fromkeys(entry["rules"])),
                source=entry["source"],
                notable=entry["notable"],
                says=dict(entry["says"]),
                line=entry.line,
                rules_line=entry.line_of("rules"),
            )
        )
    return PhraseTable(root["written"], tuple(phrases), root.line_of("written")), problems


def phrase_problems(
    table: PhraseTable,
    chain: Sequence[str],
    meaning_of: Mapping[str, str],
    held: Mapping[str, frozenset[str]],
    outside_meaning: Mapping[str, tuple[int, int] | None],
    pages: frozenset[str],
    file: str = PHRASES_FILE,
) -> list[Problem]:
    """Every rule number of the table that no longer names, in the newest edition, what it named when written.

    ``chain`` is the official editions, oldest first; ``meaning_of`` and ``held`` are the 2HG texts' meanings and
    each edition's 2HG numbers (`twohg.graph.prose`); ``outside_meaning`` gives, for a number outside the 2HG
    sections, its meaning in the written edition and in the newest (`twohg.graph.outside`: which of the
    number's meanings its wording is), None when either edition lacks it; ``pages`` is every number with a
    rule page on the site.
    """
    if table.written not in chain:
        return [Problem(file, table.line, f"written: {table.written} is no official edition of the archive")]
    problems: list[Problem] = []
    two_headed = held.get(table.written, frozenset())
    for phrase in table.phrases:
        later = chain[chain.index(table.written) :]
        for number in phrase.rules:
            if number in two_headed:
                stale = gone_stale((number,), later, meaning_of, held)
                if stale is not None:
                    _, _, what, edition = stale
                    message = (
                        f"{phrase.id}: {number} (as in {table.written}) {what} from {edition} on: name the rule in "
                        "force that says it, and write the edition of the newest rulebook under 'written'"
                    )
                    problems.append(Problem(file, phrase.rules_line, message))
                continue
            meanings = outside_meaning.get(number)
            if meanings is None or number not in pages:
                message = (
                    f"{phrase.id}: {number} is neither a Two-Headed Giant rule of {table.written} nor a rule this "
                    "site holds in both that edition and the newest: name the rule that says it"
                )
                problems.append(Problem(file, phrase.rules_line, message))
            elif meanings[0] != meanings[1]:
                message = (
                    f"{phrase.id}: {number} is another rule in the newest edition than in {table.written}: "
                    "name the rule that carries what it said"
                )
                problems.append(Problem(file, phrase.rules_line, message))
    return problems

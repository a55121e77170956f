"""Names found by their markup and phrasing, to check that the card list misses none.

`unlinked_mentions` looks for names by their markup and phrasing (Markdown emphasis, 《》,
autocard tags, Title Case quotes, "controls X", "X, which reads"...) and returns those no card of
the list accounts for, so a card a new text names is reported instead of silently missed. Each
distinct line is examined once, whatever the number of editions that print it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from twohg.graph.cards.catalogue import Card
from twohg.graph.cards.mentions import Matcher
from twohg.graph.textunits import TextLine, TextUnit, text_units
from twohg.ingest.corpus import Corpus
from twohg.profiles import (
    NAME_AFTER,
    NAME_ARTICLES,
    NAME_BEFORE,
    NAME_ELISION_RE,
    NAME_MARKERS,
    NAME_MINOR_WORDS,
    NAME_STOP_WORDS,
    NAME_TRIGGER_WORDS,
    NOT_CARD_NAMES,
)


@dataclass(frozen=True)
class NameCandidate:
    """Words that look like a card name by their markup or phrasing."""

    text: str
    """The words."""
    file: str
    """The file."""
    line: int
    """The line."""
    how: str
    """What made them look like a name (``italic``, ``《》``, ``after 'controls'``...)."""

    def __str__(self) -> str:
        """Format as ``file:line: 'words' (how)``."""
        return f"{self.file}:{self.line}: {self.text!r} ({self.how})"


_EDGE_PUNCT = "\"'“”«»‘’()[]*"
_EMPHASIS_RE = re.compile(r"(?<!\*)(\*{1,3})(?=[^\s*])(.+?)(?<=[^\s*])\1(?!\*)")
_BRACKETS_RE = re.compile(r"《(?P<name>[^》]+)》")
_AUTOCARD_RE = re.compile(r"\[c\](?P<name>.+?)\[/c\]", re.IGNORECASE)
_QUOTES_RE = re.compile(r"\"(?P<a>[^\"]+)\"|“(?P<b>[^”]+)”|«\s*(?P<c>[^»]+?)\s*»")
_SENTENCE_PUNCT_RE = re.compile(r"[.:;!?,«»“”\"()\[\]]")
_TOKEN_RE = re.compile(r"\S+")


@dataclass(frozen=True)
class _Token:
    """A word of a line with its span, punctuation at its edges removed."""

    text: str
    start: int
    end: int
    punct_after: bool
    initial: bool

    @property
    def core(self) -> str:
        """The word without an elided article (``l'Antienne`` -> ``Antienne``)."""
        return NAME_ELISION_RE.sub("", self.text)

    @property
    def capitalised(self) -> bool:
        """True when the word (after any elided article) starts with a capital letter."""
        return bool(self.core) and self.core[0].isupper()

    @property
    def lower(self) -> str:
        """The word in lower case."""
        return self.text.casefold()


def _tokens(text: str) -> list[_Token]:
    """The words of a line, each knowing whether punctuation follows it and whether it starts a sentence."""
    tokens: list[_Token] = []
    initial = True
    for match in _TOKEN_RE.finditer(text):
        word, start = match.group(), match.start()
        stripped = word.lstrip(_EDGE_PUNCT)
        start += len(word) - len(stripped)
        core = stripped.rstrip(_EDGE_PUNCT + ".,;:!?")
        if core:
            tokens.append(_Token(core, start, start + len(core), core != stripped, initial))
        initial = bool(re.search(r"[.!?:]$", word.rstrip(_EDGE_PUNCT))) or (not core and initial)
    return tokens


def _looks_like_name(text: str) -> bool:
    """A short capitalised span without sentence punctuation, not a marker such as ``Example:``."""
    words = text.split()
    return (
        bool(words)
        and len(words) <= 6
        and text[0].isupper()
        and not _SENTENCE_PUNCT_RE.search(text)
        and words[0].casefold() not in NAME_MARKERS
    )


def _title_case(text: str) -> bool:
    """Two to five words, every one capitalised except short linking words."""
    words = text.split()
    return (
        2 <= len(words) <= 5
        and all(w[0].isupper() or w.casefold() in NAME_MINOR_WORDS for w in words)
        and words[0][0].isupper()
    )


def _forward(text: str, tokens: list[_Token], position: int, language: str) -> tuple[int, int] | None:
    """The name that starts after a verb such as "controls" at ``position``, as a span."""
    following = [t for t in tokens if t.start >= position]
    if not following or following[0].initial or _SENTENCE_PUNCT_RE.search(text[position : following[0].start]):
        return None
    if following[0].lower in NAME_ARTICLES:
        following = following[1:]
    if not following or not following[0].capitalised:
        return None
    run = [following[0]]
    for token in following[1 : 6 if language == "en" else 4]:
        if run[-1].punct_after or token.lower in NAME_STOP_WORDS or token.lower in NAME_ARTICLES - NAME_MINOR_WORDS:
            break
        if language == "en" and not (token.capitalised or token.lower in NAME_MINOR_WORDS):
            break
        run.append(token)
    while len(run) > 1 and run[-1].lower in NAME_MINOR_WORDS:
        run.pop()
    return run[0].start + len(run[0].text) - len(run[0].core), run[-1].end


def _backward(tokens: list[_Token], position: int, language: str) -> tuple[int, int] | None:
    """The name that ends before words such as ", which reads" at ``position``, as a span."""
    before = [t for t in tokens if t.end <= position][-5:]
    run: list[_Token] = []
    for index, token in enumerate(reversed(before)):
        if index > 0 and token.punct_after:
            break
        if (
            token.lower in NAME_STOP_WORDS
            or token.lower in NAME_TRIGGER_WORDS
            or token.lower in NAME_ARTICLES - NAME_MINOR_WORDS
        ):
            break
        if language == "en" and not (token.capitalised or token.lower in NAME_MINOR_WORDS):
            break
        run.insert(0, token)
    while run and (run[0].lower in NAME_MINOR_WORDS or not run[0].capitalised or (run[0].initial and language != "en")):
        if run[0].capitalised and NAME_ELISION_RE.match(run[0].text):
            break
        run.pop(0)
    if not run or (language == "en" and len(run) == 1 and run[0].initial):
        return None
    return run[0].start + len(run[0].text) - len(run[0].core), run[-1].end


def _phrase_candidates(line: TextLine, language: str) -> list[tuple[int, int, str]]:
    """Names found by the words around them, as (start, end, how) in the plain text."""
    text, tokens, found = line.plain, _tokens(line.plain), []
    if language in NAME_AFTER:
        for match in NAME_AFTER[language].finditer(text):
            span = _forward(text, tokens, match.end(), language)
            if span:
                found.append((*span, f"after {match.group().strip()!r}"))
    if language in NAME_BEFORE:
        for match in NAME_BEFORE[language].finditer(text):
            span = _backward(tokens, match.start(), language)
            if span:
                found.append((*span, f"before {match.group().strip()!r}"))
    for match in _QUOTES_RE.finditer(text):
        group = next(g for g in ("a", "b", "c") if match[g] is not None)
        if _title_case(match[group]) and not _SENTENCE_PUNCT_RE.search(match[group]):
            found.append((match.start(group), match.end(group), "Title Case in quotes"))
    return found


def _markup_candidates(line: TextLine, markdown: bool) -> list[tuple[int, int, str]]:
    """Names found by their markup, as (start, end, how) in the raw text."""
    raw, found = line.raw, []
    for match in _BRACKETS_RE.finditer(raw):
        found.append((match.start("name"), match.end("name"), "《》"))
    for match in _AUTOCARD_RE.finditer(raw):
        found.append((match.start("name"), match.end("name"), "autocard tag"))
    if markdown and not raw.lstrip().startswith("#"):
        for match in _EMPHASIS_RE.finditer(raw):
            body = match.group(2).strip("* ")
            if _looks_like_name(body):
                how = "bold" if len(match.group(1)) >= 2 else "italic"
                start = match.start(2) + match.group(2).index(body)
                found.append((start, start + len(body), how))
    return found


def _accounted(text: str, start: int, end: int, hits: Sequence[tuple[int, int, str]]) -> bool:
    """True when a card mention overlaps the span, or the words are a known non-card."""
    words = text[start:end].strip()
    bare = NAME_ELISION_RE.sub("", words)
    first, _, rest = bare.partition(" ")
    if first.casefold() in NAME_ARTICLES and rest:
        bare = rest
    if bare.casefold().removesuffix("'s").removesuffix("\u2019s") in NOT_CARD_NAMES:
        return True
    return any(s < end and start < e for s, e, _ in hits)


def line_candidates(line: TextLine, language: str, markdown: bool, matcher: Matcher) -> tuple[tuple[str, str], ...]:
    """(words, how) of the names in one line, found by markup or phrasing, that no card form accounts for."""
    raw_hits, plain_hits = matcher.match(line.raw), matcher.match(line.plain)
    missing: list[tuple[str, str]] = []
    for start, end, how in _markup_candidates(line, markdown):
        if not _accounted(line.raw, start, end, raw_hits):
            missing.append((line.raw[start:end], how))
    for start, end, how in _phrase_candidates(line, language):
        if not _accounted(line.plain, start, end, plain_hits):
            missing.append((line.plain[start:end], how))
    return tuple(missing)


def unit_candidates(
    unit: TextUnit, matcher: Matcher, seen: dict[tuple[str, str, str, bool], tuple[tuple[str, str], ...]] | None = None
) -> tuple[NameCandidate, ...]:
    """Names in one unit, found by markup or phrasing, that no card form accounts for."""
    markdown = unit.file.endswith(".md")
    seen = {} if seen is None else seen
    missing: list[NameCandidate] = []
    for line in unit.lines:
        key = (line.raw, line.plain, unit.language, markdown)
        found = seen.get(key)
        if found is None:
            found = seen[key] = line_candidates(line, unit.language, markdown, matcher)
        missing.extend(NameCandidate(words, unit.file, line.number, how) for words, how in found)
    return tuple(dict.fromkeys(missing))


def unlinked_mentions(corpus: Corpus, cards: Iterable[Card]) -> tuple[NameCandidate, ...]:
    """Every name-like candidate in the corpus that no card of the list accounts for."""
    matcher = Matcher(cards)
    seen: dict[tuple[str, str, str, bool], tuple[tuple[str, str], ...]] = {}
    return tuple(c for unit in text_units(corpus) for c in unit_candidates(unit, matcher, seen))

"""Card mentions: every form of every card found in every text, as ``mentions-card`` links.

Mentions are found by matching every form of every card in every line, case-insensitively but
with accents exact, as whole words, longest form first, with an optional possessive ``'s``. An
apostrophe in a name matches a straight or curly one, and the ``?`` some official files print in
its place (the May 2008 rulebook's ``Teferi?s Moat``): such a mention is noted as garbled by the
publisher. Lines repeat from edition to edition, so each distinct line is matched once.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from twohg.graph.cards.catalogue import Card, CardName, fold_apostrophes
from twohg.graph.model import Evidence, Link
from twohg.graph.textunits import TextUnit, text_units
from twohg.ingest.corpus import Corpus
from twohg.problems import Problem

#: What an apostrophe in a card name matches in a text: straight, curly, or the publisher's ``?``.
_APOSTROPHE = "['\u2019?]"


@dataclass(frozen=True)
class Mention:
    """A card form found in a text."""

    card: str
    """The card's English name."""
    text_id: str
    """The id of the text it was found in."""
    found: str
    """The words as printed (``l'Antienne glorieuse``, ``Heartless Hidegetsu's``)."""
    file: str
    """The file."""
    line: int
    """The line."""
    start: int
    """Where the words start in the line's plain text."""
    end: int
    """Where they end."""
    printed: tuple[str, str] = ("", "")
    """The whole line as printed, and with its markup removed."""

    @property
    def garbled(self) -> bool:
        """True when the file prints ``?`` where the name has an apostrophe (the publisher's mojibake)."""
        return "?" in self.found


def _is_latin_word_char(char: str) -> bool:
    return (char.isalnum() or char == "_") and ord(char) < 0x2E80


def _form_pattern(form: str) -> re.Pattern[str]:
    """A case-insensitive whole-word pattern for one form, any apostrophe, optional possessive."""
    body = r"\s+".join(re.escape(word).replace("'", _APOSTROPHE) for word in fold_apostrophes(form).split())
    head = r"(?<!\w)" if _is_latin_word_char(form[0]) else ""
    tail = rf"(?:{_APOSTROPHE}s)?(?!\w)" if _is_latin_word_char(form[-1]) else ""
    return re.compile(head + body + tail, re.IGNORECASE)


@dataclass(frozen=True)
class FormPattern:
    """A compiled form of a card name."""

    card: str
    """The card's English name."""
    form: CardName
    """The form."""
    pattern: re.Pattern[str]
    """Its pattern."""


class Matcher:
    """Every form of every card, longest first, matching each distinct line once."""

    def __init__(self, cards: Iterable[Card]) -> None:
        """Compile the forms of ``cards``."""
        forms = [(card.name, form) for card in cards for form in card.forms]
        forms.sort(key=lambda pair: -len(pair[1].text))
        self.patterns = tuple(FormPattern(card, form, _form_pattern(form.text)) for card, form in forms)
        self._seen: dict[str, tuple[tuple[int, int, str], ...]] = {}

    def match(self, text: str) -> tuple[tuple[int, int, str], ...]:
        """Non-overlapping (start, end, card) matches in a line, longest first, then leftmost."""
        found = self._seen.get(text)
        if found is None:
            found = self._seen[text] = _match(self.patterns, text)
        return found


def _match(patterns: Sequence[FormPattern], text: str) -> tuple[tuple[int, int, str], ...]:
    hits: list[tuple[int, int, str, bool]] = []
    for item in patterns:
        for match in item.pattern.finditer(text):
            exact = fold_apostrophes(match.group()).startswith(fold_apostrophes(item.form.text))
            hits.append((match.start(), match.end(), item.card, exact))
    hits.sort(key=lambda hit: (-(hit[1] - hit[0]), not hit[3], hit[0]))
    kept: list[tuple[int, int, str]] = []
    for start, end, card, _ in hits:
        if all(end <= s or start >= e for s, e, _ in kept):
            kept.append((start, end, card))
    return tuple(sorted(kept))


def unit_mentions(unit: TextUnit, matcher: Matcher) -> tuple[Mention, ...]:
    """Every card mention in one unit, line by line."""
    return tuple(
        Mention(card, unit.id, line.plain[start:end], unit.file, line.number, start, end, (line.raw, line.plain))
        for line in unit.lines
        for start, end, card in matcher.match(line.plain)
    )


def corpus_mentions(corpus: Corpus, cards: Iterable[Card]) -> tuple[Mention, ...]:
    """Every card mention in every text of the corpus."""
    matcher = Matcher(cards)
    return tuple(m for unit in text_units(corpus) for m in unit_mentions(unit, matcher))


def mention_links(mentions: Iterable[Mention]) -> tuple[Link, ...]:
    """One certain ``mentions-card`` link per text and card, with every occurrence as evidence."""
    grouped: dict[tuple[str, str], list[Evidence]] = {}
    for mention in mentions:
        detail = mention.found
        if mention.garbled:
            detail += " (the file prints ? for the apostrophe: the publisher's mojibake)"
        evidence = Evidence("card", detail, file=mention.file, line=mention.line)
        found = grouped.setdefault((mention.text_id, f"card:{mention.card}"), [])
        if evidence not in found:
            found.append(evidence)
    return tuple(
        Link("mentions-card", source, target, tuple(evidence), certain=True)
        for (source, target), evidence in grouped.items()
    )


def find_mentions(corpus: Corpus, cards: Iterable[Card]) -> tuple[Link, ...]:
    """The ``mentions-card`` links of the corpus: text id -> ``card:<English name>``."""
    return mention_links(corpus_mentions(corpus, cards))


def unprinted_forms(mentions: Iterable[Mention], cards: Sequence[Card], path: str) -> tuple[Problem, ...]:
    """Forms said to be printed in a source (names with ``basis: source``, aliases) that no text prints as written.

    A form counts as printed when a line that mentions its card holds it, capitals and accents as
    written (apostrophes straight, curly or ``?`` alike), in the line as printed or without markup.
    """
    lines: dict[str, set[str]] = {}
    for mention in mentions:
        lines.setdefault(mention.card, set()).update(mention.printed)
    problems = []
    for card in cards:
        printed = [fold_apostrophes(line).replace("?", "'") for line in sorted(lines.get(card.name, ()))]
        for form in card.forms:
            wanted = fold_apostrophes(form.text)
            if form.basis == "official" or any(wanted in line for line in printed):
                continue
            elsewise = any(wanted.casefold() in line.casefold() for line in printed)
            why = "printed only with other capitals" if elsewise else "printed in no source"
            kind = "alias" if form.basis == "alias" else f"names.{form.language} (basis: source)"
            problems.append(Problem(path, form.line or card.line, f"{kind} {form.text!r} of {card.name!r} is {why}"))
    return tuple(problems)

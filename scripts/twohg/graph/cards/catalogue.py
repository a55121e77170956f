"""The reviewed card list ``rules_src/cards.yaml``: every card the sources use, its names per language, their evidence.

The file's format::

    cards:
      <English name>:                      # the key is the card's English name
        names:                             # one entry per language the card is named in
          <language>: {name: "...", basis: source}
          <language>: {name: "...", basis: official, evidence: "where the printed name was checked"}
        aliases:                           # other forms printed in the sources
          - {text: "...", language: <language>, note: "why"}
        identified: "..."                  # how a card was matched when its English name is in no source
        note: "..."                        # anything else a reader should know

- ``<language>`` is one of the catalogue's languages (en, es, fr, ja); ``names.en`` is required
  and its ``name`` is the key.
- ``basis: source`` means the exact string (capitals and accents as printed) is printed in a
  source; the mentions stage finds where, in every edition, and reports a form no text prints.
- ``basis: official`` means the printed card name, checked elsewhere: ``evidence`` says where.
  A card whose English name is official only must say under ``identified`` how it was matched.
- Aliases (misspellings, possessives, forms with an article such as ``l'Antienne glorieuse``)
  always come from a source, and are checked like source names.
- A form may belong to one card only.

The file is read with `twohg.reviewed.read_yaml` against a declared schema, so every problem is
reported at its line.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from twohg.ingest.catalogue import LANGUAGES
from twohg.problems import Problem
from twohg.reviewed import Entry, ListOf, MapOf, Record, Text, read_yaml
from twohg.text import APOSTROPHES

Basis = Literal["source", "official", "alias"]

_LANGUAGE = Text(choices=LANGUAGES, what="a language code")
_NAME = Record(
    {
        "name": Text(what="the name as printed"),
        "basis": Text(choices=("source", "official"), what="source or official"),
    },
    {"evidence": Text(what="where the printed name was checked"), "note": Text()},
)
_ALIAS = Record({"text": Text(what="the form as printed"), "language": _LANGUAGE}, {"note": Text()})
_CARD = Record(
    {"names": MapOf(_NAME, key=_LANGUAGE, what="names by language")},
    {"aliases": ListOf(_ALIAS), "identified": Text(), "note": Text()},
)
SCHEMA = Record({"cards": MapOf(_CARD, what="cards by English name")})
"""The declared schema of ``cards.yaml``."""


@dataclass(frozen=True)
class CardName:
    """One form of a card's name in one language: a name (source or official) or an alias."""

    language: str
    """The language the form is written in."""
    text: str
    """The form as written."""
    basis: Basis
    """``source`` (printed in a source), ``official`` (the printed card name) or ``alias``."""
    evidence: str = ""
    """For an official name: where it was checked."""
    note: str = ""
    """The entry's note, if any."""
    line: int = 0
    """The line of the form in the YAML file."""


@dataclass(frozen=True)
class Card:
    """A card of the reviewed list, with its names per language and its aliases."""

    name: str
    """The English name, the card's key."""
    names: Mapping[str, CardName] = field(hash=False)
    """Language code -> the card's name in that language."""
    aliases: tuple[CardName, ...] = ()
    """Other forms seen in the sources."""
    identified: str = ""
    """How the card was matched when its English name is in no source."""
    note: str = ""
    """Anything else a reader should know."""
    line: int = 0
    """The line of the card's entry in the YAML file."""

    @property
    def id(self) -> str:
        """The card's node id, ``card:<English name>``."""
        return f"card:{self.name}"

    @property
    def forms(self) -> tuple[CardName, ...]:
        """Every form of the name: the names per language, then the aliases."""
        return tuple(self.names.values()) + self.aliases


def fold_apostrophes(text: str) -> str:
    """A form for comparing names: curly apostrophes straightened."""
    return text.translate(APOSTROPHES)


def _card(key: str, entry: Entry, path: str, problems: list[Problem]) -> Card | None:
    """One checked card entry, with the checks the schema cannot state."""
    names: dict[str, CardName] = {}
    for language, value in (entry.get("names") or {}).items():
        basis = value["basis"] if "basis" in value else None
        if "name" not in value or basis is None:
            continue
        names[language] = CardName(
            language, value["name"], basis, value.get("evidence", ""), value.get("note", ""), value.line
        )
        if basis == "official" and not value.get("evidence"):
            problems.append(
                Problem(path, value.line, f"names.{language} of {key!r}: an official name must give its 'evidence'")
            )
    english = names.get("en")
    if english is None:
        if "names" in entry:
            problems.append(Problem(path, entry.line, f"card {key!r} lacks its English name under names.en"))
        return None
    if english.text != key:
        problems.append(Problem(path, english.line, f"names.en of {key!r} is {english.text!r}: it must equal the key"))
    if english.basis == "official" and not entry.get("identified"):
        problems.append(
            Problem(path, entry.line, f"card {key!r}: its English name is in no source; say how it was 'identified'")
        )
    aliases = tuple(
        CardName(alias["language"], alias["text"], "alias", note=alias.get("note", ""), line=alias.line)
        for alias in entry.get("aliases", ())
        if "text" in alias and "language" in alias
    )
    return Card(key, names, aliases, entry.get("identified", ""), entry.get("note", ""), entry.line)


def _duplicate_forms(cards: Sequence[Card], path: str) -> list[Problem]:
    """A form that two cards share would make its mentions ambiguous."""
    owner: dict[str, str] = {}
    problems: list[Problem] = []
    for card in cards:
        for form in {fold_apostrophes(f.text).casefold() for f in card.forms}:
            if owner.setdefault(form, card.name) != card.name:
                problems.append(
                    Problem(path, card.line, f"{form!r} is a form of both {owner[form]!r} and {card.name!r}")
                )
    return problems


def load_cards(data: bytes | str, path: str) -> tuple[tuple[Card, ...], list[Problem]]:
    """Read and check ``cards.yaml``: the cards, and every problem at its line."""
    root, problems = read_yaml(data, path, SCHEMA)
    if root is None:
        return (), problems
    cards = []
    for key, entry in (root.get("cards") or {}).items():
        card = _card(key, entry, path, problems)
        if card is not None:
            cards.append(card)
    problems.extend(_duplicate_forms(cards, path))
    return tuple(cards), sorted(problems)

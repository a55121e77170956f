"""Every card of the card data with the 2HG rules its words engage and its rulings read against the history.

- **What changes in Two-Headed Giant**: the phrases of the reviewed table (`twohg.graph.cards.phrases`) its
  Oracle text prints, and through them the rules in force.
- **Its official rulings**, each marked ``2hg`` when it speaks of Two-Headed Giant, ``multiplayer`` when it
  speaks of a game of several players or teams, and read as a dated text: the rules it is about are the
  phrases its own words print (the card's when it prints none); when one of those rules changed meaning after
  the ruling's date (`RuleHistory.changes`: a new wording that is not a reviewed rewording, a rule added), the
  ruling is **outdated**, and says which rule changed when; otherwise it **holds**, and says since when
  its rules have stood. A ruling that cites a rule number means it as the edition in force on its date
  printed it.
- **Linked back**: each rule, the cards whose official 2HG rulings are about it (`CardIndex.by_rule`).

Nothing here guesses: a ruling is about a rule only through the reviewed phrases, and "changed" is read in
the history of the rules (`twohg.graph.history`, `twohg.graph.outside`), never from dates alone.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from twohg.citing import number_spans
from twohg.graph.align import diff_tokens, display_text, tokens
from twohg.graph.cards.phrases import PhraseTable
from twohg.graph.editions import full_text
from twohg.graph.rewordings import used
from twohg.ingest.cards import Card, CardData, Ruling
from twohg.text import wording_key

if TYPE_CHECKING:
    from twohg.graph.assembly import Graph

RulingKind = Literal["2hg", "multiplayer", ""]

#: A ruling that speaks of Two-Headed Giant.
_TWO_HEADED_RE = re.compile(r"two[- ]headed giant|\b2hg\b", re.IGNORECASE)
#: A ruling that speaks of a game of several players or teams.
_MULTIPLAYER_RE = re.compile(
    r"multiplayer|multi-player|free-for-all|\bteammates?\b|\bteams?\b|shared team turns|range of influence",
    re.IGNORECASE,
)


def ruling_kind(text: str) -> RulingKind:
    """``2hg`` for a ruling about Two-Headed Giant, ``multiplayer`` for one about games of several players, or ``""``.

    The words decide: "Two-Headed Giant" or "2HG"; multiplayer, Free-for-All, a team or a teammate.
    """
    if _TWO_HEADED_RE.search(text):
        return "2hg"
    return "multiplayer" if _MULTIPLAYER_RE.search(text) else ""


@dataclass(frozen=True)
class RuleChange:
    """A rule whose meaning changed after a date: when, and how."""

    rule: str
    """The rule's number in the newest edition."""
    date: dt.date
    """The date the edition that changed it is in force from."""
    how: Literal["reworded", "added"]
    """Reworded (a change of words no reviewed rewording accounts for), or added (it did not exist then)."""


@dataclass(frozen=True)
class RulingView:
    """An official ruling as the site shows it: its kind, the rules it is about, whether it still holds."""

    ruling: Ruling
    """The ruling."""
    kind: RulingKind
    """``2hg``, ``multiplayer`` or ``""``."""
    phrases: tuple[str, ...] = ()
    """The reviewed phrases it is about (its own words', else the card's), for 2HG and multiplayer rulings."""
    rules: tuple[str, ...] = ()
    """The rules in force those phrases engage."""
    changes: tuple[RuleChange, ...] = ()
    """The changes of meaning those rules had after the ruling's date, oldest first: it is outdated when any did."""
    cited: tuple[tuple[str, str], ...] = ()
    """Rule numbers its words cite, each with the official edition in force on its date (as it meant them)."""

    @property
    def outdated(self) -> bool:
        """Whether a rule it rests on changed meaning after it was written."""
        return bool(self.changes)


@dataclass(frozen=True)
class CardView:
    """A card with what its words engage and its rulings read."""

    card: Card
    """The card."""
    phrases: tuple[str, ...]
    """The phrases its Oracle text prints, in the table's order."""
    rules: tuple[str, ...]
    """The rules in force those phrases engage."""
    rulings: tuple[RulingView, ...]
    """Its rulings: 2HG ones first, then multiplayer ones, then the others, each group oldest first."""
    spans: tuple[tuple[int, int, int, str], ...] = ()
    """Where each face's text prints a phrase: (face index, start, end, phrase id)."""
    notable: bool = False
    """Whether a phrase it prints is one that makes a card play differently (`Phrase.notable`)."""

    @property
    def two_headed(self) -> tuple[RulingView, ...]:
        """Its rulings about Two-Headed Giant."""
        return tuple(r for r in self.rulings if r.kind == "2hg")

    @property
    def plays_differently(self) -> bool:
        """Whether the card plays differently in Two-Headed Giant: a notable phrase, or a 2HG ruling says so."""
        return self.notable or bool(self.two_headed)


@dataclass(frozen=True)
class CardIndex:
    """The card data read against the rules."""

    data: CardData
    """The card data."""
    cards: tuple[CardView, ...]
    """Every card, by English name."""
    phrases: PhraseTable | None
    """The reviewed table the cards were read with."""
    by_rule: Mapping[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)
    """Rule number -> (card name, phrase id) of each card whose official 2HG rulings are about it, by phrase, name."""

    def card(self, name: str) -> CardView | None:
        """The card of an English name, or None."""
        return self._by_name.get(name)

    @property
    def _by_name(self) -> dict[str, CardView]:
        found: dict[str, CardView] | None = self.__dict__.get("_names")
        if found is None:
            found = {view.card.name: view for view in self.cards}
            object.__setattr__(self, "_names", found)
        return found


# --- what changed after a ruling ---------------------------------------------------------------------------


class RuleHistory:
    """The rules' histories indexed once, to read what changed in a rule after a date (`changes`)."""

    def __init__(self, graph: Graph) -> None:
        """Index every 2HG text's version, and each edition's wordings (to follow words a new rule carried on)."""
        self.graph = graph
        self.version_of = {text: v for vs in graph.history.values() for v in vs for text in v.texts}
        self.position = {edition: k for k, edition in enumerate(graph.lineage.editions)}
        self._wordings: dict[str, dict[str, str]] = {}
        self._found: dict[tuple[str, dt.date], tuple[RuleChange, ...]] = {}

    def _carried_from(self, text_id: str) -> str | None:
        """A text of the edition before ``text_id``'s, under another number, printing the same words (typography aside).

        A rule "added" with the words another rule already printed (805.10a in 2017, with 810.7a's words) carries
        that content on: it is no change of meaning.
        """
        edition = text_id.rsplit("/", 1)[0]
        index = self.position.get(edition, 0)
        if index == 0:
            return None
        before = self.graph.lineage.editions[index - 1]
        wordings = self._wordings.get(before)
        if wordings is None:
            wordings = {}
            for version in self.version_of.values():
                for each in version.texts:
                    if each.startswith(before + "/") and each in self.graph.texts:
                        wordings.setdefault(wording_key(full_text(self.graph.texts[each].rule)), each)
            self._wordings[before] = wordings
        given = self.graph.texts.get(text_id)
        return wordings.get(wording_key(full_text(given.rule))) if given is not None else None

    def _two_headed(self, number: str, date: dt.date) -> list[RuleChange]:
        versions = self.graph.history.get(number, ())
        version = versions[-1] if versions and versions[-1].current else None
        found: list[RuleChange] = []
        while version is not None and version.start > date:
            origin = version.came_from[0].text if version.came_from else None
            if version.began in ("added", "first edition") or origin is None:
                carried = self._carried_from(version.texts[0])
                if carried is None:
                    found.append(RuleChange(number, version.start, "added"))
                    break
                origin = carried
            elif version.began in ("reworded", "renumbered-and-reworded"):
                words = next((o.words for o in version.came_from if o.words), ())
                if words and used(words, self.graph.rewordings) is None:
                    found.append(RuleChange(number, version.start, "reworded"))
            version = self.version_of.get(origin)
        return found

    def _outside(self, number: str, date: dt.date) -> list[RuleChange]:
        versions = self.graph.outside_history.get(number, ())
        if not versions or not versions[-1].current:
            return []
        found: list[RuleChange] = []
        index = len(versions) - 1
        while index >= 0 and versions[index].start > date:
            current = versions[index]
            before = versions[index - 1] if index > 0 else None
            old = self.graph.outside.get(before.texts[-1]) if before is not None else None
            new = self.graph.outside.get(current.texts[0])
            if before is None or before.meaning != current.meaning or old is None or new is None:
                found.append(RuleChange(number, current.start, "added"))
                break
            words = diff_tokens(tokens(display_text(old.rule)), tokens(display_text(new.rule)))
            if any(op != "equal" for op, _ in words) and used(words, self.graph.rewordings) is None:
                found.append(RuleChange(number, current.start, "reworded"))
            index -= 1
        return found

    def changes(self, number: str, date: dt.date) -> tuple[RuleChange, ...]:
        """Every change of meaning rule ``number`` (in force) had after ``date``, oldest first.

        Empty when the rule has said the same since before ``date`` (typography, reviewed rewordings and
        renumberings aside, and a rule that took over another's words).
        """
        key = (number, date)
        if key not in self._found:
            found = self._two_headed(number, date) if number in self.graph.history else self._outside(number, date)
            self._found[key] = tuple(sorted(found, key=lambda change: change.date))
        return self._found[key]


def rule_changes(graph: Graph, number: str, date: dt.date) -> tuple[RuleChange, ...]:
    """Every change of meaning rule ``number`` (in force) had after ``date`` (`RuleHistory.changes`)."""
    return RuleHistory(graph).changes(number, date)


# --- the index ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Engaged:
    """What a card's words engage, read without the rules' history: the part of a card's reading that is long."""

    phrases: tuple[str, ...]
    """The phrases its Oracle text prints, in the table's order."""
    spans: tuple[tuple[int, int, int, str], ...]
    """Where each face's text prints a phrase: (face index, start, end, phrase id)."""
    rulings: tuple[tuple[RulingKind, tuple[str, ...]], ...]
    """Each ruling's kind and, for a 2HG or multiplayer one, the phrases it is about (its own, else the card's)."""
    notable: bool
    """Whether a phrase it prints is notable."""

    @property
    def ruled(self) -> bool:
        """Whether it has an official ruling about Two-Headed Giant or multiplayer games (read against the history)."""
        return any(kind for kind, _ in self.rulings)


def engage(card: Card, table: PhraseTable | None) -> Engaged:
    """What a card's words and its rulings' words engage (no history needed: a worker process can read all cards)."""
    if table is None:
        return Engaged((), (), tuple((ruling_kind(r.text), ()) for r in card.rulings), False)
    read = [table.read(face.text) for face in card.faces]
    spans = tuple((i, start, end, phrase) for i, (_, found) in enumerate(read) for start, end, phrase in found)
    phrases = table.ids_of(phrase for ids, _ in read for phrase in ids)
    rulings: list[tuple[RulingKind, tuple[str, ...]]] = []
    for ruling in card.rulings:
        kind = ruling_kind(ruling.text)
        rulings.append((kind, (table.engaged(ruling.text) or phrases) if kind else ()))
    return Engaged(phrases, spans, tuple(rulings), any(table.by_id[p].notable for p in phrases))


_ORDER = {"2hg": 0, "multiplayer": 1, "": 2}


def read_rulings(
    card: Card, engaged: Engaged, table: PhraseTable | None, graph: Graph, history: RuleHistory
) -> CardView:
    """A card's view: its 2HG and multiplayer rulings read against the rules' history and the edition of their date."""
    rulings: list[RulingView] = []
    for ruling, (kind, about) in zip(card.rulings, engaged.rulings, strict=True):
        if not kind or table is None:
            rulings.append(RulingView(ruling, kind))
            continue
        rules = table.rules_of(about)
        changes = tuple(change for rule in rules for change in history.changes(rule, ruling.date))
        edition = graph.resolver.edition_on(ruling.date) or graph.lineage.editions[0]
        cited = tuple(
            dict.fromkeys((str(span.number), edition) for span in number_spans(ruling.text, "en", bare_numbers=True))
        )
        rulings.append(RulingView(ruling, kind, about, rules, changes, cited))
    return view_of(card, engaged, table, rulings)


def view_of(card: Card, engaged: Engaged, table: PhraseTable | None, rulings: Sequence[RulingView]) -> CardView:
    """A card's view from what its words engage and its rulings as read (2HG ones first, then multiplayer ones)."""
    ordered = sorted(rulings, key=lambda r: (_ORDER[r.kind], r.ruling.date, r.ruling.withdrawn, r.ruling.text))
    rules = table.rules_of(engaged.phrases) if table is not None else ()
    return CardView(card, engaged.phrases, rules, tuple(ordered), engaged.spans, engaged.notable)


def plain_view(card: Card, engaged: Engaged, table: PhraseTable | None) -> CardView:
    """The view of a card without a 2HG or multiplayer ruling (nothing of it needs the rules' history)."""
    return view_of(
        card,
        engaged,
        table,
        [RulingView(ruling, kind) for ruling, (kind, _) in zip(card.rulings, engaged.rulings, strict=True)],
    )


def rules_index(views: Sequence[CardView], table: PhraseTable | None) -> dict[str, tuple[tuple[str, str], ...]]:
    """Rule -> (card name, phrase) of each card whose official 2HG rulings are about it, by phrase then name."""
    by_rule: dict[str, list[tuple[str, str]]] = {}
    order = {phrase.id: k for k, phrase in enumerate(table.phrases)} if table is not None else {}
    for view in views:
        for ruling in view.two_headed:
            for phrase in ruling.phrases:
                for rule in table.by_id[phrase].rules if table is not None else ():
                    by_rule.setdefault(rule, []).append((view.card.name, phrase))
    return {
        rule: tuple(sorted(set(found), key=lambda item: (order.get(item[1], 0), item[0])))
        for rule, found in sorted(by_rule.items())
    }


def card_index(data: CardData, graph: Graph) -> CardIndex:
    """Every card of ``data`` read against the graph's rules and their history."""
    table = graph.phrases
    history = RuleHistory(graph)
    views = tuple(read_rulings(card, engage(card, table), table, graph, history) for card in data.cards)
    return CardIndex(data=data, cards=views, phrases=table, by_rule=rules_index(views, table))


__all__ = [
    "CardIndex",
    "CardView",
    "Engaged",
    "RuleChange",
    "RuleHistory",
    "RulingView",
    "card_index",
    "engage",
    "plain_view",
    "read_rulings",
    "rule_changes",
    "ruling_kind",
    "rules_index",
    "view_of",
]

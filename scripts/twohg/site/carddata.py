"""The card data as the site serves it: each card's record and every card name, in compressed files by shard.

35,000 cards in four languages would be 140,000 pages: the site has one card view per language
(``cards/view/#<slug>``, `twohg.site.pages.cardview`) that reads the card's record from its data file,
and search files of names by first character (`twohg.site.search.cardnames`), so that looking up one
card by name costs a phone a few small files, online or saved for offline use. Written beside the pages:

- ``cards/data/<shard>.jsonz``: the records of the cards whose address hashes to the shard
  (`twohg.site.urls.data_shard`: FNV-1a of the address, modulo `twohg.site.urls.DATA_SHARDS`), gzip-compressed
  JSON (format `CARDS_FORMAT`);
- ``cards/names/<key>.jsonz``: every name starting with one character (`twohg.site.search.cardnames.key_of`),
  with the card's address, flags and the rules its words engage; and which of its names are common words
  (`common_names`: they are found, but never first);
- ``api/cards.json``: how to find a card's record, the reviewed phrases in every language, and what the
  card data is (its sources, dates and counts).

A card's address is `twohg.site.urls.card_slug` of its English name; a card whose name makes none, or
the address of a card before it, is left out and reported (`SiteCards.problems`). Every file is written
byte for byte alike for the same inputs (gzip without a time stamp).
"""

from __future__ import annotations

import datetime as dt
import gzip
import json
from collections.abc import Collection, Iterable, Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from twohg.clock import Clock
from twohg.graph.cards.engaged import (
    CardIndex,
    CardView,
    Engaged,
    RuleHistory,
    RulingView,
    card_index,
    engage,
    plain_view,
    read_rulings,
    rules_index,
    view_of,
)
from twohg.graph.cards.phrases import PhraseTable, load_phrases
from twohg.ingest.cards import CARD_LANGUAGES, CardData, load_card_data
from twohg.problems import Problem
from twohg.site import urls
from twohg.site.parallel import spawn_or_fork
from twohg.site.search.cardnames import (
    FUNNY,
    NAMES_FORMAT,
    NOTABLE,
    OWN_PAGE,
    TWO_HEADED,
    UNDATED,
    CardRow,
    entries_of,
    finder_config,
    is_cjk,
    key_of,
    keyword_words,
    rows_by_key,
)

if TYPE_CHECKING:
    from twohg.graph.assembly import Graph

CARDS_FORMAT = "twohg-cards/2"
"""The format of a card data file."""
#: A single-word name is a common word of its language from this frequency (wordfreq's Zipf scale: once in a
#: million words is 3): "Worship" 4.3, "Opt" 3.9, "Fling" 3.3; "Guttersnipe" 1.5.
COMMON_ZIPF = 3.0
#: A Japanese name this short is a word, not a name a query is read for ("予期", "島").
COMMON_CJK = 2


def compressed(document: object) -> bytes:
    """A JSON document as the card files hold it: compact UTF-8, gzip without a time stamp (the same bytes always)."""
    payload = json.dumps(document, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")
    return gzip.compress(payload, compresslevel=6, mtime=0)


@dataclass(frozen=True)
class SiteCards:
    """The card index with an address for each card, and the cards the sources name (with pages of their own)."""

    index: CardIndex
    """The card data read against the rules."""
    cards: tuple[tuple[str, CardView], ...]
    """(address, card) of every card with an address, by address."""
    pages: Mapping[str, str] = field(default_factory=dict)
    """Address -> the page path of a card the sources name (``cards/platinum-angel/index``)."""
    problems: tuple[Problem, ...] = ()
    """The cards left out for want of an address of their own."""
    totals: CardTotals | None = None
    """The whole data's counts when ``cards`` holds only part of it (`CardBuild`: the cards with 2HG or
    multiplayer rulings, which the pages and the search read); None when it holds every card."""
    addresses: frozenset[str] = frozenset()
    """Every card's address, when ``cards`` holds only part of the data."""
    name_keys: tuple[str, ...] = ()
    """The keys of the name files, when ``cards`` holds only part of the data."""
    keyword_words: tuple[str, ...] = ()
    """The words of the game's keywords (`twohg.site.search.cardnames.keyword_words`), when ``cards`` holds only
    part of the data."""

    @property
    def keys(self) -> tuple[str, ...]:
        """The keys of the name files there are."""
        return self.name_keys if self.totals is not None else tuple(names_keys(self))

    @property
    def finder(self) -> dict[str, object]:
        """How the pages find card names (`twohg.site.search.cardnames.finder_config`)."""
        return finder_config(self.keys, urls.DATA_SHARDS, self.keywords)

    @property
    def keywords(self) -> tuple[str, ...]:
        """The words of the game's keywords, which are never read as a card's name misspelt."""
        if self.totals is not None:
            return self.keyword_words
        return tuple(keyword_words(face.keywords for view in self.index.cards for face in view.card.faces))

    def has(self, slug: str) -> bool:
        """Whether a card of the data has this address."""
        return slug in self.addresses if self.totals is not None else slug in self._views

    @property
    def counts(self) -> CardTotals:
        """The whole data's counts."""
        return self.totals if self.totals is not None else totals_of(self.data, len(self.cards))

    @property
    def data(self) -> CardData:
        """The card data."""
        return self.index.data

    @property
    def table(self) -> PhraseTable | None:
        """The reviewed phrases the cards were read with."""
        return self.index.phrases

    def slug_of(self, name: str) -> str | None:
        """The address of a card by its English name, or None."""
        return self._slugs.get(name)

    def view(self, slug: str) -> CardView | None:
        """The card of an address, or None."""
        return self._views.get(slug)

    @property
    def _slugs(self) -> dict[str, str]:
        found: dict[str, str] | None = self.__dict__.get("_slug_map")
        if found is None:
            found = {view.card.name: slug for slug, view in self.cards}
            object.__setattr__(self, "_slug_map", found)
        return found

    @property
    def _views(self) -> dict[str, CardView]:
        found: dict[str, CardView] | None = self.__dict__.get("_view_map")
        if found is None:
            found = dict(self.cards)
            object.__setattr__(self, "_view_map", found)
        return found

    def href(self, slug: str) -> str:
        """Where a card is read, from the site's root: its own page, or the card view."""
        page = self.pages.get(slug)
        return urls.served(page, urls.DEFAULT_LANGUAGE) if page is not None else urls.card_view(slug)


@dataclass(frozen=True)
class CardTotals:
    """How much the card data holds."""

    cards: int
    """Cards with an address (`site_cards`)."""
    rulings: int
    """Official rulings."""
    two_headed: int
    """Cards with an official ruling about Two-Headed Giant."""
    rulings_until: dt.date | None
    """The newest ruling's date."""
    unaddressed: int = 0
    """Cards left out for want of an address of their own."""


def totals_of(data: CardData, cards: int) -> CardTotals:
    """The counts of a card data of which ``cards`` have an address."""
    two_headed = sum(1 for card in data.cards if any("two-headed giant" in r.text.lower() for r in card.rulings))
    rulings = sum(len(card.rulings) for card in data.cards)
    return CardTotals(cards, rulings, two_headed, data.rulings_until, len(data.cards) - cards)


def addresses_of(names: Iterable[str], shown: str) -> tuple[dict[str, str], tuple[Problem, ...]]:
    """Each card's address (`urls.card_slug`) by English name, the names in order; and the cards left without one.

    A card whose name makes no address, or the address of a card before it, is left out and reported, ``shown``
    naming the data in the message.
    """
    taken: dict[str, str] = {}
    slugs: dict[str, str] = {}
    problems: list[Problem] = []
    for name in names:
        slug = urls.card_slug(name)
        if not slug:
            message = f"card {name!r} left out: its name has no letter or digit to make an address of"
            problems.append(Problem(shown, 0, message))
        elif slug in taken:
            message = (
                f"card {name!r} left out: its address {slug!r} is that of {taken[slug]!r} "
                "(their names differ only by punctuation, case or accents)"
            )
            problems.append(Problem(shown, 0, message))
        else:
            taken[slug] = name
            slugs[name] = slug
    return slugs, tuple(problems)


def site_cards(index: CardIndex, named: Iterable[str], shown: str = "card data") -> SiteCards:
    """Each card of the index with its address (`urls.card_slug`); ``named`` are the cards the sources name.

    A card whose name makes no address, or the address of a card before it (by name), is left out and
    reported, ``shown`` naming the data in the message.
    """
    slugs, problems = addresses_of((view.card.name for view in index.cards), shown)
    cards = [(slugs[view.card.name], view) for view in index.cards if view.card.name in slugs]
    taken = set(slugs.values())
    own = {urls.card_slug(name): urls.card_path(name) for name in named}
    return SiteCards(
        index=index,
        cards=tuple(sorted(cards, key=lambda pair: pair[0])),
        pages={slug: page for slug, page in sorted(own.items()) if slug in taken},
        problems=problems,
    )


# --- records -----------------------------------------------------------------------------------------------


def _ruling(view: RulingView) -> dict[str, object]:
    return {
        "date": view.ruling.date.isoformat(),
        "text": view.ruling.text,
        "kind": view.kind,
        "withdrawn": view.ruling.withdrawn,
        "phrases": list(view.phrases),
        "rules": list(view.rules),
        "changes": [[change.rule, change.date.isoformat(), change.how] for change in view.changes],
        "cited": [[number, edition.removeprefix("cr-en-")] for number, edition in view.cited],
    }


def card_record(slug: str, view: CardView, page: str | None) -> dict[str, object]:
    """A card's record in its data file: everything its view shows, in no language but the card's own."""
    card = view.card
    return {
        "slug": slug,
        "name": card.name,
        "layout": card.layout,
        "faces": [
            {
                "name": f.name,
                "cost": f.mana_cost,
                "type": f.type_line,
                "text": f.text,
                "stats": f.stats,
                "from": f.text_from,
            }
            for f in card.faces
        ],
        "names": dict(card.names),
        "faceNames": {language: list(names) for language, names in card.face_names},
        "phrases": list(view.phrases),
        "rules": list(view.rules),
        "marks": [list(mark) for mark in view.spans],
        "printed": [
            {
                "lang": p.language,
                "set": p.set_code,
                "setName": p.set_name,
                "setNames": dict(p.set_names),
                "released": p.released.isoformat() if p.set_code else "",
                "name": p.name,
                "type": p.type_line,
                "text": p.text,
            }
            for p in card.printed
        ],
        "rulings": [_ruling(ruling) for ruling in view.rulings],
        "first": card.first_printed.isoformat() if card.first_printed else "",
        "dated": card.in_dated_data,
        "funny": card.funny,
        "notable": view.plays_differently,
        "source": card.text_source,
        "page": urls.served(page, urls.DEFAULT_LANGUAGE) if page is not None else "",
    }


def data_files(cards: SiteCards) -> dict[str, bytes]:
    """Every card data file: each shard's records by address."""
    shards: dict[str, dict[str, object]] = {}
    for slug, view in cards.cards:
        shards.setdefault(urls.data_shard(slug), {})[slug] = card_record(slug, view, cards.pages.get(slug))
    return {path: compressed({"format": CARDS_FORMAT, "cards": records}) for path, records in sorted(shards.items())}


# --- names ------------------------------------------------------------------------------------------------


def card_row(slug: str, view: CardView, own_page: bool) -> CardRow:
    """A card as the name files give it."""
    card = view.card
    names = (card.name, *(card.name_in(language) or "" for language in CARD_LANGUAGES))
    flags = (
        (NOTABLE if view.plays_differently else 0)
        | (TWO_HEADED if view.two_headed else 0)
        | (0 if card.in_dated_data else UNDATED)
        | (FUNNY if card.funny else 0)
        | (OWN_PAGE if own_page else 0)
    )
    return CardRow(slug, (names[0], names[1], names[2], names[3]), flags, view.rules)


def common_names(rows: Iterable[CardRow]) -> frozenset[str]:
    """The folded names that are common words of their language.

    One word found often in it (`COMMON_ZIPF`, by wordfreq's word lists), or a Japanese name of `COMMON_CJK`
    characters or fewer.
    """
    from wordfreq import zipf_frequency

    common: set[str] = set()
    for row in rows:
        for folded, language, _ in entries_of(row):
            if is_cjk(folded[0]):
                if len(folded) <= COMMON_CJK:
                    common.add(folded)
            elif " " not in folded and language != "ja" and zipf_frequency(folded, language) >= COMMON_ZIPF:
                common.add(folded)
    return frozenset(common)


def name_rows(cards: SiteCards) -> list[CardRow]:
    """Every card as the name files give it, by address."""
    return [card_row(slug, view, slug in cards.pages) for slug, view in cards.cards]


def names_files(cards: SiteCards) -> dict[str, bytes]:
    """Every card name file: the rows of the cards a name of which starts with its key, and its common names."""
    rows = name_rows(cards)
    common = common_names(rows)
    written: dict[str, bytes] = {}
    for key, found in rows_by_key(rows).items():
        names = sorted(
            {folded for row in found for folded, _, _ in entries_of(row) if folded in common and key_of(folded) == key}
        )
        document = {"format": NAMES_FORMAT, "key": key, "rows": [row.row() for row in found], "common": names}
        written[urls.names_file(key)] = compressed(document)
    return written


def names_keys(cards: SiteCards) -> list[str]:
    """The keys of the name files there are (a query needs no other)."""
    return sorted(rows_by_key(name_rows(cards)))


def card_files(cards: SiteCards) -> dict[str, bytes]:
    """The card data and name files of the site."""
    return {**data_files(cards), **names_files(cards)}


def load_site_cards(path: Path, graph: Graph, clock: Clock | None = None) -> tuple[SiteCards, tuple[Problem, ...]]:
    """The card data at ``path`` read against the graph, with what was left out of it (``file:line`` notices).

    Raises `twohg.problems.InputError` when a file cannot be read as card data at all.
    """
    clock = clock or Clock()
    data, notices = load_card_data(path)
    clock.lap(f"card data ({len(data.cards):,} cards)")
    index = card_index(data, graph)
    cards = site_cards(index, [card.name for card in graph.cards.values()], str(path))
    clock.lap("card rules and rulings")
    return cards, (*notices, *cards.problems)


# --- the card data read beside the build ----------------------------------------------------------------------

#: What the worker process holds between its two tasks: the card data, the phrase table, each card's engagement.
_WORKER: dict[str, object] = {}


@dataclass(frozen=True)
class _Prepared:
    """What the worker gives the build: the cards with 2HG or multiplayer rulings, every address, the counts."""

    data: CardData
    """The card data with only its ruled cards (the pages and the search read them; the files are the worker's)."""
    engaged: tuple[Engaged, ...]
    """Those cards' engagements, in the same order."""
    slugs: dict[str, str]
    """Every card's address by English name."""
    problems: tuple[Problem, ...]
    """The cards left out of the data, and those without an address."""
    totals: CardTotals
    """The whole data's counts."""
    keys: tuple[str, ...]
    """The keys of the name files."""
    keywords: tuple[str, ...]
    """The words of the game's keywords."""


def _prepare(path: Path, phrases: str | None, shown: str) -> _Prepared:
    """Read the card data and what every card's words engage (the worker's first task)."""
    data, notices = load_card_data(path)
    table = load_phrases(phrases)[0] if phrases is not None else None
    engaged = {card.name: engage(card, table) for card in data.cards}
    slugs, problems = addresses_of((card.name for card in data.cards), shown)
    _WORKER.update(data=data, table=table, engaged=engaged, slugs=slugs, problems=problems)
    ruled = [card for card in data.cards if engaged[card.name].ruled and card.name in slugs]
    names = [
        CardRow(slugs[card.name], (card.name, *(card.name_in(lang) or "" for lang in CARD_LANGUAGES)), 0, ())  # type: ignore[arg-type]
        for card in data.cards
        if card.name in slugs
    ]
    return _Prepared(
        data=CardData(tuple(ruled), data.sources, data.left_out),
        engaged=tuple(engaged[card.name] for card in ruled),
        slugs=slugs,
        problems=(*notices, *problems),
        totals=totals_of(data, len(slugs)),
        keys=tuple(rows_by_key(names)),
        keywords=tuple(keyword_words(face.keywords for card in data.cards for face in card.faces)),
    )


def _write(read: Mapping[str, tuple[RulingView, ...]], pages: Mapping[str, str]) -> dict[str, bytes]:
    """Every card data and name file, from the rulings the build read against the rules (the worker's second task)."""
    data: CardData = _WORKER["data"]  # type: ignore[assignment]
    table = _WORKER["table"]
    engaged: dict[str, Engaged] = _WORKER["engaged"]  # type: ignore[assignment]
    slugs: dict[str, str] = _WORKER["slugs"]  # type: ignore[assignment]
    views = [
        view_of(card, engaged[card.name], table, read[card.name])  # type: ignore[arg-type]
        if card.name in read
        else plain_view(card, engaged[card.name], table)  # type: ignore[arg-type]
        for card in data.cards
    ]
    index = CardIndex(data=data, cards=tuple(views), phrases=table)  # type: ignore[arg-type]
    cards = SiteCards(
        index=index,
        cards=tuple(sorted(((slugs[v.card.name], v) for v in views if v.card.name in slugs), key=lambda p: p[0])),
        pages=dict(pages),
    )
    return card_files(cards)


class CardBuild:
    """The card data read in a worker process while the graph is built, and its files written there while MkDocs runs.

    The reading (20,000 files' worth of JSON, 35,000 cards' words against the phrases) needs no graph, and the
    files (the records and names of every card) are needed only once MkDocs is done: on a second core both cost
    the build nothing it would wait for. The pages and the search need only the cards with 2HG or multiplayer
    rulings, read against the rules' history here (`site_cards`); the worker writes the same files
    `card_files` writes for the whole data (``tests/site/test_card_build.py`` compares them).
    """

    def __init__(self, path: Path, phrases: str | None) -> None:
        """Start reading the card data at ``path`` with the reviewed phrases' text ``phrases``."""
        self._pool = ProcessPoolExecutor(max_workers=1, mp_context=spawn_or_fork())
        self._prepared: Future[_Prepared] = self._pool.submit(_prepare, path, phrases, str(path))
        self._written: Future[dict[str, bytes]] | None = None

    def site_cards(
        self, graph: Graph, named: Collection[str], clock: Clock | None = None
    ) -> tuple[SiteCards, tuple[Problem, ...]]:
        """The cards the pages and the search read, their rulings read against ``graph``; then the files start."""
        clock = clock or Clock()
        prepared = self._prepared.result()
        clock.lap(f"card data ({prepared.totals.cards:,} cards, read beside the graph)")
        table = graph.phrases
        history = RuleHistory(graph)
        views = tuple(
            read_rulings(card, engaged, table, graph, history)
            for card, engaged in zip(prepared.data.cards, prepared.engaged, strict=True)
        )
        index = CardIndex(data=prepared.data, cards=views, phrases=table, by_rule=rules_index(views, table))
        slugs = prepared.slugs
        taken = frozenset(slugs.values())
        own = {urls.card_slug(name): urls.card_path(name) for name in named}
        cards = SiteCards(
            index=index,
            cards=tuple(sorted(((slugs[v.card.name], v) for v in views), key=lambda pair: pair[0])),
            pages={slug: page for slug, page in sorted(own.items()) if slug in taken},
            totals=prepared.totals,
            addresses=taken,
            name_keys=prepared.keys,
            keyword_words=prepared.keywords,
        )
        read = {view.card.name: view.rulings for view in views}
        self._written = self._pool.submit(_write, read, cards.pages)
        clock.lap("card rules and rulings")
        return cards, prepared.problems

    def files(self) -> dict[str, bytes]:
        """The card data and name files the worker wrote (waiting for them if need be)."""
        assert self._written is not None, "site_cards first"
        return self._written.result()

    def close(self) -> None:
        """Stop the worker (a build that failed does not wait for it)."""
        self._pool.shutdown(wait=False, cancel_futures=True)

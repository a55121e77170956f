"""Card names, found as people type them: in four languages, misspelt, inside a question.

The card data's names (English, and the Spanish, French and Japanese printed names) are written by the
build in files by their first character (`twohg.site.carddata`), so that the page loads only those a query
can reach; ``static/cardnames.js`` finds cards the same way, on the same files, with the same scores. A
name is read folded (`fold_name`): as the search folds text (`twohg.site.search.terms.fold`: case,
accents, widths, apostrophes), every other mark a space, katakana as hiragana, no space or middle dot
between Japanese characters ("ボーラスの占い師" and "ぼーらすのうらないし" are one name).

A card is found (`CardNames.find`), best first, when the query

- is its name (``EXACT``), or is its name once the words around it are left out: stop words, the
  variant's own name, "card" (``ALONE``: "Guttersnipe 2HG", "What does Magus of the Abyss do?"), unless that
  name is a common word the texts use ("2hg life" asks about life, not about Life // Death);
- is its name misspelt, within one edit in five to eight characters, two in more (``FUZZY``), unless each of its
  words is one the texts use or a keyword of many cards (`keyword_words`: "infect" is no misspelt Infest);
- prints its name among other words (``CONTAINED``), misspelt (``NEAR``), or is its first letters, being
  typed (``PREFIX``);
- a name that is a common word of its language ("Worship", "Opt", "Fling": `common_names`) or shorter than four
  letters is found only when the query is that name (or it with the words around a name): never among other words.

The variant's own name is the name of a card too (Two-Headed Giant): that card is found by it only when
the query also says "card". A name is matched from where a word starts (any Japanese character is one),
so the files a query needs are those of the first characters of its words (`query_keys`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cached_property
from typing import Any, NamedTuple

from twohg.profiles.search_words import FORMAT, STOP_WORDS
from twohg.site.search.terms import fold

NAMES_FORMAT = "twohg-card-names/2"
"""The format of a card name file."""

FOLDED_FORMAT = "twohg-card-names-folded/1"
"""The format of a card name file with its names folded (`folded_file`)."""

NAME_LANGUAGES = ("en", "es", "fr", "ja")
"""The languages of a row's names, in the row's order."""

#: Flags of a row (`CardRow.flags`).
NOTABLE = 1
"""The card plays differently in Two-Headed Giant (a notable phrase of its words)."""
TWO_HEADED = 2
"""The card has an official ruling about Two-Headed Giant."""
UNDATED = 4
"""The card is not in the data with names in other languages and rulings (printed after it)."""
FUNNY = 8
"""A silver-bordered or acorn card."""
OWN_PAGE = 16
"""The sources name the card: it has a page of its own (``cards/<slug>/``), not only the card view."""

#: Scores, by how a name was found (`CardNames.find`).
EXACT = 1000
ALONE = 900
FUZZY = 800
CONTAINED = 500
NEAR = 400
PREFIX = 300
#: From this score a card comes first in the search's answer (`twohg.site.search.query`).
FIRST = CONTAINED
#: From this score the query is the card (its name, misspelt or with the words around a name): the rules its words
#: engage and its 2HG rulings come right after it.
NAMED = FUZZY - 100
#: A name of one word is read misspelt among other words only from this length ("gutersnipe", not "douse").
NEAR_ALONE = 7
#: A keyword the card data lists for at least this many cards is a word of the game, never a name misspelt: the
#: fewer are a single card's named abilities.
KEYWORD_CARDS = 5

#: "card" in the four languages: said with the variant's name, it means the card named Two-Headed Giant.
CARD_WORDS = ("card", "cards", "carta", "cartas", "carte", "cartes", "カード")

#: Japanese (and other CJK) characters, as a regular expression class.
_CJK = "\u3040-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f"


@functools.cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """What names are read with (compiled on first use: ``twohg search`` without card data needs none of them).

    Other marks, a space beside a Japanese character (`fold_name`), a Japanese character (`is_cjk`).
    """
    return (
        re.compile(f"[^0-9a-z{_CJK}]+"),
        re.compile(f"(?<=[{_CJK}]) | (?=[{_CJK}])"),
        re.compile(f"[{_CJK}]"),
    )


#: Katakana as hiragana: the same sounds, typed either way.
_KANA = {code: code - 0x60 for code in range(0x30A1, 0x30F7)}


def fold_name(text: str) -> str:
    """A name (or a query) as names are matched: folded, other marks spaces, kana one way, no space by Japanese."""
    other, space_by_cjk, _ = _patterns()
    folded = fold(text)
    if folded.isascii():  # no kana, no Japanese character to join
        return " ".join(other.sub(" ", folded).split())
    spaced = other.sub(" ", folded.translate(_KANA)).strip()
    return space_by_cjk.sub("", " ".join(spaced.split()))


def is_cjk(char: str) -> bool:
    """Whether a folded character is Japanese (or another CJK character): each one may start a name."""
    return _patterns()[2].match(char) is not None


JAPANESE_FILES = 128
"""The name files of names starting with a Japanese character (by its code point): a name of ten characters
needs ten, about 6 KB compressed each."""


def key_of(folded: str, at: int = 0) -> str:
    """The file a name starting at ``at`` of a folded text is in.

    Its first two letters or digits (``gu``; ``a_`` for a word of one), or for a Japanese character one of
    `JAPANESE_FILES` (``j042``).
    """
    char = folded[at]
    if not char.isascii():
        return f"j{ord(char) % JAPANESE_FILES:03d}"
    after = folded[at + 1 : at + 2]
    return char + (after if after.isascii() and after.isalnum() else "_")


def starts(folded: str) -> list[int]:
    """Where a name may start in a folded text: each word's first character, and every Japanese character."""
    return [
        at
        for at, char in enumerate(folded)
        if char != " " and (at == 0 or folded[at - 1] == " " or is_cjk(char) or is_cjk(folded[at - 1]))
    ]


def query_keys(query: str) -> tuple[str, ...]:
    """The name files a query needs: the keys of every place a name may start in it, sorted."""
    folded = fold_name(query)
    return tuple(sorted({key_of(folded, at) for at in starts(folded)}))


def allowed_distance(length: int) -> int:
    """The edits a misspelt name may have: none under five characters, one up to eight, two beyond."""
    return 0 if length < 5 else 1 if length < 9 else 2


class _Filler(NamedTuple):
    """The words around a name, folded: read once, when a name is first looked for (`filler`)."""

    stop: frozenset[str]
    """The stop words of every language."""
    variant: tuple[str, ...]
    """The variant's names, longest first."""
    card: frozenset[str]
    """ "card" in every language."""
    variant_re: re.Pattern[str]
    """The variant's Latin names as whole words."""
    variant_cjk: tuple[str, ...]
    """Its Japanese names."""


@functools.cache
def filler() -> _Filler:
    """The words around a name (`_Filler`), folded on first use: ``twohg search`` without card data needs none."""
    words = {fold_name(word) for language in STOP_WORDS.values() for word in language}
    variant = tuple(sorted({fold_name(p) for p in FORMAT}, key=lambda p: (-len(p), p)))
    latin = "|".join(re.escape(p) for p in variant if not is_cjk(p[0]))
    return _Filler(
        stop=frozenset(w for w in words if w),
        variant=variant,
        card=frozenset(fold_name(word) for word in CARD_WORDS),
        variant_re=re.compile(f"(?<![0-9a-z])(?:{latin})(?![0-9a-z])"),
        variant_cjk=tuple(p for p in variant if is_cjk(p[0])),
    )


def without_filler(folded: str) -> str:
    """A folded query or name without the words around a name: the variant's name, stop words, "card"."""
    around = filler()
    folded = around.variant_re.sub(" ", folded)
    if not folded.isascii():
        for phrase in around.variant_cjk:
            folded = folded.replace(phrase, " ")
    kept = [word for word in folded.split() if word not in around.stop and word not in around.card]
    return _patterns()[1].sub("", " ".join(kept))


def says_card(folded: str) -> bool:
    """Whether a folded query says "card" (in any language): then the variant's name may be a card's."""
    return any(word in filler().card for word in folded.split()) or "かーど" in folded


class CardRow(NamedTuple):
    """One card as the name files give it: its address, names, flags and the rules its words engage."""

    slug: str
    """Its address (`twohg.site.urls.card_slug`)."""
    names: tuple[str, str, str, str]
    """English, Spanish, French and Japanese names (``""`` where it has none)."""
    flags: int
    """`NOTABLE`, `TWO_HEADED`, `UNDATED`, `FUNNY`, `OWN_PAGE`."""
    rules: tuple[str, ...]
    """The rules in force its words engage, the most telling first."""

    def row(self) -> list[object]:
        """As a name file writes it."""
        return [self.slug, *self.names, self.flags, list(self.rules)]

    @classmethod
    def of(cls, row: Sequence[object]) -> CardRow:
        """From a name file's row."""
        slug, en, es, fr, ja, flags, rules = row
        names = (str(en), str(es), str(fr), str(ja))
        return cls(str(slug), names, int(flags), tuple(rules))  # type: ignore[call-overload, arg-type]

    def name_in(self, language: str) -> str:
        """Its name in ``language``, or its English name."""
        return self.names[NAME_LANGUAGES.index(language)] or self.names[0]


class Entry(NamedTuple):
    """One searchable name of a card: a name, or one face's name, in one language."""

    folded: str
    bare: str
    """Without stop words (`without_filler`)."""
    words: int
    language: str
    shown: str
    row: CardRow
    common: bool


def entries_of(row: CardRow, key: str = "") -> tuple[tuple[str, str, str], ...]:
    """A row's searchable names, ``(folded, language, as printed)``: each name, and each face of a card of several.

    With ``key``, only those filed under it (`key_of`).
    """
    return _entries(row.names, key)


@functools.cache
def _entries(names: tuple[str, str, str, str], key: str) -> tuple[tuple[str, str, str], ...]:
    found: list[tuple[str, str, str]] = []
    for language, name in zip(NAME_LANGUAGES, names, strict=True):
        if not name:
            continue
        parts = name.split(" // ")
        for part in [name, *parts] if len(parts) > 1 else [name]:
            if key and not _may_start(part, key):
                continue
            folded = fold_name(part)
            if key and (not folded or key_of(folded) != key):
                continue
            if folded and (folded, language, part) not in found:
                found.append((folded, language, part))
    return tuple(found)


class NameShard:
    """The names of one file, indexed: by whole name, by first word, by word count.

    A plain class rather than a dataclass (``twohg search`` need not import `dataclasses`).
    """

    def __init__(self, key: str, entries: list[Entry]) -> None:
        """The names filed under ``key`` (`entries_of`), as `folded_shard` reads them."""
        self.key = key
        """The key of the name file."""
        self.entries = entries
        """Its names, each as an entry."""

    @cached_property
    def whole(self) -> dict[str, list[Entry]]:
        """The entries by folded name."""
        found: dict[str, list[Entry]] = {}
        for entry in self.entries:
            found.setdefault(entry.folded, []).append(entry)
        return found

    @cached_property
    def bare(self) -> dict[str, list[Entry]]:
        """The entries by folded name without the words around a name."""
        found: dict[str, list[Entry]] = {}
        for entry in self.entries:
            if entry.bare:
                found.setdefault(entry.bare, []).append(entry)
        return found

    @cached_property
    def by_words(self) -> dict[int, list[Entry]]:
        """The entries by their words' count."""
        found: dict[int, list[Entry]] = {}
        for entry in self.entries:
            found.setdefault(entry.words, []).append(entry)
        return found

    @cached_property
    def by_bare_words(self) -> dict[int, list[Entry]]:
        """The entries by the count of their words but those around a name."""
        found: dict[int, list[Entry]] = {}
        for entry in self.entries:
            if entry.bare:
                found.setdefault(word_count(entry.bare), []).append(entry)
        return found


def word_count(folded: str) -> int:
    """The words of a folded name: a Japanese one is one word."""
    return 1 if is_cjk(folded[0]) else len(folded.split())


def shard_of(key: str, document: Mapping[str, object]) -> NameShard:
    """A name file (its key and document) indexed for finding."""
    return folded_shard(key, folded_file(key, document))


def folded_file(key: str, document: Mapping[str, Any]) -> dict[str, Any]:
    """A name file with its names read as they are matched: its rows, its common names, and each entry folded.

    An entry is ``[folded, bare, language, as printed, row]``: a name filed under ``key`` (`entries_of`), without
    the words around a name (`without_filler`), and the place of its row. What the command line's cache saves
    beside each name file (`twohg.site.search.cache`): a decklist's files hold thousands of names, and folding
    them costs a command more than reading them folded. The site's name files hold the rows only.
    """
    rows = list(document.get("rows") or ())
    entries = [
        [folded, without_filler(folded), language, shown, at]
        for at, row in enumerate(rows)
        for folded, language, shown in entries_of(CardRow.of(row), key)
    ]
    common = list(document.get("common") or ())
    return {"format": FOLDED_FORMAT, "rows": rows, "common": common, "entries": entries}


def folded_shard(key: str, folded: Mapping[str, Any]) -> NameShard:
    """A folded name file (`folded_file`) indexed for finding."""
    common = set(folded["common"])
    rows = [CardRow.of(row) for row in folded["rows"]]
    entries = [
        Entry(name, bare, word_count(name), language, shown, rows[at], name in common)
        for name, bare, language, shown, at in folded["entries"]
    ]
    return NameShard(key, entries)


def _may_start(name: str, key: str) -> bool:
    """Whether a name as printed may be filed under ``key``, told without folding it.

    A name that starts with a letter or digit of ASCII starts with it folded too, and one that starts with a
    Japanese character is filed under a Japanese key (``j042``): a query folds a few names, a name file thousands.
    """
    first = name.lstrip()[:1]
    if first.isascii() and first.isalnum():
        return first.lower() == key[0]
    return not is_cjk(first) or (key[0] == "j" and key[1:].isdigit())


class CardHit(NamedTuple):
    """A card found: its row, how well (a score, `EXACT`... `COMMON`), and by which of its names."""

    row: CardRow
    score: int
    language: str
    shown: str


class CardNames:
    """The card names of the card data, read file by file as queries need them (`query_keys`)."""

    def __init__(
        self, read: Callable[[str], Mapping[str, object] | None], keywords: Iterable[str] = (), folded: bool = False
    ) -> None:
        """Read name files with ``read(key)`` (None when there is none); ``keywords``: see `keyword_words`.

        With ``folded``, ``read`` gives the name files folded (`folded_file`), as the command line's cache saves them.
        """
        self._read = read
        self._folded = folded
        self._shards: dict[str, NameShard | None] = {}
        self.keywords = frozenset(keywords)

    def shard(self, key: str) -> NameShard | None:
        """The name file of a key, read once."""
        if key not in self._shards:
            document = self._read(key)
            if document is None:
                self._shards[key] = None
            else:
                self._shards[key] = folded_shard(key, document) if self._folded else shard_of(key, document)
        return self._shards[key]

    def find(self, query: str, limit: int = 5, known: Callable[[str], bool] | None = None) -> list[CardHit]:
        """The cards a query names, best first (`_order`): at most ``limit``.

        ``known(word)`` says a folded word is one the texts use: such words, and the words of the game's keywords,
        are not read as a card's name misspelt ("infect" is no misspelt Infest, "the player" no misspelt The Slayer).
        """
        from rapidfuzz.distance import Levenshtein  # for misspelt names: ``twohg search`` without cards needs none

        keywords = self.keywords
        variant_names = frozenset(filler().variant)

        def word_of_the_game(word: str) -> bool:
            return word in keywords or (known is not None and known(word))

        folded = fold_name(query)
        if not folded:
            return []
        bare = without_filler(folded)
        card_asked = says_card(folded)
        best: dict[str, CardHit] = {}

        def found(entry: Entry, score: int) -> None:
            if entry.folded in variant_names and not card_asked:
                return  # the card named Two-Headed Giant, unless the query says "card"
            hit = CardHit(entry.row, score, entry.language, entry.shown)
            kept = best.get(entry.row.slug)
            if kept is None or _order(hit) < _order(kept):
                best[entry.row.slug] = hit

        unfamiliar = bool(bare) and not all(word_of_the_game(word) for word in bare.split(" "))
        places = starts(folded)
        words = folded.split(" ")
        typed = set(words)
        word_at = {sum(len(w) + 1 for w in words[:i]): i for i in range(len(words))}
        for key in sorted({key_of(folded, at) for at in places}):
            shard = self.shard(key)
            if shard is None:
                continue
            for entry in shard.whole.get(folded, ()):
                found(entry, EXACT)
            for entry in shard.bare.get(bare, ()) if bare else ():
                # Every Latin word of the name is in the query ("2hg life" is not Life Goes On), and a common word the
                # texts use is that word ("2hg life" asks about life, not about Life // Death).
                whole = is_cjk(entry.folded[0]) or set(entry.folded.split(" ")) <= typed
                if whole and not (entry.common and not unfamiliar):
                    found(entry, ALONE)
            if unfamiliar and not is_cjk(bare[0]) and key == key_of(bare):
                for entry in shard.by_bare_words.get(word_count(bare), ()):
                    limit_d = allowed_distance(len(entry.bare))
                    if limit_d and entry.bare and abs(len(entry.bare) - len(bare)) <= limit_d:
                        distance = Levenshtein.distance(entry.bare, bare, score_cutoff=limit_d)
                        if 0 < distance <= limit_d:
                            found(entry, FUZZY - 50 * distance)
            if bare and key == key_of(folded) and len(folded) >= (2 if is_cjk(folded[0]) else 3):
                for entry in shard.entries:
                    if entry.folded != folded and entry.folded.startswith(folded):
                        found(entry, PREFIX - min(len(entry.folded) - len(folded), 99))
            for at in places:
                if key_of(folded, at) != key:
                    continue
                for entry in shard.entries:
                    if not folded.startswith(entry.folded, at) or entry.folded == folded:
                        continue
                    end = at + len(entry.folded)
                    if end < len(folded) and folded[end] != " " and not is_cjk(folded[end]):
                        if not is_cjk(entry.folded[-1]):
                            continue
                    if not entry.common and len(entry.folded) >= (2 if is_cjk(entry.folded[0]) else 4):
                        found(entry, CONTAINED + min(len(entry.folded), 99))
                index = word_at.get(at)
                if index is None or is_cjk(folded[at]):
                    continue
                for size in range(1, min(6, len(words) - index) + 1):
                    if all(word_of_the_game(word) for word in words[index : index + size]):
                        continue
                    window = " ".join(words[index : index + size])
                    for entry in shard.by_words.get(size, ()):
                        limit_d = allowed_distance(len(entry.folded))
                        if not limit_d or entry.common or abs(len(entry.folded) - len(window)) > limit_d:
                            continue
                        if size == 1 and len(entry.folded) < NEAR_ALONE:
                            continue
                        distance = Levenshtein.distance(entry.folded, window, score_cutoff=limit_d)
                        if 0 < distance <= limit_d:
                            found(entry, NEAR - 50 * distance + min(len(entry.folded), 99))
        return sorted(best.values(), key=_order)[:limit]


def _order(hit: CardHit) -> tuple[int, int, bool, str]:
    """Best score, language order, a card's whole name before a half's, address.

    "Lightning Bolt" is the card Lightning Bolt before the omen card "Emeritus of Conflict // Lightning Bolt".
    """
    language = NAME_LANGUAGES.index(hit.language)
    return (-hit.score, language, hit.shown != hit.row.names[language], hit.row.slug)


def rows_by_key(rows: Iterable[CardRow]) -> dict[str, list[CardRow]]:
    """The name files' rows: each row in the file of each key its names start with, by address."""
    files: dict[str, dict[str, CardRow]] = {}
    for row in rows:
        for folded, _, _ in entries_of(row):
            files.setdefault(key_of(folded), {})[row.slug] = row
    return {key: [found[slug] for slug in sorted(found)] for key, found in sorted(files.items())}


def keyword_words(keywords: Iterable[Iterable[str]]) -> list[str]:
    """The words of the keywords listed for `KEYWORD_CARDS` cards or more (each card's keywords), folded, sorted."""
    counts: dict[str, int] = {}
    for listed in keywords:
        for keyword in {fold_name(word) for word in listed}:
            counts[keyword] = counts.get(keyword, 0) + 1
    return sorted({word for keyword, n in counts.items() if n >= KEYWORD_CARDS for word in keyword.split()})


def finder_config(keys: Sequence[str], shards: int, keywords: Sequence[str] = ()) -> dict[str, object]:
    """What ``static/cardnames.js`` needs to find names as `CardNames.find` does.

    The name files there are, the data files' count, the words around a name (stop words, "card", the
    variant's names, longest first) and the words of the game's keywords (`keyword_words`).
    """
    return {
        "keys": list(keys),
        "keywords": list(keywords),
        "shards": shards,
        "stop": sorted(filler().stop),
        "cardWords": sorted(filler().card),
        "variant": list(filler().variant),
    }

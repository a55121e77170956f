"""Card files joined into one card each, by English name.

- **Today's Oracle text** comes from the newest source that has the card (`model.FORMAT_RANK`: an
  AtomicCards file, then a version 5 list, then the version 3 set files, where the newest printing's text
  stands); a face the newest source does not give (a version 5 list gives the first face of a split
  card only) keeps an older source's text, marked so (`Face.text_from`).
- **Printed names** in Spanish, French and Japanese, the **printed translations** (the newest printing in
  each language) and the **official rulings** come from the sources that have them (the version 3 set
  files' ``foreignNames`` and translation files, AtomicCards' ``foreignData`` and ``rulings``).
- **One card once**: a split, flip, double-faced, adventure or meld card is one card named by its faces
  (``Fire // Ice``); back faces and meld results listed on their own are faces, not cards.

Left out, each with the reason (`CardData.left_out`): tokens; art variants named ``(a)``..``(f)`` in
the version 3 data whose card is there under its own name; reversible printings; Arena-only rebalanced
cards (``A-``...); and, when a version 5 source is given, version 3 names it does not have (misprints of
the 2018 data, such as ``Sultai Ascendacy``). Silver-bordered and acorn cards are kept and marked
(`Card.funny`): a judge may be asked about one, and the page says it is not legal in sanctioned play.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from twohg.ingest.cards.model import (
    CARD_LANGUAGES,
    FORMAT_RANK,
    Card,
    CardData,
    Face,
    Printed,
    Ruling,
    Source,
)
from twohg.ingest.cards.mtgjson import FaceText, OracleCard, OracleFile, Read, SetCard, SetFile, TranslationFile

#: The version 3 layouts of one card with several faces.
_SEVERAL_FACES = frozenset({"split", "flip", "double-faced", "meld", "aftermath"})
#: An art variant's suffix in the version 3 data: ``Boros Guildgate (a)``.
_VARIANT_RE = re.compile(r"^(?P<name>.+) \((?P<letter>[a-f])\)$")


def join_key(name: str) -> str:
    """How two sources' English names are compared: straight quotes around a name dropped (``"Ach! Hans, Run!"``)."""
    return name.strip().strip('"').replace("\u2019", "'")


@dataclass
class _Building:
    """A card being joined."""

    name: str
    layout: str = "normal"
    faces: list[Face] = field(default_factory=list)
    rank: int = -1
    source: str = ""
    older_faces: dict[str, tuple[FaceText, str]] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    face_names: dict[str, list[str]] = field(default_factory=dict)
    printed: dict[str, Printed] = field(default_factory=dict)
    rulings: tuple[Ruling, ...] = ()
    rulings_date: dt.date | None = None
    first_printed: dt.date | None = None
    funny: bool = False
    dated: bool = False
    multiverse: dict[int, str] = field(default_factory=dict)


#: A split half's foreign name given with both halves: ``Feu (Feu/Glace)``.
_BOTH_HALVES_RE = re.compile(r"^(?P<name>.+?)\s*\([^()/]+/[^()]+\)$")


def _printed_name(given: str, english: str) -> str | None:
    """A face's printed name in another language as the data gives it, or None when it gives the English name.

    Some printings list a split card's halves under their English names in every language, or as
    ``Feu (Feu/Glace)``: the first is no translation, the second is the half's name with both.
    """
    both = _BOTH_HALVES_RE.match(given)
    name = both["name"] if both else given
    return None if name.casefold() == english.casefold() else name


def _face(face: FaceText, text_from: str = "") -> Face:
    return Face(face.name, face.mana_cost, face.type_line, face.text, face.stats, text_from, face.keywords)


@dataclass(frozen=True)
class _V3Card:
    """A version 3 card across its set files: its faces' newest printings, foreign names, rulings, dates."""

    name: str
    layout: str
    faces: tuple[FaceText, ...]
    foreign: tuple[tuple[str, tuple[str, ...]], ...]
    multiverse: tuple[tuple[int, str], ...]
    rulings: tuple[Ruling, ...]
    first: dt.date | None
    newest: dt.date | None
    funny: bool


def _v3_cards(sets: Sequence[SetFile], left_out: dict[str, str]) -> dict[str, _V3Card]:
    """The version 3 cards by full name, from every set file (the newest printing's text and names win)."""
    dated = sorted(sets, key=lambda s: (s.released or dt.date.min, s.code))
    by_face: dict[str, list[tuple[SetFile, SetCard]]] = {}
    full: dict[str, tuple[str, ...]] = {}
    layouts: dict[str, str] = {}
    for set_file in dated:
        for card in set_file.cards:
            if card.layout == "token" or card.face.type_line.startswith("Token"):
                left_out[card.name] = "a token"
                continue
            # Only these layouts make one card of several faces (partners such as Virtus the Veiled also list names).
            faces = card.names if len(card.names) > 1 and card.layout in _SEVERAL_FACES else (card.name,)
            if card.layout == "meld" and len(faces) == 3:
                # Two cards meld into the third: each front is a card with the melded back as its second face.
                faces = (card.name, faces[2]) if card.name != faces[2] else ()
                if not faces:
                    by_face.setdefault(card.name, []).append((set_file, card))
                    continue
            key = " // ".join(faces)
            full[card.name] = faces
            layouts[key] = card.layout
            by_face.setdefault(card.name, []).append((set_file, card))
    cards: dict[str, _V3Card] = {}
    for key, layout in layouts.items():
        faces = tuple(key.split(" // "))
        face_texts: list[FaceText] = []
        foreign: dict[str, list[str]] = {}
        multiverse: dict[int, str] = {}
        rulings: tuple[Ruling, ...] = ()
        older: set[Ruling] = set()
        released: list[dt.date] = []
        funny = False
        for position, face in enumerate(faces):
            printings = by_face.get(face, [])
            if not printings:
                continue
            newest_set, newest = printings[-1]
            face_texts.append(newest.face)
            for set_file, printing in printings:
                released += [set_file.released] if set_file.released else []
                funny = funny or set_file.funny
                for language, given, number in printing.foreign:
                    if number:
                        multiverse[number] = language
                    printed_name = _printed_name(given, face)
                    if printed_name is None:
                        continue
                    names = foreign.setdefault(language, [])
                    if len(names) <= position:
                        names += [""] * (position + 1 - len(names))
                    names[position] = printed_name
                if printing.rulings:
                    rulings = printing.rulings
                    older.update(printing.rulings)
            del newest_set
        if len(face_texts) != len(faces):
            continue
        cards[key] = _V3Card(
            name=key,
            layout=layout,
            faces=tuple(face_texts),
            foreign=tuple((language, tuple(names)) for language, names in sorted(foreign.items())),
            multiverse=tuple(sorted(multiverse.items())),
            rulings=_with_withdrawn(rulings, older),
            first=min(released, default=None),
            newest=max(released, default=None),
            funny=funny,
        )
    return cards


def _with_withdrawn(current: Sequence[Ruling], every: set[Ruling]) -> tuple[Ruling, ...]:
    """The newest printing's rulings, with those only older printings carry marked withdrawn, oldest first."""
    texts = {ruling.text for ruling in current}
    gone = [Ruling(r.date, r.text, withdrawn=True) for r in every if r.text not in texts]
    return tuple(sorted([*current, *gone], key=lambda r: (r.date, r.withdrawn, r.text)))


def _printed_of(
    translations: Sequence[TranslationFile],
    sets: Sequence[SetFile],
    v3: dict[str, _V3Card],
) -> dict[str, dict[str, Printed]]:
    """Each card's newest printed translation per language, from the version 3 translation files."""
    by_code = {s.code: s for s in sets}
    face_owner: dict[str, str] = {}
    for key in v3:
        for face in key.split(" // "):
            face_owner.setdefault(face, key)
    by_multiverse: dict[int, str] = {}
    for key, card in v3.items():
        for number, _language in card.multiverse:
            by_multiverse.setdefault(number, key)
    gathered: dict[tuple[str, str, str], list[tuple[int, str, str, str]]] = {}
    for translation in translations:
        set_file = by_code.get(translation.code)
        if set_file is None or not translation.language:
            continue
        for item in translation.cards:
            owner = face_owner.get(item.name) or by_multiverse.get(item.multiverse_id)
            if owner is None:
                continue
            faces = owner.split(" // ")
            face_name = item.name if item.name in faces else ""
            position = faces.index(face_name) if face_name else 0
            gathered.setdefault((owner, translation.language, translation.code), []).append(
                (position, item.type_line, item.text, item.name)
            )
    printed: dict[str, dict[str, Printed]] = {}
    for (owner, language, code), parts in sorted(gathered.items()):
        set_file = by_code[code]
        if set_file.released is None:
            continue
        parts = sorted(set(parts))
        card = v3[owner]
        names = dict(card.foreign).get(language, ())
        name = " // ".join(n for n in names if n) or next((p[3] for p in parts if p[3] != owner), "")
        entry = Printed(
            language=language,
            set_code=code,
            set_name=set_file.name,
            set_names=set_file.set_names,
            released=set_file.released,
            name=name,
            type_line=" // ".join(dict.fromkeys(p[1] for p in parts if p[1])),
            text="\n\n".join(p[2] for p in parts),
        )
        mine = printed.setdefault(owner, {})
        if language not in mine or (mine[language].released, mine[language].set_code) < (entry.released, code):
            mine[language] = entry
    return printed


def _rebalanced(name: str, known: Collection[str]) -> bool:
    """An Arena-only rebalanced card: ``A-Cloister Gargoyle``, ``A-Front // A-Back``, beside the card itself."""
    return name.startswith("A-") and " // ".join(part.removeprefix("A-") for part in name.split(" // ")) in known


def join_cards(read: Sequence[tuple[str, Read]]) -> CardData:
    """Every card of the files read (``(shown path, records)``, in the order read), once, joined by English name."""
    sources: list[Source] = []
    sets = [item for _, item in read if isinstance(item, SetFile)]
    translations = [item for _, item in read if isinstance(item, TranslationFile)]
    oracles = [(shown, item) for shown, item in read if isinstance(item, OracleFile)]
    for shown, item in read:
        if isinstance(item, SetFile):
            sources.append(
                Source(shown, "mtgjson3-set", len(item.cards), item.released, set_code=item.code, name=item.name)
            )
        elif isinstance(item, TranslationFile):
            sources.append(
                Source(shown, "mtgjson3-translation", len(item.cards), set_code=item.code, language=item.language)
            )
        else:
            sources.append(Source(shown, item.format, len(item.cards), item.date, item.version))
    left_out: dict[str, str] = {}
    v3 = _v3_cards(sets, left_out)
    printed = _printed_of(translations, sets, v3)
    v3_shown = next((shown for shown, item in read if isinstance(item, SetFile)), "")
    building: dict[str, _Building] = {}

    def card(name: str) -> _Building:
        return building.setdefault(join_key(name), _Building(name))

    # The version 3 cards first: the oldest text, the names in other languages, the rulings, the dates.
    for key, old in v3.items():
        entry = card(key)
        entry.layout = old.layout
        entry.faces = [_face(face) for face in old.faces]
        entry.rank = 0
        entry.source = v3_shown
        entry.older_faces = {face.name: (face, "2018") for face in old.faces}
        entry.names = {language: " // ".join(n for n in names if n) for language, names in old.foreign}
        entry.face_names = {language: list(names) for language, names in old.foreign if len(names) > 1}
        entry.printed = printed.get(key, {})
        entry.rulings = old.rulings
        entry.first_printed = old.first
        entry.funny = old.funny
        entry.dated = True
    # Then the version 5 files, oldest format first: each replaces the text of the cards it has.
    backs: list[tuple[str, OracleCard]] = []
    newest_names: set[str] = set()
    for shown, item in sorted(oracles, key=lambda pair: (FORMAT_RANK[pair[1].format], pair[1].date or dt.date.min)):
        rank = FORMAT_RANK[item.format]
        all_names = {c.name for c in item.cards}
        later_faces = {face for name in all_names for face in name.split(" // ")[1:]}
        for oracle in item.cards:
            if oracle.back_of:
                backs.append((shown, oracle))
                continue
            if oracle.layout == "reversible_card" or oracle.layout in ("token", "double_faced_token", "art_series"):
                left_out[oracle.name] = (
                    "a token" if "token" in oracle.layout else f"a {oracle.layout.replace('_', ' ')}"
                )
                continue
            if oracle.rebalanced or _rebalanced(oracle.name, all_names):
                left_out[oracle.name] = f"an Arena-only rebalanced version of {oracle.name[2:]}"
                continue
            if oracle.layout == "meld" and oracle.name in later_faces:
                backs.append((shown, oracle))
                continue
            newest_names.add(join_key(oracle.name))
            entry = card(oracle.name)
            entry.name = oracle.name
            entry.layout = oracle.layout
            if rank >= entry.rank:
                given = {face.name: face for face in oracle.faces}
                faces: list[Face] = []
                for face_name in oracle.name.split(" // "):
                    if face_name in given:
                        faces.append(_face(given[face_name]))
                    elif face_name in entry.older_faces:
                        older, when = entry.older_faces[face_name]
                        faces.append(_face(older, when))
                    else:
                        faces.append(Face(face_name, "", "", "", "", "none"))
                entry.faces = faces
                entry.rank = rank
                entry.source = shown
                entry.older_faces.update({face.name: (face, shown) for face in oracle.faces})
            for language, name, face_names in oracle.foreign:
                entry.names[language] = name
                if face_names and len(face_names) > 1:
                    entry.face_names[language] = list(face_names)
            for language, type_line, text in oracle.printed:
                entry.printed.setdefault(language, Printed(language, "", "", (), dt.date.min, "", type_line, text))
            if oracle.rulings:
                entry.rulings = oracle.rulings
            entry.funny = entry.funny or oracle.funny
    # Back faces given on their own fill in their card's face.
    fronts: dict[str, str] = {}
    for key, entry in building.items():
        for face in entry.faces[:1]:
            fronts.setdefault(face.name, key)
    for _shown, back in backs:
        owners = (
            [fronts.get(back.back_of)]
            if back.back_of
            else [key for key, entry in building.items() if back.name in [f.name for f in entry.faces[1:]]]
        )
        for owner in owners:
            owned = building.get(owner) if owner else None
            if owned is None:
                continue
            owned.faces = [
                _face(back.faces[0]) if face.name == back.name and face.text_from in ("none", "2018") else face
                for face in owned.faces
            ]
    cards: list[Card] = []
    for key, entry in building.items():
        variant = _VARIANT_RE.match(entry.name)
        if variant and join_key(variant["name"]) in building:
            left_out[entry.name] = f"an art variant of {variant['name']}"
            continue
        if newest_names and entry.rank == 0 and key not in newest_names:
            left_out[entry.name] = (
                "not in today's Oracle data (the version 5 file given): a misprint or a card no longer listed"
            )
            continue
        cards.append(
            Card(
                name=entry.name,
                layout=entry.layout,
                faces=tuple(entry.faces),
                names=tuple(
                    (language, entry.names[language]) for language in CARD_LANGUAGES if entry.names.get(language)
                ),
                face_names=tuple(
                    (language, tuple(entry.face_names[language]))
                    for language in CARD_LANGUAGES
                    if language in entry.face_names
                ),
                printed=tuple(entry.printed[language] for language in CARD_LANGUAGES if language in entry.printed),
                rulings=entry.rulings,
                first_printed=entry.first_printed,
                funny=entry.funny,
                text_source=entry.source,
                in_dated_data=entry.dated,
            )
        )
    kept = {card.name for card in cards}
    return CardData(
        cards=tuple(sorted(cards, key=lambda c: c.name)),
        sources=tuple(sources),
        left_out=tuple(sorted((name, why) for name, why in left_out.items() if name not in kept)),
    )

"""The card data readers: MTGJSON version 3 set and translation files, version 5 lists and AtomicCards.

Every file here is written by the test itself (the real card data is never copied into the project);
the tests at the end read the real data in ``../shared/cards/`` where it is, and say why they skip where not.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest

from conftest import real_cards_or_skip
from twohg import files
from twohg.ingest.cards import Card, load_card_data
from twohg.ingest.cards.mtgjson import detect, read_document
from twohg.problems import InputError


def _write(folder: Path, name: str, document: Any) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


def _v3_card(name: str, text: str, **more: Any) -> dict[str, Any]:
    return {"name": name, "text": text, "type": "Creature — Goblin", "layout": "normal", "manaCost": "{R}", **more}


def _set(code: str, released: str, cards: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    return {
        "name": f"Set {code}",
        "code": code,
        "releaseDate": released,
        "border": "black",
        "type": "expansion",
        "cards": cards,
        **more,
    }


GUTTERSNIPE_2012 = _v3_card(
    "Guttersnipe",
    "Whenever you cast an instant or sorcery spell, Guttersnipe deals 2 damage to each opponent.",
    power="2",
    toughness="2",
    foreignNames=[
        {"language": "Spanish", "name": "Disparacuneta", "multiverseid": 1001},
        {"language": "Japanese", "name": "どぶ潜み", "multiverseid": 1002},
        {"language": "German", "name": "Gossenschütze", "multiverseid": 1003},
    ],
    rulings=[
        {"date": "2012-10-01", "text": "An old ruling the newest printing no longer carries."},
        {
            "date": "2012-10-01",
            "text": "In a Two-Headed Giant game, Guttersnipe's ability causes the opposing team to lose 4 life.",
        },
    ],
)


@pytest.fixture()
def v3_folder(tmp_path: Path) -> Path:
    """Two set files, a translation file (named by the printed name, joined by multiverse id) and a split card."""
    folder = tmp_path / "cards"
    newer = dict(
        GUTTERSNIPE_2012,
        rulings=GUTTERSNIPE_2012["rulings"][1:],
        foreignNames=[
            {"language": "Spanish", "name": "Disparacuneta", "multiverseid": 2001},
            {"language": "French", "name": "Gobelin des rues", "multiverseid": 2002},
        ],
    )
    fire = _v3_card(
        "Fire",
        "Fire deals 2 damage divided as you choose among one or two targets.",
        layout="split",
        names=["Fire", "Ice"],
        foreignNames=[
            {"language": "French", "name": "Feu (Feu/Glace)", "multiverseid": 3001},
            {"language": "Spanish", "name": "Fire", "multiverseid": 3002},
        ],
    )
    ice = _v3_card(
        "Ice",
        "Tap target permanent.\nDraw a card.",
        layout="split",
        names=["Fire", "Ice"],
        foreignNames=[{"language": "French", "name": "Glace (Glace/Feu)", "multiverseid": 3003}],
    )
    token = _v3_card("Goblin", "", layout="token", type="Token Creature — Goblin")
    partner = _v3_card(
        "Virtus the Veiled", "Partner with Gorm the Great", names=["Virtus the Veiled", "Gorm the Great"]
    )
    _write(folder, "json/RTR.json", _set("RTR", "2012-10-05", [GUTTERSNIPE_2012, token]))
    _write(folder, "json/M19.json", _set("M19", "2018-07-13", [newer, fire, ice, partner]))
    _write(
        folder,
        "json/UNH.json",
        _set("UNH", "2004-11-20", [_v3_card("Ach! Hans, Run!", "Say it.")], border="silver", type="un"),
    )
    translated = {
        "name": "Disparacuneta",
        "multiverseid": 2001,
        "originalText": "Siempre que lances…",
        "originalType": "Criatura — Trasgo",
    }
    _write(folder, "json/M19.es.json", {"name": "Set M19", "code": "M19", "language": "es", "cards": [translated]})
    return folder


def test_version_3_set_files_are_joined_into_one_card_each(v3_folder: Path) -> None:
    data, notices = load_card_data(v3_folder)
    by_name = {card.name: card for card in data.cards}
    assert notices == ()
    snipe = by_name["Guttersnipe"]
    # Names in other languages: the newest printing's, and the older ones where the newest has none.
    assert dict(snipe.names) == {"es": "Disparacuneta", "fr": "Gobelin des rues", "ja": "どぶ潜み"}
    assert snipe.first_printed == dt.date(2012, 10, 5)
    assert snipe.in_dated_data and not snipe.funny
    # The newest printing's rulings, and the one only an older printing carries, marked withdrawn.
    assert [(r.text[:12], r.withdrawn) for r in snipe.rulings] == [("In a Two-Hea", False), ("An old rulin", True)]
    # The printed translation of the translation file whose name is the printed one, joined by multiverse id.
    assert [(p.language, p.set_code, p.name, p.type_line) for p in snipe.printed] == [
        ("es", "M19", "Disparacuneta", "Criatura — Trasgo")
    ]
    # A split card is one card named by its halves; an English name given as a translation is none, and a
    # half named "Feu (Feu/Glace)" is named Feu.
    fire_ice = by_name["Fire // Ice"]
    assert [face.name for face in fire_ice.faces] == ["Fire", "Ice"]
    assert dict(fire_ice.names) == {"fr": "Feu // Glace"}
    # Partners name each other without being one card; a token is left out; a silver-bordered card is marked.
    assert "Virtus the Veiled" in by_name and "Virtus the Veiled // Gorm the Great" not in by_name
    assert ("Goblin", "a token") in data.left_out
    assert by_name["Ach! Hans, Run!"].funny
    assert data.dated_until == dt.date(2018, 7, 13)


ATOMIC = {
    "meta": {"date": "2026-11-30", "version": "5.3.0+20261130"},
    "data": {
        "Guttersnipe": [
            {
                "name": "Guttersnipe",
                "layout": "normal",
                "type": "Creature — Goblin Shaman",
                "manaCost": "{2}{R}",
                "text": "Whenever you cast an instant or sorcery spell, this creature deals 2 damage to each opponent.",
                "power": "2",
                "toughness": "2",
                "foreignData": [
                    {
                        "language": "Japanese",
                        "name": "どぶ潜み",
                        "text": "あなたが…",
                        "type": "クリーチャー — ゴブリン",
                    },
                    {"language": "German", "name": "Gossenschütze"},
                ],
                "rulings": [{"date": "2018-07-13", "text": "In a Two-Headed Giant game, ..."}],
                "identifiers": {"scryfallOracleId": "a"},
            }
        ],
        "Fire // Ice": [
            {
                "name": "Fire // Ice",
                "faceName": "Ice",
                "side": "b",
                "layout": "split",
                "type": "Instant",
                "text": "Tap target permanent.\nDraw a card.",
                "identifiers": {"scryfallOracleId": "f"},
            },
            {
                "name": "Fire // Ice",
                "faceName": "Fire",
                "side": "a",
                "layout": "split",
                "type": "Instant",
                "text": "Fire deals 2 damage divided as you choose among one or two targets.",
                "foreignData": [{"language": "Spanish", "name": "Fuego // Hielo", "faceName": "Fuego"}],
                "identifiers": {"scryfallOracleId": "f"},
            },
            {
                "name": "Fire // Ice",
                "faceName": "Fire",
                "side": "a",
                "layout": "normal",
                "type": "Instant",
                "text": "Another card of the same name.",
                "identifiers": {"scryfallOracleId": "other"},
            },
        ],
        "A-Guttersnipe": [{"name": "A-Guttersnipe", "layout": "normal", "type": "Creature", "text": "Arena."}],
        "Wooden Sword": [
            {
                "name": "Wooden Sword",
                "layout": "normal",
                "type": "Artifact",
                "isFunny": True,
                "text": "<script>alert(1)</script> & <b>bold</b>",
            }
        ],
        "Bruna, the Fading Light // Brisela, Voice of Nightmares": [
            {
                "name": "Bruna, the Fading Light // Brisela, Voice of Nightmares",
                "faceName": "Bruna, the Fading Light",
                "side": "a",
                "layout": "meld",
                "type": "Legendary Creature — Angel Horror",
                "text": "Flying",
            }
        ],
        "Brisela, Voice of Nightmares": [
            {
                "name": "Brisela, Voice of Nightmares",
                "faceName": "Brisela, Voice of Nightmares",
                "side": "b",
                "layout": "meld",
                "type": "Legendary Creature — Eldrazi Angel",
                "text": "Flying, first strike",
            }
        ],
    },
}


def test_atomic_cards_of_version_5_is_read_as_a_user_downloads_it(tmp_path: Path) -> None:
    path = _write(tmp_path, "AtomicCards.json", ATOMIC)
    data, notices = load_card_data(path)
    by_name = {card.name: card for card in data.cards}
    assert notices == ()
    assert data.sources[0].format == "mtgjson5-atomic" and data.sources[0].date == dt.date(2026, 11, 30)
    assert dict(by_name["Guttersnipe"].names) == {"ja": "どぶ潜み"}
    assert by_name["Guttersnipe"].printed[0].text == "あなたが…"
    # Faces in side order; of two cards under one name only the first one's faces.
    fire_ice = by_name["Fire // Ice"]
    assert [face.name for face in fire_ice.faces] == ["Fire", "Ice"]
    assert fire_ice.faces[1].text.startswith("Tap target permanent")
    assert dict(fire_ice.face_names) == {"es": ("Fuego",)} or dict(fire_ice.names) == {"es": "Fuego // Hielo"}
    # Arena's rebalanced card is left out; an acorn card is kept and marked; markup is text, kept as printed.
    assert "A-Guttersnipe" not in by_name
    assert ("A-Guttersnipe", "an Arena-only rebalanced version of Guttersnipe") in data.left_out
    assert by_name["Wooden Sword"].funny and "<script>" in by_name["Wooden Sword"].faces[0].text
    # The melded back listed on its own is a face of the card that melds into it, not a card.
    assert "Brisela, Voice of Nightmares" not in by_name
    bruna = by_name["Bruna, the Fading Light // Brisela, Voice of Nightmares"]
    assert [face.text for face in bruna.faces] == ["Flying", "Flying, first strike"]


def test_a_version_5_list_gives_todays_text_and_the_2018_data_the_rest(v3_folder: Path) -> None:
    listed = [
        {
            "name": "Guttersnipe",
            "layout": "normal",
            "type": "Creature — Goblin Shaman",
            "text": "Whenever you cast an instant or sorcery spell, this creature deals 2 damage to each opponent.",
        },
        {
            "name": "Fire // Ice",
            "layout": "split",
            "type": "Instant",
            "text": "Fire deals 2 damage divided as you choose among one or two targets.",
        },
        {
            "name": "Delver of Secrets // Insectile Aberration",
            "layout": "transform",
            "type": "Creature — Human Wizard",
            "text": "At the beginning of your upkeep, look at the top card of your library.",
        },
        {
            "name": "Insectile Aberration",
            "layout": "transform",
            "type": "Creature — Human Insect",
            "text": "Flying",
            "face": "back",
            "front": "Delver of Secrets",
        },
        {"name": "Sol Ring // Sol Ring", "layout": "reversible_card", "type": "Artifact", "text": "{T}: Add {C}{C}."},
        {"name": '"Ach! Hans, Run!"', "layout": "normal", "type": "Enchantment", "text": "Say it."},
        {"name": "Valgavoth, Terror Eater", "layout": "normal", "type": "Legendary Creature", "text": "Flying"},
    ]
    _write(v3_folder, "oracle/list.json", listed)
    data, _ = load_card_data(v3_folder)
    by_name = {card.name: card for card in data.cards}
    snipe = by_name["Guttersnipe"]
    assert "this creature deals 2 damage" in snipe.faces[0].text
    assert snipe.text_source == "oracle/list.json" and dict(snipe.names)["ja"] == "どぶ潜み"
    # The list gives the first half of a split card only: the second keeps the 2018 text, marked so.
    assert [(f.name, f.text_from) for f in by_name["Fire // Ice"].faces] == [("Fire", ""), ("Ice", "2018")]
    delver = by_name["Delver of Secrets // Insectile Aberration"]
    assert [face.text for face in delver.faces][1] == "Flying"
    assert "Sol Ring // Sol Ring" not in by_name
    # The list's quoted name joins the 2018 card, keeps its marks and takes today's name.
    assert by_name['"Ach! Hans, Run!"'].funny and "Ach! Hans, Run!" not in by_name
    newer = by_name["Valgavoth, Terror Eater"]
    assert not newer.in_dated_data and newer.names == () and newer.rulings == ()


def _problems(path: Path) -> list[str]:
    with pytest.raises(InputError) as raised:
        load_card_data(path)
    return [str(problem) for problem in raised.value.problems]


def test_bad_card_files_are_refused_at_their_line_and_nothing_is_read(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('[\n {"name": "Guttersnipe",\n  "text": }\n]\n', encoding="utf-8")
    assert _problems(bad) == [f"{bad}:3: not valid JSON: Expecting value (column 11)"]
    other = _write(tmp_path, "other.json", {"users": [1, 2]})
    assert _problems(other) == [
        f"{other}:1: not MTGJSON card data: expected a version 3 set file ({{'code', "
        "'cards': [...]}), a version 5 list of card objects ([{'name', 'type', 'text', "
        "...}]) or AtomicCards.json ({'meta', 'data'})"
    ]
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'[{"name": "Caf\xe9", "text": ""}]')
    assert _problems(latin) == [f"{latin}:1: not UTF-8: byte 0xE9 cannot be decoded"]
    assert _problems(tmp_path / "none") == [f"{tmp_path / 'none'}:0: no such file or folder"]


def test_a_card_file_too_large_is_refused_before_it_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _write(tmp_path, "AtomicCards.json", ATOMIC)
    monkeypatch.setattr(files, "MAX_CARD_FILE_BYTES", 100)
    [problem] = _problems(path)
    assert "more than the 0 MB a card file may have" in problem and problem.startswith(f"{path}:0: ")


def test_a_link_out_of_the_card_folder_is_refused(tmp_path: Path) -> None:
    outside = _write(tmp_path, "secret.json", ATOMIC)
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "cards.json").symlink_to(outside)
    [problem] = _problems(folder)
    assert "outside the card data folder" in problem


def test_a_card_with_a_hostile_name_or_an_undated_ruling_is_left_out_and_reported(tmp_path: Path) -> None:
    listed = [
        {"name": "Evil\u202eeman", "type": "Creature", "text": "x"},
        {"name": "Bell\x07", "type": "Creature", "text": "x"},
        {
            "name": "Good Card",
            "type": "Creature",
            "text": "x",
            "rulings": [{"text": "No date."}, {"date": "2020-01-01", "text": "Dated."}],
        },
        {"name": "Wrong Fields", "type": 3, "text": "x"},
    ]
    path = _write(tmp_path, "list.json", listed)
    data, notices = load_card_data(path)
    assert [card.name for card in data.cards] == ["Good Card"]
    assert [r.text for r in data.cards[0].rulings] == ["Dated."]
    shown = [str(notice) for notice in notices]
    assert shown == [
        f"{path}:3: card 'Evil\\u202eeman' left out: 'name': it holds the invisible or control character U+202E",
        f"{path}:8: card 'Bell\\x07' left out: 'name': it holds the invisible or control character U+0007",
        f"{path}:13: a ruling of 'Good Card' has no date (YYYY-MM-DD): left out",
        f"{path}:27: card 'Wrong Fields' left out: 'type' is not text",
    ]


def test_a_json_schema_beside_set_files_is_no_card_data_and_no_error(v3_folder: Path) -> None:
    _write(v3_folder, "schema/singleSet.schema.json", {"properties": {"cards": {}}, "additionalProperties": False})
    data, notices = load_card_data(v3_folder)
    assert notices == () and len(data.sources) == 4


def test_formats_are_told_apart_by_content_not_by_name() -> None:
    assert detect(ATOMIC) == "mtgjson5-atomic"
    assert detect([{"name": "x", "type": "Instant"}]) == "mtgjson5-list"
    assert detect(_set("RTR", "2012-10-05", [])) == "mtgjson3-set"
    assert detect({"code": "RTR", "language": "es", "cards": []}) == "mtgjson3-translation"
    assert detect({"data": [1]}) is None and detect([]) is None
    document, problems = read_document("x.json", json.dumps({"$schema": "http://json-schema.org/"}).encode())
    assert document is None and problems == []


# --- the real data -------------------------------------------------------------------------------------------


def test_the_real_card_data_gives_every_card_once_with_todays_text() -> None:
    data = real_cards_or_skip().data
    by_name: dict[str, Card] = {card.name: card for card in data.cards}
    assert len(by_name) == len(data.cards) > 34_000
    snipe = by_name["Guttersnipe"]
    assert "this creature deals 2 damage to each opponent" in snipe.faces[0].text  # today's wording, not 2018's
    assert dict(snipe.names) == {"es": "Disparacuneta", "fr": "Gobelin des rues", "ja": "どぶ潜み"}
    assert any("Two-Headed Giant" in ruling.text for ruling in snipe.rulings)
    # A card of 2024 has today's Oracle text and says plainly that the 2018 data does not have it.
    newer = by_name["Valgavoth, Terror Eater"]
    assert newer.faces[0].text and not newer.in_dated_data and newer.names == ()
    two_headed = {card.name for card in data.cards for r in card.rulings if "Two-Headed Giant" in r.text}
    assert len(two_headed) == 211
    assert data.dated_until == dt.date(2018, 10, 5)

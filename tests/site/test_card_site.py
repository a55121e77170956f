"""The site built with card data the test writes itself (never the real data): what it writes, and how safely.

A small AtomicCards file (MTGJSON version 5) with markup in every string it can hold: the build writes the card
data and name files, the card view and the deck check in every language, the API's card document valid against
its schema, and shows every string escaped. Without card data, the build says so in one line.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from conftest import MINI, copy_project, run_cli
from twohg.site import urls
from twohg.site.search.cardnames import key_of
from twohg.site.urls import data_shard, names_file

SCRIPT = "<script>alert(1)</script>"
IMAGE = "<img src=x onerror=alert(2)>"


def _face(name: str, text: str, **more: Any) -> dict[str, Any]:
    return {"name": name, "text": text, "type": "Creature — Goblin", "layout": "normal", "manaCost": "{R}", **more}


ATOMIC = {
    "meta": {"date": "2026-11-30", "version": f"5.3.0{SCRIPT}"},
    "data": {
        "Guttersnipe": [
            _face(
                "Guttersnipe",
                "Whenever you cast an instant or sorcery spell, this creature deals 2 damage to each opponent.",
                foreignData=[{"language": "Spanish", "name": "Disparacuneta"}],
                rulings=[
                    {"date": "2018-07-13", "text": f"In a Two-Headed Giant game, {SCRIPT} the opposing team loses 4."}
                ],
                keywords=[],
            )
        ],
        f"Evil {IMAGE} Card": [
            _face(f"Evil {IMAGE} Card", f"Flying. {SCRIPT}", foreignData=[{"language": "French", "name": IMAGE}])
        ],
    },
}


@pytest.fixture(scope="module")
def carded_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The mini corpus' site built with the hostile card file (written here, beside the copy of the corpus)."""
    from twohg.site.build import build_site

    folder = tmp_path_factory.mktemp("carded")
    root = copy_project(MINI, folder / "mini")
    cards = folder / "AtomicCards.json"
    cards.write_text(json.dumps(ATOMIC, ensure_ascii=False), encoding="utf-8")
    build_site(root, folder / "site", cards=cards)
    return folder / "site"


def _read_jsonz(path: Path) -> Any:
    return json.loads(gzip.decompress(path.read_bytes()))


def test_the_card_files_hold_every_card_and_the_pages_escape_every_string(carded_site: Path) -> None:
    site = carded_site
    snipe = _read_jsonz(site / data_shard("guttersnipe"))["cards"]["guttersnipe"]
    assert snipe["name"] == "Guttersnipe" and snipe["names"]["es"] == "Disparacuneta"
    assert snipe["rulings"][0]["kind"] == "2hg" and SCRIPT in snipe["rulings"][0]["text"]  # data, shown as text
    evil = urls.card_slug(f"Evil {IMAGE} Card")
    assert _read_jsonz(site / data_shard(evil))["cards"][evil]["names"]["fr"] == IMAGE
    rows = _read_jsonz(site / names_file(key_of("disparacuneta")))["rows"]
    assert any(row[0] == "guttersnipe" for row in rows)
    # Every page and script the build wrote: no string of the card data as markup.
    for path in site.rglob("*"):
        if path.suffix in (".html", ".js", ".json", ".xml"):
            text = path.read_text(encoding="utf-8")
            assert SCRIPT not in text or path.suffix == ".json", path
            assert IMAGE not in text or path.suffix == ".json", path
    index = (site / "cards" / "index.html").read_text(encoding="utf-8")
    # The data's version, as its page says what the data is: shown as text, never as markup.
    assert "5&#46;3&#46;0&lt;script&gt;" in index and "5.3.0<script>" not in index
    for language in ("", "es/", "fr/", "ja/"):
        assert (site / language / "cards" / "view" / "index.html").is_file()
        assert (site / language / "cards" / "check" / "index.html").is_file()


def test_the_card_api_document_follows_its_schema(carded_site: Path) -> None:
    site = carded_site
    document = json.loads((site / "api" / "cards.json").read_text(encoding="utf-8"))
    schema = json.loads((site / "api" / "schema" / "cards.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(document, schema)
    assert document["data"]["cards"] == 2 and document["data"]["sources"][0]["version"] == f"5.3.0{SCRIPT}"


def test_a_build_without_card_data_says_so_in_one_line(
    mini_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = run_cli(capsys, "--root", str(mini_root), "build", "--site-dir", str(tmp_path / "site"))
    assert status == 0
    said = [line for line in err.splitlines() if "no card data given" in line]
    assert len(said) == 1 and "--cards PATH" in said[0] and "TWOHG_CARDS" in said[0]
    assert not (tmp_path / "site" / "cards" / "view").exists()
    status, _, err = run_cli(capsys, "--root", str(mini_root), "card", "Guttersnipe")
    assert status != 0 and "no card data given" in err


def test_twohg_card_reads_the_sealed_card_part_and_never_a_forged_one(
    mini_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import hashlib

    from twohg import files
    from twohg.site.search import cache

    monkeypatch.setattr(files.cache, "SETTLE_NS", 0)  # a scratch copy is seconds old: settled at once
    cards = tmp_path / "AtomicCards.json"
    cards.write_text(json.dumps(ATOMIC, ensure_ascii=False), encoding="utf-8")
    given = ("--root", str(mini_root), "card", "Disparacuneta", "--cards", str(cards))
    status, first, _ = run_cli(capsys, *given)
    assert status == 0 and first.startswith("Guttersnipe") and "Disparacuneta" in first
    # An AtomicCards file alone gives names and rulings to every card: none is said to be missing them.
    assert "None" not in first and "not in the card data" not in first
    part = mini_root / files.CACHE_DIR / cache.CARD_PART_FILE
    assert part.is_file()
    # Looked up again from the card part alone: the records are not decoded.
    monkeypatch.setattr(cache, "saved_document", lambda *args, **kwargs: pytest.fail("the records were read"))
    assert run_cli(capsys, *given) == (0, first, "")
    monkeypatch.undo()
    monkeypatch.setattr(files.cache, "SETTLE_NS", 0)
    # The part rewritten with another card's data and its checksum made to hold: its seal says it is not ours.
    header, _, payload = part.read_bytes().partition(b"\n")
    document = json.loads(payload)
    for phrase in document["api"]["phrases"]:
        phrase["says"] = {language: "FORGED" for language in phrase["says"]}
    document["api"]["data"]["dated_until"] = "FORGED"
    forged = json.dumps(document).encode("utf-8")
    head = json.loads(header)
    head["sha256"] = hashlib.sha256(forged).hexdigest()
    part.write_bytes(json.dumps(head).encode("utf-8") + b"\n" + forged)
    assert run_cli(capsys, *given) == (0, first, "")


def test_the_command_line_finds_cards_in_its_folded_name_files_as_the_site_s_name_files_do(
    carded_site: Path, mini_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from twohg import files
    from twohg.site.search import cache
    from twohg.site.search.cardnames import CardNames

    monkeypatch.setattr(files.cache, "SETTLE_NS", 0)  # a scratch copy is seconds old: settled at once
    cards = tmp_path / "AtomicCards.json"
    cards.write_text(json.dumps(ATOMIC, ensure_ascii=False), encoding="utf-8")
    saved = cache.saved_cards(mini_root, cards)[0]
    folded = mini_root / files.CACHE_DIR / cache.CARD_FILES_DIR / cache.FOLDED_NAMES_DIR
    assert sorted(path.name for path in folded.iterdir()) == sorted(
        path.name for path in (carded_site / urls.CARD_NAMES).iterdir()
    )
    # The site's name files hold the rows only: the folded names are the command line's.
    assert {"entries"}.isdisjoint(_read_jsonz(carded_site / names_file(key_of("guttersnipe"))))
    assert not (carded_site / cache.FOLDED_NAMES_DIR).exists()

    def read_site(key: str) -> Any:
        path = carded_site / names_file(key)
        return _read_jsonz(path) if path.is_file() else None

    site = CardNames(read_site, saved.keywords)
    queries = ("Disparacuneta", "gutersnipe", "Guttersnipe 2hg", "disparacuneta card", "evil card", "guttersn", "zzz")
    for query in queries:
        assert saved.find(query, 5) == site.find(query, 5), query
    assert saved.find("Disparacuneta", 1)[0].row.slug == "guttersnipe"
    # Read from the cache again, in a new reading: still the saved folded files, still the same cards.
    again = cache.saved_cards(mini_root, cards)[0]
    assert [again.find(query, 5) for query in queries] == [site.find(query, 5) for query in queries]

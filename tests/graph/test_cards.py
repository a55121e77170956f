"""Tests of the cards stage: rules_src/cards.yaml against the real corpus, and synthetic lists."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Iterable
from functools import cache

import pytest

from conftest import ROOT
from twohg.graph.cards import (
    Card,
    Mention,
    compile_forms,
    corpus_mentions,
    find_mentions,
    load_cards,
    match_line,
    unit_candidates,
    unlinked_mentions,
    unlisted_mentions,
)
from twohg.graph.textunits import TextLine, TextUnit, plain_line
from twohg.ingest.corpus import Corpus, load_corpus
from twohg.problems import Problem

CARDS = "rules_src/cards.yaml"


@cache
def _corpus() -> Corpus:
    return load_corpus(ROOT)


@cache
def _known() -> dict[str, tuple[str, ...]]:
    return {loaded.path: loaded.text.lines for loaded in _corpus().sources}


@cache
def _loaded() -> tuple[tuple[Card, ...], tuple[Problem, ...]]:
    cards, problems = load_cards((ROOT / CARDS).read_text(encoding="utf-8"), CARDS, _known())
    return cards, tuple(problems)


def _cards() -> tuple[Card, ...]:
    return _loaded()[0]


@cache
def _mentions() -> tuple[Mention, ...]:
    return corpus_mentions(_corpus(), _cards())


def _report(items: Iterable[object]) -> str:
    return "\n".join(str(item) for item in items)


# --- the real card list and corpus ------------------------------------------------------------


def test_cards_yaml_has_no_problems() -> None:
    problems = _loaded()[1]
    assert not problems, _report(problems)
    assert len(_cards()) >= 30


def test_every_name_like_span_is_a_known_card() -> None:
    missing = unlinked_mentions(_corpus(), _cards())
    assert not missing, "names that no card of rules_src/cards.yaml accounts for:\n" + _report(missing)


def test_every_mention_is_listed_where_it_is() -> None:
    unlisted = unlisted_mentions(corpus_mentions(_corpus(), _cards()), _cards(), CARDS)
    assert not unlisted, _report(unlisted)


def test_every_listed_line_is_found_by_the_matcher() -> None:
    found = {(m.card, m.file, m.line) for m in _mentions()}
    missed = [
        f"{file}:{line}: {form.text!r} ({card.name})"
        for card in _cards()
        for form in card.forms
        for file, line in form.where
        if (card.name, file, line) not in found
    ]
    assert not missed, _report(missed)


def test_the_detectors_find_names_without_the_list() -> None:
    """With no card list, the markup and phrasing detectors still find the names, in every language."""
    found = {(c.text, c.file, c.line) for c in unlinked_mentions(_corpus(), ())}
    for expected in [
        ("Transcendence", "rules_src/en-dci-2hg-faq-2005.md", 85),
        ("Heartless Hidegetsu's", "rules_src/en-dci-2hg-faq-2005.md", 105),
        ("Verdant Force", "rules_src/en-dci-2hg-faq-2005.md", 43),
        ("Naturalize", "rules_src/en-dci-2hg-faq-2005.md", 192),
        ("Beacon of Immortality", "rules_src/cr-archive/MagicCompRules-en-20241108.txt", 6445),
        ("Foso de Teferi", "rules_src/es-cr-810.md", 27),
        ("Devolver el favor", "rules_src/es-cr-810.md", 79),
        ("Antienne glorieuse", "rules_src/fr-2hg-faq-2012.md", 34),
        ("Ascension du luminaire", "rules_src/fr-2hg-faq-2012.md", 58),
        ("Chacals Sournois", "rules_src/fr-2hg-faq-2012.md", 138),
        ("Thraximundar", "rules_src/fr-2hg-faq-2012.md", 86),
        ("機知の戦い", "rules_src/ja-2hg-summary.txt", 11),
        ("Gifts Ungiven", "rules_src/en-forum-2hg-thread.txt", 105),
    ]:
        assert expected in found
    texts = {text for text, _, _ in found}
    assert not texts & {"Magic", "Magic Tournament Rules", "Forest", "Island", "Forêt", "attacking team", "Ronald"}


@pytest.mark.parametrize(
    ("text_id", "card", "found", "line"),
    [
        ("es-cr-810/810.9", "Flame Rift", "La Fisura llameante", 57),
        ("es-cr-810/810.9", "Flame Rift", "Fisura llameante", 57),
        ("es-cr-810/810.8a", "Platinum Angel", "Ángel de platino", 47),
        ("fr-2hg-faq-2012/q6", "Glorious Anthem", "une Antienne glorieuse", 34),
        ("fr-2hg-faq-2012/q6", "Glorious Anthem", "l'Antienne glorieuse", 34),
        ("fr-2hg-faq-2012/q11", "Luminarch Ascension", "Ascension du luminaire", 58),
        ("fr-2hg-faq-2012/q25", "Lurking Jackals", "des Chacals Sournois", 138),
        ("fr-2hg-faq-2012/q25", "Heartless Hidetsugu", "d'Hidetsugu le malfaisant", 132),
        ("fr-2hg-faq-2012/q36", "Umezawa's Jitte", "du Jitte d'Umezawa", 199),
        ("en-dci-2hg-faq-2005/q21", "Heartless Hidetsugu", "Heartless Hidegetsu's", 105),
        ("cr-en-2005-08-01/606.9a", "Heartless Hidetsugu", "Heartless Hidegetsu's", 2115),
        ("cr-en-2024-11-08/810.9", "Flame Rift", "Flame Rift", 6442),
        ("en-forum-2hg-thread:quote-3/810.9d", "Repay in Kind", "Repay in Kind", 238),
        ("en-forum-2hg-thread/line-105", "Gifts Ungiven", "Gifts Ungiven", 105),
        ("ja-2hg-summary/s1", "Battle of Wits", "機知の戦い", 11),
        ("ja-2hg-summary/s6", "Form of the Dragon", "ドラゴン変化", 70),
    ],
)
def test_mention_links(text_id: str, card: str, found: str, line: int) -> None:
    links = {(link.source, link.target): link for link in find_mentions(_corpus(), _cards())}
    link = links[(text_id, f"card:{card}")]
    assert link.kind == "mentions-card" and link.certain
    assert ("card", found, line) in {(e.kind, e.detail, e.line) for e in link.evidence}


def test_every_source_has_mentions() -> None:
    per_file = Counter(m.file for m in _mentions())
    assert set(per_file) == {loaded.path for loaded in _corpus().sources}
    for mention in _mentions():
        printed = plain_line(_known()[mention.file][mention.line - 1], mention.file.endswith(".md"))
        assert printed[mention.start : mention.end] == mention.found


# --- synthetic lists ---------------------------------------------------------------------------

_FILES = {
    "rules_src/a.md": ("A player controls *Foo Bar*, which reads.", "nothing here", "la Fisura llameante hace"),
    "rules_src/b.txt": ("Heartless Hidegetsu's ability",),
}

_GOOD = """\
cards:
  Foo Bar:
    names:
      en: {name: "Foo Bar", basis: source, where: ["a.md:1"]}
  Flame Rift:
    names:
      en: {name: "Flame Rift", basis: official, evidence: "printed"}
      es: {name: "Fisura llameante", basis: source, where: ["a.md:3"]}
    aliases:
      - {text: "la Fisura llameante", language: es, where: ["a.md:3"], note: "with article"}
    identified: "the Spanish example quotes it"
"""


def test_a_good_list_loads() -> None:
    cards, problems = load_cards(_GOOD, "cards.yaml", _FILES)
    assert problems == []
    assert [c.name for c in cards] == ["Foo Bar", "Flame Rift"]
    rift = cards[1]
    assert rift.id == "card:Flame Rift"
    assert rift.names["es"].where == (("rules_src/a.md", 3),)
    assert rift.names["en"].basis == "official" and rift.names["en"].evidence == "printed"
    assert [a.text for a in rift.aliases] == ["la Fisura llameante"]


_BAD = """\
cards:
  "":
    names:
      en: {name: "", basis: source, where: ["a.md:1"]}
  Foo Bar:
    names:
      en: {name: "Foo Bar", basis: guess, where: ["a.md:1"]}
      de: {name: "Foo Stange", basis: official, evidence: "x"}
  Baz:
    names:
      en: {name: "Baz", basis: source, where: ["nowhere.md:1", "a.md:2", "a.md:99", "a.md"]}
    aliases:
      - {text: "Bazz", language: xx, where: ["a.md:1"]}
  Qux:
    names:
      en: {name: "Qux", basis: source}
      fr: {name: "Quux", basis: official}
  Wrong Key:
    names:
      en: {name: "Other Name", basis: official, evidence: "x"}
  Hidetsugu:
    names:
      es: {name: "Hidetsugu", basis: source, where: ["b.txt:1"]}
    colour: red
  Foo Bar Copy:
    names:
      en: {name: "Foo Bar Copy", basis: official, evidence: "x"}
    aliases:
      - {text: "BAZ", language: en, where: ["a.md:1"]}
    identified: "same words as another card"
"""


@pytest.mark.parametrize(
    ("line", "words"),
    [
        (2, "lacks its English name"),
        (7, "basis must be 'source' or 'official'"),
        (8, "unknown language 'de'"),
        (11, "'nowhere.md:1' names a file not in the corpus"),
        (11, "'a.md:2': 'Baz' is not printed on that line"),
        (11, "'a.md:99': the file has 3 lines"),
        (11, "'a.md' is not file:line"),
        (13, "unknown language 'xx'"),
        (16, "a name read from a source must say 'where'"),
        (17, "an official name must give its 'evidence'"),
        (18, "say how it was 'identified'"),
        (18, "it must equal the key"),
        (21, "lacks its English name under names.en"),
        (24, "unknown field 'colour'"),
        (25, "'baz' is a form of both 'Baz' and 'Foo Bar Copy'"),
    ],
)
def test_bad_entries_are_reported_at_their_line(line: int, words: str) -> None:
    _, problems = load_cards(_BAD, "rules_src/cards.yaml", _FILES)
    assert any(p.line == line and words in p.message for p in problems), _report(problems)
    assert all(str(p).startswith(f"rules_src/cards.yaml:{p.line}: ") for p in problems)


def test_capitals_must_match_the_source() -> None:
    text = 'cards:\n  Foo Bar:\n    names:\n      en: {name: "Foo bar", basis: source, where: ["a.md:1"]}\n'
    _, problems = load_cards(text, "c.yaml", _FILES)
    assert any(p.line == 4 and "printed on that line only with other capitals" in p.message for p in problems)


def test_invalid_yaml_is_one_problem_with_its_line() -> None:
    cards, problems = load_cards("cards:\n  Foo: [\n", "c.yaml", _FILES)
    assert cards == () and len(problems) == 1 and problems[0].line >= 2


def _synthetic_cards() -> tuple[Card, ...]:
    text = """\
cards:
  Flame Rift:
    names:
      en: {name: "Flame Rift", basis: official, evidence: "x"}
      es: {name: "Fisura llameante", basis: official, evidence: "x"}
    identified: "x"
  Platinum Angel:
    names:
      en: {name: "Platinum Angel", basis: official, evidence: "x"}
      es: {name: "Ángel de platino", basis: official, evidence: "x"}
    identified: "x"
  Heartless Hidetsugu:
    names:
      en: {name: "Heartless Hidetsugu", basis: official, evidence: "x"}
    aliases:
      - {text: "Heartless Hidegetsu", language: en, where: ["b.txt:1"]}
    identified: "x"
  Forest:
    names:
      en: {name: "Forest", basis: official, evidence: "x"}
    identified: "x"
"""
    cards, problems = load_cards(text, "c.yaml", _FILES)
    assert problems == []
    return cards


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("un jugador lanza la Fisura llameante, que dice", ["Fisura llameante"]),
        ("LA FISURA LLAMEANTE hace 4 puntos", ["FISURA LLAMEANTE"]),
        ("controla un Angel de platino", []),  # accents are exact
        ("controla un Ángel de platino", ["Ángel de platino"]),
        ("activates Heartless Hidegetsu's ability", ["Heartless Hidegetsu's"]),
        ("Heartless Hidetsugu\u2019s ability", ["Heartless Hidetsugu\u2019s"]),
        ("the creature has forestwalk", []),  # whole words only
        ("Flame Rift deals 4 damage; Flame Rift again", ["Flame Rift", "Flame Rift"]),
    ],
)
def test_matching(text: str, found: list[str]) -> None:
    hits = match_line(compile_forms(_synthetic_cards()), text)
    assert [text[s:e] for s, e, _ in hits] == found


def _unit(language: str, *lines: str, file: str = "rules_src/x.md") -> TextUnit:
    text_lines = tuple(TextLine(i, raw, plain_line(raw, file.endswith(".md"))) for i, raw in enumerate(lines, 1))
    day = dt.date(2010, 1, 1)
    return TextUnit("x/q1", "faq", "x", "faq", language, file, day, day, text_lines)


@pytest.mark.parametrize(
    ("language", "line", "candidates"),
    [
        ("en", '*Example:* a player controls *Mystery Card*, which reads, in part, "x."', ["Mystery Card"]),
        ("en", "**Example:** nothing here but the marker.", []),
        ("en", "*Example, time is called on Team Y's turn. Team Y finishes its turn.*", []),
        ("en", "the active team is the *attacking team* and **incorrect** too", []),
        ("en", "A spell that reads, \"You can't lose the game and your opponents can't win.\"", []),
        ("en", 'His deck holds a "Secret Weapon Card" from the set.', ["Secret Weapon Card"]),
        ("en", 'Example: Unknown Dragon reads "Flying."', ["Unknown Dragon"]),
        ("en", "A player casts Repay in Kind, which reads", ["Repay in Kind"]),
        ("en", "if the defending player controls an Island", []),
        ("en", "A player controls Flame Rift, which reads", []),  # a known card
        ("es", "Un jugador controla Foso de Teferi, que dice", ["Foso de Teferi"]),
        ("fr", "Erica contrôle une Douve de Téfèiri, qui dit", ["Douve de Téfèiri"]),
        ("fr", "Quand une carte dit « vous », elle", []),
        ("fr", "l'un des joueurs contrôle une Forêt, la créature", []),
        ("fr", "le nombre de créature qu'il contrôle ». Ronald et Edward", []),
        ("fr", "référez-vous aux **Magic** Tournament Rules", []),
        ("ja", "あるプレイヤーが《未知のカード》を唱えた。", ["未知のカード"]),
    ],
)
def test_candidates(language: str, line: str, candidates: list[str]) -> None:
    found = unit_candidates(_unit(language, line), compile_forms(_synthetic_cards()))
    assert sorted({c.text for c in found}) == sorted(candidates)
    assert all(c.line == 1 and c.file == "rules_src/x.md" for c in found)


def test_autocard_tags_in_forum_text() -> None:
    unit = _unit("en", "[c]Gifts Ungiven[/c] -> Gifts Ungiven", file="rules_src/forum.txt")
    found = unit_candidates(unit, ())
    assert [(c.text, c.how, str(c)) for c in found] == [
        ("Gifts Ungiven", "autocard tag", "rules_src/forum.txt:1: 'Gifts Ungiven' (autocard tag)")
    ]

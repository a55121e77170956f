"""Tests of the cards stage: rules_src/cards.yaml against the real corpus, and synthetic lists."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Iterable
from functools import cache

import pytest

from conftest import ROOT
from conftest import real_corpus as _corpus
from twohg.graph.cards import (
    Card,
    Matcher,
    Mention,
    corpus_mentions,
    find_mentions,
    load_cards,
    unit_candidates,
    unit_mentions,
    unlinked_mentions,
    unprinted_forms,
)
from twohg.graph.textunits import TextLine, TextUnit, plain_line
from twohg.problems import Problem

CARDS = "rules_src/cards.yaml"


@cache
def _known() -> dict[str, tuple[str, ...]]:
    return {loaded.path: loaded.text.lines for loaded in _corpus().sources}


@cache
def _loaded() -> tuple[tuple[Card, ...], tuple[Problem, ...]]:
    cards, problems = load_cards((ROOT / CARDS).read_bytes(), CARDS)
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


def test_every_source_form_is_printed_somewhere() -> None:
    unprinted = unprinted_forms(_mentions(), _cards(), CARDS)
    assert not unprinted, _report(unprinted)


def test_mentions_are_found_in_every_edition_without_a_list_of_lines() -> None:
    editions = {m.text_id.split("/")[0] for m in _mentions() if m.card == "Transcendence"}
    assert len([e for e in editions if e.startswith("cr-en-")]) > 80  # every edition since 2005 prints its example
    assert "en-dci-2hg-faq-2005" in editions


def test_a_name_garbled_by_the_publisher_is_its_card_and_noted() -> None:
    """The May 2008 rulebook prints "Teferi?s Moat" (its mojibake for an apostrophe)."""
    garbled = [m for m in _mentions() if m.text_id.startswith("cr-en-2008-05-01/") and m.card == "Teferi's Moat"]
    assert garbled and all(m.found == "Teferi?s Moat" and m.garbled for m in garbled)
    mention = garbled[0]
    links = [link for link in find_mentions(_corpus(), _cards()) if link.source == mention.text_id]
    (evidence,) = [e for link in links for e in link.evidence if e.line == mention.line]
    assert evidence.detail == "Teferi?s Moat (the file prints ? for the apostrophe: the publisher's mojibake)"
    assert not [c for c in unlinked_mentions(_corpus(), _cards()) if "Teferi" in c.text]


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
    # Every source names cards but the tournament rules, which have no examples.
    tournament = {loaded.path for loaded in _corpus().sources if loaded.entry.kind == "tournament-rules"}
    assert tournament and set(per_file) == {loaded.path for loaded in _corpus().sources} - tournament
    for mention in _mentions():
        printed = plain_line(_known()[mention.file][mention.line - 1], mention.file.endswith(".md"))
        assert printed[mention.start : mention.end] == mention.found


# --- synthetic lists ---------------------------------------------------------------------------

_GOOD = """\
cards:
  Foo Bar:
    names:
      en: {name: "Foo Bar", basis: source}
  Flame Rift:
    names:
      en: {name: "Flame Rift", basis: official, evidence: "printed"}
      es: {name: "Fisura llameante", basis: source}
    aliases:
      - {text: "la Fisura llameante", language: es, note: "with article"}
    identified: "the Spanish example quotes it"
"""


def test_a_good_list_loads() -> None:
    cards, problems = load_cards(_GOOD, "cards.yaml")
    assert problems == []
    assert [c.name for c in cards] == ["Foo Bar", "Flame Rift"]
    rift = cards[1]
    assert rift.id == "card:Flame Rift"
    assert rift.names["es"].basis == "source" and rift.names["es"].line == 8
    assert rift.names["en"].basis == "official" and rift.names["en"].evidence == "printed"
    assert [a.text for a in rift.aliases] == ["la Fisura llameante"]


_BAD = """\
cards:
  Foo Bar:
    names:
      en: {name: "Foo Bar", basis: guess}
      de: {name: "Foo Stange", basis: official, evidence: "x"}
  Baz:
    names:
      en: {name: "Baz", basis: source, where: ["a.md:2"]}
    aliases:
      - {text: "Bazz", language: xx}
  Qux:
    names:
      en: {name: "Qux", basis: source}
      fr: {name: "Quux", basis: official}
  Wrong Key:
    names:
      en: {name: "Other Name", basis: official, evidence: "x"}
  Hidetsugu:
    names:
      es: {name: "Hidetsugu", basis: source}
    colour: red
  Foo Bar Copy:
    names:
      en: {name: "Foo Bar Copy", basis: official, evidence: "x"}
    aliases:
      - {text: "BAZ", language: en}
    identified: "same words as another card"
  Baz:
    names:
      en: {name: "Baz", basis: official, evidence: "x"}
"""


@pytest.mark.parametrize(
    ("line", "words"),
    [
        (4, "'guess' is not one of: source, official"),
        (5, "'de' is not one of: en, es, fr, ja"),
        (8, "unknown key 'where' (allowed: name, basis, evidence, note)"),
        (10, "'xx' is not one of: en, es, fr, ja"),
        (14, "names.fr of 'Qux': an official name must give its 'evidence'"),
        (16, "say how it was 'identified'"),
        (17, "names.en of 'Wrong Key' is 'Other Name': it must equal the key"),
        (19, "card 'Hidetsugu' lacks its English name under names.en"),
        (21, "unknown key 'colour' (allowed: names, aliases, identified, note)"),
        (23, "'baz' is a form of both 'Baz' and 'Foo Bar Copy'"),
        (28, "key 'Baz' repeats the one on line 6"),
    ],
)
def test_bad_entries_are_reported_at_their_line(line: int, words: str) -> None:
    _, problems = load_cards(_BAD, "rules_src/cards.yaml")
    assert any(p.line == line and words in p.message for p in problems), _report(problems)
    assert all(str(p).startswith(f"rules_src/cards.yaml:{p.line}: ") for p in problems)


def test_a_source_form_must_be_printed_as_written() -> None:
    text = (
        "cards:\n  Foo Bar:\n    names:\n"
        '      en: {name: "Foo Bar", basis: official, evidence: "x"}\n'
        '      es: {name: "foo bar", basis: source}\n'
        '    aliases:\n      - {text: "Fu Bar", language: en}\n'
        '    identified: "x"\n'
    )
    cards, problems = load_cards(text, "c.yaml")
    assert problems == []
    mentions = unit_mentions_of(_unit("en", "A player controls *Foo Bar*, which reads."), cards)
    assert [str(p) for p in unprinted_forms(mentions, cards, "c.yaml")] == [
        "c.yaml:5: names.es (basis: source) 'foo bar' of 'Foo Bar' is printed only with other capitals",
        "c.yaml:7: alias 'Fu Bar' of 'Foo Bar' is printed in no source",
    ]


def test_hostile_yaml_is_one_line_problems() -> None:
    cards, problems = load_cards("cards:\n  Foo: [\n", "c.yaml")
    assert cards == () and len(problems) == 1 and problems[0].line >= 2
    bomb = "a: &a [x]\ncards: *a\n"
    assert [str(p) for p in load_cards(bomb, "c.yaml")[1]] == [
        "c.yaml:1: not valid YAML: anchors and aliases (& and *) are not allowed in data files"
    ]
    assert [str(p) for p in load_cards('cards:\n  "Foo\x85": {names: {}}\n', "c.yaml")[1]] == [
        "c.yaml:2: control character U+0085 is not allowed"
    ]
    assert [str(p) for p in load_cards("cards:\n  Foo:\n    names: 42\n", "c.yaml")[1]] == [
        "c.yaml:3: expected names by language, found '42'"
    ]


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
      - {text: "Heartless Hidegetsu", language: en}
    identified: "x"
  Forest:
    names:
      en: {name: "Forest", basis: official, evidence: "x"}
    identified: "x"
"""
    cards, problems = load_cards(text, "c.yaml")
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
        ("controls Heartless Hidegetsu?s creature", ["Heartless Hidegetsu?s"]),  # the publisher's "?" apostrophe
    ],
)
def test_matching(text: str, found: list[str]) -> None:
    hits = Matcher(_synthetic_cards()).match(text)
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
    found = unit_candidates(_unit(language, line), Matcher(_synthetic_cards()))
    assert sorted({c.text for c in found}) == sorted(candidates)
    assert all(c.line == 1 and c.file == "rules_src/x.md" for c in found)


def test_autocard_tags_in_forum_text() -> None:
    unit = _unit("en", "[c]Gifts Ungiven[/c] -> Gifts Ungiven", file="rules_src/forum.txt")
    found = unit_candidates(unit, Matcher(()))
    assert [(c.text, c.how, str(c)) for c in found] == [
        ("Gifts Ungiven", "autocard tag", "rules_src/forum.txt:1: 'Gifts Ungiven' (autocard tag)")
    ]


def unit_mentions_of(unit: TextUnit, cards: tuple[Card, ...]) -> tuple[Mention, ...]:
    return unit_mentions(unit, Matcher(cards))

"""The reviewed card phrases: what a card's words engage, and a table that cannot go stale."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from conftest import ROOT, real_cards_or_skip
from twohg.graph.assembly import Graph, _outside_meanings
from twohg.graph.cards.engaged import RuleHistory
from twohg.graph.cards.phrases import PhraseTable, load_phrases, phrase_problems
from twohg.graph.prose import held_numbers

REAL_TABLE = ROOT / "rules_src" / "card-phrases.yaml"


def _entry(key: str, match: str, rules: str) -> str:
    return (
        f"  {key}:\n    match: [{match}]\n    rules: [{rules}]\n    notable: true\n    source: CR.\n    says:\n"
        '      en: "e"\n      es: "s"\n      fr: "f"\n      ja: "j"\n'
    )


def _table(written: str, *entries: str) -> tuple[PhraseTable, list[str]]:
    table, problems = load_phrases(f"written: {written}\nphrases:\n" + "".join(entries), "t.yaml")
    assert table is not None, problems
    return table, [str(p) for p in problems]


def _stale(graph: Graph, table: PhraseTable) -> list[str]:
    meaning_of = {text: m.id for node in graph.nodes for m in node.meanings for text in m.texts}
    pages = frozenset(node.id for node in graph.nodes if not node.external) | graph.outside_pages
    outside = _outside_meanings(table.numbers, graph.outside_history, table.written, graph.lineage.editions[-1])
    held = held_numbers(text.id for text in graph.lineage.texts)
    return [str(p) for p in phrase_problems(table, graph.lineage.editions, meaning_of, held, outside, pages, "t.yaml")]


def test_the_real_table_holds_against_the_newest_edition(real_graph: Graph) -> None:
    table, problems = load_phrases(REAL_TABLE.read_text(encoding="utf-8"))
    assert problems == [] and table is not None
    assert _stale(real_graph, table) == []
    assert real_graph.phrases is not None and real_graph.phrases.written == table.written
    # Every phrase says what changes in each language of the site.
    assert all(set(phrase.says) == {"en", "es", "fr", "ja"} for phrase in table.phrases)


def test_a_number_that_means_another_rule_today_stops_the_build_at_its_line(real_graph: Graph) -> None:
    table, _ = _table(
        "cr-en-2017-09-29",
        _entry("damage-order", "damage assignment order", '"805.10f"'),  # another rule since 2024
        _entry("attack-alone", "attacks alone", '"810.7a"'),  # removed in 2018
        _entry("mulligans", "mulligan", '"103.4"'),  # the mulligan rule until 2022, the starting life total since
        _entry("exalted", "exalted", '"702.83"'),  # a rule the site does not hold
    )
    assert _stale(real_graph, table) == [
        "t.yaml:5: damage-order: 805.10f (as in cr-en-2017-09-29) is another rule from cr-en-2024-11-08 on: name the "
        "rule in force that says it, and write the edition of the newest rulebook under 'written'",
        "t.yaml:15: attack-alone: 810.7a (as in cr-en-2017-09-29) is no longer printed from cr-en-2018-04-27 on: name "
        "the rule in force that says it, and write the edition of the newest rulebook under 'written'",
        "t.yaml:25: mulligans: 103.4 is another rule in the newest edition than in cr-en-2017-09-29: name the rule "
        "that carries what it said",
        "t.yaml:35: exalted: 702.83 is neither a Two-Headed Giant rule of cr-en-2017-09-29 nor a rule this site "
        "holds in both that edition and the newest: name the rule that says it",
    ]
    unknown, _ = _table("cr-en-1999-01-01", _entry("x", "x", '"810.4"'))
    assert _stale(real_graph, unknown) == ["t.yaml:1: written: cr-en-1999-01-01 is no official edition of the archive"]


def test_a_phrase_belongs_to_one_entry_and_starts_with_a_word() -> None:
    _, problems = _table(
        "cr-en-2026-04-17",
        _entry("a", "each opponent", '"102.3"'),
        _entry("b", '"Each  Opponent ... loses"', '"810.9"'),
    )
    assert problems == []
    _, problems = _table(
        "cr-en-2026-04-17",
        _entry("a", "each opponent", '"102.3"'),
        _entry("b", "each opponent", '"810.9"'),
        _entry("c", "... life", '"810.9"'),
    )
    assert problems == [
        "t.yaml:14: b: 'each opponent' is already a phrase of 'a': a phrase belongs to one entry",
        "t.yaml:24: c: '... life' must start with a word or a number",
    ]


@pytest.mark.parametrize(
    ("text", "engaged"),
    [
        # The longest phrase at a place is the one found: "can't lose the game" is not also "lose the game".
        ("You can't lose the game and your opponents can't win the game.", ("cant-lose-or-win", "each-opponent")),
        # "#" is a figure, X, a number word or "that much"; a curly apostrophe is an apostrophe.
        ("At the beginning of each player’s upkeep, that player loses X life.", ("lose-life", "each-players-step")),
        # A phrase inside a longer one is the longer one's: "each opponent" in "each opponent loses".
        ("Each opponent loses that much life.", ("opponents-life-loss", "lose-life")),
        # A phrase never runs across punctuation.
        ("Choose one opponent. Lose the game? No: life", ("lose-the-game",)),
        ("Whenever you gain life, put a +1/+1 counter on this creature.", ("life-gain",)),
        ("Flying", ()),
    ],
)
def test_a_text_engages_the_phrases_it_prints(text: str, engaged: tuple[str, ...]) -> None:
    table, _ = load_phrases(REAL_TABLE.read_text(encoding="utf-8"))
    assert table is not None
    assert table.engaged(text) == engaged


def test_what_changed_in_a_rule_after_a_date_is_read_in_its_history(real_graph: Graph) -> None:
    history = RuleHistory(real_graph)
    # 810.7 became "uses the combat rules for the shared team turns option" in 2018 (and was reworded in 2017).
    assert [(c.date, c.how) for c in history.changes("810.7", dt.date(2008, 10, 1))] == [
        (dt.date(2017, 6, 5), "reworded"),
        (dt.date(2018, 4, 27), "reworded"),
    ]
    assert history.changes("810.7", dt.date(2018, 4, 27)) == ()
    # The 2018 pronouns ("his or her" -> "their") change no meaning: 810.8b has said the same since 2010.
    assert history.changes("810.8b", dt.date(2011, 1, 1)) == ()
    # A rule outside the 2HG sections: 103.4a, the 2HG starting life total, said the same since it was printed there.
    assert history.changes("102.3", dt.date(2024, 1, 1)) == ()


def test_the_real_cards_engage_the_rules_their_words_print() -> None:
    index = real_cards_or_skip()
    snipe = index.card("Guttersnipe")
    assert snipe is not None and snipe.phrases == ("opponents-life-loss",) and snipe.notable
    magus = index.card("Magus of the Abyss")
    assert magus is not None and magus.rules == ("805.4d",)
    # Every official 2HG ruling is about at least one rule, and the rules list its card back.
    two_headed = [(view, ruling) for view in index.cards for ruling in view.two_headed]
    assert len(two_headed) == 215 and all(ruling.rules for _, ruling in two_headed)
    for view, ruling in two_headed:
        assert all(view.card.name in {name for name, _ in index.by_rule[rule]} for rule in ruling.rules)
    # A ruling of 2008 on attacking alone was written before 810.7 changed (2018): outdated; Baird's of 2018 is not
    # outdated by that change, and Guttersnipe's of 2018 holds.
    squire = index.card("Akrasan Squire")
    assert squire is not None
    [old] = squire.two_headed
    assert old.outdated and ("810.7", dt.date(2018, 4, 27)) in {(c.rule, c.date) for c in old.changes}
    baird = index.card("Baird, Steward of Argive")
    assert baird is not None and "810.7" not in {c.rule for c in baird.two_headed[0].changes}
    assert not snipe.two_headed[0].outdated
    # A ruling that cites a rule number means it as the edition of its date printed it.
    lawyer = index.card("Rules Lawyer")
    assert lawyer is not None and lawyer.two_headed[0].cited == (
        ("704.5s", "cr-en-2018-01-19"),
        ("704.5t", "cr-en-2018-01-19"),
    )


def test_the_table_file_is_where_the_build_reads_it() -> None:
    assert Path(REAL_TABLE).is_file()

"""Rewordings that change no meaning: the reviewed substitutions, and how a comparison folds them."""

from __future__ import annotations

import pytest

from conftest import run_cli
from twohg.graph.assembly import Graph
from twohg.graph.compare import CATEGORIES, Comparison, compare, ordered, summary
from twohg.graph.reports import render_rewordings
from twohg.graph.rewordings import glossary_swaps, reviewed_rewordings, used
from twohg.profiles import LABELS

FILE = "rules_src/alignment/rewordings.yaml"
ENTRY = (
    "  - words: {}\n    became: [{}]\n    occasion: Dominaria (2018)\n    source: https://example.org\n    says: x\n"
)
DOMINARIA = ("cr-en-2017-06-05", "cr-en-2018-04-27")


def _categories(comparison: Comparison) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {category: set() for category in CATEGORIES}
    for group in comparison.groups:
        found[group.category].update(group.new_numbers or group.old_numbers)
    return found


def test_the_file_is_read_and_a_bad_entry_is_one_line_at_its_place() -> None:
    found, problems = reviewed_rewordings("rewordings:\n" + ENTRY.format("his or her", "their, a"), FILE)
    assert problems == [] and found[0].became == ("their", "a") and found[0].line == 2
    assert found[0].pairs == ((("his", "or", "her"), ("their",)), (("his", "or", "her"), ("a",)))
    assert reviewed_rewordings(None, FILE) == ((), [])
    cases = {
        ENTRY.format("his or her", "their") * 2: f"{FILE}:7: 'his or her' is listed twice",
        ENTRY.format("His or her,", "his or her"): f"{FILE}:3: 'His or her,' becomes itself",
        ENTRY.format("his or her", "'...'"): f"{FILE}:2: a rewording needs words on both sides",
        ENTRY.format("his or her", "their").replace("    says: x\n", ""): f"{FILE}:2: lacks 'says'",
        ENTRY.format("his or her", "their").replace("https://example.org", "see the M10 FAQ"): f"{FILE}:5: ",
    }
    for body, said in cases.items():
        _, problems = reviewed_rewordings(body if body.startswith("rewordings") else "rewordings:\n" + body, FILE)
        assert len(problems) == 1 and str(problems[0]).startswith(said), (body, problems)
        assert "\n" not in str(problems[0])


def test_a_diff_is_a_rewording_only_when_every_change_is_listed() -> None:
    found, _ = reviewed_rewordings("rewordings:\n" + ENTRY.format("his or her", "their, that player’s"), FILE)
    pronoun = [("equal", "from"), ("delete", "his or her"), ("insert", "their"), ("equal", "library.")]
    assert used(pronoun, found) == ((found[0], "his or her", "their"),)
    # Either way round (a comparison run backwards), whatever the case, quotes and punctuation around the words.
    backwards = [("delete", "That player's"), ("insert", "His or her"), ("equal", "team")]
    assert used(backwards, found) == ((found[0], "that player’s", "his or her"),)  # said the way the texts changed
    # One change that is not listed makes the whole diff a change of meaning; no change is no rewording.
    assert used([*pronoun, ("delete", "30"), ("insert", "40")], found) is None
    assert used([("equal", "the same words")], found) is None


def test_dominaria_pronouns_are_rewordings_and_the_combat_rules_a_change_of_meaning(real_graph: Graph) -> None:
    """2017-06-05 -> 2018-04-27, checked by reading both editions: eight rules only changed 'his or her' (and
    'whether or not he or she'); 805.8, 805.10d, 805.10e, 810.7 and 810.8a changed what they say."""
    comparison = compare(real_graph.lineage, *DOMINARIA, real_graph.rewordings)
    categories = _categories(comparison)
    assert categories["wording"] == {"805.3a", "805.3b", "805.5a", "805.6a", "810.8b", "810.9a", "810.9e", "810.10d"}
    assert categories["meaning"] == {"805.8", "805.10d", "805.10e", "810.7", "810.8a"}
    assert categories["added-removed"] == {f"810.7{letter}" for letter in "abcdef"}
    # The same pair backwards folds the same rules.
    assert _categories(compare(real_graph.lineage, *reversed(DOMINARIA), real_graph.rewordings)) == categories
    # Without the reviewed list, every rewording is a change of meaning.
    assert _categories(compare(real_graph.lineage, *DOMINARIA))["wording"] == set()
    shown = [g.category for g in ordered(comparison)]
    assert shown == sorted(shown, key=CATEGORIES.index)


def test_the_summary_says_the_changes_in_a_sentence_each(real_graph: Graph) -> None:
    comparison = compare(real_graph.lineage, *DOMINARIA, real_graph.rewordings)
    lines = summary(comparison, real_graph.resolver.texts, real_graph.resolver.dates, LABELS["en"])
    assert "810.7a removed; its words stand in 805.10a today." in lines
    assert "810.7e removed; its words stood in 805.10f until 2024-11-08." in lines
    assert "Reworded 805.8: “controller of that effect” → “first player”." in lines
    assert lines[-1].startswith("Reworded without a change of meaning: 8 (") and "“his or her” → “their”" in lines[-1]
    # Backwards, the texts changed the other way: said so.
    backwards = compare(real_graph.lineage, *reversed(DOMINARIA), real_graph.rewordings)
    back = summary(backwards, real_graph.resolver.texts, real_graph.resolver.dates, LABELS["en"])
    assert "“their” → “his or her”" in back[-1] and "“his or her” → “their”" not in back[-1]
    m10 = compare(real_graph.lineage, "cr-en-2009-05-01", "cr-en-2009-07-11", real_graph.rewordings)
    said = summary(m10, real_graph.resolver.texts, real_graph.resolver.dates, LABELS["en"])
    assert any(line.startswith("Renumbered: ") and "606 → 806" in line for line in said), said
    # "plays" -> "casts" under a new number is a renumbering, not a change of meaning.
    flame_rift = next(g for g in m10.groups if g.old_numbers == ("606.9",))
    assert flame_rift.category == "renumbered"
    assert [(old, new) for _, old, new in flame_rift.rewordings] == [("plays", "casts")]
    # In the reader's language.
    spanish = summary(comparison, real_graph.resolver.texts, real_graph.resolver.dates, LABELS["es"])
    assert "810.7a eliminada; sus palabras están hoy en 805.10a." in spanish


@pytest.mark.usefixtures("graph_loaded_once")
def test_cli_prints_the_summary_and_the_groups(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_cli(capsys, "report", "changes", "--from", "2017-06-05", "--to", "2018-04-27")
    assert (status, err) == (0, "")
    head, _, rest = out.partition("In short:\n")
    assert "  810.7a removed; its words stand in 805.10a today.\n" in rest
    sections = [line for line in rest.splitlines() if line and not line.startswith(" ")]
    assert sections == [
        "Added and removed:",
        "Changes of meaning:",
        "Rewordings that change no meaning (8):",
        "Unchanged (39):",
    ]
    assert "  reworded: 805.3a, 805.3b, 805.5a, 805.6a, 810.8b, 810.9a, 810.9e, 810.10d\n" in rest


@pytest.mark.parametrize(
    ("words", "became", "why"),
    [
        ("can", "can't", "adds or removes a negation"),
        ("may", "may not", "adds or removes a negation"),
        ("can", "cannot", "adds or removes a negation"),
        ("with", "without", "adds or removes a negation"),
        ("never", "always", "adds or removes a negation"),
        ("30", "40", "changes a number"),
        ("thirty", "forty", "changes a number"),
        ("rule 810.4", "rule 810.5", "changes a number"),
        ("twice", "once", "changes a number"),
    ],
)
def test_a_substitution_that_changes_a_negation_or_a_number_is_an_error_at_its_line(
    words: str, became: str, why: str
) -> None:
    found, problems = reviewed_rewordings("rewordings:\n" + ENTRY.format(words, became), FILE)
    assert found == () and len(problems) == 1
    said = str(problems[0])
    assert said.startswith(f"{FILE}:3: {words!r} -> {became!r} {why}") and "\n" not in said
    # "whether or not" says no "not": the Dominaria entry that took it out stands; so does a negation kept.
    kept = "rewordings:\n" + ENTRY.format("or not he or she", "that player") + ENTRY.format("can't", "cannot")
    assert reviewed_rewordings(kept, FILE)[1] == []


GLOSSARY = [
    ("Battlefield", "A zone. It used to be known as the “in-play” zone. See rule 403, “Battlefield.”"),
    ("In Play (Obsolete)", "An obsolete term for the battlefield."),
    ("Teammate", "In a multiplayer game between teams, a player's teammates are the other players on their team."),
    ("Opponent", "Someone a player is playing against."),
    ("Exile", "1. A zone. It used to be known as the “removed-from-the-game” zone."),
    ("Game", "A game of Magic."),
]


def _swap_entry(words: str, became: str) -> str:
    return (
        "rewordings:\n"
        f"  - words: {words}\n"
        f"    became: [{became}]\n"
        "    occasion: A release\n"
        "    source: https://example.org/notes\n"
        "    says: It says so.\n"
    )


@pytest.mark.parametrize(
    ("words", "became", "swapped"),
    [
        ("teammate", "opponent", True),  # two things the glossary defines apart: a change of meaning
        ("each teammate", "each opponent's", True),
        ("in play", "on the battlefield", False),  # the glossary calls one the other's former name
        ("removed from the game", "exiled", False),
        ("his or her", "their", False),  # no glossary term on either side
    ],
)
def test_a_substitution_that_swaps_glossary_terms_is_an_error_unless_the_glossary_renames_one(
    words: str, became: str, swapped: bool
) -> None:
    file = "rules_src/alignment/rewordings.yaml"
    rewordings, problems = reviewed_rewordings(_swap_entry(words, became), file)
    assert not problems
    found = [str(problem) for problem in glossary_swaps(rewordings, GLOSSARY, file)]
    if swapped:
        assert len(found) == 1 and found[0].startswith(f"{file}:2: {words!r} -> {became!r} swaps what the glossary")
        assert "a change of meaning, never a rewording" in found[0]
    else:
        assert found == []


def test_the_rewordings_report_names_each_rule_an_entry_folds(real_graph: Graph) -> None:
    said = render_rewordings(real_graph)
    entry = said.split("comes into play -> enters the battlefield", 1)[1].split("\n\n", 1)[0]
    assert "1 change folded" in entry and "810.7c -> 810.7c  2011-07-15 -> 2011-09-30" in entry
    pronouns = said.split("line 10: his or her", 1)[1].split("\n\n", 1)[0]
    assert "805.3a -> 805.3a  2018-01-19 -> 2018-04-27" in pronouns

"""Tests of the FAQ parser on the two FAQs in rules_src/ and on synthetic input."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import ROOT
from twohg.ingest.parsers import ParseContext
from twohg.ingest.parsers.faq import parse
from twohg.ingest.units import FaqEntry, ParsedSource
from twohg.profiles import profile

EN = "rules_src/en-dci-2hg-faq-2005.md"
FR = "rules_src/fr-2hg-faq-2012.md"


def _lines(path: str) -> list[str]:
    return (ROOT / path).read_text(encoding="utf-8").split("\n")


@cache
def _parsed(path: str, language: str) -> ParsedSource:
    return parse(_lines(path), ParseContext(source_id="x", path=path, profile=profile(language)))


def _en() -> ParsedSource:
    return _parsed(EN, "en")


def _fr() -> ParsedSource:
    return _parsed(FR, "fr")


def _parse(text: str, language: str = "en") -> ParsedSource:
    return parse(text.split("\n"), ParseContext(source_id="x", path="x.md", profile=profile(language)))


def _accounted(result: ParsedSource) -> Counter[int]:
    lines = [line for entry in result.faq for line in entry.lines]
    lines += [line for record in result.not_rules for line in record.lines]
    return Counter(lines)


def _assert_every_line_once(lines: Sequence[str], result: ParsedSource) -> None:
    accounted = _accounted(result)
    non_blank = {i for i, line in enumerate(lines, start=1) if line.strip()}
    assert set(accounted) == non_blank
    assert all(count == 1 for count in accounted.values())


def _entry(result: ParsedSource, line: int) -> FaqEntry:
    return next(e for e in result.faq if e.line == line)


# --- the 2005 English FAQ ---------------------------------------------------------------


def test_en_counts() -> None:
    result = _en()
    assert len(result.faq) == 48
    assert sum(len(e.examples) for e in result.faq) == 13
    assert sum(len(e.notes) for e in result.faq) == 1
    assert len(result.not_rules) == 3
    assert result.problems == ()
    assert [e.index for e in result.faq] == list(range(1, 49))


def test_en_every_line_accounted_for() -> None:
    _assert_every_line_once(_lines(EN), _en())


def test_en_preamble() -> None:
    reasons = {r.lines: (r.reason, r.text) for r in _en().not_rules}
    assert reasons == {
        (3,): ("document title", "DCI™ Two-Headed Giant FAQ"),
        (5,): ("publication date", "September 5, 2005"),
        (7,): (
            "preamble: where to find the latest version",
            "This document will be updated regularly; please check www.thedci.com/docs for the most current version.",
        ),
    }


def test_en_questions_in_both_markups() -> None:
    faq = _en().faq
    assert faq[0].question == "What is the Two-Headed Giant format?"
    assert faq[0].line == 9
    assert faq[8].question == "How does priority work?"  # first bold-only question
    assert faq[8].line == 45
    assert faq[-1].question == "Will there be a Two-Headed Giant Pro Tour?"
    assert _entry(_en(), 21).question == "Do players on a team get to share mana? Cards?"
    for entry in faq:
        assert entry.question.endswith("?")
        assert not any(mark in entry.question for mark in ("*", "#"))


def test_en_life_totals() -> None:
    entry = next(e for e in _en().faq if e.question == "How do life totals work?")
    assert entry.answer == ("Each team has a shared life total, which starts at 40 life.",)
    assert entry.lines == (17, 19)


def test_en_note_on_606_9c() -> None:
    entry = _entry(_en(), 119)
    assert len(entry.notes) == 1
    note = entry.notes[0]
    assert note.startswith("The rule and example in section 606.9c of the Comprehensive Rules")
    assert "are incorrect." in note
    assert "*" not in note and not note.startswith("Note")
    assert entry.lines == (119, 121, 123, 125)
    assert len(entry.answer) == 1 and len(entry.examples) == 1


def test_en_example_markups() -> None:
    examples = {ex.lines[0]: ex for e in _en().faq for ex in e.examples}
    assert sorted(examples) == [25, 43, 85, 87, 89, 99, 105, 109, 111, 117, 123, 166, 192]
    assert {ex.marker for ex in examples.values()} == {"Example:", "Example,"}
    assert examples[25].text.startswith("Player A has a Glorious Anthem in play.")  # *Example: ...*
    assert examples[85].text.startswith("In a Two-Headed Giant game, a player controls Transcendence, which")
    assert examples[109].text.startswith("In a Two-Headed Giant game, a player controls Test of Endurance")
    assert examples[166].marker == "Example,"
    assert examples[166].text.startswith("time is called on Team Y's turn.")
    assert examples[192].text.startswith("if one player is using four copies")
    for ex in examples.values():
        assert "*" not in ex.text and not ex.text.startswith(("Example", ":"))


def test_en_split_example_is_joined() -> None:
    entry = _entry(_en(), 101)
    example = entry.examples[0]
    assert example.lines == (105, 107)
    assert "For the purposes of this ability, each player on that team is considered to be at 9 life." in example.text
    assert example.text.endswith("The team will end up at 9 life.")
    assert len(entry.examples) == 3
    assert len(entry.answer) == 1


def test_en_list_items_are_answer_paragraphs() -> None:
    entry = _entry(_en(), 139)
    assert entry.answer[0] == "Teams should do the following before playing:"
    assert entry.answer[1].startswith("1. Players should be seated with the primary player (Player A)")
    assert entry.answer[6] == "6. Each player, in turn order, decides whether to mulligan."
    assert entry.answer[7] == "Once all mulligans are resolved, the game can begin."
    assert len(entry.answer) == 8


def test_en_links_and_escapes() -> None:
    url = "http://www.wizards.com/default.asp?x=magic/rules/tourneyplayer"
    assert _entry(_en(), 214).answer[0].endswith(f"can be found at {url}")
    answer = _entry(_en(), 234).answer[0]
    assert "special $5000 Two-Headed Giant tournament" in answer
    assert answer.endswith("www.wizards.com/default.asp?x=welcome/conventions/genconindy05")


# --- the 2012 French FAQ ----------------------------------------------------------------


def test_fr_counts() -> None:
    result = _fr()
    assert len(result.faq) == 43
    assert sum(len(e.examples) for e in result.faq) == 17
    assert sum(len(e.notes) for e in result.faq) == 0
    assert len(result.not_rules) == 3
    assert result.problems == ()
    assert [e.index for e in result.faq] == list(range(1, 44))


def test_fr_every_line_accounted_for() -> None:
    _assert_every_line_once(_lines(FR), _fr())


def test_fr_preamble() -> None:
    reasons = {r.lines: r.reason for r in _fr().not_rules}
    assert reasons == {
        (3,): "document title",
        (4,): "publication date",
        (6, 8): "preamble: where to find the latest version",
    }
    assert _fr().not_rules[1].text == "1er janvier 2012"


def test_fr_questions() -> None:
    faq = _fr().faq
    assert faq[0].question == "Qu'est-ce que le Troll à deux têtes ?"
    assert faq[0].answer[0].startswith("Le Troll à deux têtes est un format")
    assert faq[-1].question == "Où puis-je trouver les règles de tournois concernant le Troll à deux têtes ?"
    for entry in faq:
        assert entry.question.endswith(" ?")


def test_fr_example_markups() -> None:
    examples = {ex.lines[0]: ex for e in _fr().faq for ex in e.examples}
    assert len(examples) == 17
    assert {ex.marker for ex in examples.values()} == {"Exemple:", "Exemple :"}
    # ***Exemple:** ...*
    assert examples[56].marker == "Exemple:"
    assert examples[56].text.startswith("La Force verdoyante dit « Au début de chaque entretien")
    assert examples[56].text.endswith("pendant l'entretien de l'équipe adverse.")
    assert examples[58].text.startswith("L'Ascension du luminaire dit")
    # *Exemple : ...*  and  **Exemple :** ...
    assert examples[86].marker == "Exemple :"
    assert examples[86].text.startswith("Alan attaque avec Thraximundar")
    assert examples[136].text.startswith("Un joueur contrôle Test d'endurance")
    for ex in examples.values():
        assert "*" not in ex.text


def test_fr_split_example_is_joined() -> None:
    entry = _entry(_fr(), 128)
    example = entry.examples[0]
    assert example.lines == (132, 134)
    assert "inflige à chaque joueur un nombre de blessures égal à la moitié du total de points de vie" in example.text
    assert example.text.endswith("L'équipe se retrouve à 1 point de vie.")
    assert len(entry.examples) == 3


def test_fr_split_answers_are_joined() -> None:
    priority = _entry(_fr(), 68)
    assert len(priority.answer) == 1
    assert "Si aucun des joueurs d'une équipe ne souhaite faire quelque chose" in priority.answer[0]
    assert priority.lines == (68, 70, 72)
    play_draw = _entry(_fr(), 160)
    assert len(play_draw.answer) == 1
    assert "avant que le choix ne soit fait, l'équipe joue en premier." in play_draw.answer[0]


def test_fr_list_items() -> None:
    entry = _entry(_fr(), 166)
    assert entry.answer[1] == "1. Les joueurs s'assoient avec le joueur principal à la droite de son coéquipier."
    assert entry.answer[2] == "2. Les joueurs mélangent leur deck."  # indented item
    assert entry.answer[-1] == "Lorsque tous les mulligans sont résolus, la partie peut commencer."  # "- " bullet
    assert len(entry.answer) == 7


def test_fr_links() -> None:
    answer = _entry(_fr(), 227).answer[0]
    assert "http://www.wizards.com/wpn/Document.aspx?x=Magic_The_Gathering_Tournament_Rules en anglais" in answer
    assert "**" not in answer


# --- synthetic input --------------------------------------------------------------------


def test_question_markups_heading_bold_both_neither() -> None:
    result = _parse(
        "My FAQ\n\n"
        "### Heading only?\n\nAnswer one.\n\n"
        "**Bold only?**\n\nAnswer two.\n\n"
        "### **Both?**\n\nAnswer three.\n\n"
        "Neither markup?\n\nAnswer four.\n\n"
        "__Underscored?__\n\nAnswer five."
    )
    assert [e.question for e in result.faq] == [
        "Heading only?",
        "Bold only?",
        "Both?",
        "Neither markup?",
        "Underscored?",
    ]
    assert [e.answer for e in result.faq] == [(f"Answer {n}.",) for n in ("one", "two", "three", "four", "five")]
    assert result.problems == ()
    assert [(r.lines, r.reason) for r in result.not_rules] == [((1,), "document title")]


def test_plain_questions_only() -> None:
    result = _parse("Qu'est-ce que c'est ?\n\nUn format.\n\nEt ensuite ?\n\nRien.", "fr")
    assert [(e.question, e.answer) for e in result.faq] == [
        ("Qu'est-ce que c'est ?", ("Un format.",)),
        ("Et ensuite ?", ("Rien.",)),
    ]


def test_plain_question_mark_lines_that_are_not_questions() -> None:
    text = (
        "**Real question?**\n\n"
        "Right after a question, a line like this is its answer?\n\n"
        "An answer that the extraction cut in the middle of a\n\n"
        "sentence, does it end here?\n\n"
        "A line in a block?\nthat is not alone?\n\n"
        "*Example: an example cut off before the*\n\n"
        "Last words, are they part of it?"
    )
    result = _parse(text)
    assert len(result.faq) == 1
    entry = result.faq[0]
    assert entry.answer == (
        "Right after a question, a line like this is its answer?",
        "An answer that the extraction cut in the middle of a sentence, does it end here?",
        "A line in a block?",
        "that is not alone?",
    )
    assert entry.examples[0].text == "an example cut off before the Last words, are they part of it?"
    assert entry.examples[0].lines == (12, 14)
    _assert_every_line_once(text.split("\n"), result)


def test_example_ending_a_sentence_is_not_continued() -> None:
    result = _parse("**Q?**\n\nA.\n\n*Example: done.*\n\nMore answer.")
    entry = result.faq[0]
    assert entry.answer == ("A.", "More answer.")
    assert [ex.text for ex in entry.examples] == ["done."]


def test_question_without_answer_is_a_problem() -> None:
    result = _parse("**First?**\n\n**Second?**\n\nAnswer.")
    assert [e.question for e in result.faq] == ["First?", "Second?"]
    assert [(p.line, p.message) for p in result.problems] == [(1, "question has no answer")]
    assert result.problems[0].file == "x.md"


def test_no_questions_is_a_problem() -> None:
    for text in ("", "\n\n", "Just a title\n\nSome text."):
        result = _parse(text)
        assert result.faq == ()
        assert [(p.line, p.message) for p in result.problems] == [(0, "no questions found")]


def test_stray_material_is_recorded_not_dropped() -> None:
    text = "Title\n\n*Example: too early.*\n\n**Note:** early.\n\n**Q?**\n\nA.\n\n---\n\n## Tournaments\n\nMore."
    result = _parse(text)
    assert [(r.lines, r.reason) for r in result.not_rules] == [
        ((1,), "document title"),
        ((3,), "example before the first question"),
        ((5,), "note before the first question"),
        ((11,), "markup without text"),
        ((13,), "section heading"),
    ]
    assert result.faq[0].answer == ("A.", "More.")
    _assert_every_line_once(text.split("\n"), result)


def test_note_marker_removed() -> None:
    result = _parse("**Q?**\n\nA.\n\n**Note:** The rule is **incorrect**.", "fr")
    assert result.faq[0].notes == ("The rule is incorrect.",)


# --- properties -------------------------------------------------------------------------

_SNIPPETS = st.sampled_from(
    [
        "",
        "   ",
        "### **What is it?**",
        "**Bold question?**",
        "### Heading",
        "## **Title**",
        "Plain question?",
        "Question française ?",
        "lowercase continuation of a",
        "An answer without an end",
        "An answer.",
        "*Example: an italic example.*",
        "*Example:* split in the",
        "**Example:** bold.",
        "***Exemple:** fr.*",
        "*Exemple : fr*",
        "*Example, comma.",
        "**Note:** a note",
        "1. item",
        "  2. indented item",
        "- bullet",
        "* star bullet",
        "---",
        "***",
        "**",
        "?",
        " ?",
        "[link](http://x.org)",
        "<http://x.org>",
        "September 5, 2005",
        "\\*escaped\\*",
        "#",
        "#### ?",
    ]
)
_LINE = st.one_of(_SNIPPETS, st.text(max_size=40), st.text(alphabet="*_#?.:-, aZ\\[]()<>1", max_size=20))


@settings(deadline=None, max_examples=200)
@given(lines=st.lists(_LINE, max_size=30), language=st.sampled_from(["en", "fr"]))
def test_any_input_is_parsed_and_fully_accounted_for(lines: list[str], language: str) -> None:
    result = parse(lines, ParseContext(source_id="x", path="x.md", profile=profile(language)))
    _assert_every_line_once(lines, result)
    assert [e.index for e in result.faq] == list(range(1, len(result.faq) + 1))
    for entry in result.faq:
        assert entry.lines == tuple(sorted(entry.lines))
        assert all(ex.lines for ex in entry.examples)
    for record in result.not_rules:
        assert record.reason and record.lines


@settings(deadline=None, max_examples=200)
@given(text=st.text(max_size=400), language=st.sampled_from(["en", "fr"]))
def test_any_text_is_parsed_and_fully_accounted_for(text: str, language: str) -> None:
    lines = text.split("\n")
    result = parse(lines, ParseContext(source_id="x", path="x.md", profile=profile(language)))
    _assert_every_line_once(lines, result)


@pytest.mark.parametrize(("path", "language"), [(EN, "en"), (FR, "fr")])
def test_no_markup_left(path: str, language: str) -> None:
    for entry in _parsed(path, language).faq:
        for text in (entry.question, *entry.answer, *entry.notes, *(ex.text for ex in entry.examples)):
            assert "**" not in text and not text.startswith(("#", "*", "- "))
            assert "\\_" not in text and "](" not in text

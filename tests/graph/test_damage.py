"""Characters a file lost: the reviewed list of damaged editions and what each "?" of theirs stands for."""

from __future__ import annotations

import datetime as dt

from twohg.graph.assembly import Graph
from twohg.graph.damage import CONTEXT, UNKNOWN, damaged_editions, parts, repaired_texts, repairs
from twohg.graph.model import Edition, RuleText
from twohg.ingest.units import Example, Rule
from twohg.rulenumber import RuleNumber

FILE = "rules_src/damaged-characters.yaml"


def edition(day: str) -> Edition:
    date = dt.date.fromisoformat(day)
    return Edition(f"cr-en-{day}", f"cr-en-{day}", "en", "official", date, date, date, "")


def text(day: str, number: str, paragraph: str, example: str = "") -> RuleText:
    examples = (Example(example, (2,)),) if example else ()
    rule = Rule(RuleNumber.parse(number), number, (paragraph,), examples, (1,), number.split(".")[0])
    return RuleText(f"cr-en-{day}/{number}", f"cr-en-{day}", "en", rule, "file.txt")


EDITIONS = [edition("2009-02-01"), edition("2009-05-01"), edition("2009-07-11")]
DATES = {e.id: e.date for e in EDITIONS if e.date is not None}
LISTED = """damaged:
  - edition: cr-en-2009-05-01
    lost: minus signs
    evidence: the example prints (13 ? 3)
"""


def test_each_lost_character_is_read_where_the_nearest_edition_prints_the_same_words() -> None:
    damaged, problems = damaged_editions(LISTED, FILE, EDITIONS)
    assert problems == [] and [d.edition for d in damaged] == ["cr-en-2009-05-01"]
    texts = [
        text("2009-02-01", "606.9b", "Is it a team's life?", "lost 10 life (13 - 3)"),
        text("2009-05-01", "606.9b", "Is it a team?s life?", "lost 10 life (13 ? 3)"),
        text("2009-07-11", "806.9b", "Is it a team\u2019s life?", "lost 10 life (13 \u2212 3)"),
    ]
    found = repairs(damaged, texts, DATES)
    fixes = found["cr-en-2009-05-01/606.9b"]
    # The real question mark closing the sentence is kept; the apostrophe and the minus are restored,
    # each from the edition nearest in date that prints the same words, under any number (2009-07-11's 806.9b,
    # 71 days after, before 2009-02-01, 89 days before).
    assert [(f.part, f.offset, f.char, f.evidence) for f in fixes] == [
        (0, 12, "\u2019", "cr-en-2009-07-11/806.9b"),
        (1, 17, "\u2212", "cr-en-2009-07-11/806.9b"),
    ]
    (shown,) = [t for t in repaired_texts(texts, found) if t.edition == "cr-en-2009-05-01"]
    assert parts(shown) == ("Is it a team\u2019s life?", "lost 10 life (13 \u2212 3)")
    nearer = repairs(damaged, texts[:2], DATES)["cr-en-2009-05-01/606.9b"]
    before = "cr-en-2009-02-01/606.9b"
    assert [(f.char, f.evidence) for f in nearer] == [("'", before), ("-", before)]
    assert [t.id for t in repaired_texts(texts, found)] == [t.id for t in texts]


def test_without_the_same_words_elsewhere_only_a_mark_inside_a_word_is_restored() -> None:
    damaged, _ = damaged_editions(LISTED, FILE, EDITIONS)
    texts = [text("2009-05-01", "104.7", "the Future Sight? set with an alternate ?timeshifted? frame; that?s it")]
    fixes = repairs(damaged, texts, DATES)["cr-en-2009-05-01/104.7"]
    assert [(f.char, f.evidence) for f in fixes] == [
        (UNKNOWN, ""),
        (UNKNOWN, ""),
        (UNKNOWN, ""),
        ("\u2019", CONTEXT),
    ]
    (shown,) = repaired_texts(texts, {"cr-en-2009-05-01/104.7": fixes})
    assert shown.rule.paragraphs == ("the Future Sight? set with an alternate ?timeshifted? frame; that\u2019s it",)


def test_an_entry_waits_for_its_edition() -> None:
    waiting = "damaged:\n  - edition: cr-en-2009-05-02\n    lost: x\n    evidence: y\n"
    assert damaged_editions(waiting, FILE, EDITIONS) == ((), [])


def test_an_edition_not_listed_is_never_touched() -> None:
    texts = [text("2009-02-01", "606.1", "a team?s"), text("2009-07-11", "806.1", "a team's")]
    damaged, _ = damaged_editions(LISTED, FILE, EDITIONS)
    assert repairs(damaged, texts, DATES) == {}
    assert repairs((), texts, DATES) == {}


def test_a_bad_entry_is_one_line_at_its_place() -> None:
    entry = "damaged:\n  - edition: {}\n    lost: x\n    evidence: y\n"
    cases = {
        entry.format("2009-05-01"): f"{FILE}:2: '2009-05-01' must be an edition id",
        "damaged:\n  - edition: cr-en-2009-05-01\n    lost: x\n": f"{FILE}:2: ",
        "damaged:\n  - edition: cr-en-2009-05-01\n    lost: x\n    evidence: y\n"
        "  - edition: cr-en-2009-05-01\n    lost: x\n    evidence: y\n": f"{FILE}:5: cr-en-2009-05-01 is listed twice",
        "damaged: [\n": f"{FILE}:2: not valid YAML",
    }
    for listed, said in cases.items():
        damaged, problems = damaged_editions(listed, FILE, EDITIONS)
        assert len(problems) == 1, listed
        assert len(damaged) == (1 if "twice" in said else 0), listed
        assert str(problems[0]).startswith(said), (listed, str(problems[0]))
        assert "\n" not in str(problems[0])


def test_the_real_damaged_files_read_with_their_characters_restored(real_graph: Graph) -> None:
    assert {d.edition for d in real_graph.damaged} == {"cr-en-2008-05-01", "cr-en-2009-05-01"}
    example = real_graph.texts["cr-en-2009-05-01/606.9b"].rule.examples[0].text
    assert "(13 - 3)" in example and "(13 - 4)" in example and "?" not in example
    assert "team's life total" in " ".join(real_graph.texts["cr-en-2008-05-01/606.9a"].rule.paragraphs)
    fixes = [fix for found in real_graph.repairs.values() for fix in found]
    assert len(fixes) > 200
    # Outside the 2HG sections too (215.4a, a rule the 2HG rules cite).
    assert "?" not in " ".join(real_graph.outside["cr-en-2008-05-01/215.4a"].rule.paragraphs)
    # The few no other edition prints and no letters decide stay marked as unknown: trademark signs lost.
    unknown = {(text_id, fix.offset) for text_id, found in real_graph.repairs.items() for fix in found if not fix.char}
    assert {text_id for text_id, _ in unknown} <= {"cr-en-2008-05-01/104.6", "cr-en-2008-05-01/104.7"}

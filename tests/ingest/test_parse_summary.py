"""Tests of the Japanese summary parser on rules_src/ja-2hg-summary.txt and on synthetic input."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from functools import cache
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import ROOT
from twohg.ingest.parsers import ParseContext
from twohg.ingest.parsers.summary import MALFORMED_REASON, parse
from twohg.ingest.units import ParsedSource, SummaryItem, SummarySection
from twohg.profiles import profile

SOURCE = "rules_src/ja-2hg-summary.txt"
OVERRIDES = "rules_src/overrides/ja-2hg-summary.yaml"

TITLES = (
    "目的",
    "デッキ",
    "準備",
    "ゲーム進行",
    "プレイヤーとカードの管理",
    "ライフの処理",
    "戦闘",
    "ターンやフェイズの処理",
    "優先権",
    "毒カウンター",
    "相談",
    "双頭シールド",
    "双頭ブースタードラフト",
)

#: Examples (``:`` lines) under each section, counted by hand in the source.
EXAMPLES = (2, 1, 0, 0, 2, 4, 1, 3, 0, 0, 0, 0, 0)

#: Paragraphs in each section, counted by hand in the source.
PARAGRAPHS = (1, 3, 4, 1, 3, 4, 5, 1, 2, 2, 2, 2, 3)


def _lines() -> list[str]:
    """The source's lines; lines[0] is line 1."""
    return (ROOT / SOURCE).read_text(encoding="utf-8").splitlines()


@cache
def _overrides() -> dict[str, Any]:
    """The reviewed overrides file, loaded as the pipeline loads it."""
    data = yaml.safe_load((ROOT / OVERRIDES).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _context(overrides: Mapping[str, Any] | None = None) -> ParseContext:
    """A context for the summary with the given overrides (none by default)."""
    return ParseContext(
        source_id="ja-2hg-summary",
        path=SOURCE,
        profile=profile("ja"),
        overrides=overrides if overrides is not None else {},
        overrides_path=OVERRIDES,
    )


@cache
def _parsed() -> ParsedSource:
    """The real file parsed with its reviewed overrides."""
    return parse(_lines(), _context(_overrides()))


def _section(number: int) -> SummarySection:
    """A section of the parsed real file by number."""
    return next(s for s in _parsed().summary if s.number == number)


def _turn_items() -> tuple[SummaryItem, ...]:
    """The turn-structure list of section 4."""
    return _section(4).paragraphs[0].items


def _item(label: str) -> SummaryItem:
    """A turn-structure item (phase or step) by its printed label."""
    return next(item for item in _all_items(_turn_items()) if item.label == label)


def _all_items(items: Sequence[SummaryItem]) -> Iterator[SummaryItem]:
    """Items and their steps, parents first."""
    for item in items:
        yield item
        yield from _all_items(item.children)


def _accounted(result: ParsedSource) -> Counter[int]:
    """How often each line was read into a unit (headings, paragraphs, examples, items, not-a-rule)."""
    lines: list[int] = []
    for section in result.summary:
        lines.append(section.line)
        for paragraph in section.paragraphs:
            lines.extend(paragraph.lines)
            lines.extend(line for example in paragraph.examples for line in example.lines)
            lines.extend(line for item in _all_items(paragraph.items) for line in item.lines)
    lines.extend(line for record in result.not_rules for line in record.lines)
    return Counter(lines)


def _non_blank(lines: Sequence[str]) -> set[int]:
    """Numbers of the non-blank lines."""
    return {number for number, line in enumerate(lines, start=1) if line.strip()}


def _unaccounted(lines: Sequence[str], result: ParsedSource) -> set[int]:
    """Non-blank lines no unit accounts for."""
    return _non_blank(lines) - set(_accounted(result))


# --- the real file, with its reviewed overrides -----------------------------------------


def test_no_problems_with_reviewed_overrides() -> None:
    """The real file with its reviewed pairing parses cleanly."""
    assert _parsed().problems == ()


def test_thirteen_sections_with_their_titles() -> None:
    """Exactly the 13 numbered sections, in order, with their titles."""
    sections = _parsed().summary
    assert [s.number for s in sections] == list(range(1, 14))
    assert tuple(s.title for s in sections) == TITLES
    assert [s.line for s in sections] == [7, 13, 22, 32, 51, 61, 75, 88, 95, 101, 107, 113, 123]


def test_every_non_blank_line_accounted_for_exactly_once() -> None:
    """Every non-blank line is in exactly one unit; blank lines are in none."""
    lines = _lines()
    accounted = _accounted(_parsed())
    assert set(accounted) == _non_blank(lines)
    assert all(count == 1 for count in accounted.values())


def test_section_lines_are_what_was_read_into_it() -> None:
    """A section's lines run from its heading to its last line read."""
    assert _section(1).lines == (7, 9, 10, 11)
    assert _section(4).lines == (32, 34, *range(35, 50))


def test_paragraph_counts() -> None:
    """Paragraphs per section, as counted by hand."""
    assert tuple(len(s.paragraphs) for s in _parsed().summary) == PARAGRAPHS


def test_example_counts_per_section() -> None:
    """``:`` examples per section, as counted by hand: 13 in all."""
    counts = tuple(sum(len(p.examples) for p in s.paragraphs) for s in _parsed().summary)
    assert counts == EXAMPLES
    assert sum(counts) == 13


def test_examples_keep_card_names_and_lose_the_colon() -> None:
    """Examples keep 《》 card names as printed; the marker is ``:`` and not in the text."""
    examples = [e for s in _parsed().summary for p in s.paragraphs for e in p.examples]
    assert all(e.marker == ":" and not e.text.startswith(":") for e in examples)
    first = _section(1).paragraphs[0].examples
    assert first[1].text == "あるプレイヤーが《機知の戦い》で勝利する場合、そのプレイヤーのチームが勝利する。"
    assert first[1].lines == (11,)
    assert "《桜族の長老》が4枚" in _section(2).paragraphs[0].examples[0].text
    names = [e.text for e in _section(8).paragraphs[0].examples]
    assert ["《永劫での歩み》" in names[0], "《有り余る無》" in names[1], "《精神隷属器》" in names[2]] == [True] * 3


def test_examples_attach_to_the_paragraph_before_them() -> None:
    """In section 5 the two examples belong to the second and third paragraphs."""
    paragraphs = _section(5).paragraphs
    assert [len(p.examples) for p in paragraphs] == [0, 1, 1]
    assert "《疫病風》" in paragraphs[1].examples[0].text
    assert "《テレパシー》" in paragraphs[2].examples[0].text


def test_card_names_in_paragraphs_kept() -> None:
    """Card names in paragraph text stay as printed, full-width characters included."""
    assert "《ゾンビ化》" in _section(5).paragraphs[0].text
    assert "ライフ30点" in _section(3).paragraphs[3].text


def test_not_a_rule_records() -> None:
    """The title, introduction, date and back link are not rules, each with its reason."""
    records = {record.lines: record.reason for record in _parsed().not_rules}
    assert records == {
        (1,): "document title",
        (3,): "introduction: not a rule",
        (5,): "last-updated date",
        (132,): "navigation link",
    }


def test_bullets_of_section_12() -> None:
    """The three pack mixes are bullet items of the paragraph before them."""
    items = _section(12).paragraphs[0].items
    assert [(i.label, i.lines) for i in items] == [("•", (117,)), ("•", (118,)), ("•", (119,))]
    assert items[0].description == "大型セット×8 (例:マジック2010基本セット×8)"
    assert items[2].description.startswith("大型セット×3+小型セットA×3")


# --- the turn structure ----------------------------------------------------------------------


def test_turn_list_belongs_to_the_intro_paragraph() -> None:
    """The paragraph on line 34 carries the turn structure; the list's lines are not paragraphs."""
    paragraphs = _section(4).paragraphs
    assert len(paragraphs) == 1
    assert paragraphs[0].lines == (34,)
    assert paragraphs[0].text.endswith("ターン進行はこんな感じ。")
    assert [i.label for i in paragraphs[0].items] == [
        "1.開始フェイズ",
        "2.第1メイン・フェイズ",
        "3.戦闘フェイズ",
        "4.第2メイン・フェイズ",
        "5.終了フェイズ",
    ]


def test_beginning_phase_groups_its_three_steps() -> None:
    """1.開始フェイズ has no description of its own; its steps are its children."""
    phase = _item("1.開始フェイズ")
    assert phase.description == ""
    assert phase.lines == (41,)
    assert [c.label for c in phase.children] == [
        "1-1.アンタップ・ステップ",
        "1-2.アップキープ・ステップ",
        "1-3.ドロー・ステップ",
    ]


@pytest.mark.parametrize(
    ("label", "description", "lines"),
    [
        (
            "1-1.アンタップ・ステップ",
            "手番チームのプレイヤーは、2人同時に自分のパーマネントをアンタップする。",
            (35, 36),
        ),
        ("1-2.アップキープ・ステップ", "各自のアップキープの処理を行う。「優先権」も参照。", (37, 38)),
        ("1-3.ドロー・ステップ", "チームの両方のプレイヤーは、それぞれカードを1枚引く。", (39, 40)),
        (
            "2.第1メイン・フェイズ",
            "手番チームの各プレイヤーは、望む順番でそれぞれ土地を出したり呪文を唱えたりする。",
            (43, 42),
        ),
        (
            "3.戦闘フェイズ",
            "戦闘を行う。攻撃やブロックの宣言は、各チームの両方のプレイヤーが一度に行う。「戦闘」も参照。",
            (45, 44),
        ),
        (
            "4.第2メイン・フェイズ",
            "手番チームの各プレイヤーは、望む順番でそれぞれ土地を出したり呪文を唱えたりする。",
            (47, 46),
        ),
        ("5.終了フェイズ", "ターン終了時の処理を行う。", (49, 48)),
    ],
)
def test_turn_structure_pairs(label: str, description: str, lines: tuple[int, int]) -> None:
    """Each label gets the description the Japanese says it has; lines are (label, description)."""
    item = _item(label)
    assert item.description == description
    assert item.lines == lines
    assert item.children == () or label == "1.開始フェイズ"


def test_phases_have_the_right_meaning() -> None:
    """Spot checks in words: combat is combat, the end phase ends the turn, draw draws."""
    assert _item("3.戦闘フェイズ").description.startswith("戦闘を行う")
    assert _item("5.終了フェイズ").description == "ターン終了時の処理を行う。"
    assert "カードを1枚引く" in _item("1-3.ドロー・ステップ").description
    assert "アンタップ" in _item("1-1.アンタップ・ステップ").description
    assert "土地を出したり" in _item("2.第1メイン・フェイズ").description
    assert "土地を出したり" in _item("4.第2メイン・フェイズ").description


def test_reviewed_file_gives_reasons() -> None:
    """Every reviewed pairing says why it is needed."""
    for entry in _overrides()["flattened_lists"]:
        assert isinstance(entry["reason"], str) and len(entry["reason"].split()) > 10


# --- without the reviewed pairing ------------------------------------------------------------


def test_without_overrides_the_list_is_reported_flattened_not_guessed() -> None:
    """Without the reviewed pairing the list is a problem, and no pairing is made up."""
    lines = _lines()
    result = parse(lines, _context({}))
    assert len(result.problems) == 1
    problem = result.problems[0]
    assert (problem.file, problem.line) == (SOURCE, 35)
    assert "flattened" in problem.message and "flattened_lists" in problem.message and OVERRIDES in problem.message
    assert _turn_items_of(result) == ()
    assert _unaccounted(lines, result) == set(range(35, 50))


def _turn_items_of(result: ParsedSource) -> tuple[SummaryItem, ...]:
    """Section 4's list in a result."""
    return next(s for s in result.summary if s.number == 4).paragraphs[0].items


# --- synthetic lists ------------------------------------------------------------------------------

WELL_FORMED = """\
タイトル

  1. ゲーム進行

     ターン進行はこんな感じ。
    1.開始フェイズ
    1-1.アンタップ・ステップ
     アンタップする。
    1-2.ドロー・ステップ
     カードを引く。
    2.メイン・フェイズ
     呪文を唱える。
    3.終了フェイズ
     ターン終了時の処理を行う。
"""


def _synthetic(text: str, overrides: Mapping[str, Any] | None = None) -> ParsedSource:
    """Parse a synthetic summary."""
    return parse(text.splitlines(), _context(overrides))


def test_well_formed_list_pairs_without_override() -> None:
    """Label, description, label, description, steps after their phase: paired by order."""
    result = _synthetic(WELL_FORMED)
    assert result.problems == ()
    items = result.summary[0].paragraphs[0].items
    assert [(i.label, i.description, i.lines) for i in items] == [
        ("1.開始フェイズ", "", (6,)),
        ("2.メイン・フェイズ", "呪文を唱える。", (11, 12)),
        ("3.終了フェイズ", "ターン終了時の処理を行う。", (13, 14)),
    ]
    assert [(c.label, c.description, c.lines) for c in items[0].children] == [
        ("1-1.アンタップ・ステップ", "アンタップする。", (7, 8)),
        ("1-2.ドロー・ステップ", "カードを引く。", (9, 10)),
    ]
    assert _unaccounted(WELL_FORMED.splitlines(), result) == set()


_INTRO = "  1. 進行\n\n     こんな感じ。\n"


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(_INTRO + "    1.開始\n    2.メイン\n     唱える。\n", id="label-then-non-step-label"),
        pytest.param(_INTRO + "    1.開始\n     始める。\n    2.メイン\n", id="last-label-undescribed"),
        pytest.param(_INTRO + "    1-1.アンタップ\n     アンタップ。\n    1.開始\n     始める。\n", id="step-first"),
        pytest.param(_INTRO + "    2.メイン\n     唱える。\n    1.開始\n     始める。\n", id="out-of-order"),
    ],
)
def test_irregular_lists_are_reported(text: str) -> None:
    """Lists that are not well-formed are reported as flattened, not paired by a guess."""
    result = _synthetic(text)
    assert [p.line for p in result.problems] == [4]
    assert "looks flattened" in result.problems[0].message
    assert result.summary[0].paragraphs[0].items == ()


def test_override_takes_precedence_over_order() -> None:
    """A reviewed pairing wins even for a list that would pair by order."""
    overrides = {
        "flattened_lists": [
            {
                "section": 1,
                "reason": "test",
                "items": [
                    {
                        "label": "1.開始フェイズ",
                        "description_line": None,
                        "children": [
                            {"label": "1-1.アンタップ・ステップ", "description_line": 8},
                            {"label": "1-2.ドロー・ステップ", "description_line": 10},
                        ],
                    },
                    {"label": "2.メイン・フェイズ", "description_line": 14},
                    {"label": "3.終了フェイズ", "description_line": 12},
                ],
            }
        ]
    }
    result = _synthetic(WELL_FORMED, overrides)
    assert result.problems == ()
    items = result.summary[0].paragraphs[0].items
    assert [(i.label, i.lines) for i in items[1:]] == [("2.メイン・フェイズ", (11, 14)), ("3.終了フェイズ", (13, 12))]


# --- bad overrides ------------------------------------------------------------------------------


def _edited(edit: Any) -> dict[str, Any]:
    """A deep copy of the reviewed overrides, changed by ``edit(items)``."""
    data = copy.deepcopy(_overrides())
    edit(data["flattened_lists"][0]["items"])
    return data


def _problems_with(overrides: Mapping[str, Any]) -> list[str]:
    """The problems of the real file with these overrides, as ``file:line: message``."""
    result = parse(_lines(), _context(overrides))
    assert _turn_items_of(result) == (), "a rejected pairing must not be used"
    return [str(p) for p in result.problems]


def test_unknown_label_is_a_problem() -> None:
    """A label that is not in the list is named, at the list's first line."""

    def edit(items: list[dict[str, Any]]) -> None:
        items[4]["label"] = "5.終了ステップ"

    problems = _problems_with(_edited(edit))
    assert f"{SOURCE}:35: reviewed pairing for section 4 in {OVERRIDES} names label '5.終了ステップ'" in "\n".join(
        problems
    )
    assert any(p.startswith(f"{SOURCE}:49: label 5.終了フェイズ is not in the reviewed pairing") for p in problems)


def test_reused_description_line_is_a_problem() -> None:
    """Giving one description line to two labels is reported on that line, naming both."""

    def edit(items: list[dict[str, Any]]) -> None:
        items[3]["description_line"] = 42
        del items[3]["description_starts"]

    problems = _problems_with(_edited(edit))
    reused = [p for p in problems if p.startswith(f"{SOURCE}:42:")]
    assert len(reused) == 1 and "2.第1メイン・フェイズ" in reused[0] and "4.第2メイン・フェイズ" in reused[0]
    assert any(p.startswith(f"{SOURCE}:46: this line of the list is not the description") for p in problems)


def test_label_line_as_description_is_a_problem() -> None:
    """A description line that is a label is refused."""

    def edit(items: list[dict[str, Any]]) -> None:
        items[2]["description_line"] = 45
        del items[2]["description_starts"]

    problems = _problems_with(_edited(edit))
    assert any(p.startswith(f"{SOURCE}:45:") and "is a label" in p for p in problems)


def test_line_outside_the_list_is_a_problem() -> None:
    """A description line outside the list is refused."""

    def edit(items: list[dict[str, Any]]) -> None:
        items[2]["description_line"] = 34
        del items[2]["description_starts"]

    problems = _problems_with(_edited(edit))
    assert any(p.startswith(f"{SOURCE}:35:") and "the list is lines 35-49" in p for p in problems)


def test_description_check_catches_a_swap() -> None:
    """Swapping two description lines is caught by the reviewer's description_starts."""

    def edit(items: list[dict[str, Any]]) -> None:
        items[2]["description_line"], items[4]["description_line"] = 48, 44

    problems = _problems_with(_edited(edit))
    assert any(p.startswith(f"{SOURCE}:48:") and "3.戦闘フェイズ" in p for p in problems)


def test_step_under_the_wrong_phase_is_a_problem() -> None:
    """A step listed at the top level is refused."""

    def edit(items: list[dict[str, Any]]) -> None:
        items.append(items[0]["children"].pop())

    problems = _problems_with(_edited(edit))
    assert any(p.startswith(f"{SOURCE}:39:") and "at the top level" in p for p in problems)


def test_missing_item_is_a_problem() -> None:
    """Leaving a label out reports both the label and its orphaned description line."""

    def edit(items: list[dict[str, Any]]) -> None:
        del items[1]

    problems = _problems_with(_edited(edit))
    assert any(p.startswith(f"{SOURCE}:43: label 2.第1メイン・フェイズ is not in") for p in problems)
    assert any(p.startswith(f"{SOURCE}:42: this line of the list") for p in problems)


def test_malformed_override_is_a_problem_of_the_overrides_file() -> None:
    """Shape errors in the overrides are reported against the overrides file."""
    problems = _problems_with({"flattened_lists": [{"section": 4, "items": [{"label": 3}]}], "extra": 1})
    assert all(p.startswith(f"{OVERRIDES}:0:") or p.startswith(f"{SOURCE}:35:") for p in problems)
    text = "\n".join(problems)
    assert "unknown key 'extra'" in text
    assert "flattened_lists[0]: 'reason' must say" in text
    assert "flattened_lists[0].items[0]: 'label' must be" in text


def test_override_for_a_section_without_a_list() -> None:
    """A pairing for a section that has no list is reported."""
    data = copy.deepcopy(_overrides())
    data["flattened_lists"][0]["section"] = 7
    result = parse(_lines(), _context(data))
    messages = [str(p) for p in result.problems]
    assert f"{OVERRIDES}:0: flattened_lists pairs a list in section 7, but section 7 has no labelled list" in messages
    assert any(m.startswith(f"{SOURCE}:35:") and "looks flattened" in m for m in messages)


def test_no_nfkc_folding() -> None:
    """Full-width characters stay full-width (no NFKC normalisation)."""
    result = _synthetic("T\n\n  1. 題\n\n     ＡＢＣ１２３（テスト）\n    ：全角の例\n")
    paragraph = result.summary[0].paragraphs[0]
    assert paragraph.text == "ＡＢＣ１２３（テスト）"
    assert paragraph.examples[0].marker == "："


def test_missing_and_misnumbered_sections_are_problems() -> None:
    """No sections at all, or sections out of order, are reported."""
    assert [p.line for p in _synthetic("ただの文章\n").problems] == [0]
    assert [p.line for p in _synthetic("T\n  1. 一\n     本文\n  3. 三\n     本文\n").problems] == [4]


def test_example_before_any_paragraph_is_a_problem() -> None:
    """An example with no paragraph to belong to is reported on its line."""
    result = _synthetic("T\n  1. 一\n    :例だけ\n")
    assert [p.line for p in result.problems] == [3]


# --- properties ----------------------------------------------------------------------------------

_SHAPED_LINES = st.one_of(
    st.text(max_size=30),
    st.builds(lambda n, t: f"  {n}. {t}", st.integers(0, 15), st.text(min_size=1, max_size=8)),
    st.builds(
        lambda a, b, t: f"    {a}{'-' + str(b) if b else ''}.{t}",
        st.integers(0, 6),
        st.integers(0, 4),
        st.sampled_from(["開始フェイズ", "ステップ", "x", "9"]),
    ),
    st.builds(lambda m, t: f"    {m}{t}", st.sampled_from([":", "：", "例:"]), st.text(max_size=10)),
    st.builds(lambda t: f"    • {t}", st.text(max_size=10)),
    st.sampled_from(["", "   ", "←戻る", "最終更新:2011/03/18", "     本文。", "  1. 目的", "    1.開始フェイズ"]),
)


def _check_accounting(lines: Sequence[str], result: ParsedSource) -> None:
    """Every non-blank line is accounted for exactly once, or there is a problem to say why not."""
    accounted = _accounted(result)
    assert set(accounted) <= _non_blank(lines)
    assert all(count == 1 for count in accounted.values())
    if _unaccounted(lines, result):
        assert result.problems
    assert all(0 <= p.line <= len(lines) and p.file in (SOURCE, OVERRIDES) for p in result.problems)


@settings(deadline=None, max_examples=200)
@given(st.text(max_size=400))
def test_random_text_never_crashes(text: str) -> None:
    """Arbitrary text parses without error, and its lines are accounted for or reported."""
    lines = text.splitlines()
    _check_accounting(lines, parse(lines, _context()))


@settings(deadline=None, max_examples=200)
@given(st.lists(_SHAPED_LINES, max_size=40))
def test_section_label_and_example_shaped_lines(lines: list[str]) -> None:
    """Lines shaped like headings, labels, examples and bullets parse or are reported."""
    _check_accounting(lines, parse(lines, _context()))


_YAML_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=20,
)


@settings(deadline=None, max_examples=200)
@given(
    st.dictionaries(
        st.sampled_from(["flattened_lists", "other"]),
        _YAML_VALUES,
        max_size=2,
    )
)
def test_random_overrides_never_crash(overrides: dict[str, Any]) -> None:
    """Any overrides mapping is either a valid pairing or reported; the parser never crashes."""
    lines = _lines()
    result = parse(lines, _context(overrides))
    _check_accounting(lines, result)


_LABELS = [
    "1.開始フェイズ",
    "1-1.アンタップ・ステップ",
    "1-2.アップキープ・ステップ",
    "1-3.ドロー・ステップ",
    "2.第1メイン・フェイズ",
    "3.戦闘フェイズ",
    "4.第2メイン・フェイズ",
    "5.終了フェイズ",
    "6.謎",
]


@settings(deadline=None, max_examples=200)
@given(
    st.lists(
        st.fixed_dictionaries(
            {"label": st.sampled_from(_LABELS), "description_line": st.none() | st.integers(30, 52)},
            optional={
                "children": st.lists(
                    st.fixed_dictionaries({"label": st.sampled_from(_LABELS), "description_line": st.integers(30, 52)}),
                    min_size=1,
                    max_size=4,
                )
            },
        ),
        min_size=1,
        max_size=7,
    )
)
def test_random_pairings_are_accepted_only_when_complete(items: list[dict[str, Any]]) -> None:
    """A random pairing of the real list is either reported or uses every line exactly once."""
    lines = _lines()
    overrides = {"flattened_lists": [{"section": 4, "reason": "property test", "items": items}]}
    result = parse(lines, _context(overrides))
    _check_accounting(lines, result)
    if not result.problems:
        assert _unaccounted(lines, result) == set()


# --- malformed numbers: refused at their line, never read into the section or list before ------------------

_TWO_SECTIONS = "タイトル\n\n  1. 目的\n\n     勝つこと。\n\n{heading}\n\n     デッキを組む。\n"
_MALFORMED_EXPECTED = (
    "is not a section or list number (a section heading is '  1. 目的', a list label '1-1.アンタップ・ステップ': "
    "ASCII digits, then a full stop)"
)


@pytest.mark.parametrize(
    "printed", ["2．", "2。", "2｡", "2・", "2･", "2·", "2", "2 ．", "２.", "２．"], ids=lambda p: repr(p)
)
def test_a_section_heading_with_a_malformed_number_is_refused_at_its_line(printed: str) -> None:
    result = _synthetic(_TWO_SECTIONS.format(heading=f"  {printed} デッキ"))
    assert [str(p) for p in result.problems] == [f"{SOURCE}:7: {printed!r} {_MALFORMED_EXPECTED}"]
    first, second = result.summary
    assert first.lines == (3, 5) and second.lines == (7, 9) and (second.number, second.title) == (2, "デッキ")
    assert _unaccounted(_TWO_SECTIONS.splitlines(), result) == set()


def test_the_last_section_with_a_malformed_number_is_refused_at_its_line() -> None:
    # the last section has no next one whose number would say a section is missing
    lines = _lines()
    at = next(n for n, text in enumerate(lines) if text.startswith("  13. "))
    lines[at] = lines[at].replace("  13. ", "  13．")
    result = parse(lines, _context(_overrides()))
    assert [str(p) for p in result.problems] == [f"{SOURCE}:{at + 1}: '13．' {_MALFORMED_EXPECTED}"]
    assert result.summary[-2].lines == _section(12).lines and result.summary[-1].lines == _section(13).lines


@pytest.mark.parametrize(
    ("label", "printed"),
    [
        ("1-2.", "1-2．"),
        ("1-2.", "1-2・"),
        ("1-2.", "1-2 "),
        ("1-2.", "１-２."),
        ("2.", "2．"),
        ("2.", "2・"),
        ("2.", "２."),
    ],
    ids=repr,
)
def test_a_list_label_with_a_malformed_number_is_refused_at_its_line(label: str, printed: str) -> None:
    source = WELL_FORMED.splitlines()
    line = next(n for n, text in enumerate(source, 1) if text.startswith(f"    {label}"))
    source[line - 1] = source[line - 1].replace(label, printed, 1)
    result = parse(source, _context())
    assert f"{SOURCE}:{line}: {printed.strip()!r} {_MALFORMED_EXPECTED}" in [str(p) for p in result.problems]
    items = list(_all_items(result.summary[0].paragraphs[0].items))
    assert all(line not in item.lines for item in items)
    assert [r.reason for r in result.not_rules if line in r.lines] == [MALFORMED_REASON]

"""The official Japanese Comprehensive Rules excerpt (ja-cr-2hg-20260116.txt): parts, rules, glossary, dates.

The parser is the Comprehensive Rules parser with the Japanese profile; these tests read the real
file, then versions of it broken or renewed the way a newer edition or a careless copy would be.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest

from conftest import ROOT, run_cli
from twohg.citing import cited_numbers
from twohg.ingest.archive import check_stated_date, date_statements
from twohg.ingest.catalogue import parse_catalogue
from twohg.ingest.corpus import Corpus
from twohg.ingest.inventory import take_inventory
from twohg.ingest.parsers import ParseContext
from twohg.ingest.parsers.comprehensive import PART_MARKER_REASON, parse
from twohg.ingest.units import ParsedSource, Rule
from twohg.profiles import profile

SOURCE = "ja-cr-2026-01-16"
FILE = "rules_src/ja-cr-2hg-20260116.txt"
LINES = tuple((ROOT / FILE).read_text(encoding="utf-8").splitlines())


def parsed_from(lines: tuple[str, ...] | list[str], source_id: str = SOURCE) -> ParsedSource:
    return parse(lines, ParseContext(source_id, FILE, profile("ja")))


def rule(parsed: ParsedSource, number: str) -> Rule:
    return next(r for r in parsed.rules if str(r.number) == number)


@pytest.fixture(scope="module")
def parsed(corpus: Corpus) -> ParsedSource:
    return corpus.source(SOURCE).parsed


# --- the real file ---------------------------------------------------------------------------------


def test_both_sections_are_read_with_their_japanese_headings(parsed: ParsedSource) -> None:
    headings = [(str(r.number), r.text, r.line) for r in parsed.rules if r.is_heading]
    assert headings == [("805", "「共有チーム・ターン」選択ルール", 8), ("810", "「双頭巨人戦」変種ルール", 36)]
    numbers = [str(r.number) for r in parsed.rules if not r.is_heading]
    assert numbers[0] == "805.1" and numbers[-1] == "810.11" and len(numbers) == 53
    # one rule more than the English of the same date: 805.10g
    assert [n for n in numbers if n.startswith("805.10")] == [f"805.10{x}" for x in ["", *"abcdefg"]]
    assert rule(parsed, "805.1").printed == "805.1." and rule(parsed, "805.3a").printed == "805.3a"


def test_part_markers_never_reach_a_rule_and_are_reported_as_not_rules(parsed: ParsedSource) -> None:
    for r in parsed.rules:
        assert "# ---" not in r.text and "part:" not in r.text, r.number
        assert all(not example.text.startswith("#") for example in r.examples)
    markers = [record for record in parsed.not_rules if record.reason == PART_MARKER_REASON]
    assert [(m.lines, m.text) for m in markers] == [
        ((1,), "# --- part: header ---"),
        ((7,), "# --- part: 805 ---"),
        ((35,), "# --- part: 810 ---"),
        ((73,), "# --- part: glossary ---"),
        ((118,), "# --- part: closing ---"),
    ]
    # 805.10g ends before the 810 marker and 810.11 before the glossary marker
    assert rule(parsed, "805.10g").lines == (34,) and rule(parsed, "810.11").lines == (72,)


def test_every_line_is_a_rule_an_example_a_glossary_entry_or_not_a_rule_with_a_reason(parsed: ParsedSource) -> None:
    inventory = take_inventory(parsed, LINES)
    assert inventory.unaccounted == ()
    assert (inventory.rules, inventory.headings, inventory.examples, inventory.glossary_entries) == (53, 2, 9, 22)
    reasons = {n: record.reason for record in parsed.not_rules for n in record.lines}
    assert reasons[2].startswith("header") and reasons[6].startswith("header")  # the copyright and the title
    assert reasons[119].startswith("closing credits") and reasons[133].startswith("closing credits")
    # the two lines that date the file are named as such, with the date they state
    assert reasons[5] == reasons[134]
    assert "date statement" in reasons[5] and "2026-01-16" in reasons[5]
    assert all(reason for reason in reasons.values())


def test_japanese_examples_attach_to_their_rule(parsed: ParsedSource) -> None:
    counts = {str(r.number): len(r.examples) for r in parsed.rules if r.examples}
    assert counts == {"810.8a": 3, "810.9": 1, "810.9a": 3, "810.9c": 1, "810.9d": 1}
    first = rule(parsed, "810.8a").examples[0]
    assert first.marker == "例："
    assert first.text.startswith(
        "「双頭巨人戦」で、プレイヤーが「あなたは、ライフが0以下になることによって敗北しない。」という《卓絶》"
    )
    assert first.lines == (46,)
    # the rule's own text stays one paragraph: no example leaks into it
    assert rule(parsed, "810.8a").paragraphs == (LINES[44].split(" ", 1)[1],)


def test_japanese_citations_are_citations_of_rule_numbers(parsed: ParsedSource) -> None:
    def cites(number: str) -> list[str]:
        return [str(n) for n in cited_numbers(rule(parsed, number).text, "ja")]

    assert cites("805.1") == ["810", "904"]  # (rule 810 参照) ... (rule 904 参照)
    assert cites("805.3") == ["103.1"]  # rule 103.1 に記されている
    assert cites("810.8c") == ["704"]
    assert cites("805.10g") == ["510.1"] and cites("805.10f") == []
    assert [str(n) for n in cited_numbers("rule 904〔アーチエネミー戦〕参照。", "ja")] == ["904"]
    assert [str(n) for n in cited_numbers("rule 810.8(双頭巨人戦のルール)、rule 809.5(皇帝戦のルール)参照", "ja")] == [
        "810.8",
        "809.5",
    ]
    # the Japanese summary's way of citing still works; "rule" may follow Japanese text directly, not a Latin word
    assert [str(n) for n in cited_numbers("総合ルール810.4を参照", "ja")] == ["810.4"]
    assert [str(n) for n in cited_numbers("詳しくはrule 810.9を参照", "ja")] == ["810.9"]
    assert cited_numbers("overrule 810", "ja") == ()


def test_the_glossary_is_22_typed_entries(parsed: ParsedSource) -> None:
    glossary = parsed.glossary
    assert len(glossary) == 22
    first = glossary[0]
    assert (first.term, first.reading, first.english) == ("アクティブ・チーム", "あくてぃぶちーむ", "Active Team")
    assert (
        first.definition
        == "「共有チーム・ターン」選択ルールを用いるゲームで現在のターンを進めているチーム。rule 805.4a 参照。"
    )
    assert [str(n) for n in first.cites] == ["805.4a"] and first.lines == (74, 75) and not first.obsolete
    by_english = {entry.english: entry for entry in glossary}
    assert by_english["Shared Team Turns Option"].term == "「共有チーム・ターン」選択ルール"
    assert [str(n) for n in by_english["Lose the Game"].cites] == ["104", "810.8", "809.5", "903.10"]
    assert by_english["Shared Life Total"].term == "共有ライフ総量"
    # the one obsolete entry: marked (廃語) instead of the full-width space, the mark not kept in the definition
    obsolete = [entry for entry in glossary if entry.obsolete]
    assert [entry.english for entry in obsolete] == ["Damage Assignment Order"]
    assert obsolete[0].definition.startswith("以前はブロック・クリーチャー指定ステップ中に")
    assert all(not entry.definition.startswith(("\u3000", " ", "(")) for entry in glossary)


def test_the_date_is_read_twice_and_checked_against_the_catalogue(corpus: Corpus) -> None:
    assert date_statements(LINES, "ja") == ((dt.date(2026, 1, 16), 5), (dt.date(2026, 1, 16), 134))
    entry = corpus.source(SOURCE).entry
    assert entry.date == dt.date(2026, 1, 16) and entry.language == "ja"
    assert check_stated_date(entry, LINES, FILE, "rules_src/sources.yaml") == []


def test_a_date_that_differs_is_reported_at_its_line(corpus: Corpus) -> None:
    entry = corpus.source(SOURCE).entry
    later = list(LINES)
    later[133] = "このルールは2026年1月17日から有効です。"
    assert [str(p) for p in check_stated_date(entry, later, FILE, "rules_src/sources.yaml")] == [
        f"{FILE}:134: states 2026-01-17 but line 5 states 2026-01-16"
    ]
    both = list(later)
    both[4] = both[4].replace("2026-01-16", "2026-01-17")
    found = [str(p) for p in check_stated_date(entry, both, FILE, "rules_src/sources.yaml")]
    assert len(found) == 1 and found[0].startswith(
        f"{FILE}:5: the file states it is in force from 2026-01-17 but the catalogue says 2026-01-16 "
        "(rules_src/sources.yaml:"
    )


def test_no_date_at_all_is_reported(corpus: Corpus) -> None:
    undated = [line.replace("2026-01-16", "某日").replace("2026年1月16日", "某日") for line in LINES]
    found = [str(p) for p in check_stated_date(corpus.source(SOURCE).entry, undated, FILE, "rules_src/sources.yaml")]
    assert len(found) == 1 and found[0].startswith(f"{FILE}:1: no 'が YYYY-MM-DD に翻訳' (header) or ")
    assert "cannot check the catalogue date 2026-01-16" in found[0]


# --- a newer edition, and broken copies ---------------------------------------------------------------


def newer_edition() -> list[str]:
    """The same file as a later edition would print it: another date, 805.10f removed, a rule added to 810."""
    lines = [line.replace("2026-01-16", "2026-04-17").replace("2026年1月16日", "2026年4月17日") for line in LINES]
    lines = [line for line in lines if not line.startswith("805.10f ")]
    lines = [line.replace("805.10g ", "805.10f ") for line in lines]
    eleven = lines.index(next(line for line in lines if line.startswith("810.11. ")))
    lines.insert(eleven + 1, "810.12. チームは、追加のルールについて相談してもよい。rule 810.5 参照。")
    return lines


def test_a_newer_edition_parses_with_no_change() -> None:
    lines = newer_edition()
    parsed = parsed_from(lines, "ja-cr-2026-04-17")
    assert parsed.problems == ()
    numbers = [str(r.number) for r in parsed.rules]
    assert "805.10g" not in numbers and numbers[-1] == "810.12"
    assert rule(parsed, "805.10f").text.startswith("戦闘ダメージ・ステップ開始に際して")
    assert rule(parsed, "810.12").examples == () and len(parsed.glossary) == 22
    assert date_statements(lines, "ja") == ((dt.date(2026, 4, 17), 5), (dt.date(2026, 4, 17), len(lines)))
    assert take_inventory(parsed, lines).unaccounted == ()


@pytest.mark.parametrize(
    ("change", "line", "message"),
    [
        # a capital letter, a leading zero, a letter too many: reported, never joined to the rule before
        (("810.9e ", "810.9E "), 63, "'810.9E' is not a rule number"),
        (("810.9e ", "810.09e "), 63, "'810.09e' is not a rule number: rules are numbered from 1"),
        (("810.9e ", "810.9ee "), 63, "'810.9ee' is not a rule number"),
        # a number that lost its space or its full stop: reported, never the second half of 810.9d
        (("810.9e ", "810.9e"), 63, "is not a rule number"),
        (("810.9e ", "810,9e "), 63, "'810,9e' is not a rule number"),
        (("810.9e ", "810:9e "), 63, "'810:9e' is not a rule number"),
        # the full stop as a Japanese input method types it, an ideographic one, a middle dot, a space: the same
        (("810.9e ", "810\uff0e9e "), 63, "'810\uff0e9e' is not a rule number"),
        (("810.9e ", "810\u30029e "), 63, "'810\u30029e' is not a rule number"),
        (("810.9e ", "810\u30fb9e "), 63, "'810\u30fb9e' is not a rule number"),
        (("810.9e ", "810 9e "), 63, "'810 9e' is not a rule number"),
        (("# --- part: closing ---", "# --- part: credits ---"), 118, "unknown part 'credits'"),
        (("# --- part: 810 ---", "# --- part: 806 ---"), 35, "part 806 holds no section 806"),
        (
            (
                "　「共有チーム・ターン」選択ルールを用いるゲームで現在",
                "「共有チーム・ターン」選択ルールを用いるゲームで現在",
            ),
            75,
            "neither a glossary term",
        ),
    ],
)
def test_broken_copies_are_reported_at_their_line(change: tuple[str, str], line: int, message: str) -> None:
    old, new = change
    lines = [text.replace(old, new, 1) if text.startswith(old) else text for text in LINES]
    assert lines != list(LINES)
    problems = parsed_from(lines).problems
    assert any(p.line == line and message in p.message and p.file == FILE for p in problems), [str(p) for p in problems]


def test_a_glossary_term_without_its_definition_is_reported() -> None:
    lines = [text for number, text in enumerate(LINES, 1) if number != 75]
    problems = [str(p) for p in parsed_from(lines).problems]
    assert problems == [f"{FILE}:74: glossary term 'アクティブ・チーム' has no definition"]


# --- twohg check on a project holding only the Japanese file --------------------------------------------


def japanese_project(tmp_path: Path, lines: list[str] | tuple[str, ...]) -> Path:
    """A project whose only source is the Japanese excerpt (catalogue entry as in the real one)."""
    catalogue = (ROOT / "rules_src" / "sources.yaml").read_text(encoding="utf-8")
    start = catalogue.index(f"  - id: {SOURCE}")
    end = catalogue.index("\n  - id: ", start + 1)
    (tmp_path / "rules_src" / "cr-archive").mkdir(parents=True)
    (tmp_path / "rules_src" / "sources.yaml").write_text("sources:\n" + catalogue[start:end] + "\n", encoding="utf-8")
    (tmp_path / "rules_src" / "ja-cr-2hg-20260116.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return tmp_path


def test_check_lists_the_japanese_source(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = japanese_project(tmp_path, LINES)
    assert (root / "rules_src" / "ja-cr-2hg-20260116.txt").read_bytes() == (ROOT / FILE).read_bytes()
    status, out, err = run_cli(capsys, "--root", str(root), "check", "--verbose")
    assert status == 0, err
    assert out.splitlines()[1].split() == [SOURCE, "53", "2", "9", "0", "0", "22", "26", "0"]
    assert f"{FILE}:1: (1 paragraph) {PART_MARKER_REASON}: # --- part: header ---" in out
    assert re.search(
        rf"{FILE}:134: \(1 paragraph\) date statement: .*2026-01-16.*このルールは2026年1月16日から有効です。", out
    )


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("810.9e ", "810.9E ", f"{FILE}:63: '810.9E' is not a rule number"),
        (
            "このルールは2026年1月16日から有効です。",
            "このルールは2026年1月15日から有効です。",
            f"{FILE}:134: states 2026-01-15 but line 5",
        ),
    ],
)
def test_hostile_copies_fail_check_with_one_line_each(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], old: str, new: str, expected: str
) -> None:
    lines = [text.replace(old, new, 1) if text.startswith(old) else text for text in LINES]
    status, _, err = run_cli(capsys, "--root", str(japanese_project(tmp_path, lines)), "check")
    assert status == 1
    assert "Traceback" not in err
    assert any(line.startswith(expected) for line in err.splitlines()), err
    for line in err.splitlines()[:-1]:
        assert re.match(r"^rules_src/[^:\s]+:\d+: \S", line), line
    assert err.strip().endswith("nothing written")


def test_a_copy_with_no_date_fails_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = [line for line in LINES if "2026-01-16" not in line and "2026年1月16日" not in line]
    status, _, err = run_cli(capsys, "--root", str(japanese_project(tmp_path, lines)), "check")
    assert status == 1 and "Traceback" not in err
    assert f"{FILE}:1: no 'が YYYY-MM-DD に翻訳' (header) or 'YYYY年M月D日から有効' (closing) statement found" in err


def test_the_catalogue_entry_names_the_lines_that_date_the_file() -> None:
    entries, problems = parse_catalogue((ROOT / "rules_src" / "sources.yaml").read_bytes(), "rules_src/sources.yaml")
    assert problems == []
    entry = next(e for e in entries if e.id == SOURCE)
    assert (entry.kind, entry.language, entry.date) == ("comprehensive-rules", "ja", dt.date(2026, 1, 16))
    assert (
        "が 2026-01-16 に翻訳" in entry.date_evidence
        and "このルールは2026年1月16日から有効です。" in entry.date_evidence
    )
    data = (ROOT / FILE).read_bytes()  # the copy: UTF-8, LF, 134 lines, as the sources' README describes it
    assert data.count(b"\n") == 134 and b"\r" not in data and not data.startswith(b"\xef\xbb\xbf")


# --- a malformed number: refused at its line, the official text of the rule before kept as it is -----------


@pytest.mark.parametrize(
    "printed", ["810．9a", "810。9a", "810｡9a", "810・9a", "810･9a", "810·9a", "810 9a", "810　9a", "８１０．９ａ"]
)
def test_a_malformed_number_is_refused_and_never_joins_the_rule_before(printed: str) -> None:
    lines = [text.replace("810.9a ", f"{printed} ", 1) if text.startswith("810.9a ") else text for text in LINES]
    parsed = parsed_from(lines)
    assert [str(p) for p in parsed.problems] == [
        f"{FILE}:54: {printed!r} is not a rule number (a section, a rule of 1-3 digits and one lower-case letter: "
        "810.11a): it would join the rule before"
    ]
    real = parsed_from(LINES)
    # 810.9 keeps its text and its one example; the three examples of 810.9a are set aside with its line
    assert rule(parsed, "810.9") == rule(real, "810.9") and "810.9a" not in [str(r.number) for r in parsed.rules]
    reasons = {n: record.reason for record in parsed.not_rules for n in record.lines}
    assert reasons[54].startswith("starts with a malformed number") and all(
        reasons[n].startswith("text of the rule whose number is refused on line 54") for n in range(55, 58)
    )
    assert take_inventory(parsed, lines).unaccounted == ()


@pytest.mark.parametrize("printed", ["810．", "810。", "810・", "810", "８１０."])
def test_a_malformed_section_heading_is_refused_at_its_line(printed: str) -> None:
    lines = [text.replace("810. ", f"{printed} ", 1) if text.startswith("810. ") else text for text in LINES]
    said = [str(p) for p in parsed_from(lines).problems]
    assert (
        f"{FILE}:36: {printed!r} is not a section heading's number (three digits, a full stop and a space: "
        "'810. 「双頭巨人戦」変種ルール'): the section would not be read"
    ) in said

"""The sources stage: catalogue validation and decoding of every supported encoding."""

from __future__ import annotations

import codecs

import pytest
from hypothesis import given
from hypothesis import strategies as st

from twohg.ingest.catalogue import parse_catalogue
from twohg.ingest.decoding import decode

TEXT = "810. Variante Gigante de dos cabezas\n\n810.1. Las partidas «así» — “comillas”.\n"


@pytest.mark.parametrize(
    ("data", "encoding"),
    [
        (TEXT.encode("utf-8"), "utf-8"),
        (codecs.BOM_UTF8 + TEXT.encode("utf-8"), "utf-8-sig"),
        (TEXT.encode("utf-16"), "utf-16"),
        (codecs.BOM_UTF16_BE + TEXT.encode("utf-16-be"), "utf-16"),
        (TEXT.encode("cp1252"), "cp1252"),
    ],
)
def test_supported_encodings_decode_to_the_same_lines(data: bytes, encoding: str) -> None:
    decoded, problems = decode(data, "x.txt")
    assert problems == [] and decoded is not None
    assert decoded.encoding == encoding
    assert decoded.lines == ("810. Variante Gigante de dos cabezas", "", "810.1. Las partidas «así» — “comillas”.")


@pytest.mark.parametrize(("ending", "name"), [("\n", "LF"), ("\r\n", "CRLF"), ("\r", "CR")])
def test_line_ends_keep_line_numbers(ending: str, name: str) -> None:
    decoded, _ = decode(ending.join(["a", "", "b", "c"]).encode(), "x.txt")
    assert decoded is not None and decoded.lines == ("a", "", "b", "c") and decoded.line_ends == name


def test_mixed_line_ends_count_each_break_once() -> None:
    decoded, _ = decode(b"a\r\nb\rc\nd", "x.txt")
    assert decoded is not None and decoded.lines == ("a", "b", "c", "d") and decoded.line_ends == "mixed"


def test_nfc_not_nfkc() -> None:
    decoded, _ = decode("Cafe\u0301 ８１０ ｱ".encode(), "x.txt")
    assert decoded is not None and decoded.lines == ("Café ８１０ ｱ",)


def test_bytes_in_no_supported_encoding_name_the_line() -> None:
    data = b"first line\nsecond\n\x81\x8d bad bytes\n"
    decoded, problems = decode(data, "rules_src/bad.txt")
    assert decoded is None
    assert [str(p) for p in problems] == [
        "rules_src/bad.txt:3: bytes in no supported encoding (UTF-8 with or without BOM, UTF-16 with BOM, Windows-1252)"
    ]


def test_utf16_without_bom_is_refused() -> None:
    decoded, problems = decode("810.1 text\n".encode("utf-16-le"), "x.txt")
    assert decoded is None and problems and "no supported encoding" in problems[0].message


@pytest.mark.parametrize("data", [b"", b"\n\n  \r\n", codecs.BOM_UTF8, codecs.BOM_UTF16_LE])
def test_empty_source(data: bytes) -> None:
    decoded, problems = decode(data, "rules_src/empty.md")
    assert decoded is None and [str(p) for p in problems] == ["rules_src/empty.md:1: source is empty: no text to parse"]


@given(st.binary(max_size=400))
def test_decode_never_crashes(data: bytes) -> None:
    decoded, problems = decode(data, "x")
    assert (decoded is None) == bool(problems)


CATALOGUE = """\
sources:
  - id: good
    file: a.md
    language: en
    kind: faq
    title: A
    date: 2005-09-05
    date_evidence: stated
    contents: a FAQ
  - id: bad-lang
    file: b.md
    language: de
    kind: faq
    title: B
    date: 2005-09-05
    date_evidence: stated
    contents: b
  - id: bad-kind
    file: c.md
    language: en
    kind: novel
    title: C
    date_range: {from: 2010-01-01, to: 2009-01-01}
    date_evidence: stated
    contents: c
  - id: good
    file: d.md
    language: en
    kind: faq
    title: D
    date: 2005-09-05
    date_evidence: stated
    contents: d
"""


def test_catalogue_problems_name_their_entry_line() -> None:
    entries, problems = parse_catalogue(CATALOGUE, "rules_src/sources.yaml")
    assert [e.id for e in entries] == ["good"]
    messages = [str(p) for p in problems]
    # each problem at the line of the value at fault
    assert "rules_src/sources.yaml:12: unknown language 'de' (expected one of en, es, fr, ja)" in messages
    assert any(m.startswith("rules_src/sources.yaml:21: unknown kind 'novel'") for m in messages)
    assert any(m.startswith("rules_src/sources.yaml:23: date_range must have") for m in messages)
    assert "rules_src/sources.yaml:26: id 'good' repeats the entry on line 2" in messages


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("date: 2012-02-30", "'2012-02-30' is not a real date: day is out of range for month"),
        ("date: 2012-01-01 10:00:00", "'2012-01-01 10:00:00' is not a date (YYYY-MM-DD)"),
        ("date: 2012-01-01\n    publisher: 42", ""),
        ("date: &d 2012-01-01\n    author: *d", "anchors and aliases (& and *) are not allowed in data files"),
        ('date: 2012-01-01\n    title: "P \x9b ![a](data:,x)"', "control character U+009B is not allowed"),
    ],
)
def test_hostile_catalogue_values_are_one_line_problems(value: str, message: str) -> None:
    text = "sources:\n  - id: x\n    file: a.md\n    language: en\n    kind: faq\n    title: T\n"
    text += f"    {value}\n    date_evidence: stated\n    contents: c\n"
    entries, problems = parse_catalogue(text, "rules_src/sources.yaml")
    if not message:  # a number where a text is expected is read as the text it is
        assert problems == [] and entries[0].publisher == "42"
        return
    assert entries == () and len(problems) >= 1
    assert any(message in p.message for p in problems), problems
    assert all(str(p).startswith("rules_src/sources.yaml:") and "\n" not in p.message for p in problems)


@pytest.mark.parametrize("file", ["../../etc/passwd", "/etc/passwd", "a\\b.md", "x/../../y.md", "a.exe"])
def test_catalogue_files_must_be_plain_paths_under_rules_src(file: str) -> None:
    text = f"sources:\n  - id: x\n    file: {file!r}\n    language: en\n    kind: faq\n    title: T\n"
    text += "    date: 2012-01-01\n    date_evidence: stated\n    contents: c\n"
    entries, problems = parse_catalogue(text, "rules_src/sources.yaml")
    assert entries == () and [p.line for p in problems] == [3]
    assert "must be a plain relative path under rules_src/" in problems[0].message


def test_a_second_sources_key_is_a_problem() -> None:
    entries, problems = parse_catalogue("sources: []\nsources: []\n", "rules_src/sources.yaml")
    assert [str(p) for p in problems] == ["rules_src/sources.yaml:2: key 'sources' repeats the one on line 1"]


def test_catalogue_that_is_not_yaml() -> None:
    entries, problems = parse_catalogue("sources:\n  - id: [unclosed\n", "cat.yaml")
    assert entries == () and problems and problems[0].file == "cat.yaml" and problems[0].line >= 2

"""The one YAML reader: schema checks, lines, and hostile input refused cheaply."""

from __future__ import annotations

import datetime as dt
import re

from hypothesis import given
from hypothesis import strategies as st

from twohg.reviewed import Date, Entry, Flag, Integer, ListOf, MapOf, Record, Text, read_yaml

ITEM = Record(
    {"id": Text(pattern=re.compile(r"[a-z0-9][a-z0-9-]*"), hint="lower-case letters, digits and '-'"), "date": Date()},
    {"count": Integer(maximum=99), "to": ListOf(Text(), single=True), "certain": Flag(), "names": MapOf(Text())},
)
SCHEMA = Record({"items": ListOf(ITEM)})


def messages(text: str | bytes) -> list[str]:
    return [str(p) for p in read_yaml(text, "data.yaml", SCHEMA)[1]]


def test_values_come_back_typed_with_their_lines() -> None:
    value, problems = read_yaml(
        "items:\n  - id: a-1\n    date: 2012-02-29\n    count: 7\n    to: x\n    certain: false\n    names: {en: A}\n",
        "data.yaml",
        SCHEMA,
    )
    assert problems == []
    item = value["items"][0]
    assert isinstance(item, Entry)
    assert dict(item) == {
        "id": "a-1",
        "date": dt.date(2012, 2, 29),
        "count": 7,
        "to": ["x"],
        "certain": False,
        "names": item["names"],
    }
    assert dict(item["names"]) == {"en": "A"}
    assert item.line == 2 and item.line_of("count") == 4 and item.line_of("missing") == 2


def test_every_bad_value_is_one_line_at_its_line() -> None:
    assert messages("items:\n  - id: a\n    date: 2012-02-30\n") == [
        "data.yaml:3: '2012-02-30' is not a real date: day is out of range for month"
    ]
    assert messages("items:\n  - id: a\n    date: 2012-01-01 10:00:00\n") == [
        "data.yaml:3: '2012-01-01 10:00:00' is not a date (YYYY-MM-DD)"
    ]
    assert messages("items:\n  - id: a\n    date: 2012-01-01\n    publisher: 42\n") == [
        "data.yaml:4: unknown key 'publisher' (allowed: id, date, count, to, certain, names)"
    ]
    assert messages('items:\n  - id: "a\\n"\n    date: 2012-01-01\n') == [
        "data.yaml:2: expected a text on one line, found a line break"
    ]
    assert messages("items: []\nitems: []\n") == ["data.yaml:2: key 'items' repeats the one on line 1"]
    assert messages("items:\n  - date: 2012-01-01\n    count: 100\n") == [
        "data.yaml:2: lacks 'id' (a text)",
        "data.yaml:3: 100 is outside 0..99",
    ]


def test_hostile_files_are_refused_cheaply() -> None:
    bomb = "a: &a [x, x]\n" + "".join(f"a{i}: &a{i} [*a{i - 1 if i > 1 else ''}, *a]\n" for i in range(1, 10))
    assert messages(bomb) == [
        "data.yaml:1: not valid YAML: anchors and aliases (& and *) are not allowed in data files"
    ]
    assert messages("items:\n  - id: a\x9b\n") == ["data.yaml:2: control character U+009B is not allowed"]
    assert messages("items:\n  - id: a\ufffe\n") == ["data.yaml:2: control character U+FFFE is not allowed"]
    assert messages(b"items:\n  - id: caf\xe9\n") == ["data.yaml:2: not UTF-8: byte 0xE9 cannot be decoded"]
    assert messages("") == ["data.yaml:1: the file is empty: expected a mapping"]
    assert messages("items: [\n")[0].startswith("data.yaml:2: not valid YAML:")


@given(st.text(max_size=200))
def test_any_text_gives_values_or_line_problems_never_an_exception(text: str) -> None:
    value, problems = read_yaml(text, "data.yaml", SCHEMA)
    assert value is not None or problems
    for problem in problems:
        assert problem.file == "data.yaml" and problem.line >= 1 and "\n" not in problem.message


def test_record_and_mapof_keep_lines_and_leave_out_bad_values_the_same_way() -> None:
    from twohg.reviewed import Integer, MapOf, Record, read_yaml

    text = "a: 1\nb: x\nc:\n"
    record, record_problems = read_yaml(
        text, "f.yaml", Record(required={"a": Integer()}, optional={"b": Integer(), "c": Integer()})
    )
    mapping, map_problems = read_yaml(text.replace("c:\n", "c: 3\n"), "f.yaml", MapOf(Integer()))
    assert dict(record) == {"a": 1} and dict(record.lines) == {"a": 1, "b": 2, "c": 3}
    assert dict(mapping) == {"a": 1, "c": 3} and dict(mapping.lines) == {"a": 1, "b": 2, "c": 3}
    assert [p.line for p in record_problems] == [2] and [p.line for p in map_problems] == [2]

"""The one reader for every YAML data file (the catalogue and the reviewed files), with a declared schema.

Every problem is reported as ``file:line: message`` at the line of the value it concerns. The
reader is built for input anyone can send in a pull request:

- the bytes must be UTF-8 (a stray byte is reported at its line);
- control characters (C0 but tab and line ends, C1, U+FFFE/U+FFFF, bidirectional overrides)
  are refused wherever they stand, before YAML sees the text;
- anchors and aliases are refused when the YAML is composed, so an alias chain ("billion
  laughs") costs nothing to reject; documents are bounded in size and depth;
- a repeated key is an error, not a silent override;
- scalars are never resolved by YAML's implicit rules (``42``, ``yes``, ``2012-02-30`` stay
  text until the schema says what they must be), so a wrong type is a message, not a crash.

A schema is a small tree of specs: `Text`, `Date`, `Integer`, `Flag`, `ListOf`, `Record` (fixed
keys) and `MapOf` (free keys). `read_yaml` returns plain values (``str``, ``datetime.date``,
``int``, ``bool``, ``list``) and `Entry` mappings that remember the line of each key, so a later
stage can report a problem at the right line; a value with a problem is left out (its parent
keeps its other values) and every problem is returned.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml

from twohg.problems import Problem

MAX_BYTES = 4 * 1024 * 1024
"""The largest data file read: the biggest reviewed file is about 60 KB."""

MAX_DEPTH = 12
"""The deepest nesting of mappings and lists any schema needs, with room to spare."""

#: Characters refused anywhere in a data file: C0 controls but tab, LF and CR; DEL; C1 controls;
#: the non-characters U+FFFE and U+FFFF; the bidirectional marks, embeddings, overrides and
#: isolates that can make text display in another order than it is read (U+061C, U+200E, U+200F,
#: U+202A-U+202E, U+2066-U+2069); and the invisible zero-width space, word joiner and BOM (a BOM
#: is allowed as the file's first character only).
FORBIDDEN_CHARACTERS = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffe\uffff\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]"
)


@dataclass(frozen=True)
class Entry(Mapping[str, Any]):
    """A checked YAML mapping: its values by key, the line of each key, and its own line."""

    line: int
    """The line the mapping starts on."""
    fields: Mapping[str, Any]
    """The checked values by key (keys whose value had a problem are left out)."""
    lines: Mapping[str, int] = field(default_factory=dict)
    """The line of each key."""

    def __getitem__(self, key: str) -> Any:
        """The checked value of ``key``."""
        return self.fields[key]

    def __iter__(self) -> Iterator[str]:
        """The keys, in document order."""
        return iter(self.fields)

    def __len__(self) -> int:
        """How many checked values there are."""
        return len(self.fields)

    def line_of(self, key: str) -> int:
        """The line of ``key``, or the mapping's own line when the key is absent."""
        return self.lines.get(key, self.line)


class Spec:
    """What a YAML value must be; `check` turns a composed node into a value or problems."""

    what = "a value"
    """The expected value in words, for messages."""

    def check(self, node: yaml.Node, reader: _Reader, depth: int) -> Any:
        """The checked value of ``node``, or None after reporting its problems to ``reader``."""
        raise NotImplementedError


def _line(node: yaml.Node) -> int:
    return int(node.start_mark.line) + 1


def _describe(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    value = str(node.value)
    shown = value if len(value) <= 40 else value[:37] + "..."
    return f"{shown!r}" if value else "nothing"


def _scalar(node: yaml.Node, spec: Spec, reader: _Reader) -> str | None:
    if not isinstance(node, yaml.ScalarNode):
        reader.problem(node, f"expected {spec.what}, found {_describe(node)}")
        return None
    return str(node.value)


@dataclass(frozen=True)
class Text(Spec):
    """A string: one line unless ``multiline``, not blank unless ``blank``, optionally matching ``pattern``."""

    pattern: re.Pattern[str] | None = None
    """A pattern the whole string must match (``fullmatch``)."""
    hint: str = ""
    """What the pattern means, in words (``lower-case letters, digits and '-'``)."""
    multiline: bool = False
    """Whether line breaks are allowed (folded and literal block scalars)."""
    blank: bool = False
    """Whether an empty or all-space string is allowed."""
    choices: tuple[str, ...] = ()
    """When not empty: the only values allowed."""
    max_length: int = 20_000
    """The longest string allowed."""
    label: str = ""
    """What a value from ``choices`` is called in messages (``language``: "unknown language 'de'")."""
    what: str = "a text"

    def check(self, node: yaml.Node, reader: _Reader, depth: int) -> str | None:
        """The string, or None with a problem."""
        value = _scalar(node, self, reader)
        if value is None:
            return None
        if not self.blank and not value.strip():
            reader.problem(node, f"expected {self.what}, found nothing")
            return None
        if len(value) > self.max_length:
            reader.problem(node, f"text of {len(value)} characters, longer than the {self.max_length} allowed")
            return None
        if not self.multiline and ("\n" in value.rstrip("\n") or value.endswith("\n")):
            reader.problem(node, f"expected {self.what} on one line, found a line break")
            return None
        if self.choices and value not in self.choices:
            if self.label:
                reader.problem(node, f"unknown {self.label} {value!r} (expected one of {', '.join(self.choices)})")
            else:
                reader.problem(node, f"{_describe(node)} is not one of: {', '.join(self.choices)}")
            return None
        if self.pattern is not None and not self.pattern.fullmatch(value):
            reader.problem(node, f"{_describe(node)} must be {self.hint or 'of the form ' + self.pattern.pattern}")
            return None
        return value


ADDRESS = Text(
    pattern=re.compile(
        r"https?://[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d+)?(?:[/?#]\S*)?"
    ),
    hint="a web address (https://host.example/page)",
    what="a web address",
)
"""A public source's address: ``http`` or ``https``, a host name with a dot, no space."""

_DATE_RE = re.compile(r"(?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2})")


@dataclass(frozen=True)
class Date(Spec):
    """A calendar date written ``YYYY-MM-DD``."""

    what: str = "a date (YYYY-MM-DD)"

    def check(self, node: yaml.Node, reader: _Reader, depth: int) -> dt.date | None:
        """The date, or None with a problem (``2012-02-30`` and ``2012-01-01 10:00:00`` are refused)."""
        value = _scalar(node, self, reader)
        if value is None:
            return None
        match = _DATE_RE.fullmatch(value.strip())
        if match is None:
            reader.problem(node, f"{_describe(node)} is not {self.what}")
            return None
        try:
            return dt.date(int(match["year"]), int(match["month"]), int(match["day"]))
        except ValueError as error:
            reader.problem(node, f"{_describe(node)} is not a real date: {error}")
            return None


@dataclass(frozen=True)
class Integer(Spec):
    """A whole number within bounds."""

    minimum: int = 0
    """The smallest value allowed."""
    maximum: int = 10_000_000
    """The largest value allowed."""
    what: str = "a whole number"

    def check(self, node: yaml.Node, reader: _Reader, depth: int) -> int | None:
        """The number, or None with a problem."""
        value = _scalar(node, self, reader)
        if value is None:
            return None
        if not re.fullmatch(r"[0-9]{1,9}", value.strip()):
            reader.problem(node, f"{_describe(node)} is not {self.what}")
            return None
        number = int(value)
        if not self.minimum <= number <= self.maximum:
            reader.problem(node, f"{number} is outside {self.minimum}..{self.maximum}")
            return None
        return number


@dataclass(frozen=True)
class Flag(Spec):
    """``true`` or ``false``."""

    what: str = "true or false"

    def check(self, node: yaml.Node, reader: _Reader, depth: int) -> bool | None:
        """The flag, or None with a problem."""
        value = _scalar(node, self, reader)
        if value is None:
            return None
        if value not in ("true", "false"):
            reader.problem(node, f"{_describe(node)} is not {self.what}")
            return None
        return value == "true"


@dataclass(frozen=True)
class ListOf(Spec):
    """A list whose items all follow ``item``; with ``single``, one bare item stands for a list of one."""

    item: Spec
    """The spec every item follows."""
    single: bool = False
    """Whether a bare item is accepted as a list of one (``to: a`` as well as ``to: [a, b]``)."""
    min_items: int = 0
    """The fewest items allowed."""
    what: str = "a list"

    def check(self, node: yaml.Node, reader: _Reader, depth: int) -> list[Any] | None:
        """The checked items (items with problems left out), or None with a problem."""
        if not isinstance(node, yaml.SequenceNode):
            if self.single and not isinstance(node, yaml.MappingNode):
                value = reader.check(self.item, node, depth + 1)
                return None if value is None else [value]
            reader.problem(node, f"expected {self.what}, found {_describe(node)}")
            return None
        if len(node.value) < self.min_items:
            reader.problem(node, f"expected at least {self.min_items} item(s), found {len(node.value)}")
            return None
        items = [reader.check(self.item, child, depth + 1) for child in node.value]
        return [item for item in items if item is not None]


SpecOf = Callable[[str, yaml.Node, yaml.Node, "_Reader"], "tuple[bool, Spec | None]"]
"""For a mapping's key: whether the key is known (its line kept), and the spec its value follows
(None to leave the value out: a null, or a problem already reported)."""


def _entry(node: yaml.Node, owner: Spec, reader: _Reader, depth: int, spec_of: SpecOf) -> Entry | None:
    """A mapping node checked key by key: the one loop of `Record` and `MapOf`.

    A key is kept in ``lines`` when ``spec_of`` knows it, and its value in the entry when
    ``spec_of`` gives it a spec and the value passes that spec.
    """
    pairs = reader.pairs(node, owner)
    if pairs is None:
        return None
    values: dict[str, Any] = {}
    lines: dict[str, int] = {}
    for key, key_node, value_node in pairs:
        known, spec = spec_of(key, key_node, value_node, reader)
        if known:
            lines[key] = _line(key_node)
        if spec is None:
            continue
        value = reader.check(spec, value_node, depth + 1)
        if value is not None:
            values[key] = value
    return Entry(_line(node), values, lines)


@dataclass(frozen=True)
class Record(Spec):
    """A mapping with fixed keys: ``required`` and ``optional``, each with its spec; no others."""

    required: Mapping[str, Spec]
    """Keys that must be present."""
    optional: Mapping[str, Spec] = field(default_factory=dict)
    """Keys that may be present."""
    what: str = "a mapping"

    def check(self, node: yaml.Node, reader: _Reader, depth: int) -> Entry | None:
        """The checked entry (values with problems left out), or None when it is not a mapping."""
        entry = _entry(node, self, reader, depth, self._spec_of)
        if entry is not None:
            for key in self.required:
                if key not in entry.lines:
                    reader.problem(node, f"lacks {key!r} ({self.required[key].what})")
        return entry

    def _spec_of(
        self, key: str, key_node: yaml.Node, value_node: yaml.Node, reader: _Reader
    ) -> tuple[bool, Spec | None]:
        """Whether a key is one of the record's, and its value's spec (None for a null, reported if required)."""
        spec = self.required.get(key) or self.optional.get(key)
        if spec is None:
            allowed = ", ".join([*self.required, *self.optional])
            reader.problem(key_node, f"unknown key {key!r} (allowed: {allowed})")
            return False, None
        if isinstance(value_node, yaml.ScalarNode) and value_node.tag == "tag:yaml.org,2002:null":
            if key in self.required:
                reader.problem(key_node, f"{key!r} has no value: expected {spec.what}")
            return True, None
        return True, spec


@dataclass(frozen=True)
class MapOf(Spec):
    """A mapping with free keys (each checked by ``key``) and values that all follow ``value``."""

    value: Spec
    """The spec every value follows."""
    key: Text = field(default_factory=Text)
    """The spec every key follows."""
    what: str = "a mapping"

    def check(self, node: yaml.Node, reader: _Reader, depth: int) -> Entry | None:
        """The checked entry, or None when it is not a mapping."""

        def spec_of(key: str, key_node: yaml.Node, value_node: yaml.Node, reader: _Reader) -> tuple[bool, Spec | None]:
            known = self.key.check(key_node, reader, depth + 1) is not None
            return known, self.value if known else None

        return _entry(node, self, reader, depth, spec_of)


@dataclass(frozen=True)
class Located(Spec):
    """A value that follows ``spec``, returned with its line: ``(value, line)``."""

    spec: Spec
    """The spec the value follows."""

    @property
    def what(self) -> str:  # type: ignore[override]
        """The wrapped spec's words."""
        return self.spec.what

    def check(self, node: yaml.Node, reader: _Reader, depth: int) -> tuple[Any, int] | None:
        """The checked value and its line, or None with a problem."""
        value = reader.check(self.spec, node, depth)
        return None if value is None else (value, _line(node))


@dataclass(frozen=True)
class Plain(Spec):
    """Any YAML value as plain data (text, lists, mappings with text keys), for files whose parser checks them.

    Anchors, aliases, control characters, bad bytes and depth are refused like everywhere else;
    an unquoted whole number is an int, unquoted ``true``/``false`` a bool, ``null`` None, any
    other scalar text.
    """

    what: str = "a value"
    lines: bool = False
    """When True, mappings are `Entry` values that remember the line of each key (for messages)."""

    def check(self, node: yaml.Node, reader: _Reader, depth: int) -> Any:
        """The plain value."""
        if isinstance(node, yaml.ScalarNode):
            if node.tag == "tag:yaml.org,2002:null":
                return None
            value = str(node.value)
            if node.style is None and re.fullmatch(r"-?[0-9]{1,9}", value):
                return int(value)
            if node.style is None and value in ("true", "false"):
                return value == "true"
            return value
        if isinstance(node, yaml.SequenceNode):
            return [reader.check(self, child, depth + 1) for child in node.value]
        pairs = reader.pairs(node, self)
        if pairs is None:
            return None
        values = {key: reader.check(self, value, depth + 1) for key, _, value in pairs}
        if self.lines:
            return Entry(_line(node), values, {key: _line(key_node) for key, key_node, _ in pairs})
        return values


class _Reader:
    """Collects the problems of one file while its nodes are checked."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.problems: list[Problem] = []

    def problem(self, node: yaml.Node, message: str) -> None:
        self.problems.append(Problem(self.path, _line(node), message))

    def check(self, spec: Spec, node: yaml.Node, depth: int) -> Any:
        if depth > MAX_DEPTH:
            self.problem(node, f"nested more than {MAX_DEPTH} levels deep")
            return None
        return spec.check(node, self, depth)

    def pairs(self, node: yaml.Node, spec: Spec) -> list[tuple[str, yaml.Node, yaml.Node]] | None:
        """The (key, key node, value node) pairs of a mapping node; repeated and non-text keys reported."""
        if not isinstance(node, yaml.MappingNode):
            self.problem(node, f"expected {spec.what}, found {_describe(node)}")
            return None
        seen: dict[str, int] = {}
        pairs: list[tuple[str, yaml.Node, yaml.Node]] = []
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                self.problem(key_node, "a key must be a plain text")
                continue
            key = str(key_node.value)
            if key in seen:
                self.problem(key_node, f"key {key!r} repeats the one on line {seen[key]}")
                continue
            seen[key] = _line(key_node)
            pairs.append((key, key_node, value_node))
        return pairs


#: How deep a YAML file may nest collections: far beyond any data file or MkDocs configuration, far
#: below where the YAML library's recursion would fail with a traceback.
MAX_DEPTH = 64


class BoundedLoader(yaml.SafeLoader):
    """A YAML composer that refuses collections nested more than `MAX_DEPTH` deep, at the line where it happens."""

    _depth = 0

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        """The next node, counting how deep collections are nested (ComposerError beyond `MAX_DEPTH`)."""
        event = self.peek_event()  # type: ignore[no-untyped-call]
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            if self._depth >= MAX_DEPTH:
                raise yaml.composer.ComposerError(
                    None,
                    None,
                    f"collections nested more than {MAX_DEPTH} deep",
                    event.start_mark,  # type: ignore[arg-type]
                )
            self._depth += 1
            try:
                return super().compose_node(parent, index)
            finally:
                self._depth -= 1
        return super().compose_node(parent, index)


class _NoAliasLoader(BoundedLoader):
    """A bounded YAML composer that refuses anchors and aliases and resolves no implicit scalar types but null."""

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        event = self.peek_event()  # type: ignore[no-untyped-call]
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
            raise yaml.composer.ComposerError(
                None, None, "anchors and aliases (& and *) are not allowed in data files", event.start_mark
            )
        return super().compose_node(parent, index)


# Resolve only the null value (an empty or ``~``/``null`` plain scalar); everything else stays text.
_NoAliasLoader.yaml_implicit_resolvers = {}
_NoAliasLoader.add_implicit_resolver(
    "tag:yaml.org,2002:null", re.compile(r"^(?:~|null|Null|NULL|)$"), ["~", "n", "N", ""]
)


def decode_data(data: bytes, path: str) -> tuple[str | None, list[Problem]]:
    """A data file's bytes as text: UTF-8 (a BOM is allowed), bounded, free of control characters."""
    if len(data) > MAX_BYTES:
        return None, [Problem(path, 1, f"file of {len(data)} bytes, larger than the {MAX_BYTES} allowed")]
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        return None, [Problem(path, line, f"not UTF-8: byte 0x{data[error.start]:02X} cannot be decoded")]
    for number, line_text in enumerate(text.split("\n"), 1):
        bad = FORBIDDEN_CHARACTERS.search(line_text.rstrip("\r"))
        if bad:
            return None, [Problem(path, number, f"control character U+{ord(bad.group()):04X} is not allowed")]
    return text, []


def compose(data: bytes | str, path: str) -> tuple[yaml.Node | None, list[Problem]]:
    """The composed YAML node tree of a data file (no anchors, aliases, bad bytes or control characters)."""
    text, problems = decode_data(data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass"), path)
    if text is None:
        return None, problems
    try:
        loader = _NoAliasLoader(text)
        try:
            return loader.get_single_node(), []
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = int(mark.line) + 1 if mark is not None else 1
        return None, [
            Problem(path, line, f"not valid YAML: {' '.join(str(error.problem or error.context or '').split())}")
        ]
    except yaml.YAMLError as error:
        return None, [Problem(path, 1, f"not valid YAML: {' '.join(str(error).split())}")]


def read_yaml(data: bytes | str, path: str, schema: Spec, *, empty_ok: bool = False) -> tuple[Any, list[Problem]]:
    """Check a YAML data file against ``schema``: the checked value (None if unusable) and every problem.

    With ``empty_ok``, a file holding nothing (or only comments) is no problem: the value is None.
    """
    root, problems = compose(data, path)
    if problems:
        return None, problems
    if root is None:
        return None, [] if empty_ok else [Problem(path, 1, f"the file is empty: expected {schema.what}")]
    reader = _Reader(path)
    value = reader.check(schema, root, 0)
    return value, sorted(reader.problems)


def entries(value: Entry | None, key: str) -> Sequence[Any]:
    """The list under ``key`` of a checked entry, or an empty list when it is absent or had problems."""
    if value is None:
        return ()
    found = value.fields.get(key)
    return found if isinstance(found, list) else ()

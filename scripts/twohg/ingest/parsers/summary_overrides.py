"""The reviewed pairings of the Japanese summary's flattened lists (its overrides file), read and checked.

``rules_src/overrides/ja-2hg-summary.yaml`` holds, under ``flattened_lists``, one pairing per
list the page's extraction flattened: its section, why it needs a reviewed pairing, and its
items (a label as printed, the line of its description or null for an item that only groups
its steps, a reviewer's ``description_starts`` check, and the steps under ``children``). The
file is read by `twohg.reviewed` (`OVERRIDES_SCHEMA`: anchors, aliases, control characters and
bad bytes refused there); its shape is checked here, every problem at the line of the value
concerned. The summary parser checks the pairing against the text.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeGuard

from twohg.ingest.parsers import ParseContext
from twohg.problems import Problem
from twohg.reviewed import Entry, Plain

#: How the overrides file is read: plain values whose mappings remember their lines.
OVERRIDES_SCHEMA = Plain(what="the summary's overrides (flattened_lists)", lines=True)

_OVERRIDE_KEYS = frozenset({"flattened_lists"})
_LIST_KEYS = frozenset({"section", "reason", "items"})
_ITEM_KEYS = frozenset({"label", "description_line", "description_starts", "children"})


@dataclass(frozen=True)
class ItemPlan:
    """How one list item is paired: its label, its description's line, its steps."""

    label: str
    """The label as printed."""
    description_line: int | None
    """The line holding the item's description; None for an item that only groups steps."""
    description_starts: str | None = None
    """What the description line must start with (a reviewer's check), if given."""
    children: tuple[ItemPlan, ...] = ()
    """The item's steps."""


@dataclass(frozen=True)
class ListOverride:
    """One reviewed pairing from the overrides file's ``flattened_lists``."""

    section: int
    """The section whose list it pairs."""
    reason: str
    """Why the list needs a reviewed pairing."""
    items: tuple[ItemPlan, ...]
    """The pairing, in display order."""
    line: int = 0
    """The line of the entry in the overrides file (0 when the overrides did not come from a file)."""


def _unknown_keys(raw: Mapping[Any, Any], allowed: frozenset[str], at: str) -> list[tuple[int, str]]:
    """A message for each key not in ``allowed``, at its line."""
    unknown = sorted(str(key) for key in raw if key not in allowed)
    return [(_at(raw, key), f"{at}: unknown key {key!r}") for key in unknown]


def _at(raw: object, key: str | None) -> int:
    """The line of ``key`` in a mapping read from the file (its own line for None), or 0 for plain data."""
    if not isinstance(raw, Entry):
        return 0
    return raw.line if key is None else raw.line_of(key)


def read_overrides(context: ParseContext) -> tuple[dict[int, ListOverride], list[Problem]]:
    """The reviewed pairings by section, and every problem with the overrides' shape."""
    where = context.overrides_path or context.path
    data: Any = context.overrides
    if not data:
        return {}, []
    if not isinstance(data, Mapping):
        return {}, [Problem(where, 1, "the overrides must be a mapping")]
    problems = [
        Problem(where, _at(data, key), f"unknown key {key!r} in the overrides (expected: flattened_lists)")
        for key in sorted(str(key) for key in data if key not in _OVERRIDE_KEYS)
    ]
    raw_lists = data.get("flattened_lists")
    if raw_lists is None:
        return {}, problems
    if not isinstance(raw_lists, list):
        message = "flattened_lists must be a list of reviewed pairings"
        return {}, [*problems, Problem(where, _at(data, "flattened_lists"), message)]
    overrides: dict[int, ListOverride] = {}
    for index, raw in enumerate(raw_lists):
        override, found = _read_list_override(raw, f"flattened_lists[{index}]")
        problems.extend(Problem(where, line, message) for line, message in found)
        if override is not None and override.section in overrides:
            twice = f"flattened_lists[{index}]: section {override.section} is paired twice"
            problems.append(Problem(where, override.line, twice))
        elif override is not None:
            overrides[override.section] = override
    return overrides, problems


def _is_int(value: object) -> TypeGuard[int]:
    """Whether a YAML value is a whole number (YAML's true and false are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _read_list_override(raw: object, at: str) -> tuple[ListOverride | None, list[tuple[int, str]]]:
    """One ``flattened_lists`` entry, or the (line, message) pairs saying what is wrong with it."""
    if not isinstance(raw, Mapping):
        return None, [(0, f"{at}: must be a mapping with section, reason and items")]
    messages = _unknown_keys(raw, _LIST_KEYS, at)
    section, reason, raw_items = raw.get("section"), raw.get("reason"), raw.get("items")
    if not (_is_int(section) and section >= 1):
        messages.append((_at(raw, "section"), f"{at}: 'section' must be a section number"))
        section = 0
    if not isinstance(reason, str) or not reason.strip():
        why = f"{at}: 'reason' must say, in words, why the list needs a reviewed pairing"
        messages.append((_at(raw, "reason"), why))
    if not isinstance(raw_items, list) or not raw_items:
        return None, [*messages, (_at(raw, "items"), f"{at}: 'items' must be a non-empty list")]
    items: list[ItemPlan] = []
    for index, raw_item in enumerate(raw_items):
        item, found = _read_item(raw_item, f"{at}.items[{index}]", allow_children=True)
        messages.extend(found)
        if item is not None:
            items.append(item)
    if messages or not _is_int(section):
        return None, messages
    return ListOverride(section, str(reason).strip(), tuple(items), _at(raw, None)), []


def _read_item(raw: object, at: str, allow_children: bool) -> tuple[ItemPlan | None, list[tuple[int, str]]]:
    """One item of a reviewed pairing, or the (line, message) pairs saying what is wrong with it."""
    if not isinstance(raw, Mapping):
        return None, [(0, f"{at}: must be a mapping with label and description_line")]
    messages = _unknown_keys(raw, _ITEM_KEYS, at)
    label, line, starts = raw.get("label"), raw.get("description_line"), raw.get("description_starts")
    if not isinstance(label, str) or not label.strip():
        messages.append((_at(raw, "label"), f"{at}: 'label' must be the label as printed"))
    if "description_line" not in raw or not (line is None or (_is_int(line) and line >= 1)):
        why = f"{at}: 'description_line' must be a line number, or null for an item that only groups its steps"
        messages.append((_at(raw, "description_line"), why))
    if starts is not None and (not isinstance(starts, str) or not starts):
        why = f"{at}: 'description_starts' must be the start of the description as printed"
        messages.append((_at(raw, "description_starts"), why))
    children, found = _read_children(raw.get("children"), at, allow_children)
    messages.extend(found)
    if line is None and not children and not found:
        messages.append((_at(raw, None), f"{at}: an item with no description_line must group steps under 'children'"))
    if messages:
        return None, messages
    return ItemPlan(str(label).strip(), line, starts, children), []


def _read_children(raw: object, at: str, allow_children: bool) -> tuple[tuple[ItemPlan, ...], list[tuple[int, str]]]:
    """An item's steps (one level deep), or the (line, message) pairs saying what is wrong with them."""
    if raw is None:
        return (), []
    if not allow_children:
        return (), [(0, f"{at}: steps cannot have steps of their own")]
    if not isinstance(raw, list) or not raw:
        return (), [(0, f"{at}: 'children' must be a non-empty list of steps")]
    children: list[ItemPlan] = []
    messages: list[tuple[int, str]] = []
    for index, raw_child in enumerate(raw):
        child, found = _read_item(raw_child, f"{at}.children[{index}]", allow_children=False)
        messages.extend(found)
        if child is not None:
            children.append(child)
    return tuple(children), messages

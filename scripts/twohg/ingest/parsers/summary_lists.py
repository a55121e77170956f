"""Labelled lists of the Japanese summary: pairing a well-formed list, and the reviewed pairings of flattened ones.

The summary's turn-structure list was flattened when the page was extracted, so its labels
and descriptions are out of order. A labelled list is paired on its own only when it is
well-formed (each label followed by its description, steps after their phase); any other
list needs a reviewed pairing in the source's overrides file (``flattened_lists``), read
here and checked line by line against the text. Nothing here guesses a pairing.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeGuard

from twohg.ingest.parsers import ParseContext
from twohg.ingest.units import SummaryItem
from twohg.problems import Problem

if TYPE_CHECKING:
    from twohg.ingest.parsers.summary import Line

_OVERRIDE_KEYS = frozenset({"flattened_lists"})
_LIST_KEYS = frozenset({"section", "reason", "items"})
_ITEM_KEYS = frozenset({"label", "description_line", "description_starts", "children"})


@dataclass(frozen=True)
class _ItemPlan:
    """How one list item is paired: its label, its description's line, its steps."""

    label: str
    """The label as printed."""
    description_line: int | None
    """The line holding the item's description; None for an item that only groups steps."""
    description_starts: str | None = None
    """What the description line must start with (a reviewer's check), if given."""
    children: tuple[_ItemPlan, ...] = ()
    """The item's steps."""


@dataclass(frozen=True)
class ListOverride:
    """One reviewed pairing from the overrides file's ``flattened_lists``."""

    section: int
    """The section whose list it pairs."""
    reason: str
    """Why the list needs a reviewed pairing."""
    items: tuple[_ItemPlan, ...]
    """The pairing, in display order."""


def _walk(items: Sequence[_ItemPlan], parent: _ItemPlan | None = None) -> Iterator[tuple[_ItemPlan, _ItemPlan | None]]:
    """Every item of a plan with its parent, parents first."""
    for item in items:
        yield item, parent
        yield from _walk(item.children, item)


def _sibling_numbers_ok(keys: Sequence[tuple[int, ...]]) -> bool:
    """Whether sibling labels are numbered 1, 2, 3, ... in order."""
    return [key[-1] for key in keys] == list(range(1, len(keys) + 1))


def _is_child(key: tuple[int, ...], parent: tuple[int, ...]) -> bool:
    """Whether ``key`` (``1-2``) numbers a step of ``parent`` (``1``)."""
    return len(key) == len(parent) + 1 and key[:-1] == parent


def _auto_plan(block: Sequence[Line]) -> tuple[tuple[_ItemPlan, ...], str]:
    """Pair a well-formed list; an empty plan and the reason when it is not well-formed."""
    phases: list[tuple[Line, int | None, list[tuple[Line, int | None]]]] = []
    index = 0
    while index < len(block):
        line = block[index]
        if line.kind != "label":
            return (), f"line {line.number} is a description with no label right before it"
        following = block[index + 1] if index + 1 < len(block) else None
        if following is not None and following.kind == "text":
            description: int | None = following.number
            index += 2
        elif following is not None and _is_child(following.key, line.key):
            description = None
            index += 1
        else:
            after = f"label {following.source} (line {following.number})" if following else "the end of the list"
            return (), f"label {line.source} on line {line.number} is followed by {after}, not by its description"
        if len(line.key) == 1:
            phases.append((line, description, []))
        elif phases and _is_child(line.key, phases[-1][0].key):
            phases[-1][2].append((line, description))
        else:
            parent = line.key[0]
            return (), f"label {line.source} on line {line.number} is a step, but no label {parent}. comes before it"
    return _checked_plan(phases)


def _checked_plan(
    phases: Sequence[tuple[Line, int | None, Sequence[tuple[Line, int | None]]]],
) -> tuple[tuple[_ItemPlan, ...], str]:
    """The plan of an in-order list, or the reason its numbering is irregular."""
    if not _sibling_numbers_ok([label.key for label, _, _ in phases]):
        return (), "its top-level labels are not numbered 1, 2, 3, ... in order"
    plan = []
    for label, description, steps in phases:
        if not _sibling_numbers_ok([step.key for step, _ in steps]):
            first = label.key[0]
            return (), f"the steps of {label.source} are not numbered {first}-1, {first}-2, ... in order"
        children = tuple(_ItemPlan(step.source, line) for step, line in steps)
        plan.append(_ItemPlan(label.source, description, children=children))
    return tuple(plan), ""


def _build_items(plan: Sequence[_ItemPlan], block: Sequence[Line]) -> tuple[SummaryItem, ...]:
    """Turn a checked plan into items: label line first, then the description line."""
    label_lines = {line.source: line.number for line in block if line.kind == "label"}
    texts = {line.number: line.text for line in block if line.kind == "text"}

    def build(item: _ItemPlan) -> SummaryItem:
        """One item with its steps."""
        lines: tuple[int, ...] = (label_lines[item.label],)
        if item.description_line is not None:
            lines += (item.description_line,)
        return SummaryItem(
            label=item.label,
            description="" if item.description_line is None else texts[item.description_line],
            lines=lines,
            children=tuple(build(child) for child in item.children),
        )

    return tuple(build(item) for item in plan)


def where(context: ParseContext) -> str:
    """The overrides file's name for messages."""
    return context.overrides_path or "the source's overrides file"


def _check_override(override: ListOverride, block: Sequence[Line], context: ParseContext) -> list[Problem]:
    """Every way the reviewed pairing and the list disagree, each on the source line concerned."""
    prefix = f"reviewed pairing for section {override.section} in {where(context)}"
    labels, problems = _label_index(block, context.path)
    descriptions = {line.number: line for line in block if line.kind == "text"}
    named: set[str] = set()
    used: dict[int, str] = {}
    for item, parent in _walk(override.items):
        problems.extend(_label_problems(item, parent, labels, named, context.path, prefix, block[0].number))
        named.add(item.label)
        problem = _description_problem(item, block, descriptions, used, prefix)
        if problem is not None:
            problems.append(Problem(context.path, *problem))
    problems.extend(_coverage_problems(labels, descriptions, named, used, context.path, prefix))
    problems.extend(_order_problems(override.items, labels, context.path, prefix))
    return problems


def _label_index(block: Sequence[Line], path: str) -> tuple[dict[str, Line], list[Problem]]:
    """The list's labels by their printed text; a problem for each label printed twice."""
    labels: dict[str, Line] = {}
    problems: list[Problem] = []
    for line in block:
        if line.kind != "label":
            continue
        if line.source in labels:
            message = f"label {line.source} appears twice in the list; a pairing by label cannot tell them apart"
            problems.append(Problem(path, line.number, message))
        else:
            labels[line.source] = line
    return labels, problems


def _description_problem(
    item: _ItemPlan,
    block: Sequence[Line],
    descriptions: Mapping[int, Line],
    used: dict[int, str],
    prefix: str,
) -> tuple[int, str] | None:
    """The (line, message) wrong with an item's description line, if any; records the line as used."""
    number = item.description_line
    if number is None:
        return None
    if number in used:
        return number, f"{prefix} gives line {number} to both {used[number]} and {item.label}; each is used once"
    if number in descriptions:
        used[number] = item.label
        starts, text = item.description_starts, descriptions[number].text
        if starts is None or text.startswith(starts):
            return None
        return number, f"{prefix} expects the description of {item.label} to start with {starts!r}; line reads {text!r}"
    if any(line.number == number for line in block):
        return number, f"{prefix} gives line {number} to {item.label} as its description, but it is a label"
    span = f"lines {block[0].number}-{block[-1].number}"
    return block[0].number, f"{prefix} gives line {number} to {item.label}, but the list is {span}"


def _label_problems(
    item: _ItemPlan,
    parent: _ItemPlan | None,
    labels: Mapping[str, Line],
    named: set[str],
    path: str,
    prefix: str,
    first_line: int,
) -> list[Problem]:
    """Problems with one item's label: unknown, named twice, or at the wrong level."""
    line = labels.get(item.label)
    if line is None:
        return [
            Problem(path, first_line, f"{prefix} names label {item.label!r}, which is not in the list that starts here")
        ]
    if item.label in named:
        return [Problem(path, line.number, f"{prefix} names label {item.label} more than once")]
    if parent is None and len(line.key) != 1:
        return [
            Problem(
                path,
                line.number,
                f"{prefix} lists the step {item.label} at the top level; list it under its phase's children",
            )
        ]
    parent_line = labels.get(parent.label) if parent is not None else None
    if parent is not None and parent_line is not None and not _is_child(line.key, parent_line.key):
        return [
            Problem(
                path,
                line.number,
                f"{prefix} lists {item.label} as a step of {parent.label}, but its number says otherwise",
            )
        ]
    return []


def _coverage_problems(
    labels: Mapping[str, Line],
    descriptions: Mapping[int, Line],
    named: set[str],
    used: Mapping[int, str],
    path: str,
    prefix: str,
) -> list[Problem]:
    """Labels and description lines of the list that the pairing leaves out."""
    problems = [
        Problem(path, line.number, f"label {label} is not in the {prefix}; every label of the list must be paired")
        for label, line in labels.items()
        if label not in named
    ]
    problems.extend(
        Problem(path, number, f"this line of the list is not the description of any label in the {prefix}")
        for number in descriptions
        if number not in used
    )
    return problems


def _order_problems(items: Sequence[_ItemPlan], labels: Mapping[str, Line], path: str, prefix: str) -> list[Problem]:
    """The pairing must list phases 1, 2, 3, ... and each phase's steps in their numbered order."""
    problems: list[Problem] = []
    for siblings in (items, *(item.children for item, _ in _walk(items))):
        known = [labels[item.label] for item in siblings if item.label in labels]
        if len(known) == len(siblings) and not _sibling_numbers_ok([line.key for line in known]):
            names = ", ".join(line.source for line in known)
            problems.append(
                Problem(
                    path, known[0].number, f"{prefix} lists {names}; list them in their numbered order 1, 2, 3, ..."
                )
            )
    return problems


def resolve_list(
    section: int, block: Sequence[Line], override: ListOverride | None, context: ParseContext
) -> tuple[tuple[SummaryItem, ...], list[Problem]]:
    """The items of a list block, from the reviewed pairing or, for a well-formed list, by order."""
    if override is not None:
        problems = _check_override(override, block, context)
        return ((), problems) if problems else (_build_items(override.items, block), [])
    plan, reason = _auto_plan(block)
    if plan:
        return _build_items(plan, block), []
    message = (
        f"the list in section {section} (lines {block[0].number}-{block[-1].number}) looks flattened: {reason}; "
        f"the parser will not guess which description belongs to which label: add a reviewed pairing for "
        f"section {section} under 'flattened_lists' in {where(context)}"
    )
    return (), [Problem(context.path, block[0].number, message)]


def read_overrides(context: ParseContext) -> tuple[dict[int, ListOverride], list[Problem]]:
    """The reviewed pairings by section, and every problem with the overrides' shape."""
    where = context.overrides_path or context.path
    data: Any = context.overrides
    if not data:
        return {}, []
    if not isinstance(data, Mapping):
        return {}, [Problem(where, 0, "the overrides must be a mapping")]
    problems = [
        Problem(where, 0, f"unknown key {key!r} in the overrides (expected: flattened_lists)")
        for key in sorted(str(key) for key in data if key not in _OVERRIDE_KEYS)
    ]
    raw_lists = data.get("flattened_lists")
    if raw_lists is None:
        return {}, problems
    if not isinstance(raw_lists, list):
        return {}, [*problems, Problem(where, 0, "flattened_lists must be a list of reviewed pairings")]
    overrides: dict[int, ListOverride] = {}
    for index, raw in enumerate(raw_lists):
        override, found = _read_list_override(raw, f"flattened_lists[{index}]")
        problems.extend(Problem(where, 0, message) for message in found)
        if override is not None and override.section in overrides:
            problems.append(Problem(where, 0, f"flattened_lists[{index}]: section {override.section} is paired twice"))
        elif override is not None:
            overrides[override.section] = override
    return overrides, problems


def _is_int(value: object) -> TypeGuard[int]:
    """Whether a YAML value is a whole number (YAML's true and false are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _read_list_override(raw: object, at: str) -> tuple[ListOverride | None, list[str]]:
    """One ``flattened_lists`` entry, or the messages saying what is wrong with it."""
    if not isinstance(raw, Mapping):
        return None, [f"{at}: must be a mapping with section, reason and items"]
    messages = [f"{at}: unknown key {key!r}" for key in sorted(str(key) for key in raw if key not in _LIST_KEYS)]
    section, reason, raw_items = raw.get("section"), raw.get("reason"), raw.get("items")
    if not (_is_int(section) and section >= 1):
        messages.append(f"{at}: 'section' must be a section number")
        section = 0
    if not isinstance(reason, str) or not reason.strip():
        messages.append(f"{at}: 'reason' must say, in words, why the list needs a reviewed pairing")
    if not isinstance(raw_items, list) or not raw_items:
        return None, [*messages, f"{at}: 'items' must be a non-empty list"]
    items: list[_ItemPlan] = []
    for index, raw_item in enumerate(raw_items):
        item, found = _read_item(raw_item, f"{at}.items[{index}]", allow_children=True)
        messages.extend(found)
        if item is not None:
            items.append(item)
    if messages or not _is_int(section):
        return None, messages
    return ListOverride(section, str(reason).strip(), tuple(items)), []


def _read_item(raw: object, at: str, allow_children: bool) -> tuple[_ItemPlan | None, list[str]]:
    """One item of a reviewed pairing, or the messages saying what is wrong with it."""
    if not isinstance(raw, Mapping):
        return None, [f"{at}: must be a mapping with label and description_line"]
    messages = [f"{at}: unknown key {key!r}" for key in sorted(str(key) for key in raw if key not in _ITEM_KEYS)]
    label, line, starts = raw.get("label"), raw.get("description_line"), raw.get("description_starts")
    if not isinstance(label, str) or not label.strip():
        messages.append(f"{at}: 'label' must be the label as printed")
    if "description_line" not in raw or not (line is None or (_is_int(line) and line >= 1)):
        messages.append(
            f"{at}: 'description_line' must be a line number, or null for an item that only groups its steps"
        )
    if starts is not None and (not isinstance(starts, str) or not starts):
        messages.append(f"{at}: 'description_starts' must be the start of the description as printed")
    children, found = _read_children(raw.get("children"), at, allow_children)
    messages.extend(found)
    if line is None and not children and not found:
        messages.append(f"{at}: an item with no description_line must group steps under 'children'")
    if messages:
        return None, messages
    return _ItemPlan(str(label).strip(), line, starts, children), []


def _read_children(raw: object, at: str, allow_children: bool) -> tuple[tuple[_ItemPlan, ...], list[str]]:
    """An item's steps (one level deep), or the messages saying what is wrong with them."""
    if raw is None:
        return (), []
    if not allow_children:
        return (), [f"{at}: steps cannot have steps of their own"]
    if not isinstance(raw, list) or not raw:
        return (), [f"{at}: 'children' must be a non-empty list of steps"]
    children: list[_ItemPlan] = []
    messages: list[str] = []
    for index, raw_child in enumerate(raw):
        child, found = _read_item(raw_child, f"{at}.children[{index}]", allow_children=False)
        messages.extend(found)
        if child is not None:
            children.append(child)
    return tuple(children), messages

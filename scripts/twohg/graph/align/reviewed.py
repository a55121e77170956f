"""The reviewed lineage file ``rules_src/alignment/lineage.yaml``: forced, forbidden, removed and added links."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import yaml

from twohg.graph.align.model import Action, ReviewedEntry
from twohg.graph.model import RuleText
from twohg.problems import Problem
from twohg.reviewed import Plain, compose, read_yaml
from twohg.rulenumber import RuleNumber

_ENTRY_KEYS: Mapping[str, frozenset[str]] = {
    "link": frozenset({"from", "to", "reason"}),
    "forbid": frozenset({"from", "to", "reason"}),
    "removed": frozenset({"rule", "reason"}),
    "added": frozenset({"rule", "reason"}),
}


def _node_line(node: yaml.Node) -> int:
    """1-based line of a YAML node."""
    return int(node.start_mark.line) + 1


def _text_problem(value: Any, texts: Mapping[str, RuleText], chain: Sequence[str]) -> str | None:
    """What is wrong with a rule text id in the reviewed file, or None."""
    if not isinstance(value, str) or "/" not in value:
        return f"{value!r} is not a rule text id (<edition>/<number>, e.g. cr-en-2009-05-01/606.6e)"
    edition, printed = value.rsplit("/", 1)
    if edition not in chain:
        return f"unknown edition {edition!r} in {value!r} (aligned editions: {', '.join(chain)})"
    number = RuleNumber.try_parse(printed)
    if number is None:
        return f"{printed!r} in {value!r} is not a rule number"
    if f"{edition}/{number}" not in texts:
        return f"{edition} has no Two-Headed Giant rule {number} ({value!r})"
    return None


def _canonical(value: str) -> str:
    """A valid rule text id with its number normalised (``606. 8b`` -> ``606.8b``)."""
    edition, printed = value.rsplit("/", 1)
    return f"{edition}/{RuleNumber.parse(printed)}"


def _entry(
    action: Action, node: yaml.Node, raw: Any, path: str, texts: Mapping[str, RuleText], chain: Sequence[str]
) -> tuple[ReviewedEntry | None, list[Problem]]:
    """One entry of the reviewed file, validated."""
    line = _node_line(node)
    if not isinstance(raw, dict):
        return None, [Problem(path, line, f"a '{action}' entry must be a mapping")]
    problems = []
    unknown = sorted(set(map(str, raw)) - _ENTRY_KEYS[action])
    if unknown:
        problems.append(Problem(path, line, f"'{action}' entry has unknown key(s): {', '.join(unknown)}"))
    reason = raw.get("reason")
    if not isinstance(reason, str) or not reason.strip():
        problems.append(Problem(path, line, f"'{action}' entry lacks a 'reason': say why, for the next reviewer"))
    key = "rule" if action in ("removed", "added") else "from"
    source = raw.get(key)
    wrong = _text_problem(source, texts, chain)
    if wrong:
        problems.append(Problem(path, line, f"'{key}': {wrong}"))
    targets: list[str] = []
    if action in ("link", "forbid"):
        listed = raw.get("to")
        values = listed if isinstance(listed, list) else [listed]
        if not values or listed is None:
            problems.append(Problem(path, line, f"'{action}' entry lacks 'to': the newer rule text(s)"))
        for value in values if listed is not None else []:
            wrong_target = _text_problem(value, texts, chain)
            if wrong_target:
                problems.append(Problem(path, line, f"'to': {wrong_target}"))
                continue
            targets.append(_canonical(str(value)))
    if problems:
        return None, problems
    source = _canonical(str(source))
    position = chain.index(source.rsplit("/", 1)[0])
    for target in targets:
        if chain.index(target.rsplit("/", 1)[0]) <= position:
            problems.append(Problem(path, line, f"{target} is not in an edition later than {source}'s"))
    if problems:
        return None, problems
    return ReviewedEntry(action, source, tuple(targets), " ".join(str(reason).split()), line), []


def parse_reviewed(
    text: str | None, path: str, texts: Sequence[RuleText], chain: Sequence[str]
) -> tuple[tuple[ReviewedEntry, ...], tuple[Problem, ...]]:
    """Read and validate the reviewed alignment file; every problem names its line."""
    if text is None or not text.strip():
        return (), ()
    root, composed = compose(text, path)
    if composed:
        return (), tuple(composed)
    data, plain = read_yaml(text, path, Plain())
    if plain:
        return (), tuple(plain)
    if not isinstance(data, dict) or not isinstance(root, yaml.MappingNode):
        return (), (Problem(path, 1, "the reviewed alignment file must be a mapping of link/forbid/removed/added"),)
    by_id = {t.id: t for t in texts}
    entries: list[ReviewedEntry] = []
    problems: list[Problem] = []
    for key_node, value_node in root.value:
        action = key_node.value
        if action not in _ENTRY_KEYS:
            problems.append(
                Problem(
                    path, _node_line(key_node), f"unknown section {action!r} (expected link, forbid, removed, added)"
                )
            )
            continue
        raw_list = data.get(action)
        if raw_list is None:
            continue
        if not isinstance(raw_list, list) or not isinstance(value_node, yaml.SequenceNode):
            problems.append(Problem(path, _node_line(key_node), f"'{action}' must be a list of entries"))
            continue
        for node, raw in zip(value_node.value, raw_list, strict=True):
            entry, found = _entry(action, node, raw, path, by_id, chain)
            problems.extend(found)
            if entry is not None:
                entries.append(entry)
    pairs: dict[tuple[str, str], ReviewedEntry] = {}
    for entry in entries:
        for target in entry.targets:
            earlier = pairs.get((entry.source, target))
            if earlier is not None and earlier.action != entry.action:
                problems.append(
                    Problem(
                        path,
                        entry.line,
                        f"{entry.source} -> {target} is both forced and forbidden (see line {earlier.line})",
                    )
                )
            pairs.setdefault((entry.source, target), entry)
    declared = {(e.action, e.source): e for e in entries if e.action in ("removed", "added")}
    for entry in entries:
        if entry.action != "link":
            continue
        clash = declared.get(("removed", entry.source))
        clashes = [clash] if clash else []
        clashes += [declared[("added", t)] for t in entry.targets if ("added", t) in declared]
        problems.extend(
            Problem(path, entry.line, f"links {other.source}, which line {other.line} declares {other.action}")
            for other in clashes
        )
    return tuple(entries), tuple(sorted(problems))

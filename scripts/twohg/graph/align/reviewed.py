"""The reviewed lineage file ``rules_src/alignment/lineage.yaml``: forced, forbidden, removed and added links."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from twohg import reviewed
from twohg.graph.align.model import Action, ReviewedEntry
from twohg.graph.model import RuleText, canonical_text_id, text_id_problem
from twohg.problems import Problem
from twohg.reviewed import Entry, ListOf, Record, Text, read_yaml

_TEXT_ID = Text(what="a rule text id (<edition>/<number>)")
_LINKS = ListOf(
    Record({"from": _TEXT_ID, "to": ListOf(_TEXT_ID, single=True, min_items=1), "reason": Text(multiline=True)})
)
#: A reason in the site's other languages (the English ``reason`` stays the reviewed one; each is checked alike).
TRANSLATED = ("es", "fr", "ja")
_TRANSLATIONS = Record({}, {language: Text(multiline=True) for language in TRANSLATED}, what="es/fr/ja")
_DECLARED = ListOf(
    Record(
        {"rule": _TEXT_ID, "reason": Text(multiline=True)},
        {"translations": _TRANSLATIONS, "related": ListOf(_TEXT_ID, single=True, min_items=1)},
        what="a declaration",
    )
)
SCHEMA = Record(
    {}, {"link": _LINKS, "forbid": _LINKS, "removed": _DECLARED, "added": _DECLARED}, what="link/forbid/removed/added"
)
"""The declared schema of ``lineage.yaml``: four optional sections, each a list of entries with a reason."""


def _entry(
    action: Action, raw: Entry, path: str, texts: Mapping[str, RuleText], chain: Sequence[str]
) -> tuple[ReviewedEntry | None, list[Problem]]:
    """One entry of the reviewed file (its shape checked by the schema), checked against the texts."""
    key = "rule" if action in ("removed", "added") else "from"
    if key not in raw or "reason" not in raw or (action in ("link", "forbid") and "to" not in raw):
        return None, []  # the schema reported what is missing
    problems = []
    wrong = text_id_problem(raw[key], texts, chain)
    if wrong:
        problems.append(Problem(path, raw.line_of(key), f"'{key}': {wrong}"))
    if "related" in raw and action != "removed":
        problems.append(Problem(path, raw.line_of("related"), "'related' is for a removed rule only"))
    targets: list[str] = []
    related: list[str] = []
    for field, found in (("to", targets), ("related", related)):
        for value in raw.get(field, ()):
            wrong_target = text_id_problem(value, texts, chain)
            if wrong_target:
                problems.append(Problem(path, raw.line_of(field), f"'{field}': {wrong_target}"))
                continue
            found.append(canonical_text_id(value))
    if problems:
        return None, problems
    source = canonical_text_id(raw[key])
    position = chain.index(source.rsplit("/", 1)[0])
    for field, found in (("to", targets), ("related", related)):
        for target in found:
            if chain.index(target.rsplit("/", 1)[0]) <= position:
                problems.append(
                    Problem(path, raw.line_of(field), f"{target} is not in an edition later than {source}'s")
                )
    if problems:
        return None, problems
    said = raw.get("translations") or {}
    translations = tuple((language, " ".join(said[language].split())) for language in TRANSLATED if language in said)
    line = raw.line_of("translations") if translations else raw.line
    reason = " ".join(raw["reason"].split())
    entry = ReviewedEntry(action, source, tuple(targets), reason, raw.line, translations, line, tuple(related))
    return entry, []


def parse_reviewed(
    text: str | None, path: str, texts: Sequence[RuleText], chain: Sequence[str]
) -> tuple[tuple[ReviewedEntry, ...], tuple[Problem, ...]]:
    """Read and validate the reviewed alignment file; every problem names its line."""
    if text is None or not text.strip():
        return (), ()
    root, problems = read_yaml(text, path, SCHEMA)
    by_id = {t.id: t for t in texts}
    entries: list[ReviewedEntry] = []
    actions: tuple[Action, ...] = ("link", "forbid", "removed", "added")
    for action in actions:
        for raw in reviewed.entries(root, action):
            entry, found = _entry(action, raw, path, by_id, chain)
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

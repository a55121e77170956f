"""The reviewed file ``rules_src/alignment/explanations.yaml``: decisions with reasons, checked against the corpus."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

import yaml

from twohg.graph.explain.common import _EXPLAINER_ID_RE, REVIEWED_FILE
from twohg.graph.explain.explainers import Explainer
from twohg.graph.model import Edition, RuleText
from twohg.problems import Problem
from twohg.reviewed import compose
from twohg.rulenumber import RuleNumber

ReviewedKind = Literal["translation", "explains"]


@dataclass(frozen=True)
class ReviewedLink:
    """A link a person decided on, with the reason."""

    kind: ReviewedKind
    """``translation`` (English text -> translated text) or ``explains`` (FAQ/summary -> rule text)."""
    source: str
    """The id the link starts from."""
    target: str
    """The id the link points to."""
    reason: str
    """Why, in words."""
    certain: bool
    """False when the reviewer judged the link itself uncertain (it is then reported)."""
    line: int
    """The YAML line of the target."""
    source_line: int
    """The YAML line of the source."""


@dataclass(frozen=True)
class ReviewedRejection:
    """An automatic link a person rejected, with the reason."""

    kind: ReviewedKind
    """The kind of link rejected."""
    source: str
    """Its source id."""
    target: str
    """Its target id."""
    reason: str
    """Why it is wrong."""
    line: int
    """The YAML line of the entry."""


@dataclass(frozen=True)
class ReviewedUnlinked:
    """A FAQ entry or summary section a person found to explain no Comprehensive Rule."""

    id: str
    """The FAQ entry or summary section."""
    reason: str
    """Why it explains no rule (tournament practice, organised play...)."""
    line: int
    """The YAML line of the id."""


@dataclass(frozen=True)
class Reviewed:
    """The reviewed file, parsed: decisions with their reasons and YAML lines."""

    file: str = REVIEWED_FILE
    """The file's path, for evidence and problems."""
    links: tuple[ReviewedLink, ...] = ()
    """Links decided by a person."""
    rejections: tuple[ReviewedRejection, ...] = ()
    """Automatic links a person rejected."""
    unlinked: tuple[ReviewedUnlinked, ...] = ()
    """Entries that explain no Comprehensive Rule."""


_SECTIONS: Mapping[str, tuple[str, ...]] = {
    "translations": ("from", "to", "reason", "certain"),
    "explains": ("from", "to", "reason", "certain"),
    "rejected": ("kind", "from", "to", "reason"),
    "unlinked": ("id", "reason"),
}


_REQUIRED: Mapping[str, tuple[str, ...]] = {
    "translations": ("from", "to", "reason"),
    "explains": ("from", "to", "reason"),
    "rejected": ("kind", "from", "to", "reason"),
    "unlinked": ("id", "reason"),
}


_STR_TAG = "tag:yaml.org,2002:str"


def _line(node: yaml.Node) -> int:
    return int(node.start_mark.line) + 1


def _scalar(node: yaml.Node) -> str | None:
    return str(node.value) if isinstance(node, yaml.ScalarNode) and node.tag == _STR_TAG else None


def _mapping(node: yaml.Node, file: str, problems: list[Problem], what: str) -> dict[str, tuple[yaml.Node, yaml.Node]]:
    """A mapping node's keys -> (key node, value node); problems for a non-mapping or a repeated key."""
    if not isinstance(node, yaml.MappingNode):
        problems.append(Problem(file, _line(node), f"{what} must be a mapping"))
        return {}
    found: dict[str, tuple[yaml.Node, yaml.Node]] = {}
    for key, value in node.value:
        name = str(key.value) if isinstance(key, yaml.ScalarNode) else ""
        if name in found:
            problems.append(Problem(file, _line(key), f"{what}: key {name!r} given twice"))
            continue
        found[name] = (key, value)
    return found


def _entry(
    section: str, node: yaml.Node, file: str, problems: list[Problem]
) -> dict[str, tuple[yaml.Node, yaml.Node]] | None:
    """One entry of a section, checked for unknown and missing keys and an empty reason."""
    fields = _mapping(node, file, problems, f"an entry of {section!r}")
    if not fields:
        return None
    ok = True
    for name, (key, _value) in fields.items():
        if name not in _SECTIONS[section]:
            problems.append(
                Problem(
                    file, _line(key), f"unknown key {name!r} in {section!r} (allowed: {', '.join(_SECTIONS[section])})"
                )
            )
            ok = False
    for name in _REQUIRED[section]:
        if name not in fields:
            problems.append(Problem(file, _line(node), f"entry of {section!r} has no {name!r}"))
            ok = False
    if "reason" in fields:
        reason = _scalar(fields["reason"][1])
        if reason is None or not reason.strip():
            problems.append(Problem(file, _line(fields["reason"][1]), "reason must be a non-empty text"))
            ok = False
    if "certain" in fields:
        value = fields["certain"][1]
        if not (isinstance(value, yaml.ScalarNode) and value.style is None and value.value in ("true", "false")):
            problems.append(Problem(file, _line(value), "certain must be true or false"))
            ok = False
    return fields if ok else None


def _id(fields: Mapping[str, tuple[yaml.Node, yaml.Node]], name: str, file: str, problems: list[Problem]) -> str | None:
    value = fields[name][1]
    text = _scalar(value)
    if text is None or not text.strip():
        problems.append(Problem(file, _line(value), f"{name!r} must be an id (text)"))
        return None
    return text.strip()


def _targets(
    fields: Mapping[str, tuple[yaml.Node, yaml.Node]], file: str, problems: list[Problem]
) -> list[tuple[str, int]]:
    value = fields["to"][1]
    nodes = value.value if isinstance(value, yaml.SequenceNode) else [value]
    targets: list[tuple[str, int]] = []
    for node in nodes:
        text = _scalar(node)
        if text is None or not text.strip():
            problems.append(Problem(file, _line(node), "'to' must be an id or a list of ids"))
            continue
        targets.append((text.strip(), _line(node)))
    if not targets and isinstance(value, yaml.SequenceNode):
        problems.append(Problem(file, _line(value), "'to' lists no id"))
    return targets


def _certain(fields: Mapping[str, tuple[yaml.Node, yaml.Node]]) -> bool:
    if "certain" not in fields:
        return True
    return str(fields["certain"][1].value) == "true"


def parse_reviewed(text: str, file: str = REVIEWED_FILE) -> tuple[Reviewed, tuple[Problem, ...]]:
    """Parse the reviewed file's text: sections ``translations``, ``explains``, ``rejected``, ``unlinked``.

    ``translations``: ``from`` an English rule text id, ``to`` a translated rule text id.
    ``explains``: ``from`` a FAQ entry or summary section id, ``to`` one rule text id or a list.
    Both take a ``reason`` and an optional ``certain: false``. ``rejected``: ``kind``
    (translation or explains), ``from``, ``to``, ``reason``. ``unlinked``: ``id``, ``reason``.
    Ids follow `twohg.graph.model`. Problems carry the YAML line; ids are checked by `check_reviewed`.
    """
    problems: list[Problem] = []
    root, composed = compose(text, file)
    if composed:
        return Reviewed(file), tuple(composed)
    if root is None:
        return Reviewed(file), ()
    top = _mapping(root, file, problems, "the reviewed file")
    links: list[ReviewedLink] = []
    rejections: list[ReviewedRejection] = []
    unlinked: list[ReviewedUnlinked] = []
    for name, (key, value) in top.items():
        if name not in _SECTIONS:
            problems.append(Problem(file, _line(key), f"unknown section {name!r} (allowed: {', '.join(_SECTIONS)})"))
            continue
        if not isinstance(value, yaml.SequenceNode):
            problems.append(Problem(file, _line(value), f"{name!r} must be a list of entries"))
            continue
        for node in value.value:
            fields = _entry(name, node, file, problems)
            if fields is None:
                continue
            reason = " ".join(str(fields["reason"][1].value).split())
            if name == "unlinked":
                entry_id = _id(fields, "id", file, problems)
                if entry_id is not None:
                    unlinked.append(ReviewedUnlinked(entry_id, reason, _line(fields["id"][1])))
                continue
            source = _id(fields, "from", file, problems)
            if name == "rejected":
                kind_text = _scalar(fields["kind"][1])
                target = _id(fields, "to", file, problems)
                if kind_text not in ("translation", "explains"):
                    problems.append(Problem(file, _line(fields["kind"][1]), "kind must be 'translation' or 'explains'"))
                    continue
                if source is not None and target is not None:
                    kind: ReviewedKind = "translation" if kind_text == "translation" else "explains"
                    rejections.append(ReviewedRejection(kind, source, target, reason, _line(node)))
                continue
            targets = _targets(fields, file, problems)
            if source is None:
                continue
            link_kind: ReviewedKind = "translation" if name == "translations" else "explains"
            for target, line in targets:
                links.append(
                    ReviewedLink(link_kind, source, target, reason, _certain(fields), line, _line(fields["from"][1]))
                )
    return Reviewed(file, tuple(links), tuple(rejections), tuple(unlinked)), tuple(problems)


@dataclass(frozen=True)
class KnownIds:
    """What the reviewed file's ids may name."""

    texts: Mapping[str, RuleText]
    """Every rule text by id."""
    editions: Mapping[str, Edition]
    """Every edition by id."""
    explainers: Mapping[str, Explainer]
    """Every FAQ entry and summary section by id."""


def _explainer_problem(entry_id: str, known: KnownIds) -> str | None:
    if entry_id in known.explainers:
        return None
    match = _EXPLAINER_ID_RE.match(entry_id)
    if match is None:
        return f"{entry_id!r} is not a FAQ entry id (<source>/q<index>) or summary section id (<source>/s<number>)"
    same = sorted(
        (e for e in known.explainers.values() if e.source_id == match["source"]),
        key=lambda e: int(e.id.rsplit("/", 1)[1][1:]),
    )
    if not same:
        sources = sorted({e.source_id for e in known.explainers.values()})
        return f"unknown FAQ or summary source {match['source']!r} (known: {', '.join(sources)})"
    what = "question" if match["kind"] == "q" else "section"
    have = f"{same[0].id.rsplit('/', 1)[1]}-{same[-1].id.rsplit('/', 1)[1]}"
    if same[0].id.rsplit("/", 1)[1][0] != match["kind"]:
        return f"{match['source']} has no {what}s: its entries are {have}"
    return f"{match['source']} has no {what} {match['index']} (it has {have})"


def _text_problem(text_id: str, known: KnownIds) -> str | None:
    if text_id in known.texts:
        return None
    edition, _, printed = text_id.rpartition("/")
    if not edition:
        return f"{text_id!r} is not a rule text id (<edition>/<number>)"
    if edition not in known.editions:
        return f"unknown edition {edition!r} (known: {', '.join(sorted(known.editions))})"
    if RuleNumber.try_parse(printed) is None:
        return f"{printed!r} is not a rule number"
    return f"{edition} has no rule {printed}"


def check_reviewed(reviewed: Reviewed, known: KnownIds) -> tuple[Problem, ...]:
    """Problems with the reviewed file's ids: unknown FAQ entry, section, edition or rule, wrong languages, repeats."""
    file = reviewed.file
    problems: list[Problem] = []
    seen: dict[tuple[str, str, str], int] = {}
    for link in reviewed.links:
        key = (link.kind, link.source, link.target)
        if key in seen:
            problems.append(
                Problem(file, link.line, f"{link.source} -> {link.target} is reviewed twice (line {seen[key]})")
            )
        seen.setdefault(key, link.line)
        if link.kind == "explains":
            message = _explainer_problem(link.source, known)
            if message:
                problems.append(Problem(file, link.source_line, message))
            message = _text_problem(link.target, known)
            if message:
                problems.append(Problem(file, link.line, message))
            continue
        for text_id, line, want in ((link.source, link.source_line, "english"), (link.target, link.line, "translated")):
            message = _text_problem(text_id, known)
            if message:
                problems.append(Problem(file, line, message))
                continue
            edition = known.editions[known.texts[text_id].edition]
            if want == "english" and (edition.language != "en" or edition.kind != "official"):
                problems.append(Problem(file, line, f"{text_id} is not in an official English edition"))
            if want == "translated" and edition.kind != "translation":
                problems.append(Problem(file, line, f"{text_id} is not in a translation"))
    for rejection in reviewed.rejections:
        checks = (
            (
                _explainer_problem(rejection.source, known)
                if rejection.kind == "explains"
                else _text_problem(rejection.source, known)
            ),
            _text_problem(rejection.target, known),
        )
        problems.extend(Problem(file, rejection.line, message) for message in checks if message)
    linked = {link.source: link.source_line for link in reviewed.links if link.kind == "explains"}
    unlinked_seen: dict[str, int] = {}
    for entry in reviewed.unlinked:
        message = _explainer_problem(entry.id, known)
        if message:
            problems.append(Problem(file, entry.line, message))
        if entry.id in unlinked_seen:
            problems.append(
                Problem(file, entry.line, f"{entry.id} is listed as unlinked twice (line {unlinked_seen[entry.id]})")
            )
        unlinked_seen.setdefault(entry.id, entry.line)
        if entry.id in linked:
            problems.append(
                Problem(
                    file,
                    entry.line,
                    f"{entry.id} is listed as unlinked but also explains rules (line {linked[entry.id]})",
                )
            )
    return tuple(problems)

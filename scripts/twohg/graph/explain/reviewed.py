"""The reviewed file ``rules_src/alignment/explanations.yaml``: decisions with reasons, checked against the corpus."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from twohg.graph.explain.common import _EXPLAINER_ID_RE, REVIEWED_FILE
from twohg.graph.explain.explainers import Explainer
from twohg.graph.model import Edition, RuleText, canonical_text_id, text_id_problem
from twohg.problems import Problem
from twohg.reviewed import Entry, Flag, ListOf, Located, Record, Text, entries, read_yaml

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
    same_topic: tuple[tuple[str, int], ...] = ()
    """For a tournament rule: the Comprehensive Rules outside the 2HG sections on its topic (``100.4c``), each with
    its YAML line; checked against the edition in force on the document's date (`twohg.graph.tournament`)."""


@dataclass(frozen=True)
class ReviewedTournament:
    """A FAQ answer or summary section on a tournament matter, checked by a person against tournament rules."""

    id: str
    """The FAQ entry or summary section."""
    rules: tuple[tuple[str, int], ...]
    """The tournament rules that rule on the matter (``en-mtr-2026-02-27/9.6``), each with its YAML line; none
    when no tournament rule covers it any more (ratings, a 2005 event)."""
    holds: bool
    """Whether the answer still says what those rules say."""
    reason: str
    """Why, in words: what the answer says and what the rules say."""
    now: tuple[tuple[str, str], ...]
    """When it does not hold: what the rules say instead, in a few words, per language (en, es, fr, ja)."""
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
    tournament: tuple[ReviewedTournament, ...] = ()
    """Entries on tournament matters, with the tournament rules they were checked against (`twohg.graph.answers`)."""


_LINK = Record(
    required={
        "from": Located(Text(what="an id")),
        "to": ListOf(Located(Text(what="an id")), single=True, min_items=1, what="an id or a list of ids"),
        "reason": Text(multiline=True, what="a reason"),
    },
    optional={"certain": Flag()},
)
_REJECTED = Record(
    required={
        "kind": Text(choices=("translation", "explains"), label="kind"),
        "from": Text(what="an id"),
        "to": Text(what="an id"),
        "reason": Text(multiline=True, what="a reason"),
    }
)
_UNLINKED = Record(
    required={"id": Located(Text(what="an id")), "reason": Text(multiline=True, what="a reason")},
    optional={"same_topic": ListOf(Located(Text(what="a rule number")), single=True, what="a rule number or a list")},
)
#: The languages a reviewed statement of the tournament rules is written in (every language of the site).
STATED = ("en", "es", "fr", "ja")
_TOURNAMENT = Record(
    required={
        "from": Located(Text(what="an id")),
        "to": ListOf(Located(Text(what="a tournament rule id (<document>/<number>)")), what="a list of ids"),
        "holds": Flag(),
        "reason": Text(multiline=True, what="a reason"),
    },
    optional={"now": Record({language: Text(multiline=True) for language in STATED}, what="en/es/fr/ja")},
)

SCHEMA = Record(
    required={},
    optional={
        "translations": ListOf(_LINK),
        "explains": ListOf(_LINK),
        "rejected": ListOf(_REJECTED),
        "unlinked": ListOf(_UNLINKED),
        "tournament": ListOf(_TOURNAMENT),
    },
    what="the reviewed file: translations, explains, rejected, unlinked, tournament",
)
"""The reviewed file's schema, read by `twohg.reviewed` (every problem at its line)."""


def _complete(entry: Entry, keys: tuple[str, ...]) -> bool:
    """Whether every key of an entry kept its value (one with a problem is left out, and reported)."""
    return all(key in entry for key in keys)


def parse_reviewed(text: str, file: str = REVIEWED_FILE) -> tuple[Reviewed, tuple[Problem, ...]]:
    """Parse the reviewed file's text: sections ``translations``, ``explains``, ``rejected``, ``unlinked``.

    ``translations``: ``from`` an English rule text id, ``to`` a translated rule text id.
    ``tournament``: ``from`` a FAQ entry or summary section, ``to`` the tournament rules checked against (none when
    none covers the matter), ``holds``, ``reason``, and ``now`` (en, es, fr, ja) when it does not hold.
    ``explains``: ``from`` a FAQ entry or summary section id, ``to`` one rule text id or a list.
    Both take a ``reason`` and an optional ``certain: false``. ``rejected``: ``kind``
    (translation or explains), ``from``, ``to``, ``reason``. ``unlinked``: ``id``, ``reason``, and for a tournament
    rule an optional ``same_topic``: the Comprehensive Rules on its topic outside the 2HG sections.
    Ids follow `twohg.graph.model`. Problems carry the YAML line; ids are checked by `check_reviewed`.
    """
    root, problems = read_yaml(text, file, SCHEMA, empty_ok=True)
    if not isinstance(root, Entry):
        return Reviewed(file), tuple(problems)
    links: list[ReviewedLink] = []
    sections: tuple[tuple[str, ReviewedKind], ...] = (("translations", "translation"), ("explains", "explains"))
    for section, kind in sections:
        for entry in entries(root, section):
            if not _complete(entry, ("from", "to", "reason")):
                continue
            (raw_source, source_line), reason = entry["from"], " ".join(entry["reason"].split())
            source = canonical_text_id(raw_source.strip())
            certain = entry.get("certain", True)
            for target, line in entry["to"]:
                target_id = canonical_text_id(target.strip())
                links.append(ReviewedLink(kind, source, target_id, reason, certain, line, source_line))
    rejections = [
        ReviewedRejection(
            entry["kind"],
            canonical_text_id(entry["from"].strip()),
            canonical_text_id(entry["to"].strip()),
            " ".join(entry["reason"].split()),
            entry.line,
        )
        for entry in entries(root, "rejected")
        if _complete(entry, ("kind", "from", "to", "reason"))
    ]
    unlinked = [
        ReviewedUnlinked(
            entry["id"][0].strip(),
            " ".join(entry["reason"].split()),
            entry["id"][1],
            tuple((number.strip(), line) for number, line in entry.get("same_topic") or ()),
        )
        for entry in entries(root, "unlinked")
        if _complete(entry, ("id", "reason"))
    ]
    tournament = [
        ReviewedTournament(
            entry["from"][0].strip(),
            tuple((rule.strip(), line) for rule, line in entry["to"]),
            entry["holds"],
            " ".join(entry["reason"].split()),
            tuple((language, " ".join(said.split())) for language, said in (entry.get("now") or {}).items()),
            entry["from"][1],
        )
        for entry in entries(root, "tournament")
        if _complete(entry, ("from", "to", "holds", "reason"))
    ]
    return Reviewed(file, tuple(links), tuple(rejections), tuple(unlinked), tuple(tournament)), tuple(problems)


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
    return text_id_problem(text_id, known.texts, list(known.editions))


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
    problems.extend(_tournament_problems(reviewed, known))
    return tuple(problems)


def _tournament_problems(reviewed: Reviewed, known: KnownIds) -> list[Problem]:
    """Problems with the tournament entries: an unknown entry, one checked twice, a ``now`` that does not fit."""
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    for answer in reviewed.tournament:
        message = _explainer_problem(answer.id, known)
        if message:
            problems.append(Problem(reviewed.file, answer.line, message))
        elif answer.id in seen:
            said = f"{answer.id} is checked against the tournament rules twice (line {seen[answer.id]})"
            problems.append(Problem(reviewed.file, answer.line, said))
        seen.setdefault(answer.id, answer.line)
        if answer.holds and answer.now:
            said = f"{answer.id} holds: it takes no 'now' (what the rules say instead)"
            problems.append(Problem(reviewed.file, answer.line, said))
        elif answer.now and {language for language, _ in answer.now} != set(STATED):
            said = f"{answer.id}: 'now' is written in every language of the site ({', '.join(STATED)})"
            problems.append(Problem(reviewed.file, answer.line, said))
    return problems

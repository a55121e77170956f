"""The ingest pipeline: catalogue -> decode -> parse, collecting every problem before failing."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar

from twohg import files
from twohg.ingest import archive, dropin
from twohg.ingest.catalogue import SourceEntry, parse_catalogue
from twohg.ingest.decoding import DecodedText, decode
from twohg.ingest.parsers import ParseContext, overrides_schema, parser_for, tournament
from twohg.ingest.units import ParsedSource
from twohg.ingest.wholeness import Outline, outline
from twohg.problems import Problem, raise_if_any
from twohg.profiles import profile
from twohg.reviewed import read_yaml


@dataclass(frozen=True)
class LoadedSource:
    """One source through the ingest stages: its entry, its decoded text and what was parsed."""

    entry: SourceEntry
    """The catalogue entry."""
    path: str
    """The file's path relative to the project root."""
    text: DecodedText
    """The decoded text."""
    parsed: ParsedSource
    """The parser's result."""
    sha256: str = ""
    """The SHA-256 of the file's bytes (what a confirmation in ``confirmed-changes.yaml`` pins)."""
    outline: Outline | None = None
    """An official edition's contents and the parts its body prints (`twohg.ingest.wholeness`); None
    for an excerpt and for every other kind of source."""


@dataclass(frozen=True)
class Corpus:
    """Every source, loaded and parsed, in catalogue order."""

    root: Path
    """The project root the corpus was read from."""
    sources: tuple[LoadedSource, ...]
    """The sources in catalogue order."""
    _by_id: dict[str, LoadedSource] = field(init=False, repr=False, compare=False, hash=False, default_factory=dict)

    def source(self, source_id: str) -> LoadedSource:
        """The source with this catalogue id (KeyError when there is none)."""
        return self._by_id[source_id]

    def __post_init__(self) -> None:
        """Index the sources by id once."""
        object.__setattr__(self, "_by_id", {loaded.entry.id: loaded for loaded in self.sources})


def _load_overrides(root: Path, source_id: str, kind: str) -> tuple[Mapping[str, Any], str, list[Problem]]:
    """A source's overrides file, read with its kind's schema (every problem at its line)."""
    relative = f"{files.SOURCES_DIR}/{files.OVERRIDES_DIR}/{source_id}.yaml"
    try:
        data = files.read_input(root / relative, root)
    except files.UnsafePath as error:
        return {}, relative, [Problem(relative, 1, str(error))]
    if data is None:
        return {}, relative, []
    value, problems = read_yaml(data, relative, overrides_schema(kind))
    if problems:
        return {}, relative, problems
    if not isinstance(value, Mapping):
        return {}, relative, [Problem(relative, 1, "override file must be a mapping")]
    return value, relative, []


K = TypeVar("K")
V = TypeVar("V")
MEMO_SIZE = 512
"""How many decoded and parsed files a process keeps (`_memo`): more than every source of a project."""
_decoded: dict[tuple[str, str], tuple[DecodedText | None, tuple[Problem, ...]]] = {}
_parsed: dict[tuple[str, ...], ParsedSource] = {}
_outlines: dict[str, Outline | None] = {}


def _memo(memo: dict[K, V], key: K, value: V) -> V:
    """Keep ``value`` under ``key`` in ``memo``, forgetting the oldest entry beyond `MEMO_SIZE`; return it."""
    if len(memo) >= MEMO_SIZE:
        del memo[next(iter(memo))]
    memo[key] = value
    return value


def _read_text(
    root: Path, path: str, where: Problem, problems: list[Problem]
) -> tuple[DecodedText | None, str]:
    """A source file read and decoded with its bytes' digest, or None with its problems added to ``problems``.

    Decoding and parsing are pure functions of the bytes, so a process that loads the same files
    again (the tests, one project copy after another) decodes and parses each content once: the
    digest of the bytes keys both (`_decoded`, `_parsed`).
    """
    data, read_problems = _read_source(root, path, where)
    problems.extend(read_problems)
    if data is None:
        return None, ""
    digest = hashlib.sha256(data).hexdigest()
    found = _decoded.get((digest, path))
    if found is None:
        text, decode_problems = decode(data, path)
        found = _memo(_decoded, (digest, path), (text, tuple(decode_problems)))
    problems.extend(found[1])
    return found[0], digest


def _read_source(root: Path, path: str, where: Problem) -> tuple[bytes | None, list[Problem]]:
    """A source file's bytes, or None with the problem (``where`` says where to report a missing or unsafe file)."""
    try:
        data = files.read_input(root / path, root)
    except files.UnsafePath as error:
        return None, [Problem(where.file, where.line, f"{where.message}: {error}")]
    if data is None:
        return None, [Problem(where.file, where.line, f"{where.message} names a missing file: {path}")]
    return data, []


def _parse(
    root: Path, entry: SourceEntry, path: str, text: DecodedText, digest: str
) -> tuple[LoadedSource, list[Problem]]:
    """Parse one decoded source (whose bytes have ``digest``) with its overrides."""
    overrides, overrides_path, problems = _load_overrides(root, entry.id, entry.kind)
    key = (
        digest,
        entry.kind,
        entry.id,
        entry.language,
        path,
        overrides_path,
        json.dumps(overrides, sort_keys=True, default=repr),
    )
    parsed = _parsed.get(key)
    if parsed is None:
        context = ParseContext(entry.id, path, profile(entry.language), overrides, overrides_path)
        parsed = _memo(_parsed, key, parser_for(entry.kind)(text.lines, context))
    problems.extend(parsed.problems)
    book = None
    if entry.kind == archive.ARCHIVE_KIND:
        book = _outlines[digest] if digest in _outlines else _memo(_outlines, digest, outline(text.lines))
    return LoadedSource(entry, path, text, parsed, digest, book), problems


def _load_archive(root: Path, named: set[str], today: dt.date) -> tuple[list[LoadedSource], list[Problem]]:
    """Every official file in the archive folder that no catalogue entry names, dated from its own text."""
    problems: list[Problem] = []
    found: dict[str, LoadedSource] = {}
    for name in files.list_folder(root / files.SOURCES_DIR / files.ARCHIVE_DIR, ".txt"):
        file = f"{files.ARCHIVE_DIR}/{name}"
        if file in named:
            continue
        path = files.source_path(file)
        text, digest = _read_text(root, path, Problem(path, 1, "archived edition"), problems)
        if text is None:
            continue
        stated = archive.stated_date(text.lines)
        if stated is None:
            problems.append(
                Problem(path, 1, "no 'These rules are effective as of <Month D, YYYY>.' line: cannot date this edition")
            )
            continue
        wrong = archive.implausible_date(stated[0], today)
        if wrong is not None:
            problems.append(Problem(path, stated[1], wrong))
            continue
        entry = archive.archive_entry(file, text.lines, *stated)
        if entry.id in found:
            problems.append(
                Problem(path, stated[1], f"states the same date as {found[entry.id].path}: two files of one edition")
            )
            continue
        loaded, parse_problems = _parse(root, entry, path, text, digest)
        problems.extend(parse_problems)
        found[entry.id] = replace(loaded, entry=archive.with_contents(entry, loaded.parsed))
    return [found[key] for key in sorted(found)], problems


def _check_tournament_date(
    entry: SourceEntry, lines: Sequence[str], path: str, catalogue_path: str, today: dt.date
) -> list[Problem]:
    """The tournament rules' own date line, read as the rulebook's is: present, plausible, the catalogue's date."""
    stated = tournament.stated_date(lines)
    where = f"{catalogue_path}:{entry.catalogue_line}"
    if stated is None:
        said = f"no '**Effective: <Month D, YYYY>**' line: cannot check the catalogue date ({where})"
        return [Problem(path, 1, said)]
    date, line = stated
    others = [number for number in tournament.date_lines(lines) if number != line]
    if others:
        said = f"a second 'Effective:' line (the first is line {line}): the document states one date"
        return [Problem(path, others[0], said)]
    wrong = archive.implausible_date(date, today)
    if wrong is not None:
        return [Problem(path, line, wrong)]
    if entry.date is not None and date != entry.date:
        return [
            Problem(
                path,
                line,
                f"the document states it is effective from {date.isoformat()} but the catalogue says "
                f"{entry.date.isoformat()} ({where})",
            )
        ]
    return []


def load_corpus(root: Path, today: dt.date | None = None) -> Corpus:
    """Read the archive, the catalogue and every source under ``root``; raise InputError listing all problems.

    The archive's editions come first, oldest first, then the catalogue's sources in its order.
    ``today`` (the build day by default) bounds the date an edition may have.
    """
    today = today or dt.date.today()
    try:
        files.check_input_folder(root, files.SOURCES_DIR)
    except files.UnsafePath as error:
        raise_if_any([Problem(files.SOURCES_DIR, 0, str(error))])
    catalogue_path = files.CATALOGUE_FILE
    try:
        catalogue_data = files.read_input(root / catalogue_path, root)
    except files.UnsafePath as error:
        raise_if_any([Problem(catalogue_path, 1, str(error))])
        raise AssertionError("unreachable") from error
    if catalogue_data is None:
        raise_if_any([Problem(catalogue_path, 0, "source catalogue not found")])
        raise AssertionError("unreachable")
    entries, problems = parse_catalogue(catalogue_data, catalogue_path)
    loaded, archive_problems = _load_archive(root, {entry.file for entry in entries}, today)
    problems.extend(archive_problems)
    archived = {source.entry.id: source.path for source in loaded}
    for entry in entries:
        path = files.source_path(entry.file)
        if entry.id in archived:
            problems.append(
                Problem(
                    catalogue_path, entry.catalogue_line, f"id {entry.id!r} is also the edition of {archived[entry.id]}"
                )
            )
            continue
        text, digest = _read_text(
            root, path, Problem(catalogue_path, entry.catalogue_line, f"source {entry.id!r}"), problems
        )
        if text is None:
            continue
        if entry.kind == archive.ARCHIVE_KIND and entry.date is not None:
            wrong = archive.implausible_date(entry.date, today)
            if wrong is not None:
                problems.append(Problem(catalogue_path, entry.catalogue_line, f"source {entry.id!r} is {wrong}"))
            problems.extend(archive.check_stated_date(entry, text.lines, path, catalogue_path))
        if entry.kind == tournament.KIND:
            problems.extend(_check_tournament_date(entry, text.lines, path, catalogue_path, today))
        source, parse_problems = _parse(root, entry, path, text, digest)
        problems.extend(parse_problems)
        loaded.append(source)
    if not problems:
        problems.extend(_guard(root, loaded))
    raise_if_any(problems)
    return Corpus(root, tuple(loaded))


def _guard(root: Path, loaded: list[LoadedSource]) -> list[Problem]:
    """The drop-in guard (`twohg.ingest.dropin`) over the official English editions, oldest first."""
    archived = [
        source
        for source in loaded
        if source.entry.kind == archive.ARCHIVE_KIND
        and source.entry.language == archive.ARCHIVE_LANGUAGE
        and source.entry.date is not None
        and source.entry.file.startswith(f"{files.ARCHIVE_DIR}/")
    ]
    editions = sorted(
        (source.entry.date or "", source.entry.id, source.parsed, source.text.lines) for source in archived
    )
    try:
        confirmations = files.read_input(root / files.CONFIRMED_CHANGES_FILE, root)
    except files.UnsafePath as error:
        return [Problem(files.CONFIRMED_CHANGES_FILE, 1, str(error))]
    return dropin.check_editions(
        [(edition, parsed, lines) for _, edition, parsed, lines in editions],
        confirmations,
        {source.entry.id: source.sha256 for source in archived},
        {source.entry.id: source.outline for source in archived},
    )

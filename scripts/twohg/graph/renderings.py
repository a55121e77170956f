"""Words a translation renders, paired with the English words they render: ``rules_src/alignment/renderings.yaml``.

The content dating of an undated translation (`twohg.graph.dating`) compares what survives
translation: figures, cited rules, cards, examples, subrules, the number of sentences. Some changes
of the English leave all of these alike ("With the exception of life total" became "... life total and
poison counters" in 2011-04-01). A person who reads both languages pairs such words here: when the
translated rule of ``language`` and number ``rule`` prints ``says``, an English edition's text of that
number renders it only if it prints ``renders`` (words compared with typography folded, case left
out), so each translated rule is dated by the words it renders.

Every entry is checked against the texts: its ``says`` must be printed by that translated rule, and
its ``renders`` by that number in at least one English edition; otherwise the entry is stale and
fails the build at its line.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from twohg import files
from twohg.graph.editions import full_text
from twohg.graph.model import RuleText
from twohg.ingest.catalogue import LANGUAGES
from twohg.problems import Problem
from twohg.reviewed import Entry, ListOf, Record, Text, entries, read_yaml
from twohg.rulenumber import RuleNumber
from twohg.text import normalise

RENDERINGS_FILE = files.RENDERINGS_FILE

SCHEMA = Record(
    required={
        "renderings": ListOf(
            Record(
                required={
                    "language": Text(choices=tuple(LANGUAGES[1:]), label="language", what="a language"),
                    "rule": Text(what="a rule number"),
                    "says": Text(what="the words the translated rule prints"),
                    "renders": Text(what="the English words they render"),
                    "evidence": Text(multiline=True, what="what was read, where"),
                }
            )
        )
    }
)
"""The declared schema of `RENDERINGS_FILE`."""


@dataclass(frozen=True)
class Rendering:
    """Words a translated rule prints and the English words they render."""

    language: str
    """The translation's language."""
    rule: RuleNumber
    """The rule number, in the translation and in English."""
    says: str
    """The translated words (``y contadores de veneno``)."""
    renders: str
    """The English words (``and poison counters``)."""
    line: int
    """Its line in the reviewed file."""


def folded(text: str) -> str:
    """Text as an entry's words are looked for in it: typography folded, white space squeezed, case left out."""
    return normalise(text).casefold()


def reviewed_renderings(text: str | None, file: str) -> tuple[tuple[Rendering, ...], list[Problem]]:
    """The reviewed pairs (none without the file), in file order, and problems."""
    if text is None:
        return (), []
    root, problems = read_yaml(text, file, SCHEMA, empty_ok=True)
    if not isinstance(root, Entry):
        return (), problems
    found: list[Rendering] = []
    for entry in entries(root, "renderings"):
        if not all(key in entry for key in SCHEMA.required["renderings"].item.required):  # type: ignore[attr-defined]
            continue
        try:
            number = RuleNumber.parse(entry["rule"])
        except ValueError:
            problems.append(Problem(file, entry.line_of("rule"), f"{entry['rule']!r} is no rule number"))
            continue
        found.append(Rendering(entry["language"], number, entry["says"], entry["renders"], entry.line))
    return tuple(found), problems


def unrendered(renderings: Iterable[Rendering], english: RuleText, translated: RuleText) -> list[str]:
    """What ``translated`` renders that ``english`` does not print, in words (empty: nothing)."""
    there, here = folded(full_text(english.rule)), folded(full_text(translated.rule))
    return [
        f"it renders “{r.renders}” (“{r.says}”), which this edition does not print"
        for r in renderings
        if r.language == translated.language
        and r.rule == translated.number
        and folded(r.says) in here
        and folded(r.renders) not in there
    ]


def stale(
    renderings: Sequence[Rendering], texts: Sequence[RuleText], official: Mapping[str, str], file: str
) -> list[Problem]:
    """Entries the texts do not bear out: ``says`` printed by no translated rule, ``renders`` by no English text.

    ``official`` maps every official English edition's id to its language (``en``).
    """
    problems: list[Problem] = []
    for rendering in renderings:
        same = [t for t in texts if t.number == rendering.rule]
        translated = [t for t in same if t.language == rendering.language and t.edition not in official]
        english = [t for t in same if official.get(t.edition) == "en"]
        if not any(folded(rendering.says) in folded(full_text(t.rule)) for t in translated):
            problems.append(
                Problem(file, rendering.line, f"no {rendering.language} {rendering.rule} prints {rendering.says!r}")
            )
        elif not any(folded(rendering.renders) in folded(full_text(t.rule)) for t in english):
            problems.append(Problem(file, rendering.line, f"no English {rendering.rule} prints {rendering.renders!r}"))
    return problems


__all__ = ["RENDERINGS_FILE", "Rendering", "reviewed_renderings", "stale", "unrendered"]

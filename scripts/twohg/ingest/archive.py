"""The edition archive: every official rulebook file in ``rules_src/cr-archive/`` is an edition, no entry needed.

A maintainer adds a new edition by dropping the official ``MagicCompRules.txt`` into the folder.
Its catalogue entry is made here from the file itself: the date and its evidence from the
file's own "These rules are effective as of <date>." (or "current as of") line, the title from
its first line, the contents from the Two-Headed Giant sections the parser found. A catalogue
entry naming the file still wins (for a file that states no date, say); everything else is
read from the text.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from twohg.ingest.catalogue import SourceEntry
from twohg.ingest.units import ParsedSource
from twohg.problems import Problem
from twohg.profiles import PROFILES
from twohg.text import fold_widths

_MONTHS = "january february march april may june july august september october november december".split()

#: Per language: how an official file (or official translation) states the date it is in force from
#: (the language profiles' ``date_statements``).
DATE_STATEMENTS: Mapping[str, tuple[re.Pattern[str], ...]] = {
    code: found.date_statements for code, found in PROFILES.items() if found.date_statements
}

ARCHIVE_LANGUAGE = "en"
"""The language of the official files in the archive (Wizards publishes them in English)."""

ARCHIVE_KIND = "comprehensive-rules"
"""The catalogue kind of every archived file."""

PUBLISHER = "Wizards of the Coast"
"""Who publishes the official files."""

DEFAULT_TITLE = "Magic: The Gathering Comprehensive Rules"
"""The title when the file's first line does not give one."""

FIRST_EDITION = dt.date(2005, 8, 1)
"""The first Comprehensive Rules edition with the Two-Headed Giant variant: no edition of ours is older."""

AHEAD = dt.timedelta(days=92)
"""How far after the build day an edition may be dated: Wizards publishes an edition a few weeks
before it takes effect, never a season ahead."""

_STATEMENT_LINES = 40
"""An English edition's date statement is on line 2 or 3; its title lines are looked for no further than this."""


def month_number(printed: str) -> int | None:
    """A month as printed in a date (``February``, ``2``), as its number; None when it names none."""
    if printed.isdigit():
        return int(printed)
    return _MONTHS.index(printed.lower()) + 1 if printed.lower() in _MONTHS else None


def date_statements(lines: Sequence[str], language: str = ARCHIVE_LANGUAGE) -> tuple[tuple[dt.date, int], ...]:
    """Every statement of the date a rules text is in force from (its language's patterns), with its line.

    An English edition says it once near the top ("These rules are effective as of February 7,
    2025."); the official Japanese translation twice, in its header ("...が 2026-01-16 に翻訳") and its
    last line ("このルールは2026年1月16日から有効です。"). Digits may be full-width. A statement naming
    no real day (February 30) is no statement.
    """
    found = PROFILES.get(language)
    if found is None or not found.date_statements:
        return ()
    limit = found.date_statement_lines
    statements: list[tuple[dt.date, int]] = []
    for number, line in enumerate(lines if limit is None else lines[:limit], 1):
        folded = fold_widths(line)
        for pattern in found.date_statements:
            match = pattern.search(folded)
            month = month_number(match["month"]) if match else None
            if match is None or month is None:
                continue
            try:
                statements.append((dt.date(int(match["year"]), month, int(match["day"])), number))
            except ValueError:
                continue
            break
    return tuple(statements)


def stated_date(lines: Sequence[str], language: str = ARCHIVE_LANGUAGE) -> tuple[dt.date, int] | None:
    """The first statement of the date a file is in force from, with its line; None if it states none."""
    found = date_statements(lines, language)
    return found[0] if found else None


def check_stated_date(entry: SourceEntry, lines: Sequence[str], path: str, catalogue_file: str) -> list[Problem]:
    """Problems when a dated rules text's date statements are missing, disagree, or differ from the catalogue's date.

    Only for a catalogue entry with a ``date`` in a language whose statements are known; each problem
    at the line of the statement (line 1 when there is none), naming the catalogue line.
    """
    if entry.date is None or entry.language not in DATE_STATEMENTS:
        return []
    where = f"{catalogue_file}:{entry.catalogue_line}"
    found = date_statements(lines, entry.language)
    if not found:
        return [
            Problem(
                path,
                1,
                f"no {PROFILES[entry.language].date_statement_hint} statement found; cannot check the catalogue "
                f"date {entry.date.isoformat()} ({where})",
            )
        ]
    problems: list[Problem] = []
    first, first_line = found[0]
    for date, line in found[1:]:
        if date != first:
            problems.append(
                Problem(path, line, f"states {date.isoformat()} but line {first_line} states {first.isoformat()}")
            )
    for date, line in found[:1]:
        if date != entry.date:
            problems.append(
                Problem(
                    path,
                    line,
                    f"the file states it is in force from {date.isoformat()} but the catalogue says "
                    f"{entry.date.isoformat()} ({where})",
                )
            )
    return problems


def implausible_date(date: dt.date, today: dt.date) -> str | None:
    """Why an edition cannot be dated ``date`` when the build runs on ``today``; None when it can.

    An edition is dated between `FIRST_EDITION` and a little (`AHEAD`) after the build day: a
    year printed as 20260 or 0001, or an edition of 2099, is a mistake, not news.
    """
    latest = today + AHEAD
    if FIRST_EDITION <= date <= latest:
        return None
    return (
        f"dated {date.isoformat()}: an edition is dated between {FIRST_EDITION.isoformat()} (the first with "
        f"the Two-Headed Giant variant) and {latest.isoformat()} (a little after today); check the date line"
    )


def official_edition_id(date: dt.date, language: str = ARCHIVE_LANGUAGE) -> str:
    """The id of the official edition in force from ``date``: ``cr-en-2009-07-10``."""
    return f"cr-{language}-{date.isoformat()}"


def _title(lines: Sequence[str]) -> str:
    for line in lines[:_STATEMENT_LINES]:
        text = " ".join(line.replace("\ufeff", "").replace("_", " ").replace("*", " ").split())
        if text:
            return text if "comprehensive rules" in text.casefold() else DEFAULT_TITLE
    return DEFAULT_TITLE


def _contents(parsed: ParsedSource) -> str:
    """The Two-Headed Giant sections found, in words: ``606 “Two-Headed Giant Variant” (606.1-606.10)``."""
    parts = []
    for heading in (rule for rule in parsed.rules if rule.is_heading):
        section = heading.number.section
        numbered = [r.number for r in parsed.rules if r.number.section == section and not r.is_heading]
        rules = [n for n in numbered if not n.letter]
        span = f" ({rules[0]}-{rules[-1]})" if rules else ""
        parts.append(f"{section} \u201c{heading.text}\u201d{span}")
    found = "; ".join(parts) if parts else "no Two-Headed Giant section found"
    return f"The whole rulebook. Two-Headed Giant sections: {found}."


def archive_entry(file: str, lines: Sequence[str], date: dt.date, line: int) -> SourceEntry:
    """The catalogue entry of an archived official file, read from its text (contents filled in by `with_contents`)."""
    statement = " ".join(lines[line - 1].replace("\ufeff", "").split())
    return SourceEntry(
        id=official_edition_id(date),
        file=file,
        language=ARCHIVE_LANGUAGE,
        kind=ARCHIVE_KIND,
        title=_title(lines),
        contents="",
        publisher=PUBLISHER,
        author=None,
        date=date,
        date_range=None,
        date_evidence=f'Line {line} states "{statement}"',
        catalogue_line=0,
        date_line=line,
        date_statement=statement,
    )


def with_contents(entry: SourceEntry, parsed: ParsedSource) -> SourceEntry:
    """The entry with its contents described from what the parser found, unless the catalogue gave them."""
    if entry.contents:
        return entry
    return replace(entry, contents=_contents(parsed))

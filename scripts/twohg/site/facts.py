"""Facts the hand-written pages state, computed from the graph: ``{{ twohg.<name> }}`` in ``docs/*.md``.

A hand-written page never types a count or a date of the rules' history: it names the fact, and
the build writes the value the graph gives (so a dropped-in edition updates the home page too).
A few facts are sentences in the page's own language (`language_facts`): ``{{ twohg.notice.later }}``,
alone on its line, is the note that later editions exist than the site holds, or nothing.
An unknown name, or a fact the graph cannot give (no translation to date), is a problem at its
line.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping

from twohg.graph.assembly import Graph
from twohg.problems import Problem
from twohg.profiles import LABELS
from twohg.site.pages.context import SiteContext

FACT_RE = re.compile(r"\{\{\s*twohg\.(?P<name>[a-z0-9_.-]+)\s*\}\}")
"""A fact named in a page: ``{{ twohg.editions.count }}``."""


def site_facts(graph: Graph) -> dict[str, str]:
    """Every fact a hand-written page may name, as the text it is replaced with."""
    dates = {e.id: (e.date or e.start).isoformat() for e in graph.editions}
    chain = graph.lineage.editions
    facts: dict[str, str] = {}
    if chain:
        facts.update(
            {"editions.count": str(len(chain)), "editions.first": dates[chain[0]], "editions.last": dates[chain[-1]]}
        )
    for title in graph.section_titles:
        if title.two_headed:
            facts.setdefault(f"sections.{title.section}.first", dates[title.first])
            facts[f"sections.{title.section}.last"] = dates[title.last]
    for edition in graph.editions:
        if edition.kind == "translation" and edition.translates is not None:
            first, last = edition.translates
            facts[f"translation.{edition.source_id}.first"] = dates[first]
            facts[f"translation.{edition.source_id}.last"] = dates[last]
    stated = sorted(
        (e for e in graph.editions if e.kind == "translation" and e.date is not None and e.translates is not None),
        key=lambda e: (e.date or e.start, e.id),
    )
    for edition in stated:  # the newest of each language wins
        assert edition.date is not None and edition.translates is not None
        facts[f"translation.{edition.language}.date"] = edition.date.isoformat()
        facts[f"translation.{edition.language}.translates"] = dates[edition.translates[0]]
        facts[f"translation.{edition.language}.source"] = edition.source_id
    for source in graph.sources:
        if source.date is not None:
            facts[f"source.{source.id}.date"] = source.date.isoformat()
        elif source.date_range is not None:
            facts[f"source.{source.id}.from"] = source.date_range.start.isoformat()
            facts[f"source.{source.id}.to"] = source.date_range.end.isoformat()
    if graph.tournament:
        facts["tournament.date"] = max(record.date for record in graph.tournament.values()).isoformat()
    if graph.missing_editions is not None:
        facts["editions.missing"] = str(len(graph.missing_editions))
    return facts


def _newest(graph: Graph) -> dt.date | None:
    """The date of the newest edition the site holds, or None when it holds none."""
    chain = graph.lineage.editions
    return next((e.date or e.start for e in graph.editions if chain and e.id == chain[-1]), None)


def later_editions(graph: Graph) -> tuple[str, ...]:
    """The dates of the editions known to exist that are later than the newest the site holds."""
    newest = _newest(graph)
    if newest is None:
        return ()
    return tuple(m.date.isoformat() for m in graph.missing_editions or () if m.date > newest)


def later_notice(graph: Graph, language: str) -> list[str]:
    """The note, in ``language``, that later editions exist than the newest the site holds (no lines when none)."""
    later, newest = later_editions(graph), _newest(graph)
    if not later or newest is None:
        return []
    labels = LABELS[language]
    body = labels["later_held"].format(date=newest.isoformat())
    body += SiteContext.then(language, labels["status_newer"].format(dates=", ".join(later)))
    # Whether they touch Two-Headed Giant, as far as a person compared them (rules_src/missing-editions.yaml).
    found = {m.two_headed for m in graph.missing_editions or () if m.date.isoformat() in later}
    sections = " / ".join(str(s) for s in sorted(_newest_sections(graph)))
    if found == {"same"}:
        body += SiteContext.then(language, labels["later_same"].format(sections=sections, date=newest.isoformat()))
        return [f'!!! info "{labels["later_title_same"]}"', "", f"    {body}", ""]
    key = "later_changed" if "changed" in found else "later_unknown"
    body += SiteContext.then(language, labels[key].format(sections=sections))
    return [f'!!! warning "{labels["later_title"]}"', "", f"    {body}", ""]


def _newest_sections(graph: Graph) -> set[int]:
    """The sections holding Two-Headed Giant rules in the newest edition the site holds (805 and 810)."""
    newest = graph.lineage.editions[-1] if graph.lineage.editions else ""
    return {t.section for t in graph.section_titles if t.two_headed and t.last == newest}


def language_facts(graph: Graph, language: str) -> dict[str, str]:
    """The facts a hand-written page in ``language`` may name that are sentences in that language."""
    return {"notice.later": "\n".join(later_notice(graph, language))}


def undated_translations(graph: Graph) -> dict[str, Problem]:
    """The translations whose words render no span of English editions, by source id: why, at their own file.

    A page naming such a translation's span cannot say it: the problem is the translation's text (a changed
    Spanish 810), not the page, and is reported at the translation's file with what its dating found.
    """
    sources = {source.id: source.file for source in graph.sources}
    return {
        edition.source_id: Problem(
            f"rules_src/{sources.get(edition.source_id, edition.source_id)}",
            0,
            "its words render no span of English editions, so the pages that name its span cannot say it: "
            + " ".join(edition.evidence.split()),
        )
        for edition in graph.editions
        if edition.kind == "translation" and edition.translates is None and edition.date is None
    }


def fill_facts(
    text: str, facts: Mapping[str, str], file: str, undated: Mapping[str, Problem] | None = None
) -> tuple[str, list[Problem]]:
    """The page with every named fact replaced by its value; each unknown name is a problem at its line.

    A translation's span that ``undated`` (`undated_translations`) says it has none is that problem instead.
    """
    problems: list[Problem] = []

    def value(match: re.Match[str]) -> str:
        name = match["name"]
        if name in facts:
            return facts[name]
        parts = name.split(".")
        if undated and parts[0] == "translation" and len(parts) == 3 and parts[1] in undated:
            problems.append(undated[parts[1]])
            return match.group(0)
        line = text.count("\n", 0, match.start()) + 1
        known = ", ".join(sorted(facts))
        problems.append(Problem(file, line, f"unknown fact {{{{ twohg.{name} }}}}: the graph gives {known}"))
        return match.group(0)

    return FACT_RE.sub(value, text), problems

"""Plain-text reports a rules expert can review in minutes: editions, changes, lineages, uncertain links..."""

from __future__ import annotations

import datetime as dt

from twohg.graph.align import render_renumbering_report
from twohg.graph.assembly import Graph
from twohg.graph.explain import render_uncertain_report
from twohg.graph.history import EditionChanges, render_changes_report

REPORTS = ("editions", "changes", "renumbering", "uncertain", "discrepancies")


def render_editions(graph: Graph) -> str:
    """Every edition with its date or range and evidence; quotes and translations with their similarity scores."""
    lines = [f"Editions: {len(graph.editions)} (oldest first)"]
    for edition in graph.editions:
        when = edition.date.isoformat() if edition.date else f"{edition.start.isoformat()} to {edition.end.isoformat()}"
        lines += ["", f"{edition.id}  [{edition.kind}, {edition.language}]  {when}", f"  evidence: {edition.evidence}"]
        if edition.matches:
            scores = ", ".join(f"{m.edition} {m.score:.1f} ({m.compared} rules)" for m in edition.matches)
            lines.append(f"  similarity to each dated edition: {scores}")
            lines.append(f"  identified as: {edition.identified_as or 'none (no edition is clearly best)'}")
    return "\n".join(lines) + "\n"


def render_discrepancies(graph: Graph) -> str:
    """One block per discrepancy: the topic, the note, then what each document says at file:line."""
    lines = [f"Discrepancies between documents: {len(graph.discrepancies)}"]
    for discrepancy in graph.discrepancies:
        nodes = ", ".join(discrepancy.nodes) or "no rule number (tournament procedure)"
        lines += ["", f"[{discrepancy.id}] {discrepancy.topic} — rules: {nodes}", f"  {discrepancy.note}"]
        for text_id, quote, file, line in discrepancy.statements:
            lines.append(f"  {file}:{line}: {text_id}: “{quote}”")
    return "\n".join(lines) + "\n"


def render_uncertain(graph: Graph) -> str:
    """Every uncertain link of the graph (all stages), and every entry that explains no rule."""
    return render_uncertain_report(graph.links, graph.unexplained)


def changes_since(graph: Graph, since: dt.date | None = None) -> tuple[EditionChanges, ...]:
    """The changelog of the editions in force from ``since`` on (all of them when None)."""
    return tuple(entry for entry in graph.changes if since is None or entry.date >= since)


def render_report(graph: Graph, name: str | None = None, since: dt.date | None = None) -> str:
    """One report by name, or all of them one after the other; ``since`` limits the changes report."""
    renderers = {
        "editions": lambda: render_editions(graph),
        "changes": lambda: render_changes_report(changes_since(graph, since)),
        "renumbering": lambda: render_renumbering_report(graph.lineage),
        "uncertain": lambda: render_uncertain(graph),
        "discrepancies": lambda: render_discrepancies(graph),
    }
    names = REPORTS if name is None else (name,)
    rule = "=" * 100
    return f"\n{rule}\n\n".join(renderers[n]() for n in names)

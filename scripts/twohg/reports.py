"""Plain-text reports a rules expert can review in minutes: lineages, uncertain links, discrepancies."""

from __future__ import annotations

from .align import render_renumbering_report
from .explain import render_uncertain_report
from .graph import Graph

REPORTS = ("renumbering", "uncertain", "discrepancies")


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


def render_report(graph: Graph, name: str | None = None) -> str:
    """One report by name, or all of them one after the other."""
    renderers = {
        "renumbering": lambda: render_renumbering_report(graph.lineage),
        "uncertain": lambda: render_uncertain(graph),
        "discrepancies": lambda: render_discrepancies(graph),
    }
    names = REPORTS if name is None else (name,)
    rule = "=" * 100
    return f"\n{rule}\n\n".join(renderers[n]() for n in names)

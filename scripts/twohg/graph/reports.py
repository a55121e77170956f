"""Plain-text reports a rules expert can review in minutes: editions, changes, lineages, uncertain links..."""

from __future__ import annotations

import datetime as dt

from twohg.graph import rewordings as rewordings_stage
from twohg.graph.align import number_of, render_renumbering_report
from twohg.graph.assembly import Graph
from twohg.graph.explain import render_uncertain_report
from twohg.graph.history import EditionChanges, render_changes_report
from twohg.graph.model import TranslationDifference
from twohg.graph.resolver import edition_of

REPORTS = ("editions", "changes", "renumbering", "uncertain", "discrepancies", "translations", "rewordings")


def render_editions(graph: Graph) -> str:
    """Every edition with its date or range and evidence; quotes and translations with their similarity scores."""
    lines = [f"Editions: {len(graph.editions)} (oldest first)"]
    for edition in graph.editions:
        when = edition.date.isoformat() if edition.date else f"{edition.start.isoformat()} to {edition.end.isoformat()}"
        lines += ["", f"{edition.id}  [{edition.kind}, {edition.language}]  {when}", f"  evidence: {edition.evidence}"]
        found = [d for d in graph.translation_differences if d.edition == edition.id]
        if found:
            kinds = ", ".join(f"{d.number} {d.kind}" for d in found)
            lines.append(f"  differs from {found[0].against} (twohg report translations): {kinds}")
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


def _difference(difference: TranslationDifference) -> list[str]:
    """One translation difference in words: what, against what, why, and where it was decided or found."""
    what = {
        "lags": f"translates the older English wording {difference.english}",
        "adds": f"adds {difference.says!r} to {difference.english}",
        "extra-rule": f"{difference.against} has no rule {difference.number}",
        "lacks": f"has no rule rendering {difference.english}",
        "differs": f"differs from {difference.counterpart}: not linked",
    }[difference.kind]
    if difference.kind == "lags" and difference.wording:
        what += f" (printed from {difference.wording[0]} to {difference.wording[1]})"
    if difference.kind == "adds" and difference.like:
        assert difference.wording is not None
        what += f"; last said like {difference.like} ({difference.wording[0]} to {difference.wording[1]})"
    if difference.kind == "extra-rule" and difference.english:
        what += f"; it translates {difference.english}"
    if difference.kind == "extra-rule" and difference.last_printed:
        what += f"; English last printed {difference.number} in {difference.last_printed}"
    origin = "reviewed" if difference.reviewed else "found"
    return [
        f"  {difference.number:<9} {difference.kind}: {what}",
        f"            {difference.reason}",
        f"            {difference.file}:{difference.line} ({origin})",
    ]


def render_translations(graph: Graph) -> str:
    """Each translation that states its date: what it does not render as the English edition of its date does."""
    differences = graph.translation_differences
    lines = [f"Translation differences: {len(differences)} (translations that state their date, rule by rule)"]
    for edition in graph.editions:
        if edition.kind != "translation" or edition.date is None:
            continue
        mine = [d for d in differences if d.edition == edition.id]
        against = edition.translates[0] if edition.translates else "no English edition"
        lines += ["", f"{edition.id}  [{edition.language}]  {edition.date.isoformat()}, against {against}"]
        if not mine:
            lines.append("  none: every rule renders the English text of its number")
        for difference in mine:
            lines += _difference(difference)
    return "\n".join(lines) + "\n"


def render_uncertain(graph: Graph) -> str:
    """Every uncertain link of the graph (all stages), and every entry that explains no rule."""
    return render_uncertain_report(graph.links, graph.unexplained)


def changes_since(graph: Graph, since: dt.date | None = None) -> tuple[EditionChanges, ...]:
    """The changelog of the editions in force from ``since`` on (all of them when None)."""
    return tuple(entry for entry in graph.changes if since is None or entry.date >= since)


def render_rewordings(graph: Graph) -> str:
    """Each reviewed rewording (``rules_src/alignment/rewordings.yaml``) and every rule it folds, edition by edition.

    A change folded is one whose every run of changed words is a reviewed substitution: a person reads here what
    each entry is used on, and that none of it changes what a rule does.
    """
    dates = graph.resolver.dates
    changes = [(c.source, c.target, c.words) for c in graph.lineage.changes]
    lines = ["Rewordings that change no meaning, and the rules each folds (rules_src/alignment/rewordings.yaml)", ""]
    for rewording, folded in rewordings_stage.folds(changes, graph.rewordings).items():
        head = f"line {rewording.line}: {rewording.words} -> {' | '.join(rewording.became)} ({rewording.occasion})"
        lines.append(f"{head}: {len(folded)} change{'' if len(folded) == 1 else 's'} folded")
        for source, target in folded:
            old, new = edition_of(source), edition_of(target)
            lines.append(f"  {number_of(source)} -> {number_of(target)}  {dates[old]} -> {dates[new]}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def render_report(graph: Graph, name: str | None = None, since: dt.date | None = None) -> str:
    """One report by name, or all of them one after the other; ``since`` limits the changes report."""
    renderers = {
        "editions": lambda: render_editions(graph),
        "changes": lambda: render_changes_report(changes_since(graph, since)),
        "renumbering": lambda: render_renumbering_report(graph.lineage),
        "uncertain": lambda: render_uncertain(graph),
        "discrepancies": lambda: render_discrepancies(graph),
        "translations": lambda: render_translations(graph),
        "rewordings": lambda: render_rewordings(graph),
    }
    names = REPORTS if name is None else (name,)
    rule = "=" * 100
    return f"\n{rule}\n\n".join(renderers[n]() for n in names)

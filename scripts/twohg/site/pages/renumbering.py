"""The renumbering page: 606 -> 806 -> 805/810 as a diagram (Mermaid) and as a table of every step.

The steps are the lineage's ``renumbered``, ``split``, ``merged`` and ``moved`` links between
consecutive official editions. The diagram shows the sections (each with the editions it held
Two-Headed Giant rules in) and the steps between sections, counted per edition; the table lists
every step, edition by edition, each number linked to its rule page. Mermaid is vendored
(`twohg.site.vendor`) and loaded by this page alone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from twohg.graph.align import number_of
from twohg.graph.model import Link
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.markdown import front_matter, inline, link, mermaid_text
from twohg.site.pages.context import SiteContext, edition_of

#: The lineage links that change a rule's number.
STEP_KINDS = ("renumbered", "split", "merged", "moved")


def steps(ctx: SiteContext) -> list[Link]:
    """Every lineage step that changed a number, in edition order, then by old number."""
    found = [step for step in ctx.graph.lineage.links if step.kind in STEP_KINDS]
    return sorted(
        found,
        key=lambda s: (ctx.position[edition_of(s.target)], RuleNumber.parse(number_of(s.source)), s.target),
    )


def section_spans(ctx: SiteContext) -> dict[int, tuple[str, str]]:
    """Each section that held 2HG rules -> the first and last official editions it held them in."""
    spans: dict[int, tuple[str, str]] = {}
    for edition in ctx.official:
        for section in {RuleNumber.parse(number).section for number in ctx.numbers_in.get(edition, ())}:
            first, _ = spans.get(section, (edition, edition))
            spans[section] = (first, edition)
    return spans


def _section_of(text_id: str) -> int:
    return RuleNumber.parse(number_of(text_id)).section


def diagram(ctx: SiteContext, language: str) -> list[str]:
    """The Mermaid flowchart of the sections and the steps between them, as a fenced block."""
    labels = LABELS[language]
    spans = section_spans(ctx)
    out = ["```mermaid", "flowchart LR"]
    for section, (first, last) in sorted(spans.items(), key=lambda item: ctx.position[item[1][0]]):
        until = labels["today"] if last == ctx.newest else ctx.date(last).isoformat()
        label = mermaid_text(f"{section}") + "<br>" + mermaid_text(f"{ctx.date(first).isoformat()} – {until}")
        out.append(f'    s{section}["{label}"]')
    crossings = Counter(
        (_section_of(step.source), _section_of(step.target), edition_of(step.target))
        for step in steps(ctx)
        if _section_of(step.source) != _section_of(step.target)
    )
    for (source, target, edition), count in sorted(crossings.items(), key=lambda item: ctx.position[item[0][2]]):
        text = labels["renumbering_edge"].format(date=ctx.date(edition).isoformat(), count=count)
        out.append(f'    s{source} -->|"{mermaid_text(text)}"| s{target}')
    return [*out, "```", ""]


def _rows(ctx: SiteContext, edition_steps: Sequence[Link], here: str, labels: dict[str, str]) -> list[str]:
    """One row per old number (a split shows all its new numbers), each number linked."""
    grouped: dict[tuple[str, str], list[str]] = {}
    for step in edition_steps:
        grouped.setdefault((number_of(step.source), step.kind), []).append(number_of(step.target))
    out = [f"| {labels['step_before']} | {labels['step_after']} | {labels['change']} |", "|---|---|---|"]
    for (old, kind), new in grouped.items():
        after = ", ".join(ctx.number_link(n, here) for n in sorted(set(new), key=RuleNumber.parse))
        out.append(f"| {ctx.number_link(old, here)} | {after} | {inline(labels['began_' + kind])} |")
    return [*out, ""]


def render_renumbering(ctx: SiteContext, language: str) -> str:
    """The renumbering page in one language."""
    labels = LABELS[language]
    here = urls.doc(urls.RENUMBERING_PATH)
    script = urls.asset_from(urls.RENUMBERING_PATH, language, urls.MERMAID_SCRIPT)
    out = [*front_matter(labels["renumbering"]), f"# {inline(labels['renumbering'])}", ""]
    out += [inline(labels["renumbering_intro"]), ""]
    titles = ctx.newest_section_titles
    for section in sorted(section_spans(ctx)):
        if section not in ctx.current_sections and section in titles:
            text = labels["renumbering_reused"].format(
                section=section, title=titles[section], date=ctx.date(ctx.newest).isoformat()
            )
            out += [f'!!! info "{inline(labels["status_reused"])}"', "", f"    {inline(text)}", ""]
    out += [f"## {inline(labels['renumbering_diagram'])} {{ #diagram }}", ""]
    out += [f'<script src="{script}"></script>', ""]
    out += diagram(ctx, language)
    out += [f"## {inline(labels['renumbering_steps'])} {{ #steps }}", ""]
    by_edition: dict[str, list[Link]] = {}
    for step in steps(ctx):
        by_edition.setdefault(edition_of(step.target), []).append(step)
    for edition, edition_steps in by_edition.items():
        date = ctx.date(edition).isoformat()
        heading = labels["edition_title"].format(date=date)
        edition_page = link(inline(heading), here, urls.doc(urls.edition_path(edition)))
        out += [f"### {edition_page} {{ #e-{date} }}", ""]
        out += _rows(ctx, edition_steps, here, labels)
    return "\n".join(out).rstrip() + "\n"


def render_renumbering_pages(ctx: SiteContext) -> dict[str, str]:
    """The renumbering page in every language."""
    return {
        urls.page_file(urls.RENUMBERING_PATH, language): render_renumbering(ctx, language) for language in LANGUAGES
    }

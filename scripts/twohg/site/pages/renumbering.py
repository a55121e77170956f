"""The renumbering page: 606 -> 806 -> 805/810 as a diagram and as a table of every step.

The steps are the history's events (`twohg.graph.history`): every renumbering (reworded or not)
and every removal whose topic rules under other numbers cover, which is not a renumbering and is
said so. The diagram shows the sections (each with the first and last edition it held Two-Headed
Giant rules in) and the renumberings between sections, counted per edition; the table lists every
step, edition by edition, each number linked to its rule page. The diagram is drawn at build time
as HTML (an ordered list of stages, laid out by ``site.css``): text at the page's size on a phone
and a laptop, read in order by a screen reader, and no script.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from twohg.graph.align import number_of
from twohg.graph.history import Event
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS, counted
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.markdown import front_matter, inline, link, marked
from twohg.site.pages.context import SiteContext


def steps(ctx: SiteContext) -> list[Event]:
    """Every renumbering of a rule, and every removal with related rules, in edition then number order."""
    return [
        event
        for entry in ctx.graph.changes
        for event in entry.events
        if not event.heading
        and (
            event.kind in ("renumbered", "renumbered-and-reworded")
            or (event.kind == "removed" and (bool(event.related) or bool(event.carried)))
        )
    ]


def section_spans(ctx: SiteContext) -> dict[int, tuple[str, str]]:
    """Each section that held 2HG rules -> the first and last official editions it held them in."""
    spans: dict[int, tuple[str, str]] = {}
    for title in ctx.graph.section_titles:
        if title.two_headed:
            first, _ = spans.get(title.section, (title.first, title.last))
            spans[title.section] = (first, title.last)
    return spans


def _spans_in_words(ctx: SiteContext, labels: dict[str, str]) -> str:
    """``section 606, 2005-08-01 – 2009-05-01; ...; section 805 and 810, 2010-06-18 – 2026-04-17``."""
    grouped: dict[tuple[str, str], list[int]] = {}
    for section, span in section_spans(ctx).items():
        grouped.setdefault(span, []).append(section)
    parts = []
    for (first, last), sections in sorted(grouped.items(), key=lambda item: ctx.position[item[0][0]]):
        names = [str(s) for s in sorted(sections)]
        joined = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {labels['and']} {names[-1]}"
        parts.append(
            labels["section_span" if len(names) == 1 else "sections_span"].format(
                sections=joined, first=ctx.date(first).isoformat(), last=ctx.date(last).isoformat()
            )
        )
    return "; ".join(parts)


def _section(number: str | None) -> int:
    return RuleNumber.parse(number or "0").section


@dataclass(frozen=True)
class Crossing:
    """Rules of one section given numbers of another by one edition."""

    source: int
    target: int
    edition: str
    count: int


def crossings(ctx: SiteContext) -> list[Crossing]:
    """Every move of rules from one section to another, counted per edition, oldest edition first.

    A rule counts once however many rules it became (a rule split in two is one rule moved): the
    count is of the old section's rules.
    """
    moved: dict[tuple[int, int, str], set[str]] = {}
    for step in steps(ctx):
        if step.kind != "removed" and _section(step.old_number) != _section(step.new_number):
            key = (_section(step.old_number), _section(step.new_number), step.edition)
            moved.setdefault(key, set()).add(step.old_number or "")
    moves = [Crossing(source, target, edition, len(rules)) for (source, target, edition), rules in moved.items()]
    return sorted(moves, key=lambda move: (ctx.position[move.edition], move.source, move.target))


def diagram(ctx: SiteContext, language: str) -> list[str]:
    """The sections and the moves between them, as HTML: stages in order, each the moves into it and its sections.

    A stage holds the sections whose Two-Headed Giant rules begin in the same edition, each with
    its first and last edition (the newest this site holds, never "today"); the moves into a
    stage's sections stand before it, each with its edition and count.
    """
    labels = LABELS[language]
    spans = section_spans(ctx)
    stages: dict[str, list[int]] = {}
    for section, (first, _) in sorted(spans.items(), key=lambda item: (ctx.position[item[1][0]], item[0])):
        stages.setdefault(first, []).append(section)
    moves = crossings(ctx)
    out = [f'<ol class="twohg-flow" aria-label="{html.escape(labels["renumbering_diagram"])}">']
    for sections in stages.values():
        out.append('<li class="twohg-flow__stage">')
        into = [move for move in moves if move.target in sections]
        if into:
            out.append('<ul class="twohg-flow__moves">')
            for move in into:
                text = counted(
                    labels,
                    "renumbering_edge",
                    move.count,
                    date=ctx.date(move.edition).isoformat(),
                    source=move.source,
                    target=move.target,
                )
                arrow = '<span class="twohg-flow__arrow" aria-hidden="true">↓</span>'
                out.append(
                    f'<li class="twohg-flow__move" data-from="{move.source}" data-to="{move.target}">'
                    f"{arrow} {html.escape(text)}</li>"
                )
            out.append("</ul>")
        out.append('<ul class="twohg-flow__sections">')
        for section in sections:
            first, last = spans[section]
            name = html.escape(labels["renumbering_section"].format(section=section))
            dates = html.escape(f"{ctx.date(first).isoformat()} – {ctx.date(last).isoformat()}")
            out.append(
                f'<li class="twohg-flow__section" data-section="{section}"><strong>{name}</strong> '
                f'<span class="twohg-flow__span">{dates}</span></li>'
            )
        out += ["</ul>", "</li>"]
    return [*out, "</ol>", ""]


#: An edition's changes: its steps by old number and kind.
Changes = dict[tuple[str, str], list[Event]]


def _grouped(edition_steps: Sequence[Event]) -> Changes:
    """An edition's steps by old number and kind: one change each (a split is one change)."""
    grouped: Changes = {}
    for step in edition_steps:
        grouped.setdefault((step.old_number or "", step.kind), []).append(step)
    return grouped


def _rows(ctx: SiteContext, grouped: Changes, here: str, labels: dict[str, str]) -> list[str]:
    """One row per change (`_grouped`): the old number, all its new numbers for a split, each number linked."""
    out = [f"| {labels['step_before']} | {labels['step_after']} | {labels['change']} |", "|---|---|---|"]
    for (old, kind), events in grouped.items():
        carriers = sorted({number_of(e.carried) for e in events if e.carried}, key=RuleNumber.parse)
        if kind == "removed" and carriers:
            carrier = ", ".join(ctx.number_link(n, here) for n in carriers)
            said = labels["removed_carried_row"].format(carrier=carrier)
            out.append(f"| {ctx.number_link(old, here)} | – | {said} |")
            continue
        if kind == "removed":
            related = sorted({number_of(t) for e in events for t in e.related}, key=RuleNumber.parse)
            numbers = ", ".join(ctx.number_link(n, here) for n in related)
            out.append(f"| {ctx.number_link(old, here)} | – | {labels['removed_covered'].format(numbers=numbers)} |")
            continue
        new = sorted({e.number for e in events}, key=RuleNumber.parse)
        after = ", ".join(ctx.number_link(n, here) for n in new)
        change = inline(labels["began_" + kind]) + (f" ({inline(labels['began_split'])})" if len(new) > 1 else "")
        out.append(f"| {ctx.number_link(old, here)} | {after} | {change} |")
    return [*out, ""]


def render_renumbering(ctx: SiteContext, language: str) -> str:
    """The renumbering page in one language."""
    labels = LABELS[language]
    here = urls.doc(urls.RENUMBERING_PATH)
    out = [*front_matter(labels["renumbering"]), f"# {inline(labels['renumbering'])}", ""]
    out += [labels["renumbering_intro"].format(spans=inline(_spans_in_words(ctx, labels))), ""]
    titles = ctx.newest_section_titles
    for section in sorted(section_spans(ctx)):
        if section not in ctx.current_sections and section in titles:
            text = labels["renumbering_reused"].format(
                section=section, title=marked(titles[section], "en"), date=ctx.date(ctx.newest).isoformat()
            )
            out += [f'!!! info "{inline(labels["status_reused"])}"', "", f"    {text}", ""]
    out += [f"## {inline(labels['renumbering_diagram'])} {{ #diagram }}", ""]
    out += diagram(ctx, language)
    out += [f"## {inline(labels['renumbering_steps'])} {{ #steps }}", ""]
    by_edition: dict[str, list[Event]] = {}
    for step in steps(ctx):
        by_edition.setdefault(step.edition, []).append(step)
    # Each edition's changes folded under a line that says how many: the page is read, and drawn by
    # a phone, one edition at a time (eleven open tables cost a phone a third of a second).
    for edition, edition_steps in by_edition.items():
        date = ctx.date(edition).isoformat()
        heading = labels["edition_title"].format(date=date)
        grouped = _grouped(edition_steps)
        summary = counted(labels, "renumbering_group", len(grouped), date=date)
        edition_page = link(inline(heading), here, urls.doc(urls.edition_path(edition)))
        out += [f'<details class="twohg-steps" id="e-{date}" markdown>', f"<summary>{html.escape(summary)}</summary>"]
        out += ["", edition_page, "", *_rows(ctx, grouped, here, labels), "</details>", ""]
    script = urls.asset_from(urls.RENUMBERING_PATH, language, urls.RENUMBERING_SCRIPT)
    out += [f'<script src="{html.escape(script)}" defer></script>']
    return "\n".join(out).rstrip() + "\n"


def render_renumbering_pages(ctx: SiteContext) -> dict[str, str]:
    """The renumbering page in every language."""
    return {
        urls.page_file(urls.RENUMBERING_PATH, language): render_renumbering(ctx, language) for language in LANGUAGES
    }

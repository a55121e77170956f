"""Edition pages: the timeline of every official edition, and one page per edition with its 2HG changelog.

The changelog is the history stage's (`twohg.graph.history.changelog`): added, removed,
reworded, renumbered, typography only, or no change in wording; every number links to its rule
page, where the word diff of each change is shown.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence

from twohg.graph.align import number_of
from twohg.graph.history import EditionChanges, Event, EventKind, TitleChange
from twohg.graph.model import RuleText
from twohg.graph.summary import EditionSummary, summarise
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS, counted
from twohg.site import urls
from twohg.site.facts import later_notice
from twohg.site.markdown import diff_lines, front_matter, inline, link, marked
from twohg.site.pages.context import SiteContext
from twohg.site.pages.sections import changed_since, rule_lines, translation_of
from twohg.site.pages.sources import date_evidence


def summary_parts(
    summary: EditionSummary,
    labels: Mapping[str, str],
    number: Callable[[str], str],
    english: Callable[[str], str],
) -> list[str]:
    """What an edition changed in the 2HG rules, a few words a part (`twohg.graph.summary`), in ``labels``' language.

    ``number`` shows a rule number or run (``810.7a-f``: linked on a page, as is in a feed), ``english``
    English words (marked as English on a page). Empty when nothing in the wording or numbering changed.
    """
    parts = []
    if summary.removed:
        parts.append(labels["summary_removed"].format(numbers=", ".join(number(n) for n in summary.removed)))
    if summary.added:
        parts.append(labels["summary_added"].format(numbers=", ".join(number(n) for n in summary.added)))
    parts += [labels["summary_moved"].format(old=old, new=new) for old, new in summary.moved]
    if summary.renumbered:
        parts.append(counted(labels, "count_renumbered", summary.renumbered))
    if summary.reworded:
        said = counted(labels, "count_reworded", summary.reworded)
        shared = summary.shared
        if shared is not None:
            before, after = english(shared.before), english(shared.after)
            said = labels["summary_shared"].format(count=said, rules=shared.rules, before=before, after=after)
        parts.append(said)
    if summary.typography:
        parts.append(counted(labels, "summary_typography", summary.typography))
    if summary.titles:
        parts.append(counted(labels, "count_titles", summary.titles))
    return parts


def summary_sentence(
    summary: EditionSummary, labels: Mapping[str, str], number: Callable[[str], str], english: Callable[[str], str]
) -> str:
    """The edition's summary as a sentence: the first edition, no change, or the parts that changed."""
    if summary.first:
        return labels["summary_first"]
    parts = summary_parts(summary, labels, number, english)
    if not parts:
        return labels["summary_none"]
    return labels["summary_lead"].format(parts=labels["summary_sep"].join(parts))


def run_start(run: str) -> str:
    """The first rule number of a run (``810.7a-f`` -> ``810.7a``); a number stands for itself."""
    stem, dash, _ = run.rpartition("-")
    return stem if dash and stem[-1:].isalpha() else run


def _short(entry: EditionChanges, labels: dict[str, str]) -> str:
    """A timeline row's few words: the summary's parts, plain."""
    if entry.previous is None:
        return labels["first_edition"]
    parts = summary_parts(summarise(entry), labels, str, str)
    return labels["summary_sep"].join(parts) if parts else labels["no_change_short"]


def render_timeline(ctx: SiteContext, language: str) -> str:
    """The timeline of editions, newest first, each with the size of its changelog and a comparison with the one before.

    A filter (``static/editions.js``: a year, editions that changed the wording only) shows
    itself when the script runs; the rows carry what it filters by.
    """
    labels = LABELS[language]
    here = urls.doc(urls.EDITIONS_PATH)
    out = [*front_matter(labels["editions"]), f"# {inline(labels['editions'])}", ""]
    first, last = ctx.date(ctx.official[0]).isoformat(), ctx.date(ctx.newest).isoformat()
    out += [labels["editions_intro"].format(count=len(ctx.official), first=first, last=last), ""]
    out += later_notice(ctx.graph, language)
    out += _gaps(ctx, labels)
    out += [link(inline(labels["editions_compare_any"]), here, urls.doc(urls.COMPARE_PATH)), ""]
    feed = urls.asset_from(urls.EDITIONS_PATH, language, urls.feed_file(language))
    out += [f'<a href="{html.escape(feed)}" type="application/atom+xml">{html.escape(labels["feed_link"])}</a>', ""]
    out += [*_filter(ctx, language), *_rows(ctx, language)]
    others = [e for e in ctx.graph.editions if e.id not in ctx.position]
    if others:
        out += ["", f"## {inline(labels['other_editions'])} {{ #others }}", "", labels["other_editions_intro"], ""]
        for other in others:
            identified = f" → {ctx.edition_link(other.identified_as, here)}" if other.identified_as else ""
            span = f"{other.start.isoformat()} – {other.end.isoformat()}"
            out.append(f"- {ctx.source_name(other.source_id, here)} ({inline(span)}){identified}")
    script = urls.asset_from(urls.EDITIONS_PATH, language, urls.EDITIONS_SCRIPT)
    out += ["", f'<script src="{html.escape(script)}"></script>']
    return "\n".join(out).rstrip() + "\n"


def _filter(ctx: SiteContext, language: str) -> list[str]:
    """The timeline's filter, hidden until its script shows it: a year, and editions that changed the wording.

    Hidden, it keeps its place (site.css), and it says from the start how many rows show: showing it
    moves nothing on the page.
    """
    labels = LABELS[language]
    template = labels["editions_filter_shown"]
    years = sorted({ctx.date(e).year for e in ctx.official}, reverse=True)
    options = "".join(f'<option value="{year}">{year}</option>' for year in years)
    return [
        f'<form class="twohg-editions-filter" hidden aria-label="{html.escape(labels["editions_filter"])}">',
        '<p class="twohg-editions-filter__fields">',
        f'<label for="twohg-editions-year">{html.escape(labels["editions_filter_year"])}</label> '
        f'<select id="twohg-editions-year"><option value="">{html.escape(labels["editions_filter_all"])}</option>'
        f"{options}</select> ",
        f'<label><input type="checkbox" id="twohg-editions-changed"> {html.escape(labels["editions_filter_changed"])}'
        "</label>",
        "</p>",
        f'<p class="twohg-editions-filter__shown" aria-live="polite" '
        f'data-template="{html.escape(template)}">{html.escape(template.replace("{count}", str(len(ctx.official))))}'
        "</p>",
        "</form>",
        "",
    ]


def _rows(ctx: SiteContext, language: str) -> list[str]:
    """The timeline as an HTML table (its rows carry their year and whether the wording changed), newest first."""
    labels = LABELS[language]
    path = urls.EDITIONS_PATH
    compare = urls.folder_from(path, language, urls.page_url(urls.COMPARE_PATH, language))
    out = [
        '<div class="twohg-editions" markdown="0">',
        # Column widths fixed by the colgroup (site.css): rows parsed later never widen a column, so the
        # rows drawn first do not move while the page loads.
        "<table>",
        '<colgroup><col class="twohg-editions__date"><col><col class="twohg-editions__links"></colgroup>',
        f"<thead><tr><th>{html.escape(labels['date'])}</th><th>{html.escape(labels['changes'])}</th>"
        f"<th>{html.escape(labels['editions_compare'])}</th></tr></thead>",
        "<tbody>",
    ]
    for edition in reversed(ctx.official):
        entry = ctx.changes[edition]
        date = ctx.date(edition).isoformat()
        page = urls.folder_from(path, language, urls.page_url(urls.edition_path(edition), language))
        counts = html.escape(_short(entry, labels))
        shown = f"<strong>{counts}</strong>" if entry.changed else counts
        against = ""
        if entry.previous is not None:
            query = urls.compare_query(ctx.date(entry.previous).isoformat(), date)
            said = labels["editions_compare_label"].format(date=date)
            against = (
                f'<a href="{html.escape(compare + query)}" aria-label="{html.escape(said)}">'
                f"{html.escape(labels['editions_compare'])}</a>"
            )
        whole = urls.folder_from(
            path, language, urls.page_url(urls.edition_text_path(ctx.text_page_of[edition]), language)
        )
        said = labels["edition_text_label"].format(date=date)
        text = (
            f'<a href="{html.escape(whole)}" aria-label="{html.escape(said)}">'
            f"{html.escape(labels['edition_text_short'])}</a>"
        )
        links = " · ".join(part for part in (against, text) if part)
        came = ctx.graph.occasions.get(edition)
        occasion = f'<br><small lang="en">{html.escape(came.occasion)}</small>' if came is not None else ""
        out.append(
            f'<tr data-year="{ctx.date(edition).year}" data-changed="{"1" if entry.changed else "0"}">'
            f'<td><a href="{html.escape(page)}">{date}</a>{occasion}</td><td>{shown}</td><td>{links}</td></tr>'
        )
    return [*out, "</tbody>", "</table>", "</div>", ""]


def _gaps(ctx: SiteContext, labels: dict[str, str]) -> list[str]:
    """The editions known to exist that the archive lacks (each with its source), when the project lists them."""
    missing = ctx.graph.missing_editions
    if missing is None:
        return []
    if not missing:
        return [labels["archive_missing_none"], ""]
    shown = [
        labels["missing_edition"].format(date=m.date.isoformat(), confidence=labels[f"confidence_{m.confidence}"])
        for m in missing
    ]
    # The sources (a repository path and commit, or a URL) folded under the sentence: on a phone they
    # would push the timeline a screen down.
    sources = [f"- {m.date.isoformat()}: <code>{inline(m.source)}</code>" for m in missing]
    return [
        labels["archive_missing"].format(editions="; ".join(shown)),
        "",
        '<details class="twohg-missing" markdown>',
        f"<summary>{html.escape(labels['missing_sources'])}</summary>",
        "",
        *sources,
        "",
        "</details>",
        "",
    ]


def _numbers(ctx: SiteContext, numbers: Sequence[str], here: str) -> str:
    return ", ".join(ctx.number_link(number, here) for number in numbers)


def _title_change(change: TitleChange, labels: dict[str, str]) -> str:
    if change.old is None:
        return labels["title_new"].format(section=change.section, new=marked(change.new or "", "en"))
    if change.new is None:
        return labels["title_gone"].format(section=change.section, old=marked(change.old, "en"))
    return labels["title_changed"].format(
        section=change.section, old=marked(change.old, "en"), new=marked(change.new, "en")
    )


def _diff_block(ctx: SiteContext, event: Event, here: str) -> list[str]:
    """One rewording: the number (old → new when renumbered) and its word diff, indented under a list item."""
    old, new = event.old_number or "", event.new_number or ""
    head = ctx.number_link(new, here) if old == new else f"{ctx.number_link(old, here)} → {ctx.number_link(new, here)}"
    return [f"    - {head}", "", *(f"        {line}" for line in diff_lines(event.words)), ""]


def _changes(ctx: SiteContext, entry: EditionChanges, labels: dict[str, str], here: str) -> list[str]:
    """The changelog of one edition: every event, grouped by kind, rewordings with their word diffs."""
    if entry.previous is None:
        return [labels["first_edition"], ""]
    out: list[str] = []
    if not entry.changed:
        out += [labels["no_change"], ""]
    if entry.titles:
        out += [
            f"- **{labels['section_titles']}{labels['colon']}** "
            + " ".join(_title_change(c, labels) for c in entry.titles)
        ]
    sections = [e for e in entry.events if e.heading and e.kind not in ("typography", "reworded")]
    if sections:
        moved = [
            f"{ctx.number_link(e.old_number, here) if e.old_number else '–'} → "
            f"{ctx.number_link(e.new_number, here) if e.new_number else '–'}"
            for e in sections
        ]
        out += [f"- **{labels['sections_moved']}{labels['colon']}** {', '.join(moved)}"]
    if entry.added:
        out += [f"- **{labels['added']}{labels['colon']}** {_numbers(ctx, entry.added, here)}"]
    removals = []
    for event in entry.of_kind("removed"):
        shown = ctx.number_link(event.number, here)
        if event.carried:
            carrier = ctx.number_link(number_of(event.carried), here)
            shown = labels["removed_carried"].format(number=shown, carrier=carrier)
        elif event.related:
            related = _numbers(ctx, [number_of(t) for t in event.related], here)
            shown = labels["removed_related"].format(number=shown, numbers=related)
        removals.append(shown)
    if removals:
        out += [f"- **{labels['removed']}{labels['colon']}** {', '.join(removals)}"]
    renumbered = [
        f"{ctx.number_link(e.old_number or '', here)} → {ctx.number_link(e.number, here)}"
        for e in entry.of_kind("renumbered")
    ]
    if renumbered:
        out += [f"- **{labels['renumbered']}{labels['colon']}** {', '.join(renumbered)}"]
    kinds: tuple[tuple[str, EventKind], ...] = (
        ("renumbered_reworded", "renumbered-and-reworded"),
        ("reworded", "reworded"),
    )
    for key, kind in kinds:
        events = entry.of_kind(kind)
        if events:
            out += [f"- **{labels[key]}{labels['colon']}**", ""]
            for event in events:
                out += _diff_block(ctx, event, here)
    if entry.typography_only:
        out += [f"- **{labels['typography_only']}{labels['colon']}** {_numbers(ctx, entry.typography_only, here)}"]
    return [*out, ""]


def render_edition_page(ctx: SiteContext, edition_id: str, language: str) -> str:
    """One edition: its facts, its neighbours, its 2HG changelog and the rules it holds."""
    labels = LABELS[language]
    here = urls.doc(urls.edition_path(edition_id))
    date = ctx.date(edition_id).isoformat()
    heading = labels["edition_title"].format(date=date)
    edition = ctx.editions[edition_id]
    entry = ctx.changes[edition_id]
    out = [*front_matter(heading), f"# {inline(heading)}", ""]

    def number(run: str) -> str:
        return ctx.number_link(run_start(run), here, run)

    came = ctx.graph.occasions.get(edition_id)
    opening = summary_sentence(summarise(entry), labels, number, lambda words: marked(words, "en"))
    if came is not None:
        occasion = labels[f"occasion_{came.confidence}"].format(occasion=marked(came.occasion, "en"))
        opening = occasion + ctx.then(language, opening)
    out += [opening, ""]
    if edition_id == ctx.newest:
        out += later_notice(ctx.graph, language)
    index = ctx.position[edition_id]
    following = ctx.next_edition(edition_id)
    page = urls.folder_from(urls.edition_path(edition_id), language, urls.page_url(urls.COMPARE_PATH, language))
    compare = []
    for other in (ctx.official[index - 1] if index > 0 else None, following):
        if other is not None:
            query = urls.compare_query(*sorted((ctx.date(other).isoformat(), date)))
            said = labels["summary_compare"].format(date=ctx.date(other).isoformat())
            compare.append(f'<a class="twohg-nowrap" href="{html.escape(page + query)}">{html.escape(said)}</a>')
    out += [" · ".join(compare), ""] if compare else []
    out += [f"## {inline(labels['changes'])} {{ #changes }}", ""]
    out += _changes(ctx, entry, labels, here)
    held = ctx.numbers_in[edition_id]
    out += ["", f"## {inline(labels['rules_in_edition'])} {{ #rules }}", ""]
    whole = urls.doc(urls.edition_text_path(ctx.text_page_of[edition_id]))
    out += [f"**{link(inline(labels['edition_text_link']), here, whole)}**", ""]
    out += [_numbers(ctx, held, here), ""]
    out += [f"## {inline(labels['summary_about'])} {{ #file }}", ""]
    source = ctx.sources[edition.source_id]
    if language == urls.DEFAULT_LANGUAGE:
        out.append(f"- **{labels['file']}{labels['colon']}** {inline(source.file)}")
    evidence = date_evidence(source, labels, language)
    if evidence is not None:
        out.append(f"- **{labels['evidence']}{labels['colon']}** {evidence}")
    if came is not None:
        if language == urls.DEFAULT_LANGUAGE:
            said = marked(came.says, "en")
            out.append(f"- **{labels['occasion_source']}{labels['colon']}** <code>{inline(came.source)}</code>: {said}")
        else:  # where it is read, in the page's language; the source's own words (English) are on the English page
            where = came.source.split(" @ ", 1)[0]
            out.append(
                f"- **{labels['occasion_source']}{labels['colon']}** "
                + labels["occasion_read"].format(source=f"<code>{inline(where)}</code>")
            )
    if index > 0:
        out.append(f"- **{labels['previous']}{labels['colon']}** {ctx.edition_link(ctx.official[index - 1], here)}")
    if following is not None:
        out.append(f"- **{labels['next']}{labels['colon']}** {ctx.edition_link(following, here)}")
    out += ["", link(f"← {inline(labels['editions'])}", here, urls.doc(urls.EDITIONS_PATH)), ""]
    return "\n".join(out).rstrip() + "\n"


def render_edition_text_page(ctx: SiteContext, run: Sequence[str], texts: Sequence[RuleText], language: str) -> str:
    """The whole 2HG text of a run of editions that print it alike (`SiteContext.text_runs`): the rules on a date.

    Each rule is anchored by its number. The text is the editions' English (``lang="en"``); in another
    language, a translation follows a rule only where it renders this very wording (typography aside): the
    official Japanese text under the 2026 rules, the Spanish one under the rules of its span.
    """
    labels = LABELS[language]
    first, last = run[0], run[-1]
    here = urls.doc(urls.edition_text_path(first))
    date = ctx.date(first).isoformat()
    heading = labels["edition_text_title"].format(date=date)
    out = [*front_matter(heading), f"# {inline(heading)}", ""]
    following = ctx.next_edition(last)
    dates = labels["edition_text_sep"].join(ctx.edition_link(edition, here) for edition in run)
    if following is None:
        out += [labels["edition_text_intro_newest"].format(date=dates), ""]
        out += later_notice(ctx.graph, language)
    else:
        until = link(ctx.date(following).isoformat(), here, urls.doc(urls.edition_text_path(following)))
        out += [labels["edition_text_intro"].format(date=dates, until=until), ""]
    rendered: list[str] = []
    translated_any = False
    for english in texts:
        number = str(english.number)
        rendered += rule_lines(ctx, english, number, here, language)
        translated = translation_of(ctx, english, language)
        if translated is None or changed_since(ctx, translated, english) or ctx.differences(translated):
            continue
        translated_any = True
        name = labels[f"language_name_{translated.language}"]
        rendered += [f'!!! quote "{inline(labels["edition_text_translation"].format(language=name))}"', ""]
        rendered += ctx.rule_body(translated, here, language, indent="    ")
    if language != "en" and not translated_any:
        out += [f"*{labels['edition_text_english']}*", ""]
    out += rendered
    index = ctx.position[first]
    around = [ctx.text_page_of[ctx.official[index - 1]]] if index > 0 else []
    around += [following] if following is not None else []
    out += [
        " · ".join(
            link(
                labels["edition_text_before"].format(date=ctx.date(other).isoformat()),
                here,
                urls.doc(urls.edition_text_path(other)),
            )
            for other in around
        ),
        "",
    ]
    return "\n".join(out).rstrip() + "\n"


def render_edition_pages(ctx: SiteContext) -> dict[str, str]:
    """The timeline, every official edition's page and its whole 2HG text, in every language."""
    pages: dict[str, str] = {}
    texts: dict[str, list[RuleText]] = {}
    for text in ctx.graph.lineage.texts:
        texts.setdefault(text.edition, []).append(text)
    for language in LANGUAGES:
        pages[urls.page_file(urls.EDITIONS_PATH, language)] = render_timeline(ctx, language)
        for edition in ctx.official:
            pages[urls.page_file(urls.edition_path(edition), language)] = render_edition_page(ctx, edition, language)
        for start, run in ctx.text_runs.items():
            pages[urls.page_file(urls.edition_text_path(start), language)] = render_edition_text_page(
                ctx, run, texts.get(start, []), language
            )
    return pages

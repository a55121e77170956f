"""The comparison page (``compare/``): any two official editions' 2HG rules side by side, in the browser.

The page holds the form (two editions, oldest first, the newest against the one before it
selected) and ``static/compare.js``, which reads `compare_files`' ``compare/editions.json`` and
computes `twohg.graph.compare.compare` for the pair the address names (``?from=DATE&to=DATE``):
the same groups and word diffs as ``twohg report changes --from DATE --to DATE``.
"""

from __future__ import annotations

import html
import json

from twohg.graph.assembly import Graph
from twohg.graph.compare import compare_document
from twohg.graph.export import to_json
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls
from twohg.site.markdown import front_matter, inline
from twohg.site.pages.context import SiteContext

#: The words the script needs (everything it writes: headings, counts, kinds, notes).
_SCRIPT_PREFIX = "compare_"
#: ... and what a character a damaged file lost says, as on rule pages (`SiteContext.repair_mark`).
_REPAIRS = ("repaired", "repaired_context", "repaired_unknown")


def _attribute(data: object) -> str:
    return html.escape(json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")), quote=True)


def _options(ctx: SiteContext, selected: str) -> str:
    return "".join(
        f'<option value="{ctx.date(e).isoformat()}"{" selected" if e == selected else ""}>'
        f"{ctx.date(e).isoformat()}</option>"
        for e in ctx.official
    )


def render_compare(ctx: SiteContext, language: str) -> str:
    """The comparison page in one language."""
    labels = LABELS[language]
    path = urls.COMPARE_PATH
    # Opened without a pair: the newest edition that changed the 2HG rules, against the one before it.
    changed = [edition for edition in ctx.official if ctx.changes[edition].changed]
    newest = changed[-1] if changed else ctx.official[-1]
    before = ctx.official[max(ctx.position[newest] - 1, 0)]
    script_words = {key: value for key, value in labels.items() if key.startswith(_SCRIPT_PREFIX) or key in _REPAIRS}
    edition = urls.folder_from(path, language, urls.page_url(urls.edition_path("{edition}"), language))
    rule = urls.folder_from(path, language, urls.rule_page("{number}", language))
    return "\n".join(
        [
            *front_matter(labels["compare_title"]),
            f"# {inline(labels['compare_title'])}",
            "",
            inline(labels["compare_intro"]),
            "",
            f'<link rel="stylesheet" href="{html.escape(urls.asset_from(path, language, urls.COMPARE_STYLE))}">',
            f'<form class="twohg-compare" method="get" action="./" '
            f'data-data="{html.escape(urls.asset_from(path, language, urls.COMPARE_DATA))}" '
            f'data-edition="{html.escape(edition)}" data-rule="{html.escape(rule)}" '
            f'data-words="{_attribute(script_words)}">',
            '<p class="twohg-compare__pick">',
            f'<label for="twohg-compare-from">{html.escape(labels["compare_from"])}</label> '
            f'<select id="twohg-compare-from" name="from">{_options(ctx, before)}</select> ',
            f'<label for="twohg-compare-to">{html.escape(labels["compare_to"])}</label> '
            f'<select id="twohg-compare-to" name="to">{_options(ctx, newest)}</select> ',
            f'<button class="md-button md-button--primary" type="submit">{html.escape(labels["compare_submit"])}'
            "</button>",
            "</p>",
            '<p><label><input type="checkbox" id="twohg-compare-unchanged"> '
            f"{html.escape(labels['compare_show_unchanged'])}</label></p>",
            "</form>",
            f"<noscript><p>{html.escape(labels['compare_noscript'])}</p></noscript>",
            '<div class="twohg-compare__result" aria-live="polite"></div>',
            f'<script src="{html.escape(urls.asset_from(path, language, urls.COMPARE_SCRIPT))}"></script>',
            "",
        ]
    )


def render_compare_pages(ctx: SiteContext) -> dict[str, str]:
    """The comparison page in every language."""
    return {urls.page_file(urls.COMPARE_PATH, language): render_compare(ctx, language) for language in LANGUAGES}


def compare_files(graph: Graph) -> dict[str, str]:
    """``compare/editions.json``: every official edition's 2HG rules and the lineage, for the page's script."""
    dates = {e.id: e.date or e.start for e in graph.editions}
    document = compare_document(graph.lineage, dates, graph.resolver.texts, graph.rewordings, graph.repairs)
    return {urls.COMPARE_DATA: to_json(document)}

"""The page families of the site, each a module of pure functions from the corpus and graph to Markdown.

- `sources`: the sources index and a reading page per source (FAQs, summary, Spanish 810, forum);
- `rules`: a page per rule number, per language, with its status, texts, history and links;
- `sections`: the rules' contents and each 2HG section read like the rulebook;
- `editions`: the timeline of editions and each edition's 2HG changelog;
- `compare`: ``compare/``, any two editions' 2HG rules side by side, in the browser;
- `renumbering`: 606 -> 806 -> 805/810, as a diagram and a table of every step;
- `cards`: the index of cards and a page per card, with its names and every text that uses it;
- `cardview`: the card data's card view (``cards/view/``) and deck check (``cards/check/``), and the rules' card lists;
- `glossary`: ``glossary/``, the glossary entries of the variant's terms, over the editions;
- `tournament`: the tournament rules for Two-Headed Giant (MTR section 9), an index and a page per rule;
- `apidocs`: ``api/``, the JSON API's documents, formats, schemas, fields and examples;
- `autolinker`: ``link/``, a post's rule numbers linked in the browser;
- `shortlinks`: ``r/`` and the page of each number whose ``r/<number>/`` explains;
- `unsaved`: ``unsaved/``, what the service worker shows offline for a page not saved on the device;
- `context`: the graph indexed once for all of them, and the text helpers that link rule numbers.

A new page type is a new module here, called from `render_pages`; its URL shape goes in
`twohg.site.urls`, its words in `twohg.profiles.LABELS`.
"""

from __future__ import annotations

from twohg.graph.assembly import Graph
from twohg.ingest.corpus import Corpus
from twohg.site import parallel, urls
from twohg.site.api import resolution_json
from twohg.site.carddata import SiteCards
from twohg.site.pages.apidocs import render_api_pages
from twohg.site.pages.autolinker import render_autolinker_pages
from twohg.site.pages.cards import render_card_pages
from twohg.site.pages.cardview import render_card_data_pages
from twohg.site.pages.compare import render_compare_pages
from twohg.site.pages.context import SiteContext
from twohg.site.pages.editions import render_edition_pages
from twohg.site.pages.glossary import render_glossary_pages
from twohg.site.pages.previews import with_previews
from twohg.site.pages.renumbering import render_renumbering_pages
from twohg.site.pages.rules import render_rule_pages
from twohg.site.pages.sections import render_section_pages
from twohg.site.pages.shortlinks import render_short_pages
from twohg.site.pages.sources import render_source_pages
from twohg.site.pages.tournament import render_tournament_pages
from twohg.site.pages.unsaved import render_unsaved_pages
from twohg.site.statements import Statement, Statements

#: Top-level folders of ``docs/`` that `render_pages` owns: they are rebuilt on every build, and a
#: hand-written file there is an error (`twohg.site.build.check_docs`).
GENERATED_DIRS = (
    "sources",
    "rules",
    "sections",
    "editions",
    "renumbering",
    "cards",
    "tournament",
    "r",
    "link",
    "api",
    "unsaved",
    "compare",
    "glossary",
)


def render_pages(corpus: Corpus, graph: Graph | None = None, cards: SiteCards | None = None) -> dict[str, str]:
    """Every generated page, ``{doc-relative file: Markdown}``, sorted by path.

    Without a graph (a corpus checked on its own), only the source pages: every source, the
    archive's editions included, has its reading page. With ``cards`` (the card data), the card view,
    the deck check, and the card lists of the rule pages.
    """
    if graph is None:
        return dict(sorted(render_source_pages(corpus).items()))
    ctx = SiteContext(corpus, graph, cards)
    # The rule pages, a third of the work, on a second core (twohg.site.parallel). Every page's statements are
    # kept as they are said, then compared in the order the pages come in when rendered one after another.
    compared, ctx.statements = ctx.statements, Statements(compared=False)
    rule_pages = parallel.start(_rule_pages, ctx)
    try:
        pages = render_source_pages(corpus, ctx)
        pages.update(render_autolinker_pages(cards))
        pages.update(render_unsaved_pages())
        before_rules = len(ctx.statements.said)
        for family in (
            render_section_pages,
            render_edition_pages,
            render_compare_pages,
            render_renumbering_pages,
            render_card_pages,
            render_card_data_pages,
            render_tournament_pages,
            render_glossary_pages,
        ):
            pages.update(family(ctx))
        resolver = ctx.resolver
        pages.update(render_short_pages(ctx, resolver))
        pages.update(render_api_pages(ctx, resolver))
        said_by_the_api(ctx)
        shown = {file: with_previews(ctx, file, page) for file, page in pages.items()}
        rules, said_by_rules = rule_pages.result()
    finally:
        rule_pages.stop()
    said = ctx.statements.said
    ctx.statements = compared
    compared.say_again([*said[:before_rules], *said_by_rules, *said[before_rules:]])
    return dict(sorted({**shown, **rules}.items()))


def _rule_pages(ctx: SiteContext) -> tuple[dict[str, str], list[Statement]]:
    """The rule pages with their previews, and what they said (`SiteContext.statements`)."""
    known = len(ctx.statements.said)
    pages = {file: with_previews(ctx, file, page) for file, page in render_rule_pages(ctx).items()}
    said = ctx.statements.said[known:]
    del ctx.statements.said[known:]  # rendered here (one core): said once, among the others in their order
    return pages, said


def said_by_the_api(ctx: SiteContext) -> None:
    """What ``api/resolve/<number>.json`` says of each meaning, said to the pages' statements (it must agree)."""
    for resolution in ctx.resolver:
        place = urls.api_resolve(resolution.number)
        for meaning in resolution_json(resolution, ctx.resolver)["meanings"]:
            number, first = resolution.number, meaning["first"]
            ctx.statements.say(place, number, first, "span", f"{meaning['from']}..{meaning['until']}")
            now = " ".join(meaning["now"]) or (f"removed {meaning['removed']}" if meaning["removed"] else "")
            ctx.statements.say(place, number, first, "now", now)
            if not meaning["now"] and meaning["related"] and meaning["carried"] is None:
                ctx.statements.say(place, number, first, "related", " ".join(meaning["related"]))

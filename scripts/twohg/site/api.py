"""The JSON API's answer to "what does this number mean": ``api/resolve/<n>.json`` and ``api/resolve.json``.

"Now" in the answers is the newest edition the site holds, which they name (``newest``).

The documents of the graph, each rule and the editions are the export stage's (`twohg.graph.export`);
the site adds to each rule's document where it is read (its pages, short links and resolve
document, `rule_api_document`) and writes them all under ``api/`` (`site_files`). The graph hands
out numbers and ids; the addresses are the site's.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from twohg import files
from twohg.graph.assembly import Graph
from twohg.graph.export import SCHEMAS, editions_document, graph_document, rule_document, to_json
from twohg.graph.history import SectionTitle
from twohg.graph.nodes import Node
from twohg.graph.resolver import Meaning, Now, Resolution, Resolver
from twohg.ingest.catalogue import LANGUAGES
from twohg.site import urls

if TYPE_CHECKING:
    from twohg.site.carddata import SiteCards
    from twohg.site.pages.context import SiteContext

RESOLVE_FORMAT = "twohg-resolve/3"


def _meaning(meaning: Meaning, dates: Mapping[str, dt.date]) -> dict[str, Any]:
    now = meaning.now
    return {
        "summary": meaning.summary,
        "first": meaning.first,
        "last": meaning.last,
        "from": meaning.start.isoformat(),
        "until": meaning.last_date.isoformat(),
        "ended_by": meaning.ended_by,
        "ended": dates[meaning.ended_by].isoformat() if meaning.ended_by else None,
        "current": meaning.current,
        "now": list(now.numbers),
        "removed_in": now.removed_in,
        "removed": dates[now.removed_in].isoformat() if now.removed_in else None,
        "related": list(now.related),
        "carried": _carried(now, dates),
    }


def _carried(now: Now, dates: Mapping[str, dt.date]) -> dict[str, Any] | None:
    """Where a removed rule's words stand on: the rule of another lineage that printed them beside it."""
    carried = now.carried
    if carried is None:
        return None
    gone = carried.now.removed_in
    return {
        "number": carried.number,
        "since": dates[carried.since].isoformat(),
        "now": list(carried.now.numbers),
        "removed": dates[gone].isoformat() if gone else None,
    }


def _title_span(title: SectionTitle, dates: Mapping[str, dt.date]) -> dict[str, Any]:
    """A section's title over a run of editions in which it held another part of the rulebook."""
    return {
        "section": title.section,
        "title": title.title,
        "first": title.first,
        "last": title.last,
        "from": dates[title.first].isoformat(),
        "until": dates[title.last].isoformat(),
    }


def then_json(resolver: Resolver, number: str) -> list[dict[str, Any]]:
    """What ``number`` was in the editions in which no 2HG rule had it, as runs of consecutive editions alike."""
    dates, chain, thens = resolver.dates, resolver.chain, resolver.thens(number)
    runs: list[dict[str, Any]] = []
    key: object = None
    for edition in chain:
        then = thens.get(edition)
        here = (then.other, then.held_by, then.later) if then is not None else None
        if here is not None and here == key:
            runs[-1]["last"] = edition
        elif then is not None:
            runs.append(
                {
                    "first": edition,
                    "last": edition,
                    "from": dates[edition].isoformat(),
                    "until": None,
                    "other": _title_span(then.other, dates) if then.other is not None else None,
                    "held_by": list(then.held_by),
                    "later": then.later,
                }
            )
        key = here
    for run in runs:
        following = resolver.position[run["last"]] + 1
        run["until"] = dates[chain[following]].isoformat() if following < len(chain) else None
    return runs


def resolution_json(resolution: Resolution, resolver: Resolver) -> dict[str, Any]:
    """One number's resolution as JSON (without ``format``; the documents add it)."""
    number, dates = resolution.number, resolver.dates
    reused = resolution.reused
    return {
        "number": number,
        "external": resolution.external,
        "redirects": resolution.redirects,
        "meanings": [_meaning(m, dates) for m in resolution.meanings],
        "reused": (
            {
                "section": reused.section,
                "title": reused.title,
                "since": reused.since.isoformat(),
                "since_edition": reused.since_edition,
                "exists": reused.exists,
                "titles": [_title_span(t, dates) for t in reused.titles],
            }
            if reused
            else None
        ),
        "other_parts": [_title_span(t, dates) for t in resolution.other_parts],
        "then": then_json(resolver, number),
        "page": {language: urls.rule_page(number, language) for language in LANGUAGES},
        "short_link": {language: urls.short_link(number, language) for language in LANGUAGES},
        "rule": urls.api_rule(number),
    }


def newest_json(resolver: Resolver) -> dict[str, str]:
    """The edition every "now" of the answers means: the newest this site holds."""
    return {"edition": resolver.newest, "date": resolver.dates[resolver.newest].isoformat()}


def resolve_files(resolver: Resolver) -> Mapping[str, str]:
    """``api/resolve/<number>.json`` for every number, and all of them in ``api/resolve.json``, natural order."""
    newest = newest_json(resolver)
    out = {
        urls.api_resolve(r.number): to_json(
            {"format": RESOLVE_FORMAT, "newest": newest, **resolution_json(r, resolver)}
        )
        for r in resolver
    }
    out[urls.API_RESOLUTIONS] = to_json(
        {"format": RESOLVE_FORMAT, "newest": newest, "numbers": [resolution_json(r, resolver) for r in resolver]}
    )
    return out


def addresses(number: str) -> dict[str, Any]:
    """Where a number is read on the site, relative to its root, per language."""
    return {
        "page": {language: urls.rule_page(number, language) for language in LANGUAGES},
        "short_link": {language: urls.short_link(number, language) for language in LANGUAGES},
        "resolve": urls.api_resolve(number),
    }


def rule_api_document(graph: Graph, node: Node) -> dict[str, Any]:
    """A rule's API document: the export stage's (`rule_document`) with where the site shows it (`addresses`)."""
    return {**rule_document(graph, node), **addresses(node.id)}


def api_files(graph: Graph) -> Mapping[str, str]:
    """The static JSON API: ``api/graph.json``, ``api/editions.json`` and ``api/rules/<number>.json`` for every node."""
    found = {urls.api_graph(): to_json(graph_document(graph)), urls.API_EDITIONS: to_json(editions_document(graph))}
    for node in graph.nodes:
        found[urls.api_rule(node.id)] = to_json(rule_api_document(graph, node))
    return found


def schema_files() -> Mapping[str, str]:
    """The JSON Schemas of the API, served beside it as ``api/schema/<name>.schema.json``."""
    return {urls.api_schema(name): files.read_package_text(f"schemas/{name}.schema.json") for name in SCHEMAS}


def site_files(graph: Graph) -> Mapping[str, str]:
    """Everything the graph adds to the built site: the JSON API and its schemas."""
    return {**api_files(graph), **schema_files()}


CARDS_API_FORMAT = "twohg-cards-api/1"


def cards_document(ctx: SiteContext, cards: SiteCards) -> str:
    """``api/cards.json``: how to find a card's record and names, the phrases, the rules they engage, the data.

    The reviewed phrases in every language, the rules they engage as they read today, and what the card data is
    (its files, dates and counts).
    """
    from twohg.site.carddata import CARDS_FORMAT
    from twohg.site.pages.cardview import data_description
    from twohg.site.pages.previews import cited_text, shown
    from twohg.site.search.cardnames import NAMES_FORMAT

    table = cards.table
    data = cards.data
    numbers = table.numbers if table is not None else ()
    rules = {}
    for number in numbers:
        text = cited_text(ctx, number, ctx.newest)
        rules[number] = {"text": shown(text) if text is not None else "", **addresses(number)}
    document = {
        "format": CARDS_API_FORMAT,
        "records": {
            "path": f"{urls.CARD_DATA}/{{shard}}.jsonz",
            "shards": urls.DATA_SHARDS,
            "shard": "the 32-bit FNV-1a hash of the card's address (UTF-8), modulo the shards, as two hex digits",
            "compression": "gzip",
            "format": CARDS_FORMAT,
            "schema": urls.api_schema("card"),
        },
        "names": {
            "path": f"{urls.CARD_NAMES}/{{key}}.jsonz",
            "keys": list(cards.keys),
            "compression": "gzip",
            "format": NAMES_FORMAT,
        },
        "view": {language: urls.page_url(urls.CARD_VIEW_PATH, language) + "#{slug}" for language in LANGUAGES},
        "pages": {slug: {lang: urls.page_url(page, lang) for lang in LANGUAGES} for slug, page in cards.pages.items()},
        "phrases": [
            {
                "id": phrase.id,
                "match": list(phrase.match),
                "rules": list(phrase.rules),
                "notable": phrase.notable,
                "source": phrase.source,
                "says": dict(phrase.says),
            }
            for phrase in (table.phrases if table is not None else ())
        ],
        "written": table.written if table is not None else None,
        "rules": rules,
        "newest": newest_json(ctx.resolver),
        "data": {
            "cards": cards.counts.cards,
            "left_out": len(data.left_out) + cards.counts.unaddressed,
            "dated_until": data.dated_until.isoformat() if data.dated_until else None,
            "dated_set": next(
                (s.name for s in data.sources if s.format == "mtgjson3-set" and s.date == data.dated_until), None
            ),
            "rulings_until": data.rulings_until.isoformat() if data.rulings_until else None,
            "sources": [
                {
                    "path": source.path,
                    "format": source.format,
                    "cards": source.cards,
                    "date": source.date.isoformat() if source.date else None,
                    "version": source.version or None,
                    "set": source.set_code or None,
                    "language": source.language or None,
                }
                for source in data.sources
            ],
        },
        "description": {language: data_description(cards, language) for language in LANGUAGES},
    }
    return to_json(document)

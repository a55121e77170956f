"""The API page (``api/``): every JSON document of the site, its format, its schema, its fields and a real example.

The fields and their descriptions are read from the JSON Schemas themselves
(``twohg/schemas/``), and the examples are built by the same functions that write the documents,
from this build's graph: the page cannot drift from what is served.
"""

from __future__ import annotations

import html
import json
from collections.abc import Mapping
from typing import Any

from twohg import files
from twohg.graph.export import EDITIONS_FORMAT, GRAPH_FORMAT, RULE_FORMAT, editions_document
from twohg.graph.resolver import Resolver
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls
from twohg.site.api import RESOLVE_FORMAT, newest_json, resolution_json, rule_api_document
from twohg.site.markdown import front_matter, inline
from twohg.site.pages.context import SiteContext

#: Items shown of each list in an example (the rest is elided with a count).
_EXAMPLE_ITEMS = 2
#: Characters of a string shown in an example.
_EXAMPLE_CHARS = 160


def _schema(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(files.read_package_text(f"schemas/{name}.schema.json"))
    return loaded


def _type(spec: Mapping[str, Any]) -> str:
    if "const" in spec:
        return json.dumps(spec["const"])
    if "$ref" in spec:
        return str(spec["$ref"]).rsplit("/", 1)[-1]
    if "enum" in spec:
        return " | ".join(json.dumps(value) for value in spec["enum"])
    if "anyOf" in spec:
        return " | ".join(_type(option) for option in spec["anyOf"])
    kind = spec.get("type", "")
    if kind == "array" and isinstance(spec.get("items"), dict):
        return f"array of {_type(spec['items'])}"
    return str(kind) if isinstance(kind, str) else " | ".join(kind)


def _fields(properties: Mapping[str, Any], language: str) -> list[str]:
    """The table of a document's fields; types and descriptions come from the schema, in English (marked so)."""
    labels = LABELS[language]
    out = [
        f"| {labels['api_field']} | {labels['api_type']} | {labels['api_description']} |",
        "| --- | --- | --- |",
    ]

    def english(text: str) -> str:
        return text if language == "en" or not text else f'<span lang="en">{text}</span>'

    for name, spec in properties.items():
        description = english(inline(str(spec.get("description", ""))))
        out.append(f"| `{name}` | {english(inline(_type(spec)))} | {description} |")
    return [*out, ""]


def _shortened(data: Any) -> Any:
    """An example small enough to read: lists cut to a few items, long strings cut."""
    if isinstance(data, list):
        kept = [_shortened(item) for item in data[:_EXAMPLE_ITEMS]]
        return kept + ([f"… {len(data) - _EXAMPLE_ITEMS} more"] if len(data) > _EXAMPLE_ITEMS else [])
    if isinstance(data, dict):
        return {key: _shortened(value) for key, value in data.items()}
    if isinstance(data, str) and len(data) > _EXAMPLE_CHARS:
        return data[:_EXAMPLE_CHARS] + "…"
    return data


def _example(data: Any) -> list[str]:
    text = json.dumps(_shortened(data), ensure_ascii=False, indent=2)
    return [f'<pre><code class="language-json">{html.escape(text)}</code></pre>', ""]


class _Document:
    """One kind of document: where it is, its format, its schema, its fields, an example."""

    def __init__(self, key: str, path: str, fmt: str, schema: str, properties: Mapping[str, Any], example: Any) -> None:
        self.key, self.path, self.fmt, self.schema = key, path, fmt, schema
        self.properties, self.example = properties, example

    def render(self, language: str) -> list[str]:
        labels = LABELS[language]
        schema = urls.asset_from(urls.API_PAGE_PATH, language, urls.api_schema(self.schema))
        out = [f"## `{self.path}`", "", labels[f"api_{self.key}"], ""]
        out += [
            f"- {labels['api_format']}: `{self.fmt}`",
            f'- {labels["api_schema"]}: <a href="{html.escape(schema)}">{inline(urls.api_schema(self.schema))}</a>',
            "",
        ]
        out += [f"### {labels['api_fields']}", "", *_fields(self.properties, language)]
        out += [f"### {labels['api_example']}", "", *_example(self.example)]
        return out


def _documents(ctx: SiteContext, resolver: Resolver) -> list[_Document]:
    graph = ctx.graph
    explaining = [r for r in resolver if not r.redirects and r.meanings]
    resolution = explaining[0] if explaining else next(iter(resolver))
    current = [node for node in graph.nodes if ctx.current_text(node) is not None]
    node = current[-1] if current else graph.nodes[0]
    resolve_schema = _schema("resolve")
    return [
        _Document(
            "rule",
            urls.api_rule("<number>"),
            RULE_FORMAT,
            "rule",
            _schema("rule")["properties"],
            rule_api_document(graph, node),
        ),
        _Document(
            "resolve",
            urls.api_resolve("<number>"),
            RESOLVE_FORMAT,
            "resolve",
            resolve_schema["$defs"]["resolution"]["properties"],
            {"format": RESOLVE_FORMAT, "newest": newest_json(resolver), **resolution_json(resolution, resolver)},
        ),
        _Document(
            "editions",
            urls.API_EDITIONS,
            EDITIONS_FORMAT,
            "editions",
            _schema("editions")["properties"],
            editions_document(graph),
        ),
        _Document(
            "graph",
            urls.api_graph(),
            GRAPH_FORMAT,
            "graph",
            _schema("graph")["properties"],
            {key: "…" for key in _schema("graph")["properties"]},
        ),
        *_card_documents(ctx),
    ]


def _card_documents(ctx: SiteContext) -> list[_Document]:
    """The card API's documents, when the build has card data: ``api/cards.json`` and a card data file."""
    cards = ctx.cards
    if cards is None or not cards.cards:
        return []
    from twohg.site.api import CARDS_API_FORMAT, cards_document
    from twohg.site.carddata import CARDS_FORMAT, card_record

    slug, view = next(((s, v) for s, v in cards.cards if v.two_headed), cards.cards[0])
    return [
        _Document(
            "cards",
            urls.API_CARDS,
            CARDS_API_FORMAT,
            "cards",
            _schema("cards")["properties"],
            json.loads(cards_document(ctx, cards)),
        ),
        _Document(
            "card",
            f"{urls.CARD_DATA}/<shard>.jsonz",
            CARDS_FORMAT,
            "card",
            _schema("card")["$defs"]["card"]["properties"],
            {"format": CARDS_FORMAT, "cards": {slug: card_record(slug, view, cards.pages.get(slug))}},
        ),
    ]


def render_api_pages(ctx: SiteContext, resolver: Resolver) -> dict[str, str]:
    """The API page in every language."""
    documents = _documents(ctx, resolver)
    pages: dict[str, str] = {}
    for language in LANGUAGES:
        labels = LABELS[language]
        out = [*front_matter(labels["api_title"]), f"# {inline(labels['api_title'])}", "", labels["api_intro"], ""]
        for document in documents:
            out += document.render(language)
        pages[urls.page_file(urls.API_PAGE_PATH, language)] = "\n".join(out).rstrip() + "\n"
    return pages

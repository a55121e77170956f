"""A feed of rule changes per language (``feed.xml``, ``es/feed.xml``...): Atom, an entry per edition that changed 2HG.

Each entry is an edition of the Comprehensive Rules that changed the wording or numbering of the
2HG rules: its summary in the feed's language (`twohg.graph.summary`, worded as the edition page
words it), the rules it changed, each linked to its page, and a link to compare it with the
edition before. Addresses are relative to the feed, which sits at its language's root, so the
feed works wherever the site is served; ids are ``tag:`` URIs named after the host of
``site_url``. Dates are the editions' own: the same inputs give the same bytes.

Every page links its language's feed from its head (`FeedLinks`, ``theme/main.html``), and the
editions page links it in words.
"""

from __future__ import annotations

import html
import posixpath
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit
from xml.sax.saxutils import escape, quoteattr

from mkdocs.plugins import BasePlugin

from twohg.graph.history import EditionChanges
from twohg.graph.summary import EditionSummary, summarise
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.pages.context import SiteContext
from twohg.site.pages.editions import run_start, summary_sentence

ATOM = "http://www.w3.org/2005/Atom"
"""The Atom namespace (RFC 4287)."""

FEED_TYPE = "application/atom+xml"
"""The feed's media type, for the links to it."""


def tag_authority(site_url: str) -> str:
    """The authority of the feed's ``tag:`` ids: the host of ``site_url`` (``twohg.invalid`` when it has none)."""
    return urlsplit(site_url).hostname or "twohg.invalid"


def changed_numbers(ctx: SiteContext, entry: EditionChanges) -> list[str]:
    """The rules an edition changed (added, removed, reworded, renumbered), in natural order, those with a page."""
    numbers = {e.number for e in entry.events if not e.heading and e.kind != "typography"}
    return sorted((n for n in numbers if n in ctx.nodes), key=RuleNumber.parse)


def _stamp(ctx: SiteContext, edition: str) -> str:
    return f"{ctx.date(edition).isoformat()}T00:00:00Z"


def _href(path: str) -> str:
    """A page's address relative to the feed, which sits at its language's root (a page path -> ``rules/810.4/``)."""
    return urls.served(path, urls.DEFAULT_LANGUAGE) or "./"


def _entry(
    ctx: SiteContext, entry: EditionChanges, summary: EditionSummary, language: str, authority: str
) -> list[str]:
    labels = LABELS[language]

    def linked(run: str) -> str:
        href = _href(urls.rule_path(run_start(run)))
        return f'<a href="{html.escape(href, quote=True)}">{html.escape(run)}</a>'

    plain = summary_sentence(summary, labels, str, str)
    rich = summary_sentence(summary, labels, linked, lambda words: f'<span lang="en">{html.escape(words)}</span>')
    date = ctx.date(entry.edition).isoformat()
    page = _href(urls.edition_path(entry.edition))
    content = [f"<p>{rich}</p>"]
    numbers = changed_numbers(ctx, entry)
    if numbers:
        space = "" if language == "ja" else " "  # after a full-width colon, none
        content.append(f"<p>{html.escape(labels['feed_changed'])}{space}{', '.join(linked(n) for n in numbers)}</p>")
    links = [f'    <link rel="alternate" type="text/html" href={quoteattr(page)}/>']
    if entry.previous is not None:
        compare = _href(urls.COMPARE_PATH) + urls.compare_query(ctx.date(entry.previous).isoformat(), date)
        said = labels["summary_compare"].format(date=ctx.date(entry.previous).isoformat())
        content.append(f'<p><a href="{html.escape(compare, quote=True)}">{html.escape(said)}</a></p>')
        links.append(f'    <link rel="related" type="text/html" href={quoteattr(compare)}/>')
    return [
        "  <entry>",
        f"    <title>{escape(labels['edition_title'].format(date=date))}</title>",
        f"    <id>tag:{authority},2005:{language}/{entry.edition}</id>",
        f"    <updated>{_stamp(ctx, entry.edition)}</updated>",
        *links,
        f'    <summary type="text">{escape(plain)}</summary>',
        f'    <content type="html">{escape("".join(content))}</content>',
        "  </entry>",
    ]


def atom_feed(ctx: SiteContext, language: str, site_url: str) -> str:
    """The Atom feed of ``language``: newest edition first, every edition that changed the 2HG rules."""
    labels = LABELS[language]
    authority = tag_authority(site_url)
    summaries = [(ctx.changes[e], summarise(ctx.changes[e])) for e in reversed(ctx.official)]
    changed = [(entry, summary) for entry, summary in summaries if summary.changed]
    updated = _stamp(ctx, changed[0][0].edition) if changed else _stamp(ctx, ctx.newest)
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        f'<feed xmlns="{ATOM}" xml:lang="{language}">',
        f"  <title>{escape(labels['feed_title'])}</title>",
        f"  <subtitle>{escape(labels['feed_subtitle'])}</subtitle>",
        f"  <id>tag:{authority},2005:{language}/feed</id>",
        f"  <updated>{updated}</updated>",
        f'  <link rel="self" type="{FEED_TYPE}" href="feed.xml"/>',
        f'  <link rel="alternate" type="text/html" href={quoteattr(_href(urls.EDITIONS_PATH))}/>',
        f"  <author><name>{escape(labels['feed_title'])}</name></author>",
    ]
    for entry, summary in changed:
        lines += _entry(ctx, entry, summary, language, authority)
    return "\n".join([*lines, "</feed>", ""])


def feed_files(ctx: SiteContext, site_url: str) -> Mapping[str, str]:
    """Every language's feed, by its file in the site (``feed.xml``, ``es/feed.xml``...)."""
    return {urls.feed_file(language): atom_feed(ctx, language, site_url) for language in LANGUAGES}


class FeedLinks(BasePlugin):  # type: ignore[type-arg,no-untyped-call,unused-ignore]
    """Gives every page the address of its language's feed, relative to the page, and the feed's title."""

    def on_page_context(self, context: Any, page: Any, config: Any, nav: Any) -> Any:
        """``twohg_feed``: the href and title ``theme/main.html`` puts in the page's head."""
        address = str(page.url or "")
        first = address.split("/", 1)[0]
        # The page's language is its folder's (es/...); the default language's pages are at the root.
        language = first if first in LANGUAGES and first != urls.DEFAULT_LANGUAGE else urls.DEFAULT_LANGUAGE
        here = posixpath.dirname(address.rstrip("/") + "/x") if address else "."
        context["twohg_feed"] = {
            "href": posixpath.relpath(urls.feed_file(language), here or "."),
            "title": LABELS[language]["feed_title"],
            "type": FEED_TYPE,
        }
        return context

"""The feed of rule changes: valid Atom in every language, one entry per edition that changed the 2HG rules.

Parsed with the standard library's XML parser and held to RFC 4287's rules for a feed and its
entries (ids, titles, dates, links, the author); the entries are checked against the graph's
changelog, every address in them against the built site, and every page's head against its
language's feed. Byte-for-byte reproducibility is `test_build`'s (the mini site has its feeds).
"""

from __future__ import annotations

import datetime as dt
import html
import posixpath
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from conftest import real_loaded
from twohg.graph.summary import summarise
from twohg.ingest.catalogue import LANGUAGES
from twohg.site import urls

A = "{http://www.w3.org/2005/Atom}"
RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$")


def one(element: ET.Element, name: str) -> ET.Element:
    """The element's one child of this Atom name (RFC 4287 allows exactly one)."""
    found = element.findall(A + name)
    assert len(found) == 1, (name, len(found))
    return found[0]


def checked_feed(data: bytes) -> ET.Element:
    """The feed, parsed, with RFC 4287's requirements on it and its entries asserted."""
    assert data.startswith(b'<?xml version="1.0" encoding="utf-8"?>')
    root = ET.fromstring(data)
    assert root.tag == A + "feed"
    for name in ("id", "title", "updated"):
        assert one(root, name).text
    assert RFC3339.match(one(root, "updated").text or "")
    assert one(one(root, "author"), "name").text  # the feed's author stands for every entry's
    ids = [one(root, "id").text]
    for entry in root.findall(A + "entry"):
        for name in ("id", "title", "updated", "summary", "content"):
            assert one(entry, name).text, name
        assert RFC3339.match(one(entry, "updated").text or "")
        assert one(entry, "content").get("type") == "html" and one(entry, "summary").get("type") == "text"
        alternates = [link for link in entry.findall(A + "link") if link.get("rel", "alternate") == "alternate"]
        assert len(alternates) == 1 and alternates[0].get("href")
        ids.append(one(entry, "id").text)
    assert all(i and re.match(r"^tag:[a-z0-9.-]+,\d{4}:\S+$", i) for i in ids), ids
    assert len(set(ids)) == len(ids)
    return root


@pytest.fixture(scope="module")
def feeds(built_site: Path) -> dict[str, ET.Element]:
    return {language: checked_feed((built_site / urls.feed_file(language)).read_bytes()) for language in LANGUAGES}


def test_each_language_has_a_valid_feed_of_the_editions_that_changed_the_rules(feeds: dict[str, ET.Element]) -> None:
    _, graph = real_loaded()
    changed = [entry.edition for entry in reversed(graph.changes) if summarise(entry).changed]
    assert len(changed) > 30
    for language, feed in feeds.items():
        assert feed.get("{http://www.w3.org/XML/1998/namespace}lang") == language
        entries = feed.findall(A + "entry")
        shown = [one(e, "id").text.rsplit("/", 1)[1] for e in entries]  # type: ignore[union-attr]
        assert shown == changed, language  # newest first, each edition that changed the 2HG rules, no other
        dates = [one(e, "updated").text or "" for e in entries]
        assert one(feed, "updated").text == dates[0] and dates == sorted(dates, reverse=True)
        assert dates[0] == f"{changed_date(changed[0])}T00:00:00Z"
        # The site_url's host names the ids.
        assert one(feed, "id").text == f"tag:{urlsplit('https://2hg.example/').hostname},2005:{language}/feed"


def changed_date(edition: str) -> str:
    return edition.removeprefix("cr-en-")


def entry_of(feed: ET.Element, edition: str) -> ET.Element:
    return next(e for e in feed.findall(A + "entry") if (one(e, "id").text or "").endswith("/" + edition))


def test_an_entry_says_what_its_edition_changed_in_the_feeds_language(feeds: dict[str, ET.Element]) -> None:
    said = {
        "en": "What it changed in the Two-Headed Giant rules: removed 810.7a-f; 10 reworded, 6 of them “his or her”",
        "es": "Lo que cambió en las reglas de Gigante de dos cabezas: eliminó 810.7a-f; 10 reescritas",
        "fr": "Ce qu’elle a changé dans les règles du Troll à deux têtes : supprimé 810.7a-f",
        "ja": "双頭巨人戦のルールの変更：810.7a-f を削除",
    }
    for language, words in said.items():
        entry = entry_of(feeds[language], "cr-en-2018-04-27")
        assert (one(entry, "summary").text or "").startswith(words), language
        content = html.unescape(one(entry, "content").text or "")
        assert '<a href="rules/810.7a/">810.7a-f</a>' in content  # each changed rule linked to its page
        assert '<a href="rules/810.7f/">810.7f</a>' in content and '<a href="rules/805.3a/">805.3a</a>' in content
        assert '<span lang="en">his or her</span>' in content
        assert "compare/?from=2018-01-19&to=2018-04-27" in content


def test_every_address_in_a_feed_opens_a_file_of_the_site(built_site: Path, feeds: dict[str, ET.Element]) -> None:
    for language, feed in feeds.items():
        base = posixpath.dirname(urls.feed_file(language))
        hrefs = [link.get("href") or "" for link in feed.iter(A + "link")]
        for entry in feed.findall(A + "entry"):
            hrefs += re.findall(r'href="([^"]+)"', one(entry, "content").text or "")
        assert len(hrefs) > 100
        for href in hrefs:
            address = html.unescape(href).split("?", 1)[0]
            assert not urlsplit(address).scheme and not address.startswith("/"), href  # relative: any host
            target = built_site / posixpath.normpath(posixpath.join(base, address))
            assert (target / "index.html" if address.endswith("/") else target).is_file(), (language, href)


def test_every_page_links_its_languages_feed_and_the_editions_page_names_it(built_site: Path) -> None:
    pages = {
        "en": ["index.html", "rules/810.4/index.html", "editions/index.html", "compare/index.html"],
        "es": ["es/index.html", "es/rules/810.4/index.html", "es/glossary/index.html"],
        "fr": ["fr/index.html", "fr/editions/cr-en-2018-04-27/index.html"],
        "ja": ["ja/index.html", "ja/rules/805.10a/index.html", "ja/sections/810/index.html"],
    }
    for language, files in pages.items():
        for name in files:
            page = (built_site / name).read_text(encoding="utf-8")
            head = page.split("</head>", 1)[0]
            found = re.findall(r'<link rel="alternate feed" type="application/atom\+xml" href="([^"]+)" title="', head)
            # Never a bare rel="alternate": Material would fetch a sitemap.xml beside it on every page load.
            assert '<link rel="alternate"' not in head, name
            assert len(found) == 1, name
            target = posixpath.normpath(posixpath.join(posixpath.dirname(name), found[0]))
            assert target == urls.feed_file(language), (name, found)
    timeline = (built_site / "es/editions/index.html").read_text(encoding="utf-8")
    assert '<a href="../feed.xml" type="application/atom+xml">Seguir los cambios de las reglas (feed Atom)</a>' in (
        timeline
    )


def test_dates_in_the_feed_are_the_editions_own(feeds: dict[str, ET.Element]) -> None:
    # No build time: every date is an edition's, so the same sources give the same feed.
    _, graph = real_loaded()
    dates = {entry.date.isoformat() for entry in graph.changes}
    for feed in feeds.values():
        for element in feed.iter(A + "updated"):
            stamp = dt.datetime.fromisoformat((element.text or "").replace("Z", "+00:00"))
            assert stamp.date().isoformat() in dates

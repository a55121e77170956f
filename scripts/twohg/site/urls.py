"""Every URL shape of the site, in one place: pages, short links, the JSON API, anchors.

Pages are written as Markdown files for mkdocs-static-i18n (``<path>.md`` in English, the
default language at the site's root, ``<path>.<lang>.md`` for the others, which the plugin
serves under ``/<lang>/``); everything else (the page families, the search, the short links and
the API) asks this module for its paths and links, so that a URL is spelt once.
"""

from __future__ import annotations

import posixpath
import re
import unicodedata

from twohg.languages import LANGUAGES
from twohg.rulenumber import RuleNumber

DEFAULT_LANGUAGE = LANGUAGES[0]
"""The language served at the site's root (English)."""

_ANCHOR_RE = re.compile(r"[^a-z0-9]+")


def language_suffix(language: str) -> str:
    """The file-name suffix of a page language: ``""`` for the default, ``".es"`` otherwise."""
    return "" if language == DEFAULT_LANGUAGE else f".{language}"


def language_prefix(language: str) -> str:
    """The URL prefix of a language: ``""`` at the root for the default, ``"es/"`` otherwise."""
    return "" if language == DEFAULT_LANGUAGE else f"{language}/"


def page_file(path: str, language: str) -> str:
    """The Markdown file of a page in a language: ``sources/index.md``, ``sources/index.es.md``."""
    return f"{path}{language_suffix(language)}.md"


def served(path: str, language: str) -> str:
    """The URL folder a page path is served at, from the site's root: ``es/renumbering/``."""
    folder = path.removesuffix("index").rstrip("/")
    return f"{language_prefix(language)}{folder}/" if folder else language_prefix(language)


def asset_from(path: str, language: str, asset: str) -> str:
    """A relative URL from a page (path and language) to a file at the site's root, for raw HTML."""
    return posixpath.relpath(asset, served(path, language) or ".")


def folder_from(path: str, language: str, folder: str) -> str:
    """`asset_from` for a folder URL (``r/810.7c/``): its trailing ``/`` kept, so no static host has to redirect."""
    relative = asset_from(path, language, folder)
    return f"{relative}/" if folder.endswith("/") else relative


def doc(path: str) -> str:
    """The default-language Markdown file of a page path, the form links between pages use: ``rules/810.7c/index.md``.

    mkdocs-static-i18n builds each language from the suffixed files but resolves links by the
    unsuffixed name, so one link serves every language.
    """
    return f"{path}.md"


def rule_path(number: RuleNumber | str) -> str:
    """The page path of a rule number's page (``rules/810.7c/index``), served at ``rules/810.7c/``."""
    return f"rules/{number}/index"


def section_path(section: int | str) -> str:
    """The page path of a section read like the rulebook: ``sections/810/index``."""
    return f"sections/{section}/index"


GLOSSARY_PATH = "glossary/index"
"""The page path of the glossary entries of the variant's terms (each anchored by its slug)."""

SECTIONS_PATH = "sections/index"
"""The page path of the rules' table of contents: every section and every rule number."""

EDITIONS_PATH = "editions/index"
"""The page path of the timeline of editions."""


def edition_path(edition_id: str) -> str:
    """The page path of one edition and its 2HG changelog: ``editions/cr-en-2026-02-27/index``."""
    return f"editions/{edition_id}/index"


def edition_text_path(edition_id: str) -> str:
    """The page path of one edition's whole 2HG text: ``editions/cr-en-2026-02-27/text/index``."""
    return f"editions/{edition_id}/text/index"


CARDS_PATH = "cards/index"
"""The page path of the index of cards."""


#: Latin letters that decompose into no ASCII letter, as card names print them (Æther, Jötun aside: those decompose).
_LETTERS = str.maketrans({"æ": "ae", "œ": "oe", "ß": "ss", "ø": "o", "ł": "l", "đ": "d", "þ": "th", "ð": "d"})


def card_slug(name: str) -> str:
    """A card's address by its English name: ``Platinum Angel`` is ``platinum-angel``, ``Æther Vial`` ``aether-vial``.

    Accents off (NFKD, marks dropped), ``æ`` as ``ae``, lower case, every run of other characters a ``-``;
    ``static/cardnames.js`` spells it alike. ``""`` for a name without a letter or digit.
    """
    decomposed = unicodedata.normalize("NFKD", name.casefold().translate(_LETTERS))
    bare = "".join(char for char in decomposed if not unicodedata.combining(char)).translate(_LETTERS)
    return _ANCHOR_RE.sub("-", bare).strip("-")


def card_path(name: str) -> str:
    """The page path of the page of a card the sources name, by its English name: ``cards/platinum-angel/index``."""
    return f"cards/{card_slug(name)}/index"


CARD_VIEW_PATH = "cards/view/index"
"""The page path of the card view: every card of the card data, shown from its data file (``#<slug>``)."""

DECK_CHECK_PATH = "cards/check/index"
"""The page path of the deck check: a decklist's cards that play differently in Two-Headed Giant."""

CARD_DATA = "cards/data"
"""The folder of the card data files: every card's record, by shard (`twohg.site.carddata`)."""

CARD_NAMES = "cards/names"
"""The folder of the card name files: every name in four languages, by first character (`twohg.site.carddata`)."""

CARD_SCRIPT = "assets/twohg/card.js"
"""The card view's script (and the card part of a card page the sources name)."""

CARD_NAMES_SCRIPT = "assets/twohg/cardnames.js"
"""The card name finder of the page: the search, the deck check and the autolinker load it."""

DECK_CHECK_SCRIPT = "assets/twohg/deckcheck.js"
"""The deck check's script."""

API_CARDS = "api/cards.json"
"""The card API's document: how to find a card's record, the phrases and what the card data is."""


def card_view(slug: str) -> str:
    """The card view's address of a card, from the site's root: ``cards/view/#guttersnipe``."""
    return f"cards/view/#{slug}"


DATA_SHARDS = 1024
"""How many card data files the records are spread over (about 34 cards, 10 KB compressed, each): a card looked up
on a phone costs its file."""


def fnv1a(text: str) -> int:
    """The 32-bit FNV-1a hash of a text's UTF-8 bytes (``static/cardnames.js`` computes the same)."""
    value = 0x811C9DC5
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return value


def data_shard(slug: str) -> str:
    """The data file of a card's address: ``cards/data/03f.jsonz``."""
    return f"{CARD_DATA}/{fnv1a(slug) % DATA_SHARDS:03x}.jsonz"


def names_file(key: str) -> str:
    """The name file of a key: ``cards/names/gu.jsonz``."""
    return f"{CARD_NAMES}/{key}.jsonz"


TOURNAMENT_PATH = "tournament/index"
"""The page path of the tournament rules' index (section 9 of the Magic Tournament Rules)."""


def tournament_path(number: str) -> str:
    """The page path of a tournament rule's page: ``tournament/9.3/index``, never under ``rules/``."""
    return f"tournament/{number}/index"


def tournament_short(number: str) -> str:
    """The short-link form of a tournament rule, a number no Comprehensive Rule has: ``mtr-9.3``."""
    return f"mtr-{number}"


def tournament_alias_forms(number: str) -> tuple[str, ...]:
    """The other ways a forum writer spells a tournament rule's short link: ``mtr9.3``, ``MTR-9.3``, ``mtr-9-3``."""
    forms = [f"mtr{number}", f"mtr-{number.replace('.', '-')}", f"mtr_{number}"]
    forms += [form.upper() for form in [tournament_short(number), *forms]]
    return tuple(dict.fromkeys(forms))


def tournament_anchor(number: str) -> str:
    """The anchor of a tournament rule on its document's reading page: ``9.3`` -> ``mtr-9-3``."""
    return "mtr-" + _ANCHOR_RE.sub("-", number.casefold()).strip("-")


RENUMBERING_PATH = "renumbering/index"
"""The page path of the renumbering page (606 -> 806 -> 805/810)."""

VENDOR_ASSETS = "assets/vendor"
"""Where the built site holds the vendored browser libraries (`twohg.site.vendor`)."""

OWN_ASSETS = "assets/twohg"
"""Where the built site holds its own scripts (``extra_javascript`` in ``mkdocs.yml`` names them)."""

MERMAID_SCRIPT = f"{VENDOR_ASSETS}/mermaid/mermaid.min.js"
"""The vendored Mermaid, loaded by the pages that hold a diagram."""

SEARCH_INDEX = "search/twohg.json"
"""The header search's index (`twohg.site.search.index`), at the site's root."""

SEARCH_SCRIPT = f"{OWN_ASSETS}/search.js"
"""The header search, on every page."""

SHORT_LINK_SCRIPT = f"{OWN_ASSETS}/shortlink.js"
"""The short links' script, loaded by every page and by the redirect pages of ``r/``."""

SOURCES_PATH = "sources/index"
"""The page path of the sources index."""


def source_path(source_id: str) -> str:
    """The page path of one source's reading page: ``sources/fr-2hg-faq-2012``."""
    return f"sources/{source_id}"


def sources_index(language: str) -> str:
    """The Markdown file of the sources index page."""
    return page_file(SOURCES_PATH, language)


def source_page(source_id: str, language: str) -> str:
    """The Markdown file of one source's reading page."""
    return page_file(source_path(source_id), language)


def source_link(source_id: str) -> str:
    """A link from the sources index to a source page, relative to the index (MkDocs resolves ``.md``)."""
    return f"{source_id}.md"


def rule_page(number: RuleNumber | str, language: str) -> str:
    """The URL of a rule's page: ``rules/810.7c/``, ``es/rules/810.7c/``."""
    return f"{language_prefix(language)}rules/{number}/"


def short_link(number: RuleNumber | str, language: str = DEFAULT_LANGUAGE) -> str:
    """The URL of a rule number's short link: ``r/606.6e/``, ``es/r/606.6e/``."""
    return f"{language_prefix(language)}r/{number}/"


def dated_link(number: RuleNumber | str, date: str, language: str = DEFAULT_LANGUAGE) -> str:
    """The URL of a rule number as it stood on a date: ``r/810.7c@2015-01-23/``, opened by ``static/shortlink.js``."""
    return f"{language_prefix(language)}r/{number}@{date}/"


SHORT_LINKS_PATH = "r/index"
"""The page path of the short links' own page (``r/``): what they are, and the number typed at ``r/?n=``."""


API_PAGE_PATH = "api/index"
"""The page path of the API's documentation (``api/``, beside the documents)."""

AUTOLINK_PATH = "link/index"
"""The page path of the autolinker (``link/``)."""

AUTOLINK_SCRIPT = f"{OWN_ASSETS}/autolink.js"
"""The autolinker page's script."""

COMPARE_PATH = "compare/index"
"""The page path of the comparison of any two editions (``compare/?from=2006-02-01&to=2026-04-17``)."""

COMPARE_SCRIPT = f"{OWN_ASSETS}/compare.js"
"""The comparison page's script."""

EDITIONS_SCRIPT = f"{OWN_ASSETS}/editions.js"
"""The timeline of editions' filter (a year, editions that changed the wording)."""

RENUMBERING_SCRIPT = f"{OWN_ASSETS}/renumbering.js"
"""The renumbering page's script: a link to one edition's changes (``#e-2009-07-11``) opens them."""

COMPARE_STYLE = f"{OWN_ASSETS}/compare.css"
"""The comparison page's styles (the two sides of a rule, deleted and inserted words)."""

COMPARE_DATA = "compare/editions.json"
"""What the comparison page's script compares with (`twohg.graph.compare.compare_document`), for every language."""


def compare_query(source: str, target: str) -> str:
    """The query string of a comparison: ``?from=2006-02-01&to=2026-04-17`` (edition dates, ``YYYY-MM-DD``)."""
    return f"?from={source}&to={target}"


UNSAVED_PATH = "unsaved/index"
"""The page path of the page the service worker shows offline for a page this device has not saved (``unsaved/``)."""


def alias_forms(number: str) -> tuple[str, ...]:
    """The other ways a number is commonly written in a link, each a folder beside the short link.

    ``810.7c`` -> ``810.7C``, ``810-7c``, ``810-7C``, ``8107c``, ``8107C``, ``810.7c.``. An upper-case
    form of a number whose short link is a page is left out by the caller on case-insensitive disks.
    """
    forms = [f"{number}."]
    if "." in number:
        section, rule = number.split(".", 1)
        forms += [f"{section}-{rule}", f"{section}{rule}"]
    forms += [form.upper() for form in [number, *forms[1:]]]
    return tuple(dict.fromkeys(form for form in forms if form != number))


def short_path(number: RuleNumber | str) -> str:
    """The page path of a number's short link when it is a page of its own: ``r/606.6e/index``."""
    return f"r/{number}/index"


def api_graph() -> str:
    """The path of the whole graph's JSON document."""
    return "api/graph.json"


def api_rule(number: RuleNumber | str) -> str:
    """The path of one rule number's JSON document: ``api/rules/810.7c.json``."""
    return f"api/rules/{number}.json"


def api_resolve(number: RuleNumber | str) -> str:
    """The path of what one number means now: ``api/resolve/606.6e.json``."""
    return f"api/resolve/{number}.json"


API_RESOLUTIONS = "api/resolve.json"
"""Every number's resolution in one document: the short links' page and the autolinker read it."""

API_EDITIONS = "api/editions.json"
"""The editions and each one's 2HG changelog."""


def api_schema(name: str) -> str:
    """The path of a JSON Schema served beside the API: ``api/schema/rule.schema.json``."""
    return f"api/schema/{name}.schema.json"


def anchor(label: str) -> str:
    """The anchor of a rule or entry on a page, the same in every language: ``810.7c`` -> ``r-810-7c``."""
    return "r-" + _ANCHOR_RE.sub("-", label.casefold()).strip("-")


def page_url(path: str, language: str) -> str:
    """The URL of a page path, relative to the site's root: ``sections/810/index`` -> ``fr/sections/810/``.

    The home page of the default language is the site's root itself, ``./``.
    """
    return served(path, language) or "./"


def url_file(url: str) -> str:
    """The file of the built site a URL relative to its root serves: ``fr/sections/810/`` -> ``.../index.html``."""
    url = url.removeprefix("./")
    return f"{url}index.html" if url == "" or url.endswith("/") else url


FEED = "feed.xml"
"""The feed of rule changes, at each language's root (`twohg.site.feed`)."""


def feed_file(language: str) -> str:
    """The feed of a language, from the site's root: ``feed.xml``, ``es/feed.xml``."""
    return f"{language_prefix(language)}{FEED}"


SERVICE_WORKER = "sw.js"
"""The service worker, at the site's root so that its scope is the whole site."""

ERROR_PAGE = "404.html"
"""The "page not found" page: the theme's template, and its file in every language's folder."""


def error_page(language: str) -> str:
    """Where a language's "page not found" page is, from the site's root: ``404.html``, ``es/404.html``."""
    return f"{language_prefix(language)}{ERROR_PAGE}"


OFFLINE_SCRIPT = "offline/register.js"
"""The script every page loads (``extra_javascript``): the control that saves the site for offline use."""

OFFLINE_SIZES = "offline/sizes.json"
"""Each language's file count and bytes when saved for offline use, which the control shows."""


def offline_manifest(language: str) -> str:
    """The precache manifest of a language: ``offline/fr.json``."""
    return f"offline/{language}.json"

"""Offline when the reader asks: the service worker, the control that saves the site, a precache manifest per language.

A judge saves the site once with a network (a button at the foot of every page, with the size
of the pages of the page's language; progress as they arrive; a button to remove them again);
at a venue without one, the rule pages and the search still work. Nothing is saved, and no
worker registered, unless the reader asks. The build writes, beside what MkDocs built:

- ``offline/register.js`` (into the staged docs, before MkDocs: ``extra_javascript`` loads it on
  every page, deferred), the control: it registers ``sw.js`` with the site's root as its scope
  when the reader saves, asks it to precache the page's language, shows the progress, and asks
  it to remove the language again (the worker is unregistered with the last language);
- ``offline/<language>.json``, the precache manifest of each language: the shared files (the
  theme's CSS and JavaScript, the search library and index, what every number means) and the
  language's pages (home, sections, editions and sources indexes, the short links' page and the
  autolinker, every section page, every edition's page, every rule page current in the newest
  edition and its short link, and every page the search index links to: old wordings and numbers, rules outside the 2HG
  sections, FAQ answers, tournament rules, cards, glossary), each with its size and SHA-256, which
  the worker checks before it keeps a file;
- ``offline/sizes.json``, each language's file count and bytes, which the control shows;
- ``sw.js``, the service worker, which carries a version of each group of files (a hash of
  their URLs and contents): a rebuild that changes a file changes ``sw.js``, so browsers that
  saved the site install the new worker, which precaches the languages saved and replaces the
  caches; an identical build writes identical bytes.

The functions here are pure: they read the built files through a callable and return text.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from twohg.profiles import LABELS
from twohg.profiles.offline_words import OFFLINE_WORDS
from twohg.site import urls
from twohg.site.pages.context import SiteContext

SEARCH_INDEX = urls.SEARCH_INDEX
"""The header search's index (one for every language, at the site's root): the search needs it offline."""

ASSETS_DIR = "assets/"
"""The theme's files: stylesheets, scripts, the favicon."""

ON_DEMAND = f"{urls.VENDOR_ASSETS}/mermaid/"
"""Mermaid (3.5 MB) is loaded by the renumbering page alone, which is not precached: it is left out."""

MATERIAL_SEARCH = ("assets/javascripts/lunr/", "assets/javascripts/workers/")
"""Material's own search (its worker and lunr), which the theme ships but this site does not use: not precached."""

CARD_FILES = (f"{urls.CARD_DATA}/", f"{urls.CARD_NAMES}/")
"""The card data's files (every card's record and names, compressed): with them a saved language finds every card by
its name and opens its view offline (`twohg.site.carddata`)."""

PRECACHE_BUDGET = 34_000_000
"""The most bytes a language's precache may hold (raw, before HTTP compression): about 15 MB of pages and 13 MB of
card data (compressed already) today."""

PRECACHE_FILES = 2_500
"""The most files a language's precache may hold (about 570 pages and 1,400 card data and name files today: a
card looked up costs one small data file, `twohg.site.urls.DATA_SHARDS`)."""

SW_TEMPLATE = "site/static/sw.js"
"""The service worker's source in the package, with a marker where the build writes its configuration."""

REGISTER_TEMPLATE = "site/static/register.js"
"""The control's source in the package, with markers where the build writes the way to the root and its words."""

RUNTIME_LIMIT = 200
"""The most responses the worker keeps, besides the precache, from pages visited online."""

Read = Callable[[str], bytes | None]
"""Reads a file of the built site by its path relative to the site's root (None when it is missing)."""


@dataclass(frozen=True)
class Group:
    """Files cached together, replaced together when one of them changes."""

    version: str
    """A hash of the files' URLs and contents."""
    files: tuple[tuple[str, int, str], ...]
    """(URL relative to the site's root, size in bytes, SHA-256 in hex), in precache order."""

    @property
    def bytes(self) -> int:
        """The size of every file."""
        return sum(size for _, size, _ in self.files)


def current_rules(ctx: SiteContext) -> list[str]:
    """The rule numbers in force in the newest edition, in natural order (each has a page per language)."""
    return [node.id for node in ctx.graph.nodes if ctx.current_text(node) is not None]


def shared_urls(listing: Collection[str]) -> list[str]:
    """The files every language needs offline: theme assets, the search library and index, number meanings.

    Not source maps, not Mermaid (`ON_DEMAND`), not Material's own search (`MATERIAL_SEARCH`).
    ``api/resolve.json`` says what every number means: the short links' page and the autolinker read it;
    ``compare/editions.json`` is what the comparison page compares editions with.
    """
    present = set(listing)
    assets = [
        path
        for path in sorted(present)
        if path.startswith(ASSETS_DIR)
        and not path.endswith(".map")
        and not path.startswith(MATERIAL_SEARCH)
        and not path.startswith(ON_DEMAND)
    ]
    extra = [
        path for path in (urls.OFFLINE_SCRIPT, SEARCH_INDEX, urls.API_RESOLUTIONS, urls.COMPARE_DATA) if path in present
    ]
    cards = [path for path in sorted(present) if path.startswith(CARD_FILES)]
    return assets + extra + cards


def searched_paths(read: Read) -> list[str]:
    """The page paths the search index's records link to (``rules/606/index``), each once, in index order.

    Every page the search can return (old wordings and old numbers, rules outside the 2HG sections, FAQ
    answers and summary sections, tournament rules, cards, glossary entries) is saved with the language,
    so that a result followed offline opens.
    """
    data = read(SEARCH_INDEX)
    if data is None:
        return []
    index = json.loads(data)
    at = index["fields"].index("path")
    return list(dict.fromkeys(str(record[at]) for record in index["records"] if record[at]))


def _pages_under(present: Collection[str], folder: str) -> list[str]:
    """The pages one level under a folder's page (``fr/sections/`` -> ``fr/sections/810/``), sorted."""
    return sorted(
        path.removesuffix("index.html")
        for path in present
        if path.startswith(folder) and path.endswith("/index.html") and path.count("/") == folder.count("/") + 1
    )


def page_urls(listing: Collection[str], language: str, rules: Iterable[str], searched: Iterable[str] = ()) -> list[str]:
    """The pages of a language precached: entry pages, tools, sections, current rules and their short links.

    And every page the search can return (``searched``: `searched_paths`), and the page shown offline in
    place of the others (``unsaved/``).

    Only pages the site has are listed.
    """
    present = set(listing)
    sections = _pages_under(present, urls.page_url(urls.SECTIONS_PATH, language))
    # Every edition's page (a judge reading an old ruling looks its edition up), not its whole text.
    editions = _pages_under(present, urls.page_url(urls.EDITIONS_PATH, language))
    wanted = [
        urls.page_url("index", language),
        urls.page_url(urls.SECTIONS_PATH, language),
        *sections,
        urls.page_url(urls.EDITIONS_PATH, language),
        urls.page_url(urls.COMPARE_PATH, language),
        urls.page_url(urls.SOURCES_PATH, language),
        urls.page_url(urls.SHORT_LINKS_PATH, language),
        urls.page_url(urls.AUTOLINK_PATH, language),
        urls.page_url(urls.UNSAVED_PATH, language),
        urls.page_url(urls.CARDS_PATH, language),
        urls.page_url(urls.CARD_VIEW_PATH, language),
        urls.page_url(urls.DECK_CHECK_PATH, language),
        *editions,
        *(urls.rule_page(number, language) for number in rules),
        *(urls.short_link(number, language) for number in rules),
        *(urls.page_url(path, language) for path in searched),
    ]
    return [url for url in dict.fromkeys(wanted) if urls.url_file(url) in present]


def group(paths: Sequence[str], read: Read) -> Group:
    """The files at ``paths`` (URLs relative to the site's root) with their sizes and version."""
    digest = hashlib.sha256()
    files: list[tuple[str, int, str]] = []
    for url in paths:
        content = read(urls.url_file(url))
        if content is None:
            raise FileNotFoundError(f"{urls.url_file(url)}: listed for the offline precache, but not in the site")
        sha256 = hashlib.sha256(content).hexdigest()
        files.append((url, len(content), sha256))
        digest.update(f"{url}\0{sha256}\n".encode())
    return Group(digest.hexdigest()[:16], tuple(files))


def manifest(language: str, shared: Group, pages: Group) -> str:
    """The precache manifest of a language, as JSON text (what the service worker fetches)."""
    document = {
        "language": language,
        "files": len(shared.files) + len(pages.files),
        "bytes": shared.bytes + pages.bytes,
        "shared": _group_json(shared),
        "pages": _group_json(pages),
    }
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


def _group_json(files: Group) -> dict[str, object]:
    listed = [{"url": url, "bytes": size, "sha256": sha256} for url, size, sha256 in files.files]
    return {"version": files.version, "files": listed}


def read_manifest(text: str) -> tuple[str, int, int, list[tuple[str, int]]]:
    """A manifest's language, file count, bytes and every (URL, size), shared files first (tests, benchmark)."""
    document = json.loads(text)
    entries = [(str(f["url"]), int(f["bytes"])) for key in ("shared", "pages") for f in document[key]["files"]]
    return str(document["language"]), int(document["files"]), int(document["bytes"]), entries


def service_worker(template: str, languages: Sequence[str], shared: Group, pages: Mapping[str, Group]) -> str:
    """``sw.js``: the template with the site's languages, manifests and the version of every group."""
    runtime = hashlib.sha256("".join([shared.version, *(pages[lang].version for lang in languages)]).encode())
    config = {
        "languages": list(languages),
        "default": urls.DEFAULT_LANGUAGE,
        "manifests": {language: urls.offline_manifest(language) for language in languages},
        "shared": shared.version,
        "pages": {language: pages[language].version for language in languages},
        "runtime": runtime.hexdigest()[:16],
        "runtime_limit": RUNTIME_LIMIT,
        "unsaved": {language: urls.page_url(urls.UNSAVED_PATH, language) for language in languages},
        # Each language's name in itself, for the "saved in another language" link of the unsaved page.
        "names": {language: LABELS[language][f"language_name_{language}"] for language in languages},
    }
    return _fill(template, "/* twohg:offline */ null", json.dumps(config, ensure_ascii=True, sort_keys=True))


def register_script(template: str, words: Mapping[str, Mapping[str, str]] = OFFLINE_WORDS) -> dict[str, str]:
    """The control's script, ``{path: text}``, to stage among the docs before MkDocs builds the site.

    It finds the site's root from its own address, so that a page at any depth, in any language's
    folder, registers the one worker at the root; it speaks the page's language (``words``).
    """
    root = "../" * urls.OFFLINE_SCRIPT.count("/")
    script = _fill(template, '/* twohg:root */ ".."', json.dumps(root))
    script = _fill(script, "/* twohg:words */ null", json.dumps(words, ensure_ascii=False, sort_keys=True))
    return {urls.OFFLINE_SCRIPT: script}


def sizes(languages: Sequence[str], shared: Group, pages: Mapping[str, Group]) -> str:
    """``offline/sizes.json``: each language's file count and bytes when saved (what the control offers)."""
    document = {
        language: {
            "files": len(shared.files) + len(pages[language].files),
            "bytes": shared.bytes + pages[language].bytes,
        }
        for language in languages
    }
    return json.dumps(document, sort_keys=True) + "\n"


def offline_files(
    listing: Collection[str], read: Read, languages: Sequence[str], rules: Iterable[str], template: str
) -> dict[str, str]:
    """The service worker and the manifests, ``{path: text}``, for a built site (its files: ``listing``)."""
    rules = list(rules)
    searched = searched_paths(read)
    shared = group(shared_urls(listing), read)
    pages = {language: group(page_urls(listing, language, rules, searched), read) for language in languages}
    written = {urls.offline_manifest(language): manifest(language, shared, pages[language]) for language in languages}
    written[urls.OFFLINE_SIZES] = sizes(languages, shared, pages)
    written[urls.SERVICE_WORKER] = service_worker(template, languages, shared, pages)
    return written


def _fill(template: str, marker: str, value: str) -> str:
    if template.count(marker) != 1:
        raise ValueError(f"the template must hold {marker!r} once")
    return template.replace(marker, value)

"""The site build: corpus -> pages -> MkDocs (strict) in a staging folder -> the site, atomically.

Reproducible: the same inputs give byte-identical output. MkDocs stamps pages with the build
date (``page.update_date``, only used by the sitemap); the build pins that date to the newest
date of the catalogue through ``SOURCE_DATE_EPOCH``, and drops the sitemap, which without a
``site_url`` in ``mkdocs.yml`` holds no usable address (``None./``) anyway.

Before the pipeline runs, ``mkdocs.yml`` must be valid YAML (an error names its line) and
``docs/`` must hold regular UTF-8 files only, none at an address the build generates
(`check_docs`). One build at a time writes into an output folder (`twohg.files.build_lock`).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import logging
import os
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any

from mkdocs.plugins import BasePlugin, event_priority

from twohg import files
from twohg.clock import Clock
from twohg.graph.assembly import Graph, load_graph
from twohg.ingest.catalogue import LANGUAGES
from twohg.ingest.corpus import Corpus
from twohg.problems import InputError, Problem
from twohg.reviewed import decode_data
from twohg.site import assets, confine, offline, parallel, urls
from twohg.site.api import cards_document, resolve_files, site_files
from twohg.site.carddata import CardBuild, SiteCards
from twohg.site.config import CONFIG_FILE, check_config, configured_site_url
from twohg.site.dates import WholeDates
from twohg.site.errorpages import ErrorPages
from twohg.site.facts import fill_facts, language_facts, site_facts, undated_translations
from twohg.site.feed import FeedLinks, feed_files
from twohg.site.pages import GENERATED_DIRS, render_pages
from twohg.site.pages.compare import compare_files
from twohg.site.pages.context import SiteContext
from twohg.site.pages.shortlinks import redirect_files, tournament_redirect_files
from twohg.site.search.index import search_files
from twohg.site.search.records import build_records
from twohg.site.splitbuild import build_languages_in_two
from twohg.site.templatecache import TemplateCache

DOCS_DIR = "docs"
#: The site's overrides of mkdocs-material's templates (``theme/main.html``), part of the package.
THEME_OVERRIDES = Path(__file__).with_name("theme")

_NO_FILES: Mapping[str, bytes | str] = MappingProxyType({})


class OutputError(ValueError):
    """The output folder given may not be written: it would hold or destroy inputs, or another build has it."""


class SiteBuildError(InputError):
    """MkDocs refused the site: a configuration error, or warnings in strict mode (a broken link...)."""


class _Collect(logging.Handler):
    """Keeps the warnings and errors MkDocs logs, to report them as problems."""

    def __init__(self) -> None:
        """Start with none."""
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        """Keep the message."""
        self.messages.append(record.getMessage())


class PagePolicy(BasePlugin):  # type: ignore[type-arg,no-untyped-call,unused-ignore]
    """Puts each page's Content-Security-Policy (`confine.with_policy`) in it as MkDocs writes it."""

    @event_priority(-200)  # the last of the page's changes: the policy lists the hashes of its final scripts
    def on_post_page(self, output: str, page: Any, config: Any) -> str:
        """The page with its policy."""
        return confine.with_policy(output)

    @event_priority(100)  # before ErrorPages (0) writes another language's error page itself
    def on_post_template(self, output: str, template_name: str, config: Any) -> str:
        """An HTML template's page (the error page) with its policy."""
        return confine.with_policy(output) if template_name.endswith(".html") and output.strip() else output


def build_date(corpus: Corpus) -> dt.date:
    """The date the site is stamped with: the newest date (or end of range) in the catalogue."""
    dates = [loaded.entry.date for loaded in corpus.sources if loaded.entry.date is not None]
    dates += [loaded.entry.date_range.end for loaded in corpus.sources if loaded.entry.date_range is not None]
    return max(dates, default=dt.date(2005, 1, 1))


@contextlib.contextmanager
def _source_date_epoch(date: dt.date) -> Iterator[None]:
    """Set ``SOURCE_DATE_EPOCH`` (read by MkDocs for page dates) for the duration of a build."""
    previous = os.environ.get("SOURCE_DATE_EPOCH")
    os.environ["SOURCE_DATE_EPOCH"] = str(int(dt.datetime(date.year, date.month, date.day, tzinfo=dt.UTC).timestamp()))
    try:
        yield
    finally:
        if previous is None:
            del os.environ["SOURCE_DATE_EPOCH"]
        else:
            os.environ["SOURCE_DATE_EPOCH"] = previous


def run_mkdocs(config_file: Path, docs_dir: Path, site_dir: Path, date: dt.date, problem_file: str) -> str | None:
    """Build ``docs_dir`` into ``site_dir`` with MkDocs in strict mode; return the configured site_url.

    Raises SiteBuildError with every warning MkDocs logged when it refuses the site.
    """
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import MkDocsException

    # ProperDocs (MkDocs 1.x's maintained fork, scripts/properdocs_check.py) logs under its own name.
    loggers = [logging.getLogger("mkdocs"), logging.getLogger("properdocs")]
    collect = _Collect()
    for logger in loggers:
        logger.addHandler(collect)
    try:
        with _source_date_epoch(date):
            config = load_config(
                config_file=str(config_file), docs_dir=str(docs_dir), site_dir=str(site_dir), strict=True
            )
            # The site's template overrides come before the theme's own, whatever the configuration.
            config.theme.dirs.insert(0, str(THEME_OVERRIDES))
            # A "page not found" page per language, with relative addresses (twohg.site.errorpages).
            config.plugins["twohg-error-pages"] = ErrorPages()
            # Every page's head links its language's feed of rule changes (twohg.site.feed).
            config.plugins["twohg-feed-links"] = FeedLinks()
            # Dates never break inside on a phone (twohg.site.dates).
            config.plugins["twohg-whole-dates"] = WholeDates()
            # The theme's templates compiled once per process (twohg.site.templatecache).
            config.plugins["twohg-template-cache"] = TemplateCache()
            # Every page's Content-Security-Policy as MkDocs writes it (confine_site checks them all).
            config.plugins["twohg-page-policy"] = PagePolicy()
            # Half of the languages in a forked copy on a second core (twohg.site.splitbuild).
            build_languages_in_two(config, build, collect.messages)
    except MkDocsException as error:
        messages = [*collect.messages, str(error)]
        raise SiteBuildError(_located(message, docs_dir, problem_file) for message in messages) from error
    finally:
        for logger in loggers:
            logger.removeHandler(collect)
    site_url = config.get("site_url")
    return str(site_url) if site_url else None


_DOC_FILE_RE = re.compile(r"Doc file '(?P<file>[^']+)'")
_QUOTED_RE = re.compile(r"'(?P<quoted>[^']+)'")


def _located(message: str, docs_dir: Path, config_file: str) -> Problem:
    """A MkDocs message as a problem at the page and line it concerns, where it names them; one line."""
    flat = " ".join(message.split())
    page = _DOC_FILE_RE.search(flat)
    if page is None:
        return Problem(config_file, 1, f"mkdocs: {flat}")
    lines = (files.read_text(docs_dir / page["file"]) or "").splitlines()
    quoted = [q for q in _QUOTED_RE.findall(flat[page.end() :]) if q]
    line = next((n for n, text in enumerate(lines, 1) if quoted and quoted[0] in text), 1)
    return Problem(f"{DOCS_DIR}/{page['file']}", line, f"mkdocs: {flat}")


MAX_SITE_FILES = 40_000
"""The most files a build may publish: the site of the 118 real editions has about 5,500."""

#: Addresses of the built site the build writes itself (beside the generated pages' folders): a
#: hand-written file there would be shadowed, or would shadow what the build writes.
RESERVED_PATHS = (
    *GENERATED_DIRS,
    urls.OWN_ASSETS,
    urls.VENDOR_ASSETS,
    urls.SEARCH_INDEX.split("/")[0],
    urls.OFFLINE_SCRIPT.split("/")[0],
    urls.SERVICE_WORKER,
    urls.ERROR_PAGE,
    files.SITE_MARKER,
)

_LANGUAGE_SUFFIX_RE = re.compile(r"^(?P<name>.+)\.(?P<language>[a-z]{2})$")


def _docs_page(relative: str) -> tuple[str, str]:
    """A page of ``docs/`` (``about.es.md``): its name without suffixes (``about``) and its language (``es``)."""
    name, language = relative[: -len(".md")], urls.DEFAULT_LANGUAGE
    suffixed = _LANGUAGE_SUFFIX_RE.match(name)
    if suffixed and suffixed["language"] in LANGUAGES:
        name, language = suffixed["name"], suffixed["language"]
    return name, language


def docs_address(relative: str) -> str:
    """The address in the built site of a file of ``docs/``: ``about.es.md`` -> ``es/about/``, ``img/a.png`` as is.

    Pages follow MkDocs (``use_directory_urls``) and static-i18n's suffixes (``.es.md``).
    """
    if not relative.endswith(".md"):
        return relative
    name, language = _docs_page(relative)
    parts = name.split("/")
    if parts[-1] in ("index", "README"):
        parts = parts[:-1]
    prefix = [] if language == urls.DEFAULT_LANGUAGE else [language]
    return "/".join([*prefix, *parts, ""]).lstrip("/") or "./"


def _reserved(address: str) -> str | None:
    """The reserved path (`RESERVED_PATHS`) an address of the site falls under, ignoring a language folder."""
    parts = address.strip("/").split("/")
    if parts and parts[0] in LANGUAGES:
        parts = parts[1:]
    path = "/".join(parts)
    return next((r for r in RESERVED_PATHS if path == r or path.startswith(r + "/")), None)


def check_docs(docs_dir: Path) -> list[Problem]:
    """The problems of the hand-written pages, before anything is built: one per file.

    Only regular files (no link, named pipe, device or socket, and ``docs/`` itself no link),
    Markdown in UTF-8 without control characters, and nothing at an address the build writes.
    """
    if docs_dir.is_symlink():
        return [Problem(DOCS_DIR, 0, f"{DOCS_DIR}/ is a symbolic link: it must be a folder of the project")]
    problems = [
        Problem(f"{DOCS_DIR}/{relative}", 0, f"{kind}: only regular files are built")
        for relative, kind in files.special_entries(docs_dir)
    ]
    for relative in files.list_tree(docs_dir):
        shown = f"{DOCS_DIR}/{relative}"
        address = docs_address(relative)
        reserved = _reserved(address)
        if reserved is not None:
            message = f"the build writes {reserved} itself (this file would be at {address}): move or rename it"
            problems.append(Problem(shown, 1, message))
        if relative.endswith(".md"):
            problems.extend(decode_data(files.read_bytes(docs_dir / relative) or b"", shown)[1])
    return problems


def card_page_problems(graph: Graph) -> list[Problem]:
    """Cards whose page address (`urls.card_path`) is empty or another card's: one page per card, never taken over."""
    problems: list[Problem] = []
    owners: dict[str, str] = {}
    for card in sorted(graph.cards.values(), key=lambda card: (card.line, card.name)):
        path = urls.card_path(card.name)
        if path == "cards//index":
            message = f"card {card.name!r} has no letter or digit to make its page's address from"
            problems.append(Problem(files.CARDS_FILE, card.line, message))
        elif owners.setdefault(path, card.name) != card.name:
            message = (
                f"card {card.name!r} would take the page of {owners[path]!r} ({path.removesuffix('index')}): "
                "their names differ only by punctuation or case"
            )
            problems.append(Problem(files.CARDS_FILE, card.line, message))
    return problems


def _drop_sitemaps(site_dir: Path) -> None:
    for folder in (site_dir, *(site_dir / language for language in LANGUAGES)):
        files.remove_file(folder / "sitemap.xml")
        files.remove_file(folder / "sitemap.xml.gz")


def _static_files() -> dict[str, str]:
    """The site's own CSS and scripts, the vendored libraries (`twohg.site.assets`) and the offline registration."""
    staged = assets.site_assets()
    staged.update(offline.register_script(files.read_package_text(offline.REGISTER_TEMPLATE)))
    return staged


def confine_site(site_dir: Path, docs_dir: Path, shown_site: str) -> list[Problem]:
    """Every request to another host the built site makes (`twohg.site.confine`), as problems; the policy added.

    A request is reported at the line of the hand-written page that holds its URL when there is
    one, at the built file's line otherwise (``site/about/index.html:42``). Every page gets its
    Content-Security-Policy ``<meta>`` (`confine.with_policy`): MkDocs' pages and the generated files have
    it as they are written (`PagePolicy`, `_with_policies`), any other page gets it here. The files are read
    in parts on every core (`twohg.site.parallel.in_parts`); the problems come in the files' order.
    """
    paths = [path for path in files.list_tree(site_dir) if path.endswith((".html", ".css", ".js", ".mjs"))]

    def confine_part(part: Sequence[str]) -> list[Problem]:
        return _confine_files(site_dir, part, docs_dir, shown_site)

    return [problem for found in parallel.in_parts(confine_part, paths) for problem in found]


def _confine_files(site_dir: Path, paths: Sequence[str], docs_dir: Path, shown_site: str) -> list[Problem]:
    """`confine_site` of some of the site's files."""
    sources = {docs_address(relative): relative for relative in files.list_tree(docs_dir)}
    problems: list[Problem] = []
    for path in paths:
        text = (files.read_bytes(site_dir / path) or b"").decode("utf-8", "replace")
        for request in confine.foreign_requests(path, text):
            problems.append(_located_request(request, path, sources, docs_dir, shown_site))
        if path.endswith(".html") and not confine.has_policy(text):
            files.write_files(site_dir, {path: confine.with_policy(text)}, overwrite=True)
    return problems


def _with_policies(written: Mapping[str, bytes | str]) -> dict[str, bytes | str]:
    """Files to write into the site, each HTML page with its policy (`confine.with_policy`)."""
    return {
        path: confine.with_policy(content if isinstance(content, str) else content.decode("utf-8"))
        if path.endswith(".html")
        else content
        for path, content in written.items()
    }


def _located_request(
    request: confine.Request, path: str, sources: Mapping[str, str], docs_dir: Path, shown_site: str
) -> Problem:
    message = f"{request.what} asks another host for {request.url}: the site may load only its own files"
    page = path.removesuffix("index.html") or "./"
    source = sources.get(page) or sources.get(path)
    if source is not None:
        lines = (files.read_text(docs_dir / source) or "").splitlines()
        needle = request.url if "mermaid" not in request.what else "```mermaid"
        line = next((n for n, text in enumerate(lines, 1) if needle in text), 0)
        if line:
            return Problem(f"{DOCS_DIR}/{source}", line, message)
    return Problem(f"{shown_site}/{path}", request.line, message)


def write_offline_files(site_dir: Path, corpus: Corpus, graph: Graph | None) -> None:
    """Add the service worker and the precache manifests (`twohg.site.offline`) to a site MkDocs built."""
    rules = offline.current_rules(SiteContext(corpus, graph)) if graph is not None else []
    written = offline.offline_files(
        files.list_tree(site_dir),
        lambda path: files.read_bytes(site_dir / path),
        LANGUAGES,
        rules,
        files.read_package_text(offline.SW_TEMPLATE),
    )
    files.write_files(site_dir, written)


def _filled(docs_dir: Path, graph: Graph) -> dict[str, str]:
    """The hand-written pages with their named facts (``{{ twohg.editions.count }}``) filled in from the graph."""
    filled: dict[str, str] = {}
    problems: list[Problem] = []
    facts = site_facts(graph)
    undated = undated_translations(graph)
    said = {language: {**facts, **language_facts(graph, language)} for language in LANGUAGES}
    for name in files.list_tree(docs_dir):
        if name.endswith(".md"):
            text = files.read_text(docs_dir / name) or ""
            page, found = fill_facts(text, said[_docs_page(name)[1]], f"{DOCS_DIR}/{name}", undated)
            problems += found
            if page != text:
                filled[name] = page
    if problems:
        raise SiteBuildError(problems)
    return filled


def build_corpus_site(
    corpus: Corpus,
    site_dir: Path,
    extra_files: Mapping[str, bytes | str] = _NO_FILES,
    *,
    config_file: Path | None = None,
    docs_dir: Path | None = None,
    clock: Clock | None = None,
    graph: Graph | None = None,
    max_files: int = MAX_SITE_FILES,
    cards: SiteCards | None = None,
    later_files: Callable[[], Mapping[str, bytes]] | None = None,
) -> None:
    """Build the site of a loaded corpus into ``site_dir``, replacing it only when all went well.

    ``extra_files`` (relative path -> content, e.g. ``api/graph.json``) are added to the built
    site; they may not replace a file MkDocs wrote. ``config_file`` and ``docs_dir`` default to
    ``mkdocs.yml`` and ``docs/`` in the corpus' root. With the corpus' ``graph``, the site has its
    rule, section and edition pages; without, only the source pages. A site of more than
    ``max_files`` files is refused before MkDocs runs.
    """
    config_file = config_file or corpus.root / CONFIG_FILE
    docs_dir = docs_dir or corpus.root / DOCS_DIR
    for relative in extra_files:
        files.check_relative(relative)
    clock = clock or Clock()
    with files.build_lock(site_dir):
        problems = [*check_config(config_file), *check_docs(docs_dir)]
        if graph is not None:
            problems += card_page_problems(graph)
        if problems:
            raise SiteBuildError(problems)
        pages = render_pages(corpus, graph, cards) if cards is not None else render_pages(corpus, graph)
        clock.lap(f"pages ({len(pages)})")
        static = _static_files()
        total = len(pages) + len(extra_files) + len(static) + len(files.list_tree(docs_dir))
        if total > max_files:
            message = (
                f"the site would have {total} files, more than the {max_files} a build may publish "
                "(the real site has about 5,500): an edition with far too many rules?"
            )
            raise SiteBuildError([Problem(files.SOURCES_DIR, 0, message)])
        _build_in_staging(
            corpus, site_dir, pages, static, extra_files, config_file, docs_dir, clock, graph, later_files
        )


def _build_in_staging(
    corpus: Corpus,
    site_dir: Path,
    pages: Mapping[str, str],
    static: Mapping[str, str],
    extra_files: Mapping[str, bytes | str],
    config_file: Path,
    docs_dir: Path,
    clock: Clock,
    graph: Graph | None,
    later_files: Callable[[], Mapping[str, bytes]] | None = None,
) -> None:
    """MkDocs in a staging folder beside ``site_dir``, then the extra and offline files, then the swap.

    ``later_files`` gives more extra files once MkDocs is done (the card data's, written meanwhile by a worker).
    """
    with files.staging_folder(site_dir) as staging:
        staging_docs, staging_site = staging / "docs", staging / "site"
        try:
            files.copy_tree(docs_dir, staging_docs)
        except files.UnsafePath as error:
            raise SiteBuildError([Problem(error.args[0].split(":")[0], 1, str(error))]) from error
        if graph is not None:
            files.write_files(staging_docs, _filled(staging_docs, graph), overwrite=True)
        files.write_files(staging_docs, pages)
        files.write_files(staging_docs, static)
        clock.restart()
        site_url = run_mkdocs(config_file, staging_docs, staging_site, build_date(corpus), CONFIG_FILE)
        clock.lap("mkdocs")
        if site_url is None:
            _drop_sitemaps(staging_site)
        # The API and the search index first: the offline precache lists the search index.
        files.write_files(staging_site, _with_policies(extra_files))
        if later_files is not None:
            written = later_files()
            for relative in written:
                files.check_relative(relative)
            files.write_files(staging_site, _with_policies(written))
            clock.lap(f"card files ({len(written)}, written beside MkDocs)")
        problems = confine_site(staging_site, docs_dir, site_dir.name)
        if problems:
            raise SiteBuildError(problems)
        clock.lap("confine")
        write_offline_files(staging_site, corpus, graph)
        clock.lap("offline")
        files.replace_folder(staging_site, site_dir.resolve())
        clock.lap("write")


def build_site(
    root: Path,
    site_dir: Path,
    extra_files: Mapping[str, bytes | str] = _NO_FILES,
    clock: Clock | None = None,
    cards: Path | None = None,
) -> tuple[Problem, ...]:
    """Run the pipeline on the project at ``root`` and build its site into ``site_dir``.

    The site carries the graph's JSON API (``api/graph.json``, ``api/rules/<n>.json``) and its
    schemas. Raises OutputError when ``site_dir`` may not be written (or another build is writing
    it); InputError, before anything is written, when the sources, ``mkdocs.yml`` or ``docs/`` have
    problems; SiteBuildError, leaving ``site_dir`` as it was, when MkDocs refuses the site. Returns
    the graph's notices (`Graph.notices`: what a maintainer may tidy, which stops nothing) and the cards
    left out of the card data ``cards`` (a file or folder of MTGJSON files, `twohg.ingest.cards`), if given.
    """
    clock = clock or Clock()
    try:
        target = files.output_path(site_dir, root)
        with files.build_lock(target):
            files.check_output(site_dir, root)
            return _build_site(root, site_dir, extra_files, clock, cards)
    except (files.UnsafePath, files.BuildRunning) as error:
        raise OutputError(str(error)) from error


def _build_site(
    root: Path, site_dir: Path, extra_files: Mapping[str, bytes | str], clock: Clock, card_data: Path | None
) -> tuple[Problem, ...]:
    problems = [*check_config(root / CONFIG_FILE), *check_docs(root / DOCS_DIR)]
    if problems:
        raise SiteBuildError(problems)
    if card_data is None:
        return _build_graph_site(root, site_dir, extra_files, clock, None)
    phrases = files.read_input(root / files.CARD_PHRASES_FILE, root)
    builder = CardBuild(card_data, phrases.decode("utf-8-sig") if phrases is not None else None)
    try:
        return _build_graph_site(root, site_dir, extra_files, clock, builder)
    finally:
        builder.close()


def _build_graph_site(
    root: Path, site_dir: Path, extra_files: Mapping[str, bytes | str], clock: Clock, builder: CardBuild | None
) -> tuple[Problem, ...]:
    corpus, graph = load_graph(root, clock)
    if not graph.lineage.editions:
        where = f"{files.SOURCES_DIR}/{files.ARCHIVE_DIR}/"
        message = f"no official Comprehensive Rules edition in {where} or the catalogue: the site needs one"
        raise InputError([Problem(files.CATALOGUE_FILE, 1, message)])
    named = [card.name for card in graph.cards.values()]
    cards, card_notices = builder.site_cards(graph, named, clock) if builder is not None else (None, ())
    ctx = SiteContext(corpus, graph, cards)
    resolver = graph.resolver
    api = {**site_files(graph), **resolve_files(resolver), **compare_files(graph)}
    if cards is not None:
        api[urls.API_CARDS] = cards_document(ctx, cards)
    clock.lap(f"api ({len(api)} files)")
    short = {**redirect_files(resolver), **tournament_redirect_files(graph)}
    clock.lap(f"short links ({len(short)} files)")
    records = build_records(ctx)
    search = search_files(records, cards.finder if cards is not None else None)
    clock.lap(f"search index ({len(records)} records)")
    site_url, problems = configured_site_url(root / CONFIG_FILE)  # the feeds' ids are named after its host
    if problems:
        raise SiteBuildError(problems)
    feeds = feed_files(ctx, site_url)
    extras = {**api, **short, **search, **feeds, **extra_files}
    later = builder.files if builder is not None else None
    build_corpus_site(corpus, site_dir, extras, clock=clock, graph=graph, cards=cards, later_files=later)
    return (*graph.notices, *card_notices)

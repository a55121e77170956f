"""The site build: corpus -> pages -> MkDocs (strict) in a staging folder -> the site, atomically.

Reproducible: the same inputs give byte-identical output. MkDocs stamps pages with the build
date (``page.update_date``, only used by the sitemap); the build pins that date to the newest
date of the catalogue through ``SOURCE_DATE_EPOCH``, and drops the sitemap, which without a
``site_url`` in ``mkdocs.yml`` holds no usable address (``None./``) anyway.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import logging
import os
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from types import MappingProxyType

from twohg import files
from twohg.clock import Clock
from twohg.graph.assembly import Graph, load_graph
from twohg.graph.export import site_files
from twohg.ingest.catalogue import LANGUAGES
from twohg.ingest.corpus import Corpus
from twohg.problems import InputError, Problem
from twohg.site import assets, offline
from twohg.site.api import resolve_files
from twohg.site.facts import fill_facts, site_facts
from twohg.site.pages import GENERATED_DIRS, render_pages
from twohg.site.pages.context import SiteContext
from twohg.site.pages.shortlinks import redirect_files, tournament_redirect_files
from twohg.site.search.index import search_files
from twohg.site.search.records import build_records

CONFIG_FILE = "mkdocs.yml"
DOCS_DIR = "docs"
#: The site's overrides of mkdocs-material's templates (``theme/main.html``), part of the package.
THEME_OVERRIDES = Path(__file__).with_name("theme")

_NO_FILES: Mapping[str, bytes | str] = MappingProxyType({})


class OutputError(ValueError):
    """The output folder given is not one the build may write: it would hold or destroy inputs."""


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

    logger = logging.getLogger("mkdocs")
    collect = _Collect()
    logger.addHandler(collect)
    try:
        with _source_date_epoch(date):
            config = load_config(
                config_file=str(config_file), docs_dir=str(docs_dir), site_dir=str(site_dir), strict=True
            )
            # The site's template overrides come before the theme's own, whatever the configuration.
            config.theme.dirs.insert(0, str(THEME_OVERRIDES))
            build(config, dirty=False)
    except (MkDocsException, OSError) as error:
        messages = [*collect.messages, str(error)]
        raise SiteBuildError(_located(message, docs_dir, problem_file) for message in messages) from error
    finally:
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


def _drop_sitemaps(site_dir: Path) -> None:
    for folder in (site_dir, *(site_dir / language for language in LANGUAGES)):
        files.remove_file(folder / "sitemap.xml")
        files.remove_file(folder / "sitemap.xml.gz")


def _static_files() -> dict[str, str]:
    """The site's own CSS and scripts, the vendored libraries (`twohg.site.assets`) and the offline registration."""
    staged = assets.site_assets()
    staged.update(offline.register_script(files.read_package_text(offline.REGISTER_TEMPLATE)))
    return staged


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


def _filled(docs_dir: Path, facts: Mapping[str, str]) -> dict[str, str]:
    """The hand-written pages with their named facts (``{{ twohg.editions.count }}``) filled in from the graph."""
    filled: dict[str, str] = {}
    problems: list[Problem] = []
    for name in files.list_tree(docs_dir):
        if name.endswith(".md"):
            text = files.read_text(docs_dir / name) or ""
            page, found = fill_facts(text, facts, f"{DOCS_DIR}/{name}")
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
) -> None:
    """Build the site of a loaded corpus into ``site_dir``, replacing it only when all went well.

    ``extra_files`` (relative path -> content, e.g. ``api/graph.json``) are added to the built
    site; they may not replace a file MkDocs wrote. ``config_file`` and ``docs_dir`` default to
    ``mkdocs.yml`` and ``docs/`` in the corpus' root. With the corpus' ``graph``, the site has its
    rule, section and edition pages; without, only the source pages.
    """
    config_file = config_file or corpus.root / CONFIG_FILE
    docs_dir = docs_dir or corpus.root / DOCS_DIR
    for relative in extra_files:
        files.check_relative(relative)
    clock = clock or Clock()
    pages = render_pages(corpus, graph)
    clock.lap(f"pages ({len(pages)})")
    staging = files.new_staging_folder(site_dir)
    try:
        staging_docs, staging_site = staging / "docs", staging / "site"
        try:
            files.copy_tree(docs_dir, staging_docs, skip=GENERATED_DIRS)
        except files.UnsafePath as error:
            raise SiteBuildError([Problem(error.args[0].split(":")[0], 1, str(error))]) from error
        if graph is not None:
            files.write_files(staging_docs, _filled(staging_docs, site_facts(graph)), overwrite=True)
        files.write_files(staging_docs, pages)
        files.write_files(staging_docs, _static_files())
        clock.restart()
        site_url = run_mkdocs(config_file, staging_docs, staging_site, build_date(corpus), CONFIG_FILE)
        clock.lap("mkdocs")
        if site_url is None:
            _drop_sitemaps(staging_site)
        # The API and the search index first: the offline precache lists the search index.
        files.write_files(staging_site, extra_files)
        write_offline_files(staging_site, corpus, graph)
        clock.lap("offline")
        files.replace_folder(staging_site, site_dir.resolve())
        clock.lap("write")
    finally:
        files.remove_tree(staging)


def build_site(
    root: Path, site_dir: Path, extra_files: Mapping[str, bytes | str] = _NO_FILES, clock: Clock | None = None
) -> None:
    """Run the pipeline on the project at ``root`` and build its site into ``site_dir``.

    The site carries the graph's JSON API (``api/graph.json``, ``api/rules/<n>.json``) and its
    schemas. Raises InputError, before anything is written, when the sources have problems; raises
    SiteBuildError, leaving ``site_dir`` as it was, when MkDocs refuses the site.
    """
    clock = clock or Clock()
    try:
        files.check_output(site_dir, root)
    except files.UnsafePath as error:
        raise OutputError(str(error)) from error
    corpus, graph = load_graph(root, clock)
    if not graph.lineage.editions:
        where = f"{files.SOURCES_DIR}/{files.ARCHIVE_DIR}/"
        message = f"no official Comprehensive Rules edition in {where} or the catalogue: the site needs one"
        raise InputError([Problem(files.CATALOGUE_FILE, 1, message)])
    ctx = SiteContext(corpus, graph)
    resolver = graph.resolver
    api = {**site_files(graph), **resolve_files(resolver)}
    clock.lap(f"api ({len(api)} files)")
    short = {**redirect_files(resolver), **tournament_redirect_files(graph)}
    clock.lap(f"short links ({len(short)} files)")
    records = build_records(ctx)
    search = search_files(records)
    clock.lap(f"search index ({len(records)} records)")
    build_corpus_site(corpus, site_dir, {**api, **short, **search, **extra_files}, clock=clock, graph=graph)

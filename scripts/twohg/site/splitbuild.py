"""MkDocs' languages built in two processes: the default language's half here, the other half in a fork.

mkdocs-static-i18n builds the default language, then each other language in turn, all in one process.
`build_languages_in_two` forks a copy of the build before MkDocs starts: this process builds the first
half of the languages (the default first), the copy the second half (its first language as its first
build), each into the same site folder, emptied once before either starts. The plugin's loop over the
other languages calls `_ShareBuilds` in place of MkDocs' ``build``: each process renders the pages of
its own languages, while every build still reads all four for the language switcher; `SitemapOfAll`
writes the sitemap again once both are done, with the copy's pages. Where the system
cannot fork (`twohg.site.parallel.fork_context`), has one core or one language, MkDocs builds every
language here, as before; the pages are the same bytes (``tests/site/test_parallel.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import Any

from mkdocs.plugins import BasePlugin, event_priority
from mkdocs_static_i18n import plugin as i18n_plugin

from twohg.site import parallel


class _ShareBuilds:
    """Stands for MkDocs' ``build`` where mkdocs-static-i18n calls it for each other language: builds a share only.

    The plugin then still reads every language (for each page's language switcher); it renders the pages of
    the share's languages only, each once (the first was built before the plugin's loop).
    """

    def __init__(self, build: Callable[..., None], share: Sequence[str]) -> None:
        """MkDocs' ``build``, and the share: the languages this process builds, the first already built."""
        self.build = build
        self.share = tuple(share)
        self.built = {self.share[0]}

    def __call__(self, config: Any, **options: Any) -> None:
        """Build the language the plugin is at, if it is one of the share's not yet built."""
        language = config.plugins["i18n"].current_language
        if language in self.share and language not in self.built:
            self.built.add(language)
            self.build(config, **options)


def language_shares(config: Any) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The languages this process builds (the default first) and those a forked copy builds, or None: not split.

    Not split without mkdocs-static-i18n or with fewer than two languages to build.
    """
    i18n = config.plugins.get("i18n")
    if i18n is None:
        return None
    built = [i18n.default_language, *(locale for locale in i18n.build_languages if locale != i18n.default_language)]
    if len(built) < 2:
        return None
    half = -(-len(built) // 2)
    return tuple(built[:half]), tuple(built[half:])


def _page_as_read(page: Any) -> SimpleNamespace | None:
    """What the sitemap template reads of a page."""
    if page is None:
        return None
    return SimpleNamespace(
        is_link=page.is_link, canonical_url=page.canonical_url, abs_url=page.abs_url, update_date=page.update_date
    )


def _file_as_read(file: Any) -> SimpleNamespace:
    """What the sitemap template reads of a documentation file: its address, its page, and its alternates'."""
    alternates = {
        locale: SimpleNamespace(url=alternate.url, page=_page_as_read(alternate.page))
        for locale, alternate in file.alternates.items()
    }
    return SimpleNamespace(url=file.url, page=_page_as_read(file.page), alternates=alternates)


_Answer = tuple[list[str], str | None, dict[str, list[SimpleNamespace]]]


def _build_share(config: Any, build: Callable[[Any], None], share: Sequence[str], messages: list[str]) -> _Answer:
    """In the copy: build the languages of ``share``, the first as MkDocs' first build.

    Returns the messages the build logged meanwhile, what it raised if it did, and its languages' pages as the
    sitemap reads them (`SitemapOfAll`).
    """
    known = len(messages)
    i18n_plugin.build = _ShareBuilds(build, share)
    i18n = config.plugins["i18n"]
    i18n.current_language = share[0]
    error = None
    try:
        build(config)
    except Exception as raised:  # the parent raises it, with the messages that explain it
        error = str(raised) or type(raised).__name__
    built = i18n.i18n_files_per_language
    pages = {locale: [_file_as_read(file) for file in built[locale]] for locale in share if locale in built}
    return messages[known:], error, pages


class SitemapOfAll(BasePlugin):  # type: ignore[type-arg,no-untyped-call,unused-ignore]
    """The sitemap lists the pages of every language, as it does when one process builds them all.

    mkdocs-static-i18n's sitemap lists the pages of the languages built so far in the process: the last
    build's has them all. Here the two processes' sitemaps each lack the other's languages; once both are
    done, `write` writes it again as this process's last build did (MkDocs' own theme template writer, with
    the same environment, files and navigation), with the copy's languages' pages added in the order the
    languages are built one after another.
    """

    def __init__(self, last: str) -> None:
        """This process's last language."""
        self.last = last
        self.added: dict[str, list[SimpleNamespace]] = {}
        self.seen: tuple[Any, Any] | None = None
        self.env: Any = None

    def on_nav(self, nav: Any, config: Any, files: Any) -> Any:
        """Keep the last build's files and navigation."""
        if config.plugins["i18n"].current_language == self.last:
            self.seen = (files, nav)
        return nav

    def on_env(self, env: Any, config: Any, files: Any) -> Any:
        """Keep the last build's template environment."""
        if config.plugins["i18n"].current_language == self.last:
            self.env = env
        return env

    @event_priority(-100)  # after mkdocs-static-i18n's (50) has put its pages in the context
    def on_template_context(self, context: Any, template_name: str, config: Any) -> Any:
        """The sitemap's context, with the copy's languages' pages once they are known."""
        if template_name == "sitemap.xml" and self.added:
            context["i18n_alternates"] = {**context["i18n_alternates"], **self.added}
        return context

    def write(self, config: Any, added: dict[str, list[SimpleNamespace]]) -> None:
        """Write the sitemap again, with the pages ``added``, as this process's last build wrote it."""
        from mkdocs.commands.build import _build_theme_template

        if self.seen is None or self.env is None or not added:
            return
        self.added = added
        files, nav = self.seen
        _build_theme_template("sitemap.xml", self.env, files, config, nav)


def _left_as_it_is(directory: str) -> None:
    """MkDocs' ``clean_directory`` while two processes write one site folder: it was emptied before they started."""


def build_languages_in_two(config: Any, build: Callable[[Any], None], messages: list[str]) -> None:
    """MkDocs' ``build`` of ``config``, half of its languages in a forked copy where there are two cores.

    ``messages`` is the list the build's log handler fills: the copy's messages are added to it. When the
    copy's build raises, MkDocs' ``Abort`` is raised with what it said, once this process's languages are
    built; when this process's build raises, the copy is stopped.
    """
    from mkdocs import utils
    from mkdocs.exceptions import Abort

    shares = language_shares(config)
    context = parallel.fork_context()
    if shares is None or context is None or parallel.cores() < 2:
        build(config)
        return
    here, there = shares
    # Both processes write into one folder: it is emptied once, before either starts.
    utils.clean_directory(config.site_dir)
    clean_directory, each_language = utils.clean_directory, i18n_plugin.build
    utils.clean_directory = _left_as_it_is
    other: parallel.Started[_Answer] | None = None
    try:
        other = parallel.Started(_build_share, config, build, there, messages, context=context)
        i18n_plugin.build = _ShareBuilds(build, here)
        sitemap = SitemapOfAll(here[-1])
        config.plugins["twohg-sitemap-of-all"] = sitemap
        build(config)
        logged, error, pages = other.result()
    finally:
        utils.clean_directory, i18n_plugin.build = clean_directory, each_language
        if other is not None:
            other.stop()
    messages.extend(logged)
    if error is not None:
        raise Abort(error)
    sitemap.write(config, pages)

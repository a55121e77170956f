"""A "page not found" page per language (``404.html``, ``es/404.html``...), with relative addresses.

MkDocs renders the theme's ``404.html`` once per build, at the root of the site and with absolute
addresses (``/assets/...``, or the path of ``site_url``): mkdocs-static-i18n builds once per
language into the same folder, so the last language's page (Japanese) was everyone's, and its
styles and links broke wherever the site is not served at a host's root. This MkDocs plugin,
added by `twohg.site.build.run_mkdocs`, renders each language's page with addresses relative to
its own place and writes it into the language's folder (the default language's stays at the
root). A host serves it for any missing address, at any depth: the page's first script (in
``theme/main.html``) then finds the site's root and sets the document's base to the page's own
address, so its styles, scripts and links resolve as they do where the page is stored.
"""

from __future__ import annotations

import html
import posixpath
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from mkdocs.plugins import BasePlugin

from twohg import files
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls


def top_folders(pages: Iterable[Any], language: str) -> list[str]:
    """The site's top folders a missing address of ``language``'s folder may be under, sorted.

    The first folder of every page's address in the build (``rules``, ``es``...), and the other
    languages' folders for the default language's page, which hosts serve for any address.
    """
    found = {str(page.url).split("/", 1)[0] for page in pages}
    if language == urls.DEFAULT_LANGUAGE:
        found |= {urls.language_prefix(other).rstrip("/") for other in LANGUAGES}
    return sorted(folder for folder in found if folder and folder not in (".", ".."))


def not_found_words(language: str, base: str) -> dict[str, str]:
    """The page's heading and its sentence (HTML, escaped), with links to the home and short links pages."""
    labels = LABELS[language]

    def linked(key: str, path: str) -> str:
        href = f"{base}/{urls.served(path, language)}"
        return f'<a href="{html.escape(href, quote=True)}">{html.escape(labels[key])}</a>'

    text = html.escape(labels["not_found_text"]).format(
        home=linked("not_found_home", "index"), short=linked("not_found_short", urls.SHORT_LINKS_PATH)
    )
    return {"title": labels["not_found_title"], "text": text}


def _language(context_or_config: Any) -> str:
    language = context_or_config.get("i18n_current_language") if hasattr(context_or_config, "get") else None
    return str(language or urls.DEFAULT_LANGUAGE)


class ErrorPages(BasePlugin):  # type: ignore[type-arg,no-untyped-call,unused-ignore]
    """Renders the theme's ``404.html`` in each language's folder, with addresses relative to it."""

    def __init__(self) -> None:
        """Start with no language seen."""
        super().__init__()
        self.language = urls.DEFAULT_LANGUAGE

    def on_template_context(self, context: Any, template_name: str, config: Any) -> Any:
        """For ``404.html``: the base address relative to the language's folder (``..`` from ``es/``)."""
        if template_name == urls.ERROR_PAGE:
            self.language = _language(context)
            base = posixpath.relpath(".", posixpath.dirname(urls.error_page(self.language)) or ".")
            context["base_url"] = base
            context["twohg_homes"] = {other: f"{base}/{urls.language_prefix(other)}" for other in LANGUAGES}
            context["twohg_not_found"] = not_found_words(self.language, base)
            context["twohg_error_page"] = urls.error_page(self.language)
            context["twohg_root_file"] = urls.SERVICE_WORKER
            context["twohg_folders"] = top_folders(context.get("pages") or (), self.language)
        return context

    def on_post_template(self, output: str, template_name: str, config: Any) -> str:
        """Write another language's page into its folder; MkDocs writes the default language's at the root."""
        if template_name != urls.ERROR_PAGE or self.language == urls.DEFAULT_LANGUAGE:
            return output
        files.write_files(Path(config["site_dir"]), {urls.error_page(self.language): output}, overwrite=True)
        return ""

"""The "page not found" page in every language, with relative addresses; `twohg serve` sends the language's own."""

from __future__ import annotations

import html
import re
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls

_ADDRESS_RE = re.compile(r'\b(?:href|src)="([^"]*)"')
_SITE_NAMES = {"en": "Two-Headed Giant Rules", "es": "Reglas de Gigante de dos cabezas", "ja": "双頭巨人戦のルール"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_has_its_page_with_relative_addresses(built_site: Path, language: str) -> None:
    page = (built_site / urls.error_page(language)).read_text(encoding="utf-8")
    assert f'<html lang="{language}"' in page
    addresses = _ADDRESS_RE.findall(page)
    stylesheets = re.findall(r'<link rel="stylesheet" href="([^"]+)"', page)
    assert stylesheets, "no stylesheet"
    up = "./" if language == urls.DEFAULT_LANGUAGE else "../"
    assert all(href.startswith(f"{up}assets/") for href in stylesheets), stylesheets
    rooted = [a for a in addresses if a.startswith("/") and not a.startswith("//")]
    assert rooted == []
    assert f'data-twohg-page="{urls.error_page(language)}"' in page
    # It says so in its language, and leads to the language's home and short links pages.
    assert f"<h1>{html.escape(LABELS[language]['not_found_title'])}</h1>" in page
    home = f"{up}{urls.language_prefix(language)}"
    assert f'href="{home}"' in page and f'href="{home}r/"' in page


def test_the_root_page_is_the_default_languages(built_site: Path) -> None:
    page = (built_site / urls.ERROR_PAGE).read_text(encoding="utf-8")
    assert _SITE_NAMES["en"] in page and _SITE_NAMES["ja"] not in page


def _status_and_page(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url) as response:  # noqa: S310 (the local server)
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")


@pytest.mark.parametrize(
    ("path", "language"),
    [("/es/rules/999.9z/", "es"), ("/ja/nothing", "ja"), ("/nothing/at/all/", "en"), ("/de/x", "en")],
)
def test_serve_sends_the_page_of_the_language_asked_for(base_url: str, path: str, language: str) -> None:
    status, page = _status_and_page(base_url + path)
    assert status == 404
    assert f'<html lang="{language}"' in page

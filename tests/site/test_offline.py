"""Offline after one visit: the precache manifests and the service worker."""

from __future__ import annotations

import json
from urllib.parse import urljoin

import pytest

from twohg.ingest.catalogue import LANGUAGES
from twohg.site import offline, urls

TEMPLATE = "const OFFLINE = /* twohg:offline */ null;\n"


def _listing(*extra: str) -> list[str]:
    pages = [
        "index.html",
        "sections/index.html",
        "sections/810/index.html",
        "sections/810/extra/index.html",
        "editions/index.html",
        "editions/cr-en-2010-06-18/index.html",
        "sources/index.html",
        "rules/810.1/index.html",
        "rules/606.6e/index.html",
    ]
    return [*pages, *(f"fr/{page}" for page in pages), *extra]


def _contents(listing: list[str]) -> dict[str, bytes]:
    return {path: f"<p>{path}</p>".encode() for path in listing}


def test_pages_of_a_language_are_its_entry_pages_sections_and_current_rules() -> None:
    listing = _listing()
    assert offline.page_urls(listing, "fr", ["810.1", "810.2"]) == [
        "fr/",
        "fr/sections/",
        "fr/sections/810/",
        "fr/editions/",
        "fr/sources/",
        "fr/rules/810.1/",
    ]
    assert offline.page_urls(listing, "en", ["810.1"])[:2] == ["./", "sections/"]


def test_shared_files_are_assets_without_maps_the_worker_scripts_and_the_index() -> None:
    index = json.dumps({"config": {"lang": ["en", "ja"]}, "docs": []}).encode()
    listing = [
        "assets/stylesheets/main.css",
        "assets/stylesheets/main.css.map",
        "assets/javascripts/lunr/tinyseg.js",
        "assets/javascripts/lunr/wordcut.js",
        "assets/javascripts/lunr/min/lunr.ja.min.js",
        "assets/javascripts/lunr/min/lunr.de.min.js",
        "assets/javascripts/lunr/min/lunr.multi.min.js",
        "assets/javascripts/lunr/min/lunr.stemmer.support.min.js",
        offline.SEARCH_INDEX,
        urls.OFFLINE_SCRIPT,
        "index.html",
    ]
    assert offline.shared_urls(listing, {offline.SEARCH_INDEX: index}.get) == [
        "assets/javascripts/lunr/min/lunr.ja.min.js",
        "assets/javascripts/lunr/min/lunr.multi.min.js",
        "assets/javascripts/lunr/min/lunr.stemmer.support.min.js",
        "assets/javascripts/lunr/tinyseg.js",
        "assets/stylesheets/main.css",
        urls.OFFLINE_SCRIPT,
        offline.SEARCH_INDEX,
    ]


def test_a_changed_file_changes_its_group_version_and_the_service_worker() -> None:
    listing = _listing()
    contents = _contents(listing)
    first = offline.offline_files(listing, contents.get, LANGUAGES[:1] + ("fr",), ["810.1"], TEMPLATE)
    assert first == offline.offline_files(listing, contents.get, LANGUAGES[:1] + ("fr",), ["810.1"], TEMPLATE)
    contents["fr/rules/810.1/index.html"] = b"<p>changed</p>"
    second = offline.offline_files(listing, contents.get, LANGUAGES[:1] + ("fr",), ["810.1"], TEMPLATE)
    assert second[urls.offline_manifest("en")] == first[urls.offline_manifest("en")]
    assert second[urls.offline_manifest("fr")] != first[urls.offline_manifest("fr")]
    assert second[urls.SERVICE_WORKER] != first[urls.SERVICE_WORKER]


def test_a_listed_file_that_cannot_be_read_is_an_error() -> None:
    with pytest.raises(FileNotFoundError, match="rules/810.1/index.html"):
        offline.group(["rules/810.1/"], {}.get)


def test_templates_must_hold_their_marker() -> None:
    with pytest.raises(ValueError, match="twohg:offline"):
        offline.service_worker("no marker", ["en"], offline.group([], {}.get), {"en": offline.group([], {}.get)})


def test_the_registration_script_finds_the_root_from_its_own_address() -> None:
    script = offline.register_script('new URL(/* twohg:root */ "..", src)')[urls.OFFLINE_SCRIPT]
    assert script == 'new URL("../", src)'
    assert urljoin("http://host/folder/offline/register.js", "../") == "http://host/folder/"

"""The JSON API's answer to "what does this number mean now": ``api/resolve/<n>.json`` and ``api/resolve.json``.

The rest of the API (the graph, each rule, the editions) is the export stage's
(`twohg.graph.export`); these documents read the site's `Resolver`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from twohg.graph.export import to_json
from twohg.ingest.catalogue import LANGUAGES
from twohg.site import urls
from twohg.site.pages.resolve import Meaning, Resolution, Resolver

RESOLVE_FORMAT = "twohg-resolve/1"


def _meaning(meaning: Meaning) -> dict[str, Any]:
    return {
        "summary": meaning.summary,
        "first": meaning.first,
        "last": meaning.last,
        "from": meaning.start.isoformat(),
        "until": meaning.until.isoformat() if meaning.until else None,
        "current": meaning.current,
        "now": list(meaning.now),
        "removed_in": meaning.removed_in,
        "removed": meaning.removed.isoformat() if meaning.removed else None,
    }


def resolution_json(resolution: Resolution) -> dict[str, Any]:
    """One number's resolution as JSON (without ``format``; the documents add it)."""
    number = resolution.number
    reused = resolution.reused
    return {
        "number": number,
        "external": resolution.external,
        "redirects": resolution.redirects,
        "meanings": [_meaning(m) for m in resolution.meanings],
        "reused": (
            {
                "section": reused.section,
                "title": reused.title,
                "since": reused.since.isoformat(),
                "since_edition": reused.since_edition,
                "exists": reused.exists,
            }
            if reused
            else None
        ),
        "page": {language: urls.rule_page(number, language) for language in LANGUAGES},
        "short_link": {language: urls.short_link(number, language) for language in LANGUAGES},
        "rule": urls.api_rule(number),
    }


def resolve_files(resolver: Resolver) -> Mapping[str, str]:
    """``api/resolve/<number>.json`` for every number, and all of them in ``api/resolve.json``, natural order."""
    out = {urls.api_resolve(r.number): to_json({"format": RESOLVE_FORMAT, **resolution_json(r)}) for r in resolver}
    out[urls.API_RESOLUTIONS] = to_json({"format": RESOLVE_FORMAT, "numbers": [resolution_json(r) for r in resolver]})
    return out

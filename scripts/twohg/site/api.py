"""The JSON API's answer to "what does this number mean": ``api/resolve/<n>.json`` and ``api/resolve.json``.

"Now" in the answers is the newest edition the site holds, which they name (``newest``).

The rest of the API (the graph, each rule, the editions) is the export stage's
(`twohg.graph.export`); these documents read the graph's `Resolver`.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from twohg.graph.export import to_json
from twohg.graph.resolver import Meaning, Resolution, Resolver
from twohg.ingest.catalogue import LANGUAGES
from twohg.site import urls

RESOLVE_FORMAT = "twohg-resolve/2"


def _meaning(meaning: Meaning, dates: Mapping[str, dt.date]) -> dict[str, Any]:
    now = meaning.now
    return {
        "summary": meaning.summary,
        "first": meaning.first,
        "last": meaning.last,
        "from": meaning.start.isoformat(),
        "until": meaning.last_date.isoformat(),
        "ended_by": meaning.ended_by,
        "ended": dates[meaning.ended_by].isoformat() if meaning.ended_by else None,
        "current": meaning.current,
        "now": list(now.numbers),
        "removed_in": now.removed_in,
        "removed": dates[now.removed_in].isoformat() if now.removed_in else None,
        "related": list(now.related),
    }


def resolution_json(resolution: Resolution, dates: Mapping[str, dt.date]) -> dict[str, Any]:
    """One number's resolution as JSON (without ``format``; the documents add it)."""
    number = resolution.number
    reused = resolution.reused
    return {
        "number": number,
        "external": resolution.external,
        "redirects": resolution.redirects,
        "meanings": [_meaning(m, dates) for m in resolution.meanings],
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


def newest_json(resolver: Resolver) -> dict[str, str]:
    """The edition every "now" of the answers means: the newest this site holds."""
    return {"edition": resolver.newest, "date": resolver.dates[resolver.newest].isoformat()}


def resolve_files(resolver: Resolver) -> Mapping[str, str]:
    """``api/resolve/<number>.json`` for every number, and all of them in ``api/resolve.json``, natural order."""
    dates, newest = resolver.dates, newest_json(resolver)
    out = {
        urls.api_resolve(r.number): to_json({"format": RESOLVE_FORMAT, "newest": newest, **resolution_json(r, dates)})
        for r in resolver
    }
    out[urls.API_RESOLUTIONS] = to_json(
        {"format": RESOLVE_FORMAT, "newest": newest, "numbers": [resolution_json(r, dates) for r in resolver]}
    )
    return out

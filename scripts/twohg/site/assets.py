"""What the build adds to the site beside the pages.

The vendored browser libraries (``site/vendor/``, each pinned in ``vendored.json``: version,
origin, SHA-256 of every file) and the site's own scripts (``site/static/``).
"""

from __future__ import annotations

import json

from twohg import files
from twohg.site import urls

#: The pinned facts of every vendored library: version, origin, SHA-256 of each file.
MANIFEST = "site/vendor/vendored.json"


def manifest() -> dict[str, dict[str, object]]:
    """The contents of ``vendored.json``."""
    loaded: dict[str, dict[str, object]] = json.loads(files.read_package_text(MANIFEST))
    return loaded


#: The site's own scripts and styles (in ``twohg/site/static/``): loaded on every page by
#: ``extra_javascript`` and ``extra_css`` in ``mkdocs.yml``, but ``autolink.js``, which only the
#: autolinker page loads, ``compare.js`` and ``compare.css``, which only the comparison page loads,
#: ``editions.js``, the timeline's filter, and ``renumbering.js``, which opens a linked edition's changes.
OWN_SCRIPTS = (
    "autolink.js",
    "card.js",
    "cardnames.js",
    "compare.css",
    "compare.js",
    "copy.js",
    "deckcheck.js",
    "editions.js",
    "language-switch.js",
    "preview.js",
    "print.js",
    "renumbering.js",
    "search.css",
    "search.js",
    "shortlink.js",
    "site.css",
)


def site_assets() -> dict[str, str]:
    """Every vendored file and own script, at its place in the site (``assets/vendor/mermaid/mermaid.min.js``)."""
    assets = {f"{urls.OWN_ASSETS}/{name}": files.read_package_text(f"site/static/{name}") for name in OWN_SCRIPTS}
    for library in manifest().values():
        pinned = library["files"]
        assert isinstance(pinned, dict)
        for relative in sorted(pinned):
            assets[f"{urls.VENDOR_ASSETS}/{relative}"] = files.read_package_text(f"site/vendor/{relative}")
    return assets

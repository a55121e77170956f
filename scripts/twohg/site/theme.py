"""The site's own CSS and JavaScript beside Material's: package files staged among the docs before MkDocs runs.

``mkdocs.yml`` loads them on every page (``extra_css``, ``extra_javascript``); they sit under
``assets/`` like the theme's files, so the offline precache takes them with the theme's.
"""

from __future__ import annotations

from twohg.site import urls

FILES = {
    urls.SITE_STYLESHEET: "site/static/site.css",
    urls.SITE_SCRIPT: "site/static/site.js",
}
"""Path in the site -> the file in the ``twohg`` package it is copied from."""

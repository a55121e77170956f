"""The languages of the site: those it is built in, and so those a source may be written in (default first)."""

from __future__ import annotations

LANGUAGES = ("en", "es", "fr", "ja")

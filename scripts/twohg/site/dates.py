"""Dates that never break: every ISO date in a page's text kept on one line (``2026-08-07``, not ``2026-`` / ``08-07``).

Browsers break a line after a hyphen, and a date broken in two reads as two numbers on a phone. The
`WholeDates` plugin puts each date of a page's article text in a ``twohg-nowrap`` span (``site.css``),
wherever the page's Markdown came from: generated pages, hand-written ones, reviewed prose. Code,
scripts and attributes are left as they are.
"""

from __future__ import annotations

import re
from typing import Any

from mkdocs.plugins import BasePlugin

#: A date as the site prints dates (ISO), not inside a longer number or word; its hyphens as typed or as the
#: entity source text is escaped with (``&#45;``).
_HYPHEN = r"(?:-|&#45;)"
_DATE_RE = re.compile(rf"(?<![\w-])(?<!&#45;)(\d{{4}}{_HYPHEN}\d{{2}}{_HYPHEN}\d{{2}})(?![\w-]|&#45;)")
#: A tag, or a comment.
_TAG_RE = re.compile(r"<!--.*?-->|<[^>]*>", re.DOTALL)
#: Elements whose text is not prose: left as it is.
_RAW = frozenset({"script", "style", "code", "pre", "textarea", "kbd", "samp"})
_NAME_RE = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)")


def whole_dates(page: str) -> str:
    """The HTML ``page`` with every date of its text in a ``<span class="twohg-nowrap">``."""
    out: list[str] = []
    at, raw = 0, 0
    for tag in _TAG_RE.finditer(page):
        text = page[at : tag.start()]
        out.append(text if raw else _DATE_RE.sub(r'<span class="twohg-nowrap">\1</span>', text))
        out.append(tag.group())
        at = tag.end()
        name = _NAME_RE.match(tag.group())
        if name and name[1].lower() in _RAW and not tag.group().endswith("/>"):
            raw += -1 if tag.group().startswith("</") else 1
            raw = max(raw, 0)
    rest = page[at:]
    out.append(rest if raw else _DATE_RE.sub(r'<span class="twohg-nowrap">\1</span>', rest))
    return "".join(out)


class WholeDates(BasePlugin):  # type: ignore[type-arg,no-untyped-call,unused-ignore]
    """Keeps every date of a page's article on one line (`whole_dates`)."""

    def on_page_content(self, html: str, page: Any, config: Any, files: Any) -> str:
        """The page's content with its dates whole."""
        return whole_dates(html)

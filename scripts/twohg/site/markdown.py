"""Safe Markdown for generated pages: source text made inert, titles, anchors and relative links.

Text read from the sources (and from the catalogue and reviewed files) never reaches MkDocs as
Markdown or HTML. `inline` HTML-escapes it and turns every ASCII punctuation character Markdown
or the enabled extensions could read as syntax into a numeric character reference, so the text
comes out of MkDocs as the same characters and nothing else: no tag, no link, no emphasis, no
attribute list, no list or heading, no critic mark. Page titles (which MkDocs and the theme put
into the page without escaping) go through `title`. Every page family builds on these.
"""

from __future__ import annotations

import html
import json
import posixpath
import re
from collections.abc import Iterable

# ASCII punctuation that Markdown, attr_list, tables, footnotes, abbr, def_list, admonition,
# details, superfences, tabbed and critic could read as syntax. ``&<>"'`` are HTML-escaped first.
_MARKDOWN_PUNCTUATION = frozenset("\\`*_{}[]()#+-.!|:~=^$%@/")
_HTML_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"}
# Only ASCII white space is collapsed: a no-break space (French ``Exemple :``) is kept, except
# at the ends, where Markdown would strip it anyway.
# Unicode line and paragraph separators would split lines in some readers, so they go too.
_SPACE_RE = re.compile(r"[ \t\r\n\f\v\x85\u2028\u2029]+")
_SLUG_RE = re.compile(r"[^a-z0-9]+")

#: Characters that never reach a page: C0 and C1 controls, DEL, non-characters, bidirectional overrides.
_CONTROL_RE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffe\uffff\u202a-\u202e\u2066-\u2069]")


def inline(text: str) -> str:
    """Source text as inert Markdown: one line that renders as exactly these characters (controls dropped)."""
    flat = _SPACE_RE.sub(" ", _CONTROL_RE.sub("", text)).strip()
    out = []
    for char in flat:
        if char in _HTML_ESCAPES:
            out.append(_HTML_ESCAPES[char])
        elif char in _MARKDOWN_PUNCTUATION:
            out.append(f"&#{ord(char)};")
        else:
            out.append(char)
    return "".join(out)


def marked(text: str, language: str) -> str:
    """Source text as inert Markdown, marked with the language it is written in (an English title on a French page)."""
    return f'<span lang="{language}">{inline(text)}</span>'


def title(text: str) -> str:
    """A page title for front matter, safe where MkDocs and the theme insert it unescaped.

    The navigation inserts the title as HTML; the ``<title>`` element passes it through
    ``striptags``, which decodes entities again, so angle brackets are replaced by look-alikes
    (‹ ›) before escaping: no form of ``<`` survives in any of the places the title goes.
    """
    flat = _SPACE_RE.sub(" ", _CONTROL_RE.sub("", text)).strip(" ").replace("<", "\u2039").replace(">", "\u203a")
    return json.dumps(html.escape(flat, quote=True), ensure_ascii=True)


DESCRIPTION_LENGTH = 160
"""The most characters of a page's meta description (search engines show about as many)."""


def description(text: str) -> str:
    """A page's meta description for front matter: one line of at most `DESCRIPTION_LENGTH` characters, quoted.

    Cut at a word with an ellipsis when longer; the template escapes it where it goes (an attribute).
    """
    flat = _SPACE_RE.sub(" ", _CONTROL_RE.sub("", text)).strip()
    if len(flat) > DESCRIPTION_LENGTH:
        flat = flat[: DESCRIPTION_LENGTH - 1].rsplit(" ", 1)[0].rstrip(" ,;:") + "…"
    return json.dumps(flat, ensure_ascii=True)


def front_matter(page_title: str, page_description: str = "") -> list[str]:
    """The front matter of a generated page: its title, made safe, and its meta description when given."""
    described = [f"description: {description(page_description)}"] if page_description.strip() else []
    return ["---", f"title: {title(page_title)}", *described, "---", ""]


def slug(text: str) -> str:
    """Lower-case letters, digits and ``-`` only, for anchors built from parsed values."""
    return _SLUG_RE.sub("-", text.lower()).strip("-") or "x"


def spans(lines: Iterable[int]) -> str:
    """Line numbers as compact ranges: ``1, 3–5, 9``."""
    numbers = sorted(set(lines))
    parts: list[str] = []
    start = previous = None
    for number in [*numbers, None]:
        if number is not None and previous is not None and number == previous + 1:
            previous = number
            continue
        if start is not None and previous is not None:
            parts.append(str(start) if start == previous else f"{start}–{previous}")
        start = previous = number
    return ", ".join(parts)


def relative(from_file: str, to_file: str, fragment: str = "") -> str:
    """A link from one generated Markdown file to another, relative, as MkDocs validates and rewrites it."""
    path = posixpath.relpath(to_file, posixpath.dirname(from_file) or ".")
    return f"{path}#{fragment}" if fragment else path


def link(label: str, from_file: str, to_file: str, fragment: str = "") -> str:
    """A Markdown link whose label is already inert Markdown (from `inline` or our own words)."""
    return f"[{label}]({relative(from_file, to_file, fragment)})"


class Anchors:
    """Hands out unique anchors within one page."""

    def __init__(self) -> None:
        """Start with no anchor taken."""
        self._taken: set[str] = set()

    def __call__(self, wanted: str) -> str:
        """``wanted``, or ``wanted-2``, ``wanted-3``... when it is taken."""
        anchor, count = wanted, 1
        while anchor in self._taken:
            count += 1
            anchor = f"{wanted}-{count}"
        self._taken.add(anchor)
        return anchor


def diff_lines(words: Iterable[tuple[str, str]]) -> list[str]:
    """A word diff as one Markdown paragraph: deleted words struck through, inserted words underlined.

    The words are source text, escaped by `inline`; the paragraph is marked English and styled as a diff.
    """
    parts: list[str] = []
    for op, text in words:
        shown = inline(text)
        if not shown:
            continue
        if op == "delete":
            parts.append(f"<del>{shown}</del>")
        elif op == "insert":
            parts.append(f"<ins>{shown}</ins>")
        else:
            parts.append(shown)
    return [" ".join(parts), "{: .twohg-diff lang=en }"]

"""The built site makes no request to any other host: a scan of everything it serves, and a policy in every page.

A hand-written page with a remote image, a Mermaid diagram (which the theme would fetch Mermaid
for from a CDN), a stylesheet importing a web font or a script calling an analytics service would
make every reader's browser ask another host. After the build:

- `foreign_requests` reads every HTML, CSS and JavaScript file of the site for requests to other
  hosts: attributes that fetch (``src``, ``srcset``, ``<link href>``, ``poster``, ``data``, a
  refresh), CSS ``url()`` and ``@import`` (in files, ``<style>`` and ``style=""``), and URLs that
  open a string in a script; a page that draws a diagram without the vendored Mermaid, or shows
  a repository's facts (which the theme fetches from its forge), is one too. Each is reported at
  its page and line, and the build fails (`twohg.site.build`).
- `with_policy` puts a Content-Security-Policy ``<meta>`` first in every page's ``<head>``: scripts,
  styles, images, fonts, connections and workers from the site itself only, inline scripts only
  when their SHA-256 is listed, no plugins, no ``<base>`` or form elsewhere. A mistake the scan
  missed still cannot reach another host.

A few URLs in the theme's own bundle are never requested by this site, each for a reason the
scan checks (`KNOWN_URLS`); XML namespace names are identifiers, never fetched (`NAMESPACES`).
"""

from __future__ import annotations

import base64
import fnmatch
import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from html.parser import HTMLParser

from twohg.site import urls

NAMESPACES = frozenset(
    {
        "http://www.w3.org/1999/xhtml",
        "http://www.w3.org/2000/svg",
        "http://www.w3.org/1999/xlink",
        "http://www.w3.org/1998/Math/MathML",
        "http://www.w3.org/XML/1998/namespace",
        "http://www.w3.org/2000/xmlns/",
    }
)
"""XML namespace names: scripts name them to make SVG and MathML elements, no browser fetches them."""

THEME_BUNDLE = "assets/javascripts/bundle.*.min.js"
"""mkdocs-material's script (pinned in pyproject.toml)."""

KNOWN_URLS: tuple[tuple[str, str, str], ...] = (
    (
        THEME_BUNDLE,
        "https://unpkg.com/mermaid@",
        "fetched only by a page with a diagram and no Mermaid of its own: every page with a diagram loads "
        "the vendored one (checked here)",
    ),
    (
        THEME_BUNDLE,
        "https://unpkg.com/resize-observer-polyfill",
        "fetched only by a browser without ResizeObserver (none since 2020); the policy blocks it",
    ),
    (
        THEME_BUNDLE,
        "https://api.github.com/",
        "repository facts, fetched only by a page showing a repository (checked here: mkdocs.yml names none)",
    ),
    (
        THEME_BUNDLE,
        "https://${",
        "a GitLab repository's facts, fetched only by a page showing a repository (checked here)",
    ),
    (
        f"{urls.VENDOR_ASSETS}/mermaid/mermaid.min.js",
        "//${N.authority}",
        "the path of a file: URI in the diagram parser's URI library (vscode-uri), never fetched",
    ),
)
"""(file pattern, URL prefix, why it is never requested) for the URLs the theme and the vendored
libraries hold (both pinned: a new version is checked again)."""

#: ``rel`` values of a ``<link>`` that the browser does not fetch.
_NOT_FETCHED_RELS = frozenset({"canonical", "alternate", "prev", "next", "author", "license", "help", "bookmark"})

#: Attributes that make a browser fetch what they name, on any element.
_FETCHING = frozenset({"src", "poster", "data", "background", "lowsrc", "ping"})

_SCHEME_RE = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.\-]*):")
_SAME_ORIGIN_SCHEMES = frozenset({"data", "blob", "about"})


def is_foreign(url: str) -> bool:
    """True when fetching ``url`` from a page of the site would ask another host (or a local file)."""
    url = url.strip()
    if url.startswith(("//", "\\\\", "/\\", "\\/")):
        return True
    scheme = _SCHEME_RE.match(url)
    return scheme is not None and scheme[1].lower() not in _SAME_ORIGIN_SCHEMES


@dataclass(frozen=True)
class Request:
    """A request to another host found in a file of the site."""

    line: int
    """The line of the file it is on (1-based)."""
    what: str
    """What makes it, in words: ``<img src="https://...">``."""
    url: str
    """The URL asked for."""


_CSS_COMMENT_RE = re.compile(r"/\*.*?\*/", re.DOTALL)
_CSS_URL_RE = re.compile(r"""url\(\s*(?P<quote>['"]?)(?P<url>.*?)(?P=quote)\s*\)""", re.IGNORECASE | re.DOTALL)
_CSS_IMPORT_RE = re.compile(r"""@import\s+(?P<quote>['"])(?P<url>.*?)(?P=quote)""", re.IGNORECASE)


def _line_at(text: str, offset: int, first_line: int) -> int:
    return first_line + text.count("\n", 0, offset)


def css_requests(text: str, first_line: int = 1) -> list[Request]:
    """The requests to other hosts in a stylesheet: ``url(...)`` and ``@import``, comments left out."""
    plain = _CSS_COMMENT_RE.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)
    found = []
    for pattern, what in ((_CSS_URL_RE, "url()"), (_CSS_IMPORT_RE, "@import")):
        for match in pattern.finditer(plain):
            if is_foreign(match["url"]):
                found.append(Request(_line_at(plain, match.start(), first_line), f"CSS {what}", match["url"].strip()))
    return found


#: A URL that opens a string in a script: ``"https://...``, ``'//host/...``, ```https://${host}``,
#: ``"https:\/\/host"`` (an escaped slash is a slash).
_JS_URL_RE = re.compile(r"""["'`](?P<url>(?:[a-zA-Z][a-zA-Z0-9+.\-]*:)?(?:/|\\/){2}[^"'`\s]*)""")
_JS_SCHEMES = frozenset({"http", "https", "ftp", "ws", "wss"})


def _js_host(url: str) -> str:
    rest = url.replace("\\/", "/").split("//", 1)[1]
    return re.split(r"[/?#\\]", rest, maxsplit=1)[0]


def js_requests(text: str, path: str = "", first_line: int = 1) -> list[Request]:
    """The URLs of other hosts that open a string in a script (a string that only mentions one is text).

    A string that holds no host (``"http://"`` to build one, ``"//comment"``) is not one; XML
    namespace names and the URLs the theme and the vendored libraries hold for reasons of their
    own (`KNOWN_URLS`, for the file at ``path``) are left out.
    """
    allowed = [prefix for pattern, prefix, _ in KNOWN_URLS if fnmatch.fnmatch(path, pattern)]
    found = []
    for match in _JS_URL_RE.finditer(text):
        url = match["url"]
        scheme = _SCHEME_RE.match(url)
        if scheme is not None and scheme[1].lower() not in _JS_SCHEMES:
            continue
        host = _js_host(url)
        if not host or not (host.startswith(("${", "[")) or "." in host or ":" in host or host == "localhost"):
            continue
        if url in NAMESPACES or any(url.startswith(prefix) for prefix in allowed):
            continue
        found.append(Request(_line_at(text, match.start("url"), first_line), "a script's string", url))
    return found


def _srcset(value: str) -> list[str]:
    return [candidate.strip().split()[0] for candidate in value.split(",") if candidate.strip()]


_REFRESH_RE = re.compile(r"url\s*=\s*['\"]?(?P<url>[^'\"\s;]+)", re.IGNORECASE)
_SCRIPT_TYPES = frozenset({"", "text/javascript", "module", "application/javascript"})


class _PageScan(HTMLParser):
    """Every request to another host an HTML page makes, with its line; and what the scan must know of the page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[Request] = []
        self.diagrams: list[int] = []
        self.repositories: list[int] = []
        self.scripts: list[str] = []
        self._inline: tuple[str, int] | None = None

    def _add(self, what: str, url: str) -> None:
        if is_foreign(url):
            self.found.append(Request(self.getpos()[0], what, url.strip()))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        line = self.getpos()[0]
        for name, value in values.items():
            if name in _FETCHING or (name in ("href", "xlink:href") and tag in ("image", "use", "feimage", "script")):
                self._add(f"<{tag} {name}>", value)
            elif name in ("srcset", "imagesrcset"):
                for url in _srcset(value):
                    self._add(f"<{tag} {name}>", url)
            elif name == "style":
                self.found += [Request(line, f"<{tag} style> {r.what}", r.url) for r in css_requests(value, line)]
        if tag == "link" and not set(values.get("rel", "").lower().split()) <= _NOT_FETCHED_RELS:
            self._add(f'<link rel="{values.get("rel", "")}" href>', values.get("href", ""))
        if tag == "base":
            self._add("<base href>", values.get("href", ""))
        if tag == "meta" and values.get("http-equiv", "").lower() == "refresh":
            refresh = _REFRESH_RE.search(values.get("content", ""))
            if refresh:
                self._add("<meta http-equiv=refresh>", refresh["url"])
        if "mermaid" in values.get("class", "").split():
            self.diagrams.append(line)
        if values.get("data-md-component") == "source":
            self.repositories.append(line)
        if tag == "script":
            if values.get("src"):
                self.scripts.append(values["src"])
            elif values.get("type", "").lower() in _SCRIPT_TYPES:
                self._inline = ("script", line)
        if tag == "style":
            self._inline = ("style", line)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._inline = None

    def handle_data(self, data: str) -> None:
        if self._inline is None:
            return
        kind, line = self._inline
        found = css_requests(data, line) if kind == "style" else js_requests(data, "", line)
        self.found += [Request(r.line, f"<{kind}> {r.what}", r.url) for r in found]


#: An attribute value that could name another host: a scheme, ``//`` or a character reference in it. ``&amp;``
#: (a query's separator, in every link to a dated rule) stands for ``&`` alone, which names no host.
_SUSPECT_VALUE_RE = re.compile(
    r"""=\s*(?:"[^"]*?(?::|//|&(?!amp;))|'[^']*?(?::|//|&(?!amp;))|[^\s>"']*?(?::|//|&(?!amp;)))"""
)
_NAME_BEFORE_RE = re.compile(r"([A-Za-z:\-]+)\s*$")
_FETCHING_NAMES = frozenset({"src", "srcset", "imagesrcset", "poster", "data", "background", "lowsrc", "ping", "href"})
_FETCHING_NAMES |= {"xlink:href", "content"}
_STYLE_RE = re.compile(r"<[Ss][Tt][Yy][Ll][Ee]|[Ss][Tt][Yy][Ll][Ee]\s*=")
_REPOSITORY_RE = re.compile(r"""data-md-component\s*=\s*["']?source""")
#: Tags that name an address without fetching it, exactly as the theme writes them (the page's public address
#: and its translations, its description): the cheap look skips them, anything more in the tag is looked at.
_UNFETCHED_TAG_RE = re.compile(
    r"""<link rel="(?:canonical|alternate)"(?: (?:href|hreflang)="[^"<>&]*")+>"""
    r"""|<meta name="description" content="[^"<>]*">"""
    # The page's own policy (`with_policy`): directives of the site itself, hashes and ``data:`` only.
    r"""|<meta http-equiv="Content-Security-Policy" content="[a-z-]+(?: (?:'[A-Za-z0-9+/=-]+'|data:))*"""
    r"""(?:; [a-z-]+(?: (?:'[A-Za-z0-9+/=-]+'|data:))*)*">"""
)


def _may_request(text: str) -> bool:
    """False when a page surely makes no request elsewhere (a cheap look before parsing it).

    It does not when it has no attribute that fetches with a value that could name another host,
    no style (element or attribute), no diagram, no repository and no script string opening with a
    URL (XML namespace names aside).
    """
    if "mermaid" in text or _REPOSITORY_RE.search(text) or _STYLE_RE.search(text):
        return True
    text = _UNFETCHED_TAG_RE.sub("", text)
    for match in _SUSPECT_VALUE_RE.finditer(text):
        name = _NAME_BEFORE_RE.search(text, max(0, match.start() - 40), match.start())
        if name is not None and name[1].lower() in _FETCHING_NAMES:
            return True
    return any(match["url"] not in NAMESPACES for match in _JS_URL_RE.finditer(text))


def page_requests(text: str) -> list[Request]:
    """The requests to other hosts a page makes (see the module's documentation), in line order."""
    if not _may_request(text):
        return []
    scan = _PageScan()
    scan.feed(text)
    scan.close()
    found = list(scan.found)
    if scan.diagrams and not any(src.endswith(urls.MERMAID_SCRIPT) for src in scan.scripts):
        found.append(
            Request(scan.diagrams[0], "a Mermaid diagram without the vendored Mermaid", "https://unpkg.com/mermaid@")
        )
    facts = "a repository's facts (repo_url in mkdocs.yml)"
    found += [Request(line, facts, "https://api.github.com/") for line in scan.repositories]
    return sorted(found, key=lambda r: r.line)


def foreign_requests(path: str, text: str) -> list[Request]:
    """The requests to other hosts a file of the site makes, by its kind (``.html``, ``.css``, ``.js``)."""
    if path.endswith(".html"):
        return page_requests(text)
    if path.endswith(".css"):
        return css_requests(text)
    if path.endswith((".js", ".mjs")):
        return js_requests(text, path)
    return []


# --- the policy -------------------------------------------------------------------------------------------

_INLINE_SCRIPT_RE = re.compile(r"<script(?P<attrs>(?:\s[^>]*)?)>(?P<body>.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
_TYPE_RE = re.compile(r"""\btype\s*=\s*["']?(?P<type>[^"'\s>]*)""", re.IGNORECASE)
_SRC_RE = re.compile(r"\bsrc\s*=", re.IGNORECASE)
_HEAD_RE = re.compile(r"<head(?:\s[^>]*)?>", re.IGNORECASE)
_DOCTYPE_RE = re.compile(r"\s*<!doctype[^>]*>", re.IGNORECASE)
_CHARSET_RE = re.compile(r"<meta\s+charset=[\"']?utf-8[\"']?\s*/?>", re.IGNORECASE)

POLICY_NAME = "Content-Security-Policy"


def inline_script_hashes(page: str) -> list[str]:
    """The CSP sources (``'sha256-...'``) of every inline script the page runs, in order, each once."""
    hashes: dict[str, None] = {}
    for match in _INLINE_SCRIPT_RE.finditer(page):
        attrs = match["attrs"]
        kind = _TYPE_RE.search(attrs)
        if _SRC_RE.search(attrs) or (kind is not None and kind["type"].lower() not in _SCRIPT_TYPES):
            continue
        digest = base64.b64encode(hashlib.sha256(match["body"].encode("utf-8")).digest()).decode("ascii")
        hashes[f"'sha256-{digest}'"] = None
    return list(hashes)


def policy(script_hashes: Sequence[str]) -> str:
    """The page's Content-Security-Policy: the site itself only, inline scripts by hash."""
    scripts = " ".join(["'self'", *script_hashes])
    return "; ".join(
        [
            "default-src 'self'",
            f"script-src {scripts}",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data:",
            "font-src 'self' data:",
            "connect-src 'self'",
            "worker-src 'self'",
            "manifest-src 'self'",
            "media-src 'self'",
            "frame-src 'none'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
        ]
    )


def _policy_meta(page: str) -> str:
    """The page's policy element: its inline scripts' hashes in it."""
    return f'<meta http-equiv="{POLICY_NAME}" content="{policy(inline_script_hashes(page))}">'


def has_policy(page: str) -> bool:
    """True when the page has its own policy already, with every inline script it runs (`with_policy`).

    Another policy, the page's own, does not count: browsers enforce each policy a page has, this one too.
    """
    return _policy_meta(page) in page


def with_policy(page: str) -> str:
    """The page with its policy as the first element of its ``<head>`` (after ``<meta charset>``).

    Placed before every script and stylesheet, it governs them all; a page without a ``<head>``
    tag gets one.
    """
    meta = _policy_meta(page)
    charset = _CHARSET_RE.search(page)
    head = _HEAD_RE.search(page)
    if charset is not None and (head is None or charset.start() >= head.end()):
        return page[: charset.end()] + meta + page[charset.end() :]
    if head is not None:
        return page[: head.end()] + meta + page[head.end() :]
    doctype = _DOCTYPE_RE.match(page)
    at = doctype.end() if doctype else 0
    return page[:at] + f"<head>{meta}</head>" + page[at:]

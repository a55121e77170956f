"""Inline markup of the source documents (Markdown emphasis, links, escapes, BBCode), removed."""

from __future__ import annotations

import re

_LINK_RE = re.compile(r"\[(?P<text>[^\[\]]*)\]\((?P<url>[^()\s]*)\)")
_AUTOLINK_RE = re.compile(r"<(?P<url>https?://[^<>\s]+)>")
_EMPHASIS_RE = re.compile(r"(?<![\w*])(\*{1,3}|_{1,3})(?=\S)|(?<=\S)(\*{1,3}|_{1,3})(?![\w*])")
_ESCAPE_RE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!$])")
_HEADING_RE = re.compile(r"^#{1,6}\s+")
_HTML_SUP_RE = re.compile(r"</?sup>")


def strip_markdown(text: str) -> str:
    """Plain text of one Markdown paragraph: headings, emphasis, links and escapes removed."""
    text = _HEADING_RE.sub("", text.strip())
    text = _LINK_RE.sub(lambda m: m["url"] if m["text"].startswith("http") else m["text"], text)
    text = _AUTOLINK_RE.sub(lambda m: m["url"], text)
    text = _HTML_SUP_RE.sub("", text)
    text = text.replace("***", "").replace("**", "")
    text = _EMPHASIS_RE.sub("", text)
    text = _ESCAPE_RE.sub(lambda m: m[1], text)
    return " ".join(text.split())


def is_fully_emphasised(text: str) -> bool:
    """True when a whole Markdown paragraph is bold or italic (``**Question?**``)."""
    body = _HEADING_RE.sub("", text.strip())
    return bool(re.fullmatch(r"(\*{1,3}|_{1,3})[^*_].*?\1", body))


def is_heading(text: str) -> bool:
    """True when a Markdown paragraph is an ATX heading (``### ...``)."""
    return bool(_HEADING_RE.match(text.strip()))


def squeeze(text: str) -> str:
    """Collapse runs of white space to one space and trim the ends."""
    return " ".join(text.split())

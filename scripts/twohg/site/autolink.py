"""The autolinker: a forum post with every rule number linked to its short link, old numbers annotated.

Numbers are found as the site's pages find them (`twohg.citing.number_spans`: citing
phrases such as "rule 805" or "regla 810.4", and bare dotted numbers such as 606.6e). A number
that some edition had is linked to ``r/<number>/``; one that is no longer in force under that
number gets what it is in the newest edition the site holds ("606.6e (in the edition of
2026-04-17: 805.2 / 805.4b / 805.4c / 805.5a)"). With the post's date, a number is read as
the edition in force then had it (a 2010 post's 810.10 is the newest edition's 810.11); a
number no edition had, or not a 2HG rule on that date, is left as written and flagged.

A card named as forums write it, ``[[Card Name]]`` or ``[c]Card Name[/c]`` (in prose, not in code or a link), is
linked to the card view (``cards/view/#<address>``) when the card data has that name, in any of its four
languages, misspelt or not (`twohg.site.search.cardnames`); else it is left as written and flagged. The brackets
go: the link shows the name as written.
"""

from __future__ import annotations

import bisect
import datetime as dt
import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal
from urllib.parse import urlsplit

from twohg.citing import number_spans
from twohg.profiles import LABELS
from twohg.site import urls

if TYPE_CHECKING:
    from twohg.resolved import Meaning, Numbers, Resolution

Format = Literal["markdown", "bbcode", "html"]
FORMATS: tuple[Format, ...] = ("markdown", "bbcode", "html")


@dataclass(frozen=True)
class Found:
    """One number found in a post, and what the autolinker made of it."""

    line: int
    """The line of the post it is on (1-based)."""
    printed: str
    """The number as printed."""
    number: str
    """The number, normalised."""
    resolution: Resolution | None
    """What the number means, or None when no edition had it."""
    meaning: Meaning | None
    """The meaning read (in force on the post's date, else the latest)."""
    note: str
    """The annotation added after the link ("in the edition of 2026-04-17: 805.2 / 805.4b"), or ``""``."""
    problem: str
    """Why the number was left as written ("no edition had a rule 810.99"), or ``""``."""
    card: str = ""
    """For a card named in brackets (`CARD_REF_RE`): the address of the card linked, ``""`` when none was found."""

    @property
    def linked(self) -> bool:
        """True when the number got a link."""
        return not self.problem


def _note(resolver: Numbers, found_meaning: Meaning | None, number: str, language: str) -> str:
    labels = LABELS[language]
    if found_meaning is None or found_meaning.now.numbers == (number,):
        return ""
    now, newest = found_meaning.now, resolver.dates[resolver.newest].isoformat()
    if now.numbers:
        return labels["link_now"].format(numbers=" / ".join(now.numbers), date=newest)
    if now.removed_in is not None:
        removed = labels["link_removed"].format(date=resolver.dates[now.removed_in].isoformat())
        carried = now.carried
        if carried is not None and carried.now.numbers:
            since = resolver.dates[carried.since].isoformat()
            return labels["link_carried"].format(removed=removed, numbers=" / ".join(carried.now.numbers), since=since)
        if carried is not None and carried.now.removed_in is not None:
            ended = resolver.dates[carried.now.removed_in].isoformat()
            return labels["link_carried_gone"].format(removed=removed, number=carried.number, ended=ended)
        if now.related:
            return labels["link_related"].format(removed=removed, numbers=" / ".join(now.related), date=newest)
        return removed
    return ""


def not_then(resolver: Numbers, number: str, date: dt.date, language: str) -> str:
    """Why ``number`` is no 2HG rule on ``date``.

    The other part of the rulebook its section held then, and where the content it has later (or had before) stood.
    """
    labels = LABELS[language]
    then = resolver.then(number, date)
    said = date.isoformat()
    if then is not None and then.other is not None:
        problem = labels["link_then_other"].format(
            number=number, section=then.other.section, title=then.other.title, date=said
        )
    else:
        problem = labels["link_not_then"].format(number=number, date=said)
    if then is not None and then.held_by:
        key = "then_later" if then.later else "then_earlier"
        problem += ("。" if language == "ja" else "; ") + labels[key].format(
            number=number, numbers=" / ".join(then.held_by)
        )
    return problem


def read_number(resolver: Numbers, printed: str, line: int, language: str, date: dt.date | None = None) -> Found:
    """What one printed number means (as of ``date`` when given)."""
    labels = LABELS[language]
    resolution = resolver.find(printed)
    if resolution is None:
        number = printed.strip().rstrip(".")
        section = number[:3]
        nearest = [n for n in resolver.nearest(printed) if n.startswith(section)]
        problem = labels["link_unknown"].format(number=number)
        if nearest:
            problem += ". " + labels["short_nearest"].format(numbers=", ".join(nearest))
        return Found(line, printed, number, None, None, "", problem)
    if resolution.external:
        return Found(line, printed, resolution.number, resolution, None, "", "")
    meaning = resolver.at(resolution.number, date) if date is not None else resolution.latest
    if meaning is None and date is not None:
        return Found(
            line,
            printed,
            resolution.number,
            resolution,
            None,
            "",
            not_then(resolver, resolution.number, date, language),
        )
    return Found(
        line, printed, resolution.number, resolution, meaning, _note(resolver, meaning, resolution.number, language), ""
    )


#: A card named as forums write it: ``[[Card Name]]`` (Reddit, Discord), ``[c]Card Name[/c]`` (MTG Salvation).
#: The page runs the same pattern (``static/autolink.js``, `browser_markup_patterns`).
CARD_REF_RE = re.compile(r"\[\[([^\[\]\n]{1,150})\]\]|\[c\]([^\[\]\n]{1,150})\[/c\]", re.IGNORECASE)


def card_refs(line: str) -> list[tuple[int, int, str]]:
    """The cards a line names in brackets: (start, end, the name as written, trimmed)."""
    return [(m.start(), m.end(), (m[1] or m[2]).strip()) for m in CARD_REF_RE.finditer(line) if (m[1] or m[2]).strip()]


def _in_markup(markup: list[tuple[int, int]], starts: list[int], at: int) -> bool:
    """Whether offset ``at`` of the post lies in one of its markup spans (`markup_spans`)."""
    before_it = bisect.bisect_right(starts, at) - 1
    return before_it >= 0 and at < markup[before_it][1]


def _link(shown: str, url: str, note: str, fmt: Format) -> str:
    suffix = f" ({note})" if note else ""
    if fmt == "markdown":
        return f"[{shown}]({url}){suffix}"
    if fmt == "bbcode":
        return f"[url={url}]{shown}[/url]{suffix}"
    return f'<a href="{html.escape(url)}">{html.escape(shown)}</a>{html.escape(suffix)}'


#: What a base address may be made of: the characters of a URL that need no quoting in Markdown,
#: BBCode or an HTML attribute (no space, quote, angle bracket, parenthesis or square bracket).
_BASE_CHARACTERS_RE = re.compile(r"[A-Za-z0-9\-._~:/@!$&*+,;=%]*")
_SCHEME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:")


def check_base(base: str) -> str:
    """The base address of the links, ending in ``/``: an http(s) URL or a path on the site; ValueError otherwise.

    ``https://2hg.example/``, ``/rules/`` and ``../`` are bases; ``javascript:...``, ``data:...``,
    ``//elsewhere/`` (another host, whatever the page's scheme), a query, a fragment, white space
    or quotes are not: the base goes into every link the post gets.
    """
    if not base:
        return ""
    if _SCHEME_RE.match(base):
        parts = urlsplit(base)
        if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
            raise ValueError(f"{base!r} is not an http(s) address with a host, nor a path on the site")
    elif base.startswith("//"):
        raise ValueError(f"{base!r} names another host without a scheme: write https:{base}")
    if not _BASE_CHARACTERS_RE.fullmatch(base):
        raise ValueError(f"{base!r} holds characters a link address may not (spaces, quotes, brackets, ? or #)")
    return base if base.endswith("/") else base + "/"


#: What a post holds that is not prose, where a number is never linked (a link there breaks the post):
#: code (backticks, a fenced or indented block, ``<code>``, ``[code]``), an existing link (``[text](url)``, its
#: text in brackets too: ``[[810.4]](url)``, ``<a>``, ``[url]``, a reference and its definition), an address
#: (``https://...``, ``www....``, with parentheses inside: ``.../Magic_(game)#810.4``), an image, and
#: any HTML or BBCode tag with its attributes. A paired kind (``tick``, ``html``, ``bbcode``) covers
#: everything up to its closing tag (`_CLOSERS`), when there is one. Every alternative stops at the next
#: bracket of its own kind, so finding them all takes time linear in the post's length.
_MARKUP_RE = re.compile(
    r"(?P<tick>`+)"
    r"|<(?P<html>a|code|pre|kbd|samp|script|style|textarea)\b[^<>]*>"
    r"|\[(?P<bbcode>url|img|code|email|noparse)(?:=[^\[\]\n]*)?\]"
    r"|<[A-Za-z!/?][^<>]*>"
    r"|!?\[(?:[^\[\]\n]|\[[^\[\]\n]*\])*\](?:\([^()\[\] \t\n\r\f\v]*\)|\[[^\[\]\n]*\])"
    r"|\[/?[A-Za-z*][A-Za-z0-9*]*(?:=[^\[\]\n]*)?\]"
    r"|^ {0,3}\[[^\[\]\n]+\]:[^\n]*"
    r"|(?:https?|ftp)://(?:[^<>\"'()\[\] \t\n\r\f\v]|\([^<>\"'()\[\] \t\n\r\f\v]*\))*"
    r"|www\.(?:[^<>\"'()\[\] \t\n\r\f\v]|\([^<>\"'()\[\] \t\n\r\f\v]*\))+",
    re.IGNORECASE | re.MULTILINE | re.ASCII,
)
#: The closing tag of each paired kind of `_MARKUP_RE`, from its opening one.
_CLOSERS: dict[str, Callable[[str], str]] = {
    "tick": lambda opening: f"(?<!`){opening}(?!`)",
    "html": lambda opening: r"</" + re.escape(opening) + r"[ \t\n\r\f\v]*>",
    "bbcode": lambda opening: r"\[/" + re.escape(opening) + r"\]",
}
#: The opening or closing line of a fenced code block (three or more backticks or tildes).
_FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})([^\n]*)$", re.MULTILINE)


def _fenced_blocks(text: str) -> list[tuple[int, int]]:
    """The fenced code blocks of a post, from their opening line to their closing one (or the post's end)."""
    blocks: list[tuple[int, int]] = []
    opened: tuple[int, str] | None = None
    for match in _FENCE_RE.finditer(text):
        fence = match[1]
        if opened is None:
            opened = (match.start(), fence)
        elif fence[0] == opened[1][0] and len(fence) >= len(opened[1]) and not match[2].strip():
            blocks.append((opened[0], match.end()))
            opened = None
    if opened is not None:
        blocks.append((opened[0], len(text)))
    return blocks


def _indented_blocks(text: str, fenced: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The indented code blocks of a post, outside its fenced ones (``static/autolink.js`` alike).

    Lines indented by four spaces or a tab after a blank line (or at the start), with the blank lines between
    them: Markdown's code, where a number is left as written.
    """
    blocks: list[tuple[int, int]] = []
    fences = iter([*fenced, (len(text) + 1, len(text) + 1)])
    fence = next(fences)
    start = end = -1
    blank_before = True
    at = 0
    for line in text.split("\n"):
        after = at + len(line)
        while fence[1] <= at:
            fence = next(fences)
        inside = fence[0] <= at
        blank = not line.strip()
        indented = not blank and not inside and line.startswith(("    ", "\t"))
        if start >= 0 and (indented or (blank and not inside)):
            end = after if indented else end
        elif indented and blank_before:
            start, end = at, after
        elif start >= 0:
            blocks.append((start, end))
            start = -1
        blank_before = blank
        at = after + 1
    if start >= 0:
        blocks.append((start, end))
    return blocks


def markup_spans(text: str) -> list[tuple[int, int]]:
    """Where a post is not prose (`_MARKUP_RE`, fenced blocks), as sorted (start, end) offsets.

    The autolinker page finds the same spans in the same way (``static/autolink.js``, with
    `browser_markup_patterns`); inline code ends on its own line.
    """
    fenced = _fenced_blocks(text)
    spans = sorted(fenced + _indented_blocks(text, fenced))
    blocks = iter(spans + [(len(text) + 1, len(text) + 1)])
    block = next(blocks)
    found: list[tuple[int, int]] = []
    # The last search for each closing tag: (from, where it was found or -1, its end). A later search
    # from further on reuses it while it still lies ahead, so no closing tag is looked for twice.
    searched: dict[str, tuple[int, int, int]] = {}
    position = 0
    while (match := _MARKUP_RE.search(text, position)) is not None:
        while block[1] <= match.start():
            block = next(blocks)
        if block[0] <= match.start():
            position = block[1]
            continue
        end = match.end()
        kind = match.lastgroup
        if kind in _CLOSERS:
            opening = match[kind]
            key = f"{kind}:{opening.lower()}"
            known = searched.get(key)
            if known is None or known[0] > match.end() or (0 <= known[1] < match.end()):
                closing = re.compile(_CLOSERS[kind](opening), re.IGNORECASE | re.ASCII).search(text, match.end())
                known = (match.end(), closing.start(), closing.end()) if closing else (match.end(), -1, -1)
                searched[key] = known
            line_end = text.find("\n", match.end())
            if known[1] >= 0 and (kind != "tick" or line_end < 0 or known[1] < line_end):
                end = known[2]
        found.append((match.start(), end))
        position = max(end, match.start() + 1)
    return sorted(found + spans)


def browser_markup_patterns() -> dict[str, str]:
    """The patterns of `markup_spans` as JavaScript regular expressions (the autolinker page runs them)."""
    return {
        "markup": _MARKUP_RE.pattern.replace("(?P<", "(?<"),
        "card": CARD_REF_RE.pattern,
        "fence": _FENCE_RE.pattern,
        **{f"closer_{kind}": make("OPENING") for kind, make in _CLOSERS.items()},
    }


def autolink(
    text: str,
    resolver: Numbers,
    *,
    fmt: Format = "markdown",
    base: str = "",
    language: str = urls.DEFAULT_LANGUAGE,
    date: dt.date | None = None,
    find_card: Callable[[str], str | None] | None = None,
) -> tuple[str, list[Found]]:
    """The post with every known number linked (``base`` + ``r/<number>/``, in ``language``), and what was found.

    In ``html`` the rest of the text is escaped and line breaks become ``<br>``; Markdown and BBCode
    keep the text as written. ``base`` is checked (`check_base`): ValueError when it is no address.
    ``find_card(name)`` gives the address of the card a bracketed name names (None when none): without it,
    bracketed names stay as written.
    """
    base = check_base(base)
    out_lines: list[str] = []
    found: list[Found] = []
    markup = markup_spans(text)
    starts = [start for start, _ in markup]
    offset = 0
    for index, line in enumerate(text.split("\n"), start=1):
        pieces: list[str] = []
        position = 0
        # A bracketed card name in prose ("[c]" is a tag: its name is read from just after it); the numbers
        # inside one are part of the name.
        refs = [
            ref
            for ref in (card_refs(line) if find_card is not None else [])
            if not _in_markup(markup, starts, offset + ref[0] + (3 if line[ref[0] + 1] in "cC" else 0))
        ]
        named = [(start, end) for start, end, _ in refs]
        items: list[tuple[int, int, str]] = [(start, end, name) for start, end, name in refs]
        items += [(span.start, span.end, "") for span in number_spans(line, language, bare_numbers=True)]
        for start, end, name in sorted(items, key=lambda item: (item[0], -item[1])):
            if start < position:
                continue
            if name:
                slug = find_card(name) if find_card is not None else None
                if slug is None:
                    problem = LABELS[language]["link_no_card"].format(name=name)
                    found.append(Found(index, line[start:end], "", None, None, "", problem))
                    continue
                found.append(Found(index, line[start:end], "", None, None, "", "", slug))
                before = line[position:start]
                pieces.append(html.escape(before) if fmt == "html" else before)
                pieces.append(_link(name, base + urls.language_prefix(language) + urls.card_view(slug), "", fmt))
                position = end
                continue
            if _in_markup(markup, starts, offset + start) or any(a <= start < b for a, b in named):
                continue  # in code, a link, an address, a tag or a card's name: left as the post has it
            span_start, span_end = start, end
            printed = line[span_start:span_end]
            result = read_number(resolver, printed, index, language, date)
            found.append(result)
            if not result.linked:
                continue
            before = line[position:span_start]
            pieces.append(html.escape(before) if fmt == "html" else before)
            if date is None:
                url = base + urls.short_link(result.number, language)
            else:  # with the post's date, the link opens the wording the number had then
                url = base + urls.dated_link(result.number, date.isoformat(), language)
            pieces.append(_link(printed, url, result.note, fmt))
            position = span_end
        rest = line[position:]
        pieces.append(html.escape(rest) if fmt == "html" else rest)
        out_lines.append("".join(pieces))
        offset += len(line) + 1
    return ("<br>\n" if fmt == "html" else "\n").join(out_lines), found

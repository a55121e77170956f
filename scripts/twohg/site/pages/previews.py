"""Previews of cited rules: a rule number in a text shows that rule's text in the citing text's edition.

On hover, focus or tap, with a link to its page (``static/preview.js``). `SiteContext.linked` marks each
number it links with the edition its text cites (``data-preview="508.1@<edition>"``, an attribute list on
the link). `with_previews` reads those marks in a generated page and appends one JSON block with the texts
they name (each text once), so a preview needs no request: it works offline and on any host. The texts are
the official English ones (``lang="en"`` in the page); the preview's own words are the page language's.
"""

from __future__ import annotations

import html
import json
import re
from typing import cast

from twohg.graph.editions import full_text
from twohg.graph.model import RuleText
from twohg.ingest.catalogue import LANGUAGES
from twohg.problems import Problem, raise_if_any
from twohg.profiles import LABELS
from twohg.site import urls
from twohg.site.pages.context import SiteContext
from twohg.text import wording_key

#: A number's preview mark, as `SiteContext.number_link` writes it.
MARK_RE = re.compile(r'data-preview="([^"@]+)@([^"]+)"')

#: The longest text a preview shows, in characters (cut at a word, then "…"): a rule's or a term's definition.
LONGEST = 600
#: The most characters of preview data a page may carry (about 11,000 on the largest page today, the glossary): a
#: page beyond it is a build error naming its longest texts.
PAGE_PREVIEWS = 100_000

PREVIEW_CLASS = "twohg-previews"
"""The class of the JSON block `static/preview.js` reads."""

_WORDS = (
    "preview_heading",
    "preview_current",
    "preview_changed",
    "preview_open",
    "preview_more",
    "preview_term",
    "preview_term_current",
    "preview_term_changed",
    "preview_glossary",
)


def page_language(file: str) -> str:
    """The language of a generated page by its file name (``index.es.md`` -> ``es``)."""
    return next(
        (
            lang
            for lang in LANGUAGES
            if urls.language_suffix(lang) and file.endswith(f"{urls.language_suffix(lang)}.md")
        ),
        urls.DEFAULT_LANGUAGE,
    )


def cited_text(ctx: SiteContext, number: str, edition: str) -> RuleText | None:
    """The number's official English text in ``edition``, else the nearest before it (else the first after)."""
    texts = ctx.cited_texts(number)
    if not texts:
        return None
    at = ctx.position.get(edition, len(ctx.official) - 1)
    before = [t for t in texts if ctx.position[t.edition] <= at]
    return before[-1] if before else texts[0]


def shown(text: RuleText) -> str:
    """What a preview shows of a rule: its paragraphs, cut at a word after `LONGEST` characters."""
    return cut("\n\n".join(" ".join(paragraph.split()) for paragraph in text.rule.paragraphs))


def cut(whole: str) -> str:
    """A text as a preview shows it: whole up to `LONGEST` characters, else cut at a word (or there) with "…"."""
    if len(whole) <= LONGEST:
        return whole
    head = whole[:LONGEST]
    return (head.rsplit(" ", 1)[0] if " " in head.strip() else head) + " …"


def term_definition(ctx: SiteContext, slug: str, language: str, edition: str) -> tuple[str, str, str, str, bool] | None:
    """A glossary term's definition as the citing text's edition printed it.

    As (term, definition, its language, the date of that wording, whether it stands today); a Japanese
    text's term is the official Japanese one.
    """
    versions = ctx.graph.terms.get(slug, ())
    if not versions:
        return None
    if language == "ja":
        record = ctx.japanese_terms.get(slug)
        if record is not None:
            date = ctx.editions[record.source_id].date if record.source_id in ctx.editions else None
            when = date.isoformat() if date else ctx.date(ctx.newest).isoformat()
            return record.entry.term, record.entry.definition, "ja", when, versions[-1].current
    at = ctx.position.get(edition, len(ctx.official) - 1)
    before = [v for v in versions if ctx.position[v.first] <= at]
    version = before[-1] if before else versions[0]
    # Dated by the edition the citing text is of, when this wording stood in it (a 2026 rule previews the
    # glossary of 2026, not of 2010, the first edition with these words).
    stood = edition in ctx.position and ctx.position[version.first] <= at <= ctx.position[version.last]
    said = ctx.date(edition if stood else version.first).isoformat()
    return version.entry.term, version.entry.definition, "en", said, version.current


def preview_data(ctx: SiteContext, marks: list[tuple[str, str]]) -> dict[str, object]:
    """The previews of a page's marks: ``rules`` and ``texts``.

    ``rules``: mark -> [date, text index, 1 when worded so today], and for a glossary term its name and the
    definition's language.
    """
    texts: list[str] = []
    seen: dict[str, int] = {}
    rules: dict[str, list[object]] = {}

    def text_index(body: str) -> int:
        index = seen.setdefault(body, len(texts))
        if index == len(texts):
            texts.append(body)
        return index

    for number, edition in marks:
        key = f"{number}@{edition}"
        if key in rules:
            continue
        if number.startswith("term:"):
            _, slug, language = number.split(":")
            found = term_definition(ctx, slug, language, edition)
            if found is not None:
                term, definition, lang, date, today = found
                rules[key] = [date, text_index(cut(definition)), 1 if today else 0, term, lang]
            continue
        text = cited_text(ctx, number, edition)
        if text is None:
            continue
        index = text_index(shown(text))
        newest = ctx.cited_texts(number)[-1]
        today = newest.edition == ctx.newest and wording_key(full_text(newest.rule)) == wording_key(
            full_text(text.rule)
        )
        rules[key] = [ctx.date(text.edition).isoformat(), index, 1 if today else 0]
    return {"rules": rules, "texts": texts}


def _script_json(data: object) -> str:
    """JSON safe inside a ``<script>`` element (no ``<``, ``>`` or ``&`` as such)."""
    text = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _too_long(data: dict[str, object], size: int) -> str:
    """Why a page's preview data breaks `PAGE_PREVIEWS`, naming its three longest texts by what they preview."""
    rules = cast(dict[str, list[object]], data["rules"])
    texts = cast(list[str], data["texts"])
    longest = sorted((len(texts[cast(int, row[1])]), key) for key, row in rules.items())[-3:][::-1]
    named = ", ".join(f"{key} ({length} characters)" for length, key in longest)
    return f"its previews hold {size} characters, more than {PAGE_PREVIEWS}: the longest preview {named}"


def with_previews(ctx: SiteContext, file: str, page: str) -> str:
    """A generated page with the JSON block of the previews its marks name (the page as it is without marks)."""
    marks = list(dict.fromkeys(MARK_RE.findall(page)))
    if not marks:
        return page
    labels = LABELS[page_language(file)]
    words = html.escape(json.dumps({key: labels[key] for key in _WORDS}, ensure_ascii=False, sort_keys=True))
    data = preview_data(ctx, marks)
    written = _script_json(data)
    if len(written) > PAGE_PREVIEWS:
        raise_if_any([Problem(file, 0, _too_long(data, len(written)))])
    block = f'<script type="application/json" class="{PREVIEW_CLASS}" data-words="{words}">{written}</script>'
    return page.rstrip("\n") + "\n\n" + block + "\n"

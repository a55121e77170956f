"""The render stage: Markdown pages per language from the corpus, every source string made inert.

Pure functions only: `render_pages` returns ``{doc-relative path: Markdown}``; `twohg.site.build`
writes them into a staging copy of ``docs/`` and runs MkDocs.

Safety: text read from the sources (and from the catalogue) never reaches MkDocs as Markdown
or HTML. `inline` HTML-escapes it and turns every ASCII punctuation character Markdown or the
enabled extensions could read as syntax into a numeric character reference, so the text comes
out of MkDocs as the same characters and nothing else: no tag, no link, no emphasis, no
attribute list, no list or heading. Page titles (which MkDocs and the theme put into the page
without escaping) go through `title`.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Iterator, Sequence

from twohg.ingest.catalogue import LANGUAGES, SourceEntry
from twohg.ingest.corpus import Corpus, LoadedSource
from twohg.ingest.inventory import take_inventory
from twohg.ingest.units import Example, FaqEntry, NotARule, Rule, SummaryItem, SummaryParagraph, SummarySection
from twohg.profiles import LABELS, LANGUAGE_NAMES
from twohg.site import urls

#: Top-level folders of ``docs/`` that `render_pages` owns: they are rebuilt from the corpus on
#: every build, and a hand-written file there would be shadowed, so the build leaves them out.
GENERATED_DIRS = ("sources",)

#: The default language: its pages have no suffix (``index.md``); the others ``index.es.md``.
DEFAULT_LANGUAGE = urls.DEFAULT_LANGUAGE

#: Names of the languages as their speakers write them.
_KIND_LABEL = {"comprehensive-rules": "comprehensive-rules", "faq": "faq-kind", "summary": "summary-kind"}

# ASCII punctuation that Markdown, attr_list, tables, footnotes, abbr, def_list, admonition,
# details, superfences and tabbed could read as syntax. ``&<>"'`` are HTML-escaped first.
_MARKDOWN_PUNCTUATION = frozenset("\\`*_{}[]()#+-.!|:~=^$%@/")
_HTML_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"}
# Only ASCII white space is collapsed: a no-break space (French ``Exemple :``) is kept, except
# at the ends, where Markdown would strip it anyway.
# Unicode line and paragraph separators would split lines in some readers, so they go too.
_SPACE_RE = re.compile(r"[ \t\r\n\f\v\x85\u2028\u2029]+")
_SLUG_RE = re.compile(r"[^a-z0-9]+")


def inline(text: str) -> str:
    """Source text as inert Markdown: one line that renders as exactly these characters."""
    flat = _SPACE_RE.sub(" ", text).strip()
    out = []
    for char in flat:
        if char in _HTML_ESCAPES:
            out.append(_HTML_ESCAPES[char])
        elif char in _MARKDOWN_PUNCTUATION:
            out.append(f"&#{ord(char)};")
        else:
            out.append(char)
    return "".join(out)


def title(text: str) -> str:
    """A page title for front matter, safe where MkDocs and the theme insert it unescaped.

    The navigation inserts the title as HTML; the ``<title>`` element passes it through
    ``striptags``, which decodes entities again, so angle brackets are replaced by look-alikes
    (‹ ›) before escaping: no form of ``<`` survives in any of the places the title goes.
    """
    flat = _SPACE_RE.sub(" ", text).strip(" ").replace("<", "\u2039").replace(">", "\u203a")
    return json.dumps(html.escape(flat, quote=True), ensure_ascii=False)


def slug(text: str) -> str:
    """Lower-case letters, digits and ``-`` only, for anchors built from parsed values."""
    return _SLUG_RE.sub("-", text.lower()).strip("-") or "x"


def suffix(language: str) -> str:
    """The file-name suffix of a page language (see `twohg.site.urls.language_suffix`)."""
    return urls.language_suffix(language)


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


def _date(entry: SourceEntry, labels: dict[str, str]) -> str:
    if entry.date is not None:
        return f"**{labels['date']}:** {entry.date.isoformat()}"
    assert entry.date_range is not None
    return f"**{labels['date_range']}:** {entry.date_range.start.isoformat()} – {entry.date_range.end.isoformat()}"


def _short_date(entry: SourceEntry) -> str:
    if entry.date is not None:
        return entry.date.isoformat()
    assert entry.date_range is not None
    return f"{entry.date_range.start.isoformat()} – {entry.date_range.end.isoformat()}"


def _facts(loaded: LoadedSource, labels: dict[str, str]) -> list[str]:
    """The bullet list describing one source: catalogue facts and what was found in it."""
    entry = loaded.entry
    counts = take_inventory(loaded.parsed, loaded.text.lines)
    lines = [
        f"- **{labels['id']}:** {inline(entry.id)}",
        f"- **{labels['language']}:** {LANGUAGE_NAMES[entry.language]}",
        f"- **{labels['kind']}:** {labels[_KIND_LABEL.get(entry.kind, entry.kind)]}",
        f"- {_date(entry, labels)}",
        f"- **{labels['evidence']}:** {inline(entry.date_evidence)}",
    ]
    if entry.publisher:
        lines.append(f"- **{labels['publisher']}:** {inline(entry.publisher)}")
    if entry.author:
        lines.append(f"- **{labels['author']}:** {inline(entry.author)}")
    lines += [
        f"- **{labels['file']}:** {inline(loaded.path)}",
        f"- **{labels['contents']}:** {inline(entry.contents)}",
        "- **{found}:** {counts}".format(
            found=labels["found"],
            counts=labels["counts"].format(
                rules=counts.rules,
                examples=counts.examples,
                faq=counts.faq_entries,
                summary=counts.summary_sections,
                not_rules=counts.not_a_rule,
            ),
        ),
    ]
    return lines


def _source_heading(entry: SourceEntry) -> str:
    return f"{inline(entry.title)} ({_short_date(entry)})"


def render_sources_index(corpus: Corpus, language: str) -> str:
    """The "Sources" page in one language: every catalogue source with its facts and counts."""
    labels = LABELS[language]
    out = [
        "---",
        f"title: {title(labels['sources'])}",
        "---",
        "",
        f"# {labels['sources']}",
        "",
        inline(labels["intro"].format(count=len(corpus.sources))),
        "",
    ]
    for loaded in corpus.sources:
        entry = loaded.entry
        out += [f"## {_source_heading(entry)} {{ #{slug(entry.id)} }}", ""]
        out += _facts(loaded, labels)
        out += ["", f"[{labels['units']}]({urls.source_link(entry.id)})", ""]
    return "\n".join(out)


class _Anchors:
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


def _paragraph(text: str, lang: str) -> list[str]:
    """One source paragraph, inert, tagged with the source's language."""
    body = inline(text)
    return [body, f"{{: lang={lang} }}", ""] if body else []


def _boxes(kind: str, label: str, texts: Iterable[str], lang: str) -> list[str]:
    """Admonitions (``example``, ``note``) holding source text."""
    out: list[str] = []
    for text in texts:
        body = inline(text)
        if body:
            out += [f'!!! {kind} "{label}"', "", f"    {body}", f"    {{: lang={lang} }}", ""]
    return out


def _examples(examples: Sequence[Example], labels: dict[str, str], lang: str) -> list[str]:
    return _boxes("example", labels["example"], (example.text for example in examples), lang)


def _printed_differs(rule: Rule) -> bool:
    return rule.printed.strip().rstrip(".").replace(" ", "") != str(rule.number)


def _rule(rule: Rule, anchors: _Anchors, excerpt_slug: str, labels: dict[str, str], lang: str) -> list[str]:
    number = str(rule.number)
    wanted = f"r-{slug(number)}" if excerpt_slug == str(rule.number.section) else f"r-{excerpt_slug}-{slug(number)}"
    anchor = anchors(wanted)
    printed = f" ({labels['printed']} {inline(rule.printed)})" if _printed_differs(rule) else ""
    first, *rest = rule.paragraphs or ("",)
    if rule.is_heading:
        out = [f"#### {number}{printed} — {inline(first)} {{ #{anchor} lang={lang} }}", ""]
    else:
        out = [f"**{number}**{printed} {inline(first)}", f"{{: #{anchor} lang={lang} }}", ""]
    for paragraph in rest:
        out += _paragraph(paragraph, lang)
    return out + _examples(rule.examples, labels, lang)


def _rules(rules: Sequence[Rule], anchors: _Anchors, labels: dict[str, str], lang: str) -> list[str]:
    out = [f"## {labels['rules']} {{ #rules }}", ""]
    excerpt: str | None = None
    excerpt_slug = ""
    for rule in rules:
        if rule.excerpt != excerpt:
            excerpt, excerpt_slug = rule.excerpt, slug(rule.excerpt)
            out += [f"### {labels['excerpt']} {inline(excerpt)} {{ #{anchors('x-' + excerpt_slug)} }}", ""]
        out += _rule(rule, anchors, excerpt_slug, labels, lang)
    return out


def _faq(entries: Sequence[FaqEntry], anchors: _Anchors, labels: dict[str, str], lang: str) -> list[str]:
    out = [f"## {labels['faq']} {{ #faq }}", ""]
    for entry in entries:
        out += [f"### {entry.index}. {inline(entry.question)} {{ #{anchors(f'q{entry.index}')} lang={lang} }}", ""]
        for paragraph in entry.answer:
            out += _paragraph(paragraph, lang)
        out += _examples(entry.examples, labels, lang)
        out += _boxes("note", labels["note"], entry.notes, lang)
    return out


def _items(items: Sequence[SummaryItem], depth: int = 0) -> Iterator[str]:
    indent = "    " * depth
    for item in items:
        label = "" if item.label.strip() in ("", "•") else f"**{inline(item.label)}**"
        text = " ".join(part for part in (label, inline(item.description)) if part)
        yield f"{indent}- {text}" if text else f"{indent}- &#8203;"
        yield from _items(item.children, depth + 1)


def _summary_paragraph(paragraph: SummaryParagraph, labels: dict[str, str], lang: str) -> list[str]:
    out = _paragraph(paragraph.text, lang)
    out += _examples(paragraph.examples, labels, lang)
    if paragraph.items:
        out += [*_items(paragraph.items), ""]
    return out


def _summary(sections: Sequence[SummarySection], anchors: _Anchors, labels: dict[str, str], lang: str) -> list[str]:
    out = [f"## {labels['summary']} {{ #summary }}", ""]
    for section in sections:
        anchor = anchors(f"s{section.number}")
        out += [f"### {section.number}. {inline(section.title)} {{ #{anchor} lang={lang} }}", ""]
        for paragraph in section.paragraphs:
            out += _summary_paragraph(paragraph, labels, lang)
    return out


def _not_rules(records: Sequence[NotARule], labels: dict[str, str]) -> list[str]:
    out = [
        f"## {labels['not_rules']} {{ #not-rules }}",
        "",
        labels["not_rules_intro"],
        "",
        f"| {labels['lines']} | {labels['reason']} | {labels['text']} |",
        "|---|---|---|",
    ]
    for record in records:
        out.append(f"| {spans(record.lines)} | {inline(record.reason)} | {inline(record.text)} |")
    return [*out, ""]


def render_source_page(loaded: LoadedSource, language: str) -> str:
    """One source's page in one language: its facts, then every unit read from it."""
    labels = LABELS[language]
    entry, parsed, lang = loaded.entry, loaded.parsed, loaded.entry.language
    anchors = _Anchors()
    for taken in ("rules", "faq", "summary", "not-rules"):
        anchors(taken)
    out = [
        "---",
        f"title: {title(entry.title + ' (' + _short_date(entry) + ')')}",
        "---",
        "",
        f"# {_source_heading(entry)}",
        "",
        f"[← {labels['back']}](index.md)",
        "",
        *_facts(loaded, labels),
        "",
    ]
    if parsed.rules:
        out += _rules(parsed.rules, anchors, labels, lang)
    if parsed.faq:
        out += _faq(parsed.faq, anchors, labels, lang)
    if parsed.summary:
        out += _summary(parsed.summary, anchors, labels, lang)
    if parsed.not_rules:
        out += _not_rules(parsed.not_rules, labels)
    return "\n".join(out)


def render_pages(corpus: Corpus) -> dict[str, str]:
    """Every generated page, ``{doc-relative path: Markdown}``, sorted by path."""
    pages: dict[str, str] = {}
    for language in LANGUAGES:
        pages[urls.sources_index(language)] = render_sources_index(corpus, language)
        for loaded in corpus.sources:
            pages[urls.source_page(loaded.entry.id, language)] = render_source_page(loaded, language)
    return dict(sorted(pages.items()))

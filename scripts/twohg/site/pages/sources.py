"""Reading pages per source: the sources index, and one page per catalogue source with every unit read from it.

The official rulebook editions of the archive are not read here page by page: each has its
edition page (`twohg.site.pages.editions`), and each rule its rule page.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from twohg import files
from twohg.graph.align import number_of
from twohg.graph.tournament import by_number
from twohg.ingest.catalogue import LANGUAGES, SourceEntry
from twohg.ingest.corpus import Corpus, LoadedSource
from twohg.ingest.inventory import take_inventory
from twohg.ingest.units import (
    TOURNAMENT_SECTION,
    Example,
    FaqEntry,
    NotARule,
    Rule,
    SummaryItem,
    SummaryParagraph,
    SummarySection,
    TournamentRule,
)
from twohg.profiles import LABELS
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.markdown import Anchors, front_matter, inline, link, slug, spans, title
from twohg.site.pages.context import SiteContext
from twohg.site.pages.tournament import TournamentText, tournament_body

#: The kinds of source, as label keys.
_KIND_LABEL = {
    "comprehensive-rules": "comprehensive-rules",
    "faq": "faq-kind",
    "summary": "summary-kind",
    "tournament-rules": "tournament-kind",
}


def _short_date(entry: SourceEntry, labels: dict[str, str], dated: Mapping[str, tuple[str, str]]) -> str:
    """The date stated in the text, the catalogue's range, or the content dating of an undated translation."""
    if entry.date is not None:
        return entry.date.isoformat()
    if entry.date_range is not None:
        return f"{entry.date_range.start.isoformat()} – {entry.date_range.end.isoformat()}"
    if entry.id in dated:
        first, last = dated[entry.id]
        return labels["content_dated"].format(first=first, last=last)
    return labels["undated"]


def _date(entry: SourceEntry, labels: dict[str, str], dated: Mapping[str, tuple[str, str]]) -> str:
    key = "date_range" if entry.date is None and entry.date_range is not None else "date"
    return f"**{labels[key]}{labels['colon']}** {_short_date(entry, labels, dated)}"


def numbering_line(ctx: SiteContext | None, source: str, labels: dict[str, str]) -> list[str]:
    """The bullet saying which editions' numbering a FAQ or summary cites, when it cites 2HG numbers."""
    found = ctx.graph.numberings.get(source) if ctx is not None else None
    if found is None or ctx is None:
        return []
    numbers = ", ".join(found.numbers)
    if found.first is None or found.last is None:
        return [f"- {labels['numbering_none'].format(numbers=numbers)}"]
    first, last = ctx.date(found.first).isoformat(), ctx.date(found.last).isoformat()
    return [f"- {labels['numbering'].format(numbers=numbers, first=first, last=last)}"]


def content_dates(ctx: SiteContext | None) -> dict[str, tuple[str, str]]:
    """Undated translations' content dating: source id -> (first, last) English edition dates."""
    if ctx is None:
        return {}
    return {
        e.source_id: (ctx.date(e.translates[0]).isoformat(), ctx.date(e.translates[1]).isoformat())
        for e in ctx.graph.editions
        if e.translates is not None
    }


def date_evidence(entry: SourceEntry, labels: dict[str, str], language: str) -> str | None:
    """What dates a source, in the page's language: an archived edition's own dated line, quoted.

    The catalogue's evidence is the reviewers' English words: shown on English pages only (None elsewhere).
    """
    if entry.date_line:
        quote = f'<q lang="{entry.language}">{inline(entry.date_statement)}</q>'
        return labels["evidence_line"].format(line=entry.date_line, quote=quote)
    return inline(entry.date_evidence) if language == urls.DEFAULT_LANGUAGE else None


def english_notes(
    labels: dict[str, str], path: str, language: str, anchor: str = "", key: str = "catalogue_english"
) -> str:
    """The sentence (label ``key``) leading a reader of another language to the English page that has the notes."""
    english = urls.folder_from(path, language, urls.served(path, urls.DEFAULT_LANGUAGE)) + anchor
    shown = f'<a href="{html.escape(english, quote=True)}" hreflang="en">{inline(labels["english_page"])}</a>'
    return labels[key].format(page=shown)


def _facts(
    loaded: LoadedSource,
    labels: dict[str, str],
    dated: Mapping[str, tuple[str, str]],
    language: str,
    path: str,
    opened: bool = False,
) -> list[str]:
    """The bullet list describing one source: catalogue facts and what was found in it.

    The catalogue's notes (date evidence, publisher, author, file, contents) are English prose: a
    page in another language says so and links to the English page instead. ``opened``: the page's
    opening (`_opening`) says its language, kind, date and contents already, and the list does not.
    """
    entry = loaded.entry
    counts = take_inventory(loaded.parsed, loaded.text.lines)
    english = language == urls.DEFAULT_LANGUAGE
    lines = (
        []
        if opened
        else [
            f"- **{labels['language']}{labels['colon']}** {labels['language_name_' + entry.language]}",
            f"- **{labels['kind']}{labels['colon']}** {labels[_KIND_LABEL.get(entry.kind, entry.kind)]}",
            f"- {_date(entry, labels, dated)}",
        ]
    )
    if english:
        lines.insert(0, f"- **{labels['id']}{labels['colon']}** {inline(entry.id)}")
    evidence = date_evidence(entry, labels, language)
    if evidence is not None:
        lines.append(f"- **{labels['evidence']}{labels['colon']}** {evidence}")
    if english and entry.publisher:
        lines.append(f"- **{labels['publisher']}{labels['colon']}** {inline(entry.publisher)}")
    if english and entry.author:
        lines.append(f"- **{labels['author']}{labels['colon']}** {inline(entry.author)}")
    if english:
        lines.append(f"- **{labels['file']}{labels['colon']}** {inline(loaded.path)}")
        if not opened:
            lines.append(f"- **{labels['contents']}{labels['colon']}** {inline(entry.contents)}")
    else:
        lines.append(
            f"- {english_notes(labels, path, language, f'#{slug(entry.id)}' if path == urls.SOURCES_PATH else '')}"
        )
    lines += [
        "- **{found}{colon}** {counts}".format(
            found=labels["found"],
            colon=labels["colon"],
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


def _source_heading(entry: SourceEntry, labels: dict[str, str], dated: Mapping[str, tuple[str, str]]) -> str:
    return f'<span lang="{entry.language}">{inline(entry.title)}</span> ({inline(_short_date(entry, labels, dated))})'


def is_archive_edition(loaded: LoadedSource) -> bool:
    """True for an official rulebook edition of the archive (read through its edition page, not a source page)."""
    return loaded.path.startswith(f"{files.SOURCES_DIR}/{files.ARCHIVE_DIR}/")


def render_sources_index(
    corpus: Corpus, language: str, edition_pages: bool, dated: Mapping[str, tuple[str, str]] | None = None
) -> str:
    """The "Sources" page in one language: every catalogue source with its facts and counts.

    With ``edition_pages``, the archive's editions are one table whose rows link to their edition
    pages; otherwise every source has its own section and reading page.
    """
    labels = LABELS[language]
    dated = dated or {}
    here = urls.doc(urls.SOURCES_PATH)
    out = [*front_matter(labels["sources"]), f"# {labels['sources']}", ""]
    out += [inline(labels["intro"].format(count=len(corpus.sources))), ""]
    # The official rules in the page's language first, where there are any (the Japanese translation).
    official = [
        loaded.entry
        for loaded in corpus.sources
        if loaded.entry.language == language != "en"
        and loaded.entry.kind == "comprehensive-rules"
        and loaded.entry.date is not None
    ]
    for entry in sorted(official, key=lambda e: (e.date, e.id), reverse=True)[:1]:
        shown = link(inline(entry.title), here, urls.doc(urls.source_path(entry.id)))
        said = labels["sources_official"].format(title=shown, date=entry.date.isoformat() if entry.date else "")
        out += [f'!!! info "{inline(labels["translation"])}"', "", f"    {said}", ""]
    archive = [loaded for loaded in corpus.sources if edition_pages and is_archive_edition(loaded)]
    for loaded in corpus.sources:
        if loaded in archive:
            continue
        entry = loaded.entry
        out += [f"## {_source_heading(entry, labels, dated)} {{ #{slug(entry.id)} }}", ""]
        out += _facts(loaded, labels, dated, language, urls.SOURCES_PATH)
        out += ["", link(labels["units"], here, urls.doc(urls.source_path(entry.id))), ""]
    if archive:
        out += [f"## {labels['archive']} {{ #archive }}", "", inline(labels["archive_intro"]), ""]
        english = language == urls.DEFAULT_LANGUAGE
        file_head = f" {labels['file']} |" if english else ""
        out += [f"| {labels['date']} |{file_head} {labels['evidence']} |", "|---|---|---|" if english else "|---|---|"]
        for loaded in archive:
            entry = loaded.entry
            shown = link(_short_date(entry, labels, dated), here, urls.doc(urls.edition_path(entry.id)))
            file = f" {inline(loaded.path)} |" if english else ""
            out.append(f"| {shown} |{file} {date_evidence(entry, labels, language) or ''} |")
        out.append("")
    return "\n".join(out)


@dataclass(frozen=True)
class _Reading:
    """How a reading page writes source text: inert, and with the graph, every rule number and card linked."""

    ctx: SiteContext | None
    """The graph's context, or None for a corpus read on its own."""
    file: str
    """The page's file, for relative links."""
    lang: str
    """The source's language."""
    labels: dict[str, str]
    """The page language's labels."""
    page_language: str
    """The page's language."""
    source_id: str = ""
    """The source read, whose date says which edition its rule numbers cite."""

    def text(self, text: str) -> str:
        """Source text as inert Markdown, linked where the graph knows the number or card."""
        if self.ctx is None:
            return inline(text)
        return self.ctx.linked(text, self.lang, self.file, edition=self.ctx.source_edition(self.source_id))

    def number(self, number: str, label: str) -> str:
        """A rule number (``label`` as printed), linked to its rule page where there is one."""
        return self.ctx.number_link(number, self.file, label) if self.ctx is not None else inline(label)

    def explains(self, entry_id: str) -> list[str]:
        """The line naming the rules an entry (``<source>/q3``, ``<source>/s2``) explains, linked."""
        if self.ctx is None:
            return []
        numbers: dict[str, bool] = {}
        for explains in self.ctx.by_source.get(entry_id, ()):
            if explains.kind == "explains":
                number = number_of(explains.target)
                numbers[number] = numbers.get(number, False) or explains.certain
        if not numbers:
            return self.ctx.tournament_notice(entry_id, self.file, self.page_language)
        shown = [
            self.number(number, number) + ("" if certain else f" ({inline(self.labels['uncertain'])})")
            for number, certain in sorted(numbers.items(), key=lambda item: RuleNumber.parse(item[0]))
        ]
        notice = self.ctx.outdated_notice(entry_id, self.file, self.page_language)
        return [f"**{inline(self.labels['explains'])}{self.labels['colon']}** {', '.join(shown)}", "", *notice]


def _paragraph(text: str, reading: _Reading) -> list[str]:
    """One source paragraph, inert, tagged with the source's language."""
    body = reading.text(text)
    return [body, f"{{: lang={reading.lang} }}", ""] if body else []


def _boxes(kind: str, label: str, texts: Iterable[str], reading: _Reading) -> list[str]:
    """Admonitions (``example``, ``note``) holding source text."""
    out: list[str] = []
    for text in texts:
        body = reading.text(text)
        if body:
            out += [f'!!! {kind} "{label}"', "", f"    {body}", f"    {{: lang={reading.lang} }}", ""]
    return out


def _examples(examples: Sequence[Example], reading: _Reading) -> list[str]:
    return _boxes("example", reading.labels["example"], (example.text for example in examples), reading)


def _printed_differs(rule: Rule) -> bool:
    return rule.printed.strip().rstrip(".").replace(" ", "") != str(rule.number)


def _rule(rule: Rule, anchors: Anchors, excerpt_slug: str, reading: _Reading) -> list[str]:
    number = str(rule.number)
    lang = reading.lang
    wanted = f"r-{slug(number)}" if excerpt_slug == str(rule.number.section) else f"r-{excerpt_slug}-{slug(number)}"
    anchor = anchors(wanted)
    printed = f" ({reading.labels['printed']} {inline(rule.printed)})" if _printed_differs(rule) else ""
    first, *rest = rule.paragraphs or ("",)
    if rule.is_heading:
        out = [f"#### {number}{printed} — {reading.text(first)} {{ #{anchor} lang={lang} }}", ""]
    else:
        shown = reading.number(number, number)
        out = [f"**{shown}**{printed} {reading.text(first)}", f"{{: #{anchor} lang={lang} }}", ""]
    for paragraph in rest:
        out += _paragraph(paragraph, reading)
    return out + _examples(rule.examples, reading)


def _rules(rules: Sequence[Rule], anchors: Anchors, reading: _Reading) -> list[str]:
    labels = reading.labels
    out = [f"## {labels['rules']} {{ #rules }}", ""]
    excerpt: str | None = None
    excerpt_slug = ""
    for rule in rules:
        if rule.excerpt != excerpt:
            excerpt, excerpt_slug = rule.excerpt, slug(rule.excerpt)
            out += [f"### {labels['excerpt']} {inline(excerpt)} {{ #{anchors('x-' + excerpt_slug)} }}", ""]
        out += _rule(rule, anchors, excerpt_slug, reading)
    return out


def _faq(entries: Sequence[FaqEntry], anchors: Anchors, reading: _Reading, source_id: str) -> list[str]:
    labels, lang = reading.labels, reading.lang
    out = [f"## {labels['faq']} {{ #faq }}", ""]
    for entry in entries:
        out += [f"### {entry.index}. {inline(entry.question)} {{ #{anchors(f'q{entry.index}')} lang={lang} }}", ""]
        out += reading.explains(f"{source_id}/q{entry.index}")
        for paragraph in entry.answer:
            out += _paragraph(paragraph, reading)
        out += _examples(entry.examples, reading)
        out += _boxes("note", labels["note"], entry.notes, reading)
    return out


def summary_items(items: Sequence[SummaryItem], depth: int = 0) -> Iterator[str]:
    """A summary's nested list items as Markdown list lines, inert."""
    indent = "    " * depth
    for item in items:
        label = "" if item.label.strip() in ("", "•") else f"**{inline(item.label)}**"
        text = " ".join(part for part in (label, inline(item.description)) if part)
        yield f"{indent}- {text}" if text else f"{indent}- &#8203;"
        yield from summary_items(item.children, depth + 1)


def _summary_paragraph(paragraph: SummaryParagraph, reading: _Reading) -> list[str]:
    out = _paragraph(paragraph.text, reading)
    out += _examples(paragraph.examples, reading)
    if paragraph.items:
        out += [*summary_items(paragraph.items), ""]
    return out


def _summary(sections: Sequence[SummarySection], anchors: Anchors, reading: _Reading, source_id: str) -> list[str]:
    out = [f"## {reading.labels['summary']} {{ #summary }}", ""]
    for section in sections:
        anchor = anchors(f"s{section.number}")
        out += [f"### {section.number}. {inline(section.title)} {{ #{anchor} lang={reading.lang} }}", ""]
        out += reading.explains(f"{source_id}/s{section.number}")
        for paragraph in section.paragraphs:
            out += _summary_paragraph(paragraph, reading)
    return out


def _tournament(rules: Sequence[TournamentRule], anchors: Anchors, reading: _Reading, source_id: str) -> list[str]:
    """The whole tournament rules document, section by section; its Two-Headed Giant rules link to their pages.

    A stale citation (a Comprehensive Rule about something else on the document's date) is not
    linked here either: its mark leads to the note on the rule's own page.
    """
    ctx, labels = reading.ctx, reading.labels
    pages = frozenset(by_number(ctx.graph.tournament)) if ctx is not None else frozenset()
    out: list[str] = []
    for rule in rules:
        record_id = f"{source_id}/{rule.number}"
        stale = tuple(s for s in ctx.graph.stale if s.citing == record_id) if ctx is not None else ()
        own_page = rule.section == TOURNAMENT_SECTION and rule.number in pages and rule.number != rule.section
        write = TournamentText(ctx, reading.file, source_id, pages, (), labels["stale_marker"])
        anchor = anchors(urls.tournament_anchor(rule.number))
        level = "##" if rule.number == rule.section or not rule.section[:1].isdigit() else "###"
        # As the document prints them: "9. Two-Headed Giant Tournament Rules", "9.3 Play-Draw Rule".
        heading = rule.title if not rule.number[:1].isdigit() else f"{rule.number}. {rule.title}"
        if rule.number != rule.section:
            heading = f"{rule.number} {rule.title}"
        out += [f"{level} {inline(heading)} {{ #{anchor} lang=en }}", ""]
        if own_page:
            target = urls.doc(urls.tournament_path(rule.number))
            shown = inline(labels["mtr_rule"].format(number=rule.number))
            out += [f"→ {link(shown, reading.file, target)}", ""]
        if stale:
            # Left unlinked, each with a mark leading to its note on the rule's own page.
            notes = urls.doc(urls.tournament_path(rule.number))
            write = TournamentText(ctx, reading.file, source_id, pages, stale, labels["stale_marker"], notes)
        if rule.blocks:
            out += tournament_body(rule.blocks, write)
    return out


def _not_rules(records: Sequence[NotARule], labels: dict[str, str], source_language: str, language: str) -> list[str]:
    """The paragraphs that are not rules; the parser's reason for each (English words) on English pages only."""
    out = [f"## {labels['not_rules']} {{ #not-rules }}", ""]
    if language == urls.DEFAULT_LANGUAGE:
        out += [labels["not_rules_intro"], "", f"| {labels['lines']} | {labels['reason']} | {labels['text']} |"]
        out.append("|---|---|---|")
    else:
        out += [labels["not_rules_intro_short"], "", f"| {labels['lines']} | {labels['text']} |", "|---|---|"]
    for record in records:
        text = f'<span lang="{source_language}">{inline(record.text)}</span>'
        reason = f" {inline(record.reason)} |" if language == urls.DEFAULT_LANGUAGE else ""
        out.append(f"| {spans(record.lines)} |{reason} {text} |")
    return [*out, ""]


def _opening(
    loaded: LoadedSource,
    labels: dict[str, str],
    dated: Mapping[str, tuple[str, str]],
    language: str,
    ctx: SiteContext | None,
) -> list[str]:
    """What the document is, first: its kind, language and date, what it holds, the numbering it cites.

    Then the catalogue's facts and what was read from it, folded.
    """
    entry = loaded.entry
    kind = labels[_KIND_LABEL.get(entry.kind, entry.kind)]
    language_name = labels["language_name_" + entry.language]
    out = [f"**{inline(kind)}** · {language_name} · {_short_date(entry, labels, dated)}", ""]
    if language == urls.DEFAULT_LANGUAGE:
        out += [inline(entry.contents), ""]
    out += [line.removeprefix("- ") for line in numbering_line(ctx, entry.id, labels)]
    out += [""] if out[-1] else []
    facts = _facts(loaded, labels, dated, language, urls.source_path(entry.id), opened=True)
    out += [f'??? info "{inline(labels["summary_about"])}"', "", *(f"    {line}" for line in facts), ""]
    return out


def render_source_page(loaded: LoadedSource, language: str, ctx: SiteContext | None = None) -> str:
    """One source's page in one language: its facts, then every unit read from it.

    With the graph's context, every rule number and card name is linked to its page, and each
    FAQ answer and summary section says which rules it explains.
    """
    labels = LABELS[language]
    entry, parsed = loaded.entry, loaded.parsed
    reading = _Reading(ctx, urls.doc(urls.source_path(entry.id)), entry.language, labels, language, entry.id)
    anchors = Anchors()
    dated = content_dates(ctx)
    for taken in ("rules", "faq", "summary", "not-rules"):
        anchors(taken)
    out = [
        "---",
        f"title: {title(entry.title + ' (' + _short_date(entry, labels, dated) + ')')}",
        "---",
        "",
        f"# {_source_heading(entry, labels, dated)}",
        "",
        f"[← {labels['back']}](index.md)",
        "",
        *_opening(loaded, labels, dated, language, ctx),
    ]
    if parsed.rules:
        out += _rules(parsed.rules, anchors, reading)
    if parsed.faq:
        out += _faq(parsed.faq, anchors, reading, entry.id)
    if parsed.summary:
        out += _summary(parsed.summary, anchors, reading, entry.id)
    if parsed.tournament:
        out += _tournament(parsed.tournament, anchors, reading, entry.id)
    if parsed.not_rules:
        out += _not_rules(parsed.not_rules, labels, entry.language, language)
    return "\n".join(out)


def render_source_pages(corpus: Corpus, ctx: SiteContext | None = None) -> dict[str, str]:
    """The sources index and every reading page, in every language, ``{doc-relative file: Markdown}``.

    With the graph's context, the archive's editions have edition pages instead of reading pages,
    and the reading pages link every rule number and card name.
    """
    edition_pages = ctx is not None
    pages: dict[str, str] = {}
    for language in LANGUAGES:
        pages[urls.sources_index(language)] = render_sources_index(corpus, language, edition_pages, content_dates(ctx))
        for loaded in corpus.sources:
            if not (edition_pages and is_archive_edition(loaded)):
                pages[urls.source_page(loaded.entry.id, language)] = render_source_page(loaded, language, ctx)
    return pages

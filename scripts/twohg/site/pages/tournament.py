"""The tournament rules for Two-Headed Giant: an index and a page per rule of section 9 of the Magic Tournament Rules.

The tournament rules are another document than the Comprehensive Rules, numbered on their own:
their pages live under ``tournament/`` (``tournament/9.3/``), their short links are ``r/mtr-9.3/``,
and a number in them is never read as a Comprehensive Rules number. Each page shows the English
text (marked English on every page: the rules exist only in English in our sources), the
Comprehensive Rules on the same topic (the rules it explains, restates or cites, from the graph's
links), a note for each citation that was out of date on the document's own date, the other
parts of the document it refers to, and earlier editions of the same rule when the archive holds
several. The reading page of the whole document (`twohg.site.pages.sources`) writes its text
with the same `TournamentText`.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from twohg.graph.align import number_of
from twohg.graph.citations import number_spans
from twohg.graph.tournament import (
    StaleCitation,
    TournamentRecord,
    by_number,
    newest_document,
    restated_sentence,
    section_references,
)
from twohg.ingest.catalogue import LANGUAGES
from twohg.ingest.units import TournamentBlock
from twohg.profiles import LABELS
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.markdown import front_matter, inline, link, relative
from twohg.site.pages.context import SiteContext, with_links


def stale_anchor(stale: StaleCitation) -> str:
    """The anchor of a stale citation's note on its tournament rule's page: ``stale-103-4c``."""
    return "stale-" + urls.anchor(stale.number).removeprefix("r-")


@dataclass(frozen=True)
class TournamentText:
    """How a tournament rule's text is written: inert, its citations and references linked.

    A Comprehensive Rules number is linked to its rule page, unless the citation was stale on the
    document's date: then it is left unlinked, followed by a mark leading to the note that says so.
    A reference to the document's own sections goes to a tournament rule's page, or to the part
    of the document's reading page.
    """

    ctx: SiteContext | None
    """The graph's context, or None for a corpus read on its own (nothing linked)."""
    file: str
    """The page's file, for relative links."""
    source_id: str
    """The document's catalogue id, whose reading page holds its other parts."""
    pages: frozenset[str]
    """The numbers of the document's rules that have a page of their own."""
    stale: tuple[StaleCitation, ...] = ()
    """The stale citations of the rule being written, whose notes are on this page."""
    marker: str = ""
    """The words of the stale mark, for its label."""
    notes_on: str | None = None
    """The page holding the stale citations' notes, when not this one."""

    def section_link(self, number: str, shown: str) -> str:
        """A reference to a part of the document: its tournament page, or its place on the reading page."""
        if number in self.pages:
            return link(inline(shown), self.file, urls.doc(urls.tournament_path(number)))
        return link(
            inline(shown), self.file, urls.doc(urls.source_path(self.source_id)), urls.tournament_anchor(number)
        )

    def _stale_mark(self, citation: StaleCitation) -> str:
        """The mark beside a stale citation: a link to its note (on this page, or on the rule's own page)."""
        anchor = stale_anchor(citation)
        if self.notes_on is None:
            target = f"#{anchor}"
        else:
            target = relative(self.file, self.notes_on, anchor)
        words = self.marker.replace('"', "")
        return f'[⚠]({target}){{: .twohg-stale-mark title="{words}" aria-label="{words}" }}'

    def __call__(self, text: str) -> str:
        """One block of text as inert Markdown."""
        if self.ctx is None:
            return inline(text)
        pieces: list[tuple[int, int, str]] = []
        stale = {citation.number: citation for citation in self.stale}
        for span in number_spans(text, "en"):
            shown = text[span.start : span.end]
            citation = stale.get(str(span.number))
            if citation is not None:
                pieces.append((span.start, span.end, f"{inline(shown)} {self._stale_mark(citation)}"))
            else:
                pieces.append((span.start, span.end, self.ctx.number_link(str(span.number), self.file, shown)))
        for reference in section_references(text):
            shown = text[reference.start : reference.end]
            pieces.append((reference.start, reference.end, self.section_link(reference.number, shown)))
        return with_links(text, pieces)


def _steps_in_order(blocks: Sequence[TournamentBlock]) -> bool:
    return all(block.label == str(index) for index, block in enumerate(blocks, 1))


def tournament_body(blocks: Sequence[TournamentBlock], write: TournamentText, anchor: str = "") -> list[str]:
    """A tournament rule's paragraphs, numbered steps and bullets, in a block marked English.

    A run of steps numbered 1, 2, 3... is an ordered list; bullets are a list; paragraphs stay
    paragraphs. The block carries ``lang="en"``: the text is the English original on every page.
    """
    attributes = f' id="{anchor}"' if anchor else ""
    out = [f'<div class="twohg-mtr" lang="en"{attributes} markdown>', ""]
    index = 0
    while index < len(blocks):
        kind = blocks[index].kind
        run = [blocks[index]]
        while index + len(run) < len(blocks) and blocks[index + len(run)].kind == kind:
            run.append(blocks[index + len(run)])
        index += len(run)
        if kind == "step" and _steps_in_order(run):
            out += [f"{number}. {write(block.text)}" for number, block in enumerate(run, 1)] + [""]
        elif kind == "bullet":
            out += [f"- {write(block.text)}" for block in run] + [""]
        else:
            for block in run:
                label = f"**{inline(block.label)}.** " if block.kind == "step" else ""
                out += [f"{label}{write(block.text)}", ""]
    return [*out, "</div>", ""]


class TournamentPage:
    """One tournament rule's page in one language."""

    def __init__(self, ctx: SiteContext, records: Sequence[TournamentRecord], language: str) -> None:
        """The rule's records, oldest document first: the newest is the page's text."""
        self.ctx, self.records, self.language = ctx, records, language
        self.record = records[-1]
        self.labels = LABELS[language]
        self.file = urls.doc(urls.tournament_path(self.record.number))
        self.stale = tuple(s for s in ctx.graph.stale if s.citing == self.record.id)
        self.newest = newest_document(ctx.graph.tournament)

    def _write(self, stale: tuple[StaleCitation, ...] = ()) -> TournamentText:
        pages = frozenset(by_number(self.ctx.graph.tournament))
        return TournamentText(self.ctx, self.file, self.record.source_id, pages, stale, self.labels["stale_marker"])

    def _document(self, record: TournamentRecord) -> str:
        return link(inline(self.labels["mtr"]), self.file, urls.doc(urls.source_path(record.source_id)))

    def render(self) -> str:
        """The page as Markdown."""
        record, rule, labels = self.record, self.record.rule, self.labels
        heading = f"{labels['mtr_rule'].format(number=rule.number)} — {rule.title}"
        out = [*front_matter(heading), f"# {inline(heading)} {{ #{urls.tournament_anchor(rule.number)} }}", ""]
        section_title = f'<span lang="en">{inline(rule.section_title)}</span>'
        if self.newest is not None and record.source_id != self.newest.source_id:
            # The newest document has no rule of this number: said first, in the reader's language.
            gone = labels["tournament_gone"].format(
                document=inline(labels["mtr"]),
                newest=self.newest.date.isoformat(),
                number=inline(rule.number),
                section=inline(rule.section),
                title=section_title,
                date=record.date.isoformat(),
            )
            out += [f'!!! warning "{inline(labels["tournament_gone_title"])}"', "", f"    {gone}", ""]
        else:
            out += [
                labels["tournament_in_force"].format(
                    section=inline(rule.section),
                    title=section_title,
                    document=self._document(record),
                    date=record.date.isoformat(),
                ),
                "",
            ]
        if self.language != "en":
            out += [
                f'!!! note "{inline(labels["tournament_english_only"])}"',
                "",
                f"    {inline(labels['tournament_english_only_text'])}",
                "",
            ]
        out += tournament_body(rule.blocks, self._write(self.stale))
        out += self._stale_notes()
        out += self._topics()
        out += self._general()
        out += self._references()
        out += self._earlier()
        short = urls.folder_from(
            urls.tournament_path(rule.number), self.language, urls.short_link(urls.tournament_short(rule.number))
        )
        # Raw HTML: a short link is a folder URL, which MkDocs does not validate as a page link.
        shown = html.escape(f"r/{urls.tournament_short(rule.number)}/")
        anchor = f'<a href="{html.escape(short, quote=True)}">{shown}</a>'
        out += [labels["tournament_short"].format(link=anchor), ""]
        return "\n".join(out).rstrip() + "\n"

    def _stale_notes(self) -> list[str]:
        """A warning per stale citation, anchored for the mark beside it in the text, in the page's language."""
        ctx, labels = self.ctx, self.labels
        out: list[str] = []
        for stale in self.stale:
            date = ctx.edition_link(stale.edition, self.file)
            number = ctx.number_link(stale.number, self.file)
            out += [f'<span id="{stale_anchor(stale)}"></span>', ""]
            out += [f'!!! warning "{inline(labels["stale_title"])}"', ""]
            if stale.cited:
                out += [f"    {labels['stale_text'].format(number=number, date=date)}", ""]
                out += [f"    > {inline(stale.cited)}", "    {: lang=en }", ""]
            else:
                out += [f"    {labels['stale_missing'].format(number=number, date=date)}", ""]
            if stale.meant is not None and stale.meant_now:
                first, last = (ctx.edition_link(edition, self.file) for edition in stale.meant)
                numbers = ", ".join(ctx.number_link(n, self.file) for n in stale.meant_now)
                newest = ctx.edition_link(ctx.newest, self.file)
                said = labels["stale_meant"].format(number=number, first=first, last=last, numbers=numbers, date=newest)
                out += [f"    {said}", ""]
            if stale.instead:
                numbers = ", ".join(ctx.number_link(n, self.file) for n in stale.instead)
                out += [f"    {labels['stale_instead'].format(numbers=numbers)}", ""]
        return out

    def _topics(self) -> list[str]:
        ctx, labels = self.ctx, self.labels
        relations = topic_relations(ctx, self.record.id)
        if not relations:
            return []
        out = [f"## {inline(labels['tournament_topics'])} {{ #topics }}", ""]
        for number, kinds in relations:
            words = labels["tournament_sep"].join(inline(labels[f"tournament_{kind}"]) for kind in kinds)
            # Each rule named with its words in force, so that the list says what each one is; one it restates,
            # with the sentence that says the same (800.7's second sentence: its first is about other games).
            restated = "restates" in kinds and restated_sentence(self.record.rule.text, ctx.text_in_force(number))
            said = restated or ctx.words_in_force(number)
            quote = f' <q lang="en">{inline(said)}</q>' if said and kinds != ("stale",) else ""
            out.append(f"- {ctx.number_link(number, self.file)} — {words}{quote}")
        return [*out, ""]

    def _general(self) -> list[str]:
        """The general tournament rules with the same subject (`twohg.graph.tournament.general_relations`)."""
        labels, graph = self.labels, self.ctx.graph
        related = [graph.tournament[other] for other in graph.tournament_general.get(self.record.id, ())]
        if not related:
            return []
        out = [f"## {inline(labels['tournament_general'])} {{ #general }}", ""]
        document = urls.doc(urls.source_path(self.record.source_id))
        for other in related:
            # An appendix's title names it already ("Appendix D — Recommended Play Booster Mix..."): said once.
            named = other.rule.title.startswith(f"Appendix {other.number}")
            mtr = labels["mtr_rule"].format(number=other.number)
            shown = inline(other.rule.title if named else f"{mtr} — {other.rule.title}")
            out.append(
                f'- <span lang="en">{link(shown, self.file, document, urls.tournament_anchor(other.number))}</span>'
            )
        return [*out, ""]

    def _references(self) -> list[str]:
        labels = self.labels
        write = self._write()
        seen: dict[str, str] = {}
        for block in self.record.rule.blocks:
            for reference in section_references(block.text):
                seen.setdefault(reference.number, block.text[reference.start : reference.end])
        if not seen:
            return []
        out = [f"## {inline(labels['tournament_section_ref'])} {{ #references }}", ""]
        titles = {
            r.rule.number: r.rule.title
            for r in self.ctx.graph.tournament.values()
            if r.source_id == self.record.source_id
        }
        for number, shown in seen.items():
            title = titles.get(number, "")
            item = write.section_link(number, shown)
            title = title.removeprefix(shown).removeprefix(" — ")  # "Appendix D — Recommended ...": said once
            out.append(f"- {item}" + (f" — {inline(title)}" if title else ""))
        return [*out, ""]

    def _earlier(self) -> list[str]:
        labels = self.labels
        if len(self.records) < 2:
            return []
        out = [f"## {inline(labels['tournament_earlier'])} {{ #earlier }}", ""]
        for record in reversed(self.records[:-1]):
            document, date = self._document(record), record.date.isoformat()
            if record.rule.text == self.record.rule.text:
                out += [labels["tournament_earlier_same"].format(document=document, date=date), ""]
            else:
                out += [labels["tournament_earlier_differs"].format(document=document, date=date), ""]
                out += tournament_body(record.rule.blocks, self._write())
        return out


def topic_relations(ctx: SiteContext, record_id: str) -> list[tuple[str, tuple[str, ...]]]:
    """The Comprehensive Rules a tournament rule is linked to, in number order, each with how.

    ``explains`` (a reviewed or automatic explanation, followed to the rule's number today),
    ``restates`` (a sentence it says nearly word for word), ``topic`` (a person found it on the same topic),
    ``cites`` (a citation in force on the
    document's date) or ``stale`` (a citation of a rule about something else on that date).
    """
    stale = {s.number for s in ctx.graph.stale if s.citing == record_id}
    found: dict[str, list[str]] = {}
    for graph_link in ctx.by_source.get(record_id, ()):
        if graph_link.kind == "explains":
            numbers = ctx.resolver.now(graph_link.target).numbers or (number_of(graph_link.target),)
            for number in numbers:
                found.setdefault(number, []).append("explains")
        elif graph_link.kind == "restates":
            found.setdefault(graph_link.target, []).append("restates")
        elif graph_link.kind == "same-topic":  # reviewed: rules/alignment/explanations.yaml
            found.setdefault(graph_link.target, []).append("topic")
        elif graph_link.kind == "cites":
            kind = "stale" if graph_link.target in stale else "cites"
            found.setdefault(graph_link.target, []).append(kind)
    order = ("explains", "restates", "topic", "cites", "stale")
    return [
        (number, tuple(kind for kind in order if kind in kinds))
        for number, kinds in sorted(found.items(), key=lambda item: RuleNumber.parse(item[0]))
    ]


def _index(ctx: SiteContext, language: str) -> str:
    labels = LABELS[language]
    file = urls.doc(urls.TOURNAMENT_PATH)
    heading = labels["tournament_title"]
    out = [*front_matter(heading), f"# {inline(heading)}", ""]
    numbers = by_number(ctx.graph.tournament)
    if not numbers:
        return "\n".join([*out, inline(labels["tournament_none"]), ""])
    newest = newest_document(ctx.graph.tournament)
    assert newest is not None
    document = link(inline(labels["mtr"]), file, urls.doc(urls.source_path(newest.source_id)))
    example = next((n for n, records in numbers.items() if n != records[-1].rule.section), next(iter(numbers)))
    out += [
        labels["tournament_intro"].format(document=document, date=newest.date.isoformat(), example=inline(example)),
        "",
    ]
    if language != "en":
        out += [
            f'!!! note "{inline(labels["tournament_english_only"])}"',
            "",
            f"    {inline(labels['tournament_english_only_text'])}",
            "",
        ]
    for number, records in numbers.items():
        record = records[-1]
        if number == record.rule.section:
            continue  # the section's own heading
        shown = inline(f"{labels['mtr_rule'].format(number=number)} — {record.rule.title}")
        gone = ""
        if record.source_id != newest.source_id:
            mark = labels["tournament_gone_mark"].format(newest=newest.date.isoformat())
            gone = f' <span lang="{language}">({inline(mark)})</span>'

        # A citation that was stale on the document's date is not listed: its note is on the rule's page.
        topics = ", ".join(
            ctx.number_link(n, file) for n, kinds in topic_relations(ctx, record.id) if kinds != ("stale",)
        )
        entry = link(shown, file, urls.doc(urls.tournament_path(number)))
        out.append(f'- <span lang="en">{entry}</span>{gone}' + (f" · {topics}" if topics else ""))
    return "\n".join([*out, ""])


def render_tournament_pages(ctx: SiteContext) -> dict[str, str]:
    """The tournament rules' index and every rule's page, in every language, ``{doc-relative file: Markdown}``."""
    pages: dict[str, str] = {}
    numbers = by_number(ctx.graph.tournament)
    for language in LANGUAGES:
        pages[urls.page_file(urls.TOURNAMENT_PATH, language)] = _index(ctx, language)
        for number, records in numbers.items():
            if number == records[-1].rule.section:
                continue
            page = TournamentPage(ctx, records, language)
            pages[urls.page_file(urls.tournament_path(number), language)] = page.render()
    return pages

"""Rule pages: one per rule number that ever existed in a 2HG section (or that a text cites), per language.

Top to bottom, so that a phone says what the text is before showing it: the way up (Rules › 810 ›
810.7c); one status line (current, outdated and what it is now, removed, a rule outside 2HG) and
one copy menu; the text in the page's language (or the English text; the English in force first
when the translation renders an older wording, which follows under a warning); then the notices
about the text (which translation it is or why it is English, how a translation differs, the
authoritative English, the number's several meanings, a number that now means something else);
every language's texts and explanations in linked tabs; cards; discrepancy notes; the history, one
version per wording with the word diff that made it; the numbers it had before and after; the
rules it cites and what cites it; the previous and next rule of its section.
"""

from __future__ import annotations

import datetime as dt
import html
from collections.abc import Iterator
from functools import cached_property

from twohg.graph.align import number_of
from twohg.graph.assembly import FaqRecord, Node, SummaryRecord
from twohg.graph.editions import full_text
from twohg.graph.model import Link, RuleText
from twohg.graph.resolver import edition_of
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.markdown import diff_lines, front_matter, inline, link, marked
from twohg.site.pages.context import SiteContext
from twohg.site.pages.outside import OutsideRulePage, is_outside
from twohg.site.pages.sources import summary_items
from twohg.site.pages.tournament import stale_anchor
from twohg.text import wording_key


def span_text(start: dt.date, end: dt.date) -> str:
    """Two dates as a span, or one date when they are the same day."""
    return start.isoformat() if start == end else f"{start.isoformat()} – {end.isoformat()}"


def _indent(lines: list[str], indent: str = "    ") -> list[str]:
    return [f"{indent}{line}" if line else "" for line in lines]


class RulePage:
    """One rule number's page in one language."""

    def __init__(self, ctx: SiteContext, node: Node, language: str) -> None:
        """Gather what the page shows."""
        self.ctx, self.node, self.language = ctx, node, language
        self.labels = LABELS[language]
        self.file = urls.doc(urls.rule_path(node.id))
        self.newest = ctx.edition_link(ctx.newest, self.file)
        """The newest edition this site holds, linked: what "now" means on the page."""

    def render(self) -> str:
        """The page as Markdown (a rule outside the 2HG sections: `twohg.site.pages.outside`)."""
        node, labels = self.node, self.labels
        if is_outside(self.ctx, node):
            return OutsideRulePage(self.ctx, node, self.language).render(
                self._path(), self._copy_menu(None), self._tournament(), self._citations(), self._pager()
            )
        heading = f"{labels['rule']} {node.id}"
        latest = self.ctx.latest_english(node)
        out = [
            *front_matter(heading, self._description(latest)),
            *self._path(),
            f"# {inline(heading)} {{ #{urls.anchor(node.id)} }}",
            "",
        ]
        text, about_text = self._text(latest) if latest is not None else ([], [])
        status, about_status = self._status(latest)
        # The status first, so that no text is read before what it is (current, outdated, removed) is said.
        out += [*status, *self._copy_menu(latest), *text, *about_text, *about_status]
        out += self._languages()
        out += self._tournament()
        out += self._cards()
        out += self._notes()
        out += self._history()
        out += self._numbers()
        out += self._citations()
        out += self._pager()
        return "\n".join(out).rstrip() + "\n"

    def _description(self, latest: RuleText | None) -> str:
        """The page's meta description: the rule's text in the page's language, or what the page holds."""
        shown = latest if self.language == urls.DEFAULT_LANGUAGE else None
        if latest is not None and shown is None:
            shown = self.ctx.translation(self.node, self.language, latest)
        if shown is not None and shown.rule.paragraphs:
            return f"{self.node.id}. {' '.join(shown.rule.paragraphs)}"
        return self.labels["rule_description"].format(number=self.node.id)

    # --- the way up, and the previous and next rule ------------------------------------------

    def _path(self) -> list[str]:
        """The breadcrumbs above the heading: the rules' contents, the rule's section page, the rule.

        A number outside 2HG has no section page here: its crumbs are the contents and itself.
        """
        labels, node = self.labels, self.node
        crumbs = [link(inline(labels["path_rules"]), self.file, urls.doc(urls.SECTIONS_PATH))]
        if not node.external and node.number.section in self.ctx.lineage_sections:
            section = str(node.number.section)
            crumbs.append(link(inline(section), self.file, urls.doc(urls.section_path(section))))
        items = [f"{index}. {crumb}" for index, crumb in enumerate(crumbs, 1)]
        items += [f"{len(crumbs) + 1}. {inline(node.id)}", "    {: aria-current=page }"]
        label = html.escape(labels["path_label"], quote=True)
        return [f'<nav class="twohg-path" aria-label="{label}" markdown>', "", *items, "", "</nav>", ""]

    def _pager(self) -> list[str]:
        """The previous and next rule number of the same section (of the rules outside 2HG, for one of them)."""
        labels, node = self.labels, self.node
        group = [n for n in self.ctx.graph.nodes if n.external == node.external]
        if not node.external:
            group = [n for n in group if n.number.section == node.number.section]
        index = next(i for i, n in enumerate(group) if n.id == node.id)
        neighbours = [
            (group[index - 1] if index > 0 else None, "previous", "prev"),
            (group[index + 1] if index + 1 < len(group) else None, "next", "next"),
        ]
        links = [
            link(
                f'<span class="twohg-pager__direction">{inline(labels["pager_" + kind])}</span> '
                f'<span class="twohg-pager__number">{inline(other.id)}</span>',
                self.file,
                urls.doc(urls.rule_path(other.id)),
            )
            + f"{{: .twohg-pager__link .twohg-pager__link--{kind} rel={rel} }}"
            for other, kind, rel in neighbours
            if other is not None
        ]
        if not links:
            return []
        label = html.escape(labels["pager_label"], quote=True)
        return [f'<nav class="twohg-pager" aria-label="{label}" markdown>', "", " ".join(links), "", "</nav>", ""]

    # --- the copy menu -------------------------------------------------------------------------

    def _reference(self, latest: RuleText | None) -> tuple[str, str | None]:
        """The words a copied reference says, in the page's language: the link's text and the citation.

        "Reglas Completas 810.9a" and "Reglas Completas 810.9a (2026-04-17)"; an old number says what
        it is in the newest edition, from the resolver ("Comprehensive Rules 606.6e (in the edition of
        2026-04-17: 805.2, 805.4b, 805.4c, 805.5a)" and "Comprehensive Rules 606.6e (2009-05-01; in the
        edition of 2026-04-17: ...)"), a removed one when it was removed. A
        rule outside 2HG has no text here, hence no edition to cite: no citation.
        """
        ctx, labels, number = self.ctx, self.labels, self.node.id
        name = labels["cite_name"].format(rules=labels["cite_rules"], number=number)
        if latest is None:
            return name, None
        now: list[str] = []
        if ctx.current_text(self.node) is None:
            said = ctx.resolver.now(latest.id)
            if said.numbers:
                newest = ctx.date(ctx.newest).isoformat()
                now.append(labels["cite_now"].format(numbers=", ".join(said.numbers), date=newest))
            elif said.removed_in is not None:
                now.append(labels["cite_removed"].format(date=ctx.date(said.removed_in).isoformat()))
        link_text = labels["cite_text"].format(name=name, facts=now[0]) if now else name
        facts = labels["cite_sep"].join([ctx.date(latest.edition).isoformat(), *now])
        return link_text, labels["cite_text"].format(name=name, facts=facts)

    def _copy_menu(self, latest: RuleText | None) -> list[str]:
        """One menu (a native ``<details>``): the short link as a URL, a Markdown link, a BBCode link, a citation.

        The menu carries the facts (the short link relative to this page, the link's text and the
        citation in the page's language); ``copy.js`` makes the link absolute from where the site is
        served, fills each button's ``data-clipboard-text`` (Material's ClipboardJS copies it) and
        shows the menu, which stays hidden without script.
        """
        labels = self.labels
        short = urls.folder_from(urls.rule_path(self.node.id), self.language, urls.short_link(self.node.id))
        link_text, citation = self._reference(latest)
        facts = {
            "class": "twohg-copy",
            "data-number": self.node.id,
            "data-short-link": short,
            "data-link-text": link_text,
            "data-copied": labels["copied"],
        }
        if citation is not None:
            facts["data-citation"] = citation
        kinds = ["url", "markdown", "bbcode", *(["citation"] if citation is not None else [])]
        attributes = " ".join(f'{name}="{html.escape(value, quote=True)}"' for name, value in facts.items())
        group = html.escape(labels["copy_group"], quote=True)
        out = [
            f"<details {attributes} hidden>",
            f'<summary class="twohg-copy__summary">{html.escape(labels["copy_menu"])}</summary>',
            f'<div class="twohg-copy__menu" role="group" aria-label="{group}">',
        ]
        for kind in kinds:
            out.append(
                f'<button type="button" class="twohg-copy__button" data-twohg-copy="{kind}">'
                f"{html.escape(labels['copy_' + kind])}</button>"
            )
        out += ["</div>", '<span class="twohg-copy__status" role="status" aria-live="polite"></span>', "</details>", ""]
        return out

    # --- status -------------------------------------------------------------------------------

    def _numbers_linked(self, numbers: list[str]) -> str:
        return ", ".join(self.ctx.number_link(n, self.file) for n in numbers)

    def _status(self, latest: RuleText | None) -> tuple[list[str], list[str]]:
        """The status line (current, outdated and what it is now, removed, outside 2HG) and the notices below the text.

        The facts are the resolver's. Below the text: why a rule was removed, the number's several
        meanings, and what the number means now in another part of the rulebook.
        """
        ctx, node, labels = self.ctx, self.node, self.labels
        if latest is None:
            said = labels["status_external_text"].format(number=node.id)
            return self._status_line("external", labels["status_external"], said), []
        current = ctx.current_text(node)
        if current is not None:
            versions = ctx.graph.history.get(node.id, ())
            since = versions[-1].first if versions else ctx.newest
            said = labels["status_current_text"].format(date=self.newest, since=ctx.edition_link(since, self.file))
            newer = [m.date.isoformat() for m in ctx.graph.missing_editions or () if m.date > ctx.date(ctx.newest)]
            if newer:
                said += " " + labels["status_newer"].format(dates=", ".join(newer))
            return self._status_line("current", labels["status_current"], said), self._meanings()
        following = ctx.next_edition(latest.edition)
        assert following is not None  # only the newest edition has no next one, and the rule is not in it
        became = sorted({number_of(t) for t in ctx.forward.get(latest.id, ())}, key=RuleNumber.parse)
        now = ctx.resolver.now(latest.id)
        last, nxt = ctx.edition_link(latest.edition, self.file), ctx.edition_link(following, self.file)
        below: list[str] = []
        if became:
            text = labels["status_outdated_text"].format(last=last, next=nxt, numbers=self._numbers_linked(became))
            if now.numbers and list(now.numbers) != became:
                text += " " + labels["status_now"].format(
                    numbers=self._numbers_linked(list(now.numbers)), date=self.newest
                )
            elif now.removed_in is not None:
                text += " " + labels["status_now_none"].format(dates=ctx.edition_link(now.removed_in, self.file))
                text += self._related(now.related)
            line = self._status_line("outdated", labels["status_outdated"], text)
        else:
            text = labels["status_removed_text"].format(last=last, next=nxt) + self._related(now.related)
            line = self._status_line("removed", labels["status_removed"], text)
            note = ctx.removed.get(latest.id)
            if note is not None and note.note:
                head = f'!!! note "{inline(labels["removal_note"])}"'
                below += [head, "", f"    {inline(ctx.reviewed_prose(note.note))}", "    {: lang=en }", ""]
        below += self._meanings()
        reused = ctx.resolver.by_number[node.id].reused
        if reused is not None:
            below += self._box(
                "info",
                labels["status_reused"],
                labels["status_reused_text"].format(
                    section=reused.section,
                    title=marked(reused.title, "en"),
                    date=self.newest,
                ),
            )
        return line, below

    @staticmethod
    def _status_line(kind: str, head: str, body: str) -> list[str]:
        """The one status line under the text: the status in bold, then what it means, with its dates."""
        return [f"**{inline(head)}** · {body}", f"{{: .twohg-status .twohg-status--{kind} }}", ""]

    def _related(self, numbers: tuple[str, ...]) -> str:
        """For a removed rule, the sentence naming the rules that cover its topic now (with a leading space)."""
        if not numbers:
            return ""
        return " " + self.labels["related_now"].format(numbers=self._numbers_linked(list(numbers)), date=self.newest)

    def _meanings(self) -> list[str]:
        """A box listing the number's meanings, when the number was used for more than one rule."""
        ctx, labels = self.ctx, self.labels
        meanings = [m for m in self.node.meanings if any(e in ctx.position for e in m.editions)]
        if len(meanings) < 2:
            return []
        out = [f'!!! info "{inline(labels["meanings"].format(count=len(meanings)))}"', ""]
        for meaning in meanings:
            official = [e for e in meaning.editions if e in ctx.position]
            first, last = official[0], official[-1]
            span = ctx.edition_link(first, self.file)
            if last != first:
                span += f" – {ctx.edition_link(last, self.file)}"
            out += [f'    - {span}: <span lang="en">{inline(meaning.summary)}</span>']
        return [*out, ""]

    @staticmethod
    def _box(kind: str, head: str, body: str) -> list[str]:
        return [f'!!! {kind} "{inline(head)}"', "", f"    {body}", ""]

    # --- the text in the page's language ------------------------------------------------------

    def _text(self, latest: RuleText) -> tuple[list[str], list[str]]:
        """The text in the page's language (or the English text), and the notices about it that go below it.

        Below: which translation it is and what it renders, how it differs from the English of its
        date, the translation's own text of this number, and the English (authoritative, or newer);
        or, for the English text on a page in another language, why it is English.
        """
        ctx, labels, language = self.ctx, self.labels, self.language
        text = ctx.translation(self.node, language, latest) if language != "en" else None
        if text is not None:
            source = self._translated_from(text)
            if source is not None and wording_key(full_text(source.rule)) != wording_key(full_text(latest.rule)):
                # A translation of an older wording: the English text in force leads, the translation follows,
                # said to be of an older wording, with the span of the English wording it renders.
                name = labels[f"language_name_{text.language}"]
                said = labels["translation_older_text"].format(span=self._rendered_span(source))
                below = [
                    f'!!! warning "{inline(labels["translation_older"].format(language=name))}"',
                    "",
                    f"    {said}",
                    "",
                ]
                below += ctx.rule_body(text, self.file, language, indent="    ")
                below += self._differences(text, indent="    ")
                below += self._same_number(text, language)
                return ctx.rule_body(latest, self.file, language), below
            below = self._box("info", labels["translation"], self._translation_said(text))
            below += self._differences(text)
            below += self._same_number(text, language)
            if self._beside:
                # An official translation: the authoritative English right under what is said of it.
                below += [f'!!! quote "{inline(labels["english_authoritative"])}"', ""]
                below += ctx.rule_body(latest, self.file, language, indent="    ")
            return ctx.rule_body(text, self.file, language), below
        if language == "en":
            return ctx.rule_body(latest, self.file, language), []
        below = self._box("note", labels["english_text"], self._why_english())
        return ctx.rule_body(latest, self.file, language), below + self._same_number(None, language)

    def _rendered_span(self, source: RuleText) -> str:
        """The editions whose English wording a translation renders: the version of the English text it translates."""
        ctx = self.ctx
        version = next((v for v in ctx.graph.history.get(number_of(source.id), ()) if source.id in v.texts), None)
        if version is None:
            return ctx.edition_link(source.edition, self.file)
        first, last = ctx.edition_link(version.first, self.file), ctx.edition_link(version.last, self.file)
        return first if version.first == version.last else f"{first} – {last}"

    def _same_number(self, shown: RuleText | None, language: str) -> list[str]:
        """The page language's official texts of this number that are not the one shown, and what they render.

        The official Japanese 805.10f is not today's English 805.10f: it renders the 805.10f English
        removed on 2024-11-08. A reader who looks the number up in the translation is told so here.
        """
        ctx = self.ctx
        out: list[str] = []
        for text in ctx.texts_in(self.node, language):
            edition = ctx.editions[text.edition]
            if text == shown or edition.kind != "translation" or edition.date is None:
                continue
            source = self._translated_from(text)
            about = self._about(text.id) if source is not None else ""
            body = [f"*{about}*", ""] if about else []
            body += ctx.rule_body(text, self.file, self.language)
            body += self._differences(text)
            title = self.labels["translation_same_number"].format(number=self.node.id)
            out += [f'!!! note "{inline(title)}"', "", *_indent(body)]
        return out

    def _translation_said(self, text: RuleText) -> str:
        """What the translation shown is: its stated date and the edition it translates, or its content dating."""
        ctx, labels = self.ctx, self.labels
        edition = ctx.editions[text.edition]
        span = edition.translates
        if edition.date is not None and span is not None:
            said = labels["translation_stated"].format(
                language=labels[f"language_name_{edition.language}"],
                date=edition.date.isoformat(),
                start=ctx.edition_link(span[0], self.file),
            )
        elif span is None:
            said = labels["translation_undated"]
        else:
            key = "translation_text_one" if span[0] == span[1] else "translation_text"
            said = labels[key].format(
                start=ctx.edition_link(span[0], self.file), end=ctx.edition_link(span[1], self.file)
            )
        number = number_of(text.id)
        if number != self.node.id:
            said += " " + labels["translation_numbered"].format(number=ctx.number_link(number, self.file))
        return said

    def _differences(self, text: RuleText, indent: str = "") -> list[str]:
        """What a dated translation's rule renders otherwise than the English of its date, in the page's language."""
        ctx, labels = self.ctx, self.labels
        differences = ctx.differences(text)
        if not differences:
            return []
        body: list[str] = []
        for difference in differences:
            date = ctx.edition_link(difference.against, self.file)
            english = ctx.graph.texts.get(difference.english or "")
            if difference.kind == "lags" and english is not None and difference.wording is not None:
                first, last = (ctx.edition_link(e, self.file) for e in difference.wording)
                number = ctx.number_link(number_of(english.id), self.file)
                line = labels["difference_lags"].format(number=number, first=first, last=last, date=date)
                now = ctx.resolver.now(english.id)
                if now.removed_in is not None:
                    line += " " + labels["difference_removed"].format(
                        removed=ctx.edition_link(now.removed_in, self.file)
                    )
                elif now.numbers:
                    numbers = ", ".join(ctx.number_link(n, self.file) for n in now.numbers)
                    line += " " + labels["difference_now"].format(numbers=numbers)
                body += [line, "", labels["difference_english"], ""]
                body += [f"> {line}" if line else ">" for line in ctx.rule_body(english, self.file, self.language)]
            elif difference.kind == "extra-rule":
                if english is not None:
                    shown = ctx.number_link(number_of(english.id), self.file)
                    body += [labels["difference_extra"].format(date=date, number=difference.number, english=shown)]
                if difference.last_printed is not None:
                    last = ctx.edition_link(difference.last_printed, self.file)
                    body += ["", labels["difference_last_printed"].format(number=difference.number, last=last)]
                body += [""]
            elif difference.kind == "adds":
                says = f'<span lang="{text.language}">「{inline(difference.says)}」</span>'
                body += [labels["difference_adds"].format(date=date, says=says), ""]
                like = ctx.graph.texts.get(difference.like or "")
                if like is not None:
                    last = ctx.edition_link(like.edition, self.file)
                    shown = ctx.number_link(number_of(like.id), self.file)
                    body += [labels["difference_like"].format(last=last, number=shown), ""]
                    body += [f"> {line}" if line else ">" for line in ctx.rule_body(like, self.file, self.language)]
            elif difference.kind == "lacks":
                body += [labels["difference_lacks"].format(date=date, number=difference.number), ""]
            else:
                findings = f'<span lang="en">{inline("; ".join(difference.findings))}</span>'
                shown = ctx.number_link(difference.number, self.file)
                body += [labels["difference_differs"].format(number=shown, date=date, findings=findings), ""]
        head = f'{indent}!!! warning "{inline(labels["difference_title"])}"'
        return [head, "", *(f"{indent}    {line}" if line else "" for line in body), ""]

    def _why_english(self) -> str:
        """Why a page in another language shows the English text: no translation, or one that lacks this rule."""
        ctx, labels = self.ctx, self.labels
        translated = ctx.translated_in(self.language)
        if translated is None:
            return labels["no_translation"]
        if translated.date is not None:
            return labels["translation_not_covered"].format(
                language=labels[f"language_name_{translated.language}"], date=translated.date.isoformat()
            )
        span = translated.translates
        if span is None:
            return labels["translation_undated"]
        return labels["es_not_covered"].format(
            start=ctx.edition_link(span[0], self.file), end=ctx.edition_link(span[1], self.file)
        )

    def _glossary(self, language: str) -> list[str]:
        """The glossary entries of the official translations in ``language`` that cite this rule."""
        ctx, labels = self.ctx, self.labels
        entries = [
            record
            for record in ctx.graph.glossary.values()
            if record.language == language and self.node.id in record.cites
        ]
        if not entries:
            return []
        out = [f"**{inline(labels['glossary_title'])}**", ""]
        for record in sorted(entries, key=lambda r: r.id):
            entry = record.entry
            obsolete = f" ({inline(labels['glossary_obsolete'])})" if entry.obsolete else ""
            term = f'<span lang="{language}">{inline(entry.term)}</span>'
            out += [
                f'- {term} <span lang="en">/ {inline(entry.english)}</span>{obsolete}: '
                f'<span lang="{language}">{ctx.linked(entry.definition, language, self.file)}</span>'
            ]
        return [*out, ""]

    def _translated_from(self, text: RuleText) -> RuleText | None:
        for candidate in self.ctx.by_target.get(text.id, ()):
            if candidate.kind == "translation":
                return self.ctx.graph.texts.get(candidate.source)
        return None

    # --- every language: texts and explanations ----------------------------------------------

    def _explanations(self) -> list[tuple[Link, str]]:
        """Every ``explains`` link into this rule's texts or their ancestors, with the text it explains."""
        ctx = self.ctx
        own = [t.id for t in ctx.official_texts(self.node)]
        ancestors = ctx.lineage_walk(own, forward=False)
        found: dict[str, tuple[Link, str]] = {}
        for text_id in [*self.node.texts, *ancestors]:
            for explains in ctx.by_target.get(text_id, ()):
                if explains.kind == "explains" and explains.source not in found:
                    found[explains.source] = (explains, text_id)
        return sorted(found.values(), key=lambda pair: pair[0].source)

    def _languages(self) -> list[str]:
        ctx, labels = self.ctx, self.labels
        explanations = self._explanations()
        order = [self.language, *(lang for lang in LANGUAGES if lang != self.language)]
        tabs: list[str] = []
        latest = ctx.latest_english(self.node)
        shown = ctx.translation(self.node, self.language, latest) if latest is not None else None
        for language in order:
            body: list[str] = []
            if language == "en" and latest is not None and shown is not None and not self._beside:
                body += ctx.rule_body(latest, self.file, self.language)
            elif language not in ("en", self.language):
                translated = ctx.translation(self.node, language, latest) if latest is not None else None
                others = ctx.texts_in(self.node, language)[-1:]
                for text in [translated] if translated is not None else others:
                    if translated is None:
                        body += [f"*{self._about(text.id)}*", ""]
                    elif number_of(text.id) != self.node.id:
                        numbered = self.labels["translation_numbered"]
                        body += [f"*{numbered.format(number=ctx.number_link(number_of(text.id), self.file))}*", ""]
                    body += ctx.rule_body(text, self.file, self.language)
                    body += self._differences(text)
                if translated is not None:
                    body += self._same_number(translated, language)
            if language != "en":
                body += self._glossary(language)
            for explains, target in explanations:
                body += self._explanation(explains, target, language)
            if body:
                name = labels[f"language_name_{language}"]
                tabs += [f'=== "{name[:1].upper()}{name[1:]}"', "", *_indent(body)]
        if not tabs:
            return []
        return [f"## {inline(labels['languages'])} {{ #languages }}", "", *tabs]

    @cached_property
    def _beside(self) -> bool:
        """True when the page shows an official translation that states its date: the English goes right under it."""
        latest = self.ctx.latest_english(self.node)
        if latest is None or self.language == "en":
            return False
        shown = self.ctx.translation(self.node, self.language, latest)
        return shown is not None and self.ctx.editions[shown.edition].date is not None

    @cached_property
    def _meaning_texts(self) -> frozenset[str]:
        """The texts of the meaning the page is about: that of the newest English text."""
        latest = self.ctx.latest_english(self.node)
        for meaning in self.node.meanings:
            if latest is not None and latest.id in meaning.texts:
                return frozenset(meaning.texts)
        return frozenset(self.node.texts)

    def _about(self, text_id: str) -> str:
        """What an entry or a text is about when not this rule now ("about 606.6d in the edition of 2005-08-01")."""
        ctx = self.ctx
        edition = edition_of(text_id)
        official = edition if edition in ctx.position else None
        source = ctx.by_target.get(text_id, ())
        for candidate in source:
            if candidate.kind == "translation" and edition_of(candidate.source) in ctx.position:
                official = edition_of(candidate.source)
        date = ctx.edition_link(official, self.file) if official else inline(edition)
        return self.labels["about_earlier"].format(number=ctx.number_link(number_of(text_id), self.file), date=date)

    def _explanation(self, explains: Link, target: str, language: str) -> list[str]:
        ctx, labels = self.ctx, self.labels
        record: FaqRecord | SummaryRecord | None = ctx.graph.faq.get(explains.source) or ctx.graph.summary.get(
            explains.source
        )
        if record is None or record.language != language:
            return []
        source_doc = urls.doc(urls.source_path(record.source_id))
        if isinstance(record, FaqRecord):
            entry = record.entry
            head = labels["faq_entry"].format(index=entry.index)
            anchor = f"q{entry.index}"
            title = entry.question
            paragraphs = list(entry.answer)
        else:
            section = record.section
            head = labels["summary_section"].format(number=section.number)
            anchor = f"s{section.number}"
            title = section.title
            paragraphs = [p.text for p in section.paragraphs]
        notes = []
        if target not in self._meaning_texts:
            notes.append(self._about(target))
        if not explains.certain:
            notes.append(labels["uncertain"])
        source = ctx.sources.get(record.source_id)
        source_title = source.title if source is not None else record.source_id
        facts = [f'<span lang="{record.language}">{inline(source_title)}</span>']
        if source is not None:
            # Its date, and whether a publisher stands behind it (the Japanese summary is a players' site's).
            if source.date is not None:
                facts.append(source.date.isoformat())
            elif source.date_range is not None:
                facts.append(f"{source.date_range.start.isoformat()} – {source.date_range.end.isoformat()}")
            if not source.publisher:
                facts.append(f"**{inline(labels['unofficial'])}**")
        out = [
            f"**{link(inline(head), self.file, source_doc, anchor)}** · {' · '.join(facts)}"
            + (f" ({'; '.join(notes)})" if notes else ""),
            "",
            *ctx.outdated_notice(explains.source, self.file, self.language),
            f"**{ctx.linked(title, language, self.file)}**",
            f"{{: lang={language} }}",
            "",
        ]
        for paragraph in paragraphs:
            body = ctx.linked(paragraph, language, self.file)
            if body:
                out += [body, f"{{: lang={language} }}", ""]
        if isinstance(record, SummaryRecord):
            for summary_paragraph in record.section.paragraphs:
                if summary_paragraph.items:
                    out += [*summary_items(summary_paragraph.items), ""]
                out += ctx.examples(summary_paragraph.examples, language, self.file, self.language)
        else:
            out += ctx.examples(record.entry.examples, language, self.file, self.language)
        return out

    # --- the tournament rules ----------------------------------------------------------------

    def _tournament(self) -> list[str]:
        """The tournament rules that explain, restate or cite this rule, and their out-of-date citations."""
        ctx, labels = self.ctx, self.labels
        graph = ctx.graph
        found: dict[str, list[str]] = {}
        own = [t.id for t in ctx.official_texts(self.node)]
        for text_id in [*self.node.texts, *ctx.lineage_walk(own, forward=False)]:
            for explains in ctx.by_target.get(text_id, ()):
                if explains.kind == "explains" and explains.source in graph.tournament:
                    found.setdefault(explains.source, []).append("explains")
        stale_here = [s for s in graph.stale if s.number == self.node.id]
        stale_ids = {s.citing for s in stale_here}
        for other in ctx.by_target.get(self.node.id, ()):
            if other.source in graph.tournament and other.kind in ("restates", "cites"):
                kind = "stale" if other.kind == "cites" and other.source in stale_ids else other.kind
                found.setdefault(other.source, []).append(kind)
        instead = [s for s in graph.stale if self.node.id in s.instead]
        if not found and not instead:
            return []
        out = [f"## {inline(labels['tournament_on_rule'])} {{ #tournament }}", ""]
        for record_id, kinds in sorted(found.items()):
            record = graph.tournament[record_id]
            shown = inline(f"{labels['mtr_rule'].format(number=record.number)} — {record.rule.title}")
            entry = link(shown, self.file, urls.doc(urls.tournament_path(record.number)))
            words = labels["tournament_sep"].join(inline(labels[f"tournament_{kind}"]) for kind in dict.fromkeys(kinds))
            out.append(f'- <span lang="en">{entry}</span> ({record.date.isoformat()}) — {words}')
        out.append("")
        for stale in [*stale_here, *instead]:
            record = graph.tournament[stale.citing]
            rule = link(
                inline(labels["mtr_rule"].format(number=record.number)),
                self.file,
                urls.doc(urls.tournament_path(record.number)),
                stale_anchor(stale),
            )
            if stale in stale_here:
                numbers = ", ".join(ctx.number_link(n, self.file) for n in stale.instead) or "—"
                text = labels["tournament_on_rule_stale"].format(
                    rule=rule, date=record.date.isoformat(), numbers=numbers
                )
                out += [f'!!! warning "{inline(labels["stale_title"])}"', "", f"    {text}", ""]
            else:
                number = ctx.number_link(stale.number, self.file)
                text = labels["tournament_on_rule_instead"].format(
                    rule=rule, date=record.date.isoformat(), number=number
                )
                out += [f'!!! info "{inline(labels["stale_title"])}"', "", f"    {text}", ""]
        return out

    # --- cards and notes --------------------------------------------------------------------

    def _cards(self) -> list[str]:
        ctx, labels = self.ctx, self.labels
        ids = sorted(
            {
                mention.target
                for text_id in self.node.texts
                for mention in ctx.by_source.get(text_id, ())
                if mention.kind == "mentions-card"
            }
        )
        if not ids:
            return []
        out = [f"## {inline(labels['cards'])} {{ #cards }}", ""]
        for card_id in ids:
            card = ctx.graph.cards[card_id]
            mine = card.names.get(self.language)
            others = [
                f"{inline(name.text)} ({language})"
                for language, name in sorted(card.names.items())
                if name is not mine and name.text != (mine.text if mine else "")
            ]
            shown = ctx.card_link(card.name, self.file, mine.text if mine is not None else card.name)
            out.append(f"- **{shown}**" + (f" — {', '.join(others)}" if others else ""))
        return [*out, ""]

    def _notes(self) -> list[str]:
        ctx, labels = self.ctx, self.labels
        notes = [d for d in ctx.graph.discrepancies if d.id in self.node.notes]
        if not notes:
            return []
        out = [f"## {inline(labels['notes'])} {{ #notes }}", ""]
        for note in notes:
            if self.language == "en":
                out += [f'!!! warning "{inline(note.topic)}"', "", f"    {ctx.linked(note.note, 'en', self.file)}", ""]
                continue
            topic = labels.get(f"note_topic_{note.id.split(':')[-1].rsplit('-line-', 1)[0]}")
            if topic is None:
                number = note.id.removeprefix("correction-")
                topic = labels["note_topic_correction"].format(number=number)
            out += [f'!!! warning "{inline(topic)}"', "", f"    {inline(labels['note_statements'])}", ""]
            out += [f"    - {item}" for item in self._statements(note.statements)]
            path = urls.rule_path(self.node.id)
            english = urls.folder_from(path, self.language, urls.served(path, urls.DEFAULT_LANGUAGE))
            out += [
                "",
                f'    <a href="{html.escape(english)}#notes" hreflang="en">{inline(labels["note_english"])}</a>',
                "",
            ]
        return out

    def _statements(self, statements: tuple[tuple[str, str, str, int], ...]) -> list[str]:
        """What each document says in a discrepancy, one item per document, number and words, in the page's language.

        The same words under the same number in consecutive official editions are one item with their span.
        """
        ctx, labels = self.ctx, self.labels
        groups: dict[tuple[str, str, str], list[str]] = {}
        for text_id, words, _file, _line in statements:
            groups.setdefault((edition_of(text_id), number_of(text_id), words), []).append(edition_of(text_id))
        merged: dict[tuple[str, str, str], list[str]] = {}
        for (edition_id, number, words), editions in groups.items():
            key = ("official", number, words) if edition_id in ctx.position else (edition_id, number, words)
            merged.setdefault(key, []).extend(editions)
        items: list[str] = []
        for (document, number, words), editions in merged.items():
            source_id = document.split("/")[0].split(":")[0]
            if document == "official":
                first, last = editions[0], editions[-1]
                span = ctx.edition_link(first, self.file)
                if last != first:
                    span += f" – {ctx.edition_link(last, self.file)}"
                who, language = f"{inline(labels['comprehensive-rules'])} ({span})", "en"
            else:
                edition = ctx.editions.get(document)
                source = ctx.sources.get(edition.source_id if edition is not None else source_id)
                who = ctx.source_name(source.id, self.file) if source is not None else inline(document)
                language = edition.language if edition is not None else (source.language if source else "en")
            where = ctx.number_link(number, self.file) if number in ctx.nodes else ""
            items.append(f'{who}{" · " + where if where else ""}: <q lang="{language}">{inline(words)}</q>')
        return items

    # --- history ----------------------------------------------------------------------------

    def _history(self) -> list[str]:
        ctx, labels = self.ctx, self.labels
        versions = ctx.graph.history.get(self.node.id, ())
        if not versions:
            return []
        out = [f"## {inline(labels['history'])} {{ #history }}", "", inline(labels["history_intro"]), ""]
        for index, version in enumerate(versions, 1):
            # Dated by the editions that printed it, both ends: a current wording ends at the newest
            # edition this site holds, not "today" (a newer edition may exist that it lacks).
            start, end = version.start.isoformat(), version.last_date.isoformat()
            head = start if version.first == version.last else f"{start} – {end}"
            out += [f"### {inline(head)} · {inline(labels['began_' + version.began])} {{ #v{index} }}", ""]
            span = ctx.editions_said(version.first, version.last, self.file, labels)
            if version.came_from:
                sources = ", ".join(
                    f"{ctx.number_link(number_of(origin.text), self.file)} "
                    f"({ctx.edition_link(edition_of(origin.text), self.file)})"
                    for origin in version.came_from
                )
                span += " · " + labels["came_from"].format(sources=sources)
            out += [span, ""]
            diffs = [origin.words for origin in version.came_from if origin.words]
            if diffs:
                for words in diffs:
                    out += [*diff_lines(words), ""]
            else:
                out += ctx.rule_body(ctx.graph.texts[version.texts[0]], self.file, self.language)
            if version.typography:
                dates = ", ".join(ctx.edition_link(e, self.file) for e in version.typography)
                out += [labels["typography"].format(editions=dates), ""]
        quoted = [ctx.editions[edition_of(t)] for t in self.node.texts if edition_of(t) not in ctx.position]
        if quoted:
            names = ", ".join(
                f"{ctx.source_name(e.source_id, self.file)} ({inline(span_text(e.start, e.end))})" for e in quoted
            )
            out += [labels["also_in"].format(editions=names), ""]
        return out

    # --- numbers and citations ----------------------------------------------------------------

    def _numbers(self) -> list[str]:
        ctx, labels = self.ctx, self.labels
        out: list[str] = []
        for key, forward in (("before", False), ("after", True)):
            spells = ctx.other_numbers(self.node, forward)
            if spells:
                items = [
                    f"{ctx.number_link(s.number, self.file)} ({ctx.edition_link(s.first, self.file)}"
                    + (f" – {ctx.edition_link(s.last, self.file)})" if s.last != s.first else ")")
                    for s in spells
                ]
                out += [f"- **{inline(labels[key])}:** {', '.join(items)}"]
        if not out:
            return []
        return [f"## {inline(labels['numbers'])} {{ #numbers }}", "", *out, ""]

    def _citations(self) -> list[str]:
        ctx, labels = self.ctx, self.labels
        cites = sorted(
            {c.target for t in self.node.texts for c in ctx.by_source.get(t, ()) if c.kind == "cites"},
            key=RuleNumber.parse,
        )
        cited_by_rules: set[str] = set()
        cited_by_entries: dict[str, Link] = {}
        for citing in ctx.by_target.get(self.node.id, ()):
            if citing.kind != "cites":
                continue
            if citing.source in ctx.graph.texts:
                cited_by_rules.add(number_of(citing.source))
            elif citing.source not in ctx.graph.tournament:  # listed under the tournament rules
                cited_by_entries.setdefault(citing.source, citing)
        out: list[str] = []
        if cites:
            out.append(f"- **{inline(labels['cites'])}:** " + ", ".join(self._cited(n) for n in cites))
        if cited_by_rules - {self.node.id}:
            numbers = sorted(cited_by_rules - {self.node.id}, key=RuleNumber.parse)
            out.append(f"- **{inline(labels['cited_by'])}:** " + self._numbers_linked(numbers))
        if cited_by_entries:
            out.append(f"- **{inline(labels['cited_by_documents'])}:** " + ", ".join(self._entries(cited_by_entries)))
        if not out:
            return []
        return [f"## {inline(labels['citations'])} {{ #citations }}", "", *out, ""]

    def _cited(self, number: str) -> str:
        node = self.ctx.node(number)
        shown = self.ctx.number_link(number, self.file)
        return f"{shown} ({inline(self.labels['outside'])})" if node is not None and node.external else shown

    def _entries(self, entries: dict[str, Link]) -> Iterator[str]:
        for entry_id in sorted(entries):
            source_id, _, rest = entry_id.partition("/")
            anchor = rest if rest[:1] in ("q", "s") and rest[1:].isdigit() else ""
            yield self.ctx.source_name(source_id.split(":")[0], self.file, anchor) + self._entry_place(rest)

    def _entry_place(self, rest: str) -> str:
        """Where in its source a citing entry is, in the page's language: a question, a section, a line, a term."""
        labels = self.labels
        kind, _, number = rest.partition("-") if rest[:1] not in ("q", "s") else (rest[:1], "", rest[1:])
        if kind == "q" and number.isdigit():
            return f" ({inline(labels['faq_entry'].format(index=number))})"
        if kind == "s" and number.isdigit():
            return f" ({inline(labels['summary_section'].format(number=number))})"
        if kind == "line" and number.isdigit():
            return f" ({inline(labels['lines'])} {number})"
        if kind == "g":
            return f" ({inline(labels['glossary_title'])})"
        return ""


def render_rule_pages(ctx: SiteContext) -> dict[str, str]:
    """Every rule page in every language, ``{doc-relative file: Markdown}``."""
    pages: dict[str, str] = {}
    for node in ctx.graph.nodes:
        for language in LANGUAGES:
            pages[urls.page_file(urls.rule_path(node.id), language)] = RulePage(ctx, node, language).render()
    return pages

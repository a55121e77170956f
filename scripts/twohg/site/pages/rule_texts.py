"""A rule page's texts and explanations (a part of `twohg.site.pages.rules.RulePage`).

The text in the page's language (or the English text) with the notices about it, how a translation
differs from the English it renders, and every language's texts and explanations side by side.
"""

from __future__ import annotations

from functools import cached_property

from twohg.graph.align import number_of
from twohg.graph.assembly import FaqRecord, SummaryRecord
from twohg.graph.editions import full_text
from twohg.graph.model import Link, RuleText
from twohg.graph.resolver import edition_of
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls
from twohg.site.markdown import inline, link
from twohg.site.pages.context import SiteContext
from twohg.site.pages.rule_part import RulePart, indent_lines
from twohg.site.pages.sources import summary_items
from twohg.text import wording_key


class RuleTexts(RulePart):
    """The texts of a rule page and what explains them, in every language."""

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
            source = self.ctx.translated_from(text)
            if source is not None and not self._leads(text, source, latest):
                # A translation of an older wording, or one that says otherwise than the English of its date (the
                # official Japanese 810.8c keeps a clause English dropped in 2009): the English text leads, the
                # translation follows, said to be of an older wording (with the span of the English it renders)
                # or to differ from the English in force (how, below it).
                name = labels[f"language_name_{text.language}"]
                standing = ctx.current_text(self.node) is not None
                older = renders_older(source, latest)
                if older:
                    title = labels["translation_older"].format(language=name)
                    key = "translation_older_text" if standing else "translation_older_text_last"
                    said = labels[key].format(span=self.ctx.rendered_span(source, self.file))
                else:
                    title = labels["translation_departs"].format(language=name)
                    said = labels["translation_departs_text" if standing else "translation_departs_text_last"]
                below = [f'!!! warning "{inline(title)}"', ""]
                edition = ctx.editions[text.edition]
                if edition.date is not None and edition.translates is not None:
                    # An official translation keeps its label where it departs: what it is, then how it differs.
                    below += [f"    {self._translation_said(text)}", ""]
                below += [f"    {said}", ""]
                below += ctx.rule_body(text, self.file, language, indent="    ")
                below += self._differences(text, indent="    ")
                # One line says why the page opens in English, and the translation follows the rule's paragraphs,
                # before the English examples (two screens of them in 810.9a).
                why = labels["english_lead_older" if older else "english_lead_departs"].format(language=name)
                lead = f"**{inline(labels['english_text'])}** · {inline(why)}"
                body = ctx.rule_body(latest, self.file, language, between=below)
                return [lead, "{: .twohg-english-lead }", "", *body], self._same_number(text, language)
            below = self._box("info", labels["translation"], self._translation_said(text))
            below += self._differences(text)
            below += self._same_number(text, language)
            if self._beside:
                # An official translation and the authoritative English: one under the other on a phone, side by
                # side where the screen is wide enough (site.css, .twohg-pair), the translation and what is said of
                # it on the left.
                english = [f'!!! quote "{inline(labels["english_authoritative"])}"', ""]
                english += ctx.rule_body(latest, self.file, language, indent="    ")
                return [
                    '<div class="twohg-pair" markdown>',
                    "",
                    '<div class="twohg-pair__side" markdown>',
                    "",
                    *ctx.rule_body(text, self.file, language),
                    *below,
                    "</div>",
                    "",
                    '<div class="twohg-pair__side" markdown>',
                    "",
                    *english,
                    "</div>",
                    "",
                    "</div>",
                    "",
                ], []
            return ctx.rule_body(text, self.file, language), below
        if language == "en":
            return ctx.rule_body(latest, self.file, language), []
        # No text in the reader's language: one line says so above the English text, and what explains the rule
        # in the reader's language (a FAQ answer) follows its paragraphs, before its examples.
        why = self._why_english()
        lead = f"**{inline(labels['english_text'])}** · {why}" if why else f"**{inline(labels['english_text'])}**"
        explained = [
            line for explains, target in self._explanations() for line in self._explanation(explains, target, language)
        ]
        body = ctx.rule_body(latest, self.file, language, between=explained)
        return [lead, "{: .twohg-english-lead }", "", *body], self._same_number(None, language)

    @cached_property
    def _english_only(self) -> bool:
        """True when the page's language has no text of this rule: its explanations in that language follow the text."""
        latest = self.ctx.latest_english(self.node)
        return (
            self.language != "en"
            and latest is not None
            and self.ctx.translation(self.node, self.language, latest) is None
        )

    def _leads(self, text: RuleText, source: RuleText, latest: RuleText) -> bool:
        """Whether a translation says what the English text in force says, and so leads the page in its language.

        Not when it renders an English wording the English has changed since, nor when it renders otherwise than
        the English of its date (an older wording, added words: `SiteContext.differences`).
        """
        return not self.ctx.departs(text) and not renders_older(source, latest)

    def leading_translation(self, latest: RuleText) -> RuleText | None:
        """The text in the page's language that leads the page (`_leads`), or None (the English leads)."""
        text = self.ctx.translation(self.node, self.language, latest) if self.language != "en" else None
        source = self.ctx.translated_from(text) if text is not None else None
        return text if text is not None and source is not None and self._leads(text, source, latest) else None

    def _tab_said(self, text: RuleText, latest: RuleText | None) -> str:
        """What a translation in another language's tab is, in the page's language, with the span it renders.

        A translation stating its date says so (the official Japanese of 2026-01-16, the English
        authoritative); one dated by its content gives the span of the English wording this rule renders,
        never the document's: the Spanish 810.5 renders the wording of 2011-04-01 on, which added poison
        counters, though the Spanish document is dated 2013-05-01 to 2016-09-30. A translation of a wording
        the English has changed since says so.
        """
        labels = self.labels
        name = labels[f"language_name_{text.language}"]
        edition = self.ctx.editions[text.edition]
        source = self.ctx.translated_from(text)
        older = source is not None and latest is not None and renders_older(source, latest)
        if edition.date is not None and edition.translates is not None and not older:
            return self._translation_said(text)  # with the number the translation gives it
        if source is None:
            said = self._about(text.id)
        elif older:
            said = labels["translation_older_of"].format(language=name, span=self.ctx.rendered_span(source, self.file))
        else:
            said = labels["translation_renders"].format(language=name, span=self.ctx.rendered_span(source, self.file))
        number = number_of(text.id)
        if number != self.node.id:
            numbered = labels["translation_numbered"].format(number=self.ctx.number_link(number, self.file))
            said += self.ctx.then(self.language, numbered)
        return said

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
            source = self.ctx.translated_from(text)
            about = self._about(text.id) if source is not None else ""
            body = [f"*{about}*", ""] if about else []
            body += ctx.rule_body(text, self.file, self.language)
            body += self._differences(text)
            title = self.labels["translation_same_number"].format(number=self.node.id)
            out += [f'!!! note "{inline(title)}"', "", *indent_lines(body)]
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
            rendered = ctx.rendered_editions(text.id)
            if rendered is not None:  # this rule's own words date it; the whole text's span follows
                said = self._span_said("translation_rule", rendered)
                said += ctx.then(self.language, self._span_said("translation_whole", span))
            else:
                said = self._span_said("translation_text", span)
        number = number_of(text.id)
        if number != self.node.id:
            numbered = labels["translation_numbered"].format(number=ctx.number_link(number, self.file))
            said += ctx.then(self.language, numbered)
        return said

    def _span_said(self, key: str, span: tuple[str, str]) -> str:
        """Label ``key`` with a span of editions, linked (``<key>_one`` when it is one edition)."""
        first, last = span
        chosen = f"{key}_one" if first == last else key
        return self.labels[chosen].format(
            start=self.ctx.edition_link(first, self.file), end=self.ctx.edition_link(last, self.file)
        )

    def _differences(self, text: RuleText, indent: str = "") -> list[str]:
        return translation_differences(self.ctx, text, self.file, self.language, indent)

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
                f'<span lang="{language}">{ctx.linked(entry.definition, language, self.file, terms=False)}</span>'
            ]
        return [*out, ""]

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
                    else:
                        body += [f"*{self._tab_said(text, latest)}*", ""]
                    body += ctx.rule_body(text, self.file, self.language)
                    body += self._differences(text)
                if translated is not None:
                    body += self._same_number(translated, language)
            if language != "en":
                body += self._glossary(language)
            if not (language == self.language and self._english_only):  # else they follow the text itself
                for explains, target in explanations:
                    body += self._explanation(explains, target, language)
            if body:
                name = labels[f"language_name_{language}"]
                tabs += [f'=== "{name[:1].upper()}{name[1:]}"', "", *indent_lines(body)]
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
        citing = ctx.source_edition(record.source_id)
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
            f"**{ctx.linked(title, language, self.file, edition=citing)}**",
            f"{{: lang={language} }}",
            "",
        ]
        for paragraph in paragraphs:
            body = ctx.linked(paragraph, language, self.file, edition=citing)
            if body:
                out += [body, f"{{: lang={language} }}", ""]
        if isinstance(record, SummaryRecord):
            for summary_paragraph in record.section.paragraphs:
                if summary_paragraph.items:
                    out += [*summary_items(summary_paragraph.items), ""]
                out += ctx.examples(summary_paragraph.examples, language, self.file, self.language, edition=citing)
        else:
            out += ctx.examples(record.entry.examples, language, self.file, self.language, edition=citing)
        return out


def translation_differences(
    ctx: SiteContext, text: RuleText, from_file: str, language: str, indent: str = ""
) -> list[str]:
    """What a dated translation's rule renders otherwise than the English of its date, in the page's ``language``.

    The rule page says it under the translation; a section page too, so that a printed page needs no other.
    """
    labels = LABELS[language]
    differences = ctx.differences(text)
    if not differences:
        return []
    body: list[str] = []
    for difference in differences:
        date = ctx.edition_link(difference.against, from_file)
        english = ctx.graph.texts.get(difference.english or "")
        if difference.kind == "lags" and english is not None and difference.wording is not None:
            first, last = (ctx.edition_link(e, from_file) for e in difference.wording)
            number = ctx.number_link(number_of(english.id), from_file)
            line = labels["difference_lags"].format(number=number, first=first, last=last, date=date)
            now = ctx.resolver.now(english.id)
            if now.removed_in is not None:
                line += " " + labels["difference_removed"].format(removed=ctx.edition_link(now.removed_in, from_file))
                line += ctx.then(language, ctx.carried_said(now, from_file, labels))
            elif now.numbers:
                numbers = ", ".join(ctx.number_link(n, from_file) for n in now.numbers)
                line += " " + labels["difference_now"].format(numbers=numbers)
            body += [line, "", labels["difference_english"], ""]
            body += [f"> {line}" if line else ">" for line in ctx.rule_body(english, from_file, language)]
        elif difference.kind == "extra-rule":
            if english is not None:
                shown = ctx.number_link(number_of(english.id), from_file)
                body += [labels["difference_extra"].format(date=date, number=difference.number, english=shown)]
            if difference.last_printed is not None:
                last = ctx.edition_link(difference.last_printed, from_file)
                body += ["", labels["difference_last_printed"].format(number=difference.number, last=last)]
            body += [""]
        elif difference.kind == "adds":
            says = f'<span lang="{text.language}">「{inline(difference.says)}」</span>'
            body += [labels["difference_adds"].format(date=date, says=says), ""]
            like = ctx.graph.texts.get(difference.like or "")
            if like is not None:
                last = ctx.edition_link(like.edition, from_file)
                shown = ctx.number_link(number_of(like.id), from_file)
                body += [labels["difference_like"].format(last=last, number=shown), ""]
                body += [f"> {line}" if line else ">" for line in ctx.rule_body(like, from_file, language)]
        elif difference.kind == "lacks":
            body += [labels["difference_lacks"].format(date=date, number=difference.number), ""]
        else:
            findings = f'<span lang="en">{inline("; ".join(difference.findings))}</span>'
            shown = ctx.number_link(difference.number, from_file)
            body += [labels["difference_differs"].format(number=shown, date=date, findings=findings), ""]
    head = f'{indent}!!! warning "{inline(labels["difference_title"])}"'
    return [head, "", *(f"{indent}    {line}" if line else "" for line in body), ""]


def renders_older(source: RuleText, english: RuleText) -> bool:
    """True when a translation's English source is a wording ``english`` has changed since (typography aside)."""
    return wording_key(full_text(source.rule)) != wording_key(full_text(english.rule))

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

import html

from twohg.graph.align import number_of
from twohg.graph.model import RuleText
from twohg.graph.resolver import Now, edition_of
from twohg.ingest.catalogue import LANGUAGES
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.markdown import front_matter, inline, link, marked
from twohg.site.pages.cardview import rule_card_rulings
from twohg.site.pages.context import SiteContext
from twohg.site.pages.outside import OutsideRulePage, is_outside
from twohg.site.pages.rule_history import RuleHistory
from twohg.site.pages.rule_texts import RuleTexts
from twohg.site.pages.tournament import stale_anchor


class RulePage(RuleTexts, RuleHistory):
    """One rule number's page in one language.

    Its status, copy menu, tournament rules, cards and notes are here; its texts and explanations
    (`RuleTexts`) and its history and citations (`RuleHistory`) are parts in modules of their own.
    """

    def render(self) -> str:
        """The page as Markdown (a rule outside the 2HG sections: `twohg.site.pages.outside`)."""
        node, labels = self.node, self.labels
        if is_outside(self.ctx, node):
            tournament = self._tournament() + rule_card_rulings(
                self.ctx, node.id, self.language, urls.rule_path(node.id)
            )
            return OutsideRulePage(self.ctx, node, self.language).render(
                self._path(), self._copy_menu(None), tournament, self._citations(), self._pager()
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
        """The page's meta description: the rule's text that leads the page in its language, or what the page holds.

        Never a translation of an older wording (`RuleTexts.leading_translation`): a search engine would show it as
        the rule.
        """
        shown = latest if self.language == urls.DEFAULT_LANGUAGE else None
        if latest is not None and shown is None:
            shown = self.leading_translation(latest)
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
                carried = said.carried
                if carried is not None and carried.now.numbers:
                    since = ctx.date(carried.since).isoformat()
                    now[-1] = labels["link_carried"].format(
                        removed=now[-1], numbers=", ".join(carried.now.numbers), since=since
                    )
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
        # Print the rule alone (print.js): its title, status, text, examples and notices, not its languages and
        # history; last in the menu, set apart from the copy buttons.
        out.append(
            f'<button type="button" class="twohg-copy__button twohg-copy__print" data-twohg-print="rule">'
            f"{html.escape(labels['print_rule'])}</button>"
        )
        out += ["</div>", '<span class="twohg-copy__status" role="status" aria-live="polite"></span>', "</details>", ""]
        return out

    # --- status -------------------------------------------------------------------------------

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
            return self._status_line("current", labels["status_current"], said), self._meanings()
        following = ctx.next_edition(latest.edition)
        assert following is not None  # only the newest edition has no next one, and the rule is not in it
        became = sorted({number_of(t) for t in ctx.forward.get(latest.id, ())}, key=RuleNumber.parse)
        now = ctx.resolver.now(latest.id)
        meaning = ctx.resolver.by_number[node.id].meaning_in(latest.edition)
        if meaning is not None:  # what the status line says, said to the other page kinds too
            ctx.statements.say_now(self.file, node.id, meaning.first, now, ctx.iso)
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
                text += self._carried_or_related(now)
            line = self._status_line("outdated", labels["status_outdated"], text)
        else:
            text = labels["status_removed_text"].format(last=last, next=nxt) + self._carried_or_related(now)
            line = self._status_line("removed", labels["status_removed"], text)
            note = ctx.removed.get(latest.id)
            if note is not None and note.note:
                head = f'!!! note "{inline(labels["removal_note"])}"'
                translated = dict(note.translations).get(self.language)
                if translated is not None:  # the reviewed reason in the reader's language
                    said = ctx.reviewed_prose(translated, self.language, self.file)
                    below += [head, "", f"    {inline(said)}", ""]
                else:
                    said = ctx.reviewed_prose(note.note, place=self.file)
                    below += [head, "", f"    {inline(said)}", "    {: lang=en }", ""]
        below += self._meanings()
        resolution = ctx.resolver.by_number[node.id]
        reused = resolution.reused
        for span in resolution.other_parts:
            if reused is not None and span in reused.titles:
                continue  # said below, with what the section is today
            below += self._box(
                "info",
                labels["status_other_part"],
                labels["status_other_part_text"].format(
                    first=ctx.edition_link(span.first, self.file),
                    last=ctx.edition_link(span.last, self.file),
                    section=span.section,
                    title=marked(span.title, "en"),
                    number=inline(node.id),
                ),
            )
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

    def _carried_or_related(self, now: Now) -> str:
        """For a removed rule, where its words stand on or, when no rule printed them, the rules that cover its topic.

        After a space (none in Japanese); empty when neither.
        """
        carried = self.ctx.carried_said(now, self.file, self.labels)
        if carried or not now.related:
            return self.ctx.then(self.language, carried)
        meaning = self.ctx.resolver.by_number[self.node.id].latest
        if meaning is not None and meaning.now == now:
            self.ctx.statements.say(self.file, self.node.id, meaning.first, "related", " ".join(now.related))
        related = self.labels["related_now"].format(numbers=self._numbers_linked(list(now.related)), date=self.newest)
        return self.ctx.then(self.language, related)

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
            ctx.statements.say(self.file, self.node.id, first, "span", f"{ctx.iso[first]}..{ctx.iso[last]}")
            span = ctx.edition_link(first, self.file)
            if last != first:
                span += f" – {ctx.edition_link(last, self.file)}"
            out += [f'    - {span}: <span lang="en">{inline(meaning.summary)}</span>']
        return [*out, ""]

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
            if other.source in graph.tournament and other.kind in ("restates", "cites", "same-topic"):
                outdated = other.kind == "cites" and other.source in stale_ids
                kind: str = "stale" if outdated else "topic" if other.kind == "same-topic" else other.kind
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
        rulings = rule_card_rulings(ctx, self.node.id, self.language, urls.rule_path(self.node.id))
        if not ids:
            return rulings
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
        return [*out, "", *rulings]

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


def render_rule_pages(ctx: SiteContext) -> dict[str, str]:
    """Every rule page in every language, ``{doc-relative file: Markdown}``."""
    pages: dict[str, str] = {}
    for node in ctx.graph.nodes:
        for language in LANGUAGES:
            pages[urls.page_file(urls.rule_path(node.id), language)] = RulePage(ctx, node, language).render()
    return pages

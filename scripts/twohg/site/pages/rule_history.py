"""A rule page's history and citations (a part of `twohg.site.pages.rules.RulePage`).

One version per wording with the word diff that made it, the numbers it had before and after, the
rules it cites and what cites it.
"""

from __future__ import annotations

from collections.abc import Iterator

from twohg.graph.align import number_of
from twohg.graph.model import Link
from twohg.graph.resolver import edition_of
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.markdown import diff_lines, inline, link
from twohg.site.pages.rule_part import RulePart, span_text


class RuleHistory(RulePart):
    """The history and the citations of a rule page."""

    # --- history ----------------------------------------------------------------------------

    def _history(self) -> list[str]:
        ctx, labels = self.ctx, self.labels
        versions = ctx.graph.history.get(self.node.id, ())
        if not versions:
            return []
        out = [f"## {inline(labels['history'])} {{ #history }}", "", inline(labels["history_intro"]), ""]
        out += ctx.dated_echo(self.node.id, labels)
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
            whole = urls.doc(urls.edition_text_path(ctx.text_page_of[version.first]))
            number = number_of(version.texts[0])
            span += " · " + link(
                inline(labels["edition_text_in"].format(date=start)), self.file, whole, urls.anchor(number)
            )
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
                out += [f"- **{inline(labels[key])}{labels['colon']}** {', '.join(items)}"]
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
            out.append(f"- **{inline(labels['cites'])}{labels['colon']}** " + ", ".join(self._cited(n) for n in cites))
        if cited_by_rules - {self.node.id}:
            numbers = sorted(cited_by_rules - {self.node.id}, key=RuleNumber.parse)
            out.append(f"- **{inline(labels['cited_by'])}{labels['colon']}** " + self._numbers_linked(numbers))
        if cited_by_entries:
            out.append(
                f"- **{inline(labels['cited_by_documents'])}{labels['colon']}** "
                + ", ".join(self._entries(cited_by_entries))
            )
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

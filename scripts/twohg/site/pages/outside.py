"""Pages of rules outside the 2HG sections (`twohg.graph.outside`): one per number, per language.

Top to bottom: the way up; the status line (current, or where the rule went, or that the number
was last printed in an edition), always first; the text of its newest wording (English: no
translation on this site covers these rules, and a page in another language says so in one line);
why the site holds the rule; every wording of the number, newest first, a change of rule marked as
such; what cites it; the previous and next number.
"""

from __future__ import annotations

from twohg.graph.align import display_text, number_of, word_diff
from twohg.graph.nodes import Node
from twohg.graph.outside import OutsideVersion, hundred
from twohg.graph.resolver import edition_of
from twohg.profiles import LABELS
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.markdown import diff_lines, front_matter, inline
from twohg.site.pages.context import SiteContext


class OutsideRulePage:
    """One outside rule number's page in one language."""

    def __init__(self, ctx: SiteContext, node: Node, language: str) -> None:
        """Gather what the page shows."""
        self.ctx, self.node, self.language = ctx, node, language
        self.labels = LABELS[language]
        self.file = urls.doc(urls.rule_path(node.id))
        self.versions: tuple[OutsideVersion, ...] = ctx.graph.outside_history[node.id]
        self.latest = ctx.graph.outside[self.versions[-1].texts[-1]]

    def render(
        self, path: list[str], copy: list[str], tournament: list[str], citations: list[str], pager: list[str]
    ) -> str:
        """The page as Markdown.

        The way up, the copy menu, the tournament rules, the citations and the pager come from the rule
        pages' own code (`twohg.site.pages.rules.RulePage`).
        """
        labels, node = self.labels, self.node
        heading = f"{labels['rule']} {node.id}"
        description = (
            f"{node.id}. {' '.join(self.latest.rule.paragraphs)}"
            if self.language == urls.DEFAULT_LANGUAGE
            else labels["rule_description"].format(number=node.id)
        )
        out = [*front_matter(heading, description), *path, f"# {inline(heading)} {{ #{urls.anchor(node.id)} }}", ""]
        out += self._status()
        out += copy
        if self.language != "en":
            language = labels[f"language_name_{self.language}"]
            out += [f"*{inline(labels['outside_english_only'].format(language=language))}*", ""]
        out += self.ctx.rule_body(self.latest, self.file, self.language)
        out += self._members()
        out += self._why()
        out += tournament
        out += self._history()
        out += citations
        out += pager
        return "\n".join(out).rstrip() + "\n"

    def _status(self) -> list[str]:
        """One line: current since when, or where the rule went and where it is now, or when last printed."""
        ctx, labels = self.ctx, self.labels
        last = self.versions[-1]
        newest = ctx.edition_link(ctx.newest, self.file)
        if last.current:
            text = labels["status_current_text"].format(date=newest, since=ctx.edition_link(self._since(), self.file))
            return _status_line("current", labels["status_current"], labels["outside_status"], text)
        following = ctx.next_edition(last.last)
        last_link = ctx.edition_link(last.last, self.file)
        next_link = ctx.edition_link(following, self.file) if following is not None else last_link
        if last.went_to is not None:
            text = labels["outside_became"].format(
                last=last_link, next=next_link, number=ctx.number_link(number_of(last.went_to), self.file)
            )
            # Then where it is today, said even when today's number is the one it became (102.3b: 104.3b).
            now = ctx.graph.outside_now.get(last.texts[-1])
            if now is not None and now.numbers:
                numbers = ", ".join(ctx.number_link(n, self.file) for n in now.numbers)
                text += ctx.then(self.language, labels["outside_now"].format(date=newest, numbers=numbers))
            elif now is not None and now.removed_in is not None:
                removed = labels["outside_removed"].format(date=ctx.edition_link(now.removed_in, self.file))
                text += ctx.then(self.language, removed)
        else:
            text = labels["outside_gone"].format(last=last_link)
        return _status_line("outdated", labels["status_outdated"], labels["outside_status"], text)

    def _members(self) -> list[str]:
        """For a cited section: its rules in the newest edition, each anchored by its number (they have no page)."""
        ctx, labels = self.ctx, self.labels
        if not self.node.number.is_section:
            return []
        out: list[str] = []
        for number in section_members(ctx, self.node.number.section):
            text = ctx.graph.outside[ctx.graph.outside_history[number][-1].texts[-1]]
            body = ctx.rule_body(text, self.file, self.language)
            if body:
                body[0] = f"**{inline(number)}** {body[0]}"
                body[1] = f"{{: #{urls.anchor(number)} lang={text.language} }}"
                out += body
        if not out:
            return []
        return [f"## {inline(labels['outside_members'])} {{ #rules }}", "", *out]

    def _since(self) -> str:
        """The first edition of the current wording."""
        return self.versions[-1].first

    def _why(self) -> list[str]:
        """Why the site holds this rule: a general multiplayer rule, cited by texts here, or it names the variant."""
        ctx, labels, node = self.ctx, self.labels, self.node
        reasons: list[str] = []
        if node.number.section in {hundred(section) for section in ctx.lineage_sections}:
            reasons.append(labels["outside_why_general"].format(section=node.number.section))
        citing = self._citing(node.id)
        if citing:
            reasons.append(labels["outside_why_cited"].format(sources=citing))
        # A subrule of a cited rule, a rule of a cited section (102.3b of the cited 102.3): held as part of it.
        number = node.number
        wholes = [
            str(n) for n in (number.parent, RuleNumber.parse(str(number.section))) if n is not None and n != number
        ]
        for whole in wholes if not citing else ():
            cited = self._citing(whole)
            if cited:
                reasons.append(
                    labels["outside_why_part"].format(number=ctx.number_link(whole, self.file), sources=cited)
                )
                break
        if not reasons:
            reasons.append(labels["outside_why_names"])
        return [f"## {inline(labels['outside_why'])} {{ #why }}", "", *(f"- {reason}" for reason in reasons), ""]

    def _citing(self, number: str) -> str:
        """The texts here that cite or restate ``number``, each linked, or ``""``."""
        ctx = self.ctx
        citing = sorted(
            {
                number_of(link.source) if link.source in ctx.graph.texts else link.source.split("/", 1)[0]
                for link in ctx.by_target.get(number, ())
                if link.kind in ("cites", "restates", "same-topic")
            }
        )
        shown = [ctx.number_link(c, self.file) if c in ctx.nodes else ctx.source_name(c, self.file) for c in citing]
        return ", ".join(shown)

    def _history(self) -> list[str]:
        """Every wording, newest first; a change of rule under the same number said where it happens."""
        ctx, labels = self.ctx, self.labels
        if len(self.versions) < 2 and self.versions[0].came_from is None:
            return []
        out = [f"## {inline(labels['history'])} {{ #history }}", "", inline(labels["outside_history_intro"]), ""]
        out += ctx.dated_echo(self.node.id, labels)
        ordered = list(enumerate(self.versions, 1))
        for index, version in reversed(ordered):
            start, end = version.start.isoformat(), version.last_date.isoformat()
            span = start if version.first == version.last else f"{start} – {end}"
            out += [f"### {inline(labels['outside_version'].format(span=span))} {{ #v{index} }}", ""]
            out += [ctx.editions_said(version.first, version.last, self.file, labels), ""]
            if version.went_to is not None:
                date = ctx.edition_link(edition_of(version.went_to), self.file)
                number = ctx.number_link(number_of(version.went_to), self.file)
                out += [labels["outside_went_to"].format(number=number, date=date), ""]
            earlier = self.versions[index - 2] if index > 1 else None
            text = ctx.graph.outside[version.texts[0]]
            if earlier is not None and earlier.meaning == version.meaning:
                before = ctx.graph.outside[earlier.texts[-1]]
                out += [*diff_lines(word_diff(display_text(before.rule), display_text(text.rule))), ""]
            elif version is not self.versions[-1]:
                out += ctx.rule_body(text, self.file, self.language)
            if version.came_from is not None:
                date = ctx.edition_link(edition_of(version.came_from), self.file)
                number = ctx.number_link(number_of(version.came_from), self.file)
                out += [labels["outside_came_from"].format(number=number, date=date), ""]
            if earlier is not None and earlier.meaning != version.meaning:
                out += [f"*{inline(labels['outside_another_rule'])}*", ""]
        return out


def _status_line(kind: str, head: str, where: str, body: str) -> list[str]:
    """The status line: the status and where the rule is in bold, then what it means, with its dates."""
    return [f"**{inline(head)}** · **{inline(where)}** · {body}", f"{{: .twohg-status .twohg-status--{kind} }}", ""]


def section_members(ctx: SiteContext, section: int) -> list[str]:
    """The rules of a cited section in the newest edition that have no page of their own, in natural order."""
    graph = ctx.graph
    return [
        number
        for number, versions in graph.outside_history.items()
        if number not in graph.outside_pages and versions[-1].current and RuleNumber.parse(number).section == section
    ]


def is_outside(ctx: SiteContext, node: Node) -> bool:
    """True for a number the site holds as a rule outside the 2HG sections, with its texts."""
    return node.external and node.id in ctx.graph.outside_history

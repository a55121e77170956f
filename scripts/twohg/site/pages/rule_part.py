"""What every part of a rule page shares: the page's context, rule, language, words and address.

A rule page (`twohg.site.pages.rules.RulePage`) is built from parts, each a module of its own:
its texts and explanations in every language (`rule_texts`), its history and citations
(`rule_history`); they share this base.
"""

from __future__ import annotations

import datetime as dt

from twohg.graph.nodes import Node
from twohg.profiles import LABELS
from twohg.site import urls
from twohg.site.markdown import inline
from twohg.site.pages.context import SiteContext


def span_text(start: dt.date, end: dt.date) -> str:
    """Two dates as a span, or one date when they are the same day."""
    return start.isoformat() if start == end else f"{start.isoformat()} – {end.isoformat()}"


def indent_lines(lines: list[str], indent: str = "    ") -> list[str]:
    """Lines indented (inside an admonition or a tab), blank lines left blank."""
    return [f"{indent}{line}" if line else "" for line in lines]


class RulePart:
    """One rule number's page in one language: what each of its parts reads."""

    def __init__(self, ctx: SiteContext, node: Node, language: str) -> None:
        """Gather what the page shows."""
        self.ctx, self.node, self.language = ctx, node, language
        self.labels = LABELS[language]
        self.file = urls.doc(urls.rule_path(node.id))
        self.newest = ctx.edition_link(ctx.newest, self.file)
        """The newest edition this site holds, linked: what "now" means on the page."""

    def _numbers_linked(self, numbers: list[str]) -> str:
        return ", ".join(self.ctx.number_link(n, self.file) for n in numbers)

    @staticmethod
    def _box(kind: str, head: str, body: str) -> list[str]:
        return [f'!!! {kind} "{inline(head)}"', "", f"    {body}", ""]

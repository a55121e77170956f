"""The copy buttons under a rule page's heading, as Markdown (fast: no MkDocs run, no browser).

The block carries the facts `copy.js` composes the copied texts from: the number, the short link
``r/<number>/`` relative to the page, and the date of the newest edition the rule's text stands in
(the newest edition for a current rule, the last one it was printed in for an outdated or removed
one; none for a rule outside 2HG, which has no citation button).
"""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from conftest import NEWEST, real_loaded
from twohg.graph.assembly import Graph
from twohg.ingest.corpus import Corpus
from twohg.profiles import LABELS
from twohg.site.pages.context import SiteContext
from twohg.site.pages.rules import RulePage


class _Block(HTMLParser):
    """The first ``div.twohg-copy`` of a page: its attributes and its buttons (kind, label)."""

    def __init__(self) -> None:
        super().__init__()
        self.attributes: dict[str, str | None] = {}
        self.buttons: list[tuple[str | None, str]] = []
        self._inside = self._button = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "div" and "twohg-copy" in (found.get("class") or "").split() and not self.attributes:
            self.attributes, self._inside = found, True
        elif tag == "button" and self._inside:
            self.buttons.append((found.get("data-twohg-copy"), ""))
            self._button = True

    def handle_endtag(self, tag: str) -> None:
        if tag == "div":
            self._inside = False
        elif tag == "button":
            self._button = False

    def handle_data(self, data: str) -> None:
        if self._button:
            kind, label = self.buttons[-1]
            self.buttons[-1] = (kind, label + data)


def copy_block(page: str) -> _Block:
    parser = _Block()
    parser.feed(page)
    assert parser.attributes, "no copy buttons on the page"
    return parser


@pytest.fixture(scope="module")
def ctx() -> SiteContext:
    return SiteContext(*real_loaded())


def render(ctx: SiteContext, number: str, language: str = "en") -> str:
    node = ctx.node(number)
    assert node is not None
    return RulePage(ctx, node, language).render()


def test_the_buttons_come_right_under_the_heading(ctx: SiteContext) -> None:
    page = render(ctx, "810.9a")
    heading = page.index("# Rule 810&#46;9a")
    assert page.index('<div class="twohg-copy"') > heading
    assert page.index('<div class="twohg-copy"') < page.index("!!! ")


@pytest.mark.parametrize(
    ("language", "short_link"), [("en", "../../r/810.9a/"), ("fr", "../../../r/810.9a/"), ("ja", "../../../r/810.9a/")]
)
def test_a_current_rule_cites_the_newest_edition(ctx: SiteContext, language: str, short_link: str) -> None:
    block = copy_block(render(ctx, "810.9a", language))
    labels = LABELS[language]
    assert block.attributes["data-number"] == "810.9a"
    # The language-neutral short link, from any language's page: it follows each reader's language.
    assert block.attributes["data-short-link"] == short_link
    assert block.attributes["data-edition"] == ctx.date(ctx.newest).isoformat() == NEWEST[6:]
    assert block.attributes["data-copied"] == labels["copied"]
    assert block.attributes["aria-label"] == labels["copy_group"]
    assert "hidden" in block.attributes  # copy.js shows it once the buttons can copy
    assert block.buttons == [(kind, labels[f"copy_{kind}"]) for kind in ("url", "markdown", "bbcode", "citation")]


@pytest.mark.parametrize(
    ("number", "last"),
    [
        ("810.7c", "2018-01-19"),  # removed on 2018-04-27: last printed in 2018-01-19
        ("606.6e", "2009-05-01"),  # a 2008 number, renumbered 806 by M10 (2009-07-11)
        ("806.4", "2010-04-23"),  # removed
    ],
)
def test_an_outdated_or_removed_rule_cites_the_last_edition_it_stood_in(
    ctx: SiteContext, number: str, last: str
) -> None:
    node = ctx.node(number)
    assert node is not None and ctx.current_text(node) is None
    block = copy_block(render(ctx, number))
    assert block.attributes["data-edition"] == last
    assert [kind for kind, _ in block.buttons] == ["url", "markdown", "bbcode", "citation"]


def test_a_rule_outside_2hg_has_no_citation_button(ctx: SiteContext) -> None:
    node = ctx.node("101.4")
    assert node is not None and ctx.latest_english(node) is None
    block = copy_block(render(ctx, "101.4"))
    assert "data-edition" not in block.attributes
    assert block.attributes["data-short-link"] == "../../r/101.4/"
    assert [kind for kind, _ in block.buttons] == ["url", "markdown", "bbcode"]


def test_every_word_in_the_block_is_escaped(
    mini_corpus: Corpus, mini_graph: Graph, monkeypatch: pytest.MonkeyPatch
) -> None:
    hostile = "\"><script>alert('x')</script> & <b>"
    for key in ("copy_group", "copied", "copy_url", "copy_citation"):
        monkeypatch.setitem(LABELS["en"], key, hostile)
    ctx = SiteContext(mini_corpus, mini_graph)
    node = next(node for node in mini_graph.nodes if ctx.latest_english(node) is not None)
    page = RulePage(ctx, node, "en").render()
    assert "<script>" not in page
    assert "<b>" not in page
    block = copy_block(page)
    assert block.attributes["aria-label"] == hostile
    assert block.attributes["data-copied"] == hostile
    assert block.buttons[0] == ("url", hostile)
    assert block.buttons[-1] == ("citation", hostile)

"""The copy menu under a rule's text, as Markdown (fast: no MkDocs run, no browser).

The menu (a native ``<details>``) carries what `copy.js` composes the copied texts from, in the
page's language: the short link ``r/<number>/`` relative to the page, the link's text ("Reglas
Completas 810.9a", with what an old number is in the newest edition, from the resolver) and the citation naming the
newest edition the rule's text stands in (the newest edition for a current rule, the last one it
was printed in for an outdated or removed one; none for a rule outside 2HG, which has no citation
button).
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
    """The first ``details.twohg-copy`` of a page: its attributes, its summary, its group and its buttons."""

    def __init__(self) -> None:
        super().__init__()
        self.attributes: dict[str, str | None] = {}
        self.group: dict[str, str | None] = {}
        self.summary = ""
        self.buttons: list[tuple[str | None, str]] = []
        self.others: list[str | None] = []  # the menu's other buttons: "Print this rule alone"
        self._inside = self._button = self._summary = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "details" and "twohg-copy" in (found.get("class") or "").split() and not self.attributes:
            self.attributes, self._inside = found, True
        elif tag == "summary" and self._inside:
            self._summary = True
        elif tag == "div" and self._inside and not self.group:
            self.group = found
        elif tag == "button" and self._inside and found.get("data-twohg-copy"):
            self.buttons.append((found.get("data-twohg-copy"), ""))
            self._button = True
        elif tag == "button" and self._inside:
            self.others.append(found.get("data-twohg-print"))

    def handle_endtag(self, tag: str) -> None:
        if tag == "details":
            self._inside = False
        elif tag == "summary":
            self._summary = False
        elif tag == "button":
            self._button = False

    def handle_data(self, data: str) -> None:
        if self._summary:
            self.summary += data
        if self._button:
            kind, label = self.buttons[-1]
            self.buttons[-1] = (kind, label + data)


def copy_block(page: str) -> _Block:
    parser = _Block()
    parser.feed(page)
    assert parser.attributes, "no copy menu on the page"
    return parser


@pytest.fixture(scope="module")
def ctx() -> SiteContext:
    return SiteContext(*real_loaded())


def render(ctx: SiteContext, number: str, language: str = "en") -> str:
    node = ctx.node(number)
    assert node is not None
    return RulePage(ctx, node, language).render()


def test_the_menu_comes_right_under_the_status_line_above_the_text(ctx: SiteContext) -> None:
    page = render(ctx, "810.9a")
    heading = page.index("# Rule 810&#46;9a")
    text = page.index("{: lang=en }", heading)
    status = page.index("{: .twohg-status")
    menu = page.index('<details class="twohg-copy"')
    assert heading < status < menu < text
    assert page.count('<details class="twohg-copy"') == 1


CITED = {"en": "Comprehensive Rules", "es": "Reglas Completas", "fr": "Règles complètes", "ja": "総合ルール"}
"""What the Comprehensive Rules are called in each language (the official translations' own names)."""


@pytest.mark.parametrize(
    ("language", "short_link"),
    [("en", "../../r/810.9a/"), *((language, "../../../r/810.9a/") for language in ("es", "fr", "ja"))],
)
def test_a_current_rule_cites_the_newest_edition_in_the_page_language(
    ctx: SiteContext, language: str, short_link: str
) -> None:
    block = copy_block(render(ctx, "810.9a", language))
    labels = LABELS[language]
    assert block.attributes["data-number"] == "810.9a"
    # The language-neutral short link, from any language's page: it follows each reader's language.
    assert block.attributes["data-short-link"] == short_link
    newest = ctx.date(ctx.newest).isoformat()
    assert newest == NEWEST[6:]
    assert block.attributes["data-link-text"] == f"{CITED[language]} 810.9a"
    citation = block.attributes["data-citation"]
    assert citation is not None and citation.startswith(f"{CITED[language]} 810.9a") and newest in citation
    assert block.attributes["data-copied"] == labels["copied"]
    assert block.summary == labels["copy_menu"]
    assert block.group == {"class": "twohg-copy__menu", "role": "group", "aria-label": labels["copy_group"]}
    assert "hidden" in block.attributes  # copy.js shows it once the buttons can copy
    assert block.buttons == [(kind, labels[f"copy_{kind}"]) for kind in ("url", "markdown", "bbcode", "citation")]
    assert block.others == ["rule"]  # and, beside them, "Print this rule alone"


@pytest.mark.parametrize(
    ("number", "language", "link_text", "citation"),
    [
        # removed on 2018-04-27: last printed in 2018-01-19
        ("810.7c", "en", "Comprehensive Rules 810.7c (removed on 2018-04-27)",
         "Comprehensive Rules 810.7c (2018-01-19; removed on 2018-04-27)"),
        ("810.7c", "ja", "総合ルール 810.7c（2018-04-27に削除）", "総合ルール 810.7c（2018-01-19、2018-04-27に削除）"),
        # a 2008 number, renumbered 806 by M10 (2009-07-11), whose content is in 805 in the newest edition
        ("606.6e", "es", "Reglas Completas 606.6e (en la edición del 2026-04-17: 805.2, 805.4b, 805.4c, 805.5a)",
         "Reglas Completas 606.6e (2009-05-01; en la edición del 2026-04-17: 805.2, 805.4b, 805.4c, 805.5a)"),
        ("606.6e", "fr", "Règles complètes 606.6e (dans l'édition du 2026-04-17 : 805.2, 805.4b, 805.4c, 805.5a)",
         "Règles complètes 606.6e (2009-05-01 ; dans l'édition du 2026-04-17 : 805.2, 805.4b, 805.4c, 805.5a)"),
        ("806.4", "en", "Comprehensive Rules 806.4 (removed on 2010-06-18)",
         "Comprehensive Rules 806.4 (2010-04-23; removed on 2010-06-18)"),
    ],
)  # fmt: skip
def test_an_outdated_or_removed_rule_says_what_it_is_now(
    ctx: SiteContext, number: str, language: str, link_text: str, citation: str
) -> None:
    node = ctx.node(number)
    assert node is not None and ctx.current_text(node) is None
    block = copy_block(render(ctx, number, language))
    assert block.attributes["data-link-text"] == link_text
    assert block.attributes["data-citation"] == citation
    assert [kind for kind, _ in block.buttons] == ["url", "markdown", "bbcode", "citation"]
    # The same facts as the resolver's.
    latest = ctx.latest_english(node)
    assert latest is not None
    now = ctx.resolver.now(latest.id)
    assert all(n in citation for n in now.numbers)
    if not now.numbers:
        assert now.removed_in is not None and ctx.date(now.removed_in).isoformat() in citation


def test_a_rule_outside_2hg_has_no_citation_button(ctx: SiteContext) -> None:
    node = ctx.node("101.4")
    assert node is not None and ctx.latest_english(node) is None
    block = copy_block(render(ctx, "101.4"))
    assert "data-citation" not in block.attributes
    assert block.attributes["data-link-text"] == "Comprehensive Rules 101.4"
    assert block.attributes["data-short-link"] == "../../r/101.4/"
    assert [kind for kind, _ in block.buttons] == ["url", "markdown", "bbcode"]


def test_every_word_in_the_menu_is_escaped(
    mini_corpus: Corpus, mini_graph: Graph, monkeypatch: pytest.MonkeyPatch
) -> None:
    hostile = "\"><script>alert('x')</script> & <b>"
    for key in ("copy_group", "copy_menu", "copied", "copy_url", "copy_citation", "cite_rules"):
        monkeypatch.setitem(LABELS["en"], key, hostile)
    ctx = SiteContext(mini_corpus, mini_graph)
    node = next(node for node in mini_graph.nodes if ctx.latest_english(node) is not None)
    page = RulePage(ctx, node, "en").render()
    assert "<script>" not in page
    assert "<b>" not in page
    block = copy_block(page)
    assert block.group["aria-label"] == hostile
    assert block.summary == hostile
    assert block.attributes["data-copied"] == hostile
    assert (block.attributes["data-link-text"] or "").startswith(hostile)
    assert (block.attributes["data-citation"] or "").startswith(hostile)
    assert block.buttons[0] == ("url", hostile)
    assert block.buttons[-1] == ("citation", hostile)

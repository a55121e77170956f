"""The render stage: source text comes out of Markdown and MkDocs as the same characters, inert."""

from __future__ import annotations

import datetime as dt
import functools
import html
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import markdown
import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from mkdocs.utils.yaml import get_yaml_loader

from conftest import ROOT
from twohg.ingest.catalogue import SourceEntry
from twohg.ingest.corpus import Corpus, LoadedSource
from twohg.ingest.decoding import DecodedText
from twohg.ingest.units import (
    Example,
    FaqEntry,
    NotARule,
    ParsedSource,
    Rule,
    SummaryItem,
    SummaryParagraph,
    SummarySection,
)
from twohg.rulenumber import RuleNumber
from twohg.site import markdown as render
from twohg.site.build import build_corpus_site

EVIL = (
    "<script>alert(1)</script>",
    "*bold* [x](javascript:alert(1))",
    "<img src=x onerror=alert(2)>",
    "</title><script>alert(3)</script>",
    "**strong** _em_ `code` {: #id onclick=alert(4) } [^1] *[HTML]: x",
    "1. not a list",
    "# not a heading",
    '!!! danger "not an admonition"',
    "&lt;b&gt; and &amp; and &#60;",
    "<http://evil.example/> | a | table |",
)


def _site_extensions() -> tuple[list[Any], dict[str, Any]]:
    """The markdown_extensions of mkdocs.yml, as Python-Markdown takes them."""
    # MkDocs' own loader: the configuration names Python objects (superfences' fence formatters).
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=get_yaml_loader())  # noqa: S506
    names: list[Any] = []
    configs: dict[str, Any] = {}
    for item in config["markdown_extensions"]:
        if isinstance(item, dict):
            ((name, options),) = item.items()
            names.append(name)
            configs[name] = options or {}
        else:
            names.append(item)
    return names, configs


@functools.cache
def _site_markdown() -> markdown.Markdown:
    """One Python-Markdown converter with the site's extensions (reset before each text, as MkDocs does)."""
    names, configs = _site_extensions()
    return markdown.Markdown(extensions=names, extension_configs=configs)


def _convert(text: str) -> str:
    return _site_markdown().reset().convert(text)


class _Elements(HTMLParser):
    """Collects the tags, attributes, script bodies and text of an HTML fragment or page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.attributes: list[tuple[str, str]] = []
        self.scripts: list[str] = []
        self.text: list[str] = []
        self.title: list[str] = []
        self._in: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.attributes += [(name, value or "") for name, value in attrs]
        self._in.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in self._in:
            while self._in and self._in.pop() != tag:
                pass

    def handle_data(self, data: str) -> None:
        if self._in and self._in[-1] == "script":
            self.scripts.append(data)
        elif self._in and self._in[-1] == "title":
            self.title.append(data)
        else:
            self.text.append(data)


def _parse(text: str) -> _Elements:
    parser = _Elements()
    parser.feed(text)
    parser.close()
    return parser


# Text as the sources module can produce it: no control characters (decoding rejects them),
# no surrogates; white space of every kind.
source_text = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc"), whitelist_characters=" \t\n\r\u00a0\u3000"),
    max_size=80,
)


@settings(max_examples=300, deadline=None)
@given(source_text)
def test_inline_renders_as_the_same_characters_and_nothing_else(text: str) -> None:
    out = _convert(render.inline(text))
    expected = re.sub(r"[ \t\r\n\f\v\x85\u2028\u2029]+", " ", text).strip()
    parsed = _parse(out)
    if not expected:
        assert parsed.tags == []
        return
    assert parsed.tags == ["p"], out
    assert parsed.attributes == []
    assert "".join(parsed.text) == expected


@pytest.mark.parametrize("text", EVIL)
def test_inline_keeps_markup_literal(text: str) -> None:
    out = _convert(render.inline(text))
    assert _parse(out).tags == ["p"]
    assert html.unescape(re.sub(r"</?p>", "", out)) == text


@pytest.mark.parametrize("text", EVIL)
def test_title_has_no_angle_bracket_in_any_form(text: str) -> None:
    value = yaml.safe_load(f"title: {render.title(text)}")["title"]
    assert "<" not in value and ">" not in value
    assert "<" not in html.unescape(value) and ">" not in html.unescape(value)


def test_spans() -> None:
    assert render.spans([9, 3, 4, 5, 1]) == "1, 3–5, 9"
    assert render.spans([7]) == "7"
    assert render.spans([]) == ""


def _evil_corpus(root: Path) -> Corpus:
    evil = " ".join(EVIL)
    entry = SourceEntry(
        id="evil-source",
        file="evil.txt",
        language="en",
        kind="forum",
        title="Evil " + EVIL[3],
        contents=evil,
        publisher=EVIL[0],
        author=EVIL[1],
        date=dt.date(2010, 1, 1),
        date_range=None,
        date_evidence=EVIL[2],
        catalogue_line=1,
    )
    example = Example(text=evil, lines=(3,), marker=EVIL[0])
    parsed = ParsedSource(
        source_id="evil-source",
        file="rules_src/evil.txt",
        rules=(
            Rule(RuleNumber(810), "810.", (EVIL[0],), (), (1,), EVIL[5], is_heading=True),
            Rule(RuleNumber(810, 1), EVIL[1], (evil, EVIL[4]), (example,), (2, 3), EVIL[5]),
            Rule(RuleNumber(810, 1), "810.1", (EVIL[6],), (), (4,), EVIL[0]),
        ),
        faq=(FaqEntry(1, EVIL[0], (EVIL[1], EVIL[2]), (example,), (EVIL[3],), (5, 6)),),
        summary=(
            SummarySection(
                1,
                EVIL[0],
                (
                    SummaryParagraph(
                        EVIL[1],
                        (7,),
                        (example,),
                        (SummaryItem(EVIL[2], EVIL[3], (8,), (SummaryItem("•", EVIL[4], (9,)),)),),
                    ),
                ),
                (7, 8, 9),
            ),
        ),
        not_rules=(NotARule((10, 11, 12), EVIL[9], evil),),
    )
    loaded = LoadedSource(entry, "rules_src/evil.txt", DecodedText(("x",) * 12, "utf-8", "LF"), parsed)
    return Corpus(root, (loaded,))


def test_source_strings_are_inert_in_the_built_site(tmp_path: Path) -> None:
    corpus = _evil_corpus(ROOT)
    site = tmp_path / "site"
    # Home pages of their own: the real ones link to pages only a graph makes (rule pages...).
    docs = tmp_path / "docs"
    docs.mkdir()
    for suffix in ("", ".es", ".fr", ".ja"):
        (docs / f"index{suffix}.md").write_text("# Home\n\n[Sources](sources/index.md)\n", encoding="utf-8")
    # The real configuration without its navigation, which names pages only a graph makes.
    config = re.sub(r"^nav:\n(?:  - .*\n)+", "", (ROOT / "mkdocs.yml").read_text(encoding="utf-8"), flags=re.M)
    (tmp_path / "mkdocs.yml").write_text(config, encoding="utf-8")
    build_corpus_site(corpus, site, config_file=tmp_path / "mkdocs.yml", docs_dir=docs)
    pages = sorted(site.glob("**/sources/**/*.html"))
    assert len(pages) == 2 * 4  # the Sources page and the evil source's page, in four languages
    for page in pages:
        text = page.read_text(encoding="utf-8")
        parsed = _parse(text)
        assert not any("alert" in script for script in parsed.scripts), page
        described = re.search(r'<meta name="description" content="([^"]*)">', text)
        description = html.unescape(described.group(1)) if described else None
        for name, value in parsed.attributes:
            assert not name.startswith("on"), (page, name)
            assert not value.strip().lower().startswith("javascript:"), (page, name, value)
            if name == "content" and value == description:
                # The page's description: its title, as inert as the <title> element that shows it too.
                assert "<" not in value and ">" not in value and value.split(" · ")[0] in "".join(parsed.title)
                continue
            # a slug (heading id) may spell the word; no other attribute may carry source text
            assert "alert" not in value or re.fullmatch(r"#?[a-z0-9-]+", value), (page, name, value)
        assert "<em>bold</em>" not in text and "<strong>strong</strong>" not in text
        assert "</title><script>" not in text
        assert len(re.findall(r"<title>", text)) == 1
        body = "".join(parsed.text)
        if "evil-source" in page.parts:
            for sample in EVIL:
                assert sample in body, (page, sample)
        # The index shows the catalogue's words (the publisher) on English pages, the source's title on every page.
        english = page.relative_to(site).parts[0] not in ("es", "fr", "ja")
        assert (EVIL[0] if english else EVIL[3]) in body, page


def test_dates_are_kept_whole_in_text_and_left_alone_elsewhere() -> None:
    from twohg.site.dates import whole_dates

    page = (
        '<p>Since 2005-08-01, <a href="../2010-06-18/">2010-06-18</a>; <code>2026-01-16</code> '
        "2026-02-02-x 12026-01-01</p><script>d = '2026-01-01'</script><!-- 2026-01-01 --><p>2026-03-03</p>"
    )
    nowrap = '<span class="twohg-nowrap">{}</span>'.format
    assert whole_dates(page) == (
        f'<p>Since {nowrap("2005-08-01")}, <a href="../2010-06-18/">{nowrap("2010-06-18")}</a>; '
        "<code>2026-01-16</code> 2026-02-02-x 12026-01-01</p><script>d = '2026-01-01'</script>"
        f"<!-- 2026-01-01 --><p>{nowrap('2026-03-03')}</p>"
    )
    evil = "<p>2026-01-01 &lt;script&gt;</p>"
    assert whole_dates(evil) == f"<p>{nowrap('2026-01-01')} &lt;script&gt;</p>"
    escaped = "<p>&#40;2010&#45;06&#45;18 – 2018&#45;04&#45;27&#41; 1&#45;2010&#45;06&#45;18</p>"
    assert whole_dates(escaped) == (
        f"<p>&#40;{nowrap('2010&#45;06&#45;18')} – {nowrap('2018&#45;04&#45;27')}&#41; 1&#45;2010&#45;06&#45;18</p>"
    )

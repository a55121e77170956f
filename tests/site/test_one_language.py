"""One language at a time: a Spanish, French or Japanese page says nothing in English but what exists only in English.

Every built page of es/, fr/ and ja/ is parsed (the standard library's HTML parser) and its
text is read run by run: a run is the text of one block (a paragraph, a list item, a table
cell, a heading...), links and other inline elements included, minus every subtree marked
``lang="en"`` (rule texts, quotes and titles of English sources, English card names: what the
site has only in English). Code (``<pre>``, ``<code>``: the API's example documents, addresses,
a public source's repository path) is the same in every language and is not read. The page's
``<title>`` and the table of contents repeat the page's headings, which are checked where they
stand (a heading of source text is marked with its language, which a ``<title>`` cannot be).
Proper names (the cards' English names, the sources' titles) are names in any language: they
are marked ``lang="en"`` where the markup allows, and the scan takes them out of a run before
counting its English words, since an attribute (a meta description) cannot mark them.
A run, or a ``title``, ``aria-label``, ``alt``, ``placeholder`` or the page's meta description,
is English when it:

- holds two or more different English function words (`ENGLISH_WORDS`), which no es/fr/ja
  sentence does (French *on*, *or*, Spanish *a* are left out);
- is one of the site's English labels that the page's language words otherwise;
- names a catalogue id (``en-forum-2hg-thread``, ``es-cr-810``), a unit of one
  (``en-forum-2hg-thread:quote-3``), an edition id (``cr-en-2026-02-27``) or a file
  (``rules_src/...``, ``ja-2hg-summary.txt``).
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest

from twohg.graph.assembly import Graph
from twohg.ingest.corpus import Corpus
from twohg.profiles import LABELS

LANGUAGES = ("es", "fr", "ja")
ENGLISH_WORDS = frozenset(
    "the and of with from this that which is are was were has have its for by to be been not when where "
    "states says only then than what who their there would should".split()
)
"""English function words: two different ones in one run of text make it English."""
_WORD_RE = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")
_BLOCKS = frozenset(
    "address article aside blockquote body caption dd details dialog div dl dt fieldset figcaption figure footer "
    "form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol option p section summary table tbody td tfoot th "
    "thead title tr ul button select textarea".split()
)
_VOID = frozenset("area base br col embed hr img input link meta param source track wbr".split())
_SKIPPED = frozenset(("script", "style", "svg", "template", "title", "pre", "code", "kbd", "samp"))
_SKIPPED_CLASSES = ("md-nav--secondary", "md-header__topic")  # the table of contents, the title in the header
_ATTRIBUTES = ("title", "aria-label", "alt", "placeholder")


def _english_labels(language: str) -> frozenset[str]:
    """The site's English labels (no placeholder, a letter in them) that ``language`` words otherwise."""
    own = set(LABELS[language].values())
    return frozenset(
        value
        for value in LABELS["en"].values()
        if "{" not in value and re.search("[A-Za-z]{3}", value) and value not in own
    )


def _alternatives(names: set[str]) -> str:
    return "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))


def names_pattern(corpus: Corpus, graph: Graph) -> re.Pattern[str]:
    """What a page may not name: catalogue ids, edition ids, the project's source files and its sources' folder."""
    names = {Path(loaded.path).name for loaded in corpus.sources}
    names |= {loaded.entry.id for loaded in corpus.sources} | {edition.id for edition in graph.editions}
    return re.compile(rf"(?<![\w/.-])(?:{_alternatives(names)})(?![\w-])|rules_src/")


def proper_names_pattern(corpus: Corpus, graph: Graph) -> re.Pattern[str]:
    """The proper names a run may hold in English: every card's English name, every source's title."""
    names = {card.name for card in graph.cards.values()} | {loaded.entry.title for loaded in corpus.sources}
    return re.compile(rf"(?<!\w)(?:{_alternatives(names)})(?!\w)")


_FILE_RE = re.compile(r"\b[\w-]+\.(?:txt|md|yaml|py)\b")
"""A file name in prose (``ja-2hg-summary.txt``, ``sources.yaml``)."""


class _Runs(HTMLParser):
    """The text runs and attributes of a page outside ``lang="en"`` subtrees and code: (kind, text)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []  # tag, not read (English, code, script...)
        self.open: Counter[str] = Counter()  # how many of each tag the stack holds
        self.unread = 0  # how many elements of the stack are not read
        self.run: list[str] = []
        self.found: list[tuple[str, str]] = []

    @property
    def skipped(self) -> bool:
        """Whether the text here is not read: an element of the stack is not (counted, not searched: 3 s a language)."""
        return self.unread > 0

    def push(self, tag: str, skipped: bool) -> None:
        self.stack.append((tag, skipped))
        self.open[tag] += 1
        self.unread += skipped

    def pop(self) -> str:
        tag, skipped = self.stack.pop()
        self.open[tag] -= 1
        self.unread -= skipped
        return tag

    def flush(self) -> None:
        text = " ".join("".join(self.run).split())
        if text:
            self.found.append(("text", text))
        self.run = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag in _BLOCKS:
            self.flush()
        classes = values.get("class", "").split()
        skipped = values.get("lang", "").split("-")[0] == "en" or tag in _SKIPPED
        skipped = skipped or any(name in classes for name in _SKIPPED_CLASSES)
        if not (skipped or self.skipped):
            for name in _ATTRIBUTES:
                if values.get(name):
                    self.found.append((name, values[name]))
            if tag == "meta" and values.get("name") == "description":
                self.found.append(("description", values.get("content", "")))
        if tag not in _VOID:
            self.push(tag, skipped)

    def handle_endtag(self, tag: str) -> None:
        if tag in _BLOCKS:
            self.flush()
        if self.open[tag]:
            while self.stack and self.pop() != tag:
                pass

    def handle_data(self, data: str) -> None:
        if not self.skipped:
            self.run.append(data)


def english_strings(
    html: str, labels: frozenset[str], names: re.Pattern[str], proper: re.Pattern[str] | None = None
) -> Iterator[str]:
    """What a page of another language says in English: each run, attribute or name found (see the module)."""
    parser = _Runs()
    parser.feed(html)
    parser.close()
    parser.flush()
    for kind, text in parser.found:
        name = names.search(text)
        if name:
            yield f"{kind}: names {name.group()!r}: {text[:140]}"
            continue
        file = _FILE_RE.search(text)
        if file:
            yield f"{kind}: names the file {file.group()!r}: {text[:140]}"
            continue
        prose = proper.sub(" ", text) if proper is not None else text
        words = {word.lower() for word in _WORD_RE.findall(prose)} & ENGLISH_WORDS
        if len(words) >= 2:
            yield f"{kind}: English ({', '.join(sorted(words))}): {text[:140]}"
        elif text in labels:
            yield f"{kind}: English label: {text}"


def _pages(site: Path, language: str) -> list[Path]:
    return sorted((site / language).rglob("*.html"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_says_everything_in_its_language(
    built_site: Path, corpus: Corpus, real_graph: Graph, language: str
) -> None:
    labels, names = _english_labels(language), names_pattern(corpus, real_graph)
    proper = proper_names_pattern(corpus, real_graph)
    pages = _pages(built_site, language)
    assert len(pages) > 1000, f"{language}: only {len(pages)} pages built"
    found = [
        f"{page.relative_to(built_site).as_posix()}: {finding}"
        for page in pages
        for finding in english_strings(page.read_text(encoding="utf-8"), labels, names, proper)
    ]
    shown = "\n".join(found[:40])
    assert found == [], f"{len(found)} English strings on {language} pages, the first:\n{shown}"


def test_the_scan_finds_english_and_spares_what_is_marked() -> None:
    labels = frozenset({"Permanent link"})
    names = re.compile(r"en-forum-2hg-thread|rules_src/")
    page = (
        '<html lang="es"><head><meta name="description" content="The rules of the game"></head><body>'
        "<p>La regla <a href='x'>810.4</a> dice esto.</p>"
        '<p lang="en">The team&#39;s life total is 30.</p>'
        "<p>Line 3 states <span>“These rules are effective”</span>.</p>"
        "<p>También impresa en: en-forum-2hg-thread:quote-3.</p>"
        "<p>Catálogo (rules_src/sources.yaml)</p>"
        '<a href="#x" title="Permanent link">¶</a>'
        '<pre><code>{"format": "the rule is from the graph"}</code></pre>'
        "<p>Form of the Dragon: una carta de los ejemplos.</p>"
        "<p>Form of the Dragon: the card of the examples.</p>"
        "</body></html>"
    )
    proper = re.compile(r"Form of the Dragon")
    found = list(english_strings(page, labels, names, proper))
    assert [finding.split(":")[0] for finding in found] == ["description", "text", "text", "text", "title", "text"]
    assert "the card of the examples" in found[-1]
    assert "Line 3 states" in found[1]
    assert "en-forum-2hg-thread" in found[2]
    assert "rules_src/" in found[3]


_DESCRIPTION_RE = re.compile(r'<meta name="description" content="([^"]*)">')


def test_every_page_has_a_description_of_its_own(built_site: Path) -> None:
    """Every page, in every language: the redirects of the short links' spellings are not indexed and need none."""
    texts = {page: page.read_text(encoding="utf-8") for page in sorted(built_site.rglob("*.html"))}
    described = {
        page: _DESCRIPTION_RE.findall(text)
        for page, text in texts.items()
        if '<meta name="robots" content="noindex">' not in text
    }
    missing = [page.relative_to(built_site).as_posix() for page, found in described.items() if len(found) != 1]
    assert missing == []
    homes = {described[built_site / language / "index.html"][0] for language in LANGUAGES}
    assert len(homes | {described[built_site / "index.html"][0]}) == 4  # one per language
    # A rule page with the official Japanese text: that text, in Japanese.
    page = (built_site / "ja" / "rules" / "810.4" / "index.html").read_text(encoding="utf-8")
    description = html.unescape(_DESCRIPTION_RE.findall(page)[0])
    first = re.search(r'<p lang="ja">(.*?)</p>', page)
    assert first is not None
    text = re.sub(r"<[^>]+>", "", html.unescape(first.group(1)))
    assert description.startswith("810.4. ") and text.startswith(description.removeprefix("810.4. ").rstrip("…"))


def test_each_home_page_points_first_to_what_exists_in_its_language(built_site: Path, corpus: Corpus) -> None:
    sources = {loaded.entry.id: loaded.entry.language for loaded in corpus.sources}
    for language in LANGUAGES:
        page = (built_site / language / "index.html").read_text(encoding="utf-8")
        cards = page.split('<div class="grid cards">', 1)[1]
        first = cards.split("</li>", 1)[0]
        linked = re.findall(r'href="sources/([^"/]+)/"', first)
        assert linked, f"{language}: the first card links to no source"
        assert all(sources[source] == language for source in linked), (language, linked)

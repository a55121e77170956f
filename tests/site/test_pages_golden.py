"""The mini corpus' generated pages pinned: ``golden/mini/<page>`` is what `render_pages` gives for ``<page>``.

The cases are the files on disk; one test checks that they are exactly the pages generated.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import Golden, golden_cases
from twohg.graph.assembly import Graph
from twohg.ingest.corpus import Corpus
from twohg.site.pages import render_pages

GOLDEN = Path(__file__).parent / "golden" / "mini"
#: The golden cases, found on disk: one file per generated page, at the page's path under docs/.
PAGES = golden_cases(GOLDEN, ".md")


@pytest.fixture(scope="module")
def pages(mini_corpus: Corpus, mini_graph: Graph) -> dict[str, str]:
    return render_pages(mini_corpus, mini_graph)


def test_every_page_has_a_golden_file_and_every_golden_file_a_page(pages: dict[str, str], golden: Golden) -> None:
    names = [name.removesuffix(".md") for name in pages]
    golden.check_cases(GOLDEN, ".md", names, lambda name: pages[f"{name}.md"], what="page")


@pytest.mark.parametrize("page", PAGES)
def test_page_matches_golden(pages: dict[str, str], page: str, golden: Golden) -> None:
    if page not in pages:
        pytest.skip(f"{page} is no page any more (the test above reports it)")
    golden.check(GOLDEN / page, pages[page])

"""The facts hand-written pages name (``{{ twohg.<name> }}``): what a page says when the graph cannot give one."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from twohg.problems import Problem
from twohg.site.facts import fill_facts, undated_translations


def test_a_translation_whose_words_render_no_span_is_reported_at_its_own_file() -> None:
    # A changed Spanish 810 whose rules agree on no English edition: the pages naming its span cannot say it,
    # and the one line the build prints names the Spanish file and why, not each page that names the span.
    spanish = SimpleNamespace(
        kind="translation", translates=None, date=None, source_id="es-cr-810", evidence="Its rules do not\nagree."
    )
    dated = SimpleNamespace(kind="translation", translates=("a", "b"), date=None, source_id="ja-cr", evidence="")
    graph = SimpleNamespace(sources=[SimpleNamespace(id="es-cr-810", file="es-cr-810.md")], editions=[spanish, dated])
    undated = undated_translations(cast(Any, graph))
    assert list(undated) == ["es-cr-810"]
    assert str(undated["es-cr-810"]) == (
        "rules_src/es-cr-810.md:0: its words render no span of English editions, so the pages that name its span "
        "cannot say it: Its rules do not agree."
    )
    page = "Rule 810 only; the English editions of {{ twohg.translation.es-cr-810.first }} to\n{{ twohg.nothing }}.\n"
    _, problems = fill_facts(page, {}, "docs/about.md", undated)
    assert problems[0] == undated["es-cr-810"]
    assert problems[1] == Problem("docs/about.md", 2, problems[1].message) and "unknown fact" in problems[1].message

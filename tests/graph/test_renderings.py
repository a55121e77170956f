"""Words a translation renders date each translated rule (``rules_src/alignment/renderings.yaml``)."""

from __future__ import annotations

from test_dating import CHAIN, DATES, text

from twohg.graph.dating import date_by_content
from twohg.graph.model import RuleText
from twohg.graph.renderings import RENDERINGS_FILE, reviewed_renderings, stale

ENTRY = """renderings:
  - language: es
    rule: '810.5'
    says: y contadores de veneno
    renders: and poison counters
    evidence: es-cr-810.md:13 and the English 810.5 of 2011-04-01.
"""


def english() -> dict[str, list[RuleText]]:
    """810.5 gains "and poison counters" in e3: the same sentences, figures and citations before and after."""
    before, after = "Except life total, nothing is shared.", "Except life total and poison counters, nothing is shared."
    return {e: [text(e, "810.5", before if e in ("e1", "e2") else after)] for e in CHAIN}


def test_a_translated_rule_is_dated_by_the_words_it_renders() -> None:
    translated = [
        text("es", "810.5", "Salvo el total de vidas y contadores de veneno, nada se comparte.", language="es")
    ]
    renderings, problems = reviewed_renderings(ENTRY, RENDERINGS_FILE)
    assert not problems
    undated = date_by_content(translated, english(), CHAIN, DATES, {})
    assert undated is not None and undated.rules[0].editions == tuple(CHAIN)  # what survives translation: alike
    dated = date_by_content(translated, english(), CHAIN, DATES, {}, renderings)
    assert dated is not None and dated.rules[0].editions == ("e3", "e4")
    assert "it renders “and poison counters” (“y contadores de veneno”)" in dated.evidence


def test_an_entry_the_texts_do_not_bear_out_fails_at_its_line() -> None:
    texts = [*english()["e1"], *english()["e4"], text("es", "810.5", "Salvo el total de vidas, nada.", language="es")]
    renderings, problems = reviewed_renderings(ENTRY, RENDERINGS_FILE)
    assert not problems
    found = stale(renderings, texts, {"e1": "en", "e4": "en"}, RENDERINGS_FILE)
    assert [str(p) for p in found] == [f"{RENDERINGS_FILE}:2: no es 810.5 prints 'y contadores de veneno'"]
    unprinted = ENTRY.replace("and poison counters", "and energy counters")
    renderings, _ = reviewed_renderings(unprinted, RENDERINGS_FILE)
    texts[-1] = text("es", "810.5", "Salvo el total de vidas y contadores de veneno, nada.", language="es")
    found = stale(renderings, texts, {"e1": "en", "e4": "en"}, RENDERINGS_FILE)
    assert [str(p) for p in found] == [f"{RENDERINGS_FILE}:2: no English 810.5 prints 'and energy counters'"]


def test_an_entry_that_is_no_rule_number_or_language_is_refused() -> None:
    _, problems = reviewed_renderings(ENTRY.replace("'810.5'", "eight"), RENDERINGS_FILE)
    assert [str(p) for p in problems] == [f"{RENDERINGS_FILE}:3: 'eight' is no rule number"]
    _, problems = reviewed_renderings(ENTRY.replace("language: es", "language: de"), RENDERINGS_FILE)
    assert len(problems) == 1 and "unknown language 'de'" in str(problems[0])

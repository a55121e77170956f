"""Translations dated by their content: a sentence first printed in X makes a translation no older than X."""

from __future__ import annotations

import datetime as dt

from twohg.graph.assembly import Graph
from twohg.graph.dating import date_by_content, date_translations
from twohg.graph.model import Edition, RuleText
from twohg.ingest.units import Rule
from twohg.rulenumber import RuleNumber


def text(edition: str, number: str, *paragraphs: str, language: str = "en") -> RuleText:
    rule = Rule(RuleNumber.parse(number), number, paragraphs, (), (1,), number.split(".")[0])
    return RuleText(f"{edition}/{number}", edition, language, rule, "file")


CHAIN = ["e1", "e2", "e3", "e4"]
DATES = {"e1": "2001-01-01", "e2": "2002-01-01", "e3": "2003-01-01", "e4": "2004-01-01"}


def english() -> dict[str, list[RuleText]]:
    """810.1 gains a sentence in e2; 810.2 loses one in e4."""
    return {
        "e1": [text("e1", "810.1", "One sentence."), text("e1", "810.2", "Alpha. Beta.")],
        "e2": [text("e2", "810.1", "One sentence. A new one."), text("e2", "810.2", "Alpha. Beta.")],
        "e3": [text("e3", "810.1", "One sentence. A new one."), text("e3", "810.2", "Alpha. Beta.")],
        "e4": [text("e4", "810.1", "One sentence. A new one."), text("e4", "810.2", "Alpha beta.")],
    }


def test_a_sentence_added_and_a_sentence_dropped_bound_the_span() -> None:
    translated = [
        text("es", "810.1", "Una frase. Una nueva.", language="es"),
        text("es", "810.2", "Alfa. Beta.", language="es"),
    ]
    dating = date_by_content(translated, english(), CHAIN, DATES, {})
    assert dating is not None and (dating.first, dating.last) == ("e2", "e3")
    assert [span.editions for span in dating.rules] == [("e2", "e3", "e4"), ("e1", "e2", "e3")]
    assert "Not earlier: its 810.1 differs from the edition of 2001-01-01: 2 sentences here, 1 in English." in (
        dating.evidence
    )
    assert "Not later: its 810.2 differs from the edition of 2004-01-01: 2 sentences here, 1 in English." in (
        dating.evidence
    )


def test_rules_that_agree_on_no_edition_give_no_span() -> None:
    translated = [
        text("es", "810.1", "Una frase.", language="es"),  # e1 only
        text("es", "810.2", "Alfa beta.", language="es"),  # e4 only
    ]
    dating = date_by_content(translated, english(), CHAIN, DATES, {})
    assert dating is not None and dating.first is None and dating.last is None
    assert "do not agree on any English edition" in dating.evidence


def test_a_rule_the_translation_lacks_bounds_it_too() -> None:
    stable = {e: [text(e, "810.1", "One sentence.")] for e in CHAIN}
    for edition in ("e3", "e4"):
        stable[edition].append(text(edition, "810.3", "New rule."))
    translated = [text("es", "810.1", "Una frase.", language="es")]
    dating = date_by_content(translated, stable, CHAIN, DATES, {})
    assert dating is not None and (dating.first, dating.last) == ("e1", "e2")
    assert "Not later: the edition of 2003-01-01 has 810.3, which it lacks." in dating.evidence


def test_an_undated_translation_gets_its_span_from_the_editions_it_renders() -> None:
    days = {e: dt.date.fromisoformat(d) for e, d in DATES.items()}
    official = [Edition(e, e, "en", "official", day, day, day, "") for e, day in days.items()]
    undated = Edition("es", "es", "es", "translation", None, dt.date(2001, 1, 1), dt.date(2004, 1, 1), "catalogue")
    texts = [t for texts in english().values() for t in texts]
    texts += [text("es", "810.1", "Una frase. Una nueva.", language="es")]
    texts += [text("es", "810.2", "Alfa. Beta.", language="es")]
    dated, datings = date_translations([*official, undated], texts, {})
    spanish = next(e for e in dated if e.id == "es")
    assert spanish.translates == ("e2", "e3")
    assert (spanish.start, spanish.end) == (dt.date(2002, 1, 1), dt.date(2003, 1, 1))
    assert spanish.evidence == datings["es"].evidence


def test_the_spanish_810_renders_the_editions_of_2013_to_2016(real_graph: Graph) -> None:
    """Read in the raw files: es 810.10a has the opponents' sentence English added on 2013-05-01; es 810.10d lacks
    the "kinds of counters" sentence English added on 2016-11-11 (the edition before is 2016-09-30)."""
    spanish = next(e for e in real_graph.editions if e.id == "es-cr-810")
    assert spanish.translates == ("cr-en-2013-05-01", "cr-en-2016-09-30")
    dating = real_graph.datings["es-cr-810"]
    assert "Not earlier: its 810.10a differs from the edition of 2013-02-01" in dating.evidence
    assert "Not later: its 810.10d differs from the edition of 2016-11-11" in dating.evidence
    spans = {span.text: span.editions for span in dating.rules}
    assert spans["es-cr-810/810.10a"][0] == "cr-en-2013-05-01"
    assert spans["es-cr-810/810.10d"] == tuple(
        e for e in real_graph.lineage.editions if "cr-en-2011-06-17" <= e <= "cr-en-2016-09-30"
    )
    assert spans["es-cr-810/810.7a"][-1] == "cr-en-2018-01-19"  # removed on 2018-04-27


def test_a_faq_follows_the_numbering_of_the_editions_holding_every_number_it_cites(real_graph: Graph) -> None:
    english = real_graph.numberings["en-dci-2hg-faq-2005"]
    assert english.numbers == ("606.9c",)  # 103.4 and 420 are rules outside 2HG: they date nothing here
    assert (english.first, english.last) == ("cr-en-2005-08-01", "cr-en-2009-05-01")
    french = real_graph.numberings["fr-2hg-faq-2012"]
    assert french.numbers == ("805", "810") and french.first == "cr-en-2010-06-18"
    assert french.last == real_graph.lineage.editions[-1]
    assert "ja-2hg-summary" not in real_graph.numberings  # it cites no rule number

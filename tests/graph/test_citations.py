"""Tests of the citations stage on the real corpus and on synthetic phrases."""

from __future__ import annotations

import datetime as dt
from functools import cache

import pytest

from conftest import ARCHIVE, NEWEST
from conftest import real_corpus as _corpus
from twohg.graph.citations import (
    Citation,
    TwohgEra,
    cite_links,
    corpus_citations,
    eras_in_force,
    external_numbers,
    find_citations,
    is_twohg_number,
    twohg_eras,
)
from twohg.graph.textunits import plain_line

FAQ_EN = "rules_src/en-dci-2hg-faq-2005.md"
FAQ_FR = "rules_src/fr-2hg-faq-2012.md"
ES = "rules_src/es-cr-810.md"
FORUM = "rules_src/en-forum-2hg-thread.txt"
CR_2005 = "rules_src/cr-archive/MagicCompRules-en-20050801.txt"


@cache
def _citations() -> tuple[Citation, ...]:
    return corpus_citations(_corpus())


def _numbers(language: str, text: str, bare: bool = False) -> list[str]:
    return [c.target for c in find_citations("t", text, language, "f", 1, bare)]


# --- phrases -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "numbers", "phrase"),
    [
        ("en", "The order rule (see rule 103.4) is modified.", ["103.4"], "see rule 103.4"),
        ("en", "uses the shared team turns option. (see rule 805)", ["805"], "see rule 805"),
        ("en", "must be legal as a whole. See rule 508.1.", ["508.1"], "See rule 508.1"),
        ("en", "order rule (see comp rules, rule 103.4) is modified", ["103.4"], "see comp rules, rule 103.4"),
        (
            "en",
            "(This is a state-based effect. See rule 420 of the comp rules)",
            ["420"],
            "See rule 420 of the comp rules",
        ),
        (
            "en",
            "The rule in section 606.9c of the Comprehensive Rules",
            ["606.9c"],
            "section 606.9c of the Comprehensive Rules",
        ),
        ("en", "as 606.9c of the Comprehensive Rules says", ["606.9c"], "606.9c of the Comprehensive Rules"),
        ("en", "rules 602 and 606 apply", ["602", "606"], "rules 602 and 606"),
        ("en", "rules 602, 603, and 606 apply", ["602", "603", "606"], "rules 602, 603, and 606"),
        ("en", "The Two-Headed Giant rules got moved to 810.", ["810"], "moved to 810"),
        ("es", "(Ver la regla 805.)", ["805"], "Ver la regla 805"),
        ("es", "reglas normales (Ver la regla 104), con", ["104"], "Ver la regla 104"),
        ("es", "ver la regla 805", ["805"], "ver la regla 805"),
        ("es", "las secciones 805 y 810", ["805", "810"], "secciones 805 y 810"),
        ("fr", "(Règles complètes, portion 101.4) est modifiée", ["101.4"], "Règles complètes, portion 101.4"),
        (
            "fr",
            "dans les sections 805 et 810 des Règles complètes, qui",
            ["805", "810"],
            "sections 805 et 810 des Règles complètes",
        ),
        ("fr", "voir la règle 704.", ["704"], "voir la règle 704"),
        ("ja", "詳しくはルール810を参照", ["810"], "ルール810"),
        ("ja", "詳しくはルール８１０．９を参照", ["810.9"], "ルール８１０．９"),
    ],
)
def test_citing_phrases(language: str, text: str, numbers: list[str], phrase: str) -> None:
    found = find_citations("t", text, language, "f", 7)
    assert [c.target for c in found] == numbers
    assert {c.phrase for c in found} == {phrase}
    assert all(c.line == 7 and c.file == "f" and not c.bare for c in found)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("en", "Players shuffle their decks (see Universal Tournament Rules, section 21)."),
        ("en", "see rule 1234"),
        ("en", "Each team has a shared life total, which starts at 40 life."),
        ("en", "606.6e doesn't exist in the current MTG Comprehensive Rules."),
        ("fr", "peuvent être trouvées à la section 9 de ce document"),
        ("fr", "La règle de l'ordre Joueur Actif, Joueur Non-Actif"),
    ],
)
def test_no_citation(language: str, text: str) -> None:
    assert _numbers(language, text) == []


def test_bare_numbers_only_when_asked() -> None:
    text = "606.6e doesn't exist in the current MTG Comprehensive Rules."
    assert _numbers("en", text) == []
    found = find_citations("t", text, "en", "f", 3, bare_numbers=True)
    assert [(c.target, c.phrase, c.bare) for c in found] == [("606.6e", "606.6e", True)]
    # a number inside a citing phrase is not taken twice
    assert _numbers("en", "uses rule 606.6e", bare=True) == ["606.6e"]


def test_printed_variants_are_normalised() -> None:
    assert _numbers("en", "see rule 606.9C") == ["606.9c"]


# --- 2HG or external -------------------------------------------------------------------------

_ERAS = (
    TwohgEra("old", dt.date(2005, 8, 1), frozenset({606})),
    TwohgEra("old2", dt.date(2009, 5, 1), frozenset({606})),
    TwohgEra("new", dt.date(2010, 6, 18), frozenset({805, 810})),
)


@pytest.mark.parametrize(
    ("number", "start", "end", "twohg"),
    [
        ("606.9c", dt.date(2005, 9, 5), None, True),
        ("606.9c", dt.date(2012, 1, 1), None, False),  # 606 is Loyalty Abilities by then
        ("810", dt.date(2012, 1, 1), None, True),
        ("805", dt.date(2005, 9, 5), None, False),
        ("810", dt.date(2009, 5, 1), dt.date(2011, 8, 31), True),  # a range spanning the renumbering
        ("606.6e", dt.date(2009, 5, 1), dt.date(2011, 8, 31), True),
        ("606", dt.date(2001, 1, 1), None, True),  # before the first edition: the first edition's sections
        ("103.4", dt.date(2005, 9, 5), None, False),
        ("508.1", dt.date(2015, 1, 1), None, False),
    ],
)
def test_is_twohg_number(number: str, start: dt.date, end: dt.date | None, twohg: bool) -> None:
    assert is_twohg_number(number, _ERAS, start, end) is twohg


def test_eras_in_force() -> None:
    assert [e.edition for e in eras_in_force(_ERAS, dt.date(2009, 6, 1))] == ["old2"]
    assert [e.edition for e in eras_in_force(_ERAS, dt.date(2009, 6, 1), dt.date(2011, 1, 1))] == ["old2", "new"]


def test_eras_come_from_the_dated_rulebooks() -> None:
    eras = {e.edition: sorted(e.sections) for e in twohg_eras(_corpus())}
    assert tuple(eras) == ARCHIVE
    assert (eras["cr-en-2005-08-01"], eras["cr-en-2009-05-01"]) == ([606], [606])
    assert (eras["cr-en-2009-09-04"], eras["cr-en-2010-04-23"]) == ([806], [806])
    assert eras["cr-en-2010-06-18"] == eras[NEWEST] == [805, 810]
    assert eras["cr-en-2009-07-11"] == [806]  # M10: 606 is Linked Abilities from then on


# --- the real corpus ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "target", "file", "line", "phrase"),
    [
        ("es-cr-810/810.7c", "508.1", ES, 25, "Ver la regla 508.1"),
        ("es-cr-810/810.2", "805", ES, 7, "Ver la regla 805"),
        ("es-cr-810/810.8", "104", ES, 37, "Ver la regla 104"),
        ("en-dci-2hg-faq-2005/q9", "103.4", FAQ_EN, 47, "see comp rules, rule 103.4"),
        ("en-dci-2hg-faq-2005/q17", "420", FAQ_EN, 79, "See rule 420 of the comp rules"),
        ("en-dci-2hg-faq-2005/q23", "606.9c", FAQ_EN, 125, "section 606.9c of the Comprehensive Rules"),
        ("fr-2hg-faq-2012/q13", "101.4", FAQ_FR, 66, "Règles complètes, portion 101.4"),
        ("fr-2hg-faq-2012/q42", "805", FAQ_FR, 225, "sections 805 et 810 des Règles complètes"),
        ("fr-2hg-faq-2012/q42", "810", FAQ_FR, 225, "sections 805 et 810 des Règles complètes"),
        ("en-forum-2hg-thread:quote-2/810.2", "805", FORUM, 115, "See rule 805"),
        ("en-forum-2hg-thread:quote-3/810.2", "805", FORUM, 139, "See rule 805"),
        ("en-forum-2hg-thread:quote-1/606.8a", "420", FORUM, 70, "See rule 420"),
        ("en-forum-2hg-thread/line-96", "606.6e", FORUM, 96, "rule 606.6e"),
        ("en-forum-2hg-thread/line-107", "606.6e", FORUM, 107, "606.6e"),
        ("en-forum-2hg-thread/line-130", "810", FORUM, 130, "moved to 810"),
        ("cr-en-2005-08-01/606.8a", "420", CR_2005, 2102, "See rule 420"),
        ("cr-en-2010-06-18/805.1", "810", "rules_src/cr-archive/MagicCompRules-en-20100618.txt", 3704, "see rule 810"),
    ],
)
def test_citation_edges(source: str, target: str, file: str, line: int, phrase: str) -> None:
    links = {(link.source, link.target): link for link in cite_links(_citations())}
    link = links[(source, target)]
    assert link.kind == "cites" and link.certain
    assert [(e.kind, e.detail, e.file, e.line) for e in link.evidence] == [("citation", phrase, file, line)]


def test_2005_606_8a_cites_420_without_its_closing_parenthesis() -> None:
    printed = _corpus().source("cr-en-2005-08-01").text.lines[2102 - 1]
    assert printed.rstrip().endswith("(This is a state-based effect. See rule 420.")
    assert any(c.text_id == "cr-en-2005-08-01/606.8a" and c.target == "420" for c in _citations())


def test_every_phrase_is_on_its_line() -> None:
    lines = {loaded.path: loaded.text.lines for loaded in _corpus().sources}
    for citation in _citations():
        printed = plain_line(lines[citation.file][citation.line - 1], citation.file.endswith(".md"))
        assert citation.phrase in printed, f"{citation.file}:{citation.line}: {citation.phrase!r}"


def test_externals_are_classified() -> None:
    external = set(external_numbers(_citations()))
    assert {"101.4", "101.4a", "103.4", "104", "420", "508.1", "509.1", "510.1", "704"} <= external
    assert not {"606.9c", "606.6e", "805", "810", "805.10"} & external
    by_key = {(c.text_id, c.target): c.twohg for c in _citations()}
    assert by_key[("en-dci-2hg-faq-2005/q23", "606.9c")] is True
    assert by_key[("en-dci-2hg-faq-2005/q9", "103.4")] is False
    assert by_key[("fr-2hg-faq-2012/q42", "805")] is True
    assert by_key[("es-cr-810/810.7c", "508.1")] is False
    assert by_key[("cr-en-2010-06-18/805.1", "811")] is False  # Archenemy, cited beside 810


def test_one_link_per_text_and_number() -> None:
    links = cite_links(_citations())
    keys = [(link.source, link.target) for link in links]
    assert len(keys) == len(set(keys))
    assert all(link.evidence and all(e.file and e.line for e in link.evidence) for link in links)

"""Translations and explanations against the real corpus, and the reviewed file's checks."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

import pytest

from conftest import ROOT
from twohg import files
from twohg.graph.citations import cited_numbers
from twohg.graph.dating import date_translations
from twohg.graph.editions import derive_editions, rule_texts
from twohg.graph.explain import (
    CardNames,
    Explanations,
    Reviewed,
    card_names,
    card_names_from_yaml,
    explain,
    parse_reviewed,
    render_uncertain_report,
    texts_in_force,
    translation_candidates,
    translation_links,
)
from twohg.graph.model import Edition, Link, RuleText
from twohg.ingest.corpus import Corpus
from twohg.rulenumber import RuleNumber
from twohg.text import figure_values

REVIEWED = "rules_src/alignment/explanations.yaml"
TRANSLATIONS = "rules_src/alignment/translations.yaml"
SPAN_END = "cr-en-2016-09-30"
"""The last English edition whose wording the Spanish 810 renders (dated by its content: 810.10d lacks the
sentence on kinds of counters that 2016-11-11 added)."""


def _editions(corpus: Corpus) -> tuple[Edition, ...]:
    """Editions straight from the catalogue: dated rulebooks are official, the undated one a translation."""
    editions = []
    for loaded in corpus.sources:
        entry = loaded.entry
        if entry.kind != "comprehensive-rules":
            continue
        if entry.date is not None:
            editions.append(
                Edition(entry.id, entry.id, entry.language, "official", entry.date, entry.date, entry.date, "catalogue")
            )
        else:  # undated: the whole archive, until dated by its content
            first = min(e.start for e in editions if e.kind == "official")
            last = max(e.start for e in editions if e.kind == "official")
            editions.append(Edition(entry.id, entry.id, entry.language, "translation", None, first, last, "catalogue"))
    dated, _ = date_translations(editions, _texts(corpus), {})
    return dated


def _texts(corpus: Corpus) -> tuple[RuleText, ...]:
    return tuple(
        RuleText(f"{loaded.entry.id}/{rule.number}", loaded.entry.id, loaded.entry.language, rule, loaded.path)
        for loaded in corpus.sources
        if loaded.entry.kind == "comprehensive-rules"
        for rule in loaded.parsed.rules
    )


def _read(relative: str) -> str:
    text = files.read_text(ROOT / relative)
    assert text is not None, relative
    return text


@pytest.fixture(scope="module")
def cards() -> CardNames:
    return card_names_from_yaml(_read("rules_src/cards.yaml"))


@pytest.fixture(scope="module")
def staged(corpus: Corpus) -> tuple[tuple[Edition, ...], tuple[RuleText, ...]]:
    """The editions (the Spanish 810 dated by its content, as the graph stage does) and rule texts."""
    editions, _ = derive_editions(corpus)
    texts = rule_texts(corpus, editions)
    dated, _ = date_translations(editions, texts, {})
    return dated, texts


@pytest.fixture(scope="module")
def result(corpus: Corpus, cards: CardNames, staged: tuple[tuple[Edition, ...], tuple[RuleText, ...]]) -> Explanations:
    return explain(corpus.sources, *staged, _read(REVIEWED), REVIEWED, cards, _read(TRANSLATIONS), TRANSLATIONS)


def _link(result: Explanations, kind: str, source: str, target: str) -> Link:
    found = [link for link in result.links if (link.kind, link.source, link.target) == (kind, source, target)]
    assert len(found) == 1, f"{kind} {source} -> {target}: {len(found)} links"
    return found[0]


def _targets(result: Explanations, source: str) -> list[str]:
    return [link.target for link in result.links if link.kind == "explains" and link.source == source]


def _kinds(link: Link) -> set[str]:
    return {evidence.kind for evidence in link.evidence}


# --- figures, citations, cards ---------------------------------------------------------------------


def test_figures_read_digits_and_number_words_in_each_language() -> None:
    assert figure_values("If a team has fifteen or more poison counters", "en") == {15}
    assert figure_values("Si un equipo tiene quince o más contadores de veneno", "es") == {15}
    assert figure_values("Si une équipe a 15 marqueurs poisons ou plus", "fr") == {15}
    assert figure_values("チームが受けた毒カウンターが１５個になった場合", "ja") == {15}


def test_figures_leave_out_one_the_variant_name_and_cited_numbers() -> None:
    assert figure_values("In a Two-Headed Giant game, one player ... (See rule 508.1.)", "en") == frozenset()
    assert figure_values("En un juego de Gigante de dos cabezas, un jugador (Ver la regla 704.)", "es") == frozenset()
    assert (
        figure_values("not to both of the defending players", "en")
        == figure_values("no a los dos jugadores", "es")
        == {2}
    )


def test_citations_per_language() -> None:
    assert cited_numbers("(see comp rules, rule 103.4)", "en") == (RuleNumber.parse("103.4"),)
    assert cited_numbers("(Règles complètes, portion 101.4)", "fr") == (RuleNumber.parse("101.4"),)
    assert cited_numbers("dans les sections 805 et 810 des Règles", "fr") == (RuleNumber(805), RuleNumber(810))


def test_card_names_include_aliases(cards: CardNames) -> None:
    assert cards["fr"]["douve de téfèiri"] == "Teferi's Moat"
    assert cards["ja"]["機知の戦い"] == "Battle of Wits"


@dataclass(frozen=True)
class _Form:
    language: str
    text: str


@dataclass(frozen=True)
class _Card:
    name: str
    forms: tuple[_Form, ...]


def test_card_names_from_the_cards_stage_objects() -> None:
    moat = _Card("Teferi's Moat", (_Form("en", "Teferi's Moat"), _Form("fr", "Douve de Téfèiri")))
    assert card_names([moat]) == {"en": {"teferi's moat": "Teferi's Moat"}, "fr": {"douve de téfèiri": "Teferi's Moat"}}


# --- translations ------------------------------------------------------------------------------------


def test_every_spanish_rule_has_one_translation_link(result: Explanations, corpus: Corpus) -> None:
    spanish = [f"es-cr-810/{rule.number}" for rule in corpus.source("es-cr-810").parsed.rules]
    linked = [link.target for link in result.links if link.kind == "translation" and link.target.startswith("es-")]
    assert linked == spanish
    assert all(link.source.startswith("cr-en-") for link in result.links if link.kind == "translation")


def _translation_of(result: Explanations, number: str) -> Link:
    (link,) = [x for x in result.links if x.kind == "translation" and x.target == f"es-cr-810/{number}"]
    return link


def test_spanish_rules_translate_english_texts_of_its_own_dates(result: Explanations) -> None:
    """The Spanish 810 renders the editions of 2013-05-01 to 2016-09-30: each rule links to the newest of them."""
    sources = [link.source for link in result.links if link.kind == "translation" and link.target.startswith("es-")]
    assert {source.split("/")[0] for source in sources} == {SPAN_END}


def test_spanish_810_10_translates_the_poison_810_10_not_the_larger_teams_one(result: Explanations) -> None:
    link = _translation_of(result, "810.10")
    assert link.source == f"{SPAN_END}/810.10" and link.certain
    rejected = [e.detail for e in link.evidence if e.detail.startswith("not cr-en-2011-02-04/810.10")]
    assert rejected and "figures differ" in rejected[0]


def test_spanish_810_11_translates_810_11(result: Explanations) -> None:
    link = _translation_of(result, "810.11")
    assert link.source == f"{SPAN_END}/810.11" and link.certain and "figures" in _kinds(link)


def test_spanish_810_7c_translates_810_7c(result: Explanations) -> None:
    link = _translation_of(result, "810.7c")
    assert link.source == f"{SPAN_END}/810.7c" and link.certain
    assert {"number", "citation", "card", "structure"} <= _kinds(link)
    citation = next(e for e in link.evidence if e.kind == "citation")
    assert (citation.file, citation.line) == ("rules_src/es-cr-810.md", 25)


def test_spanish_810_7_is_the_2hg_combat_rule_before_june_2017(result: Explanations) -> None:
    assert _translation_of(result, "810.7").source == f"{SPAN_END}/810.7"


def test_spanish_810_5_has_the_poison_wording(result: Explanations) -> None:
    link = _translation_of(result, "810.5")
    assert link.source == f"{SPAN_END}/810.5" and link.certain
    assert any("also compatible: cr-en-2011-02-04/810.5" in e.detail for e in link.evidence)


def test_spanish_810_10d_is_the_whole_2011_wording_not_part_of_the_2016_one(result: Explanations) -> None:
    """The Spanish renders the short 810.10d of June 2011 to September 2016 in full, not part of the later one."""
    link = _translation_of(result, "810.10d")
    assert link.source == f"{SPAN_END}/810.10d" and link.certain
    preferred = [e.detail for e in link.evidence if "also compatible: cr-en-2016-11-11/810.10d" in e.detail]
    assert preferred and "in force during the translation's date range" in preferred[0]


def test_translation_links_without_review_prefer_the_edition_in_force(
    staged: tuple[tuple[Edition, ...], tuple[RuleText, ...]],
) -> None:
    editions, texts = staged
    spanish = [t for t in texts if t.edition == "es-cr-810"]
    english = {e.id: [t for t in texts if t.edition == e.id] for e in editions if e.kind == "official"}
    links = {link.target: link for link in translation_links(spanish, english, editions)}
    assert links["es-cr-810/810.5"].source == f"{SPAN_END}/810.5"
    assert links["es-cr-810/810.8a"].source == f"{SPAN_END}/810.8a"
    assert links["es-cr-810/810.8d"].source == f"{SPAN_END}/810.8d"
    candidates = translation_candidates(spanish, english, editions)
    by_pair = {(c.english.id, c.translated.id): c for c in candidates}
    assert not by_pair[("cr-en-2024-11-08/810.7", "es-cr-810/810.7")].accepted
    assert not by_pair[("cr-en-2010-06-18/810.10", "es-cr-810/810.10")].accepted


# --- explanations --------------------------------------------------------------------------------------


def test_priority_question_explains_606_6b_and_606_6c(result: Explanations) -> None:
    assert _targets(result, "en-dci-2hg-faq-2005/q9") == ["cr-en-2005-08-01/606.6b", "cr-en-2005-08-01/606.6c"]
    modified = _link(result, "explains", "en-dci-2hg-faq-2005/q9", "cr-en-2005-08-01/606.6c")
    assert modified.certain and {"citation", "similarity"} <= _kinds(modified)
    citation = next(e for e in modified.evidence if e.kind == "citation")
    assert "103.4" in citation.detail and citation.line == 47
    priority = _link(result, "explains", "en-dci-2hg-faq-2005/q9", "cr-en-2005-08-01/606.6b")
    assert priority.certain and "similarity" in _kinds(priority)


def test_similarity_keeps_the_two_combat_steps_apart(result: Explanations) -> None:
    assert _targets(result, "en-dci-2hg-faq-2005/q14") == ["cr-en-2005-08-01/606.7b"]
    assert _targets(result, "en-dci-2hg-faq-2005/q15") == ["cr-en-2005-08-01/606.7c"]


def test_corrected_606_9c_is_cited(result: Explanations) -> None:
    link = _link(result, "explains", "en-dci-2hg-faq-2005/q23", "cr-en-2005-08-01/606.9c")
    assert any(e.kind == "citation" and e.line == 125 for e in link.evidence)


def test_french_poison_question_explains_the_poison_rules(result: Explanations) -> None:
    assert _targets(result, "fr-2hg-faq-2012/q4") == ["cr-en-2011-09-30/810.8d", "cr-en-2011-09-30/810.10"]
    link = _link(result, "explains", "fr-2hg-faq-2012/q4", "cr-en-2011-09-30/810.8d")
    assert link.certain and {"figures", "reviewed"} <= _kinds(link)


def test_french_combat_question_explains_810_7a_and_810_7b(result: Explanations) -> None:
    assert _targets(result, "fr-2hg-faq-2012/q17") == ["cr-en-2011-09-30/810.7a", "cr-en-2011-09-30/810.7b"]
    # The reviewed entry names the June 2010 texts: the September 2011 edition in force in 2012 prints them alike.
    reviewed = _link(result, "explains", "fr-2hg-faq-2012/q17", "cr-en-2011-09-30/810.7a")
    assert any(e.kind == "reviewed" for e in reviewed.evidence)


def test_french_citation_of_101_4_reaches_the_rule_that_modifies_it(result: Explanations) -> None:
    link = _link(result, "explains", "fr-2hg-faq-2012/q13", "cr-en-2011-09-30/805.6")
    assert link.certain and "citation" in _kinds(link)


def test_french_card_example_links_without_review(result: Explanations) -> None:
    link = _link(result, "explains", "fr-2hg-faq-2012/q18", "cr-en-2011-09-30/810.7c")
    assert link.certain and _kinds(link) == {"card"}
    assert link.evidence[0].line == 92


def test_japanese_sections_explain_life_and_poison_rules(result: Explanations) -> None:
    assert _targets(result, "ja-2hg-summary/s6") == [
        "cr-en-2011-02-04/810.9",
        "cr-en-2011-02-04/810.9a",
        "cr-en-2011-02-04/810.9c",
        "cr-en-2011-02-04/810.9d",
    ]
    assert _targets(result, "ja-2hg-summary/s10") == [
        "es-cr-810/810.8d",
        "es-cr-810/810.10",
        "es-cr-810/810.10a",
        "es-cr-810/810.10d",
    ]
    assert not _link(result, "explains", "ja-2hg-summary/s10", "es-cr-810/810.10a").certain


def test_texts_in_force_follow_the_date(staged: tuple[tuple[Edition, ...], tuple[RuleText, ...]]) -> None:
    editions, texts = staged
    spanish = [t for t in texts if t.edition == "es-cr-810"]
    english = {e.id: [t for t in texts if t.edition == e.id] for e in editions if e.kind == "official"}
    candidates = translation_candidates(spanish, english, editions)
    in_force = texts_in_force(dt.date(2012, 1, 1), editions, texts, candidates)
    assert in_force[RuleNumber.parse("810.7a")].id == "cr-en-2011-09-30/810.7a"
    assert in_force[RuleNumber.parse("810.10")].id == "cr-en-2011-09-30/810.10"  # poison, since April 2011
    march_2011 = texts_in_force(dt.date(2011, 3, 18), editions, texts, candidates)
    assert march_2011[RuleNumber.parse("810.10")].id == "cr-en-2011-02-04/810.10"  # larger teams, before poison
    assert RuleNumber.parse("810.10d") not in march_2011  # the Spanish 810 is later
    assert texts_in_force(dt.date(2005, 9, 5), editions, texts)[RuleNumber.parse("606.6c")].edition == (
        "cr-en-2005-08-01"
    )


def test_tournament_questions_are_listed_with_reasons(result: Explanations) -> None:
    unlinked = dict(result.unlinked)
    for entry in ("en-dci-2hg-faq-2005/q24", "en-dci-2hg-faq-2005/q32", "en-dci-2hg-faq-2005/q44"):
        assert entry in unlinked
    assert "rating" in unlinked["en-dci-2hg-faq-2005/q33"].lower()
    assert "sanctioning" in unlinked["en-dci-2hg-faq-2005/q44"].lower()
    assert "sealed" in unlinked["en-dci-2hg-faq-2005/q39"].lower()
    assert "fr-2hg-faq-2012/q39" in unlinked and "ja-2hg-summary/s12" in unlinked and "ja-2hg-summary/s13" in unlinked
    assert all(reason.strip() and not reason.startswith("not reviewed") for reason in unlinked.values())


def test_every_faq_entry_and_section_is_linked_or_listed(result: Explanations, corpus: Corpus) -> None:
    ids = [f"{s.entry.id}/q{q.index}" for s in corpus.sources for q in s.parsed.faq]
    ids += [f"{s.entry.id}/s{n.number}" for s in corpus.sources for n in s.parsed.summary]
    tournament = [(s, r) for s in corpus.sources for r in s.parsed.tournament if r.section == "9" != r.number]
    ids += [f"{s.entry.id}/{r.number}" for s, r in tournament]
    linked = {link.source for link in result.links if link.kind == "explains"}
    listed = {entry for entry, _ in result.unlinked}
    assert not linked & listed
    assert set(ids) == linked | listed


def test_every_link_has_evidence_with_a_file(result: Explanations) -> None:
    assert result.links
    for link in result.links:
        assert link.evidence, link
        assert all(evidence.detail and evidence.file for evidence in link.evidence), link


def test_reviewed_file_has_no_problems(result: Explanations) -> None:
    assert result.problems == ()


def test_uncertain_links_appear_in_the_report(result: Explanations) -> None:
    report = render_uncertain_report(result.links, result.unlinked)
    uncertain = [link for link in result.links if not link.certain]
    assert uncertain
    lines = report.splitlines()
    for link in uncertain:
        matching = [line for line in lines if line.startswith(f"{link.kind} {link.source} -> {link.target} |")]
        assert len(matching) == 1 and "uncertain because:" in matching[0]
    assert f"Uncertain links: {len(uncertain)}" in lines
    assert any(line.startswith("en-dci-2hg-faq-2005/q32 | explains no Comprehensive Rule:") for line in lines)


def test_same_input_same_output(
    corpus: Corpus, cards: CardNames, result: Explanations, staged: tuple[tuple[Edition, ...], tuple[RuleText, ...]]
) -> None:
    again = explain(corpus.sources, *staged, _read(REVIEWED), REVIEWED, cards, _read(TRANSLATIONS), TRANSLATIONS)
    assert again == result
    assert render_uncertain_report(again.links, again.unlinked) == render_uncertain_report(
        result.links, result.unlinked
    )


# --- the reviewed file's problems ---------------------------------------------------------------------


BAD = """\
explains:
  - from: en-dci-2hg-faq-2005/q99
    to: cr-en-2005-08-01/606.6b
    reason: no such question
  - from: ja-2hg-summary/s14
    to: [cr-en-2010-06-18/810.9, cr-en-2011-01-01/810.9]
    reason: no such section, no such edition
  - from: fr-2hg-faq-2012/q4
    to: cr-en-2010-06-18/810.12
    reason: no such rule
  - from: fr-2hg-faq-2012/q4
    to: es-cr-810/810.10
  - from: fr-2hg-faq-2012/q4
    to: es-cr-810/810.10
    reason: fine
    because: unknown key
translations:
  - from: es-cr-810/810.4
    to: cr-en-2010-06-18/810.4
    reason: both ends the wrong way round
unlinked:
  - id: nowhere/q1
    reason: unknown source
  - id: en-dci-2hg-faq-2005/q24
    reason: ""
"""


def _problems(corpus: Corpus, text: str) -> list[tuple[int, str]]:
    found = explain(corpus.sources, _editions(corpus), _texts(corpus), text, "bad.yaml")
    assert all(problem.file == "bad.yaml" for problem in found.problems)
    return sorted((problem.line, problem.message) for problem in found.problems)


def test_bad_reviewed_entries_give_file_line_problems(corpus: Corpus) -> None:
    problems = _problems(corpus, BAD)
    lines = {line for line, _ in problems}
    messages = " | ".join(message for _, message in problems)
    assert (2, "en-dci-2hg-faq-2005 has no question 99 (it has q1-q48)") in problems
    assert (5, "ja-2hg-summary has no section 14 (it has s1-s13)") in problems
    assert any(line == 6 and "unknown edition 'cr-en-2011-01-01'" in message for line, message in problems)
    assert (9, "cr-en-2010-06-18 has no Two-Headed Giant rule 810.12 ('cr-en-2010-06-18/810.12')") in problems
    assert any(line == 11 and "lacks 'reason'" in message for line, message in problems)
    assert any(line == 16 and "unknown key 'because'" in message for line, message in problems)
    assert (18, "es-cr-810/810.4 is not in an official English edition") in problems
    assert (19, "cr-en-2010-06-18/810.4 is not in a translation") in problems
    assert any(line == 22 and "unknown FAQ or summary source 'nowhere'" in message for line, message in problems)
    assert any(line == 25 and "expected a reason, found nothing" in message for line, message in problems)
    assert {2, 5, 6, 9, 11, 16, 18, 19, 22, 25} <= lines, messages


def test_invalid_yaml_gives_its_line(corpus: Corpus) -> None:
    problems = _problems(corpus, "explains:\n  - from: a/q1\n    to: [b\n")
    assert problems and problems[0][0] in (3, 4) and "not valid YAML" in problems[0][1]


def test_contradicting_review_is_a_problem(corpus: Corpus) -> None:
    text = "unlinked:\n  - id: en-dci-2hg-faq-2005/q9\n    reason: wrongly called a tournament question\n"
    problems = _problems(corpus, text)
    assert any(line == 2 and "links it to cr-en-2005-08-01/606.6c" in message for line, message in problems)


def test_parse_reviewed_keeps_lines_and_certainty() -> None:
    reviewed, problems = parse_reviewed(
        "explains:\n  - from: x/q1\n    to:\n      - e/810.1\n      - e/810.2\n    certain: false\n    reason: r\n",
        "f.yaml",
    )
    assert problems == ()
    assert [(link.target, link.line, link.certain) for link in reviewed.links] == [
        ("e/810.1", 4, False),
        ("e/810.2", 5, False),
    ]
    assert reviewed.file == "f.yaml"
    assert parse_reviewed("", "f.yaml") == (Reviewed("f.yaml"), ())


def _uncertain(links: Sequence[Link]) -> list[str]:
    return [f"{link.source} -> {link.target}" for link in links if not link.certain]


def test_counts_are_pinned(result: Explanations) -> None:
    kinds = [(link.kind, link.certain) for link in result.links]
    # Every Spanish rule has a whole English counterpart in the archive: none is uncertain any more. The
    # Japanese rules of 2026-01-16 (53 and 2 headings) each translate an English text, none uncertain either.
    assert kinds.count(("translation", True)) == 34 + 55
    assert len([link for link in result.links if link.kind == "translation" and link.target.startswith("ja-")]) == 55
    assert _uncertain([link for link in result.links if link.kind == "translation"]) == []
    assert kinds.count(("explains", False)) == 4


def test_one_figure_finder_for_every_stage() -> None:
    """The align stage's figures and the translation comparison read the same numbers (one table per language)."""
    from twohg.text import digits, figures

    assert [f.phrase for f in figures("Each team's life total starts at 30 life.", "en")] == ["30 life"]
    assert figure_values("neuf marqueurs", "fr") == {9}  # the explain stage's old table lacked French "neuf"
    assert figure_values("dieciséis contadores, 810.7C", "es") == {16}
    assert figure_values("both players", "en") == {2} and [f.phrase for f in figures("both players", "en")] == []
    assert digits("turns 1, 3, 3 and １５") == ["1", "3", "15"]


def test_one_citation_finder_for_every_stage() -> None:
    assert cited_numbers("see rule 810.7C", "en") == (RuleNumber.parse("810.7c"),)  # the old copy dropped the letter
    assert cited_numbers("総合ルール８１０．７ｃ", "ja") == (RuleNumber.parse("810.7c"),)


def test_an_unknown_edition_is_named_with_its_nearest_not_a_list_of_every_edition(corpus: Corpus) -> None:
    text = (
        "explains:\n  - from: en-dci-2hg-faq-2005/q1\n    to: cr-en-2005-08-02/606.1\n    reason: a typo in the date\n"
    )
    problems = _problems(corpus, text)
    message = next(message for line, message in problems if line == 3 and "unknown edition" in message)
    assert "did you mean cr-en-2005-08-01" in message
    assert len(message) < 300  # not the ~100 editions of the archive


def test_a_loosely_printed_rule_number_is_read_like_the_lineage_file_reads_it() -> None:
    reviewed, problems = parse_reviewed("explains:\n  - from: x/q1\n    to: e/606. 6e\n    reason: r\n", "f.yaml")
    assert problems == () and [link.target for link in reviewed.links] == ["e/606.6e"]

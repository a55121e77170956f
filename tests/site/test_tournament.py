"""The tournament rules on the site: pages, links both ways, stale citations, short links, search, API."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from conftest import ROOT, real_loaded
from twohg.graph.explain.reviewed import parse_reviewed
from twohg.graph.tournament import (
    by_number,
    restated_sentence,
    restatement_score,
    same_topic_links,
    section_references,
)
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site.pages.context import SiteContext
from twohg.site.search.query import SearchIndex
from twohg.site.search.records import build_records
from twohg.text import fold_for_matching

RULES = [f"9.{n}" for n in range(1, 8)]


def _html(site: Path, path: str) -> str:
    """A built page's HTML, its character references read (``&#46;`` is ``.``) so that words compare as printed."""
    return html.unescape((site / path / "index.html").read_text(encoding="utf-8"))


def _text_block(page: str) -> str:
    """The rule's English text on a tournament page (the ``twohg-mtr`` block)."""
    match = re.search(r'<div class="twohg-mtr" lang="en">(.*?)</div>', page, re.S)
    assert match, "no English text block"
    return match.group(1)


def test_section_references_are_read_as_the_documents_own_parts() -> None:
    found = section_references("(see section 9.3); Section 7 applies; refer to Appendix D. See sections 8.4")
    assert [r.number for r in found] == ["9.3", "7", "D", "8.4"]
    assert section_references("rule 103.4c and 810.6") == ()


def test_the_graph_reads_section_9_rule_by_rule() -> None:
    graph = real_loaded()[1]
    numbers = by_number(graph.tournament)
    assert [n for n in numbers if n != "9"] == RULES
    assert numbers["9.3"][-1].rule.title == "Play-Draw Rule"
    steps = [b for b in numbers["9.4"][-1].rule.blocks if b.kind == "step"]
    assert [s.label for s in steps] == ["1", "2", "3", "4", "5", "6"]
    assert steps[3].text.endswith("(see section 9.3)")  # rebuilt across its printed lines


def test_the_play_draw_rule_restates_the_comprehensive_rules_it_matches() -> None:
    graph = real_loaded()[1]
    restated = {(link.source, link.target) for link in graph.links if link.kind == "restates"}
    assert ("en-mtr-2026-02-27/9.3", "103.8b") in restated  # "the team who plays first skips the draw step"
    assert ("en-mtr-2026-02-27/9.3", "810.6") in restated
    # Nothing else in section 9 says what a Comprehensive Rule says word for word.
    assert {source for source, _ in restated} == {"en-mtr-2026-02-27/9.3"}


def test_a_rule_that_says_the_opposite_is_no_restatement() -> None:
    said = fold_for_matching("The team who plays first skips the draw step of their first turn.")
    # 800.7's first sentence (MagicCompRules-en-20260227.txt:6375) ends with the same words and says no.
    other = fold_for_matching("In a multiplayer game, the first player doesn't skip the draw step of their first turn")
    assert restatement_score(said, other) == 0
    assert restatement_score(said, fold_for_matching("The team who plays first skips the draw step of its first turn."))
    assert restatement_score(said, fold_for_matching("The team who plays first doesn't skip the draw step.")) == 0


def test_a_restatement_quotes_the_sentence_that_says_the_same() -> None:
    # 800.7 (MagicCompRules-en-20260227.txt:6375): its first sentence is about other games, its second is MTR 9.3's.
    rule = Path(ROOT / "rules_src/cr-archive/MagicCompRules-en-20260227.txt").read_text(encoding="utf-8").splitlines()
    printed = rule[6374].removeprefix("800.7. ")
    tournament = "The team who plays first skips the draw step of their first turn."
    assert restated_sentence(tournament, printed) == (
        "In a Two-Headed Giant game, the team who plays first skips the draw step of their first turn."
    )
    assert restated_sentence(tournament, "Each player draws seven cards.") is None


def test_a_reviewed_same_topic_must_be_a_rule_of_the_documents_date(tmp_path: Path) -> None:
    graph = real_loaded()[1]
    # MTR 9.6 (en-mtr-20260227.md:2739, a shared sideboard) and 100.4c (MagicCompRules-en-20260227.txt) say the same.
    assert any(
        link.kind == "same-topic" and (link.source, link.target) == ("en-mtr-2026-02-27/9.6", "100.4c")
        for link in graph.links
    )
    reviewed, problems = parse_reviewed(
        "unlinked:\n  - id: en-mtr-2026-02-27/9.6\n    reason: shared sideboard\n    same_topic: [100.4c, 100.99z]\n"
    )
    assert not problems
    links, problems = same_topic_links(
        reviewed.unlinked, graph.tournament, graph.editions, _rulebooks(), "explanations.yaml"
    )
    assert [(link.source, link.target) for link in links] == [("en-mtr-2026-02-27/9.6", "100.4c")]
    assert [f"{p.file}:{p.line}" for p in problems] == ["explanations.yaml:4"]
    assert "'100.99z' is no rule of the edition in force on 2026-02-27" in problems[0].message


def _rulebooks() -> dict[str, list[str]]:
    corpus, graph = real_loaded()
    editions = set(graph.lineage.editions)
    return {loaded.entry.id: list(loaded.text.lines) for loaded in corpus.sources if loaded.entry.id in editions}


def test_the_pregame_procedures_citation_is_stale_on_its_own_date() -> None:
    graph = real_loaded()[1]
    [stale] = graph.stale
    assert (stale.citing, stale.number, stale.edition) == ("en-mtr-2026-02-27/9.4", "103.4c", "cr-en-2026-02-27")
    assert stale.cited == "In a Commander game, each player’s starting life total is 40."
    assert stale.instead == ("805.3a",)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rule_has_a_page_in_every_language(built_site: Path, language: str) -> None:
    prefix = "" if language == "en" else f"{language}/"
    index = _html(built_site, f"{prefix}tournament")
    for number in RULES:
        page = _html(built_site, f"{prefix}tournament/{number}")
        assert f"MTR {number}" in page
        assert f'href="{number}/"' in index
        block = _text_block(page)
        assert block.strip()
    labels = LABELS[language]
    page = _html(built_site, f"{prefix}tournament/9.3")
    assert "The team who plays first skips the draw step of their first turn." in _text_block(page)
    if language == "en":
        assert labels["tournament_english_only"] not in page
    else:  # told in the page's language that the text is English, and why
        assert labels["tournament_english_only"] in page
        assert labels["tournament_english_only_text"] in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_stale_citation_is_a_note_never_a_silent_link(built_site: Path, language: str) -> None:
    prefix = "" if language == "en" else f"{language}/"
    page = _html(built_site, f"{prefix}tournament/9.4")
    block = _text_block(page)
    assert "rule 103.4c" in block
    assert "rules/103.4c/" not in block  # the citation is not a link to the wrong rule
    assert 'href="#stale-103-4c"' in block  # its mark leads to the note
    labels = LABELS[language]
    note = page[page.index('id="stale-103-4c"') :]
    assert labels["stale_title"] in note[:2000]
    assert "In a Commander game, each player’s starting life total is 40." in note[:3000]
    assert 'href="../../rules/805.3a/"' in note[:4000] or 'href="../../../rules/805.3a/"' in note[:4000]
    # The whole document's reading page does not link it silently either: its mark leads to the note.
    reading = _html(built_site, f"{prefix}sources/en-mtr-2026-02-27")
    pregame = reading[reading.index('id="mtr-9-4"') : reading.index('id="mtr-9-5"')]
    assert "rules/103.4c/" not in pregame
    assert "tournament/9.4/#stale-103-4c" in pregame


@pytest.mark.parametrize("language", LANGUAGES)
def test_links_run_both_ways_between_the_tournament_and_the_game_rules(built_site: Path, language: str) -> None:
    prefix = "" if language == "en" else f"{language}/"
    labels = LABELS[language]
    play_draw = _html(built_site, f"{prefix}tournament/9.3")
    topics = play_draw[play_draw.index('id="topics"') :]
    for number in ("810.6", "103.8b"):
        assert f"rules/{number}/" in topics
    shared = _html(built_site, f"{prefix}tournament/9.6")  # a reviewed rule on the same topic, in the page's words
    assert f'rules/100.4c/">100.4c</a> — {labels["tournament_topic"]}' in shared[shared.index('id="topics"') :]
    sideboard = _html(built_site, f"{prefix}rules/100.4c")
    assert labels["tournament_topic"] in sideboard[sideboard.index('id="tournament"') :][:3000]
    game_rule = _html(built_site, f"{prefix}rules/810.6")
    section = game_rule[game_rule.index('id="tournament"') :]
    assert labels["tournament_on_rule"] in game_rule
    assert "tournament/9.3/" in section[:3000]
    mulligans = _html(built_site, f"{prefix}rules/805.3a")
    assert "tournament/9.4/" in mulligans[mulligans.index('id="tournament"') :]
    commander = _html(built_site, f"{prefix}rules/103.4c")  # the rule cited by mistake says so
    warning = commander[commander.index('id="tournament"') :]
    assert labels["stale_title"] in warning
    assert "tournament/9.4/#stale-103-4c" in warning


def test_no_tournament_number_is_read_as_a_comprehensive_rules_number(built_site: Path) -> None:
    graph = real_loaded()[1]
    assert not any(node.id.startswith("9.") for node in graph.nodes)
    assert not (built_site / "rules" / "9.3").exists()
    assert not (built_site / "r" / "9.3").exists()


@pytest.mark.parametrize("form", ["mtr-9.3", "mtr9.3", "mtr-9-3", "MTR-9.3", "MTR9.3"])
def test_short_links_of_the_tournament_rules(built_site: Path, form: str) -> None:
    for language in LANGUAGES:
        prefix = "" if language == "en" else f"{language}/"
        page = (built_site / prefix / "r" / form / "index.html").read_text(encoding="utf-8")
        targets = json.loads(re.search(r'data-twohg-short="([^"]+)"', page).group(1).replace("&quot;", '"'))
        assert targets[language] == "../../tournament/9.3/"  # the same language's page
        assert targets["en" if language != "en" else "fr"] != targets[language]
        assert "MTR 9.3" in page


def test_the_short_links_page_documents_the_tournament_form(built_site: Path) -> None:
    page = _html(built_site, "r")
    assert "r/mtr-9.3/" in page and "tournament/9.3/" in page
    assert '"9.3": "mtr-9.3/"' in page


def test_search_finds_and_labels_the_tournament_rules() -> None:
    corpus, graph = real_loaded()
    records = build_records(SiteContext(corpus, graph))
    tournament = [r for r in records if r.kind == "tournament"]
    assert [r.title.split(" — ")[0] for r in tournament] == [f"MTR {n}" for n in RULES]
    searcher = SearchIndex(records)
    assert searcher.search("MTR 9.3")[0].record.title == "MTR 9.3 — Play-Draw Rule"
    assert searcher.search("pregame procedure")[0].record.kind == "tournament"
    hits = searcher.search("Erayo Soratami Ascendant")
    assert hits and hits[0].record.title.startswith("MTR 9.5")


def test_the_api_has_the_tournament_rules_and_their_stale_citations(built_site: Path) -> None:
    document = json.loads((built_site / "api" / "graph.json").read_text(encoding="utf-8"))
    numbers = {t["number"] for t in document["tournament"] if t["section"] == "9"}
    assert set(RULES) <= numbers
    assert [(s["citing"], s["number"]) for s in document["stale"]] == [("en-mtr-2026-02-27/9.4", "103.4c")]
    rule = json.loads((built_site / "api" / "rules" / "810.6.json").read_text(encoding="utf-8"))
    assert "en-mtr-2026-02-27/9.3" in {t["id"] for t in rule["tournament"]}
    commander = json.loads((built_site / "api" / "rules" / "103.4c.json").read_text(encoding="utf-8"))
    assert [s["citing"] for s in commander["stale"]] == ["en-mtr-2026-02-27/9.4"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_stale_citation_names_the_rule_that_carries_the_meant_wording_today(built_site: Path, language: str) -> None:
    # 9.4 cites 103.4c for the 2HG mulligan; what 103.4c said then (2009-2013) is 103.5d in the newest edition.
    page = _html(built_site, f"{'' if language == 'en' else language + '/'}tournament/9.4")
    note = page[page.index('id="stale-103-4c"') :]
    note = note[: note.index('id="topics"')]
    assert 'rules/103.5d/"' in note and "2009-07-11" in note and "2013-05-01" in note
    assert LABELS[language]["stale_meant"].split("{")[0].strip() in note


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_2hg_tournament_rule_links_the_general_tournament_rules_on_its_subject(
    built_site: Path, language: str
) -> None:
    page = _html(built_site, f"{'' if language == 'en' else language + '/'}tournament/9.4")
    general = page[page.index('id="general"') :]
    general = general[: general.index("</ul>")]
    assert "#mtr-2-3" in general and "Pregame Procedures" in general  # MTR 2.3, the general pregame procedure
    assert LABELS[language]["tournament_general"] in page

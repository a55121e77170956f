"""The search, in Python (``twohg search``): the golden query set, number forms, cards across languages."""

from __future__ import annotations

import json
import re

import pytest

from conftest import ROOT, golden_queries, real_loaded, real_search_index, run_cli
from twohg.profiles.concepts import CONCEPTS, EVENTS
from twohg.profiles.search_words import RESULT_LABELS
from twohg.site.search.hits import GENERAL_TOURNAMENT, Hit, page_key, prior
from twohg.site.search.query import MAX_QUERY, SearchIndex, near_spelling
from twohg.site.search.shown import hit_label, hit_url, shown_title, snippet, span_said
from twohg.site.search.terms import (
    fold,
    query_number,
    query_parts,
    query_units,
    terms,
    variant_words,
    variants_named,
    vocabulary,
)
from twohg.text import first_words


@pytest.fixture(scope="module")
def index() -> SearchIndex:
    return real_search_index()


def found(hit: Hit, expect: str | list[str]) -> bool:
    record = hit.record
    wanted = [expect] if isinstance(expect, str) else expect
    return record.rule in wanted or record.id in wanted or record.id.split(":", 1)[1] in wanted


def test_the_golden_set_is_large_and_covers_every_language() -> None:
    queries = golden_queries()
    assert len(queries) >= 150
    assert {q["lang"] for q in queries} == {"en", "es", "fr", "ja"}


def card_first(index: SearchIndex) -> int:
    """Where the rule a card's name finds stands: second with card data (the card leads), else first."""
    return 1 if index.cards is not None else 0


def rank_of(hits: list[Hit], case: dict[str, object]) -> int | None:
    """Where the first good hit of a golden query stands (1-based), or None."""
    for position, hit in enumerate(hits, 1):
        if found(hit, case["expect"]) and not (case.get("old") and hit.record.current):  # type: ignore[arg-type]
            return position
    return None


def test_recall_at_5_and_mrr_on_the_golden_set(index: SearchIndex) -> None:
    cases = golden_queries()
    ranks = [rank_of(index.search(case["query"], case["lang"], limit=5), case) for case in cases]
    missed = [(case["query"], case["lang"]) for case, position in zip(cases, ranks, strict=True) if position is None]
    recall = 1 - len(missed) / len(cases)
    mrr = sum(1 / position for position in ranks if position) / len(cases)
    assert recall >= 0.95, (recall, missed)
    assert mrr >= 0.75, mrr
    # Every number, in every form, and every card name finds its rule: only words may miss.
    numbers = [case for case in cases if query_number(case["query"]) is not None]
    assert len(numbers) >= 25
    assert [case["query"] for case in numbers if (case["query"], case["lang"]) in missed] == []


def test_questions_keep_their_content_words_in_every_language() -> None:
    words = vocabulary()
    assert query_units("how much life does a team start with", words) == [
        ("_life", "life"),
        ("_team", "team"),
        ("_start", "start"),
    ]
    assert query_units("2hg life", words) == [("_life", "life")]
    assert query_units("combien de points de vie", words) == [("point",), ("_life", "vie")]
    assert query_units("¿quién elige al jugador principal?", words) == [
        ("_choose", "elige"),
        ("_player", "jugador"),
        ("_primary", "principal"),
    ]
    # Japanese: particles and endings go, the concepts' words are found inside the run, each as its concept (a
    # character pair of it, ール of シールド, would find every text that prints ルール).
    assert query_units("先攻のチームは最初のターンにドローする？", words) == [
        ("_play_first",),
        ("_team",),
        ("_first",),
        ("_turn",),
        ("_draw",),
    ]
    assert query_units("チームシールドとは", words) == [("_team_sealed",)]  # team sealed, a format of its own
    assert query_units("シールドとは", words) == [("_sealed",)]
    # A phrase is one thing: who goes first, a game that is a draw (not drawing a card), player A of a team.
    assert query_units("Does the player who goes first draw a card?", words) == [
        ("_player", "player"),
        ("_play_first",),
        ("_draw", "draw"),
        ("_card", "card"),
    ]
    assert query_units("We killed each other at the same time. Is it a draw?", words) == [
        ("_lose", "killed"),
        ("other",),
        ("_together",),
        ("_tie",),
    ]
    assert query_units("¿Qué es Juego Lento?", words) == [("_slow_play",)]
    # Words every record has count little, but count: "each team" is not "each player".
    assert query_units("How many packs does each team get?", words) == [("_booster", "pack"), ("_team", "team")]
    # Nothing but the variant's name, or nothing but stop words: they are searched.
    assert query_units("2hg", words) == [("_format", "2hg")]
    assert query_units("how does it work", words) == [("how",), ("does",), ("it",), ("work",)]
    # A greeting leaves its words out there, and only there: "judge" keeps its meaning elsewhere.
    assert query_units("hey judges, can a judge help me?", words) == [("_judge", "judge"), ("help",)]
    assert query_units("Hola jueces, ¿qué es un juez?", words) == [("_judge", "juez")]
    # French elisions are split off the word they are elided into: "l'équipe" is "équipe", "qu'un" no word.
    assert query_units("Qu’est-ce qu’un arbitre ? Et l'équipe d'attaque ?", words) == [
        ("_judge", "arbitre"),
        ("_team", "equipe"),
        ("_attack", "attaque"),
    ]
    assert terms("Teferi's don't") == ["teferis", "dont"]  # English keeps its words whole


def test_a_kind_of_object_also_finds_the_rules_about_objects(index: SearchIndex) -> None:
    # The rules speak of "objects" and "permanents" where players name a kind: the broader concept is searched
    # too, for half, and never reported as a word no text uses.
    assert query_units("enchantments", vocabulary()) == [("_enchantment", "enchantment", "^_object")]
    rules = [hit.record.rule for hit in index.search("Do enchantments go away when a player dies?", "en", limit=5)]
    assert "800.4a" in rules  # "all objects owned by that player leave the game"
    assert index.answer("creatures zorblax", "en").missing == ("zorblax",)


def test_words_that_mean_the_same_meet_across_languages(index: SearchIndex) -> None:
    def rules(query: str, language: str) -> list[str | None]:
        return [hit.record.rule for hit in index.search(query, language, limit=5)]

    assert "810.8b" in rules("partner concede", "en")  # 810.8b: "If a player concedes"
    assert "810.4" in rules("team begins with thirty life", "en")  # "starts at 30 life"
    assert "810.8d" in rules("fifteen poison", "en")  # "fifteen or more poison counters"
    assert "810.4" in rules("treinta vidas", "es")  # "comienza en 30 vidas"
    assert "810.5" in rules("チームメイトの手札を見てもいい？", "ja")


def test_a_current_rule_that_answers_ranks_above_an_old_answer_that_shares_words(index: SearchIndex) -> None:
    """Asked how life totals work, the 2005 FAQ answer (teams start at 40) comes after rule 810.4 (30), outdated."""
    for query in ("how do life totals work", "life total"):
        hits = index.search(query, "en", limit=10)
        ids = [hit.record.id for hit in hits]
        current = next(at for at, hit in enumerate(hits) if hit.record.rule == "810.4" and hit.record.current)
        old = ids.index("faq:en-dci-2hg-faq-2005/q3") if "faq:en-dci-2hg-faq-2005/q3" in ids else len(hits)
        assert current < old, (query, ids)
        if old < len(hits):
            status = hit_label(index, hits[old], "en")["status"]
            assert (
                "outdated" in status and "810.4 “Each team has a shared life total, which starts at 30 life.”" in status
            )


def test_no_two_results_open_the_same_page_and_old_wordings_give_way(index: SearchIndex) -> None:
    """One result per page, except a number's meanings: each opens its own place (its wording in the history)."""
    for case in golden_queries():
        hits = index.search(case["query"], case["lang"], limit=10)
        named = query_parts(case["query"]).number
        urls = [hit_url(hit.record, case["lang"]) for hit in hits]
        assert len(set(urls)) == len(urls), case["query"]
        meanings = [hit for hit in hits if named is not None and hit.record.rule == named]
        others = [hit for hit in hits if hit not in meanings]
        assert len({page_key(hit.record) for hit in others}) == len(others), case["query"]
        if query_number(case["query"]) is None and not case["query"].lower().startswith("mtr"):
            standing = {hit.record.rule for hit in hits if hit.record.current}
            for hit in hits:
                if not hit.record.current and hit.record.kind in ("rule", "translation"):
                    assert not standing.intersection(hit.record.now), (case["query"], hit.record.id)


def test_every_result_label_of_every_golden_query_agrees_with_the_resolver(index: SearchIndex) -> None:
    """Each "current", "old · span · now ..." or "removed on ..." a result says is the resolver's."""
    graph = real_loaded()[1]
    checked = 0
    for case in golden_queries():
        language = case["lang"]
        words = RESULT_LABELS[language]
        for hit in index.search(case["query"], language, limit=5):
            record = hit.record
            label = hit_label(index, hit, language)
            assert label["kind"] == words[f"kind_{record.kind}"]
            if record.kind == "rule":
                text_id = f"{record.edition}/{record.rule}"
                now = graph.now_of(text_id)
                assert now is not None, text_id
                if record.current:
                    assert now.numbers and record.rule in now.numbers
                    assert label["status"].startswith(words["current"])
                else:
                    # The span of the meaning the wording belongs to (from its first wording to its last).
                    span = index.facts.spans[record.meaning]
                    assert label["status"].startswith(f"{words['old']} · {span}")
                    assert span.split(" – ")[0] <= record.span.split(" – ")[0]
                    if now.numbers and now.numbers != (record.rule,):
                        assert f"{words['now']} {', '.join(now.numbers)}" in label["status"]
                    elif now.removed_in is not None:
                        removed = graph_date(graph, now.removed_in)
                        assert words["removed"].format(date=removed) in label["status"]
                checked += 1
            elif record.kind in ("faq", "summary") and words["covered_by"] in label["status"]:
                said = label["status"].split(words["covered_by"] + " ")[1]
                numbers = re.findall(r"((?:MTR )?\d{1,3}(?:\.\d+[a-z]?)?) “", said)
                assert numbers, said
                for number in numbers:  # a rule in force today, quoted as it stands
                    assert f"{number} “{first_words(index.facts.standing[number].text)}”" in said
                    if number.startswith("MTR "):  # a tournament rule of the newest tournament rules
                        assert index.facts.standing[number].current
                        continue
                    resolution = graph.resolver.get(number)
                    assert resolution is not None and resolution.latest is not None and resolution.latest.current
                checked += 1
    assert checked > 300


def graph_date(graph: object, edition_id: str) -> str:
    """The date of an edition, as the graph's editions give it."""
    for edition in graph.editions:  # type: ignore[attr-defined]
        if edition.id == edition_id:
            return (edition.date or edition.start).isoformat()
    raise AssertionError(edition_id)


def test_spanish_texts_are_current_when_they_translate_the_wording_in_force(index: SearchIndex) -> None:
    hits = index.search("total de vida compartido", "es", limit=5)
    spanish = next(hit for hit in hits if hit.record.lang == "es" and hit.record.rule == "810.4")
    assert spanish.record.current
    assert hit_label(index, spanish, "es")["status"].startswith("vigente")
    # The Spanish text is the Spanish page's text: no anchor into "in every language".
    assert hit_url(spanish.record, "es") == "es/rules/810.4/"
    assert hit_url(spanish.record, "en") == "rules/810.4/#languages"
    # The old Spanish combat rule translates a wording no longer in force.
    old = next(hit for hit in index.search("810.7c", "es", limit=10) if hit.record.lang == "es")
    assert not old.record.current


def test_a_card_hit_names_the_card_in_the_readers_language_and_leads_to_its_page(index: SearchIndex) -> None:
    for language, name in (("ja", "白金の天使"), ("fr", "Ange de platine"), ("es", "Ángel de platino")):
        hits = index.search("platinum angle", language, limit=5)
        card = next(hit for hit in hits if hit.record.kind == "card")
        assert shown_title(card.record, language) == name
        assert hit_url(card.record, language) == f"{language}/cards/platinum-angel/"
        assert "810.8a" in hit_label(index, card, language)["status"]


def test_a_card_a_question_names_brings_the_rules_its_words_engage_that_the_question_reaches(
    index: SearchIndex,
) -> None:
    if index.cards is None:
        pytest.skip("needs the real card data (TWOHG_CARDS or ../shared/cards/): the cards' rules come from it")
    cases = (
        ("Can my opponents just attack my teammate to get around my Ghostly Prison?", "805.10b"),
        ("Him (and everyone there) think two Guttersnipe hit twice because each team is two opponents", "102.3"),
    )
    for query, number in cases:
        hits = index.search(query, "en", limit=5)
        assert hits[0].record.kind == "card", query
        assert number in [hit.record.rule for hit in hits[1:3]], (query, [hit.record.id for hit in hits])
    # A question about another variant is not about the card's 2HG rules.
    hits = index.search("『Archenemy: Nicol Bolas』では何ができるの?", "ja", limit=5)
    assert "glossary" in [hit.record.kind for hit in hits], [hit.record.id for hit in hits]


@pytest.mark.parametrize(
    ("query", "number"),
    [
        ("810.7c", "810.7c"),
        ("810.7 c", "810.7c"),
        ("810,7c", "810.7c"),
        ("810.7C", "810.7c"),
        ("r810.7c", "810.7c"),
        ("CR 810.7c", "810.7c"),
        ("rule 805", "805"),
        ("regla 810.4", "810.4"),
        ("règle 810.4", "810.4"),
        ("８１０．７ｃ", "810.7c"),
        ("806.10c.", "806.10c"),
        ("poison", None),
        ("810 poison", None),
    ],
)
def test_a_query_names_a_number_in_any_printed_form(query: str, number: str | None) -> None:
    assert query_number(query) == number


def test_folding_ignores_case_accents_widths_and_apostrophes_but_not_japanese_marks() -> None:
    assert fold("Ángel de PLATINO") == "angel de platino"
    assert fold("Teferi’s Moat") == fold("Teferis Moat") == "teferis moat"
    assert fold("ガ") == "ガ"  # the voiced mark is part of the letter
    assert terms("毒カウンター") == ["毒カ", "カウ", "ウン", "ンタ", "ター"]


def test_an_old_number_finds_the_rules_it_became(index: SearchIndex) -> None:
    hits = index.search("606.6e", "en", limit=50)
    rules = {hit.record.rule for hit in hits}
    # 606.6e (2008) lives on as 805.2 / 805.4b / 805.4c / 805.5a today.
    assert {"606.6e", "805.2", "805.4b", "805.4c", "805.5a"} <= rules
    assert hits[0].record.rule == "606.6e"
    assert hits[0].record.now == ("805.2", "805.4b", "805.4c", "805.5a")  # shown with what it is now


def test_an_english_card_name_finds_the_french_faq_and_the_japanese_summary(index: SearchIndex) -> None:
    # With card data, the card first (with the rules its words engage and its 2HG ruling), then the French FAQ
    # answer about it; without, the answer among the first five.
    french = index.search("Magister Sphinx", "en", limit=10 if index.cards is not None else 5)
    assert index.cards is None or french[0].record.id == "card:Magister Sphinx"
    assert any(hit.record.id == "faq:fr-2hg-faq-2012/q26" for hit in french)
    # Only the Japanese summary uses Battle of Wits: its English name leads to the card's page, which
    # lists the section, and to the rule the section explains, in force (the section is outdated).
    english = [hit.record.id for hit in index.search("Battle of Wits", "en", limit=5)]
    assert english[:2] == ["card:Battle of Wits", "rule:810.8a:cr-en-2018-04-27"]
    japanese = [hit.record.id for hit in index.search("機知の戦い", "ja", limit=5)]
    assert japanese.index("rule:810.8a:cr-en-2018-04-27") < japanese.index("summary:ja-2hg-summary/s1")
    # and the reverse: the Japanese name finds the English rule that uses the card (after the card, with card data)
    hits = index.search("白金の天使", "ja", limit=2)[card_first(index) :]
    assert hits[0].record.rule == "810.8a"


def test_old_wording_finds_old_versions_labelled_old(index: SearchIndex) -> None:
    hits = index.search("comes into play", "en", limit=5)
    whole = [hit for hit in hits if hit.cover == 1]
    assert whole and all(not hit.record.current for hit in whole)
    assert all("today" not in hit.record.span for hit in whole)
    # The texts that say it come first, each after the rule in force that covers a removed one's topic today.
    before = hits[: hits.index(whole[0])]
    covering = {number for hit in whole for number in (*hit.record.now, *hit.record.related)}
    assert all(hit.record.current and hit.record.rule in covering for hit in before)


def test_the_readers_language_comes_first_among_equals(index: SearchIndex) -> None:
    """The rule in force first, in English (authoritative); among the answers about it, the reader's language first."""
    for language in ("fr", "en"):
        hits = index.search("Platinum Angel", language, limit=5)
        assert "card" in [hit.record.kind for hit in hits]  # in every language
        lead = card_first(index)
        assert hits[lead].record.rule == "810.8a" and hits[lead].record.current
        answers = [hit.record for hit in hits if hit.record.kind == "faq"]
        assert answers and answers[0].lang == language


@pytest.mark.usefixtures("graph_loaded_once")
def test_cli_prints_json_hits_best_first(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "search", "platinum angle", "--lang", "es", "--limit", "3", "--json")
    assert status == 0
    hits = json.loads(out)
    assert 0 < len(hits) <= 3
    for hit in hits:
        assert {"rule", "numbers", "lang", "source", "edition", "text", "url", "score", "cover", "label"} <= set(hit)
    assert hits[0]["rule"] == "810.8a" and hits[0]["url"].startswith("es/") and hits[0]["current"]
    assert any(hit["kind"] == "card" and hit["heading"] == "Ángel de platino" for hit in hits)
    assert all(hit["snippet"] and hit["snippet"] in " ".join(hit["text"].split()) for hit in hits)


@pytest.mark.usefixtures("graph_loaded_once")
def test_cli_prints_each_result_with_its_kind_language_and_status(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "search", "606.6e", "--lang", "fr", "--limit", "2")
    assert status == 0
    lines = out.splitlines()
    status_line = "ancienne · 2006-10-01 – 2009-05-01 · dans l’édition la plus récente : 805.2, 805.4b, 805.4c, 805.5a"
    assert lines[0] == f"606.6e  Règle · anglais · {status_line}"
    assert lines[1] == "    /fr/rules/606.6e/"


@pytest.mark.usefixtures("graph_loaded_once")
def test_cli_says_nothing_found_with_status_1(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "search", "zzqxv wvqzz")
    assert status == 1 and out == ""


def test_both_japanese_words_for_the_shared_life_total_find_the_same_rules(index: SearchIndex) -> None:
    # The official translation prints 共用ライフ in 810.8c and 810.9, 共有ライフ only in examples and the
    # glossary, and neither in 810.4 ("shared life total" in English): each word finds them all.
    for query in ("共有ライフ", "共用ライフ"):
        found = {hit.record.rule for hit in index.search(query, "ja", limit=10)}
        assert {"810.4", "810.8c", "810.9"} <= found, query


def test_a_glossary_term_finds_the_rule_it_cites(index: SearchIndex) -> None:
    # アクティブ・チーム (Active Team): "rule 805.4a 参照" in the official glossary.
    assert "805.4a" in [hit.record.rule for hit in index.search("アクティブ・チーム", "ja", limit=10)]
    assert "805.4a" in [hit.record.rule for hit in index.search("Active Team", "en", limit=10)]


def test_an_outdated_tournament_answer_comes_after_the_tournament_rule_in_force(index: SearchIndex) -> None:
    # The 2005 FAQ's "five extra turns": the tournament rules say three in Two-Headed Giant (MTR 2.4, a person's
    # verdict in the reviewed file); the rule in force comes first, the answer is labelled outdated and names it.
    hits = index.search("Why are there five extra turns?", "en", limit=5)
    ids = [hit.record.id for hit in hits]
    assert ids.index("mtr:en-mtr-2026-02-27/2.4") < ids.index("faq:en-dci-2hg-faq-2005/q30")
    answer = hits[ids.index("faq:en-dci-2hg-faq-2005/q30")]
    status = hit_label(index, answer, "es")["status"]
    # What the rules say instead, in the reader's language and a person's words (not the rule's first words).
    assert "desactualizada · las reglas de torneo hoy: MTR 2.4: " in status and "tres turnos adicionales" in status
    # One that still holds is not outdated, and the tournament rule follows it.
    still = next(r for r in index.records if r.id == "faq:fr-2hg-faq-2012/q33")
    assert not still.outdated and still.now == ("MTR 2.4",)


def test_a_number_whose_reader_language_text_is_older_is_shown_by_its_english_text_in_force(index: SearchIndex) -> None:
    # The Spanish 810.10d renders the wording of 2011-2016; the rule in force is the English text of 2018.
    for query in ("810.10d", "regla 810.10d"):
        first = index.search(query, "es", limit=3)[0]
        assert first.record.rule == "810.10d" and first.record.lang == "en" and first.record.current, query
        assert first.via is not None and first.via.id == "translation:es-cr-810/810.10d"
        status = hit_label(index, first, "es")["status"]
        assert status.startswith("vigente") and "traducción al español de una redacción anterior" in status
        assert "today" not in status


def test_a_removed_rule_says_which_rules_cover_its_topic_today(index: SearchIndex) -> None:
    hits = index.search("810.7c", "es", limit=5)
    status = hit_label(index, hits[0], "es")["status"]
    assert hits[0].record.rule == "810.7c" and "suprimida el 2018-04-27 · el mismo tema lo trata 805.10b" in status
    # Found by its words, the removed rule comes after the rule that covers its topic today.
    ids = [hit.record.rule for hit in index.search("active team declares attackers", "en", limit=10)]
    if "810.7c" in ids:
        assert "805.10b" in ids[: ids.index("810.7c")]


def test_a_span_that_runs_to_today_is_said_in_the_readers_language() -> None:
    assert span_said("2018-04-27 – today", "es") == "2018-04-27 – hoy"
    assert span_said("2018-04-27 – today", "ja") == "2018-04-27 – 現在"
    assert span_said("2010-06-18 – 2018-01-19", "fr") == "2010-06-18 – 2018-01-19"


def test_a_snippet_is_the_matching_sentence_in_japanese_too_and_never_a_bare_no(index: SearchIndex) -> None:
    hit = next(h for h in index.search("チームメイトの手札を見る", "ja", limit=5) if h.record.rule == "810.5")
    shown = snippet(index, hit)
    assert shown.endswith("。") and shown.count("。") == 1 and shown in hit.record.text
    # The French FAQ answer that opens "Non." is shown with the sentence that says why.
    answer = next(h for h in index.search("810.8a", "ja", limit=10) if h.record.id == "faq:fr-2hg-faq-2012/q22")
    assert snippet(index, answer).startswith("Non. Les joueurs gagnent et perdent")


def test_a_long_question_is_searched_whole_up_to_the_cap_and_a_longer_one_says_it_was_cut(
    index: SearchIndex, capsys: pytest.CaptureFixture[str]
) -> None:
    story = "Last night at the store we played a long game with friends and could not agree on this one. " * 4
    question = story + "What is the shared life total of a team?"
    assert len(question) < MAX_QUERY
    answer = index.answer(question, "en", 5)
    assert "810.4" in [hit.record.rule for hit in answer.hits] and not answer.cut
    longer = index.answer("life " * MAX_QUERY, "en", 5)
    assert longer.cut and longer.hits
    status, _, err = run_cli(capsys, "search", "vida " * MAX_QUERY, "--lang", "es", "--limit", "1")
    assert status == 0 and f"Solo se buscaron los primeros {MAX_QUERY} caracteres." in err


@pytest.mark.parametrize("limit", ["0", "-5", "x"])
def test_a_limit_below_one_is_a_usage_error(capsys: pytest.CaptureFixture[str], limit: str) -> None:
    with pytest.raises(SystemExit) as stopped:
        run_cli(capsys, "search", "life", "--limit", limit)
    out, err = capsys.readouterr()
    assert stopped.value.code == 2 and out == "" and "--limit" in err and "Traceback" not in err


def test_an_answer_already_otherwise_when_written_is_outdated_and_after_the_rule_in_force(index: SearchIndex) -> None:
    # The French FAQ of 2012 has a team lose "the next time it would receive priority" (the rule until 2009).
    query = "Est-ce qu'une équipe perd quand son total de points de vie atteint 0 ?"
    hits = index.search(query, "fr", limit=5)
    ids = [hit.record.id for hit in hits]
    assert "faq:fr-2hg-faq-2012/q21" in ids
    answer = hits[ids.index("faq:fr-2hg-faq-2012/q21")]
    assert answer.record.outdated and "dépassée" in hit_label(index, answer, "fr")["status"]
    assert [hit.record.rule for hit in hits].index("810.8c") < ids.index("faq:fr-2hg-faq-2012/q21")


def test_an_answer_that_still_holds_comes_right_after_the_rule_in_force_it_explains(index: SearchIndex) -> None:
    # The French FAQ's own question, asked in French: the rule in force first (the authority), then the answer.
    hits = index.search("Avec combien de points de vie chaque équipe commence-elle ?", "fr", limit=5)
    ids = [hit.record.id for hit in hits]
    assert hits[0].record.rule == "810.4" and hits[0].record.current
    assert ids[1] == "faq:fr-2hg-faq-2012/q3" and not hits[1].record.outdated


def test_a_word_no_text_uses_is_said_even_when_near_spellings_found_results(
    index: SearchIndex, capsys: pytest.CaptureFixture[str]
) -> None:
    # "poisno" is in no text: what the results were found by instead ("poison") is said, never passed off as the word.
    answer = index.answer("poisno", "en", 5)
    assert answer.hits and answer.near and answer.near[0][0] == "poisno"
    assert "poison" in answer.near[0][1] and all(spelling != "poisno" for spelling in answer.near[0][1])
    found = {term for hit in answer.hits for term in hit.terms}
    assert set(answer.near[0][1]) <= found
    # A misspelt card name: the spelling that found the card is named.
    answer = index.answer("platinum angle", "en", 5)
    assert answer.hits[card_first(index)].record.rule == "810.8a" and "angel" in dict(answer.near)["angle"]
    status, _, err = run_cli(capsys, "search", "poisno", "--lang", "fr", "--limit", "2")
    assert status == 0 and "Aucun texte de ce site n’utilise “poisno” : résultats pour “poison”" in err


@pytest.mark.parametrize("query", ["banana telescope", "perro zanahoria", "xyzzy plugh"])
def test_a_query_whose_every_word_is_missing_or_a_far_guess_finds_nothing(index: SearchIndex, query: str) -> None:
    # "banana" is two edits from "basada", "perro" from "serra", "plugh" from "plume": no typo of them. Ten results
    # for those would be unrelated; the answer says nothing was found, with the nearest words.
    answer = index.answer(query, "en", 10)
    assert answer.hits == [] and answer.suggestions
    # A typo stays a typo: one edit, a swap of two letters, two edits in a long word.
    for typo, meant in (("poisno", "poison"), ("tramsendence", "transcendence"), ("mulligna", "mulligan")):
        assert meant in dict(index.answer(typo, "en", 5).near)[typo]
    assert near_spelling("poisno", "poison") and not near_spelling("banana", "basada")


def test_a_rule_about_another_variant_comes_after_the_2hg_ones_unless_the_question_names_it(index: SearchIndex) -> None:
    words = variant_words()
    assert variants_named("In an Archenemy game, the archenemy's starting life total is 40.", words) == ("archenemy",)
    assert variants_named("統率者戦のライフは?", words) == ("commander",) and variants_named("team", words) == ()
    records = {record.rule: record for record in index.records if record.kind == "outside" and record.current}
    assert records["103.4c"].variants == ("commander",) and records["103.4a"].variants == ()  # 103.4a names 2HG
    top = index.search("starting life total", "en", limit=5)
    assert {"810.4", "103.4a"} <= {hit.record.rule for hit in top}
    assert all(not hit.record.variants for hit in top)
    assert index.search("starting life total in commander", "en", limit=1)[0].record.rule == "103.4c"


@pytest.mark.parametrize(
    ("query", "language"),
    [
        ("explain the rules of 2HG", "en"),
        ("how does two-headed giant work?", "en"),
        ("¿cómo funciona gigante de dos cabezas?", "es"),
        ("comment ça marche le troll à deux têtes", "fr"),
        ("双頭巨人戦のルールを教えて", "ja"),
    ],
)
def test_a_question_about_the_variant_as_a_whole_gets_its_opening_rules(
    index: SearchIndex, query: str, language: str
) -> None:
    # Nothing in the question names a rule: the variant's own section opens the answer, in the rulebook's order
    # (810.1 "Two-Headed Giant games are played with two teams...", MagicCompRules-en-20260417.txt), never the
    # tournament rules on communication that "explain" matched.
    hits = index.answer(query, language, 5).hits
    assert [hit.record.rule for hit in hits[:4]] == ["810.1", "810.2", "810.3", "810.4"]
    assert all(hit.record.current for hit in hits)
    if language in ("es", "ja"):  # in the reader's language where a translation has it
        assert hits[0].record.lang == language
    # In the rulebook's order to the end, whatever a text's language costs it (the Spanish 810.7 renders an older
    # wording: the English 810.7 stands for it on a Spanish page, between 810.6 and 810.8).
    opening = [hit.record.rule for hit in index.answer(query, language, 12).hits]
    assert opening == sorted(opening, key=lambda number: int(number.split(".")[1]))
    # A question about a card no text names still gets the variant, and says the word it did not find.
    answer = index.answer("How does Zzyzxorblat work in 2HG?", "en", 5)
    assert answer.hits[0].record.rule == "810.1" and "zzyzxorblat" in answer.missing


def test_a_result_in_a_third_language_gives_way_to_the_rules_text_in_the_readers_language_or_english(
    index: SearchIndex,
) -> None:
    # Spanish words on a French page find the Spanish 810.4 ("comienza en 30 vidas", es-cr-810.md): the reader gets
    # the rule in English, said to be found by its Spanish translation; a Spanish reader gets the Spanish itself.
    french = index.answer("vidas compartidas 30", "fr", 5).hits[0]
    assert (french.record.rule, french.record.kind, french.record.lang) == ("810.4", "rule", "en")
    assert french.via is not None and french.via.lang == "es"
    assert hit_label(index, french, "fr")["status"].endswith("trouvée par sa traduction en espagnol")
    spanish = index.answer("vidas compartidas 30", "es", 5).hits[0]
    assert (spanish.record.rule, spanish.record.lang, spanish.via) == ("810.4", "es", None)
    # Japanese words on a Spanish page: the Spanish text of the rule, where the Spanish translation has it.
    hits = index.answer("共用ライフ", "es", 5).hits
    assert hits and all(hit.record.lang in ("es", "en", "") for hit in hits)


def test_a_sentence_quoted_from_an_old_wording_finds_the_old_rule_and_where_its_content_is_today(
    index: SearchIndex,
) -> None:
    # MagicCompRules-en-20050801.txt:2102, 606.8a: "... the team loses the game the next time a team would receive
    # priority"; the clause went in 2009, the rule is 810.8c today. The quote finds the old rule in the first five,
    # labelled with its span and today's number, beside the rule in force.
    line = (ROOT / "rules_src/cr-archive/MagicCompRules-en-20050801.txt").read_text(encoding="utf-8").splitlines()[2101]
    quote = line.split("0 or less, ", 1)[1].split(".", 1)[0]
    assert quote == "the team loses the game the next time a team would receive priority"
    hits = index.answer(quote, "en", 5).hits
    old = next(hit for hit in hits if hit.record.rule == "606.8a")
    assert old.quoted and not old.record.current and old.record.now == ("810.8c",)
    status = hit_label(index, old, "en")["status"]
    assert "2005-08-01" in status and "810.8c" in status
    assert any(hit.record.rule == "810.8c" and hit.record.current for hit in hits)
    # A few words in common are no quote: the old wording still gives way to the rule in force.
    assert all(not hit.quoted for hit in index.answer("team loses the game", "en", 5).hits)


def test_a_rule_about_another_variant_its_section_names_gives_way_and_an_old_wording_brings_its_rule(
    index: SearchIndex,
) -> None:
    # 808.4 "To determine which player goes first, randomly choose a team" names no variant; its section, "808. Team
    # vs. Team Variant" (MagicCompRules-en-20260417.txt:6637), does: "who goes first" does not get it before 2HG's.
    hits = index.answer("who goes first", "en", 5).hits
    assert "808.4" not in [hit.record.rule for hit in hits[:3]]
    assert any(hit.record.rule == "805.3" for hit in hits)
    # «40 vidas»: 2HG's life total was 40 (606.4a, MagicCompRules-en-20050801.txt), it is 30 today (810.4); the old
    # wording the words found first brings the rule in force to its place, before Archenemy's and Commander's 40.
    first = index.answer("40 vidas", "es", 5).hits[0]
    assert (first.record.rule, first.record.lang) == ("810.4", "es")


def test_a_general_tournament_rule_gives_way_unless_the_question_speaks_of_tournaments(index: SearchIndex) -> None:
    # "who goes first in 2HG" is about the game: MTR 2.2 (the play/draw of a match, MagicTournamentRules-en-20260227
    # section 2) came second, before the game's own 103.1a and the tournament rule for 2HG, MTR 9.3.
    assert set(EVENTS) <= set(CONCEPTS)  # each a concept the vocabulary reads
    vocabulary = index.words
    assert not vocabulary.about_events(query_units("who goes first in 2HG", vocabulary))
    assert vocabulary.about_events(query_units("¿puedo mirar el mazo de mi compañero en el torneo?", vocabulary))
    assert vocabulary.about_events(query_units("IDは常に0-0-3", vocabulary))  # "ID": an intentional draw
    game = [hit.record for hit in index.answer("who goes first in 2HG", "en", 5).hits]
    assert all(record.kind != "mtr" for record in game) and {"805.3", "103.1a"} <= {r.rule for r in game}
    # The same rule counts fully once the question names a tournament matter.
    asked = [hit.record for hit in index.answer("who goes first in a 2HG match", "en", 5).hits]
    assert any(record.kind == "mtr" and record.number == "2.2" for record in asked)
    # A general tournament rule's worth, by the question: the same record, the same words otherwise.
    record = next(record for record in index.records if record.kind == "mtr")
    assert prior(record, "en", events=False) == pytest.approx(prior(record, "en", events=True) * GENERAL_TOURNAMENT)


def test_the_page_weighs_hits_with_the_same_numbers_as_python() -> None:
    # The two engines are held to the same answers on every real question; a weight changed on one side only
    # shows there as a few reordered hits. Here it is named: each weight search.js declares is Python's.
    from twohg.site.search import hits

    script = (ROOT / "scripts" / "twohg" / "site" / "static" / "search.js").read_text(encoding="utf-8")
    declared = {name: float(value) for name, value in re.findall(r"\b([A-Z_]+) = (\d+(?:\.\d+)?)[;,]", script)}
    for name in ("FOREIGN", "NOT_CURRENT", "OTHER_VARIANT", "GENERAL_TOURNAMENT", "QUOTED", "QUOTED_PAIRS"):
        assert declared[name] == getattr(hits, name), name
    prior_js = re.search(r"var PRIOR = \{([^}]*)\}", script)
    assert prior_js is not None
    weights = {kind: float(value) for kind, value in re.findall(r"(\w+): (\d+(?:\.\d+)?)", prior_js.group(1))}
    assert weights == hits.PRIOR

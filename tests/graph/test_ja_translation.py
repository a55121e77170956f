"""The official Japanese Comprehensive Rules in the graph: a translation of the English edition of its date.

What is checked here was read in the raw files first: the English 805.10f of 2024-09-20
(MagicCompRules-en-20240920.txt:6327, the damage assignment order) is gone from 2024-11-08 on,
whose 805.10f (MagicCompRules-en-20241108.txt:6304) is the former 805.10g; "the next time a team
would receive priority" was last printed in 806.8a of 2009-09-04 (MagicCompRules-en-20090904.txt:3497).
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest

from conftest import ROOT
from twohg.graph import editions as editions_stage
from twohg.graph import explain as explain_stage
from twohg.graph.assembly import Graph, ReviewedData, build_graph, load_graph
from twohg.graph.explain import dated as dated_stage
from twohg.graph.export import graph_document, rule_document
from twohg.graph.model import Link, TranslationDifference
from twohg.graph.prose import rendered
from twohg.graph.reports import render_report
from twohg.ingest.corpus import Corpus
from twohg.ingest.decoding import decode
from twohg.problems import Problem

JA = "ja-cr-2026-01-16"
EN = "cr-en-2026-01-16"
TRANSLATIONS = "rules_src/alignment/translations.yaml"


@pytest.fixture(scope="module")
def graph(real_graph: Graph) -> Graph:
    return real_graph


def translation_of(graph: Graph, text_id: str) -> Link:
    found = [link for link in graph.links if link.kind == "translation" and link.target == text_id]
    assert len(found) == 1, text_id
    return found[0]


def differences(graph: Graph, edition: str = JA) -> dict[str, TranslationDifference]:
    return {d.number: d for d in graph.translation_differences if d.edition == edition}


def raw_line(name: str, line: int) -> str:
    """A line of an archived English edition, read from its bytes by the decoder (any encoding, any line ends)."""
    path = f"rules_src/cr-archive/{name}"
    text, problems = decode((ROOT / path).read_bytes(), path)
    assert text is not None and not problems
    return text.lines[line - 1]


# --- the edition ------------------------------------------------------------------------------------


def test_it_is_a_translation_dated_by_its_text_not_an_english_edition(graph: Graph) -> None:
    edition = next(e for e in graph.editions if e.id == JA)
    assert (edition.kind, edition.language, edition.date) == ("translation", "ja", dt.date(2026, 1, 16))
    assert edition.start == edition.end == edition.date and edition.translates == (EN, EN)
    assert "が 2026-01-16 に翻訳" in edition.evidence
    assert JA not in graph.lineage.editions and JA not in graph.resolver.chain
    assert not any(
        text.startswith(f"{JA}/") for versions in graph.history.values() for v in versions for text in v.texts
    )
    assert all(change.edition != JA for change in graph.changes)


def test_every_rule_is_linked_by_number_in_the_english_edition_of_its_date_but_two(graph: Graph) -> None:
    ja = sorted((t for t in graph.texts.values() if t.edition == JA), key=lambda t: t.number)
    assert len(ja) == 55  # 53 rules and 2 headings
    odd = {}
    for text in ja:
        link = translation_of(graph, text.id)
        assert link.certain, text.id
        if link.source != f"{EN}/{text.number}":
            odd[str(text.number)] = link.source
    assert odd == {"805.10f": "cr-en-2024-09-20/805.10f", "805.10g": f"{EN}/805.10f"}
    assert not [item for item in graph.unexplained if item[0].startswith(f"{JA}/")]


def test_805_10f_translates_the_removed_english_wording(graph: Graph) -> None:
    old = graph.texts["cr-en-2024-09-20/805.10f"].rule.text
    assert "damage assignment order" in old and "defending team announces" in old
    assert "damage assignment order" in raw_line("MagicCompRules-en-20240920.txt", 6327)
    assert raw_line("MagicCompRules-en-20241108.txt", 6304).startswith("805.10f As the combat damage step begins")
    assert graph.texts[f"{EN}/805.10f"].rule.text.startswith("As the combat damage step begins")
    lag = differences(graph)["805.10f"]
    assert (lag.kind, lag.english, lag.counterpart, lag.reviewed) == (
        "lags",
        "cr-en-2024-09-20/805.10f",
        f"{EN}/805.10f",
        True,
    )
    # the span of that wording is the history's own version of 805.10f
    version = next(v for v in graph.history["805.10f"] if "cr-en-2024-09-20/805.10f" in v.texts)
    assert lag.wording == (version.first, version.last) and version.last == "cr-en-2024-09-20"
    # the reviewed reason names that wording pinned to its edition; read, it says when English removed it
    assert lag.file == TRANSLATIONS and "805.10f@cr-en-2024-07-30" in lag.reason
    dates = {edition.id: edition.date or edition.start for edition in graph.editions}
    assert "removed in the edition of 2024-11-08" in rendered(lag.reason, graph.resolver, dates)
    # its content is gone from English: the resolver says so, and no current rule is said to carry it
    now = graph.now_of(f"{JA}/805.10f")
    assert now is not None and now.removed and now.removed_in == "cr-en-2024-11-08"


def test_805_10g_translates_todays_805_10f_and_is_no_english_number_of_its_date(graph: Graph) -> None:
    extra = differences(graph)["805.10g"]
    assert (extra.kind, extra.english, extra.counterpart, extra.last_printed) == (
        "extra-rule",
        f"{EN}/805.10f",
        None,
        "cr-en-2024-09-20",
    )
    assert graph.translations[f"{EN}/805.10f"] == (f"{JA}/805.10g",)
    now = graph.now_of(f"{JA}/805.10g")
    assert now is not None and now.numbers == ("805.10f",)
    # the resolver and the history know 805.10g only as the English rule of 2017-06-05 to 2024-09-20
    resolver = graph.resolver
    assert resolver.at("805.10g", dt.date(2026, 1, 16)) is None
    resolution = resolver.get("805.10g")
    assert resolution is not None and all(t.startswith("cr-en-") for m in resolution.meanings for t in m.texts)
    assert resolution.latest is not None and resolution.latest.last == "cr-en-2024-09-20"
    assert [v.last for v in graph.history["805.10g"]][-1] == "cr-en-2024-09-20"
    # on the graph, the Japanese text is a meaning of its own number, translating 805.10f
    node = graph.node("805.10g")
    own = [m for m in node.meanings if f"{JA}/805.10g" in m.texts]
    assert len(own) == 1 and own[0].texts == (f"{JA}/805.10g",)
    assert all(f"{JA}/805.10g" not in m.texts for m in node.meanings if m is not own[0])


def test_810_8c_adds_a_clause_no_english_edition_since_2009_10_01_has(graph: Graph) -> None:
    assert translation_of(graph, f"{JA}/810.8c").source == f"{EN}/810.8c"
    adds = differences(graph)["810.8c"]
    assert (adds.kind, adds.english, adds.says) == ("adds", f"{EN}/810.8c", "次にいずれかのチームが優先権を得るときに")
    assert adds.like == "cr-en-2009-09-04/806.8a" and adds.wording == ("cr-en-2009-07-11", "cr-en-2009-09-04")
    clause = "the next time a team would receive priority"
    dates = {e.id: e.date for e in graph.editions if e.kind == "official"}
    saying = {t.edition for t in graph.texts.values() if t.edition in dates and clause in t.rule.text}
    assert saying and max(dates[e] for e in saying) == dt.date(2009, 9, 4)
    assert "the next time" in raw_line("MagicCompRules-en-20090904.txt", 3497)
    assert "the next time" not in raw_line("MagicCompRules-en-20091001.txt", 3575)


def test_the_differences_are_exactly_these_three(graph: Graph) -> None:
    assert {n: d.kind for n, d in differences(graph).items()} == {
        "805.10f": "lags",
        "805.10g": "extra-rule",
        "810.8c": "adds",
    }


def test_reviewed_figure_wordings_are_linked_with_the_finding_as_evidence(graph: Graph) -> None:
    link = translation_of(graph, f"{JA}/810.9f")
    assert link.source == f"{EN}/810.9f" and link.certain
    details = [e.detail for e in link.evidence]
    assert any("figures differ: 2 here, none in English" in d for d in details)
    assert any(e.kind == "reviewed" and e.file == TRANSLATIONS for e in link.evidence)


def test_automatic_links_say_why(graph: Graph) -> None:
    link = translation_of(graph, f"{JA}/810.4")
    assert link.source == f"{EN}/810.4"
    kinds = {e.kind: e.detail for e in link.evidence}
    assert kinds["number"].startswith(f"same number 810.4 in {EN}, the English edition in force")
    assert kinds["figures"] == "same figures: 30"
    example = translation_of(graph, f"{JA}/810.9a")
    assert any(
        e.detail == "same cards: Beacon of Immortality, Lurking Evil, Test of Endurance" for e in example.evidence
    )


# --- the glossary, synonyms and cards -------------------------------------------------------------------


def test_glossary_entries_are_in_the_graph_and_cite_rules(graph: Graph) -> None:
    mine = {g.entry.english: g for g in graph.glossary.values() if g.source_id == JA}
    assert len(mine) == 22
    active = mine["Active Team"]
    assert (
        active.id == f"{JA}/g-active-team" and active.entry.term == "アクティブ・チーム" and active.cites == ("805.4a",)
    )
    cites = {link.target for link in graph.links if link.kind == "cites" and link.source == active.id}
    assert cites == {"805.4a"}
    document = rule_document(graph, graph.node("805.4a"))
    assert [g["term"] for g in document["glossary"]] == ["アクティブ・チーム"]
    assert mine["Damage Assignment Order"].entry.obsolete
    # a rule the glossary cites from outside the 2HG sections is an external node, as the rules' own citations are
    assert graph.node("809.5").external


def test_both_words_for_the_shared_life_total_find_810_4(graph: Graph) -> None:
    (synonyms,) = [s for s in graph.synonyms if "ja" in s.words]
    assert set(synonyms.words["ja"]) == {"共有ライフ", "共用ライフ"}
    assert synonyms.glossary == (f"{JA}/g-shared-life-total",)
    assert {"810.4", "810.5", "810.9d"} <= set(synonyms.rules)
    ja_texts = [t for t in graph.texts.values() if t.edition == JA]
    for word in synonyms.words["ja"]:
        assert any(word in " ".join([t.rule.text, *(x.text for x in t.rule.examples)]) for t in ja_texts)
    assert [s["rules"] for s in rule_document(graph, graph.node("810.4"))["synonyms"]] == [list(synonyms.rules)]


@pytest.mark.parametrize(
    ("number", "card", "japanese"),
    [
        ("810.8a", "Transcendence", "卓絶"),
        ("810.8a", "Platinum Angel", "白金の天使"),
        ("810.9", "Flame Rift", "火炎の裂け目"),
        ("810.9a", "Beacon of Immortality", "不死の標"),
        ("810.9a", "Test of Endurance", "忍耐の試練"),
        ("810.9a", "Lurking Evil", "隠れ潜む邪悪"),
        ("810.9d", "Repay in Kind", "等価返し"),
    ],
)
def test_japanese_card_names_join_the_cards_of_the_english_examples(
    graph: Graph, number: str, card: str, japanese: str
) -> None:
    entry = graph.cards[f"card:{card}"]
    assert entry.names["ja"].text == japanese and entry.names["ja"].basis == "source"
    mentioned = {
        link.target for link in graph.links if link.kind == "mentions-card" and link.source == f"{JA}/{number}"
    }
    assert f"card:{card}" in mentioned
    english = {link.target for link in graph.links if link.kind == "mentions-card" and link.source == f"{EN}/{number}"}
    assert f"card:{card}" in english


# --- export and reports ---------------------------------------------------------------------------------


def test_graph_json_carries_the_japanese_texts_glossary_and_differences(graph: Graph) -> None:
    document = graph_document(graph)
    assert sum(1 for t in document["texts"] if t["edition"] == JA and t["language"] == "ja") == 55
    assert sum(1 for g in document["glossary"] if g["source"] == JA) == 22
    kinds = {(d["number"], d["kind"]) for d in document["translation_differences"] if d["edition"] == JA}
    assert kinds == {("805.10f", "lags"), ("805.10g", "extra-rule"), ("810.8c", "adds")}
    page = rule_document(graph, graph.node("805.10f"))
    assert {(d["number"], d["kind"]) for d in page["translation_differences"]} == {
        ("805.10f", "lags"),
        ("805.10g", "extra-rule"),
    }


def test_reports_name_the_differences(graph: Graph) -> None:
    report = render_report(graph, "translations")
    assert f"{JA}  [ja]  2026-01-16, against {EN}" in report
    assert re.search(r"805\.10f\s+lags: translates the older English wording cr-en-2024-09-20/805\.10f", report)
    assert re.search(rf"{TRANSLATIONS}:\d+ \(reviewed\)", report)
    editions = render_report(graph, "editions")
    assert f"differs from {EN} (twohg report translations): 805.10f lags, 805.10g extra-rule, 810.8c adds" in editions


# --- reviewed decisions are checked against the texts ---------------------------------------------------


def _rebuild(corpus: Corpus, translations: str) -> tuple[Graph, tuple[Problem, ...]]:
    def read(path: str) -> str | None:
        file = ROOT / path
        return file.read_text(encoding="utf-8") if file.is_file() else None

    reviewed = ReviewedData(
        cards=read("rules_src/cards.yaml"),
        lineage=read("rules_src/alignment/lineage.yaml"),
        explanations=read("rules_src/alignment/explanations.yaml"),
        missing=read("rules_src/missing-editions.yaml"),
        translations=translations,
        synonyms=read("rules_src/synonyms.yaml"),
    )
    return build_graph(corpus, reviewed)


def _translation_problems(corpus: Corpus, graph: Graph, translations: str) -> tuple[Problem, ...]:
    """What the stage that reads the reviewed translations finds, run alone over the real graph's editions.

    The same call as `build_graph`'s (which `test_without_review_the_mismatches_are_flagged_not_linked`
    runs whole), in a second instead of ten.
    """
    explanations = explain_stage.explain(
        corpus.sources,
        graph.editions,
        editions_stage.rule_texts(corpus, graph.editions),
        (ROOT / explain_stage.REVIEWED_FILE).read_text(encoding="utf-8"),
        explain_stage.REVIEWED_FILE,
        explain_stage.card_names(graph.cards.values()),
        translations,
        dated_stage.REVIEWED_FILE,
    )
    return tuple(explanations.problems)


def test_without_review_the_mismatches_are_flagged_not_linked(recent_corpus: Corpus) -> None:
    graph, problems = _rebuild(recent_corpus, "rules: []\n")
    assert problems == ()
    found = differences(graph)
    assert found["805.10f"].kind == "differs" and not found["805.10f"].reviewed
    assert found["805.10f"].findings == ("cited rules differ: none here, 510.1 in English",)
    assert found["805.10g"].kind == "extra-rule" and found["805.10g"].english is None
    assert {n for n, d in found.items() if d.kind == "differs"} == {"805.10f", "810.9d", "810.9f", "810.11"}
    linked = {link.target for link in graph.links if link.kind == "translation"}
    assert not {f"{JA}/{n}" for n in ("805.10f", "805.10g", "810.9d", "810.9f", "810.11")} & linked
    unexplained = dict(graph.unexplained)
    assert "not linked" in unexplained[f"{JA}/805.10f"]
    # the added clause is beyond what the comparison reads: without review 810.8c is linked as a plain translation
    assert "810.8c" not in found


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("says: 次にいずれかのチームが優先権を得るときに", "says: 次のターンに", "the entry is stale"),
        ("translates: cr-en-2024-07-30/805.10f", "translates: cr-en-2026-01-16/805.10f", "does not lag"),
        (
            "translates: cr-en-2024-07-30/805.10f",
            "translates: cr-en-2024-07-30/805.10x",
            "has no Two-Headed Giant rule 805.10x",
        ),
        ("    kind: extra-rule", "    kind: lags", "does not lag"),
        ("translates: cr-en-2024-07-30/805.10f", "translates: cr-en-2017-06-05/805.10b", "the comparison finds"),
    ],
)
def test_a_wrong_entry_is_reported_at_its_line(corpus: Corpus, graph: Graph, old: str, new: str, message: str) -> None:
    text = (ROOT / TRANSLATIONS).read_text(encoding="utf-8")
    assert old in text
    broken = text.replace(old, new, 1)
    problems = _translation_problems(corpus, graph, broken)
    mine = [p for p in problems if p.file == TRANSLATIONS]
    assert mine and any(message in p.message for p in mine), [str(p) for p in problems]
    changed = broken.splitlines().index(next(line for line in broken.splitlines() if new in line)) + 1
    assert all(1 <= p.line <= changed + 30 for p in mine)


def _japanese_with(corpus: Corpus, old: str, new: str) -> Corpus:
    """The corpus with one line of the official Japanese text changed, parsed again as the corpus parses it."""
    from dataclasses import replace

    from twohg.ingest.parsers import ParseContext, parser_for
    from twohg.profiles import profile

    source = next(s for s in corpus.sources if s.entry.id == JA)
    lines = [line.replace(old, new) for line in source.text.lines]
    assert lines != list(source.text.lines), old
    context = ParseContext(source.entry.id, source.path, profile("ja"))
    changed = replace(source, parsed=parser_for(source.entry.kind)(lines, context))
    return replace(corpus, sources=tuple(changed if s is source else s for s in corpus.sources))


def test_a_same_entry_accepts_only_the_findings_it_names(corpus: Corpus, graph: Graph) -> None:
    text = (ROOT / TRANSLATIONS).read_text(encoding="utf-8")
    assert _translation_problems(corpus, graph, text) == ()
    # A newer text of 810.11 with another figure (10 more life for each extra player, not 15): the
    # entry read "3, 5, 15", so the new finding is reported at its "accepts", and nothing is linked.
    changed = _japanese_with(corpus, "初期ライフ総量は15増え", "初期ライフ総量は10増え")
    problems = [str(p) for p in _translation_problems(changed, graph, text)]
    # The line of its "accepts:" key: the line before the finding's (0-based index of the finding = 1-based key line).
    accepts = text.splitlines().index('      - "figures differ: 3, 5, 15 here, 2, 5, 15 in English"')
    assert problems == [
        f"{TRANSLATIONS}:{accepts}: the comparison of {JA}/810.11 with {EN}/810.11 has changed: it now finds what "
        "the entry does not accept: figures differ: 3, 5, 10 here, 2, 5, 15 in English; and it no longer finds: "
        "figures differ: 3, 5, 15 here, 2, 5, 15 in English"
    ]
    # Without its findings a 'same' entry accepts nothing; another kind names none.
    bare = text.replace('    accepts:\n      - "figures differ: 2 here, none in English"\n', "", 1)
    assert any(
        "a 'same' entry must name the findings it 'accepts'" in p.message
        for p in _translation_problems(corpus, graph, bare)
    )
    lags = text.replace("    kind: lags\n", '    kind: lags\n    accepts: ["figures differ"]\n', 1)
    assert any("a 'lags' entry takes no 'accepts'" in p.message for p in _translation_problems(corpus, graph, lags))


# --- a newer Japanese edition drops in ------------------------------------------------------------------


def test_a_newer_japanese_edition_drops_in_with_no_code_change(recent_project_copy: Path) -> None:
    project_copy = recent_project_copy
    source = (project_copy / "rules_src" / "ja-cr-2hg-20260116.txt").read_text(encoding="utf-8").splitlines()
    lines = [line.replace("2026-01-16", "2026-02-27").replace("2026年1月16日", "2026年2月27日") for line in source]
    lines = [line for line in lines if not line.startswith("805.10f ")]  # the team caught up with English
    lines = [line.replace("805.10g ", "805.10f ") for line in lines]
    at = lines.index(next(line for line in lines if line.startswith("810.11. ")))
    lines.insert(at + 1, "810.12. チームメイトは、追加のルールについて相談してもよい。rule 810.5 参照。")
    (project_copy / "rules_src" / "ja-cr-2hg-20260227.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    catalogue = project_copy / "rules_src" / "sources.yaml"
    text = catalogue.read_text(encoding="utf-8")
    start = text.index(f"  - id: {JA}")
    entry = text[start : text.index("\n  - id: ", start + 1)]
    newer = entry.replace(JA, "ja-cr-2026-02-27").replace("20260116", "20260227").replace("2026-01-16", "2026-02-27")
    catalogue.write_text(text + "\n" + newer + "\n", encoding="utf-8")

    _, graph = load_graph(project_copy)
    newest = next(e for e in graph.editions if e.id == "ja-cr-2026-02-27")
    assert newest.kind == "translation" and newest.translates == ("cr-en-2026-02-27", "cr-en-2026-02-27")
    found = differences(graph, "ja-cr-2026-02-27")
    # 810.8c still adds its clause (the reviewed entry holds for it), 810.12 is a number English lacks
    assert {n: d.kind for n, d in found.items()} == {"810.8c": "adds", "810.12": "extra-rule"}
    assert not found["810.12"].reviewed and found["810.12"].last_printed is None
    assert translation_of(graph, "ja-cr-2026-02-27/805.10f").source == "cr-en-2026-02-27/805.10f"
    assert "ja-cr-2026-02-27/805.10g" not in graph.texts
    assert "ja-cr-2026-02-27/810.12" in dict(graph.unexplained)
    # the first edition keeps its own differences, and English history is untouched by either
    assert set(differences(graph)) == {"805.10f", "805.10g", "810.8c"}
    assert "810.12" not in graph.history and graph.resolver.get("810.12") is None

"""The assembled graph and its JSON export: deterministic, schema-valid, traceable, complete."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from conftest import graph_elsewhere
from twohg.cli import main
from twohg.graph.assembly import Graph
from twohg.graph.export import graph_document, rule_document, to_json, validator
from twohg.site.api import api_files, rule_api_document


@pytest.fixture(scope="module")
def graph(real_graph: Graph) -> Graph:
    return real_graph


def test_graph_is_deterministic(graph: Graph) -> None:
    # Built again in a process of its own, under another hash seed, time zone and locale (`twohg_elsewhere`),
    # started with the test run (`graph_elsewhere`).
    done = graph_elsewhere()
    assert done.returncode == 0, done.stderr
    assert done.stdout == to_json(graph_document(graph), pretty=True)


@pytest.fixture(scope="module")
def document(graph: Graph) -> dict[str, Any]:
    """The graph's JSON document as a reader of the API gets it (read back from the JSON text)."""
    loaded: dict[str, Any] = json.loads(to_json(graph_document(graph)))
    return loaded


def test_graph_json_matches_its_schema(document: dict[str, Any]) -> None:
    errors = [f"{list(e.path)}: {e.message[:200]}" for e in validator("graph").iter_errors(document)]
    assert errors == []


def test_every_rule_document_matches_its_schema(graph: Graph) -> None:
    check = validator("rule")
    for node in graph.nodes:
        document = json.loads(to_json(rule_api_document(graph, node)))
        assert [e.message for e in check.iter_errors(document)] == [], node.id


def test_schema_rejects_a_broken_document(document: dict[str, Any]) -> None:
    # The whole document passes (above): a copy of it cut to its first items, two of them broken.
    broken = {key: copy.deepcopy(value[:3] if isinstance(value, list) else value) for key, value in document.items()}
    assert list(validator("graph").iter_errors(broken)) == []
    broken["links"][0]["evidence"] = []
    del broken["texts"][0]["file"]
    assert len(list(validator("graph").iter_errors(broken))) == 2


def test_every_number_that_ever_existed_has_a_node_and_a_file(graph: Graph) -> None:
    numbers = {str(text.number) for text in graph.texts.values()}
    assert numbers <= {node.id for node in graph.nodes}
    files = api_files(graph)
    for number in ("606.6e", "606.10", "805.10f", "810.7c", "810.11", "103.4", "420"):
        assert f"api/rules/{number}.json" in files


def test_every_text_and_link_traces_back_to_a_file_and_line(graph: Graph, document: dict[str, Any]) -> None:
    for text in document["texts"]:
        assert text["file"].startswith("rules_src/") and text["line"] >= 1
    for link in document["links"]:
        assert link["evidence"], link
        assert link["from"] is not None or any(e["file"] and e["line"] for e in link["evidence"]), link
    for node in graph.nodes:
        if node.external:
            # cited by a text, or restated word for word by a tournament rule (103.8b by MTR 9.3), or held
            # from the rulebooks (a general multiplayer rule, a rule that names the variant): its texts' lines
            cites = [link for link in graph.links if link.kind in ("cites", "restates") and link.target == node.id]
            assert all(e.file and e.line for link in cites for e in link.evidence), node.id
            held = [graph.outside[text] for version in graph.outside_history.get(node.id, ()) for text in version.texts]
            assert cites or held, node.id
            assert all(text.file.startswith("rules_src/") and text.rule.line >= 1 for text in held), node.id


def test_external_nodes_are_cited_rules_outside_2hg(graph: Graph) -> None:
    externals = {node.id for node in graph.nodes if node.external}
    assert {"103.4", "104", "420", "508.1", "704"} <= externals
    assert not externals & {"606.9c", "805", "810"}


def test_810_10_has_two_meanings(graph: Graph) -> None:
    meanings = graph.node("810.10").meanings
    assert [m.id for m in meanings] == ["810.10@cr-en-2010-06-18", "810.10@cr-en-2011-04-01"]
    assert "en-forum-2hg-thread:quote-3/810.10" in meanings[0].texts
    assert "es-cr-810/810.10" in meanings[1].texts and "poison" in meanings[1].summary
    assert meanings[0].went_to == ("cr-en-2011-04-01/810.11",)
    assert "cr-en-2026-02-27" in meanings[1].editions


def test_forum_quotes_link_to_the_identified_edition(graph: Graph) -> None:
    quotes = {(link.source, link.target) for link in graph.links if link.kind == "quotes"}
    assert ("en-forum-2hg-thread:quote-1/606.6e", "cr-en-2009-05-01/606.6e") in quotes
    assert ("en-forum-2hg-thread:quote-2/805.5a", "cr-en-2011-07-15/805.5a") in quotes
    assert ("en-forum-2hg-thread:quote-3/810.10", "cr-en-2011-02-04/810.10") in quotes


def test_rule_document_gathers_what_explains_it(graph: Graph) -> None:
    document = rule_document(graph, graph.node("606.9c"))
    assert {text["edition"] for text in document["texts"]} >= {"cr-en-2005-08-01", "cr-en-2009-05-01"}
    assert "correction-606.9c" in {d["id"] for d in document["discrepancies"]}
    assert any(entry["source"] == "en-dci-2hg-faq-2005" for entry in document["faq"])


def test_json_never_carries_raw_angle_brackets() -> None:
    assert to_json({"text": "<script>alert(1)</script> & more"}) == (
        '{"text":"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 more"}\n'
    )


@pytest.mark.usefixtures("graph_loaded_once")
def test_cli_graph_and_reports(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["graph", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["format"] == "twohg-graph/2" and len(document["nodes"]) > 100
    assert main(["report"]) == 0
    out = capsys.readouterr().out
    assert "606.6e -> 806.3a, 806.6e  split" in out and "Two-Headed Giant changes by edition" in out
    assert "Uncertain links:" in out and "[starting-life-total]" in out
    assert main(["report", "discrepancies"]) == 0
    assert "Renumbering report" not in capsys.readouterr().out


def test_bad_reviewed_file_fails_the_graph(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (mini_root / "rules_src" / "alignment" / "explanations.yaml").unlink()
    assert main(["--root", str(mini_root), "graph", "--json"]) == 1
    err = capsys.readouterr().err
    assert "rules_src/alignment/explanations.yaml:0: reviewed data file not found" in err


def test_word_diffs_and_figure_changes_are_exported(graph: Graph) -> None:
    document = rule_document(graph, graph.node("606.4a"))
    change = next(c for c in document["changes"] if c["source"] == "cr-en-2007-02-01/606.4a")
    assert change["target"] == "cr-en-2007-05-01/606.4a"
    assert ["delete", "40"] in change["words"] and ["insert", "30"] in change["words"]
    assert [(f["before"], f["after"]) for f in change["figures"]] == [("40 life", "30 life")]


@pytest.mark.usefixtures("graph_loaded_once")
def test_editions_report_gives_quote_scores(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["report", "editions"]) == 0
    out = capsys.readouterr().out
    assert "en-forum-2hg-thread:quote-1  [quote, en]  2009-05-01 to 2009-07-10" in out
    assert "similarity to each dated edition: cr-en-2009-05-01 100.0 (32 rules), cr-en-2009-02-01 100.0" in out
    assert "es-cr-810  [translation, es]  2013-05-01 to 2016-09-30" in out

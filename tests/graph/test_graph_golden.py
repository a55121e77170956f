"""The mini corpus' rule graph pinned: ``golden/mini-graph.json`` is its ``twohg graph --json`` document."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import MINI, Golden, run_cli
from twohg.graph.assembly import Graph
from twohg.graph.export import graph_document, to_json

GOLDEN = Path(__file__).parent / "golden" / "mini-graph.json"


def test_mini_graph_matches_golden(mini_graph: Graph, golden: Golden) -> None:
    golden.check(GOLDEN, to_json(graph_document(mini_graph), pretty=True))


def test_the_command_prints_the_golden_document(capsys: pytest.CaptureFixture[str], update_golden: bool) -> None:
    if update_golden:
        pytest.skip("the golden file is being rewritten")
    status, out, err = run_cli(capsys, "--root", str(MINI), "graph", "--json")
    assert status == 0, err
    assert json.loads(out) == json.loads(GOLDEN.read_text(encoding="utf-8"))


def test_mini_graph_holds_every_kind_of_node_and_link(mini_graph: Graph) -> None:
    # What the mini corpus is for: one of each kind, so a stage that stops producing one shows here.
    assert {edition.kind for edition in mini_graph.editions} == {"official", "translation", "quote"}
    kinds = {"renumbered", "split", "translation", "quotes", "explains", "cites", "mentions-card"}
    assert {link.kind for link in mini_graph.links} >= kinds
    assert any(node.external for node in mini_graph.nodes)
    assert set(mini_graph.cards) == {"card:Battle of Wits", "card:Flame Rift", "card:Sakura-Tribe Elder"}
    assert [d.id for d in mini_graph.discrepancies] == ["starting-life-total"]
    assert mini_graph.lineage.removed and mini_graph.unexplained

"""Every (number, edition) pair of the graph: each surface gives the resolver's answer, and nothing else's.

The resolver (`twohg.graph.resolver`) is the one place that says what a number meant in an edition
and which current rules carry that content now. This walks every official text of every 2HG rule and
checks the API's resolve documents, the search index's "now" labels, the rule pages' status lines,
``twohg link`` and the FAQ and summary entries against it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from conftest import real_loaded
from twohg.graph.assembly import Graph
from twohg.graph.resolver import Now, edition_of
from twohg.site.autolink import read_number


@pytest.fixture(scope="module")
def graph() -> Graph:
    return real_loaded()[1]


@pytest.fixture(scope="module")
def search_records(built_site: Path) -> dict[str, dict[str, Any]]:
    index = json.loads((built_site / "search/twohg.json").read_text(encoding="utf-8"))
    return {record[0]: dict(zip(index["fields"], record, strict=True)) for record in index["records"]}


def pairs(graph: Graph) -> list[tuple[str, str, str]]:
    """(number, edition, text id) of every official English 2HG text."""
    return [(str(t.number), t.edition, t.id) for t in graph.lineage.texts]


def test_there_are_thousands_of_pairs(graph: Graph) -> None:
    assert len(pairs(graph)) > 5000 and len({n for n, _, _ in pairs(graph)}) > 140


def test_the_resolve_documents_give_the_resolvers_answer_for_every_pair(built_site: Path, graph: Graph) -> None:
    resolver = graph.resolver
    documents: dict[str, Any] = {}
    for number, edition, text in pairs(graph):
        if number not in documents:
            documents[number] = json.loads((built_site / f"api/resolve/{number}.json").read_text(encoding="utf-8"))
        now = resolver.now(text)
        meaning = resolver.at(number, resolver.dates[edition])
        assert meaning is not None and text in meaning.texts and meaning.now == now, (number, edition)
        (shown,) = [m for m in documents[number]["meanings"] if m["first"] <= edition <= m["last"]]
        assert (shown["now"], shown["removed_in"], shown["related"]) == (
            list(now.numbers),
            now.removed_in,
            list(now.related),
        ), (number, edition)
        carried = shown["carried"]
        assert (carried["number"], carried["now"]) == (now.carried.number, list(now.carried.now.numbers)) if (
            now.carried is not None
        ) else carried is None, (number, edition)


def test_every_wordings_search_label_is_the_resolvers(graph: Graph, search_records: dict[str, Any]) -> None:
    resolver = graph.resolver
    for number, versions in graph.history.items():
        for version in versions:
            record = search_records[f"rule:{number}:{version.first}"]
            nows = {resolver.now(text) for text in version.texts}
            assert len(nows) == 1, (number, version.first)
            (now,) = nows
            expected = [] if now.numbers == (number,) else list(now.words_stand_in)
            assert record["now"] == expected, (number, version.first)


def test_faq_and_summary_entries_get_the_now_of_the_text_they_explain(
    graph: Graph, search_records: dict[str, Any]
) -> None:
    checked = 0
    for record in search_records.values():
        if record["kind"] not in ("faq", "summary") or record["rule"] is None:
            continue
        entry = record["id"].split(":", 1)[1]
        targets = sorted(
            (link.target for link in graph.links if link.kind == "explains" and link.source == entry),
            key=lambda t: (t.rsplit("/", 1)[1] != record["rule"], t),
        )
        now = graph.now_of(targets[0])
        assert isinstance(now, Now)
        expected = [] if now.numbers == (record["rule"],) else list(now.words_stand_in)
        assert record["now"] == expected, record["id"]
        checked += 1
    assert checked > 30


def test_the_autolinker_reads_every_pair_as_the_resolver_does(graph: Graph) -> None:
    resolver = graph.resolver
    for number, edition, text in pairs(graph):
        found = read_number(resolver, number, 1, "en", resolver.dates[edition])
        now = resolver.now(text)
        assert found.meaning is not None and text in found.meaning.texts
        if now.numbers == (number,):
            assert found.note == "", (number, edition)
        elif now.numbers:
            newest = resolver.dates[resolver.newest].isoformat()
            assert found.note == f"in the edition of {newest}: {' / '.join(now.numbers)}", (number, edition)
        else:
            assert found.note.startswith("removed on "), (number, edition)


def test_every_rule_pages_status_is_the_resolvers(built_site: Path, graph: Graph) -> None:
    resolver = graph.resolver
    for resolution in resolver:
        latest = resolution.latest
        if latest is None:
            continue
        page = (built_site / f"rules/{resolution.number}/index.html").read_text(encoding="utf-8")
        status = page.split('<h2 id="languages"', 1)[0]
        now = latest.now
        if latest.current:
            assert "Current" in status, resolution.number
        elif now.numbers:
            assert "Outdated" in status, resolution.number
            for shown in now.numbers:
                assert f"../{shown}/" in status, (resolution.number, shown)
        else:
            assert "removed in the edition of" in status.replace("It was removed", "removed"), resolution.number
            assert f"editions/{now.removed_in}/" in status, resolution.number
            carried = now.carried
            for shown in (carried.now.numbers or (carried.number,)) if carried is not None else now.related:
                assert f"../{shown}/" in status, (resolution.number, shown)
            if carried is not None:
                assert "same words" in status and "same topic" not in status, resolution.number
        assert edition_of(latest.texts[-1]) == latest.last

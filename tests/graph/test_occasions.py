"""What each edition came with: the reviewed list of occasions, read and checked."""

from __future__ import annotations

import datetime as dt

from twohg.graph.assembly import Graph
from twohg.graph.model import Edition
from twohg.graph.occasions import edition_occasions

FILE = "rules_src/edition-occasions.yaml"
ENTRY = "  - edition: {}\n    occasion: Dominaria\n    source: https://example.org\n    says: x\n    confidence: {}\n"


def edition(day: str) -> Edition:
    date = dt.date.fromisoformat(day)
    return Edition(f"cr-en-{day}", f"cr-en-{day}", "en", "official", date, date, date, "")


EDITIONS = [edition("2018-04-27"), edition("2018-06-08")]


def test_each_entry_is_read_by_its_edition() -> None:
    found, problems = edition_occasions("occasions:\n" + ENTRY.format("cr-en-2018-04-27", "certain"), FILE, EDITIONS)
    assert problems == []
    assert found["cr-en-2018-04-27"].occasion == "Dominaria" and found["cr-en-2018-04-27"].line == 2
    assert edition_occasions(None, FILE, EDITIONS) == ({}, [])
    # An edition the archive does not hold (yet): the entry waits for its file.
    assert edition_occasions("occasions:\n" + ENTRY.format("cr-en-2018-07-13", "certain"), FILE, EDITIONS) == ({}, [])


def test_a_bad_entry_is_one_line_at_its_place() -> None:
    cases = {
        ENTRY.format("cr-en-2018-04-27", "maybe"): f"{FILE}:6: ",
        ENTRY.format("cr-en-2018-04-27", "certain") * 2: f"{FILE}:7: cr-en-2018-04-27 is listed twice",
    }
    for body, said in cases.items():
        _, problems = edition_occasions("occasions:\n" + body, FILE, EDITIONS)
        assert len(problems) == 1 and str(problems[0]).startswith(said), (body, problems)
        assert "\n" not in str(problems[0])


def test_the_real_list_names_a_product_for_most_editions(real_graph: Graph) -> None:
    occasions = real_graph.occasions
    assert len(occasions) >= 110 and set(occasions) <= set(real_graph.lineage.editions)
    assert occasions["cr-en-2009-07-11"].occasion == "Magic 2010"
    assert {o.confidence for o in occasions.values()} == {"certain", "likely"}

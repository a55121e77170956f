"""Any two editions compared (`twohg.graph.compare`) and ``twohg report changes --from --to``, on the real archive."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from conftest import run_cli
from twohg.graph.align import display_text, token_key, tokens
from twohg.graph.assembly import Graph
from twohg.graph.compare import Comparison, Group, compare, edition_by_date, nearest_editions

FIRST_2006 = "cr-en-2006-02-01"

MIRROR = {"split": "merged", "merged": "split", "added": "removed", "removed": "added"}


def _group(comparison: Comparison, old: str) -> Group:
    return next(g for g in comparison.groups if old in g.old_numbers)


def _keys(text: str) -> list[str]:
    return [token_key(w) for w in tokens(text)]


def _pairs(graph: Graph) -> list[tuple[str, str]]:
    chain = graph.lineage.editions
    picks = [chain[0], FIRST_2006, chain[20], chain[40], chain[57], chain[80], chain[100], chain[-1]]
    return [(a, b) for a in picks for b in picks if a != b]


def test_606_6a_of_2006_is_810_6_today(real_graph: Graph) -> None:
    newest = real_graph.lineage.editions[-1]
    comparison = compare(real_graph.lineage, FIRST_2006, newest)
    group = _group(comparison, "606.6a")
    assert (group.kind, group.new_numbers) == ("renumbered-and-reworded", ("810.6",))
    assert ("delete", "starting") in group.words
    assert ("insert", "who plays first") in group.words
    assert ("delete", "turn (see rule 101.5).") in group.words
    backwards = _group(compare(real_graph.lineage, newest, FIRST_2006), "810.6")
    assert (backwards.kind, backwards.new_numbers) == ("renumbered-and-reworded", ("606.6a",))
    assert ("insert", "starting") in backwards.words


def test_an_edition_against_itself_has_no_change(real_graph: Graph) -> None:
    for edition in (real_graph.lineage.editions[0], FIRST_2006, real_graph.lineage.editions[-1]):
        comparison = compare(real_graph.lineage, edition, edition)
        assert comparison.changed == ()
        assert {g.kind for g in comparison.groups} == {"unchanged"}
        assert all(g.old == g.new and g.words == () for g in comparison.groups)
        held = {t.id for t in real_graph.lineage.texts if t.edition == edition}
        assert {t for g in comparison.groups for t in g.old} == held


def test_every_rule_of_both_editions_is_in_one_group_and_the_diff_spells_both(real_graph: Graph) -> None:
    texts = {t.id: t for t in real_graph.lineage.texts}
    for source, target in _pairs(real_graph):
        comparison = compare(real_graph.lineage, source, target)
        old = [t for g in comparison.groups for t in g.old]
        new = [t for g in comparison.groups for t in g.new]
        assert sorted(old) == sorted(t.id for t in real_graph.lineage.texts if t.edition == source)
        assert sorted(new) == sorted(t.id for t in real_graph.lineage.texts if t.edition == target)
        for group in comparison.groups:
            if group.kind == "unchanged":
                continue
            before = "\n\n".join(display_text(texts[t].rule) for t in group.old)
            after = "\n\n".join(display_text(texts[t].rule) for t in group.new)
            deleted = " ".join(w for op, w in group.words if op != "insert")
            inserted = " ".join(w for op, w in group.words if op != "delete")
            assert _keys(inserted) == _keys(after), (source, target, group.new_numbers)
            # The equal runs are spelt as in the *to* edition: the old side matches once typography is folded.
            assert _keys(deleted) == _keys(before), (source, target, group.old_numbers)


def test_reversed_pairs_mirror_each_other(real_graph: Graph) -> None:
    for source, target in _pairs(real_graph):
        forth = compare(real_graph.lineage, source, target)
        back = compare(real_graph.lineage, target, source)
        assert sorted((g.old, g.new, MIRROR.get(g.kind, g.kind)) for g in forth.groups) == sorted(
            (g.new, g.old, g.kind) for g in back.groups
        )
        assert forth.count("added") == back.count("removed")


def test_next_editions_agree_with_the_history_changelog(real_graph: Graph) -> None:
    """Compared with the edition before it, every edition shows its changelog's events (splits as groups)."""
    for entry in real_graph.changes[1:]:
        assert entry.previous is not None
        comparison = compare(real_graph.lineage, entry.previous, entry.edition)
        one_to_one = {
            (g.old_numbers[0], g.new_numbers[0]): g.kind
            for g in comparison.groups
            if len(g.old) == 1 and len(g.new) == 1 and g.kind != "unchanged"
        }
        rules = [e for e in entry.events if not e.heading]
        for event in rules:
            if event.kind in ("added", "removed"):
                side = (lambda g: g.old_numbers) if event.kind == "removed" else (lambda g: g.new_numbers)
                kind = next(g.kind for g in comparison.groups if event.number in side(g))
                assert kind == event.kind, (entry.edition, event.number)
            elif (event.old_number, event.new_number) in one_to_one:
                assert one_to_one[(event.old_number or "", event.new_number or "")] == event.kind
            else:  # part of a split or a merge
                group = next(g for g in comparison.groups if event.new_number in g.new_numbers)
                assert group.kind in ("split", "merged", "regrouped") and event.old_number in group.old_numbers
        assert len([g for g in comparison.changed if not g.heading]) <= len(
            [e for e in rules if e.kind != "typography"]
        )


def test_typography_is_folded(real_graph: Graph) -> None:
    """An edition whose only change to a rule is typography shows it as such, with no word changed."""
    entry = next(e for e in real_graph.changes if e.typography_only and e.previous)
    assert entry.previous is not None
    comparison = compare(real_graph.lineage, entry.previous, entry.edition)
    number = entry.typography_only[0]
    group = next(g for g in comparison.groups if g.new_numbers == (number,))
    assert group.kind == "typography"
    assert [op for op, _ in group.words] == ["equal"]


def test_dates_that_are_no_edition_name_the_nearest(real_graph: Graph) -> None:
    chain, dates = real_graph.lineage.editions, real_graph.resolver.dates
    assert edition_by_date(chain, dates, dt.date(2006, 2, 1)) == FIRST_2006
    assert edition_by_date(chain, dates, dt.date(2006, 3, 1)) is None
    before, after = nearest_editions(chain, dates, dt.date(2006, 3, 1))
    assert dates[before] < dt.date(2006, 3, 1) < dates[after]
    assert nearest_editions(chain, dates, dt.date(2001, 1, 1)) == (chain[0],)


# --- the command line ------------------------------------------------------------------------------


@pytest.mark.usefixtures("graph_loaded_once")
def test_cli_compares_two_dates(capsys: pytest.CaptureFixture[str], real_graph: Graph) -> None:
    newest = real_graph.resolver.dates[real_graph.resolver.newest].isoformat()
    status, out, err = run_cli(capsys, "report", "changes", "--from", "2006-02-01", "--to", newest)
    assert (status, err) == (0, "")
    assert f"the edition of 2006-02-01 ({FIRST_2006}) against the edition of {newest}" in out
    assert "  renumbered and reworded: 606.6a -> 810.6\n      The [-starting-] team {+who plays first+}" in out
    status, same, _ = run_cli(capsys, "report", "changes", "--from", "2006-02-01")
    assert (status, same) == (0, out)
    status, back, _ = run_cli(capsys, "report", "changes", "--from", newest, "--to", "2006-02-01", "--json")
    document = json.loads(back)
    assert status == 0 and document["to"] == {"edition": FIRST_2006, "date": "2006-02-01"}
    group = next(g for g in document["groups"] if g["from"] == ["810.6"])
    assert (group["kind"], group["to"]) == ("renumbered-and-reworded", ["606.6a"])


@pytest.mark.usefixtures("graph_loaded_once")
def test_cli_refuses_a_date_that_is_no_edition(capsys: pytest.CaptureFixture[str], real_graph: Graph) -> None:
    status, out, err = run_cli(capsys, "report", "changes", "--from", "2006-03-01", "--to", "2024-11-08")
    assert status == 2 and out == ""
    assert err == "twohg report: --from 2006-03-01: no edition has this date; nearest: 2006-02-01 and 2006-05-01\n"
    status, _, err = run_cli(capsys, "report", "changes", "--from", "2006-02-01", "--to", "2099-01-01")
    assert status == 2 and err.startswith("twohg report: --to 2099-01-01: no edition has this date; nearest: 2026-")
    assert len(err.splitlines()) == 1
    # An edition that a public source shows to exist, which the archive lacks, is named as such.
    status, _, err = run_cli(capsys, "report", "changes", "--from", "2006-02-01", "--to", "2026-06-19")
    assert status == 2 and err.startswith(
        "twohg report: --to 2026-06-19: the edition of this date exists (ivancea/MTGRules_Android "
    )
    assert err.rstrip().endswith("but the archive does not hold it; nearest: 2026-04-17")


@pytest.mark.parametrize(
    "args",
    [
        ("report", "editions", "--from", "2006-02-01"),
        ("report", "changes", "--to", "2006-02-01"),
        ("report", "changes", "--from", "2006-02-01", "--since", "2006-02-01"),
        ("report", "changes", "--from", "2006-02-30"),
        # only the form the help names: no basic-format date, no ISO week, no single-digit month
        ("report", "changes", "--from", "20060201"),
        ("report", "changes", "--from", "2006-W05-3"),
        ("report", "changes", "--from", "2006-2-01"),
        ("report", "changes", "--since", "2006-02"),
    ],
)
def test_cli_usage_errors(capsys: pytest.CaptureFixture[str], args: tuple[str, ...]) -> None:
    with pytest.raises(SystemExit) as exit_:
        run_cli(capsys, *args)
    assert exit_.value.code == 2
    assert "error:" in capsys.readouterr().err

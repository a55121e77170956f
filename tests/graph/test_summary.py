"""An edition's changes in a few facts: runs of lettered rules, the change several rewordings share."""

from __future__ import annotations

from twohg.graph.history import Event
from twohg.graph.summary import runs, shared_change


def test_runs_join_consecutive_letters_of_one_rule_only() -> None:
    assert runs(["810.7c", "810.7a", "810.7b", "810.7e", "810.8", "805.10a"]) == (
        "805.10a",
        "810.7a-c",
        "810.7e",
        "810.8",
    )
    assert runs(["810.7", "810.7a"]) == ("810.7", "810.7a")  # a rule and its first letter are no run
    assert runs(["810.9a", "810.10b"]) == ("810.9a", "810.10b")


def reworded(number: str, *ops: tuple[str, str]) -> Event:
    return Event("cr-en-2018-04-27", "reworded", f"cr-en-2018-01-19/{number}", f"cr-en-2018-04-27/{number}", ops)  # type: ignore[arg-type]


def test_the_change_most_rewordings_share_is_named_only_when_two_share_it() -> None:
    pronoun = (("equal", "a player draws with"), ("delete", "his or her"), ("insert", "their"), ("equal", "team"))
    other = (("equal", "the"), ("delete", "two"), ("insert", "both"))
    events = [reworded("805.3a", *pronoun), reworded("810.8a", *pronoun, *other), reworded("810.9e", *other[:1])]
    shared = shared_change(events)
    assert shared is not None and (shared.before, shared.after, shared.rules) == ("his or her", "their", 2)
    assert shared_change([reworded("805.3a", *pronoun)]) is None  # one rewording shares nothing
    # An insertion alone, or a deletion alone, is no replacement.
    assert shared_change([reworded("805.3a", ("insert", "x")), reworded("805.3b", ("insert", "x"))]) is None

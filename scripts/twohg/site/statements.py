"""What the pages say about each rule number, recorded where it is printed, and compared across page kinds.

Every date, number and "now" a page prints comes from the resolver (`twohg.graph.resolver`), but a
page may print another of its fields than its neighbour does: a note that gave a removed rule's
span up to the edition that removed it while the rule's own page gave the last edition that printed
it. Each place that prints such a fact says it here too, in one plain form, under the number and
the meaning it is about (the meaning's first edition):

- ``span``: the first and last edition dates the meaning was printed (``2010-02-01..2010-04-23``);
- ``now``: today's numbers of its content, or ``removed <date>``;
- ``related``: the rules that cover a removed meaning's topic today.

The first place to say something other than what an earlier place said about the same number,
meaning and fact stops the build (`Contradiction`), naming both places: the rule page, its short link,
the note of another rule, the API.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from twohg.graph.resolver import Now
from twohg.problems import InputError, Problem


@dataclass(frozen=True)
class Statement:
    """One fact one place says about one meaning of a number."""

    number: str
    """The number."""
    meaning: str
    """The meaning's first official edition."""
    fact: str
    """``span``, ``now`` or ``related``."""
    value: str
    """What it says, in the plain form above."""
    place: str
    """Where it is said: a page's file, an API document."""


class Contradiction(InputError):
    """Two places that say different things about the same number."""


def now_value(now: Now, dates: dict[str, str]) -> str:
    """A meaning's "now" in the plain form: today's numbers, or ``removed <date>``, or ``""``."""
    if now.numbers:
        return " ".join(now.numbers)
    return f"removed {dates[now.removed_in]}" if now.removed_in is not None else ""


class Statements:
    """The facts said so far; a disagreement raises `Contradiction` at once."""

    def __init__(self, *, compared: bool = True) -> None:
        """Nothing said yet. Not ``compared``: the statements are only kept, to be said again (`say_again`)."""
        self._said: dict[tuple[str, str, str], Statement] = {}
        self.compared = compared
        self.said: list[Statement] = []
        """Every statement, in the order it was said, when they are only kept (not ``compared``)."""

    def say(self, place: str, number: str, meaning: str, fact: str, value: str) -> None:
        """Record that ``place`` says ``value`` about ``fact`` of ``number``'s meaning first printed in ``meaning``."""
        statement = Statement(number, meaning, fact, value, place)
        if not self.compared:
            self.said.append(statement)
            return
        first = self._said.setdefault((number, meaning, fact), statement)
        if first.value != value:
            raise Contradiction(
                (
                    Problem(
                        place,
                        0,
                        f"says {fact} of {number} (the meaning first printed in {meaning}) is {value!r}, "
                        f"but {first.place} says {first.value!r}",
                    ),
                )
            )

    def say_again(self, statements: Iterable[Statement]) -> None:
        """Record statements kept elsewhere (pages rendered apart, in another process), in their order."""
        for statement in statements:
            self.say(statement.place, statement.number, statement.meaning, statement.fact, statement.value)

    def say_now(self, place: str, number: str, meaning: str, now: Now, dates: dict[str, str]) -> None:
        """Record the "now" a place prints (`now_value`)."""
        self.say(place, number, meaning, "now", now_value(now, dates))


__all__ = ["Contradiction", "Statement", "Statements", "now_value"]

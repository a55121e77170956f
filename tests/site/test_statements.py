"""The pages never contradict each other: what each says about a number is compared as it is printed."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import real_loaded
from twohg.site import api
from twohg.site.pages import render_pages
from twohg.site.statements import Contradiction, Statements


def test_two_places_that_disagree_stop_the_build_naming_both() -> None:
    said = Statements()
    said.say("rules/806.6/index.md", "806.6", "cr-en-2009-07-11", "span", "2009-07-11..2009-10-01")
    said.say("r/806.6/index.md", "806.6", "cr-en-2009-07-11", "span", "2009-07-11..2009-10-01")
    with pytest.raises(Contradiction) as raised:
        said.say("rules/806.7/index.md", "806.6", "cr-en-2009-07-11", "span", "2009-07-11..2010-02-01")
    message = str(raised.value)
    assert message.startswith("rules/806.7/index.md:0: says span of 806.6")
    assert "'2009-07-11..2010-02-01'" in message and "rules/806.6/index.md says '2009-07-11..2009-10-01'" in message


def test_a_planted_disagreement_in_the_api_stops_the_pages(monkeypatch: pytest.MonkeyPatch) -> None:
    """The real pages agree (every build renders them); an API that gives another span for 806.6 does not."""
    corpus, graph = real_loaded()
    meaning = api._meaning

    def planted(found: Any, dates: Any) -> dict[str, Any]:
        shown = meaning(found, dates)
        if found.number == "806.6" and found.first == "cr-en-2009-07-11":
            shown["until"] = "2010-02-01"  # the span up to the edition that ended it, not the last that printed it
        return shown

    monkeypatch.setattr(api, "_meaning", planted)
    with pytest.raises(Contradiction) as raised:
        render_pages(corpus, graph)
    message = str(raised.value)
    assert message.startswith("api/resolve/806.6.json:0: says span of 806.6")
    assert "'2009-07-11..2010-02-01'" in message and "rules/806.6/index" in message

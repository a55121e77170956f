"""A newer edition of the tournament rules drops in with a catalogue entry and no code."""

from __future__ import annotations

import datetime as dt
import html
from pathlib import Path

from twohg.graph.assembly import load_graph
from twohg.graph.tournament import by_number
from twohg.site.pages.context import SiteContext
from twohg.site.pages.tournament import render_tournament_pages

NEWER = """\
  - id: en-mtr-2026-06-01
    file: en-mtr-20260601.md
    language: en
    kind: tournament-rules
    title: "Magic: The Gathering Tournament Rules"
    publisher: Wizards of the Coast
    date: 2026-06-01
    date_evidence: 'Line 3 states "Effective: June 1, 2026".'
    contents: A newer edition, for the test.
"""


def test_a_newer_tournament_rules_edition_drops_in(recent_project_copy: Path) -> None:
    root = recent_project_copy
    old = (root / "rules_src" / "en-mtr-20260227.md").read_text(encoding="utf-8")
    newer = old.replace("**Effective: February 27, 2026**", "**Effective: June 1, 2026**").replace(
        "Teammates may communicate with each other at any time.",
        "Teammates may communicate with each other at any time, in any language.",
    )
    # The newer document has no 9.7 (Two-Headed Giant booster drafts): its page must not read as in force.
    newer = newer[: newer.index("### 9.7 ")] + newer[newer.index("## 10. ") :]
    (root / "rules_src" / "en-mtr-20260601.md").write_text(newer, encoding="utf-8")
    catalogue = root / "rules_src" / "sources.yaml"
    catalogue.write_text(catalogue.read_text(encoding="utf-8") + NEWER, encoding="utf-8")

    corpus, graph = load_graph(root)
    numbers = by_number(graph.tournament)
    assert [record.date for record in numbers["9.2"]] == [dt.date(2026, 2, 27), dt.date(2026, 6, 1)]
    # Its citations are checked against the edition in force on its own date.
    stale = {(s.citing, s.edition) for s in graph.stale}
    assert stale == {
        ("en-mtr-2026-02-27/9.4", "cr-en-2026-02-27"),
        ("en-mtr-2026-06-01/9.4", "cr-en-2026-04-17"),
    }

    # The reviewed decisions about section 9 hold for the newer document where it prints the same rule:
    # its 9.4 explains 805.2 and 805.3a as the older one does, its 9.1 explains no rule for the same reason;
    # its 9.2, reworded, is not taken on trust.
    def explained(source: str) -> set[str]:
        return {link.target.split("/")[1] for link in graph.links if link.source == source and link.kind == "explains"}

    assert explained("en-mtr-2026-06-01/9.4") == explained("en-mtr-2026-02-27/9.4") == {"805.2", "805.3a"}
    assert "810.5" in explained("en-mtr-2026-02-27/9.2")
    assert "810.5" not in explained("en-mtr-2026-06-01/9.2")
    unexplained = dict(graph.unexplained)
    assert unexplained["en-mtr-2026-06-01/9.1"] == unexplained["en-mtr-2026-02-27/9.1"]
    pages = render_tournament_pages(SiteContext(corpus, graph))
    page = pages["tournament/9.2/index.md"]
    assert "in any language" in page  # the newest text is the page's
    assert "Earlier editions of the tournament rules" in page and "2026-02-27" in page
    # A rule the newest document lacks says so first, in the page's language, above the last text it had.
    assert [record.date for record in numbers["9.7"]] == [dt.date(2026, 2, 27)]
    for path, said in (
        ("tournament/9.7/index.md", "The Magic Tournament Rules in force from 2026-06-01 have no rule 9.7."),
        ("tournament/9.7/index.es.md", "Las Reglas de torneo de Magic vigentes desde el 2026-06-01 no tienen"),
    ):
        gone = html.unescape(pages[path])
        assert gone.index('!!! warning "') < gone.index(said) < gone.index('class="twohg-mtr"'), path
        assert "in force from 2026-02-27" not in gone
    listing = html.unescape(pages["tournament/index.md"])
    assert "(no longer in the tournament rules of 2026-06-01)" in listing.split("MTR 9.7")[1].split("\n")[0]
    assert "no longer" not in listing.split("MTR 9.6")[1].split("\n")[0]
    assert "printed the same text" in pages["tournament/9.1/index.md"]
    # A FAQ answer checked against the older document: its verdict stands for the newer one where it prints
    # the same rules, and is said to be about the older one where it prints them otherwise (9.2 reworded, 9.7 gone).
    answers = graph.tournament_answers
    assert answers["en-dci-2hg-faq-2005/q24"].rules == ("en-mtr-2026-06-01/9.1", "en-mtr-2026-06-01/2.1")
    assert answers["en-dci-2hg-faq-2005/q24"].standing and not answers["en-dci-2hg-faq-2005/q24"].outdated
    assert answers["en-dci-2hg-faq-2005/q6"].changed == ("9.2",) and answers["en-dci-2hg-faq-2005/q6"].outdated
    context = SiteContext(corpus, graph)
    notice = " ".join(context.tournament_notice("en-dci-2hg-faq-2005/q6", "sources/x.md", "en"))
    assert "newer tournament rules print those rules otherwise" in notice and "written notes" not in notice

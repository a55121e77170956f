"""The site, the API and the CLI against facts read in the raw editions by hand (``tests/gold/history.yaml``).

The facts were established by reading the official files in ``rules_src/cr-archive/`` (and the Spanish
810), never from this project's output; each names the file and line it rests on, and a test here
checks first that the line says what the fact needs. Then every surface that states such a fact must
state it: the API (``api/editions.json``, ``api/rules/``, ``api/resolve/``), the command line
(``twohg report changes --json``, ``twohg link``), the search index's "now" labels and the pages.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import html
import io
import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from conftest import ROOT, sharing_the_graph
from twohg import files
from twohg.cli import main
from twohg.graph.assembly import Graph
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS, counted
from twohg.site.autolink import autolink
from twohg.text import normalise

GOLD = Path(__file__).with_name("history.yaml")
ARCHIVE_DIR = ROOT / "rules_src" / "cr-archive"


def _facts() -> list[dict[str, Any]]:
    """The facts, every scalar as written (``805.10`` stays ``805.10``, never the float 805.1)."""
    data = yaml.load(GOLD.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)  # noqa: S506 - strings only
    return list(data["facts"])


FACTS = _facts()


#: The newest edition the archive holds, which every "now" of the site means (the archive fact's last).
NEWEST = next(str(fact["last"]) for fact in FACTS if fact["kind"] == "archive")


def facts(*kinds: str) -> list[dict[str, Any]]:
    """The facts of these kinds, as pytest parameters named by their id."""
    return [pytest.param(fact, id=fact["id"]) for fact in FACTS if fact["kind"] in kinds]


def edition_id(date: object) -> str:
    """``2018-04-27`` -> ``cr-en-2018-04-27``."""
    return f"cr-en-{date}"


def flat(text: str) -> str:
    """Text as compared: typography folded (curly quotes), white space squeezed, case kept."""
    return normalise(html.unescape(text))


# --- the facts rest on their lines ---------------------------------------------------------------


@cache
def lines_of(name: str) -> tuple[str, ...]:
    path = ARCHIVE_DIR / name if (ARCHIVE_DIR / name).is_file() else ROOT / "rules_src" / name
    data = files.read_bytes(path)
    assert data is not None, name
    if data.startswith(b"\xef\xbb\xbf"):
        text = data[3:].decode("utf-8")
    elif data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        text = data.decode("utf-16")
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = data.decode("cp1252")
    return tuple(re.split(r"\r\n|\r|\n", text))


def test_the_gold_is_large_and_covers_every_kind_and_era() -> None:
    kinds = {fact["kind"] for fact in FACTS}
    assert len(FACTS) >= 60
    assert kinds >= {"added", "removed", "renumbered", "reworded", "section-title", "now", "translation-span"}
    eras = {str(fact.get("number") or fact.get("from") or fact.get("section") or "")[:3] for fact in FACTS}
    assert {"606", "806", "805", "810"} <= eras


@pytest.mark.parametrize("fact", [pytest.param(f, id=f["id"]) for f in FACTS])
def test_every_fact_rests_on_lines_that_exist(fact: dict[str, Any]) -> None:
    for evidence in fact["evidence"]:
        name, _, where = str(evidence).partition(":")
        where = where.strip()
        lines = lines_of(name.strip())
        if where == "absent":
            continue
        number = int(where)
        assert 1 <= number <= len(lines), evidence
        assert lines[number - 1].strip(), f"{evidence} is a blank line"


# --- the surfaces ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def site(built_site: Path) -> Path:
    return built_site


def api(site: Path, relative: str) -> Any:
    return json.loads((site / relative).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def changelog(site: Path) -> dict[str, dict[str, Any]]:
    return {entry["edition"]: entry for entry in api(site, "api/editions.json")["changelog"]}


@pytest.fixture(scope="module")
def report() -> dict[str, dict[str, Any]]:
    """``twohg report changes --json``, run once."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), sharing_the_graph():
        assert main(["--root", str(ROOT), "report", "changes", "--json"]) == 0
    return {entry["edition"]: entry for entry in json.loads(out.getvalue())}


def page_text(site: Path, relative: str) -> str:
    """A built page's article as text, tags dropped (inline ones, a span or a link, without a space)."""
    source = (site / relative).read_text(encoding="utf-8")
    article = re.search(r"(?s)<article.*?</article>", source)
    assert article is not None, relative
    body = re.sub(r"(?s)<script.*?</script>", " ", article.group(0))
    body = re.sub(r"</?(?:span|a|strong|em|code)\b[^>]*>", "", body)
    return flat(re.sub(r"<[^>]+>", " ", body))


def both(changelog: dict[str, dict[str, Any]], report: dict[str, dict[str, Any]], edition: str) -> Iterator[Any]:
    """The edition's changelog entry in the API and in the CLI's JSON (they must agree)."""
    yield changelog[edition]
    yield report[edition]


@pytest.mark.parametrize("fact", facts("archive"))
def test_archive(fact: dict[str, Any], site: Path) -> None:
    archive = api(site, "api/editions.json")["archive"]
    assert (archive["count"], archive["first"], archive["last"]) == (
        int(fact["editions"]),
        str(fact["first"]),
        str(fact["last"]),
    )
    home = page_text(site, "index.html")
    assert f"the {fact['editions']} official editions from {fact['first']} to {fact['last']}" in home


@pytest.mark.parametrize("fact", facts("added"))
def test_added(fact: dict[str, Any], site: Path, changelog: dict[str, Any], report: dict[str, Any]) -> None:
    edition = edition_id(fact["edition"])
    for entry in both(changelog, report, edition):
        assert entry["previous"] == edition_id(fact["previous"])
        assert str(fact["number"]) in entry["added"], edition
    page = page_text(site, f"editions/{edition}/index.html")
    assert re.search(rf"Added: [^:]*\b{re.escape(str(fact['number']))}\b", page), page[:400]


@pytest.mark.parametrize("fact", facts("removed"))
def test_removed(fact: dict[str, Any], site: Path, changelog: dict[str, Any], report: dict[str, Any]) -> None:
    edition, number = edition_id(fact["edition"]), str(fact["number"])
    for entry in both(changelog, report, edition):
        assert number in entry["removed"]
        assert all(step["from"] != number for step in entry["renumbered"]), "a removal said to be a renumbering"
        event = next(e for e in entry["events"] if e["kind"] == "removed" and e["number"] == number)
        assert set(fact.get("related") or ()) <= set(event.get("related", ()))
    resolution = api(site, f"api/resolve/{number}.json")
    meaning = next(m for m in resolution["meanings"] if m["last"] == edition_id(fact["last"]))
    assert meaning["ended_by"] == edition
    if not meaning["now"]:
        assert meaning["removed_in"] == edition
    rule = page_text(site, f"rules/{number}/index.html")
    status = rule.split("In every language", 1)[0].split("History", 1)[0]
    if resolution["meanings"][-1] is meaning and not meaning["now"]:
        line = status.split("Copy reference", 1)[0]  # the status line (the note under the text may say "became")
        assert f"removed in the edition of {fact['edition']}" in line
        assert "became" not in line
        # Where its topic stands today is said in the status line, not only in the note under it.
        assert set(fact.get("related_now") or ()) <= set(meaning["related"])
        assert all(number in line for number in fact.get("related_now") or ()), line


@pytest.mark.parametrize("fact", facts("carried"))
def test_carried(fact: dict[str, Any], site: Path, real_graph: Graph) -> None:
    """A removed number whose words stood beside it in another rule: "removed" stays, "now" is where the words are."""
    number, carrier, since = str(fact["number"]), str(fact["carrier"]), str(fact["since"])
    now = list(fact["now"] or ())
    resolution = api(site, f"api/resolve/{number}.json")
    meaning = resolution["meanings"][-1]
    assert meaning["ended"] == fact["removed"] and meaning["removed"] == fact["removed"] and meaning["now"] == []
    gone = fact.get("carrier_removed")
    assert meaning["carried"] == {"number": carrier, "since": since, "now": now, "removed": gone}
    status = page_text(site, f"rules/{number}/index.html").split("History", 1)[0]
    status = re.sub(r" ([,.;])", r"\1", status)  # the space a tag left before punctuation
    assert f"removed in the edition of {fact['removed']}." in status
    if now:
        assert f"The same words stand in {', '.join(now)}, since the edition of {since}." in status
        assert "same topic" not in status  # a topic is what is left when no rule printed the words
    else:
        assert (
            f"The same words stood in {carrier} from the edition of {since} until that rule was removed in the "
            f"edition of {gone}." in status
        )
    out, _ = autolink(f"See {number}.", real_graph.resolver)
    if now:
        assert f"(removed on {fact['removed']}; the same words in {' / '.join(now)} since {since})" in out
    else:
        assert f"(removed on {fact['removed']}; the same words in {carrier} until {gone})" in out
    index = api(site, "search/twohg.json")
    records = [dict(zip(index["fields"], record, strict=True)) for record in index["records"]]
    wording = next(r for r in records if r["kind"] == "rule" and r["rule"] == number and not r["current"])
    assert (wording["removed"], wording["now"]) == (fact["removed"], now)


@pytest.mark.parametrize("fact", facts("renumbered"))
def test_renumbered(fact: dict[str, Any], site: Path, changelog: dict[str, Any], report: dict[str, Any]) -> None:
    edition = edition_id(fact["edition"])
    reworded = fact["reworded"] == "true"
    step = {"from": fact["from"], "to": fact["to"], "reworded": reworded}
    for entry in both(changelog, report, edition):
        assert entry["previous"] == edition_id(fact["previous"])
        assert step in entry["renumbered"], (edition, entry["renumbered"])
        kind = "renumbered-and-reworded" if reworded else "renumbered"
        event = next(e for e in entry["events"] if e["number"] == step["to"] and e.get("from") == step["from"])
        assert event["kind"] == kind
        if reworded:
            assert any(op != "equal" for op, _ in event["words"])
    page = page_text(site, f"editions/{edition}/index.html")
    assert f"{step['from']} → {step['to']}" in page


@pytest.mark.parametrize("fact", facts("reworded"))
def test_reworded(fact: dict[str, Any], site: Path, changelog: dict[str, Any], report: dict[str, Any]) -> None:
    edition, number = edition_id(fact["edition"]), str(fact["number"])
    for entry in both(changelog, report, edition):
        assert entry["previous"] == edition_id(fact["previous"])
        event = next(e for e in entry["events"] if e["number"] == number and e["kind"].endswith("reworded"))
        deleted = flat(" ".join(words for op, words in event["words"] if op == "delete"))
        inserted = flat(" ".join(words for op, words in event["words"] if op == "insert"))
        whole_old = flat(" ".join(words for op, words in event["words"] if op != "insert"))
        whole_new = flat(" ".join(words for op, words in event["words"] if op != "delete"))
        old_words, new_words = flat(str(fact["old_words"])), flat(str(fact["new_words"]))
        assert old_words in whole_old and new_words in whole_new
        assert old_words not in whole_new or new_words not in whole_old, "the diff does not change these words"
        assert deleted or inserted
    history = (site / f"rules/{number}/index.html").read_text(encoding="utf-8")
    assert "<del>" in history or "<ins>" in history


@pytest.mark.parametrize("fact", facts("unchanged"))
def test_unchanged(fact: dict[str, Any], changelog: dict[str, Any], report: dict[str, Any]) -> None:
    number, edition = str(fact["number"]), edition_id(fact["edition"])
    for entry in both(changelog, report, edition):
        assert number not in entry["reworded"] and number not in entry["added"] and number not in entry["removed"]
        assert all(number not in (step["from"], step["to"]) for step in entry["renumbered"])


@pytest.mark.parametrize("fact", facts("wording-span"))
def test_wording_span(fact: dict[str, Any], site: Path) -> None:
    number = str(fact["number"])
    document = api(site, f"api/rules/{number}.json")
    texts = {text["id"]: text for text in document["texts"]}
    version = next(v for v in document["history"] if flat(str(fact["fragment"])) in flat(_words(texts[v["texts"][0]])))
    assert (version["first"], version["last"]) == (edition_id(fact["first"]), edition_id(fact["last"]))


def _words(text: dict[str, Any]) -> str:
    return " ".join([*text["paragraphs"], *(example["text"] for example in text["examples"])])


@pytest.mark.parametrize("fact", facts("typography"))
def test_an_edition_that_changed_only_quote_marks_lists_them_as_typography(
    changelog: dict[str, dict[str, Any]], fact: dict[str, Any]
) -> None:
    entry = changelog[edition_id(fact["edition"])]
    assert len(entry["typography_only"]) == int(fact["rules"])
    assert str(fact["number"]) in entry["typography_only"]
    assert not [e for e in entry["events"] if e["kind"] != "typography"], "only typography changed"


@pytest.mark.parametrize("fact", facts("damaged"))
def test_a_character_a_file_lost_is_shown_restored_and_marked(site: Path, fact: dict[str, Any]) -> None:
    """Where a file prints "?" for a lost character, no page of the rule shows the "?": the character, marked."""
    number = str(fact["number"])
    printed, shown = flat(str(fact["printed"])), flat(str(fact["shown"]))
    marked = 0
    for prefix in ("", "es/", "fr/", "ja/"):
        for page in (f"{prefix}rules/{number}/index.html", f"{prefix}sections/{number.split('.')[0]}/index.html"):
            html_text = (site / page).read_text(encoding="utf-8")
            article = html_text[html_text.index("<article") : html_text.index("</article>")]
            words = flat(re.sub(r"<[^>]+>", "", article))
            assert printed not in words, page
            marked += shown in words and 'class="twohg-repaired"' in article
    assert marked, f"no page shows {shown!r} with its mark"


@pytest.mark.parametrize("fact", facts("section-title"))
def test_section_title(fact: dict[str, Any], site: Path) -> None:
    spans = api(site, "api/editions.json")["section_titles"]
    assert {
        "section": int(fact["section"]),
        "title": str(fact["title"]),
        "first": edition_id(fact["first"]),
        "last": edition_id(fact["last"]),
    } in [{key: span[key] for key in ("section", "title", "first", "last")} for span in spans]


@pytest.mark.parametrize("fact", facts("now"))
def test_now(fact: dict[str, Any], site: Path, real_graph: Graph) -> None:
    number, edition = str(fact["number"]), edition_id(fact["edition"])
    now = list(fact["now"] or ())
    resolution = api(site, f"api/resolve/{number}.json")
    assert resolution["newest"] == {"edition": edition_id(NEWEST), "date": NEWEST}
    meaning = next(m for m in resolution["meanings"] if m["first"] <= edition <= m["last"])
    assert meaning["now"] == now
    if not now:
        assert meaning["removed_in"] == edition_id(fact["removed_in"])
    # The search index labels the wording of that edition with the same "now".
    index = api(site, "search/twohg.json")
    records = [dict(zip(index["fields"], record, strict=True)) for record in index["records"]]
    wording = next(
        r
        for r in records
        if r["kind"] == "rule" and r["rule"] == number and r["id"].split(":")[2] <= edition <= r["edition"]
    )
    assert wording["now"] == ([] if now == [number] else now)
    # twohg link (its autolinker), with the post dated on that edition's day, annotates the number the same way.
    out, _ = autolink(f"See {number}.", real_graph.resolver, date=dt.date.fromisoformat(str(fact["edition"])))
    if now == [number]:
        assert f"[{number}](" in out and "(in the edition of" not in out and "removed" not in out
    elif now:
        assert f"(in the edition of {NEWEST}: {' / '.join(now)})" in out
    else:
        assert "(removed on " in out


@pytest.mark.parametrize("fact", facts("translation-span"))
def test_translation_span(fact: dict[str, Any], site: Path) -> None:
    source = Path(str(fact["source"])).stem
    edition = next(e for e in api(site, "api/editions.json")["editions"] if e["id"] == source)
    assert edition["translates"] == {"first": edition_id(fact["first"]), "last": edition_id(fact["last"])}
    page = page_text(site, "es/rules/810.1/index.html")
    assert f"del {fact['first']} al {fact['last']}" in page


@pytest.mark.parametrize("fact", facts("translation-rule"))
def test_translation_rule(fact: dict[str, Any], site: Path) -> None:
    spans = {span["text"]: span for e in api(site, "api/editions.json")["editions"] for span in e["rule_spans"]}
    span = spans[f"es-cr-810/{fact['number']}"]
    assert (span["first"], span["last"]) == (edition_id(fact["first"]), edition_id(fact["last"]))
    # The Spanish page of the rule dates its text by that span, not by the whole text's.
    page = page_text(site, f"es/rules/{fact['number']}/index.html")
    assert f"del {fact['first']} al {fact['last']}" in page or f"de {fact['first']} – {fact['last']}" in page
    # So does search: the Spanish text's record carries it ("today" when it reaches the newest edition).
    index = api(site, "search/twohg.json")
    records = [dict(zip(index["fields"], record, strict=True)) for record in index["records"]]
    record = next(r for r in records if r["id"] == f"translation:es-cr-810/{fact['number']}")
    assert record["span"].startswith(str(fact["first"]))


@pytest.mark.parametrize("fact", facts("section-move"))
@pytest.mark.parametrize("language", LANGUAGES)
def test_section_move(fact: dict[str, Any], language: str, site: Path) -> None:
    """The renumbering page's diagram says how many rules moved between two sections, in each language."""
    said = counted(
        LABELS[language],
        "renumbering_edge",
        int(fact["rules"]),
        date=fact["edition"],
        source=fact["from"],
        target=fact["to"],
    )
    prefix = "" if language == "en" else f"{language}/"
    assert flat(said) in page_text(site, f"{prefix}renumbering/index.html")


#: The titles a section has while it holds Two-Headed Giant rules.
TWO_HEADED_TITLES = {"Two-Headed Giant Variant", "Shared Team Turns Option"}


@pytest.mark.parametrize(
    "fact", [f for f in facts("section-title") if str(f.values[0]["title"]) not in TWO_HEADED_TITLES]
)
def test_a_section_that_held_another_part_is_said_with_the_title_of_each_era(
    fact: dict[str, Any], site: Path, real_graph: Graph
) -> None:
    """606 was "Linked Abilities" before "Loyalty Abilities"; 805 was "Free-for-All Variant" in 2009-10: every
    surface names the title the editions of that date printed, never today's title for another era."""
    section, title = str(fact["section"]), str(fact["title"])
    first, last = edition_id(fact["first"]), edition_id(fact["last"])
    numbers = [r["number"] for r in api(site, "api/resolve.json")["numbers"] if r["number"].startswith(section + ".")]
    if not numbers:
        pytest.skip(f"no 2HG rule ever had a number in section {section}")
    number = numbers[0]
    resolution = api(site, f"api/resolve/{number}.json")
    span = {"section": int(section), "title": title, "first": first, "last": last}
    assert span in [{k: s[k] for k in span} for s in resolution["other_parts"]]
    for day in (str(fact["first"]), str(fact["last"])):
        run = next(r for r in resolution["then"] if r["from"] <= day and (r["until"] is None or day < r["until"]))
        assert run["other"]["title"] == title, (number, day)
        # twohg link with the post dated that day says which part of the rulebook the number was then.
        _, found = autolink(f"See {number}.", real_graph.resolver, date=dt.date.fromisoformat(day))
        assert f"section {section} “{title}” on {day}" in found[0].problem
    reused = resolution["reused"]
    if reused is not None and span in [{k: s[k] for k in span} for s in reused["titles"]]:
        said = page_text(site, f"r/{number}/index.html")
        shown = f"“{title}” " + (
            f"since the edition of {fact['first']}"
            if fact["last"] == NEWEST
            else f"in the editions of {fact['first']} to {fact['last']}"
        )
        assert flat(shown) in said

"""A dropped-in edition can never rewrite history silently: it parses as printed, or it is stopped at its line.

Each hostile edition is the newest real one (or the mini corpus' June 2010 excerpt) with one
change, dropped into a scratch archive beside the original under a later date, as a maintainer
would drop in the next official file.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from pathlib import Path

import pytest

from conftest import ROOT, run_cli
from twohg import files
from twohg.ingest.corpus import Corpus, load_corpus

ARCHIVE = ROOT / files.SOURCES_DIR / files.ARCHIVE_DIR
MINI_2010 = "MagicCompRules-en-20100618.txt"
NEXT_DATE = ("July 16, 2010", "2010-07-16")


def newest_real_edition() -> Path:
    return sorted(ARCHIVE.glob("*.txt"))[-1]


def drop_in(archive: Path, original: Path, date: tuple[str, str], change: str | None = None, new: str = "") -> Path:
    """A copy of ``original`` dated ``date`` (its "effective as of" line rewritten), with ``change`` -> ``new``."""
    text = original.read_bytes().decode("utf-8-sig").replace("\r\n", "\n")
    text, dated = re.subn(r"(effective as of )[A-Z][a-z]+ \d{1,2}, \d{4}", lambda m: m[1] + date[0], text, count=1)
    assert dated == 1
    if change is not None:
        assert change in text, change
        text = text.replace(change, new, 1)
    target = archive / f"MagicCompRules-en-{date[1].replace('-', '')}.txt"
    target.write_bytes(text.encode("utf-8"))
    return target


@pytest.fixture()
def real_project(tmp_path: Path) -> Path:
    """A project with the newest real edition only (and an empty catalogue): `twohg check` runs in a moment."""
    archive = tmp_path / files.SOURCES_DIR / files.ARCHIVE_DIR
    archive.mkdir(parents=True)
    (archive / newest_real_edition().name).write_bytes(newest_real_edition().read_bytes())
    (tmp_path / files.CATALOGUE_FILE).write_text("sources: []\n", encoding="utf-8")
    return tmp_path


LATER = ("December 4, 2026", "2026-12-04")


def _check(capsys: pytest.CaptureFixture[str], root: Path) -> tuple[int, str]:
    status, _, err = run_cli(capsys, "--root", str(root), "check")
    return status, err


def _numbers(corpus: Corpus, edition: str, section: int) -> list[str]:
    parsed = corpus.source(edition).parsed
    return [str(rule.number) for rule in parsed.rules if rule.number.section == section]


# --- invisible characters and malformed numbers -------------------------------------------------------


@pytest.mark.parametrize(
    "invisible",
    ["\ufeff", "\u200b", "\u2060", "\u200e", "\u202e", "\u00ad", "\u180e", "\u00a0", "\u2003", "\u202f", "\u3000"],
)
def test_an_invisible_character_before_a_rule_number_hides_no_rule(mini_root: Path, invisible: str) -> None:
    edition = mini_root / files.SOURCES_DIR / files.ARCHIVE_DIR / MINI_2010
    edition.write_bytes(edition.read_bytes().replace(b"\r\n810.4. ", f"\r\n{invisible}810.4. ".encode()))
    corpus = load_corpus(mini_root)
    assert _numbers(corpus, "cr-en-2010-06-18", 810) == ["810", "810.1", "810.2", "810.3", "810.4", "810.9"]
    rule = next(r for r in corpus.source("cr-en-2010-06-18").parsed.rules if str(r.number) == "810.4")
    assert rule.text == "Each team has a shared life total, which starts at 30 life."


def test_format_characters_are_folded_out_of_every_line(mini_root: Path) -> None:
    edition = mini_root / files.SOURCES_DIR / files.ARCHIVE_DIR / MINI_2010
    edition.write_bytes(edition.read_bytes().replace(b"shared life total", "shared\u202e life\u200b total".encode()))
    corpus = load_corpus(mini_root)
    rule = next(r for r in corpus.source("cr-en-2010-06-18").parsed.rules if str(r.number) == "810.4")
    assert rule.text == "Each team has a shared life total, which starts at 30 life."


@pytest.mark.parametrize(
    ("printed", "said"),
    [
        ("810.4a1.", "'810.4a1' is not a rule number"),
        ("810.4aa", "'810.4aa' is not a rule number"),
        ("810.4B", "'810.4B' is not a rule number"),
        ("810.04.", "'810.04.' is not a rule number: rules are numbered from 1, without leading zeros"),
        ("\u2022810.4.", "the line starts with '\u2022' before rule number 810.4"),
    ],
)
def test_a_malformed_rule_number_is_reported_at_its_line(
    mini_root: Path, capsys: pytest.CaptureFixture[str], printed: str, said: str
) -> None:
    edition = mini_root / files.SOURCES_DIR / files.ARCHIVE_DIR / MINI_2010
    edition.write_bytes(edition.read_bytes().replace(b"\r\n810.4. ", f"\r\n{printed} ".encode()))
    status, err = _check(capsys, mini_root)
    assert status == 1
    assert f"rules_src/cr-archive/{MINI_2010}:25: {said}" in err


# --- dates ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("printed", "said"),
    [
        ("June 18, 20100", "no 'These rules are effective as of <Month D, YYYY>.' line"),
        ("June 18, 0001", "dated 0001-06-18: an edition is dated between 2005-08-01"),
        ("June 18, 2099", "dated 2099-06-18: an edition is dated between 2005-08-01"),
        ("June 18, 2004", "dated 2004-06-18: an edition is dated between 2005-08-01"),
    ],
)
def test_an_implausible_date_is_reported(
    mini_root: Path, capsys: pytest.CaptureFixture[str], printed: str, said: str
) -> None:
    edition = mini_root / files.SOURCES_DIR / files.ARCHIVE_DIR / MINI_2010
    edition.write_bytes(edition.read_bytes().replace(b"June 18, 2010", printed.encode()))
    status, err = _check(capsys, mini_root)
    assert status == 1 and said in err and f"rules_src/cr-archive/{MINI_2010}:" in err


def test_an_edition_may_be_dated_a_little_after_the_build_day(mini_root: Path) -> None:
    import datetime as dt

    edition = mini_root / files.SOURCES_DIR / files.ARCHIVE_DIR / MINI_2010
    edition.write_bytes(edition.read_bytes().replace(b"June 18, 2010", b"June 18, 2027"))
    assert "cr-en-2027-06-18" in [s.entry.id for s in load_corpus(mini_root, today=dt.date(2027, 5, 1)).sources]
    with pytest.raises(Exception, match="dated 2027-06-18"):
        load_corpus(mini_root, today=dt.date(2026, 11, 1))


# --- sections found by number and content ----------------------------------------------------------------


def _changes(capsys: pytest.CaptureFixture[str], root: Path, edition: str) -> dict[str, object]:
    status, out, err = run_cli(capsys, "--root", str(root), "report", "changes", "--json")
    assert status == 0, err
    # The edition's id is "id" in the first changelog format, "edition" in the history model's.
    return next(entry for entry in json.loads(out) if entry.get("id", entry.get("edition")) == edition)


def _title_changed(entry: dict[str, object], section: str) -> bool:
    """The section's heading changed: a title change (``titles``) or its heading reworded, per the history model."""
    titles = entry.get("titles") or []
    assert isinstance(titles, list)
    reworded = entry.get("reworded") or []
    assert isinstance(reworded, list)
    return any(str(t.get("section")) == section for t in titles) or section in reworded


@pytest.mark.parametrize(
    "heading",
    ["810. Two Headed Giant Variant", "810. Two-headed giant variant", "810. Two-Headed Giant", "810. Team Variant"],
)
def test_a_retitled_section_is_found_and_is_a_title_change(
    mini_root: Path, capsys: pytest.CaptureFixture[str], heading: str
) -> None:
    archive = mini_root / files.SOURCES_DIR / files.ARCHIVE_DIR
    drop_in(archive, archive / MINI_2010, NEXT_DATE, "810. Two-Headed Giant Variant", heading)
    status, err = _check(capsys, mini_root)
    assert status == 0, err
    corpus = load_corpus(mini_root)
    assert _numbers(corpus, "cr-en-2010-07-16", 810) == _numbers(corpus, "cr-en-2010-06-18", 810)
    parsed = corpus.source("cr-en-2010-07-16").parsed
    assert next(r.text for r in parsed.rules if r.is_heading and r.number.section == 810) == heading[5:]
    entry = _changes(capsys, mini_root, "cr-en-2010-07-16")
    assert entry["removed"] == [] and entry["added"] == []
    assert _title_changed(entry, "810")


def test_another_section_at_a_2hg_number_is_not_taken(mini_root: Path) -> None:
    # 806 held the 2HG rules until 2010; in the June 2010 edition it is Free-for-All, which names no 2HG.
    corpus = load_corpus(mini_root)
    assert _numbers(corpus, "cr-en-2010-06-18", 806) == []


# --- large losses and gains ---------------------------------------------------------------------------------


def _cut(text: str, first: str, last: str) -> tuple[str, str]:
    """The text from the line starting ``first`` up to (not including) the line starting ``last``."""
    start = text.index(f"\n{first}") + 1
    return text[start : text.index(f"\n{last}", start) + 1], ""


def test_the_newest_real_edition_dropped_in_again_passes(
    real_project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = real_project / files.SOURCES_DIR / files.ARCHIVE_DIR
    drop_in(archive, newest_real_edition(), LATER)
    assert _check(capsys, real_project)[0] == 0


def test_a_section_whose_heading_is_no_longer_found_stops_the_build(
    real_project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = real_project / files.SOURCES_DIR / files.ARCHIVE_DIR
    body = "\n810. Two-Headed Giant Variant\n\n810.1."
    name = drop_in(archive, newest_real_edition(), LATER, body, body.replace("810. Two-Headed Giant Variant", "")).name
    lines = (archive / name).read_text(encoding="utf-8").splitlines()
    first = next(n for n, line in enumerate(lines, 1) if line.startswith("810.1."))
    contents = next(n for n, line in enumerate(lines, 1) if line.startswith("810. Two-Headed"))
    after = next(n for n, line in enumerate(lines, 1) if line.startswith("811. ") and n > first)
    status, err = _check(capsys, real_project)
    assert status == 1
    # The book's contents promised the heading: where it should stand, the file says it never came, and
    # that one cause is all it says (not also that the rules under the heading were lost).
    assert err.splitlines()[:-1] == [
        f"rules_src/cr-archive/{name}:{after}: the contents list section 810 ('810. Two-Headed Giant Variant', "
        f"line {contents}) but the body never prints its heading, which should come before this one: a heading "
        "lost or changed; stopped, not published. Use a whole copy of the official file"
    ]


def test_a_heading_with_a_malformed_number_stops_the_build_at_its_line(
    real_project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # "810 Two-Headed Giant Variant" lost its full stop: the parser says so at the heading itself, and that
    # one cause is all it says (the guards that would find the section lost run on a file that parses).
    archive = real_project / files.SOURCES_DIR / files.ARCHIVE_DIR
    body = "\n810. Two-Headed Giant Variant\n\n810.1."
    name = drop_in(archive, newest_real_edition(), LATER, body, body.replace("810. Two", "810 Two")).name
    lines = (archive / name).read_text(encoding="utf-8").splitlines()
    heading = next(n for n, line in enumerate(lines, 1) if line.startswith("810 Two-Headed"))
    status, err = _check(capsys, real_project)
    assert status == 1
    assert err.splitlines()[:-1] == [
        f"rules_src/cr-archive/{name}:{heading}: '810' is not a section heading's number (three digits, a full "
        "stop and a space: '810. Two-Headed Giant Variant'): the section would not be read"
    ]


def test_an_excerpt_without_a_heading_stops_at_its_loss(mini_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # An excerpt has no contents to promise the heading: the loss of the section's rules tells.
    archive = mini_root / files.SOURCES_DIR / files.ARCHIVE_DIR
    drop_in(archive, archive / MINI_2010, NEXT_DATE, "810. Two-Headed Giant Variant", "")
    status, err = _check(capsys, mini_root)
    assert status == 1
    loss = err.splitlines()[0]
    assert re.fullmatch(
        r"rules_src/cr-archive/MagicCompRules-en-20100716\.txt:\d+: section 810 loses 5 of the 5 rules it had in "
        r"cr-en-2010-06-18 at once \(810\.1, .*; more than any edition has done, stopped, not published\. .* "
        r"confirm it in rules_src/confirmed-changes\.yaml: - \{edition: cr-en-2010-07-16, change: lost, section: 810, "
        r"rules: \[810\.1, [^]]*\], sha256: [0-9a-f]{64}, reason: <what you checked>\}",
        loss,
    ), loss


def test_half_a_section_vanishing_stops_the_build_until_confirmed(
    real_project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = real_project / files.SOURCES_DIR / files.ARCHIVE_DIR
    text = newest_real_edition().read_bytes().decode("utf-8-sig")
    block, _ = _cut(text, "810.4.", "810.10.")
    name = drop_in(archive, newest_real_edition(), LATER, block, "").name
    status, err = _check(capsys, real_project)
    assert status == 1
    lines = (archive / name).read_text(encoding="utf-8").splitlines()
    # The body's heading, not the contents' entry.
    heading = max(n for n, line in enumerate(lines, 1) if line.startswith("810. Two-Headed"))
    assert f"rules_src/cr-archive/{name}:{heading}: section 810 loses " in err
    assert "twohg check: 1 problem" in err
    # A person checked the official text: the confirmation lets this file through, and only while it is true.
    lost = re.search(r"rules: \[([^]]*)\]", err)
    assert lost is not None and lost[1].startswith("810.4, ")
    sha256 = hashlib.sha256((archive / name).read_bytes()).hexdigest()
    confirmed = real_project / files.CONFIRMED_CHANGES_FILE
    entry = (
        f"confirmed:\n  - edition: cr-en-2026-12-04\n    section: 810\n    change: lost\n    rules: [{lost[1]}]\n"
        f"    sha256: {sha256}\n    reason: checked against the official PDF\n"
    )
    confirmed.write_text(entry, encoding="utf-8")
    assert _check(capsys, real_project)[0] == 0
    # It pins what was checked: one more rule lost, or the same rules from another file, is stopped again.
    confirmed.write_text(entry.replace("810.4, ", ""), encoding="utf-8")
    status, err = _check(capsys, real_project)
    assert status == 1 and "the confirmation at rules_src/confirmed-changes.yaml:2 names other rules" in err
    confirmed.write_text(entry.replace(sha256, "0" * 64), encoding="utf-8")
    status, err = _check(capsys, real_project)
    assert status == 1 and "the confirmation at rules_src/confirmed-changes.yaml:2 was for another file" in err
    confirmed.write_text(entry.replace("lost", "gained"), encoding="utf-8")
    status, err = _check(capsys, real_project)
    assert status == 1
    assert (
        "rules_src/confirmed-changes.yaml:2: cr-en-2026-12-04 does not gain a large part of section 810: "
        "the confirmation is stale, remove it"
    ) in err


def _padded(archive: Path, numbers: list[str]) -> str:
    """The newest edition dropped in with invented rules, printed as ``numbers``, at the end of 810; its name."""
    words = ["quartz", "lantern", "meadow", "glacier", "violin", "harbor", "pepper", "comet", "saddle", "walnut"]
    invented = "".join(  # no two alike, and nothing like a real rule
        f"{number} Every {words[k % 10]} {words[(k * 3 + 1) % 10]} counts {k * 37 + 5} {words[(k + 4) % 10]}s "
        f"twice at dawn.\n\n"
        for k, number in enumerate(numbers)
    )
    body = "\n811. Alternating Teams Variant\n\n811.1."
    return drop_in(archive, newest_real_edition(), LATER, body, "\n" + invented + body[1:]).name


def test_a_block_of_new_rules_appearing_stops_the_build(real_project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archive = real_project / files.SOURCES_DIR / files.ARCHIVE_DIR
    name = _padded(archive, [f"810.{12 + k}." for k in range(30)])
    status, err = _check(capsys, real_project)
    assert status == 1
    gained = rf"rules_src/cr-archive/{name}:\d+: section 810 gains 30 of its 5\d rules at once \(810\.12, "
    assert re.search(gained, err)


def test_a_dozen_invented_rules_are_more_than_any_edition_gained(
    real_project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A fifth of section 810: under half a section, but no real edition ever gained more than 7 rules at once.
    archive = real_project / files.SOURCES_DIR / files.ARCHIVE_DIR
    name = _padded(archive, ["810.12."] + [f"810.12{letter}" for letter in "abcdefghijkl"])
    status, err = _check(capsys, real_project)
    assert status == 1
    assert re.search(
        rf"rules_src/cr-archive/{name}:\d+: section 810 gains 13 of its \d+ rules at once \(810\.12, ", err
    )


def _cut_copy(archive: Path, marker: str) -> Path:
    """The newest edition dropped in cut short: up to (not including) the last line that starts with ``marker``."""
    path = archive / drop_in(archive, newest_real_edition(), LATER).name
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.rindex(f"\n{marker}") + 1], encoding="utf-8")
    return path


def test_a_copy_cut_inside_the_2hg_rules_is_refused_at_its_last_line(
    real_project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = real_project / files.SOURCES_DIR / files.ARCHIVE_DIR
    path = _cut_copy(archive, "810.9b")
    name = path.name
    last = len(path.read_text(encoding="utf-8").rstrip("\n").split("\n"))
    heading = max(
        n for n, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1) if line.startswith("810. ")
    )
    status, err = _check(capsys, real_project)
    assert status == 1
    problem = err.splitlines()[0]
    assert problem.startswith(
        f"rules_src/cr-archive/{name}:{last}: the file stops here, in section 810 (line {heading}): its contents list "
    ), problem
    assert "(section 811, part 9, section 900, section 901 and 6 more) that it does not print" in problem
    # The rules after the cut are not "removed": nothing is published, and no confirmation can let it through.
    assert problem.endswith("a cut copy; stopped, not published. Use a whole copy of the official file"), problem
    assert not (real_project / "site").exists()


def test_a_copy_cut_inside_the_glossary_passes_only_once_confirmed(
    real_project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = real_project / files.SOURCES_DIR / files.ARCHIVE_DIR
    path = _cut_copy(archive, "Two-Headed Giant Variant")
    status, err = _check(capsys, real_project)
    assert status == 1
    assert "the file stops here, in the glossary (line " in err and "(the credits) that it does not print" in err
    suggested = re.search(r"confirm it in rules_src/confirmed-changes\.yaml: - \{(.*)\}", err)
    assert suggested is not None
    fields = dict(item.split(": ", 1) for item in suggested[1].split(", "))
    assert fields["sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
    (real_project / files.CONFIRMED_CHANGES_FILE).write_text(
        f"confirmed:\n  - edition: {fields['edition']}\n    change: cut\n    sha256: {fields['sha256']}\n"
        "    reason: the official file ends in its glossary\n",
        encoding="utf-8",
    )
    assert _check(capsys, real_project)[0] == 0
    # The same confirmation does not cover the file once it changes.
    path.write_text(path.read_text(encoding="utf-8") + "\nTwo-Headed Giant Variant\n", encoding="utf-8")
    status, err = _check(capsys, real_project)
    assert status == 1 and "was for another file" in err


def test_five_thousand_extra_subrules_stop_at_the_cap_at_once(
    real_project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = real_project / files.SOURCES_DIR / files.ARCHIVE_DIR
    extra = "".join(
        f"810.{12 + k // 26}{'abcdefghijklmnopqrstuvwxyz'[k % 26]} A subrule with nothing to say, number {k}.\n"
        for k in range(5000)
    )
    body = "\n811. Alternating Teams Variant\n\n811.1."
    drop_in(archive, newest_real_edition(), LATER, body, "\n" + extra + body)
    started = time.perf_counter()
    status, err = _check(capsys, real_project)
    assert time.perf_counter() - started < 20
    assert status == 1
    problems = err.splitlines()[:-1]
    assert len(problems) == 1
    assert "section 810 has more than 300 rules (a real 2HG section has about 60)" in problems[0]


def test_every_real_edition_passes_the_guard_with_no_confirmation(corpus: Corpus) -> None:
    from twohg.ingest import dropin

    editions = [
        (source.entry.id, source.parsed, source.text.lines)
        for source in corpus.sources
        if source.entry.file.startswith(f"{files.ARCHIVE_DIR}/")
    ]
    assert len(editions) >= 98
    assert dropin.sudden_changes(editions) == []
    # Every edition is whole but the archive's copy of 2013-02-01, which stops inside its glossary: a
    # person confirmed that cut, pinned to the file.
    books = {source.entry.id: source.outline for source in corpus.sources}
    cuts = dropin.cuts(editions, books)
    assert [(cut.edition, cut.line, cut.confirmable) for cut in cuts] == [("cr-en-2013-02-01", 4609, True)]
    confirmed = (ROOT / files.CONFIRMED_CHANGES_FILE).read_bytes()
    sha256 = {source.entry.id: source.sha256 for source in corpus.sources}
    assert dropin.check_editions(editions, confirmed, sha256, books) == []


# --- a drop-in that a missing-editions entry names ----------------------------------------------------------


def test_an_edition_listed_as_missing_and_then_dropped_in_builds_with_one_notice(
    mini_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = mini_root / files.SOURCES_DIR / files.ARCHIVE_DIR
    (mini_root / files.MISSING_EDITIONS_FILE).write_text(
        "missing:\n"
        "  - date: 2010-07-16\n    occasion: Magic 2011\n    source: https://example.org/a\n"
        "    says: it exists\n    confidence: certain\n"
        "  - date: 2010-10-01\n    occasion: Scars of Mirrodin\n    source: https://example.org/b\n"
        "    says: it exists\n    confidence: likely\n",
        encoding="utf-8",
    )
    drop_in(archive, archive / MINI_2010, NEXT_DATE)  # the edition of 2010-07-16, found and dropped in
    site = tmp_path / "site"
    status, _, err = run_cli(capsys, "--root", str(mini_root), "build", "--site-dir", str(site))
    notices = [line for line in err.splitlines() if "notice:" in line]
    assert status == 0, err
    assert notices == [
        "rules_src/missing-editions.yaml:2: notice: the archive now holds the edition of 2010-07-16: it is no longer "
        "listed as missing, and this entry can be removed"
    ]
    editions = json.loads((site / "api" / "editions.json").read_text(encoding="utf-8"))
    assert [entry["date"] for entry in editions["archive"]["missing"]] == ["2010-10-01"]
    assert editions["archive"]["last"] == "2010-07-16"
    page = (site / "editions" / "index.html").read_text(encoding="utf-8")
    assert "2010-10-01" in page and "2010-07-16: <code>" not in page
    status, _, err = run_cli(capsys, "--root", str(mini_root), "graph", "--json")
    assert status == 0 and err.count("notice:") == 1, err

"""How well the search answers the real questions people typed (tests/site/search/real/*.yaml), in both engines.

Run from the project root: ``.venv/bin/python bench/search_questions.py`` (Debian's /usr/bin/chromium).
It builds the project's site into a temporary folder (or reads one already built: ``--site-dir site``),
then asks every real question, and every golden query (``tests/site/search/queries.yaml``), of:

- ``twohg search``'s engine (Python, `twohg.site.search.query`) over the records and terms the site's
  ``search/twohg.json`` holds;
- the header search (``search.js`` in Chromium), on the page of the question's language;
- the peer: a plain fuzzy search with the field's own tool, rapidfuzz's ``WRatio`` of the question against
  each text's title and words (the texts in the question's language and in English), best first: what the
  same records answer without the site's reading of questions (concepts, numbers behind words, stop words,
  the rule in force first).

For each language, then for each kind (a question someone asked, a question heading of an article) and
scope (2hg, multiplayer, tournament), it prints how many questions, recall@5 (the share with a right text
in the first five), MRR (the mean of 1/rank of the first right text within five) and how many got no
result at all, for the three side by side; then every question the two engines answer differently (there
should be none). Targets (issue 29): recall@5 >= 0.9 in each language, no blank answer, both engines alike.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "tests"))

from playwright.sync_api import sync_playwright  # noqa: E402
from rapidfuzz import fuzz, process  # noqa: E402

from conftest import answers, golden_queries, real_questions, reciprocal_rank  # noqa: E402
from twohg.site.build import build_site  # noqa: E402
from twohg.site.search.index import index_of  # noqa: E402
from twohg.site.search.query import SearchIndex  # noqa: E402
from twohg.site.search.record import Record  # noqa: E402
from twohg.site.serve import serving  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
HOMES = {"en": "/", "es": "/es/", "fr": "/fr/", "ja": "/ja/"}
DEPTH = 5

RUN = """async (queries) => {
    await window.twohgSearch.load();
    await window.twohgSearch.prepare(queries);
    return queries.map(q => window.twohgSearch.answer(q, {}, 5).hits.map(h => h.record.id));
}"""


def expected_of(case: dict[str, Any]) -> list[str]:
    """What a case expects, as a list (a golden query may expect one text)."""
    wanted = case["expect"]
    return [wanted] if isinstance(wanted, str) else list(wanted)


def score(ids: Sequence[str], case: dict[str, Any], records: dict[str, Record]) -> float:
    """The reciprocal rank of the first right text among the first five ids (0 when none)."""
    right = [
        answers(records[i].kind, records[i].rule, records[i].number, i, expected_of(case))
        and not (case.get("old") and records[i].current)
        for i in ids[:DEPTH]
    ]
    return reciprocal_rank(right)


def fuzzy_peer(records: Sequence[Record]) -> Callable[[str, str], list[str]]:
    """The peer: rapidfuzz's WRatio of the question against each text (its language's and English), best first."""
    by_language: dict[str, tuple[list[str], list[str]]] = {}
    for language in HOMES:
        mine = [r for r in records if r.lang in (language, "en")]
        by_language[language] = ([r.id for r in mine], [f"{r.title} {r.text}"[:2000] for r in mine])

    def ask(query: str, language: str) -> list[str]:
        ids, texts = by_language[language]
        found = process.extract(query, texts, scorer=fuzz.WRatio, limit=DEPTH)
        return [ids[at] for _, _, at in found]

    return ask


def figures(ranks: Sequence[float], answered: Sequence[bool]) -> str:
    """``n  recall@5  MRR  blank`` of a group."""
    n = len(ranks)
    if not n:
        return "-"
    recall = sum(rank > 0 for rank in ranks) / n
    return f"{recall:4.2f} {sum(ranks) / n:4.2f} {sum(not a for a in answered):3d}"


def main() -> int:
    """Build (or read) the site, ask every question of the three, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--site-dir", type=Path, help="a site already built by `twohg build` (default: build one)")
    args = parser.parse_args()
    work = None
    site = args.site_dir
    if site is None:
        work = Path(tempfile.mkdtemp(prefix="bench-questions-"))
        site = work / "site"
        print("building the site...", file=sys.stderr)
        build_site(ROOT, site)
    try:
        document = json.loads((site / "search" / "twohg.json").read_text(encoding="utf-8"))
        index: SearchIndex = index_of(document)
        records = {record.id: record for record in index.records}
        peer = fuzzy_peer(index.records)
        real = real_questions()
        golden = [{**case, "kind": "golden", "scope": "golden"} for case in golden_queries()]
        cases = [*real, *golden]
        python = [[hit.record.id for hit in index.search(c["query"], c["lang"], DEPTH)] for c in cases]
        fuzzy = [peer(c["query"], c["lang"]) for c in cases]
        browser: list[list[str]] = [[] for _ in cases]
        with sync_playwright() as playwright, serving(site) as base:
            chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            for language, home in HOMES.items():
                page = chromium.new_page()
                page.goto(base + home, wait_until="load")
                at = [k for k, case in enumerate(cases) if case["lang"] == language]
                for k, ids in zip(at, page.evaluate(RUN, [cases[k]["query"] for k in at]), strict=True):
                    browser[k] = ids
                page.close()
            chromium.close()
        engines = {"python": python, "chromium": browser, "rapidfuzz": fuzzy}
        ranks = {
            name: [score(ids, case, records) for ids, case in zip(found, cases, strict=True)]
            for name, found in engines.items()
        }
        print(f"{len(real)} real questions, {len(golden)} golden queries; each engine: recall@5 MRR blank")
        print(f"{'':30} {'n':>4}  {'python':15} {'chromium':15} {'rapidfuzz (peer)':15}")
        groups: list[tuple[str, Callable[[dict[str, Any]], bool]]] = []
        for language in HOMES:
            groups.append((f"{language} real", lambda c, lang=language: c["lang"] == lang and c["kind"] != "golden"))
            for kind in ("question", "heading"):
                groups.append(
                    (f"  {language} {kind}", lambda c, lang=language, k=kind: c["lang"] == lang and c["kind"] == k)
                )
            for scope in ("2hg", "multiplayer", "tournament"):
                groups.append(
                    (
                        f"  {language} {scope}",
                        lambda c, lang=language, s=scope: (
                            c["lang"] == lang and c["kind"] != "golden" and c.get("scope", "2hg") == s
                        ),
                    )
                )
            groups.append((f"{language} golden", lambda c, lang=language: c["lang"] == lang and c["kind"] == "golden"))
        for name, wanted in groups:
            members = [k for k, case in enumerate(cases) if wanted(case)]
            if not members:
                continue
            row = [
                figures([ranks[engine][k] for k in members], [bool(engines[engine][k]) for k in members])
                for engine in engines
            ]
            print(f"{name:30} {len(members):4d}  {row[0]:15} {row[1]:15} {row[2]:15}")
        differ = [k for k in range(len(cases)) if python[k] != browser[k]]
        print(f"questions the two engines answer differently: {len(differ)}")
        for k in differ:
            print(f"  [{cases[k]['lang']}] {cases[k]['query'][:90]!r}")
            print(f"      python:   {', '.join(python[k]) or '-'}")
            print(f"      chromium: {', '.join(browser[k]) or '-'}")
    finally:
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

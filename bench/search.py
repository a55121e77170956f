"""The header search against mkdocs-material's built-in search, on the same site, in Chromium.

Run from the project root: ``.venv/bin/python bench/search.py`` (Debian's /usr/bin/chromium).
It builds the project's site twice into a temporary folder: as shipped (the header search over
``search/twohg.json`` with the vendored MiniSearch), and the same pages with Material's own
search plugin (lunr) instead, then prints for each, side by side:

- recall@5 and MRR (the mean of 1/rank of the first right hit within the first ten, 0 when none)
  on the golden query set (``tests/site/search/queries.yaml``; for Material, a hit counts when its
  page is the expected rule or entry, whether current or old);
- latency per keystroke, from the input event to the results in the DOM, median and p95, over
  every prefix of every golden query;
- bytes fetched before the first result (the index and the search code), raw and gzipped;
- time from page load to the first result of a query typed at once.

And the same latency on a generated corpus 50 times larger (``--scale``): the index's records
repeated with their numbers and words shuffled, for the header search only.

Then the two engines of the project on the same index, side by side: ``twohg search`` (Python,
`twohg.site.search.query`) on the records the site's ``search/twohg.json`` holds (checked row for
row) and the header search (``search.js`` in Chromium): recall@5 and MRR of each, and every golden
query on which their first five hits differ (issue 20: both engines give the same answers).
Targets (issue 10): p95 at most 5 ms per keystroke here and 10 ms at 50x; gzipped bytes before
the first result under 200 KB and under Material's own index; first result sooner than Material.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from playwright.sync_api import Page, sync_playwright  # noqa: E402

from twohg.graph.assembly import load_graph  # noqa: E402
from twohg.site.build import build_corpus_site, build_site  # noqa: E402
from twohg.site.pages.context import SiteContext  # noqa: E402
from twohg.site.search.index import index_document  # noqa: E402
from twohg.site.search.query import SearchIndex  # noqa: E402
from twohg.site.search.records import build_records  # noqa: E402
from twohg.site.serve import serving  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
QUERIES = ROOT / "tests" / "site" / "search" / "queries.yaml"
HOMES = {"en": "/", "es": "/es/", "fr": "/fr/", "ja": "/ja/"}
#: MRR counts the first right hit within this many.
MRR_DEPTH = 10

#: A hit as the engines are compared: (rule, record id without its kind, current): ("810.8a", "810.8a:cr-en-…", True).
Found = tuple[str | None, str, bool]

# --- the two searches, driven the same way ------------------------------------------------------

OURS_TIMINGS = """async (queries) => {
    await window.twohgSearch.load();
    await window.twohgSearch.prepare(queries);
    const box = document.querySelector('#twohg-search-input');
    const times = [];
    for (const q of queries) {
        for (let i = 1; i <= q.length; i++) {
            box.value = q.slice(0, i);
            const t0 = performance.now();
            box.dispatchEvent(new Event('input'));
            times.push(performance.now() - t0);  // search.js renders synchronously
        }
    }
    box.value = '';
    box.dispatchEvent(new Event('input'));
    return times;
}"""

MATERIAL_TIMINGS = """async (queries) => {
    const box = document.querySelector('.md-search__input');
    const list = document.querySelector('.md-search-result__list');
    const meta = document.querySelector('.md-search-result__meta');
    const times = [];
    const once = () => new Promise(resolve => {
        const seen = new MutationObserver(() => { seen.disconnect(); resolve(performance.now()); });
        seen.observe(list, {childList: true});
        seen.observe(meta, {childList: true, characterData: true, subtree: true});
        setTimeout(() => { seen.disconnect(); resolve(null); }, 2000);
    });
    for (const q of queries) {
        for (let i = 1; i <= q.length; i++) {
            box.value = q.slice(0, i);
            const done = once();
            const t0 = performance.now();
            box.dispatchEvent(new KeyboardEvent('keyup', {key: q[i - 1]}));
            const t1 = await done;
            if (t1 !== null) times.push(t1 - t0);
        }
    }
    return times;
}"""


def _expected(case: dict[str, Any]) -> list[str]:
    expect = case["expect"]
    return [expect] if isinstance(expect, str) else list(expect)


def _page_key(href: str) -> str:
    """A result's page as a rule number or an entry id: ``rules/810.8a/`` -> ``810.8a``."""
    path = href.split("://", 1)[-1].split("/", 1)[-1]
    path = re.sub(r"^(es|fr|ja)/", "", path)
    rule = re.match(r"rules/([^/]+)/", path)
    if rule:
        return rule[1]
    entry = re.match(r"sources/([^/]+)/#(q\d+|s\d+)$", path)
    return f"{entry[1]}/{entry[2]}" if entry else path


def rank(case: dict[str, Any], hits: list[Found]) -> int | None:
    """The rank (1-based) of the first right hit for a golden case, or None (an ``old`` case needs an old wording)."""
    wanted = _expected(case)
    for at, (rule, entry, current) in enumerate(hits, 1):
        if (rule in wanted or entry in wanted) and not (case.get("old") and current):
            return at
    return None


def quality(ranks: list[int | None]) -> str:
    """recall@5 and MRR of a list of ranks."""
    recall = sum(1 for at in ranks if at is not None and at <= 5) / len(ranks)
    mrr = sum(1 / at for at in ranks if at is not None and at <= MRR_DEPTH) / len(ranks)
    return f"recall@5 {recall:.2f}   MRR {mrr:.2f}   ({len(ranks)} queries)"


def hits_ours(page: Page, base: str, cases: list[dict[str, Any]]) -> list[list[Found]]:
    """The header search's first `MRR_DEPTH` hits for each case, each query on a page of its language."""
    found = []
    for case in cases:
        home = base + HOMES[case["lang"]]
        if page.url != home:
            page.goto(home, wait_until="networkidle")
        hits = page.evaluate(
            "async ([q, n]) => { await window.twohgSearch.load(); await window.twohgSearch.prepare([q]); "
            "return window.twohgSearch.search(q).slice(0, n)"
            ".map(h => [h.record.rule, h.record.id.split(':').slice(1).join(':'), h.record.current]) }",
            [case["query"], MRR_DEPTH],
        )
        found.append([(rule, entry, bool(current)) for rule, entry, current in hits])
    return found


def hits_cli(index: SearchIndex, cases: list[dict[str, Any]]) -> list[list[Found]]:
    """``twohg search``'s first `MRR_DEPTH` hits for each case, in the case's language."""
    return [
        [
            (hit.record.rule, hit.record.id.split(":", 1)[1], hit.record.current)
            for hit in index.search(case["query"], case["lang"], MRR_DEPTH)
        ]
        for case in cases
    ]


def ranks_material(page: Page, cases: list[dict[str, Any]]) -> list[int | None]:
    """The rank of the first right page in Material's results (current or old alike), once they have settled."""
    ranks: list[int | None] = []
    for case in cases:
        hrefs = page.evaluate(
            """async ([q, n]) => {
                const box = document.querySelector('.md-search__input');
                const list = document.querySelector('.md-search-result__list');
                const meta = document.querySelector('.md-search-result__meta');
                // Results settled: 100 ms without a change after the first one (2 s at the most).
                const settled = new Promise(resolve => {
                    let timer = setTimeout(resolve, 2000);
                    const seen = new MutationObserver(() => {
                        clearTimeout(timer);
                        timer = setTimeout(() => { seen.disconnect(); resolve(); }, 100);
                    });
                    seen.observe(list, {childList: true});
                    seen.observe(meta, {childList: true, characterData: true, subtree: true});
                });
                box.value = q;
                box.dispatchEvent(new KeyboardEvent('keyup', {key: 'x'}));
                await settled;
                return [...document.querySelectorAll('.md-search-result__item > .md-search-result__link')]
                    .slice(0, n).map(a => a.href);
            }""",
            [case["query"], MRR_DEPTH],
        )
        pages = [_page_key(href) for href in hrefs]
        ranks.append(next((at for at, key in enumerate(pages, 1) if key in _expected(case)), None))
    return ranks


def _wait_material_ready(page: Page) -> None:
    """Wait until Material's search has its index (polled: the pages' CSP refuses ``wait_for_function``'s eval)."""
    page.click(".md-search__input")
    deadline = time.monotonic() + 60
    ready = "() => document.querySelector('.md-search-result__meta').textContent.trim() === 'Type to start searching'"
    while not page.evaluate(ready):
        if time.monotonic() > deadline:
            raise TimeoutError("Material's search did not load its index within 60 s")
        time.sleep(0.05)


def first_result(page: Page, url: str, material: bool) -> tuple[float, int, int]:
    """Milliseconds from navigation to the first result of "platinum", and the search bytes fetched before it."""
    bodies: list[bytes] = []

    def keep(response: Any) -> None:
        name = response.url.rsplit("/", 1)[-1]
        if any(part in response.url for part in ("search", "minisearch", "lunr", "worker")) or name.endswith(".json"):
            try:
                bodies.append(response.body())
            except Exception:  # noqa: BLE001 - a redirect or an aborted request has no body
                pass

    page.on("response", keep)
    start = time.perf_counter()
    page.goto(url, wait_until="domcontentloaded")
    if material:
        _wait_material_ready(page)
        page.locator(".md-search__input").press_sequentially("platinum")
        page.locator(".md-search-result__item").first.wait_for(timeout=60000)
    else:
        page.locator("#twohg-search-input").click()
        page.locator("#twohg-search-input").press_sequentially("platinum")
        page.locator(".twohg-search__result").first.wait_for(timeout=60000)
    elapsed = (time.perf_counter() - start) * 1000
    page.remove_listener("response", keep)
    raw = sum(len(body) for body in bodies)
    zipped = sum(len(gzip.compress(body, 9)) for body in bodies)
    return elapsed, raw, zipped


def scaled_index(site: Path, factor: int) -> None:
    """Replace the site's index with one ``factor`` times larger: every record repeated, words rotated."""
    path = site / "search" / "twohg.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    fields = doc["fields"]
    text_at, id_at = fields.index("text"), fields.index("id")
    rows = []
    for copy in range(factor):
        for row in doc["records"]:
            new = list(row)
            words = str(row[text_at]).split()
            shift = copy % max(len(words), 1)
            new[text_at] = " ".join(words[shift:] + words[:shift])
            new[id_at] = f"{row[id_at]}#{copy}"
            rows.append(new)
    doc["records"] = rows
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")


def summary(times: list[float]) -> str:
    """Median and p95 of keystroke latencies."""
    ordered = sorted(times)
    p95 = ordered[max(0, int(round(0.95 * len(ordered))) - 1)]
    return f"median {statistics.median(ordered):6.2f} ms   p95 {p95:6.2f} ms   ({len(ordered)} keystrokes)"


def print_engines(cases: list[dict[str, Any]], cli: list[list[Found]], browser: list[list[Found]], same: bool) -> None:
    """The two engines side by side: their quality, and the golden queries on which their first five hits differ."""
    print("the project's two engines on the same index" + ("" if same else " (NOT the same rows: see above)"))
    for name, found in (("twohg search (Python)", cli), ("header search (Chromium)", browser)):
        print(f"  {name:<27} {quality([rank(case, hits) for case, hits in zip(cases, found, strict=True)])}")
    print(f"  {'same records':<27} {'yes, row for row' if same else 'no'}")
    differ = [
        (case, [entry for _, entry, _ in python[:5]], [entry for _, entry, _ in page[:5]])
        for case, python, page in zip(cases, cli, browser, strict=True)
    ]
    differ = [(case, python, page) for case, python, page in differ if python != page]
    print(f"  first five hits differ on {len(differ)} of {len(cases)} queries" + (":" if differ else ""))
    for case, python, page in differ:
        mark = ""
        if sorted(python) == sorted(page):
            mark = " (the same hits, in another order)"
        elif sorted(entry.split(":")[0] for entry in python) == sorted(entry.split(":")[0] for entry in page):
            mark = " (the same pages, other wordings or order)"  # <number>:<edition>: the same rule page
        print(f"    [{case['lang']}] {case['query']!r}, expected {case['expect']}{mark}")
        print(f"      python:  {', '.join(python) or '-'}")
        print(f"      browser: {', '.join(page) or '-'}")


def main() -> int:
    """Build both sites, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--scale", type=int, default=50, help="size factor of the generated corpus (default 50)")
    args = parser.parse_args()
    cases = yaml.safe_load(QUERIES.read_text(encoding="utf-8"))["queries"]
    queries = [case["query"] for case in cases]
    work = Path(tempfile.mkdtemp(prefix="bench-search-"))
    try:
        ours = work / "ours"
        build_site(ROOT, ours)
        # The peer: the same pages, with Material's own search plugin and no header search.
        config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
        config = config.replace("plugins:\n  - i18n:", "plugins:\n  - search\n  - i18n:")
        config = config.replace("  - assets/twohg/search.js\n", "")
        (work / "mkdocs.yml").write_text(config, encoding="utf-8")
        corpus, graph = load_graph(ROOT)
        material = work / "material"
        build_corpus_site(corpus, material, config_file=work / "mkdocs.yml", docs_dir=ROOT / "docs", graph=graph)
        # The CLI's engine on the records of the site's index (the same rows, checked).
        records = build_records(SiteContext(corpus, graph))
        shipped = json.loads((ours / "search" / "twohg.json").read_text(encoding="utf-8"))
        same_index = json.loads(json.dumps(index_document(records)["records"])) == shipped["records"]
        cli = hits_cli(SearchIndex(records), cases)
        browser_hits: list[list[Found]] = []
        rows: dict[str, dict[str, str]] = {"header search": {}, "Material (lunr)": {}}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            for name, site, is_material in (("header search", ours, False), ("Material (lunr)", material, True)):
                with serving(site) as base:
                    page = browser.new_page()
                    elapsed, raw, zipped = first_result(page, base + "/", is_material)
                    page.close()
                    page = browser.new_page()
                    page.goto(base + "/", wait_until="networkidle")
                    if is_material:
                        _wait_material_ready(page)
                        ranks = ranks_material(page, cases)
                        times = page.evaluate(MATERIAL_TIMINGS, queries)
                    else:
                        browser_hits = hits_ours(page, base, cases)
                        ranks = [rank(case, hits) for case, hits in zip(cases, browser_hits, strict=True)]
                        page.goto(base + "/", wait_until="networkidle")
                        times = page.evaluate(OURS_TIMINGS, queries)
                    page.close()
                    rows[name] = {
                        "quality": quality(ranks),
                        "per keystroke": summary(times),
                        "bytes before first result": f"{raw / 1024:.0f} KB raw, {zipped / 1024:.0f} KB gzipped",
                        "load to first result": f"{elapsed:.0f} ms",
                    }
            scaled = work / "scaled"
            shutil.copytree(ours, scaled)
            scaled_index(scaled, args.scale)
            with serving(scaled) as base:
                page = browser.new_page()
                page.goto(base + "/", wait_until="networkidle")
                times = page.evaluate(OURS_TIMINGS, queries)
                size = (scaled / "search" / "twohg.json").stat().st_size
                page.close()
            browser.close()
        for name, figures in rows.items():
            print(name)
            for key, value in figures.items():
                print(f"  {key:<27} {value}")
        print(f"header search, corpus x{args.scale} ({size / 1e6:.1f} MB index)")
        print(f"  {'per keystroke':<27} {summary(times)}")
        print("targets: p95 <= 5 ms (x1) and <= 10 ms (x50); gzipped < 200 KB and < Material's; first result sooner")
        print_engines(cases, cli, browser_hits, same_index)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The card data's cost: the build with and without it, what it adds to the site, what a phone loads, how fast.

Run from the project root: ``.venv/bin/python bench/card_data.py`` (the card data from ``--cards``, else
``$TWOHG_CARDS``, else ``../shared/cards``). In one run it prints, each beside its peer measured the same way:

- ``twohg build`` of the real site without the card data (the peer) and with it: wall-clock seconds, and the
  difference (target: at most 15 s more);
- the site's growth, by folder (target: at most 30 MB);
- what a phone downloads, gzipped, to look up one card by name from the header search and open its view: the
  search page's index and scripts, the name files the name's first characters need, the card view page and its
  data file; median and largest over a sample of names (target: at most 500 KB). The peer: all the names in one
  file, as a site without name files would ship them;
- the first result after the last keystroke in Chromium (served locally, the search index already loaded), for
  card names typed in full: median and p95 (target: 150 ms). The peer: a rule number typed the same way;
- ``twohg card`` and ``twohg search`` cold, a new process each time, against ``python -c "import yaml"`` (target:
  at most 4 times its median).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from twohg.site import urls  # noqa: E402
from twohg.site.build import build_site  # noqa: E402
from twohg.site.search.cardnames import query_keys  # noqa: E402
from twohg.site.serve import serving  # noqa: E402
from twohg.site.urls import data_shard, names_file  # noqa: E402

BUILD_TARGET_S = 15.0
GROWTH_TARGET_MB = 30.0
PHONE_TARGET_KB = 500.0
FIRST_RESULT_TARGET_MS = 150.0
CLI_TARGET_RATIO = 4.0
CHROMIUM = "/usr/bin/chromium"
TWOHG = "import sys; from twohg.cli import run; sys.exit(run())"


def built(site: Path, cards: Path | None) -> float:
    """Build the real site into ``site`` (with ``cards`` when given); the wall-clock seconds."""
    start = time.perf_counter()
    build_site(ROOT, site, cards=cards)
    return time.perf_counter() - start


def sizes(site: Path) -> dict[str, int]:
    """Every file of a built site and its size."""
    return {path.relative_to(site).as_posix(): path.stat().st_size for path in site.rglob("*") if path.is_file()}


def gz(data: bytes) -> int:
    """Bytes gzipped at level 6, as static servers send them."""
    return len(gzip.compress(data, compresslevel=6, mtime=0))


def wire(site: Path, path: str) -> int:
    """A file's bytes on the wire: the card files are gzip already, the rest is gzipped by the server."""
    data = (site / path).read_bytes()
    return len(data) if path.endswith(".jsonz") else gz(data)


def folder(path: str) -> str:
    """The folder a file counts in: the card files by kind, the rest by their first folder (a language's own)."""
    parts = path.split("/")
    if parts[0] in ("es", "fr", "ja") and len(parts) > 1:
        parts = parts[1:]
    if parts[0] == "cards" and len(parts) > 2 and parts[1] in ("data", "names"):
        return f"cards/{parts[1]}/"
    return parts[0] + ("/" if len(parts) > 1 else "")


def growth(without: dict[str, int], with_cards: dict[str, int]) -> None:
    """Print what the card data adds to the site, by folder."""
    grown: dict[str, int] = {}
    for path in set(without) | set(with_cards):
        delta = with_cards.get(path, 0) - without.get(path, 0)
        if delta:
            grown[folder(path)] = grown.get(folder(path), 0) + delta
    total = sum(with_cards.values()) - sum(without.values())
    print(
        f"\nSite size: {sum(without.values()) / 1e6:.1f} MB without the card data, "
        f"{sum(with_cards.values()) / 1e6:.1f} MB with it: +{total / 1e6:.1f} MB (target <= {GROWTH_TARGET_MB:.0f})"
    )
    for name, delta in sorted(grown.items(), key=lambda item: -abs(item[1]))[:8]:
        print(f"  {name:<24} {delta / 1e6:+8.2f} MB")


def phone_bytes(site: Path, names: Sequence[tuple[str, str]]) -> None:
    """Print what a phone downloads to look one card up by name and open its view."""
    fixed = [
        "index.html",
        "search/twohg.json",
        "assets/twohg/search.js",
        "assets/twohg/cardnames.js",
        "cards/view/index.html",
        "assets/twohg/card.js",
    ]
    base = sum(wire(site, path) for path in fixed if (site / path).is_file())
    totals = []
    for name, slug in names:
        shards = {names_file(key) for key in query_keys(name)}
        shards = {path for path in shards if (site / path).is_file()}
        data = data_shard(slug)
        totals.append(base + sum(wire(site, path) for path in shards) + wire(site, data))
    everything = b"".join(
        gzip.decompress(path.read_bytes()) for path in sorted((site / urls.CARD_NAMES).glob("*.jsonz"))
    )
    print(
        f"\nOne card looked up by name on a phone (gzipped, {len(names)} names): median "
        f"{statistics.median(totals) / 1000:.0f} KB, largest {max(totals) / 1000:.0f} KB "
        f"(target <= {PHONE_TARGET_KB:.0f}); of which the home page, search index and scripts {base / 1000:.0f} KB"
    )
    print(f"  peer: every name in one file would be {gz(everything) / 1000:.0f} KB gzipped, before any card's data")


FIRST_RESULT = """async (queries) => {
    await window.twohgSearch.load();
    const box = document.querySelector('#twohg-search-input');
    const times = [];
    for (const [q, wanted] of queries) {
        box.value = '';
        box.dispatchEvent(new Event('input'));
        await new Promise(r => setTimeout(r, 100));
        // Typed as a quick typist types (a key each 80 ms): the time counts from the last key.
        for (let i = 1; i < q.length; i++) {
            box.value = q.slice(0, i);
            box.dispatchEvent(new Event('input'));
            await new Promise(r => setTimeout(r, 80));
        }
        const t0 = performance.now();
        box.value = q;
        box.dispatchEvent(new Event('input'));
        // The first result shown: for a card name, that card (once its name files are read), else any result.
        const shown = await new Promise(resolve => {
            const check = () => {
                const first = document.querySelector('.twohg-search__result a');
                if (first && first.href.includes(wanted)) { resolve(true); }
                else if (performance.now() - t0 > 3000) { resolve(false); }
                else { requestAnimationFrame(check); }
            };
            check();
        });
        times.push(shown ? performance.now() - t0 : null);
    }
    return times;
}"""


def first_results(site: Path, cards: Sequence[tuple[str, str]], rules: Sequence[str]) -> None:
    """Print the time from the last keystroke to the first result in Chromium, for card names and rule numbers."""
    from playwright.sync_api import sync_playwright

    with serving(site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(base + "/", wait_until="networkidle")
        page.click("#twohg-search-input")
        card_times = page.evaluate(FIRST_RESULT, [[name, f"/cards/view/#{slug}"] for name, slug in cards])
        rule_times = page.evaluate(FIRST_RESULT, [[number, f"/{number}/"] for number in rules])
        browser.close()
    for label, given in (("card names", card_times), ("peer: rule numbers", rule_times)):
        times = [time for time in given if time is not None]
        if len(times) < len(given):
            print(f"  {label}: {len(given) - len(times)} of {len(given)} never showed the card first (3 s)")
        ordered = sorted(times)
        p95 = ordered[max(0, round(0.95 * len(ordered)) - 1)]
        print(f"  {label:<20} median {statistics.median(ordered):6.1f} ms   p95 {p95:6.1f} ms   ({len(ordered)})")


def cold(command: Sequence[str], runs: int, env: dict[str, str]) -> float:
    """The median milliseconds of ``command`` as a new process, ``runs`` times."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def commands(cards: Path, runs: int) -> None:
    """Print ``twohg card`` and ``twohg search`` cold against ``python -c "import yaml"``."""
    # Compiled modules kept, as a user's machine keeps them (the peer's are compiled when installed).
    env = {**os.environ, "PYTHONPATH": str(ROOT / "scripts"), "TWOHG_CARDS": str(cards)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    card = [sys.executable, "-c", TWOHG, "card", "Guttersnipe"]
    search = [sys.executable, "-c", TWOHG, "search", "What does Guttersnipe do in 2HG?"]
    for command in (card, search):  # the records saved once, the modules compiled once
        subprocess.run(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, check=False)
    yaml_ms = cold([sys.executable, "-c", "import yaml"], runs, env)
    print(f"\nCommands, cold, median of {runs} (target <= {CLI_TARGET_RATIO:.0f} x the peer):")
    print(f"  peer: python -c 'import yaml'   {yaml_ms:7.1f} ms")
    for label, command in (("twohg card Guttersnipe", card), ("twohg search (a card question)", search)):
        ms = cold(command, runs, env)
        print(f"  {label:<31} {ms:7.1f} ms   {ms / yaml_ms:4.1f} x")


def sample_names(cards: Path, size: int) -> list[tuple[str, str]]:
    """A seeded sample of card names in the four languages, with their addresses (from the built site's files)."""
    rows = []
    for path in sorted((cards / urls.CARD_NAMES).glob("*.jsonz")):
        rows += json.loads(gzip.decompress(path.read_bytes()))["rows"]
    named = sorted({(name, row[0]) for row in rows for name in row[1:5] if name})
    return random.Random(42).sample(named, min(size, len(named)))


def main() -> int:
    """Build twice, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cards", type=Path, default=None, help="the card data (default: $TWOHG_CARDS or beside)")
    parser.add_argument("--runs", type=int, default=5, help="runs of each cold command")
    args = parser.parse_args()
    cards = args.cards or Path(os.environ.get("TWOHG_CARDS") or ROOT.parent / "shared" / "cards")
    if not cards.exists():
        print(f"no card data at {cards}: give --cards PATH or set TWOHG_CARDS", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder_name:
        work = Path(folder_name)
        plain_s = built(work / "plain", None)
        cards_s = built(work / "cards", cards)
        print(
            f"twohg build: {plain_s:.1f} s without the card data (peer), {cards_s:.1f} s with it: "
            f"{cards_s - plain_s:+.1f} s (target <= +{BUILD_TARGET_S:.0f} s)"
        )
        growth(sizes(work / "plain"), sizes(work / "cards"))
        names = sample_names(work / "cards", 200)
        phone_bytes(work / "cards", names)
        print(
            "\nFirst result after the last keystroke, in Chromium (a phone's viewport), "
            f"target {FIRST_RESULT_TARGET_MS:.0f} ms:"
        )
        first_results(work / "cards", names[:60], ["810.9a", "606.6e", "805.4d", "810.7c"] * 5)
    commands(cards, args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())

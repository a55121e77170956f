"""Lighthouse's mobile audit of every kind of page in every language, on the site served compressed.

Run from the project root: ``.venv/bin/python bench/lighthouse.py`` (Node, npm and Debian's
/usr/bin/chromium). It builds the project's site into a temporary folder, with the card data of
``--cards`` (else ``$TWOHG_CARDS``, if set), or takes one already built (``--site-dir``); serves
it with ``twohg serve``'s server (gzip, as a static host does), installs the pinned ``lighthouse``
npm package into a temporary folder (Node is used for this benchmark only, never to build the
site) and runs its default audit (mobile: a simulated slow 4G network and a four times slower
CPU) on each kind of page in each language (`page_kinds`; the card view only on a site built
with the card data), each in a headless Chromium of its own. It prints, for each page, the four
scores (performance, accessibility, best practices, SEO), the largest contentful paint and the
audits that failed, and the lowest score of each category.

One audit of a page moves by up to five points from run to run, so each page is audited
``--runs`` times (three by default, as Lighthouse CI does), the rounds interleaved, and the
median run (by performance) is shown with the range of its performance scores. The peer,
audited in the same rounds, is a bare mkdocs-material page built here: the theme as our
mkdocs.yml configures it (features, palette, no web font), one page of text and a table,
nothing of ours (no plugin, script or style): what the theme alone costs on this machine.

Target (issues 22 and 44): performance >= 95 and accessibility, best practices and SEO 100 on
every page kind in every language. The figures move with the machine's load (the audit simulates the
network and CPU from a trace taken on this machine): compare runs made on an idle machine.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from twohg.site.build import build_site  # noqa: E402
from twohg.site.serve import serving  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
LIGHTHOUSE = "lighthouse@12.8.2"
"""The audit's version, pinned: another version weighs the metrics differently."""
LANGUAGES = ("en", "es", "fr", "ja")
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
SHORT = {"performance": "perf", "accessibility": "a11y", "best-practices": "best", "seo": "seo"}

# The driver: one audit per URL, each in a Chromium of its own (a fresh profile: a first visit; in one shared
# browser the page before would leave its language in storage, and the root short link would follow it), one
# JSON line per audit on stdout.
DRIVER = """
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const [chromePath, urlsJson] = process.argv.slice(2);
for (const url of JSON.parse(urlsJson)) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result.lhr;
    const failed = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    console.log(JSON.stringify({
      url,
      scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, c.score])),
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      fcp: lhr.audits["first-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      bytes: lhr.audits["total-byte-weight"].numericValue,
      failed,
      error: lhr.runtimeError ? lhr.runtimeError.message : null,
    }));
  } finally {
    await chrome.kill();
  }
}
"""


def page_kinds(site: Path) -> dict[str, str]:
    """Each kind of page -> its address in the default language, relative to the site's root.

    Where a kind has many pages, the one audited is a heavy case: the newest edition and the whole
    2HG text it prints, the oldest and the newest edition compared, the English FAQ; the first card.
    """
    editions = sorted(p.name for p in (site / "editions").iterdir() if p.name.startswith("cr-en-"))
    # The newest run of editions that print the 2HG text alike has the last text page (the newest edition's).
    texts = [edition for edition in editions if (site / "editions" / edition / "text" / "index.html").is_file()]
    oldest, newest = (edition.removeprefix("cr-en-") for edition in (editions[0], editions[-1]))  # their dates
    faqs = sorted(p.name for p in (site / "sources").iterdir() if "faq" in p.name and p.name.startswith("en-"))
    cards = sorted(
        p.name for p in (site / "cards").iterdir() if (p / "index.html").is_file() and p.name not in ("view", "check")
    )
    # With the card data: the card view (filled from its data file) and a rule page that lists cards.
    carded = (site / "cards" / "view" / "index.html").is_file()
    viewed = {"card view": "cards/view/#guttersnipe", "rule with cards": "rules/810.9a/"} if carded else {}
    return {
        "home": "",
        "rule": "rules/810.8a/",
        "removed rule": "rules/810.7c/",  # removed in 2018: its history and where its topic stands now
        "section": "sections/810/",
        "edition": f"editions/{editions[-1]}/",
        "edition full text": f"editions/{texts[-1]}/text/",
        "editions": "editions/",
        "compare": "compare/",  # the page's own pair: the newest edition and the one before
        # Two editions chosen in the address (compare.js reads ?from=&to=, edition dates): the widest span.
        "compare two editions": f"compare/?from={oldest}&to={newest}",
        "tournament": "tournament/9.3/",
        "FAQ": f"sources/{faqs[0]}/",
        "glossary": "glossary/",
        "card": f"cards/{cards[0]}/",
        "short link": "r/606.6e/",  # an old number: the page says what it was and where it went
        "API": "api/",
        "renumbering": "renumbering/",
        # The "page not found" page at its own address: Lighthouse audits no page answered with 404
        # (ERRORED_DOCUMENT_REQUEST), and a missing address that reads as a rule number goes on to the short link.
        "404": "404.html",
        **viewed,
    }


def install_lighthouse(folder: Path) -> None:
    """The pinned lighthouse package in ``folder`` (npm, once per folder) and the driver beside it."""
    if not (folder / "node_modules" / "lighthouse").is_dir():
        folder.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund", "--silent", "--prefix", str(folder), LIGHTHOUSE], check=True
        )
    (folder / "driver.mjs").write_text(DRIVER, encoding="utf-8")


PEER_PAGE = """# Two-Headed Giant

Two-Headed Giant is a Magic variant played by two teams of two players each. Each team shares a
life total and takes turns as a team. This page is the theme alone: text, a table, a note.

| Rule | Topic |
| --- | --- |
| 810.1 | Two-Headed Giant games are played by teams of two |
| 810.2 | The shared team turn option is used |
| 810.9 | Each team has a shared life total |

!!! note
    The variant has its own rules for mulligans, drawing cards and combat.
"""


def build_peer(folder: Path) -> Path:
    """A bare mkdocs-material site in ``folder``: one page, the theme as ``mkdocs.yml`` sets it, nothing of ours."""
    (folder / "docs").mkdir(parents=True)
    (folder / "docs" / "index.md").write_text(PEER_PAGE, encoding="utf-8")
    ours = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    theme = ours.split("\ntheme:\n", 1)[1].split("\n\n", 1)[0]  # the block: name, font, features, palette
    (folder / "mkdocs.yml").write_text(
        f"site_name: Peer\ntheme:\n{theme}\nmarkdown_extensions:\n  - admonition\n  - tables\n", encoding="utf-8"
    )
    config, site = folder / "mkdocs.yml", folder / "site"
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--quiet", "-f", str(config), "-d", str(site)], check=True)
    return site


def audit(folder: Path, urls: list[str]) -> list[dict[str, object]]:
    """Lighthouse's result of each URL, in order."""
    done = subprocess.run(
        ["node", str(folder / "driver.mjs"), CHROMIUM, json.dumps(urls)],
        check=True,
        capture_output=True,
        text=True,
        cwd=folder,
    )
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def main() -> None:
    """Build or take the site, audit each page kind in each language, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site-dir", type=Path, help="a site already built (default: build one)")
    parser.add_argument(
        "--cards", type=Path, help="the card data of the site built here (default: $TWOHG_CARDS, if set; else none)"
    )
    parser.add_argument("--lighthouse-dir", type=Path, help="where to install lighthouse (default: a temporary folder)")
    parser.add_argument("--languages", default=",".join(LANGUAGES), help="comma-separated (default: all four)")
    parser.add_argument("--kinds", help="comma-separated page kinds (default: all)")
    parser.add_argument("--runs", type=int, default=3, help="audits of each page; the median is shown (default: 3)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="twohg-lighthouse-") as scratch:
        site = args.site_dir
        if site is None:
            site = Path(scratch) / "site"
            print("building the site...", file=sys.stderr)
            cards = args.cards or (Path(os.environ["TWOHG_CARDS"]) if os.environ.get("TWOHG_CARDS") else None)
            build_site(ROOT, site, cards=cards)
        folder = args.lighthouse_dir or Path(scratch) / "lighthouse"
        install_lighthouse(folder)
        kinds = page_kinds(site)
        wanted = args.kinds.split(",") if args.kinds else list(kinds)
        pages = [
            (kind, language, ("" if language == "en" else f"{language}/") + kinds[kind])
            for kind in wanted
            for language in args.languages.split(",")
        ]
        peer = build_peer(Path(scratch) / "peer")
        with serving(site) as base, serving(peer) as peer_base:
            urls = [f"{base}/{path}" for _, _, path in pages] + [f"{peer_base}/"]
            rounds = [audit(folder, urls) for _ in range(max(1, args.runs))]
    pages.append(("peer", "en", ""))
    print(
        f"{'page':<22}{'lang':<6}"
        + "".join(f"{SHORT[c]:>6}" for c in CATEGORIES)
        + f"{'range':>8}{'LCP s':>7}{'FCP s':>7}{'TBT ms':>7}{'CLS':>6}{'KB':>6}  failed"
    )
    lowest = dict.fromkeys(CATEGORIES, 1.0)
    for index, (kind, language, _) in enumerate(pages):
        runs = sorted((r[index] for r in rounds), key=lambda r: r["scores"]["performance"] or 0)  # type: ignore[index]
        result = runs[len(runs) // 2]
        perf = [round(100 * (r["scores"]["performance"] or 0)) for r in runs]  # type: ignore[index]
        span = f"{perf[0]}-{perf[-1]}" if len(perf) > 1 else ""
        scores: dict[str, float | None] = result["scores"]  # type: ignore[assignment]
        for category in CATEGORIES if kind != "peer" else ():
            lowest[category] = min(lowest[category], scores.get(category) or 0.0)
        shown = "".join(f"{round(100 * (scores.get(c) or 0)):>6}" for c in CATEGORIES)
        metrics = {name: float(result.get(name) or 0) for name in ("lcp", "fcp", "tbt", "cls", "bytes")}  # type: ignore[arg-type]
        failed = ", ".join(result["failed"]) + (f" ERROR {result['error']}" if result["error"] else "")  # type: ignore[arg-type]
        print(
            f"{kind:<22}{language:<6}{shown}{span:>8}{metrics['lcp'] / 1000:>7.2f}{metrics['fcp'] / 1000:>7.2f}"
            f"{metrics['tbt']:>7.0f}{metrics['cls']:>6.2f}{metrics['bytes'] / 1024:>6.0f}  {failed}"
        )
    print(f"{'lowest (site)':<28}" + "".join(f"{round(100 * lowest[c]):>6}" for c in CATEGORIES))


if __name__ == "__main__":
    main()

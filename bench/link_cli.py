"""``twohg link`` from a cold start, beside a small Python program timed in turn with it in the same run.

Run from the project root: ``.venv/bin/python bench/link_cli.py``. It copies the project's inputs (the
sources and ``mkdocs.yml``) into a temporary folder, so that nothing is saved yet, links a post there
once (it builds the graph and saves the rule numbers, as the first ``twohg link`` after a change of
the sources or the code does), then, each in a new Python process as a forum writer's shell starts
it, ``--runs`` times:

- **a short post** (two lines: an old number, a current one, one no edition had), and in turn with it,
  run for run, **the peer**: ``python -c "import yaml"``, a small Python program that imports PyYAML (the
  yardstick of ``twohg search`` as well, `search_cli.py`). Printed: each one's median and p95, the ratio
  of the medians and the median of the ratios pair by pair (each ``twohg link`` over the peer run just
  after it: a machine whose speed drifts during the run weighs on both alike). Target: at most 4 times
  the peer;
- **a post of 1 MB** (a thread of numbers of every era, addresses, code, links and prose), ``--big-runs``
  times, as Markdown and as HTML read on a date: the median wall time. Target: under 5 s.

With ``--cards PATH`` (the card data), the short post with ``--cards`` and ``twohg card`` and ``twohg cards
check`` (a decklist of a few lines), against the same peer in the same loop: their first call builds the
search records with the card data, which they read.

Then the imports on the short post's path (``python -X importtime``): their total, the heaviest, and whether
any module of the graph was loaded (none should be, with the numbers saved). Compiled modules are kept (in a
temporary folder) as an installed package keeps them.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from search_cli import HEAVY, IMPORTS_YAML, TWOHG, imports, summary, timed

ROOT = Path(__file__).resolve().parents[1]
#: The most a short post may take, in medians, against a Python program that imports PyYAML.
TARGET_RATIO = 4.0
#: The most a post of 1 MB may take, in seconds.
TARGET_BIG_S = 5.0
SHORT_POST = "Under 606.6e both players of a team pass together; see 810.9c.\nAnd 810.99 does not exist.\n"
#: One stretch of a thread: numbers of each era and kind, an address, code, a link, a card, plain prose.
THREAD = (
    "Under 606.6e both players of a team pass together; see rule 606.5 as well.\n"
    "806.10c says the team's life total is set; 810.10 does not exist yet. [[Guttersnipe]]\n"
    "Rule 810.4 is the life total. Old thread: https://forum.example/t/810.7c?page=806.10\n"
    "[my notes on 810.5](/wiki/810.5) <b>810.9c</b> `810.7b` then 810.7a; 810.99 and 302.6.\n"
    "Just some prose without numbers, as most of a thread is, read and kept as it is.\n\n"
)
BIG_BYTES = 1_000_000
DECKLIST = "4 Guttersnipe\n2 Platinum Angel\n1 Ange de platine\n20 Island\n"


def twohg_command(project: Path, *args: str) -> list[str]:
    """``twohg --root <project> <args>`` as a new Python process."""
    return [sys.executable, "-c", TWOHG, "--root", str(project), *args]


def link_command(project: Path, post: Path, *options: str) -> list[str]:
    """``twohg --root <project> link <post> <options>`` as a new Python process."""
    return twohg_command(project, "link", str(post), *options)


def copy_inputs(destination: Path) -> Path:
    """The project's sources and site configuration in a new folder of its own (no numbers saved yet)."""
    shutil.copytree(ROOT / "rules_src", destination / "rules_src")
    shutil.copy2(ROOT / "mkdocs.yml", destination / "mkdocs.yml")
    return destination


def ratios(times: list[float], peer: list[float]) -> str:
    """The ratio of the medians of ``times`` and ``peer``, and the median of their ratios run by run."""
    medians = statistics.median(times) / statistics.median(peer)
    pairs = statistics.median(a / b for a, b in zip(times, peer, strict=True))
    return f"{medians:.2f}x (medians), {pairs:.2f}x (median of the pairs)"


def main() -> int:
    """Copy, build once, time the short post with its peer and the 1 MB post, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--runs", type=int, default=30, help="runs of the short post and of the peer (default 30)")
    parser.add_argument("--big-runs", type=int, default=3, help="runs of the 1 MB post in each form (default 3)")
    parser.add_argument("--cards", type=Path, default=None, help="the card data: time the commands that read it too")
    args = parser.parse_args()
    os.environ.pop("TWOHG_CARDS", None)  # the card data only where --cards names it
    work = Path(tempfile.mkdtemp(prefix="bench-link-cli-"))
    bytecode = work / "bytecode"
    try:
        project = copy_inputs(work / "project")
        short, big, deck = work / "short.txt", work / "big.txt", work / "deck.txt"
        short.write_text(SHORT_POST, encoding="utf-8")
        big.write_text(THREAD * (BIG_BYTES // len(THREAD.encode("utf-8")) + 1), encoding="utf-8")
        deck.write_text(DECKLIST, encoding="utf-8")
        time.sleep(2.1)  # files changed less than two seconds ago are not trusted to be saved (files.SETTLE_NS)
        load = os.getloadavg()[0]
        first = timed(link_command(project, short), project, bytecode)
        if not (project / ".twohg-cache" / "link-numbers.json").is_file():
            print("the rule numbers were not saved: every twohg link would build the graph", file=sys.stderr)
            return 1
        commands = {"twohg link, short post": link_command(project, short)}
        first_cards = 0.0
        if args.cards is not None:
            cards = str(args.cards.absolute())
            commands["twohg link --cards, short post"] = link_command(project, short, "--cards", cards)
            commands["twohg card"] = twohg_command(project, "card", "Guttersnipe", "--cards", cards)
            commands["twohg cards check"] = twohg_command(project, "cards", "check", str(deck), "--cards", cards)
            first_cards = timed(commands["twohg card"], project, bytecode)  # builds the records with the card data
        rows: dict[str, list[float]] = {name: [] for name in commands}
        peers: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, command in commands.items():
                # The peer runs just after each command: the two are paired run by run.
                rows[name].append(timed(command, project, bytecode))
                peers[name].append(timed([sys.executable, "-c", IMPORTS_YAML], project, bytecode))
        big_rows = {
            "1 MB post, Markdown": [
                timed(link_command(project, big), project, bytecode) / 1000 for _ in range(args.big_runs)
            ],
            "1 MB post, HTML, --date 2010-03": [
                timed(link_command(project, big, "--format", "html", "--date", "2010-03"), project, bytecode) / 1000
                for _ in range(args.big_runs)
            ],
        }
        total, heaviest, heavy = imports(link_command(project, short), project, bytecode)
        load = max(load, os.getloadavg()[0])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"twohg link from a cold start: a new process per call, {args.runs} runs, each beside a run of the peer")
    for name in commands:
        print(f"  {name:<40} {summary(rows[name])}")
    print(f"  {'peer: Python importing PyYAML':<40} {summary([ms for name in commands for ms in peers[name]])}")
    for name in commands:
        print(f"  {name} / the peer: {ratios(rows[name], peers[name])} (target: at most {TARGET_RATIO:.0f}x)")
    for name, seconds in big_rows.items():
        median = statistics.median(seconds)
        print(f"  {name:<40} median {median:5.2f} s ({len(seconds)} runs; target < {TARGET_BIG_S:.0f} s)")
    print(f"  {'first call, numbers built and saved':<40} {first / 1000:7.1f} s (what every call cost before)")
    if args.cards is not None:
        print(f"  {'first twohg card, records with cards built':<40} {first_cards / 1000:7.1f} s")
    print(f"  imports on the short post's path: {total:.0f} ms in all (python -X importtime); the heaviest:")
    for ms, module in heaviest:
        print(f"    {ms:6.1f} ms  {module}")
    print(f"  modules of the graph or the pages imported: {', '.join(heavy) if heavy else 'none'} (of {HEAVY})")
    print(f"  machine: {os.cpu_count()} cores, load average (1 min) up to {load:.1f} during the run")
    print(
        f"target: a short post at most {TARGET_RATIO:.0f}x the PyYAML program; a 1 MB post under {TARGET_BIG_S:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

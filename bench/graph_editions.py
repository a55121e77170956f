"""How the graph stages scale with the edition archive: the time of each stage with 4, 50 and every edition.

Run from the project root: ``.venv/bin/python bench/graph_editions.py``. Each size is a copy of the
project whose ``rules_src/cr-archive/`` holds that many official editions (the four of the first
archive, 2005-08-01, 2009-05-01, 2010-06-18 and 2024-11-08, then every other edition, then all),
built once to warm up and then timed ``--runs`` times (the best run is shown). The reviewed
lineage file names editions the smaller archives lack, so every size is aligned without it:
the work is the same, only the reviewed decisions are left out. The target (issue 44): the whole
``twohg graph`` at most 12 s with every edition (118; issue 7 asked 8 s of 98), and a cost that grows with the
number of distinct 2HG texts, not with the number of editions.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from twohg import files  # noqa: E402
from twohg.clock import Clock  # noqa: E402
from twohg.graph.assembly import ReviewedData, build_graph  # noqa: E402
from twohg.ingest.corpus import load_corpus  # noqa: E402
from twohg.text import wording_key  # noqa: E402

FIRST_FOUR = ("20050801", "20090501", "20100618", "20241108")


def archive_subsets() -> dict[int, list[Path]]:
    """The archive files of each size."""
    every = sorted((ROOT / "rules_src" / "cr-archive").glob("MagicCompRules-*.txt"))
    four = [path for path in every if any(date in path.name for date in FIRST_FOUR)]
    picked = set(four)
    for path in every[::2] + every[1::2]:  # every other edition first, so the fifty span the whole archive
        if len(picked) < 50:
            picked.add(path)
    fifty = sorted(picked)
    return {len(four): four, len(fifty): fifty, len(every): every}


def project(folder: Path, archive: list[Path]) -> Path:
    """A copy of the project's inputs with only ``archive`` in rules_src/cr-archive/."""
    shutil.copytree(ROOT / "rules_src", folder / "rules_src", ignore=shutil.ignore_patterns("MagicCompRules-*"))
    for path in archive:
        shutil.copy2(path, folder / "rules_src" / "cr-archive" / path.name)
    return folder


def measure(root: Path) -> tuple[dict[str, float], int, int]:
    """Stage times of one ingest and graph build, the number of rule texts and of distinct 2HG texts."""
    clock = Clock()
    corpus = load_corpus(root)
    clock.lap("ingest")
    reviewed = ReviewedData(
        cards=files.read_text(root / files.SOURCES_DIR / "cards.yaml"),
        lineage="",
        explanations=files.read_text(root / files.SOURCES_DIR / "alignment" / "explanations.yaml"),
    )
    graph, _ = build_graph(corpus, reviewed, clock)
    times = {stage.split(" (")[0]: seconds for stage, seconds in clock.laps}
    times["total"] = sum(seconds for _, seconds in clock.laps)
    official = [t for t in graph.texts.values() if t.edition.startswith("cr-en-")]
    distinct = {(str(t.number), wording_key(t.rule.text)) for t in official}
    return times, len(official), len(distinct)


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="timed runs per size (the best is shown)")
    args = parser.parse_args()
    results: dict[int, tuple[dict[str, float], int, int]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for size, archive in archive_subsets().items():
            root = project(Path(scratch) / str(size), archive)
            measure(root)  # warm up: imports, caches of the file system
            runs = [measure(root) for _ in range(args.runs)]
            best = min(runs, key=lambda run: run[0]["total"])
            results[size] = best
    sizes = list(results)
    stages = list(results[sizes[-1]][0])
    print(f"{'stage':<28}" + "".join(f"{size:>9} ed." for size in sizes))
    for stage in stages:
        print(f"{stage:<28}" + "".join(f"{results[size][0].get(stage, 0.0):>11.2f}s"[:-1] + "s" for size in sizes))
    print(f"{'official 2HG rule texts':<28}" + "".join(f"{results[size][1]:>13}" for size in sizes))
    print(f"{'distinct (number, wording)':<28}" + "".join(f"{results[size][2]:>13}" for size in sizes))
    small, large = results[sizes[0]], results[sizes[-1]]
    print(
        f"\n{sizes[-1]} editions cost {large[0]['total'] / small[0]['total']:.1f}x the {sizes[0]}-edition build for "
        f"{large[1] / small[1]:.1f}x the rule texts and {large[2] / small[2]:.1f}x the distinct texts "
        f"(target: the whole twohg graph at most 12 s with {sizes[-1]} editions)."
    )


if __name__ == "__main__":
    main()

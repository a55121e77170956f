"""The whole site build: its stage times, the pages and sizes it writes, and what a reader precaches for offline use.

Run from the project root: ``.venv/bin/python bench/site_build.py`` (or ``make bench``). It builds
the real project's site into a temporary folder with ``build_site``, timing each stage with the
project's `Clock` (the same laps ``twohg build`` prints), ``--runs`` times (the fastest run is
shown), then the same build on one core, the peer (the work the build splits between two cores
done in one process: `twohg.site.parallel`), then measures the site: HTML pages per language, total
size and size by folder and by language, the largest page and the largest rule page, and each
language's offline precache (files, bytes raw and gzipped, as the manifests ``offline/<lang>.json``
list them). The targets: the whole build at most 45 s without card
data on 2 cores (issue 44; 60 s before it), no rule page over 150 KB, and each precache within its budget.
"""

from __future__ import annotations

import argparse
import gzip
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from twohg.clock import Clock  # noqa: E402
from twohg.ingest.catalogue import LANGUAGES  # noqa: E402
from twohg.site import offline, parallel, urls  # noqa: E402
from twohg.site.build import build_site  # noqa: E402

BUILD_TARGET_S = 45.0
"""The whole ``twohg build`` may take at most this long (issue 44)."""
RULE_PAGE_TARGET_KB = 150.0
"""No rule page may weigh more than this."""


def timed_build(site: Path) -> tuple[float, list[tuple[str, float]]]:
    """Build the site into ``site``; return the wall-clock seconds and the clock's laps."""
    clock = Clock()
    start = time.perf_counter()
    build_site(ROOT, site, clock=clock)
    return time.perf_counter() - start, clock.laps


def language_of(path: str) -> str:
    """The language a built file belongs to: the first folder when it names a language, else the default."""
    first = path.split("/", 1)[0]
    return first if first in LANGUAGES and "/" in path else urls.DEFAULT_LANGUAGE


def is_rule_page(path: str) -> bool:
    """True for a rule page: ``rules/<number>/index.html`` in any language's folder."""
    parts = path.split("/")
    if language_of(path) != urls.DEFAULT_LANGUAGE:
        parts = parts[1:]
    return len(parts) == 3 and parts[0] == "rules" and parts[2] == "index.html"


def kb(size: int) -> str:
    """A size in KB, one decimal."""
    return f"{size / 1000:.1f} KB"


def mb(size: int) -> str:
    """A size in MB, two decimals."""
    return f"{size / 1_000_000:.2f} MB"


def gzipped(data: bytes) -> int:
    """The size of ``data`` gzipped at the level static servers commonly use (6)."""
    return len(gzip.compress(data, compresslevel=6, mtime=0))


def measure(site: Path) -> int:
    """Print the figures of a built site; return the size of its largest rule page."""
    sizes = {path.relative_to(site).as_posix(): path.stat().st_size for path in site.rglob("*") if path.is_file()}
    html = {path: size for path, size in sizes.items() if path.endswith(".html")}
    per_language = {language: 0 for language in LANGUAGES}
    for path in html:
        per_language[language_of(path)] += 1
    print(f"\n{'HTML pages':<28}" + "".join(f"{language:>8}" for language in LANGUAGES) + f"{'all':>8}")
    print(f"{'':<28}" + "".join(f"{per_language[language]:>8}" for language in LANGUAGES) + f"{len(html):>8}")
    api = sum(size for path, size in sizes.items() if path.startswith("api/"))
    print(f"\n{'site size':<28}{mb(sum(sizes.values()))} in {len(sizes)} files (api/: {mb(api)})")
    print_folders(sizes)
    largest = max(html, key=html.__getitem__)
    print(f"{'largest HTML page':<28}{largest} ({kb(html[largest])})")
    rules = {path: size for path, size in html.items() if is_rule_page(path)}
    largest_rule = max(rules, key=rules.__getitem__)
    over = [path for path, size in rules.items() if size > RULE_PAGE_TARGET_KB * 1000]
    print(
        f"{'largest rule page':<28}{largest_rule} ({kb(rules[largest_rule])}); "
        f"{len(over)} of {len(rules)} rule pages over {RULE_PAGE_TARGET_KB:.0f} KB"
    )
    print(f"\n{'offline precache':<28}{'files':>8}{'raw':>12}{'gzipped':>12}   (budget {mb(offline.PRECACHE_BUDGET)})")
    for language in LANGUAGES:
        _, count, total, entries = offline.read_manifest(
            (site / urls.offline_manifest(language)).read_text(encoding="utf-8")
        )
        packed = sum(gzipped((site / urls.url_file(url)).read_bytes()) for url, _ in entries)
        pages = sum(1 for url, _ in entries if urls.url_file(url).endswith(".html"))
        print(f"{language + f' ({pages} pages)':<28}{count:>8}{mb(total):>12}{mb(packed):>12}")
    return rules[largest_rule]


def folder_of(path: str) -> str:
    """The folder a built file is counted in: its first folder below its language's (``rules/``), else the root."""
    parts = path.split("/")
    if language_of(path) != urls.DEFAULT_LANGUAGE:
        parts = parts[1:]
    return f"{parts[0]}/" if len(parts) > 1 else "(root files)"


def print_folders(sizes: dict[str, int]) -> None:
    """The site's size by folder, every language's together, and by language, the largest first."""
    folders: dict[str, list[int]] = {}
    for path, size in sizes.items():
        folders.setdefault(folder_of(path), []).append(size)
    print(f"\n{'size by folder':<28}{'files':>8}{'size':>12}")
    for folder, found in sorted(folders.items(), key=lambda pair: -sum(pair[1])):
        print(f"{folder:<28}{len(found):>8}{mb(sum(found)):>12}")
    print(f"\n{'size by language':<28}{'files':>8}{'size':>12}")
    for language in LANGUAGES:
        found = [size for path, size in sizes.items() if language_of(path) == language]
        print(f"{language:<28}{len(found):>8}{mb(sum(found)):>12}")


def print_laps(laps: list[tuple[str, float]], whole: float) -> None:
    """A build's stages, and the whole."""
    print(f"{'stage':<28}{'seconds':>8}")
    for stage, seconds in laps:
        print(f"{stage:<28}{seconds:>8.2f}")
    mkdocs = sum(seconds for stage, seconds in laps if stage == "mkdocs")
    print(f"{'whole twohg build':<28}{whole:>8.2f}   (MkDocs {mkdocs:.2f} s, {mkdocs / whole:.0%})")


def main() -> None:
    """Build, time, measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1, help="timed builds (the fastest is shown)")
    parser.add_argument("--no-peer", action="store_true", help="skip the peer: the same build on one core")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        site = Path(scratch) / "site"
        runs = [timed_build(site) for _ in range(max(1, args.runs))]
        whole, laps = min(runs, key=lambda run: run[0])
        print(f"the build on {parallel.cores()} cores")
        print_laps(laps, whole)
        if not args.no_peer:
            # The peer, in the same run: the same build with the work the build splits between cores done on one.
            cores = parallel.cores
            parallel.cores = lambda: 1
            try:
                one, one_laps = timed_build(Path(scratch) / "one-core")
            finally:
                parallel.cores = cores
            print("\nthe peer: the same build on one core")
            print_laps(one_laps, one)
            print(f"\n{'two cores against one':<28}{whole / one:>8.2f}x the time")
        largest_rule = measure(site)
        print(
            f"\ntargets: whole build {whole:.1f} s <= {BUILD_TARGET_S:.0f} s: "
            f"{'yes' if whole <= BUILD_TARGET_S else 'NO'}; largest rule page {kb(largest_rule)} <= "
            f"{RULE_PAGE_TARGET_KB:.0f} KB: {'yes' if largest_rule <= RULE_PAGE_TARGET_KB * 1000 else 'NO'}"
        )


if __name__ == "__main__":
    main()

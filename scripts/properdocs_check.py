"""Build a project's site with MkDocs and with ProperDocs (a maintained fork of MkDocs 1.x); report what differs.

MkDocs 1.x is no longer maintained and mkdocs-material reaches its end of life on 2027-05-05.
ProperDocs keeps MkDocs 1.x's API under the name ``properdocs``; importing ``properdocs.replacement``
makes every ``mkdocs.*`` import (the project's, mkdocs-material's, mkdocs-static-i18n's) load the
``properdocs.*`` module instead. This script builds the mini corpus (``tests/fixtures/mini``, or
``--root``) with the project's pipeline (`twohg.site.build.build_site`) twice, each in a process of
its own: with MkDocs, in the Python running this script (the project's venv), and with ProperDocs
taking MkDocs's place, in a venv of its own. It then compares the two trees (files only in one,
files that differ, classified; a unified-diff excerpt of the first differing HTML files), and
checks that both refuse a page with a broken link in strict mode with the same problems.

Run from the project root::

    .venv/bin/python scripts/properdocs_check.py                     # the mini corpus
    .venv/bin/python scripts/properdocs_check.py --keep /tmp/pd      # keep /tmp/pd/mkdocs, /tmp/pd/properdocs
    .venv/bin/python scripts/properdocs_check.py --mask-generator    # ProperDocs's pages say MkDocs's generator
    .venv/bin/python scripts/properdocs_check.py --root . --no-strict-check   # the real site (about 2 x 35 s)

The ProperDocs venv (``--venv``, by default ``twohg-properdocs-venv`` in the temporary folder) is
created the first time, with ``properdocs==--properdocs`` and the project's own pins
(``pyproject.toml``'s dependencies but mkdocs, the other packages held to ``requirements.lock``):
that is the only step that needs the package registry. A venv that already holds those versions
is reused as it is, without asking the registry anything. The project itself is not installed
there: the workers import ``twohg`` from ``scripts/``, beside this file. Nothing is written into
the project: each build reads a copy of ``mkdocs.yml``, ``docs/`` and ``rules_src/``.

Exit status: 0 when the two sites are byte for byte the same (and the strict-mode check agrees),
1 when they differ, 2 when a site cannot be built (ProperDocs's venv cannot be set up, ProperDocs
fails or refuses the corpus, or ``mkdocs.*`` was not served by ProperDocs; or MkDocs itself fails).
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DEFAULT_ROOT = ROOT / "tests" / "fixtures" / "mini"
DEFAULT_VENV = Path(tempfile.gettempdir()) / "twohg-properdocs-venv"
PROPERDOCS_VERSION = "1.6.7"
#: What a build reads from the project (`twohg.files`: CONFIG_FILE, DOCS_DIR, SOURCES_DIR).
INPUTS = ("mkdocs.yml", "docs", "rules_src")
#: The packages whose versions both sides must share for a comparison to mean anything.
SHARED_PACKAGES = ("mkdocs-material", "mkdocs-static-i18n", "pymdown-extensions", "Markdown", "Jinja2", "Pygments")
#: The line the strict-mode check appends to a hand-written page: a link to a page that does not exist.
BROKEN_LINK = "\n\nSee [a page that does not exist](properdocs-check-missing.md).\n"
GENERATOR_RE = re.compile(rb'<meta name="generator" content="[^"]*">')
HASH_RE = re.compile(rb"[0-9a-f]{8,}")
NUMBER_RE = re.compile(rb"\d+")

EXIT_SAME, EXIT_DIFFER, EXIT_CANNOT_BUILD = 0, 1, 2
WORKER_REFUSED = 3
"""A worker's exit status when the pipeline refused the corpus (`twohg.problems.InputError`)."""


# ---------------------------------------------------------------------------------------------
# The worker: one build, in the process of the venv that runs it.


def _alias_properdocs(generator: str | None) -> dict[str, Any]:
    """Make ``mkdocs.*`` imports load ProperDocs's modules; optionally pin the generator ``<meta>``'s version."""
    import properdocs
    import properdocs.replacement  # noqa: F401  (installs the mkdocs.* -> properdocs.* import alias)

    if generator is not None:
        import properdocs.commands.build as properdocs_build

        get_context = properdocs_build.get_context

        def with_generator(*args: Any, **kwargs: Any) -> Any:
            context = get_context(*args, **kwargs)
            context["mkdocs_version"] = generator
            return context

        properdocs_build.get_context = with_generator
    return {"properdocs": properdocs.__version__}


def _foreign_mkdocs_modules() -> list[str]:
    """Modules loaded from the real ``mkdocs`` package's folder (none when ProperDocs served every import)."""
    from importlib import metadata

    try:
        folder = Path(str(metadata.distribution("mkdocs").locate_file("mkdocs"))).resolve()
    except metadata.PackageNotFoundError:
        return []
    loaded = []
    for name, module in list(sys.modules.items()):
        where = getattr(module, "__file__", None)
        if where and Path(where).resolve().is_relative_to(folder):
            loaded.append(name)
    return sorted(loaded)


def _versions(names: Sequence[str]) -> dict[str, str | None]:
    """The installed version of each distribution, None when it is not installed."""
    from importlib import metadata

    found: dict[str, str | None] = {}
    for name in names:
        try:
            found[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            found[name] = None
    return found


def worker(engine: str, root: Path, site_dir: Path, result_file: Path, generator: str | None) -> int:
    """Build ``root``'s site into ``site_dir`` with ``engine`` (mkdocs or properdocs); write a JSON result.

    Returns 0 when built, `WORKER_REFUSED` when the pipeline refused the corpus; raises otherwise.
    """
    result: dict[str, Any] = {"engine": engine, "versions": _versions(("mkdocs", "properdocs", *SHARED_PACKAGES))}
    # Written now too, so that a crash still tells the parent which versions crashed.
    result_file.write_text(json.dumps(result, indent=1), encoding="utf-8")
    if engine == "properdocs":
        _alias_properdocs(generator)
    sys.path.insert(0, str(HERE))
    from twohg.problems import InputError
    from twohg.site.build import build_site

    start = time.perf_counter()
    status = 0
    try:
        build_site(root, site_dir)
        result["built"] = True
    except InputError as error:
        result["built"] = False
        result["problems"] = [str(problem) for problem in error.problems]
        status = WORKER_REFUSED
    result["seconds"] = round(time.perf_counter() - start, 2)
    import mkdocs

    result["mkdocs_module"] = mkdocs.__name__
    result["foreign_mkdocs_modules"] = _foreign_mkdocs_modules() if engine == "properdocs" else []
    result_file.write_text(json.dumps(result, indent=1), encoding="utf-8")
    return status


# ---------------------------------------------------------------------------------------------
# The ProperDocs venv.


def project_pins() -> dict[str, str]:
    """``pyproject.toml``'s runtime dependencies (all pinned with ``==``), by name, mkdocs excluded."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pins = {}
    for requirement in project["dependencies"]:
        name, _, version = requirement.partition("==")
        if name.strip().lower() != "mkdocs":
            pins[name.strip()] = version.strip()
    return pins


def lock_constraints() -> list[str]:
    """``requirements.lock`` as plain ``name==version`` constraints (without its hashes)."""
    pinned = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*==[^\s\\;]+)")
    lock = ROOT / "requirements.lock"
    lines = lock.read_text(encoding="utf-8").splitlines() if lock.is_file() else []
    return [match[1] for match in map(pinned.match, lines) if match]


def _venv_python(venv: Path) -> Path:
    return venv / "bin" / "python"


def installed_versions(venv: Path, names: Sequence[str]) -> dict[str, str | None]:
    """The versions of ``names`` installed in ``venv`` (None for each when the venv has no Python)."""
    python = _venv_python(venv)
    if not python.exists():
        return dict.fromkeys(names)
    code = (
        "import importlib.metadata as m, json, sys\n"
        "def v(n):\n"
        "    try:\n"
        "        return m.version(n)\n"
        "    except m.PackageNotFoundError:\n"
        "        return None\n"
        "print(json.dumps({n: v(n) for n in sys.argv[1:]}))\n"
    )
    done = subprocess.run([str(python), "-c", code, *names], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        return dict.fromkeys(names)
    found: dict[str, str | None] = json.loads(done.stdout)
    return found


def _missing(wanted: dict[str, str], found: dict[str, str | None]) -> list[str]:
    return [
        f"{name}=={version} (found {found.get(name)})" for name, version in wanted.items() if found.get(name) != version
    ]


def ensure_venv(venv: Path, properdocs_version: str, say: Callable[[str], None]) -> str | None:
    """Create or complete the ProperDocs venv; None when it holds the wanted versions, else why not."""
    wanted = {"properdocs": properdocs_version, **project_pins()}
    missing = _missing(wanted, installed_versions(venv, list(wanted)))
    if not missing:
        say(f"venv: {venv} (reused: no package registry asked)")
        return None
    if not _venv_python(venv).exists():
        say(f"venv: creating {venv}")
        done = subprocess.run([sys.executable, "-m", "venv", str(venv)], capture_output=True, text=True, check=False)
        if done.returncode != 0:
            return f"python -m venv failed: {done.stderr.strip()[-800:]}"
    constraints = venv / "twohg-constraints.txt"
    constraints.write_text("\n".join(lock_constraints()) + "\n", encoding="utf-8")
    requirements = [f"{name}=={version}" for name, version in wanted.items()]
    say(f"venv: installing {' '.join(requirements)} (constraints: {constraints}); this needs the package registry")
    command = [str(_venv_python(venv)), "-m", "pip", "install", "--quiet", "-c", str(constraints), *requirements]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        errors = "\n".join(line for line in done.stderr.splitlines() if "is ignored" not in line)
        return f"pip install failed:\n{errors.strip()[-1500:]}"
    missing = _missing(wanted, installed_versions(venv, list(wanted)))
    return f"the venv still lacks {', '.join(missing)}" if missing else None


# ---------------------------------------------------------------------------------------------
# Builds, from the parent process.


@dataclass
class Build:
    """What one worker did: its JSON result, exit status and error output."""

    engine: str
    status: int
    result: dict[str, Any] = field(default_factory=dict)
    stderr: str = ""

    @property
    def built(self) -> bool:
        """True when the site was built."""
        return self.status == 0 and bool(self.result.get("built"))

    @property
    def refused(self) -> bool:
        """True when the pipeline refused the corpus with problems (not a crash)."""
        return self.status == WORKER_REFUSED

    def version(self) -> str:
        """The engine's name and version, as ``MkDocs 1.6.1``."""
        versions = self.result.get("versions", {})
        return (
            f"MkDocs {versions.get('mkdocs')}"
            if self.engine == "mkdocs"
            else f"ProperDocs {versions.get('properdocs')}"
        )

    def failure(self) -> str:
        """Why the build failed: its problems, or the end of its error output."""
        if self.refused:
            return "\n".join(f"    {problem}" for problem in self.result.get("problems", []))
        tail = self.stderr.strip().splitlines()[-15:]
        return "\n".join(f"    {line}" for line in tail) or f"    exit status {self.status}, no output"


def copy_inputs(root: Path, destination: Path) -> Path:
    """Copy what a build reads (`INPUTS`) from ``root`` into ``destination``; return it."""
    destination.mkdir(parents=True)
    for name in INPUTS:
        source = root / name
        if source.is_dir():
            shutil.copytree(source, destination / name, symlinks=True)
        elif source.is_file():
            shutil.copy2(source, destination / name)
    return destination


def run_worker(python: Path, engine: str, root: Path, site_dir: Path, work: Path, generator: str | None) -> Build:
    """Run `worker` in ``python``'s process for ``engine``; return what it did."""
    result_file = work / f"{engine}-{site_dir.name}.json"
    command = [str(python), str(Path(__file__).resolve()), "--worker", engine, "--root", str(root)]
    command += ["--site-dir", str(site_dir), "--result", str(result_file)]
    if generator is not None:
        command += ["--generator", generator]
    environment = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "PYTHONHOME")}
    done = subprocess.run(command, capture_output=True, text=True, check=False, env=environment)
    result = json.loads(result_file.read_text(encoding="utf-8")) if result_file.is_file() else {}
    return Build(engine, done.returncode, result, done.stderr)


# ---------------------------------------------------------------------------------------------
# Comparing the trees.


def tree_files(top: Path) -> set[str]:
    """Every file under ``top`` (hidden ones included), as POSIX paths relative to it."""
    return {path.relative_to(top).as_posix() for path in top.rglob("*") if path.is_file()}


def classify(path: str, left: bytes, right: bytes) -> str:
    """Why two versions of a file differ: the generator ``<meta>`` only, hashes or sizes only, or content."""
    if path.endswith(".html") and GENERATOR_RE.sub(b"", left) == GENERATOR_RE.sub(b"", right):
        return "generator <meta> only"

    def masked(data: bytes) -> bytes:
        return NUMBER_RE.sub(b"0", HASH_RE.sub(b"#", data))

    if masked(left) == masked(right):
        return "hashes/sizes only (derived from other files)"
    return "content"


@dataclass
class Comparison:
    """Two site trees compared file by file."""

    same: int
    only_left: list[str]
    only_right: list[str]
    differing: dict[str, str]

    @property
    def identical(self) -> bool:
        """True when the trees hold the same files with the same bytes."""
        return not (self.only_left or self.only_right or self.differing)


def compare_trees(left: Path, right: Path) -> Comparison:
    """Compare two built sites byte for byte."""
    left_files, right_files = tree_files(left), tree_files(right)
    differing: dict[str, str] = {}
    same = 0
    for path in sorted(left_files & right_files):
        a, b = (left / path).read_bytes(), (right / path).read_bytes()
        if a == b:
            same += 1
        else:
            differing[path] = classify(path, a, b)
    return Comparison(same, sorted(left_files - right_files), sorted(right_files - left_files), differing)


def diff_excerpt(left: Path, right: Path, path: str, lines: int, width: int = 200) -> list[str]:
    """The first ``lines`` lines of the unified diff of ``path`` in both trees, each cut to ``width``."""
    a = (left / path).read_text(encoding="utf-8", errors="replace").splitlines()
    b = (right / path).read_text(encoding="utf-8", errors="replace").splitlines()
    diff = difflib.unified_diff(a, b, f"mkdocs/{path}", f"properdocs/{path}", n=1, lineterm="")
    excerpt = []
    for number, line in enumerate(diff):
        if number >= lines:
            excerpt.append("    ...")
            break
        excerpt.append("    " + (line if len(line) <= width else line[:width] + " [...]"))
    return excerpt


def report_comparison(comparison: Comparison, left: Path, right: Path, excerpts: int, lines: int) -> list[str]:
    """The comparison, as the lines of the report."""
    out = [
        "Output trees (MkDocs | ProperDocs)",
        f"  identical files:      {comparison.same}",
        f"  only in MkDocs's:     {len(comparison.only_left)}",
        f"  only in ProperDocs's: {len(comparison.only_right)}",
        f"  differing files:      {len(comparison.differing)}",
    ]
    for label, paths in (("only in MkDocs's", comparison.only_left), ("only in ProperDocs's", comparison.only_right)):
        if paths:
            shown = ", ".join(paths[:10]) + (f", ... ({len(paths) - 10} more)" if len(paths) > 10 else "")
            out.append(f"  {label}: {shown}")
    kinds: dict[str, list[str]] = {}
    for path, kind in comparison.differing.items():
        kinds.setdefault(kind, []).append(path)
    for kind, paths in sorted(kinds.items(), key=lambda item: item[0] != "content"):
        shown = ", ".join(paths[:6]) + (", ..." if len(paths) > 6 else "")
        out.append(f"    {kind}: {len(paths)} ({shown})")
    html = sorted(
        (path for path in comparison.differing if path.endswith(".html")),
        key=lambda path: (comparison.differing[path] != "content", path),
    )
    for path in html[:excerpts]:
        out.append(f"  diff of {path} ({comparison.differing[path]}):")
        out.extend(diff_excerpt(left, right, path, lines))
    return out


# ---------------------------------------------------------------------------------------------
# The whole check.


def strict_check(
    root: Path, work: Path, python: Path, generator: str | None, say: Callable[[str], None]
) -> tuple[bool, list[str]]:
    """Both engines on a copy of ``root`` with a broken link in a hand-written page; (same problems, report)."""
    broken = copy_inputs(root, work / "broken-root")
    pages = sorted((broken / "docs").rglob("*.md"), key=lambda path: (path.name != "about.md", path))
    if not pages:
        return True, ["Strict mode: skipped (docs/ holds no Markdown page)"]
    page = pages[0]
    page.write_text(page.read_text(encoding="utf-8") + BROKEN_LINK, encoding="utf-8")
    shown = page.relative_to(broken).as_posix()
    say(f"strict check: a broken link added to {shown}, built with MkDocs and ProperDocs")
    mk = run_worker(Path(sys.executable), "mkdocs", broken, work / "broken-mkdocs", work, None)
    pd = run_worker(python, "properdocs", broken, work / "broken-properdocs", work, generator)
    out = [f"Strict mode ({shown} links to a page that does not exist)"]
    for build in (mk, pd):
        verdict = "refused it" if build.refused else "built it" if build.built else "failed"
        out.append(f"  {build.version()} {verdict}:")
        out.append(build.failure() if not build.built else "    (no problem reported)")
    if not mk.refused:
        out.append("  MkDocs did not refuse the page: the check says nothing (skipped)")
        return True, out
    same = pd.refused and mk.result.get("problems") == pd.result.get("problems")
    out.append("  -> the same problems" if same else "  -> the problems differ")
    if not same and pd.refused and len(pd.result.get("problems", [])) < len(mk.result.get("problems", [])):
        out.append(
            "     (ProperDocs logs its warnings under the 'properdocs' logger; twohg.site.build.run_mkdocs "
            "collects the 'mkdocs' one)"
        )
    return same, out


def check(args: argparse.Namespace) -> int:
    """Build with both engines, compare, print the report; return the exit status."""

    def say(message: str) -> None:
        print(message, flush=True)

    root = args.root.resolve()
    say(f"ProperDocs check: {root} built with MkDocs and with ProperDocs {args.properdocs}")
    why = ensure_venv(args.venv, args.properdocs, say)
    if why is not None:
        say(f"cannot set up the ProperDocs venv {args.venv}: {why}")
        return EXIT_CANNOT_BUILD
    python = _venv_python(args.venv)
    with tempfile.TemporaryDirectory(prefix="properdocs-check-") as temporary:
        work = Path(temporary)
        sites = args.keep.resolve() if args.keep else work / "sites"
        sites.mkdir(parents=True, exist_ok=True)
        left, right = sites / "mkdocs", sites / "properdocs"
        mk = run_worker(Path(sys.executable), "mkdocs", copy_inputs(root, work / "root-mkdocs"), left, work, None)
        if not mk.built:
            say(f"MkDocs could not build the site (nothing to compare):\n{mk.failure()}")
            return EXIT_CANNOT_BUILD
        generator = str(mk.result["versions"]["mkdocs"]) if args.mask_generator else None
        pd = run_worker(python, "properdocs", copy_inputs(root, work / "root-properdocs"), right, work, generator)
        lines = [f"{mk.version()} (this Python): {len(tree_files(left))} files in {mk.result['seconds']} s"]
        if not pd.built:
            say("\n".join([*lines, f"{pd.version()} ({python}) could not build the site:", pd.failure()]))
            return EXIT_CANNOT_BUILD
        foreign = pd.result.get("foreign_mkdocs_modules", [])
        served = pd.result.get("mkdocs_module") == "properdocs" and not foreign
        lines.append(f"{pd.version()} ({python}): {len(tree_files(right))} files in {pd.result['seconds']} s")
        if not served:
            say("\n".join([*lines, f"ProperDocs did not take MkDocs's place: modules of mkdocs loaded: {foreign}"]))
            return EXIT_CANNOT_BUILD
        lines.append("  every mkdocs.* import was served by properdocs (no module of the mkdocs package was loaded)")
        if generator is not None:
            lines.append(f"  --mask-generator: ProperDocs's pages name 'mkdocs-{generator}' as their generator")
        shared = {name: (mk.result["versions"].get(name), pd.result["versions"].get(name)) for name in SHARED_PACKAGES}
        lines.append("  shared packages: " + ", ".join(f"{name} {a}" for name, (a, b) in shared.items() if a == b))
        lines += [f"  VERSION MISMATCH {name}: {a} | {b}" for name, (a, b) in shared.items() if a != b]
        comparison = compare_trees(left, right)
        lines += ["", *report_comparison(comparison, left, right, args.diffs, args.lines)]
        same_problems = True
        if not args.no_strict_check:
            say("\n".join(lines))
            lines = [""]
            same_problems, strict_lines = strict_check(root, work, python, generator, say)
            lines += strict_lines
        if args.keep:
            lines.append(f"\nkept: {left} and {right}")
        status = EXIT_SAME if comparison.identical and same_problems else EXIT_DIFFER
        verdict = "the same sites" if comparison.identical else "different sites"
        if not same_problems:
            verdict += ", and report a broken link differently"
        lines.append(f"\nResult: MkDocs and ProperDocs give {verdict} (exit {status})")
        say("\n".join(lines))
        return status


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument(
        "--root", type=Path, default=DEFAULT_ROOT, help="the project to build (default: the mini corpus)"
    )
    parser.add_argument("--venv", type=Path, default=DEFAULT_VENV, help=f"ProperDocs's venv (default: {DEFAULT_VENV})")
    parser.add_argument("--properdocs", default=PROPERDOCS_VERSION, help="the ProperDocs version to install")
    parser.add_argument("--keep", type=Path, help="keep the two sites in DIR/mkdocs and DIR/properdocs")
    parser.add_argument(
        "--mask-generator",
        action="store_true",
        help="make ProperDocs's generator <meta> name MkDocs's version, the one difference it makes by design",
    )
    parser.add_argument("--no-strict-check", action="store_true", help="skip the broken-link (strict mode) check")
    parser.add_argument("--diffs", type=int, default=3, help="how many differing HTML files to show a diff of")
    parser.add_argument("--lines", type=int, default=14, help="lines of each diff shown")
    parser.add_argument("--worker", choices=("mkdocs", "properdocs"), help=argparse.SUPPRESS)
    parser.add_argument("--site-dir", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--result", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--generator", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the check, or one build when called as a worker."""
    args = parse_args(argv)
    if args.worker:
        return worker(args.worker, args.root, args.site_dir, args.result, args.generator)
    return check(args)


if __name__ == "__main__":
    sys.exit(main())

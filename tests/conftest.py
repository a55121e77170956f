"""Shared fixtures: the real corpus, a scratch copy of the project, the golden update switch."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, sync_playwright

from twohg.ingest.corpus import Corpus, load_corpus

ROOT = Path(__file__).resolve().parents[1]


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite the golden files under tests/ingest/golden from the current output",
    )


@pytest.fixture(scope="session")
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    """The project's real sources, loaded once for the whole test session."""
    return load_corpus(ROOT)


@pytest.fixture()
def project_copy(tmp_path: Path) -> Iterator[Path]:
    """A scratch copy of the project's inputs (rules_src, docs, mkdocs.yml) to break on purpose."""
    for name in ("rules_src", "docs"):
        if (ROOT / name).exists():
            shutil.copytree(ROOT / name, tmp_path / name)
    if (ROOT / "mkdocs.yml").exists():
        shutil.copy2(ROOT / "mkdocs.yml", tmp_path / "mkdocs.yml")
    yield tmp_path


CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """Debian's Chromium (never a downloaded browser)."""
    if not CHROMIUM.is_file():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium) or run `make test`")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()

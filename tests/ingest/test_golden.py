"""Golden dumps: every source's parsed units pinned; ``pytest --update-golden`` rewrites them."""

from __future__ import annotations

import difflib
import json
from pathlib import Path

import pytest

from twohg import files
from twohg.ingest.corpus import Corpus
from twohg.ingest.dump import dump_source

GOLDEN = Path(__file__).parent / "golden"
#: The golden cases, found on disk: one ``<source id>.json`` per source (every archived edition included).
SOURCE_IDS = sorted(path.stem for path in GOLDEN.glob("*.json"))


def _dump(corpus: Corpus, source_id: str) -> str:
    return json.dumps(dump_source(corpus.source(source_id)), ensure_ascii=False, indent=2) + "\n"


def test_every_source_has_a_golden_file_and_every_golden_file_a_source(corpus: Corpus, update_golden: bool) -> None:
    sources = {loaded.entry.id for loaded in corpus.sources}
    # An edition dropped into rules_src/cr-archive/ needs no golden file for make test to pass (issue 7);
    # `pytest --update-golden` pins it. Every other source must have one.
    archived = {loaded.entry.id for loaded in corpus.sources if loaded.entry.file.startswith(f"{files.ARCHIVE_DIR}/")}
    missing, stale = sorted(sources - set(SOURCE_IDS)), sorted(set(SOURCE_IDS) - sources)
    if not update_golden:
        missing = [source_id for source_id in missing if source_id not in archived]
    if update_golden:
        for source_id in missing:
            (GOLDEN / f"{source_id}.json").write_text(_dump(corpus, source_id), encoding="utf-8")
        for source_id in stale:
            (GOLDEN / f"{source_id}.json").unlink()
        return
    assert not missing, f"no golden file for {', '.join(missing)}: run pytest --update-golden and review them"
    assert not stale, f"golden files of no source: {', '.join(stale)}; run pytest --update-golden to remove them"


@pytest.mark.parametrize("source_id", SOURCE_IDS)
def test_dump_matches_golden(corpus: Corpus, source_id: str, update_golden: bool) -> None:
    if source_id not in {loaded.entry.id for loaded in corpus.sources}:
        pytest.skip(f"{source_id} is no source any more (the test above reports it)")
    actual = _dump(corpus, source_id)
    path = GOLDEN / f"{source_id}.json"
    if update_golden:
        path.write_text(actual, encoding="utf-8")
        return
    assert path.exists(), f"no golden file {path}: run pytest --update-golden and review the diff"
    expected = path.read_text(encoding="utf-8")
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True),
                actual.splitlines(keepends=True),
                fromfile=f"golden/{source_id}.json",
                tofile="current dump",
                n=2,
            )
        )
        pytest.fail(f"dump of {source_id} differs from its golden file:\n{diff[:20000]}")

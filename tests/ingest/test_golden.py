"""Golden dumps: every source's parsed units pinned; ``pytest --update-golden`` rewrites them."""

from __future__ import annotations

import difflib
import json
from pathlib import Path

import pytest

from twohg.ingest.corpus import Corpus
from twohg.ingest.dump import dump_source

GOLDEN = Path(__file__).parent / "golden"
SOURCE_IDS = [
    "cr-en-2005-08-01",
    "cr-en-2009-05-01",
    "cr-en-2010-06-18",
    "cr-en-2024-11-08",
    "es-cr-810",
    "en-forum-2hg-thread",
    "ja-2hg-summary",
    "en-dci-2hg-faq-2005",
    "fr-2hg-faq-2012",
]


def test_every_catalogue_source_has_a_golden_file(corpus: Corpus) -> None:
    assert sorted(loaded.entry.id for loaded in corpus.sources) == sorted(SOURCE_IDS)


@pytest.mark.parametrize("source_id", SOURCE_IDS)
def test_dump_matches_golden(corpus: Corpus, source_id: str, update_golden: bool) -> None:
    actual = json.dumps(dump_source(corpus.source(source_id)), ensure_ascii=False, indent=2) + "\n"
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

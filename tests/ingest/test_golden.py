"""Golden dumps: every source's parsed units pinned; ``pytest --update-golden`` rewrites them.

The cases are the golden files on disk (``golden/<source id>.json``); one test checks that they
are exactly the corpus' sources, whether named in the catalogue or found in the archive.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import Golden, golden_cases
from twohg import files
from twohg.ingest.corpus import Corpus
from twohg.ingest.dump import dump_source

GOLDEN = Path(__file__).parent / "golden"
#: The golden cases, found on disk: one ``<source id>.json`` per source (every archived edition included).
SOURCE_IDS = [name.removesuffix(".json") for name in golden_cases(GOLDEN, ".json")]


def _dump(corpus: Corpus, source_id: str) -> str:
    return json.dumps(dump_source(corpus.source(source_id)), ensure_ascii=False, indent=2) + "\n"


def test_every_source_has_a_golden_file_and_every_golden_file_a_source(corpus: Corpus, golden: Golden) -> None:
    # An edition dropped into rules_src/cr-archive/ needs no golden file for make test to pass (issue 7):
    # it gets a warning, and `pytest --update-golden` pins it. Every other source must have one.
    archived = {loaded.entry.id for loaded in corpus.sources if loaded.entry.file.startswith(f"{files.ARCHIVE_DIR}/")}
    sources = [loaded.entry.id for loaded in corpus.sources]
    golden.check_cases(
        GOLDEN, ".json", sources, lambda source_id: _dump(corpus, source_id), what="source", optional=archived
    )


@pytest.mark.parametrize("source_id", SOURCE_IDS)
def test_dump_matches_golden(corpus: Corpus, source_id: str, golden: Golden) -> None:
    if source_id not in {loaded.entry.id for loaded in corpus.sources}:
        pytest.skip(f"{source_id} is no source any more (the test above reports it)")
    golden.check(GOLDEN / f"{source_id}.json", _dump(corpus, source_id))

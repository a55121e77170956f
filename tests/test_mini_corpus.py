"""The mini corpus (tests/fixtures/mini) stays what it claims: excerpts of the real sources, the real site config."""

from __future__ import annotations

import pytest

from conftest import MINI, ROOT

SOURCES = sorted(
    path.relative_to(MINI / "rules_src").as_posix()
    for path in (MINI / "rules_src").rglob("*")
    if path.is_file() and path.suffix in (".txt", ".md")
)


def test_every_kind_of_source_is_there() -> None:
    assert SOURCES == [
        "cr-archive/MagicCompRules-en-20050801.txt",
        "cr-archive/MagicCompRules-en-20100618.txt",
        "en-dci-2hg-faq-2005.md",
        "en-forum-2hg-thread.txt",
        "es-cr-810.md",
        "fr-2hg-faq-2012.md",
        "ja-2hg-summary.txt",
    ]


@pytest.mark.parametrize("name", SOURCES)
def test_each_source_is_lines_of_the_real_file_in_order(name: str) -> None:
    real = (ROOT / "rules_src" / name).read_bytes().splitlines(keepends=True)
    position = 0
    for number, line in enumerate((MINI / "rules_src" / name).read_bytes().splitlines(keepends=True), 1):
        found = next((index for index in range(position, len(real)) if real[index] == line), None)
        if found is None:
            pytest.fail(f"line {number} of the mini {name} is not a later line of rules_src/{name}: {line!r}")
        position = found + 1


def test_the_site_configuration_is_the_real_one() -> None:
    assert (MINI / "mkdocs.yml").read_bytes() == (ROOT / "mkdocs.yml").read_bytes(), (
        "tests/fixtures/mini/mkdocs.yml differs from mkdocs.yml: copy it over"
    )

"""The house's arrows run one way: ingest -> graph -> site; no stage imports a later one."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from conftest import ROOT

PACKAGE = ROOT / "scripts" / "twohg"
#: Each stage and the later stages it must not import.
LATER = {"ingest": ("twohg.graph", "twohg.site"), "graph": ("twohg.site",)}


def _imports(path: Path) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return found


@pytest.mark.parametrize("stage", sorted(LATER))
def test_a_stage_never_imports_a_later_one(stage: str) -> None:
    wrong = [
        f"{path.relative_to(ROOT)}:{line}: imports {module}"
        for path in sorted((PACKAGE / stage).rglob("*.py"))
        for line, module in _imports(path)
        if module.startswith(LATER[stage])
    ]
    assert wrong == []

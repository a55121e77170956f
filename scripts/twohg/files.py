"""The one module that touches the filesystem: reading sources, writing outputs atomically."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path

#: Folder of the source texts and reviewed data files, relative to the project root.
SOURCES_DIR = "rules_src"
CATALOGUE = "sources.yaml"
OVERRIDES_DIR = "overrides"


def project_root() -> Path:
    """The project root: the nearest folder above the working directory holding ``rules_src``."""
    here = Path.cwd().resolve()
    for folder in (here, *here.parents):
        if (folder / SOURCES_DIR / CATALOGUE).is_file():
            return folder
    return here


def read_bytes(path: Path) -> bytes | None:
    """The file's bytes, or None when there is no such file."""
    try:
        return path.read_bytes()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None


def read_text(path: Path) -> str | None:
    """A UTF-8 data file (catalogue, overrides), or None when there is no such file."""
    data = read_bytes(path)
    return None if data is None else data.decode("utf-8-sig")


def write_tree(destination: Path, files: Mapping[str, bytes | str]) -> None:
    """Write ``files`` (relative path -> content) as the whole of ``destination``, atomically.

    Everything is written to a temporary folder beside the destination first; only when all of
    it is written does the folder replace the old one, so a failure leaves no half-written output.
    """
    destination = destination.resolve()
    destination.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{destination.name}-", dir=destination.parent))
    try:
        for relative, content in sorted(files.items()):
            target = staging / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
        replace_folder(staging, destination)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def replace_folder(staging: Path, destination: Path) -> None:
    """Move a fully written ``staging`` folder into place as ``destination``."""
    old = None
    if destination.exists():
        old = destination.with_name(f".{destination.name}-old-{os.getpid()}")
        destination.rename(old)
    staging.rename(destination)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def new_staging_folder(destination: Path) -> Path:
    """A fresh empty folder beside ``destination`` to build into before `replace_folder`."""
    destination = destination.resolve()
    destination.parent.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=f".{destination.name}-", dir=destination.parent))

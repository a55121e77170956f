"""The one module that touches the filesystem: reading sources, writing outputs atomically."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Collection, Mapping
from importlib import resources
from pathlib import Path

#: Folder of the source texts and reviewed data files, relative to the project root.
SOURCES_DIR = "rules_src"
CATALOGUE = "sources.yaml"
OVERRIDES_DIR = "overrides"
#: Folder of the official rulebook editions, relative to `SOURCES_DIR`: every file in it is an edition.
ARCHIVE_DIR = "cr-archive"

#: Every data file of the project, relative to the project root (as problems and evidence name them).
CATALOGUE_FILE = f"{SOURCES_DIR}/{CATALOGUE}"
CARDS_FILE = f"{SOURCES_DIR}/cards.yaml"
LINEAGE_FILE = f"{SOURCES_DIR}/alignment/lineage.yaml"
EXPLANATIONS_FILE = f"{SOURCES_DIR}/alignment/explanations.yaml"


def source_path(file: str) -> str:
    """The project-relative path of a source file named relative to `SOURCES_DIR` (as the catalogue does)."""
    return f"{SOURCES_DIR}/{file}"


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


def list_folder(folder: Path, suffix: str) -> list[str]:
    """The names of the regular files in ``folder`` ending in ``suffix``, sorted; empty when there is no folder."""
    if not folder.is_dir():
        return []
    return sorted(entry.name for entry in folder.iterdir() if entry.name.endswith(suffix) and entry.is_file())


def read_text(path: Path) -> str | None:
    """A UTF-8 data file (catalogue, overrides), or None when there is no such file."""
    data = read_bytes(path)
    return None if data is None else data.decode("utf-8-sig")


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


def check_relative(relative: str) -> str:
    """Return ``relative`` when it is a plain relative path (``a/b.json``); raise ValueError otherwise."""
    if "\\" in relative or any(part in ("", ".", "..") for part in relative.split("/")):
        raise ValueError(f"not a plain relative path: {relative!r}")
    return relative


def write_files(folder: Path, files: Mapping[str, bytes | str], *, overwrite: bool = False) -> None:
    """Write ``files`` (relative path -> content) into the existing ``folder``.

    Refuses paths that would leave the folder and, unless ``overwrite``, files that exist already.
    """
    for relative, content in sorted(files.items()):
        target = folder / check_relative(relative)
        if not overwrite and target.exists():
            raise FileExistsError(f"{relative} exists already in {folder}")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)


def copy_tree(source: Path, destination: Path, *, skip: Collection[str] = ()) -> None:
    """Copy the folder ``source`` to the new folder ``destination``, without the top-level entries in ``skip``."""
    top = source.resolve()

    def ignore(folder: str, names: list[str]) -> list[str]:
        return [name for name in names if name in skip] if Path(folder).resolve() == top else []

    shutil.copytree(top, destination, ignore=ignore)


def remove_tree(path: Path) -> None:
    """Delete a folder and everything in it; nothing happens when it is not there."""
    shutil.rmtree(path, ignore_errors=True)


def remove_file(path: Path) -> None:
    """Delete one file; nothing happens when it is not there."""
    path.unlink(missing_ok=True)


def is_file(path: Path) -> bool:
    """True when ``path`` is an existing file."""
    return path.is_file()


def read_package_text(relative: str) -> str:
    """A data file shipped inside the ``twohg`` package (the JSON Schemas), as text."""
    return resources.files("twohg").joinpath(relative).read_text(encoding="utf-8")

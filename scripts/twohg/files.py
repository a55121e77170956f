"""The one module that touches the filesystem: reading sources, writing outputs atomically."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Collection, Mapping
from importlib import resources
from pathlib import Path

#: Folder of the source texts and reviewed data files, relative to the project root.
SOURCES_DIR = "rules_src"
#: Folder of the hand-written pages, relative to the project root.
DOCS_DIR = "docs"
CATALOGUE = "sources.yaml"
OVERRIDES_DIR = "overrides"
#: Folder of the official rulebook editions, relative to `SOURCES_DIR`: every file in it is an edition.
ARCHIVE_DIR = "cr-archive"

#: Every data file of the project, relative to the project root (as problems and evidence name them).
CATALOGUE_FILE = f"{SOURCES_DIR}/{CATALOGUE}"
CARDS_FILE = f"{SOURCES_DIR}/cards.yaml"
LINEAGE_FILE = f"{SOURCES_DIR}/alignment/lineage.yaml"
EXPLANATIONS_FILE = f"{SOURCES_DIR}/alignment/explanations.yaml"
TRANSLATIONS_FILE = f"{SOURCES_DIR}/alignment/translations.yaml"
SYNONYMS_FILE = f"{SOURCES_DIR}/synonyms.yaml"
MISSING_EDITIONS_FILE = f"{SOURCES_DIR}/missing-editions.yaml"
CONFIRMED_CHANGES_FILE = f"{SOURCES_DIR}/confirmed-changes.yaml"


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


#: The largest source file read: the biggest official rulebook is 1.7 MB.
MAX_SOURCE_BYTES = 8 * 1024 * 1024


class UnsafePath(ValueError):
    """A path the build will not read: outside the project's input folders, a link out of them, not a file."""


def _inside(path: Path, folders: Collection[Path]) -> bool:
    return any(path == folder or folder in path.parents for folder in folders)


def check_input(path: Path, root: Path) -> Path:
    """``path`` resolved, when it is a regular file inside ``root``'s input folders; raise UnsafePath otherwise.

    Symbolic links are followed and must land inside the input folders too; devices, pipes and
    folders are refused, and so is a file larger than `MAX_SOURCE_BYTES`.
    """
    root = root.resolve()
    inputs = [root / SOURCES_DIR, root / DOCS_DIR]
    if not _inside(path.absolute(), [root]) or not _inside(Path(os.path.normpath(path.absolute())), inputs):
        raise UnsafePath(f"{path} is outside the project's input folders ({SOURCES_DIR}/, {DOCS_DIR}/)")
    resolved = path.resolve()
    if not _inside(resolved, [folder.resolve() for folder in inputs]):
        raise UnsafePath(f"{path} links to {resolved}, outside the project's input folders")
    if resolved.exists() and not resolved.is_file():
        raise UnsafePath(f"{path} is not a regular file")
    if resolved.exists() and resolved.stat().st_size > MAX_SOURCE_BYTES:
        raise UnsafePath(f"{path} is larger than {MAX_SOURCE_BYTES // (1024 * 1024)} MB")
    return resolved


def read_bytes(path: Path) -> bytes | None:
    """The file's bytes, or None when there is no such file (only regular files are read)."""
    try:
        if not path.is_file():
            return None
        return path.read_bytes()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None


def read_input(path: Path, root: Path) -> bytes | None:
    """An input file's bytes (see `check_input`), or None when there is no such file; raise UnsafePath."""
    return read_bytes(check_input(path, root))


def read_post(path: Path | None) -> str | None:
    """A post for the autolinker, named on the command line (None: standard input), as text.

    The one input read from where the user says: a regular file of at most `MAX_SOURCE_BYTES`, in
    UTF-8 (a byte-order mark is dropped); None when it is not one.
    """
    if path is None:
        data = sys.stdin.buffer.read(MAX_SOURCE_BYTES + 1)
    else:
        if not path.is_file() or path.stat().st_size > MAX_SOURCE_BYTES:
            return None
        data = path.read_bytes()
    if len(data) > MAX_SOURCE_BYTES:
        return None
    try:
        return data.decode("utf-8-sig").replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError:
        return None


def list_folder(folder: Path, suffix: str) -> list[str]:
    """The names of the regular files in ``folder`` ending in ``suffix``, sorted; empty when there is no folder."""
    if not folder.is_dir():
        return []
    return sorted(entry.name for entry in folder.iterdir() if entry.name.endswith(suffix) and entry.is_file())


def list_tree(folder: Path) -> list[str]:
    """Every regular file under ``folder``, as sorted paths relative to it (``a/b.html``); empty when there is none."""
    if not folder.is_dir():
        return []
    return sorted(path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file())


def read_text(path: Path) -> str | None:
    """A UTF-8 data file (catalogue, overrides), or None when there is no such file."""
    data = read_bytes(path)
    return None if data is None else data.decode("utf-8-sig")


#: A file our builds leave in every site and staging folder, so that a later build knows it may replace them.
SITE_MARKER = ".twohg-site"


def check_output(destination: Path, root: Path) -> Path:
    """``destination`` resolved, when it may be built into; raise UnsafePath otherwise.

    The output folder must hold no input: never the project root or an ancestor of it, never
    ``rules_src/`` or ``docs/`` or anything inside them, never the home folder or ``/``; and an
    existing folder must be empty or a previous build of ours (it has `SITE_MARKER`).
    """
    target, root = destination.resolve(), root.resolve()
    home = Path.home().resolve()
    forbidden = [root / SOURCES_DIR, root / DOCS_DIR]
    if target == root or target in root.parents or target in (home, Path("/")) or target in home.parents:
        raise UnsafePath(f"{destination} holds the project or its inputs: choose a folder of its own, such as site/")
    if any(_inside(target, [folder.resolve()]) for folder in forbidden):
        raise UnsafePath(f"{destination} is inside the project's input folders ({SOURCES_DIR}/, {DOCS_DIR}/)")
    if target.exists() and (not target.is_dir() or (any(target.iterdir()) and not (target / SITE_MARKER).is_file())):
        raise UnsafePath(f"{destination} exists and is not a previous build of the site: it will not be replaced")
    return target


def _ours(folder: Path) -> bool:
    return folder.is_dir() and not folder.is_symlink() and (folder / SITE_MARKER).is_file()


def recover_and_clean(destination: Path) -> None:
    """Undo what an interrupted build left beside ``destination``: restore the previous site, remove staging.

    A build killed between the two renames of `replace_folder` leaves no site but the previous one
    under ``.<name>-old-<pid>``: it is put back. Staging folders of ours are removed.
    """
    destination = destination.resolve()
    if not destination.parent.is_dir():
        return
    leftovers = sorted(destination.parent.glob(f".{destination.name}-*"))
    for folder in leftovers:
        if not _ours(folder):
            continue
        if "-old-" in folder.name and not destination.exists():
            folder.rename(destination)
        else:
            shutil.rmtree(folder, ignore_errors=True)


def replace_folder(staging: Path, destination: Path) -> None:
    """Move a fully written ``staging`` folder into place as ``destination`` (marked as a build of ours).

    At every moment either the previous site or the new one is at ``destination``, or the previous
    one waits under ``.<name>-old-<pid>`` for `recover_and_clean` to put it back.
    """
    (staging / SITE_MARKER).write_text("Built by twohg build; twohg replaces this folder on the next build.\n")
    old = None
    if destination.exists():
        old = destination.with_name(f".{destination.name}-old-{os.getpid()}")
        destination.rename(old)
    staging.rename(destination)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def new_staging_folder(destination: Path) -> Path:
    """A fresh empty folder beside ``destination`` to build into before `replace_folder`, marked as ours."""
    destination = destination.resolve()
    destination.parent.mkdir(parents=True, exist_ok=True)
    recover_and_clean(destination)
    staging = Path(tempfile.mkdtemp(prefix=f".{destination.name}-", dir=destination.parent))
    (staging / SITE_MARKER).write_text("A staging folder of twohg build.\n")
    return staging


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
    for path in sorted(top.rglob("*")):
        if path.is_symlink():
            raise UnsafePath(
                f"{path.relative_to(top.parent)}: a symbolic link; the site is built from regular files only"
            )

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

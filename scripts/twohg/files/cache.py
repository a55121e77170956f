"""What commands save to answer faster next time (``.twohg-cache/``): read, written and sealed here.

Part of the one package that touches the filesystem (`twohg.files`, which re-exports these names).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from twohg.files import check_relative, read_own_file, replace_whole

#: Folder, relative to the project root, of what commands save to answer faster next time (never published).
CACHE_DIR = ".twohg-cache"
#: The largest cache file read.
MAX_CACHE_BYTES = 64 * 1024 * 1024
#: A file changed less than this long ago (nanoseconds) may change again within the same tick of the
#: filesystem's clock, unseen by its times: a state with such a file is not settled (`tree_state`).
SETTLE_NS = 2_000_000_000


def code_folder() -> Path:
    """The folder of the ``twohg`` package's own files (its code and data), of which this module is a part."""
    return Path(__file__).resolve().parents[1]


def _tree_entries(folder: Path) -> list[tuple[str, os.stat_result]]:
    """Every entry under ``folder`` but its folders and bytecode caches, as (relative path, lstat), sorted.

    Links are listed, not followed; a missing folder has no entries.
    """
    found: list[tuple[str, os.stat_result]] = []

    def walk(path: str, prefix: str) -> None:
        try:
            with os.scandir(path) as entries:
                listed = list(entries)
        except OSError:  # missing, no folder, unreadable: no entries (as os.walk)
            return
        for entry in listed:
            status = entry.stat(follow_symlinks=False)
            if stat.S_ISDIR(status.st_mode):
                if entry.name != "__pycache__":
                    walk(entry.path, f"{prefix}{entry.name}/")
            else:
                found.append((prefix + entry.name, status))

    walk(str(folder), "")
    return sorted(found, key=lambda entry: entry[0])


def _linked(path: Path, status: os.stat_result) -> list[os.stat_result]:
    """What a link points to, ``[stat]`` (none when ``path`` is no link or points nowhere)."""
    if not stat.S_ISLNK(status.st_mode):
        return []
    try:
        return [path.stat()]
    except OSError:
        return []


def tree_state(folders: Mapping[str, Path]) -> tuple[str, bool]:
    """A digest of the metadata of every file under ``folders`` (name -> folder), and whether it is settled.

    Size, kind, inode and modification and change times: any write to a file, a file renamed over
    it or a link retargeted changes its change time, which no program can set back. It is settled
    when no file changed in the last `SETTLE_NS` (nor claims a time ahead of the clock).
    """
    digest = hashlib.sha256()
    recent = time.time_ns() - SETTLE_NS
    settled = True
    for name, folder in sorted(folders.items()):
        digest.update(f"{name}\0{folder.is_dir()}\n".encode())
        for relative, status in _tree_entries(folder):
            # A link counts with what it points to as well (a file of the project edited through it).
            statuses = [status, *_linked(folder / relative, status)]
            for each in statuses:
                times = (each.st_mtime_ns, each.st_ctime_ns)
                settled = settled and max(times) < recent
                fields = (relative, each.st_mode, each.st_size, each.st_dev, each.st_ino, *times)
                digest.update(("\0".join(map(str, fields)) + "\n").encode("utf-8", "surrogateescape"))
    return digest.hexdigest(), settled


def tree_digest(folders: Mapping[str, Path]) -> str:
    """The SHA-256 of the content of every file under ``folders`` (name -> folder): paths, kinds and bytes.

    A regular file counts with its bytes, a link with its target, anything else (a named pipe) with
    its kind only: nothing is opened that could block.
    """
    digest = hashlib.sha256()
    for name, folder in sorted(folders.items()):
        digest.update(f"{name}\0{folder.is_dir()}\n".encode())
        for relative, status in _tree_entries(folder):
            path = folder / relative
            if stat.S_ISREG(status.st_mode):
                content = path.read_bytes()
            elif stat.S_ISLNK(status.st_mode):
                # The link's target, and the bytes of the file it points to (read through the link).
                content = os.readlink(path).encode("utf-8", "surrogateescape")
                if any(stat.S_ISREG(target.st_mode) for target in _linked(path, status)):
                    content += b"\0" + path.read_bytes()
            else:
                content = b""
            head = f"{relative}\0{stat.S_IFMT(status.st_mode)}\0{len(content)}\n"
            digest.update(head.encode("utf-8", "surrogateescape") + content)
    return digest.hexdigest()


def file_identity(status: os.stat_result) -> str:
    """What tells the very file a program wrote from a copy or an edit of it: device, inode, size, times.

    Its change time is set by the system at every write, rename or change of times, and no program
    can set it back: a file edited since, or copied elsewhere, has another identity.
    """
    return f"{status.st_dev}:{status.st_ino}:{status.st_size}:{status.st_mtime_ns}:{status.st_ctime_ns}"


@dataclass(frozen=True)
class CachedFile:
    """A file of the project's cache folder as read: its bytes and the identity of the file read."""

    data: bytes
    """Its content."""
    identity: str
    """`file_identity` of the very file read (from its open descriptor)."""


def read_cache(root: Path, name: str) -> CachedFile | None:
    """The file ``name`` of the project's `CACHE_DIR`, or None unless it is a regular file there (no link followed)."""
    folder = root / CACHE_DIR
    if folder.is_symlink() or not folder.is_dir():
        return None
    found = read_own_file(folder / check_relative(name), MAX_CACHE_BYTES)
    return CachedFile(found[0], file_identity(found[1])) if found is not None else None


_CACHE_NOTE = "# Saved by twohg to answer faster next time; safe to delete, never published.\n*\n"


def remove_cache(root: Path, name: str) -> None:
    """Delete a file of the project's cache folder, when it is there (nothing else is ever touched)."""
    folder = root / CACHE_DIR
    if folder.is_dir() and not folder.is_symlink():
        with contextlib.suppress(FileNotFoundError):
            (folder / name).unlink()


def write_cache(root: Path, name: str, data: bytes) -> str:
    """Save ``data`` as ``name`` in the project's `CACHE_DIR`, whole or not at all; its `file_identity`; OSError.

    Readers see the previous file or the new one, never a part. The folder ignores itself in git.
    """
    folder = root / CACHE_DIR
    if folder.is_symlink():
        raise OSError(f"{CACHE_DIR} is a symbolic link")
    if not folder.is_dir():
        folder.mkdir(exist_ok=True)  # another search may make it at the same moment
        (folder / ".gitignore").write_text(_CACHE_NOTE, encoding="utf-8")
    target = folder / check_relative(name)
    for parent in reversed(target.parents):
        if parent in folder.parents or parent == folder or not parent.is_relative_to(folder):
            continue
        if parent.is_symlink():
            raise OSError(f"{parent} is a symbolic link")
        parent.mkdir(exist_ok=True)
    replace_whole(target, data, f".{target.name}-")
    return file_identity(target.lstat())

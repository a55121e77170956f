"""What commands save to answer faster next time (``.twohg-cache/``): read, written and sealed here.

Part of the one package that touches the filesystem (`twohg.files`, which re-exports these names).

A saved document is one file of `CACHE_DIR` (`SealedFile`): a header line saying what it was built
from, then the document (JSON), with a seal file beside it naming the very file written. What the
header holds and why, and when a saved document serves (`saved_or_built`):

- ``key``: the SHA-256 of every file under the inputs (``rules_src/``, the ``twohg`` package's own
  files, the card data when a command reads it: `inputs`, `tree_digest`), with the versions of
  Python, rapidfuzz and PyYAML (`versions`);
- ``state``: a digest of those files' metadata (`tree_state`), which any write to any of them
  changes, and of where the libraries are installed (`installed`). While it matches, the document
  is fresh without reading the sources; when it does not, the content is hashed again, and the saved
  document serves only if the key still matches. The state is saved only when no file changed in the
  last two seconds (`SETTLE_NS`): a newer change could hide in the same tick of the filesystem's clock;
- ``sha256``: of the document's bytes, so that a truncated or edited file is not believed.

The seal names the very file this code wrote (`file_identity`: its device, inode, size and times, the
change time among them, which the system sets at every write and no program can set back) and the
SHA-256 of its bytes, under a key (HMAC-SHA256). A cache file is read only while its seal names it:
one edited since (its checksum made to hold again or not), or copied from another project or machine,
is another file, and the document is built again.

Who can forge a seal: the key (`KEY_FILE`, 32 random bytes) is made by the first command that saves,
readable by its user only (0600), and believed only while it is a regular file of that user that no
one else can read. Whoever can write files in the project but not read that user's own files (a
group-writable checkout, a tool or archive dropping files into it) cannot write a seal this code
believes: a rewritten seal file, with the identity of the edited file, is refused. The user who runs
the commands is trusted: they can edit the code itself.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import stat
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, NamedTuple

import twohg
from twohg.files import SOURCES_DIR, check_relative, read_own_file, replace_whole

#: Folder, relative to the project root, of what commands save to answer faster next time (never published).
CACHE_DIR = ".twohg-cache"
#: The largest cache file read.
MAX_CACHE_BYTES = 64 * 1024 * 1024
#: A file changed less than this long ago (nanoseconds) may change again within the same tick of the
#: filesystem's clock, unseen by its times: a state with such a file is not settled (`tree_state`).
SETTLE_NS = 2_000_000_000
#: The seals' key, in `CACHE_DIR` (the module's docstring): made once, readable by its user only.
KEY_FILE = "seal.key"
#: Its length in bytes.
KEY_BYTES = 32


def code_folder() -> Path:
    """The folder of the ``twohg`` package's own files (its code and data), of which this module is a part."""
    return Path(__file__).resolve().parents[1]


def _tree_entries(folder: Path) -> list[tuple[str, os.stat_result]]:
    """Every entry under ``folder`` but its folders and bytecode caches, as (relative path, lstat), sorted.

    Links are listed, not followed; a missing folder has no entries. A file in place of the folder (the card
    data may be one file, ``mkdocs.yml`` is one) is its one entry, of relative path ``""``.
    """
    try:
        top = folder.lstat()
    except OSError:
        return []
    if not stat.S_ISDIR(top.st_mode) and not (stat.S_ISLNK(top.st_mode) and folder.is_dir()):
        return [("", top)]
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


class CachedFile(NamedTuple):
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


def _cache_folder(root: Path) -> Path:
    """The project's `CACHE_DIR`, made when missing (it ignores itself in git); OSError when it is a link."""
    folder = root / CACHE_DIR
    if folder.is_symlink():
        raise OSError(f"{CACHE_DIR} is a symbolic link")
    if not folder.is_dir():
        folder.mkdir(exist_ok=True)  # another command may make it at the same moment
        (folder / ".gitignore").write_text(_CACHE_NOTE, encoding="utf-8")
    return folder


def write_cache(root: Path, name: str, data: bytes) -> str:
    """Save ``data`` as ``name`` in the project's `CACHE_DIR`, whole or not at all; its `file_identity`; OSError.

    Readers see the previous file or the new one, never a part. The folder ignores itself in git.
    """
    folder = _cache_folder(root)
    target = folder / check_relative(name)
    for parent in reversed(target.parents):
        if parent in folder.parents or parent == folder or not parent.is_relative_to(folder):
            continue
        if parent.is_symlink():
            raise OSError(f"{parent} is a symbolic link")
        parent.mkdir(exist_ok=True)
    replace_whole(target, data, f".{target.name}-")
    return file_identity(target.lstat())


def _trusted_key(found: tuple[bytes, os.stat_result] | None) -> bytes | None:
    """A key file's bytes when it is the user's own (`KEY_BYTES` long, no one else may read or write it)."""
    if found is None:
        return None
    data, status = found
    mine = not hasattr(os, "getuid") or status.st_uid == os.getuid()
    return data if mine and status.st_mode & 0o077 == 0 and len(data) == KEY_BYTES else None


def seal_key(root: Path, make: bool) -> bytes | None:
    """The key of the project's seals (`KEY_FILE`); made when there is none (or none to trust) and ``make``; OSError.

    None when there is none to trust and ``make`` is false: no seal is then believed. A key file another
    could read or have written is removed, never used; a new one is created without following a link or
    replacing a file (two commands making one at once: the second reads the first's).
    """
    folder = root / CACHE_DIR
    if folder.is_symlink() or not folder.is_dir():
        if not make:
            return None
        folder = _cache_folder(root)
    path = folder / KEY_FILE
    key = _trusted_key(read_own_file(path, KEY_BYTES))
    if key is not None or not make:
        return key
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        descriptor = os.open(path, flags, 0o600)
    except FileExistsError:  # made by another command a moment ago
        key = _trusted_key(read_own_file(path, KEY_BYTES))
        if key is None:
            raise OSError(f"{CACHE_DIR}/{KEY_FILE} is not a key of this user's") from None
        return key
    key = os.urandom(KEY_BYTES)
    with os.fdopen(descriptor, "wb") as stream:
        stream.write(key)
    return key


def cache_inputs(root: Path, cards: Path | None = None) -> dict[str, Path]:
    """What a saved document is built from: the project's sources, the code that reads them, the card data if given."""
    found = {SOURCES_DIR: root / SOURCES_DIR, "twohg": code_folder()}
    return {**found, "cards": cards.absolute()} if cards is not None else found


def versions() -> str:
    """The versions of what else a document depends on: Python, rapidfuzz (alignment), PyYAML (reviewed files)."""
    import rapidfuzz
    import yaml

    python = ".".join(map(str, sys.version_info[:3]))
    return f"python {python}; rapidfuzz {rapidfuzz.__version__}; pyyaml {yaml.__version__}; twohg {twohg.__version__}"


def installed() -> str:
    """Where Python, rapidfuzz and PyYAML are installed, and their files' size and time: a new version changes it.

    What `current_state` reads instead of `versions`, which imports both libraries (reading a document needs
    neither).
    """
    import importlib.util

    found = [sys.version]
    for name in ("rapidfuzz", "yaml"):
        spec = importlib.util.find_spec(name)
        origin = spec.origin if spec is not None else None
        if origin is None:
            found.append(f"{name}: none")
            continue
        facts = Path(origin).stat()
        found.append(f"{name}: {origin} {facts.st_size} {facts.st_mtime_ns}")
    return "; ".join([*found, f"twohg {twohg.__version__}"])


def current_state(folders: Mapping[str, Path]) -> tuple[str, bool]:
    """The inputs' metadata digest (`tree_state`) with where the libraries are (`installed`), and if settled."""
    tree, settled = tree_state(folders)
    return hashlib.sha256(f"{tree}\n{installed()}".encode()).hexdigest(), settled


def content_key(folders: Mapping[str, Path]) -> str:
    """The key of the inputs' content (`tree_digest`) and the versions (`versions`)."""
    return hashlib.sha256(f"{tree_digest(folders)}\n{versions()}".encode()).hexdigest()


#: What reading a saved document that is not what its shape says raises (its values are not checked one by one:
#: a reader catches these, removes the file and builds the document again).
UNREADABLE: tuple[type[Exception], ...] = (TypeError, ValueError, KeyError, IndexError, AttributeError)


class Saved(NamedTuple):
    """A cache file as read: what it was built from and its document."""

    key: str
    """The content key of the inputs the document was built from (`content_key`)."""
    state: str | None
    """The inputs' metadata digest when it was saved (`current_state`), or None (they had just changed)."""
    document: Any
    """The document, checked."""


class SealedFile(NamedTuple):
    """A file of `CACHE_DIR` holding a document with its header, and its seal beside it (the module's docstring)."""

    name: str
    """The file's name in `CACHE_DIR`."""
    seal: str
    """Its seal's name: the identity of the file this code wrote (`file_identity`)."""
    format: str
    """Changes whenever the layout of the file does."""
    what: str
    """What it holds, in a warning ("the search records")."""

    def encode(self, document: Any, key: str, state: str | None) -> bytes:
        """The file: a header line (JSON), then the document."""
        payload = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        header = {"format": self.format, "key": key, "state": state, "sha256": hashlib.sha256(payload).hexdigest()}
        return json.dumps(header).encode("utf-8") + b"\n" + payload

    def decode(self, data: bytes, check: Callable[[object], bool], sealed: bool = False) -> Saved | None:
        """The file's content, or None unless every part of it checks: format, checksum, the document (``check``).

        ``sealed``: its seal holds (`read`), and the seal covers every byte this code wrote: the checksum, which
        this code wrote with them, is not computed again (hashing the search records, a megabyte, costs a query).
        """
        head, _, payload = data.partition(b"\n")
        try:
            header = json.loads(head)
            if (
                not isinstance(header, dict)
                or header.get("format") != self.format
                or not isinstance(header.get("key"), str)
                or not (header.get("state") is None or isinstance(header.get("state"), str))
                or not isinstance(header.get("sha256"), str)
                or (not sealed and header["sha256"] != hashlib.sha256(payload).hexdigest())
            ):
                return None
            document = json.loads(payload)
        except ValueError:  # not JSON, not UTF-8
            return None
        return Saved(header["key"], header["state"], document) if check(document) else None

    def seal_of(self, secret: bytes, identity: str, data: bytes) -> bytes:
        """The seal, under the key ``secret``, of the file written with this identity (`file_identity`) and bytes."""
        said = f"{self.format}\0{self.name}\0{identity}\0{hashlib.sha256(data).hexdigest()}".encode()
        mac = hmac.new(secret, said, hashlib.sha256).hexdigest()
        return json.dumps({"format": self.format, "hmac-sha256": mac}).encode("utf-8") + b"\n"

    def read(self, root: Path, check: Callable[[object], bool]) -> Saved | None:
        """The project's saved document when the file is the very one this code wrote and sealed, and it checks."""
        cached = read_cache(root, self.name)
        if cached is None:
            return None
        seal = read_cache(root, self.seal)
        secret = seal_key(root, make=False) if seal is not None else None
        if seal is None or secret is None:
            return None
        if not hmac.compare_digest(seal.data, self.seal_of(secret, cached.identity, cached.data)):
            return None
        return self.decode(cached.data, check, sealed=True)

    def write(self, root: Path, document: Any, key: str, state: str | None) -> None:
        """Save the document and seal the file written; OSError."""
        secret = seal_key(root, make=True)
        assert secret is not None  # made when missing
        data = self.encode(document, key, state)
        identity = write_cache(root, self.name, data)
        write_cache(root, self.seal, self.seal_of(secret, identity, data))

    def remove(self, root: Path) -> None:
        """Delete the file (`remove_cache`): the next reader builds the document again."""
        remove_cache(root, self.name)


def saved_or_built(
    root: Path,
    sealed: SealedFile,
    folders: Mapping[str, Path],
    build: Callable[[], Any],
    check: Callable[[object], bool],
    warn: Callable[[str], None] | None = None,
    save: Callable[[Any, str, str], None] | None = None,
) -> Any:
    """The document saved in ``sealed`` when it is of these very inputs (``folders``), else ``build()``'s, saved.

    Fresh while the inputs' state is the one saved; else served when the content key still matches;
    else built. Saved only when nothing changed just before (a change in the same clock tick could hide)
    nor since, by ``save(document, key, state)`` when given (what a document relies on written first),
    else in ``sealed``. A document that cannot be saved still serves: ``warn`` hears why, in a line.
    """
    state, settled = current_state(folders)
    saved = sealed.read(root, check)
    if saved is not None and saved.state is not None and saved.state == state:
        return saved.document
    key = content_key(folders)
    document = saved.document if saved is not None and saved.key == key else build()
    if settled and current_state(folders) == (state, True):
        try:
            if save is None:
                sealed.write(root, document, key, state)
            else:
                save(document, key, state)
        except OSError as error:
            if warn is not None:
                warn(f"cannot save {sealed.what} in {CACHE_DIR}/ ({error.strerror or error})")
    return document

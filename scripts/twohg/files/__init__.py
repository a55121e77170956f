"""The one package that touches the filesystem: reading sources, writing outputs atomically.

And what commands save to answer faster next time (`twohg.files.cache`, its names also here).
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import stat
import sys
from collections.abc import Collection, Iterator, Mapping
from pathlib import Path
from typing import Any

# shutil, tempfile, signal, threading and importlib.resources are imported where they are used:
# ``twohg search`` reads its saved index without them.

#: Folder of the source texts and reviewed data files, relative to the project root.
SOURCES_DIR = "rules_src"
#: Folder of the hand-written pages, relative to the project root.
DOCS_DIR = "docs"
#: The site configuration, relative to the project root.
CONFIG_FILE = "mkdocs.yml"
CATALOGUE = "sources.yaml"
OVERRIDES_DIR = "overrides"
#: Folder of the official rulebook editions, relative to `SOURCES_DIR`: every file in it is an edition.
ARCHIVE_DIR = "cr-archive"

#: Every data file of the project, relative to the project root (as problems and evidence name them).
CATALOGUE_FILE = f"{SOURCES_DIR}/{CATALOGUE}"
CARDS_FILE = f"{SOURCES_DIR}/cards.yaml"
CARD_PHRASES_FILE = f"{SOURCES_DIR}/card-phrases.yaml"
LINEAGE_FILE = f"{SOURCES_DIR}/alignment/lineage.yaml"
EXPLANATIONS_FILE = f"{SOURCES_DIR}/alignment/explanations.yaml"
TRANSLATIONS_FILE = f"{SOURCES_DIR}/alignment/translations.yaml"
SYNONYMS_FILE = f"{SOURCES_DIR}/synonyms.yaml"
MISSING_EDITIONS_FILE = f"{SOURCES_DIR}/missing-editions.yaml"
CONFIRMED_CHANGES_FILE = f"{SOURCES_DIR}/confirmed-changes.yaml"
DAMAGED_FILE = f"{SOURCES_DIR}/damaged-characters.yaml"
OCCASIONS_FILE = f"{SOURCES_DIR}/edition-occasions.yaml"
REWORDINGS_FILE = f"{SOURCES_DIR}/alignment/rewordings.yaml"
RENDERINGS_FILE = f"{SOURCES_DIR}/alignment/renderings.yaml"


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
    check_input_folder(root, SOURCES_DIR if _inside(Path(os.path.normpath(path.absolute())), inputs[:1]) else DOCS_DIR)
    resolved = path.resolve()
    if not _inside(resolved, inputs):
        raise UnsafePath(f"{path} links to {resolved}, outside the project's input folders")
    if resolved.exists() and not resolved.is_file():
        raise UnsafePath(f"{path} is not a regular file")
    if resolved.exists() and resolved.stat().st_size > MAX_SOURCE_BYTES:
        raise UnsafePath(f"{path} is larger than {MAX_SOURCE_BYTES // (1024 * 1024)} MB")
    return resolved


def check_input_folder(root: Path, name: str) -> Path:
    """The input folder ``name`` (``rules_src``, ``docs``) of the project at ``root``; UnsafePath if it is a link.

    A symbolic link in place of the folder would make everything under its target an input (and
    publish it): the folder must be a folder of the project.
    """
    folder = root.resolve() / name
    if folder.is_symlink():
        raise UnsafePath(f"{name}/ is a symbolic link (to {os.readlink(folder)}): it must be a folder of the project")
    return folder


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


def read_config(path: Path) -> bytes | None:
    """The site configuration (``mkdocs.yml``): a regular file, not a link out of its folder; None otherwise."""
    if path.is_symlink() and path.resolve().parent != path.parent.resolve():
        return None
    if not path.is_file() or path.stat().st_size > MAX_SOURCE_BYTES:
        return None
    return path.read_bytes()


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


#: The largest card data file read: MTGJSON's AtomicCards.json is about 150 MB, its AllPrintings about 500 MB.
MAX_CARD_FILE_BYTES = 512 * 1024 * 1024
#: The most card data read in one build, every file together.
MAX_CARD_DATA_BYTES = 1024 * 1024 * 1024
#: The environment variable that names the card data when ``--cards`` does not.
CARDS_VARIABLE = "TWOHG_CARDS"


class CardDataError(ValueError):
    """Card data that cannot be read at all: no such path, not a file or folder, a link out of it, too large."""


def card_data_paths(path: Path) -> list[tuple[str, Path]]:
    """The card data files at ``path`` (a file, or every ``.json`` file under a folder): (shown, path), sorted.

    The one place card data, which lies outside the project, is found: only regular files are listed; a link
    must stay inside the folder given, a named pipe or device is refused, and so is a file larger than
    `MAX_CARD_FILE_BYTES` or more than `MAX_CARD_DATA_BYTES` in all. Raises CardDataError with one line.
    """
    if not path.exists() and not path.is_symlink():
        raise CardDataError(f"{path}: no such file or folder")
    if path.is_file():
        size = path.stat().st_size
        if size > MAX_CARD_FILE_BYTES:
            limit = MAX_CARD_FILE_BYTES // 2**20
            raise CardDataError(f"{path}: {size:,} bytes, more than the {limit} MB a card file may have")
        return [(str(path), path)]
    if not path.is_dir():
        raise CardDataError(f"{path}: not a regular file or a folder")
    top = path.resolve()
    found: list[tuple[str, Path]] = []
    total = 0
    for base, folders, names in os.walk(path):
        folders.sort()
        for name in sorted(names):
            entry = Path(base) / name
            if not name.endswith(".json"):
                continue
            shown = str(entry)
            status = entry.lstat()
            if stat.S_ISLNK(status.st_mode):
                target = entry.resolve()
                if top not in target.parents:
                    raise CardDataError(f"{shown}: a link to {target}, outside the card data folder")
                status = target.stat()
            if not stat.S_ISREG(status.st_mode):
                raise CardDataError(f"{shown}: not a regular file")
            if status.st_size > MAX_CARD_FILE_BYTES:
                limit = MAX_CARD_FILE_BYTES // 2**20
                raise CardDataError(f"{shown}: {status.st_size:,} bytes, more than the {limit} MB a card file may have")
            total += status.st_size
            if total > MAX_CARD_DATA_BYTES:
                raise CardDataError(f"{path}: more than {MAX_CARD_DATA_BYTES // 2**20} MB of card data")
            found.append((shown, entry))
    if not found:
        raise CardDataError(f"{path}: no .json card data file in this folder")
    return found


def read_card_file(path: Path) -> bytes:
    """One card data file listed by `card_data_paths` (read once, at most `MAX_CARD_FILE_BYTES`)."""
    with path.open("rb") as stream:
        data = stream.read(MAX_CARD_FILE_BYTES + 1)
    if len(data) > MAX_CARD_FILE_BYTES:
        raise CardDataError(f"{path}: more than the {MAX_CARD_FILE_BYTES // 2**20} MB a card file may have")
    return data


def list_folder(folder: Path, suffix: str) -> list[str]:
    """The names of the regular files in ``folder`` ending in ``suffix``, sorted; empty when there is no folder."""
    if not folder.is_dir():
        return []
    return sorted(entry.name for entry in folder.iterdir() if entry.name.endswith(suffix) and entry.is_file())


def list_tree(folder: Path) -> list[str]:
    """Every regular file under ``folder``, as sorted paths relative to it (``a/b.html``); empty when there is none."""
    if not folder.is_dir():
        return []
    return sorted(
        path.relative_to(folder).as_posix() for path in folder.rglob("*") if stat.S_ISREG(path.lstat().st_mode)
    )


def read_text(path: Path) -> str | None:
    """A UTF-8 data file (catalogue, overrides), or None when there is no such file."""
    data = read_bytes(path)
    return None if data is None else data.decode("utf-8-sig")


#: A file our builds leave in every site and staging folder, so that a later build knows it may replace them.
#: In a site it is a manifest of every file the build wrote, with its SHA-256 (`write_manifest`): the
#: proof that the folder holds nothing else, which a marker copied into another folder cannot give.
SITE_MARKER = ".twohg-site"

_STAGING_NOTE = "A staging folder of twohg build.\n"


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_manifest(folder: Path) -> None:
    """Write `SITE_MARKER` into a built site: the SHA-256 of every regular file in it, by path."""
    listed = {relative: _sha256(folder / relative) for relative in list_tree(folder) if relative != SITE_MARKER}
    document = {"built by": "twohg build; the next build replaces exactly these files", "files": listed}
    write_new(folder / SITE_MARKER, json.dumps(document, indent=0, sort_keys=True) + "\n", replace=True)


def not_a_previous_build(folder: Path) -> str | None:
    """Why ``folder`` is not a previous build of ours that may be replaced as a whole; None when it is one.

    It is one when its `SITE_MARKER` lists every file in it with the content the build wrote
    (a file the build wrote and someone deleted since is no obstacle), and nothing else is there:
    no other file, no link, no named pipe.
    """
    if folder.is_symlink() or not folder.is_dir():
        return "it is not a folder"
    try:
        document = json.loads((folder / SITE_MARKER).read_bytes())
        listed = document["files"]
        if not isinstance(listed, dict):
            raise TypeError("files")
    except (OSError, ValueError, KeyError, TypeError):
        return f"it has no {SITE_MARKER} manifest of what a build wrote"
    foreign = [f"{relative} ({kind})" for relative, kind in special_entries(folder)]
    for relative in list_tree(folder):
        if relative != SITE_MARKER and listed.get(relative) != _sha256(folder / relative):
            foreign.append(relative if relative not in listed else f"{relative} (changed since the build)")
    if foreign:
        more = f" and {len(foreign) - 3} more" if len(foreign) > 3 else ""
        return f"it holds files no build of this project wrote: {', '.join(sorted(foreign)[:3])}{more}"
    return None


def output_path(destination: Path, root: Path) -> Path:
    """``destination`` resolved, when it may hold a site; raise UnsafePath otherwise.

    The output folder must hold no input: never the project root or an ancestor of it, never
    ``rules_src/`` or ``docs/`` or anything inside them, never the home folder or ``/``.
    """
    target, root = destination.resolve(), root.resolve()
    home = Path.home().resolve()
    forbidden = [root / SOURCES_DIR, root / DOCS_DIR]
    if target == root or target in root.parents or target in (home, Path("/")) or target in home.parents:
        raise UnsafePath(f"{destination} holds the project or its inputs: choose a folder of its own, such as site/")
    if any(_inside(target, [folder.resolve()]) for folder in forbidden):
        raise UnsafePath(f"{destination} is inside the project's input folders ({SOURCES_DIR}/, {DOCS_DIR}/)")
    return target


def not_replaceable(folder: Path) -> str | None:
    """Why a build may not put a site in place of ``folder``; None when it may (empty, or `not_a_previous_build`)."""
    if folder.is_dir() and not folder.is_symlink() and not any(folder.iterdir()):
        return None
    return not_a_previous_build(folder)


def check_output(destination: Path, root: Path) -> Path:
    """``destination`` resolved, when it may be built into (`output_path`); raise UnsafePath otherwise.

    An existing folder must also be empty or a previous build of ours (`not_replaceable`).
    """
    target = output_path(destination, root)
    if target.exists() or target.is_symlink():
        why = not_replaceable(target)
        if why is not None:
            raise UnsafePath(f"{destination} is not a previous build of the site ({why}): it will not be replaced")
    return target


def _journal_path(destination: Path) -> Path:
    """``.<name>.builds`` beside ``destination``: the folders builds into it made and have not removed yet."""
    return destination.with_name(f".{destination.name}.builds")


def _identity(folder: Path) -> list[int]:
    """What tells a folder from a copy of it made by someone else: its device and inode."""
    info = folder.lstat()
    return [info.st_dev, info.st_ino]


#: The largest journal read (a build records two or three folders in it).
_MAX_JOURNAL_BYTES = 64 * 1024


def _read_journal(destination: Path) -> dict[str, list[int]]:
    """The folders beside ``destination`` that builds made, ``{name: identity}`` (`_identity`); {} when none.

    Read without following a link, and only names a build gives its folders (``.<name>-...``, no
    path): a journal written by hand names nothing else, anywhere.
    """
    try:
        found = read_own_file(_journal_path(destination), _MAX_JOURNAL_BYTES)
        document = json.loads(found[0]) if found is not None else {}
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(document, dict):
        return {}
    own = f".{destination.name}-"
    return {
        name: value
        for name, value in document.items()
        if isinstance(name, str)
        and name.startswith(own)
        and "/" not in name
        and "\0" not in name
        and isinstance(value, list)
        and len(value) == 2
        and all(type(part) is int for part in value)
    }


def _write_journal(destination: Path, journal: Mapping[str, list[int]]) -> None:
    """Replace the journal of ``destination`` whole (removed when empty): never a half-written record."""
    path = _journal_path(destination)
    if not journal:
        path.unlink(missing_ok=True)
        return
    # Never through a link planted beside the site, never over a file this build did not make.
    replace_whole(path, (json.dumps(dict(journal), sort_keys=True) + "\n").encode("utf-8"), f"{path.name}.", ".partial")


def replace_whole(target: Path, data: bytes, prefix: str, suffix: str = "") -> None:
    """Put ``data`` at ``target`` whole or not at all: readers see the previous file or the new one, never a part.

    Written to a new file beside it of a name no one can know beforehand (``prefix``, random, ``suffix``), then
    renamed over ``target``: a link there is replaced, never followed.
    """
    import tempfile

    descriptor, partial = tempfile.mkstemp(dir=target.parent, prefix=prefix, suffix=suffix)
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
        os.replace(partial, target)
    except BaseException:
        remove_file(Path(partial))
        raise


def _made_by_a_build(folder: Path, journal: Mapping[str, list[int]]) -> bool:
    """Whether ``folder`` is the very folder a build recorded making (not a copy, not another under its name)."""
    try:
        return journal.get(folder.name) == _identity(folder) and folder.is_dir() and not folder.is_symlink()
    except OSError:
        return False


def _record(destination: Path, name: str, folder: Path) -> None:
    """Note in the journal that the folder now at ``folder`` is a build's, and will be at ``name`` beside it."""
    _write_journal(destination, {**_read_journal(destination), name: _identity(folder)})


def _forget(destination: Path, folder: Path) -> None:
    journal = _read_journal(destination)
    _write_journal(destination, {name: value for name, value in journal.items() if name != folder.name})


def recover_and_clean(destination: Path) -> None:
    """Undo what an interrupted build left beside ``destination``: restore the previous site, remove staging.

    Only folders a build recorded making in the journal (`_read_journal`) are touched, and only when
    they are the folder it recorded (same device and inode: a copy or a folder of the same name is
    someone else's). A build killed between the two renames of `replace_folder` leaves no site but
    the previous one under ``.<name>-old-<pid>``: it is put back when its manifest still proves it
    ours. Recorded staging folders are removed. Call it holding the build lock (`build_lock`): another
    build's staging folder is never a leftover.
    """
    destination = destination.resolve()
    if not destination.parent.is_dir():
        return
    journal = _read_journal(destination)
    for name in sorted(journal):
        folder = destination.with_name(name)
        if not _made_by_a_build(folder, journal):
            continue
        if "-old-" in name:
            if not_a_previous_build(folder) is None:
                if destination.exists() or destination.is_symlink():
                    remove_tree(folder)
                else:
                    folder.rename(destination)
        elif _staging_of_ours(folder):
            remove_tree(folder)
    _write_journal(destination, {})


def _staging_of_ours(folder: Path) -> bool:
    return read_bytes(folder / SITE_MARKER) == _STAGING_NOTE.encode()


def _aside_name(destination: Path) -> Path:
    """A name beside ``destination`` that nothing has, for the previous site while the new one moves in."""
    aside = destination.with_name(f".{destination.name}-old-{os.getpid()}")
    count = 0
    while aside.exists() or aside.is_symlink():
        count += 1
        aside = destination.with_name(f".{destination.name}-old-{os.getpid()}-{count}")
    return aside


def replace_folder(staging: Path, destination: Path) -> None:
    """Move a fully written ``staging`` folder into place as ``destination``, with its manifest (`write_manifest`).

    What is at ``destination`` is checked again at the swap, after it is moved aside (nothing can be
    saved into it then): a file saved into it while the build ran, or a folder put there meanwhile,
    puts it back as it was and raises UnsafePath. At every moment either the previous site or the new
    one is at ``destination``, or the previous one waits under ``.<name>-old-<pid>``, recorded in the
    journal, for `recover_and_clean` to put it back.
    """
    write_manifest(staging)
    old = None
    if destination.exists() or destination.is_symlink():
        old = _aside_name(destination)
        _record(destination, old.name, destination)  # before the move: a build killed after it is recorded
        destination.rename(old)
        why = not_replaceable(old)
        if why is not None:
            old.rename(destination)
            _forget(destination, old)
            raise UnsafePath(
                f"{destination} changed while the build ran ({why}): it was left as it is and the new site "
                "was not put in its place; build again"
            )
    staging.rename(destination)
    if old is not None:
        remove_tree(old)
        _forget(destination, old)


def new_staging_folder(destination: Path) -> Path:
    """A fresh empty folder beside ``destination`` to build into before `replace_folder`, marked and recorded."""
    import tempfile

    destination = destination.resolve()
    destination.parent.mkdir(parents=True, exist_ok=True)
    recover_and_clean(destination)
    staging = Path(tempfile.mkdtemp(prefix=f".{destination.name}-", dir=destination.parent))
    _record(destination, staging.name, staging)
    write_new(staging / SITE_MARKER, _STAGING_NOTE)
    return staging


@contextlib.contextmanager
def _interrupts_deferred() -> Iterator[None]:
    """Ctrl-C held back until the block is done (in the main thread): a folder made is always a folder known."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[tuple[int, Any]] = []
    previous = signal.signal(signal.SIGINT, lambda number, frame: caught.append((number, frame)))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if caught and callable(previous):
            previous(*caught[0])


@contextlib.contextmanager
def staging_folder(destination: Path) -> Iterator[Path]:
    """A new staging folder beside ``destination`` (`new_staging_folder`), removed when the block ends in any way.

    Ctrl-C while it is being made waits until it is known, so an interrupted build leaves nothing behind.
    """
    staging: Path | None = None
    try:
        with _interrupts_deferred():
            staging = new_staging_folder(destination)
        yield staging
    finally:
        if staging is not None:
            remove_tree(staging)
            _forget(destination.resolve(), staging)


class BuildRunning(RuntimeError):
    """Another build holds the lock of the same output folder."""


_HELD: dict[Path, int] = {}


@contextlib.contextmanager
def build_lock(destination: Path) -> Iterator[None]:
    """Hold the lock of builds into ``destination`` (``.<name>.lock`` beside it); BuildRunning if another has it.

    An advisory ``flock``, which the operating system releases when the build ends in any way,
    killed included. The file is removed when the lock is released (a taker checks that the file it
    locked is still the one at that path, so a lock is never taken on a removed file). Taking it
    again in the same process (a build inside a build step) is allowed.
    """
    destination = destination.resolve()
    if destination in _HELD:
        yield
        return
    destination.parent.mkdir(parents=True, exist_ok=True)
    lock = destination.with_name(f".{destination.name}.lock")
    descriptor = _take_lock(lock)
    _HELD[destination] = descriptor
    try:
        yield
    finally:
        del _HELD[destination]
        lock.unlink(missing_ok=True)
        os.close(descriptor)


def _take_lock(lock: Path) -> int:
    """An open descriptor of ``lock``, locked; BuildRunning when another process holds it."""
    for _ in range(10):
        descriptor = os.open(lock, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(descriptor)
            raise BuildRunning(f"another build is running into {lock.name[1:-5]}/ (it holds {lock.name})") from None
        held = os.fstat(descriptor)
        try:
            current = os.stat(lock, follow_symlinks=False)
        except FileNotFoundError:
            current = None
        if current is not None and (current.st_dev, current.st_ino) == (held.st_dev, held.st_ino):
            return descriptor
        os.close(descriptor)  # the holder removed the file as we took it: take the new one
    raise BuildRunning(f"another build is running into {lock.name[1:-5]}/ (its lock keeps changing)")


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
        if not overwrite and (target.exists() or target.is_symlink()):
            raise FileExistsError(f"{relative} exists already in {folder}")
        target.parent.mkdir(parents=True, exist_ok=True)
        write_new(target, content, replace=overwrite)


def write_new(path: Path, content: bytes | str, *, replace: bool = False) -> None:
    """Create ``path`` with ``content``: never through a link, never over a file there unless ``replace``.

    A link at ``path`` is refused (OSError) even with ``replace``: what it points to is never written.
    """
    flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    flags |= os.O_TRUNC if replace else os.O_EXCL
    descriptor = os.open(path, flags, 0o644)
    with os.fdopen(descriptor, "wb") as stream:
        stream.write(content.encode("utf-8") if isinstance(content, str) else content)


#: What a folder entry is, in messages: anything but a regular file or a folder is refused.
_KINDS = (
    (stat.S_ISLNK, "a symbolic link"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _kind(mode: int) -> str | None:
    """What a file of this mode is, when it is not a regular file or a folder (None when it is one)."""
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def special_entries(folder: Path) -> list[tuple[str, str]]:
    """Every entry under ``folder`` that is not a regular file or a folder, as (path relative to it, what it is).

    Nothing is opened, so a named pipe cannot block and a device is never read. A ``folder`` that
    is itself a link is one such entry (``.``).
    """
    top = Path(folder)
    if top.is_symlink():
        return [(".", "a symbolic link")]
    found: list[tuple[str, str]] = []
    for base, folders, names in os.walk(top):
        for name in sorted([*folders, *names]):
            path = Path(base) / name
            kind = _kind(path.lstat().st_mode)
            if kind is not None:
                found.append((path.relative_to(top).as_posix(), kind))
    return sorted(found)


def copy_tree(source: Path, destination: Path) -> None:
    """Copy the folder ``source`` to the new folder ``destination``: regular files and folders only.

    A symbolic link (``source`` itself included), a named pipe, a device or a socket anywhere in
    it raises UnsafePath before anything is copied.
    """
    import shutil

    for relative, kind in special_entries(source):
        shown = source.name if relative == "." else f"{source.name}/{relative}"
        raise UnsafePath(f"{shown}: {kind}; the site is built from regular files only")
    shutil.copytree(source, destination)


def remove_tree(path: Path) -> None:
    """Delete a folder and everything in it; nothing happens when it is not there."""
    import shutil

    shutil.rmtree(path, ignore_errors=True)


def remove_file(path: Path) -> None:
    """Delete one file; nothing happens when it is not there."""
    path.unlink(missing_ok=True)


def is_file(path: Path) -> bool:
    """True when ``path`` is an existing file."""
    return path.is_file()


def read_package_text(relative: str) -> str:
    """A data file shipped inside the ``twohg`` package (the JSON Schemas), as text."""
    from importlib import resources

    return resources.files("twohg").joinpath(relative).read_text(encoding="utf-8")


def read_own_file(path: Path, limit: int) -> tuple[bytes, os.stat_result] | None:
    """A file this program wrote, read back with the status of the very file read (from its open descriptor).

    None unless it is a regular file (no link followed, no pipe opened) of at most ``limit`` bytes.
    """
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError:
        return None
    with os.fdopen(descriptor, "rb") as stream:
        status = os.fstat(stream.fileno())
        if not stat.S_ISREG(status.st_mode):
            return None
        data = stream.read(limit + 1)
    return (data, status) if len(data) <= limit else None


# What commands save to answer faster next time: a module of its own (it reads the helpers above), its
# names here as every other use of the filesystem.
from twohg.files import cache  # noqa: E402

CACHE_DIR = cache.CACHE_DIR
MAX_CACHE_BYTES = cache.MAX_CACHE_BYTES
UNREADABLE = cache.UNREADABLE
CachedFile = cache.CachedFile
Saved = cache.Saved
SealedFile = cache.SealedFile
cache_inputs = cache.cache_inputs
code_folder = cache.code_folder
content_key = cache.content_key
current_state = cache.current_state
file_identity = cache.file_identity
read_cache = cache.read_cache
remove_cache = cache.remove_cache
saved_or_built = cache.saved_or_built
tree_digest = cache.tree_digest
tree_state = cache.tree_state
write_cache = cache.write_cache

"""The seal of a saved document: only the user who saved it can make one this code believes.

Someone who can write files in the project but not read the user's own files (a shared checkout, an
archive unpacked over it) edits a cache file and rewrites its seal beside it: the document is not read.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from twohg.files import cache

SEALED = cache.SealedFile("doc.json", "doc.seal", "test-seal/1", "the test document")
DOCUMENT = {"rule": "810.4", "life": 30}


def read(root: Path) -> object:
    saved = SEALED.read(root, lambda document: isinstance(document, dict))
    return None if saved is None else saved.document


def edited(root: Path) -> bytes:
    """The saved file with its document changed and its checksum made to hold again, written in place."""
    path = root / cache.CACHE_DIR / SEALED.name
    head, _, payload = path.read_bytes().partition(b"\n")
    payload = payload.replace(b"30", b"40")
    header = {**json.loads(head), "sha256": hashlib.sha256(payload).hexdigest()}
    data = json.dumps(header).encode() + b"\n" + payload
    path.write_bytes(data)
    return data


def forge_seal(root: Path, key: bytes, data: bytes) -> None:
    path = root / cache.CACHE_DIR / SEALED.name
    identity = cache.file_identity(path.lstat())
    (root / cache.CACHE_DIR / SEALED.seal).write_bytes(SEALED.seal_of(key, identity, data))


def test_a_saved_document_reads_back_under_its_seal(tmp_path: Path) -> None:
    SEALED.write(tmp_path, DOCUMENT, "key", "state")
    assert read(tmp_path) == DOCUMENT
    key_file = tmp_path / cache.CACHE_DIR / cache.KEY_FILE
    assert key_file.stat().st_mode & 0o777 == 0o600
    assert len(key_file.read_bytes()) == cache.KEY_BYTES


@pytest.mark.parametrize(
    "guess",
    [
        pytest.param(b"\0" * cache.KEY_BYTES, id="a-guessed-key"),
        pytest.param(os.urandom(cache.KEY_BYTES), id="a-key-of-ones-own"),
    ],
)
def test_a_seal_rewritten_for_an_edited_file_without_the_key_is_refused(tmp_path: Path, guess: bytes) -> None:
    SEALED.write(tmp_path, DOCUMENT, "key", "state")
    data = edited(tmp_path)
    forge_seal(tmp_path, guess, data)
    assert read(tmp_path) is None
    # The same seal made with the user's key is believed: what tells them apart is the key, nothing else.
    user_key = cache.seal_key(tmp_path, make=False)
    assert user_key is not None
    forge_seal(tmp_path, user_key, data)
    assert read(tmp_path) == {"rule": "810.4", "life": 40}


def test_a_seal_of_the_former_kind_naming_the_edited_file_is_refused(tmp_path: Path) -> None:
    SEALED.write(tmp_path, DOCUMENT, "key", "state")
    edited(tmp_path)
    identity = cache.file_identity((tmp_path / cache.CACHE_DIR / SEALED.name).lstat())
    former = json.dumps({"format": SEALED.format, "file": identity}).encode() + b"\n"
    (tmp_path / cache.CACHE_DIR / SEALED.seal).write_bytes(former)
    assert read(tmp_path) is None


def test_a_key_others_can_read_is_never_trusted_and_is_replaced(tmp_path: Path) -> None:
    SEALED.write(tmp_path, DOCUMENT, "key", "state")
    key_file = tmp_path / cache.CACHE_DIR / cache.KEY_FILE
    former = key_file.read_bytes()
    key_file.chmod(0o644)  # anyone could have read it and sealed what they liked
    assert read(tmp_path) is None
    SEALED.write(tmp_path, DOCUMENT, "key", "state")
    assert key_file.stat().st_mode & 0o777 == 0o600 and key_file.read_bytes() != former
    assert read(tmp_path) == DOCUMENT


def test_a_key_planted_as_a_link_is_not_followed(tmp_path: Path) -> None:
    SEALED.write(tmp_path, DOCUMENT, "key", "state")
    key_file = tmp_path / cache.CACHE_DIR / cache.KEY_FILE
    planted = tmp_path / "planted.key"
    planted.write_bytes(key_file.read_bytes())
    planted.chmod(0o600)
    key_file.unlink()
    key_file.symlink_to(planted)
    assert read(tmp_path) is None
    SEALED.write(tmp_path, DOCUMENT, "key", "state")  # a new key of its own, the link replaced
    assert not key_file.is_symlink() and planted.read_bytes() != key_file.read_bytes()
    assert read(tmp_path) == DOCUMENT


def test_a_missing_key_makes_no_seal_believed(tmp_path: Path) -> None:
    SEALED.write(tmp_path, DOCUMENT, "key", "state")
    (tmp_path / cache.CACHE_DIR / cache.KEY_FILE).unlink()
    assert read(tmp_path) is None
    assert not (tmp_path / cache.CACHE_DIR / cache.KEY_FILE).exists()  # reading never makes one

"""Decoding a source file's bytes (UTF-8 with or without BOM, UTF-16 with BOM, Windows-1252) to NFC lines.

Format characters (Unicode category Cf: a BOM or zero-width space in front of a rule number, a
bidirectional control) are folded away (`twohg.text.drop_format_characters`): none is printed in
the sources, and one would hide a rule number from the parser or reorder what is shown. Every
other character is kept; spaces of every kind count as white space for the parsers.

A pure function from bytes to typed text; reading the files is `twohg.files`' job.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from dataclasses import dataclass

from twohg.problems import Problem
from twohg.text import drop_format_characters


@dataclass(frozen=True)
class DecodedText:
    """A source file's text, decoded, NFC-normalised and split into lines."""

    lines: tuple[str, ...]
    """The lines without their line ends; ``lines[0]`` is line 1 of the file."""
    encoding: str
    """The encoding detected: ``utf-8``, ``utf-8-sig``, ``utf-16`` or ``cp1252``."""
    line_ends: str
    """``LF``, ``CRLF``, ``CR``, ``mixed`` or ``none`` (a single line)."""


_LINE_END_RE = re.compile(r"\r\n|\r|\n")
_BAD_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")


def _line_of_offset(data: bytes, offset: int) -> int:
    head = data[:offset]
    return head.count(b"\n") + head.count(b"\r") - head.count(b"\r\n") + 1


MAX_CHARACTERS = 8_000_000
"""The most characters a source may have: the biggest official rulebook has 1.7 million."""

MAX_LINE_CHARACTERS = 20_000
"""The longest line a source may have: the longest in the sources has 3,527 characters."""

#: A UTF-8 multi-byte character (two to four bytes): Windows-1252 text almost never holds one.
_UTF8_SEQUENCE_RE = re.compile(rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}")


def _decode_bytes(data: bytes) -> tuple[str, str] | tuple[None, int]:
    """Return (text, encoding), or (None, line of the first undecodable byte)."""
    if data.startswith(codecs.BOM_UTF8):
        try:
            return data.decode("utf-8-sig"), "utf-8-sig"
        except UnicodeDecodeError as error:
            return None, _line_of_offset(data, error.start)
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16"), "utf-16"
        except UnicodeDecodeError as error:
            return None, _line_of_offset(data, error.start)
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError as error:
        if _UTF8_SEQUENCE_RE.search(data):
            # Valid UTF-8 multi-byte characters and a byte that is not: a mixture, not Windows-1252.
            return None, _line_of_offset(data, error.start)
    try:
        return data.decode("cp1252"), "cp1252"
    except UnicodeDecodeError as error:
        return None, _line_of_offset(data, error.start)


def decode(data: bytes, path: str) -> tuple[DecodedText | None, list[Problem]]:
    """Decode a source file's bytes; report bytes in no supported encoding or an empty file."""
    text, detail = _decode_bytes(data)
    if text is None:
        return None, [
            Problem(
                path,
                int(detail),
                "bytes in no supported encoding (UTF-8 with or without BOM, UTF-16 with BOM, Windows-1252)",
            )
        ]
    encoding = str(detail)
    if len(text) > MAX_CHARACTERS:
        return None, [Problem(path, 1, f"{len(text)} characters, more than the {MAX_CHARACTERS} a source may have")]
    text = drop_format_characters(text)
    raw_lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for number, line in enumerate(raw_lines if _BAD_CONTROL_RE.search(text) else (), 1):
        bad = _BAD_CONTROL_RE.search(line)
        if bad:
            return None, [
                Problem(
                    path,
                    number,
                    f"control character U+{ord(bad.group()):04X} in {encoding} text: "
                    "bytes in no supported encoding, or not a text file",
                )
            ]
    crlf = text.count("\r\n")
    ends = {
        end
        for end, count in (("\r\n", crlf), ("\r", text.count("\r") - crlf), ("\n", text.count("\n") - crlf))
        if count
    }
    line_ends = {frozenset(): "none", frozenset({"\n"}): "LF", frozenset({"\r\n"}): "CRLF", frozenset({"\r"}): "CR"}
    normal = unicodedata.is_normalized("NFC", text)
    lines = tuple(raw_lines) if normal else tuple(unicodedata.normalize("NFC", line) for line in raw_lines)
    if lines and lines[-1] == "" and ends:
        lines = lines[:-1]
    long = next((number for number, line in enumerate(lines, 1) if len(line) > MAX_LINE_CHARACTERS), None)
    if long is not None:
        return None, [
            Problem(
                path, long, f"line of {len(lines[long - 1])} characters, longer than the {MAX_LINE_CHARACTERS} allowed"
            )
        ]
    if not any(line.strip() for line in lines):
        return None, [Problem(path, 1, "source is empty: no text to parse")]
    return DecodedText(lines, encoding, line_ends.get(frozenset(ends), "mixed")), []

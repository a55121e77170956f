"""The one copy of text folding: typography (quotes, apostrophes, dashes, spaces, the publisher's ``?``)."""

from __future__ import annotations

import functools
import re

_SPACES_RE = re.compile(r"\s+")

_TYPOGRAPHY = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u2032": "'",
        "`": "'",
        "\u00b4": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u2033": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u00a0": " ",
        "\u2026": "...",
        "\u2009": " ",
        "\u202f": " ",
    }
)
#: Quotation marks, apostrophes, dashes and ``?``: the publisher printed ``?`` for each of the
#: others in some files (``Teferi?s Moat``, ``the ?defending player?``, ``(13 ? 3)``), so they all
#: count as one mark when wordings are compared. A real question mark never is the only
#: difference between two wordings of a rule.
_MARKS_RE = re.compile(r"['\"?-]")


@functools.lru_cache(maxsize=65536)
def wording_key(text: str) -> str:
    """The text with typography folded away: quotes, apostrophes, dashes, spaces and the publisher's ``?``.

    Two texts with the same key say the same words; the editions switch between straight and
    curly quotes, and some files print ``?`` for an apostrophe, a quote or a minus sign.
    """
    folded = _SPACES_RE.sub(" ", text.translate(_TYPOGRAPHY)).strip()
    return _MARKS_RE.sub("'", folded)

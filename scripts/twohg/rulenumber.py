"""Rule numbers as printed (``606.4b.``, ``606. 8b``, full-width digits) parsed into one sortable value."""

from __future__ import annotations

import re
from typing import NamedTuple

from twohg.text import fold_widths

_SECTION_RE = re.compile(r"^(?P<section>[0-9]{3})\.?$")
_RULE_RE = re.compile(r"^(?P<section>[0-9]{3})\.\s?(?P<rule>[0-9]{1,3})(?P<letter>[a-z]?)\.?$")

#: A rule number at the start of a line, with the printed variants seen in official files:
#: ``606.4b.`` (stray full stop), ``606. 8b`` (stray space), ``810.10.`` and ``810.7a``.
LEADING_NUMBER_RE = re.compile(
    r"^(?P<printed>(?P<section>[0-9]{3})\.(?:\s?(?P<rule>[0-9]{1,3})(?P<letter>[a-z]?)\.?)?)(?=\s|$)"
)


#: Every character seen or typed where a number's full stop goes: the ASCII full stop, comma, semicolon and
#: colon; the full-width full stop a Japanese input method types (``810．9a``), the small one, the ideographic
#: full stop and its half-width form (``810。9a``, ``810｡9a``); the middle dots: katakana, full- and
#: half-width (``810・9a``, ``810･9a``), Latin (``810·9a``), Greek, the word separator, the dot and bullet
#: operators, the one-dot leader and the hyphenation point; the full-width comma, colon and semicolon and the
#: ideographic comma.
NUMBER_STOPS = "".join(
    (
        ".,;:",
        "\uff0e\ufe52\u3002\uff61",  # full stops: full-width, small, ideographic, half-width ideographic
        "\u30fb\uff65\u00b7\u0387\u2e31\u22c5\u2219\u2024\u2027",  # middle dots, leader, hyphenation point
        "\uff0c\u3001\uff1a\uff1b",  # full-width comma, ideographic comma, full-width colon and semicolon
    )
)
#: What may stand between two parts of a number as printed or typed: one of `NUMBER_STOPS` with at most one
#: space on either side (``810. 9a``, ``810 .9a``), or white space alone (``810 9a``, ``810\u30009a``).
NUMBER_SEPARATOR = rf"(?:\s?[{NUMBER_STOPS}]\s?|\s)"


def number_like(first: str, then: str) -> re.Pattern[str]:
    r"""A pattern of a line that starts with something shaped like a number, however its parts are joined.

    ``first`` is the pattern of the number's first part (``\d{3}``, a rulebook section), ``then`` of what
    follows the separator (`NUMBER_SEPARATOR`); ``\d`` in them matches any digit, full-width ones
    included (``８１０．９ａ``). Marks before the number (``•810.4``, ``## 9.6``) are group ``lead``, the
    number as printed group ``number``, its first part group ``first``. A parser tests its own printed
    form first: a line this matches that is not in that form starts with a malformed number.
    """
    return re.compile(rf"^(?P<lead>[^\w\s]*)\s*(?P<number>(?P<first>{first}){NUMBER_SEPARATOR}(?:{then}))")


class RuleNumber(NamedTuple):
    """A rule number: section (``810``), rule (``9``) and subrule letter (``c``).

    A `typing.NamedTuple` rather than a frozen dataclass: ``twohg search`` reads rule numbers and need not
    import `dataclasses`. It compares, hashes and pickles as its three fields, and orders in natural order
    (`sort_key`), not as a tuple; it is never compared with a plain tuple.
    """

    section: int
    """The three-digit section, e.g. 810 for "Two-Headed Giant Variant" after 2009."""
    rule: int | None = None
    """The rule within the section; None for the section heading itself."""
    letter: str = ""
    """The subrule letter, empty for a numbered rule."""

    @classmethod
    def parse(cls, printed: str) -> RuleNumber:
        """Parse a number as printed; raise ValueError when it is not a rule number."""
        text = fold_widths(printed.strip())
        match = _RULE_RE.match(text)
        if match:
            return cls(int(match["section"]), int(match["rule"]), match["letter"])
        match = _SECTION_RE.match(text)
        if match:
            return cls(int(match["section"]))
        raise ValueError(f"not a rule number: {printed!r}")

    @classmethod
    def try_parse(cls, printed: str) -> RuleNumber | None:
        """Parse a number as printed, or return None."""
        try:
            return cls.parse(printed)
        except ValueError:
            return None

    @property
    def parent(self) -> RuleNumber | None:
        """The rule a subrule belongs to, the section a rule belongs to, None for a section."""
        if self.letter:
            return RuleNumber(self.section, self.rule)
        if self.rule is not None:
            return RuleNumber(self.section)
        return None

    @property
    def is_section(self) -> bool:
        """True for a section heading number such as ``810``."""
        return self.rule is None

    def sort_key(self) -> tuple[int, int, str]:
        """Natural order: 810 < 810.1 < 810.9 < 810.9a < 810.10."""
        return (self.section, -1 if self.rule is None else self.rule, self.letter)

    def __lt__(self, other: object) -> bool:
        """Compare in natural order."""
        if not isinstance(other, RuleNumber):
            return NotImplemented
        return self.sort_key() < other.sort_key()

    def __le__(self, other: object) -> bool:
        """Compare in natural order."""
        if not isinstance(other, RuleNumber):
            return NotImplemented
        return self.sort_key() <= other.sort_key()

    def __gt__(self, other: object) -> bool:
        """Compare in natural order."""
        if not isinstance(other, RuleNumber):
            return NotImplemented
        return self.sort_key() > other.sort_key()

    def __ge__(self, other: object) -> bool:
        """Compare in natural order."""
        if not isinstance(other, RuleNumber):
            return NotImplemented
        return self.sort_key() >= other.sort_key()

    def __str__(self) -> str:
        """The normalised form: ``810``, ``810.9``, ``810.9c``."""
        if self.rule is None:
            return str(self.section)
        return f"{self.section}.{self.rule}{self.letter}"


#: A number as typed in a URL or a post, tolerantly: ``810.7C``, ``810-7c``, ``810,7c``, ``8107c``,
#: ``810.7c.``, ``810. 7c``, ``r810.7c``, ``CR 810.7c``; full-width digits are folded first.
_LOOSE_RE = re.compile(
    r"^(?:(?:cr|r)\s*)?(?P<section>[0-9]{3})(?:(?:[.,\-_\s]\s*|(?=[0-9]))(?P<rule>[0-9]{1,3})\s?(?P<letter>[a-z]?))?\.?$"
)


def loose_number(typed: str) -> RuleNumber | None:
    """A rule number typed loosely (case, separators, a trailing full stop), or None when it is not one."""
    match = _LOOSE_RE.match(fold_widths(typed.strip()).casefold())
    if match is None:
        return None
    if match["rule"] is None:
        return RuleNumber(int(match["section"]))
    return RuleNumber(int(match["section"]), int(match["rule"]), match["letter"])

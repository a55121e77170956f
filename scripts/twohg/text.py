"""The one copy of text folding and figures.

- Folding: typography (quotes, apostrophes, dashes, spaces, the publisher's ``?``), full-width
  digits and letters, white space (`normalise`, `wording_key`, `fold_widths`, `APOSTROPHES`).
- Figures: the numbers a rule text states, with what they count (`figures`, `figure_changes`),
  and their views for comparing a translation (`figure_values`) or two examples (`digits`).
- Invisible characters: format characters folded away from source text (`drop_format_characters`),
  and every character a terminal would act on escaped in messages (`shown`).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections import Counter
from typing import NamedTuple

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
    folded = " ".join(text.translate(_TYPOGRAPHY).split())
    return _MARKS_RE.sub("'", folded)


#: Curly apostrophes folded to the straight one, for matching names and phrases (``str.translate``).
APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'"})

_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00a0": " "})

_FULL_WIDTH = (
    "０１２３４５６７８９．"
    + "".join(chr(code) for code in range(0xFF21, 0xFF3B))
    + "".join(chr(code) for code in range(0xFF41, 0xFF5B))
)
_WIDTHS = str.maketrans({ch: unicodedata.normalize("NFKC", ch) for ch in _FULL_WIDTH})


def fold_widths(text: str) -> str:
    """Full-width digits, letters and full stops as ASCII (never NFKC on the whole text: it folds Japanese)."""
    return text.translate(_WIDTHS)


def normalise(text: str) -> str:
    """Text for comparison: curly quotes straightened, runs of white space squeezed, ends trimmed."""
    return " ".join(text.translate(_QUOTES).split())


def fold_for_matching(text: str) -> str:
    """Text for finding words in it: apostrophes straightened, case folded, white space squeezed."""
    return " ".join(text.translate(APOSTROPHES).casefold().split())


class FigureChange(NamedTuple):
    """A figure (life total, count, fraction) that differs between two texts of a lineage.

    This module's classes are `typing.NamedTuple`: ``twohg search`` folds text with it and need not import
    `dataclasses`.
    """

    before: str
    """The figure or phrase in the older text (``40 life``, ``divided by two``)."""
    after: str
    """The figure or phrase in the newer text; empty when it disappeared."""
    note: str
    """The change in words, e.g. ``starting life total 40 -> 30``."""


#: A number, a word or a mark of a text whose figures are read (`figure_tokens`).
_FIGURE_TOKEN = r"\d+(?:[/.,]\d+)?|[^\W\d_]+(?:['’-][^\W\d_]+)*|[^\w\s]"


@functools.cache
def _figure_token_re() -> re.Pattern[str]:
    """`_FIGURE_TOKEN` compiled at its first use: ``twohg search`` folds text with this module and reads no figure."""
    return re.compile(_FIGURE_TOKEN)


class Figure(NamedTuple):
    """A figure found in a text: the phrase as printed, what it counts, its value."""

    phrase: str
    """The figure with a word of context: ``40 life``, ``by five``, ``divided by two``."""
    unit: str | None
    """The word after the number that says what it counts (``life``, ``times``), if any."""
    value: float | None
    """The number's value; None for a phrase such as ``rounded up``."""


def figures(text: str, language: str) -> list[Figure]:
    """The figures of a text in order: phrases first, then numbers with a word of context.

    Rule citations (``see rule 103.4``) are not figures and are removed first.
    """
    from twohg.profiles import FIGURE_WORDS, PROFILES  # the parsing tables; `twohg search` folds text without them

    words = FIGURE_WORDS.get(language)
    if words is None:
        return []
    body = normalise(text.translate(_WIDTHS)).casefold()
    body = PROFILES[language].citation_re.sub(" | ", body)
    body = words.variant_name.sub(" | ", body)
    found: list[Figure] = []
    for phrase in words.phrases:
        pattern = re.compile(re.escape(phrase) if words.unspaced else rf"(?<!\w){re.escape(phrase)}(?!\w)")
        found.extend(Figure(phrase, None, None) for _ in pattern.finditer(body))
        body = pattern.sub(" | ", body)
    items = _figure_token_re().findall(body)
    for index, item in enumerate(items):
        if item[0].isdigit():
            value: float | None = float(item.replace(",", ".")) if "/" not in item else None
        elif item in words.numbers:
            value = float(words.numbers[item])
        else:
            continue
        after = items[index + 1] if index + 1 < len(items) else ""
        before = items[index - 1] if index > 0 else ""
        if after[:1].isalpha() and after not in words.filler:
            found.append(Figure(f"{item} {after}", after, value))
        elif before[:1].isalpha():
            found.append(Figure(f"{before} {item}", None, value))
        else:
            found.append(Figure(item, None, value))
    return found


def _same_unit(a: Figure, b: Figure) -> bool:
    """True when two figures count the same thing (``40 life``, ``30 life``)."""
    return a.unit is not None and a.unit == b.unit


def _same_value(a: Figure, b: Figure) -> bool:
    """True when two figures have the same value (``15 times``, ``by 15``)."""
    return a.value is not None and a.value == b.value


def figure_changes(old: str, new: str, language: str, one_sided: bool = True) -> tuple[FigureChange, ...]:
    """Figures that differ between two texts, paired by what they count, then by value.

    With ``one_sided`` False, figures found on one side only are left out (for a split or a
    merge, where part of the text went to, or came from, another rule).
    """
    before, after = figures(old, language), figures(new, language)
    common = Counter(f.phrase for f in before) & Counter(f.phrase for f in after)
    gone: list[Figure] = []
    came: list[Figure] = []
    for side, source in ((gone, before), (came, after)):
        left = Counter(common)
        for figure in source:
            if left[figure.phrase]:
                left[figure.phrase] -= 1
            else:
                side.append(figure)
    changes: list[FigureChange] = []
    for same in (_same_unit, _same_value):
        for old_figure in list(gone):
            partner = next((f for f in came if same(old_figure, f)), None)
            if partner is not None:
                gone.remove(old_figure)
                came.remove(partner)
                changes.append(
                    FigureChange(old_figure.phrase, partner.phrase, f"{old_figure.phrase} -> {partner.phrase}")
                )
    if one_sided:
        changes.extend(FigureChange(f.phrase, "", f"{f.phrase} -> (gone)") for f in gone)
        changes.extend(FigureChange("", f.phrase, f"(new) -> {f.phrase}") for f in came)
    return tuple(changes)


@functools.lru_cache(maxsize=16384)
def figure_values(text: str, language: str) -> frozenset[int]:
    """The whole numbers a text states, for comparing a translation with an English text.

    Digits and number words, with "both" counted as two; cited rule numbers, the variant's name,
    fractions and the number one (which doubles as an article) are left out.
    """
    from twohg.profiles import FIGURE_WORDS

    values = {int(f.value) for f in figures(text, language) if f.value is not None and f.value == int(f.value)}
    words = FIGURE_WORDS.get(language)
    pairs = words.pairs if words is not None else frozenset()
    if pairs and words is not None and words.unspaced:
        if any(pair in text for pair in pairs):
            values.add(2)
    elif pairs and any(word in pairs for word in _figure_token_re().findall(text.casefold())):
        values.add(2)
    return frozenset(values - {1})


_DIGITS_RE = re.compile(r"\d+")


def digits(text: str) -> list[str]:
    """The numbers printed in digits in a text, each once, in order (for comparing two examples)."""
    return list(dict.fromkeys(_DIGITS_RE.findall(fold_widths(text))))


#: A sentence ends at ``.``, ``!``, ``?``, ``:``, ``;``, a closing parenthesis or quote, before
#: white space and a capital letter (which may follow an opening quote, parenthesis or ``¿``,
#: ``¡``): "e.g. the" and "606.6e." inside a sentence do not end it.
_SENTENCE_END = r"(?<=[.!?:;)\"»])\s+(?=[\"“«(¿¡]?[A-ZÀ-Þ])"


@functools.cache
def _sentence_end_re() -> re.Pattern[str]:
    """`_SENTENCE_END` compiled at its first use: the graph splits sentences, ``twohg search`` never does."""
    return re.compile(_SENTENCE_END)


def sentences(text: str) -> list[str]:
    """A paragraph split into sentences, each stripped (empty ones left out)."""
    return [part.strip() for part in _sentence_end_re().split(text) if part.strip()]


#: Unicode categories never shown as they are in a message: controls (C0, C1, DEL), format
#: characters (bidirectional controls, zero-width spaces, the BOM), line and paragraph separators,
#: private use, surrogates (a file name's undecodable bytes) and unassigned code points.
_UNSHOWN = frozenset({"Cc", "Cf", "Zl", "Zp", "Co", "Cs", "Cn"})


def _escape(character: str) -> str:
    code = ord(character)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def shown(text: str) -> str:
    r"""Text for one line of a terminal or a log: controls and invisible characters as escapes.

    A file name with a newline cannot forge a second message, one with an escape sequence cannot
    drive the terminal, and a bidirectional control cannot reorder what is shown
    (``a<newline>b`` -> ``a\x0ab``, U+202E -> ``\u202e``). Everything else is kept.
    """
    if text.isprintable():
        return text
    return "".join(_escape(ch) if not ch.isprintable() and unicodedata.category(ch) in _UNSHOWN else ch for ch in text)


def drop_format_characters(text: str) -> str:
    """Text without format characters (Unicode category Cf).

    Zero-width spaces and joiners, BOMs, soft hyphens, bidirectional marks, embeddings, overrides
    and isolates: none is printed in the sources; a stray one in front of a rule number would hide the number
    from the parser, and a bidirectional control would reorder what a page, the API or the
    command line shows.
    """
    if text.isascii():
        return text
    found = {ord(ch): None for ch in set(FORMAT_CANDIDATES_RE.findall(text)) if unicodedata.category(ch) == "Cf"}
    return text.translate(found) if found else text


#: Where a format character can be (a quick scan of long texts; what it finds is checked with
#: `unicodedata`): the blocks that hold the Cf characters of the BMP, and every astral plane.
FORMAT_CANDIDATES_RE = re.compile(
    "[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\ufeff\ufff9-\ufffb\U00010000-\U0010ffff]"
)


#: Where a sentence ends, for a snippet or a label: after a full stop and space, after a Japanese full stop
#: and the closing bracket or quote that follows it (「…。」 is one sentence), at a line break.
#: ``search.js`` splits alike (``SENTENCE_END``).
SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])(?![」』）)])\s*|(?<=[。！？][」』）)])\s*|\n+")
#: How many words `first_words` quotes.
FIRST_WORDS = 14


def first_words(text: str, count: int = FIRST_WORDS) -> str:
    """A text's first sentence, at most ``count`` words (an ellipsis when cut): how a label quotes a rule in force.

    ``search.js`` quotes alike (``firstWords``).
    """
    sentence = SENTENCE_END_RE.split(text.strip(), maxsplit=1)[0]
    words = sentence.split()
    return " ".join(words[:count]) + ("…" if len(words) > count else "")

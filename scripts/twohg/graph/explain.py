"""Translations and explanations: which English text a translated rule renders, which rules a FAQ or summary explains.

Two kinds of `Link`, each with its evidence (`Evidence`) and a ``certain`` flag:

- ``translation``: from an English official rule text to the translated text (English -> Spanish,
  the direction of "is translated by"); one link per translated rule, to the English text it
  renders. Candidates are the same number in every official English edition; they are compared
  without machine translation, by what survives translation unchanged: figures (digits and number
  words), cited rule numbers, card names (through ``rules_src/cards.yaml``), the number of
  examples, the subrules and the section heading. A disagreement rejects the candidate (the
  Spanish 810.10, shared poison counters, is not the 2010 810.10, larger teams). Among the
  accepted ones the link goes to a candidate with evidence beyond the number, then to the edition
  closest in time (in force during the translation's date range), then the one with more evidence.
- ``explains``: from a FAQ entry (``<source>/q<index>``) or summary section (``<source>/s<number>``)
  to the rule texts it explains, in the edition in force at the document's date (the latest
  official edition of that date, completed by a translation whose date range covers it for the
  numbers that edition lacks or means differently). Evidence: citations (a citation of a rule
  outside the 2HG sections points at the 2HG rule that cites, and so modifies, it), rapidfuzz
  similarity for texts in the same language, shared cards, shared figures, and reviewed entries.

Everything automatic can be overruled in the reviewed file ``rules_src/alignment/explanations.yaml``
(see `parse_reviewed`), each entry with its reason. Entries that explain no Comprehensive Rule are
returned with their reason, never dropped; `render_uncertain_report` lists what stays uncertain.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

import yaml
from rapidfuzz import fuzz, utils

from twohg.graph.model import Edition, Evidence, Link, RuleText
from twohg.ingest.corpus import LoadedSource
from twohg.ingest.units import SummaryItem
from twohg.problems import Problem
from twohg.profiles import profile
from twohg.rulenumber import RuleNumber
from twohg.text import wording_key

REVIEWED_FILE = "rules_src/alignment/explanations.yaml"
"""Where the reviewed entries live, relative to the project root (read by `twohg.files`' callers)."""

SIMILARITY_MIN = 85.0
"""A same-language answer explains a rule when token_set_ratio and partial_ratio both reach this.

Measured on the 2005 FAQ against the 2005 rules: every answer that copies a rule scores 90-100 on
both (606.9c, reworded by the FAQ's correction, is the lowest at 90/91), while the best score of a
wrong rule is 81/71 (606.7c for the declare-attackers answer: the two combat steps share most
words). 85 sits between the two. Answers that paraphrase (the format question, 62; looking at
hands, 74; play-draw, 74) fall below and are reviewed by hand instead of lowering the bar.
"""

SIMILARITY_MIN_SHARED_WORDS = 5
"""...and when the two texts share at least this many distinct words.

token_set_ratio is 100 whenever one text's words are a subset of the other's, so a three-word
rule would match any answer that happens to contain its words. 606.6b ("Teams have priority, not
individual players.", six words) is the shortest rule an answer copies.
"""

LENGTH_RATIO = (0.8, 1.6)
"""Usual length of a full translation relative to its English text (characters, examples included).

The Spanish 810 texts are 0.98-1.34 times their English texts; a text outside this span renders
only part of its English text or a different wording (the Spanish 810.10d is 0.30 of the 2024
810.10d: it lacks the first sentence). Such a link is kept but marked uncertain.
"""

DISTINCTIVE_FIGURE = 10
"""Figures from this value up identify a worked example; smaller ones recur everywhere.

2, 3, 4 and 5 come from "two teams", "Three-Headed Giant", step labels and damage amounts in many
texts; two shared figures from 10 up (25 -> 10, losing 15) point at the same example.
"""

FIGURES_MIN_SHARED = 2
"""How many distinctive figures two texts must share before figures alone propose a link."""

AGAINST = "against: "
"""Prefix of an evidence detail that records a measurement speaking against a link (why it is uncertain)."""

CardNames = Mapping[str, Mapping[str, str]]
"""Card names by language: casefolded name or alias as printed -> English card name."""

_EMPTY_CARDS: CardNames = {}

_NUMBER_WORDS: Mapping[str, Mapping[str, int]] = {
    "en": {
        "zero": 0, "two": 2, "both": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
        "fifteen": 15, "sixteen": 16, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    },
    "es": {
        "cero": 0, "dos": 2, "ambos": 2, "ambas": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
        "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13,
        "catorce": 14, "quince": 15, "dieciséis": 16, "veinte": 20, "treinta": 30, "cuarenta": 40,
        "cincuenta": 50,
    },
    "fr": {
        "zéro": 0, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8,
        "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16,
        "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50,
    },
    "ja": {},
}  # fmt: skip
"""Number words per language. "one" (un, une, uno) is left out everywhere: it doubles as an article."""

_VARIANT_NAMES: Mapping[str, re.Pattern[str]] = {
    "en": re.compile(r"\b[a-z]+-headed giant\b", re.IGNORECASE),
    "es": re.compile(r"\bgigante de [a-z]+ cabezas\b", re.IGNORECASE),
    "fr": re.compile(r"\btroll à [a-z]+ têtes\b", re.IGNORECASE),
    "ja": re.compile(r"双頭巨人"),
}
"""The variant's name, removed before counting figures: its "two" is a name, not a figure."""

_TOKEN_RE = re.compile(r"\d{3}\.\d{1,3}[a-z]?|\d+|[^\W\d_]+")
_NUMBER_IN_CITATION_RE = re.compile(r"\d{3}(?:\.\d{1,3}[a-z]?)?")
_FULL_WIDTH_DIGITS = str.maketrans("０１２３４５６７８９．", "0123456789.")
_EXPLAINER_ID_RE = re.compile(r"^(?P<source>[a-z0-9][a-z0-9-]*)/(?P<kind>[qs])(?P<index>\d+)$")


# --- what survives translation: figures, citations, cards ---------------------------------------


def figures(text: str, language: str) -> frozenset[int]:
    """The figures in a text: digits and number words, without cited rule numbers, the variant's name or "one"."""
    text = profile(language).citation_re.sub(" ", text.translate(_FULL_WIDTH_DIGITS))
    text = _VARIANT_NAMES[language].sub(" ", text)
    words = _NUMBER_WORDS[language]
    found: set[int] = set()
    for token in _TOKEN_RE.findall(text.casefold()):
        if token[0].isdigit():
            if "." in token:
                continue
            value: int | None = int(token)
        else:
            value = words.get(token)
        if value is not None and value != 1:
            found.add(value)
    return frozenset(found)


def citations(text: str, language: str) -> tuple[RuleNumber, ...]:
    """The rule numbers a text cites ("see rule 103.4", "Ver la regla 805", "portion 101.4"), in order."""
    numbers: list[RuleNumber] = []
    for match in profile(language).citation_re.finditer(text.translate(_FULL_WIDTH_DIGITS)):
        for printed in _NUMBER_IN_CITATION_RE.findall(match["numbers"]):
            number = RuleNumber.try_parse(printed)
            if number is not None and number not in numbers:
                numbers.append(number)
    return tuple(numbers)


def card_names_from_yaml(text: str) -> dict[str, dict[str, str]]:
    """Card names by language from the text of ``rules_src/cards.yaml`` (names and aliases)."""
    data = yaml.safe_load(text) or {}
    names: dict[str, dict[str, str]] = {}
    cards = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(cards, dict):
        return names
    for english, entry in sorted(cards.items()):
        if not isinstance(entry, dict):
            continue
        for language, name in (entry.get("names") or {}).items():
            if isinstance(name, dict) and isinstance(name.get("name"), str):
                names.setdefault(str(language), {})[name["name"].casefold()] = str(english)
        for alias in entry.get("aliases") or ():
            if isinstance(alias, dict) and isinstance(alias.get("text"), str) and alias.get("language"):
                names.setdefault(str(alias["language"]), {})[alias["text"].casefold()] = str(english)
    return names


class CardForm(Protocol):
    """A form of a card's name in one language (`twohg.graph.cards.CardName` fits)."""

    @property
    def language(self) -> str:
        """The language it is written in."""

    @property
    def text(self) -> str:
        """The form as written."""


class CardEntry(Protocol):
    """A card with its forms (`twohg.graph.cards.Card` fits)."""

    @property
    def name(self) -> str:
        """The English name."""

    @property
    def forms(self) -> Sequence[CardForm]:
        """Every form of its name: names per language and aliases."""


def card_names(cards: Iterable[CardEntry]) -> dict[str, dict[str, str]]:
    """Card names by language from the cards stage's reviewed list (`twohg.graph.cards.load_cards`)."""
    names: dict[str, dict[str, str]] = {}
    for card in sorted(cards, key=lambda c: c.name):
        for form in card.forms:
            names.setdefault(form.language, {})[form.text.casefold()] = card.name
    return names


def cards_in(text: str, language: str, names: CardNames) -> frozenset[str]:
    """The English names of the cards a text names, by the names and aliases known in its language."""
    folded = text.casefold()
    found: set[str] = set()
    for form, english in names.get(language, {}).items():
        if language == "ja":
            if form in folded:
                found.add(english)
        elif re.search(rf"(?<!\w){re.escape(form)}(?!\w)", folded):
            found.add(english)
    return frozenset(found)


def _rule_body(text: RuleText) -> str:
    return " ".join(text.rule.paragraphs)


def _rule_full(text: RuleText) -> str:
    return " ".join([*text.rule.paragraphs, *(example.text for example in text.rule.examples)])


def _show(values: Iterable[object]) -> str:
    return ", ".join(str(value) for value in values)


def _numbers(values: Iterable[RuleNumber]) -> str:
    return ", ".join(str(number) for number in sorted(set(values)))


# --- the reviewed file --------------------------------------------------------------------------


ReviewedKind = Literal["translation", "explains"]


@dataclass(frozen=True)
class ReviewedLink:
    """A link a person decided on, with the reason."""

    kind: ReviewedKind
    """``translation`` (English text -> translated text) or ``explains`` (FAQ/summary -> rule text)."""
    source: str
    """The id the link starts from."""
    target: str
    """The id the link points to."""
    reason: str
    """Why, in words."""
    certain: bool
    """False when the reviewer judged the link itself uncertain (it is then reported)."""
    line: int
    """The YAML line of the target."""
    source_line: int
    """The YAML line of the source."""


@dataclass(frozen=True)
class ReviewedRejection:
    """An automatic link a person rejected, with the reason."""

    kind: ReviewedKind
    """The kind of link rejected."""
    source: str
    """Its source id."""
    target: str
    """Its target id."""
    reason: str
    """Why it is wrong."""
    line: int
    """The YAML line of the entry."""


@dataclass(frozen=True)
class ReviewedUnlinked:
    """A FAQ entry or summary section a person found to explain no Comprehensive Rule."""

    id: str
    """The FAQ entry or summary section."""
    reason: str
    """Why it explains no rule (tournament practice, organised play...)."""
    line: int
    """The YAML line of the id."""


@dataclass(frozen=True)
class Reviewed:
    """The reviewed file, parsed: decisions with their reasons and YAML lines."""

    file: str = REVIEWED_FILE
    """The file's path, for evidence and problems."""
    links: tuple[ReviewedLink, ...] = ()
    """Links decided by a person."""
    rejections: tuple[ReviewedRejection, ...] = ()
    """Automatic links a person rejected."""
    unlinked: tuple[ReviewedUnlinked, ...] = ()
    """Entries that explain no Comprehensive Rule."""


_SECTIONS: Mapping[str, tuple[str, ...]] = {
    "translations": ("from", "to", "reason", "certain"),
    "explains": ("from", "to", "reason", "certain"),
    "rejected": ("kind", "from", "to", "reason"),
    "unlinked": ("id", "reason"),
}
_REQUIRED: Mapping[str, tuple[str, ...]] = {
    "translations": ("from", "to", "reason"),
    "explains": ("from", "to", "reason"),
    "rejected": ("kind", "from", "to", "reason"),
    "unlinked": ("id", "reason"),
}
_BOOL_TAG = "tag:yaml.org,2002:bool"
_STR_TAG = "tag:yaml.org,2002:str"


def _line(node: yaml.Node) -> int:
    return int(node.start_mark.line) + 1


def _scalar(node: yaml.Node) -> str | None:
    return str(node.value) if isinstance(node, yaml.ScalarNode) and node.tag == _STR_TAG else None


def _mapping(node: yaml.Node, file: str, problems: list[Problem], what: str) -> dict[str, tuple[yaml.Node, yaml.Node]]:
    """A mapping node's keys -> (key node, value node); problems for a non-mapping or a repeated key."""
    if not isinstance(node, yaml.MappingNode):
        problems.append(Problem(file, _line(node), f"{what} must be a mapping"))
        return {}
    found: dict[str, tuple[yaml.Node, yaml.Node]] = {}
    for key, value in node.value:
        name = str(key.value) if isinstance(key, yaml.ScalarNode) else ""
        if name in found:
            problems.append(Problem(file, _line(key), f"{what}: key {name!r} given twice"))
            continue
        found[name] = (key, value)
    return found


def _entry(
    section: str, node: yaml.Node, file: str, problems: list[Problem]
) -> dict[str, tuple[yaml.Node, yaml.Node]] | None:
    """One entry of a section, checked for unknown and missing keys and an empty reason."""
    fields = _mapping(node, file, problems, f"an entry of {section!r}")
    if not fields:
        return None
    ok = True
    for name, (key, _value) in fields.items():
        if name not in _SECTIONS[section]:
            problems.append(
                Problem(
                    file, _line(key), f"unknown key {name!r} in {section!r} (allowed: {', '.join(_SECTIONS[section])})"
                )
            )
            ok = False
    for name in _REQUIRED[section]:
        if name not in fields:
            problems.append(Problem(file, _line(node), f"entry of {section!r} has no {name!r}"))
            ok = False
    if "reason" in fields:
        reason = _scalar(fields["reason"][1])
        if reason is None or not reason.strip():
            problems.append(Problem(file, _line(fields["reason"][1]), "reason must be a non-empty text"))
            ok = False
    if "certain" in fields:
        value = fields["certain"][1]
        if not (isinstance(value, yaml.ScalarNode) and value.tag == _BOOL_TAG):
            problems.append(Problem(file, _line(value), "certain must be true or false"))
            ok = False
    return fields if ok else None


def _id(fields: Mapping[str, tuple[yaml.Node, yaml.Node]], name: str, file: str, problems: list[Problem]) -> str | None:
    value = fields[name][1]
    text = _scalar(value)
    if text is None or not text.strip():
        problems.append(Problem(file, _line(value), f"{name!r} must be an id (text)"))
        return None
    return text.strip()


def _targets(
    fields: Mapping[str, tuple[yaml.Node, yaml.Node]], file: str, problems: list[Problem]
) -> list[tuple[str, int]]:
    value = fields["to"][1]
    nodes = value.value if isinstance(value, yaml.SequenceNode) else [value]
    targets: list[tuple[str, int]] = []
    for node in nodes:
        text = _scalar(node)
        if text is None or not text.strip():
            problems.append(Problem(file, _line(node), "'to' must be an id or a list of ids"))
            continue
        targets.append((text.strip(), _line(node)))
    if not targets and isinstance(value, yaml.SequenceNode):
        problems.append(Problem(file, _line(value), "'to' lists no id"))
    return targets


def _certain(fields: Mapping[str, tuple[yaml.Node, yaml.Node]]) -> bool:
    if "certain" not in fields:
        return True
    return str(fields["certain"][1].value).lower() in ("true", "yes", "on")


def parse_reviewed(text: str, file: str = REVIEWED_FILE) -> tuple[Reviewed, tuple[Problem, ...]]:
    """Parse the reviewed file's text: sections ``translations``, ``explains``, ``rejected``, ``unlinked``.

    ``translations``: ``from`` an English rule text id, ``to`` a translated rule text id.
    ``explains``: ``from`` a FAQ entry or summary section id, ``to`` one rule text id or a list.
    Both take a ``reason`` and an optional ``certain: false``. ``rejected``: ``kind``
    (translation or explains), ``from``, ``to``, ``reason``. ``unlinked``: ``id``, ``reason``.
    Ids follow `twohg.graph.model`. Problems carry the YAML line; ids are checked by `check_reviewed`.
    """
    problems: list[Problem] = []
    try:
        root = yaml.compose(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        return Reviewed(file), (Problem(file, int(mark.line) + 1 if mark else 1, f"not valid YAML: {error}"),)
    if root is None:
        return Reviewed(file), ()
    top = _mapping(root, file, problems, "the reviewed file")
    links: list[ReviewedLink] = []
    rejections: list[ReviewedRejection] = []
    unlinked: list[ReviewedUnlinked] = []
    for name, (key, value) in top.items():
        if name not in _SECTIONS:
            problems.append(Problem(file, _line(key), f"unknown section {name!r} (allowed: {', '.join(_SECTIONS)})"))
            continue
        if not isinstance(value, yaml.SequenceNode):
            problems.append(Problem(file, _line(value), f"{name!r} must be a list of entries"))
            continue
        for node in value.value:
            fields = _entry(name, node, file, problems)
            if fields is None:
                continue
            reason = " ".join(str(fields["reason"][1].value).split())
            if name == "unlinked":
                entry_id = _id(fields, "id", file, problems)
                if entry_id is not None:
                    unlinked.append(ReviewedUnlinked(entry_id, reason, _line(fields["id"][1])))
                continue
            source = _id(fields, "from", file, problems)
            if name == "rejected":
                kind_text = _scalar(fields["kind"][1])
                target = _id(fields, "to", file, problems)
                if kind_text not in ("translation", "explains"):
                    problems.append(Problem(file, _line(fields["kind"][1]), "kind must be 'translation' or 'explains'"))
                    continue
                if source is not None and target is not None:
                    kind: ReviewedKind = "translation" if kind_text == "translation" else "explains"
                    rejections.append(ReviewedRejection(kind, source, target, reason, _line(node)))
                continue
            targets = _targets(fields, file, problems)
            if source is None:
                continue
            link_kind: ReviewedKind = "translation" if name == "translations" else "explains"
            for target, line in targets:
                links.append(
                    ReviewedLink(link_kind, source, target, reason, _certain(fields), line, _line(fields["from"][1]))
                )
    return Reviewed(file, tuple(links), tuple(rejections), tuple(unlinked)), tuple(problems)


# --- FAQ entries and summary sections as explaining texts ---------------------------------------


@dataclass(frozen=True)
class Explainer:
    """A FAQ entry or summary section, as a text that explains rules."""

    id: str
    """``<source>/q<index>`` or ``<source>/s<number>``."""
    source_id: str
    """The catalogue id of its document."""
    language: str
    """The document's language."""
    file: str
    """The document's path."""
    date: dt.date
    """The document's date (the start of its range when it has no single date)."""
    title: str
    """The question, or the section's title."""
    body: tuple[str, ...]
    """The answer's paragraphs (and notes), or the section's paragraphs and list descriptions."""
    examples: tuple[str, ...]
    """The examples' texts."""
    lines: tuple[tuple[int, str], ...] = field(default=(), compare=False)
    """The source lines (number, text as printed), to point evidence at the line it is on."""

    @property
    def line(self) -> int:
        """The question's or heading's line."""
        return self.lines[0][0] if self.lines else 0

    @property
    def text(self) -> str:
        """Body and examples as one text."""
        return " ".join([*self.body, *self.examples])

    def line_of(self, needle: str) -> int:
        """The first source line containing ``needle`` (the entry's first line when none does)."""
        folded = needle.casefold()
        for number, text in self.lines:
            if folded in text.casefold():
                return number
        return self.line


def _source_date(loaded: LoadedSource) -> dt.date:
    entry = loaded.entry
    if entry.date is not None:
        return entry.date
    assert entry.date_range is not None
    return entry.date_range.start


def _source_lines(loaded: LoadedSource, lines: Iterable[int]) -> tuple[tuple[int, str], ...]:
    all_lines = loaded.text.lines
    return tuple((n, all_lines[n - 1]) for n in sorted(set(lines)) if 0 < n <= len(all_lines))


def faq_explainers(loaded: LoadedSource) -> tuple[Explainer, ...]:
    """The FAQ entries of a loaded FAQ, as explaining texts."""
    entry = loaded.entry
    return tuple(
        Explainer(
            id=f"{entry.id}/q{faq.index}",
            source_id=entry.id,
            language=entry.language,
            file=loaded.path,
            date=_source_date(loaded),
            title=faq.question,
            body=(*faq.answer, *faq.notes),
            examples=tuple(example.text for example in faq.examples),
            lines=_source_lines(loaded, faq.lines),
        )
        for faq in loaded.parsed.faq
    )


def _descriptions(items: Sequence[SummaryItem]) -> list[str]:
    texts: list[str] = []
    for item in items:
        if item.description:
            texts.append(item.description)
        texts.extend(_descriptions(item.children))
    return texts


def summary_explainers(loaded: LoadedSource) -> tuple[Explainer, ...]:
    """The sections of a loaded summary, as explaining texts (list labels left out: they are numbering)."""
    entry = loaded.entry
    explainers = []
    for section in loaded.parsed.summary:
        body: list[str] = []
        examples: list[str] = []
        for paragraph in section.paragraphs:
            body.append(paragraph.text)
            body.extend(_descriptions(paragraph.items))
            examples.extend(example.text for example in paragraph.examples)
        explainers.append(
            Explainer(
                id=f"{entry.id}/s{section.number}",
                source_id=entry.id,
                language=entry.language,
                file=loaded.path,
                date=_source_date(loaded),
                title=section.title,
                body=tuple(body),
                examples=tuple(examples),
                lines=_source_lines(loaded, section.lines),
            )
        )
    return tuple(explainers)


# --- checking the reviewed file against the corpus ----------------------------------------------


@dataclass(frozen=True)
class KnownIds:
    """What the reviewed file's ids may name."""

    texts: Mapping[str, RuleText]
    """Every rule text by id."""
    editions: Mapping[str, Edition]
    """Every edition by id."""
    explainers: Mapping[str, Explainer]
    """Every FAQ entry and summary section by id."""


def _explainer_problem(entry_id: str, known: KnownIds) -> str | None:
    if entry_id in known.explainers:
        return None
    match = _EXPLAINER_ID_RE.match(entry_id)
    if match is None:
        return f"{entry_id!r} is not a FAQ entry id (<source>/q<index>) or summary section id (<source>/s<number>)"
    same = sorted(
        (e for e in known.explainers.values() if e.source_id == match["source"]),
        key=lambda e: int(e.id.rsplit("/", 1)[1][1:]),
    )
    if not same:
        sources = sorted({e.source_id for e in known.explainers.values()})
        return f"unknown FAQ or summary source {match['source']!r} (known: {', '.join(sources)})"
    what = "question" if match["kind"] == "q" else "section"
    have = f"{same[0].id.rsplit('/', 1)[1]}-{same[-1].id.rsplit('/', 1)[1]}"
    if same[0].id.rsplit("/", 1)[1][0] != match["kind"]:
        return f"{match['source']} has no {what}s: its entries are {have}"
    return f"{match['source']} has no {what} {match['index']} (it has {have})"


def _text_problem(text_id: str, known: KnownIds) -> str | None:
    if text_id in known.texts:
        return None
    edition, _, printed = text_id.rpartition("/")
    if not edition:
        return f"{text_id!r} is not a rule text id (<edition>/<number>)"
    if edition not in known.editions:
        return f"unknown edition {edition!r} (known: {', '.join(sorted(known.editions))})"
    if RuleNumber.try_parse(printed) is None:
        return f"{printed!r} is not a rule number"
    return f"{edition} has no rule {printed}"


def check_reviewed(reviewed: Reviewed, known: KnownIds) -> tuple[Problem, ...]:
    """Problems with the reviewed file's ids: unknown FAQ entry, section, edition or rule, wrong languages, repeats."""
    file = reviewed.file
    problems: list[Problem] = []
    seen: dict[tuple[str, str, str], int] = {}
    for link in reviewed.links:
        key = (link.kind, link.source, link.target)
        if key in seen:
            problems.append(
                Problem(file, link.line, f"{link.source} -> {link.target} is reviewed twice (line {seen[key]})")
            )
        seen.setdefault(key, link.line)
        if link.kind == "explains":
            message = _explainer_problem(link.source, known)
            if message:
                problems.append(Problem(file, link.source_line, message))
            message = _text_problem(link.target, known)
            if message:
                problems.append(Problem(file, link.line, message))
            continue
        for text_id, line, want in ((link.source, link.source_line, "english"), (link.target, link.line, "translated")):
            message = _text_problem(text_id, known)
            if message:
                problems.append(Problem(file, line, message))
                continue
            edition = known.editions[known.texts[text_id].edition]
            if want == "english" and (edition.language != "en" or edition.kind != "official"):
                problems.append(Problem(file, line, f"{text_id} is not in an official English edition"))
            if want == "translated" and edition.kind != "translation":
                problems.append(Problem(file, line, f"{text_id} is not in a translation"))
    for rejection in reviewed.rejections:
        checks = (
            (
                _explainer_problem(rejection.source, known)
                if rejection.kind == "explains"
                else _text_problem(rejection.source, known)
            ),
            _text_problem(rejection.target, known),
        )
        problems.extend(Problem(file, rejection.line, message) for message in checks if message)
    linked = {link.source: link.source_line for link in reviewed.links if link.kind == "explains"}
    unlinked_seen: dict[str, int] = {}
    for entry in reviewed.unlinked:
        message = _explainer_problem(entry.id, known)
        if message:
            problems.append(Problem(file, entry.line, message))
        if entry.id in unlinked_seen:
            problems.append(
                Problem(file, entry.line, f"{entry.id} is listed as unlinked twice (line {unlinked_seen[entry.id]})")
            )
        unlinked_seen.setdefault(entry.id, entry.line)
        if entry.id in linked:
            problems.append(
                Problem(
                    file,
                    entry.line,
                    f"{entry.id} is listed as unlinked but also explains rules (line {linked[entry.id]})",
                )
            )
    return tuple(problems)


# --- translations --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Candidate:
    """An English text with the same number as a translated rule, and what comparing them found."""

    english: RuleText
    """The English text."""
    translated: RuleText
    """The translated text."""
    agreements: tuple[Evidence, ...]
    """What agrees beyond the number: figures, citations, cards, examples, subrules, heading."""
    disagreements: tuple[str, ...]
    """What differs, in words; any disagreement rejects the candidate."""
    doubts: tuple[Evidence, ...]
    """Measurements that speak against the link without rejecting it (detail starts with `AGAINST`)."""
    distance: int
    """Days between the English edition's time in force and the translation's date range (0: overlaps)."""

    @property
    def accepted(self) -> bool:
        """True when nothing disagrees."""
        return not self.disagreements


def _children(texts: Sequence[RuleText]) -> dict[RuleNumber, frozenset[str]]:
    children: dict[RuleNumber, set[str]] = {}
    for text in texts:
        number = text.number
        if number.letter and number.parent is not None:
            children.setdefault(number.parent, set()).add(number.letter)
    return {number: frozenset(letters) for number, letters in children.items()}


def _in_force_distance(edition: Edition, official: Sequence[Edition], start: dt.date, end: dt.date) -> int:
    """Days between the span an official edition is in force (until the next one) and ``start..end``."""
    begin = edition.start
    later = sorted(e.start for e in official if e.start > begin)
    until = later[0] - dt.timedelta(days=1) if later else dt.date.max
    if until < start:
        return (start - until).days
    if begin > end:
        return (begin - end).days
    return 0


def _compare(
    english: RuleText,
    translated: RuleText,
    english_children: frozenset[str],
    translated_children: frozenset[str],
    cards: CardNames,
) -> tuple[list[Evidence], list[str], list[Evidence]]:
    """Compare an English text and a translated text by what survives translation."""
    agree: list[Evidence] = []
    differ: list[str] = []
    doubts: list[Evidence] = []
    t_file, t_line = translated.file, translated.rule.line
    t_lang = translated.language
    if english.rule.is_heading or translated.rule.is_heading:
        if english.rule.is_heading and translated.rule.is_heading:
            agree.append(
                Evidence("structure", f"both are the heading of section {translated.number}", None, t_file, t_line)
            )
        else:
            differ.append("one is a section heading, the other a rule")
        return agree, differ, doubts
    e_full, t_full = _rule_full(english), _rule_full(translated)
    e_fig, t_fig = figures(e_full, "en"), figures(t_full, t_lang)
    if e_fig != t_fig:
        differ.append(
            f"figures differ: {_show(sorted(t_fig)) or 'none'} here, {_show(sorted(e_fig)) or 'none'} in English"
        )
    elif t_fig:
        agree.append(Evidence("figures", f"same figures: {_show(sorted(t_fig))}", None, t_file, t_line))
    e_cit, t_cit = set(citations(e_full, "en")), set(citations(t_full, t_lang))
    if e_cit != t_cit:
        differ.append(f"cited rules differ: {_numbers(t_cit) or 'none'} here, {_numbers(e_cit) or 'none'} in English")
    elif t_cit:
        agree.append(Evidence("citation", f"both cite rule {_numbers(t_cit)}", None, t_file, t_line))
    e_cards, t_cards = cards_in(e_full, "en", cards), cards_in(t_full, t_lang, cards)
    if e_cards and t_cards and e_cards != t_cards:
        differ.append(f"cards differ: {_show(sorted(t_cards))} here, {_show(sorted(e_cards))} in English")
    elif e_cards and e_cards == t_cards:
        agree.append(Evidence("card", f"same cards: {_show(sorted(t_cards))}", None, t_file, t_line))
    e_ex, t_ex = len(english.rule.examples), len(translated.rule.examples)
    if e_ex != t_ex:
        differ.append(f"{t_ex} examples here, {e_ex} in English")
    elif t_ex:
        agree.append(Evidence("structure", f"same number of examples ({t_ex})", None, t_file, t_line))
    if bool(english_children) != bool(translated_children):
        here = _show(sorted(translated_children)) or "none"
        there = _show(sorted(english_children)) or "none"
        differ.append(f"subrules differ: {here} here, {there} in English")
    elif english_children and english_children == translated_children:
        letters = sorted(translated_children)
        agree.append(Evidence("structure", f"same subrules {letters[0]}-{letters[-1]}", None, t_file, t_line))
    ratio = len(t_full) / max(1, len(e_full))
    low, high = LENGTH_RATIO
    if not low <= ratio <= high:
        doubts.append(
            Evidence(
                "structure",
                f"{AGAINST}the translated text is {ratio:.2f} times as long as the English one (a full "
                f"translation is {low}-{high} times): it may render only part of it, or other wording",
                round(ratio, 2),
                t_file,
                t_line,
            )
        )
    return agree, differ, doubts


def translation_candidates(
    translated: Sequence[RuleText],
    english: Mapping[str, Sequence[RuleText]],
    editions: Sequence[Edition],
    cards: CardNames = _EMPTY_CARDS,
) -> tuple[Candidate, ...]:
    """Every (English text, translated text) pair with the same number, compared; in translated order, then edition."""
    if not translated:
        return ()
    by_id = {edition.id: edition for edition in editions}
    own = by_id[translated[0].edition]
    official = [by_id[e] for e in english if e in by_id]
    translated_children = _children(translated)
    candidates: list[Candidate] = []
    # Most editions print a rule as the one before did: compare each distinct English text once.
    compared: dict[tuple[str, bool, int, frozenset[str], str], tuple[list[Evidence], list[str], list[Evidence]]] = {}
    for edition_id in sorted(english, key=lambda e: (by_id[e].start, e) if e in by_id else (dt.date.max, e)):
        texts = {text.number: text for text in english[edition_id]}
        children = _children(english[edition_id])
        distance = _in_force_distance(by_id[edition_id], official, own.start, own.end) if edition_id in by_id else 0
        for text in translated:
            other = texts.get(text.number)
            if other is None:
                continue
            english_children = children.get(text.number, frozenset())
            key = (_rule_full(other), other.rule.is_heading, len(other.rule.examples), english_children, text.id)
            if key not in compared:
                compared[key] = _compare(
                    other, text, english_children, translated_children.get(text.number, frozenset()), cards
                )
            agree, differ, doubts = compared[key]
            candidates.append(Candidate(other, text, tuple(agree), tuple(differ), tuple(doubts), distance))
    order = {text.id: index for index, text in enumerate(translated)}
    return tuple(sorted(candidates, key=lambda c: order[c.translated.id]))


def _one_per_wording(candidates: Sequence[Candidate], editions: Mapping[str, Edition]) -> list[Candidate]:
    """One candidate per translated text and distinct English wording: the one nearest the translation's dates.

    Editions that print a rule alike are one candidate: of those, the edition in force nearest the
    translation's date range, the latest on a tie (the text the translation most plausibly follows).
    """
    kept: dict[tuple[str, str, bool], Candidate] = {}
    for candidate in candidates:
        english = candidate.english
        key = (candidate.translated.id, wording_key(_rule_full(english)), english.rule.is_heading)
        start = editions[english.edition].start if english.edition in editions else dt.date.min
        other = kept.get(key)
        other_start = editions[other.english.edition].start if other and other.english.edition in editions else None
        if other is None or (candidate.distance, -start.toordinal()) < (
            other.distance,
            -(other_start or start).toordinal(),
        ):
            kept[key] = candidate
    return list(kept.values())


def _anchored(
    translated: Sequence[RuleText], english: Mapping[str, Sequence[RuleText]], candidates: Sequence[Candidate]
) -> dict[tuple[str, str], Evidence]:
    """Structure evidence for accepted candidates with nothing but the number: both neighbours anchored.

    An anchor is an accepted candidate with evidence beyond the number. A rule between two anchors
    is aligned by its position when the translated text and the English edition have the same
    rules, in the same order, between those anchors.
    """
    found: dict[tuple[str, str], Evidence] = {}
    by_pair = {(c.translated.id, c.english.edition): c for c in candidates}
    order = [text for text in translated]
    for edition_id, texts in english.items():
        sequences: dict[int, list[RuleNumber]] = {}
        for text in texts:
            sequences.setdefault(text.number.section, []).append(text.number)
        anchors = [
            index
            for index, text in enumerate(order)
            if (c := by_pair.get((text.id, edition_id))) is not None and c.accepted and c.agreements
        ]
        for index, text in enumerate(order):
            candidate = by_pair.get((text.id, edition_id))
            if candidate is None or not candidate.accepted or candidate.agreements:
                continue
            before = [a for a in anchors if a < index]
            after = [a for a in anchors if a > index]
            if not before or not after:
                continue
            first, last = order[before[-1]], order[after[0]]
            if first.number.section != last.number.section:
                continue
            sequence = sequences.get(first.number.section, [])
            if first.number not in sequence or last.number not in sequence:
                continue
            here = [t.number for t in order[before[-1] + 1 : after[0]]]
            there = sequence[sequence.index(first.number) + 1 : sequence.index(last.number)]
            if here == there:
                found[(text.id, edition_id)] = Evidence(
                    "structure",
                    f"between {first.number} and {last.number}, which agree beyond their numbers, both texts "
                    f"have the same {len(here)} rule(s) in the same order ({_numbers(here)})",
                    None,
                    text.file,
                    text.rule.line,
                )
    return found


@dataclass(frozen=True)
class TranslationAlignment:
    """The translation links, the translated rules left without one, and every candidate compared."""

    links: tuple[Link, ...]
    """One link per translated rule that has an English text, English -> translated."""
    unlinked: tuple[tuple[str, str], ...]
    """Translated rules with no English text, with the reason."""
    candidates: tuple[Candidate, ...]
    """Every same-number pair compared, accepted or not."""


def _number_evidence(candidate: Candidate) -> Evidence:
    return Evidence(
        "number",
        f"same number {candidate.translated.number} in {candidate.english.edition}",
        None,
        candidate.english.file,
        candidate.english.rule.line,
    )


def _reviewed_evidence(link: ReviewedLink, file: str) -> Evidence:
    prefix = "" if link.certain else "reviewed as uncertain: "
    return Evidence("reviewed", prefix + link.reason, None, file, link.line)


def align_translations(
    translated: Sequence[RuleText],
    english: Mapping[str, Sequence[RuleText]],
    editions: Sequence[Edition],
    reviewed: Reviewed | None = None,
    cards: CardNames = _EMPTY_CARDS,
) -> TranslationAlignment:
    """Link every translated rule to the English text it renders (the order of preference: see the module docstring)."""
    reviewed = reviewed or Reviewed()
    candidates = translation_candidates(translated, english, editions, cards)
    anchored = _anchored(translated, english, candidates)
    rejected = {(r.source, r.target) for r in reviewed.rejections if r.kind == "translation"}
    chosen: dict[str, list[ReviewedLink]] = {}
    for link in reviewed.links:
        if link.kind == "translation":
            chosen.setdefault(link.target, []).append(link)
    all_english = {text.id: text for texts in english.values() for text in texts}
    links: list[Link] = []
    unlinked: list[tuple[str, str]] = []
    by_translated: dict[str, list[Candidate]] = {}
    for candidate in candidates:
        by_translated.setdefault(candidate.translated.id, []).append(candidate)
    by_id = {edition.id: edition for edition in editions}
    for text in translated:
        every = by_translated.get(text.id, [])
        mine = _one_per_wording(every, by_id)
        if text.id in chosen:
            for decision in chosen[text.id]:
                evidence: list[Evidence] = []
                match = next((c for c in every if c.english.id == decision.source), None)
                if match is not None:
                    evidence.append(_number_evidence(match))
                    evidence.extend(match.agreements)
                    anchor = anchored.get((text.id, match.english.edition))
                    if anchor is not None:
                        evidence.append(anchor)
                    evidence.extend(match.doubts)
                    others = [c.english.id for c in mine if c is not match]
                    if others:
                        evidence.append(
                            Evidence(
                                "structure",
                                f"preferred by review over {_show(others)}",
                                None,
                                reviewed.file,
                                decision.line,
                            )
                        )
                evidence.append(_reviewed_evidence(decision, reviewed.file))
                if decision.source in all_english or match is not None:
                    links.append(Link("translation", decision.source, text.id, tuple(evidence), decision.certain))
            continue
        accepted = [c for c in mine if c.accepted and (c.english.id, text.id) not in rejected]
        if not accepted:
            reasons = [f"{c.english.id}: {'; '.join(c.disagreements) or 'rejected by review'}" for c in mine]
            unlinked.append(
                (text.id, "no English text with this number agrees: " + (" | ".join(reasons) or "no edition has it"))
            )
            continue

        def rank(c: Candidate, text_id: str = text.id) -> tuple[bool, int, int, int, str]:
            strong = bool(c.agreements) or (text_id, c.english.edition) in anchored
            return (not strong, c.distance, len(c.doubts), -len(c.agreements), c.english.edition)

        accepted.sort(key=rank)
        best = accepted[0]
        evidence = [_number_evidence(best), *best.agreements]
        anchor = anchored.get((text.id, best.english.edition))
        if anchor is not None:
            evidence.append(anchor)
        strong = bool(best.agreements) or anchor is not None
        criteria = (
            "evidence beyond the number",
            "in force during the translation's date range",
            "fewer doubts (a whole translation, not a part)",
            "more evidence",
            "earlier edition id",
        )
        for other in accepted[1:]:
            why = next(c for c, x, y in zip(criteria, rank(best), rank(other), strict=True) if x != y)
            evidence.append(
                Evidence(
                    "structure",
                    f"also compatible: {other.english.id}; this one is preferred ({why})",
                    None,
                    best.english.file,
                    best.english.rule.line,
                )
            )
        for candidate in mine:
            if candidate.disagreements:
                evidence.append(
                    Evidence(
                        "structure",
                        f"not {candidate.english.id}: {'; '.join(candidate.disagreements)}",
                        None,
                        candidate.english.file,
                        candidate.english.rule.line,
                    )
                )
        evidence.extend(best.doubts)
        links.append(Link("translation", best.english.id, text.id, tuple(evidence), strong and not best.doubts))
    return TranslationAlignment(tuple(links), tuple(unlinked), candidates)


def translation_links(
    translated: Sequence[RuleText],
    english: Mapping[str, Sequence[RuleText]],
    editions: Sequence[Edition],
    reviewed: Reviewed | None = None,
    cards: CardNames = _EMPTY_CARDS,
) -> tuple[Link, ...]:
    """The translation links (English text -> translated text) of `align_translations`."""
    return align_translations(translated, english, editions, reviewed, cards).links


# --- explanations --------------------------------------------------------------------------------


def texts_in_force(
    date: dt.date,
    editions: Sequence[Edition],
    texts: Sequence[RuleText],
    candidates: Sequence[Candidate] = (),
) -> dict[RuleNumber, RuleText]:
    """The rule texts as they were on ``date``: the latest official edition, completed by translations.

    A translation whose date range covers ``date`` supplies the numbers the official edition lacks
    and those whose text there was rejected as a translation candidate (a different meaning).
    """
    official = sorted((e for e in editions if e.kind == "official" and e.start <= date), key=lambda e: (e.start, e.id))
    if not official:
        return {}
    base = official[-1].id
    found = {text.number: text for text in texts if text.edition == base}
    rejected = {(c.english.id, c.translated.id) for c in candidates if not c.accepted}
    for edition in sorted(editions, key=lambda e: e.id):
        if edition.kind != "translation" or not edition.start <= date <= edition.end:
            continue
        for text in texts:
            if text.edition != edition.id:
                continue
            current = found.get(text.number)
            if current is None or (current.edition == base and (current.id, text.id) in rejected):
                found[text.number] = text
    return found


@dataclass
class _Found:
    """Evidence gathered for one (explainer, rule text) pair."""

    evidence: list[Evidence] = field(default_factory=list)
    strong: bool = False
    reviewed: ReviewedLink | None = None


def _similarity(a: str, b: str) -> tuple[float, float, int]:
    """token_set_ratio, partial_ratio and the number of distinct words shared, on rapidfuzz's default processing."""
    pa, pb = utils.default_process(a), utils.default_process(b)
    shared = len(set(pa.split()) & set(pb.split()))
    return float(fuzz.token_set_ratio(pa, pb)), float(fuzz.partial_ratio(pa, pb)), shared


def _card_line(explainer: Explainer, english: str, cards: CardNames) -> int:
    """The first line of the explainer naming a card, in any of its forms in the explainer's language."""
    forms = [form for form, name in cards.get(explainer.language, {}).items() if name == english]
    for number, text in explainer.lines:
        if any(form in text.casefold() for form in forms):
            return number
    return explainer.line


def _pair_evidence(
    explainer: Explainer, text: RuleText, cards: CardNames, ex_cards: frozenset[str], ex_figures: frozenset[int]
) -> tuple[list[Evidence], bool, bool]:
    """Evidence for one pair besides citations; whether it links on its own, and whether figures propose it."""
    evidence: list[Evidence] = []
    strong = False
    if text.rule.is_heading:
        return evidence, False, False
    if explainer.language == text.language:
        body = " ".join(explainer.body)
        token_set, partial, shared = _similarity(body, _rule_body(text))
        passed = token_set >= SIMILARITY_MIN and partial >= SIMILARITY_MIN and shared >= SIMILARITY_MIN_SHARED_WORDS
        detail = (
            f"answer vs {text.id}: token_set_ratio {token_set:.1f}, partial_ratio {partial:.1f}, {shared} words shared"
        )
        if not passed:
            detail += f" (below {SIMILARITY_MIN:.0f})"
        if passed or token_set >= 60:
            strong = passed
            evidence.append(Evidence("similarity", detail, min(token_set, partial), explainer.file, explainer.line))
        for example in explainer.examples:
            for rule_example in text.rule.examples:
                token_set, partial, shared = _similarity(example, rule_example.text)
                if token_set >= SIMILARITY_MIN and partial >= SIMILARITY_MIN and shared >= SIMILARITY_MIN_SHARED_WORDS:
                    strong = True
                    evidence.append(
                        Evidence(
                            "similarity",
                            f"example vs {text.id} example: token_set_ratio {token_set:.1f}, "
                            f"partial_ratio {partial:.1f}",
                            min(token_set, partial),
                            explainer.file,
                            explainer.line_of(example[:40]),
                        )
                    )
                    break
    for card in sorted(ex_cards & cards_in(_rule_full(text), text.language, cards)):
        strong = True
        evidence.append(Evidence("card", f"both name {card}", None, explainer.file, _card_line(explainer, card, cards)))
    shared_figures = ex_figures & figures(_rule_full(text), text.language)
    distinctive = [figure for figure in shared_figures if figure >= DISTINCTIVE_FIGURE]
    proposes = len(distinctive) >= FIGURES_MIN_SHARED
    if shared_figures - {0, 2}:
        detail = f"shared figures: {_show(sorted(shared_figures))}"
        if proposes:
            detail += f" ({len(distinctive)} from {DISTINCTIVE_FIGURE} up)"
        evidence.append(Evidence("figures", detail, None, explainer.file, explainer.line))
    return evidence, strong, proposes


def _citation_evidence(explainer: Explainer, in_force: Mapping[RuleNumber, RuleText]) -> dict[str, list[Evidence]]:
    """Citation evidence by target: cited 2HG rules, and the 2HG rules that cite (modify) a cited outside rule."""
    sections = {number.section for number in in_force}
    found: dict[str, list[Evidence]] = {}
    texts = [explainer.title, *explainer.body, *explainer.examples]
    for number in citations(" ".join(texts), explainer.language):
        line = explainer.line_of(str(number))
        if number.section in sections:
            target = in_force.get(number)
            if target is not None:
                found.setdefault(target.id, []).append(
                    Evidence(
                        "citation",
                        f"cites {'section' if number.is_section else 'rule'} {number}",
                        None,
                        explainer.file,
                        line,
                    )
                )
            continue
        for text in sorted(in_force.values(), key=lambda t: t.number):
            if number in citations(_rule_full(text), text.language):
                found.setdefault(text.id, []).append(
                    Evidence(
                        "citation",
                        f"cites rule {number}, outside the 2HG rules; {text.id} is the 2HG rule that cites "
                        f"(and modifies) it",
                        None,
                        explainer.file,
                        line,
                    )
                )
    return found


def explanation_links(
    explainers: Sequence[Explainer],
    in_force: Mapping[RuleNumber, RuleText],
    texts: Mapping[str, RuleText],
    reviewed: Reviewed | None = None,
    cards: CardNames = _EMPTY_CARDS,
) -> tuple[tuple[Link, ...], tuple[tuple[str, str], ...]]:
    """Links (explainer -> rule text) and the explainers that explain no rule, with the reason.

    Automatic links come from citations, same-language similarity and shared cards (certain) and
    from shared distinctive figures (uncertain); reviewed entries add links (with the automatic
    evidence for the same pair attached), reject automatic ones, or declare an entry unlinked.
    """
    reviewed = reviewed or Reviewed()
    rejected = {(r.source, r.target) for r in reviewed.rejections if r.kind == "explains"}
    unlinked_reviewed = {entry.id: entry for entry in reviewed.unlinked}
    decided: dict[str, list[ReviewedLink]] = {}
    for link in reviewed.links:
        if link.kind == "explains":
            decided.setdefault(link.source, []).append(link)
    candidates = sorted(in_force.values(), key=lambda t: t.number)
    links: list[Link] = []
    unlinked: list[tuple[str, str]] = []
    for explainer in explainers:
        everything = " ".join([explainer.title, explainer.text])
        ex_cards = cards_in(everything, explainer.language, cards)
        ex_figures = figures(explainer.text, explainer.language)
        found: dict[str, _Found] = {}
        for target, evidence in _citation_evidence(explainer, in_force).items():
            found.setdefault(target, _Found()).evidence.extend(evidence)
            found[target].strong = True
        for text in candidates:
            evidence, strong, proposes = _pair_evidence(explainer, text, cards, ex_cards, ex_figures)
            if text.id in found or strong or proposes:
                entry = found.setdefault(text.id, _Found())
                entry.evidence.extend(evidence)
                entry.strong = entry.strong or strong
        for decision in decided.get(explainer.id, []):
            if decision.target not in found:
                pair = _Found()
                reviewed_text = texts.get(decision.target)
                if reviewed_text is not None:
                    pair.evidence.extend(_pair_evidence(explainer, reviewed_text, cards, ex_cards, ex_figures)[0])
                found[decision.target] = pair
            found[decision.target].reviewed = decision
        if explainer.id in unlinked_reviewed:
            found = {k: v for k, v in found.items() if v.strong or v.reviewed}
        made: list[Link] = []
        for target_id, entry in found.items():
            if (explainer.id, target_id) in rejected or target_id not in texts:
                continue
            evidence = list(entry.evidence)
            certain = entry.strong
            if entry.reviewed is not None:
                evidence.append(_reviewed_evidence(entry.reviewed, reviewed.file))
                certain = entry.reviewed.certain
            made.append(Link("explains", explainer.id, target_id, tuple(evidence), certain))
        made.sort(key=lambda link: (texts[link.target].number, link.target))
        links.extend(made)
        if made:
            continue
        if explainer.id in unlinked_reviewed:
            unlinked.append((explainer.id, unlinked_reviewed[explainer.id].reason))
        else:
            unlinked.append(
                (explainer.id, "not reviewed: no citation, similar rule, shared card or shared figures found")
            )
    return tuple(links), tuple(unlinked)


# --- the stage ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Explanations:
    """Translation and explanation links, what has none (with reasons), and problems in the reviewed file."""

    links: tuple[Link, ...]
    """Translation links in translated-text order, then explanation links in document order."""
    unlinked: tuple[tuple[str, str], ...]
    """(id, reason) for every FAQ entry, summary section or translated rule that links to no rule."""
    problems: tuple[Problem, ...]
    """Problems in the reviewed file (file:line), and reviewed decisions that contradict the evidence."""


def explain(
    sources: Sequence[LoadedSource],
    editions: Sequence[Edition],
    texts: Sequence[RuleText],
    reviewed_text: str,
    reviewed_file: str = REVIEWED_FILE,
    cards: CardNames = _EMPTY_CARDS,
) -> Explanations:
    """The whole stage: translations of every translation edition, explanations of every FAQ and summary."""
    reviewed, problems = parse_reviewed(reviewed_text, reviewed_file)
    problems_list = list(problems)
    explainers: list[Explainer] = []
    for loaded in sources:
        if loaded.entry.kind == "faq":
            explainers.extend(faq_explainers(loaded))
        elif loaded.entry.kind == "summary":
            explainers.extend(summary_explainers(loaded))
    known = KnownIds(
        texts={text.id: text for text in texts},
        editions={edition.id: edition for edition in editions},
        explainers={explainer.id: explainer for explainer in explainers},
    )
    problems_list.extend(check_reviewed(reviewed, known))
    links: list[Link] = []
    unlinked: list[tuple[str, str]] = []
    candidates: list[Candidate] = []
    english = {
        edition.id: [text for text in texts if text.edition == edition.id]
        for edition in editions
        if edition.kind == "official" and edition.language == "en"
    }
    for edition in editions:
        if edition.kind != "translation":
            continue
        alignment = align_translations(
            [text for text in texts if text.edition == edition.id], english, editions, reviewed, cards
        )
        links.extend(alignment.links)
        unlinked.extend(alignment.unlinked)
        candidates.extend(alignment.candidates)
    for source_id in dict.fromkeys(explainer.source_id for explainer in explainers):
        mine = [explainer for explainer in explainers if explainer.source_id == source_id]
        in_force = texts_in_force(mine[0].date, editions, texts, candidates)
        found, none = explanation_links(
            mine, in_force, known.texts, _in_force_targets(reviewed, in_force, known.texts), cards
        )
        links.extend(found)
        unlinked.extend(none)
    problems_list.extend(_contradictions(reviewed, links))
    return Explanations(tuple(links), tuple(unlinked), tuple(problems_list))


def _in_force_targets(
    reviewed: Reviewed, in_force: Mapping[RuleNumber, RuleText], texts: Mapping[str, RuleText]
) -> Reviewed:
    """The reviewed entries with each rule text replaced by the text in force when it has the same wording.

    A reviewed entry names a rule by one edition's text; editions that print it alike are the same
    rule, so the entry holds for the text in force at the explaining document's date.
    """

    def current(text_id: str) -> str:
        named = texts.get(text_id)
        now = in_force.get(named.number) if named is not None else None
        if named is None or now is None or now.id == text_id:
            return text_id
        return now.id if wording_key(_rule_full(named)) == wording_key(_rule_full(now)) else text_id

    return dataclasses.replace(
        reviewed,
        links=tuple(
            dataclasses.replace(link, target=current(link.target)) if link.kind == "explains" else link
            for link in reviewed.links
        ),
        rejections=tuple(
            dataclasses.replace(r, target=current(r.target)) if r.kind == "explains" else r for r in reviewed.rejections
        ),
    )


def _contradictions(reviewed: Reviewed, links: Sequence[Link]) -> list[Problem]:
    """Entries reviewed as explaining no rule that the evidence links all the same."""
    problems = []
    for entry in reviewed.unlinked:
        linked = [link for link in links if link.kind == "explains" and link.source == entry.id]
        for link in linked:
            evidence = "; ".join(f"{e.kind}: {e.detail}" for e in link.evidence)
            problems.append(
                Problem(
                    reviewed.file,
                    entry.line,
                    f"{entry.id} is reviewed as explaining no rule, but the evidence links it to {link.target} "
                    f"({evidence}); add a 'rejected' entry or remove it from 'unlinked'",
                )
            )
    return problems


# --- the uncertain report --------------------------------------------------------------------------


def why_uncertain(link: Link) -> str:
    """Why a link is uncertain, from its evidence."""
    reasons = [e.detail for e in link.evidence if e.kind == "reviewed" and e.detail.startswith("reviewed as uncertain")]
    reasons += [e.detail[len(AGAINST) :] for e in link.evidence if e.detail.startswith(AGAINST)]
    if reasons:
        return "; ".join(reasons)
    kinds = {e.kind for e in link.evidence}
    if kinds <= {"number", "structure"}:
        return "only the rule number (and its place in the section) agrees; nothing else can be compared"
    if kinds <= {"figures", "number", "structure"}:
        return "only shared figures, which can coincide"
    return "the evidence is below the thresholds for an automatic link"


def _short(text: str, limit: int = 140) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _evidence_summary(evidence: Sequence[Evidence]) -> str:
    parts = []
    for item in evidence:
        where = f" ({item.file}:{item.line})" if item.file and item.line else ""
        parts.append(f"{item.kind}: {_short(item.detail)}{where}")
    return "; ".join(parts)


def render_uncertain_report(links: Sequence[Link], unlinked: Sequence[tuple[str, str]]) -> str:
    """Plain text: one line per uncertain link (ids, kind, evidence, why), then one per entry linked to no rule."""
    uncertain = [link for link in links if not link.certain]
    lines = [f"Uncertain links: {len(uncertain)}"]
    for link in uncertain:
        lines.append(
            f"{link.kind} {link.source} -> {link.target} | evidence: {_evidence_summary(link.evidence)} "
            f"| uncertain because: {why_uncertain(link)}"
        )
    lines.append("")
    lines.append(f"Linked to no rule: {len(unlinked)}")
    for entry_id, reason in unlinked:
        what = "explains no Comprehensive Rule" if _EXPLAINER_ID_RE.match(entry_id) else "translates no English text"
        lines.append(f"{entry_id} | {what}: {reason}")
    return "\n".join(lines) + "\n"

"""The cards stage: the reviewed card list ``rules_src/cards.yaml``, and every mention of a card in the texts.

The file's format::

    cards:
      <English name>:                      # the key is the card's English name
        names:                             # one entry per language the card is named in
          <language>: {name: "...", basis: source, where: ["<file>:<line>", ...]}
          <language>: {name: "...", basis: official, evidence: "where the printed name was checked"}
        aliases:                           # other forms seen in the sources
          - {text: "...", language: <language>, where: ["<file>:<line>", ...], note: "why"}
        identified: "..."                  # how a card was matched when its English name is in no source
        note: "..."                        # anything else a reader should know

- ``<language>`` is one of the catalogue's languages (en, es, fr, ja); ``names.en`` is required
  and its ``name`` is the key.
- ``basis: source`` means the exact string is printed in a source: ``where`` lists the lines
  (``file:line``, file relative to ``rules_src/``) and each must hold the string, capitals and
  accents as printed (only straight and curly apostrophes are not told apart).
- ``basis: official`` means the printed card name, checked elsewhere: ``evidence`` says where.
  A card whose English name is official only must say under ``identified`` how it was matched.
- Aliases (misspellings, possessives, forms with an article such as ``l'Antienne glorieuse``)
  always come from a source, so they always have ``where``.
- A form may belong to one card only.

Problems are reported as ``file:line`` of the YAML node at fault. Mentions are found by matching
every form of every card in every text, case-insensitively but with accents exact, as whole
words, longest form first, with an optional possessive ``'s``. `unlinked_mentions` looks for
names by their markup and phrasing instead (Markdown emphasis, 《》, autocard tags, Title Case
quotes, "controls X", "X, which reads"...) and returns those no card accounts for.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

import yaml

from twohg.graph.model import Evidence, Link
from twohg.graph.textunits import TextLine, TextUnit, plain_line, text_units
from twohg.ingest.catalogue import LANGUAGES
from twohg.ingest.corpus import Corpus
from twohg.ingest.markup import APOSTROPHES
from twohg.problems import Problem

Basis = Literal["source", "official", "alias"]

_CARD_KEYS = {"names", "aliases", "identified", "note"}
_NAME_KEYS = {"name", "basis", "where", "evidence", "note"}
_ALIAS_KEYS = {"text", "language", "where", "note"}
_WHERE_RE = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+)$")


@dataclass(frozen=True)
class CardName:
    """One form of a card's name in one language: a name (source or official) or an alias."""

    language: str
    """The language the form is written in."""
    text: str
    """The form as written."""
    basis: Basis
    """``source`` (printed in a source), ``official`` (the printed card name) or ``alias``."""
    where: tuple[tuple[str, int], ...] = ()
    """The (file, line) pairs the form is printed on, file relative to the project root."""
    evidence: str = ""
    """For an official name: where it was checked."""
    note: str = ""
    """The entry's note, if any."""


@dataclass(frozen=True)
class Card:
    """A card of the reviewed list, with its names per language and its aliases."""

    name: str
    """The English name, the card's key."""
    names: Mapping[str, CardName] = field(hash=False)
    """Language code -> the card's name in that language."""
    aliases: tuple[CardName, ...] = ()
    """Other forms seen in the sources."""
    identified: str = ""
    """How the card was matched when its English name is in no source."""
    note: str = ""
    """Anything else a reader should know."""
    line: int = 0
    """The line of the card's entry in the YAML file."""

    @property
    def id(self) -> str:
        """The card's node id, ``card:<English name>``."""
        return f"card:{self.name}"

    @property
    def forms(self) -> tuple[CardName, ...]:
        """Every form of the name: the names per language, then the aliases."""
        return tuple(self.names.values()) + self.aliases


@dataclass(frozen=True)
class Mention:
    """A card form found in a text."""

    card: str
    """The card's English name."""
    text_id: str
    """The id of the text it was found in."""
    found: str
    """The words as printed (``l'Antienne glorieuse``, ``Heartless Hidegetsu's``)."""
    file: str
    """The file."""
    line: int
    """The line."""
    start: int
    """Where the words start in the line's plain text."""
    end: int
    """Where they end."""


@dataclass(frozen=True)
class Candidate:
    """Words that look like a card name by their markup or phrasing."""

    text: str
    """The words."""
    file: str
    """The file."""
    line: int
    """The line."""
    how: str
    """What made them look like a name (``italic``, ``《》``, ``after 'controls'``...)."""

    def __str__(self) -> str:
        """Format as ``file:line: 'words' (how)``."""
        return f"{self.file}:{self.line}: {self.text!r} ({self.how})"


# ---------------------------------------------------------------------------------------------
# Loading and checking cards.yaml


def _line(node: yaml.Node) -> int:
    return int(node.start_mark.line) + 1


def _pairs(node: yaml.Node) -> list[tuple[yaml.Node, yaml.Node]]:
    return list(node.value) if isinstance(node, yaml.MappingNode) else []


def _scalar(node: yaml.Node | None) -> str | None:
    if isinstance(node, yaml.ScalarNode) and node.tag != "tag:yaml.org,2002:null":
        return str(node.value)
    return None


def _fields(node: yaml.Node) -> dict[str, yaml.Node]:
    return {str(k.value): v for k, v in _pairs(node) if isinstance(k, yaml.ScalarNode)}


def _resolve_file(name: str, known: Iterable[str]) -> list[str]:
    return [path for path in known if path == name or path.endswith("/" + name)]


def _present(form: str, line: str, markdown: bool) -> Literal["exact", "case", "no"]:
    """Whether the form is printed on the line exactly, only with other capitals, or not at all."""
    wanted = form.translate(APOSTROPHES)
    texts = [line.translate(APOSTROPHES), plain_line(line, markdown).translate(APOSTROPHES)]
    if any(wanted in text for text in texts):
        return "exact"
    if any(wanted.casefold() in text.casefold() for text in texts):
        return "case"
    return "no"


def _where(
    node: yaml.Node | None, form: str, path: str, known: Mapping[str, Sequence[str]], problems: list[Problem]
) -> tuple[tuple[str, int], ...]:
    """Check a ``where`` list; return its resolved (file, line) pairs."""
    if node is None:
        return ()
    if not isinstance(node, yaml.SequenceNode):
        problems.append(Problem(path, _line(node), f"'where' of {form!r} must be a list of file:line"))
        return ()
    found: list[tuple[str, int]] = []
    for item in node.value:
        text = _scalar(item) or ""
        match = _WHERE_RE.match(text.strip())
        if not match:
            problems.append(Problem(path, _line(item), f"{text!r} is not file:line"))
            continue
        files = _resolve_file(match["file"], known)
        if len(files) != 1:
            why = "names a file not in the corpus" if not files else "matches several files"
            problems.append(Problem(path, _line(item), f"{text!r} {why}"))
            continue
        lines, number = known[files[0]], int(match["line"])
        if not 1 <= number <= len(lines):
            problems.append(Problem(path, _line(item), f"{text!r}: the file has {len(lines)} lines"))
            continue
        presence = _present(form, lines[number - 1], files[0].endswith(".md"))
        if presence != "exact":
            detail = (
                "printed on that line only with other capitals" if presence == "case" else "not printed on that line"
            )
            problems.append(Problem(path, _line(item), f"{text!r}: {form!r} is {detail}"))
            continue
        if (files[0], number) in found:
            problems.append(Problem(path, _line(item), f"{text!r} is listed twice"))
            continue
        found.append((files[0], number))
    return tuple(found)


def _unknown_keys(node: yaml.Node, allowed: set[str], what: str, path: str, problems: list[Problem]) -> None:
    for key, _ in _pairs(node):
        if _scalar(key) not in allowed:
            problems.append(Problem(path, _line(key), f"{what} has an unknown field {key.value!r}"))


def _name(
    language: str, node: yaml.Node, card: str, path: str, known: Mapping[str, Sequence[str]], problems: list[Problem]
) -> CardName | None:
    """Check one ``names.<language>`` entry."""
    where_label = f"names.{language} of {card!r}"
    if not isinstance(node, yaml.MappingNode):
        problems.append(Problem(path, _line(node), f"{where_label} must be a mapping with name and basis"))
        return None
    _unknown_keys(node, _NAME_KEYS, where_label, path, problems)
    fields = _fields(node)
    text, basis = _scalar(fields.get("name")), _scalar(fields.get("basis"))
    evidence, note = _scalar(fields.get("evidence")) or "", _scalar(fields.get("note")) or ""
    ok = True
    if language not in LANGUAGES:
        problems.append(
            Problem(path, _line(node), f"{where_label}: unknown language {language!r} (one of {', '.join(LANGUAGES)})")
        )
        ok = False
    if not text or not text.strip():
        problems.append(Problem(path, _line(node), f"{where_label} lacks a 'name'"))
        ok = False
    if basis not in ("source", "official"):
        problems.append(
            Problem(path, _line(node), f"{where_label}: basis must be 'source' or 'official', not {basis!r}")
        )
        ok = False
    where = _where(fields.get("where"), text or "", path, known, problems) if text else ()
    if basis == "source" and not fields.get("where"):
        problems.append(Problem(path, _line(node), f"{where_label}: a name read from a source must say 'where'"))
    if basis == "official" and not evidence.strip():
        problems.append(Problem(path, _line(node), f"{where_label}: an official name must give its 'evidence'"))
    if not ok or text is None or basis not in ("source", "official"):
        return None
    return CardName(language, text, "source" if basis == "source" else "official", where, evidence, note)


def _alias(
    node: yaml.Node, card: str, path: str, known: Mapping[str, Sequence[str]], problems: list[Problem]
) -> CardName | None:
    """Check one alias entry."""
    label = f"alias of {card!r}"
    if not isinstance(node, yaml.MappingNode):
        problems.append(Problem(path, _line(node), f"{label} must be a mapping with text, language and where"))
        return None
    _unknown_keys(node, _ALIAS_KEYS, label, path, problems)
    fields = _fields(node)
    text, language = _scalar(fields.get("text")), _scalar(fields.get("language"))
    if not text or not text.strip():
        problems.append(Problem(path, _line(node), f"{label} lacks a 'text'"))
        return None
    if language not in LANGUAGES:
        problems.append(Problem(path, _line(node), f"{label} {text!r}: unknown language {language!r}"))
        return None
    if not fields.get("where"):
        problems.append(Problem(path, _line(node), f"{label} {text!r} must say 'where' it is printed"))
    where = _where(fields.get("where"), text, path, known, problems)
    return CardName(language, text, "alias", where, note=_scalar(fields.get("note")) or "")


def _card(
    key: yaml.Node, node: yaml.Node, path: str, known: Mapping[str, Sequence[str]], problems: list[Problem]
) -> Card | None:
    """Check one card entry."""
    name = (_scalar(key) or "").strip()
    if not name:
        problems.append(Problem(path, _line(key), "card entry lacks its English name (the key)"))
        return None
    if not isinstance(node, yaml.MappingNode):
        problems.append(Problem(path, _line(key), f"card {name!r} must be a mapping with 'names'"))
        return None
    _unknown_keys(node, _CARD_KEYS, f"card {name!r}", path, problems)
    fields = _fields(node)
    names: dict[str, CardName] = {}
    names_node = fields.get("names")
    if not isinstance(names_node, yaml.MappingNode) or not names_node.value:
        problems.append(Problem(path, _line(key), f"card {name!r} lacks 'names'"))
    for language_node, value in _pairs(names_node) if names_node is not None else []:
        language = _scalar(language_node) or ""
        parsed = _name(language, value, name, path, known, problems)
        if parsed is not None:
            names[language] = parsed
    english = names.get("en")
    has_en = any(_scalar(k) == "en" for k, _ in _pairs(names_node)) if names_node is not None else False
    if english is None and not has_en:
        problems.append(Problem(path, _line(key), f"card {name!r} lacks its English name under names.en"))
    elif english is not None and english.text != name:
        problems.append(Problem(path, _line(key), f"names.en of {name!r} is {english.text!r}: it must equal the key"))
    identified = _scalar(fields.get("identified")) or ""
    if english is not None and english.basis == "official" and not identified.strip():
        problems.append(
            Problem(path, _line(key), f"card {name!r}: its English name is in no source; say how it was 'identified'")
        )
    aliases_node = fields.get("aliases")
    aliases: list[CardName] = []
    if aliases_node is not None and not isinstance(aliases_node, yaml.SequenceNode):
        problems.append(Problem(path, _line(aliases_node), f"aliases of {name!r} must be a list"))
    elif aliases_node is not None:
        aliases = [a for a in (_alias(n, name, path, known, problems) for n in aliases_node.value) if a is not None]
    return Card(name, names, tuple(aliases), identified, _scalar(fields.get("note")) or "", _line(key))


def _duplicate_forms(cards: Sequence[Card], path: str) -> list[Problem]:
    """A form that two cards share would make its mentions ambiguous."""
    owner: dict[str, str] = {}
    problems: list[Problem] = []
    for card in cards:
        for form in {f.text.translate(APOSTROPHES).casefold() for f in card.forms}:
            if owner.setdefault(form, card.name) != card.name:
                problems.append(
                    Problem(path, card.line, f"{form!r} is a form of both {owner[form]!r} and {card.name!r}")
                )
    return problems


def load_cards(
    yaml_text: str, path: str, known_files: Mapping[str, Sequence[str]]
) -> tuple[tuple[Card, ...], list[Problem]]:
    """Parse and check ``cards.yaml``; ``known_files`` maps each corpus file to its lines."""
    try:
        root = yaml.compose(yaml_text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = int(mark.line) + 1 if mark is not None else 1
        return (), [Problem(path, line, f"not valid YAML: {getattr(error, 'problem', error)}")]
    cards_node = _fields(root).get("cards") if root is not None else None
    if not isinstance(cards_node, yaml.MappingNode):
        return (), [Problem(path, 1, "cards.yaml must be a mapping with a 'cards' mapping")]
    problems: list[Problem] = []
    cards: list[Card] = []
    seen: dict[str, int] = {}
    for key, node in cards_node.value:
        card = _card(key, node, path, known_files, problems)
        if card is None:
            continue
        if card.name in seen:
            problems.append(Problem(path, card.line, f"card {card.name!r} repeats the entry on line {seen[card.name]}"))
            continue
        seen[card.name] = card.line
        cards.append(card)
    problems.extend(_duplicate_forms(cards, path))
    return tuple(cards), problems


# ---------------------------------------------------------------------------------------------
# Finding mentions


def _is_latin_word_char(char: str) -> bool:
    return (char.isalnum() or char == "_") and ord(char) < 0x2E80


def _form_pattern(form: str) -> re.Pattern[str]:
    """A case-insensitive whole-word pattern for one form, apostrophes either way, optional possessive."""
    body = r"\s+".join(re.escape(word).replace("'", "['\u2019]") for word in form.translate(APOSTROPHES).split())
    head = r"(?<!\w)" if _is_latin_word_char(form[0]) else ""
    tail = r"(?:['\u2019]s)?(?!\w)" if _is_latin_word_char(form[-1]) else ""
    return re.compile(head + body + tail, re.IGNORECASE)


@dataclass(frozen=True)
class FormPattern:
    """A compiled form of a card name."""

    card: str
    """The card's English name."""
    form: CardName
    """The form."""
    pattern: re.Pattern[str]
    """Its pattern."""


def compile_forms(cards: Iterable[Card]) -> tuple[FormPattern, ...]:
    """Patterns for every form of every card, longest first."""
    forms = [(card.name, form) for card in cards for form in card.forms]
    forms.sort(key=lambda pair: -len(pair[1].text))
    return tuple(FormPattern(card, form, _form_pattern(form.text)) for card, form in forms)


def match_line(patterns: Sequence[FormPattern], text: str) -> tuple[tuple[int, int, str], ...]:
    """Non-overlapping (start, end, card) matches in a line, longest first, then leftmost."""
    hits: list[tuple[int, int, str, bool]] = []
    for item in patterns:
        for match in item.pattern.finditer(text):
            exact = match.group().translate(APOSTROPHES).startswith(item.form.text.translate(APOSTROPHES))
            hits.append((match.start(), match.end(), item.card, exact))
    hits.sort(key=lambda hit: (-(hit[1] - hit[0]), not hit[3], hit[0]))
    kept: list[tuple[int, int, str]] = []
    for start, end, card, _ in hits:
        if all(end <= s or start >= e for s, e, _ in kept):
            kept.append((start, end, card))
    return tuple(sorted(kept))


def unit_mentions(unit: TextUnit, patterns: Sequence[FormPattern]) -> tuple[Mention, ...]:
    """Every card mention in one unit, line by line."""
    return tuple(
        Mention(card, unit.id, line.plain[start:end], unit.file, line.number, start, end)
        for line in unit.lines
        for start, end, card in match_line(patterns, line.plain)
    )


def corpus_mentions(corpus: Corpus, cards: Iterable[Card]) -> tuple[Mention, ...]:
    """Every card mention in every text of the corpus."""
    patterns = compile_forms(cards)
    return tuple(m for unit in text_units(corpus) for m in unit_mentions(unit, patterns))


def mention_links(mentions: Iterable[Mention]) -> tuple[Link, ...]:
    """One certain ``mentions-card`` link per text and card, with every occurrence as evidence."""
    grouped: dict[tuple[str, str], list[Evidence]] = {}
    for mention in mentions:
        evidence = Evidence("card", mention.found, file=mention.file, line=mention.line)
        found = grouped.setdefault((mention.text_id, f"card:{mention.card}"), [])
        if evidence not in found:
            found.append(evidence)
    return tuple(
        Link("mentions-card", source, target, tuple(evidence), certain=True)
        for (source, target), evidence in grouped.items()
    )


def find_mentions(corpus: Corpus, cards: Iterable[Card]) -> tuple[Link, ...]:
    """The ``mentions-card`` links of the corpus: text id -> ``card:<English name>``."""
    return mention_links(corpus_mentions(corpus, cards))


def unlisted_mentions(mentions: Iterable[Mention], cards: Sequence[Card], path: str) -> tuple[Problem, ...]:
    """Mentions (from `corpus_mentions`) on lines that no ``where`` of the card lists (the file promises every line)."""
    by_name = {card.name: card for card in cards}
    problems: list[Problem] = []
    for mention in mentions:
        card = by_name[mention.card]
        found = mention.found.translate(APOSTROPHES).casefold()
        listed = any(
            (mention.file, mention.line) in form.where
            for form in card.forms
            if form.text.translate(APOSTROPHES).casefold() in (found, found.removesuffix("'s"))
        )
        if not listed:
            problems.append(
                Problem(
                    path,
                    card.line,
                    f"{mention.file}:{mention.line} prints {mention.found!r} but no 'where' of {card.name!r} lists it",
                )
            )
    return tuple(problems)


# ---------------------------------------------------------------------------------------------
# Finding names by their markup and phrasing, to check that the card list misses none

#: Capitalised words the detectors take for names but that are not cards: the game and its
#: documents, and basic land types used as types ("controls a Forest", "contrôle une Forêt").
NOT_CARD_NAMES: frozenset[str] = frozenset(
    name.casefold()
    for name in (
        "Magic",
        "Magic: The Gathering",
        "Magic Tournament Rules",
        "Comprehensive Rules",
        "Two-Headed Giant",
        "Plains",
        "Island",
        "Swamp",
        "Mountain",
        "Forest",
        "Llanura",
        "Isla",
        "Pantano",
        "Montaña",
        "Bosque",
        "Plaine",
        "Île",
        "Marais",
        "Montagne",
        "Forêt",
    )
)

_ARTICLES = frozenset("a an the el la los las un una unos unas le les une des du".split())
_ELISION_RE = re.compile(r"^(?:[lLdD]['\u2019])")
_MINOR = frozenset("of the in and to from for with on into at by de del du des la le el".split())
_STOP = frozenset("with by and or que qui dont et y o ou avec con par por para pour".split())
_EDGE_PUNCT = "\"'“”«»‘’()[]*"
_MARKERS = frozenset("example ejemplo exemple note nota".split())

#: Per language: verbs after which a card name comes ("controls X"), and words that follow one
#: ("X, which reads"). The casual multiword patterns of the examples in the corpus.
_AFTER: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"\b(?:controls|casts|plays|activates|the card)\s+", re.IGNORECASE),
    "es": re.compile(r"\b(?:controla|lanza|juega|activa|la carta)\s+", re.IGNORECASE),
    "fr": re.compile(r"\b(?:contrôle|lance|joue|active|la carte|attaque avec)\s+", re.IGNORECASE),
}
_BEFORE: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"(?:,\s*which\s+)?\b(?:reads|says)\b", re.IGNORECASE),
    "es": re.compile(r"(?:,\s*que\s+(?:en\s+parte\s+)?)?\bdicen?\b", re.IGNORECASE),
    "fr": re.compile(r"(?:,\s*qui\s+)?\b(?:dit|disent)\b", re.IGNORECASE),
}
_TRIGGER_WORDS = frozenset(
    "controls casts plays activates controla lanza juega activa contrôle lance joue active attaque".split()
)

_EMPHASIS_RE = re.compile(r"(?<!\*)(\*{1,3})(?=[^\s*])(.+?)(?<=[^\s*])\1(?!\*)")
_BRACKETS_RE = re.compile(r"《(?P<name>[^》]+)》")
_AUTOCARD_RE = re.compile(r"\[c\](?P<name>.+?)\[/c\]", re.IGNORECASE)
_QUOTES_RE = re.compile(r"\"(?P<a>[^\"]+)\"|“(?P<b>[^”]+)”|«\s*(?P<c>[^»]+?)\s*»")
_SENTENCE_PUNCT_RE = re.compile(r"[.:;!?,«»“”\"()\[\]]")
_TOKEN_RE = re.compile(r"\S+")


@dataclass(frozen=True)
class _Token:
    """A word of a line with its span, punctuation at its edges removed."""

    text: str
    start: int
    end: int
    punct_after: bool
    initial: bool

    @property
    def core(self) -> str:
        """The word without an elided article (``l'Antienne`` -> ``Antienne``)."""
        return _ELISION_RE.sub("", self.text)

    @property
    def capitalised(self) -> bool:
        """True when the word (after any elided article) starts with a capital letter."""
        return bool(self.core) and self.core[0].isupper()

    @property
    def lower(self) -> str:
        """The word in lower case."""
        return self.text.casefold()


def _tokens(text: str) -> list[_Token]:
    """The words of a line, each knowing whether punctuation follows it and whether it starts a sentence."""
    tokens: list[_Token] = []
    initial = True
    for match in _TOKEN_RE.finditer(text):
        word, start = match.group(), match.start()
        stripped = word.lstrip(_EDGE_PUNCT)
        start += len(word) - len(stripped)
        core = stripped.rstrip(_EDGE_PUNCT + ".,;:!?")
        if core:
            tokens.append(_Token(core, start, start + len(core), core != stripped, initial))
        initial = bool(re.search(r"[.!?:]$", word.rstrip(_EDGE_PUNCT))) or (not core and initial)
    return tokens


def _looks_like_name(text: str) -> bool:
    """A short capitalised span without sentence punctuation, not a marker such as ``Example:``."""
    words = text.split()
    return (
        bool(words)
        and len(words) <= 6
        and text[0].isupper()
        and not _SENTENCE_PUNCT_RE.search(text)
        and words[0].casefold() not in _MARKERS
    )


def _title_case(text: str) -> bool:
    """Two to five words, every one capitalised except short linking words."""
    words = text.split()
    return (
        2 <= len(words) <= 5 and all(w[0].isupper() or w.casefold() in _MINOR for w in words) and words[0][0].isupper()
    )


def _forward(text: str, tokens: list[_Token], position: int, language: str) -> tuple[int, int] | None:
    """The name that starts after a verb such as "controls" at ``position``, as a span."""
    following = [t for t in tokens if t.start >= position]
    if not following or following[0].initial or _SENTENCE_PUNCT_RE.search(text[position : following[0].start]):
        return None
    if following[0].lower in _ARTICLES:
        following = following[1:]
    if not following or not following[0].capitalised:
        return None
    run = [following[0]]
    for token in following[1 : 6 if language == "en" else 4]:
        if run[-1].punct_after or token.lower in _STOP or token.lower in _ARTICLES - _MINOR:
            break
        if language == "en" and not (token.capitalised or token.lower in _MINOR):
            break
        run.append(token)
    while len(run) > 1 and run[-1].lower in _MINOR:
        run.pop()
    return run[0].start + len(run[0].text) - len(run[0].core), run[-1].end


def _backward(tokens: list[_Token], position: int, language: str) -> tuple[int, int] | None:
    """The name that ends before words such as ", which reads" at ``position``, as a span."""
    before = [t for t in tokens if t.end <= position][-5:]
    run: list[_Token] = []
    for index, token in enumerate(reversed(before)):
        if index > 0 and token.punct_after:
            break
        if token.lower in _STOP or token.lower in _TRIGGER_WORDS or token.lower in _ARTICLES - _MINOR:
            break
        if language == "en" and not (token.capitalised or token.lower in _MINOR):
            break
        run.insert(0, token)
    while run and (run[0].lower in _MINOR or not run[0].capitalised or (run[0].initial and language != "en")):
        if run[0].capitalised and _ELISION_RE.match(run[0].text):
            break
        run.pop(0)
    if not run or (language == "en" and len(run) == 1 and run[0].initial):
        return None
    return run[0].start + len(run[0].text) - len(run[0].core), run[-1].end


def _phrase_candidates(line: TextLine, language: str) -> list[tuple[int, int, str]]:
    """Names found by the words around them, as (start, end, how) in the plain text."""
    text, tokens, found = line.plain, _tokens(line.plain), []
    if language in _AFTER:
        for match in _AFTER[language].finditer(text):
            span = _forward(text, tokens, match.end(), language)
            if span:
                found.append((*span, f"after {match.group().strip()!r}"))
    if language in _BEFORE:
        for match in _BEFORE[language].finditer(text):
            span = _backward(tokens, match.start(), language)
            if span:
                found.append((*span, f"before {match.group().strip()!r}"))
    for match in _QUOTES_RE.finditer(text):
        group = next(g for g in ("a", "b", "c") if match[g] is not None)
        if _title_case(match[group]) and not _SENTENCE_PUNCT_RE.search(match[group]):
            found.append((match.start(group), match.end(group), "Title Case in quotes"))
    return found


def _markup_candidates(line: TextLine, markdown: bool) -> list[tuple[int, int, str]]:
    """Names found by their markup, as (start, end, how) in the raw text."""
    raw, found = line.raw, []
    for match in _BRACKETS_RE.finditer(raw):
        found.append((match.start("name"), match.end("name"), "《》"))
    for match in _AUTOCARD_RE.finditer(raw):
        found.append((match.start("name"), match.end("name"), "autocard tag"))
    if markdown and not raw.lstrip().startswith("#"):
        for match in _EMPHASIS_RE.finditer(raw):
            body = match.group(2).strip("* ")
            if _looks_like_name(body):
                how = "bold" if len(match.group(1)) >= 2 else "italic"
                start = match.start(2) + match.group(2).index(body)
                found.append((start, start + len(body), how))
    return found


def _accounted(text: str, start: int, end: int, hits: Sequence[tuple[int, int, str]]) -> bool:
    """True when a card mention overlaps the span, or the words are a known non-card."""
    words = text[start:end].strip()
    bare = _ELISION_RE.sub("", words)
    first, _, rest = bare.partition(" ")
    if first.casefold() in _ARTICLES and rest:
        bare = rest
    if bare.casefold().removesuffix("'s").removesuffix("\u2019s") in NOT_CARD_NAMES:
        return True
    return any(s < end and start < e for s, e, _ in hits)


def unit_candidates(unit: TextUnit, patterns: Sequence[FormPattern]) -> tuple[Candidate, ...]:
    """Names in one unit, found by markup or phrasing, that no card form accounts for."""
    markdown = unit.file.endswith(".md")
    missing: list[Candidate] = []
    for line in unit.lines:
        raw_hits, plain_hits = match_line(patterns, line.raw), match_line(patterns, line.plain)
        for start, end, how in _markup_candidates(line, markdown):
            if not _accounted(line.raw, start, end, raw_hits):
                missing.append(Candidate(line.raw[start:end], unit.file, line.number, how))
        for start, end, how in _phrase_candidates(line, unit.language):
            if not _accounted(line.plain, start, end, plain_hits):
                missing.append(Candidate(line.plain[start:end], unit.file, line.number, how))
    return tuple(dict.fromkeys(missing))


def unlinked_mentions(corpus: Corpus, cards: Iterable[Card]) -> tuple[Candidate, ...]:
    """Every name-like candidate in the corpus that no card of the list accounts for."""
    patterns = compile_forms(cards)
    return tuple(c for unit in text_units(corpus) for c in unit_candidates(unit, patterns))

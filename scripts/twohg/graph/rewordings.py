"""Word substitutions that change no meaning: the reviewed list ``rules_src/alignment/rewordings.yaml``.

Each entry names what the rules said (``his or her``), each wording that replaced it (``their``,
``that player's``), the release that made the change and the public source a person read. A change of
a rule's words between two editions is a **rewording** when every run of changed words (one opcode of
the word diff, `twohg.graph.align.diff_tokens`) is one of these substitutions, either way round (a
comparison may run backwards); words are compared by `bare`: typography folded (`token_key`), case
and the punctuation around a word left out. Nothing else is: a change the list does not name is a
change of meaning.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from twohg import files
from twohg.graph.align import Op, token_key, tokens
from twohg.problems import Problem
from twohg.reviewed import ADDRESS, Entry, ListOf, Record, Text, entries, read_yaml

REWORDINGS_FILE = files.REWORDINGS_FILE

SCHEMA = Record(
    required={
        "rewordings": ListOf(
            Record(
                required={
                    "words": Text(what="the words the rules said"),
                    "became": ListOf(Text(what="a wording that replaced them"), single=True),
                    "occasion": Text(what="the release that made the change"),
                    "source": ADDRESS,
                    "says": Text(multiline=True, what="what the source says"),
                }
            )
        )
    }
)
"""The declared schema of `REWORDINGS_FILE`."""

#: Punctuation a word carries that `bare` leaves out ("play," is "play"; "(see" is "see").
_AROUND = ".,;:!?()[]\"'"


def bare(token: str) -> str:
    """A word as a substitution matches it: typography folded, lower case, the punctuation around it left out."""
    return token_key(token).strip(_AROUND).lower()


def bare_words(text: str) -> tuple[str, ...]:
    """A text's words, each `bare` (a word that is only punctuation left out)."""
    return tuple(word for word in (bare(token) for token in tokens(text)) if word)


#: Words that say no: a substitution adding or removing one changes what a rule does ("can" -> "can't").
NEGATIONS = frozenset("not no never cannot without none nothing neither nor nobody nowhere unless except".split())
#: Words that say how many: a substitution changing one changes a number ("two" -> "three").
NUMBER_WORDS = frozenset(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand once "
    "twice thrice half double triple first second third fourth fifth sixth seventh eighth ninth tenth".split()
)


def negations(words: Sequence[str]) -> list[str]:
    """The words of negation among `bare_words`: "not" in "whether or not" is no negation, "n't" is one."""
    found = []
    for at, word in enumerate(words):
        if word == "not" and at > 0 and words[at - 1] == "or":
            continue
        if word in NEGATIONS or word.endswith("n't"):
            found.append("not" if word.endswith("n't") or word == "cannot" else word)
    return sorted(found)


def numbers(words: Sequence[str]) -> list[str]:
    """The words that say a number or how many among `bare_words`: digits (rule numbers too), number words."""
    return sorted(word for word in words if word in NUMBER_WORDS or any(char.isdigit() for char in word))


def meaning_changed(before: Sequence[str], after: Sequence[str]) -> str | None:
    """Why a substitution of `bare_words` changes meaning (a negation, a number), or None."""
    if negations(before) != negations(after):
        return "adds or removes a negation"
    if numbers(before) != numbers(after):
        return "changes a number or how many"
    return None


@dataclass(frozen=True)
class Rewording:
    """One reviewed substitution: the words the rules said and what replaced them, with its source."""

    words: str
    """What the rules said (``his or her``)."""
    became: tuple[str, ...]
    """Each wording that replaced it (``their``, ``that player's``)."""
    occasion: str
    """The release that made the change (``Dominaria (2018)``)."""
    source: str
    """Where a person read that the change is one of words only."""
    line: int
    """Its line in the reviewed file."""

    @property
    def pairs(self) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
        """Each substitution as the `bare_words` before and after."""
        return tuple((bare_words(self.words), bare_words(after)) for after in self.became)


def reviewed_rewordings(text: str | None, file: str) -> tuple[tuple[Rewording, ...], list[Problem]]:
    """The reviewed substitutions (none without the file), in file order, and problems."""
    if text is None:
        return (), []
    root, problems = read_yaml(text, file, SCHEMA, empty_ok=True)
    if not isinstance(root, Entry):
        return (), problems
    found: list[Rewording] = []
    seen: set[tuple[str, ...]] = set()
    for entry in entries(root, "rewordings"):
        if not all(key in entry for key in SCHEMA.required["rewordings"].item.required):  # type: ignore[attr-defined]
            continue
        rewording = Rewording(entry["words"], tuple(entry["became"]), entry["occasion"], entry["source"], entry.line)
        before = bare_words(rewording.words)
        if not before or any(not after for _, after in rewording.pairs):
            problems.append(Problem(file, entry.line, "a rewording needs words on both sides"))
            continue
        if before in seen:
            problems.append(Problem(file, entry.line_of("words"), f"{rewording.words!r} is listed twice"))
            continue
        if any(after == before for _, after in rewording.pairs):
            problems.append(Problem(file, entry.line_of("became"), f"{rewording.words!r} becomes itself"))
            continue
        why = [
            f"{rewording.words!r} -> {became!r} {changed}: a change of meaning, never a rewording"
            for (old, new), became in zip(rewording.pairs, rewording.became, strict=True)
            if (changed := meaning_changed(old, new)) is not None
        ]
        if why:
            problems.append(Problem(file, entry.line_of("became"), why[0]))
            continue
        seen.add(before)
        found.append(rewording)
    return tuple(found), problems


#: What a glossary definition says when its term is another's former name ("An obsolete term for the battlefield",
#: "It used to be known as the 'in-play' zone").
RENAMED = ("obsolete", "used to be known")


def _glossary_terms(entries: Iterable[tuple[str, str]]) -> dict[tuple[str, ...], str]:
    """Each glossary term as `bare_words` ("(Obsolete)" left out) -> its definition, folded (hyphens as spaces)."""
    found: dict[tuple[str, ...], str] = {}
    for term, definition in entries:
        words = bare_words(term.replace("(Obsolete)", "").replace("-", " "))
        if words:
            found[words] = " ".join(bare_words(definition.replace("-", " ")))
    return found


def _terms_in(words: Sequence[str], terms: Mapping[tuple[str, ...], str]) -> set[tuple[str, ...]]:
    """The glossary terms said in ``words``; a term's last word may take an ending ("exiled" says "exile")."""
    found: set[tuple[str, ...]] = set()
    for term in terms:
        size = len(term)
        for at in range(len(words) - size + 1):
            head, last = words[at : at + size - 1], words[at + size - 1]
            if tuple(head) == term[:-1] and last.startswith(term[-1]) and len(last) - len(term[-1]) <= 2:
                found.add(term)
                break
    return found


def _renamed(one: tuple[str, ...], other: tuple[str, ...], terms: Mapping[tuple[str, ...], str]) -> bool:
    """True when the glossary says one of the two terms is the other's former name."""
    for term, named in ((one, other), (other, one)):
        said = terms[term]
        if f" {' '.join(named)}" in f" {said}" and any(marker in said for marker in RENAMED):
            return True
    return False


def glossary_swaps(rewordings: Iterable[Rewording], glossary: Iterable[tuple[str, str]], file: str) -> list[Problem]:
    """Rewordings that swap a term the glossary defines for another one it defines (a change of meaning).

    ``glossary`` holds the newest edition's entries (term, definition). A swap is a rewording only where the
    glossary itself says one term is the other's former name: "In Play (Obsolete)" is "an obsolete term for the
    battlefield", Exile "used to be known as the 'removed-from-the-game' zone".
    """
    terms = _glossary_terms(glossary)
    problems: list[Problem] = []
    for rewording in rewordings:
        for (old, new), became in zip(rewording.pairs, rewording.became, strict=True):
            before, after = _terms_in(old, terms), _terms_in(new, terms)
            gone, come = before - after, after - before
            if not gone or not come:
                continue
            if all(any(_renamed(a, b, terms) for b in come) for a in gone) or all(
                any(_renamed(a, b, terms) for a in gone) for b in come
            ):
                continue
            named = ", ".join(" ".join(t) for t in sorted(gone)), ", ".join(" ".join(t) for t in sorted(come))
            problems.append(
                Problem(
                    file,
                    rewording.line,
                    f"{rewording.words!r} -> {became!r} swaps what the glossary defines as {named[0]!r} for "
                    f"{named[1]!r}, which it does not call the same thing renamed: a change of meaning, never a "
                    "rewording",
                )
            )
    return problems


def folds(
    changes: Iterable[tuple[str, str, Sequence[tuple[Op, str]]]], rewordings: Sequence[Rewording]
) -> dict[Rewording, list[tuple[str, str]]]:
    """Each rewording -> the (older text, newer text) pairs whose every change it and the others explain."""
    found: dict[Rewording, list[tuple[str, str]]] = {rewording: [] for rewording in rewordings}
    for source, target, words in changes:
        if not any(op != "equal" for op, _ in words):
            continue
        said = used(words, rewordings)
        for rewording in {item[0] for item in said or ()}:
            found[rewording].append((source, target))
    return found


def changed_runs(words: Sequence[tuple[Op, str]]) -> list[tuple[str, str]]:
    """The runs of changed words of a word diff (one opcode each), as their deleted and inserted text."""
    found: list[tuple[str, str]] = []
    deleted: list[str] = []
    inserted: list[str] = []
    for op, text in [*words, ("equal", "")]:
        if op == "delete":
            deleted.append(text)
        elif op == "insert":
            inserted.append(text)
        elif deleted or inserted:
            found.append((" ".join(deleted), " ".join(inserted)))
            deleted, inserted = [], []
    return found


def hunks(words: Sequence[tuple[Op, str]]) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The runs of changed words of a word diff, each as its deleted and inserted `bare_words`."""
    return [(bare_words(old), bare_words(new)) for old, new in changed_runs(words)]


#: A substitution as a comparison used it: the reviewed one, and the words the older and the newer text say.
Used = tuple[Rewording, str, str]


def used(words: Sequence[tuple[Op, str]], rewordings: Iterable[Rewording]) -> tuple[Used, ...] | None:
    """The substitutions a word diff is made of, or None when it changes nothing or a change is not one.

    Each comes once, in diff order, as (substitution, the words the diff's old text says, the new's): a
    comparison may run backwards, and a run that puts back what a substitution took out counts as it, said
    the way the texts changed ("their" -> "his or her").
    """
    table: dict[tuple[tuple[str, ...], tuple[str, ...]], Used] = {}
    for rewording in rewordings:
        for (before, after), became in zip(rewording.pairs, rewording.became, strict=True):
            table.setdefault((before, after), (rewording, rewording.words, became))
            table.setdefault((after, before), (rewording, became, rewording.words))
    changes = hunks(words)
    if not changes:
        return None
    found: list[Used] = []
    for change in changes:
        substitution = table.get(change)
        if substitution is None:
            return None
        if substitution not in found:
            found.append(substitution)
    return tuple(found)

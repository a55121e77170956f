"""Any two official editions compared: the 2HG rules of one against the other, renumberings followed.

A rule of the *from* edition is paired with the rules of the *to* edition its content reaches
along the align stage's lineage links, edition by edition (backwards when *to* is the older
edition); nothing is paired by number. Rules linked together, directly or through a split or a
merge, make one **group**:

- one rule to one rule: ``unchanged``, ``typography`` (only quotes, apostrophes, dashes or the
  publisher's ``?`` differ: `twohg.text.wording_key`, as in the history stage), ``reworded``,
  ``renumbered`` or ``renumbered-and-reworded``;
- one rule to several: ``split``; several to one: ``merged``; several to several: ``regrouped``;
- a rule of the *from* edition whose content no rule of the *to* edition carries: ``removed``;
  one with no ancestor in the *from* edition: ``added``.

Each group but an unchanged one carries the word diff (`twohg.graph.align.diff_tokens`) from its
rules' texts (paragraphs and examples, several rules joined by paragraph breaks, in number order)
to the others'. ``static/compare.js`` computes the same groups in the browser from
`compare_document` (``api/compare.json``), and its diff is this one's, token for token.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from twohg.graph.align import (
    PARAGRAPH,
    Lineage,
    Op,
    diff_tokens,
    display_text,
    part_starts,
    token_at,
    token_key,
    tokens,
)
from twohg.graph.damage import Repair, where_read
from twohg.graph.editions import full_text, printed_text
from twohg.graph.history import diff_in_words
from twohg.graph.model import RuleText
from twohg.graph.resolver import Now
from twohg.graph.rewordings import Rewording, Used, bare, changed_runs, used
from twohg.graph.summary import runs
from twohg.rulenumber import RuleNumber
from twohg.text import wording_key

GroupKind = Literal[
    "unchanged",
    "typography",
    "reworded",
    "renumbered",
    "renumbered-and-reworded",
    "split",
    "merged",
    "regrouped",
    "added",
    "removed",
]
"""What became of one group of rules between the two editions."""

KINDS: tuple[GroupKind, ...] = (
    "reworded",
    "renumbered",
    "renumbered-and-reworded",
    "split",
    "merged",
    "regrouped",
    "added",
    "removed",
    "typography",
    "unchanged",
)
"""Every kind, in the order summaries count them (changes of wording or numbering first)."""

Category = Literal["added-removed", "meaning", "renumbered", "wording", "unchanged"]
"""Where a group stands on the page and in the report, in this order: rules added and removed, changes of
meaning, renumberings (same words, or words changed only by reviewed rewordings), rewordings that change
no meaning (reviewed substitutions, typography), unchanged rules."""

CATEGORIES: tuple[Category, ...] = ("added-removed", "meaning", "renumbered", "wording", "unchanged")

COMPARE_FORMAT = "twohg-compare/2"


@dataclass(frozen=True)
class Group:
    """Rules of the *from* edition and the rules of the *to* edition that carry their content."""

    kind: GroupKind
    """What became of them."""
    old: tuple[str, ...]
    """The *from* edition's text ids, in number order (empty when added)."""
    new: tuple[str, ...]
    """The *to* edition's text ids, in number order (empty when removed)."""
    words: tuple[tuple[Op, str], ...]
    """The word diff from the old texts to the new (empty when unchanged)."""
    heading: bool
    """True for section headings (``606.`` -> ``810.``)."""
    rewordings: tuple[Used, ...] = ()
    """When every change of words is a reviewed substitution: each (substitution, the old text's words, the new
    text's), in diff order; empty otherwise (`twohg.graph.rewordings.used`)."""

    @property
    def category(self) -> Category:
        """Where the group stands: added or removed, a change of meaning, renumbered, reworded only, unchanged."""
        if self.kind in ("added", "removed"):
            return "added-removed"
        if self.kind == "renumbered" or (self.kind == "renumbered-and-reworded" and self.rewordings):
            return "renumbered"
        if self.kind == "typography" or (self.kind == "reworded" and self.rewordings):
            return "wording"
        return "unchanged" if self.kind == "unchanged" else "meaning"

    @property
    def old_numbers(self) -> tuple[str, ...]:
        """The *from* edition's numbers."""
        return tuple(t.rsplit("/", 1)[1] for t in self.old)

    @property
    def new_numbers(self) -> tuple[str, ...]:
        """The *to* edition's numbers."""
        return tuple(t.rsplit("/", 1)[1] for t in self.new)


@dataclass(frozen=True)
class Comparison:
    """Two editions' 2HG rules, group by group."""

    source: str
    """The *from* edition."""
    target: str
    """The *to* edition (older than ``source`` when the comparison runs backwards)."""
    groups: tuple[Group, ...]
    """Every group, ordered by the number it has in the *to* edition (the *from* one when removed)."""

    def count(self, kind: GroupKind) -> int:
        """How many groups of rules (not headings) are of ``kind``."""
        return sum(1 for g in self.groups if g.kind == kind and not g.heading)

    @property
    def changed(self) -> tuple[Group, ...]:
        """The groups whose wording or numbering differs (typography-only and unchanged ones left out)."""
        return tuple(g for g in self.groups if g.kind not in ("unchanged", "typography"))


def _by_edition(lineage: Lineage) -> dict[str, list[RuleText]]:
    found: dict[str, list[RuleText]] = {edition: [] for edition in lineage.editions}
    for text in lineage.texts:
        found[text.edition].append(text)
    return found


def _reach(
    lineage: Lineage, older: int, newer: int, by_edition: Mapping[str, Sequence[RuleText]]
) -> dict[str, set[str]]:
    """Each text of the older edition -> the texts of the newer one its content reaches along the lineage."""
    forward: dict[str, list[str]] = {}
    for link in lineage.links:
        forward.setdefault(link.source, []).append(link.target)
    reached = {t.id: {t.id} for t in by_edition[lineage.editions[older]]}
    for _ in range(older, newer):
        reached = {start: {n for here in ends for n in forward.get(here, ())} for start, ends in reached.items()}
    return reached


def _natural(ids: Sequence[str], texts: Mapping[str, RuleText]) -> tuple[str, ...]:
    return tuple(sorted(ids, key=lambda t: texts[t].number))


def _kind(old: Sequence[RuleText], new: Sequence[RuleText]) -> GroupKind:
    if not old:
        return "added"
    if not new:
        return "removed"
    if len(old) > 1 or len(new) > 1:
        return "regrouped" if len(old) > 1 and len(new) > 1 else ("merged" if len(old) > 1 else "split")
    before, after = old[0], new[0]
    same_words = wording_key(full_text(before.rule)) == wording_key(full_text(after.rule))
    if before.number != after.number:
        return "renumbered" if same_words else "renumbered-and-reworded"
    if not same_words:
        return "reworded"
    return "typography" if printed_text(before.rule) != printed_text(after.rule) else "unchanged"


def joined_tokens(texts: Sequence[RuleText]) -> list[str]:
    """The words of several rules (`display_text`) one after the other, a paragraph break between two rules."""
    found: list[str] = []
    for text in texts:
        words = tokens(display_text(text.rule))
        if found and words:
            found.append(PARAGRAPH)
        found.extend(words)
    return found


def compare(lineage: Lineage, source: str, target: str, rewordings: Sequence[Rewording] = ()) -> Comparison:
    """The 2HG rules of edition ``source`` against those of ``target`` (either may be the older).

    A reworded group whose every change is one of ``rewordings`` (`twohg.graph.rewordings`) says which.
    """
    position = {edition: k for k, edition in enumerate(lineage.editions)}
    by_edition = _by_edition(lineage)
    texts = {t.id: t for t in lineage.texts}
    forwards = position[source] <= position[target]
    older, newer = (source, target) if forwards else (target, source)
    reached = _reach(lineage, position[older], position[newer], by_edition)
    # Union-find over the texts of both editions, joined along what each older text reaches.
    parent: dict[str, str] = {t.id: t.id for t in (*by_edition[older], *by_edition[newer])}

    def root(item: str) -> str:
        while parent[item] != item:
            parent[item] = parent[parent[item]]
            item = parent[item]
        return item

    for start, ends in reached.items():
        for end in ends:
            parent[root(end)] = root(start)
    members: dict[str, list[str]] = {}
    for item in parent:
        members.setdefault(root(item), []).append(item)
    groups: list[Group] = []
    for ids in members.values():
        mine = _natural([i for i in ids if texts[i].edition == source], texts)
        theirs = _natural([i for i in ids if texts[i].edition == target], texts)
        old, new = [texts[i] for i in mine], [texts[i] for i in theirs]
        kind = _kind(old, new)
        words = () if kind == "unchanged" else tuple(diff_tokens(joined_tokens(old), joined_tokens(new)))
        heading = any(t.rule.is_heading for t in (*old, *new))
        plain = used(words, rewordings) if kind in ("reworded", "renumbered-and-reworded") else None
        groups.append(Group(kind, mine, theirs, words, heading, plain or ()))
    groups.sort(key=lambda g: _order(g, texts))
    return Comparison(source, target, tuple(groups))


def _order(group: Group, texts: Mapping[str, RuleText]) -> tuple[RuleNumber, int, RuleNumber]:
    """A group's place: its first number in the *to* edition (or the *from* one when removed)."""
    first_old = texts[group.old[0]].number if group.old else RuleNumber(0)
    if group.new:
        return texts[group.new[0]].number, 0, first_old
    return first_old, 1, first_old


# --- the summary ------------------------------------------------------------------------------------

#: How many words of a change a summary sentence quotes on each side before "…".
QUOTED_WORDS = 8
#: How many changes of one rule a summary sentence quotes.
QUOTED_CHANGES = 2


def _quoted(text: str) -> str:
    words = text.split()
    return " ".join(words) if len(words) <= QUOTED_WORDS else " ".join(words[:QUOTED_WORDS]) + " …"


def changes_of(words: Sequence[tuple[Op, str]]) -> list[tuple[str, str]]:
    """Each run of changed words of a diff as (deleted, inserted) text, each side shortened to `QUOTED_WORDS`."""
    return [(_quoted(old), _quoted(new)) for old, new in changed_runs(words)]


def _fill(template: str, **values: str) -> str:
    for name, value in values.items():
        template = template.replace("{" + name + "}", value)
    return template


def _list(items: Sequence[str]) -> str:
    return ", ".join(items)


def fate_sentence(numbers: str, now: Now, dates: Mapping[str, dt.date], words: Mapping[str, str]) -> str:
    """A removed rule's sentence, saying where its content, its words or its topic is today."""
    if now.numbers:
        return _fill(words["compare_said_removed_now"], rules=numbers, numbers=_list(now.numbers))
    carried = now.carried
    if carried is not None and carried.now.numbers:
        return _fill(words["compare_said_removed_words"], rules=numbers, numbers=_list(carried.now.numbers))
    if carried is not None and carried.now.removed_in is not None:
        return _fill(
            words["compare_said_removed_stood"],
            rules=numbers,
            number=carried.number,
            date=dates[carried.now.removed_in].isoformat(),
        )
    if now.related:
        return _fill(words["compare_said_removed_topic"], rules=numbers, numbers=_list(now.related))
    return ""


def summary(
    comparison: Comparison,
    nows: Mapping[str, Now],
    dates: Mapping[str, dt.date],
    words: Mapping[str, str],
) -> list[str]:
    """The comparison in a few sentences, in the language of ``words`` (`twohg.profiles` labels).

    Rules added (as runs), each rule removed (with where its content, its words or its topic is today
    when the comparison runs forwards), each change of meaning with the words it changes (at most
    `QUOTED_CHANGES`), the renumberings by section, the rewordings that change no meaning with the
    substitutions they make, and the count of typography-only changes. ``static/compare.js`` says the same.
    """
    rules = [g for g in comparison.groups if not g.heading]
    forwards = dates[comparison.source] <= dates[comparison.target]
    lines: list[str] = []
    added = [n for g in rules if g.kind == "added" for n in g.new_numbers]
    if added:
        lines.append(_fill(words["compare_said_added"], rules=_list(runs(added))))
    plain_removed: list[str] = []
    for group in (g for g in rules if g.kind == "removed"):
        said = fate_sentence(_list(group.old_numbers), nows[group.old[0]], dates, words) if forwards else ""
        if said:
            lines.append(said)
        else:
            plain_removed.extend(group.old_numbers)
    if plain_removed:
        lines.append(_fill(words["compare_said_removed"], rules=_list(runs(plain_removed))))
    for group in (g for g in rules if g.category == "meaning"):
        kind = words[f"compare_kind_{group.kind}"]
        if group.kind in ("split", "merged", "regrouped"):
            lines.append(
                _fill(
                    words["compare_said_regrouped"],
                    kind=kind,
                    rules=_fill(
                        words["compare_arrow"], **{"from": _list(group.old_numbers), "to": _list(group.new_numbers)}
                    ),
                )
            )
            continue
        shown = changes_of(group.words)
        quoted = [
            _fill(
                words[
                    "compare_said_change" if old and new else "compare_said_deleted" if old else "compare_said_inserted"
                ],
                old=old,
                new=new,
            )
            for old, new in shown[:QUOTED_CHANGES]
        ]
        if len(shown) > QUOTED_CHANGES:
            quoted.append(_fill(words["compare_said_more"], count=str(len(shown) - QUOTED_CHANGES)))
        numbers = _list(group.new_numbers)
        if group.kind == "renumbered-and-reworded":
            numbers = _fill(words["compare_arrow"], **{"from": _list(group.old_numbers), "to": numbers})
        lines.append(
            _fill(
                words["compare_said_changed"], kind=kind, rules=numbers, changes=words["compare_said_join"].join(quoted)
            )
        )
    moved = [g for g in rules if g.category == "renumbered"]
    if moved:
        moves: list[str] = []
        for group in moved:
            old, new = group.old_numbers[0], group.new_numbers[0]
            a, b = RuleNumber.parse(old).section, RuleNumber.parse(new).section
            move = f"{a} → {b}" if a != b else f"{old} → {new}"
            if move not in moves:
                moves.append(move)
        lines.append(_fill(words["compare_said_renumbered"], count=str(len(moved)), moves=_list(moves)))
    plain = [g for g in rules if g.category == "wording" and g.kind != "typography"]
    if plain:
        substitutions: list[str] = []
        for group in plain:
            for _, old_words, new_words in group.rewordings:
                said = _fill(words["compare_said_change"], old=old_words, new=new_words)
                if said not in substitutions:
                    substitutions.append(said)
        lines.append(_fill(words["compare_said_wording"], count=str(len(plain)), substitutions=_list(substitutions)))
    typography = sum(1 for g in rules if g.kind == "typography")
    if typography:
        lines.append(_fill(words["compare_said_typography"], count=str(typography)))
    return lines


# --- editions by date ----------------------------------------------------------------------------


def edition_by_date(chain: Sequence[str], dates: Mapping[str, dt.date], date: dt.date) -> str | None:
    """The official edition in force from exactly ``date``, or None."""
    return next((edition for edition in chain if dates[edition] == date), None)


def nearest_editions(chain: Sequence[str], dates: Mapping[str, dt.date], date: dt.date) -> tuple[str, ...]:
    """The editions either side of a date that is no edition's: the last before it and the first after it."""
    before = [e for e in chain if dates[e] < date]
    after = [e for e in chain if dates[e] > date]
    return tuple([*before[-1:], *after[:1]])


# --- JSON ----------------------------------------------------------------------------------------


def group_json(group: Group) -> dict[str, object]:
    """One group as JSON: ``kind``, ``from`` and ``to`` numbers, ``heading``, ``words`` (``[op, text]`` pairs)."""
    return {
        "kind": group.kind,
        "from": list(group.old_numbers),
        "to": list(group.new_numbers),
        "heading": group.heading,
        "category": group.category,
        "rewordings": [[old_words, new_words] for _, old_words, new_words in group.rewordings],
        "words": [[op, text] for op, text in group.words],
    }


def comparison_json(comparison: Comparison, nows: Mapping[str, Now], dates: Mapping[str, dt.date]) -> dict[str, object]:
    """A comparison as JSON: the editions with their dates, the counts, the summary (English), every group.

    Each group's ``category`` says where it stands (`CATEGORIES`).
    """
    from twohg.profiles import LABELS

    return {
        "from": {"edition": comparison.source, "date": dates[comparison.source].isoformat()},
        "to": {"edition": comparison.target, "date": dates[comparison.target].isoformat()},
        "counts": {kind: comparison.count(kind) for kind in KINDS},
        "summary": summary(comparison, nows, dates, LABELS["en"]),
        "groups": [group_json(g) for g in comparison.groups],
    }


def compare_document(
    lineage: Lineage,
    dates: Mapping[str, dt.date],
    nows: Mapping[str, Now],
    rewordings: Sequence[Rewording] = (),
    repairs: Mapping[str, Sequence[Repair]] | None = None,
) -> dict[str, object]:
    """What ``static/compare.js`` needs to compare any two editions as `compare` does: ``api/compare.json``.

    - ``editions``: id and date of every official edition, oldest first;
    - ``tokens``: every distinct word (`twohg.graph.align.tokens`), ``keys``: for each, the index of
      the first token with the same folded form (`twohg.graph.align.token_key`), ``paragraph``: the
      index of the paragraph break;
    - ``numbers``: every rule number in natural order; ``texts``: every distinct text as token indexes;
    - ``rules``: per edition, its rules as ``[number, text, wording, printed, heading]``: indexes
      into ``numbers`` and ``texts``, then a wording id (equal for two rules whose texts differ in
      typography only) and a printed id (equal for two rules printed alike: `twohg.graph.editions.full_text`),
      1 for a section heading, then an index into ``fates``;
    - ``fates``: where a text's content is today (`twohg.graph.resolver.Now`), each distinct one once, as
      ``[numbers, carrier, carrier's numbers today, date the carrier was removed, related]``;
    - ``bare``: each token as `twohg.graph.rewordings.bare` reads it; ``rewordings``: each reviewed
      substitution as ``[words, became, bare words, bare became]`` (`twohg.graph.rewordings.used`);
    - ``links``: per edition, the lineage links from the edition before as ``[from rule, to rule]``
      positions in the two editions' ``rules`` lists (empty for the first edition);
    - ``repairs``: each character a damaged edition's file lost (``repairs``, `twohg.graph.damage.Repair`), as
      ``[edition, rule, token, offset, character, said]``: positions in ``rules`` and in the rule's text, the
      character restored, and where it was read (`twohg.graph.damage.where_read`), so that the page shows an
      edition's own text as its rule pages do: the character restored, marked.
    """
    by_edition = _by_edition(lineage)
    numbers = sorted({str(t.number) for t in lineage.texts}, key=RuleNumber.parse)
    number_index = {n: k for k, n in enumerate(numbers)}
    token_ids: dict[str, int] = {PARAGRAPH: 0}
    key_ids: dict[str, int] = {}
    text_ids: dict[tuple[int, ...], int] = {}
    wordings: dict[str, int] = {}
    printed: dict[str, int] = {}
    fates: dict[str, int] = {}
    fate_rows: list[list[object]] = []

    def fate(text_id: str) -> int:
        now = nows[text_id]
        carried = now.carried
        row: list[object] = [
            list(now.numbers),
            carried.number if carried is not None else "",
            list(carried.now.numbers) if carried is not None else [],
            dates[carried.now.removed_in].isoformat() if carried is not None and carried.now.removed_in else "",
            list(now.related),
        ]
        key = repr(row)
        if key not in fates:
            fates[key] = len(fate_rows)
            fate_rows.append(row)
        return fates[key]

    def intern(word: str) -> int:
        return token_ids.setdefault(word, len(token_ids))

    rules: list[list[list[int]]] = []
    place: dict[str, tuple[int, int]] = {}
    for k, edition in enumerate(lineage.editions):
        rows = []
        for row, text in enumerate(by_edition[edition]):
            words = tuple(intern(w) for w in tokens(display_text(text.rule)))
            whole = printed_text(text.rule)
            rows.append(
                [
                    number_index[str(text.number)],
                    text_ids.setdefault(words, len(text_ids)),
                    wordings.setdefault(wording_key(whole), len(wordings)),
                    printed.setdefault(whole, len(printed)),
                    1 if text.rule.is_heading else 0,
                    fate(text.id),
                ]
            )
            place[text.id] = (k, row)
        rules.append(rows)
    links: list[list[list[int]]] = [[] for _ in lineage.editions]
    for link in lineage.links:
        (k, old_row), (_, new_row) = place[link.source], place[link.target]
        links[k + 1].append([old_row, new_row])
    vocabulary = list(token_ids)
    keys = [key_ids.setdefault(token_key(w), k) for k, w in enumerate(vocabulary)]
    return {
        "format": COMPARE_FORMAT,
        "editions": [{"id": e, "date": dates[e].isoformat()} for e in lineage.editions],
        "tokens": vocabulary,
        "keys": keys,
        "paragraph": token_ids[PARAGRAPH],
        "numbers": numbers,
        "texts": [list(t) for t in text_ids],
        "rules": rules,
        "fates": fate_rows,
        "bare": [bare(word) for word in vocabulary],
        "rewordings": [
            [rewording.words, became, " ".join(before), " ".join(after)]
            for rewording in rewordings
            for (before, after), became in zip(rewording.pairs, rewording.became, strict=True)
        ],
        "links": links,
        "repairs": [
            [k, row, *_repair_place(text, repair), repair.char, where_read(repair, dates.__getitem__)]
            for k, edition in enumerate(lineage.editions)
            for row, text in enumerate(by_edition[edition])
            for repair in (repairs or {}).get(text.id, ())
        ],
    }


def _repair_place(text: RuleText, repair: Repair) -> tuple[int, int]:
    """Which token of the rule's compared text (`display_text`) holds a repaired character, and where in it."""
    return token_at(display_text(text.rule), part_starts(text.rule)[repair.part] + repair.offset)


# --- plain text ----------------------------------------------------------------------------------

_SAID = {
    "unchanged": "unchanged",
    "typography": "typography only",
    "reworded": "reworded",
    "renumbered": "renumbered",
    "renumbered-and-reworded": "renumbered and reworded",
    "split": "split",
    "merged": "merged",
    "regrouped": "regrouped",
    "added": "added",
    "removed": "removed",
}


def ordered(comparison: Comparison) -> list[Group]:
    """The groups as the page and the report show them: by `CATEGORIES`, then by number within each."""
    return sorted(comparison.groups, key=lambda g: CATEGORIES.index(g.category))


def render_comparison(comparison: Comparison, nows: Mapping[str, Now], dates: Mapping[str, dt.date]) -> str:
    """A comparison in plain text: the counts and the summary, then each group of changes with its word diffs.

    Groups come as the page shows them (`ordered`): added and removed, changes of meaning, renumbered,
    then the rewordings that change no meaning (reviewed substitutions, typography) and the unchanged
    rules, each of these two on one line.
    """
    from twohg.profiles import LABELS

    words = LABELS["en"]
    source, target = comparison.source, comparison.target
    lines = [
        f"Two-Headed Giant rules: the edition of {dates[source].isoformat()} ({source}) "
        f"against the edition of {dates[target].isoformat()} ({target})",
        "Rules are paired along their lineage (renumberings followed), not by number; quotes, apostrophes, dashes",
        "and the publisher's '?' are folded. [-deleted-] {+inserted+}; a section heading is marked (heading).",
        ", ".join(f"{comparison.count(kind)} {_SAID[kind]}" for kind in KINDS),
        "",
    ]
    if not comparison.changed:
        lines.append("No rule was reworded, renumbered, added or removed between these editions.")
    said = summary(comparison, nows, dates, words)
    if said:
        lines += ["In short:", *(f"  {line}" for line in said), ""]
    for category in CATEGORIES:
        groups = [g for g in ordered(comparison) if g.category == category]
        if not groups:
            continue
        rules = sum(1 for g in groups if not g.heading)
        heading = words[f"compare_section_{category}"].replace("{count}", str(rules))
        lines.append(f"{heading}:")
        if category in ("wording", "unchanged"):
            for kind in ("reworded", "typography", "unchanged"):
                numbers = [n for g in groups if g.kind == kind for n in g.new_numbers]
                if numbers:
                    lines.append(f"  {_SAID[kind]}: {', '.join(numbers)}")
            continue
        for group in groups:
            old = " ".join(group.old_numbers) or "-"
            new = " ".join(group.new_numbers) or "-"
            heading_mark = " (heading)" if group.heading else ""
            lines.append(f"  {_SAID[group.kind]}{heading_mark}: {old} -> {new}")
            lines.append(f"      {diff_in_words(group.words)}")
    return "\n".join(lines) + "\n"

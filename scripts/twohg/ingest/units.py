"""What the parsers produce: typed, frozen units that keep their source file and lines."""

from __future__ import annotations

from dataclasses import dataclass, field

from twohg.problems import Problem
from twohg.rulenumber import RuleNumber


@dataclass(frozen=True)
class Example:
    """An example attached to a rule, a FAQ answer or a summary paragraph."""

    text: str
    """The example's text without its marker (``Example:``, ``Ejemplo:``, ``:``) or markup."""
    lines: tuple[int, ...]
    """The source lines it was read from (more than one when the extraction split it)."""
    marker: str = ""
    """The marker as printed (``Example:``, ``Exemple :``, ``:``); empty when it had none."""


@dataclass(frozen=True)
class Rule:
    """A numbered rule or subrule, or a section heading (``810. Two-Headed Giant Variant``)."""

    number: RuleNumber
    """The normalised number."""
    printed: str
    """The number exactly as printed, e.g. ``606. 8b`` or ``606.4b.``."""
    paragraphs: tuple[str, ...]
    """The rule's text: the first paragraph, then any continuation paragraphs."""
    examples: tuple[Example, ...]
    """Examples that follow the rule, in order."""
    lines: tuple[int, ...]
    """Every source line this rule's text and examples were read from."""
    excerpt: str
    """Which run of rules in the source it belongs to: the section (``810``) in an official
    file, or a quote (``quote-3``) in a forum thread. Numbering is checked within one excerpt."""
    is_heading: bool = False
    """True for a section heading such as ``805. Shared Team Turns Option``."""

    @property
    def text(self) -> str:
        """The whole rule text, paragraphs separated by blank lines."""
        return "\n\n".join(self.paragraphs)

    @property
    def line(self) -> int:
        """The line the rule starts on."""
        return self.lines[0]


@dataclass(frozen=True)
class FaqEntry:
    """A FAQ question with its answer, examples and notes, in document order."""

    index: int
    """1-based position of the question in the FAQ."""
    question: str
    """The question, markup removed."""
    answer: tuple[str, ...]
    """The answer's paragraphs (list items are paragraphs too), markup removed."""
    examples: tuple[Example, ...]
    """Examples in the answer."""
    notes: tuple[str, ...]
    """Paragraphs headed ``Note:`` (e.g. the 2005 FAQ's correction to 606.9c)."""
    lines: tuple[int, ...]
    """Every source line of the question and its answer."""

    @property
    def line(self) -> int:
        """The line the question is on."""
        return self.lines[0]


@dataclass(frozen=True)
class SummaryItem:
    """One item of a list in a summary section: a labelled step, or a bullet."""

    label: str
    """The label as printed (``1-1.アンタップ・ステップ``), or ``•`` for a bullet."""
    description: str
    """The item's own description; empty when the item only groups its children."""
    lines: tuple[int, ...]
    """The label's line, then the description's line, wherever the extraction put it."""
    children: tuple[SummaryItem, ...] = ()
    """Items nested under this one (the steps of a phase)."""


@dataclass(frozen=True)
class SummaryParagraph:
    """A paragraph of a summary section with the examples that follow it."""

    text: str
    """The paragraph's text."""
    lines: tuple[int, ...]
    """Its source lines."""
    examples: tuple[Example, ...] = ()
    """The ``:`` examples printed under it."""
    items: tuple[SummaryItem, ...] = ()
    """A list that follows the paragraph, if any (turn structure, pack mixes)."""


@dataclass(frozen=True)
class SummarySection:
    """A numbered section of the Japanese summary."""

    number: int
    """The section's number as printed (1-13)."""
    title: str
    """The section's title."""
    paragraphs: tuple[SummaryParagraph, ...]
    """Its paragraphs in order."""
    lines: tuple[int, ...]
    """Every source line of the section."""

    @property
    def line(self) -> int:
        """The heading's line."""
        return self.lines[0]


TOURNAMENT_SECTION = "9"
"""The section of the Magic Tournament Rules on Two-Headed Giant (9.1-9.7); the rest is the source of what it cites."""


@dataclass(frozen=True)
class TournamentBlock:
    """A paragraph, a numbered step or a bullet of a tournament rule, rebuilt from its printed lines."""

    kind: str
    """``text``, ``step`` (of a numbered procedure) or ``bullet``."""
    label: str
    """The step's number as printed (``3``), ``•`` for a bullet, ``""`` for a paragraph."""
    text: str
    """The text, its printed lines joined."""
    lines: tuple[int, ...]
    """The source lines."""


@dataclass(frozen=True)
class TournamentRule:
    """A numbered rule of the Magic Tournament Rules (``9.3 Play-Draw Rule``), or a section's own text (``9``)."""

    number: str
    """As printed: ``9.3``, ``A.1``, or the section alone (``9``)."""
    title: str
    """The rule's (or section's) title."""
    section: str
    """The section number or appendix letter."""
    section_title: str
    """The section's title (``Two-Headed Giant Tournament Rules``)."""
    blocks: tuple[TournamentBlock, ...]
    """Its paragraphs, steps and bullets, in order."""
    lines: tuple[int, ...]
    """Every source line: the heading's, then its text's."""

    @property
    def line(self) -> int:
        """The heading's line."""
        return self.lines[0]

    @property
    def text(self) -> str:
        """The whole rule as plain text: paragraphs, then ``3. step`` and ``• bullet`` lines, blank-line separated."""
        return "\n\n".join(
            f"{b.label}. {b.text}" if b.kind == "step" else (f"• {b.text}" if b.kind == "bullet" else b.text)
            for b in self.blocks
        )


@dataclass(frozen=True)
class GlossaryEntry:
    """A glossary entry of a rules text: a term, how it reads, its English term and its definition.

    The official Japanese translation prints each on two lines: ``アクティブ・チーム（あくてぃぶちーむ）／Active
    Team``, then the definition after a full-width space.
    """

    term: str
    """The term as printed (``「共有チーム・ターン」選択ルール``)."""
    reading: str
    """Its reading as printed, in hiragana (``きょうゆうちーむたーんせんたくるーる``); empty when none is given."""
    english: str
    """The English term it translates (``Shared Team Turns Option``)."""
    definition: str
    """The definition, without its leading space and obsolete mark."""
    cites: tuple[RuleNumber, ...]
    """The rule numbers the definition cites, in order, each once (``rule 805.4a 参照``)."""
    obsolete: bool
    """True when the definition is marked obsolete (``(廃語)``): the term is no longer used by the rules."""
    lines: tuple[int, ...]
    """The term's line, then the definition's."""

    @property
    def line(self) -> int:
        """The term's line."""
        return self.lines[0]


@dataclass(frozen=True)
class NotARule:
    """Paragraphs that are not rule material, with the reason they are not."""

    lines: tuple[int, ...]
    """The source lines (non-blank) this record accounts for."""
    reason: str
    """Why these paragraphs are not rules, e.g. ``forum signature``."""
    text: str
    """The first paragraph's text (shortened for long runs), to show in reports."""


@dataclass(frozen=True)
class ParsedSource:
    """Everything one parser found in one source."""

    source_id: str
    """The catalogue id."""
    file: str
    """Path of the file relative to the project root."""
    rules: tuple[Rule, ...] = ()
    """Rules and section headings, in document order."""
    faq: tuple[FaqEntry, ...] = ()
    """FAQ entries, in document order."""
    summary: tuple[SummarySection, ...] = ()
    """Summary sections, in document order."""
    not_rules: tuple[NotARule, ...] = ()
    """Paragraphs that are not rules, each with its reason."""
    tournament: tuple[TournamentRule, ...] = ()
    """Tournament rules (the Magic Tournament Rules), in document order."""
    glossary: tuple[GlossaryEntry, ...] = ()
    """Glossary entries (the official Japanese translation's glossary part), in document order."""
    problems: tuple[Problem, ...] = field(default=())
    """Problems the parser found (a non-empty tuple fails the pipeline)."""

"""The comprehensive-rules and forum parsers finish a source alike (one helper, `comprehensive.rules_source`)."""

from __future__ import annotations

from twohg.ingest.parsers import ParseContext, comprehensive, forum
from twohg.ingest.units import ParsedSource
from twohg.profiles import profile

RULES = (
    "810. Two-Headed Giant Variant",
    "810.1. Two teams play.",
    "810.2. Each team shares a turn.",
    "810.2. Again a second 810.2.",
    "810.1. Backwards.",
)


def _numbering(parsed: ParsedSource, first: int, step: int) -> list[str]:
    """The source's problems with the rule lines renumbered 1, 2, 3... from ``first`` by ``step``."""
    where = {first + step * k: k + 1 for k in range(len(RULES))}
    out = []
    for problem in parsed.problems:
        message = problem.message
        for line, index in sorted(where.items(), reverse=True):
            message = message.replace(f"line {line})", f"rule {index})")
        out.append(f"rule {where[problem.line]}: {message}")
    return out


def test_both_parsers_check_the_numbering_of_their_rules_alike() -> None:
    official = comprehensive.parse("\n\n".join(RULES).split("\n"), ParseContext("c", "c.txt", profile("en")))
    thread = ["A thread", "[quote]" + RULES[0], *RULES[1:-1], RULES[-1] + "[/quote]", "Thanks!"]
    quoted = forum.parse(thread, ParseContext("f", "f.txt", profile("en")))
    expected = [
        "rule 4: rule number 810.2 repeats (first on rule 3)",
        "rule 5: rule number 810.1 goes backwards after 810.2 (rule 3)",
    ]
    assert _numbering(official, 1, 2) == expected  # the heading (810) is not a numbered rule
    assert _numbering(quoted, 2, 1) == expected
    assert all(p.file == "c.txt" for p in official.problems) and all(p.file == "f.txt" for p in quoted.problems)
    for parsed, source_id in ((official, "c"), (quoted, "f")):
        assert parsed.source_id == source_id
        assert [str(rule.number) for rule in parsed.rules] == ["810", "810.1", "810.2", "810.2", "810.1"]
    assert [record.reason for record in quoted.not_rules] == [
        "thread title",
        "forum post text (answer or discussion), not a rule",
    ]

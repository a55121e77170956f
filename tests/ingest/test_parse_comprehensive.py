"""The Comprehensive Rules parser on the real rulebooks, the Spanish excerpt and hostile input."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from twohg.ingest.corpus import Corpus
from twohg.ingest.inventory import take_inventory
from twohg.ingest.parsers import ParseContext
from twohg.ingest.parsers.comprehensive import parse
from twohg.ingest.units import ParsedSource
from twohg.profiles import profile


def numbers(parsed: ParsedSource) -> list[str]:
    return [str(rule.number) for rule in parsed.rules]


def rule(parsed: ParsedSource, number: str):  # type: ignore[no-untyped-def]
    return next(r for r in parsed.rules if str(r.number) == number)


def test_old_editions_hold_606_only(corpus: Corpus) -> None:
    for source_id, last_sub in (("cr-en-2005-08-01", "606.6f"), ("cr-en-2009-05-01", "606.6i")):
        parsed = corpus.source(source_id).parsed
        found = numbers(parsed)
        assert found[0] == "606" and found[-1] == "606.10"
        assert {n.split(".")[0] for n in found} == {"606"}
        assert last_sub in found


def test_new_editions_hold_805_and_810_not_loyalty_abilities(corpus: Corpus) -> None:
    for source_id in ("cr-en-2010-06-18", "cr-en-2024-11-08"):
        parsed = corpus.source(source_id).parsed
        sections = [r for r in parsed.rules if r.is_heading]
        assert [(str(r.number), r.text) for r in sections] == [
            ("805", "Shared Team Turns Option"),
            ("810", "Two-Headed Giant Variant"),
        ]
        assert "606" not in {n.split(".")[0] for n in numbers(parsed)}
    assert "810.7f" in numbers(corpus.source("cr-en-2010-06-18").parsed)
    assert "810.7a" not in numbers(corpus.source("cr-en-2024-11-08").parsed)
    assert "805.10f" in numbers(corpus.source("cr-en-2024-11-08").parsed)


def test_printed_variants_are_kept_and_normalised(corpus: Corpus) -> None:
    parsed = corpus.source("cr-en-2005-08-01").parsed
    assert rule(parsed, "606.8b").printed == "606. 8b"
    assert rule(parsed, "606.4b").printed == "606.4b."
    assert rule(parsed, "606.8b").line == 2104


def test_examples_attach_to_their_rule(corpus: Corpus) -> None:
    parsed = corpus.source("cr-en-2009-05-01").parsed
    examples = rule(parsed, "606.9a").examples
    assert len(examples) == 3 and examples[0].marker == "Example:"
    assert examples[0].text.startswith("In a Two-Headed Giant game, a team is at 17 life")
    assert rule(parsed, "606.9").examples[0].lines == (2766,)


def test_indented_continuation_paragraphs(corpus: Corpus) -> None:
    parsed = corpus.source("cr-en-2009-05-01").parsed
    paragraphs = rule(parsed, "606.7a").paragraphs
    assert len(paragraphs) == 3 and paragraphs[2].startswith("All other cases in which the")


def test_curly_quotes_survive(corpus: Corpus) -> None:
    text = rule(corpus.source("cr-en-2024-11-08").parsed, "810.10d").text
    assert "“poisoned”" in text


def test_spanish_excerpt(corpus: Corpus) -> None:
    parsed = corpus.source("es-cr-810").parsed
    assert numbers(parsed)[0] == "810" and numbers(parsed)[-1] == "810.11"
    assert len(parsed.rules) == 34
    seven_b = rule(parsed, "810.7b")
    assert len(seven_b.paragraphs) == 2 and seven_b.paragraphs[1].startswith("Cualquier otro caso")
    assert rule(parsed, "810.7a").text.count("*") == 0 and "equipo atacante" in rule(parsed, "810.7a").text


def test_spanish_split_examples_are_joined(corpus: Corpus) -> None:
    parsed = corpus.source("es-cr-810").parsed
    angel = rule(parsed, "810.8a").examples[2]
    assert angel.marker == "Ejemplo:" and angel.lines == (45, 47)
    assert "mientras el Ángel de platino esté en el campo de batalla" in angel.text
    favor = rule(parsed, "810.9d").examples[0]
    assert favor.lines == (77, 79) and "el otro tiene 13 vidas. Un jugador lanza Devolver el favor" in favor.text


def test_spanish_rule_split_mid_sentence_is_joined(corpus: Corpus) -> None:
    nine_c = rule(corpus.source("es-cr-810").parsed, "810.9c")
    assert len(nine_c.paragraphs) == 1
    assert "El total de vidas del equipo se ajusta" in nine_c.text
    assert nine_c.lines == (69, 71, 73)


def test_every_paragraph_of_every_rulebook_is_accounted_for(corpus: Corpus) -> None:
    for loaded in corpus.sources:
        if loaded.entry.kind == "comprehensive-rules":
            assert take_inventory(loaded.parsed, loaded.text.lines).unaccounted == ()


def test_rest_of_the_book_is_not_a_rule_with_reasons(corpus: Corpus) -> None:
    parsed = corpus.source("cr-en-2010-06-18").parsed
    reasons = {record.reason for record in parsed.not_rules}
    assert "rule 606 “Loyalty Abilities”: not a Two-Headed Giant section" in reasons
    assert "glossary: definitions, not numbered rules" in reasons
    assert "table of contents: headings only, the rules follow in the body" in reasons


EN = ParseContext("test", "rules_src/test.txt", profile("en"))


def lines(text: str) -> list[str]:
    return text.split("\n")


def test_repeated_number_is_a_problem() -> None:
    parsed = parse(lines("810. Two-Headed Giant Variant\n\n810.1. One.\n\n810.2. Two.\n\n810.2. Again."), EN)
    assert [str(p) for p in parsed.problems] == ["rules_src/test.txt:7: rule number 810.2 repeats (first on line 5)"]


def test_backwards_number_is_a_problem() -> None:
    parsed = parse(lines("810. Two-Headed Giant Variant\n810.1. One.\n810.9. Nine.\n810.3. Three."), EN)
    assert [str(p) for p in parsed.problems] == [
        "rules_src/test.txt:4: rule number 810.3 goes backwards after 810.9 (line 3)"
    ]


def test_no_twohg_section_is_a_problem() -> None:
    parsed = parse(lines("100. General\n\n100.1. These Magic rules apply."), EN)
    assert parsed.problems and "no Two-Headed Giant section found" in parsed.problems[0].message
    assert take_inventory(parsed, lines("100. General\n\n100.1. These Magic rules apply.")).unaccounted == ()


rule_like = st.one_of(
    st.builds(
        lambda s, r, letter, dot, text: f"{s}.{r}{letter}{dot} {text}",
        st.sampled_from(["606", "805", "810", "100"]),
        st.integers(0, 12),
        st.sampled_from(["", "a", "b"]),
        st.sampled_from(["", "."]),
        st.text(max_size=20),
    ),
    st.sampled_from(
        [
            "810. Two-Headed Giant Variant",
            "## 810. Variante Gigante de dos cabezas",
            "606. Two-Headed Giant Variant",
            "Example: In a game",
            "*Ejemplo: un ejemplo sin final",
            "Glossary",
            "Contents",
            "8. Multiplayer Rules",
            "",
            "   continuation",
        ]
    ),
    st.text(max_size=40),
)


@settings(deadline=None, max_examples=300)
@given(st.lists(rule_like, max_size=40), st.sampled_from(["en", "es"]), st.booleans())
def test_any_input_parses_without_crashing_and_is_accounted_for(raw: list[str], language: str, markdown: bool) -> None:
    context = ParseContext("fuzz", "fuzz.md" if markdown else "fuzz.txt", profile(language))
    text = "\n".join(raw).replace("\r", "").split("\n")
    parsed = parse(text, context)
    assert take_inventory(parsed, text).unaccounted == ()


# --- malformed numbers: refused at their line, never read into the rule before -----------------------------

#: The forms a number takes when typed or copied badly: the full stops of Japanese input (full-width,
#: ideographic, half-width ideographic), the middle dots (katakana full- and half-width, Latin), a space
#: alone, a space around the stop, full-width digits and stop.
MALFORMED = ["810．9a", "810。9a", "810｡9a", "810・9a", "810･9a", "810·9a", "810 9a", "810 . 9a", "８１０．９ａ"]
BOOK = (
    "805. Shared Team Turns Option\n805.1. Option.\n\n"
    "810. Two-Headed Giant Variant\n810.9. Nine\n{line} Sub\nExample: of the refused rule.\n810.9b B."
)


@pytest.mark.parametrize("printed", MALFORMED)
@pytest.mark.parametrize(
    ("context", "template"),
    [
        (EN, BOOK),
        (
            ParseContext("test", "rules_src/test.md", profile("es")),
            "## 810. Variante Gigante de dos cabezas\n\n810.9. Nueve\n\n{line} Sub\n\n"
            "*Ejemplo: de la regla.*\n\n810.9b B.",
        ),
    ],
    ids=["en", "es-markdown"],
)
def test_a_malformed_rule_number_is_refused_at_its_line(printed: str, context: ParseContext, template: str) -> None:
    text = lines(template.format(line=printed))
    line = next(n for n, t in enumerate(text, 1) if t.startswith(printed))
    parsed = parse(text, context)
    assert [str(p) for p in parsed.problems] == [
        f"{context.path}:{line}: {printed!r} is not a rule number (a section, a rule of 1-3 digits and one "
        "lower-case letter: 810.11a): it would join the rule before"
    ]
    nine = next(n for n, t in enumerate(text, 1) if t.startswith("810.9."))
    assert rule(parsed, "810.9").lines == (nine,) and rule(parsed, "810.9").examples == ()
    assert rule(parsed, "810.9").paragraphs == (text[nine - 1].split(" ", 1)[1],)
    assert take_inventory(parsed, text).unaccounted == ()


def test_a_space_after_the_full_stop_is_a_printed_form_of_old_editions_and_is_read() -> None:
    # 606. 8b is printed so in official files (twohg.rulenumber.LEADING_NUMBER_RE): read, not refused
    parsed = parse(lines(BOOK.format(line="810. 9a")), EN)
    assert parsed.problems == () and rule(parsed, "810.9a").printed == "810. 9a"


@pytest.mark.parametrize("printed", ["810．", "810。", "810・", "810", "８１０.", "810 ．"])
def test_a_malformed_section_heading_is_refused_at_its_line(printed: str) -> None:
    text = lines(BOOK.format(line="810.9a").replace("810. Two-Headed", f"{printed} Two-Headed"))
    parsed = parse(text, EN)
    said = [str(p) for p in parsed.problems]
    assert said[0] == (
        f"rules_src/test.txt:4: {printed.strip()!r} is not a section heading's number (three digits, a full stop "
        "and a space: '810. Two-Headed Giant Variant'): it would join the rule before"
    ), said
    assert rule(parsed, "805.1").lines == (2,)


def test_a_malformed_heading_of_the_only_section_is_refused_at_its_line() -> None:
    text = lines("## 810． Variante Gigante de dos cabezas\n\n810.1. Uno.")
    parsed = parse(text, ParseContext("test", "rules_src/test.md", profile("es")))
    assert (
        "rules_src/test.md:1: '810．' is not a section heading's number (three digits, a full stop and a space: "
        "'810. Variante Gigante de dos cabezas'): the section would not be read" in [str(p) for p in parsed.problems]
    )


def test_a_malformed_first_rule_is_refused_at_its_line_and_the_section_still_read() -> None:
    parsed = parse(lines("810. Two-Headed Giant Variant\n810．1. One.\n810.2. Two."), EN)
    assert [str(p) for p in parsed.problems] == [
        "rules_src/test.txt:2: '810．1' is not a rule number (a section, a rule of 1-3 digits and one lower-case "
        "letter: 810.11a): it would join the rule before"
    ]
    assert numbers(parsed) == ["810", "810.2"] and rule(parsed, "810").lines == (1,)

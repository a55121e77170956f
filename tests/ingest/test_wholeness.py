"""A rulebook's outline: what its contents list, what its body prints, and what a copy lost or misplaced."""

from __future__ import annotations

from twohg.ingest.wholeness import outline, unended

CONTENTS = ["Contents", "", "8. Multiplayer Rules", "805. Shared Team Turns Option", "810. Two-Headed Giant Variant"]
CONTENTS += ["811. Alternating Teams Variant", "Glossary", "Credits", ""]
BODY = ["8. Multiplayer Rules", "805. Shared Team Turns Option", "805.1. Rule.", "810. Two-Headed Giant Variant"]
BODY += ["810.1. Rule.", "811. Alternating Teams Variant", "811.1. Rule.", "Glossary", "Archenemy"]
BODY += ["1. A casual variant.", "2. A player.", "Credits", "Magic Rules Manager"]


def test_a_whole_book_prints_what_its_contents_list() -> None:
    book = outline(["Magic: The Gathering Comprehensive Rules", *CONTENTS, *BODY])
    assert book is not None and book.whole
    assert [part.key for part in book.listed] == ["8", "805", "810", "811", "glossary", "credits"]
    # The glossary's numbered definitions ("1. A casual variant.") are not parts of the book.
    assert [part.key for part in book.printed] == ["8", "805", "810", "811", "glossary", "credits"]


def test_a_copy_cut_short_lacks_the_parts_after_its_last() -> None:
    lines = [*CONTENTS, *BODY[:5]]
    book = outline(lines)
    assert book is not None and not book.whole
    assert [part.key for part in book.cut] == ["811", "glossary", "credits"]
    assert book.last_line == len(lines) and not book.cut_after_rules
    glossary_cut = outline([*CONTENTS, *BODY[:10]])
    assert glossary_cut is not None and [p.key for p in glossary_cut.cut] == ["credits"]
    assert glossary_cut.cut_after_rules


def test_a_heading_the_body_skips_or_misplaces_is_found_where_it_should_be() -> None:
    lines = [*CONTENTS, *[line for line in BODY if not line.startswith("810. ")]]
    book = outline(lines)
    assert book is not None
    ((lost, before),) = book.lost
    assert (lost.key, before.key, before.line) == ("810", "811", lines.index("811. Alternating Teams Variant", 9) + 1)
    swapped = [*CONTENTS, *BODY[:1], *BODY[3:5], *BODY[1:3], *BODY[5:]]
    moved = outline(swapped)
    assert moved is not None and moved.stray is not None
    assert (moved.stray[0].key, moved.stray[1].key) == ("805", "810") and not moved.whole


def test_an_excerpt_promises_nothing_but_its_2hg_sections_must_end() -> None:
    excerpt = ["810. Two-Headed Giant Variant", "810.1. Rule.", "811. Alternating Teams Variant", "811.1. Rule."]
    assert outline(excerpt) is None
    assert unended(excerpt, {810}) == []
    assert unended(excerpt[:2], {810}) == [(810, 1)]


def test_a_long_line_is_never_a_heading() -> None:
    book = outline(["Contents", "810. " + "Two-Headed Giant Variant " * 40])
    assert book is not None and book.listed == ()

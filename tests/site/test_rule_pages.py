"""Rule, section and edition pages of the real project, as Markdown (no MkDocs run: `real_pages`).

What a reader is told on each page: the status of a number (current, outdated and what it is
now, removed, reused by another part of the rulebook, outside 2HG), the language of the text and
why it is English when it is, and the history of a rule that changed several times.
"""

from __future__ import annotations

import html
import re

import pytest

from conftest import NEWEST, ROOT, real_loaded
from twohg.graph.assembly import Graph
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS, counted
from twohg.site import urls
from twohg.site.markdown import inline
from twohg.site.pages import renumbering
from twohg.site.pages.context import SiteContext


@pytest.fixture(scope="module")
def pages(real_pages: dict[str, str]) -> dict[str, str]:
    return real_pages


def rule_page(pages: dict[str, str], number: str, language: str = "en") -> str:
    return pages[urls.page_file(urls.rule_path(number), language)]


STATUS_RE = re.compile(r"^\*\*([^*]+)\*\* · (.*)\n\{: \.twohg-status \.twohg-status--(\w+) \}$", re.MULTILINE)
"""The status line: the status in bold, what it means, then its class."""


IN_NEWEST = "In the newest edition ([2026-04-17](../../editions/cr-en-2026-04-17/index.md))"
"""What "now" is on an English rule page: the newest edition this site holds (the archive's last file), named."""


def status(page: str) -> str:
    """The status line's status word; the page has exactly one status line."""
    found = STATUS_RE.findall(page)
    assert len(found) == 1, found
    return str(found[0][0])


def status_line(page: str) -> str:
    """The whole status line, as Markdown."""
    match = STATUS_RE.search(page)
    assert match is not None
    return match[0]


def test_every_node_has_a_page_in_every_language(pages: dict[str, str], real_graph: Graph) -> None:
    for node in real_graph.nodes:
        for language in LANGUAGES:
            assert urls.page_file(urls.rule_path(node.id), language) in pages, (node.id, language)


def test_a_current_rule_says_so(pages: dict[str, str]) -> None:
    page = rule_page(pages, "810.1")
    assert status(page) == LABELS["en"]["status_current"]
    assert f"editions/{NEWEST}/index.md" in page


def test_an_outdated_rule_says_what_it_became(pages: dict[str, str]) -> None:
    page = rule_page(pages, "806.10c")
    assert status(page) == "Outdated"
    assert "this rule became [810&#46;9c](../810.9c/index.md)" in page


def test_a_removed_rule_is_never_said_to_have_become_anything(pages: dict[str, str]) -> None:
    for language in LANGUAGES:
        page = rule_page(pages, "810.7c", language)
        assert status(page) == LABELS[language]["status_removed"]
        assert "[805&#46;10b](../805.10b/index.md)" in status_line(page)  # the related rule, in the status
        # Why it was removed (the lineage's note) is kept, below the text.
        assert f'!!! note "{inline(LABELS[language]["removal_note"])}"' in page
    english = rule_page(pages, "810.7c")
    assert "removed in the edition of [2018-04-27](../../editions/cr-en-2018-04-27/index.md)" in english
    # "Now" is the newest edition this site holds, named: a newer one may exist that it lacks.
    assert f"{IN_NEWEST}, the same topic is covered by [805&#46;10b](../805.10b/index.md)." in english
    assert "became" not in english.split("\n## ", 1)[0]


def test_why_a_rule_was_removed_is_said_in_the_readers_language(pages: dict[str, str]) -> None:
    # The reviewed reason is given in each language (lineage.yaml's translations): never the English under lang="en"
    # on a Spanish, French or Japanese page; its pinned numbers carry their facts in that language.
    start = {"en": "Removed with the rest of", "es": "Suprimida con el resto de", "fr": "Supprimée avec le reste de"}
    start["ja"] = "の他のルールとともに削除されました"
    for language in LANGUAGES:
        page = rule_page(pages, "810.7e", language)
        note = page.split(f'!!! note "{inline(LABELS[language]["removal_note"])}"', 1)[1].split("\n\n", 2)[1]
        assert inline(start[language]) in note, language
        assert ("{: lang=en }" in note) == (language == "en"), language
        # 805.10f as 2017 printed it: when it stood and that the game removed it, in the page's words
        assert inline(LABELS[language]["prose_removed"].format(date="2024-11-08")) in note, language


def test_an_old_2008_number_says_where_its_content_lives_today(pages: dict[str, str]) -> None:
    page = rule_page(pages, "606.6e")
    today = status_line(page).split(f"{IN_NEWEST} it is ", 1)[1].split("\n", 1)[0]
    assert re.findall(r"\.\./(8\d\d\.[0-9a-z]+)/index\.md", today) == ["805.2", "805.4b", "805.4c", "805.5a"]


def test_a_reused_number_says_what_it_means_now(pages: dict[str, str]) -> None:
    for language in LANGUAGES:
        page = rule_page(pages, "606.6e", language)
        assert LABELS[language]["status_reused"].replace("'", "&#x27;") in page
        assert "Loyalty Abilities" in page


def test_a_removed_rule_says_when(pages: dict[str, str]) -> None:
    removed = rule_page(pages, "806.4")
    assert status(removed) == "Removed"
    assert "removed in the edition of [2010-06-18]" in removed
    outdated = rule_page(pages, "806.8c")  # became 810.7c in 2010, which was removed on 2018-04-27
    assert status(outdated) == "Outdated"
    assert "this rule became [810&#46;7c](../810.7c/index.md)" in outdated
    assert "It was removed in the edition of [2018-04-27]" in outdated
    assert f"{IN_NEWEST}, the same topic is covered by [805&#46;10b](../805.10b/index.md)." in outdated
    # 810.7e's topic, the damage assignment order (805.10f until 2024), is in no rule today: nothing is named.
    gone = rule_page(pages, "806.8e")
    assert "It was removed in the edition of [2018-04-27]" in gone and "same topic" not in gone


def test_a_number_used_for_two_rules_lists_both(pages: dict[str, str]) -> None:
    page = rule_page(pages, "805.10f")  # damage assignment order until 2024, then the old 805.10g
    assert status(page) == "Current"
    assert '!!! info "This number has had 2 meanings"' in page


def test_a_rule_outside_2hg_is_marked_and_has_its_text(pages: dict[str, str]) -> None:
    """A rule the 2HG rules cite: its status says it is outside the 2HG sections, first; then its English text."""
    page = rule_page(pages, "508.1", "es")
    heading = page.index("# Regla 508&#46;1")
    line = next(line for line in page[heading:].splitlines() if line.startswith("**"))
    assert line.startswith(f"**{LABELS['es']['status_current']}** · **{LABELS['es']['outside_status']}**")
    assert page.index(line) < page.index("First, the active player declares attackers")  # the status before the text
    assert page.index("*Esta regla no tiene traducción al español") < page.index("First, the active player")
    assert "[810&#46;7c](../810.7c/index.md)" in page  # what cites it
    # An old number whose rule the rulebook renumbered: where it went, and where it is in the newest edition.
    old = rule_page(pages, "600.4a")
    became = "in the edition of [2009-07-11](../../editions/cr-en-2009-07-11/index.md) the rule became [800&#46;4a]"
    assert became in old


@pytest.mark.parametrize(("language", "number"), [("fr", "805.2"), ("ja", "606.6e")])
def test_pages_without_a_translation_say_the_text_is_english(pages: dict[str, str], language: str, number: str) -> None:
    page = rule_page(pages, number, language)
    # One line says so above the English text (right after the copy menu), then the text.
    after = page.split("</details>", 1)[1].lstrip("\n").split("\n")
    assert after[0].startswith(f"**{LABELS[language]['english_text']}**") and after[1] == "{: .twohg-english-lead }"
    assert "{: lang=en }" in page
    if language == "ja":  # the official Japanese translation has 805 and 810 only, as of its date
        assert "2026-01-16の公式日本語訳にはこのルールの訳がありません" in page


def test_a_japanese_page_shows_the_official_translation_dated_with_the_english(pages: dict[str, str]) -> None:
    page = rule_page(pages, "805.2", "ja")
    assert f'!!! info "{LABELS["ja"]["translation"]}"' in page
    assert "総合ルールの公式日本語訳（2026-01-16から有効）" in page and "英語が正文です" in page
    assert "各チーム内で、もっとも右に座っているプレイヤーがそのチームの主プレイヤーとなる。" in page
    assert "{: lang=ja }" in page
    assert f'!!! quote "{LABELS["ja"]["english_authoritative"]}"' in page  # the English right under it
    assert "the player seated in the rightmost seat" in page


def test_the_spanish_page_shows_the_translation_and_the_newer_english(pages: dict[str, str]) -> None:
    page = rule_page(pages, "810.7c", "es")
    assert LABELS["es"]["translation"] in page
    assert "{: lang=es }" in page
    assert "Foso de Teferi" in page
    # The Spanish renders the English wording of 2013-05-01 to 2016-09-30, which 810.7c kept until it was removed.
    assert LABELS["es"]["english_changed"].split("{")[0] not in page
    changed = rule_page(pages, "810.8a", "es")  # "his or her" became "their" on 2018-04-27
    older = LABELS["es"]["translation_older"].format(language=LABELS["es"]["language_name_es"])
    assert f'!!! warning "{older}"' in changed


def test_a_spanish_page_without_translation_says_why(pages: dict[str, str]) -> None:
    page = rule_page(pages, "805.2", "es")
    said = LABELS["es"]["es_not_covered"].format(
        start="[2013-05-01](../../editions/cr-en-2013-05-01/index.md)",
        end="[2016-09-30](../../editions/cr-en-2016-09-30/index.md)",
    )
    assert said in page


def test_history_of_a_rule_that_changed_several_times(pages: dict[str, str], real_graph: Graph) -> None:
    versions = real_graph.history["805.3a"]
    assert len(versions) >= 4
    page = rule_page(pages, "805.3a")
    history = page.split("## History", 1)[1]
    assert len(re.findall(r"^### ", history, re.MULTILINE)) == len(versions)
    assert "<del>" in history and "<ins>" in history
    first = versions[0].start.isoformat().replace("-", "&#45;")
    assert first in history


def test_tabs_hold_every_language_with_the_page_language_first(pages: dict[str, str]) -> None:
    page = rule_page(pages, "810.7c", "fr")
    tabs = re.findall(r'^=== "([^"]+)"', page, re.MULTILINE)
    # French has no text of the rule: its FAQ answer stands right after the text, not in a tab of its own.
    assert set(tabs) == {"Anglais", "Espagnol", "Japonais"}  # every language named in French
    # Where the page's language has a text, its tab (what explains the rule in it) comes first.
    japanese = re.findall(r'^=== "([^"]+)"', rule_page(pages, "810.8a", "ja"), re.MULTILINE)
    assert japanese[0] == LABELS["ja"]["language_name_ja"], japanese


def test_cited_numbers_in_texts_link_to_their_pages(pages: dict[str, str]) -> None:
    # A text of the newest edition links the rule's page; 810.7c, last printed on 2018-01-19, cites 508.1 as it
    # stood then (a wording 508.1 has changed since): the link opens that wording, dated.
    assert "See rule [704](../704/index.md)" in rule_page(pages, "810.8c")
    page = rule_page(pages, "810.7c")
    assert "See rule [508&#46;1](../508.1/index.md?on=2018-01-19&edition=2018-01-19&cited=1#v" in page


def test_edition_pages_list_the_changelog(pages: dict[str, str]) -> None:
    page = pages[urls.page_file(urls.edition_path("cr-en-2024-11-08"), "en")]
    assert "**Removed:**" in page
    assert "[805&#46;10f](../../rules/805.10f/index.md)" in page
    quiet = [
        name
        for name, text in pages.items()
        if name.startswith("editions/cr-") and name.endswith("/index.md") and LABELS["en"]["no_change"] in text
    ]
    assert quiet, "some edition changed nothing in the 2HG wording"


def test_old_section_pages_say_they_are_old(pages: dict[str, str]) -> None:
    page = pages[urls.page_file(urls.section_path(606), "en")]
    assert LABELS["en"]["section_old_head"] in page
    assert "{: #r-606-6e lang=en }" in page
    current = pages[urls.page_file(urls.section_path(810), "es")]
    assert LABELS["es"]["section_old_head"] not in current


def test_a_section_page_shows_the_rule_in_force_then_an_outdated_translation(pages: dict[str, str]) -> None:
    # The Spanish 810.7 renders "uses different combat rules than other multiplayer variants" (English until
    # 2017-04-28); the rule in force is the English of MagicCompRules-en-20260417.txt. The section page says the
    # section as it stands: the English first, anchored, then the Spanish under a line that says what it renders;
    # no line sends the reader to another page.
    labels = LABELS["es"]
    page = pages[urls.page_file(urls.section_path(810), "es")]
    english = page.index(" uses the combat rules for the [shared team turns option]")
    assert page.rindex("\n[810.7](", 0, english) > page.rindex("{: #r-810-6 lang=es }", 0, english)
    assert page.index("{: #r-810-7 lang=en }") > english
    box = page.index(f'???+ quote "{labels["translation_older"].format(language=labels["language_name_es"])}"')
    spanish = page.index("usa reglas de combate diferentes de otras variantes")
    assert english < box < spanish
    assert "2017-04-28" in page[box:spanish]
    assert "consulte su página" not in page
    # The official Japanese 810.8c says otherwise than its English: the English, then the Japanese and how it differs.
    japanese = pages[urls.page_file(urls.section_path(810), "ja")]
    ja = LABELS["ja"]
    lead = japanese.index("If a team’s life total is 0 or less, the team loses the game&#46;")
    box = japanese.index(f'???+ quote "{ja["translation_departs"].format(language=ja["language_name_ja"])}"')
    added = japanese.index("次にいずれかのチームが優先権を得るときに")
    assert lead < box < added < japanese.index(ja["difference_title"])


def test_a_rule_page_that_opens_in_english_says_why_before_its_examples(pages: dict[str, str]) -> None:
    # The Spanish 810.9a renders the wording of 2010-06-18 - 2018-01-19: the page opens with the English in force,
    # one line says why, and the Spanish follows the rule's paragraph, before its three English examples.
    labels = LABELS["es"]
    page = rule_page(pages, "810.9a", "es").split("</details>", 1)[1]
    why = labels["english_lead_older"].format(language=labels["language_name_es"])
    lead = page.index(f"**{labels['english_text']}** · {inline(why)}")
    english = page.index("If a cost or effect needs to know the value of an individual player")
    spanish = page.index("Si un coste o efecto necesita saber el valor del total de vidas")
    example = page.index("a player on a team that has 17 life is targeted by")
    assert lead < english < spanish < example


# --- renumbering, cards, reading pages ------------------------------------------------------


def _edition_steps(page: str, date: str) -> tuple[str, list[str]]:
    """The renumbering page's folded block of one edition: its summary line and its table's rows."""
    block = page.split(f'<details class="twohg-steps" id="e-{date}" markdown>', 1)[1].split("</details>", 1)[0]
    summary = block.split("<summary>", 1)[1].split("</summary>", 1)[0]
    rows = [line for line in block.splitlines() if line.startswith("| [")]
    return summary, rows


def test_the_renumbering_page_lists_every_step_of_a_2008_number(pages: dict[str, str]) -> None:
    page = pages[urls.page_file(urls.RENUMBERING_PATH, "en")]
    summary, steps = _edition_steps(page, "2006-10-01")
    assert "| [606&#46;6e](../rules/606.6e/index.md) | [606&#46;6f](../rules/606.6f/index.md) | renumbered |" in steps
    assert summary == f"2006-10-01: {len(steps)} changes"
    # The 606.6e of May 2009 was split by M10 (2009-07-11); its pieces are linked to their rule pages.
    summary, m10 = _edition_steps(page, "2009-07-11")
    row = next(line for line in m10 if line.startswith("| [606&#46;6e]"))
    assert re.findall(r"\.\./rules/(806\.[0-9a-z]+)/index\.md", row) == ["806.3a", "806.6e"]
    assert row.endswith("| renumbered and reworded (split) |")
    # One change per rule of section 606 (31 in MagicCompRules-en-20090501.txt), a split counted once.
    assert summary == "2009-07-11: 31 changes" and len(m10) == 31
    # 2018-04-27 removed 810.7a-f: listed as removals whose topic 805.10 covers, not as renumberings.
    _, rows = _edition_steps(page, "2018-04-27")
    dominaria = "\n".join(rows)
    row = "| [810&#46;7c](../rules/810.7c/index.md) | – | removed; in that edition its topic was covered by"
    assert row in dominaria
    assert "renumbered" not in dominaria


def test_the_renumbering_diagram_is_the_graph_s_moves_drawn_without_mermaid(pages: dict[str, str]) -> None:
    corpus, graph = real_loaded()
    ctx = SiteContext(corpus, graph)
    moves = renumbering.crossings(ctx)
    # Rules moved 606 -> 806 by M10, then 806 -> 805 and 806 -> 810 in 2010, as the steps say.
    assert [(m.source, m.target, m.edition) for m in moves] == [
        (606, 806, "cr-en-2009-07-11"),
        (806, 805, "cr-en-2010-06-18"),
        (806, 810, "cr-en-2010-06-18"),
    ]
    for move in moves:
        crossing = {
            s.old_number
            for s in renumbering.steps(ctx)
            if s.edition == move.edition
            and s.kind != "removed"
            and (s.old_number or "").startswith(f"{move.source}.")
            and s.number.startswith(f"{move.target}.")
        }
        assert len(crossing) == move.count > 0  # rules of the old section, a split rule once
    # Checked against the raw editions: M10 moved each of the 31 numbered rules of section 606 of
    # 2009-05-01 to 806 (two of them split in two, so 806 has 33 rules from them): "31", not "33".
    archive = ROOT / "rules_src" / "cr-archive"
    before = archive.joinpath("MagicCompRules-en-20090501.txt").read_text(encoding="latin-1")
    numbered = set(re.findall(r"^(606\.\d+[a-z]?)\.? ", before, re.MULTILINE))
    assert len(numbered) == 31
    assert moves[0].count == len(numbered)
    for language in LANGUAGES:
        page = pages[urls.page_file(urls.RENUMBERING_PATH, language)]
        assert "mermaid" not in page, language
        block = page.split('<ol class="twohg-flow"', 1)[1].split("</ol>", 1)[0]
        # The stages in order, each move into a stage before its sections, with its edition and count.
        shown = re.findall(r'data-(?:section|from)="(\d+)"(?: data-to="(\d+)")?', block)
        assert shown == [
            ("606", ""),
            ("606", "806"),
            ("806", ""),
            ("806", "805"),
            ("806", "810"),
            ("805", ""),
            ("810", ""),
        ], language
        for move in moves:
            text = counted(
                LABELS[language],
                "renumbering_edge",
                move.count,
                date=ctx.date(move.edition).isoformat(),
                source=move.source,
                target=move.target,
            )
            assert html.escape(text) in block, (language, text)
        assert f"2010-06-18 – {ctx.date(ctx.newest).isoformat()}</span>" in block  # the newest edition, not "today"
        assert "Loyalty Abilities" in page  # 606 means something else now: said so


def test_every_card_has_a_page_with_its_names_and_uses(pages: dict[str, str], real_graph: Graph) -> None:
    assert len(real_graph.cards) > 20
    for card in real_graph.cards.values():
        for language in LANGUAGES:
            page = pages[urls.page_file(urls.card_path(card.name), language)]
            assert "../../rules/" in page or "../../sources/" in page, (card.name, language)


def test_a_card_page_names_the_card_in_the_page_language_and_lists_the_faq_answers(pages: dict[str, str]) -> None:
    page = pages[urls.page_file(urls.card_path("Flame Rift"), "fr")]
    assert page.splitlines()[4] == "# Rides de flammes { lang=fr }"
    assert "Fisura llameante" in page and "Flame Rift" in page
    assert "../../sources/fr-2hg-faq-2012.md#q24" in page
    assert "../../sources/en-dci-2hg-faq-2005.md#q20" in page


def test_card_names_in_rule_texts_link_to_their_card_page(pages: dict[str, str]) -> None:
    page = rule_page(pages, "810.9")
    assert "[Flame Rift](../../cards/flame-rift/index.md)" in page


def test_reading_pages_link_each_entry_to_the_rules_it_explains(pages: dict[str, str]) -> None:
    page = pages[urls.source_page("fr-2hg-faq-2012", "fr")]
    question = page.split("### 4. ", 1)[1].split("### 5. ", 1)[0]
    explains = "**Explique\u00a0:** [810&#46;8d](../rules/810.8d/index.md), [810&#46;10](../rules/810.10/index.md)"
    assert explains in question
    summary = pages[urls.source_page("ja-2hg-summary", "ja")]
    assert re.search(r"\*\*説明するルール：\*\* \[\d{3}", summary)


def test_an_english_page_does_not_repeat_its_text_in_an_english_tab(pages: dict[str, str]) -> None:
    # The forum quotes 606.6e's wording; a quote of the official text is not a translation.
    for number, words in (("606.6e", "may play a land during each of"), ("810.2", "uses the shared team turns option")):
        page = rule_page(pages, number, "en")
        tabs = page.split("{ #languages }", 1)[1].split("\n## ", 1)[0] if "{ #languages }" in page else ""
        tabs = re.sub(r"<q lang=\"en\">.*?</q>", "", tabs)  # what a notice quotes of the rules in force today
        assert words.replace(" ", "") in page.replace(" ", "")
        assert words.replace(" ", "") not in tabs.replace(" ", "")


# --- a rule page on a phone: one status line first, one copy menu, the text, the way up and along ---


def _body(page: str) -> list[str]:
    """The page's Markdown lines after its heading."""
    lines = page.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("# "))
    return lines[start + 1 :]


@pytest.mark.parametrize(
    ("number", "language", "text_language"),
    [
        ("810.9a", "en", "en"),
        ("810.7c", "es", "es"),
        ("810.4", "ja", "ja"),
        ("810.8c", "ja", "en"),
        ("606.6e", "fr", "en"),
    ],
)
def test_the_status_line_and_the_copy_menu_come_first_then_the_text_then_the_notices(
    pages: dict[str, str], number: str, language: str, text_language: str
) -> None:
    page = rule_page(pages, number, language)
    body = [line for line in _body(page) if line]
    # The first thing after the heading is the status line, with the copy menu right under it.
    assert body[0].startswith("**") and body[1].startswith("{: .twohg-status"), body[:2]
    assert body[2].startswith('<details class="twohg-copy"')
    # Then a paragraph of the rule's text, in its language, before any notice.
    after = body[body.index("</details>") + 1 :]
    if after[1] == "{: .twohg-english-lead }":  # one line saying the text is English, right above it
        after = after[2:]
    if after[0] == '<div class="twohg-pair" markdown>':  # an official translation beside the English
        assert after[1] == '<div class="twohg-pair__side" markdown>'
        after = after[2:]
    assert not after[0].startswith(("!!!", "<", "**")), after[0]
    assert after[1] == f"{{: lang={text_language} }}"
    assert page.count('<details class="twohg-copy"') == 1


def test_the_notices_keep_their_content_below_the_text(pages: dict[str, str]) -> None:
    english = rule_page(pages, "606.6e")
    after = english.split('<details class="twohg-copy"', 1)[1]
    assert '!!! info "This number has had 2 meanings"' in after
    assert LABELS["en"]["status_reused"] in after and "Loyalty Abilities" in after
    french = rule_page(pages, "805.2", "fr")
    assert f"**{LABELS['fr']['english_text']}**" in french.split('<details class="twohg-copy"', 1)[1]
    japanese = rule_page(pages, "810.4", "ja")
    after = japanese.split('<details class="twohg-copy"', 1)[1]
    assert after.index(f'!!! info "{LABELS["ja"]["translation"]}"') < after.index(
        f'!!! quote "{LABELS["ja"]["english_authoritative"]}"'
    )


def test_a_translation_that_says_otherwise_than_the_english_follows_the_english_text(pages: dict[str, str]) -> None:
    # The official Japanese 810.8c (2026) keeps "the next time a team would receive priority", which English dropped
    # in 2009: the English in force leads, then the Japanese, said to differ, with how; never under a bare "current".
    labels = LABELS["ja"]
    page = rule_page(pages, "810.8c", "ja")
    after = page.split("</details>", 1)[1]
    english = after.index("If a team’s life total is 0 or less, the team loses the game&#46;")
    warning = after.index(f'!!! warning "{labels["translation_departs"].format(language=labels["language_name_ja"])}"')
    japanese = after.index("次にいずれかのチームが優先権を得るときに")
    assert english < warning < japanese and labels["translation_departs_text"] in after
    # It keeps its label: the official translation, in force from 2026-01-16 (ja-cr-2hg-20260116.txt), English
    # authoritative, said first in the box, before how it differs.
    official = labels["translation_stated"].split("{")[0]
    assert warning < after.index(official) < after.index(labels["translation_departs_text"]) < japanese
    assert "2026-01-16" in after[warning : after.index(labels["translation_departs_text"])]
    assert after.index(labels["difference_title"]) > warning
    front = page.split("---", 2)[1]
    assert "description:" in front and "優先権を得る" not in front  # the outdated sentence is not the page's summary
    # A removed rule's Spanish text of an older wording: the English above is the rule's last wording, not in force.
    removed = rule_page(pages, "810.7b", "es")
    assert LABELS["es"]["translation_older_text_last"].split("{span}")[1] in removed
    assert "la regla vigente" not in removed


@pytest.mark.parametrize("language", LANGUAGES)
def test_breadcrumbs_lead_to_the_section_and_the_contents(pages: dict[str, str], language: str) -> None:
    page = rule_page(pages, "810.7c", language)
    crumbs = page.split('<nav class="twohg-path"', 1)[1].split("</nav>", 1)[0]
    assert page.index('<nav class="twohg-path"') < page.index("\n# ")
    assert re.findall(r"^\d\. (.*)$", crumbs, re.MULTILINE) == [
        f"[{LABELS[language]['path_rules']}](../../sections/index.md)",
        "[810](../../sections/810/index.md)",
        "810&#46;7c",
    ]
    assert "    {: aria-current=page }" in crumbs
    outside = rule_page(pages, "508.1", language)  # no section page for a rule outside 2HG
    crumbs = outside.split('<nav class="twohg-path"', 1)[1].split("</nav>", 1)[0]
    assert re.findall(r"^\d\. ", crumbs, re.MULTILINE) == ["1. ", "2. "]


def _pager(page: str) -> dict[str, str]:
    nav = page.split('<nav class="twohg-pager"', 1)[1].split("</nav>", 1)[0]
    return dict(re.findall(r"\(\.\./([0-9.a-z]+)/index\.md\)\{: [^}]*rel=(prev|next) \}", nav))


def test_previous_and_next_rule_follow_the_section_in_number_order(pages: dict[str, str]) -> None:
    assert {rel: number for number, rel in _pager(rule_page(pages, "810.7c", "ja")).items()} == {
        "prev": "810.7b",
        "next": "810.7d",
    }
    first = rule_page(pages, "810")  # the section's heading rule: no previous rule in 810
    assert list(_pager(first).values()) == ["next"]
    last = rule_page(pages, "810.11")
    assert list(_pager(last).values()) == ["prev"]
    assert "(../810.11/index.md)" not in rule_page(pages, "805.1")  # never into another section


def test_a_section_page_lists_the_numbers_it_no_longer_uses(pages: dict[str, str]) -> None:
    page = pages[urls.page_file(urls.section_path(810), "fr")]
    former = page.split("{ #former }", 1)[1]
    assert LABELS["fr"]["section_former_intro"] in former
    for number in ("810.7a", "810.7c", "810.7f"):
        assert f"[{inline(number)}](../../rules/{number}/index.md)" in former
    # Every rule page of section 810 is linked from the section page.
    for name in pages:
        match = re.fullmatch(r"rules/(810(?:\.[0-9a-z]+)?)/index\.md", name)
        if match and match[1] != "810":
            assert f"(../../rules/{match[1]}/index.md)" in page, match[1]


def test_the_editions_page_names_the_editions_it_lacks_and_folds_their_sources(
    pages: dict[str, str], real_graph: Graph
) -> None:
    missing = real_graph.missing_editions
    # rules_src/missing-editions.yaml: 2026-06-19 and 2026-08-07, each read in a public repository.
    assert missing is not None and [m.date.isoformat() for m in missing] == ["2026-06-19", "2026-08-07"]
    for language in LANGUAGES:
        labels = LABELS[language]
        page = pages[urls.page_file(urls.EDITIONS_PATH, language)]
        dates = [
            labels["missing_edition"].format(date=m.date.isoformat(), confidence=labels[f"confidence_{m.confidence}"])
            for m in missing
        ]
        sentence = labels["archive_missing"].format(editions="; ".join(dates))
        assert sentence in page, language
        assert "<code>" not in sentence
        block = page.split('<details class="twohg-missing" markdown>', 1)[1].split("</details>", 1)[0]
        assert f"<summary>{labels['missing_sources']}</summary>" in block
        for m in missing:
            assert f"- {m.date.isoformat()}: <code>{inline(m.source)}</code>" in block, language


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("number", ["810.8a", "805.10f", "606.6e", "806.4", "103.4c"])
def test_the_status_is_the_first_thing_under_the_title(pages: dict[str, str], number: str, language: str) -> None:
    # Whether the text is the rule in force comes before the text, on every kind of page.
    page = rule_page(pages, number, language)
    title = re.search(r"^# .*$", page, re.MULTILINE)
    assert title is not None
    between = page[title.end() : STATUS_RE.search(page).start()]  # type: ignore[union-attr]
    assert between.strip() == "", between


#: A glossary term's link in a page's Markdown (`SiteContext.term_link`): its words are group 1.
TERM_LINK_RE = re.compile(r"\[([^\]]*)\]\([^)]*\)\{: \.twohg-term [^}]*\}")


def test_a_translation_of_an_older_wording_comes_below_the_english_in_force(pages: dict[str, str]) -> None:
    # The Spanish 810.8a renders the English of 2010-2017 ("un efecto fuera a prevenir"): the current English
    # leads, and the translation follows under a warning that names the wording it renders.
    # (The glossary terms a text names are links: read the words as the reader does.)
    page = TERM_LINK_RE.sub(r"\1", rule_page(pages, "810.8a", "es"))
    labels = LABELS["es"]
    english = page.index("If an effect says that a player can’t win the game, that player’s team can’t win the game")
    warning = page.index(f'!!! warning "{labels["translation_older"].format(language=labels["language_name_es"])}"')
    spanish = page.index("Si un efecto fuera a prevenir que un jugador gane el juego")
    assert STATUS_RE.search(page).start() < english < warning < spanish  # type: ignore[union-attr]
    said = page[warning:spanish]
    assert "editions/cr-en-2010-06-18/" in said and "editions/cr-en-2017-08-25/" in said
    assert status(page) == LABELS["es"]["status_current"]
    # where the translation renders today's English, no such warning
    older = labels["translation_older"].format(language=labels["language_name_es"])
    assert older not in rule_page(pages, "810.4", "es")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_faq_answer_written_for_an_older_wording_says_so_before_it_is_read(
    pages: dict[str, str], language: str
) -> None:
    # FAQ 2012 q15 (extra turns) explains 805.8 as it stood in 2011; 805.8 has been reworded since.
    page = pages[urls.page_file("sources/fr-2hg-faq-2012", language)]
    q15 = page.index("{ #q15")
    labels = LABELS[language]
    warning = page.index(f'!!! warning "{labels["entry_outdated"]}"', q15)
    answer = page.index("Si un effet donne à un joueur un tour supplémentaire", q15)
    assert warning < answer
    assert "rules/805.8/" in page[warning:answer] and "editions/cr-en-2026-04-17/" in page[warning:answer]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_faq_answer_already_otherwise_when_written_is_marked_outdated(pages: dict[str, str], language: str) -> None:
    # FAQ 2012 q21: a team loses "the next time it would receive priority", what rules said until 2009; 810.8c has
    # kept its words since 2010, so nothing changed after the answer was written: a discrepancy says it was stale.
    page = pages[urls.page_file("sources/fr-2hg-faq-2012", language)]
    q21 = page.index("{ #q21")
    labels = LABELS[language]
    warning = page.index(f'!!! warning "{labels["entry_outdated"]}"', q21)
    answer = page.index("la prochaine fois qu", q21)
    assert warning < answer < page.index("{ #q22", q21)
    said = page[warning:answer]
    assert labels["entry_contradicted_text"].split("{date}")[0][:40] in said and "rules/810.8c/" in said


def languages_part(page: str) -> str:
    """The page's "in every language" tabs, as Markdown."""
    return page.split("{ #languages }", 1)[1].split("{ #history }", 1)[0]


def test_a_translation_in_another_languages_tab_says_what_it_renders_in_the_page_language(
    pages: dict[str, str],
) -> None:
    # The Spanish 810.5 renders the wording of 2011-04-01 on (poison counters), not its document's 2013-2016.
    tabs = languages_part(rule_page(pages, "810.5"))
    assert "*Spanish translation of the English wording of [2011-04-01](" in tabs
    assert "the English text is authoritative.*" in tabs
    # The official Japanese says what it is, on an English page too.
    assert "*The official Japanese translation of the Comprehensive Rules, in force from 2026-01-16" in tabs
    # A translation of a wording English has changed since says so, in the page's language.
    french = languages_part(rule_page(pages, "810.7", "fr"))
    assert "*Traduction en espagnol d’un ancien libellé anglais, celui de [2010-06-18](" in french
    assert "l’anglais a changé depuis.*" in french
    japanese = languages_part(rule_page(pages, "810.7c", "ja"))
    assert "の英語の文言のスペイン語訳。英語の本文が正文です。" in japanese and "[2011-09-30](" in japanese


def test_a_removed_rules_words_standing_in_another_rule_are_named_in_every_language(pages: dict[str, str]) -> None:
    # 810.7a was removed on 2018-04-27; 805.10a has printed its words since 2017-06-05 and still does.
    said = {
        "en": "The same words stand in [805&#46;10a](../805.10a/index.md), since the edition of [2017-06-05](",
        "es": "Las mismas palabras figuran en [805&#46;10a](../805.10a/index.md) desde la edición del [2017-06-05](",
        "fr": "Les mêmes mots figurent dans [805&#46;10a](../805.10a/index.md) depuis l’édition du [2017-06-05](",
        "ja": "削除されました。同じ文言が [2017-06-05](",
    }
    for language, words in said.items():
        line = status_line(rule_page(pages, "810.7a", language))
        assert words in line, (language, line)
        assert "same topic" not in line and "同じ事項" not in line
    # 810.7b's words stand nowhere: its topic is what 805.10e covers.
    assert "the same topic is covered by" in status_line(rule_page(pages, "810.7b"))
    assert "同じ事項を" in status_line(rule_page(pages, "810.7b", "ja"))


def test_an_edition_page_opens_with_what_it_changed_in_plain_words(pages: dict[str, str]) -> None:
    said = {
        "en": "What it changed in the Two-Headed Giant rules: removed [810&#46;7a&#45;f](../../rules/810.7a/index.md); "
        '10 reworded, 6 of them “<span lang="en">his or her</span>” → “<span lang="en">their</span>”.',
        "es": "Lo que cambió en las reglas de Gigante de dos cabezas: eliminó [810&#46;7a&#45;f]",
        "fr": "Ce qu’elle a changé dans les règles du Troll à deux têtes : supprimé [810&#46;7a&#45;f]",
        "ja": "双頭巨人戦のルールの変更：[810&#46;7a&#45;f](../../rules/810.7a/index.md) を削除、",
    }
    for language, words in said.items():
        page = pages[urls.page_file(urls.edition_path("cr-en-2018-04-27"), language)]
        lead, rest = page.split("{ #changes }", 1)
        assert words in lead, (language, lead)
        assert "compare/?from=2018-01-19&amp;to=2018-04-27" in lead
        assert "compare/?from=2018-04-27&amp;to=2018-06-08" in lead
        # The file and its date evidence come last, under their own heading.
        assert "{ #file }" in rest and "{ #file }" not in lead and rest.index("{ #rules }") < rest.index("{ #file }")
    # Each rule renumbered into another section, once; typography alone said as such; no change said as such.
    assert "the rules of section 606 renumbered into 806" in pages["editions/cr-en-2009-07-11/index.md"]
    assert "typography only in 12 rules." in pages["editions/cr-en-2006-02-01/index.md"]
    # 2008-05-01's file printed "?" for its quotes and dashes: read restored, it changed nothing.
    assert "It changed nothing in the wording" in pages["editions/cr-en-2008-05-01/index.md"]
    assert "It changed nothing in the wording" in pages["editions/cr-en-2018-01-19/index.md"]


def test_an_edition_page_names_the_product_it_came_with_and_its_source(pages: dict[str, str]) -> None:
    said = {
        "en": 'It came with <span lang="en">Dominaria</span>. What it changed',
        "es": 'Llegó con <span lang="en">Dominaria</span>. Lo que cambió',
        "fr": 'Elle est parue avec <span lang="en">Dominaria</span>. Ce qu’elle a changé',
        "ja": '<span lang="en">Dominaria</span> とともに発効した版です。双頭巨人戦のルールの変更',
    }
    for language, words in said.items():
        page = pages[urls.page_file(urls.edition_path("cr-en-2018-04-27"), language)]
        lead, rest = page.split("{ #changes }", 1)
        assert words in lead, (language, lead)
        # The source read for it stands at the foot, with the file and its date evidence.
        foot = rest.split("{ #file }", 1)[1]
        assert inline("multimeric/VensersJournal static/rules/cr-2018-04-27-DOM.txt") in foot, language
    # An inference says so; an edition the reviewed list does not name says nothing of its occasion.
    assert "It most likely came with" in pages["editions/cr-en-2025-06-06/index.md"]
    assert "came with" not in pages["editions/cr-en-2026-04-17/index.md"].split("{ #changes }")[0]
    timeline = pages[urls.page_file(urls.EDITIONS_PATH, "en")]
    assert '2018-04-27</a><br><small lang="en">Dominaria</small>' in timeline


def test_every_edition_has_its_whole_2hg_text_on_a_page_anchored_by_rule(pages: dict[str, str]) -> None:
    ctx = SiteContext(*real_loaded())
    assert len(ctx.text_runs) < len(ctx.official) == len({e for run in ctx.text_runs.values() for e in run})
    for edition in ctx.official:
        start = ctx.text_page_of[edition]
        for language in LANGUAGES:
            text = pages[urls.page_file(urls.edition_text_path(start), language)]
            # Every rule the edition prints, anchored by its number, in its words (English, lang="en").
            for number in ctx.numbers_in[edition]:
                assert re.search(rf"\{{:? ?#{re.escape(urls.anchor(number))} lang=en \}}", text), (edition, number)
            assert f"[{ctx.date(edition).isoformat()}](" in text  # its date, linked to its page, among the run's
            edition_page = pages[urls.page_file(urls.edition_path(edition), language)]
            assert f"../../editions/{start}/text/index.md" in edition_page or "text/index.md" in edition_page
    # The rules as they stood on 2015-01-23: 810.7c said "enters the battlefield", the combat rules of 810.7.
    stood = pages[urls.page_file(urls.edition_text_path(ctx.text_page_of["cr-en-2015-01-23"]), "en")]
    assert "[810.7c](../../../rules/810.7c/index.md)" in stood
    assert "cr-en-2015-01-23" in stood and "in force until" in stood


def test_the_japanese_text_of_the_newest_rules_follows_each_rule_it_renders(pages: dict[str, str]) -> None:
    ctx = SiteContext(*real_loaded())
    newest = pages[urls.page_file(urls.edition_text_path(ctx.text_page_of[ctx.newest]), "ja")]
    assert '!!! quote "この文面の翻訳（日本語）"' in newest
    assert "    {: lang=ja }" in newest and f"{{: #{urls.anchor('810.4')} lang=en }}" in newest
    # An older edition's English is never followed by a translation of another wording: 810.7 was the combat rule of
    # the 2HG section until 2018-04-27, when it came to point to the shared team turns' combat rules.
    old = pages[urls.page_file(urls.edition_text_path(ctx.text_page_of["cr-en-2015-01-23"]), "ja")]

    def after(page: str, number: str) -> str:
        start = page.index(f"#{urls.anchor(number)} lang=en")
        return page[start : page.index(" lang=en }", start + 20)]

    assert "!!! quote" in after(newest, "810.7") and "!!! quote" not in after(old, "810.7")


def test_each_wording_in_a_rule_history_links_to_the_whole_text_it_stood_in(pages: dict[str, str]) -> None:
    page = rule_page(pages, "810.7c")
    assert re.search(
        r"\[In the 2HG rules of 2011&#45;09&#45;30\]\(\.\./\.\./editions/cr-en-[\d-]+/text/index\.md#r-810-7c\)", page
    )


@pytest.mark.parametrize(
    ("language", "outdated", "three", "holds"),
    [
        ("en", "Outdated", "three additional turns", "is still what the tournament rules of 2026-02-27 say"),
        ("es", "Desactualizada", "tres turnos adicionales", "sigue siendo lo que dicen las reglas de torneo"),
        ("fr", "Dépassée", "trois tours supplémentaires", "toujours ce que disent les règles de tournoi"),
        ("ja", "古い内容", "追加ターンを3ターン", "トーナメント・ルールでも変わっていません"),
    ],
)
def test_a_faq_answer_on_a_tournament_matter_says_in_the_readers_language_whether_it_holds(
    pages: dict[str, str], language: str, outdated: str, three: str, holds: str
) -> None:
    # The 2005 FAQ: "five total additional turns" (q30) is outdated (MTR 2.4: three in 2HG), said above the answer
    # with what the rules say today; "one game" (q24) still holds, and says so with its rule linked.
    page = html.unescape(pages[f"sources/en-dci-2hg-faq-2005{'' if language == 'en' else '.' + language}.md"])
    q30 = page[page.index("{ #q30 ") : page.index("{ #q31 ")]
    assert f'!!! warning "{outdated}"' in q30 and three in q30 and "MTR 2.4" in q30
    assert q30.index(three) < q30.index("five total additional turns")
    q24 = page[page.index("{ #q24 ") : page.index("{ #q25 ")]
    assert holds in q24 and "MTR 9.1" in q24 and "](../tournament/9.1/index.md)" in q24


def test_without_a_text_in_its_language_the_page_puts_its_explanations_right_after_the_rule(
    pages: dict[str, str],
) -> None:
    # French has no rule text: the French FAQ answer on 810.8a follows the English paragraphs, before the
    # English examples, and is not repeated in the French tab.
    page = TERM_LINK_RE.sub(r"\1", rule_page(pages, "810.8a", "fr"))
    lead = page.index("{: .twohg-english-lead }")
    rule = page.index("Players win and lose the game only as a team")
    answer = page.index("Si l&#x27;un des joueurs d&#x27;une équipe perd")
    example = page.index("for having 0 or less life")
    tabs = page.index("{ #languages }")
    assert lead < rule < answer < example < tabs
    assert page.count("Si l&#x27;un des joueurs d&#x27;une équipe perd") == 1


def test_an_old_number_outside_2hg_says_where_it_is_today_even_when_that_is_where_it_went(
    pages: dict[str, str],
) -> None:
    """102.3b became 104.3b in 2009 and is 104.3b today: the status line says both, "today" by name."""

    def said(number: str) -> str:  # the status line with its links' addresses left out
        return re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", status_line(rule_page(pages, number)))

    assert "the rule became 104&#46;3b" in said("102.3b")
    assert "In the newest edition (2026-04-17) it is 104&#46;3b" in said("102.3b")
    # One whose later number was removed since says when, not only where it went (101.5 -> 103.5, gone in 2011).
    assert "the rule became 103&#46;5" in said("101.5")
    assert "It was removed in the edition of 2011-05-01" in said("101.5")


@pytest.mark.parametrize(("number", "whole"), [("102.3b", "102.3"), ("101.4d", "101.4"), ("809.5a", "809.5")])
def test_a_rule_held_as_part_of_a_cited_rule_says_so_and_not_that_it_names_the_variant(
    pages: dict[str, str], number: str, whole: str
) -> None:
    """101.4d, 102.3b and 809.5a do not speak of Two-Headed Giant: they are here as parts of rules texts cite."""
    for language in LANGUAGES:
        page = rule_page(pages, number, language)
        why = page.split("{ #why }", 1)[1].split("\n## ", 1)[0]
        assert inline(LABELS[language]["outside_why_names"]) not in why, (number, language)
        assert f"[{inline(whole)}](../{whole}/index.md)" in why, (number, language)


@pytest.mark.parametrize("language", ["es", "fr", "ja"])
def test_an_edition_page_says_where_its_occasion_is_read_in_the_page_language(
    pages: dict[str, str], language: str
) -> None:
    page = pages[urls.page_file(urls.edition_path("cr-en-2010-06-18"), language)]
    about = page.split("{ #file }", 1)[1]
    assert "@ c13883b" not in about and "VensersJournal's CR archive files" not in about  # no English, no commit
    said = max(LABELS[language]["occasion_read"].split("{source}"), key=len)
    assert said in about and inline("multimeric/VensersJournal static/rules/cr-2010-06-18-ARC.txt") in about
    english = pages[urls.page_file(urls.edition_path("cr-en-2010-06-18"), "en")]
    assert "c13883b05eabb5fb7beac60200ea14e18ab47062" in english  # the English page keeps the whole source


def test_a_source_page_opens_with_what_the_document_is_and_folds_the_catalogue(pages: dict[str, str]) -> None:
    page = pages[urls.page_file(urls.source_path("en-dci-2hg-faq-2005"), "en")]
    opening = page.split("](index.md)", 1)[1].lstrip().split("\n\n")
    assert opening[0].startswith(f"**{LABELS['en']['faq-kind']}** · English · 2005-09-05")
    assert opening[1].startswith("Official tournament FAQ written against the 606 numbering")
    folded = page.split(f'??? info "{LABELS["en"]["summary_about"]}"', 1)[1]
    assert page.index("Official tournament FAQ") < page.index("??? info")
    assert "    - **" in folded.split("\n## ", 1)[0] and "48 FAQ entries" in folded.split("\n## ", 1)[0]

"""The comparison page and the editions filter in Debian's Chromium: the same groups and word diffs as Python."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from conftest import ROOT, Visit, settle
from twohg.graph.align import diff_tokens
from twohg.graph.assembly import Graph
from twohg.graph.compare import compare, joined_tokens, ordered, summary
from twohg.graph.summary import runs
from twohg.profiles import LABELS

pytestmark = pytest.mark.browser

#: Every group on the page: its kind, numbers, and each side as [tag, text] parts ("" for equal words).
_GROUPS = """() => Array.from(document.querySelectorAll('.twohg-compare__group')).map(group => ({
  kind: group.dataset.kind,
  category: group.dataset.category,
  from: group.dataset.from ? group.dataset.from.split(' ') : [],
  to: group.dataset.to ? group.dataset.to.split(' ') : [],
  lang: Array.from(group.querySelectorAll('.twohg-compare__sides > div')).map(side => side.lang),
  sides: Array.from(group.querySelectorAll('.twohg-compare__sides > div')).map(side =>
    Array.from(side.childNodes)
      .filter(node => !(node.nodeType === 3 && node.textContent === ' '))
      .map(node => ({
        mark: node.nodeType === 1 && node.classList.contains('twohg-repaired'),
        tag: node.nodeType === 3 || node.classList.contains('twohg-repaired') ? '' : node.tagName.toLowerCase(),
        text: node.textContent,
      }))
      // A character a damaged file lost is shown restored in a mark of its own: the text reads on through it.
      .reduce((parts, part) => {
        const last = parts[parts.length - 1];
        if (last && last.tag === '' && part.tag === '' && (last.mark || part.mark)) {
          last.text += part.text;
          last.mark = part.mark;
        } else {
          parts.push({...part});
        }
        return parts;
      }, [])
      .map(part => [part.tag, part.text])),
}))"""


def _date(graph: Graph, edition: str) -> str:
    return graph.resolver.dates[edition].isoformat()


def _expected(graph: Graph, source: str, target: str) -> list[dict[str, Any]]:
    texts = {t.id: t for t in graph.lineage.texts}
    found = []
    for group in ordered(compare(graph.lineage, source, target, graph.rewordings)):
        if group.kind == "unchanged":
            words = diff_tokens(*[joined_tokens([texts[t] for t in group.new])] * 2)
        else:
            words = list(group.words)
        old = [["del" if op == "delete" else "", text] for op, text in words if op != "insert"]
        new = [["ins" if op == "insert" else "", text] for op, text in words if op != "delete"]
        found.append(
            {
                "kind": group.kind,
                "category": group.category,
                "from": list(group.old_numbers),
                "to": list(group.new_numbers),
                "lang": ["en", "en"],
                "sides": [old, new],
            }
        )
    return found


def _shown(page: Page) -> list[dict[str, Any]]:
    page.wait_for_selector(".twohg-compare__title")
    groups: list[dict[str, Any]] = page.evaluate(_GROUPS)
    return groups


def _pairs(graph: Graph) -> list[tuple[str, str]]:
    chain = graph.lineage.editions
    m10 = next(e for e in chain if e >= "cr-en-2009-07")
    return [
        ("cr-en-2006-02-01", chain[-1]),
        (chain[-1], "cr-en-2006-02-01"),
        (chain[0], m10),
        (m10, chain[chain.index(m10) - 1]),
        (chain[60], chain[90]),
        (chain[90], chain[60]),
        (chain[30], chain[30]),
    ]


def test_the_page_shows_what_python_computes_for_any_pair(visit: Visit, real_graph: Graph) -> None:
    errors: list[str] = []
    visit.page.on("pageerror", lambda error: errors.append(str(error)))
    visit.page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    for source, target in _pairs(real_graph):
        page = visit.open(f"/compare/?from={_date(real_graph, source)}&to={_date(real_graph, target)}")
        assert _shown(page) == _expected(real_graph, source, target), (source, target)
        comparison = compare(real_graph.lineage, source, target, real_graph.rewordings)
        said = summary(comparison, real_graph.resolver.texts, real_graph.resolver.dates, LABELS["en"])
        assert page.locator(".twohg-compare__summary li").all_inner_texts() == said, (source, target)
    assert errors == []


def test_many_more_pairs_in_one_visit(visit: Visit, real_graph: Graph) -> None:
    """Every 13th edition against every 17th, both ways: the page moves through its history, as Back and Forward do."""
    chain = real_graph.lineage.editions
    page = visit.open("/compare/")
    for source in chain[::13]:
        for target in chain[::17]:
            query = f"?from={_date(real_graph, source)}&to={_date(real_graph, target)}"
            page.evaluate(
                "query => { history.pushState(null, '', query); dispatchEvent(new PopStateEvent('popstate')); }", query
            )
            assert _shown(page) == _expected(real_graph, source, target), (source, target)


def test_pick_two_editions_the_link_is_stable_and_reloads(visit: Visit, real_graph: Graph) -> None:
    page = visit.open("/compare/")
    newest = _date(real_graph, real_graph.lineage.editions[-1])
    page.select_option("#twohg-compare-from", "2006-02-01")
    page.select_option("#twohg-compare-to", newest)
    page.get_by_role("button", name="Compare").click()
    page.wait_for_function("() => location.search.includes('2006-02-01')")
    assert page.url.endswith(f"/compare/?from=2006-02-01&to={newest}")
    heading = page.locator(".twohg-compare__title").inner_text()
    assert heading == f"The edition of 2006-02-01 against the edition of {newest}"
    group = page.locator('.twohg-compare__group[data-from="606.6a"]')
    assert group.get_attribute("data-to") == "810.6"
    assert group.locator(".twohg-compare__kind").inner_text() == "Renumbered and reworded 606.6a → 810.6"
    assert "starting" in group.locator("del").all_inner_texts()
    assert "who plays first" in group.locator("ins").all_inner_texts()
    assert group.is_visible()
    assert page.locator(".twohg-compare__permalink a").get_attribute("href") == f"?from=2006-02-01&to={newest}"
    shown = _shown(page)
    page.reload(wait_until="networkidle")
    settle(page)
    assert _shown(page) == shown
    assert page.input_value("#twohg-compare-from") == "2006-02-01"
    page.go_back(wait_until="networkidle")
    settle(page)
    assert page.url.endswith("/compare/")
    # Without a pair: the newest edition that changed the 2HG rules against the one before it, never "no change".
    changed = [entry.edition for entry in real_graph.changes if entry.changed][-1]
    chain = real_graph.lineage.editions
    at = chain.index(changed)
    before, after = _date(real_graph, chain[at - 1]), _date(real_graph, changed)
    assert page.locator(".twohg-compare__title").inner_text() == (
        f"The edition of {before} against the edition of {after}"
    )
    assert page.locator(".twohg-compare__group").count() > 0


def test_unchanged_rules_show_on_demand(visit: Visit) -> None:
    page = visit.open("/compare/?from=2024-11-08&to=2025-02-07")
    unchanged = page.locator('.twohg-compare__group[data-kind="unchanged"]')
    assert unchanged.count() > 10
    assert not unchanged.first.is_visible()
    page.check("#twohg-compare-unchanged")
    assert unchanged.first.is_visible()


def test_comparing_works_with_the_network_cut_off(visit: Visit) -> None:
    page = visit.open("/fr/compare/")
    page.context.set_offline(True)
    page.select_option("#twohg-compare-from", "2009-05-01")
    page.select_option("#twohg-compare-to", "2009-07-11")
    page.get_by_role("button", name="Comparer").click()
    page.wait_for_function("() => location.search.includes('2009-07-11')")
    heading = page.locator(".twohg-compare__title").inner_text()
    assert heading == "L’édition du 2009-05-01 comparée à l’édition du 2009-07-11"
    group = page.locator('.twohg-compare__group[data-from="606.9a"]')
    assert group.get_attribute("data-to") == "806.9a"
    assert group.locator(".twohg-compare__kind").inner_text().startswith("Renumérotée")
    page.context.set_offline(False)


def test_a_date_that_is_no_edition_is_said(visit: Visit) -> None:
    page = visit.open("/ja/compare/?from=2006-03-01&to=2009-07-11")
    assert page.locator(".twohg-compare__unknown").inner_text() == (
        "2006-03-01 の日付の版はアーカイブにありません。一覧から選んでください。"
    )
    page = visit.open("/compare/?from=%3Cimg%20src%3Dx%3E&to=2009-07-11")
    assert page.locator(".twohg-compare__unknown").inner_text() == (
        "No edition of the archive is dated <img src=x>: pick one from the list."
    )
    assert page.locator(".twohg-compare__result img").count() == 0
    # What the reader typed, as typed: "$&" is no pattern of the sentence's template.
    page = visit.open("/compare/?from=%24%26%24%26x&to=2009-07-11")
    assert page.locator(".twohg-compare__unknown").inner_text() == (
        "No edition of the archive is dated $&$&x: pick one from the list."
    )


def test_the_editions_filter(visit: Visit, real_graph: Graph) -> None:
    page = visit.open("/es/editions/")
    rows = page.locator(".twohg-editions tbody tr")
    assert rows.count() == len(real_graph.lineage.editions)
    page.select_option("#twohg-editions-year", "2009")
    page.check("#twohg-editions-changed")
    wanted = [e.date.isoformat() for e in reversed(real_graph.changes) if e.date.year == 2009 and e.changed]
    visible = page.locator(".twohg-editions tbody tr:visible td:first-child > a")
    assert visible.all_inner_texts() == wanted
    assert page.locator(".twohg-editions-filter__shown").inner_text() == f"Ediciones mostradas: {len(wanted)}."
    assert page.url.endswith("/es/editions/?year=2009&changed=1")
    page.reload(wait_until="networkidle")
    settle(page)
    assert page.locator(".twohg-editions tbody tr:visible td:first-child > a").all_inner_texts() == wanted
    # Each row says what changed and compares the edition with the one before it.
    entry = next(e for e in real_graph.changes if e.date.isoformat() == wanted[-1])
    assert entry.previous is not None
    row = page.locator(".twohg-editions tbody tr:visible").last
    said = row.locator("td").nth(1).inner_text()
    assert LABELS["es"]["summary_added"].format(numbers=", ".join(runs(entry.added))) in said  # "añadió 806.7e, ..."
    row.locator("td").nth(2).get_by_role("link").first.click()
    page.wait_for_selector(".twohg-compare__title")
    assert page.url.endswith(f"/es/compare/?from={_date(real_graph, entry.previous)}&to={wanted[-1]}")
    added = page.locator('.twohg-compare__group[data-kind="added"]').evaluate_all(
        "groups => groups.map(g => g.dataset.to)"
    )
    assert added == list(entry.added)


@pytest.mark.parametrize("language", ["en", "es", "fr", "ja"])
def test_on_a_phone_each_rule_is_shown_once_and_both_texts_are_a_tap_away(
    browser: Browser, base_url: str, language: str
) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    prefix = "" if language == "en" else f"{language}/"
    page.goto(f"{base_url}/{prefix}compare/?from=2017-06-05&to=2018-04-27")
    page.wait_for_selector(".twohg-compare__summary")
    words = LABELS[language]
    # The summary first, then the groups; the rewordings that change no meaning folded, with their count.
    assert page.locator(".twohg-compare__summary .admonition-title").inner_text() == words["compare_summary"]
    # The rules' own words quoted in the summary are English, and marked so.
    quoted = page.locator('.twohg-compare__summary li span[lang="en"]')
    assert "controller of that effect" in quoted.all_inner_texts()
    fold = page.locator('details.twohg-compare__section[data-category="wording"]')
    assert fold.locator("summary").inner_text() == words["compare_section_wording"].replace("{count}", "8")
    assert not fold.locator(".twohg-compare__group").first.is_visible()
    group = page.locator('.twohg-compare__group[data-from="805.8"]')
    merged = group.locator(".twohg-compare__merged")
    assert merged.is_visible() and not group.locator(".twohg-compare__sides").is_visible()
    assert merged.locator("del").inner_text() == "controller of that effect"
    assert merged.locator("ins").inner_text() == "first player"
    # Inserted words are marked, not underlined like a link; deleted ones struck through.
    decoration = "el => getComputedStyle(el).textDecorationLine"
    assert merged.locator("ins").evaluate(decoration) == "none"
    assert merged.locator("del").evaluate(decoration) == "line-through"
    toggle = group.get_by_role("button", name=words["compare_both_texts"])
    assert toggle.get_attribute("aria-expanded") == "false"
    toggle.tap()
    assert toggle.get_attribute("aria-expanded") == "true"
    sides = group.locator(".twohg-compare__sides > div")
    assert sides.nth(0).is_visible() and sides.nth(1).is_visible()
    assert sides.nth(0).bounding_box()["y"] < sides.nth(1).bounding_box()["y"]  # type: ignore[index]
    # A removed rule's text is folded (the summary says where its words went): a tap away, not three screens.
    removed = page.locator('.twohg-compare__group[data-kind="removed"][data-from="810.7a"]')
    fold = removed.locator("details.twohg-compare__fold")
    summary = words["compare_removed_fold"].replace("{date}", "2017-06-05")
    assert fold.locator("summary").inner_text() == summary
    assert not removed.locator(".twohg-compare__merged").is_visible()
    fold.locator("summary").tap()
    assert removed.locator(".twohg-compare__merged").is_visible()
    # Nothing wider than the screen.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    context.close()


def test_on_a_laptop_both_texts_stand_side_by_side(visit: Visit) -> None:
    page = visit.open("/compare/?from=2017-06-05&to=2018-04-27")
    group = page.locator('.twohg-compare__group[data-from="805.8"]')
    assert not group.locator(".twohg-compare__merged").is_visible()
    toggle = group.locator(".twohg-compare__toggle")
    assert toggle.count() == 1 and not toggle.is_visible()
    old, new = (group.locator(".twohg-compare__sides > div").nth(k).bounding_box() for k in (0, 1))
    assert old is not None and new is not None and old["x"] < new["x"] and old["y"] == new["y"]


def test_each_side_shows_its_own_editions_text_with_the_characters_its_file_lost_marked(visit: Visit) -> None:
    # MagicCompRules-en-20080501.txt:2634 prints "a team?s resources", "each other?s hands", "can?t": the file lost
    # its apostrophes. 2008-07-15 prints them (MagicCompRules-en-20080715.txt:2658), in words unchanged since.
    root = ROOT / "rules_src" / "cr-archive"
    printed = (root / "MagicCompRules-en-20080501.txt").read_text(encoding="utf-8").splitlines()[2633]
    later = (root / "MagicCompRules-en-20080715.txt").read_text(encoding="utf-8").splitlines()[2657]
    assert printed.startswith("606.5. ") and "team?s" in printed and later.startswith("606.5. ")
    page = visit.open("/compare/?from=2008-05-01&to=2008-07-15")
    page.check("#twohg-compare-unchanged")
    group = page.locator('.twohg-compare__group[data-kind="unchanged"][data-from="606.5"]')
    old, new = group.locator(".twohg-compare__old"), group.locator(".twohg-compare__new")
    marks = old.locator(".twohg-repaired")
    assert marks.count() == printed.count("?") == 4
    assert set(marks.all_inner_texts()) == {"'"}
    assert all("2008-07-15" in (marks.nth(k).get_attribute("title") or "") for k in range(marks.count()))
    # The old side is the 2008-05-01 text, each lost character restored in its mark; the new side, 2008-07-15's.
    shown = old.evaluate(
        "side => Array.from(side.childNodes).map(n => n.nodeType === 3 ? n.textContent : '?').join('')"
    )
    assert shown == printed.removeprefix("606.5. ")
    assert new.locator(".twohg-repaired").count() == 0 and new.inner_text() == later.removeprefix("606.5. ")
    # The same in another language: the mark's title is said in the page's language.
    page = visit.open("/es/compare/?from=2008-05-01&to=2008-07-15")
    page.check("#twohg-compare-unchanged")
    title = page.locator('.twohg-compare__group[data-from="606.5"] .twohg-compare__old .twohg-repaired').first
    assert title.get_attribute("title") == LABELS["es"]["repaired"].format(date="2008-07-15")


def test_a_character_the_file_lost_is_marked_inside_a_changed_rule_s_word_diff(visit: Visit) -> None:
    # MagicCompRules-en-20090501.txt prints 606.9b's example as "lost 10 life (13 ? 3)": its file lost the hyphens,
    # which 2009-02-01 prints. Against 2009-07-11 the rule is renumbered and reworded ("plays" -> "casts"); the
    # words they share are spelt from the *to* edition: marked when it is 2009-05-01, not when it is 2009-07-11.
    line = next(
        text
        for text in (ROOT / "rules_src" / "cr-archive" / "MagicCompRules-en-20090501.txt")
        .read_text(encoding="utf-8")
        .splitlines()
        if text.startswith("Example: In a Two-Headed Giant game, a player plays Biorhythm")
    )
    assert "(13 ? 3)" in line and "(13 ? 4)" in line
    page = visit.open("/compare/?from=2009-07-11&to=2009-05-01")
    group = page.locator('.twohg-compare__group[data-from="806.9b"][data-to="606.9b"]')
    assert group.get_attribute("data-kind") == "renumbered-and-reworded"
    for side in (".twohg-compare__old", ".twohg-compare__new"):
        marks = group.locator(f"{side} .twohg-repaired")
        assert marks.all_inner_texts() == ["-", "-"]
        assert all("2009-02-01" in (marks.nth(k).get_attribute("title") or "") for k in range(2))
        assert "(13 - 3)" in group.locator(side).inner_text() and "(13 - 4)" in group.locator(side).inner_text()
    assert group.locator(".twohg-compare__new ins").inner_text() == "plays"
    page = visit.open("/compare/?from=2009-05-01&to=2009-07-11")
    group = page.locator('.twohg-compare__group[data-from="606.9b"][data-to="806.9b"]')
    assert group.locator(".twohg-repaired").count() == 0 and "(13 - 3)" in group.inner_text()

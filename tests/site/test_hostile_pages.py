"""Every catalogue and card field with a hostile payload renders as text in Chromium: no live element, no script."""

from __future__ import annotations

import shutil
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Dialog

from conftest import MINI, ROOT, served, settle
from twohg.site.build import build_site

pytestmark = pytest.mark.browser

#: Markup, Markdown, attribute lists, Jinja and links: each must show as the characters it is.
PAYLOAD = (
    "<script>alert('s')</script> <img src=x onerror=alert('i')> ![a](javascript:alert('m')){: onerror=alert('a') }"
    " [l](javascript:alert('l')) {{ config }} <a href=javascript:alert('h')>x</a>"
)


#: Elements a payload would have made live: event attributes, javascript: links, the payload's script.
LIVE_ELEMENTS = """() => {
    const found = [];
    for (const el of document.querySelectorAll('*')) {
        for (const attr of el.attributes) {
            const value = attr.value.toLowerCase();
            const name = el.tagName + ' ' + attr.name;
            if (attr.name.startsWith('on') && value.includes('alert')) found.push(name);
            if (['href', 'src'].includes(attr.name) && value.startsWith('javascript:')) found.push(name);
        }
        if (el.tagName === 'SCRIPT' && el.textContent.includes("alert('s')")) found.push('SCRIPT');
    }
    return found;
}"""


def quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A tiny project, one FAQ and one card, every free-text field carrying the payload, built and served."""
    root = tmp_path_factory.mktemp("hostile-project")
    shutil.copytree(MINI / "docs", root / "docs")
    shutil.copy2(ROOT / "mkdocs.yml", root / "mkdocs.yml")
    sources = root / "rules_src"
    (sources / "alignment").mkdir(parents=True)
    # One rulebook edition (the mini corpus' 2005 excerpt), so that the site has rule pages.
    shutil.copytree(MINI / "rules_src" / "cr-archive", sources / "cr-archive")
    (sources / "faq.md").write_text(
        f"### Does Platinum Angel help the team? {PAYLOAD}\n\nYes: a team with Platinum Angel can't lose. {PAYLOAD}\n",
        encoding="utf-8",
    )
    fields = {name: quoted(PAYLOAD) for name in ("title", "publisher", "author", "contents", "date_evidence", "url")}
    (sources / "sources.yaml").write_text(
        "sources:\n  - id: faq\n    file: faq.md\n    language: en\n    kind: faq\n    date: 2005-09-05\n"
        + "".join(f"    {name}: {value}\n" for name, value in fields.items()),
        encoding="utf-8",
    )
    (sources / "cards.yaml").write_text(
        "cards:\n  Platinum Angel:\n    names:\n"
        f'      en: {{name: "Platinum Angel", basis: source, note: {quoted(PAYLOAD)}}}\n'
        f"    note: {quoted(PAYLOAD)}\n"
        '  Flame Rift:\n    names:\n      en: {name: "Flame Rift", basis: source}\n',
        encoding="utf-8",
    )
    (sources / "alignment" / "lineage.yaml").write_text("link: []\n", encoding="utf-8")
    # The FAQ answer explains 606.1: its payload is shown on the rule page, in the English tab.
    (sources / "alignment" / "explanations.yaml").write_text(
        f"explains:\n  - from: faq/q1\n    to: cr-en-2005-08-01/606.1\n    reason: {quoted(PAYLOAD)}\n",
        encoding="utf-8",
    )
    site = root / "site"
    build_site(root, site)
    with served(site) as url:
        yield url


@pytest.mark.parametrize(
    "path",
    [
        "/sources/",
        "/sources/faq/",
        "/es/sources/",
        "/ja/sources/faq/",
        "/rules/606.1/",
        "/fr/rules/606.1/",
        "/cards/platinum-angel/",
        "/ja/cards/platinum-angel/",
    ],
)
def test_hostile_fields_show_as_text(browser: Browser, hostile_site: str, path: str) -> None:
    dialogs: list[str] = []
    context = browser.new_context()
    try:
        page = context.new_page()

        def on_dialog(dialog: Dialog) -> None:
            dialogs.append(dialog.message)
            dialog.dismiss()

        page.on("dialog", on_dialog)
        page.goto(hostile_site + path, wait_until="networkidle")
        settle(page)
        page.mouse.move(200, 300)
        live = page.evaluate(LIVE_ELEMENTS)
        text = page.inner_text("body")
    finally:
        context.close()
    assert dialogs == [] and live == []
    assert "<script>alert('s')</script>" in text

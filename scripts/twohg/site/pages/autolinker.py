"""The autolinker page (``link/``): paste a post, get it back with every rule number linked, in the browser.

The page runs ``static/autolink.js`` over ``api/resolve.json`` with the patterns the Python side
finds numbers with (`twohg.graph.citations.browser_patterns`) and the words of
`twohg.site.autolink`, so that the page and ``twohg link`` link the same numbers the same way; with the card
data, the card names too (``static/cardnames.js``, reading the card name files).
"""

from __future__ import annotations

import html
import json
from typing import TYPE_CHECKING

from twohg.graph.citations import browser_patterns
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS, LANGUAGE_NAMES
from twohg.site import urls
from twohg.site.autolink import FORMATS, browser_markup_patterns
from twohg.site.markdown import front_matter, inline

if TYPE_CHECKING:
    from twohg.site.carddata import SiteCards

#: The words the script needs, per page language (the notes it adds and the problems it lists).
_SCRIPT_WORDS = (
    "link_now",
    "link_removed",
    "link_related",
    "link_carried",
    "link_carried_gone",
    "link_not_then",
    "link_then_other",
    "then_later",
    "then_earlier",
    "link_unknown",
    "link_no_card",
    "short_nearest",
)


def _attribute(data: object) -> str:
    return html.escape(json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")), quote=True)


def render_autolinker(language: str, cards: SiteCards | None = None) -> str:
    """The autolinker page in one language; with the card data, bracketed card names are linked too."""
    labels = LABELS[language]
    resolve = urls.asset_from(urls.AUTOLINK_PATH, language, urls.API_RESOLUTIONS)
    root = urls.folder_from(urls.AUTOLINK_PATH, language, "./")
    patterns = {lang: browser_patterns(lang) for lang in LANGUAGES}
    words = {lang: {key: LABELS[lang][key] for key in _SCRIPT_WORDS} for lang in LANGUAGES}
    script = urls.asset_from(urls.AUTOLINK_PATH, language, urls.AUTOLINK_SCRIPT)
    finder = (
        f'data-cards="{_attribute({"base": f"{root}{urls.CARD_NAMES}/", "finder": cards.finder})}" '
        if cards is not None
        else ""
    )
    names_script = urls.asset_from(urls.AUTOLINK_PATH, language, urls.CARD_NAMES_SCRIPT)
    options = "".join(
        f'<option value="{lang}" lang="{lang}"{" selected" if lang == language else ""}>'
        f"{html.escape(LANGUAGE_NAMES[lang])}</option>"
        for lang in LANGUAGES
    )
    formats = "".join(
        f'<option value="{fmt}">{fmt.capitalize() if fmt != "bbcode" else "BBCode"}</option>' for fmt in FORMATS
    )
    return "\n".join(
        [
            *front_matter(labels["autolink_title"]),
            f"# {inline(labels['autolink_title'])}",
            "",
            labels["autolink_intro"],
            "",
            f'<form class="twohg-autolink" data-resolve="{html.escape(resolve)}" data-root="{html.escape(root)}" '
            f'data-patterns="{_attribute(patterns)}" data-markup="{_attribute(browser_markup_patterns())}" '
            f'data-words="{_attribute(words)}" {finder}'
            f'data-prefix="{html.escape(urls.language_prefix(language))}">',
            f'<p><label for="twohg-post">{html.escape(labels["autolink_post"])}</label><br>',
            '<textarea id="twohg-post" rows="8" spellcheck="false"></textarea></p>',
            '<p class="twohg-autolink__options">',
            f'<label for="twohg-post-language">{html.escape(labels["autolink_language"])}</label> '
            f'<select id="twohg-post-language">{options}</select> ',
            f'<label for="twohg-format">{html.escape(labels["autolink_format"])}</label> '
            f'<select id="twohg-format">{formats}</select> ',
            f'<label for="twohg-date">{html.escape(labels["autolink_date"])}</label> ',
            '<input id="twohg-date" type="date">',
            "</p>",
            f'<p><label for="twohg-linked">{html.escape(labels["autolink_result"])}</label><br>',
            '<textarea id="twohg-linked" rows="8" readonly></textarea><br>',
            f'<button class="md-button md-button--primary" type="button" data-clipboard-target="#twohg-linked">'
            f"{html.escape(labels['autolink_copy'])}</button></p>",
            f'<p class="twohg-autolink__flagged-title" hidden>{html.escape(labels["autolink_flagged"])}</p>',
            '<ul class="twohg-autolink__flagged" aria-live="polite"></ul>',
            "</form>",
            *([f'<script src="{html.escape(names_script)}"></script>'] if cards is not None else []),
            f'<script src="{html.escape(script)}"></script>',
            "",
        ]
    )


def render_autolinker_pages(cards: SiteCards | None = None) -> dict[str, str]:
    """The autolinker page in every language."""
    return {
        urls.page_file(urls.AUTOLINK_PATH, language): render_autolinker(language, cards) for language in LANGUAGES
    }

"""The card data's pages: the card view, the deck check, the cards index's account of the data, the rules' card lists.

- ``cards/view/`` (each language): one page for every card of the card data, filled by ``static/card.js``
  from the card's data file (`twohg.site.carddata`): its names, Oracle text, printed translation, what
  changes in Two-Headed Giant (the reviewed phrases its words print, each with the rules and one line in
  the page's language) and its official rulings, the 2HG ones first, each dated and marked outdated or
  holding. The address names the card: ``cards/view/#guttersnipe``. A card the sources name has a page of
  its own (`twohg.site.pages.cards`), which the same script completes and the view sends the reader to.
- ``cards/check/``: the deck check (``static/deckcheck.js``).
- The rule pages list the cards whose official 2HG rulings are about them (`rule_card_rulings`).

What the scripts write comes from the page's JSON block (`card_config`): the words of the page's language,
the reviewed phrases' lines in it, and the rules' texts today; the card's own texts are marked ``lang="en"``.
"""

from __future__ import annotations

import html
import json
import posixpath

from twohg.languages import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls
from twohg.site.carddata import SiteCards
from twohg.site.markdown import front_matter, inline, link
from twohg.site.pages.context import SiteContext
from twohg.site.pages.previews import cited_text, shown

CONFIG_CLASS = "twohg-card-config"
"""The class of the JSON block ``static/card.js`` and ``static/deckcheck.js`` read."""
CARD_CLASS = "twohg-card"
"""The class of the element ``static/card.js`` fills with a card."""
#: How many cards a group of a rule page's card list shows before "all N cards".
SHOWN_CARDS = 8


def _script_json(data: object) -> str:
    """JSON safe inside a ``<script>`` element (no ``<``, ``>`` or ``&`` as such)."""
    text = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _root(path: str, language: str) -> str:
    """The site's root from a page, as a relative URL ending in ``/`` (``../../``; ``./`` at the root)."""
    relative = posixpath.relpath(".", urls.served(path, language) or ".")
    return "./" if relative == "." else f"{relative}/"


def card_config(
    ctx: SiteContext, cards: SiteCards, path: str, language: str, finder: bool = False
) -> dict[str, object]:
    """What the card scripts of a page read: words, phrases, rules today, where the data is; all for ``language``.

    With ``finder``, what finding cards by name needs too (the deck check): the card view and a card's page show
    one card by its address and need none of it (about 45 KB a page).
    """
    labels = LABELS[language]
    root = _root(path, language)
    prefix = "" if root == "./" else root
    table = cards.table
    phrases: dict[str, object] = {}
    numbers: list[str] = []
    for phrase in table.phrases if table is not None else ():
        phrases[phrase.id] = {"says": phrase.says[language], "rules": list(phrase.rules), "notable": phrase.notable}
        numbers += [n for n in phrase.rules if n not in numbers]
    rules: dict[str, object] = {}
    for number in numbers:
        text = cited_text(ctx, number, ctx.newest)
        rules[number] = {
            "href": urls.folder_from(path, language, urls.page_url(urls.rule_path(number), language)),
            "text": shown(text) if text is not None else "",
            "preview": f"{number}@{ctx.newest}",
        }
    data = cards.data
    dated = [s for s in data.sources if s.format == "mtgjson3-set" and s.date == data.dated_until]
    config: dict[str, object] = {
        "lang": language,
        "words": {key: value for key, value in labels.items() if key.startswith(("cv_", "dc_"))},
        "phrases": phrases,
        "order": [phrase.id for phrase in table.phrases] if table is not None else [],
        "rules": rules,
        "data": f"{prefix}{urls.CARD_DATA}/",
        "shards": urls.DATA_SHARDS,
        "root": prefix,
        "short": f"{prefix}{urls.language_prefix(language)}r/",
        "pages": {
            slug: urls.folder_from(path, language, urls.page_url(page, language)) for slug, page in cards.pages.items()
        },
        "datedUntil": data.dated_until.isoformat() if data.dated_until else "",
        "datedSet": dated[0].name if dated else "",
    }
    if finder:
        config.update(
            {
                "names": f"{prefix}{urls.CARD_NAMES}/",
                "view": urls.folder_from(path, language, urls.page_url(urls.CARD_VIEW_PATH, language)),
                "finder": cards.finder,
            }
        )
    return config


def config_block(ctx: SiteContext, cards: SiteCards, path: str, language: str, finder: bool = False) -> str:
    """The page's JSON block for the card scripts (its rule marks preview like every rule number of the site)."""
    config = card_config(ctx, cards, path, language, finder)
    marks = " ".join(f'data-preview="{rule["preview"]}"' for rule in config["rules"].values())  # type: ignore[attr-defined]
    return (
        f'<script type="application/json" class="{CONFIG_CLASS}" {marks}>{_script_json(config)}</script>'
        if marks
        else f'<script type="application/json" class="{CONFIG_CLASS}">{_script_json(config)}</script>'
    )


def _scripts(path: str, language: str, *scripts: str) -> list[str]:
    return [f'<script src="{html.escape(urls.asset_from(path, language, script))}"></script>' for script in scripts]


def render_card_view(ctx: SiteContext, cards: SiteCards, language: str) -> str:
    """The card view in one language: a container the script fills from the card's data file."""
    labels = LABELS[language]
    path = urls.CARD_VIEW_PATH
    here = urls.doc(path)
    return "\n".join(
        [
            *front_matter(labels["cardview_title"], labels["cardview_intro"]),
            f"# {inline(labels['cardview_title'])} {{ #card-title }}",
            "",
            link(f"← {inline(labels['cards_title'])}", here, urls.doc(urls.CARDS_PATH)),
            "",
            f'<div class="{CARD_CLASS}" aria-live="polite"><p>{html.escape(labels["cv_loading"])}</p></div>',
            f"<noscript><p>{html.escape(labels['cardview_noscript'])}</p></noscript>",
            config_block(ctx, cards, path, language),
            *_scripts(path, language, urls.CARD_NAMES_SCRIPT, urls.CARD_SCRIPT),
            "",
        ]
    )


def render_deck_check(ctx: SiteContext, cards: SiteCards, language: str) -> str:
    """The deck check in one language: a list pasted, read in the page, its cards that play differently shown."""
    labels = LABELS[language]
    path = urls.DECK_CHECK_PATH
    here = urls.doc(path)
    return "\n".join(
        [
            *front_matter(labels["deckcheck_title"], labels["deckcheck_intro"]),
            f"# {inline(labels['deckcheck_title'])}",
            "",
            link(f"← {inline(labels['cards_title'])}", here, urls.doc(urls.CARDS_PATH)),
            "",
            inline(labels["deckcheck_intro"]),
            "",
            '<form class="twohg-deck" action="./" method="get">',
            f'<p><label for="twohg-deck-list">{html.escape(labels["dc_label"])}</label></p>',
            '<p><textarea id="twohg-deck-list" rows="12" spellcheck="false" autocomplete="off"></textarea></p>',
            f'<p><button class="md-button md-button--primary" type="submit">{html.escape(labels["dc_check"])}'
            "</button></p>",
            "</form>",
            f"<noscript><p>{inline(labels['deckcheck_noscript'])}</p></noscript>",
            '<div class="twohg-deck__result" aria-live="polite"></div>',
            config_block(ctx, cards, path, language, finder=True),
            *_scripts(path, language, urls.CARD_NAMES_SCRIPT, urls.DECK_CHECK_SCRIPT),
            "",
        ]
    )


def data_description(cards: SiteCards, language: str) -> str:
    """What the card data of a build is, in words of ``language``: its files, dates, counts, what was kept out."""
    words = LABELS[language]
    data, counts = cards.data, cards.counts
    parts: list[str] = []
    sets = [s for s in data.sources if s.format == "mtgjson3-set"]
    if sets:
        dated = sorted(s.date for s in sets if s.date is not None)
        newest = [s for s in sets if dated and s.date == dated[-1]]
        parts.append(
            words["cards_desc_v3"].format(
                count=len(sets),
                first=dated[0].isoformat() if dated else "?",
                last=dated[-1].isoformat() if dated else "?",
                set=newest[0].name if newest else "?",
                printed=len({s.set_code for s in data.sources if s.format == "mtgjson3-translation"}),
            )
        )
    for source in data.sources:
        if source.format == "mtgjson5-list":
            parts.append(words["cards_desc_list"].format(file=source.path, count=f"{source.cards:,}"))
        elif source.format == "mtgjson5-atomic":
            date = source.date.isoformat() if source.date else "?"
            parts.append(words["cards_desc_atomic"].format(file=source.path, date=date, version=source.version or "?"))
    described = words["cards_desc"].format(
        cards=f"{counts.cards:,}",
        sources="; ".join(parts),
        rulings=f"{counts.rulings:,}",
        two_headed=counts.two_headed,
        until=counts.rulings_until.isoformat() if counts.rulings_until else "?",
    )
    left = len(data.left_out) + counts.unaddressed
    if left:
        described += " " + words["cards_desc_left"].format(n=f"{left:,}")
    return described


def card_data_intro(ctx: SiteContext, language: str) -> list[str]:
    """The cards index's account of the card data: what it is, how old, the view and the deck check; or its absence."""
    labels = LABELS[language]
    cards = ctx.cards
    here = urls.doc(urls.CARDS_PATH)
    if cards is None:
        return [f"*{inline(labels['cards_data_none'])}*", ""]
    check = link(inline(labels["deckcheck_title"]), here, urls.doc(urls.DECK_CHECK_PATH))
    return [
        inline(labels["cards_data_intro"]).replace(inline("{check}"), check),
        "",
        inline(labels["cards_data_about"].format(description=data_description(cards, language))),
        "",
    ]


def view_href(path: str, language: str, slug: str) -> str:
    """The card view of a card, from a page (path and language), in the page's language: ``../../cards/view/#opt``."""
    return urls.folder_from(path, language, urls.page_url(urls.CARD_VIEW_PATH, language)) + f"#{slug}"


def rule_card_rulings(ctx: SiteContext, number: str, language: str, path: str) -> list[str]:
    """A rule page's list of the cards whose official 2HG rulings are about it, grouped by the phrase, then all."""
    cards = ctx.cards
    if cards is None or cards.table is None:
        return []
    found = cards.index.by_rule.get(number, ())
    if not found:
        return []
    labels = LABELS[language]
    groups: dict[str, list[str]] = {}
    for name, phrase_id in found:
        if name not in groups.setdefault(phrase_id, []):
            groups[phrase_id].append(name)
    names = sorted({name for name, _ in found})
    out = [f"## {inline(labels['rule_cards_title'])} {{ #card-rulings }}", ""]
    out += [inline(labels["rule_cards_intro"].format(n=len(names))), ""]

    def linked(name: str) -> str:
        slug = cards.slug_of(name)
        view = cards.view(slug) if slug is not None else None
        if slug is None or view is None:
            return inline(name)
        page = cards.pages.get(slug)
        target = (
            urls.folder_from(path, language, urls.page_url(page, language))
            if page is not None
            else view_href(path, language, slug)
        )
        written = language if view.card.name_in(language) else "en"
        shown_name = view.card.name_in(language) or view.card.name
        outdated = any(number in {c.rule for c in r.changes} for r in view.two_headed)
        mark = f" <small>{html.escape(labels['rule_cards_outdated'])}</small>" if outdated else ""
        return f'<a href="{html.escape(target)}" lang="{written}">{inline(shown_name)}</a>{mark}'

    for phrase_id, members in groups.items():
        says = cards.table.by_id[phrase_id].says[language]
        out.append(f"- **{inline(says)}** — " + ", ".join(linked(n) for n in members[:SHOWN_CARDS]))
        if len(members) > SHOWN_CARDS:
            out[-1] += " …"
    out += ["", f'??? note "{inline(labels["rule_cards_all"].format(n=len(names)))}"', ""]
    out += [f"    {', '.join(linked(n) for n in names)}", ""]
    return out


def render_card_data_pages(ctx: SiteContext) -> dict[str, str]:
    """The card view and the deck check in every language (none without card data)."""
    cards = ctx.cards
    if cards is None:
        return {}
    pages: dict[str, str] = {}
    for language in LANGUAGES:
        pages[urls.page_file(urls.CARD_VIEW_PATH, language)] = render_card_view(ctx, cards, language)
        pages[urls.page_file(urls.DECK_CHECK_PATH, language)] = render_deck_check(ctx, cards, language)
    return pages

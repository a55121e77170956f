"""Card pages: the index of every card the texts use, and one page per card.

A card's page gives its names in every language (the printed name, or the form a source
prints, never a guess) and every text that uses it: the rules (by number), the FAQ answers
and the summary sections, each linked where it is read. The uses are the graph's
``mentions-card`` links.
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from twohg.graph.align import number_of
from twohg.graph.cards.catalogue import Card, CardName
from twohg.graph.model import Link
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.markdown import front_matter, inline, link, marked
from twohg.site.pages.cardview import CARD_CLASS, card_data_intro, config_block
from twohg.site.pages.context import SiteContext
from twohg.site.pages.sources import english_notes


def card_name(card: Card, language: str) -> str:
    """The card's name in ``language``, or its English name when no name in that language is known."""
    name = card.names.get(language)
    return name.text if name is not None else card.name


def name_in(name: CardName) -> str:
    """A form of a card's name as inert Markdown, marked with the language it is written in (a proper name)."""
    return marked(name.text, name.language)


def _form(name: CardName, labels: dict[str, str]) -> str:
    basis = labels[f"basis_{name.basis}"]
    return f"{name_in(name)} ({inline(basis)})"


def _names(card: Card, labels: dict[str, str], language: str) -> list[str]:
    out = [f"## {inline(labels['card_names'])} {{ #names }}", "", f"| {labels['language']} | {labels['card_name']} |"]
    out.append("|---|---|")
    for form in LANGUAGES:
        name = card.names.get(form)
        shown = _form(name, labels) if name is not None else f"*{inline(labels['card_no_name'])}*"
        named = labels["language_name_" + form]
        out.append(f"| {named[:1].upper()}{named[1:]} | {shown} |")
    out.append("")
    if card.aliases:
        forms = ", ".join(f"{name_in(alias)} ({labels['language_name_' + alias.language]})" for alias in card.aliases)
        out += [f"**{inline(labels['card_aliases'])}{labels['colon']}** {forms}", ""]
    if language != urls.DEFAULT_LANGUAGE:
        if card.identified or card.note:
            out += [english_notes(labels, urls.card_path(card.name), language, key="card_notes_english"), ""]
        return out
    if card.identified:
        out += [f"**{inline(labels['card_identified'])}{labels['colon']}** {inline(card.identified)}", ""]
    if card.note:
        out += [f"**{inline(labels['card_note'])}{labels['colon']}** {inline(card.note)}", ""]
    return out


def _elsewhere(ctx: SiteContext, mention: Link, here: str, labels: dict[str, str]) -> str:
    """A mention in a text that is not a rule, FAQ answer or summary section (a forum signature)."""
    source_id = mention.source.split("/", 1)[0].split(":", 1)[0]
    entry = ctx.sources.get(source_id)
    title = f'<span lang="{entry.language}">{inline(entry.title)}</span>' if entry is not None else inline(source_id)
    lines = sorted({evidence.line for evidence in mention.evidence if evidence.line})
    where = labels["card_elsewhere"].format(title=title, lines=", ".join(map(str, lines)))
    return link(where, here, urls.doc(urls.source_path(source_id)), "not-rules")


def _uses(ctx: SiteContext, card: Card, here: str, labels: dict[str, str]) -> list[str]:
    rules: set[str] = set()
    entries: list[str] = []
    for mention in ctx.by_target.get(card.id, ()):
        if mention.kind != "mentions-card":
            continue
        source = mention.source
        faq = ctx.graph.faq.get(source)
        summary = ctx.graph.summary.get(source)
        if faq is not None:
            head = labels["faq_entry"].format(index=faq.entry.index)
            question = f'{inline(head)}: <span lang="{faq.language}">{inline(faq.entry.question)}</span>'
            entries.append(link(question, here, urls.doc(urls.source_path(faq.source_id)), f"q{faq.entry.index}"))
        elif summary is not None:
            head = labels["summary_section"].format(number=summary.section.number)
            shown = f'{inline(head)}: <span lang="{summary.language}">{inline(summary.section.title)}</span>'
            anchor = f"s{summary.section.number}"
            entries.append(link(shown, here, urls.doc(urls.source_path(summary.source_id)), anchor))
        elif source in ctx.graph.texts:
            rules.add(number_of(source))
        else:
            entries.append(_elsewhere(ctx, mention, here, labels))
    out = [f"## {inline(labels['card_used_in'])} {{ #uses }}", ""]
    if rules:
        numbers = sorted(rules, key=RuleNumber.parse)
        out += [
            f"**{inline(labels['rules'])}{labels['colon']}** " + ", ".join(ctx.number_link(n, here) for n in numbers),
            "",
        ]
    out += [f"- {entry}" for entry in sorted(entries)]
    return [*out, ""]


def render_card_page(ctx: SiteContext, card: Card, language: str) -> str:
    """One card's page in one language."""
    labels = LABELS[language]
    here = urls.doc(urls.card_path(card.name))
    name = card_name(card, language)
    written = language if language in card.names else "en"
    out = [*front_matter(name), f"# {inline(name)} {{ lang={written} }}", ""]
    out += [link(f"← {inline(labels['cards_title'])}", here, urls.doc(urls.CARDS_PATH)), ""]
    out += _card_data(ctx, card, language)
    out += _names(card, labels, language)
    out += _uses(ctx, card, here, labels)
    return "\n".join(out).rstrip() + "\n"


def _card_data(ctx: SiteContext, card: Card, language: str) -> list[str]:
    """What the card data says of a card the sources name (filled in by ``static/card.js``): none without it."""
    cards = ctx.cards
    slug = urls.card_slug(card.name)
    if cards is None or not cards.has(slug):
        return []
    path = urls.card_path(card.name)
    return [
        f'<div class="{CARD_CLASS}" data-card="{html.escape(slug)}" aria-live="polite"></div>',
        config_block(ctx, cards, path, language),
        *(
            f'<script src="{html.escape(urls.asset_from(path, language, script))}"></script>'
            for script in (urls.CARD_NAMES_SCRIPT, urls.CARD_SCRIPT)
        ),
        "",
    ]


def render_card_index(ctx: SiteContext, cards: Iterable[Card], language: str) -> str:
    """The index of cards in one language, sorted by the name shown."""
    labels = LABELS[language]
    here = urls.doc(urls.CARDS_PATH)
    out = [*front_matter(labels["cards_title"]), f"# {inline(labels['cards_title'])}", ""]
    out += card_data_intro(ctx, language)
    if ctx.cards is not None:
        out += [f"## {inline(labels['cards_named_title'])}", ""]
    out += [inline(labels["cards_intro"]), ""]
    out += [f"| {labels['card_name']} | {labels['card_other_names']} |", "|---|---|"]
    rows: list[tuple[str, CardName, Card, list[CardName]]] = []
    for card in cards:
        mine = card.names.get(language) or card.names.get("en") or CardName("en", card.name, "source")
        forms = {name.text: name for name in card.names.values() if name.text != mine.text}
        rows.append((mine.text.casefold(), mine, card, [forms[text] for text in sorted(forms)]))
    for _, mine, card, others in sorted(rows, key=lambda row: (row[0], row[2].name)):
        named = link(name_in(mine), here, urls.doc(urls.card_path(card.name)))
        out.append(f"| {named} | {', '.join(name_in(other) for other in others)} |")
    return "\n".join(out).rstrip() + "\n"


def render_card_pages(ctx: SiteContext) -> dict[str, str]:
    """The card index and every card's page, in every language."""
    cards = sorted(ctx.graph.cards.values(), key=lambda card: card.name)
    pages: dict[str, str] = {}
    for language in LANGUAGES:
        pages[urls.page_file(urls.CARDS_PATH, language)] = render_card_index(ctx, cards, language)
        for card in cards:
            pages[urls.page_file(urls.card_path(card.name), language)] = render_card_page(ctx, card, language)
    return pages

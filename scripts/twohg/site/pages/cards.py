"""Card pages: the index of every card the texts use, and one page per card.

A card's page gives its names in every language (the printed name, or the form a source
prints, never a guess) and every text that uses it: the rules (by number), the FAQ answers
and the summary sections, each linked where it is read. The uses are the graph's
``mentions-card`` links.
"""

from __future__ import annotations

from collections.abc import Iterable

from twohg.graph.align import number_of
from twohg.graph.cards.catalogue import Card, CardName
from twohg.graph.model import Link
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS, LANGUAGE_NAMES
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.markdown import front_matter, inline, link
from twohg.site.pages.context import SiteContext


def card_name(card: Card, language: str) -> str:
    """The card's name in ``language``, or its English name when no name in that language is known."""
    name = card.names.get(language)
    return name.text if name is not None else card.name


def _form(name: CardName, labels: dict[str, str]) -> str:
    basis = labels[f"basis_{name.basis}"]
    return f"{inline(name.text)} ({inline(basis)})"


def _names(card: Card, labels: dict[str, str]) -> list[str]:
    out = [f"## {inline(labels['card_names'])} {{ #names }}", "", f"| {labels['language']} | {labels['card_name']} |"]
    out.append("|---|---|")
    for language in LANGUAGES:
        name = card.names.get(language)
        shown = _form(name, labels) if name is not None else f"*{inline(labels['card_no_name'])}*"
        out.append(f"| {LANGUAGE_NAMES[language]} | {shown} |")
    out.append("")
    if card.aliases:
        forms = ", ".join(f"{inline(alias.text)} ({alias.language})" for alias in card.aliases)
        out += [f"**{inline(labels['card_aliases'])}:** {forms}", ""]
    if card.identified:
        out += [f"**{inline(labels['card_identified'])}:** {inline(card.identified)}", ""]
    if card.note:
        out += [f"**{inline(labels['card_note'])}:** {inline(card.note)}", ""]
    return out


def _elsewhere(ctx: SiteContext, mention: Link, here: str, labels: dict[str, str]) -> str:
    """A mention in a text that is not a rule, FAQ answer or summary section (a forum signature)."""
    source_id = mention.source.split("/", 1)[0].split(":", 1)[0]
    entry = ctx.sources.get(source_id)
    title = entry.title if entry is not None else source_id
    lines = sorted({evidence.line for evidence in mention.evidence if evidence.line})
    where = labels["card_elsewhere"].format(title=title, lines=", ".join(map(str, lines)))
    return link(inline(where), here, urls.doc(urls.source_path(source_id)), "not-rules")


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
            head = LABELS[faq.language]["faq_entry"].format(index=faq.entry.index)
            question = f"{inline(head)}: {inline(faq.entry.question)}"
            entries.append(link(question, here, urls.doc(urls.source_path(faq.source_id)), f"q{faq.entry.index}"))
        elif summary is not None:
            head = LABELS[summary.language]["summary_section"].format(number=summary.section.number)
            shown = f"{inline(head)}: {inline(summary.section.title)}"
            anchor = f"s{summary.section.number}"
            entries.append(link(shown, here, urls.doc(urls.source_path(summary.source_id)), anchor))
        elif source in ctx.graph.texts:
            rules.add(number_of(source))
        else:
            entries.append(_elsewhere(ctx, mention, here, labels))
    out = [f"## {inline(labels['card_used_in'])} {{ #uses }}", ""]
    if rules:
        numbers = sorted(rules, key=RuleNumber.parse)
        out += [f"**{inline(labels['rules'])}:** " + ", ".join(ctx.number_link(n, here) for n in numbers), ""]
    out += [f"- {entry}" for entry in sorted(entries)]
    return [*out, ""]


def render_card_page(ctx: SiteContext, card: Card, language: str) -> str:
    """One card's page in one language."""
    labels = LABELS[language]
    here = urls.doc(urls.card_path(card.name))
    name = card_name(card, language)
    out = [*front_matter(name), f"# {inline(name)}", ""]
    out += [link(f"← {inline(labels['cards_title'])}", here, urls.doc(urls.CARDS_PATH)), ""]
    out += _names(card, labels)
    out += _uses(ctx, card, here, labels)
    return "\n".join(out).rstrip() + "\n"


def render_card_index(ctx: SiteContext, cards: Iterable[Card], language: str) -> str:
    """The index of cards in one language, sorted by the name shown."""
    labels = LABELS[language]
    here = urls.doc(urls.CARDS_PATH)
    out = [*front_matter(labels["cards_title"]), f"# {inline(labels['cards_title'])}", ""]
    out += [inline(labels["cards_intro"]), ""]
    out += [f"| {labels['card_name']} | {labels['card_other_names']} |", "|---|---|"]
    rows = []
    for card in cards:
        shown = card_name(card, language)
        others = sorted({name.text for name in card.names.values()} - {shown})
        rows.append((shown.casefold(), shown, card, others))
    for _, shown, card, others in sorted(rows, key=lambda row: (row[0], row[2].name)):
        named = link(inline(shown), here, urls.doc(urls.card_path(card.name)))
        out.append(f"| {named} | {', '.join(inline(other) for other in others)} |")
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

"""Short links ``r/<number>/`` for every number that ever existed, in every language, on any static host.

A number that `Resolution.redirects` gets a tiny HTML page that sends the reader on to its rule
page at once, keeping the ``#fragment``; any other number gets a page of its own (Markdown, built
by MkDocs) saying what it meant in which editions and where each piece lives now. The common
ways of writing a number (``810.7C``, ``810-7c``, ``8107c``, ``810.7c.``) are folders of their own
that send the reader on; anything else typed reaches ``r/?n=...`` (the short links' page, which
resolves it in the browser or names the nearest numbers), as does the site's not-found page.

At the site's root (English, the default language) a short link follows the reader's chosen
language (the language of the last page they read); ``es/r/...`` and the like stay in theirs.
The one script for all of it is ``static/shortlink.js``, loaded by the redirect pages and by
every page.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence

from twohg.graph.assembly import Graph
from twohg.graph.resolver import Resolution, Resolver
from twohg.graph.tournament import by_number
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls
from twohg.site.markdown import front_matter, inline, link
from twohg.site.pages.context import SiteContext


def _marker(targets: dict[str, str], language: str, follow: bool) -> str:
    """The element the script reads: where to go in which language, the page's language, whether to follow."""
    data = html.escape(json.dumps(targets, sort_keys=True, separators=(",", ":")), quote=True)
    return (
        f'<div data-twohg-short="{data}" data-lang="{language}" data-follow="{"yes" if follow else "no"}" hidden></div>'
    )


def _redirect_page(number: str, language: str, form: str, target_of: dict[str, str], title: str = "") -> str:
    """A redirect page at the short link of ``form`` (the number or an alias of it), to ``target_of[language]``.

    ``title`` names where it goes (``Rule 810.7c`` when empty).
    """
    path = urls.short_path(form)
    targets = {lang: urls.folder_from(path, language, url) for lang, url in target_of.items()}
    here = targets[language]
    follow = language == urls.DEFAULT_LANGUAGE
    words = html.escape(title or LABELS[language]["short_redirect"].format(number=number))
    return (
        "<!doctype html>\n"
        f'<html lang="{language}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width,initial-scale=1">\n'
        '<meta name="robots" content="noindex">\n'
        f"<title>{words}</title>\n"
        f'<link rel="canonical" href="{html.escape(here)}">\n'
        f'<noscript><meta http-equiv="refresh" content="0; url={html.escape(here)}"></noscript>\n'
        "</head>\n<body>\n"
        f'<p><a href="{html.escape(here)}">{words}</a></p>\n'
        f"{_marker(targets, language, follow)}\n"
        f'<script src="{html.escape(urls.asset_from(path, language, urls.SHORT_LINK_SCRIPT))}"></script>\n'
        "</body>\n</html>\n"
    )


def redirect_files(resolver: Resolver) -> dict[str, str]:
    """The HTML files of every redirecting short link and of every alias folder, in every language.

    A redirecting number's aliases send the reader straight on; an explaining number's aliases go
    to its page (``r/606.6e/``), whose upper-case form is left out: on a case-insensitive disk it
    would be the page's own folder.
    """
    out: dict[str, str] = {}
    for resolution in resolver:
        number = resolution.number
        if resolution.redirects:
            target_of = {lang: urls.rule_page(number, lang) for lang in LANGUAGES}
            forms: tuple[str, ...] = (number, *urls.alias_forms(number))
        else:
            target_of = {lang: urls.short_link(number, lang) for lang in LANGUAGES}
            forms = tuple(form for form in urls.alias_forms(number) if form.casefold() != number.casefold())
        for language in LANGUAGES:
            for form in forms:
                shown_at = urls.short_link(form, language)
                out[urls.url_file(shown_at)] = _redirect_page(number, language, form, target_of)
    return out


def tournament_redirect_files(graph: Graph) -> dict[str, str]:
    """The short links of the tournament rules (``r/mtr-9.3/`` and its other spellings), in every language.

    Their form starts with ``mtr``, which no Comprehensive Rules number does: ``r/9.3/`` is not one.
    """
    out: dict[str, str] = {}
    for number in by_number(graph.tournament):
        target_of = {lang: urls.page_url(urls.tournament_path(number), lang) for lang in LANGUAGES}
        for language in LANGUAGES:
            title = LABELS[language]["mtr_rule"].format(number=number)
            for form in (urls.tournament_short(number), *urls.tournament_alias_forms(number)):
                shown_at = urls.short_link(form, language)
                out[urls.url_file(shown_at)] = _redirect_page(number, language, form, target_of, title)
    return out


class _ShortPage:
    """The page of a number whose short link explains (several meanings, a split, a reused section)."""

    def __init__(self, ctx: SiteContext, resolution: Resolution, language: str) -> None:
        self.ctx, self.resolution, self.language = ctx, resolution, language
        self.labels = LABELS[language]
        self.file = urls.doc(urls.short_path(resolution.number))

    def _numbers(self, numbers: tuple[str, ...]) -> str:
        return ", ".join(self.ctx.number_link(n, self.file) for n in numbers)

    def render(self) -> str:
        ctx, labels, number = self.ctx, self.labels, self.resolution.number
        heading = labels["short_title"].format(number=number)
        others = {
            lang: urls.folder_from(urls.short_path(number), self.language, urls.short_link(number, lang))
            for lang in LANGUAGES
            if lang != self.language
        }
        follow = self.language == urls.DEFAULT_LANGUAGE
        out = [*front_matter(heading), f"# {inline(heading)} {{ #{urls.anchor(number)} }}", ""]
        out += [_marker(others, self.language, follow), ""]
        out += [labels["short_intro"].format(number=inline(number)), ""]
        newest = ctx.edition_link(ctx.newest, self.file)  # what "now" means: the newest edition held
        for meaning in self.resolution.meanings:
            ctx.statements.say(
                self.file, number, meaning.first, "span", f"{ctx.iso[meaning.first]}..{ctx.iso[meaning.last]}"
            )
            # The editions that printed the meaning, both ends included (as the rule page's history
            # shows them): two meanings never seem to share an edition.
            first = ctx.edition_link(meaning.first, self.file)
            if meaning.current:
                span = labels["short_meaning_current"].format(first=first)
            elif meaning.last == meaning.first:
                span = labels["short_meaning_one"].format(first=first)
            else:
                span = labels["short_meaning"].format(first=first, last=ctx.edition_link(meaning.last, self.file))
            out += [f"## {span}", "", inline(meaning.summary), "{: lang=en }", ""]
            now = meaning.now
            ctx.statements.say_now(self.file, number, meaning.first, now, ctx.iso)
            if now.numbers == (number,):
                out += [labels["short_still"].format(number=self._numbers(now.numbers), date=newest), ""]
            elif now.numbers:
                out += [labels["short_now"].format(numbers=self._numbers(now.numbers), date=newest), ""]
            elif now.removed_in is not None:
                text = labels["short_removed"].format(date=ctx.edition_link(now.removed_in, self.file))
                carried = ctx.carried_said(now, self.file, labels)
                if carried:
                    text += ctx.then(self.language, carried)
                elif now.related:
                    ctx.statements.say(self.file, number, meaning.first, "related", " ".join(now.related))
                    text += " " + labels["related_now"].format(numbers=self._numbers(now.related), date=newest)
                out += [text, ""]
        reused = self.resolution.reused
        if reused is not None:
            spans = [
                labels["reused_span_now" if span.last == ctx.resolver.newest else "reused_span"].format(
                    title=inline(span.title),
                    first=ctx.edition_link(span.first, self.file),
                    last=ctx.edition_link(span.last, self.file),
                )
                for span in reused.titles
            ]
            text = labels["short_reused"].format(
                date=ctx.edition_link(reused.since_edition, self.file),
                section=reused.section,
                titles=("、" if self.language == "ja" else "; ").join(spans),
            )
            key = "short_reused_exists" if reused.exists else "short_reused_missing"
            text += " " + labels[key].format(number=inline(number), date=newest)
            out += [f'!!! info "{inline(labels["status_reused"])}"', "", f"    {text}", ""]
        page = link(inline(f"{labels['rule']} {number}"), self.file, urls.doc(urls.rule_path(number)))
        out += [labels["short_history"].format(link=page), ""]
        return "\n".join(out).rstrip() + "\n"


def _links_page(
    language: str, example_number: str | None, tournament: Sequence[str] = (), dated: tuple[str, str] | None = None
) -> str:
    """The short links' own page (``r/``): what they are, a box to type a number, and ``r/?n=`` resolved."""
    labels = LABELS[language]
    shown = inline(f"r/{example_number or '810.9c'}/")
    if example_number is not None:
        shown = link(shown, urls.doc(urls.SHORT_LINKS_PATH), urls.doc(urls.short_path(example_number)))
    example = shown
    resolve = urls.asset_from(urls.SHORT_LINKS_PATH, language, urls.API_RESOLUTIONS)
    said = (
        "short_not_found",
        "short_nearest",
        "short_not_on_date",
        "short_before_first",
        "short_then_other",
        "short_then_later",
        "short_then_earlier",
    )
    words = {key: labels[key] for key in said}
    data = html.escape(json.dumps(words, ensure_ascii=False, sort_keys=True), quote=True)
    # The tournament rules' numbers, each to its short link: "MTR 9.3" typed goes to r/mtr-9.3/.
    forms = html.escape(
        json.dumps({number: f"{urls.tournament_short(number)}/" for number in tournament}, sort_keys=True), quote=True
    )
    about_dated: list[str] = []
    if dated is not None:
        number, date = dated
        # Opened through this page (a dated link is no file: the host's not-found page hands it here).
        query = html.escape(f"?n={number}@{date}", quote=True)
        shown = f'<a href="{query}">{inline(f"r/{number}@{date}/")}</a>'
        about_dated = [labels["links_dated"].format(example=shown, number=number, date=date), ""]
    about_tournament: list[str] = []
    if tournament:
        number = "9.3" if "9.3" in tournament else tournament[0]
        path = urls.doc(urls.tournament_path(number))
        shown = link(inline(f"r/{urls.tournament_short(number)}/"), urls.doc(urls.SHORT_LINKS_PATH), path)
        others = ", ".join(inline(f"r/{form}/") for form in urls.tournament_alias_forms(number)[:2])
        about_tournament = [labels["links_tournament"].format(example=shown, others=others), ""]
    return "\n".join(
        [
            *front_matter(labels["links_title"]),
            f"# {inline(labels['links_title'])}",
            "",
            labels["links_intro"].format(example=example),
            "",
            *about_dated,
            *about_tournament,
            f'<form class="twohg-goto" data-resolve="{html.escape(resolve)}" data-words="{data}" '
            f'data-tournament="{forms}">',
            f'<label for="twohg-number">{html.escape(labels["links_input"])}</label>',
            '<input id="twohg-number" name="n" type="text" inputmode="text" autocomplete="off" spellcheck="false">',
            f'<button class="md-button md-button--primary" type="submit">{html.escape(labels["links_go"])}</button>',
            "</form>",
            '<div class="twohg-goto__result" role="status" aria-live="polite"></div>',
            "",
        ]
    )


def render_short_pages(ctx: SiteContext, resolver: Resolver) -> dict[str, str]:
    """The short links' page, and the Markdown page of every number whose short link explains, in every language."""
    explaining = [r for r in resolver if not r.redirects and "." in r.number]
    widest = max(explaining, key=lambda r: sum(len(m.now.numbers) for m in r.meanings), default=None)
    example = widest.number if widest is not None else None
    tournament = [n for n, records in by_number(ctx.graph.tournament).items() if n != records[-1].rule.section]
    # A dated link's example: the first wording of the 2HG rule with the most wordings, on the day it came in.
    worded = max(ctx.graph.history.items(), key=lambda item: (len(item[1]), item[0]), default=None)
    dated = (worded[0], worded[1][0].start.isoformat()) if worded is not None else None
    pages = {
        urls.page_file(urls.SHORT_LINKS_PATH, language): _links_page(language, example, tournament, dated)
        for language in LANGUAGES
    }
    for resolution in resolver:
        if not resolution.redirects:
            for language in LANGUAGES:
                page = _ShortPage(ctx, resolution, language)
                pages[urls.page_file(urls.short_path(resolution.number), language)] = page.render()
    return pages

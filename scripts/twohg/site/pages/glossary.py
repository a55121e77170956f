"""``glossary/``: the glossary entries of the variant's terms, per page language.

Each term (`twohg.graph.glossary.TermVersion`) is anchored by its slug: its definition in the newest
edition that prints it (English, marked so), the official translations' entries for the same English
term (the Japanese glossary of 2026-01-16), then its earlier definitions with the editions that
printed them, folded. Terms the newest edition still defines come first, then the former ones.
"""

from __future__ import annotations

from twohg.graph.glossary import GlossaryRecord, TermVersion, term_slug
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls
from twohg.site.markdown import front_matter, inline
from twohg.site.pages.context import SiteContext


def _span(ctx: SiteContext, version: TermVersion, here: str) -> str:
    first = ctx.edition_link(version.first, here)
    return first if version.first == version.last else f"{first} – {ctx.edition_link(version.last, here)}"


def render_glossary_page(ctx: SiteContext, language: str) -> str:
    """The glossary page in one language."""
    labels = LABELS[language]
    here = urls.doc(urls.GLOSSARY_PATH)
    title = labels["glossary_page_title"]
    out = [
        *front_matter(title, labels["glossary_page_intro"]),
        f"# {inline(title)}",
        "",
        labels["glossary_page_intro"],
        "",
    ]
    if language != "en":
        out += [f"*{inline(labels['glossary_page_english'])}*", ""]
    ordered = sorted(
        ctx.graph.terms.items(), key=lambda item: (not item[1][-1].current, item[1][-1].entry.term.casefold())
    )
    translations: dict[str, list[GlossaryRecord]] = {}
    for record in ctx.graph.glossary.values():
        translations.setdefault(term_slug(record.entry.english), []).append(record)
    for slug, versions in ordered:
        latest = versions[-1]
        entry = latest.entry
        status = (
            labels["glossary_page_current"].format(date=ctx.edition_link(ctx.newest, here))
            if latest.current
            else labels["glossary_page_former"].format(last=ctx.edition_link(latest.last, here))
        )
        out += [f"## {inline(entry.term)} {{ #{slug} lang=en }}", "", f"*{status}*", ""]
        out += [ctx.linked(entry.definition, "en", here, terms=False), "{: lang=en }", ""]
        for record in sorted(translations.get(slug, ()), key=lambda r: r.id):
            head = labels["glossary_page_official"].format(language=labels[f"language_name_{record.language}"])
            term = f'<span lang="{record.language}">{inline(record.entry.term)}</span>'
            out += [f"**{inline(head)}{labels['colon']}** {term}", ""]
            definition = ctx.linked(record.entry.definition, record.language, here, terms=False)
            out += [definition, f"{{: lang={record.language} }}", ""]
        earlier = list(reversed(versions[:-1]))
        if earlier:
            out += [f'??? note "{inline(labels["glossary_page_earlier"].format(count=len(earlier)))}"', ""]
            for version in earlier:
                out += [f"    **{_span(ctx, version, here)}**", ""]
                out += [f"    {ctx.linked(version.entry.definition, 'en', here, terms=False)}", "    {: lang=en }", ""]
    return "\n".join(out).rstrip() + "\n"


def render_glossary_pages(ctx: SiteContext) -> dict[str, str]:
    """The glossary page in every language."""
    return {urls.page_file(urls.GLOSSARY_PATH, language): render_glossary_page(ctx, language) for language in LANGUAGES}

"""Section pages read like the rulebook (805 and 810 as they stand, 806 and 606 as they last stood), and the contents.

Each rule is anchored by its number (`twohg.site.urls.anchor`), the same anchor in every
language, so that switching language keeps the reader's place.
"""

from __future__ import annotations

from collections.abc import Sequence

from twohg.graph.align import number_of
from twohg.graph.model import RuleText
from twohg.graph.nodes import Node
from twohg.graph.resolver import edition_of
from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls
from twohg.site.markdown import front_matter, inline, link
from twohg.site.pages.context import SiteContext
from twohg.site.pages.rule_texts import renders_older, translation_differences


def section_texts(ctx: SiteContext) -> dict[int, tuple[str, list[RuleText]]]:
    """Every 2HG section -> (the last official edition it stood in, its texts there in document order)."""
    found: dict[int, tuple[str, list[RuleText]]] = {}
    for text in ctx.graph.lineage.texts:
        section = text.number.section
        edition, texts = found.get(section, ("", []))
        if edition != text.edition and (not edition or ctx.position[text.edition] > ctx.position[edition]):
            found[section] = (text.edition, [text])
        elif edition == text.edition:
            texts.append(text)
    return dict(sorted(found.items(), key=lambda item: (item[0] not in ctx.current_sections, -item[0])))


def translation_of(ctx: SiteContext, english: RuleText, language: str) -> RuleText | None:
    """The translation into ``language`` shown with an English rule text (None in English or when there is none)."""
    node = ctx.node(str(english.number))
    if node is None or language == "en":
        return None
    return ctx.translation(node, language, english)


def render_section_page(ctx: SiteContext, section: int, edition: str, texts: Sequence[RuleText], language: str) -> str:
    """One section in one language: every rule of the section as it stood in ``edition``."""
    labels = LABELS[language]
    here = urls.doc(urls.section_path(section))
    heading = labels["section_title"].format(section=section)
    out = [*front_matter(heading), f"# {inline(heading)}", ""]
    stood = ctx.edition_link(edition, here)
    if edition == ctx.newest:
        out += [labels["section_current"].format(date=stood), ""]
    else:
        old = labels["section_old"].format(date=stood)
        out += [f'!!! warning "{inline(labels["section_old_head"])}"', "", f"    {old}", ""]
    has_translation = any(translation_of(ctx, text, language) is not None for text in texts)
    if language != "en":
        translation = ctx.translated_in(language)
        span = translation.translates if translation is not None else None
        if has_translation and translation is not None and translation.date is not None and span is not None:
            notice = labels["section_stated"].format(
                language=labels[f"language_name_{translation.language}"],
                date=translation.date.isoformat(),
                start=ctx.edition_link(span[0], here),
            )
            out += [f'!!! info "{inline(labels["translation"])}"', "", f"    {notice}", ""]
            notice = ""
        elif has_translation and span is not None:
            notice = labels["section_partly_translated"].format(
                start=ctx.edition_link(span[0], here), end=ctx.edition_link(span[1], here)
            )
        elif not has_translation and translation is not None and translation.date is not None:
            texts_of = [text_id for text_id in ctx.graph.texts if edition_of(text_id) == translation.id]
            covered = {number_of(text_id).split(".")[0] for text_id in texts_of}
            notice = labels["section_not_translated"].format(
                language=labels[f"language_name_{translation.language}"],
                date=translation.date.isoformat(),
                sections=", ".join(sorted(covered)),
            )
        else:
            notice = labels["translation_undated"] if has_translation else labels["section_in_english"]
        if notice:
            out += [f'!!! note "{inline(labels["english_text"])}"', "", f"    {notice}", ""]
    for english in texts:
        number = str(english.number)
        translated = translation_of(ctx, english, language)
        source = ctx.translated_from(translated) if translated is not None else None
        older = source is not None and renders_older(source, english)
        if translated is None or source is None or not (older or ctx.differences(translated)):
            out += rule_lines(ctx, translated or english, number, here, language)
            if translated is not None and number_of(translated.id) != number:
                out += [f"*{labels['section_numbered'].format(number=inline(number_of(translated.id)))}*", ""]
            continue
        # A translation of an older wording, or one that says otherwise than the English of its date: the page
        # says what the section is as it stands (or last stood), so the English leads and the translation follows,
        # said to be older (with the span it renders) or to differ, as on the rule page; a printed page needs no
        # other page to be right.
        out += rule_lines(ctx, english, number, here, language)
        name = labels[f"language_name_{translated.language}"]
        standing = edition == ctx.newest
        if older:
            title = labels["translation_older"].format(language=name)
            key = "translation_older_text" if standing else "translation_older_text_last"
            said = labels[key].format(span=ctx.rendered_span(source, here))
        else:
            title = labels["translation_departs"].format(language=name)
            said = labels["translation_departs_text" if standing else "translation_departs_text_last"]
        out += [f'???+ quote "{inline(title)}"', "", f"    {said}", ""]
        out += [f"    {line}" if line else "" for line in rule_lines(ctx, translated, number, here, language, False)]
        out += translation_differences(ctx, translated, here, language, "    ")
    out += _former_numbers(ctx, section, texts, labels, here)
    return "\n".join(out).rstrip() + "\n"


def rule_lines(
    ctx: SiteContext, text: RuleText, number: str, here: str, language: str, anchored: bool = True
) -> list[str]:
    """A rule as the rulebook prints it: its number linked to its page, its text anchored by the number, examples.

    A section heading is a heading (``##``); the text is tagged with its language. Not ``anchored``: a
    translation shown under the English rule, whose number already holds the anchor.
    """
    anchor = f"#{urls.anchor(number)} " if anchored else ""
    number_link = link(number, here, urls.doc(urls.rule_path(number)))
    paragraphs = list(text.rule.paragraphs) or [""]
    repairs = ctx.repairs_of(text) or [{}]
    citing = ctx.citing_edition(text.edition)
    first = ctx.linked(paragraphs[0], text.language, here, repairs[0], language, citing, not text.rule.is_heading)
    if text.rule.is_heading:
        out = [f"## {number_link} {first} {{ {anchor}lang={text.language} }}", ""]
    else:
        out = [f"{number_link} {first}", f"{{: {anchor}lang={text.language} }}", ""]
    for at, paragraph in enumerate(paragraphs[1:], 1):
        body = ctx.linked(paragraph, text.language, here, repairs[at], language, citing)
        if body:
            out += [body, f"{{: lang={text.language} }}", ""]
    shift = len(text.rule.paragraphs)
    return out + ctx.examples(text.rule.examples, text.language, here, language, "", repairs[shift:], citing)


def _former_numbers(
    ctx: SiteContext, section: int, texts: Sequence[RuleText], labels: dict[str, str], here: str
) -> list[str]:
    """The section's numbers that have a rule page but are not in the edition shown: every rule page is listed here."""
    shown = {str(text.number) for text in texts}
    former = [n for n in ctx.graph.nodes if not n.external and n.number.section == section and n.id not in shown]
    if not former:
        return []
    heading = labels["section_former"].format(section=section)
    numbers = ", ".join(ctx.number_link(node.id, here) for node in former)
    return [f"## {inline(heading)} {{ #former }}", "", labels["section_former_intro"], "", numbers, ""]


def changed_since(ctx: SiteContext, translated: RuleText, english: RuleText) -> bool:
    """Whether the English wording a translation renders differs from ``english`` (typography aside)."""
    source = ctx.translated_from(translated)
    return source is not None and renders_older(source, english)


def render_contents_page(ctx: SiteContext, sections: dict[int, tuple[str, list[RuleText]]], language: str) -> str:
    """The rules' contents: the sections, then every rule number with a page, by section."""
    labels = LABELS[language]
    here = urls.doc(urls.SECTIONS_PATH)
    out = [*front_matter(labels["rules_title"]), f"# {inline(labels['rules_title'])}", "", labels["rules_intro"], ""]
    for section, (edition, _texts) in sections.items():
        name = labels["section_title"].format(section=section)
        state = labels["as_it_stands"] if edition == ctx.newest else labels["as_it_stood"]
        page = link(inline(name), here, urls.doc(urls.section_path(section)))
        out.append(f"- **{page}** — {state.format(date=ctx.edition_link(edition, here))}")
    out += ["", f"## {inline(labels['all_numbers'])} {{ #numbers }}", ""]
    by_section: dict[int, list[Node]] = {}
    external: list[Node] = []
    for node in ctx.graph.nodes:
        (external if node.external else by_section.setdefault(node.number.section, [])).append(node)
    for section in sorted(by_section):
        numbers = ", ".join(ctx.number_link(node.id, here) for node in by_section[section])
        out += [f"**{section}{labels['colon']}** {numbers}", ""]
    if external:
        numbers = ", ".join(ctx.number_link(node.id, here) for node in external)
        out += [f"**{inline(labels['outside_title'])}{labels['colon']}** {numbers}", ""]
    return "\n".join(out).rstrip() + "\n"


def render_section_pages(ctx: SiteContext) -> dict[str, str]:
    """The contents page and every section page, in every language."""
    sections = section_texts(ctx)
    pages: dict[str, str] = {}
    for language in LANGUAGES:
        pages[urls.page_file(urls.SECTIONS_PATH, language)] = render_contents_page(ctx, sections, language)
        for section, (edition, texts) in sections.items():
            pages[urls.page_file(urls.section_path(section), language)] = render_section_page(
                ctx, section, edition, texts, language
            )
    return pages

"""Search records, built from the graph: one per thing a reader can land on.

- each rule number with a page: its current text (the newest English) and each distinct older
  wording, with the editions it stood in (old wording such as "removed from the game" finds
  the old version, labelled as old);
- each translation (the Spanish 810), labelled with the rule it translates;
- each tournament rule (MTR section 9), on its own page, labelled as a tournament rule;
- each FAQ answer and summary section, linked to the first rule it explains;
- each card any text uses, with its names in every language, leading to its page.

Every record carries every number its rule has had (606.6e finds what it became) and the names,
in every language, of the cards its text uses: an English card name finds the French FAQ answer
or the Japanese summary section that uses the card under its own name.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from twohg.graph.align import number_of
from twohg.graph.editions import full_text
from twohg.graph.glossary import term_slug
from twohg.graph.nodes import Node
from twohg.graph.resolver import edition_of
from twohg.graph.tournament import TournamentRecord, by_number, newest_document
from twohg.ingest.units import SummaryItem
from twohg.languages import LANGUAGES
from twohg.profiles.search_words import FORMAT
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.pages.context import SiteContext
from twohg.site.search.record import SPAN_TODAY, Record, tournament_key
from twohg.site.search.terms import fold, names, variant_words, variants_in
from twohg.text import fold_for_matching, wording_key


def _cards(ctx: SiteContext, text_ids: Iterable[str]) -> tuple[str, ...]:
    names: dict[str, None] = {}
    for text_id in text_ids:
        for mention in ctx.by_source.get(text_id, ()):
            card = ctx.graph.cards.get(mention.target) if mention.kind == "mentions-card" else None
            if card is not None:
                names.update((form.text, None) for form in card.forms)
    return tuple(names)


def numbers_of(ctx: SiteContext, node: Node) -> tuple[str, ...]:
    """Every number the node's rule has had, before and after, its own first."""
    others = [spell.number for spell in ctx.other_numbers(node, forward=False)]
    others += [spell.number for spell in ctx.other_numbers(node, forward=True)]
    ordered = dict.fromkeys([node.id, *sorted(set(others), key=RuleNumber.parse)])
    return tuple(ordered)


def now_of(ctx: SiteContext, text_id: str, number: str) -> tuple[str, ...]:
    """The numbers a text's content has in the newest edition (the resolver's), when not ``number`` itself.

    For a removed rule whose words stood beside it in another rule (`Carried`), where those words stand
    today: the record is then removed (the number) and says where its words are (805.10a for 810.7a).
    """
    now = ctx.graph.now_of(text_id)
    if now is None or now.words_stand_in == (number,):
        return ()
    return now.words_stand_in


def removed_of(ctx: SiteContext, text_id: str) -> str:
    """The date of the first edition without a text's content (the resolver's), or ``""`` while something carries it."""
    now = ctx.graph.now_of(text_id)
    return ctx.date(now.removed_in).isoformat() if now is not None and now.removed_in is not None else ""


def related_of(ctx: SiteContext, text_id: str) -> tuple[str, ...]:
    """When nothing carries a text's content nor its words today: the numbers that cover its topic (the resolver's)."""
    now = ctx.graph.now_of(text_id)
    return now.related if now is not None and now.removed and not now.words_stand_in else ()


def _span(ctx: SiteContext, start: str, end: str | None) -> str:
    return f"{start} – {end if end is not None else SPAN_TODAY}"


def words_of(ctx: SiteContext, number: str, language: str, text: str, source: str = "") -> tuple[str, ...]:
    """The glossary terms citing a rule number, and the synonyms of what it is about, for one of its texts.

    A synonym set adds its words in the other languages (共有ライフ and 共用ライフ to the English 810.4,
    which says "shared life total"), and in the text's own language only to a text that prints one of
    them (its other spelling), or whose English ``source`` (the text it translates) prints one in
    English: an English text gains no English words, and ranks as it did.
    """
    found: list[str] = []
    for record in sorted(ctx.graph.glossary.values(), key=lambda r: r.id):
        if number in record.cites:
            found += [record.entry.term, record.entry.english]
    folded = fold_for_matching(text)
    english = fold_for_matching(source)
    for synonyms in ctx.graph.synonyms:
        if number not in synonyms.rules:
            continue
        says_it = any(fold_for_matching(word) in english for word in synonyms.words.get("en", ()))
        for words_language in sorted(synonyms.words):
            words = synonyms.words[words_language]
            if words_language != language or says_it or any(fold_for_matching(word) in folded for word in words):
                found += [word for word in words if fold_for_matching(word) not in folded]
    return tuple(dict.fromkeys(found))


def asked_of(ctx: SiteContext) -> dict[str, tuple[str, ...]]:
    """Rule number in the newest edition -> the questions of the FAQ answers and summary sections explaining it.

    They are `words` of its current English record: a rule is also found by what people asked of it, in
    their words ("How do life totals work?" finds 810.4, which says "shared life total").

    Each explained text counts where its content stands today (the resolver's numbers), whatever edition
    the answer was written against; a text whose content was removed adds its question nowhere.
    """
    asked: dict[str, list[str]] = {}
    entries = [(entry_id, faq.entry.question) for entry_id, faq in ctx.graph.faq.items()]
    entries += [(entry_id, summary.section.title) for entry_id, summary in ctx.graph.summary.items()]
    for entry_id, question in entries:
        for link in ctx.by_source.get(entry_id, ()):
            now = ctx.graph.now_of(link.target) if link.kind == "explains" else None
            for number in now.numbers if now is not None else ():
                asked.setdefault(number, []).append(question)
    return {number: tuple(dict.fromkeys(questions)) for number, questions in asked.items()}


def _translated_from(ctx: SiteContext, text_id: str) -> str | None:
    return next((link.source for link in ctx.by_target.get(text_id, ()) if link.kind == "translation"), None)


def rule_records(ctx: SiteContext, node: Node, asked: dict[str, tuple[str, ...]] | None = None) -> list[Record]:
    """The node's wordings (current and old) and its translations; the current wording's words end with ``asked``'s."""
    numbers = numbers_of(ctx, node)
    path = urls.rule_path(node.id)
    records: list[Record] = []
    current = ctx.current_text(node)
    meaning_of = {text_id: meaning.id for meaning in node.meanings for text_id in meaning.texts}
    newest_english = ctx.latest_english(node)
    latest_meaning = meaning_of.get(newest_english.id, "") if newest_english is not None else ""
    for position, version in enumerate(ctx.graph.history.get(node.id, ()), 1):
        last = ctx.graph.texts[version.texts[-1]]
        standing = current is not None and version.current
        end = None if version.current else version.last_date.isoformat()
        records.append(
            Record(
                id=f"rule:{node.id}:{version.first}",
                kind="rule",
                rule=node.id,
                numbers=numbers,
                now=now_of(ctx, last.id, node.id),
                lang=last.language,
                source=ctx.editions[last.edition].source_id,
                edition=last.edition,
                current=standing,
                span=_span(ctx, version.start.isoformat(), end),
                title=node.id,
                text=full_text(last.rule),
                cards=_cards(ctx, version.texts),
                words=words_of(ctx, node.id, last.language, full_text(last.rule))
                + ((asked or {}).get(node.id, ()) if standing else ()),
                path=path,
                # A wording of an earlier meaning of the number: its place in the page's history.
                anchor="" if meaning_of.get(last.id, "") == latest_meaning else f"v{position}",
                newest=ctx.date(version.last).isoformat(),
                removed=removed_of(ctx, last.id),
                meaning=meaning_of.get(last.id, ""),
                related=related_of(ctx, last.id),
            )
        )
    for language in ("es", "fr", "ja"):
        for text in ctx.texts_in(node, language):
            edition = ctx.editions[text.edition]
            # A translation of the wording in force today is current (the official Japanese 810.4, the
            # Spanish 810.4 dated by its content); one of an older wording is not.
            source = _translated_from(ctx, text.id)
            standing = current is not None and source is not None
            if standing and source is not None and current is not None:
                standing = wording_key(full_text(ctx.graph.texts[source].rule)) == wording_key(full_text(current.rule))
            # One that says otherwise than the English of its date (an older wording, added words) is not current
            # either: its page leads with the English (`twohg.site.pages.rule_texts.RuleTexts._leads`).
            standing = standing and not ctx.departs(text)
            # An undated translation's rule is dated by its own words (the Spanish 810.5 renders 2011-04-01 on),
            # not by the span of the whole text.
            rendered = ctx.rendered_editions(text.id)
            if edition.date:
                span = edition.date.isoformat()
            elif rendered is not None:
                end = None if rendered[1] == ctx.resolver.newest else ctx.date(rendered[1]).isoformat()
                span = _span(ctx, ctx.date(rendered[0]).isoformat(), end)
            else:
                span = _span(ctx, edition.start.isoformat(), edition.end.isoformat())
            records.append(
                Record(
                    id=f"translation:{text.id}",
                    kind="translation",
                    rule=node.id,
                    numbers=numbers,
                    now=now_of(ctx, text.id, node.id),
                    lang=text.language,
                    source=edition.source_id,
                    edition=text.edition,
                    current=standing,
                    span=span,
                    title=node.id,
                    text=full_text(text.rule),
                    cards=_cards(ctx, [text.id]),
                    words=words_of(
                        ctx,
                        node.id,
                        text.language,
                        full_text(text.rule),
                        full_text(ctx.graph.texts[source].rule) if source is not None else "",
                    ),
                    path=path,
                    anchor="languages",
                    newest=edition.end.isoformat(),
                    removed=removed_of(ctx, text.id),
                    meaning=meaning_of.get(source, "") if source is not None else "",
                    outdated=not standing,
                    related=related_of(ctx, text.id),
                )
            )
    return records


def _entry(
    ctx: SiteContext, entry_id: str, kind: str, language: str, source_id: str, title: str, text: str, anchor: str
) -> Record:
    """A FAQ answer's or summary section's record, linked to the first rule it explains.

    One on a tournament matter (it explains no rule) stands for the tournament rule that rules on it today
    (``MTR 9.6``, the first the reviewer names: the most specific), and a person's verdict says whether it
    still holds (`twohg.graph.answers`).
    """
    explained = ctx.explained(entry_id)
    rule = number_of(explained) if explained is not None else None
    node = ctx.node(rule) if rule is not None else None
    date = _source_date(ctx, source_id)
    answer = ctx.graph.tournament_answers.get(entry_id) if explained is None else None
    said: tuple[tuple[str, str], ...] = ()
    if answer is not None:
        now = tuple(tournament_key(ctx.graph.tournament[rule_id].number) for rule_id in answer.rules[:1])
        outdated = answer.outdated
        said = tuple(sorted(answer.now.items())) if answer.outdated and answer.standing and now else ()
    else:
        now = now_of(ctx, explained, rule) if explained is not None and rule is not None else ()
        changed = explained is not None and ctx.graph.changed_since(explained)
        outdated = changed or (explained is not None and bool(ctx.graph.contradicted(entry_id)))
    return Record(
        id=f"{kind}:{entry_id}",
        kind=kind,
        rule=rule,
        numbers=numbers_of(ctx, node) if node is not None else (),
        now=now,
        lang=language,
        source=source_id,
        edition=source_id,
        current=False,
        span=date,
        title=title,
        text=text,
        cards=_cards(ctx, [entry_id]),
        words=(),
        path=urls.source_path(source_id),
        anchor=anchor,
        newest=date[-10:],
        removed=removed_of(ctx, explained) if explained is not None else "",
        outdated=outdated,
        said=said,
        related=related_of(ctx, explained) if explained is not None else (),
    )


def entry_records(ctx: SiteContext) -> list[Record]:
    """Every FAQ answer and summary section."""
    records: list[Record] = []
    for entry_id, faq in ctx.graph.faq.items():
        entry = faq.entry
        text = " ".join([*entry.answer, *(example.text for example in entry.examples), *entry.notes])
        anchor = f"q{entry.index}"
        records.append(_entry(ctx, entry_id, "faq", faq.language, faq.source_id, entry.question, text, anchor))
    for entry_id, summary in ctx.graph.summary.items():
        section = summary.section
        parts = [section.title]
        for paragraph in section.paragraphs:
            parts += [paragraph.text, *(example.text for example in paragraph.examples)]
            parts += [item.label + " " + item.description for item in _items(paragraph.items)]
        text = " ".join(part for part in parts if part)
        anchor = f"s{section.number}"
        records.append(
            _entry(ctx, entry_id, "summary", summary.language, summary.source_id, section.title, text, anchor)
        )
    return records


def tournament_records(ctx: SiteContext) -> list[Record]:
    """Every Two-Headed Giant tournament rule, in the newest document that has it, on its own page.

    Its title says what it is (``MTR 9.3 — Play-Draw Rule``), so that "MTR 9.3" finds it and no one
    takes it for a Comprehensive Rules number; it carries no rule number of the Comprehensive Rules.
    """
    records: list[Record] = []
    newest = newest_document(ctx.graph.tournament)
    for number, found in by_number(ctx.graph.tournament).items():
        record = found[-1]
        if number == record.rule.section:
            continue
        current = newest is not None and record.source_id == newest.source_id  # else no longer in the rules
        records.append(_tournament(record, "tournament", current, urls.tournament_path(number), ""))
    return records


def general_tournament_records(ctx: SiteContext) -> list[Record]:
    """Every other rule of the newest tournament rules document (its sections 1-8, 10, appendices), labelled general.

    Each leads to its place on the document's reading page; section 9's rules have pages of their own.
    """
    newest = newest_document(ctx.graph.tournament)
    return [
        _tournament(record, "mtr", True, urls.source_path(record.source_id), urls.tournament_anchor(record.rule.number))
        for record in sorted(ctx.graph.tournament.values(), key=lambda r: r.id)
        if newest is not None
        and record.source_id == newest.source_id
        and not record.two_headed
        and record.rule.text.strip()
        and record.rule.number != record.rule.section
    ]


def _tournament(record: TournamentRecord, kind: str, current: bool, path: str, anchor: str) -> Record:
    """A tournament rule's record: titled ``MTR 9.3 — Play-Draw Rule``, with no Comprehensive Rules number."""
    date = record.date.isoformat()
    return Record(
        id=f"{kind}:{record.id}",
        kind=kind,
        rule=None,
        numbers=(),
        now=(),
        lang=record.language,
        source=record.source_id,
        edition=record.source_id,
        current=current,
        span=date,
        title=f"MTR {record.rule.number} — {record.rule.title}",
        text=record.rule.text,
        cards=(),
        words=(),
        path=path,
        anchor=anchor,
        newest=date,
        number=record.rule.number,
    )


def outside_records(ctx: SiteContext, asked: dict[str, tuple[str, ...]] | None = None) -> list[Record]:
    """Every rule outside the 2HG sections the site holds: one record per meaning of its number, its newest wording.

    A meaning's older wordings are on the page; the search finds the rule by its newest words.
    """
    records: list[Record] = []
    graph = ctx.graph
    variants, formats = variant_words(), tuple(fold(word) for word in FORMAT)
    for number, versions in graph.outside_history.items():
        path = urls.rule_path(number)
        member = number not in graph.outside_pages
        if member:
            # A rule of a cited section without a page of its own: on its section's page, while it stands.
            section = str(RuleNumber.parse(number).section)
            if not versions[-1].current or section not in graph.outside_pages:
                continue
            path = urls.rule_path(section)
        last_of: dict[int, int] = {}
        for index, version in enumerate(versions):
            last_of[version.meaning] = index
        for meaning, index in sorted(last_of.items()):
            version = versions[index]
            if member and not version.current:
                continue
            first = next(v for v in versions if v.meaning == meaning)
            text = graph.outside[version.texts[-1]]
            now = graph.outside_now.get(text.id)
            others = {
                number_of(other)
                for v in versions
                if v.meaning == meaning
                for other in (v.came_from, v.went_to)
                if other is not None
            }
            records.append(
                Record(
                    id=f"outside:{number}:{first.first}",
                    kind="outside",
                    rule=number,
                    numbers=(number, *sorted(others, key=RuleNumber.parse)),
                    now=now.numbers if now is not None and now.numbers != (number,) else (),
                    lang=text.language,
                    source=ctx.editions[text.edition].source_id,
                    edition=text.edition,
                    current=version.current,
                    span=_span(
                        ctx, first.start.isoformat(), None if version.current else version.last_date.isoformat()
                    ),
                    title=number,
                    text=full_text(text.rule),
                    cards=(),
                    words=(asked or {}).get(number, ()) if version.current else (),
                    path=path,
                    anchor=urls.anchor(number) if member else "" if version.current else f"v{index + 1}",
                    newest=version.last_date.isoformat(),
                    meaning=f"{number}@{first.first}",
                    variants=other_variants(full_text(text.rule), variants, formats)
                    or section_variants(ctx, text.edition, number, variants, formats),
                )
            )
    return records


def section_variants(
    ctx: SiteContext, edition: str, number: str, variants: Mapping[str, Sequence[str]], formats: Sequence[str]
) -> tuple[str, ...]:
    """The other variant a rule's section is about, by the section's heading in the same edition.

    808.4 ("To determine which player goes first, randomly choose a team") names no variant; its section, "808.
    Team vs. Team Variant", does: a question about who goes first in 2HG does not want it first.
    """
    section = str(RuleNumber.parse(number).section)
    heading = ctx.graph.outside.get(f"{edition}/{section}") if section != number else None
    return other_variants(full_text(heading.rule), variants, formats) if heading is not None else ()


def other_variants(text: str, variants: Mapping[str, Sequence[str]], formats: Sequence[str]) -> tuple[str, ...]:
    """The other variants a rule outside the 2HG sections is about: those it names, unless it names 2HG too.

    ``variants`` and ``formats`` are the words of the other variants and of 2HG, folded once for all records.
    """
    folded = fold(text)
    return () if any(names(folded, word) for word in formats) else variants_in(folded, variants)


def glossary_records(ctx: SiteContext) -> list[Record]:
    """Every glossary entry of the variant's terms: the English one (newest definition), the translations'."""
    records: list[Record] = []
    graph = ctx.graph
    path = urls.GLOSSARY_PATH
    for slug, versions in graph.terms.items():
        latest = versions[-1]
        entry = latest.entry
        date = ctx.date(latest.last).isoformat()
        first = ctx.date(versions[0].first).isoformat()
        records.append(
            Record(
                id=f"glossary:{slug}",
                kind="glossary",
                rule=None,
                numbers=(),
                now=(),
                lang="en",
                source=ctx.editions[latest.last].source_id,
                edition=latest.last,
                current=latest.current,
                span=_span(ctx, first, None if latest.current else date),
                title=entry.term,
                text=entry.definition,
                cards=(),
                words=(),
                path=path,
                anchor=slug,
                newest=date,
                number=slug,
            )
        )
    for record in sorted(graph.glossary.values(), key=lambda r: r.id):
        slug = term_slug(record.entry.english)
        english = graph.terms.get(slug)
        date = _source_date(ctx, record.source_id)
        records.append(
            Record(
                id=f"glossary:{record.id}",
                kind="glossary",
                rule=None,
                numbers=(),
                now=(),
                lang=record.language,
                source=record.source_id,
                edition=record.source_id,
                current=english is not None and english[-1].current and not record.entry.obsolete,
                span=date,
                title=record.entry.term,
                text=record.entry.definition,
                cards=(),
                words=tuple(w for w in (record.entry.reading, record.entry.english) if w),
                path=path,
                anchor=slug,
                newest=date[-10:],
                number=slug,
            )
        )
    return records


def card_records(ctx: SiteContext) -> list[Record]:
    """Every card a text uses: its names in every language find it; it leads to its page.

    ``now`` holds the numbers of the rules whose texts use it (any edition), natural order.
    """
    records: list[Record] = []
    for card in sorted(ctx.graph.cards.values(), key=lambda card: card.name):
        rules = {
            number_of(link.source)
            for link in ctx.by_target.get(card.id, ())
            if link.kind == "mentions-card" and link.source in ctx.graph.texts
        }
        names = tuple((language, name.text) for language, name in sorted(card.names.items()))
        records.append(
            Record(
                id=card.id,
                kind="card",
                rule=None,
                numbers=(),
                now=tuple(sorted(rules, key=RuleNumber.parse)),
                lang="",
                source="",
                edition="",
                current=True,
                span="",
                title=card.name,
                text=" · ".join(dict.fromkeys(name for _, name in names)),
                cards=tuple(dict.fromkeys(form.text for form in card.forms)),
                words=(),
                path=urls.card_path(card.name),
                anchor="",
                newest="",
                names=names,
            )
        )
    return records


def card_place(ctx: SiteContext, slug: str, anchor: str = "") -> tuple[str, str]:
    """The page path and anchor a card (or a part of it: ``ruling-2``) is read at: its own page, or the card view."""
    cards = ctx.cards
    page = cards.pages.get(slug) if cards is not None else None
    if page is not None:
        return page, anchor
    return urls.CARD_VIEW_PATH, f"{slug}/{anchor}" if anchor else slug


def ruling_records(ctx: SiteContext) -> list[Record]:
    """Every official ruling about Two-Headed Giant or multiplayer games, as searchable text that leads to its card.

    Dated like a FAQ answer (its date is its span); outdated when a rule it is about changed meaning since
    (`twohg.graph.cards.engaged`), and then it gives way to those rules (``now``); a ruling only older printings
    carried is outdated too. Its words find it, not its card's names: they find the card, which leads to it.
    """
    cards = ctx.cards
    if cards is None:
        return []
    records: list[Record] = []
    for slug, view in cards.cards:
        card = view.card
        names = tuple((language, name) for language in LANGUAGES if (name := card.name_in(language)))
        for at, ruling in enumerate(view.rulings, 1):
            if not ruling.kind:
                continue
            path, anchor = card_place(ctx, slug, f"ruling-{at}")
            date = ruling.ruling.date.isoformat()
            records.append(
                Record(
                    id=f"ruling:{slug}:{at}",
                    kind="ruling",
                    rule=None,
                    numbers=(),
                    now=ruling.rules,
                    lang="en",
                    source=f"ruling-{ruling.kind}",
                    edition="",
                    current=not (ruling.outdated or ruling.ruling.withdrawn),
                    span=date,
                    title=card.name,
                    text=ruling.ruling.text,
                    cards=(),
                    words=(),
                    path=path,
                    anchor=anchor,
                    newest=date,
                    names=names,
                    outdated=ruling.outdated or ruling.ruling.withdrawn,
                    card=slug,
                )
            )
    return records


def _items(items: Iterable[SummaryItem]) -> list[SummaryItem]:
    out: list[SummaryItem] = []
    for item in items:
        out.append(item)
        out += _items(item.children)
    return out


def _source_date(ctx: SiteContext, source_id: str) -> str:
    entry = ctx.sources[source_id]
    if entry.date is not None:
        return entry.date.isoformat()
    if entry.date_range is not None:
        return f"{entry.date_range.start.isoformat()} – {entry.date_range.end.isoformat()}"
    return ""


def build_records(ctx: SiteContext) -> list[Record]:
    """Every record of the site, rules in natural order, then FAQ answers and summary sections."""
    records: list[Record] = []
    asked = asked_of(ctx)
    for node in sorted(ctx.graph.nodes, key=lambda n: n.number):
        if node.texts:
            records += rule_records(ctx, node, asked)
    records += outside_records(ctx, asked)
    records += glossary_records(ctx)
    records += tournament_records(ctx)
    records += general_tournament_records(ctx)
    records += entry_records(ctx)
    records += card_records(ctx)
    records += ruling_records(ctx)
    assert len({record.id for record in records}) == len(records), "duplicate search record ids"
    return records


__all__ = ["Record", "build_records", "edition_of", "numbers_of"]

"""What every page family reads off the graph, indexed once: links by end, lineage steps, edition facts.

`SiteContext` is built once per build from the corpus and the graph; the page builders call its
methods (pure lookups in dictionaries) and its text helpers, which turn source text into inert
Markdown with every cited rule number linked to its rule page.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from html import escape

from twohg.graph.align import number_of
from twohg.graph.assembly import Graph
from twohg.graph.cards.mentions import Matcher
from twohg.graph.citations import number_spans
from twohg.graph.damage import CONTEXT, Repair, parts, where_read
from twohg.graph.editions import full_text
from twohg.graph.glossary import GlossaryRecord, term_slug
from twohg.graph.history import Version
from twohg.graph.model import Edition, Link, RuleText, TranslationDifference
from twohg.graph.nodes import Node
from twohg.graph.outside import OutsideVersion
from twohg.graph.prose import rendered
from twohg.graph.resolver import Meaning, Now, edition_of
from twohg.graph.tournament import newest_document
from twohg.ingest.corpus import Corpus
from twohg.ingest.units import Example
from twohg.profiles import LABELS
from twohg.rulenumber import RuleNumber
from twohg.site import urls
from twohg.site.carddata import SiteCards
from twohg.site.markdown import inline, link
from twohg.site.statements import Statements
from twohg.text import first_words, wording_key


@dataclass(frozen=True)
class NumberSpell:
    """A number a rule had before or after, and the official editions it had it in."""

    number: str
    """The other number."""
    first: str
    """The first edition (in the lineage walked) with the number."""
    last: str
    """The last edition (in the lineage walked) with the number."""


class SiteContext:
    """The corpus and the graph, with the indexes the pages need."""

    def __init__(self, corpus: Corpus, graph: Graph, cards: SiteCards | None = None) -> None:
        """Index the graph once; ``cards`` is the card data, when the build was given one."""
        self.corpus = corpus
        self.graph = graph
        self.cards = cards
        self.editions: dict[str, Edition] = {edition.id: edition for edition in graph.editions}
        self.official: tuple[str, ...] = graph.lineage.editions
        self.position = {edition: index for index, edition in enumerate(self.official)}
        self.newest = self.official[-1]
        self.nodes = {node.id: node for node in graph.nodes}
        self.sources = {entry.id: entry for entry in graph.sources}
        self.by_source: dict[str, list[Link]] = {}
        self._translations: dict[tuple[str, str, str], RuleText | None] = {}
        self._cited: dict[str, tuple[RuleText, ...]] = {}
        self.by_target: dict[str, list[Link]] = {}
        for graph_link in graph.links:
            self.by_source.setdefault(graph_link.source, []).append(graph_link)
            self.by_target.setdefault(graph_link.target, []).append(graph_link)
        self.forward: dict[str, list[str]] = {}
        self.backward: dict[str, list[str]] = {}
        for step in graph.lineage.links:
            self.forward.setdefault(step.source, []).append(step.target)
            self.backward.setdefault(step.target, []).append(step.source)
        self.removed = {gone.text: gone for gone in graph.lineage.removed}
        self.changes = {entry.edition: entry for entry in graph.changes}
        self.resolver = graph.resolver
        #: What the pages say about each number, compared as they say it (`twohg.site.statements`).
        self.statements = Statements()
        self.iso = {edition: date.isoformat() for edition, date in self.resolver.dates.items()}
        self.numbers_in: dict[str, list[str]] = {edition: [] for edition in self.official}
        for lineage_text in graph.lineage.texts:
            self.numbers_in.setdefault(edition_of(lineage_text.id), []).append(str(lineage_text.number))

    # --- editions ---------------------------------------------------------------------------

    def citing_edition(self, edition_id: str) -> str:
        """The official edition whose rules a text of ``edition_id`` cites.

        Itself when official, else the one in force on the text's date (its latest possible date when
        undated), else the newest.
        """
        if edition_id in self.position:
            return edition_id
        edition = self.editions.get(edition_id)
        found = self.resolver.edition_on(edition.date or edition.end) if edition is not None else None
        return found or self.newest

    def source_edition(self, source_id: str) -> str:
        """The official edition in force when a source (a FAQ, a summary, the tournament rules) was written.

        Its rule numbers cite that edition's rules: the first edition for a source older than the archive,
        the newest for one without a date.
        """
        if source_id in self.position or source_id in self.editions:
            return self.citing_edition(source_id)
        source = self.sources.get(source_id)
        date = None if source is None else source.date or (source.date_range.end if source.date_range else None)
        if date is None:
            return self.newest
        return self.resolver.edition_on(date) or (
            self.official[0] if date < self.date(self.official[0]) else self.newest
        )

    def date(self, edition_id: str) -> dt.date:
        """The date an edition is in force from (the start of its range when undated)."""
        edition = self.editions[edition_id]
        return edition.date or edition.start

    def reviewed_prose(self, reason: str, language: str = urls.DEFAULT_LANGUAGE, place: str = "") -> str:
        """A reviewed reason as readers see it: each pinned number with the resolver's facts, in ``language``.

        With ``place`` (the page's file), the facts it prints are said to `statements` too.
        """
        dates = {edition: self.date(edition) for edition in self.official}

        def record(meaning: Meaning, start: str, last: str) -> None:
            self.statements.say(place, meaning.number, meaning.first, "span", f"{start}..{last}")
            self.statements.say_now(place, meaning.number, meaning.first, meaning.now, self.iso)

        return rendered(reason, self.resolver, dates, LABELS[language], record if place else None)

    def edition_link(self, edition_id: str, from_file: str) -> str:
        """The date of an official edition, linked to its edition page."""
        return link(self.date(edition_id).isoformat(), from_file, urls.doc(urls.edition_path(edition_id)))

    @staticmethod
    def then(language: str, sentence: str) -> str:
        """A sentence to append to another, after a space (none in Japanese, whose sentences follow each other)."""
        return sentence if language == "ja" or not sentence else f" {sentence}"

    def carried_said(self, now: Now, from_file: str, labels: dict[str, str]) -> str:
        """Where a removed rule's words stand on, in a sentence (``carried_now``/``carried_gone``); ``""`` if nowhere.

        The number was removed; a rule of another lineage printed the same words beside it
        (`Carried`): "The same words stand in 805.10a, since the edition of 2017-06-05."
        """
        carried = now.carried
        if carried is None:
            return ""
        since = self.edition_link(carried.since, from_file)
        if carried.now.numbers:
            numbers = ", ".join(self.number_link(n, from_file) for n in carried.now.numbers)
            return labels["carried_now"].format(numbers=numbers, since=since)
        removed = self.edition_link(carried.now.removed_in, from_file) if carried.now.removed_in else ""
        return labels["carried_gone"].format(
            number=self.number_link(carried.number, from_file), since=since, removed=removed
        )

    def editions_said(self, first: str, last: str, from_file: str, labels: dict[str, str]) -> str:
        """How many editions printed a wording, from which to which, linked (``editions_one``/``editions_span``)."""
        count = self.position[last] - self.position[first] + 1
        first_link, last_link = self.edition_link(first, from_file), self.edition_link(last, from_file)
        if count == 1:
            return labels["editions_one"].format(first=first_link)
        return labels["editions_span"].format(count=count, first=first_link, last=last_link)

    @cached_property
    def text_runs(self) -> dict[str, tuple[str, ...]]:
        """The official editions in runs that print the 2HG rules alike, character for character, by each run's first.

        One page holds a run's whole 2HG text (`twohg.site.pages.editions.render_edition_text_page`), which
        most editions reprint unchanged.
        """
        printed: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
        for text in self.graph.lineage.texts:
            printed.setdefault(text.edition, []).append((str(text.number), parts(text)))
        runs: dict[str, tuple[str, ...]] = {}
        start, previous = "", None
        for edition in self.official:
            now = printed.get(edition, [])
            if not start or now != previous:
                start, runs[edition] = edition, ()
            runs[start] += (edition,)
            previous = now
        return runs

    @cached_property
    def text_page_of(self) -> dict[str, str]:
        """Each official edition -> the first edition of its run (`text_runs`), whose page holds its whole 2HG text."""
        return {edition: start for start, run in self.text_runs.items() for edition in run}

    def next_edition(self, edition_id: str) -> str | None:
        """The official edition after this one, or None for the newest."""
        index = self.position[edition_id] + 1
        return self.official[index] if index < len(self.official) else None

    @cached_property
    def current_sections(self) -> frozenset[int]:
        """The sections holding 2HG rules in the newest edition (805 and 810)."""
        return frozenset(node.number.section for node in self.graph.nodes if self.current_text(node) is not None)

    @cached_property
    def lineage_sections(self) -> frozenset[int]:
        """The sections 2HG's rules stood in, in some official edition (805, 810, 806, 606): each has a section page."""
        return frozenset(text.number.section for text in self.graph.lineage.texts)

    @cached_property
    def newest_section_titles(self) -> dict[int, str]:
        """Section number -> its title in the newest edition (``606`` -> ``Loyalty Abilities``), for 2HG's sections."""
        return {t.section: t.title for t in self.graph.section_titles if t.last == self.newest}

    def translated_in(self, language: str) -> Edition | None:
        """The newest translated rules text of ``language`` (the Spanish 810, the official Japanese rules), or None."""
        found = [e for e in self.graph.editions if e.kind == "translation" and e.language == language]
        return max(found, key=lambda e: (e.date or e.start, e.id)) if found else None

    def differences(self, text: RuleText) -> tuple[TranslationDifference, ...]:
        """What a translated text renders otherwise than the English edition of its date (none for most)."""
        return tuple(d for d in self.graph.translation_differences if d.text == text.id)

    def departs(self, text: RuleText) -> bool:
        """Whether a translated text says otherwise than the English of its date: an older wording, added words.

        Such a text is never shown as the rule in force (its page leads with the English, search says it is older).
        """
        return any(difference.kind in ("lags", "adds") for difference in self.differences(text))

    # --- nodes and texts ---------------------------------------------------------------------

    def node(self, number: str) -> Node | None:
        """The node of a number, or None."""
        return self.nodes.get(number)

    def official_texts(self, node: Node) -> list[RuleText]:
        """The node's texts in the official English editions, oldest first."""
        return [self.graph.texts[t] for t in node.texts if edition_of(t) in self.position]

    def current_text(self, node: Node) -> RuleText | None:
        """The node's text in the newest edition, if it still stands there."""
        return self.graph.texts.get(f"{self.newest}/{node.id}")

    def latest_english(self, node: Node) -> RuleText | None:
        """The node's newest official English text."""
        texts = self.official_texts(node)
        return texts[-1] if texts else None

    def rendered_editions(self, text_id: str) -> tuple[str, str] | None:
        """The first and last English edition an undated translated rule renders, dated by its own words.

        None for a translation that states its date, or a rule no edition fits (`twohg.graph.dating`).
        """
        edition = self.editions.get(text_id.rsplit("/", 1)[0])
        dating = self.graph.datings.get(edition.id) if edition is not None and edition.date is None else None
        span = next((r for r in dating.rules if r.text == text_id), None) if dating is not None else None
        return (span.editions[0], span.editions[-1]) if span is not None and span.editions else None

    def translated_from(self, text: RuleText) -> RuleText | None:
        """The English text a translated rule translates (its ``translation`` link), or None."""
        for candidate in self.by_target.get(text.id, ()):
            if candidate.kind == "translation":
                return self.graph.texts.get(candidate.source)
        return None

    def rendered_span(self, source: RuleText, from_file: str) -> str:
        """The editions whose English wording a translation renders (the version of ``source``), linked."""
        version = next((v for v in self.graph.history.get(number_of(source.id), ()) if source.id in v.texts), None)
        if version is None:
            return self.edition_link(source.edition, from_file)
        first, last = self.edition_link(version.first, from_file), self.edition_link(version.last, from_file)
        return first if version.first == version.last else f"{first} – {last}"

    def texts_in(self, node: Node, language: str) -> list[RuleText]:
        """The node's texts in a language other than English (translations), newest last."""
        return [
            self.graph.texts[t]
            for t in node.texts
            if self.graph.texts[t].language == language and edition_of(t) not in self.position
        ]

    def translation(self, node: Node, language: str, english: RuleText) -> RuleText | None:
        """The node's text in ``language`` that translates the same meaning as ``english``, if there is one.

        A translation of an older meaning of a reused number (810.10 before 2024) is not this rule's text;
        English has none (the forum's quotes of official texts are not translations). Found once per text
        and language: the pages ask for it thousands of times.
        """
        if language == "en":
            return None
        key = (node.id, language, english.id)
        if key not in self._translations:
            self._translations[key] = self._translation(node, language, english)
        return self._translations[key]

    def _translation(self, node: Node, language: str, english: RuleText) -> RuleText | None:
        meaning = next((m for m in node.meanings if english.id in m.texts), None)
        if meaning is None:
            return None
        same = {text.id: text for text in self.texts_in(node, language) if text.id in meaning.texts}
        # A translation numbered otherwise (the Japanese 805.10g renders the English 805.10f) is found
        # by its translation link to a text of this meaning.
        for text_id in meaning.texts:
            for translated in self.graph.translations.get(text_id, ()):
                text = self.graph.texts[translated]
                if text.language == language:
                    same.setdefault(text.id, text)
        if not same:
            # The same words under a later number: the Japanese 805.10g of 2026 renders English 805.10f,
            # which is word for word the 805.10g of 2024-09-20 renumbered.
            words = wording_key(full_text(english.rule))
            for later in self.lineage_walk([english.id], forward=True):
                if wording_key(full_text(self.graph.texts[later].rule)) != words:
                    continue
                for translated in self.graph.translations.get(later, ()):
                    text = self.graph.texts[translated]
                    if text.language == language:
                        same.setdefault(text.id, text)
        if not same:
            return None
        return max(same.values(), key=lambda t: (self.date(t.edition), t.id))

    def text_in_force(self, number: str) -> str:
        """A rule number's whole text in the newest edition (a 2HG rule or one outside), or ``""``."""
        text = self.graph.texts.get(f"{self.newest}/{number}") or self.graph.outside.get(f"{self.newest}/{number}")
        return full_text(text.rule) if text is not None else ""

    def words_in_force(self, number: str) -> str | None:
        """The first words of a rule number's text in the newest edition (a 2HG rule or one outside), or None."""
        return first_words(self.text_in_force(number)) or None

    def explained(self, entry_id: str) -> str | None:
        """The rule text a FAQ answer or summary section explains first (in natural order of numbers), or None."""
        targets = [link.target for link in self.by_source.get(entry_id, ()) if link.kind == "explains"]
        return min(targets, key=lambda t: (RuleNumber.parse(number_of(t)), t)) if targets else None

    def outdated_notice(self, entry_id: str, from_file: str, language: str, indent: str = "") -> list[str]:
        """A warning for a FAQ answer or summary section whose rule has changed since it was written, else nothing.

        It quotes what the rule in force says (the resolver's numbers now, their newest English text), or
        says when it was removed and where its words or its topic are today: the search labels the same entry
        outdated (`Graph.changed_since`).
        """
        explained = self.explained(entry_id)
        changed = explained is not None and self.graph.changed_since(explained)
        if explained is None or not (changed or self.graph.contradicted(entry_id)):
            return []
        labels = LABELS[language]
        now = self.graph.now_of(explained)
        if now is not None and now.numbers:
            said = []
            for number in now.numbers:
                text = self.graph.texts.get(f"{self.newest}/{number}")
                quote = f' <q lang="en">{inline(first_words(full_text(text.rule)))}</q>' if text is not None else ""
                said.append(self.number_link(number, from_file) + quote)
            # Changed since it was written, or already otherwise when it was (a discrepancy says how).
            key = "entry_outdated_text" if changed else "entry_contradicted_text"
            body = labels[key].format(date=self.edition_link(self.newest, from_file), rules="; ".join(said))
        elif now is not None and now.removed_in is not None:
            body = labels["entry_removed_text"].format(date=self.edition_link(now.removed_in, from_file))
            body += self.then(language, self.carried_said(now, from_file, labels))
            if now.carried is None and now.related:  # where its topic is today, as the rule's own page says
                numbers = ", ".join(self.number_link(n, from_file) for n in now.related)
                topic = labels["related_now"].format(date=self.edition_link(self.newest, from_file), numbers=numbers)
                body += self.then(language, topic)
        else:
            return []
        return [f'{indent}!!! warning "{inline(labels["entry_outdated"])}"', "", f"{indent}    {body}", ""]

    def tournament_link(self, rule_id: str, from_file: str) -> str:
        """A link to a tournament rule (``en-mtr-2026-02-27/9.6``): its own page (section 9), else its document."""
        record = self.graph.tournament[rule_id]
        shown = f"MTR {record.number}"
        if record.two_headed:
            return link(inline(shown), from_file, urls.doc(urls.tournament_path(record.number)))
        target = urls.doc(urls.source_path(record.source_id))
        return link(inline(shown), from_file, target, urls.tournament_anchor(record.number))

    def tournament_notice(self, entry_id: str, from_file: str, language: str, indent: str = "") -> list[str]:
        """For a FAQ answer or summary section on a tournament matter (it explains no rule): whether it still holds.

        From a person's verdict against the tournament rules of one document (`twohg.graph.answers`): an
        outdated answer says what the rules say instead, in the reader's language; a verdict about rules the
        newest document prints otherwise says so and no longer speaks for them.
        """
        answer = self.graph.tournament_answers.get(entry_id)
        if answer is None:
            return []
        labels = LABELS[language]
        date = answer.checked_on.isoformat() if answer.checked_on is not None else ""
        if not answer.standing:
            rules = ", ".join(self.tournament_link(rule, from_file) for rule in answer.checked)
            box, title = (
                ("warning", labels["entry_outdated"]) if answer.outdated else ("note", labels["answer_checked"])
            )
            body = labels["answer_changed"].format(date=date, rules=rules)
        elif not answer.checked:
            box, title = "warning", labels["entry_outdated"]
            newest = newest_document(self.graph.tournament)
            body = labels["answer_gone"].format(date=newest.date.isoformat() if newest is not None else "")
        else:
            rules = ", ".join(self.tournament_link(rule, from_file) for rule in answer.rules)
            if answer.outdated:
                box, title = "warning", labels["entry_outdated"]
                said = answer.now.get(language)
                if said:
                    body = labels["answer_outdated"].format(date=date, rules=rules, now=inline(said.rstrip("。.")))
                else:
                    body = labels["answer_outdated_see"].format(date=date, rules=rules)
            else:
                box, title = "note", labels["answer_checked"]
                body = labels["answer_holds"].format(date=date, rules=rules)
        return [f'{indent}!!! {box} "{inline(title)}"', "", f"{indent}    {body}", ""]

    def lineage_walk(self, start: Iterable[str], forward: bool) -> list[str]:
        """Every official text reached from ``start`` along the lineage, forwards or backwards (``start`` excluded)."""
        steps = self.forward if forward else self.backward
        seen: set[str] = set()
        todo = list(start)
        order: list[str] = []
        while todo:
            text_id = todo.pop()
            for following in steps.get(text_id, ()):
                if following not in seen:
                    seen.add(following)
                    order.append(following)
                    todo.append(following)
        return order

    def other_numbers(self, node: Node, forward: bool) -> list[NumberSpell]:
        """The numbers the node's rule had before (or after) it had this one, in edition order."""
        official = [t.id for t in self.official_texts(node)]
        spells: dict[str, list[str]] = {}
        for text_id in self.lineage_walk(official, forward):
            number = number_of(text_id)
            if number != node.id:
                spells.setdefault(number, []).append(edition_of(text_id))
        result = [
            NumberSpell(number, min(found, key=self.position.__getitem__), max(found, key=self.position.__getitem__))
            for number, found in spells.items()
        ]
        return sorted(result, key=lambda s: (self.position[s.first], RuleNumber.parse(s.number)))

    # --- text -------------------------------------------------------------------------------

    def source_name(self, source_id: str, from_file: str, anchor: str = "") -> str:
        """A source's title, a proper name in the source's own language (marked so), linked to its reading page.

        What pages of every language show instead of a catalogue id (``en-forum-2hg-thread``).
        """
        source = self.sources.get(source_id)
        if source is None:
            return inline(source_id)
        title = link(inline(source.title), from_file, urls.doc(urls.source_path(source_id)), anchor)
        return f'<span lang="{source.language}">{title}</span>'

    def number_link(
        self,
        number: str,
        from_file: str,
        label: str | None = None,
        markup: str | None = None,
        edition: str | None = None,
    ) -> str:
        """A rule number linked to its rule page (plain text when no page exists); ``markup``: a Markdown label.

        With ``edition`` (the citing text's), the link previews the rule's text in that edition
        (``data-preview``, `twohg.site.pages.previews`).
        """
        shown = markup if markup is not None else inline(label if label is not None else number)
        if number not in self.nodes:
            return shown
        if edition is None:
            return link(shown, from_file, urls.doc(urls.rule_path(number)))
        page = urls.doc(urls.rule_path(number))
        anchor = self.former_wordings.get(f"{edition}/{number}")
        if anchor:  # a citation means the number as of its text's edition: open the wording it had then
            on = self.date(edition).isoformat()
            page, fragment = f"{page}?on={on}&edition={on}&cited=1", anchor
        else:
            fragment = ""
        return f'{link(shown, from_file, page, fragment)}{{: data-preview="{number}@{edition}" }}'

    def dated_echo(self, number: str, labels: Mapping[str, str]) -> list[str]:
        """The hidden line static/shortlink.js fills under the wording a dated link opens, in both its forms.

        A dated short link (``r/<number>@<date>/``) is a question the reader asked; a citation in a text of
        an older edition is not, and says so.
        """
        asked = escape(labels["short_dated_echo"].replace("{number}", number), quote=True)
        cited = escape(labels["cited_dated_echo"].replace("{number}", number), quote=True)
        return [f'<p class="twohg-asked" hidden data-words="{asked}" data-cited-words="{cited}"></p>', ""]

    @cached_property
    def former_wordings(self) -> dict[str, str]:
        """The anchor on its rule page (``v3``) of each text whose wording no longer stands, by text id.

        A text that cites a number in an older edition links that wording, dated as the dated short link
        does (``?on=<date>&edition=<date>#v<k>``, echoed by static/shortlink.js); a wording that still
        stands links the page itself.
        """
        found: dict[str, str] = {}
        outside = [v for v in self.graph.outside_history.values() if len(v) > 1 or v[0].came_from is not None]
        listed: list[Sequence[Version | OutsideVersion]] = [*self.graph.history.values(), *outside]
        for versions in listed:  # pages that list their wordings
            for index, version in enumerate(versions, 1):
                if not version.current:
                    found.update((text_id, f"v{index}") for text_id in version.texts)
        return found

    @cached_property
    def card_matcher(self) -> Matcher:
        """Every form of every card's name, to link them in texts."""
        return Matcher(self.graph.cards.values())

    def card_link(self, card: str, from_file: str, label: str, markup: str | None = None) -> str:
        """A card name as printed, linked to the card's page (by its English name)."""
        return link(markup if markup is not None else inline(label), from_file, urls.doc(urls.card_path(card)))

    @cached_property
    def japanese_terms(self) -> dict[str, GlossaryRecord]:
        """The official Japanese glossary entries, by the slug of the English term they translate (the first)."""
        found: dict[str, GlossaryRecord] = {}
        for record in self.graph.glossary.values():
            if record.language == "ja" and record.entry.english:
                found.setdefault(term_slug(record.entry.english), record)
        return found

    def cited_texts(self, number: str) -> tuple[RuleText, ...]:
        """A number's official English texts, oldest first: a 2HG rule's, or a rule's outside the 2HG sections."""
        if number not in self._cited:
            node = self.node(number)
            texts = self.official_texts(node) if node is not None else []
            if not texts:
                outside = self.graph.outside
                texts = [outside[key] for e in self.official if (key := f"{e}/{number}") in outside]
            self._cited[number] = tuple(texts)
        return self._cited[number]

    @cached_property
    def term_patterns(self) -> dict[str, list[tuple[re.Pattern[str], str]]]:
        """Per text language, each glossary term of the variant as printed (longest first) and its slug.

        English texts name the English terms, Japanese ones the official Japanese terms. "Team" is left out:
        every text says it.
        """
        found: dict[str, list[tuple[re.Pattern[str], str]]] = {"en": [], "ja": []}
        for slug, versions in self.graph.terms.items():
            if slug not in UNPREVIEWED_TERMS:
                name = versions[-1].entry.term
                found["en"].append((re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.IGNORECASE), slug))
        for slug, record in self.japanese_terms.items():
            if slug in self.graph.terms and slug not in UNPREVIEWED_TERMS:
                found["ja"].append((re.compile(re.escape(record.entry.term)), slug))
        return {lang: sorted(terms, key=lambda term: -len(term[0].pattern)) for lang, terms in found.items()}

    def in_glossary(self, slug: str, edition: str) -> bool:
        """Whether the glossary of ``edition`` (an official edition) defines the term."""
        at = self.position.get(edition)
        versions = self.graph.terms.get(slug, ())
        return at is not None and any(self.position[v.first] <= at <= self.position[v.last] for v in versions)

    def term_spans(
        self, text: str, language: str, taken: Sequence[tuple[int, int]], edition: str = ""
    ) -> list[tuple[int, int, str]]:
        """Each glossary term's first place in ``text`` (none inside a span already ``taken``), with its slug.

        Only the terms the glossary of ``edition`` (the citing text's) defines; a Japanese text's terms are the
        official translation's.
        """
        spans: list[tuple[int, int, str]] = []
        busy = list(taken)
        for pattern, slug in self.term_patterns.get(language, ()):
            if language != "ja" and edition and not self.in_glossary(slug, edition):
                continue
            for match in pattern.finditer(text):
                start, end = match.span()
                if not any(start < b and a < end for a, b in busy):
                    spans.append((start, end, slug))
                    busy.append((start, end))
                    break
        return spans

    def term_link(self, slug: str, shown: str, from_file: str, language: str, edition: str) -> str:
        """A glossary term linked to its entry, previewing its definition in ``edition`` (in ``language``)."""
        linked = link(inline(shown), from_file, urls.doc(urls.GLOSSARY_PATH), slug)
        return f'{linked}{{: .twohg-term data-preview="term:{slug}:{language}@{edition}" }}'

    def linked(
        self,
        text: str,
        language: str,
        from_file: str,
        repairs: Mapping[int, Repair] | None = None,
        reader: str = "",
        edition: str = "",
        terms: bool = True,
    ) -> str:
        """Source text as inert Markdown, each cited rule number and each card name linked to its page.

        ``repairs`` (by offset): the characters a damaged file lost (`twohg.graph.damage`), already restored
        in the graph's texts, each shown with a mark that says so in the ``reader``'s language. Each rule
        number previews the rule's text in ``edition`` (the citing text's; the newest edition by default);
        with ``terms``, the first place of each of the variant's glossary terms links to its entry and
        previews its definition in that edition.
        """
        edition = edition or self.newest
        reader = reader or urls.DEFAULT_LANGUAGE
        marks = {offset: self.repair_mark(repair, reader) for offset, repair in (repairs or {}).items()}

        def label(start: int, end: int) -> str | None:
            inside = [(at - start, at - start + 1, mark) for at, mark in marks.items() if start <= at < end]
            return with_links(text[start:end], inside) if inside else None

        pieces: list[tuple[int, int, str]] = []
        for span in number_spans(text, language, bare_numbers=True):
            shown = text[span.start : span.end]
            markup = label(span.start, span.end)
            pieces.append((span.start, span.end, self.number_link(str(span.number), from_file, shown, markup, edition)))
        for start, end, card in self.card_matcher.match(text):
            pieces.append((start, end, self.card_link(card, from_file, text[start:end], label(start, end))))
        taken = [(start, end) for start, end, _ in pieces]
        if terms:
            for start, end, slug in self.term_spans(text, language, taken, edition):
                pieces.append((start, end, self.term_link(slug, text[start:end], from_file, language, edition)))
            taken = [(start, end) for start, end, _ in pieces]
        pieces += [
            (at, at + 1, mark) for at, mark in marks.items() if not any(start <= at < end for start, end in taken)
        ]
        return with_links(text, pieces)

    def repair_mark(self, repair: Repair, language: str) -> str:
        """A character a damaged file lost, as the page shows it: restored, marked, with where it was read."""
        labels = LABELS[language]
        said = where_read(repair, self.date)
        if not said:
            title, shown = labels["repaired_unknown"], "?"
        elif said == CONTEXT:
            title, shown = labels["repaired_context"], repair.char
        else:
            title, shown = labels["repaired"].format(date=said), repair.char
        return f'<span class="twohg-repaired" title="{escape(title)}">{escape(shown)}</span>'

    def repairs_of(self, text: RuleText) -> list[dict[int, Repair]]:
        """The repairs of a rule text's parts (its paragraphs, then its examples), by offset."""
        found: list[dict[int, Repair]] = [{} for _ in parts(text)]
        for repair in self.graph.repairs.get(text.id, ()):
            found[repair.part][repair.offset] = repair
        return found

    def rule_body(
        self, text: RuleText, from_file: str, language: str, indent: str = "", between: Sequence[str] = ()
    ) -> list[str]:
        """A rule text's paragraphs and examples as Markdown lines, tagged with their language.

        ``between``: lines put after the paragraphs and before the examples.
        """
        out: list[str] = []
        repairs = self.repairs_of(text)
        for at, paragraph in enumerate(text.rule.paragraphs):
            body = self.linked(
                paragraph, text.language, from_file, repairs[at], language, self.citing_edition(text.edition)
            )
            if body:
                out += [f"{indent}{body}", f"{indent}{{: lang={text.language} }}", ""]
        out += between
        shift = len(text.rule.paragraphs)
        out += self.examples(
            text.rule.examples, text.language, from_file, language, indent, repairs[shift:], text.edition
        )
        return out

    def examples(
        self,
        examples: Sequence[Example],
        text_language: str,
        from_file: str,
        language: str,
        indent: str = "",
        repairs: Sequence[Mapping[int, Repair]] = (),
        edition: str = "",
    ) -> list[str]:
        """Examples as ``example`` admonitions (``repairs``: each one's, when its file lost characters).

        ``edition``: the citing text's, whose rules the examples' numbers preview.
        """
        out: list[str] = []
        label = LABELS[language]["example"]
        for at, example in enumerate(examples):
            fixed = repairs[at] if at < len(repairs) else None
            body = self.linked(
                example.text, text_language, from_file, fixed, language, self.citing_edition(edition or self.newest)
            )
            if body:
                out += [
                    f'{indent}!!! example "{label}"',
                    "",
                    f"{indent}    {body}",
                    f"{indent}    {{: lang={text_language} }}",
                    "",
                ]
        return out


#: Glossary terms a text's words are not linked to: every text says them.
UNPREVIEWED_TERMS = frozenset({"team"})


def with_links(text: str, pieces: Iterable[tuple[int, int, str]]) -> str:
    """Source text as inert Markdown with each piece ``(start, end, markdown)`` put in place of its span.

    Pieces are taken in order of their start; one that overlaps an earlier one is left out.
    """
    out: list[str] = []
    position = 0
    for start, end, linked in sorted(pieces):
        if start < position:
            continue
        out += [inline_keep_spaces(text[position:start]), linked]
        position = end
    out.append(inline_keep_spaces(text[position:]))
    return "".join(out).strip()


def inline_keep_spaces(text: str) -> str:
    """`inline` for a piece of a line: the spaces at its ends are kept, so pieces join back into the line."""
    body = inline(text)
    if not body:
        return " " if text.strip() == "" and text else ""
    lead = " " if text[:1].isspace() else ""
    trail = " " if text[-1:].isspace() else ""
    return f"{lead}{body}{trail}"

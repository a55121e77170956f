"""The graph stage: every 2HG rule number as a node, with its texts, meanings, links and notes.

Assembles what the other stages computed (editions, lineages, translations, explanations,
citations, cards, discrepancies) into one `Graph` keyed by rule number. Pure: the reviewed data
files arrive as text in `ReviewedData`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from twohg import files
from twohg.clock import Clock
from twohg.graph import align as align_stage
from twohg.graph import answers as answers_stage
from twohg.graph import cards as cards_stage
from twohg.graph import citations as citations_stage
from twohg.graph import damage as damage_stage
from twohg.graph import dating as dating_stage
from twohg.graph import discrepancies as discrepancies_stage
from twohg.graph import editions as editions_stage
from twohg.graph import explain as explain_stage
from twohg.graph import glossary as glossary_stage
from twohg.graph import history as history_stage
from twohg.graph import occasions as occasions_stage
from twohg.graph import outside as outside_stage
from twohg.graph import prose as prose_stage
from twohg.graph import renderings as renderings_stage
from twohg.graph import rewordings as rewordings_stage
from twohg.graph import tournament as tournament_stage
from twohg.graph.cards import phrases as phrases_stage
from twohg.graph.explain import dated as dated_stage
from twohg.graph.model import Discrepancy, Edition, Link, RuleText, TranslationDifference
from twohg.graph.nodes import Node, joins_of, meanings_of, quote_links
from twohg.graph.resolver import Now, Resolver, edition_of
from twohg.ingest.catalogue import SourceEntry
from twohg.ingest.corpus import Corpus, load_corpus
from twohg.ingest.parsers.book import book_glossary
from twohg.ingest.units import FaqEntry, SummarySection
from twohg.problems import Problem, raise_if_any
from twohg.profiles import profile
from twohg.reviewed import decode_data
from twohg.rulenumber import LEADING_NUMBER_RE, RuleNumber
from twohg.text import wording_key


@dataclass(frozen=True)
class FaqRecord:
    """A FAQ entry with its graph id and source."""

    id: str
    """``<source id>/q<index>``."""
    source_id: str
    """The FAQ's catalogue id."""
    language: str
    """The FAQ's language."""
    file: str
    """The FAQ's file."""
    entry: FaqEntry
    """The parsed entry."""


@dataclass(frozen=True)
class SummaryRecord:
    """A summary section with its graph id and source."""

    id: str
    """``<source id>/s<number>``."""
    source_id: str
    """The summary's catalogue id."""
    language: str
    """The summary's language."""
    file: str
    """The summary's file."""
    section: SummarySection
    """The parsed section."""


@dataclass(frozen=True)
class ReviewedData:
    """The reviewed data files the graph stages read, as text (None when a file is missing)."""

    cards: str | None
    """``rules_src/cards.yaml``."""
    lineage: str | None
    """``rules_src/alignment/lineage.yaml``."""
    explanations: str | None
    """``rules_src/alignment/explanations.yaml``."""
    missing: str | None = None
    """``rules_src/missing-editions.yaml`` (optional: without it the site says nothing about gaps)."""
    translations: str | None = None
    """``rules_src/alignment/translations.yaml``: decisions about the rules of translations that state their date."""
    synonyms: str | None = None
    """``rules_src/synonyms.yaml``: words that name the same thing (optional)."""
    damaged: str | None = None
    """``rules_src/damaged-characters.yaml``: the editions whose file lost characters (optional)."""
    occasions: str | None = None
    """``rules_src/edition-occasions.yaml``: what each edition came with (optional)."""
    rewordings: str | None = None
    """``rules_src/alignment/rewordings.yaml``: word substitutions that change no meaning (optional)."""
    renderings: str | None = None
    """``rules_src/alignment/renderings.yaml``: words a translation renders, paired with the English (optional)."""
    phrases: str | None = None
    """``rules_src/card-phrases.yaml``: the words on a card that engage 2HG rules (optional: without it no card
    data engages any rule)."""


CARDS_FILE = files.CARDS_FILE


@dataclass(frozen=True)
class Graph:
    """The aligned rule graph the site, the search and the JSON API read."""

    sources: tuple[SourceEntry, ...]
    """The catalogue, in order."""
    editions: tuple[Edition, ...]
    """Every edition, oldest first."""
    texts: Mapping[str, RuleText]
    """Every rule text by id."""
    faq: Mapping[str, FaqRecord]
    """Every FAQ entry by id."""
    summary: Mapping[str, SummaryRecord]
    """Every summary section by id."""
    cards: Mapping[str, cards_stage.Card]
    """Every card by id (``card:<English name>``)."""
    nodes: tuple[Node, ...]
    """Every rule number, in natural order."""
    links: tuple[Link, ...]
    """Every link, sorted by (kind, source, target)."""
    discrepancies: tuple[Discrepancy, ...]
    """Discrepancies between documents."""
    lineage: align_stage.Lineage
    """The align stage's result: removals, additions, word diffs and figure changes."""
    unexplained: tuple[tuple[str, str], ...]
    """(id, reason) for every FAQ entry or summary section that explains no rule, and why."""
    history: Mapping[str, tuple[history_stage.Version, ...]]
    """Every number of the official editions: its versions (distinct wordings), oldest first."""
    changes: tuple[history_stage.EditionChanges, ...]
    """Every official edition's 2HG changelog, oldest first."""
    section_titles: tuple[history_stage.SectionTitle, ...] = ()
    """The titles of every section number that held 2HG rules in some edition, as spans of editions."""
    newest_numbers: frozenset[str] = frozenset()
    """Every rule number printed in the newest official edition's whole rulebook."""
    missing_editions: tuple[editions_stage.MissingEdition, ...] | None = None
    """Official editions known to exist that the archive does not hold (None: no reviewed list)."""
    notices: tuple[Problem, ...] = ()
    """What a maintainer may tidy, at its file and line, that stops nothing (a missing edition now held)."""
    datings: Mapping[str, dating_stage.Dating] = field(default_factory=dict)
    """Each translated rules text's content dating, by edition id."""
    numberings: Mapping[str, dating_stage.Numbering] = field(default_factory=dict)
    """For each FAQ and summary that cites 2HG rule numbers: the editions whose numbering they follow."""
    tournament: Mapping[str, tournament_stage.TournamentRecord] = field(default_factory=dict)
    """Every rule of the tournament rules by id (``en-mtr-2026-02-27/9.3``)."""
    tournament_answers: Mapping[str, answers_stage.TournamentAnswer] = field(default_factory=dict)
    """The FAQ answers and summary sections on tournament matters, by entry id, as checked against the
    tournament rules by a person (`twohg.graph.answers`)."""
    stale: tuple[tournament_stage.StaleCitation, ...] = ()
    """The tournament rules' citations of Comprehensive Rules that are not about what they say."""
    glossary: Mapping[str, glossary_stage.GlossaryRecord] = field(default_factory=dict)
    """Every glossary entry by id (``ja-cr-2026-01-16/g-active-team``); its citations are ``cites`` links."""
    synonyms: tuple[glossary_stage.Synonyms, ...] = ()
    """Words the texts use for the same thing (共用ライフ, 共有ライフ), with the rules that print them."""
    translation_differences: tuple[TranslationDifference, ...] = ()
    """What each translation that states its date does not render as the English edition of its date does."""
    outside: Mapping[str, RuleText] = field(default_factory=dict)
    """Rules outside the 2HG sections that the site holds (`twohg.graph.outside`), by text id, in every edition."""
    outside_history: Mapping[str, tuple[outside_stage.OutsideVersion, ...]] = field(default_factory=dict)
    """Each outside rule number's wordings, oldest first."""
    outside_now: Mapping[str, outside_stage.OutsideNow] = field(default_factory=dict)
    """Where each outside text's rule stands in the newest edition, by text id."""
    outside_pages: frozenset[str] = frozenset()
    """The outside numbers with a page of their own (the others are shown on their cited section's page)."""
    tournament_general: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Each Two-Headed Giant tournament rule's general tournament rules on the same subject (by record id)."""
    terms: Mapping[str, tuple[glossary_stage.TermVersion, ...]] = field(default_factory=dict)
    """The English glossary entries of the variant's terms, by slug, each term's definitions over the editions."""
    damaged: tuple[damage_stage.DamagedEdition, ...] = ()
    """The editions whose file lost characters (``?`` printed for a quote, apostrophe or dash), as reviewed."""
    repairs: Mapping[str, tuple[damage_stage.Repair, ...]] = field(default_factory=dict)
    """What each ``?`` of a damaged edition's text stands for, by text id (`twohg.graph.damage`)."""
    occasions: Mapping[str, occasions_stage.Occasion] = field(default_factory=dict)
    """What each official edition came with (a set's release), by edition id, as reviewed (`twohg.graph.occasions`)."""
    rewordings: tuple[rewordings_stage.Rewording, ...] = ()
    """Word substitutions that change no meaning, as reviewed (`twohg.graph.rewordings`): the comparison folds them."""
    phrases: phrases_stage.PhraseTable | None = None
    """The reviewed card phrases and the rules they engage (`twohg.graph.cards.phrases`), checked against the
    newest edition; None without the file."""
    _by_id: dict[str, Node] = field(init=False, repr=False, compare=False, hash=False, default_factory=dict)
    _sources_by_id: dict[str, SourceEntry] = field(
        init=False, repr=False, compare=False, hash=False, default_factory=dict
    )

    def node(self, number: str) -> Node:
        """The node of a number (KeyError when there is none)."""
        return self._by_id[number]

    def source(self, source_id: str) -> SourceEntry | None:
        """The catalogue entry of a source id, or None."""
        return self._sources_by_id.get(source_id)

    @cached_property
    def resolver(self) -> Resolver:
        """The one answer to "what did this number mean then, and what carries it now"."""
        official = set(self.lineage.editions)
        meanings = {
            node.id: [
                (m.id, m.summary, m.texts) for m in node.meanings if any(edition_of(t) in official for t in m.texts)
            ]
            for node in self.nodes
            if not node.external
        }
        # A number only a translation has (a Japanese rule English lacks) has no meaning in the English history.
        meanings = {number: found for number, found in meanings.items() if found}
        dates = {edition.id: edition.date or edition.start for edition in self.editions}
        externals = [node.id for node in self.nodes if node.external]
        return Resolver(self.lineage, dates, meanings, externals, self.section_titles, self.newest_numbers)

    @cached_property
    def joins(self) -> dict[str, str]:
        """Translation and quote texts -> the official English text they render or quote."""
        return joins_of(self.links)

    @cached_property
    def translations(self) -> dict[str, tuple[str, ...]]:
        """Official English text -> the translated texts that render it, under whatever number.

        The Japanese 805.10g of 2026-01-16 renders the English 805.10f of that date: a page of
        805.10f finds it here, not among the texts of its own number.
        """
        found: dict[str, list[str]] = {}
        for link in self.links:
            if link.kind == "translation":
                found.setdefault(link.source, []).append(link.target)
        return {source: tuple(targets) for source, targets in found.items()}

    def differences_of(self, text_id: str) -> tuple[TranslationDifference, ...]:
        """The translation differences recorded for a translated text (or, for ``lacks``, an English one)."""
        return tuple(d for d in self.translation_differences if text_id in (d.text, d.english))

    def now_of(self, text_id: str) -> Now | None:
        """Where a rule text's content is in the newest edition: an official text's, or that of the text it renders."""
        official = self.joins.get(text_id, text_id)
        return self.resolver.now(official) if official in self.resolver.texts else None

    def contradicted(self, entry_id: str) -> tuple[Discrepancy, ...]:
        """The discrepancies by which a FAQ answer or summary section states otherwise than the newest rulebook.

        Such an answer is outdated even when the rule it explains has kept its words since it was written (the
        French FAQ of 2012 still has a team lose "the next time it would receive priority", as rules did until 2009).
        """
        return tuple(discrepancy for discrepancy in self.discrepancies if entry_id in discrepancy.stale)

    def changed_since(self, text_id: str) -> bool:
        """Whether the rule a text renders says something else in the newest edition: another wording, or nothing.

        The resolver's "now" for the text (or the English text a translation renders) compared by wording
        with the newest edition's texts of those numbers: what makes a FAQ answer, a summary section or a
        translation outdated.
        """
        now = self.now_of(text_id)
        text = self.texts.get(self.joins.get(text_id, text_id))
        if now is None or not now.numbers or text is None:
            return True
        words = wording_key(editions_stage.full_text(text.rule))
        newest = self.resolver.newest
        for number in now.numbers:
            standing = self.texts.get(f"{newest}/{number}")
            if standing is not None and wording_key(editions_stage.full_text(standing.rule)) == words:
                return False
        return True

    def __post_init__(self) -> None:
        """Index the nodes and the sources by id once."""
        object.__setattr__(self, "_by_id", {node.id: node for node in self.nodes})
        object.__setattr__(self, "_sources_by_id", {entry.id: entry for entry in self.sources})


def edition_order(editions: Sequence[Edition]) -> dict[str, int]:
    """Position of every edition in time (by earliest date, then latest, then id)."""
    ordered = sorted(editions, key=lambda e: (e.start, e.end, e.id))
    return {edition.id: index for index, edition in enumerate(ordered)}


def _records(corpus: Corpus) -> tuple[dict[str, FaqRecord], dict[str, SummaryRecord]]:
    faq: dict[str, FaqRecord] = {}
    summary: dict[str, SummaryRecord] = {}
    for loaded in corpus.sources:
        entry = loaded.entry
        for item in loaded.parsed.faq:
            record = FaqRecord(f"{entry.id}/q{item.index}", entry.id, entry.language, loaded.path, item)
            faq[record.id] = record
        for section in loaded.parsed.summary:
            summary_record = SummaryRecord(
                f"{entry.id}/s{section.number}", entry.id, entry.language, loaded.path, section
            )
            summary[summary_record.id] = summary_record
    return faq, summary


def _numberings(
    corpus: Corpus, citations: Iterable[citations_stage.Citation], lineage: align_stage.Lineage
) -> dict[str, dating_stage.Numbering]:
    """The numbering each FAQ and summary follows, from the 2HG numbers it cites."""
    documents = {loaded.entry.id for loaded in corpus.sources if loaded.entry.kind in ("faq", "summary")}
    cited: dict[str, set[RuleNumber]] = {}
    for citation in citations:
        source = citation.text_id.split("/", 1)[0]
        if source in documents:
            cited.setdefault(source, set()).add(citation.number)
    held: dict[str, set[str]] = {edition: set() for edition in lineage.editions}
    for text in lineage.texts:
        held[text.edition].add(str(text.number))
    numbers_in = {edition: frozenset(numbers) for edition, numbers in held.items()}
    found = {source: dating_stage.numbering(source, numbers, numbers_in) for source, numbers in sorted(cited.items())}
    return {source: value for source, value in found.items() if value is not None}


def _two_headed(lineage: align_stage.Lineage) -> dict[str, frozenset[int]]:
    """Edition -> the sections holding 2HG rules in it."""
    found: dict[str, set[int]] = {edition: set() for edition in lineage.editions}
    for text in lineage.texts:
        found[text.edition].add(text.number.section)
    return {edition: frozenset(sections) for edition, sections in found.items()}


def _printed_titles(corpus: Corpus, lineage: align_stage.Lineage) -> dict[str, dict[int, str]]:
    """Edition -> the title each section that ever held 2HG rules prints in it, whatever it held then."""
    sections = frozenset(s for found in _two_headed(lineage).values() for s in found)
    chain = set(lineage.editions)
    return {
        loaded.entry.id: history_stage.printed_titles(loaded.text.lines, sections)
        for loaded in corpus.sources
        if loaded.entry.id in chain
    }


def _newest_numbers(corpus: Corpus, lineage: align_stage.Lineage) -> frozenset[str]:
    """Every rule number printed at the start of a line of the newest edition (the whole rulebook)."""
    newest = lineage.editions[-1] if lineage.editions else None
    found: set[str] = set()
    for loaded in corpus.sources:
        if loaded.entry.id == newest:
            for line in loaded.text.lines:
                match = LEADING_NUMBER_RE.match(line.strip())
                number = RuleNumber.try_parse(match["printed"]) if match else None
                if number is not None:
                    found.add(str(number))
    return frozenset(found)


def _outside(
    corpus: Corpus,
    lineage: align_stage.Lineage,
    editions: Sequence[Edition],
    cited: Iterable[str],
    restated: Iterable[Link],
    damaged: Sequence[damage_stage.DamagedEdition] = (),
) -> tuple[
    dict[str, RuleText],
    dict[str, tuple[outside_stage.OutsideVersion, ...]],
    dict[str, outside_stage.OutsideNow],
    frozenset[str],
    dict[str, tuple[damage_stage.Repair, ...]],
]:
    """The rules outside the 2HG sections the site holds (`twohg.graph.outside`), their wordings and where they stand.

    A number that was a 2HG rule in some edition is the graph's own: it is never taken as an outside rule. The
    texts of a ``damaged`` edition are read with their lost characters restored (the repairs come last).
    """
    chain = lineage.editions
    twohg = _two_headed(lineage)
    own = {str(text.number) for text in lineage.texts}
    wanted = [RuleNumber.parse(number) for number in {*cited, *(link.target for link in restated)}]
    chosen = outside_stage.selection(wanted)
    loaded = {item.entry.id: item for item in corpus.sources if item.entry.id in set(chain)}
    books = {edition: loaded[edition].text.lines for edition in chain if edition in loaded}
    paths = {edition: loaded[edition].path for edition in books}
    language = next((item.entry.language for item in loaded.values()), "en")
    found, pages = outside_stage.outside_texts(books, paths, twohg, chosen, profile(language))
    theirs = [text for text in found.values() if str(text.number) not in own]
    kept, repairs = damage_stage.restored(theirs, damaged, editions)
    texts = {text.id: text for text in kept}
    dates = {edition.id: edition.date or edition.start for edition in editions}
    history = outside_stage.outside_history(texts, chain, dates)
    return texts, history, outside_stage.outside_now(history, chain), pages - own, repairs


def _outside_meanings(
    numbers: Iterable[str],
    history: Mapping[str, tuple[outside_stage.OutsideVersion, ...]],
    written: str,
    newest: str,
) -> dict[str, tuple[int, int] | None]:
    """For each number outside the 2HG sections: which of its meanings it had in ``written`` and has in ``newest``."""
    found: dict[str, tuple[int, int] | None] = {}
    for number in numbers:
        versions = history.get(number, ())
        then = next((v.meaning for v in versions if f"{written}/{number}" in v.texts), None)
        now = next((v.meaning for v in versions if f"{newest}/{number}" in v.texts), None)
        found[number] = (then, now) if then is not None and now is not None else None
    return found


def _required(text: str | None, path: str) -> tuple[str, list[Problem]]:
    if text is None:
        return "", [Problem(path, 0, "reviewed data file not found")]
    return text, []


def build_graph(
    corpus: Corpus, reviewed: ReviewedData, clock: Clock | None = None
) -> tuple[Graph, tuple[Problem, ...]]:
    """Run every graph stage over the corpus and assemble the graph; return it with every problem found.

    ``clock`` hears of each stage as it ends (for `twohg build` and the benchmarks).
    """
    clock = clock or Clock()
    problems: list[Problem] = []
    editions, edition_problems = editions_stage.derive_editions(corpus)
    problems.extend(edition_problems)
    order = edition_order(editions)
    editions = tuple(sorted(editions, key=lambda e: order[e.id]))
    # A file that lost characters is read with them restored (`twohg.graph.damage`), before any stage compares texts.
    damaged, damage_problems = damage_stage.damaged_editions(reviewed.damaged, damage_stage.DAMAGED_FILE, editions)
    problems.extend(damage_problems)
    rule_texts, repairs = damage_stage.restored(editions_stage.rule_texts(corpus, editions), damaged, editions)
    texts = {text.id: text for text in rule_texts}
    gaps, missing_problems, notices = editions_stage.missing_editions(
        reviewed.missing, editions_stage.MISSING_FILE, [e for e in editions if e.kind == "official"]
    )
    problems.extend(missing_problems)
    occasions, occasion_problems = occasions_stage.edition_occasions(
        reviewed.occasions, occasions_stage.OCCASIONS_FILE, editions
    )
    problems.extend(occasion_problems)
    rewordings, rewording_problems = rewordings_stage.reviewed_rewordings(
        reviewed.rewordings, rewordings_stage.REWORDINGS_FILE
    )
    problems.extend(rewording_problems)
    clock.lap("editions")

    lineage = align_stage.align(rule_texts, editions, reviewed.lineage, align_stage.REVIEWED_FILE)
    problems.extend(lineage.problems)
    if reviewed.lineage is None:
        problems.append(Problem(align_stage.REVIEWED_FILE, 0, "reviewed data file not found"))
    clock.lap("align")

    cards_text, missing = _required(reviewed.cards, CARDS_FILE)
    problems.extend(missing)
    cards, card_problems = cards_stage.load_cards(cards_text, CARDS_FILE) if cards_text else ((), [])
    problems.extend(card_problems)
    mentions = cards_stage.corpus_mentions(corpus, cards)
    problems.extend(cards_stage.unprinted_forms(mentions, cards, CARDS_FILE))
    for candidate in cards_stage.unlinked_mentions(corpus, cards) if cards else ():
        problems.append(
            Problem(
                candidate.file,
                candidate.line,
                f"{candidate.text!r} looks like a card name ({candidate.how}) but no entry of {CARDS_FILE} matches it",
            )
        )

    clock.lap("cards")

    renderings, rendering_problems = renderings_stage.reviewed_renderings(
        reviewed.renderings, renderings_stage.RENDERINGS_FILE
    )
    problems.extend(rendering_problems)
    official = {e.id: e.language for e in editions if e.kind == "official"}
    problems.extend(renderings_stage.stale(renderings, rule_texts, official, renderings_stage.RENDERINGS_FILE))
    editions, datings = dating_stage.date_translations(
        editions, rule_texts, explain_stage.card_names(cards), renderings
    )
    order = edition_order(editions)
    editions = tuple(sorted(editions, key=lambda e: order[e.id]))
    clock.lap("dating")

    explanations_text, missing = _required(reviewed.explanations, explain_stage.REVIEWED_FILE)
    problems.extend(missing)
    explanations = explain_stage.explain(
        corpus.sources,
        editions,
        rule_texts,
        explanations_text,
        explain_stage.REVIEWED_FILE,
        explain_stage.card_names(cards),
        reviewed.translations,
        dated_stage.REVIEWED_FILE,
    )
    problems.extend(explanations.problems)
    if reviewed.translations is None and any(e.kind == "translation" and e.date is not None for e in editions):
        problems.append(Problem(dated_stage.REVIEWED_FILE, 0, "reviewed data file not found"))
    clock.lap("explain")

    citations = citations_stage.corpus_citations(corpus)
    externals = set(citations_stage.external_numbers(citations))
    numberings = _numberings(corpus, citations, lineage)
    tournament = tournament_stage.tournament_records(corpus)
    tournament_answers, answer_problems = answers_stage.tournament_answers(
        explanations.tournament, tournament, explain_stage.REVIEWED_FILE
    )
    problems.extend(answer_problems)
    rulebooks = {
        loaded.entry.id: loaded.text.lines for loaded in corpus.sources if loaded.entry.id in set(lineage.editions)
    }
    stale = tournament_stage.stale_citations(tournament, citations, editions, rulebooks, rule_texts)
    topics, topic_problems = tournament_stage.same_topic_links(
        explanations.same_topic, tournament, editions, rulebooks, explain_stage.REVIEWED_FILE
    )
    problems.extend(topic_problems)
    restated = (*tournament_stage.restatements(tournament, editions, rulebooks), *topics)
    outside, outside_history, outside_now, outside_pages, outside_repairs = _outside(
        corpus, lineage, editions, externals, restated, damaged
    )
    stale = tuple(
        tournament_stage.meant_wording(citation, outside_history, outside, outside_now, profile("en"))
        for citation in stale
    )
    discrepancies = discrepancies_stage.find_discrepancies(corpus, texts)
    clock.lap("citations and discrepancies")

    links = (
        *lineage.links,
        *quote_links(editions, texts),
        *explanations.links,
        *citations_stage.cite_links(citations),
        *cards_stage.mention_links(mentions),
        *restated,
    )
    ordered_links = tuple(sorted(set(links), key=lambda link: (link.kind, link.source, link.target)))

    by_number: dict[str, list[RuleText]] = {}
    for text in sorted(rule_texts, key=lambda t: (order[t.edition], t.id)):
        by_number.setdefault(str(text.number), []).append(text)
    timeline = align_stage.timeline(lineage)
    joins = joins_of(ordered_links)
    numbers = set(by_number) | {
        link.target for link in ordered_links if link.kind in ("cites", "restates", "same-topic")
    }
    externals |= {link.target for link in restated}
    numbers |= outside_pages - set(by_number)
    externals |= outside_pages
    nodes = []
    for number in sorted(numbers, key=RuleNumber.parse):
        mine = by_number.get(number, [])
        nodes.append(
            Node(
                id=number,
                number=RuleNumber.parse(number),
                external=not mine and number in externals,
                texts=tuple(t.id for t in mine),
                meanings=meanings_of(number, mine, timeline.get(number, ()), joins),
                notes=tuple(d.id for d in discrepancies if number in d.nodes),
            )
        )
    faq, summary = _records(corpus)
    glossary, glossary_problems = glossary_stage.glossary_records(corpus)
    problems.extend(glossary_problems)
    searched = [e.id for e in editions if e.kind == "translation"] + list(lineage.editions[-1:])
    synonyms, synonym_problems = glossary_stage.load_synonyms(reviewed.synonyms, rule_texts, searched, glossary)
    problems.extend(synonym_problems)
    titles = _printed_titles(corpus, lineage)
    # An edition whose copy is cut (confirmed by a person: `twohg.ingest.dropin`) has no glossary to read:
    # the editions on either side stand for it, rather than a term seeming absent from it.
    cut = {item.entry.id for item in corpus.sources if item.outline is not None and not item.outline.whole}
    terms = glossary_stage.english_glossary(
        {edition: rulebooks[edition] for edition in lineage.editions if edition in rulebooks and edition not in cut},
        {item.entry.id: item.path for item in corpus.sources if item.entry.id in rulebooks},
        _two_headed(lineage),
        [record.entry.english for record in glossary.values()],
        profile("en"),
    )
    newest_book = rulebooks.get(lineage.editions[-1]) if lineage.editions else None
    if newest_book is not None:  # a rewording never swaps a term the glossary defines for another it defines
        entries = [(e.term, e.definition) for e in book_glossary(newest_book, lambda term, definition: True)]
        problems.extend(rewordings_stage.glossary_swaps(rewordings, entries, rewordings_stage.REWORDINGS_FILE))
    meaning_of = {text: meaning.id for node in nodes for meaning in node.meanings for text in meaning.texts}
    problems.extend(
        prose_stage.stale_numbers(
            [
                *prose_stage.lineage_writings(lineage.reviewed, lineage.reviewed_file, lineage.editions),
                *explanations.writings,
            ],
            lineage.editions,
            meaning_of,
            prose_stage.held_numbers(text.id for text in lineage.texts),
        )
    )
    phrases, phrase_problems = (
        phrases_stage.load_phrases(reviewed.phrases) if reviewed.phrases is not None else (None, [])
    )
    problems.extend(phrase_problems)
    if phrases is not None and lineage.editions:
        pages = frozenset(node.id for node in nodes if not node.external) | outside_pages
        problems.extend(
            phrases_stage.phrase_problems(
                phrases,
                lineage.editions,
                meaning_of,
                prose_stage.held_numbers(text.id for text in lineage.texts),
                _outside_meanings(phrases.numbers, outside_history, phrases.written, lineage.editions[-1]),
                pages,
            )
        )
    graph = Graph(
        sources=tuple(loaded.entry for loaded in corpus.sources),
        editions=editions,
        texts=texts,
        faq=faq,
        summary=summary,
        cards={card.id: card for card in cards},
        nodes=tuple(nodes),
        links=ordered_links,
        discrepancies=discrepancies,
        lineage=lineage,
        unexplained=explanations.unlinked,
        history=history_stage.rule_histories(lineage, editions),
        changes=history_stage.changelog(lineage, editions, history_stage.title_changes(lineage.editions, titles)),
        section_titles=history_stage.section_titles(lineage.editions, titles, _two_headed(lineage)),
        newest_numbers=_newest_numbers(corpus, lineage),
        missing_editions=gaps,
        notices=tuple(notices),
        datings=datings,
        numberings=numberings,
        tournament=tournament,
        tournament_answers=tournament_answers,
        stale=stale,
        glossary=glossary,
        synonyms=synonyms,
        translation_differences=explanations.differences,
        outside=outside,
        outside_history=outside_history,
        outside_now=outside_now,
        outside_pages=outside_pages,
        tournament_general=tournament_stage.general_relations(tournament),
        terms=terms,
        damaged=damaged,
        repairs={**repairs, **outside_repairs},
        occasions=occasions,
        rewordings=rewordings,
        phrases=phrases,
    )
    clock.lap("history and assembly")
    return graph, tuple(problems)


def load_graph(root: Path, clock: Clock | None = None) -> tuple[Corpus, Graph]:
    """Load the corpus and the reviewed files under ``root`` and build the graph; raise InputError on any problem."""
    clock = clock or Clock()
    corpus = load_corpus(root)
    clock.lap(f"ingest ({len(corpus.sources)} sources)")
    texts: dict[str, str | None] = {}
    problems: list[Problem] = []
    for path in (
        CARDS_FILE,
        align_stage.REVIEWED_FILE,
        explain_stage.REVIEWED_FILE,
        editions_stage.MISSING_FILE,
        dated_stage.REVIEWED_FILE,
        glossary_stage.SYNONYMS_FILE,
        damage_stage.DAMAGED_FILE,
        occasions_stage.OCCASIONS_FILE,
        rewordings_stage.REWORDINGS_FILE,
        renderings_stage.RENDERINGS_FILE,
        phrases_stage.PHRASES_FILE,
    ):
        try:
            data = files.read_input(root / path, root)
        except files.UnsafePath as error:
            problems.append(Problem(path, 1, str(error)))
            continue
        text, found = decode_data(data, path) if data is not None else (None, [])
        problems.extend(found)
        texts[path] = text
    raise_if_any(problems)
    reviewed = ReviewedData(
        cards=texts[CARDS_FILE],
        lineage=texts[align_stage.REVIEWED_FILE],
        explanations=texts[explain_stage.REVIEWED_FILE],
        missing=texts[editions_stage.MISSING_FILE],
        translations=texts[dated_stage.REVIEWED_FILE],
        synonyms=texts[glossary_stage.SYNONYMS_FILE],
        damaged=texts[damage_stage.DAMAGED_FILE],
        occasions=texts[occasions_stage.OCCASIONS_FILE],
        rewordings=texts[rewordings_stage.REWORDINGS_FILE],
        renderings=texts[renderings_stage.RENDERINGS_FILE],
        phrases=texts[phrases_stage.PHRASES_FILE],
    )
    graph, graph_problems = build_graph(corpus, reviewed, clock)
    raise_if_any(graph_problems)
    return corpus, graph

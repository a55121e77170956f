"""The export stage: the graph as JSON, whole (``api/graph.json``) and per rule number (``api/rules/<n>.json``)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from twohg import files
from twohg.graph.align import TextChange
from twohg.graph.assembly import FaqRecord, Graph, SummaryRecord
from twohg.graph.cards import Card, CardName
from twohg.graph.dating import Dating
from twohg.graph.glossary import GlossaryRecord, Synonyms
from twohg.graph.history import Version, changes_json
from twohg.graph.model import Discrepancy, Edition, Evidence, Link, RuleText, TranslationDifference
from twohg.graph.nodes import Node
from twohg.graph.tournament import StaleCitation, TournamentRecord
from twohg.ingest.catalogue import SourceEntry
from twohg.ingest.dump import faq_json, glossary_json, rule_json, section_json, tournament_json

GRAPH_FORMAT = "twohg-graph/2"
RULE_FORMAT = "twohg-rule/3"
EDITIONS_FORMAT = "twohg-editions/2"


def to_json(data: Any, *, pretty: bool = False) -> str:
    """Deterministic JSON; ``<``, ``>`` and ``&`` escaped so no browser ever sniffs it as HTML."""
    text = json.dumps(data, ensure_ascii=False, indent=2 if pretty else None, separators=None if pretty else (",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026") + "\n"


def _source(entry: SourceEntry) -> dict[str, Any]:
    return {
        "id": entry.id,
        "file": files.source_path(entry.file),
        "language": entry.language,
        "kind": entry.kind,
        "title": entry.title,
        "publisher": entry.publisher,
        "author": entry.author,
        "date": entry.date.isoformat() if entry.date else None,
        "date_range": (
            {"from": entry.date_range.start.isoformat(), "to": entry.date_range.end.isoformat()}
            if entry.date_range
            else None
        ),
        "date_evidence": entry.date_evidence,
        "contents": entry.contents,
    }


def _edition(edition: Edition, dating: Dating | None = None) -> dict[str, Any]:
    translates = {"first": edition.translates[0], "last": edition.translates[1]} if edition.translates else None
    spans = [
        {
            "text": span.text,
            "first": span.editions[0] if span.editions else None,
            "last": span.editions[-1] if span.editions else None,
        }
        for span in (dating.rules if dating is not None else ())
    ]
    return {
        "id": edition.id,
        "source": edition.source_id,
        "language": edition.language,
        "kind": edition.kind,
        "date": edition.date.isoformat() if edition.date else None,
        "start": edition.start.isoformat(),
        "end": edition.end.isoformat(),
        "evidence": edition.evidence,
        "matches": [
            {"edition": m.edition, "score": round(m.score, 1), "compared": m.compared} for m in edition.matches
        ],
        "identified_as": edition.identified_as,
        "translates": translates,
        "rule_spans": spans,
    }


def _text(text: RuleText) -> dict[str, Any]:
    return {"id": text.id, "edition": text.edition, "language": text.language, **rule_json(text.rule, text.file)}


def _faq(record: FaqRecord) -> dict[str, Any]:
    return {
        "id": record.id,
        "source": record.source_id,
        "language": record.language,
        **faq_json(record.entry, record.file),
    }


def _summary(record: SummaryRecord) -> dict[str, Any]:
    return {
        "id": record.id,
        "source": record.source_id,
        "language": record.language,
        **section_json(record.section, record.file),
    }


def _tournament(record: TournamentRecord) -> dict[str, Any]:
    return {
        "id": record.id,
        "source": record.source_id,
        "language": record.language,
        "date": record.date.isoformat(),
        **tournament_json(record.rule, record.file),
    }


def _glossary(record: GlossaryRecord) -> dict[str, Any]:
    return {
        "id": record.id,
        "source": record.source_id,
        "language": record.language,
        **glossary_json(record.entry, record.file),
    }


def _synonyms(synonyms: Synonyms) -> dict[str, Any]:
    return {
        "words": {language: list(words) for language, words in sorted(synonyms.words.items())},
        "glossary": list(synonyms.glossary),
        "rules": list(synonyms.rules),
        "reason": synonyms.reason,
        "evidence": synonyms.evidence,
        "file": files.SYNONYMS_FILE,
        "line": synonyms.line,
    }


def _difference(difference: TranslationDifference) -> dict[str, Any]:
    return {
        "edition": difference.edition,
        "text": difference.text,
        "number": difference.number,
        "kind": difference.kind,
        "against": difference.against,
        "english": difference.english,
        "counterpart": difference.counterpart,
        "wording": (
            {"first": difference.wording[0], "last": difference.wording[1]} if difference.wording is not None else None
        ),
        "like": difference.like,
        "last_printed": difference.last_printed,
        "says": difference.says,
        "reason": difference.reason,
        "findings": list(difference.findings),
        "reviewed": difference.reviewed,
        "file": difference.file,
        "line": difference.line,
    }


def _stale(stale: StaleCitation) -> dict[str, Any]:
    return {
        "citing": stale.citing,
        "number": stale.number,
        "edition": stale.edition,
        "cited": stale.cited,
        "sentence": stale.sentence,
        "topic": list(stale.topic),
        "instead": list(stale.instead),
        "file": stale.file,
        "line": stale.line,
    }


def _evidence(evidence: Evidence) -> dict[str, Any]:
    return {
        "kind": evidence.kind,
        "detail": evidence.detail,
        "score": None if evidence.score is None else round(evidence.score, 1),
        "file": evidence.file,
        "line": evidence.line,
    }


def _link(link: Link, origin: tuple[str, int] | None) -> dict[str, Any]:
    return {
        "kind": link.kind,
        "source": link.source,
        "target": link.target,
        "certain": link.certain,
        "from": {"file": origin[0], "line": origin[1]} if origin else None,
        "evidence": [_evidence(e) for e in link.evidence],
    }


def _node(node: Node) -> dict[str, Any]:
    return {
        "id": node.id,
        "number": str(node.number),
        "section": node.number.section,
        "external": node.external,
        "texts": list(node.texts),
        "meanings": [
            {
                "id": m.id,
                "texts": list(m.texts),
                "editions": list(m.editions),
                "came_from": list(m.came_from),
                "went_to": list(m.went_to),
                "summary": m.summary,
            }
            for m in node.meanings
        ],
        "notes": list(node.notes),
    }


def _discrepancy(discrepancy: Discrepancy) -> dict[str, Any]:
    return {
        "id": discrepancy.id,
        "topic": discrepancy.topic,
        "nodes": list(discrepancy.nodes),
        "note": discrepancy.note,
        "statements": [
            {"text": text, "quote": quote, "file": file, "line": line}
            for text, quote, file, line in discrepancy.statements
        ],
        "stale": list(discrepancy.stale),
    }


def origin_of(graph: Graph, item_id: str) -> tuple[str, int] | None:
    """The file and line an id (rule text, FAQ entry, summary section, source line) comes from."""
    if item_id in graph.texts:
        text = graph.texts[item_id]
        return text.file, text.rule.line
    if item_id in graph.faq:
        return graph.faq[item_id].file, graph.faq[item_id].entry.line
    if item_id in graph.summary:
        return graph.summary[item_id].file, graph.summary[item_id].section.line
    if item_id in graph.tournament:
        return graph.tournament[item_id].file, graph.tournament[item_id].rule.line
    if item_id in graph.glossary:
        return graph.glossary[item_id].file, graph.glossary[item_id].entry.line
    source_id, _, rest = item_id.partition("/line-")
    entry = graph.source(source_id) if rest.isdigit() else None
    return (files.source_path(entry.file), int(rest)) if entry is not None else None


def _card_name(name: CardName) -> dict[str, Any]:
    return {
        "language": name.language,
        "name": name.text,
        "basis": name.basis,
        "evidence": name.evidence or None,
    }


def _card(card: Card) -> dict[str, Any]:
    return {
        "id": card.id,
        "english": card.name,
        "names": {language: _card_name(name) for language, name in sorted(card.names.items())},
        "aliases": [_card_name(alias) for alias in card.aliases],
        "identified": card.identified or None,
        "note": card.note or None,
    }


def _change(change: TextChange) -> dict[str, Any]:
    return {
        "source": change.source,
        "target": change.target,
        "words": [[op, words] for op, words in change.words],
        "figures": [{"before": f.before, "after": f.after, "note": f.note} for f in change.figures],
    }


def _words(words: Iterable[tuple[str, str]]) -> list[list[str]]:
    return [[op, text] for op, text in words]


def _version(version: Version) -> dict[str, Any]:
    return {
        "number": version.number,
        "texts": list(version.texts),
        "first": version.first,
        "last": version.last,
        "start": version.start.isoformat(),
        "until": version.last_date.isoformat(),
        "current": version.current,
        "began": version.began,
        "came_from": [{"text": origin.text, "words": _words(origin.words)} for origin in version.came_from],
        "typography": list(version.typography),
    }


def graph_document(graph: Graph) -> dict[str, Any]:
    """The whole graph as one JSON-ready document."""
    return {
        "format": GRAPH_FORMAT,
        "sources": [_source(s) for s in graph.sources],
        "editions": [_edition(e, graph.datings.get(e.id)) for e in graph.editions],
        "nodes": [_node(n) for n in graph.nodes],
        "texts": [_text(graph.texts[k]) for k in sorted(graph.texts)],
        "faq": [_faq(graph.faq[k]) for k in sorted(graph.faq)],
        "summary": [_summary(graph.summary[k]) for k in sorted(graph.summary)],
        "tournament": [_tournament(graph.tournament[k]) for k in sorted(graph.tournament)],
        "stale": [_stale(s) for s in graph.stale],
        "cards": [_card(graph.cards[k]) for k in sorted(graph.cards)],
        "links": [_link(link, origin_of(graph, link.source)) for link in graph.links],
        "changes": [_change(c) for c in graph.lineage.changes],
        "discrepancies": [_discrepancy(d) for d in graph.discrepancies],
        "glossary": [_glossary(graph.glossary[k]) for k in sorted(graph.glossary)],
        "synonyms": [_synonyms(s) for s in graph.synonyms],
        "translation_differences": [_difference(d) for d in graph.translation_differences],
    }


def _touching(links: Iterable[Link], ids: set[str]) -> list[Link]:
    return [link for link in links if link.source in ids or link.target in ids]


def rule_document(graph: Graph, node: Node) -> dict[str, Any]:
    """One rule number's JSON document: its texts, meanings, every link touching it, related entries."""
    ids = {node.id, *node.texts}
    links = _touching(graph.links, ids)
    related = {link.source for link in links} | {link.target for link in links}
    cards = sorted(i for i in related if i in graph.cards)
    return {
        "format": RULE_FORMAT,
        "node": _node(node),
        "texts": [_text(graph.texts[t]) for t in node.texts],
        "links": [_link(link, origin_of(graph, link.source)) for link in links],
        "faq": [_faq(graph.faq[i]) for i in sorted(related) if i in graph.faq],
        "summary": [_summary(graph.summary[i]) for i in sorted(related) if i in graph.summary],
        "tournament": [_tournament(graph.tournament[i]) for i in sorted(related) if i in graph.tournament],
        "stale": [_stale(s) for s in graph.stale if s.number == node.id or node.id in s.instead],
        "cards": [_card(graph.cards[c]) for c in cards],
        "changes": [_change(c) for c in graph.lineage.changes if c.source in ids or c.target in ids],
        "discrepancies": [_discrepancy(d) for d in graph.discrepancies if node.id in d.nodes],
        "glossary": [_glossary(graph.glossary[i]) for i in sorted(related) if i in graph.glossary],
        "synonyms": [_synonyms(s) for s in graph.synonyms if node.id in s.rules],
        "translation_differences": [
            _difference(d)
            for d in graph.translation_differences
            if d.number == node.id or d.text in ids or d.english in ids or d.counterpart in ids
        ],
        "history": [_version(v) for v in graph.history.get(node.id, ())],
    }


def editions_document(graph: Graph) -> dict[str, Any]:
    """Every edition (official, translation, quote) and every official edition's 2HG changelog."""
    chain = graph.lineage.editions
    dates = {e.id: e.date or e.start for e in graph.editions}
    return {
        "format": EDITIONS_FORMAT,
        "newest": chain[-1] if chain else None,
        "archive": {
            "count": len(chain),
            "first": dates[chain[0]].isoformat() if chain else None,
            "last": dates[chain[-1]].isoformat() if chain else None,
            "missing": (
                None
                if graph.missing_editions is None
                else [
                    {
                        "date": m.date.isoformat(),
                        "occasion": m.occasion,
                        "source": m.source,
                        "says": m.says,
                        "confidence": m.confidence,
                    }
                    for m in graph.missing_editions
                ]
            ),
            "occasions": [
                {
                    "edition": o.edition,
                    "occasion": o.occasion,
                    "source": o.source,
                    "says": o.says,
                    "confidence": o.confidence,
                }
                for o in graph.occasions.values()
            ],
        },
        "numberings": [
            {"source": n.source, "numbers": list(n.numbers), "first": n.first, "last": n.last}
            for n in graph.numberings.values()
        ],
        "section_titles": [
            {"section": t.section, "title": t.title, "first": t.first, "last": t.last, "two_headed": t.two_headed}
            for t in graph.section_titles
        ],
        "editions": [_edition(e, graph.datings.get(e.id)) for e in graph.editions],
        "changelog": changes_json(graph.changes),
    }


SCHEMAS = ("graph", "rule", "editions", "resolve", "card", "cards")


def validator(name: str) -> Any:
    """A jsonschema validator for ``graph`` or ``rule`` documents (the rule schema refers to the graph one)."""
    import jsonschema
    from referencing import Registry, Resource

    schemas = {n: json.loads(files.read_package_text(f"schemas/{n}.schema.json")) for n in SCHEMAS}
    registry: Registry[Any] = Registry().with_resources(
        (schema["$id"], Resource.from_contents(schema)) for schema in schemas.values()
    )
    return jsonschema.Draft202012Validator(schemas[name], registry=registry)

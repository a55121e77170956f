"""What a hit shows: its address, heading, what it says of itself, the sentence that matched (``search.js`` too)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from twohg.profiles.search_words import RESULT_LABELS
from twohg.site import urls
from twohg.site.search.hits import WORDINGS, Hit
from twohg.site.search.record import SPAN_TODAY, Record
from twohg.site.search.terms import read
from twohg.text import SENTENCE_END_RE, first_words

if TYPE_CHECKING:
    from twohg.site.search.query import SearchIndex

#: Where a sentence ends: after a full stop and a space, or right after a Japanese full stop (no space follows).
#: A sentence shorter than this many words ("Non.", "Yes.") is shown with the next one: alone it says nothing.
SNIPPET_WORDS = 4


def hit_url(record: Record, language: str) -> str:
    """The URL of a record's page, from the site's root, in ``language``, with its anchor.

    A translation in the reader's language is the text of its page there (no anchor); in another
    language it is read under the page's "in every language".
    """
    url = urls.served(record.path, language)
    anchor = "" if record.kind == "translation" and record.lang == language else record.anchor
    return f"{url}#{anchor}" if anchor else url


def hit_label(index: SearchIndex, hit: Hit, language: str) -> dict[str, str]:
    """What a result says of itself in the reader's language: its kind, its language, its status (``search.js``)."""
    words = RESULT_LABELS[language]
    record = hit.record
    facts = index.facts
    status: list[str] = []
    if record.kind in WORDINGS:
        if record.current:
            status.append(words["current"])
        else:
            status += [words["old"], span_said(facts.spans.get(record.meaning, record.span), language)]
            if record.removed:
                status.append(words["removed"].format(date=record.removed))
                if record.now:  # the number went, its words stand on in another rule
                    status.append(words["same_words"].format(numbers=", ".join(record.now)))
                elif record.related:
                    status.append(words["same_topic"].format(numbers=", ".join(record.related)))
            elif record.now:
                status.append(f"{words['now']} {', '.join(record.now)}")
        older = index.older_wordings(record)
        if older:
            status.append(words["older_one"] if older == 1 else words["older_many"].format(n=older))
        if hit.via is not None and hit.via.kind == "translation":
            key = "translation_found" if hit.via.current and not hit.via.outdated else "translation_old"
            status.append(words[key].format(language=words[f"lang_{hit.via.lang}"]))
        elif hit.via is not None:
            status.append(words["matched_old"].format(span=span_said(hit.via.span, language)))
    elif record.kind in ("faq", "summary"):
        status.append(record.span)
        covered = index.covered_by(record)
        if record.outdated:
            status.append(words["outdated"])
        instead = dict(record.said).get(language)
        if instead and covered:  # a tournament matter: what the rules in force say instead, in a person's words
            status.append(f"{words['tournament_now']} {covered[0]}{words['said_colon']}{instead}")
        elif covered:
            said = [
                f"{number} “{first_words(facts.standing[number].text)}”" if number in facts.standing else number
                for number in covered
            ]
            status.append(f"{words['covered_by']} {', '.join(said)}")
        elif record.removed:
            status.append(words["removed"].format(date=record.removed))
            if record.related:
                status.append(words["same_topic"].format(numbers=", ".join(record.related)))
    elif record.kind == "glossary":
        status += [words["current"]] if record.current else [words["old"], span_said(record.span, language)]
    elif record.kind in ("tournament", "mtr"):
        status.append(record.span)
    elif record.kind == "card" and record.card and record.now:  # a card of the card data: what its words engage
        status.append(f"{words['engages']} {', '.join(record.now)}")
    elif record.kind == "card" and record.now:
        standing = [number for number in record.now if number in facts.standing]
        status.append(f"{words['used_in']} {', '.join(standing or record.now)}")
    elif record.kind == "ruling":
        status += [record.span, words[f"ruling_{record.source.removeprefix('ruling-')}"]]
        if record.outdated:
            status.append(words["outdated"])
            if record.now:
                status.append(f"{words['ruling_now']} {', '.join(record.now)}")
    return {
        "kind": words[f"kind_{record.kind}"],
        "language": words[f"lang_{record.lang}"] if record.lang else "",
        "status": " · ".join(part for part in status if part),
    }


def span_said(span: str, language: str) -> str:
    """A record's span in the reader's language: one that runs to today says so (``search.js``: spanSaid)."""
    start, dash, end = span.partition(" – ")
    return f"{start} – {RESULT_LABELS[language]['today']}" if dash and end == SPAN_TODAY else span


def shown_title(record: Record, language: str) -> str:
    """A result's heading: a card's name in the reader's language, a rule's number, an entry's title."""
    if record.kind in ("card", "ruling"):
        return dict(record.names).get(language, record.title)
    return record.rule if record.kind in WORDINGS and record.rule else record.title


def snippet(index: SearchIndex, hit: Hit) -> str:
    """The sentence of a record's text that says most of what the query matched (the first when none does).

    A short one ("Non.") comes with the next sentence (`SNIPPET_WORDS`); a Japanese one is a sentence too.
    """
    sentences = [s for s in SENTENCE_END_RE.split(hit.record.text) if s.strip()]
    if not sentences:
        return ""
    wanted = set(hit.terms)
    best, score = 0, 0
    for at, sentence in enumerate(sentences):
        found = {term for unit in read(sentence, index.words) for term in unit.terms}
        count = len(found & wanted)
        if count > score:
            best, score = at, count
    shown = sentences[best]
    if len(shown.split()) < SNIPPET_WORDS and len(shown) < 2 * SNIPPET_WORDS and best + 1 < len(sentences):
        shown = f"{shown} {sentences[best + 1]}"
    return " ".join(shown.split())


def hit_json(index: SearchIndex, hit: Hit, language: str) -> dict[str, object]:
    """A hit as ``twohg search --json`` prints it."""
    record = hit.record
    return {
        "rule": record.rule,
        "numbers": list(record.numbers),
        "now": list(record.now),
        "lang": record.lang,
        "kind": record.kind,
        "source": record.source,
        "edition": record.edition,
        "current": record.current,
        "outdated": record.outdated,
        "span": record.span,
        "removed": record.removed,
        "older": index.older_wordings(record),
        "title": record.title,
        "text": record.text,
        "snippet": snippet(index, hit),
        "url": hit_url(record, language),
        "score": hit.score,
        "cover": hit.cover,
        "label": hit_label(index, hit, language),
        "heading": shown_title(record, language),
        "translation": hit.via.id if hit.via is not None else None,
    }

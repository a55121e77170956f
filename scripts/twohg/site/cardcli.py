"""``twohg card NAME`` and ``twohg cards check FILE``: the card data on the command line, from the saved records.

Both read what ``twohg search`` saves (`twohg.site.search.cache`): the card name files to find a card, its data file
for its record, and the card API's document for the phrases' lines and the rules' texts today; the first run after
a change of the sources, the code or the card data builds them. They say what the card view and the deck check
say (`twohg.site.pages.cardview`), in the reader's language (``--lang``), the card's own texts in English.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from twohg.profiles import LABELS
from twohg.site import urls
from twohg.site.decklist import READ_FROM, in_play, read_list
from twohg.site.search.cache import CardFiles, saved_cards
from twohg.site.search.cardnames import NAME_LANGUAGES, NOTABLE, TWO_HEADED, CardHit
from twohg.text import shown

#: From this score a name given to ``twohg card`` or bracketed in a post is the card (the deck check's bar).
FOUND_FROM = READ_FROM


def _warn(command: str) -> Any:
    def warn(message: str) -> None:
        print(shown(f"{command}: {message}"), file=sys.stderr)

    return warn


def card_finder(root: Path, cards: Path) -> Callable[[str], str | None]:
    """What ``twohg link`` links a bracketed card name with: the address of the card it names, or None."""
    names = saved_cards(root, cards, _warn("twohg link"))[0]

    def find(name: str) -> str | None:
        found = names.find(name, 1)
        return found[0].row.slug if found and found[0].score >= FOUND_FROM else None

    return find


def card_record(card_files: CardFiles, slug: str) -> dict[str, Any] | None:
    """A card's record from its saved data file."""
    found = card_files.read(urls.data_shard(slug))
    cards = found.get("cards", {}) if isinstance(found, dict) else {}
    record = cards.get(slug)
    return record if isinstance(record, dict) else None


def _said(template: str, **values: object) -> str:
    for name, value in values.items():
        template = template.replace("{" + name + "}", str(value))
    return template


def card_lines(record: dict[str, Any], api: dict[str, Any], language: str) -> list[str]:
    """A card as text in the reader's language: names, Oracle text, what changes in 2HG, the rulings."""
    words = LABELS[language]
    names = {"en": record["name"], **record["names"]}
    mine = names.get(language) or record["name"]
    out = [mine + (f" ({record['name']})" if mine != record["name"] else "")]
    others = [
        f"{words['cv_lang_' + lang]}: {names[lang]}" for lang in NAME_LANGUAGES if lang in names and names[lang] != mine
    ]
    if others:
        out.append("  " + " · ".join(others))
    if record["notable"]:
        out.append("  " + words["cv_plays_differently"])
    data = api["data"]
    if not record["dated"] and data["dated_until"]:  # only where a source stops giving names and rulings
        out.append("  " + _said(words["cv_undated"], date=data["dated_until"], set=data["dated_set"]))
    if record["funny"]:
        out.append("  " + words["cv_funny"])
    out += ["", f"{words['cv_oracle']} ({words['cv_oracle_note']}):"]
    for face in record["faces"]:
        head = " · ".join(part for part in (face["name"], face["cost"], face["type"], face["stats"]) if part)
        out.append(f"  {head}")
        out += [f"    {line}" for line in face["text"].splitlines() if line]
        if face["from"] == "2018":
            out.append(f"    ({words['cv_face_2018']})")
        elif face["from"] == "none":
            out.append(f"    ({words['cv_face_none']})")
    phrases = {phrase["id"]: phrase for phrase in api["phrases"]}
    out += ["", f"{words['cv_changes']}:"]
    engaged = [phrases[p] for p in record["phrases"] if p in phrases]
    if not engaged:
        out.append(f"  {words['cv_changes_none']}")
    for phrase in sorted(engaged, key=lambda p: not p["notable"]):
        out.append(f"  - {phrase['says'][language]} ({', '.join(phrase['rules'])})")
    out += ["", f"{words['cv_rulings']}:"]
    if not record["rulings"]:
        out.append(f"  {words['cv_rulings_none']}")
    for ruling in record["rulings"]:
        kind = {"2hg": f" [{words['cv_rulings_2hg']}]", "multiplayer": f" [{words['cv_rulings_multiplayer']}]"}.get(
            ruling["kind"], ""
        )
        out.append(f"  {ruling['date']}{kind}: {ruling['text']}")
        if ruling["withdrawn"]:
            out.append(f"    {words['cv_ruling_withdrawn']}")
        if ruling["changes"]:
            out.append("    " + _said(words["cv_ruling_outdated"], date=ruling["date"]))
            for rule, date, how in ruling["changes"]:
                template = words["cv_ruling_added"] if how == "added" else words["cv_ruling_reworded"]
                out.append("      - " + _said(template, rule=rule, date=date))
            for rule in dict.fromkeys(change[0] for change in ruling["changes"]):
                text = api["rules"].get(rule, {}).get("text", "")
                out.append(f"      {_said(words['cv_ruling_today'], rule=rule)} {text}")
        elif ruling["rules"]:
            out.append("    " + _said(words["cv_ruling_holds"], rules=", ".join(ruling["rules"])))
    out += ["", _said(words["cv_source"], source=record["source"])]
    return out


def command_card(root: Path, cards: Path, name: str, language: str, as_json: bool) -> int:
    """``twohg card``: the card a name names, or one line saying the data has none (exit status 1)."""
    names, card_files, api = saved_cards(root, cards, _warn("twohg card"))
    found = names.find(name, 1)
    if not found or found[0].score < FOUND_FROM:
        print(shown(f"twohg card: {name!r}: {LABELS[language]['cv_missing']}"), file=sys.stderr)
        return 1
    record = card_record(card_files, found[0].row.slug)
    if record is None:
        print(shown(f"twohg card: {name!r}: {LABELS[language]['cv_missing']}"), file=sys.stderr)
        return 1
    if as_json:
        phrases = {phrase["id"]: phrase for phrase in api["phrases"]}
        said = {p: {"says": phrases[p]["says"][language], "rules": phrases[p]["rules"]} for p in record["phrases"]}
        out = {"card": record, "phrases": said, "matched": {"name": found[0].shown, "language": found[0].language}}
        sys.stdout.write(json.dumps(out, ensure_ascii=False, indent=2) + "\n")
        return 0
    sys.stdout.write("\n".join(shown(line) for line in card_lines(record, api, language)) + "\n")
    return 0


def command_cards_check(root: Path, cards: Path, text: str, name: str, language: str, as_json: bool) -> int:
    """``twohg cards check``: the list's cards that play differently in 2HG; each line not read on stderr."""
    words = LABELS[language]
    names, card_files, api = saved_cards(root, cards, _warn("twohg cards check"))
    lines = read_list(text, names)
    played = in_play(lines)
    different = [(hit, count) for hit, count in played if hit.row.flags & (NOTABLE | TWO_HEADED)]
    for line in lines:
        if line.card is None:
            print(shown(f"{name}:{line.line}: {line.text.strip()}: {words['dc_no_card']}"), file=sys.stderr)
    if as_json:
        out = {
            "different": [_card_json(card_files, hit, count) for hit, count in different],
            "same": [
                {"slug": hit.row.slug, "name": hit.row.names[0], "count": count}
                for hit, count in played
                if (hit, count) not in different
            ],
            "unread": [{"line": line.line, "text": line.text} for line in lines if line.card is None],
        }
        sys.stdout.write(json.dumps(out, ensure_ascii=False, indent=2) + "\n")
        return 0
    head = _said(words["dc_result"], n=len(different)) if different else words["dc_result_none"]
    print(head + ":" if different else head)
    phrases = {phrase["id"]: phrase for phrase in api["phrases"]}
    for hit, count in different:
        row = hit.row
        shown_name = row.name_in(language)
        print(shown(f"  {shown_name} {_said(words['dc_copies'], n=count)} · {', '.join(row.rules)}"))
        record = card_record(card_files, row.slug) or {}
        for phrase in record.get("phrases", ()):
            if phrase in phrases and phrases[phrase]["notable"]:
                print(shown(f"    - {phrases[phrase]['says'][language]}"))
        for ruling in record.get("rulings", ()):
            if ruling["kind"] == "2hg":
                mark = f" {words['rule_cards_outdated']}" if ruling["changes"] else ""
                print(shown(f"    {ruling['date']}: {ruling['text']}{mark}"))
    same = len(played) - len(different)
    if same:
        print(_said(words["dc_same"], n=same))
    return 0


def _card_json(card_files: CardFiles, hit: CardHit, count: int) -> dict[str, Any]:
    record = card_record(card_files, hit.row.slug) or {}
    return {
        "slug": hit.row.slug,
        "name": hit.row.names[0],
        "names": dict(zip(NAME_LANGUAGES, hit.row.names, strict=True)),
        "count": count,
        "rules": list(hit.row.rules),
        "phrases": record.get("phrases", []),
        "rulings": [r for r in record.get("rulings", []) if r["kind"] == "2hg"],
    }

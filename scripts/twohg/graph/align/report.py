"""The renumbering report: what each edition changed in the lineages, for a rules expert to check."""

from __future__ import annotations

from collections.abc import Iterable

from twohg.graph.align.model import SCORER, Added, Lineage, Removed, number_of
from twohg.graph.model import Link


def _link_score(link: Link) -> str:
    """The score shown for a link in the report."""
    similarity = next((e for e in link.evidence if e.kind == "similarity" and e.score is not None), None)
    if similarity is not None:
        return f"{similarity.score:.1f}"
    return "structure" if any(e.kind == "structure" for e in link.evidence) else "-"


def _reviewed_lines(links: Iterable[Link]) -> list[int]:
    """The reviewed-file lines behind some links."""
    return sorted({e.line for link in links for e in link.evidence if e.kind == "reviewed" and e.line is not None})


def _is_unchanged(link: Link) -> bool:
    """True for a link made by the first pass: the same number and wording in the next edition."""
    first = link.evidence[0]
    return (
        link.kind == "same"
        and first.score == 100.0
        and (first.detail.startswith("the same") or " of the section titles " in first.detail)
    )


def render_renumbering_report(lineage: Lineage) -> str:
    """A plain-text report of every link, removal, addition and figure change, for a rules expert."""
    lines = [
        "Renumbering report: the Two-Headed Giant rules across the official English editions",
        f"Editions: {len(lineage.editions)}, {lineage.editions[0] if lineage.editions else ''} to "
        f"{lineage.editions[-1] if lineage.editions else ''}",
        f"Scores are rapidfuzz {SCORER} (0-100) on normalised text: over paired sentences for automatic links,",
        "of whole texts for leftover and reviewed links, of titles for headings. 'UNCERTAIN' marks a link to review;",
        f"'reviewed N' cites line N of {lineage.reviewed_file}. Rules with the same number and wording in the next",
        "edition (typography aside) are counted, not listed.",
    ]
    if lineage.problems:
        lines += ["", "Problems in the reviewed file:"] + [f"  {p}" for p in lineage.problems]
    by_pair: dict[tuple[str, str], list[Link]] = {}
    for link in lineage.links:
        by_pair.setdefault((link.source.split("/")[0], link.target.split("/")[0]), []).append(link)
    changes = {(c.source, c.target): c for c in lineage.changes}
    removed_before: dict[str, list[Removed]] = {}
    for removal in lineage.removed:
        removed_before.setdefault(removal.next_edition, []).append(removal)
    added_after: dict[str, list[Added]] = {}
    for addition in lineage.added:
        added_after.setdefault(addition.previous_edition, []).append(addition)
    for old_edition, new_edition in zip(lineage.editions, lineage.editions[1:], strict=False):
        pair_links = by_pair.get((old_edition, new_edition), [])
        unchanged = [link for link in pair_links if _is_unchanged(link)]
        gone = removed_before.get(new_edition, [])
        new = added_after.get(old_edition, [])
        if len(unchanged) == len(pair_links) and not gone and not new:
            lines += ["", f"== {old_edition} -> {new_edition}: no change in wording ({len(unchanged)} texts)"]
            continue
        lines += ["", f"== {old_edition} -> {new_edition}", f"links ({len(unchanged)} unchanged texts not listed):"]
        grouped: dict[str, list[Link]] = {}
        for link in pair_links:
            if not _is_unchanged(link):
                grouped.setdefault(link.source, []).append(link)
        for source, group in grouped.items():
            kinds = "/".join(dict.fromkeys(link.kind for link in group))
            targets = ", ".join(number_of(link.target) for link in group)
            scores = ", ".join(_link_score(link) for link in group)
            entry = f"  {number_of(source)} -> {targets}  {kinds}  (ratio {scores})"
            reviewed = _reviewed_lines(group)
            if reviewed:
                entry += f"  [reviewed {', '.join(map(str, reviewed))}]"
            if not all(link.certain for link in group):
                entry += "  UNCERTAIN"
            lines.append(entry)
        lines.append("removed (no successor):" + ("" if gone else " none"))
        lines += [
            f"  {number_of(r.text)}: {'[reviewed] ' if r.reviewed else ''}{r.note}"
            + (f" [same topic, not a successor: {', '.join(number_of(t) for t in r.related)}]" if r.related else "")
            for r in gone
        ]
        lines.append("added (no predecessor):" + ("" if new else " none"))
        lines += [f"  {number_of(a.text)}: {'[reviewed] ' if a.reviewed else ''}{a.note}" for a in new]
        figure_lines = [
            f"  {number_of(link.source)} -> {number_of(link.target)}: {'; '.join(f.note for f in change.figures)}"
            for link in pair_links
            if (change := changes.get((link.source, link.target))) is not None and change.figures
        ]
        lines.append("figure changes:" + ("" if figure_lines else " none"))
        lines += figure_lines
    uncertain = [link for link in lineage.links if not link.certain]
    lines += ["", f"Uncertain links: {len(uncertain)}"]
    lines += [f"  {link.source} -> {link.target} ({_link_score(link)})" for link in uncertain]
    return "\n".join(lines) + "\n"

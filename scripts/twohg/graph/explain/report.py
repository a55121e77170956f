"""The report of uncertain links and of entries that explain no rule, for a rules expert to review."""

from __future__ import annotations

from collections.abc import Sequence

from twohg.graph.explain.common import _EXPLAINER_ID_RE, AGAINST
from twohg.graph.model import Evidence, Link


def why_uncertain(link: Link) -> str:
    """Why a link is uncertain, from its evidence."""
    reasons = [e.detail for e in link.evidence if e.kind == "reviewed" and e.detail.startswith("reviewed as uncertain")]
    reasons += [e.detail[len(AGAINST) :] for e in link.evidence if e.detail.startswith(AGAINST)]
    if reasons:
        return "; ".join(reasons)
    kinds = {e.kind for e in link.evidence}
    if kinds <= {"number", "structure"}:
        return "only the rule number (and its place in the section) agrees; nothing else can be compared"
    if kinds <= {"figures", "number", "structure"}:
        return "only shared figures, which can coincide"
    return "the evidence is below the thresholds for an automatic link"


def _short(text: str, limit: int = 140) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _evidence_summary(evidence: Sequence[Evidence]) -> str:
    parts = []
    for item in evidence:
        where = f" ({item.file}:{item.line})" if item.file and item.line else ""
        parts.append(f"{item.kind}: {_short(item.detail)}{where}")
    return "; ".join(parts)


def render_uncertain_report(links: Sequence[Link], unlinked: Sequence[tuple[str, str]]) -> str:
    """Plain text: one line per uncertain link (ids, kind, evidence, why), then one per entry linked to no rule."""
    uncertain = [link for link in links if not link.certain]
    lines = [f"Uncertain links: {len(uncertain)}"]
    for link in uncertain:
        lines.append(
            f"{link.kind} {link.source} -> {link.target} | evidence: {_evidence_summary(link.evidence)} "
            f"| uncertain because: {why_uncertain(link)}"
        )
    lines.append("")
    lines.append(f"Linked to no rule: {len(unlinked)}")
    for entry_id, reason in unlinked:
        what = "explains no Comprehensive Rule" if _EXPLAINER_ID_RE.match(entry_id) else "translates no English text"
        lines.append(f"{entry_id} | {what}: {reason}")
    return "\n".join(lines) + "\n"

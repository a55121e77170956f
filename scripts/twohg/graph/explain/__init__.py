"""Translations and explanations: which English text a translated rule renders, which rules a FAQ or summary explains.

Two kinds of `Link`, each with its evidence (`Evidence`) and a ``certain`` flag:

- ``translation``: from an English official rule text to the translated text (English -> Spanish,
  the direction of "is translated by"); one link per translated rule, to the English text it
  renders. Candidates are the same number in every official English edition; they are compared
  without machine translation, by what survives translation unchanged: figures (digits and number
  words), cited rule numbers, card names (through ``rules_src/cards.yaml``), the number of
  examples, the subrules and the section heading. A disagreement rejects the candidate (the
  Spanish 810.10, shared poison counters, is not the 2010 810.10, larger teams). Among the
  accepted ones the link goes to a candidate with evidence beyond the number, then to the edition
  closest in time (in force during the translation's date range), then the one with more evidence.
- ``explains``: from a FAQ entry (``<source>/q<index>``) or summary section (``<source>/s<number>``)
  to the rule texts it explains, in the edition in force at the document's date (the latest
  official edition of that date, completed by a translation whose date range covers it for the
  numbers that edition lacks or means differently). Evidence: citations (a citation of a rule
  outside the 2HG sections points at the 2HG rule that cites, and so modifies, it), rapidfuzz
  similarity for texts in the same language, shared cards, shared figures, and reviewed entries.

Everything automatic can be overruled in the reviewed file ``rules_src/alignment/explanations.yaml``
(see `parse_reviewed`), each entry with its reason. Entries that explain no Comprehensive Rule are
returned with their reason, never dropped; `render_uncertain_report` lists what stays uncertain.
"""

from twohg.graph.explain.common import REVIEWED_FILE, CardNames, card_names, card_names_from_yaml
from twohg.graph.explain.explainers import Explainer, faq_explainers, summary_explainers
from twohg.graph.explain.explanations import explanation_links, texts_in_force
from twohg.graph.explain.report import render_uncertain_report, why_uncertain
from twohg.graph.explain.reviewed import KnownIds, Reviewed, check_reviewed, parse_reviewed
from twohg.graph.explain.stage import Explanations, explain
from twohg.graph.explain.translations import align_translations, translation_candidates, translation_links

__all__ = [
    "CardNames",
    "Explainer",
    "Explanations",
    "KnownIds",
    "REVIEWED_FILE",
    "Reviewed",
    "align_translations",
    "card_names",
    "card_names_from_yaml",
    "check_reviewed",
    "citations",
    "explain",
    "explanation_links",
    "faq_explainers",
    "figures",
    "parse_reviewed",
    "render_uncertain_report",
    "summary_explainers",
    "texts_in_force",
    "translation_candidates",
    "translation_links",
    "why_uncertain",
]

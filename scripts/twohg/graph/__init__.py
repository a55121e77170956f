"""The graph phase: editions, alignment, explanations, citations, cards, discrepancies -> the rule graph."""

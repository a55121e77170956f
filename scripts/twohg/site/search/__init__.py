"""Search: records built from the graph, the terms they are found by, and the query that ranks them.

- `terms`: how a text becomes search terms (folding of case, accents, widths and apostrophes;
  Latin words, Japanese character pairs) and how a query names a rule number;
- `record`: the type of a record, without the graph;
- `records`: one record per thing a reader can land on (a rule's current text and each older
  wording, a translation, a FAQ answer, a summary section), with every number its rule has
  had and the names, in every language, of the cards it uses;
- `query`: the ranking, in Python with rapidfuzz (``twohg search``);
- `cache`: the records saved in the project, so that ``twohg search`` answers without the graph
  while the sources and the code are those they were built from.
"""

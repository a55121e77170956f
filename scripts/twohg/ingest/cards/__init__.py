"""The card data: MTGJSON files (version 3 set files, version 5 lists and AtomicCards) -> every card once.

The data lies outside the project and is never committed to it: a build is given its path
(``--cards``, or the environment variable ``TWOHG_CARDS``), and a build without it still works.
`load_card_data` reads every file at that path (`twohg.files.card_data_paths`), each by its content
(`mtgjson.read_document`), and joins them by English name (`join.join_cards`).
"""

from __future__ import annotations

from pathlib import Path

from twohg import files
from twohg.ingest.cards.join import join_cards, join_key
from twohg.ingest.cards.model import CARD_LANGUAGES, Card, CardData, Face, Printed, Ruling, Source
from twohg.ingest.cards.mtgjson import Read, read_document
from twohg.problems import InputError, Problem


def load_card_data(path: Path) -> tuple[CardData, tuple[Problem, ...]]:
    """The card data at ``path`` and what was left out of it (``file:line`` notices: a card or ruling dropped).

    Raises InputError when a file cannot be read as card data at all (not JSON, not MTGJSON, too large, a
    link out of the folder): a build never publishes half of what it was given.
    """
    try:
        paths = files.card_data_paths(path)
    except (files.CardDataError, OSError) as error:
        raise InputError([Problem(str(path), 0, str(error).removeprefix(f"{path}: "))]) from error
    read: list[tuple[str, Read]] = []
    errors: list[Problem] = []
    notices: list[Problem] = []
    top = path if path.is_dir() else path.parent
    for shown, file in paths:
        try:
            data = files.read_card_file(file)
        except (files.CardDataError, OSError) as error:
            errors.append(Problem(shown, 0, str(error).removeprefix(f"{file}: ")))
            continue
        document, problems = read_document(shown, data)
        if document is None:
            errors.extend(problems)
            continue
        notices.extend(problems)
        read.append((file.relative_to(top).as_posix() if file.is_relative_to(top) else file.name, document))
    if errors:
        raise InputError(errors)
    if not read:
        raise InputError([Problem(str(path), 0, "no card data in it (only JSON Schemas)")])
    return join_cards(read), tuple(sorted(notices))


__all__ = [
    "CARD_LANGUAGES",
    "Card",
    "CardData",
    "Face",
    "Printed",
    "Ruling",
    "Source",
    "join_key",
    "load_card_data",
]

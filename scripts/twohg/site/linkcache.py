"""The rule numbers saved in the project, so that ``twohg link`` answers without building the graph.

What the autolinker reads of the graph is its resolver: every number, its meanings, where each stands
today, what it was in the editions no 2HG rule had it (`twohg.resolved.Numbers`), and ``twohg link``
prints the notices the graph gives a maintainer. Built from the graph, that is tens of seconds of
ingest and alignment for a post of one line. ``twohg link`` saves them once (`Numbers.document`, a few
hundred KB) in ``.twohg-cache/link-numbers.json`` under the project root (`files.CACHE_DIR`), sealed as
every saved document is (`twohg.files.cache`): keyed by ``rules_src/``, the package's own files and the
libraries' versions, so that a change to any of them builds the numbers again, with a checksum and a
seal naming the very file this code wrote. The card data is no part of it: ``twohg link --cards``
finds cards in the card part ``twohg search`` saves, keyed by the card data's files as well
(`twohg.site.search.cache.saved_cards`).

The site's address the links start with (``site_url`` of ``mkdocs.yml``, checked) is saved beside them
in the same way, keyed by that file and the code (`configured_site_url`): while they are the same, a
call reads neither PyYAML nor the file.

A saved file that is missing, of other inputs, edited (its checksum made to hold again or not) or
copied, or that does not read, is built again without a word; one that cannot be written is no error
(what was built serves all the same; a line says why it was not saved). This module imports nothing
of the graph until it has to build.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from twohg import files
from twohg.problems import InputError, Problem
from twohg.resolved import Numbers

#: The cache file and its seal, in `files.CACHE_DIR`.
CACHE_FILE = "link-numbers.json"
SEAL_FILE = "link-numbers.seal"
#: Changes whenever the layout of the file or of `Numbers.document` does.
CACHE_FORMAT = "twohg-link-cache/1"
NUMBERS = files.SealedFile(CACHE_FILE, SEAL_FILE, CACHE_FORMAT, "the rule numbers")
#: The site's address, saved beside them.
SITE_FILE = "link-site-url.json"
SITE_SEAL = "link-site-url.seal"
SITE = files.SealedFile(SITE_FILE, SITE_SEAL, CACHE_FORMAT, "the site's address")


def built_document(root: Path) -> dict[str, Any]:
    """The document to save, built from the project's graph (the slow way): its numbers and its notices."""
    from twohg.graph.assembly import load_graph

    _, graph = load_graph(root)
    notices = [[notice.file, notice.line, notice.message] for notice in graph.notices]
    return {"numbers": graph.resolver.document(), "notices": notices}


def checked(document: object) -> bool:
    """Whether a saved document has the shape this code reads (its values are read by `Numbers.of_document`)."""
    if not isinstance(document, dict) or not isinstance(document.get("notices"), list):
        return False
    numbers = document.get("numbers")
    if not (
        isinstance(numbers, dict)
        and isinstance(numbers.get("editions"), list)
        and len(numbers["editions"]) > 0
        and isinstance(numbers.get("numbers"), list)
        and isinstance(numbers.get("thens"), dict)
    ):
        return False
    # Each number's runs are read only when a post names it (`Numbers.thens`): their shape is checked here.
    return all(
        isinstance(runs, list)
        and all(isinstance(run, list) and len(run) == 5 and isinstance(run[3], list) for run in runs)
        for runs in numbers["thens"].values()
    )


def saved_document(root: Path, warn: Callable[[str], None] | None = None) -> dict[str, Any]:
    """The project's numbers document: the saved one when it is of these very inputs, else built and saved."""
    document: dict[str, Any] = files.saved_or_built(
        root, NUMBERS, files.cache_inputs(root), lambda: built_document(root), checked, warn
    )
    return document


def _read(document: dict[str, Any]) -> tuple[Numbers, tuple[Problem, ...]]:
    notices = tuple(Problem(str(file), int(line), str(message)) for file, line, message in document["notices"])
    return Numbers.of_document(document["numbers"]), notices


def saved_numbers(root: Path, warn: Callable[[str], None] | None = None) -> tuple[Numbers, tuple[Problem, ...]]:
    """The project's numbers and the graph's notices (`saved_document`); a saved file that does not read is built again.

    ``warn`` hears, in a line, why the numbers built could not be saved (the next call builds them again).
    """
    try:
        return _read(saved_document(root, warn))
    except files.UNREADABLE:
        NUMBERS.remove(root)
        return _read(saved_document(root, warn))


def configured_site_url(root: Path, warn: Callable[[str], None] | None = None) -> str:
    """``site_url`` of the project's ``mkdocs.yml``, checked (`twohg.site.config.configured_site_url`); InputError.

    Saved keyed by that file and the code: a file with a problem is never saved, every call reports it.
    """

    def read() -> dict[str, Any]:
        from twohg.site.config import configured_site_url as read_site_url

        site_url, problems = read_site_url(root / files.CONFIG_FILE)
        if problems:
            raise InputError(problems)
        return {"site_url": site_url}

    folders = {"twohg": files.code_folder(), files.CONFIG_FILE: root / files.CONFIG_FILE}
    document = files.saved_or_built(root, SITE, folders, read, _checked_site, warn)
    return str(document["site_url"])


def _checked_site(document: object) -> bool:
    return isinstance(document, dict) and isinstance(document.get("site_url"), str)

"""The ``twohg`` command: check, dump, graph, report, build and serve."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from twohg import files
from twohg.clock import Clock
from twohg.languages import LANGUAGES
from twohg.problems import InputError, Problem
from twohg.text import shown

if TYPE_CHECKING:
    import datetime as dt

    from twohg.graph.assembly import Graph
    from twohg.ingest.corpus import Corpus
    from twohg.resolved import Numbers

# The graph's modules are imported by the commands that use them: ``twohg search`` with its records
# saved (`twohg.site.search.cache`) and ``twohg link`` with its numbers saved (`twohg.site.linkcache`)
# answer without loading them.


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2, sort_keys=False) + "\n")


def _span(lines: Sequence[int]) -> str:
    return str(lines[0]) if len(lines) == 1 or lines[0] == lines[-1] else f"{lines[0]}-{lines[-1]}"


def command_check(corpus: Corpus, verbose: bool) -> int:
    """Print what every source holds; fail when a paragraph is unaccounted for."""
    from twohg.ingest.inventory import take_inventory

    status = 0
    header = (
        f"{'source':<22} {'rules':>5} {'heads':>5} {'exmpl':>5} {'faq':>4} {'summ':>4} {'gloss':>5} {'not-a-rule':>10} "
        f"{'lost':>4}"
    )
    print(header)
    for loaded in corpus.sources:
        inv = take_inventory(loaded.parsed, loaded.text.lines)
        print(
            f"{inv.source_id:<22} {inv.rules:>5} {inv.headings:>5} {inv.examples:>5} {inv.faq_entries:>4} "
            f"{inv.summary_sections:>4} {inv.glossary_entries:>5} {inv.not_a_rule:>10} {len(inv.unaccounted):>4}"
        )
        for line in inv.unaccounted:
            print(shown(f"{loaded.path}:{line}: paragraph not accounted for by any unit"), file=sys.stderr)
            status = 1
    if verbose:
        print("\nNot a rule:")
        for loaded in corpus.sources:
            for record in loaded.parsed.not_rules:
                count = len(record.lines)
                plural = "paragraph" if count == 1 else "paragraphs"
                print(shown(f"{loaded.path}:{_span(record.lines)}: ({count} {plural}) {record.reason}: {record.text}"))
    return status


def command_dump(corpus: Corpus, source_id: str | None) -> int:
    """Print the parsed units of one source, or of all, as JSON."""
    from twohg.ingest.dump import dump_source

    if source_id is None:
        _print_json([dump_source(loaded) for loaded in corpus.sources])
        return 0
    try:
        _print_json(dump_source(corpus.source(source_id)))
    except KeyError:
        known = ", ".join(loaded.entry.id for loaded in corpus.sources)
        print(f"twohg dump: no source {source_id!r} (known: {known})", file=sys.stderr)
        return 2
    return 0


def _print_notices(notices: Sequence[Problem]) -> None:
    """What a maintainer may tidy (`Graph.notices`), one line each on standard error: ``file:line: notice: ...``."""
    for notice in notices:
        print(Problem(notice.file, notice.line, f"notice: {notice.message}"), file=sys.stderr)


def _print_stage(stage: str, seconds: float) -> None:
    """One line per pipeline stage as it ends, on standard error."""
    print(f"  {seconds:6.2f} s  {stage}", file=sys.stderr, flush=True)


#: The forms of date the help promises, and no other (``date.fromisoformat`` also takes ``20260417`` and ISO weeks).
_DAY_RE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_MONTH_RE = re.compile(r"[0-9]{4}-[0-9]{2}")


def _date(text: str) -> dt.date:
    """A ``YYYY-MM-DD`` date for argparse (a wrong one is a usage error, not a traceback)."""
    import datetime as dt  # only the commands that take a date need it

    try:
        if not _DAY_RE.fullmatch(text):
            raise ValueError(text)
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a YYYY-MM-DD date: {text!r}") from None


def _count(text: str) -> int:
    """A count of at least 1 for argparse (``--limit 0`` is a usage error, not "nothing found")."""
    if not text.isascii() or not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"not a whole number of 1 or more: {text!r}")
    return int(text)


def command_search(root: Path, query: str, language: str, limit: int, as_json: bool, cards: Path | None = None) -> int:
    """``twohg search``: the best hits for a query; exit status 1, and a line on standard error, when there is none.

    The index comes from the project's cache (`twohg.site.search.cache`), built from the graph only
    when the sources or the code changed since it was saved. What the query named and no text has
    (a rule number, words) is said on standard error, with the nearest numbers or words.
    """
    from twohg.profiles.search_words import ANSWER_LINES
    from twohg.site.search.cache import answer_from
    from twohg.site.search.shown import hit_json

    def warn(message: str) -> None:
        print(shown(f"twohg search: {message}"), file=sys.stderr)

    from twohg.site.search.query import MAX_QUERY

    index, answer = answer_from(root, query, language, max(limit, 0), warn, cards)
    said = ANSWER_LINES[language]
    if answer.cut:
        warn(said["cut"].format(n=MAX_QUERY))
    if answer.number is not None:
        nearest = ", ".join(answer.nearest)
        warn(
            said["no_rule"].format(number=answer.number)
            + (" " + said["nearest"].format(numbers=nearest) if nearest else "")
        )
    if answer.missing:
        warn(said["missing"].format(words=", ".join(f"“{word}”" for word in answer.missing)))
    for word, spellings in answer.near:
        warn(said["near"].format(word=f"“{word}”", words=", ".join(f"“{spelling}”" for spelling in spellings)))
    if not answer.hits:
        suggestions = ", ".join(answer.suggestions)
        warn(said["none"] + (" " + said["suggest"].format(words=suggestions) if suggestions else ""))
    found = [hit_json(index, hit, language) for hit in answer.hits]
    if as_json:
        _print_json(found)
    for hit in [] if as_json else found:
        label = cast(dict[str, str], hit["label"])
        said_of = " · ".join(part for part in (label["kind"], label["language"], label["status"]) if part)
        text = " ".join(str(hit["snippet"]).split())
        print(shown(f"{hit['heading']}  {said_of}"))
        print(shown(f"    /{hit['url']}"))
        print(shown(f"    {text[:160]}{'…' if len(text) > 160 else ''}"))
    return 0 if found else 1


def _post_date(text: str) -> dt.date:
    """A post's date, ``YYYY-MM-DD`` or ``YYYY-MM`` (read as the month's first day)."""
    import datetime as dt  # only the commands that take a date need it

    try:
        if _MONTH_RE.fullmatch(text):
            return dt.date.fromisoformat(f"{text}-01")
        if not _DAY_RE.fullmatch(text):
            raise ValueError(text)
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a YYYY-MM or YYYY-MM-DD date: {text!r}") from None


def _base(text: str) -> str:
    """A base address for ``twohg link`` (`twohg.site.autolink.check_base`); a wrong one is a usage error."""
    from twohg.site.autolink import check_base

    try:
        return check_base(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(shown(str(error))) from None


def command_link(
    numbers: Numbers,
    post: str,
    name: str,
    args: argparse.Namespace,
    base: str | None = None,
    find_card: Callable[[str], str | None] | None = None,
) -> int:
    """``twohg link``: the post with every rule number linked; each number left alone reported on stderr.

    ``numbers`` are the graph's resolver or the numbers saved from it (`twohg.site.linkcache`): the same
    output. The links start with ``--base`` when given, else with ``base`` (the site's ``site_url``). With
    the card data (``find_card``), ``[[Card]]`` and ``[c]Card[/c]`` link to the card.
    """
    from twohg.site.autolink import autolink

    base = args.base or base or ""
    newest = numbers.dates[numbers.newest]
    if args.date is not None and args.date > newest:
        # Read as of the newest edition held, and said so: a newer edition may have renumbered or changed them.
        print(
            f"{name}: --date {args.date.isoformat()} is after the newest edition this site holds "
            f"({newest.isoformat()}): numbers are read as of that edition; a newer one may have changed them",
            file=sys.stderr,
        )
    linked, found = autolink(
        post, numbers, fmt=args.format, base=base, language=args.lang, date=args.date, find_card=find_card
    )
    sys.stdout.write(linked if linked.endswith("\n") or not linked else linked + "\n")
    for item in found:
        if item.problem:
            print(shown(f"{name}:{item.line}: {item.problem}"), file=sys.stderr)
    return 0


def _edition_on(graph: Graph, option: str, date: dt.date) -> str | None:
    """The official edition dated ``date``; None, with one line on stderr naming the nearest editions, if none is."""
    from twohg.graph.compare import edition_by_date, nearest_editions

    chain, dates = graph.lineage.editions, graph.resolver.dates
    found = edition_by_date(chain, dates, date)
    if found is None:
        nearest = " and ".join(dates[e].isoformat() for e in nearest_editions(chain, dates, date))
        known = next((m for m in graph.missing_editions or () if m.date == date), None)
        why = (
            f"the edition of this date exists ({known.source}) but the archive does not hold it"
            if known is not None
            else "no edition has this date"
        )
        print(f"twohg report: {option} {date.isoformat()}: {why}; nearest: {nearest}", file=sys.stderr)
    return found


def command_compare(graph: Graph, source: dt.date, target: dt.date | None, as_json: bool) -> int:
    """``twohg report changes --from DATE --to DATE``: two editions compared; 2 when a date is no edition's."""
    from twohg.graph.compare import compare, comparison_json, render_comparison

    dates = graph.resolver.dates
    old = _edition_on(graph, "--from", source)
    new = graph.resolver.newest if target is None else _edition_on(graph, "--to", target)
    if old is None or new is None:
        return 2
    comparison = compare(graph.lineage, old, new, graph.rewordings)
    if as_json:
        _print_json(comparison_json(comparison, graph.resolver.texts, dates))
    else:
        sys.stdout.write(render_comparison(comparison, graph.resolver.texts, dates))
    return 0


class _ReportNames:
    """The names of the reports (`twohg.graph.reports.REPORTS`), imported only when a report is named or listed.

    (A list of choices would import the graph's modules for every command, ``twohg search`` too.)
    """

    @staticmethod
    def _names() -> tuple[str, ...]:
        from twohg.graph.reports import REPORTS

        return REPORTS

    def __contains__(self, name: object) -> bool:
        return name in self._names()

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())


def _cards_option(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--cards",
        type=Path,
        default=None,
        help=f"the card data: an MTGJSON file or a folder of them (default: ${files.CARDS_VARIABLE}, if set)",
    )


def cards_path(args: argparse.Namespace) -> Path | None:
    """The card data a command reads: ``--cards``, else the environment's `files.CARDS_VARIABLE`, else none."""
    given = getattr(args, "cards", None) or os.environ.get(files.CARDS_VARIABLE) or None
    return Path(given) if given else None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="twohg", description="Two-Headed Giant rules: ingest, check, build.")
    parser.add_argument("--root", type=Path, default=None, help="project root (default: found from the cwd)")
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="parse every source and account for every paragraph")
    check.add_argument("--verbose", action="store_true", help="list every not-a-rule paragraph with its reason")
    dump = commands.add_parser("dump", help="print the parsed units")
    dump.add_argument("--json", action="store_true", required=True, help="print JSON (the only format)")
    dump.add_argument("source_id", nargs="?", help="one catalogue id (default: every source)")
    build = commands.add_parser("build", help="run the whole pipeline and build the site")
    build.add_argument("--site-dir", type=Path, default=Path("site"), help="where to write the site")
    _cards_option(build)
    graph = commands.add_parser("graph", help="print the aligned rule graph")
    graph.add_argument("--json", action="store_true", required=True, help="print JSON (the only format)")
    report = commands.add_parser("report", help="print reports for review: renumbering, uncertain, discrepancies")
    report.add_argument(
        "name", nargs="?", choices=_ReportNames(), metavar="name", help="one report (default: all of them): %(choices)s"
    )
    report.add_argument("--since", type=_date, default=None, help="changes: only editions from this date (YYYY-MM-DD)")
    report.add_argument("--json", action="store_true", help="changes: one JSON object per edition, oldest first")
    report.add_argument(
        "--from", dest="source", type=_date, default=None, help="changes: compare the edition of this date (YYYY-MM-DD)"
    )
    report.add_argument(
        "--to", dest="target", type=_date, default=None, help="changes: with the edition of this date (default: newest)"
    )
    search = commands.add_parser("search", help="find rules by number, card name or words, in any language")
    search.add_argument("query", help="a rule number (old or new), a card name or words")
    search.add_argument("--lang", choices=LANGUAGES, default=LANGUAGES[0], help="the reader's language (first)")
    search.add_argument("--limit", type=_count, default=10, help="at most this many hits (default 10)")
    search.add_argument("--json", action="store_true", help="print a JSON list of hits, best first")
    _cards_option(search)
    card = commands.add_parser("card", help="a card of the card data: the 2HG rules its words engage, its rulings")
    card.add_argument("name", help="its name in any of the four languages (misspelt or not)")
    card.add_argument("--lang", choices=LANGUAGES, default=LANGUAGES[0], help="the reader's language")
    card.add_argument("--json", action="store_true", help="print the card's record and what its phrases say, as JSON")
    _cards_option(card)
    cards_command = commands.add_parser("cards", help="the card data: check a decklist")
    cards_actions = cards_command.add_subparsers(dest="action", required=True)
    check_list = cards_actions.add_parser("check", help="the cards of a decklist that play differently in 2HG")
    check_list.add_argument("file", help="the list (UTF-8 text); - for standard input")
    check_list.add_argument("--lang", choices=LANGUAGES, default=LANGUAGES[0], help="the reader's language")
    check_list.add_argument("--json", action="store_true", help="print the cards and the lines not read as JSON")
    _cards_option(check_list)
    link = commands.add_parser("link", help="link every rule number of a forum post to its short link")
    link.add_argument("file", help="the post (UTF-8 text); - for standard input")
    link.add_argument("--format", choices=("markdown", "bbcode", "html"), default="markdown", help="output markup")
    link.add_argument(
        "--base",
        type=_base,
        default="",
        help="the site's address (http(s) URL or a path) before each r/<number>/ (default: site_url in mkdocs.yml)",
    )
    link.add_argument("--lang", choices=LANGUAGES, default=LANGUAGES[0], help="the post's language")
    link.add_argument("--date", type=_post_date, default=None, help="read numbers as of this date (YYYY-MM[-DD])")
    _cards_option(link)
    serve = commands.add_parser("serve", help="serve a built site on 127.0.0.1")
    serve.add_argument("--site-dir", type=Path, default=Path("site"), help="the built site")
    serve.add_argument("--port", type=int, default=8000, help="port on 127.0.0.1")
    return parser


#: The exit status of a command interrupted by Ctrl-C (128 + SIGINT), as shells report it.
INTERRUPTED = 130


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status.

    Every failure is one line on standard error, never a traceback: problems in the inputs (1), an
    output folder that may not be written or a disk that refuses a write (2), Ctrl-C (130).
    """
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "report" and args.json and args.name not in (None, "changes"):
        parser.error("--json is for the changes report only: twohg report changes --json")
    if args.command == "report" and (args.source or args.target):
        if args.name != "changes":
            parser.error("--from and --to are for the changes report only: twohg report changes --from DATE --to DATE")
        if args.source is None:
            parser.error("--to needs --from: twohg report changes --from DATE --to DATE")
        if args.since is not None:
            parser.error("--since and --from do not go together: --since lists editions, --from compares two")
    root = (args.root or files.project_root()).resolve()
    try:
        return _run(args, root)
    except KeyboardInterrupt:
        after = "; the site is as it was" if args.command == "build" else ""
        print(f"twohg {args.command}: interrupted{after}", file=sys.stderr)
        return INTERRUPTED
    except OSError as error:
        where = f": {error.filename}" if error.filename else ""
        after = "; the site is as it was" if args.command == "build" else ""
        print(shown(f"twohg {args.command}: {error.strerror or error}{where}{after}"), file=sys.stderr)
        return 2


def _run(args: argparse.Namespace, root: Path) -> int:
    """The command named by ``args``, on the project at ``root``."""
    try:
        if args.command == "serve":
            from twohg.site.serve import main as serve_main

            serve_main(args.site_dir, args.port)
            return 0
        if args.command == "build":
            from twohg.site.build import OutputError, build_site

            site_dir = args.site_dir if args.site_dir.is_absolute() else root / args.site_dir
            cards = cards_path(args)
            try:
                notices = build_site(root, site_dir, clock=Clock(_print_stage), cards=cards)
            except OutputError as error:
                print(shown(f"twohg build: --site-dir {args.site_dir}: {error}"), file=sys.stderr)
                return 2
            _print_notices(notices)
            if cards is None:
                print(
                    f"twohg build: no card data given (--cards PATH or ${files.CARDS_VARIABLE}): the site has the "
                    "cards its texts name only",
                    file=sys.stderr,
                )
            print(shown(f"built {site_dir}"))
            return 0
        if args.command == "search":
            return command_search(root, args.query, args.lang, args.limit, args.json, cards_path(args))
        if args.command in ("card", "cards"):
            from twohg.site.cardcli import command_card, command_cards_check

            cards = cards_path(args)
            if cards is None:
                print(
                    f"twohg {args.command}: no card data given (--cards PATH or ${files.CARDS_VARIABLE})",
                    file=sys.stderr,
                )
                return 2
            if args.command == "card":
                return command_card(root, cards, args.name, args.lang, args.json)
            name = "<stdin>" if args.file == "-" else args.file
            post = files.read_post(None if args.file == "-" else Path(args.file))
            if post is None:
                print(shown(f"{name}:1: cannot read the list: not a regular UTF-8 text file"), file=sys.stderr)
                return 1
            return command_cards_check(root, cards, post, name, args.lang, args.json)
        if args.command == "link":
            name = "<stdin>" if args.file == "-" else args.file
            post = files.read_post(None if args.file == "-" else Path(args.file))
            if post is None:
                print(shown(f"{name}:1: cannot read the post: not a regular UTF-8 text file"), file=sys.stderr)
                return 1
            from twohg.site.linkcache import configured_site_url, saved_numbers

            def warn(message: str) -> None:
                print(shown(f"twohg link: {message}"), file=sys.stderr)

            site_url = "" if args.base else configured_site_url(root, warn)
            numbers, notices = saved_numbers(root, warn)
            _print_notices(notices)
            cards = cards_path(args)
            if cards is None:
                return command_link(numbers, post, name, args, site_url)
            from twohg.site.cardcli import card_finder

            return command_link(numbers, post, name, args, site_url, card_finder(root, cards))
        from twohg.graph.assembly import load_graph

        if args.command in ("graph", "report"):
            from twohg.graph.export import graph_document, to_json
            from twohg.graph.history import changes_json
            from twohg.graph.reports import changes_since, render_report

            _, graph = load_graph(root)
            _print_notices(graph.notices)
            if args.command == "graph":
                sys.stdout.write(to_json(graph_document(graph), pretty=True))
            elif args.source is not None:
                return command_compare(graph, args.source, args.target, args.json)
            elif args.json:
                _print_json(changes_json(changes_since(graph, args.since)))
            else:
                sys.stdout.write(render_report(graph, args.name, args.since))
            return 0
        from twohg.ingest.corpus import load_corpus

        corpus = load_corpus(root)
        if args.command == "check":
            return command_check(corpus, args.verbose)
        return command_dump(corpus, args.source_id)
    except InputError as error:
        for problem in error.problems:
            print(problem, file=sys.stderr)
        count = len(error.problems)
        print(f"twohg {args.command}: {count} problem{'s' if count != 1 else ''}, nothing written", file=sys.stderr)
        return 1


def run() -> int:
    """The console script: `main`, quiet when the reader of its output goes away (``| head``)."""
    try:
        return main()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    raise SystemExit(run())

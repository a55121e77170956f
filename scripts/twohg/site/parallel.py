"""The site build on two cores: work split between this process and a forked copy of it.

MkDocs renders the pages of one language after another (mkdocs-static-i18n), and the confinement scan
reads the built pages one after another: on a machine of two cores half of each runs in a forked copy of
the build, which starts with everything the build has read and computed. Where the system cannot fork or
has one core, the same work runs here, in the same order; the output is the same bytes either way
(``tests/site/test_parallel.py`` builds a site both ways and compares them). This module imports no
MkDocs: the card commands use `spawn_or_fork` too.

- `start`: a function started in a forked copy (`Started`); `Started.result` waits for what it returned.
- `in_parts`: a function over parts of a work list, the first here, the rest forked.

MkDocs' languages are split with these in `twohg.site.splitbuild`.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import signal
import traceback
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from multiprocessing.context import BaseContext
    from multiprocessing.process import BaseProcess

T = TypeVar("T")
R = TypeVar("R")


def cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def fork_context() -> BaseContext | None:
    """Multiprocessing's fork context where the system has it (a copy starts with the build's modules and data)."""
    return multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else None


def spawn_or_fork() -> BaseContext:
    """Fork where the system has it, else spawn (for a worker that needs none of this process's data)."""
    return fork_context() or multiprocessing.get_context("spawn")


class ForkFailed(RuntimeError):
    """The forked copy raised what cannot be raised here, or stopped without an answer; the message says which."""


def _answer(send: Connection, function: Callable[..., Any], args: tuple[Any, ...]) -> None:
    """In the copy: run the function and send back (True, what it returned) or (False, what it raised).

    What it raised goes back as the exception itself when it can be pickled (an `InputError` and its
    problems: the build reports them as it would have here), else as its traceback's text. An interrupt
    (Ctrl-C reaches every process of the terminal's group) is the parent's to handle: it stops the copy.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        answer: tuple[bool, Any] = (True, function(*args))
    except Exception as error:  # everything goes back to the parent, which raises it
        try:
            answer = (False, pickle.loads(pickle.dumps(error)))
        except Exception:  # an exception that does not survive pickling: its traceback, as text
            answer = (False, traceback.format_exc())
    send.send(answer)
    send.close()


class Started(Generic[R]):
    """``function(*args)``, started in a forked copy of this process, or run here when its result is asked for.

    In a copy when given a fork context (`start` gives one where there are two cores or more).
    """

    def __init__(self, function: Callable[..., R], *args: Any, context: BaseContext | None = None) -> None:
        """Start the function in a copy, with ``context`` (a fork context) when given."""
        self._function, self._args = function, args
        self._process: BaseProcess | None = None
        if context is not None:
            self._receive, send = context.Pipe(duplex=False)
            self._process = context.Process(target=_answer, args=(send, function, args), daemon=True)  # type: ignore[attr-defined]
            self._process.start()
            send.close()

    def result(self) -> R:
        """What the function returned (waiting for it); what it raised is raised here (or `ForkFailed`)."""
        if self._process is None:
            return self._function(*self._args)
        try:
            done, answer = self._receive.recv()
        except EOFError:
            done, answer = False, "it stopped without an answer"
        finally:
            self._receive.close()
        if done:
            result: R = answer
            return result
        if isinstance(answer, Exception):
            raise answer
        raise ForkFailed(f"a forked copy of the build failed: {answer}")

    def stop(self) -> None:
        """Stop the copy if it still runs: the parent failed, or has its answer (its own ending is not awaited)."""
        if self._process is None:
            return
        self._receive.close()
        if self._process.is_alive():
            self._process.terminate()
        self._process.join()


def start(function: Callable[..., R], *args: Any) -> Started[R]:
    """``function(*args)`` started in a forked copy where there is a second core (`Started`)."""
    return Started(function, *args, context=fork_context() if cores() > 1 else None)


def in_parts(function: Callable[[Sequence[T]], R], work: Sequence[T]) -> list[R]:
    """``function`` over consecutive parts of ``work``, one per core, in order.

    The first part runs here, the others in forked copies at the same time; with one core, or no fork, all
    of it runs here at once. The results are those of the parts in order, whichever process ran them.
    """
    count = max(1, min(cores(), len(work)))
    if fork_context() is None or count == 1:
        return [function(work)]
    size = -(-len(work) // count)
    split = [work[first : first + size] for first in range(0, len(work), size)]
    others: list[Started[R]] = []
    try:
        others = [start(function, part) for part in split[1:]]
        here = function(split[0])
        return [here, *(other.result() for other in others)]
    finally:
        for other in others:
            other.stop()

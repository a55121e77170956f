"""Stage times: the pipeline marks the end of each stage, a listener (the command line, a benchmark) hears of it."""

from __future__ import annotations

import time
from collections.abc import Callable

Listener = Callable[[str, float], None]


class Clock:
    """Times consecutive stages: each `lap` ends a stage begun at the previous lap (or at creation)."""

    def __init__(self, listener: Listener | None = None) -> None:
        """Start the first stage now; ``listener`` hears (stage, seconds) as each stage ends."""
        self.listener = listener
        self.laps: list[tuple[str, float]] = []
        self._last = time.perf_counter()

    def lap(self, stage: str) -> None:
        """End ``stage`` now and start the next one."""
        now = time.perf_counter()
        elapsed, self._last = now - self._last, now
        self.laps.append((stage, elapsed))
        if self.listener is not None:
            self.listener(stage, elapsed)

    def restart(self) -> None:
        """Start the next stage now, leaving out the time since the last lap (time spent elsewhere)."""
        self._last = time.perf_counter()

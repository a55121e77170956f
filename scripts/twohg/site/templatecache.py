"""The theme's templates compiled once per process, not once per language and build.

MkDocs gives each build a new Jinja environment, and mkdocs-static-i18n builds the site once per
language: each would compile the theme's templates again (about a quarter of a small site's MkDocs
time). `TemplateCache` hands every environment Jinja's own bytecode cache, kept in memory: a template
is found by its name and its source's checksum, so a changed template is compiled again and the
pages are the same bytes either way.
"""

from __future__ import annotations

from typing import Any

from jinja2 import BytecodeCache
from jinja2.bccache import Bucket
from mkdocs.plugins import BasePlugin


class _InMemory(BytecodeCache):
    """Jinja's bytecode cache, in this process's memory."""

    def __init__(self) -> None:
        """Start empty."""
        self.compiled: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        """Fill the bucket with the bytecode compiled before for its template and source, if any."""
        if bucket.key in self.compiled:
            bucket.bytecode_from_string(self.compiled[bucket.key])

    def dump_bytecode(self, bucket: Bucket) -> None:
        """Keep the bucket's bytecode."""
        self.compiled[bucket.key] = bucket.bytecode_to_string()


_COMPILED = _InMemory()


class TemplateCache(BasePlugin):  # type: ignore[type-arg,no-untyped-call,unused-ignore]
    """Gives every build's Jinja environment the process's bytecode cache."""

    def on_env(self, env: Any, config: Any, files: Any) -> Any:
        """The environment, with the cache."""
        env.bytecode_cache = _COMPILED
        return env

"""The site's configuration (``mkdocs.yml``) as the commands read it before MkDocs does: its syntax, its ``site_url``.

A module of its own, without the build's: ``twohg link`` reads the site's address at each call, the
file composed once.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from twohg import files
from twohg.problems import Problem
from twohg.reviewed import BoundedLoader

#: The site configuration, relative to the project root (`files.CONFIG_FILE`).
CONFIG_FILE = files.CONFIG_FILE


def check_config(config_file: Path, shown: str = CONFIG_FILE) -> list[Problem]:
    """``mkdocs.yml`` read as YAML before anything runs: a syntax error at its own line (PyYAML's mark).

    Only composed, not constructed: MkDocs' own tags (``!!python/name:``) are MkDocs' to resolve.
    """
    return _composed(config_file, shown)[1]


def _composed(config_file: Path, shown: str) -> tuple[yaml.MappingNode | None, list[Problem]]:
    """``mkdocs.yml`` composed (`check_config`): its mapping, or None and the problem that stops it."""
    data = files.read_config(config_file)
    if data is None:
        return None, [Problem(shown, 0, "not found, or not a regular file of the project")]
    try:
        node = yaml.compose(data.decode("utf-8-sig"), Loader=BoundedLoader)
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        return None, [Problem(shown, line, f"not UTF-8: byte 0x{data[error.start]:02X} cannot be decoded")]
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        message = " ".join(str(error.problem or error.context or "").split())
        return None, [Problem(shown, mark.line + 1 if mark is not None else 1, f"not valid YAML: {message}")]
    except yaml.YAMLError as error:
        return None, [Problem(shown, 1, f"not valid YAML: {' '.join(str(error).split())}")]
    if not isinstance(node, yaml.MappingNode):
        return None, [Problem(shown, 1, "not a MkDocs configuration: expected a mapping")]
    return node, []


def configured_site_url(config_file: Path, shown: str = CONFIG_FILE) -> tuple[str, list[Problem]]:
    """``site_url`` of ``mkdocs.yml``, where the site is published ("" when unset), checked as a link base.

    It must be an http(s) address with a host (`twohg.site.autolink.check_base`): otherwise a
    problem at its line. Read without constructing the file (MkDocs' own tags are MkDocs' to resolve).
    """
    from twohg.site.autolink import check_base

    node, problems = _composed(config_file, shown)
    if node is None:
        return "", problems
    for key, value in node.value:
        if isinstance(key, yaml.ScalarNode) and key.value == "site_url":
            line = value.start_mark.line + 1
            if not isinstance(value, yaml.ScalarNode) or not value.value:
                return "", [] if isinstance(value, yaml.ScalarNode) else [
                    Problem(shown, line, "site_url: not an address")
                ]
            try:
                base = check_base(value.value)
            except ValueError as error:
                return "", [Problem(shown, line, f"site_url: {error}")]
            if not base.lower().startswith(("http://", "https://")):
                return "", [Problem(shown, line, f"site_url: {value.value!r} is not an http(s) address with a host")]
            return base, []
    return "", []

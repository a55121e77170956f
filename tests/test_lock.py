"""The lock: every package comes from ``requirements.lock`` with its hashes, and it pins what pyproject asks for.

`make lock` writes it (pip-compile); CI fails here when ``pyproject.toml`` and the lock disagree.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from conftest import ROOT

LOCK = ROOT / "requirements.lock"
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+) \\$")
HASH = re.compile(r"^    --hash=sha256:[0-9a-f]{64}( \\)?$")


@dataclass
class Pin:
    version: str
    hashes: int
    via: str


def locked() -> dict[str, Pin]:
    """Each package of the lock by its canonical name: version, number of hashes, the packages that need it."""
    pins: dict[str, Pin] = {}
    current: Pin | None = None
    for number, line in enumerate(LOCK.read_text(encoding="utf-8").splitlines(), 1):
        if match := PIN.match(line):
            current = pins[canonicalize_name(match[1])] = Pin(match[2], 0, "")
        elif HASH.match(line):
            assert current is not None, f"requirements.lock:{number}: a hash before any package"
            current.hashes += 1
        elif line.startswith("    #"):
            assert current is not None, f"requirements.lock:{number}"
            current.via += line
        else:  # nothing else: no unpinned name, no URL, no editable, no option that lets a file in unchecked
            assert line == "" or line.startswith("#"), f"requirements.lock:{number}: {line}"
    return pins


def asked() -> dict[str, tuple[Requirement, str]]:
    """What pyproject.toml asks for, by canonical name, with where (``pyproject.toml`` or its build-system)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wanted: dict[str, tuple[Requirement, str]] = {}
    extras = project["project"].get("optional-dependencies", {})
    for text in [*project["project"]["dependencies"], *(text for group in extras.values() for text in group)]:
        requirement = Requirement(text)
        wanted[canonicalize_name(requirement.name)] = (requirement, "twohg (pyproject.toml)")
    for text in project["build-system"]["requires"]:
        requirement = Requirement(text)
        wanted[canonicalize_name(requirement.name)] = (requirement, "twohg (pyproject.toml::build-system.requires)")
    return wanted


def test_the_lock_pins_what_pyproject_asks_for_and_nothing_it_dropped() -> None:
    pins, wanted = locked(), asked()
    for name, (requirement, where) in sorted(wanted.items()):
        assert name in pins, f"{name}: in pyproject.toml, not in requirements.lock: run make lock"
        assert requirement.specifier.contains(pins[name].version, prereleases=True), (
            f"{name}: pyproject.toml asks for {requirement.specifier}, the lock pins {pins[name].version}: make lock"
        )
        assert where in pins[name].via, f"{name}: the lock does not say {where} needs it: run make lock"
    direct = {name for name, pin in pins.items() if "twohg (pyproject.toml" in pin.via}
    assert direct <= set(wanted), f"pinned for pyproject.toml, which no longer asks: {sorted(direct - set(wanted))}"


def test_every_locked_package_has_its_hashes() -> None:
    pins = locked()
    assert len(pins) > 40  # the transitive packages too, not only the direct ones
    assert [name for name, pin in pins.items() if pin.hashes == 0] == []


def test_make_installs_from_the_lock_with_hashes_only() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    rule = makefile.split("$(STAMP): pyproject.toml $(LOCK)\n")[1].split("\n\n")[0]
    installs = [line.strip() for line in rule.splitlines() if "pip install" in line]
    assert installs == [
        "$(BIN)/pip install --require-hashes -r $(LOCK)",
        "$(BIN)/pip install --no-deps --no-build-isolation --no-index -e .",
    ]

"""The lock files against pyproject.toml, with no network: every direct pin is in the lock at
the same version, every locked package is pinned to one version with its hashes, the two locks
agree, and the lock holds the build back-end bootstrap.sh installs the checkout with."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

REPO = Path(__file__).resolve().parents[2]
LOCK = REPO / "requirements.lock"
BUNDLE_LOCK = REPO / "requirements-bundle.lock"

# "name==version" at the start of a line, an optional "; marker", then "\" and the hashes.
ENTRY = re.compile(
    r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>\S+?)"
    r"(?:\s*;\s*(?P<marker>[^\\]+?))?\s*\\?$"
)
HASH = re.compile(r"^\s+--hash=sha256:[0-9a-f]{64}\s*\\?$")


class LockEntry:
    def __init__(self, name: str, version: str, marker: str | None) -> None:
        self.name, self.version, self.marker = canonicalize_name(name), version, marker
        self.hashes = 0


def parse_lock(text: str) -> dict[str, LockEntry]:
    """The lock's packages by canonical name; a line neither an entry, a hash, a comment nor
    blank is refused (a requirement without '==' would float)."""
    entries: dict[str, LockEntry] = {}
    current: LockEntry | None = None
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if HASH.match(line):
            assert current is not None, f"line {number}: a hash before any package"
            current.hashes += 1
            continue
        match = ENTRY.match(line)
        assert match, f"line {number}: not 'name==version [; marker] \\': {line!r}"
        current = LockEntry(match["name"], match["version"], match["marker"])
        assert current.name not in entries, f"line {number}: {current.name} twice"
        entries[current.name] = current
    return entries


def pins(requirements: list[str]) -> dict[str, str]:
    """pyproject.toml's requirements by canonical name, each pinned with '=='."""
    pinned = {}
    for text in requirements:
        requirement = Requirement(text)
        specifiers = list(requirement.specifier)
        assert len(specifiers) == 1 and specifiers[0].operator == "==", (
            f"{text!r} in pyproject.toml is not pinned to one version"
        )
        pinned[canonicalize_name(requirement.name)] = specifiers[0].version
    return pinned


def disagreements(pinned: dict[str, str], lock: dict[str, LockEntry]) -> list[str]:
    """Each direct pin that the lock lacks or holds at another version, in words."""
    problems = []
    for name, version in sorted(pinned.items()):
        entry = lock.get(name)
        if entry is None:
            problems.append(f"{name}=={version} is not in the lock")
        elif Version(entry.version) != Version(version):
            problems.append(f"{name}=={version} is {entry.version} in the lock")
    return problems


@pytest.fixture(scope="module")
def project() -> dict:
    with open(REPO / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


@pytest.fixture(scope="module")
def lock() -> dict[str, LockEntry]:
    return parse_lock(LOCK.read_text())


@pytest.fixture(scope="module")
def bundle_lock() -> dict[str, LockEntry]:
    return parse_lock(BUNDLE_LOCK.read_text())


def test_every_pin_of_the_program_and_its_tests_is_in_the_lock(project, lock) -> None:
    pinned = pins(project["project"]["dependencies"])
    pinned |= pins(project["project"]["optional-dependencies"]["test"])
    assert disagreements(pinned, lock) == [], "run: bash installer/lock.sh"


def test_every_pin_of_the_bundle_is_in_the_bundle_lock(project, bundle_lock) -> None:
    pinned = pins(project["project"]["dependencies"])
    pinned |= pins(project["project"]["optional-dependencies"]["bundle"])
    assert disagreements(pinned, bundle_lock) == [], "run: bash installer/lock.sh"


def test_the_everyday_lock_leaves_pyinstaller_out(lock) -> None:
    # bootstrap.sh (and so test.sh) installs requirements.lock: PyInstaller only for a bundle.
    assert "pyinstaller" not in lock


def test_every_locked_package_is_pinned_with_its_hashes(lock, bundle_lock) -> None:
    for name, entries in (("requirements.lock", lock), ("requirements-bundle.lock", bundle_lock)):
        assert entries, f"{name} is empty"
        unhashed = [entry.name for entry in entries.values() if entry.hashes == 0]
        assert unhashed == [], f"{name}: no hash for {unhashed}"


def test_the_two_locks_agree(lock, bundle_lock) -> None:
    # PyInstaller installed over .venv from the bundle lock changes no other package.
    shared = sorted(lock.keys() & bundle_lock.keys())
    assert "pyside6-essentials" in shared
    assert {n: bundle_lock[n].version for n in shared} == {n: lock[n].version for n in shared}


def test_the_lock_holds_the_build_back_end(project, lock) -> None:
    # bootstrap.sh installs the checkout without build isolation, with these from the lock.
    for text in project["build-system"]["requires"]:
        requirement = Requirement(text)
        entry = lock.get(canonicalize_name(requirement.name))
        assert entry is not None, f"{text!r} ([build-system]) is not in the lock"
        assert requirement.specifier.contains(entry.version), f"{text!r}: {entry.version}"


def test_windows_gets_what_only_windows_needs(lock) -> None:
    # One lock for both systems: what pytest and tzlocal need on Windows only, with markers.
    for name in ("colorama", "tzdata"):
        assert name in lock, f"{name} (Windows only) missing: was the lock made for one system?"
        assert lock[name].marker is not None and "win32" in lock[name].marker


def test_a_pin_the_lock_disagrees_with_is_named() -> None:
    locked = parse_lock(
        "# made by hand\n"
        "alpha==1.0 \\\n    --hash=sha256:" + "a" * 64 + "\n"
        "beta==2.0 ; sys_platform == 'win32' \\\n    --hash=sha256:" + "b" * 64 + "\n"
    )
    assert locked["beta"].marker == "sys_platform == 'win32'"
    assert disagreements({"alpha": "1.0", "beta": "2.0"}, locked) == []
    assert disagreements({"alpha": "1.1", "gamma": "3"}, locked) == [
        "alpha==1.1 is 1.0 in the lock",
        "gamma==3 is not in the lock",
    ]
    with pytest.raises(AssertionError, match="not pinned"):
        pins(["alpha>=1.0"])
    with pytest.raises(AssertionError, match="not 'name==version"):
        parse_lock("alpha>=1.0\n")

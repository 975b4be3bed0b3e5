"""bootstrap.sh when another package manager holds apt's or dpkg's lock: it says who holds
which lock, waits (apt-get update is tried again; apt-get install waits with
DPkg::Lock::Timeout), and gives up in words once TD_APT_LOCK_TIMEOUT is over.

The real apt-get runs, on a sandbox of its own (APT_CONFIG: a copy of dpkg's status, empty
package lists, no sources, its own locks, cache and logs), so nothing on the machine is
locked, fetched or changed: `apt-get update` has nothing to fetch and `apt-get install` finds
the package installed. dpkg-query is made to report zbar-tools alone missing, so that
bootstrap.sh runs apt at all. Needs root and Debian's apt (skipped otherwise)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from setup_checkouts import make_checkout, run, script_env, write_executable

pytestmark = pytest.mark.skipif(
    not (hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get")),
    reason="apt-get as root (Debian) needed: bootstrap.sh's apt step",
)

HOLD = """
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o640)
fcntl.lockf(fd, fcntl.LOCK_EX)  # a POSIX lock, as apt and dpkg take theirs
print("held", flush=True)
time.sleep(float(sys.argv[2]))
"""


@pytest.fixture
def sandbox(tmp_path: Path) -> Path:
    dpkg_query = shutil.which("dpkg-query")
    if dpkg_query is None or not Path("/var/lib/dpkg/status").is_file():
        pytest.skip("no dpkg here")
    installed = subprocess.run(
        [dpkg_query, "-W", "-f=${db:Status-Abbrev}", "zbar-tools"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout
    if not installed.startswith("ii"):
        pytest.skip("zbar-tools is not installed (bash installer/bootstrap.sh installs it)")
    apt = tmp_path / "apt"
    for folder in ("dpkg/updates", "state", "lists/partial", "cache/archives/partial", "log"):
        (apt / folder).mkdir(parents=True)
    (apt / "sources.list.d").mkdir()
    (apt / "sources.list").write_text("")
    shutil.copy2("/var/lib/dpkg/status", apt / "dpkg" / "status")
    (apt / "apt.conf").write_text(
        f'Dir::State "{apt}/state/";\n'
        f'Dir::State::lists "{apt}/lists/";\n'
        f'Dir::State::status "{apt}/dpkg/status";\n'
        f'Dir::Cache "{apt}/cache/";\n'
        f'Dir::Log "{apt}/log/";\n'
        f'Dir::Etc::sourcelist "{apt}/sources.list";\n'
        f'Dir::Etc::sourceparts "{apt}/sources.list.d/";\n'
    )
    # dpkg-query answering that every package asked for is installed but zbar-tools.
    write_executable(
        tmp_path / "fakes" / "dpkg-query",
        '#!/bin/sh\nfor p; do case "$p" in -*|zbar-tools) ;; *) echo "ii  $p" ;; esac; done\n',
    )
    return apt


def bootstrap(tmp_path: Path, apt: Path, timeout: int) -> subprocess.CompletedProcess[str]:
    root = make_checkout(tmp_path / "checkout")
    env = script_env(
        tmp_path / "home",
        APT_CONFIG=str(apt / "apt.conf"),
        PATH=f"{tmp_path / 'fakes'}:{os.environ['PATH']}",
        TD_APT_LOCK_TIMEOUT=str(timeout),
    )
    del env["TD_SKIP_APT"]
    return run(["bash", root / "installer" / "bootstrap.sh", "--no-launcher"], env, timeout=120)


@pytest.fixture
def hold() -> Iterator:
    holders: list[subprocess.Popen[str]] = []

    def hold_lock(path: Path, seconds: float) -> int:
        holder = subprocess.Popen(
            [sys.executable, "-c", HOLD, str(path), str(seconds)], stdout=subprocess.PIPE, text=True
        )
        holders.append(holder)
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        return holder.pid

    yield hold_lock
    for holder in holders:
        holder.kill()
        holder.communicate()


def test_it_says_who_holds_the_lock_and_waits(tmp_path: Path, sandbox: Path, hold) -> None:
    lists = hold(sandbox / "lists" / "lock", 2)  # apt-get update would give up at once
    dpkg = hold(sandbox / "dpkg" / "lock-frontend", 6)  # apt-get install waits itself
    began = time.monotonic()
    result = bootstrap(tmp_path, sandbox, timeout=60)
    took = time.monotonic() - began
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    said = [line for line in lines if "waiting for another package manager" in line]
    assert len(said) == 2, result.stdout
    assert f"process {lists} ({sys.executable} -c" in said[0]
    assert f"holds {sandbox}/lists/lock; waiting up to 1 minute" in said[0]
    assert f"process {dpkg} (" in said[1] and f"holds {sandbox}/dpkg/lock-frontend" in said[1]
    # Said before apt ran, and apt did wait: the lock was held 6 s.
    assert lines.index(said[0]) < lines.index("bootstrap: apt-get install (1 package)")
    assert lines.index(said[1]) < lines.index("bootstrap: Debian packages: installed")
    assert lines.count("bootstrap: the other package manager is done") == 2
    assert took > 5.5


def test_it_gives_up_in_words_when_the_time_is_over(tmp_path: Path, sandbox: Path, hold) -> None:
    dpkg = hold(sandbox / "dpkg" / "lock-frontend", 60)
    began = time.monotonic()
    result = bootstrap(tmp_path, sandbox, timeout=2)
    took = time.monotonic() - began
    assert result.returncode == 1
    assert f"process {dpkg} (" in result.stdout and "waiting up to 2 seconds" in result.stdout
    assert "another package manager still held its lock after 2 seconds" in result.stderr
    assert "Could not get lock" in result.stderr  # apt's own words, from its log
    assert took < 30


def test_with_no_lock_held_nothing_is_said(tmp_path: Path, sandbox: Path) -> None:
    result = bootstrap(tmp_path, sandbox, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "waiting" not in result.stdout
    assert "bootstrap: installing Debian packages: zbar-tools" in result.stdout

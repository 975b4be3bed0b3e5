"""A checkout moved, renamed or copied with its .venv: bootstrap.sh notices (the stamp records
the checkout's place; the scripts of a .venv made before the stamp did name it) and rebuilds
.venv, saying so; a checkout reached through a symbolic link has not moved.

The last test does it whole, offline: a checkout installed from a folder of the locked wheels,
renamed, then started from its new name (about 45 s: the lock installed twice)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from setup_checkouts import (
    REPO,
    copy_whole_checkout,
    make_checkout,
    run,
    script_env,
    write_executable,
)

REBUILD = "this checkout was moved, renamed or copied: .venv was made for {}: rebuilding .venv"


def offline(tmp_path: Path, wheels: Path | None = None) -> dict[str, str]:
    """pip with no index: the wheels in `wheels` (none: nothing to install)."""
    if wheels is None:
        wheels = tmp_path / "no-wheels"  # pip splits PIP_FIND_LINKS at spaces
        wheels.mkdir(exist_ok=True)
    return {"PIP_NO_INDEX": "1", "PIP_FIND_LINKS": str(wheels), "PIP_CONFIG_FILE": os.devnull}


def bootstrap(root: Path, home: Path, **env: str):
    command = ["bash", root / "installer" / "bootstrap.sh", "--no-launcher"]
    return run(command, script_env(home, **env), timeout=300)


def assert_rebuilt_from_scratch(root: Path) -> None:
    venv = root / ".venv"
    assert "home = " in (venv / "pyvenv.cfg").read_text()
    assert not (venv / "bin" / "tournament-director").exists()  # the old .venv's is gone
    assert not (venv / ".bootstrap-stamp").exists()  # nothing installed yet


def test_a_stamp_made_elsewhere_rebuilds(tmp_path: Path) -> None:
    root = make_checkout(tmp_path / "checkout")
    stamp = root / ".venv" / ".bootstrap-stamp"
    stamp.write_text(stamp.read_text().replace(f"root={root}", "root=/old/place"))
    result = bootstrap(root, tmp_path / "home", **offline(tmp_path))
    assert REBUILD.format("/old/place") in result.stdout
    # No wheels here: the install that follows fails, and says so.
    assert result.returncode == 1
    assert "ERROR: failed" in result.stderr and "install --require-hashes" in result.stderr
    assert_rebuilt_from_scratch(root)


@pytest.mark.parametrize(
    "first_lines",
    [
        "#!/old/place/.venv/bin/python\n",
        # pip's form for a path with a space, or one too long for "#!".
        "#!/bin/sh\n'''exec' \"/old/place/.venv/bin/python\" \"$0\" \"$@\"\n' '''\n",
    ],
)
def test_scripts_made_elsewhere_rebuild_without_a_stamp(tmp_path: Path, first_lines: str) -> None:
    # A .venv from before the stamp recorded the place: its stamp was pyproject.toml's hash.
    root = make_checkout(tmp_path / "checkout")
    (root / ".venv" / ".bootstrap-stamp").write_text("0" * 64 + "\n")
    write_executable(root / ".venv" / "bin" / "pip", first_lines + "import pip\n")
    result = bootstrap(root, tmp_path / "home", **offline(tmp_path))
    assert REBUILD.format("/old/place") in result.stdout
    assert result.returncode == 1
    assert_rebuilt_from_scratch(root)


@pytest.mark.parametrize("interpreter", ["{venv}/bin/python", "/usr/bin/env python3"])
def test_scripts_made_here_do_not_rebuild(tmp_path: Path, interpreter: str) -> None:
    # Nor a script that names no .venv at all.
    root = make_checkout(tmp_path / "checkout")
    (root / ".venv" / ".bootstrap-stamp").unlink()
    shebang = "#!" + interpreter.format(venv=root / ".venv")
    for script in ("pip", "tournament-director"):
        write_executable(root / ".venv" / "bin" / script, f"{shebang}\nimport sys\n")
    result = bootstrap(root, tmp_path / "home", **offline(tmp_path))
    assert "rebuilding" not in result.stdout
    assert "virtual environment: .venv" in result.stdout
    # Not installed yet (no stamp): it installs, which fails offline with no wheels.
    assert "installing Python packages" in result.stdout


def test_a_checkout_reached_through_a_link_has_not_moved(tmp_path: Path) -> None:
    root = make_checkout(tmp_path / "real")
    link = tmp_path / "link"
    link.symlink_to(root)
    result = bootstrap(link, tmp_path / "home", **offline(tmp_path))
    assert result.returncode == 0, result.stderr
    assert "rebuilding" not in result.stdout
    assert "Python packages: up to date" in result.stdout


def interpreter_of(script: Path) -> str:
    first, second = script.read_text().splitlines()[:2]
    if first == "#!/bin/sh":
        return second.split('"')[1]
    return first[2:]


@pytest.fixture(scope="module")
def wheelhouse(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The locked wheels for this machine, fetched once with pip (its cache, its index)."""
    wheels = tmp_path_factory.mktemp("wheelhouse")
    fetch = subprocess.run(
        [
            *(sys.executable, "-m", "pip", "download", "--disable-pip-version-check"),
            *("--no-deps", "--require-hashes", "-r", REPO / "requirements.lock", "-d", wheels),
        ],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    if fetch.returncode != 0:
        pytest.skip("needs the package index to fetch the locked wheels: " + fetch.stderr[-300:])
    return wheels


@pytest.mark.e2e
def test_a_renamed_checkout_is_rebuilt_and_starts(tmp_path: Path, wheelhouse: Path) -> None:
    home = tmp_path / "home"
    first = copy_whole_checkout(tmp_path / "td")
    env = offline(tmp_path, wheelhouse) | {"TD_DATA_DIR": str(tmp_path / "data")}
    began = time.monotonic()
    made = run(["bash", first / "installer" / "bootstrap.sh"], script_env(home, **env), timeout=600)
    assert made.returncode == 0, made.stdout + made.stderr
    installed = time.monotonic()

    renamed = first.with_name("td de la sala B")  # a space: pip's scripts take another form
    first.rename(renamed)
    started = run(
        ["bash", renamed / "installer" / "start.sh", "demo", "--no-window"],
        script_env(home, **env),
        timeout=600,
    )
    rebuilt = time.monotonic()
    assert started.returncode == 0, started.stdout + started.stderr
    assert REBUILD.format(first) in started.stderr
    assert "Directora Demo" in started.stdout

    venv = renamed / ".venv"
    for script in ("tournament-director", "pip", "pytest"):
        assert interpreter_of(venv / "bin" / script).startswith(f"{venv}/bin/python"), script
    where = subprocess.run(
        [
            venv / "bin" / "python",
            "-c",
            "import tournament_director; print(tournament_director.__file__)",
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,  # not the project: -c puts the working directory first on sys.path
    ).stdout
    assert where.startswith(f"{renamed}/tournament_director/")
    assert f"root={renamed}\n" in (venv / ".bootstrap-stamp").read_text()

    # The launcher follows the checkout it was written for.
    launcher = home / "bin" / "tournament-director"
    assert f"{first} is gone: {launcher} now starts this checkout" in started.stderr
    shown = run([launcher, "--help"], script_env(home, **env))
    assert shown.returncode == 0, shown.stderr

    again = run(["bash", renamed / "installer" / "bootstrap.sh"], script_env(home, **env))
    assert again.returncode == 0
    assert "rebuilding" not in again.stdout and "installing" not in again.stdout
    print(
        f"installed in {installed - began:.1f} s, rebuilt and started after the rename in "
        f"{rebuilt - installed:.1f} s"
    )
    shutil.rmtree(renamed / ".venv")  # 0.8 GB: not left for the end of the session

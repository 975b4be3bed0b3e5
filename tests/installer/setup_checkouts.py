"""Temporary checkouts for the set-up scripts' tests.

A checkout here is the scripts, pyproject.toml and the lock copied into a temporary folder,
with a .venv that bootstrap.sh takes as installed: its stamp is the one bootstrap writes, and
its `tournament-director` runs this checkout's program with the interpreter running the tests.
So bootstrap.sh and start.sh run for real, in seconds, and never touch the project's .venv.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SCRIPTS = ("bootstrap.sh", "start.sh", "test.sh", "lock.sh")
# What a whole checkout needs to be installed (the program, its resources, its metadata).
TREE = ("installer", "tournament_director", "resources", "pyproject.toml", "README.md")
LOCKS = ("requirements.lock", "requirements-bundle.lock")
NOT_COPIED = shutil.ignore_patterns("__pycache__", "*.egg-info", "*.pyc")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def stamp_for(root: Path) -> str:
    """The stamp bootstrap.sh writes after installing `root` (its place, its pins)."""
    return (
        f"root={root.resolve()}\n"
        f"pyproject={sha256(root / 'pyproject.toml')}\n"
        f"lock={sha256(root / 'requirements.lock')}\n"
    )


def make_checkout(root: Path, *, installed: bool = True) -> Path:
    """The set-up scripts, pyproject.toml and the locks in `root`; with `installed`, a .venv
    bootstrap.sh finds up to date."""
    (root / "installer").mkdir(parents=True)
    for name in SCRIPTS:
        shutil.copy2(REPO / "installer" / name, root / "installer" / name)
    for name in ("pyproject.toml", *LOCKS):
        shutil.copy2(REPO / name, root / name)
    if installed:
        fake_venv(root)
    return root


def copy_whole_checkout(root: Path) -> Path:
    """Everything `pip install -e` needs, as in a clone (no .venv, no caches)."""
    root.mkdir(parents=True)
    for name in (*TREE, *LOCKS):
        source = REPO / name
        if source.is_dir():
            shutil.copytree(source, root / name, ignore=NOT_COPIED, symlinks=True)
        else:
            shutil.copy2(source, root / name)
    return root


def base_interpreter() -> Path:
    return Path(os.path.realpath(sys._base_executable))


def fake_venv(root: Path, program: str | None = None) -> Path:
    """A .venv without packages that bootstrap.sh finds installed: its python is the base
    interpreter, its tournament-director runs `program` (a script's text) or else the real
    program with the interpreter running the tests."""
    venv = root / ".venv"
    (venv / "bin").mkdir(parents=True)
    base = base_interpreter()
    (venv / "pyvenv.cfg").write_text(
        f"home = {base.parent}\ninclude-system-site-packages = false\n"
        f"version = {'.'.join(map(str, sys.version_info[:3]))}\n"
    )
    (venv / "bin" / "python").symlink_to(base)
    if program is None:
        program = (
            f"#!{sys.executable}\nimport sys\nfrom tournament_director.cli import main\n"
            "sys.exit(main())\n"
        )
    write_executable(venv / "bin" / "tournament-director", program)
    (venv / ".bootstrap-stamp").write_text(stamp_for(root))
    return venv


def write_executable(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def path_without(folder: Path, *names: str) -> str:
    """A PATH with every command of the current one but `names`: links in `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        try:
            entries = list(os.scandir(directory))
        except OSError:
            continue
        for entry in entries:
            link = folder / entry.name
            if entry.name in names or link.exists() or link.is_symlink():
                continue
            if entry.is_file() and os.access(entry.path, os.X_OK):
                link.symlink_to(entry.path)
    return str(folder)


def script_env(home: Path, **extra: str) -> dict[str, str]:
    """The tests' environment with no display, no Qt platform chosen, a home of its own, the
    launcher in home/bin and the Debian packages left alone (tests that want apt say so)."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "PYTHON")
    }
    env.update(HOME=str(home), TD_LAUNCHER_DIR=str(home / "bin"), TD_SKIP_APT="1")
    env.update(extra)
    return env


def run(
    command: list[str | Path], env: dict[str, str], cwd: Path | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(part) for part in command],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
        check=False,
    )

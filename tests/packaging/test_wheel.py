"""The package as a floor PC's Python installs it: the wheel built from the checkout's files,
installed in a fresh virtual environment outside the checkout and run from a folder that is
not the checkout, with no PYTHONPATH: the demo, the shipped payout table and the console
(offscreen) work with the resources the wheel carries (structure templates, payout tables,
the Spanish translation, sounds, fonts), none read from the checkout. And the editable
install the set-up makes (`pip install -e .`) reads them from the checkout's resources/.

The wheel is built with pip (no other build tool), and the new environment installs it with
--no-deps and no index: it borrows the test environment's dependencies instead of
downloading them (see _borrow_dependencies). pip's isolated build fetches the build backend
(setuptools, as pyproject.toml's build-system says), as the set-up's install does.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
# What a wheel is built from: the package, its resources, and what pyproject.toml names.
SOURCES = ("pyproject.toml", "README.md", "tournament_director", "resources")
# Files of resources/ that are for the developers, not the program: the script that made the
# sounds and the translation's source (the program loads the compiled .qm).
NOT_SHIPPED = ("sounds/make_sounds.py", "translations/*.ts")
STEP_TIMEOUT = 120  # seconds: one build, install or command (each takes a few)
CONSOLE_SECONDS = 3  # the console runs this long after it logged its start


@dataclass
class Installed:
    base: Path  # the test's temporary folder, outside the checkout
    source: Path  # the copy of the checkout's files the wheel was built from
    wheel: Path
    venv: Path
    python: Path
    program: Path  # the venv's tournament-director script
    site_packages: Path
    work: Path  # the folder the commands run in: neither the checkout nor the venv
    data_dir: Path
    env: dict[str, str]


def _run(args: list, **kw) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        [str(a) for a in args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=STEP_TIMEOUT,
        **kw,
    )
    assert result.returncode == 0, f"{args}\n{result.stdout}\n{result.stderr}"
    return result


PIP = (sys.executable, "-m", "pip", "--disable-pip-version-check")


def _copy_sources(target: Path) -> Path:
    """The checkout's files a wheel is built from, copied: pip builds in the source folder
    (build/, *.egg-info), which must not be the checkout others work in."""
    junk = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "build", "dist")
    target.mkdir()
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, target / name, ignore=junk)
        else:
            shutil.copy2(source, target / name)
    return target


def _scripts(venv: Path) -> Path:
    return venv / ("Scripts" if os.name == "nt" else "bin")


def _new_venv(path: Path, *install: str | Path) -> Path:
    """A virtual environment of this Python with the package installed by this
    environment's pip (``install``: pip install's arguments), then the dependencies
    borrowed. Returns its python."""
    _run([sys.executable, "-m", "venv", "--without-pip", path])
    python = _scripts(path) / "python"
    _run([*PIP, "--python", python, "install", "--no-deps", "--quiet", *install])
    _borrow_dependencies(_site_packages(python))
    return python


def _site_packages(python: Path) -> Path:
    code = "import sysconfig; print(sysconfig.get_path('purelib'))"
    return Path(_run([python, "-c", code]).stdout.strip())


def _borrow_dependencies(site_packages: Path) -> None:
    """Make this environment's installed dependencies (PySide6, SQLAlchemy, ...) importable
    in the new one without downloading them again: a .pth file whose lines are appended to
    sys.path *after* the new environment's own site-packages, so the package installed
    there is the one imported. --system-site-packages would not do: it shows the base
    Python's packages, not this virtual environment's.

    A plain path line, not `import site; site.addsitedir(...)`: the borrowed folder's own
    .pth files (the checkout's editable install) are not run, so nothing of the checkout
    becomes importable. Named "zz-" so that it comes after the new environment's own .pth
    files (read in name order): an editable install's finder module there has the same name
    as the checkout's. Written after the install, so pip never sees the checkout's
    installation as one to replace."""
    borrowed = dict.fromkeys([sysconfig.get_path("purelib"), sysconfig.get_path("platlib")])
    (site_packages / "zz-borrowed-dependencies.pth").write_text(
        "".join(f"{path}\n" for path in borrowed), encoding="utf-8"
    )


def _clean_env(data_dir: Path, venv: Path) -> dict[str, str]:
    """The environment a floor PC's shell would give: no PYTHONPATH, no other virtual
    environment, the new one's scripts first on the PATH, Qt offscreen."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "TD_LANG", "TD_PIN"}
    }
    env.update(
        PATH=f"{_scripts(venv)}{os.pathsep}{env.get('PATH', '')}",
        VIRTUAL_ENV=str(venv),
        TD_DATA_DIR=str(data_dir),
        QT_QPA_PLATFORM="offscreen",
        PYTHONDONTWRITEBYTECODE="1",  # the runs write nothing into the environments
    )
    return env


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The wheel built from a copy of the checkout and installed in a new environment."""
    base = tmp_path_factory.mktemp("wheel")
    source = _copy_sources(base / "source")
    dist = base / "dist"
    _run([*PIP, "wheel", "--no-deps", "--quiet", "--wheel-dir", dist, source])
    (wheel,) = dist.glob("tournament_director-*.whl")
    venv = base / "venv"
    python = _new_venv(venv, "--no-index", wheel)
    work = base / "work"
    work.mkdir()
    data_dir = base / "data"
    return Installed(
        base, source, wheel, venv, python, _scripts(venv) / "tournament-director",
        _site_packages(python), work, data_dir, _clean_env(data_dir, venv),
    )  # fmt: skip


def _inside(path: str | Path, folder: Path) -> bool:
    return Path(path).resolve().is_relative_to(folder.resolve())


def test_the_wheel_carries_every_module_and_the_resources(installed: Installed) -> None:
    names = set(zipfile.ZipFile(installed.wheel).namelist())
    package = installed.source / "tournament_director"
    modules = {p.relative_to(installed.source).as_posix() for p in package.rglob("*.py")}
    assert modules - names == set(), "modules missing from the wheel (pyproject's packages)"
    resources = installed.source / "resources"
    expected = {
        "tournament_director/resources/" + p.relative_to(resources).as_posix()
        for p in resources.rglob("*")
        if p.is_file() and not any(p.relative_to(resources).match(n) for n in NOT_SHIPPED)
    }
    shipped = {n for n in names if n.startswith("tournament_director/resources/")}
    assert shipped == expected  # a new kind of resource needs its glob in pyproject.toml
    assert "tournament_director/resources/translations/tournament_director_es.qm" in shipped
    assert not any(n.startswith("resources/") for n in names)  # no top-level "resources"


def test_the_installed_package_reads_its_own_resources(installed: Installed) -> None:
    probe = """
import json, tournament_director
from tournament_director.paths import resources_dir
from tournament_director.printing.text import register_fonts
from tournament_director.services.structures import shipped_templates
from tournament_director.ui.sounds import shipped_sounds
register_fonts()
print(json.dumps({
    "package": tournament_director.__file__,
    "resources": str(resources_dir()),
    "templates": [t.name for t in shipped_templates()],
    "sounds": shipped_sounds(),
}))
"""
    found = json.loads(
        _run([installed.python, "-c", probe], cwd=installed.work, env=installed.env).stdout
    )
    assert _inside(found["package"], installed.site_packages)
    assert _inside(found["resources"], installed.site_packages)
    assert "Regular 20 minutos" in found["templates"] and len(found["templates"]) == 4
    assert "level_change.wav" in found["sounds"] and len(found["sounds"]) == 6


def test_demo_payouts_and_the_console_run_from_the_wheel(installed: Installed) -> None:
    db = installed.work / "demo.sqlite3"
    run_here: dict = dict(cwd=installed.work, env=installed.env)

    demo = _run([installed.program, "--lang", "en", "demo", "--no-window", "--db", db], **run_here)
    assert "Directora Demo" in demo.stdout and "123456" in demo.stdout
    assert str(db.resolve()) in demo.stdout
    listing = _run([installed.program, "list", "--db", db], **run_here).stdout
    assert "Torneo de demostración" in listing
    _run([installed.program, "verify", "--db", db], **run_here)

    table = ["--table", "standard", "--json"]
    payouts = _run(
        [installed.program, "payouts", "--entries", "10", "--buy-in", "10000", *table],
        **run_here,
    )
    answer = json.loads(payouts.stdout)
    assert answer["prizes"] == [49_410, 29_160, 21_430] and answer["table"] == "Tabla estándar"

    log = installed.data_dir / "logs" / "tournament-director.log"
    console = subprocess.Popen(
        [str(installed.program), "--lang", "es", "--db", str(db)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        **run_here,
    )
    try:
        deadline = time.monotonic() + 60
        while "console starting" not in (log.read_text("utf-8") if log.exists() else ""):
            assert console.poll() is None, console.communicate()
            assert time.monotonic() < deadline, "the console did not start"
            time.sleep(0.2)
        time.sleep(CONSOLE_SECONDS)  # waiting at its sign-in dialog
        assert console.poll() is None, console.communicate()
    finally:
        console.kill()
        _out, err = console.communicate(timeout=30)
    text = log.read_text("utf-8")
    (loaded,) = [line for line in text.splitlines() if "translation loaded" in line]
    assert str(installed.site_packages) in loaded and "tournament_director_es" in loaded
    assert "Traceback" not in text + err and " ERROR " not in text


def test_the_editable_install_reads_the_checkouts_resources(installed: Installed) -> None:
    """The set-up's `pip install -e .`: resources/ of the checkout (here, the copy) is the
    package tournament_director.resources, found through importlib.resources."""
    venv = installed.base / "editable"
    python = _new_venv(venv, "--editable", installed.source)
    probe = (
        "import importlib.util; from tournament_director.paths import resources_dir;"
        " print(resources_dir());"
        " print(importlib.util.find_spec('tournament_director.resources').origin)"
    )
    env = _clean_env(installed.data_dir, venv)
    found = _run([python, "-c", probe], cwd=installed.work, env=env).stdout.splitlines()
    resources = installed.source / "resources"
    assert [Path(line) for line in found] == [resources, resources / "__init__.py"]

"""Where the application keeps its files: the user's data directory unless told otherwise."""

from __future__ import annotations

import importlib.resources
import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "TournamentDirector"
DATABASE_NAME = "tournament-director.sqlite3"
DEMO_DATABASE_NAME = "demo.sqlite3"


DATA_DIR_VARIABLE = "TD_DATA_DIR"


def default_data_dir() -> Path:
    """The user's data folder, or TD_DATA_DIR when set (a portable install, the tests)."""
    chosen = os.environ.get(DATA_DIR_VARIABLE, "").strip()
    if chosen:
        return Path(chosen).expanduser()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


RESOURCES_PACKAGE = "tournament_director.resources"


def resources_dir() -> Path:
    """The shipped resources' folder (structure templates, payout tables, translations,
    sounds, fonts), the one place the program looks for them:

    - frozen by PyInstaller: resources/ inside the bundle (sys._MEIPASS);
    - installed, from a wheel or editable (the set-up's ``pip install -e .``): the package
      tournament_director.resources, through importlib.resources; in the checkout it is the
      top-level resources/ folder, which pyproject.toml maps to that name;
    - the checkout's package imported without being installed (PYTHONPATH): resources/
      beside it.
    """
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "resources"
    try:
        found = importlib.resources.files(RESOURCES_PACKAGE)
    except ModuleNotFoundError:
        return Path(__file__).resolve().parent.parent / "resources"
    if not isinstance(found, Path):
        # Qt and ReportLab open the files by name: they must be files on disk, not in a zip.
        raise RuntimeError(f"{RESOURCES_PACKAGE} is not a folder on disk: {found!r}")
    return found

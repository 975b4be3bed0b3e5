"""Where the application keeps its files: the user's data directory unless told otherwise."""

from __future__ import annotations

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


def resources_dir() -> Path:
    """The resources/ folder: beside the package in a checkout, inside the bundle when frozen."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"

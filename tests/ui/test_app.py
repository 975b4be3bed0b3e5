"""run_console: importable without side effects; a bad database is a dialog, not a crash."""

from __future__ import annotations

import logging
import sqlite3
import subprocess
import sys

import pytest

from tournament_director import app


@pytest.fixture(autouse=True)
def _drop_log_file_handler():
    """run_console sets up the log file; other tests should not keep writing to it."""
    yield
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_tournament_director", False):
            root.removeHandler(handler)
            handler.close()


def test_importing_app_loads_no_qt():
    code = "import sys, tournament_director.app; print('PySide6.QtWidgets' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_newer_database_is_shown_and_refused(tmp_path, answers):
    db = tmp_path / "newer.sqlite3"
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA application_id = 1413761362")  # ours ("TDIR")
    conn.execute("PRAGMA user_version = 999")
    conn.execute("CREATE TABLE future (x)")
    conn.commit()
    conn.close()

    code = app.run_console(db, tmp_path / "data")

    assert code == app.EXIT_DATABASE_ERROR
    assert len(answers.errors) == 1
    assert "más nueva" in answers.errors[0][1]
    assert (tmp_path / "data" / "logs").is_dir()


def test_cancelling_sign_in_closes_cleanly(tmp_path, answers, monkeypatch):
    from tournament_director.ui.console import Console

    monkeypatch.setattr(Console, "sign_in", lambda self: None)
    assert app.run_console(tmp_path / "td.sqlite3", tmp_path / "data", language="es") == 0

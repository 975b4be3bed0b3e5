"""The console's sign-in window comes up without the main window's modules (loaded once
someone signs in) and without ReportLab (loaded when a paper is made): a process of its own,
offscreen, closed by TD_STARTUP_PROBE=exit as soon as the window is painted."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tournament_director.ui.startup_probe import LINE, VARIABLE

PROBE = """
import json, sys
from tournament_director.cli import main
code = main(["--db", sys.argv[1]])
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


@pytest.mark.e2e
@pytest.mark.parametrize("new_record", [True, False], ids=["first director", "sign-in"])
def test_sign_in_window_without_the_main_window_or_reportlab(tmp_path: Path, new_record: bool):
    env = {
        **os.environ,
        "TD_DATA_DIR": str(tmp_path / "data"),
        "QT_QPA_PLATFORM": "offscreen",
        VARIABLE: "exit",
    }
    db = tmp_path / "house.sqlite3"
    if not new_record:
        made = subprocess.run(
            [sys.executable, "-m", "tournament_director", "demo", "--no-window", "--db", db],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert made.returncode == 0, made.stderr
    process = subprocess.run(
        [sys.executable, "-c", PROBE, str(db)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert LINE in process.stderr, process.stderr
    probe = json.loads(process.stdout.strip().splitlines()[-1])
    assert probe["code"] == 0
    loaded = set(probe["modules"])
    assert "tournament_director.ui.sign_in" in loaded
    assert "tournament_director.ui.main_window" not in loaded
    assert not {m for m in loaded if m.split(".")[0] == "reportlab"}

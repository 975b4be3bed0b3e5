"""The display manager: monitors remembered by name on two offscreen screens (in a child
process, as the platform is chosen per process), fallback, hot-plug; the console's panel."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tournament_director.domain.structure import Chip, Level, Structure
from tournament_director.ui.display.manager import DisplayManager
from tournament_director.ui.display.panel import DisplayManagerPanel

CHILD = Path(__file__).with_name("display_two_screens.py")
ROOT = Path(__file__).resolve().parents[2]


def screen(name: str, x: int, width: int, height: int) -> dict:
    return {
        "name": name,
        "x": x,
        "y": 0,
        "width": width,
        "height": height,
        "logicalDpi": 96,
        "logicalBpi": 96,
        "dpr": 1,
    }


def run_child(tmp_path: Path, case: str, screens: list[dict]) -> subprocess.CompletedProcess:
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"screens": screens}), "utf-8")
    data = tmp_path / "data"
    data.mkdir()
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, str(CHILD), str(data), case],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_display_opens_on_its_remembered_screen_and_follows_hot_plug(tmp_path):
    result = run_child(
        tmp_path,
        "remembered",
        [screen("Console", 0, 1366, 768), screen("TV-Sala", 1366, 1920, 1080)],
    )
    assert result.returncode == 0, result.stderr
    assert "OK" in result.stdout


def test_a_missing_screen_falls_back_to_the_primary(tmp_path):
    result = run_child(
        tmp_path,
        "missing",
        [screen("Console", 0, 1366, 768), screen("Proyector", 1366, 1280, 720)],
    )
    assert result.returncode == 0, result.stderr
    assert "OK" in result.stdout


def test_a_new_display_opens_on_the_monitor_beside_the_console(tmp_path):
    """Never placed before: the room's TV, not the console's screen (the first display
    opened over the console on a single monitor before, even with a TV beside it)."""
    result = run_child(
        tmp_path, "fresh", [screen("Console", 0, 1366, 768), screen("TV-Sala", 1366, 1920, 1080)]
    )
    assert result.returncode == 0, result.stderr
    assert "OK" in result.stdout


def test_with_one_monitor_the_display_says_how_to_move_it(tmp_path):
    result = run_child(tmp_path, "single", [screen("Console", 0, 1920, 1080)])
    assert result.returncode == 0, result.stderr
    assert "OK" in result.stdout


@pytest.fixture
def tournament(services, director):
    tid = services.tournaments.create(director, "Torneo")
    services.clock.set_structure(
        director, tid, Structure("S", (Chip(25, "verde"),), (Level(25, 50),), starting_stack=100)
    )
    return tid


def test_the_panel_opens_changes_and_closes_displays(qtbot, tmp_path, services, tournament):
    manager = DisplayManager(services, tmp_path)
    panel = DisplayManagerPanel(manager, tournament)
    qtbot.addWidget(panel)
    panel.show()
    assert panel.screen.count() >= 1
    panel.full_screen.setChecked(False)
    qtbot.mouseClick(panel.open_button, Qt.MouseButton.LeftButton)
    assert panel.list.count() == 1
    window = manager.window(1)
    assert window is not None and not window.isFullScreen()
    assert "Pantalla 1" in panel.list.item(0).text()

    panel.theme.setCurrentIndex(panel.theme.findData("light"))
    panel.on_theme_activated(panel.theme.currentIndex())
    assert window.theme.name == "light"
    assert manager.settings.theme(1) == "light"

    qtbot.mouseClick(panel.open_button, Qt.MouseButton.LeftButton)
    assert panel.list.count() == 2

    panel.list.setCurrentRow(0)
    qtbot.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
    assert [d.number for d in manager.displays()] == [2]
    manager.close_all()
    assert panel.list.count() == 0

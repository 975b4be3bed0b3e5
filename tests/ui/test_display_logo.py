"""The house's logo on the big screen (chosen in the panel, kept by the station, scaled to
the header) and full screen switched at the screen itself, remembered per display."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from tournament_director.domain.structure import Chip, Level, Structure
from tournament_director.ui import prompts
from tournament_director.ui.display.manager import DisplayManager
from tournament_director.ui.display.panel import DisplayManagerPanel
from tournament_director.ui.display.window import GEOMETRY


def picture(path: Path, width: int, height: int) -> Path:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#c62828"))
    assert image.save(str(path))
    return path


@pytest.fixture
def tournament(services, director):
    tid = services.tournaments.create(director, "Torneo Aniversario")
    services.clock.set_structure(
        director, tid, Structure("S", (Chip(25, "verde"),), (Level(25, 50),), starting_stack=100)
    )
    return tid


@pytest.fixture
def manager(tmp_path, services):
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    made = DisplayManager(services, data)
    yield made
    made.close_all()


@pytest.fixture
def panel(qtbot, manager, tournament):
    made = DisplayManagerPanel(manager, tournament)
    qtbot.addWidget(made)
    made.show()
    return made


def test_a_logo_is_chosen_copied_shown_and_cleared(
    qtbot, tmp_path, manager, panel, tournament, monkeypatch, answers
):
    window = manager.open(tournament, full_screen=False)
    window.resize(1920, 1080)
    assert not window.has_logo
    assert panel.logo_label.text() == "Ninguno"
    assert not panel.clear_logo_button.isEnabled()
    name_without = window.item("name").rect

    source = picture(tmp_path / "casino.png", 400, 200)
    asked = []
    monkeypatch.setattr(
        prompts, "ask_open_path", lambda _parent, title, filters: asked.append(filters) or source
    )
    qtbot.mouseClick(panel.logo_button, Qt.MouseButton.LeftButton)

    assert asked and "*.png" in asked[0]
    stored = manager.settings.logo
    assert stored is not None and stored.parent == tmp_path / "data"  # a copy the station keeps
    source.unlink()  # the USB stick is gone: the screen keeps its logo
    assert manager.logo == stored and stored.is_file()
    assert window.has_logo
    assert not panel.logo_label.pixmap().isNull()
    assert panel.clear_logo_button.isEnabled()

    # scaled to the header's height, proportions kept, the name just after it
    logo = window.logo_rect()
    assert logo.height() == int(GEOMETRY["logo"].h * 1080)
    assert abs(logo.width() - 2 * logo.height()) <= 1
    name = window.item("name").rect
    assert name.left() > logo.right()
    assert name.left() > name_without.left()
    assert name.right() == pytest.approx(name_without.right(), abs=1)
    window.grab()  # paints the logo without a warning

    # a new display opens with it
    second = manager.open(tournament, full_screen=False)
    assert second.has_logo

    qtbot.mouseClick(panel.clear_logo_button, Qt.MouseButton.LeftButton)
    assert manager.settings.logo is None and manager.logo is None
    assert not window.has_logo and not second.has_logo
    assert window.logo_rect().isEmpty()
    assert not stored.exists()
    assert panel.logo_label.text() == "Ninguno"


def test_a_very_wide_logo_keeps_its_proportions_inside_the_header(tmp_path, manager, tournament):
    window = manager.open(tournament, full_screen=False)
    window.resize(1920, 1080)
    manager.set_logo(picture(tmp_path / "banner.png", 2000, 100))
    logo = window.logo_rect()
    assert logo.width() == int(0.30 * 1920)
    assert abs(logo.height() - logo.width() / 20) <= 1
    assert window.item("name").rect.left() > logo.right()


def test_a_file_that_is_not_a_picture_is_refused_in_words(
    qtbot, tmp_path, manager, panel, monkeypatch, answers
):
    bad = tmp_path / "logo.png"
    bad.write_text("not a picture", "utf-8")
    monkeypatch.setattr(prompts, "ask_open_path", lambda *_args: bad)

    qtbot.mouseClick(panel.logo_button, Qt.MouseButton.LeftButton)

    ((title, text),) = answers.warnings
    assert title == "Logo sin cambios" and "logo.png" in text and "PNG" in text
    assert manager.settings.logo is None


def test_cancelling_the_file_question_changes_nothing(qtbot, manager, panel, monkeypatch):
    monkeypatch.setattr(prompts, "ask_open_path", lambda *_args: None)
    qtbot.mouseClick(panel.logo_button, Qt.MouseButton.LeftButton)
    assert manager.settings.logo is None


def test_the_logo_is_remembered_by_the_station(tmp_path, services, manager, tournament):
    manager.set_logo(picture(tmp_path / "casino.png", 300, 300))
    again = DisplayManager(services, tmp_path / "data")
    window = again.open(tournament, full_screen=False)
    assert window.has_logo
    again.close_all()


def test_f11_and_escape_switch_full_screen_and_it_is_remembered(qtbot, manager, panel, tournament):
    window = manager.open(tournament, full_screen=False)
    assert not window.isFullScreen() and not panel.full_screen.isChecked()

    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen()
    assert manager.settings.full_screen(1)
    assert panel.full_screen.isChecked()  # the console's panel follows
    assert "pantalla completa" in panel.list.item(0).text()

    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()
    assert not manager.settings.full_screen(1)
    assert not panel.full_screen.isChecked()

    qtbot.keyClick(window, Qt.Key.Key_Escape)  # already a window: nothing to do
    assert not window.isFullScreen() and not manager.settings.full_screen(1)

    qtbot.mouseDClick(window, Qt.MouseButton.LeftButton)
    assert window.isFullScreen() and manager.settings.full_screen(1)

    manager.close(1)
    reopened = manager.open(tournament, number=1)
    assert reopened.isFullScreen()

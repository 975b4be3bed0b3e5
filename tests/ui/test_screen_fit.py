"""Dialogs fit the screen's free area with their frame, their buttons in view: a 1280x720
screen with a 40-px taskbar (ui/screen_fit.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QAbstractButton, QDialog, QLabel, QVBoxLayout, QWidget

from tournament_director.domain.payouts import standard_table
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui import screen_fit
from tournament_director.ui.payout_table_editor import PayoutTableEditor
from tournament_director.ui.record_dialog import RecordDialog
from tournament_director.ui.rule_set_dialog import RuleSetDialog
from tournament_director.ui.screen_fit import FRAME_ALLOWANCE, ScrollBody, fit_to_screen
from tournament_director.ui.settings_dialog import SettingsDialog
from tournament_director.ui.structure_editor import StructureEditorDialog

# 1280x720 less a taskbar of 40 px at the bottom (Windows 10 at 100 %)
FREE = QRect(0, 0, 1280, 680)


@pytest.fixture(autouse=True)
def taskbar(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(screen_fit, "available_area", lambda _widget: QRect(FREE))


@pytest.fixture
def tournament(services, director):
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, replace(import_json(text), table_size=9))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    return tid


def _dialogs(services, director, settings, tournament) -> dict[str, QDialog]:
    structure = services.tournaments.state(tournament).structure
    return {
        "settings": SettingsDialog(services, director, settings),
        "structure-editor": StructureEditorDialog(
            services, lambda: director, structure, tournament
        ),
        "payout-table-editor": PayoutTableEditor(
            services, lambda: director, standard_table(), shipped=True, entries=61
        ),
        "payout-table-new": PayoutTableEditor(services, lambda: director, None, entries=61),
        "rule-set": RuleSetDialog(services, lambda: director, tournament),
        "record-and-backups": RecordDialog(services, lambda: director),
    }


def _inside(widget: QWidget, dialog: QDialog) -> bool:
    corner = widget.mapTo(dialog, widget.rect().bottomRight())
    origin = widget.mapTo(dialog, widget.rect().topLeft())
    return dialog.rect().contains(origin) and dialog.rect().contains(corner)


@pytest.mark.parametrize("language", ["es", "en"])
def test_each_dialog_fits_a_1280x720_screen_with_a_taskbar(
    qtbot, services, director, settings, tournament, language
):
    from tournament_director.ui.translator import install_language

    install_language(language)
    for name, dialog in _dialogs(services, director, settings, tournament).items():
        qtbot.addWidget(dialog)
        dialog.show()
        frame = dialog.size() + FRAME_ALLOWANCE
        assert frame.width() <= FREE.width() and frame.height() <= FREE.height(), (
            f"{name}: {dialog.width()}x{dialog.height()} with its frame is past the free area"
        )
        buttons = [b for b in dialog.findChildren(QAbstractButton) if b.text()]
        bottom = max(b.mapTo(dialog, b.rect().bottomLeft()).y() for b in buttons)
        shown = [b for b in buttons if b.isVisible() and b.mapTo(dialog, b.rect().topLeft()).y()]
        # the dialog's own buttons (its last row) are whole inside it
        last_row = [b for b in shown if b.mapTo(dialog, b.rect().bottomLeft()).y() == bottom]
        assert last_row, name
        for button in last_row:
            assert _inside(button, dialog), f"{name}: {button.text()} is cut"
        dialog.close()


def test_a_dialog_larger_than_the_screen_opens_inside_it_and_keeps_its_least_size(qtbot):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.setMinimumSize(1500, 900)  # asked for more than the screen has
    fit_to_screen(dialog, (1600, 1000))
    dialog.show()
    assert dialog.size() + FRAME_ALLOWANCE == FREE.size()


def test_a_scrolled_body_shows_whole_where_it_fits_and_scrolls_where_it_does_not(qtbot):
    body = QWidget()
    rows = QVBoxLayout(body)
    for n in range(40):
        label = QLabel(f"Row {n}: a hint long enough to be wrapped on a narrow dialog " * 2)
        label.setWordWrap(True)
        rows.addWidget(label)
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    scroll = ScrollBody(body)
    layout.addWidget(scroll, 1)
    ok = QLabel("the buttons")
    layout.addWidget(ok)
    fit_to_screen(dialog)
    dialog.show()
    assert dialog.height() + FRAME_ALLOWANCE.height() <= FREE.height()
    assert _inside(ok, dialog)
    assert scroll.verticalScrollBar().maximum() > 0  # the rest is a scroll away
    # the body's rows keep their height for its width: no gaps between them
    assert body.height() == body.heightForWidth(body.width())


def test_a_short_body_needs_no_scroll_bar(qtbot):
    body = QWidget()
    QVBoxLayout(body).addWidget(QLabel("One line"))
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    scroll = ScrollBody(body)
    layout.addWidget(scroll)
    fit_to_screen(dialog)
    dialog.show()
    assert scroll.verticalScrollBar().maximum() == 0
    assert dialog.size().boundedTo(QSize(600, 200)) == dialog.size()

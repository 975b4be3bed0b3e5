"""Signing in: the first director, operator + PIN, wrong PINs refused."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tests.ui.conftest import DIRECTOR_PIN, FLOOR_PIN
from tournament_director.domain.operators import Role
from tournament_director.ui.console import Console
from tournament_director.ui.sign_in import FirstDirectorDialog, SignInDialog


def test_first_start_asks_for_the_first_director_and_creates_them(qtbot, services, settings):
    dialog = Console(services, settings).sign_in_dialog()
    qtbot.addWidget(dialog)
    assert isinstance(dialog, FirstDirectorDialog)

    qtbot.keyClicks(dialog.name, "  Ana   Director ")
    qtbot.keyClicks(dialog.pin, "246813")
    qtbot.keyClicks(dialog.pin_again, "246813")
    dialog.buttons.accepted.emit()

    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.operator is not None and dialog.operator.role is Role.DIRECTOR
    assert [o.name for o in services.house.operators()] == ["Ana Director"]
    assert services.house.authenticate("Ana Director", "246813").id == dialog.operator.id


def test_first_director_with_different_pins_is_not_created(qtbot, services):
    dialog = FirstDirectorDialog(services)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.name, "Ana")
    qtbot.keyClicks(dialog.pin, "246813")
    qtbot.keyClicks(dialog.pin_again, "246814")
    dialog.buttons.accepted.emit()

    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "no coinciden" in dialog.error.text()
    assert not services.house.has_operators()


def test_first_director_with_a_short_pin_is_refused_inline(qtbot, services):
    dialog = FirstDirectorDialog(services)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.name, "Ana")
    qtbot.keyClicks(dialog.pin, "1234")  # a director's PIN has 6 digits or more
    qtbot.keyClicks(dialog.pin_again, "1234")
    dialog.buttons.accepted.emit()

    assert "entre 6 y 12 dígitos" in dialog.error.text()
    assert not services.house.has_operators()


def test_later_starts_ask_who_signs_in(qtbot, services, settings, floor):
    settings.last_operator = floor.name
    dialog = Console(services, settings).sign_in_dialog()
    qtbot.addWidget(dialog)
    assert isinstance(dialog, SignInDialog)
    assert dialog.form.operator_combo.currentData() == floor.name  # remembered on this PC


def test_wrong_pin_is_refused_and_right_pin_signs_in(qtbot, services, director, floor):
    dialog = SignInDialog(services)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.form.select(floor.name)

    qtbot.keyClicks(dialog.form.pin, "0000")
    qtbot.keyClick(dialog.form.pin, Qt.Key.Key_Return)
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.operator is None
    assert dialog.form.error.text() == (
        f"PIN incorrecto para «{floor.name}». Intentos que quedan antes del bloqueo: 4."
    )
    assert dialog.form.pin.text() == ""  # cleared for the next try

    qtbot.keyClicks(dialog.form.pin, FLOOR_PIN)
    qtbot.mouseClick(dialog.form.sign_in_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.operator.id == floor.id


def test_deactivated_operators_are_not_offered(qtbot, services, director, floor):
    services.house.set_active(director, floor.id, False)
    dialog = SignInDialog(services)
    qtbot.addWidget(dialog)
    names = [
        dialog.form.operator_combo.itemData(i) for i in range(dialog.form.operator_combo.count())
    ]
    assert names == [director.name]
    qtbot.keyClicks(dialog.form.pin, DIRECTOR_PIN)
    dialog.form.on_sign_in_clicked()
    assert dialog.operator.id == director.id

"""Operators and settings dialogs: directors manage staff, everyone changes their own PIN."""

from __future__ import annotations

from tests.ui.conftest import DIRECTOR_PIN, FLOOR_PIN
from tournament_director.domain.operators import Role


def test_director_adds_an_operator(qtbot, make_window, services, director):
    dialog = make_window(director).show_operators()
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.new_name, "Carla Caja")
    dialog.new_role.setCurrentIndex(dialog.new_role.findData("cashier"))
    qtbot.keyClicks(dialog.new_pin, "111111")
    qtbot.keyClicks(dialog.new_pin_again, "111111")
    dialog.add_button.click()

    assert dialog.add_error.isHidden()
    carla = services.house.authenticate("Carla Caja", "111111")
    assert carla.role is Role.CASHIER
    assert dialog.table.rowCount() == 2
    assert dialog.new_name.text() == ""


def test_director_changes_role_resets_pin_and_deactivates(
    qtbot, make_window, services, director, floor, answers
):
    dialog = make_window(director).show_operators()
    qtbot.addWidget(dialog)
    dialog.select(floor.id)

    # A cashier's PIN has at least 6 digits: the new role comes with a new PIN.
    answers.texts += ["Cajero", "246810", "246810"]
    dialog.role_button.click()
    assert services.house.state().operators[floor.id].role is Role.CASHIER
    assert "6 a 12" in answers.questions[-2] or "6 to 12" in answers.questions[-2]
    services.house.authenticate(floor.name, "246810")

    answers.texts += ["222222", "222222"]
    dialog.pin_button.click()
    services.house.authenticate(floor.name, "222222")

    dialog.active_button.click()
    assert not services.house.state().operators[floor.id].active
    assert dialog.active_button.text() == "Reactivar"
    dialog.active_button.click()
    assert services.house.state().operators[floor.id].active
    assert answers.warnings == []


def test_the_last_director_cannot_be_deactivated(qtbot, make_window, director, answers):
    dialog = make_window(director).show_operators()
    qtbot.addWidget(dialog)
    dialog.select(director.id)
    dialog.active_button.click()
    assert answers.warnings[0][0] == "No se modificó el operador"
    assert "último director activo" in answers.warnings[0][1]


def test_a_floor_operator_changes_only_their_own_pin(qtbot, make_window, services, floor, answers):
    window = make_window(floor)
    dialog = window.show_operators()
    qtbot.addWidget(dialog)
    assert not dialog.add_box.isEnabled()
    dialog.select(floor.id)
    assert not dialog.pin_button.isEnabled()

    answers.texts += ["8765", "8765"]
    window.my_pin_action.trigger()
    assert answers.infos == [("Cambiar mi PIN", "Su PIN fue cambiado.")]
    services.house.authenticate(floor.name, "8765")


def test_different_pins_change_nothing(make_window, services, floor, answers):
    window = make_window(floor)
    answers.texts += ["8765", "8766"]
    window.my_pin_action.trigger()
    assert answers.warnings == [("Cambiar mi PIN", "Los dos PIN no coinciden. No se cambió nada.")]
    services.house.authenticate(floor.name, FLOOR_PIN)


def test_director_sets_the_idle_lock_minutes(qtbot, make_window, services, director):
    window = make_window(director)
    dialog = window.show_settings()
    qtbot.addWidget(dialog)
    dialog.lock_minutes.setValue(12)
    dialog.buttons.accepted.emit()
    assert services.house.lock_minutes == 12
    assert window.idle_watcher.interval_ms == 12 * 60_000


def test_floor_cannot_change_the_idle_lock(qtbot, make_window, services, floor):
    dialog = make_window(floor).show_settings()
    qtbot.addWidget(dialog)
    assert not dialog.lock_minutes.isEnabled()
    dialog.lock_minutes.setValue(30)  # even if it were reachable, the service refuses
    dialog.buttons.accepted.emit()
    assert "no puede cambiar la configuración de la casa" in dialog.error.text()
    assert services.house.lock_minutes == 5
    services.house.authenticate("Ana Director", DIRECTOR_PIN)

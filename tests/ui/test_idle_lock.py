"""The console locks after idle time and unlocks with a PIN."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.conftest import DIRECTOR_PIN, FLOOR_PIN


def test_idle_console_locks_and_unlocks_with_the_pin(qtbot, make_window, director):
    window = make_window(director, idle_ms=50)
    assert not window.is_locked()

    qtbot.waitUntil(window.is_locked, timeout=2000)
    assert not window.menuBar().isEnabled()
    assert not window.new_action.isEnabled()
    assert "Consola bloqueada" in window.lock_screen.title.text()

    form = window.lock_screen.form
    qtbot.keyClicks(form.pin, "9999")
    qtbot.keyClick(form.pin, Qt.Key.Key_Return)
    assert window.is_locked()
    assert "PIN incorrecto" in form.error.text()

    window.idle_watcher.set_interval(60_000)  # no second lock while the test checks
    qtbot.keyClicks(form.pin, DIRECTOR_PIN)
    qtbot.keyClick(form.pin, Qt.Key.Key_Return)
    assert not window.is_locked()
    assert window.menuBar().isEnabled()
    assert window.idle_watcher.is_running()


def test_input_keeps_the_console_unlocked(qtbot, make_window, director):
    window = make_window(director, idle_ms=300)
    for _ in range(6):  # 6 x 100 ms of typing: longer than the timeout, never idle for it
        qtbot.keyClick(window.tournaments_panel.table, Qt.Key.Key_Down)
        qtbot.wait(100)
        assert not window.is_locked()
    qtbot.waitUntil(window.is_locked, timeout=2000)


def test_another_operator_takes_over_a_locked_console(qtbot, make_window, director, floor):
    window = make_window(director)
    window.switch_action.trigger()
    assert window.is_locked()
    assert "Cambiar operador" in window.lock_screen.title.text()

    window.lock_screen.form.select(floor.name)
    qtbot.keyClicks(window.lock_screen.form.pin, FLOOR_PIN)
    window.lock_screen.form.on_sign_in_clicked()

    assert not window.is_locked()
    assert window.operator.id == floor.id
    assert window.operator_label.text() == "Operador: Bruno Floor (Supervisor de sala)"
    assert window.settings.last_operator == floor.name


def test_default_idle_time_comes_from_the_house_setting(make_window, services, director):
    services.house.set_lock_minutes(director, 7)
    window = make_window(director)
    assert window.idle_watcher.interval_ms == 7 * 60_000
    services.house.set_lock_minutes(director, 3)  # heard through the event bridge
    assert window.idle_watcher.interval_ms == 3 * 60_000

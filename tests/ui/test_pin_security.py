"""PINs at the console: the sign-in window and the lock screen say when an operator is locked
and until when; an operator whose PIN is shorter than the house asks chooses a new one before
going on; a director unlocks from the Operators window; the rules are in Settings; and the
event log never shows a PIN hash."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tests.ui.conftest import DIRECTOR_PIN, FLOOR_PIN
from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Role
from tournament_director.services import open_services
from tournament_director.storage import event_store
from tournament_director.ui.event_log_model import EventLogTableModel
from tournament_director.ui.labels import event_summary
from tournament_director.ui.settings_dialog import SettingsDialog
from tournament_director.ui.sign_in import SignInDialog


def type_pin(qtbot, form, pin: str) -> None:
    qtbot.keyClicks(form.pin, pin)
    qtbot.keyClick(form.pin, Qt.Key.Key_Return)


def lock_out(qtbot, form, name: str, times: int = 5) -> None:
    form.select(name)
    for _ in range(times):
        type_pin(qtbot, form, "000000")


# --- the sign-in window and the lock screen --------------------------------------------------


def test_the_sign_in_window_says_an_operator_is_locked(qtbot, services, director, floor):
    dialog = SignInDialog(services)
    qtbot.addWidget(dialog)
    dialog.show()
    lock_out(qtbot, dialog.form, floor.name)
    assert "está bloqueado tras 5 PIN incorrectos" in dialog.form.error.text()
    assert "Un director debe desbloquearlo" in dialog.form.error.text()

    type_pin(qtbot, dialog.form, FLOOR_PIN)  # the right PIN, refused while locked
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.operator is None
    assert "está bloqueado" in dialog.form.error.text()

    # Choosing another operator clears it; choosing the locked one again says it at once.
    dialog.form.select(director.name)
    assert dialog.form.error.isHidden()
    dialog.form.select(floor.name)
    assert "está bloqueado" in dialog.form.error.text() and dialog.form.error.isVisible()
    again = SignInDialog(services, preferred=floor.name)  # a later start too
    qtbot.addWidget(again)
    assert "está bloqueado" in again.form.error.text()


def test_the_sign_in_window_says_until_when(qtbot, services, director, floor):
    services.house.set_lock_policy(director, "delay")
    dialog = SignInDialog(services)
    qtbot.addWidget(dialog)
    dialog.show()
    lock_out(qtbot, dialog.form, floor.name)
    until = services.house.lock_of(floor.id).until.astimezone().strftime("%H:%M")
    assert f"está bloqueado hasta las {until}" in dialog.form.error.text()


def test_the_idle_lock_screen_uses_the_same_rules(qtbot, make_window, services, director, floor):
    window = make_window(floor)
    window.lock()
    form = window.lock_screen.form
    lock_out(qtbot, form, floor.name)
    type_pin(qtbot, form, FLOOR_PIN)
    assert window.is_locked()
    assert "está bloqueado tras 5 PIN incorrectos" in form.error.text()
    # Another operator takes over the console meanwhile.
    form.select(director.name)
    type_pin(qtbot, form, DIRECTOR_PIN)
    assert not window.is_locked() and window.operator.id == director.id


# --- a PIN shorter than the house asks ----------------------------------------------------------


def test_a_short_pin_signs_in_only_after_choosing_a_new_one(
    qtbot, services, director, floor, answers
):
    services.house.set_pin_minimum(director, "floor", 6)
    dialog = SignInDialog(services)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.form.select(floor.name)

    answers.texts.append(None)  # the operator cancels the new PIN: not signed in
    type_pin(qtbot, dialog.form, FLOOR_PIN)
    assert dialog.operator is None
    assert dialog.form.error.isVisible()
    assert "6" in answers.questions[-1]

    answers.texts += ["567890", "567890"]
    type_pin(qtbot, dialog.form, FLOOR_PIN)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.operator.id == floor.id
    assert services.house.authenticate(floor.name, "567890").id == floor.id
    assert not services.house.sign_in(floor.name, "567890").pin_change_needed


def test_a_new_pin_still_too_short_is_refused_in_words(qtbot, services, director, floor, answers):
    services.house.set_pin_minimum(director, "floor", 6)
    dialog = SignInDialog(services)
    qtbot.addWidget(dialog)
    dialog.form.select(floor.name)
    answers.texts += ["1234", "1234"]
    type_pin(qtbot, dialog.form, FLOOR_PIN)
    assert dialog.operator is None
    assert "entre 6 y 12 dígitos" in answers.warnings[-1][1]


# --- the Operators window -----------------------------------------------------------------------


def test_a_director_sees_locked_operators_and_unlocks_them(
    qtbot, make_window, services, director, floor, answers
):
    for _ in range(5):
        with pytest.raises(Refused):
            services.house.authenticate(floor.name, "000000")
    dialog = make_window(director).show_operators()
    qtbot.addWidget(dialog)
    dialog.select(floor.id)
    row = next(r for r, o in enumerate(dialog._operators) if o.id == floor.id)
    lock = services.house.lock_of(floor.id)
    assert dialog.table.item(row, 2).text() == dialog.status_text(floor, lock)
    assert dialog.table.item(row, 2).text() != dialog.tr("Active")
    assert dialog.unlock_button.isEnabled()

    dialog.unlock_button.click()
    assert answers.warnings == []
    assert services.house.lock_of(floor.id) is None
    assert dialog.table.item(row, 2).text() == dialog.tr("Active")
    assert not dialog.unlock_button.isEnabled()
    assert services.house.authenticate(floor.name, FLOOR_PIN).id == floor.id
    with services.db.read() as conn:
        last = list(event_store.read(conn, event_store.HOUSE_STREAM))[-1]
    assert (last.type, last.operator_name) == ("OperatorUnlocked", director.name)


def test_only_a_director_may_unlock(qtbot, make_window, services, director, floor):
    for _ in range(5):
        with pytest.raises(Refused):
            services.house.authenticate(director.name, "000000")
    dialog = make_window(floor).show_operators()
    qtbot.addWidget(dialog)
    dialog.select(director.id)
    assert not dialog.unlock_button.isEnabled()


# --- Settings -------------------------------------------------------------------------------------


def test_a_director_sets_the_pin_rules(qtbot, services, director, settings):
    dialog = SettingsDialog(services, director, settings)
    qtbot.addWidget(dialog)
    assert dialog.lock_attempts.value() == 5
    assert dialog.lock_policy.currentData() == "director"
    assert {r: s.value() for r, s in dialog.pin_minimum.items()} == {
        Role.DIRECTOR: 6,
        Role.FLOOR: 4,
        Role.CASHIER: 6,
    }
    dialog.lock_attempts.setValue(3)
    dialog.lock_policy.setCurrentIndex(dialog.lock_policy.findData("delay"))
    dialog.pin_minimum[Role.FLOOR].setValue(5)
    dialog.buttons.accepted.emit()
    assert dialog.result() == QDialog.DialogCode.Accepted
    state = services.house.state()
    assert (state.lock_attempts, state.lock_policy, state.pin_minimum(Role.FLOOR)) == (
        3,
        "delay",
        5,
    )
    assert state.pin_minimum(Role.DIRECTOR) == 6  # unchanged: not recorded again
    with services.db.read() as conn:
        keys = [
            e.payload["key"]
            for e in event_store.read(conn, event_store.HOUSE_STREAM)
            if e.type == "HouseSettingChanged"
        ]
    assert keys == ["pin_lock_attempts", "pin_lock_policy", "pin_min_floor"]


def test_the_floor_sees_the_pin_rules_but_cannot_change_them(qtbot, services, floor, settings):
    dialog = SettingsDialog(services, floor, settings)
    qtbot.addWidget(dialog)
    assert not dialog.lock_attempts.isEnabled() and not dialog.lock_policy.isEnabled()
    assert not any(spin.isEnabled() for spin in dialog.pin_minimum.values())


# --- the event log never shows a PIN hash -------------------------------------------------------


def test_no_pin_hash_in_the_event_log(qtbot, tmp_path, settings, answers):
    clock_now = [datetime(2026, 3, 14, 22, 0, tzinfo=UTC)]

    def clock():
        clock_now[0] += timedelta(seconds=1)
        return clock_now[0]

    services = open_services(tmp_path / "log.sqlite3", now=clock)
    try:
        house = services.house
        director = house.create_first_director("Ana Director", DIRECTOR_PIN)
        floor = house.create_operator(director, "Bruno Floor", "floor", FLOOR_PIN)
        house.change_pin(director, floor.id, "2468")
        house.change_role(director, floor.id, "cashier", "135790")
        for _ in range(5):
            with pytest.raises(Refused):
                house.authenticate(floor.name, "000000")
        house.unlock(director, floor.id)
        tid = services.tournaments.create(director, "Principal")
        services.tournaments.register_player(director, tid, "Carla Uno", "DNI", "111")
        services.tournaments.add_note(floor, tid, "Mesa 1: baraja nueva")
        with services.db.read() as conn:
            house_events = list(event_store.read(conn, event_store.HOUSE_STREAM))
        hashes = {e.payload["pin_hash"] for e in house_events if "pin_hash" in e.payload}
        secrets = hashes | {part for h in hashes for part in h.split("$")[-2:]}
        assert len(hashes) == 4

        # The house's events, should a log ever show them: their summaries hold no hash.
        for event in house_events:
            text = event_summary(event)
            assert "scrypt" not in text and not [s for s in secrets if s in text], event.type

        # The tournament's log in the console, every cell and tooltip.
        from tournament_director.ui.main_window import MainWindow

        window = MainWindow(services, director, settings)
        qtbot.addWidget(window)
        workspace = window.open_tournament(tid)
        workspace.tabs.setCurrentWidget(workspace.log_view)
        model: EventLogTableModel = workspace.log_view.model
        assert model.rowCount() == 3
        shown = [
            str(model.data(model.index(row, column), role))
            for row in range(model.rowCount())
            for column in range(model.columnCount())
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
        ]
        assert any("baraja nueva" in text for text in shown)
        assert not [t for t in shown if "scrypt" in t or any(s in t for s in secrets)]
        window.close()
    finally:
        services.close()

"""The Clock tab: every control writes through the clock service, read back from the record."""

from __future__ import annotations

import os
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tournament_director.domain.clock import Status
from tournament_director.services.demo import create_demo
from tournament_director.ui import prompts
from tournament_director.ui.structure_table_model import ScheduleTableModel
from tournament_director.ui.workspace import TournamentWorkspace

REGULAR = "Regular 20 minutos"


@pytest.fixture
def clock_window(qtbot, make_window, services, director, answers):
    """A director's console on a tournament with the Regular 20 structure, Clock tab shown."""

    def make(operator=None, start: bool = False):
        tid = services.tournaments.create(director, "Principal")
        services.clock.set_structure(director, tid, services.structures.get(REGULAR).structure)
        if start:
            services.clock.start(director, tid)
        window = make_window(operator or director)
        workspace = window.open_tournament(tid)
        window.activateWindow()
        workspace.clock_tab.schedule_view.setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is workspace.clock_tab.schedule_view)
        return window, workspace.clock_tab, tid

    return make


def _clock(services, tid):
    return services.tournaments.state(tid).clock


def _types(services, tid) -> list[str]:
    return [e.type for e in services.tournaments.events(tid)]


def test_the_clock_tab_shows_first_when_there_is_a_structure(clock_window):
    window, tab, _tid = clock_window()
    workspace = window.current_workspace()
    assert workspace.tabs.currentIndex() == TournamentWorkspace.CLOCK
    assert tab.card.title_label.text() == "Nivel 1 de 30"
    assert tab.card.blinds_label.text() == "100 / 200"
    assert tab.card.time_label.text() == "20:00"
    assert tab.card.next_label.text() == "Próximo: nivel 2 — 150 / 300"
    assert tab.schedule_model.rowCount() == 36  # 30 levels and 6 breaks
    assert tab.structure_name_label.text() == REGULAR


def test_space_starts_pauses_and_resumes(qtbot, clock_window, services):
    _window, tab, tid = clock_window()
    view = tab.schedule_view

    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert _clock(services, tid).status is Status.RUNNING
    assert tab.controls.start_pause_action.text() == "Pausar"
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert _clock(services, tid).status is Status.PAUSED
    assert tab.card.status_label.text() == "EN PAUSA"
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert _clock(services, tid).status is Status.RUNNING


def test_space_is_ignored_while_typing_in_a_field(qtbot, clock_window, services):
    _window, tab, tid = clock_window(start=True)
    tab.announcement_edit.setFocus()
    qtbot.waitUntil(tab.announcement_edit.hasFocus)

    qtbot.keyClicks(tab.announcement_edit, "Cena")
    qtbot.keyClick(tab.announcement_edit, Qt.Key.Key_Space)
    qtbot.keyClicks(tab.announcement_edit, "ya")
    tab.controls.on_space()  # even if the shortcut reached it, typing wins

    assert tab.announcement_edit.text() == "Cena ya"
    assert _clock(services, tid).status is Status.RUNNING
    assert "ClockPaused" not in _types(services, tid)


def test_every_control_changes_the_recorded_state(qtbot, clock_window, services, answers):
    _window, tab, tid = clock_window(start=True)
    c = tab.controls

    c.next_action.trigger()
    assert _clock(services, tid).period == 1
    c.previous_action.trigger()
    assert _clock(services, tid).period == 0

    before = services.clock.reading(tid).time_left_ms
    c.plus_action.trigger()
    assert services.clock.reading(tid).time_left_ms > before + 55_000
    c.minus_action.trigger()
    c.minus_action.trigger()
    assert services.clock.reading(tid).time_left_ms < before - 55_000
    c.restart_action.trigger()  # confirmed by the stand-in
    assert services.clock.reading(tid).time_left_ms > 20 * 60_000 - 5_000
    assert _types(services, tid).count("ClockTimeAdjusted") == 3

    c.hand_for_hand_action.trigger()
    assert _clock(services, tid).hand_for_hand
    assert c.hand_done_action.isEnabled()
    left = _clock(services, tid).remaining_ms
    c.hand_done_action.trigger()
    assert _clock(services, tid).remaining_ms == left - 2 * 60_000
    c.hand_for_hand_action.trigger()
    assert not _clock(services, tid).hand_for_hand

    tab.announcement_edit.setText("Cena a las 22:00")
    tab.announcement_minutes.setValue(15)
    tab.announce_button.click()
    (announcement,) = services.tournaments.state(tid).announcements.values()
    assert (announcement.text, announcement.minutes) == ("Cena a las 22:00", 15)
    assert tab.announcements_list.count() == 1
    assert not tab.withdraw_button.isEnabled()  # nothing selected: nothing to withdraw
    tab.announcements_list.setCurrentRow(0)
    tab.withdraw_button.click()
    assert services.tournaments.state(tid).announcements == {}
    assert answers.warnings == []


def test_double_click_jumps_and_the_list_marks_the_current_period(
    qtbot, clock_window, services, answers
):
    _window, tab, tid = clock_window(start=True)
    model, view = tab.schedule_model, tab.schedule_view
    mark = ScheduleTableModel.MARK
    assert model.data(model.index(0, mark)) == "▶"

    row = 5  # level 5 (after the first break)
    view.scrollTo(model.index(row, 0))
    rect = view.visualRect(model.index(row, ScheduleTableModel.PERIOD))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    assert _clock(services, tid).period == row
    assert "Nivel 5" in answers.questions[-1]
    assert model.data(model.index(row, mark)) == "▶"
    assert model.data(model.index(0, mark)) == ""
    assert model.data(model.index(row, 1), Qt.ItemDataRole.FontRole).bold()
    assert tab.card.title_label.text() == "Nivel 5 de 30"
    assert tab.card.ante_label.text() == "Ante CG: 800"  # said once, the glossary's form


def test_a_floor_operator_cannot_switch_hand_for_hand(clock_window, services, floor, answers):
    _window, tab, tid = clock_window(operator=floor, start=True)

    tab.controls.hand_for_hand_action.trigger()

    assert not _clock(services, tid).hand_for_hand
    assert not tab.controls.hand_for_hand_action.isChecked()
    (warning,) = answers.warnings
    assert "Bruno Floor" in warning[1] and "director" in warning[1]


def test_the_clock_jump_question_keeps_the_room_time(qtbot, clock_window, services, answers):
    _window, tab, tid = clock_window(start=True)
    shown = tab._shown
    assert shown is not None and shown.status is Status.RUNNING

    tab.driver.wall_clock_jumped.emit(600.0)
    qtbot.waitUntil(lambda: "ClockReanchored" in _types(services, tid))

    assert "10:00" in answers.questions[-1]
    left = services.clock.reading(tid).time_left_ms
    assert shown.time_left_ms - 5_000 < left <= shown.time_left_ms


def test_following_the_system_clock_writes_nothing(qtbot, clock_window, services, answers):
    _window, tab, tid = clock_window(start=True)
    answers.confirm_answer = False
    before = len(_types(services, tid))

    tab.driver.wall_clock_jumped.emit(-120.0)
    qtbot.waitUntil(lambda: len(answers.questions) == 1)

    assert len(_types(services, tid)) == before


def test_schedule_and_cancel_a_start(qtbot, clock_window, services, monkeypatch, answers):
    _window, tab, tid = clock_window()
    at = (services.now() + timedelta(hours=1)).replace(microsecond=0)
    monkeypatch.setattr(prompts, "ask_datetime", lambda *_args: at)

    tab.controls.schedule_action.trigger()

    assert services.tournaments.state(tid).scheduled_start == at.isoformat()
    qtbot.waitUntil(tab.schedule_label.isVisible)
    assert tab.controls.cancel_schedule_action.isEnabled()
    tab.controls.cancel_schedule_action.trigger()
    assert services.tournaments.state(tid).scheduled_start is None
    assert not tab.schedule_label.isVisible()


def test_choose_a_template_and_the_rules(clock_window, services, answers):
    _window, tab, tid = clock_window()
    tab.template_combo.setCurrentIndex(
        tab.template_combo.findData("Turbo 10 minutos (recompras y add-on)")
    )

    tab.use_template_button.click()

    assert services.tournaments.state(tid).structure.name.startswith("Turbo 10")
    assert tab.structure_name_label.text().startswith("Turbo 10")
    index = tab.rule_set_combo.findData("casino-club")
    tab.rule_set_combo.setCurrentIndex(index)
    tab.rule_set_combo.activated.emit(index)
    assert services.tournaments.state(tid).rule_set.name == "casino-club"


def test_a_floor_operator_cannot_change_the_rules(clock_window, services, floor, answers):
    _window, tab, tid = clock_window(operator=floor)
    index = tab.rule_set_combo.findData("tda-2024")
    tab.rule_set_combo.setCurrentIndex(index)
    tab.rule_set_combo.activated.emit(index)

    assert services.tournaments.state(tid).rule_set.name == "adtp-2018"
    assert tab.rule_set_combo.currentData() == "adtp-2018"
    assert len(answers.warnings) == 1


def test_edit_structure_opens_the_editor_and_applies(clock_window, services, answers):
    _window, tab, tid = clock_window()
    editor = tab.edit_structure()
    model = editor.levels_model
    model.setData(model.index(0, model.MINUTES), 25)

    editor.apply_button.click()

    assert services.tournaments.state(tid).structure.levels[0].minutes == 25
    assert tab.card.time_label.text() == "25:00"
    editor.close()


def test_the_clock_menu_lists_the_current_tournament_controls(clock_window):
    window, tab, _tid = clock_window()
    actions = [a for a in window.clock_menu.actions() if not a.isSeparator()]
    assert tab.controls.start_pause_action in actions
    assert tab.controls.hand_done_action in actions


def test_the_demo_tournament_runs_a_clock(make_window, services, answers):
    result = create_demo(services, players=5, seed=1)
    operator = services.house.authenticate("Directora Demo", "123456")
    workspace = make_window(operator).open_tournament(result.tournament_id)

    assert workspace.tabs.currentIndex() == TournamentWorkspace.CLOCK
    reading = services.clock.reading(result.tournament_id)
    assert reading.status is Status.RUNNING and reading.period == 0
    assert 12 * 60_000 < reading.time_left_ms < 14 * 60_000  # started seven minutes ago
    assert workspace.clock_tab.announcements_list.count() == 1


def test_the_display_panel_is_embedded_and_the_demo_opens_a_window(
    qtbot, services, settings, answers
):
    from tournament_director.ui.console import Console
    from tournament_director.ui.display import DisplayManagerPanel

    result = create_demo(services, players=3, seed=2)
    operator = services.house.authenticate("Directora Demo", "123456")
    console = Console(services, settings)
    window = console.show_main(operator, result.tournament_id, open_display=True)
    qtbot.addWidget(window)

    tab = window.current_workspace().clock_tab
    assert isinstance(tab.display_panel, DisplayManagerPanel)
    (display,) = window.display_manager.displays(result.tournament_id)
    assert not display.full_screen
    # the tab and the screen share one driver: one timer per tournament
    assert window.display_manager.driver(result.tournament_id) is tab.driver
    window.close()
    assert window.display_manager.displays() == []


def test_the_rules_button_opens_the_dialog_and_the_tab_shows_house_changes(
    clock_window, services, answers
):
    _window, tab, tid = clock_window()
    assert tab.rule_set_label.text() == "ADTP 2018 tal como se publicó"

    dialog = tab.edit_rules()
    assert dialog.isVisible() and dialog.preset_name == "adtp-2018"
    dialog.editors["hand_for_hand_minutes_per_hand"].setValue(3)
    dialog.editors["chip_race_start_seat"].setValue(2)
    dialog.ok_button.click()

    rules = services.tournaments.state(tid).rule_set
    assert rules.hand_for_hand_minutes_per_hand == 3
    assert tab.rule_set_combo.currentData() == "adtp-2018"
    assert tab.rule_set_label.text() == "ADTP 2018 con 2 cambios de la casa"
    assert tab.rule_set_label.font().bold() or "bold" in tab.rule_set_label.styleSheet()

    tab.rules_button.click()  # the button opens it too, on the rules now in use
    assert tab.rules_dialog.overrides() == {
        "hand_for_hand_minutes_per_hand": 3,
        "chip_race_start_seat": 2,
    }
    tab.rules_dialog.reject()


def _house_structure(services, director, name: str):
    structure = services.structures.get(REGULAR).structure
    services.structures.save(director, replace(structure, name=name))


def test_a_house_structure_can_be_deleted_from_the_library(
    clock_window, services, director, answers
):
    _house_structure(services, director, "Casa 15 minutos")
    _window, tab, _tid = clock_window()
    combo = tab.template_combo
    combo.setCurrentIndex(combo.findData(REGULAR))
    assert not tab.delete_template_button.isEnabled()  # shipped: stays
    combo.setCurrentIndex(combo.findData("Casa 15 minutos"))
    assert tab.delete_template_button.isEnabled()

    answers.confirm_answer = False
    tab.delete_template_button.click()
    assert "Casa 15 minutos" in answers.questions[-1]
    assert combo.findData("Casa 15 minutos") >= 0

    answers.confirm_answer = True
    tab.delete_template_button.click()
    assert combo.findData("Casa 15 minutos") < 0
    assert "Casa 15 minutos" not in {t.name for t in services.structures.templates()}
    assert answers.warnings == []


def test_deleting_a_structure_refused_is_shown(clock_window, services, director, answers):
    _house_structure(services, director, "Casa 15 minutos")
    _window, tab, _tid = clock_window()
    tab.template_combo.setCurrentIndex(tab.template_combo.findData("Casa 15 minutos"))
    services.structures.delete(director, "Casa 15 minutos")  # another console got there first

    tab.delete_template_button.click()

    ((title, text),) = answers.warnings
    assert title == "Estructura no borrada" and "Casa 15 minutos" in text


def test_ended_announcements_are_greyed_below_a_rule_and_can_be_withdrawn(
    qtbot, clock_window, services, director, answers, monkeypatch
):
    _window, tab, tid = clock_window(start=True)
    now = services.now()
    services.clock.announce(director, tid, "Cena a las 22:00", 5, at=now - timedelta(minutes=10))
    services.clock.announce(director, tid, "Bienvenidos", 30)
    qtbot.waitUntil(lambda: tab.announcements_list.count() == 3)
    lst = tab.announcements_list
    texts = [lst.item(i).text() for i in range(lst.count())]
    assert "Bienvenidos" in texts[0]
    assert texts[1] == "— terminados —"
    assert "Cena" in texts[2]
    assert lst.item(2).foreground().color().name() == "#8a8a8a"
    assert lst.item(2).font().italic()
    assert not lst.item(1).flags() & Qt.ItemFlag.ItemIsSelectable
    assert not tab.withdraw_button.isEnabled()

    # time passes: the welcome runs out too, and the list follows on the next tick
    later = now + timedelta(minutes=31)
    monkeypatch.setattr(tab.driver, "now", lambda: later)
    tab.on_driver_ticked(tab.driver.reading)
    texts = [lst.item(i).text() for i in range(lst.count())]
    assert texts[0] == "— terminados —" and len(texts) == 3

    lst.setCurrentRow(2)
    assert tab.withdraw_button.isEnabled() and tab.withdraw_action.isEnabled()
    withdrawn = lst.item(2).data(Qt.ItemDataRole.UserRole)
    tab.withdraw_action.trigger()
    assert withdrawn not in services.tournaments.state(tid).announcements
    assert len(services.tournaments.state(tid).announcements) == 1
    assert answers.warnings == []


def _finished_tournament(services, director):
    """Two players, no late registration, the clock started, one bust-out: the tournament
    is over (Casino Club "Clasificación") and the finish paused the clock."""
    from tournament_director.domain.structure import ReEntryPolicy

    cashier = services.house.create_operator(director, "Carla Caja", "cashier", "345678")
    tid = services.tournaments.create(director, "Principal")
    structure = replace(
        services.structures.get(REGULAR).structure,
        table_size=6,
        late_registration_until_level=None,
        re_entry=ReEntryPolicy(allowed=False),
    )
    services.clock.set_structure(director, tid, structure)
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 1)
    services.registration.open_shift(cashier, tid)
    entries = []
    for n in (1, 2):
        pid = services.players.create(
            cashier, f"Jugadora {n}", "DNI", str(20_000_000 + n), "Chile", "1990-01-01"
        ).player_id
        paid = services.registration.buy_entry(cashier, tid, pid, "cash", 100_000)[-1].payload
        entries.append(paid["entry_id"])
    services.clock.start(director, tid)
    services.registration.eliminate(director, tid, entries[0])
    assert services.tournaments.state(tid).book.winner == entries[1]
    return tid


def test_a_finished_tournaments_clock_says_finished_and_takes_no_command(
    qtbot, make_window, services, director, answers
):
    """After the finish the Clock tab says FINISHED (not PAUSED), its controls are off and
    Space writes nothing; a command that gets through is refused in words."""
    tid = _finished_tournament(services, director)
    window = make_window(director)
    tab = window.open_tournament(tid).clock_tab
    tab.driver.refresh()
    card, controls = tab.card, tab.controls
    assert card.status_label.text() == card.tr("FINISHED")
    assert card.status_label.text() not in ("EN PAUSA", "PAUSED")
    assert controls.start_pause_action.text() == controls.tr("Finished")
    for action in (
        controls.start_pause_action,
        controls.previous_action,
        controls.next_action,
        controls.restart_action,
        controls.minus_action,
        controls.plus_action,
        controls.hand_for_hand_action,
    ):
        assert not action.isEnabled(), action.text()
    if os.environ.get("TD_SCREENSHOTS"):  # a folder: leave the screenshot there
        window.grab().save(str(Path(os.environ["TD_SCREENSHOTS"]) / "clock-finished.png"))
    before = _types(services, tid)
    tab.schedule_view.setFocus()
    qtbot.keyClick(tab.schedule_view, Qt.Key.Key_Space)
    controls.toggle()  # as if the action were triggered anyway
    assert _types(services, tid) == before
    (_title, text), *_ = answers.warnings
    assert "deshacer" in text


def test_the_log_names_what_the_clock_did(qtbot, clock_window, services, caplog):
    _window, tab, tid = clock_window(start=True)
    with caplog.at_level("INFO", logger="tournament_director.ui.clock_controls"):
        tab.controls.toggle()
        tab.controls.toggle()
    said = [r.getMessage() for r in caplog.records if r.name.endswith("clock_controls")]
    assert said == ["clock paused", "clock resumed"]
    assert _clock(services, tid).status is Status.RUNNING

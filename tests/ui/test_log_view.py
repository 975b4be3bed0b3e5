"""The event log: rows, labels, filters, paging, and undo greying a row."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QDateTime, Qt

from tests.ui.conftest import DIRECTOR_PIN
from tournament_director.services import open_services
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.event_log_model import EventLogTableModel
from tournament_director.ui.main_window import MainWindow

START = datetime(2026, 3, 14, 18, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def room(qtbot, tmp_path):
    """A tournament with two operators' events an hour apart, open in a window."""
    clock = Clock()
    services = open_services(tmp_path / "log.sqlite3", now=clock)
    director = services.house.create_first_director("Ana Director", DIRECTOR_PIN)
    floor = services.house.create_operator(director, "Bruno Floor", "floor", "5678")
    tid = services.tournaments.create(director, "Principal")  # seq 1 at 18:00
    services.tournaments.register_player(director, tid, "Carla Uno", "DNI", "111")  # 2
    clock.now += timedelta(hours=1)
    services.tournaments.register_player(floor, tid, "Dario Dos", "RUT", "222")  # 3 at 19:00
    services.tournaments.add_note(floor, tid, "llegó tarde", player_id=2)  # 4
    window = MainWindow(services, director, ConsoleSettings(tmp_path))
    qtbot.addWidget(window)
    window.show()
    workspace = window.open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.log_view)  # only the tab on screen follows events
    yield window, workspace.log_view, services, tid, clock, director, floor
    window.close()
    services.close()


def _column(view, column: int) -> list:
    model = view.model
    return [model.data(model.index(r, column)) for r in range(model.rowCount())]


def _choose(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_rows_newest_first_with_readable_labels(room):
    _window, view, *_ = room
    assert _column(view, EventLogTableModel.SEQ) == [4, 3, 2, 1]
    assert _column(view, EventLogTableModel.TYPE) == [
        "Nota",
        "Jugador inscrito",
        "Jugador inscrito",
        "Torneo creado",
    ]
    assert _column(view, EventLogTableModel.DETAILS)[1] == "Dario Dos (RUT 222)"
    assert _column(view, EventLogTableModel.OPERATOR)[:2] == ["Bruno Floor", "Bruno Floor"]
    local = START.astimezone().strftime("%d/%m/%Y %H:%M:%S")
    assert _column(view, EventLogTableModel.TIME)[-1] == local
    assert view.count_label.text() == "4 eventos"


def test_filter_by_type_operator_and_player(room):
    _window, view, *_ = room
    _choose(view.type_combo, "PlayerRegistered")
    assert _column(view, EventLogTableModel.SEQ) == [3, 2]
    _choose(view.operator_combo, "Bruno Floor")
    assert _column(view, EventLogTableModel.SEQ) == [3]
    view.clear_button.click()
    assert _column(view, EventLogTableModel.SEQ) == [4, 3, 2, 1]
    _choose(view.player_combo, 2)
    assert _column(view, EventLogTableModel.SEQ) == [4, 3]  # the registration and the note
    assert view.player_combo.currentText() == "Dario Dos (RUT 222)"


def test_filter_by_time(room):
    _window, view, *_ = room
    half_past_six = QDateTime((START + timedelta(minutes=30)).astimezone().replace(tzinfo=None))
    view.since_edit.setDateTime(half_past_six)
    view.since_check.setChecked(True)
    assert _column(view, EventLogTableModel.SEQ) == [4, 3]
    view.since_check.setChecked(False)
    view.until_edit.setDateTime(half_past_six)
    view.until_check.setChecked(True)
    assert _column(view, EventLogTableModel.SEQ) == [2, 1]
    assert view.model.log_filter.since is None


def test_new_events_appear_and_new_choices_are_offered(room):
    _window, view, services, tid, _clock, director, _floor = room
    services.tournaments.rename(director, tid, "Principal Noche")
    assert _column(view, EventLogTableModel.SEQ)[0] == 5
    assert view.type_combo.findData("TournamentRenamed") > 0


def test_undo_through_the_action_greys_the_row(room, answers):
    window, view, services, tid, *_ = room
    answers.texts.append("nota equivocada")
    window.undo_action.trigger()

    question = answers.questions[-1]
    assert "¿Deshacer la última acción en «Principal»?" in question
    assert "#4 Nota: Dario Dos: llegó tarde — por Bruno Floor" in question  # named
    assert answers.warnings == []
    assert services.tournaments.voided(tid) == {4}
    model = view.model
    assert _column(view, EventLogTableModel.SEQ) == [5, 4, 3, 2, 1]
    undone_row = 1
    assert model.data(model.index(undone_row, EventLogTableModel.STATUS)) == "deshecho"
    grey = model.data(
        model.index(undone_row, EventLogTableModel.DETAILS), Qt.ItemDataRole.ForegroundRole
    )
    assert grey is not None
    assert (
        model.data(model.index(2, EventLogTableModel.DETAILS), Qt.ItemDataRole.ForegroundRole)
        is None
    )
    assert model.data(model.index(0, EventLogTableModel.STATUS)) == "deshace #4"
    assert "motivo: nota equivocada" in model.data(model.index(0, EventLogTableModel.DETAILS))

    window.redo_action.trigger()
    assert services.tournaments.voided(tid) == set()
    assert model.data(model.index(0, EventLogTableModel.STATUS)) == "rehace #4"
    assert model.data(model.index(2, EventLogTableModel.STATUS)) == ""  # the note stands again


def test_cancelling_the_undo_question_undoes_nothing(room, answers):
    window, _view, services, tid, *_ = room
    answers.texts.append(None)
    window.undo_action.trigger()
    assert services.tournaments.voided(tid) == set()


def test_undo_refused_for_someone_elses_action(room, answers):
    window, _view, services, tid, _clock, director, floor = room
    services.tournaments.register_player(director, tid, "Eva Tres", "DNI", "333")
    window.on_lock_screen_unlocked(floor)  # Bruno takes over the console
    answers.texts.append("")
    window.undo_action.trigger()
    assert answers.warnings == [
        (
            "No se deshizo nada",
            "Bruno Floor solo puede deshacer sus propias acciones; pida a un director.",
        )
    ]
    assert services.tournaments.voided(tid) == set()


def test_the_log_is_fetched_a_page_at_a_time(room):
    _window, view, services, tid, _clock, director, _floor = room
    for i in range(30):
        services.tournaments.add_note(director, tid, f"nota {i}")
    model = view.model
    model.page_size = 10
    model.reload()
    assert model.rowCount() == 10 and model.total == 34
    assert model.canFetchMore()
    model.fetchMore()
    assert model.rowCount() == 20
    while model.canFetchMore():
        model.fetchMore()
    assert _column(view, EventLogTableModel.SEQ) == list(range(34, 0, -1))


def test_a_hidden_tab_catches_up_when_shown(room):
    """Only the tab on screen refills after each event (thousands of rows take a moment);
    the others are brought up to date as they are shown."""
    window, view, services, tid, _clock, director, _floor = room
    workspace = window.workspace(tid)
    workspace.tabs.setCurrentWidget(workspace.clock_tab)
    services.tournaments.rename(director, tid, "Principal Noche")
    assert _column(view, EventLogTableModel.SEQ)[0] == 4  # hidden: not refilled yet
    workspace.tabs.setCurrentWidget(view)
    assert _column(view, EventLogTableModel.SEQ)[0] == 5

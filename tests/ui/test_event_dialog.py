"""A new multi-flight event from the console (ui/event_dialog.py): its flights made with their
names and dates, the settings recorded, the same structure and buy-in on every flight and
the final; refusals said in red with nothing written; the tournaments list with the event's
flights grouped under it, and a flight opened with its Stages tab."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from PySide6.QtCore import QDateTime
from PySide6.QtWidgets import QStyleOptionViewItem

from tests.ui.stage_ui_helpers import flight_word, make_event, play_down, players, sell
from tournament_director.domain import stages as domain
from tournament_director.ui.event_dialog import NewEventDialog, next_label
from tournament_director.ui.tournaments_model import TournamentsTableModel
from tournament_director.ui.workspace import TournamentWorkspace

TEMPLATE = "Regular 20 minutos"


def dialog(qtbot, services, operator) -> NewEventDialog:
    made = NewEventDialog(services, lambda: operator)
    qtbot.addWidget(made)
    made.show()
    return made


def fill(made: NewEventDialog, name: str = "Gran Evento Aniversario") -> None:
    made.name_edit.setText(name)
    made.template_combo.setCurrentIndex(made.template_combo.findData(TEMPLATE))
    made.edits["prize_pool"].setText("80.000")
    made.edits["fee"].setText("15.000")
    made.edits["staff_fee"].setText("5.000")


def set_flight(made: NewEventDialog, row: int, label: str, when: datetime) -> None:
    made.flights_table.item(row, made.LABEL).setText(label)
    made.flights_table.cellWidget(row, made.STARTS).setDateTime(QDateTime(when))


def choose(combo, value) -> None:
    combo.setCurrentIndex(combo.findData(value))


def test_next_flight_names():
    assert next_label("Día 1A") == "Día 1B"
    assert next_label("Serie 3") == "Serie 4"
    assert next_label("Día 2") == "Día 3"
    assert next_label("Final") == "Final 2"


def test_an_event_with_three_flights_its_settings_structure_and_buy_in(
    qtbot, make_window, services, director
):
    window = make_window(director)
    made = window.tournaments_panel.create_event()
    fill(made)
    assert made.flights_table.rowCount() == 2  # two flights to start with
    made.add_button.click()
    assert made.flights_table.item(2, made.LABEL).text() == next_label(
        made.flights_table.item(1, made.LABEL).text()
    )
    # Days to come, so each flight's clock is scheduled.
    days = [datetime.combine(date.today() + timedelta(days=n), time(18, 30)) for n in (1, 2, 3)]
    for row, (label, day) in enumerate(zip(("Día 1A", "Día 1B", "Día 1C"), days, strict=True)):
        set_flight(made, row, label, day)
    choose(made.assignment_combo, domain.DRAW)
    choose(made.entries_combo, domain.LATER_FLIGHT)
    choose(made.stack_combo, domain.LAST)
    assert "100.000" in made.price_label.text()

    made.create_button.click()

    assert not made.refusal.isVisible()
    event_id = made.event_id
    event = services.stages.event(event_id)
    assert event.name == "Gran Evento Aniversario"
    assert [(f.label, f.starts_at) for f in event.stages.flights] == [
        (label, day.isoformat(timespec="minutes"))
        for label, day in zip(("Día 1A", "Día 1B", "Día 1C"), days, strict=True)
    ]
    assert event.stages.settings == domain.StageSettings(
        domain.DRAW, domain.LATER_FLIGHT, domain.LAST
    )
    flights = services.stages.flights(event_id)
    for tid in [*flights, event_id]:
        state = services.tournaments.state(tid)
        assert state.structure is not None and state.structure.name == TEMPLATE
        buy_in = state.book.buy_in
        assert (buy_in.prize_pool, buy_in.fee, buy_in.staff_fee) == (80_000, 15_000, 5_000)
    # Each flight's clock starts by itself at its date and time.
    for tid, day in zip(flights, days, strict=True):
        scheduled = services.tournaments.state(tid).scheduled_start
        assert scheduled is not None
        assert datetime.fromisoformat(scheduled) == day.astimezone()
    assert services.tournaments.state(event_id).scheduled_start is None
    assert [f.name for f in flights.values()] == [
        "Gran Evento Aniversario — Día 1A",
        "Gran Evento Aniversario — Día 1B",
        "Gran Evento Aniversario — Día 1C",
    ]
    # The event is opened at once, with its Stages tab.
    workspace = window.current_workspace()
    assert workspace is not None and workspace.tournament_id == event_id
    assert workspace.tabs.tabText(TournamentWorkspace.STAGES) == "Etapas"


def test_refused_in_red_and_nothing_written(qtbot, services, director, floor):
    made = dialog(qtbot, services, director)
    fill(made)
    set_flight(made, 0, "Día 1A", datetime(2026, 11, 27, 18, 0))
    set_flight(made, 1, "día 1a", datetime(2026, 11, 28, 18, 0))
    made.create_button.click()
    assert made.refusal.isVisible()
    assert "mismo nombre" in made.refusal.text()  # the room's language
    assert made.event_id is None and made.isVisible()

    set_flight(made, 1, "Día 1B", datetime(2026, 11, 28, 18, 0))
    for edit in made.edits.values():
        edit.clear()
    made.create_button.click()
    assert made.refusal.isVisible() and made.event_id is None  # a buy-in of nothing

    # Only a director creates an event.
    by_floor = dialog(qtbot, services, floor)
    fill(by_floor)
    by_floor.create_button.click()
    assert by_floor.refusal.isVisible() and "Bruno Floor" in by_floor.refusal.text()
    assert services.tournaments.list() == []


def test_at_least_one_flight_stays(qtbot, services, director):
    made = dialog(qtbot, services, director)
    made.flights_table.selectRow(1)
    assert made.remove_button.isEnabled()
    made.remove_button.click()
    assert made.flights_table.rowCount() == 1
    made.flights_table.selectRow(0)
    assert not made.remove_button.isEnabled()
    made.remove_flight()
    assert made.flights_table.rowCount() == 1


def test_the_list_groups_an_event_s_flights_under_it(qtbot, make_window, services, director):
    before = services.tournaments.create(director, "Torneo del jueves")
    event_id, flights = make_event(services, director)
    after = services.tournaments.create(director, "Torneo del sábado")
    window = make_window(director)
    qtbot.wait(20)
    panel = window.tournaments_panel
    model = panel.model
    order = [model.summary(row).id for row in range(model.rowCount())]
    assert order == [after, event_id, *flights, before]
    names = [model.data(model.index(row, TournamentsTableModel.NAME)) for row in range(4)]
    assert names[1] == "Gran Evento"
    assert names[2] == f"Día 1A · 27/11 18:00 · {flight_word('open')}"
    assert names[3] == f"Día 1B · 28/11 18:00 · {flight_word('open')}"
    assert model.is_event(1) and not model.is_event(0)
    assert [model.is_flight(row) for row in range(5)] == [False, False, True, True, False]
    assert model.subtitle(1).endswith("evento, 2 series")
    # A flight's name sits to the right of its event's: it hangs from it.
    delegate = panel.table.itemDelegateForColumn(TournamentsTableModel.NAME)
    assert delegate._indent(model.index(2, 0)) > delegate._indent(model.index(1, 0)) == 0
    option = QStyleOptionViewItem()
    option.font = panel.table.font()
    option.rect = panel.table.visualRect(model.index(2, 0))
    assert option.rect.height() >= delegate.sizeHint(option, model.index(2, 0)).height()

    # Opening a flight opens its own tab, with its Stages tab.
    panel.select(flights[1])
    panel.open_selected()
    workspace = window.current_workspace()
    assert workspace.tournament_id == flights[1]
    assert workspace.stages_tab is not None
    window.stages_action.trigger()
    assert workspace.tabs.currentWidget() is workspace.stages_tab

    # A flight played down and closed says so in the list.
    sell(services, director, flights[0], players(services, director, 1, 4))
    play_down(services, director, flights[0], 2)
    qtbot.waitUntil(
        lambda: model.data(model.index(2, 0)) == f"Día 1A · 27/11 18:00 · {flight_word('closed')}"
    )


def test_a_tournament_without_stages_has_no_stages_tab(make_window, services, director):
    window = make_window(director)
    workspace = window.open_tournament(services.tournaments.create(director, "Torneo"))
    assert workspace.stages_tab is None
    assert workspace.tabs.count() == TournamentWorkspace.STAGES
    assert not window.stages_action.isEnabled()

"""The event log and the undo question as a night's walkthrough found them: a registration
names the entry it was bought with, the undo question names the player, and the Status
column takes no room while no row has a status."""

from __future__ import annotations

from tests.ui.test_registration import structure
from tournament_director.ui.event_log_model import EventLogTableModel
from tournament_director.ui.workspace import TournamentWorkspace

PRICE = 100_000


def _night(services, director, floor):
    """Two players; the first busts and re-enters (entry 3), then a third registers: the
    third player's number (3) is not their entry's (4)."""
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, structure())
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 1)
    services.registration.open_shift(director, tid)
    people = [
        services.players.create(director, name, "DNI", doc, "Argentina", "1990-01-01")
        for name, doc in (("Ana Uno", "30111222"), ("Bruno Dos", "30222333"))
    ]
    for person in people:
        services.registration.buy_entry(director, tid, person.player_id, "cash", PRICE)
    services.clock.start(director, tid)
    services.registration.eliminate(floor, tid, 1)
    services.registration.buy_entry(director, tid, people[0].player_id, "cash", PRICE)
    pedro = services.players.create(
        director, "Pedro Tres", "DNI", "30333444", "Chile", "1991-02-03"
    )
    services.registration.buy_entry(director, tid, pedro.player_id, "cash", PRICE)
    return tid


def test_the_log_names_the_entry_a_registration_was_bought_with(
    make_window, services, director, floor
):
    tid = _night(services, director, floor)
    workspace = make_window(director).open_tournament(tid)
    workspace.tabs.setCurrentIndex(TournamentWorkspace.LOG)
    model = workspace.log_view.model
    details = [
        model.data(model.index(r, EventLogTableModel.DETAILS))
        for r in range(model.rowCount())
        if model.recorded(r).type == "PlayerRegistered"
    ]
    assert details[0] == "Pedro Tres (DNI 30333444), entrada 4"  # not "3. Pedro Tres"
    assert details[-1] == "Ana Uno (DNI 30111222), entrada 1"


def test_the_status_column_shows_only_when_a_row_has_a_status(
    make_window, services, director, floor, answers
):
    tid = _night(services, director, floor)
    window = make_window(director)
    workspace = window.open_tournament(tid)
    workspace.tabs.setCurrentIndex(TournamentWorkspace.LOG)
    view = workspace.log_view
    assert view.table.isColumnHidden(EventLogTableModel.STATUS)

    services.tournaments.add_note(director, tid, "nota equivocada")
    answers.texts.append("error")
    window.undo_action.trigger()
    assert not view.table.isColumnHidden(EventLogTableModel.STATUS)


def test_the_undo_question_names_the_player_out(make_window, services, director, floor, answers):
    tid = _night(services, director, floor)
    services.registration.eliminate(floor, tid, 2)
    window = make_window(floor)
    window.open_tournament(tid)
    answers.texts.append(None)  # asked, then cancelled
    window.undo_action.trigger()
    question = answers.questions[-1]
    assert "Bruno Dos (entrada 2)" in question

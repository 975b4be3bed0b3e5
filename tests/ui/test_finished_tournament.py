"""A finished tournament looks finished everywhere (Casino Club "Clasificación"): the list
says Finalizado, the Clock tab who won, when and in which level, with nothing left to record;
the registration desk sells nothing but still counts its shifts; the waiting list is closed.
Each test fails on the code before the finish was shown."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tournament_director.domain.deals import ICM
from tournament_director.domain.errors import Refused
from tournament_director.domain.structure import ReEntryPolicy
from tournament_director.ui.tournaments_model import TournamentsTableModel

REGULAR = "Regular 20 minutos"
PRICE = 100_000


@pytest.fixture
def cashier(services, director):
    return services.house.create_operator(director, "Carla Caja", "cashier", "345678")


def _person(services, actor, n: int) -> int:
    return services.players.create(
        actor, f"Jugadora {n}", "DNI", str(20_000_000 + n), "Chile", "1990-01-01"
    ).player_id


@pytest.fixture
def finished(services, director, cashier):
    """Six players at one table of six, two more on the waiting list, no late registration;
    the clock started, three out, an ICM deal among the three left, two more out: over.
    Returns (tournament id, the entries in the order bought, the waiting players' ids)."""
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
    for n in range(1, 7):
        paid = services.registration.buy_entry(
            cashier, tid, _person(services, cashier, n), "cash", PRICE
        )[-1].payload
        entries.append(paid["entry_id"])
    waiting = [_person(services, cashier, n) for n in (7, 8)]
    for player_id in waiting:
        services.registration.join_waiting_list(cashier, tid, player_id)
    services.clock.start(director, tid)
    services.payouts.fix_prize_pool(director, tid)
    for entry_id in entries[:3]:
        services.registration.eliminate(director, tid, entry_id)
    left = entries[3:]
    stacks = dict(zip(left, [200_000, 100_000, 60_000], strict=True))
    deal = services.payouts.compute_deal(tid, stacks, ICM, unit=1_000)
    services.payouts.record_deal(director, tid, deal)
    for entry_id in left[:2]:
        services.registration.eliminate(director, tid, entry_id)
    assert services.tournaments.state(tid).book.winner == left[2]
    return tid, entries, waiting


def test_the_list_says_finished_and_keeps_archived(make_window, services, director, finished):
    tid, _entries, _waiting = finished
    other = services.tournaments.create(director, "Satélite")
    window = make_window(director)
    panel = window.tournaments_panel
    panel.show_archived.setChecked(True)
    model = panel.model
    status = {
        model.summary(row).id: model.data(model.index(row, TournamentsTableModel.STATUS))
        for row in range(model.rowCount())
    }
    assert status[other] == "Abierto"
    # "Finished" until the next translation build gives "Finalizado".
    assert status[tid] in ("Finalizado", "Finished")
    assert model.subtitle(model.row_of(tid)).startswith(status[tid] + " · ")
    services.tournaments.archive(director, tid)
    panel.refresh()
    row = model.row_of(tid)
    assert model.data(model.index(row, TournamentsTableModel.STATUS)) == "Archivado"


def test_an_undone_finish_is_open_again(services, director, finished):
    """The list reads the finish and the undo markers, never a replay: undoing the hand
    that ended it reopens the tournament, redoing it ends it again."""
    tid, _entries, _waiting = finished
    finished_at = services.tournaments.finished_at(tid)
    assert finished_at is not None
    assert {s.id: s.finished for s in services.tournaments.list()}[tid]
    services.tournaments.undo(director, tid, "wrong player")
    assert services.tournaments.finished_at(tid) is None
    assert not {s.id: s.finished for s in services.tournaments.list()}[tid]
    services.tournaments.redo(director, tid)
    assert services.tournaments.finished_at(tid) is not None


def test_the_clock_tab_says_who_won_when_and_where_and_records_nothing(
    make_window, services, director, finished
):
    tid, _entries, _waiting = finished
    window = make_window(director)
    tab = window.open_tournament(tid).clock_tab
    tab.driver.refresh()
    card = tab.card
    state = services.tournaments.state(tid)
    winner = state.players[state.book.entries[state.book.winner].player_id].name
    ended = services.tournaments.finished_at(tid).astimezone().strftime("%H:%M")
    reading = state.reading(services.now())
    level = state.periods()[reading.period].level_number
    assert card.title_label.text() == card.tr("Tournament over")
    assert card.blinds_label.text() == winner
    assert card.time_label.text() == ended  # not the time that was left in the level
    assert "Nivel" not in card.title_label.text() and "Level" not in card.title_label.text()
    shown = card.next_label.text()
    assert ended in shown and str(level) in shown
    assert "Próximo" not in shown and "Next" not in shown
    assert not tab.bust_outs_button.isEnabled() and not tab.bust_outs_action.isEnabled()
    assert tab.bust_outs_button.toolTip() != tab.bust_outs_tip  # it says why
    assert tab.panel.fact("status") not in ("Abierto", "Open")


def test_the_desk_sells_nothing_but_counts_its_shift(
    make_window, services, director, cashier, finished
):
    tid, _entries, waiting = finished
    # The services refuse in words, and write nothing.
    before = len(services.tournaments.events(tid))
    late = _person(services, cashier, 9)
    for call in (
        lambda: services.registration.buy_entry(cashier, tid, late, "cash", PRICE),
        lambda: services.registration.join_waiting_list(cashier, tid, late),
    ):
        with pytest.raises(Refused) as refused:
            call()
        assert refused.value.key == "registration.finished"
        assert "terminó" in refused.value.message
    assert len(services.tournaments.events(tid)) == before

    window = make_window(cashier)
    workspace = window.open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.registration_tab)
    tab = workspace.registration_tab
    tab.refresh()
    # Said up front: nothing to sell, prizes on the Results tab.
    assert not tab.finished_note.isHidden()
    for widget in (tab.search, tab.sell_button, tab.join_waiting_button, tab.new_player_button):
        assert not widget.isEnabled()
    # No free seats to count once it is over (it said 'asientos libres 5 de 6').
    assert "asientos libres" not in tab.seats_label.text()
    # The shift is still there to close and count; its report prints.
    panel = tab.cashier_panel
    assert panel.shift is not None and panel.close_button.isEnabled()
    assert panel.report_button.isEnabled()
    panel.on_close_button_clicked()
    assert services.tournaments.state(tid).book.shifts[panel.last_closed.shift_id].closed_at
    assert "para vender" not in panel.status_label.text()
    # A shift may still open, only to pay prizes in cash; it says so.
    assert panel.open_button.isEnabled() and panel.open_button.toolTip()
    # The winner is still "in play" in the book, but nothing more is done with the entry.
    tab.select_entry(services.tournaments.state(tid).book.winner)
    tab.on_table_context_menu(tab.table.viewport().rect().center())
    for action in (tab.rebuy_action, tab.add_on_action, tab.absent_action, tab.cancel_action):
        assert not action.isEnabled(), action.text()
    # The waiting list is closed: shown as such, nobody joins, no ticket, nobody removed.
    waiting_panel = tab.waiting_panel
    assert waiting_panel.closed and not waiting_panel.closed_label.isHidden()
    assert waiting_panel.list.count() == len(waiting)
    assert not waiting_panel.join_button.isEnabled()
    assert not waiting_panel.ticket_button.isEnabled()
    assert not waiting_panel.leave_button.isEnabled()


def test_free_seats_count_the_tables_still_open(services, director, cashier):
    """While entries may still come every table counts (a closed one opens for a draw);
    once registration has closed, only the tables still open (27 seats, then the final
    table's)."""
    from tournament_director.domain.room_figures import seats

    tid = services.tournaments.create(director, "Principal")
    structure = replace(
        services.structures.get(REGULAR).structure,
        table_size=9,
        late_registration_until_level=None,
        re_entry=ReEntryPolicy(allowed=False),
    )
    services.clock.set_structure(director, tid, structure)
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 3)
    services.registration.open_shift(cashier, tid)
    entries = []
    for n in range(1, 13):
        player_id = _person(services, cashier, n)
        paid = services.registration.buy_entry(cashier, tid, player_id, "cash", PRICE)
        entries.append(paid[-1].payload["entry_id"])
    state = services.tournaments.state(tid)
    assert seats(state, services.now()) == (27 - 12, 27)
    services.clock.start(director, tid)
    for entry_id in entries[:6]:
        services.registration.eliminate(director, tid, entry_id)
    services.seating.redraw(director, tid, "final_table")  # six left: one table of nine
    state = services.tournaments.state(tid)
    (final,) = state.seating.room.open_tables()  # the rule set's final table (ADTP: ten)
    assert seats(state, services.now()) == (final.size - 6, final.size)

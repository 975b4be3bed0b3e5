"""The console follows each event in place (issue 16: a tab at 10,000 entries must take in
an event in under 50 ms): rows made again only where entries changed, the standings' rows
moved rather than the table reset, the log's new events put on top, the structure's data
read once. Whatever happens, what each table shows is what a table filled from scratch
shows, cell for cell: purchases, refunds, absences, bust-outs, a corrected name, notes,
prizes paid and voided, undo and redo, in random order."""

from __future__ import annotations

import contextlib
import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QAbstractItemModel, Qt

from tests.ui.stage_ui_helpers import make_event, play_down, players, sell
from tournament_director.domain import payout_state as ps
from tournament_director.domain.clock import Status
from tournament_director.domain.errors import Refused
from tournament_director.domain.registration import ACTIVE
from tournament_director.domain.structure import ReEntryPolicy
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.services.results import standing_rows
from tournament_director.ui import column_fit, results_tab
from tournament_director.ui.accreditation_desk import (
    AccreditationDesk,
    QualifiersModel,
    qualifier_rows,
)
from tournament_director.ui.entries_model import EntriesTableModel, entry_rows
from tournament_director.ui.event_log_model import EventLogTableModel
from tournament_director.ui.flight_stages import FlightStagesTab
from tournament_director.ui.log_view import LogView
from tournament_director.ui.registration_tab import RegistrationTab
from tournament_director.ui.results_tab import ResultsTab, StandingsModel
from tournament_director.ui.structure_table_model import ScheduleTableModel

PRICE = 100_000
PEOPLE = 14
ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.UserRole,
    Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.TextAlignmentRole,
)


def cells(model: QAbstractItemModel, rows: int | None = None) -> list[list[tuple]]:
    """Every cell of the model in every role the views read (brushes and fonts by value)."""

    def value(v):
        if hasattr(v, "color") and hasattr(v, "style"):  # QBrush
            return ("brush", v.color().name(), v.style())
        if hasattr(v, "italic") and hasattr(v, "bold"):  # QFont
            return ("font", v.bold(), v.italic(), v.strikeOut())
        return v

    count = model.rowCount() if rows is None else rows
    return [
        [
            tuple(value(model.data(model.index(r, c), role)) for role in ROLES)
            for c in range(model.columnCount())
        ]
        for r in range(count)
    ]


@pytest.fixture
def cashier(services, director):
    return services.house.create_operator(director, "Carla Caja", "cashier", "345678")


def tournament(services, director, cashier) -> int:
    services.registration.rng = random.Random(3)
    services.seating.rng = random.Random(4)
    tid = services.tournaments.create(director, "Torneo de Prueba")
    base = import_json((resources_dir() / "structures" / "regular-20.json").read_text("utf-8"))
    structure = replace(
        base,
        table_size=6,
        late_registration_until_level=None,
        re_entry=ReEntryPolicy(allowed=False),
    )
    services.clock.set_structure(director, tid, structure)
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 3)
    services.registration.open_shift(cashier, tid)
    services.payouts.choose_structure(
        director, tid, ps.structure_from_parts(ps.GENERATOR, places=3, unit=1_000)
    )
    for n in range(1, PEOPLE + 1):
        services.players.create(
            cashier, f"Jugadora {n}", "DNI", str(20_000_000 + n), "Chile", "1990-01-01"
        )
    return tid


def step(services, tid, staff, rng: random.Random) -> None:
    """One thing the desk, the floor or a director does, picked at random (refused
    commands write nothing and are part of the game)."""
    director, cashier, floor = staff
    state = services.tournaments.state(tid)
    book = state.book
    active = [e.entry_id for e in book.entries.values() if e.status == ACTIVE]
    started = state.clock.status is not Status.NOT_STARTED
    choices = ["note", "undo", "redo", "correct", "absent", "arrived"]
    choices += ["out", "out", "out", "pay", "pay", "void"] if started else ["buy"] * 5
    choices += ["cancel", "start"] if not started else []
    what = rng.choice(choices)
    match what:
        case "buy":
            house = services.players.search("Jugadora")
            record = rng.choice(house)
            services.registration.buy_entry(cashier, tid, record.player_id, "cash", PRICE)
        case "cancel" if book.entries:
            services.registration.cancel_entry(
                director, tid, rng.choice(list(book.entries)), "Se equivocó"
            )
        case "start" if len(active) >= 5:
            services.clock.start(director, tid)
            services.payouts.fix_prize_pool(director, tid)
        case "out" if active:
            services.registration.eliminate(floor, tid, rng.choice(active))
        case "absent" if active:
            services.registration.mark_absent(floor, tid, rng.choice(active))
        case "arrived" if active:
            services.registration.mark_arrived(floor, tid, rng.choice(active))
        case "note":
            services.tournaments.add_note(floor, tid, f"mesa {rng.randint(1, 3)}: baraja")
        case "correct" if state.players:
            player = rng.choice(list(state.players.values()))
            services.tournaments.correct_player(
                director, tid, player.player_id, player.name + " B", player.document_type,
                player.document, "mal escrito",
            )  # fmt: skip
        case "pay":
            due = [r for r in services.results.rows(tid) if r.due and not r.paid]
            if due:
                row = rng.choice(due)
                services.results.pay_prize(cashier, tid, row.entry_id, "transfer", row.due, "T1")
        case "void" if state.prizes.standing():
            payment = rng.choice(state.prizes.standing())
            services.results.void_payment(director, tid, payment.payment_id, "por error")
        case "undo":
            services.tournaments.undo(director, tid, "corrección")
        case "redo":
            services.tournaments.redo(director, tid)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_each_table_followed_in_place_shows_what_a_fresh_one_shows(
    qtbot, services, director, cashier, floor, settings, monkeypatch, seed
):
    # Every table counts as long: the column fits measure only the rows that changed.
    monkeypatch.setattr(column_fit, "FULL_ROWS", 2)
    monkeypatch.setattr(results_tab, "FULL_ROWS", 2)
    tid = tournament(services, director, cashier)
    operator = lambda: director  # noqa: E731
    results = ResultsTab(services, tid, operator, settings)
    registration = RegistrationTab(services, tid, operator, settings)
    log = LogView(services, tid)
    for widget in (results, registration, log):
        qtbot.addWidget(widget)
    rng = random.Random(seed)
    for _ in range(60):
        with contextlib.suppress(Refused):
            step(services, tid, (director, cashier, floor), rng)
        state = services.tournaments.state(tid)
        # The Results tab: its rows those the services make from scratch, its cells a new
        # tab's.
        results.show_state(state)
        fresh = ResultsTab(services, tid, operator, settings)
        qtbot.addWidget(fresh)
        # From scratch: without the ranking and the money the state keeps from one
        # bust-out to the next (put back after).
        kept = state.ranking_fold, state.awards_kept
        state.ranking_fold = state.awards_kept = None
        try:
            expected = standing_rows(state, services.results.standings(tid))
        except Refused:  # nobody to rank yet
            expected = []
        state.ranking_fold, state.awards_kept = kept
        assert results.rows == expected
        assert cells(results.model) == cells(fresh.model)
        # The Registration tab: its model's rows and cells a model filled from scratch.
        registration.refresh()
        assert registration.model._rows == entry_rows(state)
        model = EntriesTableModel()
        model.set_rows(entry_rows(state), registration._currency)
        assert cells(registration.model) == cells(model)
        # The log: the rows it holds, newest first, those a reload reads.
        log.refresh()
        reloaded = EventLogTableModel(services, tid)
        reloaded.set_filter(log.model.log_filter)
        shown = min(log.model.rowCount(), reloaded.rowCount())
        assert log.model.total == reloaded.total
        assert cells(log.model, shown) == cells(reloaded, shown)


def test_the_standings_model_moves_inserts_and_removes_rows_as_a_reset_would(qtbot):
    """Any new list: the model holds it, cell for cell (moved, inserted, removed in place
    where it can, reset otherwise)."""
    rng = random.Random(7)
    headers = ["a", "b"]
    parent = ResultsTab.__mro__[1]()  # a plain QWidget to own the models
    qtbot.addWidget(parent)
    model = StandingsModel(headers, parent)
    keys = list(range(20))

    def rows_of(keys: list[int], tag: str) -> list[list[str]]:
        return [[str(k), f"{tag}{k % 3}"] for k in keys]

    model.set_rows(rows_of(keys, "x"), keys)
    for turn in range(200):
        keys = list(keys)
        match rng.randrange(6):
            case 0 if len(keys) > 2:  # a bust-out: one row moves down
                i = rng.randrange(len(keys) - 1)
                keys.insert(rng.randrange(i + 1, len(keys)), keys.pop(i))
            case 1 if len(keys) > 2:  # one row moves up
                i = rng.randrange(1, len(keys))
                keys.insert(rng.randrange(0, i), keys.pop(i))
            case 2:  # rows come in
                at = rng.randrange(len(keys) + 1)
                keys[at:at] = [100 + turn * 10 + n for n in range(rng.randint(1, 3))]
            case 3 if len(keys) > 3:  # rows go
                at = rng.randrange(len(keys) - 2)
                del keys[at : at + rng.randint(1, 2)]
            case 4:
                rng.shuffle(keys)
        rows = rows_of(keys, rng.choice("xyz"))
        model.set_rows(rows, keys)
        fresh = StandingsModel(headers, parent)
        fresh.set_rows(rows, keys)
        assert cells(model) == cells(fresh)


def test_the_structure_read_once_shows_what_a_fresh_model_shows(qtbot, services, director):
    """Each second the next period's start moves by milliseconds: the cached cells are
    those a new model works out, in every role, whatever moved (a new minute, a period,
    a pause)."""
    tid = services.tournaments.create(director, "Estructura")
    base = import_json((resources_dir() / "structures" / "regular-20.json").read_text("utf-8"))
    services.clock.set_structure(director, tid, base)
    structure = services.tournaments.state(tid).structure
    model = ScheduleTableModel()
    model.set_structure(structure)
    rng = random.Random(5)
    start = datetime(2026, 3, 14, 21, 0, 0, tzinfo=UTC)
    started: dict[int, datetime] = {}
    current, status = 0, Status.RUNNING
    next_start = start + timedelta(minutes=20)
    for _ in range(150):
        match rng.randrange(8):
            case 0:  # the next period
                started[current] = next_start - timedelta(minutes=20)
                current = min(current + 1, model.rowCount() - 1)
            case 1:
                status = rng.choice([Status.RUNNING, Status.PAUSED])
            case _:  # a second later, a few milliseconds off
                next_start += timedelta(milliseconds=rng.randint(-15, 15))
                if rng.random() < 0.2:
                    next_start += timedelta(minutes=1)
        model.set_position(current, status, started, next_start)
        fresh = ScheduleTableModel()
        fresh.set_structure(structure)
        fresh.set_position(current, status, started, next_start)
        assert cells(model) == cells(fresh)


def table_cells(table) -> list[list[tuple]]:
    """A QTableWidget's items: text, colour, boldness and alignment, row by row."""
    out = []
    for row in range(table.rowCount()):
        cells_of_row = []
        for column in range(table.columnCount()):
            item = table.item(row, column)
            cells_of_row.append(
                (
                    item.text(),
                    item.foreground().color().name(),
                    item.font().bold(),
                    int(item.textAlignment()),
                )
            )
        out.append(cells_of_row)
    return out


def test_a_flights_players_followed_in_place_are_those_a_fresh_tab_shows(
    qtbot, services, director, floor, monkeypatch
):
    """A flight's Stages tab writes again only the players' rows that changed (a player out
    taken out, a count bagged), and fills them only while shown: the table is always the
    one a new tab fills, also after the tab was hidden for a while."""
    monkeypatch.setattr(column_fit, "FULL_ROWS", 2)
    _event_id, flights = make_event(services, director, tables=3)
    flight = flights[0]
    sell(services, director, flight, players(services, director, 1, 16))
    services.clock.start(director, flight)
    services.stages.set_flight_end(director, flight, None, 10)
    tab = FlightStagesTab(services, flight, lambda: director)
    qtbot.addWidget(tab)
    tab.resize(1150, 640)
    tab.show()
    rng = random.Random(11)
    for _ in range(50):
        state = services.tournaments.state(flight)
        active = [e.entry_id for e in state.book.entries.values() if e.status == ACTIVE]
        what = rng.choice(["out", "out", "out", "note", "bag", "bag", "bag", "undo", "redo"])
        with contextlib.suppress(Refused):
            match what:
                case "out" if active:
                    services.registration.eliminate(floor, flight, rng.choice(active))
                case "bag" if active:
                    services.stages.bag(
                        floor, flight, rng.choice(active), rng.randint(1, 90) * 1_000, "player"
                    )
                case "note":
                    services.tournaments.add_note(floor, flight, "baraja")
                case "undo":
                    services.tournaments.undo(director, flight, "corrección")
                case "redo":
                    services.tournaments.redo(director, flight)
        if rng.random() < 0.2:  # another tab on screen for a few events
            tab.hide()
        elif not tab.isVisible():
            tab.show()
        tab.refresh()
        if not tab.isVisible():
            continue
        fresh = FlightStagesTab(services, flight, lambda: director)
        qtbot.addWidget(fresh)
        fresh.show()  # a hidden tab fills its players' table when shown
        fresh.refresh()
        assert tab._entries == fresh._entries
        assert table_cells(tab.players_table) == table_cells(fresh.players_table)


def test_the_desks_qualifiers_followed_in_place_are_those_made_from_scratch(
    qtbot, services, director, floor, settings, monkeypatch
):
    """The accreditation desk makes again only the qualifiers' rows that changed (an
    accreditation, a seat changed by a bust-out or a move in the final, an absence): its
    list is always the one made from scratch."""
    monkeypatch.setattr(column_fit, "FULL_ROWS", 2)
    event_id, flights = make_event(services, director, tables=3)
    people = players(services, director, 1, 16)
    sell(services, director, flights[0], people[:8])
    sell(services, director, flights[1], people[8:])
    slips = {fid: play_down(services, director, fid, 6) for fid in flights}
    codes = [
        (services.stages.slip_codes(fid, n)[0], services.stages.slip(fid, n).document)
        for fid in flights
        for n in slips[fid].values()
    ]
    desk = AccreditationDesk(services, event_id, lambda: floor, settings=settings)
    qtbot.addWidget(desk)
    desk.show()
    rng = random.Random(13)
    rng.shuffle(codes)
    started = False
    done = 0  # actions of this test that an undo may take back (not the set-up's)
    for _ in range(40):
        state = services.tournaments.state(event_id)
        active = [e.entry_id for e in state.book.entries.values() if e.status == ACTIVE]
        what = rng.choice(["accredit", "accredit", "accredit", "out", "note", "undo", "start"])
        with contextlib.suppress(Refused):
            match what:
                case "accredit" if codes:
                    services.stages.accredit(floor, event_id, *codes.pop())
                    done += 1
                case "start" if not started and len(active) >= 4:
                    services.clock.start(director, event_id)
                    started = True
                case "out" if started and len(active) > 2:
                    services.registration.eliminate(floor, event_id, rng.choice(active))
                    done += 1
                case "note":
                    services.tournaments.add_note(floor, event_id, "mesa 1")
                    done += 1
                case "undo" if done:
                    services.tournaments.undo(director, event_id, "corrección")
                    done -= 1
        desk.refresh()
        state = services.tournaments.state(event_id)
        fresh = qualifier_rows(
            state,
            services.stages.flights(event_id),
            services.house.known().directory.canonical,
        )
        assert desk.model.rows() == fresh
        model = QualifiersModel()
        model.set_rows(fresh)
        assert cells(desk.model) == cells(model)

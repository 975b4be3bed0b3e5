"""The Tables tab: the map of the room, the pending move confirmed, a drag to a seat asks a
reason, a table broken; a screenshot of 40 tables at 1366x768 when TD_SCREENSHOTS is set."""

from __future__ import annotations

import os
import random
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tournament_director.domain.balancing import DecisionKind
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui import print_adapter, table_dialogs
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.table_dialogs import ButtonsDialog, OrdersDialog

PRICE = 100_000


class Buttons:
    """Stands in for the move dialog's button question: records the tables asked about
    (with the last known button offered) and answers with ``changes``."""

    def __init__(self) -> None:
        self.asked: list[list[tuple[int, int, int | None]]] = []
        self.changes: dict[int, int] | None = {}

    def __call__(self, _parent, tables):
        self.asked.append(list(tables))
        return self.changes


@pytest.fixture(autouse=True)
def printed(monkeypatch) -> list[tuple[str, bytes]]:
    """Every document sent to a printer: (its title, the PDF)."""
    sent: list[tuple[str, bytes]] = []
    monkeypatch.setattr(print_adapter, "run_print_dialog", lambda printer, parent, title: True)

    def fake_print(pdf: bytes, printer) -> int:
        sent.append((printer.docName(), pdf))
        return 1

    monkeypatch.setattr(print_adapter, "print_pdf", fake_print)
    return sent


@pytest.fixture(autouse=True)
def buttons(monkeypatch) -> Buttons:
    fake = Buttons()
    monkeypatch.setattr(table_dialogs, "ask_buttons", fake)
    return fake


def structure(table_size: int):
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    return replace(import_json(text), table_size=table_size)


def seated(services, director, players: int, tables: int, size: int = 6) -> int:
    tid = services.tournaments.create(director, "Principal")
    services.registration.rng = random.Random(3)
    services.seating.rng = random.Random(4)
    services.clock.set_structure(director, tid, structure(size))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, tables)
    services.registration.open_shift(director, tid)
    names = ["Ana", "Bruno", "Carla", "Diego", "Elena", "Fabián", "Gloria", "Hugo", "Inés"]
    for n in range(1, players + 1):
        name = f"{names[n % len(names)]} Pérez {n}"
        record = services.players.create(
            director, name, "DNI", str(30_000_000 + n), "Chile", "1990-01-01"
        )
        services.registration.buy_entry(director, tid, record.player_id, "cash", PRICE)
    services.seating.draw_button(director, tid)
    services.clock.start(director, tid)
    return tid


def open_tab(make_window, operator, tid):
    workspace = make_window(operator).open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.tables_tab)
    return workspace.tables_tab


def bust_two_at_table_one(services, floor, tid):
    room = services.seating.state(tid).room
    for entry_id in list(room.tables[1].players().values())[:2]:
        services.registration.eliminate(floor, tid, entry_id)


def test_pending_move_is_explained_and_confirmed(
    qtbot, make_window, services, director, floor, answers
):
    tid = seated(services, director, players=12, tables=2)
    bust_two_at_table_one(services, floor, tid)
    tab = open_tab(make_window, floor, tid)
    assert tab.moves.count() == 1
    assert "peor posición" in tab.why.text()  # why this player, why this seat
    assert tab.confirm_button.isEnabled()
    (move,) = services.seating.pending(tid).moves
    qtbot.mouseClick(tab.confirm_button, Qt.MouseButton.LeftButton)
    assert services.seating.state(tid).where[move.player] == move.to
    assert tab.moves.count() == 0 and not tab.confirm_button.isEnabled()
    assert tab.recent.count() == 1 and move.to.label() in tab.recent.item(0).text()


def test_dragging_a_player_to_a_seat_asks_a_reason(
    qtbot, make_window, services, director, floor, answers
):
    tid = seated(services, director, players=8, tables=2)
    tab = open_tab(make_window, floor, tid)
    room = services.seating.state(tid).room
    (seat, player), *_ = room.tables[1].players().items()
    empty = room.tables[2].open_seats()[0]
    source = tab.map.seat_rect(1, seat).center()
    target = tab.map.seat_rect(2, empty).center()
    answers.texts = ["", "Silla rota"]
    qtbot.mousePress(tab.map, Qt.MouseButton.LeftButton, pos=source)
    qtbot.mouseMove(tab.map, target)
    qtbot.mouseRelease(tab.map, Qt.MouseButton.LeftButton, pos=target)
    assert "motivo" in answers.questions[-1].lower()
    assert tab.refusal.text()  # no reason: refused, said inline, nothing moved
    assert services.seating.state(tid).where[player].table == 1
    qtbot.mousePress(tab.map, Qt.MouseButton.LeftButton, pos=source)
    qtbot.mouseRelease(tab.map, Qt.MouseButton.LeftButton, pos=target)
    where = services.seating.state(tid).where[player]
    assert (where.table, where.seat) == (2, empty)
    moved = services.tournaments.events(tid)[-1].payload
    assert moved["kind"] == "manual" and moved["reason"] == "Silla rota"


def test_break_table_from_the_tab(qtbot, make_window, services, director, floor, answers):
    tid = seated(services, director, players=14, tables=3)
    room = services.seating.state(tid).room
    for entry_id in list(room.tables[3].players().values())[:3]:
        services.registration.eliminate(floor, tid, entry_id)
    tab = open_tab(make_window, floor, tid)
    assert services.seating.pending(tid).kind is DecisionKind.BREAK_TABLE
    assert tab.break_button.isEnabled() and "3" in tab.break_button.text()
    qtbot.mouseClick(tab.break_button, Qt.MouseButton.LeftButton)
    assert "3" in answers.questions[-1]
    room = services.seating.state(tid).room
    assert not room.tables[3].is_open
    assert not tab.break_button.isEnabled()


def test_forty_tables_render_with_the_short_table_and_reserved_seat(
    qtbot, make_window, services, director, floor, answers
):
    """A room of 40 tables paints; with TD_SCREENSHOTS=DIR the picture is kept to look at."""
    tid = seated(services, director, players=355, tables=40, size=9)
    room = services.seating.state(tid).room
    for entry_id in list(room.tables[7].players().values())[:3]:
        services.registration.eliminate(floor, tid, entry_id)
    room = services.seating.state(tid).room
    free = next(t for t in room.open_tables() if t.open_seats())
    services.seating.reserve_seat(floor, tid, free.number, free.open_seats()[0], "Silla de ruedas")
    tab = open_tab(make_window, floor, tid)
    tab.map.selected = 7
    tab.refresh()
    picture = tab.window().grab()
    assert not picture.isNull() and picture.width() > 0
    assert len(services.seating.state(tid).room.open_tables()) == 40
    if os.environ.get("TD_SCREENSHOTS"):
        out = Path(os.environ["TD_SCREENSHOTS"])
        out.mkdir(parents=True, exist_ok=True)
        picture.save(str(out / "tables_tab.png"))


def test_the_move_dialog_offers_the_last_known_buttons_and_records_a_change(
    qtbot, make_window, services, director, floor, answers, buttons
):
    tid = seated(services, director, players=12, tables=2)
    bust_two_at_table_one(services, floor, tid)
    tab = open_tab(make_window, floor, tid)
    (move,) = services.seating.pending(tid).moves
    room = services.seating.state(tid).room
    known = {n: room.tables[n].button for n in (move.origin.table, move.to.table)}
    buttons.changes = {}  # unchanged: nothing recorded, the move confirmed
    qtbot.mouseClick(tab.confirm_button, Qt.MouseButton.LeftButton)
    assert buttons.asked[-1] == [
        (n, room.tables[n].size, known[n]) for n in (move.origin.table, move.to.table)
    ]
    types = [e.type for e in services.tournaments.events(tid)[-2:]]
    assert "ButtonSet" not in types and types[-1] == "PlayerMoved"


def test_a_changed_button_is_recorded_before_the_move(
    qtbot, make_window, services, director, floor, answers, buttons
):
    tid = seated(services, director, players=12, tables=2)
    bust_two_at_table_one(services, floor, tid)
    tab = open_tab(make_window, floor, tid)
    (move,) = services.seating.pending(tid).moves
    table = services.seating.state(tid).room.tables[move.to.table]
    new = table.button % table.size + 1
    buttons.changes = {move.to.table: new}
    qtbot.mouseClick(tab.confirm_button, Qt.MouseButton.LeftButton)
    events = services.tournaments.events(tid)
    set_at = next(i for i, e in enumerate(events) if e.type == "ButtonSet")
    assert events[set_at].payload["button"] == new
    assert services.seating.state(tid).room.tables[move.to.table].button == new
    moved = [e for e in events[set_at:] if e.type == "PlayerMoved"]
    # Confirmed if the proposal still stands; otherwise the floor is told to look again.
    assert moved or "botón" in tab.refusal.text().lower()


def test_cancelling_the_move_dialog_moves_nobody(
    qtbot, make_window, services, director, floor, answers, buttons
):
    tid = seated(services, director, players=12, tables=2)
    bust_two_at_table_one(services, floor, tid)
    tab = open_tab(make_window, floor, tid)
    before = len(services.tournaments.events(tid))
    buttons.changes = None
    qtbot.mouseClick(tab.confirm_button, Qt.MouseButton.LeftButton)
    assert len(services.tournaments.events(tid)) == before


def test_buttons_dialog_reports_only_changes(qtbot):
    dialog = ButtonsDialog([(3, 9, 4), (7, 9, None)])
    qtbot.addWidget(dialog)
    assert dialog.spins[3].value() == 4 and dialog.spins[7].value() == 0  # unknown
    assert dialog.changed() == {}
    dialog.spins[3].setValue(5)
    dialog.spins[7].setValue(2)
    assert dialog.changed() == {3: 5, 7: 2}


def test_the_director_changes_the_breaking_order_and_the_floor_is_refused(
    qtbot, make_window, services, director, floor, answers, monkeypatch
):
    tid = seated(services, director, players=14, tables=3)
    orders = iter([([1, 2, 3], [1, 2, 3]), ([1, 2, 3], [2, 3, 1])])
    monkeypatch.setattr(table_dialogs, "ask_orders", lambda *_a: next(orders))
    tab = open_tab(make_window, floor, tid)
    qtbot.mouseClick(tab.orders_button, Qt.MouseButton.LeftButton)
    assert tab.refusal.text()  # the floor may not: said inline, nothing written
    assert services.seating.state(tid).room.breaking_order == (3, 2, 1)
    tab = open_tab(make_window, director, tid)
    qtbot.mouseClick(tab.orders_button, Qt.MouseButton.LeftButton)
    assert not tab.refusal.text()
    assert services.seating.state(tid).room.breaking_order == (2, 3, 1)
    assert "2, 3, 1" in tab.summary.text()


def test_orders_dialog_reads_numbers_and_refuses_words(qtbot):
    dialog = OrdersDialog([1, 2, 3], [3, 2, 1])
    qtbot.addWidget(dialog)
    assert dialog.orders() == ([1, 2, 3], [3, 2, 1])
    dialog.breaking_edit.setText("2 3, 1")
    assert dialog.orders() == ([1, 2, 3], [2, 3, 1])
    dialog.breaking_edit.setText("dos, 3")
    dialog.on_buttons_accepted()
    assert dialog.orders() is None and dialog.problem.text()


def test_move_slip_printed_automatically_when_set_and_remembered(
    qtbot, make_window, services, director, floor, answers, printed, settings
):
    tid = seated(services, director, players=12, tables=2)
    bust_two_at_table_one(services, floor, tid)
    tab = open_tab(make_window, floor, tid)
    assert not tab.auto_print_box.isChecked()  # off until the floor turns it on
    tab.auto_print_box.setChecked(True)
    assert ConsoleSettings(settings.data_dir).print_move_slips_automatically
    qtbot.mouseClick(tab.confirm_button, Qt.MouseButton.LeftButton)
    assert len(printed) == 1 and printed[0][1].startswith(b"%PDF")
    assert printed[0][0] == "Boleta de cambio de mesa"  # the title, in the room's language


def test_no_slip_without_the_setting_and_a_reprint_from_recent_moves(
    qtbot, make_window, services, director, floor, answers, printed, settings
):
    settings.print_move_slips_automatically = False
    tid = seated(services, director, players=12, tables=2)
    bust_two_at_table_one(services, floor, tid)
    tab = open_tab(make_window, floor, tid)
    qtbot.mouseClick(tab.confirm_button, Qt.MouseButton.LeftButton)
    assert printed == []
    assert not tab.reprint_button.isEnabled()
    tab.recent.setCurrentRow(0)
    assert tab.reprint_button.isEnabled()
    qtbot.mouseClick(tab.reprint_button, Qt.MouseButton.LeftButton)
    assert len(printed) == 1 and printed[0][1].startswith(b"%PDF")


def test_break_prints_the_break_sheet_and_the_slips(
    qtbot, make_window, services, director, floor, answers, printed
):
    tid = seated(services, director, players=14, tables=3)
    room = services.seating.state(tid).room
    for entry_id in list(room.tables[3].players().values())[:3]:
        services.registration.eliminate(floor, tid, entry_id)
    tab = open_tab(make_window, floor, tid)
    qtbot.mouseClick(tab.break_button, Qt.MouseButton.LeftButton)
    assert len(printed) == 2  # the break sheet, then one PDF with a slip per player
    assert all(pdf.startswith(b"%PDF") for _title, pdf in printed)

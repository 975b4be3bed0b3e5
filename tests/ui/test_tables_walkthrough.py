"""The Tables tab as a night's walkthrough found it: names whole at 1366 px, the chosen
table's buttons only with a table chosen, the chosen table plain to see, and keys for the
Tables, Payouts and Results tabs like F2, F3 and F4 for the others."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics

from tests.ui.test_tables_tab import PRICE, structure
from tournament_director.ui.room_map import SELECTED
from tournament_director.ui.workspace import TournamentWorkspace

LONG_NAMES = ("José Luis Herrera Álvarez", "Agustina Rodríguez Quiñones", "Marisol Sánchez Herrera")


@pytest.fixture
def room(services, director):
    tid = services.tournaments.create(director, "Principal")
    services.registration.rng = random.Random(3)
    services.seating.rng = random.Random(4)
    services.clock.set_structure(director, tid, structure(9))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 4)
    services.registration.open_shift(director, tid)
    for n in range(1, 31):
        name = f"{LONG_NAMES[n % 3]} {n}"
        record = services.players.create(
            director, name, "DNI", str(30_000_000 + n), "Chile", "1990-01-01"
        )
        services.registration.buy_entry(director, tid, record.player_id, "cash", PRICE)
    return tid


def open_tables(make_window, operator, tid, size=(1366, 768)):
    window = make_window(operator)
    window.resize(*size)
    workspace = window.open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.tables_tab)
    return window, workspace.tables_tab


def test_names_are_whole_in_the_map_at_1366(qtbot, make_window, director, room):
    _window, tab = open_tables(make_window, director, room)
    qtbot.wait(20)
    small = QFont(tab.map.font())
    small.setPointSizeF(max(6.0, tab.map.font().pointSizeF() * 0.85))
    widest = max(QFontMetrics(small).horizontalAdvance(f"{n} 30") for n in LONG_NAMES)
    assert tab.map.name_width() >= widest


def test_the_chosen_tables_buttons_wait_for_a_table(qtbot, make_window, director, room):
    _window, tab = open_tables(make_window, director, room)
    table_buttons = [
        tab.button_button,
        tab.reserve_button,
        tab.hand_button,
        tab.bust_out_button,
    ]
    assert tab.map.selected is None
    assert not any(b.isEnabled() for b in table_buttons)
    assert tab.draw_button_button.isEnabled()  # the room's: the button is not drawn yet

    qtbot.wait(20)
    seat = tab.map.seat_rect(2, 1)
    qtbot.mouseClick(tab.map, Qt.MouseButton.LeftButton, pos=seat.center())
    assert tab.map.selected == 2
    assert all(b.isEnabled() for b in table_buttons)
    assert "2" in tab.table_box.title()

    # The chosen tile is framed in the selection's colour, in the gap around it.
    picture = tab.map.grab().toImage()
    tile = tab.map.tile_rect(1)
    frame = QColor(picture.pixel(tile.left() - 2, tile.center().y()))
    assert frame == SELECTED


def test_the_button_is_drawn_once(qtbot, make_window, services, director, room, answers):
    _window, tab = open_tables(make_window, director, room)
    tab.draw_button_button.click()
    assert services.seating.state(room).button_drawn is not None
    assert not tab.draw_button_button.isEnabled()


@pytest.mark.parametrize(
    ("key", "tab"),
    [
        ("F5", TournamentWorkspace.TABLES),
        ("F6", TournamentWorkspace.PAYOUTS),
        ("F7", TournamentWorkspace.RESULTS),
        ("F2", TournamentWorkspace.REGISTRATION),
        ("F3", TournamentWorkspace.LOG),
        ("F4", TournamentWorkspace.CLOCK),
    ],
)
def test_a_key_for_every_tab(make_window, director, room, key, tab):
    window, _tables = open_tables(make_window, director, room)
    action = next(
        a for a in window.findChildren(type(window.log_action)) if a.shortcut().toString() == key
    )
    action.trigger()
    assert window.current_workspace().tabs.currentIndex() == tab

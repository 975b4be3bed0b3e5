"""What the room reads of a qualifying flight, in Spanish: on the Clock tab's card and on the
big screen "Clasifican 3 · Quedan 8 · termina al final del nivel 12" while it plays, and
once it is over "SERIE TERMINADA: embolsar fichas" with the qualifiers' count; nothing
painted over anything at 1920x1080 and 1366x768, the line large enough for the back of the
room; a tournament that is no flight shows none of it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tests.ui.stage_ui_helpers import Proposed, active_entries, make_event, players, sell
from tournament_director.ui.clock_driver import ClockDriver
from tournament_director.ui.clock_tab import ClockTab
from tournament_director.ui.display.window import DisplayWindow

SIZES = [(1920, 1080), (1366, 768)]
ENTRIES, QUALIFIERS, END_LEVEL = 8, 3, 12


@pytest.fixture(autouse=True)
def proposed(qapp):
    translator = Proposed()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def flight(services, director) -> int:
    _event_id, flights = make_event(services, director)
    sell(services, director, flights[0], players(services, director, 1, ENTRIES))
    services.clock.start(director, flights[0])
    services.stages.set_flight_end(director, flights[0], END_LEVEL, QUALIFIERS)
    return flights[0]


@pytest.fixture
def driver(services, flight):
    made = ClockDriver(services, flight)
    made.start()
    yield made
    made.stop()


def end_flight(services, director, flight) -> None:
    """Down to the announced qualifiers: the flight is over."""
    for entry_id in active_entries(services, flight)[: ENTRIES - QUALIFIERS]:
        services.registration.eliminate(director, flight, entry_id)


def test_the_clock_tab_s_card(qtbot, services, director, flight, driver):
    tab = ClockTab(services, flight, lambda: director, driver)
    qtbot.addWidget(tab)
    tab.resize(1150, 640)
    tab.show()
    driver.refresh()
    label = tab.card.flight_label
    assert label.isVisible()
    assert label.text() == "Clasifican 3 · Quedan 8 · termina al final del nivel 12"
    assert not label.is_cut()
    assert label.font().pointSizeF() >= 16 and label.font().bold()

    end_flight(services, director, flight)
    driver.refresh()
    assert label.text() == "SERIE TERMINADA: embolsar fichas · Embolsados: 0 de 3"
    assert not label.is_cut()


def test_a_tournament_that_is_no_flight_says_nothing_of_it(qtbot, services, director):
    tid = services.tournaments.create(director, "Torneo del jueves")
    driver = ClockDriver(services, tid)
    driver.start()
    tab = ClockTab(services, tid, lambda: director, driver)
    qtbot.addWidget(tab)
    tab.show()
    driver.refresh()
    assert not tab.card.flight_label.isVisible()
    window = DisplayWindow(services, tid, driver, "dark")
    qtbot.addWidget(window)
    window.show()
    assert "flight" not in window.texts()
    window.disconnect_driver()
    driver.stop()


@pytest.mark.parametrize("size", SIZES)
def test_the_big_screen(qtbot, services, director, flight, driver, size):
    window = DisplayWindow(services, flight, driver, "dark")
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    driver.refresh()
    texts = window.texts()
    assert texts["flight"] == "Clasifican 3 · Quedan 8 · termina al final del nivel 12"
    assert "places" not in texts and "places_paid" not in texts  # a flight pays no places
    assert texts["prize_pool_caption"] == "Pozo de esta serie"
    assert texts["blinds"]  # play goes on
    assert window.overlaps() == []
    # Read from the back of the room: at least 5 % of the screen's height.
    assert window.item("flight").px >= 0.05 * size[1]
    assert window.painted_rect("flight").width() <= window.width()

    end_flight(services, director, flight)
    driver.refresh()
    texts = window.texts()
    assert texts["blinds"] == "SERIE TERMINADA: embolsar fichas"
    assert texts["time"] == "3" and texts["status"] == "clasificados"
    assert texts["title"] == "Día 1A"
    assert texts["flight"] == "Embolsados: 0 de 3"
    for role in ("ante", "next_level", "next_break", "late_registration"):
        assert role not in texts  # nothing of play comes next
    assert window.overlaps() == []
    assert window.item("blinds").px >= 0.07 * size[1]
    window.disconnect_driver()

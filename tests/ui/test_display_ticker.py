"""The big screen's ticker moves its band's pixels along and paints only the strip that
comes into view (issue 16: the band was painted whole 30 times a second): whatever the
frames' timing, the pixels on the screen are those of the band painted whole at the same
place, also when the text starts again from the right edge and when a colour-up notice
comes to lead it. A text that fits in the band stands still, with no frames at all."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.test_display import ManualClock, structure
from tournament_director.services import open_services
from tournament_director.ui.clock_driver import ClockDriver
from tournament_director.ui.display.window import DisplayWindow

LONG = (
    "Cena a las 22:00 en el salón principal · Los jugadores de la mesa final reciben su "
    "boleto en la caja · Apague el teléfono en la mesa"
)


class Elapsed:
    """Stands in for the ticker's QElapsedTimer: the test says how much time passed."""

    def __init__(self) -> None:
        self.ms = 0

    def elapsed(self) -> int:
        return self.ms

    def restart(self) -> int:
        self.ms = 0
        return 0


@pytest.fixture
def clock():
    return ManualClock()


@pytest.fixture
def services(tmp_path, clock):
    opened = open_services(tmp_path / "td.sqlite3", clock)
    yield opened
    opened.close()


@pytest.fixture
def window(qtbot, services, director, clock):
    tid = services.tournaments.create(director, "Torneo Aniversario")
    services.clock.set_structure(director, tid, structure())
    services.clock.start(director, tid)
    driver = ClockDriver(services, tid, now=clock, monotonic=clock.monotonic)
    driver.start()
    shown = DisplayWindow(services, tid, driver, "dark")
    shown._ticker_clock = Elapsed()
    qtbot.addWidget(shown)
    shown.resize(1280, 720)
    shown.show()
    services.clock.announce(director, tid, LONG, 10)
    QApplication.processEvents()
    yield shown
    shown.disconnect_driver()
    driver.stop()


def on_screen(window: DisplayWindow, band):
    """The band's pixels as the screen holds them (the backing store, scrolled)."""
    return window.screen().grabWindow(window.winId(), *band.getRect()).toImage()


def painted_whole(window: DisplayWindow, band):
    """The band painted whole, the text where the ticker last put it."""
    return window.grab(band).toImage()


def test_the_scrolled_band_is_the_band_painted_whole(window):
    rng = random.Random(4)
    band = window.item("ticker").rect.toAlignedRect()
    assert window.ticker_running
    first = on_screen(window, band)
    for frame in range(1, 121):
        # 30 frames a second, give or take, and now and then a long stall.
        window._ticker_clock.ms += rng.choice([33, 33, 34, 40, 16, 250])
        window.on_ticker_timer_timeout()
        QApplication.processEvents()
        if frame % 10 == 0:
            assert on_screen(window, band) == painted_whole(window, band)
    assert not window._ticker_frame.still and window.ticker_running
    assert on_screen(window, band) != first  # it moved
    # The text runs out of the band and starts again from the right edge.
    window._ticker_clock.ms += 60_000
    for _ in range(5):
        window._ticker_clock.ms += 33
        window.on_ticker_timer_timeout()
        QApplication.processEvents()
    assert on_screen(window, band) == painted_whole(window, band)


def test_a_text_that_fits_stands_still_with_no_frames(window, services, director):
    services.clock.announce(director, window.tournament_id, "Cena a las 22:00", 10)
    services.clock.withdraw_announcement(director, window.tournament_id, 1)
    QApplication.processEvents()
    assert window.texts()["ticker"] == "Cena a las 22:00"
    band = window.item("ticker").rect.toAlignedRect()
    window.on_ticker_timer_timeout()  # the first frame paints the band whole...
    QApplication.processEvents()
    window.on_ticker_timer_timeout()  # ...and finds nothing to move
    assert not window.ticker_running
    still = on_screen(window, band)
    window._ticker_clock.ms += 5_000
    window.on_ticker_timer_timeout()
    QApplication.processEvents()
    assert on_screen(window, band) == still == painted_whole(window, band)
    # At the left margin, where a new announcement always starts.
    x = window._ticker_frame.right - window._ticker_at
    assert abs(x - band.left() - int(0.02 * band.width())) <= 1

"""The clock driver: re-armed to the next whole second, read from the anchors, one signal per
change (no storm after a sleep), wall-clock jumps, committed events. Time is injected."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tournament_director.domain.clock import Status
from tournament_director.domain.structure import Break, Chip, Level, Structure
from tournament_director.services import open_services
from tournament_director.ui.clock_driver import ClockDriver

T0 = datetime(2026, 11, 25, 20, 0, tzinfo=UTC)


class ManualClock:
    """Wall and monotonic time that move only when the test says so."""

    def __init__(self) -> None:
        self.wall = T0
        self.mono = 1000.0

    def __call__(self) -> datetime:
        return self.wall

    def monotonic(self) -> float:
        return self.mono

    def advance(self, seconds: float = 0, ms: int = 0) -> None:
        step = seconds + ms / 1000
        self.wall += timedelta(seconds=step)
        self.mono += step


def small_structure() -> Structure:
    """Levels of 2 minutes; a 1-minute break after level 2 that colours up the 25s."""
    return Structure(
        name="Prueba",
        chips=(Chip(25, "verde"), Chip(100, "negra"), Chip(500, "morada")),
        levels=(
            Level(25, 50, minutes=2),
            Level(50, 100, minutes=2),
            Level(100, 200, ante=200, bb_ante=True, minutes=2),
            Level(200, 400, ante=400, bb_ante=True, minutes=2),
        ),
        breaks=(Break(2, 1, (25,)),),
        starting_stack=10_000,
    )


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def services(tmp_path, clock):
    opened = open_services(tmp_path / "td.sqlite3", clock)
    yield opened
    opened.close()


@pytest.fixture
def tournament(services, director):
    tid = services.tournaments.create(director, "Torneo Aniversario")
    services.clock.set_structure(director, tid, small_structure())
    return tid


@pytest.fixture
def make_driver(qtbot, services, tournament, clock):
    made = []

    def make() -> ClockDriver:
        driver = ClockDriver(services, tournament, now=clock, monotonic=clock.monotonic)
        made.append(driver)
        return driver

    yield make
    for driver in made:
        driver.stop()
        driver.deleteLater()


def recorder(signal):
    got = []
    signal.connect(lambda *args: got.append(args))
    return got


def test_timer_is_armed_to_the_next_whole_second(
    services, director, tournament, clock, make_driver
):
    services.clock.start(director, tournament)
    clock.advance(ms=400)
    driver = make_driver()
    driver.start()
    assert driver.reading.time_left_ms == 120_000 - 400
    assert driver.reading.time_left_s == 120
    # 600 ms until the display shows 1:59, plus a few ms of slack so it fires after it.
    assert 600 <= driver.next_interval_ms() <= 610


def test_the_timer_really_fires(qtbot, services, director, tournament, clock, make_driver):
    services.clock.start(director, tournament)
    clock.advance(ms=960)
    driver = make_driver()
    driver.start()
    clock.advance(ms=40)
    with qtbot.waitSignal(driver.ticked, timeout=1000) as blocker:
        pass
    assert blocker.args[0].time_left_s == 119


def test_reads_the_anchors_not_the_ticks(services, director, tournament, clock, make_driver):
    services.clock.start(director, tournament)
    driver = make_driver()
    driver.start()
    clock.advance(seconds=75.5)  # no tick in between: the next reading is still right
    driver.on_timer_timeout()
    assert driver.reading.period == 0
    assert driver.reading.time_left_s == 45


def test_last_minute_is_signalled_once(services, director, tournament, clock, make_driver):
    services.clock.start(director, tournament)
    driver = make_driver()
    got = recorder(driver.last_minute)
    driver.start()
    clock.advance(seconds=59)
    driver.on_timer_timeout()
    assert got == []
    clock.advance(seconds=1.5)
    driver.on_timer_timeout()
    clock.advance(seconds=1)
    driver.on_timer_timeout()
    assert got == [(0,)]


def test_a_sleep_across_several_periods_gives_one_signal(
    services, director, tournament, clock, make_driver
):
    services.clock.start(director, tournament)
    driver = make_driver()
    changes = recorder(driver.period_changed)
    minutes = recorder(driver.last_minute)
    driver.start()
    clock.advance(seconds=2 * 60 + 2 * 60 + 60 + 30)  # levels 1, 2 and the break ran out
    driver.on_timer_timeout()
    assert changes == [(0, 3, 2)]
    assert minutes == []
    assert driver.reading.period == 3


def test_periods_that_ran_out_while_closed_are_reported_on_start(
    services, director, tournament, clock, make_driver
):
    services.clock.start(director, tournament)
    clock.advance(seconds=2 * 60 + 10)  # the program was closed: level 2 began meanwhile
    driver = make_driver()
    changes = recorder(driver.period_changed)
    driver.start()
    assert changes == [(0, 1, 0)]


def test_a_level_change_by_the_floor_is_one_signal(
    services, director, tournament, clock, make_driver
):
    services.clock.start(director, tournament)
    driver = make_driver()
    changes = recorder(driver.period_changed)
    ticks = recorder(driver.ticked)
    driver.start()
    services.clock.next_period(director, tournament)
    assert changes == [(0, 1, 0)]
    assert ticks[-1][0].period == 1


def test_committed_events_refresh_at_once(services, director, tournament, clock, make_driver):
    services.clock.start(director, tournament)
    driver = make_driver()
    states = recorder(driver.state_changed)
    driver.start()
    clock.advance(seconds=10)
    services.clock.pause(director, tournament)
    assert driver.reading.status is Status.PAUSED
    assert driver.reading.time_left_s == 110
    services.tournaments.register_player(director, tournament, "Ana", "DNI", "1")
    assert len(states[-1][0].players) == 1


def test_events_of_other_tournaments_are_ignored(
    services, director, tournament, clock, make_driver
):
    driver = make_driver()
    states = recorder(driver.state_changed)
    driver.start()
    other = services.tournaments.create(director, "Otro")
    services.tournaments.register_player(director, other, "Ana", "DNI", "1")
    assert len(states) == 1


def test_while_paused_it_wakes_on_the_wall_clock_second(
    services, director, tournament, clock, make_driver
):
    services.clock.start(director, tournament)
    services.clock.pause(director, tournament)
    clock.advance(ms=250)
    driver = make_driver()
    driver.start()
    assert 750 <= driver.next_interval_ms() <= 760


def test_wall_clock_jump_is_reported(services, director, tournament, clock, make_driver):
    services.clock.start(director, tournament)
    driver = make_driver()
    jumps = recorder(driver.wall_clock_jumped)
    driver.start()
    clock.advance(seconds=1)
    driver.on_timer_timeout()
    assert jumps == []
    clock.wall += timedelta(hours=1)  # someone set the system clock an hour ahead
    clock.advance(seconds=1)
    driver.on_timer_timeout()
    assert len(jumps) == 1
    assert jumps[0][0] == pytest.approx(3600, abs=0.01)


def test_finished_is_signalled_once(services, director, tournament, clock, make_driver):
    services.clock.start(director, tournament)
    driver = make_driver()
    done = recorder(driver.finished)
    changes = recorder(driver.period_changed)
    driver.start()
    clock.advance(seconds=10 * 60)
    driver.on_timer_timeout()
    clock.advance(seconds=1)
    driver.on_timer_timeout()
    assert done == [()]
    assert changes == [(0, 4, 3)]
    assert driver.reading.status is Status.FINISHED


def test_stop_stops_ticking(services, director, tournament, clock, make_driver):
    driver = make_driver()
    ticks = recorder(driver.ticked)
    driver.start()
    driver.stop()
    driver.on_timer_timeout()
    services.tournaments.register_player(director, tournament, "Ana", "DNI", "1")
    assert len(ticks) == 1
    assert not driver.active

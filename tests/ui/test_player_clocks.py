"""The clock on a player on the console (ADTP 29; Casino Club "Tiempo para actuar"): the
driver re-armed to the next change of a second shown and exact when its timer fires late, a
restarted console showing the right time left, the countdown's beeps and the end sound (with
the Settings' switches), the panel's boxes and outcome buttons, calling from the Tables tab
(right-click a seat, the button, F8), and the big screen's band. Time is injected."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRectF, Qt, QTranslator

from tournament_director.domain.player_clock import Outcome, read
from tournament_director.domain.structure import Chip, Level, Structure
from tournament_director.services import open_services
from tournament_director.station import Station
from tournament_director.ui.clock_driver import ClockDriver
from tournament_director.ui.display.window import DisplayWindow
from tournament_director.ui.player_clock_driver import SLACK_MS, PlayerClockDriver
from tournament_director.ui.player_clocks import CallClockDialog, PlayerClocksPanel
from tournament_director.ui.sounds import Cue, RecordingBackend, SoundPlayer, SoundSettings

T0 = datetime(2026, 11, 25, 21, 0, 0, 250_000, tzinfo=UTC)

#: The Spanish of the new words on these screens, as the translation files are to bring them.
PROPOSED_SPANISH = {
    ("PlayerClocksPanel", "Table %1 · Seat %2"): "Mesa %1 · Asiento %2",
    ("PlayerClocksPanel", "%1: %2 s + a %3 s countdown"): "%1: %2 s + cuenta atrás de %3 s",
    ("PlayerClocksPanel", "Countdown"): "Cuenta atrás",
    ("PlayerClocksPanel", "Time!"): "¡Tiempo!",
    ("PlayerClocksPanel", "Call the clock… (F8)"): "Pedir tiempo… (F8)",
    ("DisplayWindow", "Table %1 · Seat %2 — %3"): "Mesa %1 · Asiento %2 — %3",
    ("TablesTab", "Call the clock on {name}…"): "Pedir tiempo a {name}…",
    ("labels", "Clock on a player"): "Tiempo a un jugador",
    ("labels", "Table {table}, seat {seat}"): "Mesa {table}, asiento {seat}",
    ("labels", "{total} s, the last {countdown} counted"): (
        "{total} s, los últimos {countdown} en cuenta atrás"
    ),
    ("labels", "asked by {player}"): "pedido por {player}",
    ("labels", "on the big screen"): "en la pantalla grande",
    ("labels", "acted in time"): "actuó a tiempo",
    ("labels", "{outcome}, {time} left"): "{outcome}, le quedaban {time}",
}


class Proposed(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return PROPOSED_SPANISH.get((context, source))

    def isEmpty(self) -> bool:
        return False


@pytest.fixture(autouse=True)
def proposed_spanish(spanish):
    proposed = Proposed()
    QCoreApplication.installTranslator(proposed)
    yield
    QCoreApplication.removeTranslator(proposed)


class ManualClock:
    def __init__(self) -> None:
        self.wall = T0

    def __call__(self) -> datetime:
        return self.wall

    def monotonic(self) -> float:
        return (self.wall - T0).total_seconds()

    def advance(self, seconds: float = 0, ms: float = 0) -> None:
        self.wall += timedelta(seconds=seconds, milliseconds=ms)


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def services(tmp_path, clock):
    opened = open_services(tmp_path / "td.sqlite3", clock, station=Station.load(tmp_path / "data"))
    yield opened
    opened.close()


@pytest.fixture
def tournament(services, director):
    """Two tables of 6 with 10 players seated, the clock running (level 1)."""
    tid = services.tournaments.create(director, "Torneo del Tiempo")
    structure = Structure(
        name="Prueba",
        chips=(Chip(25, "verde"), Chip(100, "negra")),
        levels=(Level(25, 50, minutes=60), Level(50, 100, minutes=60)),
        starting_stack=10_000,
        table_size=6,
    )
    services.clock.set_structure(director, tid, structure)
    services.registration.set_buy_in(director, tid, 80_000, 20_000)
    services.registration.set_tables(director, tid, 2)
    services.registration.open_shift(director, tid)
    services.registration.rng = random.Random(3)
    for i in range(10):
        record = services.players.create(
            director, f"Jugadora {i}", "DNI", str(700 + i), "Chile", "1990-01-01"
        )
        services.registration.buy_entry(director, tid, record.player_id, "cash", 100_000)
    services.clock.start(director, tid)
    return tid


def seats(services, tid, table: int) -> dict[int, int]:
    return services.seating.state(tid).room.tables[table].players()


def first_seat(services, tid, table: int) -> int:
    return next(iter(seats(services, tid, table)))


@pytest.fixture
def drivers(qtbot, services, tournament, clock):
    made: list = []

    def make():
        driver = ClockDriver(services, tournament, now=clock, monotonic=clock.monotonic)
        clocks = PlayerClockDriver(driver)
        driver.start()
        clocks.start()
        made.append((driver, clocks))
        return driver, clocks

    yield make
    for driver, clocks in made:
        clocks.stop()
        driver.stop()
        clocks.deleteLater()
        driver.deleteLater()


def exact(services, tid, now) -> dict[int, int]:
    """Each clock's second as the anchors say at ``now``."""
    state = services.tournaments.state(tid)
    return {c.clock_id: read(c, now).time_left_s for c in state.player_clocks.active()}


def shown(clocks: PlayerClockDriver) -> dict[int, int]:
    return {r.clock.clock_id: r.time_left_s for r in clocks.readings}


# --- the driver -----------------------------------------------------------------------------


def test_armed_to_the_next_change_of_any_clock_and_off_without_one(
    services, floor, tournament, clock, drivers
):
    _driver, clocks = drivers()
    assert clocks.next_interval_ms() is None  # no clock: no timer
    services.player_clocks.call(floor, tournament, 1, first_seat(services, tournament, 1))
    assert shown(clocks) == {1: 30}
    assert clocks.next_interval_ms() == 1000 + SLACK_MS
    clock.advance(ms=400)
    services.player_clocks.call(floor, tournament, 2, first_seat(services, tournament, 2))
    # clock 1 changes in 600 ms, clock 2 in 1000: the first of them
    assert clocks.next_interval_ms() == 600 + SLACK_MS
    clock.advance(ms=600 + SLACK_MS)
    clocks.on_timer_timeout()
    assert shown(clocks) == {1: 29, 2: 30}
    assert clocks.next_interval_ms() == 400 - SLACK_MS + SLACK_MS


def test_the_timer_really_fires(qtbot, services, floor, tournament, clock, drivers):
    _driver, clocks = drivers()
    services.player_clocks.call(floor, tournament, 1, first_seat(services, tournament, 1))
    clock.advance(ms=1000)
    with qtbot.waitSignal(clocks.ticked, timeout=2000) as blocker:
        pass
    assert [r.time_left_s for r in blocker.args[0]] == [29]


def test_the_second_shown_is_exact_when_the_timer_fires_late(
    services, floor, director, tournament, clock, drivers
):
    """Fired up to 900 ms late, the reading is still the anchors' at that moment: never a
    wrong second, never a second gained or lost over many clocks."""
    rng = random.Random(5)
    _driver, clocks = drivers()
    wrong = ticks = 0
    for _round in range(6):
        for table in (1, 2):
            if services.tournaments.state(tournament).player_clocks.at_table(table) is None:
                services.player_clocks.call(
                    floor, tournament, table, first_seat(services, tournament, table)
                )
        while clocks.next_interval_ms() is not None:
            clock.advance(ms=clocks.next_interval_ms() + rng.uniform(0, 900))
            clocks.on_timer_timeout()
            ticks += 1
            wrong += shown(clocks) != exact(services, tournament, clock())
        for reading in clocks.readings:  # all expired: the floor records the outcome
            services.player_clocks.record_outcome(
                director, tournament, reading.clock.clock_id, "hand_dead"
            )
        clock.advance(seconds=rng.uniform(0, 5))
    assert ticks > 100 and wrong == 0


def test_a_restarted_console_shows_the_right_time_left(
    qtbot, tmp_path, services, floor, tournament, clock
):
    services.player_clocks.call(floor, tournament, 1, first_seat(services, tournament, 1))
    clock.advance(seconds=3.3)
    services.player_clocks.call(floor, tournament, 2, first_seat(services, tournament, 2))
    clock.advance(seconds=20.5)  # the console was closed meanwhile
    reopened = open_services(
        tmp_path / "td.sqlite3", clock, station=Station.load(tmp_path / "data")
    )
    try:
        driver = ClockDriver(reopened, tournament, now=clock, monotonic=clock.monotonic)
        clocks = PlayerClockDriver(driver)
        backend = RecordingBackend()
        player = SoundPlayer(SoundSettings(tmp_path), backend)
        player.attach_player_clocks(clocks)
        driver.start()
        clocks.start()
        # 30 - 23.8 = 6.2 s: 0:07; 30 - 20.5 = 9.5 s: 0:10
        assert shown(clocks) == {1: 7, 2: 10}
        assert clocks.next_interval_ms() == 200 + SLACK_MS
        assert backend.played == []  # nothing said for what the console finds
        clock.advance(ms=1200)
        clocks.on_timer_timeout()
        assert shown(clocks) == {1: 5, 2: 9}
        assert [name for name, _ in backend.played] == ["player_clock_countdown.wav"]
        clocks.stop()
        driver.stop()
    finally:
        reopened.close()


# --- sounds ---------------------------------------------------------------------------------


def run_out(clocks, clock) -> None:
    while clocks.next_interval_ms() is not None:
        clock.advance(ms=clocks.next_interval_ms())
        clocks.on_timer_timeout()


@pytest.mark.parametrize(("preset", "beeps"), [("adtp-2018", 5), ("casino-club", 10)])
def test_a_beep_each_second_of_the_countdown_and_the_end_once(
    tmp_path, services, floor, director, tournament, clock, drivers, preset, beeps
):
    services.clock.choose_rule_set(director, tournament, preset)
    _driver, clocks = drivers()
    backend = RecordingBackend()
    player = SoundPlayer(SoundSettings(tmp_path), backend)
    player.attach_player_clocks(clocks)
    player.attach_player_clocks(clocks)  # once per driver, however often attached
    heard: list[tuple[int, int]] = []
    clocks.countdown_second.connect(lambda clock_id, s: heard.append((clock_id, s)))
    services.player_clocks.call(floor, tournament, 1, first_seat(services, tournament, 1))
    run_out(clocks, clock)
    assert heard == [(1, s) for s in range(beeps, 0, -1)]
    names = [name for name, _ in backend.played]
    assert names == ["player_clock_countdown.wav"] * beeps + ["player_clock_end.wav"]
    # expired, without an outcome: it stays, and nothing more is heard
    clock.advance(seconds=30)
    clocks.on_timer_timeout()
    assert len(backend.played) == beeps + 1 and clocks.readings[0].expired


def test_the_sound_switches_of_this_pc(tmp_path, services, floor, tournament, clock, drivers):
    _driver, clocks = drivers()
    backend = RecordingBackend()
    settings = SoundSettings(tmp_path)
    player = SoundPlayer(settings, backend)
    player.attach_player_clocks(clocks)
    settings.set_cue_enabled(Cue.PLAYER_CLOCK_COUNTDOWN, False)
    services.player_clocks.call(floor, tournament, 1, first_seat(services, tournament, 1))
    run_out(clocks, clock)
    assert [name for name, _ in backend.played] == ["player_clock_end.wav"]
    settings.enabled = False
    services.player_clocks.call(floor, tournament, 2, first_seat(services, tournament, 2))
    run_out(clocks, clock)
    assert len(backend.played) == 1


def test_a_skipped_second_is_not_said_twice(tmp_path, services, floor, tournament, clock, drivers):
    _driver, clocks = drivers()
    heard: list[int] = []
    clocks.countdown_second.connect(lambda _id, s: heard.append(s))
    services.player_clocks.call(floor, tournament, 1, first_seat(services, tournament, 1))
    clock.advance(seconds=25.1)  # the timer was held up: 0:30 -> 0:05 at once
    clocks.on_timer_timeout()
    clock.advance(seconds=2)  # 0:05 -> 0:03
    clocks.on_timer_timeout()
    assert heard == [5, 3]


# --- the panel ------------------------------------------------------------------------------


@pytest.fixture
def panel(qtbot, services, floor, tournament, drivers):
    _driver, clocks = drivers()
    made = PlayerClocksPanel(services, tournament, lambda: floor, clocks)
    qtbot.addWidget(made)
    made.resize(700, 300)
    made.show()
    return made


def test_the_panel_shows_each_clock_and_its_phase(services, floor, tournament, clock, panel):
    assert panel.rows == {} and not panel.rows_area.isVisible()
    seat = first_seat(services, tournament, 1)
    services.player_clocks.call(floor, tournament, 1, seat, on_display=True)
    row = panel.rows[1]
    assert panel.rows_area.isVisible()
    state = services.tournaments.state(tournament)
    name = state.players[state.book.entries[seats(services, tournament, 1)[seat]].player_id].name
    assert row.title.text() == f"Mesa 1 · Asiento {seat} — {name}"
    assert row.time_label.text() == "0:30" and row.phase == "running"
    assert row.note.text().startswith("ADTP 29: 25 s + ")
    assert not row.buttons[Outcome.HAND_DEAD].isEnabled()
    assert not row.buttons[Outcome.CHECKED].isEnabled()
    assert row.buttons[Outcome.ACTED].isEnabled() and row.buttons[Outcome.WITHDRAWN].isEnabled()
    clock.advance(seconds=26)
    panel.driver.on_timer_timeout()
    assert row.time_label.text() == "0:04" and row.phase == "countdown"
    clock.advance(seconds=4)
    panel.driver.on_timer_timeout()
    assert row.time_label.text() == "0:00" and row.phase == "expired"
    assert row.buttons[Outcome.HAND_DEAD].isEnabled() and row.buttons[Outcome.CHECKED].isEnabled()
    row.buttons[Outcome.HAND_DEAD].click()
    assert panel.rows == {}
    assert services.player_clocks.clock(tournament, 1).outcome == "hand_dead"


def test_a_house_without_the_check_offers_no_check_button(
    services, floor, director, tournament, panel
):
    services.clock.choose_rule_set(director, tournament, "casino-club")
    services.player_clocks.call(floor, tournament, 1, first_seat(services, tournament, 1))
    row = panel.rows[1]
    assert row.buttons[Outcome.CHECKED].isHidden()
    assert "Casino Club «Tiempo para actuar»: 20 s + " in row.note.text()


def test_a_refusal_is_said_in_red_and_nothing_is_written(services, floor, tournament, panel):
    services.player_clocks.call(floor, tournament, 1, first_seat(services, tournament, 1))
    services.player_clocks.record_outcome(floor, tournament, 1, "acted")  # at another console
    before = len(services.tournaments.events(tournament))
    assert panel.record(1, Outcome.WITHDRAWN) is None
    assert "ya está registrado: actuó a tiempo" in panel.refusal.text()
    assert len(services.tournaments.events(tournament)) == before


def test_several_clocks_one_box_each(services, floor, tournament, clock, panel):
    services.player_clocks.call(floor, tournament, 1, first_seat(services, tournament, 1))
    clock.advance(seconds=10)
    services.player_clocks.call(floor, tournament, 2, first_seat(services, tournament, 2))
    assert panel.shown_times() == {1: "0:20", 2: "0:30"}
    panel.rows[1].buttons[Outcome.ACTED].click()
    assert panel.shown_times() == {2: "0:30"}


# --- the console ----------------------------------------------------------------------------


def test_called_from_the_tables_tab_and_shown_on_both_tabs(
    qtbot, make_window, services, floor, tournament
):
    window = make_window(floor)
    workspace = window.open_tournament(tournament)
    tab = workspace.tables_tab
    workspace.tabs.setCurrentWidget(tab)
    seat = sorted(seats(services, tournament, 2))[1]
    dialog = tab.player_clocks.open_call(2, seat)
    assert isinstance(dialog, CallClockDialog)
    assert dialog.table.value() == 2 and dialog.seat.currentData() == seat
    assert dialog.call_button.hasFocus() or dialog.focusWidget() is dialog.call_button
    dialog.on_display.setChecked(True)
    asker = next(e for s, e in seats(services, tournament, 2).items() if s != seat)
    dialog.requested_by.setCurrentIndex(dialog.requested_by.findData(asker))
    dialog.call_button.click()
    clock_ = services.player_clocks.clock(tournament, 1)
    assert (clock_.table, clock_.seat, clock_.on_display, clock_.requested_by_entry) == (
        2,
        seat,
        True,
        asker,
    )
    assert not dialog.isVisible()
    assert list(tab.player_clocks.rows) == [1]
    assert list(workspace.clock_tab.player_clocks.rows) == [1]
    # the choice of the big screen is remembered on this PC
    tab.map.selected = 2
    again = tab.player_clocks.open_call()
    assert again.on_display.isChecked() and again.table.value() == 2
    # a refused call stays open, said in red
    again.seat.setCurrentIndex(again.seat.findData(seat))
    assert again.call() is None and again.isVisible()
    assert "Ya corre el tiempo en la mesa 2" in again.refusal.text()
    again.close()


def test_the_button_calls_at_the_table_chosen_on_the_map(make_window, services, floor, tournament):
    window = make_window(floor)
    tab = window.open_tournament(tournament).tables_tab
    tab.map.selected = 2
    tab.player_clocks.call_button.click()
    dialog = tab.player_clocks.dialog
    assert dialog.table.value() == 2
    assert [dialog.seat.itemData(i) for i in range(dialog.seat.count())] == sorted(
        seats(services, tournament, 2)
    )
    dialog.table.setValue(1)  # another table: its players
    assert dialog.seat.count() == len(seats(services, tournament, 1))
    dialog.close()


def test_the_seat_menu_offers_the_clock_on_its_player(
    qtbot, make_window, services, floor, tournament
):
    window = make_window(floor)
    workspace = window.open_tournament(tournament)
    tab = workspace.tables_tab
    workspace.tabs.setCurrentWidget(tab)
    qtbot.waitExposed(tab)
    seat = first_seat(services, tournament, 1)
    point = _seat_point(tab.map, 1, seat)
    menu = tab.bust_out_menu(point)
    state = services.tournaments.state(tournament)
    name = state.players[state.book.entries[seats(services, tournament, 1)[seat]].player_id].name
    (call,) = [a for a in menu.actions() if a.text() == f"Pedir tiempo a {name}…"]
    call.trigger()
    dialog = tab.player_clocks.dialog
    assert dialog.table.value() == 1 and dialog.seat.currentData() == seat
    dialog.close()


def _seat_point(room_map, table: int, seat: int) -> QPoint:
    """A point on ``seat`` of ``table`` in the room map (found by asking the map)."""
    for y in range(0, room_map.height(), 3):
        for x in range(0, room_map.width(), 7):
            point = QPoint(x, y)
            if room_map.hit(point) == (table, seat):
                return point
    raise AssertionError(f"seat {table}-{seat} not on the map")


def test_f8_calls_the_clock_on_both_tabs(make_window, services, floor, tournament):
    window = make_window(floor)
    workspace = window.open_tournament(tournament)
    for tab in (workspace.clock_tab, workspace.tables_tab):
        action = tab.player_clocks.call_action
        assert action in tab.actions() and action.shortcut().toString() == "F8"
        assert action.shortcutContext() == Qt.ShortcutContext.WidgetWithChildrenShortcut
        action.trigger()
        dialog = tab.player_clocks.dialog
        assert dialog is not None and dialog.isVisible()
        dialog.close()


def test_the_console_plays_the_clocks_cues(make_window, services, floor, tournament, clock):
    window = make_window(floor)
    backend = RecordingBackend()
    window.sound_player.backend = backend
    workspace = window.open_tournament(tournament)
    clocks = workspace.player_clock_driver
    services.player_clocks.call(floor, tournament, 1, first_seat(services, tournament, 1))
    # The blind clock's driver measures the wall clock against the real monotonic one: it
    # would take the injected time's 30 s as a jump of the system clock and ask about it.
    workspace.clock_driver.stop()
    run_out(clocks, clock)
    names = [name for name, _ in backend.played]
    assert names == ["player_clock_countdown.wav"] * 5 + ["player_clock_end.wav"]


# --- the big screen -------------------------------------------------------------------------


@pytest.fixture
def display(qtbot, services, tournament, clock):
    driver = ClockDriver(services, tournament, now=clock, monotonic=clock.monotonic)
    driver.start()
    window = DisplayWindow(services, tournament, driver, "dark")
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    yield window
    window.disconnect_driver()
    driver.stop()


def test_the_big_screen_shows_only_the_clocks_called_for_it(
    services, floor, director, tournament, clock, display
):
    services.clock.announce(director, tournament, "Cena a las 22:00", 30)
    assert "ticker" in display.texts()
    seat1, seat2 = first_seat(services, tournament, 1), first_seat(services, tournament, 2)
    services.player_clocks.call(floor, tournament, 1, seat1)  # the console only
    assert not any(role.startswith("player_clock") for role in display.texts())
    clock.advance(seconds=3)
    services.player_clocks.call(floor, tournament, 2, seat2, on_display=True)
    texts = display.texts()
    assert texts["player_clock_1_of_1"] == f"Mesa 2 · Asiento {seat2} — 0:30"
    # it takes the bottom of the screen: the messages wait, the ticker stops meanwhile
    assert "ticker" not in texts and not display.ticker_running
    assert display.item("player_clock_1_of_1").px >= 100  # 108 px at 1080p: read from 10 m
    assert display.item("player_clock_1_of_1").colour == "time"
    # its own seconds: the window's player clock driver ticks at them
    clock.advance(ms=display.player_clocks.next_interval_ms())
    display.player_clocks.on_timer_timeout()
    assert display.texts()["player_clock_1_of_1"].endswith("0:29")
    clock.advance(seconds=25)
    display.player_clocks.on_timer_timeout()
    assert display.item("player_clock_1_of_1").colour == "blinds"  # the countdown: amber
    clock.advance(seconds=5)
    display.player_clocks.on_timer_timeout()
    assert display.texts()["player_clock_1_of_1"].endswith("0:00")
    assert display.item("player_clock_1_of_1").colour == "warning"  # red at zero
    services.player_clocks.record_outcome(floor, tournament, 2, "checked")
    texts = display.texts()
    assert not any(role.startswith("player_clock") for role in texts)
    assert "ticker" in texts and display.ticker_running


def test_two_clocks_on_the_big_screen_the_nearest_first_never_overlapping(
    services, floor, tournament, clock, display
):
    for table in (1, 2):
        services.player_clocks.call(
            floor, tournament, table, first_seat(services, tournament, table), on_display=True
        )
        clock.advance(seconds=4)
    display.player_clocks.on_timer_timeout()
    texts = display.texts()
    assert texts["player_clock_1_of_2"].endswith("0:22")  # table 1, called first
    assert texts["player_clock_2_of_2"].endswith("0:26")
    for size in ((1920, 1080), (1366, 768), (1280, 720)):
        display.resize(*size)
        assert display.overlaps() == []
        window = QRectF(0, 0, *size)
        for role in texts:
            assert window.contains(display.painted_rect(role)), (size, role)
    display.resize(1920, 1080)
    assert min(display.item(r).px for r in texts if r.startswith("player_clock")) >= 54


# --- the event log --------------------------------------------------------------------------


def test_the_log_says_the_clock_and_its_outcome_in_words(services, floor, tournament, clock):
    from tournament_director.ui.labels import (
        SUMMARY_LIMIT,
        Names,
        event_summary,
        event_type_label,
    )

    seat = first_seat(services, tournament, 1)
    asker = next(e for s, e in seats(services, tournament, 1).items() if s != seat)
    called = services.player_clocks.call(
        floor, tournament, 1, seat, on_display=True, requested_by_entry=asker
    )[0]
    clock.advance(seconds=8.2)
    ended = services.player_clocks.record_outcome(floor, tournament, 1, "acted")[0]
    state = services.tournaments.state(tournament)
    names = Names(state)
    player = state.players[state.book.entries[called.payload["entry_id"]].player_id].name
    asked = state.players[state.book.entries[asker].player_id].name
    assert event_type_label("PlayerClockCalled") == "Tiempo a un jugador"
    entry = called.payload["entry_id"]
    full = (
        f"Mesa 1, asiento {seat}: {player} (entrada {entry}) — 30 s, los últimos 5 en cuenta "
        f"atrás (ADTP 29); pedido por {asked}; en la pantalla grande"
    )
    # the log's line is cut at SUMMARY_LIMIT: the table, the seat, the player and the rule
    # come first
    assert event_summary(called, names) == (
        full if len(full) <= SUMMARY_LIMIT else full[: SUMMARY_LIMIT - 1] + "…"
    )
    assert event_summary(ended, names) == (
        f"Mesa 1, asiento {seat}: {player} (entrada {entry}) — actuó a tiempo, le quedaban 0:22"
    )

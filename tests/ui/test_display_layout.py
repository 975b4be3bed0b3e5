"""The big screen read from the back of the room (a 55" TV at 1080p, 10 m away): no text
painted over another at 1920x1080, 1366x768 and 1280x720 in Spanish and English, in a
running level with late registration open, before and during a break with a colour-up, in
the money with more places paid than fit at once, paused hand-for-hand and finished, with
clocks on players (ADTP 29) at the bottom of the screen; large fonts; the places paid
turning page by page on the clock's tick; the time until late registration closes."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, QTranslator

from tournament_director.domain import payout_state as ps
from tournament_director.domain.room_figures import figures
from tournament_director.domain.structure import Break, Chip, Level, ReEntryPolicy, Structure
from tournament_director.services import open_services
from tournament_director.ui.clock_driver import ClockDriver
from tournament_director.ui.display.view import ordinal, page_of, places_in_play
from tournament_director.ui.display.window import PAGE_TURN_S, PLACES_PER_PAGE, DisplayWindow
from tournament_director.ui.translator import install_language

T0 = datetime(2026, 11, 25, 20, 0, 1, tzinfo=UTC)
SIZES = [(1920, 1080), (1366, 768), (1280, 720)]

#: The Spanish of this screen's new words, as the translation files are to bring them (the
#: layout is checked with the longer language).
PROPOSED_SPANISH = {
    ("DisplayWindow", "Late registration"): "Inscripción tardía",
    ("DisplayWindow", "Places paid"): "Puestos pagados",
    ("DisplayWindow", "%1 %2 each"): "%1 %2 c/u",
    ("DisplayWindow", "Table %1 · Seat %2 — %3"): "Mesa %1 · Asiento %2 — %3",
    (
        "DisplayManager",
        "One monitor only: drag this display to the room's TV (extend the "
        "desktop to it).\nF11 or a double click: full screen; Esc: back to a window.",
    ): (
        "Un solo monitor: arrastre esta pantalla al televisor de la sala (extienda el "
        "escritorio hacia él).\nF11 o doble clic: pantalla completa; Esc: vuelve a una ventana."
    ),
}


class Proposed(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return PROPOSED_SPANISH.get((context, source))

    def isEmpty(self) -> bool:
        return False


@pytest.fixture(params=["es", "en"])
def language(request, qapp):
    install_language(request.param)
    proposed = Proposed()
    if request.param == "es":
        QCoreApplication.installTranslator(proposed)
    yield request.param
    QCoreApplication.removeTranslator(proposed)


class ManualClock:
    def __init__(self) -> None:
        self.wall = T0

    def __call__(self) -> datetime:
        return self.wall

    def monotonic(self) -> float:
        return (self.wall - T0).total_seconds()

    def advance(self, seconds: float) -> None:
        self.wall += timedelta(seconds=seconds)


def structure() -> Structure:
    return Structure(
        name="Noche",
        chips=(Chip(25, "verde"), Chip(100, "negra"), Chip(500, "morada"), Chip(1000, "amarilla")),
        levels=(
            Level(25, 50, minutes=20),
            Level(50, 100, minutes=20),
            Level(100, 200, ante=200, bb_ante=True, minutes=20),
            Level(200, 400, ante=400, bb_ante=True, minutes=20),
            Level(500, 1000, ante=1000, bb_ante=True, minutes=20),
            Level(1000, 2000, ante=2000, bb_ante=True, minutes=20),
        ),
        breaks=(Break(2, 15, (25,)), Break(4, 15, (100,))),
        starting_stack=20_000,
        late_registration_until_level=3,
        re_entry=ReEntryPolicy(allowed=True),
    )


@pytest.fixture
def clock():
    return ManualClock()


@pytest.fixture
def services(tmp_path, clock):
    opened = open_services(tmp_path / "td.sqlite3", clock)
    yield opened
    opened.close()


ENTRIES = 30
PAID = 12


@pytest.fixture
def tournament(services, director):
    tid = services.tournaments.create(director, "Torneo Aniversario del Casino")
    services.clock.set_structure(director, tid, structure())
    services.registration.set_buy_in(director, tid, 80_000, 20_000)
    services.registration.set_tables(director, tid, 4)
    services.registration.open_shift(director, tid)
    for i in range(ENTRIES):
        record = services.players.create(
            director, f"Jugadora {i}", "DNI", str(500 + i), "Chile", "1990-01-01"
        )
        services.registration.buy_entry(director, tid, record.player_id, "cash", 100_000)
    generator = ps.structure_from_parts(ps.GENERATOR, places=PAID, unit=1_000)
    services.payouts.choose_structure(director, tid, generator)
    return tid


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


def tick(window, clock, seconds=0.0):
    clock.advance(seconds)
    window.driver.on_timer_timeout()


def play(scenario, services, director, tid, clock):
    """Put the tournament in one of the moments the room sees."""
    if scenario == "not_started":
        return
    services.clock.start(director, tid)
    if scenario == "running":  # level 1, late registration open
        clock.advance(7 * 60 + 25)
    elif scenario == "colour_up_next":  # level 2: the break with a colour-up follows
        services.clock.jump(director, tid, 1)
        clock.advance(5 * 60)
    elif scenario == "break":  # the colour-up break, an announcement running
        services.clock.jump(director, tid, 2)
        clock.advance(60)
        services.clock.announce(director, tid, "Cena a las 22:00 en el salón principal", 30)
    elif scenario in ("money", "finished"):
        services.clock.jump(director, tid, 6)  # level 5: late registration has closed
        clock.advance(3 * 60)
        services.clock.close_late_registration_if_due(tid)
        entries = sorted(services.registration.book(tid).entries)
        out = entries[: ENTRIES - 10] if scenario == "money" else entries[:-1]
        for entry_id in out:
            services.registration.eliminate(director, tid, entry_id)
    elif scenario == "paused":
        clock.advance(100)
        services.clock.set_hand_for_hand(director, tid, True)
        services.clock.pause(director, tid)
    elif scenario in ("player_clock", "player_clocks"):  # ADTP 29, on the big screen
        clock.advance(7 * 60)
        services.clock.announce(director, tid, "Cena a las 22:00 en el salón principal", 30)
        room = services.seating.state(tid).room
        tables = [t for t in room.open_tables() if t.count][
            : 1 if scenario == "player_clock" else 2
        ]
        for table in tables:
            services.player_clocks.call(
                director, tid, table.number, table.occupied()[-1], on_display=True
            )
            clock.advance(27)  # the first one in its countdown


SCENARIOS = [
    "not_started",
    "running",
    "colour_up_next",
    "break",
    "money",
    "finished",
    "paused",
    "player_clock",
    "player_clocks",
]


def _captionlike(role: str) -> bool:
    """Words the room knows by their place (captions, the status pill, the hint), not figures."""
    return role.endswith("_caption") or role in ("places_page", "hint", "room_time", "status")


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_no_text_is_painted_over_another_at_any_size(
    display, services, director, tournament, clock, language, scenario
):
    play(scenario, services, director, tournament, clock)
    tick(display, clock)
    for size in SIZES:
        display.resize(*size)
        assert display.overlaps() == [], (scenario, language, size)
        window = QRectF(0, 0, *size)
        for role in display.texts():
            painted = display.painted_rect(role)
            assert window.contains(painted), (scenario, language, size, role, painted)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_text_reads_from_the_back_of_the_room_at_1080p(
    display, services, director, tournament, clock, language, scenario
):
    """At 1080p (a 55" TV: 0.63 mm a pixel): the time a quarter of the height, the blinds at
    least 60 % of it, every other figure at least 54 px (a 4 cm line) and every caption or
    status word at least 41 px; the old screen had the ante, the next level, the pool and the
    prizes at 29-58 px."""
    play(scenario, services, director, tournament, clock)
    tick(display, clock)
    display.resize(1920, 1080)
    time_px = display.item("time").px
    if scenario != "finished":
        assert time_px >= 270
    if "blinds" in display.texts():
        assert display.item("blinds").px >= 0.6 * time_px if scenario != "finished" else 150
    for role, item in display._items.items():
        if role in ("name", "logo"):
            continue  # the event's own name, fitted to the header
        least = 41 if _captionlike(role) else 54
        assert item.px >= least, (scenario, language, role, item.px, item.text)


def test_the_colour_up_notice_has_the_band_of_messages_and_leads_the_ticker(
    display, services, director, tournament, clock
):
    play("colour_up_next", services, director, tournament, clock)
    tick(display, clock)
    texts = display.texts()
    assert texts["notice"] == "En el próximo descanso se retiran las fichas de 25 (verde)"
    band = display.painted_rect("notice")
    assert band.top() >= display.painted_rect("places").bottom()
    services.clock.announce(director, tournament, "Cena a las 22:00", 5)
    tick(display, clock, 1)
    texts = display.texts()
    assert "notice" not in texts
    assert texts["ticker"].startswith("En el próximo descanso se retiran las fichas de 25")
    assert texts["ticker"].endswith("Cena a las 22:00")


@pytest.mark.parametrize(("scenario", "lines"), [("player_clock", 1), ("player_clocks", 2)])
def test_clocks_on_players_take_the_bottom_of_the_screen(
    display, services, director, tournament, clock, scenario, lines
):
    """ADTP 29 on the big screen: "Mesa 5 · Asiento 3 — 0:25" below the prize band, in place
    of the places paid and the band of messages (which come back when the clock ends)."""
    play(scenario, services, director, tournament, clock)
    tick(display, clock)
    texts = display.texts()
    roles = sorted(r for r in texts if r.startswith("player_clock"))
    assert len(roles) == lines
    assert "ticker" not in texts and "places" not in texts
    assert all(re.fullmatch(r"Mesa \d+ · Asiento \d+ — 0:\d\d", texts[r]) for r in roles)
    top = min(display.painted_rect(r).top() for r in roles)
    assert top >= display.painted_rect("prize_pool").bottom()


def test_places_paid_and_the_places_turn_page_by_page_on_the_clock(
    display, services, director, tournament, clock
):
    """12 places paid: three at a time, the page turning every PAGE_TURN_S seconds on the
    clock's own tick (no timer of its own); between turns only the clock's texts change."""
    services.clock.start(director, tournament)
    tick(display, clock, 60)
    texts = display.texts()
    assert texts["places_paid"] == str(PAID)
    seen: list[str] = []
    turns = 0
    for _ in range(PAGE_TURN_S * (PAID // PLACES_PER_PAGE)):
        before = dict(display._items)
        tick(display, clock, 1)
        changed = {role for role, item in display._items.items() if before.get(role) != item}
        if "places" in changed:
            turns += 1
            assert changed == {"time", "next_break", "late_registration", "places", "places_page"}
        else:
            assert changed == {"time", "next_break", "late_registration"}
        text = display.texts()["places"]
        if not seen or seen[-1] != text:
            seen.append(text)
    assert turns == PAID // PLACES_PER_PAGE
    places = " ".join(dict.fromkeys(seen)).split()[0::2]
    assert sorted(places, key=lambda p: int(p.rstrip("º"))) == [f"{n}º" for n in range(1, 13)]
    assert display.texts()["places_page"].endswith(f"/{PAID // PLACES_PER_PAGE}")


def test_in_the_money_the_screen_shows_the_places_still_in_play(
    display, services, director, tournament, clock
):
    play("money", services, director, tournament, clock)
    tick(display, clock)
    texts = display.texts()
    assert texts["players"] == f"10 / {ENTRIES}"
    places = set()
    for _ in range(4):
        places.update(display.texts()["places"].split()[0::2])
        tick(display, clock, PAGE_TURN_S)
    assert places == {f"{n}º" for n in range(1, 11)}  # 11º and 12º are paid out already


def test_late_registration_counts_down_in_place_of_the_chips(
    display, services, director, tournament, clock
):
    """ADTP 7: late registration closes at the end of level 3 (levels 1-3 of 20 minutes and
    the break of 15 after level 2: 75 minutes from the start)."""
    assert display.texts()["late_registration"] == "1:15:00"
    services.clock.start(director, tournament)
    tick(display, clock, 10 * 60)
    texts = display.texts()
    assert texts["late_registration"] == "1:05:00" and "chips" not in texts
    services.clock.jump(director, tournament, 4)  # level 4: closed
    tick(display, clock, 1)
    texts = display.texts()
    assert "late_registration" not in texts and texts["chips"] == "600.000"


def test_re_entries_are_shown_where_the_structure_sells_them(display):
    assert display.texts()["re_entries"] == "0"


def test_room_figures_say_places_paid_the_runs_and_late_registration(services, tournament):
    state = services.tournaments.state(tournament)
    room = figures(state, T0)
    assert room.places_paid == PAID
    assert room.runs[0][0] == 1 and room.runs[-1][1] == PAID
    assert sum((last - first + 1) * amount for first, last, amount in room.runs) == (
        room.prize_pool
    )
    assert room.late_registration_ms == 75 * 60 * 1000


def test_view_helpers():
    runs = [(1, 1, 500), (2, 2, 300), (3, 3, 200), (4, 9, 100), (10, 18, 50)]
    assert places_in_play(runs, 100, False) == runs
    assert places_in_play(runs, 6, False) == [*runs[:3], (4, 6, 100)]
    assert places_in_play(runs, 1, True) == runs
    assert page_of(runs, 3, 0, 6) == (0, 2)
    assert page_of(runs, 3, 6.5, 6) == (1, 2)
    assert page_of(runs, 3, 12, 6) == (0, 2)
    assert [ordinal(n, "en") for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "13th",
        "21st",
        "22nd",
        "101st",
    ]
    assert ordinal(7, "es") == "7º"

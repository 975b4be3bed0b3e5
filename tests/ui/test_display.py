"""The big-screen display: texts at three sizes, fonts that scale, break, pause, colour-up,
announcements, themes, and repainting only what changed. Time is injected."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtGui import QFontDatabase

from tournament_director.domain.room import SeatRef
from tournament_director.domain.structure import Break, Chip, Level, Structure
from tournament_director.services import open_services
from tournament_director.ui.clock_driver import ClockDriver
from tournament_director.ui.display.view import clock_text, number_text, time_to_next_break_ms
from tournament_director.ui.display.window import DisplayWindow
from tournament_director.ui.translator import install_language

T0 = datetime(2026, 11, 25, 20, 0, tzinfo=UTC)


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
        name="Prueba",
        chips=(Chip(25, "verde"), Chip(100, "negra"), Chip(500, "morada")),
        levels=(
            Level(25, 50, minutes=20),
            Level(50, 100, minutes=20),
            Level(100, 200, ante=200, bb_ante=True, minutes=20),
            Level(200, 400, ante=400, bb_ante=True, minutes=20),
        ),
        breaks=(Break(2, 15, (25,)),),
        starting_stack=20_000,
    )


@pytest.fixture
def clock():
    return ManualClock()


@pytest.fixture
def services(tmp_path, clock):
    opened = open_services(tmp_path / "td.sqlite3", clock)
    yield opened
    opened.close()


@pytest.fixture
def tournament(services, director):
    tid = services.tournaments.create(director, "Torneo Aniversario")
    services.clock.set_structure(director, tid, structure())
    services.registration.set_buy_in(director, tid, 80_000, 20_000)
    services.registration.set_tables(director, tid, 2)
    services.registration.open_shift(director, tid)
    for i in range(12):
        record = services.players.create(
            director, f"Jugador {i}", "DNI", str(100 + i), "Chile", "1990-01-01"
        )
        services.registration.buy_entry(director, tid, record.player_id, "cash", 100_000)
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


def test_a_real_font_is_installed(qapp):
    assert any("DejaVu" in family for family in QFontDatabase.families())


def test_pure_formats():
    assert clock_text(754) == "12:34"
    assert clock_text(3723) == "1:02:03"
    assert clock_text(-5) == "00:00"
    assert number_text(1_110_000, "es") == "1.110.000"
    assert number_text(1_110_000, "en") == "1,110,000"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_running_level_texts_at_each_size(
    qtbot, display, services, director, tournament, clock, size
):
    services.clock.start(director, tournament)
    services.clock.jump(director, tournament, 3)  # level 3 (the break is period 2)
    tick(display, clock, 7 * 60 + 25.5)
    display.resize(*size)
    texts = display.texts()
    assert texts["title"] == "NIVEL 3"
    assert texts["time"] == "12:35"
    assert texts["blinds"] == "100 / 200"
    assert texts["ante"] == "Ante CG 200"
    assert texts["next_level"] == "200 / 400"
    assert texts["next_level_caption"] == "Próximo nivel (4)"
    assert "next_break" not in texts  # no break after level 3
    assert texts["players"] == "12 / 12"
    assert "re_entries" not in texts  # the structure sells no re-entries and none was sold
    assert texts["average"] == "20.000"
    assert texts["chips"] == "240.000"
    assert texts["prize_pool"] == "$960.000"  # 12 x 80.000 to the prize pool
    assert texts["places_paid"] == "3"
    # The places of the payout in use (the standard table: 3 places for 11-15 entries).
    parts = texts["places"].split()
    assert parts[0::2] == ["1º", "2º", "3º"]
    assert sum(int(amount.lstrip("$").replace(".", "")) for amount in parts[1::2]) == 960_000
    assert "places_page" not in texts  # one page
    assert texts["name"] == "Torneo Aniversario"
    time_item = display.item("time")
    # HUGE: the digits' font is a quarter of the window's height and fits its box.
    assert 0.25 * size[1] <= time_item.px <= 0.33 * size[1]
    assert time_item.rect.width() < size[0]
    # The blinds nearly as prominent as the time.
    assert display.item("blinds").px >= 0.6 * time_item.px
    assert display.overlaps() == []


def test_time_font_scales_with_the_window(display, services, director, tournament):
    services.clock.start(director, tournament)
    sizes = {}
    for width, height in ((1280, 720), (1920, 1080), (3840, 2160)):
        display.resize(width, height)
        sizes[height] = display.time_font_px()
    assert sizes[720] < sizes[1080] < sizes[2160]
    assert sizes[2160] == pytest.approx(3 * sizes[720], rel=0.05)


def test_long_time_shrinks_to_fit(display, services, director, tournament):
    services.clock.start(director, tournament)
    services.clock.adjust(director, tournament, 3 * 3600)
    display.resize(1280, 720)
    item = display.item("time")
    assert item.text.count(":") == 2
    assert item.px < 0.30 * 720


def test_time_to_the_next_break(display, services, director, tournament, clock):
    services.clock.start(director, tournament)
    tick(display, clock, 5 * 60)
    texts = display.texts()
    # 15 minutes left of level 1 and the 20 of level 2.
    assert texts["next_break"] == "35:00"
    assert texts["next_break_caption"] == "Próximo descanso en"


def test_colour_up_is_announced_on_the_level_before_the_break(
    display, services, director, tournament, clock
):
    services.clock.start(director, tournament)
    assert "notice" not in display.texts()
    services.clock.next_period(director, tournament)  # level 2: the break follows
    assert display.texts()["notice"] == "En el próximo descanso se retiran las fichas de 25 (verde)"


def test_break_view(display, services, director, tournament, clock):
    services.clock.start(director, tournament)
    services.clock.jump(director, tournament, 2)
    tick(display, clock, 60.2)
    texts = display.texts()
    assert texts["title"] == "DESCANSO"
    assert texts["time"] == "14:00"
    assert texts["status"] == "Sigue: nivel 3"
    assert texts["blinds"] == "100 / 200"  # what follows the break
    assert texts["ante"] == "Ante CG 200"
    assert texts["notice"] == "En este descanso se retiran las fichas de 25 (verde)"
    assert display.item("time").colour == "on_break"


def test_paused_view(display, services, director, tournament, clock):
    services.clock.start(director, tournament)
    tick(display, clock, 30)
    services.clock.pause(director, tournament)
    item = display.item("status")
    assert item.text == "EN PAUSA"
    assert item.box == "warning"
    assert display.item("time").colour == "muted"
    tick(display, clock, 300)  # paused: the time stands still
    assert display.texts()["time"] == "19:30"


def test_hand_for_hand_and_finished(display, services, director, tournament, clock):
    services.clock.start(director, tournament)
    services.clock.set_hand_for_hand(director, tournament, True)
    assert display.texts()["status"] == "MANO POR MANO"
    services.clock.set_hand_for_hand(director, tournament, False)
    tick(display, clock, 4 * 20 * 60 + 15 * 60 + 1)
    texts = display.texts()
    assert texts["title"] == "Torneo finalizado"
    assert texts["time"] == "00:00"


def test_not_started_view(display):
    texts = display.texts()
    assert texts["title"] == "NIVEL 1"
    assert texts["time"] == "20:00"
    assert texts["status"] == "Por comenzar"


def test_last_minute_turns_the_time_red(display, services, director, tournament, clock):
    services.clock.start(director, tournament)
    tick(display, clock, 19 * 60 + 0.5)
    assert display.item("time").colour == "warning"


def test_announcement_scrolls_only_while_shown(display, services, director, tournament, clock):
    services.clock.start(director, tournament)
    assert not display.ticker_running
    services.clock.announce(director, tournament, "Cena a las 22:00 en el salón", 1)
    assert display.texts()["ticker"] == "Cena a las 22:00 en el salón"
    assert display.ticker_running
    tick(display, clock, 61)
    assert "ticker" not in display.texts()
    assert not display.ticker_running


def test_recent_moves_on_the_ticker_for_a_few_minutes(
    display, services, director, tournament, clock
):
    services.clock.start(director, tournament)
    room = services.seating.state(tournament).room
    entry_id = room.tables[1].players()[min(room.tables[1].players())]
    seat = room.tables[2].open_seats()[0]
    services.seating.move(director, tournament, entry_id, SeatRef(2, seat), "Silla rota")
    tick(display, clock, 1)
    assert f"mesa 2, asiento {seat}" in display.texts()["ticker"]
    tick(display, clock, 6 * 60)
    assert "ticker" not in display.texts()


def test_theme_switch(display, services, director, tournament):
    services.clock.start(director, tournament)
    dark = display.grab().toImage().pixelColor(5, 5).name()
    display.set_theme("light")
    light = display.grab().toImage().pixelColor(5, 5).name()
    assert display.theme.name == "light"
    assert dark == "#0a0e13"
    assert light == "#f6f6f1"


def test_only_what_changed_is_repainted(qtbot, display, services, director, tournament, clock):
    services.clock.start(director, tournament)
    qtbot.wait(20)
    before = dict(display._items)
    tick(display, clock, 1)
    changed = {role for role, item in display._items.items() if before.get(role) != item}
    assert changed == {"time", "next_break"}


def test_english(display, services, director, tournament, clock):
    install_language("en")
    services.clock.start(director, tournament)
    services.clock.jump(director, tournament, 3)
    texts = display.texts()
    assert texts["title"] == "LEVEL 3"
    assert texts["ante"] == "BB ante 200"
    assert texts["chips"] == "240,000"


def test_time_to_break_is_none_when_no_break_follows():
    from tournament_director.domain.clock import Reading, Status

    periods = structure().periods()
    reading = Reading(Status.RUNNING, 3, 1000, False, None)
    assert time_to_next_break_ms(periods, reading) is None
    reading = Reading(Status.RUNNING, 0, 1000, False, None)
    assert time_to_next_break_ms(periods, reading) == 1000 + 20 * 60 * 1000


def test_the_winner_once_one_player_has_all_the_chips(
    display, services, director, tournament, clock
):
    """Casino Club "Clasificación": the last player left wins; the screen says so and shows
    nothing of play going on (blinds, next level, breaks)."""
    services.clock.start(director, tournament)
    tick(display, clock, 60)
    entries = sorted(services.registration.book(tournament).entries)
    for entry_id in entries[:-1]:
        services.registration.eliminate(director, tournament, entry_id)
    tick(display, clock, 1)
    texts = display.texts()
    winner = services.tournaments.state(tournament).book.entries[entries[-1]]
    name = services.tournaments.state(tournament).players[winner.player_id].name
    assert texts["title"] == "Torneo finalizado"
    assert texts["time"] == "Ganador" and texts["blinds"] == name  # the name across the screen
    assert "ante" not in texts and "next_level" not in texts and "next_break" not in texts
    assert "status" not in texts
    assert texts["players"] == "1 / 12"
    assert display.overlaps() == []


def _screenshot(window, name: str) -> None:
    import os

    if os.environ.get("TD_SCREENSHOTS"):  # a folder: leave the picture there to look at
        window.grab().save(os.path.join(os.environ["TD_SCREENSHOTS"], f"{name}.png"))


def _deal_among_three(services, director, tournament, left_to_play=None):
    """The field played down to three, the pool fixed and an ICM deal recorded among them
    (largest stack first). Returns (the three entries, the deal)."""
    from tournament_director.domain.deals import ICM

    services.clock.start(director, tournament)
    services.payouts.fix_prize_pool(director, tournament)
    entries = sorted(services.registration.book(tournament).entries)
    for entry_id in entries[:-3]:
        services.registration.eliminate(director, tournament, entry_id)
    left = entries[-3:]
    stacks = dict(zip(left, [120_000, 80_000, 40_000], strict=True))
    deal = services.payouts.compute_deal(
        tournament, stacks, ICM, left_to_play=left_to_play, unit=1_000
    )
    services.payouts.record_deal(director, tournament, deal)
    return left, deal


def test_after_a_deal_the_room_sees_the_amounts_agreed_not_the_payout_table(
    display, services, director, tournament, clock
):
    """Casino Club "Premios": once a deal is recorded the house pays what the players agreed,
    so the screen shows each player's amount (a page each) and what is still played for,
    never the prizes of the places the deal replaced; once it is over, each place's money
    as the standings pay it."""
    left, deal = _deal_among_three(services, director, tournament, left_to_play={1: 10_000})
    table = services.payouts.figures(tournament).payout.prizes
    state = services.tournaments.state(tournament)
    names = {e: state.players[state.book.entries[e].player_id].name for e in left}
    display.resize(1280, 720)
    shown = set()
    for _ in range(5):
        tick(display, clock, 6)
        shown.add(display.texts()["places"])
        _screenshot(display, "display-deal-" + str(len(shown)))
        assert display.overlaps() == []
    money = lambda v: "$" + f"{v:,}".replace(",", ".")  # noqa: E731
    # Compared with the catalogue's words (the Spanish comes with the next translation build).
    for entry_id in left:
        agreed = display.tr("Deal: %1 %2").replace("%1", names[entry_id])
        assert agreed.replace("%2", money(deal.amount_of(entry_id))) in shown
    in_play = display.tr("%1: +%2 still in play").replace("%1", "1º")
    assert in_play.replace("%2", "$10.000") in shown
    assert not any(money(table[0]) in text for text in shown)
    assert display.overlaps() == []

    # The largest stack out third, then the second: the last wins the 10,000 left.
    for entry_id in left[:2]:
        services.registration.eliminate(director, tournament, entry_id)
    tick(display, clock, 1)
    paid = services.results.standings(tournament).awards
    first, second, third = (money(paid[e].total) for e in (left[2], left[1], left[0]))
    texts = display.texts()
    _screenshot(display, "display-deal-over")
    assert texts["places"].startswith(f"1º {first}     2º {second}     3º {third}")
    assert money(table[0]) not in texts["places"]
    assert display.overlaps() == []

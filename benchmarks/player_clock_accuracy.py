"""How exactly the console shows the clocks on players ("tiempo", ADTP 29), against the anchors.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/player_clock_accuracy.py
     [--seconds 35] [--simulate-hours 12]

Simulated run (--simulate-hours): a day of play on a floor of 5 tables. Every 10 to 90 seconds
the floor calls the clock on a player at a table without one (up to 4 clocks at once, ADTP 29:
30 s, the last 5 counted); each ends as the floor records it: acted in time at a random
moment, or, once the time is up, hand dead or checked a few seconds later; now and then the
rule set is switched to Casino Club's (30 s, the last 10) and back. The console's
:class:`PlayerClockDriver` runs on an injected clock: its single-shot timer fires at the
deadline it was armed for plus 0-20 ms of random lateness, and the floor's calls and outcomes
in between make it read again, as the commits do on the console. At every reading (the
timer's and a commit's) each clock's second shown is compared with ceil(time left) computed
from its anchor at that very moment; reported: readings, the lateness of each change of a
second (how long the screen showed the previous one), wrong seconds shown (should be 0), and
the sounds: a beep for each second of each countdown and one end sound for each clock that
ran out, none missing, none twice.

Real run (--seconds): the same driver on the real clock with one clock called at the start
(and another every 35 s), its seconds checked against the anchors at each tick.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from tournament_director.domain.player_clock import read
from tournament_director.domain.structure import Chip, Level, Structure
from tournament_director.services import open_services
from tournament_director.ui.clock_driver import ClockDriver
from tournament_director.ui.player_clock_driver import PlayerClockDriver

TABLES = 5
MOST_AT_ONCE = 4


def setup(tmp: str, now=None):
    """A tournament of 5 tables of 9, 45 players seated, its clock running (one long level)."""
    services = open_services(Path(tmp) / "bench.sqlite3", *([now] if now else []))
    director = services.house.create_first_director("Directora", "123456")
    floor = services.house.create_operator(director, "Floor", "floor", "5678")
    tid = services.tournaments.create(director, "Benchmark")
    structure = Structure(
        name="Día largo",
        chips=(Chip(25, "verde"), Chip(100, "negra")),
        levels=(Level(25, 50, minutes=24 * 60),),
        starting_stack=10_000,
        table_size=9,
    )
    services.clock.set_structure(director, tid, structure)
    services.registration.set_buy_in(director, tid, 80_000, 20_000)
    services.registration.set_tables(director, tid, TABLES)
    services.registration.open_shift(director, tid)
    for i in range(TABLES * 9):
        record = services.players.create(
            director, f"Jugador {i}", "DNI", str(40_000 + i), "Chile", "1990-01-01"
        )
        services.registration.buy_entry(director, tid, record.player_id, "cash", 100_000)
    services.clock.start(director, tid)
    return services, director, floor, tid


def report(name: str, ticks: int, lateness: list[float], wrong: int) -> None:
    ordered = sorted(lateness) or [0.0]
    p99 = ordered[int(0.99 * (len(ordered) - 1))]
    print(
        f"{name}: {ticks} readings, {len(lateness)} seconds changed, lateness mean "
        f"{statistics.fmean(ordered):.2f} ms, p99 {p99:.2f} ms, max {max(ordered):.2f} ms; "
        f"wrong second shown: {wrong}"
    )


def simulated_run(hours: float) -> None:
    rng = random.Random(29)

    class Clock:
        t = datetime(2026, 11, 25, 14, 0, 0, 137_000, tzinfo=UTC)

        def __call__(self) -> datetime:
            return self.t

        def mono(self) -> float:
            return (self.t - datetime(2026, 11, 25, tzinfo=UTC)).total_seconds()

    clock = Clock()
    with tempfile.TemporaryDirectory() as tmp:
        services, director, floor, tid = setup(tmp, clock)
        driver = ClockDriver(services, tid, now=clock, monotonic=clock.mono)
        clocks = PlayerClockDriver(driver)
        driver.start()
        driver.stop()  # the blind clock is not what is measured: only its state is followed
        driver._running = True
        clocks.start()
        beeps: dict[int, list[int]] = {}
        ends: dict[int, int] = {}
        clocks.countdown_second.connect(lambda cid, s: beeps.setdefault(cid, []).append(s))
        clocks.expired.connect(lambda cid: ends.__setitem__(cid, ends.get(cid, 0) + 1))
        plans: dict[int, tuple[str, datetime]] = {}  # clock id -> (outcome, when)
        countdowns: dict[int, int] = {}
        lateness: list[float] = []
        counts = {"wrong": 0, "ticks": 0}
        shown_before: dict[int, int] = {}
        #: When the driver's single-shot timer fires: the moment it was armed plus its
        #: interval, plus the lateness of this arming (a real timer keeps its deadline
        #: whatever else happens meanwhile).
        fire_at: list[datetime | None] = [None]

        def on_ticked(readings) -> None:
            """Every reading the driver gives (its timer's and a commit's): the second
            shown against the anchors at that very moment."""
            counts["ticks"] += 1
            for reading in readings:
                exact = read(reading.clock, clock.t)
                if reading.time_left_s != exact.time_left_s:
                    counts["wrong"] += 1
                before = shown_before.get(reading.clock.clock_id)
                if before is not None and before != reading.time_left_s:
                    lateness.append(reading.time_left_s * 1000 - exact.time_left_ms)
            shown_before.clear()
            shown_before.update({r.clock.clock_id: r.time_left_s for r in readings})
            interval = clocks.next_interval_ms()
            fire_at[0] = (
                None
                if interval is None
                else clock.t + timedelta(milliseconds=interval + rng.uniform(0, 20))
            )

        clocks.ticked.connect(on_ticked)
        calls = switches = 0
        end = clock.t + timedelta(hours=hours)
        next_call = clock.t
        while clock.t < end:
            # the floor: record the outcomes that are due, call a clock when it is time
            for clock_id, (outcome, when) in sorted(plans.items()):
                if clock.t >= when:
                    services.player_clocks.record_outcome(floor, tid, clock_id, outcome)
                    del plans[clock_id]
            if clock.t >= next_call:
                state = services.tournaments.state(tid)
                free = [
                    t.number
                    for t in state.seating.room.open_tables()
                    if state.player_clocks.at_table(t.number) is None
                ]
                if free and len(plans) < MOST_AT_ONCE:
                    if rng.random() < 0.02:  # the director switches the house's rules
                        switches += 1
                        preset = "casino-club" if switches % 2 else "adtp-2018"
                        services.clock.choose_rule_set(director, tid, preset)
                    table = rng.choice(free)
                    seat = rng.choice(state.seating.room.tables[table].occupied())
                    recorded = services.player_clocks.call(floor, tid, table, seat)
                    payload = recorded[0].payload
                    clock_id = payload["clock_id"]
                    countdowns[clock_id] = payload["countdown_seconds"]
                    calls += 1
                    start = clock.t
                    if rng.random() < 0.6:  # acted in time, at some moment
                        at = start + timedelta(seconds=rng.uniform(0.5, 29.5))
                        plans[clock_id] = ("acted", at)
                    else:  # the time runs out; the floor records it a few seconds later
                        at = start + timedelta(seconds=30 + rng.uniform(0.5, 8))
                        outcomes = ("hand_dead", "checked")  # Casino Club: dead either way
                        outcome = rng.choice(
                            outcomes if payload["check_when_no_bet"] else outcomes[:1]
                        )
                        plans[clock_id] = (outcome, at)
                next_call = clock.t + timedelta(seconds=rng.uniform(10, 90))
            # what comes first: the driver's timer, or the floor's next move
            floor_next = min([next_call] + [when for _o, when in plans.values()])
            fire = fire_at[0]
            if fire is None or floor_next < fire:
                clock.t = max(floor_next, clock.t + timedelta(milliseconds=1))
                continue  # the floor acts (its commit makes the driver read again)
            clock.t = fire
            clocks.on_timer_timeout()
        ticks, wrong = counts["ticks"], counts["wrong"]
        state = services.tournaments.state(tid)
        ran_out = {
            c.clock_id
            for c in state.player_clocks.clocks.values()
            if c.outcome in ("hand_dead", "checked")
        }
        acted = {c.clock_id for c in state.player_clocks.clocks.values() if c.outcome == "acted"}
        missing_beeps = sum(
            beeps.get(cid, []) != list(range(countdowns[cid], 0, -1)) for cid in ran_out
        )
        end_problems = sum(ends.get(cid, 0) != 1 for cid in ran_out) + sum(
            ends.get(cid, 0) for cid in acted
        )
        events = len(services.tournaments.events(tid))
        services.close()
    report(f"simulated {hours:g} h ({calls} clocks called)", ticks, lateness, wrong)
    print(
        f"clocks run out: {len(ran_out)}, acted in time: {len(acted)}; countdowns with a beep "
        f"missing or twice: {missing_beeps}; end sounds missing or extra: {end_problems}; "
        f"rule set switched {switches} times; {events} events in the record"
    )


def real_run(app: QApplication, seconds: float) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        services, _director, floor, tid = setup(tmp)
        driver = ClockDriver(services, tid)
        clocks = PlayerClockDriver(driver)
        driver.start()
        clocks.start()
        lateness: list[float] = []
        wrong = [0]
        ticks = [0]
        last: dict[int, int] = {}

        def on_tick(readings) -> None:
            now = datetime.now(UTC)
            ticks[0] += 1
            for reading in readings:
                exact = read(reading.clock, now)
                if reading.time_left_s != exact.time_left_s:
                    wrong[0] += 1
                if last.get(reading.clock.clock_id, reading.time_left_s) != reading.time_left_s:
                    lateness.append(reading.time_left_s * 1000 - exact.time_left_ms)
                last[reading.clock.clock_id] = reading.time_left_s

        def call() -> None:
            state = services.tournaments.state(tid)
            for reading in clocks.readings:
                services.player_clocks.record_outcome(floor, tid, reading.clock.clock_id, "acted")
            table = state.seating.room.open_tables()[0]
            services.player_clocks.call(floor, tid, table.number, table.occupied()[0])

        clocks.ticked.connect(on_tick)
        call()
        repeat = QTimer()
        repeat.timeout.connect(call)
        repeat.start(35_000)
        QTimer.singleShot(int(seconds * 1000), app.quit)
        app.exec()
        repeat.stop()
        clocks.stop()
        driver.stop()
        services.close()
    report(f"real clock, {seconds:.0f} s", ticks[0], lateness, wrong[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=35)
    parser.add_argument("--simulate-hours", type=float, default=12)
    args = parser.parse_args()
    app = QApplication([])
    print(f"machine: {machine()}")
    if args.simulate_hours > 0:
        simulated_run(args.simulate_hours)
    if args.seconds > 0:
        real_run(app, args.seconds)


if __name__ == "__main__":
    main()

"""How exactly the clock driver shows the time left, against the anchors.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/display_accuracy.py
     [--seconds 60] [--simulate-hours 12]

Real run (--seconds): a driver on the real clock; at each tick the time left is computed
again from the anchors at that very moment. The display shows whole seconds rounded up, so
right after the second changes ``shown * 1000 - exact`` is the tick's lateness: how long the
screen showed the previous second. Reported: lateness (mean, max, 99th percentile) and the
ticks whose shown second was not ceil(exact) (should be 0).

Simulated run (--simulate-hours): the same driver with an injected clock that advances by
the interval the driver armed plus 0-20 ms of random timer lateness, through a whole
structure (levels and breaks) many times over: checks that no error accumulates.
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

from tournament_director.domain.clock import Status
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.services import open_services
from tournament_director.ui.clock_driver import ClockDriver


def report(name: str, lateness: list[float], wrong: int) -> None:
    ordered = sorted(lateness)
    p99 = ordered[int(0.99 * (len(ordered) - 1))] if ordered else 0.0
    print(
        f"{name}: {len(lateness)} ticks, lateness mean {statistics.fmean(lateness):.2f} ms, "
        f"p99 {p99:.2f} ms, max {max(lateness):.2f} ms; wrong second shown: {wrong}"
    )


def setup(tmp: str, now=None):
    services = open_services(Path(tmp) / "bench.sqlite3", *([now] if now else []))
    director = services.house.create_first_director("Directora", "123456")
    tid = services.tournaments.create(director, "Benchmark")
    structure = import_json((resources_dir() / "structures" / "turbo-10.json").read_text("utf-8"))
    services.clock.set_structure(director, tid, structure)
    services.clock.start(director, tid)
    return services, tid


def real_run(app: QApplication, seconds: float) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        services, tid = setup(tmp)
        driver = ClockDriver(services, tid)
        state = services.tournaments.state(tid)
        lateness: list[float] = []
        wrong = [0]

        def on_tick(reading) -> None:
            exact = state.reading(datetime.now(UTC))  # from the anchors, now
            if exact.period != reading.period:
                return
            if reading.time_left_s != exact.time_left_s:
                wrong[0] += 1
            lateness.append(reading.time_left_s * 1000 - exact.time_left_ms)

        driver.ticked.connect(on_tick)
        driver.start()
        QTimer.singleShot(int(seconds * 1000), app.quit)
        app.exec()
        driver.stop()
        services.close()
    report(f"real clock, {seconds:.0f} s", lateness[1:], wrong[0])


def simulated_run(hours: float) -> None:
    rng = random.Random(7)

    class Clock:
        t = datetime(2026, 11, 25, 20, 0, tzinfo=UTC)

        def __call__(self) -> datetime:
            return self.t

        def mono(self) -> float:
            return (self.t - datetime(2026, 11, 25, tzinfo=UTC)).total_seconds()

    clock = Clock()
    with tempfile.TemporaryDirectory() as tmp:
        services, tid = setup(tmp, clock)
        driver = ClockDriver(services, tid, now=clock, monotonic=clock.mono)
        driver.start()
        driver.stop()  # drive it by hand: no real timer
        driver._running = True
        state = services.tournaments.state(tid)
        lateness: list[float] = []
        wrong = 0
        changes = [0]
        driver.period_changed.connect(lambda *_: changes.__setitem__(0, changes[0] + 1))
        end = clock.t + timedelta(hours=hours)
        restarts = 0
        while clock.t < end:
            late = rng.uniform(0, 20)
            clock.t += timedelta(milliseconds=driver.next_interval_ms() + late)
            driver.on_timer_timeout()
            driver._timer.stop()
            reading = driver.reading
            if reading.status is Status.FINISHED:
                restarts += 1
                state = _restart(services, tid)
                driver.refresh()
                driver._timer.stop()
                continue
            exact = state.reading(clock.t)
            if reading.time_left_s != exact.time_left_s:
                wrong += 1
            lateness.append(reading.time_left_s * 1000 - exact.time_left_ms)
        services.close()
    report(f"simulated {hours:g} h ({restarts} full structures)", lateness, wrong)
    print(f"period changes signalled: {changes[0]}")


def _restart(services, tid):
    """Start the structure again from level 1 at the clock's moment."""
    director = services.house.authenticate("Directora", "123456")
    services.clock.jump(director, tid, 0)
    services.clock.resume(director, tid)
    return services.tournaments.state(tid)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=60)
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

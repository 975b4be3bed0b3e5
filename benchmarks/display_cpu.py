"""CPU used by a big-screen display window with a running clock (offscreen).

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/display_cpu.py [--seconds 600]
     [--size 1920x1080] [--announce [short|long]] [--prizes]
     [--console [--no-display] [--count-reads]]

Prints the process CPU time (user + system) spent while the display ran, as seconds and as
a percentage of one core, with the number of ticks and paint events. --announce shows an
announcement: a short one (the default) fits on the band and stands still; a long one, wider
than the band, scrolls (the ticker's timer runs then). --prizes buys the 120 entries in
(a prize pool, its places paid turning page by page, late registration counting down).
--console runs the floor console too, idle: its main window with the tournament open on the
Clock tab (the structure table, the facts, the clocks), the display opened through the
console's display manager as the floor opens it; --no-display leaves the big screen closed
(the console alone). --count-reads counts the reads of the Clock tab's structure table
(its model's data(); the counting costs a little CPU of its own).
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.services import open_services
from tournament_director.ui.clock_driver import ClockDriver
from tournament_director.ui.display.window import DisplayWindow
from tournament_director.ui.structure_table_model import ScheduleTableModel

SCHEDULE_READS = [0]
ANNOUNCEMENTS = {
    "short": "Cena a las 22:00 en el salón principal",
    "long": "Cena a las 22:00 en el salón principal · Los jugadores de la mesa final reciben "
    "su boleto en la caja · Apague el teléfono en la mesa · Próximo torneo: sábado 18:00",
}


def count_schedule_reads() -> None:
    """Count every read of the Clock tab's structure table (its model's data())."""
    original = ScheduleTableModel.data

    def counted(self, index, role=0):
        SCHEDULE_READS[0] += 1
        return original(self, index, role)

    ScheduleTableModel.data = counted


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def open_console(services, director, data_dir: Path, tid: int, seconds: float):
    """The floor console's main window signed in as the director, the tournament open (its
    idle lock later than the measure: the console stays as the floor left it)."""
    from tournament_director.ui.console_settings import ConsoleSettings
    from tournament_director.ui.main_window import MainWindow

    data_dir.mkdir(parents=True, exist_ok=True)
    idle_ms = int((seconds + 3600) * 1000)
    console = MainWindow(services, director, ConsoleSettings(data_dir), idle_ms)
    console.resize(1366, 768)
    console.show()
    console.open_tournament(tid)
    console.ask_before_closing = False  # the application quits at the end without asking
    return console


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--announce", nargs="?", const="short", choices=["short", "long"])
    parser.add_argument("--prizes", action="store_true")
    parser.add_argument("--console", action="store_true", help="the floor console runs too")
    parser.add_argument("--no-display", action="store_true", help="with --console: no display")
    parser.add_argument("--count-reads", action="store_true")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    if args.no_display and not args.console:
        parser.error("--no-display goes with --console")
    if args.count_reads:
        count_schedule_reads()

    app = QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        services = open_services(Path(tmp) / "bench.sqlite3")
        director = services.house.create_first_director("Directora", "123456")
        tid = services.tournaments.create(director, "Benchmark")
        structure = import_json(
            (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
        )
        services.clock.set_structure(director, tid, structure)
        if args.prizes:
            services.registration.set_buy_in(director, tid, 80_000, 20_000)
            services.registration.set_tables(director, tid, 14)
            services.registration.open_shift(director, tid)
            for i in range(120):
                record = services.players.create(
                    director, f"Jugador {i}", "DNI", str(1000 + i), "Chile", "1990-01-01"
                )
                services.registration.buy_entry(director, tid, record.player_id, "cash", 100_000)
        else:
            for i in range(120):
                services.tournaments.register_player(director, tid, f"Jugador {i}", "DNI", str(i))
        services.clock.start(director, tid)
        if args.announce:
            services.clock.announce(director, tid, ANNOUNCEMENTS[args.announce], 600)
        console = None
        window: DisplayWindow | None = None
        if args.console:
            console = open_console(services, director, Path(tmp) / "station", tid, args.seconds)
            driver = console.workspace(tid).clock_driver
            if not args.no_display:
                window = console.display_manager.open(tid, full_screen=False, theme="dark")
        else:
            driver = ClockDriver(services, tid)
            driver.start()
            window = DisplayWindow(services, tid, driver, "dark")
        ticks = [0]
        driver.ticked.connect(lambda _r: ticks.__setitem__(0, ticks[0] + 1))
        if window is not None:
            window.resize(width, height)
            window.show()
        for _ in range(20):  # first paint, fonts loaded: not part of the measure
            app.processEvents()
        repaints_before = window.repaints if window is not None else 0
        ticks_before, reads_before = ticks[0], SCHEDULE_READS[0]
        wall0, cpu0, proc0 = time.monotonic(), cpu_seconds(), time.process_time()
        QTimer.singleShot(int(args.seconds * 1000), app.quit)
        app.exec()
        wall = time.monotonic() - wall0
        cpu = cpu_seconds() - cpu0
        proc = time.process_time() - proc0
        repaints = window.repaints - repaints_before if window is not None else 0
        if console is not None:
            console.close()
        elif window is not None:
            window.disconnect_driver()
            driver.stop()
            window.close()
        services.close()

    print(f"machine: {machine()}")
    shown = "the console (Clock tab)" if args.console else ""
    if window is not None:
        shown += (" and " if shown else "") + f"display {width}x{height}"
    print(
        f"{shown}, announcement {args.announce or 'off'}, "
        f"prizes {'on' if args.prizes else 'off'}, {wall:.1f} s wall"
    )
    print(f"ticks: {ticks[0] - ticks_before}, display paint events: {repaints}")
    if args.count_reads:
        reads = SCHEDULE_READS[0] - reads_before
        print(f"structure table reads: {reads} = {reads * 60 / wall:,.0f} a minute")
    print(f"CPU (getrusage user+sys): {cpu:.3f} s = {100 * cpu / wall:.2f} % of one core")
    print(f"CPU (process_time):       {proc:.3f} s = {100 * proc / wall:.2f} % of one core")


if __name__ == "__main__":
    main()

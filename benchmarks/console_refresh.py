"""How long the floor console takes to follow one committed event, tab by tab, in a big event.

A tournament of N entries bought at the desk, the clock played past late registration and
half the field out; then a workspace (offscreen) and, with each tab on screen in turn, the
time from committing one more event (a note) to the console having taken it in (the
console refills only the tab on screen; the others catch up when shown).

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/console_refresh.py [--players N]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine, summary, timed
from PySide6.QtWidgets import QApplication

from tournament_director.services import open_services
from tournament_director.services.demo import _people
from tournament_director.services.structures import shipped_templates
from tournament_director.ui.event_bridge import EventBridge
from tournament_director.ui.workspace import TournamentWorkspace


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        services = open_services(Path(tmp) / "bench.sqlite3")
        director = services.house.create_first_director("Directora", "123456")
        cashier = services.house.create_operator(director, "Caja", "cashier", "345678")
        floor = services.house.create_operator(director, "Piso", "floor", "5678")
        tid = services.tournaments.create(director, "Benchmark")
        structure = next(t.structure for t in shipped_templates() if "Regular" in t.name)
        services.clock.set_structure(director, tid, structure)
        services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
        services.registration.set_tables(director, tid, -(-args.players // structure.table_size))
        services.registration.open_shift(cashier, tid, 0)
        entries = []
        for name, doc_type, document in _people(random.Random(1), args.players):
            record = services.players.create(cashier, name, doc_type, document, "AR", "1985-06-15")
            recorded = services.registration.buy_entry(
                cashier, tid, record.player_id, "cash", 100_000
            )
            entries.append(next(e.payload["entry_id"] for e in recorded if "entry_id" in e.payload))
        services.seating.draw_button(floor, tid)
        services.clock.start(director, tid)
        late = structure.late_registration_until_level or 0
        after = next(i for i, p in enumerate(structure.periods()) if (p.level_number or 0) > late)
        services.clock.jump(director, tid, after)
        services.clock.close_late_registration_if_due(tid)
        for entry_id in entries[: args.players // 2]:
            services.registration.eliminate(floor, tid, entry_id)

        workspace = TournamentWorkspace(services, tid, EventBridge(services), lambda: floor)
        workspace.resize(1400, 900)
        workspace.show()
        app.processEvents()
        print(f"machine: {machine()}")
        print(f"{args.players} entries, {args.players // 2} out; one event committed and taken in:")
        for index in range(workspace.tabs.count()):
            workspace.tabs.setCurrentIndex(index)
            app.processEvents()

            def take_in() -> None:
                # A real event (a note: it changes nothing else), committed and heard by the
                # workspace through the bridge, as at the desk.
                services.tournaments.add_note(floor, tid, "mesa 12: cambio de baraja")
                app.processEvents()

            times = timed(take_in, args.repeat)
            print(f"  {workspace.tabs.tabText(index)} on screen: {summary(times)}")
        services.close()


if __name__ == "__main__":
    main()

"""How long the floor console takes to follow one committed event, tab by tab, in a big event.

A tournament of N entries bought at the desk, the clock played past late registration and
half the field out; then a workspace (offscreen) and, with each tab on screen in turn, the
time from committing one more event to the console having taken it in (the console refills
only the tab on screen; the others catch up when shown). Two events are measured: a note
(it changes nothing else) and a bust-out (a player still in is eliminated: the tables, the
standings, the figures all change). The same commands are first timed with no console
listening, the part of each figure that is the command itself.

--flight plays the same field as the first flight of a two-flight event (house "Etapa
Clasificatoria"): the workspace then has the flight's Stages tab too. --final Q measures
the event's final stage instead: Q qualifiers from four flights, bagged, the flights closed,
every qualifier accredited by his slip at the final, the final's clock started and half of
them out; its workspace has the event's Stages tab (its flights, the pool, the qualifiers
and the accreditation desk).

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/console_refresh.py [--players N]
     [--repeat R] [--flight | --final Q]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import tempfile
from dataclasses import replace
from datetime import datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine, summary, timed
from PySide6.QtWidgets import QApplication

from tournament_director.domain import stages as stage_rules
from tournament_director.domain.registration import ACTIVE
from tournament_director.services import open_services
from tournament_director.services.demo import _people
from tournament_director.services.stages import FlightPlan
from tournament_director.services.structures import shipped_templates
from tournament_director.ui.event_bridge import EventBridge
from tournament_director.ui.workspace import TournamentWorkspace

FINAL_FLIGHTS = 4
OUT_PER_FLIGHT = 20  # players eliminated in each flight of --final before its end


def field(services, director, cashier, floor, tid: int, players: int) -> None:
    """N entries bought at the desk, the clock past late registration, half the field out."""
    structure = next(t.structure for t in shipped_templates() if "Regular" in t.name)
    services.clock.set_structure(director, tid, structure)
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, -(-players // structure.table_size))
    services.registration.open_shift(cashier, tid, 0)
    entries = []
    for name, doc_type, document in _people(random.Random(1), players):
        record = services.players.create(cashier, name, doc_type, document, "AR", "1985-06-15")
        recorded = services.registration.buy_entry(cashier, tid, record.player_id, "cash", 100_000)
        entries.append(next(e.payload["entry_id"] for e in recorded if "entry_id" in e.payload))
    services.seating.draw_button(floor, tid)
    services.clock.start(director, tid)
    late = structure.late_registration_until_level or 0
    after = next(i for i, p in enumerate(structure.periods()) if (p.level_number or 0) > late)
    services.clock.jump(director, tid, after)
    services.clock.close_late_registration_if_due(tid)
    for entry_id in entries[: players // 2]:
        services.registration.eliminate(floor, tid, entry_id)


def final_stage(services, director, cashier, floor, qualifiers: int) -> int:
    """An event's final stage: the qualifiers of four flights bagged, every flight closed,
    each qualifier accredited by his slip, the final's clock started, half of them out."""
    structure = next(t.structure for t in shipped_templates() if "Regular" in t.name)
    structure = replace(structure, table_size=9)
    plans = [
        FlightPlan(f"Día 1{chr(65 + n)}", datetime(2026, 11, 27 + n, 18, 0))
        for n in range(FINAL_FLIGHTS)
    ]
    event_id = services.stages.create_event(director, "Benchmark", plans)
    shares = [
        qualifiers // FINAL_FLIGHTS + (n < qualifiers % FINAL_FLIGHTS) for n in range(FINAL_FLIGHTS)
    ]
    people = iter(_people(random.Random(1), qualifiers + FINAL_FLIGHTS * OUT_PER_FLIGHT))
    slips = []
    for fid, share in zip(services.stages.flights(event_id), shares, strict=True):
        services.clock.set_structure(director, fid, structure)
        services.registration.set_buy_in(director, fid, 80_000, 15_000, 5_000)
        services.registration.set_tables(director, fid, math.ceil((share + OUT_PER_FLIGHT) / 9))
        services.registration.open_shift(cashier, fid)
        for _ in range(share + OUT_PER_FLIGHT):
            name, doc_type, document = next(people)
            record = services.players.create(cashier, name, doc_type, document, "AR", "1985-06-15")
            services.registration.buy_entry(cashier, fid, record.player_id, "cash", 100_000)
        services.clock.start(floor, fid)
        services.stages.set_flight_end(director, fid, None, share)
        for entry in sorted(services.registration.book(fid).entries)[:OUT_PER_FLIGHT]:
            services.registration.eliminate(floor, fid, entry)
        book = services.registration.book(fid)
        for entry in sorted(e.entry_id for e in book.entries.values() if e.status == ACTIVE):
            bagged = services.stages.bag(floor, fid, entry, 30_000, stage_rules.PLAYER_CONFIRMED)
            number = bagged[-1].payload["slip"]
            qr, _code = services.stages.slip_codes(fid, number)
            slips.append((qr, services.stages.slip(fid, number).document))
        services.stages.close_flight(floor, fid)
    services.clock.set_structure(director, event_id, structure)
    services.registration.set_buy_in(director, event_id, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, event_id, math.ceil(qualifiers / 9) + 1)
    for qr, document in slips:
        services.stages.accredit(floor, event_id, qr, document)
    services.clock.start(director, event_id)
    book = services.registration.book(event_id)
    for entry in sorted(book.entries)[: qualifiers // 2]:
        services.registration.eliminate(floor, event_id, entry)
    return event_id


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=7)
    shape = parser.add_mutually_exclusive_group()
    shape.add_argument("--flight", action="store_true", help="the field as an event's flight")
    shape.add_argument("--final", type=int, metavar="Q", help="an event's final, Q qualifiers")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        services = open_services(Path(tmp) / "bench.sqlite3")
        for service in (services.registration, services.seating, services.stages):
            service.rng = random.Random(7)
        director = services.house.create_first_director("Directora", "123456")
        cashier = services.house.create_operator(director, "Caja", "cashier", "345678")
        floor = services.house.create_operator(director, "Piso", "floor", "5678")
        if args.final:
            tid = final_stage(services, director, cashier, floor, args.final)
            what = f"an event's final stage: {args.final} qualifiers accredited, half out"
        elif args.flight:
            plans = [
                FlightPlan("Día 1A", datetime(2026, 11, 27, 18, 0)),
                FlightPlan("Día 1B", datetime(2026, 11, 28, 18, 0)),
            ]
            event_id = services.stages.create_event(director, "Benchmark", plans)
            tid = next(iter(services.stages.flights(event_id)))
            field(services, director, cashier, floor, tid, args.players)
            what = f"a flight of {args.players} entries, {args.players // 2} out"
        else:
            tid = services.tournaments.create(director, "Benchmark")
            field(services, director, cashier, floor, tid, args.players)
            what = f"{args.players} entries, {args.players // 2} out"

        book = services.registration.book(tid)
        still_in = [e.entry_id for e in book.entries.values() if e.status == ACTIVE]
        random.Random(2).shuffle(still_in)

        def note() -> None:
            # A real event (a note: it changes nothing else), committed and heard by the
            # workspace through the bridge, as at the desk.
            services.tournaments.add_note(floor, tid, "mesa 12: cambio de baraja")
            app.processEvents()

        def bust_out() -> None:
            services.registration.eliminate(floor, tid, still_in.pop())
            app.processEvents()

        alone = {
            name: timed(fn, args.repeat) for name, fn in (("note", note), ("bust-out", bust_out))
        }
        workspace = TournamentWorkspace(services, tid, EventBridge(services), lambda: floor)
        workspace.resize(1400, 900)
        workspace.show()
        app.processEvents()
        print(f"machine: {machine()}")
        print(f"{what}; one event committed and taken in (median, min, max per event):")
        print(
            f"  the command alone, no console: note {summary(alone['note'])}; "
            f"bust-out {summary(alone['bust-out'])}"
        )
        for index in range(workspace.tabs.count()):
            workspace.tabs.setCurrentIndex(index)
            app.processEvents()
            notes = timed(note, args.repeat)
            busts = timed(bust_out, args.repeat)
            print(
                f"  {workspace.tabs.tabText(index)} on screen: note {summary(notes)}; "
                f"bust-out {summary(busts)}"
            )
        services.close()


if __name__ == "__main__":
    main()

"""Accreditation at a multi-flight event's final stage (services.stages.accredit).

Writes an event through the services whose flights have, between them, the given number of
qualifiers (each flight's field bought in at the desk, a few players eliminated, every
qualifier's chips bagged with a sealed chip-control slip, the flight closed, the pool fixed
by itself); then accredits every qualifier by his slip's QR text and his document, as the
desk's scanner types it, in a random order: each slip checked (domain.check_slip), his stack
chosen, his seat drawn, all committed. Prints the time per slip and the total.
Run: .venv/bin/python benchmarks/accreditation.py [--qualifiers N] [--flights F]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine

from tournament_director.domain import stages as domain
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.services import open_services
from tournament_director.services.stages import FlightPlan

PRICE = 100_000
OUT_PER_FLIGHT = 20  # players eliminated in each flight before its end


class Clock:
    def __init__(self) -> None:
        self.moment = datetime(2026, 11, 27, 18, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.moment += timedelta(milliseconds=5)
        return self.moment


def write_event(path: Path, qualifiers: int, flights: int) -> tuple[object, int, list[tuple]]:
    """The event, its flights closed; returns (services, event id, [(QR text, document)])."""
    services = open_services(path, Clock())
    director = services.house.create_first_director("Directora", "111111")
    floor = services.house.create_operator(director, "Floor", "floor", "2222")
    cashier = services.house.create_operator(director, "Caja", "cashier", "333333")
    for service in (services.registration, services.seating, services.stages):
        service.rng = random.Random(7)
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    structure = replace(import_json(text), table_size=9)
    plans = [
        FlightPlan(f"Día 1{chr(65 + n)}", datetime(2026, 11, 27 + n, 18, 0)) for n in range(flights)
    ]
    event_id = services.stages.create_event(director, "Gran Evento", plans)
    flight_ids = list(services.stages.flights(event_id))
    shares = [qualifiers // flights + (n < qualifiers % flights) for n in range(flights)]
    person = 0
    slips: list[tuple[str, str]] = []
    for fid, share in zip(flight_ids, shares, strict=True):
        field = share + OUT_PER_FLIGHT
        services.clock.set_structure(director, fid, structure)
        services.registration.set_buy_in(director, fid, 80_000, 15_000, 5_000)
        services.registration.set_tables(director, fid, math.ceil(field / 9))
        services.registration.open_shift(cashier, fid)
        for _ in range(field):
            person += 1
            record = services.players.create(
                cashier, f"Jugador {person}", "DNI", str(20_000_000 + person), "Argentina",
                "1980-01-01",
            ).player_id  # fmt: skip
            services.registration.buy_entry(cashier, fid, record, "cash", PRICE)
        services.clock.start(floor, fid)
        services.stages.set_flight_end(director, fid, None, share)
        book = services.registration.book(fid)
        for entry in sorted(book.entries)[:OUT_PER_FLIGHT]:
            services.registration.eliminate(floor, fid, entry)
        book = services.registration.book(fid)
        for entry in sorted(e.entry_id for e in book.entries.values() if e.status == "active"):
            chips = 30_000 + 100 * random.Random(entry).randint(-200, 400)
            bagged = services.stages.bag(floor, fid, entry, chips, domain.PLAYER_CONFIRMED)
            number = bagged[-1].payload["slip"]
            qr, _code = services.stages.slip_codes(fid, number)
            slips.append((qr, services.stages.slip(fid, number).document))
        services.stages.close_flight(floor, fid)
    services.clock.set_structure(director, event_id, structure)
    services.registration.set_buy_in(director, event_id, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, event_id, math.ceil(qualifiers / 9) + 1)
    assert services.stages.event(event_id).stages.pool is not None  # fixed by itself
    return services, event_id, slips


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--qualifiers", type=int, default=1000)
    parser.add_argument("--flights", type=int, default=4)
    args = parser.parse_args()
    print(machine())
    path = Path(tempfile.mkdtemp()) / "record.sqlite3"
    start = time.perf_counter()
    services, event_id, slips = write_event(path, args.qualifiers, args.flights)
    print(
        f"{args.flights} flights, {args.qualifiers:,} qualifiers bagged and closed "
        f"({args.qualifiers + args.flights * OUT_PER_FLIGHT:,} entries) in "
        f"{time.perf_counter() - start:.1f} s"
    )
    try:
        floor = services.house.sign_in("Floor", "2222").operator
        random.Random(3).shuffle(slips)
        times = []
        began = time.perf_counter()
        for qr, document in slips:
            t0 = time.perf_counter()
            services.stages.accredit(floor, event_id, qr, document)
            times.append(time.perf_counter() - t0)
        total = time.perf_counter() - began
        final = services.stages.event(event_id)
        assert len(final.stages.accredited) == len(slips)
        assert len({(e.table, e.seat) for e in final.book.entries.values()}) == len(slips)
        times.sort()
        p99 = times[min(len(times) - 1, math.ceil(len(times) * 0.99) - 1)]
        print(
            f"{len(slips):,} slips accredited by their QR text: median "
            f"{statistics.median(times) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, max "
            f"{times[-1] * 1000:.1f} ms per slip; {total:.1f} s in all"
        )
    finally:
        services.close()


if __name__ == "__main__":
    main()

"""Registering a big field through the services, and searching the house's players.

Each player: a house record created (one durable commit) and an entry bought with a
payment and a drawn seat (a second durable commit), synchronous=FULL, WAL, as the desk
does it. Then the search as the desk types, over all the house's records (20,000 by
default: the registered players and as many more who did not play).

Run: .venv/bin/python benchmarks/register_10k.py [--players N] [--house N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import latencies, machine

from tournament_director.services import open_services
from tournament_director.services.demo import _people
from tournament_director.services.structures import shipped_templates

QUERIES = ["gonzalez", "maría josé", "rodri", "ibáñez peña", "30.1", "sofia mu", "k", "lópez m"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--house", type=int, default=20_000)
    args = parser.parse_args()
    rng = random.Random(1)
    people = _people(rng, max(args.players, args.house))
    with tempfile.TemporaryDirectory() as tmp:
        services = open_services(Path(tmp) / "bench.sqlite3")
        director = services.house.create_first_director("Directora", "123456")
        cashier = services.house.create_operator(director, "Caja", "cashier", "345678")
        tid = services.tournaments.create(director, "Benchmark")
        structure = next(t.structure for t in shipped_templates() if "Regular" in t.name)
        services.clock.set_structure(director, tid, structure)
        services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
        tables = -(-args.players // structure.table_size)
        services.registration.set_tables(director, tid, tables)
        services.registration.open_shift(cashier, tid, 0)
        methods = ("cash", "card", "voucher", "satellite")
        created, bought = [], []  # each command as the desk waits for it
        start = time.perf_counter()
        for index, (name, doc_type, document) in enumerate(people[: args.players]):
            t0 = time.perf_counter()
            record = services.players.create(
                cashier, name, doc_type, document, "Argentina", "1985-06-15"
            )
            t1 = time.perf_counter()
            services.registration.buy_entry(
                cashier, tid, record.player_id, methods[index % 4], 100_000
            )
            bought.append(time.perf_counter() - t1)
            created.append(t1 - t0)
        elapsed = time.perf_counter() - start
        snapshots = services.snapshots.written  # off the command path, on their own thread
        for name, doc_type, document in people[args.players : args.house]:
            services.players.create(director, name, doc_type, document, "Chile", "1979-02-01")
        directory = services.players.directory()
        t0 = time.perf_counter()
        directory.index.prepare()  # the sorted token list, once after loading the house
        prepare_ms = (time.perf_counter() - t0) * 1000
        t0 = time.perf_counter()
        services.players.create(director, "Última Persona", "DNI", "99999999", "AR", "1990-01-01")
        added_ms = (time.perf_counter() - t0) * 1000
        keystrokes = []
        for query in QUERIES:
            for end in range(1, len(query) + 1):
                t0 = time.perf_counter()
                directory.search(query[:end], limit=50)
                keystrokes.append(time.perf_counter() - t0)
        book = services.registration.book(tid)
        services.close()
    print(f"machine: {machine()}")
    print(
        f"registered {args.players} players (record + paid entry + seat, 2 durable commits "
        f"each) in {elapsed:.1f} s = {args.players / elapsed:,.0f} players per second"
    )
    print(f"  a purchase (entry, payment, seat): {latencies(bought)}; {snapshots} snapshots")
    print(f"  a house record: {latencies(created)}")
    print(f"  every command: {latencies(bought + created)}")
    print(
        f"  entries {len(book.entries)}, chips in play {book.totals.chips_in_play:,}, "
        f"collected {book.totals.collected:,} CLP over {tables} tables"
    )
    print(
        f"search over {len(directory.records):,} players, {len(keystrokes)} keystrokes: "
        f"median {statistics.median(keystrokes) * 1000:.2f} ms, "
        f"max {max(keystrokes) * 1000:.2f} ms (index sorted once after loading in "
        f"{prepare_ms:.0f} ms; a record added at the desk, commit included: {added_ms:.1f} ms)"
    )


if __name__ == "__main__":
    main()

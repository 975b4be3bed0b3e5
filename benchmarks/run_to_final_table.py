"""A whole run from N players down to the final table, through the services.

Entries bought at the desk (a house record and a paid entry with a drawn seat each), the
button drawn, the clock started; then random bust-outs (``services.registration.eliminate``),
and after each one every pending seating decision confirmed by the floor as the engine
proposes it (``services.seating``: balancing moves, table breaks, the two-table and
final-table redraws) until one table remains. Every command is a durable commit
(SQLite, WAL, synchronous=FULL), as on the floor.

Run: .venv/bin/python benchmarks/run_to_final_table.py [--players N] [--seed N]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import latencies, machine

from tournament_director.domain.balancing import DecisionKind
from tournament_director.services import open_services
from tournament_director.services.demo import _people
from tournament_director.services.structures import shipped_templates


class Timer:
    """Times every command and counts the events it wrote; remembers the slowest."""

    def __init__(self) -> None:
        self.events = 0
        self.commands = Counter[str]()
        self.times: list[float] = []
        self.slowest: list[tuple[float, str]] = []

    def __call__(self, label: str, fn, *args):
        start = time.perf_counter()
        recorded = fn(*args)
        elapsed = time.perf_counter() - start
        self.events += len(recorded)
        self.commands[label] += 1
        self.times.append(elapsed)
        self.slowest = sorted([*self.slowest, (elapsed, label)], reverse=True)[:5]
        return recorded


def settle(services, timer: Timer, floor, director, tid: int) -> bool:
    """Confirm what the engine proposes until nothing is pending; True at the final table."""
    while True:
        decision = services.seating.pending(tid)
        match decision.kind:
            case DecisionKind.NONE:
                room = services.seating.state(tid).room
                return len(room.open_tables()) == 1
            case DecisionKind.BALANCE:
                timer("confirm_move", services.seating.confirm_move, floor, tid,
                      decision.moves[0].player)  # fmt: skip
            case DecisionKind.BREAK_TABLE:
                timer("break_table", services.seating.break_table, floor, tid, decision.table)
            case DecisionKind.REDRAW_TWO_TABLES:
                timer("redraw two_tables", services.seating.redraw, director, tid, "two_tables")
            case DecisionKind.FINAL_TABLE:
                timer("redraw final_table", services.seating.redraw, director, tid, "final_table")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    people = _people(rng, args.players)
    timer = Timer()
    with tempfile.TemporaryDirectory() as tmp:
        services = open_services(Path(tmp) / "bench.sqlite3")
        services.registration.rng = random.Random(args.seed)
        services.seating.rng = random.Random(args.seed + 1)
        director = services.house.create_first_director("Directora", "123456")
        cashier = services.house.create_operator(director, "Caja", "cashier", "345678")
        floor = services.house.create_operator(director, "Piso", "floor", "5678")
        tid = services.tournaments.create(director, "Benchmark")
        structure = next(t.structure for t in shipped_templates() if "Regular" in t.name)
        services.clock.set_structure(director, tid, structure)
        services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
        tables = -(-args.players // structure.table_size)
        services.registration.set_tables(director, tid, tables)
        services.registration.open_shift(cashier, tid, 0)
        start = time.perf_counter()
        entries = []
        for name, doc_type, document in people:
            record = services.players.create(cashier, name, doc_type, document, "AR", "1985-06-15")
            recorded = timer(
                "buy_entry", services.registration.buy_entry, cashier, tid, record.player_id,
                "cash", 100_000,
            )  # fmt: skip
            entries += [e.payload["entry_id"] for e in recorded if "entry_id" in e.payload][:1]
        registered = time.perf_counter() - start
        timer("draw_button", services.seating.draw_button, floor, tid)
        timer("start clock", services.clock.start, director, tid)
        # Play past late registration (as in most of a real run): every bust-out is then
        # ranked and checked for the end.
        after = next(
            i for i, p in enumerate(structure.periods())
            if (p.level_number or 0) > (structure.late_registration_until_level or 0)
        )  # fmt: skip
        timer("jump past late registration", services.clock.jump, director, tid, after)
        timer("close late registration", services.clock.close_late_registration_if_due, tid)
        run_start = time.perf_counter()
        alive = list(dict.fromkeys(entries))
        rng.shuffle(alive)
        final = settle(services, timer, floor, director, tid)
        while not final and alive:
            timer("eliminate", services.registration.eliminate, floor, tid, alive.pop())
            final = settle(services, timer, floor, director, tid)
        run = time.perf_counter() - run_start
        total = time.perf_counter() - start
        room = services.seating.state(tid).room
        left = room.player_count()
        snapshots = services.snapshots.written
        services.close()  # waits for a snapshot still being written
    print(f"machine: {machine()}")
    print(
        f"{args.players} players: registered in {registered:.1f} s; run to the final table "
        f"({left} players at {len(room.open_tables())} table) in {run:.1f} s; "
        f"total {total:.1f} s"
    )
    print(f"events written: {timer.events:,}; snapshots written meanwhile: {snapshots}")
    print("commands: " + ", ".join(f"{k} {v:,}" for k, v in timer.commands.items()))
    print(f"every command ({len(timer.times):,}, each timed as its caller waits): "
          f"{latencies(timer.times)}")  # fmt: skip
    print("slowest: " + ", ".join(f"{label} {t * 1000:.1f} ms" for t, label in timer.slowest))


if __name__ == "__main__":
    main()

"""A whole run from N players down to the final table, through the services.

Played by the rehearsal (services/rehearsal.py, `TournamentRun` stopped at the final table):
entries bought at the desk (a house record and a paid entry with a drawn seat each), the
button drawn, the clock started on a simulated clock; then the rehearsal's model of play
(hands at every table, all-ins, the loser busting when covered: `PlayModel`) decides the
bust-outs (``services.registration.eliminate_many``, one command a hand), late registration
closes at its level with the pool fixed, colour-ups race their odd chips table by table, and
after each bust-out every pending seating decision is confirmed by the floor as the engine
proposes it (``services.seating``: balancing moves, table breaks, the two-table and
final-table redraws) until one table remains. Every command is a durable commit (SQLite,
WAL, synchronous=FULL), as on the floor, and is timed as its caller waits.

Run: .venv/bin/python benchmarks/run_to_final_table.py [--players N] [--seed N]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import latencies, machine

from tournament_director.services.rehearsal import PlayModel, Request, TournamentRun
from tournament_director.services.structures import shipped_templates


class Timer:
    """Times every command and counts the events it wrote; remembers the slowest, and when
    the desk's registration ended (the button's draw)."""

    def __init__(self) -> None:
        self.events = 0
        self.commands = Counter[str]()
        self.times: list[float] = []
        self.slowest: list[tuple[float, str]] = []
        self.registered_at: float | None = None

    def __call__(self, label: str, fn, *args, **kwargs):
        if label == "draw_button" and self.registered_at is None:
            self.registered_at = time.perf_counter()
        start = time.perf_counter()
        recorded = fn(*args, **kwargs)
        elapsed = time.perf_counter() - start
        self.events += len(recorded) if isinstance(recorded, list) else 0
        self.commands[label] += 1
        self.times.append(elapsed)
        self.slowest = sorted([*self.slowest, (elapsed, label)], reverse=True)[:5]
        return recorded


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    structure = next(t.structure for t in shipped_templates() if "Regular" in t.name)
    timer = Timer()
    with tempfile.TemporaryDirectory() as tmp:
        run = TournamentRun(
            Request(structure, args.players, seed=args.seed),
            PlayModel(),
            args.seed,
            Path(tmp),
            call=timer,
            until="final_table",
        )
        start = time.perf_counter()
        result = run.play()  # closes the record once its snapshots are written
        total = time.perf_counter() - start
    registered = (timer.registered_at or start) - start
    final = result.milestones["final_table"]
    left = result.curve[-1][1]
    print(f"machine: {machine()}")
    print(
        f"{args.players} players: registered in {registered:.1f} s; run to the final table "
        f"({left} players at {run.open_tables} table, level {final.level}, "
        f"{final.elapsed_s / 3600:.1f} h of clock; {result.hands:,} hands, "
        f"{result.all_ins:,} all-ins, {result.chip_races} chip races) in "
        f"{total - registered:.1f} s; total {total:.1f} s"
    )
    print(f"events written: {timer.events:,}; snapshots written meanwhile: {run.snapshots_written}")
    print("commands: " + ", ".join(f"{k} {v:,}" for k, v in timer.commands.items()))
    print(f"every command ({len(timer.times):,}, each timed as its caller waits): "
          f"{latencies(timer.times)}")  # fmt: skip
    print("slowest: " + ", ".join(f"{label} {t * 1000:.1f} ms" for t, label in timer.slowest))


if __name__ == "__main__":
    main()

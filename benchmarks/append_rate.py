"""Durable appends per second: each command committed on its own, synchronous=FULL, WAL.

Run: .venv/bin/python benchmarks/append_rate.py [--commands N]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine

from tournament_director.services import open_services


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--commands", type=int, default=3000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        services = open_services(Path(tmp) / "bench.sqlite3")
        director = services.house.create_first_director("Directora", "123456")
        tid = services.tournaments.create(director, "Benchmark")
        start = time.perf_counter()
        for i in range(args.commands):
            services.tournaments.register_player(director, tid, f"Jugador {i}", "DNI", str(i))
        elapsed = time.perf_counter() - start
        services.close()
    print(f"machine: {machine()}")
    print(
        f"durable commands (register a player, one commit each): {args.commands} in "
        f"{elapsed:.2f} s = {args.commands / elapsed:,.0f} per second, "
        f"{elapsed / args.commands * 1000:.2f} ms each"
    )


if __name__ == "__main__":
    main()

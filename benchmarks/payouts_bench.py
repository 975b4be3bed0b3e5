"""Payout tables: the generator for 10,000 entries, and the shipped table for the same field.

Run: .venv/bin/python benchmarks/payouts_bench.py [--entries N] [--repeat R]
"""

from __future__ import annotations

import argparse
import functools
import statistics
import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine, summary, timed

from tournament_director.domain.payouts import (
    generate,
    min_cash_for,
    places_for,
    standard_table,
)


def _micro(times: list[float]) -> str:
    """Timings too short for milliseconds to a tenth: in microseconds."""
    return (
        f"min {min(times) * 1e6:.0f} µs, median {statistics.median(times) * 1e6:.0f} µs, "
        f"max {max(times) * 1e6:.0f} µs"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--entries", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    buy_in, unit = 100_000, 1_000
    pool = args.entries * buy_in
    places = places_for(args.entries, Fraction(12, 100))
    min_cash = min_cash_for(buy_in, Fraction(3, 2))
    print(machine())
    payout = generate(pool, places, min_cash, unit)
    times = timed(lambda: generate(pool, places, min_cash, unit), args.repeat)
    print(
        f"generator: {args.entries:,} entries, {places:,} places paid, "
        f"{len(payout.runs())} rows: {summary(times)}"
    )
    print(
        f"  first {payout.prizes[0]:,} ({payout.prizes[0] / pool:.2%}), "
        f"last {payout.prizes[-1]:,}, total == pool: {sum(payout.prizes) == pool}"
    )
    table = standard_table()
    for entries in sorted({5_000, args.entries}):
        field_pool = entries * buy_in
        times = timed(functools.partial(table.payout, field_pool, entries, unit), args.repeat * 10)
        print(
            f"shipped table applied: {entries:,} entries, "
            f"{len(table.band_for(entries).shares):,} places: {_micro(times)}"
        )
    times = timed(standard_table, max(1, args.repeat // 4))
    print(f"building the whole standard table (33 bands) with the generator: {summary(times)}")


if __name__ == "__main__":
    main()

"""Payout tables: the generator for 10,000 entries, and the shipped table for the same field.

Run: .venv/bin/python benchmarks/payouts_bench.py [--entries N] [--repeat R]
"""

from __future__ import annotations

import argparse
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
    times = timed(lambda: table.payout(pool, args.entries, unit), args.repeat)
    print(f"shipped table: {args.entries:,} entries: {summary(times)}")
    times = timed(standard_table, max(1, args.repeat // 4))
    print(f"building the whole standard table (33 bands) with the generator: {summary(times)}")


if __name__ == "__main__":
    main()

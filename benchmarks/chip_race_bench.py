"""The chip race for a whole field colouring up at once: 10,000 stacks at 1,112 tables of 9.

Each seat holds 0 to 3 odd chips of 25 after the colour-up to 100 (a few hold nothing else);
per table the cards are drawn (secrets.SystemRandom, one deck) and the race worked out
(domain/chip_race.py), or the race worked out from the cards as the floor types them (text).
Prints the time for the whole field and checks the chips: the field's change of chips in
play is the chips awarded plus the protection chips minus the odd value removed.
Run: .venv/bin/python benchmarks/chip_race_bench.py [--players N] [--repeat R]
"""

from __future__ import annotations

import argparse
import random
import secrets
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine, summary, timed

from tournament_director.domain.chip_race import deal_order, draw_cards, race
from tournament_director.domain.rule_set import ADTP_2018

REMOVED, TO, TABLE_SIZE = 25, 100, 9


def field(players: int, seed: int) -> list[tuple[dict[int, int], dict[int, int]]]:
    """Per table: each seat's odd chips and, for the few short stacks, nothing else."""
    rnd = random.Random(seed)  # fixed: the same field every run
    tables = []
    for first in range(0, players, TABLE_SIZE):
        seats = range(1, min(TABLE_SIZE, players - first) + 1)
        odd = {seat: rnd.randint(0, TO // REMOVED - 1) for seat in seats}
        others = {seat: 0 for seat in seats if rnd.random() < 0.02}
        tables.append((odd, others))
    return tables


def draw_and_race(tables, rng) -> list:
    results = []
    for odd, others in tables:
        order = deal_order((s for s, n in odd.items() if n), ADTP_2018.chip_race_start_seat)
        cards = draw_cards(rng, {seat: odd[seat] for seat in order})
        results.append(race(odd, cards, removed=REMOVED, to=TO, other_chips=others))
    return results


def race_typed(tables, typed) -> list:
    return [
        race(odd, cards, removed=REMOVED, to=TO, other_chips=others)
        for (odd, others), cards in zip(tables, typed, strict=True)
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(machine())
    tables = field(args.players, 2026)
    rng = secrets.SystemRandom()
    results = draw_and_race(tables, rng)
    typed = [{seat: [str(c) for c in hand] for seat, hand in r.cards.items()} for r in results]

    odd = sum(r.odd_value_removed for r in results)
    awarded = sum(r.awarded_value for r in results)
    protection = sum(r.protection_value for r in results)
    change = sum(r.total_change for r in results)
    assert change == awarded + protection - odd
    assert all(len(set(r.winners)) == len(r.winners) for r in results)
    print(
        f"{args.players:,} stacks at {len(tables):,} tables: odd chips worth {odd:,} removed, "
        f"{sum(r.chips_raced for r in results):,} chips of {TO} raced ({awarded:,}), "
        f"{sum(len(r.protected) for r in results)} protection chips; "
        f"chips in play {change:+,}"
    )
    times = timed(lambda: draw_and_race(tables, rng), args.repeat)
    print(f"cards drawn and raced, whole field: {summary(times)}")
    times = timed(lambda: race_typed(tables, typed), args.repeat)
    print(f"raced from the cards as typed (text), whole field: {summary(times)}")


if __name__ == "__main__":
    main()

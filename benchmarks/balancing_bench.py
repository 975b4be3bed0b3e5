"""Seating domain speed: the initial draw of 10,000 players into 1,112 tables of 9 (with a
seeded generator and with ``secrets.SystemRandom``, the product's source), one balancing
decision at 1,000 tables, a wave of ten breaks (and the players it moves), and a whole run
from 10,000 players to the final table (domain only: a random elimination, then the
decisions carried out, every step).

Run: .venv/bin/python benchmarks/balancing_bench.py [--repeat R] [--players N]
"""

from __future__ import annotations

import argparse
import random
import secrets
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine, summary, timed

from tournament_director.domain.balancing import DecisionKind, decide, settle
from tournament_director.domain.redraw import initial_draw
from tournament_director.domain.room import Room, SeatRef, Table
from tournament_director.domain.rule_set import ADTP_2018


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--players", type=int, default=10_000)
    args = parser.parse_args()
    print(machine())
    players = list(range(1, args.players + 1))
    tables = -(-args.players // 9)

    empty = Room.of_size(tables, 9, open_tables=0)
    times = timed(lambda: initial_draw(empty, players, random.Random(1)), args.repeat)
    print(f"initial draw, {args.players} players into {tables} tables of 9: {summary(times)}")
    secure = secrets.SystemRandom()
    times = timed(lambda: initial_draw(empty, players, secure), args.repeat * 4)
    print(f"  the same with the secure source the product uses: {summary(times)}")

    # One decision at 1,000 tables: 8,999 players, one table two short (one move).
    room = initial_draw(Room.of_size(1000, 9), list(range(1, 9001)), random.Random(2)).room
    room = room.without_player(SeatRef(500, 3)).without_player(SeatRef(500, 4))
    room = room.replaced(room.table(1).vacated(5).placed(5, 99_999))
    decision = decide(room, ADTP_2018, table_size=9)
    times = timed(lambda: decide(room, ADTP_2018, table_size=9), args.repeat * 20)
    print(f"one balancing decision at 1,000 tables ({decision.kind}): {summary(times)}")

    # A wave of breaks: 100 tables of 10 seats with 9 players each; 900 players fit 90, so
    # ten tables break one after another, each player onto a table that stays.
    wave_room = Room.build(
        Table.of(n, 10, {s: n * 100 + s for s in range(1, 10)}, button=1) for n in range(1, 101)
    )
    moved: list[int] = []

    def break_the_wave() -> None:
        _, outcomes = settle(wave_room, ADTP_2018, secure, table_size=10)
        moved.append(sum(len(d.seats) for o in outcomes for d in o.draws))

    times = timed(break_the_wave, args.repeat)
    print(
        f"10 of 100 tables of 9 breaking under 10-max: {min(moved)}-{max(moved)} players "
        f"moved (90 on the broken tables): {summary(times)}"
    )

    rng = random.Random(3)
    room = initial_draw(empty, players, rng).room
    room, _ = settle(room, ADTP_2018, rng, table_size=9)
    kinds: dict[DecisionKind, int] = {}
    worst = 0.0
    start = time.perf_counter()
    living = list(players)
    while not room.final_table_formed:
        i = rng.randrange(len(living))
        living[i], living[-1] = living[-1], living[i]
        gone = living.pop()
        # the service knows where the player sits; locating is not part of the decision
        where = room.locate(gone)
        step = time.perf_counter()
        room = room.without_player(where)
        room, outcomes = settle(room, ADTP_2018, rng, table_size=9)
        worst = max(worst, time.perf_counter() - step)
        for o in outcomes:
            kinds[o.decision.kind] = kinds.get(o.decision.kind, 0) + 1
    total = time.perf_counter() - start
    (final,) = room.open_tables()
    print(
        f"run {args.players} -> final table of {final.count} (seats {final.size}): "
        f"{total:.2f} s in all, {args.players - len(living)} eliminations, "
        f"slowest step {worst * 1000:.1f} ms; "
        + ", ".join(f"{k.value} {n}" for k, n in sorted(kinds.items()))
    )


if __name__ == "__main__":
    main()

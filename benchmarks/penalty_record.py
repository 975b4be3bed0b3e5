"""A house player's penalties across every tournament of the record (the registration desk's
view of repeat offenders, services.penalties.player_record).

Writes a record of many tournaments through the services (each with its players bought in
at the desk, some penalties given, some undone, a hand or two played) in which one player
plays every tournament and is penalised in some; then times the desk's question for that
player and for one with no penalty (read from the event store's index by stream and type),
and, once, the same answer got by loading every tournament's state (what the index avoids).
Run: .venv/bin/python benchmarks/penalty_record.py [--tournaments N] [--players P]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine, summary, timed

from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.services import open_services

PRICE = 100_000


class Clock:
    def __init__(self) -> None:
        self.moment = datetime(2026, 1, 5, 20, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.moment += timedelta(milliseconds=5)
        return self.moment


def write_record(path: Path, tournaments: int, players: int) -> tuple[int, int, int]:
    """The record; returns (the repeat offender's record, a clean player's, events written)."""
    rnd = random.Random(2026)
    services = open_services(path, Clock())
    director = services.house.create_first_director("Directora", "111111")
    floor = services.house.create_operator(director, "Floor", "floor", "2222")
    cashier = services.house.create_operator(director, "Caja", "cashier", "333333")
    services.registration.rng = random.Random(1)
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    structure = replace(import_json(text), table_size=9)
    people = [
        services.players.create(
            cashier, f"Jugador {n}", "DNI", str(20_000_000 + n), "Argentina", "1980-01-01"
        ).player_id
        for n in range(1, players + 1)
    ]
    offender, clean = people[0], people[1]
    events = 0
    for number in range(1, tournaments + 1):
        tid = services.tournaments.create(director, f"Torneo {number}")
        services.clock.set_structure(director, tid, structure)
        services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
        services.registration.set_tables(director, tid, -(-players // 9))
        services.registration.open_shift(cashier, tid)
        entries = {}
        for pid in people:
            paid = services.registration.buy_entry(cashier, tid, pid, "cash", PRICE)
            entries[pid] = paid[-1].payload["entry_id"]
        services.clock.start(director, tid)
        others = [p for p in people if p not in (offender, clean)]
        for pid in rnd.sample(others, 3):
            services.penalties.penalize(floor, tid, entries[pid], "exposed_card")
        services.penalties.hand_done(floor, tid, 1)
        if number % 4 == 0:
            services.penalties.penalize(floor, tid, entries[offender], "soft_play")
            services.penalties.penalize(floor, tid, entries[offender], "abuse")
            services.tournaments.undo(floor, tid, "jugador equivocado")
        events += len(services.tournaments.events(tid))
    services.close()
    return offender, clean, events


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tournaments", type=int, default=200)
    parser.add_argument("--players", type=int, default=30)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    print(machine())
    path = Path(tempfile.mkdtemp()) / "record.sqlite3"
    start = time.perf_counter()
    offender, clean, events = write_record(path, args.tournaments, args.players)
    print(
        f"{args.tournaments} tournaments of {args.players} players, {events:,} tournament "
        f"events written in {time.perf_counter() - start:.1f} s"
    )
    services = open_services(path)
    try:
        found = services.penalties.player_record(offender)
        expected = args.tournaments // 4
        assert len(found) == expected, (len(found), expected)
        assert services.penalties.player_record(clean) == []
        times = timed(lambda: services.penalties.player_record(offender), args.repeat)
        print(f"the repeat offender's record ({len(found)} penalties): {summary(times)}")
        times = timed(lambda: services.penalties.player_record(clean), args.repeat)
        print(f"a player with no penalty: {summary(times)}")
        start = time.perf_counter()
        naive = [
            p
            for s in services.tournaments.list()
            for p in services.tournaments.state(s.id).penalties.items.values()
            if p.house_player_id == offender
        ]
        assert len(naive) == len(found)
        print(f"the same by loading every tournament: {time.perf_counter() - start:.2f} s")
    finally:
        services.close()


if __name__ == "__main__":
    main()

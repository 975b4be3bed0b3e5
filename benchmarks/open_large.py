"""Time to open a tournament of 100,000 events: from its latest snapshot, and from nothing;
then to verify the whole record (chains, seals, the snapshot replayed, the anchors) and to
take a checked backup of it.

The log is written directly through the event store in large transactions (building it
command by command would take minutes and measures appends, which append_rate.py does).
Run: .venv/bin/python benchmarks/open_large.py [--events N] [--players P]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine, summary, timed

from tournament_director.domain.events import ActorRef
from tournament_director.domain.tournament import (
    NoteAdded,
    PlayerDetailsCorrected,
    PlayerRegistered,
)
from tournament_director.services import open_services, records
from tournament_director.services.verification import verify_database
from tournament_director.storage import event_store


def build(path: Path, total: int, players: int) -> int:
    services = open_services(path)
    director = services.house.create_first_director("Directora", "123456")
    tid = services.tournaments.create(director, "Evento grande")
    actor = ActorRef(director.id, director.name)
    written = 1
    while written < total:
        with services.db.write() as conn:
            for _ in range(min(5000, total - written)):
                written += 1
                n = written - 1
                if n <= players:
                    event = PlayerRegistered(n, f"Jugador {n}", "DNI", str(10_000_000 + n))
                elif n % 2:
                    pid = n % players + 1
                    event = PlayerDetailsCorrected(
                        pid, f"Jugador {pid} (c{n})", "DNI", str(10_000_000 + pid), "corrección"
                    )
                else:
                    event = NoteAdded(f"Nota {n}", n % players + 1)
                event_store.append(conn, tid, [event], actor, services.now())
    services.close()
    return tid


def open_once(path: Path, tid: int, flushed: list[float] | None = None) -> int:
    """Open the record and read the tournament's state (a console opening it); flushed:
    where to put the seconds then spent waiting for a snapshot being written in the
    background (asked for when many events were replayed), which close() waits for."""
    services = open_services(path)
    try:
        return len(services.tournaments.state(tid).players)
    finally:
        start = time.perf_counter()
        services.flush_snapshots()
        if flushed is not None:
            flushed.append(time.perf_counter() - start)
        services.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "large.sqlite3"
        start = time.perf_counter()
        tid = build(path, args.events, args.players)
        print(f"machine: {machine()}")
        print(
            f"built {args.events:,} events ({args.players:,} players) in "
            f"{time.perf_counter() - start:.1f} s; file {path.stat().st_size / 1e6:.1f} MB"
        )
        # First open: no snapshot yet, a full replay; a snapshot is then asked for, and
        # written in the background (its own fold of the events, then the write).
        flushed: list[float] = []
        start = time.perf_counter()
        open_once(path, tid, flushed)
        cold = time.perf_counter() - start - flushed[0]
        print(
            f"open with no snapshot (full replay of {args.events:,} events): "
            f"{cold * 1000:.0f} ms; the snapshot then written in the background in "
            f"{flushed[0] * 1000:.0f} ms more"
        )
        warm = timed(lambda: open_once(path, tid), args.repeat)
        print(f"open from the latest snapshot: {summary(warm)}")
        verified = timed(lambda: verify_once(path), 1)
        print(f"verify the whole record (read-only): {summary(verified)}")
        backed_up = timed(lambda: backup_once(path), 1)
        print(f"a checked backup: {summary(backed_up)}")


def verify_once(path: Path) -> None:
    services = open_services(path, read_only=True)
    try:
        report = verify_database(services)
        assert report.sound, report
    finally:
        services.close()


def backup_once(path: Path) -> None:
    services = open_services(path)
    try:
        records.take_backup(services.db)
    finally:
        services.close()


if __name__ == "__main__":
    main()

"""Several stations writing one tournament at once: commit latency (p50, p99) and commands per
second with one and four station processes, on a PostgreSQL server and on a SQLite file on
the same machine.

Also how soon another station hears of a command (its screens told) after the command was
acknowledged on the first, the two stations in one process on their own connections.

Each station is a process of its own that opens the record, signs in and gives COMMANDS
notes to one tournament, each committed on its own (as at a desk), timing each command from
the call to its acknowledgement. The stations start together; commands per second is every
station's commands over the time from the first start to the last end.

The server is a throw-away cluster made with initdb (tests/pg_server.py) with PostgreSQL's
durable defaults (fsync on, synchronous_commit on), reached on a Unix socket; the SQLite
file is in WAL mode with synchronous=FULL, as the product opens it.

Run: PYTHONPATH=. .venv/bin/python benchmarks/multi_station.py [--commands N]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine, percentile

ROOT = Path(__file__).resolve().parents[1]


def worker(location: str, data_dir: str, name: str, commands: int, go: str, out: str) -> None:
    """One station: wait for the start, give the commands, write the times."""
    from tournament_director.services import open_services
    from tournament_director.station import Station

    db = location if location.startswith("postgresql://") else Path(location)
    services = open_services(db, station=Station.load(Path(data_dir)))
    try:
        actor = services.house.authenticate("Directora Ana", "654321")
        tournament = services.tournaments.list()[0].id
        while not Path(go).exists():
            time.sleep(0.001)
        times = []
        start = time.perf_counter()
        began = time.time()
        for number in range(commands):
            before = time.perf_counter()
            services.tournaments.add_note(actor, tournament, f"{name}-{number}")
            times.append(time.perf_counter() - before)
        ended = began + (time.perf_counter() - start)
        Path(out).write_text(json.dumps({"times": times, "began": began, "ended": ended}))
    finally:
        services.close()


def _record(location: str, data_dir: Path) -> None:
    from tournament_director.services import open_services
    from tournament_director.station import Station

    db = location if location.startswith("postgresql://") else Path(location)
    services = open_services(db, station=Station.load(data_dir))
    try:
        director = services.house.create_first_director("Directora Ana", "654321")
        services.tournaments.create(director, "Benchmark")
    finally:
        services.close()


def _run(location: str, data_dir: Path, stations: int, commands: int, tmp: Path) -> dict:
    go = tmp / f"go-{stations}-{time.monotonic_ns()}"
    outs = [tmp / f"times-{stations}-{n}-{time.monotonic_ns()}.json" for n in range(stations)]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    processes = [
        subprocess.Popen(
            [
                sys.executable,
                __file__,
                "--worker",
                location,
                str(data_dir),
                f"S{n}",
                str(commands),
                str(go),
                str(out),
            ],
            env=env,
        )
        for n, out in enumerate(outs)
    ]
    time.sleep(3)  # every station opened and signed in
    go.write_text("go")
    for process in processes:
        if process.wait() != 0:
            raise SystemExit("a station failed")
    results = [json.loads(out.read_text()) for out in outs]
    times = [t for r in results for t in r["times"]]
    wall = max(r["ended"] for r in results) - min(r["began"] for r in results)
    return {
        "p50": statistics.median(times) * 1000,
        "p99": percentile(times, 0.99) * 1000,
        "per_second": len(times) / wall,
    }


def hearing(url: str, data_dir: Path, samples: int) -> list[float]:
    """Seconds from one station's command acknowledged to another station's screens told
    of it (LISTEN/NOTIFY, then the other station's read of what it had not seen)."""
    import threading

    from tournament_director.services import open_services
    from tournament_director.station import Station

    writer = open_services(url, station=Station.load(data_dir))
    listener = open_services(url, station=Station.load(data_dir))
    heard = threading.Event()
    told_at: list[float] = []

    def told(_stream_id, _events) -> None:
        told_at.append(time.perf_counter())
        heard.set()

    try:
        actor = writer.house.authenticate("Directora Ana", "654321")
        tournament = writer.tournaments.list()[0].id
        if not listener.db.watch.connected.wait(10):
            raise SystemExit("the listening station did not connect")
        listener.subscribe(told)
        times = []
        for number in range(samples):
            heard.clear()
            writer.tournaments.add_note(actor, tournament, f"oído {number}")
            acknowledged = time.perf_counter()
            if not heard.wait(5):
                raise SystemExit("a note was not heard within 5 s")
            times.append(told_at[-1] - acknowledged)
            time.sleep(0.01)
        return times
    finally:
        writer.close()
        listener.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--commands", type=int, default=1000, help="per station")
    parser.add_argument("--stations", default="1,4", help="station counts, comma-separated")
    parser.add_argument("--backends", default="postgresql,sqlite", help="comma-separated")
    args = parser.parse_args()
    counts = [int(n) for n in args.stations.split(",")]
    backends = args.backends.split(",")

    from tests.pg_server import OWNER, STATION, Cluster, find_bin
    from tournament_director.station import Station
    from tournament_director.storage import postgres

    bin_dir = find_bin()
    if bin_dir is None:
        raise SystemExit("PostgreSQL's server programs (initdb, pg_ctl) are not installed")
    cluster = Cluster(bin_dir, durable=True)
    cluster.start()
    rows = []
    heard: list[float] = []
    try:
        with tempfile.TemporaryDirectory() as name:
            tmp = Path(name)
            data_dir = tmp / "station"  # one key folder; each record its own anchors
            for stations in counts:
                if "postgresql" in backends:
                    schema = cluster.new_schema()
                    postgres.prepare(
                        cluster.url(OWNER, schema), Station.load(data_dir), station_role=STATION
                    )
                    url = cluster.url(STATION, schema)
                    _record(url, data_dir)
                    figures = _run(url, data_dir, stations, args.commands, tmp)
                    rows.append(("PostgreSQL", stations, figures))
                    if stations == 1:
                        heard = hearing(url, data_dir, 300)
                if "sqlite" in backends:
                    path = tmp / f"record-{stations}.sqlite3"
                    _record(str(path), data_dir)
                    figures = _run(str(path), data_dir, stations, args.commands, tmp)
                    rows.append(("SQLite", stations, figures))
    finally:
        cluster.stop()
    print(f"machine: {machine()}")
    print(f"{args.commands} notes per station, each committed on its own")
    for backend, stations, figures in rows:
        print(
            f"{backend:<10} {stations} station{'s' if stations > 1 else ' '}: "
            f"commit p50 {figures['p50']:.2f} ms, p99 {figures['p99']:.2f} ms, "
            f"{figures['per_second']:,.0f} commands/s"
        )
    if heard:
        print(
            f"another station told of a command after its acknowledgement ({len(heard)} "
            f"notes): p50 {statistics.median(heard) * 1000:.2f} ms, "
            f"p99 {percentile(heard, 0.99) * 1000:.2f} ms, max {max(heard) * 1000:.2f} ms"
        )


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        location, data_dir, name, commands, go, out = sys.argv[2:8]
        worker(location, data_dir, name, int(commands), go, out)
    else:
        main()

"""Exporting a large tournament: time and peak memory of `tournament-director export` as the
record grows (25,000, 50,000 and 100,000 events by default, the same field of 10,000
players in each, so only the log grows), as JSON and as CSV, each export a process of its
own, which says its peak resident memory (Linux: VmHWM) as it ends.

The records are written as open_large.py writes its own (straight through the event store,
in large transactions): players registered, then their details corrected and notes added;
then opened once (a snapshot stored), as a console would.
Run: .venv/bin/python benchmarks/export_large.py [--events 25000,50000,100000] [--players P]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine
from open_large import build, open_once

# The command line run as `python -m tournament_director` runs it, then its own peak resident
# memory (VmHWM: this process's alone; the rusage of a child also counts what the parent
# had when it forked) written to a file.
CHILD = """
import sys
from tournament_director.cli import main
code = main(sys.argv[2:])
peak = next(line for line in open("/proc/self/status") if line.startswith("VmHWM"))
open(sys.argv[1], "w").write(peak.split()[1])
sys.exit(code)
"""


def export_once(path: Path, out: Path, fmt: str) -> tuple[float, float, int]:
    """(seconds, peak resident MB, bytes written) of one export in a process of its own."""
    peak_file = out.with_name("peak.txt")
    command = [
        sys.executable, "-c", CHILD, str(peak_file), "export", "--db", str(path),
        "--format", fmt, "--out", str(out),
    ]  # fmt: skip
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"export failed ({done.returncode}): {done.stderr.decode()}")
    size = out.stat().st_size + (
        out.with_name(f"{out.stem}.state.csv").stat().st_size if fmt == "csv" else 0
    )
    return elapsed, int(peak_file.read_text()) / 1024, size  # VmHWM: KiB


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--events", default="25000,50000,100000")
    parser.add_argument("--players", type=int, default=10_000)
    args = parser.parse_args()
    sizes = [int(n) for n in args.events.split(",")]
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory() as tmp:
        for total in sizes:
            path = Path(tmp) / f"export-{total}.sqlite3"
            tid = build(path, total, args.players)
            open_once(path, tid)  # opened once by a console: it stores a snapshot
            for fmt in ("json", "csv"):
                out = Path(tmp) / f"export-{total}.{fmt}"
                seconds, peak, size = export_once(path, out, fmt)
                print(
                    f"{total:>7,} events ({args.players:,} players), {fmt:<4}: "
                    f"{seconds:5.2f} s, peak memory {peak:6.0f} MB, "
                    f"{size / 1e6:6.1f} MB written"
                )
                out.unlink()


if __name__ == "__main__":
    main()

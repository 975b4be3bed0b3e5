"""The time of a rehearsal (services/rehearsal.py) as `tournament-director simulate` plays it:
whole tournaments through the services on a simulated clock, each in a throw-away database,
from registration to the prizes paid and the record verified; then the chart (PNG) and the
report (PDF).

Run: PYTHONPATH=. .venv/bin/python benchmarks/rehearsal.py [--players N] [--runs K]
     [--structure NAME] [--late N] [--re-entries N] [--seed S]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine

from tournament_director.printing import rehearsal_report as report
from tournament_director.services.rehearsal import Request, rehearse
from tournament_director.services.structures import shipped_templates


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--structure", default="Regular 20 minutos")
    parser.add_argument("--late", type=int, default=0)
    parser.add_argument("--re-entries", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    structure = next(t.structure for t in shipped_templates() if t.name == args.structure)
    request = Request(structure, args.players, args.late, args.re_entries, args.runs, args.seed)
    laps: list[float] = []
    start = time.perf_counter()

    def lap(done: int, total: int) -> None:
        laps.append(time.perf_counter() - start - sum(laps))

    rehearsal = rehearse(request, progress=lap)
    played = time.perf_counter() - start
    drawn = time.perf_counter()
    png = report.png(report.chart(rehearsal, "es"))
    pdf = report.pdf(rehearsal, "es")
    drawn = time.perf_counter() - drawn
    print(f"machine: {machine()}")
    print(
        f"{structure.name}: {args.players:,} players, {args.late} late, {args.re_entries} "
        f"re-entries, {args.runs} run(s): {played:.1f} s ("
        + ", ".join(f"{t:.1f} s" for t in laps)
        + f"); chart and report {drawn:.2f} s (PNG {len(png) // 1024} KiB, PDF "
        f"{len(pdf) // 1024} KiB)"
    )
    for run in rehearsal.results:
        print(
            f"  entries {run.entries:,}, hands {run.hands:,}, all-ins {run.all_ins:,}, chip "
            f"races {run.chip_races:,}, events verified {run.events:,}, places paid "
            f"{run.places_paid}, problems {len(run.problems)}"
        )
    for row in report.figure_rows(rehearsal, "en"):
        print("  " + " | ".join(row))


if __name__ == "__main__":
    main()

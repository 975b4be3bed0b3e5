"""The rehearsal's model of play (services/rehearsal.py, PlayModel) against the published
figures it is calibrated on (README, "Rehearsal"):

1. A practitioners' worked example (pokerchipforum.com, "Tournament structure advice",
   2014): 50 players, 8,000 chips each, 20-minute levels from 25/50 to 50,000/100,000 (the
   thread's own twenty levels): the one who asked guessed level 17 or 18; the answer put a
   very good chance on the end by the time the big blind is 5 % of the chips in play
   (20,000, level 16) and a near certainty by 10 % (40,000, level 18).
2. The rule of thumb of blind-structure planning (blindvalet.com, "How to determine at what
   blind level a poker tournament will end": total chips / 20 is the final big blind): the
   big blind at the end as a share of the chips in play, for the shipped structures.

Run: PYTHONPATH=. .venv/bin/python benchmarks/rehearsal_calibration.py [--runs K]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine

from tournament_director.domain.structure import Chip, Level, Structure
from tournament_director.services.rehearsal import PlayModel, Request, percentile, rehearse
from tournament_director.services.structures import shipped_templates

FORUM_BLINDS = (
    (25, 50), (50, 100), (75, 150), (100, 200), (150, 300), (200, 400), (300, 600),
    (500, 1000), (700, 1400), (1000, 2000), (1500, 3000), (2000, 4000), (3000, 6000),
    (5000, 10000), (7000, 14000), (10000, 20000), (15000, 30000), (20000, 40000),
    (30000, 60000), (50000, 100000),
)  # fmt: skip


def forum_structure() -> Structure:
    chips = tuple(
        Chip(d, c)
        for d, c in ((25, "verde"), (100, "negro"), (500, "morado"), (1000, "amarillo"),
                     (5000, "rojo"), (25000, "azul"))
    )  # fmt: skip
    levels = tuple(Level(sb, bb, minutes=20) for sb, bb in FORUM_BLINDS)
    return Structure("Foro 50 jugadores", chips, levels, starting_stack=8000)


def end_share(result) -> list[float]:
    return [r.end_big_blind / r.chips_in_play for r in result.results]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    model = PlayModel()
    print(f"machine: {machine()}")
    print(f"model: {model}")
    forum = rehearse(Request(forum_structure(), 50, runs=args.runs, seed=1), model)
    end = next(m for m in forum.milestones if m.name == "end")
    levels = sorted(r.milestones["end"].level for r in forum.results)
    print(
        f"forum example, 50 players x 8,000, {args.runs} runs: the end at level "
        f"{end.level.median:g} (p10 {end.level.p10:g}, p90 {end.level.p90:g}; levels "
        f"{levels[0]}-{levels[-1]}), {end.elapsed_s.median / 3600:.1f} h of clock; big blind "
        f"at the end {statistics.median(end_share(forum)) * 100:.1f} % of the chips"
    )
    for template in shipped_templates():
        for players in (100, 300):
            result = rehearse(Request(template.structure, players, runs=args.runs // 2, seed=1))
            shares = end_share(result)
            end = next(m for m in result.milestones if m.name == "end")
            print(
                f"{template.name}, {players} players: the end at level {end.level.median:g} "
                f"({end.elapsed_s.median / 3600:.1f} h); big blind at the end "
                f"{percentile(shares, 50) * 100:.1f} % of the chips (p10 "
                f"{percentile(shares, 10) * 100:.1f} %, p90 {percentile(shares, 90) * 100:.1f} %)"
            )


if __name__ == "__main__":
    main()

"""The colour-up schedule of every shipped structure (domain/colour_up.py): which chips come
off at which break, calculated from the blinds and the chip set, and the time it takes.

Run: .venv/bin/python benchmarks/colour_up_schedule.py [--repeat R]

Each schedule is derived afresh (the caches cleared) R times; then the tournament's effective
schedule as the big screen and the Clock tab read it every second (cached per structure and
the director's changes); then a long structure (100 levels, 33 breaks, 8 chips) as the worst a
house might write.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine, summary, timed

from tournament_director.domain import colour_up
from tournament_director.domain.structure import Break, Chip, Structure, from_progression
from tournament_director.domain.structure_io import import_json
from tournament_director.domain.tournament import TournamentState
from tournament_director.paths import resources_dir


def fresh(structure: Structure) -> colour_up.Schedule:
    for cached in (colour_up.derive, colour_up.plan, colour_up.effective):
        cached.cache_clear()
    return colour_up.plan(structure)


def said(schedule: colour_up.Schedule) -> str:
    parts = []
    for c in schedule.colour_ups:
        chip = colour_up.chip_text(c.denomination, c.colour)
        where = f"after level {c.after_level}" if c.after_level else "stays in play"
        parts.append(f"{chip} {where}")
    return "; ".join(parts)


def long_structure() -> Structure:
    chips = tuple(Chip(d, f"c{d}") for d in (5, 25, 100, 500, 1_000, 5_000, 25_000, 100_000))
    shell = Structure(
        name="Larga",
        chips=chips,
        levels=(),
        breaks=tuple(Break(n, 10) for n in range(3, 100, 3)),
        starting_stack=100_000,
        late_registration_until_level=12,
    )
    return from_progression(shell, levels=100, starting_big_blind=50, growth=1.12)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    print(machine())
    for path in sorted((resources_dir() / "structures").glob("*.json")):
        structure = import_json(path.read_text("utf-8"))
        schedule = fresh(structure)
        how = "by hand" if schedule.by_hand else "calculated"
        times = timed(lambda s=structure: fresh(s), args.repeat)
        print(
            f"{structure.name} ({len(structure.levels)} levels, {len(structure.breaks)} breaks, "
            f"{len(structure.chips)} chips, {how}): {summary(times)}"
        )
        print(f"  {said(schedule)}")
    state = TournamentState(1, name="Torneo")
    state.structure = import_json(
        (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    )
    colour_up.schedule(state)
    times = sorted(timed(lambda: colour_up.schedule(state), args.repeat * 10))
    print(
        "the effective schedule read again (cached, as every tick does): median "
        f"{times[len(times) // 2] * 1e6:.1f} µs, max {times[-1] * 1e6:.1f} µs"
    )
    long = long_structure()
    times = timed(lambda: fresh(long), max(1, args.repeat // 10))
    print(
        f"a long structure ({len(long.levels)} levels, {len(long.breaks)} breaks, "
        f"{len(long.chips)} chips): {summary(times)}"
    )
    print(f"  {said(fresh(long))}")


if __name__ == "__main__":
    main()

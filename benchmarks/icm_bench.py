"""ICM for 9, 10, 15 and 27 players: time, method, and the quadrature method's error.

For the quadrature method the error is shown two ways: the estimate it states (step h
against step 2h) and, where the exact method can still run, the largest difference from it.
Run: .venv/bin/python benchmarks/icm_bench.py [--repeat R]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine, summary, timed

from tournament_director.domain.icm import icm, icm_exact, icm_quadrature


def field(players: int, seed: int) -> tuple[list[int], list[int]]:
    rnd = random.Random(seed)  # fixed: the same field every run
    stacks = [rnd.randint(5_000, 500_000) for _ in range(players)]
    prizes = sorted((rnd.randint(100_000, 10_000_000) for _ in range(players)), reverse=True)
    return stacks, prizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(machine())
    for players in (9, 10, 15, 27):
        stacks, prizes = field(players, players)
        result = icm(stacks, prizes)
        times = timed(lambda s=stacks, p=prizes: icm(s, p), args.repeat)
        print(f"{players} players, all paid: icm() chose {result.method}: {summary(times)}")
        quad_times = timed(lambda s=stacks, p=prizes: icm_quadrature(s, p), args.repeat)
        quad = icm_quadrature(stacks, prizes)
        line = (
            f"  quadrature: {summary(quad_times)}; stated error {quad.error:.2e} "
            f"(of prizes {sum(prizes):,})"
        )
        if players <= 15:
            exact = icm_exact(stacks, prizes)
            worst = max(abs(a - b) for a, b in zip(exact.values, quad.values, strict=True))
            line += f"; largest difference from exact {worst:.2e}"
        print(line)
        if players == 27:
            paid = prizes[:9]
            times = timed(lambda s=stacks, p=paid: icm(s, p), args.repeat)
            print(f"  27 players, 9 paid: icm() chose {icm(stacks, paid).method}: {summary(times)}")


if __name__ == "__main__":
    main()

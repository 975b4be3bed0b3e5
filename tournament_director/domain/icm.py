"""ICM: the Malmuth-Harville model of what a stack is worth in prize money.

The model: a player wins with probability stack / chips in play; given who won, the next
place goes the same way among the players left, and so on down the places. A player's
equity is the sum over places of the probability of finishing there times that place's
prize. Equities are real numbers in the prizes' unit (floats); they become money only
through `deals`, which rounds them with `splits.split`.

Two methods, chosen by the work they take:

- **exact** (`icm_exact`): dynamic programming over the sets of players who have taken the
  top places, level by level (memoised: each set's probability is computed once). Only the
  paid places are expanded, so the work is sum over k < places paid of C(n, k) sets times n.
  A final table of 10 is about 10,000 steps (a few milliseconds); 15 players all paid is
  2^15 sets (about 60 ms); 27 players with 3 paid is exact and instant too, but 27 players
  with 9 paid is 94 million steps and with 27 paid 2^27 sets: too slow.
- **quadrature** (`icm_quadrature`), used when the exact work would exceed `EXACT_BUDGET`
  steps. Harville's model is the same as giving each player an exponential clock with rate
  equal to the stack and ranking players by when their clock rings (first to ring wins), so
  P(player i finishes k-th) = integral over t of s_i e^(-s_i t) * P(exactly k-1 of the
  others rang before t) dt. The inner probability is a Poisson-binomial distribution,
  computed for every t in O(n^2). The integral is taken with the trapezoid rule after the
  substitution t = e^y, whose error falls like e^(-pi^2/h) with the step h (h = 0.1 here:
  far below the floats' own rounding). The stated error is the difference between the
  estimates with step h and step 2h (a generous bound on the step-h figure's quadrature
  error) plus a rounding allowance of 1e-13 of the prizes; the unit tests and
  `benchmarks/icm_bench.py` compare it with the exact method at 15 players.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tournament_director.domain.errors import Refused

EXACT_BUDGET = 600_000
"""Most DP steps (sets times players) the exact method may take before quadrature is used."""

QUADRATURE_STEP = 0.1
"""Trapezoid step h in y = ln t."""


@dataclass(frozen=True)
class Equities:
    """Each player's ICM equity, in the order the stacks were given."""

    values: tuple[float, ...]
    method: str  # "exact" or "quadrature"
    error: float  # estimated largest error of any value, in the prizes' unit (0.0 for exact)

    def to_dict(self) -> dict[str, object]:
        return {"method": self.method, "error": self.error, "equities": list(self.values)}


def _check(stacks: Sequence[int], prizes: Sequence[int]) -> None:
    if not stacks:
        raise Refused("icm.no_players")
    for stack in stacks:
        if not isinstance(stack, int) or isinstance(stack, bool) or stack <= 0:
            raise Refused("icm.bad_stack", value=stack)
    for prize in prizes:
        if not isinstance(prize, int) or isinstance(prize, bool) or prize < 0:
            raise Refused("icm.bad_prize", value=prize)


def _paid(prizes: Sequence[int], players: int) -> list[int]:
    """The prizes the players left can still win: place 1 first, at most one per player."""
    paid = list(prizes[:players])
    while paid and paid[-1] == 0:
        paid.pop()
    return paid


def exact_work(players: int, places: int) -> int:
    """The exact method's number of steps: sets of finishers of size < places, times players."""
    places = min(places, players)
    return sum(math.comb(players, k) for k in range(places)) * players


def icm(stacks: Sequence[int], prizes: Sequence[int]) -> Equities:
    """Malmuth-Harville ICM equities (issue 6, "Deals": ICM), exact when affordable.

    `stacks` are the chips of the players left (all positive); `prizes` the prizes still to
    be won, place 1 first (places beyond the number of players are ignored; missing places
    pay nothing). Exact (DP over sets) when the work is within EXACT_BUDGET steps, otherwise
    the quadrature method with its error estimate.
    """
    _check(stacks, prizes)
    paid = _paid(prizes, len(stacks))
    if exact_work(len(stacks), len(paid)) <= EXACT_BUDGET:
        return icm_exact(stacks, prizes)
    return icm_quadrature(stacks, prizes)


def icm_exact(stacks: Sequence[int], prizes: Sequence[int]) -> Equities:
    """Malmuth-Harville ICM by dynamic programming over the sets of top finishers.

    Level k holds, for every set F of k players, the probability that F took places 1..k
    (in some order). From F, player i takes place k+1 with probability s_i / (S - S_F).
    Exponential in the number of places paid: see `exact_work`.
    """
    _check(stacks, prizes)
    n = len(stacks)
    paid = _paid(prizes, n)
    equity = [0.0] * n
    if not paid:
        return Equities(tuple(equity), "exact", 0.0)
    total = sum(stacks)
    level: dict[int, tuple[float, int]] = {0: (1.0, total)}  # set -> (probability, chips left)
    for place, prize in enumerate(paid):
        last = place == len(paid) - 1
        following: dict[int, tuple[float, int]] = {}
        for finished, (probability, chips_left) in level.items():
            share = probability / chips_left
            for i in range(n):
                bit = 1 << i
                if finished & bit:
                    continue
                p = share * stacks[i]
                equity[i] += p * prize
                if not last:
                    key = finished | bit
                    before = following.get(key)
                    if before is None:
                        following[key] = (p, chips_left - stacks[i])
                    else:
                        following[key] = (before[0] + p, before[1])
        level = following
    return Equities(tuple(equity), "exact", 0.0)


def _quadrature_sums(
    rates: list[float], paid: list[int], step: float
) -> tuple[list[float], list[float]]:
    """Trapezoid sums with step `step` and `2 * step` (every other point) for each player."""
    n = len(rates)
    places = len(paid)
    low = math.log(1e-16)  # before this, the chance anyone has rung is below 1e-16
    high = math.log(60.0 / min(rates))  # after this, every clock has rung (e^-60)
    points = math.ceil((high - low) / step)
    fine = [0.0] * n
    coarse = [0.0] * n
    for j in range(points + 1):
        y = low + j * step
        t = math.exp(y)
        quiet = [math.exp(-r * t) for r in rates]  # P(clock has not rung by t)
        # Poisson-binomial of how many clocks have rung by t: coefficients of prod(a + b z).
        dist = [1.0]
        for a in quiet:
            b = 1.0 - a
            nxt = [0.0] * (len(dist) + 1)
            for k, v in enumerate(dist):
                nxt[k] += v * a
                nxt[k + 1] += v * b
            dist = nxt
        for i in range(n):
            a = quiet[i]
            b = 1.0 - a
            others = _remove_factor(dist, a, b)  # the others only: divide out (a + b z)
            value = 0.0
            for k in range(min(places, len(others))):
                value += paid[k] * others[k]
            # density of player i ringing at t, times dt/dy = t
            contribution = rates[i] * a * t * value
            fine[i] += contribution
            if j % 2 == 0:
                coarse[i] += contribution
    return [f * step for f in fine], [c * 2 * step for c in coarse]


def _remove_factor(poly: list[float], a: float, b: float) -> list[float]:
    """poly / (a + b z), dividing from the side that keeps the error from growing."""
    degree = len(poly) - 1
    out = [0.0] * degree
    if a >= b:
        carry = 0.0
        for k in range(degree):
            carry = (poly[k] - b * carry) / a
            out[k] = carry
    else:
        carry = 0.0
        for k in range(degree, 0, -1):
            carry = (poly[k] - a * carry) / b
            out[k - 1] = carry
    return out


def icm_quadrature(
    stacks: Sequence[int], prizes: Sequence[int], step: float = QUADRATURE_STEP
) -> Equities:
    """Malmuth-Harville ICM by the exponential-clock integral (any number of players).

    Work O(points * n^2), about 200 points: 27 players take a fraction of a second. The
    error stated is the largest difference between the step-h and step-2h estimates plus a
    rounding allowance of 1e-13 of the prizes.
    """
    _check(stacks, prizes)
    paid = _paid(prizes, len(stacks))
    if not paid:
        return Equities((0.0,) * len(stacks), "quadrature", 0.0)
    total = sum(stacks)
    rates = [s / total for s in stacks]  # scaling stacks changes nothing
    fine, coarse = _quadrature_sums(rates, paid, step)
    rounding = 1e-13 * sum(paid)
    error = max(abs(f - c) for f, c in zip(fine, coarse, strict=True)) + rounding
    return Equities(tuple(fine), "quadrature", error)

"""Dividing money: largest remainder, so the parts always add up to the whole.

Every division of money in the product goes through `split`: payout tables, prizes shared by
tied players, deals, a disqualified player's prize shared among the players left. Amounts
are integers in the currency's minor unit (never floats).

The tie-break, everywhere: when two parts have the same remainder, the part with the lower
index gets the extra unit first. Callers list parts best place first (place 1, 2, 3, ...),
or in the order the rule gives (for players sharing a prize, the order the ranking lists
them), so "lower index" means "the better place". This is the same idea as ADTP 20's odd
chip in a split pot: the odd amount goes by a fixed, announced order, never by chance.

Rounding to a unit (the house pays in multiples of, say, 1.000 CLP): the total is divided in
whole units by largest remainder; whatever is left below one unit (only when the total is not
itself a multiple of the unit) goes to the first part with a positive weight, so at most one
part is not a multiple of the unit and no money is created or lost.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

Weight = int | Fraction


def split(total: int, weights: Sequence[Weight], unit: int = 1) -> list[int]:
    """Divide `total` in proportion to `weights` by largest remainder; the parts add up to it.

    House rule (guide, "Money"): any split uses largest remainder with a documented
    tie-break. Equal remainders: the lower index (the better place) first. Parts are
    multiples of `unit` except, when `total` is not a multiple of `unit`, the first part with
    a positive weight, which also takes the odd amount below one unit. A part with weight 0
    gets 0. Non-increasing weights give non-increasing parts.

    Raises ValueError for a negative total, a unit below 1, no parts, a negative weight, or
    weights that are all zero while the total is not.
    """
    if not isinstance(total, int) or total < 0:
        raise ValueError(f"total must be a non-negative integer, not {total!r}")
    if not isinstance(unit, int) or unit < 1:
        raise ValueError(f"unit must be a positive integer, not {unit!r}")
    if not weights:
        raise ValueError("nothing to split into: no weights")
    if all(type(w) is int for w in weights):
        whole = list(weights)  # integers: the same quotas over one common denominator
    else:
        whole = _common_denominator([Fraction(w) for w in weights])
    if any(w < 0 for w in whole):
        raise ValueError("weights must not be negative")
    weight_sum = sum(whole)
    if weight_sum == 0:
        if total == 0:
            return [0] * len(whole)
        raise ValueError("all weights are zero: nobody to give the money to")
    units, odd = divmod(total, unit)
    # Quota i is units * w_i / weight_sum: its whole part and its remainder (over weight_sum,
    # the same denominator for every part, so remainders compare as integers).
    parts: list[int] = []
    remainders: list[int] = []
    for w in whole:
        part, remainder = divmod(units * w, weight_sum)
        parts.append(part)
        remainders.append(remainder)
    left = units - sum(parts)
    if left:
        # Largest remainder first; equal remainders: lower index (better place) first.
        order = sorted(range(len(whole)), key=lambda i: (-remainders[i], i))
        for i in order[:left]:
            parts[i] += 1
    amounts = [p * unit for p in parts] if unit != 1 else parts
    if odd:
        first = next(i for i, w in enumerate(whole) if w > 0)
        amounts[first] += odd
    return amounts


def _common_denominator(exact: list[Fraction]) -> list[int]:
    """Fractions as integers in the same proportions (each times the denominators' lcm)."""
    scale = math.lcm(*(f.denominator for f in exact))
    return [f.numerator * (scale // f.denominator) for f in exact]


def split_equally(total: int, count: int, unit: int = 1) -> list[int]:
    """`total` in `count` equal parts; what does not divide goes to the first parts.

    Casino Club "Clasificación": players who share places divide their prize in equal parts;
    the indivisible unit goes by the tie-break of `split` (the better place first).
    """
    if count < 1:
        raise ValueError("count must be at least 1")
    return split(total, [1] * count, unit)

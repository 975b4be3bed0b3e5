"""Largest-remainder splitting: the parts always add up, multiples of the unit, tie-break."""

import itertools
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director.domain.splits import split, split_equally

weights = st.lists(st.integers(min_value=0, max_value=10**6), min_size=1, max_size=40).filter(
    lambda ws: sum(ws) > 0
)


def test_worked_examples():
    assert split(100, [50, 30, 20]) == [50, 30, 20]
    assert split(100, [1, 1, 1]) == [34, 33, 33]  # the odd unit to the first (better) place
    assert split(10, [1, 1, 1, 1]) == [3, 3, 2, 2]
    assert split(10_500, [1, 1], unit=1000) == [5_500, 5_000]  # 500 below the unit to place 1
    assert split(7, [0, 1, 1]) == [0, 4, 3]  # a zero weight gets nothing, not even the odd unit
    assert split(0, [0, 0]) == [0, 0]
    assert split(10, [Fraction(1, 3), Fraction(2, 3)]) == [3, 7]


def test_largest_remainder_beats_order():
    # quotas 3.1, 3.45, 3.45: the two largest remainders tie and both get a unit, not place 1
    assert split(10, [310, 345, 345]) == [3, 4, 3]  # tie between 2 and 3: the earlier first


def test_refusals():
    for args in ((-1, [1]), (1, []), (1, [-1, 2]), (1, [0, 0])):
        with pytest.raises(ValueError):
            split(*args)
    with pytest.raises(ValueError):
        split(10, [1], unit=0)
    with pytest.raises(ValueError):
        split_equally(10, 0)


@given(st.integers(min_value=0, max_value=10**12), weights, st.sampled_from([1, 10, 100, 1000]))
def test_parts_add_up_and_are_units(total, ws, unit):
    parts = split(total, ws, unit)
    assert sum(parts) == total
    assert len(parts) == len(ws)
    first = next(i for i, w in enumerate(ws) if w > 0)
    for i, (part, w) in enumerate(zip(parts, ws, strict=True)):
        assert part >= 0
        if w == 0:
            assert part == 0
        if i != first:
            assert part % unit == 0
        # within one unit of the quota of the whole units, so within two of the exact quota
        quota = Fraction(total * w, sum(ws))
        assert abs(part - quota) < 2 * unit
        if total % unit == 0:
            assert abs(part - quota) < unit


@given(st.integers(min_value=0, max_value=10**9), weights, st.sampled_from([1, 1000]))
def test_non_increasing_weights_give_non_increasing_parts(total, ws, unit):
    ws = sorted(ws, reverse=True)
    parts = split(total, ws, unit)
    assert all(a >= b for a, b in itertools.pairwise(parts))


@given(st.integers(min_value=0, max_value=10**9), weights)
def test_deterministic_and_scale_free(total, ws):
    assert split(total, ws) == split(total, ws)
    assert split(total, ws) == split(total, [w * 7 for w in ws])


@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=1, max_value=50))
def test_equal_split_differs_by_at_most_one_and_favours_the_first(total, count):
    parts = split_equally(total, count)
    assert sum(parts) == total
    assert max(parts) - min(parts) <= 1
    assert parts == sorted(parts, reverse=True)


def _split_with_fractions(total, weights, unit=1):
    """`split` as it was computed with exact fractions (issue 16 moved it to integers): the
    reference the integer arithmetic must match amount for amount."""
    exact = [Fraction(w) for w in weights]
    weight_sum = sum(exact, Fraction(0))
    if weight_sum == 0:
        return [0] * len(exact)
    units, odd = divmod(total, unit)
    quotas = [units * w / weight_sum for w in exact]
    parts = [q.numerator // q.denominator for q in quotas]
    left = units - sum(parts)
    order = sorted(range(len(quotas)), key=lambda i: (-(quotas[i] - parts[i]), i))
    for i in order[:left]:
        parts[i] += 1
    amounts = [p * unit for p in parts]
    if odd:
        first = next(i for i, w in enumerate(exact) if w > 0)
        amounts[first] += odd
    return amounts


fraction_weights = st.lists(
    st.fractions(min_value=0, max_value=1000, max_denominator=10**6), min_size=1, max_size=40
).filter(lambda ws: sum(ws) > 0)


@given(
    st.integers(min_value=0, max_value=10**13),
    st.one_of(weights, fraction_weights, st.lists(st.integers(0, 3), min_size=1, max_size=12)),
    st.sampled_from([1, 7, 10, 100, 1000, 5000]),
)
def test_integer_arithmetic_gives_the_amounts_fractions_gave(total, ws, unit):
    if sum(ws) == 0 and total:
        return
    assert split(total, ws, unit) == _split_with_fractions(total, ws, unit)


@given(st.integers(min_value=0, max_value=10**12), st.integers(min_value=1, max_value=30))
def test_equal_parts_match_the_fraction_reference(total, count):
    assert split_equally(total, count, 1000) == _split_with_fractions(total, [1] * count, 1000)

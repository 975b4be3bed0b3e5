"""ICM (Malmuth-Harville): exact DP against brute force, the properties, the quadrature method."""

import itertools
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.domain.errors import Refused
from tournament_director.domain.icm import exact_work, icm, icm_exact, icm_quadrature


def brute_force(stacks, prizes):
    """Every finishing order with its Harville probability."""
    equity = [0.0] * len(stacks)
    for order in itertools.permutations(range(len(stacks))):
        p, left = 1.0, sum(stacks)
        for i in order:
            p *= stacks[i] / left
            left -= stacks[i]
        for place, i in enumerate(order):
            if place < len(prizes):
                equity[i] += p * prizes[place]
    return equity


def close(a, b, tol=1e-9):
    scale = max(1.0, max(abs(x) for x in (*a, *b)))
    return all(abs(x - y) <= tol * scale for x, y in zip(a, b, strict=True))


stacks_st = st.lists(st.integers(min_value=1, max_value=10**7), min_size=1, max_size=6)
prizes_st = st.lists(st.integers(min_value=0, max_value=10**7), min_size=0, max_size=6).map(
    lambda ps: sorted(ps, reverse=True)
)


def test_worked_example():
    # 5000/3000/2000 for 50/30/20: the classic textbook figures
    values = icm([5000, 3000, 2000], [50, 30, 20]).values
    assert [round(v, 2) for v in values] == [38.39, 32.75, 28.86]
    assert icm([5000, 3000, 2000], [50, 30, 20]).method == "exact"


@given(st.integers(1, 10**9), st.integers(1, 10**9), st.integers(0, 10**8), st.integers(0, 10**8))
def test_heads_up_closed_form(s1, s2, a, b):
    p1, p2 = max(a, b), min(a, b)
    e1, e2 = icm([s1, s2], [p1, p2]).values
    assert math.isclose(e1, p2 + (p1 - p2) * s1 / (s1 + s2), rel_tol=1e-12, abs_tol=1e-6)
    assert math.isclose(e1 + e2, p1 + p2, rel_tol=1e-12)


@given(stacks_st, prizes_st)
def test_exact_matches_brute_force_and_quadrature(stacks, prizes):
    expected = brute_force(stacks, prizes)
    assert close(icm_exact(stacks, prizes).values, expected)
    quad = icm_quadrature(stacks, prizes)
    assert close(quad.values, expected, tol=1e-9)


@settings(max_examples=60)
@given(st.lists(st.integers(1, 10**6), min_size=1, max_size=9), prizes_st, st.randoms())
def test_properties(stacks, prizes, rnd):
    values = icm(stacks, prizes).values
    paid = sum(prizes[: len(stacks)])
    assert math.isclose(sum(values), paid, rel_tol=1e-9, abs_tol=1e-6)  # adds up to the prizes
    for i, j in itertools.combinations(range(len(stacks)), 2):
        if stacks[i] == stacks[j]:
            assert math.isclose(values[i], values[j], rel_tol=1e-9, abs_tol=1e-6)
        elif stacks[i] > stacks[j]:  # a bigger stack never gets less
            assert values[i] >= values[j] - 1e-6
    order = list(range(len(stacks)))
    rnd.shuffle(order)
    permuted = icm([stacks[i] for i in order], prizes).values
    assert close(permuted, [values[i] for i in order])  # permuting players permutes results
    assert close(icm([s * 13 for s in stacks], prizes).values, values)  # scale changes nothing


def test_equal_stacks_share_equally():
    values = icm([1000] * 6, [600, 300, 100]).values
    assert all(math.isclose(v, 1000 / 6) for v in values)


def test_method_chosen_by_work_and_large_fields():
    assert (
        exact_work(27, 3) == (1 + 27 + 351) * 27
    )  # only the paid places are expanded: exact and quick
    assert icm([100] * 27, [500, 300, 200]).method == "exact"
    stacks = [(7919 * k) % 1000 + 1 for k in range(1, 28)]
    prizes = sorted(((104729 * k) % 10_000 for k in range(1, 28)), reverse=True)
    result = icm(stacks, prizes)
    assert result.method == "quadrature"
    assert result.error < 1e-6 * sum(prizes)
    assert math.isclose(sum(result.values), sum(prizes), rel_tol=1e-9)


def test_quadrature_agrees_with_exact_at_15_players():
    stacks = [(7919 * k) % 5000 + 10 for k in range(1, 16)]
    prizes = sorted(((104729 * k) % 1_000_000 for k in range(1, 16)), reverse=True)
    exact = icm_exact(stacks, prizes)
    quad = icm_quadrature(stacks, prizes)
    worst = max(abs(a - b) for a, b in zip(exact.values, quad.values, strict=True))
    assert worst <= max(quad.error, 1e-9 * sum(prizes))
    assert worst < 1e-6


def test_refusals_in_words():
    for stacks, prizes, key in (
        ([], [1], "icm.no_players"),
        ([100, 0], [1], "icm.bad_stack"),
        ([100, 50], [-1], "icm.bad_prize"),
    ):
        with pytest.raises(Refused) as refused:
            icm(stacks, prizes)
        assert refused.value.key == key
        assert refused.value.message  # a sentence in the current language

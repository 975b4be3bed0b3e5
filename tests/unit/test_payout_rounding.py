"""The house's rounding of prizes (domain/payouts.py): a documented default per currency
(CLP 1.000, USD 1 dollar), the shipped table named in the room's language, and a property:
whatever the pool, the field and the unit, the shipped table's prizes and any places shared
add up to the pool exactly, never a peso created or lost, every prize a multiple of the
unit but the first (which takes the odd amount below one unit, as splits.py says), and no
prize above the one before."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director import i18n
from tournament_director.domain.payouts import (
    STANDARD_NAME,
    default_payout_unit,
    house_payout_unit,
    round_to_unit,
    share_places,
    standard_table,
    table_label,
    table_problems,
)
from tournament_director.domain.splits import split_equally


def test_the_default_rounding_per_currency():
    assert default_payout_unit("CLP") == 1_000
    assert default_payout_unit("USD") == 100  # one dollar, in cents
    assert default_payout_unit("EUR") == 100  # one whole unit of any other currency
    assert house_payout_unit({}, "CLP") == 1_000
    assert house_payout_unit({"payout_unit_CLP": 5_000}, "CLP") == 5_000
    assert house_payout_unit({"payout_unit_CLP": 0, "payout_unit_USD": True}, "CLP") == 1_000
    assert house_payout_unit({"payout_unit_USD": True}, "USD") == 100


def test_the_shipped_table_is_named_in_the_rooms_language():
    previous = i18n.language()
    try:
        i18n.set_language("es")
        assert table_label(STANDARD_NAME) == "Tabla estándar"
        i18n.set_language("en")
        assert table_label(STANDARD_NAME) == "Standard table"
        assert table_label(STANDARD_NAME, "es") == "Tabla estándar"
        assert table_label("Casa 55/30/15") == "Casa 55/30/15"
    finally:
        i18n.set_language(previous)
    band = standard_table().bands[0]
    for name in ("Tabla estándar", "STANDARD TABLE", STANDARD_NAME):
        (problem,) = table_problems(name, (band,))
        assert problem.key == "payouts.table.shipped_name"


def test_a_field_of_the_issue_is_paid_in_thousands():
    # 18 entries of 80.000 to the pool: 1.440.000; to the peso the first prize was not round
    unrounded = standard_table().payout(1_440_000, 18)
    assert any(p % 1_000 for p in unrounded.prizes)
    payout = standard_table().payout(1_440_000, 18, 1_000)
    assert all(p % 1_000 == 0 for p in payout.prizes)
    assert sum(payout.prizes) == 1_440_000


UNITS = st.sampled_from([1, 10, 100, 500, 1_000, 5_000, 10_000])


@settings(max_examples=300, deadline=None)
@given(
    pool=st.integers(min_value=0, max_value=10**11),
    entries=st.integers(min_value=2, max_value=10_000),
    unit=UNITS,
    data=st.data(),
)
def test_every_peso_is_accounted_for(pool, entries, unit, data):
    prizes = list(standard_table().payout(pool, entries, unit).prizes)
    assert sum(prizes) == pool
    assert all(p % unit == 0 for p in prizes[1:])
    assert prizes[0] % unit == pool % unit  # the odd amount below one unit: first place
    assert all(a >= b for a, b in itertools.pairwise(prizes))
    # places shared (a hand-for-hand bust-out): pooled and split in the unit, none lost
    first = data.draw(st.integers(min_value=1, max_value=len(prizes)))
    last = data.draw(st.integers(min_value=first, max_value=len(prizes) + 2))
    shared = share_places(prizes, range(first, last + 1), unit)
    assert sum(shared) == pool
    odd = [p for p in shared[first - 1 : last] if p % unit]
    assert len(odd) <= 1


def test_a_pool_not_a_multiple_of_the_unit_gives_its_odd_amount_to_first_place():
    payout = standard_table().payout(1_387_808, 20, 1_000)
    assert sum(payout.prizes) == 1_387_808
    assert payout.prizes[0] % 1_000 == 808
    assert all(p % 1_000 == 0 for p in payout.prizes[1:])


def _round_to_unit_with_fractions(pool, shares, unit=1, top=None):
    """`round_to_unit` as it was computed with exact fractions (issue 16 moved it to
    integers): the reference every amount must match."""
    exact = [Fraction(s) for s in shares]
    whole = sum(exact)
    prizes = [math.floor(pool * s / whole / unit) * unit for s in exact]
    top = len(prizes) if top is None else max(1, min(top, len(prizes)))
    extra = split_equally(pool - sum(prizes), top, unit)
    for i, amount in enumerate(extra):
        prizes[i] += amount
    return prizes


@settings(max_examples=300, deadline=None)
@given(
    pool=st.integers(min_value=0, max_value=10**12),
    shares=st.one_of(
        st.lists(st.integers(min_value=0, max_value=10**12), min_size=1, max_size=60),
        st.lists(
            st.fractions(min_value=0, max_value=100, max_denominator=10**4), min_size=1, max_size=30
        ),
    ).filter(lambda s: sum(s) > 0),
    unit=UNITS,
    top=st.none() | st.integers(min_value=-1, max_value=70),
)
def test_integer_rounding_gives_the_amounts_fractions_gave(pool, shares, unit, top):
    assert round_to_unit(pool, shares, unit, top) == _round_to_unit_with_fractions(
        pool, shares, unit, top
    )


@settings(max_examples=200, deadline=None)
@given(
    pool=st.integers(min_value=0, max_value=10**11),
    entries=st.integers(min_value=2, max_value=10_000),
    unit=UNITS,
)
def test_the_shipped_table_pays_what_fractions_paid(pool, entries, unit):
    table = standard_table()
    band = table.band_for(entries)
    top = next((first - 1 for first, last, _ in band.runs() if last > first), len(band.shares))
    expected = _round_to_unit_with_fractions(pool, band.shares, unit, top)
    assert list(table.payout(pool, entries, unit).prizes) == expected

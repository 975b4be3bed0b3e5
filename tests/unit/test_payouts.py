"""Payout tables and the generator: totals exact, prizes never rise, min cash, shared places."""

import itertools
import json
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.domain.errors import Refused
from tournament_director.domain.payouts import (
    Payout,
    PayoutTable,
    band_layout,
    generate,
    min_cash_for,
    places_for,
    round_to_unit,
    share_places,
    standard_table,
    table_from_json,
    table_to_json,
)
from tournament_director.paths import resources_dir

SHIPPED = resources_dir() / "payouts" / "standard.json"


def non_increasing(values):
    return all(a >= b for a, b in itertools.pairwise(values))


# --- the generator ---------------------------------------------------------------------------


def test_worked_example_small_field():
    # 30 entries of 10.000 CLP, 5 paid, min cash 1.5 buy-ins, rounded to 1.000
    # the curve is 15.000 * (5 / k) ** alpha with alpha about 1.5 (5 ** 1.5 * 15.000 = 167.705;
    # rounding down to 1.000 leaves 4.000, spent on places 1-5 one unit each, first first)
    payout = generate(300_000, 5, 15_000, unit=1000)
    assert payout.prizes == (172_000, 60_000, 32_000, 21_000, 15_000)
    assert sum(payout.prizes) == 300_000


def test_one_place_takes_all_and_flat_when_pool_only_covers_min_cash():
    assert generate(12_345, 1, 100, 1000).prizes == (12_345,)
    assert generate(50_000, 5, 10_000, 1000).prizes == (10_000,) * 5


def test_min_cash_too_high_is_refused_in_words():
    with pytest.raises(Refused) as refused:
        generate(100_000, 10, 15_000)
    assert refused.value.key == "payouts.min_cash_too_high"
    assert refused.value.params["most"] == 6


def test_large_field_has_bands_of_equal_prizes():
    payout = generate(10_000 * 100_000, 1_200, 150_000, unit=1000)
    runs = payout.runs()
    assert [r[:2] for r in runs[:12]] == [(p, p) for p in range(1, 10)] + [
        (10, 18),
        (19, 27),
        (28, 45),
    ]
    assert runs[-1][1] == 1_200 and runs[-1][2] == 150_000  # the last place gets the min cash
    assert sum(payout.prizes) == payout.pool
    assert 0.08 < payout.prizes[0] / payout.pool < 0.2


def test_band_layout():
    assert band_layout(27) == [(p, p) for p in range(1, 28)]
    layout = band_layout(30)
    assert layout[-1] == (19, 30)  # a last band of 3 joins the one before
    assert band_layout(100)[9:] == [(10, 18), (19, 27), (28, 45), (46, 63), (64, 99 + 1)]


def test_places_and_min_cash_helpers():
    assert places_for(180, Fraction(15, 100)) == 27
    assert places_for(3, Fraction(15, 100)) == 1
    assert min_cash_for(11_000, Fraction(3, 2)) == 16_500
    with pytest.raises(Refused):
        places_for(10, Fraction(0))


@pytest.mark.parametrize(
    ("entries", "share", "rounding", "places"),
    [
        (9_735, Fraction(15, 100), "up", 1_461),  # 1,460.25: the published payouts pay 1,461
        (9_735, Fraction(15, 100), "half_up", 1_460),
        (9_735, Fraction(15, 100), "down", 1_460),
        (180, Fraction(15, 100), "up", 27),  # exact: no rounding
        (17, Fraction(15, 100), "down", 2),
        (3, Fraction(1, 10), "down", 1),  # at least one place
        (5, Fraction(1), "up", 5),  # never more than the field
    ],
)
def test_places_from_a_share_round_up_unless_the_house_says_otherwise(
    entries, share, rounding, places
):
    assert places_for(entries, share, rounding) == places
    assert places_for(9_735, Fraction(15, 100)) == 1_461  # the default is up


def test_an_unknown_rounding_of_places_is_refused_in_words():
    with pytest.raises(Refused) as caught:
        places_for(100, Fraction(15, 100), "sideways")
    assert caught.value.key == "payouts.bad_places_rounding"
    assert "up, half_up, down" in caught.value.message


@settings(max_examples=150)
@given(
    entries=st.integers(2, 3000),
    buy_in=st.sampled_from([1, 5_000, 10_000, 25_000, 100_000]),
    share=st.sampled_from([Fraction(1, 10), Fraction(15, 100), Fraction(1, 5)]),
    multiple=st.sampled_from([Fraction(1), Fraction(3, 2), Fraction(2)]),
    unit=st.sampled_from([1, 100, 1000]),
)
def test_generator_invariants(entries, buy_in, share, multiple, unit):
    pool = entries * buy_in
    places = places_for(entries, share)
    min_cash = min_cash_for(buy_in, multiple)
    try:
        payout = generate(pool, places, min_cash, unit)
    except Refused as refused:
        assert refused.key == "payouts.min_cash_too_high"
        floor = -(-min_cash // unit) * unit
        assert floor * places > pool
        return
    assert sum(payout.prizes) == pool  # the total is the pool to the unit
    assert non_increasing(payout.prizes)
    assert min(payout.prizes) >= min_cash
    assert all(p % unit == 0 for p in payout.prizes[1:])  # only place 1 takes an odd amount
    assert generate(pool, places, min_cash, unit) == payout  # same inputs, same table
    for first, last, _ in payout.runs():  # bands of equal prizes hold
        assert len(set(payout.prizes[first - 1 : last])) == 1


# --- tables ----------------------------------------------------------------------------------


def test_shipped_table_is_the_generators_and_covers_2_to_10000():
    table = table_from_json(SHIPPED.read_text(encoding="utf-8"))
    assert table == standard_table()
    covered = [n for band in table.bands for n in range(band.min_entries, band.max_entries + 1)]
    assert covered == list(range(2, 10_001))
    for entries in (2, 10, 11, 100, 1000, 1001, 10_000):
        paid = table.band_for(entries).shares
        assert 0 < len(paid) <= max(3, entries * 0.2)
    assert len(table.band_for(10_000).shares) in range(1000, 1501)  # 10-15 % in large fields


@settings(max_examples=100)
@given(
    entries=st.integers(2, 10_000), buy_in=st.integers(1, 200_000), unit=st.sampled_from([1, 1000])
)
def test_table_invariants(entries, buy_in, unit):
    table = standard_table()
    pool = entries * buy_in
    payout = table.payout(pool, entries, unit)
    assert sum(payout.prizes) == pool
    assert non_increasing(payout.prizes)
    assert payout.places <= entries


def test_table_worked_example_and_round_trip(tmp_path):
    table = PayoutTable.from_dict(
        {
            "format": "tournament-director.payout-table",
            "version": 1,
            "name": "Casa",
            "bands": [
                {"entries": [2, 5], "places": [[1, 1, 10000]]},
                {"entries": [6, 20], "places": [[1, 1, 5000], [2, 2, 3000], [3, 3, 2000]]},
            ],
        }
    )
    assert table.payout(100_000, 10, 1000).prizes == (50_000, 30_000, 20_000)
    assert table.payout(100_500, 10, 1000).prizes == (50_500, 30_000, 20_000)
    assert table.payout(101_000, 10, 1000).prizes == (51_000, 30_000, 20_000)
    assert table_from_json(table_to_json(table)) == table
    assert PayoutTable.from_dict(json.loads(json.dumps(table.to_dict()))) == table
    with pytest.raises(Refused) as refused:
        table.payout(100_000, 21)
    assert refused.value.key == "payouts.table.no_band"


@pytest.mark.parametrize(
    ("bands", "key"),
    [
        ([{"entries": [2, 5], "places": [[1, 1, 9000]]}], "payouts.table.band_sum"),
        (
            [{"entries": [2, 5], "places": [[1, 1, 4000], [2, 2, 6000]]}],
            "payouts.table.place_rises",
        ),
        ([{"entries": [2, 5], "places": [[2, 2, 10000]]}], "payouts.table.bad_places"),
        ([{"entries": [5, 2], "places": [[1, 1, 10000]]}], "payouts.table.band_entries"),
        (
            [
                {"entries": [2, 5], "places": [[1, 1, 10000]]},
                {"entries": [5, 9], "places": [[1, 1, 10000]]},
            ],
            "payouts.table.band_overlap",
        ),
        (
            [{"entries": [2, 5], "places": [[1, 3, 3333], [4, 4, 1]]}],
            "payouts.table.band_places",
        ),
        ([{"entries": "2-5"}], "payouts.table.bad_band"),
        ([], "payouts.table.no_bands"),
    ],
)
def test_bad_tables_refused_in_words(bands, key):
    data = {"format": "tournament-director.payout-table", "version": 1, "name": "X", "bands": bands}
    with pytest.raises(Refused) as refused:
        PayoutTable.from_dict(data)
    assert refused.value.key == key
    assert refused.value.message


def test_not_a_table():
    for text in ("{", "[]", '{"format": "x"}'):
        with pytest.raises(Refused):
            table_from_json(text)


# --- rounding and shared places --------------------------------------------------------------


def test_round_to_unit_spends_the_leftover_on_the_top_places():
    # shares 40/30/20/10 of 99.999 to 1.000: floors 39/29/19/9 thousand, 3.999 left
    assert round_to_unit(99_999, [40, 30, 20, 10], 1000) == [40_999, 30_000, 20_000, 9_000]
    assert round_to_unit(99_999, [40, 30, 20, 10], 1000, top=1) == [42_999, 29_000, 19_000, 9_000]


def test_share_places_worked_examples():
    prizes = [500, 300, 150, 50]
    assert share_places(prizes, {3, 4}) == [500, 300, 100, 100]
    assert share_places(prizes, [2, 3]) == [500, 225, 225, 50]
    assert share_places([500, 300, 201], [2, 3]) == [500, 251, 250]  # odd unit: better place
    assert share_places(prizes, [4, 5]) == [500, 300, 150, 25, 25]  # the bubble shares 4th
    with pytest.raises(Refused) as refused:
        share_places(prizes, [2, 4])
    assert refused.value.key == "payouts.share_not_consecutive"


@given(
    st.lists(st.integers(0, 10**9), min_size=1, max_size=30).map(lambda p: sorted(p, reverse=True)),
    st.integers(1, 30),
    st.integers(1, 6),
)
def test_share_places_keeps_the_total_and_order(prizes, first, count):
    shared = list(range(first, first + count))
    out = share_places(prizes, shared)
    assert sum(out) == sum(prizes)
    assert non_increasing(out)
    amounts = [out[p - 1] for p in shared if p <= len(out)]
    assert max(amounts, default=0) - min(amounts, default=0) <= 1


def test_payout_dict():
    payout = Payout(100, (50, 25, 25), 1)
    assert payout.to_dict()["runs"] == [
        {"first": 1, "last": 1, "amount": 50},
        {"first": 2, "last": 3, "amount": 25},
    ]
    assert payout.prize(3) == 25 and payout.prize(4) == 0

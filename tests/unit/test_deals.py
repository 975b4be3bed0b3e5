"""Deals: ICM, chip chop, money left to play for, edits; no money created or lost."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director.domain.deals import chip_chop, icm_deal, make_deal
from tournament_director.domain.errors import Refused


def test_icm_deal_worked_example():
    deal = icm_deal([5000, 3000, 2000], [500_000, 300_000, 200_000], unit=1000)
    assert deal.amounts == (384_000, 327_000, 289_000)  # equities 383.9k / 327.5k / 288.6k
    assert deal.total == 1_000_000


def test_chip_chop_worked_example():
    # everyone gets 200.000 (3rd prize); 400.000 more split 50/30/20 by chips
    deal = chip_chop([5000, 3000, 2000], [500_000, 300_000, 200_000])
    assert deal.amounts == (400_000, 320_000, 280_000)


def test_money_left_to_play_for_and_a_save_for_second():
    deal = chip_chop(
        [6000, 4000], [700_000, 300_000], left_to_play={1: 100_000}, players=["Ana", "Beto"]
    )
    assert deal.amounts == (300_000 + 180_000, 300_000 + 120_000)
    assert deal.left_to_play == ((1, 100_000),)
    assert deal.total == 1_000_000
    saved = icm_deal([5000, 3000, 2000], [500_000, 300_000, 200_000], left_to_play={2: 50_000})
    assert sum(saved.amounts) == 950_000 and saved.total == 1_000_000
    record = saved.to_dict()
    assert record["left_to_play"] == [{"place": 2, "amount": 50_000}]
    assert record["total"] == 1_000_000 and record["method"] == "icm"
    assert [p["player"] for p in record["players"]] == [1, 2, 3]


def test_edits_move_money_without_creating_any():
    deal = chip_chop([5000, 3000, 2000], [500_000, 300_000, 200_000], players=["A", "B", "C"])
    edited = deal.adjusted({"A": -20_000, "C": 20_000})
    assert edited.amount_of("C") == 300_000 and edited.total == deal.total
    assert edited.to_dict()["players"][0]["adjustment"] == -20_000
    for changes, key in (
        ({"A": -1}, "deals.adjust_not_zero"),
        ({"Z": 0}, "deals.unknown_player"),
        ({"C": -400_000, "A": 400_000}, "deals.adjust_negative"),
    ):
        with pytest.raises(Refused) as refused:
            deal.adjusted(changes)
        assert refused.value.key == key


@pytest.mark.parametrize(
    ("kwargs", "key"),
    [
        ({"stacks": [10, 0], "prizes": [1]}, "icm.bad_stack"),
        ({"stacks": [10, 5], "prizes": [3, 2, 1]}, "deals.too_many_prizes"),
        ({"stacks": [10, 5], "prizes": [3, 2], "left_to_play": {1: 4}}, "deals.left_too_much"),
        ({"stacks": [10, 5], "prizes": [3, 2], "left_to_play": {3: 1}}, "deals.bad_place"),
        ({"stacks": [10, 5], "prizes": [3, 2], "players": ["a"]}, "deals.players_mismatch"),
    ],
)
def test_refusals(kwargs, key):
    with pytest.raises(Refused) as refused:
        icm_deal(**kwargs)
    assert refused.value.key == key
    with pytest.raises(Refused) as refused:
        make_deal("coin_flip", [1], [1])
    assert refused.value.key == "deals.bad_method"


stacks_st = st.lists(st.integers(1, 10**7), min_size=2, max_size=9)


@given(stacks_st, st.data(), st.sampled_from(["icm", "chip_chop"]), st.sampled_from([1, 1000]))
def test_no_money_created_or_lost(stacks, data, method, unit):
    prizes = sorted(
        data.draw(st.lists(st.integers(0, 10**4), min_size=1, max_size=len(stacks))),
        reverse=True,
    )
    prizes = [p * unit for p in prizes]
    keep = data.draw(st.integers(0, prizes[0] // unit)) * unit
    deal = make_deal(method, stacks, prizes, left_to_play={1: keep}, unit=unit)
    assert deal.total == sum(prizes)
    assert all(a >= 0 for a in deal.amounts)
    assert all(a % unit == 0 for a in deal.amounts[1:]) or method == "icm"
    assert make_deal(method, stacks, prizes, left_to_play={1: keep}, unit=unit) == deal
    adjusted = [prizes[0] - keep, *prizes[1:]]
    if any(a < b for a, b in itertools.pairwise(adjusted)):
        return  # more kept for the winner than 1st pays over 2nd: winning is worth less now
    # a bigger stack never takes less (before rounding ties, within one unit)
    for i in range(len(stacks)):
        for j in range(len(stacks)):
            if stacks[i] > stacks[j]:
                assert deal.amounts[i] >= deal.amounts[j] - unit

"""The standings' money after a recorded deal (`results.deal_money`, Casino Club "Premios"):
the players in the deal take the amounts agreed, the money left to play for goes to whoever
finishes in its place, the places decided before the deal keep their prizes, and every peso
of the prizes is paid, shared places and disqualifications included."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.domain.deals import chip_chop, icm_deal
from tournament_director.domain.errors import Refused
from tournament_director.domain.prize_pool import awards
from tournament_director.domain.ranking import (
    ADTP_2018_POLICY,
    HOUSE_POLICY,
    BustOut,
    Exit,
    rank,
)
from tournament_director.domain.results import deal_money


def test_no_deal_changes_nothing():
    assert deal_money([50, 30, 20], None) == ([50, 30, 20], {})


def test_deal_replaces_the_places_in_play():
    deal = chip_chop([600, 400], [70, 30], players=[7, 9], left_to_play={1: 10}).to_dict()
    prizes, dealt = deal_money([70, 30, 20, 10], deal)
    assert prizes == [10, 0, 20, 10]
    assert sum(dealt.values()) == 90 and set(dealt) == {7, 9}
    assert sum(prizes) + sum(dealt.values()) == 130


def test_a_deal_that_no_longer_matches_the_prizes_is_refused():
    deal = chip_chop([600, 400], [70, 30], players=[7, 9]).to_dict()
    with pytest.raises(Refused) as caught:
        deal_money([80, 30, 20], deal)
    assert caught.value.key == "results.deal_mismatch"


@st.composite
def tournaments(draw):
    field = draw(st.integers(2, 12))
    paid = draw(st.integers(1, field))
    unit = draw(st.sampled_from([1, 10, 1_000]))
    raw = draw(st.lists(st.integers(0, 500), min_size=paid, max_size=paid))
    prizes = sorted((r * unit for r in raw), reverse=True)
    left = draw(st.integers(2, field))  # players at the deal
    return field, prizes, unit, left


@settings(max_examples=300, deadline=None)
@given(tournaments(), st.data())
def test_every_peso_is_paid_after_a_deal(case, data):
    field, prizes, unit, n = case
    entries = list(range(1, field + 1))
    order = data.draw(st.permutations(entries))
    before, dealers = order[: field - n], order[field - n :]
    policy = data.draw(st.sampled_from([HOUSE_POLICY, ADTP_2018_POLICY]))
    bust_outs = [BustOut(e) for e in before]
    stacks = data.draw(st.lists(st.integers(1, 10**6), min_size=n, max_size=n))
    in_play = prizes[:n]
    kept = {}
    if in_play and data.draw(st.booleans()):
        place = data.draw(st.integers(1, len(in_play)))
        kept[place] = data.draw(st.integers(0, in_play[place - 1] // unit)) * unit
    method = data.draw(st.sampled_from([chip_chop, icm_deal]))
    if n > 8 and method is icm_deal:
        method = chip_chop  # exact ICM beyond 8 players is slow, and not the point here
    deal = method(stacks, in_play, players=dealers, left_to_play=kept, unit=unit).to_dict()
    out, dealt = deal_money(prizes, deal)
    # After the deal: the dealers go out one by one, two at a time in one hand at two tables
    # (a shared place), or disqualified.
    rest = list(dealers)
    hand = 0
    while len(rest) > 1:
        hand += 1
        kind = data.draw(st.sampled_from(["one", "shared", "dq"]))
        if kind == "shared" and len(rest) > 2:
            a, b = rest.pop(0), rest.pop(0)
            bust_outs += [BustOut(a, hand=hand, table=1), BustOut(b, hand=hand, table=2)]
        elif kind == "dq":
            bust_outs.append(BustOut(rest.pop(0), kind=Exit.DISQUALIFIED))
        else:
            bust_outs.append(BustOut(rest.pop(0)))
    ranking = rank(entries, bust_outs, policy)
    assert ranking.over
    money = awards(ranking, out, policy, unit, dealt)
    assert sum(a.total for a in money.values()) == sum(prizes)
    assert all(a.total >= 0 for a in money.values())
    # Places decided before the deal keep their prizes (no disqualification among them).
    for entry in before:
        place = ranking.place_of(entry)
        assert money[entry].dealt == 0
        assert money[entry].place_prize == (prizes[place - 1] if place <= len(prizes) else 0)

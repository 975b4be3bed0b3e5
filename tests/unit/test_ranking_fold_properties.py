"""Property tests: the ranking and the money kept from one bust-out to the next (a big field
follows each bust-out without ranking everybody again) are exactly those made from scratch,
at every step, whatever the policy, the hands split across steps and the disqualifications."""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_ranking_properties import payouts, policies, tournaments

from tournament_director.domain.errors import Refused
from tournament_director.domain.prize_pool import awards, awards_kept
from tournament_director.domain.ranking import BustOut, rank, ranking_fold


@st.composite
def steps(draw, records):
    """The records cut into consecutive steps (a hand's records may fall in two steps: the
    floor records the second player of a hand later)."""
    cuts = sorted(draw(st.sets(st.integers(1, max(1, len(records))), max_size=len(records))))
    bounds = [0, *[c for c in cuts if c < len(records)], len(records)]
    return [records[a:b] for a, b in itertools.pairwise(bounds)]


@settings(max_examples=300)
@given(st.data(), policies, st.integers(1, 25))
def test_the_kept_ranking_is_the_ranking_made_from_scratch(data, policy, paid):
    entries, records = data.draw(tournaments())
    fold = None
    taken: list[BustOut] = []
    for step in data.draw(steps(records)):
        taken = [*taken, *step]
        fold = ranking_fold(fold, entries, taken, policy, paid)
        assert fold.ranking() == rank(entries, taken, policy, paid)
        assert fold.taken == len(taken)


@settings(max_examples=300)
@given(st.data(), policies)
def test_the_kept_money_is_the_money_made_from_scratch(data, policy):
    entries, records = data.draw(tournaments())
    payout = data.draw(payouts(len(entries)))
    dealt = data.draw(st.dictionaries(st.sampled_from(entries), st.integers(0, 1000)))
    fold = kept = None
    taken: list[BustOut] = []
    for step in data.draw(steps(records)):
        taken = [*taken, *step]
        fold = ranking_fold(fold, entries, taken, policy, payout.places)
        ranking = fold.ranking()
        kept = awards_kept(kept, ranking, payout.prizes, policy, payout.unit, dealt)
        assert kept.awards == awards(ranking, payout.prizes, policy, payout.unit, dealt)


def test_a_refused_bust_out_is_refused_as_from_scratch():
    entries = [1, 2, 3]
    fold = ranking_fold(None, entries, [BustOut(1)])
    again = [BustOut(1), BustOut(1)]
    with pytest.raises(Refused) as from_scratch:
        rank(entries, again)
    with pytest.raises(Refused) as kept:
        ranking_fold(fold, entries, again)
    assert kept.value.key == from_scratch.value.key == "ranking.already_out"


def test_a_new_record_of_a_hand_already_ranked_ranks_again_from_the_start():
    # The second player of hand 7 recorded after another bust-out: hand 7's places change,
    # and so do the places of everybody out after it.
    entries = [1, 2, 3, 4, 5]
    first = [BustOut(1, hand=7, table=1, starting_stack=100), BustOut(2)]
    fold = ranking_fold(None, entries, first)
    assert fold.ranking().place_of(1) == 5
    both = [*first, BustOut(3, hand=7, table=1, starting_stack=300)]
    assert not fold.extends(entries, fold.policy, None, both)
    again = ranking_fold(fold, entries, both)
    assert again is not fold
    assert again.ranking() == rank(entries, both)
    assert again.ranking().place_of(3) == 4 and again.ranking().place_of(2) == 3

"""Ranking: order of elimination, simultaneous eliminations by policy, withdrawal,
disqualification. Worked examples from Casino Club "Clasificación", "Manos Simultáneas",
"Abandono del torneo", "Penalidades"; TDA 2024 RP-8 (bubble)."""

import string

import pytest

from tournament_director.domain.errors import Refused
from tournament_director.domain.ranking import (
    ADTP_2018_POLICY,
    HOUSE_POLICY,
    MESSAGES,
    TDA_2024_POLICY,
    BustOut,
    DisqualifiedPrize,
    Exit,
    RankingPolicy,
    Why,
    rank,
)
from tournament_director.domain.rule_set import (
    CASINO_CLUB,
    RuleSet,
    SimultaneousElimination,
)

STACK_ALWAYS = RankingPolicy(simultaneous=SimultaneousElimination.STACK_ALWAYS)
SHARE_ALWAYS = RankingPolicy(simultaneous=SimultaneousElimination.SHARE_ALWAYS)


def places(ranking):
    return {entry: place for place, entry in ranking.standings()}


def test_order_of_elimination_first_out_last_place():
    # Casino Club "Clasificación": by how long each stays in with chips.
    r = rank([1, 2, 3, 4], [BustOut(4), BustOut(2), BustOut(1)])
    assert places(r) == {4: 4, 2: 3, 1: 2, 3: 1}
    assert r.over and r.winner == 3 and r.remaining == ()
    assert r.shared_places() == []


def test_not_over_while_two_are_left():
    r = rank([1, 2, 3], [BustOut(2)])
    assert not r.over and r.winner is None
    assert r.remaining == (1, 3)
    assert r.place_of(2) == 3 and r.place_of(1) is None


def test_different_tables_different_hands_by_recorded_order():
    # "Si dos o más jugadores son eliminados en mesas diferentes serán clasificados de
    # acuerdo al orden de eliminación."
    r = rank([1, 2, 3], [BustOut(1, hand="t1-40", table=1), BustOut(2, hand="t2-38", table=2)])
    assert places(r) == {1: 3, 2: 2, 3: 1}


def test_same_table_same_hand_larger_stack_ranks_higher():
    # "quien más fichas tuviera al iniciar la mano quedará clasificado en la posición más alta"
    r = rank(
        list(range(1, 7)),
        [
            BustOut(1, hand=12, table=3, starting_stack=4_000),
            BustOut(2, hand=12, table=3, starting_stack=9_000),
            BustOut(3, hand=12, table=3, starting_stack=6_500),
        ],
    )
    assert places(r) == {2: 4, 3: 5, 1: 6}
    assert all(g.why is Why.STACK for g in r.groups)
    assert r.shared_places() == []


def test_same_table_equal_stacks_share():
    # "Si resultara imposible determinar el orden": equal stacks, they share.
    r = rank(
        [1, 2, 3, 4, 5],
        [
            BustOut(1, hand=5, table=1, starting_stack=3_000),
            BustOut(2, hand=5, table=1, starting_stack=3_000),
            BustOut(3, hand=5, table=1, starting_stack=8_000),
        ],
    )
    assert r.place_of(3) == 3
    assert r.shared_places() == [(4, 5)]
    assert r.group_of(1).why is Why.EQUAL_STACKS


def test_same_table_stacks_not_entered_share():
    r = rank([1, 2, 3], [BustOut(1, hand=5, table=1), BustOut(2, hand=5, table=1)])
    assert r.shared_places() == [(2, 3)]
    assert r.group_of(1).why is Why.NO_STACKS
    assert r.winner == 3


def test_hand_for_hand_different_tables_share():
    # "Mientras se jueguen manos simultáneas, los jugadores eliminados en diferentes mesas en
    # la misma mano dividirán en partes iguales el premio de las posiciones en juego."
    r = rank(
        list(range(1, 11)),
        [
            BustOut(7, hand="h4h-3", table=1, starting_stack=2_000, hand_for_hand=True),
            BustOut(8, hand="h4h-3", table=2, starting_stack=15_000, hand_for_hand=True),
        ],
    )
    assert r.shared_places() == [(9, 10)]
    group = r.group_of(7)
    assert group.why is Why.ACROSS_TABLES
    assert group.entries == (8, 7)  # larger stack listed first: takes an indivisible unit


def test_uncovered_mixed_case_whole_hand_shares():
    # Not in the rule text: A and B at table 1 (equal stacks) and C at table 2, one
    # hand-for-hand hand. The policy shares all three places among all three.
    r = rank(
        list(range(1, 8)),
        [
            BustOut(1, hand=9, table=1, starting_stack=5_000, hand_for_hand=True),
            BustOut(2, hand=9, table=1, starting_stack=5_000, hand_for_hand=True),
            BustOut(3, hand=9, table=2, starting_stack=7_000, hand_for_hand=True),
        ],
    )
    assert r.shared_places() == [(5, 6, 7)]
    assert r.group_of(3).entries == (3, 1, 2)


def test_uncovered_mixed_case_different_stacks_still_whole_hand_shares():
    # A (10k) above B (5k) at table 1; C at table 2: C's order against both is unknown, so
    # the three share; A is listed first.
    r = rank(
        [1, 2, 3, 4],
        [
            BustOut(2, hand=1, table=1, starting_stack=5_000, hand_for_hand=True),
            BustOut(1, hand=1, table=1, starting_stack=10_000, hand_for_hand=True),
            BustOut(3, hand=1, table=2, starting_stack=7_000, hand_for_hand=True),
        ],
    )
    assert r.shared_places() == [(2, 3, 4)]
    assert r.group_of(1).entries == (1, 3, 2)
    assert r.winner == 4


def test_different_tables_order_unknown_outside_hand_for_hand_share():
    # The floor records two bust-outs at different tables as one moment: the order could
    # not be told ("imposible determinar el orden ... en mesas diferentes").
    r = rank([1, 2, 3], [BustOut(1, hand="x", table=1), BustOut(2, hand="x", table=4)])
    assert r.shared_places() == [(2, 3)]


def test_table_unknown_shares():
    r = rank(
        [1, 2, 3],
        [BustOut(1, hand=2, starting_stack=10), BustOut(2, hand=2, table=1, starting_stack=20)],
    )
    assert r.shared_places() == [(2, 3)]


def test_hand_groups_even_when_recorded_apart():
    # A player of hand 5 recorded late still goes out at hand 5's moment.
    r = rank(
        [1, 2, 3, 4, 5],
        [
            BustOut(1, hand=5, table=1, starting_stack=100),
            BustOut(2, hand=6, table=1),
            BustOut(3, hand=5, table=1, starting_stack=300),
        ],
    )
    assert places(r)[3] == 4 and places(r)[1] == 5 and places(r)[2] == 3


# --- other policies ------------------------------------------------------------------------


def test_stack_always_orders_across_tables():
    r = rank(
        [1, 2, 3, 4],
        [
            BustOut(1, hand=3, table=1, starting_stack=100, hand_for_hand=True),
            BustOut(2, hand=3, table=2, starting_stack=200, hand_for_hand=True),
        ],
        STACK_ALWAYS,
    )
    assert places(r) == {2: 3, 1: 4}


def test_stack_always_missing_stack_whole_hand_shares():
    r = rank(
        [1, 2, 3, 4],
        [
            BustOut(1, hand=3, table=1, starting_stack=100),
            BustOut(2, hand=3, table=2, starting_stack=200),
            BustOut(3, hand=3, table=2),
        ],
        STACK_ALWAYS,
    )
    assert r.shared_places() == [(2, 3, 4)]
    assert r.group_of(1).entries == (2, 1, 3)


def test_share_always_shares_even_at_one_table():
    r = rank(
        [1, 2, 3],
        [
            BustOut(1, hand=3, table=1, starting_stack=100),
            BustOut(2, hand=3, table=1, starting_stack=200),
        ],
        SHARE_ALWAYS,
    )
    assert r.shared_places() == [(2, 3)]
    assert r.group_of(1).why is Why.SHARE_POLICY


def test_tda_bubble_hand_shares_even_at_one_table():
    # TDA 2024 RP-8: 10 paid, 11 left; two out at one table on the bubble hand: places 10
    # and 11 are in play, the hand straddles the bubble, they share.
    entries = list(range(1, 12))
    hand = [
        BustOut(1, hand=50, table=1, starting_stack=3_000, hand_for_hand=True),
        BustOut(2, hand=50, table=1, starting_stack=9_000, hand_for_hand=True),
    ]
    tda = rank(entries, hand, TDA_2024_POLICY, places_paid=10)
    assert tda.shared_places() == [(10, 11)]
    assert tda.group_of(1).why is Why.BUBBLE
    house = rank(entries, hand, HOUSE_POLICY, places_paid=10)
    assert house.shared_places() == [] and house.place_of(2) == 10


def test_tda_bubble_rule_only_on_the_bubble_hand():
    entries = list(range(1, 13))
    hand = [
        BustOut(1, hand=50, table=1, starting_stack=3_000),
        BustOut(2, hand=50, table=1, starting_stack=9_000),
    ]
    # 12 left, places 11 and 12 in play, 10 paid: not the bubble hand.
    r = rank(entries, hand, TDA_2024_POLICY, places_paid=10)
    assert r.shared_places() == [] and r.place_of(2) == 11
    # All in the money (places 11-12 with 12 paid): by stack too.
    r = rank(entries, hand, TDA_2024_POLICY, places_paid=12)
    assert r.shared_places() == []


def test_tda_bubble_needs_places_paid():
    hand = [BustOut(1, hand=1, table=1), BustOut(2, hand=1, table=1)]
    with pytest.raises(Refused) as refused:
        rank([1, 2, 3], hand, TDA_2024_POLICY)
    assert refused.value.key == "ranking.bubble_needs_places"


# --- withdrawal and disqualification -------------------------------------------------------


def test_withdrawal_ranked_as_eliminated_at_that_moment():
    # Casino Club "Abandono del torneo".
    r = rank([1, 2, 3, 4], [BustOut(4), BustOut(2, kind=Exit.WITHDREW), BustOut(1)])
    assert places(r) == {4: 4, 2: 3, 1: 2, 3: 1}
    assert r.group_of(2).kind is Exit.WITHDREW
    assert r.disqualifications == ()


def test_withdrawal_never_joins_a_hand():
    r = rank(
        [1, 2, 3, 4],
        [
            BustOut(1, hand=7, table=1, starting_stack=100),
            BustOut(2, hand=7, table=1, kind=Exit.WITHDREW),
        ],
    )
    assert places(r) == {1: 4, 2: 3}


def test_disqualification_notes_active_players():
    r = rank([1, 2, 3, 4, 5], [BustOut(5), BustOut(2, kind=Exit.DISQUALIFIED)])
    assert r.place_of(2) == 4
    (dq,) = r.disqualifications
    assert dq.entry_id == 2 and dq.place == 4 and dq.active == (1, 3, 4)


def test_last_two_one_withdraws_the_other_wins():
    r = rank([1, 2], [BustOut(1, kind=Exit.WITHDREW)])
    assert r.over and r.winner == 2 and places(r) == {2: 1, 1: 2}


# --- the rule set --------------------------------------------------------------------------


def test_policy_from_rules():
    assert RankingPolicy.from_rules(CASINO_CLUB) == HOUSE_POLICY
    stack = RuleSet().with_overrides(simultaneous_elimination="stack_always")
    assert RankingPolicy.from_rules(stack).simultaneous is SimultaneousElimination.STACK_ALWAYS
    adtp = RankingPolicy.from_rules(RuleSet(), disqualified_prize=DisqualifiedPrize.KEPT)
    assert adtp == ADTP_2018_POLICY


def test_policy_from_rules_reads_bubble_and_disqualified_prize():
    from tournament_director.domain.rule_set import TDA_2024

    assert RankingPolicy.from_rules(TDA_2024).bubble_hand_shares  # TDA 2024 RP-8
    assert not RankingPolicy.from_rules(RuleSet()).bubble_hand_shares
    kept = RuleSet().with_overrides(disqualified_prize="kept")
    assert RankingPolicy.from_rules(kept).disqualified_prize is DisqualifiedPrize.KEPT
    assert RankingPolicy.from_rules(TDA_2024, bubble_hand_shares=False) == HOUSE_POLICY


# --- refusals ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("entries", "records", "key"),
    [
        ([], [], "ranking.no_entries"),
        ([1, 1], [], "ranking.entry_twice"),
        ([1, 2, 3], [BustOut(9)], "ranking.unknown_entry"),
        ([1, 2, 3], [BustOut(1), BustOut(1)], "ranking.already_out"),
        ([1, 2, 3], [BustOut(1, hand=1), BustOut(1, hand=1)], "ranking.already_out"),
        ([1, 2], [BustOut(1, hand=1), BustOut(2, hand=1)], "ranking.nobody_left"),
        ([1, 2, 3], [BustOut(1), BustOut(2), BustOut(3)], "ranking.over"),
        ([1, 2], [BustOut(1, starting_stack=-5)], "ranking.bad_stack"),
    ],
)
def test_refusals(entries, records, key):
    with pytest.raises(Refused) as refused:
        rank(entries, records)
    assert refused.value.key == key
    assert refused.value.message  # renders in words


def _fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_messages_both_languages_same_placeholders(key):
    spanish, english = MESSAGES[key]
    assert spanish.strip() and english.strip()
    assert _fields(spanish) == _fields(english)

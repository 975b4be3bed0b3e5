"""The prize pool (Casino Club "Premios", SCJ "Premios"), its payout and the money per entry:
shared places, withdrawal, disqualification (Casino Club "Penalidades" / ADTP 68-D)."""

import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.domain.errors import Refused
from tournament_director.domain.payouts import standard_table
from tournament_director.domain.prize_pool import (
    KINDS,
    MESSAGES,
    Contribution,
    awards,
    payout,
    prize_pool,
    prizes_by_place,
)
from tournament_director.domain.ranking import (
    ADTP_2018_POLICY,
    HOUSE_POLICY,
    BustOut,
    Exit,
    rank,
)


def entry(seq, prize=90_000, fee=10_000, kind="registration", **kw):
    return Contribution(kind, prize, fee, seq=seq, **kw)


# --- the pool ------------------------------------------------------------------------------


def test_pool_is_prize_parts_fees_kept_apart():
    pool = prize_pool(
        [
            entry(1),
            entry(2),
            entry(3, kind="late_registration"),
            entry(4, kind="re_entry"),
            Contribution("rebuy", 45_000, 5_000, seq=5),
            Contribution("add_on", 40_000, 0, 2_000, seq=6),
        ]
    )
    assert pool.contributions == 4 * 90_000 + 45_000 + 40_000
    assert pool.fees == 4 * 10_000 + 5_000
    assert pool.staff_fees == 2_000
    assert pool.total == pool.contributions
    assert pool.entries == 4
    assert pool.counts["rebuy"] == 1 and pool.by_kind["add_on"] == 40_000
    assert pool.collected == pool.contributions + pool.fees + pool.staff_fees
    assert not pool.fixed


def test_added_money_and_guarantee_overlay():
    # 7 entries of 90,000 = 630,000; 100,000 added; 1,000,000 guaranteed: 270,000 overlay.
    pool = prize_pool([entry(i) for i in range(7)], added=100_000, guarantee=1_000_000)
    assert (pool.contributions, pool.added, pool.overlay) == (630_000, 100_000, 270_000)
    assert pool.total == 1_000_000
    # Guarantee beaten: no overlay.
    pool = prize_pool([entry(i) for i in range(20)], added=100_000, guarantee=1_000_000)
    assert pool.overlay == 0 and pool.total == 1_900_000


def test_pool_fixed_when_buy_in_period_ends():
    # Casino Club "Premios": determined once the buy-in period ends. Purchases after it are
    # not in the pool and are listed, never dropped silently.
    sold = [entry(1), entry(2), entry(9)]
    live = prize_pool(sold)
    fixed = prize_pool(sold, fixed_at=5)
    assert live.total == 270_000 and not live.fixed
    assert fixed.total == 180_000 and fixed.fixed
    assert [c.seq for c in fixed.after_fixed] == [9]


def test_refunded_purchase_counts_only_as_refund():
    pool = prize_pool([entry(1), entry(2, refunded=True)])
    assert pool.contributions == 90_000 and pool.fees == 10_000
    assert pool.refunds == 1 and pool.refunded == 100_000
    assert pool.collected == 200_000
    assert pool.counts["registration"] == 1 and pool.refunds_by_kind["registration"] == 1


@pytest.mark.parametrize(
    ("args", "key"),
    [
        (([Contribution("gift", 1)],), "prize_pool.bad_kind"),
        (([Contribution("rebuy", -1)],), "prize_pool.negative"),
        (([], -5), "prize_pool.negative"),
    ],
)
def test_pool_refusals(args, key):
    with pytest.raises(Refused) as refused:
        prize_pool(*args)
    assert refused.value.key == key and refused.value.message


# --- payout --------------------------------------------------------------------------------


def test_payout_by_table_or_generator_adds_up():
    by_table = payout(1_234_567, 45, table=standard_table(), unit=1000)
    assert sum(by_table.prizes) == 1_234_567 and by_table.places == 7
    generated = payout(1_234_567, 45, places=6, min_cash=90_000, unit=1000)
    assert sum(generated.prizes) == 1_234_567 and generated.places == 6
    with pytest.raises(Refused) as refused:
        payout(1_000, 10)
    assert refused.value.key == "prize_pool.no_method"


def test_prizes_by_place_bubble_straddle():
    # Places 3 and 4 shared with 3 paid: the bubble shares third place's prize.
    assert prizes_by_place([500, 300, 201], [(3, 4)]) == [500, 300, 101, 100]


# --- money per entry -----------------------------------------------------------------------


PRIZES = [500_000, 300_000, 200_000]


def test_hand_for_hand_share_and_odd_unit():
    # Casino Club "Manos Simultáneas": two out at different tables in one hand share places
    # 2 and 3: (300,001 + 200,000) / 2; the larger stack, listed first, takes the odd peso.
    r = rank(
        [1, 2, 3],
        [
            BustOut(1, hand=8, table=1, starting_stack=100, hand_for_hand=True),
            BustOut(2, hand=8, table=2, starting_stack=900, hand_for_hand=True),
        ],
    )
    money = awards(r, [499_999, 300_001, 200_000], HOUSE_POLICY)
    assert money[3].total == 499_999
    assert money[2].total == 250_001 and money[1].total == 250_000


def test_same_table_by_stack_no_sharing():
    r = rank(
        [1, 2, 3],
        [
            BustOut(1, hand=8, table=1, starting_stack=100),
            BustOut(2, hand=8, table=1, starting_stack=900),
        ],
    )
    money = awards(r, PRIZES, HOUSE_POLICY)
    assert (money[3].total, money[2].total, money[1].total) == (500_000, 300_000, 200_000)


def test_withdrawal_keeps_the_prize():
    # Casino Club "Abandono del torneo": ranked as eliminated then, keeps its prize.
    r = rank([1, 2, 3, 4], [BustOut(4), BustOut(2, kind=Exit.WITHDREW), BustOut(1)])
    money = awards(r, PRIZES, HOUSE_POLICY)
    assert money[2].place == 3 and money[2].total == 200_000
    assert money[4].total == 0


def test_disqualified_prize_shared_among_active_house_rule():
    # Casino Club "Penalidades": disqualified in the money (third, 200,000 with 3 left): his
    # prize goes to the two players active at that moment, 100,000 each.
    r = rank([1, 2, 3, 4], [BustOut(4), BustOut(2, kind=Exit.DISQUALIFIED), BustOut(1)])
    money = awards(r, PRIZES, HOUSE_POLICY)
    assert money[2].place == 3 and money[2].forfeited == 200_000 and money[2].total == 0
    assert money[3].total == 600_000 and money[1].total == 400_000
    assert sum(a.total for a in money.values()) == sum(PRIZES)


def test_disqualified_prize_kept_adtp():
    r = rank([1, 2, 3, 4], [BustOut(4), BustOut(2, kind=Exit.DISQUALIFIED), BustOut(1)])
    money = awards(r, PRIZES, ADTP_2018_POLICY)
    assert money[2].total == 200_000


def test_disqualified_out_of_the_money_nothing_to_share():
    r = rank([1, 2, 3, 4], [BustOut(4, kind=Exit.DISQUALIFIED), BustOut(2), BustOut(1)])
    money = awards(r, PRIZES, HOUSE_POLICY)
    assert all(a.received == 0 for a in money.values())


def test_disqualified_share_odd_unit_and_chain():
    # Entry 3 disqualified at place 4 (101): shared by the 3 active players in entry order,
    # 34, 34, 33. Then entry 1 disqualified at place 3: his prize and what he received
    # (300 + 34) pass on to the 2 players then active, 167 each. Entry 2 then wins.
    r = rank(
        [1, 2, 3, 4],
        [
            BustOut(3, kind=Exit.DISQUALIFIED),
            BustOut(1, kind=Exit.DISQUALIFIED),
            BustOut(4),
        ],
    )
    assert r.winner == 2
    money = awards(r, [1_000, 600, 300, 101], HOUSE_POLICY)
    assert money[3].total == 0 and money[1].total == 0
    assert money[1].forfeited == 334
    assert money[2].received == 34 + 167 and money[4].received == 33 + 167
    assert money[2].total == 1_000 + 201 and money[4].total == 600 + 200
    assert sum(a.total for a in money.values()) == 2_001


def test_awards_live_tournament():
    r = rank([1, 2, 3, 4, 5], [BustOut(5), BustOut(4)])
    money = awards(r, PRIZES, HOUSE_POLICY)
    assert money[4].total == 0 and money[1].place is None and money[1].total == 0


# --- properties ----------------------------------------------------------------------------

contributions = st.lists(
    st.builds(
        Contribution,
        kind=st.sampled_from(KINDS),
        prize=st.integers(0, 10**6),
        fee=st.integers(0, 10**5),
        staff_fee=st.integers(0, 10**4),
        seq=st.integers(0, 100),
        refunded=st.booleans(),
    ),
    max_size=40,
)


@settings(max_examples=200)
@given(contributions, st.integers(0, 10**7), st.integers(0, 10**8), st.none() | st.integers(0, 100))
def test_every_peso_of_the_pool_accounted_for(cs, added, guarantee, fixed_at):
    pool = prize_pool(cs, added, guarantee, fixed_at)
    counted = [c for c in cs if fixed_at is None or c.seq <= fixed_at]
    kept = [c for c in counted if not c.refunded]
    assert pool.contributions == sum(c.prize for c in kept) == sum(pool.by_kind.values())
    assert pool.total == max(guarantee, pool.contributions + added)
    assert pool.overlay >= 0
    assert pool.collected == sum(c.amount for c in counted)
    assert len(pool.after_fixed) == len(cs) - len(counted)


def _fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_messages_both_languages_same_placeholders(key):
    spanish, english = MESSAGES[key]
    assert spanish.strip() and english.strip()
    assert _fields(spanish) == _fields(english)

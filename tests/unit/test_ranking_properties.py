"""Property tests: every place given once, shared prizes pooled exactly, every peso of the
pool paid once the tournament is over, whatever the policy and the disqualifications."""

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.domain.payouts import generate
from tournament_director.domain.prize_pool import awards, prizes_by_place
from tournament_director.domain.ranking import (
    BustOut,
    DisqualifiedPrize,
    Exit,
    RankingPolicy,
    rank,
)
from tournament_director.domain.rule_set import SimultaneousElimination

policies = st.builds(
    RankingPolicy,
    simultaneous=st.sampled_from(list(SimultaneousElimination)),
    bubble_hand_shares=st.booleans(),
    disqualified_prize=st.sampled_from(list(DisqualifiedPrize)),
)


@st.composite
def tournaments(draw, finish=None):
    """Entries and bust-out records: moments of one or more players, last moment leaves at
    least one player in (and exactly one when ``finish``)."""
    n = draw(st.integers(2, 25))
    entries = draw(st.permutations(list(range(100, 100 + n))))
    order = draw(st.permutations(entries))
    out_count = n - 1 if (finish if finish is not None else draw(st.booleans())) else None
    if out_count is None:
        out_count = draw(st.integers(0, n - 1))
    records: list[BustOut] = []
    i, hand = 0, 0
    while i < out_count:
        size = draw(st.integers(1, min(4, out_count - i)))
        hand += 1
        kind = Exit.ELIMINATED if size > 1 else draw(st.sampled_from(list(Exit)))
        h4h = draw(st.booleans())
        for entry in order[i : i + size]:
            records.append(
                BustOut(
                    entry,
                    hand=hand if size > 1 or draw(st.booleans()) else None,
                    table=draw(st.one_of(st.none(), st.integers(1, 3))),
                    starting_stack=draw(st.one_of(st.none(), st.sampled_from([100, 200, 300]))),
                    hand_for_hand=h4h,
                    kind=kind,
                )
            )
        i += size
    return entries, records


@settings(max_examples=200)
@given(tournaments(), policies, st.integers(1, 25))
def test_places_are_a_permutation(tournament, policy, paid):
    entries, records = tournament
    r = rank(entries, records, policy, places_paid=paid)
    standings = r.standings()
    ranked = [e for _, e in standings]
    assert len(set(ranked)) == len(ranked)
    assert set(ranked) | set(r.remaining) == set(entries)
    assert not set(ranked) & set(r.remaining)
    low = 1 if r.over else len(r.remaining) + 1
    assert sorted(p for p, _ in standings) == list(range(low, len(entries) + 1))
    for group in r.groups:
        assert list(group.places) == list(range(group.places[0], group.places[-1] + 1))
        assert len(group.places) == len(group.entries)
    assert r.over == (len(records) == len(entries) - 1)


@settings(max_examples=200)
@given(tournaments(), policies, st.integers(1, 25))
def test_order_of_records_within_a_hand_does_not_matter(tournament, policy, paid):
    # The floor may list the players of one hand in any order: the same places are shared
    # and the same players are in each group.
    entries, records = tournament
    moments: dict[object, list[BustOut]] = {}
    for i, rec in enumerate(records):
        key = rec.hand if rec.hand is not None and rec.kind is Exit.ELIMINATED else ("solo", i)
        moments.setdefault(key, []).append(rec)
    reordered = [rec for moment in moments.values() for rec in reversed(moment)]
    r1 = rank(entries, records, policy, places_paid=paid)
    r2 = rank(entries, reordered, policy, places_paid=paid)
    assert r1.shared_places() == r2.shared_places()
    assert [(g.places, set(g.entries)) for g in r1.groups if g.shared] == [
        (g.places, set(g.entries)) for g in r2.groups if g.shared
    ]


@st.composite
def payouts(draw, field):
    places = draw(st.integers(1, field))
    pool = draw(st.integers(places, 10**7))
    unit = draw(st.sampled_from([1, 1, 10, 1000]))
    min_cash = draw(st.integers(0, pool // places // unit * unit))
    return generate(pool, places, min_cash, unit)


@settings(max_examples=200)
@given(st.data(), policies)
def test_every_peso_paid_once_over(data, policy):
    entries, records = data.draw(tournaments(finish=True))
    payout = data.draw(payouts(len(entries)))
    r = rank(entries, records, policy, places_paid=payout.places)
    assert r.over
    money = awards(r, payout.prizes, policy, payout.unit)
    assert set(money) == set(entries)
    assert sum(a.total for a in money.values()) == payout.pool
    assert all(a.total >= 0 for a in money.values())


@settings(max_examples=200)
@given(st.data(), policies)
def test_shared_groups_pooled_and_split_exactly(data, policy):
    entries, records = data.draw(tournaments())
    payout = data.draw(payouts(len(entries)))
    r = rank(entries, records, policy, places_paid=payout.places)
    by_place = prizes_by_place(payout.prizes, r.shared_places(), payout.unit)
    assert sum(by_place) == payout.pool
    for group in r.groups:
        if not group.shared:
            continue
        amounts = [by_place[p - 1] if p <= len(by_place) else 0 for p in group.places]
        assert sum(amounts) == sum(payout.prize(p) for p in group.places)
        # equal parts, in units; only the first listed may hold an odd amount or extra units
        assert max(amounts) - min(amounts) <= payout.unit + (sum(amounts) % payout.unit)
        assert amounts == sorted(amounts, reverse=True)


@settings(max_examples=200)
@given(st.data())
def test_disqualification_redistribution_preserves_total(data):
    entries, records = data.draw(tournaments(finish=True))
    payout = data.draw(payouts(len(entries)))
    shared = RankingPolicy(disqualified_prize=DisqualifiedPrize.SHARED_AMONG_ACTIVE)
    kept = RankingPolicy(disqualified_prize=DisqualifiedPrize.KEPT)
    r = rank(entries, records, shared)
    a_shared = awards(r, payout.prizes, shared, payout.unit)
    a_kept = awards(r, payout.prizes, kept, payout.unit)
    assert sum(a.total for a in a_shared.values()) == sum(a.total for a in a_kept.values())
    assert sum(a.received for a in a_shared.values()) == sum(a.forfeited for a in a_shared.values())
    for dq in r.disqualifications:
        assert a_shared[dq.entry_id].total == 0
        assert a_kept[dq.entry_id].total == a_kept[dq.entry_id].place_prize

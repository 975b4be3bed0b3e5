"""The regulator's results table (SCJ "Resultados del torneo") and its reconciliation with
the cashier's totals."""

import dataclasses
import string
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director import i18n
from tournament_director.domain.prize_pool import (
    KINDS,
    Contribution,
    awards,
    payout,
    prize_pool,
)
from tournament_director.domain.ranking import HOUSE_POLICY, BustOut, Exit, rank
from tournament_director.domain.results import MESSAGES, reconcile, results_table


@dataclass
class Cashier:
    """The registration book's totals, kept the way it keeps them."""

    collected: int = 0
    prize_pool: int = 0
    fees: int = 0
    staff_fees: int = 0
    refunded: int = 0
    count_by_kind: dict[str, int] = field(default_factory=dict)


def cashier_of(purchases):
    """What the cashier's book would hold after these purchases (and their refunds)."""
    c = Cashier()
    for p in purchases:
        c.collected += p.amount
        c.count_by_kind[p.kind] = c.count_by_kind.get(p.kind, 0) + 1
        if p.refunded:
            c.refunded += p.amount
        else:
            c.prize_pool += p.prize
            c.fees += p.fee
            c.staff_fees += p.staff_fee
    return c


PURCHASES = [
    *(Contribution("registration", 90_000, 10_000, seq=i) for i in range(1, 5)),
    Contribution("late_registration", 90_000, 10_000, seq=5),
    Contribution("re_entry", 90_000, 10_000, seq=6),
    Contribution("rebuy", 45_000, 5_000, seq=7),
    Contribution("add_on", 45_000, 0, 1_000, seq=8),
    Contribution("registration", 90_000, 10_000, seq=9, refunded=True),
]
ENTRIES = [1, 2, 3, 4, 5, 6]
NAMES = {1: "Ana", 2: "Beto", 3: "Carla", 4: "Diego", 5: "Elena", 6: "Fabián"}


def finished(purchases=PURCHASES, added=50_000, guarantee=0, fixed_at=10):
    pool = prize_pool(purchases, added, guarantee, fixed_at)
    prizes = payout(pool.total, pool.entries, places=3, min_cash=100_000, unit=1_000)
    r = rank(
        ENTRIES,
        [
            BustOut(6),
            BustOut(5, kind=Exit.WITHDREW),
            BustOut(3, hand=4, table=1, starting_stack=10, hand_for_hand=True),
            BustOut(4, hand=4, table=2, starting_stack=10, hand_for_hand=True),
            BustOut(2),
        ],
    )
    return results_table(pool, r, awards(r, prizes.prizes, HOUSE_POLICY, 1_000), NAMES), pool


def test_results_table_figures():
    table, pool = finished()
    assert (table.registrations, table.re_entries, table.rebuys, table.add_ons) == (5, 1, 1, 1)
    assert table.contributions == 6 * 90_000 + 90_000
    assert table.fees == 6 * 10_000 + 5_000 and table.staff_fees == 1_000
    assert table.refunded == 100_000
    assert table.collected == table.contributions + table.fees + table.staff_fees + 100_000
    assert table.added == 50_000 and table.overlay == 0
    assert table.prize_pool == 680_000 == pool.total
    assert table.prizes_paid == table.prize_pool
    assert table.players_paid == 4  # places 3 and 4 shared
    assert [p.place for p in table.places] == [1, 2, 3, 4, 5, 6]
    assert table.places[0].player == "Ana"
    third, fourth = table.places[2], table.places[3]
    assert third.shared == fourth.shared == (3, 4)
    assert third.prize + fourth.prize == sum(table.places[i].prize for i in (2, 3))
    assert table.places[4].exit is Exit.WITHDREW


def test_reconciles_with_the_cashier():
    table, _ = finished()
    assert reconcile(table, cashier_of(PURCHASES)) == []


def test_rows_labelled_in_the_reader_language():
    table, _ = finished()
    i18n.set_language("en")
    try:
        rows = dict(table.rows())
    finally:
        i18n.set_language("es")
    assert rows["Prize pool"] == 680_000 and rows["Players paid"] == 4
    assert dict(table.rows())["Pozo de premios"] == 680_000


@pytest.mark.parametrize(
    ("change", "key"),
    [
        ({"collected": 1}, "results.collected_mismatch"),
        ({"prize_pool": -1}, "results.part_mismatch"),
        ({"fees": 1}, "results.part_mismatch"),
        ({"staff_fees": 1}, "results.part_mismatch"),
        ({"refunded": 1}, "results.part_mismatch"),
    ],
)
def test_cashier_disagreement_said_in_words(change, key):
    table, _ = finished()
    cashier = cashier_of(PURCHASES)
    for name, delta in change.items():
        setattr(cashier, name, getattr(cashier, name) + delta)
    problems = reconcile(table, cashier)
    assert key in [p.key for p in problems]
    assert all(p.message for p in problems)


def test_count_disagreement():
    table, _ = finished()
    cashier = cashier_of(PURCHASES)
    cashier.count_by_kind["rebuy"] += 1
    assert [p.key for p in reconcile(table, cashier)] == ["results.count_mismatch"]


def test_prizes_not_the_pool():
    table, _ = finished()
    places = list(table.places)
    places[0] = dataclasses.replace(places[0], prize=places[0].prize - 1)
    table = dataclasses.replace(table, places=tuple(places))
    problems = reconcile(table, cashier_of(PURCHASES))
    assert [p.key for p in problems] == ["results.prizes_not_pool"]
    assert problems[0].params["difference"] == 1


def test_purchase_after_pool_fixed_and_pool_not_fixed_reported():
    late = [*PURCHASES, Contribution("rebuy", 45_000, 5_000, seq=20)]
    table, _ = finished(late, fixed_at=10)
    keys = [p.key for p in reconcile(table, cashier_of(late))]
    assert "results.after_fixed" in keys and "results.collected_mismatch" in keys
    table, _ = finished(fixed_at=None)
    assert [p.key for p in reconcile(table, cashier_of(PURCHASES))] == ["results.not_fixed"]


def test_guarantee_overlay_in_the_table():
    table, pool = finished(guarantee=1_000_000)
    assert table.overlay == 1_000_000 - 630_000 - 50_000 == pool.overlay
    assert table.prize_pool == 1_000_000
    assert reconcile(table, cashier_of(PURCHASES)) == []


def test_tournament_not_over_reported():
    pool = prize_pool(PURCHASES, fixed_at=10)
    r = rank(ENTRIES, [BustOut(6)])
    table = results_table(pool, r, awards(r, [pool.total], HOUSE_POLICY), NAMES)
    assert [p.key for p in reconcile(table, cashier_of(PURCHASES))] == ["results.not_over"]


purchases = st.lists(
    st.builds(
        Contribution,
        kind=st.sampled_from(KINDS),
        prize=st.integers(0, 10**6),
        fee=st.integers(0, 10**5),
        staff_fee=st.integers(0, 10**4),
        seq=st.integers(0, 10),
        refunded=st.booleans(),
    ),
    max_size=30,
)


@settings(max_examples=200)
@given(purchases, st.integers(0, 10**6), st.integers(0, 10**7), st.integers(2, 12))
def test_results_reconcile_whatever_was_sold(cs, added, guarantee, field_size):
    pool = prize_pool(cs, added, guarantee, fixed_at=10)
    entries = list(range(1, field_size + 1))
    r = rank(entries, [BustOut(e) for e in entries[:-1]])
    prizes = [pool.total] if pool.total else [0]
    table = results_table(pool, r, awards(r, prizes, HOUSE_POLICY), {})
    assert reconcile(table, cashier_of(cs)) == []
    assert table.prizes_paid == table.prize_pool


def _fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_messages_both_languages_same_placeholders(key):
    spanish, english = MESSAGES[key]
    assert spanish.strip() and english.strip()
    assert _fields(spanish) == _fields(english)

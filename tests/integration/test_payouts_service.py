"""The prize pool, the payout structure and deals through the services: added money and a
guarantee's overlay, the pool fixed when registration closes, payouts that add up to the pool
to the unit, a director's decisions only, and a deal that shares exactly the money left."""

import itertools
from fractions import Fraction

import pytest
from registration_helpers import PRICE, minutes, person, ready

from tournament_director.domain import payout_state as ps
from tournament_director.domain.deals import CHIP_CHOP, ICM
from tournament_director.domain.errors import Refused
from tournament_director.domain.payouts import PlacesRounding, standard_table
from tournament_director.services.payouts import generated_table


@pytest.fixture(params=["sqlite", "postgresql"])
def db_path(request, tmp_path):
    """The record: a SQLite file, or a record on the test server opened as a station."""
    if request.param == "sqlite":
        return tmp_path / "record.sqlite3"
    return request.getfixturevalue("server_record")


PRIZE = 80_000  # each entry's part of the pool (registration_helpers.ready)


@pytest.fixture
def tid(services, director, tournament):
    return ready(services, director, tournament, tables=4)


@pytest.fixture
def shift(services, cashier, tid):
    services.registration.open_shift(cashier, tid, 0)


def refused(services, tid, call, *args, **kwargs):
    before = len(services.tournaments.events(tid))
    house_before = services.house.state().last_seq
    with pytest.raises(Refused) as caught:
        call(*args, **kwargs)
    assert len(services.tournaments.events(tid)) == before
    assert services.house.state().last_seq == house_before
    assert caught.value.message
    return caught.value.key


def sell(services, cashier, tid, first, count):
    for n in range(first, first + count):
        pid = person(services, cashier, n)
        services.registration.buy_entry(cashier, tid, pid, "cash", PRICE)


def test_added_money_and_guarantee_overlay(services, director, cashier, tid, shift):
    sell(services, cashier, tid, 1, 10)
    pay = services.payouts
    pay.set_added_money(director, tid, 100_000)
    pay.set_guarantee(director, tid, 1_500_000)
    figures = pay.figures(tid)
    pool = figures.pool
    assert pool.contributions == 10 * PRIZE
    assert pool.added == 100_000
    assert pool.overlay == 1_500_000 - 10 * PRIZE - 100_000
    assert pool.total == 1_500_000
    assert not pool.fixed
    assert sum(figures.payout.prizes) == 1_500_000
    # More entries than the guarantee needs: no overlay.
    sell(services, cashier, tid, 11, 10)
    pool = pay.figures(tid).pool
    assert pool.overlay == 0 and pool.total == 20 * PRIZE + 100_000


def test_pool_fixed_when_registration_closes(services, director, cashier, floor, tid, shift):
    sell(services, cashier, tid, 1, 6)
    services.clock.start(floor, tid)
    sell(services, cashier, tid, 7, 2)  # late registration
    state = services.tournaments.state(tid)
    last = state.structure.late_registration_until_level
    end = next(p.end_s for p in state.periods() if p.kind == "level" and p.level_number == last)
    minutes(services, end // 60 + 1)
    services.clock.close_late_registration_if_due(tid)
    figures = services.payouts.figures(tid)
    assert figures.pool.fixed and figures.pool.entries == 8
    assert figures.pool.contributions == 8 * PRIZE
    # Added money no longer changes, and a purchase recorded later is not in the pool.
    key = refused(services, tid, services.payouts.set_added_money, director, tid, 5)
    assert key == "payouts.fixed"
    state = services.tournaments.state(tid)
    state.payouts.fixed_at -= 1  # as if the last purchase had come after the fix
    late = ps.current(state)
    assert late.pool.entries == 7 and len(late.pool.after_fixed) == 1
    state.payouts.fixed_at += 1


def test_director_fixes_the_pool_by_hand(services, director, cashier, tid, shift):
    sell(services, cashier, tid, 1, 3)
    services.payouts.fix_prize_pool(director, tid)
    assert services.payouts.figures(tid).pool.fixed
    key = refused(services, tid, services.payouts.fix_prize_pool, director, tid)
    assert key == "payouts.already_fixed"


@pytest.mark.parametrize("unit", [1, 1_000, 5_000])
def test_payout_equals_the_pool_to_the_unit(services, director, cashier, tid, shift, unit):
    sell(services, cashier, tid, 1, 17)
    pay = services.payouts
    pay.set_added_money(director, tid, 33_333)
    generator = ps.structure_from_parts(
        ps.GENERATOR, paid_share=Fraction(20), min_cash_multiple=Fraction(3, 2), unit=unit
    )
    pay.choose_structure(director, tid, generator)
    figures = pay.figures(tid)
    prizes = figures.payout.prizes
    assert sum(prizes) == figures.pool.total == 17 * PRIZE + 33_333
    assert len(prizes) == 4  # 20 % of 17 is 3.4: rounded up
    assert all(a >= b for a, b in itertools.pairwise(prizes))
    assert all(p % unit == 0 for p in prizes[1:])
    assert prizes[-1] >= PRICE * 3 // 2
    table = ps.structure_from_parts(ps.TABLE, table=standard_table(), unit=unit)
    pay.choose_structure(director, tid, table)
    assert sum(pay.figures(tid).payout.prizes) == figures.pool.total


def test_floor_and_cashier_are_refused_payout_changes(
    services, director, floor, cashier, tid, shift
):
    sell(services, cashier, tid, 1, 4)
    pay = services.payouts
    generator = ps.structure_from_parts(ps.GENERATOR, places=2)
    for who in (floor, cashier):
        assert refused(services, tid, pay.choose_structure, who, tid, generator) == (
            "operator.not_allowed"
        )
        assert refused(services, tid, pay.set_added_money, who, tid, 1) == "operator.not_allowed"
        assert refused(services, tid, pay.set_guarantee, who, tid, 1) == "operator.not_allowed"
        assert refused(services, tid, pay.fix_prize_pool, who, tid) == "operator.not_allowed"
        table = generated_table("Casa", generator)
        assert refused(services, tid, pay.save_table, who, table) == "operator.not_allowed"


def test_a_structure_that_cannot_pay_the_field_is_refused(services, director, cashier, tid, shift):
    sell(services, cashier, tid, 1, 4)
    too_many = ps.structure_from_parts(ps.GENERATOR, places=6)
    key = refused(services, tid, services.payouts.choose_structure, director, tid, too_many)
    assert key == "payouts.places_over_entries"


def test_deal_recorded_with_the_money_left(services, director, cashier, floor, tid, shift):
    sell(services, cashier, tid, 1, 12)
    pay = services.payouts
    pay.choose_structure(director, tid, ps.structure_from_parts(ps.GENERATOR, places=4))
    entries = sorted(services.registration.book(tid).entries)
    for entry_id in entries[3:]:  # nine players out
        services.registration.eliminate(floor, tid, entry_id)
    left = [p.entry_id for p in pay.players_left(tid)]
    assert left == entries[:3]
    stacks = dict(zip(left, [200_000, 100_000, 60_000], strict=True))
    # A deal on a live pool is not recorded.
    deal = pay.compute_deal(tid, stacks, ICM)
    assert refused(services, tid, pay.record_deal, director, tid, deal) == "deal.pool_live"
    pay.fix_prize_pool(director, tid)
    figures = pay.figures(tid)
    money_left = sum(figures.payout.prizes[:3])
    for method in (ICM, CHIP_CHOP):
        deal = pay.compute_deal(tid, stacks, method, left_to_play={1: 50_000}, unit=1_000)
        assert deal.total == money_left
        assert sum(deal.amounts) == money_left - 50_000
    edited = pay.compute_deal(
        tid, stacks, ICM, unit=1_000, changes={left[0]: -20_000, left[2]: 20_000}
    )
    assert edited.total == money_left
    assert refused(services, tid, pay.record_deal, floor, tid, edited) == "operator.not_allowed"
    pay.record_deal(director, tid, edited, note="  acuerdo   a tres ")
    recorded = services.payouts.figures(tid)
    state = services.tournaments.state(tid)
    (agreed,) = state.payouts.deals
    assert agreed["agreed_by"] == left and agreed["endorsed"] is False
    assert agreed["deal"]["total"] == money_left and agreed["note"] == "acuerdo a tres"
    assert agreed["operator"] == director.name
    assert recorded.payout == figures.payout
    # One deal; and the structure no longer changes.
    assert refused(services, tid, pay.record_deal, director, tid, edited) == "deal.already"
    other = ps.structure_from_parts(ps.GENERATOR, places=3)
    key = refused(services, tid, pay.choose_structure, director, tid, other)
    assert key == "payouts.deal_recorded"


def test_deal_must_include_every_player_left(services, director, cashier, tid, shift):
    sell(services, cashier, tid, 1, 3)
    pay = services.payouts
    pay.fix_prize_pool(director, tid)
    left = [p.entry_id for p in pay.players_left(tid)]
    with pytest.raises(Refused) as caught:
        pay.compute_deal(tid, {left[0]: 10, left[1]: 20}, ICM)
    assert caught.value.key == "deal.players_left"


def test_house_payout_tables(services, director, tid):
    pay = services.payouts
    generator = ps.structure_from_parts(
        ps.GENERATOR, paid_share=Fraction(12), min_cash_multiple=Fraction(2)
    )
    table = generated_table("  Casa   12 % ", generator)
    assert table.name == "Casa 12 %"
    pay.save_table(director, table)
    names = [c.name for c in pay.tables()]
    assert names == [standard_table().name, "Casa 12 %"]
    assert pay.table("Casa 12 %").table == table and not pay.table("Casa 12 %").shipped
    pay.delete_table(director, "Casa 12 %")
    assert [c.name for c in pay.tables()] == [standard_table().name]
    assert refused(services, tid, pay.delete_table, director, "Casa 12 %") == (
        "payouts.table.unknown"
    )


def test_state_survives_a_snapshot(services, director, cashier, tid, shift):
    sell(services, cashier, tid, 1, 5)
    services.payouts.set_guarantee(director, tid, 1_000_000)
    state = services.tournaments.state(tid)
    again = type(state).from_dict(state.to_dict())
    assert again.payouts == state.payouts


def test_places_from_a_share_round_up_by_default_and_the_house_may_choose(
    services, director, cashier, tid, shift
):
    """15 % of 9,735 entries is 1,460.25 and the published payouts pay 1,461: places round
    up unless the house chooses otherwise (PlacesRounding); the choice is recorded."""
    assert ps.PayoutStructure(ps.GENERATOR).places_paid(9_735) == 1_461
    sell(services, cashier, tid, 1, 17)
    pay = services.payouts
    chosen = {}
    for rounding in ("up", "half_up", "down"):
        generator = ps.structure_from_parts(
            ps.GENERATOR, paid_share=Fraction(15), places_rounding=rounding
        )
        assert (
            generator.places_paid(9_735) == {"up": 1_461, "half_up": 1_460, "down": 1_460}[rounding]
        )
        recorded = pay.choose_structure(director, tid, generator)
        assert recorded[-1].payload["structure"]["places_rounding"] == rounding
        chosen[rounding] = pay.figures(tid).payout.places  # 15 % of 17 = 2.55
    assert chosen == {"up": 3, "half_up": 3, "down": 2}
    assert refused(
        services, tid, ps.structure_from_parts, ps.GENERATOR, places_rounding="sideways"
    ) == ("payouts.bad_places_rounding")


def test_a_generator_recorded_before_the_setting_keeps_its_half_up_places():
    """A structure chosen before the rounding of places was a setting was paid half up:
    replaying it pays the same places."""
    old = {"method": "generator", "places": None, "paid_share": "20", "min_cash_multiple": "1"}
    structure = ps.PayoutStructure.from_event(old, 1)
    assert structure.places_rounding is PlacesRounding.HALF_UP
    assert structure.places_paid(17) == 3  # 3.4 half up, as it was paid
    assert ps.PayoutStructure.from_event(structure.to_event().structure, 1) == structure

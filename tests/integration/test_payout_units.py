"""The house's rounding of prizes through the services: the shipped table pays in thousands
of pesos by default (not 1.387.808), the unit is a director's house setting per currency,
each tournament records the unit in force when its buy-in is set (a later change of the
setting never moves its prizes), and a tournament recorded before the setting keeps its
prizes to the peso."""

import pytest
from registration_helpers import PRICE, person, ready

from tournament_director.domain import registration as reg
from tournament_director.domain.errors import Refused
from tournament_director.storage.event_store import LogFilter


def sell(services, actor, tid, count, first=1):
    for n in range(first, first + count):
        pid = person(services, actor, n)
        services.registration.buy_entry(actor, tid, pid, "cash", PRICE)


def test_the_shipped_table_pays_in_thousands_by_default(services, director, tournament):
    tid = ready(services, director, tournament, tables=3)
    services.registration.open_shift(director, tid, 0)
    events = services.tournaments.log_page(tid, LogFilter(types=["PayoutUnitSet"]), 0, 100)
    assert [e.payload for e in events] == [{"unit": 1_000, "currency": "CLP"}]
    sell(services, director, tid, 17)  # 17 x 80.000 = 1.360.000
    figures = services.payouts.figures(tid)
    assert figures.structure.default and figures.structure.unit == 1_000
    assert sum(figures.payout.prizes) == figures.pool.total == 1_360_000
    assert all(p % 1_000 == 0 for p in figures.payout.prizes)


def test_the_rounding_is_a_directors_house_setting_kept_by_each_tournament(
    services, director, cashier, tournament
):
    assert services.payouts.house_unit("CLP") == 1_000
    assert services.payouts.house_unit("USD") == 100
    with pytest.raises(Refused) as refusal:
        services.payouts.set_house_unit(cashier, "CLP", 5_000)
    assert refusal.value.key == "operator.not_allowed"
    with pytest.raises(Refused) as refusal:
        services.payouts.set_house_unit(director, "CLP", 0)
    assert refusal.value.key == "payouts.bad_house_unit"
    first = ready(services, director, tournament, tables=3)  # recorded at 1.000
    services.payouts.set_house_unit(director, "CLP", 5_000)
    assert services.payouts.house_unit("CLP") == 5_000
    second = ready(services, director, services.tournaments.create(director, "Otro"), 3)
    for start, tid in ((1, first), (101, second)):
        services.registration.open_shift(director, tid, 0)
        sell(services, director, tid, 17, first=start)
    assert services.payouts.figures(first).structure.unit == 1_000  # unchanged by the setting
    prizes = services.payouts.figures(second).payout.prizes
    assert services.payouts.figures(second).structure.unit == 5_000
    assert all(p % 5_000 == 0 for p in prizes) and sum(prizes) == 1_360_000


def test_a_tournament_recorded_before_the_setting_keeps_its_prizes_to_the_peso(
    services, director, tournament
):
    tid = ready(services, director, tournament, tables=3)

    def older_buy_in(state, _op):  # as an older version recorded it: no rounding with it
        return [reg.decide_buy_in("CLP", 80_000, 15_000, 5_000, rebuy_fee=5_000)]

    services.tournaments.undo(director, tid)  # ready()'s tables
    services.tournaments.undo(director, tid)  # ready()'s buy-in and its unit
    assert services.tournaments.state(tid).payouts.unit == 1
    services.tournaments.execute(tid, director, "set_buy_in", older_buy_in)
    services.registration.set_tables(director, tid, 3)
    services.registration.open_shift(director, tid, 0)
    sell(services, director, tid, 17)
    figures = services.payouts.figures(tid)
    assert figures.structure.unit == 1
    assert any(p % 1_000 for p in figures.payout.prizes)

"""The room's figures come from the registration book: entries, re-entries, players left,
chips in play, average and the prize pool."""

from datetime import UTC, datetime

from tournament_director.domain.registration import (
    BuyInSet,
    EntryCancelled,
    PlayerEliminated,
    PurchaseMade,
)
from tournament_director.domain.room_figures import figures
from tournament_director.domain.structure import Chip, Level, Structure
from tournament_director.domain.tournament import TournamentState

NOW = datetime(2026, 11, 25, 20, 0, tzinfo=UTC)
AT = NOW.isoformat()


def state_with(structure: bool = True) -> TournamentState:
    state = TournamentState(1, name="Torneo")
    if structure:
        state.structure = Structure(
            "S", (Chip(25, "verde"),), (Level(25, 50),), starting_stack=20_000
        )
    return state


def buy(state, n, kind="registration", chips=20_000, removed=0, entry_id=None, player=None):
    book = state.book
    event = PurchaseMade(
        purchase_id=len(book.purchases) + 1,
        player_id=player or n,
        house_player_id=player or n,
        entry_id=entry_id or len(book.entries) + 1,
        kind=kind,
        chips=chips,
        chips_removed=removed,
        amount=100_000,
        prize_pool=80_000,
        fee=20_000,
        staff_fee=0,
        method="cash",
        shift_id=1,
        table=1,
        seat=n,
    )
    book.apply(event, AT, "Caja")


def test_entries_chips_average_and_prize_pool():
    state = state_with()
    state.book.apply(BuyInSet("CLP", 80_000, 20_000), AT, "Ana")
    for n in range(1, 38):
        buy(state, n)
    f = figures(state, NOW)
    assert (f.entries, f.re_entries, f.players_left) == (37, 0, 37)
    assert f.chips_in_play == 37 * 20_000
    assert f.average_stack == 20_000
    assert f.prize_pool == 37 * 80_000 and f.currency == "CLP"
    # The shipped standard table pays 6 places for 31-40 entries, adding up to the pool.
    assert [place for place, _ in f.places] == [1, 2, 3, 4, 5, 6]
    assert sum(amount for _, amount in f.places) == f.prize_pool


def test_prize_pool_counts_added_money_and_overlay():
    from tournament_director.domain.payout_state import AddedMoneySet, GuaranteeSet

    state = state_with()
    state.book.apply(BuyInSet("CLP", 80_000, 20_000), AT, "Ana")
    for n in range(1, 6):
        buy(state, n)
    state.payouts.apply(AddedMoneySet(100_000), AT, "Ana")
    assert figures(state, NOW).prize_pool == 5 * 80_000 + 100_000
    state.payouts.apply(GuaranteeSet(1_000_000), AT, "Ana")
    f = figures(state, NOW)
    assert f.prize_pool == 1_000_000
    assert sum(amount for _, amount in f.places) == 1_000_000


def test_re_entries_eliminations_late_stacks_and_cancellations():
    state = state_with()
    state.book.apply(BuyInSet("USD", 80_000, 20_000), AT, "Ana")
    buy(state, 1)
    buy(state, 2)
    buy(state, 3, "late_registration", removed=5_000)
    state.book.apply(PlayerEliminated(1), AT, "Floor")
    buy(state, 4, "re_entry", player=1)
    state.book.apply(EntryCancelled(2, "motivo", 100_000, 20_000, 1), AT, "Ana")
    f = figures(state, NOW)
    assert (f.entries, f.re_entries, f.players_left) == (3, 1, 2)
    assert f.chips_in_play == 20_000 + 15_000 + 20_000  # the busted stack stays in play
    assert f.average_stack == 55_000 // 2
    assert f.prize_pool == 3 * 80_000 and f.currency == "USD"


def test_nothing_sold_has_no_average_and_no_prize_pool():
    f = figures(state_with(), NOW)
    assert (f.entries, f.players_left, f.chips_in_play) == (0, 0, 0)
    assert f.average_stack is None
    assert f.prize_pool is None


def test_no_structure_and_no_buy_in():
    f = figures(state_with(structure=False), NOW)
    assert f.entries == 0 and f.currency == "CLP"

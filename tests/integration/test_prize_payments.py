"""Prize payments through the services (Casino Club "Premios"; SCJ "Pago de premios"):
refusals in words with nothing written, one payment per prize, void (not undo), the cashier's
shift reconciling with the cash paid out, and the standings' money following a deal."""

import pytest
from prize_helpers import closed_field, play_down
from registration_helpers import PRICE
from seating_helpers import seated_room

from tournament_director.domain.deals import ICM
from tournament_director.domain.errors import Refused


@pytest.fixture
def tid(tournament):
    return tournament


def refused(services, tid, call, *args, **kwargs):
    before = len(services.tournaments.events(tid))
    with pytest.raises(Refused) as caught:
        call(*args, **kwargs)
    assert len(services.tournaments.events(tid)) == before
    assert caught.value.message  # said in words
    return caught.value.key


def state(services, tid):
    return services.tournaments.state(tid)


def test_no_prize_is_paid_while_the_field_is_open(services, director, cashier, floor, tid):
    entries = seated_room(services, director, cashier, tid, 4, 1)
    services.clock.start(director, tid)  # late registration open: standings provisional
    services.registration.eliminate(floor, tid, entries[0])
    assert services.results.standings(tid).provisional
    pay = services.results.pay_prize
    assert refused(services, tid, pay, cashier, tid, entries[0], "cash", 1) == "prize.provisional"


def test_pay_a_prize_once_for_the_standing_amount(services, director, cashier, floor, tid):
    entries = closed_field(services, director, cashier, tid)
    play_down(services, floor, tid, entries[:5])  # places 8..4 out, 3 paid
    results = services.results
    pay = results.pay_prize
    third = entries[5]
    # Still playing, no prize, wrong amount, wrong method, wrong role: refused in words.
    assert refused(services, tid, pay, cashier, tid, third, "cash", 1) == "prize.still_playing"
    key = refused(services, tid, pay, cashier, tid, entries[4], "cash", 0)
    assert key == "prize.none"
    services.registration.eliminate(floor, tid, third)  # third place
    due = results.prize_due(tid, third)
    assert due == services.results.standings(tid).awards[third].total > 0
    key = refused(services, tid, pay, cashier, tid, third, "cash", due - 1_000)
    assert key == "prize.amount_mismatch"
    assert refused(services, tid, pay, cashier, tid, third, "chips", due) == "prize.bad_method"
    assert refused(services, tid, pay, floor, tid, third, "cash", due) == "operator.not_allowed"
    assert refused(services, tid, pay, cashier, tid, 999, "cash", due) == "prize.unknown_entry"
    # A director has no shift open: no cash from a drawer he has not opened.
    key = refused(services, tid, pay, director, tid, third, "cash", due)
    assert key == "prize.cash_needs_shift"
    (paid,) = pay(cashier, tid, third, "cash", due)
    assert paid.type == "PrizePaid"
    assert paid.payload["place"] == 3 and paid.payload["amount"] == due
    assert paid.payload["shift_id"] == 1 and paid.payload["shared"] == []
    # Paid once.
    assert refused(services, tid, pay, cashier, tid, third, "cash", due) == "prize.already_paid"
    with pytest.raises(Refused) as caught:
        results.prize_due(tid, third)
    assert caught.value.key == "prize.already_paid"
    rows = {r.entry_id: r for r in results.rows(tid)}
    assert rows[third].paid and rows[third].payment.amount == due
    assert not rows[entries[4]].paid and rows[entries[4]].due == 0


def test_a_payment_in_error_is_voided_not_undone_then_paid_again(
    services, director, cashier, floor, tid
):
    entries = closed_field(services, director, cashier, tid)
    play_down(services, floor, tid, entries[:6])
    third = entries[5]
    due = services.results.prize_due(tid, third)
    services.results.pay_prize(cashier, tid, third, "cash", due)
    # The money was handed over: undo is refused (the cashier's and a director's) and
    # names the path, a director's void with the reason (domain/money_corrections.py).
    undo = services.tournaments.undo
    assert refused(services, tid, undo, cashier, tid) == "undo.money_prize"
    assert refused(services, tid, undo, director, tid) == "undo.money_prize"
    services.results.void_payment(director, tid, 1, "se pagó en efectivo, era transferencia")
    assert state(services, tid).prizes.paid(third) is None
    assert state(services, tid).book.shifts[1].prizes_paid.get("cash", 0) == 0
    (again,) = services.results.pay_prize(cashier, tid, third, "transfer", due, "TRX 1234")
    assert again.payload["method"] == "transfer" and again.payload["reference"] == "TRX 1234"
    assert again.payload["payment_id"] == 2


def test_void_by_a_director_then_pay_again(services, director, cashier, floor, tid):
    entries = closed_field(services, director, cashier, tid)
    play_down(services, floor, tid, entries[:6])
    third = entries[5]
    due = services.results.prize_due(tid, third)
    services.results.pay_prize(cashier, tid, third, "cash", due)
    results = services.results
    key = refused(services, tid, results.void_payment, cashier, tid, 1, "error")
    assert key == "operator.not_allowed"
    assert refused(services, tid, results.void_payment, director, tid, 1, " ") == (
        "entry.reason_needed"
    )
    assert refused(services, tid, results.void_payment, director, tid, 7, "x") == (
        "prize.unknown_payment"
    )
    results.void_payment(director, tid, 1, "pagado al jugador equivocado")
    s = state(services, tid)
    assert s.prizes.payments[1].voided and s.prizes.paid(third) is None
    assert s.book.shifts[1].prizes_paid["cash"] == 0
    assert refused(services, tid, results.void_payment, director, tid, 1, "x") == (
        "prize.already_voided"
    )
    (paid,) = results.pay_prize(cashier, tid, third, "cheque", due, "Cheque 0042")
    assert paid.payload["payment_id"] == 2


def test_the_shift_reconciles_with_the_cash_paid_out(services, director, cashier, floor, tid):
    entries = closed_field(services, director, cashier, tid)
    play_down(services, floor, tid, entries[:7])  # the winner is entries[7]
    standings = services.results.standings(tid)
    assert standings.over
    results = services.results
    paid_cash = 0
    for entry_id in entries[5:7]:
        due = results.prize_due(tid, entry_id)
        results.pay_prize(cashier, tid, entry_id, "cash", due)
        paid_cash += due
    winner_due = results.prize_due(tid, entries[7])
    results.pay_prize(cashier, tid, entries[7], "transfer", winner_due, "TRX 99")
    book = services.registration.book(tid)
    taken = 8 * PRICE
    assert book.shift_expected(1)["cash"] == taken - paid_cash
    assert book.shifts[1].prizes_paid == {"cash": paid_cash, "transfer": winner_due}
    # Every peso of the pool paid out.
    assert state(services, tid).prizes.total_paid == paid_cash + winner_due
    assert paid_cash + winner_due == services.payouts.figures(tid).pool.total
    # The cashier counts what the drawer should hold: no difference.
    (closed,) = services.registration.close_shift(cashier, tid, 1, {"cash": taken - paid_cash})
    assert closed.payload["differences"]["cash"] == 0
    # A cash payment of a closed shift is not voided.
    key = refused(services, tid, results.void_payment, director, tid, 1, "error")
    assert key == "prize.shift_closed"


def test_the_money_follows_a_recorded_deal(services, director, cashier, floor, tid):
    entries = closed_field(services, director, cashier, tid, players=8, places=4)
    play_down(services, floor, tid, entries[:5])  # three left, places 1..3 in play
    left = entries[5:]
    pay = services.payouts
    prizes = pay.figures(tid).payout.prizes
    stacks = dict(zip(left, [500_000, 300_000, 200_000], strict=True))
    deal = pay.compute_deal(tid, stacks, ICM, left_to_play={1: 50_000}, unit=1_000)
    pay.record_deal(director, tid, deal)
    before = services.results.standings(tid)
    assert before.deal is not None
    # Not finished yet: each dealt amount is already theirs; place 1's money still in play.
    for entry_id in left:
        assert before.awards[entry_id].dealt == deal.amount_of(entry_id)
    # The biggest stack goes out third, then the second: the last one wins the 50,000.
    play_down(services, floor, tid, [left[0], left[1]])
    standings = services.results.standings(tid)
    assert standings.winner == left[2]
    awards = standings.awards
    assert awards[left[0]].total == deal.amount_of(left[0])  # third: the deal only
    assert awards[left[1]].total == deal.amount_of(left[1])
    assert awards[left[2]].total == deal.amount_of(left[2]) + 50_000
    assert awards[entries[4]].total == prizes[3]  # fourth, out before the deal: unchanged
    pool = pay.figures(tid).pool.total
    assert sum(a.total for a in awards.values()) == pool
    due = services.results.prize_due(tid, left[0])
    assert due == deal.amount_of(left[0])
    services.results.pay_prize(cashier, tid, left[0], "cash", due)


def test_replay_equals_live(services, director, cashier, floor, tid, db_path):
    from tournament_director.services import open_services

    entries = closed_field(services, director, cashier, tid)
    play_down(services, floor, tid, entries[:6])
    due = services.results.prize_due(tid, entries[5])
    services.results.pay_prize(cashier, tid, entries[5], "cash", due)
    live = state(services, tid)
    other = open_services(db_path)
    try:
        replayed = other.tournaments.state(tid)
        assert replayed.prizes == live.prizes
        assert replayed.book.shifts == live.book.shifts
    finally:
        other.close()


def test_no_bust_out_joins_a_hand_whose_player_was_paid(services, director, cashier, floor, tid):
    """Casino Club "Manos Simultáneas": a bust-out added to a hand changes the places of the
    players out in it; once one of them has been paid, it is refused (nothing written)."""
    entries = closed_field(services, director, cashier, tid)
    play_down(services, floor, tid, entries[:5])  # 3 left, all paid
    third = entries[5]
    services.registration.eliminate(floor, tid, third)
    hand = state(services, tid).book.bust_outs[-1].hand
    services.results.pay_prize(cashier, tid, third, "cash", services.results.prize_due(tid, third))
    eliminate_many = services.registration.eliminate_many
    key = refused(services, tid, eliminate_many, floor, tid, [(entries[6], None)], hand)
    assert key == "eliminate.hand_paid"
    # In a hand of its own it is recorded (and ends the tournament).
    recorded = services.registration.eliminate(floor, tid, entries[6])
    assert "TournamentFinished" in [r.type for r in recorded]

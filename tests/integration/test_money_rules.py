"""Money that cannot go wrong: undo and redo never move money that changed hands (the path
is the rule's own command: a director's cancellation with the refund, a director's void),
and cash leaves a drawer only when the drawer holds it (prizes and refunds), with the other
ways to pay said in words."""

import random
import subprocess
from datetime import timedelta

import pytest
from prize_helpers import play_down
from registration_helpers import PRICE, person, ready, small_structure

from tournament_director import i18n
from tournament_director.domain import payout_state as ps
from tournament_director.domain.errors import Refused
from tournament_director.domain.history import ActionUndone
from tournament_director.services import documents


@pytest.fixture
def tid(services, director, tournament):
    services.registration.rng = random.Random(3)
    ready(services, director, tournament, tables=2, structure=small_structure(table_size=6))
    return tournament


def refused(services, tid, call, *args, **kwargs):
    """The refusal's key; nothing was written, and it is said in words."""
    before = len(services.tournaments.events(tid))
    with pytest.raises(Refused) as caught:
        call(*args, **kwargs)
    assert len(services.tournaments.events(tid)) == before
    assert caught.value.message != caught.value.key
    return caught.value


def buy(services, cashier, tid, n, method="cash"):
    pid = person(services, cashier, n)
    return services.registration.buy_entry(cashier, tid, pid, method, PRICE)[-1].payload


def book(services, tid):
    return services.tournaments.state(tid).book


# --- undo and redo of money ------------------------------------------------------------------


def test_a_cashier_does_not_undo_his_cash_purchase_after_play_started(
    services, director, cashier, tid
):
    """The issue: the cashier undid his own cash purchase after play started; the money
    collected dropped and no refund was recorded."""
    services.registration.open_shift(cashier, tid, 50_000)
    for n in (1, 2):
        buy(services, cashier, tid, n)
    services.clock.start(director, tid)
    late = buy(services, cashier, tid, 3)  # late registration, in cash
    assert late["kind"] == "late_registration"
    collected = book(services, tid).totals.collected

    i18n.set_language("es")
    try:
        refusal = refused(services, tid, services.tournaments.undo, cashier, tid, "me equivoqué")
    finally:
        i18n.set_language("es")
    assert refusal.key == "undo.money_purchase_started"
    assert "no se deshace" in refusal.message and "$ 100.000 en efectivo" in refusal.message
    assert "tampoco se anula ni se reembolsa" in refusal.message
    # Not a director's either: the money is in the drawer.
    refusal = refused(services, tid, services.tournaments.undo, director, tid)
    assert refusal.key == "undo.money_purchase_started"
    assert book(services, tid).totals.collected == collected == 3 * PRICE
    assert book(services, tid).drawer_cash(1) == 50_000 + 3 * PRICE
    # The console asks the same before it asks for a reason.
    with pytest.raises(Refused) as caught:
        services.tournaments.undo_target(tid)
    assert caught.value.key == "undo.money_purchase_started"


def test_before_play_the_undo_names_the_cancellation_which_records_the_refund(
    services, director, cashier, tid
):
    services.registration.open_shift(cashier, tid, 0)
    entry = buy(services, cashier, tid, 1)["entry_id"]
    refusal = refused(services, tid, services.tournaments.undo, cashier, tid)
    assert refusal.key == "undo.money_purchase"
    i18n.set_language("en")
    try:
        assert "a director cancels the entry with the reason" in refusal.message
        assert "Jugador Número 1" in refusal.message
    finally:
        i18n.set_language("es")
    services.registration.cancel_entry(director, tid, entry, "se anotó en el torneo equivocado")
    totals = book(services, tid).totals
    assert totals.collected == PRICE and totals.refunded == PRICE
    assert totals.collected == totals.prize_pool + totals.fees + totals.staff_fees + totals.refunded
    assert book(services, tid).drawer_cash(1) == 0
    # The refund is money handed back: it is not undone either.
    refusal = refused(services, tid, services.tournaments.undo, director, tid)
    assert refusal.key == "undo.money_refund"


def test_opening_and_closing_a_shift_stay_undoable(services, director, cashier, tid):
    """No money moves with them: a shift opened by mistake, a count typed wrong."""
    services.registration.open_shift(cashier, tid, 20_000)
    services.tournaments.undo(cashier, tid)
    assert book(services, tid).shifts == {}
    services.tournaments.redo(cashier, tid)
    buy(services, cashier, tid, 1, "card")
    services.registration.close_shift(cashier, tid, 1, {"cash": 2_000, "card": PRICE})
    services.tournaments.undo(cashier, tid)  # the count was typed wrong
    assert book(services, tid).shifts[1].open
    (closed,) = services.registration.close_shift(cashier, tid, 1, {"cash": 20_000, "card": PRICE})
    assert closed.payload["differences"] == {m: 0 for m in closed.payload["differences"]}


def test_redo_of_a_purchase_undone_in_an_older_record_is_refused(services, director, cashier, tid):
    """A record written before the rule may hold a purchase undone; redo does not put the
    money back as if it had happened: the cashier takes the payment again."""
    services.registration.open_shift(cashier, tid, 0)
    house_player = buy(services, cashier, tid, 1)["house_player_id"]
    target = services.tournaments.projection(tid).history.undo_target()

    def old_undo(state, operator):  # what undo wrote before the rule
        return [ActionUndone(target.seqs, target.type, "antes de la regla")]

    services.tournaments.execute(tid, cashier, "undo", old_undo)
    assert book(services, tid).totals.collected == 0
    refusal = refused(services, tid, services.tournaments.redo, cashier, tid)
    assert refusal.key == "redo.money_purchase"
    assert "Jugador Número 1" in refusal.message
    with pytest.raises(Refused):
        services.tournaments.redo_target(tid)
    # The path it names works: the payment taken again, checked as any purchase.
    services.registration.buy_entry(cashier, tid, house_player, "cash", PRICE)
    assert book(services, tid).totals.collected == PRICE


# --- prizes and the drawer -------------------------------------------------------------------


def closed_field_mostly_by_card(services, director, cashier, tid, cash_entries, opening_float):
    """Eight entries, ``cash_entries`` of them in cash and the rest by card, the field closed
    and three places paid; returns the entry ids."""
    services.seating.rng = random.Random(4)
    services.registration.open_shift(cashier, tid, opening_float)
    entries = [
        buy(services, cashier, tid, n, "cash" if n <= cash_entries else "card")["entry_id"]
        for n in range(1, 9)
    ]
    services.seating.draw_button(director, tid)
    services.payouts.choose_structure(
        director, tid, ps.structure_from_parts(ps.GENERATOR, places=3, unit=1_000)
    )
    services.clock.start(director, tid)
    services.now.moment += timedelta(hours=3)
    services.clock.close_late_registration_if_due(tid)
    return entries


def test_a_cash_prize_the_drawer_cannot_cover_is_refused_and_paid_by_transfer(
    services, director, cashier, floor, tid
):
    """The issue: a shift with 3.8 M in cash paid 4.96 M in cash prizes and its report said
    the drawer should hold -1.160.000."""
    entries = closed_field_mostly_by_card(services, director, cashier, tid, 2, 50_000)
    play_down(services, floor, tid, entries[:7])  # entries[7] wins
    results = services.results
    drawer = 50_000 + 2 * PRICE
    assert book(services, tid).drawer_cash(1) == drawer
    third = entries[5]
    due = results.prize_due(tid, third)
    assert due <= drawer
    results.pay_prize(cashier, tid, third, "cash", due)
    drawer -= due
    second = entries[6]
    due = results.prize_due(tid, second)
    assert due > drawer
    refusal = refused(services, tid, results.pay_prize, cashier, tid, second, "cash", due)
    assert refusal.key == "prize.drawer_short"
    money = f"$ {drawer:,}".replace(",", ".")
    assert f"La caja del turno 1 tiene {money} en efectivo" in refusal.message
    assert "transferencia bancaria o con cheque" in refusal.message
    results.pay_prize(cashier, tid, second, "transfer", due, "TRX 77")
    assert book(services, tid).drawer_cash(1) == drawer >= 0
    assert book(services, tid).shifts[1].prizes_paid["transfer"] == due


def test_a_cash_refund_the_drawer_cannot_cover_is_refused(services, director, cashier, tid):
    """The drawer rule for refunds: the purchase's shift is closed, the director's drawer
    has only the card it took; once the director's drawer holds the cash, the refund is
    paid from it."""
    services.registration.open_shift(cashier, tid, 0)
    entry = buy(services, cashier, tid, 1)["entry_id"]
    services.registration.close_shift(cashier, tid, 1, {"cash": PRICE})
    services.registration.open_shift(director, tid, 0)
    buy(services, director, tid, 2, "card")
    refusal = refused(
        services, tid, services.registration.cancel_entry, director, tid, entry, "no juega"
    )
    assert refusal.key == "refund.drawer_short"
    assert "La caja del turno 2 tiene $ 0 en efectivo" in refusal.message
    services.registration.close_shift(director, tid, 2, {"card": PRICE})
    services.registration.open_shift(director, tid, 150_000)
    (cancelled,) = services.registration.cancel_entry(director, tid, entry, "no juega")
    assert cancelled.payload["shift_id"] == 3
    assert book(services, tid).drawer_cash(3) == 50_000


# --- the shift's report ------------------------------------------------------------------------


def test_the_shift_report_from_the_record_reports_each_method(
    services, director, cashier, floor, tid, tmp_path
):
    """Open and uncounted: no verdict of differences, "sin contar aún" per method, the cash
    expected made of float + cash taken - refunds - cash prizes; the prize paid by transfer
    listed apart, never out of the drawer."""
    entries = closed_field_mostly_by_card(services, director, cashier, tid, 2, 50_000)
    play_down(services, floor, tid, entries[:7])
    results = services.results
    third, second = entries[5], entries[6]
    cash_prize = results.prize_due(tid, third)
    results.pay_prize(cashier, tid, third, "cash", cash_prize)
    transfer = results.prize_due(tid, second)
    results.pay_prize(cashier, tid, second, "transfer", transfer, "TRX 8")
    text = pdf_text(tmp_path, documents.cashier_shift_document(services, tid, 1))
    assert "Hay diferencias" not in text and "Caja cuadrada" not in text
    assert text.count("sin contar aún") == 4  # cash, card, voucher, satellite
    expected = 50_000 + 2 * PRICE - cash_prize
    assert (
        f"fondo inicial $ 50.000 + cobrado en efectivo $ 200.000 − devuelto en efectivo $ 0 "
        f"− premios pagados en efectivo {clp(cash_prize)} = {clp(expected)}"
    ) in text
    assert f"Premios fuera de caja (Transferencia) {clp(transfer)}" in text
    rows = documents.cashier_shift_document(services, tid, 1, fmt=documents.CSV).splitlines()
    assert rows[1].startswith(f"Efectivo,2,200000,0,{cash_prize},{expected},sin contar aún,,")
    # Counted: each method against its own count.
    services.registration.close_shift(
        cashier, tid, 1, {"cash": expected - 1_000, "card": 6 * PRICE + 1_000}
    )
    text = pdf_text(tmp_path, documents.cashier_shift_document(services, tid, 1))
    assert "Hay diferencias en Efectivo (-$ 1.000), Tarjeta ($ 1.000)" in text


def clp(amount: int) -> str:
    return "$ " + f"{amount:,}".replace(",", ".")


def pdf_text(tmp_path, pdf: bytes) -> str:
    path = tmp_path / "report.pdf"
    path.write_bytes(pdf)
    done = subprocess.run(
        ["pdftotext", "-layout", "-enc", "UTF-8", str(path), "-"],
        capture_output=True,
        check=True,
        timeout=60,
    )
    return " ".join(done.stdout.decode("utf-8").split())

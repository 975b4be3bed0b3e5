"""Money that cannot go wrong, from the console: undo of a purchase refused from the Edit
menu before the reason is asked, the pay-prize dialog offering the bank transfer when the
drawer cannot pay in cash, and the cashier's panel comparing each payment method apart."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tournament_director.domain import payout_state as ps
from tournament_director.domain.prize_payments import CASH, CHEQUE, TRANSFER
from tournament_director.domain.structure import ReEntryPolicy
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui.results_tab import PayPrizeDialog, ResultsTab

PRICE = 100_000


@pytest.fixture
def cashier(services, director):
    return services.house.create_operator(director, "Carla Caja", "cashier", "345678")


def field(services, director, cashier, methods, opening_float=0, start=True):
    """A tournament with no late registration, one entry per method in ``methods``; with
    ``start``, two places paid, the clock started (the field closed) and the pool fixed."""
    services.registration.rng = random.Random(3)
    services.seating.rng = random.Random(4)
    tid = services.tournaments.create(director, "Torneo de Prueba")
    base = import_json((resources_dir() / "structures" / "regular-20.json").read_text("utf-8"))
    structure = replace(
        base, table_size=6, late_registration_until_level=None, re_entry=ReEntryPolicy(False)
    )
    services.clock.set_structure(director, tid, structure)
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 1)
    services.registration.open_shift(cashier, tid, opening_float)
    entries = []
    for n, method in enumerate(methods, start=1):
        pid = services.players.create(
            cashier, f"Jugadora {n}", "DNI", str(20_000_000 + n), "Chile", "1990-01-01"
        ).player_id
        paid = services.registration.buy_entry(cashier, tid, pid, method, PRICE)[-1].payload
        entries.append(paid["entry_id"])
    if start:
        services.payouts.choose_structure(
            director, tid, ps.structure_from_parts(ps.GENERATOR, places=2, unit=1_000)
        )
        services.clock.start(director, tid)
        services.payouts.fix_prize_pool(director, tid)
    return tid, entries


def test_undo_of_a_purchase_is_refused_from_the_menu_before_the_reason(
    make_window, services, director, cashier, answers
):
    tid, _entries = field(services, director, cashier, ["cash"], start=False)
    pid = services.players.create(
        cashier, "Jugadora Dos", "DNI", "20000002", "Chile", "1990-01-01"
    ).player_id
    services.registration.buy_entry(cashier, tid, pid, "cash", PRICE)
    window = make_window(cashier)
    window.open_tournament(tid)
    before = len(services.tournaments.events(tid))
    window.undo_action.trigger()
    (warning,) = answers.warnings
    assert warning[0] == "No se deshizo nada"
    assert "Jugadora Dos" in warning[1] and "no se deshace" in warning[1]
    assert "un director anula la inscripción" in warning[1]
    assert answers.questions == []  # refused before a reason is asked
    assert len(services.tournaments.events(tid)) == before
    assert services.registration.book(tid).totals.collected == 2 * PRICE


@pytest.fixture
def no_printing(monkeypatch):
    from tournament_director.ui import print_adapter

    monkeypatch.setattr(print_adapter.PrintAdapter, "print_quietly", lambda *a, **k: True)
    monkeypatch.setattr(print_adapter.PrintAdapter, "print_document", lambda *a, **k: True)


def test_the_pay_dialog_offers_the_transfer_when_the_drawer_cannot_pay(
    qtbot, services, director, cashier, floor, settings, no_printing
):
    """Three entries by card and one in cash: the drawer holds 100.000 and the winner's
    prize is more; the dialog says so on opening and has the transfer chosen."""
    tid, entries = field(services, director, cashier, ["card", "card", "card", "cash"])
    for entry_id in entries[:3]:
        services.registration.eliminate(floor, tid, entry_id)
    tab = ResultsTab(services, tid, lambda: cashier, settings)
    qtbot.addWidget(tab)
    winner = entries[3]
    dialog = tab.pay_dialog(next(r for r in tab.rows if r.entry_id == winner))
    assert isinstance(dialog, PayPrizeDialog)
    qtbot.addWidget(dialog)
    assert dialog.due > PRICE
    assert dialog.method.currentData() == TRANSFER
    # Why not cash, as a note beside the transfer (not an error: the transfer can be paid).
    assert "La caja del turno 1 tiene $ 100.000 en efectivo" in dialog.cash_note.text()
    assert dialog.cash_note.isVisibleTo(dialog) and not dialog.error.isVisibleTo(dialog)
    # Cash chosen again: said in red; paying is refused, nothing written, the transfer
    # offered again.
    before = len(services.tournaments.events(tid))
    dialog.method.setCurrentIndex(dialog.method.findData(CASH))
    assert "La caja del turno 1" in dialog.error.text() and dialog.error.isVisibleTo(dialog)
    assert not dialog.cash_note.isVisibleTo(dialog)
    dialog.on_buttons_accepted()
    assert dialog.result() != PayPrizeDialog.DialogCode.Accepted
    assert len(services.tournaments.events(tid)) == before
    assert dialog.method.currentData() == TRANSFER
    assert "transferencia bancaria o con cheque" in dialog.cash_note.text()
    assert not dialog.error.isVisibleTo(dialog)
    dialog.reference.setText("TRX 4711")
    dialog.on_buttons_accepted()
    assert dialog.result() == PayPrizeDialog.DialogCode.Accepted
    payment = services.tournaments.state(tid).prizes.paid(winner)
    assert payment.method == TRANSFER and payment.reference == "TRX 4711"
    assert services.registration.book(tid).drawer_cash(1) == PRICE


def test_without_an_open_shift_only_cash_is_refused(
    qtbot, services, director, cashier, floor, settings
):
    """A director with no shift of their own pays a prize: the transfer is chosen and why not
    cash is a note, never the red error of a refusal."""
    tid, entries = field(services, director, cashier, ["card"] * 4)
    for entry_id in entries[:3]:
        services.registration.eliminate(floor, tid, entry_id)
    tab = ResultsTab(services, tid, lambda: director, settings)
    qtbot.addWidget(tab)
    dialog = tab.pay_dialog(next(r for r in tab.rows if r.entry_id == entries[3]))
    qtbot.addWidget(dialog)
    assert dialog.method.currentData() == TRANSFER
    assert "abra primero su turno de caja" in dialog.cash_note.text()
    assert dialog.cash_note.isVisibleTo(dialog) and not dialog.error.isVisibleTo(dialog)
    dialog.method.setCurrentIndex(dialog.method.findData(CASH))
    assert "abra primero su turno de caja" in dialog.error.text()
    dialog.method.setCurrentIndex(dialog.method.findData(CHEQUE))
    assert not dialog.error.isVisibleTo(dialog) and dialog.cash_note.isVisibleTo(dialog)


def test_a_dialog_the_drawer_can_pay_keeps_cash(
    qtbot, services, director, cashier, floor, settings
):
    tid, entries = field(services, director, cashier, ["cash"] * 4)
    for entry_id in entries[:3]:
        services.registration.eliminate(floor, tid, entry_id)
    tab = ResultsTab(services, tid, lambda: cashier, settings)
    qtbot.addWidget(tab)
    dialog = tab.pay_dialog(next(r for r in tab.rows if r.entry_id == entries[3]))
    qtbot.addWidget(dialog)
    assert dialog.method.currentData() == CASH
    assert not dialog.error.isVisibleTo(dialog)


def test_the_cashier_panel_compares_each_method_apart(make_window, services, director, cashier):
    """A cash shortage and a card surplus of the same amount: two differences, not a
    count that matches."""
    tid, _entries = field(services, director, cashier, ["cash", "card"], start=False)
    workspace = make_window(cashier).open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.registration_tab)
    panel = workspace.registration_tab.cashier_panel
    assert "cobrado $ 200.000" in panel.status_label.text()
    panel.counted_edits["cash"].setText("95.000")
    panel.counted_edits["card"].setText("105.000")
    panel.close_button.click()
    status = panel.status_label.text()
    assert "el arqueo cuadra" not in status
    assert "Efectivo: diferencia -$ 5.000." in status
    assert "Tarjeta: diferencia $ 5.000." in status

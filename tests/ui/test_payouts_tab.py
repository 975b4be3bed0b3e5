"""The Payouts tab and the deal dialog with real services: the pool live and fixed, added
money and an overlay, a structure previewed then used, a house table saved, a floor person
refused, a deal computed from typed stacks and recorded; screenshots at 1366x768."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui.deal_dialog import AMOUNT, CHANGE, DealDialog

PRICE = 100_000
SHOTS = os.environ.get("TD_SCREENSHOTS")  # a folder: the tests leave their screenshots there


def shot(widget, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(Path(SHOTS) / f"{name}.png"))


@pytest.fixture
def cashier(services, director):
    return services.house.create_operator(director, "Caja Marta", "cashier", "876543")


@pytest.fixture
def tid(services, director, cashier):
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, replace(import_json(text), table_size=9))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 3)
    services.registration.open_shift(cashier, tid, 0)
    return tid


def sell(services, cashier, tid, count, first=1):
    for n in range(first, first + count):
        pid = services.players.create(
            cashier, f"Jugador {n}", "DNI", str(30_000_000 + n), "Chile", "1990-04-01"
        ).player_id
        services.registration.buy_entry(cashier, tid, pid, "cash", PRICE)


def open_tab(make_window, operator, tid):
    workspace = make_window(operator).open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.payouts_tab)
    return workspace.payouts_tab


def cells(tab) -> list[list[str]]:
    table = tab.payout_table
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


def test_pool_live_added_money_and_overlay(make_window, services, director, cashier, tid):
    sell(services, cashier, tid, 12)
    tab = open_tab(make_window, director, tid)
    assert "$ 960.000" in tab.total_label.text()
    assert "Registros" in tab.contributions_label.text() or "12" in tab.contributions_label.text()
    assert len(cells(tab)) == 3  # the standard table pays 3 places for 11-15 entries
    tab.added_edit.setText("40.000")
    tab.guarantee_edit.setText("2.000.000")
    tab.apply_money_button.click()
    assert not tab.error.isVisible()
    assert "$ 2.000.000" in tab.total_label.text()
    assert tab.overlay_label.text() == "$ 1.000.000"
    shot(tab.window(), "payouts-live")
    # A new entry updates the tab live.
    sell(services, cashier, tid, 1, first=13)
    assert "13" in tab.contributions_label.text()


def test_preview_then_use_a_generated_structure(make_window, services, director, cashier, tid):
    sell(services, cashier, tid, 20)
    tab = open_tab(make_window, director, tid)
    tab.method_combo.setCurrentIndex(1)  # the generator
    tab.places_spin.setValue(4)
    tab.unit_edit.setText("5.000")
    tab.unit_edit.textEdited.emit("5.000")
    assert "Vista previa" in tab.payout_caption.text() or "Preview" in tab.payout_caption.text()
    assert len(cells(tab)) == 4
    state = services.tournaments.state(tid)
    assert state.payouts.structure is None  # a preview writes nothing
    tab.use_button.click()
    state = services.tournaments.state(tid)
    assert state.payouts.structure["method"] == "generator" and state.payouts.unit == 5_000
    figures = services.payouts.figures(tid)
    assert sum(figures.payout.prizes) == figures.pool.total
    assert not tab.use_button.isEnabled()
    shot(tab.window(), "payouts-generator")


def test_places_from_a_share_round_up_and_the_house_may_choose(
    make_window, services, director, cashier, tid
):
    """A share of the field rounds up to whole places by default (15 % of 17 = 2.55 pays 3;
    20 % of 17 = 3.4 pays 4); the house chooses another rounding where it sets the payout."""
    sell(services, cashier, tid, 17)
    tab = open_tab(make_window, director, tid)
    tab.method_combo.setCurrentIndex(1)  # the generator
    tab.places_spin.setValue(0)  # by share
    tab.share_spin.setValue(20)
    assert tab.rounding_combo.isEnabled() and tab.rounding_combo.currentData() == "up"
    assert len(cells(tab)) == 4
    tab.rounding_combo.setCurrentIndex(tab.rounding_combo.findData("down"))
    assert len(cells(tab)) == 3
    tab.use_button.click()
    state = services.tournaments.state(tid)
    assert state.payouts.structure["places_rounding"] == "down"
    assert "hacia abajo" in tab.payout_caption.text() or "down" in tab.payout_caption.text()
    tab.places_spin.setValue(5)
    assert not tab.rounding_combo.isEnabled()  # a number of places is not rounded


def test_save_a_house_table(make_window, services, director, cashier, tid, answers):
    sell(services, cashier, tid, 10)
    tab = open_tab(make_window, director, tid)
    tab.method_combo.setCurrentIndex(1)
    tab.share_spin.setValue(12.0)
    answers.texts.append("Casa 12 %")
    tab.save_table_button.click()
    assert not tab.error.isVisible(), tab.error.text()
    assert "Casa 12 %" in services.house.state().payout_tables
    assert tab.table_combo.findData("Casa 12 %") >= 0


def test_floor_is_refused_payout_changes(make_window, services, director, floor, cashier, tid):
    sell(services, cashier, tid, 6)
    tab = open_tab(make_window, floor, tid)
    tab.added_edit.setText("10.000")
    tab.apply_money_button.click()
    assert tab.error.isVisible() and "director" in tab.error.text()
    assert services.tournaments.state(tid).payouts.added == 0


def test_deal_dialog_computes_and_records(
    qtbot, make_window, services, director, floor, cashier, tid, answers
):
    sell(services, cashier, tid, 12)
    entries = sorted(services.registration.book(tid).entries)
    for entry_id in entries[3:]:
        services.registration.eliminate(floor, tid, entry_id)
    services.payouts.fix_prize_pool(director, tid)
    tab = open_tab(make_window, director, tid)
    assert tab.deal_button.isEnabled()
    dialog = DealDialog(services, tid, lambda: director, tab)
    qtbot.addWidget(dialog)
    assert not dialog.record_button.isEnabled()  # stacks not typed yet
    dialog.set_stacks([400_000, 250_000, 150_000])
    assert dialog.record_button.isEnabled()
    money_left = services.payouts.figures(tid).money_left
    assert dialog.deal.total == money_left
    # A "save" of 50.000 for second place, and player 3 gives 10.000 to player 1.
    dialog.play_amount_edit.setText("50.000")
    dialog.play_place_spin.setValue(2)
    dialog.table.item(0, CHANGE).setText("10.000")
    dialog.table.item(2, CHANGE).setText("-10.000")
    assert dialog.deal is not None, dialog.error.text()
    assert dialog.deal.total == money_left
    assert dialog.deal.left_to_play == ((2, 50_000),)
    assert dialog.table.item(0, AMOUNT).text().startswith("$")
    dialog.resize(1000, 560)
    dialog.show()
    shot(dialog, "deal-dialog")
    dialog.record_button.click()
    (deal,) = services.tournaments.state(tid).payouts.deals
    assert deal["deal"]["total"] == money_left and deal["endorsed"] is False
    assert "no lo respalda" in tab.deal_label.text()
    assert not tab.deal_button.isEnabled()


def test_deal_dialog_says_why_the_edits_are_refused(qtbot, services, director, floor, cashier, tid):
    sell(services, cashier, tid, 4)
    services.payouts.fix_prize_pool(director, tid)
    dialog = DealDialog(services, tid, lambda: director)
    qtbot.addWidget(dialog)
    dialog.set_stacks([10_000, 20_000, 30_000, 40_000])
    dialog.table.item(0, CHANGE).setText("5.000")  # not balanced by anyone
    assert dialog.deal is None and not dialog.error.isHidden()
    assert "0" in dialog.error.text()
    assert not dialog.record_button.isEnabled()


def test_print_the_payout_table_and_the_deal_sheet(
    make_window, services, director, floor, cashier, tid, monkeypatch
):
    from tournament_director.ui import print_adapter

    sent: list[tuple[str, bytes]] = []
    monkeypatch.setattr(print_adapter, "run_print_dialog", lambda printer, parent, title: True)

    def fake_print(pdf: bytes, printer) -> int:
        sent.append((printer.docName(), pdf))
        return 1

    monkeypatch.setattr(print_adapter, "print_pdf", fake_print)
    sell(services, cashier, tid, 4)
    tab = open_tab(make_window, director, tid)
    assert not tab.print_deal_button.isEnabled()  # no deal yet
    tab.print_table_button.click()
    assert sent[-1][0] == "Tabla de premios — Principal" and sent[-1][1].startswith(b"%PDF")
    services.payouts.fix_prize_pool(director, tid)
    left = [p.entry_id for p in services.payouts.players_left(tid)]
    stacks = dict(zip(left, [10_000, 20_000, 30_000, 40_000], strict=True))
    deal = services.payouts.compute_deal(tid, stacks, "chip_chop")
    services.payouts.record_deal(director, tid, deal)
    assert tab.print_deal_button.isEnabled()
    tab.print_deal_button.click()
    assert sent[-1][0] == "Acuerdo — Principal" and sent[-1][1].startswith(b"%PDF")

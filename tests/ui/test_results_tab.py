"""The Results tab: standings with their money, paying a prize (the receipt printed), a
refusal shown in words with nothing written, the workspace's tab order, and the house's tax
note in the Settings dialog."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tournament_director.domain import payout_state as ps
from tournament_director.domain.structure import ReEntryPolicy
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui.results_tab import PAID, PLACE, PayPrizeDialog, ResultsTab
from tournament_director.ui.settings_dialog import SettingsDialog

PRICE = 100_000


@pytest.fixture
def cashier(services, director):
    return services.house.create_operator(director, "Carla Caja", "cashier", "345678")


def field(services, director, cashier, players=4, start=True):
    """A tournament with no late registration, ``players`` entries in cash, the clock
    started (the field closed), the pool fixed, two places paid."""
    services.registration.rng = random.Random(3)
    services.seating.rng = random.Random(4)
    tid = services.tournaments.create(director, "Torneo de Prueba")
    base = import_json((resources_dir() / "structures" / "regular-20.json").read_text("utf-8"))
    services.clock.set_structure(
        director,
        tid,
        replace(
            base,
            table_size=6,
            late_registration_until_level=None,
            re_entry=ReEntryPolicy(allowed=False),
        ),
    )
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 1)
    services.registration.open_shift(cashier, tid)
    entries = []
    for n in range(1, players + 1):
        pid = services.players.create(
            cashier, f"Jugadora {n}", "DNI", str(20_000_000 + n), "Chile", "1990-01-01"
        ).player_id
        paid = services.registration.buy_entry(cashier, tid, pid, "cash", PRICE)[-1].payload
        entries.append(paid["entry_id"])
    services.payouts.choose_structure(
        director, tid, ps.structure_from_parts(ps.GENERATOR, places=2, unit=1_000)
    )
    if start:
        services.clock.start(director, tid)
        services.payouts.fix_prize_pool(director, tid)
    return tid, entries


@pytest.fixture
def printed(monkeypatch):
    """The print adapter's jobs, instead of a printer."""
    jobs: list[tuple[str, bytes]] = []

    def quietly(self, pdf, kind, title, parent=None):
        jobs.append((title, pdf))
        return True

    from tournament_director.ui import print_adapter

    monkeypatch.setattr(print_adapter.PrintAdapter, "print_quietly", quietly)
    monkeypatch.setattr(print_adapter.PrintAdapter, "print_document", quietly)
    return jobs


def cell(tab: ResultsTab, row: int, column: int) -> str:
    return tab.model.data(tab.model.index(row, column))


def row_of(tab: ResultsTab, entry_id: int) -> int:
    return next(i for i, r in enumerate(tab.rows) if r.entry_id == entry_id)


def test_pay_a_prize_from_the_tab(
    qtbot, services, director, cashier, floor, settings, answers, printed
):
    tid, entries = field(services, director, cashier)
    for entry_id in entries[:3]:
        services.registration.eliminate(floor, tid, entry_id)
    tab = ResultsTab(services, tid, lambda: cashier, settings)
    qtbot.addWidget(tab)
    assert "Jugadora 4" in tab.banner.text()  # the winner, once over
    second = entries[2]
    i = row_of(tab, second)
    assert cell(tab, i, PLACE) == "2"
    assert cell(tab, i, PAID) == tab.tr("not paid")
    tab.table.selectRow(i)
    assert tab.pay_button.isEnabled() and not tab.reprint_button.isEnabled()
    dialog = tab.pay_dialog(tab.selected_row())
    assert isinstance(dialog, PayPrizeDialog)
    qtbot.addWidget(dialog)
    due = dialog.due
    dialog.on_buttons_accepted()
    assert dialog.result() == PayPrizeDialog.DialogCode.Accepted
    state = services.tournaments.state(tid)
    payment = state.prizes.paid(second)
    assert payment is not None and payment.amount == due and payment.method == "cash"
    assert state.book.shift_expected(1)["cash"] == 4 * PRICE - due
    # Committed, then shown; the receipt printed without asking (automatic by default).
    i = row_of(tab, second)
    assert cell(tab, i, PAID) == tab.tr("No. {n} · {method}").format(n=1, method=tab.tr("Cash"))
    assert [title for title, _ in printed] == [tab.tr("Prize receipt")]
    assert printed[0][1].startswith(b"%PDF")
    tab.table.selectRow(i)
    assert tab.reprint_button.isEnabled() and not tab.pay_button.isEnabled()
    tab.on_reprint_clicked()
    assert len(printed) == 2


def test_refusal_shown_and_nothing_written(qtbot, services, director, cashier, floor, settings):
    tid, entries = field(services, director, cashier)
    for entry_id in entries[:3]:
        services.registration.eliminate(floor, tid, entry_id)
    tab = ResultsTab(services, tid, lambda: cashier, settings)
    qtbot.addWidget(tab)
    tab.auto_print_box.setChecked(False)
    dialog = tab.pay_dialog(tab.rows[row_of(tab, entries[2])])
    qtbot.addWidget(dialog)
    before = len(services.tournaments.events(tid))
    dialog.amount.setText("1.000")  # not the prize
    dialog.on_buttons_accepted()
    assert dialog.result() != PayPrizeDialog.DialogCode.Accepted
    assert "no $ 1.000" in dialog.error.text()  # the refusal, in the room's language
    assert dialog.error.isVisibleTo(dialog)
    assert len(services.tournaments.events(tid)) == before
    # No prize for the fourth place: said in the tab, no dialog.
    assert tab.pay_dialog(tab.rows[row_of(tab, entries[0])]) is None
    assert "no tiene premio" in tab.error.text()
    assert len(services.tournaments.events(tid)) == before


def test_provisional_banner_while_the_field_is_open(qtbot, services, director, cashier, floor):
    tid, entries = field(services, director, cashier, start=False)
    tab = ResultsTab(services, tid, lambda: director)
    qtbot.addWidget(tab)
    assert tab.model.rowCount() == len(entries)
    assert tab.tr("Provisional:") in tab.banner.text()
    tab.table.selectRow(0)
    assert not tab.pay_button.isEnabled()


def test_the_results_tab_follows_the_payouts_tab(make_window, services, director):
    from tournament_director.ui.workspace import TournamentWorkspace

    assert TournamentWorkspace.RESULTS == TournamentWorkspace.PAYOUTS + 1
    assert TournamentWorkspace.LOG == TournamentWorkspace.RESULTS + 1


def test_tax_note_set_in_settings(qtbot, services, director, settings):
    dialog = SettingsDialog(services, director, settings)
    qtbot.addWidget(dialog)
    assert dialog.tax_note.text() == ""  # none by default
    dialog.tax_note.setText("  Sujeto a   retención de impuestos.  ")
    dialog.on_buttons_accepted()
    assert services.house.state().prize_tax_note == "Sujeto a retención de impuestos."

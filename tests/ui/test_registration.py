"""The registration desk through the tab: find or create a player, sell with Enter, the
receipt and seat ticket printed through the adapter, refusals said inline with nothing
recorded, the cashier's shift, the waiting list, reprints and cancellations."""

from __future__ import annotations

import subprocess
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from tournament_director.domain.errors import Refused
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui import print_adapter
from tournament_director.ui.entries_model import EntriesTableModel

PRICE = 100_000


def structure(table_size: int = 9):
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    return replace(import_json(text), table_size=table_size)


def pdf_text(tmp_path, pdf: bytes) -> str:
    path = tmp_path / "printed.pdf"
    path.write_bytes(pdf)
    done = subprocess.run(
        ["pdftotext", "-layout", "-enc", "UTF-8", str(path), "-"],
        capture_output=True,
        check=True,
        timeout=60,
    )
    return " ".join(done.stdout.decode("utf-8").split())


@pytest.fixture
def printed(monkeypatch) -> list[tuple[str, bytes]]:
    """Every document sent to a printer: (its title, the PDF)."""
    sent: list[tuple[str, bytes]] = []
    monkeypatch.setattr(print_adapter, "run_print_dialog", lambda printer, parent, title: True)

    def fake_print(pdf: bytes, printer) -> int:
        sent.append((printer.docName(), pdf))
        return 1

    monkeypatch.setattr(print_adapter, "print_pdf", fake_print)
    return sent


@pytest.fixture
def cashier(services, director):
    return services.house.create_operator(director, "Caja Marta", "cashier", "876543")


@pytest.fixture
def tid(services, director):
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, structure())
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 1)
    return tid


def person(services, actor, n, name=None, born="1990-04-01"):
    return services.players.create(
        actor, name or f"Jugador {n}", "DNI", str(30_000_000 + n), "Chile", born
    )


def open_tab(make_window, operator, tid):
    workspace = make_window(operator).open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.registration_tab)
    return workspace.registration_tab


def sell_by_typing(qtbot, tab, text: str) -> None:
    tab.search.edit.clear()
    qtbot.keyClicks(tab.search.edit, text)
    qtbot.keyClick(tab.search.edit, Qt.Key.Key_Return)


def rows(tab) -> list[list[str]]:
    proxy = tab.proxy
    return [
        [str(proxy.data(proxy.index(r, c))) for c in range(proxy.columnCount())]
        for r in range(proxy.rowCount())
    ]


def test_create_a_player_and_sell_with_enter(
    qtbot, make_window, services, cashier, tid, printed, tmp_path
):
    tab = open_tab(make_window, cashier, tid)
    tab.cashier_panel.float_edit.setText("200.000")
    tab.cashier_panel.open_button.click()
    assert services.registration.book(tid).open_shift_of(cashier.id).opening_float == 200_000

    qtbot.keyClicks(tab.search.edit, "Carla")
    assert tab.search.results.count() == 0
    dialog = tab.new_player_dialog()
    assert dialog.name_edit.text() == "Carla"  # what was typed is not typed again
    dialog.name_edit.setText("Carla Núñez")
    qtbot.keyClicks(dialog.document_edit, "30111222")
    dialog.nationality_combo.setCurrentText("Argentina")
    qtbot.keyClicks(dialog.birth_edit, "31051985")
    dialog.on_buttons_accepted()
    assert dialog.result() == dialog.DialogCode.Accepted
    tab.search.show_record(dialog.record)
    assert tab.search.current_record().name == "Carla Núñez"

    qtbot.keyClick(tab.search.edit, Qt.Key.Key_Return)  # Enter sells

    book = services.registration.book(tid)
    (entry,) = book.entries.values()
    (purchase,) = book.purchases.values()
    assert (purchase.method, purchase.amount) == ("cash", PRICE)
    assert tab.form_error.isHidden()
    assert f"mesa {entry.table}, asiento {entry.seat}" in tab.last_sale_label.text()
    (row,) = rows(tab)
    assert row[EntriesTableModel.PLAYER] == "Carla Núñez"
    assert row[EntriesTableModel.SEAT] == f"{entry.table} - {entry.seat}"
    assert row[EntriesTableModel.PAID] == "$ 100.000"
    assert row[EntriesTableModel.METHOD] == "Efectivo"
    assert tab.search.edit.text() == ""  # ready for the next player

    (receipt_title, receipt), (ticket_title, ticket) = printed
    assert receipt_title == "Comprobante" and ticket_title == "Ticket de asiento"
    text = pdf_text(tmp_path, receipt)
    assert "Carla Núñez" in text and "$ 100.000" in text and "COPIA" not in text
    assert "Carla Núñez" in pdf_text(tmp_path, ticket)
    # the clock's facts come from the book
    workspace = tab.parent()
    while not hasattr(workspace, "clock_tab"):
        workspace = workspace.parent()
    assert workspace.clock_tab.panel.fact("players") == "1 / 1"
    assert workspace.clock_tab.panel.fact("prize_pool") == "$ 80.000"


def test_card_payment_and_two_copies(qtbot, make_window, services, director, tid, printed):
    services.registration.open_shift(director, tid)
    person(services, director, 1, "Ana Pérez")
    tab = open_tab(make_window, director, tid)
    tab.two_copies_box.setChecked(True)
    tab.method_combo.setCurrentIndex(tab.method_combo.findData("card"))
    sell_by_typing(qtbot, tab, "ana per")
    assert [p.method for p in services.registration.book(tid).purchases.values()] == ["card"]
    assert tab.method_combo.currentData() == "cash"  # back to cash for the next player
    assert tab.settings.receipt_copies == 2
    assert printed[0][1].count(b"/Type /Page\n") + printed[0][1].count(b"/Type /Page ") >= 1


@pytest.mark.parametrize("case", ["under_18", "excluded", "staff", "duplicate", "amount"])
def test_each_refusal_is_shown_and_nothing_recorded(
    qtbot, make_window, services, director, tid, printed, case
):
    services.registration.open_shift(director, tid)
    record = person(services, director, 1, "Zoe Prueba")
    if case == "under_18":
        record = person(services, director, 2, "Nino Menor", born="2015-01-01")
    elif case == "excluded":
        services.players.exclude(director, record.document, record.name)
    elif case == "staff":
        services.players.add_staff(director, record.document, record.name)
    elif case == "duplicate":
        services.registration.buy_entry(director, tid, record.player_id, "cash", PRICE)
    tab = open_tab(make_window, director, tid)
    if case == "amount":
        tab.amount_edit.setText("90.000")
    before = len(services.tournaments.events(tid))

    sell_by_typing(qtbot, tab, record.name)

    assert len(services.tournaments.events(tid)) == before
    assert tab.form_error.isVisible()
    with pytest.raises(Refused) as refusal:
        amount = 90_000 if case == "amount" else PRICE
        services.registration.buy_entry(director, tid, record.player_id, "cash", amount)
    assert tab.form_error.text() == refusal.value.message
    assert tab.search.edit.text() == record.name  # kept, so the desk can read and fix
    assert printed == []


def test_cashier_closes_with_a_difference(qtbot, make_window, services, cashier, tid, printed):
    tab = open_tab(make_window, cashier, tid)
    panel = tab.cashier_panel
    panel.float_edit.setText("200000")
    qtbot.keyClick(panel.float_edit, Qt.Key.Key_Return)
    person(services, cashier, 1, "Ana Uno")
    person(services, cashier, 2, "Beto Dos")
    sell_by_typing(qtbot, tab, "Ana Uno")
    tab.method_combo.setCurrentIndex(tab.method_combo.findData("card"))
    sell_by_typing(qtbot, tab, "Beto Dos")
    assert panel.expected_labels["cash"].text() == "$ 300.000"
    assert panel.expected_labels["card"].text() == "$ 100.000"

    panel.counted_edits["cash"].setText("290.000")
    panel.counted_edits["card"].setText("100.000")
    panel.close_button.click()

    shift = services.registration.book(tid).shifts[1]
    assert shift.differences["cash"] == -10_000 and shift.differences["card"] == 0
    assert panel.difference_labels["cash"].text() == "-$ 10.000"
    assert panel.difference_labels["card"].text() == "✓"
    assert "diferencia -$ 10.000" in panel.status_label.text()
    assert panel.open_button.isVisible()
    panel.report_button.click()
    assert printed[-1][0].startswith("Turno de caja 1")


def test_waiting_list_when_full(qtbot, make_window, services, director, tid, printed, tmp_path):
    services.clock.set_structure(director, tid, structure(table_size=6))
    services.registration.open_shift(director, tid)
    for n in range(1, 7):
        record = person(services, director, n, f"Jugador {n}")
        services.registration.buy_entry(director, tid, record.player_id, "cash", PRICE)
    person(services, director, 7, "Esperanza Siete")
    tab = open_tab(make_window, director, tid)

    sell_by_typing(qtbot, tab, "Esperanza")
    assert "6" in tab.form_error.text() and len(services.registration.book(tid).entries) == 6
    tab.join_waiting_button.click()
    assert [w.name for w in services.registration.book(tid).waiting] == ["Esperanza Siete"]
    assert tab.waiting_panel.list.item(0).text().startswith("1. Esperanza Siete")
    ((_title, ticket),) = printed
    assert "Esperanza Siete" in pdf_text(tmp_path, ticket)

    # a seat opens: the first in line buys it
    services.registration.eliminate(director, tid, 1)
    sell_by_typing(qtbot, tab, "Esperanza")
    assert tab.form_error.isHidden()
    assert services.registration.book(tid).waiting == []
    assert tab.waiting_panel.list.count() == 0


def test_reprint_is_marked_copy(qtbot, make_window, services, director, tid, printed, tmp_path):
    services.registration.open_shift(director, tid)
    person(services, director, 1, "Ana Uno")
    tab = open_tab(make_window, director, tid)
    sell_by_typing(qtbot, tab, "Ana Uno")
    printed.clear()
    tab.table.selectRow(0)
    tab.reprint_receipt()
    ((_title, pdf),) = printed
    assert "COPIA" in pdf_text(tmp_path, pdf)


def test_cancel_is_for_a_director(
    qtbot, make_window, services, director, cashier, tid, printed, answers
):
    services.registration.open_shift(cashier, tid)
    record = person(services, cashier, 1, "Ana Uno")
    services.registration.buy_entry(cashier, tid, record.player_id, "cash", PRICE)
    tab = open_tab(make_window, cashier, tid)
    tab.table.selectRow(0)
    answers.texts = ["Se equivocó de torneo"]
    tab.cancel_entry()
    assert tab.form_error.isVisible()
    assert services.registration.book(tid).entries[1].status == "active"

    tab = open_tab(make_window, director, tid)
    tab.table.selectRow(0)
    answers.texts = ["Se equivocó de torneo"]
    tab.cancel_entry()
    assert services.registration.book(tid).entries[1].status == "cancelled"
    assert tab.form_error.isHidden()
    assert rows(tab)[0][EntriesTableModel.STATUS] == "Anulada, reembolsada"
    assert "$ 100.000" in tab.last_sale_label.text()


def test_filters(qtbot, make_window, services, director, tid, printed):
    services.clock.set_structure(director, tid, structure())
    services.registration.set_tables(director, tid, 2)
    services.registration.open_shift(director, tid)
    for n, method in enumerate(["cash", "card", "cash", "voucher"], start=1):
        record = person(services, director, n, f"Persona {n}")
        services.registration.buy_entry(director, tid, record.player_id, method, PRICE)
    tab = open_tab(make_window, director, tid)
    assert tab.count_label.text() == "4 inscripciones"
    tab.method_filter.setCurrentIndex(tab.method_filter.findData("cash"))
    assert sorted(r[EntriesTableModel.PLAYER] for r in rows(tab)) == ["Persona 1", "Persona 3"]
    tab.filter_edit.setText("persona 30000003")
    assert [r[EntriesTableModel.PLAYER] for r in rows(tab)] == ["Persona 3"]
    assert tab.count_label.text() == "1 de 4"

"""A desk without a printer: every paper is kept as a PDF in the tournament's folder without
a dialog, named by what it is (receipt, seat ticket, the entry, the player's document, COPIA
for a reprint), never over another, readable by the user alone; the operator is told once
where papers go, with a way to open the folder, and the status bar names each file."""

from __future__ import annotations

import stat
from dataclasses import replace

import pytest

from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.services import papers
from tournament_director.ui import print_adapter


def mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_papers_are_named_by_what_they_are_and_never_overwritten(tmp_path):
    folder = papers.tournament_folder(tmp_path, 12, "Torneo Aniversario: día 1/2")
    assert folder == tmp_path / "papers" / "12-Torneo-Aniversario-día-1-2"
    name = papers.paper_name(
        "receipt", "es", entry_id=62, document_type="RUT", document="123456785"
    )
    assert name == "comprobante-entrada-62-RUT-12345678-5"
    assert (
        papers.paper_name(
            "seat_ticket", "en", entry_id=62, document_type="RUT", document="123456785", copy=True
        )
        == "seat-ticket-entry-62-RUT-12345678-5-COPY"
    )
    first = papers.save_paper(folder, name, b"%PDF-1 first")
    second = papers.save_paper(folder, name, b"%PDF-1 second")
    assert first.name == "comprobante-entrada-62-RUT-12345678-5.pdf"
    assert second.name == "comprobante-entrada-62-RUT-12345678-5-2.pdf"
    assert first.read_bytes() == b"%PDF-1 first"  # the first paper is still there
    assert mode(first) == 0o600 and mode(folder) == 0o700 and mode(folder.parent) == 0o700


@pytest.fixture
def no_printer(monkeypatch):
    """No printer on this PC: a print dialog would be a failure; the first-time message is
    recorded (and asks to open the folder), and so is the folder opened."""
    told: list[tuple[str, str]] = []
    opened: list = []
    monkeypatch.setattr(print_adapter, "installed_printers", lambda: [])

    def no_dialog(*_args):
        raise AssertionError("a print dialog was opened with no printer installed")

    def tell(_parent, folder, example):
        told.append((str(folder), example))
        return True

    monkeypatch.setattr(print_adapter, "run_print_dialog", no_dialog)
    monkeypatch.setattr(print_adapter, "ask_save_path", no_dialog)
    monkeypatch.setattr(print_adapter, "tell_papers_folder", tell)
    monkeypatch.setattr(print_adapter, "open_folder", opened.append)
    return told, opened


def test_sales_without_a_printer_keep_each_paper_in_the_tournaments_folder(
    qtbot, services, director, make_window, settings, no_printer
):
    told, opened = no_printer
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, replace(import_json(text), table_size=9))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 2)
    services.registration.open_shift(director, tid)
    ana = services.players.create(director, "Ana Soto", "RUT", "123456785", "Chile", "1980-01-01")
    luis = services.players.create(
        director, "Luis Paz", "DNI", "30111222", "Argentina", "1981-01-01"
    )
    window = make_window(director)
    workspace = window.open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.registration_tab)
    tab = workspace.registration_tab
    tab.auto_print_box.setChecked(True)

    assert tab.sell(ana.player_id)
    folder = settings.data_dir / "papers" / f"{tid}-Principal"
    assert sorted(p.name for p in folder.iterdir()) == [
        "comprobante-entrada-1-RUT-12345678-5.pdf",
        "ticket-asiento-entrada-1-RUT-12345678-5.pdf",
    ]
    assert told == [(str(folder), "comprobante-entrada-1-RUT-12345678-5.pdf")]  # said once
    assert opened == [folder]  # the operator asked to open it
    assert "ticket-asiento-entrada-1-RUT-12345678-5.pdf" in window.statusBar().currentMessage()

    assert tab.sell(luis.player_id)
    tab.select_entry(1)
    tab.reprint_receipt()
    tab.reprint_receipt()
    names = sorted(p.name for p in folder.iterdir())
    assert names == [
        "comprobante-entrada-1-RUT-12345678-5-COPIA-2.pdf",
        "comprobante-entrada-1-RUT-12345678-5-COPIA.pdf",
        "comprobante-entrada-1-RUT-12345678-5.pdf",
        "comprobante-entrada-2-DNI-30111222.pdf",
        "ticket-asiento-entrada-1-RUT-12345678-5.pdf",
        "ticket-asiento-entrada-2-DNI-30111222.pdf",
    ]
    assert len(told) == 1  # not told again
    for path in folder.iterdir():
        assert path.read_bytes().startswith(b"%PDF") and mode(path) == 0o600
    assert mode(folder) == 0o700

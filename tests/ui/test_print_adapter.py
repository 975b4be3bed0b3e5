"""The Qt print adapter: PDF output without CUPS, Save as PDF/CSV, remembered printers."""

from __future__ import annotations

import dataclasses
import subprocess
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter

from tournament_director.printing.documents import (
    EntryKind,
    Paper,
    Receipt,
    RegisterReport,
    RegisterRow,
    SeatTicket,
)
from tournament_director.printing.reports import register_csv, render_register
from tournament_director.printing.tickets import render_receipt, render_seat_tickets
from tournament_director.ui import print_adapter
from tournament_director.ui.print_adapter import (
    DocumentKind,
    PrintAdapter,
    PrinterMemory,
    PrintError,
    print_pdf,
)

WHEN = datetime(2026, 11, 25, 21, 7)
RECEIPT = Receipt(
    house="Casino Enjoy Viña del Mar",
    tournament="Torneo Semanal",
    tournament_id="T42",
    entry_id="E57",
    entry_number=57,
    seq=1234,
    event_hash="3f9a1c07b2d4e5f6",
    kind=EntryKind.REGISTRATION,
    currency="CLP",
    amount=50000,
    prize_pool=45000,
    fee=5000,
    staff_fee=0,
    payment_method="cash",
    player_name="José Ñúñez Peña",
    player_document="12.345.678-9",
    operator="Ana Director",
    time=WHEN,
)
TICKET = SeatTicket(
    house="Casino", tournament="Torneo", tournament_id="T42", entry_id="E1",
    player_name="Camila Rojas", table="4", seat=2, time=WHEN,
)  # fmt: skip


def _pdf_printer(path: Path) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    return printer


def _pages(path: Path) -> list[tuple[float, float]]:
    document = QPdfDocument()
    assert document.load(str(path)) == QPdfDocument.Error.None_
    sizes = [document.pagePointSize(i) for i in range(document.pageCount())]
    document.close()
    return [(size.width(), size.height()) for size in sizes]


def test_print_to_pdf_printer_keeps_the_page_count_and_sizes(qapp, tmp_path: Path) -> None:
    out = tmp_path / "printed.pdf"
    receipt = render_receipt(RECEIPT, "es", copies=2)
    assert print_pdf(receipt, _pdf_printer(out)) == 2
    pages = _pages(out)
    assert len(pages) == 2
    assert pages[0][0] == pytest.approx(226.77, abs=1.5)  # 80 mm
    tickets = render_seat_tickets([dataclasses.replace(TICKET, seat=s) for s in range(1, 6)])
    out2 = tmp_path / "tickets.pdf"
    assert print_pdf(tickets, _pdf_printer(out2)) == 5
    assert len(_pages(out2)) == 5
    a4 = tmp_path / "a4.pdf"
    print_pdf(render_receipt(RECEIPT, paper=Paper.A4), _pdf_printer(a4))
    assert _pages(a4)[0] == pytest.approx((595.3, 841.9), abs=1.5)


def test_printed_pages_carry_the_ink(qapp, tmp_path: Path) -> None:
    """What reaches the printer is the receipt, QR code included (it still decodes)."""
    out = tmp_path / "printed.pdf"
    print_pdf(render_receipt(RECEIPT), _pdf_printer(out))
    subprocess.run(["pdftoppm", "-r", "150", "-png", str(out), str(tmp_path / "p")], check=True)
    decoded = subprocess.run(
        ["zbarimg", "--quiet", "--raw", str(tmp_path / "p-1.png")],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.split()
    assert decoded == [RECEIPT.qr_payload]


def test_a_damaged_pdf_is_refused_in_words(qapp, tmp_path: Path) -> None:
    with pytest.raises(PrintError, match="PDF"):
        print_pdf(b"not a pdf", _pdf_printer(tmp_path / "x.pdf"))


def test_remembered_printer_per_kind_round_trips(qapp, tmp_path: Path) -> None:
    memory = PrinterMemory(tmp_path)
    assert memory.printer_for(DocumentKind.RECEIPT) is None
    memory.remember(DocumentKind.RECEIPT, "Thermal 80")
    memory.remember(DocumentKind.REPORT, "Office A4")
    again = PrinterMemory(tmp_path)  # as after a restart
    assert again.printer_for(DocumentKind.RECEIPT) == "Thermal 80"
    assert again.printer_for(DocumentKind.REPORT) == "Office A4"
    assert again.printer_for(DocumentKind.SEAT_TICKET) is None
    assert "Thermal 80" in (tmp_path / "console.ini").read_text()


def test_print_dialog_choice_is_remembered(qapp, tmp_path: Path, monkeypatch) -> None:
    out = tmp_path / "dialog.pdf"
    seen: list[str] = []

    def answer(printer: QPrinter, _parent, title: str) -> bool:
        seen.append(title)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        return True

    monkeypatch.setattr(print_adapter, "run_print_dialog", answer)
    adapter = PrintAdapter(tmp_path)
    assert adapter.print_document(render_receipt(RECEIPT), DocumentKind.RECEIPT, "Recibo 57")
    assert seen == ["Imprimir: Recibo 57"]
    assert len(_pages(out)) == 1
    # printing to a file is not a printer worth remembering
    assert adapter.memory.printer_for(DocumentKind.RECEIPT) is None
    monkeypatch.setattr(print_adapter, "run_print_dialog", lambda *_: False)
    assert not adapter.print_document(render_receipt(RECEIPT), DocumentKind.RECEIPT, "Recibo")


def test_save_as_pdf_and_csv(qapp, tmp_path: Path, monkeypatch) -> None:
    asked: list[tuple[str, str, str]] = []
    target = tmp_path / "out" / "registro"
    target.parent.mkdir()

    def answer(_parent, title: str, suggested: str, file_filter: str) -> str:
        asked.append((title, suggested, file_filter))
        return str(target)

    monkeypatch.setattr(print_adapter, "ask_save_path", answer)
    adapter = PrintAdapter(tmp_path)
    report = RegisterReport(
        house="Casino",
        tournament="Torneo",
        currency="CLP",
        printed_at=WHEN,
        rows=(
            RegisterRow(1, WHEN, "José", "1-9", "Chilena", "registration", 50000, "cash", "Ana"),
        ),
    )
    saved = adapter.save_pdf(render_register(report), "Registro: Torneo/Semanal")
    assert saved == target.with_name("registro.pdf")
    assert saved.read_bytes().startswith(b"%PDF")
    assert asked[0][0] == "Guardar como PDF"
    assert asked[0][1].endswith("Registro_ Torneo_Semanal.pdf")
    csv_path = adapter.save_csv(register_csv(report), "registro")
    assert csv_path.suffix == ".csv"
    assert csv_path.read_bytes().startswith(b"\xef\xbb\xbf")
    assert "José" in csv_path.read_text(encoding="utf-8-sig")
    # the next save starts in the folder used last
    adapter.save_pdf(b"%PDF-1.4", "otro")
    assert asked[-1][1].startswith(str(target.parent))
    monkeypatch.setattr(print_adapter, "ask_save_path", lambda *_: "")
    assert adapter.save_pdf(b"%PDF", "x") is None

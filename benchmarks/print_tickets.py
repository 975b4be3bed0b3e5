"""Seat tickets rendered into one PDF (a whole field's draw): seconds, tickets per second, size.

Run: .venv/bin/python benchmarks/print_tickets.py [--tickets N] [--paper roll80|a4]
     [--qt]  (also time sending the PDF to a QPrinter in PDF mode, as the console prints)
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine

from tournament_director.printing.documents import Paper, SeatTicket
from tournament_director.printing.text import register_fonts
from tournament_director.printing.tickets import render_seat_tickets

NAMES = ["José Ñúñez Peña", "Дмитрий Ковалёв", "Ana María O'Higgins", "Νίκος Παπαδόπουλος"]


def tickets(count: int) -> list[SeatTicket]:
    when = datetime(2026, 11, 25, 19, 0)
    return [
        SeatTicket(
            house="Casino Enjoy Viña del Mar",
            tournament="Torneo Semanal Deep Stack",
            tournament_id="T42",
            entry_id=f"E{i:05d}",
            player_name=f"{NAMES[i % len(NAMES)]} {i}",
            table=str(i // 9 + 1),
            seat=i % 9 + 1,
            time=when,
            chips=20000,
        )
        for i in range(count)
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tickets", type=int, default=1000)
    parser.add_argument("--paper", choices=[p.value for p in Paper], default=Paper.ROLL_80.value)
    parser.add_argument("--qt", action="store_true", help="also print through the Qt adapter")
    args = parser.parse_args()
    batch = tickets(args.tickets)
    register_fonts()  # once per process; not part of a print job's cost
    start = time.perf_counter()
    pdf = render_seat_tickets(batch, "es", paper=Paper(args.paper))
    elapsed = time.perf_counter() - start
    print(f"machine: {machine()}")
    print(
        f"{args.tickets} seat tickets ({args.paper}) into one PDF: {elapsed:.2f} s = "
        f"{args.tickets / elapsed:,.0f} tickets per second; "
        f"{len(pdf) / 1024:,.0f} KiB ({len(pdf) / args.tickets / 1024:.2f} KiB per ticket)"
    )
    if args.qt:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtPrintSupport import QPrinter
        from PySide6.QtWidgets import QApplication

        from tournament_director.ui.print_adapter import print_pdf

        app = QApplication.instance() or QApplication([])
        with tempfile.TemporaryDirectory() as tmp:
            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            printer.setOutputFileName(str(Path(tmp) / "out.pdf"))
            start = time.perf_counter()
            pages = print_pdf(pdf, printer)
            elapsed = time.perf_counter() - start
        print(
            f"sent to a QPrinter (PDF mode, rendered at 300 dpi): {pages} pages in "
            f"{elapsed:.2f} s = {pages / elapsed:,.1f} pages per second"
        )
        del app


if __name__ == "__main__":
    main()

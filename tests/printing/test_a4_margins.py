"""Nothing on an A4 paper runs into the page's 15 mm margins (a table wider than the frame was
cut by printers that cannot print to the edge): read from the pixels, in both languages."""

from __future__ import annotations

from datetime import timedelta

import pytest
from test_deal_sheet import deal_sheet
from test_reports import NAMES, START, _register, _shift
from test_results_sheet import sheet

from tournament_director.printing.documents import WaitingListReport, WaitingRow
from tournament_director.printing.payout_documents import render_deal_sheet
from tournament_director.printing.prize_documents import (
    RegulatorFigure,
    RegulatorTable,
    ResultLine,
    render_regulator_table,
    render_results_sheet,
)
from tournament_director.printing.reports import (
    render_cashier_shift,
    render_register,
    render_waiting_list,
)

DPI = 100
MARGIN_MM = 15 - 0.5  # the header's and footer's rules end at the margin; half a line's width


def waiting_list(language: str) -> bytes:
    rows = tuple(
        WaitingRow(i + 1, NAMES[i % 4], START + timedelta(minutes=i), f"PASAPORTE X{i}", "nota")
        for i in range(12)
    )
    return render_waiting_list(WaitingListReport("Casino", "Torneo", START, rows), language)


def regulator(language: str) -> bytes:
    lines = tuple(
        ResultLine(n, NAMES[n % 4], f"DNI {n}", "eliminated", 100_000, (n, n + 1) if n == 2 else ())
        for n in range(1, 10)
    )
    figures = (RegulatorFigure("Inscripciones", 1_234, money=False),)
    table = RegulatorTable("Casino", "Torneo", "CLP", "x", "26/11/2026", figures, lines)
    return render_regulator_table(table, language)


PAPERS = {
    "register": lambda language: render_register(_register(30), language),
    "waiting list": waiting_list,
    "cashier shift": lambda language: render_cashier_shift(_shift(2_145_000), language),
    "results sheet": lambda language: render_results_sheet(sheet(40), language),
    "regulator's table": regulator,
    "deal sheet": lambda language: render_deal_sheet(deal_sheet(), language),
}


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("name", sorted(PAPERS))
def test_nothing_in_the_margins(pdf, name, language):
    for width, height, pixels in pdf.gray(PAPERS[name](language), DPI):
        margin = round(MARGIN_MM * DPI / 25.4)
        for y in range(height):
            row = pixels[y * width : (y + 1) * width]
            assert min(row[:margin]) > 200 and min(row[width - margin :]) > 200, (name, y)

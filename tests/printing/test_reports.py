"""A4 reports with header and footer on every page, and their CSV twins."""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from datetime import datetime, timedelta

import pytest
from printing_samples import CYRILLIC_NAME, LONG_NAME, PdfTools

from tournament_director.printing.documents import (
    CashierShiftReport,
    EntryKind,
    RegisterReport,
    RegisterRow,
    ShiftMethodLine,
    WaitingListReport,
    WaitingRow,
)
from tournament_director.printing.reports import (
    CSV_ENCODING,
    cashier_shift_csv,
    register_csv,
    render_cashier_shift,
    render_register,
    render_waiting_list,
    waiting_list_csv,
)

START = datetime(2026, 11, 25, 19, 0)
NAMES = ["José Ñúñez Peña", CYRILLIC_NAME, LONG_NAME, "Ana María O'Higgins", "=HYPERLINK(1)"]
KINDS = list(EntryKind)


def _register(count: int) -> RegisterReport:
    rows = tuple(
        RegisterRow(
            entry_number=i + 1,
            time=START + timedelta(minutes=2 * i),
            player_name=NAMES[i % len(NAMES)],
            player_document=f"{10 + i}.345.678-{i % 10}",
            nationality="Chilena",
            kind=KINDS[i % len(KINDS)],
            amount=20000 if KINDS[i % len(KINDS)] is EntryKind.ADDON else 50000,
            payment_method=("cash", "card", "transfer")[i % 3],
            operator="Ana Director",
        )
        for i in range(count)
    )
    return RegisterReport(
        house="Casino Enjoy Viña del Mar",
        tournament="Torneo Semanal Deep Stack",
        currency="CLP",
        printed_at=datetime(2026, 11, 25, 23, 5),
        rows=rows,
    )


def test_register_spans_pages_with_header_and_footer(pdf: PdfTools) -> None:
    report = _register(120)
    document = render_register(report, "es")
    pages = pdf.page_count(document)
    assert pages > 2
    for page in range(1, pages + 1):
        text = pdf.text(document, page=page)
        assert "Casino Enjoy Viña del Mar" in text
        assert "Torneo Semanal Deep Stack" in text
        assert "Registro de inscripciones" in text
        assert f"Página {page} de {pages}" in text
        assert "Impreso el 25/11/2026 23:05" in text
        if page < pages:  # the last page may hold only the totals
            assert "Jugador" in text  # the column heads repeat on every page
    whole = pdf.text(document)
    for number in range(1, 121):
        assert f"\n{number} " in whole or f" {number} " in whole
    assert "José Ñúñez Peña" in whole and CYRILLIC_NAME in whole
    assert "-$ 50.000" in whole  # refunds subtract
    # 20 of each kind: 100 × 50.000 + 20 × 20.000 - 20 × 50.000
    last = " ".join(pdf.text(document, page=pages).split())
    assert "$ 3.400.000" in last
    # Entries net as the money is: 100 sold (20 of each kind), 20 refunded, 80 standing.
    assert "Devolución -20 -$ 1.000.000" in last and "Total neto 80 $ 3.400.000" in last


def test_register_in_english_and_empty(pdf: PdfTools) -> None:
    text = pdf.text(render_register(_register(6), "en"))
    for expected in ("Registration register", "Page 1 of 1", "Late registration", "Net total"):
        assert expected in text
    assert "Sin inscripciones." in pdf.text(render_register(_register(0), "es"))


def test_register_csv() -> None:
    text = register_csv(_register(6), "es")
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == [
        "N.º", "Fecha/hora", "Jugador", "Documento", "Nacionalidad", "Tipo", "Monto", "Moneda",
        "Medio de pago", "Operador",
    ]  # fmt: skip
    assert rows[1] == [
        "1", "25/11/2026 19:00", "José Ñúñez Peña", "10.345.678-0", "Chilena", "Inscripción",
        "50000", "CLP", "Efectivo", "Ana Director",
    ]  # fmt: skip
    assert rows[5][2] == "'=HYPERLINK(1)"  # never a formula in a spreadsheet
    assert rows[6][5] == "Devolución" and rows[6][6] == "-50000"
    assert len(rows) == 7
    assert text.encode(CSV_ENCODING).startswith(b"\xef\xbb\xbf")
    semicolons = register_csv(_register(2), "en", delimiter=";")
    assert semicolons.splitlines()[0].startswith("No.;Date/time;Player")


def test_waiting_list(pdf: PdfTools) -> None:
    report = WaitingListReport(
        house="Casino",
        tournament="Torneo",
        printed_at=START,
        rows=tuple(
            WaitingRow(i + 1, NAMES[i % 4], START + timedelta(minutes=i), f"DOC{i}", "mesa final")
            for i in range(70)
        ),
    )
    document = render_waiting_list(report, "es")
    pages = pdf.page_count(document)
    assert pages >= 2
    assert f"Página {pages} de {pages}" in pdf.text(document, page=pages)
    text = pdf.text(document)
    assert "Lista de espera" in text and "DOC69" in text and "En lista desde" in text
    rows = list(csv.reader(io.StringIO(waiting_list_csv(report, "en"))))
    assert rows[0] == ["Position", "Player", "Document", "Waiting since", "Note"]
    assert rows[1] == ["1", "José Ñúñez Peña", "DOC0", "25/11/2026 19:00", "mesa final"]
    empty = WaitingListReport(house="Casino", tournament="Torneo", printed_at=START)
    assert "The waiting list is empty." in pdf.text(render_waiting_list(empty, "en"))


def _shift(counted_cash: int | None, counted_card: int | None = 1000000) -> CashierShiftReport:
    """Cash: float 200.000 + 2.000.000 taken - 50.000 refunded = 2.150.000 expected; card
    1.000.000. Closed (counted) unless both counts are None."""
    counted = counted_cash is not None or counted_card is not None
    return CashierShiftReport(
        house="Casino Enjoy",
        tournament="Torneo Semanal",
        cashier="Carla Caja",
        currency="CLP",
        opened_at=START,
        closed_at=START + timedelta(hours=5) if counted else None,
        printed_at=START + timedelta(hours=5),
        opening_float=200000,
        methods=(
            ShiftMethodLine("cash", 40, 2000000, 50000, 2150000, counted_cash),
            ShiftMethodLine("card", 20, 1000000, 0, 1000000, counted_card),
        ),
        prize_pool=2700000,
        fees=240000,
        staff_fees=60000,
    )


def test_cashier_shift(pdf: PdfTools) -> None:
    text = pdf.text(render_cashier_shift(_shift(2145000), "es"))
    for expected in (
        "Cierre de caja",
        "Carla Caja",
        "Fondo inicial",
        "$ 200.000",
        "Efectivo",
        "$ 2.150.000",
        "$ 2.145.000",
        "-$ 5.000",
        "Hay diferencias en Efectivo (-$ 5.000): revise y firme.",
        "$ 2.700.000",
        "Firma cajero",
        "Página 1 de 1",
    ):
        assert expected in text, expected
    balanced = pdf.text(render_cashier_shift(_shift(2150000), "en"))
    assert "The count matches for every payment method." in balanced
    assert "Cashier shift" in balanced


def test_an_open_shift_is_not_counted_yet(pdf: PdfTools) -> None:
    """The issue: an open, uncounted shift printed "Hay diferencias: revise y firme", and its
    totals row added the cash, card, vouchers and satellite tickets expected together."""
    text = " ".join(pdf.text(render_cashier_shift(_shift(None, None), "es")).split())
    assert "Hay diferencias" not in text and "Caja cuadrada" not in text
    assert text.count("sin contar aún") == 2  # cash and card, one each
    assert "Sin contar aún: lo contado se anota al cerrar el turno" in text
    assert "$ 3.150.000" not in text  # 2.150.000 cash + 1.000.000 card is no figure
    assert (
        "Efectivo esperado en caja = fondo inicial $ 200.000 + cobrado en efectivo "
        "$ 2.000.000 − devuelto en efectivo $ 50.000 − premios pagados en efectivo $ 0 "
        "= $ 2.150.000"
    ) in text
    english = " ".join(pdf.text(render_cashier_shift(_shift(None, None), "en")).split())
    assert "not counted yet" in english and "There are differences" not in english
    assert "Not counted yet: the count is entered when the shift closes" in english


def test_methods_are_compared_apart(pdf: PdfTools) -> None:
    """5.000 short in cash and 5.000 over in card: two differences, not a balanced shift."""
    text = pdf.text(render_cashier_shift(_shift(2145000, 1005000), "es"))
    assert "Hay diferencias en Efectivo (-$ 5.000), Tarjeta ($ 5.000)" in text
    assert "Caja cuadrada" not in text
    # Only what has been counted is compared.
    partly = pdf.text(render_cashier_shift(_shift(2150000, None), "es"))
    assert "Lo contado coincide; quedan medios de pago sin contar aún." in partly


def test_a_negative_expected_cash_is_said(pdf: PdfTools) -> None:
    """A shift of an older record that paid out more cash than it held."""
    report = _shift(None, None)
    negative = ShiftMethodLine("cash", 38, 3800000, 0, -1160000, None, prizes=4960000)
    report = replace(report, methods=(negative, *report.methods[1:]))
    text = pdf.text(render_cashier_shift(report, "es"))
    assert "-$ 1.160.000" in text
    assert "salió de la caja más efectivo del que tenía" in text


def test_cashier_shift_csv() -> None:
    rows = list(csv.reader(io.StringIO(cashier_shift_csv(_shift(2145000), "es"))))
    assert rows[0] == [
        "Medio de pago", "Entradas", "Recibido", "Devuelto", "Premios", "Esperado", "Contado",
        "Diferencia", "Moneda",
    ]  # fmt: skip
    assert rows[1] == [
        "Efectivo", "40", "2000000", "50000", "0", "2150000", "2145000", "-5000", "CLP",
    ]  # fmt: skip
    assert rows[-2][:3] == ["Fondo inicial", "", "200000"] and len(rows[-2]) == 9
    assert rows[-1] == ["Hay diferencias en Efectivo (-$ 5.000): revise y firme."]
    open_rows = list(csv.reader(io.StringIO(cashier_shift_csv(_shift(None, None), "en"))))
    assert open_rows[1][6:8] == ["not counted yet", ""]
    assert open_rows[-1] == [
        "Not counted yet: the count is entered when the shift closes, and only then compared."
    ]


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError):
        render_register(_register(1), "de")

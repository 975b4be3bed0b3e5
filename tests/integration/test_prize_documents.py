"""Prize receipts, the results sheet, the regulator's results table and the shift report with
prizes, from the record, read back with pdftotext and zbarimg."""

import csv
import io
import subprocess

import pytest
from prize_helpers import closed_field, play_down
from registration_helpers import PRICE

from tournament_director.domain.deals import ICM
from tournament_director.printing.documents import Paper
from tournament_director.printing.money_text import amount_in_words
from tournament_director.services import documents
from tournament_director.services import prize_documents as pd


@pytest.fixture
def tid(tournament):
    return tournament


def text_of(tmp_path, pdf: bytes) -> str:
    assert pdf.startswith(b"%PDF")
    path = tmp_path / "doc.pdf"
    path.write_bytes(pdf)
    done = subprocess.run(
        ["pdftotext", "-layout", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True
    )
    return " ".join(done.stdout.decode("utf-8").split())


def qr_of(tmp_path, pdf: bytes) -> list[str]:
    path = tmp_path / "qr.pdf"
    path.write_bytes(pdf)
    subprocess.run(["pdftoppm", "-png", "-r", "200", str(path), str(tmp_path / "qr")], check=True)
    out = []
    for png in sorted(tmp_path.glob("qr*.png")):
        done = subprocess.run(
            ["zbarimg", "--quiet", "--raw", str(png)], capture_output=True, text=True
        )
        out += done.stdout.split()
    return out


def finished_with_a_deal(services, director, cashier, floor, tid):
    """Ten entries, four places paid; 10..5 out (5-6 shared across tables in one hand), a
    deal among the last three, then played to the end."""
    entries = closed_field(services, director, cashier, tid, players=10, places=4)
    play_down(services, floor, tid, entries[:4])
    where = services.tournaments.state(tid).seating.where
    one = next(e for e in entries[4:] if where[e].table == 1)
    two = next(e for e in entries[4:] if where[e].table == 2)
    services.registration.eliminate_many(floor, tid, [(one, 10_000), (two, 20_000)], hand="X")
    left = [e for e in entries if services.registration.book(tid).entries[e].status == "active"]
    play_down(services, floor, tid, left[:1])
    left = left[1:]
    stacks = dict(zip(left, [500_000, 300_000, 200_000], strict=True))
    deal = services.payouts.compute_deal(tid, stacks, ICM, left_to_play={1: 50_000}, unit=1_000)
    services.payouts.record_deal(director, tid, deal)
    play_down(services, floor, tid, left[:2])
    return entries, left


def test_prize_receipt_says_everything_and_its_qr_checks(
    services, director, cashier, floor, tid, tmp_path
):
    services.house.set_prize_tax_note(director, "Premio sujeto a retención de impuestos.")
    _, left = finished_with_a_deal(services, director, cashier, floor, tid)
    winner = left[2]
    due = services.results.prize_due(tid, winner)
    (paid,) = services.results.pay_prize(cashier, tid, winner, "transfer", due, "TRX 77")
    pdf = pd.prize_receipt_pdf(services, tid, 1)
    text = text_of(tmp_path, pdf)
    receipt = pd.prize_receipt(services, tid, 1)
    assert receipt.event_hash == paid.hash and receipt.seq == paid.seq
    money = f"$ {due:,}".replace(",", ".")
    for expected in (
        "PAGO DE PREMIO",
        "LUGAR",
        "de 10 entradas",
        "Jugador Número",
        "DNI 300000",
        money,
        "Transferencia",
        "TRX 77",
        "acuerdo entre los jugadores",
        "Premio sujeto a retención de impuestos.",
        "Firma del jugador",
        "Firma del cajero — Caja Marta",
        receipt.code,
    ):
        assert expected in text, expected
    assert "COPIA" not in text
    words = " ".join(text.split())  # the line may wrap on the roll
    assert f"Son: {amount_in_words(due, 'CLP', 'es')}." in words
    assert qr_of(tmp_path, pdf) == [receipt.qr_payload]
    assert receipt.qr_payload == f"TD1|P|{tid}|{winner}|{paid.seq}|{receipt.code}"
    copy = text_of(tmp_path, pd.prize_receipt_pdf(services, tid, 1, reprint=True))
    assert "COPIA — REIMPRESIÓN" in copy
    a4 = pd.prize_receipt_pdf(services, tid, 1, language="en", paper=Paper.A4, copies=2)
    english = text_of(tmp_path, a4)
    assert "PRIZE PAYMENT" in english and "COPY — CASHIER" in english
    assert f"In words: {amount_in_words(due, 'CLP', 'en')}." in " ".join(english.split())


def test_results_sheet_lists_every_place_and_the_deal(
    services, director, cashier, floor, tid, tmp_path
):
    finished_with_a_deal(services, director, cashier, floor, tid)
    text = text_of(tmp_path, pd.results_sheet_pdf(services, tid))
    for expected in (
        "RESULTADOS DEL TORNEO",
        "Finalizado",
        "Ganador",
        "5–6",
        "(acuerdo)",
        "no avalado por la casa",
        "$ 800.000",
        "Jugador Número 1 ",
    ):
        assert expected in text, expected
    sheet = pd.results_sheet(services, tid)
    assert [line.place for line in sheet.lines] == list(range(1, 11))
    assert sum(line.prize for line in sheet.lines) == sheet.pool
    assert {line.shared for line in sheet.lines if line.shared} == {(5, 6)}


def test_regulator_table_pdf_and_csv(services, director, cashier, floor, tid, tmp_path):
    entries = closed_field(services, director, cashier, tid, players=6, places=2)
    play_down(services, floor, tid, entries[:4])  # two left: not over
    text = text_of(tmp_path, pd.regulator_document(services, tid))
    assert "CUADRO DE RESULTADOS" in text
    assert "ATENCIÓN: revise antes de firmar" in text
    assert "El torneo no ha terminado: quedan 2 jugadores con fichas." in text
    play_down(services, floor, tid, entries[4:5])
    text = text_of(tmp_path, pd.regulator_document(services, tid))
    assert "ATENCIÓN" not in text and "La tabla cuadra con los totales de la caja." in text
    rows = list(csv.reader(io.StringIO(pd.regulator_document(services, tid, "es", pd.CSV))))
    figures = {row[0]: row[1:] for row in rows[1:14]}
    assert rows[0] == ["Concepto", "Valor", "Moneda"]
    assert figures["Inscripciones"] == ["6", ""]
    assert figures["Recaudación"] == [str(6 * PRICE), "CLP"]
    assert figures["Pozo de premios"] == [str(6 * 80_000), "CLP"]
    head = rows.index(["Lugar", "Jugador", "Documento", "Compartido", "Premio", "Moneda"])
    places = rows[head + 1 :]
    assert [p[0] for p in places] == ["1", "2"]
    assert sum(int(p[4]) for p in places) == 6 * 80_000
    english = pd.regulator_document(services, tid, "en", pd.CSV)
    assert english.startswith("Item,Value,Currency")


def test_shift_report_shows_the_prizes_paid(services, director, cashier, floor, tid, tmp_path):
    entries = closed_field(services, director, cashier, tid, players=6, places=2)
    play_down(services, floor, tid, entries[:5])
    second = services.results.prize_due(tid, entries[4])
    services.results.pay_prize(cashier, tid, entries[4], "cash", second)
    first = services.results.prize_due(tid, entries[5])
    services.results.pay_prize(cashier, tid, entries[5], "cheque", first, "CH 1")
    report = documents.cashier_shift_report(services, tid, 1)
    cash = report.methods[0]
    assert cash.prizes == second and cash.expected == 6 * PRICE - second
    assert report.prizes_elsewhere == (("cheque", first),)
    text = text_of(tmp_path, documents.cashier_shift_document(services, tid, 1))
    assert "Premios" in text and "Premios fuera de caja (Cheque)" in text
    shift_csv = documents.cashier_shift_document(services, tid, 1, "es", documents.CSV)
    rows = list(csv.reader(io.StringIO(shift_csv)))
    prizes = rows[0].index("Premios")
    (cash_row,) = [row for row in rows if row[0] == "Efectivo"]
    assert cash_row[prizes] == str(second)  # the cash prize comes out of the drawer's line
    (cheque_row,) = [row for row in rows if row[0] == "Premios fuera de caja (Cheque)"]
    assert cheque_row[prizes] == str(first)
    assert rows[-2][0] == "Fondo inicial"  # then the verdict


def test_results_sheet_and_regulator_table_count_cash_apart_as_the_shift_does(
    services, director, cashier, floor, tid, tmp_path
):
    """2nd paid in cash by the cashier, 1st by bank transfer by the director: the results
    sheet and the regulator's table say the cash paid at the cashier (the figure of the
    cashier's shift report) apart from the transfer, and the total paid."""
    entries = closed_field(services, director, cashier, tid, players=6, places=2)
    play_down(services, floor, tid, entries[:5])
    second = services.results.prize_due(tid, entries[4])
    services.results.pay_prize(cashier, tid, entries[4], "cash", second)
    first = services.results.prize_due(tid, entries[5])
    services.results.pay_prize(director, tid, entries[5], "transfer", first, "TRF 1")
    drawer = documents.cashier_shift_report(services, tid, 1).methods[0]
    assert drawer.method == "cash" and drawer.prizes == second

    def money(amount: int) -> str:
        return f"${amount:,}".replace(",", ".")

    # (pdftotext may read "$ 0" right-aligned as "$0": compared without the space)
    text = text_of(tmp_path, pd.results_sheet_pdf(services, tid)).replace("$ ", "$")
    assert f"Pagado en efectivo en caja {money(drawer.prizes)}" in text
    assert f"Pagado fuera de caja (Transferencia) {money(first)}" in text
    assert f"Total pagado {money(first + second)}" in text
    assert f"Por pagar {money(0)}" in text
    regulator = text_of(tmp_path, pd.regulator_document(services, tid)).replace("$ ", "$")
    assert f"Premios pagados en efectivo en caja {money(second)}" in regulator
    assert f"Premios pagados fuera de caja (Transferencia) {money(first)}" in regulator
    assert f"Total de premios pagados {money(first + second)}" in regulator
    rows = list(csv.reader(io.StringIO(pd.regulator_document(services, tid, "en", pd.CSV))))
    figures = {row[0]: row[1] for row in rows if len(row) == 3}
    assert figures["Prizes paid in cash at the cashier"] == str(second)
    assert figures["Prizes paid outside the cash drawer (Bank transfer)"] == str(first)
    assert figures["Total prizes paid"] == str(first + second)

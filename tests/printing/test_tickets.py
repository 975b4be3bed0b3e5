"""Seat and waiting-list tickets: big table and seat, QR code, inside the roll's 72 mm."""

from __future__ import annotations

import dataclasses

import pytest
from printing_samples import CJK_NAME, LONG_NAME, MM, UNBROKEN_NAME, PdfTools, assert_inside_roll

from tournament_director.printing.documents import Paper, SeatTicket, WaitingTicket
from tournament_director.printing.tickets import (
    render_seat_ticket,
    render_seat_tickets,
    render_waiting_ticket,
)


def _word(page, text: str):
    return next(word for word in page.words if word.text == text)


def test_seat_ticket_content(pdf: PdfTools, seat_ticket: SeatTicket) -> None:
    document = render_seat_ticket(seat_ticket, "es")
    text = pdf.text(document)
    for expected in (
        "ASIGNACIÓN DE ASIENTO",
        "MESA",
        "ASIENTO",
        "12",
        "José Ñúñez Peña",
        "Torneo Semanal Deep Stack",
        "Fichas iniciales",
        "20.000",
        "25/11/2026 21:07",
    ):
        assert expected in text, expected
    english = pdf.text(render_seat_ticket(seat_ticket, "en"))
    assert "TABLE" in english and "SEAT" in english and "20,000" in english


def test_table_and_seat_are_large(pdf: PdfTools, seat_ticket: SeatTicket) -> None:
    """Readable at arm's length: the figures are at least 2 cm tall on the roll."""
    (page,) = pdf.pages(render_seat_ticket(seat_ticket))
    for figure in ("12", "7"):
        word = _word(page, figure)
        assert word.y_max - word.y_min > 20 * MM, word
    name = _word(page, "José")
    assert name.y_max - name.y_min > 5 * MM


def test_seat_ticket_qr_and_margins(pdf: PdfTools, seat_ticket: SeatTicket) -> None:
    document = render_seat_ticket(seat_ticket)
    assert pdf.qr_codes(document) == ["TD1-S-T42-E57-12-7-K3FZQ7XW2M"]
    # Untagged (printed without the record's key): the fields alone.
    untagged = dataclasses.replace(seat_ticket, tag="")
    assert pdf.qr_codes(render_seat_ticket(untagged)) == ["TD1-S-T42-E57-12-7"]
    assert_inside_roll(pdf, document)


def test_move_ticket_says_where_from(pdf: PdfTools, seat_ticket: SeatTicket) -> None:
    moved = dataclasses.replace(seat_ticket, previous_table="4", previous_seat=2)
    assert "Viene de mesa 4, asiento 2" in pdf.text(render_seat_ticket(moved, "es"))
    assert "From table 4, seat 2" in pdf.text(render_seat_ticket(moved, "en"))


@pytest.mark.parametrize(
    ("table", "name"),
    [("Salón VIP Privado 12", LONG_NAME), ("3", UNBROKEN_NAME), ("A-1", CJK_NAME)],
)
def test_long_tables_and_names_fit(
    pdf: PdfTools, seat_ticket: SeatTicket, table: str, name: str
) -> None:
    document = render_seat_ticket(dataclasses.replace(seat_ticket, table=table, player_name=name))
    assert_inside_roll(pdf, document)


def test_many_tickets_one_page_each(pdf: PdfTools, seat_ticket: SeatTicket) -> None:
    tickets = [
        dataclasses.replace(seat_ticket, seat=seat, entry_id=f"E{seat}", tag=f"TAG{seat}ABCDE")
        for seat in range(1, 10)
    ]
    document = render_seat_tickets(tickets)
    assert pdf.page_count(document) == 9
    assert pdf.qr_codes(document) == [f"TD1-S-T42-E{s}-12-{s}-TAG{s}ABCDE" for s in range(1, 10)]
    with pytest.raises(ValueError):
        render_seat_tickets([])


def test_a4_seat_ticket(pdf: PdfTools, seat_ticket: SeatTicket) -> None:
    document = render_seat_ticket(seat_ticket, paper=Paper.A4)
    (page,) = pdf.pages(document)
    assert (page.width, page.height) == pytest.approx((595.28, 841.89), abs=0.1)
    assert _word(page, "12").y_max - _word(page, "12").y_min > 40 * MM
    assert pdf.qr_codes(document) == [seat_ticket.qr_payload]


def test_waiting_ticket(pdf: PdfTools, waiting_ticket: WaitingTicket) -> None:
    document = render_waiting_ticket(waiting_ticket, "es")
    text = pdf.text(document)
    for expected in ("LISTA DE ESPERA", "POSICIÓN", "Camila Rojas", "25/11/2026 21:07"):
        assert expected in text, expected
    (page,) = pdf.pages(document)
    assert _word(page, "4").y_max - _word(page, "4").y_min > 20 * MM
    assert pdf.qr_codes(document) == ["TD1|W|T42|W9|4"]
    assert_inside_roll(pdf, document)
    assert "WAITING LIST" in pdf.text(render_waiting_ticket(waiting_ticket, "en"))
    a4 = render_waiting_ticket(waiting_ticket, "en", paper=Paper.A4)
    assert pdf.qr_codes(a4) == ["TD1|W|T42|W9|4"]

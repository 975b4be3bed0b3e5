"""The final results sheet as a cashier and an inspector read it: the signatures never alone
on a page, and what was paid in cash at the cashier apart from what was paid otherwise."""

from __future__ import annotations

import pytest

from tournament_director.printing.prize_documents import (
    DealNote,
    RegulatorFigure,
    RegulatorTable,
    ResultLine,
    ResultsSheet,
    paid_by_method,
    render_regulator_table,
    render_results_sheet,
)


def sheet(players: int, deal: bool = True) -> ResultsSheet:
    """A finished field of ``players``: five places paid, 3rd paid in cash, 1st by transfer."""
    prizes = [664_000, 592_000, 507_000, 280_000, 232_000]
    lines = []
    for place in range(1, players + 1):
        prize = prizes[place - 1] if place <= len(prizes) else 0
        paid = {1: (prize, "transfer"), 3: (prize, "cash")}.get(place, (None, ""))
        lines.append(
            ResultLine(
                place,
                f"Jugador {place:02d}",
                f"DNI {30_000_000 + place}",
                "winner" if place == 1 else "eliminated",
                prize,
                paid=paid[0],
                paid_method=paid[1],
                dealt=deal and place <= 3,
            )
        )
    return ResultsSheet(
        house="Casino del Puerto",
        tournament="Turbo del jueves",
        currency="CLP",
        printed_at="26/11/2026 06:11",
        date="26/11/2026",
        entries=players,
        pool=sum(prizes),
        places_paid=5,
        lines=tuple(lines),
        over=True,
        winner="Jugador 01",
        deal=DealNote(3, "26/11/2026 05:10", "Ana Directora") if deal else None,
    )


@pytest.mark.parametrize("deal", [True, False])
def test_the_signatures_go_with_the_last_rows_whatever_the_field(pdf, deal):
    """Fields from 20 to 60 players move the end of the table down the page and past it:
    the last page always holds rows of the table (under its header), the totals and both
    signature lines, never the signatures alone."""
    for players in range(20, 61):
        document = render_results_sheet(sheet(players, deal), "es")
        pages = pdf.page_count(document)
        last = " ".join(pdf.text(document, page=pages).split())
        assert "Director del torneo" in last and "Fiscalizador" in last, players
        assert f"Jugador {players:02d}" in last, (players, last[:300])
        assert "Total pagado" in last, players
        if pages > 1:
            assert "Lugar Jugador Documento" in last, players  # the header repeated


def test_cash_at_the_cashier_apart_from_the_transfer(pdf):
    document = render_results_sheet(sheet(8), "es")
    text = " ".join(pdf.text(document).split())
    assert "Pagado en efectivo en caja $ 507.000" in text
    assert "Pagado fuera de caja (Transferencia) $ 664.000" in text
    assert "Total pagado $ 1.171.000" in text
    assert "Por pagar $ 1.104.000" in text
    assert "pagados en caja: $ 1.171.000" not in text  # the transfer is no cash of the drawer
    english = " ".join(pdf.text(render_results_sheet(sheet(8), "en")).split())
    assert "Paid in cash at the cashier" in english
    assert "Paid outside the cash drawer (Bank transfer)" in english
    assert "Total paid" in english and "Still to pay" in english


def test_paid_by_method_cash_first_even_when_none():
    lines = sheet(8).lines
    assert paid_by_method(lines) == [("cash", 507_000), ("transfer", 664_000)]
    unpaid = tuple(ResultLine(n, "x", "", "eliminated", 0) for n in range(1, 4))
    assert paid_by_method(unpaid) == [("cash", 0)]


def test_the_regulators_signatures_go_with_the_last_places(pdf):
    """The regulator's table of a large field (many places paid): the signatures end on a
    page with the last places and the total, never alone."""
    for places in range(30, 75, 3):
        lines = tuple(
            ResultLine(n, f"Jugador {n:02d}", f"DNI {n}", "eliminated", 10_000)
            for n in range(1, places + 1)
        )
        figures = (RegulatorFigure("Inscripciones", places, money=False),)
        table = RegulatorTable("Casino", "Torneo", "CLP", "x", "26/11/2026", figures, lines)
        document = render_regulator_table(table, "es")
        last = " ".join(pdf.text(document, page=pdf.page_count(document)).split())
        assert "Fiscalizador" in last and f"Jugador {places:02d}" in last, places
        assert "Total de premios" in last, places

"""The chip race's papers read back (ADTP 24): the colour-up sheet a table carries (what comes
off, the race to run, a line per seat) and the race result on the 80 mm roll and A4 (the
seats, cards, winners, protection chips, the change of chips in play, the operator, the
verification code and its QR), in both languages; long names stay inside the paper."""

from __future__ import annotations

from dataclasses import replace

import pytest
from printing_samples import LONG_NAME, MM, WHEN

from tournament_director.printing.chip_race_documents import (
    ColourUpSheet,
    RaceLine,
    RaceProtected,
    RaceResultPaper,
    RaceWinner,
    SheetSeat,
    render_colour_up_sheets,
    render_race_result,
)
from tournament_director.printing.documents import Paper

HASH = "0e263710b7d4e5f60718293a4b5c6d7e8f901234"


def sheet(table: int = 4, **changes) -> ColourUpSheet:
    seats = tuple(
        SheetSeat(n, None if n == 4 else ("Ana Pérez" if n != 7 else LONG_NAME))
        for n in range(1, 10)
    )
    base = ColourUpSheet(
        house="Casino Enjoy Viña del Mar",
        tournament="Torneo Semanal Deep Stack",
        table=table,
        after_level=4,
        removed=25,
        removed_colour="blanco",
        to=100,
        to_colour="negro",
        seats=seats,
        printed_at=WHEN,
    )
    return replace(base, **changes)


def result(**changes) -> RaceResultPaper:
    base = RaceResultPaper(
        house="Casino Enjoy Viña del Mar",
        tournament="Torneo Semanal Deep Stack",
        tournament_id="42",
        table=7,
        after_level=4,
        removed=25,
        removed_colour="blanco",
        to=100,
        to_colour="negro",
        lines=(
            RaceLine(2, "Ana Pérez", 3, ("J♣", "4♦", "9♥")),
            RaceLine(5, LONG_NAME, 1, ("Q♠",), no_other_chips=True),
            RaceLine(6, "Luis Soto", 2, ("2♣", "3♦"), no_other_chips=True),
        ),
        winners=(RaceWinner(5, LONG_NAME, "Q♠"), RaceWinner(2, "Ana Pérez", "J♣")),
        protected=(RaceProtected(6, "Luis Soto", 100),),
        chips_raced=2,
        odd_value_removed=150,
        awarded_value=200,
        protected_value=100,
        total_change=150,
        drawn=False,
        operator="Bruno Floor",
        time=WHEN,
        seq=321,
        event_hash=HASH,
    )
    return replace(base, **changes)


def flat(text: str) -> str:
    return " ".join(text.split())


def test_the_colour_up_sheet_says_what_comes_off_and_the_race_to_run(pdf):
    text = flat(pdf.text(render_colour_up_sheets([sheet(4), sheet(9)], "es")))
    assert "RETIRO DE FICHAS — MESA 4" in text and "RETIRO DE FICHAS — MESA 9" in text
    assert "Descanso después del nivel 4" in text
    assert "Se retiran las fichas de 25 (blanco) y se cambian por fichas de 100 (negro)" in text
    assert "4 fichas de 25 = 1 ficha de 100" in text
    assert "de 0 a 3 fichas de 25" in text
    assert "empezando por el asiento 1 y en el sentido de las agujas del reloj" in text
    assert "y una más si lo que queda es al menos la mitad (50)" in text
    assert "como máximo una ficha por jugador" in text
    assert "recibe una ficha de 100" in text
    assert "— libre —" in text and "Ana Pérez" in text
    assert "Sobrantes Cartas Sin más fichas Gana" in text
    assert "Ganadores, en orden" in text
    assert pdf.page_count(render_colour_up_sheets([sheet(4), sheet(9)], "es")) == 2


def test_the_sheet_follows_the_rule_set(pdf):
    text = flat(
        pdf.text(
            render_colour_up_sheets(
                [sheet(rounding="more_than_half", max_per_player=2, may_eliminate=True)], "en"
            )
        )
    )
    assert "one more if what is left is more than half (50)" in text
    assert "at most 2 chips a player" in text
    assert "allow the chip race to knock a player out" in text
    assert "COLOUR-UP — TABLE 4" in text and "— empty —" in text


@pytest.mark.parametrize("language", ["es", "en"])
def test_the_sheet_keeps_inside_the_margins(pdf, language):
    dpi = 100
    for width, height, pixels in pdf.gray(render_colour_up_sheets([sheet()], language), dpi):
        margin = round((15 - 0.5) * dpi / 25.4)
        for y in range(height):
            row = pixels[y * width : (y + 1) * width]
            assert min(row[:margin]) > 200 and min(row[width - margin :]) > 200, y


def test_the_race_result_on_the_roll(pdf):
    data = render_race_result(result(), "es")
    text = flat(pdf.text(data))
    assert "CHIP RACE — MESA 7" in text
    assert "Fichas de 25 (blanco) → 100 (negro)" in text
    assert "Asiento 2 — Ana Pérez" in text
    assert "3 fichas de 25 · J♣ 4♦ 9♥" in text
    assert "1 ficha de 25 · Q♠ · sin más fichas" in text
    assert "Se sortearon 2 fichas de 100 (150 en fichas sobrantes)" in text
    assert "1.ª ficha: asiento 5 · Q♠" in text and "2.ª ficha: asiento 2 · J♣" in text
    assert "Sin fichas: ficha de protección (ADTP 24 A) Asiento 6 · una ficha de 100 Luis" in text
    assert "Fichas sobrantes retiradas −150" in text
    assert "Fichas ganadas +200" in text and "Fichas de protección +100" in text
    assert "Cambio de fichas en juego +150" in text
    assert "Cartas repartidas en la mesa." in text
    assert "Registró Bruno Floor" in text and "25/11/2026 21:07" in text
    assert "0E263-710B7" in text
    assert pdf.qr_codes(data) == ["TD1|C|42|7|321|0E263-710B7"]
    (page,) = pdf.pages(data)
    assert page.width == pytest.approx(80 * MM, abs=0.5)
    for word in page.words:  # the long name wrapped or shrunk, never past the roll
        assert word.x_min >= 3.5 * MM and word.x_max <= 76.5 * MM, word


def test_the_race_result_on_a4_in_english_drawn_and_nothing_raced(pdf):
    data = render_race_result(result(drawn=True), "en", paper=Paper.A4)
    text = flat(pdf.text(data))
    assert "CHIP RACE — TABLE 7" in text and "2 chips of 100 raced (150 in odd chips)" in text
    assert "Chip 1: seat 5 · Q♠" in text
    assert "Cards dealt by the application" in text
    assert "Change of chips in play +150" in text
    (page,) = pdf.pages(data)
    assert page.width == pytest.approx(210 * MM, abs=1)
    nothing = result(
        lines=(), winners=(), protected=(), chips_raced=0, odd_value_removed=0,
        awarded_value=0, protected_value=0, total_change=0,
    )  # fmt: skip
    text = flat(pdf.text(render_race_result(nothing, "es")))
    assert "Nadie tenía fichas sobrantes: no se sorteó nada." in text
    assert "Cambio de fichas en juego 0" in text

"""The penalties' papers read back (ADTP 68): the penalty report (A4 landscape and CSV) with
every penalty, the proposal and reason when the floor chose otherwise, the totals by kind and
the repeat offenders; the player's notice on the 80 mm roll and A4 with the hands to serve,
what serving means (ADTP 68-C), the verification code and its QR; both languages; long names
stay inside the paper."""

from __future__ import annotations

import csv
import io
from dataclasses import replace

import pytest
from printing_samples import LONG_NAME, WHEN

from tournament_director.printing.documents import Paper
from tournament_director.printing.penalty_documents import (
    PenaltyNotice,
    PenaltyReport,
    ReportRow,
    render_notice,
    render_report,
    report_csv,
)

HASH = "7a1c3e5f9b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f"
KINDS = (
    ("warning", "advertencia verbal"),
    ("hands", "pérdida de manos"),
    ("orbits", "pérdida de órbitas"),
    ("disqualification", "descalificación"),
)


def row(number: int, **changes) -> ReportRow:
    base = ReportRow(
        number=number,
        time=WHEN,
        level=7,
        on_break=False,
        table=4,
        seat=7,
        players=9,
        entry_id=12,
        player_name="Ana Pérez",
        player_document="RUT 12.345.678-5",
        offence_key="soft_play",
        offence="Soft play (juego suave)",
        rule="ADTP 68-A, 71, 75",
        details="",
        kind="orbits",
        count=2,
        penalty="pérdida de 2 órbitas",
        hands=18,
        hands_left=11,
        proposed_kind="warning",
        proposed_count=0,
        proposed="advertencia verbal",
        chosen_otherwise=True,
        reason="Acuerdo evidente en la burbuja",
        status="cumpliendo: quedan 11 de 18 manos",
        ended_at=None,
        operator="Floor Luis",
        event_hash=HASH,
        player_key=40,
    )
    return replace(base, **changes)


def report(*rows: ReportRow) -> PenaltyReport:
    return PenaltyReport(
        house="Casino Enjoy Viña del Mar",
        tournament="Torneo Semanal Deep Stack",
        tournament_id="42",
        rows=rows,
        printed_at=WHEN,
        kinds=KINDS,
    )


ROWS = (
    row(31, kind="warning", count=0, penalty="advertencia verbal", hands=0, hands_left=0,
        chosen_otherwise=False, reason="", status="advertencia dada", offence_key="exposed_card",
        offence="Exponer una carta con acción pendiente", rule="ADTP 68-A, 70"),
    row(57),
    row(80, player_name=LONG_NAME, player_key=41, kind="disqualification", count=0,
        penalty="descalificación", hands=0, hands_left=0, chosen_otherwise=False, reason="",
        status="descalificado", offence_key="other", offence="Otra infracción",
        rule="ADTP 68-A, 75", details="Pasó fichas a otro jugador en el baño", level=9,
        on_break=True),
)  # fmt: skip


def flat(text: str) -> str:
    return " ".join(text.split())


def words(pdf, data: bytes) -> str:
    """The words in the order drawn: a table's cell at a time (its wrapped lines together)."""
    return " ".join(page.text for page in pdf.pages(data))


def test_the_report_lists_every_penalty_and_the_totals(pdf):
    text = words(pdf, render_report(report(*ROWS), "es"))
    assert "Reporte de penalidades" in text and "Casino Enjoy Viña del Mar" in text
    assert "Torneo Semanal Deep Stack" in text
    for expected in (
        "Exponer una carta con acción pendiente",
        "ADTP 68-A, 70",
        "advertencia verbal",
        "pérdida de 2 órbitas",
        "9 jugadores en la mesa",
        "Propuesta: advertencia verbal",
        "Motivo: Acuerdo evidente en la burbuja",
        "cumpliendo: quedan 11 de 18 manos",
        "Detalle: Pasó fichas a otro jugador",
        "desc. tras 9",
        "4-7",
        "RUT 12.345.678-5",
        "7A1C3-E5F9B",
        "Floor Luis",
        "Totales",
        "Jugadores con más de una penalidad en el evento",
        "Ana Pérez: 2 penalidades",
    ):
        assert expected in text, expected
    assert "Página 1 de 1" in text


def test_the_report_in_english_and_empty(pdf):
    rows = (replace(ROWS[1], penalty="2 missed orbits", proposed="verbal warning"),)
    text = words(pdf, render_report(report(*rows), "en"))
    assert "Penalty report" in text and "Proposed: verbal warning" in text
    assert "2 players at the table" not in text and "9 players at the table" in text
    assert "Players with more than one penalty in the event None." in text
    empty = flat(pdf.text(render_report(report(), "es")))
    assert "No se aplicaron penalidades en este evento." in empty


def test_the_report_as_csv():
    text = report_csv(report(*ROWS), "es")
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0][:4] == ["numero", "fecha_hora", "nivel", "en_descanso"]
    assert len(rows) == 4 and all(len(r) == len(rows[0]) for r in rows)
    second = dict(zip(rows[0], rows[2], strict=True))
    assert second["manos"] == "18" and second["manos_pendientes"] == "11"
    assert second["tipo"] == "orbits" and second["cantidad"] == "2"
    assert second["distinta_a_la_propuesta"] == "sí"
    assert second["motivo"] == "Acuerdo evidente en la burbuja"
    assert second["codigo_verificacion"] == "7A1C3-E5F9B"
    english = list(csv.reader(io.StringIO(report_csv(report(ROWS[0]), "en"))))
    assert english[0][-1] == "verification_code" and english[1][14] == "warning"


def test_a_formula_typed_as_a_name_stays_text():
    text = report_csv(report(row(1, player_name="=HYPERLINK(1)")), "es")
    assert "'=HYPERLINK(1)" in text


def notice(**changes) -> PenaltyNotice:
    base = PenaltyNotice(
        house="Casino Enjoy Viña del Mar",
        tournament="Torneo Semanal Deep Stack",
        tournament_id="42",
        number=57,
        player_name="Ana Pérez",
        entry_id=12,
        table=4,
        seat=7,
        level=7,
        on_break=False,
        offence="Soft play (juego suave)",
        rule="ADTP 68-A, 71, 75",
        details="",
        kind="orbits",
        count=2,
        penalty="pérdida de 2 órbitas",
        hands=18,
        players=9,
        operator="Floor Luis",
        time=WHEN,
        seq=57,
        event_hash=HASH,
    )
    return replace(base, **changes)


def test_the_notice_on_the_roll_says_the_hands_and_its_code(pdf):
    data = render_notice(notice(), "es")
    text = flat(pdf.text(data))
    assert "PENALIDAD" in text and "Penalidad N.º 57" in text
    assert "Ana Pérez" in text and "Mesa 4, asiento 7" in text
    assert "Soft play (juego suave)" in text and "Regla: ADTP 68-A, 71, 75" in text
    assert "PÉRDIDA DE 2 ÓRBITAS" in text
    assert "MANOS POR CUMPLIR" in text and "18" in text
    assert "9 jugadores en la mesa × 2 órbitas (ADTP 68-B)" in text
    assert "debe permanecer lejos de la mesa" in text and "(ADTP 68-C)" in text
    assert "7A1C3-E5F9B" in text and "Aplicó Floor Luis" in text
    assert pdf.qr_codes(data) == ["TD1|N|42|57|57|7A1C3-E5F9B"]


@pytest.mark.parametrize("paper", [Paper.ROLL_80, Paper.A4])
def test_the_notice_of_a_warning_and_of_a_disqualification(pdf, paper):
    warning = notice(kind="warning", count=0, penalty="verbal warning", hands=0)
    text = flat(pdf.text(render_notice(warning, "en", paper=paper)))
    assert "PENALTY" in text and "a further offence will get a heavier penalty" in text
    assert "HANDS TO SERVE" not in text
    out = notice(kind="disqualification", count=0, penalty="descalificación", hands=0,
                 player_name=LONG_NAME, details="Pasó fichas")  # fmt: skip
    text = flat(pdf.text(render_notice(out, "es", paper=paper)))
    assert "Sus fichas se retiran del torneo" in text and "Pasó fichas" in text


def test_the_notice_keeps_inside_the_roll(pdf):
    data = render_notice(notice(player_name=LONG_NAME, details="x " * 200), "es")
    page = pdf.pages(data)[0]
    assert all(w.x_min >= 0 and w.x_max <= page.width for w in page.words)


@pytest.mark.parametrize("language", ["es", "en"])
def test_nothing_in_the_report_s_margins(pdf, language):
    """A4 landscape, 15 mm margins (printers that cannot print to the edge)."""
    rows = tuple(replace(ROWS[n % 3], number=n) for n in range(40))
    dpi, margin_mm = 100, 15 - 0.5
    for width, height, pixels in pdf.gray(render_report(report(*rows), language), dpi):
        margin = round(margin_mm * dpi / 25.4)
        for y in range(height):
            line = pixels[y * width : (y + 1) * width]
            assert min(line[:margin]) > 200 and min(line[width - margin :]) > 200, y

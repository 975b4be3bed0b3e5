"""The floor's seating papers: document in, PDF bytes out.

- Move slip (80 mm roll): the player, from table and seat, to table and seat, the chips he
  carries, the reason and the rule; the dealer of the new table checks it.
- Table sheet (A4, one page per table) after a redraw (final table, two tables, new day):
  every seat with its player and where he comes from, and the button.
- Table-break sheet (A4): the broken table's players and where each goes.

Seat cards for a redraw, one per player, are the seat tickets of :mod:`tickets` with the
previous seat filled in (``render_seat_tickets``).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from tournament_director.printing.layout import Flow, group_int, local_time
from tournament_director.printing.text import BOLD, REGULAR, draw_text, ellipsize, register_fonts

ROLL_WIDTH = 80 * mm
PRINTABLE_WIDTH = 72 * mm
ROLL_MARGIN = (ROLL_WIDTH - PRINTABLE_WIDTH) / 2
ROLL_TOP = 4 * mm
ROLL_BOTTOM = 8 * mm
A4_MARGIN = 15 * mm

LANGUAGES = ("es", "en")
LABELS: dict[str, tuple[str, str]] = {
    "slip.title": ("CAMBIO DE MESA", "TABLE CHANGE"),
    "slip.from": ("Sale de", "From"),
    "slip.to": ("Va a", "To"),
    "slip.table": ("Mesa", "Table"),
    "slip.seat": ("Asiento", "Seat"),
    "slip.chips": ("Fichas que lleva", "Chips carried"),
    "slip.reason": ("Motivo", "Reason"),
    "slip.rule": ("Regla", "Rule"),
    "slip.waits": (
        "Entra sin cartas hasta que pase el botón.",
        "No cards until the button passes.",
    ),
    "slip.check": (
        "El dealer de la mesa de destino verifica nombre y fichas.",
        "The dealer of the new table checks the name and the chips.",
    ),
    "sheet.redraw": ("Redistribución de asientos", "Seat redraw"),
    "sheet.final_table": ("Mesa final", "Final table"),
    "sheet.two_tables": ("Redistribución a dos mesas", "Redraw to two tables"),
    "sheet.new_day": ("Nueva jornada: sorteo de asientos", "New day: seats drawn"),
    "sheet.table": ("Mesa {table}", "Table {table}"),
    "sheet.button": ("Botón en el asiento {seat}", "Button at seat {seat}"),
    "sheet.seat": ("Asiento", "Seat"),
    "sheet.player": ("Jugador", "Player"),
    "sheet.came_from": ("Venía de", "Came from"),
    "sheet.goes_to": ("Va a", "Goes to"),
    "sheet.chips": ("Fichas", "Chips"),
    "sheet.empty": ("— libre —", "— empty —"),
    "sheet.reserved": ("— reservado —", "— reserved —"),
    "break.title": ("Cierre de la mesa {table}", "Table {table} breaks"),
    "break.rule": (
        "ADTP 9: doble sorteo de los asientos libres de las demás mesas.",
        "ADTP 9: double random draw into the open seats of the other tables.",
    ),
    "common.time": ("Hora", "Time"),
}


def label(key: str, language: str, **values: object) -> str:
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language}")
    return LABELS[key][LANGUAGES.index(language)].format(**values)


@dataclass(frozen=True)
class MoveSlip:
    house: str
    tournament: str
    player_name: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str
    rule: str
    time: datetime
    chips: int | None = None
    dealt_in: bool = True


@dataclass(frozen=True)
class SheetRow:
    seat: int
    player_name: str | None  # None: empty seat
    other: str = ""  # where the player came from (redraw) or goes to (break): "12-4"
    chips: int | None = None
    reserved: bool = False


@dataclass(frozen=True)
class TableSheet:
    """One table after a redraw (kind: final_table, two_tables, new_day) or a broken table
    (kind: break; rows say where each player goes)."""

    house: str
    tournament: str
    table: int
    kind: str
    rows: tuple[SheetRow, ...]
    time: datetime
    button: int | None = None


def _columns(flow: Flow, cells: Sequence[str], widths: Sequence[float], size: float, font: str):
    """One row of cells (widths as fractions of the column); each cell shortened to fit."""
    size *= flow.scale
    height = size * 1.45
    total = flow.width

    def draw(c: Canvas, x: float, y: float) -> None:
        c.setFillColorRGB(0, 0, 0)
        left = x
        for cell, fraction in zip(cells, widths, strict=True):
            width = total * fraction
            text = ellipsize(cell, font, size, width - 2 * mm)
            draw_text(c, left, y - size * 1.05, text, font, size)
            left += width

    flow._add(height, draw)


# --- move slips ------------------------------------------------------------------------------


def _slip_flow(flow: Flow, slip: MoveSlip, language: str) -> None:
    def t(key: str, **values: object) -> str:
        return label(key, language, **values)

    flow.text(slip.house, 10, font=BOLD, align="center", min_size=8, max_lines=2)
    flow.text(slip.tournament, 9, align="center", min_size=7, max_lines=2)
    flow.gap(1)
    flow.banner(t("slip.title"), 12)
    flow.gap(1.5)
    flow.text(slip.player_name, 16, font=BOLD, align="center", min_size=10, max_lines=3)
    flow.gap(1.5)
    flow.text(t("slip.from"), 8)
    flow.big_boxes(
        [(t("slip.table"), str(slip.from_table)), (t("slip.seat"), str(slip.from_seat))], 28, 9
    )
    flow.gap(1)
    flow.text(t("slip.to"), 8)
    flow.big_boxes(
        [(t("slip.table"), str(slip.to_table)), (t("slip.seat"), str(slip.to_seat))], 56, 11
    )
    if not slip.dealt_in:
        flow.gap(1)
        flow.text(t("slip.waits"), 10, font=BOLD, align="center", max_lines=2)
    flow.gap(1.5)
    chips = "________________" if slip.chips is None else group_int(slip.chips, language)
    flow.pair(t("slip.chips"), chips, 11)
    flow.rule(dashed=True)
    flow.text(t("slip.reason"), 8)
    flow.text(slip.reason, 9, max_lines=6, min_size=7)
    flow.pair(t("slip.rule"), slip.rule, 8, value_font=REGULAR)
    flow.pair(t("common.time"), local_time(slip.time), 9, value_font=REGULAR)
    flow.rule(dashed=True)
    flow.text(t("slip.check"), 7.5, align="center", max_lines=2)


def render_move_slips(slips: Sequence[MoveSlip], language: str = "es") -> bytes:
    """One 80 mm slip per move, in order (a balancing round or a break in one job)."""
    label("slip.title", language)
    if not slips:
        raise ValueError("no move slips to print")
    register_fonts()
    pages = []
    for slip in slips:
        flow = Flow(PRINTABLE_WIDTH)
        _slip_flow(flow, slip, language)
        pages.append((flow, ROLL_WIDTH, flow.height + ROLL_TOP + ROLL_BOTTOM, ROLL_MARGIN))
    title = f"{label('slip.title', language)} — {slips[0].tournament}"
    return _render(pages, title, top=ROLL_TOP)


# --- table sheets -----------------------------------------------------------------------------


def _sheet_flow(flow: Flow, sheet: TableSheet, language: str) -> None:
    def t(key: str, **values: object) -> str:
        return label(key, language, **values)

    breaking = sheet.kind == "break"
    flow.text(sheet.house, 11, font=BOLD, align="center", max_lines=1)
    flow.text(sheet.tournament, 10, align="center", max_lines=2)
    flow.gap(2)
    title = t("break.title", table=sheet.table) if breaking else t(f"sheet.{sheet.kind}")
    flow.banner(title, 16)
    flow.gap(2)
    if not breaking:
        flow.text(t("sheet.table", table=sheet.table), 28, font=BOLD, align="center")
        if sheet.button is not None:
            flow.text(t("sheet.button", seat=sheet.button), 13, align="center")
    else:
        flow.text(t("break.rule"), 10, align="center", max_lines=2)
    flow.gap(3)
    other = t("sheet.goes_to") if breaking else t("sheet.came_from")
    widths = (0.14, 0.5, 0.18, 0.18)
    header = [t("sheet.seat"), t("sheet.player"), other, t("sheet.chips")]
    _columns(flow, header, widths, 11, BOLD)
    flow.rule(weight=1.2, space=1)
    for row in sheet.rows:
        if row.player_name is None:
            name = t("sheet.reserved") if row.reserved else t("sheet.empty")
        else:
            name = row.player_name
        blank = "" if row.player_name is None else "__________"
        chips = blank if row.chips is None else group_int(row.chips, language)
        font = BOLD if row.player_name else REGULAR
        _columns(flow, [str(row.seat), name, row.other, chips], widths, 14, font)
        flow.rule(dashed=True, weight=0.4, space=1)
    flow.gap(2)
    flow.pair(t("common.time"), local_time(sheet.time), 10, value_font=REGULAR)


def render_table_sheets(sheets: Sequence[TableSheet], language: str = "es") -> bytes:
    """One A4 page per table: a redraw's tables in one job, or a table-break sheet."""
    label("sheet.seat", language)
    if not sheets:
        raise ValueError("no table sheets to print")
    register_fonts()
    page_w, page_h = A4
    pages = []
    for sheet in sheets:
        flow = Flow(page_w - 2 * A4_MARGIN, 1.0)
        _sheet_flow(flow, sheet, language)
        pages.append((flow, page_w, page_h, A4_MARGIN))
    first = sheets[0]
    title = f"{label('sheet.table', language, table=first.table)} — {first.tournament}"
    return _render(pages, title, top=A4_MARGIN)


def _render(pages, title: str, *, top: float) -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(pages[0][1], pages[0][2]), pageCompression=1)
    canvas.setTitle(title)
    canvas.setCreator("Tournament Director")
    for flow, page_w, page_h, x in pages:
        canvas.setPageSize((page_w, page_h))
        flow.draw(canvas, x, page_h - top)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


__all__ = [
    "MoveSlip",
    "SheetRow",
    "TableSheet",
    "render_move_slips",
    "render_table_sheets",
]

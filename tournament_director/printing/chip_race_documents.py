"""The chip race's papers: document in, PDF bytes out, in Spanish or English (ADTP 24;
Casino Club "Reemplazo de Fichas menores (Colour up)").

- Colour-up sheet (A4, one page per table, printed before or at the break for the floor to
  carry): the chip that comes off and the chip it is exchanged for, the race to run step by
  step as the rule set reads it (the deal from seat 1 clockwise, how many chips are raced,
  one chip a player, nobody raced out), and every seat with its player and blank lines for
  the odd chips, the cards, "no other chips" and the chip won.
- Race result (80 mm roll, or A4): the table and the colour-up, each seat's odd chips and
  cards, the chips raced, the winners in the order they won with the winning card, the
  protection chips, the change of chips in play, whether the cards were dealt at the table
  or drawn by the application, the operator, the time, and the verification code and QR
  from the ``ChipRaceRecorded`` event's hash.

Pure: services/chip_documents.py fills the records from the tournament.
"""

from __future__ import annotations

import io
import string
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from tournament_director.domain.money import format_count
from tournament_director.i18n import is_one
from tournament_director.printing.documents import Paper, verification_code
from tournament_director.printing.layout import Flow, local_time
from tournament_director.printing.text import BOLD, REGULAR, draw_text, ellipsize, register_fonts
from tournament_director.printing.tickets import _flow_for, _render_pages

A4_MARGIN = 15 * mm
LANGUAGES = ("es", "en")

WORDS: dict[str, tuple[str, str]] = {
    "sheet.title": ("RETIRO DE FICHAS — MESA {table}", "COLOUR-UP — TABLE {table}"),
    "sheet.break": ("Descanso después del nivel {after}", "Break after level {after}"),
    "sheet.exchange": (
        "Se retiran las fichas de {removed} y se cambian por fichas de {to}: {per} fichas de "
        "{removed_figure} = 1 ficha de {to_figure}.",
        "The {removed} chips come off and are exchanged for {to} chips: {per} chips of "
        "{removed_figure} = 1 chip of {to_figure}.",
    ),
    "sheet.how": ("Cómo se hace el chip race (ADTP 24)", "How the chip race is run (ADTP 24)"),
    "sheet.step.exchange": (
        "Cada jugador cambia sus fichas de {removed} por fichas de {to} enteras. Lo que sobra "
        "(de 0 a {most} {most:ficha|fichas} de {removed}) se anota abajo y se sortea.",
        "Each player exchanges the {removed} chips for whole {to} chips. What is left (0 to "
        "{most} {most:chip|chips} of {removed}) is written below and raced.",
    ),
    "sheet.step.deal": (
        "Una carta boca arriba por cada ficha sobrante, empezando por el asiento {start} y en "
        "el sentido de las agujas del reloj; cada asiento recibe todas sus cartas antes que el "
        "siguiente.",
        "One card face up per odd chip, starting at seat {start} and going clockwise; each seat "
        "gets all its cards before the next.",
    ),
    "sheet.step.count.at_least_half": (
        "Se sortea una ficha de {to} por cada {to} en fichas sobrantes de la mesa, y una más "
        "si lo que queda es al menos la mitad ({half}).",
        "One {to} chip is raced for every {to} of odd chips at the table, and one more if what "
        "is left is at least half ({half}).",
    ),
    "sheet.step.count.more_than_half": (
        "Se sortea una ficha de {to} por cada {to} en fichas sobrantes de la mesa, y una más "
        "si lo que queda es más de la mitad ({half}).",
        "One {to} chip is raced for every {to} of odd chips at the table, and one more if what "
        "is left is more than half ({half}).",
    ),
    "sheet.step.win": (
        "La carta más alta gana la primera ficha, la siguiente más alta de otro jugador la "
        "segunda, y así; como máximo {max} por jugador. A igual valor decide el palo: picas, "
        "corazones, diamantes, tréboles.",
        "The highest card wins the first chip, the next highest of another player the second, "
        "and so on; at most {max} a player. Equal ranks go by suit: spades, hearts, diamonds, "
        "clubs.",
    ),
    "sheet.step.nobody_out": (
        "Nadie queda eliminado: el jugador que se queda sin fichas recibe una ficha de {to}.",
        "Nobody is raced out: a player left without chips receives a {to} chip.",
    ),
    "sheet.step.may_eliminate": (
        "Las reglas de la casa permiten que el chip race elimine a un jugador.",
        "The house rules allow the chip race to knock a player out.",
    ),
    "sheet.step.leave": (
        "Todas las fichas de {removed} sobrantes salen del juego; anote el resultado en la "
        "consola (Mesas o Reloj › Chip race).",
        "Every odd {removed} chip leaves play; record the result in the console (Tables or "
        "Clock › Chip race).",
    ),
    "sheet.col.seat": ("Asiento", "Seat"),
    "sheet.col.player": ("Jugador", "Player"),
    "sheet.col.odd": ("Sobrantes", "Odd chips"),
    "sheet.col.cards": ("Cartas", "Cards"),
    "sheet.col.bare": ("Sin más fichas", "No other chips"),
    "sheet.col.won": ("Gana", "Wins"),
    "sheet.empty": ("— libre —", "— empty —"),
    "sheet.total": (
        "Fichas sobrantes de la mesa: ________ × {removed} = ________",
        "Odd chips at the table: ________ × {removed} = ________",
    ),
    "sheet.raced": (
        "Fichas de {to} que se sortean: ________",
        "{to} chips raced: ________",
    ),
    "sheet.winners": (
        "Ganadores, en orden (asiento y carta): ______________________________",
        "Winners, in order (seat and card): ______________________________",
    ),
    "sheet.protected": (
        "Fichas de protección (asiento): ______________________________",
        "Protection chips (seat): ______________________________",
    ),
    "sheet.sign_floor": ("Floor", "Floor"),
    "sheet.sign_dealer": ("Crupier", "Dealer"),
    "sheet.printed": ("Impreso el {time}", "Printed {time}"),
    "result.title": ("CHIP RACE — MESA {table}", "CHIP RACE — TABLE {table}"),
    "result.colour_up": ("Fichas de {removed} → {to}", "{removed} chips → {to}"),
    "result.seat": ("Asiento {seat}", "Seat {seat}"),
    "result.odd": (
        "{count} {count:ficha|fichas} de {removed}",
        "{count} {count:chip|chips} of {removed}",
    ),
    "result.bare": ("sin más fichas", "no other chips"),
    "result.no_odd": (
        "Nadie tenía fichas sobrantes: no se sorteó nada.",
        "Nobody held odd chips: nothing was raced.",
    ),
    "result.raced": (
        "Se {count:sorteó|sortearon} {count} {count:ficha|fichas} de {to} ({odd} en fichas "
        "sobrantes).",
        "{count} {count:chip|chips} of {to} raced ({odd} in odd chips).",
    ),
    "result.winners": ("Ganadores", "Winners"),
    "result.winner": ("{n}.ª ficha: asiento {seat} · {card}", "Chip {n}: seat {seat} · {card}"),
    "result.protection": (
        "Sin fichas: ficha de protección (ADTP 24 A)",
        "Left without chips: protection chip (ADTP 24 A)",
    ),
    "result.protected": ("Asiento {seat} · una ficha de {value}", "Seat {seat} · a {value} chip"),
    "result.removed": ("Fichas sobrantes retiradas", "Odd chips removed"),
    "result.awarded": ("Fichas ganadas", "Chips won"),
    "result.protection_value": ("Fichas de protección", "Protection chips"),
    "result.change": ("Cambio de fichas en juego", "Change of chips in play"),
    "result.typed": ("Cartas repartidas en la mesa.", "Cards dealt at the table."),
    "result.drawn": (
        "Cartas repartidas por la aplicación (al azar, fuente segura del sistema).",
        "Cards dealt by the application (at random, the system's secure source).",
    ),
    "result.operator": ("Registró", "Recorded by"),
    "result.time": ("Fecha y hora", "Date and time"),
    "result.code": ("Código de verificación", "Verification code"),
    "result.sign": ("Firma del floor — {name}", "Floor's signature — {name}"),
}


def word(key: str, language: str, **values: object) -> str:
    """The paper's words in ``language``; counted words agree with their number
    (``{count:ficha|fichas}``, as i18n writes them)."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language}")
    text = WORDS[key][LANGUAGES.index(language)]
    if not values:
        return text
    return _COUNTED.format(text, **values) if "|" in text else text.format(**values)


class _Counted(string.Formatter):
    """``{count:ficha|fichas}``: the first form when the count is 1, else the second."""

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" not in format_spec:
            return super().format_field(value, format_spec)
        one, many = format_spec.split("|", 1)
        return one if is_one(value) else many


_COUNTED = _Counted()


def chip(denomination: int, colour: str, language: str) -> str:
    """25 (blanco) / 25 (white is the house's word: colours are printed as recorded)."""
    figure = format_count(denomination, language)
    return f"{figure} ({colour})" if colour.strip() else figure


# --- the colour-up sheet --------------------------------------------------------------------


@dataclass(frozen=True)
class SheetSeat:
    seat: int
    player_name: str | None  # None: an empty seat


@dataclass(frozen=True)
class ColourUpSheet:
    """One table's colour-up: what comes off, what for, and the race to run. ``rounding``:
    the rule set's ``chip_race_rounding`` value."""

    house: str
    tournament: str
    table: int
    after_level: int
    removed: int
    removed_colour: str
    to: int
    to_colour: str
    seats: tuple[SheetSeat, ...]
    printed_at: datetime
    rounding: str = "at_least_half"
    start_seat: int = 1
    max_per_player: int = 1
    may_eliminate: bool = False


def _row(
    flow: Flow,
    cells: Sequence[str],
    widths: Sequence[float],
    size: float,
    font: str,
    height: float = 1.45,
) -> None:
    """One row of cells (widths as fractions of the column), each cut to fit its cell."""
    size *= flow.scale
    total = flow.width

    def draw(c: Canvas, x: float, y: float) -> None:
        c.setFillColorRGB(0, 0, 0)
        left = x
        for cell, fraction in zip(cells, widths, strict=True):
            width = total * fraction
            text = ellipsize(cell, font, size, width - 2 * mm)
            draw_text(c, left, y - size * 1.05, text, font, size)
            left += width

    flow._add(size * height, draw)


def _sheet_flow(flow: Flow, sheet: ColourUpSheet, language: str) -> None:
    def t(key: str, **values: object) -> str:
        return word(key, language, **values)

    removed = chip(sheet.removed, sheet.removed_colour, language)
    to = chip(sheet.to, sheet.to_colour, language)
    removed_figure = format_count(sheet.removed, language)
    to_figure = format_count(sheet.to, language)
    per = sheet.to // sheet.removed
    flow.text(sheet.house, 11, font=BOLD, align="center", max_lines=1)
    flow.text(sheet.tournament, 10, align="center", max_lines=2)
    flow.gap(2)
    flow.banner(t("sheet.title", table=sheet.table), 16)
    flow.gap(1.5)
    flow.text(t("sheet.break", after=sheet.after_level), 12, font=BOLD, align="center")
    flow.gap(1.5)
    flow.text(
        t("sheet.exchange", removed=removed, to=to, per=per, removed_figure=removed_figure,
          to_figure=to_figure),
        12,
        max_lines=3,
    )  # fmt: skip
    flow.gap(2)
    flow.text(t("sheet.how"), 11, font=BOLD)
    rounding = "more_than_half" if sheet.rounding == "more_than_half" else "at_least_half"
    steps = [
        t("sheet.step.exchange", removed=removed_figure, to=to_figure, most=per - 1),
        t("sheet.step.deal", start=sheet.start_seat),
        t(f"sheet.step.count.{rounding}", to=to_figure,
          half=format_count(sheet.to // 2, language)),
        t("sheet.step.win", max=_chips_words(sheet.max_per_player, language)),
        t("sheet.step.may_eliminate") if sheet.may_eliminate
        else t("sheet.step.nobody_out", to=to_figure),
        t("sheet.step.leave", removed=removed_figure),
    ]  # fmt: skip
    for n, step in enumerate(steps, start=1):
        flow.text(f"{n}. {step}", 10, max_lines=4)
    flow.gap(3)
    widths = (0.09, 0.35, 0.12, 0.19, 0.16, 0.09)
    header = [
        t("sheet.col.seat"),
        t("sheet.col.player"),
        t("sheet.col.odd"),
        t("sheet.col.cards"),
        t("sheet.col.bare"),
        t("sheet.col.won"),
    ]
    _row(flow, header, widths, 9, BOLD)
    flow.rule(weight=1.2, space=1)
    blanks = " ".join(["____"] * (per - 1)) if per - 1 <= 3 else "______________"
    for seat in sheet.seats:
        if seat.player_name is None:
            cells = [str(seat.seat), t("sheet.empty"), "", "", "", ""]
            _row(flow, cells, widths, 12, REGULAR, height=1.9)
        else:
            cells = [str(seat.seat), seat.player_name, "_____", blanks, "☐", "_____"]
            _row(flow, cells, widths, 12, BOLD, height=1.9)
        flow.rule(dashed=True, weight=0.4, space=1)
    flow.gap(3)
    for key in ("sheet.total", "sheet.raced", "sheet.winners", "sheet.protected"):
        flow.text(t(key, removed=removed_figure, to=to_figure), 11, max_lines=2)
        flow.gap(2.5)
    flow.signature(t("sheet.sign_floor"), space=12)
    flow.signature(t("sheet.sign_dealer"), space=10)
    flow.gap(2)
    flow.text(t("sheet.printed", time=local_time(sheet.printed_at)), 8, align="right")


def render_colour_up_sheets(sheets: Sequence[ColourUpSheet], language: str = "es") -> bytes:
    """One A4 page per table, in the order given (every table of a break in one job)."""
    word("sheet.how", language)
    if not sheets:
        raise ValueError("no colour-up sheets to print")
    register_fonts()
    page_w, page_h = A4
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, pageCompression=1)
    first = sheets[0]
    canvas.setTitle(f"{word('sheet.title', language, table=first.table)} — {first.tournament}")
    canvas.setCreator("Tournament Director")
    for sheet in sheets:
        flow = Flow(page_w - 2 * A4_MARGIN, 1.0)
        _sheet_flow(flow, sheet, language)
        flow.draw(canvas, A4_MARGIN, page_h - A4_MARGIN)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


# --- the race result ------------------------------------------------------------------------


@dataclass(frozen=True)
class RaceLine:
    """A seat with odd chips: its cards as the paper shows them ("Q♠"), in the order dealt;
    ``no_other_chips``: the floor said it held nothing else."""

    seat: int
    player_name: str
    odd_chips: int
    cards: tuple[str, ...]
    no_other_chips: bool = False


@dataclass(frozen=True)
class RaceWinner:
    seat: int
    player_name: str
    card: str


@dataclass(frozen=True)
class RaceProtected:
    seat: int
    player_name: str
    value: int


@dataclass(frozen=True)
class RaceResultPaper:
    """One table's race as recorded. ``seq`` and ``event_hash`` are the
    ``ChipRaceRecorded`` event's: they make the verification code and the QR code."""

    house: str
    tournament: str
    tournament_id: str
    table: int
    after_level: int
    removed: int
    removed_colour: str
    to: int
    to_colour: str
    lines: tuple[RaceLine, ...]
    winners: tuple[RaceWinner, ...]
    protected: tuple[RaceProtected, ...]
    chips_raced: int
    odd_value_removed: int
    awarded_value: int
    protected_value: int
    total_change: int
    drawn: bool
    operator: str
    time: datetime
    seq: int
    event_hash: str

    def __post_init__(self) -> None:
        verification_code(self.event_hash)

    @property
    def code(self) -> str:
        return verification_code(self.event_hash)

    @property
    def qr_payload(self) -> str:
        """TD1|C|<tournament>|<table>|<seq>|<code>."""
        return f"TD1|C|{self.tournament_id}|{self.table}|{self.seq}|{self.code}"


def _chips_words(count: int, language: str) -> str:
    """una ficha / 2 fichas (one chip / 2 chips)."""
    if count == 1:
        return "una ficha" if language == "es" else "one chip"
    return f"{count} fichas" if language == "es" else f"{count} chips"


def _signed(value: int, language: str) -> str:
    figure = format_count(abs(value), language)
    return f"+{figure}" if value > 0 else (f"−{figure}" if value < 0 else figure)


def _result_flow(flow: Flow, r: RaceResultPaper, language: str) -> None:
    def t(key: str, **values: object) -> str:
        return word(key, language, **values)

    removed = chip(r.removed, r.removed_colour, language)
    to = chip(r.to, r.to_colour, language)
    to_figure = format_count(r.to, language)
    flow.text(r.house, 11, font=BOLD, align="center", min_size=8, max_lines=2)
    flow.text(r.tournament, 9, align="center", min_size=7, max_lines=2)
    flow.gap(1)
    flow.banner(t("result.title", table=r.table), 12)
    flow.gap(1)
    flow.text(t("result.colour_up", removed=removed, to=to), 10, font=BOLD, align="center",
              min_size=7, max_lines=2)  # fmt: skip
    flow.text(t("sheet.break", after=r.after_level), 9, align="center")
    flow.rule()
    if not r.lines:
        flow.text(t("result.no_odd"), 9, max_lines=3)
    for line in r.lines:
        flow.text(f"{t('result.seat', seat=line.seat)} — {line.player_name}", 9.5, font=BOLD,
                  min_size=7, max_lines=2)  # fmt: skip
        detail = t("result.odd", count=line.odd_chips, removed=format_count(r.removed, language))
        if line.cards:
            detail += " · " + " ".join(line.cards)
        if line.no_other_chips:
            detail += " · " + t("result.bare")
        flow.text(detail, 9, max_lines=3)
    flow.rule(dashed=True)
    if r.lines:
        odd = format_count(r.odd_value_removed, language)
        flow.text(t("result.raced", count=r.chips_raced, to=to_figure, odd=odd), 9.5,
                  font=BOLD, max_lines=3)  # fmt: skip
    if r.winners:
        flow.gap(1)
        flow.text(t("result.winners"), 8)
        for n, w in enumerate(r.winners, start=1):
            flow.text(t("result.winner", n=n, seat=w.seat, card=w.card), 10.5, font=BOLD,
                      min_size=7)  # fmt: skip
            flow.text(w.player_name, 9, min_size=7, max_lines=2)
    if r.protected:
        flow.gap(1)
        flow.text(t("result.protection"), 8)
        for p in r.protected:
            value = format_count(p.value, language)
            flow.text(t("result.protected", seat=p.seat, value=value), 10.5, font=BOLD,
                      min_size=7)  # fmt: skip
            flow.text(p.player_name, 9, min_size=7, max_lines=2)
    flow.rule(dashed=True)
    flow.pair(t("result.removed"), _signed(-r.odd_value_removed, language), 8.5)
    flow.pair(t("result.awarded"), _signed(r.awarded_value, language), 8.5)
    if r.protected_value:
        flow.pair(t("result.protection_value"), _signed(r.protected_value, language), 8.5)
    flow.pair(t("result.change"), _signed(r.total_change, language), 10, label_font=BOLD)
    flow.gap(1)
    flow.text(t("result.drawn") if r.drawn else t("result.typed"), 8, max_lines=3)
    flow.rule(dashed=True)
    flow.signature(t("result.sign", name=r.operator), size=7.5, space=10)
    flow.gap(1.5)
    flow.pair(t("result.operator"), r.operator, 8, value_font=REGULAR)
    flow.pair(t("result.time"), local_time(r.time), 8, value_font=REGULAR)
    flow.gap(1.5)
    flow.text(t("result.code"), 8, align="center")
    flow.text(r.code, 15, font=BOLD, align="center")
    flow.gap(1)
    flow.qr(r.qr_payload, 26)


def render_race_result(
    result: RaceResultPaper, language: str = "es", *, paper: Paper = Paper.ROLL_80
) -> bytes:
    """The race's result on the 80 mm roll (as tall as it needs) or on A4 (the same column,
    larger, at the top of the page)."""
    word("result.title", language, table=result.table)
    register_fonts()
    flow, page_w, page_h = _flow_for(paper, "receipt", lambda f: _result_flow(f, result, language))
    title = f"{word('result.title', language, table=result.table)} — {result.tournament}"
    return _render_pages([(flow, page_w, page_h, None)], title, paper)


__all__ = [
    "ColourUpSheet",
    "RaceLine",
    "RaceProtected",
    "RaceResultPaper",
    "RaceWinner",
    "SheetSeat",
    "render_colour_up_sheets",
    "render_race_result",
    "word",
]

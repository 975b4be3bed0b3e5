"""The chip-control slip ("comprobante de control de fichas") of a qualifier and the label of
his chip bag: document in, PDF bytes out, in Spanish or English.

House "Etapa Final": "Cada jugador clasificado deberá presentar el comprobante de control de
fichas para acreditarse en la etapa. De no presentar el comprobante de control de fichas, será
penalizado aunque no perderá derecho a participar." At the end of a flight each qualifier's
chips are counted, the count confirmed by a second operator or by the player, and bagged
(domain/stages.py, ``ChipsBagged``); this is what is printed then.

- The slip, in two copies, the player's ("COPIA DEL JUGADOR") and the house's ("COPIA DE LA
  CASA"): the event, the flight and its start, the slip's number, the player and his
  document, his table and seat when the flight ended, the count in figures (large, in a
  frame) and in words ("trescientas cincuenta y dos mil fichas"), the level at which the
  final stage starts, the date and time, who bagged the chips and who confirmed the count,
  and the code a person types (printed large) and the QR a scanner reads at accreditation
  (their texts are the service's: ``StageService.slip_codes``). On the 80 mm roll the two
  copies come one after the other on one page with a cut line between them; on A4 each
  copy takes half of the page (two columns), with a cut line across the middle.
- The envelope label of the chip bag, 100 × 70 mm (the common 4 × 2.75 in address label of
  label printers and A6 sheet labels): the event, the flight, the player, his document, the
  table and seat, the count in figures, the slip's number, the printed code and the QR.

A replaced slip (a later count of the same entry) is never printed: the service refuses it.
Pure: services/stage_documents.py fills the records from the flight.
"""

from __future__ import annotations

import io
import string
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from tournament_director.i18n import is_one
from tournament_director.printing.documents import Paper
from tournament_director.printing.layout import Flow, group_int, local_time
from tournament_director.printing.money_text import count_in_words
from tournament_director.printing.text import BOLD, REGULAR, draw_text, register_fonts, text_width

LANGUAGES = ("es", "en")
#: Who confirmed a count when it was not a second operator (domain/stages.PLAYER_CONFIRMED).
PLAYER = "player"

ROLL_WIDTH = 80 * mm
PRINTABLE_WIDTH = 72 * mm
ROLL_MARGIN = (ROLL_WIDTH - PRINTABLE_WIDTH) / 2
ROLL_TOP = 4 * mm
ROLL_BOTTOM = 8 * mm  # room for the tear bar below the last line
#: Each A4 copy is half the page: 12 mm each side, 10 mm above and below within its half.
A4_SIDE = 12 * mm
A4_TOP = 10 * mm
A4_GAP = 8 * mm  # between the two columns of a copy
#: The envelope label: 100 × 70 mm, 4 mm margins.
LABEL_SIZE = (100 * mm, 70 * mm)
LABEL_MARGIN = 4 * mm

WORDS: dict[str, tuple[str, str]] = {
    "title": ("COMPROBANTE DE CONTROL DE FICHAS", "CHIP-CONTROL SLIP"),
    "copy.player": ("COPIA DEL JUGADOR", "PLAYER'S COPY"),
    "copy.house": ("COPIA DE LA CASA", "HOUSE COPY"),
    "reprint": ("{copy} — REIMPRESIÓN", "{copy} — REPRINT"),
    "number": ("N.º {n}", "No. {n}"),
    "flight": ("Serie {label}", "Flight {label}"),
    "flight.starts": ("Serie {label} · {time}", "Flight {label} · {time}"),
    "player": ("Jugador", "Player"),
    "document": ("Documento", "ID document"),
    "where": ("Terminó en", "Ended at"),
    "where.value": ("Mesa {table} · Asiento {seat}", "Table {table} · Seat {seat}"),
    "chips": ("FICHAS", "CHIPS"),
    "chip": ("ficha", "chip"),
    "chips.noun": ("fichas", "chips"),
    "in_words": ("Son: {words}.", "In words: {words}."),
    "final_level": (
        "La etapa final empieza en el nivel {level}",
        "The final stage starts at level {level}",
    ),
    "time": ("Fecha y hora", "Date and time"),
    "operator": ("Embolsó", "Bagged by"),
    "confirmed": ("Confirmó el conteo", "Count confirmed by"),
    "confirmed.player": ("el jugador", "the player"),
    "replaces": (
        "Nuevo conteo: reemplaza al comprobante N.º {n}, que queda anulado.",
        "New count: replaces slip no. {n}, which is void.",
    ),
    "code": ("Código de verificación", "Verification code"),
    "keep.player": (
        "Preséntelo con su documento para acreditarse en la etapa final. Sin él será "
        "penalizado, aunque no pierde el derecho a participar (Casino Club «Etapa Final»).",
        "Show it with your ID document to be accredited for the final stage. Without it you "
        "will be penalised, though you keep your right to play (Casino Club “Etapa Final”).",
    ),
    "keep.house": (
        "Queda en la sala con la bolsa de fichas hasta la acreditación.",
        "Stays in the room with the chip bag until accreditation.",
    ),
    "sign.player": (
        "Firma del jugador: conforme con el conteo",
        "Player's signature: the count is right",
    ),
    "sign.floor": ("Firma del floor — {name}", "Floor's signature — {name}"),
    "cut": ("✂  cortar aquí", "✂  cut here"),
    "label.title": ("BOLSA DE FICHAS", "CHIP BAG"),
    "label.slip": ("Comprobante", "Slip"),
}


class _Counted(string.Formatter):
    """``{count:ficha|fichas}``: the first form when the count is 1, else the second."""

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" not in format_spec:
            return super().format_field(value, format_spec)
        one, many = format_spec.split("|", 1)
        return one if is_one(value) else many


_COUNTED = _Counted()


def word(key: str, language: str, **values: object) -> str:
    """The slip's words in ``language``; counted words agree with their number."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language}")
    text = WORDS[key][LANGUAGES.index(language)]
    if not values:
        return text
    return _COUNTED.format(text, **values) if "|" in text else text.format(**values)


def chips_in_words(chips: int, language: str) -> str:
    """The count in words, as the slip writes it: "trescientas cincuenta y dos mil fichas"
    (fichas is feminine: "una ficha", "doscientas una fichas", "veintiún mil fichas", "un
    millón de fichas"), "three hundred fifty-two thousand chips"."""
    one, many = word("chip", language), word("chips.noun", language)
    return count_in_words(chips, one, many, language, feminine=language == "es")


@dataclass(frozen=True)
class ChipSlip:
    """One qualifier's chip-control slip as recorded (``ChipsBagged``), with the texts of
    its QR and printed code (``StageService.slip_codes``). ``confirmed_by``: the second
    operator's name, or :data:`PLAYER`; ``replaces``: the slip of an earlier count of the
    same entry, void since this one."""

    house: str
    event: str
    flight: str
    flight_starts: datetime | None
    number: int
    player_name: str
    player_document: str
    entry_id: int
    table: int | None
    seat: int | None
    chips: int
    final_level: int
    issued_at: datetime
    operator: str
    confirmed_by: str
    qr_text: str
    code: str
    replaces: int | None = None
    reprint: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.chips, bool) or not isinstance(self.chips, int) or self.chips <= 0:
            raise ValueError(f"a slip's count is a whole number of chips above 0: {self.chips}")
        if not self.qr_text or not self.code:
            raise ValueError("a slip needs its QR text and its printed code")

    def confirmed_words(self, language: str) -> str:
        if self.confirmed_by == PLAYER:
            return word("confirmed.player", language)
        return self.confirmed_by

    def where(self, language: str) -> str:
        if self.table is None or self.seat is None:
            return "—"
        return word("where.value", language, table=self.table, seat=self.seat)

    def flight_words(self, language: str) -> str:
        if self.flight_starts is None:
            return word("flight", language, label=self.flight)
        when = local_time(self.flight_starts)
        return word("flight.starts", language, label=self.flight, time=when)


# --- the slip's parts (each a run of blocks on a column) -------------------------------------


def _caption(flow: Flow, slip: ChipSlip, copy: str, language: str) -> None:
    caption = word(f"copy.{copy}", language)
    if slip.reprint:
        caption = word("reprint", language, copy=caption)
    flow.banner(caption, 10, inverse=False)
    flow.gap(1.5)


def _head(flow: Flow, slip: ChipSlip, language: str) -> None:
    flow.text(slip.house, 10, font=BOLD, align="center", min_size=8, max_lines=2)
    flow.gap(1)
    flow.banner(word("title", language), 11)
    flow.gap(1)
    flow.text(word("number", language, n=slip.number), 11, font=BOLD, align="center")
    flow.text(slip.event, 12, font=BOLD, align="center", min_size=9, max_lines=2)
    flow.text(slip.flight_words(language), 10, align="center", min_size=8, max_lines=2)


def _player(flow: Flow, slip: ChipSlip, language: str) -> None:
    flow.text(word("player", language), 8)
    flow.text(slip.player_name, 14, font=BOLD, min_size=10, max_lines=3)
    if slip.player_document:
        flow.pair(word("document", language), slip.player_document, 9.5)
    flow.pair(word("where", language), slip.where(language), 9.5)


def _count(flow: Flow, slip: ChipSlip, language: str, size: float = 40) -> None:
    """The count as nobody can misread it: the figures framed and large, then in words."""
    flow.big_boxes([(word("chips", language), group_int(slip.chips, language))], size, 10)
    flow.gap(1)
    words = word("in_words", language, words=chips_in_words(slip.chips, language))
    flow.text(words, 10, font=BOLD, align="center", min_size=8, max_lines=4)


def _facts(flow: Flow, slip: ChipSlip, language: str) -> None:
    level = word("final_level", language, level=slip.final_level)
    flow.text(level, 10, font=BOLD, align="center", min_size=8, max_lines=2)
    flow.gap(0.5)
    flow.pair(word("time", language), local_time(slip.issued_at), 9, value_font=REGULAR)
    flow.pair(word("operator", language), slip.operator, 9, value_font=REGULAR)
    flow.pair(word("confirmed", language), slip.confirmed_words(language), 9, value_font=REGULAR)
    if slip.replaces is not None:
        flow.gap(1)
        flow.text(word("replaces", language, n=slip.replaces), 9, font=BOLD, max_lines=3)


def _signature(flow: Flow, slip: ChipSlip, copy: str, language: str) -> None:
    # The house keeps the player's word that the count is right; the player the floor's.
    if copy == "house":
        flow.signature(word("sign.player", language), size=7.5, space=10)
    else:
        flow.signature(word("sign.floor", language, name=slip.operator), size=7.5, space=10)


def _code(flow: Flow, slip: ChipSlip, language: str, qr: float = 30) -> None:
    flow.text(word("code", language), 8, align="center")
    flow.text(slip.code, 17, font=BOLD, align="center", min_size=10)
    flow.gap(1)
    flow.qr(slip.qr_text, qr)


def _note(flow: Flow, copy: str, language: str) -> None:
    flow.text(word(f"keep.{copy}", language), 7.5, align="center", max_lines=5)


def _cut_line(flow: Flow, language: str) -> None:
    """A dashed line across the roll with "✂ cut here" on it, and room around it."""
    size = 8 * flow.scale
    height = 10 * mm * flow.scale
    width = flow.width
    text = word("cut", language)

    def draw(c: Canvas, x: float, y: float) -> None:
        middle = y - height / 2
        c.saveState()
        c.setLineWidth(0.8)
        c.setDash(3, 2)
        c.line(x - ROLL_MARGIN / 2, middle, x + width + ROLL_MARGIN / 2, middle)
        c.setDash()
        pad = 1.5 * mm
        label_w = text_width(text, REGULAR, size) + 2 * pad
        c.setFillColorRGB(1, 1, 1)
        c.rect(x + (width - label_w) / 2, middle - size * 0.7, label_w, size * 1.4, 0, 1)
        c.restoreState()
        draw_text(c, x + width / 2, middle - size * 0.33, text, REGULAR, size, "center")

    flow._add(height, draw)


def _roll_copy(flow: Flow, slip: ChipSlip, copy: str, language: str) -> None:
    _caption(flow, slip, copy, language)
    _head(flow, slip, language)
    flow.rule()
    _player(flow, slip, language)
    flow.gap(1.5)
    _count(flow, slip, language)
    flow.rule(dashed=True)
    _facts(flow, slip, language)
    flow.rule(dashed=True)
    _signature(flow, slip, copy, language)
    flow.gap(2)
    _code(flow, slip, language)
    flow.gap(1.5)
    _note(flow, copy, language)


# --- rendering ---------------------------------------------------------------------------------


def _check(slips: Sequence[ChipSlip], language: str) -> None:
    word("title", language)  # raises ValueError for an unknown language
    if not slips:
        raise ValueError("no chip-control slips to print")
    register_fonts()


def _canvas(buffer: io.BytesIO, size: tuple[float, float], title: str) -> Canvas:
    canvas = Canvas(buffer, pagesize=size, pageCompression=1)
    canvas.setTitle(title)
    canvas.setCreator("Tournament Director")
    return canvas


def _title(slips: Sequence[ChipSlip], language: str) -> str:
    first = slips[0]
    return f"{word('title', language)} — {first.event} — {first.flight}"


def render_slips(
    slips: Sequence[ChipSlip], language: str = "es", *, paper: Paper = Paper.ROLL_80
) -> bytes:
    """A page per slip, in order (one qualifier's, or every qualifier of a flight in one
    job): on the 80 mm roll the player's copy, a cut line and the house's copy, as tall as
    they need; on A4 the player's copy on the top half and the house's on the bottom."""
    _check(slips, language)
    buffer = io.BytesIO()
    if Paper(paper) is Paper.ROLL_80:
        canvas = _canvas(buffer, (ROLL_WIDTH, A4[1]), _title(slips, language))
        for slip in slips:
            flow = Flow(PRINTABLE_WIDTH)
            _roll_copy(flow, slip, "player", language)
            _cut_line(flow, language)
            _roll_copy(flow, slip, "house", language)
            height = flow.height + ROLL_TOP + ROLL_BOTTOM
            canvas.setPageSize((ROLL_WIDTH, height))
            flow.draw(canvas, ROLL_MARGIN, height - ROLL_TOP)
            canvas.showPage()
    else:
        canvas = _canvas(buffer, A4, _title(slips, language))
        for slip in slips:
            _a4_page(canvas, slip, language)
            canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def render_slip(slip: ChipSlip, language: str = "es", *, paper: Paper = Paper.ROLL_80) -> bytes:
    return render_slips([slip], language, paper=paper)


def _fitted_columns(
    widths: tuple[float, float],
    height: float,
    build: Callable[[Flow, Flow], None],
    scale: float,
    least: float,
) -> tuple[Flow, Flow]:
    """Two columns laid out at the largest scale (from ``scale`` down to ``least``) at
    which both fit ``height``."""
    while True:
        left, right = Flow(widths[0], scale), Flow(widths[1], scale)
        build(left, right)
        if max(left.height, right.height) <= height or scale <= least:
            return left, right
        scale = max(least, scale * 0.96)


def _a4_page(canvas: Canvas, slip: ChipSlip, language: str) -> None:
    page_w, page_h = A4
    half = page_h / 2
    usable_w = page_w - 2 * A4_SIDE
    right_w = 64 * mm
    widths = (usable_w - A4_GAP - right_w, right_w)

    def build_for(copy: str) -> Callable[[Flow, Flow], None]:
        def build(left: Flow, right: Flow) -> None:
            _caption(left, slip, copy, language)
            _head(left, slip, language)
            left.rule()
            _player(left, slip, language)
            left.gap(2)
            _count(left, slip, language, size=48)
            _facts(right, slip, language)
            right.rule(dashed=True)
            _signature(right, slip, copy, language)
            right.gap(2)
            _code(right, slip, language, qr=36)
            right.gap(1.5)
            _note(right, copy, language)

        return build

    # Both copies at one scale (the smaller one's), so the halves look alike.
    room = half - 2 * A4_TOP
    scale = min(
        _fitted_columns(widths, room, build_for(copy), 1.3, 0.8)[0].scale
        for copy in ("player", "house")
    )
    for index, copy in enumerate(("player", "house")):
        left, right = _fitted_columns(widths, room, build_for(copy), scale, scale)
        top = page_h - index * half - A4_TOP
        left.draw(canvas, A4_SIDE, top)
        right.draw(canvas, A4_SIDE + widths[0] + A4_GAP, top)
    # The cut line across the middle of the page.
    canvas.saveState()
    canvas.setLineWidth(0.8)
    canvas.setDash(4, 3)
    canvas.line(6 * mm, half, page_w - 6 * mm, half)
    canvas.setDash()
    text = word("cut", language)
    label_w = text_width(text, REGULAR, 9) + 4 * mm
    canvas.setFillColorRGB(1, 1, 1)
    canvas.rect((page_w - label_w) / 2, half - 6.3, label_w, 12.6, 0, 1)
    canvas.restoreState()
    draw_text(canvas, page_w / 2, half - 3, text, REGULAR, 9, "center")


# --- the envelope label ------------------------------------------------------------------------


def _label_columns(slip: ChipSlip, language: str) -> tuple[Flow, Flow]:
    width, height = LABEL_SIZE
    usable_w = width - 2 * LABEL_MARGIN
    right_w = 31 * mm
    gap = 3 * mm

    def build(left: Flow, right: Flow) -> None:
        left.banner(word("label.title", language), 9)
        left.gap(1)
        left.text(slip.event, 9, font=BOLD, min_size=7, max_lines=2)
        left.text(slip.flight_words(language), 8, min_size=6.5, max_lines=2)
        left.gap(1)
        left.text(slip.player_name, 11, font=BOLD, min_size=8, max_lines=2)
        if slip.player_document:
            left.text(slip.player_document, 8.5, min_size=7)
        left.text(slip.where(language), 8.5, font=BOLD, min_size=7)
        left.gap(1)
        left.big_boxes([(word("chips", language), group_int(slip.chips, language))], 26, 7)
        right.text(word("label.slip", language), 8, font=BOLD, align="center", min_size=5.5)
        right.text(word("number", language, n=slip.number), 12, font=BOLD, align="center",
                   min_size=7)  # fmt: skip
        right.gap(0.5)
        right.qr(slip.qr_text, 29)
        right.gap(0.5)
        right.text(slip.code, 9, font=BOLD, align="center", min_size=5.5, max_lines=2)

    return _fitted_columns(
        (usable_w - gap - right_w, right_w), height - 2 * LABEL_MARGIN, build, 1.4, 0.7
    )


def render_labels(slips: Sequence[ChipSlip], language: str = "es") -> bytes:
    """A 100 × 70 mm label per slip, in order, for each qualifier's chip bag."""
    _check(slips, language)
    buffer = io.BytesIO()
    width, height = LABEL_SIZE
    canvas = _canvas(buffer, LABEL_SIZE, f"{word('label.title', language)} — {slips[0].event}")
    for slip in slips:
        left, right = _label_columns(slip, language)
        top = height - LABEL_MARGIN
        left.draw(canvas, LABEL_MARGIN, top)
        right.draw(canvas, width - LABEL_MARGIN - right.width, top)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


__all__ = [
    "LABEL_SIZE",
    "PLAYER",
    "ChipSlip",
    "chips_in_words",
    "render_labels",
    "render_slip",
    "render_slips",
    "word",
]

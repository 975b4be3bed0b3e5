"""Receipts, seat tickets and waiting-list tickets: document in, PDF bytes out.

On an 80 mm thermal roll the printable width is 72 mm: the content is a 72 mm column with
4 mm margins and the page is as tall as the content. On A4 the same column is drawn larger
and centred at the top of the page.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from tournament_director.printing.documents import (
    EntryKind,
    Paper,
    Receipt,
    SeatTicket,
    WaitingTicket,
)
from tournament_director.printing.labels import label, method_label
from tournament_director.printing.layout import Flow, diagonal_mark, group_int, local_time
from tournament_director.printing.money_text import format_money
from tournament_director.printing.text import BOLD, REGULAR, register_fonts

ROLL_WIDTH = 80 * mm
PRINTABLE_WIDTH = 72 * mm
ROLL_MARGIN = (ROLL_WIDTH - PRINTABLE_WIDTH) / 2
ROLL_TOP = 4 * mm
ROLL_BOTTOM = 8 * mm  # room for the tear bar below the last line
A4_MARGIN = 15 * mm

# How much larger the A4 variant is than the roll (then shrunk if it would not fit).
_A4_SCALE = {"receipt": 1.5, "seat": 2.3, "waiting": 2.3}

Build = Callable[[Flow], None]


def _check_language(language: str) -> None:
    label("receipt.title", language)  # raises ValueError for an unknown language


def _flow_for(paper: Paper, kind: str, build: Build) -> tuple[Flow, float, float]:
    """The laid-out column and the page it goes on (width, height)."""
    paper = Paper(paper)
    if paper is Paper.ROLL_80:
        flow = Flow(PRINTABLE_WIDTH)
        build(flow)
        return flow, ROLL_WIDTH, flow.height + ROLL_TOP + ROLL_BOTTOM
    page_w, page_h = A4
    scale = _A4_SCALE[kind]
    while True:
        width = min(PRINTABLE_WIDTH * scale, page_w - 2 * A4_MARGIN)
        flow = Flow(width, scale)
        build(flow)
        if flow.height <= page_h - 2 * A4_MARGIN or scale <= 1.0:
            return flow, page_w, page_h
        scale = max(1.0, scale * 0.9)


def _render_pages(
    pages: Sequence[tuple[Flow, float, float, str | None]], title: str, paper: Paper
) -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(pages[0][1], pages[0][2]), pageCompression=1)
    canvas.setTitle(title)
    canvas.setCreator("Tournament Director")
    for flow, page_w, page_h, mark in pages:
        canvas.setPageSize((page_w, page_h))
        if Paper(paper) is Paper.ROLL_80:
            x, top = ROLL_MARGIN, page_h - ROLL_TOP
        else:
            x, top = (page_w - flow.width) / 2, page_h - A4_MARGIN
        if mark:
            reach = flow.mark_limit or flow.height
            diagonal_mark(canvas, mark, x, top - reach, flow.width, reach)
        flow.draw(canvas, x, top)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


# receipts ---------------------------------------------------------------------------------


def _receipt_flow(flow: Flow, receipt: Receipt, language: str, caption: str | None) -> None:
    def t(key: str, **values: object) -> str:
        return label(key, language, **values)

    def money(value: int) -> str:
        return format_money(value, receipt.currency, language)

    if receipt.reprint:
        flow.banner(t("receipt.copy_banner"), 11)
        flow.gap(1.5)
    if caption:
        flow.banner(caption, 10, inverse=False)
        flow.gap(1.5)
    flow.text(receipt.house, 12, font=BOLD, align="center", min_size=9, max_lines=2)
    flow.text(receipt.tournament, 10, align="center", min_size=8, max_lines=3)
    flow.rule()
    flow.text(t("receipt.title"), 8, align="center")
    flow.text(t(f"kind.{receipt.kind.value}").upper(), 15, font=BOLD, align="center", min_size=10)
    flow.text(f"{t('receipt.entry')} {receipt.entry_number}", 10, align="center")
    flow.rule()
    flow.text(t("receipt.player"), 8)
    flow.text(receipt.player_name, 13, font=BOLD, min_size=9, max_lines=3)
    if receipt.player_document:
        flow.pair(t("receipt.document"), receipt.player_document, 9)
    flow.rule(dashed=True)
    flow.pair(t("receipt.prize_pool"), money(receipt.prize_pool), 9)
    flow.pair(t("receipt.fee"), money(receipt.fee), 9)
    if receipt.staff_fee:
        flow.pair(t("receipt.staff_fee"), money(receipt.staff_fee), 9)
    flow.rule(weight=1.4)
    total_key = (
        "receipt.total_refunded" if receipt.kind is EntryKind.REFUND else "receipt.total_paid"
    )
    flow.pair(t(total_key), money(receipt.amount), 13, label_font=BOLD)
    flow.pair(t("receipt.payment"), method_label(receipt.payment_method, language), 9)
    if receipt.chips is not None:
        flow.pair(t("receipt.chips"), group_int(receipt.chips, language), 9)
    if receipt.table is not None and receipt.seat is not None:
        flow.gap(1)
        flow.text(
            t("receipt.seat", table=receipt.table, seat=receipt.seat),
            12,
            font=BOLD,
            align="center",
            min_size=8,
        )
    flow.rule(dashed=True)
    flow.mark_limit = flow.height
    flow.pair(t("receipt.operator"), receipt.operator, 8, value_font=REGULAR)
    flow.pair(t("receipt.time"), local_time(receipt.time), 8, value_font=REGULAR)
    flow.gap(2)
    flow.text(t("receipt.code"), 8, align="center")
    flow.text(receipt.code, 15, font=BOLD, align="center")
    flow.gap(1.5)
    flow.qr(receipt.qr_payload, 28)
    flow.gap(1.5)
    flow.text(t("receipt.keep"), 7, align="center", max_lines=3)
    if receipt.reprint:
        flow.gap(1.5)
        flow.banner(t("receipt.copy_banner"), 11)


def render_receipt(
    receipt: Receipt,
    language: str = "es",
    *,
    paper: Paper = Paper.ROLL_80,
    copies: int = 1,
) -> bytes:
    """The receipt as a PDF. copies=2 gives two pages: "ORIGINAL — PLAYER" and "COPY —
    CASHIER". A reprint (receipt.reprint) carries a COPY banner and a diagonal COPY mark."""
    _check_language(language)
    pages = receipt_pages(
        paper,
        receipt.reprint,
        copies,
        language,
        lambda f, caption: _receipt_flow(f, receipt, language, caption),
    )
    title = f"{label('receipt.title', language)} {receipt.entry_number} — {receipt.tournament}"
    return _render_pages(pages, title, paper)


def receipt_pages(
    paper: Paper,
    reprint: bool,
    copies: int,
    language: str,
    draw: Callable[[Flow, str | None], None],
) -> list:
    """The pages of a receipt (a purchase's or a prize's): copies=2 gives "ORIGINAL — PLAYER"
    and "COPY — CASHIER"; a reprint carries a COPY banner and a diagonal COPY mark. ``draw``
    lays the receipt on a flow under a caption (None with one copy)."""
    register_fonts()
    if copies not in (1, 2):
        raise ValueError("a receipt is printed once or twice")
    captions: list[str | None] = [None]
    if copies == 2:
        first = "receipt.reprint_player" if reprint else "receipt.copy_player"
        captions = [label(first, language), label("receipt.copy_cashier", language)]
    mark = label("receipt.copy_mark", language) if reprint else None
    pages = []
    for caption in captions:
        flow, page_w, page_h = _flow_for(paper, "receipt", lambda f, c=caption: draw(f, c))
        pages.append((flow, page_w, page_h, mark))
    return pages


# seat tickets -----------------------------------------------------------------------------


def _seat_flow(flow: Flow, ticket: SeatTicket, language: str) -> None:
    def t(key: str, **values: object) -> str:
        return label(key, language, **values)

    flow.text(ticket.house, 10, font=BOLD, align="center", min_size=8, max_lines=2)
    flow.gap(1)
    flow.banner(t("seat.title"), 11)
    flow.gap(1)
    flow.text(ticket.tournament, 10, align="center", min_size=8, max_lines=2)
    flow.gap(2)
    flow.big_boxes([(t("seat.table"), ticket.table), (t("seat.seat"), str(ticket.seat))], 80, 13)
    flow.gap(2)
    flow.text(ticket.player_name, 17, font=BOLD, align="center", min_size=10, max_lines=3)
    if ticket.previous_table is not None and ticket.previous_seat is not None:
        flow.gap(1)
        flow.text(
            t("seat.moved_from", table=ticket.previous_table, seat=ticket.previous_seat),
            9,
            align="center",
            min_size=7,
        )
    if ticket.chips is not None:
        flow.gap(1)
        key = "seat.chips_moved" if ticket.previous_table is not None else "seat.chips"
        flow.pair(t(key), group_int(ticket.chips, language), 11)
    flow.pair(t("common.time"), local_time(ticket.time), 9, value_font=REGULAR)
    flow.gap(2)
    flow.qr(ticket.qr_payload, 24)


def render_seat_tickets(
    tickets: Sequence[SeatTicket], language: str = "es", *, paper: Paper = Paper.ROLL_80
) -> bytes:
    """One page per ticket, in order (a whole table's draw or a break's moves in one job)."""
    _check_language(language)
    register_fonts()
    if not tickets:
        raise ValueError("no seat tickets to print")
    pages = []
    for ticket in tickets:
        flow, page_w, page_h = _flow_for(
            paper, "seat", lambda f, tk=ticket: _seat_flow(f, tk, language)
        )
        pages.append((flow, page_w, page_h, None))
    title = f"{label('seat.title', language)} — {tickets[0].tournament}"
    return _render_pages(pages, title, paper)


def render_seat_ticket(
    ticket: SeatTicket, language: str = "es", *, paper: Paper = Paper.ROLL_80
) -> bytes:
    return render_seat_tickets([ticket], language, paper=paper)


# waiting-list tickets ---------------------------------------------------------------------


def _waiting_flow(flow: Flow, ticket: WaitingTicket, language: str) -> None:
    def t(key: str) -> str:
        return label(key, language)

    flow.text(ticket.house, 10, font=BOLD, align="center", min_size=8, max_lines=2)
    flow.gap(1)
    flow.banner(t("waiting.title"), 11)
    flow.gap(1)
    flow.text(ticket.tournament, 10, align="center", min_size=8, max_lines=2)
    flow.gap(2)
    flow.big_boxes([(t("waiting.position"), str(ticket.position))], 80, 13)
    flow.gap(2)
    flow.text(ticket.player_name, 17, font=BOLD, align="center", min_size=10, max_lines=3)
    flow.pair(t("common.time"), local_time(ticket.time), 9, value_font=REGULAR)
    flow.gap(1)
    flow.text(t("waiting.note"), 8, align="center", max_lines=3)
    flow.gap(2)
    flow.qr(ticket.qr_payload, 24)


def render_waiting_ticket(
    ticket: WaitingTicket, language: str = "es", *, paper: Paper = Paper.ROLL_80
) -> bytes:
    _check_language(language)
    register_fonts()
    flow, page_w, page_h = _flow_for(paper, "waiting", lambda f: _waiting_flow(f, ticket, language))
    title = f"{label('waiting.title', language)} — {ticket.tournament}"
    return _render_pages([(flow, page_w, page_h, None)], title, paper)

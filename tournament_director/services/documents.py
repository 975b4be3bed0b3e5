"""Printed documents of the registration desk and the cashier, from the record.

Maps a tournament's registration book (and the house's player records) to the printing
dataclasses and renders them: receipts, seat tickets, waiting-list tickets, and the
registration register, waiting list and cashier shift reports (A4 PDF or CSV text).

The verification code and QR code of a receipt come from the hash of the event that
recorded the payment (PurchaseMade, or EntryCancelled for a refund), so a receipt can be
checked against the log. The house's name is the house setting ``house_name``.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain import registration as reg
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.identity import shown_document
from tournament_director.domain.players import PlayerRecord
from tournament_director.domain.registration import Entry, Purchase, RegistrationBook
from tournament_director.domain.seat_codes import seat_tag
from tournament_director.domain.tournament import TournamentState
from tournament_director.printing import reports, tickets
from tournament_director.printing.documents import (
    CashierShiftReport,
    EntryKind,
    Paper,
    Receipt,
    RegisterReport,
    RegisterRow,
    SeatTicket,
    ShiftMethodLine,
    WaitingListReport,
    WaitingRow,
    WaitingTicket,
)
from tournament_director.services.seating import state_at
from tournament_director.storage.event_store import LogFilter

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

KIND = {
    "registration": EntryKind.REGISTRATION,
    "late_registration": EntryKind.LATE_REGISTRATION,
    "re_entry": EntryKind.REENTRY,
    "rebuy": EntryKind.REBUY,
    "add_on": EntryKind.ADDON,
}
PDF, CSV = "pdf", "csv"


def _moment(at: str) -> datetime:
    return datetime.fromisoformat(at)


def _house(services: Services) -> str:
    return services.house.state().house_name


def _record(services: Services, house_player_id: int | None) -> PlayerRecord | None:
    if house_player_id is None:
        return None
    directory = services.players.directory()
    try:
        return directory.record(directory.canonical(house_player_id))
    except (KeyError, Refused):
        return None


def _player(state: TournamentState, player_id: int) -> tuple[str, str]:
    """(name, "DNI 30111222") of a tournament player."""
    player = state.players.get(player_id)
    if player is None:
        return "?", ""
    return player.name, shown_document(player.document_type, player.document)


def _purchase(book: RegistrationBook, purchase_id: int) -> Purchase:
    purchase = book.purchases.get(purchase_id)
    if purchase is None:
        raise Refused("entry.unknown", id=purchase_id)
    return purchase


def _entry(book: RegistrationBook, entry_id: int) -> Entry:
    entry = book.entries.get(entry_id)
    if entry is None:
        raise Refused("entry.unknown", id=entry_id)
    return entry


def purchase_event(services: Services, tournament_id: int, purchase: Purchase) -> RecordedEvent:
    """The PurchaseMade event that recorded this purchase (its seq and hash)."""
    log_filter = LogFilter(types=[reg.PurchaseMade.TYPE], player_id=purchase.player_id)
    offset = 0
    while True:
        page = services.tournaments.log_page(tournament_id, log_filter, offset, 200)
        for event in page:
            if event.payload.get("purchase_id") == purchase.purchase_id:
                return event
        if len(page) < 200:
            raise Refused("entry.unknown", id=purchase.purchase_id)
        offset += len(page)


def _cancel_event(services: Services, tournament_id: int, entry_id: int) -> RecordedEvent:
    log_filter = LogFilter(types=[reg.EntryCancelled.TYPE])
    for event in services.tournaments.log_page(tournament_id, log_filter, 0, 10_000):
        if event.payload.get("entry_id") == entry_id:
            return event
    raise Refused("entry.unknown", id=entry_id)


# --- receipts and tickets -------------------------------------------------------------------


def receipt(
    services: Services, tournament_id: int, purchase_id: int, reprint: bool = False
) -> Receipt:
    """The receipt of one purchase (entry, re-entry, rebuy or add-on)."""
    state = services.tournaments.state(tournament_id)
    book = state.book
    purchase = _purchase(book, purchase_id)
    entry = _entry(book, purchase.entry_id)
    event = purchase_event(services, tournament_id, purchase)
    name, document = _player(state, purchase.player_id)
    new_entry = purchase.kind in reg.ENTRY_KINDS
    return Receipt(
        house=_house(services),
        tournament=state.name,
        tournament_id=str(tournament_id),
        entry_id=str(entry.entry_id),
        entry_number=entry.entry_id,
        seq=event.seq,
        event_hash=event.hash,
        kind=KIND[purchase.kind],
        currency=book.buy_in.currency if book.buy_in else "CLP",
        amount=purchase.amount,
        prize_pool=purchase.prize_pool,
        fee=purchase.fee,
        staff_fee=purchase.staff_fee,
        payment_method=purchase.method,
        player_name=name,
        player_document=document,
        operator=purchase.operator,
        time=_moment(purchase.at),
        chips=purchase.chips - purchase.chips_removed,
        table=str(entry.table) if new_entry and entry.table is not None else None,
        seat=entry.seat if new_entry else None,
        reprint=reprint,
    )


def refund_receipt(
    services: Services, tournament_id: int, entry_id: int, reprint: bool = False
) -> Receipt:
    """The receipt of a cancelled entry's refund: what went back to the player."""
    state = services.tournaments.state(tournament_id)
    book = state.book
    entry = _entry(book, entry_id)
    if entry.status != reg.CANCELLED:
        raise Refused("entry.unknown", id=entry_id)
    event = _cancel_event(services, tournament_id, entry_id)
    purchases = [book.purchases[p] for p in entry.purchases]
    name, document = _player(state, entry.player_id)
    return Receipt(
        house=_house(services),
        tournament=state.name,
        tournament_id=str(tournament_id),
        entry_id=str(entry_id),
        entry_number=entry_id,
        seq=event.seq,
        event_hash=event.hash,
        kind=EntryKind.REFUND,
        currency=book.buy_in.currency if book.buy_in else "CLP",
        amount=sum(p.amount for p in purchases),
        prize_pool=sum(p.prize_pool for p in purchases),
        fee=sum(p.fee for p in purchases),
        staff_fee=sum(p.staff_fee for p in purchases),
        payment_method=purchases[0].method if purchases else "cash",
        player_name=name,
        player_document=document,
        operator=event.operator_name,
        time=event.recorded_at,
        reprint=reprint,
    )


def receipt_for(
    services: Services,
    tournament_id: int,
    purchase_id: int,
    reprint: bool = False,
    language: str = "es",
    *,
    paper: Paper = Paper.ROLL_80,
    copies: int = 1,
) -> bytes:
    """The receipt of a purchase as PDF bytes; a reprint is marked COPY."""
    document = receipt(services, tournament_id, purchase_id, reprint)
    return tickets.render_receipt(document, language, paper=paper, copies=copies)


def refund_receipt_for(
    services: Services,
    tournament_id: int,
    entry_id: int,
    reprint: bool = False,
    language: str = "es",
    *,
    paper: Paper = Paper.ROLL_80,
    copies: int = 1,
) -> bytes:
    document = refund_receipt(services, tournament_id, entry_id, reprint)
    return tickets.render_receipt(document, language, paper=paper, copies=copies)


def seat_ticket(
    services: Services, tournament_id: int, entry_id: int, state: TournamentState | None = None
) -> SeatTicket:
    """The entry's seat ticket, from the tournament now (or as it stood in ``state``)."""
    state = state or services.tournaments.state(tournament_id)
    entry = _entry(state.book, entry_id)
    if entry.seat_ref is None or entry.status != reg.ACTIVE:
        raise Refused("entry.not_active", id=entry_id, status=entry.status)
    first = state.book.purchases[entry.purchases[0]]
    return _tagged(
        services,
        SeatTicket(
            house=_house(services),
            tournament=state.name,
            tournament_id=str(tournament_id),
            entry_id=str(entry_id),
            player_name=_player(state, entry.player_id)[0],
            table=str(entry.table),
            seat=int(entry.seat),
            time=_moment(first.at),
            chips=entry.chips - entry.chips_removed,
        ),
    )


def _tagged(services: Services, ticket: SeatTicket) -> SeatTicket:
    """The ticket with its QR's tag (domain/seat_codes.py) for the seat it names, sealed with
    the record's key; untagged without the key (its QR then finds no seat on the web page)."""
    key = services.db.key
    if key is None:
        return replace(ticket, tag="")
    tag = seat_tag(
        key, int(ticket.tournament_id), int(ticket.entry_id), int(ticket.table), ticket.seat
    )
    return replace(ticket, tag=tag)


def seat_ticket_for(
    services: Services,
    tournament_id: int,
    entry_id: int,
    language: str = "es",
    *,
    paper: Paper = Paper.ROLL_80,
) -> bytes:
    document = seat_ticket(services, tournament_id, entry_id)
    return tickets.render_seat_ticket(document, language, paper=paper)


def redraw_seat_cards(
    services: Services,
    tournament_id: int,
    redraw: RecordedEvent,
    language: str = "es",
    *,
    paper: Paper = Paper.ROLL_80,
) -> bytes:
    """One seat card per player of a redraw (ADTP 11, house rule redraws), in table and seat
    order, each saying where the player came from: from the redraw's event and the room as
    it stood then, so a reprint after players went out is the same paper."""
    state = state_at(services, tournament_id, redraw)
    cards = []
    for drawn in sorted(redraw.payload["seats"], key=lambda d: (d["table"], d["seat"])):
        card = seat_ticket(services, tournament_id, drawn["entry_id"], state)
        moved = replace(
            card,
            table=str(drawn["table"]),
            seat=int(drawn["seat"]),
            time=redraw.recorded_at,
            previous_table=(
                str(drawn["from_table"]) if drawn.get("from_table") is not None else None
            ),
            previous_seat=drawn.get("from_seat"),
        )
        cards.append(_tagged(services, moved))  # the tag of the seat drawn
    return tickets.render_seat_tickets(cards, language, paper=paper)


def waiting_ticket(services: Services, tournament_id: int, house_player_id: int) -> WaitingTicket:
    state = services.tournaments.state(tournament_id)
    for position, waiting in enumerate(state.book.waiting, start=1):
        if waiting.house_player_id == house_player_id:
            return WaitingTicket(
                house=_house(services),
                tournament=state.name,
                tournament_id=str(tournament_id),
                waiting_id=str(house_player_id),
                player_name=waiting.name,
                position=position,
                time=_moment(waiting.since),
            )
    raise Refused("waiting.not_listed", id=house_player_id)


def waiting_ticket_for(
    services: Services,
    tournament_id: int,
    house_player_id: int,
    language: str = "es",
    *,
    paper: Paper = Paper.ROLL_80,
) -> bytes:
    document = waiting_ticket(services, tournament_id, house_player_id)
    return tickets.render_waiting_ticket(document, language, paper=paper)


# --- reports --------------------------------------------------------------------------------


def register_report(services: Services, tournament_id: int, now: datetime | None = None):
    """The regulator's registration register: every purchase in order, then each refund."""
    state = services.tournaments.state(tournament_id)
    book = state.book
    rows: list[RegisterRow] = []
    for purchase in sorted(book.purchases.values(), key=lambda p: p.purchase_id):
        entry = book.entries[purchase.entry_id]
        name, document = _player(state, purchase.player_id)
        record = _record(services, entry.house_player_id)
        rows.append(
            RegisterRow(
                entry_number=entry.entry_id,
                time=_moment(purchase.at),
                player_name=name,
                player_document=document,
                nationality=record.nationality if record else "",
                kind=KIND[purchase.kind],
                amount=purchase.amount,
                payment_method=purchase.method,
                operator=purchase.operator,
            )
        )
    cancelled = [e for e in book.entries.values() if e.status == reg.CANCELLED]
    for entry in cancelled:
        event = _cancel_event(services, tournament_id, entry.entry_id)
        name, document = _player(state, entry.player_id)
        record = _record(services, entry.house_player_id)
        first = book.purchases[entry.purchases[0]]
        rows.append(
            RegisterRow(
                entry_number=entry.entry_id,
                time=event.recorded_at,
                player_name=name,
                player_document=document,
                nationality=record.nationality if record else "",
                kind=EntryKind.REFUND,
                amount=int(event.payload["refunded"]),
                payment_method=first.method,
                operator=event.operator_name,
            )
        )
    rows.sort(key=lambda row: row.time)
    return RegisterReport(
        house=_house(services),
        tournament=state.name,
        currency=book.buy_in.currency if book.buy_in else "CLP",
        printed_at=now or services.now(),
        rows=tuple(rows),
    )


def waiting_list_report(services: Services, tournament_id: int, now: datetime | None = None):
    state = services.tournaments.state(tournament_id)
    rows = []
    for position, waiting in enumerate(state.book.waiting, start=1):
        record = _record(services, waiting.house_player_id)
        document = shown_document(record.document_type, record.document) if record else ""
        rows.append(WaitingRow(position, waiting.name, _moment(waiting.since), document))
    return WaitingListReport(
        house=_house(services),
        tournament=state.name,
        printed_at=now or services.now(),
        rows=tuple(rows),
    )


def cashier_shift_report(
    services: Services, tournament_id: int, shift_id: int, now: datetime | None = None
) -> CashierShiftReport:
    """One cashier shift: per payment method what came in, what went back, the prizes the
    drawer paid out (domain/prize_payments.py), what the drawer should hold and (once
    closed) what was counted; prizes paid by transfer or cheque listed apart."""
    state = services.tournaments.state(tournament_id)
    book = state.book
    shift = book.shifts.get(shift_id)
    if shift is None:
        raise Refused("shift.unknown", id=shift_id)
    expected = shift.expected if shift.expected is not None else book.shift_expected(shift_id)
    lines = []
    taken = [p for p in book.purchases.values() if p.shift_id == shift_id]
    refunds = [p for p in book.purchases.values() if p.refunded and p.refund_shift_id == shift_id]
    for method in reg.METHODS:
        mine = [p for p in taken if p.method == method]
        lines.append(
            ShiftMethodLine(
                method=method,
                entries=len(mine),
                received=sum(p.amount for p in mine),
                refunded=sum(p.amount for p in refunds if p.method == method),
                expected=expected.get(method, 0),
                counted=None if shift.counted is None else shift.counted.get(method, 0),
                prizes=shift.prizes_paid.get(method, 0),
            )
        )
    elsewhere = tuple(
        (method, amount)
        for method, amount in shift.prizes_paid.items()
        if method not in reg.METHODS and amount
    )
    return CashierShiftReport(
        house=_house(services),
        tournament=state.name,
        cashier=shift.operator_name,
        currency=book.buy_in.currency if book.buy_in else "CLP",
        opened_at=_moment(shift.opened_at),
        printed_at=now or services.now(),
        opening_float=shift.opening_float,
        methods=tuple(lines),
        closed_at=_moment(shift.closed_at) if shift.closed_at else None,
        prize_pool=sum(p.prize_pool for p in taken),
        fees=sum(p.fee for p in taken),
        staff_fees=sum(p.staff_fee for p in taken),
        prizes_elsewhere=elsewhere,
    )


def register_document(
    services: Services, tournament_id: int, language: str = "es", fmt: str = PDF
) -> bytes | str:
    """The registration register as A4 PDF bytes or CSV text."""
    report = register_report(services, tournament_id)
    if fmt == CSV:
        return reports.register_csv(report, language)
    return reports.render_register(report, language)


def waiting_list_document(
    services: Services, tournament_id: int, language: str = "es", fmt: str = PDF
) -> bytes | str:
    report = waiting_list_report(services, tournament_id)
    if fmt == CSV:
        return reports.waiting_list_csv(report, language)
    return reports.render_waiting_list(report, language)


def cashier_shift_document(
    services: Services, tournament_id: int, shift_id: int, language: str = "es", fmt: str = PDF
) -> bytes | str:
    report = cashier_shift_report(services, tournament_id, shift_id)
    if fmt == CSV:
        return reports.cashier_shift_csv(report, language)
    return reports.render_cashier_shift(report, language)

"""What a printed document says: small frozen records the services fill in.

The renderers take only these, so printing depends on nothing in the domain or storage; a
service maps its state to one of these and hands it to a renderer with a language.

Money is an integer number of the currency's minor units (CLP pesos, USD cents) together
with an ISO currency code. Times are the room's local wall-clock time: a naive datetime is
printed as it is; an aware one is converted to the machine's local zone first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum


class EntryKind(StrEnum):
    REGISTRATION = "registration"
    LATE_REGISTRATION = "late_registration"
    REENTRY = "reentry"
    REBUY = "rebuy"
    ADDON = "addon"
    REFUND = "refund"


class Paper(StrEnum):
    ROLL_80 = "roll80"  # 80 mm thermal roll, 72 mm printable, page as tall as the content
    A4 = "a4"


def verification_code(event_hash: str) -> str:
    """The first 10 hex digits of the event's hash, in two groups: "3F9A1-C07B2"."""
    digits = "".join(ch for ch in event_hash if ch in "0123456789abcdefABCDEF").upper()
    if len(digits) < 10:
        raise ValueError("the event hash needs at least 10 hexadecimal digits")
    return f"{digits[:5]}-{digits[5:10]}"


def _check_text(name: str, value: str) -> None:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be text")


def _check_money(name: str, value: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} is money in minor units: an int, not {type(value).__name__}")


@dataclass(frozen=True)
class Receipt:
    """One money movement of one entry: a buy-in, re-entry, rebuy, add-on or refund.

    amount = prize_pool + fee + staff_fee, all non-negative; for a refund they are what goes
    back to the player. `seq` and `event_hash` are those of the event that recorded the
    payment; they make the verification code and the QR code.
    """

    house: str
    tournament: str
    tournament_id: str
    entry_id: str
    entry_number: int
    seq: int
    event_hash: str
    kind: EntryKind
    currency: str
    amount: int
    prize_pool: int
    fee: int
    staff_fee: int
    payment_method: str  # "cash", "card", "debit", "credit", "transfer", ... or free text
    player_name: str
    player_document: str
    operator: str
    time: datetime
    chips: int | None = None
    table: str | None = None
    seat: int | None = None
    reprint: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", EntryKind(self.kind))
        for name in ("amount", "prize_pool", "fee", "staff_fee"):
            _check_money(name, getattr(self, name))
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must not be negative")
        if self.prize_pool + self.fee + self.staff_fee != self.amount:
            raise ValueError("prize pool + fee + staff fee must add up to the amount")
        for name in ("house", "tournament", "player_name", "player_document", "operator"):
            _check_text(name, getattr(self, name))
        verification_code(self.event_hash)

    @property
    def code(self) -> str:
        return verification_code(self.event_hash)

    @property
    def qr_payload(self) -> str:
        """What the QR code says: TD1|R|<tournament>|<entry>|<seq>|<code>."""
        return f"TD1|R|{self.tournament_id}|{self.entry_id}|{self.seq}|{self.code}"


@dataclass(frozen=True)
class SeatTicket:
    """Where a player sits: given at registration and whenever the floor moves them."""

    house: str
    tournament: str
    tournament_id: str
    entry_id: str
    player_name: str
    table: str
    seat: int
    time: datetime
    chips: int | None = None
    previous_table: str | None = None  # set when the ticket is for a move (balancing, break)
    previous_seat: int | None = None
    # The record's seal of tournament, entry, table and seat (domain/seat_codes.py): with it
    # the QR finds the player's seat on the room's web page; "" when printed without the
    # record's key (the QR then finds nothing there).
    tag: str = ""

    @property
    def qr_payload(self) -> str:
        """TD1-S-<tournament>-<entry>-<table>-<seat>-<tag>: capitals, digits and hyphens,
        which a barcode scanner types the same on any keyboard layout."""
        fields = ["TD1", "S", self.tournament_id, self.entry_id, self.table, str(self.seat)]
        if self.tag:
            fields.append(self.tag)
        return "-".join(fields)


@dataclass(frozen=True)
class WaitingTicket:
    house: str
    tournament: str
    tournament_id: str
    waiting_id: str
    player_name: str
    position: int
    time: datetime

    @property
    def qr_payload(self) -> str:
        """TD1|W|<tournament>|<waiting id>|<position>."""
        return f"TD1|W|{self.tournament_id}|{self.waiting_id}|{self.position}"


@dataclass(frozen=True)
class RegisterRow:
    """One line of the regulator's registration register."""

    entry_number: int
    time: datetime
    player_name: str
    player_document: str
    nationality: str
    kind: EntryKind
    amount: int  # what moved, non-negative; a refund is subtracted from the net total
    payment_method: str
    operator: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", EntryKind(self.kind))
        _check_money("amount", self.amount)


@dataclass(frozen=True)
class RegisterReport:
    house: str
    tournament: str
    currency: str
    printed_at: datetime
    rows: tuple[RegisterRow, ...] = ()


@dataclass(frozen=True)
class WaitingRow:
    position: int
    player_name: str
    since: datetime
    player_document: str = ""
    note: str = ""


@dataclass(frozen=True)
class WaitingListReport:
    house: str
    tournament: str
    printed_at: datetime
    rows: tuple[WaitingRow, ...] = ()


@dataclass(frozen=True)
class ShiftMethodLine:
    """One payment method in a cashier shift. The service computes `expected` (for cash it
    includes the opening float and subtracts the prizes paid in cash); `counted` is None
    until the cashier has counted; `prizes` is what the drawer paid out in prizes."""

    method: str
    entries: int
    received: int
    refunded: int
    expected: int
    counted: int | None = None
    prizes: int = 0

    def __post_init__(self) -> None:
        for name in ("received", "refunded", "expected", "prizes"):
            _check_money(name, getattr(self, name))
        if self.counted is not None:
            _check_money("counted", self.counted)

    @property
    def difference(self) -> int | None:
        return None if self.counted is None else self.counted - self.expected


@dataclass(frozen=True)
class CashierShiftReport:
    house: str
    tournament: str  # may name several tournaments, or be "" for a whole-room shift
    cashier: str
    currency: str
    opened_at: datetime
    printed_at: datetime
    opening_float: int
    methods: tuple[ShiftMethodLine, ...] = ()
    closed_at: datetime | None = None
    prize_pool: int = 0  # how the money received splits, for the totals section
    fees: int = 0
    staff_fees: int = 0
    extra: tuple[tuple[str, str], ...] = field(default=())  # further (label, value) lines
    # Prizes paid by methods that are not the drawer's (transfer, cheque): (method, amount).
    prizes_elsewhere: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        for name in ("opening_float", "prize_pool", "fees", "staff_fees"):
            _check_money(name, getattr(self, name))

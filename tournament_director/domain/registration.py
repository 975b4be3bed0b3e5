"""Entries, money and chips of one tournament: the registration desk and the cashier.

Held by TournamentState as ``state.book`` and folded from the tournament's events. Every
peso and every chip is accounted for:

- money collected (gross) = prize pool + fees + staff fees + refunded;
- chips issued = chips in play + chips removed + chips raced away. Issued: the stacks of
  registrations, late registrations and re-entries, rebuys and add-ons
  (``Totals.chips_issued_by``, by kind). Removed: late-registration reductions, cancelled
  entries, absent players' stacks, withdrawals and disqualifications
  (``Totals.chips_removed_by``, by cause). Raced away: the odd chips a chip race takes
  off less the chips it awards and the protection chips it gives
  (:meth:`RegistrationBook.apply_chip_race`; negative when a race gives out more than it
  takes). A colour-up itself changes nothing: chips are exchanged at equal value
  (domain/colour_up.py). The average stack is chips in play / players in play
  (domain/room_figures.py).

Rules applied here (the docstring of each decision names its rule):
- Casino Club "Derecho de Participación": one purchase per event unless the event allows
  re-entries; the full value is paid; the right is not transferable.
- ADTP 7, Casino Club "Ingresos Tardíos": late registration until the end of the
  structure's last late level, optionally with the structure's reduced stack (the removed
  chips leave the tournament); re-entries get a full stack and are seated by draw.
- ADTP 27, Casino Club "Eliminación": rebuys within their period and condition, keeping
  the seat; one add-on per entry at its break.
- ADTP 30, Casino Club "Jugadores Ausentes": the stack of a player absent since the start is
  removed at the end of the first level unless the player asked to keep it.
- SCJ catalogue: a registration register and a waiting list (alternates) when every seat
  is taken, seated in order as seats open.

A purchase of an entry (registration, late registration, re-entry) draws a seat from the
room (domain/seating_state.py) by the rule of ``redraw.seat_new_players``, the one seating
path (for one player: ``SeatingState.new_player_table`` and ``redraw.seat_one_new_player``,
the same draw without scanning the room); the seat is in the purchase and in its
``PlayerSeated`` event.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from datetime import date, datetime

from tournament_director import i18n
from tournament_director.domain.clock import Status
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event, event_type, upcaster
from tournament_director.domain.money import currency, format_amount
from tournament_director.domain.players import PlayerDirectory, PlayerRecord
from tournament_director.domain.ranking import BustOut, Exit
from tournament_director.domain.redraw import seat_one_new_player
from tournament_director.domain.seating import Seat
from tournament_director.domain.structure import RebuyCondition
from tournament_director.domain.text import clean_text

METHODS = ("cash", "card", "voucher", "satellite")
ENTRY_KINDS = ("registration", "late_registration", "re_entry", "qualifier")
KINDS = (*ENTRY_KINDS, "rebuy", "add_on")
TABLES_MAX = 1200
REASON_LIMIT = 500
AMOUNT_MAX = 10**15

# Entry statuses. An absent player's entry is still "active" (absent is a flag).
ACTIVE, ELIMINATED, CANCELLED, ABSENT_REMOVED = "active", "eliminated", "cancelled", "removed"


# --- events ---------------------------------------------------------------------------------


@event_type
@dataclass(frozen=True)
class BuyInSet(Event):
    """The price of an entry and how it splits (minor units of the currency).

    An entry (registration, late registration, re-entry) costs prize_pool + fee + staff_fee.
    A rebuy or an add-on costs the structure's price, of which rebuy_fee / add_on_fee is
    the house's fee and the rest goes to the prize pool."""

    TYPE = "BuyInSet"
    currency: str
    prize_pool: int
    fee: int
    staff_fee: int = 0
    rebuy_fee: int = 0
    add_on_fee: int = 0


@event_type
@dataclass(frozen=True)
class TablesSet(Event):
    """How many tables the event uses (seats = tables x the structure's table size)."""

    TYPE = "TablesSet"
    tables: int


@event_type
@dataclass(frozen=True)
class PurchaseMade(Event):
    """Money taken for an entry, a rebuy or an add-on, and the chips it buys.

    chips are issued to the player; chips_removed of them leave the tournament at once (a
    late registration's reduced stack). table/seat: the seat drawn for a new entry."""

    TYPE = "PurchaseMade"
    purchase_id: int
    player_id: int
    house_player_id: int | None
    entry_id: int
    kind: str
    chips: int
    chips_removed: int
    amount: int
    prize_pool: int
    fee: int
    staff_fee: int
    method: str
    shift_id: int | None
    table: int | None = None
    seat: int | None = None
    declared_stack: int | None = None


@event_type
@dataclass(frozen=True)
class EntryCancelled(Event):
    """An entry cancelled before play, its money refunded and its chips removed."""

    TYPE = "EntryCancelled"
    entry_id: int
    reason: str
    refunded: int
    chips_removed: int
    shift_id: int | None


@event_type
@dataclass(frozen=True)
class WaitlistJoined(Event):
    TYPE = "WaitlistJoined"
    house_player_id: int
    name: str


@event_type
@dataclass(frozen=True)
class WaitlistLeft(Event):
    TYPE = "WaitlistLeft"
    house_player_id: int
    reason: str


@event_type
@dataclass(frozen=True)
class PlayerMarkedAbsent(Event):
    TYPE = "PlayerMarkedAbsent"
    entry_id: int


@event_type
@dataclass(frozen=True)
class PlayerArrived(Event):
    TYPE = "PlayerArrived"
    entry_id: int


@event_type
@dataclass(frozen=True)
class AbsentStackKept(Event):
    """The absent player asked to keep the stack until arriving (Casino Club)."""

    TYPE = "AbsentStackKept"
    entry_id: int


@event_type
@dataclass(frozen=True)
class AbsentStacksRemoved(Event):
    """System: at the end of level 1 the stacks of players still absent leave the game."""

    TYPE = "AbsentStacksRemoved"
    UNDOABLE = False
    entry_ids: list[int]
    chips: int
    level_number: int


@event_type
@dataclass(frozen=True)
class PlayerEliminated(Event):
    """An entry out of the tournament; its seat opens (issue 6).

    Version 2: ``hand`` (the hand id: per table outside hand-for-hand, one id for every
    table during a hand-for-hand hand), ``table``, ``starting_stack`` (entered by the
    floor), ``hand_for_hand`` (from the clock), ``kind`` (`ranking.Exit`), ``eliminated_by``
    (an entry id), ``chips_removed`` (withdrawal, disqualification) and ``reason``
    (disqualification). Version 1 had only ``entry_id``: upcast as a bust-out alone."""

    TYPE = "PlayerEliminated"
    VERSION = 2
    entry_id: int
    hand: str | None = None
    table: int | None = None
    starting_stack: int | None = None
    hand_for_hand: bool = False
    kind: str = "eliminated"
    eliminated_by: int | None = None
    chips_removed: int = 0
    reason: str = ""


@upcaster(PlayerEliminated.TYPE, 1)
def _eliminated_v1(payload):
    """Version 1 (entry id only): a bust-out in a hand of its own, nothing else known."""
    return {
        "entry_id": payload["entry_id"],
        "hand": None,
        "table": None,
        "starting_stack": None,
        "hand_for_hand": False,
        "kind": "eliminated",
        "eliminated_by": None,
        "chips_removed": 0,
        "reason": "",
    }


@event_type
@dataclass(frozen=True)
class TournamentFinished(Event):
    """One player has all the chips (Casino Club "Clasificación"): the tournament is over.
    Recorded by the command that leaves one player (so undoing it un-finishes the event)."""

    TYPE = "TournamentFinished"
    winner: int


@event_type
@dataclass(frozen=True)
class ShiftOpened(Event):
    TYPE = "ShiftOpened"
    shift_id: int
    operator_id: int | None
    operator_name: str
    opening_float: int


@event_type
@dataclass(frozen=True)
class ShiftClosed(Event):
    """Counted per payment method against what the shift's entries say (differences =
    counted - expected; cash expected includes the opening float)."""

    TYPE = "ShiftClosed"
    shift_id: int
    counted: dict[str, int]
    expected: dict[str, int]
    differences: dict[str, int]
    note: str = ""


# --- state ----------------------------------------------------------------------------------


@dataclass
class BuyIn:
    currency: str
    prize_pool: int
    fee: int
    staff_fee: int = 0
    rebuy_fee: int = 0
    add_on_fee: int = 0

    @property
    def price(self) -> int:
        return self.prize_pool + self.fee + self.staff_fee


@dataclass
class Purchase:
    purchase_id: int
    player_id: int
    entry_id: int
    kind: str
    chips: int
    chips_removed: int
    amount: int
    prize_pool: int
    fee: int
    staff_fee: int
    method: str
    shift_id: int | None
    at: str
    operator: str
    refunded: bool = False
    refund_shift_id: int | None = None


@dataclass
class Entry:
    entry_id: int
    player_id: int
    house_player_id: int | None
    kind: str
    table: int | None
    seat: int | None
    number: int  # 1 for the player's first entry, 2 for the first re-entry, ...
    status: str = ACTIVE
    chips: int = 0  # issued to this entry (stack, rebuys, add-on)
    chips_removed: int = 0
    rebuys: int = 0
    add_on: bool = False
    absent: bool = False
    keep_stack: bool = False
    purchases: list[int] = field(default_factory=list)
    #: How the entry left (`ranking.Exit` value) once it is out; None while in.
    exit: str | None = None

    @property
    def seat_ref(self) -> tuple[int, int] | None:
        return None if self.table is None or self.seat is None else (self.table, self.seat)


@dataclass
class Shift:
    shift_id: int
    operator_id: int | None
    operator_name: str
    opening_float: int
    opened_at: str
    closed_at: str | None = None
    counted: dict[str, int] | None = None
    expected: dict[str, int] | None = None
    differences: dict[str, int] | None = None
    #: Prizes paid from this shift per method (domain/prize_payments.py): cash leaves the
    #: drawer; transfers and cheques are listed on the shift's report only.
    prizes_paid: dict[str, int] = field(default_factory=dict)

    @property
    def open(self) -> bool:
        return self.closed_at is None


@dataclass
class WaitingPlayer:
    house_player_id: int
    name: str
    since: str


@dataclass
class Totals:
    collected: int = 0
    prize_pool: int = 0
    fees: int = 0
    staff_fees: int = 0
    refunded: int = 0
    chips_issued: int = 0
    chips_removed: int = 0
    by_method: dict[str, int] = field(default_factory=dict)
    by_kind: dict[str, int] = field(default_factory=dict)
    count_by_kind: dict[str, int] = field(default_factory=dict)
    #: Chips issued by purchase kind (registration, late_registration, re_entry, rebuy,
    #: add_on); they add up to chips_issued.
    chips_issued_by: dict[str, int] = field(default_factory=dict)
    #: Chips removed by cause (reduced_stack, cancelled, absent, withdrew, disqualified,
    #: eliminated); they add up to chips_removed.
    chips_removed_by: dict[str, int] = field(default_factory=dict)
    #: Chip races (ADTP 24): the odd chips' value taken off, the chips awarded and the
    #: protection chips given, and how many table races were folded.
    chips_race_removed: int = 0
    chips_race_awarded: int = 0
    chips_race_protected: int = 0
    chip_races: int = 0

    @property
    def chips_raced(self) -> int:
        """The chips the races took out of play, net (negative: they gave out more)."""
        return self.chips_race_removed - self.chips_race_awarded - self.chips_race_protected

    @property
    def chips_in_play(self) -> int:
        """Chips issued less the chips removed and raced away (ADTP 25 B: the director
        knows the chips in play at all times)."""
        return self.chips_issued - self.chips_removed - self.chips_raced

    def remove_chips(self, cause: str, chips: int) -> None:
        self.chips_removed += chips
        if chips:
            self.chips_removed_by[cause] = self.chips_removed_by.get(cause, 0) + chips


@dataclass
class RegistrationBook:
    """Entries, purchases, shifts and the waiting list of one tournament."""

    buy_in: BuyIn | None = None
    tables: int | None = None
    entries: dict[int, Entry] = field(default_factory=dict)
    purchases: dict[int, Purchase] = field(default_factory=dict)
    shifts: dict[int, Shift] = field(default_factory=dict)
    waiting: list[WaitingPlayer] = field(default_factory=list)
    totals: Totals = field(default_factory=Totals)
    absent_removed_at_level: int | None = None
    #: Every entry out, in the order recorded (`ranking.rank` reads them): bust-outs,
    #: withdrawals, disqualifications, and the absent stacks removed (as withdrawals).
    bust_outs: list[BustOut] = field(default_factory=list)
    #: The winner once the tournament is over (``TournamentFinished``).
    winner: int | None = None
    # Derived, never stored: rebuilt by from_dict.
    entries_of: dict[int, list[int]] = field(default_factory=dict, repr=False, compare=False)
    participant_of: dict[int, int] = field(default_factory=dict, repr=False, compare=False)
    # (table, seat) -> entry id of the active entries.
    occupied: dict[tuple[int, int], int] = field(default_factory=dict, repr=False, compare=False)
    taken: dict[int, set[int]] = field(default_factory=dict, repr=False, compare=False)
    #: The entries still in (status ACTIVE) and the purchases refunded, counted as the book
    #: folds its events (the payout figures ask at every event; counting 10,000 entries each
    #: time was most of their cost).
    active_count: int = field(default=0, repr=False, compare=False)
    refunded_count: int = field(default=0, repr=False, compare=False)
    #: The entries whose fields or purchases changed, in the order they changed (an entry
    #: each time): a screen that saw the first n remakes only the rows of those after them.
    touched: list[int] = field(default_factory=list, repr=False, compare=False)

    TYPES = frozenset(
        {
            BuyInSet.TYPE,
            TablesSet.TYPE,
            PurchaseMade.TYPE,
            EntryCancelled.TYPE,
            WaitlistJoined.TYPE,
            WaitlistLeft.TYPE,
            PlayerMarkedAbsent.TYPE,
            PlayerArrived.TYPE,
            AbsentStackKept.TYPE,
            AbsentStacksRemoved.TYPE,
            PlayerEliminated.TYPE,
            TournamentFinished.TYPE,
            ShiftOpened.TYPE,
            ShiftClosed.TYPE,
        }
    )

    # --- folding --------------------------------------------------------------------------

    def link(self, player_id: int, house_player_id: int | None) -> None:
        if house_player_id is not None:
            self.participant_of[house_player_id] = player_id

    def apply(self, event: Event, at: str, operator: str) -> None:
        match event:
            case BuyInSet():
                self.buy_in = BuyIn(**asdict(event))
            case TablesSet():
                self.tables = event.tables
            case PurchaseMade():
                self._apply_purchase(event, at, operator)
            case EntryCancelled():
                entry = self.entries[event.entry_id]
                self.touched.append(entry.entry_id)
                self._free_seat(entry)
                self.active_count -= entry.status == ACTIVE
                entry.status = CANCELLED
                entry.chips_removed += event.chips_removed
                self.totals.remove_chips("cancelled", event.chips_removed)
                for purchase_id in entry.purchases:
                    purchase = self.purchases[purchase_id]
                    self.refunded_count += not purchase.refunded
                    purchase.refunded = True
                    purchase.refund_shift_id = event.shift_id
                    self.totals.prize_pool -= purchase.prize_pool
                    self.totals.fees -= purchase.fee
                    self.totals.staff_fees -= purchase.staff_fee
                    self.totals.refunded += purchase.amount
            case WaitlistJoined():
                self.waiting.append(WaitingPlayer(event.house_player_id, event.name, at))
            case WaitlistLeft():
                self._leave_waiting(event.house_player_id)
            case PlayerMarkedAbsent():
                self.entries[event.entry_id].absent = True
                self.touched.append(event.entry_id)
            case PlayerArrived():
                entry = self.entries[event.entry_id]
                entry.absent = entry.keep_stack = False
                self.touched.append(event.entry_id)
            case AbsentStackKept():
                self.entries[event.entry_id].keep_stack = True
                self.touched.append(event.entry_id)
            case AbsentStacksRemoved():
                for entry_id in event.entry_ids:
                    entry = self.entries[entry_id]
                    self.touched.append(entry_id)
                    self._free_seat(entry)
                    self.active_count -= entry.status == ACTIVE
                    entry.status = ABSENT_REMOVED
                    left = entry.chips - entry.chips_removed
                    entry.chips_removed += left
                    self.totals.remove_chips("absent", left)
                    self.bust_outs.append(BustOut(entry_id, table=entry.table, kind=Exit.WITHDREW))
                self.absent_removed_at_level = event.level_number
            case PlayerEliminated():
                entry = self.entries[event.entry_id]
                self.touched.append(entry.entry_id)
                self._free_seat(entry)
                self.active_count -= entry.status == ACTIVE
                entry.status = ELIMINATED
                entry.exit = event.kind
                entry.chips_removed += event.chips_removed
                self.totals.remove_chips(event.kind, event.chips_removed)
                self.bust_outs.append(
                    BustOut(
                        event.entry_id,
                        event.hand,
                        event.table,
                        event.starting_stack,
                        event.hand_for_hand,
                        Exit(event.kind),
                    )
                )
            case TournamentFinished():
                self.winner = event.winner
            case ShiftOpened():
                self.shifts[event.shift_id] = Shift(
                    event.shift_id, event.operator_id, event.operator_name, event.opening_float, at
                )
            case ShiftClosed():
                shift = self.shifts[event.shift_id]
                shift.closed_at = at
                shift.counted = dict(event.counted)
                shift.expected = dict(event.expected)
                shift.differences = dict(event.differences)

    def _apply_purchase(self, event: PurchaseMade, at: str, operator: str) -> None:
        totals = self.totals
        if event.kind in ENTRY_KINDS:
            number = len(self.entries_of.get(event.player_id, ())) + 1
            entry = Entry(
                event.entry_id,
                event.player_id,
                event.house_player_id,
                event.kind,
                event.table,
                event.seat,
                number,
            )
            self.entries[event.entry_id] = entry
            self.active_count += entry.status == ACTIVE
            self.entries_of.setdefault(event.player_id, []).append(event.entry_id)
            self._take_seat(entry)
            self.link(event.player_id, event.house_player_id)
            if event.house_player_id is not None:
                self._leave_waiting(event.house_player_id)
        entry = self.entries[event.entry_id]
        self.touched.append(entry.entry_id)
        if event.kind == "rebuy":
            entry.rebuys += 1
        elif event.kind == "add_on":
            entry.add_on = True
        entry.chips += event.chips
        entry.chips_removed += event.chips_removed
        entry.purchases.append(event.purchase_id)
        fields = asdict(event)
        for name in ("house_player_id", "table", "seat", "declared_stack"):
            fields.pop(name)
        self.purchases[event.purchase_id] = Purchase(**fields, at=at, operator=operator)
        totals.collected += event.amount
        totals.prize_pool += event.prize_pool
        totals.fees += event.fee
        totals.staff_fees += event.staff_fee
        totals.chips_issued += event.chips
        by = totals.chips_issued_by
        by[event.kind] = by.get(event.kind, 0) + event.chips
        totals.remove_chips("reduced_stack", event.chips_removed)
        totals.by_method[event.method] = totals.by_method.get(event.method, 0) + event.amount
        totals.by_kind[event.kind] = totals.by_kind.get(event.kind, 0) + event.amount
        totals.count_by_kind[event.kind] = totals.count_by_kind.get(event.kind, 0) + 1

    def apply_chip_race(
        self, removed_value: int, awarded_value: int, protected_value: int = 0
    ) -> int:
        """ADTP 24 A and C, Casino Club "Reemplazo de Fichas menores": fold one table's
        chip race into the chips in play. ``removed_value``: the value of the odd chips
        raced (they leave play); ``awarded_value``: the value of the chips the race gave
        out; ``protected_value``: the protection chips given to players the race left
        without chips (ADTP 24 A: nobody is raced out). Returns the change in chips in play
        (awarded + protected - removed). The caller (the chip race's event, folded by the
        state) has checked the figures; a negative one is a bug and raises ValueError."""
        for value in (removed_value, awarded_value, protected_value):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"chip race figures must be whole chips >= 0, not {value!r}")
        totals = self.totals
        totals.chips_race_removed += removed_value
        totals.chips_race_awarded += awarded_value
        totals.chips_race_protected += protected_value
        totals.chip_races += 1
        return awarded_value + protected_value - removed_value

    def _take_seat(self, entry: Entry) -> None:
        if entry.seat_ref is not None:
            table, seat = entry.seat_ref
            self.occupied[entry.seat_ref] = entry.entry_id
            at_table = self.taken.setdefault(table, set())
            at_table.add(seat)

    def _free_seat(self, entry: Entry) -> None:
        if entry.seat_ref is not None and self.occupied.get(entry.seat_ref) == entry.entry_id:
            table, seat = entry.seat_ref
            del self.occupied[entry.seat_ref]
            at_table = self.taken[table]
            at_table.discard(seat)

    def reseat(self, entry_ids, where) -> None:
        """Entries moved by the floor (domain/seating_state.py): their seats follow the room.
        ``where``: entry id -> SeatRef (table, seat)."""
        for entry_id in entry_ids:
            entry = self.entries[entry_id]
            self.touched.append(entry_id)
            self._free_seat(entry)
            seat = where.get(entry_id)
            entry.table, entry.seat = (seat.table, seat.seat) if seat else (None, None)
            self._take_seat(entry)

    def _leave_waiting(self, house_player_id: int) -> None:
        self.waiting = [w for w in self.waiting if w.house_player_id != house_player_id]

    # --- reading --------------------------------------------------------------------------

    def seats(self) -> list[Seat]:
        """The seats taken by active entries."""
        return [Seat(table, seat) for table, seat in self.occupied]

    def active_entries(self) -> list[Entry]:
        return [e for e in self.entries.values() if e.status == ACTIVE]

    def seats_total(self, table_size: int) -> int:
        return (self.tables or 0) * table_size

    def shift_expected(self, shift_id: int) -> dict[str, int]:
        """What the shift's drawer should hold per payment method: the cash float, plus its
        purchases, less the refunds it paid out, less the prizes it paid in cash
        (domain/prize_payments.py)."""
        shift = self.shifts[shift_id]
        expected = {method: 0 for method in METHODS}
        expected["cash"] = shift.opening_float
        for purchase in self.purchases.values():
            if purchase.shift_id == shift_id:
                expected[purchase.method] += purchase.amount
            if purchase.refunded and purchase.refund_shift_id == shift_id:
                expected[purchase.method] -= purchase.amount
        expected["cash"] -= shift.prizes_paid.get("cash", 0)
        return expected

    def drawer_cash(self, shift_id: int) -> int:
        """The cash the shift's drawer holds now by the record: opening float + cash taken -
        cash refunds - prizes paid in cash (`shift_expected`). Cash leaves a drawer only
        while this covers it (`check_drawer_covers`)."""
        return self.shift_expected(shift_id)["cash"]

    def pay_out(self, shift_id: int | None, method: str, amount: int) -> None:
        """A prize paid from a shift (negative: a payment voided), folded by the tournament
        state from domain/prize_payments.py's events."""
        if shift_id is None or shift_id not in self.shifts:
            return
        paid = self.shifts[shift_id].prizes_paid
        paid[method] = paid.get(method, 0) + amount

    def open_shift_of(self, operator_id: int | None) -> Shift | None:
        return next(
            (s for s in self.shifts.values() if s.open and s.operator_id == operator_id), None
        )

    # --- snapshots ------------------------------------------------------------------------

    def to_dict(self) -> dict:
        return {
            "buy_in": asdict(self.buy_in) if self.buy_in else None,
            "tables": self.tables,
            "entries": [
                {**flat_row(e), "purchases": list(e.purchases)} for e in self.entries.values()
            ],
            "purchases": [flat_row(p) for p in self.purchases.values()],
            "shifts": [asdict(s) for s in self.shifts.values()],
            "waiting": [flat_row(w) for w in self.waiting],
            "totals": asdict(self.totals),
            "absent_removed_at_level": self.absent_removed_at_level,
            "bust_outs": [asdict(b) for b in self.bust_outs],
            "winner": self.winner,
        }

    @classmethod
    def from_dict(cls, data: dict | None) -> RegistrationBook:
        book = cls()
        if not data:
            return book
        book.buy_in = BuyIn(**data["buy_in"]) if data["buy_in"] else None
        book.tables = data["tables"]
        book.entries = {e["entry_id"]: Entry(**e) for e in data["entries"]}
        book.purchases = {p["purchase_id"]: Purchase(**p) for p in data["purchases"]}
        book.shifts = {s["shift_id"]: Shift(**s) for s in data["shifts"]}
        book.waiting = [WaitingPlayer(**w) for w in data["waiting"]]
        book.totals = Totals(**data["totals"])
        book.absent_removed_at_level = data["absent_removed_at_level"]
        book.winner = data.get("winner")
        book.bust_outs = [
            BustOut(**{**b, "kind": Exit(b["kind"])}) for b in data.get("bust_outs", ())
        ]
        for entry in book.entries.values():
            book.entries_of.setdefault(entry.player_id, []).append(entry.entry_id)
            book.link(entry.player_id, entry.house_player_id)
            if entry.status == ACTIVE:
                book._take_seat(entry)
                book.active_count += 1
        book.refunded_count = sum(1 for p in book.purchases.values() if p.refunded)
        return book


def flat_row(item: object) -> dict:
    """A dataclass whose fields are plain values, as a dict for a snapshot.

    What ``asdict`` gives, without its deep copy of every value: asdict was most of the
    cost of a snapshot of a 10,000-player field. Only for dataclasses with no nested
    dataclasses, lists or dicts (the snapshot is serialised before anything changes)."""
    return dict(vars(item))


# --- decisions ------------------------------------------------------------------------------


def check_method(method: str) -> str:
    method = method.strip().lower()
    if method not in METHODS:
        raise Refused("payment.bad_method", method=method, known=", ".join(METHODS))
    return method


def check_reason(reason: str) -> str:
    """A required reason (cancellation, leaving the waiting list, disqualification, a prize
    payment's void): `text.clean_text`, one line, REASON_LIMIT."""
    return clean_text(
        reason,
        limit=REASON_LIMIT,
        field="text.field.reason",
        empty_key="entry.reason_needed",
        long_key="note.too_long",
    )


def decide_buy_in(
    currency_code: str,
    prize_pool: int,
    fee: int,
    staff_fee: int = 0,
    rebuy_fee: int = 0,
    add_on_fee: int = 0,
    structure_currency: str | None = None,
) -> BuyInSet:
    code = currency(currency_code).code
    if structure_currency and structure_currency != code:
        raise Refused("buy_in.currency_mismatch", currency=code, structure=structure_currency)
    amounts = {
        "prize_pool": prize_pool,
        "fee": fee,
        "staff_fee": staff_fee,
        "rebuy_fee": rebuy_fee,
        "add_on_fee": add_on_fee,
    }
    for name, value in amounts.items():
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < AMOUNT_MAX:
            raise Refused("buy_in.bad_amount", field=name, value=value)
    if prize_pool + fee + staff_fee == 0:
        raise Refused("buy_in.zero")
    return BuyInSet(code, prize_pool, fee, staff_fee, rebuy_fee, add_on_fee)


def local_day(now: datetime) -> date:
    """The registration date as the desk's PC sees it (the age check counts in local days)."""
    return now.astimezone().date()


# --- decisions that read the whole tournament (state: TournamentState) ----------------------


def _level_now(state, now: datetime) -> tuple[Status, int | None, bool]:
    """(clock status, level number being played or the level a break follows, on break)."""
    reading = state.reading(now)
    periods = state.periods()
    if reading.status is Status.NOT_STARTED or not periods:
        return reading.status, None, False
    period = periods[min(reading.period, len(periods) - 1)]
    if period.kind == "level":
        return reading.status, period.level_number, False
    return reading.status, period.after_level, True


def entry_phase(state, now: datetime) -> str:
    """ "registration" before the clock starts, "late_registration" while late registration
    is open (ADTP 7: until the end of the structure's last late level; a break after an
    earlier level is still open), otherwise refused: registration is closed. Once the
    tournament is over (Casino Club "Clasificación") refused with that reason: nothing is
    sold and nobody waits for a seat."""
    if state.book.winner is not None:
        raise Refused("registration.finished")
    status, level, on_break = _level_now(state, now)
    if status is Status.NOT_STARTED:
        return "registration"
    last = state.structure.late_registration_until_level
    if (
        status is Status.FINISHED
        or state.late_registration_closed
        or last is None
        or level is None
        or level > last
        or (on_break and level >= last)
    ):
        raise Refused("registration.closed", level=last or 0)
    return "late_registration"


def _check_ready(state) -> RegistrationBook:
    state.check_open()
    if state.structure is None:
        raise Refused("clock.no_structure")
    book = state.book
    if book.buy_in is None:
        raise Refused("buy_in.not_set")
    if not book.tables:
        raise Refused("tables.not_set")
    return book


def _check_amount(amount: int, expected: int, code: str) -> None:
    if amount != expected:
        from tournament_director.domain.money import format_amount

        raise Refused(
            "payment.amount_mismatch",
            amount=format_amount(amount, code) if isinstance(amount, int) else amount,
            expected=format_amount(expected, code),
        )


def _shift(book: RegistrationBook, operator_id: int | None) -> Shift:
    shift = book.open_shift_of(operator_id)
    if shift is None:
        raise Refused("shift.none_open")
    return shift


def participant_entries(state, directory: PlayerDirectory, house_player_id: int) -> list[Entry]:
    """Every entry of this person in the tournament, under any merged record."""
    canonical = directory.canonical(house_player_id)
    book: RegistrationBook = state.book
    out: list[Entry] = []
    for alias in directory.aliases(canonical):
        player_id = book.participant_of.get(alias)
        if player_id is not None:
            out.extend(book.entries[e] for e in book.entries_of.get(player_id, ()))
    return out


def decide_entry(
    state,
    directory: PlayerDirectory,
    house_player_id: int,
    method: str,
    amount: int,
    operator_id: int | None,
    now: datetime,
    rng: random.Random,
) -> list[Event]:
    """A new entry bought and seated: registration, late registration or re-entry.

    Refused with the reason: tournament not ready (no structure, price or tables), player
    may not play (under 18, excluded, staff), registration closed, already holds an entry
    (Casino Club: one purchase per event), re-entry not allowed or over its limit, amount
    different from the price, no open seat (the waiting list), someone else is first on the
    waiting list, no open cashier shift."""
    from tournament_director.domain.seating_state import PlayerSeated
    from tournament_director.domain.tournament import PlayerRegistered

    book = _check_ready(state)
    structure = state.structure
    method = check_method(method)
    record = directory.record(directory.canonical(house_player_id))
    directory.check_may_play(record, local_day(now))
    kind = entry_phase(state, now)
    entries = participant_entries(state, directory, record.player_id)
    live = [e for e in entries if e.status == ACTIVE]
    if live:
        raise Refused("entry.already_playing", name=record.name, seat=_seat_text(live[0]))
    bought = [e for e in entries if e.status != CANCELLED]
    if bought:
        if not structure.re_entry.allowed:
            raise Refused("entry.one_purchase", name=record.name)
        re_entries = sum(1 for e in bought if e.kind == "re_entry")
        limit = structure.re_entry.max_per_player
        if limit is not None and re_entries >= limit:
            raise Refused("entry.re_entry_limit", name=record.name, max=limit)
        if all(e.status == ABSENT_REMOVED for e in bought):
            raise Refused("entry.one_purchase", name=record.name)
        left = next((e for e in bought if e.exit in NO_RETURN), None)
        if left is not None:
            raise Refused("entry.no_return", name=record.name, id=left.entry_id)
        kind = "re_entry"
    buy_in = book.buy_in
    _check_amount(amount, buy_in.price, buy_in.currency)
    seating = state.seating
    if seating.room is None or seating.free_seats() < 1:
        raise Refused("seating.full", seats=book.seats_total(structure.table_size))
    waiting_ids = [w.house_player_id for w in book.waiting]
    if waiting_ids and directory.canonical(waiting_ids[0]) != record.player_id:
        if record.player_id not in {directory.canonical(i) for i in waiting_ids}:
            raise Refused(
                "waiting.others_first", count=len(waiting_ids), first=book.waiting[0].name
            )
        raise Refused("waiting.not_first", name=record.name, first=book.waiting[0].name)
    shift = _shift(book, operator_id)
    entry_id = len(book.entries) + 1
    table = seating.new_player_table()
    assert table is not None  # free_seats() >= 1
    drawn = seat_one_new_player(table, entry_id, rng)
    chips = structure.starting_stack
    removed = 0
    if kind == "late_registration" and structure.reduced_stack is not None:
        removed = max(0, chips - structure.reduced_stack)
    events: list[Event] = []
    player_id = next(
        (e.player_id for e in entries),
        state.documents.get((record.document_type, record.document)),
    )
    if player_id is None:
        player_id = state.next_player_id()
        events.append(
            PlayerRegistered(
                player_id, record.name, record.document_type, record.document, record.player_id
            )
        )
    # The seat first, the purchase last (callers read the entry from the last event).
    events.append(PlayerSeated(entry_id, drawn.to.table, drawn.to.seat, drawn.dealt_in))
    events.append(
        PurchaseMade(
            purchase_id=len(book.purchases) + 1,
            player_id=player_id,
            house_player_id=record.player_id,
            entry_id=entry_id,
            kind=kind,
            chips=chips,
            chips_removed=removed,
            amount=amount,
            prize_pool=buy_in.prize_pool,
            fee=buy_in.fee,
            staff_fee=buy_in.staff_fee,
            method=method,
            shift_id=shift.shift_id,
            table=drawn.to.table,
            seat=drawn.to.seat,
        )
    )
    return events


def _seat_text(entry: Entry) -> str:
    return Seat(*entry.seat_ref).label() if entry.seat_ref else "-"


def _entry(book: RegistrationBook, entry_id: int, active: bool = True) -> Entry:
    entry = book.entries.get(entry_id)
    if entry is None:
        raise Refused("entry.unknown", id=entry_id)
    if active and entry.status != ACTIVE:
        raise Refused("entry.not_active", id=entry_id, status=entry.status)
    return entry


def _chip_purchase(
    state, entry: Entry, kind: str, chips: int, price: int, fee: int, method: str,
    amount: int, operator_id: int | None, declared_stack: int | None,
) -> PurchaseMade:  # fmt: skip
    book: RegistrationBook = state.book
    _check_amount(amount, price, book.buy_in.currency)
    shift = _shift(book, operator_id)
    return PurchaseMade(
        purchase_id=len(book.purchases) + 1,
        player_id=entry.player_id,
        house_player_id=entry.house_player_id,
        entry_id=entry.entry_id,
        kind=kind,
        chips=chips,
        chips_removed=0,
        amount=amount,
        prize_pool=price - fee,
        fee=fee,
        staff_fee=0,
        method=method,
        shift_id=shift.shift_id,
        declared_stack=declared_stack,
    )


def decide_rebuy(
    state,
    entry_id: int,
    declared_stack: int,
    method: str,
    amount: int,
    operator_id: int | None,
    now: datetime,
) -> PurchaseMade:
    """ADTP 27, Casino Club "Eliminación": a rebuy during the rebuy period (until the end of
    level until_level), when the player's stack meets the condition (the floor declares the
    stack), within the limit per player; the player keeps the seat."""
    book = _check_ready(state)
    method = check_method(method)
    policy = state.structure.rebuy
    if not policy.allowed:
        raise Refused("rebuy.not_allowed")
    entry = _entry(book, entry_id)
    status, level, on_break = _level_now(state, now)
    if status is Status.NOT_STARTED:
        raise Refused("rebuy.not_started")
    last = policy.until_level
    if last is not None and (level is None or level > last or (on_break and level >= last)):
        raise Refused("rebuy.period_over", level=last)
    if not isinstance(declared_stack, int) or declared_stack < 0:
        raise Refused("rebuy.bad_stack", stack=declared_stack)
    start = state.structure.starting_stack
    condition = policy.condition
    ok = {
        RebuyCondition.ANY_STACK: True,
        RebuyCondition.AT_MOST_STARTING_STACK: declared_stack <= start,
        RebuyCondition.BELOW_STARTING_STACK: declared_stack < start,
        RebuyCondition.NO_CHIPS: declared_stack == 0,
    }[condition]
    if not ok:
        raise Refused(f"rebuy.condition_{condition.value}", stack=declared_stack, start=start)
    used = sum(book.entries[e].rebuys for e in book.entries_of.get(entry.player_id, ()))
    if policy.max_per_player is not None and used >= policy.max_per_player:
        raise Refused("rebuy.limit", max=policy.max_per_player)
    return _chip_purchase(
        state, entry, "rebuy", policy.chips, policy.price, book.buy_in.rebuy_fee, method,
        amount, operator_id, declared_stack,
    )  # fmt: skip


def decide_add_on(
    state, entry_id: int, method: str, amount: int, operator_id: int | None, now: datetime
) -> PurchaseMade:
    """The add-on: sold at the break after level at_break, once per entry."""
    book = _check_ready(state)
    method = check_method(method)
    policy = state.structure.add_on
    if not policy.allowed:
        raise Refused("add_on.not_allowed")
    entry = _entry(book, entry_id)
    _status, level, on_break = _level_now(state, now)
    if not on_break or level != policy.at_break:
        raise Refused("add_on.not_now", level=policy.at_break or 0)
    if entry.add_on:
        raise Refused("add_on.once", id=entry_id)
    return _chip_purchase(
        state, entry, "add_on", policy.chips, policy.price, book.buy_in.add_on_fee, method,
        amount, operator_id, None,
    )  # fmt: skip


def play_started(state, now: datetime) -> bool:
    """Whether play has started (the clock is no longer before its start): the line after
    which an entry is no longer cancelled nor refunded (`decide_cancel`)."""
    return _level_now(state, now)[0] is not Status.NOT_STARTED


def check_drawer_covers(book: RegistrationBook, shift_id: int, cash: int, key: str, **params):
    """The drawer rule: cash leaves a shift's drawer (a refund, a prize) only when the drawer
    holds it by the record (`RegistrationBook.drawer_cash`), so a shift's expected cash is
    never below zero. Refused with ``key``, told the shift, the cash it holds and the
    amount (``params`` add what the message needs, such as the other ways to pay)."""
    held = book.drawer_cash(shift_id)
    if cash > 0 and held < cash:
        code = book.buy_in.currency if book.buy_in else "CLP"
        raise Refused(
            key,
            shift=shift_id,
            cash=format_amount(held, code),
            amount=format_amount(cash, code),
            **params,
        )


def decide_cancel(
    state, entry_id: int, reason: str, operator_id: int | None, now: datetime
) -> EntryCancelled:
    """Cancellation and refund before play, with a reason (a director's decision; README
    "Registration and money": refunds and cancellations are a director's, before play
    only). The refund is paid from the shift that took the money when it is still open,
    otherwise from the director's own open shift, otherwise outside any shift (recorded as
    such). The drawer rule (`check_drawer_covers`): the cash part of the refund comes from
    a drawer that holds it; the purchase's shift when it does, else the director's; refused
    when a drawer would pay and neither holds it."""
    book: RegistrationBook = state.book
    state.check_open()
    reason = check_reason(reason)
    entry = _entry(book, entry_id)
    if play_started(state, now):
        raise Refused("entry.cancel_after_start", id=entry_id)
    purchases = [book.purchases[p] for p in entry.purchases]
    first = book.shifts.get(purchases[0].shift_id) if purchases else None
    own = book.open_shift_of(operator_id)
    drawers = [s for s in (first, own) if s is not None and s.open]
    cash = sum(p.amount for p in purchases if p.method == "cash")
    shift = next((s for s in drawers if not cash or book.drawer_cash(s.shift_id) >= cash), None)
    if drawers and shift is None:
        check_drawer_covers(book, drawers[0].shift_id, cash, "refund.drawer_short")
    return EntryCancelled(
        entry_id,
        reason,
        sum(p.amount for p in purchases),
        entry.chips - entry.chips_removed,
        shift.shift_id if shift else None,
    )


def decide_join_waiting(
    state, directory: PlayerDirectory, house_player_id: int, now: datetime
) -> WaitlistJoined:
    """The waiting list (alternates) opens when every seat is taken (SCJ: a register of the
    waiting list); the same checks as an entry apply, so nobody waits who could not play."""
    book = _check_ready(state)
    record = directory.record(directory.canonical(house_player_id))
    directory.check_may_play(record, local_day(now))
    entry_phase(state, now)
    if any(directory.canonical(w.house_player_id) == record.player_id for w in book.waiting):
        raise Refused("waiting.already", name=record.name)
    entries = participant_entries(state, directory, record.player_id)
    if any(e.status == ACTIVE for e in entries):
        raise Refused("entry.already_playing", name=record.name, seat="")
    if any(e.status != CANCELLED for e in entries) and not state.structure.re_entry.allowed:
        raise Refused("entry.one_purchase", name=record.name)
    if state.seating.free_seats():
        raise Refused("waiting.seats_open")
    return WaitlistJoined(record.player_id, record.name)


def decide_leave_waiting(
    state, directory: PlayerDirectory, house_player_id: int, reason: str
) -> WaitlistLeft:
    book: RegistrationBook = state.book
    canonical = directory.canonical(house_player_id)
    for waiting in book.waiting:
        if directory.canonical(waiting.house_player_id) == canonical:
            return WaitlistLeft(waiting.house_player_id, check_reason(reason))
    raise Refused("waiting.not_listed", id=house_player_id)


def decide_absence(state, entry_id: int, what: str) -> Event:
    """Floor: mark absent, arrived, or keep the absent player's stack (Casino Club: granted
    on request until the player arrives; the director may revoke it by marking absent
    again)."""
    book: RegistrationBook = state.book
    state.check_open()
    entry = _entry(book, entry_id)
    if what == "absent":
        if entry.absent and not entry.keep_stack:
            raise Refused("absent.already", id=entry_id)
        return PlayerMarkedAbsent(entry_id)
    if what == "arrived":
        if not entry.absent:
            raise Refused("absent.not_absent", id=entry_id)
        return PlayerArrived(entry_id)
    if what == "keep_stack":
        if not entry.absent:
            raise Refused("absent.not_absent", id=entry_id)
        if not state.rule_set.absent_may_keep_stack_on_request:
            raise Refused("absent.keep_not_allowed")
        return AbsentStackKept(entry_id)
    raise ValueError(what)


def first_level(state) -> int:
    """The first level of the day (Casino Club "Jugadores Ausentes": "al finalizar el primer
    Nivel de Ciegas de la jornada"): level 1, or the level a multi-flight event's final stage
    starts at (house "Etapa Final", domain/stages.py)."""
    return state.stages.start_level or 1


def absent_removal_end(state) -> int | None:
    """Seconds from the start of the schedule to the end of the day's first level, when the
    rule set removes absent stacks and it has not been done; None otherwise."""
    if not state.rule_set.remove_absent_after_first_level:
        return None
    if state.book.absent_removed_at_level is not None:
        return None
    first = first_level(state)
    level_one = next(
        (p for p in state.periods() if p.kind == "level" and p.level_number == first), None
    )
    return None if level_one is None else level_one.end_s


def decide_remove_absent(state, now: datetime) -> list[Event]:
    """ADTP 30 / Casino Club "Jugadores Ausentes": at the end of the first level, the stacks
    of players still absent (who did not ask to keep them) leave the tournament. The stack
    removed is the chips recorded for the entry (what was posted while absent is not
    tracked until hands are)."""
    if absent_removal_end(state) is None:
        return []
    status, level, on_break = _level_now(state, now)
    first = first_level(state)
    if status is Status.NOT_STARTED or level is None or level < first:
        return []
    if level == first and not on_break:
        return []
    due = [e for e in state.book.active_entries() if e.absent and not e.keep_stack]
    chips = sum(e.chips - e.chips_removed for e in due)
    return [AbsentStacksRemoved([e.entry_id for e in due], chips, first)]


def decide_open_shift(
    state, operator_id: int | None, operator_name: str, opening_float: int
) -> ShiftOpened:
    book: RegistrationBook = state.book
    state.check_open()
    if not isinstance(opening_float, int) or not 0 <= opening_float < AMOUNT_MAX:
        raise Refused("shift.bad_float", value=opening_float)
    if book.open_shift_of(operator_id) is not None:
        raise Refused("shift.already_open", name=operator_name)
    return ShiftOpened(len(book.shifts) + 1, operator_id, operator_name, opening_float)


def decide_close_shift(
    state, shift_id: int, counted: dict[str, int], operator_id: int | None, is_director: bool,
    note: str = "",
) -> ShiftClosed:  # fmt: skip
    """Close a shift with the counted totals per payment method; the differences against
    the entries taken (and refunds paid) are recorded, not hidden. The note: `clean_text`,
    one line, REASON_LIMIT (refused in words over it, never cut short)."""
    book: RegistrationBook = state.book
    shift = book.shifts.get(shift_id)
    if shift is None:
        raise Refused("shift.unknown", id=shift_id)
    if not shift.open:
        raise Refused("shift.closed", id=shift_id)
    if shift.operator_id != operator_id and not is_director:
        raise Refused("shift.not_owner", name=shift.operator_name)
    clean: dict[str, int] = {}
    for method, value in counted.items():
        method = check_method(method)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < AMOUNT_MAX:
            raise Refused("shift.bad_count", method=method, value=value)
        clean[method] = value
    expected = book.shift_expected(shift_id)
    full = {m: clean.get(m, 0) for m in METHODS}
    differences = {m: full[m] - expected[m] for m in METHODS}
    note = clean_text(note, limit=REASON_LIMIT, field="text.field.note")
    return ShiftClosed(shift_id, full, expected, differences, note)


def record_of(directory: PlayerDirectory, house_player_id: int) -> PlayerRecord:
    return directory.record(directory.canonical(house_player_id))


# --- eliminations (issue 6) ------------------------------------------------------------------

ELIMINATION_MESSAGES: dict[str, tuple[str, str]] = {
    "entry.no_return": (
        "{name} abandonó el torneo o fue descalificado (inscripción {id}): "
        "no puede volver a ingresar.",
        "{name} withdrew or was disqualified (entry {id}): no re-entry is allowed.",
    ),
    "eliminate.nobody": (
        "Indique al menos un jugador eliminado.",
        "Name at least one player out.",
    ),
    "eliminate.twice": (
        "La inscripción {id} figura dos veces en la misma mano.",
        "Entry {id} is listed twice in the same hand.",
    ),
    "eliminate.bad_by": (
        "Quien eliminó (inscripción {id}) debe ser un jugador activo que sigue en el torneo.",
        "The player who eliminated (entry {id}) must be an active player still in.",
    ),
    "eliminate.bad_chips": (
        "Las fichas retiradas no son válidas: {chips}.",
        "The chips removed are not valid: {chips}.",
    ),
    "eliminate.hand_paid": (
        "{name} ya cobró su premio por la mano {hand}: otro eliminado en esa mano cambiaría "
        "los lugares que comparten. Registre esta eliminación en otra mano, o pida a un "
        "director que anule ese pago primero.",
        "{name} has already been paid for hand {hand}: one more player out in that hand "
        "would change the places they share. Record this bust-out in another hand, or ask a "
        "director to void that payment first.",
    ),
    "eliminate.bad_hand": (
        "El identificador de la mano no es válido: {hand}.",
        "The hand id is not valid: {hand}.",
    ),
}
i18n.CATALOG.update(ELIMINATION_MESSAGES)


#: Casino Club "Abandono del torneo" ("no podrá volver a ingresar al torneo") and
#: "Penalidades" (Descalificación): no re-entry after these.
NO_RETURN = frozenset({Exit.WITHDREW.value, Exit.DISQUALIFIED.value})


def ranked_entries(book: RegistrationBook) -> list[int]:
    """The field for the ranking: every entry but the cancelled ones, in entry order (a
    re-entry is an entry of its own and takes a place of its own)."""
    return [e.entry_id for e in book.entries.values() if e.status != CANCELLED]


def new_hand_id(book: RegistrationBook, table: int | None, hand_for_hand: bool, hands: int) -> str:
    """The id of a new hand. Hand-for-hand (Casino Club "Manos Simultáneas"): one id for
    every table, ``HH{n}`` where n is the number of the hand-for-hand hand (the hands the
    floor marked done, plus one), so the bust-outs at different tables in that hand are
    simultaneous. Otherwise one per table: ``T{table}-H{n}``, n counting that table's hands
    with a bust-out."""
    if hand_for_hand:
        return f"HH{hands + 1}"
    prefix = f"T{table if table is not None else 0}-H"
    used = {b.hand for b in book.bust_outs if isinstance(b.hand, str) and b.hand.startswith(prefix)}
    return f"{prefix}{len(used) + 1}"


def _check_stack(entry_id: int, stack: int | None) -> None:
    if stack is not None and (
        not isinstance(stack, int) or isinstance(stack, bool) or not 0 <= stack < AMOUNT_MAX
    ):
        raise Refused("ranking.bad_stack", entry=entry_id, stack=stack)


def _check_chips(chips: int) -> int:
    if not isinstance(chips, int) or isinstance(chips, bool) or not 0 <= chips < AMOUNT_MAX:
        raise Refused("eliminate.bad_chips", chips=chips)
    return chips


def decide_eliminate_many(
    state,
    outs: list[tuple[int, int | None]],
    hand: str | None = None,
    eliminated_by: int | None = None,
) -> list[PlayerEliminated]:
    """Players out in one hand (Casino Club "Clasificación", "Manos Simultáneas"): one event
    per player, the same hand id for the players at one table (and for every table during
    hand-for-hand). ``outs``: (entry id, starting stack of the hand or None). ``hand``: the
    floor's id for the hand, given to every player (the floor says they went out in the same
    hand, even at different tables: ranked as simultaneous); None: the ids are assigned
    (`new_hand_id`). The places follow from `ranking.rank` (checked by `check_ranking`)."""
    state.check_open()
    book: RegistrationBook = state.book
    if not outs:
        raise Refused("eliminate.nobody")
    ids = [entry_id for entry_id, _ in outs]
    for entry_id in ids:
        if ids.count(entry_id) > 1:
            raise Refused("eliminate.twice", id=entry_id)
    if hand is not None and (not isinstance(hand, str) or not hand.strip() or len(hand) > 40):
        raise Refused("eliminate.bad_hand", hand=hand)
    if eliminated_by is not None:
        by = book.entries.get(eliminated_by)
        if by is None or by.status != ACTIVE or eliminated_by in ids:
            raise Refused("eliminate.bad_by", id=eliminated_by)
    hand_for_hand = state.clock.hand_for_hand
    hands: dict[int | None, str] = {}
    events = []
    for entry_id, stack in outs:
        entry = _entry(book, entry_id)
        _check_stack(entry_id, stack)
        if hand is not None:
            this_hand = hand.strip()
        else:
            if entry.table not in hands:
                hands[entry.table] = new_hand_id(
                    book, entry.table, hand_for_hand, state.hands_completed
                )
            this_hand = hands[entry.table]
        _check_hand_unpaid(state, this_hand)
        events.append(
            PlayerEliminated(
                entry_id,
                this_hand,
                entry.table,
                stack,
                hand_for_hand,
                Exit.ELIMINATED.value,
                eliminated_by,
            )
        )
    return events


def _check_hand_unpaid(state, hand: str) -> None:
    """Casino Club "Manos Simultáneas": the players out in one hand share or split the places
    of that hand, so a bust-out added to a hand (hand-for-hand: another table's, recorded
    later) changes what the others in it were due. Refused once one of them has been paid
    (``state.prizes``): the money has left the drawer on the old places."""
    prizes = getattr(state, "prizes", None)
    if prizes is None:
        return
    for out in state.book.bust_outs:
        if out.hand == hand and prizes.paid(out.entry_id) is not None:
            raise Refused("eliminate.hand_paid", name=_name_of(state, out.entry_id), hand=hand)


def _name_of(state, entry_id: int) -> str:
    entry = state.book.entries.get(entry_id)
    player = state.players.get(entry.player_id) if entry is not None else None
    return player.name if player is not None else str(entry_id)


def decide_leave(state, entry_id: int, kind: Exit, chips: int = 0, reason: str = ""):
    """Casino Club "Abandono del torneo" (WITHDREW) and "Penalidades" / ADTP 68-D
    (DISQUALIFIED, with a reason): the chips the floor takes off the table are removed, and
    the player is ranked as out at that moment, in a moment of his own (between hands)."""
    state.check_open()
    entry = _entry(state.book, entry_id)
    chips = _check_chips(chips)
    if chips > state.book.totals.chips_in_play:
        raise Refused("eliminate.bad_chips", chips=chips)
    if kind is Exit.DISQUALIFIED:
        reason = check_reason(reason)
    return PlayerEliminated(
        entry_id,
        None,
        entry.table,
        None,
        state.clock.hand_for_hand,
        kind.value,
        None,
        chips,
        reason,
    )


def decide_eliminate(state, entry_id: int) -> PlayerEliminated:
    """One player out in a hand of his own (the one-player case of `decide_eliminate_many`)."""
    return decide_eliminate_many(state, [(entry_id, None)])[0]

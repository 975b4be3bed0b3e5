"""The room as the tournament's events leave it: tables, seats, buttons, moves.

Held by TournamentState as ``state.seating`` and folded from the tournament's events. The
room itself (:mod:`room`) is immutable; this state swaps it for the next one at each event.
Every draw is made by the decision (:mod:`redraw`, secure random source) and stored in its
event, so a replay only places players where the events say.

Where the room comes from:

- ``TablesSet`` (registration: how many tables) and the structure's table size build the
  room; all its tables open, opening by number and breaking in the reverse order (ADTP 10:
  the predetermined order; the director may change both, ``TableOrdersSet``).
- A purchase of an entry (``PurchaseMade`` with its seat) seats the entry; the seat was drawn
  from this room by :func:`redraw.seat_new_players`, and ``PlayerSeated`` records whether the
  player is dealt in (ADTP 6, 7). Logs written before seating had only ``PurchaseMade``:
  they replay the same way.
- ``PlayerEliminated`` (and a cancelled entry, an absent stack removed) frees the seat. A
  bust-out ends a hand at that table, so the dead button moves on first (ADTP 32,
  :func:`room.advance_button`), then the player leaves: the blinds stay where the dead button
  puts them. Several bust-outs in one hand at a table (the same ``hand``) move it once; a
  withdrawal or a disqualification (between hands) does not move it. The floor corrects a
  button when it matters (``ButtonSet``).
- ``PlayerMoved``, ``TableBroken``, ``RoomRedrawn``: the floor's confirmed steps.

Entries are the room's players: a seat belongs to an entry (a re-entry is a new entry).
"""

from __future__ import annotations

import dataclasses
import heapq
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from tournament_director import i18n
from tournament_director.domain.events import Event, event_type
from tournament_director.domain.room import Room, SeatRef, Table, advance_button, pinned

REASON_LIMIT = 300
RECENT_MOVES = 40

MESSAGES: dict[str, tuple[str, str]] = {
    "seating.no_room": (
        "Primero indique la cantidad de mesas y la estructura (tamaño de mesa).",
        "Set the number of tables and the structure (table size) first.",
    ),
    "seating.reason_required": (
        "Indique el motivo del cambio de asiento.",
        "Give the reason for the seat change.",
    ),
    "seating.reason_too_long": (
        "El motivo tiene {length} caracteres; el máximo es {limit}.",
        "The reason has {length} characters; the limit is {limit}.",
    ),
    "seating.not_seated": (
        "La entrada {entry} no está sentada.",
        "Entry {entry} is not seated.",
    ),
    "seating.same_seat": (
        "El jugador ya está en el asiento {seat}.",
        "The player is already in seat {seat}.",
    ),
    "seating.already_reserved": (
        "El asiento {seat} de la mesa {table} ya está reservado.",
        "Seat {seat} at table {table} is already reserved.",
    ),
    "seating.not_reserved": (
        "El asiento {seat} de la mesa {table} no está reservado.",
        "Seat {seat} at table {table} is not reserved.",
    ),
    "seating.nothing_pending": (
        "No hay nada pendiente: {what}",
        "Nothing is pending: {what}",
    ),
    "seating.move_not_proposed": (
        "Ese traslado ya no es el propuesto; actualice la lista de traslados.",
        "That move is no longer the proposed one; refresh the pending moves.",
    ),
    "seating.not_break": (
        "Lo pendiente no es cerrar una mesa: {what}",
        "What is pending is not a table break: {what}",
    ),
    "seating.bad_redraw": (
        "Redistribución desconocida: {kind}.",
        "Unknown redraw: {kind}.",
    ),
    "seating.redraw_two_tables_count": (
        "Para redistribuir en dos mesas deben quedar jugadores para dos mesas ({players} "
        "{players:jugador|jugadores}, {seats} asientos por mesa).",
        "A two-table redraw needs players for two tables ({players} {players:player|players}, "
        "{seats} seats a table).",
    ),
    "seating.no_players": (
        "No hay jugadores sentados.",
        "No players are seated.",
    ),
    "seating.hand_for_hand_off": (
        "El reloj no está en mano por mano.",
        "The clock is not hand-for-hand.",
    ),
    "seating.hand_already_done": (
        "La mesa {table} ya marcó su mano.",
        "Table {table} has already marked its hand.",
    ),
    "seating.table_not_playing": (
        "La mesa {table} no está en juego.",
        "Table {table} is not in play.",
    ),
    "seating.bad_button": (
        "Botón inválido para la mesa {table}: asiento {seat}.",
        "Invalid button for table {table}: seat {seat}.",
    ),
    "action.seat_players": (
        "sentar y mover jugadores, botones y mesas",
        "seat and move players, buttons and tables",
    ),
    "action.redraw_tables": (
        "redistribuir las mesas y cambiar sus órdenes",
        "redraw the tables and change their orders",
    ),
    "seating.display.move": (
        "{name} → mesa {table}, asiento {seat}",
        "{name} → table {table}, seat {seat}",
    ),
    "seating.reason.manual": (
        "Cambio manual del floor: {reason}",
        "Floor's manual move: {reason}",
    ),
    "seating.reason.other_seat": (
        "El floor eligió otro asiento que el propuesto ({proposed}): {reason}",
        "The floor chose another seat than the proposed one ({proposed}): {reason}",
    ),
    "seating.reason.new_day": (
        "Inicio de jornada: sorteo de todos los asientos.",
        "Start of the day: every seat drawn again.",
    ),
    "seating.reason.two_tables": (
        "Quedan dos mesas: sorteo de todos los asientos.",
        "Two tables remain: every seat drawn again.",
    ),
}
for _key in MESSAGES:
    if _key in i18n.CATALOG and i18n.CATALOG[_key] != MESSAGES[_key]:
        raise RuntimeError(f"message key {_key} defined twice")
i18n.CATALOG.update(MESSAGES)


# --- events ---------------------------------------------------------------------------------


def seats_payload(seats: Iterable) -> tuple[dict, ...]:
    """Drawn seats (redraw.DrawnSeat) as plain dicts for an event."""
    return tuple(
        {
            "entry_id": s.player,
            "table": s.to.table,
            "seat": s.to.seat,
            "from_table": s.origin.table if s.origin else None,
            "from_seat": s.origin.seat if s.origin else None,
            "dealt_in": s.dealt_in,
        }
        for s in seats
    )


@event_type
@dataclass(frozen=True)
class TableOrdersSet(Event):
    """ADTP 10: the opening and breaking orders (announced; the director may change them)."""

    TYPE = "TableOrdersSet"
    opening: tuple[int, ...]
    breaking: tuple[int, ...]


@event_type
@dataclass(frozen=True)
class SeatReserved(Event):
    """ADTP 8 (special needs), a feature table, a dealer or staff seat: no draw or move uses
    the seat until it is released."""

    TYPE = "SeatReserved"
    table: int
    seat: int
    reason: str


@event_type
@dataclass(frozen=True)
class SeatReleased(Event):
    TYPE = "SeatReleased"
    table: int
    seat: int


@event_type
@dataclass(frozen=True)
class ButtonDrawn(Event):
    """House rule "Posición Inicial del Botón de Dealer": drawn once; every table listed
    starts with the button in that seat."""

    TYPE = "ButtonDrawn"
    seat: int
    tables: tuple[int, ...]


@event_type
@dataclass(frozen=True)
class ButtonSet(Event):
    """The floor tells where a table's button is for the next hand (and a dead small blind)."""

    TYPE = "ButtonSet"
    table: int
    button: int
    small_blind: int | None = None


@event_type
@dataclass(frozen=True)
class PlayerSeated(Event):
    """An entry seated by the room's draw (ADTP 6, 7), written with the purchase. dealt_in
    False: seated between the button and the small blind, no hand until the button passes."""

    TYPE = "PlayerSeated"
    entry_id: int
    table: int
    seat: int
    dealt_in: bool = True
    rule: str = "ADTP 6, 7"


@event_type
@dataclass(frozen=True)
class PlayerMoved(Event):
    """A move: balancing (ADTP 10) proposed and confirmed, another seat chosen by the floor
    (with a reason), or a manual move. ``proposed_*``: the engine's proposal, if any."""

    TYPE = "PlayerMoved"
    entry_id: int
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    kind: str  # "balance" (as proposed), "other_seat", "manual"
    reason: str  # the explanation (in the operator's language) or the floor's reason
    rule: str
    proposed_table: int | None = None
    proposed_seat: int | None = None
    dealt_in: bool = True


@event_type
@dataclass(frozen=True)
class TableBroken(Event):
    """ADTP 9: a table broke; its players' seats drawn (double random) are listed."""

    TYPE = "TableBroken"
    table: int
    seats: tuple[dict, ...]


@event_type
@dataclass(frozen=True)
class RoomRedrawn(Event):
    """Every player redrawn: the final table (ADTP 11), two tables or a new day (house
    rule). ``tables``: the tables kept open; ``sizes``: their sizes; the button drawn."""

    TYPE = "RoomRedrawn"
    kind: str  # "final_table", "two_tables", "new_day"
    tables: tuple[int, ...]
    sizes: dict
    button: int | None
    seats: tuple[dict, ...]


@event_type
@dataclass(frozen=True)
class HandDoneMarked(Event):
    """Hand-for-hand: the floor marks that this table's hand is over."""

    TYPE = "HandDoneMarked"
    table: int


# --- state ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class RecentMove:
    at: str  # UTC ISO
    entry_id: int
    origin: str  # "table-seat"
    to: str
    kind: str


@dataclass
class SeatingState:
    room: Room | None = None
    table_size: int | None = None
    tables_count: int | None = None
    button_drawn: int | None = None
    #: Entries seated but not dealt in until the button passes (ADTP 6, 7, 9).
    waiting_button: set[int] = field(default_factory=set)
    reserved_reasons: dict[str, str] = field(default_factory=dict)  # "t-s" -> reason
    hand_done: set[int] = field(default_factory=set)
    recent: list[RecentMove] = field(default_factory=list)
    moves: int = 0
    #: table -> the hand whose bust-outs moved its button (moved once per hand, ADTP 32).
    hand_moved: dict[int, str] = field(default_factory=dict)
    # Derived: entry -> seat.
    where: dict[int, SeatRef] = field(default_factory=dict, compare=False, repr=False)
    # Derived, never stored: the index of the new players' draw, for ``_drawn_room`` (built
    # again when the room changed other than by ``place``/``vacate``): a heap of (players,
    # opening rank, table) of the open tables with an open seat (stale entries skipped), the
    # opening ranks and the free seats of the room.
    _draw_heap: list[tuple[int, int, int]] = field(default_factory=list, compare=False, repr=False)
    _draw_rank: dict[int, int] = field(default_factory=dict, compare=False, repr=False)
    _draw_free: int = field(default=0, compare=False, repr=False)
    _drawn_room: Room | None = field(default=None, compare=False, repr=False)

    TYPES = frozenset(
        {
            TableOrdersSet.TYPE,
            SeatReserved.TYPE,
            SeatReleased.TYPE,
            ButtonDrawn.TYPE,
            ButtonSet.TYPE,
            PlayerSeated.TYPE,
            PlayerMoved.TYPE,
            TableBroken.TYPE,
            RoomRedrawn.TYPE,
            HandDoneMarked.TYPE,
        }
    )

    # --- reading --------------------------------------------------------------------------

    def free_seats(self) -> int:
        """Seats a draw may still use, closed tables included (a draw opens them)."""
        if self.room is None:
            return 0
        self._draw_index()
        return self._draw_free

    def new_player_table(self) -> Table | None:
        """The table a new player's seat is drawn at (:func:`redraw.seat_new_players`):
        the open table with the fewest players among those with an open seat, ties by the
        opening order; when every open table is full, the first closed table in the opening
        order with an open seat. None: no open seat. Independent of the number of tables
        (the derived heap), but for the scan when every open table is full."""
        room = self.room
        if room is None:
            return None
        heap = self._draw_index()
        tables = room.tables
        while heap:
            count, _, number = heap[0]
            t = tables[number]
            if t.is_open and t.count == count and count < t.capacity:
                return t
            heapq.heappop(heap)
        for n in room.opening_order:
            t = tables[n]
            if not t.is_open and t.count < t.capacity:
                return t
        return None

    def _draw_index(self) -> list[tuple[int, int, int]]:
        room = self.room
        assert room is not None
        if self._drawn_room is not room or len(self._draw_heap) > 2 * len(room.tables) + 64:
            rank = {n: i for i, n in enumerate(room.opening_order)}
            heap = [
                (t.count, rank[n], n)
                for n, t in room.tables.items()
                if t.is_open and t.count < t.capacity
            ]
            heapq.heapify(heap)
            self._draw_heap = heap
            self._draw_rank = rank
            self._draw_free = sum(t.capacity - t.count for t in room.tables.values())
            self._drawn_room = room
        return self._draw_heap

    def _swap_table(self, table: Table) -> None:
        """The room with one table changed (a player in or out), the draw's index kept."""
        room = self.room
        assert room is not None
        old = room.tables[table.number]
        self.room = room.replaced(table)
        if self._drawn_room is room:
            self._draw_free += (table.capacity - table.count) - (old.capacity - old.count)
            if table.is_open and table.count < table.capacity:
                entry = (table.count, self._draw_rank[table.number], table.number)
                heapq.heappush(self._draw_heap, entry)
            self._drawn_room = self.room

    def seat_of(self, entry_id: int) -> SeatRef | None:
        return self.where.get(entry_id)

    # --- the room's shape -----------------------------------------------------------------

    def set_tables(self, count: int) -> None:
        self.tables_count = count
        self._shape()

    def set_table_size(self, size: int) -> None:
        self.table_size = size
        self._shape()

    def _shape(self) -> None:
        """Build or resize the room from the table count and the table size: tables added
        open (they open last and break first), empty tables beyond the count dropped, empty
        tables resized."""
        count, size = self.tables_count, self.table_size
        if not count or not size:
            return
        if self.room is None:
            self.room = Room.of_size(count, size)
            return
        room = self.room
        tables: dict[int, Table] = {}
        for n, t in room.tables.items():
            if n > count and t.count == 0:
                continue
            if t.size != size and t.count == 0 and not room.final_table_formed:
                t = Table.empty(n, size, reserved={s for s in t.reserved if s <= size})
            tables[n] = t
        for n in range(1, count + 1):
            tables.setdefault(n, Table.empty(n, size))
        opening = [n for n in room.opening_order if n in tables]
        opening += sorted(n for n in tables if n not in opening)
        breaking = [n for n in tables if n not in room.breaking_order]
        breaking = sorted(breaking, reverse=True) + [n for n in room.breaking_order if n in tables]
        final = room.final_table_formed
        self.room = dataclasses.replace(
            Room.build(tables.values(), opening, breaking), final_table_formed=final
        )

    # --- folding --------------------------------------------------------------------------

    def place(self, entry_id: int, table: int, seat: int, dealt_in: bool = True) -> None:
        """Seat an entry where an event says (idempotent: already there is fine)."""
        room = self.room
        if room is None or table not in room.tables:
            return
        if self.where.get(entry_id) == SeatRef(table, seat):
            if not dealt_in:
                self.waiting_button.add(entry_id)
            return
        t = room.tables[table]
        if not t.is_open:
            t = dataclasses.replace(t, is_open=True)
        self._swap_table(t.placed(seat, entry_id))
        self.where[entry_id] = SeatRef(table, seat)
        if not dealt_in:
            self.waiting_button.add(entry_id)

    def vacate(self, entry_id: int, *, hand_over: bool = False) -> None:
        """The entry leaves its seat. ``hand_over`` (a bust-out): the hand at that table is
        over, so the dead button moves on before the player leaves (ADTP 32)."""
        where = self.where.pop(entry_id, None)
        if where is None or self.room is None:
            return
        table = self.room.tables[where.table]
        if hand_over:
            table = advance_button(pinned(table))
            self._button_passed(table)
        self._swap_table(table.vacated(where.seat))
        self.waiting_button.discard(entry_id)

    def _button_passed(self, table: Table) -> None:
        """The button moved on: it has passed every seat between the old button and the old
        small blind, so the players waiting there are dealt in (ADTP 6, 7, 9)."""
        self.waiting_button.difference_update(table.players().values())

    def _bust_out(self, event) -> None:
        """ADTP 32 dead button, once per hand: the first bust-out of a hand at a table moves
        the button on (the hand is over), the others in that hand only open their seats
        (``hand_moved``: the last hand that moved each table's button). A withdrawal or a
        disqualification happens between hands: the seat opens, the button stays."""
        where = self.where.get(event.entry_id)
        if event.kind != "eliminated":
            self.vacate(event.entry_id)
            return
        same_hand = (
            where is not None
            and event.hand is not None
            and self.hand_moved.get(where.table) == event.hand
        )
        if where is not None and event.hand is not None:
            self.hand_moved[where.table] = event.hand
        self.vacate(event.entry_id, hand_over=not same_hand)

    def follow_book(self, event: Event, book) -> None:
        """Registration events that change the room: the tables, a purchase's seat, an entry
        out (eliminated, cancelled, absent stack removed)."""
        match event.TYPE:
            case "TablesSet":
                self.set_tables(event.tables)  # type: ignore[attr-defined]
            case "PurchaseMade":
                if event.table is not None and event.seat is not None:  # type: ignore[attr-defined]
                    self.place(event.entry_id, event.table, event.seat)  # type: ignore[attr-defined]
            case "PlayerEliminated":
                self._bust_out(event)
            case "EntryCancelled":
                self.vacate(event.entry_id)  # type: ignore[attr-defined]
            case "AbsentStacksRemoved":
                for entry_id in event.entry_ids:  # type: ignore[attr-defined]
                    self.vacate(entry_id)

    def apply(self, event: Event, at: str) -> list[int]:
        """Fold a seating event; returns the entries whose seat changed."""
        match event:
            case TableOrdersSet():
                if self.room is not None:
                    self.room = self.room.with_orders(event.opening, event.breaking)
            case SeatReserved():
                self._reserve(event.table, event.seat, True)
                self.reserved_reasons[f"{event.table}-{event.seat}"] = event.reason
            case SeatReleased():
                self._reserve(event.table, event.seat, False)
                self.reserved_reasons.pop(f"{event.table}-{event.seat}", None)
            case ButtonDrawn():
                self.button_drawn = event.seat
                if self.room is not None:
                    tables = [self.room.tables[n].with_button(event.seat) for n in event.tables]
                    self.room = self.room.replaced(*tables)
            case ButtonSet():
                if self.room is not None:
                    table = self.room.tables[event.table]
                    table = table.with_button(event.button, event.small_blind)
                    self.room = self.room.replaced(table)
                    for p in table.players().values():
                        self.waiting_button.discard(p)
            case PlayerSeated():
                self.place(event.entry_id, event.table, event.seat, event.dealt_in)
            case PlayerMoved():
                self.vacate(event.entry_id)
                self.place(event.entry_id, event.to_table, event.to_seat, event.dealt_in)
                self._recent(
                    at,
                    event.entry_id,
                    f"{event.from_table}-{event.from_seat}",
                    f"{event.to_table}-{event.to_seat}",
                    event.kind,
                )
                return [event.entry_id]
            case TableBroken():
                self._reseat(event.seats, at, "break", close=(event.table,))
                return [s["entry_id"] for s in event.seats]
            case RoomRedrawn():
                self._redraw(event, at)
                return [s["entry_id"] for s in event.seats]
            case HandDoneMarked():
                self.hand_done.add(event.table)
        return []

    def _reserve(self, table: int, seat: int, on: bool) -> None:
        if self.room is None:
            return
        t = self.room.tables[table]
        reserved = t.reserved | {seat} if on else t.reserved - {seat}
        self.room = self.room.replaced(dataclasses.replace(t, reserved=frozenset(reserved)))

    def _recent(self, at: str, entry_id: int, origin: str, to: str, kind: str) -> None:
        self.moves += 1
        self.recent.append(RecentMove(at, entry_id, origin, to, kind))
        del self.recent[:-RECENT_MOVES]

    def _reseat(
        self, seats: Iterable[Mapping], at: str, kind: str, close: Iterable[int] = ()
    ) -> None:
        seats = list(seats)
        for s in seats:
            self.vacate(s["entry_id"])
        assert self.room is not None
        closed = [dataclasses.replace(self.room.tables[n], is_open=False) for n in close]
        if closed:
            self.room = self.room.replaced(*closed)
        for s in seats:
            self.place(s["entry_id"], s["table"], s["seat"], s.get("dealt_in", True))
            if s.get("from_table") is not None and kind == "break":
                origin = f"{s['from_table']}-{s['from_seat']}"
                self._recent(at, s["entry_id"], origin, f"{s['table']}-{s['seat']}", kind)

    def _redraw(self, event: RoomRedrawn, at: str) -> None:
        assert self.room is not None
        for s in event.seats:
            self.vacate(s["entry_id"])
        keep = set(event.tables)
        sizes = {int(k): v for k, v in event.sizes.items()}
        tables = []
        for t in self.room.tables.values():
            size = sizes.get(t.number, t.size)
            reserved = {s for s in t.reserved if s <= size}
            tables.append(Table.empty(t.number, size, reserved=reserved, is_open=t.number in keep))
        final = event.kind == "final_table" or self.room.final_table_formed
        self.room = self.room.replaced(*tables, final_table_formed=final)
        if event.button is not None:
            with_button = [self.room.tables[n].with_button(event.button) for n in event.tables]
            self.room = self.room.replaced(*with_button)
        for s in event.seats:
            self.place(s["entry_id"], s["table"], s["seat"], True)
            origin = f"{s['from_table']}-{s['from_seat']}" if s.get("from_table") else "-"
            self._recent(at, s["entry_id"], origin, f"{s['table']}-{s['seat']}", event.kind)
        self.waiting_button.clear()

    # --- snapshots ------------------------------------------------------------------------

    def to_dict(self) -> dict:
        room = self.room
        return {
            "room": None
            if room is None
            else {
                "tables": [
                    {
                        "number": t.number,
                        "size": t.size,
                        "seats": list(t.seats),
                        "reserved": sorted(t.reserved),
                        "button": t.button,
                        "small_blind": t.small_blind,
                        "is_open": t.is_open,
                    }
                    for t in room.tables.values()
                ],
                "opening": list(room.opening_order),
                "breaking": list(room.breaking_order),
                "final_table_formed": room.final_table_formed,
            },
            "table_size": self.table_size,
            "tables_count": self.tables_count,
            "button_drawn": self.button_drawn,
            "waiting_button": sorted(self.waiting_button),
            "reserved_reasons": dict(self.reserved_reasons),
            "hand_done": sorted(self.hand_done),
            "recent": [dataclasses.asdict(m) for m in self.recent],
            "moves": self.moves,
            "hand_moved": {str(t): h for t, h in self.hand_moved.items()},
        }

    @classmethod
    def from_dict(cls, data: dict | None) -> SeatingState:
        state = cls()
        if not data:
            return state
        raw = data["room"]
        if raw is not None:
            tables = [
                Table(
                    t["number"],
                    t["size"],
                    tuple(t["seats"]),
                    frozenset(t["reserved"]),
                    t["button"],
                    t["small_blind"],
                    t["is_open"],
                )
                for t in raw["tables"]
            ]
            room = Room.build(tables, raw["opening"], raw["breaking"])
            state.room = dataclasses.replace(room, final_table_formed=raw["final_table_formed"])
            state.where = dict(state.room.seated())
            state._draw_index()
        state.table_size = data["table_size"]
        state.tables_count = data["tables_count"]
        state.button_drawn = data["button_drawn"]
        state.waiting_button = set(data["waiting_button"])
        state.reserved_reasons = dict(data["reserved_reasons"])
        state.hand_done = set(data["hand_done"])
        state.recent = [RecentMove(**m) for m in data["recent"]]
        state.moves = data["moves"]
        state.hand_moved = {int(t): h for t, h in data.get("hand_moved", {}).items()}
        return state


__all__ = [
    "MESSAGES",
    "ButtonDrawn",
    "ButtonSet",
    "HandDoneMarked",
    "PlayerMoved",
    "PlayerSeated",
    "RecentMove",
    "RoomRedrawn",
    "SeatReleased",
    "SeatReserved",
    "SeatingState",
    "TableBroken",
    "TableOrdersSet",
    "seats_payload",
]

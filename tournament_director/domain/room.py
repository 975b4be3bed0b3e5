"""The room: tables, their seats and button, and the orders tables open and break in.

Immutable value objects and pure helpers; the draws are in :mod:`redraw` and the balancing
decisions in :mod:`balancing`. Nothing here is random and nothing is stored.

Seats are numbered 1..size clockwise: the seat after ``s`` is ``s + 1``, and after the last
seat comes seat 1. Play (the button, the blinds) moves the same way.

The button and the blinds (ADTP 32: tournaments use a dead button). A table records the
seat of the button for the *next* hand (``button``; it may be an empty seat: a dead
button) and, when the floor or a previous step knows it, the small-blind position for the
next hand (``small_blind``: the seat that posted the big blind on the hand before; it may be
an empty seat: a dead small blind). When ``small_blind`` is not set it is derived as on a
live table: the first player clockwise after the button (heads-up, ADTP 34: the button
itself). The big blind of the next hand is always the first *player* clockwise after the
small-blind position: under the dead button the big blind moves on one player every hand.
So a player who takes an empty seat right after the small-blind position posts the big
blind next hand: that seat is the worst position (ADTP 10), and a seat strictly between
the button and the small blind is dealt no hand until the button passes (ADTP 6, 7, 9).

Whenever a step adds or removes a player at a table whose blinds can be told, it first
*pins* the small-blind position (stores the derived value), so a newcomer or a departure
never shifts the blinds the table is about to play.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from tournament_director import i18n
from tournament_director.domain.errors import Refused

PlayerId = int

# Messages of the seating domain (room, redraw, balancing), merged into the catalogue.
MESSAGES: dict[str, tuple[str, str]] = {
    "room.unknown_table": (
        "No existe la mesa {table}.",
        "There is no table {table}.",
    ),
    "room.table_closed": (
        "La mesa {table} está cerrada.",
        "Table {table} is closed.",
    ),
    "room.bad_seat": (
        "La mesa {table} no tiene asiento {seat} (tiene {size}).",
        "Table {table} has no seat {seat} (it has {size}).",
    ),
    "room.seat_taken": (
        "El asiento {seat} de la mesa {table} está ocupado.",
        "Seat {seat} at table {table} is taken.",
    ),
    "room.seat_reserved": (
        "El asiento {seat} de la mesa {table} está reservado.",
        "Seat {seat} at table {table} is reserved.",
    ),
    "room.seat_empty": (
        "El asiento {seat} de la mesa {table} está vacío.",
        "Seat {seat} at table {table} is empty.",
    ),
    "room.player_seated_twice": (
        "El jugador {player} figura en dos asientos.",
        "Player {player} is in two seats.",
    ),
    "room.bad_order": (
        "El orden de {which} debe nombrar cada mesa una vez: {tables}.",
        "The {which} order must name every table once: {tables}.",
    ),
    "room.no_open_seat": (
        "No hay asientos libres para {players} {players:jugador|jugadores} (quedan {seats}).",
        "There are no open seats for {players} {players:player|players} ({seats} left).",
    ),
    "room.final_table_too_small": (
        "Ninguna mesa tiene {players} asientos libres para la mesa final de {size}.",
        "No table has {players} free seats for the final table of {size}.",
    ),
    "seating.reason.new_player": (
        "Sorteo de asiento para un jugador nuevo (mesas abiertas en orden, llenado parejo).",
        "Seat drawn for a new player (tables open in order and fill evenly).",
    ),
    "seating.reason.break": (
        "La mesa {table} se cierra: sus jugadores se reubican por doble sorteo en los "
        "asientos libres de las demás mesas.",
        "Table {table} breaks: its players are redrawn twice at random into the open seats "
        "of the other tables.",
    ),
    "seating.reason.balance": (
        "Balanceo: la mesa {from_table} tiene {from_count} jugadores y la mesa {to_table} "
        "tiene {to_count}. Se mueve a quien será ciega grande en la próxima mano, al asiento "
        "{seat}: la peor posición (la primera en pagar la ciega grande; nunca la ciega "
        "chica).",
        "Balancing: table {from_table} has {from_count} players and table {to_table} "
        "{to_count}. The player due the big blind next hand moves to seat {seat}: the "
        "worst position (the first to pay the big blind; never the small blind).",
    ),
    "seating.reason.final_table": (
        "Mesa final de {players} jugadores: sorteo de asientos.",
        "Final table of {players} players: seats drawn.",
    ),
    "seating.reason.redraw": (
        "Redistribución por sorteo de todos los jugadores en las mesas {tables}.",
        "All players redrawn at random across tables {tables}.",
    ),
    "seating.note.button_unknown": (
        "No se conoce el botón de la mesa {table}: el floor confirma el jugador y el asiento.",
        "Table {table}'s button is not known: the floor confirms the player and the seat.",
    ),
    "seating.note.only_small_blind_open": (
        "En la mesa {table} solo queda libre la posición de ciega chica.",
        "At table {table} only the small-blind position is open.",
    ),
    "seating.not_dealt_in": (
        "Sentado entre el botón y la ciega chica: no recibe cartas hasta que pase el botón.",
        "Seated between the button and the small blind: dealt in once the button passes.",
    ),
    "seating.stop.difference": (
        "Mesa {table}: {players} {players:jugador|jugadores}, {difference} menos que la más "
        "llena ({fullest}). Detener el juego hasta balancear.",
        "Table {table}: {players} {players:player|players}, {difference} fewer than the fullest "
        "({fullest}). Stop play until balanced.",
    ),
    "seating.stop.players_left": (
        "Mesa {table}: {players:queda|quedan} {players} {players:jugador|jugadores}. Detener el "
        "juego hasta reorganizar las mesas.",
        "Table {table}: {players} {players:player|players} left. Stop play until the tables are "
        "reorganised.",
    ),
    "seating.decision.none": (
        "Las mesas están balanceadas.",
        "The tables are balanced.",
    ),
    "seating.decision.break": (
        "Los {players} jugadores caben en una mesa menos: se cierra la mesa {table}, la "
        "próxima en el orden de cierre.",
        "The {players} players fit one table fewer: table {table}, the next in the breaking "
        "order, breaks.",
    ),
    "seating.decision.redraw_two_tables": (
        "Se cierra la mesa {table} y quedan dos mesas: se sortean de nuevo todos los asientos.",
        "Table {table} breaks and two tables remain: every seat is drawn again.",
    ),
    "seating.decision.balance": (
        "Hay {difference} jugadores de diferencia entre la mesa más llena y la más corta: "
        "{moves} {moves:traslado|traslados}.",
        "The fullest and the shortest table differ by {difference} players: {moves} "
        "{moves:move|moves}.",
    ),
    "seating.decision.final_table": (
        "Quedan {players} jugadores: se forma la mesa final de {size} (sorteo de asientos).",
        "{players} players left: the final table of {size} forms (seats drawn).",
    ),
}
for _key in MESSAGES:
    if _key in i18n.CATALOG and i18n.CATALOG[_key] != MESSAGES[_key]:
        raise RuntimeError(f"message key {_key} defined twice")
i18n.CATALOG.update(MESSAGES)


@dataclass(frozen=True, order=True, slots=True)
class SeatRef:
    """A seat in the room: table number and seat number."""

    table: int
    seat: int

    def label(self) -> str:
        return f"{self.table}-{self.seat}"


@dataclass(frozen=True, slots=True)
class Table:
    """One table. ``seats[i]`` is the player in seat ``i + 1`` (None: empty).

    ``reserved``: seats a draw or a move never uses (ADTP 8 special needs, a feature table,
    a staff seat) unless released; the floor may still seat someone there by hand.
    ``button`` and ``small_blind``: see the module's docstring.
    """

    number: int
    size: int
    seats: tuple[PlayerId | None, ...]
    reserved: frozenset[int] = frozenset()
    button: int | None = None
    small_blind: int | None = None
    is_open: bool = True
    count: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if len(self.seats) != self.size:
            raise ValueError(f"table {self.number}: {len(self.seats)} seats for size {self.size}")
        object.__setattr__(self, "count", self.size - self.seats.count(None))

    @classmethod
    def empty(
        cls, number: int, size: int, *, reserved: Iterable[int] = (), is_open: bool = True
    ) -> Table:
        return cls(number, size, (None,) * size, frozenset(reserved), is_open=is_open)

    @classmethod
    def of(
        cls,
        number: int,
        size: int,
        players: Mapping[int, PlayerId],
        *,
        button: int | None = None,
        small_blind: int | None = None,
        reserved: Iterable[int] = (),
        is_open: bool = True,
    ) -> Table:
        """A table from a seat -> player mapping (the worked cases write tables this way)."""
        seats = tuple(players.get(s) for s in range(1, size + 1))
        return cls(number, size, seats, frozenset(reserved), button, small_blind, is_open)

    # ---- reading

    def player_at(self, seat: int) -> PlayerId | None:
        return self.seats[seat - 1]

    def seat_map(self) -> dict[int, PlayerId | None]:
        """Seat -> player (None: empty), every seat."""
        return {s: p for s, p in enumerate(self.seats, 1)}

    def players(self) -> dict[int, PlayerId]:
        """Seat -> player, occupied seats only, in seat order."""
        return {s: p for s, p in enumerate(self.seats, 1) if p is not None}

    def occupied(self) -> list[int]:
        return [s for s, p in enumerate(self.seats, 1) if p is not None]

    def open_seats(self) -> list[int]:
        """Empty seats a draw or a move may use: never a reserved seat."""
        if not self.reserved:
            if not self.count:
                return list(range(1, self.size + 1))
            return [s for s, p in enumerate(self.seats, 1) if p is None]
        return [s for s, p in enumerate(self.seats, 1) if p is None and s not in self.reserved]

    @property
    def capacity(self) -> int:
        """Players the table can hold by draws and moves: its players plus its open seats."""
        if not self.reserved:
            return self.size
        return self.size - sum(
            1 for s in self.reserved if 1 <= s <= self.size and self.seats[s - 1] is None
        )

    @property
    def has_room(self) -> bool:
        return self.count < self.capacity

    # ---- changing (each returns a new table)

    def placed(self, seat: int, player: PlayerId) -> Table:
        """The table with ``player`` in the empty ``seat`` (blinds pinned first)."""
        self._check_seat(seat)
        if self.seats[seat - 1] is not None:
            raise Refused("room.seat_taken", table=self.number, seat=seat)
        base = pinned(self)
        seats = list(base.seats)
        seats[seat - 1] = player
        return dataclasses.replace(base, seats=tuple(seats))

    def vacated(self, seat: int) -> Table:
        """The table with ``seat`` emptied (a player out, moved or broken; blinds pinned)."""
        self._check_seat(seat)
        if self.seats[seat - 1] is None:
            raise Refused("room.seat_empty", table=self.number, seat=seat)
        base = pinned(self)
        seats = list(base.seats)
        seats[seat - 1] = None
        return dataclasses.replace(base, seats=tuple(seats))

    def with_button(self, button: int | None, small_blind: int | None = None) -> Table:
        """The floor sets the button for the next hand (and the small-blind position when it
        is not the first player after the button: a dead small blind)."""
        for s in (button, small_blind):
            if s is not None:
                self._check_seat(s)
        return dataclasses.replace(self, button=button, small_blind=small_blind)

    def _check_seat(self, seat: int) -> None:
        if not 1 <= seat <= self.size:
            raise Refused("room.bad_seat", table=self.number, seat=seat, size=self.size)


def clockwise_after(table: Table, seat: int) -> Iterator[int]:
    """The other seats of the table clockwise from ``seat`` (not including it)."""
    size = table.size
    for step in range(1, size):
        yield (seat - 1 + step) % size + 1


def strictly_between(table: Table, start: int, end: int, seat: int) -> bool:
    """Whether ``seat`` lies clockwise strictly after ``start`` and strictly before ``end``."""
    size = table.size
    return 0 < (seat - start) % size < (end - start) % size


def small_blind_position(table: Table) -> int | None:
    """The small-blind position for the next hand (ADTP 32 dead button; ADTP 34 heads-up:
    the button is the small blind). None when it cannot be told (no button, under two
    players). The seat may be empty: a dead small blind."""
    if table.small_blind is not None:
        return table.small_blind
    if table.button is None or table.count < 2:
        return None
    button = table.button
    if table.count == 2 and table.seats[button - 1] is not None:
        return button  # ADTP 34
    for s in clockwise_after(table, button):
        if table.seats[s - 1] is not None:
            return s
    return None  # pragma: no cover - count >= 2 always finds one


def small_blind_seat(table: Table) -> int | None:
    """The seat that posts the small blind next hand; None when it is dead or unknown."""
    sb = small_blind_position(table)
    return sb if sb is not None and table.seats[sb - 1] is not None else None


def big_blind_due(table: Table) -> int | None:
    """ADTP 10, ADTP 32: the seat of the player due the big blind next hand: the first player
    clockwise after the small-blind position (the big blind moves on one player a hand)."""
    sb = small_blind_position(table)
    if sb is None:
        return None
    for s in clockwise_after(table, sb):
        if table.seats[s - 1] is not None:
            return s
    return None


def pinned(table: Table) -> Table:
    """The table with its small-blind position stored (see the module's docstring)."""
    if table.small_blind is not None:
        return table
    sb = small_blind_position(table)
    return table if sb is None else dataclasses.replace(table, small_blind=sb)


def waits_for_button(table: Table, seat: int) -> bool:
    """ADTP 6, 7, 9; Casino Club "Reorganización de Mesas": a player seated strictly between
    the button and the small blind is not dealt in until the button passes. False when the
    button is not known."""
    sb = small_blind_position(table)
    if sb is None or table.button is None or sb == table.button:
        return False
    return strictly_between(table, table.button, sb, seat)


def big_blind_order(table: Table) -> list[int]:
    """Every seat but the small-blind position, in the order a player sitting there would
    pay the big blind: first the seats after the small-blind position (the next big blind,
    ADTP 32), then on round the table, ending with the seats between the button and the small
    blind. Empty when the blinds cannot be told."""
    sb = small_blind_position(table)
    return [] if sb is None else list(clockwise_after(table, sb))


def worst_seat(table: Table) -> int | None:
    """ADTP 10; Casino Club "Reorganización de Mesas": the worst position for a player moved
    in: the open seat that will pay the big blind soonest, never the small blind (even if
    that means the table has only a big blind next hand, or the seat posts it twice).
    Reserved seats are never offered. None: the blinds are unknown or no such seat."""
    open_ = set(table.open_seats())
    for s in big_blind_order(table):
        if s in open_:
            return s
    return None


def positions(table: Table) -> dict[int, str]:
    """Occupied seat -> position for the next hand: BTN, SB, BB, UTG, UTG+1, ..., and WAIT
    for a player seated between the button and the small blind (ADTP 6, 7, 9). Heads-up the
    button is the small blind (ADTP 34): "BTN/SB". Empty when the blinds are unknown."""
    sb = small_blind_position(table)
    bb = big_blind_due(table)
    if sb is None or bb is None:
        return {}
    labels: dict[int, str] = {}
    button = table.button
    after_bb = 0
    for s in clockwise_after(table, bb):
        if table.seats[s - 1] is None:
            continue
        if s == sb:
            labels[s] = "BTN/SB" if s == button else "SB"
        elif s == button:
            labels[s] = "BTN"
        elif waits_for_button(table, s):
            labels[s] = "WAIT"
        else:
            labels[s] = "UTG" if after_bb == 0 else f"UTG+{after_bb}"
            after_bb += 1
    labels[bb] = "BB"
    return dict(sorted(labels.items()))


def advance_button(table: Table) -> Table:
    """ADTP 32 dead button; Casino Club "Botón de Dealer": after a hand the button moves to
    the small-blind position and the small-blind position to the big blind's seat, whether
    or not those players are still there (a dead button, a dead small blind).

    Call it on the table as the hand was dealt, then take out the players who went broke
    in the hand: the blinds it pins then stay where the dead button puts them."""
    sb = small_blind_position(table)
    bb = big_blind_due(table)
    if sb is None or bb is None:
        return table
    return dataclasses.replace(table, button=sb, small_blind=bb)


@dataclass(frozen=True)
class Room:
    """Every table of the event, and the orders tables open and break in.

    ``opening_order``: the order tables open for new players. ``breaking_order`` (ADTP 10,
    Casino Club "Reorganización de Mesas"): the predetermined order tables break in,
    announced to the players; the director may change it (:meth:`with_orders`).
    ``final_table_formed``: the final table has been drawn (ADTP 11).
    """

    tables: Mapping[int, Table]
    opening_order: tuple[int, ...]
    breaking_order: tuple[int, ...]
    final_table_formed: bool = False
    _break_rank: Mapping[int, int] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self._break_rank:
            ranks = {n: i for i, n in enumerate(self.breaking_order)}
            object.__setattr__(self, "_break_rank", MappingProxyType(ranks))

    @classmethod
    def build(
        cls,
        tables: Iterable[Table],
        opening_order: Sequence[int] | None = None,
        breaking_order: Sequence[int] | None = None,
    ) -> Room:
        """A room; the orders are checked. Defaults: tables open by number, and the tables
        opened last break first (the reverse of the opening order)."""
        by_number = {t.number: t for t in tables}
        numbers = sorted(by_number)
        opening = tuple(opening_order) if opening_order is not None else tuple(numbers)
        breaking = tuple(breaking_order) if breaking_order is not None else opening[::-1]
        for which, order in (("opening", opening), ("breaking", breaking)):
            if sorted(order) != numbers:
                raise Refused("room.bad_order", which=which, tables=", ".join(map(str, order)))
        seen: dict[PlayerId, int] = {}
        for t in by_number.values():
            for p in t.seats:
                if p is not None:
                    if p in seen:
                        raise Refused("room.player_seated_twice", player=p)
                    seen[p] = t.number
        return cls(MappingProxyType(by_number), opening, breaking)

    @classmethod
    def of_size(cls, tables: int, size: int, *, open_tables: int | None = None) -> Room:
        """``tables`` empty tables of ``size`` numbered from 1, the first ``open_tables``
        open (all by default)."""
        opened = tables if open_tables is None else open_tables
        return cls.build(Table.empty(n, size, is_open=n <= opened) for n in range(1, tables + 1))

    # ---- reading

    def table(self, number: int) -> Table:
        try:
            return self.tables[number]
        except KeyError:
            raise Refused("room.unknown_table", table=number) from None

    def open_tables(self) -> list[Table]:
        """The open tables, in the opening order."""
        return [t for n in self.opening_order if (t := self.tables[n]).is_open]

    def player_count(self) -> int:
        return sum(t.count for t in self.tables.values())

    def seated(self) -> dict[PlayerId, SeatRef]:
        """Player -> seat, every seated player."""
        return {
            p: SeatRef(t.number, s)
            for t in self.tables.values()
            for s, p in enumerate(t.seats, 1)
            if p is not None
        }

    def locate(self, player: PlayerId) -> SeatRef | None:
        for t in self.tables.values():
            if player in t.seats:
                return SeatRef(t.number, t.seats.index(player) + 1)
        return None

    def break_rank(self, number: int) -> int:
        """Position of the table in the breaking order (0 breaks first)."""
        return self._break_rank[number]

    def next_to_break(self) -> Table | None:
        """ADTP 10: the open table that comes first in the breaking order."""
        for n in self.breaking_order:
            t = self.tables[n]
            if t.is_open:
                return t
        return None

    def breaking_wave(self) -> tuple[int, ...]:
        """The open tables that break one after another now, in the breaking order: the
        first ones whose players the other open tables can take (each breaks as soon as the
        tables left hold every player, ADTP 9, 10; Casino Club "Reorganización de Mesas");
        never the last open table. Empty when no table breaks."""
        open_tables = self.open_tables()
        players = sum(t.count for t in open_tables)
        staying = sum(t.capacity for t in open_tables)
        wave: list[int] = []
        for n in self.breaking_order:
            t = self.tables[n]
            if not t.is_open:
                continue
            if len(open_tables) - len(wave) < 2 or players > staying - t.capacity:
                break
            wave.append(n)
            staying -= t.capacity
        return tuple(wave)

    # ---- changing (each returns a new room)

    def replaced(self, *tables: Table, final_table_formed: bool | None = None) -> Room:
        """The room with these tables replacing those of the same numbers."""
        new = dict(self.tables)
        for t in tables:
            if t.number not in new:
                raise Refused("room.unknown_table", table=t.number)
            new[t.number] = t
        formed = self.final_table_formed if final_table_formed is None else final_table_formed
        return Room(
            MappingProxyType(new),
            self.opening_order,
            self.breaking_order,
            formed,
            self._break_rank,
        )

    def with_orders(
        self,
        opening_order: Sequence[int] | None = None,
        breaking_order: Sequence[int] | None = None,
    ) -> Room:
        """ADTP 10: the director changes the announced opening or breaking order."""
        room = Room.build(
            self.tables.values(),
            opening_order if opening_order is not None else self.opening_order,
            breaking_order if breaking_order is not None else self.breaking_order,
        )
        return dataclasses.replace(room, final_table_formed=self.final_table_formed)

    def without_player(self, where: SeatRef) -> Room:
        """The room after the player at ``where`` is out (eliminated, withdrawn)."""
        return self.replaced(self.table(where.table).vacated(where.seat))


__all__ = [
    "MESSAGES",
    "PlayerId",
    "Room",
    "SeatRef",
    "Table",
    "advance_button",
    "big_blind_due",
    "big_blind_order",
    "clockwise_after",
    "pinned",
    "positions",
    "small_blind_position",
    "small_blind_seat",
    "strictly_between",
    "waits_for_button",
    "worst_seat",
]

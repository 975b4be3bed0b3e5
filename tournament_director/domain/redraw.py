"""Random draws of seats and of the button: pure functions with an injected random source.

Every draw takes ``rng`` (the operating system's secure source, ``secrets.SystemRandom()``,
by default) and returns what it drew, so the service stores the result in its event and a
replay never draws again.

"Fill evenly" (ADTP 6, 7, 9): seats are handed out one at a time to the table with the
fewest players among those with an open seat; ties go by the opening order for new
players, and at random for a break or a redraw. At that table the seat is drawn at random
among its open seats (reserved seats are never drawn). The cards so drawn are then dealt to
the players in a random order: the "double random" process of ADTP 9.
"""

from __future__ import annotations

import dataclasses
import heapq
import random
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from tournament_director.domain.errors import Refused
from tournament_director.domain.room import (
    PlayerId,
    Room,
    SeatRef,
    Table,
    pinned,
    waits_for_button,
)
from tournament_director.domain.rule_set import RuleSet


def system_rng() -> random.Random:
    return secrets.SystemRandom()


@dataclass(frozen=True, slots=True)
class DrawnSeat:
    """One player's drawn seat. ``dealt_in`` False: seated between the button and the small
    blind, the player gets no hand until the button passes (ADTP 6, 7, 9)."""

    player: PlayerId
    to: SeatRef
    origin: SeatRef | None = None
    dealt_in: bool = True


@dataclass(frozen=True)
class DrawResult:
    """The room after a draw and what was drawn (stored in the event)."""

    room: Room
    seats: tuple[DrawnSeat, ...]
    reason: str
    rule: str
    params: Mapping[str, object] = dataclasses.field(default_factory=dict)
    #: The button seat drawn for every table the draw set up (house rule "Posición
    #: Inicial del Botón de Dealer"); None when no button was drawn.
    button: int | None = None


def _fill_evenly(
    tables: Sequence[Table], n: int, rng: random.Random, tie: Callable[[Table], float]
) -> list[SeatRef]:
    """``n`` seat cards, levelling the tables (see the module's docstring)."""
    pools: dict[int, list[int]] = {}
    heap: list[tuple[int, float, int]] = []
    for t in tables:
        pool = t.open_seats()
        if pool:
            pools[t.number] = pool
            heap.append((t.count, tie(t), t.number))
    free = sum(len(p) for p in pools.values())
    if n > free:
        raise Refused("room.no_open_seat", players=n, seats=free)
    heapq.heapify(heap)
    cards: list[SeatRef] = []
    for _ in range(n):
        count, rank, number = heapq.heappop(heap)
        pool = pools[number]
        i = rng.randrange(len(pool))
        pool[i], pool[-1] = pool[-1], pool[i]
        cards.append(SeatRef(number, pool.pop()))
        if pool:
            heapq.heappush(heap, (count + 1, rank, number))
    return cards


def _deal(
    room: Room,
    players: Sequence[PlayerId],
    cards: list[SeatRef],
    rng: random.Random,
    origins: Mapping[PlayerId, SeatRef] | None = None,
) -> tuple[Room, tuple[DrawnSeat, ...]]:
    """Deal the cards to the players in a random order and seat them."""
    order = list(players)
    rng.shuffle(order)
    by_table: dict[int, Table] = {}
    drawn: list[DrawnSeat] = []
    for player, card in zip(order, cards, strict=True):
        table = by_table.get(card.table) or pinned(room.tables[card.table])
        dealt_in = not waits_for_button(table, card.seat)
        by_table[card.table] = table.placed(card.seat, player)
        drawn.append(DrawnSeat(player, card, (origins or {}).get(player), dealt_in))
    return room.replaced(*by_table.values()), tuple(drawn)


def seat_new_players(
    room: Room, players: Sequence[PlayerId], rng: random.Random | None = None
) -> DrawResult:
    """ADTP 6, 7; Casino Club "Asignación de Asientos", "Ingresos Tardíos": new players,
    alternates, late registrations and re-entries are seated at random by the same process:
    tables open in the opening order as needed and fill evenly. A player seated between the
    button and the small blind is not dealt in until the button passes (``dealt_in``)."""
    rng = rng or system_rng()
    room = _open_as_needed(room, len(players))
    rank = {n: i for i, n in enumerate(room.opening_order)}
    cards = _fill_evenly(room.open_tables(), len(players), rng, lambda t: rank[t.number])
    room, seats = _deal(room, players, cards, rng)
    return DrawResult(room, seats, "seating.reason.new_player", "ADTP 6, 7")


def seat_one_new_player(table: Table, player: PlayerId, rng: random.Random) -> DrawnSeat:
    """The draw of :func:`seat_new_players` for one player once its table is known: the
    open table with the fewest players, ties by the opening order (when every open table
    is full: the first closed table in the opening order with an open seat). A random open
    seat there, drawn with the same calls to ``rng`` (a one-card deal draws nothing), so
    the seat and ``dealt_in`` are those of ``seat_new_players(room, [player], rng)``.
    :meth:`SeatingState.new_player_table` finds the table without scanning the room."""
    pool = table.open_seats()
    if not pool:
        raise Refused("room.no_open_seat", players=1, seats=0)
    seat = pool[rng.randrange(len(pool))]
    dealt_in = not waits_for_button(pinned(table), seat)
    return DrawnSeat(player, SeatRef(table.number, seat), None, dealt_in)


def _open_as_needed(room: Room, players: int) -> Room:
    """Open closed tables in the opening order until the open seats hold ``players``."""
    free = sum(t.capacity - t.count for t in room.open_tables())
    opened: list[Table] = []
    for n in room.opening_order:
        if free >= players:
            break
        t = room.tables[n]
        if not t.is_open:
            opened.append(dataclasses.replace(t, is_open=True))
            free += t.capacity - t.count
    return room.replaced(*opened) if opened else room


def initial_draw(
    room: Room, players: Sequence[PlayerId], rng: random.Random | None = None
) -> DrawResult:
    """ADTP 6; Casino Club "Asignación de Asientos": the first draw. Opens the tables needed
    in the opening order, seats everyone evenly at random, then draws the button once for
    every table (house rule "Posición Inicial del Botón de Dealer")."""
    rng = rng or system_rng()
    result = seat_new_players(room, players, rng)
    drawn = draw_button(result.room, rng)
    seats = tuple(dataclasses.replace(s, dealt_in=True) for s in result.seats)
    return DrawResult(drawn.room, seats, "seating.reason.new_player", "ADTP 6", {}, drawn.button)


def break_table(room: Room, number: int, rng: random.Random | None = None) -> DrawResult:
    """ADTP 9; Casino Club "Reorganización de Mesas": a broken table's players get new seats
    by a double random draw among the open seats of the other open tables: any seat,
    including the big blind, the small blind and the button. The only seats where they are
    dealt no hand are between the button and the small blind (``dealt_in`` False). The
    seats are levelled across the tables so the room stays balanced (ADTP 10)."""
    rng = rng or system_rng()
    table = room.table(number)
    if not table.is_open:
        raise Refused("room.table_closed", table=number)
    origins = {p: SeatRef(number, s) for s, p in table.players().items()}
    closed = Table.empty(number, table.size, reserved=table.reserved, is_open=False)
    room = room.replaced(closed)
    targets = room.open_tables()
    ties = {t.number: rng.random() for t in targets}
    cards = _fill_evenly(targets, len(origins), rng, lambda t: ties[t.number])
    room, seats = _deal(room, list(origins), cards, rng, origins)
    return DrawResult(room, seats, "seating.reason.break", "ADTP 9", {"table": number})


def redraw(
    room: Room,
    rng: random.Random | None = None,
    *,
    tables: Sequence[int] | None = None,
    sizes: Mapping[int, int] | None = None,
    reason: str = "seating.reason.redraw",
    rule: str = 'Casino Club "Asignación de Asientos"',
    final_table: bool = False,
) -> DrawResult:
    """Casino Club "Asignación de Asientos": every player redrawn at random at the start of
    each day and when two tables remain. All players go, evenly and at random, to
    ``tables`` (default: the open tables), resized to ``sizes`` where given; every other
    table closes. Then the button is drawn once for all of them (house rule "Posición
    Inicial del Botón de Dealer")."""
    rng = rng or system_rng()
    origins = {p: where for p, where in room.seated().items()}
    targets = list(tables) if tables is not None else [t.number for t in room.open_tables()]
    sizes = sizes or {}
    new_tables = []
    for t in room.tables.values():
        size = sizes.get(t.number, t.size)
        reserved = {s for s in t.reserved if s <= size}
        new_tables.append(
            Table.empty(t.number, size, reserved=reserved, is_open=t.number in targets)
        )
    room = room.replaced(*new_tables, final_table_formed=final_table or room.final_table_formed)
    ties = {n: rng.random() for n in targets}
    cards = _fill_evenly(
        [room.table(n) for n in targets], len(origins), rng, lambda t: ties[t.number]
    )
    room, seats = _deal(room, list(origins), cards, rng, origins)
    drawn = draw_button(room, rng, targets)
    seats = tuple(dataclasses.replace(s, dealt_in=True) for s in seats)
    params = {"tables": ", ".join(map(str, targets)), "players": len(seats)}
    return DrawResult(drawn.room, seats, reason, rule, params, drawn.button)


def final_table_number(room: Room, players: int, size: int) -> int:
    """The table kept for the final table: the open table that breaks last (ADTP 10 breaking
    order) among those whose seats at the final size, reserved seats apart, hold everyone."""
    candidates = [n for n in reversed(room.breaking_order) if room.tables[n].is_open]
    candidates += [n for n in reversed(room.breaking_order) if not room.tables[n].is_open]
    for n in candidates:
        reserved = {s for s in room.tables[n].reserved if s <= size}
        if size - len(reserved) >= players:
            return n
    raise Refused("room.final_table_too_small", players=players, size=size)


def final_table(
    room: Room,
    rules: RuleSet,
    table_size: int,
    rng: random.Random | None = None,
    *,
    table_number: int | None = None,
) -> DrawResult:
    """ADTP 11; Casino Club "Mesa Final"; TDA RP-9: the final table forms at the rule set's
    size (:meth:`RuleSet.final_table_size` for an event played ``table_size``-handed) and
    its seats are drawn at random; the button is drawn (house rule "Posición Inicial")."""
    size = rules.final_table_size(table_size)
    players = room.player_count()
    number = table_number or final_table_number(room, players, size)
    return redraw(
        room,
        rng,
        tables=(number,),
        sizes={number: size},
        reason="seating.reason.final_table",
        rule=rules.final_table_rule_name,
        final_table=True,
    )


@dataclass(frozen=True)
class ButtonDraw:
    room: Room
    button: int


def draw_button(
    room: Room, rng: random.Random | None = None, tables: Sequence[int] | None = None
) -> ButtonDraw:
    """Casino Club "Posición Inicial del Botón de Dealer": the starting button seat is drawn
    once and every table (default: every open table) starts with the button there. A table
    with nobody in that seat starts with a dead button."""
    rng = rng or system_rng()
    numbers = list(tables) if tables is not None else [t.number for t in room.open_tables()]
    if not numbers:
        return ButtonDraw(room, 1)
    seat = rng.randint(1, min(room.tables[n].size for n in numbers))
    updated = [room.tables[n].with_button(seat) for n in numbers]
    return ButtonDraw(room.replaced(*updated), seat)


__all__ = [
    "ButtonDraw",
    "DrawResult",
    "DrawnSeat",
    "break_table",
    "draw_button",
    "final_table",
    "final_table_number",
    "initial_draw",
    "redraw",
    "seat_new_players",
    "seat_one_new_player",
    "system_rng",
]

"""Random draws of seats and of the button: pure functions with an injected random source.

Every draw takes ``rng`` (the operating system's secure source, ``secrets.SystemRandom()``,
by default) and returns what it drew, so the service stores the result in its event and a
replay never draws again.

"Fill evenly" (ADTP 6, 7, 9): seats are handed out one at a time to the table with the
fewest players among those with an open seat; ties go by the opening order for new
players, and at random for a break or a redraw. At that table the seat is drawn at random
among its open seats (reserved seats are never drawn). The cards so drawn are then dealt to
the players in a random order: the "double random" process of ADTP 9. A break's players go
only to the tables that stay, never to one that breaks in the same wave
(:func:`break_table`).

A draw takes its randomness from ``rng`` in one block (:class:`_Dice`: ``rng.randbytes``,
every number exactly uniform), not a call per seat and per player, and builds each table it
changes once: 10,000 players in under 10 ms with the secure source
(``benchmarks/balancing_bench.py``).
"""

from __future__ import annotations

import dataclasses
import heapq
import random
import secrets
import sys
from array import array
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


def _slot_setters(
    cls: type, names: tuple[str, ...]
) -> tuple[Callable[[object, object], None], ...]:
    """Setters of a frozen slots dataclass's fields, to build thousands of them in one draw:
    ``object.__new__`` and every field set through its slot is the object ``cls(...)`` makes
    (its frozen ``__init__`` sets each field by ``object.__setattr__``, three times slower).
    Refused at import when ``names`` is not every field, in order, or ``cls`` has a
    ``__post_init__``, so a field added later cannot be left unset."""
    fields = tuple(f.name for f in dataclasses.fields(cls))
    if fields != names or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: fields {fields}, not {names}")
    return tuple(cls.__dict__[name].__set__ for name in names)


_new = object.__new__
_set_table, _set_seat = _slot_setters(SeatRef, ("table", "seat"))
_set_player, _set_to, _set_origin, _set_dealt_in = _slot_setters(
    DrawnSeat, ("player", "to", "origin", "dealt_in")
)

_TYPECODE = next(code for code in "IL" if array(code).itemsize == 4)
_WORD = 1 << 32
_REFILL = 16  # words drawn when a rejection has used up the block (rare)


class _Dice:
    """Uniform whole numbers below a bound, from the random source's bytes in blocks.

    A draw asks ``rng`` once for the words it needs (``rng.randbytes``) instead of once per
    seat and once per player: a call to the system's secure source costs about a
    microsecond and a half, 30 ms for 10,000 players. Each number is exactly uniform: a
    32-bit word, drawn again when it falls in the incomplete last run of ``bound`` values
    (rejection), taken modulo ``bound``. A bound of 1 draws nothing.
    """

    __slots__ = ("_next", "_rng", "_words")

    def __init__(self, rng: random.Random, words: int) -> None:
        self._rng = rng
        self._words = self._block(words) if words > 0 else array(_TYPECODE)
        self._next = 0

    def _block(self, words: int) -> array[int]:
        block = array(_TYPECODE, self._rng.randbytes(4 * words))
        if sys.byteorder == "big":
            block.byteswap()  # the same numbers from the same bytes on every machine
        return block

    def _word(self) -> int:
        if self._next == len(self._words):
            self._words, self._next = self._block(_REFILL), 0
        word = self._words[self._next]
        self._next += 1
        return word

    def below(self, bound: int) -> int:
        if bound == 1:
            return 0
        if not 1 < bound <= _WORD:
            raise ValueError(f"no uniform draw below {bound}")
        limit = _WORD - _WORD % bound
        while (word := self._word()) >= limit:
            pass
        return word % bound

    def shuffle(self, items: list) -> None:
        """Fisher-Yates: every order equally likely (``len(items) - 1`` words)."""
        words, at, end = self._words, self._next, len(self._words)
        for i in range(len(items) - 1, 0, -1):
            bound = i + 1
            if at < end:
                word = words[at]
                at += 1
                if word < _WORD - _WORD % bound:
                    j = word % bound
                    items[i], items[j] = items[j], items[i]
                    continue
            self._next = at  # the block used up, or a word rejected: the general way
            j = self.below(bound)
            items[i], items[j] = items[j], items[i]
            words, at, end = self._words, self._next, len(self._words)
        self._next = at


def _draws(open_seats: int, taken: int) -> int:
    """Words a partial Fisher-Yates of ``taken`` from ``open_seats`` uses (bounds above 1)."""
    return taken if open_seats - taken >= 1 else taken - 1


def _fill_evenly(
    tables: Sequence[Table], n: int, ties: Mapping[int, float]
) -> list[tuple[Table, list[int], int]]:
    """How many of ``n`` seats each table gets, levelling the tables (the module's docstring):
    (table, its open seats, seats drawn there) for each table that gets some.

    Seats handed out one at a time to the table with the fewest players (ties by ``ties``,
    by table number, then the number) bring every table up to a level and give one more to
    the first tables, in the tie order, among those at that level with an open seat:
    computed here level by level, the same counts as seat by seat."""
    rows: list[tuple[Table, int, int]] = []  # table, players, players when full
    starts: dict[int, int] = {}  # tables whose players reach a level (count <= level)
    ends: dict[int, int] = {}  # tables full at a level (count + open seats <= level)
    free = 0
    for t in tables:
        count, top = t.count, t.capacity  # capacity: its players and its open seats
        if top > count:
            rows.append((t, count, top))
            free += top - count
            starts[count] = starts.get(count, 0) + 1
            ends[top] = ends.get(top, 0) + 1
    if n > free:
        raise Refused("room.no_open_seat", players=n, seats=free)
    if n == 0:
        return []
    level, highest = min(starts), max(ends)
    active = starts[level]  # tables a seat raises from the level (none is full at it)
    given = 0  # seats that bring every table up to the level
    while level < highest and given + active <= n:
        given += active
        level += 1
        active += starts.get(level, 0) - ends.get(level, 0)
    extra = n - given
    lucky: set[int] = set()
    if extra:
        at_level = [(ties[t.number], t.number) for t, count, top in rows if count <= level < top]
        lucky = {number for _, number in heapq.nsmallest(extra, at_level)}
    shares = []
    for t, count, top in rows:
        seats = min(level, top) - count if count < level else 0
        if t.number in lucky:
            seats += 1
        if seats:
            shares.append((t, t.open_seats(), seats))
    return shares


def _draw(
    room: Room,
    tables: Sequence[Table],
    players: Sequence[PlayerId],
    rng: random.Random,
    ties: Mapping[int, float],
    origins: Mapping[PlayerId, SeatRef] | None = None,
    *,
    button: bool = False,
) -> tuple[Room, tuple[DrawnSeat, ...], int | None]:
    """Seat ``players`` at ``tables`` (each open afterwards) by the double random draw.

    Each table's share (:func:`_fill_evenly`) is drawn at random among its open seats, in a
    random order; the seats so drawn are dealt to the players in a random order (ADTP 9).
    A table's seats are placed in the order drawn, each ``dealt_in`` as the table stands
    when it is placed (:func:`waits_for_button`). With ``button`` the button is then drawn
    once for every table in ``tables`` (:func:`draw_button`) and everyone is dealt in.

    The randomness: one call to ``rng`` for the seats and the order (:class:`_Dice`), then
    ``rng.randint`` for the button. Every table is built once.
    """
    shares = _fill_evenly(tables, len(players), ties)
    # The order a table's seats are placed in matters only where the button is known and
    # stays; elsewhere a table whose open seats are all taken needs no draw.
    ordered = [not button and t.button is not None for t, _, _ in shares]
    words = max(len(players) - 1, 0)
    for (_, pool, seats), order in zip(shares, ordered, strict=True):
        if order or seats < len(pool):
            words += _draws(len(pool), seats)
    dice = _Dice(rng, words)
    dealt = list(players)
    cards: list[list[int]] = []
    for (_, pool, seats), order in zip(shares, ordered, strict=True):
        if order or seats < len(pool):
            for i in range(seats):
                j = i + dice.below(len(pool) - i)
                pool[i], pool[j] = pool[j], pool[i]
        cards.append(pool[:seats])
    dice.shuffle(dealt)
    seat = _button_seat(tables, rng) if button else None
    origin = (origins or {}).get
    built: dict[int, Table] = {}
    drawn: list[DrawnSeat] = []
    add = drawn.append
    at = 0
    for (table, _, _), order, seats in zip(shares, ordered, cards, strict=True):
        number = table.number
        who = dealt[at : at + len(seats)]
        at += len(seats)
        if order:
            table = pinned(table)
            for s, player in zip(seats, who, strict=True):
                dealt_in = not waits_for_button(table, s)
                table = table.placed(s, player)
                add(DrawnSeat(player, SeatRef(number, s), origin(player), dealt_in))
            built[number] = table if table.is_open else _opened(table, table.seats)
            continue
        row = list(table.seats)
        for s, player in zip(seats, who, strict=True):
            row[s - 1] = player
            # DrawnSeat(player, SeatRef(number, s), origin(player)), built as _slot_setters says
            ref = _new(SeatRef)
            _set_table(ref, number)
            _set_seat(ref, s)
            one = _new(DrawnSeat)
            _set_player(one, player)
            _set_to(one, ref)
            _set_origin(one, origin(player) if origins else None)
            _set_dealt_in(one, True)
            add(one)
        built[number] = _opened(table, tuple(row), seat)
    for table in tables:
        if table.number not in built and (button or not table.is_open):
            built[table.number] = _opened(table, table.seats, seat)
    return room.replaced(*built.values()), tuple(drawn), seat


def _opened(table: Table, seats: tuple[PlayerId | None, ...], button: int | None = None) -> Table:
    """``table`` open with these ``seats``; with ``button``, the button drawn for it
    (:meth:`Table.with_button`: the small blind follows the button). Built in one go."""
    if button is None:
        return Table(
            table.number,
            table.size,
            seats,
            table.reserved,
            table.button,
            table.small_blind,
            True,
        )
    return Table(table.number, table.size, seats, table.reserved, button, None, True)


def _button_seat(tables: Sequence[Table], rng: random.Random) -> int:
    """The button seat :func:`draw_button` draws for ``tables`` (1, drawing nothing, for none)."""
    if not tables:
        return 1
    return rng.randint(1, min(t.size for t in tables))


def _new_player_tables(room: Room, players: int) -> list[Table]:
    """The open tables and, in the opening order, the closed ones that open until the open
    seats hold ``players``; in the opening order (as they stand: the draw opens them)."""
    free = sum(t.capacity - t.count for t in room.open_tables())
    opening: set[int] = set()
    for n in room.opening_order:
        if free >= players:
            break
        t = room.tables[n]
        if not t.is_open:
            opening.add(n)
            free += t.capacity - t.count
    return [t for n in room.opening_order if (t := room.tables[n]).is_open or n in opening]


def seat_new_players(
    room: Room, players: Sequence[PlayerId], rng: random.Random | None = None
) -> DrawResult:
    """ADTP 6, 7; Casino Club "Asignación de Asientos", "Ingresos Tardíos": new players,
    alternates, late registrations and re-entries are seated at random by the same process:
    tables open in the opening order as needed and fill evenly. A player seated between the
    button and the small blind is not dealt in until the button passes (``dealt_in``)."""
    rng = rng or system_rng()
    rank = {n: i for i, n in enumerate(room.opening_order)}
    tables = _new_player_tables(room, len(players))
    room, seats, _ = _draw(room, tables, players, rng, rank)
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
    seat = pool[_Dice(rng, _draws(len(pool), 1)).below(len(pool))]
    dealt_in = not waits_for_button(pinned(table), seat)
    return DrawnSeat(player, SeatRef(table.number, seat), None, dealt_in)


def initial_draw(
    room: Room, players: Sequence[PlayerId], rng: random.Random | None = None
) -> DrawResult:
    """ADTP 6; Casino Club "Asignación de Asientos": the first draw. Opens the tables needed
    in the opening order, seats everyone evenly at random, then draws the button once for
    every table (house rule "Posición Inicial del Botón de Dealer")."""
    rng = rng or system_rng()
    rank = {n: i for i, n in enumerate(room.opening_order)}
    tables = _new_player_tables(room, len(players))
    room, seats, button = _draw(room, tables, players, rng, rank, button=True)
    return DrawResult(room, seats, "seating.reason.new_player", "ADTP 6", {}, button)


def break_table(room: Room, number: int, rng: random.Random | None = None) -> DrawResult:
    """ADTP 9; Casino Club "Reorganización de Mesas": a broken table's players get new seats
    by a double random draw among the open seats of the other open tables: any seat,
    including the big blind, the small blind and the button. The only seats where they are
    dealt no hand are between the button and the small blind (``dealt_in`` False). The
    seats are levelled across the tables so the room stays balanced (ADTP 10).

    When several tables break at once (a wave, :meth:`Room.breaking_wave`: the players fit
    the tables left after the next few in the breaking order), the players go only to the
    tables that stay, never to a table that breaks in the same wave: Casino Club
    "Reorganización de Mesas" seats them "en las posiciones disponibles en las demás
    mesas", the tables that go on playing, and ADTP 9's redraw into a table about to break
    would only move them twice (issue 16: ten of a hundred tables of 9 breaking under
    10-max move 90 players, each once, not 96)."""
    rng = rng or system_rng()
    table = room.table(number)
    if not table.is_open:
        raise Refused("room.table_closed", table=number)
    wave = room.breaking_wave()
    breaking_later = set(wave) - {number} if number in wave else set()
    origins = {p: SeatRef(number, s) for s, p in table.players().items()}
    closed = Table.empty(number, table.size, reserved=table.reserved, is_open=False)
    room = room.replaced(closed)
    targets = [t for t in room.open_tables() if t.number not in breaking_later]
    ties = {t.number: rng.random() for t in targets}
    room, seats, _ = _draw(room, targets, list(origins), rng, ties, origins)
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
    room, seats, button = _draw(
        room,
        [room.table(n) for n in targets],
        list(origins),
        rng,
        ties,
        origins,
        button=True,
    )
    params = {"tables": ", ".join(map(str, targets)), "players": len(seats)}
    return DrawResult(room, seats, reason, rule, params, button)


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
    seat = _button_seat([room.tables[n] for n in numbers], rng)
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

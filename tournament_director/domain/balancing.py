"""Balancing: after every elimination and every new seat, what the floor should do next.

:func:`decide` is pure and deterministic: it reads the room and the rule set and proposes
one step, in this order of precedence:

1. The final table (ADTP 11; Casino Club "Mesa Final"; TDA RP-9 by the rule set): when the
   players still seated across two or more tables fit the rule set's final table, the
   final table forms by a redraw. It comes first so that, for example, ten players of a
   9-handed ADTP event on two tables form a final table of ten rather than being squeezed
   onto one table of nine.
2. Breaking a table (ADTP 9, 10; Casino Club "Reorganización de Mesas"): when the open
   seats of the other open tables can take every player, the next table in the
   predetermined breaking order breaks (a double random redraw, :mod:`redraw`). With the
   house setting ``redraw_at_two_tables`` (Casino Club "Asignación de Asientos"), a break
   that leaves two tables becomes a redraw of every player across those two.
3. Balancing moves (ADTP 10): while the fullest table has two or more players more than a
   table with an open seat, one player moves. The procedure, predetermined as ADTP 10 asks:

   * the giving table is the fullest; among equally full tables, the one that comes first
     in the breaking order (its players would move anyway when it breaks, so the tables
     that stay are disturbed least);
   * the receiving table is the shortest table with an open seat; among equally short
     tables, the one that comes last in the breaking order (the moved player is the least
     likely to move again);
   * the player who moves is the one due the big blind next hand at the giving table
     (flop games, ADTP 10; Casino Club "Reorganización de Mesas");
   * the seat is the worst position at the receiving table: the open seat that will pay
     the big blind soonest, never the small blind (:func:`room.worst_seat`); reserved seats
     are never used. If the receiving table's only open seat is its small-blind position,
     the next receiving table is tried.

   Stud games (moved by position) are not covered: ADTP 10 moves stud players by
   position and the product runs flop games.
4. Stop-play flags (ADTP 10 D; Casino Club "Reorganización de Mesas"), reported with any
   decision: by the rule set's ``short_table_rule``.

Each proposed move carries the player, where from, where to, a message key with its
parameters (why this player and this seat) and the rule applied; the floor confirms it or
picks another seat with a reason (the services record that).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping
from dataclasses import dataclass, field

from tournament_director.domain import redraw as draws
from tournament_director.domain.room import (
    PlayerId,
    Room,
    SeatRef,
    Table,
    big_blind_due,
    small_blind_position,
    worst_seat,
)
from tournament_director.domain.rule_set import RuleSet, ShortTableStop
from tournament_director.i18n import t


class DecisionKind(enum.StrEnum):
    NONE = "none"
    FINAL_TABLE = "final_table"
    BREAK_TABLE = "break_table"
    REDRAW_TWO_TABLES = "redraw_two_tables"
    BALANCE = "balance"


@dataclass(frozen=True, slots=True)
class Note:
    key: str
    params: Mapping[str, object] = field(default_factory=dict)

    def text(self) -> str:
        return t(self.key, **self.params)


@dataclass(frozen=True, slots=True)
class Move:
    """One proposed move: who, from where, to where, why (message key) and which rule."""

    player: PlayerId
    origin: SeatRef
    to: SeatRef
    reason: Note
    rule: str
    notes: tuple[Note, ...] = ()

    def explain(self) -> str:
        return " ".join([self.reason.text(), *(n.text() for n in self.notes)])


@dataclass(frozen=True, slots=True)
class StopPlay:
    """A table where play stops until the tables are balanced or reorganised."""

    table: int
    players: int
    reason: Note
    rule: str


@dataclass(frozen=True)
class Decision:
    kind: DecisionKind
    reason: Note
    rule: str
    #: BREAK_TABLE / REDRAW_TWO_TABLES: the table that breaks.
    table: int | None = None
    #: FINAL_TABLE: the number of seats at the final table.
    final_table_size: int | None = None
    moves: tuple[Move, ...] = ()
    stop_play: tuple[StopPlay, ...] = ()

    def explain(self) -> str:
        return self.reason.text()


def default_table_size(room: Room) -> int:
    """The event's table size when not given: the largest table in the room."""
    return max(tb.size for tb in room.tables.values())


def decide(
    room: Room,
    rules: RuleSet,
    *,
    table_size: int | None = None,
    full_ring: bool = True,
    redraw_at_two_tables: bool = False,
) -> Decision:
    """ADTP 9, 10, 11; TDA RP-9; Casino Club "Reorganización de Mesas", "Mesa Final",
    "Asignación de Asientos": the next step for the room (see the module's docstring for
    the order).

    ``table_size``: how many-handed the event is (for the final table size); ``full_ring``:
    whether the event is full-ring (ADTP 10 D stops play automatically only then, unless the
    rule set says otherwise); ``redraw_at_two_tables``: the house redraws when two tables
    remain (Casino Club)."""
    size = table_size or default_table_size(room)
    open_tables = room.open_tables()
    players = sum(tb.count for tb in open_tables)
    stops = stop_play(room, rules, full_ring=full_ring, open_tables=open_tables)

    final_size = rules.final_table_size(size)
    if len(open_tables) > 1 and players <= final_size:
        return Decision(
            DecisionKind.FINAL_TABLE,
            Note("seating.decision.final_table", {"players": players, "size": final_size}),
            rules.final_table_rule_name,
            final_table_size=final_size,
            stop_play=stops,
        )

    candidate = room.next_to_break()
    if len(open_tables) > 1 and candidate is not None:
        others = sum(tb.capacity for tb in open_tables if tb.number != candidate.number)
        if players <= others:
            if redraw_at_two_tables and len(open_tables) - 1 == 2:
                return Decision(
                    DecisionKind.REDRAW_TWO_TABLES,
                    Note("seating.decision.redraw_two_tables", {"table": candidate.number}),
                    'ADTP 9; Casino Club "Asignación de Asientos"',
                    table=candidate.number,
                    stop_play=stops,
                )
            return Decision(
                DecisionKind.BREAK_TABLE,
                Note("seating.decision.break", {"players": players, "table": candidate.number}),
                "ADTP 9, 10",
                table=candidate.number,
                stop_play=stops,
            )

    moves = balance_moves(room, open_tables)
    if moves:
        counts = [tb.count for tb in open_tables]
        return Decision(
            DecisionKind.BALANCE,
            Note(
                "seating.decision.balance",
                {"difference": max(counts) - min(counts), "moves": len(moves)},
            ),
            "ADTP 10",
            moves=moves,
            stop_play=stops,
        )
    return Decision(DecisionKind.NONE, Note("seating.decision.none"), "ADTP 10", stop_play=stops)


def _giver_key(room: Room):
    # The fullest; ties: earliest in the breaking order.
    return lambda tb: (tb.count, -room.break_rank(tb.number))


def _receiver_key(room: Room):
    # The shortest; ties: latest in the breaking order.
    return lambda tb: (tb.count, -room.break_rank(tb.number))


def balance_moves(room: Room, open_tables: list[Table] | None = None) -> tuple[Move, ...]:
    """ADTP 10; Casino Club "Reorganización de Mesas": the moves that leave no table with
    an open seat two or more players short of the fullest (procedure in the module's
    docstring). Each move is planned on the room as left by the moves before it."""
    tables = {tb.number: tb for tb in (open_tables or room.open_tables())}
    if len(tables) < 2:
        return ()
    moves: list[Move] = []
    giver_key, receiver_key = _giver_key(room), _receiver_key(room)
    while True:
        giver = max(tables.values(), key=giver_key)
        receivers = sorted(
            (tb for tb in tables.values() if tb.has_room and giver.count - tb.count >= 2),
            key=receiver_key,
        )
        if not receivers:
            return tuple(moves)
        notes: list[Note] = []
        from_seat = big_blind_due(giver)
        if from_seat is None:
            notes.append(Note("seating.note.button_unknown", {"table": giver.number}))
            from_seat = giver.occupied()[0]
        receiver, to_seat = _receiving_seat(receivers, notes)
        player = giver.seats[from_seat - 1]
        assert player is not None
        moves.append(
            Move(
                player,
                SeatRef(giver.number, from_seat),
                SeatRef(receiver.number, to_seat),
                Note(
                    "seating.reason.balance",
                    {
                        "from_table": giver.number,
                        "from_count": giver.count,
                        "to_table": receiver.number,
                        "to_count": receiver.count,
                        "seat": to_seat,
                    },
                ),
                "ADTP 10",
                tuple(notes),
            )
        )
        tables[giver.number] = giver.vacated(from_seat)
        tables[receiver.number] = receiver.placed(to_seat, player)


def _receiving_seat(receivers: list[Table], notes: list[Note]) -> tuple[Table, int]:
    """ADTP 10: the first receiving table that has a worst position (never the small blind);
    otherwise the floor decides from a proposal, with a note saying why."""
    for tb in receivers:
        seat = worst_seat(tb)
        if seat is not None:
            return tb, seat
    tb = receivers[0]
    if small_blind_position(tb) is None:
        notes.append(Note("seating.note.button_unknown", {"table": tb.number}))
    else:
        notes.append(Note("seating.note.only_small_blind_open", {"table": tb.number}))
    return tb, tb.open_seats()[0]


def stop_play(
    room: Room,
    rules: RuleSet,
    *,
    full_ring: bool = True,
    open_tables: list[Table] | None = None,
) -> tuple[StopPlay, ...]:
    """ADTP 10 D: in full-ring events play stops at a table ``short_table_difference`` (3)
    or more players fewer than the fullest (6-max and turbo at the director's discretion:
    automatic only if ``short_table_full_ring_only`` is off). Casino Club "Reorganización de
    Mesas" (``ShortTableStop.PLAYERS_LEFT``): a table left with ``short_table_players`` (3)
    or fewer, unless it is the final table. A single table is never stopped."""
    tables = open_tables if open_tables is not None else room.open_tables()
    playing = [tb for tb in tables if tb.count > 0]
    if len(playing) < 2:
        return ()
    out: list[StopPlay] = []
    match rules.short_table_rule:
        case ShortTableStop.DIFFERENCE_FROM_FULLEST:
            if rules.short_table_full_ring_only and not full_ring:
                return ()
            fullest = max(tb.count for tb in playing)
            for tb in playing:
                if fullest - tb.count >= rules.short_table_difference:
                    params = {
                        "table": tb.number,
                        "players": tb.count,
                        "difference": fullest - tb.count,
                        "fullest": fullest,
                    }
                    out.append(
                        StopPlay(
                            tb.number, tb.count, Note("seating.stop.difference", params), "ADTP 10"
                        )
                    )
        case ShortTableStop.PLAYERS_LEFT:
            for tb in playing:
                if tb.count <= rules.short_table_players:
                    params = {"table": tb.number, "players": tb.count}
                    out.append(
                        StopPlay(
                            tb.number,
                            tb.count,
                            Note("seating.stop.players_left", params),
                            'Casino Club "Reorganización de Mesas"',
                        )
                    )
    return tuple(out)


def apply_moves(room: Room, moves: tuple[Move, ...]) -> Room:
    """The room after the floor confirms these moves as proposed."""
    tables: dict[int, Table] = {}
    for m in moves:
        origin = tables.get(m.origin.table) or room.table(m.origin.table)
        tables[m.origin.table] = origin.vacated(m.origin.seat)
        dest = tables.get(m.to.table) or room.table(m.to.table)
        tables[m.to.table] = dest.placed(m.to.seat, m.player)
    return room.replaced(*tables.values())


@dataclass(frozen=True)
class Outcome:
    """A decision carried out: the room after it and what it drew or moved."""

    decision: Decision
    room: Room
    draws: tuple[draws.DrawResult, ...] = ()


def carry_out(
    room: Room,
    decision: Decision,
    rules: RuleSet,
    rng: random.Random | None = None,
    *,
    table_size: int | None = None,
) -> Outcome:
    """Carry out a decision as proposed (the draws use ``rng``)."""
    match decision.kind:
        case DecisionKind.NONE:
            return Outcome(decision, room)
        case DecisionKind.BALANCE:
            return Outcome(decision, apply_moves(room, decision.moves))
        case DecisionKind.BREAK_TABLE:
            assert decision.table is not None
            broken = draws.break_table(room, decision.table, rng)
            return Outcome(decision, broken.room, (broken,))
        case DecisionKind.REDRAW_TWO_TABLES:
            assert decision.table is not None
            keep = [tb.number for tb in room.open_tables() if tb.number != decision.table]
            result = draws.redraw(room, rng, tables=keep)
            return Outcome(decision, result.room, (result,))
        case DecisionKind.FINAL_TABLE:
            size = table_size or default_table_size(room)
            result = draws.final_table(room, rules, size, rng)
            return Outcome(decision, result.room, (result,))
    raise AssertionError(decision.kind)  # pragma: no cover


def settle(
    room: Room,
    rules: RuleSet,
    rng: random.Random | None = None,
    *,
    table_size: int | None = None,
    full_ring: bool = True,
    redraw_at_two_tables: bool = False,
) -> tuple[Room, list[Outcome]]:
    """Decide and carry out until nothing is left to do (the simulations and tests; the
    services confirm each step with the floor instead)."""
    size = table_size or default_table_size(room)
    outcomes: list[Outcome] = []
    for _ in range(len(room.tables) + 3):
        decision = decide(
            room,
            rules,
            table_size=size,
            full_ring=full_ring,
            redraw_at_two_tables=redraw_at_two_tables,
        )
        if decision.kind == DecisionKind.NONE:
            return room, outcomes
        outcome = carry_out(room, decision, rules, rng, table_size=size)
        outcomes.append(outcome)
        room = outcome.room
    raise AssertionError("balancing did not settle")  # pragma: no cover


__all__ = [
    "Decision",
    "DecisionKind",
    "Move",
    "Note",
    "Outcome",
    "StopPlay",
    "apply_moves",
    "balance_moves",
    "carry_out",
    "decide",
    "settle",
    "stop_play",
]

"""The floor's seating commands: tables, reserved seats, buttons, moves, breaks, redraws.

Every command goes through TournamentService.execute (role, decision, one transaction,
listeners after the commit); a refusal writes nothing. The balancing engine
(:mod:`domain.balancing`) proposes; the floor confirms a move as proposed or picks another
seat with a reason; every move is recorded with where from, where to, the reason and the
rule. Draws use the operating system's secure random source (``rng``, replaceable in
tests) and are stored in their events.
"""

from __future__ import annotations

import dataclasses
import random
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from tournament_director import i18n
from tournament_director.domain import balancing, redraw, stop_play
from tournament_director.domain import seating_state as ss
from tournament_director.domain.balancing import Decision, DecisionKind, Note
from tournament_director.domain.clock import Status
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event, RecordedEvent
from tournament_director.domain.operators import Operator
from tournament_director.domain.room import Room, SeatRef, waits_for_button
from tournament_director.domain.seating import system_rng
from tournament_director.domain.text import clean_text
from tournament_director.domain.tournament import TournamentState
from tournament_director.services.projection import TournamentProjection

if TYPE_CHECKING:
    from tournament_director.printing import slips  # ReportLab: loaded when papers are made
    from tournament_director.services.app_services import Services

REDRAW_KINDS = ("final_table", "two_tables", "new_day")
#: How long the big screen shows a move.
RECENT_MINUTES = 5


def check_reason(reason: str) -> str:
    """A seat change's or a reserved seat's reason: `text.clean_text`, required, one line,
    seating_state.REASON_LIMIT."""
    return clean_text(
        reason or "",
        limit=ss.REASON_LIMIT,
        field="text.field.reason",
        empty_key="seating.reason_required",
        long_key="seating.reason_too_long",
    )


def room_of(state: TournamentState) -> Room:
    state.check_open()
    room = state.seating.room
    if room is None:
        raise Refused("seating.no_room")
    return room


def table_size(state: TournamentState) -> int:
    return state.structure.table_size if state.structure else state.seating.table_size or 10


def decide_now(state: TournamentState) -> Decision:
    """ADTP 9, 10, 11: what the room needs now (the engine's proposal). Before the clock
    starts the desk is still seating players (ADTP 6): nothing is proposed. The rule set's
    ``redraw_at_two_tables`` (Casino Club "Asignación de Asientos") and
    ``stop_play_when_blinds_affected`` (TDA 2024, :mod:`domain.stop_play`) apply."""
    room = room_of(state)
    if state.clock.status is Status.NOT_STARTED or room.player_count() == 0:
        return Decision(DecisionKind.NONE, Note("seating.decision.none"), "ADTP 10")
    size = table_size(state)
    rules = state.rule_set
    decision = balancing.decide(
        room,
        rules,
        table_size=size,
        full_ring=size >= 9,
        redraw_at_two_tables=rules.redraw_at_two_tables,
    )
    if rules.stop_play_when_blinds_affected and decision.stop_play:
        # TDA 2024 variant: a short table stops only once its blinds are affected.
        narrowed = stop_play.when_blinds_affected(room, decision.stop_play)
        decision = dataclasses.replace(decision, stop_play=narrowed)
    return decision


def _check_free(room: Room, table: int, seat: int) -> None:
    t = room.table(table)
    if not t.is_open:
        raise Refused("room.table_closed", table=table)
    if not 1 <= seat <= t.size:
        raise Refused("room.bad_seat", table=table, seat=seat, size=t.size)
    if t.player_at(seat) is not None:
        raise Refused("room.seat_taken", table=table, seat=seat)
    if seat in t.reserved:
        raise Refused("room.seat_reserved", table=table, seat=seat)


def _seated(state: TournamentState, entry_id: int) -> SeatRef:
    where = state.seating.seat_of(entry_id)
    if where is None:
        raise Refused("seating.not_seated", entry=entry_id)
    return where


def _dealt_in(room: Room, origin: SeatRef, to: SeatRef) -> bool:
    table = room.table(to.table)
    if origin.table == to.table:
        table = table.vacated(origin.seat)
    return not waits_for_button(table, to.seat)


class SeatingService:
    def __init__(self, services: Services) -> None:
        self._services = services
        self.rng: random.Random = system_rng()

    def _execute(self, tournament_id: int, actor: Operator, action: str, decide):
        return self._services.tournaments.execute(tournament_id, actor, action, decide)

    # --- reading --------------------------------------------------------------------------

    def state(self, tournament_id: int) -> ss.SeatingState:
        return self._services.tournaments.state(tournament_id).seating

    def pending(self, tournament_id: int) -> Decision:
        """The balancing decision now, with its explanations (``Move.explain()``)."""
        return decide_now(self._services.tournaments.state(tournament_id))

    # --- tables and seats -----------------------------------------------------------------

    def set_orders(
        self,
        actor: Operator,
        tournament_id: int,
        opening: list[int] | None = None,
        breaking: list[int] | None = None,
    ) -> list[RecordedEvent]:
        """ADTP 10: the director changes the announced opening or breaking order."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            room = room_of(state).with_orders(opening, breaking)  # checks the orders
            return [ss.TableOrdersSet(room.opening_order, room.breaking_order)]

        return self._execute(tournament_id, actor, "redraw_tables", decide)

    def reserve_seat(
        self, actor: Operator, tournament_id: int, table: int, seat: int, reason: str
    ) -> list[RecordedEvent]:
        """ADTP 8 (special needs), a feature table, a staff seat: kept out of every draw and
        move until released. The seat must be empty."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            room = room_of(state)
            t = room.table(table)
            if seat in t.reserved:
                raise Refused("seating.already_reserved", table=table, seat=seat)
            if not 1 <= seat <= t.size:
                raise Refused("room.bad_seat", table=table, seat=seat, size=t.size)
            if t.player_at(seat) is not None:
                raise Refused("room.seat_taken", table=table, seat=seat)
            return [ss.SeatReserved(table, seat, check_reason(reason))]

        return self._execute(tournament_id, actor, "seat_players", decide)

    def release_seat(
        self, actor: Operator, tournament_id: int, table: int, seat: int
    ) -> list[RecordedEvent]:
        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            if seat not in room_of(state).table(table).reserved:
                raise Refused("seating.not_reserved", table=table, seat=seat)
            return [ss.SeatReleased(table, seat)]

        return self._execute(tournament_id, actor, "seat_players", decide)

    def draw_button(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        """House rule "Posición Inicial del Botón de Dealer": drawn once; every open table
        starts with the button in that seat."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            room = room_of(state)
            tables = tuple(t.number for t in room.open_tables())
            drawn = redraw.draw_button(room, self.rng, tables)
            return [ss.ButtonDrawn(drawn.button, tables)]

        return self._execute(tournament_id, actor, "seat_players", decide)

    def set_button(
        self,
        actor: Operator,
        tournament_id: int,
        table: int,
        button: int,
        small_blind: int | None = None,
    ) -> list[RecordedEvent]:
        """The floor tells where the button is for the next hand (a dead small blind too)."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            t = room_of(state).table(table)
            for s in (button, small_blind):
                if s is not None and not 1 <= s <= t.size:
                    raise Refused("seating.bad_button", table=table, seat=s)
            return [ss.ButtonSet(table, button, small_blind)]

        return self._execute(tournament_id, actor, "seat_players", decide)

    # --- moves ----------------------------------------------------------------------------

    def confirm_move(
        self,
        actor: Operator,
        tournament_id: int,
        entry_id: int,
        to: SeatRef | None = None,
        reason: str = "",
    ) -> list[RecordedEvent]:
        """ADTP 10: the floor confirms a proposed balancing move, or sends the player to
        another seat (``to``) with a reason. The proposal is computed again inside the
        command, so a stale screen cannot confirm a move no longer proposed."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            decision = decide_now(state)
            move = next((m for m in decision.moves if m.player == entry_id), None)
            if decision.kind is not DecisionKind.BALANCE or move is None:
                raise Refused("seating.move_not_proposed")
            room = room_of(state)
            if to is None or to == move.to:
                target, kind, why = move.to, "balance", move.explain()
            else:
                _check_free(room, to.table, to.seat)
                target, kind = to, "other_seat"
                why = check_reason(reason)
            return [
                ss.PlayerMoved(
                    entry_id,
                    move.origin.table,
                    move.origin.seat,
                    target.table,
                    target.seat,
                    kind,
                    why,
                    move.rule,
                    move.to.table,
                    move.to.seat,
                    _dealt_in(room, move.origin, target),
                )
            ]

        return self._execute(tournament_id, actor, "seat_players", decide)

    def move(
        self,
        actor: Operator,
        tournament_id: int,
        entry_id: int,
        to: SeatRef,
        reason: str,
    ) -> list[RecordedEvent]:
        """A manual move by the floor (reason required); never into a reserved seat."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            room = room_of(state)
            origin = _seated(state, entry_id)
            if origin == to:
                raise Refused("seating.same_seat", seat=to.label())
            _check_free(room, to.table, to.seat)
            why = check_reason(reason)
            return [
                ss.PlayerMoved(
                    entry_id,
                    origin.table,
                    origin.seat,
                    to.table,
                    to.seat,
                    "manual",
                    why,
                    "ADTP 1 (floor)",
                    dealt_in=_dealt_in(room, origin, to),
                )
            ]

        return self._execute(tournament_id, actor, "seat_players", decide)

    def break_table(
        self, actor: Operator, tournament_id: int, table: int | None = None
    ) -> list[RecordedEvent]:
        """ADTP 9, 10: the floor confirms the proposed break (the next table in the breaking
        order); its players are redrawn twice at random into the other tables' open seats."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            decision = decide_now(state)
            if decision.kind is not DecisionKind.BREAK_TABLE:
                raise Refused("seating.not_break", what=decision.explain())
            if table is not None and table != decision.table:
                raise Refused("seating.move_not_proposed")
            assert decision.table is not None
            result = redraw.break_table(room_of(state), decision.table, self.rng)
            return [ss.TableBroken(decision.table, ss.seats_payload(result.seats))]

        return self._execute(tournament_id, actor, "seat_players", decide)

    def redraw(self, actor: Operator, tournament_id: int, kind: str) -> list[RecordedEvent]:
        """A director redraws every seat: ``final_table`` (ADTP 11 or TDA RP-9, at the rule
        set's size), ``two_tables`` (house rule, onto the two tables that break last) or
        ``new_day`` (house rule, across the open tables). The button is drawn again."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            if kind not in REDRAW_KINDS:
                raise Refused("seating.bad_redraw", kind=kind)
            room = room_of(state)
            players = room.player_count()
            if players == 0:
                raise Refused("seating.no_players")
            size = table_size(state)
            if kind == "final_table":
                result = redraw.final_table(room, state.rule_set, size, self.rng)
            elif kind == "two_tables":
                keep = [n for n in reversed(room.breaking_order) if room.tables[n].is_open][:2]
                seats = sum(room.tables[n].capacity for n in keep)
                if len(keep) < 2 or players > seats or players <= room.tables[keep[0]].capacity:
                    raise Refused("seating.redraw_two_tables_count", players=players, seats=size)
                result = redraw.redraw(room, self.rng, tables=keep)
            else:
                result = redraw.redraw(room, self.rng)
            tables = tuple(t.number for t in result.room.open_tables())
            sizes = {str(n): result.room.tables[n].size for n in tables}
            seats = ss.seats_payload(result.seats)
            return [ss.RoomRedrawn(kind, tables, sizes, result.button, seats)]

        return self._execute(tournament_id, actor, "redraw_tables", decide)

    # --- hand-for-hand --------------------------------------------------------------------

    def mark_hand_done(
        self, actor: Operator, tournament_id: int, table: int
    ) -> list[RecordedEvent]:
        """Hand-for-hand: the floor marks a table's hand done. When every table in play has
        marked it, the clock takes the hand off (``clock.hand_completed``), which clears
        the marks for the next hand."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            room = room_of(state)
            if not state.clock.hand_for_hand:
                raise Refused("seating.hand_for_hand_off")
            t = room.table(table)
            if not t.is_open or t.count == 0:
                raise Refused("seating.table_not_playing", table=table)
            if table in state.seating.hand_done:
                raise Refused("seating.hand_already_done", table=table)
            return [ss.HandDoneMarked(table)]

        recorded = self._execute(tournament_id, actor, "seat_players", decide)
        state = self._services.tournaments.state(tournament_id)
        playing = {t.number for t in state.seating.room.open_tables() if t.count > 0}
        if playing <= state.seating.hand_done:
            recorded += self._services.clock.hand_completed(actor, tournament_id)
        return recorded

    def recent_moves(
        self, tournament_id: int, now: datetime | None = None, minutes: int = RECENT_MINUTES
    ) -> list[str]:
        """The moves of the last few minutes, in words for the big screen (newest last)."""
        now = now or self._services.now()
        state = self._services.tournaments.state(tournament_id)
        since = now - timedelta(minutes=minutes)
        out = []
        for m in state.seating.recent:
            if datetime.fromisoformat(m.at) >= since:
                table, seat = m.to.split("-")
                name = _name(state, m.entry_id)
                out.append(i18n.t("seating.display.move", name=name, table=table, seat=seat))
        return out

    def tables_waiting_hand(self, tournament_id: int) -> list[int]:
        """Hand-for-hand: the tables in play that have not marked their hand yet."""
        seating = self.state(tournament_id)
        if seating.room is None:
            return []
        return [
            t.number
            for t in seating.room.open_tables()
            if t.count > 0 and t.number not in seating.hand_done
        ]


# --- papers for the floor (printing/slips.py) -------------------------------------------------


def _name(state: TournamentState, entry_id: int) -> str:
    entry = state.book.entries.get(entry_id)
    player = state.players.get(entry.player_id) if entry else None
    return player.name if player else f"#{entry_id}"


def _chips(_state: TournamentState, _entry_id: int) -> int | None:
    """The stack is not known to the record (hands are not tracked): the slip leaves a line
    for the dealer to write the count, rather than print the chips bought."""
    return None


def move_slips(
    services: Services,
    tournament_id: int,
    recorded: list[RecordedEvent],
    language: str | None = None,
) -> list[slips.MoveSlip]:
    """A slip for every player these events moved (a move, a break). A break's reason is
    said in the slips' ``language`` (the messages' when None); a move's is its recorded
    reason."""
    from tournament_director.printing import slips

    state = services.tournaments.state(tournament_id)
    house = services.house.state().house_name
    out: list[slips.MoveSlip] = []
    for event in recorded:
        p = event.payload
        rows: list[tuple[int, int, int, int, int, str, str, bool]] = []
        if event.type == "PlayerMoved":
            rows.append(
                (p["entry_id"], p["from_table"], p["from_seat"], p["to_table"], p["to_seat"],
                 p["reason"], p["rule"], p["dealt_in"])
            )  # fmt: skip
        elif event.type == "TableBroken":
            spanish, english = i18n.CATALOG["seating.reason.break"]
            why = (english if (language or i18n.language()) == "en" else spanish).format(
                table=p["table"]
            )
            for s in p["seats"]:
                rows.append(
                    (s["entry_id"], s["from_table"], s["from_seat"], s["table"], s["seat"], why,
                     "ADTP 9", s["dealt_in"])
                )  # fmt: skip
        for entry_id, ft, fs, tt, ts, reason, rule, dealt_in in rows:
            out.append(
                slips.MoveSlip(
                    house,
                    state.name,
                    _name(state, entry_id),
                    ft,
                    fs,
                    tt,
                    ts,
                    reason,
                    rule,
                    event.recorded_at,
                    _chips(state, entry_id),
                    dealt_in,
                )
            )
    return out


def state_at(services: Services, tournament_id: int, recorded: RecordedEvent) -> TournamentState:
    """The tournament as it stood right after ``recorded``: the moment a paper of that event
    belongs to, however much later it is printed (the state now when nothing came after)."""
    state = services.tournaments.state(tournament_id)
    if state.last_seq == recorded.seq:
        return state
    with services.db.read() as conn:
        return TournamentProjection.replay(conn, tournament_id, recorded.seq).state


def table_sheets(
    services: Services, tournament_id: int, recorded: RecordedEvent
) -> list[slips.TableSheet]:
    """The sheets for a redraw (one per table) or a break (the broken table's sheet), from
    the event's own drawn seats and the room as it stood then: a reprint after players went
    out or moved is the same paper, with the event's time."""
    from tournament_director.printing import slips

    state = state_at(services, tournament_id, recorded)
    house = services.house.state().house_name
    p = recorded.payload
    if recorded.type == "TableBroken":
        rows = tuple(
            slips.SheetRow(
                s["from_seat"],
                _name(state, s["entry_id"]),
                f"{s['table']}-{s['seat']}",
                _chips(state, s["entry_id"]),
            )
            for s in sorted(p["seats"], key=lambda s: s["from_seat"])
        )
        sheet = slips.TableSheet(house, state.name, p["table"], "break", rows, recorded.recorded_at)
        return [sheet]
    room = state.seating.room
    drawn = {(s["table"], s["seat"]): s for s in p["seats"]}
    sheets = []
    for number in p["tables"]:
        table = room.tables.get(number) if room is not None else None
        size = int(p["sizes"].get(str(number), table.size if table else 0))
        reserved = table.reserved if table is not None else frozenset()
        rows = []
        for seat in range(1, size + 1):
            s = drawn.get((number, seat))
            if s is None:
                rows.append(slips.SheetRow(seat, None, reserved=seat in reserved))
                continue
            origin = f"{s['from_table']}-{s['from_seat']}" if s.get("from_table") else ""
            rows.append(
                slips.SheetRow(
                    seat, _name(state, s["entry_id"]), origin, _chips(state, s["entry_id"])
                )
            )
        sheets.append(
            slips.TableSheet(
                house,
                state.name,
                number,
                p["kind"],
                tuple(rows),
                recorded.recorded_at,
                p["button"],
            )
        )
    return sheets


__all__ = [
    "REDRAW_KINDS",
    "SeatingService",
    "check_reason",
    "decide_now",
    "move_slips",
    "state_at",
    "table_sheets",
]

"""The clock on a player ("tiempo", "aplicar tiempo"): ADTP 29 "Pedir tiempo"; Casino Club
"Tiempo para actuar".

ADTP 29: when the floor judges a reasonable time has passed it calls the clock on a player
(on its own or at any player's request); the player has 25 seconds plus a 5-second countdown
(30 in all) to act. Facing a bet when the time runs out, the hand is dead; not facing one, the
hand is checked; in doubt whether the player acted before the countdown ended, the decision
favours the player. Casino Club: 30 seconds, the dealer counts the last 10 aloud, and the hand
is dead when the time runs out. The numbers and the check are the tournament's rule set
(``clock_total_seconds``, ``clock_countdown_seconds``, ``clock_check_when_no_bet``), taken
when the clock is called and recorded with it, so a later change of the rules never changes a
clock already running.

The clock is anchored like the blind clock (:mod:`domain.clock`): ``PlayerClockCalled``
records the moment it started and the seconds the player has; every reading (time left, in
the countdown or not, expired) is computed from that anchor and the time now, never from
ticks, so a console restarted in the middle shows the right time left. ``PlayerClockOutcome``
records how it ended: acted in time, hand dead (facing a bet), checked (no bet to face), or
withdrawn by the floor. A clock that runs out without an outcome stays, expired, until the
floor records one. Both are floor or director actions (``call_player_clock`` in
:mod:`domain.operators`) and both are undone like any action.

What the rule text leaves to the product, and how it is decided here:

- *When*: a clock is called while the tournament's clock runs (hand-for-hand and breaks
  included: a hand may still be finishing when a break begins, ADTP 23); before the start,
  while the clock is paused (play is stopped) and once the tournament is over it is refused.
- *One at a time per table*: one player acts at a time at a table, so a table holds one
  clock without an outcome (one per seat follows); clocks at different tables run at once.
  A second call at a table whose clock has no outcome is refused with that clock's seat,
  player and time, and a path: record its outcome first.
- *Hand dead or checked* only once the time is up (the reading says so); before, the player
  still has time. A player who acted may be recorded as in time even after the end (ADTP 29:
  in doubt, in favour of the player). The house's rule without a check refuses "checked".
- *Who called it*: the operator who records the call (every event names its operator) and,
  when a player asked for it, that player's entry (ADTP 29: "cualquier jugador del evento";
  Casino Club: "otro jugador presente en la mesa"), never the player on the clock.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum
from typing import TYPE_CHECKING

from tournament_director.domain.clock import Status
from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.events import Event, RecordedEvent, event_type
from tournament_director.domain.registration import ACTIVE

if TYPE_CHECKING:
    from tournament_director.domain.rule_set import RuleSet
    from tournament_director.domain.tournament import TournamentState


class Outcome(StrEnum):
    """How a clock on a player ended (ADTP 29, Casino Club "Tiempo para actuar")."""

    #: The player acted before the time ran out (or, in doubt, is given it: ADTP 29).
    ACTED = "acted"
    #: The time ran out facing a bet: the hand is dead (folded).
    HAND_DEAD = "hand_dead"
    #: The time ran out with no bet to face: the hand is checked (ADTP 29 only).
    CHECKED = "checked"
    #: The floor withdrew the clock (called in error, the hand ended otherwise).
    WITHDRAWN = "withdrawn"


#: The outcomes the time must have run out for.
TIME_UP_OUTCOMES = frozenset({Outcome.HAND_DEAD, Outcome.CHECKED})

ADTP_RULE = "ADTP 29"
CASINO_CLUB_RULE = "Casino Club «Tiempo para actuar»"


def clock_rule(rules: RuleSet) -> str:
    """The rule the clock's numbers come from, as the floor cites it: the Casino Club house
    rules ("Tiempo para actuar") for its preset and the variants made from it, ADTP 29 for
    the others (TDA 2024 keeps ADTP 29's numbers, `rule_set.TDA_2024`)."""
    return CASINO_CLUB_RULE if rules.name.startswith("casino-club") else ADTP_RULE


# --------------------------------------------------------------------------- the events


@event_type
@dataclass(frozen=True)
class PlayerClockCalled(Event):
    """The floor called the clock on the player of ``entry_id`` at ``table``, ``seat``:
    from ``started_at`` (UTC, the anchor) the player has ``total_seconds``, the last
    ``countdown_seconds`` counted down (the rule set's at the call, citing ``rule``).
    ``on_display``: shown on the big screens. ``requested_by_entry``: the player who asked
    for it (None: the floor on its own judgement)."""

    TYPE = "PlayerClockCalled"
    clock_id: int
    table: int
    seat: int
    entry_id: int
    started_at: str
    total_seconds: int
    countdown_seconds: int
    rule: str = ADTP_RULE
    check_when_no_bet: bool = True
    on_display: bool = False
    requested_by_entry: int | None = None


@event_type
@dataclass(frozen=True)
class PlayerClockOutcome(Event):
    """How clock ``clock_id`` ended (see :class:`Outcome`), recorded at ``at`` (UTC) with
    ``time_left_ms`` then on the clock (0 once the time was up). The table, seat and entry
    repeat the call's, so the log reads the line alone."""

    TYPE = "PlayerClockOutcome"
    clock_id: int
    outcome: str
    table: int
    seat: int
    entry_id: int
    at: str
    time_left_ms: int = 0


# --------------------------------------------------------------------------- the state


@dataclass
class PlayerClock:
    """One clock on a player as recorded: the call, and the outcome once there is one."""

    clock_id: int
    table: int
    seat: int
    entry_id: int
    started_at: str  # UTC ISO: the anchor
    total_seconds: int
    countdown_seconds: int
    rule: str
    check_when_no_bet: bool
    on_display: bool
    requested_by_entry: int | None
    called_by: str  # the operator who called it
    called_seq: int
    outcome: str | None = None
    outcome_at: str | None = None
    outcome_by: str | None = None
    outcome_time_left_ms: int | None = None
    _anchor: datetime | None = field(default=None, compare=False, repr=False)

    @property
    def anchor(self) -> datetime:
        if self._anchor is None:
            self._anchor = datetime.fromisoformat(self.started_at)
        return self._anchor

    @property
    def resolved(self) -> bool:
        return self.outcome is not None

    def to_dict(self) -> dict:
        data = asdict(self)
        del data["_anchor"]
        return data


@dataclass(frozen=True)
class PlayerClockReading:
    """Where a clock on a player stands at a moment, computed from its anchor."""

    clock: PlayerClock
    time_left_ms: int

    @property
    def time_left_s(self) -> int:
        """Whole seconds left, rounded up: the display shows 0:01 until the very end and
        0:00 exactly when the rule's seconds have passed."""
        return -(-self.time_left_ms // 1000)

    @property
    def expired(self) -> bool:
        return self.time_left_ms <= 0

    @property
    def in_countdown(self) -> bool:
        """ADTP 29: the last 5 seconds (Casino Club: the last 10) are counted down aloud:
        from the moment the display shows the countdown's first number until zero."""
        return not self.expired and self.time_left_s <= self.clock.countdown_seconds

    @property
    def next_change_ms(self) -> int | None:
        """Milliseconds until the second shown changes (None once expired: it never does)."""
        if self.expired:
            return None
        return self.time_left_ms % 1000 or 1000


def read(clock: PlayerClock, now: datetime) -> PlayerClockReading:
    """The clock at ``now`` (ADTP 29: the rule's seconds from the anchor). Whole
    milliseconds from the anchor, so a long day accumulates no error; a wall clock set back
    before the anchor reads the full time, never more."""
    elapsed = max((now - clock.anchor) // timedelta(milliseconds=1), 0)
    return PlayerClockReading(clock, max(clock.total_seconds * 1000 - elapsed, 0))


@dataclass
class PlayerClocks:
    """Every clock on a player that stands in one tournament (held by TournamentState as
    ``state.player_clocks``), by id; those without an outcome are the active ones."""

    clocks: dict[int, PlayerClock] = field(default_factory=dict)

    TYPES = frozenset({PlayerClockCalled.TYPE, PlayerClockOutcome.TYPE})

    def apply(self, event: Event, recorded: RecordedEvent) -> None:
        if isinstance(event, PlayerClockCalled):
            self.clocks[event.clock_id] = PlayerClock(
                event.clock_id,
                event.table,
                event.seat,
                event.entry_id,
                event.started_at,
                event.total_seconds,
                event.countdown_seconds,
                event.rule,
                event.check_when_no_bet,
                event.on_display,
                event.requested_by_entry,
                recorded.operator_name,
                recorded.seq,
            )
        elif isinstance(event, PlayerClockOutcome):
            clock = self.clocks.get(event.clock_id)
            if clock is not None:
                clock.outcome = event.outcome
                clock.outcome_at = event.at
                clock.outcome_by = recorded.operator_name
                clock.outcome_time_left_ms = event.time_left_ms

    def next_id(self) -> int:
        return max(self.clocks, default=0) + 1

    def get(self, clock_id: int) -> PlayerClock | None:
        return self.clocks.get(clock_id)

    def active(self) -> list[PlayerClock]:
        """The clocks without an outcome, oldest first."""
        return sorted((c for c in self.clocks.values() if not c.resolved), key=lambda c: c.clock_id)

    def at_table(self, table: int) -> PlayerClock | None:
        """The clock without an outcome at ``table``, if any."""
        return next((c for c in self.active() if c.table == table), None)

    def readings(self, now: datetime) -> list[PlayerClockReading]:
        """Every active clock read at ``now``, oldest first."""
        return [read(c, now) for c in self.active()]

    def to_dict(self) -> dict:
        return {"clocks": [c.to_dict() for c in self.clocks.values()]}

    @classmethod
    def from_dict(cls, data: dict | None) -> PlayerClocks:
        clocks = [PlayerClock(**c) for c in (data or {}).get("clocks", ())]
        return cls({c.clock_id: c for c in clocks})


# --------------------------------------------------------------------------- decisions


def _check_running(state: TournamentState, now: datetime) -> None:
    """A clock is called while the tournament's clock runs (breaks and hand-for-hand too)."""
    if state.book.winner is not None:
        raise Refused("clock.tournament_over")
    status = state.reading(now).status
    if status is Status.NOT_STARTED:
        raise Refused("player_clock.not_started")
    if status is Status.PAUSED:
        raise Refused("player_clock.paused")
    if status is Status.FINISHED:
        raise Refused("player_clock.clock_finished")


def _name(state: TournamentState, entry_id: int) -> str:
    entry = state.book.entries.get(entry_id)
    player = state.players.get(entry.player_id) if entry is not None else None
    return player.name if player is not None else f"#{entry_id}"


def time_text(seconds: int) -> str:
    """0:25, 1:30: the clock's seconds as the floor reads them."""
    seconds = max(seconds, 0)
    return f"{seconds // 60}:{seconds % 60:02d}"


def decide_call(
    state: TournamentState,
    now: datetime,
    table: int,
    seat: int,
    *,
    on_display: bool = False,
    requested_by_entry: int | None = None,
) -> PlayerClockCalled:
    """ADTP 29 / Casino Club "Tiempo para actuar": the clock on the player seated at
    ``table``, ``seat``, with the rule set's seconds, anchored at ``now``. Refused in words
    (see the module): the tournament's clock not running, no such table or seat, nobody
    there, a clock without an outcome already at that table, a requester not in play or the
    player on the clock."""
    state.check_open()
    _check_running(state, now)
    room = state.seating.room
    if room is None:
        raise Refused("player_clock.no_room")
    if isinstance(table, bool) or not isinstance(table, int):
        raise Refused("room.unknown_table", table=table)
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise Refused("player_clock.bad_seat", table=table, seat=seat)
    at = room.table(table)
    if not at.is_open:
        raise Refused("player_clock.table_closed", table=table)
    if not 1 <= seat <= at.size:
        raise Refused("room.bad_seat", table=table, seat=seat, size=at.size)
    entry_id = at.player_at(seat)
    if entry_id is None:
        raise Refused("player_clock.seat_empty", table=table, seat=seat)
    busy = state.player_clocks.at_table(table)
    if busy is not None:
        reading = read(busy, now)
        params = {"table": table, "seat": busy.seat, "name": _name(state, busy.entry_id)}
        if reading.expired:
            raise Refused("player_clock.table_busy_expired", **params)
        raise Refused("player_clock.table_busy", time=time_text(reading.time_left_s), **params)
    if requested_by_entry is not None:
        entry = state.book.entries.get(requested_by_entry)
        if entry is None or entry.status != ACTIVE:
            raise Refused("player_clock.requester_not_in_play", entry=requested_by_entry)
        if requested_by_entry == entry_id:
            raise Refused("player_clock.requester_is_player", name=_name(state, entry_id))
    rules = state.rule_set
    return PlayerClockCalled(
        clock_id=state.player_clocks.next_id(),
        table=table,
        seat=seat,
        entry_id=entry_id,
        started_at=now.isoformat(),
        total_seconds=rules.clock_total_seconds,
        countdown_seconds=rules.clock_countdown_seconds,
        rule=clock_rule(rules),
        check_when_no_bet=rules.clock_check_when_no_bet,
        on_display=bool(on_display),
        requested_by_entry=requested_by_entry,
    )


def parse_outcome(outcome: Outcome | str) -> Outcome:
    try:
        return Outcome(outcome)
    except ValueError:
        raise Refused(
            "player_clock.bad_outcome",
            outcome=outcome,
            choices=", ".join(o.value for o in Outcome),
        ) from None


def decide_outcome(
    state: TournamentState, now: datetime, clock_id: int, outcome: Outcome | str
) -> PlayerClockOutcome:
    """ADTP 29 / Casino Club "Tiempo para actuar": how clock ``clock_id`` ended. Hand dead
    and checked only once the time is up; checked only where the rule set has it (ADTP 29:
    no bet to face; Casino Club: the hand is dead either way); acted in time and withdrawn
    at any moment. Refused in words: no such clock, one already ended, an unknown outcome."""
    state.check_open()
    clock = state.player_clocks.get(clock_id)
    if clock is None:
        raise Refused("player_clock.unknown", clock_id=clock_id)
    name = _name(state, clock.entry_id)
    if clock.resolved:
        raise Refused(
            "player_clock.already_resolved",
            name=name,
            table=clock.table,
            seat=clock.seat,
            outcome=MessageRef(f"player_clock.outcome.{clock.outcome}"),
        )
    chosen = parse_outcome(outcome)
    reading = read(clock, now)
    if chosen is Outcome.CHECKED and not clock.check_when_no_bet:
        raise Refused("player_clock.no_check", rule=clock.rule)
    if chosen in TIME_UP_OUTCOMES and not reading.expired:
        raise Refused(
            "player_clock.not_expired",
            name=name,
            time=time_text(reading.time_left_s),
            rule=clock.rule,
        )
    return PlayerClockOutcome(
        clock_id=clock.clock_id,
        outcome=chosen.value,
        table=clock.table,
        seat=clock.seat,
        entry_id=clock.entry_id,
        at=now.isoformat(),
        time_left_ms=reading.time_left_ms,
    )


__all__ = [
    "ADTP_RULE",
    "CASINO_CLUB_RULE",
    "Outcome",
    "PlayerClock",
    "PlayerClockCalled",
    "PlayerClockOutcome",
    "PlayerClockReading",
    "PlayerClocks",
    "clock_rule",
    "decide_call",
    "decide_outcome",
    "parse_outcome",
    "read",
    "time_text",
]

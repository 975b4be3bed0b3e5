"""The blind clock as a pure state machine over the structure's periods (levels and breaks).

The clock never counts ticks. Its state is an anchor: while it runs, the moment it was last
anchored and the time that was left in the current period then; paused, just the time left.
Where it stands at any moment is computed from the anchor by walking through the periods, so
a restart after a crash or a reboot finds the clock where it would have been, with every
level and break that ran out meanwhile already behind it.

ADTP 23 / house rule "Cambio de Ciegas": a level change is announced when the clock reaches
zero and applies from the next hand; the clock reports the moment each period began so the
announcement can be made then, and never before.

Hand-for-hand (TDA): while it is on, time does not flow with the wall clock; the floor marks
each hand done and the clock deducts the rule set's minutes per hand (default 2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Protocol

from tournament_director.domain.errors import Refused


class PeriodSpec(Protocol):
    """What the clock needs of a period of the structure."""

    @property
    def kind(self) -> str: ...  # "level" or "break"

    @property
    def duration_s(self) -> int: ...


class Status(StrEnum):
    NOT_STARTED = "not_started"
    RUNNING = "running"
    PAUSED = "paused"
    FINISHED = "finished"


@dataclass(frozen=True)
class ClockState:
    """The stored anchors. `anchor` is set only while time flows (running, not hand-for-hand)."""

    status: Status = Status.NOT_STARTED
    period: int = 0
    remaining_ms: int = 0
    anchor: datetime | None = None
    hand_for_hand: bool = False

    def to_dict(self) -> dict:
        return {
            "status": self.status.value,
            "period": self.period,
            "remaining_ms": self.remaining_ms,
            "anchor": self.anchor.isoformat() if self.anchor else None,
            "hand_for_hand": self.hand_for_hand,
        }

    @classmethod
    def from_dict(cls, data: dict) -> ClockState:
        anchor = data["anchor"]
        return cls(
            Status(data["status"]),
            data["period"],
            data["remaining_ms"],
            datetime.fromisoformat(anchor) if anchor else None,
            data["hand_for_hand"],
        )


@dataclass(frozen=True)
class Reading:
    """Where the clock stands at a moment."""

    status: Status
    period: int
    time_left_ms: int
    on_break: bool
    period_started_at: datetime | None  # when the current period began, if it began running

    @property
    def time_left_s(self) -> int:
        """Whole seconds left, rounded up: a display shows 00:01 until the very end."""
        return -(-self.time_left_ms // 1000)


def _duration_ms(periods: Sequence[PeriodSpec], index: int) -> int:
    return periods[index].duration_s * 1000


def _check_periods(periods: Sequence[PeriodSpec]) -> None:
    if not periods:
        raise Refused("clock.no_levels")


def settle(state: ClockState, periods: Sequence[PeriodSpec], now: datetime) -> ClockState:
    """The same clock re-anchored at now: periods that ran out are left behind.

    Works in whole milliseconds from the anchor, so a long run accumulates no error.
    """
    if state.status is not Status.RUNNING or state.anchor is None:
        return state
    elapsed = (now - state.anchor) // timedelta(milliseconds=1)
    if elapsed < 0:  # the wall clock went back: stay put until the director decides
        return state
    period, remaining, anchor = state.period, state.remaining_ms, state.anchor
    while elapsed >= remaining:
        elapsed -= remaining
        anchor += timedelta(milliseconds=remaining)
        if period + 1 >= len(periods):
            return replace(
                state, status=Status.FINISHED, period=period, remaining_ms=0, anchor=None
            )
        period += 1
        remaining = _duration_ms(periods, period)
    return replace(state, period=period, remaining_ms=remaining - elapsed, anchor=now)


def read(state: ClockState, periods: Sequence[PeriodSpec], now: datetime) -> Reading:
    """Status, period and time left at now, computed from the anchors."""
    current = settle(state, periods, now)
    started_at = None
    if current.status is Status.RUNNING and current.anchor is not None:
        spent = _duration_ms(periods, current.period) - current.remaining_ms
        started_at = current.anchor - timedelta(milliseconds=spent)
    on_break = bool(periods) and periods[current.period].kind == "break"
    return Reading(current.status, current.period, current.remaining_ms, on_break, started_at)


def periods_entered(
    state: ClockState, periods: Sequence[PeriodSpec], since: datetime, now: datetime
) -> list[int]:
    """The periods that began between since and now (for one announcement, not a storm)."""
    before = settle(state, periods, since)
    after = settle(state, periods, now)
    return list(range(before.period + 1, after.period + 1))


JUMP_TOLERANCE_S = 2.0


def wall_clock_jump(
    wall_then: datetime, wall_now: datetime, mono_then: float, mono_now: float
) -> float | None:
    """Seconds the system clock jumped (manual change, sleep), or None within tolerance.

    The wall clock and the monotonic clock advance together unless someone or something
    moves the wall clock; a difference of more than a couple of seconds is reported so the
    director can choose which time to keep.
    """
    drift = (wall_now - wall_then).total_seconds() - (mono_now - mono_then)
    return drift if abs(drift) > JUMP_TOLERANCE_S else None


# --- transitions: each returns the new anchors, or refuses ---------------------------------


def start(state: ClockState, periods: Sequence[PeriodSpec], now: datetime) -> ClockState:
    _check_periods(periods)
    if state.status is not Status.NOT_STARTED:
        raise Refused("clock.already_started")
    return ClockState(Status.RUNNING, 0, _duration_ms(periods, 0), now, False)


def pause(state: ClockState, periods: Sequence[PeriodSpec], now: datetime) -> ClockState:
    state = settle(state, periods, now)
    if state.status is not Status.RUNNING:
        raise Refused("clock.not_running")
    return replace(state, status=Status.PAUSED, anchor=None)


def resume(state: ClockState, periods: Sequence[PeriodSpec], now: datetime) -> ClockState:
    if state.status is not Status.PAUSED:
        raise Refused("clock.not_paused")
    flowing = not state.hand_for_hand
    return replace(state, status=Status.RUNNING, anchor=now if flowing else None)


def jump(
    state: ClockState, periods: Sequence[PeriodSpec], now: datetime, period: int
) -> ClockState:
    """Go to the start of a period (next, previous, any), keeping running or paused."""
    _check_periods(periods)
    if not 0 <= period < len(periods):
        raise Refused("clock.no_such_period", number=period + 1, count=len(periods))
    state = settle(state, periods, now)
    status = state.status
    if status in (Status.NOT_STARTED, Status.FINISHED):
        status = Status.PAUSED
    flowing = status is Status.RUNNING and not state.hand_for_hand
    return replace(
        state,
        status=status,
        period=period,
        remaining_ms=_duration_ms(periods, period),
        anchor=now if flowing else None,
    )


def next_period(state: ClockState, periods: Sequence[PeriodSpec], now: datetime) -> ClockState:
    current = settle(state, periods, now)
    if current.period + 1 >= len(periods):
        raise Refused("clock.last_period")
    return jump(state, periods, now, current.period + 1)


def previous_period(state: ClockState, periods: Sequence[PeriodSpec], now: datetime) -> ClockState:
    current = settle(state, periods, now)
    if current.period == 0:
        raise Refused("clock.first_period")
    return jump(state, periods, now, current.period - 1)


def restart_period(state: ClockState, periods: Sequence[PeriodSpec], now: datetime) -> ClockState:
    return jump(state, periods, now, settle(state, periods, now).period)


def adjust(
    state: ClockState, periods: Sequence[PeriodSpec], now: datetime, delta_ms: int
) -> ClockState:
    """Add (positive) or remove (negative) time from the current period.

    Removing more than is left ends the period now; the time left never exceeds a day.
    """
    state = settle(state, periods, now)
    if state.status in (Status.NOT_STARTED, Status.FINISHED):
        raise Refused("clock.not_started")
    remaining = min(max(state.remaining_ms + delta_ms, 0), 24 * 3600 * 1000)
    return settle(replace(state, remaining_ms=remaining), periods, now)


def set_hand_for_hand(
    state: ClockState, periods: Sequence[PeriodSpec], now: datetime, on: bool
) -> ClockState:
    state = settle(state, periods, now)
    if state.hand_for_hand == on:
        raise Refused("clock.hand_for_hand_on" if on else "clock.hand_for_hand_off")
    flowing = state.status is Status.RUNNING and not on
    return replace(state, hand_for_hand=on, anchor=now if flowing else None)


def hand_completed(
    state: ClockState, periods: Sequence[PeriodSpec], now: datetime, minutes_per_hand: float
) -> ClockState:
    """Hand-for-hand: the floor marks a hand done and the clock deducts the set time.

    When the deduction reaches zero the next period begins, still hand-for-hand.
    """
    if not state.hand_for_hand:
        raise Refused("clock.hand_for_hand_off")
    if state.status in (Status.NOT_STARTED, Status.FINISHED):
        raise Refused("clock.not_started")
    deduct = round(minutes_per_hand * 60_000)
    if deduct <= 0:
        raise Refused("clock.bad_minutes_per_hand")
    remaining = state.remaining_ms - deduct
    if remaining > 0:
        return replace(state, remaining_ms=remaining)
    if state.period + 1 >= len(periods):
        return replace(state, status=Status.FINISHED, remaining_ms=0, anchor=None)
    return replace(
        state, period=state.period + 1, remaining_ms=_duration_ms(periods, state.period + 1)
    )


def reanchor(
    state: ClockState, periods: Sequence[PeriodSpec], now: datetime, time_left_ms: int
) -> ClockState:
    """After a jump of the system clock the director keeps the time the room saw.

    The current period keeps time_left_ms from now on (measured on the monotonic clock).
    """
    if state.status is not Status.RUNNING or state.anchor is None:
        return state
    return replace(state, remaining_ms=max(time_left_ms, 0), anchor=now)


# --- what happened: when each period began ----------------------------------------------


@dataclass(frozen=True)
class Recorded:
    """One recorded clock event: when, the anchors after it, and whether it put its period
    at its start (the clock started, or the director moved it: next, previous, jump,
    restart)."""

    at: datetime
    state: ClockState
    entered: bool = False


def period_starts(
    history: Sequence[Recorded], periods: Sequence[PeriodSpec], now: datetime
) -> dict[int, datetime]:
    """When each period up to the current one began, as it happened (period index -> time).

    Read from the recorded clock events, never from the structure's minutes: a period
    begins when the clock starts on it, when the director moves the clock to it, when a
    hand-for-hand hand or a time adjustment ends the one before, or when the one before ran
    out while the clock ran (its anchor plus the time it had left). Going back to a period
    forgets the later periods' starts (they begin again when the clock reaches them); a
    restarted period begins again at the restart.
    """
    starts: dict[int, datetime] = {}

    def enter(period: int, at: datetime) -> None:
        if 0 <= period < len(periods):
            starts[period] = at
            for later in [p for p in starts if p > period]:
                del starts[later]

    def run_out(state: ClockState, until: datetime) -> None:
        """The periods that began on their own while `state` ran, up to `until`."""
        if state.status is not Status.RUNNING or state.anchor is None or state.hand_for_hand:
            return
        elapsed = (until - state.anchor) // timedelta(milliseconds=1)
        period, remaining, at = state.period, state.remaining_ms, state.anchor
        while elapsed >= remaining and period + 1 < len(periods):
            elapsed -= remaining
            at += timedelta(milliseconds=remaining)
            period += 1
            enter(period, at)
            remaining = _duration_ms(periods, period)

    before: ClockState | None = None
    for recorded in history:
        state = recorded.state
        if before is not None:
            run_out(before, recorded.at)
            if not recorded.entered and state.period != settle(before, periods, recorded.at).period:
                enter(state.period, recorded.at)
        if recorded.entered:
            enter(state.period, recorded.at)
        before = state
    if before is not None:
        run_out(before, now)
    return starts

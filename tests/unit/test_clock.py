"""The blind clock: every transition, downtime across levels and a break, clock jumps,
hand-for-hand. Time is injected; nothing sleeps."""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director.domain import clock
from tournament_director.domain.clock import ClockState, Status
from tournament_director.domain.errors import Refused

T0 = datetime(2026, 11, 25, 20, 0, tzinfo=UTC)


@dataclass(frozen=True)
class P:
    kind: str
    duration_s: int


# Level 1 (20 min), level 2 (20), break (15), level 3 (20), level 4 (20)
PERIODS = [P("level", 1200), P("level", 1200), P("break", 900), P("level", 1200), P("level", 1200)]


def at(minutes=0, seconds=0, ms=0):
    return T0 + timedelta(minutes=minutes, seconds=seconds, milliseconds=ms)


def started():
    return clock.start(ClockState(), PERIODS, at())


def test_not_started_reads_as_such():
    reading = clock.read(ClockState(), PERIODS, at(5))
    assert reading.status is Status.NOT_STARTED


def test_start_runs_the_first_level():
    reading = clock.read(started(), PERIODS, at(5))
    assert (reading.status, reading.period, reading.time_left_ms) == (Status.RUNNING, 0, 900_000)
    assert reading.period_started_at == at()


def test_cannot_start_twice_or_without_levels():
    with pytest.raises(Refused) as refused:
        clock.start(started(), PERIODS, at(1))
    assert refused.value.key == "clock.already_started"
    with pytest.raises(Refused) as refused:
        clock.start(ClockState(), [], at())
    assert refused.value.key == "clock.no_levels"


def test_levels_follow_each_other_exactly():
    state = started()
    reading = clock.read(state, PERIODS, at(20))
    assert (reading.period, reading.time_left_ms) == (1, 1_200_000)
    assert reading.period_started_at == at(20)
    reading = clock.read(state, PERIODS, at(41))
    assert reading.on_break and reading.period == 2 and reading.time_left_ms == 14 * 60_000


def test_pause_and_resume_keep_the_time_left():
    state = clock.pause(started(), PERIODS, at(5, 30))
    assert clock.read(state, PERIODS, at(50)).time_left_ms == 14 * 60_000 + 30_000
    state = clock.resume(state, PERIODS, at(50))
    assert clock.read(state, PERIODS, at(51)).time_left_ms == 13 * 60_000 + 30_000
    with pytest.raises(Refused):
        clock.resume(state, PERIODS, at(52))
    with pytest.raises(Refused):
        clock.pause(clock.pause(state, PERIODS, at(52)), PERIODS, at(53))


def test_restart_after_downtime_spanning_levels_and_a_break():
    """The program was closed at minute 10 and opens at minute 65: level 3 is 10 minutes in."""
    state = started()
    assert clock.read(state, PERIODS, at(10)).period == 0
    reading = clock.read(state, PERIODS, at(65))
    assert (reading.period, reading.time_left_ms, reading.on_break) == (3, 600_000, False)
    # One announcement for what happened meanwhile, not a storm: periods 1, 2 and 3 began.
    assert clock.periods_entered(state, PERIODS, at(10), at(65)) == [1, 2, 3]


def test_the_clock_finishes_after_the_last_period():
    reading = clock.read(started(), PERIODS, at(200))
    assert (reading.status, reading.period, reading.time_left_ms) == (Status.FINISHED, 4, 0)


def test_next_previous_jump_restart():
    state = clock.next_period(started(), PERIODS, at(3))
    assert clock.read(state, PERIODS, at(3)).time_left_ms == 1_200_000
    state = clock.previous_period(state, PERIODS, at(4))
    reading = clock.read(state, PERIODS, at(4))
    assert (reading.period, reading.time_left_ms) == (0, 1_200_000)
    state = clock.jump(state, PERIODS, at(5), 3)
    assert clock.read(state, PERIODS, at(6)).period == 3
    state = clock.restart_period(state, PERIODS, at(15))
    assert clock.read(state, PERIODS, at(15)).time_left_ms == 1_200_000
    with pytest.raises(Refused) as refused:
        clock.previous_period(clock.jump(state, PERIODS, at(16), 0), PERIODS, at(16))
    assert refused.value.key == "clock.first_period"
    with pytest.raises(Refused) as refused:
        clock.next_period(clock.jump(state, PERIODS, at(16), 4), PERIODS, at(16))
    assert refused.value.key == "clock.last_period"
    with pytest.raises(Refused) as refused:
        clock.jump(state, PERIODS, at(16), 9)
    assert refused.value.params == {"number": 10, "count": 5}


def test_jump_while_paused_stays_paused():
    state = clock.pause(started(), PERIODS, at(2))
    state = clock.jump(state, PERIODS, at(3), 1)
    reading = clock.read(state, PERIODS, at(30))
    assert (reading.status, reading.period, reading.time_left_ms) == (Status.PAUSED, 1, 1_200_000)


def test_add_and_remove_time():
    state = clock.adjust(started(), PERIODS, at(10), +60_000)
    assert clock.read(state, PERIODS, at(10)).time_left_ms == 11 * 60_000
    state = clock.adjust(state, PERIODS, at(10), -120_000)
    assert clock.read(state, PERIODS, at(10)).time_left_ms == 9 * 60_000
    # removing more than is left ends the level now
    state = clock.adjust(state, PERIODS, at(11), -3_600_000)
    reading = clock.read(state, PERIODS, at(11))
    assert (reading.period, reading.time_left_ms) == (1, 1_200_000)
    with pytest.raises(Refused):
        clock.adjust(ClockState(), PERIODS, at(1), 60_000)


def test_hand_for_hand_deducts_per_hand_and_stops_wall_time():
    state = clock.set_hand_for_hand(started(), PERIODS, at(15), True)
    assert clock.read(state, PERIODS, at(40)).time_left_ms == 5 * 60_000  # time stood still
    state = clock.hand_completed(state, PERIODS, at(41), 2)
    assert clock.read(state, PERIODS, at(41)).time_left_ms == 3 * 60_000
    state = clock.hand_completed(state, PERIODS, at(42), 2)
    state = clock.hand_completed(state, PERIODS, at(43), 2)  # crosses zero: level 2 begins
    reading = clock.read(state, PERIODS, at(43))
    assert (reading.period, reading.time_left_ms) == (1, 1_200_000)
    state = clock.set_hand_for_hand(state, PERIODS, at(44), False)
    assert clock.read(state, PERIODS, at(46)).time_left_ms == 18 * 60_000
    with pytest.raises(Refused):
        clock.hand_completed(state, PERIODS, at(47), 2)
    with pytest.raises(Refused):
        clock.set_hand_for_hand(state, PERIODS, at(47), False)


def test_wall_clock_going_back_does_not_move_the_clock_backwards_silently():
    state = started()
    reading = clock.read(state, PERIODS, at(-5))
    assert reading.time_left_ms == 1_200_000  # stays at its anchor until the director decides


def test_clock_jump_detection():
    assert clock.wall_clock_jump(at(0), at(1), 100.0, 160.0) is None
    assert clock.wall_clock_jump(at(0), at(1), 100.0, 161.5) is None
    assert clock.wall_clock_jump(at(0), at(11), 100.0, 160.0) == pytest.approx(600)
    assert clock.wall_clock_jump(at(0), at(0, 50), 100.0, 160.0) == pytest.approx(-10)


def test_reanchor_keeps_the_time_the_room_saw():
    state = started()
    state = clock.reanchor(state, PERIODS, at(30), 15 * 60_000)
    assert clock.read(state, PERIODS, at(31)).time_left_ms == 14 * 60_000


def test_state_round_trip():
    state = clock.pause(started(), PERIODS, at(3, 7, 250))
    assert ClockState.from_dict(state.to_dict()) == state
    running = started()
    assert ClockState.from_dict(running.to_dict()) == running


@given(st.lists(st.integers(1, 600_000), min_size=1, max_size=40))
def test_reading_never_drifts_however_often_it_is_settled(steps):
    """Settling at many moments gives the same reading as computing once from the start."""
    state = started()
    moment = at()
    for step in steps:
        moment += timedelta(milliseconds=step)
        state = clock.settle(state, PERIODS, moment)
    direct = clock.read(started(), PERIODS, moment)
    settled = clock.read(state, PERIODS, moment)
    assert (settled.status, settled.period, settled.time_left_ms) == (
        direct.status,
        direct.period,
        direct.time_left_ms,
    )

"""When each period began, read from the recorded clock events: the times that happened,
never the structure's minutes counted back from now."""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from tournament_director.domain import clock
from tournament_director.domain.clock import ClockState, Recorded

T0 = datetime(2026, 11, 26, 3, 32, tzinfo=UTC)


@dataclass(frozen=True)
class P:
    kind: str
    duration_s: int


# Level 1 (20 min), level 2 (20), break (15), level 3 (20), level 4 (20)
PERIODS = [P("level", 1200), P("level", 1200), P("break", 900), P("level", 1200), P("level", 1200)]


def at(minutes: float) -> datetime:
    return T0 + timedelta(minutes=minutes)


class Night:
    """Commands as the clock service records them: (time, anchors after, entered)."""

    def __init__(self) -> None:
        self.state = ClockState()
        self.history: list[Recorded] = []

    def do(self, minutes: float, move, *args, entered: bool = False) -> None:
        self.state = move(self.state, PERIODS, at(minutes), *args)
        self.history.append(Recorded(at(minutes), self.state, entered))

    def starts(self, minutes: float) -> dict[int, str]:
        found = clock.period_starts(self.history, PERIODS, at(minutes))
        return {p: t.strftime("%H:%M") for p, t in found.items()}


def test_skipped_levels_keep_the_time_level_one_really_began():
    night = Night()
    night.do(0, clock.start, entered=True)  # 03:32
    night.do(5, clock.next_period, entered=True)  # level 2 at 03:37
    night.do(6, clock.next_period, entered=True)  # the break at 03:38
    night.do(7, clock.next_period, entered=True)  # level 3 at 03:39

    # Counting the structure's minutes back from level 3 would put level 1 at 02:44.
    assert night.starts(10) == {0: "03:32", 1: "03:37", 2: "03:38", 3: "03:39"}


def test_periods_that_ran_out_began_when_the_one_before_ended_pauses_included():
    night = Night()
    night.do(0, clock.start, entered=True)
    night.do(10, clock.pause)
    night.do(15, clock.resume)  # five minutes paused: level 1 ends at 03:57
    assert night.starts(30) == {0: "03:32", 1: "03:57"}
    assert night.starts(80) == {0: "03:32", 1: "03:57", 2: "04:17", 3: "04:32", 4: "04:52"}


def test_a_jump_over_levels_leaves_them_without_a_time_and_going_back_forgets_later_ones():
    night = Night()
    night.do(0, clock.start, entered=True)
    night.do(2, clock.jump, 3, entered=True)  # straight to level 3: level 2 and the break never ran
    assert night.starts(3) == {0: "03:32", 3: "03:34"}
    night.do(4, clock.previous_period, entered=True)  # back to the break
    assert night.starts(5) == {0: "03:32", 2: "03:36"}


def test_time_taken_off_and_hand_for_hand_hands_end_a_period_when_they_run_it_out():
    night = Night()
    night.do(0, clock.start, entered=True)
    night.do(1, clock.adjust, -19 * 60_000)  # level 1 over at 03:33
    assert night.starts(2) == {0: "03:32", 1: "03:33"}
    night.do(3, clock.set_hand_for_hand, True)
    for minute in range(4, 13):
        night.do(minute, clock.hand_completed, 2)  # 2 minutes off a hand: 18 left, 9 hands
    assert night.starts(20) == {0: "03:32", 1: "03:33", 2: "03:44"}

"""The TDA 2024 stop-play variant: a short table stops only once its blinds are affected."""

from tournament_director.domain import balancing, stop_play
from tournament_director.domain.room import Room, Table
from tournament_director.domain.rule_set import ADTP_2018, CASINO_CLUB


def full(number: int, button: int = 1) -> Table:
    return Table.of(number, 9, {s: number * 100 + s for s in range(1, 10)}, button=button)


def test_blinds_not_affected_when_button_and_blinds_sit_in_a_row():
    # Seats 1-5 played; the button at 1, small blind 2, big blind 3: no empty seat between.
    short = Table.of(2, 9, {s: 200 + s for s in range(1, 6)}, button=1)
    assert not stop_play.blinds_affected(short)


def test_blinds_affected_by_an_empty_seat_before_the_big_blind():
    # The button at 5, seat 6 empty: the small blind posts across an empty seat.
    short = Table.of(2, 9, {1: 201, 2: 202, 3: 203, 4: 204, 5: 205}, button=5)
    assert stop_play.blinds_affected(short)


def test_unknown_button_counts_as_affected():
    assert stop_play.blinds_affected(Table.of(2, 9, {1: 1, 2: 2, 3: 3}))


def test_only_the_difference_flags_are_narrowed():
    room = Room.build(
        [full(1), Table.of(2, 9, {s: 200 + s for s in range(1, 6)}, button=1),
         Table.of(3, 9, {1: 301, 2: 302, 3: 303, 4: 304, 5: 305}, button=5)]
    )  # fmt: skip
    stops = balancing.stop_play(room, ADTP_2018)
    assert {s.table for s in stops} == {2, 3}  # ADTP 10 D: both 4 short
    kept = stop_play.when_blinds_affected(room, stops)
    assert [s.table for s in kept] == [3]
    assert kept[0].rule == stop_play.RULE
    casino = balancing.stop_play(
        Room.build([full(1), Table.of(2, 9, {1: 1, 2: 2, 3: 3}, button=1)]), CASINO_CLUB
    )
    assert stop_play.when_blinds_affected(room, casino) == casino

"""Draws: initial, new players (ADTP 6, 7), breaks (ADTP 9), redraws and the button."""

import random
from collections import Counter

import pytest

from tournament_director.domain.errors import Refused
from tournament_director.domain.redraw import (
    break_table,
    draw_button,
    initial_draw,
    redraw,
    seat_new_players,
)
from tournament_director.domain.room import Room, Table


def test_initial_draw_opens_tables_in_order_and_fills_evenly():
    room = Room.of_size(6, 9, open_tables=0)
    result = initial_draw(room, list(range(1, 31)), random.Random(3))
    counts = [t.count for t in result.room.open_tables()]
    assert counts == [8, 8, 7, 7]  # four tables opened, ties by the opening order
    assert [t.number for t in result.room.open_tables()] == [1, 2, 3, 4]
    assert len({s.to for s in result.seats}) == 30
    assert all(s.dealt_in for s in result.seats)
    assert {t.button for t in result.room.open_tables()} == {result.button}


def test_initial_draw_is_random_but_reproducible_from_the_stored_result():
    room = Room.of_size(3, 9)
    a = initial_draw(room, list(range(20)), random.Random(1))
    b = initial_draw(room, list(range(20)), random.Random(2))
    assert a.seats != b.seats
    assert initial_draw(room, list(range(20)), random.Random(1)).seats == a.seats


def test_initial_draw_uses_the_system_random_source_by_default():
    result = initial_draw(Room.of_size(2, 9), list(range(10)))
    assert result.room.player_count() == 10


def test_draw_refused_without_enough_seats():
    with pytest.raises(Refused) as refused:
        initial_draw(Room.of_size(1, 6), list(range(7)), random.Random(1))
    assert refused.value.key == "room.no_open_seat"


def test_reserved_seats_are_never_drawn():
    room = Room.build([Table.empty(1, 9, reserved={1, 5}), Table.empty(2, 9, reserved={9})])
    result = initial_draw(room, list(range(15)), random.Random(7))
    used = {(s.to.table, s.to.seat) for s in result.seats}
    assert not used & {(1, 1), (1, 5), (2, 9)}
    with pytest.raises(Refused):
        seat_new_players(result.room, [99], random.Random(1))


def test_late_player_between_button_and_small_blind_is_not_dealt_in():
    """ADTP 7: button 1, seats 2 and 3 open, SB 4: any seat drawn waits for the button."""
    players = {s: s for s in (1, *range(4, 10))}  # seat 1 taken: only 2 and 3 are open
    room = Room.build([Table.of(1, 9, players, button=1)])
    result = seat_new_players(room, [50, 51], random.Random(5))
    assert [s.dealt_in for s in result.seats] == [False, False]
    assert result.rule == "ADTP 6, 7"


def test_late_player_after_the_big_blind_is_dealt_in():
    players = {s: s for s in range(1, 10) if s != 7}
    room = Room.build([Table.of(1, 9, players, button=1)])  # SB 2, BB 3
    (seat,) = seat_new_players(room, [50], random.Random(5)).seats
    assert seat.to.seat == 7 and seat.dealt_in


def test_late_registration_opens_the_next_table_when_full():
    room = Room.build(
        [Table.of(1, 6, {s: s for s in range(1, 7)}), Table.empty(2, 6, is_open=False)]
    )
    result = seat_new_players(room, [99], random.Random(1))
    assert result.room.table(2).is_open
    assert result.seats[0].to.table == 2


def test_break_reaches_any_seat_including_the_blinds_and_button():
    """ADTP 9: over many draws a broken table's player lands on the button, small blind and
    big blind seats of the receiving table."""
    seen = Counter()
    for seed in range(200):
        # table 1: button 9; seats 9, 1, 2 (button, SB, BB) and 5 open.
        players = {s: s for s in (3, 4, 6, 7, 8)}
        t1 = Table.of(1, 9, players, button=9, small_blind=1)
        t2 = Table.of(2, 9, {1: 101}, button=1)
        result = break_table(Room.build([t1, t2]), 2, random.Random(seed))
        (seat,) = result.seats
        seen[seat.to.seat] += 1
    assert set(seen) == {1, 2, 5, 9}


def test_break_is_levelled_and_closes_the_table():
    tables = [
        Table.of(1, 9, {s: 100 + s for s in range(1, 7)}, button=1),
        Table.of(2, 9, {s: 200 + s for s in range(1, 8)}, button=1),
        Table.of(3, 9, {s: 300 + s for s in range(1, 5)}, button=1),
    ]
    result = break_table(Room.build(tables), 3, random.Random(0))
    assert sorted(t.count for t in result.room.open_tables()) == [8, 9]
    assert not result.room.table(3).is_open
    assert result.room.table(3).count == 0
    with pytest.raises(Refused):
        break_table(result.room, 3, random.Random(0))


def test_redraw_start_of_day_closes_the_other_tables():
    tables = [Table.of(n, 9, {s: n * 100 + s for s in range(1, 6)}) for n in (1, 2, 3)]
    result = redraw(Room.build(tables), random.Random(9), tables=(1, 2))
    assert sorted(t.count for t in result.room.open_tables()) == [7, 8]
    assert not result.room.table(3).is_open
    assert {s.player for s in result.seats} == {n * 100 + s for n in (1, 2, 3) for s in range(1, 6)}


def test_button_draw_sets_the_same_seat_on_every_table():
    room = Room.build([Table.empty(1, 9), Table.empty(2, 6), Table.empty(3, 10, is_open=False)])
    drawn = draw_button(room, random.Random(11))
    assert 1 <= drawn.button <= 6
    # Over many draws every seat of the smallest open table comes up, and no other seat.
    buttons = {draw_button(room, random.Random(seed)).button for seed in range(300)}
    assert buttons == set(range(1, 7))
    assert drawn.room.table(1).button == drawn.room.table(2).button == drawn.button
    assert drawn.room.table(3).button is None

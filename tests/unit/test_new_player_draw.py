"""The one-player draw of a purchase (the seating state's index) gives exactly the seat,
the dealt-in flag and the random draws of ``redraw.seat_new_players``."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tournament_director.domain.redraw import seat_new_players, seat_one_new_player
from tournament_director.domain.seating_state import (
    ButtonSet,
    SeatingState,
    SeatReleased,
    SeatReserved,
    TableOrdersSet,
)


@pytest.mark.parametrize("seed", range(12))
def test_one_player_draw_matches_seat_new_players(seed: int) -> None:
    ops = random.Random(seed)
    state = SeatingState()
    state.set_table_size(ops.choice((6, 9, 10)))
    state.set_tables(ops.randint(1, 12))
    assert state.room is not None
    # Some tables closed, as after a break or a redraw.
    closed = {n for n in state.room.tables if ops.random() < 0.3}
    if closed:
        state.room = state.room.replaced(
            *(dataclasses.replace(state.room.tables[n], is_open=False) for n in closed)
        )
    next_id = 1
    for _ in range(300):
        roll = ops.random()
        room = state.room
        assert room is not None
        if roll < 0.6:
            table = state.new_player_table()
            free = state.free_seats()
            assert free == sum(t.capacity - t.count for t in room.tables.values())
            if free == 0:
                assert table is None
                continue
            assert table is not None
            draw_seed = ops.random()
            expected_rng, rng = random.Random(draw_seed), random.Random(draw_seed)
            (expected,) = seat_new_players(room, [next_id], expected_rng).seats
            drawn = seat_one_new_player(table, next_id, rng)
            assert drawn == expected
            assert rng.random() == expected_rng.random()
            state.place(next_id, drawn.to.table, drawn.to.seat, drawn.dealt_in)
            next_id += 1
        elif roll < 0.85 and state.where:
            entry = ops.choice(sorted(state.where))
            state.vacate(entry, hand_over=ops.random() < 0.5)
        elif roll < 0.9:
            t = ops.choice(list(room.tables.values()))
            seat = ops.randint(1, t.size)
            if seat in t.reserved:
                state.apply(SeatReleased(t.number, seat), "")
            elif t.seats[seat - 1] is None:
                state.apply(SeatReserved(t.number, seat, "staff"), "")
        elif roll < 0.95:
            t = ops.choice(list(room.tables.values()))
            state.apply(ButtonSet(t.number, ops.randint(1, t.size)), "")
        else:
            opening = list(room.opening_order)
            ops.shuffle(opening)
            state.apply(TableOrdersSet(tuple(opening), room.breaking_order), "")

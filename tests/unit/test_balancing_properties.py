"""Properties over random sequences of draws, new players, eliminations, hands, breaks and
redraws, each followed by the balancing decisions carried out (ADTP 6-11, 32)."""

import math
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.domain.balancing import DecisionKind, decide, settle
from tournament_director.domain.redraw import initial_draw, redraw, seat_new_players
from tournament_director.domain.room import Room, Table, advance_button
from tournament_director.domain.rule_set import ADTP_2018, CASINO_CLUB, TDA_2024


@st.composite
def scenarios(draw):
    rules = draw(st.sampled_from([ADTP_2018, TDA_2024, CASINO_CLUB]))
    size = draw(st.integers(6, 10))
    players = draw(st.integers(2, 70))
    tables = math.ceil(players / (size - 2)) + 2
    # Reserved seats anywhere but table 1, the table that breaks last (the final table).
    reserved = [
        draw(st.sets(st.integers(1, size), max_size=2)) if n > 1 else set()
        for n in range(1, tables + 1)
    ]
    ops = draw(
        st.lists(
            st.sampled_from(["out", "out", "out", "out", "new", "hand", "hand", "day"]),
            max_size=90,
        )
    )
    return rules, size, players, reserved, ops, draw(st.integers(0, 2**32))


def check(room, rules, size, living, reserved, *, formed_before, was_above):
    seated = room.seated()
    assert sum(t.count for t in room.tables.values()) == len(seated)  # nobody twice
    assert set(seated) == living  # every living player has exactly one seat
    for t in room.tables.values():
        assert t.count <= t.size
        if not t.is_open:
            assert t.count == 0
        for s in reserved[t.number - 1]:
            if s <= t.size:
                assert t.player_at(s) is None  # no reserved seat is used
    open_ = room.open_tables()
    players = len(living)
    if len(open_) > 1:
        fullest = max(t.count for t in open_)
        # after each decision the tables differ by at most one (tables with a free seat)
        assert all(fullest - t.count <= 1 for t in open_ if t.has_room)
        # a table breaks as soon as the others can take its players
        nxt = room.next_to_break()
        assert players > sum(t.capacity for t in open_ if t.number != nxt.number)
    final_size = rules.final_table_size(size)
    if players <= final_size:
        assert len(open_) == 1
    if room.final_table_formed and not formed_before:
        # the final table forms at the rule set's size (once the field was larger)
        (final,) = open_
        assert final.size == final_size
        assert players == final_size or not was_above
    assert decide(room, rules, table_size=size).kind == DecisionKind.NONE


@settings(max_examples=150, deadline=None)
@given(scenarios())
def test_random_tournaments_keep_the_seating_rules(scenario):
    rules, size, players, reserved, ops, seed = scenario
    rng = random.Random(seed)
    tables = [
        Table.empty(n, size, reserved=reserved[n - 1], is_open=False)
        for n in range(1, len(reserved) + 1)
    ]
    room = Room.build(tables)
    living = set(range(1, players + 1))
    next_id = players + 1
    room = initial_draw(room, sorted(living), rng).room
    room, _ = settle(room, rules, rng, table_size=size)
    final_size = rules.final_table_size(size)
    check(room, rules, size, living, reserved, formed_before=False, was_above=False)
    was_above = players > final_size
    for op in ops:
        formed = room.final_table_formed
        if op == "out":
            if len(living) <= 2:
                continue
            player = rng.choice(sorted(living))
            room = room.without_player(room.locate(player))
            living.discard(player)
        elif op == "new":
            free = sum(t.capacity - t.count for t in room.tables.values())
            if formed or free == 0:
                continue
            room = seat_new_players(room, [next_id], rng).room
            living.add(next_id)
            next_id += 1
        elif op == "hand":
            table = rng.choice(room.open_tables())
            room = room.replaced(advance_button(table))
        else:  # start of a day: everyone redrawn at the open tables
            room = redraw(room, rng).room
        room, _ = settle(room, rules, rng, table_size=size)
        check(room, rules, size, living, reserved, formed_before=formed, was_above=was_above)
        was_above = was_above or len(living) > final_size

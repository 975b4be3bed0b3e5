"""Several tables breaking at once (issue 16, "Mass breaks"): a player is never seated on a
table that breaks in the same wave, so each player of a broken table moves once (ADTP 9;
Casino Club "Reorganización de Mesas": "reubicados ... en las posiciones disponibles en las
demás mesas")."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tournament_director.domain.balancing import DecisionKind, settle
from tournament_director.domain.redraw import break_table
from tournament_director.domain.room import Room, Table
from tournament_director.domain.rule_set import ADTP_2018, CASINO_CLUB, TDA_2024


def test_ten_of_a_hundred_tables_of_nine_break_under_ten_max_in_ninety_moves():
    """100 tables of 10 seats with 9 players each: 900 players fit 90 tables, so the first
    ten in the breaking order break; their 90 players move once each, none onto one of the
    ten (96 moves before: 6 players redrawn onto a table that broke next)."""
    tables = [
        Table.of(n, 10, {s: n * 100 + s for s in range(1, 10)}, button=1) for n in range(1, 101)
    ]
    room = Room.build(tables)
    wave = room.breaking_wave()
    assert wave == tuple(range(100, 90, -1))  # the tables opened last break first
    for seed in range(20):
        after, outcomes = settle(room, ADTP_2018, random.Random(seed), table_size=10)
        assert [o.decision.kind for o in outcomes] == [DecisionKind.BREAK_TABLE] * 10
        assert [o.decision.table for o in outcomes] == list(wave)
        seats = [s for o in outcomes for d in o.draws for s in d.seats]
        assert len(seats) == 90
        assert not {s.to.table for s in seats} & set(wave)
        moved = Counter(s.player for s in seats)
        assert set(moved.values()) == {1}
        assert set(moved) == {n * 100 + s for n in wave for s in range(1, 10)}
        assert [t.count for t in after.open_tables()] == [10] * 90


def test_a_single_break_still_reaches_every_other_table():
    """No wave (the players fit one table fewer, not two): the broken table's players may go
    to any other open table, the next in the breaking order too."""
    tables = [Table.of(n, 9, {s: n * 100 + s for s in range(1, 8)}, button=1) for n in (1, 2, 3, 4)]
    room = Room.build(tables)  # 28 players: 27 seats without one table, 18 without two
    assert room.breaking_wave() == ()
    room = room.without_player(room.locate(101)).without_player(room.locate(102))
    room = room.without_player(room.locate(201))  # 25: one table breaks (27 >= 25 > 18)
    assert room.breaking_wave() == (4,)
    reached = set()
    for seed in range(100):
        reached |= {s.to.table for s in break_table(room, 4, random.Random(seed)).seats}
    assert reached == {1, 2, 3}


@st.composite
def rooms(draw):
    size = draw(st.integers(4, 10))
    count = draw(st.integers(2, 14))
    tables = []
    for number in range(1, count + 1):
        reserved = draw(st.sets(st.integers(1, size), max_size=2))
        free = [s for s in range(1, size + 1) if s not in reserved]
        players = draw(st.integers(1, len(free)))
        seated = draw(st.permutations(free))[:players]
        button = draw(st.none() | st.integers(1, size))
        tables.append(
            Table.of(
                number,
                size,
                {s: number * 100 + s for s in seated},
                button=button,
                reserved=reserved,
            )
        )
    breaking = draw(st.permutations(range(1, count + 1)))
    return Room.build(tables, breaking_order=breaking), size


@settings(max_examples=300, deadline=None)
@given(case=rooms(), rules=st.sampled_from([ADTP_2018, TDA_2024, CASINO_CLUB]), seed=st.integers())
def test_every_player_of_a_wave_moves_once_and_never_onto_its_tables(case, rules, seed):
    room, size = case
    assume(room.player_count() > rules.final_table_size(size))
    wave = room.breaking_wave()
    after, outcomes = settle(room, rules, random.Random(seed), table_size=size)
    breaks = [o for o in outcomes if o.decision.kind == DecisionKind.BREAK_TABLE]
    # the wave breaks first, table after table in the breaking order, and nothing else breaks
    assert [o.decision.table for o in outcomes[: len(wave)]] == list(wave)
    assert len(breaks) == len(wave)
    seats = [s for o in breaks for d in o.draws for s in d.seats]
    assert not {s.to.table for s in seats} & set(wave)
    assert len(seats) == len({s.player for s in seats})  # nobody moved twice by the wave
    assert len(seats) == sum(room.tables[n].count for n in wave)
    assert after.player_count() == room.player_count()
    stay = [t for t in after.open_tables()]
    assert {t.number for t in stay} == {n for n in room.tables if n not in wave}
    fullest = max(t.count for t in stay)
    assert all(fullest - t.count <= 1 for t in stay if t.has_room)  # balanced within one

"""Worked cases of ADTP 9, 10, 11 and the Casino Club house rules: button positions given,
who moves and the seat he gets."""

import random

import pytest

from tournament_director.domain.balancing import (
    DecisionKind,
    apply_moves,
    carry_out,
    decide,
    settle,
    stop_play,
)
from tournament_director.domain.room import Room, SeatRef, Table
from tournament_director.domain.rule_set import ADTP_2018, CASINO_CLUB, TDA_2024


def full(number, size, *, button, empty=(), reserved=(), small_blind=None):
    players = {s: number * 100 + s for s in range(1, size + 1) if s not in empty}
    return Table.of(
        number, size, players, button=button, reserved=reserved, small_blind=small_blind
    )


def test_nine_handed_big_blind_moves_to_the_worst_seat():
    """Table 1 (9 players), button 4: the big blind next hand is seat 6, he moves. Table 2
    (7 players, seats 2 and 8 empty), button 1: SB 3, BB 4; seat 8 pays the big blind before
    seat 2 (between the button and the small blind): he gets seat 8."""
    room = Room.build([full(1, 9, button=4), full(2, 9, button=1, empty=(2, 8))])
    decision = decide(room, ADTP_2018, table_size=9)
    assert decision.kind == DecisionKind.BALANCE
    (move,) = decision.moves
    assert (move.player, move.origin, move.to) == (106, SeatRef(1, 6), SeatRef(2, 8))
    assert move.rule == "ADTP 10"
    assert "seat 8" in move.explain() or "asiento 8" in move.explain()
    after = apply_moves(room, decision.moves)
    assert [t.count for t in after.open_tables()] == [8, 8]
    assert decide(after, ADTP_2018, table_size=9).kind == DecisionKind.NONE


def test_ten_handed_worst_seat_right_after_the_big_blind():
    """Table 2 (10 seats, 8 players; 4 and 10 empty), button 7: SB 8, BB 9. Seat 10 pays
    the big blind the hand after next; seat 4 much later. Table 1 (10 players), button 10:
    SB 1, BB 2 moves."""
    room = Room.build([full(1, 10, button=10), full(2, 10, button=7, empty=(4, 10))])
    (move,) = decide(room, ADTP_2018, table_size=10).moves
    assert (move.origin, move.to) == (SeatRef(1, 2), SeatRef(2, 10))


def test_dead_button_giving_table():
    """Table 1, dead button on empty seat 3, small-blind position 4 (pinned), seat 5 empty:
    the next big blind is seat 6."""
    room = Room.build(
        [
            full(1, 9, button=3, empty=(3, 5), small_blind=4),
            full(2, 9, button=1, empty=(2, 5, 8, 9)),
        ]
    )
    decision = decide(room, ADTP_2018, table_size=9)
    (move,) = decision.moves
    assert move.origin == SeatRef(1, 6)
    # Table 2: 5 players, button 1: SB 3, BB 4; seat 5 pays the big blind next after 4.
    assert move.to == SeatRef(2, 5)


def test_dead_small_blind_receiving_table_gets_only_a_big_blind():
    """Table 2: last hand's big blind (seat 6) busted and seat 7 is empty; the small-blind
    position is the dead seat 6. The moved player takes seat 7 and posts the big blind next
    hand with no small blind (ADTP 10: "incluso cuando esto suponga que solo haya ciega
    grande"); never seat 6, the small blind."""
    room = Room.build([full(1, 9, button=1), full(2, 9, button=5, empty=(6, 7), small_blind=6)])
    (move,) = decide(room, ADTP_2018, table_size=9).moves
    assert move.origin == SeatRef(1, 3)
    assert move.to == SeatRef(2, 7)


def test_reserved_seat_is_never_used():
    """Table 2's worst seat (10, right after the big blind 9) is reserved: seat 4 instead."""
    room = Room.build([full(1, 10, button=1), full(2, 10, button=7, empty=(4, 10), reserved=(10,))])
    (move,) = decide(room, ADTP_2018, table_size=10).moves
    assert move.to == SeatRef(2, 4)


def test_giving_table_is_the_fullest_ties_by_breaking_order():
    """Tables 1 and 2 have 9, table 3 has 7. Breaking order 3, 2, 1: table 2 comes first
    among the fullest, so it gives."""
    tables = [full(1, 9, button=1), full(2, 9, button=1), full(3, 9, button=1, empty=(5, 6))]
    room = Room.build(tables)  # breaking order 3, 2, 1
    (move,) = decide(room, ADTP_2018, table_size=9).moves
    assert move.origin.table == 2
    assert move.to.table == 3


def test_receiving_table_ties_go_to_the_table_that_breaks_last():
    tables = [
        full(1, 9, button=1, empty=(5, 6)),
        full(2, 9, button=1, empty=(5, 6)),
        full(3, 9, button=1),
        full(4, 9, button=1),
    ]
    room = Room.build(tables)  # breaking order 4, 3, 2, 1
    decision = decide(room, ADTP_2018, table_size=9)
    assert [(m.origin.table, m.to.table) for m in decision.moves] == [(4, 1), (3, 2)]


def test_button_unknown_still_proposes_with_a_note():
    room = Room.build([full(1, 9, button=None), full(2, 9, button=None, empty=(2, 8))])
    (move,) = decide(room, ADTP_2018, table_size=9).moves
    assert move.notes and move.notes[0].key == "seating.note.button_unknown"
    assert move.to.seat in (2, 8)


def test_break_when_the_others_can_take_the_players():
    """Three tables of 9 with 6 each: 18 players fit two tables: table 3 (first in the
    breaking order) breaks, its players drawn into the other tables' open seats."""
    empty = (7, 8, 9)
    room = Room.build([full(n, 9, button=1, empty=empty) for n in (1, 2, 3)])
    decision = decide(room, ADTP_2018, table_size=9)
    assert decision.kind == DecisionKind.BREAK_TABLE
    assert decision.table == 3
    outcome = carry_out(room, decision, ADTP_2018, random.Random(4), table_size=9)
    assert [t.count for t in outcome.room.open_tables()] == [9, 9]
    assert not outcome.room.table(3).is_open
    (drawn,) = outcome.draws
    assert {s.origin.table for s in drawn.seats} == {3}
    assert drawn.rule == "ADTP 9"


def test_no_break_while_one_more_player_than_the_others_hold():
    room = Room.build(
        [
            full(1, 9, button=1, empty=(8, 9)),
            full(2, 9, button=1, empty=(7, 8, 9)),
            full(3, 9, button=1, empty=(7, 8, 9)),
        ]
    )
    # 7 + 6 + 6 = 19 > 18.
    assert decide(room, ADTP_2018, table_size=9).kind == DecisionKind.NONE


def test_casino_club_redraws_when_two_tables_remain():
    empty = (7, 8, 9)
    room = Room.build([full(n, 9, button=1, empty=empty) for n in (1, 2, 3)])
    decision = decide(room, CASINO_CLUB, table_size=9, redraw_at_two_tables=True)
    assert decision.kind == DecisionKind.REDRAW_TWO_TABLES
    outcome = carry_out(room, decision, CASINO_CLUB, random.Random(2), table_size=9)
    assert [t.count for t in outcome.room.open_tables()] == [9, 9]
    (drawn,) = outcome.draws
    assert len(drawn.seats) == 18  # everyone drew a new seat
    assert outcome.room.table(1).button == outcome.room.table(2).button == drawn.button


@pytest.mark.parametrize(
    ("rules", "table_size", "final_size"),
    [
        (ADTP_2018, 9, 10),
        (ADTP_2018, 6, 7),
        (TDA_2024, 9, 9),
        (TDA_2024, 8, 9),
        (TDA_2024, 6, 7),
        (CASINO_CLUB, 9, 10),
        (CASINO_CLUB, 8, 10),
    ],
)
def test_final_table_forms_at_the_rule_sets_size(rules, table_size, final_size):
    """ADTP 11 (full table + 1, at most 10); TDA RP-9 (8-9 handed: 9, 6-7: 7); Casino Club
    (10)."""
    per_table = (final_size + 1) // 2
    tables = [
        full(1, table_size, button=1, empty=range(per_table + 1, table_size + 1)),
        full(2, table_size, button=1, empty=range(final_size - per_table + 1, table_size + 1)),
    ]
    room = Room.build(tables)
    assert room.player_count() == final_size
    decision = decide(room, rules, table_size=table_size)
    assert decision.kind == DecisionKind.FINAL_TABLE
    assert decision.final_table_size == final_size
    outcome = carry_out(room, decision, rules, random.Random(1), table_size=table_size)
    (final,) = outcome.room.open_tables()
    assert final.size == final_size and final.count == final_size
    assert outcome.room.final_table_formed
    assert final.number == 1  # the table that breaks last
    assert outcome.draws[0].button is not None


def test_one_more_than_the_final_table_does_not_form_it():
    room = Room.build(
        [full(1, 9, button=1, empty=(7, 8, 9)), full(2, 9, button=1, empty=(6, 7, 8, 9))]
    )
    assert room.player_count() == 11
    assert decide(room, ADTP_2018, table_size=9).kind == DecisionKind.NONE


def test_stop_play_three_short_of_the_fullest_full_ring_only():
    """ADTP 10 D."""
    room = Room.build(
        [full(1, 9, button=1), full(2, 9, button=1), full(3, 9, button=1, empty=(1, 2, 3))]
    )
    stops = stop_play(room, ADTP_2018, full_ring=True)
    assert [(s.table, s.players) for s in stops] == [(3, 6)]
    assert stops[0].rule == "ADTP 10"
    assert stop_play(room, ADTP_2018, full_ring=False) == ()
    anywhere = ADTP_2018.with_overrides(short_table_full_ring_only=False)
    assert len(stop_play(room, anywhere, full_ring=False)) == 1
    # the decision reports it with the move that fixes it
    decision = decide(room, ADTP_2018, table_size=9)
    assert decision.stop_play == stops
    after, _ = settle(room, ADTP_2018, random.Random(1), table_size=9)
    assert stop_play(after, ADTP_2018) == ()


def test_stop_play_casino_club_three_players_left_not_the_final_table():
    room = Room.build([full(1, 9, button=1, empty=range(4, 10)), full(2, 9, button=1, empty=(9,))])
    stops = stop_play(room, CASINO_CLUB)
    assert [(s.table, s.players) for s in stops] == [(1, 3)]
    final = Room.build([full(1, 10, button=1, empty=range(4, 11))])
    assert stop_play(final, CASINO_CLUB) == ()

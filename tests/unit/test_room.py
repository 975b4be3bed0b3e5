"""The room's value objects: seats, reserved seats, the button and the blinds (ADTP 32, 34)."""

import string

import pytest

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.domain.room import (
    MESSAGES,
    Room,
    SeatRef,
    Table,
    advance_button,
    big_blind_due,
    big_blind_order,
    positions,
    small_blind_position,
    small_blind_seat,
    waits_for_button,
    worst_seat,
)


def full(number, size, *, button, empty=(), reserved=(), small_blind=None, first=None):
    """A table with a player in every seat but ``empty``; player ids table*100 + seat."""
    base = number * 100 if first is None else first
    players = {s: base + s for s in range(1, size + 1) if s not in empty}
    return Table.of(
        number, size, players, button=button, reserved=reserved, small_blind=small_blind
    )


def _fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_messages_in_both_languages_with_the_same_placeholders(key):
    spanish, english = i18n.CATALOG[key]
    assert spanish.strip() and english.strip()
    assert _fields(spanish) == _fields(english)


def test_live_table_blinds_follow_the_button():
    table = full(1, 9, button=4)
    assert small_blind_position(table) == 5
    assert big_blind_due(table) == 6
    assert positions(table) == {
        1: "UTG+3",
        2: "UTG+4",
        3: "UTG+5",
        4: "BTN",
        5: "SB",
        6: "BB",
        7: "UTG",
        8: "UTG+1",
        9: "UTG+2",
    }


def test_blinds_wrap_round_seat_one():
    table = full(1, 10, button=9)
    assert small_blind_position(table) == 10
    assert big_blind_due(table) == 1


def test_empty_seats_are_skipped_on_a_live_table():
    table = full(1, 9, button=4, empty=(5, 7))
    assert small_blind_position(table) == 6
    assert big_blind_due(table) == 8


def test_dead_small_blind_when_its_position_is_empty():
    """ADTP 32: last hand's big blind (seat 6) busted; seat 6 is the small-blind position
    and nobody posts it; the big blind moves on to the next player, seat 7."""
    table = full(1, 9, button=5, empty=(6,), small_blind=6)
    assert small_blind_position(table) == 6
    assert small_blind_seat(table) is None
    assert big_blind_due(table) == 7


def test_heads_up_button_is_the_small_blind():
    """ADTP 34."""
    table = Table.of(1, 9, {3: 1, 7: 2}, button=3)
    assert small_blind_position(table) == 3
    assert big_blind_due(table) == 7
    assert positions(table) == {3: "BTN/SB", 7: "BB"}


def test_dead_button_advances_by_position():
    """ADTP 32, Casino Club "Botón de Dealer": the button goes to the small-blind position and
    the small-blind position to the big blind's seat, even if that player is gone."""
    table = full(1, 9, button=1)  # SB 2, BB 3
    after = advance_button(table).vacated(3)  # the big blind busted this hand
    assert after.button == 2
    assert after.small_blind == 3  # dead small blind next hand
    assert small_blind_seat(after) is None
    assert big_blind_due(after) == 4
    again = advance_button(after)
    assert again.button == 3  # dead button
    assert small_blind_seat(again) == 4
    assert big_blind_due(again) == 5


def test_removing_the_small_blind_leaves_it_dead_rather_than_shifting():
    table = full(1, 9, button=1)  # SB 2, BB 3
    after = table.vacated(2)
    assert small_blind_position(after) == 2
    assert small_blind_seat(after) is None
    assert big_blind_due(after) == 3


def test_worst_seat_is_the_first_to_pay_the_big_blind():
    """9 seats, button 1, seats 2 and 8 empty: SB 3, BB 4. Seat 8 pays the big blind after
    seats 4-7; seat 2, between the button and the small blind, pays it last."""
    table = full(1, 9, button=1, empty=(2, 8))
    assert small_blind_position(table) == 3
    assert big_blind_order(table)[:2] == [4, 5]
    assert worst_seat(table) == 8
    assert waits_for_button(table, 2)
    assert not waits_for_button(table, 8)


def test_worst_seat_between_small_and_big_blind_pays_next_hand():
    """Dead button: SB position 3 (pinned), seat 4 empty, next player seat 5. A player moved
    into seat 4 is the next player after last hand's big blind: big blind next hand."""
    table = full(1, 9, button=2, empty=(4,), small_blind=3)
    assert big_blind_due(table) == 5
    assert worst_seat(table) == 4
    placed = table.placed(4, 999)
    assert big_blind_due(placed) == 4


def test_worst_seat_never_the_small_blind():
    """The only open seat besides one far away is the dead small-blind position: not used."""
    table = full(1, 9, button=5, empty=(6, 2), small_blind=6)
    assert worst_seat(table) == 2


def test_worst_seat_skips_reserved_seats():
    table = full(1, 10, button=7, empty=(4, 10), reserved=(10,))
    # SB 8, BB 9; seat 10 would pay the big blind soonest but it is reserved.
    assert worst_seat(table) == 4
    assert table.open_seats() == [4]
    assert table.capacity == 9


def test_worst_seat_unknown_without_a_button():
    assert worst_seat(full(1, 9, button=None, empty=(3,))) is None


def test_placing_pins_the_blinds():
    """A newcomer between the button and the small blind does not become the small blind."""
    table = full(1, 9, button=1, empty=(2, 3))  # SB 4, BB 5
    placed = table.placed(2, 999)
    assert small_blind_position(placed) == 4
    assert positions(placed)[2] == "WAIT"


def test_table_refuses_bad_seats():
    table = full(1, 9, button=1, empty=(2,))
    with pytest.raises(Refused) as taken:
        table.placed(3, 5)
    assert taken.value.key == "room.seat_taken"
    with pytest.raises(Refused):
        table.placed(10, 5)
    with pytest.raises(Refused):
        table.vacated(2)


def test_room_orders_default_and_change():
    room = Room.of_size(4, 9)
    assert room.opening_order == (1, 2, 3, 4)
    assert room.breaking_order == (4, 3, 2, 1)
    assert room.next_to_break().number == 4
    changed = room.with_orders(breaking_order=(2, 4, 3, 1))
    assert changed.next_to_break().number == 2
    with pytest.raises(Refused) as bad:
        room.with_orders(breaking_order=(1, 2))
    assert bad.value.key == "room.bad_order"


def test_room_refuses_a_player_in_two_seats():
    with pytest.raises(Refused) as twice:
        Room.build([Table.of(1, 9, {1: 7}), Table.of(2, 9, {1: 7})])
    assert twice.value.key == "room.player_seated_twice"


def test_room_locate_and_remove():
    room = Room.build([full(1, 9, button=1), full(2, 9, button=1)])
    assert room.locate(205) == SeatRef(2, 5)
    after = room.without_player(SeatRef(2, 5))
    assert after.locate(205) is None
    assert after.player_count() == 17
    assert room.player_count() == 18  # the original is unchanged

"""The draws of seats (domain/redraw.py) against the draw they replaced (issue 16: a table
copied per seat, and a call to the random source per seat and per player).

The draw now asks the random source once for the words it needs, so the same seeded source
no longer gives the same seats; the rules are the same. For random rooms and seeds:

- the seats each table gets are exactly those of the old draw (fill evenly: fewest players
  first, ties by the opening order for new players, by the same random ties for a break or a
  redraw; tables open in the opening order as needed), a break's among the tables that
  stay (never one that breaks in the same wave, test_break_waves.py);
- every player is seated once, only on a seat that was open (never a reserved seat), nobody
  already seated moves, a broken table ends closed and empty;
- the room is the one the old procedure builds from the same seats dealt in the same order
  (each seat placed on the table as it stands, the blinds pinned, ``dealt_in`` as
  ``waits_for_button`` says; the button drawn for every table of an initial draw or a
  redraw and everyone dealt in);
- the seats drawn and the order they are dealt in range over every possibility.
"""

from __future__ import annotations

import dataclasses
import heapq
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.domain import redraw as draws
from tournament_director.domain.room import Room, SeatRef, Table, pinned, waits_for_button

# --- the old draw's rule of levelling (the reference) ----------------------------------------


def old_counts(tables, n, tie):
    """Seats per table as the old draw handed them out: one at a time, from a heap."""
    pools, heap = {}, []
    for t in tables:
        pool = t.open_seats()
        if pool:
            pools[t.number] = len(pool)
            heap.append((t.count, tie(t), t.number))
    heapq.heapify(heap)
    given = Counter()
    for _ in range(n):
        count, rank, number = heapq.heappop(heap)
        given[number] += 1
        pools[number] -= 1
        if pools[number]:
            heapq.heappush(heap, (count + 1, rank, number))
    return given


def old_open_as_needed(room, players):
    free = sum(t.capacity - t.count for t in room.open_tables())
    opened = []
    for n in room.opening_order:
        if free >= players:
            break
        t = room.tables[n]
        if not t.is_open:
            opened.append(dataclasses.replace(t, is_open=True))
            free += t.capacity - t.count
    return room.replaced(*opened) if opened else room


def old_placement(room, seats):
    """The old deal, given the seats and the order: each placed on its table as it stands."""
    by_table, dealt = {}, []
    for one in seats:
        number = one.to.table
        table = by_table.get(number) or pinned(room.tables[number])
        dealt.append(not waits_for_button(table, one.to.seat))
        by_table[number] = table.placed(one.to.seat, one.player)
    return room.replaced(*by_table.values()), dealt


# --- random rooms ----------------------------------------------------------------------------


@st.composite
def rooms(draw, min_open=0):
    size = draw(st.integers(2, 10))
    count = draw(st.integers(1, 9))
    tables = []
    next_player = 1000
    for number in range(1, count + 1):
        reserved = draw(st.sets(st.integers(1, size), max_size=2))
        is_open = draw(st.booleans()) or number <= min_open
        seats: dict[int, int] = {}
        if is_open:
            for seat in range(1, size + 1):
                if seat not in reserved and draw(st.booleans()):
                    seats[seat] = next_player
                    next_player += 1
        button = draw(st.none() | st.integers(1, size)) if is_open else None
        small_blind = draw(st.none() | st.integers(1, size)) if button else None
        tables.append(
            Table.of(
                number,
                size,
                seats,
                button=button,
                small_blind=small_blind,
                reserved=reserved,
                is_open=is_open,
            )
        )
    opening = draw(st.permutations(range(1, count + 1)))
    breaking = draw(st.permutations(range(1, count + 1)))
    return Room.build(tables, opening, breaking)


def free_seats(room, tables):
    return sum(len(room.tables[n].open_seats()) for n in tables)


def counts_of(seats):
    return Counter(s.to.table for s in seats)


def check_seated_once(before, result, players):
    seated = result.room.seated()
    assert {s.player for s in result.seats} == set(players)
    assert len(result.seats) == len(players)
    for one in result.seats:
        assert seated[one.player] == one.to
        table = before.tables[one.to.table]
        assert one.to.seat in table.open_seats()  # open before: empty, never reserved
    assert len({s.to for s in result.seats}) == len(players)


# --- new players -----------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(room=rooms(), data=st.data(), seed=st.integers(0, 2**32))
def test_new_players_get_the_tables_the_old_draw_gave(room, data, seed):
    free = sum(t.capacity - t.count for t in room.tables.values())
    n = data.draw(st.integers(0, free))
    players = list(range(1, n + 1))
    result = draws.seat_new_players(room, players, random.Random(seed))
    opened = old_open_as_needed(room, n)
    rank = {t: i for i, t in enumerate(room.opening_order)}
    assert counts_of(result.seats) == old_counts(opened.open_tables(), n, lambda t: rank[t.number])
    assert [t.number for t in result.room.open_tables()] == [t.number for t in opened.open_tables()]
    check_seated_once(room, result, players)
    for number, table in room.tables.items():  # nobody already seated moves
        for seat, player in table.players().items():
            assert result.room.tables[number].player_at(seat) == player
    expected, dealt = old_placement(opened, result.seats)
    assert result.room == expected
    assert [s.dealt_in for s in result.seats] == dealt
    assert all(s.origin is None for s in result.seats)


@settings(max_examples=200, deadline=None)
@given(room=rooms(), data=st.data(), seed=st.integers(0, 2**32))
def test_the_initial_draw_levels_as_before_and_draws_one_button(room, data, seed):
    free = sum(t.capacity - t.count for t in room.tables.values())
    n = data.draw(st.integers(0, free))
    players = list(range(1, n + 1))
    result = draws.initial_draw(room, players, random.Random(seed))
    opened = old_open_as_needed(room, n)
    rank = {t: i for i, t in enumerate(room.opening_order)}
    assert counts_of(result.seats) == old_counts(opened.open_tables(), n, lambda t: rank[t.number])
    check_seated_once(room, result, players)
    assert all(s.dealt_in for s in result.seats)
    placed, _ = old_placement(opened, result.seats)
    numbers = [t.number for t in placed.open_tables()]
    if numbers:
        assert 1 <= result.button <= min(placed.tables[t].size for t in numbers)
        expected = placed.replaced(*(placed.tables[t].with_button(result.button) for t in numbers))
    else:
        assert result.button == 1
        expected = placed
    assert result.room == expected


# --- breaks and redraws ----------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(room=rooms(min_open=2), data=st.data(), seed=st.integers(0, 2**32))
def test_a_break_levels_as_before_with_the_same_ties(room, data, seed):
    open_ = [t.number for t in room.open_tables()]
    number = data.draw(st.sampled_from(open_))
    broken = room.tables[number]
    # never onto a table that breaks in the same wave (issue 16)
    wave = room.breaking_wave()
    later = set(wave) - {number} if number in wave else set()
    others = [t for t in room.open_tables() if t.number != number and t.number not in later]
    if broken.count > sum(len(t.open_seats()) for t in others):
        return
    result = draws.break_table(room, number, random.Random(seed))
    # the ties are the draw's first calls, as before
    ties_rng = random.Random(seed)
    ties = {t.number: ties_rng.random() for t in others}
    assert counts_of(result.seats) == old_counts(others, broken.count, lambda t: ties[t.number])
    assert not {s.to.table for s in result.seats} & later
    closed = result.room.tables[number]
    assert not closed.is_open and closed.count == 0
    assert {s.player: s.origin for s in result.seats} == {
        p: SeatRef(number, s) for s, p in broken.players().items()
    }
    emptied = room.replaced(
        Table.empty(number, broken.size, reserved=broken.reserved, is_open=False)
    )
    check_seated_once(emptied, result, broken.players().values())
    expected, dealt = old_placement(emptied, result.seats)
    assert result.room == expected
    assert [s.dealt_in for s in result.seats] == dealt


@settings(max_examples=200, deadline=None)
@given(room=rooms(min_open=1), seed=st.integers(0, 2**32))
def test_a_redraw_levels_as_before_with_the_same_ties(room, seed):
    targets = [t.number for t in room.open_tables()]
    players = room.player_count()
    capacity = sum(
        len(Table.empty(1, room.tables[n].size, reserved=room.tables[n].reserved).open_seats())
        for n in targets
    )
    if players > capacity:
        return
    result = draws.redraw(room, random.Random(seed))
    ties_rng = random.Random(seed)
    ties = {n: ties_rng.random() for n in targets}
    emptied = room.replaced(
        *(
            Table.empty(t.number, t.size, reserved=t.reserved, is_open=t.number in targets)
            for t in room.tables.values()
        )
    )
    assert counts_of(result.seats) == old_counts(
        [emptied.tables[n] for n in targets], players, lambda t: ties[t.number]
    )
    check_seated_once(emptied, result, room.seated())
    assert all(s.dealt_in for s in result.seats)
    placed, _ = old_placement(emptied, result.seats)
    expected = placed.replaced(*(placed.tables[n].with_button(result.button) for n in targets))
    assert result.room == expected


# --- every possibility comes up --------------------------------------------------------------


def test_every_seat_and_every_order_comes_up():
    """Two tables of three, five players: table 1 gets three seats, table 2 two of its three
    (in either order); every assignment of players to those seats comes up."""
    room = Room.build([Table.empty(1, 3), Table.empty(2, 3)])
    seen = Counter()
    for seed in range(3000):
        result = draws.seat_new_players(room, list(range(5)), random.Random(seed))
        seen[tuple(sorted((s.player, s.to.table, s.to.seat) for s in result.seats))] += 1
    # 3 choices of table 2's pair of seats x 5! ways to deal the five seats
    assert len(seen) == 3 * 120


def test_a_few_calls_to_the_random_source_for_ten_thousand_players():
    """The seats and the order in one block (the old draw called the source 20,000 times)."""

    class Counting(random.Random):
        calls = 0

        def getrandbits(self, k):
            Counting.calls += 1
            return super().getrandbits(k)

    rng = Counting(1)
    result = draws.initial_draw(Room.of_size(1112, 9, open_tables=0), list(range(10_000)), rng)
    assert result.room.player_count() == 10_000
    # one block, a refill only if rejections used up the block, the button (and its rejections)
    assert Counting.calls <= 6

"""Set-up shared by the seating tests: a ready tournament with players bought in."""

import random

from registration_helpers import PRICE, person, ready, small_structure


def seated_room(services, director, cashier, tid, players, tables, size=6, seed=1):
    """A tournament of ``tables`` tables of ``size`` with ``players`` entries bought and
    seated by the room's draw; returns the entry ids."""
    services.registration.rng = random.Random(seed)
    services.seating.rng = random.Random(seed + 1)
    ready(services, director, tid, tables=tables, structure=small_structure(table_size=size))
    services.registration.open_shift(cashier, tid)
    entries = []
    for n in range(1, players + 1):
        pid = person(services, cashier, n)
        paid = services.registration.buy_entry(cashier, tid, pid, "cash", PRICE)[-1].payload
        entries.append(paid["entry_id"])
    return entries


def check_room(state):
    """The invariants: every living entry has exactly one seat, no table over its size, no
    reserved seat used, the book agrees with the room."""
    room = state.seating.room
    seated = room.seated()
    active = {e.entry_id for e in state.book.active_entries()}
    assert set(seated) == active
    assert sum(t.count for t in room.tables.values()) == len(active)
    for t in room.tables.values():
        assert t.count <= t.size
        if not t.is_open:
            assert t.count == 0
    for entry_id, where in seated.items():
        entry = state.book.entries[entry_id]
        assert (entry.table, entry.seat) == (where.table, where.seat)
    assert state.seating.where == seated
    return room

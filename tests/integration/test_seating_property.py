"""Property through the services: whatever the desk and the floor do (entries, bust-outs,
reserved seats, the engine's steps confirmed), every living player has exactly one seat, no
table holds more than its size, no reserved seat is used by a draw or a move, and once the
floor has confirmed every step the open tables differ by at most one player; a table breaks
as soon as the others can take its players; the final table forms at the rule set's size."""

import random
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from registration_helpers import PRICE, person, ready, small_structure
from seating_helpers import check_room

from tournament_director.domain.balancing import DecisionKind
from tournament_director.domain.errors import Refused
from tournament_director.services import open_services

_TEMPLATE: dict[str, Path] = {}
PEOPLE = 26
TABLES = 4


def template() -> Path:
    if "path" not in _TEMPLATE:
        path = Path(tempfile.mkdtemp()) / "template.sqlite3"
        services = open_services(path)
        director = services.house.create_first_director("Directora", "111111")
        services.house.create_operator(director, "Floor", "floor", "2222")
        cashier = services.house.create_operator(director, "Caja", "cashier", "333333")
        tid = services.tournaments.create(director, "Torneo")
        ready(services, director, tid, tables=TABLES, structure=small_structure(table_size=6))
        for n in range(1, PEOPLE + 1):
            person(services, cashier, n)
        services.registration.open_shift(cashier, tid, 10_000)
        services.clock.start(director, tid)
        services.close()
        _TEMPLATE["path"] = path
    return _TEMPLATE["path"]


commands = st.one_of(
    st.tuples(st.just("buy"), st.integers(1, PEOPLE)),
    st.tuples(st.just("buy"), st.integers(1, PEOPLE)),
    st.tuples(st.just("buy"), st.integers(1, PEOPLE)),
    st.tuples(st.just("eliminate"), st.integers(0, 40)),
    st.tuples(st.just("eliminate"), st.integers(0, 40)),
    st.tuples(st.just("reserve"), st.integers(1, TABLES), st.integers(1, 6)),
    st.tuples(st.just("settle")),
)


def settle(services, floor, director, tid, reserved):
    """Confirm the engine's steps until nothing is pending, checking after each."""
    for _ in range(60):
        decision = services.seating.pending(tid)
        state = services.tournaments.state(tid)
        room = state.seating.room
        open_ = room.open_tables()
        players = sum(t.count for t in open_)
        match decision.kind:
            case DecisionKind.NONE:
                counts = [t.count for t in open_ if t.has_room or t.count]
                playing = [t.count for t in open_]
                if len(playing) > 1:
                    # Within one, except a table whose open seats are all reserved.
                    assert max(playing) - min(counts or playing) <= 1 or any(
                        not t.has_room for t in open_
                    )
                # No table could have broken.
                nxt = room.next_to_break()
                if len(open_) > 1 and nxt is not None and players:
                    others = sum(t.capacity for t in open_ if t.number != nxt.number)
                    assert players > others
                return
            case DecisionKind.BALANCE:
                services.seating.confirm_move(floor, tid, decision.moves[0].player)
            case DecisionKind.BREAK_TABLE:
                services.seating.break_table(floor, tid)
            case DecisionKind.FINAL_TABLE:
                services.seating.redraw(director, tid, "final_table")
                (final,) = services.seating.state(tid).room.open_tables()
                assert final.size == decision.final_table_size == 7
        room = check_room(services.tournaments.state(tid))
        for table, seat in reserved:
            assert room.tables[table].player_at(seat) is None
    raise AssertionError("the engine did not settle")


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(commands, min_size=5, max_size=40), st.integers(0, 2**32))
def test_seating_holds_its_invariants(tmp_path_factory, program, seed):
    path = tmp_path_factory.mktemp("seating") / "t.sqlite3"
    shutil.copy(template(), path)
    services = open_services(path)
    try:
        house = services.house
        director = house.authenticate("Directora", "111111")
        floor = house.authenticate("Floor", "2222")
        cashier = house.authenticate("Caja", "333333")
        (summary,) = services.tournaments.list()
        tid = summary.id
        services.registration.rng = random.Random(seed)
        services.seating.rng = random.Random(seed + 1)
        records = [p.player_id for p in services.players.search("Jugador", limit=100)]
        reserved: set[tuple[int, int]] = set()
        for command in program:
            try:
                match command:
                    case ("buy", n):
                        services.registration.buy_entry(
                            cashier, tid, records[(n - 1) % len(records)], "cash", PRICE
                        )
                    case ("eliminate", k):
                        active = services.registration.book(tid).active_entries()
                        if len(active) > 1:
                            services.registration.eliminate(
                                floor, tid, active[k % len(active)].entry_id
                            )
                    case ("reserve", table, seat):
                        services.seating.reserve_seat(floor, tid, table, seat, "TV")
                        reserved.add((table, seat))
                    case ("settle",):
                        settle(services, floor, director, tid, reserved)
            except Refused:
                pass
            room = check_room(services.tournaments.state(tid))
            for table, seat in reserved:
                assert room.tables[table].player_at(seat) is None
        settle(services, floor, director, tid, reserved)
    finally:
        services.close()

"""Property (issue 6): whatever the floor records out of a room (hands of several players,
withdrawals, disqualifications, hand-for-hand, undo and redo, good and bad input), a
refused command writes nothing, the room stays consistent, the standings can be computed,
and replaying the log (with snapshots and from nothing) gives the live state. The pattern of
test_replay_property.py, on a seated room with the field closed."""

import random
import shutil
import tempfile
from datetime import timedelta
from pathlib import Path

from conftest import FakeClock
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from registration_helpers import PRICE, person, ready, small_structure
from seating_helpers import check_room

from tournament_director.domain.errors import Refused
from tournament_director.services import open_services, tournaments
from tournament_director.services.projection import TournamentProjection

_TEMPLATE: dict[str, Path] = {}
PLAYERS = 7


def template() -> Path:
    """Two tables, seven entries seated, the button drawn, the clock past late registration."""
    if "path" not in _TEMPLATE:
        path = Path(tempfile.mkdtemp()) / "template.sqlite3"
        services = open_services(path, FakeClock())
        director = services.house.create_first_director("Directora", "111111")
        services.house.create_operator(director, "Floor", "floor", "2222")
        services.house.create_operator(director, "Caja", "cashier", "333333")
        tid = services.tournaments.create(director, "Torneo")
        services.registration.rng = random.Random(3)
        ready(services, director, tid, tables=2, structure=small_structure(table_size=6))
        cashier = next(o for o in services.house.operators() if o.role.value == "cashier")
        services.registration.open_shift(cashier, tid)
        for n in range(1, PLAYERS + 1):
            services.registration.buy_entry(
                cashier, tid, person(services, cashier, n), "cash", PRICE
            )
        services.seating.draw_button(director, tid)
        services.clock.start(director, tid)
        services.now.moment += timedelta(hours=3)
        services.clock.close_late_registration_if_due(tid)
        services.close()
        _TEMPLATE["path"] = path
    return _TEMPLATE["path"]


entry = st.integers(1, PLAYERS + 1)  # PLAYERS + 1: not an entry
stack = st.one_of(st.none(), st.integers(-1, 5), st.just(50_000))
commands = st.one_of(
    st.tuples(
        st.just("many"),
        st.integers(0, 1),
        st.lists(st.tuples(entry, stack), max_size=3),
        st.sampled_from([None, "mano 7"]),
    ),
    st.tuples(st.just("withdraw"), st.integers(0, 1), entry, st.sampled_from([0, 1_000, -1])),
    st.tuples(st.just("disqualify"), st.integers(0, 1), entry, st.sampled_from(["", "trampa"])),
    st.tuples(st.just("hand_for_hand"), st.just(0), st.booleans()),
    st.tuples(st.just("hand_done"), st.integers(0, 1)),
    st.tuples(st.just("all_but_one"), st.integers(0, 1), stack),
    st.tuples(st.just("undo"), st.integers(0, 1)),
    st.tuples(st.just("redo"), st.integers(0, 1)),
)


def run(services, actor, tid, command):
    r = services.registration
    match command:
        case ("many", _, outs, hand):
            r.eliminate_many(actor, tid, outs, hand=hand)
        case ("withdraw", _, entry_id, chips):
            r.withdraw(actor, tid, entry_id, chips=chips)
        case ("disqualify", _, entry_id, reason):
            r.disqualify(actor, tid, entry_id, reason)
        case ("hand_for_hand", _, on):
            services.clock.set_hand_for_hand(actor, tid, on)
        case ("hand_done", _):
            services.clock.hand_completed(actor, tid)
        case ("all_but_one", _, chips):
            active = sorted(e.entry_id for e in services.registration.book(tid).active_entries())
            r.eliminate_many(actor, tid, [(e, chips) for e in active[1:]])
        case ("undo", _):
            services.tournaments.undo(actor, tid)
        case ("redo", _):
            services.tournaments.redo(actor, tid)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(commands, max_size=30), st.integers(2, 6))
def test_replay_equals_live_after_eliminations(script, snapshot_every):
    workdir = Path(tempfile.mkdtemp())
    path = workdir / "run.sqlite3"
    shutil.copy(template(), path)
    saved = tournaments.SNAPSHOT_EVERY
    tournaments.SNAPSHOT_EVERY = snapshot_every
    services = open_services(path, FakeClock())
    services.now.moment += timedelta(hours=4)
    try:
        staff = sorted(services.house.operators(), key=lambda o: o.id)[:2]  # director, floor
        tid = services.tournaments.list()[0].id
        for command in script:
            before = len(services.tournaments.events(tid))
            try:
                run(services, staff[command[1]], tid, command)
            except Refused as refusal:
                assert refusal.message != refusal.key
                assert len(services.tournaments.events(tid)) == before
        live = services.tournaments.projection(tid)
        assert services.flush_snapshots(timeout=60)  # written on their own thread
        check_room(live.state)
        standings = services.results.standings(tid)
        book = live.state.book
        assert len(standings.ranking.remaining) == len(book.active_entries()) or (
            standings.over and len(book.active_entries()) == 1
        )
        assert (book.winner is not None) == standings.over
        with services.db.read() as conn:
            assert TournamentProjection.load(conn, tid, services.db.key).state == live.state
        with services.db.write() as conn:
            conn.exec_driver_sql("DELETE FROM snapshots")
        with services.db.read() as conn:
            assert TournamentProjection.load(conn, tid, services.db.key).state == live.state
    finally:
        services.close()
        tournaments.SNAPSHOT_EVERY = saved
        shutil.rmtree(workdir, ignore_errors=True)

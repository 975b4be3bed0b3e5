"""Property: whatever the desk and the floor do (entries of every kind, rebuys, add-ons,
refunds, cancellations, eliminations, absences, undo), every peso and every chip reconciles,
refused commands write nothing, and replaying the log gives the live state."""

import random
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from registration_helpers import PRICE, person, ready

from tournament_director.domain.errors import Refused
from tournament_director.domain.rule_set import CASINO_CLUB
from tournament_director.services import open_services, tournaments
from tournament_director.services.projection import TournamentProjection

_TEMPLATE: dict[str, Path] = {}
PEOPLE = 9


def template() -> Path:
    if "path" not in _TEMPLATE:
        path = Path(tempfile.mkdtemp()) / "template.sqlite3"
        services = open_services(path)
        director = services.house.create_first_director("Directora", "111111")
        floor = services.house.create_operator(director, "Floor", "floor", "2222")
        cashier = services.house.create_operator(director, "Caja", "cashier", "333333")
        tid = services.tournaments.create(director, "Torneo")
        ready(services, director, tid, tables=1)  # 6 seats: the waiting list comes into play
        services.clock.choose_rule_set(director, tid, CASINO_CLUB.name)
        for n in range(1, PEOPLE + 1):
            person(services, floor, n)
        services.registration.open_shift(cashier, tid, 10_000)
        _TEMPLATE["last_seq"] = services.tournaments.state(tid).last_seq
        services.close()
        _TEMPLATE["path"] = path
    return _TEMPLATE["path"]


people = st.integers(1, PEOPLE)
entries = st.integers(1, 12)
methods = st.sampled_from(["cash", "card", "voucher", "satellite", "cheque"])
buys = st.tuples(st.just("buy"), people, methods, st.sampled_from([PRICE, PRICE, PRICE - 1]))
commands = st.one_of(
    buys,
    buys,
    buys,
    buys,
    st.tuples(st.just("rebuy"), entries, st.sampled_from([0, 30_000, 30_001]), methods),
    st.tuples(st.just("add_on"), entries, methods),
    st.tuples(st.just("cancel"), entries),
    st.tuples(st.just("eliminate"), entries),
    st.tuples(st.just("absent"), entries, st.sampled_from(["absent", "arrived", "keep"])),
    st.tuples(st.just("wait"), people),
    st.tuples(st.just("clock"), st.sampled_from(["start", "next", "remove_absent"])),
    st.tuples(st.just("undo")),
)


def run(services, staff, tid, command):
    director, floor, cashier = staff
    r = services.registration
    match command:
        case ("buy", pid, method, amount):
            r.buy_entry(cashier, tid, pid, method, amount)
        case ("rebuy", entry, stack, method):
            r.rebuy(cashier, tid, entry, stack, method, 50_000)
        case ("add_on", entry, method):
            r.add_on(cashier, tid, entry, method, 50_000)
        case ("cancel", entry):
            r.cancel_entry(director, tid, entry, "Devolución pedida")
        case ("eliminate", entry):
            r.eliminate(floor, tid, entry)
        case ("absent", entry, what):
            {"absent": r.mark_absent, "arrived": r.mark_arrived, "keep": r.keep_absent_stack}[what](
                floor, tid, entry
            )
        case ("wait", pid):
            r.join_waiting_list(floor, tid, pid)
        case ("clock", "start"):
            services.clock.start(floor, tid)
        case ("clock", "next"):
            services.clock.next_period(floor, tid)
        case ("clock", "remove_absent"):
            if not r.remove_absent_stacks_if_due(tid):
                raise Refused("note.empty")  # nothing due: nothing written
        case ("undo",):
            # Undo walks back the script's own actions, never the template's set-up.
            target = services.tournaments.projection(tid).history.undo_target()
            if min(target.seqs) <= _TEMPLATE["last_seq"]:
                raise Refused("undo.nothing")
            services.tournaments.undo(director, tid)


def check_books(state):
    book, totals = state.book, state.book.totals
    assert totals.collected == (
        totals.prize_pool + totals.fees + totals.staff_fees + totals.refunded
    )
    assert totals.chips_issued == totals.chips_in_play + totals.chips_removed
    assert sum(totals.by_method.values()) == totals.collected == sum(totals.by_kind.values())
    # Independently of the state's running totals: from the entries and purchases.
    purchases = book.purchases.values()
    assert totals.collected == sum(p.amount for p in purchases)
    assert totals.refunded == sum(p.amount for p in purchases if p.refunded)
    assert totals.chips_issued == sum(e.chips for e in book.entries.values())
    assert totals.chips_removed == sum(e.chips_removed for e in book.entries.values())
    seats = [(e.table, e.seat) for e in book.entries.values() if e.status == "active"]
    assert len(seats) == len(set(seats)) <= 6  # nobody seated twice, no seat twice
    assert len(book.occupied) == len(seats)
    shift_money = sum(sum(book.shift_expected(s).values()) for s in book.shifts)
    opening = sum(s.opening_float for s in book.shifts.values())
    assert shift_money == opening + totals.collected - totals.refunded


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.tuples(st.just("buy"), people, st.sampled_from(["cash", "card"]), st.just(PRICE)),
        min_size=2,
        max_size=8,
        unique_by=lambda c: c[1],
    ),
    st.lists(commands, max_size=40),
    st.integers(2, 9),
    st.integers(0, 2**32),
)
def test_money_and_chips_always_reconcile_and_replay_equals_live(
    first_buys, more, snapshot_every, seed
):
    script = first_buys + more
    workdir = Path(tempfile.mkdtemp())
    path = workdir / "run.sqlite3"
    shutil.copy(template(), path)
    saved = tournaments.SNAPSHOT_EVERY
    tournaments.SNAPSHOT_EVERY = snapshot_every
    services = open_services(path)
    services.registration.rng = random.Random(seed)
    try:
        staff = sorted(services.house.operators(), key=lambda o: o.role.value)
        staff = (staff[1], staff[2], staff[0])  # director, floor, cashier
        tid = services.tournaments.list()[0].id
        for command in script:
            before = len(services.tournaments.events(tid))
            try:
                run(services, staff, tid, command)
            except Refused:
                assert len(services.tournaments.events(tid)) == before
            check_books(services.tournaments.state(tid))
        live = services.tournaments.projection(tid)
        assert services.flush_snapshots(timeout=60)  # written on their own thread
        book = live.state.book
        event(f"purchases: {min(len(book.purchases), 10)}+, refunds: {book.totals.refunded > 0}")
        with services.db.write() as conn:
            assert TournamentProjection.load(conn, tid, services.db.key).state == live.state
            conn.exec_driver_sql("DELETE FROM snapshots")
            assert TournamentProjection.load(conn, tid, services.db.key).state == live.state
    finally:
        services.close()
        tournaments.SNAPSHOT_EVERY = saved
        shutil.rmtree(workdir, ignore_errors=True)

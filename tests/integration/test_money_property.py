"""Property: whatever the desk, the cashiers and the director do with money (purchases by
every method, refunds, shifts opened and closed, prizes paid in cash, by transfer or cheque,
voids, and undo and redo tried at any moment), every peso reconciles:

- collected = prize pool + fees + staff fees + refunded;
- no drawer's expected cash is ever below zero (the drawer rule);
- what the shifts should hold = their floats + money taken - refunds they paid - cash prizes
  they paid;
- undo and redo never move money (domain/money_corrections.py);
- a prize stands paid at most once, and never more than the pool;
- a refused command writes nothing, and replaying the log gives the live state.
"""

import random
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st
from registration_helpers import PRICE, person, ready, small_structure

from tournament_director.domain.errors import Refused
from tournament_director.domain.prize_payments import CASH
from tournament_director.domain.registration import METHODS
from tournament_director.domain.structure import ReEntryPolicy
from tournament_director.services import open_services
from tournament_director.services.projection import TournamentProjection

_TEMPLATE: dict[str, Path] = {}
PEOPLE = 12  # two tables of six: every person can be seated


def template() -> Path:
    """Staff (a director, a floor, a cashier), twelve house players, a tournament ready to
    sell with no late registration (the field closes when play starts)."""
    if "path" not in _TEMPLATE:
        path = Path(tempfile.mkdtemp()) / "template.sqlite3"
        services = open_services(path)
        director = services.house.create_first_director("Directora", "111111")
        services.house.create_operator(director, "Floor", "floor", "2222")
        cashier = services.house.create_operator(director, "Caja", "cashier", "333333")
        tid = services.tournaments.create(director, "Torneo")
        structure = small_structure(
            table_size=6,
            late_registration_until_level=None,
            reduced_stack=None,
            re_entry=ReEntryPolicy(allowed=False),
        )
        ready(services, director, tid, tables=2, structure=structure)
        for n in range(1, PEOPLE + 1):
            person(services, cashier, n)
        services.close()
        _TEMPLATE["path"] = path
    return _TEMPLATE["path"]


people = st.integers(1, PEOPLE)
entries = st.integers(1, PEOPLE + 2)
money_staff = st.sampled_from(["cashier", "director"])
buy_methods = st.sampled_from(["cash", "card", "card", "voucher", "satellite"])
prize_methods = st.sampled_from(["cash", "cash", "transfer", "cheque"])
floats = st.sampled_from([0, 0, 50_000, 150_000])
pays = st.tuples(st.just("pay"), entries, prize_methods, money_staff)
commands = st.one_of(
    st.tuples(st.just("buy"), people, buy_methods, money_staff),
    st.tuples(st.just("buy"), people, buy_methods, money_staff),
    st.tuples(st.just("buy"), people, buy_methods, money_staff),
    st.tuples(st.just("cancel"), entries),
    st.tuples(st.just("open"), money_staff, floats),
    st.tuples(st.just("close"), money_staff),
    st.tuples(st.just("start")),
    st.tuples(st.just("out"), entries),
    st.tuples(st.just("out"), entries),
    st.tuples(st.just("out"), entries),
    pays,
    pays,
    pays,
    st.tuples(st.just("void"), st.integers(1, 4)),
    st.tuples(st.just("undo"), money_staff),
    st.tuples(st.just("undo"), money_staff),
    st.tuples(st.just("redo"), money_staff),
)


def run(services, staff, tid, command) -> None:
    r, results = services.registration, services.results
    match command:
        case ("buy", pid, method, who):
            r.buy_entry(staff[who], tid, pid, method, PRICE)
        case ("cancel", entry):
            r.cancel_entry(staff["director"], tid, entry, "Devolución pedida")
        case ("open", who, opening_float):
            r.open_shift(staff[who], tid, opening_float)
        case ("close", who):
            shift = r.book(tid).open_shift_of(staff[who].id)
            if shift is None:
                raise Refused("shift.none_open")
            r.close_shift(
                staff[who], tid, shift.shift_id, r.book(tid).shift_expected(shift.shift_id)
            )
        case ("start",):
            services.clock.start(staff["floor"], tid)
        case ("out", n):
            # The n-th player still in (the floor busts players who are playing).
            active = r.book(tid).active_entries()
            entry = active[n % len(active)].entry_id if active else n
            r.eliminate(staff["floor"], tid, entry)
        case ("pay", n, method, who):
            # The n-th place with a prize not paid yet (any entry when there is none).
            due_rows = [row for row in results.rows(tid) if row.due and not row.paid]
            entry = due_rows[n % len(due_rows)].entry_id if due_rows else n
            due = results.prize_due(tid, entry)
            reference = "" if method == CASH else "REF 1"
            results.pay_prize(staff[who], tid, entry, method, due, reference)
        case ("void", payment):
            results.void_payment(staff["director"], tid, payment, "pagado por error")
        case ("undo", who):
            services.tournaments.undo(staff[who], tid, "corrección")
        case ("redo", who):
            services.tournaments.redo(staff[who], tid)


def money(state) -> tuple:
    """Every figure of money moved in the state: what undo and redo must leave alone. A
    shift's float is not money moved (opening a shift by mistake is undone while nothing has
    gone through its drawer), so each shift counts by what went in and out of it."""
    book = state.book
    moved = {}
    for shift_id, shift in book.shifts.items():
        expected = book.shift_expected(shift_id)
        expected["cash"] -= shift.opening_float
        if any(expected.values()):
            moved[shift_id] = expected
    return book.totals.collected, book.totals.refunded, state.prizes.total_paid, moved


def check_money(state) -> None:
    book, totals = state.book, state.book.totals
    assert totals.collected == (
        totals.prize_pool + totals.fees + totals.staff_fees + totals.refunded
    )
    purchases = book.purchases.values()
    assert totals.collected == sum(p.amount for p in purchases)
    assert totals.refunded == sum(p.amount for p in purchases if p.refunded)
    # The drawer rule: no drawer ever owes cash.
    for shift_id in book.shifts:
        assert book.drawer_cash(shift_id) >= 0, (shift_id, book.shift_expected(shift_id))
    # What the shifts should hold, from the purchases, refunds and prizes themselves.
    held = sum(sum(book.shift_expected(s).values()) for s in book.shifts)
    floats = sum(s.opening_float for s in book.shifts.values())
    refunds = sum(p.amount for p in purchases if p.refunded and p.refund_shift_id is not None)
    cash_prizes = sum(
        p.amount for p in state.prizes.standing() if p.method == CASH and p.shift_id is not None
    )
    assert held == floats + totals.collected - refunds - cash_prizes
    assert all(set(book.shift_expected(s)) == set(METHODS) for s in book.shifts)
    # A prize paid at most once, never more than the pool.
    paid = [p.entry_id for p in state.prizes.standing()]
    assert len(paid) == len(set(paid))
    assert state.prizes.total_paid <= totals.prize_pool


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    phases=[Phase.generate, Phase.shrink],  # the explain phase takes minutes here
)
@given(
    st.lists(
        st.tuples(st.just("buy"), people, buy_methods, st.just("cashier")),
        min_size=4,
        max_size=10,
        unique_by=lambda c: c[1],
    ),
    st.lists(commands, max_size=45),
    st.booleans(),
    st.integers(1, 4),
    st.lists(pays, max_size=4),
    st.integers(0, 2**32),
)
def test_money_reconciles_and_no_drawer_goes_below_zero(
    first_buys, more, start_early, left, pays, seed
):
    workdir = Path(tempfile.mkdtemp())
    path = workdir / "run.sqlite3"
    shutil.copy(template(), path)
    services = open_services(path)
    services.registration.rng = random.Random(seed)
    services.seating.rng = random.Random(seed + 1)
    try:
        staff = {o.role.value: o for o in services.house.operators()}
        tid = services.tournaments.list()[0].id
        # The cashier's shift, with a small float: cash prizes soon outrun the drawer.
        services.registration.open_shift(staff["cashier"], tid, 20_000)
        # Half the runs start play at once and bust players out until ``left`` are still in,
        # so prizes come due.
        busts = len(first_buys) - left
        played = [("start",), *[("out", 0)] * busts, *pays] if start_early else []
        script = [*first_buys, *played, *more]
        for command in script:
            before_events = len(services.tournaments.events(tid))
            before = money(services.tournaments.state(tid))
            try:
                run(services, staff, tid, command)
            except Refused as refusal:
                assert len(services.tournaments.events(tid)) == before_events
                if command[0] in ("undo", "redo"):
                    event(f"{command[0]} refused: {refusal.key}")
            else:
                if command[0] in ("undo", "redo"):
                    assert money(services.tournaments.state(tid)) == before
            check_money(services.tournaments.state(tid))
        live = services.tournaments.projection(tid)
        event(f"prizes paid: {min(len(live.state.prizes.standing()), 3)}+")
        with services.db.write() as conn:
            assert TournamentProjection.load(conn, tid, services.db.key).state == live.state
            conn.exec_driver_sql("DELETE FROM snapshots")
            assert TournamentProjection.load(conn, tid, services.db.key).state == live.state
    finally:
        services.close()
        shutil.rmtree(workdir, ignore_errors=True)

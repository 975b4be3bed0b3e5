"""Property: the payout figures kept on the state (`payout_state.current`, kept until what
they are made of changes, not at every event) are always those worked out afresh from the
state, whatever the desk, the floor and the director do: purchases, refunds, bust-outs,
notes, added money, a guarantee, the pool fixed, another payout structure or rounding unit,
undo and redo. The book's counts of entries still in and purchases refunded, kept as it folds
its events, are those counted afresh."""

import random
import shutil
import tempfile
from dataclasses import fields
from pathlib import Path

from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st
from registration_helpers import PRICE, person, ready, small_structure

from tournament_director.domain import payout_state as ps
from tournament_director.domain.errors import Refused
from tournament_director.domain.payouts import standard_table
from tournament_director.domain.registration import ACTIVE
from tournament_director.services import open_services

_TEMPLATE: dict[str, Path] = {}
PEOPLE = 12


def template() -> Path:
    """Staff, twelve house players, a tournament ready to sell, a cashier's shift open."""
    if "path" not in _TEMPLATE:
        path = Path(tempfile.mkdtemp()) / "template.sqlite3"
        services = open_services(path)
        director = services.house.create_first_director("Directora", "111111")
        services.house.create_operator(director, "Floor", "floor", "2222")
        cashier = services.house.create_operator(director, "Caja", "cashier", "333333")
        tid = services.tournaments.create(director, "Torneo")
        ready(services, director, tid, tables=2, structure=small_structure(table_size=6))
        for n in range(1, PEOPLE + 1):
            person(services, cashier, n)
        services.registration.open_shift(cashier, tid, 500_000)
        services.close()
        _TEMPLATE["path"] = path
    return _TEMPLATE["path"]


STRUCTURES = [
    ps.PayoutStructure(ps.TABLE, standard_table()),
    ps.PayoutStructure(ps.GENERATOR, None, 2),
    ps.PayoutStructure(ps.GENERATOR, None, 3, unit=1_000),
]
people = st.integers(1, PEOPLE)
entries = st.integers(0, 20)
commands = st.one_of(
    st.tuples(st.just("buy"), people),
    st.tuples(st.just("buy"), people),
    st.tuples(st.just("buy"), people),
    st.tuples(st.just("cancel"), entries),
    st.tuples(st.just("out"), entries),
    st.tuples(st.just("out"), entries),
    st.tuples(
        st.just("note"),
    ),
    st.tuples(
        st.just("start"),
    ),
    st.tuples(st.just("added"), st.sampled_from([0, 50_000, 120_000])),
    st.tuples(st.just("guarantee"), st.sampled_from([0, 500_000, 2_000_000])),
    st.tuples(
        st.just("fix"),
    ),
    st.tuples(st.just("structure"), st.integers(0, len(STRUCTURES) - 1)),
    st.tuples(
        st.just("undo"),
    ),
    st.tuples(
        st.just("redo"),
    ),
)


def run(services, staff, tid, command) -> None:
    r, pay = services.registration, services.payouts
    director = staff["director"]
    match command:
        case ("buy", pid):
            r.buy_entry(staff["cashier"], tid, pid, "cash", PRICE)
        case ("cancel", n):
            book = r.book(tid)
            ids = list(book.entries)
            r.cancel_entry(director, tid, ids[n % len(ids)] if ids else 1, "Devolución")
        case ("out", n):
            active = r.book(tid).active_entries()
            entry = active[n % len(active)].entry_id if active else n
            r.eliminate(staff["floor"], tid, entry)
        case ("note",):
            services.tournaments.add_note(staff["floor"], tid, "cambio de baraja")
        case ("start",):
            services.clock.start(staff["floor"], tid)
        case ("added", amount):
            pay.set_added_money(director, tid, amount)
        case ("guarantee", amount):
            pay.set_guarantee(director, tid, amount)
        case ("fix",):
            pay.fix_prize_pool(director, tid)
        case ("structure", n):
            pay.choose_structure(director, tid, STRUCTURES[n])
        case ("undo",):
            services.tournaments.undo(director, tid, "corrección")
        case ("redo",):
            services.tournaments.redo(director, tid)


def same(kept: ps.PayoutFigures, fresh: ps.PayoutFigures) -> None:
    for field in fields(ps.PayoutFigures):
        a, b = getattr(kept, field.name), getattr(fresh, field.name)
        if field.name == "problem":  # a refusal is an exception: equal by its words
            assert (a is None) == (b is None)
            if a is not None:
                assert (a.key, a.message) == (b.key, b.message)
        else:
            assert a == b, field.name


@settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    phases=[Phase.generate, Phase.shrink],
)
@given(
    st.lists(st.tuples(st.just("buy"), people), min_size=3, max_size=8, unique_by=lambda c: c[1]),
    st.lists(commands, min_size=5, max_size=40),
    st.integers(0, 2**32),
)
def test_kept_payout_figures_are_always_the_fresh_ones(first_buys, more, seed):
    workdir = Path(tempfile.mkdtemp())
    path = workdir / "run.sqlite3"
    shutil.copy(template(), path)
    services = open_services(path)
    services.registration.rng = random.Random(seed)
    services.seating.rng = random.Random(seed + 1)
    try:
        staff = {o.role.value: o for o in services.house.operators()}
        tid = services.tournaments.list()[0].id
        for command in [*first_buys, *more]:
            try:
                run(services, staff, tid, command)
            except Refused as refusal:
                event(f"{command[0]} refused: {refusal.key}")
            else:
                event(f"{command[0]} done")
            state = services.tournaments.state(tid)
            # The book's counts, kept as it folds its events, are those counted afresh.
            book = state.book
            assert book.active_count == sum(e.status == ACTIVE for e in book.entries.values())
            assert book.refunded_count == sum(p.refunded for p in book.purchases.values())
            kept = ps.current(state)
            same(kept, ps._figures(state, None))
            assert ps.current(state) is kept  # asked again: the same figures
    finally:
        services.close()
        shutil.rmtree(workdir, ignore_errors=True)

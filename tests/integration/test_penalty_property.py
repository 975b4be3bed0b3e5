"""Properties of penalties through the services (ADTP 68-B, 68-C): whatever the floor does in
whatever order (penalties of any kind, hands played at any table, penalties marked served,
players moved or out, undo), hands left are never below zero nor above the hands given; a
hand counts one down exactly for the player serving at that table (his oldest penalty); a
move carries the rest unchanged; a penalty served or ended never comes back except by undo,
and undo puts the penalties back exactly as they stood; a refused command writes nothing;
replaying the log gives the live state."""

from __future__ import annotations

import copy
import random
import shutil
import tempfile
from pathlib import Path

from conftest import FakeClock
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from registration_helpers import PRICE, person, ready, small_structure

from tournament_director.domain import penalties as domain
from tournament_director.domain.errors import Refused
from tournament_director.domain.room import SeatRef
from tournament_director.services import open_services, tournaments
from tournament_director.services.projection import TournamentProjection

_TEMPLATE: dict[str, Path] = {}
TABLES, PLAYERS = 3, 14
ACTIONS = ["penalize"] * 4 + ["hand"] * 6 + ["served", "move", "out", "undo", "undo"]


def template() -> Path:
    """Three tables of 6 with 14 entries seated, the clock started."""
    if "path" not in _TEMPLATE:
        path = Path(tempfile.mkdtemp()) / "template.sqlite3"
        services = open_services(path, FakeClock())
        director = services.house.create_first_director("Directora", "111111")
        cashier = services.house.create_operator(director, "Caja", "cashier", "333333")
        tid = services.tournaments.create(director, "Torneo")
        services.registration.rng = random.Random(5)
        ready(services, director, tid, tables=TABLES, structure=small_structure(table_size=6))
        services.registration.open_shift(cashier, tid)
        for n in range(1, PLAYERS + 1):
            services.registration.buy_entry(
                cashier, tid, person(services, cashier, n), "cash", PRICE
            )
        services.clock.start(director, tid)
        services.close()
        _TEMPLATE["path"] = path
    return _TEMPLATE["path"]


def snapshot(services, tid) -> dict[int, domain.Penalty]:
    return copy.deepcopy(services.tournaments.state(tid).penalties.items)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(8, 30), st.integers(2, 6))
def test_hands_left_never_below_zero_and_served_never_comes_back(data, steps, snapshot_every):
    workdir = Path(tempfile.mkdtemp())
    path = workdir / "run.sqlite3"
    shutil.copy(template(), path)
    saved = tournaments.SNAPSHOT_EVERY
    tournaments.SNAPSHOT_EVERY = snapshot_every
    services = open_services(path, FakeClock())
    try:
        director = next(o for o in services.house.operators() if o.role.value == "director")
        tid = services.tournaments.list()[0].id
        history: list[dict[int, domain.Penalty]] = []  # before each action of ours
        for _ in range(steps):
            state = services.tournaments.state(tid)
            before = snapshot(services, tid)
            where = dict(state.seating.where)
            action = data.draw(st.sampled_from(ACTIONS))
            events_before = len(services.tournaments.events(tid))
            try:
                if action == "penalize":
                    entry = data.draw(st.sampled_from(sorted(where)))
                    kind = data.draw(st.sampled_from(["warning", "hands", "orbits", None]))
                    count = {
                        "hands": data.draw(st.integers(-1, 6)),
                        "orbits": data.draw(st.integers(0, 5)),
                    }.get(kind)
                    services.penalties.penalize(
                        director, tid, entry, "abuse", kind, count, reason="Motivo"
                    )
                elif action == "hand":
                    table = data.draw(st.integers(1, TABLES + 1))
                    services.penalties.hand_done(director, tid, table)
                    after = snapshot(services, tid)
                    counted: set[int] = set()
                    for pid, p in before.items():
                        now = after[pid]
                        sits = where.get(p.entry_id)
                        here = sits is not None and sits.table == table
                        if p.status == domain.SERVING and here and p.entry_id not in counted:
                            counted.add(p.entry_id)  # the oldest penalty of his counts
                            assert now.hands_left == p.hands_left - 1
                            assert now.status == ("served" if now.hands_left == 0 else "serving")
                        else:
                            assert now == p
                elif action == "served":
                    ids = sorted(before) or [999]
                    services.penalties.mark_served(director, tid, data.draw(st.sampled_from(ids)))
                elif action == "move":
                    entry = data.draw(st.sampled_from(sorted(where)))
                    room = state.seating.room
                    free = [
                        SeatRef(t.number, s) for t in room.open_tables() for s in t.open_seats()
                    ]
                    services.seating.move(
                        director, tid, entry, data.draw(st.sampled_from(free)), "Equilibrio"
                    )
                    after = snapshot(services, tid)
                    assert after == before  # a move carries the rest, unchanged
                elif action == "out":
                    if len(where) <= 3:
                        continue
                    entry = data.draw(st.sampled_from(sorted(where)))
                    services.registration.eliminate(director, tid, entry)
                else:
                    if not history:
                        continue
                    services.tournaments.undo(director, tid)
                    assert snapshot(services, tid) == history.pop()
                    continue
            except Refused:
                assert len(services.tournaments.events(tid)) == events_before
                assert snapshot(services, tid) == before
                continue
            history.append(before)
            after = snapshot(services, tid)
            for pid, p in after.items():
                assert 0 <= p.hands_left <= p.hands
                old = before.get(pid)
                if old is not None and old.status != domain.SERVING:
                    assert p.status == old.status  # served or ended: never back but by undo
            assert set(before) <= set(after)
        live = services.tournaments.state(tid)
        assert services.flush_snapshots(timeout=60)  # written on their own thread
        with services.db.read() as conn:
            replayed = TournamentProjection.load(conn, tid, services.db.key).state
        assert replayed.penalties == live.penalties
    finally:
        services.close()
        tournaments.SNAPSHOT_EVERY = saved
        shutil.rmtree(workdir, ignore_errors=True)

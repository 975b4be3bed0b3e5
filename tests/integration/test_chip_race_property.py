"""Property (ADTP 24, through the services): whatever odd chips the floor types at whatever
tables, with cards typed or drawn and players left with nothing else, the chips in play
change by exactly the chips awarded plus the protection chips minus the odd value removed,
nobody is raced out, a player wins at most one chip, a refused race writes nothing, undo
puts the chips in play back exactly, and replaying the log gives the live state."""

import random
import shutil
import tempfile
from datetime import timedelta
from pathlib import Path

from conftest import FakeClock
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from registration_helpers import PRICE, person, ready, small_structure

from tournament_director.domain.chip_race import FULL_DECK
from tournament_director.domain.errors import Refused
from tournament_director.services import open_services, tournaments
from tournament_director.services.projection import TournamentProjection

_TEMPLATE: dict[str, Path] = {}
TABLES, PLAYERS = 3, 14


def template() -> Path:
    """Three tables of 6, 14 entries seated, the clock paused at the colour-up break after
    level 2 (the 25s come off for 100s)."""
    if "path" not in _TEMPLATE:
        path = Path(tempfile.mkdtemp()) / "template.sqlite3"
        services = open_services(path, FakeClock())
        director = services.house.create_first_director("Directora", "111111")
        services.house.create_operator(director, "Floor", "floor", "2222")
        cashier = services.house.create_operator(director, "Caja", "cashier", "333333")
        tid = services.tournaments.create(director, "Torneo")
        services.registration.rng = random.Random(5)
        services.seating.rng = random.Random(6)
        ready(services, director, tid, tables=TABLES, structure=small_structure(table_size=6))
        services.registration.open_shift(cashier, tid)
        for n in range(1, PLAYERS + 1):
            services.registration.buy_entry(
                cashier, tid, person(services, cashier, n), "cash", PRICE
            )
        services.clock.start(director, tid)
        services.clock.jump(director, tid, 2)
        services.clock.pause(director, tid)
        services.close()
        _TEMPLATE["path"] = path
    return _TEMPLATE["path"]


#: Now and then a race is spoiled: a seat with a whole chip's worth (4 of 25 for 100), a
#: negative count, a seat the table does not have, or a table the room does not have.
SPOILS = [None] * 8 + ["whole", "negative", "no_seat", "no_table"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(1, 6), st.integers(2, 5))
def test_chips_in_play_change_exactly_and_nobody_is_raced_out(data, races, snapshot_every):
    workdir = Path(tempfile.mkdtemp())
    path = workdir / "run.sqlite3"
    shutil.copy(template(), path)
    saved = tournaments.SNAPSHOT_EVERY
    tournaments.SNAPSHOT_EVERY = snapshot_every
    services = open_services(path, FakeClock())
    services.now.moment += timedelta(hours=1)
    services.chip_races.rng = random.Random(data.draw(st.integers(0, 2**32)))
    try:
        floor = next(o for o in services.house.operators() if o.role.value == "floor")
        tid = services.tournaments.list()[0].id
        expected_change = 0
        for _ in range(races):
            spoil = data.draw(st.sampled_from(SPOILS))
            table = TABLES + 1 if spoil == "no_table" else data.draw(st.integers(1, TABLES))
            room = services.seating.state(tid).room
            seated = sorted(room.tables[table].players()) if table in room.tables else [1]
            odd = {seat: data.draw(st.integers(0, 3)) for seat in seated}
            chosen = data.draw(st.sampled_from(seated))
            if spoil in ("whole", "negative"):
                odd[chosen] = 4 if spoil == "whole" else -1
            elif spoil == "no_seat":
                odd[7] = 1
            holding = [seat for seat in seated if odd[seat] > 0] or seated  # now and then none
            bare = data.draw(st.sets(st.sampled_from(holding), max_size=3))
            drawn, undo = data.draw(st.booleans()), data.draw(st.booleans())
            shuffle = data.draw(st.integers(0, 2**32))
            start = services.chips.totals(tid).chips_in_play
            written = len(services.tournaments.events(tid))
            deck = list(FULL_DECK)
            random.Random(shuffle).shuffle(deck)
            cards = None
            if not drawn:
                cards = {
                    seat: [str(deck.pop()) for _ in range(max(n, 0))] for seat, n in odd.items()
                }
            try:
                recorded = services.chip_races.record_chip_race(
                    floor, tid, table, odd, cards, draw=drawn, no_other_chips=bare
                )
            except Refused as refusal:
                assert refusal.message != refusal.key
                assert len(services.tournaments.events(tid)) == written
                assert services.chips.totals(tid).chips_in_play == start
                continue
            p = recorded[0].payload
            change = p["awarded_value"] + p["protected_value"] - p["odd_value_removed"]
            assert p["total_change"] == change
            assert services.chips.totals(tid).chips_in_play == start + change
            assert p["odd_value_removed"] == 25 * sum(n for n in odd.values() if n > 0)
            assert p["awarded_value"] == 100 * len(p["winners"])
            won = [w["seat"] for w in p["winners"]]
            assert len(won) == len(set(won))  # at most one chip a player
            assert len(won) == min(p["chips_raced"], len(p["seats"]))
            protected = {row["seat"] for row in p["protected"]}
            assert protected == set(bare) - set(won)  # nobody raced out
            assert all(row["value"] == 100 for row in p["protected"])
            if undo:
                services.tournaments.undo(floor, tid)
                assert services.chips.totals(tid).chips_in_play == start
            else:
                expected_change += change
        totals = services.chips.totals(tid)
        assert -totals.chips_raced == expected_change
        assert totals.chips_in_play == totals.chips_issued - totals.chips_removed + expected_change
        live = services.tournaments.projection(tid)
        assert services.flush_snapshots(timeout=60)  # written on their own thread
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

"""The clock on a player through the services (ADTP 29; Casino Club "Tiempo para actuar"):
several clocks at once at different tables, one at a time per table, outcomes recorded with
who called and who recorded them, undo and redo, the rule set's numbers taken at the call,
refusals in words that write nothing, and a replay equal to the live state."""

from __future__ import annotations

from datetime import timedelta

import pytest
from seating_helpers import seated_room

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.services import open_services


@pytest.fixture
def room(services, director, cashier, tournament):
    """Two tables of 6 with 10 players, the clock started (level 1)."""
    seated_room(services, director, cashier, tournament, players=10, tables=2)
    services.clock.start(director, tournament)
    return tournament


def seats(services, tid, table) -> dict[int, int]:
    """seat -> entry at ``table``."""
    return services.seating.state(tid).room.tables[table].players()


def wait(services, seconds: float) -> None:
    services.now.moment += timedelta(seconds=seconds)


def count(services, tid) -> int:
    return len(services.tournaments.events(tid))


def refused(services, tid, command, *args, **kwargs) -> Refused:
    """The command is refused and nothing is written."""
    before = count(services, tid)
    with pytest.raises(Refused) as caught:
        command(*args, **kwargs)
    assert count(services, tid) == before
    return caught.value


def test_a_clock_is_anchored_and_read_from_the_record(services, floor, room):
    seat, entry = next(iter(seats(services, room, 1).items()))
    recorded = services.player_clocks.call(floor, room, 1, seat, on_display=True)
    assert [e.type for e in recorded] == ["PlayerClockCalled"]
    p = recorded[0].payload
    assert (p["table"], p["seat"], p["entry_id"]) == (1, seat, entry)
    assert (p["total_seconds"], p["countdown_seconds"], p["rule"]) == (30, 5, "ADTP 29")
    assert p["on_display"] and p["check_when_no_bet"]
    assert recorded[0].operator_name == "Floor Luis"  # who called it
    started = recorded[0].recorded_at
    (reading,) = services.player_clocks.active(room, started + timedelta(seconds=12.3))
    assert (reading.time_left_s, reading.in_countdown, reading.expired) == (18, False, False)
    (reading,) = services.player_clocks.active(room, started + timedelta(seconds=26))
    assert reading.in_countdown and reading.time_left_s == 4
    (reading,) = services.player_clocks.active(room, started + timedelta(seconds=30))
    assert reading.expired  # and it stays, to be resolved by the floor


def test_several_clocks_at_once_at_different_tables_one_per_table(services, floor, director, room):
    one, two = list(seats(services, room, 1)), list(seats(services, room, 2))
    services.player_clocks.call(floor, room, 1, one[0])
    wait(services, 4)
    services.player_clocks.call(director, room, 2, two[1])
    readings = services.player_clocks.active(room)
    assert [(r.clock.table, r.clock.seat) for r in readings] == [(1, one[0]), (2, two[1])]
    assert [r.time_left_s for r in readings] == [26, 30]
    # one player acts at a time at a table: another seat at table 1 is refused in words
    busy = refused(services, room, services.player_clocks.call, floor, room, 1, one[1])
    assert busy.key == "player_clock.table_busy"
    name = (
        services.tournaments.state(room)
        .players[
            services.tournaments.state(room)
            .book.entries[seats(services, room, 1)[one[0]]]
            .player_id
        ]
        .name
    )
    assert f"asiento {one[0]}, {name}, quedan 0:26" in busy.message
    # the same seat too
    assert refused(services, room, services.player_clocks.call, floor, room, 1, one[0]).key == (
        "player_clock.table_busy"
    )
    # expired without an outcome: still the table's clock, said so
    wait(services, 30)
    expired = refused(services, room, services.player_clocks.call, floor, room, 1, one[1])
    assert expired.key == "player_clock.table_busy_expired"


def test_outcomes_recorded_with_who_recorded_them(services, floor, director, room):
    one, two = list(seats(services, room, 1)), list(seats(services, room, 2))
    first = services.player_clocks.call(floor, room, 1, one[0])[0].payload["clock_id"]
    second = services.player_clocks.call(floor, room, 2, two[0])[0].payload["clock_id"]
    wait(services, 10)
    done = services.player_clocks.record_outcome(director, room, first, "acted")
    assert done[0].type == "PlayerClockOutcome"
    assert done[0].payload["outcome"] == "acted"
    assert 19_000 < done[0].payload["time_left_ms"] <= 20_000
    clock = services.player_clocks.clock(room, first)
    assert (clock.outcome, clock.called_by, clock.outcome_by) == (
        "acted",
        "Floor Luis",
        "Directora Ana",
    )
    assert [r.clock.clock_id for r in services.player_clocks.active(room)] == [second]
    # table 1 is free again
    services.player_clocks.call(floor, room, 1, one[1])
    # hand dead only once the time is up (ADTP 29: "si ... expira el tiempo")
    early = refused(
        services, room, services.player_clocks.record_outcome, floor, room, second, "hand_dead"
    )
    assert early.key == "player_clock.not_expired"
    assert "quedan 0:20 (ADTP 29)" in early.message
    wait(services, 21)
    dead = services.player_clocks.record_outcome(floor, room, second, "hand_dead")
    assert dead[0].payload["time_left_ms"] == 0
    # a clock already ended is refused, with its outcome in words
    again = refused(
        services, room, services.player_clocks.record_outcome, floor, room, second, "acted"
    )
    assert again.key == "player_clock.already_resolved"
    assert "mano muerta" in again.message


def test_checked_and_withdrawn(services, floor, room):
    one, two = list(seats(services, room, 1)), list(seats(services, room, 2))
    a = services.player_clocks.call(floor, room, 1, one[0])[0].payload["clock_id"]
    b = services.player_clocks.call(floor, room, 2, two[0])[0].payload["clock_id"]
    services.player_clocks.record_outcome(floor, room, b, "withdrawn")  # at any moment
    wait(services, 30)
    services.player_clocks.record_outcome(floor, room, a, "checked")  # no bet to face
    outcomes = {
        c.clock_id: c.outcome
        for c in services.tournaments.state(room).player_clocks.clocks.values()
    }
    assert outcomes == {a: "checked", b: "withdrawn"}
    # acted in time, even recorded after the end: in doubt, in favour of the player
    c = services.player_clocks.call(floor, room, 1, one[1])[0].payload["clock_id"]
    wait(services, 45)
    services.player_clocks.record_outcome(floor, room, c, "acted")


def test_casino_club_thirty_seconds_last_ten_and_no_check(services, floor, director, room):
    services.clock.choose_rule_set(director, room, "casino-club")
    seat = next(iter(seats(services, room, 1)))
    p = services.player_clocks.call(floor, room, 1, seat)[0].payload
    assert (p["total_seconds"], p["countdown_seconds"]) == (30, 10)
    assert p["rule"] == "Casino Club «Tiempo para actuar»" and not p["check_when_no_bet"]
    # the numbers are the call's: a later change of the rules leaves a running clock alone
    services.clock.choose_rule_set(director, room, "adtp-2018")
    (reading,) = services.player_clocks.active(room, services.now() + timedelta(seconds=21))
    assert reading.in_countdown and reading.time_left_s == 9
    wait(services, 31)
    no_check = refused(
        services, room, services.player_clocks.record_outcome, floor, room, p["clock_id"],
        "checked",
    )  # fmt: skip
    assert no_check.key == "player_clock.no_check"
    assert no_check.message.startswith("Casino Club «Tiempo para actuar»: vencido el tiempo")
    services.player_clocks.record_outcome(floor, room, p["clock_id"], "hand_dead")


def test_undo_and_redo(services, floor, room):
    seat = next(iter(seats(services, room, 1)))
    clock_id = services.player_clocks.call(floor, room, 1, seat)[0].payload["clock_id"]
    services.player_clocks.record_outcome(floor, room, clock_id, "acted")
    assert services.player_clocks.active(room) == []
    services.tournaments.undo(floor, room)  # the outcome: the clock runs again
    (reading,) = services.player_clocks.active(room)
    assert reading.clock.clock_id == clock_id and reading.clock.outcome is None
    services.tournaments.undo(floor, room)  # the call: no clock at all
    assert services.player_clocks.active(room) == []
    assert services.tournaments.state(room).player_clocks.clocks == {}
    refused(services, room, services.player_clocks.record_outcome, floor, room, clock_id, "acted")
    services.tournaments.redo(floor, room)
    assert [r.clock.clock_id for r in services.player_clocks.active(room)] == [clock_id]
    # a new call after an undone one takes the next number
    services.player_clocks.record_outcome(floor, room, clock_id, "withdrawn")
    other = services.player_clocks.call(floor, room, 1, seat)[0].payload["clock_id"]
    assert other == clock_id + 1


def test_who_asked_for_it(services, floor, room):
    at_table = seats(services, room, 1)
    (seat, entry), (_, asker) = list(at_table.items())[:2]
    p = services.player_clocks.call(floor, room, 1, seat, requested_by_entry=asker)[0].payload
    assert p["requested_by_entry"] == asker
    services.player_clocks.record_outcome(floor, room, p["clock_id"], "withdrawn")
    himself = refused(
        services, room, services.player_clocks.call, floor, room, 1, seat, requested_by_entry=entry
    )
    assert himself.key == "player_clock.requester_is_player"
    nobody = refused(
        services, room, services.player_clocks.call, floor, room, 1, seat, requested_by_entry=999
    )
    assert nobody.key == "player_clock.requester_not_in_play"


def test_refusals_in_words_write_nothing(services, floor, cashier, director, room):
    occupied = seats(services, room, 1)
    empty = next(s for s in range(1, 7) if s not in occupied)
    call = services.player_clocks.call
    cases = [
        ((floor, room, 1, empty), "player_clock.seat_empty", "Nadie está sentado en la mesa 1"),
        ((floor, room, 1, 9), "room.bad_seat", "La mesa 1 no tiene asiento 9 (tiene 6)."),
        ((floor, room, 8, 1), "room.unknown_table", "No existe la mesa 8."),
        ((cashier, room, 1, next(iter(occupied))), "operator.not_allowed", "no puede pedir tiempo"),
    ]
    for args, key, words in cases:
        got = refused(services, room, call, *args)
        assert got.key == key and words in got.message, got.message
    assert (
        refused(services, room, services.player_clocks.record_outcome, floor, room, 77, "acted").key
        == "player_clock.unknown"
    )
    seat = next(iter(occupied))
    clock_id = call(floor, room, 1, seat)[0].payload["clock_id"]
    bad = refused(services, room, services.player_clocks.record_outcome, floor, room, clock_id, "x")
    assert bad.key == "player_clock.bad_outcome"
    services.player_clocks.record_outcome(floor, room, clock_id, "withdrawn")
    # the tournament's clock paused: play is stopped
    services.clock.pause(director, room)
    paused = refused(services, room, call, floor, room, 1, seat)
    assert paused.key == "player_clock.paused"
    i18n.set_language("en")
    try:
        assert "Resume the clock" in paused.message
    finally:
        i18n.set_language("es")


def test_not_before_the_clock_starts(services, director, cashier, floor, tournament):
    seated_room(services, director, cashier, tournament, players=4, tables=1)
    seat = next(iter(seats(services, tournament, 1)))
    got = refused(services, tournament, services.player_clocks.call, floor, tournament, 1, seat)
    assert got.key == "player_clock.not_started"


def test_a_restart_reads_the_same_clocks(services, floor, room, db_path):
    one, two = list(seats(services, room, 1)), list(seats(services, room, 2))
    services.player_clocks.call(floor, room, 1, one[0])
    wait(services, 7)
    services.player_clocks.call(floor, room, 2, two[0], on_display=True)
    later = services.now() + timedelta(seconds=20)
    live = services.tournaments.state(room)
    shown = [(r.clock.clock_id, r.time_left_ms) for r in services.player_clocks.active(room, later)]
    reopened = open_services(db_path, services.now)
    try:
        replayed = reopened.tournaments.state(room)
        assert replayed.player_clocks == live.player_clocks
        again = [
            (r.clock.clock_id, r.time_left_ms) for r in reopened.player_clocks.active(room, later)
        ]
        assert again == shown
        assert [round(t / 1000) for _, t in again] == [3, 10]
    finally:
        reopened.close()
    # a snapshot round trip holds the clocks too
    assert type(live).from_dict(live.to_dict()).player_clocks == live.player_clocks

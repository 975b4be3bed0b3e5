"""Seating through the services: purchases seat from the room; a bust-out frees the seat and
the engine proposes the right move; the floor confirms or picks another seat with a reason;
breaks, redraws, refusals (nothing written)."""

import pytest
from registration_helpers import PRICE, person
from seating_helpers import check_room, seated_room

from tournament_director.domain.balancing import DecisionKind
from tournament_director.domain.errors import Refused
from tournament_director.domain.room import SeatRef, big_blind_due, worst_seat
from tournament_director.domain.tournament import TournamentState


@pytest.fixture(params=["sqlite", "postgresql"])
def db_path(request, tmp_path):
    """The record: a SQLite file, or a record on the test server opened as a station."""
    if request.param == "sqlite":
        return tmp_path / "record.sqlite3"
    return request.getfixturevalue("server_record")


def refused(services, tid, call, *args, **kwargs):
    before = len(services.tournaments.events(tid))
    with pytest.raises(Refused) as caught:
        call(*args, **kwargs)
    assert len(services.tournaments.events(tid)) == before
    assert caught.value.message
    return caught.value.key


def test_purchases_seat_through_the_room_evenly(services, director, cashier, tournament):
    entries = seated_room(services, director, cashier, tournament, players=14, tables=3)
    state = services.tournaments.state(tournament)
    room = check_room(state)
    assert sorted(t.count for t in room.tables.values()) == [4, 5, 5]
    types_ = [e.type for e in services.tournaments.events(tournament)]
    assert types_.count("PlayerSeated") == len(entries) == types_.count("PurchaseMade")


def test_button_drawn_once_for_every_table(services, director, floor, cashier, tournament):
    seated_room(services, director, cashier, tournament, players=12, tables=2)
    (event,) = services.seating.draw_button(floor, tournament)
    seat = event.payload["seat"]
    room = services.seating.state(tournament).room
    assert {t.button for t in room.tables.values()} == {seat}
    assert services.seating.state(tournament).button_drawn == seat


def test_elimination_frees_the_seat_and_the_engine_proposes_the_move(
    services, director, floor, cashier, tournament
):
    entries = seated_room(services, director, cashier, tournament, players=12, tables=2)
    services.seating.draw_button(floor, tournament)
    services.clock.start(floor, tournament)
    room = services.seating.state(tournament).room
    assert services.seating.pending(tournament).kind is DecisionKind.NONE
    # Two bust-outs at table 1: 4 against 6, one move from table 2.
    short = [e for e in entries if room.locate(e).table == 1][:2]
    for entry_id in short:
        services.registration.eliminate(floor, tournament, entry_id)
    state = services.tournaments.state(tournament)
    room = check_room(state)
    assert room.tables[1].count == 4
    decision = services.seating.pending(tournament)
    assert decision.kind is DecisionKind.BALANCE
    (move,) = decision.moves
    giver, receiver = room.tables[2], room.tables[1]
    assert move.origin == SeatRef(2, big_blind_due(giver))
    assert move.to == SeatRef(1, worst_seat(receiver))
    assert "worst position" in move.explain() or "peor posición" in move.explain()
    services.seating.confirm_move(floor, tournament, move.player)
    state = services.tournaments.state(tournament)
    room = check_room(state)
    assert room.locate(move.player) == move.to
    (moved,) = [e for e in services.tournaments.events(tournament) if e.type == "PlayerMoved"]
    assert moved.payload["kind"] == "balance" and moved.payload["rule"] == "ADTP 10"
    assert services.seating.pending(tournament).kind is DecisionKind.NONE
    assert state.seating.recent[-1].entry_id == move.player


def test_the_floor_picks_another_seat_with_a_reason(services, director, floor, cashier, tournament):
    entries = seated_room(services, director, cashier, tournament, players=12, tables=2)
    services.seating.draw_button(floor, tournament)
    services.clock.start(floor, tournament)
    room = services.seating.state(tournament).room
    for entry_id in [e for e in entries if room.locate(e).table == 1][:2]:
        services.registration.eliminate(floor, tournament, entry_id)
    (move,) = services.seating.pending(tournament).moves
    room = services.seating.state(tournament).room
    other = next(s for s in room.tables[1].open_seats() if s != move.to.seat)
    key = refused(
        services, tournament, services.seating.confirm_move, floor, tournament, move.player,
        SeatRef(1, other), "  ",
    )  # fmt: skip
    assert key == "seating.reason_required"
    services.seating.confirm_move(
        floor, tournament, move.player, SeatRef(1, other), "Pidió alejarse del ventanal"
    )
    moved = services.tournaments.events(tournament)[-1].payload
    assert moved["kind"] == "other_seat" and moved["reason"] == "Pidió alejarse del ventanal"
    assert (moved["proposed_table"], moved["proposed_seat"]) == (move.to.table, move.to.seat)
    assert (moved["to_table"], moved["to_seat"]) == (1, other)
    check_room(services.tournaments.state(tournament))


def test_a_table_breaks_when_the_others_can_take_its_players(
    services, director, floor, cashier, tournament
):
    entries = seated_room(services, director, cashier, tournament, players=14, tables=3)
    services.seating.draw_button(floor, tournament)
    services.clock.start(floor, tournament)
    for entry_id in entries[:3]:
        services.registration.eliminate(floor, tournament, entry_id)
    decision = services.seating.pending(tournament)
    assert decision.kind is DecisionKind.BREAK_TABLE and decision.table == 3
    key = refused(services, tournament, services.seating.break_table, floor, tournament, 1)
    assert key == "seating.move_not_proposed"
    services.seating.break_table(floor, tournament)
    state = services.tournaments.state(tournament)
    room = check_room(state)
    assert not room.tables[3].is_open and room.tables[3].count == 0
    assert sorted(t.count for t in room.open_tables()) == [5, 6]
    broken = services.tournaments.events(tournament)[-1]
    assert broken.type == "TableBroken" and len(broken.payload["seats"]) == 3


def test_final_table_redraw_at_the_rule_sets_size(services, director, floor, cashier, tournament):
    entries = seated_room(services, director, cashier, tournament, players=12, tables=2)
    services.clock.start(floor, tournament)
    assert services.seating.state(tournament).button_drawn is None
    for entry_id in entries[:5]:
        services.registration.eliminate(floor, tournament, entry_id)
    # 7 players, 6-handed: ADTP full table + 1 = 7.
    decision = services.seating.pending(tournament)
    assert decision.kind is DecisionKind.FINAL_TABLE and decision.final_table_size == 7
    key = refused(services, tournament, services.seating.redraw, floor, tournament, "final_table")
    assert key == "operator.not_allowed"
    services.seating.redraw(director, tournament, "final_table")
    state = services.tournaments.state(tournament)
    room = check_room(state)
    (final,) = room.open_tables()
    assert final.size == 7 and final.count == 7 and room.final_table_formed
    assert final.button is not None


def test_refusals_write_nothing(services, director, floor, cashier, tournament):
    entries = seated_room(services, director, cashier, tournament, players=8, tables=2)
    seating = services.seating
    room = seating.state(tournament).room
    taken = room.locate(entries[1])
    assert (
        refused(services, tournament, seating.move, floor, tournament, entries[0], taken, "x")
        == "room.seat_taken"
    )
    free = SeatRef(2, room.tables[2].open_seats()[0])
    assert refused(services, tournament, seating.move, floor, tournament, entries[0], free, "")
    assert (
        refused(services, tournament, seating.move, cashier, tournament, entries[0], free, "x")
        == "operator.not_allowed"
    )
    assert refused(services, tournament, seating.reserve_seat, floor, tournament, 9, 1, "x")
    assert refused(services, tournament, seating.break_table, floor, tournament)
    assert refused(services, tournament, seating.mark_hand_done, floor, tournament, 1)
    assert refused(services, tournament, seating.redraw, director, tournament, "lunar")


def test_reserved_seat_is_never_drawn_and_survives_replay(
    services, director, floor, cashier, tournament
):
    seated_room(services, director, cashier, tournament, players=0, tables=2)
    for seat in range(1, 6):
        services.seating.reserve_seat(floor, tournament, 1, seat, "Mesa de TV")
    for n in range(1, 8):
        pid = person(services, cashier, n)
        services.registration.buy_entry(cashier, tournament, pid, "cash", PRICE)
    state = services.tournaments.state(tournament)
    room = check_room(state)
    assert all(room.tables[1].player_at(s) is None for s in range(1, 6))
    services.seating.release_seat(floor, tournament, 1, 1)
    replayed = TournamentState(tournament)
    for recorded in services.tournaments.events(tournament):
        replayed.apply(recorded)
    assert replayed.seating.room == services.seating.state(tournament).room
    snap = TournamentState.from_dict(services.tournaments.state(tournament).to_dict())
    assert snap.seating.room == replayed.seating.room


def test_manual_move_and_hand_for_hand(services, director, floor, cashier, tournament):
    entries = seated_room(services, director, cashier, tournament, players=8, tables=2)
    room = services.seating.state(tournament).room
    origin = room.locate(entries[0])
    other = 2 if origin.table == 1 else 1
    to = SeatRef(other, room.tables[other].open_seats()[0])
    services.seating.move(floor, tournament, entries[0], to, "Silla rota")
    assert services.seating.state(tournament).where[entries[0]] == to
    assert services.registration.book(tournament).entries[entries[0]].table == other
    services.clock.start(floor, tournament)
    services.clock.set_hand_for_hand(director, tournament, True)
    services.seating.mark_hand_done(floor, tournament, 1)
    assert services.seating.tables_waiting_hand(tournament) == [2]
    recorded = services.seating.mark_hand_done(floor, tournament, 2)
    assert recorded[-1].type == "HandCompleted"
    assert services.seating.tables_waiting_hand(tournament) == [1, 2]

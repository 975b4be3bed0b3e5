"""Snapshots written off the command path (services/snapshots.py): a command only asks for
one; the writer's thread folds its own copy of the state, makes the JSON in pieces, waits
while a command runs, and writes the snapshot bound to its event and sealed, as before; on a
SQLite file and on a PostgreSQL server."""

import json
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_director.domain.tournament import STATE_VERSION
from tournament_director.services import open_services, snapshots
from tournament_director.services import tournaments as tournaments_module
from tournament_director.services.projection import TournamentProjection
from tournament_director.services.verification import verify_database
from tournament_director.storage import event_store
from tournament_director.storage.event_store import ChainBroken


def register(services, actor, tournament, count, start=0):
    for i in range(start, start + count):
        services.tournaments.register_player(actor, tournament, f"Jugador {i}", "DNI", str(i))


def stored(services, tournament):
    """(seq, data) of the stream's usable snapshots, newest first."""
    with services.db.read() as conn:
        return [
            (seq, data)
            for seq, _hash, data in event_store.snapshots(
                conn, tournament, STATE_VERSION, services.db.key
            )
        ]


def replayed(services, tournament, seq):
    with services.db.read() as conn:
        data = TournamentProjection.replay(conn, tournament, seq).snapshot_data()
    return json.loads(json.dumps(data, ensure_ascii=False))


@pytest.fixture(params=["sqlite", "postgresql"])
def db_path(request, tmp_path):
    """The record: a SQLite file, or a record on the test server opened as a station."""
    if request.param == "sqlite":
        return tmp_path / "record.sqlite3"
    return request.getfixturevalue("server_record")


@pytest.fixture
def every_3(monkeypatch):
    monkeypatch.setattr(tournaments_module, "SNAPSHOT_EVERY", 3)


# --- the JSON, in pieces ----------------------------------------------------------------------

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=False),
    st.text(max_size=8),
)
keys = st.one_of(st.text(max_size=6), st.integers(-5, 5), st.booleans(), st.none())
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=40),
        st.tuples(inner, inner),
        st.dictionaries(keys, inner, max_size=40),
    ),
    max_leaves=300,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(values)
def test_the_json_in_pieces_is_the_json_of_one_call(value):
    text = "".join(snapshots.compact_json_pieces(value))
    assert text == json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def test_a_state_in_pieces_is_its_json(services, floor, tournament):
    register(services, floor, tournament, 40)
    data = services.tournaments.projection(tournament).snapshot_data()
    pieces = list(snapshots.compact_json_pieces(data))
    assert "".join(pieces) == json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    assert len(pieces) > 40  # small pieces: the writer can stop between two


# --- off the command path ---------------------------------------------------------------------


def test_a_command_only_asks_and_the_snapshot_follows(services, floor, tournament, every_3):
    register(services, floor, tournament, 7)
    assert services.flush_snapshots(timeout=60)
    found = stored(services, tournament)
    assert found, "a snapshot was asked for and written"
    for seq, data in found:
        assert data == replayed(services, tournament, seq)
    report = verify_database(services)
    assert report.sound and report.snapshots == len(found)


def test_commands_go_on_while_the_writer_serialises_without_the_lock(
    services, floor, tournament, every_3, monkeypatch
):
    """The writer holds no lock while it folds and makes the JSON: commands are carried out
    meanwhile, and the snapshot then written is still its event's state."""
    inside, go_on = threading.Event(), threading.Event()
    real = snapshots.compact_json_pieces

    def held_up(value):
        inside.set()
        assert go_on.wait(60)
        yield from real(value)

    monkeypatch.setattr(snapshots, "compact_json_pieces", held_up)
    register(services, floor, tournament, 3)
    assert inside.wait(60)  # the writer is serialising ...
    assert services.lock.idle  # ... holding no lock
    register(services, floor, tournament, 5, start=3)  # and commands are not kept waiting
    assert len(services.tournaments.state(tournament).players) == 8
    go_on.set()
    assert services.flush_snapshots(timeout=60)
    found = stored(services, tournament)
    assert found
    for seq, data in found:
        assert data == replayed(services, tournament, seq)
    assert verify_database(services).sound


def test_an_undo_is_folded_again_from_the_start(services, director, floor, tournament, every_3):
    register(services, floor, tournament, 4)
    assert services.flush_snapshots(timeout=60)
    services.tournaments.undo(floor, tournament)
    register(services, floor, tournament, 4, start=10)
    services.tournaments.undo(director, tournament)
    services.tournaments.redo(director, tournament)
    register(services, floor, tournament, 3, start=20)
    assert services.flush_snapshots(timeout=60)
    newest_seq, newest = stored(services, tournament)[0]
    assert newest_seq > 10
    assert newest == replayed(services, tournament, newest_seq)
    with services.db.read() as conn:
        loaded = TournamentProjection.load(conn, tournament, services.db.key)
    assert loaded.state == services.tournaments.state(tournament)
    assert verify_database(services).sound


def test_a_second_station_s_events_are_in_the_snapshot(
    db_path, services, floor, tournament, every_3
):
    register(services, floor, tournament, 2)
    other = open_services(db_path)
    try:
        register(other, floor, tournament, 5, start=100)
    finally:
        other.close()
    register(services, floor, tournament, 2, start=2)
    assert services.flush_snapshots(timeout=60)
    seq, data = stored(services, tournament)[0]
    assert seq >= 9  # after the other station's events (asked for at 9 or 10)
    assert len(data["state"]["players"]) == seq - 1  # every event after the first a player
    assert data == replayed(services, tournament, seq)
    assert verify_database(services).sound


def test_close_writes_what_was_asked(db_path, floor, tournament, services, every_3):
    register(services, floor, tournament, 6)
    services.close()
    again = open_services(db_path, read_only=True)
    try:
        assert stored(again, tournament)
        assert verify_database(again).sound
    finally:
        again.close()


def test_a_read_only_record_gets_no_snapshot_and_no_thread(
    db_path, services, floor, tournament, monkeypatch
):
    register(services, floor, tournament, 5)
    services.close()
    monkeypatch.setattr(tournaments_module, "SNAPSHOT_EVERY", 1)
    reader = open_services(db_path, read_only=True)
    try:
        assert reader.tournaments.state(tournament).players
        assert reader.snapshots._thread is None
        assert reader.flush_snapshots(timeout=1)
        assert stored(reader, tournament) == []
    finally:
        reader.close()


def test_flushing_inside_a_command_is_refused(services):
    with services.lock, pytest.raises(RuntimeError):
        services.flush_snapshots()


def test_a_snapshot_of_an_event_the_file_no_longer_holds_is_not_written(
    services, floor, tournament
):
    register(services, floor, tournament, 3)
    with pytest.raises(ChainBroken), services.db.write() as conn:
        event_store.save_snapshot(
            conn, tournament, 3, STATE_VERSION, "{}", services.now(), event_hash="0" * 64
        )
    assert stored(services, tournament) == []


def test_a_record_put_back_meanwhile_drops_the_writer_s_copy(services, floor, tournament, every_3):
    register(services, floor, tournament, 4)
    assert services.flush_snapshots(timeout=60)
    copy = services.snapshots._shadows[tournament]
    services.forget()  # what restore does once the file is put back
    register(services, floor, tournament, 3, start=4)
    assert services.flush_snapshots(timeout=60)
    assert services.snapshots._shadows[tournament] is not copy  # folded again from the file
    seq, data = stored(services, tournament)[0]
    assert data == replayed(services, tournament, seq)


def test_the_state_made_in_steps_is_the_same_state(services, floor, tournament):
    """The writer makes the state's dicts in millisecond steps (a profile hook stops it
    between two calls): what it makes is what one call makes."""
    register(services, floor, tournament, 30)
    projection = services.tournaments.projection(tournament)
    writer = services.snapshots
    writer._step_started = 0.0  # a step is over at once: it stops at the first call
    with writer._stepping(writer._generation):
        stepped = projection.snapshot_data()
    assert stepped == projection.snapshot_data()
    assert writer._step_started > 0.0

"""The event log: append, replay, append-only, gap-free, hash chain and its verification;
each test on a SQLite file and on a PostgreSQL server (the same rules, enforced by each)."""

import itertools
import sqlite3
from pathlib import Path

import pytest

from tournament_director.domain.tournament import TournamentState
from tournament_director.services.projection import TournamentProjection
from tournament_director.storage import event_store
from tournament_director.storage.hashchain import GENESIS_HASH


def register(services, actor, tournament, count, start=0):
    for i in range(start, start + count):
        services.tournaments.register_player(actor, tournament, f"Jugador {i}", "DNI", str(i))


@pytest.fixture(params=["sqlite", "postgresql"])
def db_path(request, tmp_path):
    """The record: a SQLite file, or a record on the test server opened as a station."""
    if request.param == "sqlite":
        return tmp_path / "record.sqlite3"
    return request.getfixturevalue("server_record")


class Raw:
    """The record's tables reached without the application: the SQLite file with SQLite's
    own tools, or the server as the database's owner (who may alter the tables)."""

    def __init__(self, db_path) -> None:
        self.sqlite = isinstance(db_path, Path)
        if self.sqlite:
            self.conn = sqlite3.connect(db_path)
            self.conn.isolation_level = None
            self.refused = sqlite3.IntegrityError
        else:
            import psycopg

            from tests.pg_server import OWNER, STATION

            url = db_path.replace(f"{STATION}@", f"{OWNER}@")
            self.conn = psycopg.connect(url, autocommit=True)
            self.refused = psycopg.errors.IntegrityConstraintViolation

    def execute(self, statement: str, params=()):
        if not self.sqlite:
            statement = statement.replace("?", "%s")
        return self.conn.execute(statement, params)

    def drop_trigger(self, name: str) -> None:
        if self.sqlite:
            self.conn.execute(f"DROP TRIGGER {name}")
        else:
            self.conn.execute(f"ALTER TABLE events DISABLE TRIGGER {name}")

    def close(self) -> None:
        self.conn.close()


def raw(db_path):
    return Raw(db_path)


def test_commits_are_durable(db_path, services):
    with services.db.read() as conn:
        if isinstance(db_path, Path):
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
            assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
            assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() >= 5000
        else:  # a commit is acknowledged once the server has it on its disk
            assert conn.exec_driver_sql("SHOW synchronous_commit").scalar() == "on"
            assert conn.exec_driver_sql("SHOW lock_timeout").scalar() == "10s"
    assert services.db.integrity_check() == ["ok"]


def test_events_are_sequenced_chained_and_signed(services, director, floor, tournament):
    register(services, floor, tournament, 3)
    events = services.tournaments.events(tournament)
    assert [e.seq for e in events] == [1, 2, 3, 4]
    assert events[0].prev_hash == GENESIS_HASH
    assert all(b.prev_hash == a.hash for a, b in itertools.pairwise(events))
    assert events[0].operator_name == "Directora Ana"
    assert {e.operator_name for e in events[1:]} == {"Floor Luis"}
    assert events[1].payload == {
        "player_id": 1,
        "name": "Jugador 0",
        "document_type": "DNI",
        "document": "0",
        "house_player_id": None,  # version 2: no house record (the plain register command)
    }
    assert all(e.recorded_at.utcoffset().total_seconds() == 0 for e in events)
    assert events[0].schema_version == 1
    assert all(e.schema_version == 2 for e in events[1:])


def test_database_refuses_update_and_delete(db_path, services, floor, tournament):
    register(services, floor, tournament, 2)
    conn = raw(db_path)
    with pytest.raises(conn.refused, match="append-only"):
        conn.execute("UPDATE events SET payload = '{}' WHERE seq = 2")
    with pytest.raises(conn.refused, match="append-only"):
        conn.execute("DELETE FROM events WHERE seq = 3")
    with pytest.raises(conn.refused, match="append-only"):
        conn.execute("DELETE FROM events")
    if not conn.sqlite:
        with pytest.raises(conn.refused, match="append-only"):
            conn.execute("TRUNCATE events CASCADE")
    conn.close()
    assert len(services.tournaments.events(tournament)) == 3


def test_database_refuses_gaps_and_broken_links(db_path, services, floor, tournament):
    register(services, floor, tournament, 1)
    last = services.tournaments.events(tournament)[-1]
    conn = raw(db_path)
    row = ("tournament", 1, "2026-11-25T19:00:00+00:00", None, "x", "NoteAdded", '{"text":"x"}', 1)
    insert = (
        "INSERT INTO events (stream_id, seq, command_seq, recorded_at, operator_id, "
        "operator_name, type, payload, schema_version, prev_hash, hash) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'h')"
    )
    with pytest.raises(conn.refused, match="gap-free"):
        # (the link is "valid" here: no event seq + 1 exists, so only the gap is wrong)
        conn.execute(insert, (tournament, last.seq + 2, last.seq + 2, *row[2:], GENESIS_HASH))
    with pytest.raises(conn.refused, match="hash chain"):
        conn.execute(insert, (tournament, last.seq + 1, last.seq + 1, *row[2:], GENESIS_HASH))
    conn.close()


def test_verify_finds_the_first_tampered_event(db_path, services, floor, tournament):
    register(services, floor, tournament, 5)
    with services.db.read() as conn:
        assert event_store.verify_stream(conn, tournament) is None
    conn = raw(db_path)
    # Someone with the file drops the guard and edits history.
    conn.drop_trigger("events_refuse_update")
    conn.execute(
        "UPDATE events SET payload = replace(payload, 'Jugador 2', 'Otro') "
        "WHERE stream_id = ? AND seq = 4",
        (tournament,),
    )
    conn.close()
    with services.db.read() as conn:
        problem = event_store.verify_stream(conn, tournament)
    assert (problem.seq, problem.what) == (4, "content does not match its hash")


def test_verify_finds_a_removed_event(db_path, services, floor, tournament):
    register(services, floor, tournament, 5)
    conn = raw(db_path)
    conn.drop_trigger("events_refuse_delete")
    conn.execute("DELETE FROM events WHERE stream_id = ? AND seq = 3", (tournament,))
    conn.close()
    with services.db.read() as conn:
        problem = event_store.verify_stream(conn, tournament)
    assert problem.seq == 4 and "gap" in problem.what


def test_verify_finds_a_rehashed_event_by_its_successor(db_path, services, floor, tournament):
    """Rewriting an event and its own hash still breaks the link of the next event."""
    register(services, floor, tournament, 4)
    conn = raw(db_path)
    conn.drop_trigger("events_refuse_update")
    conn.execute(
        "UPDATE events SET hash = ? WHERE stream_id = ? AND seq = 2", ("f" * 64, tournament)
    )
    conn.close()
    with services.db.read() as conn:
        problem = event_store.verify_stream(conn, tournament)
    assert problem.seq == 2  # its content no longer matches the forged hash


def test_replay_equals_live_state(services, director, floor, tournament):
    register(services, floor, tournament, 20)
    services.tournaments.add_note(floor, tournament, "Mesa 3 pide cambio de baraja", 4)
    services.tournaments.undo(floor, tournament)
    services.tournaments.correct_player(
        director, tournament, 2, "Jugador Dos", "RUT", "2", "nombre completo"
    )
    services.tournaments.undo(director, tournament)
    services.tournaments.redo(director, tournament)
    live = services.tournaments.projection(tournament)
    with services.db.read() as conn:
        replayed = TournamentProjection.load(conn, tournament, services.db.key)
    assert replayed.state == live.state
    assert replayed.history == live.history
    assert replayed.state.players[2].name == "Jugador Dos"
    assert replayed.state.notes == 0


def test_second_station_sees_the_first_stations_events(db_path, services, floor, tournament):
    from tournament_director.services import open_services

    other = open_services(db_path)
    try:
        assert len(other.tournaments.players(tournament)) == 0
        register(services, floor, tournament, 3)
        assert len(other.tournaments.players(tournament)) == 3
        other_floor = other.house.authenticate("Floor Luis", "5678")
        other.tournaments.register_player(other_floor, tournament, "Desde caja 2", "DNI", "77")
        assert len(services.tournaments.players(tournament)) == 4
        with other.db.read() as conn:
            assert event_store.verify_stream(conn, tournament) is None
    finally:
        other.close()


def test_state_starts_empty_for_a_tournament_with_no_players(services, tournament):
    state = services.tournaments.state(tournament)
    assert isinstance(state, TournamentState)
    assert state.name == "Torneo Aniversario" and state.players == {}


def test_a_payload_field_is_looked_up_alike_on_both(services, floor, tournament):
    """The log's player filter and the look-up by a payload's field (json_extract on the
    file, jsonb on the server): a number matches a number, never its text."""
    register(services, floor, tournament, 3)
    services.tournaments.add_note(floor, tournament, "mesa 2 pide reloj", 2)
    with services.db.read() as conn:
        page = event_store.query_log(
            conn, tournament, event_store.LogFilter(player_id=2), offset=0, limit=10
        )
        assert [e.type for e in page] == ["NoteAdded", "PlayerRegistered"]
        assert event_store.count_log(conn, tournament, event_store.LogFilter(player_id=2)) == 2
        found = event_store.read_types_in(
            conn, [tournament], ["PlayerRegistered"], {"player_id": [1, 3]}
        )
        assert [e.payload["player_id"] for e in found] == [1, 3]
        assert (
            event_store.read_types_in(
                conn, [tournament], ["PlayerRegistered"], {"player_id": ["1"]}
            )
            == []
        )
        assert (
            event_store.read_types_in(
                conn, [tournament], ["PlayerRegistered"], {"document": ["2"]}
            )[0].payload["name"]
            == "Jugador 2"
        )


def test_the_record_s_other_readings_alike_on_both(services, director, floor, tournament):
    """What the console, verify and export read besides the stream itself: the list (and
    without the archived), the operators and types of the log, a code's event, the counts
    up to a seq, every hash, the record's id."""
    register(services, floor, tournament, 2)
    second = services.tournaments.create(director, "Satélite")
    services.tournaments.archive(director, second)
    events = services.tournaments.events(tournament)
    with services.db.read() as conn:
        listed = event_store.list_tournaments(conn)
        assert [(t.id, t.name, t.archived, t.last_seq) for t in listed] == [
            (tournament, "Torneo Aniversario", False, 3),
            (second, "Satélite", True, 2),
        ]
        assert [t.id for t in event_store.list_tournaments(conn, False)] == [tournament]
        assert event_store.finished_tournaments(conn, [tournament, second]) == {}
        assert event_store.distinct_values(conn, tournament, "operator_name") == [
            "Directora Ana",
            "Floor Luis",
        ]
        assert event_store.distinct_values(conn, tournament, "type") == [
            "PlayerRegistered",
            "TournamentCreated",
        ]
        found = event_store.find_by_hash_prefix(conn, events[1].hash[:10])
        assert [(m.stream_id, m.seq) for m in found] == [(tournament, 2)]
        assert event_store.count_until(conn, tournament, 2) == (2, events[1].hash)
        assert event_store.event_hashes(conn, tournament) == {e.seq: e.hash for e in events}
        assert event_store.record_id(conn) == services.db.record_id
        assert event_store.tournament_ids(conn) == [tournament, second]

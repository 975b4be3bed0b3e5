"""Schema versions: migrating with a backup, refusing newer or foreign files untouched."""

import hashlib
import sqlite3

import pytest

from tournament_director.domain.errors import Refused
from tournament_director.services import open_services
from tournament_director.services.verification import verify_database
from tournament_director.storage import event_store
from tournament_director.storage.database import APPLICATION_ID, Database
from tournament_director.storage.migrations import MIGRATIONS, SCHEMA_VERSION
from tournament_director.storage.tables import (
    EventRow,
    RecordRow,
    SealRow,
    SnapshotRow,
    StreamRow,
    TournamentRow,
)


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def dump(path):
    with sqlite3.connect(path) as conn:
        return list(conn.iterdump())


def make_v1_database(path):
    """A database as version 1 of the application wrote it, with a tournament in it."""
    services = open_services(path)
    director = services.house.create_first_director("Directora Ana", "654321")
    tournament = services.tournaments.create(director, "Torneo v1")
    services.tournaments.register_player(director, tournament, "Ana Soto", "DNI", "1")
    services.close()
    # Rebuild the same content on a v1-only schema: copy events into a file migrated to v1.
    old = sqlite3.connect(path)
    columns = (
        "id, stream_id, seq, command_seq, recorded_at, operator_id, operator_name, type,"
        " payload, schema_version, prev_hash, hash"
    )
    rows = old.execute(f"SELECT {columns} FROM events ORDER BY id").fetchall()
    streams = old.execute("SELECT * FROM streams").fetchall()
    tournaments = old.execute("SELECT * FROM tournaments").fetchall()
    old.close()
    for suffix in ("", "-wal", "-shm"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(
        f"BEGIN; {MIGRATIONS[0]}; PRAGMA application_id = {APPLICATION_ID};"
        "PRAGMA user_version = 1; COMMIT;"
    )
    conn.executemany("INSERT INTO streams VALUES (?, ?, ?)", streams)
    conn.executemany("INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    conn.executemany("INSERT INTO tournaments VALUES (?, ?, ?, ?, ?, ?)", tournaments)
    conn.close()
    return tournament


def test_new_database_is_at_the_current_version(tmp_path):
    db = Database(tmp_path / "new.sqlite3")
    with db.read() as conn:
        assert conn.exec_driver_sql("PRAGMA user_version").scalar() == SCHEMA_VERSION
    assert db.backup_taken is None
    db.close()


def test_old_database_is_backed_up_then_migrated(tmp_path):
    path = tmp_path / "house.sqlite3"
    tournament = make_v1_database(path)
    before = dump(path)
    services = open_services(path)
    try:
        backup = services.db.backup_taken
        assert backup is not None and backup.exists()
        assert dump(backup) == before  # the backup holds the file as it was
        with sqlite3.connect(backup) as old:
            assert old.execute("PRAGMA user_version").fetchone()[0] == 1
        with services.db.read() as conn:
            assert conn.exec_driver_sql("PRAGMA user_version").scalar() == SCHEMA_VERSION
            assert event_store.verify_stream(conn, tournament, services.db.key) is None
            assert conn.exec_driver_sql("SELECT count(*) FROM seals").scalar() == 2
        report = verify_database(services)
        assert report.sound, report  # the old heads sealed and anchored when migrated
        assert report.events >= 3 and report.anchors == 2 and not report.old_schema
        state = services.tournaments.state(tournament)
        assert [p.name for p in state.players.values()] == ["Ana Soto"]
        director = services.house.authenticate("Directora Ana", "654321")
        services.tournaments.register_player(director, tournament, "Bea Ruiz", "DNI", "2")
        assert len(services.tournaments.players(tournament)) == 2
    finally:
        services.close()


def test_newer_database_is_refused_and_untouched(tmp_path):
    path = tmp_path / "future.sqlite3"
    Database(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.close()
    before = digest(path)
    with pytest.raises(Refused) as refused:
        Database(path)
    assert refused.value.key == "db.newer"
    assert "más nueva" in refused.value.message
    assert digest(path) == before
    assert not list(tmp_path.glob("*.backup*"))


def test_foreign_sqlite_file_is_refused_and_untouched(tmp_path):
    path = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()
    before = digest(path)
    with pytest.raises(Refused) as refused:
        Database(path)
    assert refused.value.key == "db.not_a_database"
    assert digest(path) == before


def test_a_text_file_is_not_a_database(tmp_path):
    path = tmp_path / "notes.sqlite3"
    path.write_text("esto no es una base de datos\n" * 100)
    with pytest.raises(Refused) as refused:
        Database(path)
    assert refused.value.key == "db.not_a_database"


def test_table_classes_match_the_migrated_schema(tmp_path):
    db = Database(tmp_path / "schema.sqlite3")
    with db.read() as conn:
        for model in (StreamRow, EventRow, TournamentRow, SnapshotRow, RecordRow, SealRow):
            table = model.__table__.name
            columns = {r[1] for r in conn.exec_driver_sql(f"PRAGMA table_info({table})")}
            assert columns == {c.name for c in model.__table__.columns}, table
    db.close()


def test_verification_reads_an_old_database_without_migrating_it(tmp_path):
    from tournament_director.services.verification import verify_database

    path = tmp_path / "old.sqlite3"
    make_v1_database(path)
    before = dump(path)
    services = open_services(path, read_only=True)
    try:
        report = verify_database(services)
    finally:
        services.close()
    assert report.sound and report.events >= 3 and report.old_schema
    assert dump(path) == before
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert not list(tmp_path.glob("*.backup*"))


def test_verification_refuses_a_missing_file_without_creating_it(tmp_path):
    path = tmp_path / "nowhere.sqlite3"
    with pytest.raises(Refused) as refused:
        Database(path, read_only=True)
    assert refused.value.key == "db.missing"
    assert not path.exists()


def test_removing_the_seals_of_a_migrated_record_is_detected(tmp_path):
    """The events written before the record had a key are vouched for by the sealed heads:
    without them, those events are unsealed, and verify says so."""
    path = tmp_path / "house.sqlite3"
    tournament = make_v1_database(path)
    open_services(path).close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER seals_refuse_delete")
    conn.execute("DELETE FROM seals WHERE stream_id = ?", (tournament,))
    conn.commit()
    conn.close()
    services = open_services(path, read_only=True)
    try:
        report = verify_database(services)
    finally:
        services.close()
    assert not report.sound
    assert [(p.stream_id, p.seq, p.what) for p in report.problems] == [
        (tournament, 1, "verify.unsealed")
    ]

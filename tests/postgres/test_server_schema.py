"""The record's schema on the server: the same tables and columns as the table classes (and
so as the SQLite file's), at the current schema version; a newer record refused untouched,
an older one refused to a station (its owner migrates it)."""

from __future__ import annotations

import psycopg
import pytest

from tests.pg_server import OWNER, STATION
from tournament_director.domain.errors import Refused
from tournament_director.services import open_services
from tournament_director.storage import postgres
from tournament_director.storage.migrations import SCHEMA_VERSION
from tournament_director.storage.tables import (
    EventRow,
    RecordRow,
    SealRow,
    SnapshotRow,
    StreamRow,
    TournamentRow,
)


def test_the_server_steps_reach_the_current_version():
    version = 0
    while version in postgres.SERVER_MIGRATIONS:
        version = postgres.SERVER_MIGRATIONS[version][0]
    assert version == SCHEMA_VERSION


def test_table_classes_match_the_server_schema(server_record):
    with psycopg.connect(server_record) as conn:
        for model in (StreamRow, EventRow, TournamentRow, SnapshotRow, RecordRow, SealRow):
            table = model.__table__.name
            columns = {
                row[0]
                for row in conn.execute(
                    "SELECT column_name FROM information_schema.columns"
                    " WHERE table_schema = current_schema() AND table_name = %s",
                    (table,),
                )
            }
            assert columns == {c.name for c in model.__table__.columns}, table
        version = conn.execute("SELECT schema_version FROM td_meta").fetchone()[0]
    assert version == SCHEMA_VERSION


def _set_version(station_url: str, version: int) -> None:
    with psycopg.connect(station_url.replace(f"{STATION}@", f"{OWNER}@"), autocommit=True) as c:
        c.execute("UPDATE td_meta SET schema_version = %s", (version,))


def test_a_newer_record_is_refused_untouched(server_record):
    _set_version(server_record, SCHEMA_VERSION + 1)
    with pytest.raises(Refused) as refused:
        open_services(server_record)
    assert refused.value.key == "db.newer"
    with pytest.raises(Refused) as refused:
        open_services(server_record, read_only=True)
    assert refused.value.key == "db.newer"


def test_an_older_record_is_left_to_its_owner(server_record):
    _set_version(server_record, SCHEMA_VERSION - 1)
    with pytest.raises(Refused) as refused:
        open_services(server_record)
    assert refused.value.key == "db.server_older"
    reader = open_services(server_record, read_only=True)  # read as it is
    try:
        assert reader.tournaments.list() == []
    finally:
        reader.close()


def test_a_schema_version_no_server_record_had_is_refused(server_record, tmp_path):
    from tournament_director.station import Station

    _set_version(server_record, 2)
    with pytest.raises(Refused) as refused:
        postgres.prepare(server_record.replace(f"{STATION}@", f"{OWNER}@"), Station.load(tmp_path))
    assert refused.value.key == "db.server_not_ours"

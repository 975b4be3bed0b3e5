"""Copying a record from a SQLite file to a PostgreSQL server (`migrate-db`), row for row.

The copy keeps everything that makes the record what it is: the record's id (which names its
key and its anchor journal, so the key on this station and the anchors already written go on
vouching for it), every stream, every event with its hash and seal, the tournament list, the
snapshots and the head seals. Events arrive in their order, through the server's own
triggers (each one must follow its stream's head: gap-free and chained), all in one
transaction: a copy that fails leaves no event on the server. After the
commit the copy is read back from the server and each stream's chain and seals checked
(event_store.verify_stream) and its head compared with the file's.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import Connection, insert, select, tuple_
from sqlalchemy.exc import DBAPIError, IntegrityError

from tournament_director.station import Station
from tournament_director.storage import event_store, postgres
from tournament_director.storage.database import Database, DatabaseError
from tournament_director.storage.event_store import ChainProblem
from tournament_director.storage.migrations import SCHEMA_VERSION
from tournament_director.storage.tables import (
    EventRow,
    SealRow,
    SnapshotRow,
    StreamRow,
    TournamentRow,
)

log = logging.getLogger(__name__)

BATCH = 2000  # rows read and inserted at a time
# In the order the foreign keys need them (events by id: each stream's in its order).
_TABLES = [
    StreamRow.__table__,
    EventRow.__table__,
    TournamentRow.__table__,
    SnapshotRow.__table__,
    SealRow.__table__,
]
# The identity columns whose counters must continue after the copied ids.
_IDENTITIES = ("streams", "events", "snapshots")

Progress = Callable[[str, int], object]  # (table, rows copied so far)


@dataclass
class CopyReport:
    record_id: str
    rows: dict[str, int] = field(default_factory=dict)
    streams: int = 0
    events: int = 0
    problems: list[ChainProblem] = field(default_factory=list)
    heads_differ: list[int] = field(default_factory=list)  # streams whose head is not the file's

    @property
    def sound(self) -> bool:
        return not self.problems and not self.heads_differ


def _heads(conn: Connection) -> dict[int, tuple[int, str]]:
    return {
        stream_id: event_store.head(conn, stream_id) for stream_id in event_store.stream_ids(conn)
    }


def _copy_table(source: Connection, target: Connection, table, progress) -> int:
    """Every row of the table, in its primary key's order, in batches."""
    keys = list(table.primary_key.columns)
    copied, after = 0, None
    while True:
        query = select(table).order_by(*keys).limit(BATCH)
        if after is not None:
            query = query.where(tuple_(*keys) > tuple_(*after))
        rows = source.execute(query).all()
        if not rows:
            return copied
        target.execute(insert(table), [row._asdict() for row in rows])
        copied += len(rows)
        if progress is not None:
            progress(table.name, copied)
        after = [getattr(rows[-1], key.name) for key in keys]


def copy_to_server(
    source_path: Path,
    owner_url: str,
    station: Station,
    *,
    station_role: str | None = None,
    progress: Progress | None = None,
) -> CopyReport:
    """Copy the record in the SQLite file at source_path to the server (owner_url: as the
    database's owner), verify it there, and return what was copied and found. The server's
    schema must hold no record yet; the file is only read."""
    source = Database(source_path, read_only=True, station=station)
    try:
        if source.schema_version != SCHEMA_VERSION or source.record_id is None:
            raise DatabaseError(
                "db.copy_old_schema", path=str(source_path), found=source.schema_version
            )
        record_id = source.record_id
        postgres.prepare(owner_url, station, station_role=station_role, record_id=record_id)
        report = CopyReport(record_id)
        engine = postgres.owner_engine(owner_url)
        try:
            expected = _copy(source, engine, owner_url, report, progress)
        finally:
            engine.dispose()
    finally:
        source.close()
    _verify_arrival(owner_url, station, expected, report)
    log.info(
        "record %s copied from %s to %s: %s",
        record_id,
        source_path,
        postgres.display_url(owner_url),
        report.rows,
    )
    return report


def _copy(
    source: Database, engine, owner_url: str, report: CopyReport, progress: Progress | None
) -> dict[int, tuple[int, str]]:
    """Every row, in one transaction on the server; the file's heads, as read in the same
    read transaction. The server's triggers refusing an event (the file's chain does not
    hold) is said in words; the server then keeps its record empty (a copy of a sound file
    fills it later)."""
    try:
        with source.read() as src, engine.connect() as dst:
            if dst.exec_driver_sql("SELECT EXISTS (SELECT 1 FROM streams)").scalar():
                raise DatabaseError("db.server_has_record", server=postgres.display_url(owner_url))
            for table in _TABLES:
                report.rows[table.name] = _copy_table(src, dst, table, progress)
            quote = dst.dialect.identifier_preparer.quote_identifier
            for name in _IDENTITIES:
                dst.exec_driver_sql(
                    f"SELECT setval(pg_get_serial_sequence('{quote(name)}', 'id'),"
                    f" GREATEST((SELECT MAX(id) FROM {quote(name)}), 1))"
                )
            dst.commit()
            return _heads(src)
    except IntegrityError as exc:
        raise DatabaseError(
            "db.copy_refused",
            server=postgres.display_url(owner_url),
            said=str(exc.orig).strip().splitlines()[0],
        ) from exc
    except DBAPIError as exc:
        refusal = postgres.refusal_for(exc, owner_url)
        if refusal is exc:
            raise
        raise refusal from exc


def _verify_arrival(
    url: str, station: Station, expected: dict[int, tuple[int, str]], report: CopyReport
) -> None:
    """Read the copy back from the server: every stream's chain and seals, and its head."""
    copy = Database(url, read_only=True, station=station)
    try:
        with copy.read() as conn:
            found = _heads(conn)
            for stream_id in found:
                problem = event_store.verify_stream(conn, stream_id, copy.key)
                if problem is not None:
                    report.problems.append(problem)
        report.streams = len(found)
        report.events = sum(seq for seq, _digest in found.values())
        report.heads_differ = sorted(
            s for s in set(found) | set(expected) if found.get(s) != expected.get(s)
        )
    finally:
        copy.close()

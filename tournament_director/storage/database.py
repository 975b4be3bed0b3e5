"""Opening the tournament record: one SQLite file, durable settings, migrations, backups."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.exc import DatabaseError as UnreadableDatabase
from sqlalchemy.exc import OperationalError
from sqlalchemy.pool import QueuePool

from tournament_director.domain.errors import Refused
from tournament_director.storage.migrations import MIGRATIONS, SCHEMA_VERSION

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 10_000
APPLICATION_ID = 0x54444952  # "TDIR": marks the file as ours


# Services see the connection type and SQLite's "file is damaged" error only by these names.
__all__ = ["Connection", "Database", "DatabaseError", "UnreadableDatabase", "migrate"]


class DatabaseError(Refused):
    """The database cannot be opened as it is; it was left untouched."""


def _apply_pragmas(dbapi_conn: sqlite3.Connection, _record: object) -> None:
    # Autocommit at the driver level: transactions are begun explicitly (BEGIN IMMEDIATE for
    # writes) so a writer takes the lock before it reads the head of the chain.
    dbapi_conn.isolation_level = None
    cur = dbapi_conn.cursor()
    cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    cur.execute("PRAGMA journal_mode = WAL")
    cur.execute("PRAGMA synchronous = FULL")
    cur.execute("PRAGMA foreign_keys = ON")
    cur.close()


def _read_header(path: Path) -> tuple[int, int, bool]:
    """(user_version, application_id, has_tables) read without writing a byte."""
    # immutable: read the header without creating -wal / -shm files beside a file we may refuse
    uri = f"{path.resolve().as_uri()}?mode=ro&immutable=1"
    conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        has_tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] > 0
        return version, app_id, has_tables
    except sqlite3.DatabaseError as exc:
        raise DatabaseError("db.not_a_database", path=str(path)) from exc
    finally:
        conn.close()


def backup_file(path: Path, version: int) -> Path:
    """Copy the database with SQLite's online backup before a migration touches it."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.stem}.v{version}-{stamp}.backup{path.suffix or '.sqlite3'}")
    _copy(path, target)
    log.info("backed up %s to %s before migrating from schema %d", path, target, version)
    return target


def _copy(source_path: Path, target: Path) -> None:
    """SQLite's online backup: a consistent copy even while others write."""
    source = sqlite3.connect(source_path, timeout=BUSY_TIMEOUT_MS / 1000)
    dest = sqlite3.connect(target)
    try:
        source.backup(dest)
    finally:
        dest.close()
        source.close()


def check_readable(path: Path) -> int:
    """The schema version of an existing file of ours; refused if missing, foreign or newer."""
    if not path.is_file():
        raise DatabaseError("db.missing", path=str(path))
    version, app_id, has_tables = _read_header(path)
    if not has_tables or app_id != APPLICATION_ID:
        raise DatabaseError("db.not_a_database", path=str(path))
    if version > SCHEMA_VERSION:
        raise DatabaseError("db.newer", path=str(path), found=version, known=SCHEMA_VERSION)
    return version


def migrate(path: Path) -> Path | None:
    """Bring the file to SCHEMA_VERSION; returns the backup taken, if any.

    A database of a newer schema, or a file that is not ours, is refused before anything is
    written to it.
    """
    backup: Path | None = None
    if path.exists() and path.stat().st_size > 0:
        version, app_id, has_tables = _read_header(path)
        if has_tables and app_id != APPLICATION_ID:
            raise DatabaseError("db.not_a_database", path=str(path))
        if version > SCHEMA_VERSION:
            raise DatabaseError("db.newer", path=str(path), found=version, known=SCHEMA_VERSION)
        if version == SCHEMA_VERSION:
            return None
        if has_tables:
            backup = backup_file(path, version)
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        version = 0
    conn = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        for number in range(version, SCHEMA_VERSION):
            try:
                conn.executescript(
                    "BEGIN IMMEDIATE;\n"
                    + MIGRATIONS[number]
                    + f"\nPRAGMA application_id = {APPLICATION_ID};"
                    + f"\nPRAGMA user_version = {number + 1};\nCOMMIT;"
                )
            except sqlite3.Error:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            log.info("migrated %s to schema %d", path, number + 1)
    finally:
        conn.close()
    return backup


class Database:
    """One open tournament record (a SQLite file)."""

    def __init__(self, path: Path | str, *, upgrade: bool = True) -> None:
        """Open (and create or migrate) the file; upgrade=False only checks that it is ours
        and not newer, and changes nothing (for verification)."""
        self.path = Path(path)
        if upgrade:
            self.backup_taken = migrate(self.path)
        else:
            check_readable(self.path)
            self.backup_taken = None
        # Pooled connections: closing the last connection of a WAL file checkpoints it, which
        # would cost every command a checkpoint. Connections are never shared by two threads
        # at once; each unit of work checks one out and returns it.
        self.engine: Engine = create_engine(
            f"sqlite:///{self.path}",
            poolclass=QueuePool,
            pool_size=4,
            connect_args={"timeout": BUSY_TIMEOUT_MS / 1000, "check_same_thread": False},
        )
        event.listen(self.engine, "connect", _apply_pragmas)

    @contextmanager
    def write(self) -> Iterator[Connection]:
        """A write transaction that holds SQLite's write lock from its first statement."""
        with self.engine.connect() as conn:
            try:
                conn.exec_driver_sql("BEGIN IMMEDIATE")
            except OperationalError as exc:
                raise DatabaseError("db.busy") from exc
            try:
                yield conn
            except BaseException:
                conn.rollback()
                raise
            conn.commit()

    @contextmanager
    def read(self) -> Iterator[Connection]:
        """A read transaction: one consistent view of the file while it lasts."""
        with self.engine.connect() as conn:
            conn.exec_driver_sql("BEGIN")
            try:
                yield conn
            finally:
                conn.rollback()

    def integrity_check(self) -> list[str]:
        """SQLite's own check of the file; ['ok'] when sound."""
        with self.read() as conn:
            return [row[0] for row in conn.exec_driver_sql("PRAGMA integrity_check")]

    def foreign_key_problems(self) -> list[tuple]:
        with self.read() as conn:
            return [tuple(row) for row in conn.exec_driver_sql("PRAGMA foreign_key_check")]

    def backup_to(self, directory: Path, keep: int) -> Path:
        """An online copy of the file into directory (safe while others write), keeping the
        newest `keep` copies of this database there."""
        directory.mkdir(parents=True, exist_ok=True)
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        target = directory / f"{self.path.stem}-{stamp}.sqlite3"
        _copy(self.path, target)
        copies = sorted(directory.glob(f"{self.path.stem}-*.sqlite3"))
        for old in copies[:-keep] if keep > 0 else []:
            old.unlink(missing_ok=True)
        log.info("backed up %s to %s", self.path, target)
        return target

    def close(self) -> None:
        self.engine.dispose()

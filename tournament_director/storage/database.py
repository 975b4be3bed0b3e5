"""Opening the tournament record: one SQLite file, durable settings, migrations, backups,
the record's key and its anchor journal.

A record is opened either to write (created or migrated as needed, its key found or made,
every commit anchored) or read-only (for export, list, verify, restore checks): then the file
is opened with SQLite's read-only mode, nothing is migrated, no snapshot is stored, and a file
that is not a record of ours is refused before anything is read from it.
"""

from __future__ import annotations

import logging
import os
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
from tournament_director.station import PRIVATE_FILE, Station, make_private
from tournament_director.storage import keys
from tournament_director.storage.anchors import AnchorJournal
from tournament_director.storage.event_store import DamagedContent
from tournament_director.storage.keys import KeyUnusable, RecordKey
from tournament_director.storage.migrations import MIGRATIONS, SCHEMA_VERSION, SEALED_SCHEMA

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 10_000
# SQLite's defaults, which every connection keeps: the page cache (KiB when negative) and
# the WAL pages after which a commit copies them into the file.
DEFAULT_CACHE_SIZE = -2000
AUTOCHECKPOINT = 1000
# A large write (a 10,000-entry snapshot is 7.5 MB) kept in memory until its commit: with
# the default cache SQLite spills it to the WAL mid-transaction, several times slower.
LARGE_WRITE_CACHE_KIB = 65_536
APPLICATION_ID = 0x54444952  # "TDIR": marks the file as ours
# SQLite's primary result codes for a damaged file: SQLITE_CORRUPT, SQLITE_NOTADB.
_DAMAGED_CODES = {11, 26}
# SQLITE_CANTOPEN, SQLITE_READONLY: a WAL file on read-only media, opened read-only.
_CANNOT_OPEN_CODES = {14, 8}
# --db given as one of these is a PostgreSQL server (storage/postgres.py), not a file.
_SERVER_SCHEMES = ("postgresql://", "postgres://", "postgresql+psycopg://")


# Services see the connection type and SQLite's "file is damaged" error only by these names.
__all__ = ["Connection", "Database", "DatabaseError", "UnreadableDatabase", "migrate"]


class DatabaseError(Refused):
    """The database cannot be opened or used as it is; it was left untouched."""


def is_damaged(exc: BaseException) -> bool:
    """SQLite found damaged pages or a file that is not a database."""
    original = getattr(exc, "orig", exc)
    code = getattr(original, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in _DAMAGED_CODES
    text = str(original)
    return "malformed" in text or "not a database" in text


def damaged(path: Path, backup_dir: Path | None) -> DatabaseError:
    """The refusal for a damaged file: what happened, the check to run, the backup to use."""
    newest = newest_backup(backup_dir, path) if backup_dir else None
    if newest is None:
        return DatabaseError("db.damaged_no_backup", path=str(path))
    return DatabaseError("db.damaged", path=str(path), backup=str(newest))


def newest_backup(backup_dir: Path, path: Path) -> Path | None:
    try:
        copies = sorted(Path(backup_dir).glob(f"{path.stem}-*.sqlite3"))
    except OSError:
        return None
    return copies[-1] if copies else None


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


def _apply_read_only_pragmas(dbapi_conn: sqlite3.Connection, _record: object) -> None:
    # No journal_mode here: setting it writes the file. query_only refuses any write.
    dbapi_conn.isolation_level = None
    cur = dbapi_conn.cursor()
    cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    cur.execute("PRAGMA query_only = ON")
    cur.close()


def _read_only_mode(path: Path) -> str:
    """SQLite's read-only mode, which shares the file with stations writing it; on read-only
    media (a write-protected copy, a read-only share) a WAL file cannot get its shared-memory
    index there, and nobody can be writing it: it is then read as immutable."""
    try:
        conn = sqlite3.connect(
            f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000
        )
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        finally:
            conn.close()
    except sqlite3.OperationalError as exc:
        if getattr(exc, "sqlite_errorcode", 0) & 0xFF in _CANNOT_OPEN_CODES:
            log.info("%s is on read-only media: read as immutable", path)
            return "mode=ro&immutable=1"
        raise
    return "mode=ro"


def _read_header(path: Path) -> tuple[int, int, bool]:
    """(user_version, application_id, has_tables) read without writing a byte.

    The header's first 100 bytes say whether the file is a SQLite database of ours; a file
    of ours that SQLite cannot read further is damaged (refused as such, with no backup
    named: Database names the newest one), anything else is not a database of ours."""
    try:
        with open(path, "rb") as handle:
            header = handle.read(100)
    except OSError as exc:
        raise DatabaseError("db.not_a_database", path=str(path)) from exc
    ours = (
        len(header) == 100
        and header.startswith(b"SQLite format 3\x00")
        and int.from_bytes(header[68:72], "big") == APPLICATION_ID
    )
    # immutable: read the header without creating -wal / -shm files beside a file we may refuse
    uri = f"{path.resolve().as_uri()}?mode=ro&immutable=1"
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            has_tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] > 0
            return version, app_id, has_tables
        finally:
            conn.close()
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        # A damaged schema page can make SQLite's own message undecodable text.
        if ours and (isinstance(exc, UnicodeDecodeError) or is_damaged(exc)):
            raise DatabaseError("db.damaged_no_backup", path=str(path)) from exc
        raise DatabaseError("db.not_a_database", path=str(path)) from exc


def backup_file(path: Path, version: int) -> Path:
    """Copy the database with SQLite's online backup before a migration touches it."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.stem}.v{version}-{stamp}.backup{path.suffix or '.sqlite3'}")
    copy_database(path, target)
    log.info("backed up %s to %s before migrating from schema %d", path, target, version)
    return target


def copy_database(source_path: Path, target: Path, progress=None) -> None:
    """SQLite's online backup into a new private file: a consistent copy even while others
    write. progress(status, remaining, total) is called after each step of 64 pages."""
    _create_private_file(target)
    source = sqlite3.connect(
        f"{source_path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000
    )
    dest = sqlite3.connect(target)
    try:
        if progress is None:
            source.backup(dest)
        else:
            source.backup(dest, pages=64, progress=progress)
    finally:
        dest.close()
        source.close()


def _create_private_file(path: Path) -> None:
    """An empty file readable by the user alone: SQLite gives its -wal and -shm files the
    database file's permissions, so they are private from the start too."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT, PRIVATE_FILE)
    os.close(fd)
    make_private(path)


def check_readable(path: Path) -> int:
    """The schema version of an existing file of ours; refused if missing, empty, foreign or
    newer."""
    if not path.is_file():
        raise DatabaseError("db.missing", path=str(path))
    if path.stat().st_size == 0:
        raise DatabaseError("db.not_a_database", path=str(path))
    version, app_id, has_tables = _read_header(path)
    if not has_tables or app_id != APPLICATION_ID:
        raise DatabaseError("db.not_a_database", path=str(path))
    if version > SCHEMA_VERSION:
        raise DatabaseError("db.newer", path=str(path), found=version, known=SCHEMA_VERSION)
    return version


def _stream_heads(conn: sqlite3.Connection) -> list[tuple[int, int, str]]:
    return conn.execute(
        "SELECT e.stream_id, e.seq, e.hash FROM events e"
        " JOIN (SELECT stream_id, MAX(seq) AS seq FROM events GROUP BY stream_id) h"
        " ON e.stream_id = h.stream_id AND e.seq = h.seq ORDER BY e.stream_id"
    ).fetchall()


def migrate(path: Path, key_dir: Path, anchor_dir: Path | None = None) -> Path | None:
    """Bring the file to SCHEMA_VERSION; returns the backup taken, if any.

    A database of a newer schema, or a file that is not ours, is refused before anything is
    written to it. Reaching the sealed schema (v3) gives the record its id and its key (made
    before the step, so that no sealed thing exists without its key) and seals the head of
    every stream written before, in the step's own transaction.
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
        _create_private_file(path)
        version = 0
    conn = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        for number in range(version, SCHEMA_VERSION):
            key, sealed = None, []
            if number + 1 == SEALED_SCHEMA:
                record_id = keys.new_record_id()
                key = keys.create_key(key_dir, record_id)
            try:
                # executescript commits what is pending first; the step's transaction begins
                # inside the script and stays open for the statements that follow.
                conn.executescript("BEGIN IMMEDIATE;\n" + MIGRATIONS[number])
                if key is not None:
                    sealed = _seal_record(conn, key)
                conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                conn.execute(f"PRAGMA user_version = {number + 1}")
                conn.execute("COMMIT")
            except sqlite3.Error:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            if key is not None and sealed and anchor_dir is not None:
                # The sealed heads are anchored outside the file at once, like any command's.
                heads = {stream: (seq, digest) for stream, seq, digest in sealed}
                AnchorJournal(anchor_dir, key).write(heads, datetime.now(UTC).isoformat())
            log.info("migrated %s to schema %d", path, number + 1)
    finally:
        conn.close()
    return backup


def _seal_record(conn: sqlite3.Connection, key: RecordKey) -> list[tuple[int, int, str]]:
    """The record's id, and a seal on the head of every stream written before it had one;
    returns the heads sealed."""
    now = datetime.now(UTC).isoformat(timespec="microseconds")
    conn.execute(
        "INSERT INTO record (id, record_id, created_at) VALUES (1, ?, ?)", (key.record_id, now)
    )
    heads = _stream_heads(conn)
    for stream_id, seq, digest in heads:
        conn.execute(
            "INSERT INTO seals (stream_id, seq, hash, sealed_at, seal) VALUES (?, ?, ?, ?, ?)",
            (stream_id, seq, digest, now, head_seal(key, stream_id, seq, digest, now)),
        )
    return heads


def head_seal(key: RecordKey, stream_id: int, seq: int, digest: str, sealed_at: str) -> str:
    """The seal of a stream's head written before the record had a key."""
    return key.seal("head", stream_id, seq, digest, sealed_at)


class Database:
    """One open tournament record (a SQLite file) and what this station keeps beside it.

    Database("postgresql://...") opens the record on a PostgreSQL server instead
    (storage/postgres.py: ServerDatabase, the same interface)."""

    shared = False  # True for a record on a server, which other stations write too

    def __new__(cls, path: Path | str, *args: object, **kwargs: object) -> Database:
        if cls is Database and isinstance(path, str) and path.startswith(_SERVER_SCHEMES):
            from tournament_director.storage.postgres import ServerDatabase

            return super().__new__(ServerDatabase)
        return super().__new__(cls)

    @property
    def location(self) -> str:
        """Where the record is, in words (the file's path; the server's URL, no password)."""
        return str(self.path)

    @property
    def reachable(self) -> bool:
        """Whether the record can be reached (a file always; a server may go away)."""
        return True

    def __init__(
        self,
        path: Path | str,
        *,
        read_only: bool = False,
        station: Station | None = None,
        key_file: Path | None = None,
    ) -> None:
        """Open the file to write (created or migrated as needed), or read_only: checked to be
        ours and not newer, opened with SQLite's read-only mode, never changed.

        key_file: a record key given by hand (an auditor's copy) instead of the station's.
        """
        self.path = Path(path)
        self.read_only = read_only
        self.station = station or Station.load()
        self.backup_taken: Path | None = None
        if read_only:
            self.schema_version = self._guard(lambda: check_readable(self.path))
        else:
            station = self.station
            self.backup_taken = self._guard(
                lambda: migrate(self.path, station.key_dir, station.anchor_dir)
            )
            self.schema_version = SCHEMA_VERSION
            for suffix in ("", "-wal", "-shm"):
                make_private(self.path.with_name(self.path.name + suffix))
        self.engine: Engine = self._engine()
        self.record_id: str | None = None
        self.key: RecordKey | None = None
        self.key_problem: str | None = None  # why there is no key, in a message key
        self.journal: AnchorJournal | None = None
        try:
            self._find_key(key_file)
        except BaseException:
            self.engine.dispose()
            raise

    def _engine(self) -> Engine:
        # Pooled connections: closing the last connection of a WAL file checkpoints it, which
        # would cost every command a checkpoint. Connections are never shared by two threads
        # at once; each unit of work checks one out and returns it.
        url, pragmas = f"sqlite:///{self.path}", _apply_pragmas
        if self.read_only:
            url = f"sqlite:///{self.path.resolve().as_uri()}?{_read_only_mode(self.path)}&uri=true"
            pragmas = _apply_read_only_pragmas
        engine = create_engine(
            url,
            poolclass=QueuePool,
            pool_size=4,
            connect_args={"timeout": BUSY_TIMEOUT_MS / 1000, "check_same_thread": False},
        )
        event.listen(engine, "connect", pragmas)
        return engine

    def _find_key(self, key_file: Path | None) -> None:
        if self.schema_version < SEALED_SCHEMA:
            self.key_problem = "verify.key.old_schema"
            return
        with self.read() as conn:
            row = conn.exec_driver_sql("SELECT record_id FROM record WHERE id = 1").first()
            sealed = conn.exec_driver_sql(
                "SELECT EXISTS (SELECT 1 FROM events WHERE seal IS NOT NULL)"
                " OR EXISTS (SELECT 1 FROM seals)"
            ).scalar()
        record_id = row[0] if row else None
        if not keys.valid_record_id(record_id):
            raise DatabaseError("db.not_a_database", path=str(self.path))
        self.record_id = record_id
        try:
            if key_file is not None:
                self.key = keys.read_key(Path(key_file), record_id)
            else:
                self.key = keys.find_key(self.station.key_dir, record_id)
                if self.key is None and not sealed and not self.read_only:
                    # a record whose key was never used (made elsewhere, or lost at birth)
                    self.key = keys.create_key(self.station.key_dir, record_id)
        except KeyUnusable as exc:
            log.error("record key for %s not usable: %s", self.path, exc)
            self.key_problem = "verify.key.unusable"
            if not self.read_only:
                raise DatabaseError(
                    "db.key_unusable", path=str(self.path), key_file=str(self.expected_key_path)
                ) from exc
            return
        if self.key is None:
            self.key_problem = "verify.key.missing"
            if not self.read_only:
                raise DatabaseError(
                    "db.key_missing", path=str(self.path), key_file=str(self.expected_key_path)
                )
            return
        if not self.read_only:
            self.journal = AnchorJournal(self.station.anchor_dir, self.key)

    @property
    def expected_key_path(self) -> Path | None:
        if self.record_id is None:
            return None
        return keys.key_path(self.station.key_dir, self.record_id)

    def _guard(self, work):
        """Run work on the file; a damaged file is said in words with the backup to use."""
        try:
            return work()
        except DatabaseError as refusal:
            if refusal.key.startswith("db.damaged"):
                raise damaged(self.path, self.station.backup_dir) from refusal
            raise
        except (UnreadableDatabase, sqlite3.DatabaseError) as exc:
            if is_damaged(exc):
                raise damaged(self.path, self.station.backup_dir) from exc
            raise

    @contextmanager
    def write(self, large: bool = False) -> Iterator[Connection]:
        """A write transaction that holds SQLite's write lock from its first statement; after
        the commit, the heads of the streams it appended to go to the anchor journal.

        large: one big row (a snapshot, a cache: never a command's events) written in memory
        and sent to the WAL at the commit alone, not flushed to the disk by it
        (synchronous=NORMAL: WAL mode stays consistent; the next durable commit or the
        checkpoint flushes it, a power cut before that loses this transaction alone), and the
        WAL left for the caller to `checkpoint`: the write lock is held for the copy alone."""
        if self.read_only:
            raise DatabaseError("db.read_only", path=str(self.path))
        try:
            with self.engine.connect() as conn:
                if large:
                    conn.exec_driver_sql(f"PRAGMA cache_size = -{LARGE_WRITE_CACHE_KIB}")
                    conn.exec_driver_sql("PRAGMA wal_autocheckpoint = 0")
                    conn.exec_driver_sql("PRAGMA synchronous = NORMAL")
                try:
                    conn.exec_driver_sql("BEGIN IMMEDIATE")
                except OperationalError as exc:
                    if is_damaged(exc):
                        raise
                    raise DatabaseError("db.busy") from exc
                conn.info["appended"] = {}
                conn.info["key"] = self.key
                conn.info["schema"] = self.schema_version
                try:
                    yield conn
                except BaseException:
                    conn.rollback()
                    raise
                else:
                    conn.commit()
                    appended = conn.info["appended"]
                finally:
                    for name in ("appended", "key", "schema"):
                        conn.info.pop(name, None)
                    if large:  # the pooled connection goes back as it was
                        conn.exec_driver_sql(f"PRAGMA cache_size = {DEFAULT_CACHE_SIZE}")
                        conn.exec_driver_sql(f"PRAGMA wal_autocheckpoint = {AUTOCHECKPOINT}")
                        conn.exec_driver_sql("PRAGMA synchronous = FULL")
        except UnreadableDatabase as exc:
            if is_damaged(exc):
                raise damaged(self.path, self.station.backup_dir) from exc
            raise
        except DamagedContent as exc:
            log.error("%s: %s", self.path, exc)
            raise damaged(self.path, self.station.backup_dir) from exc
        if appended and self.journal is not None:
            self.journal.write(appended, datetime.now(UTC).isoformat(timespec="microseconds"))

    @contextmanager
    def read(self) -> Iterator[Connection]:
        """A read transaction: one consistent view of the file while it lasts."""
        try:
            with self.engine.connect() as conn:
                conn.exec_driver_sql("BEGIN")
                conn.info["schema"] = self.schema_version
                try:
                    yield conn
                finally:
                    conn.rollback()
        except UnreadableDatabase as exc:
            if is_damaged(exc):
                raise damaged(self.path, self.station.backup_dir) from exc
            raise
        except DamagedContent as exc:
            log.error("%s: %s", self.path, exc)
            raise damaged(self.path, self.station.backup_dir) from exc

    def checkpoint(self) -> None:
        """Copy what the WAL holds into the file without waiting for anyone (readers and
        writers go on meanwhile): after a large write, so that no command's commit does it."""
        if self.read_only:
            return
        with self.engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)").fetchall()

    def last_event_id(self) -> int:
        """The row id of the newest event of any stream: it changes with every command."""
        with self.read() as conn:
            return conn.exec_driver_sql("SELECT COALESCE(MAX(id), 0) FROM events").scalar()

    def integrity_check(self) -> list[str]:
        """SQLite's own check of the file; ['ok'] when sound."""
        with self.engine.connect() as conn:
            return [row[0] for row in conn.exec_driver_sql("PRAGMA integrity_check")]

    def foreign_key_problems(self) -> list[tuple]:
        with self.engine.connect() as conn:
            return [tuple(row) for row in conn.exec_driver_sql("PRAGMA foreign_key_check")]

    def close(self) -> None:
        self.engine.dispose()

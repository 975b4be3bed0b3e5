"""Backups of the record: SQLite's online backup into a folder, each copy checked before it
counts, the newest N kept; and putting a backup back in place.

A backup is first written under a hidden partial name, checked (SQLite's integrity check, and
each stream's head in the copy is an event of the live record with the same hash), flushed
to the disk and only then renamed to its final name. A program killed while copying leaves a
partial file, which the next backup removes, and every earlier backup as it was.
"""

from __future__ import annotations

import logging
import os
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from tournament_director.station import create_private, make_private, private_dir, sync_dir
from tournament_director.storage.database import (
    BUSY_TIMEOUT_MS,
    Database,
    DatabaseError,
    copy_database,
)

log = logging.getLogger(__name__)

_STAMP = "%Y%m%dT%H%M%S%fZ"
_NAME = re.compile(r"^(?P<stem>.+)-(?P<stamp>\d{8}T\d{12}Z)\.sqlite3$")

Progress = Callable[[int, int, int], object]  # sqlite3's (status, remaining, total)


@dataclass(frozen=True)
class BackupFile:
    path: Path
    taken_at: datetime
    size: int


def backup_name(db_path: Path, moment: datetime) -> str:
    return f"{db_path.stem}-{moment.astimezone(UTC).strftime(_STAMP)}.sqlite3"


def list_backups(directory: Path, db_path: Path) -> list[BackupFile]:
    """The finished backups of this database in directory, newest first."""
    found = []
    try:
        candidates = list(Path(directory).glob(f"{db_path.stem}-*.sqlite3"))
    except OSError:
        return []
    for path in candidates:
        match = _NAME.match(path.name)
        if match is None or match["stem"] != db_path.stem:
            continue
        try:
            taken = datetime.strptime(match["stamp"], _STAMP).replace(tzinfo=UTC)
            size = path.stat().st_size
        except (ValueError, OSError):
            continue
        found.append(BackupFile(path, taken, size))
    return sorted(found, key=lambda b: b.taken_at, reverse=True)


def _open_copy(path: Path) -> sqlite3.Connection:
    # immutable: a finished copy is read without -wal/-shm files and without locks
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)


def _heads(conn: sqlite3.Connection) -> list[tuple[int, int, str]]:
    return conn.execute(
        "SELECT e.stream_id, e.seq, e.hash FROM events e"
        " JOIN (SELECT stream_id, MAX(seq) AS seq FROM events GROUP BY stream_id) h"
        " ON e.stream_id = h.stream_id AND e.seq = h.seq"
    ).fetchall()


def check_copy(copy: Path, live: Path | None) -> str | None:
    """None when the copy is sound: SQLite finds no fault, and (given the live record) every
    stream's head in the copy is the live record's event at that seq. Else what is wrong."""
    try:
        conn = _open_copy(copy)
        try:
            result = [row[0] for row in conn.execute("PRAGMA integrity_check")]
            if result != ["ok"]:
                return "; ".join(result[:3])
            heads = _heads(conn)
        finally:
            conn.close()
        if live is None:
            return None
        source = sqlite3.connect(
            f"{live.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000
        )
        try:
            for stream_id, seq, digest in heads:
                row = source.execute(
                    "SELECT hash FROM events WHERE stream_id = ? AND seq = ?", (stream_id, seq)
                ).fetchone()
                if row is None or row[0] != digest:
                    return f"stream {stream_id} differs from the record at event {seq}"
        finally:
            source.close()
    except sqlite3.Error as exc:
        return str(exc)
    return None


def take_backup(db: Database, directory: Path, keep: int, progress: Progress | None = None) -> Path:
    """A checked online backup of the record into directory; the newest `keep` are kept.

    Raises OSError or DatabaseError when no sound copy could be made (nothing is then
    counted as a backup and no older one is removed)."""
    if db.shared:  # the server's backups are its own (README: pg_dump)
        raise DatabaseError("db.server_file_only", server=db.location)
    private_dir(Path(directory))
    final = Path(directory) / backup_name(db.path, datetime.now(UTC))
    partial = final.with_name(f".{final.name}.partial")
    for stale in Path(directory).glob(f".{db.path.stem}-*.sqlite3.partial"):
        stale.unlink(missing_ok=True)  # left by a program killed while copying
    try:
        copy_database(db.path, partial, progress)
        _drop_side_files(partial)
        problem = check_copy(partial, db.path)
        if problem is not None:
            raise DatabaseError("backup.unsound", path=str(final), problem=problem)
        _fsync(partial)
        os.replace(partial, final)
        sync_dir(final.parent)
    finally:
        partial.unlink(missing_ok=True)
        _drop_side_files(partial)
    make_private(final)
    for old in list_backups(directory, db.path)[max(keep, 1) :]:
        old.path.unlink(missing_ok=True)
    log.info("backed up %s to %s", db.path, final)
    return final


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _drop_side_files(path: Path) -> None:
    for suffix in ("-wal", "-shm", "-journal"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)


def put_back(backup: Path, target: Path, aside: Path) -> Path | None:
    """Make target hold exactly what backup holds.

    What target held is kept first under `aside`: copied with SQLite's backup when it can be
    read, or moved there (with its -wal and -shm) when it is damaged. The backup is then
    written into target through SQLite's backup API, so a station that has the file open
    sees the restored record, never half of it. Returns where the old file was kept."""
    kept: Path | None = None
    if target.exists():
        private_dir(aside.parent)
        if check_copy_readable(target):
            copy_database(target, aside)
        else:
            for suffix in ("", "-wal", "-shm"):
                source = target.with_name(target.name + suffix)
                if source.exists():
                    os.replace(source, aside.with_name(aside.name + suffix))
        kept = aside
    else:
        create_private(target, b"")
    source = _open_copy(backup)
    dest = sqlite3.connect(target, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        source.backup(dest)
    finally:
        dest.close()
        source.close()
    make_private(target)
    return kept


def check_copy_readable(path: Path) -> bool:
    """The file can be read through (SQLite's quick check finds no damage)."""
    try:
        conn = sqlite3.connect(
            f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000
        )
        try:
            return [row[0] for row in conn.execute("PRAGMA quick_check")] == ["ok"]
        finally:
            conn.close()
    except sqlite3.Error:
        return False

"""A record written aside and put in place whole.

A command that writes many commits in a row (the demo's multi-flight event: hundreds of
purchases, eliminations and slips) must leave either all of them in the record or none: it
works on a copy (or a new file) in a folder beside the record, with its own anchor journal,
and only once it is done is the copy written into the record with SQLite's online backup (one
transaction: a station that has the record open sees it before or after, never half) and its
anchors appended to the record's journal. A failure midway leaves the record as it was.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from tournament_director import i18n
from tournament_director.station import PRIVATE_FILE, create_private, make_private, private_dir
from tournament_director.storage.database import BUSY_TIMEOUT_MS, DatabaseError, copy_database

Heads = list[tuple[int, int, str]]


def _read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(
        f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000
    )


def heads(path: Path) -> Heads:
    """Every stream's last event (stream, seq, hash): what the record holds, in short."""
    conn = _read_only(path)
    try:
        return sorted(
            conn.execute(
                "SELECT e.stream_id, e.seq, e.hash FROM events e"
                " JOIN (SELECT stream_id, MAX(seq) AS seq FROM events GROUP BY stream_id) h"
                " ON e.stream_id = h.stream_id AND e.seq = h.seq"
            ).fetchall()
        )
    finally:
        conn.close()


def copy_for_work(record: Path, work: Path) -> Heads:
    """A consistent copy of the record to work on (SQLite's online backup, even while others
    write); returns the heads it was copied at."""
    copy_database(record, work)
    return heads(work)


def put_in_place(work: Path, record: Path, copied_at: Heads | None) -> None:
    """Write the finished work into the record. ``copied_at``: the record's heads when the
    work was copied from it (None: the record did not exist, and must not now); refused,
    with nothing written, when the record changed since (what was written meanwhile would be
    lost)."""
    if copied_at is None:
        if record.exists():
            raise DatabaseError("aside.changed", path=str(record))
        create_private(record, b"")
    elif heads(record) != copied_at:
        raise DatabaseError("aside.changed", path=str(record))
    source = _read_only(work)
    dest = sqlite3.connect(record, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        source.backup(dest)
    finally:
        dest.close()
        source.close()
    make_private(record)


def append_journal(aside: Path, journal: Path) -> None:
    """The anchors the work wrote (sealed with the record's key, naming the record) appended
    to the record's journal, as if written there command by command."""
    if not aside.is_file():
        return
    data = aside.read_bytes()
    if not data:
        return
    private_dir(journal.parent)
    fd = os.open(journal, os.O_WRONLY | os.O_APPEND | os.O_CREAT, PRIVATE_FILE)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    make_private(journal)


MESSAGES: dict[str, tuple[str, str]] = {
    "aside.changed": (
        "{path} cambió mientras se escribía aparte (otro programa escribió en él): no se "
        "tocó. Vuelva a intentarlo.",
        "{path} changed while the work was written aside (another program wrote to it): it "
        "was not touched. Try again.",
    ),
}
i18n.CATALOG.update(MESSAGES)

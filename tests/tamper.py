"""What someone holding the database file could do to it, with SQLite's own tools.

Shared by the tamper tests and the tamper benchmark. Each function works on the file
directly (never through the application), as an attacker with a SQLite shell would.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

from tournament_director.storage.hashchain import canonical_json, event_hash
from tournament_director.storage.keys import RecordKey

Change = Callable[[dict], dict]


def connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'"):
        conn.execute(f"DROP TRIGGER {name}")  # the guards go first
    return conn


def rows(conn: sqlite3.Connection, stream_id: int) -> list[sqlite3.Row]:
    conn.row_factory = sqlite3.Row
    return conn.execute(
        "SELECT * FROM events WHERE stream_id = ? ORDER BY seq", (stream_id,)
    ).fetchall()


def rewrite(
    path: Path,
    stream_id: int,
    seq: int,
    change: Change,
    seals: str | RecordKey = "keep",
) -> None:
    """Change one event's payload, then recompute the chain after it with the application's
    own algorithm. seals: "keep" (leave the old seals), "drop" (set them to NULL), or a key
    (an attacker who also holds the key re-seals everything)."""
    conn = connect(path)
    try:
        conn.execute("BEGIN")
        events = rows(conn, stream_id)
        prev_hash = events[seq - 2]["hash"] if seq > 1 else "0" * 64
        for row in events[seq - 1 :]:
            payload = row["payload"]
            if row["seq"] == seq:
                payload = canonical_json(change(json.loads(payload)))
            digest = event_hash(
                stream_id=stream_id,
                seq=row["seq"],
                command_seq=row["command_seq"],
                recorded_at=row["recorded_at"],
                operator_id=row["operator_id"],
                operator_name=row["operator_name"],
                type=row["type"],
                payload=payload,
                schema_version=row["schema_version"],
                prev_hash=prev_hash,
            )
            if seals == "keep":
                seal = row["seal"]
            elif seals == "drop":
                seal = None
            else:
                seal = seals.event_seal(digest)
            conn.execute(
                "UPDATE events SET payload = ?, prev_hash = ?, hash = ?, seal = ? WHERE id = ?",
                (payload, prev_hash, digest, seal, row["id"]),
            )
            prev_hash = digest
        conn.execute("COMMIT")
    finally:
        conn.close()


def delete_last(path: Path, stream_id: int, count: int = 1) -> None:
    conn = connect(path)
    try:
        conn.execute(
            "DELETE FROM events WHERE stream_id = ? AND seq > "
            "(SELECT MAX(seq) FROM events WHERE stream_id = ?) - ?",
            (stream_id, stream_id, count),
        )
    finally:
        conn.close()


def set_snapshot(path: Path, json_path: str, value: object) -> None:
    """Edit the newest snapshot's data with SQLite's json_set."""
    conn = connect(path)
    try:
        conn.execute(
            "UPDATE snapshots SET data = json_set(data, ?, json(?))"
            " WHERE id = (SELECT id FROM snapshots ORDER BY seq DESC LIMIT 1)",
            (json_path, json.dumps(value)),
        )
    finally:
        conn.close()


def event_seq(path: Path, stream_id: int, event_type: str, nth: int = 0) -> int:
    conn = sqlite3.connect(path)
    try:
        found = conn.execute(
            "SELECT seq FROM events WHERE stream_id = ? AND type = ? ORDER BY seq",
            (stream_id, event_type),
        ).fetchall()
    finally:
        conn.close()
    return found[nth][0]


def reseal_latest_snapshot(path: Path, key: RecordKey, change: Change) -> None:
    """Change the newest snapshot's data and seal it again with the key (an attacker who
    holds it): the seal then matches, only replaying the events shows the lie."""
    from tournament_director.storage.event_store import _snapshot_seal

    conn = connect(path)
    try:
        stream, seq, version, data = conn.execute(
            "SELECT stream_id, seq, state_version, data FROM snapshots ORDER BY seq DESC LIMIT 1"
        ).fetchone()
        text = json.dumps(change(json.loads(data)), separators=(",", ":"), ensure_ascii=False)
        digest = conn.execute(
            "SELECT hash FROM events WHERE stream_id = ? AND seq = ?", (stream, seq)
        ).fetchone()[0]
        conn.execute(
            "UPDATE snapshots SET data = ?, seal = ? WHERE stream_id = ? AND seq = ?",
            (text, _snapshot_seal(key, stream, seq, digest, version, text), stream, seq),
        )
    finally:
        conn.close()


def renamed(data: dict) -> dict:
    """A snapshot whose tournament has another name."""
    return {**data, "state": {**data["state"], "name": "Torneo Alterado"}}


def halve_amount(payload: dict) -> dict:
    return {
        **payload,
        "amount": payload["amount"] // 2,
        "prize_pool": payload["prize_pool"] // 2,
    }


def made_director(name: str) -> Change:
    def change(payload: dict) -> dict:
        return {**payload, "role": "director"} if payload.get("name") == name else payload

    return change


def pin_replaced(payload: dict) -> dict:
    from tournament_director.domain.operators import hash_pin

    return {**payload, "pin_hash": hash_pin("000000")}

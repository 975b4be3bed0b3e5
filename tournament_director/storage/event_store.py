"""Appending to and reading from the event log, snapshots, and checking the hash chain."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import Connection, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from tournament_director.domain.events import ActorRef, Event, RecordedEvent
from tournament_director.storage.hashchain import GENESIS_HASH, canonical_json, event_hash
from tournament_director.storage.tables import EventRow, SnapshotRow, StreamRow, TournamentRow

HOUSE_STREAM = 1
SNAPSHOTS_KEPT = 3

_events = EventRow.__table__
_streams = StreamRow.__table__
_tournaments = TournamentRow.__table__
_snapshots = SnapshotRow.__table__


def utc_text(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def _row_to_event(row) -> RecordedEvent:
    return RecordedEvent(
        stream_id=row.stream_id,
        seq=row.seq,
        command_seq=row.command_seq,
        recorded_at=datetime.fromisoformat(row.recorded_at),
        operator_id=row.operator_id,
        operator_name=row.operator_name,
        type=row.type,
        payload=json.loads(row.payload),
        schema_version=row.schema_version,
        prev_hash=row.prev_hash,
        hash=row.hash,
    )


class ChainBroken(Exception):
    """The stored log does not continue where the writer expected (another writer, tampering)."""


# --- streams --------------------------------------------------------------------------------


def ensure_house_stream(conn: Connection, now: datetime) -> None:
    if conn.execute(select(_streams.c.id).where(_streams.c.id == HOUSE_STREAM)).first() is None:
        conn.execute(
            insert(_streams).values(id=HOUSE_STREAM, kind="house", created_at=utc_text(now))
        )


def create_tournament_stream(conn: Connection, name: str, now: datetime) -> int:
    result = conn.execute(insert(_streams).values(kind="tournament", created_at=utc_text(now)))
    stream_id = result.inserted_primary_key[0]
    conn.execute(
        insert(_tournaments).values(
            stream_id=stream_id,
            name=name,
            archived=0,
            created_at=utc_text(now),
            last_seq=0,
            updated_at=utc_text(now),
        )
    )
    return stream_id


def update_tournament_summary(
    conn: Connection, stream_id: int, name: str, archived: bool, last_seq: int, now: datetime
) -> None:
    conn.execute(
        update(_tournaments)
        .where(_tournaments.c.stream_id == stream_id)
        .values(name=name, archived=int(archived), last_seq=last_seq, updated_at=utc_text(now))
    )


@dataclass(frozen=True)
class TournamentSummary:
    id: int
    name: str
    archived: bool
    created_at: datetime
    last_seq: int
    updated_at: datetime


def list_tournaments(conn: Connection, include_archived: bool = True) -> list[TournamentSummary]:
    query = select(_tournaments).order_by(_tournaments.c.stream_id)
    if not include_archived:
        query = query.where(_tournaments.c.archived == 0)
    return [
        TournamentSummary(
            r.stream_id,
            r.name,
            bool(r.archived),
            datetime.fromisoformat(r.created_at),
            r.last_seq,
            datetime.fromisoformat(r.updated_at),
        )
        for r in conn.execute(query)
    ]


def tournament_ids(conn: Connection) -> list[int]:
    return [r[0] for r in conn.execute(select(_tournaments.c.stream_id).order_by("stream_id"))]


def stream_ids(conn: Connection) -> list[int]:
    return [r[0] for r in conn.execute(select(_streams.c.id).order_by(_streams.c.id))]


# --- appending ------------------------------------------------------------------------------


def head(conn: Connection, stream_id: int) -> tuple[int, str]:
    """(last seq, last hash) of a stream; (0, GENESIS_HASH) when empty."""
    row = conn.execute(
        select(_events.c.seq, _events.c.hash)
        .where(_events.c.stream_id == stream_id)
        .order_by(_events.c.seq.desc())
        .limit(1)
    ).first()
    return (row.seq, row.hash) if row else (0, GENESIS_HASH)


def append(
    conn: Connection,
    stream_id: int,
    events: Sequence[Event],
    actor: ActorRef,
    now: datetime,
) -> list[RecordedEvent]:
    """Append one command's events, chained, inside the caller's write transaction.

    All of a command's events share the seq of the first as their command_seq, so undo can
    treat them as one action.
    """
    seq, prev_hash = head(conn, stream_id)
    command_seq = seq + 1
    recorded_at = utc_text(now)
    rows, recorded = [], []
    for event in events:
        seq += 1
        payload = canonical_json(event.payload())
        fields = dict(
            stream_id=stream_id,
            seq=seq,
            command_seq=command_seq,
            recorded_at=recorded_at,
            operator_id=actor.id,
            operator_name=actor.name,
            type=event.TYPE,
            payload=payload,
            schema_version=event.VERSION,
            prev_hash=prev_hash,
        )
        digest = event_hash(**fields)
        rows.append({**fields, "hash": digest})
        recorded.append(
            RecordedEvent(
                stream_id=stream_id,
                seq=seq,
                command_seq=command_seq,
                recorded_at=datetime.fromisoformat(recorded_at),
                operator_id=actor.id,
                operator_name=actor.name,
                type=event.TYPE,
                payload=json.loads(payload),
                schema_version=event.VERSION,
                prev_hash=prev_hash,
                hash=digest,
            )
        )
        prev_hash = digest
    try:
        conn.execute(insert(_events), rows)
    except IntegrityError as exc:  # the triggers refused: the chain moved under us
        raise ChainBroken(str(exc.orig)) from exc
    return recorded


# --- reading --------------------------------------------------------------------------------


def read(
    conn: Connection, stream_id: int, after_seq: int = 0, batch: int = 5000
) -> Iterator[RecordedEvent]:
    """The stream's events after after_seq, in order, fetched in batches."""
    last = after_seq
    while True:
        rows = conn.execute(
            select(_events)
            .where(_events.c.stream_id == stream_id, _events.c.seq > last)
            .order_by(_events.c.seq)
            .limit(batch)
        ).all()
        for row in rows:
            yield _row_to_event(row)
        if len(rows) < batch:
            return
        last = rows[-1].seq


def read_types(conn: Connection, stream_id: int, types: Sequence[str]) -> list[RecordedEvent]:
    rows = conn.execute(
        select(_events)
        .where(_events.c.stream_id == stream_id, _events.c.type.in_(types))
        .order_by(_events.c.seq)
    )
    return [_row_to_event(r) for r in rows]


@dataclass(frozen=True)
class LogFilter:
    """What the log view asks for; None means any."""

    types: Sequence[str] | None = None
    operator_name: str | None = None
    player_id: int | None = None
    since: datetime | None = None
    until: datetime | None = None


def _filtered(query, stream_id: int, log_filter: LogFilter):
    query = query.where(_events.c.stream_id == stream_id)
    if log_filter.types:
        query = query.where(_events.c.type.in_(log_filter.types))
    if log_filter.operator_name:
        query = query.where(_events.c.operator_name == log_filter.operator_name)
    if log_filter.player_id is not None:
        query = query.where(
            func.json_extract(_events.c.payload, "$.player_id") == log_filter.player_id
        )
    if log_filter.since is not None:
        query = query.where(_events.c.recorded_at >= utc_text(log_filter.since))
    if log_filter.until is not None:
        query = query.where(_events.c.recorded_at <= utc_text(log_filter.until))
    return query


def query_log(
    conn: Connection, stream_id: int, log_filter: LogFilter, offset: int, limit: int
) -> list[RecordedEvent]:
    """A page of the log, newest first, matching the filter."""
    query = _filtered(select(_events), stream_id, log_filter)
    rows = conn.execute(query.order_by(_events.c.seq.desc()).offset(offset).limit(limit))
    return [_row_to_event(r) for r in rows]


def count_log(conn: Connection, stream_id: int, log_filter: LogFilter) -> int:
    query = _filtered(select(func.count()).select_from(_events), stream_id, log_filter)
    return conn.execute(query).scalar_one()


def distinct_values(conn: Connection, stream_id: int, column: str) -> list[str]:
    col = _events.c[column]
    rows = conn.execute(
        select(col).where(_events.c.stream_id == stream_id).distinct().order_by(col)
    )
    return [r[0] for r in rows]


# --- snapshots ------------------------------------------------------------------------------


def save_snapshot(
    conn: Connection, stream_id: int, seq: int, state_version: int, data: dict, now: datetime
) -> None:
    """Store a snapshot and keep only the most recent few (they are a cache, not the record)."""
    conn.execute(
        insert(_snapshots)
        .prefix_with("OR REPLACE")
        .values(
            stream_id=stream_id,
            seq=seq,
            state_version=state_version,
            data=json.dumps(data, separators=(",", ":"), ensure_ascii=False),
            created_at=utc_text(now),
        )
    )
    keep = (
        select(_snapshots.c.id)
        .where(_snapshots.c.stream_id == stream_id)
        .order_by(_snapshots.c.seq.desc())
        .limit(SNAPSHOTS_KEPT)
    )
    conn.execute(
        delete(_snapshots).where(_snapshots.c.stream_id == stream_id, _snapshots.c.id.not_in(keep))
    )


def snapshots(conn: Connection, stream_id: int, state_version: int) -> Iterator[tuple[int, dict]]:
    """(seq, data) of the stream's usable snapshots, newest first, parsed lazily."""
    rows = conn.execute(
        select(_snapshots.c.seq, _snapshots.c.data)
        .where(_snapshots.c.stream_id == stream_id, _snapshots.c.state_version == state_version)
        .order_by(_snapshots.c.seq.desc())
    ).all()
    for row in rows:
        yield row.seq, json.loads(row.data)


# --- verification ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ChainProblem:
    stream_id: int
    seq: int
    code: str  # "gap", "link" or "hash"
    what: str  # the same in words, for logs


def verify_stream(conn: Connection, stream_id: int) -> ChainProblem | None:
    """The first event whose sequence, link or hash is wrong, or None when the chain holds."""
    expected_seq, prev_hash = 1, GENESIS_HASH
    last = 0
    while True:
        rows = conn.execute(
            select(_events)
            .where(_events.c.stream_id == stream_id, _events.c.seq > last)
            .order_by(_events.c.seq)
            .limit(5000)
        ).all()
        for row in rows:
            if row.seq != expected_seq:
                return ChainProblem(
                    stream_id, row.seq, "gap", f"sequence gap: expected {expected_seq}"
                )
            if row.prev_hash != prev_hash:
                return ChainProblem(
                    stream_id, row.seq, "link", "does not link to the previous event"
                )
            digest = event_hash(
                stream_id=row.stream_id,
                seq=row.seq,
                command_seq=row.command_seq,
                recorded_at=row.recorded_at,
                operator_id=row.operator_id,
                operator_name=row.operator_name,
                type=row.type,
                payload=row.payload,
                schema_version=row.schema_version,
                prev_hash=row.prev_hash,
            )
            if digest != row.hash:
                return ChainProblem(stream_id, row.seq, "hash", "content does not match its hash")
            prev_hash, expected_seq = row.hash, expected_seq + 1
        if len(rows) < 5000:
            return None
        last = rows[-1].seq

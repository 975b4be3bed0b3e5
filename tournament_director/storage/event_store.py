"""Appending to and reading from the event log, snapshots, and checking the hash chain."""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import Connection, String, cast, delete, func, insert, literal, select, update
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.dialects.postgresql import insert as server_insert
from sqlalchemy.exc import IntegrityError

from tournament_director.domain.events import ActorRef, Event, RecordedEvent
from tournament_director.domain.text import payload_problem
from tournament_director.storage.hashchain import GENESIS_HASH, canonical_json, event_hash
from tournament_director.storage.keys import RecordKey
from tournament_director.storage.migrations import SEALED_SCHEMA
from tournament_director.storage.tables import (
    EventRow,
    RecordRow,
    SealRow,
    SnapshotRow,
    StreamRow,
    TournamentRow,
)

log = logging.getLogger(__name__)

HOUSE_STREAM = 1
SNAPSHOTS_KEPT = 3

_events = EventRow.__table__
_streams = StreamRow.__table__
_tournaments = TournamentRow.__table__
_snapshots = SnapshotRow.__table__
_record = RecordRow.__table__
_seals = SealRow.__table__


def utc_text(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


# Reading never needs the seal, and older schemas (read as they are) have none.
_READ_COLUMNS = [c for c in _events.c if c.name != "seal"]


def _on_server(conn: Connection) -> bool:
    """The record is on a PostgreSQL server (storage/postgres.py), not in a SQLite file."""
    return conn.dialect.name == "postgresql"


def _payload_field(conn: Connection, name: str, values: Sequence[int | str]):
    """The condition "the payload's field `name` holds one of `values`", in the record's
    dialect: SQLite's json_extract, or the server's jsonb (a number never equals a text)."""
    if _on_server(conn):
        field = func.jsonb_extract_path(cast(_events.c.payload, JSONB), name)
        # Each value sent as its JSON text and made jsonb by the server (a JSONB parameter
        # would be encoded once more: the number 2 sent as the text "2").
        return field.in_([cast(literal(canonical_json(v), String), JSONB) for v in values])
    return func.json_extract(_events.c.payload, f"$.{name}").in_(list(values))


def _sealed_schema(conn: Connection) -> bool:
    return conn.info.get("schema", SEALED_SCHEMA) >= SEALED_SCHEMA


class DamagedContent(Exception):
    """A row SQLite can read but that is not what the application wrote (a damaged page
    that still parses, or an edit): the file is treated as damaged (Database says so)."""


def _row_to_event(row) -> RecordedEvent:
    try:
        payload = json.loads(row.payload)
        if not isinstance(payload, dict) or not isinstance(row.type, str):
            raise ValueError("not an event")
        return RecordedEvent(
            stream_id=row.stream_id,
            seq=row.seq,
            command_seq=row.command_seq,
            recorded_at=datetime.fromisoformat(row.recorded_at),
            operator_id=row.operator_id,
            operator_name=row.operator_name,
            type=row.type,
            payload=payload,
            schema_version=row.schema_version,
            prev_hash=row.prev_hash,
            hash=row.hash,
        )
    except (TypeError, ValueError, RecursionError) as exc:
        raise DamagedContent(f"event {row.stream_id}/{row.seq} unreadable: {exc}") from exc


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
    #: When the tournament ended (its standing ``TournamentFinished``); None while it is not.
    finished_at: datetime | None = None

    @property
    def finished(self) -> bool:
        return self.finished_at is not None


# The events that say whether a tournament is over: its finish, and undo/redo markers (an
# undone finish does not stand). Names, so storage needs no domain module for them.
_FINISH_TYPES = ("TournamentFinished", "ActionUndone", "ActionRedone")


def finished_at(conn: Connection, stream_id: int) -> datetime | None:
    """When the tournament's standing finish was recorded; None when it is not over."""
    return finished_tournaments(conn, [stream_id]).get(stream_id)


def finished_tournaments(conn: Connection, stream_ids: Sequence[int]) -> dict[int, datetime]:
    """stream id -> when its standing finish was recorded, for those of ``stream_ids`` that
    are over.

    Read from the finishes and the undo markers alone (one look-up in the index by stream
    and type), never by replaying a stream: an undo voids the seqs it names and a redo
    restores them (domain/history.py), so a finish stands when its seq is not voided."""
    if not stream_ids:
        return {}
    # No ORDER BY: with one, SQLite walks each whole stream by its primary key instead of
    # looking the few events up by type; they are put in order here.
    rows = conn.execute(
        select(*_READ_COLUMNS).where(
            _events.c.stream_id.in_(list(stream_ids)), _events.c.type.in_(_FINISH_TYPES)
        )
    ).all()
    voided: dict[int, set[int]] = {}
    finishes: dict[int, list[tuple[int, datetime]]] = {}
    for row in sorted(rows, key=lambda r: (r.stream_id, r.seq)):
        event = _row_to_event(row)
        stream = event.stream_id
        if event.type == "TournamentFinished":
            finishes.setdefault(stream, []).append((event.seq, event.recorded_at))
            continue
        seqs = {int(s) for s in event.payload.get("target_seqs", ())}
        if event.type == "ActionUndone":
            voided.setdefault(stream, set()).update(seqs)
        else:
            voided.setdefault(stream, set()).difference_update(seqs)
    out: dict[int, datetime] = {}
    for stream, found in finishes.items():
        standing = [at for seq, at in found if seq not in voided.get(stream, set())]
        if standing:
            out[stream] = standing[-1]
    return out


def list_tournaments(conn: Connection, include_archived: bool = True) -> list[TournamentSummary]:
    query = select(_tournaments).order_by(_tournaments.c.stream_id)
    if not include_archived:
        query = query.where(_tournaments.c.archived == 0)
    try:
        rows = conn.execute(query).all()
        finished = finished_tournaments(conn, [int(r.stream_id) for r in rows])
        return [
            TournamentSummary(
                int(r.stream_id),
                str(r.name),
                bool(r.archived),
                datetime.fromisoformat(r.created_at),
                int(r.last_seq),
                datetime.fromisoformat(r.updated_at),
                finished.get(int(r.stream_id)),
            )
            for r in rows
        ]
    except (TypeError, ValueError) as exc:
        raise DamagedContent(f"tournament list unreadable: {exc}") from exc


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
    """Append one command's events, chained and sealed, inside the caller's write transaction.

    All of a command's events share the seq of the first as their command_seq, so undo can
    treat them as one action. Each event is sealed with the record's key (Database.write
    puts it on the connection); the stream's new head is left there for the anchor journal.
    """
    key = conn.info.get("key")
    if key is None:
        raise ChainBroken("the record's key is not available: nothing can be sealed")
    seq, prev_hash = head(conn, stream_id)
    command_seq = seq + 1
    recorded_at = utc_text(now)
    rows, recorded = [], []
    for event in events:
        seq += 1
        # The last guard of what is written forever: whatever the command checked, text and
        # numbers the record cannot hold are refused here, before anything is written.
        content = event.payload()
        problem = payload_problem(content)
        if problem is not None:
            raise problem
        payload = canonical_json(content)
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
        rows.append({**fields, "hash": digest, "seal": key.event_seal(digest)})
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
    conn.info.setdefault("appended", {})[stream_id] = (seq, prev_hash)
    return recorded


# --- reading --------------------------------------------------------------------------------


def read(
    conn: Connection, stream_id: int, after_seq: int = 0, batch: int = 5000
) -> Iterator[RecordedEvent]:
    """The stream's events after after_seq, in order, fetched in batches."""
    last = after_seq
    while True:
        rows = conn.execute(
            select(*_READ_COLUMNS)
            .where(_events.c.stream_id == stream_id, _events.c.seq > last)
            .order_by(_events.c.seq)
            .limit(batch)
        ).all()
        for row in rows:
            yield _row_to_event(row)
        if len(rows) < batch:
            return
        last = rows[-1].seq


def count_until(conn: Connection, stream_id: int, last_seq: int) -> tuple[int, str | None]:
    """(how many events, the hash of the last) of the stream's events up to last_seq."""
    row = conn.execute(
        select(func.count(), func.max(_events.c.seq)).where(
            _events.c.stream_id == stream_id, _events.c.seq <= last_seq
        )
    ).first()
    count, last = (row[0], row[1]) if row else (0, None)
    return int(count), None if last is None else hash_at(conn, stream_id, last)


def read_types(conn: Connection, stream_id: int, types: Sequence[str]) -> list[RecordedEvent]:
    rows = conn.execute(
        select(*_READ_COLUMNS)
        .where(_events.c.stream_id == stream_id, _events.c.type.in_(types))
        .order_by(_events.c.seq)
    )
    return [_row_to_event(r) for r in rows]


def read_types_in(
    conn: Connection,
    stream_ids: Sequence[int],
    types: Sequence[str],
    payload: dict[str, Sequence[int | str]] | None = None,
) -> list[RecordedEvent]:
    """The events of ``types`` in several streams, in stream and seq order, looked up in
    the index by stream and type (never a walk of the streams); ``payload``: a field of
    the payload and the values it must hold (``{"house_player_id": [12, 40]}``), checked
    on the events the index found."""
    if not stream_ids or not types:
        return []
    query = select(*_READ_COLUMNS).where(
        _events.c.stream_id.in_(list(stream_ids)), _events.c.type.in_(list(types))
    )
    for name, values in (payload or {}).items():
        query = query.where(_payload_field(conn, name, values))
    # No ORDER BY (see finished_tournaments): put in order here.
    rows = sorted(conn.execute(query).all(), key=lambda r: (r.stream_id, r.seq))
    return [_row_to_event(r) for r in rows]


@dataclass(frozen=True)
class LogFilter:
    """What the log view asks for; None means any."""

    types: Sequence[str] | None = None
    operator_name: str | None = None
    player_id: int | None = None
    since: datetime | None = None
    until: datetime | None = None


def _filtered(conn: Connection, query, stream_id: int, log_filter: LogFilter):
    query = query.where(_events.c.stream_id == stream_id)
    if log_filter.types:
        query = query.where(_events.c.type.in_(log_filter.types))
    if log_filter.operator_name:
        query = query.where(_events.c.operator_name == log_filter.operator_name)
    if log_filter.player_id is not None:
        query = query.where(_payload_field(conn, "player_id", [log_filter.player_id]))
    if log_filter.since is not None:
        query = query.where(_events.c.recorded_at >= utc_text(log_filter.since))
    if log_filter.until is not None:
        query = query.where(_events.c.recorded_at <= utc_text(log_filter.until))
    return query


def query_log(
    conn: Connection, stream_id: int, log_filter: LogFilter, offset: int, limit: int
) -> list[RecordedEvent]:
    """A page of the log, newest first, matching the filter."""
    query = _filtered(conn, select(*_READ_COLUMNS), stream_id, log_filter)
    rows = conn.execute(query.order_by(_events.c.seq.desc()).offset(offset).limit(limit))
    return [_row_to_event(r) for r in rows]


def count_log(conn: Connection, stream_id: int, log_filter: LogFilter) -> int:
    query = _filtered(conn, select(func.count()).select_from(_events), stream_id, log_filter)
    return conn.execute(query).scalar_one()


def distinct_values(conn: Connection, stream_id: int, column: str) -> list[str]:
    col = _events.c[column]
    rows = conn.execute(
        select(col).where(_events.c.stream_id == stream_id).distinct().order_by(col)
    )
    return [r[0] for r in rows]


# --- snapshots ------------------------------------------------------------------------------


def snapshot_data_hash(text: str) -> str:
    """The hash of a snapshot's text that its seal covers."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _snapshot_seal(
    key: RecordKey,
    stream_id: int,
    seq: int,
    digest: str,
    state_version: int,
    data: str,
    data_hash: str | None = None,
) -> str:
    """A snapshot is bound to the event it summarises (its hash) and sealed with the key;
    data_hash: data's `snapshot_data_hash` when already made."""
    if data_hash is None:
        data_hash = snapshot_data_hash(data)
    return key.seal("snapshot", stream_id, seq, digest, state_version, data_hash)


def hash_at(conn: Connection, stream_id: int, seq: int) -> str | None:
    return conn.execute(
        select(_events.c.hash).where(_events.c.stream_id == stream_id, _events.c.seq == seq)
    ).scalar()


def save_snapshot(
    conn: Connection,
    stream_id: int,
    seq: int,
    state_version: int,
    data: dict | str,
    now: datetime,
    *,
    event_hash: str | None = None,
    data_hash: str | None = None,
) -> None:
    """Store a sealed snapshot and keep only the most recent few (they are a cache, not the
    record), inside a write transaction.

    data: the state, or its compact JSON text already made (services/snapshots.py), then
    with its `snapshot_data_hash` made too (outside the transaction); event_hash: the hash
    of the event at seq that the state was folded up to; refused when the file holds another
    event there (put back to a backup meanwhile)."""
    key = conn.info.get("key")
    digest = hash_at(conn, stream_id, seq)
    if key is None or digest is None:
        raise ChainBroken("a snapshot needs the record's key and the event it stands for")
    if event_hash is not None and digest != event_hash:
        raise ChainBroken(f"event {stream_id}/{seq} is no longer the one the snapshot is of")
    if isinstance(data, str):
        text = data
    else:
        text, data_hash = json.dumps(data, separators=(",", ":"), ensure_ascii=False), None
    row = dict(
        stream_id=stream_id,
        seq=seq,
        state_version=state_version,
        data=text,
        created_at=utc_text(now),
        event_hash=digest,
        seal=_snapshot_seal(key, stream_id, seq, digest, state_version, text, data_hash),
    )
    if _on_server(conn):  # the server's "OR REPLACE": one snapshot per (stream, seq)
        statement = server_insert(_snapshots).values(row)
        conn.execute(
            statement.on_conflict_do_update(
                index_elements=["stream_id", "seq"],
                set_={c: statement.excluded[c] for c in row if c not in ("stream_id", "seq")},
            )
        )
    else:
        conn.execute(insert(_snapshots).prefix_with("OR REPLACE").values(row))
    keep = (
        select(_snapshots.c.id)
        .where(_snapshots.c.stream_id == stream_id)
        .order_by(_snapshots.c.seq.desc())
        .limit(SNAPSHOTS_KEPT)
    )
    conn.execute(
        delete(_snapshots).where(_snapshots.c.stream_id == stream_id, _snapshots.c.id.not_in(keep))
    )


@dataclass(frozen=True)
class StoredSnapshot:
    stream_id: int
    seq: int
    state_version: int
    text: str
    event_hash: str | None
    problem: str | None  # None when bound to its event and sealed; else a message key

    def data(self) -> dict:
        return json.loads(self.text)


def stored_snapshots(
    conn: Connection, stream_id: int, key: RecordKey | None
) -> list[StoredSnapshot]:
    """Every snapshot of the stream, newest first, each checked: the event it names must be
    in the record with the hash it names, and its seal must be the key's."""
    columns = list(_snapshots.c)
    if not _sealed_schema(conn):  # an older record read as it is: no bindings, no seals
        columns = [c for c in columns if c.name not in ("event_hash", "seal")]
    rows = conn.execute(
        select(*columns)
        .where(_snapshots.c.stream_id == stream_id)
        .order_by(_snapshots.c.seq.desc())
    ).all()
    found = []
    for row in rows:
        event_hash = getattr(row, "event_hash", None)
        if event_hash is None or hash_at(conn, stream_id, row.seq) != event_hash:
            problem = "verify.snapshot.unbound"
        elif key is None:
            problem = "verify.snapshot.unsealed"
        elif not key.sealed(
            row.seal,
            "snapshot",
            stream_id,
            row.seq,
            event_hash,
            row.state_version,
            hashlib.sha256(row.data.encode("utf-8")).hexdigest(),
        ):
            problem = "verify.snapshot.seal"
        else:
            problem = None
        found.append(
            StoredSnapshot(stream_id, row.seq, row.state_version, row.data, event_hash, problem)
        )
    return found


def snapshots(
    conn: Connection, stream_id: int, state_version: int, key: RecordKey | None
) -> Iterator[tuple[int, str, dict]]:
    """(seq, event hash, data) of the stream's trustworthy snapshots of this state version,
    newest first.

    A snapshot that is not bound to its event or not sealed by the key is passed over (and
    logged): the state is then replayed from the events, which are the record."""
    for snapshot in stored_snapshots(conn, stream_id, key):
        if snapshot.state_version != state_version:
            continue
        if snapshot.problem is not None:
            if snapshot.problem != "verify.snapshot.unsealed":
                log.warning(
                    "snapshot of stream %d at seq %d ignored (%s): replaying the events",
                    stream_id,
                    snapshot.seq,
                    snapshot.problem,
                )
            continue
        yield snapshot.seq, snapshot.event_hash or "", snapshot.data()


# --- verification ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ChainProblem:
    stream_id: int
    seq: int
    code: str  # "gap", "link", "hash", "seal", "unsealed" or "short"
    what: str  # the same in words, for logs


def _head_seals(conn: Connection, stream_id: int) -> dict[int, tuple[str, str, str]]:
    """seq -> (hash, sealed_at, seal) of the heads sealed when the record got its key."""
    rows = conn.execute(
        select(_seals.c.seq, _seals.c.hash, _seals.c.sealed_at, _seals.c.seal).where(
            _seals.c.stream_id == stream_id
        )
    )
    return {r.seq: (r.hash, r.sealed_at, r.seal) for r in rows}


def verify_stream(
    conn: Connection, stream_id: int, key: RecordKey | None = None
) -> ChainProblem | None:
    """The first event whose sequence, link, hash or seal is wrong, or None when it holds.

    The hash chain is checked always. With the record's key, every event's seal is checked
    too, and an event without one must be covered by a head sealed when the record got its
    key (events written before that); without the key the seals cannot be told from forged
    ones, so they are not checked here (the caller says so).
    """
    sealed_schema = _sealed_schema(conn)
    columns = list(_events.c) if sealed_schema else _READ_COLUMNS
    head_seals = _head_seals(conn, stream_id) if sealed_schema else {}
    covered = 0  # events up to this seq are vouched for by a valid head seal
    if key is not None:
        for seq, (digest, sealed_at, seal) in head_seals.items():
            if not key.sealed(seal, "head", stream_id, seq, digest, sealed_at):
                return ChainProblem(stream_id, seq, "seal", "a head seal is not the key's")
            covered = max(covered, seq)
    expected_seq, prev_hash = 1, GENESIS_HASH
    last = 0
    while True:
        rows = conn.execute(
            select(*columns)
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
            if key is not None:
                problem = _seal_problem(key, row, head_seals, covered)
                if problem is not None:
                    return problem
            prev_hash, expected_seq = row.hash, expected_seq + 1
        if len(rows) < 5000:
            break
        last = rows[-1].seq
    beyond = [seq for seq in head_seals if seq >= expected_seq]
    if beyond:
        return ChainProblem(stream_id, min(beyond), "short", "a sealed head is missing")
    return None


def _seal_problem(
    key: RecordKey, row, head_seals: dict[int, tuple[str, str, str]], covered: int
) -> ChainProblem | None:
    sealed_head = head_seals.get(row.seq)
    if sealed_head is not None and sealed_head[0] != row.hash:
        return ChainProblem(row.stream_id, row.seq, "seal", "differs from its sealed head")
    if row.seal is None:
        if row.seq <= covered:
            return None
        return ChainProblem(row.stream_id, row.seq, "unsealed", "an event without a seal")
    if not key.sealed(row.seal, "event", row.hash):
        return ChainProblem(row.stream_id, row.seq, "seal", "its seal is not the key's")
    return None


def event_hashes(conn: Connection, stream_id: int) -> dict[int, str]:
    """seq -> hash of every event of the stream (for checking anchors)."""
    rows = conn.execute(
        select(_events.c.seq, _events.c.hash).where(_events.c.stream_id == stream_id)
    )
    return {r.seq: r.hash for r in rows}


@dataclass(frozen=True)
class CodeMatch:
    stream_id: int
    seq: int
    type: str
    recorded_at: datetime
    operator_name: str
    hash: str


def find_by_hash_prefix(conn: Connection, prefix: str) -> list[CodeMatch]:
    """The events whose hash begins with prefix (lower-case hex, checked by the caller)."""
    rows = conn.execute(
        select(
            _events.c.stream_id,
            _events.c.seq,
            _events.c.type,
            _events.c.recorded_at,
            _events.c.operator_name,
            _events.c.hash,
        )
        .where(func.substr(_events.c.hash, 1, len(prefix)) == prefix)
        .order_by(_events.c.stream_id, _events.c.seq)
        .limit(20)
    )
    return [
        CodeMatch(
            r.stream_id,
            r.seq,
            r.type,
            datetime.fromisoformat(r.recorded_at),
            r.operator_name,
            r.hash,
        )
        for r in rows
    ]


def record_id(conn: Connection) -> str | None:
    if not _sealed_schema(conn):
        return None
    return conn.execute(select(_record.c.record_id).where(_record.c.id == 1)).scalar()

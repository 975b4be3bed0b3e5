"""Table classes for querying; the DDL itself lives in migrations.py (a test checks they agree)."""

from __future__ import annotations

from sqlmodel import Field, SQLModel


class StreamRow(SQLModel, table=True):
    __tablename__ = "streams"
    id: int | None = Field(default=None, primary_key=True)
    kind: str
    created_at: str


class EventRow(SQLModel, table=True):
    __tablename__ = "events"
    id: int | None = Field(default=None, primary_key=True)
    stream_id: int = Field(foreign_key="streams.id")
    seq: int
    command_seq: int
    recorded_at: str
    operator_id: int | None = None
    operator_name: str
    type: str
    payload: str
    schema_version: int
    prev_hash: str
    hash: str
    seal: str | None = None  # HMAC of hash under the record's key (None before schema 3)


class TournamentRow(SQLModel, table=True):
    __tablename__ = "tournaments"
    stream_id: int = Field(primary_key=True, foreign_key="streams.id")
    name: str
    archived: int = 0
    created_at: str
    last_seq: int = 0
    updated_at: str


class SnapshotRow(SQLModel, table=True):
    __tablename__ = "snapshots"
    id: int | None = Field(default=None, primary_key=True)
    stream_id: int = Field(foreign_key="streams.id")
    seq: int
    state_version: int
    data: str
    created_at: str
    event_hash: str | None = None  # the hash of the event at seq: what the snapshot stands for
    seal: str | None = None


class RecordRow(SQLModel, table=True):
    """The record's identity: its id names its key and its anchor journal."""

    __tablename__ = "record"
    id: int = Field(default=1, primary_key=True)
    record_id: str
    created_at: str


class SealRow(SQLModel, table=True):
    """A stream's head written before the record had a key, sealed when it got one."""

    __tablename__ = "seals"
    stream_id: int = Field(primary_key=True, foreign_key="streams.id")
    seq: int = Field(primary_key=True)
    hash: str
    sealed_at: str
    seal: str

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

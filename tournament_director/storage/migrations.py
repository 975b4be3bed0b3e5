"""The numbered chain of schema migrations.

The schema version lives in SQLite's `user_version`. Each migration is plain DDL, frozen once
released: a later change of the table classes never rewrites an old step. Before migrating an
existing database the caller takes a backup (see database.py).
"""

from __future__ import annotations

from tournament_director.storage.hashchain import GENESIS_HASH

# v1: streams (the house and each tournament), the append-only event log, the tournament list.
_V1_EVENT_LOG = f"""
        CREATE TABLE streams (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('house', 'tournament')),
            created_at TEXT NOT NULL
        );
        CREATE TABLE events (
            id INTEGER PRIMARY KEY,
            stream_id INTEGER NOT NULL REFERENCES streams(id),
            seq INTEGER NOT NULL CHECK (seq >= 1),
            command_seq INTEGER NOT NULL CHECK (command_seq BETWEEN 1 AND seq),
            recorded_at TEXT NOT NULL,
            operator_id INTEGER,
            operator_name TEXT NOT NULL,
            type TEXT NOT NULL,
            payload TEXT NOT NULL CHECK (json_valid(payload)),
            schema_version INTEGER NOT NULL CHECK (schema_version >= 1),
            prev_hash TEXT NOT NULL,
            hash TEXT NOT NULL,
            UNIQUE (stream_id, seq)
        );
        CREATE TRIGGER events_refuse_update BEFORE UPDATE ON events
        BEGIN
            SELECT RAISE(ABORT, 'events are append-only: update refused');
        END;
        CREATE TRIGGER events_refuse_delete BEFORE DELETE ON events
        BEGIN
            SELECT RAISE(ABORT, 'events are append-only: delete refused');
        END;
        CREATE TRIGGER events_gap_free BEFORE INSERT ON events
        WHEN NEW.seq <> COALESCE(
            (SELECT MAX(seq) FROM events WHERE stream_id = NEW.stream_id), 0) + 1
        BEGIN
            SELECT RAISE(ABORT, 'event sequence must be gap-free');
        END;
        CREATE TRIGGER events_chained BEFORE INSERT ON events
        WHEN NEW.prev_hash IS NOT COALESCE(
            (SELECT hash FROM events WHERE stream_id = NEW.stream_id AND seq = NEW.seq - 1),
            '{GENESIS_HASH}')
        BEGIN
            SELECT RAISE(ABORT, 'event does not continue the hash chain');
        END;
        CREATE TABLE tournaments (
            stream_id INTEGER PRIMARY KEY REFERENCES streams(id),
            name TEXT NOT NULL,
            archived INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL,
            last_seq INTEGER NOT NULL DEFAULT 0,
            updated_at TEXT NOT NULL
        );
"""

# v2: snapshots so a long tournament opens fast; indexes for the log view's filters.
_V2_SNAPSHOTS_AND_LOG_INDEXES = """
        CREATE TABLE snapshots (
            id INTEGER PRIMARY KEY,
            stream_id INTEGER NOT NULL REFERENCES streams(id),
            seq INTEGER NOT NULL,
            state_version INTEGER NOT NULL,
            data TEXT NOT NULL,
            created_at TEXT NOT NULL,
            UNIQUE (stream_id, seq)
        );
        CREATE INDEX events_by_type ON events (stream_id, type, seq);
        CREATE INDEX events_by_operator ON events (stream_id, operator_name, seq);
        CREATE INDEX events_by_time ON events (stream_id, recorded_at);
"""

# v3: the record sealed with a key kept outside the file (storage/keys.py). The record's id
# names its key and its anchor journal; each event and snapshot carries a seal (HMAC of its
# hash under the key); a snapshot names the hash of the event it stands for; `seals` holds
# the heads of the streams written before the record had a key, sealed when it got one. The
# runner inserts the record's row and those seals in the same transaction (database.py).
_V3_SEALED_RECORD = """
        ALTER TABLE events ADD COLUMN seal TEXT;
        ALTER TABLE snapshots ADD COLUMN event_hash TEXT;
        ALTER TABLE snapshots ADD COLUMN seal TEXT;
        CREATE TABLE record (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            record_id TEXT NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE TRIGGER record_refuse_update BEFORE UPDATE ON record
        BEGIN
            SELECT RAISE(ABORT, 'the record id never changes');
        END;
        CREATE TRIGGER record_refuse_delete BEFORE DELETE ON record
        BEGIN
            SELECT RAISE(ABORT, 'the record id never changes');
        END;
        CREATE TABLE seals (
            stream_id INTEGER NOT NULL REFERENCES streams(id),
            seq INTEGER NOT NULL,
            hash TEXT NOT NULL,
            sealed_at TEXT NOT NULL,
            seal TEXT NOT NULL,
            PRIMARY KEY (stream_id, seq)
        );
        CREATE TRIGGER seals_refuse_update BEFORE UPDATE ON seals
        BEGIN
            SELECT RAISE(ABORT, 'seals are append-only: update refused');
        END;
        CREATE TRIGGER seals_refuse_delete BEFORE DELETE ON seals
        BEGIN
            SELECT RAISE(ABORT, 'seals are append-only: delete refused');
        END;
"""

# Index i holds the DDL from version i to version i + 1; the runner wraps each in a transaction.
MIGRATIONS: list[str] = [_V1_EVENT_LOG, _V2_SNAPSHOTS_AND_LOG_INDEXES, _V3_SEALED_RECORD]
SEALED_SCHEMA = 3  # the first version whose records are sealed with a key
SCHEMA_VERSION = len(MIGRATIONS)

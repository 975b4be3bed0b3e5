"""Keeping a tournament's state in memory, rebuilt from snapshots and the log.

The state is the fold of the effective events: every event except the undo and redo markers
and the events whose action stands undone at the end of the log. Snapshots are a cache of
that fold; one is usable only when it is bound to the event it summarises and sealed with
the record's key (event_store.snapshots), and the events it covers are voided exactly as they
are now. Anything else is replayed from the events, which are the record.
"""

from __future__ import annotations

from collections.abc import Set

from tournament_director.domain.events import EVENT_TYPES, RecordedEvent
from tournament_director.domain.history import MARKERS, ActionRedone, ActionUndone, History
from tournament_director.domain.tournament import STATE_VERSION, TournamentState
from tournament_director.storage import event_store
from tournament_director.storage.database import Connection
from tournament_director.storage.hashchain import GENESIS_HASH
from tournament_director.storage.keys import RecordKey


def final_voided(markers: list[RecordedEvent]) -> set[int]:
    voided: set[int] = set()
    for marker in markers:
        event = marker.decode()
        if isinstance(event, ActionUndone):
            voided.update(event.target_seqs)
        elif isinstance(event, ActionRedone):
            voided.difference_update(event.target_seqs)
    return voided


class TournamentProjection:
    """A tournament's state and its undo history, as of last_seq."""

    def __init__(self, stream_id: int) -> None:
        self.stream_id = stream_id
        self.state = TournamentState(stream_id)
        self.history = History()
        self.replayed_since_snapshot = 0
        self.snapshot_seq = 0
        self.last_hash = GENESIS_HASH  # the hash of the event at last_seq: where memory stands

    @property
    def last_seq(self) -> int:
        return self.state.last_seq

    @classmethod
    def load(cls, conn: Connection, stream_id: int, key: RecordKey | None) -> TournamentProjection:
        """The newest usable snapshot, then the events after it."""
        projection = cls(stream_id)
        voided = final_voided(event_store.read_types(conn, stream_id, sorted(MARKERS)))
        for seq, event_hash, data in event_store.snapshots(conn, stream_id, STATE_VERSION, key):
            history = History.from_dict(data["history"])
            if history.voided == {v for v in voided if v <= seq}:
                projection.state = TournamentState.from_dict(data["state"])
                projection.history = history
                projection.snapshot_seq = seq
                projection.last_hash = event_hash
                break
        projection._fold(event_store.read(conn, stream_id, projection.last_seq), voided)
        return projection

    def fold(self, events, voided: Set[int] = frozenset()) -> None:
        """Take in events that follow last_seq, skipping those in voided (the snapshot
        writer's own copy of the state: events checked to follow by the caller)."""
        self._fold(events, voided)

    def _fold(self, events, voided: Set[int]) -> None:
        for recorded in events:
            if recorded.type in MARKERS:
                self.history.apply_marker(recorded)
                self.state.skip(recorded)
            else:
                kind = EVENT_TYPES[recorded.type]
                if kind.IN_HISTORY:
                    self.history.record(recorded, kind.UNDOABLE)
                if recorded.seq in voided:
                    self.state.skip(recorded)
                else:
                    self.state.apply(recorded)
            self.replayed_since_snapshot += 1
            self.last_hash = recorded.hash

    def advance(
        self, conn: Connection, events: list[RecordedEvent], key: RecordKey | None
    ) -> TournamentProjection:
        """Take in events that follow last_seq; an undo or redo rebuilds from a snapshot."""
        if any(e.type in MARKERS for e in events):
            return TournamentProjection.load(conn, self.stream_id, key)
        self._fold(events, set())
        return self

    def catch_up(self, conn: Connection, key: RecordKey | None) -> TournamentProjection:
        """Take in what another station appended since last_seq; start again from the file
        when it no longer holds what memory stands on (put back to a backup meanwhile)."""
        seq, digest = event_store.head(conn, self.stream_id)
        if seq == self.last_seq and digest == self.last_hash:
            return self
        if seq < self.last_seq or (
            self.last_seq
            and event_store.hash_at(conn, self.stream_id, self.last_seq) != self.last_hash
        ):
            return TournamentProjection.load(conn, self.stream_id, key)
        events = list(event_store.read(conn, self.stream_id, self.last_seq))
        return self.advance(conn, events, key)

    @classmethod
    def replay(cls, conn: Connection, stream_id: int, until_seq: int) -> TournamentProjection:
        """The state as it stood right after until_seq, from the events alone: what a
        snapshot taken then must hold (verification)."""
        projection = cls(stream_id)
        markers = event_store.read_types(conn, stream_id, sorted(MARKERS))
        voided = final_voided([m for m in markers if m.seq <= until_seq])
        projection._fold(_until(event_store.read(conn, stream_id), until_seq), voided)
        return projection

    def snapshot_data(self) -> dict:
        return {"state": self.state.to_dict(), "history": self.history.to_dict()}


def _until(events, until_seq: int):
    for recorded in events:
        if recorded.seq > until_seq:
            return
        yield recorded

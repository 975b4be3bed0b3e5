"""Several stations on one record (a PostgreSQL server): hearing the others' events.

Each commit of events on the server tells every station listening which streams grew
(storage/postgres.py: NOTIFY at the commit, heard by the station's `ServerWatch`). Here the
station reads what it has not yet seen of those streams and tells its listeners as if it
had committed them itself (`Services.notify`): the screens update as they do after a
command of their own, and the tournaments' states catch up from the record on their next
reading (TournamentService.projection). The clock needs nothing more: it is a state machine
over recorded anchors, so every station shows the same time from the same events.

When the server cannot be reached the watch says so at once (its connection breaks): the
station's listeners of the connection hear it (`on_connection`), commands are refused at
once (storage: db.server_unreachable) and nothing is kept aside locally; when it is back,
everything is read again from where each stream was last seen.

A record in a SQLite file has nobody else writing it from another PC: nothing is started.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from tournament_director.domain.events import RecordedEvent
from tournament_director.storage import event_store

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

log = logging.getLogger(__name__)

ConnectionListener = Callable[[bool], None]


class LiveRecord:
    """What this station has seen of each stream, and the others' events told as heard."""

    def __init__(self, services: Services) -> None:
        self._services = services
        self._seen: dict[int, int] = {}  # stream id -> the last seq told to the listeners
        self._connection_listeners: list[ConnectionListener] = []
        self.heard = 0  # events of other stations told (tests, benchmarks)
        self._unsubscribe: Callable[[], None] | None = None

    @property
    def reachable(self) -> bool:
        return self._services.db.reachable

    def start(self) -> LiveRecord:
        """Begin listening (a record on a server; nothing for a file)."""
        db = self._services.db
        if not db.shared or self._unsubscribe is not None:
            return self
        with self._services.lock, db.read() as conn:
            for stream_id in event_store.stream_ids(conn):
                self._seen[stream_id] = event_store.head(conn, stream_id)[0]
        # What this station commits itself is told by the commit: seen, not told again.
        self._unsubscribe = self._services.subscribe(self._own)
        db.listen(self._heard, self._status)
        return self

    def on_connection(self, listener: ConnectionListener) -> Callable[[], None]:
        """listener(reachable) when the server goes away and when it is back (on the
        watch's thread); returns the unsubscribe."""
        self._connection_listeners.append(listener)
        return lambda: self._connection_listeners.remove(listener)

    def _own(self, stream_id: int, events: list[RecordedEvent]) -> None:
        if events:
            self._seen[stream_id] = max(self._seen.get(stream_id, 0), events[-1].seq)

    def _status(self, reachable: bool) -> None:
        for listener in list(self._connection_listeners):
            try:
                listener(reachable)
            except Exception:
                log.exception("connection listener failed")

    def _heard(self, stream_ids: set[int] | None) -> None:
        """Other stations committed to these streams (None: anything, after the server was
        away): read what was not seen yet and tell it, stream by stream, in order."""
        services = self._services
        told: list[tuple[int, list[RecordedEvent]]] = []
        # The services' lock: no command of this station commits meanwhile, so what is
        # read here and what the commits tell are never told twice nor missed.
        with services.lock:
            with services.db.read() as conn:
                streams = stream_ids if stream_ids is not None else event_store.stream_ids(conn)
                for stream_id in sorted(streams):
                    seen = self._seen.get(stream_id, 0)
                    events = list(event_store.read(conn, stream_id, seen))
                    if events:
                        self._seen[stream_id] = events[-1].seq
                        told.append((stream_id, events))
            for stream_id, events in told:
                self.heard += len(events)
                services.notify(stream_id, events)

    def stop(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

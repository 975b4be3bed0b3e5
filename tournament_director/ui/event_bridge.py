"""Committed events, delivered to widgets on the GUI thread."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject, Signal

from tournament_director.domain.events import RecordedEvent
from tournament_director.services import Services


class EventBridge(QObject):
    """Re-emits services.subscribe() as a Qt signal.

    The listener may run on another thread (the scheduler's); a signal emitted there reaches
    slots of GUI objects through the GUI thread's event queue, never directly.
    """

    events_committed = Signal(int, list)  # stream id, list[RecordedEvent]

    def __init__(self, services: Services, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._unsubscribe = services.subscribe(self._on_commit)
        self.destroyed.connect(self._unsubscribe_quietly)

    def _on_commit(self, stream_id: int, events: list[RecordedEvent]) -> None:
        self.events_committed.emit(stream_id, list(events))

    def _unsubscribe_quietly(self) -> None:
        with contextlib.suppress(ValueError):  # already gone
            self._unsubscribe()

    def close(self) -> None:
        self._unsubscribe_quietly()

"""The Qt timer that drives every view of one tournament's clock (console tab, big screens).

The driver never counts ticks. Each time its single-shot timer fires it reads the clock from
the anchors (``state.reading(now)``) and re-arms itself for the moment the displayed time
(whole seconds, rounded up) next changes. While time does not flow (not started, paused,
hand-for-hand, finished) it wakes once a wall-clock second, so announcements that start or
end on their own and jumps of the system clock are still noticed.

Signals (connect them, then call :meth:`start`):

- ``ticked(Reading)``: the clock was read (each whole second of the display, and at once
  after any committed event of the tournament). Views repaint from it.
- ``state_changed(TournamentState)``: the tournament's state was re-read after a commit
  (players, structure, announcements may have changed); emitted before the ``ticked``.
- ``last_minute(period)``: the running period just entered its last minute.
- ``period_changed(old, new, skipped)``: the clock moved from period ``old`` to ``new``;
  ``skipped`` counts the periods passed over in between (a sleep or a restart of the program
  across several periods gives ONE signal, not a storm of alarms). On :meth:`start` the
  stored anchor is compared with now, so periods that ran out while the program was closed
  are reported once.
- ``wall_clock_jumped(seconds)``: the system clock moved against the monotonic clock
  (``domain.clock.wall_clock_jump``); the director may keep the room's time.
- ``finished()``: the last period ran out.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from tournament_director.domain.clock import Reading, Status, wall_clock_jump
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import Services
from tournament_director.ui.event_bridge import EventBridge

log = logging.getLogger(__name__)

LAST_MINUTE_S = 60
# Fire a little after the displayed second changes, never just before it.
SLACK_MS = 3
IDLE_INTERVAL_MS = 1000


class ClockDriver(QObject):
    """One tournament's clock, read from its anchors on a single-shot timer."""

    ticked = Signal(object)  # Reading
    state_changed = Signal(object)  # TournamentState
    last_minute = Signal(int)
    period_changed = Signal(int, int, int)
    wall_clock_jumped = Signal(float)
    finished = Signal()

    def __init__(
        self,
        services: Services,
        tournament_id: int,
        bridge: EventBridge | None = None,
        now: Callable[[], datetime] | None = None,
        monotonic: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self.tournament_id = tournament_id
        self._now = now or services.now
        self._monotonic = monotonic
        self._bridge = bridge if bridge is not None else EventBridge(services, self)
        self._bridge.events_committed.connect(self.on_bridge_events_committed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.on_timer_timeout)
        self._state: TournamentState | None = None
        self._reading: Reading | None = None
        self._wall: datetime | None = None
        self._mono: float | None = None
        self._running = False

    # --- what views read ----------------------------------------------------------------

    @property
    def state(self) -> TournamentState:
        if self._state is None:
            self._state = self._services.tournaments.state(self.tournament_id)
        return self._state

    @property
    def reading(self) -> Reading:
        """The last reading emitted (read now if the driver has not ticked yet)."""
        if self._reading is None:
            return self.state.reading(self._now())
        return self._reading

    def now(self) -> datetime:
        return self._now()

    @property
    def active(self) -> bool:
        return self._running

    def next_interval_ms(self) -> int:
        """How long the timer was last armed for (for tests and benchmarks)."""
        return self._timer.interval()

    # --- life ---------------------------------------------------------------------------

    def start(self) -> None:
        """Read the state, report periods that ran out while nobody watched, start ticking."""
        self._running = True
        self._state = self._services.tournaments.state(self.tournament_id)
        self.state_changed.emit(self._state)
        stored = self._state.clock
        self._reading = None
        self._tick(first=True)
        # The anchor stored at the last commit is where the room last saw the clock.
        current = self._reading
        if current is not None and stored.status is Status.RUNNING and stored.anchor is not None:
            if current.period != stored.period:
                self._report_period_change(stored.period, current.period)
            if current.status is Status.FINISHED:
                self.finished.emit()

    def stop(self) -> None:
        self._running = False
        self._timer.stop()

    @Slot()
    def refresh(self) -> None:
        """Re-read the tournament now (after a commit, or when a view asks)."""
        if not self._running:
            return
        self._state = self._services.tournaments.state(self.tournament_id)
        self.state_changed.emit(self._state)
        self._tick()

    # --- slots --------------------------------------------------------------------------

    @Slot(int, list)
    def on_bridge_events_committed(self, stream_id: int, _events: list[RecordedEvent]) -> None:
        if stream_id == self.tournament_id:
            self.refresh()

    @Slot()
    def on_timer_timeout(self) -> None:
        if self._running:
            self._tick()

    # --- the tick -----------------------------------------------------------------------

    def _tick(self, first: bool = False) -> None:
        wall, mono = self._now(), self._monotonic()
        if self._wall is not None and self._mono is not None:
            jump = wall_clock_jump(self._wall, wall, self._mono, mono)
            if jump is not None:
                log.warning("the system clock jumped by %.1f s", jump)
                self.wall_clock_jumped.emit(jump)
        self._wall, self._mono = wall, mono

        state = self.state
        before = self._reading
        reading = state.reading(wall)
        self._reading = reading
        self._arm(reading, state, wall)
        self.ticked.emit(reading)
        if first or before is None:
            return
        if reading.period != before.period:
            self._report_period_change(before.period, reading.period)
        elif (
            reading.status is Status.RUNNING
            and before.status is Status.RUNNING
            and 0 < reading.time_left_s <= LAST_MINUTE_S < before.time_left_s
        ):
            self.last_minute.emit(reading.period)
        if reading.status is Status.FINISHED and before.status is not Status.FINISHED:
            self.finished.emit()

    def _report_period_change(self, old: int, new: int) -> None:
        skipped = max(abs(new - old) - 1, 0)
        if skipped:
            log.info("the clock passed %d periods at once (%d -> %d)", skipped, old, new)
        self.period_changed.emit(old, new, skipped)

    def _arm(self, reading: Reading, state: TournamentState, wall: datetime) -> None:
        flowing = reading.status is Status.RUNNING and state.clock.anchor is not None
        if flowing:
            # The display shows whole seconds rounded up: it changes when the time left
            # crosses the next multiple of 1000 ms.
            delay = reading.time_left_ms % 1000 or 1000
        else:
            delay = IDLE_INTERVAL_MS - wall.microsecond // 1000
        self._timer.start(max(delay, 1) + SLACK_MS)

"""The Qt timer that drives the views of one tournament's clocks on players ("tiempo").

Like :class:`~tournament_director.ui.clock_driver.ClockDriver` it never counts ticks: each
time its single-shot timer fires it reads every clock without an outcome from its anchor
(``domain.player_clock.read`` at the time now) and re-arms itself for the first moment the
second shown by any of them changes, plus a few milliseconds of slack so it fires after the
change, never just before it. A timer that fires late still shows the right second (it is
read, not counted); with no clock running the timer is off. The clocks come from the
tournament's state as the blind clock's driver re-reads it after each commit
(``state_changed``), so a clock called, ended or undone at any console is followed at once,
and a console restarted in the middle of a clock finds it where the record says.

Signals:

- ``ticked(list[PlayerClockReading])``: the clocks were read (each change of a second shown,
  and at once after a commit). Views repaint from it.
- ``countdown_second(clock_id, seconds)``: a clock's display moved to a second of its
  countdown (ADTP 29: the last 5; Casino Club: the last 10), for the beep. Said once per
  second shown; a second skipped by a late timer is not said twice, and nothing is said for
  the reading a clock is first seen with (a console just started).
- ``expired(clock_id)``: a clock reached zero while this console watched it (the end
  sound); a clock found already expired at a start is not announced again.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from tournament_director.domain.player_clock import PlayerClockReading
from tournament_director.domain.tournament import TournamentState

# Fire a little after the displayed second changes, never just before it (as the clock's).
SLACK_MS = 3


class PlayerClockDriver(QObject):
    """The clocks on players of one tournament, read from their anchors on a single-shot
    timer. ``clock_driver``: the tournament's :class:`ClockDriver` (its time and its state
    after each commit)."""

    ticked = Signal(object)  # list[PlayerClockReading]
    countdown_second = Signal(int, int)  # clock id, seconds shown
    expired = Signal(int)  # clock id

    def __init__(self, clock_driver, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._clock_driver = clock_driver
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.on_timer_timeout)
        self._state: TournamentState | None = None
        self._readings: list[PlayerClockReading] = []
        self._shown: dict[int, int] = {}  # clock id -> the second last shown
        self._running = False
        clock_driver.state_changed.connect(self.on_clock_driver_state_changed)

    # --- what views read ----------------------------------------------------------------

    def now(self) -> datetime:
        return self._clock_driver.now()

    @property
    def readings(self) -> list[PlayerClockReading]:
        """The clocks as last read (oldest first)."""
        return list(self._readings)

    @property
    def active(self) -> bool:
        return self._running

    def next_interval_ms(self) -> int | None:
        """How long the timer is armed for (None: off, no clock running)."""
        return self._timer.interval() if self._timer.isActive() else None

    # --- life ---------------------------------------------------------------------------

    def start(self) -> None:
        """Read the clocks now and follow them."""
        self._running = True
        self._state = self._clock_driver.state
        self._shown = {}
        self._tick()

    def stop(self) -> None:
        self._running = False
        self._timer.stop()

    # --- slots --------------------------------------------------------------------------

    @Slot(object)
    def on_clock_driver_state_changed(self, state: TournamentState) -> None:
        self._state = state
        if self._running:
            self._tick()

    @Slot()
    def on_timer_timeout(self) -> None:
        if self._running:
            self._tick()

    # --- the tick -----------------------------------------------------------------------

    def _tick(self) -> None:
        state = self._state if self._state is not None else self._clock_driver.state
        now = self.now()
        readings = state.player_clocks.readings(now)
        shown: dict[int, int] = {}
        for reading in readings:
            clock_id = reading.clock.clock_id
            seconds = reading.time_left_s
            shown[clock_id] = seconds
            before = self._shown.get(clock_id)
            if before is None or seconds == before:
                continue
            if reading.expired:
                self.expired.emit(clock_id)
            elif reading.in_countdown:
                self.countdown_second.emit(clock_id, seconds)
        self._shown = shown
        self._readings = readings
        delays = [r.next_change_ms for r in readings if r.next_change_ms is not None]
        if delays:
            self._timer.start(max(min(delays), 1) + SLACK_MS)
        else:
            self._timer.stop()
        self.ticked.emit(readings)

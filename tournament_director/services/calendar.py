"""The calendar: what happens at a time of day, driven by APScheduler.

Jobs are derived from the record, never stored apart from it: a scheduled start, the end of
late registration and timed announcements are events of the tournament, so after a restart
the calendar is rebuilt from them and a moment missed while the PC was off is acted on at
once (the clock's own anchors make a late start land where it would have been).

Backups of the record (services/records.py) are taken at every level change of a running
clock, whenever a cashier shift is closed, and at least every few minutes (a station
setting, 15 by default) while the record changes; each is checked before it counts.

Jobs run on the scheduler's thread and only call services; services tell their listeners,
and the console hears of it through a Qt signal (ui/event_bridge.py), never directly.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from apscheduler.schedulers.base import BaseScheduler

from tournament_director.domain.clock import Status
from tournament_director.domain.clock_events import AnnouncementScheduled
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.registration import ShiftClosed, absent_removal_end
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import records
from tournament_director.storage.event_store import HOUSE_STREAM

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

log = logging.getLogger(__name__)

# A job whose moment passed while the PC slept still runs, however late.
_LATE_OK = {"misfire_grace_time": None, "coalesce": True, "replace_existing": True}

Due = Callable[[str, int, str], None]  # (kind, tournament id, text)


def late_registration_end(state: TournamentState, now: datetime) -> datetime | None:
    """When the running clock leaves the last level of late registration (ADTP 7)."""
    last = state.structure.late_registration_until_level if state.structure else None
    if last is None or state.late_registration_closed:
        return None
    reading = state.reading(now)
    if reading.status is not Status.RUNNING or state.clock.hand_for_hand:
        return None  # paused or hand-for-hand: the moment is not known yet
    periods = state.periods()
    end_of_last = next(
        (p.end_s for p in periods if p.kind == "level" and p.level_number == last), None
    )
    if end_of_last is None:
        return None
    current = periods[reading.period]
    left_after_current = end_of_last - current.end_s
    if left_after_current < 0:
        return now  # already past: close at once
    return now + timedelta(milliseconds=reading.time_left_ms + left_after_current * 1000)


def period_end(state: TournamentState, now: datetime) -> datetime | None:
    """When the running clock's current level or break ends (None when it does not run)."""
    if state.clock.status is not Status.RUNNING or state.clock.hand_for_hand:
        return None
    reading = state.reading(now)
    if reading.status is not Status.RUNNING:
        return None
    return now + timedelta(milliseconds=reading.time_left_ms)


def absent_removal_time(state: TournamentState, now: datetime) -> datetime | None:
    """When level 1 ends, if the rule set removes absent stacks then (Casino Club "Jugadores
    Ausentes"); None when it does not apply, is done, or the clock is not running."""
    end_of_level_one = absent_removal_end(state)
    if end_of_level_one is None or not state.book.active_entries():
        return None
    reading = state.reading(now)
    if reading.status is not Status.RUNNING or state.clock.hand_for_hand:
        return None
    current = state.periods()[reading.period]
    left_after_current = end_of_level_one - current.end_s
    if left_after_current < 0:
        return now
    return now + timedelta(milliseconds=reading.time_left_ms + left_after_current * 1000)


# The job fires this long after the computed end, so the level has surely ended by then.
_SETTLE = timedelta(milliseconds=500)


class Calendar:
    def __init__(
        self,
        services: Services,
        scheduler: BaseScheduler,
        backups: bool = False,
        on_due: Due | None = None,
    ) -> None:
        """backups: take the record's backups (into the station's backup folder)."""
        self._services = services
        self._scheduler = scheduler
        self._backups = backups
        self.on_due = on_due  # told of what happened (from the scheduler's thread)
        self._unsubscribe: Callable[[], None] | None = None
        self._backup_lock = threading.Lock()
        self._backed_up_at: int | None = None  # the record's last event id in the last backup

    def start(self) -> None:
        self._scheduler.start()
        if self._backups:
            self._scheduler.add_job(
                self._backup_if_changed,
                "interval",
                minutes=self._services.db.station.backup_minutes,
                args=["interval"],
                id="backup",
                replace_existing=True,
            )
        for summary in self._services.tournaments.list(include_archived=False):
            self.refresh(summary.id)
        self._unsubscribe = self._services.subscribe(self._on_events)

    def stop(self) -> None:
        if self._unsubscribe:
            self._unsubscribe()
        if self._scheduler.running:
            self._scheduler.shutdown(wait=False)

    def jobs(self) -> dict[str, datetime]:
        """Job id -> next run time (for the console and for tests)."""
        return {job.id: job.next_run_time for job in self._scheduler.get_jobs()}

    # --- deriving the jobs from the record ------------------------------------------------

    def _on_events(self, tournament_id: int, events: list[RecordedEvent]) -> None:
        if tournament_id == HOUSE_STREAM:  # the house has no calendar
            return
        if self._backups and any(e.type == ShiftClosed.TYPE for e in events):
            self._scheduler.add_job(  # at once, on the scheduler's thread
                self._backup_if_changed,
                args=["shift closed"],
                id=f"backup-shift-{tournament_id}",
                replace_existing=True,
            )
        self.refresh(tournament_id)
        for recorded in events:
            if recorded.type == AnnouncementScheduled.TYPE:
                self._schedule_announcement(tournament_id, recorded)

    def refresh(self, tournament_id: int) -> None:
        state = self._services.tournaments.state(tournament_id)
        now = self._services.now()
        start_id, close_id = f"start-{tournament_id}", f"late-registration-{tournament_id}"
        absent_id, level_id = f"absent-stacks-{tournament_id}", f"level-end-{tournament_id}"
        if state.archived:
            self._remove(start_id, close_id, absent_id, level_id)
            return
        level_end = period_end(state, now) if self._backups else None
        if level_end is not None:
            self._scheduler.add_job(
                self._level_ended,
                "date",
                run_date=level_end + _SETTLE,
                args=[tournament_id],
                id=level_id,
                **_LATE_OK,
            )
        else:
            self._remove(level_id)
        removal = absent_removal_time(state, now)
        if removal is not None:
            self._scheduler.add_job(
                self._remove_absent_stacks,
                "date",
                run_date=removal + _SETTLE,
                args=[tournament_id],
                id=absent_id,
                **_LATE_OK,
            )
        else:
            self._remove(absent_id)
        if state.scheduled_start and state.clock.status is Status.NOT_STARTED:
            at = datetime.fromisoformat(state.scheduled_start)
            self._scheduler.add_job(
                self._start_clock,
                "date",
                run_date=at,
                args=[tournament_id],
                id=start_id,
                **_LATE_OK,
            )
        else:
            self._remove(start_id)
        closing = late_registration_end(state, now)
        if closing is not None:
            self._scheduler.add_job(
                self._close_late_registration,
                "date",
                run_date=closing,
                args=[tournament_id],
                id=close_id,
                **_LATE_OK,
            )
        else:
            self._remove(close_id)

    def _schedule_announcement(self, tournament_id: int, recorded: RecordedEvent) -> None:
        event = recorded.decode()
        assert isinstance(event, AnnouncementScheduled)
        self._scheduler.add_job(
            self._announce,
            "date",
            run_date=datetime.fromisoformat(event.at),
            args=[tournament_id, event.text],
            id=f"announcement-{tournament_id}-{event.announcement_id}",
            **_LATE_OK,
        )

    def _remove(self, *job_ids: str) -> None:
        for job_id in job_ids:
            if self._scheduler.get_job(job_id) is not None:
                self._scheduler.remove_job(job_id)

    # --- the jobs -------------------------------------------------------------------------

    def _start_clock(self, tournament_id: int) -> None:
        if self._services.clock.start_as_scheduled(tournament_id):
            self._due("clock_started", tournament_id, "")

    def _close_late_registration(self, tournament_id: int) -> None:
        if self._services.clock.close_late_registration_if_due(tournament_id):
            self._due("late_registration_closed", tournament_id, "")
        else:
            self.refresh(tournament_id)  # the clock moved meanwhile: look again

    def _remove_absent_stacks(self, tournament_id: int) -> None:
        if self._services.registration.remove_absent_stacks_if_due(tournament_id):
            self._due("absent_stacks_removed", tournament_id, "")
        else:
            self.refresh(tournament_id)  # the clock moved meanwhile: look again

    def _announce(self, tournament_id: int, text: str) -> None:
        self._due("announcement", tournament_id, text)

    def _level_ended(self, tournament_id: int) -> None:
        """A level or break ran out: back the record up, then wait for the next one."""
        self._backup_if_changed("level change")
        self.refresh(tournament_id)

    def _backup_if_changed(self, reason: str) -> Path | None:
        if self._services.db.shared:  # a record on a server: backed up by the server
            return None
        if self._services.db.last_event_id() == self._backed_up_at:
            return None  # nothing new since the last backup: it still holds everything
        return self.backup(reason)

    def backup(self, reason: str = "requested") -> Path | None:
        """A checked backup now; None (logged, and said to the console) when it failed."""
        with self._backup_lock:
            last = self._services.db.last_event_id()
            try:
                path = records.take_backup(self._services.db)
            except (OSError, Refused) as exc:
                log.exception("backup (%s) failed", reason)
                self._due("backup_failed", 0, str(exc))
                return None
            self._backed_up_at = last
            log.info("backup (%s): %s", reason, path)
            return path

    def _due(self, kind: str, tournament_id: int, text: str) -> None:
        log.info("calendar: %s for tournament %d", kind, tournament_id)
        if self.on_due is not None:
            self.on_due(kind, tournament_id, text)


def start_calendar(services: Services) -> Calendar:
    """The console's calendar: a background scheduler, backups into the station's folder."""
    from apscheduler.schedulers.background import BackgroundScheduler

    calendar = Calendar(services, BackgroundScheduler(timezone=UTC), backups=True)
    calendar.start()
    return calendar

"""The services facade: one per open database, shared by the UI and the command line."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from tournament_director.domain.events import RecordedEvent
from tournament_director.services.chip_races import ChipRaceService
from tournament_director.services.chips import ChipsService
from tournament_director.services.clock import ClockService
from tournament_director.services.house import HouseService
from tournament_director.services.live import LiveRecord
from tournament_director.services.payouts import PayoutService
from tournament_director.services.penalties import PenaltyService
from tournament_director.services.player_clock import PlayerClockService
from tournament_director.services.players import PlayerService
from tournament_director.services.records import RecordService
from tournament_director.services.registration import RegistrationService
from tournament_director.services.results import ResultsService
from tournament_director.services.seating import SeatingService
from tournament_director.services.snapshots import CommandLock, SnapshotWriter
from tournament_director.services.stages import StageService
from tournament_director.services.structures import StructureLibrary
from tournament_director.services.tournaments import TournamentService
from tournament_director.station import Station
from tournament_director.storage.database import Database

log = logging.getLogger(__name__)

Listener = Callable[[int, list[RecordedEvent]], None]


def utc_now() -> datetime:
    return datetime.now(UTC)


class Services:
    """Every use case of one database. Listeners hear of events after they are committed."""

    def __init__(self, database: Database, now: Callable[[], datetime] = utc_now) -> None:
        self.db = database
        self.now = now
        # One command at a time per process: the scheduler's thread and the GUI share this.
        self.lock = CommandLock()
        self._listeners: list[Listener] = []
        # Snapshots are written on a thread of their own, between commands.
        self.snapshots = SnapshotWriter(self)
        self.house = HouseService(self)
        self.tournaments = TournamentService(self)
        self.clock = ClockService(self)
        self.chips = ChipsService(self)
        self.chip_races = ChipRaceService(self)
        self.player_clocks = PlayerClockService(self)
        self.penalties = PenaltyService(self)
        self.structures = StructureLibrary(self)
        self.players = PlayerService(self)
        self.registration = RegistrationService(self)
        self.payouts = PayoutService(self)
        self.seating = SeatingService(self)
        self.results = ResultsService(self)
        self.records = RecordService(self)
        self.stages = StageService(self)
        self.subscribe(self.stages.on_committed)
        # A record on a server: the other stations' events heard and told to the listeners,
        # and the server's going away and coming back (services/live.py).
        self.live = LiveRecord(self)
        if database.shared and not database.read_only:
            self.live.start()

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call listener(stream_id, events) after each commit; returns the unsubscribe."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def notify(self, stream_id: int, events: list[RecordedEvent]) -> None:
        for listener in list(self._listeners):
            try:
                listener(stream_id, events)
            except Exception:  # a broken view must not undo a committed command
                log.exception("listener failed after events were committed")

    def forget(self) -> None:
        """Drop what memory holds of the record (after the file was put back to a backup):
        the next reading rebuilds it from the file."""
        self.snapshots.forget()
        self.tournaments.forget()
        self.house.forget()

    def flush_snapshots(self, timeout: float | None = None) -> bool:
        """Wait until the snapshots asked for are written (a snapshot follows a command a
        moment later, on the writer's thread); False if the timeout ran out first."""
        return self.snapshots.flush(timeout)

    def close(self) -> None:
        """Close the record, once the snapshots asked for are written."""
        try:
            self.snapshots.close()
        finally:
            self.db.close()


def open_services(
    path: Path | str,
    now: Callable[[], datetime] = utc_now,
    *,
    read_only: bool = False,
    station: Station | None = None,
    key_file: Path | None = None,
) -> Services:
    """Services on the database at path, with this station's key, anchors and backups
    (Station.load(): the user's data folder). read_only: for the commands that only read;
    the file is never changed and an older schema is read as it is."""
    return Services(Database(path, read_only=read_only, station=station, key_file=key_file), now)

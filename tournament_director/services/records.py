"""The record's own care: backups, putting one back, and who may do it.

Backups are taken by the calendar (every level change, every closed cashier shift, and at
least every few minutes while anything changes) and on request; each is checked before it
counts (storage/backups.py). A restore is a director's: the backup is verified first (its
chain, seals and snapshots), what the file held is kept aside, the backup is written in
through SQLite's backup API, the anchor journal learns the heads it went back to, and the
restore itself is recorded in the house stream with the events it gave up.
"""

from __future__ import annotations

import logging
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from tournament_director.domain.errors import Refused
from tournament_director.domain.events import ActorRef
from tournament_director.domain.operators import Operator, Role
from tournament_director.domain.record_events import RecordRestored
from tournament_director.services.verification import VerifyReport, verify_database
from tournament_director.station import (
    Station,
    create_private,
    make_private,
    private_dir,
    server_problem,
)
from tournament_director.storage import backups, event_store
from tournament_director.storage.anchors import RESTORED, journal_path, read_journal
from tournament_director.storage.backups import BackupFile
from tournament_director.storage.database import Database, DatabaseError, is_damaged
from tournament_director.storage.database import damaged as damaged_refusal
from tournament_director.storage.hashchain import GENESIS_HASH

__all__ = ["damaged", "is_damaged", "list_backups", "restore", "take_backup"]

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RestoreResult:
    backup: Path
    kept: Path | None  # where the replaced file was kept
    heads: dict[int, int]  # stream -> last seq after the restore
    lost: dict[int, tuple[int, int]]  # stream -> (first, last) seq given up, as anchored


def take_backup(db: Database, progress: backups.Progress | None = None) -> Path:
    """A checked backup into the station's backup folder, the newest N kept."""
    station = db.station
    return backups.take_backup(db, station.backup_dir, station.backups_kept, progress)


def damaged(db_path: Path, station: Station) -> DatabaseError:
    """The refusal that says the file is damaged, how to see it, and the backup to use."""
    return damaged_refusal(db_path, station.backup_dir)


def list_backups(db_path: Path, station: Station) -> list[BackupFile]:
    return backups.list_backups(station.backup_dir, db_path)


def check_backup(backup: Path, station: Station) -> tuple[VerifyReport, str | None]:
    """The verification of a backup (its own chain, seals and snapshots; its anchors are
    behind the record's by nature and are not held against it), and its record id."""
    from tournament_director.services.app_services import open_services

    services = open_services(backup, read_only=True, station=station)
    try:
        return verify_database(services, check_anchors=False), services.db.record_id
    finally:
        services.close()


def restore(
    db_path: Path,
    backup: Path,
    station: Station,
    director: Operator,
    live_record_id: str | None,
    now: Callable[[], datetime],
) -> RestoreResult:
    """Put the backup back in place of the record at db_path (a director's decision).

    Refused, with nothing changed, when the operator is not a director, when the backup
    does not verify, or when it is a backup of another record."""
    if director.role is not Role.DIRECTOR or not director.active:
        raise Refused("restore.director_only", operator=director.name)
    report, record_id = check_backup(backup, station)
    if not report.sound:
        raise Refused("restore.unsound", backup=str(backup))
    if live_record_id is not None and record_id != live_record_id:
        raise Refused("restore.other_record", backup=str(backup), path=str(db_path))
    stamp = now().astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    aside = station.backup_dir / f"{db_path.stem}.replaced-{stamp}.sqlite3"
    kept = backups.put_back(backup, db_path, aside)
    log.warning("record %s restored from %s (old file kept as %s)", db_path, backup, kept)
    db = Database(db_path, station=station)
    try:
        with db.read() as conn:
            heads = {
                stream: event_store.head(conn, stream) for stream in event_store.stream_ids(conn)
            }
        assert db.journal is not None and db.key is not None
        lost = _lost(db, heads)
        moment = now().astimezone(UTC).isoformat(timespec="microseconds")
        # A stream the backup does not have at all goes back to nothing (seq 0).
        restored = {s: h for s, h in heads.items() if h[0] > 0}
        restored.update({s: (0, GENESIS_HASH) for s in lost if s not in restored})
        db.journal.write(restored, moment, kind=RESTORED)
        event = RecordRestored(
            backup=backup.name,
            taken_at=_taken_at(backup, station, db_path),
            heads={str(s): h[0] for s, h in heads.items()},
            lost={str(s): list(span) for s, span in lost.items()},
            kept=kept.name if kept else "",
        )
        with db.write() as conn:
            event_store.ensure_house_stream(conn, now())
            event_store.append(
                conn,
                event_store.HOUSE_STREAM,
                [event],
                ActorRef(director.id, director.name),
                now(),
            )
    finally:
        db.close()
    return RestoreResult(backup, kept, {s: h[0] for s, h in heads.items()}, lost)


def _lost(db: Database, heads: dict[int, tuple[int, str]]) -> dict[int, tuple[int, int]]:
    """Per stream, the anchored events beyond what the restore brought back."""
    assert db.record_id is not None
    path = journal_path(db.station.anchor_dir, db.record_id)
    top: dict[int, int] = {}
    for anchor in read_journal(path, db.record_id, db.key).anchors:
        if anchor.kind == RESTORED:  # an earlier restore already gave up what lay beyond
            top[anchor.stream_id] = anchor.seq
        else:
            top[anchor.stream_id] = max(top.get(anchor.stream_id, 0), anchor.seq)
    return {
        stream: (heads.get(stream, (0, ""))[0] + 1, seq)
        for stream, seq in top.items()
        if seq > heads.get(stream, (0, ""))[0]
    }


def _taken_at(backup: Path, station: Station, db_path: Path) -> str:
    for found in backups.list_backups(backup.parent, db_path):
        if found.path.name == backup.name:
            return found.taken_at.isoformat(timespec="seconds")
    return ""


class RecordService:
    """The console's way to the record's care: the same functions, on the open record."""

    def __init__(self, services: Services) -> None:
        self._services = services

    @property
    def station(self) -> Station:
        return self._services.db.station

    def backups(self) -> list[BackupFile]:
        return list_backups(self._services.db.path, self.station)

    def take_backup(self) -> Path:
        """A checked backup now (a director or the floor asked for it)."""
        return take_backup(self._services.db)

    def verify(self) -> VerifyReport:
        """The whole record checked, as `tournament-director verify` does."""
        return verify_database(self._services)

    def save_station(self, actor: Operator, changed: Station) -> Station:
        """A director moves this station's backup or anchor folder, changes how many
        backups are kept and how often, or the record's server (`station.server_problem`);
        written to station.json, in force from the next start. The anchor journal so far is
        copied into a new anchor folder first, so its past lines keep vouching for the
        record."""
        self._require_director(actor)
        if changed.server is not None:
            problem = server_problem(changed.server)
            if problem is not None:
                raise Refused(problem)
        current = self.station
        db = self._services.db
        if changed.anchor_dir != current.anchor_dir and db.journal is not None:
            target = journal_path(changed.anchor_dir, db.journal.path.stem)
            try:
                private_dir(changed.anchor_dir)
                if db.journal.path.exists() and not target.exists():
                    shutil.copy2(db.journal.path, target)
                    make_private(target)
            except OSError as exc:
                raise Refused("station.folder", path=str(changed.anchor_dir), error=exc) from exc
        try:
            private_dir(changed.backup_dir)
            changed.save()
        except OSError as exc:
            raise Refused("station.folder", path=str(changed.backup_dir), error=exc) from exc
        log.info("station settings changed by %s: %s", actor.name, changed)
        return changed

    def copy_key(self, actor: Operator, target: Path) -> Path:
        """A copy of the record's key for safe keeping (removable media), a director's."""
        self._require_director(actor)
        key = self._services.db.key
        if key is None or key.path is None:
            raise Refused("db.key_missing", path=str(self._services.db.path), key_file="")
        try:
            create_private(target, key.path.read_bytes())
        except OSError as exc:
            raise Refused("station.folder", path=str(target), error=exc) from exc
        log.warning("record key copied by %s to %s", actor.name, target)
        return target

    def _require_director(self, actor: Operator) -> None:
        known = self._services.house.state().operators.get(actor.id)
        if known is None or known.role is not Role.DIRECTOR or not known.active:
            raise Refused("restore.director_only", operator=actor.name)

    def check_backup(self, backup: Path) -> VerifyReport:
        return check_backup(backup, self.station)[0]

    def restore(self, actor: Operator, backup: Path) -> RestoreResult:
        """Put a backup back while the console has the record open (a director, signed in).

        The console's connections are closed first and its memory of the record dropped
        after; every listener then hears of every stream, as after a command."""
        services = self._services
        with services.lock:
            director = services.house.state().operators.get(actor.id)
            if director is None:
                raise Refused("operator.unknown", name=actor.name)
            record_id = services.db.record_id
            services.db.engine.dispose()
            result = restore(
                services.db.path, backup, self.station, director, record_id, services.now
            )
            services.forget()
        with services.db.read() as conn:
            streams = event_store.stream_ids(conn)
        for stream in streams:
            services.notify(stream, [])
        return result

"""Verifying a record: is it what was written, all of it, and nothing else?

In order: SQLite's own checks of the file; every stream's hash chain and, with the record's
key, every event's seal; every snapshot bound to its event, sealed, and equal to the state
replayed from the events up to it; the anchor journal kept outside the file (a record shorter
than its anchors was cut short, one whose anchored event has another hash was rewritten).
Also: which event a printed verification code belongs to.

Reading only: the record is opened read-only by the caller and nothing here writes.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tournament_director.domain.tournament import STATE_VERSION
from tournament_director.services.projection import TournamentProjection
from tournament_director.storage import event_store
from tournament_director.storage.anchors import RESTORED, Anchor, journal_path, read_journal
from tournament_director.storage.database import UnreadableDatabase
from tournament_director.storage.event_store import HOUSE_STREAM

__all__ = ["HOUSE_STREAM", "VerifyReport", "find_code", "parse_code", "verify_database"]
from tournament_director.storage.keys import RecordKey

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services


_SNAPSHOT_SCHEMA = 2  # the first schema with snapshots


@dataclass(frozen=True)
class StreamProblem:
    stream_id: int
    tournament_name: str | None  # None for the house stream
    seq: int
    what: str  # a message key: verify.gap, .link, .hash, .seal, .unsealed, .short,
    #            .snapshot.*, .anchor.short, .anchor.rewritten


@dataclass(frozen=True)
class LostInRestore:
    """Events a restore from a backup gave up (anchored before it, beyond what it restored)."""

    stream_id: int
    first_seq: int
    last_seq: int
    restored_at: str


@dataclass
class VerifyReport:
    integrity: list[str] = field(default_factory=list)  # ["ok"] when SQLite finds no fault
    foreign_keys: list[tuple] = field(default_factory=list)
    streams: int = 0
    events: int = 0
    snapshots: int = 0  # snapshots compared with the replayed state
    problems: list[StreamProblem] = field(default_factory=list)
    key_problem: str | None = None  # a message key: the seals could not be checked
    journal: Path | None = None
    journal_found: bool = False
    journal_bad_lines: list[int] = field(default_factory=list)
    anchors: int = 0
    lost_in_restores: list[LostInRestore] = field(default_factory=list)
    old_schema: bool = False  # written before records were sealed: the hash chain only
    journal_needed: bool = False  # the record has events: its anchors must be somewhere
    error: str | None = None  # SQLite could not read the file at all

    @property
    def sound(self) -> bool:
        return (
            self.error is None
            and self.integrity == ["ok"]
            and not self.foreign_keys
            and not self.problems
            and self.key_problem is None
            and not self.journal_bad_lines
            and (self.journal_found or self.old_schema or not self.journal_needed)
        )


def verify_database(
    services: Services, anchors: Path | None = None, *, check_anchors: bool = True
) -> VerifyReport:
    """Every check of the record; each stream is walked even after a bad one, so the report
    names the first bad event of each damaged stream. anchors: the journal to check against
    (by default the station's journal of this record); check_anchors=False for a backup,
    which is behind its record's anchors by nature."""
    report = VerifyReport()
    db = services.db
    key = db.key
    if db.key_problem == "verify.key.old_schema":
        report.old_schema = True
    else:
        report.key_problem = db.key_problem
    try:
        report.integrity = db.integrity_check()
        report.foreign_keys = db.foreign_key_problems()
        with db.read() as conn:
            names = {s.id: s.name for s in event_store.list_tournaments(conn)}
            heads: dict[int, int] = {}
            for stream_id in event_store.stream_ids(conn):
                report.streams += 1
                name = None if stream_id == event_store.HOUSE_STREAM else names.get(stream_id, "")
                problem = event_store.verify_stream(conn, stream_id, key)
                head_seq = event_store.head(conn, stream_id)[0]
                heads[stream_id] = head_seq
                if problem is None:
                    report.events += head_seq
                else:
                    report.events += problem.seq
                    report.problems.append(
                        StreamProblem(stream_id, name, problem.seq, f"verify.{problem.code}")
                    )
                if stream_id in names and db.schema_version >= _SNAPSHOT_SCHEMA:
                    _check_snapshots(conn, stream_id, name, key, report)
            if db.record_id is not None and check_anchors:
                # On a server each station's journal holds the heads it committed itself: a
                # station that never wrote has none, which says nothing of the record.
                report.journal_needed = any(heads.values()) and not db.shared
                _check_anchors(conn, db.record_id, key, anchors, names, heads, report, db)
    except UnreadableDatabase as exc:  # "database disk image is malformed" and kin
        report.error = str(exc.orig)
    except UnicodeDecodeError as exc:  # SQLite's message quoting damaged bytes
        report.error = f"unreadable text in the file: {exc.reason}"
    return report


def _check_snapshots(
    conn, stream_id: int, name: str | None, key: RecordKey | None, report: VerifyReport
) -> None:
    """Each snapshot must be bound to its event, sealed, and hold exactly the state that the
    events up to it give."""
    for snapshot in event_store.stored_snapshots(conn, stream_id, key):
        if snapshot.problem is not None and snapshot.problem != "verify.snapshot.unsealed":
            report.problems.append(StreamProblem(stream_id, name, snapshot.seq, snapshot.problem))
            continue
        if snapshot.state_version != STATE_VERSION:
            continue  # written by another version of the state: never loaded, nothing to say
        replayed = TournamentProjection.replay(conn, stream_id, snapshot.seq).snapshot_data()
        report.snapshots += 1
        if json.loads(json.dumps(replayed, ensure_ascii=False)) != snapshot.data():
            report.problems.append(
                StreamProblem(stream_id, name, snapshot.seq, "verify.snapshot.differs")
            )


def _check_anchors(
    conn,
    record_id: str,
    key: RecordKey | None,
    given: Path | None,
    names: dict[int, str],
    heads: dict[int, int],
    report: VerifyReport,
    db,
) -> None:
    path = given if given is not None else journal_path(db.station.anchor_dir, record_id)
    reading = read_journal(path, record_id, key)
    report.journal, report.journal_found = path, reading.found
    report.journal_bad_lines = reading.bad_lines
    report.anchors = len(reading.anchors)
    by_stream: dict[int, list[Anchor]] = defaultdict(list)
    for anchor in reading.anchors:
        by_stream[anchor.stream_id].append(anchor)
    for stream_id, anchors in sorted(by_stream.items()):
        name = None if stream_id == event_store.HOUSE_STREAM else names.get(stream_id, "")
        standing = _standing_anchors(stream_id, anchors, report)
        head_seq = heads.get(stream_id, 0)
        top = max(standing, key=lambda a: a.seq)
        if top.seq > head_seq:
            report.problems.append(StreamProblem(stream_id, name, top.seq, "verify.anchor.short"))
            continue
        hashes = event_store.event_hashes(conn, stream_id)
        rewritten = [a for a in standing if a.seq > 0 and hashes.get(a.seq) != a.hash]
        if rewritten:
            first = min(rewritten, key=lambda a: a.seq)
            report.problems.append(
                StreamProblem(stream_id, name, first.seq, "verify.anchor.rewritten")
            )


def _standing_anchors(stream_id: int, anchors: list[Anchor], report: VerifyReport) -> list[Anchor]:
    """The anchors that still vouch for the stream: a restore gives up the ones beyond what
    it restored (reported as lost in that restore) and vouches for its own head."""
    standing: list[Anchor] = []
    for anchor in anchors:
        if anchor.kind == RESTORED:
            lost = [a for a in standing if a.seq > anchor.seq]
            if lost:
                report.lost_in_restores.append(
                    LostInRestore(stream_id, anchor.seq + 1, max(a.seq for a in lost), anchor.at)
                )
            standing = [a for a in standing if a.seq <= anchor.seq]
        standing.append(anchor)
    return standing


# --- printed codes ------------------------------------------------------------------------------

_CODE = re.compile(r"^[0-9A-F]{5}-?[0-9A-F]{5}$")


def parse_code(text: str) -> str | None:
    """The 10 hex digits of a printed verification code ("3F9A1-C07B2"), or of the text of
    a paper's QR code (its last field); None when it is neither."""
    text = text.strip()[:200]
    if "|" in text:
        text = text.rsplit("|", 1)[-1]
    text = text.strip().upper()
    if not _CODE.fullmatch(text):
        return None
    return text.replace("-", "").lower()


@dataclass(frozen=True)
class CodeFinding:
    stream_id: int
    tournament_name: str | None
    seq: int
    type: str
    recorded_at: str
    operator_name: str
    sound: bool  # the stream verifies up to and including this event


def find_code(services: Services, digits: str) -> list[CodeFinding]:
    """The events whose hash begins with the code's digits (a code has 40 bits: two events
    sharing one is rare but possible, and both are listed), each said sound or not."""
    db = services.db
    findings = []
    with db.read() as conn:
        names = {s.id: s.name for s in event_store.list_tournaments(conn)}
        checked: dict[int, int | None] = {}
        for match in event_store.find_by_hash_prefix(conn, digits):
            if match.stream_id not in checked:
                problem = event_store.verify_stream(conn, match.stream_id, db.key)
                checked[match.stream_id] = None if problem is None else problem.seq
            bad_from = checked[match.stream_id]
            findings.append(
                CodeFinding(
                    match.stream_id,
                    None
                    if match.stream_id == event_store.HOUSE_STREAM
                    else names.get(match.stream_id, ""),
                    match.seq,
                    match.type,
                    match.recorded_at.isoformat(timespec="seconds"),
                    match.operator_name,
                    db.key is not None and (bad_from is None or bad_from > match.seq),
                )
            )
    return findings

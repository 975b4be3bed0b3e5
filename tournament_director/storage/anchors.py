"""The anchor journal: the head of each stream's chain after every command, kept outside the
database file (a station setting: another disk or a network share).

One line of JSON per anchor, appended and never rewritten, each sealed with the record's key:
    {"at": ..., "hash": ..., "kind": "head", "mac": ..., "record": ..., "seq": 41, "stream": 2}
Because every event's hash covers the one before it, an anchor vouches for the whole stream
up to its seq: a record with fewer events than its anchors was cut short, and one whose
event at an anchored seq has another hash was rewritten. A restore from a backup writes a
"restored" anchor with the heads the record went back to, so the events it gave up are
reported as lost by the restore, not as tampering.

Writing is a plain append after the database commit. The journal may lag the database (a
crash between the two, a share away for a moment) but never leads it, so a lag is never a
false alarm; the next command's anchor covers what was missed.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from tournament_director.station import PRIVATE_FILE, make_private, private_dir
from tournament_director.storage.keys import RecordKey, valid_record_id

log = logging.getLogger(__name__)

HEAD, RESTORED = "head", "restored"
_LINE_MAX = 4096  # a line is about 250 bytes; longer is not ours
_HASH_LEN = 64


def journal_path(anchor_dir: Path, record_id: str) -> Path:
    if not valid_record_id(record_id):
        raise ValueError("not a record id")
    return Path(anchor_dir) / f"{record_id}.anchors"


@dataclass(frozen=True)
class Anchor:
    line: int
    stream_id: int
    seq: int
    hash: str
    at: str
    kind: str


def _sealed_parts(record_id: str, stream_id: int, seq: int, digest: str, at: str, kind: str):
    return ("anchor", record_id, stream_id, seq, digest, at, kind)


class AnchorJournal:
    """Appends the record's anchors to its journal file."""

    def __init__(self, anchor_dir: Path, key: RecordKey) -> None:
        self.path = journal_path(anchor_dir, key.record_id)
        self._key = key
        self._failing = False

    def write(self, heads: dict[int, tuple[int, str]], at: str, kind: str = HEAD) -> bool:
        """Append one anchor per stream; False (logged once until it works again) when the
        journal cannot be written: the command stands, the next anchor covers it."""
        lines = []
        for stream_id, (seq, digest) in sorted(heads.items()):
            entry = {
                "record": self._key.record_id,
                "stream": stream_id,
                "seq": seq,
                "hash": digest,
                "at": at,
                "kind": kind,
            }
            entry["mac"] = self._key.seal(
                *_sealed_parts(self._key.record_id, stream_id, seq, digest, at, kind)
            )
            lines.append(json.dumps(entry, sort_keys=True, separators=(",", ":")))
        data = ("\n".join(lines) + "\n").encode("ascii")
        try:
            if not self.path.parent.is_dir():
                private_dir(self.path.parent)
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, PRIVATE_FILE)
            try:
                os.write(fd, data)
            finally:
                os.close(fd)
        except OSError as exc:
            if not self._failing:
                log.error("anchor journal %s not written: %s", self.path, exc)
            self._failing = True
            return False
        if self._failing:
            log.warning("anchor journal %s written again", self.path)
            self._failing = False
            make_private(self.path)
        return True


@dataclass
class JournalReading:
    """What a journal says, line by line, checked against the key when there is one."""

    path: Path
    found: bool = False
    anchors: list[Anchor] = field(default_factory=list)
    bad_lines: list[int] = field(default_factory=list)  # unreadable or not sealed by the key
    other_record: int = 0  # lines of another record (a journal copied under a wrong name)
    sealed_checked: bool = False


def read_journal(path: Path, record_id: str, key: RecordKey | None) -> JournalReading:
    """Every anchor of the journal, in the order written; a line that cannot be read or whose
    seal does not match is listed as bad, never trusted."""
    reading = JournalReading(Path(path), sealed_checked=key is not None)
    try:
        with open(path, "rb") as handle:
            reading.found = True
            for number, raw in enumerate(_lines(handle), start=1):
                anchor = _parse(raw, number, record_id, key, reading)
                if anchor is not None:
                    reading.anchors.append(anchor)
    except FileNotFoundError:
        pass
    except OSError as exc:
        log.error("anchor journal %s not read: %s", path, exc)
    return reading


def _lines(handle) -> Iterable[bytes]:
    while True:
        raw = handle.readline(_LINE_MAX + 1)
        if not raw:
            return
        if len(raw) > _LINE_MAX and not raw.endswith(b"\n"):
            rest = raw
            while rest and not rest.endswith(b"\n"):  # skip the rest of an overlong line
                rest = handle.readline(_LINE_MAX + 1)
            yield b"\x00"  # unparseable: counted as a bad line
            continue
        if raw.strip():
            yield raw


def _parse(
    raw: bytes, number: int, record_id: str, key: RecordKey | None, reading: JournalReading
) -> Anchor | None:
    try:
        entry = json.loads(raw.decode("ascii"))
        if not isinstance(entry, dict):
            raise ValueError("not an object")
        stream_id, seq, digest = entry["stream"], entry["seq"], entry["hash"]
        at, kind, mac = entry["at"], entry["kind"], entry.get("mac")
        ok = (
            isinstance(stream_id, int)
            and isinstance(seq, int)
            and 0 <= seq < 2**63
            and 0 < stream_id < 2**63
            and isinstance(digest, str)
            and len(digest) == _HASH_LEN
            and isinstance(at, str)
            and len(at) <= 64
            and kind in (HEAD, RESTORED)
        )
        if not ok:
            raise ValueError("bad fields")
    except (UnicodeDecodeError, ValueError, KeyError, RecursionError):
        reading.bad_lines.append(number)
        return None
    if entry.get("record") != record_id:
        reading.other_record += 1
        return None
    if key is not None and not key.sealed(
        mac, *_sealed_parts(record_id, stream_id, seq, digest, at, kind)
    ):
        reading.bad_lines.append(number)
        return None
    return Anchor(number, stream_id, seq, digest, at, kind)

"""The record's key: a house secret kept outside the database file that seals the chain.

Every event's hash is public (SHA-256 over its content and the previous hash), so anyone
holding the file can recompute a whole chain after changing an event. The key closes that
door: each event also carries a seal, an HMAC-SHA256 of its hash under the key, and so do
the snapshots, the chain's anchors and the seals of older records. Without the key nobody can
make a seal that verifies; with it, the anchor journal kept elsewhere still shows a record
cut short or rewritten.

One key a record, in the station's key folder, named by the record's id; the file is
readable by the application's user alone.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import re
import secrets
from pathlib import Path

from tournament_director.station import create_private, make_private, private_dir

log = logging.getLogger(__name__)

KEY_BYTES = 32
_HEADER = "tournament-director-record-key-1"
_KEY_FILE_MAX = 1024
RECORD_ID = re.compile(r"^[0-9a-f]{32}$")


class KeyUnusable(Exception):
    """A key file that is not a key of this record (damaged, foreign, unreadable)."""


def new_record_id() -> str:
    return secrets.token_hex(16)


def valid_record_id(record_id: object) -> bool:
    """A record id as we write them: it names files, so nothing else is let through."""
    return isinstance(record_id, str) and RECORD_ID.fullmatch(record_id) is not None


class RecordKey:
    """The secret of one record, and the seals made with it."""

    def __init__(self, record_id: str, secret: bytes, path: Path | None = None) -> None:
        if len(secret) != KEY_BYTES:
            raise KeyUnusable("a record key has 32 bytes")
        self.record_id = record_id
        self.path = path
        self._secret = secret

    def seal(self, *parts: object) -> str:
        """HMAC-SHA256 over the parts (joined unambiguously), as hex."""
        message = "\x1f".join(str(part) for part in parts).encode("utf-8")
        return hmac.new(self._secret, message, hashlib.sha256).hexdigest()

    def sealed(self, mac: object, *parts: object) -> bool:
        return isinstance(mac, str) and hmac.compare_digest(mac, self.seal(*parts))

    def event_seal(self, event_hash: str) -> str:
        """An event's seal: its hash covers its content and every event before it."""
        return self.seal("event", event_hash)

    def __repr__(self) -> str:  # never the secret, in a log or a traceback
        return f"RecordKey({self.record_id!r}, path={self.path!s})"


def key_path(key_dir: Path, record_id: str) -> Path:
    if not valid_record_id(record_id):
        raise KeyUnusable("not a record id")
    return Path(key_dir) / f"{record_id}.key"


def read_key(path: Path, record_id: str) -> RecordKey:
    """The key in a key file; KeyUnusable when it is not this record's key."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(_KEY_FILE_MAX + 1)
    except OSError as exc:
        raise KeyUnusable(f"cannot read {path}: {exc.strerror or exc}") from exc
    if len(data) > _KEY_FILE_MAX:
        raise KeyUnusable("not a key file: too large")
    try:
        header, found_id, secret_hex = data.decode("ascii").split()
        secret = bytes.fromhex(secret_hex)
    except (UnicodeDecodeError, ValueError) as exc:
        raise KeyUnusable("not a key file") from exc
    if header != _HEADER or found_id != record_id:
        raise KeyUnusable("the key of another record")
    make_private(path)  # a key left readable by others is put right, not trusted less
    return RecordKey(record_id, secret, path)


def find_key(key_dir: Path, record_id: str) -> RecordKey | None:
    """The record's key in the key folder, or None when there is no such file."""
    path = key_path(key_dir, record_id)
    if not path.exists():
        return None
    return read_key(path, record_id)


def create_key(key_dir: Path, record_id: str) -> RecordKey:
    """A new random key for a new record, written private and durable before any use."""
    path = key_path(key_dir, record_id)
    if path.exists():
        return read_key(path, record_id)
    private_dir(Path(key_dir))
    secret = secrets.token_bytes(KEY_BYTES)
    text = f"{_HEADER}\n{record_id}\n{secret.hex()}\n"
    create_private(path, text.encode("ascii"))
    log.info("record key created: %s", path)
    return RecordKey(record_id, secret, path)

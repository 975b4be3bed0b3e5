"""What this PC keeps beside a record: the data folder, the record's key, the anchor journal
and the backups, and the station settings that place them.

The settings are a small JSON file in the data folder (`station.json`), read by the console
and the command line alike; the console's Settings dialog writes it. Everything the product
writes here is private to the user running it (folders 0700, files 0600): the database holds
PIN hashes and the key seals the record.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import stat
from dataclasses import dataclass, replace
from pathlib import Path

from tournament_director import paths

log = logging.getLogger(__name__)

STATION_FILE = "station.json"
BACKUPS_KEPT_DEFAULT = 48
BACKUPS_KEPT_MIN, BACKUPS_KEPT_MAX = 1, 1000
BACKUP_MINUTES_DEFAULT = 15
_SETTINGS_MAX_BYTES = 64 * 1024  # the file is a few lines; anything bigger is not ours
_PATH_LIMIT = 4096

PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600


# --- private files ----------------------------------------------------------------------------


def private_dir(path: Path) -> Path:
    """Create the folder (and its parents) and make it the user's alone."""
    path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR)
    make_private(path)
    return path


def make_private(path: Path) -> None:
    """Take away the group's and others' access to a file or folder we own (no-op where the
    file system has no such permissions, and for files of another user)."""
    with contextlib.suppress(OSError):
        mode = stat.S_IMODE(path.stat().st_mode)
        if mode & 0o077:
            path.chmod(mode & 0o700)


def create_private(path: Path, data: bytes) -> None:
    """Write a new file readable by the user alone, through a temporary name and a rename,
    flushed to the disk: a crash leaves either no file or the whole file."""
    partial = path.with_name(f".{path.name}.partial")
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, PRIVATE_FILE)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    make_private(partial)
    os.replace(partial, path)
    sync_dir(path.parent)


def sync_dir(directory: Path) -> None:
    """Make a rename in the folder durable (POSIX; Windows has no folder handles to sync)."""
    if os.name != "posix":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# --- the station's settings -------------------------------------------------------------------


@dataclass(frozen=True)
class Station:
    """Where this PC keeps what goes with a record.

    key_dir: the records' keys (one file a record, named by the record's id). Keep a copy of
        it on removable media: without its key a record can still be read and its hash
        chain checked, but not proven unaltered, and it cannot be written.
    anchor_dir: the anchor journals (the head of the chain after every command); put it on
        another disk or a network share so that the record cannot be cut short or rewritten
        unseen by someone who holds only the database file.
    backup_dir: the automatic backups; another disk is better.
    server: the record on a PostgreSQL server the console opens when no --db is given
        (several stations on one record: README); None for this PC's SQLite file. Never a
        password: libpq reads it from the user's pgpass file (`server_problem`).
    """

    data_dir: Path
    key_dir: Path
    anchor_dir: Path
    backup_dir: Path
    backups_kept: int = BACKUPS_KEPT_DEFAULT
    backup_minutes: int = BACKUP_MINUTES_DEFAULT
    server: str | None = None

    @classmethod
    def defaults(cls, data_dir: Path) -> Station:
        data_dir = Path(data_dir)
        return cls(
            data_dir=data_dir,
            key_dir=data_dir / "keys",
            anchor_dir=data_dir / "anchors",
            backup_dir=data_dir / "backups",
        )

    @classmethod
    def load(cls, data_dir: Path | None = None) -> Station:
        """The settings saved in data_dir (the user's data folder by default); the defaults
        for what is missing or unreadable (logged, never fatal: the defaults are safe)."""
        station = cls.defaults(data_dir if data_dir is not None else paths.default_data_dir())
        path = station.data_dir / STATION_FILE
        try:
            if not path.is_file():
                return station
            if path.stat().st_size > _SETTINGS_MAX_BYTES:
                raise ValueError("too large")
            saved = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(saved, dict):
                raise ValueError("not an object")
            return station._with(saved)
        except (OSError, ValueError, RecursionError) as exc:
            log.warning("station settings %s not read (%s): using the defaults", path, exc)
            return station

    def _with(self, saved: dict) -> Station:
        changes: dict[str, object] = {}
        for name in ("key_dir", "anchor_dir", "backup_dir"):
            value = saved.get(name)
            if isinstance(value, str) and value.strip() and len(value) <= _PATH_LIMIT:
                changes[name] = Path(value.strip()).expanduser()
        kept = saved.get("backups_kept")
        if isinstance(kept, int) and BACKUPS_KEPT_MIN <= kept <= BACKUPS_KEPT_MAX:
            changes["backups_kept"] = kept
        minutes = saved.get("backup_minutes")
        if isinstance(minutes, int) and 1 <= minutes <= 240:
            changes["backup_minutes"] = minutes
        server = saved.get("server")
        if isinstance(server, str) and server_problem(server) is None:
            changes["server"] = server.strip()
        return replace(self, **changes)  # type: ignore[arg-type]

    def save(self) -> None:
        """Write the settings into the data folder (private, whole or not at all)."""
        private_dir(self.data_dir)
        data = {
            "key_dir": str(self.key_dir),
            "anchor_dir": str(self.anchor_dir),
            "backup_dir": str(self.backup_dir),
            "backups_kept": self.backups_kept,
            "backup_minutes": self.backup_minutes,
        }
        if self.server:
            data["server"] = self.server
        text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
        create_private(self.data_dir / STATION_FILE, text.encode("utf-8"))


SERVER_SCHEMES = ("postgresql://", "postgres://")
_SERVER_LIMIT = 2048


def server_problem(text: str) -> str | None:
    """Why `text` cannot be the station's server setting (a message key), or None.

    Rule: a PostgreSQL URL (postgresql://ROLE@HOST/DATABASE, libpq's options allowed), at
    most 2,048 characters, holding no password: station.json is a plain file, and libpq
    reads the password from the user's own pgpass file."""
    from urllib.parse import urlsplit

    text = text.strip()
    if not text.startswith(SERVER_SCHEMES) or len(text) > _SERVER_LIMIT:
        return "station.server_url"
    try:
        parts = urlsplit(text)
        if parts.password is not None:
            return "station.server_password"
        parts.port  # noqa: B018 - raises ValueError for a port that is not a number
    except ValueError:
        return "station.server_url"
    if not parts.path.strip("/"):
        return "station.server_url"  # the database's name is needed
    return None

"""A throw-away PostgreSQL cluster for the tests: made with initdb in a temporary folder,
listening on a Unix socket in that folder alone (no TCP port), stopped and removed at the
end. Each test gets a schema of its own in one database (quicker than a database each).

Two roles, as in a room: `td_owner` (the database's owner: makes the record, `prepare`) and
`td_station` (what the stations connect as: granted what a station needs, no more).
"""

from __future__ import annotations

import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path
from urllib.parse import quote

PG_BIN_DIRS = [Path(p) for p in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)]
OWNER, STATION, DATABASE = "td_owner", "td_station", "td_tests"


def find_bin() -> Path | None:
    """The folder of PostgreSQL's server programs (Debian's package), or on the PATH."""
    for folder in PG_BIN_DIRS:
        if (folder / "initdb").exists() and (folder / "pg_ctl").exists():
            return folder
    found = shutil.which("initdb")
    return Path(found).parent if found else None


class Cluster:
    """One cluster for the whole test session (start once, `stop` at the end)."""

    def __init__(self, bin_dir: Path, *, durable: bool = False) -> None:
        """durable: the server's defaults (every commit flushed to the disk), for the
        benchmarks; otherwise the tests' quicker fsync=off (a killed server still keeps
        what it acknowledged: only a crash of the machine would lose it)."""
        self.bin = bin_dir
        self.durable = durable
        self.dir = Path(tempfile.mkdtemp(prefix="td-pg-"))
        self.data = self.dir / "data"
        self.socket_dir = self.dir
        self._schemas = itertools.count(1)
        # PostgreSQL refuses to run as root: then as the system's postgres user.
        self.run_as = None
        if os.geteuid() == 0:
            self.run_as = pwd.getpwnam("postgres")
            os.chown(self.dir, self.run_as.pw_uid, self.run_as.pw_gid)

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        command = [str(a) for a in args]
        if self.run_as is not None:
            command = ["runuser", "-u", self.run_as.pw_name, "--", *command]
        return subprocess.run(command, check=check, capture_output=True, text=True, timeout=120)

    def start(self) -> None:
        if not self.data.exists():
            self._run(
                self.bin / "initdb",
                "-D",
                self.data,
                "-U",
                OWNER,
                "--auth=trust",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            )
        options = f"-k {self.socket_dir} -c listen_addresses='' -c max_connections=60"
        if not self.durable:
            options += " -c fsync=off -c full_page_writes=off"
        self._run(
            self.bin / "pg_ctl",
            "-D",
            self.data,
            "-o",
            options,
            "-l",
            self.dir / "server.log",
            "-w",
            "start",
        )
        if not getattr(self, "_made", False):
            self.sql("postgres", f"CREATE DATABASE {DATABASE}")
            self.sql("postgres", f"CREATE ROLE {STATION} LOGIN")
            self._made = True

    def kill(self) -> None:
        """The server stopped as a crash would stop it (immediate: no clean shut-down)."""
        self._run(self.bin / "pg_ctl", "-D", self.data, "-m", "immediate", "-w", "stop")

    def stop(self) -> None:
        self._run(self.bin / "pg_ctl", "-D", self.data, "-m", "fast", "-w", "stop", check=False)
        shutil.rmtree(self.dir, ignore_errors=True)

    def url(self, role: str, schema: str | None = None, database: str = DATABASE) -> str:
        url = f"postgresql://{role}@/{database}?host={quote(str(self.socket_dir), safe='')}"
        if schema is not None:
            url += "&options=" + quote(f"-csearch_path={schema}", safe="")
        return url

    def sql(self, database: str, statement: str) -> None:
        import psycopg

        with psycopg.connect(self.url(OWNER, database=database), autocommit=True) as conn:
            conn.execute(statement)

    def new_schema(self) -> str:
        """A schema of its own for one test, owned by the owner."""
        name = f"t{os.getpid()}_{next(self._schemas)}"
        self.sql(DATABASE, f"CREATE SCHEMA {name}")
        return name

    def drop_schema(self, name: str) -> None:
        self.sql(DATABASE, f"DROP SCHEMA {name} CASCADE")

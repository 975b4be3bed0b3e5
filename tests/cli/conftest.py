"""Fixtures for the command-line tests: a database with staff and a tournament, and main()."""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from tournament_director import cli
from tournament_director.services import open_services

DIRECTOR, DIRECTOR_PIN = "Ana Directora", "123456"
FLOOR, FLOOR_PIN = "Bruno Floor", "2345"

PLAYERS = (
    ("Sofía Núñez", "DNI", "30.123.456"),
    ("Joaquín Ibáñez", "RUT", "12.345.678-5"),
    ("María José Araújo", "CI", "4.123.456-3"),
)


@dataclass
class Result:
    code: int
    out: str
    err: str


Run = Callable[..., Result]


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The command line's data folder, also the default of every open_services in the test
    (so the records it makes have their keys where the command line looks)."""
    path = tmp_path / "data"
    monkeypatch.setenv("TD_DATA_DIR", str(path))
    return path


@pytest.fixture
def run(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> Run:
    """cli.main in-process with a throw-away data directory; returns code, stdout, stderr."""

    def _run(*args: str | Path, lang: str | None = "en") -> Result:
        capsys.readouterr()
        language = ["--lang", lang] if lang else []
        code = cli.main(["--data-dir", str(data_dir), *language, *map(str, args)])
        captured = capsys.readouterr()
        return Result(code, captured.out, captured.err)

    return _run


def make_database(path: Path, tournaments: int = 1) -> list[int]:
    """A database with a director, a floor operator and tournaments; one has an undone note."""
    services = open_services(path)
    try:
        director = services.house.create_first_director(DIRECTOR, DIRECTOR_PIN)
        services.house.create_operator(director, FLOOR, "floor", FLOOR_PIN)
        ids = []
        for number in range(1, tournaments + 1):
            tid = services.tournaments.create(director, f"Torneo Nocturno {number}")
            for name, doc_type, document in PLAYERS:
                services.tournaments.register_player(director, tid, name, doc_type, document)
            services.tournaments.add_note(director, tid, "Nota anotada por error")
            services.tournaments.undo(director, tid, reason="error")
            services.tournaments.add_note(director, tid, "Mesa 2: baraja nueva, ñandú")
            ids.append(tid)
        return ids
    finally:
        services.close()


@pytest.fixture
def database(tmp_path: Path, data_dir: Path) -> Path:
    path = tmp_path / "house.sqlite3"
    make_database(path)
    return path


@pytest.fixture
def stdin(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], None]:
    """Feed text to the program's standard input."""
    import io

    def _feed(text: str) -> None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(text))

    return _feed


def digest(path: Path) -> str:
    """The file's SHA-256: unchanged bytes, or not."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def record_files(folder: Path) -> list[str]:
    """The folder's files, less the -wal and -shm a read of a WAL record may leave (SQLite
    keeps them; the -wal empty)."""
    for wal in folder.glob("*-wal"):
        assert wal.stat().st_size == 0, wal
    return sorted(p.name for p in folder.iterdir() if not p.name.endswith(("-wal", "-shm")))

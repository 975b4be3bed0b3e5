"""verify: SQLite's checks and the hash chain of every stream."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from tests.cli.conftest import Run, make_database


def _tamper(path: Path, stream_id: int, seq: int, payload: dict) -> None:
    """What someone with a SQLite tool could do: drop the guard and rewrite an event."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("DROP TRIGGER events_refuse_update")
        conn.execute(
            "UPDATE events SET payload = ? WHERE stream_id = ? AND seq = ?",
            (json.dumps(payload, sort_keys=True, separators=(",", ":")), stream_id, seq),
        )
        conn.commit()
    finally:
        conn.close()


def test_a_sound_database_verifies(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "house.sqlite3"
    make_database(path, tournaments=2)

    result = run("verify", "--db", path)

    assert result.code == 0, result.err
    # The house stream (2 operators) and two tournaments of 7 events each.
    assert "3 streams and 16 events" in result.out
    assert result.err == ""


def test_a_changed_payload_is_named_by_stream_and_seq(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "house.sqlite3"
    first, second = make_database(path, tournaments=2)
    _tamper(
        path,
        second,
        3,
        {"document": "99999999", "document_type": "DNI", "name": "Sofía Núñez", "player_id": 1},
    )

    result = run("verify", "--db", path)

    assert result.code == 3
    assert f"tournament {second} 'Torneo Nocturno 2' (stream {second}), seq 3" in result.err
    assert "altered" in result.err
    assert f"tournament {first}" not in result.err
    assert "Verification found problems" in result.err

    spanish = run("verify", "--db", path, lang="es")
    assert spanish.code == 3
    assert "seq 3" in spanish.err and "fue modificado" in spanish.err


def test_a_tampered_export_says_the_chain_is_broken(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "house.sqlite3"
    (tid,) = make_database(path)
    _tamper(path, tid, 7, {"player_id": None, "text": "otra cosa"})

    result = run("export", "--db", path)

    assert result.code == 0, result.err
    chain = json.loads(result.out)["chain"]
    assert chain["verified"] is False
    assert chain["problem"]["seq"] == 7


def test_a_newer_database_is_refused_and_left_untouched(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "house.sqlite3"
    make_database(path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = path.read_bytes()
    # SQLite's read-only header check may leave an empty -wal and a -shm index beside a WAL
    # database; nothing else appears and nothing is written into the log.
    sidecars = {"data", "house.sqlite3-wal", "house.sqlite3-shm"}
    siblings = sorted(p.name for p in tmp_path.iterdir() if p.name not in sidecars)

    result = run("verify", "--db", path)

    assert result.code == 2
    assert "newer version" in result.err and "99" in result.err
    assert "Traceback" not in result.err
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name not in sidecars) == siblings
    wal = tmp_path / "house.sqlite3-wal"
    assert not wal.exists() or wal.stat().st_size == 0


def test_a_missing_database_is_not_created(run: Run, tmp_path: Path) -> None:
    missing = tmp_path / "typo.sqlite3"

    result = run("verify", "--db", missing, lang="es")

    assert result.code == 2
    assert "No existe la base de datos" in result.err
    assert not missing.exists()
    assert list(tmp_path.glob("typo*")) == []


def test_a_file_that_is_not_a_database_is_refused(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    path.write_bytes(b"these are not the tables you are looking for" * 100)

    result = run("verify", "--db", path)

    assert result.code == 2
    assert "is not a Tournament Director database" in result.err

"""The record's files: reading commands never write, damaged files are said in words, backups
are checked and restored, and what the product writes is the user's alone."""

from __future__ import annotations

import hashlib
import json
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.cli.conftest import DIRECTOR, DIRECTOR_PIN, Run, make_database
from tournament_director.services import open_services
from tournament_director.station import Station


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def snapshot_rows(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT count(*) FROM snapshots").fetchone()[0]


# --- reading commands never write -----------------------------------------------------------------


def test_export_list_and_verify_never_write(run: Run, tmp_path: Path, data_dir: Path):
    """A tournament whose snapshot is due: reading it used to store one."""
    path = tmp_path / "house.sqlite3"
    (tid,) = make_database(path)
    services = open_services(path)
    try:
        director = services.house.sign_in(DIRECTOR, DIRECTOR_PIN).operator
        for n in range(1_100):  # more than the events between snapshots
            services.tournaments.add_note(director, tid, f"nota {n}")
        services.flush_snapshots()  # the writer's snapshot in first, then removed
        with services.db.write() as conn:
            conn.exec_driver_sql("DELETE FROM snapshots")  # a cache: the next reader rebuilds
    finally:
        services.close()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    before = digest(path)

    for command in (("export", "--format", "json"), ("export", "--format", "csv"), ("list",)):
        result = run(*command, "--db", path)
        assert result.code == 0, (command, result.err)
    assert run("verify", "--db", path).code == 0

    assert snapshot_rows(path) == 0
    assert digest(path) == before


@pytest.mark.parametrize("command", ["export", "list", "verify"])
def test_an_empty_file_is_refused_and_stays_empty(run: Run, tmp_path: Path, command: str):
    path = tmp_path / "empty.sqlite3"
    path.touch()

    result = run(command, "--db", path)

    assert result.code == 2
    assert "is not a Tournament Director database" in result.err
    assert path.stat().st_size == 0
    assert not path.with_name("empty.sqlite3-wal").exists()


def _read_only_mount_works(folder: Path) -> bool:
    """Whether this machine lets a user namespace bind-mount a folder read-only."""
    if shutil.which("unshare") is None or sys.platform != "linux":
        return False
    script = f"mount --bind -o ro {folder} {folder} && ! touch {folder}/probe 2>/dev/null"
    probe = subprocess.run(["unshare", "-rm", "sh", "-c", script], capture_output=True)
    return probe.returncode == 0


def test_verify_and_export_read_a_copy_on_read_only_media(tmp_path: Path, data_dir: Path):
    """A write-protected copy (a read-only bind mount, where the machine allows one; as root
    a file's permissions alone do not stop writes): verify says it is sound, not that it
    cannot write."""
    media = tmp_path / "media"
    media.mkdir()
    path = media / "copy.sqlite3"
    make_database(path)
    for suffix in ("-wal", "-shm"):  # a copy as it arrives: the file alone
        with sqlite3.connect(path) as conn:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        path.with_name(path.name + suffix).unlink(missing_ok=True)
    program = [sys.executable, "-m", "tournament_director", "--data-dir", str(data_dir)]
    verify = [*program, "--lang", "en", "verify", "--db", str(path)]
    export = [*program, "export", "--db", str(path)]
    if _read_only_mount_works(media):
        script = f"mount --bind -o ro {media} {media} && {' '.join(verify)} && {' '.join(export)}"
        result = subprocess.run(
            ["unshare", "-rm", "sh", "-c", script], capture_output=True, text=True, timeout=120
        )
    else:  # no namespaces here: the same commands on the plain file
        result = subprocess.run(
            f"{' '.join(verify)} && {' '.join(export)}",
            shell=True,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert result.returncode == 0, result.stderr
    assert "Database sound" in result.stdout
    assert "readonly" not in result.stderr and "read-only" not in result.stderr


# --- damaged files --------------------------------------------------------------------------------


def _damage(path: Path, seed: int = 7) -> None:
    """Garbage over the pages after the first (a failing disk); the same garbage each run."""
    import random

    garbage = random.Random(seed)
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = conn.execute("PRAGMA page_size").fetchone()[0]
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
    with open(path, "r+b") as handle:
        for number in range(2, pages):
            handle.seek(number * page + 100)
            handle.write(garbage.randbytes(page - 200))


@pytest.mark.parametrize(
    "command",
    [
        ("export",),
        ("batch", "--operator", DIRECTOR),
        ("demo", "--no-window"),
        ("list",),
    ],
)
def test_a_damaged_file_is_said_in_words_with_the_backup_to_use(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command
):
    path = tmp_path / "house.sqlite3"
    make_database(path)
    made = run("backup", "--db", path)
    assert made.code == 0, made.err
    backup = made.out.split(": ", 1)[1].strip()
    _damage(path)
    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO('{"cmd": "noop"}\n'))

    result = run(*command, "--db", path)

    assert result.code == 3, result.err
    assert "is damaged" in result.err and "Unexpected error" not in result.err
    assert "tournament-director verify" in result.err and backup in result.err


@pytest.mark.parametrize("seed", range(12))
def test_verify_names_the_damage(run: Run, tmp_path: Path, seed: int):
    """Whatever the garbage (twelve kinds), verify says the file is damaged, never fails."""
    path = tmp_path / "house.sqlite3"
    make_database(path)
    _damage(path, seed)

    result = run("verify", "--db", path)

    assert result.code == 3, result.err
    assert "Unexpected" not in result.err
    assert "Verification found problems" in result.err or "damaged" in result.err


# --- backups and restore --------------------------------------------------------------------------


def test_backup_restore_round_trip_records_the_restore(run: Run, tmp_path: Path, monkeypatch):
    path = tmp_path / "house.sqlite3"
    (tid,) = make_database(path)
    first = run("backup", "--db", path)
    assert first.code == 0, first.err
    backup = Path(first.out.split(": ", 1)[1].strip())
    services = open_services(path)
    try:
        director = services.house.sign_in(DIRECTOR, DIRECTOR_PIN).operator
        services.tournaments.add_note(director, tid, "después de la copia")
        notes_after = services.tournaments.state(tid).notes
    finally:
        services.close()

    listed = run("restore", "--db", path)
    assert listed.code == 0 and str(backup) in listed.out

    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    restored = run("restore", "--db", path, "--backup", backup, "--operator", DIRECTOR)
    assert restored.code == 0, restored.err
    assert "were not in the backup" in restored.out  # the note written after it

    verify = run("verify", "--db", path)
    assert verify.code == 0, verify.err
    assert "given up when a backup was restored" in verify.out
    services = open_services(path)
    try:
        assert services.tournaments.state(tid).notes == notes_after - 1
        with services.db.read() as conn:
            types = [r[0] for r in conn.exec_driver_sql("SELECT type FROM events")]
        assert types.count("RecordRestored") == 1
    finally:
        services.close()


def test_only_a_director_restores_and_only_a_sound_backup(run: Run, tmp_path: Path, monkeypatch):
    from tests.cli.conftest import FLOOR, FLOOR_PIN

    path = tmp_path / "house.sqlite3"
    make_database(path)
    backup = Path(run("backup", "--db", path).out.split(": ", 1)[1].strip())
    before = digest(path)

    monkeypatch.setenv("TD_PIN", FLOOR_PIN)
    floor = run("restore", "--db", path, "--backup", backup, "--operator", FLOOR)
    assert floor.code == 2 and "director's decision" in floor.err

    conn = sqlite3.connect(backup)
    conn.execute("DROP TRIGGER events_refuse_update")
    conn.execute("UPDATE events SET payload = json_set(payload, '$.name', 'X') WHERE seq = 2")
    conn.commit()
    conn.close()
    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    unsound = run("restore", "--db", path, "--backup", backup, "--operator", DIRECTOR)
    assert unsound.code == 2 and "does not verify" in unsound.err
    assert digest(path) == before


def test_a_program_killed_while_backing_up_leaves_the_previous_backup_restorable(
    run: Run, tmp_path: Path, data_dir: Path, monkeypatch
):
    path = tmp_path / "house.sqlite3"
    (tid,) = make_database(path)
    services = open_services(path)
    try:
        director = services.house.sign_in(DIRECTOR, DIRECTOR_PIN).operator
        for n in range(300):  # a file of many pages, so the copy takes steps
            services.tournaments.add_note(director, tid, f"nota {n} " + "x" * 400)
    finally:
        services.close()
    previous = Path(run("backup", "--db", path).out.split(": ", 1)[1].strip())
    script = textwrap.dedent(
        f"""
        import sys, time
        from pathlib import Path
        from tournament_director.services import open_services, records
        from tournament_director.station import Station
        services = open_services(Path({str(path)!r}), station=Station.load(Path({str(data_dir)!r})))
        def slow(status, remaining, total):
            print("copying", remaining, total, flush=True)
            time.sleep(0.2)
        records.take_backup(services.db, progress=slow)
        print("finished", flush=True)
        """
    )
    process = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, cwd=Path.cwd()
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith("copying"), line
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)
    process.stdout.close()

    backups = sorted(Station.load(data_dir).backup_dir.iterdir())
    finished = [p for p in backups if p.name.endswith(".sqlite3") and not p.name.startswith(".")]
    assert finished == [previous]  # the killed copy never took a backup's name
    assert any(p.name.endswith(".partial") for p in backups)

    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    restored = run("restore", "--db", path, "--backup", previous, "--operator", DIRECTOR)
    assert restored.code == 0, restored.err
    assert run("verify", "--db", path).code == 0
    # The next backup clears what the killed one left.
    assert run("backup", "--db", path).code == 0
    assert not any(p.name.endswith(".partial") for p in Station.load(data_dir).backup_dir.iterdir())


# --- private files --------------------------------------------------------------------------------


def test_what_the_product_writes_is_the_users_alone(run: Run, tmp_path: Path, data_dir: Path):
    path = data_dir / "tournament-director.sqlite3"
    result = run("demo", "--db", path, "--no-window", "--players", "3")
    assert result.code == 0, result.err
    assert run("backup", "--db", path).code == 0
    station = Station.load(data_dir)
    files = [path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")]
    files += [p for p in station.backup_dir.iterdir()]
    files += [p for p in station.key_dir.iterdir()] + [p for p in station.anchor_dir.iterdir()]
    files += [p for p in (data_dir / "logs").iterdir()]
    for file in files:
        if file.exists():
            assert file.stat().st_mode & 0o077 == 0, f"{file} is readable by others"
    for folder in (data_dir, station.backup_dir, station.key_dir, station.anchor_dir):
        assert folder.stat().st_mode & 0o077 == 0, f"{folder} is open to others"
    exported = run("export", "--db", path)
    assert "scrypt$" not in exported.out and "pin_hash" not in exported.out
    assert json.loads(exported.out)["chain"]["verified"] is True

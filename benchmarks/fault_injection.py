"""Faults injected into the real program, and what survived them.

1. SIGKILL trials: `tournament-director batch` registers players as fast as it can and is
   killed at a random moment (some trials while it also takes backups); after each kill the
   record is opened again: every command that was acknowledged must be there (lost: 0), and
   `verify` must call the record sound.
2. Killed backups: a backup is killed while copying; the previous backup must restore.
3. Tamper cases: a catalogue of changes someone holding the file (or the file and the key,
   or the file and the anchor journal) could make with SQLite's own tools, each on a fresh
   copy of a record; `verify` must find every one (exit 3). The cases that the design
   cannot catch are listed apart, with what still catches them.

Prints the figures; exit code 1 when one is wrong.

Run: .venv/bin/python benchmarks/fault_injection.py [--trials N] [--seed S]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from common import machine

from tests import tamper
from tournament_director.services import open_services
from tournament_director.station import Station
from tournament_director.storage import keys
from tournament_director.storage.anchors import journal_path

ROOT = Path(__file__).resolve().parent.parent

DIRECTOR, PIN = "Directora Falla", "123456"
CASHIER, CASHIER_PIN = "Cajero Falla", "654321"


def program(data_dir: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "tournament_director", "--data-dir", str(data_dir), *args]


def env() -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TD_PIN": PIN, "TD_LANG": "en"}


# --- 1. SIGKILL trials ------------------------------------------------------------------------


def kill_trial(db: Path, data_dir: Path, tid: int, trial: int, kill_after: int) -> dict[int, str]:
    """Run a burst, SIGKILL after kill_after answers; {seq: document} acknowledged."""
    process = subprocess.Popen(
        program(data_dir, "--db", str(db), "batch", "--operator", DIRECTOR),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env(),
        text=True,
    )

    def feed() -> None:
        with contextlib.suppress(OSError, ValueError):
            assert process.stdin is not None
            for index in range(5000):
                command = {
                    "cmd": "register_player",
                    "tournament": tid,
                    "name": f"Jugador {trial}-{index}",
                    "document_type": "DNI",
                    "document": f"T{trial}X{index}",
                }
                process.stdin.write(json.dumps(command) + "\n")
            process.stdin.close()

    writer = threading.Thread(target=feed)
    writer.start()
    acknowledged: dict[int, str] = {}
    assert process.stdout is not None
    for count, line in enumerate(process.stdout, start=1):
        if not line.endswith("\n"):
            break
        answer = json.loads(line)
        if answer.get("ok"):
            acknowledged[answer["seq"]] = f"T{trial}X{count - 1}"
        if count == kill_after:
            process.send_signal(signal.SIGKILL)
    process.kill()
    process.wait()
    writer.join()
    process.stdout.close()
    return acknowledged


def backup_hammer(db: Path, data_dir: Path, stop: threading.Event) -> None:
    """Backups taken again and again while the batch writes (and is killed)."""
    while not stop.is_set():
        subprocess.run(
            program(data_dir, "--db", str(db), "backup"),
            env=env(),
            capture_output=True,
            timeout=120,
        )


def sigkill_trials(folder: Path, trials: int, rng: random.Random) -> tuple[int, int, int, int]:
    data_dir = folder / "data"
    db = folder / "kill.sqlite3"
    services = open_services(db, station=Station.load(data_dir))
    director = services.house.create_first_director(DIRECTOR, PIN)
    tid = services.tournaments.create(director, "Torneo del apagón")
    services.close()
    acknowledged_total = lost = unsound = 0
    for trial in range(trials):
        stop = threading.Event()
        hammer = None
        if trial % 3 == 2:  # every third trial writes while backups are being taken
            hammer = threading.Thread(target=backup_hammer, args=(db, data_dir, stop))
            hammer.start()
        acknowledged = kill_trial(db, data_dir, tid, trial, rng.randint(50, 1500))
        stop.set()
        if hammer is not None:
            hammer.join()
        acknowledged_total += len(acknowledged)
        services = open_services(db, station=Station.load(data_dir))
        try:
            events = {e.seq: e for e in services.tournaments.events(tid)}
        finally:
            services.close()
        for seq, document in acknowledged.items():
            event = events.get(seq)
            if event is None or event.payload.get("document") != document:
                lost += 1
        verify = subprocess.run(
            program(data_dir, "--db", str(db), "verify"), env=env(), capture_output=True
        )
        unsound += verify.returncode != 0
    return trials, acknowledged_total, lost, unsound


# --- 2. a backup killed while copying ---------------------------------------------------------


def killed_backups(folder: Path, trials: int) -> tuple[int, int]:
    data_dir = folder / "data-backup"
    db = folder / "backup.sqlite3"
    services = open_services(db, station=Station.load(data_dir))
    director = services.house.create_first_director(DIRECTOR, PIN)
    tid = services.tournaments.create(director, "Torneo de las copias")
    for n in range(400):
        services.tournaments.add_note(director, tid, f"nota {n} " + "x" * 400)
    services.close()
    restored = 0
    for _ in range(trials):
        made = subprocess.run(
            program(data_dir, "--db", str(db), "backup"), env=env(), capture_output=True, text=True
        )
        previous = Path(made.stdout.split(": ", 1)[1].strip())
        script = textwrap.dedent(
            f"""
            import time
            from pathlib import Path
            from tournament_director.services import open_services, records
            from tournament_director.station import Station
            s = open_services(Path({str(db)!r}), station=Station.load(Path({str(data_dir)!r})))
            def slow(status, remaining, total):
                print("copying", flush=True)
                time.sleep(0.1)
            records.take_backup(s.db, progress=slow)
            """
        )
        process = subprocess.Popen(
            [sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, cwd=ROOT, env=env()
        )
        assert process.stdout is not None
        process.stdout.readline()
        process.send_signal(signal.SIGKILL)
        process.wait()
        process.stdout.close()
        result = subprocess.run(
            program(
                data_dir,
                "--db",
                str(db),
                "restore",
                "--backup",
                str(previous),
                "--operator",
                DIRECTOR,
            ),
            env=env(),
            capture_output=True,
        )
        sound = subprocess.run(
            program(data_dir, "--db", str(db), "verify"), env=env(), capture_output=True
        )
        restored += result.returncode == 0 and sound.returncode == 0
    return trials, restored


# --- 3. tamper cases ------------------------------------------------------------------------------


class Night:
    """A record to tamper with: staff, a tournament, money, players, snapshots."""

    def __init__(self, folder: Path) -> None:
        from tournament_director.services import tournaments as tournaments_module

        sys.path.insert(0, str(ROOT / "tests" / "integration"))
        from registration_helpers import person, ready

        self.data_dir = folder / "data-night"
        self.path = folder / "night.sqlite3"
        saved = tournaments_module.SNAPSHOT_EVERY
        tournaments_module.SNAPSHOT_EVERY = 5  # snapshots to tamper with
        services = open_services(self.path, station=Station.load(self.data_dir))
        try:
            director = services.house.create_first_director(DIRECTOR, PIN)
            cashier = services.house.create_operator(director, CASHIER, "cashier", CASHIER_PIN)
            self.tid = services.tournaments.create(director, "Torneo de la Verdad")
            ready(services, director, self.tid, tables=2)
            services.registration.open_shift(cashier, self.tid, 50_000)
            for n in range(1, 13):
                player = person(services, cashier, n)
                services.registration.buy_entry(cashier, self.tid, player, "cash", 100_000)
            services.tournaments.add_note(director, self.tid, "Mesa 1: baraja nueva")
            self.record_id = services.db.record_id
        finally:
            services.close()
            tournaments_module.SNAPSHOT_EVERY = saved
        station = Station.load(self.data_dir)
        self.key_path = keys.key_path(station.key_dir, self.record_id)
        self.journal = journal_path(station.anchor_dir, self.record_id)

    def copy(self, folder: Path) -> Night:
        """A fresh copy of the record with its own key folder and journal."""
        other = object.__new__(Night)
        other.__dict__.update(self.__dict__)
        if folder.exists():
            shutil.rmtree(folder)
        shutil.copytree(self.data_dir, folder / "data")
        shutil.copy(self.path, folder / "night.sqlite3")
        for suffix in ("-wal", "-shm"):
            source = self.path.with_name(self.path.name + suffix)
            if source.exists():
                shutil.copy(source, folder / f"night.sqlite3{suffix}")
        other.data_dir = folder / "data"
        other.path = folder / "night.sqlite3"
        station = Station.load(other.data_dir)
        other.key_path = keys.key_path(station.key_dir, self.record_id)
        other.journal = journal_path(station.anchor_dir, self.record_id)
        return other

    @property
    def key(self) -> keys.RecordKey:
        return keys.read_key(self.key_path, self.record_id)

    def verify(self) -> int:
        return subprocess.run(
            program(self.data_dir, "--db", str(self.path), "verify"), env=env(), capture_output=True
        ).returncode


def _sql(night: Night, *statements: str) -> None:
    conn = tamper.connect(night.path)
    try:
        for statement in statements:
            conn.execute(statement)
    finally:
        conn.close()


def _rewrite(stream: str, event_type: str, nth: int, change, seals) -> Callable[[Night], None]:
    def run(night: Night) -> None:
        stream_id = night.tid if stream == "t" else 1
        seq = tamper.event_seq(night.path, stream_id, event_type, nth)
        tamper.rewrite(night.path, stream_id, seq, change, night.key if seals == "key" else seals)

    return run


def _resealed_snapshot(night: Night) -> None:
    tamper.reseal_latest_snapshot(night.path, night.key, tamper.renamed)


def _swap_two(night: Night) -> None:
    """Two events' contents swapped (with their hashes and seals): the order rewritten."""
    conn = tamper.connect(night.path)
    try:
        columns = "type, payload, operator_name, prev_hash, hash, seal"
        five, six = (
            conn.execute(
                f"SELECT {columns} FROM events WHERE stream_id = ? AND seq = ?", (night.tid, seq)
            ).fetchone()
            for seq in (5, 6)
        )
        for seq, values in ((5, six), (6, five)):
            conn.execute(
                "UPDATE events SET type = ?, payload = ?, operator_name = ?, prev_hash = ?,"
                " hash = ?, seal = ? WHERE stream_id = ? AND seq = ?",
                (*values, night.tid, seq),
            )
    finally:
        conn.close()


def _insert_forged(night: Night) -> None:
    """A purchase copied as a new last event, chained with the public algorithm."""
    from tournament_director.storage.hashchain import event_hash

    conn = tamper.connect(night.path)
    conn.row_factory = sqlite3.Row
    try:
        last = conn.execute(
            "SELECT * FROM events WHERE stream_id = ? ORDER BY seq DESC LIMIT 1", (night.tid,)
        ).fetchone()
        seq = last["seq"] + 1
        fields = dict(
            stream_id=night.tid,
            seq=seq,
            command_seq=seq,
            recorded_at=last["recorded_at"],
            operator_id=last["operator_id"],
            operator_name=last["operator_name"],
            type="NoteAdded",
            payload='{"player_id":null,"text":"pago extra autorizado"}',
            schema_version=1,
            prev_hash=last["hash"],
        )
        conn.execute(
            "INSERT INTO events (stream_id, seq, command_seq, recorded_at, operator_id,"
            " operator_name, type, payload, schema_version, prev_hash, hash)"
            " VALUES (:stream_id, :seq, :command_seq, :recorded_at, :operator_id,"
            " :operator_name, :type, :payload, :schema_version, :prev_hash, :hash)",
            {**fields, "hash": event_hash(**fields)},
        )
    finally:
        conn.close()


def _foreign_key(night: Night) -> None:
    night.key_path.write_text(
        f"tournament-director-record-key-1\n{night.record_id}\n{os.urandom(32).hex()}\n"
    )


def _rollback_to_old_copy(night: Night) -> None:
    """The file replaced by a copy taken earlier (not through restore)."""
    old = night.path.with_name("old.sqlite3")
    with sqlite3.connect(night.path) as source, sqlite3.connect(old) as target:
        source.backup(target)
    services = open_services(night.path, station=Station.load(night.data_dir))
    try:
        director = services.house.sign_in(DIRECTOR, PIN).operator
        services.tournaments.add_note(director, night.tid, "después de la copia")
    finally:
        services.close()
    for suffix in ("-wal", "-shm"):
        night.path.with_name(night.path.name + suffix).unlink(missing_ok=True)
    shutil.copy(old, night.path)


def _alter_anchor(night: Night) -> None:
    lines = night.journal.read_text().splitlines()
    entry = json.loads(lines[-1])
    entry["seq"] -= 1
    lines[-1] = json.dumps(entry)
    night.journal.write_text("\n".join(lines) + "\n")


TAMPER_CASES: list[tuple[str, Callable[[Night], None]]] = [
    ("snapshot data edited (json_set)", lambda n: tamper.set_snapshot(n.path, "$.state.name", "X")),
    ("snapshot edited and re-sealed with the key", _resealed_snapshot),
    (
        "snapshot bound to another event",
        lambda n: _sql(n, "UPDATE snapshots SET event_hash = (SELECT hash FROM events LIMIT 1)"),
    ),
    ("last event deleted", lambda n: tamper.delete_last(n.path, n.tid)),
    ("last 10 events deleted", lambda n: tamper.delete_last(n.path, n.tid, 10)),
    ("an event in the middle deleted", lambda n: _sql(n, "DELETE FROM events WHERE seq = 4")),
    (
        "payload edited, hash left",
        lambda n: _sql(
            n,
            "UPDATE events SET payload = json_set(payload, '$.amount', 1)"
            " WHERE type = 'PurchaseMade'",
        ),
    ),
    ("two events swapped", _swap_two),
    ("a forged event appended with the public algorithm", _insert_forged),
    (
        "the whole tournament deleted",
        lambda n: _sql(n, f"DELETE FROM events WHERE stream_id = {n.tid}"),
    ),
    (
        "the record's id changed",
        lambda n: _sql(n, "UPDATE record SET record_id = '" + "0" * 32 + "'"),
    ),
    ("the key file replaced by another key", _foreign_key),
    ("the key file deleted", lambda n: n.key_path.unlink()),
    ("the anchor journal deleted", lambda n: n.journal.unlink()),
    ("an anchor line altered", _alter_anchor),
    ("the file replaced by an earlier copy", _rollback_to_old_copy),
]
for what, stream, event_type, nth, change in (
    ("amount halved", "t", "PurchaseMade", 0, tamper.halve_amount),
    ("cashier made director", "h", "OperatorCreated", 1, tamper.made_director(CASHIER)),
    ("director's PIN hash replaced", "h", "OperatorCreated", 0, tamper.pin_replaced),
    ("a cash purchase made a card one", "t", "PurchaseMade", 3, lambda p: {**p, "method": "card"}),
):
    for seals, how in (
        ("keep", "chain recomputed, seals kept"),
        ("drop", "chain recomputed, seals removed"),
        ("key", "chain recomputed and re-sealed with the key"),
    ):
        TAMPER_CASES.append((f"{what}: {how}", _rewrite(stream, event_type, nth, change, seals)))


def tamper_cases(folder: Path) -> tuple[int, int, list[str]]:
    night = Night(folder / "original")
    assert night.verify() == 0, "the untouched record must verify"
    detected, missed = 0, []
    for number, (what, act) in enumerate(TAMPER_CASES):
        copy = night.copy(folder / f"case-{number}")
        act(copy)
        if copy.verify() == 3:
            detected += 1
        else:
            missed.append(what)
    return len(TAMPER_CASES), detected, missed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--trials", type=int, default=12, help="SIGKILL trials")
    parser.add_argument("--backup-trials", type=int, default=3)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    rng = random.Random(seed)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        trials, acknowledged, lost, unsound = sigkill_trials(folder, args.trials, rng)
        backups, restored = killed_backups(folder, args.backup_trials)
        tried, detected, missed = tamper_cases(folder)
    print(f"machine: {machine()}")
    print(f"seed: {seed}; {time.perf_counter() - started:.0f} s in all")
    print(
        f"SIGKILL trials: {trials}, commands acknowledged {acknowledged}, lost {lost}, "
        f"records not sound after a kill {unsound}"
    )
    print(f"backups killed while copying: {backups}, previous backup restored and sound {restored}")
    print(f"tamper cases: tried {tried}, detected {detected}")
    for what in missed:
        print(f"  NOT detected: {what}")
    return 1 if lost or unsound or restored < backups or missed else 0


if __name__ == "__main__":
    sys.exit(main())

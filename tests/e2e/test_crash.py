"""The crash test: kill the real program in the middle of a burst of commands.

The program runs `batch`, which answers each command only after the service call returned,
that is after the transaction committed. The test kills it with SIGKILL (TerminateProcess on
Windows) at a random point, reopens the database and checks that every answered command is
there, that nothing is half-written, that the hash chain verifies and that SQLite finds the
file sound. Three kill points, on the same database, so each run also starts from the file
the previous crash left.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import subprocess
import sys
import threading
from collections import defaultdict
from pathlib import Path

import pytest

from tournament_director.services import open_services
from tournament_director.station import Station

DIRECTOR, PIN = "Directora Crash", "123456"
BURST = 4000  # commands offered per run; the kill comes long before the end
RUNS = 3


def _program_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "TD_LANG"}
    env.update(QT_QPA_PLATFORM="offscreen", TD_PIN=PIN)
    return env


def _document(run: int, index: int) -> str:
    return f"R{run}X{index:06d}"  # already in the domain's clean form (capitals, no dashes)


def _feed(stdin, tournament_id: int, run: int) -> None:
    """Write the burst as fast as the pipe takes it; stop when the program is gone."""
    try:
        for index in range(BURST):
            command = {
                "cmd": "register_player",
                "tournament": tournament_id,
                "name": f"Jugador Ñandú {run}-{index}",
                "document_type": "DNI",
                "document": _document(run, index),
            }
            stdin.write(json.dumps(command, ensure_ascii=False) + "\n")
        stdin.flush()
    except (OSError, ValueError):  # BrokenPipeError, or writing to the closed pipe
        pass  # killed: the pipe closed under us
    finally:
        with contextlib.suppress(BrokenPipeError, OSError):
            stdin.close()


def _burst_and_kill(
    db: Path, data_dir: Path, tournament_id: int, run: int, kill_after: int, log: Path
) -> dict[int, str]:
    """Run the burst, SIGKILL after kill_after answers; returns {seq: document} answered ok."""
    with open(log, "w", encoding="utf-8") as errors:
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tournament_director",
                "--data-dir",
                str(data_dir),
                "--db",
                str(db),
                "batch",
                "--operator",
                DIRECTOR,
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=errors,
            env=_program_env(),
            text=True,
            encoding="utf-8",
        )
        writer = threading.Thread(target=_feed, args=(process.stdin, tournament_id, run))
        writer.start()
        confirmed: dict[int, str] = {}
        answers = 0
        try:
            assert process.stdout is not None
            for line in process.stdout:
                if not line.endswith("\n"):
                    break  # cut off by the kill: not a confirmation
                answer = json.loads(line)
                assert answer["ok"], answer
                # Answers come in the order the commands were written.
                confirmed[answer["seq"]] = _document(run, answers)
                answers += 1
                if answers == kill_after:
                    process.kill()
                # After the kill, keep reading: lines already in the pipe were written after
                # their commit, so they are confirmations too.
        finally:
            process.kill()
            process.wait(timeout=30)
            writer.join(timeout=30)
            if process.stdout is not None:
                process.stdout.close()
    assert process.returncode != 0, "the program ended before it was killed"
    assert kill_after <= answers < BURST, "the kill did not land in the middle of the burst"
    return confirmed


def _check_database(
    db: Path, data_dir: Path, tournament_id: int, confirmed: dict[int, str], seed: int
) -> int:
    """Everything answered is there, nothing is half-written; returns the events in the log."""
    context = f"(random seed {seed})"
    services = open_services(db, station=Station.load(data_dir))
    try:
        assert services.db.integrity_check() == ["ok"], context
        assert services.db.foreign_key_problems() == [], context
        events = services.tournaments.events(tournament_id)
        state = services.tournaments.state(tournament_id)
        (summary,) = [s for s in services.tournaments.list() if s.id == tournament_id]
    finally:
        services.close()

    seqs = [e.seq for e in events]
    assert seqs == list(range(1, len(events) + 1)), f"sequence gap {context}"
    by_seq = {e.seq: e for e in events}
    for seq, document in confirmed.items():
        assert seq <= len(events), f"confirmed seq {seq} lost {context}"
        assert by_seq[seq].type == "PlayerRegistered", context
        assert by_seq[seq].payload["document"] == document, context
    in_state = {p.document for p in state.players.values()}
    assert set(confirmed.values()) <= in_state, f"confirmed player missing {context}"

    # Every command whole: its events are the seqs from its command_seq on, without holes,
    # and a registration is one event. The summary row is written in the same transaction.
    groups: dict[int, list[int]] = defaultdict(list)
    for event in events:
        groups[event.command_seq].append(event.seq)
    for command_seq, group in groups.items():
        assert group == list(range(command_seq, command_seq + len(group))), context
    registered = [e for e in events if e.type == "PlayerRegistered"]
    assert all(len(groups[e.command_seq]) == 1 for e in registered), context
    assert len(registered) == len(state.players), context
    assert state.last_seq == summary.last_seq == len(events), context
    return len(events)


@pytest.mark.e2e
def test_a_killed_burst_keeps_every_confirmed_command(tmp_path: Path) -> None:
    db = tmp_path / "crash.sqlite3"
    data_dir = tmp_path / "data"
    services = open_services(db, station=Station.load(data_dir))
    try:
        director = services.house.create_first_director(DIRECTOR, PIN)
        tournament_id = services.tournaments.create(director, "Torneo del apagón")
    finally:
        services.close()
    seed = int.from_bytes(os.urandom(4), "big")
    rng = random.Random(seed)
    confirmed: dict[int, str] = {}
    events_before = 1  # TournamentCreated

    for run in range(RUNS):
        kill_after = rng.randint(150, 1500)
        answered = _burst_and_kill(
            db, data_dir, tournament_id, run, kill_after, tmp_path / f"stderr-{run}.txt"
        )
        confirmed.update(answered)
        events_now = _check_database(db, data_dir, tournament_id, confirmed, seed)
        # At most the one command in flight at the kill committed without its answer.
        assert 0 <= events_now - events_before - len(answered) <= 1, f"seed {seed}"
        events_before = events_now

        verify = subprocess.run(
            [
                sys.executable,
                "-m",
                "tournament_director",
                "--data-dir",
                str(data_dir),
                "--db",
                str(db),
                "verify",
            ],
            env=_program_env(),
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=60,
        )
        assert verify.returncode == 0, (seed, verify.stdout, verify.stderr)

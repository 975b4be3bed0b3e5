"""Property: whatever the floor does, replaying the log gives the state the console showed.

Random runs of commands (good and bad input, several operators, undo and redo) are applied
through the services; after each run a fresh replay, with and without snapshots, must equal
the live state, refused commands must have written nothing, and the chain must verify.
"""

import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_director.domain.errors import Refused
from tournament_director.services import open_services, tournaments
from tournament_director.services.projection import TournamentProjection
from tournament_director.storage import event_store

_TEMPLATE: dict[str, Path] = {}


def template() -> Path:
    """A database with three operators and a tournament, made once (PIN hashing is slow)."""
    if "path" not in _TEMPLATE:
        path = Path(tempfile.mkdtemp()) / "template.sqlite3"
        services = open_services(path)
        director = services.house.create_first_director("Directora", "111111")
        services.house.create_operator(director, "Floor", "floor", "2222")
        services.house.create_operator(director, "Caja", "cashier", "333333")
        services.tournaments.create(director, "Torneo")
        services.close()
        _TEMPLATE["path"] = path
    return _TEMPLATE["path"]


names = st.sampled_from(["Ana", "Bea Ñúñez", "", "  ", "José-María O'Neil", "x" * 130, "李小龍"])
documents = st.sampled_from(["1", "2", "3", "1.0", "", "AB-12", "9" * 50])
commands = st.one_of(
    st.tuples(st.just("register"), st.integers(0, 2), names, documents),
    st.tuples(st.just("correct"), st.integers(0, 2), st.integers(1, 4), names, documents),
    st.tuples(st.just("note"), st.integers(0, 2), st.sampled_from(["", "mesa 2", "ok"])),
    st.tuples(st.just("undo"), st.integers(0, 2)),
    st.tuples(st.just("redo"), st.integers(0, 2)),
    st.tuples(st.just("archive"), st.integers(0, 2)),
    st.tuples(st.just("restore"), st.integers(0, 2)),
)


def run(services, actor, tid, command):
    t = services.tournaments
    match command:
        case ("register", _, name, doc):
            t.register_player(actor, tid, name, "DNI", doc)
        case ("correct", _, player, name, doc):
            t.correct_player(actor, tid, player, name, "DNI", doc, "fix")
        case ("note", _, text):
            t.add_note(actor, tid, text)
        case ("undo", _):
            t.undo(actor, tid)
        case ("redo", _):
            t.redo(actor, tid)
        case ("archive", _):
            t.archive(actor, tid)
        case ("restore", _):
            t.restore(actor, tid)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.lists(commands, max_size=25), st.integers(2, 7))
def test_replay_equals_live_state(script, snapshot_every):
    workdir = Path(tempfile.mkdtemp())
    path = workdir / "run.sqlite3"
    shutil.copy(template(), path)
    saved = tournaments.SNAPSHOT_EVERY
    tournaments.SNAPSHOT_EVERY = snapshot_every
    services = open_services(path)
    try:
        staff = sorted(services.house.operators(), key=lambda o: o.id)
        tid = services.tournaments.list()[0].id
        for command in script:
            before = len(services.tournaments.events(tid))
            try:
                run(services, staff[command[1]], tid, command)
            except Refused:
                assert len(services.tournaments.events(tid)) == before
            else:
                assert len(services.tournaments.events(tid)) == before + 1
        live = services.tournaments.projection(tid)
        assert services.flush_snapshots(timeout=60)  # written on their own thread
        with services.db.read() as conn:
            from_snapshot = TournamentProjection.load(conn, tid, services.db.key)
            assert event_store.verify_stream(conn, tid) is None
        assert from_snapshot.state == live.state
        assert from_snapshot.history == live.history
        # And from nothing at all, on a second station that never saw a snapshot.
        shutil.copy(path, workdir / "copy.sqlite3")
        for suffix in ("-wal", "-shm"):
            if (workdir / f"run.sqlite3{suffix}").exists():
                shutil.copy(workdir / f"run.sqlite3{suffix}", workdir / f"copy.sqlite3{suffix}")
        other = open_services(workdir / "copy.sqlite3")
        try:
            with other.db.write() as conn:
                conn.exec_driver_sql("DELETE FROM snapshots")
            assert other.tournaments.state(tid) == live.state
        finally:
            other.close()
        documents_seen = [(p.document_type, p.document) for p in live.state.players.values()]
        assert len(documents_seen) == len(set(documents_seen))  # no document twice
    finally:
        services.close()
        tournaments.SNAPSHOT_EVERY = saved
        shutil.rmtree(workdir, ignore_errors=True)

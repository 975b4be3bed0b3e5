"""export written as it is read: the same bytes as the whole export made in memory and
written at once (as it was), on a sizeable record; nothing written when it fails midway."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests import tamper
from tests.cli.conftest import DIRECTOR, DIRECTOR_PIN, Run
from tournament_director.domain.events import ActorRef
from tournament_director.domain.tournament import (
    NoteAdded,
    PlayerDetailsCorrected,
    PlayerRegistered,
)
from tournament_director.services import export, open_services
from tournament_director.services import tournaments as tournaments_module
from tournament_director.storage import event_store
from tournament_director.storage.hashchain import GENESIS_HASH, canonical_json

PLAYERS = 600
EVENTS = 6000


def sizeable(path: Path) -> int:
    """A record of 6,000 events: players with accents, corrections, notes over several
    lines, actions undone (voided events) and redone, and a snapshot."""
    services = open_services(path)
    try:
        director = services.house.create_first_director(DIRECTOR, DIRECTOR_PIN)
        tid = services.tournaments.create(director, "Torneo Grande «Ñandú»")
        actor = ActorRef(director.id, director.name)
        written = 1
        with services.db.write() as conn:
            while written < EVENTS - 12:
                written += 1
                n = written - 1
                if n <= PLAYERS:
                    event = PlayerRegistered(n, f"Jugadora Núñez {n}", "DNI", str(10_000 + n))
                elif n % 3:
                    pid = n % PLAYERS + 1
                    event = PlayerDetailsCorrected(
                        pid, f"José María {pid} ({n})", "RUT", str(20_000 + pid), "corrección"
                    )
                else:
                    event = NoteAdded(f"Nota {n}: «mesa {n % 40}»\nsegunda línea", n % 7 or None)
                event_store.append(conn, tid, [event], actor, services.now())
        for n in range(5):
            services.tournaments.add_note(director, tid, f"Nota deshecha {n} — ü")
            services.tournaments.undo(director, tid, reason=f"error {n}")
        services.tournaments.redo(director, tid)
        services.tournaments.add_note(director, tid, "Última: 🂡 ok")
        services.tournaments.state(tid)  # a snapshot is asked for (6,000 events replayed)
    finally:
        services.close()
    return tid


@pytest.fixture
def big(tmp_path: Path, data_dir: Path) -> tuple[Path, int]:
    path = tmp_path / "grande.sqlite3"
    return path, sizeable(path)


def as_it_was(path: Path, tid: int, exported_at: str) -> dict:
    """The export as export_data made it before it was written piece by piece: every event
    read into memory, then the dict."""
    services = open_services(path, read_only=True)
    try:
        projection = services.tournaments.projection(tid)
        state = projection.state.to_dict()
        voided = set(projection.history.voided)
        with services.db.read() as conn:
            summary = next(s for s in event_store.list_tournaments(conn) if s.id == tid)
            events = [e for e in event_store.read(conn, tid) if e.seq <= projection.last_seq]
            problem = event_store.verify_stream(conn, tid, services.db.key)
        return {
            "format": export.EXPORT_FORMAT,
            "format_version": export.EXPORT_FORMAT_VERSION,
            "app_version": export.__version__,
            "exported_at": exported_at,
            "database": {"file": path.name, "schema_version": export.SCHEMA_VERSION},
            "tournament": {
                "id": summary.id,
                "name": state["name"],
                "archived": state["archived"],
                "created_at": state["created_at"],
                "last_seq": projection.last_seq,
                "players": len(state["players"]),
            },
            "state": state,
            "history": projection.history.to_dict(),
            "chain": {
                "verified": problem is None and services.db.key is not None,
                "sealed": services.db.key is not None,
                "head_hash": events[-1].hash if events else GENESIS_HASH,
                "events": len(events),
                "problem": None if problem is None else {"seq": problem.seq, "what": problem.what},
            },
            "events": [export.event_dict(e, voided) for e in events],
        }
    finally:
        services.close()


def csv_text(rows: list[list[str]]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue()


def cell(value) -> str:
    return value if isinstance(value, str) else canonical_json(value)


def test_json_to_a_file_is_the_same_bytes_as_before(run: Run, big, tmp_path: Path) -> None:
    path, tid = big
    out = tmp_path / "grande.json"
    result = run("export", "--db", path, "--out", out)
    assert result.code == 0, result.err
    written = out.read_bytes()
    exported_at = json.loads(written)["exported_at"]
    data = as_it_was(path, tid, exported_at)
    assert len(data["events"]) == EVENTS
    assert any(e["voided"] for e in data["events"])
    assert written == (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
    assert export.to_json(data) == json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def test_json_to_the_standard_output_is_the_same_text(run: Run, big) -> None:
    path, tid = big
    result = run("export", "--db", path)
    assert result.code == 0, result.err
    data = as_it_was(path, tid, json.loads(result.out)["exported_at"])
    assert result.out == json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def test_csv_files_are_the_same_bytes_as_before(run: Run, big, tmp_path: Path) -> None:
    path, tid = big
    out = tmp_path / "grande.csv"
    result = run("export", "--db", path, "--format", "csv", "--out", out)
    assert result.code == 0, result.err
    data = as_it_was(path, tid, "")
    rows = [list(export.EVENT_COLUMNS)]
    rows += [[cell(e[c]) for c in export.EVENT_COLUMNS] for e in data["events"]]
    assert out.read_bytes() == csv_text(rows).encode("utf-8")
    state_rows = [["path", "value"]]
    state_rows += [[p, cell(v)] for p, v in export.flatten(data["state"])]
    state_file = export.state_csv_path(out)
    assert state_file.read_bytes() == csv_text(state_rows).encode("utf-8")
    on_stdout = run("export", "--db", path, "--format", "csv")
    assert on_stdout.out == csv_text(rows)


def test_a_log_unreadable_midway_writes_nothing(
    run: Run, tmp_path: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The state comes from a snapshot and the head is written before the log is read: an
    event the log cannot read, found midway, leaves no half export behind."""
    monkeypatch.setattr(tournaments_module, "SNAPSHOT_EVERY", 3)
    path = tmp_path / "roto.sqlite3"
    services = open_services(path)
    try:
        director = services.house.create_first_director(DIRECTOR, DIRECTOR_PIN)
        tid = services.tournaments.create(director, "Torneo Roto")
        for n in range(8):
            services.tournaments.add_note(director, tid, f"Nota {n}")
    finally:
        services.close()
    conn = tamper.connect(path)
    conn.execute("UPDATE events SET payload = '[1]' WHERE stream_id = ? AND seq = 4", (tid,))
    conn.close()

    on_stdout = run("export", "--db", path)
    assert on_stdout.code == 3, on_stdout.err
    assert on_stdout.out == ""
    out = tmp_path / "roto.json"
    to_file = run("export", "--db", path, "--out", out)
    assert to_file.code == 3
    assert list(tmp_path.glob("*.json*")) == [] and list(tmp_path.glob(".roto*")) == []


keys = st.one_of(st.text(max_size=5), st.integers(-3, 3), st.booleans(), st.none())
values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(2**70), 2**70),
        st.floats(allow_nan=False),
        st.text(max_size=6),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.tuples(inner),
        st.dictionaries(keys, inner, max_size=5),
    ),
    max_leaves=40,
)


@settings(max_examples=300, deadline=None)
@given(values, st.dictionaries(st.text(max_size=4), values, max_size=4), st.lists(values))
def test_the_pieces_are_json_dumps_with_indent(value, head, events) -> None:
    assert export._indented_text(value, "") == json.dumps(value, ensure_ascii=False, indent=2)
    data = {**{k: v for k, v in head.items() if k != "events"}, "events": events}
    expected = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    assert export.to_json(data) == expected

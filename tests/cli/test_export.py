"""export: a tournament's state and event log as JSON or CSV."""

from __future__ import annotations

import csv
import hashlib
import io
import json
from pathlib import Path

from tests.cli.conftest import DIRECTOR, PLAYERS, Run, make_database

GENESIS = "0" * 64


def _recomputed_hash(stream_id: int, event: dict) -> str:
    """The recipe in docs/export.md, written independently of the application's code."""
    payload = json.dumps(
        event["payload"], sort_keys=True, separators=(",", ":"), ensure_ascii=False
    )
    fields = [
        stream_id,
        event["seq"],
        event["command_seq"],
        event["recorded_at"],
        event["operator_id"],
        event["operator_name"],
        event["type"],
        payload,
        event["schema_version"],
        event["prev_hash"],
    ]
    text = json.dumps(fields, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def test_json_export_holds_state_history_chain_and_every_event(run: Run, database: Path) -> None:
    result = run("export", "--db", database, "--format", "json")

    assert result.code == 0, result.err
    data = json.loads(result.out)
    assert data["format"] == "tournament-director-export"
    assert data["format_version"] == 1
    assert data["database"] == {"file": "house.sqlite3", "schema_version": 3}
    tournament = data["tournament"]
    assert tournament["name"] == "Torneo Nocturno 1"
    assert tournament["archived"] is False
    assert tournament["players"] == 3
    names = sorted(p["name"] for p in data["state"]["players"])
    assert names == sorted(name for name, _, _ in PLAYERS)
    assert data["state"]["notes"] == 1  # the undone note does not count

    events = data["events"]
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert tournament["last_seq"] == len(events) == data["chain"]["events"]
    types = [e["type"] for e in events]
    assert types == [
        "TournamentCreated",
        *["PlayerRegistered"] * 3,
        "NoteAdded",
        "ActionUndone",
        "NoteAdded",
    ]
    assert [e["seq"] for e in events if e["voided"]] == [5]
    assert data["history"]["voided"] == [5]
    assert events[0]["operator_name"] == DIRECTOR
    assert events[6]["payload"] == {"player_id": None, "text": "Mesa 2: baraja nueva, ñandú"}
    assert "ñandú" in result.out  # UTF-8 as is, not \u escapes

    chain = data["chain"]
    assert chain["verified"] is True and chain["problem"] is None
    assert chain["head_hash"] == events[-1]["hash"]
    prev = GENESIS
    for event in events:
        assert event["prev_hash"] == prev
        assert _recomputed_hash(tournament["id"], event) == event["hash"]
        prev = event["hash"]


def test_json_export_to_a_file_is_deterministic(run: Run, database: Path, tmp_path: Path) -> None:
    out = tmp_path / "export.json"
    first = run("export", "--db", database, "--out", out)
    assert first.code == 0, first.err
    assert str(out) in first.out
    text_one = out.read_text(encoding="utf-8")
    assert run("export", "--db", database, "--out", out).code == 0
    text_two = out.read_text(encoding="utf-8")

    one, two = json.loads(text_one), json.loads(text_two)
    one.pop("exported_at"), two.pop("exported_at")
    assert one == two
    assert text_one.endswith("}\n")
    assert list(tmp_path.glob(".*partial")) == []


def test_csv_export_to_stdout_is_the_event_log(run: Run, database: Path) -> None:
    result = run("export", "--db", database, "--format", "csv")

    assert result.code == 0, result.err
    rows = list(csv.DictReader(io.StringIO(result.out)))
    assert list(rows[0]) == [
        "seq",
        "command_seq",
        "recorded_at",
        "operator_id",
        "operator_name",
        "type",
        "schema_version",
        "voided",
        "payload",
        "prev_hash",
        "hash",
    ]
    assert [int(r["seq"]) for r in rows] == list(range(1, 8))
    assert [r["voided"] for r in rows].count("true") == 1
    registered = [json.loads(r["payload"]) for r in rows if r["type"] == "PlayerRegistered"]
    assert [p["name"] for p in registered] == [name for name, _, _ in PLAYERS]
    assert registered[1] == {
        "document": "123456785",
        "document_type": "RUT",
        "name": "Joaquín Ibáñez",
        "player_id": 2,
        "house_player_id": None,  # version 2: registered without a house record (no money)
    }
    # The payload column is the canonical JSON the hash covers.
    assert rows[1]["payload"] == json.dumps(
        registered[0], sort_keys=True, separators=(",", ":"), ensure_ascii=False
    )


def test_csv_export_to_a_file_writes_the_state_beside_it(
    run: Run, database: Path, tmp_path: Path
) -> None:
    out = tmp_path / "noche.csv"
    result = run("export", "--db", database, "--format", "csv", "--out", out)

    assert result.code == 0, result.err
    state_file = tmp_path / "noche.state.csv"
    assert state_file.is_file()
    events = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"), newline="")))
    assert len(events) == 7
    state = dict(csv.reader(io.StringIO(state_file.read_text(encoding="utf-8"), newline="")))
    assert state["path"] == "value"
    assert state["name"] == "Torneo Nocturno 1"
    assert state["archived"] == "false"
    assert state["players.0.name"] == "Sofía Núñez"
    assert state["players.2.document_type"] == "CI"
    assert state["notes"] == "1"
    # Same database, same bytes: the CSV files carry no export time.
    first = out.read_bytes(), state_file.read_bytes()
    assert run("export", "--db", database, "--format", "csv", "--out", out).code == 0
    assert (out.read_bytes(), state_file.read_bytes()) == first


def test_several_tournaments_need_a_choice(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "many.sqlite3"
    first, second = make_database(path, tournaments=2)

    refused = run("export", "--db", path)
    assert refused.code == 2
    assert refused.out == ""
    assert "2 tournaments" in refused.err and "--tournament" in refused.err
    assert f"{first}  Torneo Nocturno 1" in refused.err
    assert f"{second}  Torneo Nocturno 2" in refused.err

    chosen = run("export", "--db", path, "--tournament", second)
    assert chosen.code == 0, chosen.err
    assert json.loads(chosen.out)["tournament"]["id"] == second

    unknown = run("export", "--db", path, "--tournament", 99)
    assert unknown.code == 2
    assert "There is no tournament 99" in unknown.err


def test_empty_database_has_nothing_to_export(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    make_database(path, tournaments=0)
    result = run("export", "--db", path, lang="es")
    assert result.code == 2
    assert "no tiene torneos" in result.err


def test_export_of_a_missing_database_creates_nothing(run: Run, tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.sqlite3"
    result = run("export", "--db", missing)
    assert result.code == 2
    assert "does not exist" in result.err
    assert not missing.exists()
    assert list(tmp_path.glob("nowhere*")) == []


def test_unwritable_output_is_refused_cleanly(run: Run, database: Path, tmp_path: Path) -> None:
    out = tmp_path / "no-such-folder" / "export.json"
    result = run("export", "--db", database, "--out", out)
    assert result.code == 2
    assert "Could not write" in result.err
    assert "Traceback" not in result.err

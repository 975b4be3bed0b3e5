"""PIN hashes never leave the database: a tournament's export (JSON, and the CSV event log
with the state beside it) holds none, whatever happened to the staff's PINs that night; and
the command line's batch counts wrong PINs across processes like the console does."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.cli.conftest import DIRECTOR, DIRECTOR_PIN, FLOOR, FLOOR_PIN, Run, make_database
from tournament_director.domain.errors import Refused
from tournament_director.services import open_services
from tournament_director.storage import event_store


def _pin_hashes(path: Path) -> set[str]:
    """Every PIN hash the database ever recorded, and each one's salt and digest."""
    services = open_services(path)
    try:
        with services.db.read() as conn:
            events = list(event_store.read(conn, event_store.HOUSE_STREAM))
    finally:
        services.close()
    hashes = {e.payload["pin_hash"] for e in events if "pin_hash" in e.payload}
    parts = {part for h in hashes for part in h.split("$")[-2:]}
    return hashes | parts


@pytest.fixture
def busy_staff(tmp_path: Path) -> Path:
    """A night's database where PINs were created, reset, changed and typed wrong."""
    path = tmp_path / "house.sqlite3"
    make_database(path)
    services = open_services(path)
    try:
        house = services.house
        director = house.authenticate(DIRECTOR, DIRECTOR_PIN)
        cashier = house.create_operator(director, "Carla Caja", "cashier", "345678")
        house.change_pin(director, cashier.id, "987654")
        floor = house.authenticate(FLOOR, FLOOR_PIN)
        house.change_pin(floor, floor.id, "7531")
        for _ in range(5):
            with pytest.raises(Refused):
                house.authenticate("Carla Caja", "000000")
        house.unlock(director, cashier.id)
        (tournament,) = [t.id for t in services.tournaments.list()]
        services.tournaments.add_note(cashier, tournament, "Caja abierta")
    finally:
        services.close()
    return path


def test_no_pin_hash_in_a_json_export(run: Run, busy_staff: Path) -> None:
    secrets = _pin_hashes(busy_staff)
    assert len(secrets) == 5 * 3  # five PINs recorded (three new, a reset, a change)
    result = run("export", "--db", busy_staff, "--format", "json")
    assert result.code == 0, result.err
    assert "Caja abierta" in result.out  # the export is the night's, with the staff's work
    assert "scrypt" not in result.out and "pin_hash" not in result.out
    assert [s for s in secrets if s in result.out] == []


def test_no_pin_hash_in_a_csv_export(run: Run, busy_staff: Path, tmp_path: Path) -> None:
    secrets = _pin_hashes(busy_staff)
    out = tmp_path / "noche.csv"
    result = run("export", "--db", busy_staff, "--format", "csv", "--out", out)
    assert result.code == 0, result.err
    for written in (out, tmp_path / "noche.state.csv"):
        text = written.read_text(encoding="utf-8")
        assert "scrypt" not in text and "pin_hash" not in text
        assert [s for s in secrets if s in text] == []
    stdout = run("export", "--db", busy_staff, "--format", "csv")
    assert [s for s in secrets if s in stdout.out] == [] and "scrypt" not in stdout.out


# --- the batch signs in like the console -----------------------------------------------------


def test_batch_processes_share_the_count_of_wrong_pins(
    run: Run,
    database: Path,
    stdin: Callable[[str], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TD_PIN", "000000")
    errors = []
    for _ in range(8):  # a process each: no memory between them
        stdin("")
        result = run("batch", "--db", database, "--operator", FLOOR)
        assert result.code == 2 and result.out == ""
        errors.append(result.err)
    assert all("Wrong PIN" in err for err in errors[:4])
    assert all("is locked after 5 wrong PINs" in err for err in errors[4:])

    monkeypatch.setenv("TD_PIN", FLOOR_PIN)
    stdin('{"cmd": "add_note", "tournament": 2, "text": "no"}\n')
    result = run("batch", "--db", database, "--operator", FLOOR)
    assert result.code == 2 and result.out == ""
    assert "A director must unlock them" in result.err


def test_batch_warns_when_the_pin_is_shorter_than_the_house_asks(
    run: Run,
    database: Path,
    stdin: Callable[[str], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    services = open_services(database)
    try:
        director = services.house.authenticate(DIRECTOR, DIRECTOR_PIN)
        services.house.set_pin_minimum(director, "floor", 6)
    finally:
        services.close()
    monkeypatch.setenv("TD_PIN", FLOOR_PIN)
    stdin('{"cmd": "add_note", "tournament": 2, "text": "Mesa 4: baraja nueva"}\n')
    result = run("batch", "--db", database, "--operator", FLOOR)
    assert result.code == 0, result.err
    assert f"Warning: the PIN of '{FLOOR}' is shorter than the house's minimum" in result.err
    assert '"ok": true' in result.out

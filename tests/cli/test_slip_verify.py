"""slip verify: whether a chip-control slip is genuine, for whom and for what count (exit 0),
or why not (exit 3), in Spanish and English; the record is only read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.conftest import DIRECTOR, DIRECTOR_PIN, Run
from tests.cli.flight_records import EventRecord, make_event_record
from tournament_director.services import open_services


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, EventRecord]:
    """One record for the module's tests (none of them writes to it): its data folder
    (with the key) and what was issued."""
    base = tmp_path_factory.mktemp("slips")
    data = base / "data"
    saved = os.environ.get("TD_DATA_DIR")
    os.environ["TD_DATA_DIR"] = str(data)
    try:
        record = make_event_record(base / "house.sqlite3")
    finally:
        if saved is None:
            os.environ.pop("TD_DATA_DIR")
        else:
            os.environ["TD_DATA_DIR"] = saved
    return base / "house.sqlite3", data, record


@pytest.fixture
def house(made, data_dir: Path) -> Path:
    """The record, with its key in the data folder the command line is given."""
    path, data, _record = made
    (data_dir / "keys").mkdir(parents=True, exist_ok=True)
    for key in (data / "keys").iterdir():
        (data_dir / "keys" / key.name).write_bytes(key.read_bytes())
    return path


@pytest.fixture
def record(made) -> EventRecord:
    return made[2]


def _qr_with(qr: str, **fields: str) -> str:
    """The QR's text with fields changed: record, event, flight, slip, entry, chips, mac."""
    names = ("tag", "record", "event", "flight", "slip", "entry", "chips", "mac")
    parts = dict(zip(names, qr.split("-"), strict=True))
    parts.update(fields)
    return "-".join(parts[n] for n in names)


def test_a_genuine_slip_says_whose_it_is_and_its_count(
    run: Run, house: Path, record: EventRecord
) -> None:
    slip = record.slips["a1"]
    result = run("slip", "verify", "--db", house, "--code", slip.code)

    assert result.code == 0, result.err
    assert result.err == ""
    text = " ".join(result.out.split())
    assert f"Genuine slip: no. {slip.number} of flight Día 1A of 'Gran Evento'" in text
    assert "Ramón Peña, DNI 28111222" in text
    assert "52,000 chips" in text and "confirmed by the player" in text
    assert "Not accredited yet" in text

    spanish = run("slip", "verify", "--db", house, "--code", record.slips["a2"].qr, lang="es")
    assert spanish.code == 0, spanish.err
    text = " ".join(spanish.out.split())
    assert "Comprobante auténtico" in text and "Lucía Gómez" in text
    assert "68.000 fichas" in text and "confirmadas por Bruno Floor" in text


def test_the_event_is_found_from_the_code_or_given(
    run: Run, house: Path, record: EventRecord
) -> None:
    slip = record.slips["b1"]
    for code in (slip.code, slip.qr):
        given = run("slip", "verify", "--db", house, "--code", code, "--event", record.event)
        assert given.code == 0, given.err
        assert "Sofía Núñez" in given.out and "45,000 chips" in given.out
    other = record.other_slip
    found = run("slip", "verify", "--db", house, "--code", other.code)
    assert found.code == 0, found.err
    assert "'Copa de Otoño'" in found.out and "Marisol Sosa" in found.out


def test_json_says_the_same_in_figures(run: Run, house: Path, record: EventRecord) -> None:
    slip = record.slips["a2"]
    result = run("slip", "verify", "--db", house, "--code", slip.qr, "--json")

    assert result.code == 0, result.err
    answer = json.loads(result.out)
    assert answer["genuine"] is True
    assert (answer["event"], answer["flight"], answer["slip"]) == (
        record.event,
        slip.flight,
        slip.number,
    )
    assert (answer["player"], answer["chips"], answer["document"]) == (
        "Lucía Gómez",
        68_000,
        "29333444",
    )
    assert answer["confirmed_by"] == "Bruno Floor" and answer["counts"] is True
    assert answer["text"].startswith("Genuine slip")

    refused = run("slip", "verify", "--db", house, "--code", "no es un código", "--json")
    assert refused.code == 3
    answer = json.loads(refused.out)
    assert answer["genuine"] is False and answer["reason"] == "unreadable"
    assert answer["error"].startswith("Not a slip's code")


def _refusals(record: EventRecord) -> list[tuple[str, list[str], str]]:
    """(what, arguments after --code, the reason's words) for every refusal."""
    a1, a2, b1 = record.slips["a1"], record.slips["a2"], record.slips["b1"]
    replaced, other = record.slips["replaced"], str(record.other_event)
    made_up_mac = "A" * 16 if not a1.qr.endswith("A" * 16) else "B" * 16
    return [
        ("count", [_qr_with(a1.qr, chips="520000")],
         "it says 520,000 chips and the recorded count is 52,000"),
        ("player", [_qr_with(a1.qr, entry="2")],
         "the player was altered (the slip is Ramón Peña's)"),
        ("flight", [_qr_with(b1.qr, flight=str(a1.flight))], "the flight was altered"),
        ("event", [_qr_with(a1.qr, event=other)], "the event was altered"),
        ("made up", [_qr_with(a1.qr, mac=made_up_mac)], "its code matches no slip ever issued"),
        ("typed, made up", [f"{a1.flight}-{a1.number}-AAAAA-BBBBB"], "matches no slip ever"),
        ("no such flight", [f"999-1-{a1.code.split('-', 2)[2]}"], "matches no slip ever"),
        ("another event", [a2.qr, "--event", other], "it belongs to another event (Gran Evento)"),
        ("another event, typed", [a2.code, "--event", other],
         "it belongs to another event (Gran Evento)"),
        ("another record", [_qr_with(a1.qr, record="0123ABCD")], "not issued by this record"),
        ("replaced", [replaced.code],
         f"no. {replaced.number} was replaced by a new count (no. {a2.number}, 68,000 chips)"),
        ("flight open", [record.slips["open"].code], "flight Día 1C has not been closed"),
        ("unreadable", ["TDS1-zz"], "Not a slip's code: scan the QR or type the printed code"),
    ]  # fmt: skip


def test_each_refusal_says_why_and_exits_3(run: Run, house: Path, record: EventRecord) -> None:
    for what, args, words in _refusals(record):
        result = run("slip", "verify", "--db", house, "--code", *args)
        assert result.code == 3, (what, result.out, result.err)
        assert words in " ".join(result.err.split()), (what, result.err)
        assert result.out == "", what
        assert "Traceback" not in result.err


def test_a_refusal_in_spanish(run: Run, house: Path, record: EventRecord) -> None:
    a1 = record.slips["a1"]
    result = run(
        "slip", "verify", "--db", house, "--code", _qr_with(a1.qr, chips="99999"), lang="es"
    )
    assert result.code == 3
    said = "Comprobante rechazado: dice 99.999 fichas y el conteo registrado es 52.000"
    assert said in result.err
    result = run("slip", "verify", "--db", house, "--code", "hola", lang="es")
    assert result.code == 3 and "No es un código de comprobante" in result.err


def test_a_slip_presented_already_is_refused(run: Run, tmp_path: Path, data_dir: Path) -> None:
    path = tmp_path / "house.sqlite3"
    record = make_event_record(path)
    slip = record.slips["b2"]
    services = open_services(path)
    try:
        director = services.house.sign_in(DIRECTOR, DIRECTOR_PIN).operator
        services.stages.accredit(director, record.event, slip.qr, slip.document)
    finally:
        services.close()

    result = run("slip", "verify", "--db", path, "--code", slip.code)

    assert result.code == 3
    assert "it was presented already; Joaquín Ibáñez was accredited at" in result.err
    assert f"by {DIRECTOR}" in result.err


def test_the_record_is_not_touched(run: Run, house: Path, record: EventRecord) -> None:
    before = (house.read_bytes(), house.stat().st_mtime_ns)
    for _what, args, _words in _refusals(record):
        run("slip", "verify", "--db", house, "--code", *args)
    assert run("slip", "verify", "--db", house, "--code", record.slips["a1"].qr).code == 0
    assert run("slip", "verify", "--db", house, "--code", "x", "--json").code == 3
    assert (house.read_bytes(), house.stat().st_mtime_ns) == before
    wal = house.with_name(house.name + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0


def test_a_missing_key_is_said_in_words(
    run: Run, made, tmp_path: Path, record: EventRecord
) -> None:
    path = made[0]
    result = run("slip", "verify", "--db", path, "--code", record.slips["a1"].code)  # no key
    assert result.code == 2
    text = " ".join(result.err.split())
    assert "This record's key is missing (expected at" in text
    assert "--key FILE" in text
    key = next((made[1] / "keys").iterdir())
    with_key = run("slip", "verify", "--db", path, "--code", record.slips["a1"].code, "--key", key)
    assert with_key.code == 0, with_key.err


def test_a_missing_database_and_an_event_that_is_not_one(
    run: Run, house: Path, tmp_path: Path, record: EventRecord
) -> None:
    missing = tmp_path / "typo.sqlite3"
    result = run("slip", "verify", "--db", missing, "--code", record.slips["a1"].code)
    assert result.code == 2 and "typo.sqlite3" in result.err
    assert not missing.exists()
    flight = record.flights[0]
    result = run(
        "slip", "verify", "--db", house, "--code", record.slips["a1"].code, "--event", flight
    )
    assert result.code == 2
    assert "is not the final stage of an event with flights" in result.err
    assert run("slip", "verify", "--db", house).code == 2  # --code is required


def test_the_real_program(house: Path, data_dir: Path, record: EventRecord, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "TD_LANG"}
    env["TD_DATA_DIR"] = str(data_dir)
    slip = record.slips["a1"]
    for code, expected in ((slip.qr, 0), (_qr_with(slip.qr, chips="1"), 3)):
        done = subprocess.run(
            [sys.executable, "-m", "tournament_director", "slip", "verify", "--db", str(house),
             "--code", code],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=60,
        )  # fmt: skip
        assert done.returncode == expected, done.stderr
        assert "Traceback" not in done.stderr
    assert "Comprobante rechazado" in done.stderr  # Spanish by default

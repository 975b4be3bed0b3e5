"""batch: JSON commands from stdin, one JSON answer a line after each commit."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.cli.conftest import DIRECTOR, DIRECTOR_PIN, FLOOR, FLOOR_PIN, Run, make_database
from tournament_director.services import open_services


def _lines(*commands: dict | str) -> str:
    return "\n".join(c if isinstance(c, str) else json.dumps(c) for c in commands) + "\n"


def _answers(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines()]


@pytest.fixture
def empty_house(tmp_path: Path) -> Path:
    path = tmp_path / "house.sqlite3"
    make_database(path, tournaments=0)
    return path


def test_a_batch_creates_registers_notes_undoes_and_redoes(
    run: Run,
    empty_house: Path,
    stdin: Callable[[str], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    stdin(
        _lines(
            {"cmd": "create_tournament", "name": "Torneo del Viernes"},
            {
                "cmd": "register_player",
                "tournament": 2,
                "name": "Ramón Peña",
                "document_type": "DNI",
                "document": "28.111.222",
            },
            "",
            {"cmd": "add_note", "tournament": 2, "text": "Llegó tarde", "player": 1},
            {"cmd": "undo", "tournament": 2, "reason": "nota equivocada"},
            {"cmd": "redo", "tournament": 2},
        )
    )

    result = run("batch", "--db", empty_house, "--operator", DIRECTOR)

    assert result.code == 0, result.err
    assert _answers(result.out) == [
        {"ok": True, "seq": 1, "tournament": 2},
        {"ok": True, "seq": 2, "tournament": 2},
        {"ok": True, "seq": 3, "tournament": 2},
        {"ok": True, "seq": 4, "tournament": 2},
        {"ok": True, "seq": 5, "tournament": 2},
    ]
    services = open_services(empty_house)
    try:
        state = services.tournaments.state(2)
        assert state.name == "Torneo del Viernes"
        assert [p.document for p in state.players.values()] == ["28111222"]
        assert state.notes == 1
        assert {e.operator_name for e in services.tournaments.events(2)} == {DIRECTOR}
    finally:
        services.close()


def test_refusals_are_answered_and_the_batch_goes_on(
    run: Run,
    database: Path,
    stdin: Callable[[str], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TD_PIN", FLOOR_PIN)
    register = {
        "cmd": "register_player",
        "tournament": 2,
        "name": "Inés Quiñones",
        "document_type": "DNI",
        "document": "35.000.111",
    }
    stdin(
        _lines(
            {"cmd": "create_tournament", "name": "No me corresponde"},
            register,
            {**register, "name": "Otra Persona"},
            {**register, "tournament": 42},
            {"cmd": "register_player", "tournament": 2, "name": "Sin documento"},
            {"cmd": "add_note", "tournament": "2", "text": "x"},
            {"cmd": "barajar", "tournament": 2},
            "{not json",
            "[1, 2]",
            {"cmd": "add_note", "tournament": 2, "text": "Todo en orden"},
        )
    )

    result = run("batch", "--db", database, "--operator", FLOOR)

    assert result.code == 2
    answers = _answers(result.out)
    assert len(answers) == 10
    ok = [a for a in answers if a["ok"]]
    assert ok == [{"ok": True, "seq": 8, "tournament": 2}, {"ok": True, "seq": 9, "tournament": 2}]
    errors = [a["error"] for a in answers if not a["ok"]]
    assert "Bruno Floor (floor) may not create tournaments" in errors[0]
    assert "already registered" in errors[1] and "Inés Quiñones" in errors[1]
    assert errors[2] == "There is no tournament 42."
    assert "'document_type'" in errors[3]
    assert "'tournament'" in errors[4] and "whole number" in errors[4]
    assert "Unknown command 'barajar'" in errors[5]
    assert "not a valid JSON object" in errors[6]
    assert "not a valid JSON object" in errors[7]


def test_answers_are_in_the_chosen_language(
    run: Run,
    database: Path,
    stdin: Callable[[str], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    stdin(_lines({"cmd": "redo", "tournament": 2}))

    result = run("batch", "--db", database, "--operator", DIRECTOR, lang="es")

    assert _answers(result.out) == [
        {"ok": False, "error": "No hay ninguna acción deshecha para rehacer."}
    ]


def test_a_wrong_pin_is_refused_before_any_command(
    run: Run,
    database: Path,
    stdin: Callable[[str], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TD_PIN", "0000")
    stdin(_lines({"cmd": "add_note", "tournament": 2, "text": "no"}))

    result = run("batch", "--db", database, "--operator", DIRECTOR)

    assert result.code == 2
    assert result.out == ""
    assert f"Wrong PIN for '{DIRECTOR}'" in result.err


def test_the_pin_is_required(
    run: Run,
    database: Path,
    stdin: Callable[[str], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TD_PIN", raising=False)
    stdin(_lines({"cmd": "add_note", "tournament": 2, "text": "no"}))

    result = run("batch", "--db", database, "--operator", DIRECTOR)

    assert result.code == 2
    assert "TD_PIN" in result.err and "--pin-file" in result.err
    assert result.out == ""


def test_the_pin_can_come_from_a_file(
    run: Run,
    database: Path,
    tmp_path: Path,
    stdin: Callable[[str], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TD_PIN", "0000")  # the file wins
    pin_file = tmp_path / "pin.txt"
    pin_file.write_text(f"{DIRECTOR_PIN}\n", encoding="utf-8")
    stdin(_lines({"cmd": "add_note", "tournament": 2, "text": "desde archivo"}))

    result = run("batch", "--db", database, "--operator", DIRECTOR, "--pin-file", pin_file)

    assert result.code == 0, result.err
    assert _answers(result.out) == [{"ok": True, "seq": 8, "tournament": 2}]

    missing = run(
        "batch", "--db", database, "--operator", DIRECTOR, "--pin-file", tmp_path / "none"
    )
    assert missing.code == 2
    assert "Could not read the PIN file" in missing.err


def test_an_unexpected_error_stops_the_batch_and_is_logged(
    run: Run,
    database: Path,
    data_dir: Path,
    stdin: Callable[[str], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tournament_director.services.tournaments import TournamentService

    def broken(*_args, **_kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(TournamentService, "add_note", broken)
    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    stdin(_lines({"cmd": "add_note", "tournament": 2, "text": "a"}, {"cmd": "redo"}))

    result = run("batch", "--db", database, "--operator", DIRECTOR)

    assert result.code == 1
    assert _answers(result.out) == [{"ok": False, "error": "RuntimeError"}]
    assert "Traceback" not in result.err
    assert "Unexpected error (RuntimeError)" in result.err
    log_text = (data_dir / "logs" / "tournament-director.log").read_text(encoding="utf-8")
    assert "disk on fire" in log_text and "Traceback" in log_text


def test_a_batch_sells_entries_through_the_desk(
    run: Run,
    empty_house: Path,
    stdin: Callable[[str], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    player = {
        "cmd": "create_player",
        "name": "Ramón Peña",
        "document_type": "DNI",
        "document": "28.111.222",
        "nationality": "Argentina",
        "birth_date": "31/05/1980",
    }
    entry = {"cmd": "buy_entry", "tournament": 2, "player": 1, "method": "card"}
    stdin(
        _lines(
            {"cmd": "create_tournament", "name": "Torneo del Viernes"},
            {"cmd": "set_structure", "tournament": 2, "template": "Regular 20 minutos"},
            {"cmd": "set_buy_in", "tournament": 2, "prize_pool": 80000, "fee": 20000},
            {"cmd": "set_tables", "tournament": 2, "tables": 2},
            {"cmd": "open_shift", "tournament": 2, "opening_float": 50000},
            player,
            {**entry, "amount": 90000},
            {**entry, "amount": 100000},
        )
    )
    result = run("batch", "--db", empty_house, "--operator", DIRECTOR)
    answers = _answers(result.out)
    assert result.code == 2  # one refused
    assert answers[5] == {"ok": True, "player": 1}
    assert answers[6]["ok"] is False and "90.000" in answers[6]["error"]
    assert answers[7]["ok"] is True
    services = open_services(empty_house)
    try:
        book = services.registration.book(2)
        assert book.totals.collected == 100_000 and book.totals.by_method == {"card": 100_000}
    finally:
        services.close()

"""batch: JSON commands from stdin, one JSON answer a line after each commit."""

from __future__ import annotations

import io
import json
import sys
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


def test_an_unexpected_error_is_logged_answered_and_the_batch_goes_on(
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
    register = {
        "cmd": "register_player",
        "tournament": 2,
        "name": "Tras el error",
        "document_type": "DNI",
        "document": "41.000.000",
    }
    stdin(_lines({"cmd": "add_note", "tournament": 2, "text": "a"}, {"cmd": "redo"}, register))

    result = run("batch", "--db", database, "--operator", DIRECTOR)

    assert result.code == 1  # an unexpected error, even with refusals and successes
    answers = _answers(result.out)
    assert len(answers) == 3
    assert answers[0]["ok"] is False and "Unexpected error (RuntimeError)" in answers[0]["error"]
    assert "the next commands go on" in answers[0]["error"]
    assert answers[1]["ok"] is False and "'tournament'" in answers[1]["error"]
    assert answers[2] == {"ok": True, "seq": 8, "tournament": 2}
    assert "Traceback" not in result.err
    assert "Unexpected error (RuntimeError)" in result.err
    log_text = (data_dir / "logs" / "tournament-director.log").read_text(encoding="utf-8")
    assert "disk on fire" in log_text and "Traceback" in log_text
    assert "batch line 1" in log_text


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
    assert answers[6]["ok"] is False and "$ 90,000" in answers[6]["error"]  # English digits
    assert answers[7]["ok"] is True
    services = open_services(empty_house)
    try:
        book = services.registration.book(2)
        assert book.totals.collected == 100_000 and book.totals.by_method == {"card": 100_000}
    finally:
        services.close()


# --- bad input: each bad line is answered in words and the batch goes on -------------------------

NOTE = {"cmd": "add_note", "tournament": 2, "text": "Mesa 4: cambio de dealer"}


@pytest.fixture
def stdin_bytes(monkeypatch: pytest.MonkeyPatch) -> Callable[[bytes], None]:
    """Feed bytes to standard input, as a pipe does (a text stream over a byte buffer)."""

    def _feed(data: bytes) -> None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))

    return _feed


def _json_line(command: dict) -> bytes:
    return json.dumps(command, ensure_ascii=False).encode("utf-8") + b"\n"


def _notes(path: Path) -> list[str]:
    services = open_services(path)
    try:
        return [e.payload["text"] for e in services.tournaments.events(2) if e.type == "NoteAdded"]
    finally:
        services.close()


def _batch(run: Run, database: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    return run("batch", "--db", database, "--operator", DIRECTOR)


def test_a_line_that_is_not_utf8_is_answered_and_the_lines_around_it_run(
    run: Run,
    database: Path,
    stdin_bytes: Callable[[bytes], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = _notes(database)
    stdin_bytes(
        _json_line({**NOTE, "text": "antes"})
        + b'{"cmd": "add_note", "tournament": 2, "text": "caf\xe9 latin-1"}\n'
        + _json_line({**NOTE, "text": "después"})
    )

    result = _batch(run, database, monkeypatch)

    assert result.code == 2, result.err
    answers = _answers(result.out)
    assert answers[0] == {"ok": True, "seq": 8, "tournament": 2}  # the line before the byte
    assert answers[1]["ok"] is False
    assert answers[1]["error"] == (
        "The line is not valid UTF-8 text (byte 0xE9 at position 50); it was not read. "
        "Save the commands as UTF-8."
    )
    assert answers[2] == {"ok": True, "seq": 9, "tournament": 2}
    assert _notes(database) == [*before, "antes", "después"]


def test_a_lone_surrogate_is_refused_in_words_and_the_batch_goes_on(
    run: Run,
    database: Path,
    stdin_bytes: Callable[[bytes], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = _notes(database)
    register = {"cmd": "register_player", "tournament": 2, "document_type": "DNI"}
    stdin_bytes(
        b'{"cmd": "add_note", "tournament": 2, "text": "mitad \\ud800 de un par"}\n'
        + json.dumps({**register, "name": "Ana\ud83d", "document": "1"}).encode()
        + b"\n"
        + b'{"cmd": "\\udfff"}\n'
        + b'{"cmd": "add_note", "tournament": 2, "text": "raw \xed\xa0\x80"}\n'  # CESU-8 bytes
        + _json_line(NOTE)
    )

    result = _batch(run, database, monkeypatch)

    assert result.code == 2, result.err
    answers = _answers(result.out)
    assert len(answers) == 5
    assert "The note has a broken character" in answers[0]["error"]
    assert "U+D800" in answers[0]["error"] and "position 7, after 'mitad'" in answers[0]["error"]
    assert "The player's name has a broken character" in answers[1]["error"]
    assert "Unknown command '[U+DFFF]'" in answers[2]["error"]
    assert "not valid UTF-8" in answers[3]["error"]
    assert answers[4] == {"ok": True, "seq": 8, "tournament": 2}
    assert _notes(database) == [*before, NOTE["text"]]


def test_json_nested_100000_deep_is_refused_and_the_batch_goes_on(
    run: Run,
    database: Path,
    stdin_bytes: Callable[[bytes], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stdin_bytes(
        b"[" * 100_000 + b"]" * 100_000 + b"\n"
        + b'{"cmd": "add_note", "tournament": 2, "text": ' + b"[" * 100_000 + b"\n"
        + _json_line(NOTE)
    )  # fmt: skip

    result = _batch(run, database, monkeypatch)

    assert result.code == 2, result.err
    answers = _answers(result.out)
    assert answers[0] == {
        "ok": False,
        "error": "The JSON is nested more than 32 levels deep; it is not read.",
    }
    assert answers[1]["ok"] is False and "nested" in answers[1]["error"]
    assert answers[2] == {"ok": True, "seq": 8, "tournament": 2}


def test_numbers_of_thousands_of_digits_and_out_of_range_are_refused(
    run: Run,
    database: Path,
    stdin_bytes: Callable[[bytes], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stdin_bytes(
        b'{"cmd": "add_note", "tournament": 1' + b"0" * 5000 + b', "text": "x"}\n'
        + _json_line({**NOTE, "tournament": 2**70})
        + _json_line({**NOTE, "tournament": -(2**64)})
        + _json_line(NOTE)
    )  # fmt: skip

    result = _batch(run, database, monkeypatch)

    answers = _answers(result.out)
    assert answers[0]["error"] == "The JSON has a number of more than 4300 digits; it is not read."
    assert answers[1]["error"] == "The field 'tournament' has a number out of range."
    assert answers[2]["error"] == "The field 'tournament' has a number out of range."
    assert answers[3] == {"ok": True, "seq": 8, "tournament": 2}


def test_an_over_long_line_is_skipped_without_being_read(
    run: Run,
    database: Path,
    stdin_bytes: Callable[[bytes], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tournament_director.cli import BATCH_LINE_LIMIT

    huge = b'{"cmd": "add_note", "tournament": 2, "text": "' + b"x" * BATCH_LINE_LIMIT + b'"}\n'
    stdin_bytes(_json_line({**NOTE, "text": "antes"}) + huge + _json_line(NOTE))

    result = _batch(run, database, monkeypatch)

    answers = _answers(result.out)
    assert answers[0]["ok"] is True
    assert answers[1]["error"] == (
        "The line is longer than 1000000 bytes; it was not read. Make its texts shorter."
    )
    assert answers[2] == {"ok": True, "seq": 9, "tournament": 2}


def test_a_1mb_undo_reason_and_control_characters_are_refused_nothing_written(
    run: Run,
    database: Path,
    stdin_bytes: Callable[[bytes], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    services = open_services(database)
    try:
        events_before = len(services.tournaments.events(2))
    finally:
        services.close()
    stdin_bytes(
        _json_line({"cmd": "undo", "tournament": 2, "reason": "x" * 999_000})
        + _json_line({"cmd": "undo", "tournament": 2, "reason": "clear \x1b[2J screen"})
        + _json_line({**NOTE, "text": "a\u202egnp.exe"})
        + _json_line({"cmd": "create_tournament", "name": "\u200b\u200b"})
        + _json_line({"cmd": "undo", "tournament": 2, "reason": "nota repetida"})
    )

    result = _batch(run, database, monkeypatch)

    answers = _answers(result.out)
    assert answers[0]["error"] == (
        "The reason has 999000 characters; the limit is 500. Make it shorter."
    )
    assert "U+001B ESC" in answers[1]["error"] and "\x1b" not in answers[1]["error"]
    assert "U+202E RIGHT-TO-LEFT OVERRIDE" in answers[2]["error"]
    assert "The tournament's name has no visible character" in answers[3]["error"]
    assert answers[4]["ok"] is True
    services = open_services(database)
    try:
        events = services.tournaments.events(2)
        assert len(events) == events_before + 1  # only the last undo
        assert events[-1].payload["reason"] == "nota repetida"
    finally:
        services.close()

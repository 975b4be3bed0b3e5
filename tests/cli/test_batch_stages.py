"""batch: multi-flight events. create_event, set_flight_end, bag_chips, close_flight,
fix_event_pool, accredit and accredit_without_slip check their fields and refuse in words
(writing nothing), and answer what happened in figures and in words, in the batch's
language."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.cli.conftest import DIRECTOR, DIRECTOR_PIN, FLOOR, FLOOR_PIN, Run, make_database
from tournament_director.services import open_services


def _lines(*commands: dict) -> str:
    return "\n".join(json.dumps(c, ensure_ascii=False) for c in commands) + "\n"


def _answers(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines()]


EVENT = {
    "cmd": "create_event",
    "name": "Gran Evento",
    "flights": [
        {"label": "Día 1A", "starts_at": "2026-11-27 18:00"},
        {"label": "Día 1B", "starts_at": "2026-11-28T18:00"},
    ],
}
EVENT_ID, FLIGHT_A, FLIGHT_B = 2, 3, 4
PEOPLE = [
    ("Ramón Peña", "28.111.222"),
    ("Lucía Gómez", "29.333.444"),
    ("Tomás Ruiz", "30.555.666"),
    ("Inés Acuña", "31.777.888"),
]
SET_UP = [
    EVENT,
    *(
        command
        for tid in (FLIGHT_A, FLIGHT_B, EVENT_ID)
        for command in (
            {"cmd": "set_structure", "tournament": tid, "template": "Regular 20 minutos"},
            {"cmd": "set_buy_in", "tournament": tid, "prize_pool": 80000, "fee": 20000},
            {"cmd": "set_tables", "tournament": tid, "tables": 1},
        )
    ),
    {"cmd": "open_shift", "tournament": FLIGHT_A},
    {"cmd": "open_shift", "tournament": FLIGHT_B},
    *(
        {
            "cmd": "create_player",
            "name": name,
            "document_type": "DNI",
            "document": document,
            "nationality": "Argentina",
            "birth_date": "31/05/1980",
        }
        for name, document in PEOPLE
    ),
    *(
        {"cmd": "buy_entry", "tournament": tid, "player": n, "method": "cash", "amount": 100000}
        for tid, n in ((FLIGHT_A, 1), (FLIGHT_A, 2), (FLIGHT_A, 3), (FLIGHT_B, 4))
    ),
]


@pytest.fixture
def house(tmp_path: Path) -> Path:
    path = tmp_path / "house.sqlite3"
    make_database(path, tournaments=0)
    return path


@pytest.fixture
def batch(
    run: Run, house: Path, stdin: Callable[[str], None], monkeypatch: pytest.MonkeyPatch
) -> Callable[..., tuple[int, list[dict]]]:
    """Run commands as an operator (the director by default); (exit code, answers)."""

    def _batch(*commands: dict, who: str = DIRECTOR, pin: str = DIRECTOR_PIN, lang="en"):
        monkeypatch.setenv("TD_PIN", pin)
        stdin(_lines(*commands))
        result = run("batch", "--db", house, "--operator", who, lang=lang)
        assert "Traceback" not in result.err
        return result.code, _answers(result.out)

    return _batch


def _events(house: Path) -> dict[int, int]:
    services = open_services(house)
    try:
        return {s.id: s.last_seq for s in services.tournaments.list()}
    finally:
        services.close()


def test_create_event_answers_the_event_and_its_flights(batch) -> None:
    code, (answer,) = batch(
        {**EVENT, "settings": {"assignment": "draw", "entries": "later_flight", "stack": "last"}}
    )

    assert code == 0
    assert answer == {
        "ok": True,
        "seq": 2,
        "tournament": EVENT_ID,
        "flights": [
            {"tournament": FLIGHT_A, "label": "Día 1A", "starts_at": "2026-11-27T18:00"},
            {"tournament": FLIGHT_B, "label": "Día 1B", "starts_at": "2026-11-28T18:00"},
        ],
    }


def test_create_event_checks_its_fields(batch, house: Path) -> None:
    def flights(*items):
        return {"cmd": "create_event", "name": "Evento", "flights": list(items)}

    one = {"label": "Día 1A", "starts_at": "2026-11-27 18:00"}
    code, answers = batch(
        {"cmd": "create_event", "flights": [one]},
        {"cmd": "create_event", "name": "Evento"},
        {"cmd": "create_event", "name": "Evento", "flights": "Día 1A"},
        flights(),
        flights(*[{**one, "label": f"Día {n}"} for n in range(30)]),
        flights({"starts_at": "2026-11-27 18:00"}),
        flights({**one, "label": "   "}),
        flights(one, one),
        flights({**one, "starts_at": "27 de noviembre"}),
        flights({**one, "starts_at": "2026-11-27"}),
        flights({**one, "starts_at": "2026-11-27 18:00+03:00"}),
        flights({**one, "starts_at": 20261127}),
        {**flights(one), "settings": "draw"},
        {**flights(one), "settings": {"assignment": 1}},
        {**flights(one), "settings": {"stack": "biggest"}},
    )

    assert code == 2
    errors = [a["error"] for a in answers]
    assert all(a["ok"] is False for a in answers)
    assert errors[0] == "The field 'name' is missing or is not text."
    assert errors[1].startswith("The field 'flights' must be a list of flights")
    assert errors[2] == errors[1]
    assert errors[3] == "An event has 1 to 26 qualifying flights; 0 were given."
    assert errors[4] == "An event has 1 to 26 qualifying flights; 30 were given."
    assert errors[5] == errors[1]
    assert errors[6] == "A flight's name is missing (e.g. 'Day 1A')."
    assert errors[7] == "Two flights have the same name; give each its own."
    for error, given in zip(
        errors[8:12],
        ("27 de noviembre", "2026-11-27", "2026-11-27 18:00+03:00", "20261127"),
        strict=True,
    ):
        assert error == (
            "The start of flight Día 1A must be a date and time such as 2026-11-27 18:00 or "
            f"27/11/2026 18:00; '{given}' was given."
        )
    assert errors[12].startswith("The field 'settings' must be an object")
    assert errors[13] == errors[12]
    assert errors[14] == (
        "'biggest' is not a stack rule for a player who qualifies twice; use largest, first, last."
    )
    assert _events(house) == {}  # nothing written


def test_a_flight_played_to_its_end_bagged_closed_and_accredited(batch, house: Path) -> None:
    code, answers = batch(*SET_UP)
    assert code == 0, answers
    code, answers = batch(
        {"cmd": "set_flight_end", "tournament": FLIGHT_A, "qualifiers": 2},
        {"cmd": "bag_chips", "tournament": FLIGHT_A, "entry": 1, "chips": 52000,
         "confirmed_by": "player"},
        {"cmd": "bag_chips", "tournament": FLIGHT_A, "player": 2, "chips": 47000,
         "confirmed_by": FLOOR, "pin": FLOOR_PIN},
        {"cmd": "bag_chips", "tournament": FLIGHT_A, "entry": 2, "chips": 48000,
         "confirmed_by": "Player"},
        {"cmd": "close_flight", "tournament": FLIGHT_A},
    )  # fmt: skip
    assert code == 2, answers  # three players left and two qualify: not over yet
    end, *bags_refused, close_refused = answers
    assert end["text"] == "Flight Día 1A ends when 2 players remain."
    assert (end["level"], end["qualifiers"]) == (None, 2)
    for refused in [*bags_refused, close_refused]:
        assert refused["error"] == (
            "Flight Día 1A is still playing (3 players): chips are bagged at its end (the set "
            "level or the number of qualifiers)."
        )
    seq = _events(house)[FLIGHT_A]

    services = open_services(house)
    try:
        director = services.house.sign_in(DIRECTOR, DIRECTOR_PIN).operator
        services.registration.eliminate(director, FLIGHT_A, 3)
    finally:
        services.close()
    code, answers = batch(
        {"cmd": "bag_chips", "tournament": FLIGHT_A, "entry": 1, "chips": 52000,
         "confirmed_by": "player"},
        {"cmd": "bag_chips", "tournament": FLIGHT_A, "player": 2, "chips": 47000,
         "confirmed_by": FLOOR, "pin": FLOOR_PIN},
        {"cmd": "bag_chips", "tournament": FLIGHT_A, "entry": 2, "chips": 48000,
         "confirmed_by": "Player"},
        {"cmd": "close_flight", "tournament": FLIGHT_A},
        {"cmd": "set_flight_end", "tournament": FLIGHT_B, "level": 10, "qualifiers": 1,
         "reason": "un solo jugador"},
        {"cmd": "bag_chips", "tournament": FLIGHT_B, "entry": 1, "chips": 30000,
         "confirmed_by": "player"},
        {"cmd": "close_flight", "tournament": FLIGHT_B},
    )  # fmt: skip
    assert code == 0, answers
    first, second, recount, closed_a, end_b, bag_b, closed_b = answers
    assert first["seq"] > seq and first["ok"] is True
    assert (first["slip"], first["entry"], first["player"], first["chips"]) == (
        1,
        1,
        "Ramón Peña",
        52000,
    )
    assert first["replaces"] is None
    assert first["text"] == (
        "Slip no. 1 of flight Día 1A: Ramón Peña, 52,000 chips, confirmed by the player."
    )
    assert first["qr"].startswith("TDS1-") and f"-{EVENT_ID}-{FLIGHT_A}-1-1-52000-" in first["qr"]
    assert first["code"].startswith(f"{FLIGHT_A}-1-")
    assert second["text"].endswith("47,000 chips, confirmed by Bruno Floor.")
    assert (recount["slip"], recount["replaces"], recount["chips"]) == (3, 2, 48000)
    assert recount["text"].endswith("It replaces no. 2, void from now on.")
    assert closed_a == {
        "ok": True,
        "seq": closed_a["seq"],
        "tournament": FLIGHT_A,
        "qualifiers": 2,
        "chips": 100000,
        "pool_fixed": False,
        "text": "Flight Día 1A closed: 2 qualifiers with 100,000 chips.",
    }
    assert end_b["text"] == (
        "Flight Día 1B ends at the end of level 10 or when 1 player remains, whichever comes first."
    )
    assert bag_b["slip"] == 1
    assert closed_b["pool_fixed"] is True
    assert closed_b["text"] == (
        "Flight Día 1B closed: 1 qualifier with 30,000 chips. The event's pool is fixed: 4 "
        "entries, $ 320,000 to the prizes (Día 1A 3, Día 1B 1)."
    )

    # Accreditation: with the slip (its QR or its printed code) and the document.
    replaced = second["code"]
    code, answers = batch(
        {"cmd": "accredit", "tournament": EVENT_ID, "code": first["qr"], "document": "28111222"},
        {"cmd": "accredit", "tournament": EVENT_ID, "code": replaced, "document": "29333444"},
        {"cmd": "accredit", "tournament": EVENT_ID, "code": recount["code"],
         "document": "30.555.666"},
        {"cmd": "accredit", "tournament": EVENT_ID, "code": recount["code"],
         "document": "29.333.444"},
        {"cmd": "accredit", "tournament": EVENT_ID, "code": first["code"], "document": "28111222"},
        {"cmd": "accredit_without_slip", "tournament": EVENT_ID, "flight": FLIGHT_B, "entry": 1,
         "document": "31.777.888"},
        who=FLOOR,
        pin=FLOOR_PIN,
    )  # fmt: skip
    assert code == 2
    ramon, old, wrong_document, lucia, twice, ines = answers
    assert ramon["ok"] is True
    assert (ramon["entry"], ramon["player"], ramon["chips"], ramon["slip"]) == (
        1,
        "Ramón Peña",
        52000,
        1,
    )
    assert (ramon["flight"], ramon["flight_entry"], ramon["forfeited"]) == (FLIGHT_A, 1, [])
    assert ramon["table"] == 1 and 1 <= ramon["seat"] <= 9
    assert ramon["text"] == (
        "Ramón Peña accredited with 52,000 chips (slip no. 1 of flight Día 1A): table 1, "
        f"seat {ramon['seat']}."
    )
    assert old["error"] == (
        "Slip refused: no. 2 was replaced by a new count (no. 3, 48,000 chips); present that one."
    )
    assert wrong_document["error"] == (
        "The document shown (30555666) is not the slip's (29333444 of Lucía Gómez)."
    )
    assert lucia["chips"] == 48000 and lucia["slip"] == 3
    assert twice["error"].startswith(
        "Slip refused: it was presented already; Ramón Peña was accredited at "
    )
    assert twice["error"].endswith(f"by {FLOOR}.")
    assert ines["slip"] is None and ines["penalty"] == ines["seq"]
    assert ines["text"].startswith(
        "Inés Acuña accredited without a slip, with the recorded count of 30,000 chips "
        f"(flight Día 1B): table 1, seat {ines['seat']}. Inés Acuña: verbal warning for"
    )
    services = open_services(house)
    try:
        final = services.stages.event(EVENT_ID)
        assert sum(a.chips for a in final.stages.accredited.values()) == 130_000
        seats = {(e.table, e.seat) for e in final.book.entries.values()}
        assert (1, ramon["seat"]) in seats and len(seats) == 3
    finally:
        services.close()


def test_the_stage_commands_check_their_fields(batch, house: Path) -> None:
    batch(*SET_UP)
    before = _events(house)
    code, answers = batch(
        {"cmd": "set_flight_end", "tournament": FLIGHT_A},
        {"cmd": "set_flight_end", "tournament": FLIGHT_A, "level": "10"},
        {"cmd": "set_flight_end", "tournament": FLIGHT_A, "level": 99},
        {"cmd": "set_flight_end", "tournament": FLIGHT_A, "qualifiers": 0},
        {"cmd": "set_flight_end", "tournament": EVENT_ID, "qualifiers": 2},
        {"cmd": "bag_chips", "tournament": FLIGHT_B, "entry": 1, "chips": 1000},
        {"cmd": "bag_chips", "tournament": FLIGHT_B, "entry": 1, "confirmed_by": "player"},
        {"cmd": "bag_chips", "tournament": FLIGHT_B, "entry": 1, "chips": 1000,
         "confirmed_by": FLOOR},
        {"cmd": "bag_chips", "tournament": FLIGHT_B, "entry": 1, "chips": 1000,
         "confirmed_by": FLOOR, "pin": "0000"},
        {"cmd": "bag_chips", "tournament": FLIGHT_B, "player": 1, "chips": 1000,
         "confirmed_by": "player"},
        {"cmd": "close_flight"},
        {"cmd": "fix_event_pool", "tournament": EVENT_ID, "reason": "  "},
        {"cmd": "fix_event_pool", "tournament": FLIGHT_A, "reason": "ya"},
        {"cmd": "accredit", "tournament": EVENT_ID, "document": "28111222"},
        {"cmd": "accredit", "tournament": EVENT_ID, "code": "3-1-AAAAA-BBBBB"},
        {"cmd": "accredit", "tournament": EVENT_ID, "code": "hola", "document": "28111222"},
        {"cmd": "accredit_without_slip", "tournament": EVENT_ID, "entry": 1, "document": "1"},
        {"cmd": "accredit_without_slip", "tournament": EVENT_ID, "flight": 99, "entry": 1,
         "document": "1"},
        {"cmd": "accredit_without_slip", "tournament": EVENT_ID, "flight": FLIGHT_A, "entry": 1,
         "document": "1"},
    )  # fmt: skip
    assert code == 2
    assert all(a["ok"] is False for a in answers)
    errors = [a["error"] for a in answers]
    assert errors == [
        "Give the level at which the flight ends, the number of qualifiers, or both.",
        "The field 'level' is missing or is not a whole number.",
        "There is no level 99: the structure has levels 1 to 30.",
        "The number of qualifiers must be 1 to 10000; 0 was given.",
        "'Gran Evento' is not a qualifying flight of an event.",
        "The field 'confirmed_by' is missing or is not text.",
        "The field 'chips' is missing or is not a whole number.",
        "The count is confirmed by Bruno Floor: give his PIN in 'pin' (or 'confirmed_by': "
        "'player' when the player confirmed it).",
        errors[8],  # the wrong PIN, with the attempts left
        "Player record 1 has no entry in play in this tournament.",
        "The field 'tournament' is missing or is not a whole number.",
        "Say in 'reason' why the pool is fixed before the last flight's registration closed; "
        "it goes into the record.",
        "'Gran Evento — Día 1A' is not the final stage of an event with flights.",
        "The field 'code' is missing or is not text.",
        "The field 'document' is missing or is not text.",
        "Not a slip's code: scan the QR or type the printed code (e.g. 12-7-K3F9Q-7XW2M; up "
        "to 200 characters).",
        "The field 'flight' is missing or is not a whole number.",
        "Flight no. 99 is not one of this event's.",
        "Slip refused for now: flight Día 1A has not been closed.",
    ]
    assert errors[8].startswith(f"Wrong PIN for '{FLOOR}'.")
    assert _events(house) == before  # nothing written (a wrong PIN is the house's)


def test_the_roles_and_spanish(batch) -> None:
    code, answers = batch(EVENT, who=FLOOR, pin=FLOOR_PIN, lang="es")
    assert code == 2
    assert "no puede crear torneos" in answers[0]["error"]
    batch(*SET_UP)
    code, answers = batch(
        {"cmd": "set_flight_end", "tournament": FLIGHT_B, "qualifiers": 1},
        who=FLOOR,
        pin=FLOOR_PIN,
        lang="es",
    )
    assert "fijar el final de una serie clasificatoria" in answers[0]["error"]
    code, answers = batch(
        {"cmd": "set_flight_end", "tournament": FLIGHT_B, "qualifiers": 1},
        {"cmd": "bag_chips", "tournament": FLIGHT_B, "entry": 1, "chips": 30000,
         "confirmed_by": "player"},
        {"cmd": "close_flight", "tournament": FLIGHT_B},
        {"cmd": "fix_event_pool", "tournament": EVENT_ID, "reason": "cierre anticipado"},
        lang="es",
    )  # fmt: skip
    assert code == 0, answers
    end, bag, closed, pool = answers
    assert end["text"] == "La serie Día 1B termina cuando quede 1 jugador."
    assert bag["text"] == (
        "Comprobante n.º 1 de la serie Día 1B: Inés Acuña, 30.000 fichas, confirmado por el "
        "jugador."
    )
    assert closed["text"] == "Serie Día 1B cerrada: 1 clasificado con 30.000 fichas."
    assert pool["text"] == (
        "El pozo del evento está fijado: 4 entradas, $ 320.000 para premios (Día 1A 3, Día 1B 1)."
    )
    assert (pool["entries"], pool["prize_pool"]) == (4, 320_000)

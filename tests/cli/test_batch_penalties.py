"""batch: penalties (ADTP 68). ``penalize`` answers the kind, the offence and the hands to
serve, in figures and in words; the proposal without a kind; choosing otherwise without a
reason refused in words; ``hand_done`` counts a hand down; ``penalty_served`` and undo as for
any command; a disqualification stays a director's."""

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


SET_UP = [
    {"cmd": "create_tournament", "name": "Torneo del Viernes"},
    {"cmd": "set_structure", "tournament": 2, "template": "Regular 20 minutos"},
    {"cmd": "set_buy_in", "tournament": 2, "prize_pool": 80000, "fee": 20000},
    {"cmd": "set_tables", "tournament": 2, "tables": 1},
    {"cmd": "open_shift", "tournament": 2},
    *(
        {
            "cmd": "create_player",
            "name": name,
            "document_type": "DNI",
            "document": document,
            "nationality": "Argentina",
            "birth_date": "31/05/1980",
        }
        for name, document in [
            ("Ramón Peña", "28.111.222"),
            ("Lucía Gómez", "29.333.444"),
            ("Tomás Ruiz", "30.555.666"),
        ]
    ),
    *(
        {"cmd": "buy_entry", "tournament": 2, "player": n, "method": "cash", "amount": 100000}
        for n in (1, 2, 3)
    ),
]


@pytest.fixture
def house(tmp_path: Path) -> Path:
    path = tmp_path / "house.sqlite3"
    make_database(path, tournaments=0)
    return path


def test_penalize_answers_the_kind_the_offence_and_the_hands(
    run: Run, house: Path, stdin: Callable[[str], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    stdin(
        _lines(
            *SET_UP,
            {"cmd": "penalize", "tournament": 2, "player": 1, "offence": "exposed_card"},
            {
                "cmd": "penalize",
                "tournament": 2,
                "entry": 1,
                "offence": "abuse",
                "kind": "orbits",
                "count": 2,
            },
            {
                "cmd": "penalize",
                "tournament": 2,
                "entry": 1,
                "offence": "abuse",
                "kind": "orbits",
                "count": 2,
                "reason": "Insultó al crupier",
            },
            {"cmd": "hand_done", "tournament": 2, "table": 1},
            {"cmd": "penalty_served", "tournament": 2, "penalty": 999},
            {"cmd": "undo", "tournament": 2, "reason": "mano marcada dos veces"},
        )
    )
    result = run("batch", "--db", house, "--operator", DIRECTOR)
    answers = _answers(result.out)[len(SET_UP) :]
    assert result.code == 2, result.err  # two refused
    warning, refused, orbits, hand, unknown, undo = answers
    assert warning["ok"] is True
    assert (warning["kind"], warning["count"], warning["hands"]) == ("warning", 0, 0)
    assert (warning["offence"], warning["rule"]) == ("exposed_card", "ADTP 68-A, 70")
    assert warning["text"] == (
        "Ramón Peña: verbal warning for “Exposing a card with action pending” (ADTP 68-A, 70)."
    )
    assert refused["ok"] is False
    assert refused["error"] == (
        "The proposal is 1 missed orbit: to give 2 missed orbits instead, give the reason; "
        "it goes into the record."
    )
    assert (orbits["kind"], orbits["count"], orbits["hands"]) == ("orbits", 2, 6)  # 3 x 2
    assert orbits["proposed"] == {"kind": "orbits", "count": 1}
    assert orbits["text"] == (
        "Ramón Peña: 2 missed orbits for “Abuse or abusive behaviour” (ADTP 68-A, 75); "
        "6 hands to serve."
    )
    assert orbits["penalty"] == orbits["seq"] and orbits["entry"] == 1
    assert hand == {"ok": True, "seq": hand["seq"], "tournament": 2}
    assert unknown == {"ok": False, "error": "There is no penalty no. 999."}
    assert undo["ok"] is True
    services = open_services(house)
    try:
        (serving,) = services.penalties.active(2)
        assert serving.hands_left == 6  # the hand was undone
    finally:
        services.close()
    stdin(_lines({"cmd": "penalty_served", "tournament": 2, "penalty": orbits["penalty"]}))
    result = run("batch", "--db", house, "--operator", DIRECTOR, lang="es")
    assert _answers(result.out) == [{"ok": True, "seq": undo["seq"] + 1, "tournament": 2}]


def test_penalize_in_spanish_and_a_disqualification_stays_a_directors(
    run: Run, house: Path, stdin: Callable[[str], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    stdin(_lines(*SET_UP))
    assert run("batch", "--db", house, "--operator", DIRECTOR).code == 0
    monkeypatch.setenv("TD_PIN", FLOOR_PIN)
    stdin(
        _lines(
            {"cmd": "penalize", "tournament": 2, "player": 2, "offence": "avoiding_blinds"},
            {
                "cmd": "penalize",
                "tournament": 2,
                "player": 3,
                "offence": "other",
                "kind": "disqualification",
                "reason": "Trampa",
                "details": "Marcó cartas",
            },
            {"cmd": "penalize", "tournament": 2, "player": 3, "offence": "other"},
        )
    )
    result = run("batch", "--db", house, "--operator", FLOOR, lang="es")
    blinds, out, other = _answers(result.out)
    assert blinds["text"] == (
        "Lucía Gómez: pérdida de 1 órbita por «Eludir las ciegas al ser trasladado» "
        "(ADTP 33; Casino Club «Reorganización de Mesas»); 3 manos por cumplir."
    )
    assert out["ok"] is False and "descalificar jugadores" in out["error"]
    assert other == {
        "ok": False,
        "error": "Describa lo ocurrido: «Otra infracción» necesita el detalle, que queda en el "
        "registro.",
    }
    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    stdin(
        _lines(
            {
                "cmd": "penalize",
                "tournament": 2,
                "player": 3,
                "offence": "other",
                "kind": "disqualification",
                "reason": "Trampa",
                "details": "Marcó cartas",
                "chips": 30000,
            },
        )
    )
    result = run("batch", "--db", house, "--operator", DIRECTOR, lang="es")
    (out,) = _answers(result.out)
    assert out["kind"] == "disqualification" and out["hands"] == 0
    assert out["text"] == "Tomás Ruiz: descalificado por «Otra infracción» (ADTP 68-A, 75)."
    services = open_services(house)
    try:
        assert services.registration.book(2).entries[3].exit == "disqualified"
    finally:
        services.close()


def test_a_player_with_no_entry_in_play_is_refused_in_words(
    run: Run, house: Path, stdin: Callable[[str], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TD_PIN", DIRECTOR_PIN)
    stdin(_lines(*SET_UP, {"cmd": "penalize", "tournament": 2, "player": 9, "offence": "abuse"}))
    result = run("batch", "--db", house, "--operator", DIRECTOR)
    assert _answers(result.out)[-1] == {
        "ok": False,
        "error": "Player record 9 has no entry in play in this tournament.",
    }

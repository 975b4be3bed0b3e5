"""`chip-race`: one table's race from standard input, as JSON or in words; bad input refused
in words with exit code 2."""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Callable

import pytest

from tests.cli.conftest import Run
from tournament_director.cli_chips import INPUT_LIMIT

ISSUE_EXAMPLE = {
    "from": 5,
    "to": 25,
    "rule": "at_least_half",
    "odd_chips": {"2": 3, "6": 1},
    "cards": {"2": ["Jc", "4d", "9h"], "6": ["Qs"]},
    "other_chips": {"6": 0},
}


def test_the_issues_example_as_json(run: Run, stdin: Callable[[str], None]) -> None:
    stdin(json.dumps(ISSUE_EXAMPLE))
    result = run("chip-race", "--json")
    assert result.code == 0, result.err
    assert result.out.strip() == (
        '{"chips_raced": 1, "winners": [6], "awards": {"6": 1}, "protected": {}, '
        '"odd_value_removed": 20, "total_change": 5}'
    )


def test_the_race_in_words(run: Run, stdin: Callable[[str], None]) -> None:
    stdin(json.dumps(ISSUE_EXAMPLE))
    english = run("chip-race")
    assert english.code == 0, english.err
    assert english.out.splitlines() == [
        "Odd chips: 4 chips of 5 (20); 1 chip of 25 raced.",
        "Seat 6: wins a chip of 25 with Q♠.",
        "Chips in play: +5 (25 won + 0 protection − 20 removed).",
    ]
    stdin(json.dumps(ISSUE_EXAMPLE))
    spanish = run("chip-race", lang="es")
    assert (
        spanish.out.splitlines()[0]
        == "Fichas sobrantes: 4 fichas de 5 (20); se sortea 1 ficha de 25."
    )


def test_the_readings_part_at_exactly_half_and_the_protection_chip(
    run: Run, stdin: Callable[[str], None]
) -> None:
    """Odd chips of 25 worth 50 for chips of 100: one chip at least half, none more than
    half; seat 4 holds nothing else, so when it wins nothing it gets a chip of 100."""
    race = {
        "from": 25,
        "to": 100,
        "odd_chips": {"4": 1, "7": 1},
        "cards": {"4": ["2c"], "7": ["Ah"]},
        "other_chips": {"4": 0},
    }
    stdin(json.dumps(race))
    at_least = json.loads(run("chip-race", "--json").out)
    assert at_least["winners"] == [7] and at_least["protected"] == {"4": 100}
    assert at_least["total_change"] == 100 + 100 - 50
    stdin(json.dumps({**race, "rule": "more_than_half"}))
    more_than = json.loads(run("chip-race", "--json").out)
    assert more_than["chips_raced"] == 0 and more_than["winners"] == []
    assert more_than["protected"] == {"4": 100} and more_than["total_change"] == 50
    stdin(json.dumps({**race, "protection_chip": 500}))
    assert json.loads(run("chip-race", "--json").out)["protected"] == {"4": 500}
    stdin(json.dumps({**race, "rule": "more_than_half"}))
    words = run("chip-race").out
    assert "Seat 4: left without chips, receives a chip of 100" in words
    assert "Chips in play: +50 (0 won + 100 protection − 50 removed)." in words


def test_nobody_with_odd_chips(run: Run, stdin: Callable[[str], None]) -> None:
    stdin('{"from": 5, "to": 25, "odd_chips": {}, "cards": {}}')
    result = run("chip-race", "--json")
    assert result.code == 0, result.err
    assert json.loads(result.out) == {
        "chips_raced": 0,
        "winners": [],
        "awards": {},
        "protected": {},
        "odd_value_removed": 0,
        "total_change": 0,
    }


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"cards": {"2": ["Jc", "4d", "9h"]}}, "Seat 6 has 1 odd chip and no cards"),
        ({"cards": {"2": ["Jc", "4d"], "6": ["Qs"]}}, "Seat 2 has 3 odd chips and 2 cards"),
        ({"cards": {"2": ["Jc", "4d", "Qs"], "6": ["Qs"]}}, "The card Qs is there twice"),
        ({"cards": {"2": ["Jc", "4d", "1h"], "6": ["Qs"]}}, "'1h' is not a card"),
        ({"cards": {"2": ["Jc", "4d", 9], "6": ["Qs"]}}, "'9' is not a card"),
        ({"to": 24}, "The new chip (24) is not a multiple of the chip removed (5)"),
        ({"to": 5}, "must be worth more than the chip removed"),
        ({"from": "5"}, "from: '5' is not a chip's value"),
        ({"odd_chips": {"2": 5, "6": 1}}, "Seat 2 has 5 chips of 5 (25), enough for a chip"),
        ({"odd_chips": {"two": 3, "6": 1}}, "odd_chips: 'two' is not a seat number"),
        ({"odd_chips": {"12": 3, "6": 1}}, "'12' is not a seat of the table"),
        ({"odd_chips": [3, 1]}, "The field 'odd_chips'"),
        ({"cards": {"2": "Jc 4d 9h", "6": ["Qs"]}}, "cards.2"),
        ({"rule": "nearest"}, "at_least_half, more_than_half"),
        ({"other_chips": {"6": -1}}, "Seat 6: '-1' is not a value of chips"),
        ({"seat_count": 9}, "There is no field 'seat_count'"),
    ],
)
def test_bad_input_is_refused_in_words(
    run: Run, stdin: Callable[[str], None], changes: dict, words: str
) -> None:
    stdin(json.dumps({**ISSUE_EXAMPLE, **changes}))
    result = run("chip-race", "--json")
    assert result.code == 2
    assert words in result.err, result.err
    assert result.out == "" and "Traceback" not in result.err


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "The input is not valid JSON"),
        ("{from: 5}", "The input is not valid JSON"),
        ("[1, 2]", "The input must be a JSON object"),
        ('{"from": 5, "to": 25, "odd_chips": {}}', "The field 'cards' is missing"),
        ("[" * 100 + "]" * 100, "nested more than 32 levels"),
        ('{"from": ' + "9" * 5000 + "}", "a number of more than 4300 digits"),
        (" " * (INPUT_LIMIT + 1), "The input is over 65,536 bytes"),
    ],
)
def test_input_that_is_not_one_race_is_refused(
    run: Run, stdin: Callable[[str], None], text: str, words: str
) -> None:
    stdin(text)
    result = run("chip-race", "--json")
    assert result.code == 2
    assert words in result.err, result.err


def test_input_that_is_not_utf8_is_refused(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    raw = io.TextIOWrapper(io.BytesIO(b'{"from": 5, "to": \xff25}'), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", raw)
    result = run("chip-race", "--json", lang="es")
    assert result.code == 2
    assert "no es texto UTF-8 válido (byte 0xFF en la posición 19)" in result.err


def test_a_refusal_in_spanish(run: Run, stdin: Callable[[str], None]) -> None:
    stdin(json.dumps({**ISSUE_EXAMPLE, "cards": {"2": ["Jc", "4d"], "6": ["Qs"]}}))
    result = run("chip-race", "--json", lang="es")
    assert result.code == 2
    assert "El asiento 2 tiene 3 fichas sobrantes y 2 cartas" in result.err


def test_help_in_both_languages(run: Run) -> None:
    spanish = " ".join(run("chip-race", "--help", lang="es").out.split())
    assert "resuelve el chip race de una mesa" in spanish and "uso:" in spanish
    english = " ".join(run("chip-race", "--help", lang="en").out.split())
    assert "work out one table's chip race" in english and "output as JSON" in english
    assert "chip-race" in run("--help", lang="en").out

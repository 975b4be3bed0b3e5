"""How the room's screens write the clock's figures (domain/room_words.py), the big screen's
and the web page's one set of rules: numbers and money in each language, blinds, the chips
of a colour-up, ordinals, the places still in play, and what comes next in the structure."""

from __future__ import annotations

import pytest

from tournament_director.domain.clock import Reading, Status
from tournament_director.domain.room_words import (
    blinds_text,
    colour_up_text,
    money_text,
    next_break,
    next_level,
    number_text,
    ordinal,
    places_in_play,
    time_to_next_break_ms,
)
from tournament_director.domain.structure import Break, Chip, Level, Structure

STRUCTURE = Structure(
    name="Prueba",
    chips=(Chip(25, "verde"), Chip(100, "negra"), Chip(500, "morada"), Chip(1000, "amarilla")),
    levels=(
        Level(25, 50, minutes=20),
        Level(50, 100, minutes=20),
        Level(100, 200, ante=200, bb_ante=True, minutes=20),
        Level(1000, 2000, minutes=30),
    ),
    breaks=(Break(after_level=2, minutes=10, colour_up=(25,)),),
    starting_stack=20_000,
)


@pytest.mark.parametrize(
    ("value", "spanish", "english"),
    [
        (0, "0", "0"),
        (7, "7", "7"),
        (20_000, "20.000", "20,000"),
        (1_230_000, "1.230.000", "1,230,000"),
    ],
)
def test_numbers_are_grouped_as_each_language_reads_them(value, spanish, english):
    assert number_text(value, "es") == spanish and number_text(value, "en") == english


def test_money_is_the_symbol_joined_to_the_grouped_amount():
    assert money_text(8_000_000, "CLP", "es") == "$8.000.000"
    assert money_text(8_000_000, "CLP", "en") == "$8,000,000"


def test_blinds_are_small_over_big():
    assert blinds_text(STRUCTURE.levels[3], "es") == "1.000 / 2.000"
    assert blinds_text(STRUCTURE.levels[3], "en") == "1,000 / 2,000"


def test_the_chips_of_a_colour_up_are_listed_with_their_colours_as_the_language_joins_them():
    assert colour_up_text(STRUCTURE, (25,), "es") == "25 (verde)"
    assert colour_up_text(STRUCTURE, (25, 100), "es") == "25 (verde) y 100 (negra)"
    assert colour_up_text(STRUCTURE, (25, 100, 500), "en") == (
        "25 (verde), 100 (negra) and 500 (morada)"
    )
    assert colour_up_text(STRUCTURE, (5000,), "en") == "5,000"  # a chip the set does not name
    assert colour_up_text(STRUCTURE, (), "es") == ""


def test_ordinals_in_spanish_and_english():
    assert [ordinal(n, "es") for n in (1, 2, 11)] == ["1º", "2º", "11º"]
    assert [ordinal(n, "en") for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th",
        "21st", "22nd", "23rd", "101st", "111th", "112th",
    ]  # fmt: skip


def test_places_already_paid_drop_off_once_the_players_are_in_the_money():
    runs = [(1, 1, 500), (2, 2, 300), (3, 5, 100), (6, 9, 50)]
    assert places_in_play(runs, 12, False) == runs  # not in the money yet
    assert places_in_play(runs, 9, False) == runs
    assert places_in_play(runs, 7, False) == [*runs[:3], (6, 7, 50)]
    assert places_in_play(runs, 4, False) == [*runs[:2], (3, 4, 100)]
    assert places_in_play(runs, 1, False) == [(1, 1, 500)]
    assert places_in_play(runs, 1, True) == runs  # over: every place, as paid
    assert places_in_play(runs, 0, False) == runs and places_in_play([], 3, False) == []


def test_what_comes_next_in_the_structure():
    periods = STRUCTURE.periods()
    assert [p.kind for p in periods] == ["level", "level", "break", "level", "level"]
    assert next_level(STRUCTURE, periods, 0) == (2, STRUCTURE.levels[1])
    assert next_level(STRUCTURE, periods, 1) == (3, STRUCTURE.levels[2])  # past the break
    assert next_level(STRUCTURE, periods, 4) is None
    assert next_break(STRUCTURE, periods, 0) == (2, STRUCTURE.breaks[0])
    assert next_break(STRUCTURE, periods, 2) is None


def test_the_time_to_the_next_break_adds_the_levels_between():
    periods = STRUCTURE.periods()
    running = Reading(Status.RUNNING, 0, 61_000, False, None)
    assert time_to_next_break_ms(periods, running) == 61_000 + 20 * 60_000
    on_level_2 = Reading(Status.RUNNING, 1, 5_000, False, None)
    assert time_to_next_break_ms(periods, on_level_2) == 5_000
    after_the_break = Reading(Status.RUNNING, 3, 5_000, False, None)
    assert time_to_next_break_ms(periods, after_the_break) is None
    finished = Reading(Status.FINISHED, 0, 61_000, False, None)
    assert time_to_next_break_ms(periods, finished) is None
    assert time_to_next_break_ms([], running) is None

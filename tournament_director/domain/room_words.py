"""How the room's screens write the clock's figures: the big screen (ui/display) and the
room's web page (web/) read the same domain figures and write them with these, so a phone
and the big screen never disagree on "20.000", "1st" or the next break.

Numbers and money as the room reads them (20.000 in Spanish, 20,000 in English), blinds,
the chips taken off at a colour-up, ordinals, the places still in play, and what comes next
in the structure (the next level, the next break, the time to it). Pure: no Qt, no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament_director.domain.clock import Reading, Status
from tournament_director.domain.money import format_amount, format_count
from tournament_director.domain.structure import Break, Level, Period, Structure


def number_text(value: int, language: str) -> str:
    """Thousands grouped as the room reads them: 20.000 in Spanish, 20,000 in English."""
    return format_count(value, language)


def blinds_text(level: Level, language: str) -> str:
    return f"{number_text(level.small_blind, language)} / {number_text(level.big_blind, language)}"


def next_level(
    structure: Structure, periods: Sequence[Period], current: int
) -> tuple[int, Level] | None:
    """The first level after period ``current``: (level number, level)."""
    for period in periods[current + 1 :]:
        if period.kind == "level" and period.level_number is not None:
            return period.level_number, structure.levels[period.index]
    return None


def next_break(
    structure: Structure, periods: Sequence[Period], current: int
) -> tuple[int, Break] | None:
    """The first break after period ``current``: (its period index, the break)."""
    for i in range(current + 1, len(periods)):
        if periods[i].kind == "break":
            return i, structure.breaks[periods[i].index]
    return None


def time_to_next_break_ms(periods: Sequence[Period], reading: Reading) -> int | None:
    """Time until the next break begins: what is left of this period and the levels between."""
    if reading.status is Status.FINISHED or not periods:
        return None
    total = reading.time_left_ms
    for period in periods[reading.period + 1 :]:
        if period.kind == "break":
            return total
        total += period.duration_s * 1000
    return None


def colour_up_text(structure: Structure, denominations: Sequence[int], language: str) -> str:
    """ "25 (verde)", "25 (verde) y 100 (negra)", "25 (verde), 100 (negra) y 500
    (morada)": the chips taken off, as the room knows them and as the language joins a
    list ("and" in English)."""
    colours = {chip.denomination: chip.colour for chip in structure.chips}
    parts = []
    for d in denominations:
        colour = colours.get(d, "")
        parts.append(
            f"{number_text(d, language)} ({colour})" if colour else number_text(d, language)
        )
    if len(parts) < 2:
        return "".join(parts)
    word = " y " if language == "es" else " and "
    return ", ".join(parts[:-1]) + word + parts[-1]


def money_text(minor: int, code: str, language: str) -> str:
    """ "$8.000.000" (Spanish) or "$8,000,000" (English): the currency's symbol and the
    amount grouped as the room reads it (`domain.money.format_amount`, compact: the symbol
    joined to the figure and cents only when there are any, "US$80,000")."""
    return format_amount(minor, code, language, compact=True)


def ordinal(place: int, language: str) -> str:
    """ "1º" in Spanish; "1st", "2nd", "3rd", "11th" in English."""
    if language == "es":
        return f"{place}º"
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def places_in_play(
    runs: Sequence[tuple[int, int, int]], players_left: int, finished: bool
) -> list[tuple[int, int, int]]:
    """The payout's runs (first, last, amount each) the room still plays for: once the
    players left are within the places paid, the places already paid out drop off (a run
    is cut at the last place still in play); before that, and once the tournament is over,
    every place."""
    if finished or players_left < 1 or not runs or players_left >= runs[-1][1]:
        return list(runs)
    return [
        (first, min(last, players_left), amount)
        for first, last, amount in runs
        if first <= players_left
    ]

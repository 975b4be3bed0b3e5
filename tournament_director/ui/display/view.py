"""Pure helpers for the big screen: time and number formats, what comes next.

No Qt here, so the arithmetic is tested without a window.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament_director.domain.clock import Reading, Status
from tournament_director.domain.structure import Break, Level, Period, Structure


def clock_text(seconds: int) -> str:
    """ "12:34", or "1:02:03" from an hour up."""
    seconds = max(seconds, 0)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes:02d}:{secs:02d}"


def number_text(value: int, language: str) -> str:
    """Thousands grouped as the room reads them: 20.000 in Spanish, 20,000 in English."""
    grouped = f"{value:,}"
    return grouped.replace(",", ".") if language == "es" else grouped


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
    """ "25 (verde), 100 (negra)": the chips raced off, as the room knows them."""
    colours = {chip.denomination: chip.colour for chip in structure.chips}
    parts = []
    for d in denominations:
        colour = colours.get(d, "")
        parts.append(
            f"{number_text(d, language)} ({colour})" if colour else number_text(d, language)
        )
    return ", ".join(parts)

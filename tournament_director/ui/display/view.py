"""Pure helpers for the big screen: the clock's time and the pages of a list that turns.

No Qt here, so the arithmetic is tested without a window. The ways of writing the clock's
figures shared with the room's web page are domain/room_words.py's (imported here for the
display's modules).
"""

from __future__ import annotations

from collections.abc import Sequence

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

__all__ = [
    "blinds_text",
    "clock_text",
    "colour_up_text",
    "money_text",
    "next_break",
    "next_level",
    "number_text",
    "ordinal",
    "page_of",
    "places_in_play",
    "time_to_next_break_ms",
]


def clock_text(seconds: int) -> str:
    """ "12:34", or "1:02:03" from an hour up."""
    seconds = max(seconds, 0)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes:02d}:{secs:02d}"


def page_of(items: Sequence, per_page: int, seconds: float, turn_s: int) -> tuple[int, int]:
    """Which page of ``items`` to show at ``seconds`` (any steady count of seconds, e.g. the
    wall clock's) when ``per_page`` are shown at a time and the page turns every ``turn_s``
    seconds: (page index, number of pages)."""
    pages = max(1, -(-len(items) // per_page))
    return (int(seconds) // turn_s) % pages, pages

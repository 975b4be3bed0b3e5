"""The figures the room sees on the big screen: entries, players left, chips, prize pool.

One small pure function so every screen (the display, the console's clock tab, a printout)
shows the same numbers, and so later capabilities extend it in one place:

- re-entries, rebuys and add-ons (later) add entries and chips;
- eliminations (later) lower the players left;
- the payouts capability (later) supplies the prize pool and the places paid.

Until then: entries are the players registered, re-entries 0, chips in play are the
entries times the structure's starting stack, every registered player is still in, and
the prize pool and places are unknown (``None``: the display hides them).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from tournament_director.domain.tournament import TournamentState


@dataclass(frozen=True)
class RoomFigures:
    entries: int
    re_entries: int
    players_left: int
    chips_in_play: int
    average_stack: int | None  # None while nobody is left (or nobody registered)
    prize_pool: int | None  # minor units of the currency; None until payouts are known
    currency: str
    places: tuple[tuple[int, int], ...] | None  # (place, amount) for the top places, or None


def figures(state: TournamentState, now: datetime) -> RoomFigures:
    """The room's figures at now (``now`` is for later figures that depend on the clock)."""
    del now  # nothing depends on the time yet
    structure = state.structure
    entries = len(state.players)
    re_entries = 0
    players_left = entries
    starting_stack = structure.starting_stack if structure else 0
    chips = (entries + re_entries) * starting_stack
    average = chips // players_left if players_left else None
    return RoomFigures(
        entries=entries,
        re_entries=re_entries,
        players_left=players_left,
        chips_in_play=chips,
        average_stack=average,
        prize_pool=None,
        currency=structure.currency if structure else "CLP",
        places=None,
    )

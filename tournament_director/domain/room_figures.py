"""The figures the room sees on the big screen: entries, players left, chips, prize pool.

One small pure function so every screen (the display, the console's clock tab, a printout)
shows the same numbers, all read from the registration book (domain/registration.py):

- entries: every entry bought and not cancelled (registrations, late registrations and
  re-entries); re-entries counted apart as well;
- players left: the entries still active (not eliminated, cancelled or removed absent);
- chips in play: the chips issued less the chips that left the tournament;
- prize pool: the pool of domain/payout_state.py: the book's prize-pool contributions, the
  added money and any overlay, live until registration closes, then fixed (None until a
  buy-in is set);
- places: the top places of the chosen payout for that pool (None while it cannot be made,
  e.g. before the second entry);
- winner: the winner's name once the tournament is over (Casino Club "Clasificación").
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from tournament_director.domain.payout_state import current
from tournament_director.domain.registration import ACTIVE, CANCELLED
from tournament_director.domain.tournament import TournamentState


@dataclass(frozen=True)
class RoomFigures:
    entries: int
    re_entries: int
    players_left: int
    chips_in_play: int
    average_stack: int | None  # None while nobody is left (or nobody registered)
    prize_pool: int | None  # minor units of the currency; None until a buy-in is set
    currency: str
    places: tuple[tuple[int, int], ...] | None  # (place, amount) for the top places, or None
    winner: str | None = None


TOP_PLACES = 10


def figures(state: TournamentState, now: datetime) -> RoomFigures:
    """The room's figures at now (``now`` is for later figures that depend on the clock)."""
    del now  # nothing depends on the time yet
    book = state.book
    bought = [e for e in book.entries.values() if e.status != CANCELLED]
    players_left = sum(1 for e in bought if e.status == ACTIVE)
    chips = book.totals.chips_in_play
    average = chips // players_left if players_left else None
    if book.buy_in is not None:
        currency = book.buy_in.currency
    else:
        currency = state.structure.currency if state.structure else "CLP"
    prize_pool: int | None = None
    places: tuple[tuple[int, int], ...] | None = None
    if book.buy_in is not None:
        payout_figures = current(state)
        prize_pool = payout_figures.pool.total
        if payout_figures.payout is not None:
            places = tuple(enumerate(payout_figures.payout.prizes[:TOP_PLACES], start=1))
    winner = None
    if book.winner is not None and book.winner in book.entries:
        player = state.players.get(book.entries[book.winner].player_id)
        winner = player.name if player else str(book.winner)
    return RoomFigures(
        entries=len(bought),
        re_entries=sum(1 for e in bought if e.kind == "re_entry"),
        players_left=players_left,
        chips_in_play=chips,
        average_stack=average,
        prize_pool=prize_pool,
        currency=currency,
        places=places,
        winner=winner,
    )

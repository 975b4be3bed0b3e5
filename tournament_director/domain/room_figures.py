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
  e.g. before the second entry); places_paid: how many places that payout pays; runs: the
  whole payout as (first place, last place, amount each), places paid alike together;
- late_registration_ms: the time until late registration closes (ADTP 7, house "Ingresos
  Tardíos": at the end of the structure's last late level), counted down by the clock;
  None when the structure has none or it has closed;
- winner: the winner's name once the tournament is over (Casino Club "Clasificación").
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from tournament_director.domain.clock import Status
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
    places_paid: int | None = None
    runs: tuple[tuple[int, int, int], ...] = ()  # (first, last, amount each)
    late_registration_ms: int | None = None


TOP_PLACES = 10


def late_registration_left_ms(state: TournamentState, now: datetime) -> int | None:
    """ADTP 7 / house "Ingresos Tardíos": the time until late registration closes, at the
    end of the structure's last late level (a break after it is already closed, as
    `registration.entry_phase` says): what is left of the current period and the periods
    up to that level's end. Before the clock starts, the whole time from level 1. None when
    the structure has no late registration, it has closed, or its level is behind."""
    structure = state.structure
    last = structure.late_registration_until_level if structure else None
    if last is None or state.late_registration_closed:
        return None
    periods = state.periods()
    end = next(
        (i for i, p in enumerate(periods) if p.kind == "level" and p.level_number == last),
        None,
    )
    if end is None:
        return None
    reading = state.reading(now)
    if reading.status is Status.FINISHED or reading.period > end:
        return None
    if reading.status is Status.NOT_STARTED:
        return sum(p.duration_s for p in periods[: end + 1]) * 1000
    later = sum(p.duration_s for p in periods[reading.period + 1 : end + 1]) * 1000
    return reading.time_left_ms + later


def figures(state: TournamentState, now: datetime) -> RoomFigures:
    """The room's figures at now (the late registration's countdown reads the clock)."""
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
    places_paid: int | None = None
    runs: tuple[tuple[int, int, int], ...] = ()
    if book.buy_in is not None:
        payout_figures = current(state)
        prize_pool = payout_figures.pool.total
        if payout_figures.payout is not None:
            payout = payout_figures.payout
            places = tuple(enumerate(payout.prizes[:TOP_PLACES], start=1))
            places_paid = payout.places
            runs = tuple(payout.runs())
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
        places_paid=places_paid,
        runs=runs,
        late_registration_ms=late_registration_left_ms(state, now),
    )

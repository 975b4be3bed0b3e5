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
- winner: the winner's name once the tournament is over (Casino Club "Clasificación");
- the money the room sees is the money the standings will pay (`results.standings_of`):
  once a deal is recorded (Casino Club "Premios": the house pays what the players agreed)
  its players' amounts in ``deal`` and, in ``runs``, the places it covers at what is left
  to play for there (`results.deal_money`); once the tournament is over, ``runs`` and
  ``places`` are each place's money as the standings pay it (the deal, shared places and
  disqualifications included), never the payout table's amounts it replaced.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from tournament_director.domain.clock import Status
from tournament_director.domain.errors import Refused
from tournament_director.domain.payout_state import current
from tournament_director.domain.registration import ACTIVE, CANCELLED
from tournament_director.domain.results import deal_money, field_open, standings_of
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
    #: A recorded deal while play goes on: (name, amount agreed) of its players still in
    #: play, the largest amount first; empty without a deal and once the tournament is over.
    deal: tuple[tuple[str, int], ...] = ()
    #: The places a recorded deal covers (1..deal_places): in ``runs`` their amounts are the
    #: money left to play for there (0 when none). 0 without a deal.
    deal_places: int = 0


TOP_PLACES = 10


def runs_of(amounts: list[int]) -> list[tuple[int, int, int]]:
    """Consecutive places paid the same: (first place, last place, amount each), place 1
    first (as `payouts.Payout.runs`)."""
    out: list[tuple[int, int, int]] = []
    for place, amount in enumerate(amounts, start=1):
        if out and out[-1][2] == amount:
            out[-1] = (out[-1][0], place, amount)
        else:
            out.append((place, place, amount))
    return out


def _money_by_place(state: TournamentState, now: datetime, prizes: tuple[int, ...]):
    """(amounts by place, the deal's (entry, amount) or (), the places it covers): what the
    standings pay, when a deal is recorded or the tournament is over; None otherwise (the
    payout's prizes are then the money). Kept on the state until its next event: the big
    screen asks every second, and ranking a large field is not free."""
    deals = state.payouts.deals
    over = state.book.winner is not None
    if not deals and not over:
        return None
    key = (state.last_seq, state.book.winner, len(state.book.bust_outs), len(deals), prizes)
    kept = state.room_money
    if kept is not None and kept[0] == key:
        return kept[1]
    deal = deals[-1]["deal"] if deals else None
    try:
        if over:
            standings = standings_of(state, now)
            by_place: dict[int, int] = {}
            for award in standings.awards.values():
                if award.place is not None:
                    by_place[award.place] = by_place.get(award.place, 0) + award.total
            last = max((p for p, amount in by_place.items() if amount > 0), default=0)
            amounts = [by_place.get(place, 0) for place in range(1, last + 1)]
            dealt: tuple = ()
        else:
            amounts, dealt_by_entry = deal_money(prizes, deal)
            dealt = tuple(dealt_by_entry.items())
    except Refused:  # a payout changed since the deal: the payout table is all there is
        return None
    money = (amounts, dealt, len(deal["players"]) if deal else 0)
    state.room_money = (key, money)
    return money


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
    players_left = book.active_count
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
    deal: tuple[tuple[str, int], ...] = ()
    deal_places = 0
    if book.buy_in is not None:
        payout_figures = current(state)
        prize_pool = payout_figures.pool.total
        if payout_figures.payout is not None:
            payout = payout_figures.payout
            amounts = list(payout.prizes)
            money = _money_by_place(state, now, tuple(payout.prizes))
            if money is not None:
                amounts, dealt, deal_places = money
                if book.winner is None:
                    deal = tuple(
                        sorted(
                            (
                                (_name(state, entry), amount)
                                for entry, amount in dealt
                                if entry in book.entries and book.entries[entry].status == ACTIVE
                            ),
                            key=lambda item: -item[1],
                        )
                    )
            places = tuple(enumerate(amounts[:TOP_PLACES], start=1))
            places_paid = payout.places
            runs = tuple(runs_of(amounts))
    winner = None
    if book.winner is not None and book.winner in book.entries:
        winner = _name(state, book.winner)
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
        deal=deal,
        deal_places=deal_places if book.winner is None else 0,
    )


def seats(state: TournamentState, now: datetime) -> tuple[int, int]:
    """(free, total) seats of the room for the desk: while entries may still come
    (registration or late registration) every table, a closed one included (a draw opens
    it); once the field is closed, only the tables still open (a broken table does not open
    again). Free: the seats a draw may use (a reserved seat is not free)."""
    book = state.book
    room = state.seating.room
    if room is None:
        total = book.seats_total(state.structure.table_size if state.structure else 0)
        return max(0, total - len(book.occupied)), total
    tables = list(room.tables.values()) if field_open(state, now) else room.open_tables()
    return sum(max(0, t.capacity - t.count) for t in tables), sum(t.size for t in tables)


def _name(state: TournamentState, entry_id: int) -> str:
    player = state.players.get(state.book.entries[entry_id].player_id)
    return player.name if player else str(entry_id)

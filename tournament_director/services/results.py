"""The standings of a tournament, prize payments, and the results table.

The standings are derived on demand from the state by the domain (`domain/results.py`:
`standings_of`, with the money following a recorded deal); prize payments are events
(`domain/prize_payments.py`) decided against those standings. ``Standings``,
``standings_of``, ``ranking_of`` and ``field_open`` are re-exported for the services that
used them from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament_director.domain import payout_state as ps
from tournament_director.domain import prize_payments as pp
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event, RecordedEvent
from tournament_director.domain.identity import shown_document
from tournament_director.domain.operators import Operator
from tournament_director.domain.prize_payments import PrizePayment
from tournament_director.domain.ranking import Exit
from tournament_director.domain.registration import check_drawer_covers
from tournament_director.domain.results import (
    ResultsTable,
    Standings,
    field_open,
    ranking_of,
    reconcile,
    results_table,
    standings_of,
)
from tournament_director.domain.structure import Problem
from tournament_director.domain.tournament import TournamentState

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

__all__ = [
    "ResultsService",
    "StandingRow",
    "Standings",
    "field_open",
    "ranking_of",
    "standings_of",
]


class ResultsService:
    def __init__(self, services: Services) -> None:
        self._services = services

    def standings(self, tournament_id: int) -> Standings:
        """Casino Club "Clasificación": the places so far, the shared groups, the money."""
        state = self._services.tournaments.state(tournament_id)
        return standings_of(state, self._services.now())

    def pay_prize(
        self,
        actor: Operator,
        tournament_id: int,
        entry_id: int,
        method: str,
        amount: int,
        reference: str = "",
    ) -> list[RecordedEvent]:
        """Casino Club "Premios": pay an entry's prize (cashier or director), checked against
        the standings at the moment of the command (`prize_payments.decide_pay`). Returns
        the recorded ``PrizePaid``."""
        now = self._services.now()

        def decide(state: TournamentState, op: Operator) -> list[Event]:
            return [pp.decide_pay(state, now, entry_id, amount, method, op.id, reference)]

        return self._services.tournaments.execute(tournament_id, actor, "pay_prize", decide)

    def void_payment(
        self, actor: Operator, tournament_id: int, payment_id: int, reason: str
    ) -> list[RecordedEvent]:
        """A director strikes out a prize payment made in error, with the reason."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            return [pp.decide_void(state, payment_id, reason)]

        return self._services.tournaments.execute(
            tournament_id, actor, "void_prize_payment", decide
        )

    def check_cash(self, actor: Operator, tournament_id: int, amount: int) -> None:
        """The drawer rule before a cash payment (`registration.check_drawer_covers`):
        refused in words when the operator has no open shift (`prize.cash_needs_shift`) or
        the drawer does not hold ``amount`` in cash (`prize.drawer_short`, with the cash it
        holds and the other ways to pay). The pay dialog asks it to offer the transfer."""
        book = self._services.tournaments.state(tournament_id).book
        shift = book.open_shift_of(actor.id)
        if shift is None:
            raise Refused("prize.cash_needs_shift")
        check_drawer_covers(book, shift.shift_id, amount, "prize.drawer_short")

    def prize_due(self, tournament_id: int, entry_id: int) -> int:
        """What the entry would be paid now, or refused in words (the pay dialog asks)."""
        state = self._services.tournaments.state(tournament_id)
        standings = standings_of(state, self._services.now())
        due = pp.prize_due(state, standings, entry_id)
        pp.check_not_paid(state, entry_id)
        return due

    def rows(self, tournament_id: int) -> list[StandingRow]:
        """The players still in, then every place so far (place 1 first), with the money
        due and the payment standing for each (the Results tab and the results sheet)."""
        state = self._services.tournaments.state(tournament_id)
        standings = standings_of(state, self._services.now())
        return standing_rows(state, standings)

    def results_table(self, tournament_id: int) -> tuple[ResultsTable, list[Problem]]:
        """SCJ "Resultados del torneo": the table and its disagreements with the cashier."""
        state = self._services.tournaments.state(tournament_id)
        standings = standings_of(state, self._services.now())
        figures = ps.current(state)
        names = {
            e.entry_id: state.players[e.player_id].name if e.player_id in state.players else ""
            for e in state.book.entries.values()
        }
        table = results_table(figures.pool, standings.ranking, standings.awards, names)
        return table, reconcile(table, state.book.totals)


@dataclass(frozen=True)
class StandingRow:
    """One line of the standings: place (None while still playing), the places shared,
    the entry and its player, how he went out, the money due and its payment."""

    place: int | None
    shared: tuple[int, ...]
    entry_id: int
    player: str
    document: str
    exit: Exit | None
    due: int
    dealt: int
    payment: PrizePayment | None

    @property
    def paid(self) -> bool:
        return self.payment is not None


def standing_rows(state: TournamentState, standings: Standings) -> list[StandingRow]:
    def person(entry_id: int) -> tuple[str, str]:
        entry = state.book.entries[entry_id]
        player = state.players.get(entry.player_id)
        if player is None:
            return str(entry_id), ""
        return player.name, shown_document(player.document_type, player.document)

    def row(entry_id: int, place: int | None, shared: tuple[int, ...], exit) -> StandingRow:
        award = standings.awards.get(entry_id)
        return StandingRow(
            place,
            shared,
            entry_id,
            *person(entry_id),
            exit,
            award.total if award else 0,
            award.dealt if award else 0,
            state.prizes.paid(entry_id),
        )

    # The players still in first: whatever happens they finish above everybody out.
    rows = [row(entry_id, None, (), None) for entry_id in standings.ranking.remaining]
    for group in standings.ranking.groups:
        shared = group.places if group.shared else ()
        for place, entry_id in zip(group.places, group.entries, strict=True):
            rows.append(row(entry_id, place, shared, group.kind))
    return rows

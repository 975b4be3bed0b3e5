"""The standings of a tournament: places from the bust-outs, shared groups, and the money.

Derived on demand from the state (never stored): the bust-outs in the registration book,
ranked by `ranking.rank` under the rule set's policy (`RankingPolicy.from_rules`), and the
payout in use (`payout_state.current`) turned into money per entry by `prize_pool.awards`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain import payout_state as ps
from tournament_director.domain.errors import Refused
from tournament_director.domain.prize_pool import Award, awards
from tournament_director.domain.ranking import BustOut, Ranking, RankingPolicy, rank
from tournament_director.domain.registration import entry_phase, ranked_entries

if TYPE_CHECKING:
    from tournament_director.domain.tournament import TournamentState
    from tournament_director.services.app_services import Services


@dataclass(frozen=True)
class Standings:
    """``ranking``: places and shared groups. ``awards``: money per entry by the payout in
    use (empty while there is no payout). ``places_paid``: None without a payout.
    ``provisional``: the field is still open (registration or late registration), so more
    entries may come: the places are as of now and nobody has won yet, even when one player
    is left (he may be joined by a late entry or a re-entry)."""

    ranking: Ranking
    awards: dict[int, Award]
    places_paid: int | None
    provisional: bool = False

    @property
    def over(self) -> bool:
        return self.ranking.over and not self.provisional

    @property
    def winner(self) -> int | None:
        return self.ranking.winner if self.over else None


def ranking_of(state: TournamentState, more: Sequence[BustOut] = ()) -> tuple[Ranking, object]:
    """The ranking of the state's bust-outs (and ``more`` not yet recorded: a decision
    checks the ranking they would make), with the payout figures in use."""
    figures = ps.current(state)
    places_paid = figures.payout.places if figures.payout is not None else None
    policy = RankingPolicy.from_rules(state.rule_set)
    bust_outs = [*state.book.bust_outs, *more]
    return rank(ranked_entries(state.book), bust_outs, policy, places_paid), figures


def field_open(state: TournamentState, now: datetime) -> bool:
    """Entries may still come in (`registration.entry_phase` does not refuse)."""
    try:
        entry_phase(state, now)
    except Refused:
        return False
    return True


def standings_of(state: TournamentState, now: datetime) -> Standings:
    """Refused (``ranking.nobody_left``) only in an open field whose every entry is out."""
    ranking, figures = ranking_of(state)
    provisional = field_open(state, now)
    payout = figures.payout  # type: ignore[attr-defined]
    if payout is None:
        return Standings(ranking, {}, None, provisional)
    policy = RankingPolicy.from_rules(state.rule_set)
    money = awards(ranking, payout.prizes, policy, payout.unit)
    return Standings(ranking, money, payout.places, provisional)


class ResultsService:
    def __init__(self, services: Services) -> None:
        self._services = services

    def standings(self, tournament_id: int) -> Standings:
        """Casino Club "Clasificación": the places so far, the shared groups, the money."""
        state = self._services.tournaments.state(tournament_id)
        return standings_of(state, self._services.now())

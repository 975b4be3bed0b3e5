"""The standings of a tournament: places from the bust-outs, shared groups, and the money.

Derived on demand from the state (never stored): the bust-outs in the registration book,
ranked by `ranking.rank` under the rule set's policy (`RankingPolicy.from_rules`), and the
payout in use (`payout_state.current`) turned into money per entry by `prize_pool.awards`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament_director.domain import payout_state as ps
from tournament_director.domain.prize_pool import Award, awards
from tournament_director.domain.ranking import BustOut, Ranking, RankingPolicy, rank
from tournament_director.domain.registration import ranked_entries

if TYPE_CHECKING:
    from tournament_director.domain.tournament import TournamentState
    from tournament_director.services.app_services import Services


@dataclass(frozen=True)
class Standings:
    """``ranking``: places and shared groups. ``awards``: money per entry by the payout in
    use (empty while there is no payout). ``places_paid``: None without a payout."""

    ranking: Ranking
    awards: dict[int, Award]
    places_paid: int | None

    @property
    def over(self) -> bool:
        return self.ranking.over

    @property
    def winner(self) -> int | None:
        return self.ranking.winner


def ranking_of(state: TournamentState, more: Sequence[BustOut] = ()) -> tuple[Ranking, object]:
    """The ranking of the state's bust-outs (and ``more`` not yet recorded: a decision
    checks the ranking they would make), with the payout figures in use."""
    figures = ps.current(state)
    places_paid = figures.payout.places if figures.payout is not None else None
    policy = RankingPolicy.from_rules(state.rule_set)
    bust_outs = [*state.book.bust_outs, *more]
    return rank(ranked_entries(state.book), bust_outs, policy, places_paid), figures


def standings_of(state: TournamentState) -> Standings:
    ranking, figures = ranking_of(state)
    payout = figures.payout  # type: ignore[attr-defined]
    if payout is None:
        return Standings(ranking, {}, None)
    policy = RankingPolicy.from_rules(state.rule_set)
    return Standings(ranking, awards(ranking, payout.prizes, policy, payout.unit), payout.places)


class ResultsService:
    def __init__(self, services: Services) -> None:
        self._services = services

    def standings(self, tournament_id: int) -> Standings:
        """Casino Club "Clasificación": the places so far, the shared groups, the money."""
        return standings_of(self._services.tournaments.state(tournament_id))

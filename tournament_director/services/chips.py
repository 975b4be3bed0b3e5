"""Chips of a tournament as commands and readings: the colour-up schedule and the chips in
play.

The schedule (`domain/colour_up.py`) is derived from the structure, or set by hand in it;
a director moves or cancels a colour-up for the tournament (``ColourUpMoved``,
``ColourUpCancelled``), recorded through TournamentService.execute like every command
(role checked, decided by the domain, committed, then listeners told) and undoable like
any action. The chips in play are the registration book's (`RegistrationBook.totals`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_director.domain import colour_up
from tournament_director.domain.colour_up import Schedule
from tournament_director.domain.events import Event, RecordedEvent
from tournament_director.domain.operators import Operator
from tournament_director.domain.registration import Totals
from tournament_director.domain.tournament import TournamentState
from tournament_director.services.clock import check_not_finished

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services


class ChipsService:
    def __init__(self, services: Services) -> None:
        self._services = services

    # --- reading --------------------------------------------------------------------------

    def schedule(self, tournament_id: int) -> Schedule:
        """The tournament's effective colour-up schedule: the structure's plan (derived, or
        hand-set) with the director's moves and cancellations."""
        return colour_up.schedule(self._services.tournaments.state(tournament_id))

    def totals(self, tournament_id: int) -> Totals:
        """Chips issued, removed and raced, by source; ``chips_in_play`` among them."""
        return self._services.tournaments.state(tournament_id).book.totals

    # --- the director's changes -----------------------------------------------------------

    def move_colour_up(
        self, actor: Operator, tournament_id: int, denomination: int, after_level: int, reason: str
    ) -> list[RecordedEvent]:
        """A director moves the colour-up of ``denomination`` to the break after level
        ``after_level`` (`colour_up.decide_move`: ADTP 25 B within ADTP 24)."""
        now = self._services.now()

        def decide(state: TournamentState, _operator: Operator) -> list[Event]:
            check_not_finished(state)
            return [colour_up.decide_move(state, denomination, after_level, reason, now)]

        return self._services.tournaments.execute(tournament_id, actor, "change_colour_up", decide)

    def cancel_colour_up(
        self, actor: Operator, tournament_id: int, denomination: int, reason: str
    ) -> list[RecordedEvent]:
        """A director cancels the colour-up of ``denomination``: it stays in play
        (`colour_up.decide_cancel`: ADTP 25 B)."""
        now = self._services.now()

        def decide(state: TournamentState, _operator: Operator) -> list[Event]:
            check_not_finished(state)
            return [colour_up.decide_cancel(state, denomination, reason, now)]

        return self._services.tournaments.execute(tournament_id, actor, "change_colour_up", decide)

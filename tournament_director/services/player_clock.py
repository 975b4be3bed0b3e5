"""The clock on a player ("tiempo"), as commands and readings (ADTP 29; Casino Club "Tiempo
para actuar").

`domain/player_clock.py` decides and reads; here:

- ``call``: a floor person or a director calls the clock on the player at a table and seat
  (``PlayerClockCalled``, anchored at the service's now, with the rule set's seconds).
- ``record_outcome``: how a clock ended (``PlayerClockOutcome``): acted in time, hand dead,
  checked, withdrawn.
- ``active``: the clocks without an outcome, read at a moment (time left, countdown, expired).

Both commands go through TournamentService.execute: role checked, decided, committed in one
transaction, listeners told; a refusal writes nothing. Each is one action for undo.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain import player_clock as domain
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event, RecordedEvent
from tournament_director.domain.operators import Operator
from tournament_director.domain.player_clock import Outcome, PlayerClock, PlayerClockReading
from tournament_director.domain.tournament import TournamentState

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services


class PlayerClockService:
    def __init__(self, services: Services) -> None:
        self._services = services

    def _state(self, tournament_id: int) -> TournamentState:
        return self._services.tournaments.state(tournament_id)

    # --- reading --------------------------------------------------------------------------

    def active(self, tournament_id: int, now: datetime | None = None) -> list[PlayerClockReading]:
        """The clocks without an outcome, oldest first, read at ``now`` (default: the
        service's now) from their anchors (ADTP 29: the rule's seconds from the call)."""
        state = self._state(tournament_id)
        return state.player_clocks.readings(now or self._services.now())

    def clock(self, tournament_id: int, clock_id: int) -> PlayerClock:
        """A clock as recorded (with its outcome, if any); refused in words when unknown."""
        found = self._state(tournament_id).player_clocks.get(clock_id)
        if found is None:
            raise Refused("player_clock.unknown", clock_id=clock_id)
        return found

    def reading(
        self, tournament_id: int, clock_id: int, now: datetime | None = None
    ) -> PlayerClockReading:
        return domain.read(self.clock(tournament_id, clock_id), now or self._services.now())

    # --- commands -------------------------------------------------------------------------

    def call(
        self,
        actor: Operator,
        tournament_id: int,
        table: int,
        seat: int,
        *,
        on_display: bool = False,
        requested_by_entry: int | None = None,
    ) -> list[RecordedEvent]:
        """ADTP 29 / Casino Club "Tiempo para actuar": call the clock on the player at
        ``table``, ``seat`` (floor or director), shown on the big screens when
        ``on_display``; ``requested_by_entry``: the player who asked for it (None: the floor
        on its own judgement). Refused in words, nothing written (`player_clock.decide_call`):
        the tournament's clock not running, no such table or seat, nobody seated there, a
        clock without an outcome already at that table."""
        now = self._services.now()

        def decide(state: TournamentState, _operator: Operator) -> list[Event]:
            return [
                domain.decide_call(
                    state,
                    now,
                    table,
                    seat,
                    on_display=on_display,
                    requested_by_entry=requested_by_entry,
                )
            ]

        return self._services.tournaments.execute(tournament_id, actor, "call_player_clock", decide)

    def record_outcome(
        self, actor: Operator, tournament_id: int, clock_id: int, outcome: Outcome | str
    ) -> list[RecordedEvent]:
        """ADTP 29 / Casino Club "Tiempo para actuar": how clock ``clock_id`` ended (floor
        or director): acted in time, hand dead facing a bet, checked with no bet to face
        (where the rule set has it), withdrawn by the floor. Refused in words, nothing
        written (`player_clock.decide_outcome`)."""
        now = self._services.now()

        def decide(state: TournamentState, _operator: Operator) -> list[Event]:
            return [domain.decide_outcome(state, now, clock_id, outcome)]

        return self._services.tournaments.execute(tournament_id, actor, "call_player_clock", decide)

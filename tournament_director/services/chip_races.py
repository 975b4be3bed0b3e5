"""The chip race at a colour-up, table by table, as a command and as readings (ADTP 24;
Casino Club "Reemplazo de Fichas menores (Colour up)").

`domain/chip_races.py` checks what the floor typed against the tournament and makes the
event; `domain/chip_race.py` works out the race. Here:

- ``chip_race_preview``: the race worked out from what is typed, nothing written (the
  dialog's live preview); without cards, the plan alone (the chips raced, the deal order).
- ``record_chip_race``: a floor person or a director records one table's race as
  ``ChipRaceRecorded`` through TournamentService.execute (role checked, decided, committed,
  listeners told; one command, one undo). With ``draw=True`` the cards are drawn inside the
  command from ``secrets.SystemRandom`` (``rng``; a test may set a seeded one), so the cards
  drawn are the ones in the event and a replay never draws.
- ``colour_up_break``, ``next_colour_up_break``, ``overview``: the colour-up now (or next)
  and which tables have raced; ``race_of``: a recorded race (for its papers).
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament_director.domain import chip_races as domain
from tournament_director.domain.chip_race import Card, RaceResult
from tournament_director.domain.chip_races import ColourUpBreak, Overview, RacePlan, RaceRecord
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event, RecordedEvent
from tournament_director.domain.operators import Operator
from tournament_director.domain.tournament import TournamentState
from tournament_director.services.clock import check_not_finished

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services


@dataclass(frozen=True)
class Preview:
    """A table's race as typed so far: the plan (chips raced, deal order) and, once every
    seat with odd chips has its cards, the result (winners, protection chips)."""

    plan: RacePlan
    result: RaceResult | None = None


class ChipRaceService:
    def __init__(self, services: Services) -> None:
        self._services = services
        #: The application's deck: the operating system's secure random source.
        self.rng: random.Random = secrets.SystemRandom()

    def _state(self, tournament_id: int) -> TournamentState:
        return self._services.tournaments.state(tournament_id)

    # --- reading --------------------------------------------------------------------------

    def colour_up_break(self, tournament_id: int) -> ColourUpBreak | None:
        """The colour-up whose races may be recorded now (the break the clock is at, or the
        one just behind it while the next level runs); None otherwise."""
        return domain.current_break(self._state(tournament_id), self._services.now())

    def next_colour_up_break(self, tournament_id: int) -> ColourUpBreak | None:
        """The colour-up now, else the next one ahead (its sheets are printed before it)."""
        return domain.next_break(self._state(tournament_id), self._services.now())

    def overview(self, tournament_id: int) -> Overview | None:
        """Which tables have raced at the colour-up now (or next) and which remain."""
        return domain.overview(self._state(tournament_id), self._services.now())

    def chip_race_preview(
        self,
        tournament_id: int,
        table: int,
        odd_chips: Mapping[int, int],
        cards: Mapping[int, Sequence[Card | str]] | None = None,
        *,
        no_other_chips: Iterable[int] = (),
        denomination: int | None = None,
    ) -> Preview:
        """The race as typed, worked out; nothing is written. Refused in words as the
        record would be (`chip_races.plan`, `chip_race.race`). ``cards`` None: the plan
        alone."""
        state = self._state(tournament_id)
        race_plan = domain.plan(
            state,
            self._services.now(),
            table,
            odd_chips,
            no_other_chips=no_other_chips,
            denomination=denomination,
        )
        if cards is None:
            return Preview(race_plan)
        return Preview(race_plan, domain.work_out(state, race_plan, cards))

    def race_of(
        self,
        tournament_id: int,
        table: int,
        after_level: int | None = None,
        removed: int | None = None,
    ) -> RaceRecord:
        """The race a table recorded at the colour-up after ``after_level`` (default: the
        colour-up now or next) for the chip ``removed`` (default: the only one, else the
        smallest recorded); refused in words when there is none."""
        state = self._state(tournament_id)
        if after_level is None:
            here = domain.next_break(state, self._services.now())
            if here is None:
                raise Refused("chip_race.no_race", table=table)
            after_level = here.after_level
        found = [
            r
            for r in state.chip_races.at_break(after_level)
            if r.table == table and (removed is None or r.key[1] == removed)
        ]
        if not found:
            raise Refused("chip_race.no_race", table=table)
        return found[0]

    # --- the command ----------------------------------------------------------------------

    def record_chip_race(
        self,
        actor: Operator,
        tournament_id: int,
        table: int,
        odd_chips: Mapping[int, int],
        cards: Mapping[int, Sequence[Card | str]] | None = None,
        *,
        draw: bool = False,
        no_other_chips: Iterable[int] = (),
        denomination: int | None = None,
    ) -> list[RecordedEvent]:
        """ADTP 24 A: record one table's chip race at the colour-up now (floor or
        director). ``odd_chips``: seat -> the chips of the removed denomination it still
        holds after exchanging what makes whole new chips; ``cards``: seat -> the cards dealt
        to it at the table (``"Jc"``), or ``draw=True`` for the application to deal them;
        ``no_other_chips``: the seats that hold nothing but their odd chips (the floor says
        so: the record does not know stacks). Refused in words, nothing written, when it
        does not hold (`chip_races.decide_race`)."""
        if draw and cards:
            raise ValueError("cards are typed or drawn, not both")
        now = self._services.now()
        no_other = tuple(no_other_chips)

        def decide(state: TournamentState, _operator: Operator) -> list[Event]:
            check_not_finished(state)
            return [
                domain.decide_race(
                    state,
                    now,
                    table,
                    odd_chips,
                    cards,
                    rng=self.rng if draw else None,
                    no_other_chips=no_other,
                    denomination=denomination,
                )
            ]

        return self._services.tournaments.execute(tournament_id, actor, "record_chip_race", decide)

"""The registration desk and the cashier of a tournament, as commands.

Every command goes through TournamentService.execute (role, decision, one transaction,
listeners after the commit). Decisions that need the player's record read the house's
directory as the command's transaction has just caught it up. Seats are drawn with the
operating system's secure random source (replaceable in tests: ``rng``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tournament_director.domain import registration as reg
from tournament_director.domain.clock import Status
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event, RecordedEvent
from tournament_director.domain.finish import decide_finish, ranking_needed
from tournament_director.domain.operators import Operator, Role, require
from tournament_director.domain.payout_state import PayoutUnitSet
from tournament_director.domain.payouts import house_payout_unit
from tournament_director.domain.players import PlayerDirectory
from tournament_director.domain.ranking import BustOut, Exit
from tournament_director.domain.registration import RegistrationBook
from tournament_director.domain.seating import system_rng
from tournament_director.domain.tournament import TournamentState
from tournament_director.services.results import field_open, ranking_of

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services


def _check_buy_in_open(state: TournamentState) -> None:
    """The buy-in is fixed once the tournament is closed, or play started with money in."""
    state.check_open()
    if state.clock.status is not Status.NOT_STARTED and state.book.purchases:
        raise Refused("buy_in.started")


class RegistrationService:
    def __init__(self, services: Services) -> None:
        self._services = services
        self.rng: random.Random = system_rng()

    def _directory(self) -> PlayerDirectory:
        return self._services.house.known().directory

    def _execute(self, tournament_id: int, actor: Operator, action: str, decide):
        return self._services.tournaments.execute(tournament_id, actor, action, decide)

    # --- reading --------------------------------------------------------------------------

    def book(self, tournament_id: int) -> RegistrationBook:
        return self._services.tournaments.state(tournament_id).book

    # --- settings -------------------------------------------------------------------------

    def set_buy_in(
        self,
        actor: Operator,
        tournament_id: int,
        prize_pool: int,
        fee: int,
        staff_fee: int = 0,
        rebuy_fee: int = 0,
        add_on_fee: int = 0,
        currency: str | None = None,
    ) -> list[RecordedEvent]:
        """The entry's price split into prize pool, fee and staff fee (minor units). The
        currency is the structure's (CLP without one). Fixed once play started with money in.
        While no payout structure is chosen, the house's rounding of prizes for the currency
        is recorded with it (payout_state.PayoutUnitSet; Settings, CLP 1.000 by default)."""
        house_settings = dict(self._services.house.state().settings)

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            _check_buy_in_open(state)
            code = currency or (state.structure.currency if state.structure else "CLP")
            structure_currency = state.structure.currency if state.structure else None
            events: list[Event] = [
                reg.decide_buy_in(
                    code, prize_pool, fee, staff_fee, rebuy_fee, add_on_fee, structure_currency
                )
            ]
            unit = house_payout_unit(house_settings, events[0].currency)
            if state.payouts.structure is None and state.payouts.unit != unit:
                events.append(PayoutUnitSet(unit, events[0].currency))
            return events

        return self._execute(tournament_id, actor, "set_buy_in", decide)

    def check_buy_in(self, actor: Operator, tournament_id: int) -> None:
        """What set_buy_in refuses whatever the amounts (the role, a closed tournament, play
        started with entries paid), so the console says it when the buy-in is opened and shows
        the amounts read-only rather than refuse them on Save. Nothing is written."""
        self._check_role(actor, "set_buy_in")
        _check_buy_in_open(self._services.tournaments.state(tournament_id))

    def check_tables(self, actor: Operator, tournament_id: int) -> None:
        """What set_tables refuses whatever the number (the role, a closed tournament)."""
        self._check_role(actor, "set_tables")
        self._services.tournaments.state(tournament_id).check_open()

    def _check_role(self, actor: Operator, action: str) -> None:
        operator = self._services.house.state().operators.get(actor.id)
        if operator is None:
            raise Refused("operator.unknown", name=actor.name)
        require(operator, action)

    def set_tables(self, actor: Operator, tournament_id: int, tables: int) -> list[RecordedEvent]:
        """How many tables the event uses (the seating issue refines this)."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            state.check_open()
            if not isinstance(tables, int) or not 1 <= tables <= reg.TABLES_MAX:
                raise Refused("tables.bad", max=reg.TABLES_MAX)
            beyond = sorted(table for table, _ in state.book.occupied if table > tables)
            if beyond:
                raise Refused("tables.occupied", table=beyond[0])
            return [reg.TablesSet(tables)]

        return self._execute(tournament_id, actor, "set_tables", decide)

    # --- money ----------------------------------------------------------------------------

    def open_shift(
        self, actor: Operator, tournament_id: int, opening_float: int = 0
    ) -> list[RecordedEvent]:
        def decide(state: TournamentState, op: Operator) -> list[Event]:
            return [reg.decide_open_shift(state, op.id, op.name, opening_float)]

        return self._execute(tournament_id, actor, "take_payment", decide)

    def close_shift(
        self,
        actor: Operator,
        tournament_id: int,
        shift_id: int,
        counted: dict[str, int],
        note: str = "",
    ) -> list[RecordedEvent]:
        """Counted totals per payment method; the differences are recorded in the event."""

        def decide(state: TournamentState, op: Operator) -> list[Event]:
            is_director = op.role is Role.DIRECTOR
            return [reg.decide_close_shift(state, shift_id, counted, op.id, is_director, note)]

        return self._execute(tournament_id, actor, "take_payment", decide)

    def buy_entry(
        self,
        actor: Operator,
        tournament_id: int,
        house_player_id: int,
        method: str,
        amount: int,
    ) -> list[RecordedEvent]:
        """Registration, late registration or re-entry (decided by the clock and the
        player's history), paid and seated by draw. Returns the recorded events; the last
        is the PurchaseMade with the entry id and the seat."""
        now = self._services.now()

        def decide(state: TournamentState, op: Operator) -> list[Event]:
            return reg.decide_entry(
                state, self._directory(), house_player_id, method, amount, op.id, now, self.rng
            )

        with self._services.lock:
            # A flight of a multi-flight event: the event's entry rule across its flights.
            self._services.stages.check_entry(tournament_id, house_player_id, actor)
            return self._execute(tournament_id, actor, "take_payment", decide)

    def rebuy(
        self,
        actor: Operator,
        tournament_id: int,
        entry_id: int,
        declared_stack: int,
        method: str,
        amount: int,
    ) -> list[RecordedEvent]:
        """declared_stack: the chips the floor counted in front of the player."""
        now = self._services.now()

        def decide(state: TournamentState, op: Operator) -> list[Event]:
            return [reg.decide_rebuy(state, entry_id, declared_stack, method, amount, op.id, now)]

        return self._execute(tournament_id, actor, "take_payment", decide)

    def add_on(
        self, actor: Operator, tournament_id: int, entry_id: int, method: str, amount: int
    ) -> list[RecordedEvent]:
        now = self._services.now()

        def decide(state: TournamentState, op: Operator) -> list[Event]:
            return [reg.decide_add_on(state, entry_id, method, amount, op.id, now)]

        return self._execute(tournament_id, actor, "take_payment", decide)

    def cancel_entry(
        self, actor: Operator, tournament_id: int, entry_id: int, reason: str
    ) -> list[RecordedEvent]:
        """Cancellation and full refund before play, with a reason (director)."""
        now = self._services.now()

        def decide(state: TournamentState, op: Operator) -> list[Event]:
            return [reg.decide_cancel(state, entry_id, reason, op.id, now)]

        return self._execute(tournament_id, actor, "refund_entry", decide)

    def check_cancel(self, actor: Operator, tournament_id: int, entry_id: int) -> None:
        """What cancel_entry would refuse whatever the reason (the role, play started, the
        entry not in play, a drawer short of the cash), so the console says it before it asks
        for a reason. Nothing is written."""
        self._check_role(actor, "refund_entry")
        state = self._services.tournaments.state(tournament_id)
        reg.decide_cancel(state, entry_id, "-", actor.id, self._services.now())

    # --- waiting list ---------------------------------------------------------------------

    def join_waiting_list(
        self, actor: Operator, tournament_id: int, house_player_id: int
    ) -> list[RecordedEvent]:
        now = self._services.now()

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            return [reg.decide_join_waiting(state, self._directory(), house_player_id, now)]

        return self._execute(tournament_id, actor, "waiting_list", decide)

    def leave_waiting_list(
        self, actor: Operator, tournament_id: int, house_player_id: int, reason: str
    ) -> list[RecordedEvent]:
        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            return [reg.decide_leave_waiting(state, self._directory(), house_player_id, reason)]

        return self._execute(tournament_id, actor, "waiting_list", decide)

    # --- the floor ------------------------------------------------------------------------

    def _absence(self, actor: Operator, tournament_id: int, entry_id: int, what: str):
        return self._execute(
            tournament_id,
            actor,
            "mark_absent",
            lambda state, _op: [reg.decide_absence(state, entry_id, what)],
        )

    def mark_absent(self, actor: Operator, tournament_id: int, entry_id: int):
        return self._absence(actor, tournament_id, entry_id, "absent")

    def mark_arrived(self, actor: Operator, tournament_id: int, entry_id: int):
        return self._absence(actor, tournament_id, entry_id, "arrived")

    def keep_absent_stack(self, actor: Operator, tournament_id: int, entry_id: int):
        return self._absence(actor, tournament_id, entry_id, "keep_stack")

    def remove_absent_stacks_if_due(self, tournament_id: int) -> list[RecordedEvent]:
        """The system, at the end of level 1 (the calendar calls this): absent stacks out."""
        now = self._services.now()
        return self._services.tournaments.execute_system(
            tournament_id, lambda state: reg.decide_remove_absent(state, now)
        )

    def eliminate_many(
        self,
        actor: Operator,
        tournament_id: int,
        outs: list[tuple[int, int | None]],
        hand: str | None = None,
        eliminated_by: int | None = None,
    ) -> list[RecordedEvent]:
        """Players out in one hand, in one command (undo reverts the whole hand): ``outs`` is
        (entry id, starting stack of the hand or None). See `reg.decide_eliminate_many`;
        the places by `ranking.rank`. The last player left wins: `_finish`."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            return self._finish(
                state, reg.decide_eliminate_many(state, list(outs), hand, eliminated_by)
            )

        return self._execute(tournament_id, actor, "eliminate_player", decide)

    def eliminate(self, actor: Operator, tournament_id: int, entry_id: int):
        """One player out, in a hand of his own."""
        return self.eliminate_many(actor, tournament_id, [(entry_id, None)])

    def withdraw(
        self, actor: Operator, tournament_id: int, entry_id: int, chips: int = 0
    ) -> list[RecordedEvent]:
        """Casino Club "Abandono del torneo": the player leaves; ``chips`` (counted by the
        floor) are removed; ranked as eliminated at that moment, keeps any prize."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            return self._finish(state, [reg.decide_leave(state, entry_id, Exit.WITHDREW, chips)])

        return self._execute(tournament_id, actor, "eliminate_player", decide)

    def disqualify(
        self, actor: Operator, tournament_id: int, entry_id: int, reason: str, chips: int = 0
    ) -> list[RecordedEvent]:
        """Casino Club "Penalidades" (Descalificación), ADTP 68-D; director only: the chips
        are removed, ranked as out at that moment; the prize by the rule set's policy
        (house: shared among the players active at that moment)."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            event = reg.decide_leave(state, entry_id, Exit.DISQUALIFIED, chips, reason)
            return self._finish(state, [event])

        return self._execute(tournament_id, actor, "disqualify_player", decide)

    def with_finish(
        self, state: TournamentState, outs: list[reg.PlayerEliminated]
    ) -> list[Event]:
        """Players out as another command records them (a disqualification given as a
        penalty, services/penalties.py): the places checked and the finish, as `_finish`."""
        return self._finish(state, outs)

    def _finish(self, state: TournamentState, outs: list[reg.PlayerEliminated]) -> list[Event]:
        """Check the places these players out would make (`ranking.rank` refuses a hand that
        leaves nobody, or a bust-out after the end); when one player is left, Casino Club
        "Clasificación": he wins, the tournament is over and the clock stops, in the same
        command (`finish.decide_finish`; undoing it resumes the clock).

        Not while the field is open (registration or late registration, `reg.entry_phase`):
        entries may still come in, so the last player out is allowed (he may re-enter) and
        nobody wins yet; the places are checked and the end recorded once it is closed
        (`ClockService.close_late_registration_if_due`)."""
        now = self._services.now()
        if field_open(state, now):
            return list(outs)
        if not ranking_needed(state, len(outs)):
            return list(outs)
        more = [
            BustOut(e.entry_id, e.hand, e.table, e.starting_stack, e.hand_for_hand, Exit(e.kind))
            for e in outs
        ]
        ranking, _ = ranking_of(state, more)
        return [*outs, *decide_finish(state, ranking, now)]

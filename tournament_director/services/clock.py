"""The blind clock, the structure and the rule set of a tournament, as commands.

Every command goes through TournamentService.execute: role checked, the domain decides the
new anchors at the service's now, the event is committed, then listeners hear of it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from tournament_director.domain import clock
from tournament_director.domain.clock import ClockState, Reading, Status
from tournament_director.domain.clock_events import (
    AnnouncementScheduled,
    AnnouncementWithdrawn,
    ClockEvent,
    ClockPaused,
    ClockPeriodChanged,
    ClockReanchored,
    ClockResumed,
    ClockStarted,
    ClockStartScheduled,
    ClockTimeAdjusted,
    HandCompleted,
    HandForHandSwitched,
    LateRegistrationClosed,
    RuleSetChosen,
    StructureSet,
)
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import EVENT_TYPES, Event, RecordedEvent
from tournament_director.domain.finish import decide_finish_at_close
from tournament_director.domain.operators import Operator, Role
from tournament_director.domain.payout_state import decide_fix
from tournament_director.domain.rule_set import RuleSet, preset
from tournament_director.domain.structure import Structure, check
from tournament_director.domain.text import REASON_LIMIT, clean_text
from tournament_director.domain.tournament import NOTE_LIMIT, TournamentState
from tournament_director.storage import event_store

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

ANNOUNCEMENT_MINUTES_MAX = 24 * 60
#: The events that move the clock (each carries the anchors after it).
CLOCK_EVENT_TYPES = tuple(t for t, cls in EVENT_TYPES.items() if issubclass(cls, ClockEvent))


def check_not_finished(state: TournamentState) -> None:
    """Casino Club "Clasificación": when one player has all the chips the tournament is over
    and its clock with it. Every clock command is refused in words then; only undoing the
    finishing hand (`finish.finish_clock`, which records the clock's move itself) brings
    the clock back."""
    if state.book.winner is not None:
        raise Refused("clock.tournament_over")


class ClockService:
    def __init__(self, services: Services) -> None:
        self._services = services

    # --- reading --------------------------------------------------------------------------

    def reading(self, tournament_id: int, now: datetime | None = None) -> Reading:
        state = self._services.tournaments.state(tournament_id)
        return state.reading(now or self._services.now())

    def period_starts(self, tournament_id: int, now: datetime | None = None) -> dict[int, datetime]:
        """When each period up to the current one began, read from the recorded clock
        events (domain/clock.period_starts): period index -> UTC time."""
        state = self._services.tournaments.state(tournament_id)
        with self._services.db.read() as conn:
            events = event_store.read_types(conn, tournament_id, CLOCK_EVENT_TYPES)
        history = [
            clock.Recorded(
                e.recorded_at,
                ClockState.from_dict(e.payload["clock"]),
                e.type in (ClockStarted.TYPE, ClockPeriodChanged.TYPE),
            )
            for e in events
        ]
        return clock.period_starts(history, state.periods(), now or self._services.now())

    # --- structure and rule set -----------------------------------------------------------

    def set_structure(
        self, actor: Operator, tournament_id: int, structure: Structure, reason: str = ""
    ) -> list[RecordedEvent]:
        """Choose or edit the structure. ADTP / house rules: once the clock has started only
        a director may change it, and the level being played must still exist. The structure
        by `structure.check` (its name and numbers included), the reason by `clean_text`
        (one line, REASON_LIMIT)."""
        check(structure)
        reason = clean_text(reason, limit=REASON_LIMIT, field="text.field.reason")

        def decide(state: TournamentState, operator: Operator) -> list[Event]:
            state.check_open()
            started = state.clock.status is not Status.NOT_STARTED
            if started and operator.role is not Role.DIRECTOR:
                raise Refused("structure.running_needs_director", operator=operator.name)
            if started and state.clock.period >= len(structure.periods()):
                raise Refused(
                    "structure.current_period_removed",
                    number=state.clock.period + 1,
                    count=len(structure.periods()),
                )
            return [StructureSet(structure.to_dict(), reason)]

        return self._services.tournaments.execute(tournament_id, actor, "edit_structure", decide)

    def choose_rule_set(
        self,
        actor: Operator,
        tournament_id: int,
        preset_name: str,
        overrides: dict[str, Any] | None = None,
        reason: str = "",
    ) -> list[RecordedEvent]:
        rules: RuleSet = preset(preset_name)
        if overrides:
            rules = rules.with_overrides(**overrides)
        reason = clean_text(reason, limit=REASON_LIMIT, field="text.field.reason")

        def decide(state: TournamentState, _operator: Operator) -> list[Event]:
            state.check_open()
            return [RuleSetChosen(rules.to_dict(), reason)]

        return self._services.tournaments.execute(tournament_id, actor, "choose_rule_set", decide)

    # --- the clock ------------------------------------------------------------------------

    def _move(
        self,
        actor: Operator,
        tournament_id: int,
        transition: Callable[[ClockState, list, datetime], ClockState],
        make_event: Callable[[dict], Event],
        director_only: bool = False,
    ) -> list[RecordedEvent]:
        now = self._services.now()

        def decide(state: TournamentState, operator: Operator) -> list[Event]:
            if director_only and operator.role is not Role.DIRECTOR:
                raise Refused("clock.hand_for_hand_director", operator=operator.name)
            state.check_open()
            check_not_finished(state)
            if state.structure is None:
                raise Refused("clock.no_structure")
            new = transition(state.clock, state.periods(), now)
            return [make_event(new.to_dict())]

        return self._services.tournaments.execute(tournament_id, actor, "operate_clock", decide)

    def start(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        return self._move(actor, tournament_id, clock.start, ClockStarted)

    def pause(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        return self._move(actor, tournament_id, clock.pause, ClockPaused)

    def resume(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        return self._move(actor, tournament_id, clock.resume, ClockResumed)

    def toggle(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        """The space bar: start, pause or resume, whichever fits."""
        status = self.reading(tournament_id).status
        if status is Status.NOT_STARTED:
            return self.start(actor, tournament_id)
        if status is Status.RUNNING:
            return self.pause(actor, tournament_id)
        return self.resume(actor, tournament_id)

    def next_period(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        return self._move(
            actor, tournament_id, clock.next_period, lambda c: ClockPeriodChanged(c, "next")
        )

    def previous_period(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        return self._move(
            actor,
            tournament_id,
            clock.previous_period,
            lambda c: ClockPeriodChanged(c, "previous"),
        )

    def restart_period(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        return self._move(
            actor, tournament_id, clock.restart_period, lambda c: ClockPeriodChanged(c, "restart")
        )

    def jump(self, actor: Operator, tournament_id: int, period: int) -> list[RecordedEvent]:
        """Go to the start of period (0-based index into the schedule)."""
        return self._move(
            actor,
            tournament_id,
            lambda st, periods, now: clock.jump(st, periods, now, period),
            lambda c: ClockPeriodChanged(c, "jump"),
        )

    def adjust(self, actor: Operator, tournament_id: int, delta_s: int) -> list[RecordedEvent]:
        if delta_s == 0:
            raise Refused("clock.zero_adjustment")
        return self._move(
            actor,
            tournament_id,
            lambda st, periods, now: clock.adjust(st, periods, now, delta_s * 1000),
            lambda c: ClockTimeAdjusted(c, delta_s * 1000),
        )

    def set_hand_for_hand(
        self, actor: Operator, tournament_id: int, on: bool
    ) -> list[RecordedEvent]:
        """Hand-for-hand is switched on and off by a director (TDA hand-for-hand)."""
        return self._move(
            actor,
            tournament_id,
            lambda st, periods, now: clock.set_hand_for_hand(st, periods, now, on),
            lambda c: HandForHandSwitched(c, on),
            director_only=True,
        )

    def hand_completed(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        """The floor marks a hand done; the rule set says how many minutes it takes off."""
        state = self._services.tournaments.state(tournament_id)
        minutes = state.rule_set.hand_for_hand_minutes_per_hand
        return self._move(
            actor,
            tournament_id,
            lambda st, periods, now: clock.hand_completed(st, periods, now, minutes),
            lambda c: HandCompleted(c, round(minutes * 60_000)),
        )

    def keep_room_time(
        self, actor: Operator, tournament_id: int, time_left_ms: int, jump_s: float
    ) -> list[RecordedEvent]:
        """After a jump of the system clock, keep the time left that the room saw."""
        return self._move(
            actor,
            tournament_id,
            lambda st, periods, now: clock.reanchor(st, periods, now, time_left_ms),
            lambda c: ClockReanchored(c, jump_s),
        )

    def schedule_start(
        self, actor: Operator, tournament_id: int, at: datetime | None
    ) -> list[RecordedEvent]:
        """The clock starts by itself at `at` (None cancels)."""
        if at is not None and at.tzinfo is None:
            raise Refused("clock.naive_time")
        now = self._services.now()

        def decide(state: TournamentState, _operator: Operator) -> list[Event]:
            state.check_open()
            check_not_finished(state)
            if state.structure is None:
                raise Refused("clock.no_structure")
            if state.clock.status is not Status.NOT_STARTED:
                raise Refused("clock.already_started")
            if at is not None and at <= now:
                raise Refused("clock.schedule_in_past")
            return [ClockStartScheduled(at.astimezone(UTC).isoformat() if at else None)]

        return self._services.tournaments.execute(tournament_id, actor, "operate_clock", decide)

    def start_as_scheduled(self, tournament_id: int) -> list[RecordedEvent]:
        """Called by the calendar: start at the scheduled moment, anchored there, so a late
        call (the PC was asleep) finds the clock where it would have been."""
        return self._system_move(tournament_id, self._scheduled_start)

    def _scheduled_start(self, state: TournamentState) -> list[Event]:
        if state.scheduled_start is None or state.clock.status is not Status.NOT_STARTED:
            return []
        at = datetime.fromisoformat(state.scheduled_start)
        return [ClockStarted(clock.start(state.clock, state.periods(), at).to_dict())]

    def close_late_registration_if_due(self, tournament_id: int) -> list[RecordedEvent]:
        """Called by the calendar: ADTP 7 / house "Ingresos Tardíos": registration closes at
        the end of the level set in the structure."""
        now = self._services.now()

        def decide(state: TournamentState) -> list[Event]:
            last = state.structure.late_registration_until_level if state.structure else None
            if last is None or state.late_registration_closed:
                return []
            reading = state.reading(now)
            periods = state.periods()
            current = periods[reading.period]
            past = reading.status is Status.FINISHED or (
                (current.level_number or current.after_level or 0) > last
                or (current.kind == "break" and current.after_level == last)
            )
            if not past:
                return []
            # Casino Club "Premios": the pool is fixed when registration closes.
            fix = [] if state.payouts.fixed else [decide_fix(state, "registration_closed")]
            return [LateRegistrationClosed(last), *fix, *decide_finish_at_close(state, now)]

        return self._system_move(tournament_id, decide)

    def _system_move(
        self, tournament_id: int, decide: Callable[[TournamentState], list[Event]]
    ) -> list[RecordedEvent]:
        return self._services.tournaments.execute_system(tournament_id, decide)

    # --- announcements --------------------------------------------------------------------

    def announce(
        self,
        actor: Operator,
        tournament_id: int,
        text: str,
        minutes: int,
        at: datetime | None = None,
    ) -> list[RecordedEvent]:
        """A line on the big screen, now or at a set time, for a number of minutes. The text
        by `clean_text` (one line, NOTE_LIMIT, required); minutes a whole number from 1 to
        ANNOUNCEMENT_MINUTES_MAX."""
        text = clean_text(
            text,
            limit=NOTE_LIMIT,
            field="text.field.announcement",
            empty_key="announcement.empty",
            long_key="note.too_long",
        )
        if (
            isinstance(minutes, bool)
            or not isinstance(minutes, int)
            or not 1 <= minutes <= ANNOUNCEMENT_MINUTES_MAX
        ):
            raise Refused("announcement.minutes", max=ANNOUNCEMENT_MINUTES_MAX)
        if at is not None and at.tzinfo is None:
            raise Refused("clock.naive_time")
        start = (at or self._services.now()).astimezone(UTC)

        def decide(state: TournamentState, _operator: Operator) -> list[Event]:
            state.check_open()
            new_id = max(state.announcements, default=0) + 1
            return [AnnouncementScheduled(new_id, text, start.isoformat(), minutes)]

        return self._services.tournaments.execute(tournament_id, actor, "announce", decide)

    def withdraw_announcement(
        self, actor: Operator, tournament_id: int, announcement_id: int
    ) -> list[RecordedEvent]:
        def decide(state: TournamentState, _operator: Operator) -> list[Event]:
            if announcement_id not in state.announcements:
                raise Refused("announcement.unknown", id=announcement_id)
            return [AnnouncementWithdrawn(announcement_id)]

        return self._services.tournaments.execute(tournament_id, actor, "announce", decide)

    def current_announcements(self, tournament_id: int, now: datetime | None = None) -> list[str]:
        now = now or self._services.now()
        state = self._services.tournaments.state(tournament_id)
        shown = []
        for item in sorted(state.announcements.values(), key=lambda a: a.at):
            start = datetime.fromisoformat(item.at)
            if start <= now < start + timedelta(minutes=item.minutes):
                shown.append(item.text)
        return shown

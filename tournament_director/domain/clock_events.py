"""Events of the structure, the rule set and the blind clock.

Every clock event carries the clock's anchors as they stand after it (see clock.py), so a
replay needs no wall clock: the state is exactly what was decided and recorded.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tournament_director.domain.events import Event, event_type


@event_type
@dataclass(frozen=True)
class StructureSet(Event):
    """The tournament's structure was chosen or edited (the whole structure, as data)."""

    TYPE = "StructureSet"
    UNDOABLE = False  # the clock's anchors refer to it: put it right by setting it again
    structure: dict[str, Any]
    reason: str = ""


@event_type
@dataclass(frozen=True)
class RuleSetChosen(Event):
    TYPE = "RuleSetChosen"
    UNDOABLE = False
    rule_set: dict[str, Any]
    reason: str = ""


class ClockEvent(Event):
    """Base of the events that move the clock; `clock` is ClockState.to_dict() after it."""

    IN_HISTORY = False
    UNDOABLE = False
    clock: dict[str, Any]


@event_type
@dataclass(frozen=True)
class ClockStarted(ClockEvent):
    TYPE = "ClockStarted"
    clock: dict[str, Any]


@event_type
@dataclass(frozen=True)
class ClockPaused(ClockEvent):
    """``reason``: empty for the director's pause; `FINISH_PAUSE` when the application stopped
    the clock because the tournament is over (undoing the finish resumes it)."""

    TYPE = "ClockPaused"
    clock: dict[str, Any]
    reason: str = ""


FINISH_PAUSE = "finished"


@event_type
@dataclass(frozen=True)
class ClockResumed(ClockEvent):
    TYPE = "ClockResumed"
    clock: dict[str, Any]


@event_type
@dataclass(frozen=True)
class ClockPeriodChanged(ClockEvent):
    """The director moved the clock: reason is next, previous, jump or restart."""

    TYPE = "ClockPeriodChanged"
    clock: dict[str, Any]
    reason: str


@event_type
@dataclass(frozen=True)
class ClockTimeAdjusted(ClockEvent):
    TYPE = "ClockTimeAdjusted"
    clock: dict[str, Any]
    delta_ms: int


@event_type
@dataclass(frozen=True)
class HandForHandSwitched(ClockEvent):
    TYPE = "HandForHandSwitched"
    clock: dict[str, Any]
    on: bool


@event_type
@dataclass(frozen=True)
class HandCompleted(ClockEvent):
    TYPE = "HandCompleted"
    clock: dict[str, Any]
    deducted_ms: int


@event_type
@dataclass(frozen=True)
class ClockReanchored(ClockEvent):
    """After the system clock jumped, the director chose to keep the time the room saw."""

    TYPE = "ClockReanchored"
    clock: dict[str, Any]
    jump_s: float


@event_type
@dataclass(frozen=True)
class ClockStartScheduled(Event):
    """The clock starts by itself at `at` (UTC ISO text); None cancels the schedule."""

    TYPE = "ClockStartScheduled"
    IN_HISTORY = False
    UNDOABLE = False
    at: str | None


@event_type
@dataclass(frozen=True)
class AnnouncementScheduled(Event):
    """A line for the big screen from `at` for `minutes` (at None: from now)."""

    TYPE = "AnnouncementScheduled"
    announcement_id: int
    text: str
    at: str
    minutes: int


@event_type
@dataclass(frozen=True)
class AnnouncementWithdrawn(Event):
    TYPE = "AnnouncementWithdrawn"
    announcement_id: int


@event_type
@dataclass(frozen=True)
class LateRegistrationClosed(Event):
    """Recorded by the system when the clock leaves the last level of late registration."""

    TYPE = "LateRegistrationClosed"
    UNDOABLE = False
    level_number: int

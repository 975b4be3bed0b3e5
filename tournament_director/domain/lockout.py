"""Locking an operator out after wrong PINs, from the record alone (house rules).

Every wrong PIN typed for an operator is recorded in the house stream (``SignInFailed``), so
the count survives a restart and is shared by every console and every command-line process
on the database: 300 processes get no more tries than one. After the house's number of wrong
PINs in a row (setting ``pin_lock_attempts``, default 5) ``OperatorLocked`` is recorded in the
same command. While the lock stands the right PIN is refused too, and nothing more is
recorded, so an attack cannot make the record grow.

The lock lasts (setting ``pin_lock_policy``):

- ``director`` (the default, as casinos' controls ask: a supervisor sees who was locked out
  and checks who they are): until a director unlocks (``OperatorUnlocked``, signed by the
  director, from the Operators window; a director's PIN reset of a locked operator unlocks
  them too);
- ``delay``: for a growing delay, 1, 2, 4, 8, 16 and then 30 minutes at most. When it ends one
  more try is allowed; a wrong one locks again for the next delay. The end is computed from
  the lock's recorded time and its recorded minutes, never from memory.

Nobody locks the house out: a director's lock waits for another director only when another
active director who is not locked could unlock them; otherwise (the last director, or every
director locked) it is the growing delay, whatever the policy. A good sign-in after wrong
PINs records ``SignInSucceeded``, which, like an unlock, starts the count again; a good
sign-in with no wrong PIN before it records nothing, so the house stream does not grow with
every shift.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from tournament_director.domain.events import Event, event_type

LOCK_POLICY_DIRECTOR = "director"
LOCK_POLICY_DELAY = "delay"
LOCK_POLICIES = (LOCK_POLICY_DIRECTOR, LOCK_POLICY_DELAY)
LOCK_POLICY_DEFAULT = LOCK_POLICY_DIRECTOR
LOCK_ATTEMPTS_DEFAULT, LOCK_ATTEMPTS_MIN, LOCK_ATTEMPTS_MAX = 5, 3, 10
DELAY_FIRST_MINUTES, DELAY_MAX_MINUTES = 1, 30


# --- events of the house stream -------------------------------------------------------------


class _SignInEvent(Event):
    # The record of who tried to sign in is not an action anyone may undo.
    UNDOABLE = False
    IN_HISTORY = False


@event_type
@dataclass(frozen=True)
class SignInFailed(_SignInEvent):
    """A wrong PIN typed for the operator (nothing of the PIN itself is kept)."""

    TYPE = "SignInFailed"
    operator_id: int


@event_type
@dataclass(frozen=True)
class SignInSucceeded(_SignInEvent):
    """The right PIN after wrong ones: the count of wrong PINs starts again."""

    TYPE = "SignInSucceeded"
    operator_id: int


@event_type
@dataclass(frozen=True)
class OperatorLocked(_SignInEvent):
    """Locked after ``failures`` wrong PINs in a row: for ``minutes`` from the event's recorded
    time, or, when minutes is None, until a director unlocks."""

    TYPE = "OperatorLocked"
    operator_id: int
    failures: int
    minutes: int | None


@event_type
@dataclass(frozen=True)
class OperatorUnlocked(_SignInEvent):
    """A director lifted the lock (the event is signed by that director)."""

    TYPE = "OperatorUnlocked"
    operator_id: int


SIGN_IN_TYPES = frozenset(
    {SignInFailed.TYPE, SignInSucceeded.TYPE, OperatorLocked.TYPE, OperatorUnlocked.TYPE}
)


# --- one operator's record ------------------------------------------------------------------


@dataclass(frozen=True)
class Lock:
    """A lock standing now: until a moment (UTC), or, with until None, until a director
    unlocks."""

    until: datetime | None
    failures: int


@dataclass
class SignInRecord:
    """One operator's wrong PINs since their last good sign-in or unlock, folded from the
    house stream."""

    failures: int = 0  # wrong PINs in a row
    locks: int = 0  # locks since the count started: the growing delay's step
    locked_at: datetime | None = None  # the latest lock's recorded time
    lock_minutes: int | None = None  # None: until a director unlocks

    def apply(self, event: Event, recorded_at: datetime) -> None:
        if isinstance(event, SignInFailed):
            self.failures += 1
        elif isinstance(event, OperatorLocked):
            self.locks += 1
            self.locked_at = recorded_at
            self.lock_minutes = event.minutes

    @property
    def locked_for_good(self) -> bool:
        """Locked until a director unlocks (no time ends it)."""
        return self.locked_at is not None and self.lock_minutes is None

    def lock(self, now: datetime) -> Lock | None:
        """The lock standing at ``now``, if any: a delay counts from the lock's recorded time."""
        if self.locked_at is None:
            return None
        if self.lock_minutes is None:
            return Lock(None, self.failures)
        until = self.locked_at + timedelta(minutes=self.lock_minutes)
        return Lock(until, self.failures) if now < until else None


def delay_minutes(earlier_locks: int) -> int:
    """House rule: the growing delay doubles with each lock since the count started (1, 2, 4,
    8, 16 minutes), never more than 30."""
    return min(DELAY_FIRST_MINUTES * 2 ** min(earlier_locks, 10), DELAY_MAX_MINUTES)

"""Operators (staff accounts), signing in, and house settings.

Signing in follows the house's rules on wrong PINs (domain/lockout.py): each wrong PIN is
recorded, and the one that makes the house's number in a row records the lock. These are the
only refusals that write: what they write is the refusal itself, so that every console and
every process on the database counts the same tries.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.events import SYSTEM, ActorRef, Event
from tournament_director.domain.lockout import (
    LOCK_ATTEMPTS_MAX,
    LOCK_ATTEMPTS_MIN,
    LOCK_POLICIES,
    Lock,
    OperatorUnlocked,
    SignInSucceeded,
)
from tournament_director.domain.operators import (
    HOUSE_NAME_LIMIT,
    LOCK_MINUTES_MAX,
    LOCK_MINUTES_MIN,
    PIN_MAX,
    PIN_MIN,
    TAX_NOTE_LIMIT,
    HouseSettingChanged,
    HouseState,
    Operator,
    OperatorActivationChanged,
    OperatorCreated,
    OperatorPinChanged,
    OperatorRoleChanged,
    Role,
    clean_name,
    hash_pin,
    parse_role,
    pin_matches,
    require,
)
from tournament_director.domain.text import clean_text
from tournament_director.storage import event_store
from tournament_director.storage.database import Connection

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SignIn:
    """Who signed in, and whether their PIN is shorter than the house now asks for their role
    (they may go on only after choosing a new one; the command line warns)."""

    operator: Operator
    pin_change_needed: bool
    pin_minimum: int


def _clock_text(moment: datetime) -> str:
    """A lock's end as the room reads it: the PC's local time."""
    return moment.astimezone().strftime("%H:%M")


def lock_refusal(operator: Operator, lock: Lock) -> Refused:
    """The refusal that says the operator is locked, and until when or by whom it ends."""
    if lock.until is None:
        return Refused("operator.locked", name=operator.name, failures=lock.failures)
    return Refused(
        "operator.locked_until",
        name=operator.name,
        failures=lock.failures,
        until=_clock_text(lock.until),
    )


class HouseService:
    def __init__(self, services: Services) -> None:
        self._services = services
        self._state = HouseState()

    # --- reading --------------------------------------------------------------------------

    def _catch_up(self, conn: Connection) -> HouseState:
        for recorded in event_store.read(conn, event_store.HOUSE_STREAM, self._state.last_seq):
            self._state.apply(recorded)
        return self._state

    def state(self) -> HouseState:
        """The house as the record holds it; while the record's server cannot be reached,
        as last known (commands are refused meanwhile)."""
        if not self._services.db.reachable and self._state.last_seq:
            return self._state
        with self._services.lock, self._services.db.read() as conn:
            return self._catch_up(conn)

    def forget(self) -> None:
        """Read the house stream again from the start (the file was put back to a backup)."""
        with self._services.lock:
            self._state = HouseState()

    def known(self) -> HouseState:
        """The house state as last caught up, without reading the file: inside a command,
        ``current()`` has just caught it up in the command's own transaction."""
        return self._state

    def operators(self) -> list[Operator]:
        return sorted(self.state().operators.values(), key=lambda o: o.name.casefold())

    def has_operators(self) -> bool:
        return bool(self.state().operators)

    @property
    def lock_minutes(self) -> int:
        return self.state().lock_minutes

    def current(self, conn: Connection, actor: Operator, action: str) -> Operator:
        """The actor as the record knows them now, checked for the action (inside a write)."""
        state = self._catch_up(conn)
        operator = state.operators.get(actor.id)
        if operator is None:
            raise Refused("operator.unknown", name=actor.name)
        require(operator, action)
        return operator

    def lock_of(self, operator_id: int) -> Lock | None:
        """The lock standing on the operator now, if any."""
        return self.state().lock_of(operator_id, self._services.now())

    def locked_refusal(self, name: str) -> Refused | None:
        """What signing in as name would be refused with because of a lock, if it is locked
        (the sign-in window says it as soon as the operator is chosen)."""
        state = self.state()
        operator = state.by_name(name)
        if operator is None:
            return None
        lock = state.lock_of(operator.id, self._services.now())
        return lock_refusal(operator, lock) if lock else None

    # --- signing in -----------------------------------------------------------------------

    def authenticate(self, name: str, pin: str) -> Operator:
        """The operator whose name and PIN these are; refused otherwise (see sign_in)."""
        return self.sign_in(name, pin).operator

    def sign_in(self, name: str, pin: str) -> SignIn:
        """The operator whose name and PIN these are, and whether the house's minimum for
        their role now asks for a longer PIN; refused otherwise.

        House rules (domain/lockout.py): a locked operator is refused before the PIN is
        looked at, right or wrong, and nothing is written; a wrong PIN is recorded and may
        lock; the right PIN after wrong ones records that the count starts again. An unknown
        name writes nothing (there is no one to count against). Something typed that cannot
        be a PIN (not digits, too short or too long for any PIN) is refused as wrong without
        counting: no PIN could match it.
        """
        state = self.state()
        operator = state.by_name(name)
        if operator is None:
            raise Refused("operator.unknown", name=name.strip())
        lock = state.lock_of(operator.id, self._services.now())
        if lock is not None:
            raise lock_refusal(operator, lock)
        if not (pin.isdigit() and pin.isascii() and PIN_MIN <= len(pin) <= PIN_MAX):
            left = max(state.lock_attempts - state.failures(operator.id), 1)
            raise Refused("operator.wrong_pin", name=operator.name, left=left)
        checked_hash = operator.pin_hash
        matched = pin_matches(pin, checked_hash)  # ~50 ms: outside the write and the lock
        if matched and not operator.active:
            raise Refused("operator.inactive", name=operator.name)
        if not matched or state.failures(operator.id):
            operator = self._record_attempt(operator.id, pin, checked_hash, matched)
        minimum = self.known().pin_minimum(operator.role)
        return SignIn(operator, len(pin) < minimum, minimum)

    def _record_attempt(self, operator_id: int, pin: str, checked_hash: str, matched: bool):
        """Record a wrong PIN (and the lock it may bring), or the right PIN after wrong ones,
        in one write: the lock is looked at again there, since another console or process may
        have locked the operator meanwhile (then nothing is written)."""
        services = self._services

        def decide(state: HouseState, _operator):
            target = state.operators[operator_id]
            now = services.now()
            lock = state.lock_of(operator_id, now)
            if lock is not None:
                raise lock_refusal(target, lock)
            right = matched
            if target.pin_hash != checked_hash:  # the PIN was changed meanwhile
                right = pin_matches(pin, target.pin_hash)
            if right:
                return True, [SignInSucceeded(operator_id)], ActorRef(target.id, target.name)
            return False, state.sign_in_failure(operator_id, now), SYSTEM

        right = self.run(None, None, decide)
        state = self.known()
        operator = state.operators[operator_id]
        if right:
            if not operator.active:
                raise Refused("operator.inactive", name=operator.name)
            return operator
        log.warning("wrong PIN for operator %s", operator.name)
        lock = state.lock_of(operator_id, services.now())
        if lock is not None:
            log.warning("operator %s locked after %d wrong PINs", operator.name, lock.failures)
            raise lock_refusal(operator, lock)
        left = state.lock_attempts - state.failures(operator_id)
        raise Refused("operator.wrong_pin", name=operator.name, left=left)

    # --- commands -------------------------------------------------------------------------

    def run(self, action: str | None, actor: Operator | None, decide):
        """Check, decide and append inside one write transaction; notify after commit.

        decide(state, operator) returns (result, events, signer).
        """
        services = self._services
        with services.lock:
            try:
                with services.db.write() as conn:
                    event_store.ensure_house_stream(conn, services.now())
                    state = self._catch_up(conn)
                    operator = self.current(conn, actor, action) if actor and action else None
                    result, events, signer = decide(state, operator)
                    recorded = event_store.append(
                        conn, event_store.HOUSE_STREAM, events, signer, services.now()
                    )
                    for item in recorded:
                        state.apply(item)
            except BaseException:
                self._state = HouseState()  # memory may be ahead of the rolled-back file
                raise
            services.notify(event_store.HOUSE_STREAM, recorded)
            return result

    def create_first_director(self, name: str, pin: str) -> Operator:
        """The first start: the database has no operators, so the first one is a director.

        House rule: the PIN is at least the house's minimum for directors (6 by default)."""
        name = clean_name(name, "operator.name_empty", "operator.name_too_long")
        self.state().check_pin(pin, Role.DIRECTOR)
        pin_hash = hash_pin(pin)

        def decide(state: HouseState, _operator):
            if state.operators:
                raise Refused("operator.first_exists")
            state.check_pin(pin, Role.DIRECTOR)
            new_id = state.next_operator_id()
            event = OperatorCreated(new_id, name, Role.DIRECTOR.value, pin_hash)
            return new_id, [event], ActorRef(new_id, name)

        new_id = self.run(None, None, decide)
        return self.state().operators[new_id]

    def create_operator(self, actor: Operator, name: str, role: str, pin: str) -> Operator:
        """A director adds a member of staff. House rule: the PIN is at least the house's
        minimum for the role."""
        name = clean_name(name, "operator.name_empty", "operator.name_too_long")
        parsed_role = parse_role(role)
        self.state().check_pin(pin, parsed_role)
        pin_hash = hash_pin(pin)

        def decide(state: HouseState, operator: Operator):
            if state.by_name(name) is not None:
                raise Refused("operator.name_taken", name=name)
            state.check_pin(pin, parsed_role)
            new_id = state.next_operator_id()
            event = OperatorCreated(new_id, name, parsed_role.value, pin_hash)
            return new_id, [event], ActorRef(operator.id, operator.name)

        new_id = self.run("create_operator", actor, decide)
        return self.state().operators[new_id]

    def change_role(
        self, actor: Operator, operator_id: int, role: str, pin: str | None = None
    ) -> None:
        """A director changes an operator's role.

        House rules: the last director who could unlock the others stays one; a move to a
        role whose shortest PIN is longer than the present role's comes with a new PIN, given
        here and recorded in the same command (the record keeps only a PIN's hash, never its
        length, so it cannot tell whether the present PIN would do). A new PIN given with any
        other move is checked against the new role and recorded too.
        """
        parsed_role = parse_role(role)
        pin_hash = None
        if pin is not None:
            self.state().check_pin(pin, parsed_role)
            pin_hash = hash_pin(pin)

        def decide(state: HouseState, operator: Operator):
            target = self._target(state, operator_id)
            if target.role is Role.DIRECTOR and parsed_role is not Role.DIRECTOR:
                state.check_keeps_a_director(target)
            events: list[Event] = [OperatorRoleChanged(operator_id, parsed_role.value)]
            if pin is None:
                needed = state.pin_minimum(parsed_role)
                if needed > state.pin_minimum(target.role):
                    raise Refused(
                        "operator.role_needs_pin",
                        name=target.name,
                        role=MessageRef(f"role.{parsed_role.value}"),
                        min=needed,
                    )
            else:
                state.check_pin(pin, parsed_role)
                events.append(OperatorPinChanged(operator_id, pin_hash))
            return None, events, ActorRef(operator.id, operator.name)

        self.run("change_operator", actor, decide)

    def change_pin(self, actor: Operator, operator_id: int, pin: str) -> None:
        """A director resets anyone's PIN; anyone may change their own.

        House rules: the PIN is at least the house's minimum for the operator's role; a
        director's reset of a locked operator's PIN also unlocks them (OperatorUnlocked in the
        same command, signed by the director): the reset is the answer to a forgotten PIN.
        """
        target_role = self._target(self.state(), operator_id).role
        self.state().check_pin(pin, target_role)
        pin_hash = hash_pin(pin)
        action = None if actor.id == operator_id else "change_operator"
        services = self._services

        def decide(state: HouseState, operator: Operator | None):
            target = self._target(state, operator_id)
            state.check_pin(pin, target.role)
            signer = operator or state.operators[actor.id]
            if not signer.active:
                raise Refused("operator.inactive", name=signer.name)
            events: list[Event] = [OperatorPinChanged(operator_id, pin_hash)]
            if action and state.lock_of(operator_id, services.now()) is not None:
                events.append(OperatorUnlocked(operator_id))
            return None, events, ActorRef(signer.id, signer.name)

        self.run(action, actor if action else None, decide)

    def unlock(self, actor: Operator, operator_id: int) -> None:
        """A director lifts an operator's lock after wrong PINs (OperatorUnlocked, signed by
        the director); the count of wrong PINs starts again. Refused when no lock stands."""
        services = self._services

        def decide(state: HouseState, operator: Operator):
            target = self._target(state, operator_id)
            if state.lock_of(operator_id, services.now()) is None:
                raise Refused("operator.not_locked", name=target.name)
            return None, [OperatorUnlocked(operator_id)], ActorRef(operator.id, operator.name)

        self.run("unlock_operator", actor, decide)

    def set_active(self, actor: Operator, operator_id: int, active: bool) -> None:
        """A director (de)activates an operator. House rule: the last active director, and the
        last who could unlock the others, stays active (HouseState.check_keeps_a_director)."""

        def decide(state: HouseState, operator: Operator):
            target = self._target(state, operator_id)
            if not active and target.role is Role.DIRECTOR:
                state.check_keeps_a_director(target)
            event = OperatorActivationChanged(operator_id, active)
            return None, [event], ActorRef(operator.id, operator.name)

        self.run("change_operator", actor, decide)

    def set_lock_minutes(self, actor: Operator, minutes: int) -> None:
        if not LOCK_MINUTES_MIN <= minutes <= LOCK_MINUTES_MAX:
            raise Refused("settings.lock_minutes", min=LOCK_MINUTES_MIN, max=LOCK_MINUTES_MAX)

        def decide(_state: HouseState, operator: Operator):
            event = HouseSettingChanged("lock_minutes", minutes)
            return None, [event], ActorRef(operator.id, operator.name)

        self.run("change_house_settings", actor, decide)

    def set_lock_policy(self, actor: Operator, policy: str) -> None:
        """House rule: how long a lock after wrong PINs lasts, "director" (until a director
        unlocks) or "delay" (a growing delay); see domain/lockout.py."""
        policy = policy.strip().lower()
        if policy not in LOCK_POLICIES:
            raise Refused("settings.pin_lock_policy", policy=policy)
        self._set(actor, "pin_lock_policy", policy)

    def set_lock_attempts(self, actor: Operator, attempts: int) -> None:
        """House rule: how many wrong PINs in a row lock an operator (3 to 10; default 5)."""
        if not LOCK_ATTEMPTS_MIN <= attempts <= LOCK_ATTEMPTS_MAX:
            raise Refused(
                "settings.pin_lock_attempts", min=LOCK_ATTEMPTS_MIN, max=LOCK_ATTEMPTS_MAX
            )
        self._set(actor, "pin_lock_attempts", attempts)

    def set_pin_minimum(self, actor: Operator, role: str, digits: int) -> None:
        """House rule: the shortest PIN for a role (4 to 12 digits). Existing PINs are not
        known by length: whoever signs in with a shorter one chooses a new one first."""
        parsed_role = parse_role(role)
        if not PIN_MIN <= digits <= PIN_MAX:
            raise Refused(
                "settings.pin_minimum",
                role=MessageRef(f"role.{parsed_role.value}"),
                min=PIN_MIN,
                max=PIN_MAX,
            )
        self._set(actor, f"pin_min_{parsed_role.value}", digits)

    def _set(self, actor: Operator, key: str, value: int | str | bool) -> None:
        def decide(_state: HouseState, operator: Operator):
            event = HouseSettingChanged(key, value)
            return None, [event], ActorRef(operator.id, operator.name)

        self.run("change_house_settings", actor, decide)

    def set_house_name(self, actor: Operator, name: str) -> None:
        """The house's name on every receipt, ticket and report: `clean_name`,
        HOUSE_NAME_LIMIT."""
        name = clean_name(
            name,
            "settings.house_name_empty",
            "settings.house_name_too_long",
            HOUSE_NAME_LIMIT,
            field="text.field.house_name",
        )

        def decide(_state: HouseState, operator: Operator):
            event = HouseSettingChanged("house_name", name)
            return None, [event], ActorRef(operator.id, operator.name)

        self.run("change_house_settings", actor, decide)

    def set_prize_tax_note(self, actor: Operator, note: str) -> None:
        """The house's tax note on prize receipts (Casino Club "Premios": the winners pay the
        taxes the law applies); empty prints none. `clean_text`, one line, TAX_NOTE_LIMIT."""
        note = clean_text(
            note,
            limit=TAX_NOTE_LIMIT,
            field="text.field.tax_note",
            long_key="settings.tax_note_too_long",
        )

        def decide(_state: HouseState, operator: Operator):
            event = HouseSettingChanged("prize_tax_note", note)
            return None, [event], ActorRef(operator.id, operator.name)

        self.run("change_house_settings", actor, decide)

    @staticmethod
    def _target(state: HouseState, operator_id: int) -> Operator:
        target = state.operators.get(operator_id)
        if target is None:
            raise Refused("operator.unknown", name=str(operator_id))
        return target

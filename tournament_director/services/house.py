"""Operators (staff accounts), signing in, and house settings."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from tournament_director.domain.errors import Refused
from tournament_director.domain.events import ActorRef
from tournament_director.domain.operators import (
    HOUSE_NAME_LIMIT,
    LOCK_MINUTES_MAX,
    LOCK_MINUTES_MIN,
    TAX_NOTE_LIMIT,
    HouseSettingChanged,
    HouseState,
    Operator,
    OperatorActivationChanged,
    OperatorCreated,
    OperatorPinChanged,
    OperatorRoleChanged,
    Role,
    check_pin_format,
    clean_name,
    hash_pin,
    parse_role,
    pin_matches,
    require,
)
from tournament_director.storage import event_store
from tournament_director.storage.database import Connection

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

log = logging.getLogger(__name__)


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
        with self._services.lock, self._services.db.read() as conn:
            return self._catch_up(conn)

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

    # --- signing in -----------------------------------------------------------------------

    def authenticate(self, name: str, pin: str) -> Operator:
        """The operator whose name and PIN these are; refused otherwise."""
        operator = self.state().by_name(name)
        if operator is None:
            raise Refused("operator.unknown", name=name.strip())
        if not pin_matches(pin, operator.pin_hash):
            log.warning("wrong PIN for operator %s", operator.name)
            raise Refused("operator.wrong_pin", name=operator.name)
        if not operator.active:
            raise Refused("operator.inactive", name=operator.name)
        return operator

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
        """The first start: the database has no operators, so the first one is a director."""
        name = clean_name(name, "operator.name_empty", "operator.name_too_long")
        check_pin_format(pin)
        pin_hash = hash_pin(pin)

        def decide(state: HouseState, _operator):
            if state.operators:
                raise Refused("operator.first_exists")
            new_id = state.next_operator_id()
            event = OperatorCreated(new_id, name, Role.DIRECTOR.value, pin_hash)
            return new_id, [event], ActorRef(new_id, name)

        new_id = self.run(None, None, decide)
        return self.state().operators[new_id]

    def create_operator(self, actor: Operator, name: str, role: str, pin: str) -> Operator:
        name = clean_name(name, "operator.name_empty", "operator.name_too_long")
        parsed_role = parse_role(role)
        check_pin_format(pin)
        pin_hash = hash_pin(pin)

        def decide(state: HouseState, operator: Operator):
            if state.by_name(name) is not None:
                raise Refused("operator.name_taken", name=name)
            new_id = state.next_operator_id()
            event = OperatorCreated(new_id, name, parsed_role.value, pin_hash)
            return new_id, [event], ActorRef(operator.id, operator.name)

        new_id = self.run("create_operator", actor, decide)
        return self.state().operators[new_id]

    def change_role(self, actor: Operator, operator_id: int, role: str) -> None:
        parsed_role = parse_role(role)

        def decide(state: HouseState, operator: Operator):
            target = self._target(state, operator_id)
            if target.role is Role.DIRECTOR and parsed_role is not Role.DIRECTOR:
                self._keep_a_director(state, target)
            event = OperatorRoleChanged(operator_id, parsed_role.value)
            return None, [event], ActorRef(operator.id, operator.name)

        self.run("change_operator", actor, decide)

    def change_pin(self, actor: Operator, operator_id: int, pin: str) -> None:
        """A director resets anyone's PIN; anyone may change their own."""
        check_pin_format(pin)
        pin_hash = hash_pin(pin)
        action = None if actor.id == operator_id else "change_operator"

        def decide(state: HouseState, operator: Operator | None):
            self._target(state, operator_id)
            signer = operator or state.operators[actor.id]
            if not signer.active:
                raise Refused("operator.inactive", name=signer.name)
            return (
                None,
                [OperatorPinChanged(operator_id, pin_hash)],
                ActorRef(signer.id, signer.name),
            )

        self.run(action, actor if action else None, decide)

    def set_active(self, actor: Operator, operator_id: int, active: bool) -> None:
        def decide(state: HouseState, operator: Operator):
            target = self._target(state, operator_id)
            if not active and target.role is Role.DIRECTOR:
                self._keep_a_director(state, target)
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

    def set_house_name(self, actor: Operator, name: str) -> None:
        """The house's name on every receipt, ticket and report."""
        name = clean_name(name, "settings.house_name_empty", "settings.house_name_too_long")
        if len(name) > HOUSE_NAME_LIMIT:
            raise Refused("settings.house_name_too_long", length=len(name), limit=HOUSE_NAME_LIMIT)

        def decide(_state: HouseState, operator: Operator):
            event = HouseSettingChanged("house_name", name)
            return None, [event], ActorRef(operator.id, operator.name)

        self.run("change_house_settings", actor, decide)

    def set_prize_tax_note(self, actor: Operator, note: str) -> None:
        """The house's tax note on prize receipts (Casino Club "Premios": the winners pay the
        taxes the law applies); empty prints none."""
        note = " ".join(note.split())
        if len(note) > TAX_NOTE_LIMIT:
            raise Refused("settings.tax_note_too_long", length=len(note), limit=TAX_NOTE_LIMIT)

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

    @staticmethod
    def _keep_a_director(state: HouseState, target: Operator) -> None:
        if [o.id for o in state.active_directors()] == [target.id]:
            raise Refused("operator.last_director", name=target.name)

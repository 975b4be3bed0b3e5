"""Staff accounts, their roles, what each role may do, and PINs.

Roles follow the floor's division of work: the director decides (structure of a running
tournament, refunds, disqualifications, payouts, staff), the floor runs the room, the cashier
takes and pays money. A PIN is stored only as a salted scrypt hash, so the record never knows
a PIN's length: the house's shortest PIN for each role (settings ``pin_min_director``,
``pin_min_floor``, ``pin_min_cashier``; by default 6 digits for directors and cashiers, who
handle the staff and the money, and 4 for the floor) is checked whenever a PIN is chosen, and
at sign-in, where the PIN is typed. Locking out after wrong PINs: domain/lockout.py.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum

from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.events import Event, RecordedEvent, event_type
from tournament_director.domain.lockout import (
    LOCK_ATTEMPTS_DEFAULT,
    LOCK_POLICY_DEFAULT,
    LOCK_POLICY_DIRECTOR,
    SIGN_IN_TYPES,
    Lock,
    OperatorLocked,
    SignInFailed,
    SignInRecord,
    delay_minutes,
)
from tournament_director.domain.penalties import PenaltySettings
from tournament_director.domain.players import PlayerDirectory
from tournament_director.domain.text import NAME_LIMIT as NAME_LIMIT  # re-exported
from tournament_director.domain.text import clean_name as clean_name  # re-exported

# PIN_MIN: the shortest PIN any house may allow; each role's minimum is a house setting.
PIN_MIN, PIN_MAX = 4, 12
LOCK_MINUTES_DEFAULT, LOCK_MINUTES_MIN, LOCK_MINUTES_MAX = 5, 1, 240

# scrypt parameters: about 50 ms a check on a floor PC, 16 MiB of memory.
_SCRYPT_N, _SCRYPT_R, _SCRYPT_P = 2**14, 8, 1


class Role(StrEnum):
    DIRECTOR = "director"
    FLOOR = "floor"
    CASHIER = "cashier"


#: The house's shortest PIN by role when it has not chosen one (house rule, a setting).
PIN_MIN_DEFAULTS: dict[Role, int] = {Role.DIRECTOR: 6, Role.FLOOR: 4, Role.CASHIER: 6}


_ALL = frozenset(Role)
_DIRECTOR = frozenset({Role.DIRECTOR})
_FLOOR = frozenset({Role.DIRECTOR, Role.FLOOR})
_MONEY = frozenset({Role.DIRECTOR, Role.CASHIER})
_DESK = frozenset({Role.DIRECTOR, Role.FLOOR, Role.CASHIER})

# Which roles may do what. Later capabilities add their actions here, in one place.
PERMISSIONS: dict[str, frozenset[Role]] = {
    "create_operator": _DIRECTOR,
    "change_operator": _DIRECTOR,
    "unlock_operator": _DIRECTOR,
    "change_house_settings": _DIRECTOR,
    "manage_structures": _FLOOR,
    "create_tournament": _DIRECTOR,
    "rename_tournament": _DIRECTOR,
    "archive_tournament": _DIRECTOR,
    "register_player": _DESK,
    "correct_player": _DESK,
    # Registration and cashier (domain/players.py, domain/registration.py). House practice
    # (Casino Club "Derecho de Participación"): the desk (cashier, floor, director) fills in
    # the player's record; only the cashier or a director takes money; refunds,
    # cancellations, merges and the exclusion and staff lists are a director's.
    "manage_player_records": _DESK,
    "take_payment": _MONEY,
    "refund_entry": _DIRECTOR,
    "merge_players": _DIRECTOR,
    "manage_exclusions": _DIRECTOR,
    "set_buy_in": _DIRECTOR,
    "set_tables": _FLOOR,
    "waiting_list": _DESK,
    "mark_absent": _FLOOR,
    "eliminate_player": _FLOOR,
    "disqualify_player": _DIRECTOR,
    # Prize pool, payouts and deals (domain/payout_state.py): only a director may change
    # payouts, the house's payout tables included, or record a deal.
    "change_payouts": _DIRECTOR,
    "manage_payout_tables": _DIRECTOR,
    "record_deal": _DIRECTOR,
    # Prize payments (domain/prize_payments.py): the roles that handle money pay prizes; a
    # director strikes out a payment made in error, like a refund.
    "pay_prize": _MONEY,
    "void_prize_payment": _DIRECTOR,
    # Seating (services/seating.py): the floor seats, moves, breaks tables and keeps the
    # buttons; a director changes the announced orders and redraws the room (ADTP 10, 11).
    "seat_players": _FLOOR,
    "redraw_tables": _DIRECTOR,
    "add_note": _ALL,
    # Structure: floor and director before the start; once the clock runs, a director only
    # (checked where the structure is set).
    "edit_structure": _FLOOR,
    "choose_rule_set": _DIRECTOR,
    "operate_clock": _FLOOR,
    "announce": _FLOOR,
    # Colour-ups (domain/colour_up.py): ADTP 25 B, the director changes the chips in play.
    "change_colour_up": _DIRECTOR,
    # The chip race (domain/chip_races.py): ADTP 24, the floor runs it at each table.
    "record_chip_race": _FLOOR,
    # The clock on a player (domain/player_clock.py): ADTP 29, the floor ("el DT") calls it
    # and records how it ended; Casino Club "Tiempo para actuar": "la Dirección del Torneo".
    "call_player_clock": _FLOOR,
    # Penalties (domain/penalties.py): ADTP 68, Casino Club "Penalidades" ("la Dirección
    # del Torneo, Director y los Supervisores"): the floor or a director gives a penalty and
    # marks it served, a disqualification stays a director's ("disqualify_player"); the
    # floor (or the dealer through the floor's console) marks a hand played at a table.
    "penalize": _FLOOR,
    "record_hand": _FLOOR,
    # Multi-flight events (domain/stages.py; Casino Club "Etapa Clasificatoria", "Etapa
    # Final"): the director sets where a flight ends; the floor bags the qualifiers' chips
    # (a second operator or the player confirms each count) and accredits them at the final.
    "set_flight_end": _DIRECTOR,
    "bag_chips": _FLOOR,
    "accredit_qualifier": _FLOOR,
    "undo": _ALL,
    "redo": _ALL,
}


def hash_pin(pin: str, salt: bytes | None = None) -> str:
    """A salted scrypt hash of the PIN, as 'scrypt$n$r$p$salt$hash' (hex)."""
    salt = salt or secrets.token_bytes(16)
    digest = hashlib.scrypt(
        pin.encode(), salt=salt, n=_SCRYPT_N, r=_SCRYPT_R, p=_SCRYPT_P, dklen=32
    )
    return f"scrypt${_SCRYPT_N}${_SCRYPT_R}${_SCRYPT_P}${salt.hex()}${digest.hex()}"


def pin_matches(pin: str, stored: str) -> bool:
    scheme, n, r, p, salt, digest = stored.split("$")
    if scheme != "scrypt":
        return False
    candidate = hashlib.scrypt(
        pin.encode(), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p), dklen=32
    )
    return hmac.compare_digest(candidate.hex(), digest)


def check_pin_format(pin: str, minimum: int = PIN_MIN, role: Role | None = None) -> None:
    """Digits only, from minimum (the role's, when given) to PIN_MAX of them."""
    if pin.isdigit() and pin.isascii() and minimum <= len(pin) <= PIN_MAX:
        return
    if role is None:
        raise Refused("operator.pin_format", min=minimum, max=PIN_MAX)
    role_name = MessageRef(f"role.{role.value}")
    raise Refused("operator.pin_length", role=role_name, min=minimum, max=PIN_MAX)


def parse_role(role: str) -> Role:
    try:
        return Role(role.strip().lower())
    except ValueError:
        raise Refused("operator.bad_role", role=role) from None


# --- events of the house stream -------------------------------------------------------------


@event_type
@dataclass(frozen=True)
class OperatorCreated(Event):
    TYPE = "OperatorCreated"
    operator_id: int
    name: str
    role: str
    pin_hash: str


@event_type
@dataclass(frozen=True)
class OperatorRoleChanged(Event):
    TYPE = "OperatorRoleChanged"
    operator_id: int
    role: str


@event_type
@dataclass(frozen=True)
class OperatorPinChanged(Event):
    TYPE = "OperatorPinChanged"
    operator_id: int
    pin_hash: str


@event_type
@dataclass(frozen=True)
class OperatorActivationChanged(Event):
    TYPE = "OperatorActivationChanged"
    operator_id: int
    active: bool


@event_type
@dataclass(frozen=True)
class StructureSaved(Event):
    """A structure kept in the house's library under its name (replacing one so named)."""

    TYPE = "StructureSaved"
    structure: dict


@event_type
@dataclass(frozen=True)
class StructureDeleted(Event):
    TYPE = "StructureDeleted"
    name: str


@event_type
@dataclass(frozen=True)
class PayoutTableSaved(Event):
    """A payout table kept in the house's library under its name (PayoutTable.to_dict())."""

    TYPE = "PayoutTableSaved"
    table: dict


@event_type
@dataclass(frozen=True)
class PayoutTableDeleted(Event):
    TYPE = "PayoutTableDeleted"
    name: str


@event_type
@dataclass(frozen=True)
class HouseSettingChanged(Event):
    TYPE = "HouseSettingChanged"
    key: str
    value: int | str | bool


# --- the house's state ----------------------------------------------------------------------


@dataclass
class Operator:
    id: int
    name: str
    role: Role
    pin_hash: str
    active: bool = True


HOUSE_NAME_DEFAULT = "Casino"
HOUSE_NAME_LIMIT = 80
#: The house's note on prize receipts about taxes (Casino Club "Premios": the winners pay
#: the taxes the law applies). The house words it; empty by default (nothing printed).
TAX_NOTE_LIMIT = 300


@dataclass
class HouseState:
    """Operators and house settings, rebuilt from the house stream."""

    operators: dict[int, Operator] = field(default_factory=dict)
    settings: dict[str, int | str | bool] = field(default_factory=dict)
    structures: dict[str, dict] = field(default_factory=dict)  # name -> Structure.to_dict()
    payout_tables: dict[str, dict] = field(default_factory=dict)  # name -> PayoutTable.to_dict()
    # Player records, exclusion and staff lists (domain/players.py).
    directory: PlayerDirectory = field(default_factory=PlayerDirectory)
    # The house's penalty offences and escalation ladder (domain/penalties.py).
    penalties: PenaltySettings = field(default_factory=PenaltySettings)
    # Wrong PINs and locks by operator id (domain/lockout.py); none while the count is zero.
    sign_ins: dict[int, SignInRecord] = field(default_factory=dict)
    last_seq: int = 0

    @property
    def lock_minutes(self) -> int:
        return int(self.settings.get("lock_minutes", LOCK_MINUTES_DEFAULT))

    @property
    def house_name(self) -> str:
        """The house's name as printed on receipts and reports."""
        return str(self.settings.get("house_name", HOUSE_NAME_DEFAULT))

    @property
    def prize_tax_note(self) -> str:
        """Printed on every prize receipt when not empty (the house's wording)."""
        return str(self.settings.get("prize_tax_note", ""))

    # --- PINs and locks (house rules) ---------------------------------------------------

    def pin_minimum(self, role: Role | str) -> int:
        """House rule: the shortest PIN for the role (setting pin_min_<role>; by default 6
        digits for directors and cashiers, 4 for the floor)."""
        role = Role(role)
        return int(self.settings.get(f"pin_min_{role.value}", PIN_MIN_DEFAULTS[role]))

    def check_pin(self, pin: str, role: Role) -> None:
        """House rule: refuse a new PIN shorter than the house's minimum for the role."""
        check_pin_format(pin, self.pin_minimum(role), role)

    @property
    def lock_policy(self) -> str:
        """House rule: how long a lock lasts, "director" (until a director unlocks, the
        default) or "delay" (a growing delay); see domain/lockout.py."""
        return str(self.settings.get("pin_lock_policy", LOCK_POLICY_DEFAULT))

    @property
    def lock_attempts(self) -> int:
        """House rule: wrong PINs in a row that lock an operator (default 5)."""
        return int(self.settings.get("pin_lock_attempts", LOCK_ATTEMPTS_DEFAULT))

    def lock_of(self, operator_id: int, now: datetime) -> Lock | None:
        """The lock standing on the operator at ``now``, if any."""
        record = self.sign_ins.get(operator_id)
        return record.lock(now) if record else None

    def failures(self, operator_id: int) -> int:
        """Wrong PINs in a row since the operator's last good sign-in or unlock."""
        record = self.sign_ins.get(operator_id)
        return record.failures if record else 0

    def locked_for_good(self, operator_id: int) -> bool:
        record = self.sign_ins.get(operator_id)
        return record is not None and record.locked_for_good

    def sign_in_failure(self, operator_id: int, now: datetime) -> list[Event]:
        """House rule: a wrong PIN is recorded; the one that makes the house's number in a row
        (or any after it, once a delay has ended) locks the operator in the same command.

        Under the "director" policy the lock waits for a director, except a director's when no
        other active director who is not locked could unlock them: theirs is the growing
        delay, so the house is never locked out. Call only while no lock stands.
        """
        record = self.sign_ins.get(operator_id) or SignInRecord()
        failures = record.failures + 1
        events: list[Event] = [SignInFailed(operator_id)]
        if failures >= self.lock_attempts:
            waits = self._waits_for_a_director(operator_id, now)
            minutes = None if waits else delay_minutes(record.locks)
            events.append(OperatorLocked(operator_id, failures, minutes))
        return events

    def _waits_for_a_director(self, operator_id: int, now: datetime) -> bool:
        """House rule: under the "director" policy a lock waits for a director, a director's
        only while another active director is not locked (else the growing delay)."""
        if self.lock_policy != LOCK_POLICY_DIRECTOR:
            return False
        operator = self.operators[operator_id]
        if operator.role is not Role.DIRECTOR:
            return True
        return any(
            d.id != operator_id and self.lock_of(d.id, now) is None for d in self.active_directors()
        )

    def check_keeps_a_director(self, target: Operator) -> None:
        """House rule: a director may not be demoted or deactivated when that would leave no
        active director, nor none who could unlock the others (every other one locked until a
        director unlocks them)."""
        directors = self.active_directors()
        if target not in directors:
            return
        if [o.id for o in directors] == [target.id]:
            raise Refused("operator.last_director", name=target.name)
        if not any(o.id != target.id and not self.locked_for_good(o.id) for o in directors):
            raise Refused("operator.last_unlocker", name=target.name)

    def next_operator_id(self) -> int:
        return max(self.operators, default=0) + 1

    def by_name(self, name: str) -> Operator | None:
        wanted = " ".join(name.split()).casefold()
        return next((o for o in self.operators.values() if o.name.casefold() == wanted), None)

    def active_directors(self) -> list[Operator]:
        return [o for o in self.operators.values() if o.active and o.role is Role.DIRECTOR]

    def apply(self, recorded: RecordedEvent) -> None:
        event = recorded.decode()
        match event:
            case OperatorCreated():
                self.operators[event.operator_id] = Operator(
                    event.operator_id, event.name, Role(event.role), event.pin_hash
                )
            case OperatorRoleChanged():
                self.operators[event.operator_id].role = Role(event.role)
            case OperatorPinChanged():
                self.operators[event.operator_id].pin_hash = event.pin_hash
            case OperatorActivationChanged():
                self.operators[event.operator_id].active = event.active
            case HouseSettingChanged():
                self.settings[event.key] = event.value
            case StructureSaved():
                self.structures[event.structure["name"]] = event.structure
            case StructureDeleted():
                self.structures.pop(event.name, None)
            case PayoutTableSaved():
                self.payout_tables[event.table["name"]] = event.table
            case PayoutTableDeleted():
                self.payout_tables.pop(event.name, None)
            case _ if event.TYPE in PenaltySettings.TYPES:
                self.penalties.apply(event)
            case _ if event.TYPE in PlayerDirectory.TYPES:
                self.directory.apply(event)
            case _ if event.TYPE in SIGN_IN_TYPES:
                self._apply_sign_in(event, recorded.recorded_at)
        self.last_seq = recorded.seq

    def _apply_sign_in(self, event: Event, recorded_at: datetime) -> None:
        operator_id = event.operator_id  # type: ignore[attr-defined]
        if event.TYPE in ("SignInSucceeded", "OperatorUnlocked"):
            self.sign_ins.pop(operator_id, None)  # the count starts again
        else:
            self.sign_ins.setdefault(operator_id, SignInRecord()).apply(event, recorded_at)


def require(operator: Operator, action: str) -> None:
    """Refuse unless the operator is active and their role may do the action."""
    if not operator.active:
        raise Refused("operator.inactive", name=operator.name)
    allowed = PERMISSIONS[action]
    if operator.role not in allowed:
        needed = " / ".join(sorted(r.value for r in allowed))
        raise Refused(
            "operator.not_allowed",
            operator=operator.name,
            role=MessageRef(f"role.{operator.role.value}"),
            action=MessageRef(f"action.{action}"),
            needed=needed,
        )

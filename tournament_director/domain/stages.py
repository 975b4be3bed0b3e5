"""Multi-flight events: qualifying flights, a final stage and the chip-control slips that join
them (Casino Club "Etapa Clasificatoria", "Etapa Final", "Premios", "Clasificación",
"Asignación de Asientos", "Acreditación al Evento").

How an event is kept in the record:

- The *event* is the final stage's tournament (its stream): it holds the stages
  (``EventStagesDefined``: the flights, each a tournament of its own, and the event's
  settings), the flight drawn for a player when the house draws them (``FlightDrawn``), the
  prize pool fixed for the whole event (``EventPoolFixed``) and each qualifier accredited
  (``QualifierAccredited``, with the stack his slip carries, recorded beside the entry it
  gives him: a ``PurchaseMade`` of kind "qualifier" that costs nothing and issues the slip's
  chips). So the final stage's clock, tables, bust-outs, payouts and results are those of
  any tournament.
- Each *flight* is a tournament with its own date and time, clock, tables, registration and
  waiting list (``FlightDefined`` names its event), sharing the event's structure and buy-in.
  Its end is set by the director (``FlightEndSet``: a level, a number of qualifiers, or
  both, whichever comes first; changed while it plays, recorded; house "Etapa
  Clasificatoria": "La Dirección del Torneo podrá modificar el nivel y cantidad de
  jugadores clasificados por serie"). At the end every qualifier's chips are counted and
  bagged (``ChipsBagged``: the count a second operator or the player confirmed, and the
  chip-control slip it prints) and the flight is closed (``FlightClosed``).

The slip's code: an HMAC-SHA256 under the record's key (kept outside the database file,
storage/keys.py) of the record, the event, the flight, the slip's number, the entry and the
count. The QR carries all of these and 80 bits of the MAC in capitals, digits and hyphens
only (a barcode scanner types it on any keyboard layout); the printed code carries the
flight, the slip's number and 50 bits of it. :func:`check_slip` says, in words, why a slip
is refused: unreadable, from another record or another event, made up, altered (count,
player, flight or event), replaced by a later count, its flight not closed, or presented
already.

Pure Python: services/stages.py checks the roles, reads the flights and commits.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event, RecordedEvent, event_type
from tournament_director.domain.money import format_count
from tournament_director.domain.text import REASON_LIMIT, clean_text

if TYPE_CHECKING:
    from tournament_director.domain.prize_pool import Contribution
    from tournament_director.domain.tournament import TournamentState

# --- settings -------------------------------------------------------------------------------

FLIGHT, FINAL = "flight", "final"
#: Who plays which flight: the player chooses, or the house draws it (house "Etapa
#: Clasificatoria": "asignados a la serie clasificatoria de acuerdo al mecanismo de sorteo").
CHOOSE, DRAW = "choose", "draw"
ASSIGNMENTS = (CHOOSE, DRAW)
#: One purchase per event (house "Derecho de Participación": "una única vez en cada
#: evento"), or a new entry in a later flight.
ONCE, LATER_FLIGHT = "once", "later_flight"
ENTRY_RULES = (ONCE, LATER_FLIGHT)
#: Which stack counts for a player who qualified more than once; the others are forfeited.
LARGEST, FIRST, LAST = "largest", "first", "last"
STACK_RULES = (LARGEST, FIRST, LAST)
FLIGHTS_MAX = 26
LABEL_LIMIT = 40
QUALIFIERS_MAX = 10_000
CHIPS_MAX = 10**12
CODE_LIMIT = 200
#: The purchase kind and method of an accredited qualifier's entry (it costs nothing).
QUALIFIER_KIND = "qualifier"
QUALIFIER_METHOD = "slip"
#: Who confirmed a bagged count when it was not a second operator.
PLAYER_CONFIRMED = "player"


@dataclass(frozen=True)
class StageSettings:
    """The event's settings (issue "Multi-flight events"): who plays which flight, one
    purchase per event or a new entry in a later flight, and which stack counts for a player
    who qualified more than once. Defaults: the player chooses; one purchase (house
    "Derecho de Participación"); the largest stack."""

    assignment: str = CHOOSE
    entries: str = ONCE
    stack: str = LARGEST

    def check(self) -> StageSettings:
        for value, known, key in (
            (self.assignment, ASSIGNMENTS, "stages.bad_assignment"),
            (self.entries, ENTRY_RULES, "stages.bad_entries"),
            (self.stack, STACK_RULES, "stages.bad_stack"),
        ):
            if value not in known:
                raise Refused(key, value=value, known=", ".join(known))
        return self

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> StageSettings:
        data = dict(data or {})
        return cls(
            str(data.get("assignment", CHOOSE)),
            str(data.get("entries", ONCE)),
            str(data.get("stack", LARGEST)),
        )


# --- events ---------------------------------------------------------------------------------


@event_type
@dataclass(frozen=True)
class EventStagesDefined(Event):
    """The final stage's tournament is the event: ``flights`` lists its qualifying flights
    ({"tournament_id", "label", "starts_at"}, in order), ``settings`` its StageSettings."""

    TYPE = "EventStagesDefined"
    UNDOABLE = False
    flights: tuple
    settings: dict


@event_type
@dataclass(frozen=True)
class FlightDefined(Event):
    """This tournament is flight ``label`` of event ``event_id``, starting at ``starts_at``
    (local time text, ISO)."""

    TYPE = "FlightDefined"
    UNDOABLE = False
    event_id: int
    label: str
    starts_at: str


@event_type
@dataclass(frozen=True)
class FlightEndSet(Event):
    """House "Etapa Clasificatoria": the flight plays to the end of ``level`` or until
    ``qualifiers`` players remain, whichever comes first (None: not set)."""

    TYPE = "FlightEndSet"
    level: int | None
    qualifiers: int | None
    reason: str = ""


@event_type
@dataclass(frozen=True)
class ChipsBagged(Event):
    """A qualifier's chips counted and bagged at the end of the flight, the count confirmed
    by ``confirmed_by`` (a second operator's name, or "player"), and chip-control slip
    number ``slip`` issued for it with code ``mac``. ``replaces``: the slip of an earlier
    count of the same entry, void from now on."""

    TYPE = "ChipsBagged"
    slip: int
    entry_id: int
    player_id: int
    house_player_id: int | None
    name: str
    document_type: str
    document: str
    chips: int
    table: int | None
    seat: int | None
    level: int
    final_level: int
    confirmed_by: str
    issued_at: str
    mac: str
    replaces: int | None = None


@event_type
@dataclass(frozen=True)
class FlightClosed(Event):
    """The flight is over: ``qualifiers`` ({"entry", "slip", "chips"}) go to the final
    stage with ``chips`` between them; it ended in ``level``."""

    TYPE = "FlightClosed"
    qualifiers: tuple
    chips: int
    level: int


@event_type
@dataclass(frozen=True)
class FlightDrawn(Event):
    """House "Etapa Clasificatoria": the flight drawn for a player (``among``: the flights
    open for registration with a free seat at the draw)."""

    TYPE = "FlightDrawn"
    house_player_id: int
    flight_id: int
    among: tuple


@event_type
@dataclass(frozen=True)
class EventPoolFixed(Event):
    """House "Premios": the event's pool, fixed when the last flight's registration closed:
    every flight's purchases as the pool sees them, grouped ({"kind", "prize", "fee",
    "staff_fee", "count"}), and per flight ({"flight", "entries", "prize"})."""

    TYPE = "EventPoolFixed"
    groups: tuple
    flights: tuple
    reason: str = ""


@event_type
@dataclass(frozen=True)
class QualifierAccredited(Event):
    """House "Etapa Final": a qualifier accredited with slip ``slip`` of flight
    ``flight_id`` (None: without a slip, after the floor checked the record and the
    document), entry ``entry_id`` of the final stage with ``chips``. ``forfeited``: his
    other qualifications, whose chips leave the event ({"flight", "entry", "slip",
    "chips"})."""

    TYPE = "QualifierAccredited"
    entry_id: int
    house_player_id: int | None
    flight_id: int
    flight_entry_id: int
    slip: int | None
    chips: int
    with_slip: bool
    forfeited: tuple = ()


@event_type
@dataclass(frozen=True)
class FinalStartSet(Event):
    """House "Etapa Final": the final stage starts at ``level``, the next level after the
    flights' last one (its clock moved there in the same command)."""

    TYPE = "FinalStartSet"
    level: int


STAGE_EVENTS = frozenset(
    {
        FinalStartSet.TYPE,
        EventStagesDefined.TYPE,
        FlightDefined.TYPE,
        FlightEndSet.TYPE,
        ChipsBagged.TYPE,
        FlightClosed.TYPE,
        FlightDrawn.TYPE,
        EventPoolFixed.TYPE,
        QualifierAccredited.TYPE,
    }
)


# --- state ----------------------------------------------------------------------------------


@dataclass
class FlightRef:
    tournament_id: int
    label: str
    starts_at: str


@dataclass
class Slip:
    """A chip-control slip as recorded (ChipsBagged), and whether a later count replaced it."""

    slip: int
    flight_id: int
    entry_id: int
    player_id: int
    house_player_id: int | None
    name: str
    document_type: str
    document: str
    chips: int
    table: int | None
    seat: int | None
    level: int
    final_level: int
    confirmed_by: str
    issued_at: str
    mac: str
    operator: str
    seq: int
    replaced_by: int | None = None


@dataclass
class Accreditation:
    entry_id: int
    house_player_id: int | None
    flight_id: int
    flight_entry_id: int
    slip: int | None
    chips: int
    with_slip: bool
    at: str
    operator: str
    forfeited: list[dict] = field(default_factory=list)


@dataclass
class EndChange:
    level: int | None
    qualifiers: int | None
    reason: str
    at: str
    operator: str


@dataclass
class Stages:
    """A tournament's place in a multi-flight event (held by TournamentState as
    ``state.stages``): nothing for a single-stage tournament."""

    role: str = ""
    # A flight: its event, label, start; its end (level, qualifiers) and their changes; the
    # slips issued (by number) and each entry's current one; its close.
    event_id: int | None = None
    label: str = ""
    starts_at: str = ""
    end_level: int | None = None
    end_qualifiers: int | None = None
    end_changes: list[EndChange] = field(default_factory=list)
    slips: dict[int, Slip] = field(default_factory=dict)
    slip_of: dict[int, int] = field(default_factory=dict)
    closed: dict | None = None
    # The event (the final stage): its flights and settings, the flights drawn, the pool,
    # the qualifiers accredited (by final entry) and the slips presented.
    flights: list[FlightRef] = field(default_factory=list)
    settings: StageSettings = field(default_factory=StageSettings)
    drawn: dict[int, int] = field(default_factory=dict)
    pool: dict | None = None
    accredited: dict[int, Accreditation] = field(default_factory=dict)
    start_level: int | None = None

    @property
    def is_flight(self) -> bool:
        return self.role == FLIGHT

    @property
    def is_event(self) -> bool:
        return self.role == FINAL

    def apply(self, event: Event, recorded: RecordedEvent) -> None:
        at = recorded.recorded_at.isoformat()
        match event:
            case EventStagesDefined():
                self.role = FINAL
                self.flights = [FlightRef(**f) for f in event.flights]
                self.settings = StageSettings.from_dict(event.settings)
            case FlightDefined():
                self.role = FLIGHT
                self.event_id = event.event_id
                self.label = event.label
                self.starts_at = event.starts_at
            case FlightEndSet():
                self.end_level = event.level
                self.end_qualifiers = event.qualifiers
                self.end_changes.append(
                    EndChange(
                        event.level, event.qualifiers, event.reason, at, recorded.operator_name
                    )
                )
            case ChipsBagged():
                data = asdict(event)
                data.pop("replaces")
                self.slips[event.slip] = Slip(
                    **data,
                    flight_id=recorded.stream_id,
                    operator=recorded.operator_name,
                    seq=recorded.seq,
                )
                if event.replaces is not None and event.replaces in self.slips:
                    self.slips[event.replaces].replaced_by = event.slip
                self.slip_of[event.entry_id] = event.slip
            case FlightClosed():
                self.closed = {
                    "qualifiers": [dict(q) for q in event.qualifiers],
                    "chips": event.chips,
                    "level": event.level,
                    "at": at,
                    "operator": recorded.operator_name,
                }
            case FinalStartSet():
                self.start_level = event.level
            case FlightDrawn():
                self.drawn[event.house_player_id] = event.flight_id
            case EventPoolFixed():
                self.pool = {
                    "groups": [dict(g) for g in event.groups],
                    "flights": [dict(f) for f in event.flights],
                    "reason": event.reason,
                    "at": at,
                }
            case QualifierAccredited():
                self.accredited[event.entry_id] = Accreditation(
                    event.entry_id,
                    event.house_player_id,
                    event.flight_id,
                    event.flight_entry_id,
                    event.slip,
                    event.chips,
                    event.with_slip,
                    at,
                    recorded.operator_name,
                    [dict(f) for f in event.forfeited],
                )

    # --- reading --------------------------------------------------------------------------

    def current_slips(self) -> list[Slip]:
        """Each entry's standing slip, by slip number."""
        return sorted((self.slips[n] for n in self.slip_of.values()), key=lambda s: s.slip)

    def accreditation_of(self, flight_id: int, flight_entry_id: int) -> Accreditation | None:
        for a in self.accredited.values():
            if a.flight_id == flight_id and a.flight_entry_id == flight_entry_id:
                return a
            if any(f["flight"] == flight_id and f["entry"] == flight_entry_id for f in a.forfeited):
                return a
        return None

    def flight_label(self, flight_id: int) -> str:
        return next((f.label for f in self.flights if f.tournament_id == flight_id), "")

    def pool_contributions(self) -> list[Contribution]:
        """The fixed pool's purchases as the pool sees them (seq 0: all counted)."""
        from tournament_director.domain.prize_pool import Contribution

        if self.pool is None:
            return []
        out: list[Contribution] = []
        for g in self.pool["groups"]:
            out.extend([Contribution(g["kind"], g["prize"], g["fee"], g["staff_fee"])] * g["count"])
        return out

    def to_dict(self) -> dict:
        data = asdict(self)
        data["slips"] = [asdict(s) for s in self.slips.values()]
        data["slip_of"] = [[e, s] for e, s in self.slip_of.items()]
        data["drawn"] = [[p, f] for p, f in self.drawn.items()]
        data["accredited"] = [asdict(a) for a in self.accredited.values()]
        return data

    @classmethod
    def from_dict(cls, data: dict | None) -> Stages:
        if not data:
            return cls()
        data = dict(data)
        slips = {s["slip"]: Slip(**s) for s in data.pop("slips")}
        accredited = {a["entry_id"]: Accreditation(**a) for a in data.pop("accredited")}
        return cls(
            **{
                **data,
                "end_changes": [EndChange(**c) for c in data["end_changes"]],
                "flights": [FlightRef(**f) for f in data["flights"]],
                "settings": StageSettings.from_dict(data["settings"]),
                "slips": slips,
                "slip_of": {int(e): int(s) for e, s in data["slip_of"]},
                "drawn": {int(p): int(f) for p, f in data["drawn"]},
                "accredited": accredited,
            }
        )


# --- the event and its flights ---------------------------------------------------------------


def clean_label(label: object) -> str:
    text = clean_text(label, limit=LABEL_LIMIT, field="stages.field.label")
    if not text:
        raise Refused("stages.label_empty")
    return text


def decide_stages(
    flights: Sequence[tuple[int, str, str]], settings: StageSettings
) -> EventStagesDefined:
    """The event's stages: one or more flights (id, label, start), labels unique."""
    if not 1 <= len(flights) <= FLIGHTS_MAX:
        raise Refused("stages.flight_count", count=len(flights), max=FLIGHTS_MAX)
    labels = [clean_label(label) for _id, label, _at in flights]
    if len({label.casefold() for label in labels}) != len(labels):
        raise Refused("stages.label_twice")
    settings.check()
    return EventStagesDefined(
        tuple(
            {"tournament_id": fid, "label": label, "starts_at": at}
            for (fid, _l, at), label in zip(flights, labels, strict=True)
        ),
        asdict(settings),
    )


def decide_flight_end(
    state: TournamentState, level: int | None, qualifiers: int | None, reason: str
) -> FlightEndSet:
    """House "Etapa Clasificatoria": the flight plays to the end of ``level`` or until
    ``qualifiers`` remain, whichever comes first; the director may change both while it
    plays (recorded, with the reason)."""
    stages = _flight(state)
    if stages.closed is not None:
        raise Refused("stages.flight_closed", label=stages.label)
    if level is None and qualifiers is None:
        raise Refused("stages.end_missing")
    levels = len(state.structure.levels) if state.structure else 0
    if level is not None and not (isinstance(level, int) and 1 <= level <= max(levels, 1)):
        raise Refused("stages.end_level", level=level, levels=levels)
    if qualifiers is not None and not (
        isinstance(qualifiers, int) and 1 <= qualifiers <= QUALIFIERS_MAX
    ):
        raise Refused("stages.end_qualifiers", count=qualifiers, max=QUALIFIERS_MAX)
    reason = clean_text(reason, limit=REASON_LIMIT, field="text.field.reason")
    if (level, qualifiers) == (stages.end_level, stages.end_qualifiers):
        raise Refused("stages.end_unchanged")
    return FlightEndSet(level, qualifiers, reason)


def _flight(state: TournamentState) -> Stages:
    if not state.stages.is_flight:
        raise Refused("stages.not_a_flight", name=state.name)
    return state.stages


def current_level(state: TournamentState, now) -> int:
    """The number of the level being played (at a break: the level before it); 0 before
    the first level."""
    periods = state.periods()
    if not periods:
        return 0
    reading = state.reading(now)
    period = periods[min(reading.period, len(periods) - 1)]
    if period.kind == "break":
        return period.after_level or 0
    return period.level_number


@dataclass(frozen=True)
class FlightProgress:
    """What the clock and the big screen say of a flight: how many qualify and remain, the
    level it ends at, and whether it is over (and why)."""

    label: str
    remaining: int
    qualifiers: int | None
    end_level: int | None
    level: int
    over: str  # "", "qualifiers", "level", "closed"
    bagged: int


def flight_progress(state: TournamentState, now) -> FlightProgress:
    """House "Etapa Clasificatoria": the flight is over once the announced number of
    qualifiers remains, or once the set level has been played to its end."""
    stages = _flight(state)
    remaining = sum(1 for e in state.book.entries.values() if e.status == "active")
    level = current_level(state, now)
    over = ""
    if stages.closed is not None:
        over = "closed"
    elif stages.end_qualifiers is not None and 0 < remaining <= stages.end_qualifiers:
        over = "qualifiers"
    elif stages.end_level is not None and _past_level(state, now, stages.end_level):
        over = "level"
    bagged = sum(1 for e in stages.slip_of if state.book.entries[e].status == "active")
    return FlightProgress(
        stages.label, remaining, stages.end_qualifiers, stages.end_level, level, over, bagged
    )


def _past_level(state: TournamentState, now, level: int) -> bool:
    periods = state.periods()
    reading = state.reading(now)
    if reading.status.value == "finished":
        return True
    last = max(
        (i for i, p in enumerate(periods) if p.kind == "level" and p.level_number == level),
        default=None,
    )
    return last is not None and reading.period > last


def final_level_of(state: TournamentState, now) -> int:
    """House "Etapa Final": the final stage starts at the next level after the one the
    flight ended in (the level set for its end when it has one)."""
    stages = _flight(state)
    level = stages.end_level or current_level(state, now)
    levels = len(state.structure.levels) if state.structure else level + 1
    return min(level + 1, levels)


# --- bagging and slips -----------------------------------------------------------------------


class SlipKey(Protocol):
    """The record's key (storage/keys.RecordKey): the slip's code is sealed with it."""

    record_id: str

    def seal(self, *parts: object) -> str: ...


def slip_mac(key: SlipKey, event_id: int, flight_id: int, slip: int, entry: int, chips: int) -> str:
    """The slip's code: HMAC-SHA256 under the record's key over the record, the event, the
    flight, the slip's number, the entry and the count, as 32 base-32 capitals."""
    digest = bytes.fromhex(
        key.seal("chip-control-slip", key.record_id, event_id, flight_id, slip, entry, chips)
    )
    return base64.b32encode(digest[:20]).decode("ascii")


QR_MAC = 16  # 80 bits in the QR
PRINTED_MAC = 10  # 50 bits in the printed code


def qr_text(record_id: str, event_id: int, slip: Slip) -> str:
    """What the slip's QR says (and a scanner types): capitals, digits and hyphens."""
    return "-".join(
        (
            "TDS1",
            record_id[:8].upper(),
            str(event_id),
            str(slip.flight_id),
            str(slip.slip),
            str(slip.entry_id),
            str(slip.chips),
            slip.mac[:QR_MAC],
        )
    )


def printed_code(slip: Slip) -> str:
    """The code printed on the slip, for typing: flight, slip number, 50 bits of the MAC."""
    mac = slip.mac[:PRINTED_MAC]
    return f"{slip.flight_id}-{slip.slip}-{mac[:5]}-{mac[5:]}"


@dataclass(frozen=True)
class SlipCode:
    """A slip's code as read: from the QR (every field) or typed (flight, slip, MAC)."""

    scanned: bool
    flight_id: int
    slip: int
    mac: str
    record: str = ""
    event_id: int | None = None
    entry_id: int | None = None
    chips: int | None = None


_QR = re.compile(
    r"TDS1-([0-9A-F]{8})-(\d{1,9})-(\d{1,9})-(\d{1,9})-(\d{1,9})-(\d{1,13})-([A-Z2-7]{16})"
)
_TYPED = re.compile(r"(\d{1,9})-(\d{1,9})-([A-Z2-7]{5})-?([A-Z2-7]{5})")


def parse_code(text: object) -> SlipCode:
    """The code a scanner typed or a person typed; spaces and case do not matter."""
    if not isinstance(text, str) or len(text) > CODE_LIMIT:
        raise Refused("slip.unreadable", limit=CODE_LIMIT)
    code = re.sub(r"\s+", "", text).upper()
    # Some scanners on a Spanish keyboard type the hyphen as an apostrophe or a slash.
    code = code.replace("'", "-").replace("/", "-").replace("_", "-")
    if m := _QR.fullmatch(code):
        record, event, flight, slip, entry, chips, mac = m.groups()
        return SlipCode(
            True, int(flight), int(slip), mac, record, int(event), int(entry), int(chips)
        )
    if m := _TYPED.fullmatch(code):
        flight, slip, a, b = m.groups()
        return SlipCode(False, int(flight), int(slip), a + b)
    raise Refused("slip.unreadable", limit=CODE_LIMIT)


class SlipRefused(Refused):
    """A slip refused at accreditation, with its reason (``reason``: a short key)."""

    def __init__(self, reason: str, **params: object) -> None:
        super().__init__(f"slip.{reason}", **params)
        self.reason = reason


@dataclass(frozen=True)
class SlipCheck:
    """A genuine slip: which flight's, which slip, and the flight's state."""

    slip: Slip
    flight: TournamentState
    code: SlipCode


def check_slip(
    code: SlipCode,
    event: TournamentState,
    flights: Mapping[int, TournamentState],
    key: SlipKey,
    other_events: Mapping[int, str] | None = None,
) -> SlipCheck:
    """House "Etapa Final": "Cada jugador clasificado deberá presentar el comprobante de
    control de fichas para acreditarse". A slip is genuine when its code is the record's
    seal of what was recorded when it was bagged, in this event, not replaced, its flight
    closed and the slip not presented before; otherwise refused with the reason
    (:class:`SlipRefused`). ``flights``: this event's flights by id; ``other_events``: the
    names of the record's other events by id (to say which one a slip belongs to)."""
    stages = event.stages
    if not stages.is_event:
        raise Refused("stages.not_an_event", name=event.name)
    if code.scanned:
        if code.record != key.record_id[:8].upper():
            raise SlipRefused("other_record")
        mac_ok = slip_mac(
            key, code.event_id, code.flight_id, code.slip, code.entry_id, code.chips
        ).startswith(code.mac)
        if mac_ok and code.event_id != event.tournament_id:
            name = (other_events or {}).get(code.event_id, f"n.º {code.event_id}")
            raise SlipRefused("other_event", event=name)
        if not mac_ok:
            raise _altered(code, event, flights)
    flight = flights.get(code.flight_id)
    if flight is None:
        raise SlipRefused("made_up")
    slip = flight.stages.slips.get(code.slip)
    if slip is None:
        raise SlipRefused("made_up")
    recorded = slip_mac(
        key, event.tournament_id, slip.flight_id, slip.slip, slip.entry_id, slip.chips
    )
    if recorded != slip.mac or not recorded.startswith(code.mac):
        raise SlipRefused("made_up")
    if slip.replaced_by is not None:
        newer = flight.stages.slips[slip.replaced_by]
        raise SlipRefused(
            "replaced", slip=slip.slip, newer=newer.slip, chips=format_count(newer.chips)
        )
    if flight.stages.closed is None:
        raise SlipRefused("flight_open", label=flight.stages.label)
    used = stages.accreditation_of(slip.flight_id, slip.entry_id)
    if used is not None:
        raise SlipRefused(
            "presented_twice", name=slip.name, at=local_time(used.at), operator=used.operator
        )
    return SlipCheck(slip, flight, code)


def _altered(
    code: SlipCode, event: TournamentState, flights: Mapping[int, TournamentState]
) -> SlipRefused:
    """A scanned code whose MAC does not seal its fields: the slip of this event with that
    MAC says what was changed; none: made up."""
    for flight in flights.values():
        for slip in flight.stages.slips.values():
            if not slip.mac.startswith(code.mac):
                continue
            if code.event_id != event.tournament_id:
                return SlipRefused("event_altered")
            if code.flight_id != slip.flight_id:
                return SlipRefused("flight_altered", label=flight.stages.label)
            if code.slip != slip.slip:
                return SlipRefused("made_up")
            if code.entry_id != slip.entry_id:
                return SlipRefused("player_altered", name=slip.name)
            return SlipRefused(
                "count_altered", chips=format_count(code.chips), recorded=format_count(slip.chips)
            )
    return SlipRefused("made_up")


def decide_bag(
    state: TournamentState,
    key: SlipKey,
    entry_id: int,
    chips: object,
    confirmed_by: str,
    operator_name: str,
    now,
) -> ChipsBagged:
    """Bagging: a qualifier's count entered, confirmed by someone other than the operator
    who typed it (a second operator, or the player), and its slip issued. A second count of
    the same entry replaces the first slip (which is then refused at accreditation)."""
    stages = _flight(state)
    if stages.closed is not None:
        raise Refused("stages.flight_closed", label=stages.label)
    progress = flight_progress(state, now)
    if not progress.over:
        raise Refused("stages.not_over", label=stages.label, remaining=progress.remaining)
    entry = state.book.entries.get(entry_id)
    if entry is None or entry.status != "active":
        raise Refused("stages.not_a_qualifier", entry=entry_id)
    if isinstance(chips, bool) or not isinstance(chips, int) or not 0 < chips <= CHIPS_MAX:
        raise Refused("stages.bad_count", max=CHIPS_MAX)
    if not confirmed_by:
        raise Refused("stages.unconfirmed")
    if confirmed_by == operator_name:
        raise Refused("stages.same_operator", name=operator_name)
    player = state.players[entry.player_id]
    number = max(stages.slips, default=0) + 1
    mac = slip_mac(key, stages.event_id, state.tournament_id, number, entry_id, chips)
    return ChipsBagged(
        slip=number,
        entry_id=entry_id,
        player_id=entry.player_id,
        house_player_id=entry.house_player_id,
        name=player.name,
        document_type=player.document_type,
        document=player.document,
        chips=chips,
        table=entry.table,
        seat=entry.seat,
        level=progress.level,
        final_level=final_level_of(state, now),
        confirmed_by=confirmed_by,
        issued_at=now.isoformat(),
        mac=mac,
        replaces=stages.slip_of.get(entry_id),
    )


def decide_close(state: TournamentState, now) -> FlightClosed:
    """The flight closes once every player left has a bagged count: they are its
    qualifiers."""
    stages = _flight(state)
    if stages.closed is not None:
        raise Refused("stages.flight_closed", label=stages.label)
    progress = flight_progress(state, now)
    if not progress.over:
        raise Refused("stages.not_over", label=stages.label, remaining=progress.remaining)
    active = [e for e in state.book.entries.values() if e.status == "active"]
    missing = [e.entry_id for e in active if e.entry_id not in stages.slip_of]
    if missing:
        raise Refused("stages.unbagged", count=len(missing), entries=_ids(missing))
    qualifiers = tuple(
        {"entry": e.entry_id, "slip": stages.slip_of[e.entry_id],
         "chips": stages.slips[stages.slip_of[e.entry_id]].chips}
        for e in active
    )  # fmt: skip
    return FlightClosed(qualifiers, sum(q["chips"] for q in qualifiers), progress.level)


def local_time(at: str) -> str:
    """A recorded UTC time as this PC's local HH:MM."""
    return datetime.fromisoformat(at).astimezone().strftime("%H:%M")


def _ids(ids: Iterable[int]) -> str:
    ids = list(ids)
    text = ", ".join(str(i) for i in ids[:10])
    return text + (" …" if len(ids) > 10 else "")


# --- the event's pool ---------------------------------------------------------------------------


def registration_closed(flight: TournamentState) -> bool:
    return flight.late_registration_closed or flight.stages.closed is not None


def decide_pool(
    event: TournamentState, flights: Sequence[TournamentState], reason: str = ""
) -> EventPoolFixed:
    """House "Premios": "El pozo total en premios será determinado luego de finalizar plazo
    de compra": the event's pool is every flight's purchases (refunds out), fixed when the
    last flight's registration closes (or by the director, with a reason)."""
    if not event.stages.is_event:
        raise Refused("stages.not_an_event", name=event.name)
    if event.stages.pool is not None:
        raise Refused("payouts.already_fixed")
    groups: dict[tuple, int] = {}
    per_flight = []
    for flight in flights:
        entries = prize = 0
        for p in flight.book.purchases.values():
            if p.refunded:
                continue
            key = (p.kind, p.prize_pool, p.fee, p.staff_fee)
            groups[key] = groups.get(key, 0) + 1
            prize += p.prize_pool
            entries += p.kind in ("registration", "late_registration", "re_entry")
        per_flight.append({"flight": flight.tournament_id, "entries": entries, "prize": prize})
    reason = clean_text(reason, limit=REASON_LIMIT, field="text.field.reason")
    return EventPoolFixed(
        tuple(
            {"kind": k, "prize": pr, "fee": f, "staff_fee": s, "count": n}
            for (k, pr, f, s), n in sorted(groups.items())
        ),
        tuple(per_flight),
        reason,
    )


# --- accreditation ------------------------------------------------------------------------------


def qualifications(
    flights: Mapping[int, TournamentState], canonical: Any, house_player_id: int | None
) -> list[Slip]:
    """Every standing slip of this player in the event's closed flights, in flight order.
    ``canonical``: the house's merged player id of an id."""
    if house_player_id is None:
        return []
    who = canonical(house_player_id)
    out = []
    for flight in flights.values():
        closed = flight.stages.closed
        if closed is None:
            continue
        for q in closed["qualifiers"]:
            slip = flight.stages.slips[q["slip"]]
            if slip.house_player_id is not None and canonical(slip.house_player_id) == who:
                out.append(slip)
    return out


def counting_slip(slips: Sequence[Slip], rule: str) -> Slip:
    """The issue's setting: which stack counts for a player who qualified more than once
    (largest, first or last flight); ties go to the earlier flight."""
    if rule == FIRST:
        return slips[0]
    if rule == LAST:
        return slips[-1]
    return max(slips, key=lambda s: s.chips)  # max keeps the first of equals


# --- messages ----------------------------------------------------------------------------------

MESSAGES: dict[str, tuple[str, str]] = {
    "action.set_flight_end": (
        "fijar el final de una serie clasificatoria",
        "set where a qualifying flight ends",
    ),
    "action.bag_chips": ("embolsar fichas y emitir comprobantes", "bag chips and issue slips"),
    "action.accredit_qualifier": ("acreditar clasificados", "accredit qualifiers"),
    "stages.no_key": (
        "Falta la llave de este registro: sin ella no se emiten ni se verifican comprobantes "
        "de control de fichas. Restaure la carpeta de llaves desde su copia de seguridad.",
        "This record's key is missing: without it chip-control slips are neither issued nor "
        "checked. Put the key folder back from its backup.",
    ),
    "stages.bad_assignment": (
        "«{value}» no es una forma de asignar las series; use {known}.",
        "'{value}' is not a way of assigning flights; use {known}.",
    ),
    "stages.bad_entries": (
        "«{value}» no es una regla de compra del evento; use {known}.",
        "'{value}' is not an event entry rule; use {known}.",
    ),
    "stages.bad_stack": (
        "«{value}» no es una regla de stack para quien clasifica dos veces; use {known}.",
        "'{value}' is not a stack rule for a player who qualifies twice; use {known}.",
    ),
    "stages.field.label": ("el nombre de la serie", "the flight's name"),
    "stages.label_empty": (
        "Falta el nombre de una serie (p. ej. «Día 1A»).",
        "A flight's name is missing (e.g. 'Day 1A').",
    ),
    "stages.label_twice": (
        "Dos series tienen el mismo nombre; dé a cada una el suyo.",
        "Two flights have the same name; give each its own.",
    ),
    "stages.flight_count": (
        "Un evento tiene de 1 a {max} series clasificatorias; se indicaron {count}.",
        "An event has 1 to {max} qualifying flights; {count} were given.",
    ),
    "stages.not_a_flight": (
        "«{name}» no es una serie clasificatoria de un evento.",
        "'{name}' is not a qualifying flight of an event.",
    ),
    "stages.not_an_event": (
        "«{name}» no es la etapa final de un evento con series.",
        "'{name}' is not the final stage of an event with flights.",
    ),
    "stages.flight_closed": (
        "La serie {label} ya está cerrada: sus clasificados tienen su comprobante.",
        "Flight {label} is closed already: its qualifiers have their slips.",
    ),
    "stages.end_missing": (
        "Indique el nivel en que termina la serie, la cantidad de clasificados, o ambos.",
        "Give the level at which the flight ends, the number of qualifiers, or both.",
    ),
    "stages.end_level": (
        "El nivel {level} no existe: la estructura tiene los niveles 1 a {levels}.",
        "There is no level {level}: the structure has levels 1 to {levels}.",
    ),
    "stages.end_qualifiers": (
        "La cantidad de clasificados debe ser de 1 a {max}; se indicó {count}.",
        "The number of qualifiers must be 1 to {max}; {count} was given.",
    ),
    "stages.end_unchanged": (
        "La serie ya termina así; nada que cambiar.",
        "The flight already ends that way; nothing to change.",
    ),
    "stages.not_over": (
        "La serie {label} sigue en juego ({remaining} jugadores): las fichas se embolsan al "
        "terminar (nivel fijado o cantidad de clasificados).",
        "Flight {label} is still playing ({remaining} players): chips are bagged at its end "
        "(the set level or the number of qualifiers).",
    ),
    "stages.not_a_qualifier": (
        "La entrada {entry} no sigue en juego en esta serie: no tiene fichas que embolsar.",
        "Entry {entry} is not in play in this flight: it has no chips to bag.",
    ),
    "stages.bad_count": (
        "El conteo debe ser un número entero de fichas mayor que 0 (hasta {max}).",
        "The count must be a whole number of chips above 0 (up to {max}).",
    ),
    "stages.unconfirmed": (
        "El conteo debe confirmarlo otro operador o el jugador.",
        "The count must be confirmed by a second operator or by the player.",
    ),
    "stages.same_operator": (
        "{name} cargó el conteo: debe confirmarlo otro operador o el jugador.",
        "{name} entered the count: another operator or the player must confirm it.",
    ),
    "stages.unbagged": (
        "Faltan {count} conteos por embolsar (entradas {entries}); la serie se cierra cuando "
        "cada clasificado tiene su comprobante.",
        "{count} counts are still to be bagged (entries {entries}); the flight closes once "
        "every qualifier has a slip.",
    ),
    "stages.wrong_document": (
        "El documento presentado ({given}) no es el del comprobante ({document} de {name}).",
        "The document shown ({given}) is not the slip's ({document} of {name}).",
    ),
    "stages.already_accredited": (
        "{name} ya está acreditado (entrada {entry}, {chips} fichas, a las {at} por {operator}).",
        "{name} is accredited already (entry {entry}, {chips} chips, at {at} by {operator}).",
    ),
    "stages.not_qualified": (
        "La entrada {entry} de la serie {label} no está entre sus clasificados.",
        "Entry {entry} of flight {label} is not among its qualifiers.",
    ),
    "stages.flight_unknown": (
        "La serie n.º {flight} no es de este evento.",
        "Flight no. {flight} is not one of this event's.",
    ),
    "stages.other_flight_entry": (
        "{name} ya compró su participación en la serie {label}: una única compra por evento "
        "(Casino Club «Derecho de Participación»).",
        "{name} already bought into flight {label}: one purchase per event (Casino Club "
        "'Derecho de Participación').",
    ),
    "stages.earlier_flight": (
        "{name} jugó la serie {label}: solo puede volver a entrar en una serie posterior.",
        "{name} played flight {label}: he may enter again only in a later flight.",
    ),
    "stages.drawn_elsewhere": (
        "A {name} le tocó por sorteo la serie {label}: compre allí.",
        "{name} was drawn into flight {label}: buy in there.",
    ),
    "stages.no_flight_open": (
        "Ninguna serie tiene la inscripción abierta con asientos libres.",
        "No flight has its registration open with a free seat.",
    ),
    "stages.final_running": (
        "El reloj de la etapa final ya corre: su nivel de inicio se fija antes de empezar.",
        "The final stage's clock is running already: its first level is set before it starts.",
    ),
    "stages.final_started_late": (
        "La etapa final terminó: ya no se acredita a nadie.",
        "The final stage is over: nobody is accredited any more.",
    ),
    "slip.unreadable": (
        "No es un código de comprobante: escanee el QR o escriba el código impreso "
        "(p. ej. 12-7-K3F9Q-7XW2M; hasta {limit} caracteres).",
        "Not a slip's code: scan the QR or type the printed code (e.g. 12-7-K3F9Q-7XW2M; up "
        "to {limit} characters).",
    ),
    "slip.other_record": (
        "Comprobante rechazado: no fue emitido por este registro (es de otra sala o de otra "
        "base de datos).",
        "Slip refused: it was not issued by this record (another room or another database).",
    ),
    "slip.other_event": (
        "Comprobante rechazado: es de otro evento ({event}), no de este.",
        "Slip refused: it belongs to another event ({event}), not this one.",
    ),
    "slip.made_up": (
        "Comprobante rechazado: su código no corresponde a ningún comprobante emitido "
        "(hecho a mano o copiado mal). Verifique el registro y el documento del jugador.",
        "Slip refused: its code matches no slip ever issued (made by hand or miscopied). "
        "Check the record and the player's document.",
    ),
    "slip.count_altered": (
        "Comprobante rechazado: dice {chips} fichas y el conteo registrado es {recorded}; "
        "el comprobante fue alterado.",
        "Slip refused: it says {chips} chips and the recorded count is {recorded}; the slip "
        "was altered.",
    ),
    "slip.player_altered": (
        "Comprobante rechazado: el jugador fue alterado (el comprobante es de {name}).",
        "Slip refused: the player was altered (the slip is {name}'s).",
    ),
    "slip.flight_altered": (
        "Comprobante rechazado: la serie fue alterada (el comprobante es de la serie {label}).",
        "Slip refused: the flight was altered (the slip is from flight {label}).",
    ),
    "slip.event_altered": (
        "Comprobante rechazado: el evento fue alterado.",
        "Slip refused: the event was altered.",
    ),
    "slip.replaced": (
        "Comprobante rechazado: el n.º {slip} fue reemplazado por un nuevo conteo (n.º "
        "{newer}, {chips} fichas); presente ese.",
        "Slip refused: no. {slip} was replaced by a new count (no. {newer}, {chips} chips); "
        "present that one.",
    ),
    "slip.flight_open": (
        "Comprobante rechazado por ahora: la serie {label} no se ha cerrado.",
        "Slip refused for now: flight {label} has not been closed.",
    ),
    "slip.presented_twice": (
        "Comprobante rechazado: ya se presentó; {name} fue acreditado a las {at} por {operator}.",
        "Slip refused: it was presented already; {name} was accredited at {at} by {operator}.",
    ),
}

for _key in MESSAGES:
    if _key in i18n.CATALOG and i18n.CATALOG[_key] != MESSAGES[_key]:
        raise RuntimeError(f"message {_key} defined twice")
i18n.CATALOG.update(MESSAGES)

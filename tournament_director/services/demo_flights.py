"""A demonstration multi-flight event, written through the ordinary services: two flights
played yesterday down to their qualifiers, their chips bagged and closed, the event's pool
fixed, and the final stage ready for accreditation, so a newcomer can scan or type a slip at
the accreditation desk within a minute.

Everything goes through the commands the floor uses (services/demo.py's staff and invented
people): the desk sells the entries, the floor starts the clock and records every bust-out
(balancing and breaking tables as proposed), late registration closes with the level, the
director sets where each flight ends, the floor bags every qualifier's chips (counts that
differ, confirmed by the player or by the director with her PIN, one of them counted again),
and closes the flight. The demo's clock is moved by hand so the log reads like the day it
describes.

:func:`write_demo_flights` builds the event in a copy beside the database and puts it in
place whole (services/demo.py's write_aside, storage/aside.py): a demo that fails midway
leaves no half-made event behind.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from tournament_director import i18n
from tournament_director.domain import stages as domain
from tournament_director.domain.balancing import DecisionKind
from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Operator
from tournament_director.services.demo import (
    DEMO_BUY_IN,
    DEMO_FLOAT,
    DEMO_PRICE,
    DEMO_STAFF,
    DEMO_STRUCTURE,
    DemoOperator,
    _people,
    _record,
    _staff,
    write_aside,
)
from tournament_director.services.stages import FlightPlan
from tournament_director.station import Station

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

log = logging.getLogger(__name__)

DEMO_FLIGHT_PLAYERS = 36  # per flight: four tables of nine
DEMO_FLIGHT_PLAYERS_MIN, DEMO_FLIGHT_PLAYERS_MAX = 4, 300
DEMO_FLIGHTS = ("Día 1A", "Día 1B")
DEMO_END_LEVEL = 10  # house "Etapa Clasificatoria": to the end of level 10 ...
DEMO_QUALIFYING_SHARE = 6  # ... or until one player in six remains
DEMO_FLIGHT_STARTS = (time(13, 0), time(20, 0))  # yesterday, local time
DEMO_SLIPS_SHOWN = 3


@dataclass(frozen=True)
class DemoSlip:
    """A slip the newcomer can present: whose, what count, its printed code and QR text."""

    label: str
    name: str
    document_type: str
    document: str
    chips: int
    code: str
    qr: str


@dataclass(frozen=True)
class FlightsDemoResult:
    event_id: int
    event_name: str
    flights: tuple[tuple[int, str], ...]  # (id, label)
    players: int  # entries sold in all flights
    qualifiers: int
    chips: int  # between the qualifiers
    slips: tuple[DemoSlip, ...]  # to try at the desk, none accredited
    replaced: DemoSlip | None  # a slip a recount replaced: refused at the desk
    operators: tuple[DemoOperator, ...]
    staff_created: bool


class _Moment:
    """The demo's clock: the moment the services write at, moved by hand, one millisecond
    forward at every reading so the log keeps its order."""

    def __init__(self, at: datetime) -> None:
        self.at = at

    def __call__(self) -> datetime:
        self.at += timedelta(milliseconds=1)
        return self.at

    def move_to(self, at: datetime) -> None:
        self.at = max(self.at, at)

    def wait(self, **delta: float) -> None:
        self.at += timedelta(**delta)


@contextmanager
def _written_at(services: Services, moment: _Moment) -> Iterator[None]:
    real_now = services.now
    services.now = moment
    try:
        yield
    finally:
        services.now = real_now


def create_demo_flights(
    services: Services, players: int = DEMO_FLIGHT_PLAYERS, seed: int | None = None
) -> FlightsDemoResult:
    """Write the demo event on an open database (a new one, or one with only the demo
    staff; refused otherwise, with nothing written): two flights of ``players`` entries
    each, played down to one player in six by recorded bust-outs, bagged and closed; the
    pool fixed; the final stage with its structure, buy-in and tables, nobody accredited."""
    if not DEMO_FLIGHT_PLAYERS_MIN <= players <= DEMO_FLIGHT_PLAYERS_MAX:
        raise Refused(
            "demo.flight_players_range",
            min=DEMO_FLIGHT_PLAYERS_MIN,
            max=DEMO_FLIGHT_PLAYERS_MAX,
        )
    staff, created = _staff(services)
    number = 1 + sum(
        1 for t in services.tournaments.list() if services.tournaments.state(t.id).stages.is_event
    )
    rng = random.Random(number if seed is None else seed)
    services.registration.rng = services.seating.rng = services.stages.rng = rng
    name = "Evento de demostración — Gran Premio" + (f" ({number})" if number > 1 else "")
    today = services.now().astimezone()
    # Played yesterday (the day before, in the small hours: the last flight ends near
    # midnight), so every moment written is in the past.
    day = (today - timedelta(days=1 if today.hour >= 5 else 2)).date()
    starts = [datetime.combine(day, at).astimezone() for at in DEMO_FLIGHT_STARTS]
    moment = _Moment(starts[0] - timedelta(hours=3))
    people = _people(rng, players * len(DEMO_FLIGHTS))
    with _written_at(services, moment):
        director = staff["director"]
        plans = [
            FlightPlan(label, start.replace(tzinfo=None))
            for label, start in zip(DEMO_FLIGHTS, starts, strict=True)
        ]
        event_id = services.stages.create_event(director, name, plans)
        services.tournaments.add_note(
            director, event_id, "Evento de demostración: jugadores y documentos ficticios."
        )
        flights = list(services.stages.flights(event_id))
        structure = services.structures.get(DEMO_STRUCTURE).structure
        for fid in [*flights, event_id]:
            services.clock.set_structure(director, fid, structure)
            services.registration.set_buy_in(director, fid, *DEMO_BUY_IN)
        slips: list[DemoSlip] = []
        replaced: DemoSlip | None = None
        for index, (fid, start) in enumerate(zip(flights, starts, strict=True)):
            field = people[index * players : (index + 1) * players]
            flight_slips, recounted = _play_flight(
                services, staff, moment, rng, fid, start, field, recount=index == 1
            )
            slips += flight_slips
            replaced = recounted or replaced
        qualifiers = [
            s for f in services.stages.flights(event_id).values()
            for s in f.stages.current_slips()
        ]  # fmt: skip
        morning = datetime.combine(today.date(), time(9, 0)).astimezone()
        moment.move_to(min(morning, today - timedelta(minutes=5)))
        tables = math.ceil(len(qualifiers) / structure.table_size) + 1
        services.registration.set_tables(director, event_id, tables)
        services.tournaments.add_note(
            staff["floor"],
            event_id,
            "Acreditación: cada clasificado presenta su comprobante y su documento.",
        )
    pool = services.stages.event(event_id).stages.pool
    if pool is None:  # the last flight's registration closed: it is fixed by then
        raise RuntimeError("the demo event's pool was not fixed")
    shown = _to_try(slips)
    return FlightsDemoResult(
        event_id,
        name,
        tuple((fid, services.stages.flight(fid).stages.label) for fid in flights),
        players * len(flights),
        len(qualifiers),
        sum(s.chips for s in qualifiers),
        shown,
        replaced,
        DEMO_STAFF,
        created,
    )


def _play_flight(
    services: Services,
    staff: dict[str, Operator],
    moment: _Moment,
    rng: random.Random,
    fid: int,
    start: datetime,
    field: list[tuple[str, str, str]],
    recount: bool,
) -> tuple[list[DemoSlip], DemoSlip | None]:
    """One flight, from its desk opening to its close. Returns its slips and, with
    ``recount``, the slip a second count replaced."""
    director, floor, cashier = staff["director"], staff["floor"], staff["cashier"]
    registration, stages = services.registration, services.stages
    structure = services.tournaments.state(fid).structure
    assert structure is not None
    moment.move_to(start - timedelta(hours=1))
    registration.set_tables(director, fid, math.ceil(len(field) / structure.table_size))
    registration.open_shift(cashier, fid, DEMO_FLOAT)
    for person in field:
        moment.wait(seconds=rng.randint(20, 90))
        record = _record(services, cashier, rng, person)
        method = rng.choices(("cash", "card"), weights=(65, 35))[0]
        registration.buy_entry(cashier, fid, record, method, DEMO_PRICE)
    services.seating.draw_button(floor, fid)
    qualifiers = max(2, len(field) // DEMO_QUALIFYING_SHARE)
    stages.set_flight_end(director, fid, DEMO_END_LEVEL, qualifiers)
    moment.move_to(start)
    services.clock.start(floor, fid)
    # The bust-outs spread from the first level to the middle of the last: the flight
    # ends by its number of qualifiers, and the floor stops its clock for the bagging.
    periods = services.tournaments.state(fid).periods()
    last = next(p for p in periods if p.kind == "level" and p.level_number == DEMO_END_LEVEL)
    book = registration.book(fid)
    out = [e.entry_id for e in book.entries.values() if e.status == "active"]
    rng.shuffle(out)
    out = out[: len(out) - qualifiers]
    gaps = [rng.uniform(0.5, 1.5) for _ in out]
    scale = (last.start_s + last.duration_s / 2) / sum(gaps)
    for entry_id, gap in zip(out, gaps, strict=True):
        moment.wait(seconds=gap * scale)
        services.clock.close_late_registration_if_due(fid)
        registration.eliminate(floor, fid, entry_id)
        _settle(services, floor, director, fid)
    services.clock.pause(floor, fid)
    moment.wait(minutes=3)
    bagged = _bag(services, staff, moment, rng, fid, recount)
    moment.wait(minutes=4)
    stages.close_flight(floor, fid)
    book = registration.book(fid)
    shift = book.open_shift_of(cashier.id)
    if shift is not None:
        registration.close_shift(cashier, fid, shift.shift_id, book.shift_expected(shift.shift_id))
    return bagged


def _settle(services: Services, floor: Operator, director: Operator, fid: int) -> None:
    """The floor confirms what the room proposes after a bust-out (ADTP 12, 13; house
    "Reorganización de Mesas"): a balance, a table broken, the redraws the director calls."""
    seating = services.seating
    for _ in range(50):
        decision = seating.pending(fid)
        match decision.kind:
            case DecisionKind.NONE:
                return
            case DecisionKind.BALANCE:
                seating.confirm_move(floor, fid, decision.moves[0].player)
            case DecisionKind.BREAK_TABLE:
                seating.break_table(floor, fid, decision.table)
            case DecisionKind.REDRAW_TWO_TABLES:
                seating.redraw(director, fid, "two_tables")
            case DecisionKind.FINAL_TABLE:
                seating.redraw(director, fid, "final_table")
            case _:
                return


def _bag(
    services: Services,
    staff: dict[str, Operator],
    moment: _Moment,
    rng: random.Random,
    fid: int,
    recount: bool,
) -> tuple[list[DemoSlip], DemoSlip | None]:
    """House "Etapa Clasificatoria": every qualifier's chips counted and bagged, the chips
    in play shared out in counts that differ (in hundreds); one in three confirmed by the
    director with her PIN, the others by the player; with ``recount``, the chip leader's
    first count was a thousand short and is counted again (the first slip void)."""
    stages = services.stages
    floor, director = staff["floor"], staff["director"]
    director_pin = next(s.pin for s in DEMO_STAFF if s.role == "director")
    book = services.registration.book(fid)
    active = sorted(e.entry_id for e in book.entries.values() if e.status == "active")
    counts = _counts(rng, book.totals.chips_in_play, len(active))
    slips: list[DemoSlip] = []
    replaced: DemoSlip | None = None
    leader = active[counts.index(max(counts))]
    for n, (entry_id, chips) in enumerate(zip(active, counts, strict=True)):
        moment.wait(seconds=rng.randint(40, 120))
        by = (
            stages.confirm_operator(director.name, director_pin)
            if n % 3 == 1
            else domain.PLAYER_CONFIRMED
        )
        if recount and entry_id == leader:
            first = stages.bag(floor, fid, entry_id, chips - 1_000, domain.PLAYER_CONFIRMED)
            replaced = _demo_slip(services, fid, first[-1].payload["slip"])
            moment.wait(seconds=90)
        recorded = stages.bag(floor, fid, entry_id, chips, by)
        slips.append(_demo_slip(services, fid, recorded[-1].payload["slip"]))
    return slips, replaced


def _counts(rng: random.Random, total: int, count: int) -> list[int]:
    """``total`` chips shared among ``count`` stacks that differ, each in hundreds and at
    least a tenth of the average; the last takes what the rounding left."""
    weights = [rng.uniform(0.4, 2.2) for _ in range(count)]
    scale = total / sum(weights)
    floor_ = max(100, (total // count // 10) // 100 * 100)
    counts = [max(floor_, int(w * scale) // 100 * 100) for w in weights[:-1]]
    counts.append(total - sum(counts))
    if counts[-1] < floor_:  # the rounding took too much: even them out
        base = total // count // 100 * 100
        counts = [base] * (count - 1) + [total - base * (count - 1)]
    return counts


def _demo_slip(services: Services, fid: int, number: int) -> DemoSlip:
    slip = services.stages.slip(fid, number)
    qr, code = services.stages.slip_codes(fid, number)
    label = services.stages.flight(fid).stages.label
    return DemoSlip(label, slip.name, slip.document_type, slip.document, slip.chips, code, qr)


def _to_try(slips: list[DemoSlip]) -> tuple[DemoSlip, ...]:
    """A few slips to present, from both flights, the biggest stacks first."""
    ranked = sorted(slips, key=lambda s: -s.chips)
    by_flight: dict[str, list[DemoSlip]] = {}
    for slip in ranked:
        by_flight.setdefault(slip.label, []).append(slip)
    shown: list[DemoSlip] = []
    while len(shown) < DEMO_SLIPS_SHOWN and any(by_flight.values()):
        for label in list(by_flight):
            if by_flight[label] and len(shown) < DEMO_SLIPS_SHOWN:
                shown.append(by_flight[label].pop(0))
    return tuple(shown)


# --- written aside ----------------------------------------------------------------------------


def write_demo_flights(
    db_path: Path, station: Station, players: int = DEMO_FLIGHT_PLAYERS, seed: int | None = None
) -> FlightsDemoResult:
    """The demo event (:func:`create_demo_flights`) written into ``db_path`` whole or not at
    all (services/demo.py's write_aside)."""
    return write_aside(
        db_path, station, lambda services: create_demo_flights(services, players, seed)
    )


MESSAGES: dict[str, tuple[str, str]] = {
    "demo.flight_players_range": (
        "Cada serie de la demostración tiene de {min} a {max} jugadores.",
        "Each flight of the demo has {min} to {max} players.",
    ),
}
for _key in MESSAGES:
    if _key in i18n.CATALOG and i18n.CATALOG[_key] != MESSAGES[_key]:
        raise RuntimeError(f"message {_key} defined twice")
i18n.CATALOG.update(MESSAGES)

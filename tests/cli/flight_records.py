"""A record with a multi-flight event, written through the services, for the command-line
tests of slips: two closed flights (one with a count made again), a third still open with a
slip issued, and what each slip's codes are."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from tests.cli.conftest import DIRECTOR, DIRECTOR_PIN, FLOOR, FLOOR_PIN
from tournament_director.domain import stages as domain
from tournament_director.services import Services, open_services
from tournament_director.services.stages import FlightPlan

STRUCTURE = "Regular 20 minutos"
PRICE = 100_000

FIELD_A = (
    ("Ramón Peña", "28.111.222"),
    ("Lucía Gómez", "29.333.444"),
    ("Tomás Ruiz", "30.555.666"),
    ("Inés Acuña", "31.777.888"),
)
FIELD_B = (("Sofía Núñez", "30.123.456"), ("Joaquín Ibáñez", "32.999.000"))
FIELD_C = (("Ángela Ríos", "33.444.555"),)


@dataclass(frozen=True)
class IssuedSlip:
    flight: int
    number: int
    name: str
    document: str
    chips: int
    qr: str
    code: str


@dataclass(frozen=True)
class EventRecord:
    event: int
    flights: tuple[int, ...]  # Día 1A, Día 1B (closed), Día 1C (open)
    slips: dict[str, IssuedSlip]  # "a1", "a2": Día 1A's; "b1", "b2"; "replaced"; "open"
    other_event: int  # a second event of the same record, with one closed flight
    other_slip: IssuedSlip


def _ready(services: Services, director, tid: int, tables: int = 2) -> None:
    structure = services.structures.get(STRUCTURE).structure
    services.clock.set_structure(director, tid, structure)
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, tables)


def _issued(services: Services, flight: int, number: int) -> IssuedSlip:
    slip = services.stages.slip(flight, number)
    qr, code = services.stages.slip_codes(flight, number)
    return IssuedSlip(flight, number, slip.name, slip.document, slip.chips, qr, code)


def _event(services: Services, director, name: str, labels: tuple[str, ...]) -> tuple[int, list]:
    plans = [FlightPlan(label, datetime(2026, 11, 27 + n, 18, 0)) for n, label in enumerate(labels)]
    event_id = services.stages.create_event(director, name, plans)
    flights = list(services.stages.flights(event_id))
    for tid in [*flights, event_id]:
        _ready(services, director, tid)
    for fid in flights:
        services.registration.open_shift(director, fid)
    return event_id, flights


def _sell(services: Services, director, flight: int, field, first: int) -> list[int]:
    entries = []
    for n, (name, document) in enumerate(field):
        record = services.players.find_document("DNI", document)
        if record is None:
            record = services.players.create(
                director, name, "DNI", document, "Argentina", f"{1960 + first + n}-05-31"
            )
        bought = services.registration.buy_entry(director, flight, record.player_id, "cash", PRICE)
        entries.append(bought[-1].payload["entry_id"])
    return entries


def make_event_record(path: Path) -> EventRecord:
    """Día 1A: four entries played down to two (52,000 and 68,000 chips; the second
    counted again, its first slip void), confirmed by the player and by the floor with his
    PIN; Día 1B: two entries, both qualify; Día 1C: one slip issued, not closed. A second
    event, "Copa de Otoño", with one closed flight."""
    services = open_services(path)
    try:
        director = services.house.create_first_director(DIRECTOR, DIRECTOR_PIN)
        services.house.create_operator(director, FLOOR, "floor", FLOOR_PIN)
        event_id, flights = _event(
            services, director, "Gran Evento", ("Día 1A", "Día 1B", "Día 1C")
        )
        a, b, c = flights
        entries_a = _sell(services, director, a, FIELD_A, 0)
        entries_b = _sell(services, director, b, FIELD_B, 10)
        entries_c = _sell(services, director, c, FIELD_C, 20)
        stages = services.stages
        services.clock.start(director, a)
        stages.set_flight_end(director, a, None, 2)
        services.registration.eliminate(director, a, entries_a[2])
        services.registration.eliminate(director, a, entries_a[3])
        floor = stages.confirm_operator(FLOOR, FLOOR_PIN)
        slips = {}
        bagged = stages.bag(director, a, entries_a[0], 52_000, domain.PLAYER_CONFIRMED)
        slips["a1"] = _issued(services, a, bagged[-1].payload["slip"])
        bagged = stages.bag(director, a, entries_a[1], 67_000, domain.PLAYER_CONFIRMED)
        slips["replaced"] = _issued(services, a, bagged[-1].payload["slip"])
        bagged = stages.bag(director, a, entries_a[1], 68_000, floor)
        slips["a2"] = _issued(services, a, bagged[-1].payload["slip"])
        stages.close_flight(director, a)
        stages.set_flight_end(director, b, None, 2)
        for key, entry, chips in (("b1", entries_b[0], 45_000), ("b2", entries_b[1], 15_000)):
            bagged = stages.bag(director, b, entry, chips, domain.PLAYER_CONFIRMED)
            slips[key] = _issued(services, b, bagged[-1].payload["slip"])
        stages.close_flight(director, b)
        stages.set_flight_end(director, c, None, 1)
        bagged = stages.bag(director, c, entries_c[0], 30_000, domain.PLAYER_CONFIRMED)
        slips["open"] = _issued(services, c, bagged[-1].payload["slip"])
        other, (other_flight,) = _event(services, director, "Copa de Otoño", ("Día 1",))
        (entry,) = _sell(services, director, other_flight, (("Marisol Sosa", "34.111.000"),), 30)
        stages.set_flight_end(director, other_flight, None, 1)
        bagged = stages.bag(director, other_flight, entry, 30_000, domain.PLAYER_CONFIRMED)
        other_slip = _issued(services, other_flight, bagged[-1].payload["slip"])
        stages.close_flight(director, other_flight)
        return EventRecord(event_id, (a, b, c), slips, other, other_slip)
    finally:
        services.close()

"""A multi-flight event on real services for the printing tests (the minimal set-up of
tests/integration/stage_helpers.py, with the names, documents and counts these papers show):
an event with its flights, entries sold, a flight played down to its qualifiers, bagged
and closed."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tournament_director.domain import stages as domain
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.services import open_services
from tournament_director.services.stages import FlightPlan

PRICE = 100_000  # CLP: 80,000 to the prize pool, 15,000 fee, 5,000 staff fee
EVENT = "Gran Evento Aniversario"
#: (name, document type, document): the first is a Chilean RUT with its check digit.
PEOPLE = (
    ("José Ñúñez Peña", "RUT", "12.345.678-5"),
    ("Ana Pérez", "DNI", "30111222"),
    ("Carla Soto", "DNI", "30111223"),
    ("Diego Ruiz", "DNI", "30111224"),
    ("Elena Vidal", "DNI", "30111225"),
    ("Félix Mora", "DNI", "30111226"),
    ("Gina Lagos", "DNI", "30111227"),
    ("Hugo Tapia", "DNI", "30111228"),
    ("Inés Rojas", "DNI", "30111229"),
    ("Juan Díaz", "DNI", "30111230"),
    ("Karen Muñoz", "DNI", "30111231"),
    ("Luis Bravo", "DNI", "30111232"),
    ("Marta Silva", "DNI", "30111233"),
    ("Nora Fuentes", "DNI", "30111234"),
)


class FakeClock:
    def __init__(self) -> None:
        self.moment = datetime(2026, 11, 27, 21, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.moment += timedelta(milliseconds=1)
        return self.moment


def open_record(folder: Path) -> Iterator:
    """Real services on a throw-away record in ``folder`` (a fixture yields from it)."""
    services = open_services(folder / "record.sqlite3", FakeClock())
    try:
        yield services
    finally:
        services.close()


def first_director(services):
    return services.house.create_first_director("Directora Ana", "654321")


def make_event(services, director, labels=("Día 1A", "Día 1B")):
    """The event and its flights, each with the structure (six-handed tables), the buy-in,
    two tables and (the flights) a cashier's shift. Returns (event id, [flight ids])."""
    plans = [FlightPlan(label, datetime(2026, 11, 27 + n, 18, 0)) for n, label in enumerate(labels)]
    event_id = services.stages.create_event(director, EVENT, plans)
    flights = list(services.stages.flights(event_id))
    base = import_json((resources_dir() / "structures" / "regular-20.json").read_text("utf-8"))
    structure = replace(base, table_size=6, starting_stack=30_000)
    for tid in [*flights, event_id]:
        services.clock.set_structure(director, tid, structure)
        services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
        services.registration.set_tables(director, tid, 2)
    for fid in flights:
        services.registration.open_shift(director, fid)
    return event_id, flights


def people(services, director, first: int, count: int) -> list[int]:
    """House players PEOPLE[first:first+count]; returns their ids."""
    return [
        services.players.create(director, name, kind, number, "Chile", "1990-04-01").player_id
        for name, kind, number in PEOPLE[first : first + count]
    ]


def sell(services, director, flight_id, who) -> list[int]:
    """An entry in the flight for each house player; returns the entry ids."""
    return [
        services.registration.buy_entry(director, flight_id, pid, "cash", PRICE)[-1].payload[
            "entry_id"
        ]
        for pid in who
    ]


def play_down(services, director, flight_id, qualifiers, counts=None, confirmed_by=None):
    """Start the flight, end it at ``qualifiers`` players, eliminate the others (the lowest
    entries first), bag every qualifier (``counts`` by entry, 30,000 + 1,000 n otherwise;
    confirmed by the player unless ``confirmed_by`` names a second operator) and close it.
    Returns the slips by flight entry."""
    services.clock.start(director, flight_id)
    services.stages.set_flight_end(director, flight_id, None, qualifiers)
    book = services.registration.book(flight_id)
    active = sorted(e.entry_id for e in book.entries.values() if e.status == "active")
    for entry_id in active[: len(active) - qualifiers]:
        services.registration.eliminate(director, flight_id, entry_id)
    slips = {}
    for n, entry_id in enumerate(active[len(active) - qualifiers :]):
        chips = (counts or {}).get(entry_id, 30_000 + 1_000 * n)
        who = confirmed_by or domain.PLAYER_CONFIRMED
        recorded = services.stages.bag(director, flight_id, entry_id, chips, who)
        slips[entry_id] = recorded[-1].payload["slip"]
    services.stages.close_flight(director, flight_id)
    return slips

"""Set-up shared by the multi-flight tests: an event with its flights ready to sell entries,
flights played down to their qualifiers, bagged and closed."""

from datetime import datetime

from registration_helpers import PRICE, person, ready, small_structure

from tournament_director.domain import stages as domain
from tournament_director.services.stages import FlightPlan


def make_event(services, director, labels=("Día 1A", "Día 1B"), settings=None, tables=2):
    """An event with its flights, each with the structure, the buy-in, tables and a shift;
    the final stage with the structure, the buy-in and tables too."""
    plans = [FlightPlan(label, datetime(2026, 11, 27 + n, 18, 0)) for n, label in enumerate(labels)]
    event_id = services.stages.create_event(director, "Gran Evento", plans, settings)
    flights = list(services.stages.flights(event_id))
    for fid in flights:
        ready(services, director, fid, tables=tables, structure=small_structure())
        services.registration.open_shift(director, fid)
    ready(services, director, event_id, tables=tables, structure=small_structure())
    return event_id, flights


def sell(services, director, flight_id, people):
    """Buy an entry in the flight for each house player id; returns the entry ids."""
    out = []
    for pid in people:
        recorded = services.registration.buy_entry(director, flight_id, pid, "cash", PRICE)
        out.append(recorded[-1].payload["entry_id"])
    return out


def players(services, director, first, count):
    return [person(services, director, n) for n in range(first, first + count)]


def play_down(services, director, flight_id, qualifiers, counts=None):
    """Start the flight, set its end at ``qualifiers``, eliminate the other entries (the
    lowest ids first), bag every qualifier (confirmed by the player) and close it. Returns
    the recorded slips by flight entry id."""
    services.clock.start(director, flight_id)
    services.stages.set_flight_end(director, flight_id, None, qualifiers)
    book = services.registration.book(flight_id)
    active = sorted(e.entry_id for e in book.entries.values() if e.status == "active")
    for entry_id in active[: len(active) - qualifiers]:
        services.registration.eliminate(director, flight_id, entry_id)
    book = services.registration.book(flight_id)
    left = sorted(e.entry_id for e in book.entries.values() if e.status == "active")
    slips = {}
    for n, entry_id in enumerate(left):
        chips = (counts or {}).get(entry_id, 30_000 + 1_000 * n)
        recorded = services.stages.bag(
            director, flight_id, entry_id, chips, domain.PLAYER_CONFIRMED
        )
        slips[entry_id] = recorded[-1].payload["slip"]
    services.stages.close_flight(director, flight_id)
    return slips

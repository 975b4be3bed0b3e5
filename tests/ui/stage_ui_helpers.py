"""Set-up for the multi-flight screens' tests: the event and its flights made as the
integration tests make them (tests/integration/stage_helpers.py), a flight played down to
its end without bagging it (the screens bag it), and the Spanish the translation files are
to bring for the words the room reads."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTranslator

# stage_helpers imports its neighbours by their bare names, as the integration tests do.
_INTEGRATION = str(Path(__file__).resolve().parents[1] / "integration")
if _INTEGRATION not in sys.path:
    sys.path.insert(0, _INTEGRATION)

from stage_helpers import make_event, play_down, players, sell  # noqa: E402

__all__ = [
    "PROPOSED_SPANISH",
    "Proposed",
    "active_entries",
    "flight_word",
    "make_event",
    "play_down",
    "play_to_end",
    "players",
    "sell",
]

#: The Spanish of the room's new words, as the translation files are to bring them.
PROPOSED_SPANISH = {
    ("FlightWords", "%1 qualify"): "Clasifican %1",
    ("FlightWords", "%1 left"): "Quedan %1",
    ("FlightWords", "ends at the end of level %1"): "termina al final del nivel %1",
    ("FlightWords", "FLIGHT OVER: bag the chips"): "SERIE TERMINADA: embolsar fichas",
    ("FlightWords", "FLIGHT CLOSED"): "SERIE CERRADA",
    ("FlightWords", "Bagged: %1 of %2"): "Embolsados: %1 de %2",
    ("FlightWords", "open"): "abierta",
    ("FlightWords", "closed"): "cerrada",
    ("FlightWords", "bagging"): "embolsando",
    ("FlightWords", "playing"): "en juego",
    ("DisplayWindow", "qualified"): "clasificados",
    ("DisplayWindow", "This flight's pool"): "Pozo de esta serie",
    ("DisplayWindow", "Late registration"): "Inscripción tardía",
}


def flight_word(source: str, *args: object) -> str:
    """The Spanish of one of a flight's words (context FlightWords), its %1, %2… filled in."""
    text = PROPOSED_SPANISH[("FlightWords", source)]
    for number, arg in enumerate(args, 1):
        text = text.replace(f"%{number}", str(arg))
    return text


class Proposed(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return PROPOSED_SPANISH.get((context, source))

    def isEmpty(self) -> bool:
        return False


def active_entries(services, flight_id: int) -> list[int]:
    book = services.registration.book(flight_id)
    return sorted(e.entry_id for e in book.entries.values() if e.status == "active")


def play_to_end(services, director, flight_id: int, qualifiers: int) -> list[int]:
    """Start the flight, end it at ``qualifiers`` players and eliminate the others (the
    lowest entries first): the flight is over and its chips are still to be bagged. Returns
    the entries left."""
    services.clock.start(director, flight_id)
    services.stages.set_flight_end(director, flight_id, None, qualifiers)
    active = active_entries(services, flight_id)
    for entry_id in active[: len(active) - qualifiers]:
        services.registration.eliminate(director, flight_id, entry_id)
    return active_entries(services, flight_id)

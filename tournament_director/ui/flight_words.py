"""A flight's words, the same on every screen that says them (the Clock tab's card, the big
screen, the Stages tab and the tournaments list): how many qualify and how many remain, where
it ends, that it is over and the chips are to be bagged, its state.

House "Etapa Clasificatoria": a flight is played "hasta el nivel que se indique en la
estructura o hasta que la cantidad de jugadores anunciada queden clasificados"; the room
reads both, and, once it is over, that the qualifiers' chips are counted and bagged.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication

from tournament_director.domain.stages import FlightProgress, registration_closed
from tournament_director.domain.tournament import TournamentState
from tournament_director.ui.time_format import local_text


def qualify_text(count: int) -> str:
    """ "40 qualify" (Spanish "Clasifican 40")."""
    return QCoreApplication.translate("FlightWords", "%1 qualify").replace("%1", str(count))


def left_text(count: int) -> str:
    """ "55 left" (Spanish "Quedan 55")."""
    return QCoreApplication.translate("FlightWords", "%1 left").replace("%1", str(count))


def ends_text(level: int) -> str:
    """ "ends at the end of level 12" (Spanish "termina al final del nivel 12")."""
    return QCoreApplication.translate("FlightWords", "ends at the end of level %1").replace(
        "%1", str(level)
    )


def progress_line(progress: FlightProgress, with_level: bool = True) -> str:
    """House "Etapa Clasificatoria" while the flight plays: "40 qualify · 55 left · ends at
    the end of level 12" (what is set of the end; the players left always)."""
    parts = []
    if progress.qualifiers is not None:
        parts.append(qualify_text(progress.qualifiers))
    parts.append(left_text(progress.remaining))
    if with_level and progress.end_level is not None:
        parts.append(ends_text(progress.end_level))
    return " · ".join(parts)


def over_line() -> str:
    """The flight is over: its qualifiers' chips are counted and bagged."""
    return QCoreApplication.translate("FlightWords", "FLIGHT OVER: bag the chips")


def closed_line() -> str:
    return QCoreApplication.translate("FlightWords", "FLIGHT CLOSED")


def bagged_line(progress: FlightProgress) -> str:
    """ "Bagged: 12 of 40"."""
    return (
        QCoreApplication.translate("FlightWords", "Bagged: %1 of %2")
        .replace("%1", str(progress.bagged))
        .replace("%2", str(progress.remaining))
    )


def why_over(progress: FlightProgress) -> str:
    """Why the flight is over, in words (empty while it plays)."""
    if progress.over == "qualifiers":
        return QCoreApplication.translate(
            "FlightWords", "%1 players are left: the announced number of qualifiers."
        ).replace("%1", str(progress.remaining))
    if progress.over == "level":
        return QCoreApplication.translate(
            "FlightWords", "Level %1, where the flight ends, has been played."
        ).replace("%1", str(progress.end_level))
    if progress.over == "closed":
        return QCoreApplication.translate(
            "FlightWords", "The flight is closed: its qualifiers have their slips."
        )
    return ""


def start_text(starts_at: str) -> str:
    """ "27/11 18:00": when the flight starts (recorded as local time)."""
    if not starts_at:
        return ""
    return local_text(datetime.fromisoformat(starts_at), short=True)


def flight_state_word(flight: TournamentState, progress: FlightProgress) -> str:
    """One word for where a flight stands: open (its registration), playing, bagging,
    closed."""
    if progress.over == "closed":
        return QCoreApplication.translate("FlightWords", "closed")
    if progress.over:
        return QCoreApplication.translate("FlightWords", "bagging")
    if not registration_closed(flight):
        return QCoreApplication.translate("FlightWords", "open")
    return QCoreApplication.translate("FlightWords", "playing")


def flight_title(flight: TournamentState, progress: FlightProgress) -> str:
    """The flight in the tournaments list: "Día 1A · 27/11 18:00 · open"."""
    parts = [flight.stages.label, start_text(flight.stages.starts_at)]
    parts.append(flight_state_word(flight, progress))
    return " · ".join(p for p in parts if p)

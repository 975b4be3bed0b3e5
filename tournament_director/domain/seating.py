"""Seats: the one place a seat is drawn.

ADTP 6: seats are assigned at random; ADTP 7: alternates, late registrations and re-entries
are seated by the same process as a new player. The draw uses the operating system's secure
random source (``secrets.SystemRandom``) and the drawn seat is stored in the event, so a
replay never draws again.

Tables open in order and fill evenly: a new player goes to the lowest-numbered of the
tables with the fewest players, to a seat drawn at random among its open seats. (The
seating issue refines the choice of table; it keeps this single code path.)
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Collection, Mapping
from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Seat:
    table: int
    seat: int

    def label(self) -> str:
        return f"{self.table}-{self.seat}"


def system_rng() -> random.Random:
    return secrets.SystemRandom()


def open_seats(tables: int, table_size: int, taken: Mapping[int, Collection[int]]) -> list[Seat]:
    """The open seats at the table that is next to fill (see the module's docstring).

    taken: table number -> the seat numbers taken there."""
    best: int | None = None
    for table in range(1, tables + 1):
        count = len(taken.get(table, ()))
        if count < table_size and (best is None or count < len(taken.get(best, ()))):
            best = table
    if best is None:
        return []
    return [Seat(best, s) for s in range(1, table_size + 1) if s not in taken.get(best, ())]


def draw_seat(candidates: list[Seat], rng: random.Random) -> Seat:
    """One seat drawn at random from the open seats (secure source in production)."""
    if not candidates:
        raise ValueError("no open seat to draw from")
    return rng.choice(sorted(candidates))

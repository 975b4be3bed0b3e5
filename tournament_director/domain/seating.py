"""A seat's label and the secure random source.

Seats are drawn in one place: :func:`redraw.seat_new_players` on the room the tournament's
events fold into (domain/seating_state.py). ADTP 6: seats are assigned at random; ADTP 7:
alternates, late registrations and re-entries are seated by the same process. The draw
uses the operating system's secure random source (``secrets.SystemRandom``) and the drawn
seat is stored in the event, so a replay never draws again.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Seat:
    table: int
    seat: int

    def label(self) -> str:
        return f"{self.table}-{self.seat}"


def system_rng() -> random.Random:
    return secrets.SystemRandom()

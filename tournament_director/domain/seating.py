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

import heapq
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
    return open_seats_at(best, table_size, taken.get(best, ()))


def open_seats_at(table: int, table_size: int, taken: Collection[int]) -> list[Seat]:
    return [Seat(table, s) for s in range(1, table_size + 1) if s not in taken]


class FillOrder:
    """The table next to fill, kept as seats are taken and freed, so that drawing a seat
    never scans every table (a 10,000-player event has over a thousand).

    Gives the same table as :func:`open_seats`: the lowest-numbered of the tables with the
    fewest players. A min-heap of (players, table) with lazy deletion: every change pushes
    the table's new count and stale pairs are dropped when they reach the top. Derived from
    the seats taken, never stored.
    """

    def __init__(self) -> None:
        self._heap: list[tuple[int, int]] = []
        self._tables = 0

    def reset(self, tables: int, taken: Mapping[int, Collection[int]]) -> None:
        """All tables afresh (the number of tables changed, or the state was loaded)."""
        self._tables = tables
        self._heap = [(len(taken.get(t, ())), t) for t in range(1, tables + 1)]
        heapq.heapify(self._heap)

    def changed(self, table: int, count: int, taken: Mapping[int, Collection[int]]) -> None:
        """A table now has count players."""
        if table > self._tables:
            return  # outside the tables in use: reset() counts it if the tables grow
        heapq.heappush(self._heap, (count, table))
        if len(self._heap) > 2 * self._tables + 64:  # stale pairs: rebuild, amortised O(1)
            self.reset(self._tables, taken)

    def next_table(self, table_size: int, taken: Mapping[int, Collection[int]]) -> int | None:
        """The table next to fill, or None when every seat is taken."""
        heap = self._heap
        while heap:
            count, table = heap[0]
            if count == len(taken.get(table, ())):
                return table if count < table_size else None
            heapq.heappop(heap)
        return None


def draw_seat(candidates: list[Seat], rng: random.Random) -> Seat:
    """One seat drawn at random from the open seats (secure source in production)."""
    if not candidates:
        raise ValueError("no open seat to draw from")
    return rng.choice(sorted(candidates))

"""The TDA 2024 variant of the stop-play rule for short tables: "once the blinds are affected".

ADTP 10 D stops play at a table 3 or more players fewer than the fullest as soon as it is
that short. The TDA 2024 variant (a setting of the rule set,
``stop_play_when_blinds_affected``) lets such a table play on until its shortness reaches
the blinds. This module is the product's reading of that condition, kept apart from
:mod:`balancing` (which flags the short tables) so that the flag can be narrowed by the
rule set without changing the engine:

* a short table's blinds are affected when the next hand's blinds are posted across an
  empty seat: a seat clockwise after the button, up to and including the seat due the big
  blind, is empty (a dead small blind, or a skipped seat between the blinds);
* when the button or the blinds cannot be told, the blinds count as affected (the floor is
  warned rather than left unaware).

Pure functions; no Qt, no database.
"""

from __future__ import annotations

import dataclasses

from tournament_director.domain.balancing import StopPlay
from tournament_director.domain.room import Room, Table, big_blind_due, clockwise_after

RULE = "ADTP 10; TDA 2024 (once the blinds are affected)"


def blinds_affected(table: Table) -> bool:
    """TDA 2024 variant: whether the next hand's blinds at ``table`` are posted across an
    empty seat (see the module's docstring). True when the blinds cannot be told."""
    if table.button is None:
        return True
    big_blind = big_blind_due(table)
    if big_blind is None:
        return True
    for seat in clockwise_after(table, table.button):
        if table.seats[seat - 1] is None:
            return True
        if seat == big_blind:
            return False
    return False  # pragma: no cover - the big blind is always found clockwise


def when_blinds_affected(room: Room, stops: tuple[StopPlay, ...]) -> tuple[StopPlay, ...]:
    """The stop-play flags that hold under the TDA 2024 variant: a table short by the ADTP 10
    difference is stopped only once its blinds are affected; the others play on (the flag
    is dropped). Flags from another rule (Casino Club's players left) are kept as they are."""
    out = []
    for stop in stops:
        if stop.rule != "ADTP 10":  # another house's rule (Casino Club): not narrowed
            out.append(stop)
            continue
        table = room.tables.get(stop.table)
        if table is None or blinds_affected(table):
            out.append(dataclasses.replace(stop, rule=RULE))
    return tuple(out)


__all__ = ["RULE", "blinds_affected", "when_blinds_affected"]

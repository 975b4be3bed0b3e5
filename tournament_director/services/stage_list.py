"""Which tournaments of a list are multi-flight events and which are their flights, for the
console's list of tournaments (an event's final stage with its flights grouped under it).

Read from the event store's index by stream and type (the event's ``EventStagesDefined``,
written when the event is created and never undone), never by replaying every tournament of
the list: only the flights the list shows are then read whole, for their state.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from tournament_director.domain.stages import EventStagesDefined
from tournament_director.storage import event_store

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services


def event_flights(services: Services, tournament_ids: Iterable[int]) -> dict[int, list[int]]:
    """event id -> its flights' ids in their order, for the events among
    ``tournament_ids`` (a tournament that is not an event is not in it)."""
    ids = sorted(set(tournament_ids))
    if not ids:
        return {}
    with services.db.read() as conn:
        found = event_store.read_types_in(conn, ids, [EventStagesDefined.TYPE])
    out: dict[int, list[int]] = {}
    for recorded in found:  # in stream and seq order: the latest definition stands
        out[recorded.stream_id] = [int(f["tournament_id"]) for f in recorded.payload["flights"]]
    return out

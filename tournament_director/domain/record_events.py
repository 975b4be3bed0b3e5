"""Events about the record itself, in the house stream."""

from __future__ import annotations

from dataclasses import dataclass

from tournament_director.domain.events import Event, event_type


@event_type
@dataclass(frozen=True)
class RecordRestored(Event):
    """The record was put back to a backup (a damaged file, a lost disk).

    backup: the backup's file name and when it was taken; heads: each stream's last event in
    the backup (stream id as text -> seq); lost: the streams whose later events, anchored
    before the restore, the restore gave up (stream id as text -> [first seq, last seq]);
    kept: where the file that was replaced was kept (its name), empty when there was none.
    """

    TYPE = "RecordRestored"
    backup: str
    taken_at: str
    heads: dict
    lost: dict
    kept: str

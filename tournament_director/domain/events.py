"""Events: what happened, in the past tense, as recorded in the log.

Each event type is a frozen dataclass registered under its type name with a schema version.
An event read back with an older schema version is upcast, step by step, before it is used,
so old logs keep replaying after the shape of an event changes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, ClassVar

Payload = dict[str, Any]


class Event:
    """Base of every event dataclass."""

    TYPE: ClassVar[str]
    VERSION: ClassVar[int] = 1
    # Operator actions that undo may revert; system events (the clock ticking over) are not.
    UNDOABLE: ClassVar[bool] = True
    # False for operator actions that stand outside the undo history altogether, such as
    # the clock's controls: pausing the clock must not stop a registration being undone,
    # and a mistaken "next level" is put right with "previous level", not with undo.
    IN_HISTORY: ClassVar[bool] = True

    def payload(self) -> Payload:
        return dataclasses.asdict(self)  # type: ignore[call-overload]


EVENT_TYPES: dict[str, type[Event]] = {}
_UPCASTERS: dict[tuple[str, int], Callable[[Payload], Payload]] = {}


def event_type(cls: type[Event]) -> type[Event]:
    """Register an event dataclass under its TYPE."""
    if cls.TYPE in EVENT_TYPES:
        raise ValueError(f"event type {cls.TYPE} registered twice")
    EVENT_TYPES[cls.TYPE] = cls
    return cls


def upcaster(type_name: str, from_version: int) -> Callable[[Callable[[Payload], Payload]], Any]:
    """Register the step that turns a payload of from_version into from_version + 1."""

    def register(fn: Callable[[Payload], Payload]) -> Callable[[Payload], Payload]:
        _UPCASTERS[(type_name, from_version)] = fn
        return fn

    return register


@dataclass(frozen=True)
class RecordedEvent:
    """An event as it stands in the log."""

    stream_id: int
    seq: int
    command_seq: int
    recorded_at: datetime
    operator_id: int | None
    operator_name: str
    type: str
    payload: Payload
    schema_version: int
    prev_hash: str = ""
    hash: str = ""

    def decode(self) -> Event:
        """The typed event, upcast to the current schema version."""
        cls = EVENT_TYPES[self.type]
        payload, version = dict(self.payload), self.schema_version
        while version < cls.VERSION:
            payload = _UPCASTERS[(self.type, version)](payload)
            version += 1
        return cls(**payload)


@dataclass(frozen=True)
class ActorRef:
    """Who did it: the operator's id and name as the log records them (None id = the system)."""

    id: int | None
    name: str


SYSTEM = ActorRef(None, "system")

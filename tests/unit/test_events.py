"""Event types: registration, payloads and upcasting old schema versions."""

from dataclasses import dataclass
from datetime import UTC, datetime

import pytest

from tournament_director.domain.events import (
    Event,
    RecordedEvent,
    event_type,
    upcaster,
)


@event_type
@dataclass(frozen=True)
class SeatCardPrintedForTest(Event):
    """Version 3: version 1 had `table_seat` ("12-4"); version 2 split it; 3 added copies."""

    TYPE = "SeatCardPrintedForTest"
    VERSION = 3
    table: int
    seat: int
    copies: int


@upcaster("SeatCardPrintedForTest", 1)
def _split_table_seat(payload):
    table, seat = payload.pop("table_seat").split("-")
    return {**payload, "table": int(table), "seat": int(seat)}


@upcaster("SeatCardPrintedForTest", 2)
def _one_copy(payload):
    return {**payload, "copies": 1}


def recorded(payload, version):
    return RecordedEvent(
        2,
        1,
        1,
        datetime(2026, 11, 25, tzinfo=UTC),
        1,
        "Ana",
        "SeatCardPrintedForTest",
        payload,
        version,
    )


def test_old_versions_are_upcast_step_by_step():
    assert recorded({"table_seat": "12-4"}, 1).decode() == SeatCardPrintedForTest(12, 4, 1)
    assert recorded({"table": 3, "seat": 9}, 2).decode() == SeatCardPrintedForTest(3, 9, 1)
    assert recorded({"table": 3, "seat": 9, "copies": 2}, 3).decode() == SeatCardPrintedForTest(
        3, 9, 2
    )


def test_the_stored_payload_is_not_changed_by_decoding():
    event = recorded({"table_seat": "1-1"}, 1)
    event.decode()
    assert event.payload == {"table_seat": "1-1"}


def test_a_type_registers_once():
    with pytest.raises(ValueError):
        event_type(SeatCardPrintedForTest)

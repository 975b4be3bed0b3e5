"""Forged chip-control slips at the accreditation desk (house "Etapa Final": "Cada jugador
clasificado deberá presentar el comprobante de control de fichas para acreditarse"), one test
a case: each is refused with its reason in words, and nothing is written."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import FakeClock
from stage_helpers import make_event, play_down, players, sell

from tournament_director.domain import stages as domain
from tournament_director.domain.errors import Refused
from tournament_director.services import open_services


@pytest.fixture
def event(services, director):
    """Two closed flights: Día 1A with 3 qualifiers (30,000, 31,000, 32,000 chips), Día 1B
    with 2 (30,000, 31,000)."""
    event_id, flights = make_event(services, director)
    people = players(services, director, 1, 9)
    sell(services, director, flights[0], people[:5])
    sell(services, director, flights[1], people[5:])
    slips = {
        fid: play_down(services, director, fid, n) for fid, n in zip(flights, (3, 2), strict=True)
    }
    return event_id, flights, slips


def _fields(qr: str) -> dict[str, str]:
    names = ("tag", "record", "event", "flight", "slip", "entry", "chips", "mac")
    return dict(zip(names, qr.split("-"), strict=True))


def _qr(fields: dict[str, str]) -> str:
    return "-".join(fields.values())


def _first(services, event) -> tuple[int, domain.Slip, str, str]:
    """Día 1A's first qualifier: (flight, slip, QR text, printed code)."""
    _event_id, flights, slips = event
    fid = flights[0]
    number = min(slips[fid].values())
    qr, printed = services.stages.slip_codes(fid, number)
    return fid, services.stages.slip(fid, number), qr, printed


def _refused(services, floor, event_id: int, code: str, document: str) -> Refused:
    """The desk refuses the slip: with its reason in words, and nothing written."""
    before = services.tournaments.state(event_id).last_seq
    with pytest.raises(Refused) as refused:
        services.stages.accredit(floor, event_id, code, document)
    assert services.tournaments.state(event_id).last_seq == before
    assert refused.value.message.strip()
    return refused.value


def test_an_altered_count(services, floor, event):
    event_id = event[0]
    _fid, slip, qr, _printed = _first(services, event)
    forged = _qr({**_fields(qr), "chips": "300000"})

    refused = _refused(services, floor, event_id, forged, slip.document)

    assert refused.reason == "count_altered"
    assert refused.message == (
        "Comprobante rechazado: dice 300.000 fichas y el conteo registrado es 30.000; el "
        "comprobante fue alterado."
    )


def test_an_altered_player(services, floor, event):
    event_id, flights, slips = event
    _fid, slip, qr, _printed = _first(services, event)
    other = max(slips[flights[0]])  # another qualifier's entry in the same flight
    forged = _qr({**_fields(qr), "entry": str(other)})
    document = services.stages.flight(flights[0]).players[other].document

    refused = _refused(services, floor, event_id, forged, document)

    assert refused.reason == "player_altered"
    assert f"el comprobante es de {slip.name}" in refused.message


def test_an_altered_flight(services, floor, event):
    event_id, flights, _slips = event
    _fid, slip, qr, _printed = _first(services, event)
    forged = _qr({**_fields(qr), "flight": str(flights[1])})

    refused = _refused(services, floor, event_id, forged, slip.document)

    assert refused.reason == "flight_altered"
    assert "la serie fue alterada (el comprobante es de la serie Día 1A)" in refused.message


def test_an_altered_event(services, floor, event):
    event_id = event[0]
    _fid, slip, qr, _printed = _first(services, event)
    forged = _qr({**_fields(qr), "event": str(event_id + 40)})

    refused = _refused(services, floor, event_id, forged, slip.document)

    assert refused.reason == "event_altered"
    assert refused.message == "Comprobante rechazado: el evento fue alterado."


def test_a_slip_made_up_by_hand(services, floor, event):
    event_id = event[0]
    _fid, slip, qr, printed = _first(services, event)
    rng = random.Random(11)
    for _ in range(20):  # random seals, scanned and typed
        mac = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(16))
        for forged in (
            _qr({**_fields(qr), "mac": mac}),
            f"{slip.flight_id}-{slip.slip}-{mac[:5]}-{mac[5:10]}",
        ):
            if forged in (qr, printed):
                continue
            refused = _refused(services, floor, event_id, forged, slip.document)
            assert refused.reason == "made_up"
            assert "no corresponde a ningún comprobante emitido" in refused.message
    # A slip number never issued, with a seal copied from a real one.
    forged = _qr({**_fields(qr), "slip": "77"})
    assert _refused(services, floor, event_id, forged, slip.document).reason == "made_up"


def test_a_slip_of_another_event_of_the_same_record(services, director, floor, event):
    event_id = event[0]
    other_id, (other_flight,) = make_event(services, director, labels=("Día 1",))
    (pid,) = players(services, director, 50, 1)
    sell(services, director, other_flight, [pid])
    ((entry, number),) = play_down(services, director, other_flight, 1).items()
    qr, printed = services.stages.slip_codes(other_flight, number)
    document = services.stages.slip(other_flight, number).document

    for code in (qr, printed):
        refused = _refused(services, floor, event_id, code, document)
        assert refused.reason == "other_event"
        assert "es de otro evento (Gran Evento)" in refused.message
    # Genuine at its own event.
    assert services.stages.check(other_id, qr).slip.entry_id == entry


def test_a_slip_presented_a_second_time(services, floor, event):
    event_id = event[0]
    _fid, slip, qr, printed = _first(services, event)
    services.stages.accredit(floor, event_id, qr, slip.document)

    for code in (qr, printed):
        refused = _refused(services, floor, event_id, code, slip.document)
        assert refused.reason == "presented_twice"
        assert f"ya se presentó; {slip.name} fue acreditado a las" in refused.message
        assert floor.name in refused.message


def test_a_slip_replaced_by_a_recount(services, director, floor):
    event_id, flights = make_event(services, director, labels=("Día 1A",))
    people = players(services, director, 1, 3)
    entries = sell(services, director, flights[0], people)
    fid = flights[0]
    services.clock.start(director, fid)
    services.stages.set_flight_end(director, fid, None, 3)
    first = services.stages.bag(director, fid, entries[0], 41_000, domain.PLAYER_CONFIRMED)
    second = services.stages.bag(director, fid, entries[0], 42_000, domain.PLAYER_CONFIRMED)
    for entry in entries[1:]:
        services.stages.bag(director, fid, entry, 30_000, domain.PLAYER_CONFIRMED)
    services.stages.close_flight(director, fid)
    old = first[-1].payload["slip"]
    new = second[-1].payload["slip"]
    document = services.stages.slip(fid, old).document

    for code in services.stages.slip_codes(fid, old):
        refused = _refused(services, floor, event_id, code, document)
        assert refused.reason == "replaced"
        assert f"el n.º {old} fue reemplazado por un nuevo conteo (n.º {new}, 42.000 fichas)" in (
            refused.message
        )
    qr, _printed = services.stages.slip_codes(fid, new)
    recorded = services.stages.accredit(floor, event_id, qr, document)
    assert recorded[-1].payload["chips"] == 42_000


def test_a_slip_from_another_record(services, director, floor, event, tmp_path: Path):
    """The same event written in another database, with its own key: the ids and numbers
    are the same, the seal is not."""
    event_id = event[0]
    elsewhere = open_services(tmp_path / "other.sqlite3", FakeClock())
    try:
        other_director = elsewhere.house.create_first_director("Directora Ana", "654321")
        other_event, other_flights = make_event(elsewhere, other_director)
        people = players(elsewhere, other_director, 1, 9)
        sell(elsewhere, other_director, other_flights[0], people[:5])
        sell(elsewhere, other_director, other_flights[1], people[5:])
        slips = play_down(elsewhere, other_director, other_flights[0], 3)
        number = min(slips.values())
        qr, printed = elsewhere.stages.slip_codes(other_flights[0], number)
        document = elsewhere.stages.slip(other_flights[0], number).document
    finally:
        elsewhere.close()
    assert (other_event, other_flights) == (event_id, event[1])

    refused = _refused(services, floor, event_id, qr, document)
    assert refused.reason == "other_record"
    assert "no fue emitido por este registro" in refused.message
    # Typed, it names a flight and a slip of this record too: its seal does not match.
    refused = _refused(services, floor, event_id, printed, document)
    assert refused.reason == "made_up"


def test_the_wrong_document(services, floor, event):
    event_id, flights, slips = event
    _fid, slip, qr, printed = _first(services, event)
    other = services.stages.flight(flights[0]).players[max(slips[flights[0]])].document

    for code, document in ((qr, other), (printed, ""), (qr, "99.999.999")):
        refused = _refused(services, floor, event_id, code, document)
        assert refused.key == "stages.wrong_document"
        assert f"no es el del comprobante ({slip.document} de {slip.name})" in refused.message
    # With dots and spaces as people type it, his own document is his.
    shown = f" {int(slip.document):,} ".replace(",", ".")
    recorded = services.stages.accredit(floor, event_id, printed, shown)
    assert recorded[-1].payload["chips"] == slip.chips

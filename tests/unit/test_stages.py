"""Multi-flight events from the house rules, pure (Casino Club "Etapa Clasificatoria", "Etapa
Final", "Premios"): the slip's code and how it is read, the settings, the stack that counts,
the flight's end and the event's pool, and the stages folded and kept in a snapshot.

Casino Club "Etapa Final": "Cada jugador clasificado deberá presentar el comprobante de control
de fichas para acreditarse en la etapa."
"""

from __future__ import annotations

import hmac
from dataclasses import replace
from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director.domain import stages as s
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent

RECORD = "0123456789abcdef0123456789abcdef"


class Key:
    """A record key as storage/keys.RecordKey seals."""

    def __init__(self, secret: bytes = b"k" * 32, record_id: str = RECORD) -> None:
        self.record_id = record_id
        self._secret = secret

    def seal(self, *parts: object) -> str:
        message = "\x1f".join(str(p) for p in parts).encode()
        return hmac.new(self._secret, message, "sha256").hexdigest()


def slip(**changes) -> s.Slip:
    base = s.Slip(
        slip=7, flight_id=4, entry_id=12, player_id=3, house_player_id=30, name="Ana Pérez",
        document_type="DNI", document="30111222", chips=352_000, table=2, seat=5, level=12,
        final_level=13, confirmed_by="player", issued_at="2026-11-27T23:00:00+00:00",
        mac=s.slip_mac(Key(), 2, 4, 7, 12, 352_000), operator="Floor Luis", seq=90,
    )  # fmt: skip
    return replace(base, **changes)


def test_the_mac_seals_every_field_and_the_record():
    key = Key()
    mac = s.slip_mac(key, 2, 4, 7, 12, 352_000)
    assert len(mac) == 32 and set(mac) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    for other in (
        s.slip_mac(key, 3, 4, 7, 12, 352_000),
        s.slip_mac(key, 2, 5, 7, 12, 352_000),
        s.slip_mac(key, 2, 4, 8, 12, 352_000),
        s.slip_mac(key, 2, 4, 7, 13, 352_000),
        s.slip_mac(key, 2, 4, 7, 12, 352_001),
        s.slip_mac(Key(b"x" * 32), 2, 4, 7, 12, 352_000),
        s.slip_mac(Key(record_id="f" * 32), 2, 4, 7, 12, 352_000),
    ):
        assert other != mac


def test_the_qr_and_the_printed_code_read_back():
    one = slip()
    qr = s.qr_text(RECORD, 2, one)
    assert qr == f"TDS1-01234567-2-4-7-12-352000-{one.mac[:16]}"
    assert set(qr) <= set("TDS0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-")
    read = s.parse_code(qr)
    assert read == s.SlipCode(True, 4, 7, one.mac[:16], "01234567", 2, 12, 352_000)
    printed = s.printed_code(one)
    assert printed == f"4-7-{one.mac[:5]}-{one.mac[5:10]}"
    typed = s.parse_code(" " + printed.lower().replace("-", "-", 2) + "\n")
    assert typed == s.SlipCode(False, 4, 7, one.mac[:10])
    # A scanner on a Spanish keyboard may type the hyphen as an apostrophe.
    assert s.parse_code(qr.replace("-", "'")) == read


@pytest.mark.parametrize(
    "text",
    ["", "hola", "TDS1-0123-2-4-7-12-1-AAAAAAAAAAAAAAAA", "4-7-AAAAA", "x" * 201, None, 12],
)
def test_what_is_not_a_code_is_refused_in_words(text):
    with pytest.raises(Refused) as refused:
        s.parse_code(text)
    assert refused.value.key == "slip.unreadable"
    assert "QR" in refused.value.message


@given(st.integers(0, 10**12), st.integers(1, 10**9 - 1), st.integers(1, 10**9 - 1))
def test_any_slip_reads_back_from_its_qr(chips, flight, number):
    one = slip(chips=chips, flight_id=flight, slip=number,
               mac=s.slip_mac(Key(), 2, flight, number, 12, chips))  # fmt: skip
    read = s.parse_code(s.qr_text(RECORD, 2, one))
    assert (read.flight_id, read.slip, read.chips, read.entry_id) == (flight, number, chips, 12)
    assert s.slip_mac(Key(), read.event_id, flight, number, 12, chips).startswith(read.mac)


def test_the_settings_default_to_the_house_and_refuse_the_unknown():
    default = s.StageSettings()
    assert (default.assignment, default.entries, default.stack) == ("choose", "once", "largest")
    assert s.StageSettings.from_dict({}) == default
    for field, key in (("assignment", "bad_assignment"), ("entries", "bad_entries"),
                       ("stack", "bad_stack")):  # fmt: skip
        with pytest.raises(Refused) as refused:
            replace(default, **{field: "whatever"}).check()
        assert refused.value.key == f"stages.{key}"


def test_the_stack_that_counts():
    """The issue's setting: the largest (default), the first or the last flight's; equal
    stacks: the earlier flight's."""
    a, b, c = slip(chips=200), slip(chips=500, flight_id=5), slip(chips=500, flight_id=6)
    assert s.counting_slip([a, b, c], s.LARGEST) is b
    assert s.counting_slip([a, b, c], s.FIRST) is a
    assert s.counting_slip([a, b, c], s.LAST) is c


def test_the_stages_need_unique_labels_and_one_to_26_flights():
    settings = s.StageSettings()
    defined = s.decide_stages([(3, "Día 1A", "2026-11-27T18:00"), (4, "Día 1B", "x")], settings)
    assert [f["label"] for f in defined.flights] == ["Día 1A", "Día 1B"]
    with pytest.raises(Refused, match="mismo nombre"):
        s.decide_stages([(3, "Día 1A", ""), (4, "día 1a", "")], settings)
    with pytest.raises(Refused) as refused:
        s.decide_stages([], settings)
    assert refused.value.key == "stages.flight_count"
    with pytest.raises(Refused):
        s.decide_stages([(3, "  ", "")], settings)


def _recorded(event, seq: int = 1, stream: int = 4) -> RecordedEvent:
    return RecordedEvent(
        stream, seq, seq, datetime(2026, 11, 27, 23, 0, tzinfo=UTC), 1, "Floor Luis",
        event.TYPE, event.payload(), event.VERSION,
    )  # fmt: skip


def _bag(number: int, entry: int, chips: int, replaces: int | None = None) -> s.ChipsBagged:
    return s.ChipsBagged(
        number, entry, entry, entry * 10, f"Jugador {entry}", "DNI", str(30_000_000 + entry),
        chips, 1, entry, 12, 13, "player", "2026-11-27T23:00:00+00:00",
        s.slip_mac(Key(), 2, 4, number, entry, chips), replaces,
    )  # fmt: skip


def test_a_recount_replaces_the_slip_and_the_close_keeps_its_qualifiers():
    stages = s.Stages()
    events = [
        s.FlightDefined(2, "Día 1A", "2026-11-27T18:00"),
        s.FlightEndSet(12, 40, "anunciado"),
        _bag(1, 5, 100_000),
        _bag(2, 6, 80_000),
        _bag(3, 5, 110_000, replaces=1),
        s.FlightClosed(({"entry": 5, "slip": 3, "chips": 110_000},
                        {"entry": 6, "slip": 2, "chips": 80_000}), 190_000, 12),
    ]  # fmt: skip
    for n, event in enumerate(events, 1):
        stages.apply(event, _recorded(event, n))
    assert stages.is_flight and stages.event_id == 2 and stages.label == "Día 1A"
    assert (stages.end_level, stages.end_qualifiers) == (12, 40)
    assert stages.slips[1].replaced_by == 3 and stages.slips[3].replaced_by is None
    assert [x.slip for x in stages.current_slips()] == [2, 3]
    assert stages.closed["chips"] == 190_000
    again = s.Stages.from_dict(stages.to_dict())
    assert again == stages


def test_the_event_folds_its_pool_and_accreditations_and_keeps_them_in_a_snapshot():
    stages = s.Stages()
    events = [
        s.decide_stages([(3, "Día 1A", "a"), (4, "Día 1B", "b")], s.StageSettings(stack="last")),
        s.FlightDrawn(30, 4, (3, 4)),
        s.EventPoolFixed(({"kind": "registration", "prize": 80_000, "fee": 15_000,
                           "staff_fee": 5_000, "count": 12},),
                         ({"flight": 3, "entries": 6, "prize": 480_000},
                          {"flight": 4, "entries": 6, "prize": 480_000})),
        s.QualifierAccredited(1, 30, 4, 12, 7, 352_000, True,
                              ({"flight": 3, "entry": 2, "slip": 1, "chips": 90_000},)),
    ]  # fmt: skip
    for n, event in enumerate(events, 1):
        stages.apply(event, _recorded(event, n, stream=2))
    assert stages.is_event and stages.settings.stack == "last"
    assert stages.flight_label(4) == "Día 1B" and stages.drawn == {30: 4}
    contributions = stages.pool_contributions()
    assert len(contributions) == 12 and sum(c.prize for c in contributions) == 960_000
    assert stages.accreditation_of(4, 12).entry_id == 1
    assert stages.accreditation_of(3, 2).entry_id == 1  # the forfeited one counts as used
    assert stages.accreditation_of(3, 3) is None
    assert s.Stages.from_dict(stages.to_dict()) == stages
    assert s.Stages.from_dict(None) == s.Stages()

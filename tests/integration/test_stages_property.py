"""Properties of multi-flight events through the services (Casino Club "Etapa
Clasificatoria", "Etapa Final", "Acreditación al Evento"):

- Chips are conserved across stages: for any flights, fields, qualifier counts, bagged counts
  (re-counts among them), entry and stack rules, and any qualifiers accredited with or without
  their slip, the chips of the closed flights' standing slips are the chips accredited plus
  those forfeited plus those not accredited yet; once everyone is accredited, the final
  stage's chips in play are the sum of the slips that count (each player's by the event's
  stack rule, worked out here independently).
- A slip verifies if and only if nothing in it changed: a genuine QR text (or printed code)
  with any one field or any one character of its seal changed is refused; unchanged, it is
  genuine.
"""

from __future__ import annotations

import random
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from conftest import FakeClock
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from registration_helpers import PRICE
from stage_helpers import make_event, players

from tournament_director.domain import stages as domain
from tournament_director.domain.errors import Refused
from tournament_director.services import open_services

B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


@contextmanager
def fresh() -> Iterator[tuple]:
    """Services on a new record of their own (a hypothesis example each), with a director."""
    folder = Path(tempfile.mkdtemp())
    services = open_services(folder / "record.sqlite3", FakeClock())
    for service in (services.registration, services.seating, services.stages):
        service.rng = random.Random(0)
    try:
        yield services, services.house.create_first_director("Directora Ana", "654321")
    finally:
        services.close()
        shutil.rmtree(folder, ignore_errors=True)


def _play(services, director, fid: int, qualifiers: int, counts: list[int], recount: bool):
    """The flight down to ``qualifiers`` (the lowest entries out), each bagged with its
    count (the first counted twice when ``recount``: its first slip void), closed."""
    services.clock.start(director, fid)
    services.stages.set_flight_end(director, fid, None, qualifiers)
    book = services.registration.book(fid)
    active = sorted(e.entry_id for e in book.entries.values() if e.status == "active")
    for entry_id in active[: len(active) - qualifiers]:
        services.registration.eliminate(director, fid, entry_id)
    left = active[len(active) - qualifiers :]
    for n, (entry_id, chips) in enumerate(zip(left, counts, strict=False)):
        if recount and n == 0:
            services.stages.bag(director, fid, entry_id, chips + 1, domain.PLAYER_CONFIRMED)
        services.stages.bag(director, fid, entry_id, chips, domain.PLAYER_CONFIRMED)
    services.stages.close_flight(director, fid)


def _oracle(flights: dict, order: list[int], rule: str) -> dict[int, domain.Slip]:
    """Each player's slip that counts, by the rule, from the closed flights' qualifiers:
    the largest stack (ties: the earlier flight), the first flight's, or the last's."""
    by_player: dict[int, list[domain.Slip]] = {}
    for fid in order:
        closed = flights[fid].stages.closed
        for q in (closed or {}).get("qualifiers", []):
            slip = flights[fid].stages.slips[q["slip"]]
            by_player.setdefault(slip.house_player_id, []).append(slip)
    chosen = {}
    for player, slips in by_player.items():
        if rule == domain.FIRST:
            chosen[player] = slips[0]
        elif rule == domain.LAST:
            chosen[player] = slips[-1]
        else:
            best = slips[0]
            for slip in slips[1:]:
                if slip.chips > best.chips:
                    best = slip
            chosen[player] = best
    return chosen


def _ledger(services, event_id: int) -> tuple[int, int, int, int]:
    """(chips of the closed flights' standing slips, accredited, forfeited, not yet)."""
    event = services.stages.event(event_id)
    bagged = waiting = 0
    for fid, flight in services.stages.flights(event_id).items():
        for q in (flight.stages.closed or {}).get("qualifiers", []):
            chips = flight.stages.slips[q["slip"]].chips
            assert chips == q["chips"]
            bagged += chips
            if event.stages.accreditation_of(fid, q["entry"]) is None:
                waiting += chips
    accredited = sum(a.chips for a in event.stages.accredited.values())
    forfeited = sum(f["chips"] for a in event.stages.accredited.values() for f in a.forfeited)
    return bagged, accredited, forfeited, waiting


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_chips_are_conserved_across_stages(data):
    count = data.draw(st.integers(1, 3), label="flights")
    rule = data.draw(st.sampled_from(domain.STACK_RULES), label="stack")
    entries = data.draw(st.sampled_from(domain.ENTRY_RULES), label="entries")
    labels = tuple(f"Día 1{chr(65 + n)}" for n in range(count))
    with fresh() as (services, director):
        settings_ = domain.StageSettings(entries=entries, stack=rule)
        event_id, flights = make_event(services, director, labels, settings_, tables=4)
        people = players(services, director, 1, 8)
        sold: dict[int, int] = {}
        for fid in flights:
            field = data.draw(
                st.lists(st.sampled_from(people), min_size=1, max_size=6, unique=True)
            )
            sold[fid] = 0
            for pid in field:
                try:
                    services.registration.buy_entry(director, fid, pid, "cash", PRICE)
                    sold[fid] += 1
                except Refused as refused:  # the event's entry rule across its flights
                    assert refused.key in ("stages.other_flight_entry", "stages.earlier_flight")
        for fid in flights:
            if sold[fid] == 0:
                continue  # a flight nobody entered never closes
            qualifiers = data.draw(st.integers(1, sold[fid]), label="qualifiers")
            counts = data.draw(
                st.lists(st.integers(1, 10**8), min_size=qualifiers, max_size=qualifiers),
                label="counts",
            )
            _play(services, director, fid, qualifiers, counts, data.draw(st.booleans()))
        states = services.stages.flights(event_id)
        standing = [
            (fid, states[fid].stages.slips[q["slip"]])
            for fid in flights
            for q in (states[fid].stages.closed or {}).get("qualifiers", [])
        ]
        bagged, accredited, forfeited, waiting = _ledger(services, event_id)
        assert (accredited, forfeited, waiting) == (0, 0, bagged)
        # Some come with their slip, some without, some not yet; in any order.
        for fid, slip in data.draw(st.permutations(standing), label="order"):
            how = data.draw(st.sampled_from(["slip", "without", "later"]))
            try:
                if how == "slip":
                    qr, _code = services.stages.slip_codes(fid, slip.slip)
                    services.stages.accredit(director, event_id, qr, slip.document)
                elif how == "without":
                    services.stages.accredit_without_slip(
                        director, event_id, fid, slip.entry_id, slip.document
                    )
            except Refused as refused:  # qualified twice: his other slip is forfeited
                assert refused.key in ("stages.already_accredited", "slip.presented_twice")
            assert sum(_ledger(services, event_id)[1:]) == bagged
        # Then everyone left.
        for fid, slip in standing:
            if services.stages.event(event_id).stages.accreditation_of(fid, slip.entry_id):
                continue
            qr, _code = services.stages.slip_codes(fid, slip.slip)
            services.stages.accredit(director, event_id, qr, slip.document)
        bagged, accredited, forfeited, waiting = _ledger(services, event_id)
        assert waiting == 0 and accredited + forfeited == bagged
        event(f"qualifiers: {len(standing)}; forfeited: {forfeited > 0}")
        counting = _oracle(services.stages.flights(event_id), flights, rule)
        final = services.stages.event(event_id)
        assert final.book.totals.chips_in_play == sum(s.chips for s in counting.values())
        assert len(final.stages.accredited) == len(counting)
        for accreditation in final.stages.accredited.values():
            slip = counting[accreditation.house_player_id]
            assert (accreditation.flight_id, accreditation.flight_entry_id) == (
                slip.flight_id,
                slip.entry_id,
            )
            assert final.book.entries[accreditation.entry_id].chips == slip.chips


# --- a slip verifies if and only if nothing in it changed ---------------------------------------


@pytest.fixture(scope="module")
def issued():
    """One event of two closed flights (3 and 2 qualifiers), its slips' codes; read only."""
    with fresh() as (services, director):
        event_id, flights = make_event(services, director)
        people = players(services, director, 1, 7)
        for fid, field, qualifiers in ((flights[0], people[:4], 3), (flights[1], people[4:], 2)):
            for pid in field:
                services.registration.buy_entry(director, fid, pid, "cash", PRICE)
            _play(services, director, fid, qualifiers, [40_000, 52_500, 61_000], False)
        codes = [
            services.stages.slip_codes(fid, number)
            for fid in flights
            for number in services.stages.flight(fid).stages.slips
        ]
        yield services, event_id, codes


FIELDS = ("record", "event", "flight", "slip", "entry", "chips", "mac")


def _refused(services, event_id: int, text: str) -> bool:
    try:
        services.stages.check(event_id, text)
    except Refused:
        return True
    return False


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_qr_verifies_if_and_only_if_nothing_in_it_changed(issued, data):
    services, event_id, codes = issued
    qr, _printed = data.draw(st.sampled_from(codes))
    assert not _refused(services, event_id, qr)
    assert not _refused(services, event_id, f"  {qr.lower()}\n")  # as a scanner may type it
    tag, *parts = qr.split("-")
    values = dict(zip(FIELDS, parts, strict=True))
    field = data.draw(st.sampled_from(FIELDS), label="field")
    old = values[field]
    if field == "record":
        new = data.draw(
            st.text("0123456789ABCDEF", min_size=8, max_size=8).filter(lambda v: v != old)
        )
    elif field == "mac":
        at = data.draw(st.integers(0, len(old) - 1), label="position")
        char = data.draw(st.sampled_from(B32).filter(lambda c: c != old[at]), label="char")
        new = old[:at] + char + old[at + 1 :]
    else:
        new = str(data.draw(st.integers(0, 10**9 - 1).filter(lambda v: v != int(old))))
    values[field] = new
    changed = "-".join([tag, *(values[f] for f in FIELDS)])
    assert _refused(services, event_id, changed), (field, old, new)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_printed_code_verifies_if_and_only_if_nothing_in_it_changed(issued, data):
    services, event_id, codes = issued
    _qr, printed = data.draw(st.sampled_from(codes))
    assert not _refused(services, event_id, printed)
    assert not _refused(services, event_id, printed.replace("-", " - ", 1).lower())
    flight, number, mac = printed.split("-", 2)
    mac = mac.replace("-", "")
    what = data.draw(st.sampled_from(["flight", "slip", "mac"]))
    if what == "mac":
        at = data.draw(st.integers(0, len(mac) - 1))
        mac = (
            mac[:at]
            + data.draw(st.sampled_from(B32).filter(lambda c: c != mac[at]))
            + mac[at + 1 :]
        )
    elif what == "flight":
        flight = str(data.draw(st.integers(0, 10**9 - 1).filter(lambda v: v != int(flight))))
    else:
        number = str(data.draw(st.integers(0, 10**9 - 1).filter(lambda v: v != int(number))))
    assert _refused(services, event_id, f"{flight}-{number}-{mac[:5]}-{mac[5:]}")

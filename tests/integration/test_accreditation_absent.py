"""A qualifier who does not come to the final stage (house "Jugadores Ausentes"): the floor
seats him absent with the recorded count, no penalty; each refusal says why and writes
nothing; his slip presented later is refused; the absent rule then applies to his stack."""

from datetime import timedelta

import pytest
from stage_helpers import make_event, play_down, players, sell

from tournament_director.domain import stages as domain
from tournament_director.domain.errors import Refused
from tournament_director.domain.rule_set import CASINO_CLUB


@pytest.fixture
def event(services, director):
    """An event of three flights: two closed with 2 qualifiers each (counts 30,000 and
    31,000), the third still selling."""
    event_id, flights = make_event(services, director, labels=("Día 1A", "Día 1B", "Día 1C"))
    people = players(services, director, 1, 8)
    sell(services, director, flights[0], people[:3])
    sell(services, director, flights[1], people[3:6])
    sell(services, director, flights[2], people[6:])
    slips = {fid: play_down(services, director, fid, 2) for fid in flights[:2]}
    return event_id, flights, slips


def test_seated_absent_with_the_recorded_count_and_no_penalty(services, floor, event):
    event_id, flights, slips = event
    fid = flights[0]
    flight_entry, number = max(slips[fid].items())
    slip = services.stages.slip(fid, number)

    recorded = services.stages.accredit_absent(floor, event_id, fid, flight_entry)

    types = [r.type for r in recorded]
    assert types[-2:] == ["QualifierAccredited", "PlayerMarkedAbsent"]
    accredited = recorded[-2].payload
    assert (accredited["with_slip"], accredited["slip"]) == (False, None)
    assert (accredited["flight_id"], accredited["flight_entry_id"]) == (fid, flight_entry)
    state = services.tournaments.state(event_id)
    entry = state.book.entries[accredited["entry_id"]]
    assert entry.chips == slip.chips == 31_000
    assert entry.absent and entry.status == "active"
    assert entry.table is not None and entry.seat is not None
    assert state.players[entry.player_id].document == slip.document
    assert not state.penalties.items  # absence is not a missing slip
    assert recorded[-1].operator_name == floor.name


def test_his_slip_presented_later_is_refused(services, floor, event):
    event_id, flights, slips = event
    fid = flights[0]
    flight_entry, number = next(iter(slips[fid].items()))
    services.stages.accredit_absent(floor, event_id, fid, flight_entry)
    qr, _printed = services.stages.slip_codes(fid, number)

    with pytest.raises(domain.SlipRefused) as refused:
        services.stages.check(event_id, qr)

    assert refused.value.reason == "presented_twice"
    assert "Jugador Número" in refused.value.message


@pytest.mark.parametrize("case", ["accredited", "unknown_flight", "not_a_qualifier", "open"])
def test_each_refusal_writes_nothing(services, director, floor, event, case):
    event_id, flights, slips = event
    fid = flights[0]
    flight_entry, number = next(iter(slips[fid].items()))
    expected = {
        "accredited": "stages.already_accredited",
        "unknown_flight": "stages.flight_unknown",
        "not_a_qualifier": "stages.not_qualified",
        "open": "slip.flight_open",
    }[case]
    if case == "accredited":
        qr, _printed = services.stages.slip_codes(fid, number)
        slip = services.stages.slip(fid, number)
        services.stages.accredit(floor, event_id, qr, slip.document)
    elif case == "unknown_flight":
        fid = event_id  # the event itself is no flight of its own
    elif case == "not_a_qualifier":
        flight_entry = 1  # eliminated in the flight (the lowest ids go first)
    else:
        fid, flight_entry = flights[2], 1
    before = services.tournaments.state(event_id).last_seq

    with pytest.raises(Refused) as refused:
        services.stages.accredit_absent(floor, event_id, fid, flight_entry)

    assert refused.value.key == expected
    assert refused.value.message  # said in words
    assert services.tournaments.state(event_id).last_seq == before


def _casino_club_final(services, director, floor, event):
    """The absent qualifier seated, the final stage under the house's rules, its clock
    moved to the level after the flights' and started."""
    event_id, flights, slips = event
    services.clock.choose_rule_set(director, event_id, CASINO_CLUB.name)
    fid = flights[0]
    flight_entry = next(iter(slips[fid]))
    recorded = services.stages.accredit_absent(floor, event_id, fid, flight_entry)
    for fid, entries in slips.items():
        for other, number in entries.items():
            if fid == flights[0] and other == flight_entry:
                continue
            qr, _printed = services.stages.slip_codes(fid, number)
            document = services.stages.slip(fid, number).document
            services.stages.accredit(floor, event_id, qr, document)
    services.stages.start_final(director, event_id)
    services.clock.resume(director, event_id)
    return event_id, recorded[-2].payload["entry_id"]


def test_the_absent_rule_removes_his_stack_once_the_first_level_is_over(
    services, director, floor, event
):
    event_id, entry_id = _casino_club_final(services, director, floor, event)
    state = services.tournaments.state(event_id)
    level = state.periods()[state.clock.period]
    services.now.moment += timedelta(seconds=level.duration_s + 1)

    services.registration.remove_absent_stacks_if_due(event_id)

    entry = services.tournaments.state(event_id).book.entries[entry_id]
    assert entry.status == "removed"
    assert entry.chips_removed == entry.chips == 30_000


def test_he_keeps_his_stack_when_he_comes_during_the_first_level(services, director, floor, event):
    event_id, entry_id = _casino_club_final(services, director, floor, event)
    services.registration.mark_arrived(floor, event_id, entry_id)
    services.now.moment += timedelta(hours=2)

    services.registration.remove_absent_stacks_if_due(event_id)

    entry = services.tournaments.state(event_id).book.entries[entry_id]
    assert entry.status == "active" and entry.chips_removed == 0


def test_his_stack_stays_while_the_final_stage_plays_its_first_level(
    services, director, floor, event
):
    event_id, entry_id = _casino_club_final(services, director, floor, event)

    services.registration.remove_absent_stacks_if_due(event_id)

    entry = services.tournaments.state(event_id).book.entries[entry_id]
    assert entry.status == "active" and entry.chips_removed == 0

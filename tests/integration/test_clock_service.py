"""The clock through the services: events recorded, roles, restart, the calendar's moves; on a
SQLite file and on a PostgreSQL server."""

from datetime import timedelta

import pytest

from tournament_director.domain.clock import Status
from tournament_director.domain.errors import Refused
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.services import open_services


@pytest.fixture(params=["sqlite", "postgresql"])
def db_path(request, tmp_path):
    """The record: a SQLite file, or a record on the test server opened as a station."""
    if request.param == "sqlite":
        return tmp_path / "record.sqlite3"
    return request.getfixturevalue("server_record")


@pytest.fixture
def structure():
    return import_json((resources_dir() / "structures" / "regular-20.json").read_text("utf-8"))


@pytest.fixture
def ready(services, director, tournament, structure):
    services.clock.set_structure(director, tournament, structure)
    return tournament


def minutes(services, n):
    services.now.moment += timedelta(minutes=n)


def test_no_clock_without_a_structure(services, director, tournament):
    with pytest.raises(Refused) as refused:
        services.clock.start(director, tournament)
    assert refused.value.key == "clock.no_structure"


def test_start_pause_resume_are_recorded(services, floor, ready):
    services.clock.start(floor, ready)
    minutes(services, 5)
    services.clock.pause(floor, ready)
    minutes(services, 30)
    reading = services.clock.reading(ready)
    assert reading.status is Status.PAUSED
    assert reading.time_left_s == 15 * 60
    services.clock.resume(floor, ready)
    types = [e.type for e in services.tournaments.events(ready)][-3:]
    assert types == ["ClockStarted", "ClockPaused", "ClockResumed"]


def test_clock_controls_do_not_block_undo_of_a_registration(services, floor, ready):
    services.tournaments.register_player(floor, ready, "Ana", "DNI", "1")
    services.clock.start(floor, ready)
    services.tournaments.undo(floor, ready)
    assert services.tournaments.players(ready) == []
    assert services.clock.reading(ready).status is Status.RUNNING


def test_cashier_may_not_run_the_clock(services, cashier, ready):
    with pytest.raises(Refused) as refused:
        services.clock.start(cashier, ready)
    assert refused.value.key == "operator.not_allowed"


def test_only_a_director_edits_a_running_structure(services, director, floor, ready, structure):
    services.clock.set_structure(floor, ready, structure)  # before the start: floor may
    services.clock.start(floor, ready)
    with pytest.raises(Refused) as refused:
        services.clock.set_structure(floor, ready, structure)
    assert refused.value.key == "structure.running_needs_director"
    services.clock.set_structure(director, ready, structure, "nivel 5 más largo")


def test_hand_for_hand_is_a_directors_switch(services, director, floor, ready):
    services.clock.start(floor, ready)
    with pytest.raises(Refused) as refused:
        services.clock.set_hand_for_hand(floor, ready, True)
    assert refused.value.key == "clock.hand_for_hand_director"
    minutes(services, 10)
    services.clock.set_hand_for_hand(director, ready, True)
    minutes(services, 10)
    services.clock.hand_completed(floor, ready)  # the rule set's 2 minutes
    assert services.clock.reading(ready).time_left_s == 8 * 60


def test_a_restarted_program_finds_the_clock_where_it_would_be(db_path, services, floor, ready):
    services.clock.start(floor, ready)
    started_at = services.tournaments.state(ready).clock.anchor
    services.close()
    # 50 minutes after the start, whatever the levels: the periods gone by are behind it.
    later = started_at + timedelta(minutes=50)
    reopened = open_services(db_path, lambda: later)
    try:
        reading = reopened.clock.reading(ready)
        assert reading.status is Status.RUNNING
        periods = reopened.tournaments.state(ready).periods()
        elapsed = 50 * 60
        expected = next(i for i, p in enumerate(periods) if p.start_s <= elapsed < p.end_s)
        assert reading.period == expected
        assert reading.time_left_ms == (periods[expected].end_s - elapsed) * 1000
    finally:
        reopened.close()


def test_scheduled_start_is_anchored_at_its_time(services, director, ready):
    at = services.now.moment + timedelta(minutes=30)
    services.clock.schedule_start(director, ready, at)
    assert services.tournaments.state(ready).scheduled_start == at.isoformat()
    # The PC slept through the moment; the calendar runs 5 minutes late.
    services.now.moment = at + timedelta(minutes=5)
    recorded = services.clock.start_as_scheduled(ready)
    assert [e.operator_name for e in recorded] == ["system"]
    assert services.clock.reading(ready).time_left_s == 15 * 60
    assert services.clock.start_as_scheduled(ready) == []  # once only
    with pytest.raises(Refused):
        services.clock.schedule_start(director, ready, at + timedelta(hours=1))


def test_schedule_in_the_past_refused(services, director, ready):
    with pytest.raises(Refused) as refused:
        services.clock.schedule_start(director, ready, services.now.moment - timedelta(1))
    assert refused.value.key == "clock.schedule_in_past"


def test_late_registration_closes_after_its_level(services, floor, ready):
    state = services.tournaments.state(ready)
    last = state.structure.late_registration_until_level
    assert last is not None
    services.clock.start(floor, ready)
    assert services.clock.close_late_registration_if_due(ready) == []
    end = next(p.end_s for p in state.periods() if p.kind == "level" and p.level_number == last)
    minutes(services, end // 60 + 1)
    recorded = services.clock.close_late_registration_if_due(ready)
    # Casino Club "Premios": the prize pool is fixed with the close.
    assert [e.type for e in recorded] == ["LateRegistrationClosed", "PrizePoolFixed"]
    assert services.tournaments.state(ready).late_registration_closed
    assert services.tournaments.state(ready).payouts.fixed
    assert services.clock.close_late_registration_if_due(ready) == []


def test_announcements_show_for_their_minutes(services, floor, ready):
    services.clock.announce(floor, ready, "  Mesa 12   cierra en 5 minutos ", 10)
    assert services.clock.current_announcements(ready) == ["Mesa 12 cierra en 5 minutos"]
    minutes(services, 11)
    assert services.clock.current_announcements(ready) == []
    with pytest.raises(Refused):
        services.clock.announce(floor, ready, "   ", 10)
    with pytest.raises(Refused):
        services.clock.announce(floor, ready, "x", 0)


def test_rule_set_choice(services, director, floor, ready):
    services.clock.choose_rule_set(director, ready, "casino-club")
    assert services.tournaments.state(ready).rule_set.name == "casino-club"
    with pytest.raises(Refused):
        services.clock.choose_rule_set(floor, ready, "tda-2024")
    with pytest.raises(Refused) as refused:
        services.clock.choose_rule_set(director, ready, "inventado")
    assert refused.value.key == "rules.unknown_preset"


def test_replay_with_clock_equals_live(services, director, floor, ready):
    from tournament_director.services.projection import TournamentProjection

    services.clock.start(floor, ready)
    minutes(services, 3)
    services.clock.adjust(floor, ready, 120)
    services.clock.next_period(floor, ready)
    services.clock.pause(floor, ready)
    live = services.tournaments.state(ready)
    with services.db.read() as conn:
        assert TournamentProjection.load(conn, ready, services.db.key).state == live

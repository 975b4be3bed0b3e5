"""The calendar: jobs derived from the record, run late after a sleep, backups."""

import threading
from datetime import UTC, datetime, timedelta

import pytest
from apscheduler.schedulers.background import BackgroundScheduler

from tournament_director.domain.clock import Status
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.services import open_services
from tournament_director.services.calendar import Calendar, late_registration_end


@pytest.fixture
def structure():
    return import_json((resources_dir() / "structures" / "regular-20.json").read_text("utf-8"))


@pytest.fixture
def services(db_path):
    """The calendar fires on the real clock, so these services read the real clock too."""
    services = open_services(db_path)
    yield services
    services.close()


@pytest.fixture
def calendar(services):
    calendar = Calendar(services, BackgroundScheduler(timezone=UTC), backups=True)
    yield calendar
    calendar.stop()


def test_jobs_follow_the_record(services, director, floor, tournament, structure, calendar):
    services.clock.set_structure(director, tournament, structure)
    calendar.start()
    assert f"start-{tournament}" not in calendar.jobs()
    at = services.now() + timedelta(hours=2)
    services.clock.schedule_start(director, tournament, at)
    assert calendar.jobs()[f"start-{tournament}"] == at
    services.clock.schedule_start(director, tournament, None)  # cancelled
    assert f"start-{tournament}" not in calendar.jobs()
    services.clock.start(floor, tournament)
    state = services.tournaments.state(tournament)
    closing = calendar.jobs()[f"late-registration-{tournament}"]
    expected = late_registration_end(state, state.clock.anchor)
    # Both are read from the anchors in whole milliseconds: equal up to rounding, either way.
    assert abs(closing - expected) < timedelta(seconds=2)
    services.clock.pause(floor, tournament)  # paused: the moment is unknown
    assert f"late-registration-{tournament}" not in calendar.jobs()


def test_late_registration_end_counts_breaks(services, director, floor, tournament, structure):
    services.clock.set_structure(director, tournament, structure)
    services.clock.start(floor, tournament)
    state = services.tournaments.state(tournament)
    last = state.structure.late_registration_until_level
    end_s = next(p.end_s for p in state.periods() if p.level_number == last)
    start = state.clock.anchor
    assert late_registration_end(state, start) == start + timedelta(seconds=end_s)


def test_a_missed_start_runs_at_once_and_lands_where_it_would_be(tmp_path, structure):
    """The PC was off at the scheduled time: on the next start the job runs immediately."""
    path = tmp_path / "sleep.sqlite3"
    services = open_services(path)
    director = services.house.create_first_director("Directora", "123456")
    tournament = services.tournaments.create(director, "Torneo")
    services.clock.set_structure(director, tournament, structure)
    at = datetime.now(UTC) + timedelta(milliseconds=300)
    services.clock.schedule_start(director, tournament, at)
    services.close()
    started = threading.Event()
    later = at + timedelta(minutes=7)
    services = open_services(path, lambda: max(later, datetime.now(UTC)))
    calendar = Calendar(
        services,
        BackgroundScheduler(timezone=UTC),
        on_due=lambda kind, tid, text: started.set() if kind == "clock_started" else None,
    )
    try:
        calendar.start()
        assert started.wait(10), "the missed start never ran"
        reading = services.clock.reading(tournament, later)
        assert reading.status is Status.RUNNING
        assert reading.time_left_s == 13 * 60
        assert services.tournaments.events(tournament)[-1].operator_name == "system"
    finally:
        calendar.stop()
        services.close()


def test_backups_are_sound_copies_and_pruned(db_path, tmp_path):
    import dataclasses
    import sqlite3

    from tournament_director.station import Station

    station = dataclasses.replace(Station.load(), backup_dir=tmp_path / "copies", backups_kept=2)
    services = open_services(db_path, station=station)
    calendar = Calendar(services, BackgroundScheduler(timezone=UTC), backups=True)
    try:
        director = services.house.create_first_director("Directora", "123456")
        copies = []
        for number in range(3):
            services.tournaments.create(director, f"Torneo {number}")
            copies.append(calendar.backup())
    finally:
        calendar.stop()
        services.close()
    assert not copies[0].exists() and copies[1].exists() and copies[2].exists()
    assert oct(copies[2].stat().st_mode & 0o777) == oct(0o600)
    assert oct((tmp_path / "copies").stat().st_mode & 0o777) == oct(0o700)
    with sqlite3.connect(copies[2]) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("SELECT count(*) FROM streams").fetchone()[0] == 4


def test_the_console_calendar_backs_up_on_schedule(services, director):
    from tournament_director.services.calendar import start_calendar

    calendar = start_calendar(services)
    try:
        assert "backup" in calendar.jobs()
        path = calendar.backup()
        assert path.parent == services.db.station.backup_dir and path.exists()
        assert calendar._backup_if_changed("interval") is None  # nothing new: no copy
    finally:
        calendar.stop()


def test_absent_stacks_are_removed_at_the_end_of_level_one(
    services, director, floor, cashier, tournament, calendar
):
    """Casino Club "Jugadores Ausentes": the calendar asks at the end of level 1."""
    from registration_helpers import PRICE, person, ready

    ready(services, director, tournament)
    services.registration.open_shift(cashier, tournament)
    services.registration.buy_entry(
        cashier, tournament, person(services, cashier, 1), "cash", PRICE
    )
    calendar.start()
    services.clock.start(floor, tournament)
    assert f"absent-stacks-{tournament}" not in calendar.jobs()  # ADTP: stacks stay
    services.clock.choose_rule_set(director, tournament, "casino-club")
    at = calendar.jobs()[f"absent-stacks-{tournament}"]
    assert timedelta(minutes=19) < at - services.now() < timedelta(minutes=21)

"""Operators' PINs: wrong PINs are recorded and lock (until a director unlocks, or for a
growing delay), the lock lives in the record (restarts and other processes see it), the house
is never locked out, and each role's shortest PIN is a house setting."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tournament_director.domain.errors import Refused
from tournament_director.services import open_services
from tournament_director.storage import event_store

DIRECTOR_PIN, FLOOR_PIN, CASHIER_PIN = "654321", "5678", "876543"


class Clock:
    """A clock the test moves; each reading is a millisecond later (events keep their order)."""

    def __init__(self) -> None:
        self.moment = datetime(2026, 11, 25, 22, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.moment += timedelta(milliseconds=1)
        return self.moment

    def advance(self, **delta: float) -> None:
        self.moment += timedelta(**delta)


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def services(db_path, clock):
    services = open_services(db_path, clock)
    yield services
    services.close()


def house_types(services) -> list[str]:
    with services.db.read() as conn:
        return [e.type for e in event_store.read(conn, event_store.HOUSE_STREAM)]


def house_events(services, event_type: str):
    with services.db.read() as conn:
        return [e for e in event_store.read(conn, event_store.HOUSE_STREAM) if e.type == event_type]


def refusal(call, *args) -> Refused:
    with pytest.raises(Refused) as refused:
        call(*args)
    return refused.value


def wrong_pins(services, name: str, times: int) -> list[Refused]:
    return [refusal(services.house.authenticate, name, "000000") for _ in range(times)]


def local_hh_mm(moment: datetime) -> str:
    return moment.astimezone().strftime("%H:%M")


# --- the count and the lock -----------------------------------------------------------------


def test_300_wrong_pins_then_the_right_one_is_refused(db_path, clock, director, floor):
    """Each try from a process of its own (as the command line's batch does): the count is in
    the record, so the 300 processes get five tries between them."""
    keys = []
    for _ in range(300):
        other = open_services(db_path, clock)
        try:
            keys.append(refusal(other.house.authenticate, "Floor Luis", "9999").key)
        finally:
            other.close()
    assert keys[:4] == ["operator.wrong_pin"] * 4
    assert set(keys[4:]) == {"operator.locked"}

    other = open_services(db_path, clock)
    try:
        locked = refusal(other.house.authenticate, "Floor Luis", FLOOR_PIN)
        types = house_types(other)
    finally:
        other.close()
    assert locked.key == "operator.locked"
    assert "Un director debe desbloquearlo" in locked.message or "must unlock" in locked.message
    # Five wrong PINs and one lock recorded; the tries made while locked wrote nothing.
    assert types.count("SignInFailed") == 5
    assert types.count("OperatorLocked") == 1
    assert "SignInSucceeded" not in types


def test_each_wrong_pin_says_how_many_tries_are_left(services, director, floor):
    refused = wrong_pins(services, "Floor Luis", 4)
    assert [r.params["left"] for r in refused] == [4, 3, 2, 1]
    assert all(r.key == "operator.wrong_pin" for r in refused)
    fifth = refusal(services.house.authenticate, "Floor Luis", "000000")
    assert fifth.key == "operator.locked"  # the fifth wrong PIN is the lock
    assert fifth.params == {"name": "Floor Luis", "failures": 5}
    (failed, *_) = house_events(services, "SignInFailed")
    assert failed.operator_id is None  # nobody signed in: the system records the try
    assert failed.payload == {"operator_id": floor.id}
    assert house_events(services, "OperatorLocked")[0].payload == {
        "operator_id": floor.id,
        "failures": 5,
        "minutes": None,
    }


def test_the_lock_survives_reopening_the_database(db_path, clock, services, director, floor):
    wrong_pins(services, "Floor Luis", 5)
    services.close()
    reopened = open_services(db_path, clock)
    try:
        assert reopened.house.lock_of(floor.id) is not None
        assert refusal(reopened.house.authenticate, "Floor Luis", FLOOR_PIN).key == (
            "operator.locked"
        )
    finally:
        reopened.close()


def test_two_consoles_share_one_count(db_path, clock, services, director, floor):
    other = open_services(db_path, clock)
    try:
        wrong_pins(services, "Floor Luis", 2)
        wrong_pins(other, "Floor Luis", 2)
        last = refusal(services.house.authenticate, "Floor Luis", "000000")
        assert last.key == "operator.locked"
        assert refusal(other.house.authenticate, "Floor Luis", FLOOR_PIN).key == "operator.locked"
    finally:
        other.close()


def test_the_right_pin_starts_the_count_again(services, director, floor):
    before = len(house_types(services))
    services.house.authenticate("Floor Luis", FLOOR_PIN)
    assert len(house_types(services)) == before  # a plain sign-in writes nothing

    wrong_pins(services, "Floor Luis", 4)
    services.house.authenticate("Floor Luis", FLOOR_PIN)
    (succeeded,) = house_events(services, "SignInSucceeded")
    assert succeeded.payload == {"operator_id": floor.id}
    assert succeeded.operator_name == "Floor Luis"
    refused = wrong_pins(services, "Floor Luis", 4)
    assert refused[-1].key == "operator.wrong_pin" and refused[-1].params["left"] == 1
    assert services.house.lock_of(floor.id) is None


def test_what_cannot_be_a_pin_is_not_counted(services, director, floor):
    for typed in ("", "12", "12ab", "1234567890123"):
        assert refusal(services.house.authenticate, "Floor Luis", typed).key == (
            "operator.wrong_pin"
        )
    assert "SignInFailed" not in house_types(services)


def test_an_unknown_name_writes_nothing(services, director):
    before = house_types(services)
    assert refusal(services.house.authenticate, "Nadie", "000000").key == "operator.unknown"
    assert house_types(services) == before


# --- unlocking ------------------------------------------------------------------------------


def test_a_director_unlocks(services, director, floor, cashier):
    wrong_pins(services, "Floor Luis", 5)
    assert refusal(services.house.unlock, cashier, floor.id).key == "operator.not_allowed"

    services.house.unlock(director, floor.id)
    (unlocked,) = house_events(services, "OperatorUnlocked")
    assert unlocked.payload == {"operator_id": floor.id}
    assert unlocked.operator_name == "Directora Ana"  # who unlocked
    assert services.house.authenticate("Floor Luis", FLOOR_PIN).id == floor.id
    assert refusal(services.house.unlock, director, floor.id).key == "operator.not_locked"
    # The count started again: five more wrong PINs to lock.
    assert wrong_pins(services, "Floor Luis", 4)[-1].params["left"] == 1


def test_a_directors_pin_reset_unlocks(services, director, floor):
    wrong_pins(services, "Floor Luis", 5)
    services.house.change_pin(director, floor.id, "2468")
    assert house_types(services)[-2:] == ["OperatorPinChanged", "OperatorUnlocked"]
    assert services.house.authenticate("Floor Luis", "2468").id == floor.id


def test_a_session_already_open_is_not_stopped_by_a_lock(services, director, floor, tournament):
    """The lock guards signing in; whoever is signed in already keeps working (a console
    locks after its idle minutes and then asks for the PIN)."""
    wrong_pins(services, "Floor Luis", 5)
    services.tournaments.add_note(floor, tournament, "Mesa 3: baraja nueva")


# --- the growing delay ----------------------------------------------------------------------


def test_the_growing_delay_doubles_up_to_half_an_hour(services, clock, director, floor):
    services.house.set_lock_policy(director, "delay")
    refused = wrong_pins(services, "Floor Luis", 5)[-1]
    (locked,) = house_events(services, "OperatorLocked")
    until = locked.recorded_at + timedelta(minutes=1)  # from the recorded time
    assert refused.key == "operator.locked_until"
    assert refused.params["until"] == local_hh_mm(until)
    assert local_hh_mm(until) in refused.message
    assert services.house.lock_of(floor.id).until == until

    # Locked: the right PIN is refused and nothing is written.
    before = len(house_types(services))
    clock.advance(seconds=59)
    assert refusal(services.house.authenticate, "Floor Luis", FLOOR_PIN).key == (
        "operator.locked_until"
    )
    assert len(house_types(services)) == before

    # Each lock ends after its delay; one more wrong PIN locks for twice as long.
    minutes = []
    for _ in range(7):
        lock = services.house.lock_of(floor.id)
        clock.moment = lock.until
        assert services.house.lock_of(floor.id) is None
        refusal(services.house.authenticate, "Floor Luis", "000000")
        minutes.append(house_events(services, "OperatorLocked")[-1].payload["minutes"])
    assert minutes == [2, 4, 8, 16, 30, 30, 30]

    # Once the delay ends the right PIN signs in and the count starts again.
    clock.moment = services.house.lock_of(floor.id).until
    assert services.house.authenticate("Floor Luis", FLOOR_PIN).id == floor.id
    assert house_types(services)[-1] == "SignInSucceeded"
    wrong_pins(services, "Floor Luis", 5)
    assert house_events(services, "OperatorLocked")[-1].payload["minutes"] == 1


def test_the_lock_end_is_read_from_the_record_not_from_memory(db_path, clock, services, director):
    services.house.set_lock_policy(director, "delay")
    wrong_pins(services, "Directora Ana", 5)
    (locked,) = house_events(services, "OperatorLocked")
    clock.advance(minutes=5)  # a restart five minutes later: the lock ended on its own
    reopened = open_services(db_path, clock)
    try:
        assert reopened.house.lock_of(director.id) is None
        assert reopened.house.authenticate("Directora Ana", DIRECTOR_PIN).id == director.id
    finally:
        reopened.close()
    assert locked.recorded_at + timedelta(minutes=1) < clock.moment


# --- never locked out -----------------------------------------------------------------------


def test_the_last_director_is_never_locked_for_good(services, clock, director, floor):
    assert services.house.state().lock_policy == "director"
    refused = wrong_pins(services, "Directora Ana", 5)[-1]
    assert refused.key == "operator.locked_until"  # nobody else could unlock her: a delay
    clock.moment = services.house.lock_of(director.id).until
    assert services.house.authenticate("Directora Ana", DIRECTOR_PIN).id == director.id


def test_a_director_waits_for_another_director_only_when_one_could_unlock(
    services, clock, director, floor
):
    other = services.house.create_operator(director, "Director Pablo", "director", "135790")
    assert wrong_pins(services, "Director Pablo", 5)[-1].key == "operator.locked"
    # Pablo is locked for good: Ana is the only director who can unlock him.
    assert refusal(services.house.set_active, director, director.id, False).key == (
        "operator.last_unlocker"
    )
    assert refusal(services.house.change_role, director, director.id, "floor").key == (
        "operator.last_unlocker"
    )
    # Ana locked too: nobody could unlock her, so hers is the growing delay.
    assert wrong_pins(services, "Directora Ana", 5)[-1].key == "operator.locked_until"
    clock.moment = services.house.lock_of(director.id).until
    ana = services.house.authenticate("Directora Ana", DIRECTOR_PIN)
    services.house.unlock(ana, other.id)
    assert services.house.authenticate("Director Pablo", "135790").id == other.id


# --- PIN length -----------------------------------------------------------------------------


def test_each_roles_shortest_pin(services, director):
    state = services.house.state()
    assert [state.pin_minimum(r) for r in ("director", "floor", "cashier")] == [6, 4, 6]
    refused = refusal(services.house.create_operator, director, "Caja Nueva", "cashier", "1234")
    assert refused.key == "operator.pin_length"
    assert "entre 6 y 12 dígitos" in refused.message or "6 to 12 digits" in refused.message
    services.house.create_operator(director, "Floor Nuevo", "floor", "1234")
    assert refusal(services.house.change_pin, director, director.id, "12345").key == (
        "operator.pin_length"
    )


def test_the_first_director_needs_six_digits(tmp_path, clock):
    fresh = open_services(tmp_path / "new.sqlite3", clock)
    try:
        refused = refusal(fresh.house.create_first_director, "Ana", "1234")
        assert refused.key == "operator.pin_length"
        assert not fresh.house.has_operators()
        fresh.house.create_first_director("Ana", "123456")
    finally:
        fresh.close()


def test_a_role_that_needs_a_longer_pin_comes_with_a_new_one(services, director, floor):
    before = len(house_types(services))
    refused = refusal(services.house.change_role, director, floor.id, "cashier")
    assert refused.key == "operator.role_needs_pin" and refused.params["min"] == 6
    assert refusal(services.house.change_role, director, floor.id, "cashier", "1234").key == (
        "operator.pin_length"
    )
    assert len(house_types(services)) == before  # refused: nothing written

    services.house.change_role(director, floor.id, "cashier", "112233")
    assert house_types(services)[-2:] == ["OperatorRoleChanged", "OperatorPinChanged"]
    assert services.house.authenticate("Floor Luis", "112233").role.value == "cashier"
    # Back to a role with a shorter minimum: no new PIN needed.
    services.house.change_role(director, floor.id, "floor")


def test_a_pin_shorter_than_a_raised_minimum_signs_in_and_asks_for_a_new_one(
    services, director, floor
):
    assert not services.house.sign_in("Floor Luis", FLOOR_PIN).pin_change_needed
    services.house.set_pin_minimum(director, "floor", 6)
    signed = services.house.sign_in("Floor Luis", FLOOR_PIN)
    assert signed.operator.id == floor.id
    assert signed.pin_change_needed and signed.pin_minimum == 6
    services.house.change_pin(floor, floor.id, "567890")
    assert not services.house.sign_in("Floor Luis", "567890").pin_change_needed


# --- the settings ---------------------------------------------------------------------------


def test_the_lock_settings_are_recorded_and_checked(services, director, floor):
    house = services.house
    assert refusal(house.set_lock_policy, director, "forever").key == "settings.pin_lock_policy"
    assert refusal(house.set_lock_attempts, director, 2).key == "settings.pin_lock_attempts"
    assert refusal(house.set_lock_attempts, director, 11).key == "settings.pin_lock_attempts"
    assert refusal(house.set_pin_minimum, director, "cashier", 3).key == "settings.pin_minimum"
    assert refusal(house.set_pin_minimum, director, "cashier", 13).key == "settings.pin_minimum"
    assert refusal(house.set_pin_minimum, director, "dealer", 6).key == "operator.bad_role"
    assert refusal(house.set_lock_attempts, floor, 3).key == "operator.not_allowed"
    assert "HouseSettingChanged" not in house_types(services)

    house.set_lock_policy(director, " Delay ")
    house.set_lock_attempts(director, 3)
    house.set_pin_minimum(director, "director", 8)
    changes = [e.payload for e in house_events(services, "HouseSettingChanged")]
    assert changes == [
        {"key": "pin_lock_policy", "value": "delay"},
        {"key": "pin_lock_attempts", "value": 3},
        {"key": "pin_min_director", "value": 8},
    ]
    state = house.state()
    assert (state.lock_policy, state.lock_attempts, state.pin_minimum("director")) == (
        "delay",
        3,
        8,
    )
    assert wrong_pins(services, "Floor Luis", 3)[-1].key == "operator.locked_until"


# --- the demo -------------------------------------------------------------------------------


def test_a_demo_database_from_before_six_digit_pins_gets_the_demo_pins(services):
    """The demo takes its staff as they are and sets a demo PIN that no longer matches; it
    never types PINs, so it records no wrong ones."""
    from tournament_director.services.demo import DEMO_STAFF, create_demo

    house = services.house
    director = house.create_first_director("Directora Demo", "123456")
    house.create_operator(director, "Floor Demo", "floor", "2345")  # the old demo PIN
    house.create_operator(director, "Cajero Demo", "cashier", "345678")

    create_demo(services, players=3, seed=1)
    for spec in DEMO_STAFF:
        assert house.authenticate(spec.name, spec.pin).name == spec.name
    assert "SignInFailed" not in house_types(services)
    assert [len(s.pin) for s in DEMO_STAFF] == [6, 6, 6]

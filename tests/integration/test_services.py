"""Operators and role checks through the services: a refused command writes nothing; each
test on a SQLite file and on a PostgreSQL server."""

from pathlib import Path

import pytest

from tournament_director.domain.errors import Refused


@pytest.fixture(params=["sqlite", "postgresql"])
def db_path(request, tmp_path):
    """The record: a SQLite file, or a record on the test server opened as a station."""
    if request.param == "sqlite":
        return tmp_path / "record.sqlite3"
    return request.getfixturevalue("server_record")


def event_count(services, tournament):
    return len(services.tournaments.events(tournament))


def house_count(services):
    from tournament_director.storage import event_store

    with services.db.read() as conn:
        return len(list(event_store.read(conn, event_store.HOUSE_STREAM)))


def test_first_director_only_once(services, director):
    assert director.role.value == "director"
    with pytest.raises(Refused) as refused:
        services.house.create_first_director("Intruso", "111111")
    assert refused.value.key == "operator.first_exists"
    assert [o.name for o in services.house.operators()] == ["Directora Ana"]


def test_pin_is_never_stored_in_clear(db_path, services):
    services.house.create_first_director("Directora Ana", "918273")
    if isinstance(db_path, Path):
        for path in db_path.parent.glob(db_path.name + "*"):
            assert b"918273" not in path.read_bytes()
    else:  # everything the server holds of the record, as text
        with services.db.read() as conn:
            stored = conn.exec_driver_sql(
                "SELECT string_agg(t::text, ' ') FROM (SELECT * FROM events) t"
            ).scalar()
        assert "Directora Ana" in stored and "918273" not in stored


def test_sign_in(services, director, floor):
    assert services.house.authenticate("  floor luis ", "5678").id == floor.id
    with pytest.raises(Refused) as wrong:
        services.house.authenticate("Floor Luis", "0000")
    assert wrong.value.key == "operator.wrong_pin"
    with pytest.raises(Refused) as unknown:
        services.house.authenticate("Nadie", "0000")
    assert unknown.value.key == "operator.unknown"


@pytest.mark.parametrize(
    "command",
    [
        lambda s, op, t: s.tournaments.archive(op, t),
        lambda s, op, t: s.tournaments.rename(op, t, "Otro nombre"),
        lambda s, op, t: s.tournaments.create(op, "Torneo pirata"),
    ],
)
def test_floor_may_not_do_director_work(services, floor, tournament, command):
    before = event_count(services, tournament)
    with pytest.raises(Refused) as refused:
        command(services, floor, tournament)
    assert refused.value.key == "operator.not_allowed"
    assert event_count(services, tournament) == before
    assert len(services.tournaments.list()) == 1


def test_cashier_may_not_manage_staff(services, cashier):
    before = house_count(services)
    with pytest.raises(Refused):
        services.house.create_operator(cashier, "Nuevo", "floor", "123456")
    with pytest.raises(Refused):
        services.house.set_lock_minutes(cashier, 10)
    assert house_count(services) == before


def test_refused_input_writes_nothing(services, floor, tournament):
    services.tournaments.register_player(floor, tournament, "Ana", "DNI", "12")
    before = event_count(services, tournament)
    for name, document in [("", "13"), ("Bea", ""), ("Bea", "1-2"), ("x" * 500, "14")]:
        with pytest.raises(Refused):
            services.tournaments.register_player(floor, tournament, name, "DNI", document)
    assert event_count(services, tournament) == before
    assert len(services.tournaments.players(tournament)) == 1


def test_deactivated_operator_is_refused_at_once(services, director, floor, tournament):
    services.house.set_active(director, floor.id, False)
    with pytest.raises(Refused) as refused:
        services.tournaments.register_player(floor, tournament, "Ana", "DNI", "12")
    assert refused.value.key == "operator.inactive"
    with pytest.raises(Refused):
        services.house.authenticate("Floor Luis", "5678")
    services.house.set_active(director, floor.id, True)
    services.tournaments.register_player(floor, tournament, "Ana", "DNI", "12")


def test_role_change_takes_effect_on_the_next_command(services, director, floor, tournament):
    services.house.change_role(director, floor.id, "director", pin="567890")
    services.tournaments.rename(floor, tournament, "Torneo Renombrado")
    assert services.tournaments.state(tournament).name == "Torneo Renombrado"


def test_last_director_is_kept(services, director, floor):
    with pytest.raises(Refused) as refused:
        services.house.change_role(director, director.id, "floor")
    assert refused.value.key == "operator.last_director"
    with pytest.raises(Refused):
        services.house.set_active(director, director.id, False)
    services.house.change_role(director, floor.id, "director", pin="567890")
    services.house.change_role(director, director.id, "floor")


def test_duplicate_operator_name_refused(services, director, floor):
    with pytest.raises(Refused) as refused:
        services.house.create_operator(director, "FLOOR  luis", "cashier", "123456")
    assert refused.value.key == "operator.name_taken"


def test_pin_changes(services, director, floor, cashier):
    services.house.change_pin(floor, floor.id, "9999")
    assert services.house.authenticate("Floor Luis", "9999")
    with pytest.raises(Refused):
        services.house.change_pin(floor, cashier.id, "111111")
    services.house.change_pin(director, cashier.id, "222222")
    assert services.house.authenticate("Caja Marta", "222222")


def test_lock_minutes_setting(services, director):
    assert services.house.lock_minutes == 5
    services.house.set_lock_minutes(director, 12)
    assert services.house.lock_minutes == 12
    with pytest.raises(Refused) as refused:
        services.house.set_lock_minutes(director, 0)
    assert refused.value.key == "settings.lock_minutes"


def test_undo_is_recorded_and_limited_to_the_author(services, director, floor, cashier, tournament):
    services.tournaments.register_player(floor, tournament, "Ana", "DNI", "1")
    with pytest.raises(Refused) as refused:
        services.tournaments.undo(cashier, tournament)
    assert refused.value.key == "undo.not_author"
    services.tournaments.undo(floor, tournament, "documento equivocado")
    assert services.tournaments.players(tournament) == []
    last = services.tournaments.events(tournament)[-1]
    assert (last.type, last.operator_name) == ("ActionUndone", "Floor Luis")
    assert last.payload["target_seqs"] == [2]
    assert last.payload["reason"] == "documento equivocado"
    assert services.tournaments.voided(tournament) == {2}
    # the tournament's creation cannot be undone
    with pytest.raises(Refused) as refused:
        services.tournaments.undo(director, tournament)
    assert refused.value.key == "undo.not_undoable"


def test_archive_and_restore(services, director, floor, tournament):
    services.tournaments.archive(director, tournament)
    assert services.tournaments.list(include_archived=False) == []
    with pytest.raises(Refused) as refused:
        services.tournaments.register_player(floor, tournament, "Ana", "DNI", "1")
    assert refused.value.key == "tournament.archived"
    services.tournaments.restore(director, tournament)
    assert services.tournaments.list()[0].archived is False


def test_listeners_hear_only_committed_events(services, floor, tournament):
    heard = []
    services.subscribe(lambda stream, events: heard.append((stream, [e.type for e in events])))
    with pytest.raises(Refused):
        services.tournaments.register_player(floor, tournament, "", "DNI", "1")
    services.tournaments.register_player(floor, tournament, "Ana", "DNI", "1")
    assert heard == [(tournament, ["PlayerRegistered"])]


def test_unknown_tournament(services, floor):
    with pytest.raises(Refused) as refused:
        services.tournaments.register_player(floor, 99, "Ana", "DNI", "1")
    assert refused.value.key == "tournament.unknown"


def test_a_snapshot_that_fails_never_fails_the_command(
    services, floor, tournament, monkeypatch, caplog
):
    """A snapshot only speeds up the next load: the command is committed and heard by the
    screens, and the snapshot written after it on the writer's thread; its failure is
    logged there, never raised."""
    from tournament_director.services import tournaments as tournaments_module
    from tournament_director.storage import event_store

    def full_disk(*_args, **_kwargs):
        raise OSError("disk full")

    heard = []
    services.subscribe(lambda stream_id, events: heard.append(len(events)))
    monkeypatch.setattr(tournaments_module, "SNAPSHOT_EVERY", 1)
    monkeypatch.setattr(event_store, "save_snapshot", full_disk)
    recorded = services.tournaments.add_note(floor, tournament, "mesa 3 sin baraja")
    assert recorded and heard == [1]
    assert services.tournaments.events(tournament)[-1].type == "NoteAdded"
    assert services.flush_snapshots(timeout=30)
    assert "snapshot of tournament" in caplog.text
    assert services.tournaments.add_note(floor, tournament, "y la mesa 4")  # still writes

"""The record on a PostgreSQL server: what the stations' role may do, one writer at a time
under concurrent stations, hearing the other stations' events, migrate-db, verify and export
on the server, and the server going away and coming back."""

from __future__ import annotations

import json
import threading
from datetime import UTC, datetime, timedelta

import psycopg
import pytest

from tests.pg_server import OWNER, STATION, Cluster, find_bin
from tournament_director.cli import main
from tournament_director.domain.errors import Refused
from tournament_director.services import open_services
from tournament_director.services.projection import TournamentProjection
from tournament_director.station import Station
from tournament_director.storage import event_store, postgres


class Clock:
    def __init__(self) -> None:
        self.moment = datetime(2026, 11, 25, 19, 0, tzinfo=UTC)
        self._lock = threading.Lock()

    def __call__(self) -> datetime:
        with self._lock:
            self.moment += timedelta(milliseconds=1)
            return self.moment


def owner_url(station_url: str) -> str:
    return station_url.replace(f"{STATION}@", f"{OWNER}@")


@pytest.fixture
def first(server_record):
    services = open_services(server_record, Clock())
    yield services
    services.close()


@pytest.fixture
def director(first):
    return first.house.create_first_director("Directora Ana", "654321")


@pytest.fixture
def tournament(first, director):
    return first.tournaments.create(director, "Torneo Aniversario")


# --- what a station's password allows ---------------------------------------------------------


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE events SET payload = '{}'",
        "DELETE FROM events",
        "TRUNCATE events CASCADE",
        "ALTER TABLE events DISABLE TRIGGER events_refuse_update",
        "DROP TABLE events CASCADE",
        "INSERT INTO record (id, record_id, created_at) VALUES (2, 'x', 'x')",
        "DELETE FROM seals",
        "UPDATE td_meta SET schema_version = 1",
        "DELETE FROM tournaments",
        "CREATE TABLE extra (id INTEGER)",
    ],
)
def test_a_station_may_not_change_what_is_written(server_record, first, tournament, statement):
    with (
        psycopg.connect(server_record, autocommit=True) as conn,
        pytest.raises(psycopg.errors.InsufficientPrivilege),
    ):
        conn.execute(statement)
    assert len(first.tournaments.events(tournament)) == 1


def test_the_owner_too_is_refused_by_the_server(server_record, first, tournament):
    with psycopg.connect(owner_url(server_record), autocommit=True) as conn:
        for statement in ("UPDATE events SET seq = seq", "DELETE FROM events", "TRUNCATE events"):
            with pytest.raises(psycopg.errors.IntegrityConstraintViolation, match="append-only"):
                conn.execute(statement)
        with pytest.raises(psycopg.errors.IntegrityConstraintViolation, match="record id"):
            conn.execute("UPDATE record SET record_id = 'x'")
    assert first.db.integrity_check() == ["ok"]


def test_a_disabled_guard_is_found_by_verify(server_record, first, tournament):
    with psycopg.connect(owner_url(server_record), autocommit=True) as conn:
        conn.execute("ALTER TABLE events DISABLE TRIGGER events_refuse_delete")
    assert first.db.integrity_check() == ["trigger events_refuse_delete missing or disabled"]


def test_a_station_without_the_key_may_read_but_not_write(
    server_record, first, tournament, tmp_path
):
    """The key never goes to the server: a PC without its copy reads the record, no more."""
    elsewhere = Station.load(tmp_path / "other")
    with pytest.raises(Refused) as refused:
        open_services(server_record, station=elsewhere)
    assert refused.value.key == "db.key_missing"
    reader = open_services(server_record, read_only=True, station=elsewhere)
    try:
        assert [t.name for t in reader.tournaments.list()] == ["Torneo Aniversario"]
        assert reader.db.key is None
    finally:
        reader.close()


# --- several stations at once ---------------------------------------------------------------------


def test_concurrent_stations_write_one_gap_free_chain(server_record, first, director, tournament):
    stations = [open_services(server_record, Clock()) for _ in range(3)]
    failures: list[BaseException] = []

    def register(services, name):
        try:
            actor = services.house.authenticate("Directora Ana", "654321")
            for i in range(25):
                services.tournaments.register_player(
                    actor, tournament, f"{name} {i}", "DNI", f"{name}{i}"
                )
        except BaseException as exc:
            failures.append(exc)

    threads = [threading.Thread(target=register, args=(s, f"P{n}")) for n, s in enumerate(stations)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    try:
        assert failures == []
        events = first.tournaments.events(tournament)
        assert [e.seq for e in events] == list(range(1, 77))
        with first.db.read() as conn:
            assert event_store.verify_stream(conn, tournament, first.db.key) is None
            replayed = TournamentProjection.load(conn, tournament, first.db.key).state
        for services in [first, *stations]:
            assert services.tournaments.state(tournament) == replayed
        assert len(replayed.players) == 75
    finally:
        for services in stations:
            services.close()


def test_a_station_hears_the_others_events(server_record, first, director, tournament):
    second = open_services(server_record, Clock())
    heard: list[tuple[int, list[str]]] = []
    arrived = threading.Event()

    def listener(stream_id, events):
        heard.append((stream_id, [e.type for e in events]))
        arrived.set()

    try:
        assert second.db.watch.connected.wait(10)
        second.subscribe(listener)
        first.tournaments.register_player(director, tournament, "Ana", "DNI", "1")
        assert arrived.wait(10)
        assert heard == [(tournament, ["PlayerRegistered"])]
        assert [p.name for p in second.tournaments.players(tournament)] == ["Ana"]
        assert second.live.heard == 1
        # Its own commands are told once, by the commit, not again by the server.
        arrived.clear()
        actor = second.house.authenticate("Directora Ana", "654321")
        second.tournaments.add_note(actor, tournament, "mesa 3")
        assert heard[-1] == (tournament, ["NoteAdded"])
        arrived.clear()
        first.tournaments.add_note(director, tournament, "mesa 4")
        assert arrived.wait(10)
        assert [types for _s, types in heard] == [
            ["PlayerRegistered"],
            ["NoteAdded"],
            ["NoteAdded"],
        ]
    finally:
        second.close()


# --- migrate-db, verify and export ----------------------------------------------------------------


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "station"


@pytest.fixture
def demo_file(data_dir):
    assert main(["demo", "--no-window", "--players", "30", "--data-dir", str(data_dir)]) == 0
    return data_dir / "demo.sqlite3"


def test_migrate_db_copies_and_the_server_verifies_and_exports_the_same(
    pg_cluster, data_dir, demo_file, tmp_path, capsys
):
    schema = pg_cluster.new_schema()
    to = pg_cluster.url(OWNER, schema)
    station_url = pg_cluster.url(STATION, schema)
    before = demo_file.read_bytes()
    assert (
        main(
            [
                "migrate-db",
                "--data-dir",
                str(data_dir),
                "--from",
                str(demo_file),
                "--to",
                to,
                "--station-role",
                STATION,
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "Cadena y sellos verificados" in out
    assert demo_file.read_bytes() == before  # the file was only read
    assert main(["verify", "--data-dir", str(data_dir), "--db", station_url]) == 0
    # A PC that never wrote (no journal of its own), with a copy of the key: sound too.
    key = next((data_dir / "keys").glob("*.key"))
    auditor = ["--data-dir", str(tmp_path / "auditor"), "--db", station_url]
    assert main(["verify", *auditor, "--key", str(key)]) == 0
    for source, name in ((str(demo_file), "file"), (station_url, "server")):
        assert (
            main(
                [
                    "export",
                    "--data-dir",
                    str(data_dir),
                    "--db",
                    source,
                    "--tournament",
                    "2",
                    "--out",
                    str(tmp_path / f"{name}.json"),
                ]
            )
            == 0
        )
    from_file = json.loads((tmp_path / "file.json").read_text("utf-8"))
    from_server = json.loads((tmp_path / "server.json").read_text("utf-8"))
    assert from_server["events"] == from_file["events"] and len(from_file["events"]) > 30
    assert from_server["state"] == from_file["state"]
    # A station goes on writing the copied record, sealed with the same key.
    services = open_services(station_url, station=Station.load(data_dir))
    try:
        director = services.house.authenticate("Directora Demo", "123456")
        services.tournaments.add_note(director, 2, "abierto en el servidor")
    finally:
        services.close()
    assert main(["verify", "--data-dir", str(data_dir), "--db", station_url]) == 0
    # A second copy into the same schema is refused, and leaves the server as it was.
    assert (
        main(["migrate-db", "--data-dir", str(data_dir), "--from", str(demo_file), "--to", to]) == 2
    )
    assert "ya tiene un registro" in capsys.readouterr().err
    assert main(["verify", "--data-dir", str(data_dir), "--db", station_url]) == 0


def test_migrate_db_refuses_what_it_cannot_do(pg_cluster, data_dir, tmp_path, capsys):
    schema = pg_cluster.new_schema()
    to = pg_cluster.url(OWNER, schema)
    assert main(["migrate-db", "--data-dir", str(data_dir), "--to", str(tmp_path / "x")]) == 2
    assert "debe ser un servidor PostgreSQL" in capsys.readouterr().err
    missing = tmp_path / "missing.sqlite3"
    assert (
        main(["migrate-db", "--data-dir", str(data_dir), "--from", str(missing), "--to", to]) == 2
    )
    assert "No existe" in capsys.readouterr().err
    assert (
        main(["migrate-db", "--data-dir", str(data_dir), "--to", to, "--station-role", "x; DROP"])
        == 2
    )
    assert "no es válido" in capsys.readouterr().err
    with psycopg.connect(to) as conn:  # nothing was made on the server
        assert conn.execute("SELECT to_regclass('events')").fetchone()[0] is None


def test_a_new_empty_record_on_the_server(pg_cluster, data_dir, capsys):
    schema = pg_cluster.new_schema()
    args = ["--data-dir", str(data_dir)]
    assert (
        main(
            ["migrate-db", *args, "--to", pg_cluster.url(OWNER, schema), "--station-role", STATION]
        )
        == 0
    )
    assert "Registro nuevo" in capsys.readouterr().out
    url = pg_cluster.url(STATION, schema)
    services = open_services(url, station=Station.load(data_dir))
    try:
        director = services.house.create_first_director("Directora Ana", "654321")
        assert services.tournaments.create(director, "Primero") == 2
    finally:
        services.close()
    assert main(["list", *args, "--db", url]) == 0
    assert "Primero" in capsys.readouterr().out
    assert main(["backup", *args, "--db", url]) == 2  # the server's backups are its own
    assert "pg_dump" in capsys.readouterr().err


def test_a_server_that_cannot_be_reached_is_said_in_words(tmp_path):
    url = f"postgresql://{STATION}:secreto@/td_tests?host={tmp_path}/nobody-listens"
    with pytest.raises(Refused) as refused:
        open_services(url, station=Station.load(tmp_path / "s"))
    assert refused.value.key == "db.server_unreachable"
    assert "secreto" not in refused.value.message  # the password is never shown


def test_a_schema_that_is_not_a_record_is_refused(pg_cluster, data_dir):
    schema = pg_cluster.new_schema()
    pg_cluster.sql("td_tests", f"CREATE TABLE {schema}.something (id INTEGER)")
    with pytest.raises(Refused) as refused:
        postgres.prepare(pg_cluster.url(OWNER, schema), Station.load(data_dir))
    assert refused.value.key == "db.server_not_ours"
    with pytest.raises(Refused) as refused:
        open_services(pg_cluster.url(OWNER, schema), station=Station.load(data_dir))
    assert refused.value.key == "db.server_empty"


# --- the server going away ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def own_cluster():
    """A cluster of its own, to be killed and started again."""
    cluster = Cluster(find_bin())
    cluster.start()
    yield cluster
    cluster.stop()


def test_the_server_killed_and_started_again(own_cluster, tmp_path):
    station = Station.load(tmp_path / "station")
    schema = own_cluster.new_schema()
    postgres.prepare(own_cluster.url(OWNER, schema), station, station_role=STATION)
    url = own_cluster.url(STATION, schema)
    first = open_services(url, Clock(), station=station)
    second = open_services(url, Clock(), station=station)
    states: list[bool] = []
    back, gone = threading.Event(), threading.Event()

    def on_connection(reachable: bool) -> None:
        states.append(reachable)
        (back if reachable else gone).set()

    heard = threading.Event()
    try:
        director = first.house.create_first_director("Directora Ana", "654321")
        tournament = first.tournaments.create(director, "Torneo")
        assert second.db.watch.connected.wait(10)
        second.live.on_connection(on_connection)
        assert second.tournaments.state(tournament).name == "Torneo"  # on its screens
        assert len(second.house.operators()) == 1
        own_cluster.kill()
        assert gone.wait(10)  # said at once: the watch's connection broke
        assert not second.live.reachable
        # The screens keep the state last known; commands are refused.
        assert second.tournaments.state(tournament).name == "Torneo"
        assert [o.name for o in second.house.operators()] == ["Directora Ana"]
        with pytest.raises(Refused) as refused:
            second.tournaments.add_note(director, tournament, "sin servidor")
        assert refused.value.key == "db.server_unreachable"
        assert "no se escribió nada" in refused.value.message.lower()
        with pytest.raises(Refused) as refused:  # the first station finds out by itself
            first.tournaments.add_note(director, tournament, "sin servidor")
        assert refused.value.key == "db.server_unreachable"
        own_cluster.start()
        assert back.wait(15)  # reconnected by itself
        assert states == [False, True]
        first_back = threading.Event()
        first.live.on_connection(lambda reachable: reachable and first_back.set())
        assert first.live.reachable or first_back.wait(15)  # the first station too
        second.subscribe(lambda _s, events: heard.set())
        first.tournaments.add_note(director, tournament, "de vuelta")
        assert heard.wait(10)
        actor = second.house.authenticate("Directora Ana", "654321")
        second.tournaments.add_note(actor, tournament, "también")
        notes = [e.payload["text"] for e in second.tournaments.events(tournament)[1:]]
        assert notes == ["de vuelta", "también"]  # nothing forked, nothing lost
    finally:
        first.close()
        second.close()


def test_a_record_in_a_database_of_its_own(pg_cluster, data_dir, tmp_path):
    """As the README sets up a room: a database owned by an owner who is no superuser, the
    record in its default schema, the stations connecting with no options in their address."""
    pg_cluster.sql("postgres", "CREATE ROLE td_room_owner LOGIN")
    pg_cluster.sql("postgres", "CREATE DATABASE td_event_readme OWNER td_room_owner")
    try:
        station = Station.load(data_dir)
        postgres.prepare(
            pg_cluster.url("td_room_owner", database="td_event_readme"),
            station,
            station_role=STATION,
        )
        url = pg_cluster.url(STATION, database="td_event_readme")
        first = open_services(url, Clock(), station=station)
        second = open_services(url, Clock(), station=station)
        arrived = threading.Event()
        try:
            director = first.house.create_first_director("Directora Ana", "654321")
            tournament = first.tournaments.create(director, "Torneo de sala")
            assert second.db.watch.connected.wait(10)
            second.subscribe(lambda _s, _e: arrived.set())
            first.tournaments.add_note(director, tournament, "mesa 1 abierta")
            assert arrived.wait(10)
            with psycopg.connect(url, autocommit=True) as conn:
                with pytest.raises(psycopg.errors.InsufficientPrivilege):
                    conn.execute("CREATE TABLE public.extra (id INTEGER)")
                with pytest.raises(psycopg.errors.InsufficientPrivilege):
                    conn.execute("DELETE FROM events")
        finally:
            first.close()
            second.close()
        assert main(["verify", "--data-dir", str(data_dir), "--db", url]) == 0
    finally:
        pg_cluster.sql("postgres", "DROP DATABASE td_event_readme WITH (FORCE)")
        pg_cluster.sql("postgres", "DROP ROLE td_room_owner")


def test_a_login_the_server_refuses_is_said_with_its_words(pg_cluster, tmp_path):
    url = pg_cluster.url("nobody", pg_cluster.new_schema())
    with pytest.raises(Refused) as refused:
        open_services(url, station=Station.load(tmp_path / "s"))
    assert refused.value.key == "db.server_refused"
    assert 'role "nobody" does not exist' in refused.value.message


def test_a_station_role_that_does_not_exist_makes_nothing(pg_cluster, data_dir, capsys):
    schema = pg_cluster.new_schema()
    to = pg_cluster.url(OWNER, schema)
    args = ["migrate-db", "--data-dir", str(data_dir), "--to", to, "--station-role", "norole"]
    assert main(args) == 2
    assert 'role "norole" does not exist' in capsys.readouterr().err
    with psycopg.connect(to) as conn:
        assert conn.execute("SELECT to_regclass('events')").fetchone()[0] is None
    assert list((data_dir / "keys").glob("*.key")) == []  # nor its key


def test_a_file_whose_chain_does_not_hold_is_not_copied(pg_cluster, data_dir, demo_file, capsys):
    import sqlite3

    conn = sqlite3.connect(demo_file, isolation_level=None)
    conn.execute("DROP TRIGGER events_refuse_update")
    conn.execute("UPDATE events SET hash = ? WHERE stream_id = 2 AND seq = 5", ("f" * 64,))
    conn.close()
    schema = pg_cluster.new_schema()
    to = pg_cluster.url(OWNER, schema)
    args = ["migrate-db", "--data-dir", str(data_dir), "--from", str(demo_file), "--to", to]
    assert main(args) == 2
    assert "does not continue the hash chain" in capsys.readouterr().err
    with psycopg.connect(to) as conn:
        assert conn.execute("SELECT count(*) FROM events").fetchone()[0] == 0


def test_every_station_shows_the_same_clock(server_record, first, director, tournament):
    """The clock is a state machine over recorded anchors: a station that only heard the
    director's start, pause and resume reads the same time at every instant."""
    from tournament_director.domain.clock import Status
    from tournament_director.domain.structure_io import import_json
    from tournament_director.paths import resources_dir

    structure = import_json((resources_dir() / "structures" / "regular-20.json").read_text("utf-8"))
    display = open_services(server_record, Clock())
    heard = threading.Event()
    try:
        assert display.db.watch.connected.wait(10)
        display.subscribe(lambda _s, events: heard.set())
        first.clock.set_structure(director, tournament, structure)
        for command in (first.clock.start, first.clock.pause, first.clock.resume):
            heard.clear()
            command(director, tournament)
            assert heard.wait(10)
        start = first.now()
        for seconds in (0, 59, 60, 61, 1199, 1200, 1201, 4000):
            moment = start + timedelta(seconds=seconds)
            assert display.clock.reading(tournament, moment) == first.clock.reading(
                tournament, moment
            )
        # ... and it is running there: the resume was taken in.
        assert display.clock.reading(tournament, start).status is Status.RUNNING
    finally:
        display.close()

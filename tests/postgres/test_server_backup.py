"""The server's backups as the README has them: pg_dump of the record's database, pg_restore
into a new database, and the restored record verifies, keeps its guards and takes new
commands."""

from __future__ import annotations

import subprocess

import psycopg
import pytest

from tests.pg_server import OWNER, STATION
from tournament_director.cli import main
from tournament_director.services import open_services
from tournament_director.station import Station
from tournament_director.storage import postgres


def test_a_dump_restored_into_a_new_database_verifies(pg_cluster, tmp_path):
    data_dir = tmp_path / "station"
    station = Station.load(data_dir)
    pg_cluster.sql("postgres", "CREATE DATABASE td_event_dumped OWNER td_owner")
    pg_cluster.sql("postgres", "CREATE DATABASE td_event_restored OWNER td_owner")
    try:
        postgres.prepare(
            pg_cluster.url(OWNER, database="td_event_dumped"), station, station_role=STATION
        )
        services = open_services(
            pg_cluster.url(STATION, database="td_event_dumped"), station=station
        )
        try:
            director = services.house.create_first_director("Directora Ana", "654321")
            tournament = services.tournaments.create(director, "Torneo")
            for i in range(20):
                services.tournaments.register_player(director, tournament, f"J {i}", "DNI", str(i))
        finally:
            services.close()
        dump = tmp_path / "td_event.dump"
        common = ["-h", str(pg_cluster.socket_dir), "-U", OWNER]
        subprocess.run(
            [pg_cluster.bin / "pg_dump", *common, "--format=custom", "-f", dump, "td_event_dumped"],
            check=True,
            timeout=120,
        )
        subprocess.run(
            [pg_cluster.bin / "pg_restore", *common, "--dbname", "td_event_restored", dump],
            check=True,
            timeout=120,
        )
        restored = pg_cluster.url(STATION, database="td_event_restored")
        assert main(["verify", "--data-dir", str(data_dir), "--db", restored]) == 0
        with (
            psycopg.connect(pg_cluster.url(OWNER, database="td_event_restored")) as conn,
            pytest.raises(psycopg.errors.IntegrityConstraintViolation, match="append-only"),
        ):
            conn.execute("DELETE FROM events")
        services = open_services(restored, station=station)
        try:
            director = services.house.authenticate("Directora Ana", "654321")
            services.tournaments.register_player(director, tournament, "Después", "DNI", "99")
            assert len(services.tournaments.players(tournament)) == 21
        finally:
            services.close()
        assert main(["verify", "--data-dir", str(data_dir), "--db", restored]) == 0
    finally:
        for name in ("td_event_dumped", "td_event_restored"):
            pg_cluster.sql("postgres", f"DROP DATABASE {name} WITH (FORCE)")

"""The console on a station set to the record's server (no --db): it opens the server's
record and comes up to its sign-in window, a process of its own, offscreen, closed by
TD_STARTUP_PROBE=exit as soon as the window is painted."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace

import pytest

from tests.pg_server import OWNER, STATION
from tournament_director.services import open_services
from tournament_director.station import Station
from tournament_director.storage import postgres
from tournament_director.ui.startup_probe import LINE, VARIABLE


@pytest.mark.e2e
def test_the_console_opens_the_server_it_is_set_to(pg_cluster, tmp_path):
    data_dir = tmp_path / "station"
    schema = pg_cluster.new_schema()
    postgres.prepare(pg_cluster.url(OWNER, schema), Station.load(data_dir), station_role=STATION)
    url = pg_cluster.url(STATION, schema)
    services = open_services(url, station=Station.load(data_dir))
    try:
        services.house.create_first_director("Directora Ana", "654321")
    finally:
        services.close()
    replace(Station.load(data_dir), server=url).save()
    env = {
        **os.environ,
        "TD_DATA_DIR": str(data_dir),
        "QT_QPA_PLATFORM": "offscreen",
        VARIABLE: "exit",
    }
    process = subprocess.run(
        [sys.executable, "-m", "tournament_director"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert process.returncode == 0, process.stderr
    assert LINE in process.stderr, process.stderr
    log = (data_dir / "logs" / "tournament-director.log").read_text("utf-8")
    assert f"console starting: database {postgres.display_url(url)}," in log
    assert not (data_dir / "tournament-director.sqlite3").exists()  # no file made aside

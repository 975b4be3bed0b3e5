"""The station's server setting: the record on a PostgreSQL server the console opens when no
--db is given; a PostgreSQL URL naming a database, never holding a password."""

import json

import pytest

from tournament_director.station import Station, server_problem


@pytest.mark.parametrize(
    "url",
    [
        "postgresql://td_station@192.168.1.10/td_event",
        "postgres://td_station@sala-servidor:5433/td_event?sslmode=require",
        "postgresql://td_station@/td_event?host=/var/run/postgresql",
    ],
)
def test_a_server_address_is_accepted(url):
    assert server_problem(url) is None


@pytest.mark.parametrize(
    ("url", "problem"),
    [
        ("postgresql://td_station:secreto@192.168.1.10/td_event", "station.server_password"),
        ("/home/ana/record.sqlite3", "station.server_url"),
        ("mysql://td@host/td_event", "station.server_url"),
        ("postgresql://td_station@192.168.1.10", "station.server_url"),  # no database
        ("postgresql://td_station@host:puerto/td_event", "station.server_url"),
        ("postgresql://td@host/" + "x" * 2048, "station.server_url"),
    ],
)
def test_what_cannot_be_the_server_is_named(url, problem):
    assert server_problem(url) == problem


def test_the_setting_is_saved_and_read_back(tmp_path):
    url = "postgresql://td_station@192.168.1.10/td_event"
    station = Station.load(tmp_path)
    assert station.server is None
    from dataclasses import replace

    replace(station, server=url).save()
    assert Station.load(tmp_path).server == url
    # A password written into the file by hand is not taken (nor is anything else of it).
    saved = json.loads((tmp_path / "station.json").read_text("utf-8"))
    saved["server"] = "postgresql://td_station:secreto@host/td_event"
    (tmp_path / "station.json").write_text(json.dumps(saved), "utf-8")
    assert Station.load(tmp_path).server is None

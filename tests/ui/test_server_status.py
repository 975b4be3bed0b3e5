"""The console's word on the record's server: hidden for a file; for a server, shown, red from
the moment the server is killed (commands refused meanwhile) and green again once the station
has reconnected by itself."""

from __future__ import annotations

import pytest

from tests.pg_server import OWNER, STATION
from tournament_director.domain.errors import Refused
from tournament_director.services import open_services
from tournament_director.station import Station
from tournament_director.storage import postgres
from tournament_director.ui.server_status import ServerStatusLabel

RED = "#b00020"


@pytest.fixture(scope="module")
def cluster(own_pg_cluster):
    return own_pg_cluster


def test_hidden_for_a_file(qtbot, tmp_path):
    services = open_services(tmp_path / "record.sqlite3", station=Station.load(tmp_path / "s"))
    try:
        label = ServerStatusLabel(services)
        qtbot.addWidget(label)
        assert label.isHidden()
    finally:
        services.close()


def test_red_while_the_server_is_away(qtbot, tmp_path, cluster):
    station = Station.load(tmp_path / "s")
    schema = cluster.new_schema()
    postgres.prepare(cluster.url(OWNER, schema), station, station_role=STATION)
    services = open_services(cluster.url(STATION, schema), station=station)
    try:
        director = services.house.create_first_director("Directora Ana", "654321")
        label = ServerStatusLabel(services)
        qtbot.addWidget(label)
        label.show()
        assert label.isVisible() and RED not in label.styleSheet()
        assert services.db.watch.connected.wait(10)
        cluster.kill()
        qtbot.waitUntil(lambda: RED in label.styleSheet(), timeout=10_000)
        with pytest.raises(Refused) as refused:
            services.tournaments.create(director, "Sin servidor")
        assert refused.value.key == "db.server_unreachable"
        cluster.start()
        qtbot.waitUntil(lambda: RED not in label.styleSheet(), timeout=15_000)
        assert services.tournaments.create(director, "De vuelta") == 2
    finally:
        services.close()


def test_the_record_dialog_keeps_the_server_setting(qtbot, tmp_path):
    from tournament_director.ui.record_dialog import RecordDialog

    data_dir = tmp_path / "s"
    services = open_services(tmp_path / "record.sqlite3", station=Station.load(data_dir))
    try:
        director = services.house.create_first_director("Directora Ana", "654321")
        dialog = RecordDialog(services, lambda: director)
        qtbot.addWidget(dialog)
        dialog.server.setText("postgresql://td_station:secreto@192.168.1.10/td_event")
        assert dialog.save_settings() is False  # refused: the password stays out
        assert Station.load(data_dir).server is None
        dialog.server.setText(" postgresql://td_station@192.168.1.10/td_event ")
        assert dialog.save_settings() is True
        assert Station.load(data_dir).server == "postgresql://td_station@192.168.1.10/td_event"
        dialog.server.setText("")
        assert dialog.save_settings() is True
        assert Station.load(data_dir).server is None
    finally:
        services.close()


def test_the_console_hears_another_station_s_command(qtbot, tmp_path, cluster):
    """Another station's command reaches this console's screens the way its own do: the
    event bridge's signal, on the GUI thread, with the events as committed there."""
    from tournament_director.ui.event_bridge import EventBridge

    station = Station.load(tmp_path / "s")
    schema = cluster.new_schema()
    postgres.prepare(cluster.url(OWNER, schema), station, station_role=STATION)
    url = cluster.url(STATION, schema)
    desk = open_services(url, station=station)
    console = open_services(url, station=station)
    heard: list[str] = []
    console.subscribe(lambda _stream, events: heard.extend(e.type for e in events))
    try:
        assert console.db.watch.connected.wait(10)
        director = desk.house.create_first_director("Directora Ana", "654321")
        tournament = desk.tournaments.create(director, "Torneo")
        qtbot.waitUntil(lambda: "TournamentCreated" in heard, timeout=10_000)
        bridge = EventBridge(console)
        with qtbot.waitSignal(bridge.events_committed, timeout=10_000) as signal:
            desk.tournaments.register_player(director, tournament, "Ana Pérez", "DNI", "1")
        stream_id, events = signal.args
        assert stream_id == tournament and [e.type for e in events] == ["PlayerRegistered"]
        assert [p.name for p in console.tournaments.players(tournament)] == ["Ana Pérez"]
        bridge.close()
    finally:
        desk.close()
        console.close()
